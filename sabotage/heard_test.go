package sabotage

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestHeardLogKeepsTheLast32: the Heard log (Setup 6, the enemy markers,
// as RULES.md records it) keeps the last 32 declarations, oldest first:
// all of them up to 32, then the 32 latest (HeardSize is not used here, so
// that a change of it is seen).
func TestHeardLogKeepsTheLast32(t *testing.T) {
	states, events := randomStates(t, Config{}, 7, 3000)
	var log []Event
	for i, ev := range events {
		for _, e := range ev {
			if _, ok := heardOf(e, 0); ok {
				log = append(log, e)
			}
		}
		want := log[max(0, len(log)-32):]
		got, _ := states[i+1].Heard()
		if diff := cmp.Diff(want, got); diff != "" {
			t.Fatalf("after %d declarations (-want +got):\n%s", len(log), diff)
		}
	}
	if len(log) <= 32 {
		t.Fatalf("only %d declarations", len(log))
	}
}
