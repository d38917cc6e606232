// Command play lets a person play any seat, or several, of a registered game
// against the bots, in the terminal.
//
//	go run ./examples/play -game sabotage -seat Spy1,Spy2 -seed 7
//	go run ./examples/play -game hive -seat Terran,Znon    # hot seat
//
// On each of the person's turns it draws what that seat sees (when the game
// has a drawing), lists the legal actions with numbers, and reads a number
// or an action in the game's text notation. Then it prints the events that
// seat observes. The bots play the other seats; their actions and the
// events the person's seats observe are printed as they happen.
//
// At the prompt: a number or an action plays it; "?" lists the actions
// again; "q" quits. With no -seat, the person plays the first seat to move.
// -hide prints "SEAT acted" instead of the bots' actions, for games whose
// actions are secret (the registry cannot yet say which actions a seat
// sees). A match starts from Game.New(seed) and every roll comes from
// dice.New(seed), as in examples/playout.
package main

import (
	"bufio"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/examples/bots"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// run is the program: it parses args, plays with the person through in and
// out, and returns the exit status: 0 at the end of the game or on "q", 1
// when the input ends first or the game fails, 2 for bad flags.
func run(args []string, in io.Reader, out, stderr io.Writer) int {
	fs := flag.NewFlagSet("play", flag.ContinueOnError)
	fs.SetOutput(stderr)
	name := fs.String("game", "", "the game to play (default: the only registered game)")
	seatList := fs.String("seat", "", "the seats the person plays, comma-separated (default: the first seat to move)")
	seed := fs.Uint64("seed", 1, "the seed of the setup and of every roll")
	variant := fs.String("variant", "", "a variant of the game (an unknown name lists them)")
	hide := fs.Bool("hide", false, "do not print the bots' actions, only that they acted")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "play: unexpected arguments %q\n", fs.Args())
		return 2
	}
	g, err := pick(*name)
	if err != nil {
		fmt.Fprintf(stderr, "play: %v\n", err)
		return 2
	}
	m, err := g.NewVariant(*variant, *seed)
	if err != nil {
		fmt.Fprintf(stderr, "play: %s: %v\n", g.Name(), err)
		return 1
	}
	var seats []string
	for _, s := range strings.Split(*seatList, ",") {
		if s = strings.TrimSpace(s); s != "" {
			seats = append(seats, s)
		}
	}
	if len(seats) == 0 {
		if tm := m.ToMove(); len(tm) > 0 {
			seats = tm[:1]
		}
	}
	t := table{m: m, r: dice.New(*seed), humans: seats, hide: *hide, in: bufio.NewScanner(in), out: out}
	fmt.Fprintf(out, "%s, seed %d; you play %s.\n", title(g), *seed, strings.Join(seats, ", "))
	if err := t.play(); err != nil {
		if errors.Is(err, errQuit) {
			return 0
		}
		fmt.Fprintf(out, "%v\n", err)
		return 1
	}
	return 0
}

func title(g bots.Game) string {
	if g.Title() != "" {
		return g.Title()
	}
	return g.Name()
}

// pick finds the game to play by name; with no name, the only registered
// game.
func pick(name string) (bots.Game, error) {
	var names []string
	for _, g := range bots.Games() {
		names = append(names, g.Name())
	}
	if name == "" {
		if len(names) == 1 {
			g, _ := bots.Lookup(names[0])
			return g, nil
		}
		return nil, fmt.Errorf("choose a game with -game; available: %s", list(names))
	}
	g, ok := bots.Lookup(name)
	if !ok {
		for _, n := range bots.All {
			if n == name {
				return nil, fmt.Errorf("%s: not yet available; available: %s", name, list(names))
			}
		}
		return nil, fmt.Errorf("no game %q; available: %s", name, list(names))
	}
	return g, nil
}

func list(names []string) string {
	if len(names) == 0 {
		return "none yet"
	}
	return strings.Join(names, ", ")
}

var errQuit = errors.New("quit")

// table is a match between the person and the bots.
type table struct {
	m      bots.Match
	r      dice.Roller
	humans []string
	hide   bool
	in     *bufio.Scanner
	out    io.Writer
}

func (t *table) human(seat string) bool {
	for _, h := range t.humans {
		if h == seat {
			return true
		}
	}
	return false
}

// play runs the match to its end.
func (t *table) play() error {
	for !t.m.Over() {
		seats := t.m.ToMove()
		if len(seats) == 0 {
			return errors.New("the game is not over, but no seat is to move")
		}
		seat := ""
		for _, s := range seats {
			if t.human(s) {
				seat = s
				break
			}
		}
		if seat == "" {
			st, err := t.m.Bot(t.r)
			if err != nil {
				return fmt.Errorf("the bot of %s: %w", seats[0], err)
			}
			if t.hide || !t.sees(st.VisibleTo) {
				fmt.Fprintf(t.out, "%s acted.\n", st.Seat)
			} else {
				fmt.Fprintf(t.out, "%s: %s\n", st.Seat, st.Action)
			}
			t.events(st)
			continue
		}
		if err := t.turn(seat); err != nil {
			return err
		}
	}
	winner, how := t.m.Result()
	switch {
	case winner == "" && how == "":
		fmt.Fprintf(t.out, "Game over after %d actions.\n", t.m.Len())
	case winner == "":
		fmt.Fprintf(t.out, "Game over after %d actions: no winner (%s).\n", t.m.Len(), how)
	case how == "":
		fmt.Fprintf(t.out, "Game over after %d actions: %s won.\n", t.m.Len(), winner)
	default:
		fmt.Fprintf(t.out, "Game over after %d actions: %s won (%s).\n", t.m.Len(), winner, how)
	}
	return nil
}

// turn lets the person choose one action for seat.
func (t *table) turn(seat string) error {
	fmt.Fprintf(t.out, "\n== %s to move ==\n", seat)
	if d := t.m.Draw(seat); d != "" {
		fmt.Fprintln(t.out, strings.TrimRight(d, "\n"))
	}
	actions := t.m.Actions(seat)
	if len(actions) == 0 {
		return fmt.Errorf("%s must move but has no legal action", seat)
	}
	t.list(actions)
	for {
		fmt.Fprintf(t.out, "%s> ", seat)
		if !t.in.Scan() {
			fmt.Fprintln(t.out)
			if err := t.in.Err(); err != nil {
				return fmt.Errorf("reading the input: %w", err)
			}
			return errors.New("the input ended before the game")
		}
		line := strings.TrimSpace(t.in.Text())
		switch line {
		case "":
			continue
		case "?", "help":
			t.list(actions)
			continue
		case "q", "quit":
			return errQuit
		}
		text := line
		if n, err := strconv.Atoi(line); err == nil {
			if n < 1 || n > len(actions) {
				fmt.Fprintf(t.out, "No action %d: choose 1 to %d.\n", n, len(actions))
				continue
			}
			text = actions[n-1]
		}
		st, err := t.m.Play(seat, text, t.r)
		if err != nil {
			fmt.Fprintf(t.out, "%v\n", err)
			continue
		}
		fmt.Fprintf(t.out, "%s: %s\n", seat, st.Action)
		t.events(st)
		return nil
	}
}

func (t *table) list(actions []string) {
	for i, a := range actions {
		fmt.Fprintf(t.out, "%3d. %s\n", i+1, a)
	}
}

// sees reports whether one of the person's seats observes something seen by
// the seats to (nil: everyone).
func (t *table) sees(to []string) bool {
	if to == nil {
		return true
	}
	for _, s := range to {
		if t.human(s) {
			return true
		}
	}
	return false
}

// events prints the events of st that one of the person's seats observes;
// a VisibleTo of nil means everyone.
func (t *table) events(st bots.Step) {
	for _, e := range st.Events {
		if e.VisibleTo == nil {
			fmt.Fprintf(t.out, "  - %s\n", e.Text)
			continue
		}
		var to []string
		for _, s := range e.VisibleTo {
			if t.human(s) {
				to = append(to, s)
			}
		}
		if len(to) > 0 {
			fmt.Fprintf(t.out, "  - %s (seen by %s)\n", e.Text, strings.Join(e.VisibleTo, ", "))
		}
	}
}
