package hive

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"github.com/incursion/incursion"
)

// Action is one decision of a player (DESIGN.md "Granularity of actions").
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

// ParseAction reads an action in the text notation of its String method.
func ParseAction(text string) (Action, error) {
	f := strings.Fields(text)
	if len(f) == 0 {
		return nil, fmt.Errorf("hive: empty action")
	}
	bad := func() (Action, error) { return nil, fmt.Errorf("hive: cannot read action %q", text) }
	nums := func(from int, n int) ([]int, bool) {
		if len(f) != from+n {
			return nil, false
		}
		out := make([]int, n)
		for i := 0; i < n; i++ {
			v, err := strconv.Atoi(f[from+i])
			if err != nil || v < 0 || v > 1000 || strconv.Itoa(v) != f[from+i] {
				return nil, false
			}
			out[i] = v
		}
		return out, true
	}
	// withExtra reads "UNIT X [+N]".
	withExtra := func() (int, string, int, bool) {
		if len(f) != 3 && len(f) != 4 {
			return 0, "", 0, false
		}
		u, err := strconv.Atoi(f[1])
		if err != nil || u < 0 || u > 1000 || strconv.Itoa(u) != f[1] {
			return 0, "", 0, false
		}
		e := 0
		if len(f) == 4 {
			if !strings.HasPrefix(f[3], "+") {
				return 0, "", 0, false
			}
			e, err = strconv.Atoi(f[3][1:])
			if err != nil || e <= 0 || e > 100 || "+"+strconv.Itoa(e) != f[3] {
				return 0, "", 0, false
			}
		}
		return u, f[2], e, true
	}
	word := func() (string, bool) {
		if len(f) != 2 {
			return "", false
		}
		return f[1], true
	}
	yes := func() (bool, bool) {
		if len(f) != 2 || (f[1] != "yes" && f[1] != "no") {
			return false, false
		}
		return f[1] == "yes", true
	}
	switch f[0] {
	case "buy":
		w, ok := word()
		if !ok {
			return bad()
		}
		for i, n := range itemNames {
			if n == w {
				return Buy{Item(i)}, nil
			}
		}
	case "end":
		if len(f) == 1 {
			return End{}, nil
		}
	case "done":
		if len(f) == 1 {
			return Finish{}, nil
		}
	case "resolve":
		if len(f) == 1 {
			return Resolve{}, nil
		}
	case "deploy":
		if w, ok := word(); ok {
			return Deploy{w}, nil
		}
	case "mission":
		if w, ok := word(); ok {
			switch w {
			case "rescue":
				return Choose{Rescue}, nil
			case "punitive":
				return Choose{Punitive}, nil
			}
		}
	case "assign":
		if w, ok := word(); ok {
			return Assign{w}, nil
		}
	case "hit":
		if w, ok := word(); ok {
			return Hit{w}, nil
		}
	case "depart":
		if w, ok := word(); ok {
			return Depart{w}, nil
		}
	case "laser":
		if w, ok := word(); ok {
			return Laser{w}, nil
		}
	case "casualty", "relinquish", "activate", "demolish", "disarm", "gravity", "lifesupport", "join", "announce", "execute":
		v, ok := nums(1, 1)
		if !ok {
			return bad()
		}
		switch f[0] {
		case "casualty":
			return Casualty{v[0]}, nil
		case "relinquish":
			return Relinquish{v[0]}, nil
		case "activate":
			return Activate{v[0]}, nil
		case "demolish":
			return Demolish{v[0]}, nil
		case "disarm":
			return Disarm{v[0]}, nil
		case "gravity":
			return CutGravity{v[0]}, nil
		case "lifesupport":
			return ShutLifeSupport{v[0]}, nil
		case "join":
			return Join{v[0]}, nil
		case "announce":
			return Announce{v[0]}, nil
		case "execute":
			return Execute{v[0]}, nil
		}
	case "mindcontrol", "combine", "melee":
		v, ok := nums(1, 2)
		if !ok {
			return bad()
		}
		switch f[0] {
		case "mindcontrol":
			return MindControl{v[0], v[1]}, nil
		case "combine":
			return Combine{v[0], v[1]}, nil
		case "melee":
			return Melee{v[0], v[1]}, nil
		}
	case "move", "hole", "hatch":
		if len(f) != 3 {
			return bad()
		}
		u, err := strconv.Atoi(f[1])
		if err != nil || u < 0 || u > 1000 || strconv.Itoa(u) != f[1] {
			return bad()
		}
		switch f[0] {
		case "move":
			return Move{u, f[2]}, nil
		case "hole":
			return Holing{u, f[2]}, nil
		case "hatch":
			return Hatch{u, f[2]}, nil
		}
	case "fire", "firearmory", "firedarter":
		u, x, e, ok := withExtra()
		if !ok {
			return bad()
		}
		switch f[0] {
		case "fire":
			t, err := strconv.Atoi(x)
			if err != nil || t < 0 || t > 1000 || strconv.Itoa(t) != x {
				return bad()
			}
			return Fire{u, t, e}, nil
		case "firearmory":
			if e != 0 {
				return bad()
			}
			return FireArmory{u, x}, nil
		case "firedarter":
			return FireDarter{u, x, e}, nil
		}
	case "breach":
		if len(f) == 4 && (f[3] == "open" || f[3] == "closed") {
			return PlaceBreach{f[1], f[2], f[3] == "open"}, nil
		}
	case "consent", "abort", "spawn":
		y, ok := yes()
		if !ok {
			return bad()
		}
		switch f[0] {
		case "consent":
			return Consent{y}, nil
		case "abort":
			return Abort{y}, nil
		case "spawn":
			return Spawn{y}, nil
		}
	}
	return bad()
}

// actionType returns the JSON type name of a: the first word of its text.
func actionType(a Action) string {
	s := a.String()
	if i := strings.IndexByte(s, ' '); i >= 0 {
		return s[:i]
	}
	return s
}

// typed writes v, a struct, as a JSON object with "type" first.
func typed(name string, v any) ([]byte, error) { return incursion.MarshalTyped(name, v) }

// UnmarshalAction reads an action written as JSON ({"type": ...}).
func UnmarshalAction(data []byte) (Action, error) {
	var head struct {
		Type string `json:"type"`
	}
	if err := json.Unmarshal(data, &head); err != nil {
		return nil, err
	}
	switch head.Type {
	case "buy":
		type plain Buy
		var v plain
		if err := json.Unmarshal(data, &v); err != nil {
			return nil, err
		}
		return Buy(v), nil
	case "end":
		type plain End
		var v plain
		if err := json.Unmarshal(data, &v); err != nil {
			return nil, err
		}
		return End(v), nil
	case "deploy":
		type plain Deploy
		var v plain
		if err := json.Unmarshal(data, &v); err != nil {
			return nil, err
		}
		return Deploy(v), nil
	case "mission":
		type plain Choose
		var v plain
		if err := json.Unmarshal(data, &v); err != nil {
			return nil, err
		}
		return Choose(v), nil
	case "assign":
		type plain Assign
		var v plain
		if err := json.Unmarshal(data, &v); err != nil {
			return nil, err
		}
		return Assign(v), nil
	case "hit":
		type plain Hit
		var v plain
		if err := json.Unmarshal(data, &v); err != nil {
			return nil, err
		}
		return Hit(v), nil
	case "casualty":
		type plain Casualty
		var v plain
		if err := json.Unmarshal(data, &v); err != nil {
			return nil, err
		}
		return Casualty(v), nil
	case "relinquish":
		type plain Relinquish
		var v plain
		if err := json.Unmarshal(data, &v); err != nil {
			return nil, err
		}
		return Relinquish(v), nil
	case "mindcontrol":
		type plain MindControl
		var v plain
		if err := json.Unmarshal(data, &v); err != nil {
			return nil, err
		}
		return MindControl(v), nil
	case "activate":
		type plain Activate
		var v plain
		if err := json.Unmarshal(data, &v); err != nil {
			return nil, err
		}
		return Activate(v), nil
	case "breach":
		type plain PlaceBreach
		var v plain
		if err := json.Unmarshal(data, &v); err != nil {
			return nil, err
		}
		return PlaceBreach(v), nil
	case "move":
		type plain Move
		var v plain
		if err := json.Unmarshal(data, &v); err != nil {
			return nil, err
		}
		return Move(v), nil
	case "fire":
		type plain Fire
		var v plain
		if err := json.Unmarshal(data, &v); err != nil {
			return nil, err
		}
		return Fire(v), nil
	case "firearmory":
		type plain FireArmory
		var v plain
		if err := json.Unmarshal(data, &v); err != nil {
			return nil, err
		}
		return FireArmory(v), nil
	case "firedarter":
		type plain FireDarter
		var v plain
		if err := json.Unmarshal(data, &v); err != nil {
			return nil, err
		}
		return FireDarter(v), nil
	case "hole":
		type plain Holing
		var v plain
		if err := json.Unmarshal(data, &v); err != nil {
			return nil, err
		}
		return Holing(v), nil
	case "disarm":
		type plain Disarm
		var v plain
		if err := json.Unmarshal(data, &v); err != nil {
			return nil, err
		}
		return Disarm(v), nil
	case "demolish":
		type plain Demolish
		var v plain
		if err := json.Unmarshal(data, &v); err != nil {
			return nil, err
		}
		return Demolish(v), nil
	case "hatch":
		type plain Hatch
		var v plain
		if err := json.Unmarshal(data, &v); err != nil {
			return nil, err
		}
		return Hatch(v), nil
	case "gravity":
		type plain CutGravity
		var v plain
		if err := json.Unmarshal(data, &v); err != nil {
			return nil, err
		}
		return CutGravity(v), nil
	case "lifesupport":
		type plain ShutLifeSupport
		var v plain
		if err := json.Unmarshal(data, &v); err != nil {
			return nil, err
		}
		return ShutLifeSupport(v), nil
	case "done":
		type plain Finish
		var v plain
		if err := json.Unmarshal(data, &v); err != nil {
			return nil, err
		}
		return Finish(v), nil
	case "combine":
		type plain Combine
		var v plain
		if err := json.Unmarshal(data, &v); err != nil {
			return nil, err
		}
		return Combine(v), nil
	case "melee":
		type plain Melee
		var v plain
		if err := json.Unmarshal(data, &v); err != nil {
			return nil, err
		}
		return Melee(v), nil
	case "join":
		type plain Join
		var v plain
		if err := json.Unmarshal(data, &v); err != nil {
			return nil, err
		}
		return Join(v), nil
	case "resolve":
		type plain Resolve
		var v plain
		if err := json.Unmarshal(data, &v); err != nil {
			return nil, err
		}
		return Resolve(v), nil
	case "consent":
		type plain Consent
		var v plain
		if err := json.Unmarshal(data, &v); err != nil {
			return nil, err
		}
		return Consent(v), nil
	case "announce":
		type plain Announce
		var v plain
		if err := json.Unmarshal(data, &v); err != nil {
			return nil, err
		}
		return Announce(v), nil
	case "abort":
		type plain Abort
		var v plain
		if err := json.Unmarshal(data, &v); err != nil {
			return nil, err
		}
		return Abort(v), nil
	case "execute":
		type plain Execute
		var v plain
		if err := json.Unmarshal(data, &v); err != nil {
			return nil, err
		}
		return Execute(v), nil
	case "depart":
		type plain Depart
		var v plain
		if err := json.Unmarshal(data, &v); err != nil {
			return nil, err
		}
		return Depart(v), nil
	case "laser":
		type plain Laser
		var v plain
		if err := json.Unmarshal(data, &v); err != nil {
			return nil, err
		}
		return Laser(v), nil
	case "spawn":
		type plain Spawn
		var v plain
		if err := json.Unmarshal(data, &v); err != nil {
			return nil, err
		}
		return Spawn(v), nil
	}
	return nil, fmt.Errorf("hive: unknown action type %q", head.Type)
}

// MarshalJSON writes the action as {"type": "buy", ...}.
func (a Buy) MarshalJSON() ([]byte, error) {
	type plain Buy
	return typed("buy", plain(a))
}

// MarshalJSON writes the action as {"type": "end", ...}.
func (a End) MarshalJSON() ([]byte, error) {
	type plain End
	return typed("end", plain(a))
}

// MarshalJSON writes the action as {"type": "deploy", ...}.
func (a Deploy) MarshalJSON() ([]byte, error) {
	type plain Deploy
	return typed("deploy", plain(a))
}

// MarshalJSON writes the action as {"type": "mission", ...}.
func (a Choose) MarshalJSON() ([]byte, error) {
	type plain Choose
	return typed("mission", plain(a))
}

// MarshalJSON writes the action as {"type": "assign", ...}.
func (a Assign) MarshalJSON() ([]byte, error) {
	type plain Assign
	return typed("assign", plain(a))
}

// MarshalJSON writes the action as {"type": "hit", ...}.
func (a Hit) MarshalJSON() ([]byte, error) {
	type plain Hit
	return typed("hit", plain(a))
}

// MarshalJSON writes the action as {"type": "casualty", ...}.
func (a Casualty) MarshalJSON() ([]byte, error) {
	type plain Casualty
	return typed("casualty", plain(a))
}

// MarshalJSON writes the action as {"type": "relinquish", ...}.
func (a Relinquish) MarshalJSON() ([]byte, error) {
	type plain Relinquish
	return typed("relinquish", plain(a))
}

// MarshalJSON writes the action as {"type": "mindcontrol", ...}.
func (a MindControl) MarshalJSON() ([]byte, error) {
	type plain MindControl
	return typed("mindcontrol", plain(a))
}

// MarshalJSON writes the action as {"type": "activate", ...}.
func (a Activate) MarshalJSON() ([]byte, error) {
	type plain Activate
	return typed("activate", plain(a))
}

// MarshalJSON writes the action as {"type": "breach", ...}.
func (a PlaceBreach) MarshalJSON() ([]byte, error) {
	type plain PlaceBreach
	return typed("breach", plain(a))
}

// MarshalJSON writes the action as {"type": "move", ...}.
func (a Move) MarshalJSON() ([]byte, error) {
	type plain Move
	return typed("move", plain(a))
}

// MarshalJSON writes the action as {"type": "fire", ...}.
func (a Fire) MarshalJSON() ([]byte, error) {
	type plain Fire
	return typed("fire", plain(a))
}

// MarshalJSON writes the action as {"type": "firearmory", ...}.
func (a FireArmory) MarshalJSON() ([]byte, error) {
	type plain FireArmory
	return typed("firearmory", plain(a))
}

// MarshalJSON writes the action as {"type": "firedarter", ...}.
func (a FireDarter) MarshalJSON() ([]byte, error) {
	type plain FireDarter
	return typed("firedarter", plain(a))
}

// MarshalJSON writes the action as {"type": "hole", ...}.
func (a Holing) MarshalJSON() ([]byte, error) {
	type plain Holing
	return typed("hole", plain(a))
}

// MarshalJSON writes the action as {"type": "disarm", ...}.
func (a Disarm) MarshalJSON() ([]byte, error) {
	type plain Disarm
	return typed("disarm", plain(a))
}

// MarshalJSON writes the action as {"type": "demolish", ...}.
func (a Demolish) MarshalJSON() ([]byte, error) {
	type plain Demolish
	return typed("demolish", plain(a))
}

// MarshalJSON writes the action as {"type": "hatch", ...}.
func (a Hatch) MarshalJSON() ([]byte, error) {
	type plain Hatch
	return typed("hatch", plain(a))
}

// MarshalJSON writes the action as {"type": "gravity", ...}.
func (a CutGravity) MarshalJSON() ([]byte, error) {
	type plain CutGravity
	return typed("gravity", plain(a))
}

// MarshalJSON writes the action as {"type": "lifesupport", ...}.
func (a ShutLifeSupport) MarshalJSON() ([]byte, error) {
	type plain ShutLifeSupport
	return typed("lifesupport", plain(a))
}

// MarshalJSON writes the action as {"type": "done", ...}.
func (a Finish) MarshalJSON() ([]byte, error) {
	type plain Finish
	return typed("done", plain(a))
}

// MarshalJSON writes the action as {"type": "combine", ...}.
func (a Combine) MarshalJSON() ([]byte, error) {
	type plain Combine
	return typed("combine", plain(a))
}

// MarshalJSON writes the action as {"type": "melee", ...}.
func (a Melee) MarshalJSON() ([]byte, error) {
	type plain Melee
	return typed("melee", plain(a))
}

// MarshalJSON writes the action as {"type": "join", ...}.
func (a Join) MarshalJSON() ([]byte, error) {
	type plain Join
	return typed("join", plain(a))
}

// MarshalJSON writes the action as {"type": "resolve", ...}.
func (a Resolve) MarshalJSON() ([]byte, error) {
	type plain Resolve
	return typed("resolve", plain(a))
}

// MarshalJSON writes the action as {"type": "consent", ...}.
func (a Consent) MarshalJSON() ([]byte, error) {
	type plain Consent
	return typed("consent", plain(a))
}

// MarshalJSON writes the action as {"type": "announce", ...}.
func (a Announce) MarshalJSON() ([]byte, error) {
	type plain Announce
	return typed("announce", plain(a))
}

// MarshalJSON writes the action as {"type": "abort", ...}.
func (a Abort) MarshalJSON() ([]byte, error) {
	type plain Abort
	return typed("abort", plain(a))
}

// MarshalJSON writes the action as {"type": "execute", ...}.
func (a Execute) MarshalJSON() ([]byte, error) {
	type plain Execute
	return typed("execute", plain(a))
}

// MarshalJSON writes the action as {"type": "depart", ...}.
func (a Depart) MarshalJSON() ([]byte, error) {
	type plain Depart
	return typed("depart", plain(a))
}

// MarshalJSON writes the action as {"type": "laser", ...}.
func (a Laser) MarshalJSON() ([]byte, error) {
	type plain Laser
	return typed("laser", plain(a))
}

// MarshalJSON writes the action as {"type": "spawn", ...}.
func (a Spawn) MarshalJSON() ([]byte, error) {
	type plain Spawn
	return typed("spawn", plain(a))
}
