package hive_test

import (
	"testing"

	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/hive"
	"github.com/incursion/incursion/hive/picture"
	"github.com/incursion/incursion/internal/playtest"
)

// placeIDs is every data-token of the seat's picture: boxes, units, Darters
// (the ids of the Geometry's boxes and Darters, and unit numbers).
func placeIDs(s hive.State, p hive.Seat) map[string]bool {
	return playtest.Tokens(picture.SVG(s, p))
}

func TestDescribe_EveryActionHasASentenceAndPlacesOnThePicture(t *testing.T) {
	c := playtest.Describe[hive.State, hive.Action, hive.Event, hive.Seat]{
		Game: hive.Game, Places: placeIDs, MaxActions: 200, Every: 10,
	}
	for seed := uint64(1); seed <= 2; seed++ {
		if err := c.Run(seed); err != nil {
			t.Fatal(err)
		}
	}
}

func TestDescribe_Golden(t *testing.T) {
	s, err := hive.Game.New("", dice.New(1))
	if err != nil {
		t.Fatal(err)
	}
	if got, want := hive.Game.Describe(s, hive.End{}).Sentence, "End this step"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}
