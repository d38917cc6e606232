package main

import (
	"fmt"
	"os"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/incursion/incursion"
	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/examples/bots"
)

// readRecord reads the record in a file.
func readRecord(path string) (incursion.Record, error) {
	f, err := os.Open(path)
	if err != nil {
		return incursion.Record{}, err
	}
	defer f.Close()
	return incursion.ReadRecord(f)
}

// recordFault is the error of a record at one of its lines (see
// incursion.Record.Line).
func recordFault(rec incursion.Record, key string, i int, err error) error {
	n, text := rec.Line(key, i)
	return &incursion.RecordError{Line: n, Text: text, Err: err}
}

// owner finds the seat that may play action text in m now: the seat to
// move for which Legal accepts it. When none does, the error is Legal's
// for the first seat to move.
func owner(m bots.Match, text string) (string, error) {
	seats := m.ToMove()
	if len(seats) == 0 {
		return "", fmt.Errorf("%w: the game is over", incursion.ErrIllegal)
	}
	for _, s := range seats {
		if m.Legal(s, text) == nil {
			return s, nil
		}
	}
	return "", m.Legal(seats[0], text)
}

// restart starts the match again from the record's seed, with the rollers
// of its first state.
func (t *table) restart() error {
	m, err := t.g.NewVariant(t.variant, t.seed)
	if err != nil {
		return err
	}
	t.m = m
	t.rolls = dice.New(t.seed)
	t.choices = dice.New(^t.seed)
	return nil
}

// replayOne applies the recorded action i (from 0) to the match, which is
// at position i.
func (t *table) replayOne(rec incursion.Record, i int) (bots.Step, error) {
	text := rec.Actions[i]
	seat, err := owner(t.m, text)
	if err != nil {
		return bots.Step{}, recordFault(rec, "", i, fmt.Errorf("action %d: %w", i+1, err))
	}
	st, err := t.m.Play(seat, text, t.rolls)
	if err != nil {
		return st, recordFault(rec, "", i, fmt.Errorf("action %d: %w", i+1, err))
	}
	return st, nil
}

// check replays the whole record, as incursion.Replay does but through
// bots.Match: the seats, every action and the stated result; then it goes
// back to the start.
func (t *table) check(rec incursion.Record) error {
	if err := t.restart(); err != nil {
		return recordFault(rec, "Variant", 0, err)
	}
	for i, s := range rec.Seats {
		if _, err := t.m.Seat(s.Seat); err != nil {
			return recordFault(rec, "Seat", i, err)
		}
	}
	for i := range rec.Actions {
		if _, err := t.replayOne(rec, i); err != nil {
			return err
		}
	}
	if rec.Result != "" {
		got := t.m.ResultText()
		if short, _, _ := strings.Cut(got, ": "); rec.Result != got && rec.Result != short {
			return recordFault(rec, "Result", 0, fmt.Errorf("the record says %q, but the game replayed gives %q", rec.Result, got))
		}
	}
	return t.restart()
}

// seek moves the match to position i of the record, replaying from the
// start when i is behind; it prints the action that leads to each position
// passed when verbose.
func (t *table) seek(rec incursion.Record, pos *int, i int, verbose bool) error {
	if i < *pos {
		if err := t.restart(); err != nil {
			return err
		}
		*pos = 0
	}
	for ; *pos < i; *pos++ {
		st, err := t.replayOne(rec, *pos)
		if err != nil {
			return err
		}
		if verbose || *pos == i-1 {
			t.showStep(*pos+1, st)
		}
	}
	return nil
}

// showStep prints the action of a position and its events, as the
// person's seats see them (with no seats: every seat, the referee's log).
func (t *table) showStep(n int, st bots.Step) {
	seen := st.For(t.viewers()...)
	action := seen.Action
	if action == "" {
		action = "(a secret action)"
	}
	fmt.Fprintf(t.out, "%d. %s: %s\n", n, st.Seat, action)
	t.events(seen)
}

// viewers are the seats whose eyes the review uses: the person's, or all.
func (t *table) viewers() []string {
	if len(t.humans) > 0 {
		return t.humans
	}
	return t.m.Seats()
}

const reviewHelp = `Enter or n: the next action; p: back one; g N: go to position N; s, e: the start, the end;
b: the board; c: play on from here; q: quit; ?: this help
`

// runReview steps through a loaded record that check accepted, at the
// prompt; "c" plays on. It returns the exit status. The actions to save
// are always those up to the position shown.
func (t *table) runReview(rec incursion.Record) int {
	name := title(t.g)
	if t.variant != "" {
		name += ", variant " + t.variant
	}
	fmt.Fprintf(t.out, "%s, seed %d: a record of %d actions", name, t.seed, len(rec.Actions))
	if rec.Result != "" {
		fmt.Fprintf(t.out, "; %s", rec.Result)
	}
	fmt.Fprintln(t.out, ".")
	if len(rec.Seats) > 0 {
		var who []string
		for _, s := range rec.Seats {
			who = append(who, s.Seat+" "+s.Player)
		}
		fmt.Fprintf(t.out, "Seats: %s.\n", strings.Join(who, ", "))
	}
	if len(t.humans) > 0 {
		fmt.Fprintf(t.out, "You see what %s saw.\n", strings.Join(t.humans, ", "))
	} else {
		fmt.Fprintln(t.out, "You see every action and event (the referee's log).")
	}
	fmt.Fprint(t.out, reviewHelp)
	pos := 0
	t.actions = nil
	for {
		fmt.Fprintf(t.out, "[%d/%d]> ", pos, len(rec.Actions))
		if !t.in.Scan() {
			fmt.Fprintln(t.out)
			if err := t.in.Err(); err != nil {
				fmt.Fprintf(t.out, "Reading the input: %v.\n", err)
				return 1
			}
			return 0
		}
		cmd, arg, _ := strings.Cut(strings.TrimSpace(t.in.Text()), " ")
		target := -1
		switch cmd {
		case "", "n":
			if pos == len(rec.Actions) {
				fmt.Fprintln(t.out, "The end of the record: c plays on, q quits.")
				continue
			}
			target = pos + 1
		case "p":
			target = max(pos-1, 0)
		case "s":
			target = 0
		case "e":
			target = len(rec.Actions)
		case "g":
			n, err := strconv.Atoi(strings.TrimSpace(arg))
			if err != nil || n < 0 || n > len(rec.Actions) {
				fmt.Fprintf(t.out, "g N: a position from 0 to %d.\n", len(rec.Actions))
				continue
			}
			target = n
		case "b":
			viewer := ""
			if len(t.humans) > 0 {
				viewer = t.humans[0]
			}
			if d := t.m.Draw(viewer); d != "" {
				fmt.Fprintln(t.out, strings.TrimRight(d, "\n"))
			}
			continue
		case "?", "help":
			fmt.Fprint(t.out, reviewHelp)
			continue
		case "q", "quit":
			return 0
		case "c":
			if t.m.Over() {
				fmt.Fprintln(t.out, "The game is over here: go back to play on.")
				continue
			}
			if len(t.humans) == 0 {
				t.humans = t.m.ToMove()[:1]
			}
			fmt.Fprintf(t.out, "Playing on from position %d; you play %s.\n", pos, strings.Join(t.humans, ", "))
			return t.runPlay()
		default:
			fmt.Fprintf(t.out, "No command %q.\n", cmd)
			fmt.Fprint(t.out, reviewHelp)
			continue
		}
		err := t.seek(rec, &pos, target, target == pos+1)
		t.actions = rec.Actions[:pos:pos]
		if err != nil {
			// check replayed the record: this is a game that is not
			// deterministic.
			fmt.Fprintf(t.out, "The game stopped: %v.\n", err)
			return 1
		}
		if target == 0 {
			fmt.Fprintln(t.out, "At the start.")
		}
	}
}

// save writes the record of the game played: the header of the loaded
// record, if any, or a new one; the actions; the result.
func (t *table) save(path string, loaded *incursion.Record) error {
	var rec incursion.Record
	if loaded != nil {
		rec = *loaded
	} else {
		rec = incursion.Record{Game: t.g.Name(), Variant: t.variant, Seed: t.seed, Date: time.Now().UTC().Format(time.DateOnly)}
		for _, s := range t.m.Seats() {
			who := "bot"
			if slices.Contains(t.humans, s) {
				who = "human"
			}
			rec.Seats = append(rec.Seats, incursion.RecordSeat{Seat: s, Player: who})
		}
	}
	rec.Actions = t.actions
	rec.Result = t.m.ResultText()
	text, err := rec.MarshalText()
	if err != nil {
		return err
	}
	if err := os.WriteFile(path, text, 0o644); err != nil {
		return err
	}
	return nil
}
