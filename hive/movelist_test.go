package hive

import "testing"

// TestCase3_0KindTraits: the table the Movement Segment's listing reads
// the kinds from agrees with the kinds' own tests (3.0, Individual; 2.2),
// for every byte a Kind may hold.
func TestCase3_0KindTraits(t *testing.T) {
	for i := 0; i < 256; i++ {
		k := Kind(i)
		tr := kindTraits[k]
		if got, want := tr&ktMarine != 0, k.Marine(); got != want {
			t.Errorf("%v: marine %v, want %v", k, got, want)
		}
		if got, want := tr&ktTrap != 0, k.Trap(); got != want {
			t.Errorf("%v: trap %v, want %v", k, got, want)
		}
		if got, want := tr&ktHostage != 0, k.Hostage(); got != want {
			t.Errorf("%v: hostage %v, want %v", k, got, want)
		}
		if got, want := tr&ktTwo != 0, k.men() == 2; got != want {
			t.Errorf("%v: two men %v, want %v", k, got, want)
		}
	}
}
