package spyordie

import (
	"strconv"

	"github.com/incursion/incursion"
)

// Outcome is how a game ended: the common [incursion.Result] (over, the
// winning seats, a draw, why) beside the game's own figures.
//
// Returns (Game.Returns) are on the module's scale: when the Defender wins
// he has 1 and every Intruder −1; when the Intruders win (a victory or an
// epic victory alike) every Intruder seat has 1 and the Defender −1; a tie
// is a draw, 0 for everyone (Rulebook, "Scoring").
type Outcome struct {
	incursion.Result[Seat]
	Verdict Verdict // Undecided before the end
	Score   int     // the escaped Intruders' score (Rulebook, "Scoring")
}

// Winner returns the winning side: Defender, or Intruder1 for the
// Intruders' team; ok is false for a tie or an unfinished game.
func (o Outcome) Winner() (Seat, bool) {
	switch o.Verdict {
	case DefenderWins:
		return Defender, true
	case Victory, EpicVictory:
		return Intruder1, true
	}
	return 0, false
}

// Outcome returns how the game ended and the escaped Intruders' score.
func (s State) Outcome() Outcome {
	o := Outcome{Verdict: s.result, Score: s.escapedScore()}
	if s.phase != phOver {
		return o
	}
	o.Over = true
	o.Reason = s.result.String() + " (score " + strconv.Itoa(o.Score) + ")"
	switch s.result {
	case DefenderWins:
		o.Winners = []Seat{Defender}
	case Victory, EpicVictory:
		for k := 1; k <= int(s.n); k++ {
			o.Winners = append(o.Winners, Seat(k))
		}
	default:
		o.Draw = true
	}
	return o
}

// Result is how a finished game ended.
type Verdict uint8

// Results.
const (
	Undecided Verdict = iota
	DefenderWins
	Tie
	Victory
	EpicVictory
)

var resultNames = [...]string{"undecided", "Defender wins", "tie", "Intruders' victory", "Intruders' epic victory"}

func (r Verdict) String() string {
	if int(r) < len(resultNames) {
		return resultNames[r]
	}
	return "?"
}
