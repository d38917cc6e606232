package nemesis_test

import (
	"encoding/json"
	"fmt"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/nemesis"
)

// Rulebook, "Intruder Movement", Intruders Moving Through Doors: "whenever
// Intruders would move through a Closed Door, they destroy that Door and do
// not move instead" — also when a Noise roll calls them (audit N3). Both
// sides: an open or Destroyed Door lets the Adult in (it attacks), a Closed
// one is Destroyed and the Adult stays in the Corridor.
func TestNoiseRollThroughADoor(t *testing.T) {
	for _, c := range []struct {
		door, after int8
		enters      bool
	}{
		{nemesis.DoorOpen, nemesis.DoorOpen, true},
		{nemesis.DoorDestroyed, nemesis.DoorDestroyed, true},
		{nemesis.DoorClosed, nemesis.DoorDestroyed, false},
	} {
		s := auditPos(t, auditStart(t, nemesis.Config{Players: 2}), fmt.Sprintf(`{"rooms": {"a2": {"tile": 0}, "d3": {"tile": 1}, "b2": {"tile": 16}},
		 "corridors": {"a2-b2": {"tile": 3}, "b1-b2": {"tile": 13}, "b2-c2": {"tile": 20, "door": %d}, "b2-b3": {"tile": 33}}, `, c.door)+auditIntruders(map[int]string{5: "b2-c2"})+`}`)
		r := dice.Script(auditNoise3)
		s, log := auditDo(t, s, r, "P1 move a2-b2", "P1 pay c9")
		e := auditEdge(t, "b2-c2")
		at := int8(nemesis.Slots + e)
		if c.enters {
			at = auditSlot("b2")
		}
		if got := s.Intruders()[5].At; got != at || s.CorridorAt(e).Door != c.after || auditHas(log, "attacked") != c.enters {
			t.Errorf("door %d: Adult at %d, door %d, log %q; want at %d, door %d, an Attack %v", c.door, got, s.CorridorAt(e).Door, log, at, c.after, c.enters)
		}
	}
}

// Rulebook, "Cleanup Phase": "the next player in clockwise order becomes
// the Starting Player"; a dead, Escaped or Hibernated Character "no longer
// takes part in the game", so the token skips them (audit N4); a Character
// still in the game (here P2 Active; in the Lander:
// TestAuditStartingPlayerToTheLander) receives it.
func TestCleanupStartingPlayerSkipsThoseGone(t *testing.T) {
	base := auditPos(t, auditStart(t, nemesis.Config{Players: 3}), `{`+auditBase+`}`)
	for _, c := range []struct {
		doc  string
		want []nemesis.Seat
	}{
		{`{"characters": [{}, {}]}`, []nemesis.Seat{1, 2, 0}},
		{`{"characters": [{}, {"status": "dead"}]}`, []nemesis.Seat{2, 0, 2}},
		{`{"hibernatorium_discovered": true, "hibernatorium_active": true, "characters": [{}, {"status": "hibernated", "room": "d3"}]}`, []nemesis.Seat{2, 0, 2}},
	} {
		s := auditPos(t, base, c.doc)
		var starts []nemesis.Seat
		for range 3 {
			s, _ = auditRoundEnd(t, s, 1)
			starts = append(starts, s.StartingPlayer())
		}
		if diff := cmp.Diff(c.want, starts); diff != "" {
			t.Errorf("%s: Starting Players of rounds 2–4 (-want +got):\n%s", c.doc, diff)
		}
	}
}

// Rulebook, "Player Setup" and "Solo and Coop Rules": one Help card and one
// Character per player, standard Objectives only outside the Solo/Coop
// mode (audit N2). Both sides: swapping two Help cards or two Characters
// is still a position; a duplicate is not (TestAuditValidateRejectsDuplicates).
func TestValidateOneHelpCardOneCharacterEach(t *testing.T) {
	base := auditPos(t, auditStart(t, nemesis.Config{Players: 3}), `{`+auditBase+`}`)
	var doc struct {
		Characters []struct {
			Number    int    `json:"number"`
			Character string `json:"character"`
		} `json:"characters"`
	}
	if err := json.Unmarshal([]byte(auditJSON(t, base)), &doc); err != nil {
		t.Fatal(err)
	}
	c := doc.Characters
	for _, d := range []string{
		fmt.Sprintf(`{"characters": [{"number": %d}, {"number": %d}]}`, c[1].Number, c[0].Number),
		fmt.Sprintf(`{"characters": [{"character": %q}, {"character": %q}]}`, c[1].Character, c[0].Character),
	} {
		s := base
		if err := json.Unmarshal([]byte(d), &s); err != nil {
			t.Errorf("%s: %v", d, err)
		}
	}
	coop := auditStart(t, nemesis.Config{Players: 2, Coop: true})
	if err := json.Unmarshal([]byte(`{"coop": false}`), &coop); err == nil {
		t.Error("a standard game without Objectives decoded")
	}
}

// Rulebook, "Intruders Burning": the Hit from Fire "can never kill an
// Intruder"; "The Queen": on the last space of her Hits track a Queen
// Health card is resolved. Both sides (audit N8): with 4 cards left no card
// can kill her (a card discards at most 2 more) and the Hit is dealt (the
// track comes back to 0); with 3 left the card could, and it is withheld.
func TestQueenBurningOnTheLastSpace(t *testing.T) {
	for _, c := range []struct {
		deck string
		want int
	}{{"0,1,2,3", 0}, {"0,1,2", 2}, {"5", 2}} {
		s := auditPos(t, auditStart(t, nemesis.Config{Players: 2}), `{`+auditBase+`, "queen_hits": 2, "decks": {"queen_health": [`+c.deck+`]},
		 "rooms": {"a2": {"tile": 0}, "d3": {"tile": 1}, "b2": {"tile": 16, "fire": true}}, `+auditEvent(4)+`, `+auditIntruders(map[int]string{0: "b2"})+`}`)
		s, log := auditRoundEnd(t, s, 1)
		if s.QueenHits() != c.want || s.QueenDead() {
			t.Errorf("deck [%s]: the Queen's track on %d (dead %v), want %d (log %q)", c.deck, s.QueenHits(), s.QueenDead(), c.want, log)
		}
	}
}
