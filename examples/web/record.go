package main

import (
	"errors"
	"fmt"
	"maps"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/incursion/incursion"
	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/examples/bots"
)

// Game records (incursion.Record, README "Game records"): a game of the
// page is one, since the rules roll from dice.New(seed) alone and
// NewVariant draws the setup from another dice.New(seed); so a record
// loaded here is replayed through the generic bots.Match, checked action
// by action, and stepped through; and a game played here is written as one.

// checkpointEvery is how often, in actions, a review keeps the match and
// its roller: seeking replays at most that many actions, and a long record
// holds one state in checkpointEvery rather than all of them.
const checkpointEvery = 64

// review is a record being stepped through: every action's step, the
// checkpoints, the position shown and whose eyes look.
type review struct {
	rec    incursion.Record
	steps  []entry     // the step of each action, in full
	points []undoPoint // the match and the rules' roller at positions 0, checkpointEvery, ...
	pos    int         // 0 (the first state) to len(steps)
	// viewer is the seat whose view and log are shown, "" the referee:
	// the spectator's picture and every action and event (a record is the
	// referee's log and tells every secret anyway).
	viewer string
}

// recordText is the record of a form: the file "record_file" or the text
// "record"; nil when neither is given.
func recordText(r *http.Request) ([]byte, error) {
	return formFile(r, "record_file", "record")
}

// recordFault is the error of a record at one of its lines.
func recordFault(rec incursion.Record, key string, i int, err error) error {
	n, text := rec.Line(key, i)
	return &incursion.RecordError{Line: n, Text: text, Err: err}
}

// owner is the seat that may play action text in m now: the seat to move
// whose Legal accepts it. A record names no seat for an action: in a
// simultaneous phase any seat to move may have taken it. When none does,
// the error is Legal's for the first seat to move.
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

// recordTable replays a record, checking it as incursion.Replay does (the
// game, its variant and seats, every action in turn, the stated result),
// and returns a table stepping through it, at its first position. A fault
// is an *incursion.RecordError naming the line.
func (s *Server) recordTable(data []byte) (*table, error) {
	rec, err := incursion.ParseRecord(data)
	if err != nil {
		return nil, err
	}
	if len(rec.Actions) > s.opt.MaxRecordActions {
		return nil, recordFault(rec, "", s.opt.MaxRecordActions, fmt.Errorf("more than %d actions: this server replays no longer record", s.opt.MaxRecordActions))
	}
	g, ok := bots.Lookup(rec.Game)
	if !ok {
		_, err := lookupGame(rec.Game)
		return nil, recordFault(rec, "Game", 0, errors.New(err.Error())) // a bad record: no 404
	}
	m, err := g.NewVariant(rec.Variant, rec.Seed)
	if err != nil {
		return nil, recordFault(rec, "Variant", 0, err)
	}
	t := &table{id: newID(), game: g, variant: rec.Variant, seed: rec.Seed, m: m, r: dice.New(rec.Seed), bots: dice.New(^rec.Seed),
		seats: m.Seats(), players: map[string]string{}}
	for i, rs := range rec.Seats {
		seat, err := m.Seat(rs.Seat)
		if err != nil {
			return nil, recordFault(rec, "Seat", i, err)
		}
		t.players[seat] = playerOf(rs.Player)
	}
	for _, seat := range t.seats {
		if t.players[seat] == "" {
			t.players[seat] = Person
		}
	}
	rv := &review{rec: rec}
	for i, text := range rec.Actions {
		if i%checkpointEvery == 0 {
			rv.points = append(rv.points, t.point())
		}
		seat, err := owner(t.m, text)
		if err != nil {
			return nil, recordFault(rec, "", i, fmt.Errorf("action %d: %w", i+1, err))
		}
		st, err := t.m.Play(seat, text, t.r)
		if err != nil {
			return nil, recordFault(rec, "", i, fmt.Errorf("action %d: %w", i+1, err))
		}
		rv.steps = append(rv.steps, compact(st))
	}
	if len(rv.points) == 0 {
		rv.points = append(rv.points, t.point())
	}
	if rec.Result != "" {
		got := t.m.ResultText()
		if short, _, _ := strings.Cut(got, ": "); rec.Result != got && rec.Result != short {
			return nil, recordFault(rec, "Result", 0, fmt.Errorf("the record says %q, but the game replayed gives %q", rec.Result, got))
		}
	}
	header := rec
	header.Actions = nil
	t.header = &header
	t.review = rv
	if err := t.seek(0); err != nil {
		return nil, err
	}
	return t, nil
}

// point is the table now, for a checkpoint or an undo.
func (t *table) point() undoPoint {
	return undoPoint{sn: t.m.Snapshot(), r: t.r.Clone(), bots: t.bots.Clone(), log: len(t.log)}
}

// seek moves a review to position pos: the match from the checkpoint
// before it, then the recorded actions up to it.
func (t *table) seek(pos int) error {
	rv := t.review
	if pos < 0 || pos > len(rv.steps) {
		return fmt.Errorf("no position %d: a position is from 0 (the start) to %d (the end)", pos, len(rv.steps))
	}
	k := min(pos/checkpointEvery, len(rv.points)-1)
	p := rv.points[k]
	if err := t.m.Restore(p.sn); err != nil {
		return err
	}
	t.r = p.r.Clone()
	for i := k * checkpointEvery; i < pos; i++ {
		st := rv.steps[i].step
		if _, err := t.m.Play(st.Seat, st.Action, t.r); err != nil {
			// The record was replayed once already: a game that is not
			// deterministic.
			return fmt.Errorf("replaying action %d again: %w", i+1, err)
		}
	}
	rv.pos = pos
	t.log = rv.steps[:pos:pos] // appends copy: the steps stay the record's
	return nil
}

// playerOf reads a record's player of a seat back: a bots player ("bot",
// "random", "ismcts-200", or "bot:NAME" as the page writes them), else a
// person ("human", "human:Ann", anything else).
func playerOf(recorded string) string {
	p := strings.ToLower(strings.TrimSpace(recorded))
	p = strings.TrimPrefix(p, "bot:")
	if bots.ParsePlayer(p) == nil {
		return p
	}
	return Person
}

// recordPlayer is how a record names the player of a seat: "human" for a
// person, "bot:NAME" for a bot.
func recordPlayer(p string) string {
	if p == Person {
		return "human"
	}
	return "bot:" + p
}

// errNoRecord: a position loaded from JSON has no seed and no actions that
// lead to it.
var errNoRecord = errors.New("record: this game went through a position loaded from a file, which no record can replay: save the position instead")

// recordSafe reports whether the record can be handed out without an
// explicit confirmation: the game is over (every secret may be shown then),
// or the table is a review of a record the user loaded. Mid-game, a record
// holds the seed, which decides every hidden thing: the order of every deck,
// every die still to roll.
func (t *table) recordSafe() bool {
	return t.review != nil || t.m.Over()
}

// errRecordSecret: a record asked for mid-game without the confirmation.
var errRecordSecret = errors.New("record: the game is not over, and its record holds the seed, which decides every hidden thing (every deck's order, every roll to come): ask for it with reveal=1 to reveal every secret")

// record is the record of the table: in a review, the record loaded (every
// action, whatever the position shown); otherwise the game played, with
// the header of the record it went on from, if any.
func (t *table) record() (incursion.Record, error) {
	if t.review != nil {
		rec := t.review.rec
		return rec, nil
	}
	var rec incursion.Record
	if t.header != nil {
		rec = *t.header
		rec.Seats = nil
		rec.Tags = maps.Clone(rec.Tags)
	} else {
		rec = incursion.Record{Game: t.game.Name(), Variant: t.variant, Seed: t.seed, Date: time.Now().UTC().Format(time.DateOnly)}
	}
	for _, seat := range t.seats {
		rec.Seats = append(rec.Seats, incursion.RecordSeat{Seat: seat, Player: recordPlayer(t.players[seat])})
	}
	for _, e := range t.log {
		if e.loaded {
			return incursion.Record{}, errNoRecord
		}
		if e.note == "" {
			rec.Actions = append(rec.Actions, e.step.Action)
		}
	}
	rec.Result = t.m.ResultText()
	return rec, nil
}

// playOn ends a review at the position shown: the game goes on from there
// with the players given, the actions after it dropped.
func (s *Server) playOn(t *table, r *http.Request) error {
	players := map[string]string{}
	for _, seat := range t.seats {
		p, err := s.player(r.PostFormValue("player." + seat))
		if err != nil {
			return fmt.Errorf("%s: %w", seat, err)
		}
		if err := seatable(t.m, p); err != nil {
			return fmt.Errorf("%s: %w", seat, err)
		}
		players[seat] = p
	}
	if t.m.Over() {
		return httpError{http.StatusConflict, errors.New("play on: the game is over at this position: go back to play on")}
	}
	t.players = players
	t.header.Result = ""
	t.review = nil
	t.undo = nil
	t.botErr = ""
	t.settle(true)
	t.advance(s.opt.BotBudget, maxSteps)
	return nil
}

// reviewOp applies a change to a review: seek, view, playon.
func (s *Server) reviewOp(t *table, op string, r *http.Request) error {
	rv := t.review
	switch op {
	case "seek":
		pos, err := strconv.Atoi(strings.TrimSpace(r.PostFormValue("pos")))
		if err != nil {
			return fmt.Errorf("seek: %q is not a position: a whole number from 0 to %d", r.PostFormValue("pos"), len(rv.steps))
		}
		return t.seek(pos)
	case "view":
		v := r.PostFormValue("viewer")
		if v != "" && !slices.Contains(t.seats, v) {
			return fmt.Errorf("view: no seat %q (seats: %s)", v, strings.Join(t.seats, ", "))
		}
		rv.viewer = v
		return nil
	case "playon":
		return s.playOn(t, r)
	}
	if !slices.Contains([]string{"play", "ready", "hide", "undo", "advance", "load"}, op) {
		return httpError{http.StatusNotFound, fmt.Errorf("no change %q (changes while stepping through a record: seek, view, playon, record)", op)}
	}
	return httpError{http.StatusConflict, fmt.Errorf("%s: the page steps through a record: play on from a position first", op)}
}

// reviewPage is what the page shows of a review.
type reviewPage struct {
	Pos, Len, Prev, Next int
	Viewer               string // "" the referee
	Seats                []string
	Players              []seatChoice // for playing on: each seat's recorded player
	PlayerNames          []string
	Tags                 []string // the header's other lines, "Key: value"
	Result               string   // the record's stated result
}

func (s *Server) reviewPage(t *table) *reviewPage {
	rv := t.review
	p := &reviewPage{Pos: rv.pos, Len: len(rv.steps), Prev: max(rv.pos-1, 0), Next: min(rv.pos+1, len(rv.steps)),
		Viewer: rv.viewer, Seats: t.seats, Result: rv.rec.Result, PlayerNames: []string{Person, bots.Random, bots.Bot}}
	for _, seat := range t.seats {
		p.Players = append(p.Players, seatChoice{Name: seat, Default: t.players[seat]})
	}
	if rv.rec.Date != "" {
		p.Tags = append(p.Tags, "Date: "+rv.rec.Date)
	}
	for _, k := range slices.Sorted(maps.Keys(rv.rec.Tags)) {
		p.Tags = append(p.Tags, k+": "+rv.rec.Tags[k])
	}
	return p
}
