package nemesis

import (
	"fmt"
	"hash/fnv"
	"testing"

	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/internal/playtest"
)

// playoutDigest plays random games of variant from seeds 1..n and hashes
// every action chosen, the number listed and every event (playtest.Digest):
// a change of behaviour changes it.
func playoutDigest(t *testing.T, variant string, n uint64) (uint64, int) {
	seeds := make([]uint64, n)
	for i := range seeds {
		seeds[i] = uint64(i) + 1
	}
	d, count, err := playtest.Contract[State, Action, Event, Seat]{Game: Game, Variant: variant}.Digest(seeds...)
	if err != nil {
		t.Fatal(err)
	}
	return d, count
}

// TestPlayoutDigest pins the behaviour of random playouts of every
// variant, so that work on speed (issue 10) cannot change the rules
// unnoticed. A deliberate rules change updates the digests and is named
// here: Trading, a token on a Bandolier's gray slot given or asked for
// alone and a received token placed on a gray slot when the belt is full
// (TestTradingBandolierTokens; "", coop, deadly, 3p, 5p and the trace);
// Restoring Health, the Medical Robot restoring 1 of its 2 by choice
// (TestRestoringHealthFewerMedicalRobot; coop, 5p); Trading, exchanges
// where neither Character has room for a transfer alone
// (TestTradingExchange; "", coop, deadly, 3p, 5p and the trace); Heavy
// Items and Armor Items, a Trade's receiver accepting by first discarding
// a held Item or the worn Armor (TestTradingHeavyItemsFirstDiscard,
// TestTradingArmorFirstDiscard; all but solo, and the trace); Choosing an
// Objective after the second Action, the player deciding before the Turn
// passes on (TestChoosingAnObjectiveAfterTheSecondAction; "", deadly, 2p,
// 3p, 5p and the trace); issue 20: Component Limits, an effect taking from
// an empty supply chosen and resolving with nothing
// (TestComponentLimits_EmptySupplyResolvesWithNothing), Use Any Tactical
// Gear going on after a Grenade's Hits
// (TestUseAnyTacticalGear_SecondGrenadeInTheSameAction), the Suffocating
// token discarded after Fire Damage
// (TestOxygen_SuffocatingEndsTheTurnInFire), the Objective chosen at the
// End of the Game (TestEndOfTheGame_UnchosenObjectiveIsChosen) ("", coop,
// deadly, 3p, 5p). Not a rule: the log's articles, "an Adult token",
// "an Adult (x5) appeared" (second audit, D2-11; every digest and the
// trace, the events' text only).
func TestPlayoutDigest(t *testing.T) {
	for _, c := range []struct {
		variant string
		want    uint64
	}{
		{"", 0x37952008566030e6},
		{"coop", 0x56322af96877e16b},
		{"deadly", 0x38319b575d6bb48c},
		{"solo", 0xefe320fde226a16c},
		{"2p", 0xcdfa0d9937461846},
		{"3p", 0x675bdfc17cadc9e0},
		{"5p", 0x5d4cda8533159338},
	} {
		n := uint64(20)
		if testing.Short() {
			n = 3
		}
		d, count := playoutDigest(t, c.variant, n)
		t.Logf("%q: digest %#x over %d actions", c.variant, d, count)
		if !testing.Short() && d != c.want {
			t.Errorf("%q: digest %#x, want %#x", c.variant, d, c.want)
		}
	}
}

// TestPlayoutTrace pins more than the digest: every action listed and the
// whole state (its JSON) after every action, over a few games of the
// standard game, so that a state shared between two positions by mistake
// (copy-on-write) shows.
func TestPlayoutTrace(t *testing.T) {
	if testing.Short() {
		t.Skip("long")
	}
	h := fnv.New64a()
	count := 0
	for seed := uint64(1); seed <= 8; seed++ {
		r := dice.New(seed)
		s, err := New(Config{}, r)
		if err != nil {
			t.Fatal(err)
		}
		var hist []State
		for !s.Over() {
			as := s.Actions()
			fmt.Fprintln(h, as)
			a := as[r.IntN(len(as))]
			next, ev, err := Apply(s, a, r)
			if err != nil {
				t.Fatal(err)
			}
			fmt.Fprintln(h, a, ev)
			hist = append(hist, s)
			s = next
			count++
		}
		// Every earlier state is hashed after the game is over: a later
		// Apply that wrote into a shared pile shows here.
		for _, s := range hist {
			b, err := s.MarshalJSON()
			if err != nil {
				t.Fatal(err)
			}
			h.Write(b)
		}
	}
	d := h.Sum64()
	t.Logf("trace %#x over %d actions", d, count)
	if want := uint64(0x26f3581a3a08dae6); d != want { // the position in words (nempos), the Trading and Medical Robot rules (nemrules), Trading with a first discard and the Objective after the second Action (nemrules3), the log's articles (D2-11)
		t.Errorf("trace %#x, want %#x", d, want)
	}
}
