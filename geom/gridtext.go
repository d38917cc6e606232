package geom

import (
	"errors"
	"fmt"
	"strings"
)

// Text maps
//
// The format read by ParseGrid and written by Grid.String is described in
// the package documentation, section "Text maps".

// DoorChar returns the character that stands for door id in a text map:
// '0'–'9' for 0–9, 'a'–'z' for 10–35, 'A'–'Z' for 36–61; '?' for any other
// id (such a grid cannot be written as a text map).
func DoorChar(id int) byte {
	switch {
	case 0 <= id && id < 10:
		return byte('0' + id)
	case 10 <= id && id < 36:
		return byte('a' + id - 10)
	case 36 <= id && id < 62:
		return byte('A' + id - 36)
	}
	return '?'
}

// DoorID returns the door id that character c stands for in a text map
// (the inverse of [DoorChar]), or -1 when c is not a door character.
func DoorID(c byte) int {
	switch {
	case '0' <= c && c <= '9':
		return int(c - '0')
	case 'a' <= c && c <= 'z':
		return int(c-'a') + 10
	case 'A' <= c && c <= 'Z':
		return int(c-'A') + 36
	}
	return -1
}

// SolidChar is the label character of a solid square in a text map.
const SolidChar = '#'

// ParseGrid reads a grid from a text map (see the package documentation,
// "Text maps"). It returns an error, never panics, on malformed input.
func ParseGrid(text string) (*Grid, error) {
	lines := strings.Split(strings.ReplaceAll(text, "\r\n", "\n"), "\n")
	for i := range lines {
		lines[i] = strings.TrimRight(lines[i], " \t\r")
	}
	for len(lines) > 0 && lines[0] == "" {
		lines = lines[1:]
	}
	for len(lines) > 0 && lines[len(lines)-1] == "" {
		lines = lines[:len(lines)-1]
	}
	if len(lines) == 0 {
		return nil, errors.New("geom: text map: empty")
	}
	for i, l := range lines {
		for j := 0; j < len(l); j++ {
			if c := l[j]; c < ' ' || c > '~' {
				return nil, fmt.Errorf("geom: text map: line %d column %d: character %q is not printable ASCII", i+1, j+1, c)
			}
		}
	}
	top := len(lines[0])
	if top < 4 || (top-1)%3 != 0 {
		return nil, fmt.Errorf("geom: text map: the top border line must be 3×width+1 characters long, not %d", top)
	}
	if len(lines)%2 == 0 || len(lines) < 3 {
		return nil, fmt.Errorf("geom: text map: want 2×height+1 lines, have %d", len(lines))
	}
	w, h := (top-1)/3, (len(lines)-1)/2
	if w*h > maxCells {
		return nil, fmt.Errorf("geom: text map: %d×%d is too large", w, h)
	}
	for i, l := range lines {
		if len(l) > top {
			return nil, fmt.Errorf("geom: text map: line %d is longer (%d) than the top border (%d)", i+1, len(l), top)
		}
		lines[i] = l + strings.Repeat(" ", top-len(l))
	}
	b := NewGridBuilder(w, h)
	at := func(line, col int) error { return fmt.Errorf("geom: text map: line %d column %d", line+1, col+1) }
	for y := range h {
		cells := lines[2*y+1]
		for x := range w {
			p := Pt(x, y)
			label, mark := cells[3*x+1], cells[3*x+2]
			if label == SolidChar {
				if mark != SolidChar && mark != ' ' {
					return nil, fmt.Errorf("%w: a solid square %q must be \"##\"", at(2*y+1, 3*x+1), string([]byte{label, mark}))
				}
				b.Solid(p)
				continue
			}
			if label != ' ' {
				b.Label(p, label)
			}
			if mark != ' ' {
				b.Mark(p, mark)
			}
		}
		// Vertical sides: column 3x is the side west of square x.
		for x := 0; x <= w; x++ {
			c := cells[3*x]
			border := x == 0 || x == w
			switch {
			case c == '|' || c == SolidChar:
				if !border {
					b.Wall(Pt(x, y), W)
				}
			case c == ' ':
				if !border {
					b.Open(Pt(x, y), W)
				}
			case DoorID(c) >= 0:
				if border {
					return nil, fmt.Errorf("%w: door %q on the outer border", at(2*y+1, 3*x), c)
				}
				b.Door(Pt(x, y), W, DoorID(c))
			default:
				return nil, fmt.Errorf("%w: %q is not a side (want '|', ' ', '#' or a door character)", at(2*y+1, 3*x), c)
			}
		}
	}
	// Horizontal sides: line 2y, columns 3x+1 and 3x+2, above square x of
	// row y.
	for y := 0; y <= h; y++ {
		line := lines[2*y]
		border := y == 0 || y == h
		for x := range w {
			kind, door, err := parseHSide(line[3*x+1], line[3*x+2])
			if err != nil {
				return nil, fmt.Errorf("%w: %v", at(2*y, 3*x+1), err)
			}
			if border {
				if kind == Door {
					return nil, fmt.Errorf("%w: door on the outer border", at(2*y, 3*x+1))
				}
				continue
			}
			switch kind {
			case Wall:
				b.Wall(Pt(x, y), N)
			case Door:
				b.Door(Pt(x, y), N, door)
			}
		}
	}
	return b.Build()
}

// parseHSide reads the two characters of a horizontal side: "--" (or any
// mix of '-', '#' and ' ' with at least one '-' or '#') is a wall, "  " is
// open, and a door character (once or twice, possibly with '-' or ' ') is
// that door.
func parseHSide(a, c byte) (EdgeKind, int, error) {
	door := -1
	wall := false
	for _, ch := range [2]byte{a, c} {
		switch {
		case ch == '-' || ch == SolidChar:
			wall = true
		case ch == ' ':
		case DoorID(ch) >= 0:
			if door >= 0 && door != DoorID(ch) {
				return 0, 0, fmt.Errorf("two doors %q in one side", string([]byte{a, c}))
			}
			door = DoorID(ch)
		default:
			return 0, 0, fmt.Errorf("%q is not a side (want \"--\", \"  \", \"##\" or a door character)", string([]byte{a, c}))
		}
	}
	switch {
	case door >= 0:
		return Door, door, nil
	case wall:
		return Wall, -1, nil
	}
	return Open, -1, nil
}

// String writes g as a text map that [ParseGrid] reads back to an equal
// grid (see the package documentation, "Text maps"). Door ids above 61 and
// labels or marks that are not printable ASCII are written as '?'; use
// [Grid.MarshalText] to get an error instead.
func (g *Grid) String() string {
	s, _ := g.format()
	return s
}

// MarshalText writes g as a text map ([Grid.String]), or returns an error
// when g cannot be written exactly (a door id above 61, a label or mark that
// is not printable ASCII, a label '#' on a square that is not solid).
func (g *Grid) MarshalText() ([]byte, error) {
	s, err := g.format()
	if err != nil {
		return nil, err
	}
	return []byte(s), nil
}

// UnmarshalText reads a text map into g. Use it only on a new Grid, before
// sharing it; it lets a text map sit in a JSON or TOML configuration.
func (g *Grid) UnmarshalText(text []byte) error {
	h, err := ParseGrid(string(text))
	if err != nil {
		return err
	}
	*g = *h
	return nil
}

func (g *Grid) format() (string, error) {
	var err error
	bad := func(e error) {
		if err == nil {
			err = e
		}
	}
	solid := func(x, y int) bool { return g.Solid(Pt(x, y)) }
	inSolid := func(x, y int) bool { return g.In(Pt(x, y)) && g.solid[y*g.w+x] }
	doorCh := func(id int) byte {
		c := DoorChar(id)
		if c == '?' {
			bad(fmt.Errorf("geom: door id %d has no text map character", id))
		}
		return c
	}
	printable := func(c byte, what string, p Point) byte {
		if c == 0 {
			return ' '
		}
		if c < ' ' || c > '~' {
			bad(fmt.Errorf("geom: %s %q of %v is not printable ASCII", what, c, p))
			return '?'
		}
		return c
	}
	var sb strings.Builder
	sb.Grow((3*g.w + 2) * (2*g.h + 1))
	for y := 0; y <= g.h; y++ {
		// Border line above row y.
		for x := 0; x <= g.w; x++ {
			// Corner at the top-left of square (x,y).
			allSolid := solid(x-1, y-1) && solid(x, y-1) && solid(x-1, y) && solid(x, y)
			anyIn := inSolid(x-1, y-1) || inSolid(x, y-1) || inSolid(x-1, y) || inSolid(x, y)
			switch {
			case allSolid && anyIn && x > 0 && y > 0 && x < g.w && y < g.h:
				sb.WriteByte(SolidChar)
			case g.cornerDrawn(x, y):
				sb.WriteByte('+')
			default:
				sb.WriteByte(' ')
			}
			if x == g.w {
				break
			}
			switch {
			case y == 0 || y == g.h:
				sb.WriteString("--")
			case inSolid(x, y-1) && inSolid(x, y):
				sb.WriteString("##")
			default:
				k, id := g.Edge(Pt(x, y), N)
				switch k {
				case Wall:
					sb.WriteString("--")
				case Door:
					c := doorCh(id)
					sb.WriteByte(c)
					sb.WriteByte(c)
				default:
					sb.WriteString("  ")
				}
			}
		}
		sb.WriteByte('\n')
		if y == g.h {
			break
		}
		// Row y.
		for x := 0; x <= g.w; x++ {
			switch {
			case x == 0 || x == g.w:
				sb.WriteByte('|')
			case inSolid(x-1, y) && inSolid(x, y):
				sb.WriteByte(SolidChar)
			default:
				k, id := g.Edge(Pt(x, y), W)
				switch k {
				case Wall:
					sb.WriteByte('|')
				case Door:
					sb.WriteByte(doorCh(id))
				default:
					sb.WriteByte(' ')
				}
			}
			if x == g.w {
				break
			}
			p := Pt(x, y)
			if inSolid(x, y) {
				sb.WriteString("##")
				continue
			}
			l := printable(g.label[y*g.w+x], "label", p)
			if l == SolidChar {
				bad(fmt.Errorf("geom: label '#' of %v would read back as a solid square", p))
				l = '?'
			}
			sb.WriteByte(l)
			sb.WriteByte(printable(g.mark[y*g.w+x], "mark", p))
		}
		sb.WriteByte('\n')
	}
	return sb.String(), err
}

// cornerDrawn reports whether the corner point at the top-left of square
// (x,y) touches a side that is not open (so the map draws '+' there).
func (g *Grid) cornerDrawn(x, y int) bool {
	if x == 0 || y == 0 || x == g.w || y == g.h {
		return true
	}
	return g.CornerBlocked(Pt(x, y), NW)
}
