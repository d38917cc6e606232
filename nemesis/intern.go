package nemesis

import (
	"sync/atomic"
	"unsafe"
)

// Precomputed tables and pre-built values kept for speed (issue 10).
//
// Interned actions and events: an action or event is a small struct, and
// putting one in an interface allocates a box for it. Actions and Apply
// take the common ones from these tables instead,
// so that listing the legal actions and logging a die roll do not allocate
// once a value has been met.
// A value outside a table's range goes to boxAction, the table of every
// other listed Action (Notes have their own, note.go): the tables change
// only where the memory comes from, never a value.

// interned holds the boxed values of one type made from a Seat and two
// small numbers x in [lo1, lo1+n1) and y in [lo2, lo2+n2). A value is
// boxed the first time it is asked for: the table then holds only the
// values games use, so that the collector, which marks every value held
// at each cycle, has few to mark (a table filled at start-up made random
// playouts slower overall). Two goroutines asking at once may both box
// the value; either box is kept, and both are equal.
type interned[I any] struct {
	lo1, n1, lo2, n2 int
	mk               func(s Seat, x, y int8) I
	v                []atomic.Pointer[I]
}

func newInterned[I any](lo1, n1, lo2, n2 int, mk func(s Seat, x, y int8) I) *interned[I] {
	return &interned[I]{lo1, n1, lo2, n2, mk, make([]atomic.Pointer[I], MaxPlayers*n1*n2)}
}

// get returns the boxed value for (s, x, y); false out of range.
func (t *interned[I]) get(s Seat, x, y int8) (v I, ok bool) {
	i, j := int(x)-t.lo1, int(y)-t.lo2
	if s < 0 || s >= MaxPlayers || uint(i) >= uint(t.n1) || uint(j) >= uint(t.n2) {
		return v, false
	}
	cell := &t.v[(int(s)*t.n1+i)*t.n2+j]
	if p := cell.Load(); p != nil {
		return *p, true
	}
	// A new variable: the named result must not move to the heap.
	box := new(I)
	*box = t.mk(s, x, y)
	cell.Store(box)
	return *box, true
}

// Arguments (a Room, a Corridor, a target) fit in [argLo, argLo+argN).
const argLo, argN = 0, Edges

var (
	// Move: x the Corridor, y = 2*(Drag+1) + Cautious; no Drag (Coop only)
	// is interned.
	moveTable = newInterned(0, Edges, 0, 2, func(s Seat, e, y int8) Action {
		return Move{s, e, y%2 == 1, Seat(y/2 - 1)}
	})
	playTable = newInterned(0, 10, argLo, argN, func(s Seat, c, a int8) Action { return PlayCard{s, c, a} })
	payTable  = newInterned(0, 10, 0, 1, func(s Seat, c, _ int8) Action { return Pay{s, c} })
	// Discard: an Action card, NoCard or ContamCard.
	discardTable = newInterned(-4, 14, 0, 1, func(s Seat, c, _ int8) Action { return Discard{s, c} })
	roomTable    = newInterned(argLo, argN, 0, 1, func(s Seat, a, _ int8) Action { return UseRoom{s, a} })
	// Offer: x = 5*From + To, y = 4*(What+1) + Which for the Offers of a
	// Hand, a belt slot, the Armor, the Ask and the Done (Which < 4).
	offerTable = newInterned(0, MaxPlayers*MaxPlayers, 0, int(4*(OfferAsk+2)), func(s Seat, ft, y int8) Action {
		return Offer{s, Seat(ft / MaxPlayers), Seat(ft % MaxPlayers), y/4 - 1, y % 4}
	})
	// Offer of a token on a gray slot: x = 5*From + To, y = the slot 6–9.
	grayTable = newInterned(0, MaxPlayers*MaxPlayers, handSlot, gearSlots-handSlot, func(s Seat, ft, y int8) Action {
		return Offer{s, Seat(ft / MaxPlayers), Seat(ft % MaxPlayers), OfferBelt, y}
	})
	// The exchanges, always the trader's (From = s): x = To, y = Which
	// (OfferSwapHand, ≤ 11), 12 + Which (OfferSwapBelt, ≤ 99), 112
	// (OfferSwapArmor).
	swapTable = newInterned(0, MaxPlayers, 0, 113, func(s Seat, to, y int8) Action {
		switch {
		case y < 12:
			return Offer{s, s, Seat(to), OfferSwapHand, y}
		case y < 112:
			return Offer{s, s, Seat(to), OfferSwapBelt, y - 12}
		}
		return Offer{s, s, Seat(to), OfferSwapArmor, 0}
	})
	consentTable   = newInterned(0, 2, 0, 1, func(s Seat, y, _ int8) Action { return Consent{s, y == 1} })
	objectiveTable = newInterned(0, 2, 0, 1, func(s Seat, k, _ int8) Action { return ChooseObjective{s, k} })

	// Rolled events, one table per die: x the face.
	noiseTable = newInterned(-1, 16, 0, 1, func(s Seat, f, _ int8) Event { return Rolled{s, "noise", f} })
	shootTable = newInterned(-1, 16, 0, 1, func(s Seat, f, _ int8) Event { return Rolled{s, "shoot", f} })
	burstTable = newInterned(-1, 16, 0, 1, func(s Seat, f, _ int8) Event { return Rolled{s, "burst", f} })
)

func moveAction(s Seat, e int8, cautious bool, drag Seat) Action {
	y := 2 * (int8(drag) + 1)
	if cautious {
		y++
	}
	if v, ok := moveTable.get(s, e, y); ok && drag >= -1 {
		return v
	}
	return boxAction(Move{s, e, cautious, drag})
}

func playAction(s Seat, c, a int8) Action {
	if v, ok := playTable.get(s, c, a); ok {
		return v
	}
	return boxAction(PlayCard{s, c, a})
}

func payAction(s Seat, c int8) Action {
	if v, ok := payTable.get(s, c, 0); ok {
		return v
	}
	return boxAction(Pay{s, c})
}

func discardAction(s Seat, c int8) Action {
	if v, ok := discardTable.get(s, c, 0); ok {
		return v
	}
	return boxAction(Discard{s, c})
}

func roomAction(s Seat, a int8) Action {
	if v, ok := roomTable.get(s, a, 0); ok {
		return v
	}
	return boxAction(UseRoom{s, a})
}

func offerAction(s, from, to Seat, what, which int8) Action {
	if from >= 0 && from < MaxPlayers && to >= 0 && to < MaxPlayers {
		var v Action
		ok := false
		switch {
		case what >= OfferDone && what <= OfferAsk && what != OfferPack && which >= 0 && which < 4:
			v, ok = offerTable.get(s, int8(from)*MaxPlayers+int8(to), 4*(what+1)+which)
		case what == OfferBelt:
			v, ok = grayTable.get(s, int8(from)*MaxPlayers+int8(to), which)
		case from != s || which < 0:
		case what == OfferSwapHand && which < 12:
			v, ok = swapTable.get(s, int8(to), which)
		case what == OfferSwapBelt && which < 100:
			v, ok = swapTable.get(s, int8(to), 12+which)
		case what == OfferSwapArmor && which == 0:
			v, ok = swapTable.get(s, int8(to), 112)
		}
		if ok {
			return v
		}
	}
	return boxAction(Offer{s, from, to, what, which})
}

func consentAction(s Seat, yes bool) Action {
	y := int8(0)
	if yes {
		y = 1
	}
	if v, ok := consentTable.get(s, y, 0); ok {
		return v
	}
	return boxAction(Consent{s, yes})
}

func objectiveAction(s Seat, keep int8) Action {
	if v, ok := objectiveTable.get(s, keep, 0); ok {
		return v
	}
	return boxAction(ChooseObjective{s, keep})
}

// rolled is the event of seat s rolling face on die ("noise", "shoot" or
// "burst").
func rolled(s Seat, die string, face int8) Event {
	var t *interned[Event]
	switch die {
	case "noise":
		t = noiseTable
	case "shoot":
		t = shootTable
	case "burst":
		t = burstTable
	}
	if t != nil {
		if v, ok := t.get(s, face, 0); ok {
			return v
		}
	}
	return Rolled{s, die, face}
}

// slotEdges[slot][d] is the Corridor slot between a Room slot and its
// neighbour in direction d (-1: the edge of the board), for roomCorridors.
var slotEdges = func() (t [Slots][4]int8) {
	for slot := range Slots {
		for d := range 4 {
			t[slot][d] = -1
			if nb := neighbour(slot, d); nb >= 0 {
				t[slot][d] = int8(edgeBetween(slot, nb))
			}
		}
	}
	return t
}()

// actionCells holds the boxed Actions met so far, as eventCells the
// Events (internEvent): listing the legal actions, and Legal, which lists
// them again for a pending decision, then box nothing.
var actionCells [1 << internBits]atomic.Pointer[Action]

// boxAction returns the one boxed Action equal to v, v itself when it is a
// single byte (Go boxes those without allocating) or too large a key.
// The key is v's bytes: every Action is a struct of int8-sized fields
// (Seat, int8, bool, Token), without padding, so equal values have equal
// bytes; values of two types with equal bytes share a key and are told
// apart by the comparison, one more probe.
func boxAction[T interface {
	comparable
	Action
}](v T) Action {
	size := unsafe.Sizeof(v)
	if size <= 1 || size > 7 {
		return v
	}
	key := uint64(size) << 56
	for i, b := range unsafe.Slice((*byte)(unsafe.Pointer(&v)), size) {
		key |= uint64(b) << (8 * i)
	}
	h := key * 0x9E3779B97F4A7C15 >> (64 - internBits)
	for i := range uint64(internProbe) {
		cell := &actionCells[(h+i)&(1<<internBits-1)]
		p := cell.Load()
		if p == nil {
			box := new(Action)
			*box = v
			if cell.CompareAndSwap(nil, box) {
				return *box
			}
			p = cell.Load()
		}
		if w, ok := (*p).(T); ok && w == v {
			return *p
		}
	}
	// Every cell probed holds another value: v takes the first one, so
	// that the table keeps the values met lately.
	box := new(Action)
	*box = v
	actionCells[h&(1<<internBits-1)].Store(box)
	return *box
}
