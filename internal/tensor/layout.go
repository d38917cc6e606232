// Package tensor lays out the flat observation tensors of the games
// ([incursion.Learning]): named sections of a float32 vector, each at a
// fixed offset, so that a game's encoder writes dst[off+i] and its
// documentation is the layout's own [Layout.Describe].
package tensor

import (
	"fmt"
	"math/bits"
	"strings"
)

// Layout is the sections of a tensor, in order.
type Layout struct {
	secs []section
	n    int
}

type section struct {
	name, doc string
	off, size int
}

// Add appends a section of size values and returns its offset.
func (l *Layout) Add(name string, size int, doc string) int {
	off := l.n
	l.secs = append(l.secs, section{name, doc, off, size})
	l.n += size
	return off
}

// Size is the tensor's length.
func (l *Layout) Size() int { return l.n }

// Describe is the layout as a table: offset, size, name, what it holds.
func (l *Layout) Describe() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%6s %5s  %-28s %s\n", "offset", "size", "section", "values")
	for _, s := range l.secs {
		fmt.Fprintf(&b, "%6d %5d  %-28s %s\n", s.off, s.size, s.name, s.doc)
	}
	fmt.Fprintf(&b, "%6d        total\n", l.n)
	return b.String()
}

// Bits writes the low n bits of mask as 0/1 values at dst[0:n].
func Bits(dst []float32, mask uint64, n int) {
	if n < 64 {
		mask &= 1<<n - 1
	}
	for mask != 0 {
		i := bits.TrailingZeros64(mask)
		dst[i] = 1
		mask &= mask - 1
	}
}

// OneHot sets dst[i] to 1 when 0 <= i < len(dst); other values leave dst
// zero (a value out of range has no slot).
func OneHot(dst []float32, i int) {
	if i >= 0 && i < len(dst) {
		dst[i] = 1
	}
}

// Bool is 1 for true, 0 for false.
func Bool(b bool) float32 {
	if b {
		return 1
	}
	return 0
}
