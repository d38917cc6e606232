package spyordie

import (
	"encoding/json"

	"github.com/incursion/incursion/geom"
)

// Position is a State written out: the position format. Its JSON is what
// json.Marshal of a State writes and json.Unmarshal reads; it can also be
// written as a Go literal and built with [Position.State]. [State.Position]
// writes one.
//
// Squares are "x,y" strings, as in the actions' notation and the margins of
// [State.Draw] (x from 0 at the left, y from 0 at the top; [At] builds one);
// figures are I1-I3, B, G1-G6, T1-T4, S1-S4; enums are words, read
// case-insensitively. Lists that stand for the slots of a component (Body
// markers, Cameras, Traps, Secret Passages, an Intruder's Items and
// Intelligence) keep their slots: null is an empty slot, trailing empty
// slots may be left out.
//
// Decoding is strict: an unknown key, a value of the wrong type and a
// missing required member are errors naming the member's path
// ("agents[0].hidden: ..."). Each field says whether it is required; an
// optional member left out takes the default its doc gives, or is derived
// as its doc says. The state built must then pass [State.Validate], whose
// rules are listed, by name, in [ValidationRules].
type Position struct {
	// Map is the Base as a text map (DefaultMap's format). Optional:
	// DefaultMap when omitted (and written only when it is not DefaultMap).
	Map string `json:"map,omitempty"`
	// IntelligenceFaces are the faces of the 9 Intelligence markers, by
	// marker id, as "colour/nation" (yellow, red, blue / UK, US, USSR); in a
	// view the face-down markers bear the unseen faces in sorted order, and
	// "?" is read as unknown. Optional: DefaultIntel when omitted (and
	// written only when it is not DefaultIntel).
	IntelligenceFaces []string `json:"intelligence_faces,omitempty"`
	// Intruders is the number of Intruders, 1 to 3. Optional: derived from
	// the number of Agents when omitted.
	Intruders int `json:"intruders"`
	// Phase is the step of the game: boss, starter, sentry, camera,
	// passage, agent, talent, item, start, order (the choices of Set-Up, in
	// this order); intruders (the Intruders' turns), spawn (the Defender's
	// Phase 1), minions (his Phase 2); over. Required.
	Phase string `json:"phase" pos:"required"`
	// Step is, in Set-Up, the Intruder (0-2) or the Sentry or Camera (0-3)
	// being placed; in play, the place in Order of the Intruder whose turn
	// it is. Optional: 0.
	Step int `json:"step"`
	// MinionType is the type of Minion acting in the Defender's Phase 2:
	// boss, guard, technician or scientist (Rulebook, "Phase 2: Actions":
	// by type, in this order). Optional: boss.
	MinionType string `json:"minion_type"`
	// Round is the round of play, from 1 (0 during Set-Up). Required.
	Round int `json:"round" pos:"required"`
	// Timer is the minutes left on the Mission Timer, 0 to 60 (60 during
	// Set-Up). Required.
	Timer int `json:"timer" pos:"required"`
	// Alert is the Alert Level: green, amber or red. Required.
	Alert string `json:"alert" pos:"required"`
	// Alarms is the number of Alarm markers on the Alert Monitor: 0 to 8
	// (9 raise the Alert at once). Optional: 0.
	Alarms int `json:"alarms"`
	// PowerCut says the Power square is sabotaged. Optional: false.
	PowerCut bool `json:"power_cut"`
	// LockedDoors are the numbers of the locked Doors (0 is the Entrance;
	// Draw shows the numbers). Required: [] when every Door is open.
	LockedDoors []int `json:"locked_doors" pos:"required"`
	// Order is the Intruders' order of play, each of I1..In once (Set-Up,
	// Each Intruder 7). Optional: I1, I2, I3 in seat order.
	Order []string `json:"order"`
	// Agents are the Intruders' profiles and figures, I1 first, one per
	// Intruder. Required.
	Agents []PositionAgent `json:"agents" pos:"required"`
	// Minions are the Minion figures not in the box, each listed once;
	// figures left out are in the box. Required: [] for none.
	Minions []PositionMinion `json:"minions" pos:"required"`
	// Bodies are the Body markers on the board, by slot (at most 15 Body
	// and Alarm markers together). Optional: none.
	Bodies []*string `json:"bodies"`
	// Cameras are the Camera markers, by slot (at most 6), each on a
	// junction square. Optional: none.
	Cameras []*string `json:"cameras"`
	// Traps are the Trap markers, by slot (at most 8), each on a junction
	// square. Optional: none.
	Traps []*PositionTrap `json:"traps"`
	// SecretPassages are the Secret Passage markers: the Sanctum's (on its
	// map square), the Defender's (Set-Up, Base Defender 7; placed once the
	// passage step is done) and the Detective's (null until she places it).
	// Optional: the Sanctum's alone, as before the passage step.
	SecretPassages []*string `json:"secret_passages"`
	// Intelligence are the 9 Intelligence markers, by id (the id indexes
	// IntelligenceFaces). Required.
	Intelligence []PositionIntel `json:"intelligence" pos:"required"`
	// Items are the 12 Item markers by id (DATA.md: 0-2 Handguns, 3
	// Silencer, 4 Painkiller, 5 Stimulant, 6 Medical Kit, 7 Lockpicks, 8
	// X-Ray Specs, 9-11 Submachine Guns): a square, I1-I3 when carried
	// (the Intruder's Items list it too), or "supply" (the Defender's pile
	// or the box). Optional: derived when omitted — each Item an agent
	// carries is his, every other one is in the supply (so it may be left
	// out only while no Item marker lies on a square).
	Items []string `json:"items"`
	// Doomsday is the Doomsday pile, top first: the 6 parts 0-5 (a
	// component is part/2: 0-1 warhead, 2-3 guidance, 4-5 propulsion); the
	// first DoomsdayRevealed are on the Master Plan; null is a part a view
	// does not show. Required.
	Doomsday []*int `json:"doomsday" pos:"required"`
	// DoomsdayRevealed is the number of parts on the Master Plan, 0 to 6.
	// Optional: 0.
	DoomsdayRevealed int `json:"doomsday_revealed"`
	// Move is the move in progress (a Move action and its Steps, before its
	// Stop). Optional: none.
	Move *PositionMove `json:"move,omitempty"`
	// Actor is the figure acting now: the Intruder whose turn it is, or the
	// Minion acting in Phase 2. Optional: derived in the intruders phase
	// (the Intruder of Step), none otherwise.
	Actor string `json:"actor,omitempty"`
	// InKillZonesOf are the enemies whose Kill Zone held the Actor on its
	// last empty square (history: taken at its word). Optional: none.
	InKillZonesOf []string `json:"in_kill_zones_of,omitempty"`
	// CheckKillZone says a Kill Zone check of the Actor is due. Optional:
	// false.
	CheckKillZone bool `json:"check_kill_zone,omitempty"`
	// EntranceBreached says the Entrance has been breached once (it
	// matters in round 1 only: until then, the first action of an
	// Intruder must be that breach). Optional: false.
	EntranceBreached bool `json:"entrance_breached"`
	// Pending are the pending decisions, the one to take now last.
	// Optional: none.
	Pending []PositionDecision `json:"pending"`
	// Verdict is the result: undecided, Defender wins, tie, Intruders'
	// victory, Intruders' epic victory (anything but undecided exactly
	// when Phase is over). Optional: undecided.
	Verdict string `json:"verdict"`
	// Viewer is whose view this is: Defender, Intruder1-3 or Observer.
	// Optional: none, the full state.
	Viewer string `json:"viewer,omitempty"`
	// Options are the Config options of the game: "expecting-you-at-red"
	// (Config.ExpectingYouAtRed). Optional: none.
	Options []string `json:"options,omitempty"`
}

// PositionAgent is one Intruder's profile and figure in a [Position].
type PositionAgent struct {
	// Agent is kim, harry or anna ("-" before it is chosen). Required.
	Agent string `json:"agent" pos:"required"`
	// Talent is one of the agent's three: detective, saboteur, locksmith
	// (Kim), evader, prowler, imposter (Harry), assassin, sniper, judoka
	// (Anna); "-" before it is chosen. Required.
	Talent string `json:"talent" pos:"required"`
	// Status is unchosen, waiting (on an Agent Start square), in base,
	// escaped or sacrificed. Required.
	Status string `json:"status" pos:"required"`
	// Square is the figure's square; null off the board. Optional: null.
	Square *string `json:"square"`
	// Hidden is the Stealth marker: true green side up (hidden), false red
	// (exposed). Required.
	Hidden bool `json:"hidden" pos:"required"`
	// Disguise is the Minion figure the Imposter wears (G1-G6, T1-T4,
	// S1-S4; its minion entry is "worn"). Optional: none.
	Disguise string `json:"disguise,omitempty"`
	// Stun and Wound are the Injury markers on the profile. Optional:
	// false.
	Stun  bool `json:"stun"`
	Wound bool `json:"wound"`
	// Items are the Item markers on the profile by space, left-most first
	// (the weapon in use); ids as in Position.Items. At most 3. Optional:
	// none.
	Items []*int `json:"items"`
	// Intelligence are the Intelligence markers on the profile (ids, at
	// most 3, each face up). Optional: none.
	Intelligence []*int `json:"intelligence"`
	// ActionsTaken is the actions taken this turn. Optional: 0.
	ActionsTaken int `json:"actions_taken"`
	// ActionsAllowed is the actions of this turn, 1 or 2 (history: set when
	// the turn starts). Optional: derived — 1 when stunned without a
	// Stimulant, else 2; 0 during Set-Up.
	ActionsAllowed int `json:"actions_allowed"`
	// TurnOver says his turn has ended early (a failed sneak, a reaction).
	// Optional: false.
	TurnOver bool `json:"turn_over"`
	// UsedPassage says the Detective has placed her Secret Passage.
	// Optional: false.
	UsedPassage bool `json:"used_passage"`
	// StartedInKillZone says his turn started in an enemy Kill Zone (he may
	// surrender; history: taken at its word). Optional: false.
	StartedInKillZone bool `json:"started_in_kill_zone"`
}

// PositionMinion is one Minion figure in a [Position].
type PositionMinion struct {
	// Figure is B, G1-G6, T1-T4 or S1-S4. Required.
	Figure string `json:"figure" pos:"required"`
	// State is standing, prone, worn (by a disguised Imposter) or off board.
	// Required.
	State string `json:"state" pos:"required"`
	// Square is the figure's square: standing or prone, or worn (the
	// disguised Imposter's square); null off the board. Optional: null,
	// or, for a worn figure, derived: the Imposter's square.
	Square *string `json:"square,omitempty"`
	// Actions is the actions it took in this Phase 2, 0 to 2. Optional: 0.
	Actions int `json:"actions,omitempty"`
	// Hit says it was placed prone by an Intruder's attack (a Guard who then
	// dies or flees leaves a Submachine Gun marker). Optional: false.
	Hit bool `json:"hit,omitempty"`
}

// PositionTrap is a Trap marker in a [Position].
type PositionTrap struct {
	// At is its square (a junction). Required.
	At string `json:"at" pos:"required"`
	// Armed is its side: armed or disarmed. Optional: false.
	Armed bool `json:"armed"`
}

// PositionIntel is an Intelligence marker in a [Position].
type PositionIntel struct {
	// At is where it is: a square, I1-I3 when carried (the Intruder's
	// Intelligence lists it too), or "lost" (a Heroic Sacrifice). Required.
	At string `json:"at" pos:"required"`
	// FaceUp says it has been turned face up (searched). Optional: false.
	FaceUp bool `json:"face_up"`
}

// PositionMove is the move in progress in a [Position].
type PositionMove struct {
	// Figure is the moving figure (the Actor). Required.
	Figure string `json:"figure" pos:"required"`
	// SquaresLeft is the squares it may still move, 0 to 6. Required.
	SquaresLeft int `json:"squares_left" pos:"required"`
	// Free says it is a free 1-square move (Locksmith, Sniper, a reaction),
	// not a move action. Optional: false.
	Free bool `json:"free"`
}

// PositionDecision is a pending decision in a [Position] (state.go's frame:
// what its A and B mean depends on the decision).
type PositionDecision struct {
	// Decision is chance or time, take, reaction, failed reaction, fight
	// back, smg, sacrifice, imprison, free step, free hide, conceal,
	// disguise, place, tea break. Required.
	Decision string `json:"decision" pos:"required"`
	// Figure is whose decision it is (the Defender's placements name
	// none). Optional: none.
	Figure string `json:"figure,omitempty"`
	// Operation is what a chance-or-time decision is for: breach, search,
	// explore, sabotage, rest, heal, sneak. Optional: none.
	Operation string `json:"operation,omitempty"`
	// A and B are its arguments: chance or time: the Door (breach), the
	// Intelligence marker id (search), the square index (explore,
	// sabotage), the Intruder healed (heal), the direction 0-7 (sneak);
	// take: the marker id; fight back, smg: the attacker's figure index
	// (I1-I3 0-2, B 3, G1 4...) and B the successes; sacrifice, imprison:
	// the minutes (3 K.O, 6 fatal, 0 surrender); conceal, disguise: the
	// Minion's figure index and B its square index; place: A Minions to
	// place, B 0 Mob Spawn, 1 Surprise!. Optional: 0.
	A int `json:"a,omitempty"`
	B int `json:"b,omitempty"`
	// Dice are the faces (1-6; 0 for no die) of the shot an SMG decision
	// follows, at most 3. Optional: none. (Positions written before issue
	// 21 wrote them as a base64 string of bytes, which is still read.)
	Dice Faces `json:"dice,omitempty"`
}

// Faces are die faces in a [Position]: a list of integers. Reading also
// accepts the base64 string of bytes that encoding/json wrote for them
// before issue 21.
type Faces []int

// UnmarshalJSON reads a list of faces, or the legacy base64 string.
func (f *Faces) UnmarshalJSON(data []byte) error {
	var legacy []byte
	if len(data) > 0 && data[0] == '"' {
		if err := json.Unmarshal(data, &legacy); err != nil {
			return err
		}
		*f = make(Faces, len(legacy))
		for i, b := range legacy {
			(*f)[i] = int(b)
		}
		return nil
	}
	var l []int
	if err := json.Unmarshal(data, &l); err != nil {
		return err
	}
	*f = l
	return nil
}

// At returns square (x, y) as a [Position] writes it: "x,y".
func At(x, y int) *string {
	t := ps(geom.Pt(x, y))
	return &t
}

// Markers returns marker ids as a [Position] lists them (an Intruder's
// Items and Intelligence): Markers(0, 3) is [0, 3].
func Markers(ids ...int) []*int {
	out := make([]*int, len(ids))
	for i := range ids {
		out[i] = &ids[i]
	}
	return out
}
