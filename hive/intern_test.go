package hive_test

import (
	"sync"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/hive"
)

// TestMovedEventsShared: the Moved event of a step (9.0), boxed once and
// shared, is the same for playouts run at once (run with -race).
func TestMovedEventsShared(t *testing.T) {
	var wg sync.WaitGroup
	got := make([][]hive.Event, 4)
	for i := range got {
		wg.Add(1)
		go func() {
			defer wg.Done()
			s, _ := newGame(7)
			r := dice.New(7)
			for n := 0; n < 3000 && !s.Over(); n++ {
				as := s.Actions()
				var ev []hive.Event
				s, ev, _ = hive.Apply(s, as[r.IntN(len(as))], r)
				for _, e := range ev {
					if _, ok := e.(hive.Moved); ok {
						got[i] = append(got[i], e)
					}
				}
			}
		}()
	}
	wg.Wait()
	if len(got[0]) == 0 {
		t.Fatal("no step taken")
	}
	for i := 1; i < len(got); i++ {
		if diff := cmp.Diff(got[0], got[i]); diff != "" {
			t.Errorf("playout %d (-want +got):\n%s", i, diff)
		}
	}
}
