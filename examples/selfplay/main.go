// Command selfplay plays self-play games of any registered game and writes
// what a learning agent trains on — per decision, the deciding seat's
// observation tensor, its legal-action mask, the id of the action taken and
// the seat's return at the end of the game — as NumPy .npy files that
// numpy.load reads directly.
//
//	go run ./examples/selfplay -game sabotage -n 20 -out data
//	go run ./examples/selfplay -game hive -policy bot -n 5 -out data
//	go run ./examples/selfplay -out data          # every game, 1 game each
//
// For each game (and variant) it writes the directory OUT/GAME (or
// OUT/GAME-VARIANT) holding, for N decisions over all games played:
//
//	observations.npy  float32 [N, shape...]  Game.Observation of the seat
//	masks.npy         bool    [N, A]         Game.LegalMask of the seat
//	actions.npy       int32   [N]            Game.ActionID of the action
//	seats.npy         int32   [N]            the seat's index in Game.Seats
//	returns.npy       float32 [N]            the seat's Game.Returns at the
//	                                         end (1 win, -1 loss, 0 draw or
//	                                         a game cut short by -limit)
//	games.npy         int32   [N]            the game's number, 0..n-1
//	meta.json         the game, variant, seats, A (NumActions), the
//	                  observation shape, the seeds and how each game ended
//
// A is the game's fixed action space (incursion.Game.NumActions) and shape
// its observation shape; both are documented in each game package. Game k
// plays seed S+k: the rules draw from dice.New(seed), the policy from
// dice.New(^seed), so a seed replays its game. Where several seats decide
// at once (Sabotage's planning), the policy's roller picks which of them
// decides next.
//
// Flags:
//
//	-game NAME     the game (default: every registered game)
//	-variant NAME  the variant ("" the standard game)
//	-n GAMES       games per game (default 1)
//	-seed S        the first seed (default 1)
//	-policy P      random (default) or bot: the game's bots (examples/bots),
//	               each deciding from its seat's view
//	-limit N       stop a game after N actions (default 5000)
//	-out DIR       the output directory (default "selfplay")
//
// The program holds no per-game code: it drives every game registered in
// examples/bots through bots.Match and bots.Learner. A game without action
// ids or tensors is reported and skipped. The exit status is 1 when a game
// fails, 2 for bad flags.
package main

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/examples/bots"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

type options struct {
	game, variant, policy, out string
	n, limit                   int
	seed                       uint64
}

func run(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("selfplay", flag.ContinueOnError)
	fs.SetOutput(stderr)
	var o options
	fs.StringVar(&o.game, "game", "", "the game (default: every registered game)")
	fs.StringVar(&o.variant, "variant", "", "the variant")
	fs.StringVar(&o.policy, "policy", "random", "random or bot")
	fs.StringVar(&o.out, "out", "selfplay", "the output directory")
	fs.IntVar(&o.n, "n", 1, "games per game")
	fs.IntVar(&o.limit, "limit", 5000, "actions per game at most")
	fs.Uint64Var(&o.seed, "seed", 1, "the first seed")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return 2
	}
	if o.policy != bots.Random && o.policy != bots.Bot {
		fmt.Fprintf(stderr, "selfplay: -policy %q: want random or bot\n", o.policy)
		return 2
	}
	var games []bots.Game
	if o.game == "" {
		games = bots.Games()
	} else {
		g, ok := bots.Lookup(o.game)
		if !ok {
			fmt.Fprintf(stderr, "selfplay: no game %q\n", o.game)
			return 2
		}
		games = []bots.Game{g}
	}
	status := 0
	for _, g := range games {
		dir := g.Name()
		if o.variant != "" {
			dir += "-" + o.variant
		}
		rows, err := write(g, o, filepath.Join(o.out, dir))
		switch {
		case errors.Is(err, errors.ErrUnsupported):
			fmt.Fprintf(stdout, "%-9s skipped: %v\n", g.Name(), err)
		case err != nil:
			fmt.Fprintf(stderr, "selfplay: %s: %v\n", g.Name(), err)
			status = 1
		default:
			fmt.Fprintf(stdout, "%-9s %d games, %d decisions -> %s\n", g.Name(), o.n, rows, filepath.Join(o.out, dir))
		}
	}
	return status
}

// meta is meta.json.
type meta struct {
	Game             string   `json:"game"`
	Variant          string   `json:"variant"`
	Seats            []string `json:"seats"`
	NumActions       int      `json:"num_actions"`
	ObservationShape []int    `json:"observation_shape"`
	Policy           string   `json:"policy"`
	Seeds            []uint64 `json:"seeds"`
	Results          []string `json:"results"`
	Rows             int      `json:"rows"`
}

// dataset is the files of one game.
type dataset struct {
	obs, masks, actions, seats, returns, games *npyWriter
}

func (d *dataset) close() error {
	var first error
	for _, w := range []*npyWriter{d.obs, d.masks, d.actions, d.seats, d.returns, d.games} {
		if w == nil {
			continue
		}
		if err := w.Close(); err != nil && first == nil {
			first = err
		}
	}
	return first
}

// write plays o.n games of g and writes their data set into dir.
func write(g bots.Game, o options, dir string) (rows int, err error) {
	m, err := g.NewVariant(o.variant, o.seed)
	if err != nil {
		return 0, err
	}
	l, ok := m.(bots.Learner)
	if !ok {
		return 0, fmt.Errorf("%s's matches are no bots.Learner: %w", g.Name(), errors.ErrUnsupported)
	}
	na, err := l.NumActions()
	if err != nil {
		return 0, err
	}
	shape, err := l.ObservationShape()
	if err != nil {
		return 0, err
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return 0, err
	}
	var d dataset
	defer func() {
		if cerr := d.close(); err == nil {
			err = cerr
		}
	}()
	for _, f := range []struct {
		w     **npyWriter
		name  string
		descr string
		row   []int
	}{
		{&d.obs, "observations", npyFloat32, shape},
		{&d.masks, "masks", npyBool, []int{na}},
		{&d.actions, "actions", npyInt32, nil},
		{&d.seats, "seats", npyInt32, nil},
		{&d.returns, "returns", npyFloat32, nil},
		{&d.games, "games", npyInt32, nil},
	} {
		if *f.w, err = newNpy(filepath.Join(dir, f.name+".npy"), f.descr, f.row); err != nil {
			return 0, err
		}
	}
	md := meta{Game: g.Name(), Variant: o.variant, Seats: m.Seats(), NumActions: na, ObservationShape: shape, Policy: o.policy}
	for k := range o.n {
		seed := o.seed + uint64(k)
		result, n, err := play(g, o, seed, k, &d)
		if err != nil {
			return rows, fmt.Errorf("seed %d: %w", seed, err)
		}
		rows += n
		md.Seeds = append(md.Seeds, seed)
		md.Results = append(md.Results, result)
	}
	md.Rows = rows
	data, err := json.MarshalIndent(md, "", "  ")
	if err != nil {
		return rows, err
	}
	return rows, os.WriteFile(filepath.Join(dir, "meta.json"), append(data, '\n'), 0o644)
}

// play plays game number k from seed and appends its rows.
func play(g bots.Game, o options, seed uint64, k int, d *dataset) (result string, rows int, err error) {
	m, err := g.NewVariant(o.variant, seed)
	if err != nil {
		return "", 0, err
	}
	l := m.(bots.Learner)
	rules, policy := dice.New(seed), dice.New(^seed)
	seats := m.Seats()
	index := map[string]int32{}
	for i, p := range seats {
		index[p] = int32(i)
	}
	var (
		obs    []float32
		mask   []bool
		movers []int32
	)
	for n := 0; n < o.limit && !m.Over(); n++ {
		to := m.ToMove()
		if len(to) == 0 {
			return "", rows, errors.New("no seat to move in a game that is not over")
		}
		p := to[0]
		if len(to) > 1 {
			p = to[policy.IntN(len(to))]
		}
		if obs, err = l.Observation(p, obs); err != nil {
			return "", rows, err
		}
		if mask, err = l.LegalMask(p, mask); err != nil {
			return "", rows, err
		}
		action, err := m.Choose(p, o.policy, policy)
		if err != nil {
			return "", rows, err
		}
		id, err := l.ActionID(action)
		if err != nil {
			return "", rows, err
		}
		if !mask[id] {
			return "", rows, fmt.Errorf("%s's action %q (id %d) is not in its legal mask", p, action, id)
		}
		if _, err := m.Play(p, action, rules); err != nil {
			return "", rows, err
		}
		for _, e := range []error{d.obs.float32s(obs), d.masks.bools(mask), d.actions.int32s(int32(id)), d.seats.int32s(index[p]), d.games.int32s(int32(k))} {
			if e != nil {
				return "", rows, e
			}
		}
		movers = append(movers, index[p])
		rows++
	}
	returns := m.Returns()
	for _, i := range movers {
		if err := d.returns.float32s([]float32{float32(returns[i])}); err != nil {
			return "", rows, err
		}
	}
	return m.ResultText(), rows, nil
}
