package nemesis_test

import (
	"testing"

	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/internal/playtest"
	"github.com/incursion/incursion/nemesis"
	"github.com/incursion/incursion/nemesis/picture"
)

// placeIDs is every data-token of the seat's picture: Characters, Corridors,
// Intruders (the Corridors are the Geometry's).
func placeIDs(s nemesis.State, p nemesis.Seat) map[string]bool {
	return playtest.Tokens(picture.SVG(s, p))
}

func TestDescribe_EveryActionHasASentenceAndPlacesOnThePicture(t *testing.T) {
	c := playtest.Describe[nemesis.State, nemesis.Action, nemesis.Event, nemesis.Seat]{
		Game: nemesis.Game, Places: placeIDs, MaxActions: 200, Every: 10,
	}
	for seed := uint64(1); seed <= 2; seed++ {
		if err := c.Run(seed); err != nil {
			t.Fatal(err)
		}
	}
}

func TestDescribe_Golden(t *testing.T) {
	s, err := nemesis.Game.New("", dice.New(1))
	if err != nil {
		t.Fatal(err)
	}
	if got, want := nemesis.Game.Describe(s, nemesis.Pass{Seat: nemesis.Game.Seats(s)[0]}).Sentence, "P1 passes"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}
