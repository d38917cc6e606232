package bots

import (
	"fmt"

	"github.com/incursion/incursion"
)

// pictures holds, by game name, the func(view S, seat P) string of each
// game that registered one with AddPicture.
var pictures = map[string]any{}

// AddPicture registers a game's picture: draw returns an SVG document (one
// <svg> element) of a seat's view, and is handed the view only, never the
// full state, so the picture cannot show what the seat may not see. seat is
// the viewing seat, or the game's Observer for a spectator. A user
// interface asks for it through [Match.Picture] and falls back on the text
// of [Match.Draw] for a game with no picture.
//
// The game must be registered with [Add] first (call both from the same
// init function). Elements a person may click to choose an action should
// carry a data-token attribute holding a word of the action notation (a
// square "c4", a piece, a room): examples/web filters the actions by it.
// A page puts the SVG in as it is, so draw must escape every text it
// writes (names in a position loaded from a file included). It panics on a
// second picture for a game.
func AddPicture[S any, A, E fmt.Stringer, P incursion.Seat](g incursion.Game[S, A, E, P], draw func(view S, seat P) string) {
	mu.Lock()
	defer mu.Unlock()
	if _, dup := pictures[g.Name()]; dup {
		panic("bots: picture registered twice: " + g.Name())
	}
	pictures[g.Name()] = draw
}

func (m *genericMatch[S, A, E, P]) Picture(seat string) (string, bool) {
	mu.Lock()
	d, ok := pictures[m.g.Name()]
	mu.Unlock()
	draw, typed := d.(func(S, P) string)
	if !ok || !typed {
		return "", false
	}
	p, err := m.seat(seat)
	if err != nil {
		p = m.g.Observer() // not a seat: a spectator's picture
	}
	return draw(m.g.View(m.s, p), p), true
}
