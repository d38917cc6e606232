package sabotage

import (
	"encoding/binary"
	"encoding/json"
	"fmt"
	"testing"
	"time"

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
// Villains are placed, the Spies do not see where, but they see whether
// ("Villain1 moved behind the screen"): here Villain1 is placed, so it is
// in one of the 14 rooms without a Generator, each equally likely, and
// Villain2, not placed, is off the map.
func TestDeterminizeVillainsPlaced(t *testing.T) {
	s := beforeRoll(t, Config{})
	counts := draws(t, s, Spy2, 14*60, func(d State) [2]Room { return [2]Room{d.Room(Villain1), d.Room(Villain2)} })
	want := map[[2]Room]float64{}
	gens, _ := s.Generators()
	for r := Room(0); r < Rooms; r++ {
		if r == gens[0] || r == gens[1] {
			continue
		}
		want[[2]Room{r, NoRoom}] = 1.0 / 14
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
// choices are secret until everyone has chosen, but who has chosen is
// not ("Spy1 chose ?"). Here both Spies and Villain1 have chosen: for the
// Spies, Villain1 holds one of the Villains' four characters, each with
// chance 1/4, and Villain2 none; for Villain2, the Spies hold two
// different Spy characters, each of the 12 pairs with chance 1/12.
func TestDeterminizeCharacters(t *testing.T) {
	s, err := New(Config{}, dice.Script())
	if err != nil {
		t.Fatal(err)
	}
	s = apply(t, apply(t, s, ChooseCharacter{Spy1, Hacker}), ChooseCharacter{Spy2, Acrobat})
	s = apply(t, s, ChooseCharacter{Villain1, Nadesh})
	var spies, villains []Character
	for c := Character(0); c < 8; c++ {
		if characters[c].Team == Villains {
			villains = append(villains, c)
		} else {
			spies = append(spies, c)
		}
	}
	counts := draws(t, s, Spy1, 4*100, func(d State) string {
		return fmt.Sprint(d.Character(Villain1), d.Character(Villain2))
	})
	want := map[string]float64{}
	for _, a := range villains {
		want[fmt.Sprint(a, NoCharacter)] = 1.0 / 4
	}
	playtest.CheckFrequencies(t, counts, want)
	counts = draws(t, s, Villain2, 12*60, func(d State) string {
		return fmt.Sprint(d.Character(Spy1), d.Character(Spy2))
	})
	want = map[string]float64{}
	for _, a := range spies {
		for _, b := range spies {
			if a != b {
				want[fmt.Sprint(a, b)] = 1.0 / 12
			}
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

// TestInfoKeyPublicFacts (issue 12): what the table sees of the other
// team is in the view, so InfoKey separates states that differ in it, and
// still joins states that differ only in what the screen hides. Each pair
// is checked both ways: the public fact (keys differ for every seat) and a
// hidden variant of the same piece (keys equal for the other team and
// the observer).
func TestInfoKeyPublicFacts(t *testing.T) {
	fresh, err := New(Config{}, dice.Script())
	if err != nil {
		t.Fatal(err)
	}
	chose := apply(t, fresh, ChooseCharacter{Villain1, Nadesh})
	choseOther := apply(t, fresh, ChooseCharacter{Villain1, Chantico})
	placing := beforeRoll(t, Config{}) // Villain1 placed in B2
	notPlaced := with(placing, func(s *state) { s.Players[Villain1].Room = NoRoom })
	placedElsewhere := with(placing, func(s *state) { s.Players[Villain1].Room = mustRoom("A1") })

	s := started(t, 1, 2, 3, 4)
	one := apply(t, s, PlanTile{Spy1, parachuteSlot(), 0, At(mustRoom("A1"))})
	oneElsewhere := apply(t, s, PlanTile{Spy1, parachuteSlot(), 0, At(mustRoom("D4"))})
	var second Action
	for _, a := range one.ActionsFor(Spy1) {
		if _, ok := a.(PlanTile); ok {
			second = a
			break
		}
	}
	two := apply(t, one, second)

	onMap := placed(s, map[Seat]string{Spy1: "B2", Spy2: "D4"})
	exec := turnOf(onMap, Spy1, Planned{Slot: 0, Dice: 1, Arg: To(Down)}, Planned{Slot: 3, Dice: 8})
	execDone := turnOf(onMap, Spy1, Planned{Slot: 0, Dice: 1, Arg: To(Down), Done: true}, Planned{Slot: 3, Dice: 8})
	execOther := turnOf(onMap, Spy1, Planned{Slot: 1, Dice: 2, Arg: To(Up)}, Planned{Slot: 3, Dice: 8})
	execLater := turnOf(onMap, Spy1, Planned{Slot: 0, Dice: 1, Arg: To(Down)}, Planned{Slot: 3, Dice: 8, Done: true})

	tier1 := unlocked(onMap, Spy2, Acrobat, 6)
	tier2 := unlocked(onMap, Spy2, Acrobat, 7)
	tier2Other := unlocked(onMap, Spy2, Acrobat, 8)

	intel := with(onMap, func(s *state) { s.Teams[Villains].Intel.Seen[0].Possible = roomsOf("B2", "B3") })

	spiesHide := map[Seat]bool{Spy1: true, Spy2: true, Villain1: false, Villain2: false, Observer: true}
	villainsHide := map[Seat]bool{Spy1: false, Spy2: false, Villain1: true, Villain2: true, Observer: true}
	public := map[Seat]bool{}
	for _, c := range []struct {
		name string
		a, b State
		same map[Seat]bool
	}{
		{"Villain1 chose, or not yet", fresh, chose, public},
		{"Villain1 chose Nadesh, or Chantico", chose, choseOther, spiesHide},
		{"Villain1 placed, or not yet", placing, notPlaced, public},
		{"Villain1 placed in B2, or A1", placing, placedElsewhere, spiesHide},
		{"Spy1 planned 1 tile, or 2", one, two, public},
		{"Spy1's PARACHUTE into A1, or D4", one, oneElsewhere, villainsHide},
		{"Spy1's first tile done, or not", exec, execDone, public},
		{"Spy1's first tile a MOVE & SCAN down, or up", exec, execOther, villainsHide},
		// A CHOKE executed before its turn ("Spy1 choke ?") is done out
		// of order: how many tiles are done is public, not which.
		{"Spy1's first tile done, or its second", execDone, execLater, villainsHide},
		{"Spy2 unlocked Tier 2, or Tier 1 only", tier1, tier2, public},
		{"Spy2 took BEACON, or VIRUS", tier2, tier2Other, villainsHide},
		{"the Villains' Intel of Spy1", onMap, intel, public},
	} {
		for seat, same := range c.same {
			if got := Game.InfoKey(c.a, seat) == Game.InfoKey(c.b, seat); got != same {
				t.Errorf("%s: %v's keys equal = %v, want %v", c.name, seat, got, same)
			}
		}
		for _, seat := range append(allSeats[:], Observer) {
			if _, ok := c.same[seat]; !ok && Game.InfoKey(c.a, seat) == Game.InfoKey(c.b, seat) {
				t.Errorf("%s: %v's keys are equal", c.name, seat)
			}
		}
	}
}

// TestDeterminizePlans (Rulebook, "Phase II: Plan Actions"; "PARACHUTE"):
// the other team's plans are secret, but how many tiles each seat planned
// is not ("Villain1 planned a tile"): a sample plans exactly as many. Spy1,
// off the map, planned PARACHUTE and one more tile and is ready: its
// sample starts with PARACHUTE into a room drawn uniformly (it lies
// there, each of the 16 rooms with chance 1/16) and has 2 tiles; Spy2,
// still planning, planned nothing yet and is off the map.
func TestDeterminizePlans(t *testing.T) {
	s := started(t, 1, 2, 3, 4)
	s = apply(t, s, PlanTile{Spy1, parachuteSlot(), 0, At(mustRoom("A1"))})
	var next Action
	for _, a := range s.ActionsFor(Spy1) {
		if _, ok := a.(PlanTile); ok {
			next = a
			break
		}
	}
	s = apply(t, s, next)
	s = apply(t, s, Ready{Spy1})
	s = apply(t, s, Ready{Villain1})
	counts := draws(t, s, Villain2, 16*50, func(d State) Room {
		p1, p2 := d.s.Players[Spy1], d.s.Players[Spy2]
		if !p1.Lying || p1.Room == NoRoom || p1.N != 2 || p1.Plan[0].Slot != parachuteSlot() || p1.Plan[0].Arg != At(p1.Room) {
			t.Fatalf("Spy1, ready and off the map with 2 tiles, did not plan PARACHUTE and one more tile: %+v", p1)
		}
		if p2.Room != NoRoom || p2.N != 0 {
			t.Fatalf("Spy2, still planning and off the map, is in %v with %d tiles", p2.Room, p2.N)
		}
		return p1.Room
	})
	want := map[Room]float64{}
	for r := Room(0); r < Rooms; r++ {
		want[r] = 1.0 / 16
	}
	playtest.CheckFrequencies(t, counts, want)
}

// TestDeterminizeExecutedTiles (Rulebook, "Phase III: Execute Actions"):
// the tiles a seat executed or skipped are public ([Execute] is seen,
// "could not execute a tile" declared): in the middle of Spy1's turn, a
// Villain's sample has Spy1's 2 tiles, the first done and the second not.
func TestDeterminizeExecutedTiles(t *testing.T) {
	s := placed(started(t, 1, 2, 3, 4), map[Seat]string{Spy1: "B2", Spy2: "D4"})
	s = turnOf(s, Spy1, Planned{Slot: 0, Dice: 1, Arg: To(Down), Done: true}, Planned{Slot: 3, Dice: 8})
	counts := draws(t, s, Villain1, 200, func(d State) [2]bool {
		p := d.s.Players[Spy1]
		if p.N != 2 {
			t.Fatalf("Spy1 planned 2 tiles, the sample %d", p.N)
		}
		return [2]bool{p.Plan[0].Done, p.Plan[1].Done}
	})
	if counts[[2]bool{true, false}] != 200 {
		t.Errorf("the tiles done: %v", counts)
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

// TestDeterminizeNeverFails (issue 22, item 1): over random games of
// every variant, Determinize from every seat's view and the observer's
// never errs, the sample's view is the view, and the sample plays on (it
// validates, lists actions, and 20 random actions apply). About 3,000
// calls in a normal run; at least 100,000 with INCURSION_LONG=1 (the
// count and the time per call are logged).
func TestDeterminizeNeverFails(t *testing.T) {
	games, every := 6, 9
	if playtest.Long() {
		games, every = 150, 4
	}
	calls, errs := 0, 0
	start := time.Now()
	var spent time.Duration
	for g := 0; g < games; g++ {
		seed := uint64(2200 + g)
		variant := [...]string{"", "intro", "variable-map"}[g%3]
		r := dice.New(seed)
		s, err := Game.New(variant, r)
		if err != nil {
			t.Fatal(err)
		}
		for step := 0; !s.Over() && step < 4000; step++ {
			if step%every == 0 {
				for _, p := range append(Seats[:4:4], Observer) {
					calls++
					t0 := time.Now()
					sample, err := Game.Determinize(s, p, r)
					spent += time.Since(t0)
					if err != nil {
						errs++
						t.Errorf("seed %d variant %q step %d, %v: %v", seed, variant, step, p, err)
						continue
					}
					if sample.View(p) != s.View(p) {
						t.Fatalf("seed %d step %d, %v: the sample's view differs", seed, step, p)
					}
					playOn(t, sample, r, 20)
				}
			}
			acts := s.Actions()
			s, _, err = Apply(s, acts[r.IntN(len(acts))], r)
			if err != nil {
				t.Fatal(err)
			}
		}
	}
	t.Logf("%d Determinize calls, %d errors, %v per call (%v in all)", calls, errs, spent/time.Duration(max(calls, 1)), time.Since(start))
}

// playOn checks that s validates and that n random actions apply.
func playOn(t *testing.T, s State, r *dice.Rand, n int) {
	t.Helper()
	for i := 0; i < n && !s.Over(); i++ {
		if err := s.Validate(); err != nil {
			t.Fatal(err)
		}
		acts := s.Actions()
		if len(acts) == 0 {
			t.Fatalf("a sample with nothing to play: %v", s.ToMove())
		}
		var err error
		if s, _, err = Apply(s, acts[r.IntN(len(acts))], r); err != nil {
			t.Fatal(err)
		}
	}
}
