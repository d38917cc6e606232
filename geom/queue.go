package geom

import "sync"

// queuePool recycles the breadth-first queues and scratch distance tables
// of Distances, Path and Within, so that the hot paths do not allocate in
// steady state while the immutable Grid and Graph stay safe to share.
var queuePool = sync.Pool{New: func() any { return new([]int32) }}

func getQueue(n int) *[]int32 {
	q := queuePool.Get().(*[]int32)
	if cap(*q) < n {
		*q = make([]int32, 0, n)
	}
	*q = (*q)[:0]
	return q
}

func putQueue(q *[]int32) { queuePool.Put(q) }

var intsPool = sync.Pool{New: func() any { return new([]int) }}

func getInts(n int) *[]int {
	b := intsPool.Get().(*[]int)
	if cap(*b) < n {
		*b = make([]int, n)
	}
	*b = (*b)[:n]
	return b
}

func putInts(b *[]int) { intsPool.Put(b) }

// resetDist returns buf resized to n entries, all -1, reusing its storage
// when it is large enough.
func resetDist(buf []int, n int) []int {
	if cap(buf) < n {
		buf = make([]int, n)
	}
	buf = buf[:n]
	for i := range buf {
		buf[i] = -1
	}
	return buf
}
