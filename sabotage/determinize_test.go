package sabotage

import (
	"encoding/binary"
	"encoding/json"
	"fmt"
	"testing"

	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/internal/playtest"
)

// determinizeContract is the shared contract check with views checked
// every 40th state (a game is 1,000 to 3,500 actions long, and each sample
// is played on to the end).
func determinizeContract(variant string) playtest.Contract[State, Action, Event, Seat] {
	return playtest.Contract[State, Action, Event, Seat]{
		Game: Game, Variant: variant, Hidden: true, Validate: State.Validate, MaxActions: 3000,
		IsView:    func(s State) bool { _, ok := s.Viewer(); return ok },
		ViewEvery: 40,
	}
}

// TestDeterminizeContract (RULES.md, "Determinization"): on states of
// random games of every variant, for every seat and the observer, a
// determinization is a full state the viewer cannot tell from the game's
// (same view, same InfoKey), it passes Validate and plays on to the end;
// distinct views have distinct InfoKeys.
func TestDeterminizeContract(t *testing.T) {
	for _, v := range []struct {
		variant string
		seeds   []uint64
	}{{"", []uint64{1, 2, 3, 4}}, {"intro", []uint64{5, 6}}, {"variable-map", []uint64{7, 8}}} {
		t.Run("variant="+v.variant, func(t *testing.T) {
			determinizeContract(v.variant).CheckDeterminize(t, v.seeds...)
		})
	}
}

// draws determinizes seat's view of s n times and counts key(sample).
func draws[K comparable](t *testing.T, s State, seat Seat, n int, key func(State) K) map[K]int {
	t.Helper()
	r := dice.New(42)
	counts := map[K]int{}
	for i := 0; i < n; i++ {
		d, err := Game.Determinize(s, seat, r)
		if err != nil {
			t.Fatal(err)
		}
		counts[key(d)]++
	}
	return counts
}

// TestDeterminizeVillainsFromIntel (Rulebook, "Setup" step 6, the enemy
// markers; RULES.md, "Determinization"): each Villain's room is drawn
// uniformly among the rooms the Spies' Intel leaves possible, the two
// independently: every pair appears, each with chance 1/6 here.
func TestDeterminizeVillainsFromIntel(t *testing.T) {
	s := with(started(t, 1, 2, 3, 4), func(s *state) {
		s.Teams[Spies].Intel.Seen[0].Possible = roomsOf("A1", "B2")
		s.Teams[Spies].Intel.Seen[1].Possible = roomsOf("C3", "C4", "D4")
	})
	counts := draws(t, s, Spy1, 3000, func(d State) [2]Room { return [2]Room{d.Room(Villain1), d.Room(Villain2)} })
	want := map[[2]Room]float64{}
	for _, a := range []string{"A1", "B2"} {
		for _, b := range []string{"C3", "C4", "D4"} {
			want[[2]Room{mustRoom(a), mustRoom(b)}] = 1.0 / 6
		}
	}
	playtest.CheckFrequencies(t, counts, want)
}

// TestDeterminizeVillainsPlaced (Rulebook, "Setup" step 12): while the
// Villains are placed, the Spies see neither where nor whether; every
// placement that leaves a Villain to place (neither placed, or one of
// them in one of the 14 rooms without a Generator) is equally likely.
func TestDeterminizeVillainsPlaced(t *testing.T) {
	s := beforeRoll(t, Config{})
	counts := draws(t, s, Spy2, 29*60, func(d State) [2]Room { return [2]Room{d.Room(Villain1), d.Room(Villain2)} })
	want := map[[2]Room]float64{{NoRoom, NoRoom}: 1.0 / 29}
	gens, _ := s.Generators()
	for r := Room(0); r < Rooms; r++ {
		if r == gens[0] || r == gens[1] {
			continue
		}
		want[[2]Room{r, NoRoom}] = 1.0 / 29
		want[[2]Room{NoRoom, r}] = 1.0 / 29
	}
	playtest.CheckFrequencies(t, counts, want)
}

// TestDeterminizeUntraceable (Rulebook, "UNTRACEABLE": the Villains do
// not know which machine the cube came from): the Hack track says 2 more
// cubes were passed than the Villains' machines show; each is drawn from
// a machine uniformly, the three machines all holding cubes.
func TestDeterminizeUntraceable(t *testing.T) {
	s := with(started(t, 1, 2, 3, 4), func(s *state) {
		s.Doomsday = [3]int8{3, 4, 2}
		s.Untraced = [3]int8{1, 0, 1}
		s.HackTrack -= 3
		s.SpentCubes += 3
	})
	if err := s.Validate(); err != nil {
		t.Fatal(err)
	}
	counts := draws(t, s, Villain1, 2700, func(d State) [3]int8 { return d.s.Untraced })
	want := map[[3]int8]float64{
		{2, 0, 0}: 1.0 / 9, {0, 2, 0}: 1.0 / 9, {0, 0, 2}: 1.0 / 9,
		{1, 1, 0}: 2.0 / 9, {1, 0, 1}: 2.0 / 9, {0, 1, 1}: 2.0 / 9,
	}
	playtest.CheckFrequencies(t, counts, want)
}

// TestDeterminizeCharacters (Rulebook, "Setup" step 3): the other team's
// choices are secret; each hidden seat has not chosen yet or holds one of
// its team's four characters (not its teammate's), every combination
// that leaves someone to choose equally likely: here the Spies have both
// chosen, so a Villain has not: 1 + 2·4 = 9 combinations.
func TestDeterminizeCharacters(t *testing.T) {
	s, err := New(Config{}, dice.Script())
	if err != nil {
		t.Fatal(err)
	}
	s = apply(t, apply(t, s, ChooseCharacter{Spy1, Hacker}), ChooseCharacter{Spy2, Acrobat})
	counts := draws(t, s, Spy1, 20*40, func(d State) string {
		return fmt.Sprint(d.Character(Villain1), d.Character(Villain2))
	})
	want := map[string]float64{}
	chars := []Character{NoCharacter}
	for c := Character(0); c < 8; c++ {
		if characters[c].Team == Villains {
			chars = append(chars, c)
		}
	}
	for _, a := range chars {
		for _, b := range chars {
			if (a == b && a != NoCharacter) || (a != NoCharacter && b != NoCharacter) {
				continue
			}
			want[fmt.Sprint(a, b)] = 1.0 / 9
		}
	}
	playtest.CheckFrequencies(t, counts, want)
}

// TestDeterminizeInfoKeyTwins: two states a seat cannot tell apart share
// its InfoKey, two it can tell apart do not (Rulebook, "Setup" step 10:
// the screen).
func TestDeterminizeInfoKeyTwins(t *testing.T) {
	s := started(t, 1, 2, 3, 4)
	moved := placed(s, map[Seat]string{Villain1: "A4"})
	swagger := with(s, func(s *state) { s.Players[Spy2].Swagger++; s.Pile-- })
	for _, c := range []struct {
		name string
		twin State
		same map[Seat]bool
	}{
		{"Villain1 elsewhere", moved, map[Seat]bool{Spy1: true, Spy2: true, Villain1: false, Villain2: false, Observer: true}},
		{"Spy2 with more Swagger", swagger, map[Seat]bool{Spy1: false, Spy2: false, Villain1: true, Villain2: true, Observer: true}},
	} {
		if err := c.twin.Validate(); err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		for seat, same := range c.same {
			if got := Game.InfoKey(s, seat) == Game.InfoKey(c.twin, seat); got != same {
				t.Errorf("%s: %v's keys equal = %v, want %v", c.name, seat, got, same)
			}
		}
	}
}

// TestDeterminizePlans (Rulebook, "Phase II: Plan Actions"; "PARACHUTE"):
// the other team's plans are secret; a seat that has finished planning
// gets a plan drawn at random, a Spy off the map one that starts with
// PARACHUTE (it lies in the room it will enter).
func TestDeterminizePlans(t *testing.T) {
	s := started(t, 1, 2, 3, 4)
	s = apply(t, s, PlanTile{Spy1, parachuteSlot(), 0, At(mustRoom("A1"))})
	s = apply(t, s, Ready{Spy1})
	s = apply(t, s, Ready{Villain1})
	r := dice.New(3)
	lying, planned := 0, 0
	for i := 0; i < 200; i++ {
		d, err := Game.Determinize(s, Villain2, r)
		if err != nil {
			t.Fatal(err)
		}
		p1, p2 := d.s.Players[Spy1], d.s.Players[Spy2]
		if !p1.Lying || p1.Room == NoRoom || p1.N == 0 || p1.Plan[0].Slot != parachuteSlot() || p1.Plan[0].Arg != At(p1.Room) {
			t.Fatalf("sample %d: Spy1, ready and off the map, did not plan PARACHUTE first: %+v", i, p1)
		}
		if p2.Room != NoRoom || p2.N != 0 {
			t.Fatalf("sample %d: Spy2, still planning and off the map, is in %v with %d tiles", i, p2.Room, p2.N)
		}
		if p1.Room == mustRoom("A1") {
			lying++
		}
		if p1.N > 1 {
			planned++
		}
	}
	if lying == 0 || lying > 50 || planned == 0 {
		t.Errorf("Spy1 lay in A1 in %d of 200 samples, planned more than PARACHUTE in %d", lying, planned)
	}
}

// FuzzDeterminize: whatever view decodes, Determinize does not panic, and
// a sample it returns is a full state with that view that passes Validate
// (go test -run '^$' -fuzz FuzzDeterminize ./sabotage/). The seed corpus
// is the views of every seat and the observer on states of a random game.
func FuzzDeterminize(f *testing.F) {
	r := dice.New(11)
	s, err := New(Config{}, r)
	if err != nil {
		f.Fatal(err)
	}
	for i := 0; i < 3000 && !s.Over(); i++ {
		legal := s.Actions()
		if s, _, err = Apply(s, legal[r.IntN(len(legal))], r); err != nil {
			f.Fatal(err)
		}
		if i%150 != 0 {
			continue
		}
		for _, p := range append(allSeats[:], Observer) {
			b, err := json.Marshal(s.View(p))
			if err != nil {
				f.Fatal(err)
			}
			f.Add(b, uint64(i))
		}
	}
	f.Fuzz(func(t *testing.T, data []byte, seed uint64) {
		var v State
		if json.Unmarshal(data, &v) != nil {
			return
		}
		seat, isView := v.Viewer()
		d, err := determinize(v, seat, dice.New(seed))
		if err != nil {
			return
		}
		if _, ok := d.Viewer(); ok && isView {
			t.Fatalf("the sample is a view")
		}
		if got := d.View(seat); isView && got != v {
			t.Fatalf("the sample's view differs from the view")
		}
		if err := d.Validate(); err != nil {
			t.Fatal(err)
		}
	})
}

// TestInfoKeyEncodesTheView: the InfoKey hashes every byte of the view
// (encoding/binary writes the whole state), so views that differ in one
// field only have different keys.
func TestInfoKeyEncodesTheView(t *testing.T) {
	s := started(t, 1, 2, 3, 4)
	if n, err := binary.Append(nil, binary.LittleEndian, &s.s); err != nil || len(n) != binary.Size(&s.s) || len(n) > 640 {
		t.Fatalf("binary encoding of the state: %d bytes, %v", len(n), err)
	}
	for _, edit := range []func(*state){
		func(s *state) { s.HeardN++ },
		func(s *state) { s.Teams[Spies].Intel.Seen[1].Possible ^= 1 },
		func(s *state) { s.Players[Spy2].Plan[3].Done = true },
		func(s *state) { s.Viewer = 0 },
	} {
		v := s.View(Spy1)
		w := with(v, edit)
		if Game.InfoKey(v, Spy1) == infoKey(w, Spy1) && v != w.View(Spy1) {
			t.Errorf("views that differ share a key")
		}
	}
}
