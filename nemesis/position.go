package nemesis

import (
	"encoding/json"
	"fmt"
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
