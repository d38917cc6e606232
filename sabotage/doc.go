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
// so copies are independent and cheap; it is comparable, so search code may
// key maps by it. [Game] is the package's incursion.Game (the generic
// contract, built with incursion.Define) and [Rules] its incursion.Rules.
// Variants of [Game].New: "" the standard game, "intro" the Introductory
// Game, "variable-map" Variable Map Setup.
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
// [State.Actions] lists one choice of dice per set of values (the lowest
// die numbers) and [State.Legal] accepts only that one: dice showing the
// same number are the same choice, and another choice of them is refused
// with the listed one named ("place it as Villain2 unlock 1"), so that
// whatever passes Legal is listed (the root contract). A Spy that gains
// unlock cubes decides at once with [UseCube]. A tile that cannot be
// executed is skipped with [Execute] and no target (then the only
// execution listed), and a turn ends with [EndTurn]: neither happens by
// itself, since when it would depends on what the other team cannot see
// (RULES.md, "Readings"). Only the turn of a Spy removed by an attack
// (declared) passes by itself.
//
// # Hidden information
//
// [State.View] returns what one seat's team may know: its own pieces and
// plans, the public tracks and walls, the last declarations every seat
// heard ([State.Heard]) and both teams' [Intel] — what each deduced from
// every declaration so far, kept by the engine from public events only
// (so any seat could keep it). The other team's positions, dice, plans,
// unlocks, Swagger, cubes and devices are replaced by unknowns, and what
// the table sees of them is kept (who has chosen, which miniatures are on
// the map, how many tiles each seat planned and executed, which tiers it
// unlocked). Events are declarations (seen by everyone) or private facts
// of one team; [VisibleTo] says who observes an event. A secret action
// causes exactly one private fact, after its declarations, whose public
// form ([PublicEvent]) and the action's ([PublicAction]) say no more than
// the table sees ("Spy1 execute ?", "Spy1: executed a tile" for a tile
// executed or skipped alike; "Spy1 act ?" for a modify, an unlock die, a
// cube used, a slide); what it changes behind the other team's screen
// causes no event. A view knows whose
// it is ([State.Viewer]), and [State.Draw] prints what it does not know
// as "?". The leak tests check
// that a team's view and events never depend on what the other team has
// not declared.
//
// [State.ToMove] on a view is computed from what the view shows. For the
// viewer it is exact: the viewer is named exactly when it must decide on
// the full state, and then the view's Actions lists its choices (a user
// interface holding only the view can ask "is it my turn?"). The other
// seats it names are what the viewer can tell, which may differ from the
// full state while a decision is secret: while Spies use gained unlock
// cubes in Execute Actions the Villains' and the observer's views name
// the seat whose turn it is instead. The observer's view of a game that is not over always names
// someone.
//
// # Determinization
//
// Game.Determinize draws, from a seat's view (or the observer's), a full
// state the viewer cannot tell from the game's: its View is the view, it
// passes Validate and plays on. What the screen hides is drawn from what
// the view leaves possible: each enemy miniature the view shows on the map
// uniformly among the rooms the other team's [Intel] has not ruled out;
// the characters of the seats that chose and the rooms of the Villains
// placed during setup; unlock spaces and Swagger within the tiers shown
// and 2 cubes per round played; cubes so that every cube is accounted
// for; generator cubes from the last declared counts; devices where the
// Intel last saw them; the UNTRACEABLE cubes' machines; and as many tiles
// as each seat planned, drawn by planning at random from where it is
// (a random walk that backtracks out of dead ends, so that it finds a
// plan whenever one exists; a last, complete draw tries every room and
// Generator count: an error means the view is not one the game makes). The sample ignores
// counts of hidden actions the rules do not declare, declarations older
// than the heard log and the names of declared tiles (RULES.md,
// "Determinization", lists all of it). Game.InfoKey is a 128-bit hash of
// the view's bytes (every field at a fixed size).
//
// # Text and JSON
//
// Every action prints in a short notation that [ParseAction] reads back:
// "Spy1 plan 5 - B3" (PARACHUTE into B3), "Spy1 plan 0 13 up" (slot 0
// with dice 1 and 3, moving up), "Villain1 execute quadTL -", "Spy2 cube
// swagger", "Villain1 first Villain2". Actions and events marshal to JSON as
// {"type": ..., ...}; [UnmarshalAction] decodes actions and
// [UnmarshalEvent] events. A State round-trips through encoding/json as
// its position (below); decoding validates it. Seat names and keywords
// of the notation match case-insensitively; parse errors are
// incursion.ParseErrors.
//
// # Drawing
//
// [State.Draw] is a text picture of a state (of a view, for a seat).
// [State.Geometry] gives a user interface the drawing data of the map board —
// its 16 rooms, the borders a wall may stand on and the target areas, in the units [Geometry] documents — computed once per board and
// shared. Package github.com/incursion/incursion/sabotage/picture draws a seat's
// view as SVG from them (standard library only, outside this package's
// import graph).
//
// # Positions
//
// A State's JSON is a position a person can read and write: rooms as in
// the notation ("B2", "off" for off the map, A1 top left, D4 bottom
// right), walls as the two rooms they separate ("A1|B1"), phases, teams,
// seats and characters as words, sets as lists. Keys:
//
//   - intro, variable_map: the variant; phase: map, characters, place,
//     plan, execute or over; round: 0 during setup.
//   - walls (now) and setup_walls (placed at setup: walls are only
//     destroyed); doomsday_machines and doomsday_cubes (cubes left on each,
//     0..4); untraced_cubes (cubes passed by UNTRACEABLE, per machine);
//     generators, generator_cubes (0..2 each) and generator_supply (the
//     Villains' cubes off the map: 4 in all); roll: the four dice rolled
//     this round.
//   - players, in seat order (Spy1, Spy2, Villain1, Villain2): character,
//     room, lying (a PARACHUTE planned), dice (as they show after
//     modifies), dice_limit (fixed when the round begins: 2, 3 or 4 from
//     Swagger or active Generators, 1 after CHOKE, FLASHBANG or a
//     REFLECTOR), dice_placed (die numbers 1..4), plan (tiles planned left
//     to right: slot, dice as "13", arg, done), ready, unlocks (0..6),
//     advanced_in_hand and advanced_removed (slots 6..10), faces_unlocked
//     (a Villain's die faces 1..6 whose unlock cubes it took), swagger,
//     lost_swagger, one_die_next_round, pending_cubes (a Spy's unlock
//     cubes to use now), choosing_tier, hit_this_round,
//     scanned_this_round, spared_by_freeze_ray.
//   - spies, villains: modify and slide cubes, devices (rooms of the
//     device tokens, "off" in supply), devices_built_round,
//     devices_owner, intel (what the team deduced from declarations: per
//     enemy seat the room last declared, its round and the rooms still
//     possible; enemy devices; generator cubes declared, -1 unknown).
//   - hit_track, hit_track_slide, hack_track: cubes left on the tracks;
//     spent_modify, spent_slide: cubes used; unlock_pile,
//     unlock_discarded: the Spies' unlock cubes.
//   - map_pieces_left (Variable Map Setup), map_turn; turn_order, turn
//     (index into turn_order) and first_chosen (Execute Actions); smoke,
//     frozen, tear_gas: rooms under lingering effects this round;
//     hacked_this_turn.
//   - heard: the last declarations (at most 32, oldest first), each with
//     its round and the event as events are written (a Declared event's
//     "rooms" lists the rooms it names, e.g. ["C1","C2","C3","C4"]);
//     heard_total: how many were made in all.
//   - winner: Spies, Villains or nobody; viewer: the seat of a view.
//
// Validate checks every component limit and every value a rule derives
// (the dice limit, the tiers of advanced tiles, the turn, the pieces of
// Variable Map Setup), so a position that decodes can be played on. A
// complete example (round 3, Plan Actions; decoded and played in
// ExampleState_UnmarshalJSON):
//
//	{
//	  "phase": "plan",
//	  "round": 3,
//	  "walls": ["C2|D2","A3|B3","B4|C4","B1|B2","C3|C4"],
//	  "setup_walls": ["C2|D2","A3|B3","B4|C4","B1|B2","C3|C4"],
//	  "doomsday_machines": ["D1","C2","A4"],
//	  "doomsday_cubes": [4,4,4],
//	  "untraced_cubes": [0,0,0],
//	  "generators": ["A1","D4"],
//	  "generator_cubes": [0,0],
//	  "generator_supply": 4,
//	  "roll": [3,1,5,6],
//	  "players": [
//	    {"character":"Acrobat","room":"D4","dice":[3,1,5,6],"dice_limit":2,"dice_placed":[],"plan":[],"unlocks":2,"advanced_in_hand":[6],"advanced_removed":[],"faces_unlocked":[],"swagger":1},
//	    {"character":"Hacker","room":"B4","dice":[3,1,5,6],"dice_limit":2,"dice_placed":[],"plan":[],"unlocks":2,"advanced_in_hand":[6],"advanced_removed":[],"faces_unlocked":[],"swagger":1},
//	    {"character":"Nadesh","room":"C1","dice":[3,1,5,6],"dice_limit":2,"dice_placed":[],"plan":[],"unlocks":1,"advanced_in_hand":[6],"advanced_removed":[],"faces_unlocked":[1],"swagger":0},
//	    {"character":"Ophidian","room":"D3","dice":[3,1,5,6],"dice_limit":2,"dice_placed":[],"plan":[],"unlocks":0,"advanced_in_hand":[],"advanced_removed":[],"faces_unlocked":[],"swagger":0}
//	  ],
//	  "spies": {"modify":0,"slide":0,"devices":["off","off","off","off","off","off"],"devices_built_round":[0,0,0,0,0,0],"devices_owner":["Spy1","Spy1","Spy1","Spy1","Spy1","Spy1"],"intel":{"seen":[{"room":"C1","round":2,"possible":["C1"]},{"room":"D3","round":2,"possible":["D3"]}],"devices":["off","off","off","off","off","off"],"generator_cubes":[-1,0]}},
//	  "villains": {"modify":0,"slide":0,"devices":["off","off","off","off","off","off"],"devices_built_round":[0,0,0,0,0,0],"devices_owner":["Spy1","Spy1","Spy1","Spy1","Spy1","Spy1"],"intel":{"seen":[{"room":"off","round":0,"possible":["C1","C2","C3","C4"]},{"room":"off","round":0,"possible":["A1","A2","B2","C2","A3","B3","C3","D3","A4","B4"]}],"devices":["off","off","off","off","off","off"],"generator_cubes":[-1,-1]}},
//	  "hit_track": 4,
//	  "hit_track_slide": 4,
//	  "hack_track": 7,
//	  "spent_modify": 4,
//	  "spent_slide": 0,
//	  "unlock_pile": 16,
//	  "unlock_discarded": 0,
//	  "map_turn": "Spies",
//	  "turn_order": ["Villain2","Villain1","Spy1","Spy2"],
//	  "turn": 0,
//	  "first_chosen": false,
//	  "smoke": [],
//	  "frozen": [],
//	  "tear_gas": [],
//	  "hacked_this_turn": 0,
//	  "heard": [
//	    {"round":2,"event":{"type":"declared","seat":"Spy1","say":"scan","target":"colC","rooms":["C1","C2","C3","C4"]}},
//	    {"round":2,"event":{"type":"spotted","seat":"Villain1","room":"C1"}},
//	    {"round":2,"event":{"type":"declared","seat":"Spy2","say":"Earpiece","target":"-","rooms":[]}}
//	  ],
//	  "heard_total": 3,
//	  "winner": "nobody"
//	}
//
// A [State.View] decodes too: it names its viewer and is checked to hide
// what the viewer may not know.
//
// # Randomness
//
// The roller is called at two moments only, in this order: New of Variable
// Map Setup calls r.IntN(2) once (0: the Spies place the first piece, 1:
// the Villains); and each time a round begins (the last Ready of setup's
// placement, the last EndTurn of a round) Apply calls r.IntN(6) four
// times, die 1 to die 4, each showing 1 + the value (Rulebook, "Phase I:
// Roll Dice"). Nothing else is random: the rest is the players' choices.
// dice.Script takes faces, so dice.Script(1, 4, 6, 3) makes the next
// round's roll 1, 4, 6, 3, and dice.Script(2) gives Variable Map Setup's
// first piece to the Villains; [Rolls] writes the rolls of successive
// rounds by meaning: Rolls([4]int{1, 4, 6, 3}, [4]int{2, 2, 5, 6}).
//
// # Invariants
//
// [State.Validate] checks the component limits after every action: 8
// generator cubes, 12 doomsday cubes, 15 modify cubes, 4 slide cubes and 34
// unlock cubes all accounted for; Swagger 0–5; dice placed within the limit
// and each once; devices within supply; walls only removed. In a
// position's keys: generator_cubes + generator_supply = 4 (the Villains';
// the 4 on the Spies' map are not kept); doomsday_cubes + untraced_cubes +
// the cubes passed (7 − hack_track, 4 − in the Introductory Game) = 12;
// modify: spies.modify + villains.modify + hit_track + hack_track +
// spent_modify (+ 4 in the tray in the Introductory Game) = 15; slide:
// spies.slide + hit_track_slide + spent_slide (+ 1 in the tray in the
// Introductory Game) = 4; unlock: every player's unlocks + swagger +
// pending_cubes, the Villains' cubes still on their die spaces (6 −
// the faces_unlocked of each) + unlock_pile + unlock_discarded = 34. A
// tile planned with no dice writes its dice as "-" (in the notation and
// in a plan's "dice"), as PARACHUTE does: "Spy1 plan 5 - B3".
//
// # Learning agents
//
// [Game] gives learning agents a fixed action space and observation
// tensors through the contract (issue 24): Game.NumActions(s) is the size
// of the action space of s's game and variant, Game.ActionID and
// Game.ActionOf map a listed action to its integer id and back (the id is
// composed from the verb and its fields: piece, place, choice; the acting
// seat is left out, so the four seats share one space), Game.LegalMask
// marks the ids a seat may take now, and Game.ObservationShape and
// Game.Observation give a fixed-size float32 tensor of what a seat
// observes, computed from its view alone (two states the seat cannot tell
// apart give the same tensor). The sizes, the id composition, the tensor's
// layout and what it leaves out are in RULES.md, "Learning agents";
// testdata/actionids.golden and testdata/tensor.golden pin them.
//
// # Actions and events in words
//
// Game.Describe(s, a) is a listed action in words, in the rulebook's terms,
// with the places and pieces of the board it involves (seats, rooms and
// target areas, equal to the data-token attributes of the picture), and
// Game.Narrate(e) an event in words; public forms say no more than the
// public action or event ("Villain1 plans a tile behind the screen").
// RULES.md, "Actions and events in words", says what each names.
package sabotage
