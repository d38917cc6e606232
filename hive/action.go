package hive

import (
	"fmt"
	"strconv"
)

// Action is one decision of a player: a unit's path is one Move per box,
// a melee attack one Join per attacker, closed by Finish or Resolve.
// It is sealed: the types of this package are the only actions.
// Units are given by number, boxes by ID Code, Darters by name.
type Action interface {
	isAction()
	fmt.Stringer
}

// Buy purchases one item of the Unit Cost Chart (4.9).
type Buy struct{ Item Item }

// End ends the current purchases, Segment or step ("end").
type End struct{}

// Deploy places the next Znon unit face-down in a box (5.1).
type Deploy struct{ Box string }

// Choose is the Terran player's secret mission (5.6).
type Choose struct{ Mission Mission }

// Assign puts the next Space Marine in a Darter's Holding Box (5.2).
type Assign struct{ Darter string }

// Hit names a Darter damaged by the outer defenses (5.5).
type Hit struct{ Darter string }

// Casualty chooses the individual who takes a result (5.3, 16.6).
type Casualty struct{ Unit int }

// Relinquish gives up a Queen's Mind Control (7.5).
type Relinquish struct{ Queen int }

// MindControl attempts Mind Control of a Terran by a Queen (7.0).
type MindControl struct{ Queen, Target int }

// Activate activates a Queen or the Master-Queen (6.0 A.2, 8.0).
type Activate struct{ Queen int }

// PlaceBreach emplaces a Darter's Breach marker, open or closed (10.0).
type PlaceBreach struct {
	Darter string
	Box    string
	Open   bool
}

// Move moves a unit one box (9.0). The first action of a unit starts its
// movement; [Finish] closes it.
type Move struct {
	Unit int
	To   string
}

// Fire is ranged combat against a unit (12.0), spending Extra Movement
// Points over the basic two to improve the strength (12.8).
type Fire struct{ Unit, Target, Extra int }

// FireArmory is ranged combat against an Armory itself (18.5): a roll of 1
// detonates it, whatever the strength.
type FireArmory struct {
	Unit int
	Box  string
}

// FireDarter is Znon ranged combat against a Darter through its open
// breach (14.0).
type FireDarter struct {
	Unit   int
	Darter string
	Extra  int
}

// Holing is an Engineer's attempt to blow a hole in the wall to a box (14.0).
type Holing struct {
	Unit int
	To   string
}

// Disarm is an Engineer's attempt to remove a boobytrap in its box (17.3):
// the lowest-numbered boobytrap or fake boobytrap there.
type Disarm struct{ Unit int }

// Demolish is an attempt to destroy the laser pod or engine room a Space
// Marine occupies (14.0).
type Demolish struct{ Unit int }

// Hatch opens or closes a breach (10.0).
type Hatch struct {
	Unit   int
	Darter string
}

// CutGravity cuts the Hive's artificial gravity (18.6).
type CutGravity struct{ Unit int }

// ShutLifeSupport shuts down life support (18.7).
type ShutLifeSupport struct{ Unit int }

// Finish closes the movement of the moving unit (9.0).
type Finish struct{}

// Combine joins two 1 Lancers into a 2 Lancers (17.2): a pending decision
// of the Terran player at the end of either Movement and Ranged Combat
// Segment, for two Terran-controlled, non-Incapacitated 1 Lancers in one
// box (Mind Controlled ones do not combine: RULES.md, judgment 27).
type Combine struct{ Unit, With int }

// Melee starts a melee attack on a target (16.0); [Join] adds attackers and
// [Resolve] rolls.
type Melee struct{ Unit, Target int }

// Join adds a unit to the melee attack being formed (16.0).
type Join struct{ Unit int }

// Resolve rolls the melee attack being formed (16.0).
type Resolve struct{}

// Consent is the Znon player's answer when a Queen is attacked (16.5).
type Consent struct{ Yes bool }

// Announce gives notice of the execution of a hostage (19.3, 19.4).
type Announce struct{ Hostage int }

// Abort is the Terran player's answer to a notice of execution (19.3).
type Abort struct{ Yes bool }

// Execute kills an announced hostage (19.0).
type Execute struct{ Hostage int }

// Depart sends a Darter to deep space (20.0).
type Depart struct{ Darter string }

// Laser assigns the next intact laser pod to a departing Darter (20.0).
type Laser struct{ Darter string }

// Spawn places a Worker in the Cold Storage Box, or not (18.9).
type Spawn struct{ Yes bool }

func (Buy) isAction()             {}
func (End) isAction()             {}
func (Deploy) isAction()          {}
func (Choose) isAction()          {}
func (Assign) isAction()          {}
func (Hit) isAction()             {}
func (Casualty) isAction()        {}
func (Relinquish) isAction()      {}
func (MindControl) isAction()     {}
func (Activate) isAction()        {}
func (PlaceBreach) isAction()     {}
func (Move) isAction()            {}
func (Fire) isAction()            {}
func (FireArmory) isAction()      {}
func (FireDarter) isAction()      {}
func (Holing) isAction()          {}
func (Disarm) isAction()          {}
func (Demolish) isAction()        {}
func (Hatch) isAction()           {}
func (CutGravity) isAction()      {}
func (ShutLifeSupport) isAction() {}
func (Finish) isAction()          {}
func (Combine) isAction()         {}
func (Melee) isAction()           {}
func (Join) isAction()            {}
func (Resolve) isAction()         {}
func (Consent) isAction()         {}
func (Announce) isAction()        {}
func (Abort) isAction()           {}
func (Execute) isAction()         {}
func (Depart) isAction()          {}
func (Laser) isAction()           {}
func (Spawn) isAction()           {}

func yesNo(b bool) string {
	if b {
		return "yes"
	}
	return "no"
}

func extra(n int) string {
	if n == 0 {
		return ""
	}
	return " +" + strconv.Itoa(n)
}

func (a Buy) String() string        { return "buy " + a.Item.String() }
func (End) String() string          { return "end" }
func (a Deploy) String() string     { return "deploy " + a.Box }
func (a Choose) String() string     { return "mission " + a.Mission.String() }
func (a Assign) String() string     { return "assign " + a.Darter }
func (a Hit) String() string        { return "hit " + a.Darter }
func (a Casualty) String() string   { return fmt.Sprintf("casualty %d", a.Unit) }
func (a Relinquish) String() string { return fmt.Sprintf("relinquish %d", a.Queen) }
func (a MindControl) String() string {
	return fmt.Sprintf("mindcontrol %d %d", a.Queen, a.Target)
}
func (a Activate) String() string { return fmt.Sprintf("activate %d", a.Queen) }
func (a PlaceBreach) String() string {
	o := "closed"
	if a.Open {
		o = "open"
	}
	return fmt.Sprintf("breach %s %s %s", a.Darter, a.Box, o)
}
func (a Move) String() string       { return fmt.Sprintf("move %d %s", a.Unit, a.To) }
func (a Fire) String() string       { return fmt.Sprintf("fire %d %d%s", a.Unit, a.Target, extra(a.Extra)) }
func (a FireArmory) String() string { return fmt.Sprintf("firearmory %d %s", a.Unit, a.Box) }
func (a FireDarter) String() string {
	return fmt.Sprintf("firedarter %d %s%s", a.Unit, a.Darter, extra(a.Extra))
}
func (a Holing) String() string          { return fmt.Sprintf("hole %d %s", a.Unit, a.To) }
func (a Disarm) String() string          { return fmt.Sprintf("disarm %d", a.Unit) }
func (a Demolish) String() string        { return fmt.Sprintf("demolish %d", a.Unit) }
func (a Hatch) String() string           { return fmt.Sprintf("hatch %d %s", a.Unit, a.Darter) }
func (a CutGravity) String() string      { return fmt.Sprintf("gravity %d", a.Unit) }
func (a ShutLifeSupport) String() string { return fmt.Sprintf("lifesupport %d", a.Unit) }
func (Finish) String() string            { return "done" }
func (a Combine) String() string         { return fmt.Sprintf("combine %d %d", a.Unit, a.With) }
func (a Melee) String() string           { return fmt.Sprintf("melee %d %d", a.Unit, a.Target) }
func (a Join) String() string            { return fmt.Sprintf("join %d", a.Unit) }
func (Resolve) String() string           { return "resolve" }
func (a Consent) String() string         { return "consent " + yesNo(a.Yes) }
func (a Announce) String() string        { return fmt.Sprintf("announce %d", a.Hostage) }
func (a Abort) String() string           { return "abort " + yesNo(a.Yes) }
func (a Execute) String() string         { return fmt.Sprintf("execute %d", a.Hostage) }
func (a Depart) String() string          { return "depart " + a.Darter }
func (a Laser) String() string           { return "laser " + a.Darter }
func (a Spawn) String() string           { return "spawn " + yesNo(a.Yes) }

// ActionVisibleTo reports whether seat sees which action a, taken in s, was
// (4.0, 5.5, 5.6, 5.7): purchases are seen by the buyer only, the Znon
// deployment by the Znon player only (the Terran player examines it only
// once his mission is chosen), the mission and the Darter assignment by the
// Terran player only. Every other action is public.
func ActionVisibleTo(s State, a Action, seat Seat) bool {
	switch a := a.(type) {
	case Buy:
		if a.Item < numItems {
			return seat == a.Item.seat()
		}
		return seat == s.seatNow()
	case Deploy:
		return seat == Znon
	case Choose, Assign:
		return seat == Terran
	}
	return true
}

// PublicAction returns what the seats that do not see a (see
// [ActionVisibleTo]) see instead: "buy unknown", "deploy ?", "mission
// unknown", "assign ?". A public action is its own public form.
func PublicAction(s State, a Action) Action {
	switch a.(type) {
	case Buy:
		return Buy{unknownItem}
	case Deploy:
		return Deploy{"?"}
	case Choose:
		return Choose{NoMission}
	case Assign:
		return Assign{"?"}
	}
	return a
}
