// Package spyordie is a rules engine for Spy or Die Trying: one Base
// Defender against one to three cooperating Intruders in a walled Base of
// nine rooms.
//
// # Playing
//
// [New] returns the state before the first choice of Set-Up; every choice
// after that — the Boss's corner, the Sentries, the Cameras, the Secret
// Passage, each Intruder's agent, Talent, Item and start square, the order
// of play — is an [Action], as is every move of play. A game is driven by
// [State.ToMove], [State.Actions] and [Apply]:
//
//	r := dice.New(1)
//	s, _ := spyordie.New(spyordie.Config{Intruders: 2}, r)
//	for !s.Over() {
//		a := s.Actions()[0] // or a choice of s.ToMove()[0]
//		s, _, _ = spyordie.Apply(s, a, r)
//	}
//
// [Game] is the package's [incursion.Game] (and [Rules] its
// [incursion.Rules]): generic code plays, shows and judges the game
// through it alone. Its seats are the Defender and one seat per Intruder
// ([State.Seats]); one seat decides at a time ([State.ToMove]).
//
// # Actions and decisions
//
// A move is a [Move] (its first square), then [Step]s and a [Stop]; the
// engine checks every square (Sentries, Kill Zones, passing through
// figures). Choices in the middle of resolving something are pending
// decisions owned by one seat: take a chance or take time ([Chance],
// [TakeTime]), take the searched Intelligence ([Take]), the reaction
// (shoot, fight, move 1 square, surrender), fighting back ([FightBack]),
// the SMG's re-roll or second shot ([Reroll], [SecondShot]), the Heroic
// Sacrifice ([Sacrifice]), the Defender's Detention and Storage squares
// ([Imprison]), the free moves and hides of Talents, concealing a body and
// disguising ([Conceal], [Disguise]), placing Mob Spawn and Surprise!
// Minions and a Scientist on his tea break ([Spawn]). [Pass] declines any
// of them, ends an Intruder's turn, Phase 1, or the current type of
// Minion's actions — the latter only once every prone Minion of that type
// has used its first action to [Recover] (Rulebook, "Minion Injury").
//
// # Notation
//
// Every action's String is its text form, and [ParseAction] reads it back
// (case-insensitively; words separated by spaces). Squares are x,y
// (columns and rows of [State.Draw]'s margins), figures I1-I3, B, G1-G6,
// T1-T4, S1-S4, directions N NE E SE S SW W NW, Doors by number (Draw
// shows them; 0 is the Entrance), Items handgun silencer painkiller
// stimulant medkit lockpicks xray smg, Minion types boss guard technician
// scientist.
//
// Set-Up (the Defender, then each Intruder, then the order of play):
//
//	boss 10,2                   PlaceBoss: the Boss on a Sanctum corner
//	starter technician 2,9      PlaceStarter: a Scientist or Technician on a Spawn square
//	sentry 13,7                 PlaceSentry: a Guard outside a doorway
//	camera 0,7                  PlaceCamera: a Camera on a junction
//	passage 3,5                 PlacePassage: the Defender's Secret Passage
//	I1 agent anna               ChooseAgent (kim, harry, anna)
//	I1 talent sniper            ChooseTalent (one of the agent's three)
//	I1 item silencer            ChooseItem: the second Item
//	I1 start 11,23              PlaceAgent: an Agent Start square
//	order I2 I1                 Order: the Intruders' order of play
//
// An Intruder's actions (Who first):
//
//	I1 move N                   Move: a move action's first square
//	I1 step NE                  Step: the next square of the move in progress
//	I1 stop                     Stop: end the move in progress
//	I1 breach 0                 Breach a Door (directly in front of it)
//	I1 search 13,3              Search a face-down Intelligence marker
//	I1 pickup 13,3              PickUp the face-up Intelligence marker there
//	I1 pickup smg 22,3          PickUp an Item there
//	I1 supplies medkit          Supplies: an Item from the medical supplies
//	I1 explore 23,18            Explore: to another Secret Passage
//	I1 sabotage 5,10            Sabotage the Power square, a Camera or a Trap
//	I1 hide / I1 reveal         Hide, Reveal
//	I1 rest / I1 heal I2        Rest (a stun), Heal (a wound, self or adjacent)
//	I1 fight G2                 Fight an adjacent enemy
//	I1 shoot G2                 Shoot an enemy in Line of Sight
//	I1 sneak-attack G2          SneakAttack an adjacent Minion (hidden)
//	I1 lock 3 / I1 unlock 3     Lock, Unlock a Door (on the Security square)
//	I1 arm 4,7 / I1 disarm 4,7   Arm, Disarm a Trap (on the Security square)
//	I1 primary smg              Primary: the weapon to the left-most space
//	I1 surrender                Surrender
//	I1 detective 6,4            DetectivePassage: the Detective's marker
//
// The Defender's (Phase 1, then each Minion's in Phase 2, Who first):
//
//	spawn guard 21,12           Spawn a Minion on a Spawn square (Phase 1)
//	G1 move S / G1 step S / G1 stop   as for Intruders
//	G1 spot I1                  Spot a hidden Intruder (or, with an
//	                            Imposter about, any Minion figure)
//	G1 spot I1 via 0,7          Spot through a Camera (from the Security square)
//	G1 discover 4,17            Discover a Body
//	G1 fight I1 / G1 shoot I1   Fight, Shoot
//	G1 lock 3 / G1 unlock 3 / G1 arm 4,7 / G1 disarm 4,7   from the Security square
//	T1 construct 4,7            Construct a Trap on a junction
//	T1 repair                   Repair the Power square
//	S1 research                 Research (Laboratory)
//	B passage 23,18             Passage: the Boss to another Secret Passage
//	G1 recover                  Recover (a prone Minion's first action)
//
// Pending decisions (owned by the seat [State.ToMove] names):
//
//	chance / time               take a chance or take time
//	take                        take the searched Intelligence
//	fight-back                  fight back after a missed attack
//	reroll / second-shot G3     the SMG's re-roll or second shot
//	sacrifice                   the Heroic Sacrifice
//	imprison 12,20 14,20        the Defender: Detention and Storage squares
//	conceal / disguise          Conceal Body, disguise (Imposter)
//	spawn technician 13,10      the Defender places a Mob Spawn, Surprise!
//	                            or tea-break Minion
//	I1 step N, I1 hide, I1 fight G2, I1 shoot G2, I1 surrender
//	                            a reaction, a Talent's free move or hide
//	pass                        decline any decision; end an Intruder's
//	                            turn, Phase 1, or a Minion type's actions
//
// # Randomness
//
// The roller is consumed in a documented order, so a test can script it
// (dice.Script for die faces; [RigSetUp] for the set-up by meaning):
//
//   - [New]: the 9 Intelligence markers are shuffled with [dice.Shuffle]
//     (r.IntN(9), r.IntN(8), ... r.IntN(2): 8 calls; the shuffled ids go
//     to the rooms Sanctum, Infirmary, Cafeteria, Generator, Guardroom,
//     Control Room, Laboratory, Prison, Vault in this order), then the 6
//     Doomsday parts (r.IntN(6) ... r.IntN(2): 5 calls; top first).
//     Set-Up actions roll nothing.
//   - In play only dice are rolled: one r.IntN(6) per die (face = 1 +
//     the answer), and every roll is announced by a [Rolled] event naming
//     what it is for, in the order rolled. An action rolls, in this order:
//     the opportunity strikes of adjacent standing enemies (each a fight:
//     its dice, then the target's K.O resist rolls), then the action's own
//     dice — take a chance 1 die, take time 2 (+1 with Lockpicks for a
//     breach, X-Ray Specs for a search or explore), hide 4, sneak 1 or 2
//     per square, sneak-attack 3, conceal 2, rest and heal 1 or 2, fight 3
//     or 2 (one less against the Judoka), shoot 3/2/1 by range, spot 3/2/1
//     by range (one less for the Evader; then a disguised Imposter's 1 die
//     to stay hidden), recovery 1, construct 1, repair 1, research 1 —
//     then what follows from it in the order the rulebook resolves it: the
//     injuries' K.O resists (most severe first), the fight back (a
//     decision), the SMG's re-roll of one die (a decision), a Trap's range
//     die then the resists of the figures it hurts, Surprise!'s 4 dice at
//     the end of a move in the Cafeteria, a reaction's 1 die on entering
//     a Kill Zone. The Defender's Phase 3 rolls nothing.
//   - [Game]'s Determinize shuffles the face-down markers over their
//     squares and the unrevealed Doomsday parts ([dice.Shuffle]).
//
// # The Base
//
// The Base is data: [DefaultMap] is a text map read by [geom.ParseGrid],
// with a room letter and a mark for every square; DATA.md draws it and
// explains every reconstructed value. [Config] takes another map.
//
// # Hidden information
//
// [State.View] hides which face-down Intelligence marker bears which face
// (from every seat: the view keeps the unseen faces as a sorted multiset,
// public since the game's markers are), the order of the Doomsday pile, and from the Defender the disguised Imposter; the
// view of [Observer] (or of any value that is no seat of the game) is a
// spectator's, hiding all of these. A view is for reading: Legal and Apply
// reject every action on it; its Actions are its viewer's.
// [VisibleTo] says who observes an event and [PublicEvent] what the others
// see; [ActionVisibleTo] and [PublicAction] do the same for actions (what
// a disguised Imposter does is seen by the others as done by the Minion
// figure he wears). The Defender spots a suspected
// Imposter by naming the Minion figure he may be wearing ([Spot]). The
// rulebook swaps the figures in plain view, so a Defender who remembers
// the game can still tell the worn figure (it takes no orders): RULES.md,
// "What the Defender can still tell".
//
// # Determinization
//
// [Game]'s Determinize draws, from a seat's view, a full State that seat
// cannot tell from the game's (search agents such as package search's
// ISMCTS play on from it): the face-down Intelligence markers dealt out
// again at random over their squares, with the unseen faces the view
// holds (the game's, custom Config.Intelligence included); and the
// unrevealed Doomsday parts in a random order. A disguised Imposter's
// pending decisions are whole in every view (the Defender saw the action
// that started them: [PublicAction]). InfoKey is the default hash of the
// view. RULES.md, "Determinization", says what the samples ignore.
//
// # Drawing
//
// [State.Draw] is a text picture of a state (of a view, for a seat).
// [State.Geometry] gives a user interface the drawing data of the Base —
// its squares with their rooms, the walls, the Doors and the tracks, in the units [Geometry] documents — computed once per board and
// shared. Package github.com/incursion/incursion/spyordie/picture draws a seat's
// view as SVG from them (standard library only, outside this package's
// import graph).
//
// # Positions
//
// A State's JSON is a position a person can read and write, and a
// [Position] is the same as a Go value: its fields document the format
// member by member (meaning, words or units, default when omitted,
// constraints; `go doc spyordie.Position`). [State.Position] writes one;
// [Position.State] builds and validates the State, and json.Unmarshal into
// a State goes through it. Decoding is strict ([DecodePosition]): an
// unknown key, a wrong type or a missing required member is an error naming
// its path; members that can be derived (the number of Intruders, the
// order of play, the Items' places, the actor, the actions allowed, the
// verdict...) may be left out. A position must pass [State.Validate]: a
// position the game can go on from (the Set-Up steps done so far and no
// others, one figure per square, the component limits, the Intruder whose
// turn it is able to act...); [ValidationRules] lists its rules by name,
// and each error names the rule it breaks. Squares are "x,y" as in the
// actions' notation and [State.Draw]'s margins; figures are I1-I3, B,
// G1-G6, T1-T4, S1-S4; enums are words, read case-insensitively.
//
// A worked example (Example_position plays from it; ExamplePosition
// writes the same position as a Go literal, leaving out what is derived): round 3 of a game of
// one Intruder, Anna the Sniper, exposed in the corridor with a Handgun and
// the Silencer and one Intelligence marker; the Boss, the Security Guard
// and two Guards; a Body; the Alert AMBER.
//
//	{"intruders": 1, "phase": "intruders", "step": 0, "minion_type": "boss",
//	 "round": 3, "timer": 41, "alert": "amber", "alarms": 2, "power_cut": false,
//	 "locked_doors": [2, 3, 4, 5, 6, 7, 8, 9, 10], "order": ["I1"],
//	 "agents": [{"agent": "anna", "talent": "sniper", "status": "in base",
//	   "square": "4,15", "hidden": false, "stun": false, "wound": false,
//	   "items": [0, 3], "intelligence": [5], "actions_taken": 0,
//	   "actions_allowed": 2, "turn_over": false, "used_passage": false,
//	   "started_in_kill_zone": false}],
//	 "minions": [{"figure": "B", "state": "standing", "square": "13,4"},
//	   {"figure": "G1", "state": "standing", "square": "22,9"},
//	   {"figure": "G2", "state": "standing", "square": "15,14"},
//	   {"figure": "G3", "state": "standing", "square": "10,15"}],
//	 "bodies": ["1,14"], "cameras": ["8,14", "24,7", "0,21", "24,21"],
//	 "traps": [], "secret_passages": ["12,4", "23,18"],
//	 "intelligence": [{"at": "22,17", "face_up": false},
//	   {"at": "13,11", "face_up": false}, {"at": "6,18", "face_up": false},
//	   {"at": "13,3", "face_up": false}, {"at": "20,2", "face_up": false},
//	   {"at": "I1", "face_up": true}, {"at": "13,17", "face_up": false},
//	   {"at": "20,9", "face_up": false}, {"at": "6,3", "face_up": false}],
//	 "items": ["I1", "supply", "supply", "I1", "supply", "supply", "supply",
//	   "supply", "supply", "supply", "supply", "supply"],
//	 "doomsday": [0, 3, 1, 4, 2, 5], "doomsday_revealed": 0, "actor": "I1",
//	 "entrance_breached": true, "pending": [], "verdict": "undecided"}
//
// What a player sees on the table has a read accessor: [State.Where],
// [State.Intruder], [State.Cameras], [State.Traps], [State.Bodies],
// [State.Items], [State.SecretPassages], [State.FaceUp], [State.FaceDown],
// [State.Locked], [State.Timer], [State.AlertLevel], [State.Alarms],
// [State.PowerCut], [State.Round], [State.Doomsday], [State.Phase],
// [State.Pending].
//
// # Scoring and returns
//
// [State.Outcome] embeds the module's [incursion.Result]: the Defender's
// win lists the Defender, the Intruders' victory or epic victory lists
// every Intruder seat, a tie is a draw. Returns are 1 for a winning seat,
// −1 for a losing one, 0 for everyone in a tie and before the end.
//
// [Score] is the true optimum of the rulebook's scoring: the best split of
// the escaped Intruders' pooled Intelligence into combinations of three.
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
package spyordie
