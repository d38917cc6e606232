package nemesis

import (
	"encoding/json"
	"fmt"
	"sort"
	"strings"
)

// The words of a position's pieces (position.go): ids, cards and Items,
// a Character's board, a Room, a Corridor, an Intruder.

// idText writes an id with its prefix, "none" for -1, "?" for Unknown.
func idText(prefix string, n int8) []byte {
	switch n {
	case -1:
		return []byte("none")
	case Unknown:
		return []byte("?")
	}
	return []byte(num(prefix, n))
}

// parseID reads what idText writes.
func parseID(what, prefix string, b []byte, hi int) (int8, error) {
	switch strings.ToLower(string(b)) {
	case "none":
		return -1, nil
	case "?":
		return Unknown, nil
	}
	if n, ok := prefixed(prefix, 0, hi)(string(b)); ok {
		return n, nil
	}
	return 0, fmt.Errorf("nemesis: %q is not %s (%s0, %s12, none or ?)", b, what, prefix, prefix)
}

// jsCard is an Action or Contamination card in the position format.
type jsCard int8

func (c jsCard) MarshalText() ([]byte, error) { return idText("c", int8(c)), nil }
func (c *jsCard) UnmarshalText(b []byte) error {
	n, err := parseID("a card", "c", b, 127)
	*c = jsCard(n)
	return err
}

// jsItem is an Item card in the position format ("i12"; the old id as a
// number is read too).
type jsItem = word[itemF]

// jsNode is a Room slot ("a2"), a Corridor slot ("a2-b2"), or "none"
// (-1; "pool" for an Intruder).
type jsNode int8

func (n jsNode) MarshalText() ([]byte, error) {
	switch {
	case n == -1:
		return []byte("none"), nil
	case n >= 0 && n < Slots:
		return []byte(SlotName(int(n))), nil
	case n >= Slots && n < Nodes:
		return []byte(CorridorName(int(n) - Slots)), nil
	}
	return nil, fmt.Errorf("nemesis: no slot %d", n)
}

func (n *jsNode) UnmarshalText(b []byte) error {
	t := strings.ToLower(string(b))
	if t == "none" || t == "pool" {
		*n = -1
		return nil
	}
	if s, ok := parseSlot(t); ok {
		*n = jsNode(s)
		return nil
	}
	if e, ok := parseCorridor(t); ok {
		*n = jsNode(Slots + int(e))
		return nil
	}
	return fmt.Errorf("nemesis: %q is not a Room slot (a2), a Corridor slot (a2-b2) or none", b)
}

func cardsOf(p pile) []jsCard {
	cs := p.slice()
	out := make([]jsCard, len(cs))
	for i, c := range cs {
		out[i] = jsCard(c)
	}
	return out
}

// pileFrom builds a pile of ids, bottom first.
func pileFrom(what string, ids []int8) (pile, error) {
	var p pile
	if len(ids) > len(p.C) {
		return p, fmt.Errorf("%s: a pile of %d cards (at most %d)", what, len(ids), len(p.C))
	}
	for _, c := range ids {
		p.push(c)
	}
	return p, nil
}

func pileOf(cs []jsCard) (pile, error) {
	ids := make([]int8, len(cs))
	for i, c := range cs {
		ids[i] = int8(c)
	}
	return pileFrom("cards", ids)
}

type heldAlias Held

type heldJSON struct {
	heldAlias
	Item jsItem `json:"item"`
}

func (h Held) MarshalJSON() ([]byte, error) {
	return json.Marshal(heldJSON{heldAlias(h), jsItem(h.Item)})
}

func (h *Held) UnmarshalJSON(data []byte) error {
	j := heldJSON{heldAlias: heldAlias(*h), Item: jsItem(h.Item)}
	if err := json.Unmarshal(data, &j); err != nil {
		return err
	}
	*h = Held(j.heldAlias)
	h.Item = int8(j.Item)
	return nil
}

type playerAlias Player

// playerJSON is a Character in the position format. The words of the
// game's data (Character, Serious Wounds, Objectives) are raw: the game
// writes and reads them with its own families (wordSet).
type playerJSON struct {
	Char json.RawMessage `json:"character"` // first: the fields come in this order
	playerAlias
	Room       jsNode          `json:"room"`
	Wounds     json.RawMessage `json:"wounds"`
	Armor      jsItem          `json:"armor"`
	Objectives json.RawMessage `json:"objectives"`
	Draft      json.RawMessage `json:"draft"`
	Deck       []jsCard        `json:"action_deck"`
	Hand       []jsCard        `json:"hand"`
	Disc       []jsCard        `json:"action_discard"`
	Pack       []jsItem        `json:"backpack"`
	NPack      *int8           `json:"backpack_n,omitempty"` // never written: the length of backpack
}

// MarshalJSON writes a Character alone, in the words of the standard data
// (in a position, the game writes it in the words of its own data).
func (p Player) MarshalJSON() ([]byte, error) { return std.words().marshalPlayer(p) }

// UnmarshalJSON reads what MarshalJSON writes.
func (p *Player) UnmarshalJSON(data []byte) error { return std.words().unmarshalPlayer(data, p) }

func (ws *wordSet) marshalPlayer(p Player) ([]byte, error) {
	if p.NPack < 0 || int(p.NPack) > len(p.Pack) {
		return nil, fmt.Errorf("nemesis: a Backpack of %d Items", p.NPack)
	}
	j := playerJSON{playerAlias: playerAlias(p), Char: ws.character.raw(p.Char), Room: jsNode(p.Room),
		Armor: jsItem(p.Armor), Deck: cardsOf(p.Deck), Hand: cardsOf(p.Hand), Disc: cardsOf(p.Disc),
		Objectives: ws.objective.rawList(p.Objectives[:]), Draft: ws.character.rawList(p.Draft[:])}
	// The Serious Wounds held (they cover the Health sections from the
	// first); all three places when a none comes before a wound.
	n := 0
	for n < len(p.Wounds) && p.Wounds[n] != -1 {
		n++
	}
	for _, w := range p.Wounds[n:] {
		if w != -1 {
			n = len(p.Wounds)
		}
	}
	j.Wounds = ws.wound.rawList(p.Wounds[:n])
	j.Pack = make([]jsItem, p.NPack)
	for i := range j.Pack {
		j.Pack[i] = jsItem(p.Pack[i])
	}
	if j.Room >= Slots {
		return nil, fmt.Errorf("nemesis: a Character in Corridor slot %d", j.Room)
	}
	return json.Marshal(j)
}

// fixed reads a list of at most n words into to, the rest -1.
func fixed[W ~int8](what string, ws []W, to []int8) error {
	if ws == nil {
		return nil // not in the document: unchanged
	}
	if len(ws) > len(to) {
		return fmt.Errorf("%s: %d of them (at most %d)", what, len(ws), len(to))
	}
	for i := range to {
		to[i] = -1
		if i < len(ws) {
			to[i] = int8(ws[i])
		}
	}
	return nil
}

func (ws *wordSet) unmarshalPlayer(data []byte, p *Player) error {
	j := playerJSON{playerAlias: playerAlias(*p), Room: jsNode(p.Room), Armor: jsItem(p.Armor)}
	if err := json.Unmarshal(data, &j); err != nil {
		return fieldError(data, err, func(one []byte) error {
			k := playerJSON{playerAlias: playerAlias(*p)}
			return json.Unmarshal(one, &k)
		})
	}
	if j.Room >= Slots {
		return fmt.Errorf("room: a Character's room must be a Room slot (a2), not a Corridor")
	}
	if len(j.Pack) > len(p.Pack) {
		return fmt.Errorf("backpack: %d Items (at most %d)", len(j.Pack), len(p.Pack))
	}
	q := Player(j.playerAlias)
	q.Char, q.Room, q.Armor = p.Char, int8(j.Room), int8(j.Armor)
	if err := ws.character.one(j.Char, false, &q.Char); err != nil {
		return fmt.Errorf("character: %w", err)
	}
	for _, l := range []struct {
		key   string
		f     *family
		anyOK bool
		raw   json.RawMessage
		to    []int8
	}{{"wounds", ws.wound, true, j.Wounds, q.Wounds[:]}, {"objectives", ws.objective, false, j.Objectives, q.Objectives[:]},
		{"draft", ws.character, false, j.Draft, q.Draft[:]}} {
		ids, err := l.f.list(l.raw, l.anyOK)
		if err != nil {
			return fmt.Errorf("%s: %w", l.key, err)
		}
		if err := fixed(l.key, ids, l.to); err != nil {
			return err
		}
	}
	var err error
	for _, x := range []struct {
		name string
		to   *pile
		from []jsCard
	}{{"action_deck", &q.Deck, j.Deck}, {"hand", &q.Hand, j.Hand}, {"action_discard", &q.Disc, j.Disc}} {
		if x.from == nil {
			continue // not in the document: unchanged
		}
		if *x.to, err = pileOf(x.from); err != nil {
			return fmt.Errorf("%s: %w", x.name, err)
		}
	}
	if j.Pack != nil {
		q.Pack = [12]int8{} // unused Backpack places hold 0
		q.NPack = int8(len(j.Pack))
		for i, it := range j.Pack {
			q.Pack[i] = int8(it)
		}
	}
	*p = q
	return nil
}

// fieldError names the field of the JSON object data that err comes from:
// the first key (in sorted order) whose value alone fails to decode with
// try. Found only on an error, so decoding pays nothing for it.
func fieldError(data []byte, err error, try func(one []byte) error) error {
	var m map[string]json.RawMessage
	if json.Unmarshal(data, &m) != nil {
		return err
	}
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		one, _ := json.Marshal(map[string]json.RawMessage{k: m[k]})
		if e := try(one); e != nil {
			if _, ok := e.(*json.UnmarshalTypeError); ok {
				return e // it names the field itself
			}
			return fmt.Errorf("%s: %w", k, e)
		}
	}
	return err
}

type roomAlias Room

type roomJSON struct {
	Tile json.RawMessage `json:"tile"` // a word of the game's data
	roomAlias
}

// MarshalJSON writes a Room alone, its tile in the words of the standard
// data (in a position, the game writes it in the words of its own data).
func (r Room) MarshalJSON() ([]byte, error) { return std.words().marshalRoom(r) }

// UnmarshalJSON reads what MarshalJSON writes.
func (r *Room) UnmarshalJSON(data []byte) error { return std.words().unmarshalRoom(data, r) }

func (ws *wordSet) marshalRoom(r Room) ([]byte, error) {
	return json.Marshal(roomJSON{ws.room.raw(r.Tile), roomAlias(r)})
}

func (ws *wordSet) unmarshalRoom(data []byte, r *Room) error {
	j := roomJSON{roomAlias: roomAlias(*r)}
	if err := json.Unmarshal(data, &j); err != nil {
		return err
	}
	tile := r.Tile
	if err := ws.room.one(j.Tile, true, &tile); err != nil {
		return err
	}
	*r = Room(j.roomAlias)
	r.Tile = tile
	return nil
}

type corridorAlias Corridor

type corridorJSON struct {
	Tile json.RawMessage `json:"tile"` // a word of the game's data
	Door word[doorF]     `json:"door"`
	corridorAlias
}

// MarshalJSON writes a Corridor alone, its tile in the words of the
// standard data (in a position, the game writes it in the words of its
// own data).
func (c Corridor) MarshalJSON() ([]byte, error) { return std.words().marshalCorridor(c) }

// UnmarshalJSON reads what MarshalJSON writes.
func (c *Corridor) UnmarshalJSON(data []byte) error { return std.words().unmarshalCorridor(data, c) }

func (ws *wordSet) marshalCorridor(c Corridor) ([]byte, error) {
	return json.Marshal(corridorJSON{ws.corridor.raw(c.Tile), word[doorF](c.Door), corridorAlias(c)})
}

func (ws *wordSet) unmarshalCorridor(data []byte, c *Corridor) error {
	j := corridorJSON{Door: word[doorF](c.Door), corridorAlias: corridorAlias(*c)}
	if err := json.Unmarshal(data, &j); err != nil {
		return err
	}
	tile := c.Tile
	if err := ws.corridor.one(j.Tile, true, &tile); err != nil {
		return err
	}
	*c = Corridor(j.corridorAlias)
	c.Tile, c.Door = tile, int8(j.Door)
	return nil
}

type intruderJSON struct {
	At   jsNode `json:"at"`
	Hits int8   `json:"hits"`
}

func (in Intruder) MarshalJSON() ([]byte, error) {
	return json.Marshal(intruderJSON{jsNode(in.At), in.Hits})
}

func (in *Intruder) UnmarshalJSON(data []byte) error {
	j := intruderJSON{jsNode(in.At), in.Hits}
	if err := json.Unmarshal(data, &j); err != nil {
		return err
	}
	*in = Intruder{int8(j.At), j.Hits}
	return nil
}
