package nemesis

import (
	"encoding/json"
	"fmt"
	"sort"
	"strings"
)

// The position format (issues 8 and 10; doc.go, "Positions"; DATA.md,
// "Words in a position"): a person writes a position in words. Room slots
// are "a2" (as in "P1 move a2-b2"), Corridor slots "a2-b2", Action and
// Contamination cards "c3" and "c64" (as in "P1 pay c3"), Items "i12" (as
// in "P1 use i12 0"), an Intruder's place a Room or Corridor slot or
// "pool"; the other components by name (words.go); "none" is no component
// (-1) and "?" a hidden one in a view. The Rooms and Corridors of the
// Facility are objects keyed by slot, with only the slots that hold a
// tile; the Intruders an object keyed by model, with only those out of the
// pool. What a document does not write is completed in position_fill.go.

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

type gameAlias game

// gameJSON is the document of a game: the fields written in words shadow
// the game's own. The words of the game's data are raw (as are the nested
// Rooms, Corridors, Characters and decks): a document's "data" comes
// first, and those words are then read with its families (wordSet).
type gameJSON struct {
	gameAlias
	Rooms     map[string]json.RawMessage `json:"rooms"`
	Corr      map[string]json.RawMessage `json:"corridors"`
	PendItems []jsItem                   `json:"pending_items"`
	// The Characters are decoded one by one into the ones there, so that
	// a shorter list changes only its first ones.
	P         []json.RawMessage `json:"characters"`
	Intr      json.RawMessage   `json:"intruders"`
	Bag       json.RawMessage   `json:"bag"`
	D         rawEach           `json:"decks"`
	Task      json.RawMessage   `json:"mission_tasks"`
	Robot     json.RawMessage   `json:"robot"`
	RobotRoom word[slotF]       `json:"robot_room"`
	Lander    word[landerF]     `json:"lander"`
	Data      *Data             `json:"data,omitempty"` // only when not the standard data (dataset.go)
}

// rawEach keeps every value of a key a document repeats ("decks" twice
// merges both, as the fields of an object do).
type rawEach []json.RawMessage

func (r rawEach) MarshalJSON() ([]byte, error) {
	if len(r) != 1 {
		return nil, fmt.Errorf("nemesis: %d values", len(r))
	}
	return r[0], nil
}

func (r *rawEach) UnmarshalJSON(b []byte) error {
	*r = append(*r, append(json.RawMessage(nil), b...))
	return nil
}

func decodeList[T any](what string, raws []json.RawMessage, into []T) error {
	if len(raws) > len(into) {
		return fmt.Errorf("%s: %d of them (at most %d)", what, len(raws), len(into))
	}
	for i, raw := range raws {
		if err := json.Unmarshal(raw, &into[i]); err != nil {
			return fmt.Errorf("%s[%d]: %w", what, i, err)
		}
	}
	return nil
}

var (
	emptyRoom     = Room{Tile: -1}
	emptyCorridor = Corridor{Tile: -1}
)

func (g game) MarshalJSON() ([]byte, error) {
	ws := g.words()
	j := gameJSON{gameAlias: gameAlias(g), Rooms: map[string]json.RawMessage{}, Corr: map[string]json.RawMessage{},
		Robot: ws.robot.raw(g.Robot), RobotRoom: word[slotF](g.RobotRoom), Lander: word[landerF](g.Lander)}
	var err error
	for i, r := range g.Rooms {
		if r != emptyRoom {
			if j.Rooms[SlotName(i)], err = ws.marshalRoom(r); err != nil {
				return nil, err
			}
		}
	}
	for e, c := range g.Corr {
		if c != emptyCorridor {
			if j.Corr[CorridorName(e)], err = ws.marshalCorridor(c); err != nil {
				return nil, err
			}
		}
	}
	j.P = make([]json.RawMessage, len(g.P))
	for i, p := range g.P {
		if j.P[i], err = ws.marshalPlayer(p); err != nil {
			return nil, err
		}
	}
	if j.Intr, err = marshalIntruders(g.Intr[:]); err != nil {
		return nil, err
	}
	j.Data = g.T.custom()
	j.Bag = ws.token.rawList(bagTokens(g.Bag))
	dj := json.RawMessage("null")
	if g.D != nil {
		if dj, err = g.D.marshal(ws); err != nil {
			return nil, err
		}
	}
	j.D = rawEach{dj}
	// The Items of a Search: those drawn, and no empty places after them.
	n := 0
	for i, it := range g.PendItems {
		if it != 0 || g.Pend == PendKeep && i < int(g.PendN) {
			n = i + 1
		}
	}
	j.PendItems = wordsOf[itemF](g.PendItems[:n])
	// The Mission Tasks in play, when the others are none.
	n = len(g.Task)
	for n > 0 && g.Task[n-1] == -1 {
		n--
	}
	j.Task = ws.objective.rawList(g.Task[:n])
	return json.Marshal(j)
}

// marshalIntruders writes the Intruders on the map (and any with Hit
// markers) keyed by model: the others are in the pool.
func marshalIntruders(in []Intruder) (json.RawMessage, error) {
	m := map[string]Intruder{}
	for i, x := range in {
		if x != (Intruder{At: -1}) {
			m[num("x", int8(i))] = x
		}
	}
	return json.Marshal(m)
}

// unmarshalIntruders reads an object keyed by model ("x5"): all of them,
// the models not named in the pool; or, the old form, a list by model
// number of which only the first ones change.
func unmarshalIntruders(raw json.RawMessage, into []Intruder) error {
	if len(raw) > 0 && raw[0] == '[' {
		var raws []json.RawMessage
		if err := json.Unmarshal(raw, &raws); err != nil {
			return err
		}
		return decodeList("intruders", raws, into)
	}
	var m map[string]json.RawMessage
	if err := json.Unmarshal(raw, &m); err != nil {
		return fmt.Errorf("intruders: %w", err)
	}
	for i := range into {
		into[i] = Intruder{At: -1}
	}
	for k, v := range m {
		i, ok := modelTok(k)
		if !ok {
			return fmt.Errorf("intruders: %q is not an Intruder model (x0 the Queen, x1–x4 Drones, x5–x16 Adults, x17–x24 Larvae)", k)
		}
		if err := json.Unmarshal(v, &into[i]); err != nil {
			return fmt.Errorf("intruders: %s: %w", k, err)
		}
	}
	return nil
}

// bagTokens lists the tokens in the bag (any bit: Validate says which are
// no token of the game's data).
func bagTokens(bag uint64) []int8 {
	out := []int8{}
	for t := range 64 {
		if bag&(1<<t) != 0 {
			out = append(out, int8(t))
		}
	}
	return out
}

// parseBag reads the bag: a list of token words, where a bare kind
// ("Adult") is the lowest token of that kind not listed otherwise; or, the
// old form, the bit set as a number.
func parseBag(raw json.RawMessage, f *family, kinds []Kind) (uint64, error) {
	if len(raw) == 0 || raw[0] != '[' {
		var b uint64
		if err := json.Unmarshal(raw, &b); err != nil {
			return 0, fmt.Errorf("bag: %s is not a list of Intruder tokens (\"Blank\", \"Larva\", \"Adult#3\", …) or the old bit set", raw)
		}
		return b, nil
	}
	ws, err := f.list(raw, true)
	if err != nil {
		return 0, fmt.Errorf("bag: %w", err)
	}
	var bag uint64
	for _, t := range ws {
		if isAnyCopy(t) {
			continue
		}
		if t < 0 || int(t) >= len(kinds) || bag&(1<<t) != 0 {
			return 0, fmt.Errorf("bag: %s twice or not a token", f.text(t))
		}
		bag |= 1 << t
	}
	for _, t := range ws {
		if !isAnyCopy(t) {
			continue
		}
		k, found := kinds[min(int(anyCopyOf(t)), len(kinds)-1)], false
		for u := range kinds {
			if kinds[u] == k && bag&(1<<u) == 0 {
				bag |= 1 << u
				found = true
				break
			}
		}
		if !found {
			return 0, fmt.Errorf("bag: no %s token left", k)
		}
	}
	return bag, nil
}

func (g *game) UnmarshalJSON(data []byte) error {
	var keys map[string]json.RawMessage
	if err := json.Unmarshal(data, &keys); err != nil {
		return err
	}
	scratch := g.D == nil
	if scratch {
		if err := g.scratch(keys); err != nil {
			return err
		}
	}
	j := gameJSON{gameAlias: gameAlias(*g), RobotRoom: word[slotF](g.RobotRoom), Lander: word[landerF](g.Lander)}
	if err := json.Unmarshal(data, &j); err != nil {
		return fieldError(data, err, func(one []byte) error {
			k := gameJSON{gameAlias: gameAlias(*g)}
			return json.Unmarshal(one, &k)
		})
	}
	d := g.D
	*g = game(j.gameAlias)
	if !scratch { // scratch has set the document's data already
		if err := g.setData(j.Data); err != nil {
			return err
		}
	}
	g.D = d
	// The words from here on name the components of the game's data,
	// which the document's "data" has set.
	ws := g.words()
	g.RobotRoom, g.Lander = int8(j.RobotRoom), int8(j.Lander)
	if err := ws.robot.one(j.Robot, false, &g.Robot); err != nil {
		return fmt.Errorf("robot: %w", err)
	}
	if len(j.P) > len(g.P) {
		return fmt.Errorf("characters: %d of them (at most %d)", len(j.P), len(g.P))
	}
	for i, raw := range j.P {
		if err := ws.unmarshalPlayer(raw, &g.P[i]); err != nil {
			return fmt.Errorf("characters[%d]: %w", i, err)
		}
	}
	if j.Intr != nil {
		if err := unmarshalIntruders(j.Intr, g.Intr[:]); err != nil {
			return err
		}
	}
	if j.Bag != nil {
		b, err := parseBag(j.Bag, ws.token, g.T.tokKinds)
		if err != nil {
			return err
		}
		g.Bag = b
	}
	named := map[stack]bool{}
	for _, raw := range j.D {
		if string(raw) == "null" {
			return fmt.Errorf("decks: null")
		}
		if err := g.D.unmarshal(raw, named, ws); err != nil {
			return fmt.Errorf("decks: %w", err)
		}
	}
	if j.Rooms != nil {
		if err := g.setRooms(j.Rooms, ws); err != nil {
			return err
		}
	}
	if j.Corr != nil {
		if err := g.setCorridors(j.Corr, ws); err != nil {
			return err
		}
	}
	tasks, err := ws.objective.list(j.Task, false)
	if err != nil {
		return fmt.Errorf("mission_tasks: %w", err)
	}
	if err := fixed("mission_tasks", tasks, g.Task[:]); err != nil {
		return err
	}
	if j.PendItems != nil {
		if len(j.PendItems) > len(g.PendItems) {
			return fmt.Errorf("pending_items: %d Items (at most %d)", len(j.PendItems), len(g.PendItems))
		}
		g.PendItems = [6]int8{}
		for i, it := range j.PendItems {
			g.PendItems[i] = int8(it)
		}
	}
	// The fields each listed Character's object writes.
	pkeys := make([]map[string]json.RawMessage, len(j.P))
	for i, raw := range j.P {
		json.Unmarshal(raw, &pkeys[i]) // decoded above: an object
	}
	if scratch {
		g.scratchAfter(keys, pkeys)
	}
	// A Character's piles: those the document writes; all of them, as they
	// were, for a Character it does not list.
	for i := range g.P {
		p := &g.P[i]
		for _, k := range [...]struct {
			key string
			pl  stack
		}{{"action_deck", &p.Deck}, {"hand", &p.Hand}, {"action_discard", &p.Disc}} {
			written := true // not listed: as they were
			if i < len(pkeys) {
				_, written = pkeys[i][k.key]
			}
			named[k.pl] = written
		}
	}
	return g.fill(named, scratch, ws)
}

// setRooms sets the Rooms of the Facility: the slots not named are empty,
// but for the Landing Zone (a2) and the Hibernatorium (d3), printed on the
// board, which keep their tiles when not named.
func (g *game) setRooms(rooms map[string]json.RawMessage, ws *wordSet) error {
	for i := range g.Rooms {
		g.Rooms[i] = emptyRoom
	}
	g.Rooms[LandingSlot].Tile = tileLanding
	g.Rooms[HibernatoriumSlot].Tile = tileHibernatorium
	for k, raw := range rooms {
		i, ok := parseSlot(k)
		if !ok {
			return fmt.Errorf("rooms: %q is not a Room slot (a2)", k)
		}
		r := g.Rooms[i]
		if err := ws.unmarshalRoom(raw, &r); err != nil {
			return fmt.Errorf("rooms: %s: %w", k, err)
		}
		if r.Tile == -1 && (i == LandingSlot || i == HibernatoriumSlot) {
			return fmt.Errorf("rooms: %s: the %s is printed on the board", k, ws.room.text(g.Rooms[i].Tile))
		}
		if r.Tile == -1 {
			return fmt.Errorf("rooms: %s: no \"tile\" (%s)", k, ws.room.want())
		}
		g.Rooms[i] = r
	}
	return nil
}

// setCorridors sets the Corridors: the slots not named are empty.
func (g *game) setCorridors(corr map[string]json.RawMessage, ws *wordSet) error {
	for e := range g.Corr {
		g.Corr[e] = emptyCorridor
	}
	for k, raw := range corr {
		e, ok := parseCorridor(k)
		if !ok {
			return fmt.Errorf("corridors: %q is not a Corridor slot (a2-b2)", k)
		}
		c := emptyCorridor
		if err := ws.unmarshalCorridor(raw, &c); err != nil {
			return fmt.Errorf("corridors: %s: %w", k, err)
		}
		if c.Tile == -1 {
			return fmt.Errorf("corridors: %s: no \"tile\" (%s)", k, ws.corridor.want())
		}
		g.Corr[e] = c
	}
	return nil
}

// deckRef is one pile of "decks": its key, and its family (the items'
// for item_decks, etc.).
type deckRef struct {
	key string
	ps  []stack
	fam *family
}

// refs lists the piles of "decks" in the document's order, with the
// families of the game's data ws.
func (d *decks) refs(ws *wordSet) []deckRef {
	return []deckRef{
		{"room_stacks", []stack{&d.Stacks[0], &d.Stacks[1], &d.Stacks[2], &d.Stacks[3]}, ws.room},
		{"corridor_tiles", []stack{&d.CorrDeck}, ws.corridor},
		{"exploration_deck", []stack{&d.Explore}, ws.explore},
		{"exploration_discard", []stack{&d.ExploreOut}, ws.explore},
		{"item_decks", []stack{&d.Items[0], &d.Items[1], &d.Items[2]}, itemWords},
		{"item_discards", []stack{&d.ItemsOut[0], &d.ItemsOut[1], &d.ItemsOut[2]}, itemWords},
		{"support_deck", []stack{&d.Support}, itemWords},
		{"support_offer", []stack{&d.Offer}, itemWords},
		{"event_deck", []stack{&d.Events}, ws.event},
		{"event_discard", []stack{&d.EventsOut}, ws.event},
		{"attack_deck", []stack{&d.Attacks}, ws.attack},
		{"attack_discard", []stack{&d.AttacksOut}, ws.attack},
		{"wound_deck", []stack{&d.Wounds}, ws.wound},
		{"wound_discard", []stack{&d.WoundsOut}, ws.wound},
		{"contamination_deck", []stack{&d.Contam}, ws.contam},
		{"contamination_discard", []stack{&d.ContamOut}, ws.contam},
		{"queen_health", []stack{&d.QueenDeck}, ws.queen},
		{"draft_deck", []stack{&d.Draft}, ws.character},
	}
}

// pileWords writes a pile's cards as words of f, bottom first.
func pileWords(f *family, p stack) []string {
	cs := p.slice()
	out := make([]string, len(cs))
	for i, c := range cs {
		out[i] = f.text(c)
	}
	return out
}

// marshal writes every pile of d in words.
func (d *decks) marshal(ws *wordSet) (json.RawMessage, error) {
	m := map[string]any{}
	for _, r := range d.refs(ws) {
		if r.key == "room_stacks" || r.key == "item_decks" || r.key == "item_discards" {
			ls := make([][]string, len(r.ps))
			for i, p := range r.ps {
				ls[i] = pileWords(r.fam, p)
			}
			m[r.key] = ls
			continue
		}
		m[r.key] = pileWords(r.fam, r.ps[0])
	}
	return json.Marshal(m)
}

// unmarshal reads the piles the document names (the others are unchanged)
// and records them in named.
func (d *decks) unmarshal(raw json.RawMessage, named map[stack]bool, ws *wordSet) error {
	var m map[string]json.RawMessage
	if err := json.Unmarshal(raw, &m); err != nil {
		return err
	}
	refs := d.refs(ws)
	known := map[string]bool{}
	for _, r := range refs {
		known[r.key] = true
	}
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		if !known[k] {
			return fmt.Errorf("%q is not a pile of decks", k)
		}
	}
	for _, r := range refs {
		v, ok := m[r.key]
		if !ok {
			continue
		}
		var lists [][]json.RawMessage
		if len(r.ps) > 1 {
			if err := json.Unmarshal(v, &lists); err != nil {
				return fmt.Errorf("%s: want %d lists: %w", r.key, len(r.ps), err)
			}
			if len(lists) > len(r.ps) {
				return fmt.Errorf("%s: %d lists (at most %d)", r.key, len(lists), len(r.ps))
			}
		} else {
			var l []json.RawMessage
			if err := json.Unmarshal(v, &l); err != nil {
				return fmt.Errorf("%s: want a list: %w", r.key, err)
			}
			lists = [][]json.RawMessage{l}
		}
		// A shorter list of lists leaves the others as they are.
		for i, l := range lists {
			ids := make([]int8, len(l))
			for n, w := range l {
				id, err := r.fam.parse(w, false)
				if err != nil {
					return fmt.Errorf("%s: %w", r.key, err)
				}
				ids[n] = id
			}
			if err := r.ps[i].load(ids); err != nil {
				return fmt.Errorf("%s: %w", r.key, err)
			}
			named[r.ps[i]] = true
		}
	}
	return nil
}
