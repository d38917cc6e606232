// Package dice holds the rollers, dice, pools, bags and exact odds of the
// incursion games. It imports nothing of the module.
//
// # Rollers
//
// Every random choice of a game — a die roll, a shuffle, a draw from a bag —
// goes through a [Roller], whose one method IntN(n) returns a uniform
// integer in [0, n). *rand.Rand from math/rand/v2 is a Roller, and so are:
//
//   - [Rand], built by [New] from a seed: the module's deterministic roller.
//     Same seed, same sequence, on every platform and Go release. Its state
//     marshals to binary and JSON, so a saved game continues with the same
//     rolls; [Rand.Clone] forks it.
//   - [Scripted], built by [Script] from die faces (IntN(n) returns the next
//     face − 1) for rules tests with exact expectations, or by [Replay] from
//     recorded answers. It panics, naming the position, when a face does not
//     fit the die asked for or the script runs out; [Scripted.Remaining]
//     says how much is left.
//   - [Recorder], built by [Record] around another Roller: it logs every
//     [Call] (the n asked and the answer), and [Recorder.Answers] feeds
//     [Replay].
//
// # Reproducibility
//
// A game is replayed exactly from its seed and its action log because every
// helper here makes a fixed, documented sequence of IntN calls and nothing
// else:
//
//   - [Roll](r, sides) and [D6]: one call IntN(sides) (IntN(6)); the face is
//     the answer + 1.
//   - [Pool](r, n, sides) and [Successes]: n calls IntN(sides), the first
//     for the first die. Successes allocates nothing.
//   - [Die.Roll]: one call IntN(Sides()); answer k shows side k+1.
//     [Die.RollN]: n such calls.
//   - [Shuffle] of n items: n−1 calls IntN(n), IntN(n−1), ..., IntN(2)
//     (Fisher–Yates from the back); [Pile.Shuffle] is the same.
//   - [Bag.Draw]: one call IntN(Len()), taking the item at that position in
//     the bag's order; nothing when the bag is empty. [Bag.DrawN] draws one
//     at a time: IntN(Len()), IntN(Len()−1), ...
//   - [Pile.Draw], [Bag.Add], [Bag.Remove], the counting functions and all
//     the odds make no call.
//
// Under [Script], then, a test writes the faces of the dice it expects, in
// the order the rules roll them.
//
// # Dice and pools
//
// Most rolls in the games are "roll n dice, each showing t or more is a
// success": [Successes] does that in one call; [Pool] returns the faces for
// rules that look at them (re-roll one failed die, keep the highest), and
// [CountAtLeast], [CountAtMost], [Sum], [Highest] and [Lowest] read them.
//
// # Custom dice
//
// A [Die] has a list of faces of any type, possibly repeated — an attack die
// reading blank, blank, hit, hit, hit, crit; a Spawn Die of twelve
// locations. [NewDie] builds one; [Die.Roll] rolls it; [Die.Chance] gives the
// exact probability of a face satisfying a test. For comparable faces,
// [Prob] gives the probability of one face and [Dist] every distinct face
// with its probability ([Weighted]).
//
// # Bags and shuffles
//
// [Shuffle] returns a new slice in random order. A [Bag] draws without
// replacement; a [Pile] is a deck drawn from the top. Both are immutable
// values — every method returns a new one — so a game State holds them and
// stays a value. They marshal to JSON as arrays and have Equal methods for
// go-cmp. Prefer a Bag when the rules only draw at random: it rolls at each
// draw, so exact odds branch Len() ways, not Len()! ways.
//
// # Exact odds
//
// For rules tables and bots, the probability that at least k of n d-sided
// dice show t or more is [AtLeast], and the whole distribution of the number
// of successes is [Distribution] (entry j: exactly j successes). They are
// exact *big.Rat values; [AtLeastFloat] and [DistributionFloat] are the
// float64s nearest to the exact rationals (computed through big.Rat, and
// remembered). [Binomial] and [BinomialAtLeast] take any success
// probability (from [Die.Chance], [OneAtLeast] or [OneAtMost]).
// [SumDistribution] and [SumAtLeast] are for "roll n dice and add them";
// [MaxDistribution] for "keep the highest". [Floats] converts any exact
// distribution to the nearest float64s.
package dice
