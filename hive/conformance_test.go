package hive_test

import (
	"testing"

	"github.com/incursion/incursion"
	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/hive"
	"github.com/incursion/incursion/internal/playtest"
)

func newGame(seed uint64) (hive.State, error) { return hive.New(hive.Config{}, dice.New(seed)) }

func game() playtest.Game[hive.State, hive.Action, hive.Event] {
	return playtest.Game[hive.State, hive.Action, hive.Event]{
		Rules:      hive.Rules,
		New:        newGame,
		Validate:   hive.State.Validate,
		MaxActions: 60000,
		Parse:      hive.ParseAction,
	}
}

// TestConformance runs the shared suite: random legal playouts with the
// contract checked after every action, rapid's 100 seeds (5 under -race;
// INCURSION_LONG=1 adds 1000 more).
func TestConformance(t *testing.T) {
	playtest.Check(t, game())
}

func TestRandomPlayouts(t *testing.T) {
	for seed := uint64(1); seed <= 20; seed++ {
		s, _ := newGame(seed)
		r := dice.New(seed)
		end, err := incursion.Playout(hive.Rules, s, r, incursion.Random[hive.State, hive.Action], 60000)
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		if !end.Over() {
			t.Fatalf("seed %d: not over at turn %d, %v", seed, end.Turn(), end.Step())
		}
		if err := end.Validate(); err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
	}
}

// smallMap is a map of another shape, to show that the map is data.
const smallMap = `
grid
L1 L2 1  A1 A2 A3
L1 L3 2  A4 A5 A6
L4 L5 3  B1 B2 B3
L4 L6 4  B4 B5 B6
L7 L7 5  C1 C2 C3
L8 L9 6  C4 C5 C6
end
wrap
corridor 1 6
area L
area A
area B
area C
door L1 L2
door L2 L3
door L3 L5
door L4 L5
door L5 L6
door L6 L7
door L7 L8
door L7 L9
door L2 1
door L7 5
door A1 1
door A1 A2
door A2 A3
door A2 A5
door A4 A5
door A5 A6
door A4 2
door B1 3
door B1 B2
door B2 B3
door B2 B5
door B4 B5
door B5 B6
door C1 5
door C1 C2
door C2 C3
door C2 C5
door C4 C5
door C5 C6
door C4 6
pod L1 L2
engine L8 L6
airlock L9
command A5
armory B3
gravity C6
lifesupport C3
hatchery B5
coldstorage A6
darters Sol Luna Terra Mars
`

// TestConformanceCustomMap: a game on another map, given as text, passes
// the suite, JSON round trip included (the map's text travels with the
// state).
func TestConformanceCustomMap(t *testing.T) {
	b, err := hive.ParseMap(smallMap)
	if err != nil {
		t.Fatal(err)
	}
	g := game()
	g.New = func(seed uint64) (hive.State, error) {
		return hive.New(hive.Config{Map: b, MaxTurns: 12}, dice.New(seed))
	}
	playtest.Playouts(t, g, 1, 2, 3)
}
