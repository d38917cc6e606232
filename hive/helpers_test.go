package hive

import (
	"errors"
	"reflect"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/incursion/incursion"
	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/internal/playtest"
)

// scene is a game in progress built by hand for a rules test: four Darters
// built (Sirius, Vega, Rigel, Antares), the mission chosen, Game-Turn 1,
// no unit anywhere. Units are added with put.
func scene(t *testing.T, step Step) State {
	t.Helper()
	s, err := New(Config{}, dice.Script())
	if err != nil {
		t.Fatal(err)
	}
	for d := 0; d < 4; d++ {
		s.c.Dart[d].Flags |= dBuilt
	}
	s.c.Bought[BuyDarter] = 4
	s.c.RP = [2]uint8{}
	s.c.Mission = Rescue
	s.c.Shown = true
	s.c.Turn = 1
	s.c.Step = step
	return s
}

// put places a unit: a Terran on the first free counter of its kind, a
// Znon unit on the first free Znon counter of its kind. It returns its
// number. box is a box ID or a Darter's name.
func put(t *testing.T, s *State, k Kind, box string, flags ...uint16) int {
	t.Helper()
	b, ok := s.destination(box)
	if !ok {
		t.Fatalf("no box %s", box)
	}
	id := -1
	switch {
	case k == Engineer || k == Scout:
		id = s.spareTerran(0, firstLancer)
	case k == Lancers || k == Lancer:
		id = s.spareTerran(firstLancer, firstZnon)
	default:
		for i := firstZnon; i < numUnits; i++ {
			if s.c.Units[i].Kind() == k && s.c.Units[i].Stat() == stUnused || (s.c.Units[i].Kind() == k && s.c.Units[i].Stat() == stBought) {
				id = i
				break
			}
		}
	}
	if id < 0 {
		t.Fatalf("no counter left for %v", k)
	}
	u := unit{ks: pack(k, stInPlay), Box: b, Link: NoUnit}
	for _, f := range flags {
		u.Flags |= f
	}
	if k.Hostage() && u.Flags&uZnon == 0 && len(flags) == 0 {
		u.Flags |= uZnon | uContinuous
	}
	s.c.Units[id] = u
	s.c.syncInPlay(id)
	if k.Marine() {
		s.c.StartMen += uint8(k.men())
	}
	return id
}

// play applies a with scripted dice and fails the test if it is illegal or
// leaves dice unused.
func play(t *testing.T, s State, a Action, faces ...int) (State, []Event) {
	t.Helper()
	r := dice.Script(faces...)
	next, ev, err := Apply(s, a, r)
	if err != nil {
		t.Fatalf("%v: %v", a, err)
	}
	if r.Remaining() != 0 {
		t.Fatalf("%v: %d dice left unrolled", a, r.Remaining())
	}
	if err := next.Validate(); err != nil {
		t.Fatalf("%v: %v", a, err)
	}
	return next, ev
}

// refuse checks that a is illegal in s, with an error wrapping ErrIllegal,
// and that Apply leaves s unchanged.
func refuse(t *testing.T, s State, a Action) {
	t.Helper()
	if err := s.Legal(a); !errors.Is(err, incursion.ErrIllegal) {
		t.Fatalf("%v: want an illegal action, got %v", a, err)
	}
	playtest.AssertIllegal(t, Rules, s, a)
}

func diff(t *testing.T, want, got any) {
	t.Helper()
	if d := cmp.Diff(want, got, cmp.Exporter(func(reflect.Type) bool { return true })); d != "" {
		t.Errorf("(-want +got)\n%s", d)
	}
}

func box(s State, name string) uint8 {
	b, _ := s.destination(name)
	return b
}

func (s State) kindAt(id int) Kind { return s.c.Units[id].Kind() }

// viewKind is the kind of counter i in v (a function's result is not
// addressable: unit.Kind has a pointer receiver).
func viewKind(v State, i int) Kind { return v.c.Units[i].Kind() }

// playRolls applies a with the dice scripted by meaning ([Dice]) and fails
// the test if it is illegal, or if a die is not rolled for what the
// script says.
func playRolls(t *testing.T, s State, a Action, rolls ...Roll) (State, []Event) {
	t.Helper()
	r := Dice(rolls...)
	next, ev, err := Apply(s, a, r)
	if err != nil {
		t.Fatalf("%v: %v", a, err)
	}
	if err := r.Check(ev); err != nil {
		t.Fatalf("%v: %v", a, err)
	}
	if err := next.Validate(); err != nil {
		t.Fatalf("%v: %v", a, err)
	}
	return next, ev
}
