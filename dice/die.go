package dice

import (
	"encoding/json"
	"fmt"
	"math/big"
)

// Die is a die with custom faces: the attack die whose six sides read blank,
// blank, hit, hit, hit, crit, a Spawn Die of twelve locations, a Burst die.
// Faces may repeat; each side is equally likely. A Die is a value: nothing
// changes it once built, so game data and states may share one freely. The
// zero Die has no sides and cannot be rolled.
type Die[F any] struct {
	faces []F
}

// NewDie returns a die whose sides show faces, in order (side 1 first).
func NewDie[F any](faces ...F) Die[F] {
	return Die[F]{faces: append([]F(nil), faces...)}
}

// Sides returns the number of sides.
func (d Die[F]) Sides() int { return len(d.faces) }

// Faces returns a copy of the faces, side 1 first.
func (d Die[F]) Faces() []F { return append([]F(nil), d.faces...) }

// Side returns the face of side i, 1..Sides(); ok is false when there is no
// such side.
func (d Die[F]) Side(i int) (f F, ok bool) {
	if i < 1 || i > len(d.faces) {
		return f, false
	}
	return d.faces[i-1], true
}

// Roll rolls the die with one call r.IntN(Sides()) and returns the face of
// the side that came up: answer k shows side k+1, so [Script] presets sides
// by number. It panics when the die has no sides.
func (d Die[F]) Roll(r Roller) F {
	if len(d.faces) == 0 {
		panic("dice: Roll of a Die with no sides")
	}
	return d.faces[r.IntN(len(d.faces))]
}

// RollN rolls the die n times, one call r.IntN(Sides()) each, and returns
// the faces in the order rolled. n <= 0 rolls nothing.
func (d Die[F]) RollN(r Roller, n int) []F {
	out := make([]F, max(n, 0))
	for i := range out {
		out[i] = d.Roll(r)
	}
	return out
}

// Chance returns the exact probability that a roll shows a face for which
// match is true: the number of such sides over Sides(). It works for any F,
// comparable or not (d.Chance(func(f Face) bool { return f.Hits > 0 })).
// A die with no sides has chance 0.
func (d Die[F]) Chance(match func(F) bool) *big.Rat {
	if len(d.faces) == 0 {
		return new(big.Rat)
	}
	count := 0
	for _, f := range d.faces {
		if match(f) {
			count++
		}
	}
	return big.NewRat(int64(count), int64(len(d.faces)))
}

// MarshalJSON encodes the die as the JSON array of its faces, side 1 first.
func (d Die[F]) MarshalJSON() ([]byte, error) {
	if d.faces == nil {
		return []byte("[]"), nil
	}
	return json.Marshal(d.faces)
}

// UnmarshalJSON reads a JSON array of faces; [] gives the zero Die, which
// a game's Config check should reject before rolling it, and null leaves d
// as it is.
func (d *Die[F]) UnmarshalJSON(data []byte) error {
	if string(data) == "null" {
		return nil // encoding/json's convention: null changes nothing
	}
	var faces []F
	if err := json.Unmarshal(data, &faces); err != nil {
		return fmt.Errorf("dice: Die: %w", err)
	}
	if len(faces) == 0 {
		faces = nil
	}
	d.faces = faces
	return nil
}

// Weighted is one face of a die with its exact probability.
type Weighted[F any] struct {
	Face F
	P    *big.Rat
}

// Prob returns the exact probability that d shows face f: the number of
// sides showing f over d.Sides(); 0 when no side shows it.
func Prob[F comparable](d Die[F], f F) *big.Rat {
	return d.Chance(func(g F) bool { return g == f })
}

// Dist returns every distinct face of d with its exact probability, in the
// order the faces first appear on the die. The probabilities sum to 1.
func Dist[F comparable](d Die[F]) []Weighted[F] {
	counts := map[F]int64{}
	var order []F
	for _, f := range d.faces {
		if counts[f] == 0 {
			order = append(order, f)
		}
		counts[f]++
	}
	out := make([]Weighted[F], len(order))
	for i, f := range order {
		out[i] = Weighted[F]{Face: f, P: big.NewRat(counts[f], int64(len(d.faces)))}
	}
	return out
}

// Equal reports whether d and o show equal faces on the same sides
// (reflect.DeepEqual face by face); go-cmp calls it, as for [Bag.Equal].
func (d Die[F]) Equal(o Die[F]) bool { return equalItems(d.faces, o.faces) }
