// Package fireteam is the rules engine of Fireteam Zero, a cooperative
// game for 1 to 4 players: a team of heroes (Abe, Maxine, Shad, Frank,
// Don), with the specialists Patty and Henry, completes a mission's
// objectives against monsters run by the rules (Children of Typhon, Fetch,
// Infested). The specification is the rulebook; RULES.md maps every section
// to the code and its test, DATA.md gives every reconstructed value (cards,
// monsters, dice, missions) and why.
//
// # Driving a game
//
// [New] (or [Game].New with a variant such as "solo", "3p", "F2" or
// "T3/4p") returns the game before setup. Every choice a player makes is an
// [Action] of the seat that [State.ToMove] names, listed by
// [State.Actions]; chance (shuffles, the attack dice, the activation die,
// the spawn die) is resolved inside [Apply] with the [dice.Roller] passed
// in. The monsters are rules, not seats.
//
// # Actions and decisions
//
// Setup: "start Player2" (Player1 gives the start player token), then each
// player in turn "pick Frank" (a solitaire player picks two heroes), then,
// where the mission grants them, each selects upgrade sets ("upgrade Frank
// 2") and focus cards ("focus Frank 6"). The setup shuffles happen with the
// last of these choices.
//
// Operations (Config.Operation, variants "opI", "opF/solo"...): after each
// accomplished mission, Player1 chooses the next ("mission I3"), which is
// set up afresh; the game is won when the three are accomplished and lost
// with any mission.
//
// Tactics Phase: from round 2, each active hero holding cards is asked in
// turn order from the start player ("respond Frank M03" or "pass Frank";
// whatever his cards, so that the asking shows nothing of his hand); the
// first to respond plays the only one, which gives the start player the
// final say.
//
// Hero Phase: a knocked-down hero first chooses "stand Frank" or
// "staydown Frank". In his turn a hero moves one location at a time ("move
// Frank c3 patty henry", bringing the named specialists), attacks in three
// steps ("attack Frank m2", then "add Frank M01" per card, then "roll
// Frank"; with Henry near, "reroll Frank 2" or "keep Frank"), searches
// ("search Frank"; when the Cave-In throws him out of a location where
// another active hero guards the specialists, he chooses those he brings:
// "bring Frank patty", "bring Frank" for none), acts on a special intel token ("operate Frank"; one
// that must be attacked is a target like a monster: "attack Don token1";
// an ally he must attack is "ally2", the second hero selected) and ends his
// turn ("end Frank").
//
// Threat Phase: where several monsters of the class to activate next
// remain, the start player chooses ("activate m3"). When a monster attacks,
// the heroes who may take one for the team are asked in turn order
// ("intercede Shad" or "pass Shad"), then every active hero holding cards,
// whether or not he holds a reaction in range ("react Abe L03" or "pass
// Abe"); a hero who must discard fewer cards than
// he holds chooses each ("discard Frank M07").
//
// # Notation
//
// Every action prints as its text form (String) and ParseAction reads it
// back (words case-insensitive; heroes Abe, Maxine, Shad, Frank, Don;
// locations a1..h4; cards by role letter L, C, M, D and number 01..32;
// monsters m1..m9, e1..e3, boss). [State.Draw] ends with the decision the
// game waits for and who owes it.
//
//	verb       action          meaning                                              example
//	start      [StartPlayer]   Player1 gives the start player token (Setup 2)       start Player2
//	pick       [Pick]          a player selects a hero (Setup 2)                    pick Frank
//	upgrade    [Upgrade]       an upgrade set 1..4 joins the hero's deck (Setup 3)  upgrade Frank 2
//	focus      [Focus]         a focus card 1..6 (Setup 3)                          focus Frank 6
//	ready      [Ready]         ends the selection short (Config.UpToEntitlement)    ready Frank
//	mission    [NextMission]   the operation's next mission                         mission I3
//	respond    [Respond]       a tactical response (Tactics Phase 2)                respond Frank M03
//	pass       [Pass]          declines a response, a reaction, an intercession     pass Frank
//	stand      [Stand]         a knocked-down hero stands up at his turn's start    stand Frank
//	staydown   [StayDown]      he stays down and skips his turn                     staydown Frank
//	move       [Move]          one location, bringing the named specialists         move Frank c3 patty henry
//	bring      [Bring]         the specialists a thrown hero brings (Cave-In)       bring Frank patty
//	attack     [Attack]        starts an attack on a monster, token or ally         attack Frank m2, attack Don token1, attack Frank ally2
//	add        [Add]           plays a card into the attack                         add Frank M01
//	roll       [Roll]          rolls the attack dice                                roll Frank
//	reroll     [Reroll]        Henry's reroll of die 1..8                           reroll Frank 2
//	keep       [Keep]          keeps the dice                                       keep Frank
//	search     [Search]        searches the hero's location                         search Frank
//	operate    [Operate]       uses the special intel token there                   operate Frank
//	end        [End]           ends the hero's turn                                 end Frank
//	activate   [Activate]      the monster the start player activates next          activate m3
//	intercede  [Intercede]     takes one for the team                               intercede Shad
//	react      [React]         a reaction to a monster's attack                     react Abe L03
//	discard    [Discard]       a card discarded for a hit                           discard Frank M07
//
// # Randomness
//
// Chance is resolved inside [Apply] with the [dice.Roller] passed in, in
// this order (a dice.Script value is 1 + the IntN answer; [AttackDie],
// [ActivationDie] and [SpawnDie] give them by meaning, [StackRecon],
// [StackTwists] and [StackDeck] put named cards on top of a deck instead
// of scripting a shuffle):
//
//   - Setup, with the action that completes the last selection (the last
//     "pick", or the last "upgrade"/"focus"/"ready" where the mission grants
//     any): each hero's action deck in order of selection, then the twist
//     deck (8 cards), then the box's 28 events (the mission's share is
//     the first 12 − discoveries after the shuffle), then the recon deck
//     (12), each by dice.ShuffleInPlace (Fisher–Yates from the last
//     position: IntN(n), IntN(n−1), ..., IntN(2)); then one spawn die
//     IntN(12) per Spawn Pool monster in the order m1..m9, e1..e3 (the
//     answer + 1 is the spawn token).
//   - Drawing (Tactics Phase 3, Supplies, Field Medic): no roll, the top of
//     the deck; a depleted deck is reshuffled from the discard pile
//     (dice.ShuffleInPlace of the discard pile in card-number order).
//   - A hero's attack ("roll"): one IntN(6) per attack die in order (the
//     face index: 0 X, 1 FX, 2 BX, 3 FB, 4 FF, 5 BB); Henry's "reroll": one
//     IntN(6).
//   - A monster's activation (Threat Phase, an ambush): movement has no
//     roll; the activation die IntN(6) (answers 0-2 blank, 3-4 move, 5
//     special); then, if it finds a target and once the decisions before
//     the roll are made (intercede, react), one IntN(6) per attack die.
//   - Spawning (Threat Phase 3, an Onslaught): one IntN(12) per monster of
//     the Spawn Pool off the board, minions then elites in slot order,
//     rolled again while the token's location is secured.
//   - Searching, twists, the Cave-In: no roll (the top of the recon deck or
//     the twist deck).
//
// # Hidden information
//
// The order of every deck (each hero's action deck, the twist deck, the
// recon deck) and the recon deck's random events are hidden from every
// seat; each hero's hand is seen by his player only (the others see its
// size). [State.View] replaces what is hidden by unknowns; [VisibleTo]
// and [PublicEvent] do the same for the cards a hero draws.
//
// # Determinization
//
// [Game].Determinize(s, p, r) draws a full state that seat p cannot tell
// from its view, for honest search
// ([github.com/incursion/incursion/search.ISMCTS]): each hero's unseen
// cards dealt uniformly between his hidden hand and his deck (keeping
// what every seat saw of the hand of a hero building an attack), the
// unrevealed twists shuffled, and the recon deck's
// discoveries drawn from those the table leaves unfound (intel on the
// objectives, special intel tokens, the boss, the Reserve Pool), with the
// chances of the recon deck's shuffle, among events drawn from the box.
// Samples ignore what only the history of play tells (the events already
// drawn, a teammate's hand at a reshuffle): RULES.md, "Determinization".
// [Game].InfoKey is a 128-bit hash of the view, field by field.
//
// # Playing with a bot
//
// [Bot] is a simple cooperative policy for any seat, working on the seat's
// view (examples/bots registers it for every seat).
//
// # Drawing
//
// [State.Draw] is a text picture of a state (of a view, for a seat).
// [State.Geometry] gives a user interface the drawing data of the mission's battlefield —
// its locations with their terrain, the sector tiles, the spawn tokens, the entry and the exit, in the units [Battlefield] documents — computed once per mission (each
// call returns a copy). Package github.com/incursion/incursion/fireteam/picture draws a seat's
// view as SVG from them (standard library only, outside this package's
// import graph).
//
// # Positions
//
// A State marshals to JSON in a format a person can write: [Position] (go
// doc fireteam.Position) documents every member, its words, its default
// and its constraints; [State.Position] writes one and [Position.State]
// builds and validates a State from one, so a position can be a Go literal
// as well as JSON (ExamplePosition). Decoding is strict: an unknown key, a
// wrong type or a missing required member is an error naming its path
// ("heroes[1].hand[0]: ..."). Every state that decodes can be played on
// ([State.Validate] lists the rules). Example_position is a JSON worked
// example.
//
// The read accessors ([State.HeroAt], [State.Hand], [State.MonsterAt],
// [State.Threat], [State.LuckyCoinHeads], [State.ObjectiveDone], ...) give
// what is on the table.
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
package fireteam
