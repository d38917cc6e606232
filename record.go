package incursion

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"maps"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/incursion/incursion/dice"
)

// Record is a whole game of any game, as a person can read, mail and keep
// it: what PGN is to chess. Its text form is described under "Game records"
// in the package documentation; [ParseRecord] reads it, [Record.MarshalText]
// writes it, and [Replay] and [NewReplayer] rebuild the game and check
// every action.
//
// A record is the referee's log: it holds every action, secret ones
// included, so it tells everything a seat did not see. Give a record to a
// player only once the game is over.
type Record struct {
	// Game is the package name, as Game.Name gives it ("sabotage").
	Game string
	// Variant is the variant passed to Game.New; "" is the standard game.
	Variant string
	// Seed seeds the game's rollers: Game.New draws from dice.New(Seed),
	// and every Apply, in the order of Actions, from a second
	// dice.New(Seed). Nothing else draws from them.
	Seed uint64
	// Seats says who played each seat, in the order written.
	Seats []RecordSeat
	// Date is the day the game was played, "YYYY-MM-DD", or "".
	Date string
	// Result is how the game ended: the Result.String() of the last state
	// ("Spy1 and Spy2 won: the Spies hacked ..."), or its short form, the
	// part before ": " ("Spy1 and Spy2 won", "draw", "nobody won", "not
	// over"); "" says nothing. Replay checks it.
	Result string
	// Tags are the other header lines ("Event", "Site", "Note", ...).
	Tags map[string]string
	// Actions are the actions in the order they were applied, in the text
	// notation (the actions' String, read by Game.ParseAction). In a phase
	// where several seats decide at once, they are still one sequence:
	// the order in which Apply took them.
	Actions []string

	// lines are the line numbers of what ParseRecord read, so that Replay
	// names the lines of that text; nil for a record built in code.
	lines *recordLines
}

// RecordSeat is who played one seat: Seat is the seat's name as its String
// prints it (one word); Player is free text, such as "bot:greedy" or
// "human:Ann".
type RecordSeat struct {
	Seat, Player string
}

// recordLines are the line numbers of the parts of a record read from text.
type recordLines struct {
	game, variant, seed, result int
	seats                       []int // one per Seats entry
	actions                     []int // one per Actions entry
	text                        []string
}

// RecordError is the error of a record that cannot be read or replayed: the
// line at fault, with its number (from 1) and its text, and why. For a
// record built in code rather than read, Line is that of the text
// [Record.MarshalText] writes. It unwraps to the cause, so
// errors.Is(err, ErrIllegal) tells an illegal action.
type RecordError struct {
	Line int
	Text string
	Err  error
}

func (e *RecordError) Error() string {
	if e.Line == 0 {
		return "record: " + e.Err.Error()
	}
	return fmt.Sprintf("record: line %d %q: %v", e.Line, e.Text, e.Err)
}

func (e *RecordError) Unwrap() error { return e.Err }

// The header keys of a record, in the order they are written; any other
// key is a tag.
const (
	keyGame    = "Game"
	keyVariant = "Variant"
	keySeed    = "Seed"
	keySeat    = "Seat"
	keyDate    = "Date"
	keyResult  = "Result"
)

var recordKeys = []string{keyGame, keyVariant, keySeed, keySeat, keyDate, keyResult}

// MaxRecordSize is the largest record ReadRecord reads, in bytes.
const MaxRecordSize = 16 << 20

// ParseRecord reads a record in the text form of the package documentation
// ("Game records"). Anything that does not follow it is an error, a
// [*RecordError] naming the line. It does not check the actions against the
// rules: [Replay] does.
func ParseRecord(text []byte) (Record, error) {
	var rec Record
	if !utf8.Valid(text) {
		return rec, &RecordError{Err: errors.New("the text is not valid UTF-8")}
	}
	src := strings.Split(string(text), "\n")
	if len(src) > 0 && src[len(src)-1] == "" {
		src = src[:len(src)-1] // the newline that ends the last line
	}
	ln := &recordLines{text: src}
	fail := func(i int, err error) error {
		return &RecordError{Line: i + 1, Text: strings.TrimSuffix(src[i], "\r"), Err: err}
	}
	seen := map[string]bool{}
	header := true // until the blank line after the first header line
	started := false
	for i, line := range src {
		line = strings.TrimSuffix(line, "\r")
		if strings.ContainsRune(line, '\r') {
			return rec, fail(i, errors.New("a carriage return inside a line"))
		}
		trimmed := strings.TrimSpace(line)
		if strings.HasPrefix(trimmed, "#") {
			continue // a comment
		}
		if trimmed == "" {
			if started {
				header = false
			}
			continue
		}
		if header {
			started = true
			if err := rec.header(line, seen, ln, i); err != nil {
				return rec, fail(i, err)
			}
			continue
		}
		text, err := actionLine(trimmed, len(rec.Actions)+1)
		if err != nil {
			return rec, fail(i, err)
		}
		rec.Actions = append(rec.Actions, text)
		ln.actions = append(ln.actions, i+1)
	}
	if !seen[keyGame] {
		return rec, &RecordError{Err: errors.New("no header: a record starts with a line \"Game: NAME\"")}
	}
	if !seen[keySeed] {
		return rec, &RecordError{Line: ln.game, Text: strings.TrimSuffix(src[ln.game-1], "\r"), Err: errors.New("no \"Seed:\" line in the header")}
	}
	rec.lines = ln
	return rec, nil
}

// header reads one header line into rec.
func (rec *Record) header(line string, seen map[string]bool, ln *recordLines, i int) error {
	key, value, ok := strings.Cut(line, ":")
	if !ok || !validKey(key) {
		if !seen[keyGame] {
			return errors.New(`want a header line "Game: NAME" first`)
		}
		return errors.New(`want a header line "Key: value" or a blank line before the actions`)
	}
	if !strings.HasPrefix(value, " ") || strings.TrimSpace(value) == "" {
		return fmt.Errorf("want %q, one space and a value", key+":")
	}
	value = strings.TrimSpace(value)
	for _, k := range recordKeys {
		if key != k && strings.EqualFold(key, k) {
			return fmt.Errorf("key %q is spelt %q", key, k)
		}
	}
	if !seen[keyGame] && key != keyGame {
		return errors.New(`want a header line "Game: NAME" first`)
	}
	if seen[key] && key != keySeat {
		return fmt.Errorf("a second %q line", key)
	}
	seen[key] = true
	switch key {
	case keyGame:
		if strings.ContainsFunc(value, unicode.IsSpace) {
			return errors.New("a game name is one word")
		}
		rec.Game, ln.game = value, i+1
	case keyVariant:
		rec.Variant, ln.variant = value, i+1
	case keySeed:
		seed, err := parseSeed(value)
		if err != nil {
			return err
		}
		rec.Seed, ln.seed = seed, i+1
	case keySeat:
		seat, player, ok := strings.Cut(value, " ")
		if !ok || strings.TrimSpace(player) == "" || strings.ContainsFunc(seat, unicode.IsSpace) {
			return errors.New(`want "Seat: SEAT PLAYER", as "Seat: Spy1 human:Ann"`)
		}
		for _, s := range rec.Seats {
			if s.Seat == seat {
				return fmt.Errorf("a second line for seat %s", seat)
			}
		}
		rec.Seats = append(rec.Seats, RecordSeat{Seat: seat, Player: strings.TrimSpace(player)})
		ln.seats = append(ln.seats, i+1)
	case keyDate:
		if err := checkDate(value); err != nil {
			return err
		}
		rec.Date = value
	case keyResult:
		rec.Result, ln.result = value, i+1
	default:
		if rec.Tags == nil {
			rec.Tags = map[string]string{}
		}
		rec.Tags[key] = value
	}
	return nil
}

// validKey says whether k is a header key: a letter, then letters, digits,
// '-' and '_'.
func validKey(k string) bool {
	if k == "" {
		return false
	}
	for i, c := range k {
		switch {
		case c >= 'A' && c <= 'Z', c >= 'a' && c <= 'z':
		case i > 0 && (c >= '0' && c <= '9' || c == '-' || c == '_'):
		default:
			return false
		}
	}
	return true
}

// parseSeed reads a seed: decimal digits, no sign, no leading zero.
func parseSeed(v string) (uint64, error) {
	if v == "" || v[0] < '0' || v[0] > '9' || len(v) > 1 && v[0] == '0' {
		return 0, fmt.Errorf("seed %q: want a decimal number from 0 to %d", v, uint64(1<<64-1))
	}
	n, err := strconv.ParseUint(v, 10, 64)
	if err != nil {
		return 0, fmt.Errorf("seed %q: want a decimal number from 0 to %d", v, uint64(1<<64-1))
	}
	return n, nil
}

func checkDate(v string) error {
	if _, err := time.Parse(time.DateOnly, v); err != nil || len(v) != len(time.DateOnly) {
		return fmt.Errorf("date %q: want YYYY-MM-DD", v)
	}
	return nil
}

// actionLine reads an action line, "N. text" or "text"; a number must be
// the action's place n.
func actionLine(line string, n int) (string, error) {
	if num, text, ok := numbered(line); ok {
		if num != strconv.Itoa(n) {
			return "", fmt.Errorf("action numbered %s, but it is action %d", num, n)
		}
		line = strings.TrimSpace(text) // not empty: line was trimmed
	}
	if _, _, ok := numbered(line); ok || line[0] == '#' {
		return "", errors.New(`an action cannot start with '#' or with a number and ". "`)
	}
	return line, nil
}

// numbered splits "N. text" into N and text.
func numbered(line string) (num, text string, ok bool) {
	num, text, ok = strings.Cut(line, ". ")
	return num, text, ok && num != "" && strings.Trim(num, "0123456789") == ""
}

// ReadRecord reads a record from r, up to [MaxRecordSize] bytes, as
// [ParseRecord] does.
func ReadRecord(r io.Reader) (Record, error) {
	data, err := io.ReadAll(io.LimitReader(r, MaxRecordSize+1))
	if err != nil {
		return Record{}, err
	}
	if len(data) > MaxRecordSize {
		return Record{}, &RecordError{Err: fmt.Errorf("longer than %d bytes", MaxRecordSize)}
	}
	return ParseRecord(data)
}

// UnmarshalText reads a record as ParseRecord does.
func (rec *Record) UnmarshalText(text []byte) error {
	r, err := ParseRecord(text)
	if err != nil {
		return err
	}
	*rec = r
	return nil
}

// MarshalText writes the record in its text form: the header (Game,
// Variant unless standard, Seed, one Seat line per seat, Date and Result
// when set, then the tags sorted by key), a blank line, and the actions
// numbered from 1, one per line. A record that this form cannot hold (an
// empty game name, a value or action on several lines or with spaces at its
// ends, a tag whose key is not a word or is one of the header's own keys)
// is an error, and so the text always reads back to the same record.
func (rec Record) MarshalText() ([]byte, error) {
	if err := rec.check(); err != nil {
		return nil, err
	}
	var b bytes.Buffer
	line := func(k, v string) { fmt.Fprintf(&b, "%s: %s\n", k, v) }
	line(keyGame, rec.Game)
	if rec.Variant != "" {
		line(keyVariant, rec.Variant)
	}
	line(keySeed, strconv.FormatUint(rec.Seed, 10))
	for _, s := range rec.Seats {
		line(keySeat, s.Seat+" "+s.Player)
	}
	if rec.Date != "" {
		line(keyDate, rec.Date)
	}
	if rec.Result != "" {
		line(keyResult, rec.Result)
	}
	keys := make([]string, 0, len(rec.Tags))
	for k := range rec.Tags {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	for _, k := range keys {
		line(k, rec.Tags[k])
	}
	if len(rec.Actions) > 0 {
		b.WriteByte('\n')
	}
	for i, a := range rec.Actions {
		fmt.Fprintf(&b, "%d. %s\n", i+1, a)
	}
	return b.Bytes(), nil
}

// WriteTo writes the record's text form to w.
func (rec Record) WriteTo(w io.Writer) (int64, error) {
	text, err := rec.MarshalText()
	if err != nil {
		return 0, err
	}
	n, err := w.Write(text)
	return int64(n), err
}

// String is the record's text form, or the error that prevents it.
func (rec Record) String() string {
	text, err := rec.MarshalText()
	if err != nil {
		return err.Error()
	}
	return string(text)
}

// check says why the text form cannot hold rec.
func (rec Record) check() error {
	bad := func(what, v string) error {
		return &RecordError{Err: fmt.Errorf("%s %q cannot be written: want one line of valid UTF-8, with no spaces at its ends", what, v)}
	}
	value := func(v string) bool {
		return v != "" && utf8.ValidString(v) && !strings.ContainsAny(v, "\n\r") && v == strings.TrimSpace(v)
	}
	if !value(rec.Game) || strings.ContainsFunc(rec.Game, unicode.IsSpace) {
		return bad("game", rec.Game)
	}
	if rec.Variant != "" && !value(rec.Variant) {
		return bad("variant", rec.Variant)
	}
	for _, s := range rec.Seats {
		if !value(s.Seat) || strings.ContainsFunc(s.Seat, unicode.IsSpace) {
			return bad("seat", s.Seat)
		}
		if !value(s.Player) {
			return bad("player", s.Player)
		}
	}
	for i, s := range rec.Seats {
		for _, t := range rec.Seats[:i] {
			if s.Seat == t.Seat {
				return &RecordError{Err: fmt.Errorf("seat %s is listed twice", s.Seat)}
			}
		}
	}
	if rec.Date != "" {
		if err := checkDate(rec.Date); err != nil {
			return &RecordError{Err: err}
		}
	}
	if rec.Result != "" && !value(rec.Result) {
		return bad("result", rec.Result)
	}
	for k, v := range rec.Tags {
		if !validKey(k) || slices.ContainsFunc(recordKeys, func(s string) bool { return strings.EqualFold(s, k) }) {
			return &RecordError{Err: fmt.Errorf("tag key %q cannot be written: want a word that is not a header key (%s)", k, strings.Join(recordKeys, ", "))}
		}
		if !value(v) {
			return bad("tag "+k, v)
		}
	}
	for i, a := range rec.Actions {
		if !value(a) {
			return bad("action "+strconv.Itoa(i+1), a)
		}
		if _, _, ok := numbered(a); ok || a[0] == '#' {
			// A line that starts so is a comment or a numbered line.
			return &RecordError{Err: fmt.Errorf(`action %d %q cannot be written: it starts with '#' or with a number and ". "`, i+1, a)}
		}
	}
	return nil
}

// Line returns the number (from 1) and the text of the line of rec that
// holds one of its parts, for an error about it (a [*RecordError]): key is
// a header key ("Game", "Variant", "Seed", "Result", or "Seat" with i the
// index in Seats), or "" for the action Actions[i]. The line is that of
// the text rec was read from; for a record built in code, or whose Seats or
// Actions changed length since it was read, that of its MarshalText. A
// part with no line (no Result, an index out of range) gives 0 and "";
// "Variant" gives the Game line when there is no Variant line.
func (rec Record) Line(key string, i int) (int, string) {
	ln := rec.lines
	if ln == nil || len(ln.actions) != len(rec.Actions) || len(ln.seats) != len(rec.Seats) {
		text, err := rec.MarshalText()
		if err != nil {
			return 0, ""
		}
		canon, err := ParseRecord(text)
		if err != nil {
			return 0, ""
		}
		ln = canon.lines
	}
	n := 0
	switch key {
	case keyGame:
		n = ln.game
	case keyVariant:
		n = ln.variant
		if n == 0 {
			n = ln.game
		}
	case keySeed:
		n = ln.seed
	case keyResult:
		n = ln.result
	case keySeat:
		if i >= 0 && i < len(ln.seats) {
			n = ln.seats[i]
		}
	case "":
		if i >= 0 && i < len(ln.actions) {
			n = ln.actions[i]
		}
	}
	if n == 0 {
		return 0, ""
	}
	return n, strings.TrimSuffix(ln.text[n-1], "\r")
}

func (rec Record) errorAt(key string, i int, err error) error {
	n, text := rec.Line(key, i)
	return &RecordError{Line: n, Text: text, Err: err}
}

// recordRollers returns the two rollers of a record's game: New's and
// Apply's (see [Record.Seed]).
func recordRollers(seed uint64) (newRoller, applyRoller *dice.Rand) {
	return dice.New(seed), dice.New(seed)
}

// Replay rebuilds the game of rec with g, checking everything: that rec is
// a record of g, that its variant and seats exist, that every action parses
// (Game.ParseAction) and is legal in turn, and that the stated result, if
// any, is the result of the last state (its Result.String() or the short
// form before ": "). The first fault is a [*RecordError] naming the line of
// rec's text at fault.
//
// It returns every state of the game: states[0] is the first (Game.New
// with dice.New(rec.Seed)), states[i] the one after i actions, each
// applied with a second dice.New(rec.Seed) as [Record.Seed] says.
func Replay[S any, A, E fmt.Stringer, P Seat](g Game[S, A, E, P], rec Record) ([]S, error) {
	r, err := NewReplayer(g, rec)
	if err != nil {
		return nil, err
	}
	return slices.Clip(r.states), nil
}

// Replayer steps through a recorded game, backwards and forwards, for a
// user interface; it also continues a game and records it. Make one with
// [NewReplayer]; a Replayer of a record with no actions is a recorder for a
// new game.
//
// Positions run from 0 (the first state) to Len() (the state after every
// action); the action of position i is the one that leads from position i
// to i+1. A Replayer is not safe for use by several goroutines at once.
type Replayer[S any, A, E fmt.Stringer, P Seat] struct {
	g       Game[S, A, E, P]
	rec     Record // the header; its Actions are kept in step
	states  []S
	actions []A
	events  [][]E
	rollers []*dice.Rand // the Apply roller as it stood at each position
	pos     int
}

// NewReplayer replays rec with g, checking it as [Replay] does, and returns
// a Replayer at position 0.
func NewReplayer[S any, A, E fmt.Stringer, P Seat](g Game[S, A, E, P], rec Record) (*Replayer[S, A, E, P], error) {
	if rec.Game != g.Name() {
		return nil, rec.errorAt(keyGame, 0, fmt.Errorf("a record of %q, not of %q", rec.Game, g.Name()))
	}
	newR, applyR := recordRollers(rec.Seed)
	s, err := g.New(rec.Variant, newR)
	if err != nil {
		return nil, rec.errorAt(keyVariant, 0, err)
	}
	seats := g.Seats(s)
	for i, rs := range rec.Seats {
		p, err := g.ParseSeat(rs.Seat)
		if err != nil || !slices.Contains(seats, p) {
			return nil, rec.errorAt(keySeat, i, fmt.Errorf("%s has no seat %q (seats: %s)", g.Name(), rs.Seat, seatNames(seats)))
		}
	}
	// No room is made in advance for the actions: a record may list far
	// more than it can replay.
	r := &Replayer[S, A, E, P]{g: g, rec: rec, states: []S{s}, rollers: []*dice.Rand{applyR.Clone()}}
	r.rec.Seats = slices.Clone(rec.Seats)
	r.rec.Tags = maps.Clone(rec.Tags)
	r.rec.Actions = nil
	for i, text := range rec.Actions {
		a, err := g.ParseAction(text)
		if err != nil {
			return nil, rec.errorAt("", i, err)
		}
		next, events, err := g.Apply(r.states[i], a, applyR)
		if err != nil {
			return nil, rec.errorAt("", i, fmt.Errorf("action %d: %w", i+1, err))
		}
		r.push(a, next, events, applyR.Clone())
	}
	if rec.Result != "" {
		got := g.Result(r.states[len(r.states)-1])
		if !resultMatches(rec.Result, got.String()) {
			return nil, rec.errorAt(keyResult, 0, fmt.Errorf("the record says %q, but the game replayed gives %q", rec.Result, got.String()))
		}
	}
	r.rec.lines = nil
	return r, nil
}

// resultMatches says whether a stated result is the replayed one or its
// short form.
func resultMatches(stated, got string) bool {
	short, _, _ := strings.Cut(got, ": ")
	return stated == got || stated == short
}

func seatNames[P Seat](seats []P) string {
	names := make([]string, len(seats))
	for i, p := range seats {
		names[i] = p.String()
	}
	return strings.Join(names, ", ")
}

// push appends an action applied at the last position, what followed, and
// the Apply roller after it.
func (r *Replayer[S, A, E, P]) push(a A, next S, events []E, roller *dice.Rand) {
	r.states = append(r.states, next)
	r.actions = append(r.actions, a)
	r.events = append(r.events, events)
	r.rollers = append(r.rollers, roller)
	r.rec.Actions = append(r.rec.Actions, a.String())
}

// Game is the game being replayed.
func (r *Replayer[S, A, E, P]) Game() Game[S, A, E, P] { return r.g }

// Len is the number of actions.
func (r *Replayer[S, A, E, P]) Len() int { return len(r.actions) }

// Pos is the current position, 0 to Len().
func (r *Replayer[S, A, E, P]) Pos() int { return r.pos }

// State is the state at the current position.
func (r *Replayer[S, A, E, P]) State() S { return r.states[r.pos] }

// StateAt is the state at position i, 0 to Len(); it panics outside.
func (r *Replayer[S, A, E, P]) StateAt(i int) S { return r.states[i] }

// Action is the action of position i, 0 to Len()-1: the one applied to
// StateAt(i).
func (r *Replayer[S, A, E, P]) Action(i int) A { return r.actions[i] }

// Events are the events of the action of position i, 0 to Len()-1, as
// Apply returned them (read-only).
func (r *Replayer[S, A, E, P]) Events(i int) []E { return r.events[i] }

// Seek moves to position i, reporting false (and staying) when i is not
// from 0 to Len().
func (r *Replayer[S, A, E, P]) Seek(i int) bool {
	if i < 0 || i > len(r.actions) {
		return false
	}
	r.pos = i
	return true
}

// Next moves one action forward; false at the end.
func (r *Replayer[S, A, E, P]) Next() bool { return r.Seek(r.pos + 1) }

// Prev moves one action back; false at the start.
func (r *Replayer[S, A, E, P]) Prev() bool { return r.Seek(r.pos - 1) }

// Play applies a to the state at the current position, with the game's
// Apply roller as it stood there, and moves to the new position. The
// actions after the current position, if any, are dropped first: playing
// from the middle of a record starts another game from there. An illegal
// action changes nothing and returns the error of Apply.
func (r *Replayer[S, A, E, P]) Play(a A) ([]E, error) {
	roller := r.rollers[r.pos].Clone()
	next, events, err := r.g.Apply(r.states[r.pos], a, roller)
	if err != nil {
		return nil, err
	}
	r.states = r.states[:r.pos+1]
	r.actions = r.actions[:r.pos]
	r.events = r.events[:r.pos]
	r.rollers = r.rollers[:r.pos+1]
	r.rec.Actions = r.rec.Actions[:r.pos]
	r.push(a, next, events, roller)
	r.pos++
	return events, nil
}

// Record returns the record of the game up to Len(): the header of the
// record the Replayer was made from, and its actions. Result is the result
// of the last state when the game is over (its Result.String()), and ""
// otherwise.
func (r *Replayer[S, A, E, P]) Record() Record {
	rec := r.rec
	rec.Seats = slices.Clone(rec.Seats)
	rec.Tags = maps.Clone(rec.Tags)
	rec.Actions = slices.Clone(r.rec.Actions)
	rec.Result = ""
	if last := r.states[len(r.states)-1]; r.g.Over(last) {
		rec.Result = r.g.Result(last).String()
	}
	return rec
}

// RecordPlayout plays a new game of g, variant variant, from seed, and
// returns its record and its last state: what [Playout] does, but with the
// rollers of a [Record], so that the record replays. Each action is chosen
// for the first seat to move by policy(seat) (nil: [Random]), which is
// handed that seat's view and actions and draws from r, its own roller;
// the game rolls with the rollers of seed. It stops when the game is over
// or after limit actions (then the record's Result is "not over"). A
// state that is not over but offers the seat to move no action, or an
// action the game rejects, is an error, returned with the record and the
// state reached so far.
func RecordPlayout[S any, A, E fmt.Stringer, P Seat](g Game[S, A, E, P], variant string, seed uint64, policy func(P) Policy[S, A], r dice.Roller, limit int) (Record, S, error) {
	rp, err := NewReplayer(g, Record{Game: g.Name(), Variant: variant, Seed: seed})
	if err != nil {
		var zero S
		return Record{Game: g.Name(), Variant: variant, Seed: seed}, zero, err
	}
	var fail error
	for i := 0; i < limit && !g.Over(rp.State()); i++ {
		s := rp.State()
		var legal []A
		movers := g.ToMove(s)
		if len(movers) > 0 {
			legal = g.ActionsFor(s, movers[0])
		}
		if len(legal) == 0 {
			fail = fmt.Errorf("record playout: no legal action after %d actions, and the game is not over", i)
			break
		}
		p := movers[0]
		var pick Policy[S, A]
		if policy != nil {
			pick = policy(p)
		}
		var a A
		if pick == nil {
			a = Random(s, legal, r) // Random reads no state: spare it the view
		} else {
			a = pick(g.View(s, p), legal, r)
		}
		if _, err := rp.Play(a); err != nil {
			fail = fmt.Errorf("record playout: action %d (%v): %w", i, a, err)
			break
		}
	}
	rec := rp.Record()
	if rec.Result == "" && fail == nil {
		rec.Result = g.Result(rp.State()).String() // "not over"
	}
	return rec, rp.State(), fail
}
