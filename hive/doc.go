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
// A State's JSON is a position a person can read and write (Example
// "position" builds one by hand and plays from it). Every member:
//
//   - "turn": the Game-Turn (0 during setup); "max_turns" (30).
//   - "step": terran-purchases, znon-purchases, znon-deployment, mission,
//     darter-assignment, outer-defense-hits, darter-damage, mind-control,
//     queen-activation, terran-movement, terran-melee, znon-movement,
//     znon-melee, evacuation, outer-defense, over.
//   - "viewer": present in a [State.View] only: Terran, Znon or Observer;
//     and, in a view only, "purchases_seen" ({"Terran": n} or {"Znon": n}:
//     the purchases the viewer saw made as "buy unknown", while what they
//     were is hidden) and "men_assigned_seen" (the men seen assigned as
//     "assign ?" during the Darter assignment).
//   - "resource_points": {"Terran": n, "Znon": n} left (4.4); "bought":
//     {item: count} by the Unit Cost Chart's names (darter, engineer, scout,
//     2lancers, soldier, worker, boobytrap, fake, hyperdrive).
//   - "mission": rescue, punitive or unknown; "holding_boxes_shown": the
//     Holding Boxes were revealed (5.5).
//   - "units": every counter by number (0-9 Engineers and Scouts, 10-33
//     Lancers, 34-72 Znon), as a list, or as an object keyed by number
//     listing only some (the others are unused; the Znon ones take the kinds
//     the countermix still lacks). A unit is {"kind", "status", "box",
//     "flags", "mind_control", "darter", "movement_points_spent"}: kind is
//     unknown, engineer, scout, 2lancers, 1lancer, masterqueen, queen,
//     soldier, worker, boobytrap, fake, ambassador, daughter; status is
//     unused, bought, in play, dead, evacuated, executed, removed; box is a
//     box ID Code or a Darter's name (its Holding Box); flags are face-up,
//     incapacitated, active, znon-controlled, prisoner (held since the
//     start, 17.4), moved, fired, melee, tried-mind-control, refused-melee,
//     range-reduced, new, lost-control, eliminated-face-down,
//     free-engineer, incapacitated-this-segment; mind_control is the partner
//     unit of a Mind Control (7.4); darter is the Darter of a free Engineer
//     not yet placed (4.3).
//   - "darters": one per Darter of the map, in order: {"name", "flags",
//     "breach"}; flags are built, destroyed, placed, open, departed, hit,
//     airlock, leaving, damaged; breach is the box of its Breach marker.
//   - "moving_unit" and "movement_allowance": the unit moving now and its
//     Movement Points for the Segment (9.0).
//   - "pending": a decision in the middle of a rule: {"decision": casualty,
//     consent, abort, spawn or combine, "seat", "eliminated", "count", "box",
//     "among_attackers"}.
//   - "melee_attack": the attack being formed ({"forming", "target",
//     "attackers", "boobytrap"}); "boobytrap_attacks_due": three entries,
//     null or {"boobytrap", "marines"} (15.3).
//   - "damaged_darters_to_name" (5.5), "extra_activation_used" (6.0 A.2),
//     "master_queen_activated_phase" (8.6: turn*8+phase), "next_laser_pod"
//     and "laser_pod_targets" (eight Darter names or "", 20.0).
//   - "destroyed_boxes" (laser pods, engine rooms, Armories; 14.0, 18.5),
//     "holes" (pairs of box ID Codes, 14.0), "gravity_cut", "frozen_turn"
//     (18.6), "life_support_off" (18.7), "hyperdrive_speeded" (0-5, -1
//     unknown in a Terran view; 4.8).
//   - the hostages (19.0): "execution_roll_made", "execution_rolls_due",
//     "execution_notice" (a unit), "execution_notice_turn",
//     "last_execution_turn"; the tallies (22.0): "starting_men",
//     "men_lost", "queens_killed", "hostages_shot"; the end: "aborted",
//     "hyperdrive", "end" (why the game ended).
//   - "map": the map's text when it is not [StandardMap].
//
// Reading a position checks it with [State.Validate]: derived values (the
// Darters built against those bought, the men of the starting force, the
// countermix, the stacking limits) must agree, and a state the game cannot
// continue from is refused. The accessors read what a player sees on the
// table: [State.Unit], [State.Units], [State.Darter], [State.Tally],
// [State.MovementPointsSpent], [State.MovingUnit], [State.CommandRange],
// [State.InCommand], [State.HyperdriveTurn], [State.ResourcePoints].
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
package hive
