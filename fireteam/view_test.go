package fireteam

import (
	"encoding/json"
	"errors"
	"fmt"
	"testing"

	"github.com/incursion/incursion"
	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/internal/playtest"
)

// randomStates plays random games and returns every state reached.
func randomStates(t *testing.T, variants []string, seeds int) []State {
	t.Helper()
	var out []State
	for _, v := range variants {
		for seed := uint64(1); seed <= uint64(seeds); seed++ {
			r := dice.New(seed)
			s, err := newVariant(v, r)
			if err != nil {
				t.Fatal(err)
			}
			for !s.Over() {
				out = append(out, s)
				legal := s.Actions()
				if s, _, err = Apply(s, legal[r.IntN(len(legal))], r); err != nil {
					t.Fatal(err)
				}
			}
			out = append(out, s)
		}
	}
	return out
}

// twin scrambles everything seat p may not know: the order of every deck,
// the other heroes' hands (swapped with their deck cards), the recon deck's
// events.
func twin(s State, p Seat, r dice.Roller) State {
	for i := range int(s.nHeroes) {
		h := &s.heroes[i]
		if h.id == noHero {
			continue
		}
		if s.seatOf(i) != p {
			// Swap each hand card with a random deck card.
			shown := uint32(0)
			if s.step == stAim && i == int(s.cur) {
				shown = s.atkCards
			}
			for m := h.hand &^ shown; m != 0 && h.nDeck > 0; m &= m - 1 {
				n := trailing(m)
				j := r.IntN(int(h.nDeck))
				c := h.deck[j]
				h.deck[j] = uint8(n)
				h.hand = h.hand&^(1<<n) | 1<<c
			}
		}
		dice.ShuffleInPlace(r, h.deck[:h.nDeck])
	}
	dice.ShuffleInPlace(r, s.tdeck[:s.nTdeck])
	for i := range s.nRecon {
		if s.recon[i] >= eventCard {
			s.recon[i] = eventCard + uint8(r.IntN(int(nEventKinds)))
		}
	}
	dice.ShuffleInPlace(r, s.recon[:s.nRecon])
	return s
}

// TestLeaks: a seat's view is the same for twin states that differ only in
// what the seat may not know, compared field by field; the view's actions
// are the seat's actions; a view cannot be played and survives JSON.
func TestLeaks(t *testing.T) {
	r := dice.New(99)
	states := randomStates(t, []string{"", "solo", "4p", "I3/solo", "F2/3p", "T2/solo"}, 3)
	for n, s := range states {
		for _, p := range append(s.Seats(), Observer) {
			// A twin must also be consistent with what p saw happen (an
			// attack begun implies a card in range): draw until one is.
			tw := twin(s, p, r)
			for try := 0; try < 20 && tw.Validate() != nil; try++ {
				tw = twin(s, p, r)
			}
			if tw.Validate() != nil {
				tw = s
			}
			v, vt := s.View(p), tw.View(p)
			if !playtest.Equal(v, vt) {
				t.Fatalf("state %d, %s: the view leaks (-view +twin's view):\n%s", n, p, playtest.Diff(v, vt))
			}
			if got, want := fmt.Sprint(v.Actions()), fmt.Sprint(Game.ActionsFor(s, p)); got != want {
				t.Fatalf("state %d, %s: view's actions %s, want %s", n, p, got, want)
			}
			for _, a := range Game.ActionsFor(s, p) {
				if err := v.Legal(a); !errors.Is(err, incursion.ErrIllegal) {
					t.Fatalf("Legal on a view: %v", err)
				}
				if _, _, err := Apply(v, a, r); !errors.Is(err, incursion.ErrIllegal) {
					t.Fatalf("Apply on a view: %v", err)
				}
			}
			data, err := json.Marshal(v)
			if err != nil {
				t.Fatal(err)
			}
			var back State
			if err := json.Unmarshal(data, &back); err != nil {
				t.Fatalf("state %d: view of %s: %v\n%s", n, p, err, data)
			}
			if !playtest.Equal(v, back) {
				t.Fatalf("view JSON round trip (-want +got):\n%s", playtest.Diff(v, back))
			}
			_ = v.Draw()
		}
	}
}

// TestEventsVisibleTo: a seat sees the cards its heroes draw; the others
// see how many.
func TestEventsVisibleTo(t *testing.T) {
	e := Drew{Seat: Player2, Hero: Frank, N: 2, Cards: []Card{{Marksmanship, 0}, {Marksmanship, 1}}}
	if !VisibleTo(e, Player2) || VisibleTo(e, Player1) || VisibleTo(e, Observer) {
		t.Fatal("VisibleTo")
	}
	if got := Game.PublicEvent(e).String(); got != "Frank drew 2" {
		t.Fatalf("public form %q", got)
	}
}

// TestAccessors reads the table of a hand-made position.
func TestAccessors(t *testing.T) {
	s := fixture(t, "I1", Frank, Shad)
	if s.WaitingFor() != "turn" || len(s.Twists()) != 0 || s.Objectives()[0] != "Find the Survivors" || s.Intel(0) != 0 ||
		s.BossPower() != 0 || s.DeckSize(Frank) != 16 || len(s.Discard(Frank)) != 0 || s.Terrain(Loc(at("b2"))) != Cover {
		t.Fatal("accessors")
	}
	if u, f := s.Equipment(Frank); len(u)+len(f) != 0 {
		t.Fatal("equipment")
	}
	if s.SpecialToken(Loc(at("a1"))) != "" {
		t.Fatal("token")
	}
}
