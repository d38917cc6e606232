package main

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/examples/bots"
)

// spec is one game's cross-table as planned: what a result file records so
// that shards of one tournament can be merged, and checked to be shards of
// one tournament.
type spec struct {
	Game    string   `json:"game"`
	Variant string   `json:"variant,omitempty"`
	Rows    []string `json:"rows"`
	Cols    []string `json:"cols"`
	N       int      `json:"n"`     // games a cell
	Seed    uint64   `json:"seed"`  // the first game's seed; +1 a game
	Limit   int      `json:"limit"` // actions before a game is cut short
	// NA lists the cells [row, column] that cannot be played (an ISMCTS
	// player in a game that cannot determinize).
	NA [][2]int `json:"na,omitempty"`
}

// job is one game of a cell: row player X holds seat Seat (modulo the
// seats), column player Y the others. Table is the index of its spec.
type job struct {
	Table int    `json:"table"`
	X     int    `json:"x"`
	Y     int    `json:"y"`
	Seat  int    `json:"seat"`
	Seed  uint64 `json:"seed"`
}

// plan is every game of a tournament, in a fixed order: the same flags
// give the same plan on every machine, so that shards partition it.
type plan struct {
	specs []spec
	jobs  []job
}

// newPlan lays out the tables of o and their games. The seeds of a
// game's table run from o.seed, one a game, row by row, column by column,
// so that a table is reproducible whatever the workers and the shards.
func newPlan(o options) (plan, error) {
	var p plan
	for _, name := range o.games {
		g, ok := bots.Lookup(name)
		if !ok {
			return p, fmt.Errorf("no game %q", name)
		}
		sp := spec{Game: name, Variant: o.variant, Rows: o.players, Cols: o.against, N: o.n, Seed: o.seed, Limit: o.limit}
		if sp.Rows == nil {
			sp.Rows = defaults(name)
		}
		if sp.Cols == nil {
			sp.Cols = sp.Rows
		}
		// A player the game cannot seat (ISMCTS without Determinize) is n/a.
		usable := map[string]bool{}
		for _, pl := range append(append([]string{}, sp.Rows...), sp.Cols...) {
			if _, ok := usable[pl]; !ok {
				usable[pl] = seatable(g, o.variant, pl, o.seed)
			}
		}
		t := len(p.specs)
		seed := o.seed
		for x, px := range sp.Rows {
			for y, py := range sp.Cols {
				if !usable[px] || !usable[py] {
					sp.NA = append(sp.NA, [2]int{x, y})
					continue
				}
				for k := 0; k < o.n; k++ {
					p.jobs = append(p.jobs, job{Table: t, X: x, Y: y, Seat: k, Seed: seed})
					seed++
				}
			}
		}
		p.specs = append(p.specs, sp)
	}
	return p, nil
}

// shard is the slice k of n of a plan (k from 1 to n): its games are those
// whose index in the plan is k-1 modulo n. Taking every n-th game rather
// than a block spreads the costly cells (the searches) evenly.
type shard struct{ k, n int }

func (s shard) String() string { return fmt.Sprintf("%d/%d", s.k, s.n) }

func (s shard) all() bool { return s.n <= 1 }

// parseShard reads "k/n", 1 ≤ k ≤ n.
func parseShard(text string) (shard, error) {
	a, b, ok := strings.Cut(text, "/")
	k, err1 := strconv.Atoi(a)
	n, err2 := strconv.Atoi(b)
	if !ok || err1 != nil || err2 != nil || n < 1 || k < 1 || k > n {
		return shard{}, fmt.Errorf("-shard %q: want k/n with 1 ≤ k ≤ n (a Slurm array's $SLURM_ARRAY_TASK_ID/$SLURM_ARRAY_TASK_COUNT, or $((JOB_COMPLETION_INDEX+1))/N in a Kubernetes indexed Job)", text)
	}
	return shard{k, n}, nil
}

// take returns the jobs of the shard, in plan order.
func (s shard) take(jobs []job) []job {
	if s.all() {
		return jobs
	}
	var out []job
	for i, j := range jobs {
		if i%s.n == s.k-1 {
			out = append(out, j)
		}
	}
	return out
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
