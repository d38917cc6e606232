// Package nemesis is the rules engine of Nemesis: Retaliation, the
// semi-cooperative survival game for 1–5 players: each seat a Character with
// secret Objectives, fighting Intruders in a Facility explored Room by Room;
// plus the fully cooperative (and solo) mode and Deadly mode ([Config]). The
// Intruders, the Events and the procedures are rules, not a seat.
//
// RULES.md lists every section of the rulebook with its state (done with its
// test, partial, not started); DATA.md the reconstructed board, cards and
// dice.
//
// # Driving a game
//
//	s, _ := nemesis.New(nemesis.Config{Players: 3}, dice.New(seed))
//	for !s.Over() {
//		a := s.Actions()[0] // the seat s.ToMove()[0] decides
//		s, events, err = nemesis.Apply(s, a, roller)
//	}
//	fmt.Println(s.Outcome())
//
// [Game] is the package's [incursion.Game] (variants "coop", "deadly",
// "solo", "1p", "2p", "3p", "5p"; the standard game has 4 Characters).
// Returns are 1 for a winner and −1 for everyone else; a cooperative game
// gives every seat the same.
//
// # Actions and decisions
//
// One seat decides at a time. Setup is played as actions: the Character
// draft (DraftCharacter, in ascending Help-card number), the Support
// Equipment draft (TakeSupport, descending; not the Contractor) and the four
// Tactical Gear tokens (TakeGear, descending). In the Player Phase the seat
// whose Turn it is chooses a basic Action (Move, Secure, Shoot, Burst, Melee,
// UseRoom, UseItem, UseGear, PlayCard, Pass) or ChooseObjective; an Action
// with a cost is then paid card by card (Pay), and decisions in the middle of
// an Action are pending decisions of that seat: which Item to Keep of a
// Search, where each Hit of a Burst goes (Hit), whether a Weapon takes a
// Malfunction to Prevent a retaliation (Retaliation), the cards to Discard
// when Passing, whether to swap the Anti-Aircraft tokens (SwapAA). At the
// start of the Event Phase each Character in the Lander decides to Launch or
// not. Dice, draws and shuffles are resolved inside Apply with the roller.
//
// # Notation
//
// Actions print as "<seat> <verb> <arguments>" and [ParseAction] reads them
// back (case-insensitively): "P1 move a2-b2", "P1 cautious a2-b2", "P1 pay
// c3", "P2 shoot h0 x5", "P2 burst h1 b2-c2", "P3 melee x17", "P1 room 1",
// "P1 play c2 14", "P1 use i12 0", "P1 gear 2 0", "P1 pass", "P1 objective
// mission", "P1 keep i30", "P1 keep none", "P1 hit x1", "P1 hit none", "P1
// prevent h0", "P1 endure", "P1 discard c4", "P1 discard c127" (a
// Contamination card), "P1 discard done", "P1 swap yes", "P1 launch no", "P1
// draft Contractor", "P1 support i40", "P1 take oxygen". Room slots are a1–f4
// (column, row), Corridors the two Room slots they join (a2-b2), cards c0–c9
// (the index in the Character's Action deck), Items i0–i53 (i53 an Egg),
// Intruder models x0 (the Queen), x1–x4 (Drones), x5–x16 (Adults), x17–x24
// (Larvae), Hands h0 and h1. The Arg of "room", "play", "use" and "gear" is
// the option of the Room (room.go), the Corridor slot number of a card or
// Item, the Hand to reload.
//
// # Hidden information
//
// [State.View] hides, for each seat: the other Characters' hands, Backpacks,
// Objectives (until the end) and draft cards; every deck's order and the Item,
// Room, Corridor, Event, Attack, Wound, Contamination and Queen Health piles;
// the Intruder bag; the text of every Contamination card, from its holder too
// (ContamCard stands for one: INFECTED is known only when scanned); the Items
// drawn by another's Search; the Anti-Aircraft order unless the seat checked
// it; the Robot card until revealed. Events a seat may not see are Private
// ([VisibleTo], [PublicEvent]); the Keep of a Search and the Anti-Aircraft
// swap are secret actions ([ActionVisibleTo], [PublicAction]). A view cannot
// be played; its Actions are the viewer's.
//
// # Positions
//
// A State marshals to JSON with named fields (see the `json` tags of the
// game struct in state.go): "characters" (per seat: "character",
// "number", "status", "room", "health", "wounds", "hands", "belt", "oxygen",
// "backpack", "hand", "action_deck", "action_discard", "objectives", ...),
// "rooms" and "corridors" by slot, "intruders" by model (where "at" is a
// Room slot 0–23 or 24 + a Corridor slot), the piles as lists of card ids
// bottom first, the tracks. Rooms and Corridors are slot numbers there
// (y×6+x; Corridors: the 20 west–east ones row by row, then the 18
// north–south ones); enums are numbers (RULES.md lists this as partial).
// json.Unmarshal validates ([State.Validate]): any state that decodes can
// be played on. The Example builds a position by editing a real one.
package nemesis
