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
// [State.View] hides face-down Intelligence (from every seat), the order
// of the Doomsday pile, and from the Defender the disguised Imposter; the
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
