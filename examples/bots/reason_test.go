package bots

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/incursion/incursion"
	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/fireteam"
	"github.com/incursion/incursion/hive"
	"github.com/incursion/incursion/nemesis"
	"github.com/incursion/incursion/sabotage"
	"github.com/incursion/incursion/spyordie"
)

// TestReasonRevealsNothing: Match.Reason tells a seat Legal's reason for
// refusing an action only when every state the seat cannot tell apart
// refuses it with the same words; otherwise only that the action is not
// one of the seat's. The actions tried are those a sample drawn from the
// seat's view lists but the true state refuses (where a reason could tell
// a secret), and actions the seat could take earlier in the game that are
// refused now. Fixed seeds: a failure replays.
func TestReasonRevealsNothing(t *testing.T) {
	var told, hidden int
	add := func(a, b int) { told += a; hidden += b }
	t.Run("spyordie", func(t *testing.T) { add(checkReason(t, spyordie.Game, 2)) })
	t.Run("sabotage", func(t *testing.T) { add(checkReason(t, sabotage.Game, 1)) })
	t.Run("hive", func(t *testing.T) { add(checkReason(t, hive.Game, 1)) })
	t.Run("nemesis", func(t *testing.T) { add(checkReason(t, nemesis.Game, 1)) })
	t.Run("fireteam", func(t *testing.T) { add(checkReason(t, fireteam.Game, 2)) })
	t.Logf("reasons told %d, kept back %d", told, hidden)

	// A game that cannot draw states from a view (the toy zz-secret of
	// registry_test.go) keeps every reason back.
	g, ok := Lookup("zz-secret")
	if !ok {
		t.Fatal("zz-secret is not registered")
	}
	m, err := g.New(1)
	if err != nil {
		t.Fatal(err)
	}
	err = m.Reason("North", "take 7")
	if lerr := m.Legal("North", "take 7"); err == nil || err.Error() == lerr.Error() || !errors.Is(err, incursion.ErrIllegal) ||
		!strings.Contains(err.Error(), `"take 7" is not one of North's legal actions now`) {
		t.Errorf("Reason in a game with no determinizer = %v; Legal says %v", err, lerr)
	}
	if err := m.Reason("North", "TAKE 1"); err != nil {
		t.Errorf("Reason(%q), a listed action in capitals: %v", "TAKE 1", err)
	}
	if err := m.Reason("North", "fly"); err == nil || errors.Is(err, incursion.ErrIllegal) {
		t.Errorf("Reason of a text that does not parse = %v, want the parse error", err)
	}
}

func checkReason[S any, A, E fmt.Stringer, P incursion.Seat](t *testing.T, g incursion.Game[S, A, E, P], games int) (told, hidden int) {
	t.Helper()
	for seed := uint64(1); seed <= uint64(games); seed++ {
		s, err := g.New("", dice.New(seed))
		if err != nil {
			t.Fatal(err)
		}
		r := dice.New(seed)
		earlier := map[P][]A{}
		for step := 0; step < 400 && !g.Over(s); step++ {
			movers := g.ToMove(s)
			p := movers[r.IntN(len(movers))]
			if step%7 == 3 {
				sample, err := g.Determinize(g.View(s, p), p, dice.New(seed*1000+uint64(step)))
				if err != nil {
					t.Fatalf("seed %d step %d: determinize: %v", seed, step, err)
				}
				tried := 0
				old := earlier[p]
				candidates := append(g.ActionsFor(sample, p), old[max(0, len(old)-40):]...)
				for _, a := range candidates {
					lerr := g.Legal(s, a)
					if lerr == nil || tried >= 4 {
						continue
					}
					tried++
					m := &genericMatch[S, A, E, P]{generic: generic[S, A, E, P]{g: g}, s: s, n: step}
					got := m.Reason(p.String(), a.String())
					switch {
					case got == nil || !errors.Is(got, incursion.ErrIllegal):
						t.Errorf("seed %d step %d: Reason(%s, %q) = %v, want an illegal action", seed, step, p, a, got)
					case got.Error() == lerr.Error():
						told++
						// Told: fresh samples of the seat's view agree.
						rr := dice.New(^seed + uint64(step))
						for range 8 {
							x, err := g.Determinize(g.View(s, p), p, rr)
							if err != nil {
								t.Fatal(err)
							}
							if xerr := g.Legal(x, a); xerr == nil || xerr.Error() != lerr.Error() {
								t.Errorf("seed %d step %d: %s told %q for %q, but a state it cannot tell apart says %v", seed, step, p, lerr, a, xerr)
								break
							}
						}
					case strings.Contains(got.Error(), "is not one of "+p.String()+"'s legal actions now"):
						hidden++
					default:
						t.Errorf("seed %d step %d: Reason(%s, %q) = %q: neither Legal's %q nor the secret form", seed, step, p, a, got, lerr)
					}
				}
			}
			legal := g.ActionsFor(s, p)
			earlier[p] = append(earlier[p], legal[r.IntN(len(legal))])
			next, _, err := g.Apply(s, legal[r.IntN(len(legal))], r)
			if err != nil {
				t.Fatalf("seed %d step %d: %v", seed, step, err)
			}
			s = next
		}
	}
	return told, hidden
}
