package nemesis

import (
	"slices"
	"strconv"
)

// Rulebook, "Reactions": "some Action cards may be used outside of normal
// Turn order to react to something happening in the game ... Reactions
// are not Actions". Players who have Passed may still react.
//
// A reaction window is a pending decision (PendReact) of the reacting
// seat, opened when public information says the seat may hold a reaction
// it can pay for (mayReact), never on what the hand holds: the window
// itself reveals nothing. The state records what was being resolved
// (Window) so that the procedure resumes after the decision, whatever it
// is: the rest of a Noise roll, the rest of the Intruder Phase's Attacks,
// the end of the Action.
//
// The reconstructed reactions (DATA.md, "Reactions"):
//   - Duck and Cover: when an Intruder is about to Attack you, discard 1
//     more Action card and Prevent that Attack (the rulebook's example:
//     "requires you to discard 1 additional Action card").
//   - Sprint: right after a Noise roll you made shows a Number, before it
//     is resolved: you are out of earshot, nothing happens for that roll.

// Procedures that can be suspended by a reaction window.
const (
	procNone      int8 = iota
	procAction         // an Attack that ends the Action (a Melee retaliation): then the Action closes
	procNoise          // a Noise roll that ends the Action: then its other Corridors, then the Action closes
	procIntruders      // the Intruder Attacks of the Intruder Phase: then the others, then the Event Phase
	procMove           // Opportunity Attacks: then the others (3 at most), the rest of the Move, the Action closes
	procEscape         // the Noise roll of an escape (Landing Zone, Hibernatorium, Escape Shuttle): then its outcome, the Action closes
	procPassage        // the Opportunity Attacks of a Secret Passage (Technical Corridor Entrance): then the others, entering, the Noise roll
	procEvent          // the Event Phase: then the rest of the Event card (Stage, Left), Bag Development, the Cleanup Phase
	procHits           // a Hit allocation (Burst, Grenade) that Repelled the Queen into a Room: then the rest of the Hits (Actor allocates)
)

var procNames = [...]string{"none", "action", "noise roll", "intruder attacks", "move", "escape", "secret passage", "event", "hits"}

// Stages of the Event Phase a window may suspend (Window.Stage).
const (
	stageMove  int8 = 1 + iota // Intruder movement; Left: the groups (nodeOrder positions) still to move
	stageMain                  // the main effect; Left: what is left of it (eventEffect)
	stageAfter                 // Bag Development done: the Cleanup Phase
)

// Window is the procedure a reaction window suspended.
type Window struct {
	Proc  int8   `json:"procedure"`
	Model int8   `json:"intruder"`    // the Intruder about to Attack; -1: the Noise roll itself
	Actor Seat   `json:"actor"`       // who made the Noise roll
	Roll  int8   `json:"roll"`        // the Noise roll's result
	Step  int8   `json:"step"`        // the Noise roll's Corridors already resolved
	Done  uint32 `json:"attacked"`    // the Intruder Phase: Intruders that have Attacked
	Wound int8   `json:"wound"`       // Heavy Armor's choice: the Attack's effect being resolved
	Corr  int8   `json:"corridor"`    // a Move: the Corridor
	Moves int8   `json:"move"`        // a Move: 1 Cautiously, 2 with a Noise roll, 4 + 8×(1+seat) dragging a Character; a Secret Passage: its Room
	Card  int8   `json:"event_card"`  // the Event Phase: the Event card being resolved
	Stage int8   `json:"event_stage"` // the Event Phase: where it stands (stageMove...)
	Left  uint64 `json:"event_left"`  // the Event Phase: what is left of the stage
}

// window is the reaction window of the procedure being resolved, for the
// Attack of Intruder m (-1: the Noise roll itself).
func (k *kernel) window(m int8) Window {
	return Window{Proc: k.proc, Model: m, Actor: k.actor, Roll: k.roll, Step: k.step, Done: k.done, Corr: k.corr, Moves: k.moves,
		Card: k.card, Stage: k.stage, Left: k.left}
}

// restore puts the kernel back where window w suspended it.
func (k *kernel) restore(w Window) {
	k.proc, k.actor, k.roll, k.step, k.done, k.corr, k.moves = w.Proc, w.Actor, w.Roll, w.Step, w.Done, w.Corr, w.Moves
	k.card, k.stage, k.left = w.Card, w.Stage, w.Left
}

// unwind clears the procedure after it stopped or ended.
func (k *kernel) unwind() {
	k.proc, k.corr, k.moves, k.card, k.stage, k.left = procNone, 0, 0, 0, 0, 0
}

// React plays reaction card Card (Extra: the additional card Duck and
// Cover discards, NoCard if none), or, with Card NoCard, lets the game go
// on without a reaction.
type React struct {
	Seat        Seat
	Card, Extra int8
}

func (a React) seat() Seat { return a.Seat }
func (React) isAction()    {}
func (a React) String() string {
	switch {
	case a.Card == NoCard:
		return a.Seat.String() + " react none"
	case a.Extra == NoCard:
		return a.Seat.String() + " react " + num("c", a.Card)
	}
	return a.Seat.String() + " react " + num("c", a.Card) + " " + num("c", a.Extra)
}
func (a React) MarshalJSON() ([]byte, error) { return actionTable.Marshal(a) }

// reactions appends the reactions seat s can play in the open window.
func (g *game) reactions(s Seat, w Window, out []Action) []Action {
	p := &g.P[s]
	for _, c := range p.Hand.C[:p.Hand.N] {
		if isContam(c) {
			continue
		}
		switch g.cardKind(s, c) {
		case DuckAndCover:
			if w.Model < 0 {
				continue
			}
			for _, x := range p.Hand.C[:p.Hand.N] {
				if x != c && !isContam(x) {
					out = append(out, boxAction(React{s, c, x}))
				}
			}
		case Sprint:
			if w.Model < 0 && w.Actor == s {
				out = append(out, boxAction(React{s, c, NoCard}))
			}
		}
	}
	return out
}

// mayReact reports whether window w opens for s. It reads public
// information only, so that a window tells the table nothing about the
// hand (Rulebook, "Playing Action Cards": the discard pile is face up; the
// size of a hand and the cards of each Character's deck are known): s is
// in the Facility, holds enough cards to pay for the reaction (Duck and
// Cover: itself and 1 more; Sprint: itself), and one of its deck's cards
// of that kind is not on its discard pile (it may be in hand). The seat
// may then hold no playable reaction and answers "react none".
func (g *game) mayReact(s Seat, w Window) bool {
	p := &g.P[s]
	if p.Status != Active {
		return false
	}
	kind, need := DuckAndCover, int8(2)
	if w.Model < 0 {
		if w.Actor != s {
			return false
		}
		kind, need = Sprint, 1
	}
	if p.Hand.N < need {
		return false
	}
	deck := &g.T.chars[g.T.clampChar(p.Char)].Deck
	for c := range int8(len(deck)) {
		if deck[c] == kind && !slices.Contains(p.Disc.C[:p.Disc.N], c) {
			return true
		}
	}
	return false
}

// open opens a reaction window for s if s can react and nothing else is
// pending; it reports whether it did (the procedure must then stop).
func (k *kernel) open(s Seat, w Window) bool {
	g := k.g
	if w.Proc == procNone || g.Pend != NoPending || g.Phase != PhasePlayer || !g.mayReact(s, w) {
		return false
	}
	g.Win = w
	g.Pend, g.PendSeat = PendReact, s
	if w.Model >= 0 {
		k.note(msgMayReact, s, w.Model, 0, 0)
	} else {
		k.note(msgMayReact, s, -1, 0, 0)
	}
	return true
}

// attack is an Intruder Attack on s: where the procedure can be resumed
// (k.proc), a reaction window opens first.
func (k *kernel) attack(m int, s Seat) {
	if k.proc != procNone && k.g.P[s].Status == Active {
		if k.open(s, k.window(int8(m))) {
			return
		}
	}
	k.resolveAttack(m, s)
}

// suspended reports whether a reaction window has stopped the procedure.
func (g *game) suspended() bool { return g.Pend == PendReact || g.Pend == PendArmor }

// react resolves the reaction decision and resumes the procedure.
func (k *kernel) react(a React) {
	g := k.g
	w := g.Win
	g.Pend, g.Win = NoPending, Window{}
	p := &g.P[a.Seat]
	prevented := false
	if a.Card != NoCard {
		kind := g.cardKind(a.Seat, a.Card)
		p.removeFromHand(a.Card)
		p.Disc.push(a.Card)
		if a.Extra != NoCard {
			p.removeFromHand(a.Extra)
			p.Disc.push(a.Extra)
		}
		k.note(msgReacted, a.Seat, int8(kind), 0, 0)
		prevented = true
	}
	if w.Model >= 0 {
		if prevented {
			k.tell(msgAttackPrevented, w.Model, 0, 0)
		} else {
			// In the same procedure: Heavy Armor's choice may suspend it.
			k.restore(w)
			k.resolveAttack(int(w.Model), a.Seat)
			k.unwind()
			if g.suspended() {
				return
			}
		}
	}
	if w.Model < 0 && prevented {
		// Sprint: nothing happens for the roll; its procedure goes on
		// past all its Corridors.
		k.tell(msgNothing, 0, 0, 0)
		w.Step = 4
	}
	k.resume(w)
}

// resume goes on with the procedure a decision suspended.
func (k *kernel) resume(w Window) {
	g := k.g
	switch w.Proc {
	case procAction:
		k.afterAction()
	case procNoise:
		k.resumeNoise(w)
		if !g.suspended() {
			k.afterAction()
		}
	case procIntruders:
		k.intruderAttacks(w.Done)
		if g.suspended() || k.checkEnd() {
			return
		}
		k.eventPhase()
	case procMove:
		s := w.Actor
		k.proc, k.actor, k.corr, k.moves = procMove, s, w.Corr, w.Moves
		k.opportunityAttacks(s, int(g.P[s].Room), int(corridorNode(int(w.Corr))), int(w.Step), w.Done)
		k.proc, k.corr, k.moves = procNone, 0, 0
		if g.suspended() {
			return
		}
		k.moveOn(s, int(w.Corr), w.Moves&1 != 0, w.Moves&2 != 0)
		if d := w.Moves >> 3; d > 0 && g.P[s].Status == Active {
			g.P[d-1].Room = g.P[s].Room // the dragged Character
		}
		if !g.suspended() {
			k.afterAction()
		}
	case procEscape:
		k.resumeNoise(w)
		if g.suspended() {
			return
		}
		k.escaped(w.Actor)
		k.afterAction()
	case procPassage:
		s := w.Actor
		k.proc, k.actor, k.corr = procPassage, s, w.Corr
		k.opportunityAttacks(s, int(g.P[s].Room), -1, int(w.Step), w.Done)
		k.unwind()
		if g.suspended() {
			return
		}
		k.passage(s, int(w.Corr))
		if !g.suspended() {
			k.afterAction()
		}
	case procEvent:
		k.eventFrom(w)
	case procHits:
		// The Hits left (PendN, PendArg, PendItems kept their values).
		g.Pend, g.PendSeat = PendHits, w.Actor
		k.checkHits()
	}
}

// resumeNoise goes on with the Number result of a Noise roll after its
// Corridor w.Step.
func (k *kernel) resumeNoise(w Window) {
	k.proc, k.actor, k.roll = w.Proc, w.Actor, w.Roll
	k.noiseRest(w.Actor, w.Roll, int(w.Step))
	k.proc = procNone
}

// tailNoise is a Noise roll that ends the current Action in the Player
// Phase: reactions may suspend it.
func (k *kernel) tailNoise(s Seat) {
	if k.g.Phase != PhasePlayer || k.g.Pend != NoPending || k.proc != procNone {
		k.noiseRoll(s)
		return
	}
	k.proc, k.actor = procNoise, s
	k.noiseRoll(s)
	k.proc = procNone
}

// validWindow checks a pending reaction window.
func (g *game) validWindow() error {
	w := g.Win
	if w.Proc <= procNone || int(w.Proc) >= len(procNames) || w.Model < -1 || w.Model >= Models || w.Actor < 0 || int8(w.Actor) >= g.Players {
		return bad("reaction window %+v", w)
	}
	if w.Model >= 0 && g.Intr[w.Model].At < 0 {
		return bad("a reaction to the Attack of an Intruder not on the map")
	}
	if w.Model < 0 && (!noiseProc(w.Proc) || w.Roll < 1 || w.Roll > 4 || w.Step != 0) {
		return bad("a reaction window to a Noise roll %+v", w)
	}
	if w.Step < 0 || w.Step > 4 {
		return bad("reaction window step %d", w.Step)
	}
	if err := g.validMove(w); err != nil {
		return err
	}
	// A window suspending an Action closes that Action: the Character whose
	// Turn it is has not Passed (a Pass ends the Turn; issue 20 item 0,
	// found by TestAudit2MutatedPositions).
	if w.Proc != procIntruders && w.Proc != procEvent && g.P[g.Turn].Passed {
		return bad("a window in an Action of %v, who has Passed", g.Turn)
	}
	if g.P[g.PendSeat].Status != Active {
		return bad("a reaction of a Character who is not in the Facility")
	}
	if !g.mayReact(g.PendSeat, w) {
		return bad("a reaction window that would not open")
	}
	return nil
}

// noiseProc: procedures whose Noise roll a Sprint may answer.
func noiseProc(p int8) bool { return p == procNoise || p == procEscape || p == procEvent }

// validMove checks the Move, Secret Passage, escape or Event Phase a
// window suspended.
func (g *game) validMove(w Window) error {
	if w.Proc != procEvent && (w.Card != 0 || w.Stage != 0 || w.Left != 0) {
		return bad("a window with an Event card %+v", w)
	}
	switch w.Proc {
	case procEvent:
		if w.Card < 0 || int(w.Card) >= len(g.T.events) || w.Stage < stageMove || w.Stage > stageAfter || g.D.EventsOut.N == 0 || g.D.EventsOut.C[g.D.EventsOut.N-1] != w.Card {
			return bad("a window in the Event Phase %+v", w)
		}
		if w.Stage == stageMove && w.Left>>Nodes != 0 {
			return bad("a window in the Intruder movement %+v", w)
		}
	case procEscape:
		switch g.roomKind(w.Actor) {
		case LandingZone, Hibernatorium, EscapeShuttle:
		default:
			return bad("an escape out of an escape Room")
		}
	case procPassage:
		if w.Corr < 0 || int(w.Corr) >= Slots || !g.placed(int(w.Corr)) || w.Moves != 0 || w.Step < 1 || w.Step > 3 {
			return bad("a window in a Secret Passage %+v", w)
		}
		return nil
	case procHits:
		if g.PendN < 0 || g.PendArg < 0 || int(g.PendArg) >= Edges || g.Corr[g.PendArg].Tile < 0 {
			return bad("a window in a Hit allocation with %d Hits at %d", g.PendN, g.PendArg)
		}
	}
	if w.Proc != procMove {
		if w.Corr != 0 || w.Moves != 0 {
			return bad("a window with a Move %+v", w)
		}
		return nil
	}
	d := w.Moves >> 3
	if w.Corr < 0 || int(w.Corr) >= Edges || g.Corr[w.Corr].Tile < 0 || w.Step < 1 || w.Step > 3 || w.Moves < 0 || int8(d) > g.Players ||
		d > 0 && (g.P[d-1].Status != KnockedOut || g.P[d-1].Room != g.P[w.Actor].Room) {
		return bad("a window in a Move %+v", w)
	}
	a, b := edgeEnds(int(w.Corr))
	if room := int(g.P[w.Actor].Room); room != a && room != b {
		return bad("a Move through a Corridor away from the Character")
	}
	return nil
}

func (w Window) String() string {
	if w.Proc < 0 || int(w.Proc) >= len(procNames) {
		return "?"
	}
	if w.Model < 0 {
		return procNames[w.Proc] + ": the roll " + strconv.Itoa(int(w.Roll))
	}
	return procNames[w.Proc] + ": the Attack of x" + strconv.Itoa(int(w.Model))
}
