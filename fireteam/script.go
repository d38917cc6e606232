package fireteam

import (
	"fmt"
	"slices"
)

// Scripting the roller by meaning (issue 21.4). The package doc's
// "Randomness" lists the calls each step makes; these helpers give the
// values a dice.Script needs for a die face, and put named cards on top of
// a deck in a state, so that a test says what happens rather than counting
// calls. A dice.Script value is 1 + the answer of IntN.

// AttackDie is the dice.Script value of an attack die face: "X" (a bomb),
// "FX" (a brawl and a bomb), "BX" (a bullet and a bomb), "FB" (a brawl and
// a bullet), "FF" (two brawls), "BB" (two bullets); DATA.md, "Attack
// dice". It panics on another word (a test's typo).
func AttackDie(face string) int {
	i := slices.Index(faceNames[:], face)
	if i < 0 {
		panic(fmt.Sprintf("fireteam: no attack die face %q (X, FX, BX, FB, FF, BB)", face))
	}
	return i + 1
}

// ActivationDie is a dice.Script value giving the activation die's result:
// "blank" (faces 1-3), "move" (4-5) or "special" (6); DATA.md.
func ActivationDie(result string) int {
	switch result {
	case "blank":
		return 1
	case "move":
		return 4
	case "special":
		return 6
	}
	panic(fmt.Sprintf("fireteam: no activation die result %q (blank, move, special)", result))
}

// SpawnDie is the dice.Script value of the spawn die (a d12) that places a
// monster at spawn token n (1..12): n itself.
func SpawnDie(token int) int {
	if token < 1 || token > 12 {
		panic(fmt.Sprintf("fireteam: no spawn token %d (1..12)", token))
	}
	return token
}

// StackRecon returns s with the named recon cards on top of the recon
// deck, the last named on top (drawn first), in the words of
// [Position].Recon ("discovery2", "cave_in"). Each named card is taken from
// the deck where it lies; an event not in the deck replaces the deck's
// lowest event not named. The deck's size does not change.
func StackRecon(s State, cards ...string) (State, error) {
	p := s.Position()
	deck := p.Recon
	if len(cards) > len(deck) {
		return s, fmt.Errorf("fireteam: StackRecon: %d cards on a deck of %d", len(cards), len(deck))
	}
	named := map[int]bool{}
	for _, c := range cards {
		i := -1
		for k := range deck {
			if deck[k] == c && !named[k] {
				i = k
			}
		}
		if i < 0 {
			for k := range deck {
				if !named[k] && !slices.Contains(cards, deck[k]) && deck[k] != "?" && idx(eventKeys[:], deck[k]) >= 0 && idx(eventKeys[:], c) >= 0 {
					i = k
					break
				}
			}
			if i < 0 {
				return s, fmt.Errorf("fireteam: StackRecon: %q is not in the recon deck and no event can make way for it", c)
			}
			deck[i] = c
		}
		named[i] = true
	}
	var rest, top []string
	for k, c := range deck {
		if !named[k] {
			rest = append(rest, c)
		}
	}
	top = append(top, cards...)
	p.Recon = append(rest, top...)
	return p.State()
}

// StackTwists returns s with the named twists on top of the twist deck,
// the last named on top (revealed first), in the words of
// [Position].TwistDeck ("dread").
func StackTwists(s State, twists ...string) (State, error) {
	p := s.Position()
	for _, t := range twists {
		i := slices.Index(p.TwistDeck, t)
		if i < 0 {
			return s, fmt.Errorf("fireteam: StackTwists: %q is not in the twist deck", t)
		}
		p.TwistDeck = append(slices.Delete(p.TwistDeck, i, i+1), t)
	}
	return p.State()
}

// StackDeck returns s with the named cards on top of hero h's action deck,
// the last named on top (drawn first), each taken from where it lies in
// the deck ("M03").
func StackDeck(s State, h Hero, cards ...string) (State, error) {
	p := s.Position()
	i := s.heroIndex(h)
	if i < 0 {
		return s, fmt.Errorf("fireteam: StackDeck: %s is not in the game", h)
	}
	deck := p.Heroes[i].Deck
	for _, c := range cards {
		k := slices.Index(deck, c)
		if k < 0 {
			return s, fmt.Errorf("fireteam: StackDeck: %s is not in %s's deck", c, h)
		}
		deck = append(slices.Delete(deck, k, k+1), c)
	}
	p.Heroes[i].Deck = deck
	return p.State()
}
