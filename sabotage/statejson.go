package sabotage

import (
	"encoding/json"
	"strconv"
	"unicode/utf8"
)

// The State's JSON, written and read by hand: the same bytes as
// encoding/json writes for the state struct (field order, omitempty,
// MarshalText of Seat, Character and Target), at a fraction of the cost of
// reflection (the conformance suite round-trips every state it visits).
//
// Reading takes a fast path only for input in exactly that form (keys in
// field order, each at most once, no whitespace, no escapes, integers in
// range); anything else, including every error, goes through
// encoding/json, so what a State accepts and the errors it returns are
// encoding/json's. TestStateJSON checks both against encoding/json.

// appendState appends the JSON of s; ok is false when a MarshalText fails
// (encoding/json then reports the error).
func appendState(b []byte, s *state) (_ []byte, ok bool) {
	b = append(b, '{')
	if s.Intro {
		b = append(b, `"intro":true,`...)
	}
	if s.VarMap {
		b = append(b, `"varmap":true,`...)
	}
	b = appendInt(append(b, `"phase":`...), int64(s.Phase))
	b = appendInt(append(b, `,"round":`...), int64(s.Round))
	b = strconv.AppendUint(append(b, `,"walls":`...), uint64(s.Walls), 10)
	b = strconv.AppendUint(append(b, `,"setup_walls":`...), uint64(s.SetupWalls), 10)
	b = appendRooms(append(b, `,"machines":`...), s.Machines[:])
	b = appendInt8s(append(b, `,"doomsday":`...), s.Doomsday[:])
	b = appendInt8s(append(b, `,"untraced":`...), s.Untraced[:])
	b = appendRooms(append(b, `,"generators":`...), s.Gens[:])
	b = appendInt8s(append(b, `,"generator_cubes":`...), s.GenCubes[:])
	b = appendInt(append(b, `,"generator_supply":`...), int64(s.GenSupply))
	b = appendInt8s(append(b, `,"roll":`...), s.Roll[:])
	b = append(b, `,"players":[`...)
	for i := range s.Players {
		if i > 0 {
			b = append(b, ',')
		}
		if b, ok = appendPlayer(b, &s.Players[i]); !ok {
			return b, false
		}
	}
	b = append(b, `],"teams":[`...)
	for i := range s.Teams {
		if i > 0 {
			b = append(b, ',')
		}
		if b, ok = appendTeam(b, &s.Teams[i]); !ok {
			return b, false
		}
	}
	b = appendInt(append(b, `],"hit_modify":`...), int64(s.HitModify))
	b = appendInt(append(b, `,"hit_slide":`...), int64(s.HitSlide))
	b = appendInt(append(b, `,"hack_track":`...), int64(s.HackTrack))
	b = appendInt(append(b, `,"spent_modify":`...), int64(s.SpentCubes))
	b = appendInt(append(b, `,"spent_slide":`...), int64(s.SpentSlide))
	b = appendInt(append(b, `,"pile":`...), int64(s.Pile))
	b = appendInt(append(b, `,"discarded":`...), int64(s.Discarded))
	b = appendInt8s(append(b, `,"map_pieces":`...), s.MapPieces[:])
	if s.MapTurn != 0 {
		b = appendInt(append(b, `,"map_turn":`...), int64(s.MapTurn))
	}
	b = append(b, `,"order":`...)
	if b, ok = appendSeats(b, s.Order[:]); !ok {
		return b, false
	}
	b = appendInt(append(b, `,"turn":`...), int64(s.Turn))
	b = appendBool(append(b, `,"chosen":`...), s.Chosen)
	if s.Smoke != 0 {
		b = strconv.AppendUint(append(b, `,"smoke":`...), uint64(s.Smoke), 10)
	}
	if s.Frozen != 0 {
		b = strconv.AppendUint(append(b, `,"frozen":`...), uint64(s.Frozen), 10)
	}
	if s.TearGas != 0 {
		b = strconv.AppendUint(append(b, `,"tear_gas":`...), uint64(s.TearGas), 10)
	}
	if s.Hacked != 0 {
		b = appendInt(append(b, `,"hacked":`...), int64(s.Hacked))
	}
	b = append(b, `,"heard":[`...)
	for i, h := range s.Heard {
		if i > 0 {
			b = append(b, ',')
		}
		b = strconv.AppendUint(b, uint64(h), 10)
	}
	b = appendInt(append(b, `],"heard_n":`...), int64(s.HeardN))
	b = appendInt(append(b, `,"winner":`...), int64(s.Winner))
	if s.Viewer != 0 {
		b = appendInt(append(b, `,"viewer":`...), int64(s.Viewer))
	}
	return append(b, '}'), true
}

func appendPlayer(b []byte, p *player) (_ []byte, ok bool) {
	text, err := characterText(p.Char)
	if err != nil {
		return b, false
	}
	b = appendText(append(b, `{"char":`...), text)
	b = appendInt(append(b, `,"room":`...), int64(p.Room))
	if p.Lying {
		b = append(b, `,"lying":true`...)
	}
	b = appendInt8s(append(b, `,"dice":`...), p.Dice[:])
	b = appendInt(append(b, `,"limit":`...), int64(p.Limit))
	b = strconv.AppendUint(append(b, `,"used":`...), uint64(p.Used), 10)
	b = append(b, `,"plan":[`...)
	for i := range p.Plan {
		pl := &p.Plan[i]
		if i > 0 {
			b = append(b, ',')
		}
		b = appendInt(append(b, `{"slot":`...), int64(pl.Slot))
		b = strconv.AppendUint(append(b, `,"dice":`...), uint64(pl.Dice), 10)
		if text, err = targetText(pl.Arg); err != nil {
			return b, false
		}
		b = appendText(append(b, `,"arg":`...), text)
		b = appendBool(append(b, `,"done":`...), pl.Done)
		b = append(b, '}')
	}
	b = appendInt(append(b, `],"n":`...), int64(p.N))
	if p.Ready {
		b = append(b, `,"ready":true`...)
	}
	b = appendInt(append(b, `,"unlocks":`...), int64(p.Unlocks))
	b = strconv.AppendUint(append(b, `,"hand":`...), uint64(p.Hand), 10)
	b = strconv.AppendUint(append(b, `,"gone":`...), uint64(p.Gone), 10)
	b = strconv.AppendUint(append(b, `,"faces":`...), uint64(p.Faces), 10)
	b = appendInt(append(b, `,"swagger":`...), int64(p.Swagger))
	if p.Lost {
		b = append(b, `,"lost":true`...)
	}
	if p.OneDie {
		b = append(b, `,"one_die":true`...)
	}
	if p.Pending != 0 {
		b = appendInt(append(b, `,"pending":`...), int64(p.Pending))
	}
	if p.Choosing != 0 {
		b = appendInt(append(b, `,"choosing":`...), int64(p.Choosing))
	}
	if p.Out {
		b = append(b, `,"out":true`...)
	}
	if p.Scanned {
		b = append(b, `,"scanned":true`...)
	}
	if p.Thawed {
		b = append(b, `,"thawed":true`...)
	}
	return append(b, '}'), true
}

func appendTeam(b []byte, t *team) (_ []byte, ok bool) {
	b = appendInt(append(b, `{"modify":`...), int64(t.Modify))
	b = appendInt(append(b, `,"slide":`...), int64(t.Slide))
	b = appendRooms(append(b, `,"devices":`...), t.Devices[:])
	b = append(b, `,"built":[`...)
	for i, v := range t.Built {
		if i > 0 {
			b = append(b, ',')
		}
		b = appendInt(b, int64(v))
	}
	b = append(b, `],"owner":`...)
	if b, ok = appendSeats(b, t.Owner[:]); !ok {
		return b, false
	}
	b = append(b, `,"intel":{"seen":[`...)
	for i, x := range t.Intel.Seen {
		if i > 0 {
			b = append(b, ',')
		}
		b = appendInt(append(b, `{"room":`...), int64(x.Room))
		b = appendInt(append(b, `,"round":`...), int64(x.Round))
		b = strconv.AppendUint(append(b, `,"possible":`...), uint64(x.Possible), 10)
		b = append(b, '}')
	}
	b = appendRooms(append(b, `],"devices":`...), t.Intel.Devices[:])
	b = appendInt8s(append(b, `,"generators":`...), t.Intel.Generators[:])
	return append(b, `}}`...), true
}

// The MarshalText of every valid seat, character and target (the
// encoder's hot path; other values call MarshalText).
var (
	seatTexts      [4][]byte
	characterTexts [9][]byte // NoCharacter first
	targetTexts    [numTargets][]byte
)

// seatOfText, characterOfText and targetOfText read those texts back.
var (
	seatOfText      = map[string]Seat{}
	characterOfText = map[string]Character{}
	targetOfText    = map[string]Target{}
)

func init() {
	for s := range seatTexts {
		seatTexts[s], _ = Seat(s).MarshalText()
		var v Seat
		if v.UnmarshalText(seatTexts[s]) == nil && v == Seat(s) {
			seatOfText[string(seatTexts[s])] = v
		}
	}
	for c := range characterTexts {
		characterTexts[c], _ = Character(c - 1).MarshalText()
		var v Character
		if v.UnmarshalText(characterTexts[c]) == nil && v == Character(c-1) {
			characterOfText[string(characterTexts[c])] = v
		}
	}
	for i := range targetTexts {
		targetTexts[i], _ = targetAt(i).MarshalText()
		var v Target
		if v.UnmarshalText(targetTexts[i]) == nil && v == targetAt(i) {
			targetOfText[string(targetTexts[i])] = v
		}
	}
}

func seatText(s Seat) ([]byte, error) {
	if s.valid() {
		return seatTexts[s], nil
	}
	return s.MarshalText()
}

func characterText(c Character) ([]byte, error) {
	if c >= NoCharacter && c < 8 {
		return characterTexts[c+1], nil
	}
	return c.MarshalText()
}

func targetText(t Target) ([]byte, error) {
	if t.valid() {
		return targetTexts[targetIndex(t)], nil
	}
	return t.MarshalText()
}

func appendInt(b []byte, v int64) []byte { return strconv.AppendInt(b, v, 10) }

func appendBool(b []byte, v bool) []byte {
	if v {
		return append(b, "true"...)
	}
	return append(b, "false"...)
}

func appendInt8s(b []byte, vs []int8) []byte {
	b = append(b, '[')
	for i, v := range vs {
		if i > 0 {
			b = append(b, ',')
		}
		b = appendInt(b, int64(v))
	}
	return append(b, ']')
}

func appendRooms(b []byte, rs []Room) []byte {
	b = append(b, '[')
	for i, r := range rs {
		if i > 0 {
			b = append(b, ',')
		}
		b = appendInt(b, int64(r))
	}
	return append(b, ']')
}

func appendSeats(b []byte, ss []Seat) (_ []byte, ok bool) {
	b = append(b, '[')
	for i, s := range ss {
		if i > 0 {
			b = append(b, ',')
		}
		text, err := seatText(s)
		if err != nil {
			return b, false
		}
		b = appendText(b, text)
	}
	return append(b, ']'), true
}

// appendText appends text as a JSON string, as encoding/json writes a
// MarshalText result (HTML characters escaped).
func appendText(b, text []byte) []byte {
	for _, c := range text {
		if c < 0x20 || c >= utf8.RuneSelf || c == '"' || c == '\\' || c == '<' || c == '>' || c == '&' {
			q, _ := json.Marshal(string(text))
			return append(b, q...)
		}
	}
	b = append(b, '"')
	b = append(b, text...)
	return append(b, '"')
}

// stateReader reads the JSON appendState writes; ok turns false at the
// first byte it does not expect.
type stateReader struct {
	b  []byte
	i  int
	ok bool
}

// readState reads data in the form appendState writes into a zero state,
// and reports whether it could.
func readState(data []byte) (s state, ok bool) {
	r := stateReader{b: data, ok: true}
	r.object(func(key []byte, last int) int {
		return r.field(stateFields[:], key, last, func(k int) { readStateField(&r, &s, k) })
	})
	return s, r.ok && r.i == len(r.b)
}

// The keys of each struct in field order (encoding/json's order).
var (
	stateFields = [...]string{"intro", "varmap", "phase", "round", "walls", "setup_walls", "machines",
		"doomsday", "untraced", "generators", "generator_cubes", "generator_supply", "roll", "players",
		"teams", "hit_modify", "hit_slide", "hack_track", "spent_modify", "spent_slide", "pile",
		"discarded", "map_pieces", "map_turn", "order", "turn", "chosen", "smoke", "frozen", "tear_gas",
		"hacked", "heard", "heard_n", "winner", "viewer"}
	playerFields = [...]string{"char", "room", "lying", "dice", "limit", "used", "plan", "n", "ready",
		"unlocks", "hand", "gone", "faces", "swagger", "lost", "one_die", "pending", "choosing", "out",
		"scanned", "thawed"}
	plannedFields  = [...]string{"slot", "dice", "arg", "done"}
	teamFields     = [...]string{"modify", "slide", "devices", "built", "owner", "intel"}
	intelFields    = [...]string{"seen", "devices", "generators"}
	sightingFields = [...]string{"room", "round", "possible"}
)

func readStateField(r *stateReader, s *state, k int) {
	switch k {
	case 0:
		s.Intro = r.bool()
	case 1:
		s.VarMap = r.bool()
	case 2:
		s.Phase = Phase(r.int8())
	case 3:
		s.Round = r.int16()
	case 4:
		s.Walls = r.uint32()
	case 5:
		s.SetupWalls = r.uint32()
	case 6:
		r.rooms(s.Machines[:])
	case 7:
		r.int8s(s.Doomsday[:])
	case 8:
		r.int8s(s.Untraced[:])
	case 9:
		r.rooms(s.Gens[:])
	case 10:
		r.int8s(s.GenCubes[:])
	case 11:
		s.GenSupply = r.int8()
	case 12:
		r.int8s(s.Roll[:])
	case 13:
		r.array(len(s.Players), func(i int) { r.player(&s.Players[i]) })
	case 14:
		r.array(len(s.Teams), func(i int) { r.team(&s.Teams[i]) })
	case 15:
		s.HitModify = r.int8()
	case 16:
		s.HitSlide = r.int8()
	case 17:
		s.HackTrack = r.int8()
	case 18:
		s.SpentCubes = r.int8()
	case 19:
		s.SpentSlide = r.int8()
	case 20:
		s.Pile = r.int8()
	case 21:
		s.Discarded = r.int8()
	case 22:
		r.int8s(s.MapPieces[:])
	case 23:
		s.MapTurn = Team(r.int8())
	case 24:
		r.array(len(s.Order), func(i int) { r.seat(&s.Order[i]) })
	case 25:
		s.Turn = r.int8()
	case 26:
		s.Chosen = r.bool()
	case 27:
		s.Smoke = r.uint16()
	case 28:
		s.Frozen = r.uint16()
	case 29:
		s.TearGas = r.uint16()
	case 30:
		s.Hacked = r.int8()
	case 31:
		r.array(len(s.Heard), func(i int) { s.Heard[i] = packedHeard(r.uint(64)) })
	case 32:
		s.HeardN = int32(r.int(32))
	case 33:
		s.Winner = Team(r.int8())
	case 34:
		s.Viewer = r.int8()
	}
}

func (r *stateReader) player(p *player) {
	r.object(func(key []byte, last int) int {
		return r.field(playerFields[:], key, last, func(k int) {
			switch k {
			case 0:
				r.character(&p.Char)
			case 1:
				p.Room = Room(r.int8())
			case 2:
				p.Lying = r.bool()
			case 3:
				r.int8s(p.Dice[:])
			case 4:
				p.Limit = r.int8()
			case 5:
				p.Used = r.uint8()
			case 6:
				r.array(len(p.Plan), func(i int) { r.planned(&p.Plan[i]) })
			case 7:
				p.N = r.int8()
			case 8:
				p.Ready = r.bool()
			case 9:
				p.Unlocks = r.int8()
			case 10:
				p.Hand = r.uint16()
			case 11:
				p.Gone = r.uint16()
			case 12:
				p.Faces = r.uint8()
			case 13:
				p.Swagger = r.int8()
			case 14:
				p.Lost = r.bool()
			case 15:
				p.OneDie = r.bool()
			case 16:
				p.Pending = r.int8()
			case 17:
				p.Choosing = r.int8()
			case 18:
				p.Out = r.bool()
			case 19:
				p.Scanned = r.bool()
			case 20:
				p.Thawed = r.bool()
			}
		})
	})
}

func (r *stateReader) planned(pl *Planned) {
	r.object(func(key []byte, last int) int {
		return r.field(plannedFields[:], key, last, func(k int) {
			switch k {
			case 0:
				pl.Slot = Slot(r.int8())
			case 1:
				pl.Dice = r.uint8()
			case 2:
				r.target(&pl.Arg)
			case 3:
				pl.Done = r.bool()
			}
		})
	})
}

func (r *stateReader) team(t *team) {
	r.object(func(key []byte, last int) int {
		return r.field(teamFields[:], key, last, func(k int) {
			switch k {
			case 0:
				t.Modify = r.int8()
			case 1:
				t.Slide = r.int8()
			case 2:
				r.rooms(t.Devices[:])
			case 3:
				r.array(len(t.Built), func(i int) { t.Built[i] = int16(r.int(16)) })
			case 4:
				r.array(len(t.Owner), func(i int) { r.seat(&t.Owner[i]) })
			case 5:
				r.intel(&t.Intel)
			}
		})
	})
}

func (r *stateReader) intel(it *Intel) {
	r.object(func(key []byte, last int) int {
		return r.field(intelFields[:], key, last, func(k int) {
			switch k {
			case 0:
				r.array(len(it.Seen), func(i int) { r.sighting(&it.Seen[i]) })
			case 1:
				r.rooms(it.Devices[:])
			case 2:
				r.int8s(it.Generators[:])
			}
		})
	})
}

func (r *stateReader) sighting(x *Sighting) {
	r.object(func(key []byte, last int) int {
		return r.field(sightingFields[:], key, last, func(k int) {
			switch k {
			case 0:
				x.Room = Room(r.int8())
			case 1:
				x.Round = r.int16()
			case 2:
				x.Possible = r.uint16()
			}
		})
	})
}

// object reads {"key":value,...}: member reads the value of key, which
// must come after the field of index last, and returns its index among its
// struct's fields (-1: unknown or out of order).
func (r *stateReader) object(member func(key []byte, last int) int) {
	if !r.byte('{') {
		return
	}
	if r.peek('}') {
		r.i++
		return
	}
	last := -1
	for r.ok {
		key := r.key()
		if !r.ok || !r.byte(':') {
			r.ok = false
			return
		}
		k := member(key, last)
		if k <= last {
			r.ok = false
			return
		}
		last = k
		if r.peek(',') {
			r.i++
			continue
		}
		r.byte('}')
		return
	}
}

// field finds key among the fields after the field of index last, reads
// its value and returns its index, or -1.
func (r *stateReader) field(fields []string, key []byte, last int, read func(k int)) int {
	for k := last + 1; k < len(fields); k++ {
		if string(key) == fields[k] {
			read(k)
			return k
		}
	}
	r.ok = false
	return -1
}

// array reads a JSON array of exactly n values.
func (r *stateReader) array(n int, elem func(i int)) {
	if !r.byte('[') {
		return
	}
	for i := 0; i < n && r.ok; i++ {
		if i > 0 && !r.byte(',') {
			return
		}
		elem(i)
	}
	r.byte(']')
}

func (r *stateReader) int8s(vs []int8) {
	r.array(len(vs), func(i int) { vs[i] = r.int8() })
}

func (r *stateReader) rooms(rs []Room) {
	r.array(len(rs), func(i int) { rs[i] = Room(r.int8()) })
}

// The UnmarshalText of a JSON string of plain characters, as encoding/json
// calls it.

// (The texts MarshalText writes are looked up first: UnmarshalText reads
// each back as the value that wrote it, which init checks.)

func (r *stateReader) seat(s *Seat) {
	text, ok := r.text()
	if !ok {
		return
	}
	if v, known := seatOfText[string(text)]; known {
		*s = v
	} else if s.UnmarshalText(text) != nil {
		r.ok = false
	}
}

func (r *stateReader) character(c *Character) {
	text, ok := r.text()
	if !ok {
		return
	}
	if v, known := characterOfText[string(text)]; known {
		*c = v
	} else if c.UnmarshalText(text) != nil {
		r.ok = false
	}
}

func (r *stateReader) target(t *Target) {
	text, ok := r.text()
	if !ok {
		return
	}
	if v, known := targetOfText[string(text)]; known {
		*t = v
	} else if t.UnmarshalText(text) != nil {
		r.ok = false
	}
}

// text reads a JSON string of plain characters.
func (r *stateReader) text() ([]byte, bool) {
	if !r.byte('"') {
		return nil, false
	}
	start := r.i
	for r.i < len(r.b) && r.b[r.i] != '"' {
		if c := r.b[r.i]; c < 0x20 || c >= utf8.RuneSelf || c == '\\' {
			r.ok = false
			return nil, false
		}
		r.i++
	}
	if r.i == len(r.b) {
		r.ok = false
		return nil, false
	}
	r.i++
	return r.b[start : r.i-1], true
}

// key reads a key: a JSON string of plain characters.
func (r *stateReader) key() []byte {
	text, _ := r.text()
	return text
}

func (r *stateReader) bool() bool {
	switch {
	case r.lit("true"):
		return true
	case r.lit("false"):
		return false
	}
	r.ok = false
	return false
}

func (r *stateReader) lit(s string) bool {
	if r.ok && len(r.b)-r.i >= len(s) && string(r.b[r.i:r.i+len(s)]) == s {
		r.i += len(s)
		return true
	}
	return false
}

func (r *stateReader) int8() int8   { return int8(r.int(8)) }
func (r *stateReader) int16() int16 { return int16(r.int(16)) }

func (r *stateReader) uint8() uint8   { return uint8(r.uint(8)) }
func (r *stateReader) uint16() uint16 { return uint16(r.uint(16)) }
func (r *stateReader) uint32() uint32 { return uint32(r.uint(32)) }

// int reads a JSON integer that fits in a signed integer of size bits.
func (r *stateReader) int(size int) int64 {
	neg := r.peek('-')
	if neg {
		r.i++
	}
	u := r.digits()
	if !r.ok {
		return 0
	}
	limit := uint64(1) << uint(size-1)
	if neg {
		if u > limit {
			r.ok = false
			return 0
		}
		return -int64(u)
	}
	if u >= limit {
		r.ok = false
		return 0
	}
	return int64(u)
}

// uint reads a JSON integer that fits in an unsigned integer of size bits.
func (r *stateReader) uint(size int) uint64 {
	u := r.digits()
	if r.ok && size < 64 && u>>uint(size) != 0 {
		r.ok = false
		return 0
	}
	return u
}

// digits reads the digits of a JSON integer (no leading zero, no fraction
// or exponent follows) that fits in a uint64.
func (r *stateReader) digits() uint64 {
	if !r.ok {
		return 0
	}
	start := r.i
	for r.i < len(r.b) && r.b[r.i] >= '0' && r.b[r.i] <= '9' {
		r.i++
	}
	n := r.i - start
	if n == 0 || n > 1 && r.b[start] == '0' || n > 19 && n != 20 {
		r.ok = false
		return 0
	}
	if r.i < len(r.b) {
		if c := r.b[r.i]; c == '.' || c == 'e' || c == 'E' {
			r.ok = false
			return 0
		}
	}
	if n == 20 {
		u, err := strconv.ParseUint(string(r.b[start:r.i]), 10, 64)
		if err != nil {
			r.ok = false
			return 0
		}
		return u
	}
	var u uint64
	for _, c := range r.b[start:r.i] {
		u = u*10 + uint64(c-'0')
	}
	return u
}

func (r *stateReader) byte(c byte) bool {
	if r.ok && r.i < len(r.b) && r.b[r.i] == c {
		r.i++
		return true
	}
	r.ok = false
	return false
}

func (r *stateReader) peek(c byte) bool { return r.ok && r.i < len(r.b) && r.b[r.i] == c }
