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
// The events are Rolled (a die), [Note] (a frequent happening: its Message
// and arguments, put in words by String), [PrivateNote], and Log and
// Private for the rare ones in words. A playout that reuses one buffer lists
// the actions with [State.AppendActions], which allocates nothing.
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
// UseRoom, UseItem, UseGear, PlayCard, ActivateRobot, Trade, Pass) or
// ChooseObjective; an Action
// with a cost is then paid card by card (Pay), and decisions in the middle of
// an Action are pending decisions of that seat: which Item to Keep of a
// Search, where each Hit of a Burst goes (Hit), whether a Weapon takes a
// Malfunction to Prevent a retaliation (Retaliation), the cards to Discard
// when Passing, whether to swap the Anti-Aircraft tokens (SwapAA), the
// Corridor the Queen is Repelled to from the Room of a Hit of the seat's
// Action — its Shot, Melee Attack or Combat Robot (Repel), the
// proposals of a Trade (Offer) and the other Character's answer (Consent,
// the Order of a Command card (Order: the commander names another
// Character's Move, Shoot, Burst or Secure), and a reaction window, React: the only decisions taken by another seat
// than the one whose Turn it is). A reaction window (Rulebook, "Reactions")
// opens on public information only (the hand's size, the discard pile, the
// deck's cards: never what the hand holds), so that it reveals nothing and
// may offer only "react none": before an Intruder Attack on a seat with 2
// cards in hand and a Duck and Cover off its discard pile — in the Intruder
// Phase, the Event Phase, a Move's or a Secret Passage's Opportunity
// Attacks, a Noise roll (ending an Action, an escape, an Event), a Melee
// retaliation, the Queen Repelled into a Room — and right after its own Noise roll shows a Number (1 card,
// a Sprint off the pile); the state keeps what was being resolved (Window)
// and the procedure resumes after the decision. At the
// start of the Event Phase each Character in the Lander decides to Launch or
// not. Dice, draws and shuffles are resolved inside Apply with the roller.
//
// # Notation
//
// Actions print as "<seat> <verb> <arguments>" and [ParseAction] reads them
// back (case-insensitively): "P1 move a2-b2", "P1 cautious a2-b2", "P1 pay
// c3", "P2 shoot h0 x5", "P2 burst h1 b2-c2", "P3 melee x17", "P1 room 1",
// "P1 play c2 14", "P1 use i12 0", "P1 gear 2 0", "P1 gear done", "P1 pass", "P1 objective
// mission", "P1 keep i30", "P1 keep i2 drop h1", "P1 keep none", "P1 hit x1", "P1 hit none", "P1
// prevent h0", "P1 endure", "P1 discard c4", "P1 discard c127" (a
// Contamination card), "P1 discard done", "P1 swap yes", "P1 launch no", "P1
// draft Contractor", "P1 support i40", "P1 take oxygen", "P1 robot d3 -1"
// (Activate the Robot: its Room after moving, then its target), "P1 robot
// a2 0 heal 1" (the Medical Robot restoring 1 of its 2), "P1 trade",
// "P1 offer P1 P2 pack i12", "P1 offer P2 P1 belt 0", "P1 offer P1 P2 belt
// 8" (a token by its gear slot: 0–3 the belt, 6–9 a Bandolier's gray
// slots), "P1 offer P1 P2 hand h0 for h1", "P1 offer P1 P2 belt 3 for 8",
// "P1 offer P1 P2 armor for armor" (exchanges, where neither has room for
// a transfer alone), "P1 offer P2 P1 ask"
// (a Backpack Item of P2's choice), "P2 give i12" (public form "P2 give
// ?"), "P1 offer done", "P2
// consent yes", "P2 consent yes drop h1" and "P2 consent yes drop armor"
// (a Heavy Item or Armor accepted by first discarding), "P1 end" (the
// Turn ends after its second Action without choosing an Objective), "P1
// repel a2-b2", "P1 react c8 c2" (Duck and Cover, c2
// discarded too), "P1 react c9" (Sprint), "P1 react none", "P1 order P2 move a2-b2" (a Command card's Order), "P1 drop belt 0"
// (discard at will, in the seat's own decisions: pack, hand, a gear slot
// of its own, armor), "P1 armor health" (Heavy
// Armor: 2 Health instead of a Serious Wound), "P1 gear 5 0" (the Robot's
// token in its Room), "P1 gear move 5 3" (Robot to belt; gear slots 0–3
// the belt, 4–5 the Robot's, 6–9 the gray slots of the Items in Hands 0
// and 1, e.g. a Bandolier), "P1 use-on P2 i12 0"
// (Interplay: an Item used on P2, who allows it with "P2 consent yes"),
// and the public form of a secret swap
// "P1 swap ?". Room slots are a1–f4
// (column, row), Corridors the two Room slots they join, the top or left
// one first (a2-b2, a1-a2: "b2-a2" is not read), cards c0–c9
// (the index in the Character's Action deck), Items i0–i53 (i53 an Egg),
// Intruder models x0 (the Queen), x1–x4 (Drones), x5–x16 (Adults), x17–x24
// (Larvae), Hands h0 and h1. The Arg of "room", "play", "use" and "gear" is
// the option of the Room (room.go), the Corridor slot number of a card or
// Item, the Hand to reload.
//
// # Randomness: the order of the roller's calls
//
// Apply consumes the roller in the order the rules resolve, one IntN call
// per die or draw, so a test scripts it with dice.Script (faces from 1):
// the Noise die IntN(10) (DATA.md: faces 1,1,2,2,3,3,4,4,Hazard,Hazard),
// the Shoot die IntN(6) (Critical,2,3,4,5,bullets), the Burst die IntN(6)
// (Miss,1,2,2,3,4+); a draw from the Intruder bag IntN(n), n the tokens in
// the bag, face k the k-th token in increasing id (DATA.md's token ids,
// "Blank", "Adult#3": not the order of a document's "bag"); a random token
// added to the bag IntN(m) among the m tokens of that kind outside it, in
// id order. Cards come from the top of their pile (the last element of a
// document's list) with no call, until a pile must be reshuffled: a
// shuffle (dice.ShuffleInPlace) makes len−1 calls. A Noise roll's Hazard
// draws the bag once more (a Noise marker resolved too). The end of a
// Round calls: the Intruder Phase none (Attack cards from the top), the
// Event Phase none for the Event card and the Intruder movement, then
// Bag Development one bag draw and one call per random token added; the
// Cleanup Phase none unless an Action deck is reshuffled to refill a hand
// (Time Advancement: none; the Lander reads the top Anti-Aircraft token).
// New and the Setup's actions shuffle every deck and stack (many calls):
// a test starts from a position rather than scripting them.
//
// # Hidden information
//
// [State.View] hides, for each seat: the other Characters' hands, Backpacks,
// Objectives (until the end) and draft cards; every deck's order and the Item,
// Room, Corridor, Event, Attack, Wound, Contamination and Queen Health piles;
// the Intruder bag; the text of every Contamination card, from its holder too
// (ContamCard stands for one: INFECTED is known only when scanned); the Items
// drawn by another's Search; the Anti-Aircraft order unless the seat checked
// it; the Robot card until revealed. Events a seat may not see are
// [PrivateNote] or [Private] ([VisibleTo], [PublicEvent]); the Keep of a Search and the Anti-Aircraft
// swap are secret actions ([ActionVisibleTo], [PublicAction]). A view cannot
// be played; its Actions are the viewer's.
//
// # Drawing
//
// [State.Draw] is a text picture of a state (of a view, for a seat).
// [State.Geometry] (the same as [FacilityGeometry]) gives a user interface
// the drawing data of the Facility — its Room slots with their Sections,
// the Corridor slots, the Round track, in the units [Geometry] documents —
// computed once. Package github.com/incursion/incursion/nemesis/picture
// draws a seat's view as SVG from them (standard library only, outside
// this package's import graph).
//
// # Search
//
// [Game] determinizes: Game.Determinize(s, seat, r) draws a complete state
// consistent with everything seat knows (RULES.md, "Determinization", says
// what a sample ignores) and Game.InfoKey(s, seat) is a 128-bit key of
// seat's information set, so package search's ISMCTS can play a seat from
// its view alone (Example_honestAgent).
//
// # Custom data
//
// The rulebook prints few of the components' values; DATA.md reconstructs
// them, and [StandardData] returns that set as a [Data]: the dice faces,
// the Room and Corridor tiles, the Exploration, Item, Event, Intruder
// Attack, Serious Wound, Contamination, Queen Health, Objective and Robot
// cards, the Characters (Rank, Health sections, Character Items, Action
// deck), the Item kinds' numbers, the Tactical Gear supply and the
// Intruder tokens. [Config].Data replaces it (nil: the standard set), so a
// game can be played with other components without changing the code:
// change a copy of StandardData, or write the whole set in JSON, where
// kinds and effects are words ("Storage", "Hatching", "Hazard", "NESW");
// testdata/standard_data.json is the standard set in that form.
// Effects stay rules: a card names one of the coded effects and gives its
// numbers. [Data.Validate] rejects data that does not fit the rules or the
// State's fixed sizes (at most 40 cards in a pile, 30 Contamination cards,
// 64 Intruder tokens, 53 Item cards, 10 Action cards a Character), and
// [New] returns that error.
// Every state of a game shares one validated copy ([State.Data] returns
// it); a position names it ("data") only when it is not the standard one,
// and its words then name the components of that data (a Room tile by its
// kind, a Character by its name, "#k" the k-th copy in the data's order:
// DATA.md, "Words in a position").
// The notation stays the standard data's: a Character is drafted by its
// standard name, or by its number beyond them ("P1 draft 6"). The
// package-level name functions ([ItemName], [ObjectiveName],
// [ActionCardName], [HealthTrack], [CorridorFace], [RobotName],
// [WoundName]) describe the standard data; the State methods of the same
// names, the game's own. See Example_customData.
//
// # Positions
//
// A State marshals to JSON with named fields (the `json` tags of the game
// struct in state.go; position.go), every component written as a word a
// person reads and writes: Room slots "a2" and Corridor slots "a2-b2" as
// in the actions, Room tiles by name ("Surgery", "Shelter Room#2": "#k" is
// the k-th copy of a name several components share), Corridor tiles by
// the picture's code ("2D#1": Noise value 2, a Door slot, the first copy;
// "4/1#3": value 4, Deadly value 1), Characters, Objectives and Mission
// Tasks, Serious Wounds, Event, Intruder Attack and Queen Health cards,
// the Robot card and the bag's Intruder tokens by name ("Official
// Order#2", "Lungs#1", "Fire Spreads#2", "Discard 1 Repel", "Medical
// Robot", "Adult#3"), Action and Contamination cards "c3" and "c64" and
// Items "i12" (also "armor") as in the notation, Exploration cards "e5",
// Doors "open", "closed", "destroyed", the Lander "on the track",
// "landed" or "gone", seats, phases, statuses, pending decisions and
// Tactical Gear tokens as words; "none" is no component and "?" a hidden
// one in a view. DATA.md, "Words in a position", lists every
// word, the fields that stay numbers (counts and tracks, the records of a
// suspended procedure), which end of a pile is its top (the last element)
// and the constraints Validate enforces. Words are read case-insensitively;
// the component ids of DATA.md's listings, as JSON numbers, are still read
// (the format before the words), and so are the bag as a bit set and the
// Intruders as a list by model. "rooms" and "corridors" are objects keyed
// by slot holding only the slots with a tile, "intruders" an object keyed
// by model ("x5") holding only the models out of the pool.
//
// json.Unmarshal validates ([State.Validate]): any state that decodes can
// be played on. Decoded into a State that holds a game, a document changes
// only the fields it names (a list of characters changes its first ones;
// "rooms", "corridors" and "intruders", when given, are all of them, but
// for the Landing Zone and the Hibernatorium, printed on the board), so a
// position can be written by hand over a started game: Example_position.
// Decoded into an empty State, a document is a position from scratch: what
// it does not write takes the defaults of a new position (the number of
// Characters from "players" or the list of "characters", the Solo mode for
// one; round 1 of the Player Phase with P1 to act; the printed Rooms, no
// Corridor, every Intruder in the pool, the bag of the Intruder Setup; each
// Character in the Landing Zone with 7 Oxygen, its Character Items fully
// loaded, and outside the Solo/Coop mode the first Objectives that fit and
// no other seat holds; the first Mission Task that fits, one per Character
// in the Solo/Coop mode): Example_positionFromScratch. Either way, a pile
// the document does not write loses the components it places elsewhere,
// and a draw pile it does not write gets the components placed nowhere,
// under its cards, the first of DATA.md's order on top, so that every card
// and tile stays in one place. A bare name of a component with several
// copies ("Shelter Room" in a Room, "1D" in a Corridor, "Eyes" in
// "wounds", "Adult" in the bag) takes the lowest copy placed nowhere.
// "reaction_window" records what a reaction window or a Heavy Armor choice
// suspended (its "procedure" 1 an Action's end, 2 a Noise roll, 3 the
// Intruder Phase's Attacks, 4 a Move, 5 an escape, 6 a Secret Passage, 7
// the Event Phase with its "event_card", "event_stage" and "event_left", 8
// a Hit allocation that Repelled the Queen into a Room; react.go, Window),
// "robot_malfunction" the Robot's Malfunction marker. "pending_items"
// holds a Search's Items, and during a Hit allocation [the Queen's Hits
// ignored (1), a Grenade of Use Any Tactical Gear (1)], as item words.
//
// A position from scratch deals no cards: every hand is empty and every
// Action card in its deck ("hand" and "action_deck" write them), and a
// draw pile written alone sends that deck's other cards to its discard
// pile. An unknown key is ignored (issue 21 item 2 is not done for
// nemesis). Besides what DATA.md lists ("Words in a position",
// constraints), Validate rejects: a Noise marker in a Corridor holding an
// Intruder; Eggs not conserved (the Nest's "eggs" plus those held, 5 at
// most, 0 exactly when "nest_destroyed") and Data tokens not conserved
// (5: "data_tokens" plus one per Character holding one); a Health marker
// on a slot covered by a Serious Wound; a dead seat without its 10 Action
// cards (it keeps them, in any pile); a reaction window in an Action of a
// Character who has Passed. Each error says "nemesis: invalid state:" and
// what is wrong.
//
// Discarding at will ("drop"): "P1 drop hand h0", "P1 drop belt 2", "P1
// drop pack i12", "P1 drop armor", in the seat's own decisions (RULES.md,
// Character).
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
package nemesis
