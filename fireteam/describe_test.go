package fireteam_test

import (
	"testing"

	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/fireteam"
	"github.com/incursion/incursion/fireteam/picture"
	"github.com/incursion/incursion/internal/playtest"
)

// placeIDs is every data-token of the seat's picture: locations, heroes,
// monsters, specialists, tokens and cards (checked against the Geometry
// in TestDescribe_LocationsAreGeometry).
func placeIDs(s fireteam.State, p fireteam.Seat) map[string]bool {
	return playtest.Tokens(picture.SVG(s, p))
}

func TestDescribe_EveryActionHasASentenceAndPlacesOnThePicture(t *testing.T) {
	c := playtest.Describe[fireteam.State, fireteam.Action, fireteam.Event, fireteam.Seat]{
		Game: fireteam.Game, Places: placeIDs, MaxActions: 200, Every: 10,
	}
	for seed := uint64(1); seed <= 2; seed++ {
		if err := c.Run(seed); err != nil {
			t.Fatal(err)
		}
	}
}

func TestDescribe_Golden(t *testing.T) {
	s, err := fireteam.Game.New("", dice.New(1))
	if err != nil {
		t.Fatal(err)
	}
	if got, want := fireteam.Game.Describe(s, fireteam.StartPlayer{Seat: fireteam.Game.Seats(s)[0]}).Sentence, "Player1 is the start player"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}
