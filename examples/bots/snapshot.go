package bots

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
)

// Snapshot is a match at one moment: its state and the number of actions
// taken. States are values that never change once built, so a snapshot
// costs one small allocation and a user interface may keep one before every
// decision to undo it. Only [Match.Restore] reads it.
type Snapshot struct {
	game  string
	state any
	n     int
}

// Game names the game the snapshot was taken from ("" for the zero
// Snapshot).
func (sn Snapshot) Game() string { return sn.game }

// Len is the number of actions the match had taken.
func (sn Snapshot) Len() int { return sn.n }

func (m *genericMatch[S, A, E, P]) Snapshot() Snapshot {
	return Snapshot{game: m.g.Name(), state: m.s, n: m.n}
}

func (m *genericMatch[S, A, E, P]) Restore(sn Snapshot) error {
	s, ok := sn.state.(S)
	if !ok || sn.game != m.g.Name() {
		return fmt.Errorf("%s: restoring a snapshot of %q: not a snapshot of this game", m.g.Name(), sn.game)
	}
	m.s, m.n = s, sn.n
	return nil
}

func (m *genericMatch[S, A, E, P]) Position() (json.RawMessage, error) {
	data, err := json.Marshal(m.s)
	if err != nil {
		return nil, fmt.Errorf("%s: position: %w", m.g.Name(), err)
	}
	return data, nil
}

// Load reads a position in the game's documented JSON format (the format of
// Match.Position) through json.Unmarshal of the game's State, which
// validates it, and starts a match from it with no action taken. A seat's
// view is refused when it offers an action: it can be read, not played on.
func (g generic[S, A, E, P]) Load(data []byte) (Match, error) {
	trimmed := bytes.TrimSpace(data)
	if len(trimmed) == 0 || bytes.Equal(trimmed, []byte("null")) {
		return nil, fmt.Errorf("%s: position: %w", g.g.Name(), errNoPosition)
	}
	var s S
	if err := json.Unmarshal(trimmed, &s); err != nil {
		return nil, fmt.Errorf("%s: position: %w", g.g.Name(), err)
	}
	if len(g.g.Seats(s)) == 0 {
		return nil, fmt.Errorf("%s: position: %w", g.g.Name(), errNoSeats)
	}
	// A view decodes (it is a position too) but every Apply on it fails:
	// refuse it now rather than on the first move.
	if !g.g.Over(s) {
		as := g.g.Actions(s)
		if len(as) == 0 {
			return nil, fmt.Errorf("%s: position: the game is not over but offers no action", g.g.Name())
		}
		if err := g.g.Legal(s, as[0]); err != nil {
			return nil, fmt.Errorf("%s: position: not a full position (a seat's view?): %w", g.g.Name(), err)
		}
	}
	return &genericMatch[S, A, E, P]{generic: g, s: s}, nil
}

var (
	errNoPosition = errors.New("no position given")
	errNoSeats    = errors.New("a position with no seats")
)
