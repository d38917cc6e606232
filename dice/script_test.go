package dice

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestScriptFaces(t *testing.T) {
	s := Script(6, 1, 3)
	got := []int{D6(s), Roll(s, 2), Roll(s, 12)}
	if diff := cmp.Diff([]int{6, 1, 3}, got); diff != "" {
		t.Errorf("scripted faces (-want +got):\n%s", diff)
	}
	if s.Remaining() != 0 {
		t.Errorf("Remaining() = %d, want 0", s.Remaining())
	}
}

func TestScriptCopiesFaces(t *testing.T) {
	faces := []int{2, 3}
	s := Script(faces...)
	faces[0] = 9
	if got := D6(s); got != 2 {
		t.Errorf("first face = %d, want 2 (Script must copy its input)", got)
	}
}

func TestScriptRemaining(t *testing.T) {
	s := Script(1, 2, 3, 4)
	if s.Remaining() != 4 {
		t.Errorf("Remaining() = %d before any roll, want 4", s.Remaining())
	}
	D6(s)
	D6(s)
	if s.Remaining() != 2 {
		t.Errorf("Remaining() = %d after two rolls, want 2", s.Remaining())
	}
}

func TestScriptPanics(t *testing.T) {
	for _, tc := range []struct {
		name string
		run  func()
		want []string
	}{
		{"face too high", func() { s := Script(4, 7); D6(s); D6(s) }, []string{"face 7", "position 2", "1..6"}},
		{"face zero", func() { Roll(Script(0), 6) }, []string{"face 0", "position 1"}},
		{"exhausted", func() { s := Script(1, 2); D6(s); D6(s); Roll(s, 12) }, []string{"exhausted", "call 3", "d12", "only 2 faces"}},
		{"empty", func() { D6(Script()) }, []string{"exhausted", "call 1"}},
		{"replay out of range", func() { Replay(5).IntN(4) }, []string{"replay answer 5", "position 1", "0..3"}},
		{"replay exhausted", func() { r := Replay(0); r.IntN(2); r.IntN(2) }, []string{"replay exhausted", "call 2", "only 1 answers"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			msg := panicMessage(tc.run)
			if msg == "" {
				t.Fatal("no panic")
			}
			for _, w := range tc.want {
				if !strings.Contains(msg, w) {
					t.Errorf("panic %q does not say %q", msg, w)
				}
			}
		})
	}
}

func TestReplayOfRecorderGivesSameSequence(t *testing.T) {
	rec := Record(New(11))
	ns := []int{6, 6, 12, 2, 7, 100, 1, 6}
	var want []int
	for _, n := range ns {
		want = append(want, rec.IntN(n))
	}
	if len(rec.Calls) != len(ns) {
		t.Fatalf("recorded %d calls, want %d", len(rec.Calls), len(ns))
	}
	for i, c := range rec.Calls {
		if c.N != ns[i] || c.Got != want[i] {
			t.Errorf("call %d = %+v, want {N:%d Got:%d}", i, c, ns[i], want[i])
		}
	}
	rep := Replay(rec.Answers()...)
	var got []int
	for _, n := range ns {
		got = append(got, rep.IntN(n))
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("replayed answers (-want +got):\n%s", diff)
	}
	if rep.Remaining() != 0 {
		t.Errorf("Remaining() = %d after the replay, want 0", rep.Remaining())
	}
}

func TestRecorderWrapsHelpers(t *testing.T) {
	rec := Record(Script(5, 2, 6))
	faces := Pool(rec, 3, 6)
	again := Pool(Replay(rec.Answers()...), 3, 6)
	if diff := cmp.Diff(faces, again); diff != "" {
		t.Errorf("pool replayed (-want +got):\n%s", diff)
	}
	data, err := json.Marshal(rec.Calls)
	if err != nil {
		t.Fatal(err)
	}
	if want := `[{"n":6,"got":4},{"n":6,"got":1},{"n":6,"got":5}]`; string(data) != want {
		t.Errorf("calls JSON = %s, want %s", data, want)
	}
}
