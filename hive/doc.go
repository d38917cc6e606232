// Package hive is the rules engine of Rescue from the Hive (SPI, Ares): a
// Terran player boards the Znon hiveship with Space Marines to rescue two
// hostages (or to punish the Znon) before the Hive enters hyperdrive; the
// Znon player's Queens wake, telepathically take over Marines and throw
// their Soldiers and Workers at the boarders.
//
// It follows the module's contract (package incursion): [Game] is the
// game's [incursion.Game] (and [Rules] its incursion.Rules), built with
// incursion.Define from the package's functions: an immutable, comparable
// [State], [State.Actions], [State.Legal], [Apply], [State.Over],
// [State.Outcome], [State.View], [State.Draw], [ParseAction], [ParseSeat].
//
// # Seats and returns
//
// The seats are [Terran] and [Znon]; one of them decides at a time
// ([State.ToMove]), and every action listed belongs to that seat
// ([ActionsFor]). [Observer] is no seat: its view is a spectator's. The
// result ([State.Outcome], which embeds [incursion.Result]) names the
// winner (22.0) or a draw; the returns are 1 for the winner, −1 for the
// loser and 0 for both in a draw and while the game goes on.
//
// # The game
//
// [New] returns the game before the purchases (4.0). Every choice is an
// [Action]: the purchases ([Buy], [End]), the Znon deployment ([Deploy]),
// the secret mission ([Choose]), the Darter assignment ([Assign]), the
// Darters named by the outer defenses ([Hit]) and the casualties
// ([Casualty]); then the Game-Turns of the Sequence of Play (6.0), one
// [Step] after another: Mind Control ([MindControl], [Relinquish]), Queen
// Activation ([Activate]), Terran and Znon Movement and Ranged Combat
// ([PlaceBreach], [Move], [Fire], [FireArmory], [FireDarter], [Holing],
// [Disarm], [Demolish], [Hatch], [CutGravity], [ShutLifeSupport], closed by
// [Finish] for each unit and [End] for the Segment), Melee Combat ([Melee],
// [Join], [Resolve], [Announce], [Execute]) and the Hive Escape Phase
// ([Depart], [Laser]). Decisions in the middle of a rule are pending
// decisions for the seat [State.ToMove] names: [Casualty], [Consent] (16.5),
// [Abort] (19.3), [Spawn] (18.9), [Combine] (17.2).
//
// Dice are rolled inside [Apply], in the order the rules roll them; each
// roll is a [Rolled] event. A unit's path is a sequence of one-box [Move]
// actions, so that the stacking limits (9.2) hold at every box entered.
//
// # Randomness
//
// [New] rolls nothing. Every die is one d6, one call IntN(6) of the roller
// (dice.D6), with a [Rolled] event whose For names the rule (the For
// constants: [ForMindControl], [ForDisengage], ...). The calls each step
// makes, in order:
//
//   - `end` of the Znon purchases: the Znon counters 34-72 are shuffled
//     (11.1) by dice.Shuffle: 38 calls IntN(39), IntN(38), ..., IntN(2),
//     the k-th swapping counter 72-k+1 with the one the answer names
//     (Fisher-Yates from the last); no event. [ZnonCountersInPlace] keeps
//     them in the order of the counter key.
//   - the last Space Marine assigned (5.2): one d6 on the Outer Defense
//     Table (5.8); with no hit, Game-Turn 1 begins at once.
//   - the last damaged Darter named (`hit`, 5.5): one d6 on the Darter
//     Damage Table (5.9) for each hit Darter in Darter order, stopping at
//     a casualty decision and going on after the last `casualty`.
//   - `mindcontrol`: one d6 (7.0); `end` of the Mind Control Segment: one
//     d6 per Mind Controlled individual, in counter order (7.6).
//   - `move` out of a box with enemies not all Incapacitated: one d6 to
//     disengage (9.5), before the move.
//   - `fire`: one d6 (12.0), then one for the Armory (18.5) when the
//     target stands in an Armory not blown up; `firearmory`: the Armory's
//     d6 only; `firedarter`: one d6 (14.0).
//   - `hole`: one d6 (14.0), and on a 6 the charge's melee d6 (16.0);
//     `disarm`: one d6 (17.3); `demolish`: one d6 (14.0).
//   - the start of the Znon Movement Segment: one d6 for each execution
//     roll due (19.0), seen by the Znon player only ("Znon rolls ?").
//   - `resolve` (a melee attack): one d6 (16.0), then the Armory's d6 when
//     the box is an Armory not blown up; the boobytraps' attacks (15.3) are
//     melee attacks resolved the same way.
//   - the Outer Defense Segment's last `laser` or `end`: for each pod
//     assigned, in pod order, one d6 (20.0), and on 1-3 a d6 on the Darter
//     Damage Table (5.9) for its Darter.
//
// [Dice] scripts a test's dice by meaning (what each die is for, its
// face) and checks, after Apply, that exactly those were rolled.
//
// # Notation
//
// Every action has a text form ([ParseAction] reads what String writes;
// keywords, items and yes/no in any case): units by counter number, boxes
// by ID Code, Darters by name.
//
//	verb         action            meaning                                        example
//	buy          [Buy]             a purchase of the Unit Cost Chart (4.9)        buy darter, buy 2lancers, buy hyperdrive
//	end          [End]             end the purchases or the Segment               end
//	deploy       [Deploy]          the next Znon unit, face-down, in a box (5.1)  deploy F8
//	mission      [Choose]          the secret mission (5.6)                       mission rescue
//	assign       [Assign]          the next Space Marine to a Holding Box (5.2)   assign Sirius
//	hit          [Hit]             a Darter damaged by the outer defenses (5.5)   hit Vega
//	casualty     [Casualty]        the individual affected, the owner's choice    casualty 12
//	relinquish   [Relinquish]      a Queen gives up her Mind Control (7.5)        relinquish 35
//	mindcontrol  [MindControl]     a Queen's attempt on a Terran (7.0)            mindcontrol 35 12
//	activate     [Activate]        activate a Queen (6.0 A.2, 8.0)                activate 36
//	breach       [PlaceBreach]     a Darter's breach placed, open or closed (10)  breach Sirius A1 open
//	move         [Move]            a unit enters an adjacent box (9.0)            move 12 A4
//	fire         [Fire]            ranged combat, +n extra Movement Points (12)   fire 12 50, fire 3 50 +2
//	firearmory   [FireArmory]      fire at an Armory itself (18.5)                firearmory 12 C7
//	firedarter   [FireDarter]      Znon fire at a Darter through its breach (14)  firedarter 50 Sirius +1
//	hole         [Holing]          an Engineer blows a hole to a box (14.0)       hole 3 E8
//	disarm       [Disarm]          an Engineer removes a boobytrap (17.3)         disarm 3
//	demolish     [Demolish]        destroy a laser pod or engine room (14.0)      demolish 12
//	hatch        [Hatch]           open or close a breach (10.0)                  hatch 12 Sirius
//	gravity      [CutGravity]      cut the artificial gravity (18.6)              gravity 12
//	lifesupport  [ShutLifeSupport] shut down life support (18.7)                  lifesupport 12
//	done         [Finish]          the moving unit has finished (9.0)             done
//	combine      [Combine]         two 1 Lancers combine (17.2)                   combine 14 15
//	melee        [Melee]           a unit starts a melee attack on a target (16)  melee 12 50
//	join         [Join]            another unit joins the attack being formed     join 13
//	resolve      [Resolve]         the attack formed is resolved                  resolve
//	consent      [Consent]         the Znon player's consent (16.5)               consent yes
//	announce     [Announce]        an execution announced (19.3)                  announce 71
//	abort        [Abort]           the Terran player aborts or not (19.3)         abort no
//	execute      [Execute]         a hostage executed (19.0)                      execute 71
//	depart       [Depart]          a Darter departs (20.0)                        depart Vega
//	laser        [Laser]           the next laser pod fires at a Darter (20.0)    laser Vega
//	spawn        [Spawn]           a Worker placed in Cold Storage or not (18.9)  spawn yes
//
// The secret actions have public forms ([PublicAction]): "buy unknown",
// "deploy ?", "mission unknown", "assign ?".
//
// # The map
//
// The Hive is an area graph of boxes ([Board], built on geom's Graph) read
// from a text form that a user can replace ([ParseMap], [Config].Map): a
// grid of box names, the doors, the circular corridors and the special
// compartments. [StandardMap] is the reconstruction described in DATA.md.
// Command Ranges (8.1) count boxes through any wall; lines of sight (12.1)
// run along the rows and columns of the grid.
//
// [State.Draw] is a text picture of a state (of a view, for a seat).
// [Board.Geometry] and [State.Geometry] give a user interface the drawing
// data of the map — cells, boxes, walls and doors, the wrap, the Darters,
// in the units [Geometry] documents — computed once per map and shared.
// Package github.com/incursion/incursion/hive/picture draws a seat's view
// as SVG from them (standard library only, outside this package's import
// graph).
//
// # Hidden information
//
// [State.View] hides what a seat may not know: for the Terran player, what
// each face-down counter is (11.1) and the Movement Allowance of one that
// moves, the hyperdrive turn (4.8) and eliminated face-down units (11.7);
// for the Znon player, the mission (5.6) and the Holding Boxes before the
// damage announcement (5.5). A view remembers its viewer, cannot be played
// (Legal and Apply fail with incursion.ErrIllegal), lists the viewer's
// actions when the viewer is to move, and survives a JSON round trip.
// [VisibleTo] says who observes an event and [PublicEvent] what the other
// seat sees instead (a roll "Znon rolls ?", a face-down counter deployed);
// [ActionVisibleTo] and [PublicAction] do the same for the secret actions
// (purchases, the deployment, the mission, the assignment: "buy unknown",
// "deploy ?", "mission unknown", "assign ?"). [State.Tally] gives the
// running tallies of victory (22.0) as the viewer knows them.
//
// # Determinization
//
// Game.Determinize draws, from a seat's view, a full State that seat
// cannot tell from it (for search under hidden information: package
// search's ISMCTS); RULES.md, "Determinization", says exactly how. For the
// Terran player it draws the kinds of the counters he has not examined
// from the countermix less those he has (4.2), uniformly among the
// assignments that agree with what the table shows of each counter (a
// face-down counter among enemies is an Inactive Queen or a boobytrap; one
// that moved is no Queen; an Inactive Queen stands in a Nest or the Laser
// Area), within the stacking limits (9.2); before his mission is chosen,
// the Znon deployment (5.1, 5.4); during the Znon purchases, as many as
// the view saw made; after them, the purchases those counters imply and
// the hyperdrive turn (4.8) among those the points left and the turns
// already played allow; the execution roll (19.0). For the Znon player it
// draws the mission (5.6) and, before the Holding Boxes are shown (5.5),
// the Terran force and its assignment (4.0, 5.2), as many purchases and
// men assigned as the view saw made. The observer's sample
// draws both. InfoKey is the default: a hash of the seat's view.
//
// # Text and JSON
//
// [State.Draw] draws the Hive's grid labelled with the boxes' ID Codes (the
// names actions use), the units in each box, the Darters, the purchases
// during 4.0, and a legend. Actions and events are JSON objects
// {"type": name, ...fields} ([UnmarshalAction], [UnmarshalEvent]); a State
// is JSON too, checked by [State.Validate] when read, so that any state
// that decodes can be played on.
//
// # Positions
//
// A position is a [Position]: a plain struct whose JSON is the position
// format, each member documented there (`go doc hive.Position`: meaning,
// words, default when omitted, constraints), so a position is written as a
// Go literal as well as a JSON file. [State.Position] writes one (every
// member); [Position.State] builds the State, deriving what is left out,
// and checks it with [State.Validate]; a State's JSON is its Position's
// (Example "Position" builds one as a literal, Example "position" as
// JSON). Reading is strict: an unknown key, a wrong type and a missing
// required member are errors naming the member's path
// (`position.units["40"].queen_health: unknown key`). Validate's rules
// are listed, each with its name, in its doc. The accessors read what a
// player sees on the table: [State.Unit], [State.Units], [State.Darter],
// [State.Tally], [State.MovementPointsSpent], [State.MovingUnit],
// [State.CommandRange], [State.InCommand], [State.HyperdriveTurn],
// [State.ResourcePoints].
//
// # Speed
//
// Listing the actions allocates one slice: the actions of each map are
// boxed once, when [ParseMap] reads it, and shared by every Board parsed
// from the same text ([Board.Equal]).
//
// # Units
//
// Units are numbered by counter (see [State]); [State.Unit] and
// [State.Units] describe them as [UnitInfo]. [Kind.Rating] gives the
// printed ratings of the counter key (2.2).
//
// # Learning agents
//
// [Game] gives learning agents a fixed action space and observation
// tensors through the contract (issue 24): Game.NumActions(s) is the size
// of the action space of s's game and variant, Game.ActionID and
// Game.ActionOf map a listed action to its integer id and back (the id is
// composed from the verb and its fields: piece, place, choice),
// Game.LegalMask marks the ids a seat may take now, and
// Game.ObservationShape and Game.Observation give a fixed-size float32
// tensor of what a seat observes, computed from its view alone (two states
// the seat cannot tell apart give the same tensor). The sizes per variant,
// the id composition, the tensor's layout and what it leaves out are in
// RULES.md, "Learning agents"; testdata/actionids.golden and
// testdata/tensor.golden pin them.
//
// # Actions and events in words
//
// Game.Describe(s, a) is a listed action in words, in the rulebook's terms,
// with the places and pieces of the board it involves (ids of
// [State.Geometry], equal to the data-token attributes of the picture), and
// Game.Narrate(e) an event in words; public forms say no more than the
// public action or event. RULES.md, "Actions and events in words", says
// what each kind of action names.
package hive
