package sabotage

import (
	"encoding/json"
	"testing"

	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/internal/playtest"
)

func FuzzParseAction(f *testing.F) {
	playtest.FuzzParse(f, ParseAction,
		"Spy1 plan 5 - B3", "Spy2 plan 0 13 up", "Villain1 execute quadTL -", "Villain2 first Villain1",
		"Spy1 cube swagger", "Spy1 modify 2 -1", "Villain1 unlock 3", "Villain1 pick 7", "Spy1 slide left",
		"Villain2 detonate", "Spy2 beacon row2", "Spy1 end", "Spy1 choke", "Spy1 ready", "Villain1 place C3",
		"Spy1 character Hacker", "Villain1 character CountV", "Spy1 map wall A1 right", "Spy1 map machine B2",
		"Spy1 execute B3 3x3A1", "", "Spy9 ready", "Spy1 plan 99 - -")
}

func FuzzUnmarshalAction(f *testing.F) {
	var seeds [][]byte
	for _, a := range []Action{
		PlanTile{Spy1, 5, 0, At(3)}, Execute{Villain1, In(QuadTL), None}, GoFirst{Spy1, Spy2},
		UseCube{Spy2, true}, ModifyDie{Villain2, 1, -1}, Detonate{Villain1}, UseBeacon{Spy1, Row1},
		ChooseCharacter{Spy1, Hawk}, PlaceMapPiece{Spy1, WallPiece, 3, Down},
	} {
		b, err := json.Marshal(a)
		if err != nil {
			f.Fatal(err)
		}
		seeds = append(seeds, b)
	}
	playtest.FuzzJSON(f, UnmarshalAction, seeds...)
}

func FuzzUnmarshalState(f *testing.F) {
	s, err := New(Config{}, nil)
	if err != nil {
		f.Fatal(err)
	}
	b, _ := json.Marshal(s)
	playtest.FuzzJSON[State](f, nil, b, []byte(`{}`), []byte(`{"phase":9}`))
}

func FuzzApply(f *testing.F) {
	var seeds [][]byte
	for _, a := range []string{"Spy1 plan 5 - B3", "Villain1 execute quadTL -", "Spy1 ready", "Villain1 place A1", "Spy1 character Hawk"} {
		seeds = append(seeds, []byte(a))
	}
	playtest.FuzzApply(f, conformanceGame(Config{}), func(b []byte) (Action, error) { return ParseAction(string(b)) }, seeds...)
}

// FuzzDecodedState: any state that decodes (and so passes Validate) can be
// queried and played without a panic.
func FuzzDecodedState(f *testing.F) {
	r := dice.New(5)
	s, _ := New(Config{}, r)
	for i := 0; i < 400 && !s.Over(); i++ {
		if i%37 == 0 {
			b, _ := json.Marshal(s)
			f.Add(b)
		}
		legal := s.Actions()
		s, _, _ = Apply(s, legal[r.IntN(len(legal))], r)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		var st State
		if json.Unmarshal(data, &st) != nil {
			return
		}
		_ = st.ToMove()
		_ = st.Draw()
		for _, seat := range Seats {
			_ = st.View(seat).Actions()
		}
		for _, a := range st.Actions() {
			if _, _, err := Apply(st, a, dice.New(1)); err != nil {
				t.Fatalf("%v listed but rejected: %v", a, err)
			}
		}
	})
}

func FuzzUnmarshalEvent(f *testing.F) {
	var seeds [][]byte
	for _, e := range []Event{
		Rolled{1, [4]int8{1, 2, 3, 4}}, Declared{Spy1, "scan", In(Row1), 15}, Spotted{Villain1, 5},
		Hit{Spy2, 3}, Counted{QuadTL, 1}, Private{Spies, Spy1, "x"}, Won{Spies, "y"},
	} {
		b, err := json.Marshal(e)
		if err != nil {
			f.Fatal(err)
		}
		seeds = append(seeds, b)
	}
	playtest.FuzzJSON(f, UnmarshalEvent, seeds...)
}

// TestEventsRoundTrip: every event of random games decodes back equal.
func TestEventsRoundTrip(t *testing.T) {
	_, events := randomStates(t, Config{VariableMap: true}, 2, 3000)
	for _, ev := range events {
		for _, e := range ev {
			b, err := json.Marshal(e)
			if err != nil {
				t.Fatal(err)
			}
			back, err := UnmarshalEvent(b)
			if err != nil {
				t.Fatalf("%s: %v", b, err)
			}
			if back != e {
				t.Fatalf("%s decodes to %v", b, back)
			}
		}
	}
}
