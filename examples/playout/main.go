// Command playout plays complete games of every registered game with bots
// and reports how each ended: the project's main job, and its quickest
// smoke test.
//
//	go run ./examples/playout                 # one game of each, seed 1
//	go run ./examples/playout -game sabotage -seed 7 -v
//	go run ./examples/playout -game hive -n 1000
//	go run ./examples/playout -game nemesis -json > log.jsonl
//	go run ./examples/playout -game hive -seed 3 -record games   # games/hive-3.txt
//
// For each game it prints who won and how, the number of actions, the wall
// time and the actions per second; each game of the module that has not
// registered with examples/bots yet is listed as "not yet available".
//
// Flags:
//
//	-game NAME  play only this game (default: every game)
//	-seed N     the first seed (default 1); game k of -n plays seed N+k
//	-n GAMES    games per game; above 1 it prints summary statistics: win
//	            rates per winner, mean length, games and actions per second
//	-v          the full log, one line per action: number, seat, action, and
//	            the events it caused; a secret action or event is followed by
//	            the seats that see it and its public form, what the other
//	            seats see instead: "plan 5 A1 [seen by Villain1; others: plan ?]"
//	-json       the log as JSON lines, one bots.Step per action, on standard
//	            output; the report lines go to standard error
//	-limit N    stop a game after N actions and report it unfinished
//	            (default 100000)
//	-record DIR write the record of each game (incursion.Record, the text
//	            format of the package documentation's "Game records") to
//	            DIR/GAME-SEED.txt, or DIR/GAME-VARIANT-SEED.txt; a game that
//	            failed is recorded up to the failure, with an "Error" tag
//
// A match starts from Game.New(seed), with dice.New(seed); the rules draw
// every roll of the game from a second dice.New(seed), and the bots choose
// with a roller of their own, dice.New(^seed) (the seed with every bit
// flipped). So the same seed replays the same game, and a record (the seed
// and the actions) replays it without the bots: go run ./examples/play
// -load FILE steps through one.
// The program holds no per-game code: it drives every game registered in
// examples/bots through the generic bots.Match.
// The exit status is 1 when a game fails (a bot or the rules returned an
// error), 2 for bad flags (0 for -h).
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"slices"

	"github.com/incursion/incursion/examples/bots"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

type options struct {
	game    string
	variant string
	seed    uint64
	n       int
	verbose bool
	json    bool
	limit   int
	record  string
}

// run is the program: it parses args, plays, writes to stdout and stderr,
// and returns the exit status.
func run(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("playout", flag.ContinueOnError)
	fs.SetOutput(stderr)
	var o options
	fs.StringVar(&o.game, "game", "", "play only this game (default: every game)")
	fs.StringVar(&o.variant, "variant", "", "play this variant of the game (with -game; the list is printed for an unknown name)")
	fs.Uint64Var(&o.seed, "seed", 1, "the first seed")
	fs.IntVar(&o.n, "n", 1, "games to play of each game; above 1, print summary statistics")
	fs.BoolVar(&o.verbose, "v", false, "print the full action and event log")
	fs.BoolVar(&o.json, "json", false, "print the log as JSON lines (bots.Step) on standard output, the report on standard error")
	fs.IntVar(&o.limit, "limit", 100000, "actions per game before it is reported unfinished")
	fs.StringVar(&o.record, "record", "", "write the record of each game (incursion.Record) to a file in this directory")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0 // -h: the usage was asked for
		}
		return 2
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "playout: unexpected arguments %q\n", fs.Args())
		return 2
	}
	if o.variant != "" && o.game == "" {
		fmt.Fprintln(stderr, "playout: -variant needs -game")
		return 2
	}
	if o.n < 1 || o.limit < 1 {
		fmt.Fprintln(stderr, "playout: -n and -limit must be at least 1")
		return 2
	}
	games := bots.Games()
	names := bots.All
	if o.game != "" {
		g, ok := bots.Lookup(o.game)
		switch {
		case ok:
			games = []bots.Game{g}
			names = nil
		case contains(bots.All, o.game):
			games = nil
			names = []string{o.game}
		default:
			fmt.Fprintf(stderr, "playout: no game %q; the games are %v\n", o.game, bots.All)
			return 2
		}
	}
	p := player{opts: o, log: stdout, report: stdout}
	if o.json {
		p.report = stderr
	}
	if !p.playAll(games, names) {
		return 1
	}
	if o.game != "" && len(games) == 0 {
		return 1
	}
	return 0
}

func contains(list []string, s string) bool { return slices.Contains(list, s) }
