package spyordie_test

import (
	"fmt"
	"testing"

	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/geom"
	"github.com/incursion/incursion/internal/playtest"
	"github.com/incursion/incursion/spyordie"
	"github.com/incursion/incursion/spyordie/picture"
)

// placeIDs is every id a place may have: the squares of the Geometry and
// the figures on the board, each of which must also be a data-token of the
// seat's picture.
func placeIDs(s spyordie.State, p spyordie.Seat) map[string]bool {
	geo := map[string]bool{}
	for _, sq := range s.Geometry().Squares {
		geo[fmt.Sprintf("%d,%d", sq.At.X, sq.At.Y)] = true
	}
	for _, f := range s.Figures() {
		geo[f.String()] = true
	}
	ids := map[string]bool{}
	for tok := range playtest.Tokens(picture.SVG(s, p)) {
		if geo[tok] {
			ids[tok] = true
		}
	}
	return ids
}

func TestDescribe_EveryActionHasASentenceAndPlacesOnThePicture(t *testing.T) {
	c := playtest.Describe[spyordie.State, spyordie.Action, spyordie.Event, spyordie.Seat]{
		Game: spyordie.Game, Places: placeIDs, MaxActions: 150, Every: 10,
	}
	for seed := uint64(1); seed <= 2; seed++ {
		if err := c.Run(seed); err != nil {
			t.Fatal(err)
		}
	}
}

func TestDescribe_Golden(t *testing.T) {
	s, err := spyordie.Game.New("", dice.New(1))
	if err != nil {
		t.Skip(err)
	}
	d := spyordie.Game.Describe(s, spyordie.PlaceBoss{At: geom.Point{X: 10, Y: 2}})
	if want := "The Defender places the Boss on 10,2"; d.Sentence != want || len(d.Places) != 1 || d.Places[0].ID != "10,2" {
		t.Errorf("Describe(boss 10,2) = %+v, want %q at 10,2", d, want)
	}
	for _, tc := range []struct {
		e    spyordie.Event
		want string
	}{
		{spyordie.PublicEvent(spyordie.Moved{Who: spyordie.Fig(1), From: geom.Point{X: 1, Y: 2}, To: geom.Point{X: 2, Y: 2}, Disguised: true}), "A disguised figure moves from 1,2 to 2,2"},
		{spyordie.PublicEvent(spyordie.Rolled{Who: spyordie.Fig(1), What: "stealth", Secret: true}), "Dice are rolled in secret"},
	} {
		if got := spyordie.Game.Narrate(tc.e); got != tc.want {
			t.Errorf("Narrate(%v) = %q, want %q", tc.e, got, tc.want)
		}
	}
}
