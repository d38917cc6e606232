package playtest_test

import (
	"fmt"
	"hash/fnv"
	"slices"
	"strings"
	"testing"

	"github.com/incursion/incursion"
	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/internal/playtest"
	"pgregory.net/rapid"
)

func duelContract(d duelRules) playtest.Contract[duel, dmove, devent, dseat] {
	return playtest.Contract[duel, dmove, devent, dseat]{Game: d.game(), Hidden: true, ViewEvery: 1,
		IsView: func(s duel) bool { return s.Viewer != fullState }}
}

func TestCheckContractDuel(t *testing.T) {
	playtest.CheckContract(t, duelRules{}.game(), 1, 2, 3, 4, 5)
	duelContract(duelRules{}).Check(t, 6, 7, 8)
}

func TestCheckContractRapidDuel(t *testing.T) {
	playtest.CheckContractRapid(t, duelRules{}.game())
	duelContract(duelRules{}).Rapid(t)
}

// TestContractCatches proves that each broken variant of the duel fails
// Run with the right complaint.
func TestContractCatches(t *testing.T) {
	for _, tc := range []struct {
		name string
		d    duelRules
		want string
	}{
		{"movers after the end", duelRules{overMovers: true}, "ToMove must be empty exactly when the game is over"},
		{"wrong owner", duelRules{wrongOwner: true}, "but Owner says A"},
		{"playable view", duelRules{playableView: true}, "a view is for reading"},
		{"lossy view", duelRules{lossyView: true}, "the JSON round trip changed View"},
		{"observer sees all", duelRules{observerFull: true}, "View(s, Observer()) is the full state, but View(s, A) is not"},
		{"no hidden information", duelRules{noViews: true}, "View(s, Observer()) is the full state of a game with hidden information"},
		{"bad parse", duelRules{badParse: true}, `ParseAction("B takes 2") reads "B takes 1"`},
		{"case-sensitive seats", duelRules{caseSeat: true}, `ParseSeat("a") of seat A`},
		{"public form leaks", duelRules{publicLeak: true}, "does not see it, but its public form is the same text"},
		{"observer sees secret events", duelRules{spyObserver: true}, "the observer sees it, but B does not"},
		{"owner blind to its action", duelRules{blindOwner: true}, "A does not see its own action A picks 1"},
		{"result late", duelRules{resultLate: true}, "but Result(s).Over is false"},
		{"view lists another order", duelRules{viewOrder: true}, "Actions(View(s, A)) = [A picks 3 A picks 2 A picks 1]"},
		{"seats and returns", duelRules{wrongReturns: true}, "is not a seat of [A]"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c := duelContract(tc.d)
			var errs []string
			for seed := range uint64(10) {
				if err := c.Run(seed); err != nil {
					errs = append(errs, err.Error())
				}
			}
			if len(errs) == 0 {
				t.Fatalf("Run found nothing wrong in 10 games; want %q", tc.want)
			}
			if !slices.ContainsFunc(errs, func(e string) bool { return strings.Contains(e, tc.want) }) {
				t.Errorf("Run errors do not mention %q; first: %s", tc.want, errs[0])
			}
		})
	}
}

func TestContractNoGame(t *testing.T) {
	if err := (playtest.Contract[duel, dmove, devent, dseat]{}).Run(1); err == nil {
		t.Error("Run of an empty Contract: no error")
	}
}

func TestCheckConverseDuel(t *testing.T) {
	playtest.CheckConverse(t, duelRules{}.game(), 1, 2, 3)
}

func TestConverseCatches(t *testing.T) {
	c := duelContract(duelRules{loose: true})
	found := false
	for seed := range uint64(10) {
		if err := c.Converse(seed); err != nil {
			if !strings.Contains(err.Error(), "takes 3 passes Legal but is not in Actions") {
				t.Fatalf("Converse = %v", err)
			}
			found = true
		}
	}
	if !found {
		t.Error("Converse did not find that Legal accepts takes 3")
	}
	// A game that lists one action per class of equivalent ones passes
	// with Canonical: here "takes 3" stands for "takes 2".
	c.Canonical = func(_ duel, m dmove) dmove {
		if m.Take && m.N == 3 {
			m.N = 2
		}
		return m
	}
	for seed := range uint64(10) {
		if err := c.Converse(seed); err != nil {
			t.Errorf("Converse with Canonical = %v", err)
		}
	}
}

type probe struct {
	N     int
	Seat  dseat
	On    bool
	Name  string
	Sq    [2]int8
	inner struct{ K uint8 }
	Many  []int
}

func TestPerturb(t *testing.T) {
	a := probe{N: 5, Seat: seatB, Name: "x", Sq: [2]int8{0, 127}, Many: []int{1}}
	a.inner.K = 0
	got := []string{}
	for _, b := range playtest.Perturb(a, 3) {
		got = append(got, fmt.Sprintf("%v %v %v %v %d", b.N, int(b.Seat), b.On, b.Sq, b.inner.K))
	}
	want := []string{
		"4 1 false [0 127] 0", "6 1 false [0 127] 0", // N ±1
		"5 0 false [0 127] 0", "5 2 false [0 127] 0", // Seat ±1, then 0..2 (all seen)
		"5 1 true [0 127] 0",                          // On flipped
		"5 1 false [-1 127] 0", "5 1 false [1 127] 0", // Sq[0] ±1
		"5 1 false [0 126] 0", // Sq[1]: 128 overflows
		"5 1 false [0 127] 1", // inner.K: no -1 for an unsigned 0
	}
	if !slices.Equal(got, want) {
		t.Errorf("Perturb:\n got %q\nwant %q", got, want)
	}
	// Through an interface: the dynamic value is perturbed.
	var s fmt.Stringer = dmove{seatA, true, 2}
	var texts []string
	for _, b := range playtest.Perturb(s, 2) {
		texts = append(texts, b.String())
	}
	if want := []string{"observer takes 2", "B takes 2", "A picks 2", "A takes 1", "A takes 3"}; !slices.Equal(texts, want) {
		t.Errorf("Perturb of an interface: %q, want %q", texts, want)
	}
}

func TestMutateJSON(t *testing.T) {
	doc := []byte(`{"b":[1,true],"a":null,"s":"x","n":18014416763289623}`)
	// Sites in order: .a, .b[0] (element), .b[0], .b[1] (element), .b[1], .n
	for _, c := range []struct {
		site uint32
		op   uint8
		want string
		what string
	}{
		{0, 0, `{"a":0,"b":[1,true],"n":18014416763289623,"s":"x"}`, ".a: null -> 0"},
		{0, 1, `{"a":false,"b":[1,true],"n":18014416763289623,"s":"x"}`, ".a: null -> false"},
		{1, 0, `{"a":null,"b":[true],"n":18014416763289623,"s":"x"}`, "dropped .b[0]"},
		{1, 1, `{"a":null,"b":[1,1,true],"n":18014416763289623,"s":"x"}`, "duplicated .b[0]"},
		{2, 0, `{"a":null,"b":[2,true],"n":18014416763289623,"s":"x"}`, ".b[0]: 1 -> 2"},
		{2, 2, `{"a":null,"b":[-7,true],"n":18014416763289623,"s":"x"}`, ".b[0]: 1 -> -7"},
		{2, 3, `{"a":null,"b":[null,true],"n":18014416763289623,"s":"x"}`, ".b[0]: 1 -> null"},
		{4, 0, `{"a":null,"b":[1,false],"n":18014416763289623,"s":"x"}`, ".b[1]: true -> false"},
		{5, 1, `{"a":null,"b":[1,true],"n":18014416763289622,"s":"x"}`, ".n: 18014416763289623 -> 18014416763289622"},
		{11, 1, `{"a":null,"b":[1,true],"n":18014416763289622,"s":"x"}`, ".n: 18014416763289623 -> 18014416763289622"},
	} {
		got, what := playtest.MutateJSON(doc, c.site, c.op, -7)
		if string(got) != c.want || what != c.what {
			t.Errorf("site %d op %d: %s (%s), want %s (%s)", c.site, c.op, got, what, c.want, c.what)
		}
	}
	if got, what := playtest.MutateJSON([]byte(`{"x`), 1, 1, 1); string(got) != `{"x` || what != "unchanged" {
		t.Errorf("not JSON: %s, %s", got, what)
	}
}

// TestCheckState: a state the toy cannot handle (a pile below zero, which
// only the duel's decoder rules out) is caught, and a view is read-only.
func TestCheckState(t *testing.T) {
	good, bad := duelContract(duelRules{}), duelContract(duelRules{panicky: true})
	s := duel{Pile: -1, Turn: seatA, Viewer: fullState}
	if err := good.CheckState(s); err != nil {
		t.Errorf("CheckState of the good toy: %v", err)
	}
	if err := bad.CheckState(s); err == nil || !strings.Contains(err.Error(), "Draw(s, A) panics") {
		t.Errorf("CheckState = %v, want Draw's panic", err)
	}
	// A view is no full state: its actions are rejected.
	v := duelRules{}.view(duel{Pile: 4, Turn: seatA, Viewer: fullState}, seatB)
	if err := good.CheckState(v); err != nil {
		t.Errorf("CheckState of a view: %v", err)
	}
	// Without IsView, a view is known by View leaving it as it is.
	if err := (playtest.Contract[duel, dmove, devent, dseat]{Game: duelRules{}.game()}).CheckState(v); err != nil {
		t.Errorf("CheckState of a view, without IsView: %v", err)
	}
	if err := duelContract(duelRules{playableView: true}).CheckState(duel{Pile: 4, Turn: seatA, Viewer: seatA}); err == nil {
		t.Error("CheckState of a playable view: no error")
	}
	// A stuck state.
	stuck := duelContract(duelRules{})
	stuck.Game = incursion.Define(incursion.Def[duel, dmove, devent, dseat]{
		Name: "stuck", Title: "Stuck",
		New:     func(string, dice.Roller) (duel, error) { return duel{}, nil },
		Actions: func(duel) []dmove { return nil }, Legal: duelRules{}.legal, Apply: duelRules{}.apply,
		Over: func(duel) bool { return false }, Seats: func(duel) []dseat { return []dseat{seatA} },
		ToMove: func(duel) []dseat { return []dseat{seatA} }, Result: duelRules{}.result,
		View: duelRules{}.view, Observer: spectator, Draw: func(duel) string { return "" },
		ParseSeat: func(string) (dseat, error) { return 0, nil }, ParseAction: func(string) (dmove, error) { return dmove{}, nil },
	})
	if err := stuck.CheckState(duel{Pile: 1, Viewer: fullState}); err == nil || !strings.Contains(err.Error(), "not over, but Actions is empty") {
		t.Errorf("CheckState of a stuck game = %v", err)
	}
}

func FuzzDuelState(f *testing.F) {
	duelContract(duelRules{}).FuzzState(f, 1, 2, 3)
}

func FuzzDuelContract(f *testing.F) {
	f.Fuzz(rapid.MakeFuzz(duelContract(duelRules{}).Property()))
}

// TestDigest: the digest is what hive's golden test computes by hand.
func TestDigest(t *testing.T) {
	g := duelRules{}.game()
	h := fnv.New64a()
	count := 0
	for seed := uint64(1); seed <= 5; seed++ {
		s, _ := g.New("", dice.New(seed))
		r := dice.New(seed)
		for !g.Over(s) {
			as := g.Actions(s)
			fmt.Fprintln(h, len(as))
			a := as[r.IntN(len(as))]
			next, ev, err := g.Apply(s, a, r)
			if err != nil {
				t.Fatal(err)
			}
			fmt.Fprintln(h, a, ev)
			s = next
			count++
		}
	}
	d, n, err := playtest.Digest(g, 1, 2, 3, 4, 5)
	if err != nil || d != h.Sum64() || n != count {
		t.Errorf("Digest = %#x, %d, %v; want %#x, %d", d, n, err, h.Sum64(), count)
	}
	if d2, _, _ := playtest.Digest(g, 1, 2, 3, 4, 6); d2 == d {
		t.Error("another seed gave the same digest")
	}
}

// TestDeterminize: the duel's determinizations keep each seat's view, and
// the two broken determinizers are caught.
func TestDeterminize(t *testing.T) {
	c := duelContract(duelRules{})
	c.CheckDeterminize(t, 1, 2, 3, 4, 5)
	for _, tc := range []struct {
		name string
		d    duelRules
		want string
	}{
		{"forgets a pick", duelRules{peekSample: true}, "the sample's view differs"},
		{"returns the view", duelRules{viewSample: true}, "the sample is a view"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var err error
			for seed := uint64(1); seed <= 5 && err == nil; seed++ {
				err = duelContract(tc.d).Determinize(seed)
			}
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("got %v, want an error containing %q", err, tc.want)
			}
		})
	}
}
