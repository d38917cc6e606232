package sabotage

import (
	"math/bits"
	"sync"
)

// Sets of dice choices for planActions, as 16-bit sets of masks (bit m:
// the dice of mask m, bit i of m: die i). They give exactly what
// diceChoices and Req.fitsSummary give, one mask at a time, without the
// per-mask loops (planning is most of a random playout).

// diceChoiceSet returns the masks diceChoices(d, free, n) lists, as a set.
// Two masks with the same multiset of values have the same number of dice,
// so the limit n only filters the canonical choices of the free dice: those
// are tabled per dice and free dice (Rulebook dice show 1..6; anything else
// takes the reference path).
func diceChoiceSet(d [4]int8, free uint8, n int) uint16 {
	if n <= 0 {
		return 0
	}
	if n > 4 {
		n = 4
	}
	i, ok := diceIndex(d)
	if !ok || free > 0xf {
		var buf [15]uint8
		var set uint16
		for _, m := range diceChoices(d, free, n, &buf) {
			set |= 1 << m
		}
		return set
	}
	return choiceTable()[i][free] & atMostDice[n]
}

// diceIndex numbers four dice that each show 1..6.
func diceIndex(d [4]int8) (int, bool) {
	i := 0
	for _, v := range d {
		if v < 1 || v > 6 {
			return 0, false
		}
		i = i*6 + int(v-1)
	}
	return i, true
}

// atMostDice[n] is the set of masks of at most n dice.
var atMostDice = func() (t [5]uint16) {
	for n := range t {
		for m := 1; m < 16; m++ {
			if bits.OnesCount8(uint8(m)) <= n {
				t[n] |= 1 << m
			}
		}
	}
	return t
}()

// choiceTable[dice][free] is diceChoices(dice, free, 4) as a set; built on
// first use (41 KiB).
var choiceTable = sync.OnceValue(func() *[6 * 6 * 6 * 6][16]uint16 {
	t := new([6 * 6 * 6 * 6][16]uint16)
	for i := range t {
		var d [4]int8
		for j, x := 3, i; j >= 0; j, x = j-1, x/6 {
			d[j] = int8(x%6) + 1
		}
		for free := uint8(0); free < 16; free++ {
			var buf [15]uint8
			for _, m := range diceChoices(d, free, 4, &buf) {
				t[i][free] |= 1 << m
			}
		}
	}
	return t
})

// diceFits answers Req.fitsSummary(summarize(d, m)) for every mask m at
// once, from a table of the dice's sets looked up on first use (dice
// showing 1..6; anything else is answered die by die).
type diceFits struct {
	d     [4]int8
	ready bool
	sets  *diceSets // nil: not all dice show 1..6
}

// diceSets are the sets of masks of four dice that fit each requirement.
type diceSets struct {
	upTo [7]uint16  // upTo[v]: the single dice showing 1..v
	sums [25]uint16 // sums[s]: the masks whose dice add up to s
	pair uint16     // the two-dice masks showing a pair
}

func newDiceSets(d [4]int8) (f diceSets) {
	var byValue [7]uint16
	var sum [16]int8
	for m := 1; m < 16; m++ {
		low := bits.TrailingZeros8(uint8(m))
		rest := m & (m - 1)
		sum[m] = sum[rest] + d[low]
		f.sums[sum[m]] |= 1 << uint(m)
		if rest == 0 {
			byValue[d[low]] |= 1 << uint(m)
		} else if rest&(rest-1) == 0 && d[low] == d[bits.TrailingZeros8(uint8(rest))] {
			f.pair |= 1 << uint(m)
		}
	}
	for v := 1; v <= 6; v++ {
		f.upTo[v] = f.upTo[v-1] | byValue[v]
	}
	return f
}

// fitTable[diceIndex(d)] is newDiceSets(d); built on first use (85 KiB).
var fitTable = sync.OnceValue(func() *[6 * 6 * 6 * 6]diceSets {
	t := new([6 * 6 * 6 * 6]diceSets)
	for i := range t {
		var d [4]int8
		for j, x := 3, i; j >= 0; j, x = j-1, x/6 {
			d[j] = int8(x%6) + 1
		}
		t[i] = newDiceSets(d)
	}
	return t
})

// set returns the non-empty masks whose dice fit q.
func (f *diceFits) set(q Req) uint16 {
	if !f.ready {
		f.ready = true
		if i, ok := diceIndex(f.d); ok {
			f.sets = &fitTable()[i]
		}
	}
	t := f.sets
	if t == nil {
		return f.slowSet(q)
	}
	switch q.Kind {
	case Exact:
		if q.X >= 1 && q.X <= 6 {
			return t.upTo[q.X] &^ t.upTo[q.X-1]
		}
	case Range:
		lo, hi := max(q.X, 1), min(q.Y, 6)
		if lo <= hi {
			return t.upTo[hi] &^ t.upTo[lo-1]
		}
	case Sum:
		if q.X >= 0 && int(q.X) < len(t.sums) {
			return t.sums[q.X]
		}
	case Pair:
		return t.pair
	}
	return 0
}

// slowSet is set die by die.
func (f *diceFits) slowSet(q Req) uint16 {
	var set uint16
	switch q.Kind {
	case Exact:
		for i, v := range f.d {
			if v == q.X {
				set |= 1 << (1 << uint(i))
			}
		}
	case Range:
		for i, v := range f.d {
			if v >= q.X && v <= q.Y {
				set |= 1 << (1 << uint(i))
			}
		}
	case Sum:
		// The sum of each mask's dice, in int8 as summarize adds.
		var sums [16]int8
		for m := 1; m < 16; m++ {
			sums[m] = sums[m&(m-1)] + f.d[bits.TrailingZeros8(uint8(m))]
			if sums[m] == q.X {
				set |= 1 << uint(m)
			}
		}
	case Pair:
		for i := 0; i < 4; i++ {
			for j := i + 1; j < 4; j++ {
				if f.d[i] == f.d[j] {
					set |= 1 << (1<<uint(i) | 1<<uint(j))
				}
			}
		}
	}
	return set
}
