package geom

import "fmt"

// Dir is one of the eight compass directions between squares, in clockwise
// order from north. Y grows downward (see [Point]): [N] is (0,-1), [E] is
// (1,0), [S] is (0,1), [W] is (-1,0). Values outside 0..7 are invalid; the
// methods treat them modulo 8 where that makes sense.
type Dir uint8

// The eight directions, clockwise from north; the diagonals have odd values.
const (
	N  Dir = iota // north, (0,-1): up the page
	NE            // north-east, (1,-1)
	E             // east, (1,0)
	SE            // south-east, (1,1)
	S             // south, (0,1)
	SW            // south-west, (-1,1)
	W             // west, (-1,0)
	NW            // north-west, (-1,-1)
)

// Dirs8 is every direction in clockwise order from north. It is an array so
// that ranging over it never allocates and nobody can append to it.
var Dirs8 = [8]Dir{N, NE, E, SE, S, SW, W, NW}

// Dirs4 is the four orthogonal directions, clockwise from north: N, E, S, W.
var Dirs4 = [4]Dir{N, E, S, W}

var dirDelta = [8]Point{{0, -1}, {1, -1}, {1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}}

var dirNames = [8]string{"N", "NE", "E", "SE", "S", "SW", "W", "NW"}

// Delta returns the unit vector of d, for example (0,-1) for [N].
func (d Dir) Delta() Point { return dirDelta[d&7] }

// Opposite returns the direction rotated by 180°: N↔S, NE↔SW, E↔W, SE↔NW.
func (d Dir) Opposite() Dir { return (d + 4) & 7 }

// Diagonal reports whether d is one of NE, SE, SW, NW.
func (d Dir) Diagonal() bool { return d&1 == 1 }

// CW returns d rotated clockwise by 45°: N→NE→E ...
func (d Dir) CW() Dir { return (d + 1) & 7 }

// CCW returns d rotated counter-clockwise by 45°: N→NW→W ...
func (d Dir) CCW() Dir { return (d + 7) & 7 }

// CW90 returns d rotated clockwise by 90°: N→E→S→W.
func (d Dir) CW90() Dir { return (d + 2) & 7 }

// CCW90 returns d rotated counter-clockwise by 90°: N→W→S→E.
func (d Dir) CCW90() Dir { return (d + 6) & 7 }

// Rotate returns d rotated clockwise by steps × 45°; negative steps rotate
// counter-clockwise. Rotate(2) is a quarter turn clockwise.
func (d Dir) Rotate(steps int) Dir { return Dir((int(d&7) + steps%8 + 8) % 8) }

// String returns the compass name: "N", "NE", ... "NW".
func (d Dir) String() string {
	if d > NW {
		return fmt.Sprintf("Dir(%d)", uint8(d))
	}
	return dirNames[d]
}

// ParseDir reads a compass name as [Dir.String] writes it ("N", "ne", ...;
// case-insensitive).
func ParseDir(s string) (Dir, error) {
	for d, n := range dirNames {
		if len(s) == len(n) && (s == n || equalFoldASCII(s, n)) {
			return Dir(d), nil
		}
	}
	return 0, fmt.Errorf("geom: unknown direction %q", s)
}

// DirOf returns the direction whose [Dir.Delta] is v, and ok=false when v
// is not one of the eight unit vectors.
func DirOf(v Point) (d Dir, ok bool) {
	for i, dv := range dirDelta {
		if dv == v {
			return Dir(i), true
		}
	}
	return 0, false
}

// Toward returns the direction of the unit step from a toward b on each axis
// (the signs of b-a), and ok=false when a == b. It is exact for squares in a
// straight orthogonal or diagonal line; otherwise it is the nearest of the
// eight directions only in the loose sense of the signs.
func Toward(a, b Point) (d Dir, ok bool) {
	v := b.Sub(a)
	return DirOf(Point{Sign(v.X), Sign(v.Y)})
}

func equalFoldASCII(a, b string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := 0; i < len(a); i++ {
		x, y := a[i], b[i]
		if 'a' <= x && x <= 'z' {
			x -= 'a' - 'A'
		}
		if 'a' <= y && y <= 'z' {
			y -= 'a' - 'A'
		}
		if x != y {
			return false
		}
	}
	return true
}
