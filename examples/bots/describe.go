package bots

// Described is one of a seat's actions in words (issue 23): its text
// notation, a sentence in the rulebook's terms, and the ids of the places
// and pieces it involves, equal to the data-tokens of the game's picture
// (see incursion.Game.Describe). A game without descriptions gives the
// notation as its sentence and no places.
type Described struct {
	Action   string   `json:"action"`
	Sentence string   `json:"sentence"`
	Places   []string `json:"places,omitempty"`
}

// Describe lists seat's legal actions, as Actions does, each described on
// the seat's view, so that nothing the view hides shows in the words.
func (m *genericMatch[S, A, E, P]) Describe(seat string) []Described {
	p, err := m.seat(seat)
	if err != nil {
		return nil
	}
	view := m.g.View(m.s, p)
	as := m.g.ActionsFor(m.s, p)
	out := make([]Described, len(as))
	for i, a := range as {
		d := m.g.Describe(view, a)
		out[i] = Described{Action: a.String(), Sentence: d.Sentence}
		for _, pl := range d.Places {
			out[i].Places = append(out[i].Places, pl.ID)
		}
	}
	return out
}

// Described reports whether the game describes its actions and events in
// words (else sentences are the notation and actions have no places).
func (m *genericMatch[S, A, E, P]) Described() bool { return m.g.Described() }
