package nemesis

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
)

// The words of a position (doc.go, "Positions"; DATA.md, "Words in a
// position"): every component a position names is written by its name, with
// "#k" (the k-th copy, in DATA.md's listing order) when several components
// share the name. A word is read case-insensitively, with any run of spaces,
// "-" or "_" read as one space. The old form, the component's id as a JSON
// number, is still read (for compatibility with positions written before
// the words); "none" is no component (-1) and "?" a hidden one (Unknown).

// family is one kind of component written by name.
type family struct {
	what  string          // "a Room tile", for errors
	words []string        // the word of each id
	exact map[string]int8 // the words as written, for speed
	ids   map[string]int8 // the words as compared (normWord)
	// first: the word without "#k" of a name with several copies, and its
	// first id; a bare name reads as anyCopy(first id) where the field allows it.
	first map[string]int8
	// copies: how many components share the name of an id; same: their
	// ids, in order (not always consecutive in custom data).
	copies []int8
	same   [][]int8
	quoted []json.RawMessage // the words as JSON strings, for speed
}

// anyCopy is the placeholder of "any copy of the name whose first copy is
// id" (a bare name of a component with several copies, in the fields that
// allow it); fillPosition resolves it to the lowest copy placed nowhere.
func anyCopy(id int8) int8 { return -16 - id }

func isAnyCopy(v int8) bool { return v <= -16 }

func anyCopyOf(v int8) int8 { return -16 - v }

// newFamily names ids 0..len(names)-1 with names, adding "#k" to names that
// several ids share.
func newFamily(what string, names []string) *family {
	f := &family{what: what, words: make([]string, len(names)), exact: map[string]int8{}, ids: map[string]int8{}, first: map[string]int8{},
		copies: make([]int8, len(names))}
	count := map[string]int8{}
	ofName := map[string][]int8{}
	for i, n := range names {
		count[n]++
		ofName[n] = append(ofName[n], int8(i))
	}
	f.same = make([][]int8, len(names))
	for i, n := range names {
		f.same[i] = ofName[n]
	}
	seen := map[string]int8{}
	for i, n := range names {
		f.copies[i] = count[n]
		w := n
		if count[n] > 1 {
			seen[n]++
			w = n + "#" + strconv.Itoa(int(seen[n]))
			if seen[n] == 1 {
				f.first[normWord(n)] = int8(i)
			}
		}
		f.words[i] = w
		q, _ := json.Marshal(w)
		f.quoted = append(f.quoted, q)
		f.exact[w] = int8(i)
		f.ids[normWord(w)] = int8(i)
	}
	return f
}

// normWord is the form words are compared in: lower case, spaces, "-" and
// "_" as one space, none around "#".
func normWord(s string) string {
	var b strings.Builder
	space := false
	for _, r := range strings.ToLower(s) {
		if r == ' ' || r == '-' || r == '_' || r == '\t' {
			space = true
			continue
		}
		if space && b.Len() > 0 && r != '#' {
			b.WriteByte(' ')
		}
		space = false
		b.WriteRune(r)
	}
	return b.String()
}

// text is the word of id: "none" for -1, "?" for Unknown.
func (f *family) text(id int8) string {
	switch {
	case id == -1:
		return "none"
	case id == Unknown:
		return "?"
	case id >= 0 && int(id) < len(f.words):
		return f.words[id]
	}
	return strconv.Itoa(int(id)) // not a component: Validate says so
}

// want lists the forms a word of f takes, for errors.
func (f *family) want() string {
	ex := f.words
	more := ""
	if len(ex) > 6 {
		ex, more = ex[:6], ", …"
	}
	q := make([]string, len(ex))
	for i, w := range ex {
		q[i] = strconv.Quote(w)
	}
	return fmt.Sprintf("%s: a word such as %s%s (DATA.md, \"Words in a position\"), \"none\", \"?\" or the id 0–%d",
		f.what, strings.Join(q, ", "), more, len(f.words)-1)
}

// word reads one word; bare names of several copies read as anyCopy only
// when anyOK.
func (f *family) word(s string, anyOK bool) (int8, error) {
	t := normWord(s)
	switch t {
	case "none":
		return -1, nil
	case "?":
		return Unknown, nil
	}
	if id, ok := f.ids[t]; ok {
		return id, nil
	}
	if id, ok := f.first[t]; ok {
		if anyOK {
			return anyCopy(id), nil
		}
		last := f.same[id][len(f.same[id])-1]
		return 0, fmt.Errorf("%q is not %s: %d components share the name, write %q … %q",
			s, f.what, f.copies[id], f.words[id], f.words[last])
	}
	if n, err := strconv.Atoi(t); err == nil && n >= len(f.words) && n <= 127 {
		return int8(n), nil // no component of the data: text writes its number (Validate says so)
	}
	return 0, fmt.Errorf("%q is not %s", s, f.want())
}

// parse reads a JSON value: a word (a string) or, the old form, an id (a
// number).
func (f *family) parse(b []byte, anyOK bool) (int8, error) {
	if len(b) >= 2 && b[0] == '"' && b[len(b)-1] == '"' && !bytes.ContainsRune(b, '\\') {
		if id, ok := f.exact[string(b[1:len(b)-1])]; ok {
			return id, nil // the word as Marshal writes it
		}
		return f.word(string(b[1:len(b)-1]), anyOK)
	}
	if len(b) > 0 && b[0] == '"' {
		var s string
		if err := json.Unmarshal(b, &s); err != nil {
			return 0, err
		}
		return f.word(s, anyOK)
	}
	n, err := strconv.Atoi(string(b))
	if err != nil || n < -128 || n > 127 {
		return 0, fmt.Errorf("%s is not %s", b, f.want())
	}
	return int8(n), nil
}

// wordSet holds the families whose words name a game's components: built
// from the game's own tables (Config.Data), so that with custom data a
// word names the custom component (DATA.md, "Words in a position").
type wordSet struct {
	room, corridor, character, objective, wound, attack, event, queen, robot, token, explore, contam *family
}

// words is the families of t's data, built on first use and kept in t
// (tables are never modified, so they stay right; sync.Once makes it safe
// for concurrent use).
func (t *tables) words() *wordSet {
	t.wordsOnce.Do(func() { t.wordsSet = newWordSet(t) })
	return t.wordsSet
}

// words is the families of the game's data (the standard data's for a
// game without tables).
func (g *game) words() *wordSet {
	if g.T == nil {
		return std.words()
	}
	return g.T.words()
}

// newWordSet names every component of t.
func newWordSet(t *tables) *wordSet {
	names := func(n int, name func(i int) string) []string {
		out := make([]string, n)
		for i := range out {
			out[i] = name(i)
		}
		return out
	}
	return &wordSet{
		room:      newFamily("a Room tile", names(len(t.rooms), func(i int) string { return t.rooms[i].Kind.String() })),
		corridor:  newFamily("a Corridor tile", names(len(t.corridors), func(i int) string { return corridorCode(t.corridors[i]) })),
		character: newFamily("a Character", names(len(t.chars), func(i int) string { return t.chars[i].Name })),
		objective: newFamily("an Objective or Mission Task", names(len(t.objs), func(i int) string { return t.objs[i].Name })),
		wound:     newFamily("a Serious Wound", names(len(t.wounds), func(i int) string { return nameOf(woundNames[:], t.wounds[i]) })),
		attack:    newFamily("an Intruder Attack card", names(len(t.attacks), func(i int) string { return nameOf(attackNames[:], t.attacks[i]) })),
		event:     newFamily("an Event card", names(len(t.events), func(i int) string { return nameOf(eventNames[:], t.events[i].Effect) })),
		queen: newFamily("a Queen Health card", names(len(t.queen), func(i int) string {
			s := "Discard " + strconv.Itoa(int(t.queen[i].Discard))
			if t.queen[i].Repel {
				s += " Repel"
			}
			return s
		})),
		robot:   newFamily("a Robot card", names(len(t.robots), func(i int) string { return nameOf(robotNames[:], t.robots[i]) })),
		token:   newFamily("an Intruder token", names(len(t.tokKinds), func(i int) string { return t.tokKinds[i].String() })),
		explore: newFamily("an Exploration card", prefixedNames("e", len(t.explore))),
		contam:  newFamily("a Contamination card", names(len(t.infected), func(i int) string { return num("c", int8(contamBase+i)) })),
	}
}

// raw is the word of id as a JSON string.
func (f *family) raw(id int8) json.RawMessage {
	if id >= 0 && int(id) < len(f.quoted) {
		return f.quoted[id]
	}
	b, _ := json.Marshal(f.text(id))
	return b
}

// rawList is the words of ids as a JSON list.
func (f *family) rawList(ids []int8) json.RawMessage {
	b := make([]byte, 1, 2+len(ids)*12)
	b[0] = '['
	for i, id := range ids {
		if i > 0 {
			b = append(b, ',')
		}
		b = append(b, f.raw(id)...)
	}
	return append(b, ']')
}

// one reads the word raw into to; a document without it (nil) or null
// leaves to unchanged.
func (f *family) one(raw json.RawMessage, anyOK bool, to *int8) error {
	if raw == nil || string(raw) == "null" {
		return nil
	}
	id, err := f.parse(raw, anyOK)
	if err == nil {
		*to = id
	}
	return err
}

// list reads a JSON list of words: nil for none (nil or null: the field
// is not in the document).
func (f *family) list(raw json.RawMessage, anyOK bool) ([]int8, error) {
	if raw == nil || string(raw) == "null" {
		return nil, nil
	}
	if n, ok := scanPlain(raw, nil); ok {
		// The form Marshal writes: no list of raw words to allocate.
		out := make([]int8, 0, n)
		var err error
		scanPlain(raw, func(w []byte) bool {
			var id int8
			if id, err = f.parse(w, anyOK); err != nil {
				return false
			}
			out = append(out, id)
			return true
		})
		return out, err
	}
	var ws []json.RawMessage
	if err := json.Unmarshal(raw, &ws); err != nil {
		return nil, fmt.Errorf("%s is not a list of words (%s)", raw, f.what)
	}
	out := make([]int8, len(ws))
	for i, w := range ws {
		id, err := f.parse(w, anyOK)
		if err != nil {
			return nil, err
		}
		out[i] = id
	}
	return out, nil
}

// scanPlain reports whether b is a JSON list of plain strings (no escape,
// no control character) and how many, calling each (unless nil) with
// every string, quotes included, until it returns false.
func scanPlain(b []byte, each func(w []byte) bool) (int, bool) {
	space := func(i int) int {
		for i < len(b) && (b[i] == ' ' || b[i] == '\t' || b[i] == '\n' || b[i] == '\r') {
			i++
		}
		return i
	}
	i := space(0)
	if i >= len(b) || b[i] != '[' {
		return 0, false
	}
	i = space(i + 1)
	if i < len(b) && b[i] == ']' {
		return 0, space(i+1) == len(b)
	}
	for n := 0; ; n++ {
		if i >= len(b) || b[i] != '"' {
			return n, false
		}
		j := i + 1
		for j < len(b) && b[j] != '"' {
			if b[j] == '\\' || b[j] < 0x20 {
				return n, false
			}
			j++
		}
		if j >= len(b) {
			return n, false
		}
		if each != nil && !each(b[i:j+1]) {
			return n + 1, true
		}
		i = space(j + 1)
		switch {
		case i < len(b) && b[i] == ',':
			i = space(i + 1)
		case i < len(b) && b[i] == ']':
			return n + 1, space(i+1) == len(b)
		default:
			return n, false
		}
	}
}

// The families whose words are the same whatever the data: the Items are
// written by id ("i12", the Egg included), Doors, the Lander's places and
// the Room slots by name.
var (
	itemWords   = newFamily("an Item", prefixedNames("i", Egg+1))
	doorWords   = newFamily("a Door", []string{"open", "closed", "destroyed"})
	landerWords = newFamily("a place of the Lander", []string{"on the track", "landed", "gone"})
	// slotWords: the Room slots, for the Robot's Room.
	slotWords = newFamily("a Room slot", func() []string {
		out := make([]string, Slots)
		for i := range out {
			out[i] = SlotName(i)
		}
		return out
	}())
)

func prefixedNames(p string, n int) []string {
	out := make([]string, n)
	for i := range out {
		out[i] = num(p, int8(i))
	}
	return out
}

// corridorCode is a Corridor tile's code, as the picture writes it: the
// Noise value, "D" for a Door slot, "/d" for a Deadly value d.
func corridorCode(t corridorTile) string {
	s := strconv.Itoa(int(t.Noise))
	if t.Door {
		s += "D"
	}
	if t.Deadly > 0 {
		s += "/" + strconv.Itoa(int(t.Deadly))
	}
	return s
}

// A word of a family whose words do not depend on the data, in a
// position. The type parameter says which. (The families of the game's
// data need the game: position.go writes and reads those words itself.)
type famOf interface{ fam() *family }

type (
	itemF   struct{}
	doorF   struct{}
	landerF struct{}
	slotF   struct{}
)

func (itemF) fam() *family   { return itemWords }
func (doorF) fam() *family   { return doorWords }
func (landerF) fam() *family { return landerWords }
func (slotF) fam() *family   { return slotWords }

// word is a component id written as a word of family F.
type word[F famOf] int8

func (w word[F]) MarshalJSON() ([]byte, error) {
	var f F
	return json.Marshal(f.fam().text(int8(w)))
}

func (w *word[F]) UnmarshalJSON(b []byte) error {
	if string(b) == "null" {
		return nil
	}
	var f F
	n, err := f.fam().parse(b, false)
	if err == nil {
		*w = word[F](n)
	}
	return err
}

// wordsOf writes ids as words.
func wordsOf[F famOf](ids []int8) []word[F] {
	out := make([]word[F], len(ids))
	for i, c := range ids {
		out[i] = word[F](c)
	}
	return out
}
