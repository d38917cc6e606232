package sabotage_test

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/incursion/incursion"
	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/internal/playtest"
	"github.com/incursion/incursion/sabotage"
	"github.com/incursion/incursion/sabotage/picture"
)

// placeIDs is every id a place may have: the rooms and areas of the
// Geometry and the seats, each of which must also be a data-token of the
// seat's picture.
func placeIDs(s sabotage.State, p sabotage.Seat) map[string]bool {
	g := s.Geometry()
	geo := map[string]bool{}
	for _, r := range g.Rooms {
		geo[r.Name] = true
	}
	for _, a := range g.Areas {
		geo[a.Name] = true
	}
	for _, seat := range sabotage.Game.Seats(s) {
		geo[seat.String()] = true
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
	c := playtest.Describe[sabotage.State, sabotage.Action, sabotage.Event, sabotage.Seat]{
		Game: sabotage.Game, Places: placeIDs, MaxActions: 200,
	}
	for seed := uint64(1); seed <= 2; seed++ {
		if err := c.Run(seed); err != nil {
			t.Fatal(err)
		}
	}
}

func TestDescribe_Golden(t *testing.T) {
	s, err := sabotage.Game.New("", dice.New(1))
	if err != nil {
		t.Fatal(err)
	}
	b3, _ := sabotage.ParseRoom("B3")
	for _, tc := range []struct {
		a    sabotage.Action
		want incursion.Description
	}{
		{sabotage.PlaceVillain{Seat: sabotage.Villain2, Room: b3}, incursion.Description{
			Sentence: "Villain2 places its miniature in B3",
			Places:   []incursion.Place{{Kind: "seat", ID: "Villain2"}, {Kind: "room", ID: "B3"}}}},
		{sabotage.PlaceMapPiece{Seat: sabotage.Spy1, Piece: sabotage.MachinePiece, Room: b3}, incursion.Description{
			Sentence: "Spy1 places a Doomsday Machine in B3",
			Places:   []incursion.Place{{Kind: "seat", ID: "Spy1"}, {Kind: "room", ID: "B3"}}}},
		{sabotage.UnlockDie{Seat: sabotage.Villain2, Die: 1}, incursion.Description{
			Sentence: "Villain2 places die 2 on Unlock",
			Places:   []incursion.Place{{Kind: "seat", ID: "Villain2"}}}},
		{sabotage.UseBeacon{Seat: sabotage.Spy2, Area: sabotage.Row1}, incursion.Description{
			Sentence: "Spy2 uses the beacon on area row1",
			Places:   []incursion.Place{{Kind: "seat", ID: "Spy2"}, {Kind: "area", ID: "row1"}}}},
		{sabotage.Hidden{Seat: sabotage.Villain1, Verb: "plan"}, incursion.Description{
			Sentence: "Villain1 plans a tile behind the screen",
			Places:   []incursion.Place{{Kind: "seat", ID: "Villain1"}}}},
	} {
		if diff := cmp.Diff(tc.want, sabotage.Game.Describe(s, tc.a)); diff != "" {
			t.Errorf("%v (-want +got):\n%s", tc.a, diff)
		}
	}
	for _, tc := range []struct {
		e    sabotage.Event
		want string
	}{
		{sabotage.Hit{Seat: sabotage.Spy1, Room: b3}, "Spy1 is hit in B3"},
		{sabotage.PublicEvent(sabotage.Moved{Seat: sabotage.Spy1, Room: b3, Team: sabotage.Spies}), "Spy1 moves behind the screen"},
		{sabotage.PublicEvent(sabotage.Private{Team: sabotage.Villains, Seat: sabotage.Villain1, Text: "planned HACK"}), "Villain1 planned a tile"},
		{sabotage.Rolled{Round: 2, Dice: [4]int8{1, 2, 3, 6}}, "Round 2: the Villains roll 1 2 3 6"},
	} {
		if got := sabotage.Game.Narrate(tc.e); got != tc.want {
			t.Errorf("Narrate(%v) = %q, want %q", tc.e, got, tc.want)
		}
	}
}
