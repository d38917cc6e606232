package hive

import (
	"fmt"
	"strconv"

	"github.com/incursion/incursion"
)

// Descriptions of actions and events in words (issue 23): what
// [incursion.Game]'s Describe and Narrate give a user interface. Places
// are boxes by ID Code ("A4", Kind "box"), units by number ("12", Kind
// "unit") and Darters by name ("Vega", Kind "darter": the Darter's
// Holding Box), the data-tokens of package hive/picture.
func init() {
	if err := incursion.SetDescribe(Game, incursion.Describe[State, Action, Event]{
		Action: DescribeAction, Event: Narrate,
	}); err != nil {
		panic(err)
	}
}

// DescribeAction is action a of s (the state or a seat's view before a)
// in words, with the boxes, units and Darters it involves. It reads the
// action alone: the public forms of secret actions ([PublicAction]: "buy
// unknown", "deploy ?", "mission ?", "assign ?") say only that a purchase,
// a deployment, a mission or an assignment was made.
func DescribeAction(s State, a Action) incursion.Description {
	var d incursion.Description
	box := func(b string) {
		if b != "" && b != "?" {
			d.Places = append(d.Places, incursion.Place{Kind: "box", ID: b})
		}
	}
	unit := func(u int) {
		d.Places = append(d.Places, incursion.Place{Kind: "unit", ID: strconv.Itoa(u)})
	}
	darter := func(n string) {
		if n != "" && n != "?" {
			d.Places = append(d.Places, incursion.Place{Kind: "darter", ID: n})
		}
	}
	say := func(format string, args ...any) { d.Sentence = fmt.Sprintf(format, args...) }
	plus := func(n int) string {
		if n == 0 {
			return ""
		}
		return fmt.Sprintf(", with %d extra", n)
	}
	switch a := a.(type) {
	case Buy:
		if a.Item == unknownItem {
			say("A purchase is made in secret")
		} else {
			say("Buy %v", a.Item)
		}
	case End:
		say("End this step")
	case Deploy:
		if a.Box == "?" {
			say("The Znon deploy in secret")
		} else {
			box(a.Box)
			say("Deploy in %s", a.Box)
		}
	case Choose:
		if a.Mission == NoMission {
			say("A mission is chosen in secret")
		} else {
			say("Choose the mission %v", a.Mission)
		}
	case Assign:
		if a.Darter == "?" {
			say("A Darter is assigned in secret")
		} else {
			darter(a.Darter)
			say("Assign the Darter %s", a.Darter)
		}
	case Hit:
		darter(a.Darter)
		say("Hit the Darter %s", a.Darter)
	case Casualty:
		unit(a.Unit)
		say("Unit %d is a casualty", a.Unit)
	case Relinquish:
		unit(a.Queen)
		say("Queen %d relinquishes control", a.Queen)
	case MindControl:
		unit(a.Queen)
		unit(a.Target)
		say("Queen %d takes mind control of unit %d", a.Queen, a.Target)
	case Activate:
		unit(a.Queen)
		say("Activate Queen %d", a.Queen)
	case PlaceBreach:
		darter(a.Darter)
		box(a.Box)
		o := "closed"
		if a.Open {
			o = "open"
		}
		say("The Darter %s breaches into %s (%s)", a.Darter, a.Box, o)
	case Move:
		unit(a.Unit)
		box(a.To)
		say("Unit %d moves to %s", a.Unit, a.To)
	case Fire:
		unit(a.Unit)
		unit(a.Target)
		say("Unit %d fires at unit %d%s", a.Unit, a.Target, plus(a.Extra))
	case FireArmory:
		unit(a.Unit)
		box(a.Box)
		say("Unit %d fires at the Armory in %s", a.Unit, a.Box)
	case FireDarter:
		unit(a.Unit)
		darter(a.Darter)
		say("Unit %d fires at the Darter %s%s", a.Unit, a.Darter, plus(a.Extra))
	case Holing:
		unit(a.Unit)
		box(a.To)
		say("Unit %d holes through to %s", a.Unit, a.To)
	case Disarm:
		unit(a.Unit)
		say("Unit %d disarms", a.Unit)
	case Demolish:
		unit(a.Unit)
		say("Unit %d demolishes", a.Unit)
	case Hatch:
		unit(a.Unit)
		darter(a.Darter)
		say("Unit %d opens the hatch of the Darter %s", a.Unit, a.Darter)
	case CutGravity:
		unit(a.Unit)
		say("Unit %d cuts the gravity", a.Unit)
	case ShutLifeSupport:
		unit(a.Unit)
		say("Unit %d shuts the life support", a.Unit)
	case Finish:
		say("Done")
	case Combine:
		unit(a.Unit)
		unit(a.With)
		say("Unit %d combines with unit %d", a.Unit, a.With)
	case Melee:
		unit(a.Unit)
		unit(a.Target)
		say("Unit %d melees unit %d", a.Unit, a.Target)
	case Join:
		unit(a.Unit)
		say("Unit %d joins the melee", a.Unit)
	case Resolve:
		say("Resolve the melee")
	case Consent:
		if a.Yes {
			say("Consent")
		} else {
			say("Refuse")
		}
	case Announce:
		unit(a.Hostage)
		say("Announce unit %d as hostage", a.Hostage)
	case Abort:
		if a.Yes {
			say("Abort the mission")
		} else {
			say("Do not abort the mission")
		}
	case Execute:
		unit(a.Hostage)
		say("Execute the hostage %d", a.Hostage)
	case Depart:
		darter(a.Darter)
		say("The Darter %s departs", a.Darter)
	case Laser:
		darter(a.Darter)
		say("Fire the laser at the Darter %s", a.Darter)
	case Spawn:
		if a.Yes {
			say("Spawn")
		} else {
			say("Do not spawn")
		}
	default:
		if a != nil {
			d.Sentence = a.String()
		}
	}
	return d
}

// Narrate is event e in words; a public (redacted) event says only what
// its public form holds.
func Narrate(e Event) string {
	switch e := e.(type) {
	case Rolled:
		if e.Face == 0 {
			return fmt.Sprintf("%s rolls a die in secret (%s)", e.Seat, e.For)
		}
		return fmt.Sprintf("%s rolls %d (%s)", e.Seat, e.Face, e.For)
	case Moved:
		return fmt.Sprintf("Unit %d moves from %s to %s (%d MP)", e.Unit, e.From, e.To, e.Cost)
	case Affected:
		who := fmt.Sprintf("Unit %d", e.Unit)
		if e.Unit == NoUnit {
			who = "A player"
		}
		s := who + " " + e.What
		if e.Kind != Unknown {
			s += " (" + e.Kind.String() + ")"
		}
		if e.Box != "" {
			s += " in " + e.Box
		}
		return s
	case Marked:
		return "Marked: " + e.String()
	case Began:
		return fmt.Sprintf("Turn %d: %s", e.Turn, e.Step)
	case Ended:
		return "The game is over: " + e.Reason
	}
	if e == nil {
		return ""
	}
	return e.String()
}
