package spyordie

import (
	"github.com/incursion/incursion/internal/playtest"
	"testing"

	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/geom"
)

// setUp plays the Set-Up with fixed choices: the Boss at (10,2), a
// Technician at (2,9), Sentries at (13,7) and (20,15), Cameras on the
// first four junctions, the Secret Passage at (3,5); Intruder k is agents[k]
// with talents[k] and items[k], on Agent Start square k; order I1, I2, I3.
// The Intelligence and Doomsday shuffles use the identity (scripted).
func setUp(t *testing.T, agents []AgentID, talents []Talent, items []Item) State {
	t.Helper()
	n := len(agents)
	r, err := RigSetUp(nil, nil) // marker k in the k-th room, parts 0..5
	if err != nil {
		t.Fatal(err)
	}
	s, err := New(Config{Intruders: n}, r)
	if err != nil {
		t.Fatal(err)
	}
	acts := []Action{PlaceBoss{geom.Pt(10, 2)}, PlaceStarter{Technician, geom.Pt(2, 9)}}
	sentries := []geom.Point{geom.Pt(13, 7), geom.Pt(20, 15), geom.Pt(4, 7)}
	for k := 0; k < n; k++ {
		acts = append(acts, PlaceSentry{sentries[k]})
	}
	acts = append(acts, PlaceCamera{geom.Pt(0, 0)}, PlaceCamera{geom.Pt(0, 7)}, PlaceCamera{geom.Pt(0, 14)}, PlaceCamera{geom.Pt(0, 21)},
		PlacePassage{geom.Pt(3, 5)})
	for k := 0; k < n; k++ {
		f := Fig(k)
		acts = append(acts, ChooseAgent{f, agents[k]}, ChooseTalent{f, talents[k]}, ChooseItem{f, items[k]}, PlaceAgent{f, geom.Pt(11+k, 23)})
	}
	if n > 1 {
		o := Order{}
		for k := 0; k < n; k++ {
			o.Figs = append(o.Figs, Fig(k))
		}
		acts = append(acts, o)
	}
	for _, a := range acts {
		s = mustApply(t, s, a, dice.Script())
	}
	return s
}

// mustApply applies a legal action and checks the state stays valid.
func mustApply(t *testing.T, s State, a Action, r dice.Roller) State {
	t.Helper()
	next, _, err := Apply(s, a, r)
	if err != nil {
		t.Fatalf("%v: %v", a, err)
	}
	if err := next.Validate(); err != nil {
		t.Fatalf("after %v: %v", a, err)
	}
	return next
}

// play applies actions with scripted faces and checks every face was used.
func play(t *testing.T, s State, faces []int, acts ...Action) (State, []Event) {
	t.Helper()
	r := dice.Script(faces...)
	var all []Event
	for _, a := range acts {
		next, ev, err := Apply(s, a, r)
		if err != nil {
			t.Fatalf("%v: %v", a, err)
		}
		if err := next.Validate(); err != nil {
			t.Fatalf("after %v: %v", a, err)
		}
		s = next
		all = append(all, ev...)
	}
	if r.Remaining() != 0 {
		t.Fatalf("%d scripted faces left unused", r.Remaining())
	}
	return s, all
}

func wantIllegal(t *testing.T, s State, a Action) {
	t.Helper()
	playtest.AssertIllegal(t, Rules, s, a)
}

func sqOf(s *State, x, y int) int16 { return s.sq(geom.Pt(x, y)) }

// put moves figure f to (x,y).
func put(s *State, f Fig, x, y int) {
	q := sqOf(s, x, y)
	if f.Intruder() {
		s.intr[f].Sq = q
		if s.intr[f].Status == Waiting && s.bd().room[q] != Outside {
			s.intr[f].Status = InBase
			s.entered = true
			s.locked &^= 1
		}
		return
	}
	m := &s.mins[f-B]
	if m.State == offBoard {
		m.State = standing
	}
	m.Sq = q
}

// startTurn makes it Intruder k's turn again (after moving figures around).
func startTurn(s *State, k int) {
	s.np, s.pend = 0, [6]frame{}
	s.mv = move{}
	s.phase = phIntruder
	for i := range s.order[:s.n] {
		if int(s.order[i]) == k {
			s.sub = uint8(i)
		}
	}
	s.round = 2
	s.startIntruder(k)
}

// startMinions makes it the given Minion type's turn in Phase 2.
func startMinionsOf(s *State, k Kind) {
	s.np, s.pend = 0, [6]frame{}
	s.mv = move{}
	s.phase = phMinions
	s.group = k
	s.actor = NoFig
	for i := range s.mins {
		s.mins[i].Acts = 0
	}
}

func hasAction(acts []Action, a Action) bool {
	for _, b := range acts {
		if b == a {
			return true
		}
	}
	return false
}

// kernel runs f on the kernel of s (as Apply does) and keeps the state it
// builds; it returns the events f emitted.
func kernel(s *State, f func(g *game)) []Event {
	g := game{State: *s, r: dice.Script()}
	f(&g)
	*s = g.State
	return g.ev
}
