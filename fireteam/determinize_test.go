package fireteam

import (
	"bytes"
	"encoding/binary"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/incursion/incursion"
	"github.com/incursion/incursion/dice"

	"github.com/incursion/incursion/internal/playtest"
)

func contract(variant string) playtest.Contract[State, Action, Event, Seat] {
	return playtest.Contract[State, Action, Event, Seat]{
		Game:       Game,
		Variant:    variant,
		Hidden:     true,
		Validate:   State.Validate,
		IsView:     func(s State) bool { return s.viewed },
		MaxActions: 3000,
		ViewEvery:  8,
	}
}

// TestDeterminization: on random games of every variant, every seat's and
// the observer's samples show the seat's view, pass Validate and play on
// (RULES.md, "Determinization").
func TestDeterminization(t *testing.T) {
	for _, v := range append([]string{""}, variantNames()...) {
		t.Run(v, func(t *testing.T) { contract(v).CheckDeterminize(t, 1, 2) })
	}
}

// TestDeterminizationKeepsTheTruth: along random and bot games of every
// mission, the state itself is among the configurations the sampler may
// draw: its drawn discoveries pass reconPossible and reconConsistent (the
// recon deck's weights are never zero for the truth), and an attack being
// built has a card in hand that reaches its target and, if the hero must
// attack an ally and attacks something else, none that reaches an ally
// (aimNeeds).
func TestDeterminizationKeepsTheTruth(t *testing.T) {
	seen := map[string]int{}
	for _, v := range variantNames() {
		for seed := uint64(1); seed <= 4; seed++ {
			s, err := newVariant(v, dice.New(seed))
			if err != nil {
				t.Fatal(err)
			}
			r := dice.New(seed)
			for n := 0; n < 3000 && !s.Over(); n++ {
				if s.round > 0 {
					var left uint8
					for _, c := range s.recon[:s.nRecon] {
						if c < eventCard {
							left |= 1 << c
						}
					}
					drawn := (uint8(1)<<len(s.m().found) - 1) &^ left
					seen[fmt.Sprintf("%s drew %03b", s.Mission(), drawn)]++
					if !s.reconPossible(drawn) || !s.reconConsistent(drawn) {
						t.Fatalf("%s seed %d, action %d: the drawn discoveries %03b are not consistent with the table", v, seed, n, drawn)
					}
					need, forbid := s.aimNeeds(int(s.cur))
					if hand := s.heroes[s.cur].hand; need != 0 && need&hand == 0 || forbid&hand != 0 {
						t.Fatalf("%s seed %d, action %d: an attack with no card to reach its target, or a card that reaches an ally", v, seed, n)
					}
					if forbid != 0 {
						seen["forbid"]++
					}
				}
				legal := s.Actions()
				a := legal[r.IntN(len(legal))]
				if seed%2 == 0 {
					a = Bot(s, legal, r)
				}
				if s, _, err = Apply(s, a, r); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
	if testing.Verbose() {
		t.Log(seen)
	}
}

// draws is how many samples the frequency tests take.
const draws = 3000

// sampleCounts determinizes s for seat p draws times and counts the keys
// key gives the samples, failing on a sample that is invalid or that p
// could tell from s.
func sampleCounts(t *testing.T, s State, p Seat, key func(State) string) map[string]int {
	t.Helper()
	mustValid(t, s)
	r := dice.New(7)
	counts := map[string]int{}
	want := s.View(p)
	for range draws {
		d, err := Game.Determinize(s, p, r)
		if err != nil {
			t.Fatal(err)
		}
		if err := d.Validate(); err != nil {
			t.Fatalf("sample: %v", err)
		}
		if got := d.View(p); !playtest.Equal(want, got) {
			t.Fatalf("the sample's view differs (-want +got):\n%s", playtest.Diff(want, got))
		}
		counts[key(d)]++
	}
	return counts
}

// uniform is the uniform distribution over keys.
func uniform(keys ...string) map[string]float64 {
	out := map[string]float64{}
	for _, k := range keys {
		out[k] = 1 / float64(len(keys))
	}
	return out
}

// permutations lists every order of a as text.
func permutations(a []string) []string {
	if len(a) <= 1 {
		return []string{strings.Join(a, " ")}
	}
	var out []string
	for i := range a {
		rest := append(append([]string(nil), a[:i]...), a[i+1:]...)
		for _, p := range permutations(rest) {
			out = append(out, strings.TrimSpace(a[i]+" "+p))
		}
	}
	return out
}

// handDeck is hero i's hand and deck (top last) as text.
func handDeck(s State, i int) string {
	h := &s.heroes[i]
	var b strings.Builder
	fmt.Fprint(&b, cardsOf(h.id.Role(), h.hand), " |")
	for _, c := range h.deck[:h.nDeck] {
		fmt.Fprint(&b, " ", Card{h.id.Role(), c})
	}
	return b.String()
}

// smallHands is T1 with two players: Frank (Player2's) holds one card, his
// deck two, his other thirteen cards are discarded; Abe's likewise with
// cards 14..16.
func smallHands(t *testing.T) State {
	t.Helper()
	s := fixture(t, "T1", Abe, Frank)
	// The Spawn and Reserve Pools of Setup 8 (the fixture emptied them),
	// the Spawn Pool's monsters off the board.
	mi := s.m()
	for m := range bossSlot {
		switch {
		case m < int(mi.minions), m >= firstElite && m < firstElite+int(mi.elites):
			s.mons[m].pool = poolSpawn
		case m < int(mi.minions+mi.resMinions), m >= firstElite && m < firstElite+int(mi.elites+mi.resElites):
			s.mons[m].pool = poolReserve
		}
	}
	for i := range 2 {
		h := &s.heroes[i]
		setHand(&s, i, 14)
		h.disc = h.cards() &^ (1<<13 | 1<<14 | 1<<15)
		h.deck = [maxCards]uint8{14, 15}
		h.nDeck = 2
	}
	return s
}

// TestDeterminizationHands (Hidden information): a teammate's hidden hand
// and his deck are dealt uniformly from his cards neither shown nor
// discarded: each of the three cards in hand, the other two in either
// order, 1/6 each; the seat's own hand stays, its deck's two orders 1/2
// each; the observer sees neither hand.
func TestDeterminizationHands(t *testing.T) {
	s := smallHands(t)
	frank := func(d State) string { return handDeck(d, 1) }
	var all []string
	for _, hand := range []string{"M14", "M15", "M16"} {
		var rest []string
		for _, c := range []string{"M14", "M15", "M16"} {
			if c != hand {
				rest = append(rest, c)
			}
		}
		for _, o := range permutations(rest) {
			all = append(all, "["+hand+"] | "+o)
		}
	}
	playtest.CheckFrequencies(t, sampleCounts(t, s, Player1, frank), uniform(all...))
	playtest.CheckFrequencies(t, sampleCounts(t, s, Observer, frank), uniform(all...))
	playtest.CheckFrequencies(t, sampleCounts(t, s, Player2, frank), uniform("[M14] | M15 M16", "[M14] | M16 M15"))
}

// TestDeterminizationAttackBeingBuilt (Attacking): Frank has begun an
// attack on a monster and added no card yet; every seat saw that he holds
// a card that reaches it (the attack is only offered then). Of his four
// unseen cards one reaches it: his hidden hand of two is one of the three
// pairs holding it, 1/3 each, never a pair of the others (which would
// leave him no legal action).
func TestDeterminizationAttackBeingBuilt(t *testing.T) {
	s := fixture(t, "T1", Abe, Frank)
	s.cur = 1
	put(&s, 1, "b3")
	// A location for the monster out of reach of three of Frank's cards
	// and within reach of one.
	var near, reach []int
	target := -1
	for l := 0; l < nLocs && target < 0; l++ {
		d := s.b().rng[at("b3")][l]
		if s.b().terrain[l] == Impassible || d == 0 {
			continue
		}
		near, reach = nil, nil
		for n := range cardsPerRole {
			if s.cardRange(1, n) < d {
				near = append(near, n)
			} else {
				reach = append(reach, n)
			}
		}
		if len(near) >= 3 && len(reach) >= 1 {
			target = l
		}
	}
	if target < 0 {
		t.Fatal("no location for the fixture")
	}
	place(&s, 0, LocName(target))
	unseen := []int{reach[0], near[0], near[1], near[2]}
	h := &s.heroes[1]
	h.hand = 1<<reach[0] | 1<<near[0]
	h.deck = [maxCards]uint8{uint8(near[1]), uint8(near[2])}
	h.nDeck = 2
	h.disc = h.cards()
	for _, n := range unseen {
		h.disc &^= 1 << n
	}
	s.step, s.atkTarget = stAim, 0
	var want []string
	for _, other := range unseen[1:] {
		want = append(want, fmt.Sprint(cardsOf(Frank.Role(), 1<<reach[0]|1<<other)))
	}
	hand := func(d State) string { return fmt.Sprint(cardsOf(d.heroes[1].id.Role(), d.heroes[1].hand)) }
	playtest.CheckFrequencies(t, sampleCounts(t, s, Player1, hand), uniform(want...))
}

// TestDeterminizationTwistDeck (Threat Track): with four twists revealed,
// the other four lie in the twist deck in any of their 24 orders, 1/24
// each.
func TestDeterminizationTwistDeck(t *testing.T) {
	s := smallHands(t)
	s.threat = threatSpaces - 1
	s.twists = [4]uint8{uint8(twFrenzy), uint8(twFury), uint8(twHardened), uint8(twRestless)}
	s.nTwists = 4
	s.tdeck = [nTwists]uint8{uint8(twDread), uint8(twFerocity), uint8(twThickHide), uint8(twOnslaught)}
	s.nTdeck = 4
	name := func(t twist) string { return twistNames[s.m().family][t] }
	deck := func(d State) string {
		var out []string
		for _, t := range d.tdeck[:d.nTdeck] {
			out = append(out, name(twist(t)))
		}
		return strings.Join(out, " ")
	}
	orders := permutations([]string{name(twDread), name(twFerocity), name(twThickHide), name(twOnslaught)})
	for _, p := range []Seat{Player1, Observer} {
		playtest.CheckFrequencies(t, sampleCounts(t, s, p, deck), uniform(orders...))
	}
}

// reconLeftText names the discoveries still in the recon deck and counts
// its events.
func reconLeftText(d State) string {
	var out []string
	events := 0
	for _, c := range d.recon[:d.nRecon] {
		if c < eventCard {
			out = append(out, d.m().found[c].name)
		} else {
			events++
		}
	}
	slices.Sort(out)
	return fmt.Sprintf("%s + %d events", strings.Join(out, ", "), events)
}

// TestDeterminizationReconDeck (Recon Cards, Discovery Cards, Intel
// Tokens): T1 after two searches, one intel on Repair the Ferry, none on
// Warn the Harbourmaster and no special intel token on the board: the
// first search found Ferry Fuel, or the Ferry Engine whose token was since
// used (each 1/2: the same number of events drawn); Harbour Office is
// still in the deck, with eight events. With every discovery shown found
// and one card left, that card is an event, each kind with its share of
// the box's 28 (Event Cards; the events already drawn are not in the
// view).
func TestDeterminizationReconDeck(t *testing.T) {
	s := smallHands(t)
	s.spawnUp = 1<<10 - 1
	s.nRecon = 10
	s.recon = [12]uint8{2}
	for i := 1; i < 10; i++ {
		s.recon[i] = eventCard + uint8(evQuiet)
	}
	s.recon[1] = 1
	s.intel = [3]uint8{1, 0, 0}
	for _, p := range []Seat{Player1, Player2, Observer} {
		playtest.CheckFrequencies(t, sampleCounts(t, s, p, reconLeftText), map[string]float64{
			"Ferry Engine, Harbour Office + 8 events": 0.5,
			"Ferry Fuel, Harbour Office + 8 events":   0.5,
		})
	}

	s.spawnUp = 1
	s.nRecon = 1
	s.recon = [12]uint8{eventCard + uint8(evAlarm)}
	s.intel = [3]uint8{2, 1, 0}
	s.done = 0b11
	want := map[string]float64{}
	for k, n := range eventCounts {
		want[eventNames[k]] = float64(n) / float64(len(eventDeck))
	}
	last := func(d State) string {
		if c := d.recon[0]; c >= eventCard {
			return eventNames[c-eventCard]
		}
		return d.m().found[d.recon[0]].name
	}
	playtest.CheckFrequencies(t, sampleCounts(t, s, Player1, last), want)
}

// TestInfoKeyTwins (Hidden information): states that differ only in what
// a seat cannot see (the order of every deck, the recon deck's contents,
// which of a teammate's unseen cards he holds) share the seat's InfoKey;
// states that differ in what it sees (its own hand, a discard pile, the
// threat) do not.
func TestInfoKeyTwins(t *testing.T) {
	s := smallHands(t)
	s.spawnUp = 1<<12 - 1
	s.nRecon = 12
	for i := range 12 {
		s.recon[i] = eventCard + uint8(i%int(nEventKinds))
	}
	s.recon[0], s.recon[5], s.recon[9] = 0, 1, 2
	s.threat = 2
	s.twists, s.nTwists = [4]uint8{uint8(twFury)}, 1
	s.tdeck, s.nTdeck = [nTwists]uint8{0, 2, 3, 4, 5, 6, 7}, 7
	mustValid(t, s)

	twin := s
	twin.heroes[1].hand = 1 << 15 // Frank holds M16, not M14
	twin.heroes[1].deck = [maxCards]uint8{13, 14}
	twin.heroes[0].deck = [maxCards]uint8{15, 14} // Abe's deck reordered
	twin.tdeck[0], twin.tdeck[6] = twin.tdeck[6], twin.tdeck[0]
	twin.recon[0], twin.recon[11] = twin.recon[11], twin.recon[0]
	twin.recon[1] = eventCard + uint8(evAmbushElite)
	mustValid(t, twin)
	for _, p := range []Seat{Player1, Observer} {
		if Game.InfoKey(s, p) != Game.InfoKey(twin, p) {
			t.Errorf("%v: the twins' InfoKeys differ", p)
		}
	}
	if Game.InfoKey(s, Player2) == Game.InfoKey(twin, Player2) {
		t.Error("Player2: Frank's hands differ, the InfoKeys do not")
	}

	apart := s
	apart.heroes[1].disc ^= 1<<0 | 1<<13 // M01 and M14 swap places
	apart.heroes[1].hand = 1 << 0
	apart.threat = 3
	mustValid(t, apart)
	for _, p := range []Seat{Player1, Player2, Observer} {
		if Game.InfoKey(s, p) == Game.InfoKey(apart, p) {
			t.Errorf("%v: states apart share the InfoKey", p)
		}
	}
	// Every seat's key differs from every other's.
	keys := map[incursion.InfoKey]Seat{}
	for _, p := range []Seat{Player1, Player2, Observer} {
		k := Game.InfoKey(s, p)
		if q, ok := keys[k]; ok {
			t.Errorf("%v and %v share the InfoKey", p, q)
		}
		keys[k] = p
	}
}

// TestInfoKeyEncodesEveryField: the InfoKey's encoding of a state writes
// as many bytes as encoding/binary's encoding of every field (so a field
// added to State and forgotten in appendBytes fails here), and the same
// bytes.
func TestInfoKeyEncodesEveryField(t *testing.T) {
	s := smallHands(t)
	s.att.prevent = [4]uint8{1, 2, 3, 4}
	s.viewer = Observer
	want, err := binary.Append(nil, binary.LittleEndian, &s)
	if err != nil {
		t.Fatal(err)
	}
	if got := s.appendBytes(nil); !bytes.Equal(want, got) {
		t.Errorf("appendBytes writes %d bytes, encoding/binary %d:\n%x\n%x", len(got), len(want), got, want)
	}
	if len(want) != viewBytes {
		t.Errorf("viewBytes is %d, a State %d bytes", viewBytes, len(want))
	}
}

// FuzzDeterminize: any position that decodes (a full state or a view,
// mutated at random) determinizes for every seat and the observer without
// a panic or an error, into a full state that passes Validate; from a full
// state, the sample shows the seat's view.
func FuzzDeterminize(f *testing.F) {
	r := dice.New(9)
	for _, v := range []string{"", "I3/solo", "F2/3p", "T2/4p"} {
		s, _ := newVariant(v, r)
		for n := 0; !s.Over(); n++ {
			if n%11 == 0 {
				data, _ := json.Marshal(s)
				f.Add(data)
				data, _ = json.Marshal(s.View(Seat(n % 3)))
				f.Add(data)
			}
			legal := s.Actions()
			s, _, _ = Apply(s, legal[r.IntN(len(legal))], r)
		}
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		var s State
		if json.Unmarshal(data, &s) != nil {
			return
		}
		r := dice.New(uint64(len(data)))
		for _, p := range append(s.Seats(), Observer) {
			d, err := Game.Determinize(s, p, r)
			if err != nil {
				t.Fatalf("%v: %v", p, err)
			}
			if d.viewed {
				t.Fatalf("%v: the sample is a view", p)
			}
			if err := d.Validate(); err != nil {
				t.Fatalf("%v: the sample fails Validate: %v", p, err)
			}
			if want, got := s.View(p), d.View(p); !s.viewed && !playtest.Equal(want, got) {
				t.Fatalf("%v: the sample's view differs (-want +got):\n%s", p, playtest.Diff(want, got))
			}
		}
	})
}

// TestDeterminizationAttackInsteadOfAlly (Special Attacks, Attacking):
// Frank must attack an ally (F2's double) but has begun an attack on a
// monster, so every seat saw that no card of his reaches Abe; and one
// reaches the monster. Of his four unseen cards, one reaches neither, two
// reach the monster only, one reaches Abe too: his hidden hand of two is
// one of the three pairs of the first three holding a card that reaches
// the monster, 1/3 each.
func TestDeterminizationAttackInsteadOfAlly(t *testing.T) {
	s := fixture(t, "F2", Abe, Frank)
	s.cur = 1
	b := s.b()
	// Frank, a monster nearer than Abe: some range reaches the monster
	// and not Abe.
	frank, mon, abe := -1, -1, -1
	var near, mid, far []int
	for f := 0; f < nLocs && abe < 0; f++ {
		for m := 0; m < nLocs && abe < 0; m++ {
			for a := 0; a < nLocs && abe < 0; a++ {
				if b.terrain[f] == Impassible || b.terrain[m] == Impassible || b.terrain[a] == Impassible || f == m || f == a {
					continue
				}
				dm, da := b.rng[f][m], b.rng[f][a]
				near, mid, far = nil, nil, nil
				for n := range cardsPerRole {
					switch r := s.cardRange(1, n); {
					case r < dm:
						near = append(near, n)
					case r < da:
						mid = append(mid, n)
					default:
						far = append(far, n)
					}
				}
				if len(near) >= 1 && len(mid) >= 2 && len(far) >= 1 {
					frank, mon, abe = f, m, a
				}
			}
		}
	}
	if abe < 0 {
		t.Fatal("no locations for the fixture")
	}
	put(&s, 1, LocName(frank))
	put(&s, 0, LocName(abe))
	putSpecialists(&s, LocName(abe))
	place(&s, 0, LocName(mon))
	unseen := []int{near[0], mid[0], mid[1], far[0]}
	h := &s.heroes[1]
	h.hand = 1<<near[0] | 1<<mid[0]
	h.deck = [maxCards]uint8{uint8(mid[1]), uint8(far[0])}
	h.nDeck = 2
	h.disc = h.cards()
	for _, n := range unseen {
		h.disc &^= 1 << n
	}
	s.step, s.atkTarget, s.forced = stAim, 0, true
	pair := func(a, b int) string { return fmt.Sprint(cardsOf(Frank.Role(), 1<<a|1<<b)) }
	hand := func(d State) string { return fmt.Sprint(cardsOf(d.heroes[1].id.Role(), d.heroes[1].hand)) }
	playtest.CheckFrequencies(t, sampleCounts(t, s, Player1, hand),
		uniform(pair(near[0], mid[0]), pair(near[0], mid[1]), pair(mid[0], mid[1])))
}
