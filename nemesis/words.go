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
	// copies: how many components share the name of an id.
	copies []int8
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
	for _, n := range names {
		count[n]++
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
		last := f.ids[normWord(f.words[id][:strings.LastIndexByte(f.words[id], '#')]+"#"+strconv.Itoa(int(f.copies[id])))]
		return 0, fmt.Errorf("%q is not %s: %d components share the name, write %q … %q",
			s, f.what, f.copies[id], f.words[id], f.words[last])
	}
	if n, err := strconv.Atoi(t); err == nil && n >= len(f.words) && n <= 127 {
		return int8(n), nil // an id of custom data with no word: text writes its number
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

// The families. Their words come from the tables of data.go.
var (
	roomWords = newFamily("a Room tile", func() []string {
		out := make([]string, RoomTiles)
		for i, t := range roomTiles {
			out[i] = t.Kind.String()
		}
		return out
	}())
	corridorWords = newFamily("a Corridor tile", func() []string {
		out := make([]string, CorridorTiles)
		for i, t := range corridorTiles {
			out[i] = corridorCode(t)
		}
		return out
	}())
	characterWords = newFamily("a Character", func() []string {
		out := make([]string, Characters)
		for i, c := range characters {
			out[i] = c.Name
		}
		return out
	}())
	objectiveWords = newFamily("an Objective or Mission Task", func() []string {
		out := make([]string, Objectives)
		for i, o := range objectives {
			out[i] = o.Name
		}
		return out
	}())
	woundWords = newFamily("a Serious Wound", func() []string {
		out := make([]string, WoundCards)
		for i := range out {
			out[i] = woundNames[woundOf(int8(i))]
		}
		return out
	}())
	attackWords = newFamily("an Intruder Attack card", func() []string {
		out := make([]string, AttackCards)
		for i, a := range attackCards {
			out[i] = attackNames[a]
		}
		return out
	}())
	eventWords = newFamily("an Event card", func() []string {
		out := make([]string, EventCards)
		for i, e := range eventCards {
			out[i] = eventNames[e.Effect]
		}
		return out
	}())
	queenWords = newFamily("a Queen Health card", func() []string {
		out := make([]string, QueenCards)
		for i, q := range queenCards {
			out[i] = "Discard " + strconv.Itoa(int(q.Discard))
			if q.Repel {
				out[i] += " Repel"
			}
		}
		return out
	}())
	robotWords = newFamily("a Robot card", robotNames[:])
	tokenWords = newFamily("an Intruder token", func() []string {
		out := make([]string, Tokens)
		for i, k := range tokenKinds {
			out[i] = k.String()
		}
		return out
	}())
	exploreWords = newFamily("an Exploration card", prefixedNames("e", ExploreCards))
	itemWords    = newFamily("an Item", prefixedNames("i", Egg+1))
	contamWords  = newFamily("a Contamination card", func() []string {
		out := make([]string, ContaminationCards)
		for i := range out {
			out[i] = num("c", int8(contamBase+i))
		}
		return out
	}())
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

// A word of a family in a position. The type parameter says which.
type famOf interface{ fam() *family }

type (
	roomF      struct{}
	corridorF  struct{}
	characterF struct{}
	objectiveF struct{}
	woundF     struct{}
	robotF     struct{}
	tokenF     struct{}
	itemF      struct{}
	doorF      struct{}
	landerF    struct{}
	slotF      struct{}
)

func (roomF) fam() *family      { return roomWords }
func (corridorF) fam() *family  { return corridorWords }
func (characterF) fam() *family { return characterWords }
func (objectiveF) fam() *family { return objectiveWords }
func (woundF) fam() *family     { return woundWords }
func (robotF) fam() *family     { return robotWords }
func (tokenF) fam() *family     { return tokenWords }
func (itemF) fam() *family      { return itemWords }
func (doorF) fam() *family      { return doorWords }
func (landerF) fam() *family    { return landerWords }
func (slotF) fam() *family      { return slotWords }

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

// anyWord is a word of family F where a bare name of several copies means
// any copy (resolved by fillPosition): Room and Corridor tiles, Serious
// Wounds, Intruder tokens.
type anyWord[F famOf] int8

func (w anyWord[F]) MarshalJSON() ([]byte, error) { return word[F](w).MarshalJSON() }

func (w *anyWord[F]) UnmarshalJSON(b []byte) error {
	if string(b) == "null" {
		return nil
	}
	var f F
	n, err := f.fam().parse(b, true)
	if err == nil {
		*w = anyWord[F](n)
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
