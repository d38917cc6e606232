package dice

import (
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"math/bits"
	"math/rand/v2"
	"strconv"
)

// Rand is the module's deterministic roller: a PCG generator (the one of
// math/rand/v2) with its own, fixed mapping from 64-bit outputs to IntN, so
// that one seed gives the same sequence on every platform and in every Go
// release. Its state marshals to binary and JSON and restores exactly, so a
// saved game in progress continues with the same rolls.
//
// A Rand is not safe for use by several goroutines at once; give each
// playout its own.
type Rand struct {
	pcg rand.PCG
}

// New returns a Rand seeded with seed.
func New(seed uint64) *Rand {
	r := &Rand{}
	r.pcg.Seed(seed, seed^0x9e3779b97f4a7c15)
	return r
}

// Uint64 returns the next 64 random bits.
func (r *Rand) Uint64() uint64 { return r.pcg.Uint64() }

// IntN returns a uniform integer in [0, n). It panics if n <= 0.
//
// The mapping is Lemire's multiply-and-reject method, written here rather
// than taken from math/rand/v2 so that it can never change under us.
func (r *Rand) IntN(n int) int {
	if n <= 0 {
		panic(fmt.Sprintf("dice: IntN(%d): n must be positive", n))
	}
	bound := uint64(n)
	hi, lo := bits.Mul64(r.pcg.Uint64(), bound)
	if lo < bound {
		thresh := -bound % bound
		for lo < thresh {
			hi, lo = bits.Mul64(r.pcg.Uint64(), bound)
		}
	}
	return int(hi)
}

// Clone returns an independent copy of r: both continue with the same rolls.
func (r *Rand) Clone() *Rand {
	c := *r
	return &c
}

// MarshalBinary encodes the generator's state.
func (r *Rand) MarshalBinary() ([]byte, error) { return r.pcg.MarshalBinary() }

// UnmarshalBinary restores a state written by MarshalBinary; on error r is
// unchanged.
func (r *Rand) UnmarshalBinary(b []byte) error {
	var p rand.PCG
	if err := p.UnmarshalBinary(b); err != nil {
		return fmt.Errorf("dice: Rand: %w", err)
	}
	r.pcg = p
	return nil
}

// randJSON is the JSON form of a Rand: the two 64-bit words of the PCG state
// as decimal strings (JSON numbers lose precision beyond 2^53).
type randJSON struct {
	Hi string `json:"hi"`
	Lo string `json:"lo"`
}

// MarshalJSON encodes the generator's state as {"hi": "...", "lo": "..."}.
func (r *Rand) MarshalJSON() ([]byte, error) {
	b, err := r.pcg.MarshalBinary()
	if err != nil {
		return nil, err
	}
	// math/rand/v2 writes "pcg:" followed by hi and lo, big-endian.
	if len(b) != 20 {
		return nil, errors.New("dice: unexpected PCG state encoding")
	}
	hi := binary.BigEndian.Uint64(b[4:12])
	lo := binary.BigEndian.Uint64(b[12:20])
	return json.Marshal(randJSON{Hi: strconv.FormatUint(hi, 10), Lo: strconv.FormatUint(lo, 10)})
}

// UnmarshalJSON restores a state written by MarshalJSON. Both words must
// be present, as unsigned decimal strings; on error r is unchanged. As
// encoding/json's convention asks, JSON null leaves r unchanged.
func (r *Rand) UnmarshalJSON(data []byte) error {
	var j *randJSON
	if err := json.Unmarshal(data, &j); err != nil {
		return fmt.Errorf("dice: Rand: %w", err)
	}
	if j == nil {
		return nil
	}
	hi, err := strconv.ParseUint(j.Hi, 10, 64)
	if err != nil {
		return fmt.Errorf("dice: Rand: hi: %w", err)
	}
	lo, err := strconv.ParseUint(j.Lo, 10, 64)
	if err != nil {
		return fmt.Errorf("dice: Rand: lo: %w", err)
	}
	b := make([]byte, 20)
	copy(b, "pcg:")
	binary.BigEndian.PutUint64(b[4:12], hi)
	binary.BigEndian.PutUint64(b[12:20], lo)
	return r.pcg.UnmarshalBinary(b)
}

// Equal reports whether r and o are in the same state: from now on they give
// the same rolls. go-cmp calls it to compare Rands.
func (r *Rand) Equal(o *Rand) bool {
	if r == nil || o == nil {
		return r == o
	}
	return r.pcg == o.pcg
}
