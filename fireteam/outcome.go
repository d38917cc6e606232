package fireteam

import "github.com/incursion/incursion"

// Outcome is how the mission ended: the shared Result (a cooperative game:
// every seat wins or every seat loses) and the game's own figures.
type Outcome struct {
	incursion.Result[Seat]
	Round      int  `json:"round"`
	Threat     int  `json:"threat"`
	Objectives int  `json:"objectives_complete"`
	Heads      bool `json:"lucky_coin_heads"`
	// Operation is "" for a single mission; MissionsWon counts the
	// operation's missions accomplished.
	Operation   string `json:"operation,omitempty"`
	MissionsWon int    `json:"missions_won,omitempty"`
}

// Outcome is the mission's result (Rulebook, "Mission Accomplished?").
func (s State) Outcome() Outcome {
	o := Outcome{Round: int(s.round), Threat: int(s.threat) + 1, Heads: !s.tails, Operation: s.Operation(), MissionsWon: popcount(uint32(s.opWon))}
	for i := range len(s.m().objectives) {
		if s.done&(1<<i) != 0 {
			o.Objectives++
		}
	}
	if s.step != stOver {
		return o
	}
	o.Over = true
	if int(s.why) < len(whyText) {
		o.Reason = whyText[s.why]
	}
	if s.won {
		o.Winners = s.Seats()
	}
	return o
}
