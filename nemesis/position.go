package nemesis

import (
	"encoding/json"
	"fmt"
	"strings"
)

// The position format (issue 8): a person writes a position in the words
// the actions use. Room slots are "a2" (as in "P1 move a2-b2"), Corridor
// slots "a2-b2", Action and Contamination cards "c3" and "c64" (as in "P1
// pay c3"), Items "i12" (as in "P1 use i12 0"), an Intruder's place a Room
// or Corridor slot or "pool"; "none" is no card or Item (-1) and "?" a
// hidden one in a view. The Rooms and Corridors of the Facility are
// objects keyed by slot, with only the slots that hold a tile.

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

// jsItem is an Item card in the position format.
type jsItem int8

func (i jsItem) MarshalText() ([]byte, error) { return idText("i", int8(i)), nil }
func (i *jsItem) UnmarshalText(b []byte) error {
	n, err := parseID("an Item", "i", b, 127)
	*i = jsItem(n)
	return err
}

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
	out := make([]jsCard, max(0, min(int(p.N), len(p.C))))
	for i := range out {
		out[i] = jsCard(p.C[i])
	}
	return out
}

func pileOf(cs []jsCard) (pile, error) {
	var p pile
	if len(cs) > len(p.C) {
		return p, fmt.Errorf("nemesis: a pile of %d cards (at most %d)", len(cs), len(p.C))
	}
	p.N = int8(len(cs))
	for i, c := range cs {
		p.C[i] = int8(c)
	}
	return p, nil
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

type playerJSON struct {
	playerAlias
	Room  jsNode   `json:"room"`
	Deck  []jsCard `json:"action_deck"`
	Hand  []jsCard `json:"hand"`
	Disc  []jsCard `json:"action_discard"`
	Pack  []jsItem `json:"backpack"`
	NPack *int8    `json:"backpack_n,omitempty"` // never written: the length of backpack
}

func (p Player) MarshalJSON() ([]byte, error) {
	if p.NPack < 0 || int(p.NPack) > len(p.Pack) {
		return nil, fmt.Errorf("nemesis: a Backpack of %d Items", p.NPack)
	}
	j := playerJSON{playerAlias: playerAlias(p), Room: jsNode(p.Room),
		Deck: cardsOf(p.Deck), Hand: cardsOf(p.Hand), Disc: cardsOf(p.Disc)}
	j.Pack = make([]jsItem, p.NPack)
	for i := range j.Pack {
		j.Pack[i] = jsItem(p.Pack[i])
	}
	if j.Room >= Slots {
		return nil, fmt.Errorf("nemesis: a Character in Corridor slot %d", j.Room)
	}
	return json.Marshal(j)
}

func (p *Player) UnmarshalJSON(data []byte) error {
	j := playerJSON{playerAlias: playerAlias(*p), Room: jsNode(p.Room)}
	if err := json.Unmarshal(data, &j); err != nil {
		return err
	}
	if j.Room >= Slots {
		return fmt.Errorf("nemesis: a Character's room must be a Room slot, not a Corridor")
	}
	if len(j.Pack) > len(p.Pack) {
		return fmt.Errorf("nemesis: a Backpack of %d Items (at most %d)", len(j.Pack), len(p.Pack))
	}
	*p = Player(j.playerAlias)
	p.Room = int8(j.Room)
	var err error
	for _, x := range []struct {
		to   *pile
		from []jsCard
	}{{&p.Deck, j.Deck}, {&p.Hand, j.Hand}, {&p.Disc, j.Disc}} {
		if x.from == nil {
			continue // not in the document: unchanged
		}
		if *x.to, err = pileOf(x.from); err != nil {
			return err
		}
	}
	if j.Pack == nil {
		return nil
	}
	p.Pack = [12]int8{} // unused Backpack places hold 0
	p.NPack = int8(len(j.Pack))
	for i, it := range j.Pack {
		p.Pack[i] = int8(it)
	}
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

type gameJSON struct {
	gameAlias
	Rooms     map[string]Room     `json:"rooms"`
	Corr      map[string]Corridor `json:"corridors"`
	PendItems []jsItem            `json:"pending_items"`
	// The Characters and the Intruders are decoded one by one into the
	// ones there, so that a shorter list changes only its first ones.
	P    []json.RawMessage `json:"characters"`
	Intr []json.RawMessage `json:"intruders"`
	Data *Data             `json:"data,omitempty"` // only when not the standard data (dataset.go)
}

func rawList[T any](xs []T) ([]json.RawMessage, error) {
	out := make([]json.RawMessage, len(xs))
	for i, x := range xs {
		data, err := json.Marshal(x)
		if err != nil {
			return nil, err
		}
		out[i] = data
	}
	return out, nil
}

func decodeList[T any](what string, raws []json.RawMessage, into []T) error {
	if len(raws) > len(into) {
		return fmt.Errorf("nemesis: %s: %d of them (at most %d)", what, len(raws), len(into))
	}
	for i, raw := range raws {
		if err := json.Unmarshal(raw, &into[i]); err != nil {
			return fmt.Errorf("nemesis: %s[%d]: %w", what, i, err)
		}
	}
	return nil
}

var (
	emptyRoom     = Room{Tile: -1}
	emptyCorridor = Corridor{Tile: -1}
)

func (g game) MarshalJSON() ([]byte, error) {
	j := gameJSON{gameAlias: gameAlias(g), Rooms: map[string]Room{}, Corr: map[string]Corridor{}}
	for i, r := range g.Rooms {
		if r != emptyRoom {
			j.Rooms[SlotName(i)] = r
		}
	}
	for e, c := range g.Corr {
		if c != emptyCorridor {
			j.Corr[CorridorName(e)] = c
		}
	}
	var err error
	if j.P, err = rawList(g.P[:]); err != nil {
		return nil, err
	}
	if j.Intr, err = rawList(g.Intr[:]); err != nil {
		return nil, err
	}
	j.Data = g.T.custom()
	j.PendItems = make([]jsItem, len(g.PendItems))
	for i, it := range g.PendItems {
		j.PendItems[i] = jsItem(it)
	}
	return json.Marshal(j)
}

func (g *game) UnmarshalJSON(data []byte) error {
	j := gameJSON{gameAlias: gameAlias(*g)}
	if err := json.Unmarshal(data, &j); err != nil {
		return err
	}
	*g = game(j.gameAlias)
	if err := g.setData(j.Data); err != nil {
		return err
	}
	if err := decodeList("characters", j.P, g.P[:]); err != nil {
		return err
	}
	if err := decodeList("intruders", j.Intr, g.Intr[:]); err != nil {
		return err
	}
	if j.Rooms != nil {
		if err := g.setRooms(j.Rooms); err != nil {
			return err
		}
	}
	if j.Corr != nil {
		if err := g.setCorridors(j.Corr); err != nil {
			return err
		}
	}
	if j.PendItems == nil {
		return nil
	}
	if len(j.PendItems) > len(g.PendItems) {
		return fmt.Errorf("nemesis: pending_items: %d Items (at most %d)", len(j.PendItems), len(g.PendItems))
	}
	g.PendItems = [6]int8{}
	for i, it := range j.PendItems {
		g.PendItems[i] = int8(it)
	}
	return nil
}

// setRooms sets the Rooms of the Facility: the slots not named are empty.
func (g *game) setRooms(rooms map[string]Room) error {
	for i := range g.Rooms {
		g.Rooms[i] = emptyRoom
	}
	for k, r := range rooms {
		i, ok := parseSlot(k)
		if !ok {
			return fmt.Errorf("nemesis: rooms: %q is not a Room slot (a2)", k)
		}
		g.Rooms[i] = r
	}
	return nil
}

// setCorridors sets the Corridors: the slots not named are empty.
func (g *game) setCorridors(corr map[string]Corridor) error {
	for e := range g.Corr {
		g.Corr[e] = emptyCorridor
	}
	for k, c := range corr {
		e, ok := parseCorridor(k)
		if !ok {
			return fmt.Errorf("nemesis: corridors: %q is not a Corridor slot (a2-b2)", k)
		}
		g.Corr[e] = c
	}
	return nil
}
