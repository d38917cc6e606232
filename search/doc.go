// Package search holds game-playing agents written once against the
// generic contract ([incursion.Game]), so that they play every game of the
// module, and of any package that builds its Game with [incursion.Define].
//
// # Honest agents
//
// An agent is honest when it decides from what its seat knows — the seat's
// view, [incursion.Game.View] — and never from the full state. A search
// needs complete states to play forward from; the contract's
// [incursion.Game.Determinize] draws one consistent with a view (the others'
// hands, the order of the decks...), so an honest agent searches over many
// such samples. [ISMCTS] does exactly that, and its tree's edges are what the
// seat observes ([incursion.ObserveAction]), so its statistics leak nothing
// either.
//
// # Information sets
//
// [incursion.Game.InfoKey] is a 128-bit key of what a seat knows, equal for
// states the seat cannot tell apart: a map keyed by it is a table over
// information sets (counterfactual regret minimisation, opponent models,
// transposition tables of an information-set search).
//
// # Using ISMCTS
//
// As a policy for [incursion.Playout] or a tournament loop:
//
//	m := search.ISMCTS[S, A, E, P]{Game: game.Game, Iterations: 500}
//	agent, err := m.Policy() // fails if the game cannot determinize
//	...
//	a := agent(s, legal, r) // decides from the view of the seat owning legal[0]
//
// or one decision at a time with [ISMCTS.Decide], from a state or from the
// seat's view alone (a client that holds only its view can search as well).
//
// # Long games
//
// Uniform playouts to the end suit short games. In a game of thousands of
// actions (Sabotage, Spy or Die Trying, Rescue from the Hive) they are slow
// and, played at random, end the same way whatever the first action was, so
// the search plays no better than random. Three fields, all generic, fix
// that with the game's help:
//
//   - Cutoff and Value: stop each playout after Cutoff actions and score
//     the state with Value, an estimate of every seat's return (how far each
//     side is along the rulebook's victory tracks). Many more iterations,
//     each with a signal.
//   - Rollout: play the playouts with a policy (the game's bots) rather
//     than uniformly; its pick is also the first action the tree tries.
//   - Bias: keep the Rollout policy's pick in the lead (progressive bias)
//     until the playouts overturn it, so that a few noisy playouts do not
//     make the search worse than the policy it rolls out with.
//
// # Several cores
//
// Trees grows that many trees at once on as many goroutines (root
// parallelisation) and decides by their summed visits: the same budget in
// less wall time for an agent that plays alone on a machine (a tournament
// already keeps every core busy with games). The decision depends on the
// roller alone.
//
// examples/bots registers an evaluation per game (the "+eval" players) and
// the bots (the "+bot" players); examples/tournament measures them
// (examples/tournament/TOURNAMENT.md).
package search
