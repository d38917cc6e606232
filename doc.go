// Package incursion is the common contract of the incursion rules engines:
// five tactical board games, each an importable package with an immutable
// State, Legal, Actions and Apply, over the shared packages
// [github.com/incursion/incursion/dice] and [github.com/incursion/incursion/geom].
//
// It is a library first: Go programs embed it, app developers build their
// own user interfaces on it, and researchers write property tests and search
// agents against it. Every rule comes from a rulebook, every choice a player
// makes is an explicit action, every roll goes through a roller the caller
// passes in, and hidden information stays hidden.
//
// # The games
//
//   - spyordie: Spy or Die Trying — 1–3 Intruders infiltrate a Base run by
//     the Base Defender, steal Intelligence and escape before the Mission
//     Timer runs out.
//   - hive: Rescue from the Hive — the Terran boards a Znon hive to rescue
//     hostages or to destroy it; the Znon defends with Queens, Soldiers and
//     Mind Control.
//   - nemesis: Nemesis: Retaliation — a crew fights the Intruders aboard a
//     ship, each character with hidden objectives.
//   - sabotage: Sabotage — two Spies and two Villains on hidden 4×4 maps,
//     planning dice-driven actions at the same time and deducing each other's
//     positions from what they must declare.
//   - fireteam: Fireteam Zero — a squad of heroes fights the monsters of a
//     scenario across a map of locations.
//
// # The shape of every game package
//
// Each game package P exports:
//
//   - type State: a comparable value; nothing reachable from it is ever
//     modified after it is built. Apply copies the struct and clones only
//     what it changes, so keeping every state of a game, keying maps by
//     states, or searching from many at once is cheap and safe across
//     goroutines.
//   - func New(cfg Config, r dice.Roller) (State, error): the very start of a
//     game, before any setup choice. The zero Config is the standard game.
//   - State.Actions, State.Legal and Apply(s, a, r): the legal actions in a
//     stable order; nil or an error wrapping [ErrIllegal] in the rulebook's
//     words; the next state and its events. An illegal action returns the
//     input state unchanged with the error; nothing panics on bad input.
//   - State.ToMove, Over, Outcome, View(seat), Draw and Validate;
//     VisibleTo(event, seat); ParseAction and ParseSeat; JSON for states (a
//     documented position format a person can write), actions and events.
//   - var Game, the package's [Game]: the whole contract for generic code,
//     built with [Define]; and var Rules, the same value as a [Rules].
//
// # Generic code
//
// A search agent, a user interface or a tournament runner is written once
// against [Game] and plays, shows and judges every game: who must decide now
// ([Game.ToMove], several seats in a simultaneous phase) and the actions of
// one seat ([Game.ActionsFor]); whose an action is ([Game.Owner]); how the
// game ended in one shape ([Result]) and each seat's return on one scale
// ([Game.Returns]: win 1, loss −1, draw 0); a seat's view and the public,
// redacted forms of the events and actions it does not see ([Observe],
// [ObserveAction]); a text picture ([Game.Draw]); seats as values that print,
// parse and compare ([Seat]). Action texts are read by every game's
// ParseAction, whose errors are [ParseError]s.
//
// Setup choices (talents, items, purchases, deployment) are actions like any
// other, so bots and user interfaces drive the whole game.
//
// # Randomness
//
// Chance is never a decision: it is resolved inside Apply with the
// [dice.Roller] passed in, in an order each game documents. [dice.New] is the
// module's deterministic roller, the same on every platform and serialisable
// mid-game; [dice.Script] presets die faces for tests. A seed and an action
// log replay a game exactly. [Outcomes] enumerates every chance outcome of an
// action with its exact probability, for any game, by branching on every
// roll.
//
// # Hidden information
//
// The engine holds the one true state. State.View(seat) returns what that
// seat may know, with face-down markers, hidden units, hands and the other
// team's map replaced by unknowns; VisibleTo(event, seat) says who observes
// an event. A bot or an agent that only ever reads its View plays fairly.
// A search agent needs complete states to play forward from:
// [Game.Determinize] draws one consistent with what a seat knows, and
// [Game.InfoKey] keys tables by information set; package search has a
// generic information-set MCTS built on them.
//
// # Game records
//
// A [Record] is a whole game in one small text file, what PGN is to chess:
// a bug report, a memorable game or a test case that anyone can read, mail
// and replay. [ParseRecord] reads one, [Record.MarshalText] writes one,
// and [Replay] rebuilds the game with its Game value, checking every line;
// a [Replayer] steps through a game for a user interface, and records a new
// one as it is played.
//
//	# comments start with '#', anywhere
//	Game: sabotage
//	Variant: intro
//	Seed: 7
//	Seat: Spy1 human:Ann
//	Seat: Spy2 bot:greedy
//	Date: 2026-12-01
//	Result: Spy1 and Spy2 won
//	Event: club night
//
//	1. Spy1 character Hacker
//	2. Spy2 character Hacker
//	...
//
// The format is strict, so that a record means one thing:
//
//   - Text is UTF-8, in lines ended by "\n" (or "\r\n"). A line whose
//     first non-blank character is '#' is a comment, anywhere; comments
//     are not kept. Blank lines and comments before the header are skipped.
//   - The header is a run of lines "Key: value": the key a letter followed
//     by letters, digits, '-' and '_', case-sensitive; a colon, one space
//     and a value that is not empty (spaces at its ends are dropped). It
//     ends at the first blank line. "Game:" comes first: the package name,
//     as Game.Name gives it. "Seed:" is required: a decimal number (no sign,
//     no leading zero). "Variant:" is the variant for Game.New (absent: the
//     standard game). "Seat: SEAT PLAYER" says who played a seat, one line
//     per seat: the seat as it prints, then free text ("human:Ann",
//     "bot:greedy"). "Date:" is YYYY-MM-DD. "Result:" is the
//     Result.String() of the last state, or its short form without the
//     reason ("Spy1 and Spy2 won", "draw", "nobody won", "not over"). Every other
//     key is a tag, kept in Record.Tags. A key may appear once (Seat once
//     per seat); one that differs from Game, Variant, Seed, Seat, Date or
//     Result only in case is an error.
//   - The actions follow the blank line, one per line, in the game's text
//     notation (an action's String, read by Game.ParseAction), in the
//     order they were applied, which in a simultaneous phase (Sabotage's
//     planning) is the order Apply took them. A line may be numbered "N. ",
//     N the action's place from 1; a wrong number is an error, so a lost or
//     repeated line is caught. MarshalText numbers every line.
//
// The rolls are the seed's: Game.New(Variant, dice.New(Seed)) makes the
// first state, and every Apply, in the order of the actions, draws from a
// second roller dice.New(Seed) — the convention of examples/playout and
// examples/play, whose matches start from the seed and roll with a fresh
// dice.New(seed). Nothing else may draw from these two rollers: a bot, a
// search or a random player that chooses actions draws from a roller of
// its own, or its draws would be missing from the replay. ([Playout] shares one roller between policy and game, so its games
// do not make records; [RecordPlayout] plays with the rollers of a record,
// and a [Replayer] records a game played move by move.)
//
// Replay refuses a record of another game, an unknown variant or seat, an
// action that does not parse or is illegal where it stands, and a stated
// result that is not the replayed one, with a [*RecordError] that names the
// line at fault, its number and its text.
//
// A record is the referee's log, not a seat's: it holds every action,
// secret ones included (a planned tile, a card played face down), so it
// tells each seat what it did not see. Show a seat a recorded game through
// [Game.View], [ObserveAction] and [Observe], as during play.
//
// # Pending decisions
//
// When a rule gives a player a choice in the middle of resolving something
// (take time or take a chance, which casualty to remove, re-roll or second
// shot), the state records a pending decision, ToMove names the seat that
// owns it and Actions lists the options. Large choices are split into small
// steps closed by a finishing action, so that Actions stays short.
package incursion
