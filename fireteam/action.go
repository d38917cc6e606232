package fireteam

import "strconv"

// Action is one decision of a seat. The concrete types are below; each
// prints in the text notation ParseAction reads.
type Action interface {
	isAction()
	String() string
}

// StartPlayer gives the Start Player Token to a seat (Setup 2).
type StartPlayer struct{ Seat Seat }

// Pick selects a hero (Setup 2).
type Pick struct{ Hero Hero }

// Upgrade selects an upgrade set (1..4) of the hero's role, whose four
// cards join his action deck (Setup 3).
type Upgrade struct {
	Hero Hero
	Set  int
}

// Focus selects a focus card (1..6) of the hero's role (Setup 3).
type Focus struct {
	Hero Hero
	Card int
}

// Ready ends a hero's selection of upgrades and focus cards with fewer
// than the mission entitles him to; only under Config.UpToEntitlement
// (Setup 3 read as "up to"; RULES.md, "Readings").
type Ready struct{ Hero Hero }

// NextMission chooses the operation's next mission (Missions and
// Operations).
type NextMission struct{ Mission string }

// Respond plays a card as a tactical response (Tactics Phase 2).
type Respond struct {
	Hero Hero
	Card Card
}

// Pass declines a tactical response, a reaction or taking one for the team.
type Pass struct{ Hero Hero }

// Stand stands a knocked-down hero up at the start of his turn.
type Stand struct{ Hero Hero }

// StayDown leaves a knocked-down hero down and skips his turn.
type StayDown struct{ Hero Hero }

// Move moves a hero to an adjacent location, bringing the named specialists
// from his location (Moving, Guarding Specialists).
type Move struct {
	Hero         Hero
	To           Loc
	Patty, Henry bool
}

// Bring is the choice of a hero moved involuntarily (the Cave-In event)
// out of a location where another active hero guards the specialists: he
// may bring any or all of them along (Guarding Specialists: "you may
// choose to bring any or all of those specialists"; "even if your movement
// is involuntary"). The hero is moved when he has chosen.
type Bring struct {
	Hero         Hero
	Patty, Henry bool
}

// Attack starts an attack action against a monster; cards are then added
// with Add and the dice rolled with Roll (Attacking).
type Attack struct {
	Hero   Hero
	Target Monster
}

// Add plays a card into the attack being built.
type Add struct {
	Hero Hero
	Card Card
}

// Roll rolls the attack dice of the attack being built.
type Roll struct{ Hero Hero }

// Reroll rerolls attack die Die (from 1) with Henry's Find Weakness.
type Reroll struct {
	Hero Hero
	Die  int
}

// Keep keeps the attack dice as rolled.
type Keep struct{ Hero Hero }

// Search searches the hero's location (Searching).
type Search struct{ Hero Hero }

// Operate uses the hero's action on the special intel token in his
// location, placing an intel token on its objective (Performing Actions:
// "any action provided by an objective").
type Operate struct{ Hero Hero }

// End ends the hero's turn.
type End struct{ Hero Hero }

// Activate activates a monster next (Activate Monsters: within each type,
// the players choose the order).
type Activate struct{ Monster Monster }

// Intercede takes one for the team: the hero becomes the attack's target.
type Intercede struct{ Hero Hero }

// React plays a card as a reaction to a monster's attack.
type React struct {
	Hero Hero
	Card Card
}

// Discard discards a card of the hero's choice for a hit.
type Discard struct {
	Hero Hero
	Card Card
}

func (StartPlayer) isAction() {}
func (Pick) isAction()        {}
func (Upgrade) isAction()     {}
func (NextMission) isAction() {}
func (Focus) isAction()       {}
func (Ready) isAction()       {}
func (Respond) isAction()     {}
func (Pass) isAction()        {}
func (Stand) isAction()       {}
func (StayDown) isAction()    {}
func (Move) isAction()        {}
func (Bring) isAction()       {}
func (Attack) isAction()      {}
func (Add) isAction()         {}
func (Roll) isAction()        {}
func (Reroll) isAction()      {}
func (Keep) isAction()        {}
func (Search) isAction()      {}
func (End) isAction()         {}
func (Operate) isAction()     {}
func (Activate) isAction()    {}
func (Intercede) isAction()   {}
func (React) isAction()       {}
func (Discard) isAction()     {}

func (a StartPlayer) String() string { return "start " + a.Seat.String() }
func (a Pick) String() string        { return "pick " + a.Hero.String() }
func (a NextMission) String() string { return "mission " + a.Mission }
func (a Upgrade) String() string     { return "upgrade " + a.Hero.String() + " " + strconv.Itoa(a.Set) }
func (a Focus) String() string       { return "focus " + a.Hero.String() + " " + strconv.Itoa(a.Card) }
func (a Ready) String() string       { return "ready " + a.Hero.String() }
func (a Respond) String() string     { return "respond " + a.Hero.String() + " " + a.Card.String() }
func (a Pass) String() string        { return "pass " + a.Hero.String() }
func (a Stand) String() string       { return "stand " + a.Hero.String() }
func (a StayDown) String() string    { return "staydown " + a.Hero.String() }
func (a Move) String() string {
	s := "move " + a.Hero.String() + " " + a.To.String()
	if a.Patty {
		s += " patty"
	}
	if a.Henry {
		s += " henry"
	}
	return s
}
func (a Bring) String() string {
	s := "bring " + a.Hero.String()
	if a.Patty {
		s += " patty"
	}
	if a.Henry {
		s += " henry"
	}
	return s
}
func (a Attack) String() string    { return "attack " + a.Hero.String() + " " + a.Target.String() }
func (a Add) String() string       { return "add " + a.Hero.String() + " " + a.Card.String() }
func (a Roll) String() string      { return "roll " + a.Hero.String() }
func (a Reroll) String() string    { return "reroll " + a.Hero.String() + " " + strconv.Itoa(a.Die) }
func (a Keep) String() string      { return "keep " + a.Hero.String() }
func (a Search) String() string    { return "search " + a.Hero.String() }
func (a Operate) String() string   { return "operate " + a.Hero.String() }
func (a End) String() string       { return "end " + a.Hero.String() }
func (a Activate) String() string  { return "activate " + a.Monster.String() }
func (a Intercede) String() string { return "intercede " + a.Hero.String() }
func (a React) String() string     { return "react " + a.Hero.String() + " " + a.Card.String() }
func (a Discard) String() string   { return "discard " + a.Hero.String() + " " + a.Card.String() }
