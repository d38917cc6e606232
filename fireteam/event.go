package fireteam

import (
	"fmt"
	"strings"
)

// Event is something that happened while an action resolved.
type Event interface {
	isEvent()
	String() string
}

// Picked: a hero joined the mission.
type Picked struct {
	Seat Seat
	Hero Hero
}

// StartPassed: the Start Player Token is with the hero's player.
type StartPassed struct{ Hero Hero }

// Drew: a hero drew cards. Cards is empty in the public form seen by the
// other seats.
type Drew struct {
	Seat  Seat
	Hero  Hero
	N     int
	Cards []Card `json:",omitempty"`
}

// Reshuffled: a hero's discard pile became his action deck.
type Reshuffled struct{ Hero Hero }

// Played: a hero played a card (as "attack", "tactical response" or
// "reaction"), or discarded it for a hit ("discard").
type Played struct {
	Hero Hero
	Card Card
	As   string
}

// Moved: a hero moved.
type Moved struct {
	Hero Hero
	To   Loc
}

// Rolled: attack dice (faces 0..5, see DATA.md) and the hits they made.
type Rolled struct {
	Who  string
	Dice []uint8
	Hits int
}

// Damaged: a monster took damage (after resistance).
type Damaged struct {
	Monster Monster
	Damage  int
	Killed  bool
	Injured bool // a boss lost a power token
}

// Searched: a spawn token was turned face down and a recon card drawn.
type Searched struct {
	Hero Hero
	At   Loc
	Card string
}

// TokenPlaced: a special intel token was placed on the board.
type TokenPlaced struct {
	Token string
	At    Loc
}

// Spawned: a monster came onto the board.
type Spawned struct {
	Monster Monster
	At      Loc
}

// MonsterMoved: a monster moved one location.
type MonsterMoved struct {
	Monster Monster
	To      Loc
}

// ActivationRolled: the activation die of a monster.
type ActivationRolled struct {
	Monster Monster
	Face    string
}

// Targeted: a monster attacks a hero.
type Targeted struct {
	Monster Monster
	Hero    Hero
}

// HeroHit: a hero took hits and must discard that many cards.
type HeroHit struct {
	Hero Hero
	Hits int
}

// KnockedDown: a hero was knocked down.
type KnockedDown struct{ Hero Hero }

// CoinFlipped: the Lucky Coin's new face.
type CoinFlipped struct{ Heads bool }

// ThreatAdvanced: the threat token's new space (from 1).
type ThreatAdvanced struct{ Space int }

// TwistRevealed: a twist card came into play.
type TwistRevealed struct{ Twist string }

// IntelPlaced: an intel token was placed on an objective.
type IntelPlaced struct {
	Objective string
	Tokens    int
	Complete  bool
}

// MissionOver: the mission ended.
type MissionOver struct {
	Won    bool
	Reason string
}

func (Picked) isEvent()           {}
func (StartPassed) isEvent()      {}
func (Drew) isEvent()             {}
func (Reshuffled) isEvent()       {}
func (Played) isEvent()           {}
func (Moved) isEvent()            {}
func (Rolled) isEvent()           {}
func (Damaged) isEvent()          {}
func (Searched) isEvent()         {}
func (Spawned) isEvent()          {}
func (TokenPlaced) isEvent()      {}
func (MonsterMoved) isEvent()     {}
func (ActivationRolled) isEvent() {}
func (Targeted) isEvent()         {}
func (HeroHit) isEvent()          {}
func (KnockedDown) isEvent()      {}
func (CoinFlipped) isEvent()      {}
func (ThreatAdvanced) isEvent()   {}
func (TwistRevealed) isEvent()    {}
func (IntelPlaced) isEvent()      {}
func (MissionOver) isEvent()      {}

func (e Picked) String() string { return e.Seat.String() + " picked " + e.Hero.String() }
func (e StartPassed) String() string {
	return e.Hero.String() + "'s player holds the start player token"
}
func (e Drew) String() string {
	if len(e.Cards) == 0 {
		return fmt.Sprintf("%s drew %d", e.Hero, e.N)
	}
	return fmt.Sprintf("%s drew %v", e.Hero, e.Cards)
}
func (e Reshuffled) String() string { return e.Hero.String() + " reshuffled his discard pile" }
func (e Played) String() string {
	return fmt.Sprintf("%s played %s (%s) as %s", e.Hero, e.Card, e.Card.Name(), e.As)
}
func (e Moved) String() string { return e.Hero.String() + " moved to " + e.To.String() }
func (e Rolled) String() string {
	f := make([]string, len(e.Dice))
	for i, d := range e.Dice {
		if int(d) < len(faceNames) {
			f[i] = faceNames[d]
		}
	}
	return fmt.Sprintf("%s rolled [%s]: %d hits", e.Who, strings.Join(f, " "), e.Hits)
}
func (e Damaged) String() string {
	s := fmt.Sprintf("%s took %d damage", e.Monster, e.Damage)
	switch {
	case e.Killed:
		s += " and was killed"
	case e.Injured:
		s += " and was injured"
	}
	return s
}
func (e Searched) String() string {
	return fmt.Sprintf("%s searched %s: %s", e.Hero, e.At, e.Card)
}
func (e TokenPlaced) String() string {
	return "the " + e.Token + " token is placed in " + e.At.String()
}
func (e Spawned) String() string      { return e.Monster.String() + " spawned in " + e.At.String() }
func (e MonsterMoved) String() string { return e.Monster.String() + " moved to " + e.To.String() }
func (e ActivationRolled) String() string {
	return e.Monster.String() + " activation die: " + e.Face
}
func (e Targeted) String() string { return e.Monster.String() + " attacks " + e.Hero.String() }
func (e HeroHit) String() string  { return fmt.Sprintf("%s took %d hits", e.Hero, e.Hits) }
func (e KnockedDown) String() string {
	return e.Hero.String() + " was knocked down"
}
func (e CoinFlipped) String() string {
	if e.Heads {
		return "the Lucky Coin is heads up"
	}
	return "the Lucky Coin is tails up"
}
func (e ThreatAdvanced) String() string {
	return fmt.Sprintf("the threat token is on space %d", e.Space)
}
func (e TwistRevealed) String() string { return "twist: " + e.Twist }
func (e IntelPlaced) String() string {
	s := fmt.Sprintf("intel on %s (%d)", e.Objective, e.Tokens)
	if e.Complete {
		s += ": complete"
	}
	return s
}
func (e MissionOver) String() string {
	if e.Won {
		return "Mission Accomplished: " + e.Reason
	}
	return "mission failed: " + e.Reason
}

// VisibleTo reports whether seat p sees event e: a hero's drawn cards are
// seen by his player only.
func VisibleTo(e Event, p Seat) bool {
	d, ok := e.(Drew)
	return !ok || len(d.Cards) == 0 || d.Seat == p
}

// PublicEvent is e as the other seats see it.
func PublicEvent(e Event) Event {
	if d, ok := e.(Drew); ok {
		return Drew{Seat: d.Seat, Hero: d.Hero, N: d.N}
	}
	return e
}
