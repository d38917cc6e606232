package hive

import (
	"testing"
	"unsafe"
)

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

// TestCase8_1Within3: the map's table of boxes at most 3 apart (Mind
// Control's range, 7.0, 17.4) agrees with the Command Range distance,
// both sides of 3, for every pair of box numbers (Holding Boxes and
// noBox included).
func TestCase8_1Within3(t *testing.T) {
	var s State
	seen := [2]bool{}
	for a := 0; a < 256; a++ {
		for b := 0; b < 256; b++ {
			d := s.b().Distance(a, b)
			want := s.within(uint8(a), uint8(b), 3)
			if got := s.within3(uint8(a), uint8(b)); got != want {
				t.Fatalf("within3(%d, %d) = %v, want %v (distance %d)", a, b, got, want, d)
			}
			if d == 3 || d == 4 {
				seen[d-3] = true
			}
		}
	}
	if seen != [2]bool{true, true} {
		t.Errorf("distances 3 and 4 seen: %v", seen)
	}
}

// TestStateSize: the State is copied several times per action (RULES.md,
// Performance notes); its fields are ordered without padding. A field
// added or moved shows here.
func TestStateSize(t *testing.T) {
	if got, want := unsafe.Sizeof(State{}), uintptr(728); got != want {
		t.Errorf("State is %d bytes, want %d", got, want)
	}
}
