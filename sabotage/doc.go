// Package sabotage is the rules engine of Sabotage: two Spies and two
// Villains on hidden 4×4 maps, planning dice-driven actions at the same time
// and deducing each other's positions from what the rules make them
// declare. The rulebook is the specification; RULES.md maps every section
// to code and tests, DATA.md lists every reconstructed value (map, dice
// requirements, patterns, characters).
//
// # Seats and teams
//
// Four [Seat]s — [Spy1], [Spy2], [Villain1], [Villain2] — in two [Team]s.
// In 2- and 3-player games one person holds two seats; the rules treat them
// as distinct. Teammates share everything; the screen stands between the
// teams.
//
// # The game as a value
//
// [New] returns the [State] before any setup choice; every choice is an
// [Action] applied with [Apply], which returns a new State and the [Event]s
// that happened. The State is a value of arrays and scalars (no pointers),
// so copies are independent and cheap. [Rules] is the package's
// incursion.Rules value.
//
// Setup is played as actions: [PlaceMapPiece] (Variable Map Setup),
// [ChooseCharacter], [PlaceVillain]. Then rounds: the dice are rolled inside
// Apply (four calls r.IntN(6) when a round begins); in Plan Actions every
// seat decides at once ([State.ToMove] lists them all; [State.ActionsFor]
// gives one seat's actions): [ModifyDie], [PlanTile] (one tile, its dice and
// its planned direction or room), [UnlockDie] (Villains), [PickTile] when a
// tier is complete, [Ready]. In Execute Actions a team first chooses its
// order with [GoFirst], then the seat on turn executes its tiles left to
// right with [Execute] (the targets it chooses: an area to scan, a
// direction, a room), and may [Slide], [Detonate] the TNT, use the Beacon
// ([UseBeacon]), execute a planned CHOKE early ([ChokeNow]) and [EndTurn].
// [State.Actions] lists one canonical choice of dice per set of values;
// [State.Legal] accepts any equivalent dice. A Spy that gains unlock
// cubes decides at once with [UseCube]. A tile that cannot be executed is
// skipped by itself, or, when its seat could first slide, use its Beacon,
// CHOKE or detonate its TNT, with [Execute] and no target.
//
// # Hidden information
//
// [State.View] returns what one seat's team may know: its own pieces and
// plans, the public tracks and walls, the last declarations every seat
// heard ([State.Heard]) and its [Intel] — what it deduced from every
// declaration so far, kept by the engine from public events only. The other team's
// positions, dice, plans, unlocks, Swagger, cubes and devices are replaced
// by unknowns. Events are declarations (seen by everyone) or private facts
// of one team; [VisibleTo] says who observes an event. A view knows whose
// it is ([State.Viewer]), shows the other team's Intel as [UnknownIntel],
// and [State.Draw] prints what it does not know as "?". The leak tests check
// that a team's view and events never depend on what the other team has
// not declared.
//
// # Text and JSON
//
// Every action prints in a short notation that [ParseAction] reads back:
// "Spy1 plan 5 - B3" (PARACHUTE into B3), "Spy1 plan 0 13 up" (slot 0
// with dice 1 and 3, moving up), "Villain1 execute quadTL -", "Spy2 cube
// swagger", "Villain1 first Villain2". Actions and events marshal to JSON as
// {"type": ..., ...}; [UnmarshalAction] decodes actions, and a State
// round-trips through encoding/json (decoding validates it).
//
// # Invariants
//
// [State.Validate] checks the component limits after every action: 8
// generator cubes, 12 doomsday cubes, 15 modify cubes, 4 slide cubes and 34
// unlock cubes all accounted for; Swagger 0–5; dice placed within the limit
// and each once; devices within supply; walls only removed.
package sabotage
