// Package playtest is the conformance suite every game of the module runs
// from its tests. It is a thin layer over the public test kit,
// [github.com/incursion/incursion/gametest], which holds the whole
// implementation: [Game] is [gametest.RulesSuite], [Contract] is
// [gametest.Contract], and every function here calls the gametest function
// or method of the same name. It stays so that the games' tests, written
// against it, build unchanged; new tests may use gametest directly.
//
// What each check does, and the flags and environment variables of long
// runs (-rapid.checks, INCURSION_LONG=1, INCURSION_GAMES), are documented
// in package gametest. [Race] (the race detector is on) is the one thing
// of its own.
package playtest
