// Command tournament plays every pair of players against each other in
// every registered game and prints a cross-table of win rates with 95%
// intervals. TOURNAMENT.md (in this folder) has the tables of every game,
// what they say, and how long each option takes.
//
//	go run ./examples/tournament                           # every game, default players, a few minutes
//	go run ./examples/tournament -game sabotage -n 100
//	go run ./examples/tournament -game hive -players ismcts+bot+eval-5 -against random -n 40
//	go run ./examples/tournament -game fireteam -variant solo
//
// The players are those of bots.Match.Agent: "random" (uniform), "bot"
// (the game's heuristic bot) and package search's honest information-set
// MCTS, "ismcts-N" (N iterations a decision, uniform playouts to the end),
// "ismcts+bot-N" (playouts by the game's bots, whose picks the search
// tries first and favours), "ismcts+eval-N" (playouts cut short and scored
// by the game's evaluation, bots.AddEval) and "ismcts+bot+eval-N". Each
// decides from its seat's view only. Without -players a game's table has
// random, its bot and its best ISMCTS player at a small budget (defaults);
// -against sets other column players than the rows.
//
// A cell of the table, row X and column Y, is X's record when X holds one
// seat and Y every other seat of the game, with the seat X holds rotated
// from game to game through all seats (so a two-seat game gives X each side
// equally often): the share of those games X's seat won, with a 95%
// interval (Wilson), and its mean return (1 win, -1 loss, 0 draw; a game
// cut short by -limit counts as a draw). The diagonal is self-play; in a
// cooperative game it is the team's win rate with X in every seat.
//
// Games run on -workers goroutines (default: every core), each with its
// own seed (-seed, then +1 per game of a table), so a table is
// reproducible whatever the number of workers. A progress bar goes to
// standard error while it runs on a terminal (-progress to force it,
// -progress=false to turn it off), and each table is printed as soon as
// its games are done. A game that cannot determinize a view has no
// ISMCTS rows or columns ("n/a"). A game that fails (a player or the rules
// returned an error) is reported with its seed on standard error and under
// its table, is not counted, and the tournament goes on.
//
// Across machines: -shard k/n plays the k-th of n slices of the games
// (1 ≤ k ≤ n; every n-th game of the plan) and -out FILE writes their
// results as JSON; -merge FILE... reads the result files of the shards
// and prints the tables of the whole tournament, as one run would have
// (TOURNAMENT.md, "Across machines", for a Slurm array and a Kubernetes
// indexed Job). The shards must be run with the same flags but -shard.
//
// The exit status is 1 when a game failed (after every table is printed
// and the result file written), 2 for bad flags (0 for -h).
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"runtime"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/examples/bots"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

type options struct {
	games    []string
	players  []string // the rows
	against  []string // the columns
	n        int
	seed     uint64
	workers  int
	limit    int
	progress bool
	variant  string
	shard    shard
	out      string
}

func run(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("tournament", flag.ContinueOnError)
	fs.SetOutput(stderr)
	var o options
	game := fs.String("game", "", "comma-separated games to play (default: every registered game)")
	players := fs.String("players", "", "comma-separated players: random, bot, ismcts[+bot][+eval][-N] (default: random, bot and each game's ISMCTS, see defaults)")
	against := fs.String("against", "", "comma-separated column players (default: the -players)")
	variant := fs.String("variant", "", "the variant to play (default: the standard game of each game)")
	shardFlag := fs.String("shard", "", "k/n: play the k-th of n slices of the games (1 ≤ k ≤ n), for a Slurm array or a Kubernetes indexed Job; with -out")
	merging := fs.Bool("merge", false, "read the result files given as arguments (-out of each shard) and print the tables of the whole tournament")
	fs.StringVar(&o.out, "out", "", "write the results of the games played as JSON to this file, for -merge")
	fs.IntVar(&o.n, "n", defaultN, "games per cell of the table (seats rotated)")
	fs.Uint64Var(&o.seed, "seed", 1, "the first seed")
	fs.IntVar(&o.workers, "workers", runtime.NumCPU(), "games played at once")
	fs.IntVar(&o.limit, "limit", 20000, "actions per game before it is cut short (scored as a draw)")
	fs.BoolVar(&o.progress, "progress", terminal(stderr), "show a progress bar on standard error (default: when it is a terminal)")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return 2
	}
	if *merging {
		return runMerge(fs.Args(), stdout, stderr)
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "tournament: unexpected arguments %q (result files go with -merge)\n", fs.Args())
		return 2
	}
	if *players != "" {
		o.players = strings.Split(*players, ",")
	}
	if *against != "" {
		o.against = strings.Split(*against, ",")
	}
	o.variant = *variant
	for _, p := range append(slices.Clip(o.players), o.against...) {
		if err := bots.ParsePlayer(p); err != nil {
			fmt.Fprintln(stderr, "tournament:", err)
			return 2
		}
	}
	if *game == "" {
		for _, g := range bots.Games() {
			if slices.Contains(bots.All, g.Name()) {
				o.games = append(o.games, g.Name())
			}
		}
	} else {
		o.games = strings.Split(*game, ",")
	}
	if o.n < 1 || o.workers < 1 || o.limit < 1 {
		fmt.Fprintln(stderr, "tournament: -n, -workers and -limit must be at least 1")
		return 2
	}
	o.shard = shard{1, 1}
	if *shardFlag != "" {
		s, err := parseShard(*shardFlag)
		if err != nil {
			fmt.Fprintln(stderr, "tournament:", err)
			return 2
		}
		o.shard = s
	}
	for _, name := range o.games {
		if _, ok := bots.Lookup(name); !ok {
			fmt.Fprintf(stderr, "tournament: no game %q\n", name)
			return 2
		}
	}
	p, err := newPlan(o)
	if err != nil {
		fmt.Fprintln(stderr, "tournament:", err)
		return 2
	}
	results, elapsed := play(p, o, stdout, stderr)
	status := 0
	for _, r := range results {
		if r.Error != "" {
			status = 1
		}
	}
	if o.out != "" {
		f := resultsFile{Format: resultsFormat, Shard: o.shard.String(), Games: len(p.jobs), Tables: p.specs, Results: results, Millis: elapsed.Milliseconds()}
		if err := writeResults(o.out, f); err != nil {
			fmt.Fprintln(stderr, "tournament:", err)
			return 1
		}
	}
	return status
}

func runMerge(paths []string, stdout, stderr io.Writer) int {
	if len(paths) == 0 {
		fmt.Fprintln(stderr, "tournament: -merge needs result files (written by -out)")
		return 2
	}
	tables, err := merge(paths)
	if err != nil {
		fmt.Fprintln(stderr, "tournament:", err)
		return 1
	}
	status := 0
	for _, t := range tables {
		t.write(stdout)
		if len(t.failed) > 0 {
			status = 1
		}
	}
	return status
}

// defaultN is -n's default: with the default players every game's table
// is done in a few minutes on two cores (TOURNAMENT.md, "How long").
const defaultN = 4

// defaults are the players of a game's table when -players is not given:
// random, the game's bot, and the ISMCTS player that does best in that game
// (TOURNAMENT.md) at a budget that keeps a game of it within seconds.
func defaults(game string) []string {
	best := map[string]string{
		"fireteam": "ismcts+bot+eval-25",
		"hive":     "ismcts+bot+eval-5",
		"nemesis":  "ismcts+bot-10",
		"sabotage": "ismcts+eval-20",
		"spyordie": "ismcts+bot+eval-10",
	}
	p, ok := best[game]
	if !ok {
		p = bots.ISMCTS + "-20"
	}
	return []string{bots.Random, bots.Bot, p}
}

// play plays the games of o's shard of plan p on o.workers goroutines, in
// plan order, printing each table to stdout once its games are done (in
// the order of the tables) and each failed game to stderr at once. It
// returns the results in plan order.
func play(p plan, o options, stdout, stderr io.Writer) ([]result, time.Duration) {
	jobs := o.shard.take(p.jobs)
	tables := make([]*table, len(p.specs))
	for i, sp := range p.specs {
		tables[i] = newTable(sp)
		tables[i].shard = o.shard
	}
	for _, j := range jobs {
		tables[j.Table].planned++
	}
	start := time.Now()
	firstStart := make([]time.Time, len(tables))
	in := make(chan int)
	out := make(chan result)
	var wg sync.WaitGroup
	for w := 0; w < o.workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range in {
				out <- playOne(p.specs[jobs[i].Table], jobs[i])
			}
		}()
	}
	go func() {
		for i := range jobs {
			in <- i
		}
		close(in)
		wg.Wait()
		close(out)
	}()
	results := make([]result, 0, len(jobs))
	printed, done := 0, 0
	flush := func() {
		for printed < len(tables) && tables[printed].played == tables[printed].planned {
			t := tables[printed]
			if !firstStart[printed].IsZero() {
				t.elapsed = time.Since(firstStart[printed])
			}
			if o.progress {
				fmt.Fprint(stderr, "\r\033[K")
			}
			t.write(stdout)
			printed++
		}
	}
	flush() // tables with nothing to play (every cell n/a)
	for r := range out {
		done++
		t := tables[r.Table]
		if firstStart[r.Table].IsZero() {
			firstStart[r.Table] = time.Now().Add(-time.Duration(r.Millis) * time.Millisecond)
		}
		t.add(r)
		results = append(results, r)
		if r.Error != "" {
			if o.progress {
				fmt.Fprint(stderr, "\r\033[K")
			}
			fmt.Fprintf(stderr, "tournament: %s (not counted; the tournament goes on)\n", r.Error)
		}
		flush()
		if o.progress && done < len(jobs) {
			bar(stderr, t.Game, t.played, t.planned, done, len(jobs), time.Since(start))
		}
	}
	if o.progress {
		fmt.Fprint(stderr, "\r\033[K")
	}
	// Results in plan order, whatever order the workers finished in.
	slices.SortFunc(results, func(a, b result) int {
		if a.Table != b.Table {
			return a.Table - b.Table
		}
		if a.Seed < b.Seed {
			return -1
		}
		if a.Seed > b.Seed {
			return 1
		}
		return 0
	})
	return results, time.Since(start)
}

// playOne plays game j of table sp.
func playOne(sp spec, j job) result {
	start := time.Now()
	ret, n, err := playGame(sp, j)
	r := result{job: j, Return: ret, Actions: n, Millis: time.Since(start).Milliseconds()}
	if err != nil {
		r.Error = err.Error()
	}
	return r
}

// playGame plays one game of j and returns the return of the seat X
// holds and the number of actions.
func playGame(sp spec, j job) (float64, int, error) {
	g, ok := bots.Lookup(sp.Game)
	if !ok {
		return 0, 0, fmt.Errorf("%s: seed %d: no such game", sp.Game, j.Seed)
	}
	m, err := g.NewVariant(sp.Variant, j.Seed)
	if err != nil {
		return 0, 0, fmt.Errorf("%s: seed %d: %w", sp.Game, j.Seed, err)
	}
	seats := m.Seats()
	xs := seats[j.Seat%len(seats)]
	// The rules roll with dice.New(seed) and the players choose with a
	// roller of their own, as in an incursion.Record.
	rolls, choices := dice.New(j.Seed), dice.New(^j.Seed)
	i := 0
	for ; i < sp.Limit && !m.Over(); i++ {
		movers := m.ToMove()
		if len(movers) == 0 {
			return 0, i, fmt.Errorf("%s: seed %d: no seat to move and the game is not over", sp.Game, j.Seed)
		}
		seat := movers[0]
		player := sp.Cols[j.Y]
		if seat == xs {
			player = sp.Rows[j.X]
		}
		text, err := m.Choose(seat, player, choices)
		if err == nil {
			_, err = m.Play(seat, text, rolls)
		}
		if err != nil {
			return 0, i, fmt.Errorf("%s: seed %d, action %d, %s as %s: %w", sp.Game, j.Seed, i, player, seat, err)
		}
	}
	if !m.Over() {
		return 0, i, nil
	}
	return m.Returns()[slices.Index(seats, xs)], i, nil
}

// terminal reports whether w is a terminal.
func terminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}

// bar draws the progress bar on one line: the whole tournament's games,
// the current table's, and the time left at the pace so far.
func bar(w io.Writer, name string, tdone, ttotal, done, total int, elapsed time.Duration) {
	const width = 30
	fill := width * done / max(total, 1)
	eta := ""
	if done > 0 && done < total {
		left := time.Duration(float64(elapsed) / float64(done) * float64(total-done))
		eta = " eta " + left.Round(time.Second).String()
	}
	fmt.Fprintf(w, "\r\033[K[%s%s] %d/%d games (%s %d/%d)%s", strings.Repeat("=", fill), strings.Repeat(" ", width-fill), done, total, name, tdone, ttotal, eta)
}
