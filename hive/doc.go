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
// # Text and JSON
//
// [State.Draw] draws the Hive's grid labelled with the boxes' ID Codes (the
// names actions use), the units in each box, the Darters, the purchases
// during 4.0, and a legend. Actions and events are JSON objects
// {"type": name, ...fields} ([UnmarshalAction], [UnmarshalEvent]); a State
// is JSON too, checked by [State.Validate] when read, so that any state
// that decodes can be played on.
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
