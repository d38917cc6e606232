package spyordie

// The components of the set (Rulebook, "Components") that the rules name:
// the figures (Intruders and Minions) and their kinds, the agents and their
// Talents, the Items, the Intelligence markers' faces, and an Intruder
// profile's status.

import (
	"fmt"
)

// AgentID is one of the three agent profiles ("Agents").
type AgentID uint8

// The agents.
const (
	NoAgent AgentID = iota
	Kim             // Kimberly Parker: Detective, Saboteur, Locksmith
	Harry           // Harry Swift: Evader, Prowler, Imposter
	Anna            // Anna Chekhova: Assassin, Sniper, Judoka
)

var agentNames = [...]string{"-", "kim", "harry", "anna"}

func (a AgentID) String() string {
	if int(a) < len(agentNames) {
		return agentNames[a]
	}
	return fmt.Sprintf("AgentID(%d)", uint8(a))
}

// Nation returns the agent's nationality.
func (a AgentID) Nation() Nation {
	switch a {
	case Kim:
		return US
	case Harry:
		return UK
	}
	return USSR
}

// Talent is an agent's Talent.
type Talent uint8

// The nine Talents, three per agent.
const (
	NoTalent Talent = iota
	Detective
	Saboteur
	Locksmith
	Evader
	Prowler
	Imposter
	Assassin
	Sniper
	Judoka
)

var talentNames = [...]string{"-", "detective", "saboteur", "locksmith", "evader", "prowler", "imposter", "assassin", "sniper", "judoka"}

func (t Talent) String() string {
	if int(t) < len(talentNames) {
		return talentNames[t]
	}
	return fmt.Sprintf("Talent(%d)", uint8(t))
}

// Agent returns the agent who may choose t.
func (t Talent) Agent() AgentID {
	if t == NoTalent || t > Judoka {
		return NoAgent
	}
	return AgentID((t-1)/3 + 1)
}

// Item is the type of an Item marker.
type Item uint8

// The Items ("Items").
const (
	NoItem Item = iota
	Handgun
	Silencer
	Painkiller
	Stimulant
	MedicalKit
	Lockpicks
	XRaySpecs
	SMG
)

var itemNames = [...]string{"-", "handgun", "silencer", "painkiller", "stimulant", "medkit", "lockpicks", "xray", "smg"}

func (it Item) String() string {
	if int(it) < len(itemNames) {
		return itemNames[it]
	}
	return fmt.Sprintf("Item(%d)", uint8(it))
}

// Weapon reports whether it is a weapon an Intruder can shoot with.
func (it Item) Weapon() bool { return it == Handgun || it == SMG }

// itemMarkers lists the Item markers of the set by id (DATA.md): three
// Handguns, one of each other Item, three Submachine Guns.
var itemMarkers = [...]Item{Handgun, Handgun, Handgun, Silencer, Painkiller, Stimulant, MedicalKit, Lockpicks, XRaySpecs, SMG, SMG, SMG}

const nItems = len(itemMarkers)

// Colour and Nation classify Intelligence markers ("Scoring").
type (
	Colour uint8
	Nation uint8
)

// Colours and nations.
const (
	Yellow Colour = iota
	Red
	Blue
)
const (
	UK Nation = iota
	US
	USSR
)

// Unknown is the part of an unrevealed Doomsday marker in a [State.View]
// (and the colour and nation of a face-down Intelligence marker in a view
// written before issue 12, which still decodes; a view now gives the
// face-down markers the unseen faces, sorted).
const Unknown = 255

func (c Colour) String() string {
	switch c {
	case Yellow:
		return "yellow"
	case Red:
		return "red"
	case Blue:
		return "blue"
	}
	return "?"
}

func (n Nation) String() string {
	switch n {
	case UK:
		return "UK"
	case US:
		return "US"
	case USSR:
		return "USSR"
	}
	return "?"
}

// Intel is an Intelligence marker's face.
type Intel struct {
	Colour Colour `json:"colour"`
	Nation Nation `json:"nation"`
}

func (i Intel) String() string { return i.Colour.String() + "/" + i.Nation.String() }

// DefaultIntel is the standard set of 9 Intelligence markers: one of each
// colour and nation pair (DATA.md).
var DefaultIntel = [9]Intel{
	{Yellow, UK}, {Yellow, US}, {Yellow, USSR},
	{Red, UK}, {Red, US}, {Red, USSR},
	{Blue, UK}, {Blue, US}, {Blue, USSR},
}

// Status is where an Intruder is in the mission.
type Status uint8

// Intruder statuses.
const (
	Unchosen   Status = iota // Set-Up not finished
	Waiting                  // outside the Base, not yet entered
	InBase                   // inside the Base (the Prison included)
	Escaped                  // left through the Entrance
	Sacrificed               // made the Heroic Sacrifice
)

var statusNames = [...]string{"unchosen", "waiting", "in base", "escaped", "sacrificed"}

func (s Status) String() string {
	if int(s) < len(statusNames) {
		return statusNames[s]
	}
	return "?"
}

// Fig is a figure of the game: an Intruder (I1..I3, one per Intruder seat)
// or a Minion figure (B the Boss, G1..G6 Guards, T1..T4 Technicians,
// S1..S4 Scientists). Minion figures are the components of the set: a
// Minion can be spawned only while one of its figures is off the board.
type Fig int8

// Figure numbering.
const (
	I1 Fig = 0
	I2 Fig = 1
	I3 Fig = 2
	B  Fig = 3
	G1 Fig = 4
	T1 Fig = 10
	S1 Fig = 14
	// NoFig stands for no figure.
	NoFig Fig = -1

	nFigs    = 18
	nMinions = 15
)

// Kind is a type of figure.
type Kind uint8

// Kinds of figure; the Minion kinds are in the order they act ("Phase 2:
// Actions").
const (
	Boss Kind = iota
	Guard
	Technician
	Scientist
	Agent
)

var kindNames = [...]string{"boss", "guard", "technician", "scientist", "intruder"}

func (k Kind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return fmt.Sprintf("Kind(%d)", uint8(k))
}

// Kind returns the type of figure f.
func (f Fig) Kind() Kind {
	switch {
	case f < B:
		return Agent
	case f == B:
		return Boss
	case f < T1:
		return Guard
	case f < S1:
		return Technician
	}
	return Scientist
}

// Intruder reports whether f is an Intruder figure.
func (f Fig) Intruder() bool { return f >= 0 && f < B }

// Valid reports whether f names a figure.
func (f Fig) Valid() bool { return f >= 0 && f < nFigs }

// Seat returns the seat that controls f.
func (f Fig) Seat() Seat {
	if f.Intruder() {
		return Seat(f) + 1
	}
	return Defender
}

func (f Fig) String() string {
	switch {
	case !f.Valid():
		return "-"
	case f < B:
		return fmt.Sprintf("I%d", f+1)
	case f == B:
		return "B"
	case f < T1:
		return fmt.Sprintf("G%d", f-G1+1)
	case f < S1:
		return fmt.Sprintf("T%d", f-T1+1)
	}
	return fmt.Sprintf("S%d", f-S1+1)
}

// kindFigs returns the figure range [lo, hi) of a Minion kind.
func kindFigs(k Kind) (Fig, Fig) {
	switch k {
	case Boss:
		return B, G1
	case Guard:
		return G1, T1
	case Technician:
		return T1, S1
	case Scientist:
		return S1, nFigs
	}
	return 0, B
}
