// Command play lets a person play any seat, or several, of a registered game
// against the bots, in the terminal.
//
//	go run ./examples/play -game sabotage -seat Spy1,Spy2 -seed 7
//	go run ./examples/play -game hive -seat terran,znon    # hot seat
//	go run ./examples/play -h                              # the flags and the games
//	go run ./examples/play -list -game nemesis             # a game's seats and variants
//
// On each of the person's turns it draws what that seat sees (its view,
// when the game has a drawing), lists the legal actions with numbers, and
// reads a number or an action in the game's text notation; an action the
// rules forbid is refused (with the rule's reason only when it tells no
// secret). The bots play the other
// seats. The person sees only what their seats see: a bot's secret action
// or event is shown in its public form ("Villain1 planned a tile"), as at
// the table.
//
// At the prompt: a number or an action plays it (an action is read
// ignoring case in every game); "?" lists the actions again; "b" draws the
// board (it is drawn at each decision only when it changed); "help" says
// all this; "q" quits. An action the rules refuse is refused with the
// rule's reason when that reason tells nothing the seat's view hides
// (bots.Match.Reason), else only as not one of the seat's actions.
// -seat names seats case-insensitively (spy1 is Spy1); a
// name that is no seat of the game is an error that lists the seats. With
// no -seat, the person plays the first seat to move. -hide prints only
// "SEAT acted." for the bots' actions. A match starts from Game.New(seed),
// with dice.New(seed); every roll of the rules comes from a second
// dice.New(seed) and the bots choose with dice.New(^seed), as in
// examples/playout, so the seed and the actions replay the game: the
// convention of an incursion.Record. The program holds no per-game code: it
// drives every game registered in examples/bots through the generic
// bots.Match.
//
// # Records
//
// -save FILE writes the record of the game (incursion.Record, the text
// format of the package documentation's "Game records") when the program
// ends, finished or not: the seats the person played as "human", the others
// as "bot".
//
// -load FILE reads a record (written by -save or by examples/playout
// -record, or by hand), replays it, checking every action and the stated
// result (a fault is refused with the line at fault), and steps through it
// at the prompt:
//
//	Enter or n   the next action        p      back one action
//	g N          go to position N       s, e   the start, the end
//	b            the board              c      play on from here
//	q            quit                   ?      this help
//
// With -seat, it shows what those seats saw (a secret action or event in
// its public form, as at the table) and draws the first seat's view; with
// no -seat it shows the referee's log, every action and event, and draws
// the spectator's picture. "c" plays on from the position shown, dropping
// the actions after it: the person plays the -seat seats (or the first
// seat to move) against the bots, and -save writes the new game. The
// record gives the game, variant and seed, so -load takes no -game,
// -variant or -seed.
//
//	go run ./examples/playout -game sabotage -seed 7 -record games
//	go run ./examples/play -load games/sabotage-7.txt -seat Spy1
package main

import (
	"bufio"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"slices"
	"strconv"
	"strings"

	"github.com/incursion/incursion"
	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/examples/bots"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// run is the program: it parses args, plays with the person through in and
// out, and returns the exit status: 0 at the end of the game or on "q", 1
// when the input ends first or the game fails, 2 for bad flags (0 for -h).
func run(args []string, in io.Reader, out, stderr io.Writer) int {
	fs := flag.NewFlagSet("play", flag.ContinueOnError)
	fs.SetOutput(stderr)
	name := fs.String("game", "", "the game to play (default: the only registered game)")
	seatList := fs.String("seat", "", "the seats the person plays, comma-separated (default: the first seat to move)")
	seed := fs.Uint64("seed", 1, "the seed of the setup and of every roll")
	variant := fs.String("variant", "", "a variant of the game (an unknown name lists them)")
	hide := fs.Bool("hide", false, "do not print the bots' actions, only that they acted")
	load := fs.String("load", "", "step through the game recorded in this file (incursion.Record), and play on from any point")
	save := fs.String("save", "", "write the record of the game (incursion.Record) to this file at the end")
	listGames := fs.Bool("list", false, "list the games with their seats and variants (with -game, that game's only), and exit")
	fs.Usage = func() {
		fmt.Fprintf(stderr, "Usage: play -game NAME [-seat SEAT,...] [-seed N] [-variant V] [-hide] [-save FILE]\n")
		fmt.Fprintf(stderr, "       play -load FILE [-seat SEAT,...] [-hide] [-save FILE]\n")
		fmt.Fprintf(stderr, "       play -list [-game NAME]\n")
		fs.PrintDefaults()
		fmt.Fprintf(stderr, "\nGames: %s. Their seats and variants: play -list [-game NAME].\n", list(gameNames()))
		fmt.Fprintf(stderr, "At the prompt, \"help\" says what you can type.\n")
	}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0 // -h: the usage was asked for
		}
		return 2
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "play: unexpected arguments %q\n", fs.Args())
		return 2
	}
	if *listGames {
		if *name != "" {
			if _, err := pick(*name); err != nil {
				fmt.Fprintf(stderr, "play: %v\n", err)
				return 2
			}
		}
		fmt.Fprintf(out, "Games and seats:\n%s", seatTable(*name))
		return 0
	}
	var rec *incursion.Record // the record of -load
	if *load != "" {
		given := false
		fs.Visit(func(f *flag.Flag) { given = given || f.Name == "game" || f.Name == "variant" || f.Name == "seed" })
		if given {
			fmt.Fprintln(stderr, "play: -load takes the game, the variant and the seed from the record: no -game, -variant or -seed")
			return 2
		}
		r, err := readRecord(*load)
		if err != nil {
			fmt.Fprintf(stderr, "play: %s: %v\n", *load, err)
			return 1
		}
		rec, *name, *variant, *seed = &r, r.Game, r.Variant, r.Seed
		if _, ok := bots.Lookup(r.Game); !ok {
			n, text := r.Line("Game", 0)
			err := &incursion.RecordError{Line: n, Text: text, Err: fmt.Errorf("no game %q; available: %s", r.Game, list(gameNames()))}
			fmt.Fprintf(stderr, "play: %s: %v\n", *load, err)
			return 1
		}
	}
	g, err := pick(*name)
	if err != nil {
		fmt.Fprintf(stderr, "play: %v\n", err)
		return 2
	}
	m, err := g.NewVariant(*variant, *seed)
	if err != nil {
		if rec != nil {
			n, text := rec.Line("Variant", 0)
			err = &incursion.RecordError{Line: n, Text: text, Err: err}
			fmt.Fprintf(stderr, "play: %s: %v\n", *load, err)
			return 1
		}
		fmt.Fprintf(stderr, "play: %s\n", prefixed(g.Name(), err))
		return 1
	}
	var seats []string
	for _, s := range strings.Split(*seatList, ",") {
		if s = strings.TrimSpace(s); s == "" {
			continue
		}
		seat, err := m.Seat(s)
		if err != nil {
			fmt.Fprintf(stderr, "play: -seat: %v\n", err)
			return 2
		}
		if !slices.Contains(seats, seat) {
			seats = append(seats, seat)
		}
	}
	t := &table{g: g, m: m, seed: *seed, variant: *variant, humans: seats, hide: *hide, in: bufio.NewScanner(in), out: out}
	t.rolls = dice.New(*seed)
	t.choices = dice.New(^*seed)
	code := 0
	if rec != nil {
		if err := t.check(*rec); err != nil {
			fmt.Fprintf(out, "The record is refused: %v.\n", err)
			return 1 // and nothing to save
		}
		code = t.runReview(*rec)
	} else {
		if len(t.humans) == 0 {
			if tm := m.ToMove(); len(tm) > 0 {
				t.humans = tm[:1]
			}
		}
		fmt.Fprintf(out, "%s, seed %d; you play %s.\n", title(g), *seed, strings.Join(t.humans, ", "))
		code = t.runPlay()
	}
	if *save != "" {
		if err := t.save(*save, rec); err != nil {
			fmt.Fprintf(stderr, "play: -save: %v\n", err)
			return 1
		}
	}
	return code
}

// runPlay plays the match to its end and says how it ended: the exit
// status.
func (t *table) runPlay() int {
	if err := t.play(); err != nil {
		switch {
		case errors.Is(err, errQuit):
			return 0
		case errors.Is(err, errEOF):
			fmt.Fprintln(t.out, "The input ended before the game was over.")
		default:
			fmt.Fprintf(t.out, "The game stopped: %v.\n", err)
		}
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

// prefixed is err's text with the game's name in front, once: the games'
// errors often name their game already ("sabotage: no variant ...").
func prefixed(game string, err error) string {
	if strings.HasPrefix(err.Error(), game+":") {
		return err.Error()
	}
	return game + ": " + err.Error()
}

// seatTable lists the registered games (only the game named, when one
// is) with their seats and variants, and the seats of each variant whose
// seats differ, for -list.
func seatTable(only string) string {
	var b strings.Builder
	for _, g := range bots.Games() {
		if only != "" && g.Name() != only {
			continue
		}
		seats := func(variant string) string {
			m, err := g.NewVariant(variant, 1)
			if err != nil {
				return "(" + err.Error() + ")"
			}
			if s := m.Seats(); s != nil {
				return strings.Join(s, ", ")
			}
			return "(not listed)"
		}
		std := seats("")
		line := std
		if vs := g.Variants(); len(vs) > 0 {
			line += "; -variant " + strings.Join(vs, ", ")
		}
		fmt.Fprintf(&b, "  %-10s %s\n", g.Name(), line)
		for _, v := range g.Variants() {
			if vs := seats(v); vs != std {
				fmt.Fprintf(&b, "  %-10s %s (-variant %s)\n", "", vs, v)
			}
		}
	}
	return b.String()
}

// gameNames lists the registered games.
func gameNames() []string {
	var names []string
	for _, g := range bots.Games() {
		names = append(names, g.Name())
	}
	return names
}

// pick finds the game to play by name; with no name, the only registered
// game.
func pick(name string) (bots.Game, error) {
	names := gameNames()
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

var (
	errQuit = errors.New("quit")
	errEOF  = errors.New("the input ended before the game was over")
)

// table is a match between the person and the bots.
type table struct {
	g       bots.Game
	m       bots.Match
	seed    uint64
	variant string
	rolls   *dice.Rand // the rules' rolls: dice.New(seed), continued
	choices *dice.Rand // the bots' choices: dice.New(^seed), continued
	actions []string   // the actions applied, for -save
	humans  []string
	hide    bool
	drawn   map[string]string // the last picture drawn for each seat
	in      *bufio.Scanner
	out     io.Writer
}

func (t *table) human(seat string) bool { return slices.Contains(t.humans, seat) }

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
			text, err := t.m.Choose(seats[0], bots.Bot, t.choices)
			var st bots.Step
			if err == nil {
				st, err = t.m.Play(seats[0], text, t.rolls)
			}
			if err != nil {
				return fmt.Errorf("the bot of %s: %w", seats[0], err)
			}
			t.actions = append(t.actions, st.Action)
			seen := st.For(t.humans...)
			if t.hide || seen.Action == "" {
				fmt.Fprintf(t.out, "%s acted.\n", st.Seat)
			} else {
				fmt.Fprintf(t.out, "%s: %s\n", st.Seat, seen.Action)
			}
			t.events(seen)
			continue
		}
		if err := t.turn(seat); err != nil {
			return err
		}
	}
	winner, how := t.m.Result()
	var what string
	switch winner {
	case "":
		what = "no winner"
	case bots.Draw:
		what = "a draw"
	case bots.Nobody:
		what = "nobody won"
	default:
		what = winner + " won"
	}
	if how != "" {
		what += " (" + how + ")"
	}
	fmt.Fprintf(t.out, "Game over after %d actions: %s.\n", t.m.Len(), what)
	return nil
}

// promptHelp is what "help" prints at the prompt.
const promptHelp = `Type the number of an action, or the action itself in the notation listed
(case does not matter). Other entries:
  ?  or l     list the actions again
  b           draw the board as this seat sees it
  help or h   this help
  q           quit (-save still writes the record)
`

// draw prints what seat sees, or only that it did not change since the
// last time it was drawn for seat (always, with force).
func (t *table) draw(seat string, force bool) {
	d := strings.TrimRight(t.m.Draw(seat), "\n")
	if d == "" {
		return
	}
	if !force && t.drawn[seat] == d {
		fmt.Fprintln(t.out, "(The board is as before; b draws it.)")
		return
	}
	if t.drawn == nil {
		t.drawn = map[string]string{}
	}
	t.drawn[seat] = d
	fmt.Fprintln(t.out, d)
}

// turn lets the person choose one action for seat.
func (t *table) turn(seat string) error {
	fmt.Fprintf(t.out, "\n== %s to move ==\n", seat)
	t.draw(seat, false)
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
			return errEOF
		}
		line := strings.TrimSpace(t.in.Text())
		switch line {
		case "":
			continue
		case "?", "l", "list":
			t.list(actions)
			continue
		case "help", "h":
			fmt.Fprint(t.out, promptHelp)
			continue
		case "b", "board":
			t.draw(seat, true)
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
		if err := t.m.Reason(seat, text); err != nil {
			// Reason gives Legal's reason only when it tells nothing the
			// seat's view hides (it is worked out on the full state);
			// otherwise only that the action is not one of the seat's.
			if errors.Is(err, incursion.ErrIllegal) {
				fmt.Fprintf(t.out, "Refused: %v; \"?\" lists the legal actions.\n", strings.TrimPrefix(err.Error(), incursion.ErrIllegal.Error()+": "))
			} else {
				fmt.Fprintf(t.out, "%v\n", err)
			}
			continue
		}
		st, err := t.m.Play(seat, text, t.rolls)
		if err != nil {
			fmt.Fprintf(t.out, "%v\n", err)
			continue
		}
		t.actions = append(t.actions, st.Action)
		seen := st.For(t.humans...)
		fmt.Fprintf(t.out, "%s: %s\n", seat, seen.Action)
		t.events(seen)
		return nil
	}
}

func (t *table) list(actions []string) {
	for i, a := range actions {
		fmt.Fprintf(t.out, "%3d. %s\n", i+1, a)
	}
}

// events prints the events of a step as the person's seats see it (see
// bots.Step.For): the secret events one of them observes, with the seats
// that observe them, and the public form of the others.
func (t *table) events(seen bots.Step) {
	for _, e := range seen.Events {
		if e.VisibleTo == nil {
			fmt.Fprintf(t.out, "  - %s\n", e.Text)
			continue
		}
		fmt.Fprintf(t.out, "  - %s (seen by %s)\n", e.Text, strings.Join(e.VisibleTo, ", "))
	}
}
