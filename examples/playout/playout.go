package main

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"
	"unicode"

	"github.com/incursion/incursion"
	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/examples/bots"
)

// player plays games and writes the log and the report.
type player struct {
	opts   options
	log    io.Writer // -v and -json lines
	report io.Writer // results and summaries
}

// result is how one game ended.
type result struct {
	winner, how string
	actions     int
	finished    bool
	err         error
	elapsed     time.Duration
}

// playAll plays the games and lists the names in all that are not among
// them as not yet available, in the order of names; it reports false when a
// game failed.
func (p player) playAll(games []bots.Game, all []string) bool {
	byName := map[string]bots.Game{}
	var names []string
	for _, g := range games {
		byName[g.Name()] = g
		names = append(names, g.Name())
	}
	for _, n := range all {
		if byName[n] == nil {
			names = append(names, n)
		}
	}
	sort.Strings(names)
	ok := true
	for _, n := range names {
		g := byName[n]
		if g == nil {
			fmt.Fprintf(p.report, "%s: not yet available\n", n)
			continue
		}
		if !p.playGame(g) {
			ok = false
		}
	}
	if len(games) == 0 && len(all) > 1 {
		fmt.Fprintln(p.report, "no game is available yet")
	}
	return ok
}

// maxShown is how many failed games of one game a summary run reports one
// by one.
const maxShown = 10

// playGame plays opts.n matches of g and reports them.
func (p player) playGame(g bots.Game) bool {
	label := g.Name()
	if t := g.Title(); t != "" && t != g.Name() {
		label = fmt.Sprintf("%s (%s)", g.Name(), t)
	}
	var results []result
	ok := true
	shown := 0 // errors reported one by one in a summary run
	for k := range p.opts.n {
		seed := p.opts.seed + uint64(k)
		if p.opts.verbose && !p.opts.json {
			fmt.Fprintf(p.log, "# %s, seed %d\n", label, seed)
		}
		res := p.playMatch(g, seed)
		switch {
		case p.opts.n == 1:
			fmt.Fprintf(p.report, "%s, seed %d: %s\n", label, seed, res.line())
		case res.err != nil && shown < maxShown:
			fmt.Fprintf(p.report, "%s, seed %d: %s\n", label, seed, res.line())
			shown++
		case res.err != nil && shown == maxShown:
			fmt.Fprintf(p.report, "%s: further errors are counted, not shown\n", label)
			shown++
		}
		ok = ok && res.err == nil
		results = append(results, res)
	}
	if p.opts.n > 1 {
		p.summary(label, results)
	}
	return ok
}

// playMatch plays one match of g from seed with the bots.
func (p player) playMatch(g bots.Game, seed uint64) (res result) {
	start := time.Now()
	defer func() { res.elapsed = time.Since(start) }()
	m, err := g.NewVariant(p.opts.variant, seed)
	if err != nil {
		res.err = fmt.Errorf("new game: %w", err)
		return res
	}
	// The rules roll with dice.New(seed), as incursion.Record says; the
	// bots choose with a roller of their own.
	rolls, choices := dice.New(seed), dice.New(^seed)
	var actions []string // in the text notation, for -record
	defer func() {
		if p.opts.record == "" {
			return
		}
		if err := p.writeRecord(g, m, seed, actions, res); err != nil && res.err == nil {
			res.err = err
		}
	}()
	for !m.Over() && m.Len() < p.opts.limit {
		seat := m.ToMove()[0]
		text, err := m.Choose(seat, bots.Bot, choices)
		var st bots.Step
		if err == nil {
			st, err = m.Play(seat, text, rolls)
		}
		if err != nil {
			res.actions = m.Len()
			res.err = err
			return res
		}
		actions = append(actions, st.Action)
		p.logStep(m.Len(), st)
	}
	res.actions = m.Len()
	res.finished = m.Over()
	if res.finished {
		res.winner, res.how = m.Result()
	}
	return res
}

// writeRecord writes the record of a match to the -record directory, in a
// file named after the game, the variant and the seed: a game that failed
// is recorded up to the failure, with the error in an "Error" tag, so that
// the record is the bug report.
func (p player) writeRecord(g bots.Game, m bots.Match, seed uint64, actions []string, res result) error {
	rec := incursion.Record{
		Game:    g.Name(),
		Variant: p.opts.variant,
		Seed:    seed,
		Date:    time.Now().UTC().Format(time.DateOnly),
		Actions: actions,
	}
	for _, s := range m.Seats() {
		rec.Seats = append(rec.Seats, incursion.RecordSeat{Seat: s, Player: "bot"})
	}
	switch {
	case res.err != nil:
		rec.Tags = map[string]string{"Error": strings.Join(strings.Fields(res.err.Error()), " ")}
	default:
		rec.Result = m.ResultText() // "not over" when cut short
	}
	text, err := rec.MarshalText()
	if err != nil {
		return fmt.Errorf("record: %w", err)
	}
	if err := os.MkdirAll(p.opts.record, 0o755); err != nil {
		return fmt.Errorf("record: %w", err)
	}
	if err := os.WriteFile(filepath.Join(p.opts.record, recordName(g.Name(), p.opts.variant, seed)), text, 0o644); err != nil {
		return fmt.Errorf("record: %w", err)
	}
	return nil
}

// recordName is the file name of a record: "sabotage-7.txt",
// "fireteam-I2_3p-7.txt" (a character other than a letter, a digit, '-',
// '=' or '.' in a variant becomes '_').
func recordName(game, variant string, seed uint64) string {
	name := game
	if variant != "" {
		name += "-" + strings.Map(func(r rune) rune {
			if r < 128 && (unicode.IsLetter(r) || unicode.IsDigit(r) || strings.ContainsRune("-=.", r)) {
				return r
			}
			return '_'
		}, variant)
	}
	return fmt.Sprintf("%s-%d.txt", name, seed)
}

func (p player) logStep(n int, st bots.Step) {
	switch {
	case p.opts.json:
		data, err := json.Marshal(st)
		if err != nil {
			data, _ = json.Marshal(map[string]string{"error": err.Error()})
		}
		fmt.Fprintf(p.log, "%s\n", data)
	case p.opts.verbose:
		fmt.Fprintln(p.log, stepLine(n, st))
	}
}

// stepLine is one line of the text log: number, seat, action and events.
// A secret action or event carries the seats that see it and its public
// form, what the other seats see instead:
//
//	12 Villain1: plan 5 A1 [seen by Villain1; others: plan ?] | Villain1 planned [seen by Villain1; others: Villain1 planned a tile]
func stepLine(n int, st bots.Step) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%5d %s: %s", n, st.Seat, st.Action)
	secret(&b, st.VisibleTo, st.Public)
	for i, e := range st.Events {
		if i == 0 {
			b.WriteString(" | ")
		} else {
			b.WriteString("; ")
		}
		b.WriteString(e.Text)
		secret(&b, e.VisibleTo, e.Public)
	}
	return b.String()
}

// secret writes who sees a secret action or event and what the others see.
func secret(b *strings.Builder, to []string, public string) {
	if to == nil {
		return
	}
	who := strings.Join(to, ",")
	if who == "" {
		who = "nobody"
	}
	fmt.Fprintf(b, " [seen by %s", who)
	if public != "" {
		fmt.Fprintf(b, "; others: %s", public)
	}
	b.WriteString("]")
}

// line says how one game ended, in one line.
func (r result) line() string {
	var what string
	switch {
	case r.err != nil:
		return fmt.Sprintf("error after %d actions: %v", r.actions, r.err)
	case !r.finished:
		what = fmt.Sprintf("unfinished after %d actions", r.actions)
	default:
		what = fmt.Sprintf("%s after %d actions", winLine(r.winner, r.how), r.actions)
	}
	return fmt.Sprintf("%s, %s, %s actions/s", what, round(r.elapsed), rate(r.actions, r.elapsed))
}

func winLine(winner, how string) string {
	var w string
	switch winner {
	case "":
		w = "no winner"
	case bots.Draw:
		w = "a draw"
	case bots.Nobody:
		w = "nobody won"
	default:
		w = winner + " won"
	}
	if how != "" {
		w += " (" + how + ")"
	}
	return w
}

// summary prints the statistics of many games of one game.
func (p player) summary(label string, results []result) {
	var total time.Duration
	actions, failed := 0, 0
	wins := map[string]int{}
	for _, r := range results {
		total += r.elapsed
		actions += r.actions
		switch {
		case r.err != nil:
			failed++
		case !r.finished:
			wins["(unfinished)"]++
		case r.winner == "":
			wins["(no winner)"]++
		default:
			wins[r.winner]++
		}
	}
	n := len(results)
	fmt.Fprintf(p.report, "%s: %d games, seeds %d..%d\n", label, n, p.opts.seed, p.opts.seed+uint64(n-1))
	winners := make([]string, 0, len(wins))
	for w := range wins {
		winners = append(winners, w)
	}
	sort.Slice(winners, func(i, j int) bool {
		if wins[winners[i]] != wins[winners[j]] {
			return wins[winners[i]] > wins[winners[j]]
		}
		return winners[i] < winners[j]
	})
	width := 20 // the winners' column, wider for "Intruder1 and Intruder2"
	for _, w := range winners {
		width = max(width, len(w))
	}
	for _, w := range winners {
		fmt.Fprintf(p.report, "  %-*s %6d  %5.1f%%\n", width, w, wins[w], 100*float64(wins[w])/float64(n))
	}
	if failed > 0 {
		fmt.Fprintf(p.report, "  %-*s %6d  %5.1f%%\n", width, "(failed)", failed, 100*float64(failed)/float64(n))
	}
	games := "-"
	if total > 0 {
		games = fmt.Sprintf("%.1f", float64(n)/total.Seconds())
	}
	fmt.Fprintf(p.report, "  mean length %.1f actions; %s, %s games/s, %s actions/s\n",
		float64(actions)/float64(n), round(total), games, rate(actions, total))
}

func rate(actions int, d time.Duration) string {
	if d <= 0 {
		return "-"
	}
	return fmt.Sprintf("%.0f", float64(actions)/d.Seconds())
}

// round keeps three significant figures of a duration.
func round(d time.Duration) time.Duration {
	for unit := time.Nanosecond; unit < time.Hour; unit *= 10 {
		if d < 1000*unit {
			return d.Round(unit)
		}
	}
	return d.Round(time.Second)
}
