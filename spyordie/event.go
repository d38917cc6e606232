package spyordie

import (
	"fmt"
	"strings"

	"github.com/incursion/incursion/geom"
)

// Event is something that happened while an action was applied. The set is
// closed: the concrete types are the structs of this file.
type Event interface {
	isEvent()
	String() string
}

type (
	// Rolled: dice were rolled for What; Need is the lowest success.
	Rolled struct {
		Who       Fig
		What      string
		Dice      []int
		Need      int
		Successes int
		// Secret: rolled by a disguised Imposter; only the Intruders see it.
		Secret bool
	}
	// Moved: a figure moved one square (or through a Secret Passage).
	// Disguised marks the move of a disguised Imposter, which the Defender
	// sees as a Minion's.
	Moved struct {
		Who       Fig
		From, To  geom.Point
		Disguised bool
	}
	// Alarmed: Alarm markers were collected (Added may be 0 when they were lost).
	Alarmed struct {
		Added, Monitor int
		Why            string
	}
	// AlertChanged: the Alert Level went up (9th marker) or down (Stand Down).
	AlertChanged struct{ Level Alert }
	// TimeTaken: minutes were taken from the Mission Timer.
	TimeTaken struct {
		Minutes, Left int
		Why           string
	}
	// Happened is any other change, in words (a Door unlocked, an Intruder
	// exposed, a Minion spawned, an injury...).
	Happened struct {
		Who  Fig
		Text string
		// Secret: only the Intruders see it (the Imposter's disguise).
		Secret bool
	}
	// Revealed: a face-down Intelligence marker was turned face up.
	Revealed struct {
		At    geom.Point
		Intel Intel
	}
	// GameOver: the game ended.
	GameOver struct {
		Verdict Verdict
		Score   int
	}
)

func (Rolled) isEvent()       {}
func (Moved) isEvent()        {}
func (Alarmed) isEvent()      {}
func (AlertChanged) isEvent() {}
func (TimeTaken) isEvent()    {}
func (Happened) isEvent()     {}
func (Revealed) isEvent()     {}
func (GameOver) isEvent()     {}

func (e Rolled) String() string {
	if !e.Who.Valid() && e.Secret {
		return "dice rolled in secret"
	}
	d := make([]string, len(e.Dice))
	for i, v := range e.Dice {
		d[i] = fmt.Sprint(v)
	}
	return fmt.Sprintf("%v rolls for %s: [%s] need %d+: %d success(es)", e.Who, e.What, strings.Join(d, " "), e.Need, e.Successes)
}
func (e Moved) String() string {
	if !e.Who.Valid() {
		return fmt.Sprintf("a disguised figure moves %s -> %s", ps(e.From), ps(e.To))
	}
	return fmt.Sprintf("%v moves %s -> %s", e.Who, ps(e.From), ps(e.To))
}
func (e Alarmed) String() string {
	return fmt.Sprintf("%d Alarm marker(s) (%s): %d on the Monitor", e.Added, e.Why, e.Monitor)
}
func (e AlertChanged) String() string { return "Alert Level " + e.Level.String() }
func (e TimeTaken) String() string {
	return fmt.Sprintf("%d minute(s) taken (%s): %d left", e.Minutes, e.Why, e.Left)
}
func (e Happened) String() string {
	if e.Who.Valid() {
		return e.Who.String() + ": " + e.Text
	}
	return e.Text
}
func (e Revealed) String() string { return fmt.Sprintf("Intelligence at %s is %v", ps(e.At), e.Intel) }
func (e GameOver) String() string { return fmt.Sprintf("game over: %v (score %d)", e.Verdict, e.Score) }

// VisibleTo reports whether seat observes e. Every event is public except
// what a disguised Imposter does: his moves, rolls and secret changes are
// seen by the Intruders only; the Defender and a spectator ([Observer], or
// any value that is no Intruder seat) see [PublicEvent] instead (Rulebook,
// "Imposter").
func VisibleTo(e Event, seat Seat) bool {
	if seat >= Intruder1 && seat <= Intruder3 {
		return true
	}
	return !secretEvent(e)
}

func secretEvent(e Event) bool {
	switch e := e.(type) {
	case Moved:
		return e.Disguised
	case Happened:
		return e.Secret
	case Rolled:
		return e.Secret
	}
	return false
}

// PublicEvent returns what the seats that do not observe e see instead: the
// same event with the Intruder's name and what he did replaced by
// unknowns — a Minion figure moved from one square to the next (the
// figures are on the board), dice were rolled in secret, something secret
// happened. A public event is its own public form.
func PublicEvent(e Event) Event {
	if !secretEvent(e) {
		return e
	}
	switch e := e.(type) {
	case Moved:
		return Moved{Who: NoFig, From: e.From, To: e.To, Disguised: true}
	case Rolled:
		return Rolled{Who: NoFig, What: "a secret roll", Secret: true}
	}
	return Happened{Who: NoFig, Text: "something secret happened", Secret: true}
}
