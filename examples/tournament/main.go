// Command tournament plays every pair of players against each other in
// every registered game and prints a cross-table of win rates with 95%
// intervals. TOURNAMENT.md (in this folder) has the tables of every game
// and what they say.
//
//	go run ./examples/tournament                           # every game, default players
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
// random, its bot and its best ISMCTS player at two budgets (defaults);
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
// own seed (-seed, then +1 per game), so a table is reproducible whatever
// the number of workers. A progress bar goes to standard error while it
// runs on a terminal (-progress to force it, -progress=false to turn it off). A game that cannot determinize a
// view yet has no ISMCTS rows or columns ("n/a").
//
// The exit status is 1 when a game fails (a player or the rules returned
// an error), 2 for bad flags (0 for -h).
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
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
}

func run(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("tournament", flag.ContinueOnError)
	fs.SetOutput(stderr)
	var o options
	game := fs.String("game", "", "comma-separated games to play (default: every registered game)")
	players := fs.String("players", "", "comma-separated players: random, bot, ismcts[+bot][+eval][-N] (default: random, bot and each game's ISMCTS at two budgets, see defaults)")
	against := fs.String("against", "", "comma-separated column players (default: the -players)")
	variant := fs.String("variant", "", "the variant to play (default: the standard game of each game)")
	fs.IntVar(&o.n, "n", 20, "games per cell of the table (seats rotated)")
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
			o.games = append(o.games, g.Name())
		}
	} else {
		o.games = strings.Split(*game, ",")
	}
	if o.n < 1 || o.workers < 1 || o.limit < 1 {
		fmt.Fprintln(stderr, "tournament: -n, -workers and -limit must be at least 1")
		return 2
	}
	status := 0
	for _, name := range o.games {
		g, ok := bots.Lookup(name)
		if !ok {
			fmt.Fprintf(stderr, "tournament: no game %q\n", name)
			return 2
		}
		og := o
		if og.players == nil {
			og.players = defaults(name)
		}
		if og.against == nil {
			og.against = og.players
		}
		t, err := play(g, og, stderr)
		if err != nil {
			fmt.Fprintln(stderr, "tournament:", err)
			status = 1
			continue
		}
		t.write(stdout)
	}
	return status
}

// defaults are the players of a game's table when -players is not given:
// random, the game's bot, and the ISMCTS player that does best in that game
// (TOURNAMENT.md) at two budgets — a small one and four times as many
// iterations.
func defaults(game string) []string {
	best := map[string]string{
		"fireteam": "ismcts+bot+eval",
		"hive":     "ismcts+bot+eval",
		"nemesis":  "ismcts+bot",
		"sabotage": "ismcts+eval",
		"spyordie": "ismcts+bot+eval",
	}
	budget := map[string]int{"fireteam": 25, "hive": 5, "nemesis": 10, "spyordie": 10}
	kind, ok := best[game]
	if !ok {
		kind = bots.ISMCTS
	}
	n, ok := budget[game]
	if !ok {
		n = 20
	}
	return []string{bots.Random, bots.Bot, fmt.Sprintf("%s-%d", kind, n), fmt.Sprintf("%s-%d", kind, 4*n)}
}

// cell is the record of row player X against column player Y.
type cell struct {
	games, wins int
	returns     float64
	na          bool // the game cannot seat one of the players
}

type table struct {
	game, variant string
	rows, cols    []string
	cells         [][]cell
	elapsed       time.Duration
	games         int
}

// job is one game of a cell: X holds seat Seat, Y the others.
type job struct {
	x, y, seat int
	seed       uint64
}

type result struct {
	job
	ret float64
	err error
}

func play(g bots.Game, o options, stderr io.Writer) (*table, error) {
	t := &table{game: g.Name(), variant: o.variant, rows: o.players, cols: o.against, cells: make([][]cell, len(o.players))}
	for i := range t.cells {
		t.cells[i] = make([]cell, len(o.against))
	}
	// A player the game cannot seat (ISMCTS without Determinize) is n/a.
	usable := map[string]bool{}
	for _, p := range append(slices.Clip(o.players), o.against...) {
		if _, ok := usable[p]; !ok {
			usable[p] = seatable(g, o.variant, p, o.seed)
		}
	}
	var jobs []job
	seed := o.seed
	for x, px := range o.players {
		for y, py := range o.against {
			if !usable[px] || !usable[py] {
				t.cells[x][y].na = true
				continue
			}
			for k := 0; k < o.n; k++ {
				jobs = append(jobs, job{x: x, y: y, seat: k, seed: seed})
				seed++
			}
		}
	}
	start := time.Now()
	in := make(chan job)
	out := make(chan result)
	var wg sync.WaitGroup
	for w := 0; w < o.workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for j := range in {
				ret, err := game(g, o, j)
				out <- result{j, ret, err}
			}
		}()
	}
	go func() {
		for _, j := range jobs {
			in <- j
		}
		close(in)
		wg.Wait()
		close(out)
	}()
	var firstErr error
	done := 0
	for r := range out {
		done++
		if o.progress {
			bar(stderr, g.Name(), done, len(jobs), time.Since(start))
		}
		if r.err != nil {
			if firstErr == nil {
				firstErr = r.err
			}
			continue
		}
		c := &t.cells[r.x][r.y]
		c.games++
		c.returns += r.ret
		if r.ret > 0 {
			c.wins++
		}
	}
	if o.progress {
		fmt.Fprint(stderr, "\r\033[K")
	}
	t.elapsed, t.games = time.Since(start), len(jobs)
	return t, firstErr
}

// seatable reports whether g can seat player (a quick probe: one decision
// of the first seat to move).
func seatable(g bots.Game, variant, player string, seed uint64) bool {
	if !strings.HasPrefix(player, bots.ISMCTS) {
		return true
	}
	m, err := g.NewVariant(variant, seed)
	if err != nil || m.Over() {
		return false
	}
	_, err = m.Agent(m.ToMove()[0], bots.ISMCTS+"-1", dice.New(seed))
	return !errors.Is(err, errors.ErrUnsupported)
}

// game plays one game of j and returns the return of the seat X holds.
func game(g bots.Game, o options, j job) (float64, error) {
	m, err := g.NewVariant(o.variant, j.seed)
	if err != nil {
		return 0, err
	}
	seats := m.Seats()
	xs := seats[j.seat%len(seats)]
	// The rules roll with dice.New(seed) and the players choose with a
	// roller of their own, as in an incursion.Record.
	rolls, choices := dice.New(j.seed), dice.New(^j.seed)
	for i := 0; i < o.limit && !m.Over(); i++ {
		movers := m.ToMove()
		if len(movers) == 0 {
			return 0, fmt.Errorf("%s: seed %d: no seat to move and the game is not over", g.Name(), j.seed)
		}
		seat := movers[0]
		player := o.against[j.y]
		if seat == xs {
			player = o.players[j.x]
		}
		text, err := m.Choose(seat, player, choices)
		if err == nil {
			_, err = m.Play(seat, text, rolls)
		}
		if err != nil {
			return 0, fmt.Errorf("%s: seed %d, action %d, %s as %s: %w", g.Name(), j.seed, i, player, seat, err)
		}
	}
	if !m.Over() {
		return 0, nil
	}
	return m.Returns()[slices.Index(seats, xs)], nil
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

// bar draws the progress bar on one line.
func bar(w io.Writer, name string, done, total int, elapsed time.Duration) {
	const width = 30
	fill := width * done / max(total, 1)
	eta := ""
	if done > 0 && done < total {
		left := time.Duration(float64(elapsed) / float64(done) * float64(total-done))
		eta = " eta " + left.Round(time.Second).String()
	}
	fmt.Fprintf(w, "\r\033[K%-9s [%s%s] %d/%d games%s", name, strings.Repeat("=", fill), strings.Repeat(" ", width-fill), done, total, eta)
}

// wilson is the 95% Wilson score interval of wins out of n.
func wilson(wins, n int) (lo, hi float64) {
	if n == 0 {
		return 0, 1
	}
	const z = 1.96
	p := float64(wins) / float64(n)
	d := 1 + z*z/float64(n)
	c := (p + z*z/(2*float64(n))) / d
	h := z * math.Sqrt(p*(1-p)/float64(n)+z*z/(4*float64(n)*float64(n))) / d
	return max(0, c-h), min(1, c+h)
}

func (t *table) write(w io.Writer) {
	name := t.game
	if t.variant != "" {
		name += " (" + t.variant + ")"
	}
	fmt.Fprintf(w, "%s: %d games in %v; row player holds one seat, column player the others; win %% [95%% interval] mean return\n",
		name, t.games, t.elapsed.Round(time.Second))
	const colw = 22
	roww := 12
	for _, p := range t.rows {
		roww = max(roww, len(p)+2)
	}
	fmt.Fprintf(w, "%-*s", roww, "")
	for _, p := range t.cols {
		fmt.Fprintf(w, "%-*s", max(colw, len(p)+2), p)
	}
	fmt.Fprintln(w)
	for x, p := range t.rows {
		fmt.Fprintf(w, "%-*s", roww, p)
		for y, q := range t.cols {
			c := t.cells[x][y]
			var s string
			switch {
			case c.na:
				s = "n/a"
			case c.games == 0:
				s = "-"
			default:
				lo, hi := wilson(c.wins, c.games)
				s = fmt.Sprintf("%3.0f%% [%2.0f-%3.0f] %+.2f", 100*float64(c.wins)/float64(c.games), 100*lo, 100*hi, c.returns/float64(c.games))
			}
			fmt.Fprintf(w, "%-*s", max(colw, len(q)+2), s)
		}
		fmt.Fprintln(w)
	}
	fmt.Fprintln(w)
}
