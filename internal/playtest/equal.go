package playtest

import (
	"reflect"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// allowAll lets go-cmp look into every unexported field.
var allowAll = cmp.Exporter(func(reflect.Type) bool { return true })

// Equal reports whether a and b are equal: reflect.DeepEqual, and where it
// says no, go-cmp with every unexported field allowed (so a type's own
// Equal method is honoured). It is the default Game.Equal.
func Equal[T any](a, b T) bool {
	return reflect.DeepEqual(a, b) || cmp.Equal(a, b, allowAll)
}

// Diff returns the go-cmp diff of want and got, every unexported field
// allowed; "" when they are equal.
func Diff(want, got any) string {
	return cmp.Diff(want, got, allowAll)
}

// AssertUnchanged fails t when after differs from before, a copy of the
// state taken with [DeepCopy] before the call that must not change it:
//
//	before := playtest.DeepCopy(s)
//	_, _, err := Apply(s, a, r)
//	playtest.AssertUnchanged(t, before, s)
func AssertUnchanged[S any](t testing.TB, before, after S) {
	t.Helper()
	if !Equal(before, after) {
		t.Errorf("state changed (-before +after):\n%s", Diff(before, after))
	}
}
