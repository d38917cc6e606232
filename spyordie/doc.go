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
// Dice are rolled inside Apply with the [dice.Roller] given, one
// r.IntN(6) per die in the order the rulebook resolves them.
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
package spyordie
