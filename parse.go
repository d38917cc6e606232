package incursion

import (
	"fmt"
	"strings"
)

// ParseError is the error of every game's ParseAction and ParseSeat: the
// text that was read, where it went wrong, what was found there and what
// was expected instead, in the manner of [net/netip]'s parse errors.
//
//	sabotage: parse "plan 5 - A1": "plan" at 0: want a seat (Spy1, Spy2, Villain1, Villain2)
type ParseError struct {
	Game string // the package name: "sabotage"
	Text string // the whole input
	At   int    // the byte offset in Text of what was found
	Got  string // what was found there; "" at the end of the input
	Want string // what was expected: "a seat (Spy1, Spy2, Villain1, Villain2)"
}

func (e *ParseError) Error() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s: parse %q: ", e.Game, e.Text)
	if e.Got == "" {
		b.WriteString("unexpected end")
	} else {
		fmt.Fprintf(&b, "%q at %d", e.Got, e.At)
	}
	if e.Want != "" {
		b.WriteString(": want ")
		b.WriteString(e.Want)
	}
	return b.String()
}
