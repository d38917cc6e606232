package incursion_test

import (
	"errors"
	"fmt"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/incursion/incursion"
)

var nimShape = []int{9}

// nimLearning is nim's action space (take 1 = id 0, take 2 = id 1) and a
// tensor of the pile (7 one-hot values) and the seat to move.
var nimLearning = incursion.Learning[nim, take, seat]{
	NumActions: func(nim) int { return 2 },
	ActionID: func(_ nim, a take) (int, error) {
		if a != 1 && a != 2 {
			return 0, fmt.Errorf("no id for %v", a)
		}
		return int(a) - 1, nil
	},
	ActionOf:         func(_ nim, _ seat, id int) (take, error) { return take(id + 1), nil },
	ObservationShape: func(nim) []int { return nimShape },
	Observation: func(s nim, p seat, dst []float32) {
		if s.Pile > 0 {
			dst[s.Pile-1] = 1
		}
		dst[7+int(s.Turn)] = 1
	},
}

func TestLearningUnsupported(t *testing.T) {
	s, _ := nimGame.New("", nil)
	_, e1 := nimGame.NumActions(s)
	_, e2 := nimGame.ActionID(s, 1)
	_, e3 := nimGame.ActionOf(s, seatA, 0)
	_, e4 := nimGame.LegalMask(s, seatA, nil)
	_, e5 := nimGame.ObservationShape(s)
	_, e6 := nimGame.Observation(s, seatA, nil)
	for i, err := range []error{e1, e2, e3, e4, e5, e6} {
		if !errors.Is(err, errors.ErrUnsupported) {
			t.Errorf("method %d: %v, want ErrUnsupported", i+1, err)
		}
	}
}

func TestLearning(t *testing.T) {
	d := nimDef
	d.Learning = nimLearning
	g := incursion.Define(d)
	s, _ := g.New("", nil)
	if n, err := g.NumActions(s); n != 2 || err != nil {
		t.Fatalf("NumActions = %d, %v", n, err)
	}
	mask, err := g.LegalMask(s, seatA, make([]bool, 5))
	if err != nil || !cmp.Equal(mask, []bool{true, true}) {
		t.Errorf("LegalMask(A) = %v, %v", mask, err)
	}
	mask, _ = g.LegalMask(s, seatB, mask)
	if !cmp.Equal(mask, []bool{false, false}) {
		t.Errorf("LegalMask(B) = %v (B is not to move)", mask)
	}
	if _, err := g.ActionOf(s, seatA, 2); err == nil {
		t.Error("ActionOf(2): no error")
	}
	if a, err := g.ActionOf(s, seatA, 1); a != 2 || err != nil {
		t.Errorf("ActionOf(1) = %v, %v", a, err)
	}
	dst := make([]float32, 9)
	dst[0] = 5
	obs, _ := g.Observation(s, seatA, dst)
	if want := []float32{0, 0, 0, 0, 0, 0, 1, 1, 0}; !cmp.Equal(obs, want) || &obs[0] != &dst[0] {
		t.Errorf("Observation = %v, want %v in dst", obs, want)
	}
	if allocs := testing.AllocsPerRun(100, func() { obs, _ = g.Observation(s, seatA, obs) }); allocs != 0 {
		t.Errorf("Observation allocates %v times with a reused dst", allocs)
	}
	shape, _ := g.ObservationShape(s)
	shape[0] = 0 // the caller's copy
	if again, _ := g.ObservationShape(s); again[0] != 9 {
		t.Error("ObservationShape shares its slice")
	}
}

func TestSetLearning(t *testing.T) {
	g := incursion.Define(nimDef)
	if err := incursion.SetLearning(g, incursion.Learning[nim, take, seat]{NumActions: nimLearning.NumActions}); err == nil {
		t.Error("SetLearning with functions missing: no error")
	}
	if err := incursion.SetLearning(g, nimLearning); err != nil {
		t.Fatal(err)
	}
	s, _ := g.New("", nil)
	if n, err := g.NumActions(s); n != 2 || err != nil {
		t.Errorf("NumActions after SetLearning = %d, %v", n, err)
	}
}
