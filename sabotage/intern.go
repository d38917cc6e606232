package sabotage

import (
	"math/bits"
	"sync"
)

// Precomputed tables and pre-built values kept for speed: interned
// actions and events, lists many states share, and the sets of dice
// choices that planning reads.

// Interned actions: Actions returns interface values taken from these
// tables, built once, so that listing the legal actions does not allocate
// one box per action.

func targetIndex(t Target) int {
	switch t.Kind {
	case DirTarget:
		return 1 + int(t.V)
	case RoomTarget:
		return 5 + int(t.V)
	case AreaTarget:
		return 21 + int(t.V)
	}
	return 0
}

const numTargets = 41

// targetStrings[targetIndex(t)] is t.String() for every valid target.
var targetStrings = func() (s [numTargets]string) {
	for i := range s {
		s[i] = targetAt(i).String()
	}
	return s
}()

func targetAt(i int) Target {
	switch {
	case i == 0:
		return noTarget
	case i < 5:
		return To(Dir(i - 1))
	case i < 21:
		return At(Room(i - 5))
	}
	return In(Area(i - 21))
}

var (
	planTable    = make([]Action, 4*Slots*16*21)
	executeTable = make([][1]Action, 4*numTargets*numTargets) // one-action arrays: see sharedActions
)

func init() {
	for seat := Seat(0); seat < 4; seat++ {
		for k := Slot(0); k < Slots; k++ {
			for m := 0; m < 16; m++ {
				for ti := 0; ti < 21; ti++ {
					planTable[((int(seat)*Slots+int(k))*16+m)*21+ti] = PlanTile{seat, k, uint8(m), targetAt(ti)}
				}
			}
		}
		for a := 0; a < numTargets; a++ {
			for b := 0; b < numTargets; b++ {
				executeTable[(int(seat)*numTargets+a)*numTargets+b][0] = Execute{seat, targetAt(a), targetAt(b)}
			}
		}
	}
}

func planAction(seat Seat, k Slot, m uint8, arg Target) Action {
	ti := targetIndex(arg)
	if ti >= 21 || m >= 16 {
		return PlanTile{seat, k, m, arg}
	}
	return planTable[((int(seat)*Slots+int(k))*16+int(m))*21+ti]
}

func executeAction(seat Seat, a, b Target) Action {
	return executeTable[(int(seat)*numTargets+targetIndex(a))*numTargets+targetIndex(b)][0]
}

// Lists of actions that many states share, built once: Actions returns
// them instead of a new slice (the contract makes its slices read-only).
var (
	readyLists   [4][1]Action // [Ready{seat}]
	endTurnLists [4][1]Action // [EndTurn{seat}]
	goFirstLists [4][2]Action // [GoFirst{seat, seat}, GoFirst{seat, its mate}]
)

func init() {
	for seat := Seat(0); seat < 4; seat++ {
		readyLists[seat][0] = Ready{seat}
		endTurnLists[seat][0] = EndTurn{seat}
		goFirstLists[seat] = [2]Action{GoFirst{seat, seat}, GoFirst{seat, seat.Mate()}}
	}
}

// sharedActions returns a pre-built list equal to list, if there is one (a
// lone Execute, Ready or EndTurn, the two GoFirst choices), else nil.
func sharedActions(list []Action) []Action {
	switch len(list) {
	case 1:
		switch a := list[0].(type) {
		case Execute:
			if !a.Seat.valid() {
				return nil
			}
			one := executeTable[(int(a.Seat)*numTargets+targetIndex(a.A))*numTargets+targetIndex(a.B)][:]
			if one[0] == list[0] {
				return one
			}
		case Ready:
			if a.Seat.valid() {
				return readyLists[a.Seat][:]
			}
		case EndTurn:
			if a.Seat.valid() {
				return endTurnLists[a.Seat][:]
			}
		}
	case 2:
		if a, ok := list[0].(GoFirst); ok && a.Seat.valid() {
			if pair := goFirstLists[a.Seat][:]; pair[0] == list[0] && pair[1] == list[1] {
				return pair
			}
		}
	}
	return nil
}

// Interned events: the most frequent events of a playout, boxed once, so
// that emitting them does not allocate (an Event is an immutable value, so
// sharing the box is invisible to callers). Each is kept in a one-event
// array: when it is an action's only event, Apply returns the array as its
// event slice (game.emitShared).
var (
	plannedEvents  [4][numTiles][1]Event     // Private "planned <tile>"
	skippedEvents  [4][numTiles][1]Event     // Private "could not execute <tile>"
	executedEvents [4][numTiles][1]Event     // Private "executed <tile>"
	movedEvents    [4][Rooms + 1][2][1]Event // Moved{seat, room (NoRoom first), team}
	modifiedEvents [4][1]Event               // Private "modified a die"
	turnEvents     [4][1]Event               // TurnBegan{seat}
)

func init() {
	for seat := Seat(0); seat < 4; seat++ {
		team := seat.Team()
		for t := Tile(0); t < numTiles; t++ {
			plannedEvents[seat][t][0] = Private{team, seat, "planned " + t.String()}
			skippedEvents[seat][t][0] = Private{team, seat, "could not execute " + t.String()}
			executedEvents[seat][t][0] = Private{team, seat, "executed " + t.String()}
		}
		for r := NoRoom; r < Rooms; r++ {
			for tm := Spies; tm <= Villains; tm++ {
				movedEvents[seat][r+1][tm][0] = Moved{seat, r, tm}
			}
		}
		modifiedEvents[seat][0] = Private{team, seat, "modified a die"}
		turnEvents[seat][0] = TurnBegan{seat}
	}
}

// plannedEvent is [Private{seat's team, seat, "planned <t>"}].
func plannedEvent(seat Seat, t Tile) []Event {
	if seat.valid() && t >= 0 && t < numTiles {
		return plannedEvents[seat][t][:]
	}
	return []Event{Private{seat.Team(), seat, "planned " + t.String()}}
}

// skippedEvent is [Private{seat's team, seat, "could not execute <t>"}].
func skippedEvent(seat Seat, t Tile) []Event {
	if seat.valid() && t >= 0 && t < numTiles {
		return skippedEvents[seat][t][:]
	}
	return []Event{Private{seat.Team(), seat, "could not execute " + t.String()}}
}

// executedEvent is [Private{seat's team, seat, "executed <t>"}].
func executedEvent(seat Seat, t Tile) []Event {
	if seat.valid() && t >= 0 && t < numTiles {
		return executedEvents[seat][t][:]
	}
	return []Event{Private{seat.Team(), seat, "executed " + t.String()}}
}

// movedEvent is [Moved{seat, r, team}].
func movedEvent(seat Seat, r Room, team Team) []Event {
	if seat.valid() && r >= NoRoom && r < Rooms && (team == Spies || team == Villains) {
		return movedEvents[seat][r+1][team][:]
	}
	return []Event{Moved{seat, r, team}}
}

// modifiedEvent is [Private{seat's team, seat, "modified a die"}].
func modifiedEvent(seat Seat) []Event {
	if seat.valid() {
		return modifiedEvents[seat][:]
	}
	return []Event{Private{seat.Team(), seat, "modified a die"}}
}

// turnEvent is [TurnBegan{seat}].
func turnEvent(seat Seat) []Event {
	if seat.valid() {
		return turnEvents[seat][:]
	}
	return []Event{TurnBegan{seat}}
}

// Interned small actions listed by Actions (each would otherwise be boxed
// anew: only one-byte values are boxed without allocating).
var (
	modifyActions   [4][4][2]Action // ModifyDie{seat, die, -1 / +1}
	unlockActions   [4][4]Action    // UnlockDie{seat, die}
	goFirstActions  [4][4]Action    // GoFirst{seat, first}
	slideActions    [4][4]Action    // Slide{seat, dir}
	useCubeActions  [4][2]Action    // UseCube{seat, false / true}
	pickTileActions [4][Slots]Action
)

func init() {
	for seat := Seat(0); seat < 4; seat++ {
		for i := int8(0); i < 4; i++ {
			modifyActions[seat][i] = [2]Action{ModifyDie{seat, i, -1}, ModifyDie{seat, i, 1}}
			unlockActions[seat][i] = UnlockDie{seat, i}
			goFirstActions[seat][i] = GoFirst{seat, Seat(i)}
			slideActions[seat][i] = Slide{seat, Dir(i)}
		}
		useCubeActions[seat] = [2]Action{UseCube{seat, false}, UseCube{seat, true}}
		for k := Slot(0); k < Slots; k++ {
			pickTileActions[seat][k] = PickTile{seat, k}
		}
	}
}

func unlockAction(seat Seat, die int8) Action {
	if seat.valid() && die >= 0 && die < 4 {
		return unlockActions[seat][die]
	}
	return UnlockDie{seat, die}
}

func goFirstAction(seat, first Seat) Action {
	if seat.valid() && first.valid() {
		return goFirstActions[seat][first]
	}
	return GoFirst{seat, first}
}

func slideAction(seat Seat, d Dir) Action {
	if seat.valid() && d >= 0 && d < 4 {
		return slideActions[seat][d]
	}
	return Slide{seat, d}
}

func useCubeAction(seat Seat, swagger bool) Action {
	if seat.valid() {
		if swagger {
			return useCubeActions[seat][1]
		}
		return useCubeActions[seat][0]
	}
	return UseCube{seat, swagger}
}

func pickTileAction(seat Seat, k Slot) Action {
	if seat.valid() && k >= 0 && k < Slots {
		return pickTileActions[seat][k]
	}
	return PickTile{seat, k}
}

// scanDeclared[seat][area] is Declared{seat, "scan", In(area), the area's
// rooms}: a SCAN's declaration, boxed once (in a one-event array, as above).
var scanDeclared = func() (t [4][NumAreas][1]Event) {
	for seat := range t {
		for a := range t[seat] {
			t[seat][a][0] = Declared{Seat(seat), "scan", In(Area(a)), RoomSet(Area(a).Rooms())}
		}
	}
	return t
}()

// hackDeclared[seat][n] is Declared{seat, "hack", no target, the room of
// bit n-1 (none for n = 0)}: a HACK's declaration of one room (or of none,
// under Tear Gas), boxed once.
var hackDeclared = func() (t [4][Rooms + 1][1]Event) {
	for seat := range t {
		for n := range t[seat] {
			var rooms uint16
			if n > 0 {
				rooms = 1 << uint(n-1)
			}
			t[seat][n][0] = Declared{Seat(seat), "hack", noTarget, RoomSet(rooms)}
		}
	}
	return t
}()

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
