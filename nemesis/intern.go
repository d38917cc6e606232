package nemesis

import (
	"hash/maphash"
	"sync/atomic"
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
// single byte (Go boxes those without allocating).
func boxAction[T interface {
	comparable
	Action
}](v T) Action {
	key, ok := actionKey(v)
	if !ok {
		return v
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

// actionKey is the key of v in actionCells, built from its fields
// (packAction): every Action is a small struct of int8-sized fields (Seat,
// int8, bool, Token), so the fields' bytes and a tag for the type fit in
// 64 bits and equal keys mean equal values. ok is false for the one-byte
// Actions, which need no table. An Action type packAction does not name (a
// new one) is keyed by a hash of its value (maphash.Comparable, a little
// slower, TestPackActionNamesEveryAction fails): still interned, and told
// apart from the others by the comparison in boxAction.
func actionKey[T comparable](v T) (key uint64, ok bool) {
	switch key, kind := packAction(v); kind {
	case oneByte:
		return 0, false
	case packed:
		return key, true
	}
	return maphash.Comparable(actionSeed, v), true
}

// The kinds of packAction's answer.
const (
	unnamed = iota // a type packAction does not name
	oneByte        // a single byte: no key
	packed         // the key holds every field
)

// packAction packs v's fields and its type's tag (1–31) in a key.
func packAction[T comparable](v T) (key uint64, kind int) {
	switch x := any(v).(type) {
	case Secure, Pass, GearDone, Trade, EndTurn:
		return 0, oneByte
	case DraftCharacter:
		return pack(1, int8(x.Seat), x.Char, 0, 0, 0), packed
	case TakeSupport:
		return pack(2, int8(x.Seat), x.Item, x.Drop, 0, 0), packed
	case TakeGear:
		return pack(3, int8(x.Seat), int8(x.Token), 0, 0, 0), packed
	case Move:
		return pack(4, int8(x.Seat), x.Corridor, bit(x.Cautious), int8(x.Drag), 0), packed
	case Shoot:
		return pack(5, int8(x.Seat), x.Hand, x.Target, 0, 0), packed
	case Burst:
		return pack(6, int8(x.Seat), x.Hand, x.Corridor, 0, 0), packed
	case Melee:
		return pack(7, int8(x.Seat), x.Target, 0, 0, 0), packed
	case UseRoom:
		return pack(8, int8(x.Seat), x.Arg, 0, 0, 0), packed
	case PlayCard:
		return pack(9, int8(x.Seat), x.Card, x.Arg, 0, 0), packed
	case UseItem:
		return pack(10, int8(x.Seat), x.Item, x.Arg, 0, 0), packed
	case UseGear:
		return pack(11, int8(x.Seat), x.Slot, x.Arg, 0, 0), packed
	case Pay:
		return pack(12, int8(x.Seat), x.Card, 0, 0, 0), packed
	case ChooseObjective:
		return pack(13, int8(x.Seat), x.Keep, 0, 0, 0), packed
	case Keep:
		return pack(14, int8(x.Seat), x.Item, x.Drop, 0, 0), packed
	case Hit:
		return pack(15, int8(x.Seat), x.Target, 0, 0, 0), packed
	case Retaliation:
		return pack(16, int8(x.Seat), x.Hand, 0, 0, 0), packed
	case Discard:
		return pack(17, int8(x.Seat), x.Card, 0, 0, 0), packed
	case SwapAA:
		return pack(18, int8(x.Seat), bit(x.Swap), bit(x.Secret), 0, 0), packed
	case Launch:
		return pack(19, int8(x.Seat), bit(x.Launch), 0, 0, 0), packed
	case ArmorChoice:
		return pack(20, int8(x.Seat), bit(x.Health), 0, 0, 0), packed
	case Repel:
		return pack(21, int8(x.Seat), x.Corridor, 0, 0, 0), packed
	case Drop:
		return pack(22, int8(x.Seat), x.What, x.Which, 0, 0), packed
	case MoveGear:
		return pack(23, int8(x.Seat), x.From, x.To, 0, 0), packed
	case UseOn:
		return pack(24, int8(x.Seat), x.Item, int8(x.Target), x.Arg, 0), packed
	case Order:
		return pack(25, int8(x.Seat), int8(x.Target), x.Do.Verb, x.Do.A, x.Do.B), packed
	case React:
		return pack(26, int8(x.Seat), x.Card, x.Extra, 0, 0), packed
	case ActivateRobot:
		return pack(27, int8(x.Seat), x.To, x.Arg, x.Heal, 0), packed
	case Give:
		return pack(28, int8(x.Seat), x.Item, 0, 0, 0), packed
	case Offer:
		return pack(29, int8(x.Seat), int8(x.From), int8(x.To), x.What, x.Which), packed
	case Consent:
		return pack(30, int8(x.Seat), bit(x.Yes), 0, 0, 0), packed
	case Accept:
		return pack(31, int8(x.Seat), x.Drop, 0, 0, 0), packed
	}
	return 0, unnamed
}

// actionSeed seeds the hash of an Action actionKey does not name: where
// such a value lands in the table changes from one run to the next, never
// which value boxAction returns.
var actionSeed = maphash.MakeSeed()

// pack puts a type's tag and five int8 fields in a key.
func pack(tag uint64, a, b, c, d, e int8) uint64 {
	return tag<<56 | uint64(uint8(a)) | uint64(uint8(b))<<8 | uint64(uint8(c))<<16 |
		uint64(uint8(d))<<24 | uint64(uint8(e))<<32
}

func bit(b bool) int8 {
	if b {
		return 1
	}
	return 0
}
