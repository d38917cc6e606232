package nemesis

import (
	"encoding/json"
	"fmt"
	"sort"
)

// The piles of a position's "decks" (position.go), in words.

// deckRef is one pile of "decks": its key, and its family (the items'
// for item_decks, etc.).
type deckRef struct {
	key string
	ps  []stack
	fam *family
}

// refs lists the piles of "decks" in the document's order, with the
// families of the game's data ws.
func (d *decks) refs(ws *wordSet) []deckRef {
	return []deckRef{
		{"room_stacks", []stack{&d.Stacks[0], &d.Stacks[1], &d.Stacks[2], &d.Stacks[3]}, ws.room},
		{"corridor_tiles", []stack{&d.CorrDeck}, ws.corridor},
		{"exploration_deck", []stack{&d.Explore}, ws.explore},
		{"exploration_discard", []stack{&d.ExploreOut}, ws.explore},
		{"item_decks", []stack{&d.Items[0], &d.Items[1], &d.Items[2]}, itemWords},
		{"item_discards", []stack{&d.ItemsOut[0], &d.ItemsOut[1], &d.ItemsOut[2]}, itemWords},
		{"support_deck", []stack{&d.Support}, itemWords},
		{"support_offer", []stack{&d.Offer}, itemWords},
		{"event_deck", []stack{&d.Events}, ws.event},
		{"event_discard", []stack{&d.EventsOut}, ws.event},
		{"attack_deck", []stack{&d.Attacks}, ws.attack},
		{"attack_discard", []stack{&d.AttacksOut}, ws.attack},
		{"wound_deck", []stack{&d.Wounds}, ws.wound},
		{"wound_discard", []stack{&d.WoundsOut}, ws.wound},
		{"contamination_deck", []stack{&d.Contam}, ws.contam},
		{"contamination_discard", []stack{&d.ContamOut}, ws.contam},
		{"queen_health", []stack{&d.QueenDeck}, ws.queen},
		{"draft_deck", []stack{&d.Draft}, ws.character},
	}
}

// pileWords writes a pile's cards as words of f, bottom first.
func pileWords(f *family, p stack) []string {
	cs := p.slice()
	out := make([]string, len(cs))
	for i, c := range cs {
		out[i] = f.text(c)
	}
	return out
}

// marshal writes every pile of d in words.
func (d *decks) marshal(ws *wordSet) (json.RawMessage, error) {
	m := map[string]any{}
	for _, r := range d.refs(ws) {
		if r.key == "room_stacks" || r.key == "item_decks" || r.key == "item_discards" {
			ls := make([][]string, len(r.ps))
			for i, p := range r.ps {
				ls[i] = pileWords(r.fam, p)
			}
			m[r.key] = ls
			continue
		}
		m[r.key] = pileWords(r.fam, r.ps[0])
	}
	return json.Marshal(m)
}

// unmarshal reads the piles the document names (the others are unchanged)
// and records them in named.
func (d *decks) unmarshal(raw json.RawMessage, named map[stack]bool, ws *wordSet) error {
	var m map[string]json.RawMessage
	if err := json.Unmarshal(raw, &m); err != nil {
		return err
	}
	refs := d.refs(ws)
	known := map[string]bool{}
	for _, r := range refs {
		known[r.key] = true
	}
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		if !known[k] {
			return fmt.Errorf("%q is not a pile of decks", k)
		}
	}
	for _, r := range refs {
		v, ok := m[r.key]
		if !ok {
			continue
		}
		var lists [][]json.RawMessage
		if len(r.ps) > 1 {
			if err := json.Unmarshal(v, &lists); err != nil {
				return fmt.Errorf("%s: want %d lists: %w", r.key, len(r.ps), err)
			}
			if len(lists) > len(r.ps) {
				return fmt.Errorf("%s: %d lists (at most %d)", r.key, len(lists), len(r.ps))
			}
		} else {
			var l []json.RawMessage
			if err := json.Unmarshal(v, &l); err != nil {
				return fmt.Errorf("%s: want a list: %w", r.key, err)
			}
			lists = [][]json.RawMessage{l}
		}
		// A shorter list of lists leaves the others as they are.
		for i, l := range lists {
			ids := make([]int8, len(l))
			for n, w := range l {
				id, err := r.fam.parse(w, false)
				if err != nil {
					return fmt.Errorf("%s: %w", r.key, err)
				}
				ids[n] = id
			}
			if err := r.ps[i].load(ids); err != nil {
				return fmt.Errorf("%s: %w", r.key, err)
			}
			named[r.ps[i]] = true
		}
	}
	return nil
}
