package sabotage

import (
	"testing"
	"unsafe"
)

// TestStateSize: the State stays small (≤ 2 KiB) and holds no pointer, so
// copies are independent.
func TestStateSize(t *testing.T) {
	if n := unsafe.Sizeof(State{}); n > 2048 {
		t.Errorf("State is %d bytes", n)
	} else {
		t.Logf("State is %d bytes", n)
	}
}
