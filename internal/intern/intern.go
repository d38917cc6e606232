// Package intern keeps process-wide tables of values built once per key (a
// board parsed from its text, the action table of a map), each named by a
// small integer id: a State holds the id instead of a pointer, so it stays a
// small comparable value, and states decoded from JSON share the tables of
// the states they were written from. Lookups by id take no lock.
package intern

import (
	"fmt"
	"sync"
	"sync/atomic"
)

// Table interns values of V by key K. Ids count from 1, so the zero id
// means "none". The zero Table is ready to use; a Table must not be copied.
type Table[K comparable, V any] struct {
	mu   sync.Mutex
	ids  map[K]int
	list atomic.Pointer[[]V] // list[id-1]
	// Max is the largest number of values the table holds; 0 means no limit.
	Max int
}

// ID returns the id of key's value, building it with build the first time
// the key is seen. An error of build is returned and nothing is kept.
func (t *Table[K, V]) ID(key K, build func() (V, error)) (int, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if id, ok := t.ids[key]; ok {
		return id, nil
	}
	if t.Max > 0 && len(t.ids) >= t.Max {
		return 0, fmt.Errorf("intern: more than %d distinct values", t.Max)
	}
	v, err := build()
	if err != nil {
		return 0, err
	}
	var old []V
	if p := t.list.Load(); p != nil {
		old = *p
	}
	list := append(old[:len(old):len(old)], v)
	if t.ids == nil {
		t.ids = map[K]int{}
	}
	t.ids[key] = len(list)
	t.list.Store(&list)
	return len(list), nil
}

// At returns the value of id, which ID returned; ok is false for an id the
// table never gave.
func (t *Table[K, V]) At(id int) (v V, ok bool) {
	p := t.list.Load()
	if p == nil || id < 1 || id > len(*p) {
		return v, false
	}
	return (*p)[id-1], true
}

// Get returns the value of id, which must be one that ID returned.
func (t *Table[K, V]) Get(id int) V { return (*t.list.Load())[id-1] }
