package playtest_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"sync/atomic"

	"github.com/incursion/incursion"
	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/internal/playtest"
)

// The toy game "race to 30": a counter. Each turn the player may roll a d6
// and add it (while the counter is below 30), add the one small step the
// counter allows now (add n, with n = counter mod 3 + 1), or stop once the
// counter has reached 10. It ends when stopped or at 30 or more.

type race struct {
	Count   int
	Rolls   []int
	Stopped bool
	Cache   *raceCache `json:",omitempty"`
}

// raceCache lets the "lazy" and "haunt" broken variants write into a state.
type raceCache struct{ N int }

type raceAction struct {
	Kind string // "roll", "add", "stop"
	N    int    // for add
}

func (a raceAction) String() string {
	if a.Kind == "add" {
		return fmt.Sprintf("add %d", a.N)
	}
	return a.Kind
}

func parseRace(text string) (raceAction, error) {
	f := strings.Fields(text)
	switch {
	case len(f) == 1 && (f[0] == "roll" || f[0] == "stop"):
		return raceAction{Kind: f[0]}, nil
	case len(f) == 2 && f[0] == "add":
		n, err := strconv.Atoi(f[1])
		if err != nil || n < 1 || n > 3 {
			return raceAction{}, fmt.Errorf("race: bad step %q", f[1])
		}
		return raceAction{Kind: "add", N: n}, nil
	}
	return raceAction{}, fmt.Errorf("race: cannot read %q", text)
}

type raceEvent struct{ Rolled int }

func (e raceEvent) String() string { return fmt.Sprintf("rolled %d", e.Rolled) }

// raceRules is the toy's Rules; each flag breaks one part of the contract.
type raceRules struct {
	mutate   bool // Apply writes into the input's Rolls
	noCheck  bool // Apply accepts illegal actions
	badErr   bool // Legal's errors do not wrap ErrIllegal
	nondet   bool // Apply depends on a global counter
	endless  bool // never over
	lazy     bool // Actions writes a cache into the state
	unlisted bool // Legal rejects "roll", which Actions lists
	shuffle  bool // Actions changes its order from call to call
	overActs bool // Actions still lists "roll" when the race is over
	badJSON  bool // actions decode from JSON wrong
	haunt    bool // Apply writes into the first state's memory, not its input's
}

// haunted is the Cache of the last first state made by New with haunt.
var haunted *raceCache

var shuffleCalls atomic.Int64

var nondetCalls atomic.Int64

func (g raceRules) Over(s race) bool { return !g.endless && (s.Stopped || s.Count >= 30) }

func (g raceRules) Actions(s race) []raceAction {
	if g.lazy && s.Cache != nil {
		s.Cache.N++
	}
	if g.Over(s) {
		if g.overActs {
			return []raceAction{{Kind: "roll"}}
		}
		return nil
	}
	out := []raceAction{{Kind: "roll"}, {Kind: "add", N: s.Count%3 + 1}}
	if s.Count >= 10 {
		out = append(out, raceAction{Kind: "stop"})
	}
	if g.shuffle && shuffleCalls.Add(1)%2 == 0 {
		slices.Reverse(out)
	}
	return out
}

func (g raceRules) Legal(s race, a raceAction) error {
	wrap := incursion.ErrIllegal
	if g.badErr {
		wrap = errors.New("not allowed")
	}
	if g.Over(s) {
		return fmt.Errorf("%w: the race is over", wrap)
	}
	switch a.Kind {
	case "roll":
		if g.unlisted {
			return fmt.Errorf("%w: no rolling", wrap)
		}
		return nil
	case "add":
		if a.N != s.Count%3+1 {
			return fmt.Errorf("%w: add: the counter allows add %d", wrap, s.Count%3+1)
		}
		return nil
	case "stop":
		if s.Count < 10 {
			return fmt.Errorf("%w: stop: the counter is below 10", wrap)
		}
		return nil
	}
	return fmt.Errorf("%w: unknown action %q", wrap, a.Kind)
}

func (g raceRules) Apply(s race, a raceAction, r dice.Roller) (race, []raceEvent, error) {
	if !g.noCheck {
		if err := g.Legal(s, a); err != nil {
			return s, nil, err
		}
	}
	if g.haunt {
		if s.Cache == haunted {
			s.Cache = &raceCache{N: haunted.N}
		} else if s.Count > 12 {
			haunted.N++
		}
	}
	var events []raceEvent
	switch a.Kind {
	case "roll":
		d := dice.D6(r)
		if g.mutate && len(s.Rolls) > 0 {
			s.Rolls[0] = d
		}
		s.Rolls = append(slices.Clip(s.Rolls), d)
		s.Count += d
		events = append(events, raceEvent{d})
	case "add":
		s.Count += a.N
		if g.nondet {
			s.Count += int(nondetCalls.Add(1) % 2)
		}
	case "stop":
		s.Stopped = true
	}
	return s, events, nil
}

func (g raceRules) game() playtest.Game[race, raceAction, raceEvent] {
	return playtest.Game[race, raceAction, raceEvent]{
		Rules: g,
		New: func(seed uint64) (race, error) {
			s := race{Count: int(seed % 3)}
			if g.lazy || g.haunt {
				s.Cache = &raceCache{}
				haunted = s.Cache
			}
			return s, nil
		},
		Validate: func(s race) error {
			sum := 0
			for _, d := range s.Rolls {
				if d < 1 || d > 6 {
					return fmt.Errorf("race: roll %d is not a d6 face", d)
				}
				sum += d
			}
			if sum > s.Count {
				return fmt.Errorf("race: the rolls add up to %d, more than the counter %d", sum, s.Count)
			}
			return nil
		},
		MaxActions: 40,
		Parse:      parseRace,
		UnmarshalAction: func(data []byte) (raceAction, error) {
			var a raceAction
			err := json.Unmarshal(data, &a)
			if g.badJSON && a.Kind == "add" {
				a.N++
			}
			return a, err
		},
	}
}
