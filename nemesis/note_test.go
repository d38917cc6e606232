package nemesis

import (
	"reflect"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
	"github.com/incursion/incursion/dice"
)

// TestNoteWords: every Message has a name of its own and words, and a few
// read as the texts they replaced (the playout digests pin all of them).
func TestNoteWords(t *testing.T) {
	names := map[string]Message{}
	for m := msgNone + 1; m < messageCount; m++ {
		if messages[m].name == "" || messages[m].say == nil {
			t.Fatalf("message %d has no name or words", m)
		}
		if o, ok := names[messages[m].name]; ok {
			t.Errorf("messages %d and %d are both named %q", o, m, messages[m].name)
		}
		names[messages[m].name] = m
		if got := (Note{m, 2, 1, 1, 1}).String(); got == "" || got == "?" || strings.Contains(got, "%") {
			t.Errorf("%v: words %q", m, got)
		}
	}
	for _, c := range []struct {
		n    Note
		want string
	}{
		{Note{msgMoved, 0, 7, int8(LandingZone), 0}, "P1 moved to b2 (" + LandingZone.String() + ")"},
		{Note{msgAttacked, 2, int8(Adult), 9, int8(atkBite)}, "the Adult x9 attacked P3: Bite"},
		{Note{msgMayReact, 1, -1, 0, 0}, "P2 may react to the Noise roll"},
		{Note{msgMayReact, 1, 4, 0, 0}, "P2 may react to the Attack of x4"},
		{Note{msgAppeared, -1, int8(Larva), 20, Slots + 1}, "a Larva (x20) appeared in " + CorridorName(1)},
		{Note{msgLifeSupport, -1, 1, 0, 0}, "Life Support B is Inactive"},
		{Note{msgRound, -1, 14, 0, 0}, "round 14"},
		{Note{msgObjective, 4, 2, 0, 0}, "P5 chose an Objective and drew 2 cards"},
	} {
		if got := c.n.String(); got != c.want {
			t.Errorf("%#v: %q, want %q", c.n, got, c.want)
		}
	}
	// Out of range, as JSON may give: words, never a panic.
	for _, n := range []Note{{-1, 0, 0, 0, 0}, {messageCount, 0, 0, 0, 0}, {msgAttacked, 7, -9, 100, -100}, {msgPlayed, 0, 99, 0, 0}} {
		_ = n.String()
		_ = PrivateNote{To: 0, What: n.What, X: n.X}.String()
		_ = PublicEvent(PrivateNote{To: 0, What: n.What, X: n.X}).String()
	}
}

// TestPrivateNote: the private words are seen by To only; the others see
// the public Message, which names no Item, count or scan result.
func TestPrivateNote(t *testing.T) {
	for _, c := range []struct {
		n            PrivateNote
		mine, theirs string
	}{
		{PrivateNote{0, msgSearchedN, 0, 2, 0, 0}, "P1 searched and drew 2 Items", "P1 searched"},
		{PrivateNote{1, msgScanInfected, 1, 0, 0, 0}, "P2 scanned an INFECTED card", "P2 scanned a Contamination card"},
		{PrivateNote{1, msgScanClean, 1, 0, 0, 0}, "P2 scanned a Not Infected card", "P2 scanned a Contamination card"},
		{PrivateNote{2, msgCheckedAA, 2, 1, 0, 0}, "P3 checked the Anti-Aircraft system: Active", "P3 checked the Anti-Aircraft system"},
		{PrivateNote{3, msgKept, 3, int8(itemKindOf(18)), 0, 0}, "P4 kept the " + itemNames[itemKindOf(18)], "P4 kept an Item"},
		{PrivateNote{1, msgGave, 0, 1, int8(itemKindOf(18)), 0}, "P1 gave P2 the " + itemNames[itemKindOf(18)], "P1 gave P2 a Backpack Item"},
	} {
		if got := c.n.String(); got != c.mine {
			t.Errorf("%#v: %q, want %q", c.n, got, c.mine)
		}
		if got := PublicEvent(c.n).String(); got != c.theirs {
			t.Errorf("%#v public: %q, want %q", c.n, got, c.theirs)
		}
		for p := Seat(0); p < MaxPlayers; p++ {
			if VisibleTo(c.n, p) != (p == c.n.To) {
				t.Errorf("%#v visible to %v: %v", c.n, p, VisibleTo(c.n, p))
			}
		}
		if VisibleTo(c.n, ObserverSeat) {
			t.Errorf("%#v visible to the Observer", c.n)
		}
	}
	for m := msgNone + 1; m < messageCount; m++ {
		if pub := messages[m].public; pub != msgNone && messages[pub].public != msgNone {
			t.Errorf("%v: its public form %v is private too", m, pub)
		}
	}
}

// TestNoteJSON: every Note and PrivateNote reads back as itself.
func TestNoteJSON(t *testing.T) {
	for m := msgNone + 1; m < messageCount; m++ {
		for _, e := range []Event{Note{m, -1, 3, -1, 5}, Note{m, 4, 0, 0, 0}, PrivateNote{2, m, 1, 1, 2, 3}} {
			data, err := MarshalEvent(e)
			if err != nil {
				t.Fatalf("%#v: %v", e, err)
			}
			back, err := UnmarshalEvent(data)
			if err != nil {
				t.Fatalf("%s: %v", data, err)
			}
			if diff := cmp.Diff(e, back); diff != "" {
				t.Errorf("%s (-want +got):\n%s", data, diff)
			}
		}
	}
	if _, err := UnmarshalEvent([]byte(`{"type":"note","what":"no such message","seat":"P1"}`)); err == nil {
		t.Error("an unknown message was read")
	}
	if _, err := MarshalEvent(Note{What: messageCount}); err == nil {
		t.Error("a message out of range was written")
	}
}

// TestInternedEvents: internEvent and boxAction give the value they were
// given, whether it is met for the first time, again, or in a full table.
func TestInternedEvents(t *testing.T) {
	for m := msgNone; m <= messageCount; m++ {
		for x := int8(-3); x < 70; x += 7 {
			n := Note{m, Seat(x % 6), x, -x, x / 2}
			p := PrivateNote{Seat(x % 5), m, Seat(x % 6), x, -x, x / 2}
			for range 2 {
				if got := internEvent(n.key(), n); got != Event(n) {
					t.Fatalf("interned %#v, want %#v", got, n)
				}
				if got := internEvent(p.key(), p); got != Event(p) {
					t.Fatalf("interned %#v, want %#v", got, p)
				}
			}
		}
	}
	// Two types with equal bytes share a key and stay apart.
	for s := Seat(-1); s < MaxPlayers; s++ {
		for x := int8(-3); x < 50; x++ {
			for range 2 {
				for _, a := range []Action{Keep{s, x, NoDrop}, Hit{s, x}, Repel{s, x}, Give{s, x}, Retaliation{s, x}, TakeGear{s, Token(x)}} {
					var got Action
					switch a := a.(type) {
					case Keep:
						got = boxAction(a)
					case Hit:
						got = boxAction(a)
					case Repel:
						got = boxAction(a)
					case Give:
						got = boxAction(a)
					case Retaliation:
						got = boxAction(a)
					case TakeGear:
						got = boxAction(a)
					}
					if got != a {
						t.Fatalf("boxed %#v, want %#v", got, a)
					}
				}
			}
		}
	}
}

// TestActionBytes: boxAction keys an action by its bytes, which holds only
// for structs of one-byte fields (no padding, no pointers): every Action
// type is one.
func TestActionBytes(t *testing.T) {
	for _, a := range []Action{DraftCharacter{}, TakeSupport{}, TakeGear{}, Move{}, Secure{}, Shoot{}, Burst{}, Melee{},
		UseRoom{}, PlayCard{}, UseItem{}, UseGear{}, Pass{}, Pay{}, ActivateRobot{}, Trade{}, GearDone{}, Repel{},
		React{}, Order{}, Give{}, Drop{}, ArmorChoice{}, UseOn{}, MoveGear{}, Offer{}, Consent{}, ChooseObjective{},
		Keep{}, Hit{}, Retaliation{}, Discard{}, SwapAA{}, Launch{}} {
		checkBytes(t, reflect.TypeOf(a))
	}
}

func checkBytes(t *testing.T, ty reflect.Type) {
	t.Helper()
	switch ty.Kind() {
	case reflect.Int8, reflect.Uint8, reflect.Bool:
	case reflect.Struct:
		for i := range ty.NumField() {
			checkBytes(t, ty.Field(i).Type)
		}
	case reflect.Array:
		checkBytes(t, ty.Elem())
	default:
		t.Errorf("%v: a field of kind %v", ty, ty.Kind())
	}
}

// TestAppendActions: AppendActions appends what Actions lists, after
// what dst holds, on states and views, and allocates nothing when dst has
// room.
func TestAppendActions(t *testing.T) {
	buf := make([]Action, 0, 256)
	for seed := uint64(1); seed <= 3; seed++ {
		r := dice.New(seed)
		s, _ := New(Config{}, r)
		for i := 0; !s.Over(); i++ {
			as := s.Actions()
			for _, st := range []State{s, s.View(s.g.mover())} {
				want := st.Actions()
				if diff := cmp.Diff(want, st.AppendActions(nil), cmpopts.EquateEmpty()); diff != "" {
					t.Fatalf("seed %d, action %d: AppendActions(nil) (-want +got):\n%s", seed, i, diff)
				}
				prefix := []Action{Pass{4}, Secure{3}}
				got := st.AppendActions(append(buf[:0], prefix...))
				if diff := cmp.Diff(append(prefix, want...), got); diff != "" {
					t.Fatalf("seed %d, action %d: AppendActions(prefix) (-want +got):\n%s", seed, i, diff)
				}
			}
			if i%17 == 0 {
				if n := testing.AllocsPerRun(5, func() { buf = s.AppendActions(buf[:0]) }); n != 0 {
					t.Errorf("seed %d, action %d: AppendActions allocated %v times: %v", seed, i, n, as)
				}
			}
			s, _, _ = Apply(s, as[r.IntN(len(as))], r)
		}
	}
}

// TestPile: a Player's piles read through the API (audit D1), and a Pile
// out of range (from JSON or built by hand) reads as what it can hold.
func TestPile(t *testing.T) {
	s := midGameState(t)
	q := s.Player(0)
	for _, c := range []struct {
		name string
		p    Pile
	}{{"deck", q.Deck}, {"hand", q.Hand}, {"discard", q.Disc}} {
		want := append([]int8(nil), c.p.C[:c.p.N]...)
		if c.p.Len() != len(want) {
			t.Errorf("%s: Len %d, want %d", c.name, c.p.Len(), len(want))
		}
		if diff := cmp.Diff(want, c.p.Cards(), cmpopts.EquateEmpty()); diff != "" {
			t.Errorf("%s: Cards (-want +got):\n%s", c.name, diff)
		}
		var all []int8
		for x := range c.p.All() {
			all = append(all, x)
		}
		if diff := cmp.Diff(want, all, cmpopts.EquateEmpty()); diff != "" {
			t.Errorf("%s: All (-want +got):\n%s", c.name, diff)
		}
		top, ok := c.p.Top()
		if ok != (len(want) > 0) || ok && top != want[len(want)-1] {
			t.Errorf("%s: Top %d %v", c.name, top, ok)
		}
	}
	// Cards is a copy.
	if cs := q.Hand.Cards(); len(cs) > 0 {
		cs[0] = 99
		if s.Player(0).Hand.C[0] == 99 {
			t.Error("Cards shares the state's array")
		}
	}
	p := Pile{N: 3, C: [PileCards]int8{4, 5, 6}}
	if top, ok := p.Top(); !ok || top != 6 || p.Len() != 3 {
		t.Errorf("Top %d %v, Len %d", top, ok, p.Len())
	}
	for _, n := range []int8{-1, 0, 41, 127} {
		p := Pile{N: n}
		if _, ok := p.Top(); ok != (n > 0) || p.Len() != int(min(max(n, 0), PileCards)) || len(p.Cards()) != p.Len() {
			t.Errorf("N %d: Len %d, Cards %v", n, p.Len(), p.Cards())
		}
		for range p.All() {
		}
	}
}

// midGameState plays seed 2 until round 2 of the Player Phase.
func midGameState(t *testing.T) State {
	r := dice.New(2)
	s, _ := New(Config{}, r)
	for !s.Over() && !(s.g.Round >= 2 && s.g.Phase == PhasePlayer && s.g.Pend == NoPending) {
		as := s.Actions()
		s, _, _ = Apply(s, as[r.IntN(len(as))], r)
	}
	if s.Over() {
		t.Fatal("game over before round 2")
	}
	return s
}

// TestPileCapacity: a Pile holds every card that can be in it at once —
// each deck's cards, and a Character's 10 Action cards with every
// Contamination card — but the Corridor tiles, which have their own deck.
func TestPileCapacity(t *testing.T) {
	for _, c := range []struct {
		name string
		n    int
	}{
		{"a Character's cards", 10 + ContaminationCards},
		{"exploration", ExploreCards}, {"events", EventCards}, {"attacks", AttackCards},
		{"wounds", WoundCards}, {"contamination", ContaminationCards}, {"queen", QueenCards},
		{"characters", Characters}, {"red items", int(firstGreen)}, {"green items", int(firstYellow - firstGreen)},
		{"yellow items", int(firstSupport - firstYellow)}, {"support", int(firstChar - firstSupport)},
		{"room tiles", RoomTiles - 2},
	} {
		if c.n > PileCards {
			t.Errorf("%s: %d cards, a Pile holds %d", c.name, c.n, PileCards)
		}
	}
	if d := (tiles{}); len(d.C) < CorridorTiles {
		t.Errorf("the Corridor deck holds %d of %d tiles", len(d.C), CorridorTiles)
	}
}

// TestInternConcurrent: goroutines that play the same games at once, and
// so intern the same values at once, see the same actions and events.
func TestInternConcurrent(t *testing.T) {
	play := func(seed uint64) string {
		var b strings.Builder
		r := dice.New(seed)
		s, _ := New(Config{Players: int(seed%5) + 1}, r)
		for !s.Over() {
			as := s.Actions()
			a := as[r.IntN(len(as))]
			next, ev, err := Apply(s, a, r)
			if err != nil {
				return err.Error()
			}
			b.WriteString(a.String())
			for _, e := range ev {
				b.WriteString(e.String())
			}
			s = next
		}
		return b.String()
	}
	const workers = 4
	got := make([][]string, workers)
	done := make(chan int)
	for w := range workers {
		go func() {
			for seed := uint64(100); seed < 106; seed++ {
				got[w] = append(got[w], play(seed))
			}
			done <- w
		}()
	}
	for range workers {
		<-done
	}
	for w := 1; w < workers; w++ {
		for i := range got[0] {
			if got[w][i] != got[0][i] {
				t.Fatalf("worker %d, game %d differs", w, i)
			}
		}
	}
}
