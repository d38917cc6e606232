package playtest_test

import (
	"testing"

	"github.com/incursion/incursion/internal/playtest"
)

type node struct {
	name  string
	next  *node
	tags  []string
	props map[string][]int
	arr   [2]*int
	any   any
	fn    func() int //lint:ignore U1000 a function field DeepCopy must copy as it is
}

func TestDeepCopy(t *testing.T) {
	one := 1
	n := &node{name: "a", tags: []string{"x"}, props: map[string][]int{"k": {1, 2}}, arr: [2]*int{&one, &one}, any: []int{5}}
	n.next = n // a cycle
	c := playtest.DeepCopy(n)
	if c == n || c.next != c {
		t.Fatalf("copy shares the root or lost the cycle: %p %p %p", n, c, c.next)
	}
	if c.arr[0] != c.arr[1] || c.arr[0] == &one {
		t.Error("sharing inside the value is not kept, or the copy shares with the original")
	}
	if d := playtest.Diff(n, c); d != "" {
		t.Errorf("copy differs (-orig +copy):\n%s", d)
	}
	c.tags[0] = "y"
	c.props["k"][0] = 9
	*c.arr[0] = 7
	c.any.([]int)[0] = 6
	if n.tags[0] != "x" || n.props["k"][0] != 1 || one != 1 || n.any.([]int)[0] != 5 {
		t.Errorf("writing into the copy changed the original: %+v", n)
	}
}

func TestDeepCopyValues(t *testing.T) {
	type inner struct{ m map[[2]int]struct{ p *int } }
	x := 3
	v := inner{m: map[[2]int]struct{ p *int }{{1, 2}: {&x}}}
	c := playtest.DeepCopy(v)
	*c.m[[2]int{1, 2}].p = 4
	if x != 3 {
		t.Error("a pointer inside a map value is shared")
	}
	var nilMap map[string]int
	if playtest.DeepCopy(nilMap) != nil {
		t.Error("a nil map became non-nil")
	}
	if playtest.DeepCopy([]int(nil)) != nil {
		t.Error("a nil slice became non-nil")
	}
}

func TestAssertUnchanged(t *testing.T) {
	s := race{Count: 3, Rolls: []int{3}}
	before := playtest.DeepCopy(s)
	s.Rolls[0] = 4
	ft := &fakeTB{}
	playtest.AssertUnchanged(ft, before, s)
	if !ft.failed {
		t.Error("AssertUnchanged did not see the change")
	}
}

// fakeTB records failures instead of failing the test.
type fakeTB struct {
	testing.TB
	failed bool
}

func (f *fakeTB) Helper() {}
func (f *fakeTB) Errorf(format string, args ...any) {
	f.failed = true
}
func (f *fakeTB) Error(args ...any) { f.failed = true }
