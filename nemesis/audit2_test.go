package nemesis_test

// The second independent audit of package nemesis (issue 10): scenario tests
// written from the rulebook (../shared/rulebooks/nemesis.txt) and the
// package's documentation only (doc.go, RULES.md, DATA.md, go doc), against
// the public API. Positions are written the documented way: New, the setup
// played with the first listed choice, then a JSON document decoded over the
// started game ("# Positions" in doc.go). Findings are in AUDIT.md, "Second
// audit (issue 10)"; a test that shows a finding is skipped with its id.

import (
	"encoding/json"
	"errors"
	"maps"
	"math/bits"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/incursion/incursion"
	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/internal/playtest"
	"github.com/incursion/incursion/nemesis"
)

// a2Start plays the setup with the first listed choice each time.
func a2Start(t testing.TB, cfg nemesis.Config, seed uint64) nemesis.State {
	t.Helper()
	r := dice.New(seed)
	s, err := nemesis.New(cfg, r)
	if err != nil {
		t.Fatal(err)
	}
	for s.Phase() != nemesis.PhasePlayer {
		s, _, err = nemesis.Apply(s, s.Actions()[0], r)
		if err != nil {
			t.Fatal(err)
		}
	}
	return s
}

// a2Set decodes a position document over s.
//
// Validate does not check that Room and Corridor tiles are conserved
// (A2-N4), so a2Set keeps them so itself: when the document places Room or
// Corridor tiles and does not write the stacks, the tiles it places leave
// their stack (Room tiles) or the Corridor insert, and the tiles it removes
// from the map go back to the bottom. Every scenario is then a position that
// can occur.
func a2Set(t testing.TB, s nemesis.State, doc string) nemesis.State {
	t.Helper()
	doc = a2Conserve(t, s, doc)
	if err := json.Unmarshal([]byte(doc), &s); err != nil {
		t.Fatalf("position: %v\n%s", err, doc)
	}
	a2CheckTiles(t, s, doc)
	return s
}

// a2TakeTokens is doc with a "token_supply" that holds what the box
// (DATA.md: 14 of each) leaves once the tokens the position places on the
// belts, the Items, the Robot and by the Landing Zone are taken: a document
// that puts a token on a board takes it from the supply (Validate refuses
// more tokens than the box holds, A2-N4).
func a2TakeTokens(t testing.TB, s nemesis.State, doc string) string {
	t.Helper()
	var d map[string]json.RawMessage
	if err := json.Unmarshal([]byte(doc), &d); err != nil {
		t.Fatalf("position: %v\n%s", err, doc)
	}
	d["token_supply"] = json.RawMessage(`[0,0,0,0,0,0]`)
	zero, _ := json.Marshal(d)
	if err := json.Unmarshal(zero, &s); err != nil {
		t.Fatalf("position: %v\n%s", err, zero)
	}
	box := nemesis.StandardData().Supply
	left := []int{0, int(box.Ammo), 0, int(box.Grenades), int(box.Oxygen), int(box.Medpacks)}
	take := func(ts ...nemesis.Token) {
		for _, tok := range ts {
			if tok == nemesis.AmmoHalf {
				tok = nemesis.AmmoFull
			}
			left[tok]--
		}
	}
	for _, p := range s.Seats() {
		pl := s.Player(p)
		take(pl.Belt[:]...)
		take(pl.Hands[0].Tok[:]...)
		take(pl.Hands[1].Tok[:]...)
	}
	_, _, robot, _ := s.Robot()
	take(robot[:]...)
	for tok, n := range s.LandingZoneTokens() {
		for range n {
			take(nemesis.Token(tok))
		}
	}
	left[nemesis.NoToken] = 0
	for tok, n := range left {
		if n < 0 {
			t.Fatalf("position: %d %v tokens more than the box holds\n%s", -n, nemesis.Token(tok), doc)
		}
	}
	d["token_supply"], _ = json.Marshal(left)
	out, _ := json.Marshal(d)
	return string(out)
}

// a2CheckTiles fails the test when a Room or Corridor tile is missing or
// twice in s (the check Validate does not make, A2-N4).
func a2CheckTiles(t testing.TB, s nemesis.State, doc string) {
	t.Helper()
	var d struct {
		Stacks [][]string `json:"room_stacks"`
		Tiles  []string   `json:"corridor_tiles"`
	}
	json.Unmarshal(a2Raw(t, s, "decks"), &d)
	rooms := map[int]int{}
	for _, st := range d.Stacks {
		for _, tile := range st {
			rooms[nemesis.PositionID("room_stacks", tile)]++
		}
	}
	for slot := 0; slot < nemesis.Slots; slot++ {
		if tile := s.RoomAt(slot).Tile; tile >= 0 {
			rooms[int(tile)]++
		}
	}
	for tile := 0; tile < nemesis.RoomTiles; tile++ {
		if rooms[tile] != 1 {
			t.Fatalf("position: Room tile %d is in %d places\n%s", tile, rooms[tile], doc)
		}
	}
	corrs := map[int]int{}
	for _, tile := range d.Tiles {
		corrs[nemesis.PositionID("corridor_tiles", tile)]++
	}
	for e := 0; e < nemesis.Edges; e++ {
		if tile := s.CorridorAt(e).Tile; tile >= 0 {
			corrs[int(tile)]++
		}
	}
	for tile := 0; tile < nemesis.CorridorTiles; tile++ {
		if corrs[tile] != 1 {
			t.Fatalf("position: Corridor tile %d is in %d places\n%s", tile, corrs[tile], doc)
		}
	}
}

// a2Conserve rewrites doc's Room stacks and Corridor tiles (see a2Set).
func a2Conserve(t testing.TB, s nemesis.State, doc string) string {
	t.Helper()
	// The position words (issue 10) fill the piles a document leaves out
	// with the components placed nowhere else: the document conserves as
	// it is.
	if !a2OwnConserve {
		return doc
	}
	var d map[string]json.RawMessage
	if err := json.Unmarshal([]byte(doc), &d); err != nil {
		t.Fatalf("position: %v\n%s", err, doc)
	}
	var decks map[string]json.RawMessage
	if raw, ok := d["decks"]; ok {
		if err := json.Unmarshal(raw, &decks); err != nil {
			t.Fatalf("position decks: %v", err)
		}
	} else {
		decks = map[string]json.RawMessage{}
	}
	changed := false
	type tiled struct {
		Tile int `json:"tile"`
	}
	if raw, ok := d["rooms"]; ok && decks["room_stacks"] == nil {
		var now, want map[string]tiled
		json.Unmarshal(a2Raw(t, s, "rooms"), &now)
		json.Unmarshal(raw, &want)
		var stacks [][]int
		json.Unmarshal(a2Raw(t, s, "decks"), &struct {
			Stacks *[][]int `json:"room_stacks"`
		}{&stacks})
		back := func(tile int) int {
			switch {
			case tile >= 2 && tile <= 4:
				return 0
			case tile >= 5 && tile <= 7:
				return 1
			case tile >= 8 && tile <= 11:
				return 2
			case tile >= 12:
				return 3
			}
			return -1
		}
		placed := map[int]bool{}
		for _, r := range want {
			placed[r.Tile] = true
		}
		for _, r := range now {
			if b := back(r.Tile); b >= 0 && !placed[r.Tile] {
				stacks[b] = append([]int{r.Tile}, stacks[b]...)
			}
		}
		for b := range stacks {
			kept := []int{}
			for _, tile := range stacks[b] {
				if !placed[tile] {
					kept = append(kept, tile)
				}
			}
			stacks[b] = kept
		}
		decks["room_stacks"], _ = json.Marshal(stacks)
		changed = true
	}
	if raw, ok := d["corridors"]; ok && decks["corridor_tiles"] == nil {
		var now, want map[string]tiled
		json.Unmarshal(a2Raw(t, s, "corridors"), &now)
		json.Unmarshal(raw, &want)
		var tiles []int
		json.Unmarshal(a2Raw(t, s, "decks"), &struct {
			Tiles *[]int `json:"corridor_tiles"`
		}{&tiles})
		placed := map[int]bool{}
		for _, c := range want {
			placed[c.Tile] = true
		}
		for _, c := range now {
			if !placed[c.Tile] {
				tiles = append([]int{c.Tile}, tiles...)
			}
		}
		kept := []int{}
		for _, tile := range tiles {
			if !placed[tile] {
				kept = append(kept, tile)
			}
		}
		decks["corridor_tiles"], _ = json.Marshal(kept)
		changed = true
	}
	if !changed {
		return doc
	}
	d["decks"], _ = json.Marshal(decks)
	out, _ := json.Marshal(d)
	return string(out)
}

// a2Do parses and applies each action text in turn.
func a2Do(t testing.TB, s nemesis.State, r dice.Roller, texts ...string) (nemesis.State, []nemesis.Event) {
	t.Helper()
	var all []nemesis.Event
	for _, text := range texts {
		a, err := nemesis.ParseAction(text)
		if err != nil {
			t.Fatalf("parse %q: %v", text, err)
		}
		n, evs, err := nemesis.Apply(s, a, r)
		if err != nil {
			t.Fatalf("apply %q: %v\nlegal: %v", text, err, s.Actions())
		}
		if err := n.Validate(); err != nil {
			t.Fatalf("after %q: %v", text, err)
		}
		s = n
		all = append(all, evs...)
	}
	return s, all
}

// a2Try applies one action text and returns the error, the state unchanged
// on an error.
func a2Try(t testing.TB, s nemesis.State, r dice.Roller, text string) (nemesis.State, []nemesis.Event, error) {
	t.Helper()
	a, err := nemesis.ParseAction(text)
	if err != nil {
		t.Fatalf("parse %q: %v", text, err)
	}
	return nemesis.Apply(s, a, r)
}

// a2Legal reports whether text is among s.Actions().
func a2Legal(s nemesis.State, text string) bool {
	for _, a := range s.Actions() {
		if a.String() == text {
			return true
		}
	}
	return false
}

// a2Texts is the text of events.
func a2Texts(evs []nemesis.Event) string {
	var b strings.Builder
	for _, e := range evs {
		b.WriteString(e.String())
		b.WriteByte('\n')
	}
	return b.String()
}

// a2Doc is a state's position as a generic document.
func a2Doc(t testing.TB, s any) map[string]any {
	t.Helper()
	data, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	var doc map[string]any
	if err := json.Unmarshal(data, &doc); err != nil {
		t.Fatal(err)
	}
	return doc
}

// TestAudit2GameSetup checks Game Setup and Player Setup for every number of
// Characters, standard and Solo/Coop (Rulebook, "Setup"): the bag holds "1
// Blank token, 2 Larva tokens, 3 random Adult tokens, plus 1 additional
// random Adult token for each Character"; the Round marker on 1, the Lander
// on 10, 5 Eggs, 4 of each Tactical Gear token by the Landing Zone, the
// Robot's Ammo and Oxygen, 3 Corridors on the Landing Zone, Help cards 1..n,
// 5 Action cards in hand, Oxygen 7, Player 1 starting; 2 Objectives each and
// 1 Mission Task, or in Solo/Coop no Objectives and one Mission Task per
// Character.
func TestAudit2GameSetup(t *testing.T) {
	for _, coop := range []bool{false, true} {
		for n := 1; n <= 5; n++ {
			if !coop && n == 1 {
				continue
			}
			r := dice.New(uint64(n))
			s0, err := nemesis.New(nemesis.Config{Players: n, Coop: coop}, r)
			if err != nil {
				t.Fatal(err)
			}
			bag := a2Bag(t, s0)
			count := func(lo, hi int) int { return bits.OnesCount64(bag >> lo & (1<<(hi-lo+1) - 1)) }
			got := []int{count(0, 0), count(1, 6), count(7, 12), count(13, 26), count(27, 34)}
			if diff := cmp.Diff([]int{1, 0, 0, 3 + n, 2}, got); diff != "" {
				t.Errorf("coop %v %d Characters: bag Blank, Queen, Drone, Adult, Larva (-want +got):\n%s", coop, n, diff)
			}
			s := a2Start(t, nemesis.Config{Players: n, Coop: coop}, uint64(n))
			if s.Round() != 1 || s.Lander() != 0 || s.Eggs() != 5 || s.Autodestruction() != 0 {
				t.Errorf("%d: round %d lander %d eggs %d autodestruction %d", n, s.Round(), s.Lander(), s.Eggs(), s.Autodestruction())
			}
			if got := s.LandingZoneTokens(); got[nemesis.AmmoFull] != 4 || got[nemesis.Grenade] != 4 || got[nemesis.Oxygen] != 4 || got[nemesis.Medpack] != 4 {
				t.Errorf("%d: Landing Zone tokens %v", n, got)
			}
			if _, card, tok, fault := s.Robot(); card != nemesis.Unknown || tok != [2]nemesis.Token{nemesis.AmmoFull, nemesis.Oxygen} || fault {
				t.Errorf("%d: Robot card %d tokens %v malfunction %v", n, card, tok, fault)
			}
			if got := s.LifeSupport(); got != [3]bool{} || s.HibernatoriumActive() || s.HibernatoriumDiscovered() {
				t.Errorf("%d: Life Support %v, Hibernatorium active %v discovered %v", n, got, s.HibernatoriumActive(), s.HibernatoriumDiscovered())
			}
			lz := 0
			g := s.Geometry()
			for e, c := range g.Corridors {
				if s.CorridorAt(e).Tile >= 0 && (c.Rooms[0] == nemesis.LandingSlot || c.Rooms[1] == nemesis.LandingSlot) {
					lz++
				}
			}
			if lz != 3 {
				t.Errorf("%d: %d Corridors on the Landing Zone, want 3", n, lz)
			}
			numbers := map[int8]bool{}
			for p := nemesis.Seat(0); int(p) < n; p++ {
				pl := s.Player(p)
				numbers[pl.Number] = true
				if pl.Oxygen != 7 || pl.Health != 0 || pl.Room != nemesis.LandingSlot || len(a2Board(t, s, p).Hand) != 5 {
					t.Errorf("%d: %v oxygen %d health %d room %d hand %d", n, p, pl.Oxygen, pl.Health, pl.Room, len(a2Board(t, s, p).Hand))
				}
				objectives := pl.Objectives[0] >= 0 && pl.Objectives[1] >= 0
				if objectives == coop {
					t.Errorf("coop %v %d: %v Objectives %v", coop, n, p, pl.Objectives)
				}
				if pl.Number == 1 && s.StartingPlayer() != p {
					t.Errorf("%d: Player 1 is %v, the Starting Player %v", n, p, s.StartingPlayer())
				}
			}
			if len(numbers) != n || numbers[0] || numbers[int8(n+1)] {
				t.Errorf("%d: Help card numbers %v", n, numbers)
			}
			tasks := len(s.MissionTasks())
			if want := map[bool]int{false: 1, true: n}[coop]; tasks != want {
				t.Errorf("coop %v %d: %d Mission Tasks %v, want %d", coop, n, tasks, s.MissionTasks(), want)
			}
		}
	}
}

// a2Raw is one top-level field of the position of s.
func a2Raw(t testing.TB, s any, field string) json.RawMessage {
	t.Helper()
	data, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	var doc map[string]json.RawMessage
	if err := json.Unmarshal(data, &doc); err != nil {
		t.Fatal(err)
	}
	return doc[field]
}

// a2Pl is the part of a Character board a test reads as words.
type a2Pl struct {
	Room     string   `json:"room"`
	Hand     []string `json:"hand"`
	Deck     []string `json:"action_deck"`
	Discard  []string `json:"action_discard"`
	Backpack []string `json:"backpack"`
	Status   string   `json:"status"`
}

// a2Board is seat p's Character board in the position's words.
func a2Board(t testing.TB, s nemesis.State, p nemesis.Seat) a2Pl {
	t.Helper()
	data, err := json.Marshal(s.Player(p))
	if err != nil {
		t.Fatal(err)
	}
	var b a2Pl
	if err := json.Unmarshal(data, &b); err != nil {
		t.Fatal(err)
	}
	return b
}

// a2Intruders writes the "intruders" field: model index → where ("a2",
// "a2-b2"); every other model in the pool.
func a2Intruders(at map[int]string) string {
	parts := make([]string, nemesis.Models)
	for i := range parts {
		w := "none"
		if a, ok := at[i]; ok {
			w = a
		}
		parts[i] = `{"at":"` + w + `","hits":0}`
	}
	return `"intruders":[` + strings.Join(parts, ",") + `]`
}

// a2Pay pays the pending cost with the first listed cards.
func a2Pay(t testing.TB, s nemesis.State, r dice.Roller) (nemesis.State, []nemesis.Event) {
	t.Helper()
	var all []nemesis.Event
	for s.Pending() == nemesis.PendPay {
		s2, evs := a2Do(t, s, r, s.Actions()[0].String())
		s = s2
		all = append(all, evs...)
	}
	return s, all
}

// TestAudit2TwoActionsPerTurn: "in a given Turn a player must perform 2
// Actions"; then the next player in clockwise order (Rulebook, "Player
// Phase"). Choosing an Objective "is NOT considered an Action".
func TestAudit2TwoActionsPerTurn(t *testing.T) {
	r := dice.New(3)
	s := a2Start(t, nemesis.Config{Players: 3}, 3)
	first := s.Turn()
	s, _ = a2Do(t, s, r, first.String()+" objective private")
	if s.ActionsDone() != 0 || s.Turn() != first {
		t.Fatalf("after the Objective: %d actions, turn %v", s.ActionsDone(), s.Turn())
	}
	s, _ = a2Do(t, s, r, first.String()+" secure")
	s, _ = a2Pay(t, s, r)
	if s.ActionsDone() != 1 || s.Turn() != first {
		t.Fatalf("after 1 Action: %d actions, turn %v", s.ActionsDone(), s.Turn())
	}
	s, _ = a2Do(t, s, r, first.String()+" secure")
	s, _ = a2Pay(t, s, r)
	next := (first + 1) % 3
	if s.Turn() != next || s.ActionsDone() != 0 {
		t.Fatalf("after 2 Actions: turn %v (%d done), want %v", s.Turn(), s.ActionsDone(), next)
	}
	if got := s.RoomAt(nemesis.LandingSlot).Secure; got != 2 {
		t.Errorf("Secure tokens %d, want 2", got)
	}
}

// TestAudit2SecureLimit: "there is a limit of 3 Secure tokens in any given
// Room" and "Characters may never Secure a Room with an Intruder inside"
// (Rulebook, "Secure Tokens"), both sides.
func TestAudit2SecureLimit(t *testing.T) {
	r := dice.New(4)
	s := a2Start(t, nemesis.Config{Players: 2}, 4)
	p := s.Turn().String()
	for secure := 0; secure <= 3; secure++ {
		u := a2Set(t, s, `{"rooms":{"a2":{"tile":0,"secure":`+string(rune('0'+secure))+`},"d3":{"tile":1}}}`)
		if got, want := a2Legal(u, p+" secure"), secure < 3; got != want {
			t.Errorf("%d Secure tokens: Secure listed %v, want %v", secure, got, want)
		}
		if _, _, err := a2Try(t, u, r, p+" secure"); (err == nil) != (secure < 3) {
			t.Errorf("%d Secure tokens: Secure gives %v", secure, err)
		}
	}
	u := a2Set(t, s, `{`+a2Intruders(map[int]string{5: "a2"})+`}`)
	if _, _, err := a2Try(t, u, r, p+" secure"); !errors.Is(err, incursion.ErrIllegal) {
		t.Errorf("Secure with an Adult in the Room: %v, want illegal", err)
	}
	u = a2Set(t, s, `{`+a2Intruders(map[int]string{5: "a2-b2"})+`}`)
	if _, _, err := a2Try(t, u, r, p+" secure"); err != nil {
		t.Errorf("Secure with an Adult in a Corridor only: %v", err)
	}
	// A fourth token by a card is ignored too: Barricade places 1.
	if _, err := json.Marshal(u); err != nil {
		t.Fatal(err)
	}
	doc := `{"rooms":{"a2":{"tile":0,"secure":4},"d3":{"tile":1}}}`
	if err := json.Unmarshal([]byte(doc), &u); err == nil {
		t.Errorf("a position with 4 Secure tokens in a Room decodes")
	}
}

// TestAudit2ObjectiveDrawTrack: "the 1st player to choose draws 3 Action
// cards, the 2nd and 3rd draw 2 cards, and the 4th and 5th draw 1 card"; once
// per game; "before or after any of the 2 Actions in a Turn, but not in the
// middle of one" (Rulebook, "Choosing an Objective").
func TestAudit2ObjectiveDrawTrack(t *testing.T) {
	r := dice.New(5)
	s := a2Start(t, nemesis.Config{Players: 5}, 5)
	want := []int{3, 2, 2, 1, 1}
	for i := range want {
		p := s.Turn()
		before := len(a2Board(t, s, p).Hand)
		// Not in the middle of an Action: a Move chosen, its cost unpaid.
		mid, _ := a2Do(t, s, r, p.String()+" move a2-b2")
		if a2Legal(mid, p.String()+" objective private") {
			t.Errorf("choice %d: an Objective may be chosen while a Move is being paid", i+1)
		}
		s, _ = a2Do(t, s, r, p.String()+" objective mission")
		if got := len(a2Board(t, s, p).Hand) - before; got != want[i] {
			t.Errorf("choice %d (%v): drew %d cards, want %d", i+1, p, got, want[i])
		}
		if pl := s.Player(p); pl.Objectives[0] != -1 || pl.Objectives[1] < 0 {
			t.Errorf("choice %d: Objectives %v, want the Private removed", i+1, pl.Objectives)
		}
		if a2Legal(s, p.String()+" objective private") || a2Legal(s, p.String()+" objective mission") {
			t.Errorf("choice %d: a second Objective choice is listed", i+1)
		}
		s, _ = a2Do(t, s, r, p.String()+" pass", p.String()+" discard done")
	}
}

// a2NoReact lets every reaction window pass with "react none".
func a2NoReact(t testing.TB, s nemesis.State, r dice.Roller) (nemesis.State, []nemesis.Event) {
	t.Helper()
	var all []nemesis.Event
	for s.Pending() == nemesis.PendReact {
		s2, evs := a2Do(t, s, r, s.PendingSeat().String()+" react none")
		s = s2
		all = append(all, evs...)
	}
	return s, all
}

// a2Decks is the part of "decks" the tests read, as the ids of DATA.md's
// listings (a position writes words; a2GetDecks reads them back).
type a2Decks struct {
	AttackDeck    []int   `json:"attack_deck"`
	AttackDiscard []int   `json:"attack_discard"`
	WoundDeck     []int   `json:"wound_deck"`
	ContamDeck    []int   `json:"contamination_deck"`
	QueenHealth   []int   `json:"queen_health"`
	EventDeck     []int   `json:"event_deck"`
	ItemDecks     [][]int `json:"item_decks"`
}

func a2GetDecks(t testing.TB, s nemesis.State) a2Decks {
	t.Helper()
	var raw map[string]json.RawMessage
	if err := json.Unmarshal(a2Raw(t, s, "decks"), &raw); err != nil {
		t.Fatal(err)
	}
	pile := func(field string) []int {
		var ws []string
		if err := json.Unmarshal(raw[field], &ws); err != nil {
			t.Fatalf("decks %s: %v", field, err)
		}
		return a2IDs(t, field, ws)
	}
	var items [][]string
	if err := json.Unmarshal(raw["item_decks"], &items); err != nil {
		t.Fatalf("decks item_decks: %v", err)
	}
	d := a2Decks{
		AttackDeck:    pile("attack_deck"),
		AttackDiscard: pile("attack_discard"),
		WoundDeck:     pile("wound_deck"),
		ContamDeck:    pile("contamination_deck"),
		QueenHealth:   pile("queen_health"),
		EventDeck:     pile("event_deck"),
	}
	for _, ws := range items {
		d.ItemDecks = append(d.ItemDecks, a2IDs(t, "item_decks", ws))
	}
	return d
}

// a2IDs is the ids (DATA.md's listings) that the words ws of a position's
// field stand for.
func a2IDs(t testing.TB, field string, ws []string) []int {
	t.Helper()
	out := make([]int, len(ws))
	for i, w := range ws {
		out[i] = a2ID(t, field, w)
	}
	return out
}

// a2ID is the id that the word w of a position's field stands for.
func a2ID(t testing.TB, field, w string) int {
	t.Helper()
	id := nemesis.PositionID(field, w)
	if id < 0 {
		t.Fatalf("%s: %q names nothing", field, w)
	}
	return id
}

// a2Map is the Facility most scenarios use: the Landing Zone a2, Life
// Support Control A in b2, the Hibernatorium d3; the Corridor a2-b2 of Noise
// value 1 (tile 5), a1-a2 of value 3 (tile 27), a2-a3 of value 4 (tile 34).
const a2Map = `"rooms":{"a2":{"tile":0},"b2":{"tile":3},"d3":{"tile":1}},
 "corridors":{"a2-b2":{"tile":5},"a1-a2":{"tile":27},"a2-a3":{"tile":34}}`

// a2Scratches puts the three Scratch cards (Adult/Drone: 1 Health and 1
// Contamination; Queen 2 Health; DATA.md) on top of the Intruder Attack deck.
const a2Scratches = `"decks":{"attack_deck":[0,1,2,3,4,5,6,10,11,12,13,14,15,7,8,9]}`

// TestAudit2OpportunityAttacks: "if there are any Intruders in the same Room
// as the Character and/or in the Corridor the Character wants to Move
// through, for each such Intruder, starting with the largest, resolve an
// Intruder Attack (up to 3 Attacks maximum)" (Rulebook, "Movement
// Sequence"). A Larva's Attack draws no card ("Larva Attacks").
func TestAudit2OpportunityAttacks(t *testing.T) {
	for _, tc := range []struct {
		name     string
		at       map[int]string
		attacks  int // Attack cards drawn
		larva    bool
		attacked []string
	}{
		{"Queen, Drone, Adult, Larva in the Room", map[int]string{0: "a2", 1: "a2", 5: "a2", 17: "a2"}, 3, false, []string{"x0", "x1", "x5"}},
		{"Larva, Adult, Drone, Queen listed smallest first", map[int]string{17: "a2", 6: "a2", 2: "a2", 0: "a2"}, 3, false, []string{"x0", "x2", "x6"}},
		{"two in the Room, two in the Corridor", map[int]string{5: "a2", 6: "a2", 7: "a2-b2", 8: "a2-b2"}, 3, false, []string{"x5", "x6", "x7"}},
		{"two Adults and a Larva", map[int]string{5: "a2", 6: "a2-b2", 17: "a2"}, 2, true, []string{"x5", "x6", "x17"}},
		{"an Adult in another Corridor does not Attack", map[int]string{5: "a1-a2"}, 0, false, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := a2Start(t, nemesis.Config{Players: 2}, 1)
			p := s.Turn()
			s = a2Set(t, s, `{`+a2Map+`,`+a2Scratches+`,`+a2Intruders(tc.at)+`}`)
			before := len(a2GetDecks(t, s).AttackDiscard)
			r := dice.Script(3) // the Noise roll: a 2
			s, evs := a2Do(t, s, r, p.String()+" move a2-b2")
			s, more := a2Pay(t, s, r)
			evs = append(evs, more...)
			s, more = a2NoReact(t, s, r)
			evs = append(evs, more...)
			text := a2Texts(evs)
			if got := len(a2GetDecks(t, s).AttackDiscard) - before; got != tc.attacks {
				t.Errorf("%d Attack cards drawn, want %d\n%s", got, tc.attacks, text)
			}
			var order []string
			for _, line := range strings.Split(text, "\n") {
				if i := strings.Index(line, " attacked "); i >= 0 {
					f := strings.Fields(line[:i])
					order = append(order, f[len(f)-1])
				}
			}
			if diff := cmp.Diff(tc.attacked, order); diff != "" {
				t.Errorf("attackers (-want +got):\n%s\n%s", diff, text)
			}
			if got := s.Player(p).Larva; got != tc.larva {
				t.Errorf("Larva on the board %v, want %v", got, tc.larva)
			}
		})
	}
}

// a2Char writes the "characters" field changing seat p's board only.
func a2Char(p nemesis.Seat, fields string) string {
	parts := make([]string, int(p)+1)
	for i := range parts {
		parts[i] = "{}"
	}
	parts[p] = "{" + fields + "}"
	return `"characters":[` + strings.Join(parts, ",") + `]`
}

// a2EndTurn passes and discards nothing: the end of the seat's Turn.
func a2EndTurn(t testing.TB, s nemesis.State, r dice.Roller, p nemesis.Seat) nemesis.State {
	t.Helper()
	s, _ = a2Do(t, s, r, p.String()+" pass", p.String()+" discard done")
	return s
}

// TestAudit2OxygenAndSuffocating: "At the end of each Turn (including a
// Turn in which a Character Passes), if a Character is in a Section with an
// Inactive Life Support System, they lose 1 Oxygen"; at 0 the Character
// gains a Suffocating token: "Next time you lose Health, you die. Discard
// this token when: you gain Oxygen, OR end your Turn in a Section with an
// Active Life Support System"; an Oxygen token gives 3, "can never exceed 7"
// (Rulebook, "Character", e and c).
func TestAudit2OxygenAndSuffocating(t *testing.T) {
	s0 := a2Start(t, nemesis.Config{Players: 2}, 1)
	p := s0.Turn()
	r := dice.New(1)
	for _, tc := range []struct {
		name        string
		doc         string
		oxygen      int8
		suffocating bool
		status      nemesis.Status
	}{
		{"Inactive: 2 to 1", `"oxygen":2`, 1, false, nemesis.Active},
		{"Inactive: 1 to 0, Suffocating", `"oxygen":1`, 0, true, nemesis.Active},
		{"Inactive: 0 stays 0, still Suffocating", `"oxygen":0,"suffocating":true`, 0, true, nemesis.Active},
	} {
		s := a2Set(t, s0, `{`+a2Char(p, tc.doc)+`}`)
		s = a2EndTurn(t, s, r, p)
		pl := s.Player(p)
		if pl.Oxygen != tc.oxygen || pl.Suffocating != tc.suffocating || pl.Status != tc.status {
			t.Errorf("%s: oxygen %d suffocating %v status %v", tc.name, pl.Oxygen, pl.Suffocating, pl.Status)
		}
	}
	// Active Life Support in Section A: no loss, and the token goes.
	s := a2Set(t, s0, `{"life_support":[true,false,false],`+a2Char(p, `"oxygen":0,"suffocating":true`)+`}`)
	s = a2EndTurn(t, s, r, p)
	if pl := s.Player(p); pl.Oxygen != 0 || pl.Suffocating {
		t.Errorf("Active Life Support: oxygen %d suffocating %v, want 0 and the token discarded", pl.Oxygen, pl.Suffocating)
	}
	s = a2Set(t, s0, `{"life_support":[true,false,false],`+a2Char(p, `"oxygen":5`)+`}`)
	s = a2EndTurn(t, s, r, p)
	if pl := s.Player(p); pl.Oxygen != 5 {
		t.Errorf("Active Life Support: oxygen %d, want 5 (not replenished, not lost)", pl.Oxygen)
	}
	// Suffocating: the next Health lost kills (Fire at the end of the Turn).
	s = a2Set(t, s0, `{"rooms":{"a2":{"tile":0,"fire":true},"d3":{"tile":1}},`+a2Char(p, `"oxygen":0,"suffocating":true`)+`}`)
	s = a2EndTurn(t, s, r, p)
	if pl := s.Player(p); pl.Status != nemesis.Dead {
		t.Errorf("Suffocating in Fire: status %v health %d, want dead", pl.Status, pl.Health)
	}
	// Not Suffocating: Fire costs 1 Health only.
	s = a2Set(t, s0, `{"rooms":{"a2":{"tile":0,"fire":true},"d3":{"tile":1}},`+a2Char(p, `"oxygen":3`)+`}`)
	s = a2EndTurn(t, s, r, p)
	if pl := s.Player(p); pl.Status != nemesis.Active || pl.Health != 1 || pl.Oxygen != 2 {
		t.Errorf("Fire: status %v health %d oxygen %d, want active, 1, 2", pl.Status, pl.Health, pl.Oxygen)
	}
	// Oxygen tokens: +3, never above 7; gaining Oxygen ends Suffocating.
	for _, tc := range []struct {
		from, want  int8
		suffocating bool
	}{{0, 3, true}, {3, 6, false}, {4, 7, false}, {5, 7, false}} {
		s := a2Set(t, s0, a2TakeTokens(t, s0, `{`+a2Char(p, `"belt":["oxygen","none","none","none"],"oxygen":`+string(rune('0'+tc.from))+`,"suffocating":`+map[bool]string{false: "false", true: "true"}[tc.suffocating])+`}`))
		var err error
		s, _, err = a2Try(t, s, r, p.String()+" gear 0 0")
		if err != nil {
			t.Errorf("Oxygen token at %d: %v (legal: %v)", tc.from, err, s.Actions())
			continue
		}
		s, _ = a2Pay(t, s, r)
		if s.Pending() == nemesis.PendGear {
			s, _ = a2Do(t, s, r, p.String()+" gear done")
		}
		if pl := s.Player(p); pl.Oxygen != tc.want || pl.Suffocating || pl.Belt[0] != nemesis.NoToken {
			t.Errorf("Oxygen token at %d: oxygen %d (want %d) suffocating %v belt %v", tc.from, pl.Oxygen, tc.want, pl.Suffocating, pl.Belt)
		}
	}
	// At 7 the engine refuses the token (nothing to gain: "Effects" must be
	// fully resolvable); the rulebook does not say; kept as the engine's
	// reading (AUDIT.md, second audit, ambiguities).
	s = a2Set(t, s0, a2TakeTokens(t, s0, `{`+a2Char(p, `"belt":["oxygen","none","none","none"],"oxygen":7`)+`}`))
	if _, _, err := a2Try(t, s, r, p.String()+" gear 0 0"); err == nil {
		t.Errorf("an Oxygen token at 7 Oxygen is accepted")
	}
}

// a2Corr is the "corridors" field: a2-b2 (value 1, tile 5), a1-a2 (3, tile
// 27), a2-a3 (4, tile 34) and the given ones around b2.
func a2Corr(more string) string {
	c := `"corridors":{"a2-b2":{"tile":5},"a1-a2":{"tile":27},"a2-a3":{"tile":34}`
	if more != "" {
		c += "," + more
	}
	return c + "}"
}

// a2Noised lists the Corridors holding a Noise marker, by name.
func a2Noised(s nemesis.State) []string {
	var out []string
	g := s.Geometry()
	for e := range g.Corridors {
		if c := s.CorridorAt(e); c.Tile >= 0 && c.Noise {
			out = append(out, g.Corridors[e].Name)
		}
	}
	return out
}

// a2MoveB2 moves seat p from a2 into the discovered b2 and lets every
// reaction window pass.
func a2MoveB2(t testing.TB, s nemesis.State, r dice.Roller, p nemesis.Seat) (nemesis.State, string) {
	t.Helper()
	s, evs := a2Do(t, s, r, p.String()+" move a2-b2")
	s, more := a2Pay(t, s, r)
	evs = append(evs, more...)
	s, more = a2NoReact(t, s, r)
	evs = append(evs, more...)
	return s, a2Texts(evs)
}

// TestAudit2NoiseRoll: "Number result (1, 2, 3, 4): find all Corridors
// adjacent to the Room your Character is in that share the rolled value. For
// each such Corridor ...: if the Corridor contains at least 1 Intruder, the
// largest Intruder from that Corridor moves to the Room containing your
// Character; else if the Corridor already contains a Noise marker, resolve
// the Noise marker there ...; else (no Noise marker), place a Noise marker
// there." Deadly mode: "Corridors are treated as having both Noise values";
// a Reinforced Corridor shows 0 (Rulebook, "Noise Roll", "Deadly Mode",
// "Reinforced Corridor"). The Noise die is 1,1,2,2,3,3,4,4,Hazard,Hazard
// (DATA.md): face k of the script shows (k+1)/2.
func TestAudit2NoiseRoll(t *testing.T) {
	// Around b2: a2-b2 value 1 (tile 5), b1-b2 value 1 (tile 6), b2-c2 value
	// 1 with Deadly value 2 (tile 7), b2-b3 value 2 (tile 15).
	around := `"b1-b2":{"tile":6},"b2-c2":{"tile":7},"b2-b3":{"tile":15}`
	for _, tc := range []struct {
		name   string
		deadly bool
		face   int
		more   string // more position
		noised []string
		in     int // Intruders in b2 after the roll
	}{
		{"1: every value-1 Corridor", false, 1, "", []string{"b1-b2", "a2-b2", "b2-c2"}, 0},
		{"2: only the value-2 Corridor", false, 4, "", []string{"b2-b3"}, 0},
		{"2 in Deadly mode: the Deadly value too", true, 3, "", []string{"b2-c2", "b2-b3"}, 0},
		{"3: none", false, 5, "", nil, 0},
		{"4: none around b2", false, 8, "", nil, 0},
		{"1 with an Adult in b2-c2: it enters", false, 2, a2Intruders(map[int]string{5: "b2-c2", 6: "b2-c2"}), []string{"b1-b2", "a2-b2"}, 1},
		{"1 with a Drone and an Adult in b1-b2: the Drone enters", false, 2, a2Intruders(map[int]string{5: "b1-b2", 1: "b1-b2"}), []string{"a2-b2", "b2-c2"}, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := a2Start(t, nemesis.Config{Players: 2, Deadly: tc.deadly}, 1)
			p := s.Turn()
			doc := `{` + a2Scratches + `,"rooms":{"a2":{"tile":0},"b2":{"tile":3},"d3":{"tile":1}},` + a2Corr(around)
			if tc.more != "" {
				doc += "," + tc.more
			}
			s = a2Set(t, s, doc+`}`)
			s, text := a2MoveB2(t, s, dice.Script(tc.face), p)
			got := a2Noised(s)
			want := map[string]bool{}
			for _, n := range tc.noised {
				want[n] = true
			}
			have := map[string]bool{}
			for _, n := range got {
				have[n] = true
			}
			if diff := cmp.Diff(want, have); diff != "" {
				t.Errorf("Noise markers (-want +got):\n%s\n%s", diff, text)
			}
			if n := s.IntrudersAt(1*nemesis.W + 1); n != tc.in {
				t.Errorf("%d Intruders in b2, want %d\n%s", n, tc.in, text)
			}
		})
	}
}

// TestAudit2NoiseRollReinforced: a Reinforced Corridor shows "0" and gets no
// Noise marker from a roll; "Secured Corridors still have only one value of
// 0" in Deadly mode (Rulebook, "Reinforced Corridor", "Deadly Mode").
func TestAudit2NoiseRollReinforced(t *testing.T) {
	for _, deadly := range []bool{false, true} {
		s := a2Start(t, nemesis.Config{Players: 2, Deadly: deadly}, 1)
		p := s.Turn()
		s = a2Set(t, s, `{"rooms":{"a2":{"tile":0},"b2":{"tile":3},"d3":{"tile":1}},`+
			a2Corr(`"b2-c2":{"tile":7,"reinforced":true},"b2-b3":{"tile":15}`)+`}`)
		for _, face := range []int{1, 3} {
			u, text := a2MoveB2(t, s, dice.Script(face), p)
			for _, n := range a2Noised(u) {
				if n == "b2-c2" {
					t.Errorf("deadly %v, face %d: a Noise marker on the Reinforced b2-c2\n%s", deadly, face, text)
				}
			}
		}
	}
}

// a2Shuffle shuffles a JSON list in place with r.
func a2Shuffle(list []any, r *dice.Rand) {
	for i := len(list) - 1; i > 0; i-- {
		j := r.IntN(i + 1)
		list[i], list[j] = list[j], list[i]
	}
}

// a2Twin is s with what seat p may not know scrambled (Rulebook, "Hidden
// information" of issue 10: the others' hands and deck orders, their
// Backpacks' Items of each colour, their Objectives, every deck's order, the
// INFECTED text of every Contamination card, the Anti-Aircraft order unless p
// checked it, the Robot card until revealed, the bag's tokens of each kind).
// ok is false when the scrambled document does not decode (then nothing is
// compared).
func a2Twin(t testing.TB, s nemesis.State, p nemesis.Seat, r *dice.Rand) (twin nemesis.State, ok bool, why string) {
	t.Helper()
	doc := a2Doc(t, s)
	chars := doc["characters"].([]any)
	// Contamination cards: every "c64".."c83" anywhere on a board, and the
	// Contamination deck, exchange their ids.
	type ref struct {
		list []any
		i    int
	}
	var contam []ref
	for _, c := range chars {
		m := c.(map[string]any)
		for _, f := range []string{"hand", "action_deck", "action_discard"} {
			l, _ := m[f].([]any)
			for i, v := range l {
				if sv, _ := v.(string); len(sv) == 3 && sv >= "c64" && sv <= "c83" {
					contam = append(contam, ref{l, i})
				}
			}
		}
	}
	decks := doc["decks"].(map[string]any)
	cd, _ := decks["contamination_deck"].([]any)
	for i := range cd {
		contam = append(contam, ref{cd, i})
	}
	// The deck writes the same words as a hand ("c64".."c83").
	perm := make([]any, len(contam))
	for i, c := range contam {
		perm[i] = c.list[c.i].(string)
	}
	a2Shuffle(perm, r)
	for i, c := range contam {
		c.list[c.i] = perm[i]
	}
	// The others' hands and Action decks, as one shuffled pile.
	for q, c := range chars {
		if nemesis.Seat(q) == p {
			continue
		}
		m := c.(map[string]any)
		h, _ := m["hand"].([]any)
		d, _ := m["action_deck"].([]any)
		all := append(append([]any{}, h...), d...)
		a2Shuffle(all, r)
		m["hand"] = all[:len(h)]
		m["action_deck"] = all[len(h):]
	}
	// The orders of every face-down pile.
	for _, k := range []string{"corridor_tiles", "exploration_deck", "support_deck", "event_deck", "attack_deck", "wound_deck", "contamination_deck", "queen_health", "draft_deck"} {
		if l, ok := decks[k].([]any); ok {
			a2Shuffle(l, r)
		}
	}
	for _, k := range []string{"room_stacks", "item_decks"} {
		if ls, ok := decks[k].([]any); ok {
			for _, l := range ls {
				a2Shuffle(l.([]any), r)
			}
		}
	}
	// The others' Backpack Items: exchanged with Items of the same colour
	// in the decks (a Backpack never holds Heavy or Armor Items).
	items := decks["item_decks"].([]any)
	for q, c := range chars {
		if nemesis.Seat(q) == p {
			continue
		}
		m := c.(map[string]any)
		pack, _ := m["backpack"].([]any)
		for i, v := range pack {
			id := a2ID(t, "backpack", v.(string))
			if id >= 36 {
				continue
			}
			col := id / 12
			deck := items[col].([]any)
			for j, w := range deck {
				wid := a2ID(t, "item_decks", w.(string))
				if col == 0 && wid < 8 {
					continue // a red Weapon or Vest does not go in a Backpack
				}
				if r.IntN(2) == 0 {
					deck[j], pack[i] = v, w
					break
				}
			}
		}
	}
	// The Anti-Aircraft order, unless p checked it.
	knows := false
	if int(p) < len(chars) {
		knows = chars[p].(map[string]any)["knows_anti_aircraft"] == true
	}
	if !knows {
		if aa, ok := doc["anti_aircraft"].([]any); ok && len(aa) == 2 {
			aa[0], aa[1] = aa[1], aa[0]
		}
	}
	if doc["robot_revealed"] == false {
		doc["robot"] = nemesis.RobotName(int8(r.IntN(nemesis.RobotCards)))
	}
	data, err := json.Marshal(doc)
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(data, &twin); err != nil {
		return twin, false, err.Error()
	}
	return twin, true, ""
}

func itoa(n int) string {
	if n == 0 {
		return "0"
	}
	var b []byte
	for n > 0 {
		b = append([]byte{byte('0' + n%10)}, b...)
		n /= 10
	}
	return string(b)
}

// a2Variants are the games a random playout covers: every number of
// Characters, Solo/Coop and Deadly.
var a2Variants = []nemesis.Config{
	{Players: 1}, {Players: 2}, {Players: 3}, {Players: 4}, {Players: 5},
	{Players: 3, Coop: true}, {Players: 5, Deadly: true}, {Players: 2, Coop: true, Deadly: true},
}

// TestAudit2ViewsLeakNothing plays random games of every variant and, every
// few actions, compares each seat's view (and the observer's) of the state
// with its view of a twin that differs only in what that seat may not know
// (a2Twin): the JSON of the views, and the seat's listed actions, must be
// the same.
func TestAudit2ViewsLeakNothing(t *testing.T) {
	games := 1
	for vi, cfg := range a2Variants {
		for seed := uint64(1); seed <= uint64(games); seed++ {
			r := dice.New(seed*100 + uint64(vi))
			tw := dice.New(seed*7 + uint64(vi))
			s, err := nemesis.New(cfg, r)
			if err != nil {
				t.Fatal(err)
			}
			undecoded := 0
			for step := 0; !s.Over() && step < 3000; step++ {
				if step%7 == 0 {
					seats := append(s.Seats(), nemesis.ObserverSeat)
					for _, p := range seats {
						twin, ok, why := a2Twin(t, s, p, tw)
						if !ok {
							undecoded++
							if undecoded < 3 {
								t.Logf("%+v seed %d step %d: twin for %v does not decode: %s", cfg, seed, step, p, why)
							}
							continue
						}
						v1, _ := json.Marshal(s.View(p))
						v2, _ := json.Marshal(twin.View(p))
						if string(v1) != string(v2) {
							t.Fatalf("%+v seed %d step %d: %v's view differs between twins:\n%s", cfg, seed, step, p, a2JSONDiff(t, v1, v2))
						}
						a1 := a2Strings(s.View(p).Actions())
						a2 := a2Strings(twin.View(p).Actions())
						if diff := cmp.Diff(a1, a2); diff != "" {
							t.Fatalf("%+v seed %d step %d: %v's listed actions differ between twins (-real +twin):\n%s", cfg, seed, step, p, diff)
						}
					}
				}
				acts := s.Actions()
				a := acts[r.IntN(len(acts))]
				s, _, err = nemesis.Apply(s, a, r)
				if err != nil {
					t.Fatalf("%v: %v", a, err)
				}
			}
		}
	}
}

func a2Strings[T interface{ String() string }](xs []T) []string {
	out := make([]string, len(xs))
	for i, x := range xs {
		out[i] = x.String()
	}
	return out
}

// a2JSONDiff is a cmp.Diff of two JSON documents.
func a2JSONDiff(t testing.TB, a, b []byte) string {
	t.Helper()
	var x, y any
	json.Unmarshal(a, &x)
	json.Unmarshal(b, &y)
	return cmp.Diff(x, y)
}

// TestAudit2SearchLifeSupportB: "by Searching Life Support Control "B" you
// will draw 1 Yellow and 1 Green Item. Then choose 1 to keep, and discard the
// other to the bottom of its corresponding deck"; "Items that were Searched
// but not chosen should not be revealed to other players"; "Items in the
// Backpack are secret information" (Rulebook, "Gaining Items", "Items").
func TestAudit2SearchLifeSupportB(t *testing.T) {
	s := a2Start(t, nemesis.Config{Players: 2}, 1)
	p := s.Turn()
	other := 1 - p
	r := dice.New(9)
	s = a2Set(t, s, `{"rooms":{"a2":{"tile":0},"b2":{"tile":6},"d3":{"tile":1}},`+a2Corr("")+`,`+
		a2Char(p, `"room":"b2","hand":["c0","c1","c2","c3","c4"],"action_deck":["c5","c6","c7","c8","c9"]`)+`}`)
	before := a2GetDecks(t, s)
	s, evs := a2Do(t, s, r, p.String()+" play c0 0")
	if s.Pending() != nemesis.PendKeep {
		t.Fatalf("after Search: pending %v\n%s", s.Pending(), a2Texts(evs))
	}
	got := s.SearchedItems()
	if len(got) != 2 {
		t.Fatalf("Searched %v, want 2 Items", got)
	}
	green, yellow := got[0], got[1]
	if green > yellow {
		green, yellow = yellow, green
	}
	if green < 12 || green > 23 || yellow < 24 || yellow > 35 {
		t.Errorf("Searched %v, want 1 green (i12–i23) and 1 yellow (i24–i35)", got)
	}
	for _, it := range s.View(other).SearchedItems() {
		if it != nemesis.Unknown {
			t.Errorf("the other seat's view shows the Searched Items %v", s.View(other).SearchedItems())
		}
	}
	for _, v := range []nemesis.Seat{other, nemesis.ObserverSeat} {
		for _, e := range evs {
			o := incursion.Observe(nemesis.Game, e, v)
			for _, it := range got {
				if strings.Contains(o.String(), "i"+itoa(int(it))) {
					t.Errorf("%v observes %q, naming a Searched Item", v, o)
				}
			}
		}
		data, _ := json.Marshal(s.View(v))
		for _, it := range got {
			if strings.Contains(string(data), `"i`+itoa(int(it))+`"`) {
				t.Errorf("%v's view JSON names the Searched Item i%d", v, it)
			}
		}
	}
	keep := nemesis.Keep{Seat: p, Item: green, Drop: nemesis.NoDrop}
	if !nemesis.ActionVisibleTo(s, keep, p) || nemesis.ActionVisibleTo(s, keep, other) {
		t.Errorf("the Keep is visible to its seat %v, to the other %v", nemesis.ActionVisibleTo(s, keep, p), nemesis.ActionVisibleTo(s, keep, other))
	}
	packBefore := len(a2Board(t, s, p).Backpack)
	s, evs = a2Do(t, s, r, keep.String())
	after := a2GetDecks(t, s)
	if y := after.ItemDecks[2]; len(y) != len(before.ItemDecks[2]) || y[0] != int(yellow) {
		t.Errorf("yellow deck bottom %v, want the unkept i%d at the bottom (first)", y, yellow)
	}
	if b := a2Board(t, s, p).Backpack; len(b) != packBefore+1 || b[len(b)-1] != "i"+itoa(int(green)) {
		t.Errorf("Backpack %v, want i%d added", b, green)
	}
	for _, it := range a2Board(t, s.View(other), p).Backpack {
		if it != "?" {
			t.Errorf("the other's view of the Backpack shows %v", it)
		}
	}
	for _, e := range evs {
		o := incursion.Observe(nemesis.Game, e, other)
		if strings.Contains(o.String(), "i"+itoa(int(green))) || strings.Contains(o.String(), nemesis.ItemName(green)) {
			t.Errorf("the other observes %q", o)
		}
	}
}

// a2Odd are strange action texts: out-of-range slots, cards, Items, models
// and seats, self-loops, missing and extra arguments.
var a2Odd = []string{
	"", " ", "P1", "P0 pass", "P6 pass", "P9 pass", "Observer pass", "none pass", "P1 pass extra",
	"P1 move a2-a2", "P1 move a2-c2", "P1 move f4-g4", "P1 move a0-a1", "P1 move a2-b2 drag P9", "P1 move a2-b2 drag P1",
	"P1 cautious", "P1 move", "P1 move a2b2", "P1 move -", "P1 pay c10", "P1 pay c-1", "P1 pay c127", "P1 pay c128",
	"P1 shoot h2 x5", "P1 shoot h0 x25", "P1 shoot h0 x-1", "P1 burst h0 a2-a2", "P1 melee x99", "P1 room -1", "P1 room 127",
	"P1 room 128", "P1 play c0 -128", "P1 play c0 200", "P1 use i54 0", "P1 use i-3 0", "P1 use i53 0", "P1 gear 10 0",
	"P1 gear -1 0", "P1 gear move 9 9", "P1 gear move 0 0", "P1 gear move 4 12", "P1 objective public", "P1 keep i99",
	"P1 keep i2 drop h5", "P1 keep i2 drop armor", "P1 hit x25", "P1 hit x-2", "P1 prevent h9", "P1 discard c64",
	"P1 discard c83", "P1 discard c84", "P1 swap maybe", "P1 swap ?", "P1 launch ?", "P1 draft Nobody", "P1 draft contractor",
	"P1 support i0", "P1 support i36 drop h7", "P1 take laser", "P1 robot z9 0", "P1 robot d3 99", "P1 robot d3 -2",
	"P1 offer P1 P1 pack i12", "P1 offer P9 P1 belt 0", "P1 offer P2 P1 belt 9", "P1 offer P2 P1 hand h3", "P2 give ?",
	"P2 give i999", "P1 repel a2-a3", "P1 react c8 c8", "P1 react c99", "P1 order P1 move a2-b2", "P1 order P2 order P3 pass",
	"P1 order P2 pass", "P1 drop belt 4", "P1 drop belt 5", "P1 drop pack i53", "P1 drop armor 3", "P1 armor wound",
	"P1 use-on P1 i12 0", "P1 use-on P9 i12 0", "p1 PASS", "P1  pass", "P1\tpass", "P1 pass\n", "P1 move a2-b2\x00",
	"P1 objective mission mission", "P1 consent", "P1 consent maybe", "P1 trade now", "P1 gear done done",
	"P1 move A2-B2", "P1 move b2-a2", "P1 take ammo ammo", "P1 hit none none", "P1 keep none drop h0",
}

// TestAudit2StrangeActionTexts: no text makes ParseAction, Legal or Apply
// panic; what parses prints back to a text that parses to the same action;
// what Apply refuses leaves an error wrapping incursion.ErrIllegal; what it
// accepts gives a valid state. Run on states of every phase of a game.
func TestAudit2StrangeActionTexts(t *testing.T) {
	r := dice.New(11)
	s, err := nemesis.New(nemesis.Config{Players: 3}, r)
	if err != nil {
		t.Fatal(err)
	}
	var states []nemesis.State
	for step := 0; !s.Over() && step < 2000; step++ {
		if step%25 == 0 || s.Pending() != nemesis.NoPending && step%5 == 0 {
			states = append(states, s)
		}
		acts := s.Actions()
		s, _, err = nemesis.Apply(s, acts[r.IntN(len(acts))], r)
		if err != nil {
			t.Fatal(err)
		}
	}
	states = append(states, s)
	// Mutations of the listed actions too: each word swapped for a word of
	// another action.
	texts := append([]string{}, a2Odd...)
	mut := dice.New(12)
	var words []string
	for _, st := range states {
		for _, a := range st.Actions() {
			words = append(words, strings.Fields(a.String())...)
			texts = append(texts, a.String())
		}
	}
	for i := 0; i < 400 && len(words) > 0; i++ {
		f := strings.Fields(texts[len(a2Odd)+mut.IntN(len(texts)-len(a2Odd))])
		f[mut.IntN(len(f))] = words[mut.IntN(len(words))]
		if mut.IntN(3) == 0 {
			f = append(f, words[mut.IntN(len(words))])
		}
		texts = append(texts, strings.Join(f, " "))
	}
	for _, text := range texts {
		a, err := a2Parse(text)
		if err != nil {
			continue
		}
		back, err := a2Parse(a.String())
		if err != nil || back != a {
			t.Errorf("%q parses to %v, which parses back to %v (%v)", text, a, back, err)
		}
		for i, st := range states {
			func() {
				defer func() {
					if p := recover(); p != nil {
						t.Errorf("state %d, %q: panic %v", i, text, p)
					}
				}()
				legalErr := st.Legal(a)
				n, _, err := nemesis.Apply(st, a, dice.New(uint64(i)))
				if (legalErr == nil) != (err == nil) {
					t.Errorf("state %d, %q: Legal %v but Apply %v", i, text, legalErr, err)
				}
				if err != nil {
					if !errors.Is(err, incursion.ErrIllegal) {
						t.Errorf("state %d, %q: error %v does not wrap ErrIllegal", i, text, err)
					}
					return
				}
				if verr := n.Validate(); verr != nil {
					t.Errorf("state %d, %q: invalid state after: %v", i, text, verr)
				}
			}()
		}
	}
}

// a2Parse is ParseAction with a recover: a panic is an error of the test.
func a2Parse(text string) (a nemesis.Action, err error) {
	defer func() {
		if p := recover(); p != nil {
			err = errors.New("panic")
			a = nil
			panic(p)
		}
	}()
	return nemesis.ParseAction(text)
}

// TestAudit2StrangeJSONActionsAndViews: JSON actions with every number
// field set to extreme values decode or fail without a panic, and Apply
// refuses or accepts them cleanly; a view passed to Legal or Apply is
// refused with ErrIllegal, whatever the action (doc.go: "A view cannot be
// played"), its listed actions are the viewer's, and it survives a JSON
// round trip.
func TestAudit2StrangeJSONActionsAndViews(t *testing.T) {
	for vi, cfg := range a2Variants {
		r := dice.New(uint64(40 + vi))
		s, err := nemesis.New(cfg, r)
		if err != nil {
			t.Fatal(err)
		}
		extremes := []float64{-128, -3, -2, -1, 0, 2, 9, 24, 63, 64, 84, 127}
		for step := 0; !s.Over() && step < 1500; step++ {
			acts := s.Actions()
			if step%9 == 0 {
				for _, a := range acts[:min(len(acts), 4)] {
					data, err := nemesis.MarshalAction(a)
					if err != nil {
						t.Fatalf("%v: %v", a, err)
					}
					var doc map[string]any
					if err := json.Unmarshal(data, &doc); err != nil {
						t.Fatal(err)
					}
					for k, v := range doc {
						if _, ok := v.(float64); !ok {
							continue
						}
						for _, x := range extremes {
							doc[k] = x
							m, _ := json.Marshal(doc)
							func() {
								defer func() {
									if p := recover(); p != nil {
										t.Errorf("%s: panic %v", m, p)
									}
								}()
								b, err := nemesis.UnmarshalAction(m)
								if err != nil {
									return
								}
								n, _, err := nemesis.Apply(s, b, dice.New(1))
								if err != nil {
									if !errors.Is(err, incursion.ErrIllegal) {
										t.Errorf("%s: %v does not wrap ErrIllegal", m, err)
									}
									return
								}
								if err := n.Validate(); err != nil {
									t.Errorf("%s: accepted, then invalid: %v", m, err)
								}
							}()
						}
						doc[k] = v
					}
				}
				for _, p := range append(s.Seats(), nemesis.ObserverSeat) {
					v := s.View(p)
					// "Every view survives a JSON round trip" (incursion.Game).
					data, err := json.Marshal(v)
					if err != nil {
						t.Fatalf("%+v step %d: %v's view: %v", cfg, step, p, err)
					}
					var back nemesis.State
					if err := json.Unmarshal(data, &back); err != nil {
						t.Fatalf("%+v step %d: %v's view does not decode: %v", cfg, step, p, err)
					}
					if again, _ := json.Marshal(back); string(again) != string(data) || back.Viewer() != v.Viewer() {
						t.Fatalf("%+v step %d: %v's view changes in a round trip:\n%s", cfg, step, p, a2JSONDiff(t, data, again))
					}
					for _, a := range acts[:min(len(acts), 3)] {
						if _, _, err := nemesis.Apply(v, a, dice.New(1)); !errors.Is(err, incursion.ErrIllegal) {
							t.Fatalf("%+v step %d: %v applied on %v's view: %v", cfg, step, a, p, err)
						}
						if err := v.Legal(a); !errors.Is(err, incursion.ErrIllegal) {
							t.Fatalf("%+v step %d: Legal(%v) on %v's view: %v", cfg, step, a, p, err)
						}
					}
					want := nemesis.Game.ActionsFor(s, p)
					if diff := cmp.Diff(a2Strings(want), a2Strings(v.Actions())); diff != "" {
						t.Fatalf("%+v step %d: %v's view lists other actions (-ActionsFor +view):\n%s", cfg, step, p, diff)
					}
				}
			}
			s, _, err = nemesis.Apply(s, acts[r.IntN(len(acts))], r)
			if err != nil {
				t.Fatal(err)
			}
		}
	}
}

// TestAudit2PlayToTheEnd plays random games of every variant to their end:
// the game ends (Round 14 at the latest), nobody is to move, the winners
// survived (Escaped or Hibernated and lived through the End of the Game
// checks) and fulfilled their Objective (Rulebook, "Winning and Losing");
// in Solo/Coop every seat has the same return, a win needing at least 1
// Character who Survives and every Mission Task ("Solo and Coop Rules").
func TestAudit2PlayToTheEnd(t *testing.T) {
	for vi, cfg := range a2Variants {
		for seed := uint64(1); seed <= 3; seed++ {
			r := dice.New(seed*31 + uint64(vi))
			s, err := nemesis.New(cfg, r)
			if err != nil {
				t.Fatal(err)
			}
			steps := 0
			for ; !s.Over() && steps < 50000; steps++ {
				if s.Round() < 1 || s.Round() > nemesis.LastRound {
					t.Fatalf("%+v: round %d", cfg, s.Round())
				}
				acts := s.Actions()
				if len(acts) == 0 {
					t.Fatalf("%+v seed %d: no action and not over:\n%s", cfg, seed, s.Draw())
				}
				s, _, err = nemesis.Apply(s, acts[r.IntN(len(acts))], r)
				if err != nil {
					t.Fatal(err)
				}
			}
			if !s.Over() {
				t.Fatalf("%+v seed %d: not over after %d actions", cfg, seed, steps)
			}
			if len(s.ToMove()) != 0 || len(s.Actions()) != 0 {
				t.Errorf("%+v seed %d: over, yet %v to move with %v", cfg, seed, s.ToMove(), s.Actions())
			}
			o := s.Outcome()
			if !o.Over || o.Reason == "" {
				t.Errorf("%+v seed %d: outcome %+v", cfg, seed, o)
			}
			in := func(xs []nemesis.Seat, p nemesis.Seat) bool {
				for _, x := range xs {
					if x == p {
						return true
					}
				}
				return false
			}
			ret := nemesis.Game.Returns(s)
			for i, p := range s.Seats() {
				won := in(o.Winners, p)
				if want := map[bool]float64{true: 1, false: -1}[won]; ret[i] != want {
					t.Errorf("%+v seed %d: %v return %v, won %v", cfg, seed, p, ret[i], won)
				}
				if won && !cfg.Coop && cfg.Players > 1 && (!in(o.Survived, p) || !in(o.Fulfilled, p)) {
					t.Errorf("%+v seed %d: %v wins without surviving and fulfilling: %+v", cfg, seed, p, o)
				}
				if cfg.Coop || cfg.Players == 1 {
					if ret[i] != ret[0] {
						t.Errorf("%+v seed %d: Coop returns %v", cfg, seed, ret)
					}
					if won && (len(o.Survived) == 0 || !o.TaskDone) {
						t.Errorf("%+v seed %d: a Coop win with %+v", cfg, seed, o)
					}
				}
			}
		}
	}
}

// a2EndRound has every seat Pass (no discards), lets every reaction window
// pass and keeps the Lander on the ground, until the Round changes or the
// game ends.
func a2EndRound(t testing.TB, s nemesis.State, r dice.Roller) (nemesis.State, string) {
	t.Helper()
	round := s.Round()
	var log strings.Builder
	for i := 0; !s.Over() && s.Round() == round && i < 200; i++ {
		p := s.ToMove()[0].String()
		var text string
		switch {
		case s.Pending() == nemesis.PendReact:
			text = p + " react none"
		case s.Pending() == nemesis.PendDiscard:
			text = p + " discard done"
		case s.Pending() == nemesis.PendArmor:
			text = p + " armor wound"
		case s.Pending() == nemesis.PendMelee:
			text = p + " endure"
		case s.Phase() == nemesis.PhaseLaunch:
			text = p + " launch no"
		case s.Pending() == nemesis.NoPending:
			text = p + " pass"
		default:
			t.Fatalf("a2EndRound: pending %v for %v", s.Pending(), p)
		}
		var evs []nemesis.Event
		s, evs = a2Do(t, s, r, text)
		log.WriteString(a2Texts(evs))
	}
	return s, log.String()
}

// TestAudit2TimeAdvancement: "advance the Round marker by 1. If the Round
// marker is already on the last space, proceed to the End of the Game
// instead"; "if a Round marker enters a space with the Autodestruction
// token, the Facility explodes and the game ends" (Rulebook, "Cleanup
// Phase"), both sides of each.
func TestAudit2TimeAdvancement(t *testing.T) {
	s0 := a2Start(t, nemesis.Config{Players: 2}, 1)
	for _, tc := range []struct {
		name      string
		doc       string
		over      bool
		destroyed bool
		round     int
	}{
		{"round 13 ends: round 14", `"round":13,"lander":2`, false, false, 14},
		{"round 14 ends: the End of the Game", `"round":14,"lander":2`, true, false, 14},
		{"Autodestruction 2 rounds ahead", `"round":6,"autodestruction":8`, false, false, 7},
		{"Autodestruction on the next round", `"round":7,"autodestruction":8`, true, true, 8},
	} {
		s := a2Set(t, s0, `{`+tc.doc+`}`)
		s, text := a2EndRound(t, s, dice.New(2))
		if s.Over() != tc.over || s.FacilityDestroyed() != tc.destroyed || !tc.over && s.Round() != tc.round {
			t.Errorf("%s: over %v destroyed %v round %d\n%s", tc.name, s.Over(), s.FacilityDestroyed(), s.Round(), text)
		}
		if tc.over {
			if o := s.Outcome(); len(o.Winners) != 0 || len(o.Survived) != 0 {
				t.Errorf("%s: nobody Escaped, yet %+v", tc.name, o)
			}
		}
	}
}

// TestAudit2AutodestructionActivation: "place the Autodestruction token on
// the Round track 5 spaces ahead of the current Round marker ... If there
// are not enough spaces on the Round track, place the Autodestruction token
// behind the last space — the Autodestruction activates upon the game end
// instead" (Rulebook, "Autodestruction Procedure"). The Cooling System
// activates it (Rulebook, "Section B"). Round 9: 14, the last space; round
// 10: behind it.
func TestAudit2AutodestructionActivation(t *testing.T) {
	s0 := a2Start(t, nemesis.Config{Players: 2}, 1)
	p := s0.Turn()
	for _, round := range []int{1, 9, 10} {
		s := a2Set(t, s0, `{"round":`+itoa(round)+`,"rooms":{"a2":{"tile":0},"b2":{"tile":5},"d3":{"tile":1}},`+a2Corr("")+`,`+
			a2Char(p, `"room":"b2"`)+`}`)
		s, _ = a2Do(t, s, dice.New(1), p.String()+" room 0")
		s, _ = a2Pay(t, s, dice.New(1))
		if got := s.Autodestruction(); got != round+5 {
			t.Errorf("activated in round %d: token on %d, want %d", round, got, round+5)
		}
	}
	// Behind the last space: the Facility is destroyed at the game's end,
	// with the Hibernated Characters in it ("Destroyed Facility": "all
	// Characters in the Facility (even Hibernated) ... are considered dead").
	other := 1 - p
	s := a2Set(t, s0, `{"round":14,"autodestruction":15,"hibernatorium_discovered":true,"hibernatorium_active":true,`+
		a2Char(other, `"status":"hibernated","room":"d3"`)+`}`)
	s, text := a2EndRound(t, s, dice.New(3))
	if !s.Over() {
		t.Fatalf("round 14 ended, not over\n%s", text)
	}
	o := s.Outcome()
	for _, q := range o.Survived {
		if q == other {
			t.Errorf("Autodestruction behind the last space: the Hibernated %v survives (%+v, destroyed %v)", other, o, s.FacilityDestroyed())
		}
	}
	// The other side: no Autodestruction, the Hibernated Character survives.
	s = a2Set(t, s0, `{"round":14,"hibernatorium_discovered":true,"hibernatorium_active":true,`+
		a2Char(other, `"status":"hibernated","room":"d3"`)+`}`)
	s, text = a2EndRound(t, s, dice.New(3))
	if o := s.Outcome(); !s.Over() || len(o.Survived) != 1 || o.Survived[0] != other {
		t.Errorf("no Autodestruction: %+v, want %v to survive\n%s", o, other, text)
	}
}

// TestAudit2LanderAndAntiAircraft: when the Round marker enters the Lander's
// space (10), "Check the Anti-Aircraft systems by revealing the top
// Anti-Aircraft token: if Inactive (or the Anti-Aircraft tokens have been
// removed from the game), the Lander lands successfully ... and remove the
// Anti-Aircraft tokens from the game ... If Active, the Lander is destroyed"
// (Rulebook, "Cleanup Phase", "Lander and Anti-Aircraft System").
func TestAudit2LanderAndAntiAircraft(t *testing.T) {
	s0 := a2Start(t, nemesis.Config{Players: 2}, 1)
	for _, tc := range []struct {
		name   string
		doc    string
		lander int
		round  int
	}{
		{"round 8 ends: nothing yet", `"round":8,"anti_aircraft":[false,true]`, 0, 9},
		{"top Inactive: lands", `"round":9,"anti_aircraft":[false,true]`, 1, 10},
		{"top Active: destroyed", `"round":9,"anti_aircraft":[true,false]`, 2, 10},
		{"tokens removed: lands", `"round":9,"anti_aircraft":[false,false],"anti_aircraft_removed":true`, 1, 10},
	} {
		s := a2Set(t, s0, `{`+tc.doc+`}`)
		s, text := a2EndRound(t, s, dice.New(4))
		if s.Lander() != tc.lander || s.Round() != tc.round {
			t.Errorf("%s: lander %d round %d, want %d %d\n%s", tc.name, s.Lander(), s.Round(), tc.lander, tc.round, text)
		}
		if tc.lander == 1 {
			if _, _, removed := s.AntiAircraft(); !removed {
				t.Errorf("%s: the Anti-Aircraft tokens are not removed", tc.name)
			}
		}
	}
}

// TestAudit2LanderEscape: using the Landing Zone with the Lander there, the
// Character "must make a Noise roll ...: if, after this Noise roll, there is
// an Intruder in the same Room as the Character, the Action is unsuccessful";
// otherwise the Character boards the Lander; "their Turns are skipped";
// "at the very start of the Event Phase, any Character inside the Lander may
// decide to Launch the Lander" and has then Escaped (Rulebook,
// "Escaping/Hibernating", "Lander and Anti-Aircraft System").
func TestAudit2LanderEscape(t *testing.T) {
	s0 := a2Start(t, nemesis.Config{Players: 2}, 1)
	p := s0.Turn()
	other := 1 - p
	base := `"round":10,"lander":1,"anti_aircraft_removed":true,` + a2Scratches + `,` + a2Map
	// An Adult in a2-b2 (value 1) answers a roll of 1: unsuccessful.
	s := a2Set(t, s0, `{`+base+`,`+a2Intruders(map[int]string{5: "a2-b2"})+`}`)
	r1 := dice.Script(1)
	s, evs := a2Do(t, s, r1, p.String()+" room 0")
	s, more := a2Pay(t, s, r1)
	evs = append(evs, more...)
	s, more = a2NoReact(t, s, r1)
	evs = append(evs, more...)
	if st := s.Player(p).Status; st != nemesis.Active || s.IntrudersAt(nemesis.LandingSlot) != 1 {
		t.Errorf("an Adult entered: status %v, %d Intruders in a2\n%s", st, s.IntrudersAt(nemesis.LandingSlot), a2Texts(evs))
	}
	// A roll of 3 with the Adult in a2-b2: a Noise marker on a1-a2, success.
	s = a2Set(t, s0, `{`+base+`,`+a2Intruders(map[int]string{5: "a2-b2"})+`}`)
	r := dice.Script(5)
	s, evs = a2Do(t, s, r, p.String()+" room 0")
	s, more = a2Pay(t, s, r)
	evs = append(evs, more...)
	s, more = a2NoReact(t, s, r)
	evs = append(evs, more...)
	if st := s.Player(p).Status; st != nemesis.InLander {
		t.Fatalf("no Intruder entered: status %v\n%s", st, a2Texts(evs))
	}
	if s.Turn() == p && s.Pending() == nemesis.NoPending {
		t.Errorf("the Character in the Lander still has the Turn")
	}
	// The other passes: the Round's Player Phase ends, the Launch decision.
	for s.Phase() == nemesis.PhasePlayer {
		if s.ToMove()[0] == p && s.Pending() == nemesis.NoPending {
			t.Fatalf("the Character in the Lander is asked to act: %v", s.Actions())
		}
		s, _ = a2Do(t, s, nil, a2Strings(s.Actions())[len(s.Actions())-1])
		if s.Pending() == nemesis.PendDiscard {
			s, _ = a2Do(t, s, nil, other.String()+" discard done")
		}
	}
	if s.Phase() != nemesis.PhaseLaunch || s.ToMove()[0] != p {
		t.Fatalf("phase %v, to move %v: want the Launch decision of %v", s.Phase(), s.ToMove(), p)
	}
	s, _ = a2Do(t, s, dice.New(5), p.String()+" launch yes")
	if pl := s.Player(p); pl.Status != nemesis.Escaped || !pl.Fled || s.Lander() != 2 {
		t.Errorf("after the Launch: status %v escaped_facility %v lander %d", pl.Status, pl.Fled, s.Lander())
	}
}

// a2Alive lists the Intruder models on the map.
func a2Alive(s nemesis.State) []int {
	var out []int
	for i, in := range s.Intruders() {
		if in.At >= 0 {
			out = append(out, i)
		}
	}
	return out
}

// TestAudit2BurstAllocation: "You may only apply 1 Hit per Adult and 1 Hit
// per Larva; exactly 2 Hits per Drone; any number of Hits to the Queen, up
// to her Hits track maximum. Any leftover Hits are lost"; "Spend 1 Ammo";
// "If you have a full Ammo token ... flip it (to half-full); if you have a
// half-full Ammo token ..., discard it" (Rulebook, "Bursting"). The Burst die
// is Miss, 1, 2, 2, 3, 4 (DATA.md): script faces 1–6.
func TestAudit2BurstAllocation(t *testing.T) {
	s0 := a2Start(t, nemesis.Config{Players: 2}, 1)
	p := s0.Turn() // the Pilot with a Pistol (i50) in Hand 0, 1 full Ammo
	ps := p.String()
	group := a2Intruders(map[int]string{1: "a2-b2", 5: "a2-b2", 6: "a2-b2", 17: "a2-b2"})
	burst := func(t *testing.T, doc string, face int) nemesis.State {
		t.Helper()
		s := a2Set(t, s0, `{`+a2Map+`,`+doc+`}`)
		r := dice.Script(face)
		s, _ = a2Do(t, s, r, ps+" burst h0 a2-b2")
		s, _ = a2Pay(t, s, r)
		return s
	}
	t.Run("2 Hits: a Drone takes both", func(t *testing.T) {
		s := burst(t, group, 3)
		s, _ = a2Do(t, s, nil, ps+" hit x1")
		if s.Pending() == nemesis.PendHits {
			t.Errorf("Hits left after 2 on the Drone: %v", s.Actions())
		}
		if diff := cmp.Diff([]int{5, 6, 17}, a2Alive(s)); diff != "" {
			t.Errorf("alive (-want +got):\n%s", diff)
		}
		if h := s.Player(p).Hands[0]; h.Tok[0] != nemesis.AmmoHalf {
			t.Errorf("Ammo after a Burst %v, want half", h.Tok)
		}
	})
	t.Run("2 Hits: an Adult, then no Drone with 1 Hit left", func(t *testing.T) {
		s := burst(t, group, 4)
		s, _ = a2Do(t, s, nil, ps+" hit x5")
		if a2Legal(s, ps+" hit x1") {
			t.Errorf("1 Hit may go to a Drone: %v", s.Actions())
		}
		if a2Legal(s, ps+" hit x5") {
			t.Errorf("a second Hit may go to the same Adult: %v", s.Actions())
		}
		s, _ = a2Do(t, s, nil, ps+" hit x17")
		if diff := cmp.Diff([]int{1, 6}, a2Alive(s)); diff != "" {
			t.Errorf("alive (-want +got):\n%s", diff)
		}
	})
	t.Run("4 Hits on 3 models: the leftover is lost", func(t *testing.T) {
		s := burst(t, a2Intruders(map[int]string{5: "a2-b2", 6: "a2-b2", 17: "a2-b2"}), 6)
		for _, x := range []string{"x5", "x6", "x17"} {
			if s.Pending() != nemesis.PendHits {
				t.Fatalf("no Hits left for %s", x)
			}
			s, _ = a2Do(t, s, nil, ps+" hit "+x)
		}
		if s.Pending() == nemesis.PendHits || len(a2Alive(s)) != 0 {
			t.Errorf("after 3 Hits: pending %v alive %v", s.Pending(), a2Alive(s))
		}
	})
	t.Run("Miss: no Hit, Ammo spent", func(t *testing.T) {
		s := burst(t, group, 1)
		if s.Pending() == nemesis.PendHits || len(a2Alive(s)) != 4 {
			t.Errorf("a Miss: pending %v alive %v", s.Pending(), a2Alive(s))
		}
		if h := s.Player(p).Hands[0]; h.Tok[0] != nemesis.AmmoHalf {
			t.Errorf("Ammo after a Miss %v, want half (Bursts always spend)", h.Tok)
		}
	})
	t.Run("half Ammo is discarded", func(t *testing.T) {
		s := burst(t, group+`,`+a2Char(p, `"hands":[{"item":"i50","tokens":["half-ammo","none"]},{"item":"none"}]`), 2)
		if h := s.Player(p).Hands[0]; h.Tok[0] != nemesis.NoToken {
			t.Errorf("half Ammo after a Burst: %v, want discarded", h.Tok)
		}
	})
	t.Run("no Ammo: no Burst", func(t *testing.T) {
		s := a2Set(t, s0, `{`+a2Map+`,`+group+`,`+a2Char(p, `"hands":[{"item":"i50","tokens":["none","none"]},{"item":"none"}]`)+`}`)
		if _, _, err := a2Try(t, s, nil, ps+" burst h0 a2-b2"); err == nil {
			t.Errorf("a Burst with an empty Pistol is accepted")
		}
	})
	t.Run("not at an empty or non-adjacent Corridor", func(t *testing.T) {
		s := a2Set(t, s0, `{"rooms":{"a2":{"tile":0},"b2":{"tile":3},"d3":{"tile":1}},`+a2Corr(`"b2-c2":{"tile":15}`)+`,`+a2Intruders(map[int]string{5: "b2-c2"})+`}`)
		for _, c := range []string{"a2-b2", "b2-c2", "a1-a2"} {
			if _, _, err := a2Try(t, s, nil, ps+" burst h0 "+c); err == nil {
				t.Errorf("a Burst at %s is accepted", c)
			}
		}
	})
}

// TestAudit2Shooting: "Deal 1 Hit"; "Critical hit: the Intruder dies";
// "(2/3/4/5): if the number rolled is lower than or equal to the number of
// Hits on the Intruder, it dies"; "You've lost too many bullets: Spend 1
// Ammo"; "In a Room, 1 Hit is also enough to kill a Larva, regardless of the
// number rolled" (Rulebook, "Shooting", "Larva Health"). The Shoot die's
// script faces: 1 Critical, 2–5 the numbers, 6 the lost bullets.
func TestAudit2Shooting(t *testing.T) {
	s0 := a2Start(t, nemesis.Config{Players: 2}, 1)
	p := s0.Turn()
	ps := p.String()
	for _, tc := range []struct {
		name   string
		model  int
		hits   int
		face   int
		dies   bool
		ammo   nemesis.Token
		remain int8 // Hits left on a survivor
	}{
		{"Critical on a fresh Adult", 5, 0, 1, true, nemesis.AmmoFull, 0},
		{"2 on a fresh Adult: 1 Hit, lives", 5, 0, 2, false, nemesis.AmmoFull, 1},
		{"2 on an Adult with 1 Hit: 2 Hits, dies", 5, 1, 2, true, nemesis.AmmoFull, 0},
		{"3 on an Adult with 1 Hit: lives", 5, 1, 3, false, nemesis.AmmoFull, 2},
		{"5 on an Adult with 4 Hits: dies", 5, 4, 5, true, nemesis.AmmoFull, 0},
		{"lost bullets: Ammo spent, lives", 5, 3, 6, false, nemesis.AmmoHalf, 4},
		{"5 on a Drone with 3 Hits: lives", 1, 3, 5, false, nemesis.AmmoFull, 4},
		{"5 on a fresh Larva: dies", 17, 0, 5, true, nemesis.AmmoFull, 0},
		{"lost bullets on a Larva: dies", 17, 0, 6, true, nemesis.AmmoHalf, 0},
	} {
		at := make([]string, nemesis.Models)
		for i := range at {
			at[i] = `{"at":"none","hits":0}`
		}
		at[tc.model] = `{"at":"a2","hits":` + itoa(tc.hits) + `}`
		s := a2Set(t, s0, `{`+a2Map+`,"intruders":[`+strings.Join(at, ",")+`]}`)
		r := dice.Script(tc.face)
		s, _ = a2Do(t, s, r, ps+" shoot h0 x"+itoa(tc.model))
		s, evs := a2Pay(t, s, r)
		in := s.Intruders()[tc.model]
		if dead := in.At < 0; dead != tc.dies || !dead && in.Hits != tc.remain {
			t.Errorf("%s: at %d hits %d, want dies %v hits %d\n%s", tc.name, in.At, in.Hits, tc.dies, tc.remain, a2Texts(evs))
		}
		if got := s.Player(p).Hands[0].Tok[0]; got != tc.ammo {
			t.Errorf("%s: Ammo %v, want %v", tc.name, got, tc.ammo)
		}
	}
	// "Characters may only Shoot at Intruders in the same Room".
	s := a2Set(t, s0, `{`+a2Map+`,`+a2Intruders(map[int]string{5: "a2-b2"})+`}`)
	if _, _, err := a2Try(t, s, nil, ps+" shoot h0 x5"); err == nil {
		t.Errorf("a Shot at an Adult in a Corridor is accepted")
	}
}

// TestAudit2QueenHealth: "For each Hit dealt to the Queen, advance the
// Universal marker on the Queen's Hits track by 1"; "Whenever the Queen Health
// marker reaches the final space ...: Draw the top card of the Queen Health
// deck ..., discard that many additional Queen Health cards ...; Discard the
// drawn card and set the Universal marker back to 0"; "when the last Queen
// Health card is discarded, the Queen is considered dead" (Rulebook, "The
// Queen"). The track has 3 spaces; card 0 discards 0 more, card 5 two
// (DATA.md). The Queen in a Corridor, hit by a Burst.
func TestAudit2QueenHealth(t *testing.T) {
	s0 := a2Start(t, nemesis.Config{Players: 2}, 1)
	p := s0.Turn()
	ps := p.String()
	for _, tc := range []struct {
		name  string
		hits  int
		deck  string
		face  int // the Burst die
		dead  bool
		track int
		left  int
	}{
		{"1 Hit from 0", 0, "[3,4,7,5,0,2,1,6]", 2, false, 1, 8},
		{"1 Hit from 2: a card, 0 more", 2, "[3,4,7,5,2,1,6,0]", 2, false, 0, 7},
		{"4 Hits from 0: a card at 3, the 4th ignored", 0, "[3,4,7,5,2,1,6,0]", 6, false, 0, 7},
		{"card 5 with 2 left under it: dead", 2, "[0,1,5]", 2, true, 0, 0},
		{"card 5 with 3 left under it: alive", 2, "[0,1,2,5]", 2, false, 0, 1},
	} {
		s := a2Set(t, s0, `{`+a2Map+`,"queen_hits":`+itoa(tc.hits)+`,"decks":{"queen_health":`+tc.deck+`},`+a2Intruders(map[int]string{0: "a2-b2"})+`}`)
		r := dice.Script(tc.face)
		s, _ = a2Do(t, s, r, ps+" burst h0 a2-b2")
		s, evs := a2Pay(t, s, r)
		for i := 0; s.Pending() == nemesis.PendHits && i < 6; i++ {
			var more []nemesis.Event
			s, more = a2Do(t, s, r, ps+" hit x0")
			evs = append(evs, more...)
		}
		if s.Pending() == nemesis.PendHits {
			t.Errorf("%s: still allocating after 6 Hits on the Queen", tc.name)
		}
		s, more := a2NoReact(t, s, r)
		evs = append(evs, more...)
		if s.QueenDead() != tc.dead || s.QueenHits() != tc.track || len(a2GetDecks(t, s).QueenHealth) != tc.left {
			t.Errorf("%s: dead %v track %d deck %d, want %v %d %d\n%s", tc.name, s.QueenDead(), s.QueenHits(), len(a2GetDecks(t, s).QueenHealth), tc.dead, tc.track, tc.left, a2Texts(evs))
		}
		if tc.dead && s.Intruders()[0].At >= 0 {
			t.Errorf("%s: the dead Queen is still on the map", tc.name)
		}
	}
}

// a2Claws puts the four Claws cards (Adult/Drone: lose 2 Health; DATA.md) on
// top of the Intruder Attack deck and a quiet Event card (Life Support
// Failure A, card 4) on top of the Event deck.
const a2Claws = `"decks":{"attack_deck":[4,5,6,7,8,9,10,11,12,13,14,15,0,1,2,3],"event_deck":[0,1,2,3,5,6,7,8,9,10,11,12,13,4]}`

// TestAudit2IntruderPhaseAttacks: "If there is more than 1 Intruder in a
// Room, start with the largest Intruders first — they all Attack the same
// Character first in Turn order, unless that Character dies or leaves the
// Room, in which case the Intruders who have not Attacked yet do so against
// the next Character in Turn order"; "the Character first in Turn order ...
// describes the Starting player ... or whoever is closest to it in the
// clockwise Turn order"; Intruders Burning first: "each Intruder in a Room
// with Fire is dealt 1 Hit" — a Larva dies of it (Rulebook, "Intruder
// Phase", "Turn Order as Tiebreaker").
func TestAudit2IntruderPhaseAttacks(t *testing.T) {
	s0 := a2Start(t, nemesis.Config{Players: 3}, 1)
	start := nemesis.Seat(1)
	second := nemesis.Seat(2)
	third := nemesis.Seat(0)
	base := `"starting_player":"P2","turn":"P2",` + a2Claws + `,` + a2Map
	t.Run("both Attack the Starting Player", func(t *testing.T) {
		s := a2Set(t, s0, `{`+base+`,`+a2Intruders(map[int]string{1: "a2", 5: "a2"})+`}`)
		s, text := a2EndRound(t, s, dice.New(1))
		got := []int8{s.Player(start).Health, s.Player(second).Health, s.Player(third).Health}
		if diff := cmp.Diff([]int8{4, 0, 0}, got); diff != "" {
			t.Errorf("Health of P2, P3, P1 (-want +got):\n%s\n%s", diff, text)
		}
	})
	t.Run("the first dies: the next in Turn order", func(t *testing.T) {
		last := int8(0)
		for _, n := range nemesis.HealthTrack(s0.Player(start).Char) {
			last += int8(n)
		}
		s := a2Set(t, s0, `{`+base+`,`+a2Intruders(map[int]string{1: "a2", 5: "a2"})+`,`+
			a2Char(start, `"health":`+itoa(int(last-1)))+`}`)
		s, text := a2EndRound(t, s, dice.New(1))
		if st := s.Player(start).Status; st != nemesis.Dead {
			t.Errorf("the Starting Player: %v", st)
		}
		got := []int8{s.Player(second).Health, s.Player(third).Health}
		if diff := cmp.Diff([]int8{2, 0}, got); diff != "" {
			t.Errorf("Health of P3, P1 (-want +got):\n%s\n%s", diff, text)
		}
	})
	t.Run("Burning kills a Larva before it Attacks", func(t *testing.T) {
		s := a2Set(t, s0, `{"starting_player":"P2","turn":"P2",`+a2Claws+`,"rooms":{"a2":{"tile":0,"fire":true},"b2":{"tile":3},"d3":{"tile":1}},`+a2Corr("")+`,`+
			a2Intruders(map[int]string{17: "a2", 5: "a2"})+`}`)
		s, text := a2EndRound(t, s, dice.New(1))
		if s.Player(start).Larva || s.Intruders()[17].At >= 0 {
			t.Errorf("the Larva in Fire: on the map %v, on P2's board %v\n%s", s.Intruders()[17].At, s.Player(start).Larva, text)
		}
		if in := s.Intruders()[5]; in.At < 0 || in.Hits != 1 {
			t.Errorf("the Adult in Fire: %+v, want alive with 1 Hit\n%s", in, text)
		}
	})
}

// TestAudit2SeriousWounds: "a random card is drawn from the Serious Wound
// deck and placed in the leftmost Health section without a Serious Wound";
// "If the Health marker is in a section where a Serious Wound card is being
// placed, move the Health marker to the first empty slot in the next Section
// (this may result in discarding an Armor Item)"; the marker "may never move
// to a slot covered by a Serious Wound" (Rulebook, "Character's Health and
// Wounds"). A Tail card gives a Serious Wound (DATA.md); the Pilot's track is
// 3, 2, 2 slots: Healthy 0–2, Injured 3–4, Heavily Injured 5–6.
func TestAudit2SeriousWounds(t *testing.T) {
	s0 := a2Start(t, nemesis.Config{Players: 2}, 1)
	p := s0.Turn()
	if got := nemesis.HealthTrack(s0.Player(p).Char); got != [3]int{3, 2, 2} {
		t.Fatalf("the seat's track %v, want the Pilot's", got)
	}
	tail := `"attack_deck":[0,1,2,3,4,5,6,7,8,9,13,14,15,11,12,10]`
	for _, tc := range []struct {
		name        string
		wounds      string
		deck        string
		health      int8
		armor       string
		wantWounds  [3]int8
		wantHealth  int8
		wantArmor   int8
		wantStatus  nemesis.Status
		woundsAfter int
	}{
		{"Healthy: the first section, marker pushed to Injured", "[-1,-1,-1]", "[0,1,2,3,4,5,6,7,8,9,10,11]", 0, "-1", [3]int8{11, -1, -1}, 3, -1, nemesis.Active, 11},
		{"Injured: the first section, marker stays", "[-1,-1,-1]", "[0,1,2,3,4,5,6,7,8,9,10,11]", 4, "-1", [3]int8{11, -1, -1}, 4, -1, nemesis.Active, 11},
		{"second wound onto the marker's section", "[3,-1,-1]", "[0,1,2,4,5,6,7,8,9,10,11]", 3, "-1", [3]int8{3, 11, -1}, 5, -1, nemesis.Active, 10},
		{"pushed onto the Armor: it breaks", "[3,-1,-1]", "[0,1,2,4,5,6,7,8,9,10,11]", 3, "40", [3]int8{3, 11, -1}, 5, -1, nemesis.Active, 10},
		{"third wound: no slot left, dies", "[3,4,-1]", "[0,1,2,5,6,7,8,9,10,11]", 5, "-1", [3]int8{}, 0, -1, nemesis.Dead, 0},
	} {
		doc := `{` + a2Map + `,"decks":{` + tail + `,"wound_deck":` + tc.deck
		if tc.armor != "-1" {
			doc += `,"support_deck":[43,38]`
		}
		doc += `},` + a2Intruders(map[int]string{5: "a2"}) + `,` +
			a2Char(p, `"health":`+itoa(int(tc.health))+`,"wounds":`+tc.wounds+`,"armor":`+tc.armor) + `}`
		s := a2Set(t, s0, doc)
		s, text := a2MoveB2(t, s, dice.Script(5), p)
		pl := s.Player(p)
		if pl.Status != tc.wantStatus {
			t.Errorf("%s: status %v, want %v\n%s", tc.name, pl.Status, tc.wantStatus, text)
			continue
		}
		if tc.wantStatus != nemesis.Active {
			continue
		}
		if pl.Wounds != tc.wantWounds || pl.Health != tc.wantHealth || pl.Armor != tc.wantArmor {
			t.Errorf("%s: wounds %v health %d armor %d, want %v %d %d\n%s", tc.name, pl.Wounds, pl.Health, pl.Armor, tc.wantWounds, tc.wantHealth, tc.wantArmor, text)
		}
	}
}

// TestAudit2DuckAndCover: a Reaction may be played "at any point ... if the
// conditions on the card are met"; "Players who have Passed may still use
// Reactions"; "Duck and Cover requires you to discard 1 additional Action
// card; if you don't have the required number of additional Action cards in
// hand you can't play it"; a Prevented Attack: "ignore the entire Intruder
// Attack — do not apply any additional effects and do NOT draw an Intruder
// Attack card" (Rulebook, "Reactions", "Effects", "Preventing Attacks").
// The Pilot's Duck and Cover is c9 (DATA.md order, ActionCardName).
func TestAudit2DuckAndCover(t *testing.T) {
	s0 := a2Start(t, nemesis.Config{Players: 2}, 1)
	p := s0.Turn()
	ps := p.String()
	if got := nemesis.ActionCardName(s0.Player(p).Char, 9); got != "Duck and Cover" {
		t.Fatalf("c9 is %q", got)
	}
	other := 1 - p
	base := a2Claws + `,` + a2Map + `,` + a2Intruders(map[int]string{5: "a2"})
	// The hand: Duck and Cover and one more card; the Pilot passes first.
	// The other Character is in b2: only the Pilot is Attacked.
	s := a2Set(t, s0, `{`+base+`,`+a2Chars(map[nemesis.Seat]string{
		p:     `"hand":["c9","c3"],"action_deck":["c0","c1","c2","c4","c5","c6","c7","c8"]`,
		other: `"room":"b2"`,
	})+`}`)
	attacks := len(a2GetDecks(t, s).AttackDiscard)
	s, _ = a2Do(t, s, nil, ps+" pass", ps+" discard done")
	r := dice.New(1)
	s, _ = a2Do(t, s, r, other.String()+" pass", other.String()+" discard done")
	if s.Pending() != nemesis.PendReact || s.PendingSeat() != p {
		t.Fatalf("Intruder Phase: pending %v for %v, want a reaction window for %v", s.Pending(), s.PendingSeat(), p)
	}
	if !a2Legal(s, ps+" react c9 c3") {
		t.Fatalf("Duck and Cover not offered to a Passed seat: %v", s.Actions())
	}
	if a2Legal(s, ps+" react c9 c9") || a2Legal(s, ps+" react c3 c9") {
		t.Errorf("odd reactions offered: %v", s.Actions())
	}
	s, evs := a2Do(t, s, r, ps+" react c9 c3")
	pl := s.Player(p)
	if pl.Health != 0 || len(a2GetDecks(t, s).AttackDiscard) != attacks {
		t.Errorf("after Duck and Cover: health %d, %d Attack cards drawn\n%s", pl.Health, len(a2GetDecks(t, s).AttackDiscard)-attacks, a2Texts(evs))
	}
	// One card in hand: no Duck and Cover; the window may still open on
	// public information only, offering "react none" alone.
	s = a2Set(t, s0, `{`+base+`,`+a2Chars(map[nemesis.Seat]string{
		p:     `"hand":["c9"],"action_deck":["c0","c1","c2","c3","c4","c5","c6","c7","c8"]`,
		other: `"room":"b2"`,
	})+`}`)
	s, _ = a2Do(t, s, nil, ps+" pass", ps+" discard done")
	s, _ = a2Do(t, s, r, other.String()+" pass", other.String()+" discard done")
	if s.Pending() == nemesis.PendReact {
		for _, a := range s.Actions() {
			if strings.Contains(a.String(), "react c") {
				t.Errorf("Duck and Cover offered with 1 card in hand: %v", s.Actions())
			}
		}
	}
}

// a2Chars writes the "characters" field changing the given seats' boards.
func a2Chars(fields map[nemesis.Seat]string) string {
	n := 0
	for p := range fields {
		n = max(n, int(p)+1)
	}
	parts := make([]string, n)
	for i := range parts {
		parts[i] = "{" + fields[nemesis.Seat(i)] + "}"
	}
	return `"characters":[` + strings.Join(parts, ",") + `]`
}

// TestAudit2PlayerSetupDrafts: the Character draft deals 2 cards "to Player
// 1 ... That player chooses one of those cards ... The other card is
// shuffled back into the deck unseen. Repeat this sequence for each other
// player in ascending player number order"; the Support Equipment draft
// draws 7 and reveals them, "The player with the highest player number
// chooses 1", then "in descending player number order", the Contractor not
// taking part; then each player's 4 Tactical Gear tokens "in descending
// player number order" (Rulebook, "Player Setup"). The draft cards are
// hidden from the other seats.
func TestAudit2PlayerSetupDrafts(t *testing.T) {
	for seed := uint64(1); seed <= 12; seed++ {
		n := 2 + int(seed)%4
		r := dice.New(seed)
		s, err := nemesis.New(nemesis.Config{Players: n}, r)
		if err != nil {
			t.Fatal(err)
		}
		number := func(p nemesis.Seat) int8 { return s.Player(p).Number }
		var draftOrder, supportOrder, gearOrder []int8
		offers := []int{}
		for s.Phase() != nemesis.PhasePlayer {
			p := s.ToMove()[0]
			acts := s.Actions()
			switch s.Phase() {
			case nemesis.PhaseDraft:
				draftOrder = append(draftOrder, number(p))
				if len(acts) != 2 {
					t.Errorf("seed %d: %v is offered %d Characters: %v", seed, p, len(acts), acts)
				}
				for _, q := range s.Seats() {
					if q == p {
						continue
					}
					if d := s.View(q).Player(p).Draft; d[0] >= 0 || d[1] >= 0 {
						t.Errorf("seed %d: %v sees %v's draft cards %v", seed, q, p, d)
					}
				}
			case nemesis.PhaseSupport:
				supportOrder = append(supportOrder, number(p))
				offers = append(offers, len(s.SupportOffer()))
				if s.CharacterName(p) == "Contractor" {
					t.Errorf("seed %d: the Contractor takes Support Equipment", seed)
				}
			case nemesis.PhaseGear:
				if len(gearOrder) == 0 || gearOrder[len(gearOrder)-1] != number(p) {
					gearOrder = append(gearOrder, number(p))
				}
			}
			s, _, err = nemesis.Apply(s, acts[r.IntN(len(acts))], r)
			if err != nil {
				t.Fatal(err)
			}
		}
		want := func(asc bool, skipContractor bool) []int8 {
			var out []int8
			for k := 1; k <= n; k++ {
				num := int8(k)
				if !asc {
					num = int8(n + 1 - k)
				}
				if skipContractor {
					for _, q := range s.Seats() {
						if s.Player(q).Number == num && s.CharacterName(q) == "Contractor" {
							num = 0
						}
					}
					if num == 0 {
						continue
					}
				}
				out = append(out, num)
			}
			return out
		}
		if diff := cmp.Diff(want(true, false), draftOrder); diff != "" {
			t.Errorf("seed %d: draft order by Help card (-want +got):\n%s", seed, diff)
		}
		if diff := cmp.Diff(want(false, true), supportOrder); diff != "" {
			t.Errorf("seed %d: Support draft order (-want +got):\n%s", seed, diff)
		}
		if diff := cmp.Diff(want(false, false), gearOrder); diff != "" {
			t.Errorf("seed %d: Tactical Gear order (-want +got):\n%s", seed, diff)
		}
		for i, o := range offers {
			if o != 7-i {
				t.Errorf("seed %d: the %d-th Support choice sees %d cards, want %d", seed, i+1, o, 7-i)
			}
		}
		for _, q := range s.Seats() {
			belt := 0
			for _, tok := range s.Player(q).Belt {
				if tok != nemesis.NoToken {
					belt++
				}
			}
			if belt != 4 {
				t.Errorf("seed %d: %v's belt %v", seed, q, s.Player(q).Belt)
			}
		}
	}
}

// TestAudit2EndOfTheGameProcedures: at the End of the Game, an Escaped
// Character "without a Larva ... draws all cards from the Action deck and
// discard pile to hand and performs the Infection Procedure" (a card reading
// INFECTED places a Larva); one with a Larva "gains 1 Contamination card,
// reshuffles their whole deck (including hand and discard pile), and
// performs the Eclosion Procedure": "Draw 4 cards ... If any card in your
// hand is a Contamination card, your Character dies" (Rulebook, "End of the
// Game", "Infection Procedure", "Eclosion Procedure"). Contamination card k
// is c(64+k), INFECTED when k%3 = 0 (DATA.md): c64 reads INFECTED, c65 not.
// With a Larva and no other Contamination: 1 of 11 cards, death in 4/11 of
// games; with c64: Infected, then 2 of 12, death in 1−C(10,4)/C(12,4) =
// 57.6%; with c65 alone, never.
func TestAudit2EndOfTheGameProcedures(t *testing.T) {
	s0 := a2Start(t, nemesis.Config{Players: 2}, 1)
	p := s0.Turn()
	deck := `"hand":[],"action_discard":[],"action_deck":["c0","c1","c2","c3","c4","c5","c6","c7","c8","c9"`
	turn := `"turn":"` + (1 - p).String() + `",`
	contamDeck := func(drop int) string {
		var ks []string
		for k := 0; k < nemesis.ContaminationCards; k++ {
			if k != drop {
				ks = append(ks, itoa(k))
			}
		}
		return `"decks":{"contamination_deck":[` + strings.Join(ks, ",") + `]}`
	}
	for _, tc := range []struct {
		name   string
		doc    string
		lo, hi int // deaths in 300 games
	}{
		{"Larva, no Contamination: 4/11", `{"round":14,` + turn + a2Char(p, `"status":"escaped","escaped_facility":true,"larva":true,`+deck+`]`) + `}`, 80, 140},
		{"INFECTED c64: 57.6%", `{"round":14,` + turn + contamDeck(0) + `,` + a2Char(p, `"status":"escaped","escaped_facility":true,`+deck+`,"c64"]`) + `}`, 145, 200},
		{"c65 not INFECTED: lives", `{"round":14,` + turn + contamDeck(1) + `,` + a2Char(p, `"status":"escaped","escaped_facility":true,`+deck+`,"c65"]`) + `}`, 0, 0},
	} {
		s1 := a2Set(t, s0, tc.doc)
		deaths := 0
		for g := uint64(0); g < 300; g++ {
			s, text := a2EndRound(t, s1, dice.New(g))
			if !s.Over() {
				t.Fatalf("%s: not over\n%s", tc.name, text)
			}
			survived := false
			for _, q := range s.Outcome().Survived {
				survived = survived || q == p
			}
			if !survived {
				deaths++
			}
		}
		if deaths < tc.lo || deaths > tc.hi {
			t.Errorf("%s: %d deaths in 300, want %d–%d", tc.name, deaths, tc.lo, tc.hi)
		}
	}
}

// a2Bag is the bag as the set of its tokens' ids, bit i the token of id i
// (DATA.md: 0 the Blank, 1–6 Queen, 7–12 Drone, 13–26 Adult, 27–34 Larva);
// a position writes the bag as a list of token words.
func a2Bag(t testing.TB, s any) uint64 {
	t.Helper()
	var ws []string
	if err := json.Unmarshal(a2Raw(t, s, "bag"), &ws); err != nil {
		t.Fatal(err)
	}
	var bag uint64
	for _, w := range ws {
		bag |= 1 << a2ID(t, "bag", w)
	}
	return bag
}

// a2BagKinds counts the bag's tokens by kind: Blank, Queen, Drone, Adult,
// Larva.
func a2BagKinds(t testing.TB, s nemesis.State) [5]int {
	t.Helper()
	bag := a2Bag(t, s)
	count := func(lo, hi int) int { return bits.OnesCount64(bag >> lo & (1<<(hi-lo+1) - 1)) }
	return [5]int{count(0, 0), count(1, 6), count(7, 12), count(13, 26), count(27, 34)}
}

// TestAudit2BagDevelopment: "Queen token — if the Queen is on the map,
// Activate the Queen. Otherwise, add 2 Larva tokens"; "Drone token — add 2
// Queen tokens"; "Adult token — add 2 Queen tokens"; "Larva token — add 2
// random Drone tokens"; "Blank token — add 2 random Adult tokens, and return
// the Blank token to the bag" (Rulebook, "Bag Development"). The bag holds
// one token; the Event card is a quiet one (a2Claws).
func TestAudit2BagDevelopment(t *testing.T) {
	s0 := a2Start(t, nemesis.Config{Players: 2}, 1)
	for _, tc := range []struct {
		name string
		bag  uint64
		want [5]int
	}{
		{"Blank", 1 << 0, [5]int{1, 0, 0, 2, 0}},
		{"Queen, not on the map", 1 << 1, [5]int{0, 0, 0, 0, 2}},
		{"Drone", 1 << 7, [5]int{0, 2, 0, 0, 0}},
		{"Adult", 1 << 13, [5]int{0, 2, 0, 0, 0}},
		{"Larva", 1 << 27, [5]int{0, 0, 2, 0, 0}},
	} {
		s := a2Set(t, s0, `{"bag":`+itoa(int(tc.bag))+`,`+a2Claws+`,`+a2Map+`}`)
		s, text := a2EndRound(t, s, dice.New(1))
		if got := a2BagKinds(t, s); got != tc.want {
			t.Errorf("%s: bag %v, want %v\n%s", tc.name, got, tc.want, text)
		}
	}
}

// TestAudit2CorridorLimitMoving: "the maximum number that may be placed in
// any Corridor is 6 (with the Queen counting as 4)"; "If at any point
// Intruders are supposed to move ... in a Corridor and there isn't enough
// space, instead: move/place as many as you can, prioritizing the largest
// Intruders first; larger Intruders swap places with lower forms if
// necessary (when moving, simply swap places ...); afterward, if any
// Intruders are left unmoved/unplaced, leave them without moving/placing"
// (Rulebook, "Intruders Limit", "Intruder Limits"). Event card 6 moves every
// Intruder in a Room (DATA.md); the Characters are in a2, the group in b2
// moves into a2-b2.
func TestAudit2CorridorLimitMoving(t *testing.T) {
	s0 := a2Start(t, nemesis.Config{Players: 2}, 1)
	rooms := `"decks":{"attack_deck":[4,5,6,7,8,9,10,11,12,13,14,15,0,1,2,3],"event_deck":[0,1,2,3,4,5,7,8,9,10,11,12,13,6]}`
	for _, tc := range []struct {
		name    string
		at      map[int]string
		corr    int // Intruders in a2-b2 after
		inB2    int
		drone   string
		queenIn bool
	}{
		{"5 Adults in the Corridor: the Drone alone moves in", map[int]string{1: "b2", 5: "b2", 6: "b2", 7: "a2-b2", 8: "a2-b2", 9: "a2-b2", 10: "a2-b2", 11: "a2-b2"}, 6, 2, "a2-b2", false},
		{"4 Adults in the Corridor: the Drone and 1 Adult", map[int]string{1: "b2", 5: "b2", 6: "b2", 7: "a2-b2", 8: "a2-b2", 9: "a2-b2", 10: "a2-b2"}, 6, 1, "a2-b2", false},
		{"6 Adults: the Drone swaps with one", map[int]string{1: "b2", 5: "a2-b2", 6: "a2-b2", 7: "a2-b2", 8: "a2-b2", 9: "a2-b2", 10: "a2-b2"}, 6, 1, "a2-b2", false},
		{"the Queen and 2 Adults: full, nothing moves in", map[int]string{5: "b2", 0: "a2-b2", 7: "a2-b2", 8: "a2-b2"}, 3, 1, "", true},
	} {
		s := a2Set(t, s0, `{`+rooms+`,`+a2Map+`,`+a2Intruders(tc.at)+`}`)
		s, text := a2EndRound(t, s, dice.New(1))
		e := -1
		g := s.Geometry()
		for i, c := range g.Corridors {
			if c.Name == "a2-b2" {
				e = i
			}
		}
		corr := s.IntrudersAt(nemesis.Slots + e)
		inB2 := s.IntrudersAt(1*nemesis.W + 1)
		if corr != tc.corr || inB2 != tc.inB2 {
			t.Errorf("%s: %d in a2-b2, %d in b2; want %d, %d\n%s", tc.name, corr, inB2, tc.corr, tc.inB2, text)
		}
		if tc.drone != "" && s.Intruders()[1].At != int8(nemesis.Slots+e) {
			t.Errorf("%s: the Drone at node %d, want a2-b2\n%s", tc.name, s.Intruders()[1].At, text)
		}
	}
}

// TestAudit2QueenActivation: in Bag Development a Queen token with the Queen
// on the map Activates her: "she Attacks a Character in the same Room if
// possible, or moves once toward the closest Character otherwise"; the token
// is then discarded, adding nothing (Rulebook, "Bag Development", "Queen
// Activation"). Claws on top: the Queen's Claws cost 3 Health (DATA.md).
func TestAudit2QueenActivation(t *testing.T) {
	s0 := a2Start(t, nemesis.Config{Players: 2}, 1)
	first := s0.StartingPlayer()
	for _, tc := range []struct {
		name   string
		at     string
		health int8
		now    string
	}{
		{"in the Characters' Room: she Attacks", "a2", 3, "a2"},
		{"in b2: she moves once, into a2-b2", "b2", 0, "a2-b2"},
	} {
		s := a2Set(t, s0, `{"bag":2,`+a2Claws+`,`+a2Map+`,`+a2Intruders(map[int]string{0: tc.at})+`}`)
		attacksBefore := len(a2GetDecks(t, s).AttackDiscard)
		// The Intruder Phase Attack of a Queen already in a2 comes first;
		// count the Activation's alone: let the Phase's Attack be Prevented
		// by nothing, and compare with the number of Attack cards drawn.
		s, text := a2EndRound(t, s, dice.New(1))
		drawn := len(a2GetDecks(t, s).AttackDiscard) - attacksBefore
		want := 0
		if tc.at == "a2" {
			want = 2 // the Intruder Phase, then the Activation
		}
		if drawn != want {
			t.Errorf("%s: %d Attack cards drawn, want %d\n%s", tc.name, drawn, want, text)
		}
		if tc.at == "a2" {
			if got := s.Player(first).Health; got != 2*tc.health {
				t.Errorf("%s: the first in Turn order lost %d Health, want %d\n%s", tc.name, got, 2*tc.health, text)
			}
		} else {
			g := s.Geometry()
			at := s.Intruders()[0].At
			name := ""
			if int(at) >= nemesis.Slots {
				name = g.Corridors[int(at)-nemesis.Slots].Name
			} else if at >= 0 {
				name = g.Rooms[at].Name
			}
			if name != tc.now {
				t.Errorf("%s: the Queen in %q, want %q\n%s", tc.name, name, tc.now, text)
			}
		}
		if got := a2BagKinds(t, s); got != [5]int{} {
			t.Errorf("%s: bag %v after the Activation, want empty", tc.name, got)
		}
	}
}

// TestAudit2AntiAircraftCheckAndSwap: "Characters may check (in secret) and
// swap those tokens using the Life Support Control "B" Room. Information
// about the status of Anti-Aircraft tokens may be shared and lied about, but
// tokens cannot be shown" (Rulebook, "Lander and Anti-Aircraft System").
// Option 1 of Life Support Control B (tile 6) checks, then "P2 swap yes/no".
func TestAudit2AntiAircraftCheckAndSwap(t *testing.T) {
	s0 := a2Start(t, nemesis.Config{Players: 2}, 1)
	p := s0.Turn()
	other := 1 - p
	ps := p.String()
	for _, swap := range []bool{false, true} {
		s := a2Set(t, s0, `{"anti_aircraft":[true,false],"rooms":{"a2":{"tile":0},"b2":{"tile":6},"d3":{"tile":1}},`+a2Corr("")+`,`+a2Char(p, `"room":"b2"`)+`}`)
		s, _ = a2Do(t, s, nil, ps+" room 1")
		s, _ = a2Pay(t, s, nil)
		if s.Pending() != nemesis.PendSwap {
			t.Fatalf("after the check: pending %v", s.Pending())
		}
		if tok, known, _ := s.View(p).AntiAircraft(); !known || tok != [2]bool{true, false} {
			t.Errorf("the checker's view: %v known %v", tok, known)
		}
		for _, v := range []nemesis.Seat{other, nemesis.ObserverSeat} {
			if _, known, _ := s.View(v).AntiAircraft(); known {
				t.Errorf("%v's view knows the Anti-Aircraft tokens", v)
			}
		}
		a := nemesis.SwapAA{Seat: p, Swap: swap}
		if nemesis.ActionVisibleTo(s, a, other) || nemesis.PublicAction(s, a).String() != ps+" swap ?" {
			t.Errorf("the swap shows to the other: %v, public %v", nemesis.ActionVisibleTo(s, a, other), nemesis.PublicAction(s, a))
		}
		var evs []nemesis.Event
		s, evs = a2Do(t, s, nil, a.String())
		want := [2]bool{true, false}
		if swap {
			want = [2]bool{false, true}
		}
		if tok, _, _ := s.AntiAircraft(); tok != want {
			t.Errorf("swap %v: tokens %v, want %v", swap, tok, want)
		}
		v1, _ := json.Marshal(s.View(other))
		twin := a2Set(t, s, `{"anti_aircraft":[`+map[bool]string{false: "false,true", true: "true,false"}[swap]+`]}`)
		v2, _ := json.Marshal(twin.View(other))
		if string(v1) != string(v2) {
			t.Errorf("swap %v: the other's view tells the order:\n%s", swap, a2JSONDiff(t, v1, v2))
		}
		for _, e := range evs {
			o := incursion.Observe(nemesis.Game, e, other).String()
			if strings.Contains(o, "swapped") || strings.Contains(o, "Active") || strings.Contains(o, "Inactive") {
				t.Errorf("swap %v: the other observes %q", swap, o)
			}
		}
	}
}

// a2E is the index of the Corridor slot named name ("a2-b2").
func a2E(name string) int {
	for i, c := range nemesis.FacilityGeometry().Corridors {
		if c.Name == name {
			return i
		}
	}
	panic("no Corridor slot " + name)
}

// TestAudit2FirstAid: the Medic's own card restores up to 2 Health (Arg 0
// all it can, 1 exactly 1; DATA.md); "when restoring Health points, a player
// may always choose to restore fewer"; "the Health marker may never move to
// a slot covered by a Serious Wound" (Rulebook, "Character's Health and
// Wounds"). Seed 4: P1 is the Medic (track 3, 3, 2).
func TestAudit2FirstAid(t *testing.T) {
	s0 := a2Start(t, nemesis.Config{Players: 2}, 4)
	p := nemesis.Seat(0)
	if s0.CharacterName(p) != "Medic" {
		t.Fatalf("seed 4: P1 is %s", s0.CharacterName(p))
	}
	hand := `"hand":["c1","c0","c2","c3","c4"],"action_deck":["c5","c6","c7","c8","c9"]`
	for _, tc := range []struct {
		name   string
		health int8
		wounds string
		arg    string
		legal  bool
		want   int8
	}{
		{"3 restores 2", 3, "[-1,-1,-1]", "0", true, 1},
		{"3 restores 1 by choice", 3, "[-1,-1,-1]", "1", true, 2},
		{"1 restores 1", 1, "[-1,-1,-1]", "0", true, 0},
		{"unhurt: not played", 0, "[-1,-1,-1]", "0", false, 0},
		{"4 with a Wound on Healthy: to 3 only", 4, "[3,-1,-1]", "0", true, 3},
		{"3 with a Wound on Healthy: nothing to restore", 3, "[3,-1,-1]", "0", false, 3},
	} {
		deck := `"wound_deck":[0,1,2,4,5,6,7,8,9,10,11]`
		if tc.wounds == "[-1,-1,-1]" {
			deck = `"wound_deck":[0,1,2,3,4,5,6,7,8,9,10,11]`
		}
		s := a2Set(t, s0, `{"turn":"P1","starting_player":"P1","decks":{`+deck+`},`+a2Char(p, hand+`,"health":`+itoa(int(tc.health))+`,"wounds":`+tc.wounds)+`}`)
		n, _, err := a2Try(t, s, nil, "P1 play c1 "+tc.arg)
		if (err == nil) != tc.legal {
			t.Errorf("%s: First Aid gives %v, want legal %v", tc.name, err, tc.legal)
			continue
		}
		if err == nil {
			if got := n.Player(p).Health; got != tc.want {
				t.Errorf("%s: health %d, want %d", tc.name, got, tc.want)
			}
		}
	}
}

// TestAudit2JuryRig: the Engineer's own card Reinforces an empty Corridor of
// the Character's Room, discarding its Noise marker, never one leading to the
// Hibernatorium (DATA.md; Rulebook, "Reinforced Corridor": "empty Corridors
// may be Reinforced ... discard a Noise marker from it (if any) ...
// Corridors leading to the Hibernatorium can never be Reinforced"). Seed 3:
// P1 is the Engineer.
func TestAudit2JuryRig(t *testing.T) {
	s0 := a2Start(t, nemesis.Config{Players: 2}, 3)
	p := nemesis.Seat(0)
	if s0.CharacterName(p) != "Engineer" {
		t.Fatalf("seed 3: P1 is %s", s0.CharacterName(p))
	}
	hand := `"hand":["c1","c0","c2","c3","c4"],"action_deck":["c5","c6","c7","c8","c9"]`
	rooms := `"rooms":{"a2":{"tile":0},"b2":{"tile":3},"c3":{"tile":7},"d3":{"tile":1}}`
	corr := a2Corr(`"b2-c2":{"tile":15},"c3-d3":{"tile":16,"noise":true},"b3-c3":{"tile":17}`)
	for _, tc := range []struct {
		name, room, corridor string
		intruders            map[int]string
		legal                bool
	}{
		{"a Corridor with a Noise marker", "a2", "a2-b2", nil, true},
		{"a Corridor with an Adult", "a2", "a2-b2", map[int]string{5: "a2-b2"}, false},
		{"a Corridor not of the Room", "a2", "b2-c2", nil, false},
		{"the Corridor to the Hibernatorium", "c3", "c3-d3", nil, false},
		{"another Corridor of that Room", "c3", "b3-c3", nil, true},
	} {
		doc := `{` + rooms + `,` + corr + `,` + a2Char(p, hand+`,"room":"`+tc.room+`"`)
		if tc.intruders != nil {
			doc += `,` + a2Intruders(tc.intruders)
		}
		s := a2Set(t, s0, doc+`}`)
		if tc.name == "a Corridor with a Noise marker" {
			s = a2Set(t, s, `{`+rooms+`,`+strings.Replace(corr, `"a2-b2":{"tile":5}`, `"a2-b2":{"tile":5,"noise":true}`, 1)+`}`)
		}
		n, _, err := a2Try(t, s, nil, "P1 play c1 "+itoa(a2E(tc.corridor)))
		if (err == nil) != tc.legal {
			t.Errorf("%s: Jury-Rig gives %v, want legal %v", tc.name, err, tc.legal)
			continue
		}
		if err == nil {
			if c := n.CorridorAt(a2E(tc.corridor)); !c.Reinforced || c.Noise || n.CorridorNoise(a2E(tc.corridor)) != 0 {
				t.Errorf("%s: %+v, noise value %d", tc.name, c, n.CorridorNoise(a2E(tc.corridor)))
			}
		}
	}
}

// TestAudit2CoopRevive: "Whenever one of the Characters dies, leave their
// model on the board knocked over"; "When Moving from a Room containing the
// model, another Character may move the model with them by discarding 1
// additional Action card"; "If a knocked-over Character model starts a Round
// in a Surgery Room (and no Intruders and no Malfunction marker are there),
// they are placed back up, discard all Serious Wounds, and place their Health
// marker on the left-most space of the Injured section" (Rulebook, "Solo and
// Coop Rules").
func TestAudit2CoopRevive(t *testing.T) {
	s0 := a2Start(t, nemesis.Config{Players: 2, Coop: true}, 1)
	p := s0.Turn()
	down := 1 - p
	injured := int8(nemesis.HealthTrack(s0.Player(down).Char)[0])
	rooms := `"rooms":{"a2":{"tile":0},"b2":{"tile":4%s},"d3":{"tile":1}}`
	for _, tc := range []struct {
		name    string
		fault   string
		at      map[int]string
		revived bool
	}{
		{"in the Surgery", "", nil, true},
		{"an Adult in the Surgery", "", map[int]string{5: "b2"}, false},
		{"a Malfunction on the Surgery", `,"malfunction":true`, nil, false},
	} {
		decks := `"decks":{"attack_deck":[4,5,6,7,8,9,10,11,12,13,14,15,0,1,2,3],"event_deck":[0,1,2,3,5,6,7,8,9,10,11,12,13,4],"wound_deck":[0,1,2,4,5,6,7,8,9,10,11]}`
		doc := `{` + strings.Replace(rooms, "%s", tc.fault, 1) + `,` + a2Corr("") + `,` + decks + `,` +
			a2Chars(map[nemesis.Seat]string{down: `"room":"b2","status":"knocked out","health":5,"wounds":[3,-1,-1]`})
		if tc.at != nil {
			doc += `,` + a2Intruders(tc.at)
		}
		s := a2Set(t, s0, doc+`}`)
		s, text := a2EndRound(t, s, dice.New(1))
		pl := s.Player(down)
		if revived := pl.Status == nemesis.Active; revived != tc.revived {
			t.Errorf("%s: status %v, want revived %v\n%s", tc.name, pl.Status, tc.revived, text)
			continue
		}
		if tc.revived && (pl.Health != injured || pl.Wounds != [3]int8{-1, -1, -1}) {
			t.Errorf("%s: health %d wounds %v, want %d and none", tc.name, pl.Health, pl.Wounds, injured)
		}
	}
	// Dragging: 1 more card; the model moves along.
	s := a2Set(t, s0, `{`+strings.Replace(rooms, "%s", "", 1)+`,`+a2Corr("")+`,`+
		a2Chars(map[nemesis.Seat]string{down: `"status":"knocked out"`})+`}`)
	hand := len(a2Board(t, s, p).Hand)
	s, _ = a2Do(t, s, dice.Script(5), p.String()+" move a2-b2 drag "+down.String())
	s, _ = a2Pay(t, s, dice.Script(5))
	s, _ = a2NoReact(t, s, nil)
	if got := hand - len(a2Board(t, s, p).Hand); got != 2 {
		t.Errorf("a Move dragging a Character cost %d cards, want 2", got)
	}
	if s.Player(down).Room != 1*nemesis.W+1 || s.Player(p).Room != 1*nemesis.W+1 {
		t.Errorf("after the drag: rooms %d and %d, want b2", s.Player(p).Room, s.Player(down).Room)
	}
}

// TestAudit2ActivatingTheRobot: "Characters may use the "Activate the Robot"
// Action by discarding 1 Action card: Locally — if they are in a Room with
// the Robot; OR Remotely — if they are in a Room with a Computer icon,
// discarding 1 additional Action card"; "Characters with this [Data] token may
// Activate the Robot remotely without discarding the additional card";
// "Until then [the Hibernatorium reached], ... the Robot cannot be
// Activated"; "It always moves from a Room to a neighboring Room ... it
// cannot move through Closed Doors" (Rulebook, "Robot", "Game Setup"). The
// Security Robot (card 4) places a Secure token in its Room; the Landing
// Zone has a Computer icon (DATA.md).
func TestAudit2ActivatingTheRobot(t *testing.T) {
	s0 := a2Start(t, nemesis.Config{Players: 2}, 1)
	p := s0.Turn()
	ps := p.String()
	base := `"robot":4,"robot_revealed":true,"rooms":{"a2":{"tile":0},"b2":{"tile":3},"c3":{"tile":7},"d3":{"tile":1}},` + a2Corr(`"c3-d3":{"tile":16}`)
	for _, tc := range []struct {
		name string
		doc  string
		cost int // -1: not possible
	}{
		{"undiscovered Hibernatorium", `"hibernatorium_discovered":false`, -1},
		{"remotely from the Landing Zone: 2 cards", `"hibernatorium_discovered":true`, 2},
		{"remotely with a Data token: 1 card", `"hibernatorium_discovered":true,` + a2Char(p, `"data":true`) + `,"data_tokens":4`, 1},
		{"locally in the Hibernatorium: 1 card", `"hibernatorium_discovered":true,` + a2Char(p, `"room":"d3"`), 1},
		{"through a Closed Door: no move", `"hibernatorium_discovered":true,` + a2Corr(`"c3-d3":{"tile":10,"door":1}`), -1}, // the later "corridors" replaces the first
		{"a Malfunction on the Robot", `"hibernatorium_discovered":true,"robot_malfunction":true`, -1},
	} {
		doc := `{` + base + `,` + tc.doc + `}`
		s := a2Set(t, s0, doc)
		hand := len(a2Board(t, s, p).Hand)
		n, _, err := a2Try(t, s, nil, ps+" robot c3 -1")
		if (err == nil) != (tc.cost >= 0) {
			t.Errorf("%s: %v, want possible %v (listed %v)", tc.name, err, tc.cost >= 0, s.Actions())
			continue
		}
		if err != nil {
			continue
		}
		n, _ = a2Pay(t, n, nil)
		if got := hand - len(a2Board(t, n, p).Hand); got != tc.cost {
			t.Errorf("%s: %d cards paid, want %d", tc.name, got, tc.cost)
		}
		if room, _, _, _ := n.Robot(); room != 2*nemesis.W+2 || n.RoomAt(2*nemesis.W+2).Secure != 1 {
			t.Errorf("%s: the Robot in %d, %d Secure tokens in c3", tc.name, room, n.RoomAt(2*nemesis.W+2).Secure)
		}
	}
}

// TestAudit2HeavyItemsAndArmor: "Only 1 Item may be carried in a Hand slot.
// If such an Item is gained when all Hand slots are already taken, you may
// first discard one of the held Items"; "Only one Armor Item may be worn at
// any moment — when a Character gains an Armor Item while already using one,
// they may first discard the current Armor"; "When a Character gains an
// Armor Item and their Health marker is already on the Heavily Injured
// section, they can't gain the Armor and it's discarded instead" (Rulebook,
// "Heavy Items", "Armor Items"). The Storage (tile 18) draws 2 Items of a
// chosen colour (option 0 red), keep 1 (DATA.md). Seed 1: P1 is the
// Contractor, a Pistol (i46) and a Machete (i47) in Hands.
func TestAudit2HeavyItemsAndArmor(t *testing.T) {
	s0 := a2Start(t, nemesis.Config{Players: 2}, 1)
	if s0.CharacterName(0) != "Contractor" {
		t.Fatalf("seed 1: P1 is %s", s0.CharacterName(0))
	}
	storage := `"turn":"P1","starting_player":"P1","rooms":{"a2":{"tile":0},"b2":{"tile":18},"d3":{"tile":1}},` + a2Corr("") + `,`
	search := func(t *testing.T, red string, board string) nemesis.State {
		t.Helper()
		s := a2Set(t, s0, `{`+storage+`"decks":{"item_decks":[`+red+`,[18,12,21,20,16,14,15,13,19,17,23,22],[24,35,25,32,27,31,26,29,33,34,30,28]]},`+
			a2Char(0, `"room":"b2"`+board)+`}`)
		s, _ = a2Do(t, s, nil, "P1 room 0")
		s, _ = a2Pay(t, s, nil)
		if s.Pending() != nemesis.PendKeep {
			t.Fatalf("after the Storage: pending %v", s.Pending())
		}
		return s
	}
	t.Run("both Hands taken: keep a Weapon only by discarding one", func(t *testing.T) {
		s := search(t, "[4,6,5,7,3,9,10,8,1,11,2,0]", "")
		if a2Legal(s, "P1 keep i0") {
			t.Errorf("a third Heavy Item may be kept: %v", s.Actions())
		}
		if _, _, err := a2Try(t, s, nil, "P1 keep i0"); err == nil {
			t.Errorf("a third Heavy Item is accepted")
		}
		n, _ := a2Do(t, s, nil, "P1 keep i0 drop h1")
		if h := n.Player(0).Hands; h[0].Item != 46 || h[1].Item != 0 {
			t.Errorf("Hands %v %v, want i46 and i0", h[0].Item, h[1].Item)
		}
		if !a2Legal(s, "P1 keep none") {
			t.Errorf("keeping nothing is not offered: %v", s.Actions())
		}
	})
	t.Run("Armor over Armor: discard the worn one first", func(t *testing.T) {
		s := search(t, "[4,5,3,9,10,8,1,11,2,0,6,7]", `,"armor":40`)
		if a2Legal(s, "P1 keep i7") {
			t.Errorf("a second Armor may be kept: %v", s.Actions())
		}
		n, _ := a2Do(t, s, nil, "P1 keep i7 drop armor")
		if got := n.Player(0).Armor; got != 7 {
			t.Errorf("Armor %d, want 7", got)
		}
	})
	t.Run("Heavily Injured: the Armor is discarded", func(t *testing.T) {
		track := nemesis.HealthTrack(0)
		heavy := track[0] + track[1]
		s := search(t, "[4,5,3,9,10,8,1,11,2,0,6,7]", `,"health":`+itoa(heavy))
		n, _, err := a2Try(t, s, nil, "P1 keep i7")
		if err == nil && n.Player(0).Armor >= 0 {
			t.Errorf("a Heavily Injured Character wears Armor %d", n.Player(0).Armor)
		}
		s = search(t, "[4,5,3,9,10,8,1,11,2,0,6,7]", `,"health":`+itoa(heavy-1))
		n, _ = a2Do(t, s, nil, "P1 keep i7")
		if n.Player(0).Armor != 7 {
			t.Errorf("an Injured Character cannot wear the Armor: %d", n.Player(0).Armor)
		}
	})
}

// TestAudit2NoiseRollTargetAndSecure: an Intruder entering by a Character's
// Noise roll: "If the Intruder entered as a result of a player effect, it
// Attacks that Character if possible. Otherwise, it Attacks the Character
// first in Turn order"; "whenever an Intruder enters a Room with at least 1
// Character and a Secure token, 1 Secure token is discarded instead of
// resolving the Intruder Attack" (Rulebook, "Intruders Choosing a Target",
// "Resolving Secure Tokens"). The second in Turn order Moves into b2 where
// the first stands; an Adult in b2-c2 (value 1) answers a roll of 1.
func TestAudit2NoiseRollTargetAndSecure(t *testing.T) {
	s0 := a2Start(t, nemesis.Config{Players: 2}, 1)
	first := s0.StartingPlayer()
	second := 1 - first
	for _, tc := range []struct {
		name         string
		secure       int
		wantSecond   int8 // Health lost by the mover
		wantFirst    int8
		secureAfter  int8
		attackerInRm bool
	}{
		{"no Secure token: the mover is Attacked", 0, 2, 0, 0, true},
		{"a Secure token: discarded instead", 1, 0, 0, 0, true},
		{"two Secure tokens: one discarded", 2, 0, 0, 1, true},
	} {
		doc := `{"turn":"` + second.String() + `",` + a2Claws + `,"rooms":{"a2":{"tile":0},"b2":{"tile":3,"secure":` + itoa(tc.secure) + `},"d3":{"tile":1}},` +
			a2Corr(`"b2-c2":{"tile":6}`) + `,` + a2Intruders(map[int]string{5: "b2-c2"}) + `,` + a2Char(first, `"room":"b2"`) + `}`
		s := a2Set(t, s0, doc)
		s, text := a2MoveB2(t, s, dice.Script(1), second)
		got := [3]int8{s.Player(second).Health, s.Player(first).Health, s.RoomAt(1*nemesis.W + 1).Secure}
		want := [3]int8{tc.wantSecond, tc.wantFirst, tc.secureAfter}
		if got != want {
			t.Errorf("%s: mover's Health, first's Health, Secure tokens %v, want %v\n%s", tc.name, got, want, text)
		}
		if in := s.Intruders()[5]; (in.At == int8(1*nemesis.W+1)) != tc.attackerInRm {
			t.Errorf("%s: the Adult at node %d", tc.name, in.At)
		}
	}
}

// TestAudit2HazardSurpriseAttack: "Hazard result: draw an Intruder token from
// the Intruder bag and resolve it ... Rolling this result will, most of the
// time, place 1 Intruder in the Room with the Character"; "when an Intruder
// is placed in a Room/moved to a Room (for any reason), it immediately tries
// to Attack a Character inside"; a Larva's Attack: 1 Contamination and the
// Larva on the Character board; the Blank places nothing and goes back to
// the bag (Rulebook, "Noise Roll", "Surprise Attacks", "Larva Attacks").
// The bag holds one token; faces 9 and 10 are Hazard.
func TestAudit2HazardSurpriseAttack(t *testing.T) {
	s0 := a2Start(t, nemesis.Config{Players: 2}, 1)
	p := s0.Turn()
	for _, tc := range []struct {
		name   string
		bag    int
		health int8
		larva  bool
		inRoom int
		bagAft [5]int
	}{
		{"an Adult token: an Adult enters and Attacks", 1 << 13, 2, false, 1, [5]int{}},
		{"a Larva token: a Larva Attack", 1 << 27, 0, true, 0, [5]int{}},
		{"the Blank: nothing, back in the bag", 1, 0, false, 0, [5]int{1, 0, 0, 0, 0}},
	} {
		s := a2Set(t, s0, `{"bag":`+itoa(tc.bag)+`,`+a2Claws+`,`+a2Map+`}`)
		s, text := a2MoveB2(t, s, dice.Script(9, 1), p)
		pl := s.Player(p)
		if pl.Health != tc.health || pl.Larva != tc.larva || s.IntrudersAt(1*nemesis.W+1) != tc.inRoom {
			t.Errorf("%s: health %d larva %v, %d Intruders in b2\n%s", tc.name, pl.Health, pl.Larva, s.IntrudersAt(1*nemesis.W+1), text)
		}
		if got := a2BagKinds(t, s); got != tc.bagAft {
			t.Errorf("%s: bag %v, want %v", tc.name, got, tc.bagAft)
		}
	}
}

// TestAudit2ResolvingNoiseMarkers: "To resolve one, remove it, draw a random
// Intruder token from the Intruder bag and resolve it in the same Corridor
// ... The number on the token's back shows how many Intruders are placed in
// the Corridor (a red number shows how many Drones are placed) ... the Blank
// token is always returned to the bag" (Rulebook, "Resolving Noise
// Markers"). Token backs (DATA.md): Adult 24 shows 3, Drone 11 shows 2, Larva
// 27 shows 1. a2-b2 (value 1) holds a Noise marker; the roll is a 1.
func TestAudit2ResolvingNoiseMarkers(t *testing.T) {
	s0 := a2Start(t, nemesis.Config{Players: 2}, 1)
	p := s0.Turn()
	corr := strings.Replace(a2Corr(""), `"a2-b2":{"tile":5}`, `"a2-b2":{"tile":5,"noise":true}`, 1)
	for _, tc := range []struct {
		name  string
		token int
		kinds [4]int // Queen, Drone, Adult, Larva in a2-b2
		noise bool
	}{
		{"Adult back 3", 24, [4]int{0, 0, 3, 0}, false},
		{"Drone back 2 (red)", 11, [4]int{0, 2, 0, 0}, false},
		{"Larva back 1", 27, [4]int{0, 0, 0, 1}, false},
		{"Blank", 0, [4]int{}, false},
	} {
		s := a2Set(t, s0, `{"bag":`+itoa(1<<tc.token)+`,"rooms":{"a2":{"tile":0},"b2":{"tile":3},"d3":{"tile":1}},`+corr+`}`)
		s, text := a2MoveB2(t, s, dice.Script(1, 1), p)
		var got [4]int
		for i, in := range s.Intruders() {
			if int(in.At) == nemesis.Slots+a2E("a2-b2") {
				got[nemesis.ModelKind(i)]++
			}
		}
		if got != tc.kinds || s.CorridorAt(a2E("a2-b2")).Noise != tc.noise {
			t.Errorf("%s: in a2-b2 %v noise %v, want %v %v\n%s", tc.name, got, s.CorridorAt(a2E("a2-b2")).Noise, tc.kinds, tc.noise, text)
		}
	}
}

// TestAudit2CommandRestrictions: "allowing Characters of higher Rank to
// command Characters of lower Rank via specific Action cards"; "Characters
// who have Passed may still be ordered"; "you are never allowed to perform
// an Action using another Character that would result in an Intruder
// Opportunity Attack, such as ordering another Character to Move out of a
// Room with Intruders or through a Corridor with them" (Rulebook,
// "Character" a, "Orders and Commands"). Seed 3: P1 the Engineer (Rank 1),
// P2 the Scout (Rank 5) with Command as c1 (DATA.md).
func TestAudit2CommandRestrictions(t *testing.T) {
	s0 := a2Start(t, nemesis.Config{Players: 2}, 3)
	if s0.CharacterName(0) != "Engineer" || s0.CharacterName(1) != "Scout" {
		t.Fatalf("seed 3: %s and %s", s0.CharacterName(0), s0.CharacterName(1))
	}
	scout := `"hand":["c1","c0","c2","c3","c4"],"action_deck":["c5","c6","c7","c8","c9"]`
	base := `"turn":"P2","starting_player":"P2",` + a2Map
	order := func(t *testing.T, doc string) nemesis.State {
		t.Helper()
		s := a2Set(t, s0, `{`+base+`,`+doc+`}`)
		if !a2Legal(s, "P2 play c1 0") {
			return s
		}
		s, _ = a2Do(t, s, nil, "P2 play c1 0")
		return s
	}
	t.Run("a Passed Character of lower Rank may be ordered", func(t *testing.T) {
		s := order(t, a2Chars(map[nemesis.Seat]string{0: `"passed":true`, 1: scout}))
		if s.Pending() != nemesis.PendOrder || !a2Legal(s, "P2 order P1 move a2-b2") {
			t.Errorf("no Order of the Passed Engineer: %v %v", s.Pending(), s.Actions())
		}
	})
	t.Run("not out of a Room with an Intruder", func(t *testing.T) {
		s := order(t, a2Chars(map[nemesis.Seat]string{1: scout})+`,`+a2Intruders(map[int]string{5: "a2"}))
		for _, a := range s.Actions() {
			if strings.HasPrefix(a.String(), "P2 order P1 move") {
				t.Errorf("an ordered Move out of a Room with an Adult: %v", a)
			}
		}
	})
	t.Run("not through a Corridor with an Intruder", func(t *testing.T) {
		s := order(t, a2Chars(map[nemesis.Seat]string{1: scout})+`,`+a2Intruders(map[int]string{5: "a2-b2"}))
		if a2Legal(s, "P2 order P1 move a2-b2") || !a2Legal(s, "P2 order P1 move a2-a3") {
			t.Errorf("ordered Moves: %v", s.Actions())
		}
		if _, _, err := a2Try(t, s, nil, "P2 order P1 move a2-b2"); err == nil {
			t.Errorf("an ordered Move through a Corridor with an Adult is accepted")
		}
	})
	t.Run("not a Character of another Room", func(t *testing.T) {
		s := order(t, `"rooms":{"a2":{"tile":0},"b2":{"tile":3},"d3":{"tile":1}},`+a2Chars(map[nemesis.Seat]string{0: `"room":"b2"`, 1: scout}))
		if s.Pending() == nemesis.PendOrder {
			t.Errorf("an Order of a Character in another Room: %v", s.Actions())
		}
	})
	// The Engineer (Rank 1) has no Command card: his c1 is Jury-Rig.
	if k, ok := s0.CardKindOf(0, 1); !ok || k != nemesis.JuryRig {
		t.Errorf("the Engineer's c1: %v", k)
	}
	// Seed 8: the Scout (Rank 5) may not command the Soldier (Rank 6).
	s8 := a2Start(t, nemesis.Config{Players: 2}, 8)
	if s8.CharacterName(0) != "Scout" || s8.CharacterName(1) != "Soldier" {
		t.Fatalf("seed 8: %s and %s", s8.CharacterName(0), s8.CharacterName(1))
	}
	s := a2Set(t, s8, `{"turn":"P1","starting_player":"P1",`+a2Map+`,`+a2Char(0, scout)+`}`)
	if a2Legal(s, "P1 play c1 0") {
		n, _ := a2Do(t, s, nil, "P1 play c1 0")
		for _, a := range n.Actions() {
			if strings.HasPrefix(a.String(), "P1 order P2") {
				t.Errorf("the Scout orders the Soldier: %v", a)
			}
		}
	}
}

// TestAudit2Determinize, as a search agent would use the generic API: along
// random games of every variant, each seat's (and the observer's) samples
// have the seat's view, validate, play on (every listed action applies), and
// share the seat's InfoKey; a sample drawn from the view alone too.
func TestAudit2Determinize(t *testing.T) {
	g := nemesis.Game
	for vi, cfg := range a2Variants {
		r := dice.New(uint64(500 + vi))
		s, err := nemesis.New(cfg, r)
		if err != nil {
			t.Fatal(err)
		}
		for step := 0; !s.Over() && step < 2500; step++ {
			if step%41 == 0 {
				for _, p := range append(g.Seats(s), g.Observer()) {
					view := g.View(s, p)
					want, _ := json.Marshal(view)
					for k, from := range []nemesis.State{s, view} {
						sample, err := g.Determinize(from, p, dice.New(uint64(step*7+k)))
						if err != nil {
							t.Fatalf("%+v step %d: Determinize for %v: %v", cfg, step, p, err)
						}
						got, _ := json.Marshal(g.View(sample, p))
						if string(got) != string(want) {
							t.Fatalf("%+v step %d: %v's view of the sample differs:\n%s", cfg, step, p, a2JSONDiff(t, want, got))
						}
						if err := sample.Validate(); err != nil {
							t.Fatalf("%+v step %d: sample for %v invalid: %v", cfg, step, p, err)
						}
						if g.InfoKey(sample, p) != g.InfoKey(s, p) {
							t.Errorf("%+v step %d: the sample's InfoKey for %v differs", cfg, step, p)
						}
						for _, a := range g.Actions(sample) {
							if _, _, err := g.Apply(sample, a, dice.New(1)); err != nil {
								t.Fatalf("%+v step %d: sample for %v: %v: %v", cfg, step, p, a, err)
							}
						}
					}
				}
			}
			acts := s.Actions()
			s, _, err = nemesis.Apply(s, acts[r.IntN(len(acts))], r)
			if err != nil {
				t.Fatal(err)
			}
		}
	}
}

// TestAudit2MarkerLimits: "Malfunction Markers Limit: if at any point you
// must place a Malfunction marker and there are no more available, place a
// Fire marker in the Room instead, if possible"; "Overwhelming Fire: if at
// any point you must place a Fire marker and there are no more available,
// the Facility is destroyed and the game ends" (Rulebook, "Map Markers and
// Tokens"). 10 Malfunction and 8 Fire markers (DATA.md). A Melee Attack's
// retaliation Prevented with a Malfunction on the Weapon ("Melee Attack" 5);
// the Shoot die's face 6 is ineffective in a Melee Attack.
func TestAudit2MarkerLimits(t *testing.T) {
	s0 := a2Start(t, nemesis.Config{Players: 2}, 1)
	p := s0.Turn()
	ps := p.String()
	slots := []string{"a1", "a3", "a4", "b1", "b3", "b4", "c1", "c2", "c4", "e1"}
	tiles := []int{2, 3, 4, 12, 13, 14, 15, 16, 17, 18}
	build := func(faults, fires int) string {
		var rooms []string
		rooms = append(rooms, `"a2":{"tile":0}`, `"d3":{"tile":1}`)
		for i, sl := range slots {
			rooms = append(rooms, `"`+sl+`":{"tile":`+itoa(tiles[i])+`,"malfunction":`+map[bool]string{true: "true", false: "false"}[i < faults]+
				`,"fire":`+map[bool]string{true: "true", false: "false"}[i < fires]+`}`)
		}
		return `"rooms":{` + strings.Join(rooms, ",") + `},"decks":{"room_stacks":[[],[6,7,5],[11,10,8,9],[21,19,23,22,20]]}`
	}
	for _, tc := range []struct {
		name           string
		faults, fires  int
		weaponFault    bool
		fireInA2, over bool
	}{
		{"a Malfunction left: on the Weapon", 9, 8, true, false, false},
		{"none left: a Fire in the Room instead", 10, 7, false, true, false},
		{"none left and no Fire left: the Facility is destroyed", 10, 8, false, false, true},
	} {
		s := a2Set(t, s0, `{`+build(tc.faults, tc.fires)+`,`+a2Corr("")+`,`+a2Intruders(map[int]string{5: "a2"})+`}`)
		r := dice.Script(6)
		s, _ = a2Do(t, s, r, ps+" melee x5")
		s, evs := a2Pay(t, s, r)
		if s.Pending() != nemesis.PendMelee {
			t.Fatalf("%s: pending %v after the Melee\n%s", tc.name, s.Pending(), a2Texts(evs))
		}
		s, more := a2Do(t, s, r, ps+" prevent h0")
		evs = append(evs, more...)
		text := a2Texts(evs)
		if got := s.Player(p).Hands[0].Fault; got != tc.weaponFault {
			t.Errorf("%s: Weapon Malfunction %v, want %v\n%s", tc.name, got, tc.weaponFault, text)
		}
		if got := s.RoomAt(nemesis.LandingSlot).Fire; got != tc.fireInA2 && !tc.over {
			t.Errorf("%s: Fire in a2 %v, want %v\n%s", tc.name, got, tc.fireInA2, text)
		}
		if s.Over() != tc.over || s.FacilityDestroyed() != tc.over {
			t.Errorf("%s: over %v destroyed %v, want %v\n%s", tc.name, s.Over(), s.FacilityDestroyed(), tc.over, text)
		}
		if !s.Over() && s.Player(p).Health != 0 {
			t.Errorf("%s: the Prevented retaliation cost Health %d", tc.name, s.Player(p).Health)
		}
	}
}

// TestAudit2EventMovementIntoARoom: Event card 5 moves the Intruders in
// horizontal Corridors (DATA.md); "whenever Intruders move from 1 Corridor to
// a Room with a Character, only the largest Intruder moves to that Room";
// "whenever Intruders would move through a Closed Door, they destroy that
// Door and do not move instead" (Rulebook, "Intruder Movement", "Intruders
// Moving Through Doors"). The Characters are in a2; the group in a2-b2.
func TestAudit2EventMovementIntoARoom(t *testing.T) {
	s0 := a2Start(t, nemesis.Config{Players: 2}, 1)
	decks := `"decks":{"attack_deck":[4,5,6,7,8,9,10,11,12,13,14,15,0,1,2,3],"event_deck":[0,1,2,3,4,6,7,8,9,10,11,12,13,5]}`
	group := a2Intruders(map[int]string{1: "a2-b2", 5: "a2-b2", 6: "a2-b2"})
	rooms := `"rooms":{"a2":{"tile":0},"b2":{"tile":3},"d3":{"tile":1}}`
	// Open: only the Drone enters a2.
	s := a2Set(t, s0, `{`+decks+`,`+rooms+`,`+a2Corr("")+`,`+group+`}`)
	s, text := a2EndRound(t, s, dice.New(1))
	if s.IntrudersAt(nemesis.LandingSlot) != 1 || s.Intruders()[1].At != nemesis.LandingSlot || s.IntrudersAt(nemesis.Slots+a2E("a2-b2")) != 2 {
		t.Errorf("open: %d in a2 (the Drone at %d), %d in a2-b2; want the Drone alone in a2\n%s",
			s.IntrudersAt(nemesis.LandingSlot), s.Intruders()[1].At, s.IntrudersAt(nemesis.Slots+a2E("a2-b2")), text)
	}
	// A Closed Door on a2-b2 (tile 1: value 1 with a Door slot): destroyed,
	// nobody moves.
	corr := strings.Replace(a2Corr(""), `"a2-b2":{"tile":5}`, `"a2-b2":{"tile":1,"door":1}`, 1)
	tiles := `"corridor_tiles":[13,11,0,8,24,10,39,15,9,32,36,28,38,3,33,2,25,29,7,26,37,21,31,12,14,5,35,19,4,20,18,17,16,30,22,23,6]}`
	s = a2Set(t, s0, `{`+strings.TrimSuffix(decks, "}")+`,`+tiles+`,`+rooms+`,`+corr+`,`+group+`}`)
	s, text = a2EndRound(t, s, dice.New(1))
	if c := s.CorridorAt(a2E("a2-b2")); c.Door != nemesis.DoorDestroyed || s.IntrudersAt(nemesis.LandingSlot) != 0 {
		t.Errorf("Closed Door: door %d, %d in a2; want destroyed, none moved\n%s", c.Door, s.IntrudersAt(nemesis.LandingSlot), text)
	}
}

// TestAudit2LanderLeftWhenAnIntruderAppears: "after any Intruder appears in
// the Landing Zone, the Characters automatically leave the Lander and may act
// again during their next Turn" (Rulebook, "Lander"). The other Character
// Moves from b2 into the Landing Zone; its Noise roll of 3 brings the Adult
// of a1-a2 (value 3) in.
func TestAudit2LanderLeftWhenAnIntruderAppears(t *testing.T) {
	s0 := a2Start(t, nemesis.Config{Players: 2}, 1)
	mover := s0.Turn()
	boarded := 1 - mover
	for _, tc := range []struct {
		name   string
		face   int
		leaves bool
	}{
		{"an Adult enters the Landing Zone", 5, true},
		{"a Noise marker only", 1, false},
	} {
		s := a2Set(t, s0, `{"round":11,"lander":1,"anti_aircraft_removed":true,`+a2Claws+`,`+a2Map+`,`+a2Intruders(map[int]string{5: "a1-a2"})+`,`+
			a2Chars(map[nemesis.Seat]string{mover: `"room":"b2"`, boarded: `"status":"in lander"`})+`}`)
		r := dice.Script(tc.face)
		s, evs := a2Do(t, s, r, mover.String()+" move a2-b2")
		s, more := a2Pay(t, s, r)
		evs = append(evs, more...)
		s, more = a2NoReact(t, s, r)
		evs = append(evs, more...)
		if left := s.Player(boarded).Status == nemesis.Active; left != tc.leaves {
			t.Errorf("%s: status %v, want left %v\n%s", tc.name, s.Player(boarded).Status, tc.leaves, a2Texts(evs))
		}
	}
}

// TestAudit2GameEndsWhenNobodyIsLeft: "All Characters have died or
// Escaped/Hibernated — there are no more players left in the game" ends the
// game at once (Rulebook, "When the Game Ends"): the last Character in the
// Facility dies of an Opportunity Attack during its Move.
func TestAudit2GameEndsWhenNobodyIsLeft(t *testing.T) {
	s0 := a2Start(t, nemesis.Config{Players: 2}, 1)
	p := s0.Turn()
	other := 1 - p
	last := int8(0)
	for _, n := range nemesis.HealthTrack(s0.Player(p).Char) {
		last += int8(n)
	}
	s := a2Set(t, s0, `{`+a2Claws+`,`+a2Map+`,`+a2Intruders(map[int]string{5: "a2"})+`,`+
		a2Chars(map[nemesis.Seat]string{p: `"health":` + itoa(int(last-1)), other: `"status":"escaped","escaped_facility":true`})+`}`)
	s, text := a2MoveB2(t, s, dice.Script(5), p)
	if s.Player(p).Status != nemesis.Dead || !s.Over() {
		t.Errorf("status %v over %v\n%s", s.Player(p).Status, s.Over(), text)
	}
}

// TestAudit2SectionCRooms: the Nest — "Eggs are treated as Heavy Items and
// may be picked up using the Nest Room Action. You can destroy the Nest by
// removing all Eggs ... it stays destroyed"; "if a Fire is in the Nest, it
// removes 1 Egg from there during each Intruder Burning Phase step"; the
// Escape Shuttle — "only for 1 person"; the Reactor — "completely shuts off
// the power in the Facility, turning off (and preventing from turning on
// again) all Life Support Control Systems, the Autodestruction system, and the
// Anti-Aircraft system" (Rulebook, "Rooms", "Section C"). Nest option 0 takes
// an Egg, 1 destroys one; tiles: Nest 9, Reactor 10, Escape Shuttle 11
// (DATA.md).
func TestAudit2SectionCRooms(t *testing.T) {
	s0 := a2Start(t, nemesis.Config{Players: 2}, 1)
	p := s0.Turn()
	ps := p.String()
	other := 1 - p
	rooms := `"rooms":{"a2":{"tile":0},"d3":{"tile":1},"e2":{"tile":9%s},"e3":{"tile":11},"f3":{"tile":10},"b2":{"tile":8}},"decks":{"room_stacks":[[2,4,3],[6,7,5],[],[21,19,15,12,23,22,18,17,16,20,14,13]]}`
	at := func(room, more string) string {
		return `{` + strings.Replace(rooms, "%s", more, 1) + `,` + a2Corr("") + `,` + a2Char(p, `"room":"`+room+`"`) + `}`
	}
	use := func(t *testing.T, s nemesis.State, text string, faces ...int) nemesis.State {
		t.Helper()
		r := dice.Script(faces...)
		s, _ = a2Do(t, s, r, text)
		s, _ = a2Pay(t, s, r)
		s, _ = a2NoReact(t, s, r)
		return s
	}
	t.Run("the last Egg destroyed: the Nest for good", func(t *testing.T) {
		s := a2Set(t, s0, `{"eggs":1,`+strings.TrimPrefix(at("e2", ""), "{"))
		s = use(t, s, ps+" room 1", 1)
		if s.Eggs() != 0 || !s.NestDestroyed() {
			t.Errorf("eggs %d destroyed %v", s.Eggs(), s.NestDestroyed())
		}
	})
	t.Run("an Egg taken into a free Hand", func(t *testing.T) {
		s := a2Set(t, s0, `{"eggs":2,`+strings.TrimPrefix(at("e2", ""), "{"))
		s = use(t, s, ps+" room 0", 1)
		if s.Eggs() != 1 || s.Player(p).Hands[1].Item != nemesis.Egg {
			t.Errorf("eggs %d hands %v", s.Eggs(), s.Player(p).Hands)
		}
	})
	t.Run("no Egg into full Hands", func(t *testing.T) {
		s := a2Set(t, s0, `{"eggs":2,`+strings.TrimPrefix(at("e2", ""), "{"))
		s = a2Set(t, s, `{`+a2Char(p, `"hands":[{"item":"i50","tokens":["ammo","none"]},{"item":"i53"}]`)+`,"eggs":1}`)
		if a2Legal(s, ps+" room 0") {
			t.Errorf("an Egg may be taken with both Hands full")
		}
	})
	t.Run("Fire in the Nest: 1 Egg each Intruder Phase", func(t *testing.T) {
		s := a2Set(t, s0, `{"eggs":2,`+a2Claws+`,`+strings.TrimPrefix(at("a2", `,"fire":true`), "{"))
		s, text := a2EndRound(t, s, dice.New(1))
		if s.Eggs() != 1 {
			t.Errorf("eggs %d, want 1\n%s", s.Eggs(), text)
		}
	})
	t.Run("the Escape Shuttle: one person", func(t *testing.T) {
		s := a2Set(t, s0, at("e3", ""))
		s = a2Set(t, s, `{`+a2Char(other, `"room":"e3"`)+`}`)
		s = use(t, s, ps+" room 0", 1)
		if st := s.Player(p).Status; st != nemesis.Escaped || !s.ShuttleUsed() || !s.Player(p).Fled {
			t.Fatalf("after the Shuttle: %v used %v", st, s.ShuttleUsed())
		}
		for s.Turn() != other && !s.Over() {
			s, _ = a2EndRound(t, s, dice.New(1))
		}
		if a2Legal(s, other.String()+" room 0") {
			t.Errorf("a second Character may use the Escape Shuttle")
		}
	})
	t.Run("the Reactor", func(t *testing.T) {
		s := a2Set(t, s0, `{"life_support":[true,true,false],"autodestruction":9,"anti_aircraft":[true,false],`+strings.TrimPrefix(at("f3", ""), "{"))
		s = use(t, s, ps+" room 0")
		if tok, _, _ := s.AntiAircraft(); !s.ReactorShutDown() || s.LifeSupport() != [3]bool{} || s.Autodestruction() != 0 || tok != [2]bool{} {
			t.Errorf("after the Reactor: shut %v life support %v autodestruction %d anti-aircraft %v", s.ReactorShutDown(), s.LifeSupport(), s.Autodestruction(), tok)
		}
		s = a2Set(t, s, `{`+a2Char(p, `"room":"b2"`)+`}`)
		if a2Legal(s, ps+" room 0") {
			t.Errorf("Life Support Control C may switch on after the Reactor: %v", s.Actions())
		}
	})
}

// TestAudit2ObjectiveAtTheEnd: "if a Character has not chosen an Objective
// until that point, they simply do so now"; the rulebook's examples:
// "Veni, Vidi, Vici (2+): the Nest (Section C) must be destroyed"; "Official
// Order: the Mission Task must be fulfilled"; "Primary Samples: all
// Characters who Escape from the Facility must be carrying at least 2 Eggs in
// total among them" (Rulebook, "End of the Game", "Objectives and Mission
// Task"). Ids: 0 Veni, Vidi, Vici; 8 Official Order; 14 Primary Samples
// (ObjectiveName). The Escaped seat wins exactly when one of its Objectives
// is met, or the one it chose.
func TestAudit2ObjectiveAtTheEnd(t *testing.T) {
	s0 := a2Start(t, nemesis.Config{Players: 2}, 1)
	p := s0.Turn()
	other := 1 - p
	for id, want := range map[int8]string{0: "Veni, Vidi, Vici", 8: "Official Order", 14: "Primary Samples"} {
		if got := nemesis.ObjectiveName(id); got != want {
			t.Fatalf("Objective %d is %q, want %q", id, got, want)
		}
	}
	eggs := `,"hands":[{"item":"i53","tokens":["none","none"]},{"item":"i53","tokens":["none","none"]}]`
	for _, tc := range []struct {
		name       string
		objectives string
		nest       bool
		board      string
		wins       bool
	}{
		{"not chosen, the Nest destroyed: Veni, Vidi, Vici", "[0,8]", true, "", true},
		{"not chosen, 2 Eggs carried out: Official Order", "[0,8]", false, eggs, true},
		{"not chosen, neither met", "[0,8]", false, "", false},
		{"chose Official Order, the Nest destroyed only", "[-1,8]", true, "", false},
		{"chose Veni, Vidi, Vici, 2 Eggs only", "[0,-1]", false, eggs, false},
	} {
		doc := `{"round":14,"turn":"` + other.String() + `","mission_tasks":[14,-1,-1,-1,-1],"nest_destroyed":` + map[bool]string{true: "true", false: "false"}[tc.nest]
		if tc.nest {
			doc += `,"eggs":0`
		} else if tc.board != "" {
			doc += `,"eggs":3`
		}
		doc += `,` + a2Char(p, `"status":"escaped","escaped_facility":true,"objectives":`+tc.objectives+tc.board) + `}`
		s := a2Set(t, s0, doc)
		s, text := a2EndRound(t, s, dice.New(1))
		o := s.Outcome()
		won := len(o.Winners) == 1 && o.Winners[0] == p
		if won != tc.wins {
			t.Errorf("%s: %+v, want win %v\n%s", tc.name, o, tc.wins, text)
		}
	}
}

// TestAudit2SprintReaction: Sprint's Reaction (DATA.md): right after the
// Character's own Noise roll shows a Number, nothing happens for that roll;
// the card goes to the discard pile, no other card is paid; a Reaction is
// "not an Action". Discarding at will ("all Characters are allowed to discard
// any number of their Tactical Gear tokens and/or Items at any point",
// Rulebook, "Discarding Items and Tactical Gear Tokens") stays possible in
// the window, which stays open. The Pilot's Sprint is c5.
func TestAudit2SprintReaction(t *testing.T) {
	s0 := a2Start(t, nemesis.Config{Players: 2}, 1)
	p := s0.Turn()
	ps := p.String()
	if got := nemesis.ActionCardName(s0.Player(p).Char, 5); got != "Sprint" {
		t.Fatalf("c5 is %q", got)
	}
	s := a2Set(t, s0, `{`+a2Claws+`,"rooms":{"a2":{"tile":0},"b2":{"tile":3},"d3":{"tile":1}},`+a2Corr(`"b2-c2":{"tile":6}`)+`,`+
		a2Intruders(map[int]string{5: "b2-c2"})+`,`+a2Char(p, `"hand":["c0","c5","c3"],"action_deck":["c1","c2","c4","c6","c7","c8","c9"]`)+`}`)
	r := dice.Script(1)
	s, _ = a2Do(t, s, r, ps+" move a2-b2", ps+" pay c0")
	if s.Pending() != nemesis.PendReact || !a2Legal(s, ps+" react c5") {
		t.Fatalf("no Sprint window after the roll: %v %v", s.Pending(), s.Actions())
	}
	belt := s.Player(p).Belt
	s, _ = a2Do(t, s, r, ps+" drop belt 0")
	if s.Pending() != nemesis.PendReact || s.Player(p).Belt[0] != nemesis.NoToken || belt[0] == nemesis.NoToken {
		t.Errorf("dropping in the window: pending %v belt %v", s.Pending(), s.Player(p).Belt)
	}
	s, evs := a2Do(t, s, r, ps+" react c5")
	if len(a2Noised(s)) != 0 || s.IntrudersAt(1*nemesis.W+1) != 0 || s.Player(p).Health != 0 {
		t.Errorf("after Sprint: noise %v, %d in b2, health %d\n%s", a2Noised(s), s.IntrudersAt(1*nemesis.W+1), s.Player(p).Health, a2Texts(evs))
	}
	b := a2Board(t, s, p)
	if diff := cmp.Diff([]string{"c3"}, b.Hand); diff != "" {
		t.Errorf("hand (-want +got):\n%s", diff)
	}
	if s.ActionsDone() != 1 {
		t.Errorf("%d Actions done, want 1 (the Reaction is not an Action)", s.ActionsDone())
	}
}

// TestAudit2HeavyArmor: "Heavy Armor: whenever you would gain a Serious
// Wound, you may lose 2 Health instead"; "When a Health marker is to be moved
// to a Health track section with an Armor Item, that Armor Item breaks and
// must be discarded, and then the rest of the damage is applied" (Rulebook,
// "Armor Items"). A Tail (a Serious Wound) in a Move's Opportunity Attack;
// Heavy Armor is i36; the Pilot's track 3, 2, 2.
func TestAudit2HeavyArmor(t *testing.T) {
	s0 := a2Start(t, nemesis.Config{Players: 2}, 1)
	p := s0.Turn()
	ps := p.String()
	decks := `"decks":{"attack_deck":[0,1,2,3,4,5,6,7,8,9,13,14,15,11,12,10],"support_deck":[43,40,38],"wound_deck":[0,1,2,3,4,5,6,7,8,9,10,11]}`
	for _, tc := range []struct {
		name   string
		health int8
		choice string
		want   int8
		armor  int8
		wounds [3]int8
	}{
		{"Healthy, 2 Health instead", 0, "health", 2, 36, [3]int8{-1, -1, -1}},
		{"Injured, 2 Health into Heavily Injured: the Armor breaks", 3, "health", 5, -1, [3]int8{-1, -1, -1}},
		{"Healthy, the Serious Wound taken", 0, "wound", 3, 36, [3]int8{11, -1, -1}},
	} {
		s := a2Set(t, s0, `{`+a2Map+`,`+decks+`,`+a2Intruders(map[int]string{5: "a2"})+`,`+a2Char(p, `"armor":36,"health":`+itoa(int(tc.health)))+`}`)
		r := dice.Script(5)
		s, _ = a2Do(t, s, r, ps+" move a2-b2")
		s, _ = a2Pay(t, s, r)
		s, _ = a2NoReact(t, s, r)
		if s.Pending() != nemesis.PendArmor {
			t.Fatalf("%s: pending %v, want the Heavy Armor choice", tc.name, s.Pending())
		}
		s, evs := a2Do(t, s, r, ps+" armor "+tc.choice)
		s, more := a2NoReact(t, s, r)
		evs = append(evs, more...)
		pl := s.Player(p)
		if pl.Health != tc.want || pl.Armor != tc.armor || pl.Wounds != tc.wounds {
			t.Errorf("%s: health %d armor %d wounds %v, want %d %d %v\n%s", tc.name, pl.Health, pl.Armor, pl.Wounds, tc.want, tc.armor, tc.wounds, a2Texts(evs))
		}
	}
	// The choice is asked in the Event Phase too: an Adult of a2-b2 enters
	// a2 on Event card 5 (horizontal Corridors) and its Tail hits.
	s := a2Set(t, s0, `{`+a2Map+`,"decks":{"attack_deck":[0,1,2,3,4,5,6,7,8,9,13,14,15,11,12,10],"support_deck":[43,40,38],"event_deck":[0,1,2,3,4,6,7,8,9,10,11,12,13,5]},`+
		a2Intruders(map[int]string{5: "a2-b2"})+`,`+a2Chars(map[nemesis.Seat]string{p: `"armor":36`, 1 - p: `"room":"b2"`})+`}`)
	_, text := a2EndRound(t, s, dice.New(1))
	if !strings.Contains(text, "(Heavy Armor)") {
		t.Errorf("no Heavy Armor choice in the Event Phase\n%s", text)
	}
}

// TestAudit2Interplay: "It is possible to use an Item on another Character in
// the same Room, if the Character allows you to do so, and the Item has one
// of the following effects: Restoring, ..."; "For any other effect, you must
// Trade the Item" (Rulebook, "Interplay"). A Medkit (i12, restore 3) used on
// the other Character, who allows it or not; a Toolkit (i44) never.
func TestAudit2Interplay(t *testing.T) {
	s0 := a2Start(t, nemesis.Config{Players: 2}, 1)
	p := s0.Turn()
	other := 1 - p
	ps, os := p.String(), other.String()
	green := `"decks":{"item_decks":[[4,6,5,7,3,9,10,8,2,1,11,0],[18,21,20,16,14,15,13,19,17,23,22],[24,35,25,32,27,31,26,29,33,34,30,28]]}`
	doc := func(otherRoom string) string {
		return `{` + a2Map + `,` + green + `,` + a2Chars(map[nemesis.Seat]string{
			p:     `"backpack":["i44","i12"],"malfunction":false`,
			other: `"health":4,"room":"` + otherRoom + `","hands":[{"item":"i46","tokens":["ammo","none"],"malfunction":true},{"item":"i47","tokens":["none","none"]}]`,
		}) + `}`
	}
	s := a2Set(t, s0, strings.Replace(doc("a2"), `,"malfunction":false`, "", 1))
	if a2Legal(s, ps+" use-on "+os+" i44 0") {
		t.Errorf("a Toolkit may be used on another Character")
	}
	hand := len(a2Board(t, s, p).Hand)
	refused, _ := a2Do(t, s, nil, ps+" use-on "+os+" i12 0")
	if refused.Pending() != nemesis.PendAllow || refused.PendingSeat() != other {
		t.Fatalf("pending %v for %v, want the other's permission", refused.Pending(), refused.PendingSeat())
	}
	refused, _ = a2Do(t, refused, nil, os+" consent no")
	if len(a2Board(t, refused, p).Hand) != hand || refused.Player(other).Health != 4 || refused.ActionsDone() != 0 {
		t.Errorf("a refusal: hand %d→%d, health %d, %d Actions", hand, len(a2Board(t, refused, p).Hand), refused.Player(other).Health, refused.ActionsDone())
	}
	s, _ = a2Do(t, s, nil, ps+" use-on "+os+" i12 0", os+" consent yes")
	s, _ = a2Pay(t, s, nil)
	if s.Player(other).Health != 1 || len(a2Board(t, s, p).Hand) != hand-1 {
		t.Errorf("allowed: health %d, hand %d", s.Player(other).Health, len(a2Board(t, s, p).Hand))
	}
	for _, it := range a2Board(t, s, p).Backpack {
		if it == "i12" {
			t.Errorf("the Medkit is still in the Backpack")
		}
	}
	s = a2Set(t, s0, strings.Replace(doc("b2"), `,"malfunction":false`, "", 1))
	if a2Legal(s, ps+" use-on "+os+" i12 0") {
		t.Errorf("a Medkit may be used on a Character in another Room")
	}
}

// TestAudit2RandomPlayRulebookInvariants checks, after every action of random
// games of every variant, facts the rulebook implies that Validate does not
// promise: every Character's ten Action cards are each in exactly one of its
// hand, deck or discard pile ("Action Deck Reshuffle"; Contamination cards
// added besides); the Serious Wounds sit in the leftmost sections ("placed in
// the leftmost Health section without a Serious Wound", "slide the remaining
// Serious Wounds to the leftmost"); no Secure token in the Nest ("impossible
// to Secure (such as the Nest)"); no Noise marker on a Corridor of the
// Undiscovered Hibernatorium; Intruders in Corridors carry no Hit ("never
// have left-over Hit markers"); at most 2 Actions a Turn; a Passed or
// departed Character never holds a plain Turn; the Objective Choice marker
// within its 5 spaces; the Round never goes back.
func TestAudit2RandomPlayRulebookInvariants(t *testing.T) {
	for vi, cfg := range a2Variants {
		for seed := uint64(1); seed <= 2; seed++ {
			r := dice.New(seed*1000 + uint64(vi))
			s, err := nemesis.New(cfg, r)
			if err != nil {
				t.Fatal(err)
			}
			round := 1
			for step := 0; !s.Over() && step < 4000; step++ {
				acts := s.Actions()
				a := acts[r.IntN(len(acts))]
				s, _, err = nemesis.Apply(s, a, r)
				if err != nil {
					t.Fatal(err)
				}
				where := func() string { return a.String() + " (" + itoa(step) + ")" }
				if s.Round() < round {
					t.Fatalf("%+v: round %d after %d, %s", cfg, s.Round(), round, where())
				}
				round = s.Round()
				if s.ActionsDone() > 2 || s.ObjectiveTrack() < 0 || s.ObjectiveTrack() > 4 {
					t.Fatalf("%+v: %d Actions done, Objective marker %d, %s", cfg, s.ActionsDone(), s.ObjectiveTrack(), where())
				}
				if s.Phase() == nemesis.PhasePlayer && s.Pending() == nemesis.NoPending && !s.Over() {
					pl := s.Player(s.Turn())
					if pl.Passed || pl.Status != nemesis.Active {
						t.Fatalf("%+v: the Turn of %v, passed %v status %v, %s", cfg, s.Turn(), pl.Passed, pl.Status, where())
					}
				}
				for _, p := range s.Seats() {
					pl := s.Player(p)
					if pl.Char < 0 {
						continue
					}
					b := a2Board(t, s, p)
					seen := map[string]int{}
					for _, l := range [][]string{b.Hand, b.Deck, b.Discard} {
						for _, c := range l {
							seen[c]++
						}
					}
					if pl.Status != nemesis.Dead {
						for c := 0; c < 10; c++ {
							if n := seen["c"+itoa(c)]; n != 1 {
								t.Fatalf("%+v: %v holds c%d %d times (hand %v deck %v discard %v), %s", cfg, p, c, n, b.Hand, b.Deck, b.Discard, where())
							}
						}
					}
					gap := false
					for _, w := range pl.Wounds {
						if w < 0 {
							gap = true
						} else if gap {
							t.Fatalf("%+v: %v's Serious Wounds %v not leftmost, %s", cfg, p, pl.Wounds, where())
						}
					}
				}
				for slot := 0; slot < nemesis.Slots; slot++ {
					if k, ok := s.RoomKindAt(slot); ok && k == nemesis.Nest && s.RoomAt(slot).Secure > 0 {
						t.Fatalf("%+v: Secure tokens in the Nest, %s", cfg, where())
					}
				}
				g := s.Geometry()
				for e, c := range g.Corridors {
					if !s.HibernatoriumDiscovered() && (c.Rooms[0] == nemesis.HibernatoriumSlot || c.Rooms[1] == nemesis.HibernatoriumSlot) && s.CorridorAt(e).Noise {
						t.Fatalf("%+v: a Noise marker on %s of the Undiscovered Hibernatorium, %s", cfg, c.Name, where())
					}
				}
				for i, in := range s.Intruders() {
					if int(in.At) >= nemesis.Slots && in.Hits != 0 {
						t.Fatalf("%+v: x%d in a Corridor with %d Hits, %s", cfg, i, in.Hits, where())
					}
				}
			}
		}
	}
}

// TestAudit2EventPhaseWindowsChangeNothing: a reaction window that opens and
// is let pass ("react none") must leave the Event Phase as it would have been
// without it: two groups of Intruders move in the same Event card (row 2 then
// row 3, "resolve movement of each group of Intruders individually"), the
// first group's Attack opening a window in the middle of the card. The same
// position with no window (every hand emptied when Passing, so no Duck and
// Cover can be paid) must end the Round with the same Intruders, Health and
// Contamination.
func TestAudit2EventPhaseWindowsChangeNothing(t *testing.T) {
	s0 := a2Start(t, nemesis.Config{Players: 2}, 1)
	p := s0.Turn()
	q := 1 - p
	doc := `{"decks":{"attack_deck":[4,5,6,7,8,9,10,11,12,13,14,15,0,1,2,3],"event_deck":[0,1,2,3,4,6,7,8,9,10,11,12,13,5]},` +
		`"rooms":{"a2":{"tile":0},"b3":{"tile":3},"c3":{"tile":7},"d3":{"tile":1}},` + a2Corr(`"b3-c3":{"tile":15}`) + `,` +
		a2Intruders(map[int]string{5: "a2-b2", 6: "b3-c3"}) + `,` + a2Char(q, `"room":"b3"`) + `}`
	run := func(empty bool) (nemesis.State, int, string) {
		s := a2Set(t, s0, doc)
		r := dice.New(7)
		windows := 0
		var log strings.Builder
		for i := 0; s.Round() == 1 && i < 100; i++ {
			seat := s.ToMove()[0].String()
			text := seat + " pass"
			switch s.Pending() {
			case nemesis.PendReact:
				windows++
				text = seat + " react none"
			case nemesis.PendDiscard:
				text = seat + " discard done"
				if empty {
					for _, a := range s.Actions() {
						if strings.HasPrefix(a.String(), seat+" discard c") {
							text = a.String()
							break
						}
					}
				}
			case nemesis.PendArmor:
				text = seat + " armor wound"
			}
			var evs []nemesis.Event
			s, evs = a2Do(t, s, r, text)
			log.WriteString(a2Texts(evs))
		}
		return s, windows, log.String()
	}
	with, n1, log1 := run(false)
	without, n2, log2 := run(true)
	if n1 == 0 || n2 != 0 {
		t.Fatalf("windows %d and %d, want some and none", n1, n2)
	}
	type fig struct {
		Intruders [nemesis.Models]nemesis.Intruder
		Health    [2]int8
		Contam    [2]int
	}
	figures := func(s nemesis.State) fig {
		var f fig
		f.Intruders = s.Intruders()
		for i, seat := range []nemesis.Seat{p, q} {
			f.Health[i] = s.Player(seat).Health
			b := a2Board(t, s, seat)
			for _, l := range [][]string{b.Hand, b.Deck, b.Discard} {
				for _, c := range l {
					if c >= "c64" && len(c) == 3 || c == "c127" {
						f.Contam[i]++
					}
				}
			}
		}
		return f
	}
	if diff := cmp.Diff(figures(without), figures(with)); diff != "" {
		t.Errorf("the Round ends otherwise with windows (-without +with):\n%s\nwith:\n%s\nwithout:\n%s", diff, log1, log2)
	}
}

// a2Leaves collects pointers to the leaves of a decoded JSON document.
type a2Leaf struct {
	parent any // map[string]any or []any
	key    string
	index  int
}

func a2CollectLeaves(v any, out *[]a2Leaf) {
	switch x := v.(type) {
	case map[string]any:
		// In key order, not Go's map order: the leaves a seed mutates are
		// the same on every run (issue 20 item 0).
		for _, k := range slices.Sorted(maps.Keys(x)) {
			c := x[k]
			switch c.(type) {
			case map[string]any, []any:
				a2CollectLeaves(c, out)
			default:
				*out = append(*out, a2Leaf{parent: x, key: k})
			}
		}
	case []any:
		for i, c := range x {
			switch c.(type) {
			case map[string]any, []any:
				a2CollectLeaves(c, out)
			default:
				*out = append(*out, a2Leaf{parent: x, index: i})
			}
		}
	}
}

func (l a2Leaf) get() any {
	if m, ok := l.parent.(map[string]any); ok {
		return m[l.key]
	}
	return l.parent.([]any)[l.index]
}

func (l a2Leaf) set(v any) {
	if m, ok := l.parent.(map[string]any); ok {
		m[l.key] = v
		return
	}
	l.parent.([]any)[l.index] = v
}

// TestAudit2MutatedPositions: positions of random games with one to three
// leaves changed (a number to a nearby or extreme value, a word to another
// word seen in positions, a boolean flipped) either fail to decode or decode
// into a state that plays on: 60 random actions, no panic, every state valid
// ("json.Unmarshal validates: any state that decodes can be played on").
// The leaves are collected in key order, so a seed mutates the same leaves
// on every run; one mutation seed runs by default, INCURSION_LONG=1 runs
// INCURSION_GAMES of them (default 1000) with their seed in each failure.
func TestAudit2MutatedPositions(t *testing.T) {
	bases, words := a2MutationBases(t)
	seeds := 1
	if playtest.Long() {
		seeds = playtest.LongGames()
	}
	for seed := range uint64(seeds) {
		a2MutatePositions(t, 77+seed, bases, words)
	}
}

// a2MutationBases: positions of random games every 60 actions, and every
// word seen in them.
func a2MutationBases(t *testing.T) (bases [][]byte, words []string) {
	t.Helper()
	for vi, cfg := range a2Variants {
		r := dice.New(uint64(900 + vi))
		s, err := nemesis.New(cfg, r)
		if err != nil {
			t.Fatal(err)
		}
		for step := 0; !s.Over() && step < 1200; step++ {
			if step%60 == 0 {
				data, _ := json.Marshal(s)
				bases = append(bases, data)
			}
			acts := s.Actions()
			s, _, err = nemesis.Apply(s, acts[r.IntN(len(acts))], r)
			if err != nil {
				t.Fatal(err)
			}
		}
	}
	for _, b := range bases {
		var doc any
		json.Unmarshal(b, &doc)
		var leaves []a2Leaf
		a2CollectLeaves(doc, &leaves)
		for _, l := range leaves {
			if w, ok := l.get().(string); ok {
				words = append(words, w)
			}
		}
	}
	return bases, words
}

// a2MutatePositions: 400 positions mutated with the seed, each decoded and
// played on for 60 random actions.
func a2MutatePositions(t *testing.T, seed uint64, bases [][]byte, words []string) {
	t.Helper()
	mut := dice.New(seed)
	decoded, tried := 0, 0
	for i := 0; i < 400; i++ {
		var doc any
		json.Unmarshal(bases[mut.IntN(len(bases))], &doc)
		var leaves []a2Leaf
		a2CollectLeaves(doc, &leaves)
		for k := 0; k <= mut.IntN(3); k++ {
			l := leaves[mut.IntN(len(leaves))]
			switch v := l.get().(type) {
			case float64:
				choices := []float64{v + 1, v - 1, v + 2, 0, -1, -2, 5, 7, 8, 14, 15, 24, 35, 61, 62, 127, -128, 1e9}
				l.set(choices[mut.IntN(len(choices))])
			case string:
				l.set(words[mut.IntN(len(words))])
			case bool:
				l.set(!v)
			}
		}
		data, _ := json.Marshal(doc)
		tried++
		var s nemesis.State
		ok := false
		func() {
			defer func() {
				if p := recover(); p != nil {
					t.Errorf("seed %d: decoding panics: %v\n%s", seed, p, data)
				}
			}()
			ok = json.Unmarshal(data, &s) == nil
		}()
		if !ok {
			continue
		}
		decoded++
		r := dice.New(seed<<16 | uint64(i))
		func() {
			step := 0
			var last nemesis.Action
			defer func() {
				if p := recover(); p != nil {
					t.Errorf("seed %d, mutated position %d, step %d after %v: panic %v\n%s", seed, i, step, last, p, data)
				}
			}()
			for ; step < 60 && !s.Over(); step++ {
				acts := s.Actions()
				if len(acts) == 0 {
					t.Errorf("seed %d, mutated position %d: no action, not over\n%s", seed, i, data)
					return
				}
				last = acts[r.IntN(len(acts))]
				n, _, err := nemesis.Apply(s, last, r)
				if err != nil {
					t.Errorf("seed %d, mutated position %d: listed %v refused: %v\n%s", seed, i, last, err, data)
					return
				}
				if err := n.Validate(); err != nil {
					t.Errorf("seed %d, mutated position %d: after %v invalid: %v\n%s", seed, i, last, err, data)
					return
				}
				s = n
			}
		}()
	}
	t.Logf("seed %d: %d of %d mutated positions decoded", seed, decoded, tried)
}

// TestAudit2ZeroStateAccessors: the zero State (what a failed json.Unmarshal
// leaves in a fresh variable) is guarded in the contract's methods — Over,
// Actions, Legal, Apply, View, Validate, MarshalJSON return an error or
// nothing — but its other accessors (Round, Players, Phase, Player, Turn,
// ...) dereferenced a nil game and panicked. AUDIT.md, second audit, A2-N1:
// fixed, the zero State reads as an empty game (query.go).
func TestAudit2ZeroStateAccessors(t *testing.T) {
	var z nemesis.State
	for name, f := range map[string]func(){
		"Round": func() { z.Round() }, "Players": func() { z.Players() }, "Phase": func() { z.Phase() },
		"Turn": func() { z.Turn() }, "Player": func() { z.Player(0) }, "Pending": func() { z.Pending() },
		"Intruders": func() { z.Intruders() }, "RoomAt": func() { z.RoomAt(0) }, "Eggs": func() { z.Eggs() },
	} {
		func() {
			defer func() {
				if p := recover(); p != nil {
					t.Errorf("%s on the zero State: panic %v", name, p)
				}
			}()
			f()
		}()
	}
	// Every exported method of State and *State, by reflection, with zero
	// arguments (seat P1, slot 0, card 0, ...): none panics (A2-N1, fixed).
	for _, v := range []reflect.Value{reflect.ValueOf(z), reflect.ValueOf(&nemesis.State{})} {
		typ := v.Type()
		for i := 0; i < typ.NumMethod(); i++ {
			m := typ.Method(i)
			args := make([]reflect.Value, m.Type.NumIn()-1)
			for j := range args {
				args[j] = reflect.Zero(m.Type.In(j + 1))
			}
			func() {
				defer func() {
					if p := recover(); p != nil {
						t.Errorf("%v.%s on the zero State: panic %v", typ, m.Name, p)
					}
				}()
				v.Method(i).Call(args)
			}()
		}
	}
	// It reads as an empty game: no Characters, over, nothing on the board.
	if z.Players() != 0 || !z.Over() || z.Phase() != nemesis.PhaseOver || len(z.Seats()) != 0 || len(z.Actions()) != 0 || len(z.ToMove()) != 0 {
		t.Errorf("the zero State: %d players, over %v, phase %v, seats %v, %d actions", z.Players(), z.Over(), z.Phase(), z.Seats(), len(z.Actions()))
	}
	if p := z.Player(0); p.Char != -1 || p.Room != -1 || z.CharacterName(0) != "" {
		t.Errorf("the zero State's P1: %+v", p)
	}
	for slot := 0; slot < nemesis.Slots; slot++ {
		if _, ok := z.RoomKindAt(slot); ok || z.RoomAt(slot).Tile != -1 || z.IntrudersAt(slot) != 0 {
			t.Errorf("the zero State's slot %d: %+v", slot, z.RoomAt(slot))
		}
	}
	for e := 0; e < nemesis.Edges; e++ {
		if z.CorridorAt(e).Tile != -1 || z.CorridorNoise(e) != 0 {
			t.Errorf("the zero State's Corridor %d: %+v", e, z.CorridorAt(e))
		}
	}
	for i, in := range z.Intruders() {
		if in.At != -1 {
			t.Errorf("the zero State's model %d at %d", i, in.At)
		}
	}
	if len(z.MissionTasks()) != 0 || z.Turn() != -1 || z.PendingSeat() != -1 || z.Pending() != nemesis.NoPending {
		t.Errorf("the zero State: tasks %v, turn %v, pending %v of %v", z.MissionTasks(), z.Turn(), z.Pending(), z.PendingSeat())
	}
}

// TestAudit2SeriousWoundEffects: the reconstructed Serious Wounds (DATA.md):
// Eyes +1 to Shoot numbers (the rulebook's example, "+1 to all your Shoot
// results"), Hand (Bursts deal 1 Hit fewer), Head (refill to 4 cards), Lungs
// (lose 1 more Oxygen); "It is entirely possible to have 2 identical Serious
// Wounds — do not stack their effects" (Rulebook, "Serious Wounds"). Ids:
// 0–2 Eyes, 3–5 Hand, 6–8 Head, 9–11 Lungs. The Pilot (track 3, 2, 2) with
// the marker on Heavily Injured (5) under two Wounds.
func TestAudit2SeriousWoundEffects(t *testing.T) {
	s0 := a2Start(t, nemesis.Config{Players: 2}, 1)
	p := s0.Turn()
	ps := p.String()
	wounds := func(a, b int) string {
		var rest []string
		for w := 0; w < nemesis.WoundCards; w++ {
			if w != a && w != b {
				rest = append(rest, itoa(w))
			}
		}
		return `"decks":{"wound_deck":[` + strings.Join(rest, ",") + `]}`
	}
	board := func(a, b int, more string) string {
		return a2Char(p, `"health":5,"wounds":[`+itoa(a)+`,`+itoa(b)+`,-1]`+more)
	}
	t.Run("Eyes: a 3 on 3 Hits no longer kills", func(t *testing.T) {
		for _, tc := range []struct {
			a, b int
			dies bool
		}{{3, 6, true}, {0, 6, false}, {0, 1, false}} {
			at := make([]string, nemesis.Models)
			for i := range at {
				at[i] = `{"at":"none","hits":0}`
			}
			at[5] = `{"at":"a2","hits":2}`
			s := a2Set(t, s0, `{`+a2Map+`,`+wounds(tc.a, tc.b)+`,"intruders":[`+strings.Join(at, ",")+`],`+board(tc.a, tc.b, "")+`}`)
			r := dice.Script(3)
			s, _ = a2Do(t, s, r, ps+" shoot h0 x5")
			s, evs := a2Pay(t, s, r)
			if dead := s.Intruders()[5].At < 0; dead != tc.dies {
				t.Errorf("Wounds %s, %s: the Adult dies %v, want %v\n%s", nemesis.WoundName(int8(tc.a)), nemesis.WoundName(int8(tc.b)), dead, tc.dies, a2Texts(evs))
			}
		}
	})
	t.Run("Hand: a 2 on the Burst die deals 1 Hit", func(t *testing.T) {
		for _, tc := range []struct {
			a, b, hits int
		}{{0, 6, 2}, {3, 6, 1}, {3, 4, 1}} {
			s := a2Set(t, s0, `{`+a2Map+`,`+wounds(tc.a, tc.b)+`,`+a2Intruders(map[int]string{5: "a2-b2", 6: "a2-b2"})+`,`+board(tc.a, tc.b, "")+`}`)
			r := dice.Script(3)
			s, _ = a2Do(t, s, r, ps+" burst h0 a2-b2")
			s, _ = a2Pay(t, s, r)
			n := 0
			for s.Pending() == nemesis.PendHits {
				s, _ = a2Do(t, s, r, ps+" hit x"+itoa(5+n))
				n++
			}
			if n != tc.hits {
				t.Errorf("Wounds %s, %s: %d Hits, want %d", nemesis.WoundName(int8(tc.a)), nemesis.WoundName(int8(tc.b)), n, tc.hits)
			}
		}
	})
	t.Run("Lungs: 1 more Oxygen lost", func(t *testing.T) {
		for _, tc := range []struct {
			a, b   int
			ls     bool
			oxygen int8
		}{{0, 3, false, 4}, {9, 3, false, 3}, {9, 10, false, 3}, {9, 3, true, 5}} {
			s := a2Set(t, s0, `{"life_support":[`+map[bool]string{true: "true", false: "false"}[tc.ls]+`,false,false],`+wounds(tc.a, tc.b)+`,`+board(tc.a, tc.b, `,"oxygen":5`)+`}`)
			s = a2EndTurn(t, s, nil, p)
			if got := s.Player(p).Oxygen; got != tc.oxygen {
				t.Errorf("Wounds %s, %s, Life Support %v: oxygen %d, want %d", nemesis.WoundName(int8(tc.a)), nemesis.WoundName(int8(tc.b)), tc.ls, got, tc.oxygen)
			}
		}
	})
	t.Run("Head: the hand refilled to 4", func(t *testing.T) {
		for _, tc := range []struct {
			a, b, hand int
		}{{0, 3, 5}, {6, 3, 4}, {6, 7, 4}} {
			s := a2Set(t, s0, `{`+a2Claws+`,`+a2Map+`,`+wounds(tc.a, tc.b)+`,`+board(tc.a, tc.b, `,"hand":["c0"],"action_discard":[],"action_deck":["c1","c2","c3","c4","c5","c6","c7","c8","c9"]`)+`}`)
			s, _ = a2EndRound(t, s, dice.New(3))
			if got := len(a2Board(t, s, p).Hand); got != tc.hand {
				t.Errorf("Wounds %s, %s: hand %d after the Cleanup, want %d", nemesis.WoundName(int8(tc.a)), nemesis.WoundName(int8(tc.b)), got, tc.hand)
			}
		}
	})
}

// TestAudit2RoomEffects: the Use of several Rooms (Rulebook, "Sections";
// DATA.md's Room table): the Server Room gives a Data token (one per
// Character); Life Support Control A switches its Section's Life Support
// and "also allows putting out fires" (every Fire in Section A); Life
// Support Control C "you can also turn on the Hibernatorium here"; the
// Surgery removes a Larva ("even a Larva Infection", with 1 Contamination as
// the reconstructed price); the Technical Corridor Entrance moves the
// Character "to a specific Room regardless of distance" (a Secret Passage:
// Opportunity Attacks, then a Noise roll, no direction).
func TestAudit2RoomEffects(t *testing.T) {
	s0 := a2Start(t, nemesis.Config{Players: 2}, 1)
	p := s0.Turn()
	ps := p.String()
	place := func(t *testing.T, rooms, board string) nemesis.State {
		t.Helper()
		return a2Set(t, s0, `{"rooms":{"a2":{"tile":0},"d3":{"tile":1},`+rooms+`},`+a2Corr("")+`,`+
			a2Char(p, `"hand":["c0","c1","c2","c3","c4"],"action_deck":["c5","c6","c7","c8","c9"]`+board)+`}`)
	}
	use := func(t *testing.T, s nemesis.State, text string, r dice.Roller) nemesis.State {
		t.Helper()
		s, _ = a2Do(t, s, r, text)
		s, _ = a2Pay(t, s, r)
		s, _ = a2NoReact(t, s, r)
		return s
	}
	t.Run("Server Room: one Data token", func(t *testing.T) {
		s := place(t, `"c2":{"tile":7}`, `,"room":"c2"`)
		s = use(t, s, ps+" room 0", nil)
		if !s.Player(p).Data || s.DataTokens() != 4 {
			t.Errorf("data %v, %d left", s.Player(p).Data, s.DataTokens())
		}
		if a2Legal(s, ps+" room 0") {
			t.Errorf("a second Data token for the same Character")
		}
	})
	t.Run("Life Support Control A: switch, and the Fires of Section A", func(t *testing.T) {
		s := place(t, `"b2":{"tile":3,"fire":true},"b3":{"tile":4,"fire":true},"c2":{"tile":7,"fire":true}`, `,"room":"b2"`)
		u := use(t, s, ps+" room 0", nil)
		if u.LifeSupport() != [3]bool{true, false, false} {
			t.Errorf("Life Support %v", u.LifeSupport())
		}
		u = use(t, s, ps+" room 1", nil)
		if u.RoomAt(1*nemesis.W+1).Fire || u.RoomAt(2*nemesis.W+1).Fire || !u.RoomAt(1*nemesis.W+2).Fire {
			t.Errorf("Fires b2 %v b3 %v c2 %v, want only c2's left", u.RoomAt(7).Fire, u.RoomAt(13).Fire, u.RoomAt(8).Fire)
		}
	})
	t.Run("Life Support Control C: the Hibernatorium", func(t *testing.T) {
		s := place(t, `"e2":{"tile":8}`, `,"room":"e2"`)
		s = use(t, s, ps+" room 1", nil)
		if !s.HibernatoriumActive() || s.LifeSupport()[2] {
			t.Errorf("Hibernatorium %v, Life Support C %v", s.HibernatoriumActive(), s.LifeSupport()[2])
		}
	})
	t.Run("Surgery: the Larva removed", func(t *testing.T) {
		s := place(t, `"b2":{"tile":4}`, `,"room":"b2","larva":true`)
		s = use(t, s, ps+" room 3", nil)
		b := a2Board(t, s, p)
		contam := 0
		for _, c := range append(b.Discard, b.Hand...) {
			if c >= "c64" && len(c) == 3 || c == "c127" {
				contam++
			}
		}
		if s.Player(p).Larva || contam != 1 {
			t.Errorf("larva %v, %d Contamination", s.Player(p).Larva, contam)
		}
		s = place(t, `"b2":{"tile":4}`, `,"room":"b2"`)
		if a2Legal(s, ps+" room 3") {
			t.Errorf("the Larva removal offered with no Larva")
		}
	})
	t.Run("Technical Corridor Entrance: a Secret Passage", func(t *testing.T) {
		// No Intruder in f4: Use the Room is Not In Combat in the engine's
		// reading (RULES.md; AUDIT.md, second audit, ambiguities).
		s := place(t, `"f4":{"tile":12},"b2":{"tile":3}`, `,"room":"f4"`)
		s = a2Set(t, s, `{`+a2Scratches+`,`+a2Intruders(map[int]string{5: "a2-b2"})+`}`)
		r := dice.Script(1)
		s, _ = a2Do(t, s, r, ps+" room 7")
		s, evs := a2Pay(t, s, r)
		s, more := a2NoReact(t, s, r)
		evs = append(evs, more...)
		text := a2Texts(evs)
		if s.Player(p).Room != 7 || s.IntrudersAt(7) != 1 || s.Player(p).Health != 1 || !strings.Contains(text, "noise die") {
			t.Errorf("room %d health %d\n%s", s.Player(p).Room, s.Player(p).Health, text)
		}
	})
}

// TestAudit2TradeIntoFullHands: "Heavy Items: ... If such an Item is gained
// when all Hand slots are already taken, you may first discard one of the
// held Items to make space for the new Item"; "when a Character gains an
// Armor Item while already using one, they may first discard the current
// Armor to gain the new one"; "all Characters are allowed to discard any
// number of their Tactical Gear tokens and/or Items at any point"; Trading:
// Characters "exchange Items and/or Tactical Gear tokens" (Rulebook, "Heavy
// Items", "Armor Items", "Discarding Items and Tactical Gear Tokens",
// "Trading"). The engine lets a Search's Keep and the Support draft discard
// to make room, but a Trade never offers a Heavy Item to a Character whose
// Hands are both taken, nor Armor to one wearing Armor, and the receiver's
// Consent cannot discard (Drop is refused while answering). AUDIT.md, second
// audit, A2-N2. Seed 1: P1 the Contractor, Pistol and Machete in Hands.
func TestAudit2TradeIntoFullHands(t *testing.T) {
	s0 := a2Start(t, nemesis.Config{Players: 2}, 1)
	p := s0.Turn()
	s := a2Set(t, s0, `{`+a2Map+`,"decks":{"support_deck":[43,38]},`+a2Char(p, `"armor":40`)+`}`)
	s, _ = a2Do(t, s, nil, p.String()+" trade")
	s, _ = a2Pay(t, s, nil)
	if s.Pending() != nemesis.PendTrade {
		t.Fatalf("pending %v", s.Pending())
	}
	// The other side of the threshold: with a free Hand the gift is offered.
	free := a2Set(t, s, `{`+a2Char(1-p, `"hands":[{"item":"i46","tokens":["ammo","none"]},{"item":"none","tokens":["none","none"]}]`)+`}`)
	if !a2Legal(free, "P2 offer P2 P1 hand h0") {
		t.Fatalf("a Pistol for a free Hand is not offered: %v", free.Actions())
	}
	if !a2Legal(s, "P2 offer P2 P1 hand h0") {
		t.Errorf("a Pistol for a Character with both Hands taken is not offered (the receiver may first discard one): %v", s.Actions())
	}
}

// TestAudit2GrenadeIsNotABurst: "When used, the Character chooses an adjacent
// Corridor, rolls a Burst die, and adds 2 to the result, then deals that many
// Hits in the chosen Corridor. Rolling a miss result has no effect. This roll
// does not count as a Character Bursting (Weapon effects do not apply to the
// result)" (Rulebook, "Tactical Belt"). So the Hand Wound ("Bursts deal 1 Hit
// fewer", DATA.md) does not reduce it: a 1 gives 3 Hits with or without it.
// The Pilot's belt slot 3 holds a Grenade; a2-b2 is Corridor 5.
func TestAudit2GrenadeIsNotABurst(t *testing.T) {
	s0 := a2Start(t, nemesis.Config{Players: 2}, 1)
	p := s0.Turn()
	ps := p.String()
	if s0.Player(p).Belt[3] != nemesis.Grenade {
		t.Fatalf("belt %v", s0.Player(p).Belt)
	}
	four := a2Intruders(map[int]string{5: "a2-b2", 6: "a2-b2", 7: "a2-b2", 8: "a2-b2"})
	for _, tc := range []struct {
		name  string
		board string
		face  int
		hits  int
	}{
		{"a Miss", "", 1, 0},
		{"a 1: 3 Hits", "", 2, 3},
		{"a 2: 4 Hits", "", 3, 4},
		{"a 1 with the Hand Wound: still 3", `,"health":3,"wounds":[3,-1,-1]`, 2, 3},
	} {
		doc := `{` + a2Map + `,` + four + `,` + a2Char(p, `"hand":["c0","c1","c2","c3","c4"],"action_deck":["c5","c6","c7","c8","c9"]`+tc.board)
		if tc.board != "" {
			doc += `,"decks":{"wound_deck":[0,1,2,4,5,6,7,8,9,10,11]}`
		}
		s := a2Set(t, s0, doc+`}`)
		r := dice.Script(tc.face)
		s, _ = a2Do(t, s, r, ps+" gear 3 "+itoa(a2E("a2-b2")))
		s, evs := a2Pay(t, s, r)
		n := 0
		for s.Pending() == nemesis.PendHits {
			s, _ = a2Do(t, s, r, ps+" hit x"+itoa(5+n))
			n++
		}
		if n != tc.hits {
			t.Errorf("%s: %d Hits, want %d\n%s", tc.name, n, tc.hits, a2Texts(evs))
		}
		if s.Player(p).Belt[3] != nemesis.NoToken {
			t.Errorf("%s: the Grenade is still on the belt", tc.name)
		}
	}
}

// TestAudit2RepelTheQueen: Queen Health card 1 discards no more and Repels her
// (DATA.md); "If a Character Repels an Intruder from the same Room ..., if
// Repelled from the same Room, the Character chooses which Corridor they move
// to"; "Repelling may result in: ... an Intruder trying to move through Doors
// (they Destroy them instead)" (Rulebook, "Repelling"). The Queen in a2 with
// 2 Hits; a Shot brings the track to its last space.
func TestAudit2RepelTheQueen(t *testing.T) {
	s0 := a2Start(t, nemesis.Config{Players: 2}, 1)
	p := s0.Turn()
	ps := p.String()
	for _, tc := range []struct {
		name    string
		corr    string
		choice  string
		at      string
		door    int8
		choices int
	}{
		{"three open Corridors: the Shooter picks a2-a3", a2Corr(""), "a2-a3", "a2-a3", -1, 3},
		{"a Closed Door on a2-b2: Destroyed, she stays", strings.Replace(a2Corr(""), `"a2-b2":{"tile":5}`, `"a2-b2":{"tile":1,"door":1}`, 1), "a2-b2", "a2", nemesis.DoorDestroyed, 3},
	} {
		tiles := ""
		if strings.Contains(tc.corr, `"tile":1,`) {
			tiles = `,"corridor_tiles":[13,11,0,8,24,10,39,15,9,32,36,28,38,3,33,2,25,29,7,26,37,21,31,12,14,5,35,19,4,20,18,17,16,30,22,23,6]`
		}
		s := a2Set(t, s0, `{"rooms":{"a2":{"tile":0},"d3":{"tile":1}},`+tc.corr+`,"queen_hits":2,"decks":{"queen_health":[3,4,7,5,0,2,6,1]`+tiles+`},`+
			a2Intruders(map[int]string{0: "a2"})+`}`)
		r := dice.Script(6)
		s, _ = a2Do(t, s, r, ps+" shoot h0 x0")
		s, evs := a2Pay(t, s, r)
		if s.Pending() != nemesis.PendRepel {
			t.Fatalf("%s: pending %v\n%s", tc.name, s.Pending(), a2Texts(evs))
		}
		n := 0
		for _, a := range s.Actions() {
			if strings.HasPrefix(a.String(), ps+" repel ") {
				n++
			}
		}
		if n != tc.choices {
			t.Errorf("%s: %d Corridors offered, want %d: %v", tc.name, n, tc.choices, s.Actions())
		}
		s, _ = a2Do(t, s, r, ps+" repel "+tc.choice)
		g := s.Geometry()
		at := s.Intruders()[0].At
		name := g.Rooms[0].Name
		if int(at) >= nemesis.Slots {
			name = g.Corridors[int(at)-nemesis.Slots].Name
		} else if at >= 0 {
			name = g.Rooms[at].Name
		}
		if name != tc.at {
			t.Errorf("%s: the Queen in %s, want %s", tc.name, name, tc.at)
		}
		if tc.door >= 0 && s.CorridorAt(a2E("a2-b2")).Door != tc.door {
			t.Errorf("%s: door %d", tc.name, s.CorridorAt(a2E("a2-b2")).Door)
		}
		if s.QueenHits() != 0 || len(a2GetDecks(t, s).QueenHealth) != 7 {
			t.Errorf("%s: track %d, %d cards", tc.name, s.QueenHits(), len(a2GetDecks(t, s).QueenHealth))
		}
	}
}

// TestAudit2LaunchIsNotCollaborative: "any Character inside the Lander may
// decide to Launch the Lander. If that happens: ... place all Character
// models that were in the Lander on their respective Character boards — they
// have safely Escaped ... this is not a collaborative decision — it is enough
// for 1 Character to decide to Launch the Lander" (Rulebook, "Lander Launch
// Decision"). Three Characters: two in the Lander, the third Passes.
func TestAudit2LaunchIsNotCollaborative(t *testing.T) {
	s0 := a2Start(t, nemesis.Config{Players: 3}, 1)
	start := s0.StartingPlayer()
	in1, in2 := (start+1)%3, (start+2)%3
	for _, tc := range []struct {
		name     string
		answers  map[nemesis.Seat]bool
		launched bool
	}{
		{"the first says no, the second yes", map[nemesis.Seat]bool{in1: false, in2: true}, true},
		{"the first says yes", map[nemesis.Seat]bool{in1: true, in2: false}, true},
		{"both say no", map[nemesis.Seat]bool{in1: false, in2: false}, false},
	} {
		s := a2Set(t, s0, `{"round":11,"lander":1,"anti_aircraft_removed":true,`+a2Claws+`,`+a2Map+`,`+
			a2Chars(map[nemesis.Seat]string{in1: `"status":"in lander"`, in2: `"status":"in lander"`})+`}`)
		s, _ = a2Do(t, s, nil, start.String()+" pass", start.String()+" discard done")
		for s.Phase() == nemesis.PhaseLaunch {
			q := s.ToMove()[0]
			s, _ = a2Do(t, s, dice.New(1), nemesis.Launch{Seat: q, Launch: tc.answers[q]}.String())
		}
		for _, q := range []nemesis.Seat{in1, in2} {
			if got := s.Player(q).Status == nemesis.Escaped; got != tc.launched {
				t.Errorf("%s: %v status %v, want escaped %v", tc.name, q, s.Player(q).Status, tc.launched)
			}
		}
	}
}

// TestAudit2DrillingRoom: the Drilling Room "allows drilling new Corridors"
// (Rulebook, "Section A"); DATA.md: "Place a Corridor tile on any empty
// Corridor slot between two placed Rooms" — anywhere, not only at the
// Drilling Room. The engine also refuses a slot toward the Undiscovered
// Hibernatorium (printed, so "placed"), which DATA.md does not say (AUDIT.md,
// second audit, documentation D2-8).
func TestAudit2DrillingRoom(t *testing.T) {
	s0 := a2Start(t, nemesis.Config{Players: 2}, 1)
	p := s0.Turn()
	ps := p.String()
	rooms := `"rooms":{"a2":{"tile":0},"b2":{"tile":2},"c2":{"tile":6},"c3":{"tile":7},"d3":{"tile":1}},"decks":{"room_stacks":[[4,3],[5],[11,10,8,9],[21,19,15,12,23,22,18,17,16,20,14,13]]}`
	s := a2Set(t, s0, `{`+rooms+`,`+a2Corr("")+`,`+a2Char(p, `"room":"b2"`)+`}`)
	for _, c := range []string{"b2-c2", "c2-c3"} {
		if !a2Legal(s, ps+" room "+itoa(a2E(c))) {
			t.Errorf("drilling %s not offered: %v", c, s.Actions())
		}
	}
	for _, c := range []string{"b2-b3", "c1-c2"} {
		if a2Legal(s, ps+" room "+itoa(a2E(c))) {
			t.Errorf("drilling %s, toward an empty slot, offered", c)
		}
	}
	n, _ := a2Do(t, s, dice.New(1), ps+" room "+itoa(a2E("c2-c3")))
	n, _ = a2Pay(t, n, dice.New(1))
	if n.CorridorAt(a2E("c2-c3")).Tile < 0 {
		t.Errorf("no Corridor in c2-c3 after drilling")
	}
	if a2Legal(s, ps+" room "+itoa(a2E("c3-d3"))) {
		t.Logf("the Undiscovered Hibernatorium's Corridor c3-d3 may now be drilled (D2-8 no longer holds)")
	}
	u := a2Set(t, s, `{"hibernatorium_discovered":true}`)
	if !a2Legal(u, ps+" room "+itoa(a2E("c3-d3"))) {
		t.Errorf("drilling c3-d3 toward the discovered Hibernatorium not offered")
	}
}

// TestAudit2ValidateLimits: the limits Validate promises (doc: "Corridor ≤ 6
// with the Queen counting 4, no Noise marker with an Intruder, ≤ 3 Secure
// tokens, Oxygen 0–7, Round 1–14, Eggs 0–5"), on both sides of each
// (Rulebook, "Intruders Limit", "Corridors", "Secure Tokens", "Oxygen").
func TestAudit2ValidateLimits(t *testing.T) {
	s0 := a2Start(t, nemesis.Config{Players: 2}, 1)
	p := s0.Turn()
	adults := func(n int, extra map[int]string) string {
		at := map[int]string{}
		for i := 0; i < n; i++ {
			at[5+i] = "a2-b2"
		}
		for k, v := range extra {
			at[k] = v
		}
		return a2Intruders(at)
	}
	for _, tc := range []struct {
		name string
		doc  string
		ok   bool
	}{
		{"6 Adults in a Corridor", adults(6, nil), true},
		{"7 Adults in a Corridor", adults(7, nil), false},
		{"the Queen and 2 Adults", adults(2, map[int]string{0: "a2-b2"}), true},
		{"the Queen and 3 Adults", adults(3, map[int]string{0: "a2-b2"}), false},
		{"12 Adults in a Room", adults(0, map[int]string{5: "a2", 6: "a2", 7: "a2", 8: "a2", 9: "a2", 10: "a2", 11: "a2", 12: "a2", 13: "a2", 14: "a2", 15: "a2", 16: "a2"}), true},
		{"a Noise marker with an Adult", strings.Replace(a2Corr(""), `"a2-b2":{"tile":5}`, `"a2-b2":{"tile":5,"noise":true}`, 1) + `,` + adults(1, nil), false},
		{"a Noise marker alone", strings.Replace(a2Corr(""), `"a2-b2":{"tile":5}`, `"a2-b2":{"tile":5,"noise":true}`, 1), true},
		{"Oxygen 7", a2Char(p, `"oxygen":7`), true},
		{"Oxygen 8", a2Char(p, `"oxygen":8`), false},
		{"Oxygen 0", a2Char(p, `"oxygen":0`), true},
		{"Oxygen -1", a2Char(p, `"oxygen":-1`), false},
		{"Round 14", `"round":14`, true},
		{"Round 15", `"round":15`, false},
		{"Round 0", `"round":0`, false},
		{"5 Eggs", `"eggs":5`, true},
		{"6 Eggs", `"eggs":6`, false},
		{"3 Secure tokens", `"rooms":{"a2":{"tile":0,"secure":3},"d3":{"tile":1}}`, true},
		{"2 Fire in one Room is one flag", `"rooms":{"a2":{"tile":0,"fire":true},"d3":{"tile":1}}`, true},
		{"the Queen's track at 3", `"queen_hits":3`, false},
		{"the Queen's track at 2", `"queen_hits":2`, true},
	} {
		s := s0
		err := json.Unmarshal([]byte(`{`+tc.doc+`}`), &s)
		if (err == nil) != tc.ok {
			t.Errorf("%s: decode gives %v, want ok %v", tc.name, err, tc.ok)
		}
	}
}

// TestAudit2ExplorationInvariants checks every Exploration of random games:
// "no Corridors lead to already placed Rooms — if a Corridor leads to a Room
// already placed on the map, do not set it up" (the Undiscovered
// Hibernatorium, printed, excepted: DATA.md); a Section Room ("A", "B", "C")
// is only ever placed in its own Section ("each Section has its own
// dedicated Section Rooms") — DATA.md's tiles 2–4 in columns a–b, 5–7 in
// c–d, 8–11 in e–f; a Corridor set up with a Door slot has its Door Open
// (Rulebook, "Exploration Sequence", "Sections").
func TestAudit2ExplorationInvariants(t *testing.T) {
	g := nemesis.FacilityGeometry()
	explored := 0
	for vi, cfg := range a2Variants {
		for seed := uint64(1); seed <= 3; seed++ {
			r := dice.New(seed*77 + uint64(vi))
			s, err := nemesis.New(cfg, r)
			if err != nil {
				t.Fatal(err)
			}
			for step := 0; !s.Over() && step < 4000; step++ {
				acts := s.Actions()
				a := acts[r.IntN(len(acts))]
				n, _, err := nemesis.Apply(s, a, r)
				if err != nil {
					t.Fatal(err)
				}
				for slot := 0; slot < nemesis.Slots; slot++ {
					if s.RoomAt(slot).Tile >= 0 || n.RoomAt(slot).Tile < 0 {
						continue
					}
					explored++
					tile := int(n.RoomAt(slot).Tile)
					sec := g.Rooms[slot].Section
					want := -1
					switch {
					case tile >= 2 && tile <= 4:
						want = 0
					case tile >= 5 && tile <= 7:
						want = 1
					case tile >= 8 && tile <= 11:
						want = 2
					}
					if want >= 0 && want != sec {
						t.Errorf("%+v step %d: Section Room tile %d placed in %s (Section %d)", cfg, step, tile, g.Rooms[slot].Name, sec)
					}
					for e, c := range g.Corridors {
						if c.Rooms[0] != slot && c.Rooms[1] != slot {
							continue
						}
						if s.CorridorAt(e).Tile >= 0 || n.CorridorAt(e).Tile < 0 {
							continue
						}
						far := c.Rooms[0] + c.Rooms[1] - slot
						if s.RoomAt(far).Tile >= 0 && far != nemesis.HibernatoriumSlot {
							t.Errorf("%+v step %d: exploring %s set up %s toward the placed %s", cfg, step, g.Rooms[slot].Name, c.Name, g.Rooms[far].Name)
						}
						if _, _, door, _ := nemesis.CorridorFace(n.CorridorAt(e).Tile); door && n.CorridorAt(e).Door != nemesis.DoorOpen {
							t.Errorf("%+v step %d: a new Corridor %s with its Door %d", cfg, step, c.Name, n.CorridorAt(e).Door)
						}
					}
				}
				s = n
			}
		}
	}
	if explored < 50 {
		t.Errorf("only %d Explorations in the random games", explored)
	}
}

// TestAudit2EclosionDuringTheGame: the Hatching Event makes each Character
// with a Larva resolve the Eclosion Procedure (DATA.md): "1. Draw 4 cards
// from your Action deck. 2. Check if any of your cards in hand is a
// Contamination card ... If you don't have any, you are still alive: discard
// all cards from your hand. If any card in your hand is a Contamination card,
// your Character dies. If a Character dies this way during the game, place 1
// Adult in their Room — it may result in an Intruder Attack against another
// Character in the same Room" (Rulebook, "Eclosion Procedure"). Event card 2
// is Hatching; Claws on the Attack deck (2 Health).
func TestAudit2EclosionDuringTheGame(t *testing.T) {
	s0 := a2Start(t, nemesis.Config{Players: 2}, 1)
	p := s0.Turn()
	q := 1 - p
	var contam []string
	for k := 2; k < nemesis.ContaminationCards; k++ {
		contam = append(contam, itoa(k))
	}
	decks := `"decks":{"attack_deck":[4,5,6,7,8,9,10,11,12,13,14,15,0,1,2,3],"event_deck":[0,1,3,4,5,6,7,8,9,10,11,12,13,2],"contamination_deck":[` + strings.Join(contam, ",") + `,1]}`
	for _, tc := range []struct {
		name  string
		board string
		dies  bool
	}{
		{"a Contamination card in hand: dies, an Adult attacks the other", `"larva":true,"hand":["c0","c65"],"action_deck":["c1","c2","c3","c4","c5","c6","c7","c8","c9"]`, true},
		{"no Contamination: lives, the hand discarded", `"larva":true,"hand":["c0"],"action_deck":["c1","c2","c3","c4","c5","c6","c7","c8","c9"]`, false},
	} {
		d := decks
		if !tc.dies {
			d = strings.Replace(decks, `,1]}`, `,1,0]}`, 1)
		} else {
			d = strings.Replace(decks, `,1]}`, `,0]}`, 1)
		}
		s := a2Set(t, s0, `{`+d+`,`+a2Map+`,`+a2Char(p, tc.board)+`}`)
		s, text := a2EndRound(t, s, dice.New(2))
		if !strings.Contains(text, "Hatching") {
			t.Fatalf("%s: no Hatching\n%s", tc.name, text)
		}
		dead := s.Player(p).Status == nemesis.Dead
		if dead != tc.dies {
			t.Errorf("%s: dead %v\n%s", tc.name, dead, text)
			continue
		}
		if tc.dies {
			if s.IntrudersAt(nemesis.LandingSlot) != 1 || s.Player(q).Health != 2 {
				t.Errorf("%s: %d Intruders in a2, the other's health %d\n%s", tc.name, s.IntrudersAt(nemesis.LandingSlot), s.Player(q).Health, text)
			}
		} else if s.Player(p).Larva != true {
			t.Errorf("%s: the Larva left the board", tc.name)
		}
	}
}

// TestAudit2DiscardingSeriousWounds: "Whenever a Character resolves an effect
// that discards a Serious Wound and they have more than one, they may choose
// which to discard — in such a case, slide the remaining Serious Wounds to
// the leftmost Health sections. Discarding a Serious Wound does not move the
// Health marker in any way" (Rulebook, "Discarding Serious Wounds"). A
// Bandage (i15) with Eyes (0) and Hand (3); its Arg is the Wound's place.
func TestAudit2DiscardingSeriousWounds(t *testing.T) {
	s0 := a2Start(t, nemesis.Config{Players: 2}, 1)
	p := s0.Turn()
	ps := p.String()
	doc := `{` + a2Map + `,"decks":{"wound_deck":[1,2,4,5,6,7,8,9,10,11],"item_decks":[[4,6,5,7,3,9,10,8,2,1,11,0],[18,12,21,20,14,13,19,23,22,16,17],[24,35,25,32,27,31,26,29,33,34,30,28]]},` +
		a2Char(p, `"health":5,"wounds":[0,3,-1],"backpack":["i44","i15"]`) + `}`
	for _, tc := range []struct {
		arg  string
		want [3]int8
	}{{"0", [3]int8{3, -1, -1}}, {"1", [3]int8{0, -1, -1}}} {
		s := a2Set(t, s0, doc)
		s, _ = a2Do(t, s, nil, ps+" use i15 "+tc.arg)
		s, _ = a2Pay(t, s, nil)
		if pl := s.Player(p); pl.Wounds != tc.want || pl.Health != 5 {
			t.Errorf("Bandage on place %s: wounds %v health %d, want %v and 5", tc.arg, pl.Wounds, pl.Health, tc.want)
		}
	}
}

// TestAudit2DiscardingAnEgg: "Intruder Eggs are also considered Heavy
// Items"; "all Characters are allowed to discard any number of their
// Tactical Gear tokens and/or Items at any point" (Rulebook, "Heavy Items",
// "Discarding Items and Tactical Gear Tokens"). A Search's Keep discards a
// held Egg to make room ("P1 keep i0 drop h0"), and since A2-N3 was fixed an
// Egg may be dropped at will too, leaving the game like the Keep's (AUDIT.md,
// second audit, A2-N3, FIXED). The Storage (tile 18) in b2.
func TestAudit2DiscardingAnEgg(t *testing.T) {
	s0 := a2Start(t, nemesis.Config{Players: 2}, 1)
	s := a2Set(t, s0, `{"turn":"P1","starting_player":"P1","eggs":3,"rooms":{"a2":{"tile":0},"b2":{"tile":18},"d3":{"tile":1}},`+a2Corr("")+
		`,"decks":{"item_decks":[[4,6,5,7,3,9,10,8,1,11,2,0],[18,12,21,20,16,14,15,13,19,17,23,22],[24,35,25,32,27,31,26,29,33,34,30,28]]},`+
		a2Char(0, `"room":"b2","hands":[{"item":"i53","tokens":["none","none"]},{"item":"i53","tokens":["none","none"]}]`)+`}`)
	// The Keep discards an Egg to make room.
	k, _ := a2Do(t, s, nil, "P1 room 0")
	k, _ = a2Pay(t, k, nil)
	k, _ = a2Do(t, k, nil, "P1 keep i0 drop h0")
	if h := k.Player(0).Hands; h[0].Item != 0 || h[1].Item != nemesis.Egg {
		t.Errorf("after keeping the Pistol over an Egg: %v", h)
	}
	// Dropped at will: not an Action, the Egg leaves the game, the Nest's
	// Eggs unchanged.
	if !a2Legal(s, "P1 drop hand h0") {
		t.Fatalf("an Egg in Hand 0 cannot be dropped: %v", s.Actions())
	}
	d, evs := a2Do(t, s, nil, "P1 drop hand h0")
	if h := d.Player(0).Hands; h[0].Item != nemesis.NoItem || h[1].Item != nemesis.Egg || d.Eggs() != 3 || d.ActionsDone() != 0 {
		t.Errorf("after dropping an Egg: hands %v, %d Eggs in the Nest, %d Actions\n%s", h, d.Eggs(), d.ActionsDone(), a2Texts(evs))
	}
}

// TestAudit2ValidateConservation: doc.go, State.Validate: "on a full state,
// every card conserved" (issue 10: "every card and token conserved"). The
// Serious Wound, Contamination and Item cards are checked one by one (a
// duplicate or a missing card is refused); the Attack, Event and Exploration
// decks were checked by their count only, so a duplicated card standing for
// a missing one decoded — fixed: each card once, and each Queen Health card
// at most once; and since, a duplicated Room tile (or one in a stack and on
// the map, or in another stack than its back's), Corridor tile (or one on
// the map and in the insert), Support Equipment card or draft card, and a
// Tactical Gear supply above the box's count are refused too. AUDIT.md,
// second audit, A2-N4.
func TestAudit2ValidateConservation(t *testing.T) {
	s0 := a2Start(t, nemesis.Config{Players: 2}, 1)
	// Checked today (the other side), the Attack, Event and Exploration
	// duplicates since the fix. A missing card is written with its discard
	// pile: a document that does not write the discard pile puts there the
	// cards it places nowhere (doc.go, "Positions").
	for _, doc := range []string{
		`{"decks":{"wound_deck":[1,10,2,0,5,9,4,8,11,7,3,3]}}`,
		`{"decks":{"contamination_deck":[12,6,2,16,4,11,14,0,10,7,17,18,15,13,5,9,1,19,3,3]}}`,
		`{"decks":{"attack_deck":[8,9,14,12,0,2,6,1,5,11,4,15,13,7,10],"attack_discard":[]}}`,
		`{"decks":{"attack_deck":[8,9,14,12,0,2,6,1,5,11,4,15,13,7,10,10]}}`,
		`{"decks":{"event_deck":[11,9,10,2,7,1,4,13,6,12,0,5,3,3]}}`,
		`{"decks":{"exploration_deck":[2,8,14,15,11,6,1,13,10,0,12,5,9,3,4,4]}}`,
		`{"decks":{"queen_health":[3,3,3]}}`,
	} {
		s := s0
		if err := json.Unmarshal([]byte(doc), &s); err == nil {
			t.Errorf("accepted: %s", doc)
		}
	}
	// A valid position with the Exploration discard pile in use: the cards
	// split between deck and discard, each once, decode.
	s := s0
	if err := json.Unmarshal([]byte(`{"decks":{"exploration_deck":[2,8,14,15,11,6,1,13,10,0,12,5],"exploration_discard":[9,3,4,7]}}`), &s); err != nil {
		t.Errorf("a split Exploration deck refused: %v", err)
	}
	// A document that does not write the stacks or the insert takes the
	// tiles it places from them (doc.go, "Positions"): the tile on the map
	// and in its stack, or in the insert, is written with the stack.
	var piles struct {
		Stacks json.RawMessage `json:"room_stacks"`
		Tiles  []string        `json:"corridor_tiles"`
	}
	if err := json.Unmarshal(a2Raw(t, s0, "decks"), &piles); err != nil {
		t.Fatal(err)
	}
	insert, _ := json.Marshal(piles.Tiles)
	for _, doc := range []string{
		`{"decks":{"room_stacks":[[2,4,3,3],[6,7,5],[11,10,8,9],[21,19,15,12,23,22,18,17,16,20,14,13]]}}`,
		`{"decks":{"room_stacks":[[2,4],[6,7,5,3],[11,10,8,9],[21,19,15,12,23,22,18,17,16,20,14,13]]}}`,
		`{"rooms":{"a2":{"tile":0},"b2":{"tile":3},"d3":{"tile":1}},"decks":{"room_stacks":` + string(piles.Stacks) + `}}`,
		`{"decks":{"corridor_tiles":[13,11,0,8,24,10,39,15,9,32,36,28,38,3,33,2,25,29,7,26,37,21,31,12,14,1,35,19,4,20,18,17,16,30,22,23,6,6]}}`,
		`{"corridors":{"a2-b2":{"tile":"` + piles.Tiles[0] + `"}},"decks":{"corridor_tiles":` + string(insert) + `}}`,
		`{"decks":{"support_deck":[43,40,40]}}`,
		`{"decks":{"draft_deck":[4,2,5,5]}}`,
		`{"token_supply":[0,14,0,8,14,14]}`,
	} {
		s := s0
		if err := json.Unmarshal([]byte(doc), &s); err == nil {
			t.Errorf("accepted: %s", doc)
		}
	}
}

// TestAudit2CoopDifficulty: "it is possible to change the difficulty ... by
// increasing (or decreasing) the number of Mission Tasks during setup"
// (Rulebook, "Solo and Coop Rules", Difficulty); Config.Tasks: 0 one per
// Character, at most 5 (the Solo/Coop Mission Task cards).
func TestAudit2CoopDifficulty(t *testing.T) {
	for _, tc := range []struct {
		players, tasks int
		want           int // -1: New refuses
	}{
		{2, 0, 2}, {2, 1, 1}, {2, 5, 5}, {2, 6, -1}, {2, -1, -1}, {1, 0, 1}, {1, 3, 3}, {5, 0, 5},
	} {
		s, err := nemesis.New(nemesis.Config{Players: tc.players, Coop: true, Tasks: tc.tasks}, dice.New(1))
		if tc.want < 0 {
			if err == nil {
				t.Errorf("%d Characters, Tasks %d: accepted with %v", tc.players, tc.tasks, s.MissionTasks())
			}
			continue
		}
		if err != nil {
			t.Errorf("%d Characters, Tasks %d: %v", tc.players, tc.tasks, err)
			continue
		}
		if got := s.MissionTasks(); len(got) != tc.want {
			t.Errorf("%d Characters, Tasks %d: %d Mission Tasks %v, want %d", tc.players, tc.tasks, len(got), got, tc.want)
		}
		seen := map[string]bool{}
		for _, m := range s.MissionTasks() {
			if seen[m] {
				t.Errorf("%d Characters, Tasks %d: %q twice", tc.players, tc.tasks, m)
			}
			seen[m] = true
		}
	}
}

// TestAudit2CoopKnockedOver: "Whenever one of the Characters dies, leave
// their model on the board knocked over and discard all their Items"
// (Rulebook, "Solo and Coop Rules", Revive); the game goes on for the
// others, and a knocked-over Character takes no Turn.
func TestAudit2CoopKnockedOver(t *testing.T) {
	s0 := a2Start(t, nemesis.Config{Players: 2, Coop: true}, 1)
	p := s0.Turn()
	last := int8(0)
	for _, n := range nemesis.HealthTrack(s0.Player(p).Char) {
		last += int8(n)
	}
	s := a2Set(t, s0, `{`+a2Claws+`,`+a2Map+`,`+a2Intruders(map[int]string{5: "a2"})+`,`+a2Char(p, `"health":`+itoa(int(last-1)))+`}`)
	s, text := a2MoveB2(t, s, dice.Script(5), p)
	pl := s.Player(p)
	if pl.Status != nemesis.KnockedOut || s.Over() {
		t.Fatalf("status %v over %v\n%s", pl.Status, s.Over(), text)
	}
	if pl.Hands[0].Item != nemesis.NoItem || pl.Hands[1].Item != nemesis.NoItem || pl.Armor != nemesis.NoItem || len(a2Board(t, s, p).Backpack) != 0 {
		t.Errorf("the knocked-over Character still holds Items: hands %v armor %d backpack %v", pl.Hands, pl.Armor, a2Board(t, s, p).Backpack)
	}
	if s.Turn() == p && s.Pending() == nemesis.NoPending {
		t.Errorf("the knocked-over Character has the Turn")
	}
}

// a2Supply is the "token_supply" of a position, by Token.
func a2Supply(t testing.TB, s nemesis.State) []int {
	t.Helper()
	var out []int
	if err := json.Unmarshal(a2Raw(t, s, "token_supply"), &out); err != nil {
		t.Fatal(err)
	}
	return out
}

// TestAudit2Bandolier: the Bandolier (i41, Support Equipment) has 2 gray
// slots (DATA.md): "in Gray slots any Tactical Gear token can be placed";
// "Use Any Tactical Gear Action: choose any number of your Tactical Gear
// tokens and use them ... You may also move any number of your tokens
// between your Tactical slots"; "As a result of losing an Item, the Character
// also loses all Tactical Gear tokens from that Item" (Rulebook, "Tactical
// Belt", "Gaining Items"). Gear slots 8–9 are the gray slots of the Item in
// Hand 1 (doc.go).
func TestAudit2Bandolier(t *testing.T) {
	s0 := a2Start(t, nemesis.Config{Players: 2}, 1)
	p := s0.Turn()
	ps := p.String()
	s := a2Set(t, s0, a2TakeTokens(t, s0, `{`+a2Map+`,"decks":{"support_deck":[43,40,38]},`+a2Char(p, `"oxygen":3,"hands":[{"item":"i50","tokens":["ammo","none"]},{"item":"i41","tokens":["grenade","oxygen"]}],"belt":["medpack","none","none","none"]`)+`}`))
	// Use the Oxygen on the Bandolier, then move the belt's Medpack onto it.
	u, _ := a2Do(t, s, nil, ps+" gear 9 0")
	u, _ = a2Pay(t, u, nil)
	if u.Player(p).Oxygen != 6 || u.Player(p).Hands[1].Tok[1] != nemesis.NoToken {
		t.Errorf("after the Bandolier's Oxygen: oxygen %d, slots %v", u.Player(p).Oxygen, u.Player(p).Hands[1].Tok)
	}
	if u.Pending() == nemesis.PendGear {
		if !a2Legal(u, ps+" gear move 0 9") {
			t.Errorf("the belt's Medpack cannot move onto the Bandolier: %v", u.Actions())
		} else {
			u, _ = a2Do(t, u, nil, ps+" gear move 0 9")
			if got := u.Player(p).Hands[1].Tok; got != [2]nemesis.Token{nemesis.Grenade, nemesis.Medpack} || u.Player(p).Belt[0] != nemesis.NoToken {
				t.Errorf("after the move: Bandolier %v belt %v", got, u.Player(p).Belt)
			}
		}
	}
	// Dropping the Bandolier loses its tokens, back to the supply.
	before := a2Supply(t, s)
	d, _ := a2Do(t, s, nil, ps+" drop hand h1")
	after := a2Supply(t, d)
	if d.Player(p).Hands[1].Item != nemesis.NoItem || after[nemesis.Grenade] != before[nemesis.Grenade]+1 || after[nemesis.Oxygen] != before[nemesis.Oxygen]+1 {
		t.Errorf("after dropping the Bandolier: hand %v, supply %v → %v", d.Player(p).Hands[1], before, after)
	}
}

// TestAudit2ObjectiveAfterTheSecondAction: "An Objective may be chosen
// before or after any of the 2 Actions in a Turn, but not in the middle of
// one" (Rulebook, "Choosing an Objective"). The engine offers the choice
// before the first Action and between the two, but ends the Turn as soon as
// the second Action is resolved, so "after" the second is never possible.
// AUDIT.md, second audit, A2-N5.
func TestAudit2ObjectiveAfterTheSecondAction(t *testing.T) {
	s := a2Start(t, nemesis.Config{Players: 2}, 1)
	p := s.Turn()
	ps := p.String()
	s, _ = a2Do(t, s, nil, ps+" secure")
	s, _ = a2Pay(t, s, nil)
	if !a2Legal(s, ps+" objective private") {
		t.Fatalf("no Objective choice between the Actions: %v", s.Actions())
	}
	s, _ = a2Do(t, s, nil, ps+" secure")
	s, _ = a2Pay(t, s, nil)
	// The finding (A2-N5, fixed): after the second Action the seat may still
	// choose its Objective.
	if s.ToMove()[0] != p || !a2Legal(s, ps+" objective private") {
		t.Errorf("after the second Action: %v to move, %v", s.ToMove(), s.Actions())
	}
}

// TestAudit2TheQueenIsDead: "From that point on: ignore effects that would
// place the Queen in the Facility; flip the Intruder Help sheet" (Rulebook,
// "Queen Death"); DATA.md's reconstructed "The Queen is dead" side: a Queen
// token places an Adult instead; in Bag Development every non-Blank token
// adds 1 Adult token and the Blank nothing.
func TestAudit2TheQueenIsDead(t *testing.T) {
	s0 := a2Start(t, nemesis.Config{Players: 2}, 1)
	p := s0.Turn()
	dead := `"queen_dead":true,"decks":{"queen_health":[]},`
	// Hazard with the Queen token: an Adult, not the Queen.
	s := a2Set(t, s0, `{`+dead+`"bag":2,`+a2Claws+`,`+a2Map+`}`)
	s, text := a2MoveB2(t, s, dice.Script(9, 1), p)
	if s.Intruders()[0].At >= 0 || s.IntrudersAt(1*nemesis.W+1) != 1 {
		t.Errorf("Hazard, the Queen token, the Queen dead: the Queen at %d, %d in b2\n%s", s.Intruders()[0].At, s.IntrudersAt(1*nemesis.W+1), text)
	}
	for _, tc := range []struct {
		name string
		bag  int
		want [5]int
	}{
		{"Queen", 1 << 1, [5]int{0, 0, 0, 1, 0}},
		{"Larva", 1 << 27, [5]int{0, 0, 0, 1, 0}},
		{"Blank", 1, [5]int{1, 0, 0, 0, 0}},
	} {
		s := a2Set(t, s0, `{"queen_dead":true,"bag":`+itoa(tc.bag)+`,"decks":{"queen_health":[],"attack_deck":[4,5,6,7,8,9,10,11,12,13,14,15,0,1,2,3],"event_deck":[0,1,2,3,5,6,7,8,9,10,11,12,13,4]},`+a2Map+`}`)
		s, text := a2EndRound(t, s, dice.New(1))
		if got := a2BagKinds(t, s); got != tc.want {
			t.Errorf("Bag Development, the Queen dead, a %s token: bag %v, want %v\n%s", tc.name, got, tc.want, text)
		}
	}
}

// TestAudit2IntrudersStayInCombat: "Intruders do not move when they are in
// the same Room as a Character; they do not move away from Combat, unless
// Repelled"; an Intruder in a Room moves "to an adjacent Corridor" toward the
// closest Character (Rulebook, "Intruder Movement"). Event card 6 moves the
// Intruders in Rooms (DATA.md): the Adult in a2 with the Characters stays,
// the one in b2 moves into a2-b2 (and the Drone in b3, two Rooms away, into
// a Corridor toward them).
func TestAudit2IntrudersStayInCombat(t *testing.T) {
	s0 := a2Start(t, nemesis.Config{Players: 2}, 1)
	rooms := `"decks":{"attack_deck":[4,5,6,7,8,9,10,11,12,13,14,15,0,1,2,3],"event_deck":[0,1,2,3,4,5,7,8,9,10,11,12,13,6]}`
	s := a2Set(t, s0, `{`+rooms+`,"rooms":{"a2":{"tile":0},"b2":{"tile":3},"d3":{"tile":1}},`+a2Corr("")+`,`+a2Intruders(map[int]string{5: "a2", 6: "b2"})+`}`)
	s, text := a2EndRound(t, s, dice.New(1))
	if s.Intruders()[5].At != nemesis.LandingSlot {
		t.Errorf("the Adult in Combat moved to %d\n%s", s.Intruders()[5].At, text)
	}
	if s.Intruders()[6].At != int8(nemesis.Slots+a2E("a2-b2")) {
		t.Errorf("the Adult in b2 is at %d, want a2-b2\n%s", s.Intruders()[6].At, text)
	}
	// "Intruders can still move into such a Corridor" (Reinforced).
	corr := strings.Replace(a2Corr(""), `"a2-b2":{"tile":5}`, `"a2-b2":{"tile":5,"reinforced":true}`, 1)
	s = a2Set(t, s0, `{`+rooms+`,"rooms":{"a2":{"tile":0},"b2":{"tile":3},"d3":{"tile":1}},`+corr+`,`+a2Intruders(map[int]string{6: "b2"})+`}`)
	s, text = a2EndRound(t, s, dice.New(1))
	if s.Intruders()[6].At != int8(nemesis.Slots+a2E("a2-b2")) {
		t.Errorf("the Adult in b2 is at %d, want the Reinforced a2-b2\n%s", s.Intruders()[6].At, text)
	}
}

// a2TwinHands is s with only the other seats' hands and Action decks
// reshuffled together and their Backpack Items exchanged for Items of the
// same colour (what p may not know, and what no public deck's order
// depends on). ok is false when it does not decode.
func a2TwinHands(t testing.TB, s nemesis.State, p nemesis.Seat, r *dice.Rand) (nemesis.State, bool) {
	t.Helper()
	doc := a2Doc(t, s)
	chars := doc["characters"].([]any)
	items := doc["decks"].(map[string]any)["item_decks"].([]any)
	for q, c := range chars {
		if nemesis.Seat(q) == p {
			continue
		}
		m := c.(map[string]any)
		h, _ := m["hand"].([]any)
		d, _ := m["action_deck"].([]any)
		all := append(append([]any{}, h...), d...)
		a2Shuffle(all, r)
		m["hand"] = all[:len(h)]
		m["action_deck"] = all[len(h):]
		pack, _ := m["backpack"].([]any)
		for i, v := range pack {
			id := a2ID(t, "backpack", v.(string))
			if id >= 36 {
				continue
			}
			deck := items[id/12].([]any)
			for j, w := range deck {
				if wid := a2ID(t, "item_decks", w.(string)); (id/12 != 0 || wid >= 8) && r.IntN(2) == 0 {
					deck[j], pack[i] = v, w
					break
				}
			}
		}
	}
	data, _ := json.Marshal(doc)
	var twin nemesis.State
	if err := json.Unmarshal(data, &twin); err != nil {
		return twin, false
	}
	return twin, true
}

// TestAudit2ObservedEventsLeakNothing: along random games of every variant,
// the same action applied with the same rolls to a state and to its twin
// that differs only in the other seats' hands, Action decks and Backpack
// Items must be observed the same by the seat (and the observer): the
// action's public form, and every event through incursion.Observe. (When the
// action is not legal on the twin — it names a card or an Item the twin
// holds elsewhere — nothing is compared.)
func TestAudit2ObservedEventsLeakNothing(t *testing.T) {
	g := nemesis.Game
	compared := 0
	for vi, cfg := range a2Variants {
		r := dice.New(uint64(700 + vi))
		tw := dice.New(uint64(800 + vi))
		s, err := nemesis.New(cfg, r)
		if err != nil {
			t.Fatal(err)
		}
		for step := 0; !s.Over() && step < 3000; step++ {
			acts := s.Actions()
			a := acts[r.IntN(len(acts))]
			if step%3 == 0 {
				for _, p := range append(s.Seats(), nemesis.ObserverSeat) {
					if a2Owner(a) == p {
						continue
					}
					twin, ok := a2TwinHands(t, s, p, tw)
					if !ok || twin.Legal(a) != nil {
						continue
					}
					r1, r2 := r.Clone(), r.Clone()
					_, e1, err1 := nemesis.Apply(s, a, r1)
					_, e2, err2 := nemesis.Apply(twin, a, r2)
					if err1 != nil || err2 != nil {
						t.Fatalf("%v: %v / %v", a, err1, err2)
					}
					o1 := []string{incursion.ObserveAction(g, s, a, p).String()}
					o2 := []string{incursion.ObserveAction(g, twin, a, p).String()}
					for _, e := range e1 {
						o1 = append(o1, incursion.Observe(g, e, p).String())
					}
					for _, e := range e2 {
						o2 = append(o2, incursion.Observe(g, e, p).String())
					}
					// The Eclosion Procedure draws 4 cards from the Action
					// deck the twin reshuffled: a public outcome of hidden
					// cards, not a leak (Rulebook, "Eclosion Procedure").
					if strings.Contains(strings.Join(o1, "\n"), "Eclosion Procedure") {
						continue
					}
					if diff := cmp.Diff(o1, o2); diff != "" {
						t.Fatalf("%+v step %d: %v observes %v differently on the twin (-state +twin):\n%s", cfg, step, p, a, diff)
					}
					compared++
				}
			}
			s, _, err = nemesis.Apply(s, a, r)
			if err != nil {
				t.Fatal(err)
			}
		}
	}
	if compared < 500 {
		t.Errorf("only %d comparisons", compared)
	}
}

// a2Owner is the seat an action names first ("P2 ...").
func a2Owner(a nemesis.Action) nemesis.Seat {
	p, err := nemesis.ParseSeat(strings.Fields(a.String())[0])
	if err != nil {
		return -1
	}
	return p
}

// TestAudit2AntiAircraftStaleKnowledge: P1 checked the Anti-Aircraft tokens;
// then P2 checks them and swaps them, or not, in secret ("Characters may
// check (in secret) and swap those tokens ... tokens cannot be shown"). P1's
// view must not tell which P2 chose: the same either way.
func TestAudit2AntiAircraftStaleKnowledge(t *testing.T) {
	s0 := a2Start(t, nemesis.Config{Players: 2}, 1)
	p := s0.Turn()
	other := 1 - p
	base := `{"anti_aircraft":[true,false],"rooms":{"a2":{"tile":0},"b2":{"tile":6},"d3":{"tile":1}},` + a2Corr("") + `,` +
		a2Chars(map[nemesis.Seat]string{p: `"room":"b2"`, other: `"room":"b2","knows_anti_aircraft":true`}) + `}`
	views := map[bool]string{}
	for _, swap := range []bool{false, true} {
		s := a2Set(t, s0, base)
		if tok, known, _ := s.View(other).AntiAircraft(); !known || tok != [2]bool{true, false} {
			t.Fatalf("the earlier checker's view: %v %v", tok, known)
		}
		s, _ = a2Do(t, s, nil, p.String()+" room 1")
		s, _ = a2Pay(t, s, nil)
		s, _ = a2Do(t, s, nil, nemesis.SwapAA{Seat: p, Swap: swap}.String())
		data, _ := json.Marshal(s.View(other))
		views[swap] = string(data)
	}
	if views[false] != views[true] {
		t.Errorf("the earlier checker's view tells whether the other swapped:\n%s", a2JSONDiff(t, []byte(views[false]), []byte(views[true])))
	}
}

// TestAudit2ObjectivesRevealedAtTheEnd: "Do not show Objective cards to other
// players at any point during the game — they can only be revealed at the End
// of the Game" (Rulebook, "Objective Setup"): hidden from the others during
// the game, shown in every view once it is over.
func TestAudit2ObjectivesRevealedAtTheEnd(t *testing.T) {
	s := a2Start(t, nemesis.Config{Players: 3}, 2)
	for _, p := range s.Seats() {
		for _, q := range s.Seats() {
			if o := s.View(p).Player(q).Objectives; p != q && (o[0] >= 0 || o[1] >= 0) {
				t.Errorf("during the game %v sees %v's Objectives %v", p, q, o)
			}
		}
	}
	s = a2Set(t, s, `{"round":14}`)
	s, _ = a2EndRound(t, s, dice.New(1))
	if !s.Over() {
		t.Fatal("not over")
	}
	for _, p := range append(s.Seats(), nemesis.ObserverSeat) {
		for _, q := range s.Seats() {
			if got, want := s.View(p).Player(q).Objectives, s.Player(q).Objectives; got != want {
				t.Errorf("at the end %v sees %v's Objectives %v, want %v", p, q, got, want)
			}
		}
	}
}

// TestAudit2NotInCombat: "Some Actions (marked "Not In Combat") may only be
// performed when a Character is not engaged in Combat. A Character is
// considered in Combat when they are in a Room with at least 1 Intruder"
// (Rulebook, "Player Phase"); the marked cards (DATA.md, RULES.md): Search,
// Sneak, Rest, Barricade, Duck and Cover played, and Move Cautiously; Sprint
// played is a Move and stays possible. The Pilot's deck: c0 Search, c3
// Barricade, c4 Sneak, c5 Sprint, c6 Rest, c9 Duck and Cover.
func TestAudit2NotInCombat(t *testing.T) {
	s0 := a2Start(t, nemesis.Config{Players: 2}, 1)
	p := s0.Turn()
	ps := p.String()
	hand := `"hand":["c0","c3","c4","c6","c9","c5"],"action_deck":["c1","c2","c7","c8"]`
	for _, tc := range []struct {
		name   string
		at     map[int]string
		combat bool
	}{
		{"an Adult in the Room", map[int]string{5: "a2"}, true},
		{"an Adult in a Corridor only", map[int]string{5: "a2-a3"}, false},
	} {
		s := a2Set(t, s0, `{"rooms":{"a2":{"tile":0},"b2":{"tile":3},"d3":{"tile":1}},`+a2Corr("")+`,`+a2Intruders(tc.at)+`,`+a2Char(p, hand)+`}`)
		for _, c := range []string{"c3", "c4", "c6", "c9"} {
			played := false
			for _, a := range s.Actions() {
				if strings.HasPrefix(a.String(), ps+" play "+c+" ") {
					played = true
				}
			}
			if played == tc.combat && (tc.combat || c != "c6") { // Rest needs a Contamination card in hand
				t.Errorf("%s: %s (%s) playable %v", tc.name, c, nemesis.ActionCardName(s.Player(p).Char, int8(c[1]-'0')), played)
			}
		}
		if got := a2Legal(s, ps+" cautious a2-b2"); got == tc.combat {
			t.Errorf("%s: Move Cautiously listed %v", tc.name, got)
		}
		if !a2Legal(s, ps+" play c5 "+itoa(a2E("a2-b2"))) {
			t.Errorf("%s: Sprint to b2 not playable: %v", tc.name, s.Actions())
		}
	}
}

// TestAudit2ExplorationRobot: "The Robot may never move through an
// Unexplored Corridor to Explore a new Room, and never makes a Noise roll.
// Note: the effect of the Exploration Robot is the only exception, allowing
// it to Explore a new Room" (Rulebook, "Robot Movement"). The Robot in the
// discovered Hibernatorium d3 with an Unexplored Corridor d3-e3; Activated
// locally.
func TestAudit2ExplorationRobot(t *testing.T) {
	s0 := a2Start(t, nemesis.Config{Players: 2}, 1)
	p := s0.Turn()
	ps := p.String()
	for robot, explores := range map[int]bool{0: true, 4: false} {
		s := a2Set(t, s0, `{"robot":`+itoa(robot)+`,"robot_revealed":true,"hibernatorium_discovered":true,"rooms":{"a2":{"tile":0},"c3":{"tile":7},"d3":{"tile":1}},`+
			a2Corr(`"c3-d3":{"tile":16},"d3-e3":{"tile":17}`)+`,`+a2Char(p, `"room":"d3"`)+`}`)
		text := ps + " robot e3 -1"
		if a2Legal(s, text) != explores {
			t.Errorf("%s: exploring e3 offered %v, want %v: %v", nemesis.RobotName(int8(robot)), !explores, explores, s.Actions())
			continue
		}
		if !explores {
			continue
		}
		s, evs := a2Do(t, s, dice.New(1), text)
		s, more := a2Pay(t, s, dice.New(1))
		s, more2 := a2NoReact(t, s, dice.New(1))
		evs = append(append(evs, more...), more2...)
		if room, _, _, _ := s.Robot(); room != 2*nemesis.W+4 || s.RoomAt(2*nemesis.W+4).Tile < 0 || s.Player(p).Room != nemesis.HibernatoriumSlot {
			t.Errorf("after exploring: the Robot in %d, e3 tile %d, the Character in %d\n%s", room, s.RoomAt(2*nemesis.W+4).Tile, s.Player(p).Room, a2Texts(evs))
		}
	}
}

// TestAudit2Variants: the generic API's variants (doc.go: "coop", "deadly",
// "solo", "1p", "2p", "3p", "5p"; the standard game has 4 Characters); an
// unknown variant is refused.
func TestAudit2Variants(t *testing.T) {
	g := nemesis.Game
	want := map[string][3]any{ // Characters, Coop (no Objectives), Deadly
		"": {4, false, false}, "coop": {4, true, false}, "deadly": {4, false, true}, "solo": {1, true, false},
		"1p": {1, true, false}, "2p": {2, false, false}, "3p": {3, false, false}, "5p": {5, false, false},
	}
	for _, v := range append([]string{""}, g.Variants()...) {
		w, ok := want[v]
		if !ok {
			t.Errorf("variant %q not in doc.go", v)
			continue
		}
		s, err := g.New(v, dice.New(1))
		if err != nil {
			t.Errorf("%q: %v", v, err)
			continue
		}
		var doc struct {
			Coop   bool `json:"coop"`
			Deadly bool `json:"deadly"`
		}
		json.Unmarshal(a2Raw(t, s, "coop"), &doc.Coop)
		json.Unmarshal(a2Raw(t, s, "deadly"), &doc.Deadly)
		if got := [3]any{s.Players(), doc.Coop, doc.Deadly}; got != w {
			t.Errorf("%q: Characters, Coop, Deadly %v, want %v", v, got, w)
		}
		if len(g.Seats(s)) != s.Players() {
			t.Errorf("%q: %d seats for %d Characters", v, len(g.Seats(s)), s.Players())
		}
	}
	for _, v := range []string{"4p", "6p", "0p", "Coop", "coop deadly", "x"} {
		if _, err := g.New(v, dice.New(1)); err == nil && v != "4p" {
			t.Errorf("variant %q accepted", v)
		}
	}
}

// TestAudit2FireSpreadsNotThroughClosedDoors: "Fire markers may spread as a
// result of some Events ... Closed Doors prevent Fire from spreading this
// way"; "If Fire would spread between 2 Rooms blocked by Closed Doors, ignore
// that spread" (Rulebook, "Fire Markers", "Doors and Spreading Fire"). Event
// card 0 is Fire Spreads (DATA.md; what it spreads is not documented, D2-4):
// the Fire in b2 reaches a2 through an open a2-b2, never through a Closed
// Door.
func TestAudit2FireSpreadsNotThroughClosedDoors(t *testing.T) {
	s0 := a2Start(t, nemesis.Config{Players: 2}, 1)
	decks := `"decks":{"attack_deck":[4,5,6,7,8,9,10,11,12,13,14,15,0,1,2,3],"event_deck":[1,2,3,4,5,6,7,8,9,10,11,12,13,0]}`
	rooms := `"rooms":{"a2":{"tile":0},"b2":{"tile":3,"fire":true},"d3":{"tile":1}}`
	spread := map[bool]bool{}
	for _, closed := range []bool{false, true} {
		corr := strings.Replace(a2Corr(""), `"a2-b2":{"tile":5}`, `"a2-b2":{"tile":1,"door":`+map[bool]string{false: "0", true: "1"}[closed]+`}`, 1)
		s := a2Set(t, s0, `{`+decks+`,`+rooms+`,`+corr+`}`)
		s, text := a2EndRound(t, s, dice.New(1))
		if !strings.Contains(text, "Fire Spreads") {
			t.Fatalf("no Fire Spreads\n%s", text)
		}
		spread[closed] = s.RoomAt(nemesis.LandingSlot).Fire
	}
	if spread[true] {
		t.Errorf("the Fire spread through the Closed Door")
	}
	if !spread[false] {
		t.Logf("Fire Spreads does not reach a2 through the open Door either: the card's effect is undocumented (D2-4)")
	}
}

// TestAudit2LandingZoneRestock: the Landing Zone is "a place where Characters
// can restock their supplies" (DATA.md: take 1 Tactical Gear token of a
// chosen kind from its slots, option 1 Ammo ... 5 Medpack); "if they are to
// be used and no more are available, nothing happens instead. For example:
// Characters cannot gain Ammo tokens if all are already in players'
// possession"; a gained token needs an empty slot that matches it (Rulebook,
// "Landing Zone", "Component Limits", "Gaining Tactical Gear Tokens").
func TestAudit2LandingZoneRestock(t *testing.T) {
	s0 := a2Start(t, nemesis.Config{Players: 2}, 1)
	p := s0.Turn()
	ps := p.String()
	supply := a2Supply(t, s0)
	for _, tc := range []struct {
		name  string
		lz    int
		belt  string
		legal bool
	}{
		{"1 Ammo left, a free slot", 1, `["none","ammo","ammo","grenade"]`, true},
		// Component Limits: "nothing happens instead" — the effect is still
		// chosen (issue 20 item 3).
		{"no Ammo left", 0, `["none","ammo","ammo","grenade"]`, true},
		{"Ammo left, the belt full", 1, `["ammo","ammo","ammo","grenade"]`, false},
	} {
		// The tokens taken from the Landing Zone or the belt go back to
		// the supply.
		sup := append([]int{}, supply...)
		sup[nemesis.AmmoFull] += 4 - tc.lz
		if strings.HasPrefix(tc.belt, `["none"`) {
			sup[nemesis.AmmoFull]++
		}
		doc := `{"landing_zone_tokens":[0,` + itoa(tc.lz) + `,0,4,4,4],"token_supply":` + jsonInts(sup) + `,` +
			a2Char(p, `"belt":`+tc.belt) + `}`
		s := a2Set(t, s0, doc)
		if got := a2Legal(s, ps+" room 1"); got != tc.legal {
			t.Errorf("%s: restocking Ammo listed %v, want %v", tc.name, got, tc.legal)
			continue
		}
		if tc.legal {
			s, _ = a2Do(t, s, nil, ps+" room 1")
			s, _ = a2Pay(t, s, nil)
			want, wantBelt := tc.lz-1, nemesis.AmmoFull
			if tc.lz == 0 {
				want, wantBelt = 0, nemesis.NoToken
			}
			if s.LandingZoneTokens()[nemesis.AmmoFull] != want || s.Player(p).Belt[0] != wantBelt {
				t.Errorf("%s: Landing Zone %v, belt %v", tc.name, s.LandingZoneTokens(), s.Player(p).Belt)
			}
		}
	}
}

func jsonInts(xs []int) string {
	data, _ := json.Marshal(xs)
	return string(data)
}

// TestAudit2SprintNotOnHazard: Sprint's Reaction answers a Noise roll's
// Number only (DATA.md: "right after your Noise roll shows a Number"); on a
// Hazard no Sprint is offered, and another seat's roll offers the others
// none.
func TestAudit2SprintNotOnHazard(t *testing.T) {
	s0 := a2Start(t, nemesis.Config{Players: 2}, 1)
	p := s0.Turn()
	ps := p.String()
	s := a2Set(t, s0, `{"bag":1,`+a2Map+`,`+a2Char(p, `"hand":["c0","c5","c3"],"action_deck":["c1","c2","c4","c6","c7","c8","c9"]`)+`}`)
	r := dice.Script(9, 1)
	s, _ = a2Do(t, s, r, ps+" move a2-b2", ps+" pay c0")
	for s.Pending() == nemesis.PendReact {
		if a2Legal(s, s.PendingSeat().String()+" react c5") || a2Legal(s, s.PendingSeat().String()+" react c9") {
			t.Errorf("a Sprint offered after a Hazard: %v", s.Actions())
		}
		s, _ = a2Do(t, s, r, s.PendingSeat().String()+" react none")
	}
}

// TestAudit2QueenActivationTargetsTheActivator: "When the Queen Activates,
// she Attacks a Character in the same Room if possible, or moves once toward
// the closest Character otherwise. She follows the same Intruder targeting
// rules ...: (1) closest Character; (2) if multiple Characters are the same
// distance, the Character Activating the Attack/movement (if any); (3) if
// still tied, the Character first in Turn order" (Rulebook, "Queen
// Activation"). The Queen in b2; the Starting Player in a2, the other Moves
// from c3 into c2 and rolls a Hazard drawing the Queen token: both are 2
// steps away, she moves toward the one who Activated her.
func TestAudit2QueenActivationTargetsTheActivator(t *testing.T) {
	s0 := a2Start(t, nemesis.Config{Players: 2}, 1)
	first := s0.StartingPlayer()
	mover := 1 - first
	s := a2Set(t, s0, `{"turn":"`+mover.String()+`","bag":2,"rooms":{"a2":{"tile":0},"b2":{"tile":3},"c2":{"tile":6},"c3":{"tile":7},"d3":{"tile":1}},`+
		a2Corr(`"b2-c2":{"tile":15},"c2-c3":{"tile":16}`)+`,`+a2Intruders(map[int]string{0: "b2"})+`,`+a2Char(mover, `"room":"c3"`)+`}`)
	r := dice.Script(9, 1)
	s, evs := a2Do(t, s, r, mover.String()+" move c2-c3")
	s, more := a2Pay(t, s, r)
	evs = append(evs, more...)
	s, more = a2NoReact(t, s, r)
	evs = append(evs, more...)
	if got, want := s.Intruders()[0].At, int8(nemesis.Slots+a2E("b2-c2")); got != want {
		t.Errorf("the Queen at node %d, want b2-c2 (%d), toward the Character who Activated her\n%s", got, want, a2Texts(evs))
	}
	// The other side: Activated by Bag Development, nobody activates her:
	// toward the first in Turn order, in a2.
	s = a2Set(t, s0, `{"bag":2,`+a2Claws+`,"rooms":{"a2":{"tile":0},"b2":{"tile":3},"c2":{"tile":6},"c3":{"tile":7},"d3":{"tile":1}},`+
		a2Corr(`"b2-c2":{"tile":15},"c2-c3":{"tile":16}`)+`,`+a2Intruders(map[int]string{0: "b2"})+`,`+a2Char(mover, `"room":"c2"`)+`}`)
	s, text := a2EndRound(t, s, dice.New(1))
	if got, want := s.Intruders()[0].At, int8(nemesis.Slots+a2E("a2-b2")); got != want {
		t.Errorf("Bag Development: the Queen at node %d, want a2-b2 (%d), toward the first in Turn order\n%s", got, want, text)
	}
}

// TestAudit2LateGamePlayouts: random games rarely live past round 6, so the
// late game (the Lander at 10, boarding, the Launch, Hibernating, round 14
// and the End of the Game procedures) is played from positions moved to
// rounds 8–13 (the Hibernatorium Active in half of them), with a policy that
// seldom Passes and never discards at will: no panic, a valid state every
// 10 actions, every game over; in two games of each variant, the twin-state
// view check of TestAudit2ViewsLeakNothing every 10 actions.
func TestAudit2LateGamePlayouts(t *testing.T) {
	rounds := map[int]int{}
	for vi, cfg := range a2Variants {
		for seed := uint64(1); seed <= 25; seed++ {
			r := dice.New(seed*7919 + uint64(vi))
			tw := dice.New(seed)
			s := a2Start(t, cfg, seed*7919+uint64(vi))
			s = a2Set(t, s, `{"round":`+itoa(8+int(seed%6))+`,"hibernatorium_active":`+map[bool]string{true: "true", false: "false"}[seed%2 == 0]+`}`)
			func() {
				step := 0
				var last nemesis.Action
				defer func() {
					if p := recover(); p != nil {
						t.Errorf("%+v seed %d step %d after %v: panic %v", cfg, seed, step, last, p)
					}
				}()
				for ; !s.Over() && step < 20000; step++ {
					if seed <= 2 && step%10 == 0 {
						for _, p := range append(s.Seats(), nemesis.ObserverSeat) {
							twin, ok, _ := a2Twin(t, s, p, tw)
							if !ok {
								continue
							}
							v1, _ := json.Marshal(s.View(p))
							v2, _ := json.Marshal(twin.View(p))
							if string(v1) != string(v2) {
								t.Fatalf("%+v seed %d step %d: %v's view differs between twins:\n%s", cfg, seed, step, p, a2JSONDiff(t, v1, v2))
							}
						}
					}
					acts := s.Actions()
					var good []nemesis.Action
					for _, a := range acts {
						txt := a.String()
						if strings.Contains(txt, " drop ") || strings.HasSuffix(txt, " pass") && r.IntN(20) != 0 {
							continue
						}
						good = append(good, a)
					}
					if len(good) == 0 {
						good = acts
					}
					last = good[r.IntN(len(good))]
					n, _, err := nemesis.Apply(s, last, r)
					if err != nil {
						t.Fatalf("%v: %v", last, err)
					}
					if step%10 == 0 {
						if err := n.Validate(); err != nil {
							t.Fatalf("%+v seed %d step %d after %v: %v", cfg, seed, step, last, err)
						}
					}
					s = n
				}
				rounds[s.Round()]++
				if !s.Over() {
					t.Errorf("%+v seed %d: not over", cfg, seed)
				}
			}()
		}
	}
	t.Logf("rounds at the end: %v", rounds)
}

// TestAudit2Medpack: "Medpack tokens ... the Character restores 2 Health
// Points"; "when restoring Health points, a player may always choose to
// restore fewer than described" (Rulebook, "Tactical Belt", "Restoring
// Health"); the Arg: 0 all it can, n exactly n (RULES.md) — n below the
// full amount only: Arg 2 is Arg 0's double and is refused.
func TestAudit2Medpack(t *testing.T) {
	s0 := a2Start(t, nemesis.Config{Players: 2}, 1)
	p := s0.Turn()
	ps := p.String()
	for _, tc := range []struct {
		health int8
		arg    string
		legal  bool
		want   int8
	}{{3, "0", true, 1}, {3, "1", true, 2}, {3, "2", false, 0}, {1, "0", true, 0}, {1, "1", false, 0}, {0, "0", false, 0}} {
		s := a2Set(t, s0, a2TakeTokens(t, s0, `{`+a2Char(p, `"belt":["medpack","none","none","none"],"health":`+itoa(int(tc.health)))+`}`))
		n, _, err := a2Try(t, s, nil, ps+" gear 0 "+tc.arg)
		if (err == nil) != tc.legal {
			t.Errorf("health %d, arg %s: %v, want legal %v", tc.health, tc.arg, err, tc.legal)
			continue
		}
		if err != nil {
			continue
		}
		n, _ = a2Pay(t, n, nil)
		if n.Pending() == nemesis.PendGear {
			n, _ = a2Do(t, n, nil, ps+" gear done")
		}
		if got := n.Player(p).Health; got != tc.want {
			t.Errorf("health %d, arg %s: %d, want %d", tc.health, tc.arg, got, tc.want)
		}
	}
}

// TestAudit2LarvaAttackOnAnInfected: "(1) the Attacked Character gains 1
// Contamination and places it on their discard pile; (2) place the Attacking
// Larva on the Character board ... (if the Attacked Character already has a
// Larva on their board, simply discard the Attacking Larva instead)"
// (Rulebook, "Larva Attacks"). A Larva in a2 attacks the Character Moving
// out, once with no Larva on the board, once with one.
func TestAudit2LarvaAttackOnAnInfected(t *testing.T) {
	s0 := a2Start(t, nemesis.Config{Players: 2}, 1)
	p := s0.Turn()
	for _, infected := range []bool{false, true} {
		s := a2Set(t, s0, `{`+a2Map+`,`+a2Intruders(map[int]string{17: "a2"})+`,`+a2Char(p, `"larva":`+map[bool]string{false: "false", true: "true"}[infected])+`}`)
		before := len(a2Board(t, s, p).Discard)
		s, text := a2MoveB2(t, s, dice.Script(5), p)
		b := a2Board(t, s, p)
		contam := 0
		for _, c := range b.Discard {
			if c == "c127" || len(c) == 3 && c >= "c64" {
				contam++
			}
		}
		if !s.Player(p).Larva || s.Intruders()[17].At >= 0 || contam != 1 || len(b.Discard) != before+2 {
			t.Errorf("infected %v: larva %v, the Larva model at %d, %d Contamination on the discard pile (%v)\n%s", infected, s.Player(p).Larva, s.Intruders()[17].At, contam, b.Discard, text)
		}
	}
}

// TestAudit2SearchAgentLoop plays like an information-set search agent
// through the generic API only: at every 25th decision of random games of
// every variant, the seat to move takes its view, draws samples with
// Game.Determinize from that view alone, and plays each sample to the end
// with incursion.Playout (uniform policy): no sample is refused, no playout
// errs, every playout ends, and the results have one return per seat.
func TestAudit2SearchAgentLoop(t *testing.T) {
	g := nemesis.Game
	for vi, cfg := range a2Variants {
		r := dice.New(uint64(3000 + vi))
		s, err := nemesis.New(cfg, r)
		if err != nil {
			t.Fatal(err)
		}
		for step := 0; !g.Over(s) && step < 2000; step++ {
			if step%25 == 0 {
				p := g.ToMove(s)[0]
				view := g.View(s, p)
				for k := 0; k < 3; k++ {
					sample, err := g.Determinize(view, p, dice.New(uint64(step*3+k)))
					if err != nil {
						t.Fatalf("%+v step %d: Determinize: %v", cfg, step, err)
					}
					end, err := incursion.Playout[nemesis.State, nemesis.Action, nemesis.Event](g, sample, dice.New(uint64(k)), incursion.Random[nemesis.State, nemesis.Action], 50000)
					if err != nil {
						t.Fatalf("%+v step %d: playout of a sample: %v", cfg, step, err)
					}
					if !g.Over(end) || len(g.Returns(end)) != len(g.Seats(end)) {
						t.Fatalf("%+v step %d: playout not over or returns %v", cfg, step, g.Returns(end))
					}
				}
			}
			acts := g.ActionsFor(s, g.ToMove(s)[0])
			s, _, err = g.Apply(s, acts[r.IntN(len(acts))], r)
			if err != nil {
				t.Fatal(err)
			}
		}
	}
}

// a2OwnConserve: the audit's own conservation (before the position words
// filled the piles a document leaves out).
const a2OwnConserve = false
