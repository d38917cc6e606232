package gametest

import (
	"errors"
	"reflect"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/incursion/incursion"
	"github.com/incursion/incursion/dice"
)

// allowAll lets go-cmp look into every unexported field.
var allowAll = cmp.Exporter(func(reflect.Type) bool { return true })

// Equal reports whether a and b are equal: reflect.DeepEqual, and where it
// says no, go-cmp with every unexported field allowed (so a type's own
// Equal method is honoured). It is the default RulesSuite.Equal.
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
//	before := gametest.DeepCopy(s)
//	_, _, err := Apply(s, a, r)
//	gametest.AssertUnchanged(t, before, s)
func AssertUnchanged[S any](t testing.TB, before, after S) {
	t.Helper()
	if !Equal(before, after) {
		t.Errorf("state changed (-before +after):\n%s", Diff(before, after))
	}
}

// AssertIllegal applies a to s with a roller that allows no roll and fails
// the test unless Apply rejects it with an error wrapping
// incursion.ErrIllegal and returns s unchanged, and s itself is unchanged.
func AssertIllegal[S, A, E any](t testing.TB, g incursion.Rules[S, A, E], s S, a A) {
	t.Helper()
	before := DeepCopy(s)
	next, _, err := g.Apply(s, a, dice.Script())
	if !errors.Is(err, incursion.ErrIllegal) {
		t.Fatalf("%v: got %v, want an error wrapping incursion.ErrIllegal", a, err)
	}
	if !Equal(before, next) {
		t.Fatalf("%v: the illegal action did not return its input state (-want +got):\n%s", a, Diff(before, next))
	}
	if !Equal(before, s) {
		t.Fatalf("%v: the illegal action changed its input state (-before +after):\n%s", a, Diff(before, s))
	}
}
