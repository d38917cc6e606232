package main

import (
	"cmp"
	"fmt"
	"io"
	"math"
	"slices"
	"strings"
	"time"
)

// result is the outcome of one game: the return of the seat X held, or
// the error that stopped the game.
type result struct {
	job
	Return  float64 `json:"return"`
	Error   string  `json:"error,omitempty"`
	Actions int     `json:"actions"`
	// Millis is the game's wall time, milliseconds.
	Millis int64 `json:"ms"`
}

// cell is the record of row player X against column player Y.
type cell struct {
	games, wins int
	returns     float64
}

// table is a spec filled with results.
type table struct {
	spec
	cells   [][]cell
	planned int // games of the plan (of the shard) for this table
	played  int // results received, errors included
	failed  []result
	elapsed time.Duration // wall time, or the sum of game times when merged
	summed  bool          // elapsed is a sum of game times (a merge)
	shard   shard
}

func newTable(sp spec) *table {
	t := &table{spec: sp, cells: make([][]cell, len(sp.Rows))}
	for i := range t.cells {
		t.cells[i] = make([]cell, len(sp.Cols))
	}
	return t
}

// add counts r in its cell, or among the failures.
func (t *table) add(r result) {
	t.played++
	if r.Error != "" {
		t.failed = append(t.failed, r)
		return
	}
	c := &t.cells[r.X][r.Y]
	c.games++
	c.returns += r.Return
	if r.Return > 0 {
		c.wins++
	}
}

func (t *table) na(x, y int) bool { return slices.Contains(t.NA, [2]int{x, y}) }

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

// write prints the table, then the games that failed, each with its seed
// (a game replays from its seed and the flags).
func (t *table) write(w io.Writer) {
	name := t.Game
	if t.Variant != "" {
		name += " (" + t.Variant + ")"
	}
	games := fmt.Sprintf("%d games", t.played)
	if t.played < t.planned {
		games = fmt.Sprintf("%d of %d games", t.played, t.planned)
	}
	if !t.shard.all() {
		games += " (shard " + t.shard.String() + ")"
	}
	how := "in " + t.elapsed.Round(time.Second).String()
	if t.summed {
		how += " of game time"
	}
	fmt.Fprintf(w, "%s: %s %s; row player holds one seat, column player the others; win %% [95%% interval] mean return\n", name, games, how)
	const colw = 22
	roww := 12
	for _, p := range t.Rows {
		roww = max(roww, len(p)+2)
	}
	fmt.Fprintf(w, "%-*s", roww, "")
	for _, p := range t.Cols {
		fmt.Fprintf(w, "%-*s", max(colw, len(p)+2), p)
	}
	fmt.Fprintln(w)
	for x, p := range t.Rows {
		fmt.Fprintf(w, "%-*s", roww, p)
		for y, q := range t.Cols {
			c := t.cells[x][y]
			var s string
			switch {
			case t.na(x, y):
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
	if len(t.failed) > 0 {
		slices.SortFunc(t.failed, func(a, b result) int { return cmp.Compare(a.Seed, b.Seed) })
		var seeds []string
		for _, r := range t.failed {
			seeds = append(seeds, fmt.Sprint(r.Seed))
		}
		fmt.Fprintf(w, "%d games failed and are not counted (seeds %s):\n", len(t.failed), strings.Join(seeds, ", "))
		for _, r := range t.failed {
			fmt.Fprintf(w, "  %s\n", r.Error)
		}
	}
	fmt.Fprintln(w)
}
