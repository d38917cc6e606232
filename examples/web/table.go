package main

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/incursion/incursion"
	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/examples/bots"
)

// Person is the player of a seat that a person at the screen plays; the
// other players are those of bots.Match.Agent.
const Person = "person"

// table is one game held by the server: the match, its roller, who plays
// each seat, the log of every step in full (each seat is shown only its
// Step.For), the undo points, and which seat the screen shows.
type table struct {
	mu      sync.Mutex
	id      string
	game    bots.Game
	variant string
	seed    uint64
	m       bots.Match
	// r rolls for the rules (every Apply) and nothing else, bots the
	// bots' choices: the seed and the actions replay the game, the
	// convention of incursion's game records.
	r       *dice.Rand
	bots    *dice.Rand
	seats   []string
	players map[string]string // seat → Person or a bots player
	log     []entry
	undo    []undoPoint
	// shown is the seat whose screen is up: its view, its log, its
	// actions. "" is the hand-over screen when a person must decide (no
	// seat's secrets), the spectator's screen otherwise.
	shown  string
	botErr string // why the bots stopped, when one failed
	// undone counts the undos, shown to every seat: taking back an action
	// that revealed something is no secret at the table.
	undone int
	// header is the record the game comes from (its tags, date), nil for
	// a game started here.
	header *incursion.Record
	// review is the record being stepped through, nil once played on (and
	// for a game started here).
	review *review
}

// entry is one line of the log: an applied step, or a note (a position
// loaded) that every seat sees.
type entry struct {
	step bots.Step
	note string
	// loaded marks a position loaded from a file: no record leads to it.
	loaded bool
}

// undoPoint is the table before a person's action or a load: the match's
// snapshot, the rollers' states and the log's length. Undoing restores them
// all, so the same action after an undo meets the same rolls and the same
// answers of the bots.
type undoPoint struct {
	sn      bots.Snapshot
	r, bots *dice.Rand
	log     int
}

// maxUndo bounds the undo points kept (the oldest are dropped): a state
// costs a few kilobytes.
const maxUndo = 200

// compact drops the JSON forms of a step, which the pages do not show,
// halving what the log holds.
func compact(st bots.Step) entry {
	st.JSON, st.PublicJSON = nil, nil
	evs := make([]bots.Event, len(st.Events))
	for i, e := range st.Events {
		e.JSON, e.PublicJSON = nil, nil
		evs[i] = e
	}
	st.Events = evs
	return entry{step: st}
}

// persons lists the seats a person plays, in seat order.
func (t *table) persons() []string {
	var out []string
	for _, s := range t.seats {
		if t.players[s] == Person {
			out = append(out, s)
		}
	}
	return out
}

// next is the seat of a person who must decide now: the first person among
// the seats to move once the bots among them have acted; "" when the bots
// must act first or the game is over.
func (t *table) next() string {
	if t.m.Over() {
		return ""
	}
	tm := t.m.ToMove()
	for _, s := range tm {
		if t.players[s] != Person {
			return "" // the bots act first, even in a simultaneous phase
		}
	}
	if len(tm) == 0 {
		return ""
	}
	return tm[0]
}

// botToMove is the first seat to move that a bot plays, or "".
func (t *table) botToMove() string {
	if t.m.Over() {
		return ""
	}
	for _, s := range t.m.ToMove() {
		if t.players[s] != Person {
			return s
		}
	}
	return ""
}

// settle chooses the screen after a change. With one person the screen is
// always theirs; with none it is the spectator's. With several (hot seat),
// a change of the person to decide brings the hand-over screen, and so
// does the end of the game, so that no one is left looking at another's
// secrets.
func (t *table) settle(force bool) {
	ps := t.persons()
	switch len(ps) {
	case 0:
		t.shown = ""
		return
	case 1:
		t.shown = ps[0]
		return
	}
	n := t.next()
	switch {
	case force, t.m.Over():
		t.shown = ""
	case n != "" && n != t.shown:
		t.shown = ""
	}
}

// advance lets the bots act until a person must decide, the game ends, a
// bot fails, or the budget runs out (the page then asks for more).
func (t *table) advance(budget time.Duration, maxSteps int) {
	deadline := time.Now().Add(budget)
	for i := 0; i < maxSteps && t.botErr == ""; i++ {
		seat := t.botToMove()
		if seat == "" {
			break
		}
		if i > 0 && time.Now().After(deadline) {
			break
		}
		text, err := t.m.Choose(seat, t.players[seat], t.bots)
		var st bots.Step
		if err == nil {
			st, err = t.m.Play(seat, text, t.r)
		}
		if err != nil {
			t.botErr = fmt.Sprintf("the %s player of %s failed: %v (undo, or start a new game with another player)", t.players[seat], seat, err)
			break
		}
		t.log = append(t.log, compact(st))
	}
	t.settle(false)
}

// thinking reports whether the bots have actions left to take now.
func (t *table) thinking() bool { return t.botErr == "" && t.botToMove() != "" }

func (t *table) pushUndo() {
	t.undo = append(t.undo, undoPoint{sn: t.m.Snapshot(), r: t.r.Clone(), bots: t.bots.Clone(), log: len(t.log)})
	if len(t.undo) > maxUndo {
		t.undo = slices.Delete(t.undo, 0, len(t.undo)-maxUndo)
	}
}

func (t *table) popUndo() error {
	if len(t.undo) == 0 {
		return errors.New("undo: nothing to undo (the bots' actions are undone with the person's action before them)")
	}
	u := t.undo[len(t.undo)-1]
	if err := t.m.Restore(u.sn); err != nil {
		return err
	}
	t.undo = t.undo[:len(t.undo)-1]
	t.r, t.bots = u.r.Clone(), u.bots.Clone()
	t.log = t.log[:u.log]
	t.botErr = ""
	return nil
}

// play plays action for seat, which must be the seat on the screen and a
// person's seat to move; the game is unchanged on error.
func (t *table) play(seat, action string) error {
	if seat == "" || seat != t.shown {
		return fmt.Errorf("%s is not on the screen: reload the page", orNobody(seat))
	}
	if t.players[seat] != Person {
		return fmt.Errorf("%s is played by the %s bot", seat, t.players[seat])
	}
	if t.next() != seat {
		return fmt.Errorf("%s is not to decide now", seat)
	}
	action = strings.TrimSpace(action)
	if action == "" {
		return errors.New("no action: choose one, or type one in the notation of the actions listed")
	}
	if err := t.m.Reason(seat, action); err != nil {
		// A parse error is about the text alone. Legal's reason is worked
		// out on the full state and may tell what the seat's view hides
		// (which face-down counter is the ambassador): Reason tells it only
		// when it is the same in every state the seat cannot tell from this
		// one, and otherwise says only that the action is not one of the
		// seat's own, which its view lists anyway.
		if errors.Is(err, incursion.ErrIllegal) {
			return fmt.Errorf("%v: choose one of those listed", err)
		}
		return err
	}
	t.pushUndo()
	st, err := t.m.Play(seat, action, t.r)
	if err != nil {
		// Legal passed, so this is a bug in the game; put everything back.
		_ = t.popUndo()
		return err
	}
	t.log = append(t.log, compact(st))
	return nil
}

// load replaces the position by a loaded match of the same seats.
func (t *table) load(l bots.Match) error {
	if !slices.Equal(l.Seats(), t.seats) {
		return fmt.Errorf("load: the position has the seats %s, this game %s: start a new game from it instead",
			strings.Join(l.Seats(), ", "), strings.Join(t.seats, ", "))
	}
	t.pushUndo()
	if err := t.m.Restore(l.Snapshot()); err != nil {
		_ = t.popUndo()
		return err
	}
	t.log = append(t.log, entry{note: "A position was loaded.", loaded: true})
	t.botErr = ""
	t.settle(true)
	return nil
}

func orNobody(seat string) string {
	if seat == "" {
		return "no seat"
	}
	return seat
}
