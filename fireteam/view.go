package fireteam

// View is what seat p may know of s: the order of every deck (action,
// twist and recon decks) is hidden, and so is each hand but p's own, whose
// size alone shows. The Observer (or any value that is no seat of the game)
// sees no hand. A view is for reading: Legal and Apply fail on it, while its
// Actions list exactly p's actions in s.
//
// Why teammates' hands are hidden: the rulebook does not restrict table
// talk, so players may tell each other what they hold, but the cards are
// held in hand, not shown on the table; a view shows the table (RULES.md).
func (s State) View(p Seat) State {
	if p < 0 || int(p) >= int(s.players) {
		p = Observer
	}
	v := s
	v.viewed = true
	v.viewer = p
	for i := range v.heroes {
		h := &v.heroes[i]
		for n := range h.nDeck {
			h.deck[n] = unknown
		}
		if i >= int(v.nHeroes) || v.seatOf(i) != p {
			// Cards played into an attack being built are on the table.
			shown := uint32(0)
			if v.step == stAim && i == int(v.cur) {
				shown = v.atkCards
			}
			h.hidden += uint8(popcount(h.hand &^ shown))
			h.hand &= shown
		}
	}
	for i := range v.nTdeck {
		v.tdeck[i] = unknown
	}
	for i := range v.nRecon {
		v.recon[i] = unknown
	}
	return v
}

// Viewer is the seat whose view s is, ok false for a full state.
func (s State) Viewer() (Seat, bool) { return s.viewer, s.viewed }
