package dice

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestPool(t *testing.T) {
	s := Script(1, 4, 6, 5)
	got := Pool(s, 4, 6)
	if diff := cmp.Diff([]int{1, 4, 6, 5}, got); diff != "" {
		t.Errorf("Pool (-want +got):\n%s", diff)
	}
	if s.Remaining() != 0 {
		t.Errorf("Remaining() = %d, want 0", s.Remaining())
	}
	if got := Pool(Script(), 0, 6); len(got) != 0 {
		t.Errorf("Pool of 0 dice = %v, want empty", got)
	}
	if got := Pool(Script(), -2, 6); len(got) != 0 {
		t.Errorf("Pool of -2 dice = %v, want empty", got)
	}
}

func TestCounting(t *testing.T) {
	faces := []int{1, 4, 6, 3, 5}
	for _, tc := range []struct {
		name      string
		got, want int
	}{
		{"CountAtLeast 4", CountAtLeast(faces, 4), 3},
		{"CountAtLeast 6", CountAtLeast(faces, 6), 1},
		{"CountAtLeast 7", CountAtLeast(faces, 7), 0},
		{"CountAtLeast 1", CountAtLeast(faces, 1), 5},
		{"CountAtMost 3", CountAtMost(faces, 3), 2},
		{"Sum", Sum(faces), 19},
		{"Sum of none", Sum(nil), 0},
		{"Highest", Highest(faces), 6},
		{"Lowest", Lowest(faces), 1},
		{"Highest of none", Highest(nil), 0},
		{"Lowest of none", Lowest(nil), 0},
	} {
		if tc.got != tc.want {
			t.Errorf("%s = %d, want %d", tc.name, tc.got, tc.want)
		}
	}
}

// TestSuccessesMatchesPool: Successes makes the calls Pool makes and counts
// what CountAtLeast counts.
func TestSuccessesMatchesPool(t *testing.T) {
	for seed := range uint64(50) {
		a, b := New(seed), New(seed)
		n, sides, th := int(seed%4)+1, 6, int(seed%6)+1
		want := CountAtLeast(Pool(a, n, sides), th)
		if got := Successes(b, n, sides, th); got != want {
			t.Errorf("seed %d: Successes = %d, want %d", seed, got, want)
		}
		if !a.Equal(b) {
			t.Errorf("seed %d: Successes and Pool made different calls", seed)
		}
	}
	if got := Successes(Script(4, 3, 6), 3, 6, 4); got != 2 {
		t.Errorf("Successes(4,3,6 on 4+) = %d, want 2", got)
	}
}

func BenchmarkIntN(b *testing.B) {
	r := New(1)
	b.ReportAllocs()
	for b.Loop() {
		r.IntN(6)
	}
}

func BenchmarkPool(b *testing.B) {
	r := New(1)
	b.ReportAllocs()
	for b.Loop() {
		Pool(r, 3, 6)
	}
}

func BenchmarkSuccesses(b *testing.B) {
	r := New(1)
	b.ReportAllocs()
	for b.Loop() {
		Successes(r, 3, 6, 4)
	}
}

func TestIntNAllocatesNothing(t *testing.T) {
	r := New(1)
	var roller Roller = r
	if a := testing.AllocsPerRun(1000, func() { roller.IntN(6) }); a != 0 {
		t.Errorf("IntN allocates %v times per call, want 0", a)
	}
	if a := testing.AllocsPerRun(1000, func() { Successes(roller, 3, 6, 4) }); a != 0 {
		t.Errorf("Successes allocates %v times per call, want 0", a)
	}
}
