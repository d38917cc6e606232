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
package search
