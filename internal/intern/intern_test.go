package intern_test

import (
	"errors"
	"sync"
	"testing"

	"github.com/incursion/incursion/internal/intern"
)

func TestTable(t *testing.T) {
	var tab intern.Table[string, *int]
	tab.Max = 2
	builds := 0
	mk := func(n int) func() (*int, error) { return func() (*int, error) { builds++; return &n, nil } }
	var wg sync.WaitGroup
	for range 8 {
		wg.Add(1)
		go func() { defer wg.Done(); _, _ = tab.ID("a", mk(1)) }()
	}
	wg.Wait()
	a, _ := tab.ID("a", mk(1))
	b, _ := tab.ID("b", mk(2))
	if a != 1 || b != 2 || builds != 2 || *tab.Get(a) != 1 || *tab.Get(b) != 2 {
		t.Fatalf("ids %d %d, builds %d", a, b, builds)
	}
	if _, err := tab.ID("c", mk(3)); err == nil {
		t.Error("Max not enforced")
	}
	if _, ok := tab.At(0); ok {
		t.Error("At(0) ok")
	}
	if _, ok := tab.At(3); ok {
		t.Error("At(3) ok")
	}
	var empty intern.Table[string, int]
	if _, ok := empty.At(1); ok {
		t.Error("empty At(1) ok")
	}
	if _, err := empty.ID("x", func() (int, error) { return 0, errors.New("bad") }); err == nil {
		t.Error("build error lost")
	}
	if _, ok := empty.At(1); ok {
		t.Error("failed build kept")
	}
}
