package dice

import (
	"encoding/json"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// Rollers the package promises to satisfy Roller.
var (
	_ Roller = (*rand.Rand)(nil)
	_ Roller = (*Rand)(nil)
	_ Roller = (*Scripted)(nil)
	_ Roller = (*Recorder)(nil)
)

// TestNewGolden pins the first rolls of New(1): any change to the generator
// or to the IntN mapping changes every saved game and every seeded test of
// the module, so it must be deliberate.
func TestNewGolden(t *testing.T) {
	r := New(1)
	got := make([]int, 20)
	for i := range got {
		got[i] = r.IntN(6)
	}
	want := []int{3, 0, 4, 0, 5, 1, 3, 3, 5, 3, 3, 3, 4, 0, 4, 5, 0, 3, 3, 4}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("New(1).IntN(6) sequence (-want +got):\n%s", diff)
	}
}

func TestNewSameSeedSameSequence(t *testing.T) {
	a, b, c := New(99), New(99), New(100)
	same, differ := true, false
	for range 100 {
		x, y, z := a.IntN(1000), b.IntN(1000), c.IntN(1000)
		same = same && x == y
		differ = differ || x != z
	}
	if !same {
		t.Error("two Rands with seed 99 gave different sequences")
	}
	if !differ {
		t.Error("seeds 99 and 100 gave the same 100 rolls")
	}
}

func TestIntNRange(t *testing.T) {
	r := New(3)
	for _, n := range []int{1, 2, 3, 6, 7, 12, 1 << 20, 1<<31 - 1} {
		for range 1000 {
			if v := r.IntN(n); v < 0 || v >= n {
				t.Fatalf("IntN(%d) = %d, outside [0, %d)", n, v, n)
			}
		}
	}
}

func TestIntNPanicsOnNonPositive(t *testing.T) {
	for _, n := range []int{0, -1} {
		msg := panicMessage(func() { New(1).IntN(n) })
		if !strings.Contains(msg, "must be positive") {
			t.Errorf("IntN(%d) panic = %q, want a message saying n must be positive", n, msg)
		}
	}
}

// TestNewChiSquare checks that New is uniform over d6 and d7 (a d7 exercises
// the rejection path of the mapping): 60,000 draws with a fixed seed, against
// the 0.001 critical value of chi-square (20.515 for 5 degrees of freedom,
// 22.458 for 6). With a fixed seed the test is deterministic; it fails only
// if the generator or the mapping is biased (or changed to an unlucky seed).
func TestNewChiSquare(t *testing.T) {
	for _, tc := range []struct {
		n        int
		critical float64
	}{{6, 20.515}, {7, 22.458}} {
		const draws = 60000
		r := New(2026)
		counts := make([]int, tc.n)
		for range draws {
			counts[r.IntN(tc.n)]++
		}
		expected := float64(draws) / float64(tc.n)
		chi := 0.0
		for _, c := range counts {
			d := float64(c) - expected
			chi += d * d / expected
		}
		if chi > tc.critical {
			t.Errorf("IntN(%d): chi-square %.3f > %.3f (counts %v)", tc.n, chi, tc.critical, counts)
		}
	}
}

// rollsOf returns the next k answers of IntN(6) from r.
func rollsOf(r Roller, k int) []int {
	out := make([]int, k)
	for i := range out {
		out[i] = r.IntN(6)
	}
	return out
}

func TestRandJSONRoundTrip(t *testing.T) {
	for _, drawn := range []int{0, 1, 17} {
		r := New(5)
		rollsOf(r, drawn)
		data, err := json.Marshal(r)
		if err != nil {
			t.Fatal(err)
		}
		var back Rand
		if err := json.Unmarshal(data, &back); err != nil {
			t.Fatalf("after %d draws: unmarshal %s: %v", drawn, data, err)
		}
		if !back.Equal(r) {
			t.Errorf("after %d draws: restored state differs", drawn)
		}
		if diff := cmp.Diff(rollsOf(r, 30), rollsOf(&back, 30)); diff != "" {
			t.Errorf("after %d draws: rolls after JSON round trip (-want +got):\n%s", drawn, diff)
		}
	}
}

func TestRandBinaryRoundTrip(t *testing.T) {
	for _, drawn := range []int{0, 1, 17} {
		r := New(5)
		rollsOf(r, drawn)
		data, err := r.MarshalBinary()
		if err != nil {
			t.Fatal(err)
		}
		back := New(0)
		if err := back.UnmarshalBinary(data); err != nil {
			t.Fatalf("after %d draws: %v", drawn, err)
		}
		if diff := cmp.Diff(rollsOf(r, 30), rollsOf(back, 30)); diff != "" {
			t.Errorf("after %d draws: rolls after binary round trip (-want +got):\n%s", drawn, diff)
		}
	}
}

func TestRandJSONForm(t *testing.T) {
	data, err := json.Marshal(New(7))
	if err != nil {
		t.Fatal(err)
	}
	if want := `{"hi":"7","lo":"11400714819323198482"}`; string(data) != want {
		t.Errorf("JSON of New(7) = %s, want %s", data, want)
	}
}

func TestRandUnmarshalErrors(t *testing.T) {
	for _, in := range []string{
		`{}`, `{"hi":"1"}`, `{"hi":"x","lo":"1"}`, `{"hi":"-1","lo":"1"}`,
		`{"hi":"1","lo":"18446744073709551616"}`, `{"hi":"0x10","lo":"1"}`,
		`{"hi":"12abc","lo":"1"}`, `{"hi":1,"lo":2}`, `[]`, `"pcg"`, `{`,
	} {
		r := New(1)
		if err := json.Unmarshal([]byte(in), r); err == nil {
			t.Errorf("Unmarshal(%s) gave no error", in)
		}
		if !r.Equal(New(1)) {
			t.Errorf("Unmarshal(%s) failed but changed the Rand", in)
		}
	}
	for _, in := range [][]byte{nil, []byte("pcg:"), []byte("xyz:0123456789abcdef"), make([]byte, 21)} {
		r := New(1)
		if err := r.UnmarshalBinary(in); err == nil {
			t.Errorf("UnmarshalBinary(%q) gave no error", in)
		}
		if !r.Equal(New(1)) {
			t.Errorf("UnmarshalBinary(%q) failed but changed the Rand", in)
		}
	}
}

func TestRandJSONNullIsNoOp(t *testing.T) {
	r := New(1)
	if err := r.UnmarshalJSON([]byte("null")); err != nil {
		t.Fatal(err)
	}
	if !r.Equal(New(1)) {
		t.Error("UnmarshalJSON(null) changed the Rand")
	}
}

func TestRandClone(t *testing.T) {
	r := New(8)
	rollsOf(r, 3)
	c := r.Clone()
	if diff := cmp.Diff(rollsOf(r, 10), rollsOf(c, 10)); diff != "" {
		t.Errorf("clone rolls (-want +got):\n%s", diff)
	}
}

// FuzzRandUnmarshal feeds arbitrary bytes to both decoders: they return
// errors, never panic, and whatever they accept marshals back and restores
// the same state. Run: go test -fuzz FuzzRandUnmarshal ./dice
func FuzzRandUnmarshal(f *testing.F) {
	good, _ := New(7).MarshalJSON()
	bin, _ := New(7).MarshalBinary()
	for _, s := range [][]byte{good, bin, []byte(`{"hi":"1","lo":"2"}`), []byte("null"), []byte(`{}`), nil} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		var r Rand
		if err := r.UnmarshalJSON(data); err == nil {
			out, err := r.MarshalJSON()
			if err != nil {
				t.Fatalf("accepted %q but cannot marshal: %v", data, err)
			}
			var back Rand
			if err := back.UnmarshalJSON(out); err != nil || !back.Equal(&r) {
				t.Fatalf("JSON round trip of %q: %v", data, err)
			}
		}
		var b Rand
		if err := b.UnmarshalBinary(data); err == nil {
			out, err := b.MarshalBinary()
			if err != nil || string(out) != string(data) {
				t.Fatalf("binary round trip of %q: %q, %v", data, out, err)
			}
		}
	})
}

// panicMessage runs f and returns the message it panicked with, or "" when
// it did not panic.
func panicMessage(f func()) (msg string) {
	defer func() {
		if v := recover(); v != nil {
			if s, ok := v.(string); ok {
				msg = s
			} else if e, ok := v.(error); ok {
				msg = e.Error()
			} else {
				msg = "non-string panic"
			}
		}
	}()
	f()
	return ""
}
