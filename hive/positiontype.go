package hive

// Position is the position format: a State as a person reads and writes
// it, in JSON (its field tags) or as a Go literal. [State.Position] writes
// one; [Position.State] builds the State and checks it with
// [State.Validate]; a State's own JSON is its Position's.
//
// Reading JSON is strict: an unknown key, a value of the wrong type and a
// missing required member ("step", "units") are errors that name the
// member's path (`position.units["40"].kind: ...`). A member left out takes
// the default its doc names, or is derived from the others where the doc
// says so; no member left out gets a value nobody wrote.
//
// Places are box ID Codes of the map ("A7", "21", "L9") or a Darter's name
// for its Holding Box ("Sirius"); units are counter numbers (0-9 Engineers
// and Scouts, 10-33 Lancers, 34-72 Znon). Words are matched without regard
// to case.
type Position struct {
	// Turn is the Game-Turn, 1 to MaxTurns; 0 during the setup steps
	// (4.0, 5.0). Default 0.
	Turn int `json:"turn"`
	// Step is what is being played (6.0), one of: terran-purchases,
	// znon-purchases, znon-deployment, mission, darter-assignment,
	// outer-defense-hits, darter-damage, mind-control, queen-activation,
	// terran-movement, terran-melee, znon-movement, znon-melee,
	// evacuation, outer-defense, over. Required.
	Step string `json:"step"`
	// Viewer is present in a [State.View] only: Terran, Znon or Observer.
	// A position with a viewer is a view (it cannot be played).
	Viewer *Seat `json:"viewer,omitempty"`
	// ResourcePoints left to each player ({"Terran": n, "Znon": n}; 4.4,
	// 4.5). Default: during a seat's purchases its budget (80 Terran, 70
	// Znon) less what Bought cost; otherwise 0.
	ResourcePoints map[Seat]int `json:"resource_points,omitempty"`
	// Bought counts the purchases by the Unit Cost Chart's item names
	// (4.9): darter, engineer, scout, 2lancers, soldier, worker, boobytrap,
	// fake, hyperdrive (the turns the hyperdrive was speeded, 4.8). Omitted
	// items are 0. The Darters built, the Space Marines' counters and the
	// hyperdrive speed must agree with it.
	Bought map[string]int `json:"bought,omitempty"`
	// Mission is rescue or punitive once chosen (5.6), unknown before (and
	// in the Znon player's view). Default unknown.
	Mission Mission `json:"mission"`
	// HoldingBoxesShown: the contents of the Holding Boxes were revealed
	// (5.5), true from the darter-damage step on. Default false.
	HoldingBoxesShown bool `json:"holding_boxes_shown,omitempty"`
	// PurchasesSeen, in a view only: the purchases of the other seat the
	// viewer saw made, each as "buy unknown" ({"Terran": n} or {"Znon": n}).
	PurchasesSeen map[Seat]int `json:"purchases_seen,omitempty"`
	// MenAssignedSeen, in a view only: the men the Znon player saw assigned
	// as "assign ?" during the Darter assignment (5.2).
	MenAssignedSeen int `json:"men_assigned_seen,omitempty"`
	// Units are the 73 counters: a list of every counter by number, or an
	// object keyed by counter number that lists only some ({"40": {...}}):
	// the others are unused, the Znon ones taking, in number order, the
	// kinds the Znon countermix still lacks (4.2: 1 Master-Queen, 7
	// Queens, 12 Soldiers, 12 Workers, 3 boobytraps, 2 fakes, the
	// ambassador, the daughter). Required.
	Units PositionUnits `json:"units"`
	// Darters are the map's six Darters in order (Sirius, Vega, Rigel,
	// Antares, Deneb, Altair on the standard map). Default: the first
	// Bought["darter"] of them built, nothing else.
	Darters []PositionDarter `json:"darters,omitempty"`
	// MovingUnit is the unit moving now in a Movement and Ranged Combat
	// Segment (9.0); omitted when none is.
	MovingUnit *int `json:"moving_unit,omitempty"`
	// MovementAllowance is the moving unit's Movement Points for this
	// Segment, fixed when it began to move (8.5, 13.1, 18.6). Only with a
	// MovingUnit; default: its allowance now.
	MovementAllowance int `json:"movement_allowance,omitempty"`
	// Pending is a decision in the middle of a rule, owed by Pending.Seat.
	// Omitted when none is pending.
	Pending *PositionPending `json:"pending,omitempty"`
	// MeleeAttack is the melee attack being formed (16.0). Omitted when
	// none is.
	MeleeAttack *PositionAttack `json:"melee_attack,omitempty"`
	// BoobytrapAttacksDue are the boobytrap attacks still owed in this Znon
	// Melee Combat Segment (15.3): up to 3 entries (one per boobytrap
	// counter), each null or an attack due. Default: none due; a shorter
	// list is completed with nulls.
	BoobytrapAttacksDue []*PositionDue `json:"boobytrap_attacks_due,omitempty"`
	// DamagedDartersToName: Darters the Znon player has still to name as
	// hit by the outer defenses (5.5). Default 0.
	DamagedDartersToName int `json:"damaged_darters_to_name,omitempty"`
	// ExtraActivationUsed: the one additional Queen Activation of this
	// Game-Turn was used (6.0 A.2). Default false.
	ExtraActivationUsed bool `json:"extra_activation_used,omitempty"`
	// MasterQueenActivatedPhase is turn*8+phase of the Phase in which the
	// Master-Queen was Activated (8.6; phases 0-7 in the order of 6.0's
	// steps from mind-control on). Default 0: not this turn.
	MasterQueenActivatedPhase int `json:"master_queen_activated_phase,omitempty"`
	// NextLaserPod is the next laser pod to assign in the Outer Defense
	// Segment (0-8, 20.0). Default 0.
	NextLaserPod int `json:"next_laser_pod,omitempty"`
	// LaserPodTargets: for each of the 8 laser pods, the name of the
	// Darter it fires at, or "" (20.0). Default: none; a shorter list is
	// completed with "".
	LaserPodTargets []string `json:"laser_pod_targets,omitempty"`
	// DestroyedBoxes: laser pods and engine rooms destroyed (14.0),
	// Armories blown up (18.5), by box ID Code. Default none.
	DestroyedBoxes []string `json:"destroyed_boxes,omitempty"`
	// Holes: walls holed (14.0), each the pair of boxes it joins. Default
	// none.
	Holes [][2]string `json:"holes,omitempty"`
	// GravityCut: the artificial gravity was cut (18.6). Default false.
	GravityCut bool `json:"gravity_cut,omitempty"`
	// FrozenTurn is the Game-Turn whose Znon Movement and Combat Phase is
	// frozen by the gravity cut (18.6). Default 0.
	FrozenTurn int `json:"frozen_turn,omitempty"`
	// LifeSupportOff: life support was shut down (18.7). Default false.
	LifeSupportOff bool `json:"life_support_off,omitempty"`
	// HyperdriveSpeeded is the turns the Znon player speeded the
	// hyperdrive (0-5, 4.8); -1 (unknown) in the Terran player's and the
	// observer's views. Default: Bought["hyperdrive"] (-1 in such a view).
	HyperdriveSpeeded *int `json:"hyperdrive_speeded,omitempty"`
	// ExecutionRollMade: the roll to kill the hostages was made (19.0).
	// Default false.
	ExecutionRollMade bool `json:"execution_roll_made,omitempty"`
	// ExecutionRollsDue: execution rolls owed for Queens killed after both
	// engine rooms fell (19.0), made at the next Znon Movement Segment.
	// Default 0.
	ExecutionRollsDue int `json:"execution_rolls_due,omitempty"`
	// ExecutionNotice is the hostage announced for execution (19.3), and
	// ExecutionNoticeTurn the Game-Turn of the notice. Default none.
	ExecutionNotice     *int `json:"execution_notice,omitempty"`
	ExecutionNoticeTurn int  `json:"execution_notice_turn,omitempty"`
	// LastExecutionTurn is the Game-Turn of the last execution (19.1).
	// Default 0.
	LastExecutionTurn int `json:"last_execution_turn,omitempty"`
	// StartingMen is the Terran starting force in men, a 2 Lancers counting
	// two (22.1: the men purchased, before the outer defenses). Derived
	// when omitted: the men alive (bought, in play, evacuated) plus
	// MenLost. Must equal that sum from the Darter assignment on.
	StartingMen *int `json:"starting_men,omitempty"`
	// MenLost counts the Space Marines killed (22.2). Derived when
	// omitted: StartingMen less the men alive, or 0 without StartingMen.
	MenLost *int `json:"men_lost,omitempty"`
	// QueensKilled counts the dead Queens and Master-Queen (22.2). Derived
	// when omitted: the dead Queen and Master-Queen counters; must equal
	// them.
	QueensKilled *int `json:"queens_killed,omitempty"`
	// HostagesShot counts the hostages killed by Terran fire (22.2).
	// Default 0.
	HostagesShot int `json:"hostages_shot,omitempty"`
	// Aborted: the Terran player aborted the mission (19.3, 22.1);
	// Hyperdrive: the Hive entered hyperdrive (21.0); End: why the game
	// ended (step over). Defaults false, false, "".
	Aborted    bool   `json:"aborted,omitempty"`
	Hyperdrive bool   `json:"hyperdrive,omitempty"`
	End        string `json:"end,omitempty"`
	// MaxTurns ends the game after that Game-Turn when the Hive can no
	// longer enter hyperdrive ([Config].MaxTurns). Default 30.
	MaxTurns int `json:"max_turns,omitempty"`
	// Map is the map's text ([ParseMap]) when it is not [StandardMap].
	// Default the standard map.
	Map string `json:"map,omitempty"`
}

// PositionUnit is one counter of a [Position].
type PositionUnit struct {
	// Kind is unknown (a face-down counter in a view, an unused Terran
	// counter), engineer, scout, 2lancers, 1lancer, masterqueen, queen,
	// soldier, worker, boobytrap, fake, ambassador or daughter. Counters
	// 0-9 are Engineers or Scouts, 10-33 Lancers, 34-72 the Znon
	// countermix. Required.
	Kind string `json:"kind"`
	// Status is unused, bought (not yet on the map), in play, dead,
	// evacuated, executed or removed. Required.
	Status string `json:"status"`
	// Box is where a unit in play stands: a box ID Code or a Darter's name
	// (its Holding Box). Only for units in play.
	Box string `json:"box,omitempty"`
	// Flags are any of: face-up, incapacitated, active, znon-controlled,
	// prisoner (held since the start, 17.4), moved, fired, melee,
	// tried-mind-control, refused-melee, range-reduced, new (Activated
	// this Phase, 8.6), lost-control, eliminated-face-down (11.7),
	// free-engineer (4.3), incapacitated-this-segment. Default none.
	// A Soldier or Worker in a box a Terran unit occupies is face-up
	// whatever its flags say (11.0): Position.State turns it face-up.
	Flags []string `json:"flags,omitempty"`
	// MindControl is the partner of a Mind Control (7.4): on a Queen the
	// unit she controls, on that unit the Queen. Both ways or neither.
	MindControl *int `json:"mind_control,omitempty"`
	// Darter is the Darter of a free Engineer not yet placed (4.3).
	Darter string `json:"darter,omitempty"`
	// MovementPointsSpent in this Segment (9.0). Default 0.
	MovementPointsSpent int `json:"movement_points_spent,omitempty"`
}

// PositionDarter is one Darter of a [Position] (4.3, 10.0, 20.0).
type PositionDarter struct {
	// Name is the Darter's name, in the map's order. Required.
	Name string `json:"name"`
	// Flags are any of: built, destroyed, placed (its Breach marker),
	// open (the breach), departed, hit (named by the outer defenses),
	// airlock (its breach must go in the airlock, 10.3), leaving (departing
	// this Evacuation Segment), damaged. Default none.
	Flags []string `json:"flags,omitempty"`
	// Breach is the box of its Breach marker, once placed.
	Breach string `json:"breach,omitempty"`
}

// PositionPending is a decision in the middle of a rule.
type PositionPending struct {
	// Decision is casualty (the owner chooses the individual affected,
	// 5.3, 16.6), consent (16.5), abort (19.3), spawn (18.9) or combine
	// (17.2). Required.
	Decision string `json:"decision"`
	// Seat owes the decision: Terran or Znon. Required.
	Seat Seat `json:"seat"`
	// Eliminated: a casualty is eliminated (else Incapacitated).
	Eliminated bool `json:"eliminated,omitempty"`
	// Count: casualties still to choose.
	Count int `json:"count,omitempty"`
	// Box where the casualties are chosen (a box ID Code or a Darter).
	Box string `json:"box,omitempty"`
	// AmongAttackers: the casualties are the attacking units (16.6).
	AmongAttackers bool `json:"among_attackers,omitempty"`
}

// PositionAttack is a melee attack being formed (16.0).
type PositionAttack struct {
	// Forming: the attack is being formed ("join", "resolve").
	Forming bool `json:"forming"`
	// Target is the unit attacked.
	Target int `json:"target"`
	// Attackers are the attacking units (at most 10).
	Attackers []int `json:"attackers"`
	// Boobytrap: a boobytrap's attack (15.3).
	Boobytrap bool `json:"boobytrap,omitempty"`
}

// PositionDue is a boobytrap's attacks still owed (15.3).
type PositionDue struct {
	// Boobytrap is the trap's counter number.
	Boobytrap int `json:"boobytrap"`
	// Marines are the Space Marine units it must still attack.
	Marines []int `json:"marines"`
}
