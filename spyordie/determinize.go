package spyordie

import (
	"fmt"

	"github.com/incursion/incursion/dice"
)

// determinize is the game's [incursion.Game.Determinize]: from the view of
// seat p (Define hands it View(s, p); a full state is viewed first) it
// draws with r a full State that p cannot tell from the one the view was
// taken of (RULES.md, "Determinization"):
//
//   - the face-down Intelligence markers: their ids are dealt out again at
//     random over the face-down squares, each id with the face the view
//     gives it (the view holds the multiset of unseen faces, sorted: any
//     deal of it over the face-down squares is equally likely; a decoded
//     view whose faces are Unknown gets DefaultIntel's);
//   - the unrevealed Doomsday parts, in a random order (Rulebook, "Set-Up",
//     Base Defender 9: the pile is shuffled);
//   - for the Defender and the spectator, what a disguised Imposter's
//     pending decisions are about: an operation he may be resolving on his
//     square now, the face-up marker he may take, the minutes of a capture
//     (drawn uniformly among what the rules allow; see imposterFrame).
//
// It calls r.IntN only: deterministic given r.
func determinize(view State, p Seat, r dice.Roller) (State, error) {
	v := view
	if _, ok := v.Viewer(); !ok {
		v = v.View(p)
	}
	viewer, _ := v.Viewer()
	if v.bid == 0 {
		return State{}, fmt.Errorf("spyordie: determinize: the state has no board")
	}
	s := v
	s.view = 0

	// Face-down Intelligence (Rulebook, "Set-Up", Base Defender 8: the
	// markers are shuffled face down, one per room). The view deals the
	// face-down ids in square order; any deal of the same ids over the same
	// squares is one p cannot tell from it, each equally likely.
	var ids, locs [9]int
	n := 0
	for i, m := range v.intels {
		if !m.Up && (s.intel[i].Colour == Unknown || s.intel[i].Nation == Unknown) {
			s.intel[i] = DefaultIntel[i]
		}
		if m.Loc >= 0 && !m.Up {
			ids[n], locs[n] = i, int(m.Loc)
			n++
		}
	}
	deal := dice.Shuffle(r, ids[:n])
	var newID [9]int16 // the sample's id of the view's face-down marker i
	for i := range newID {
		newID[i] = int16(i)
	}
	for j := 0; j < n; j++ {
		s.intels[deal[j]] = intelMarker{Loc: int16(locs[j])}
		newID[ids[j]] = int16(deal[j])
	}
	for i := range s.pend[:min(int(s.np), len(s.pend))] {
		f := &s.pend[i]
		if f.Kind == fChance && f.Op == opSearch && f.A >= 0 && f.A < 9 {
			f.A = newID[f.A]
		}
	}

	// The Doomsday pile: the parts not revealed, shuffled.
	if s.doomN <= 6 {
		var seen [6]bool
		for _, part := range s.doom[:s.doomN] {
			if part < 6 {
				seen[part] = true
			}
		}
		var rest []uint8
		for part := uint8(0); part < 6; part++ {
			if !seen[part] {
				rest = append(rest, part)
			}
		}
		if len(rest) != 6-int(s.doomN) {
			return State{}, fmt.Errorf("spyordie: determinize: the revealed Doomsday parts %v are not distinct parts", s.doom[:s.doomN])
		}
		copy(s.doom[s.doomN:], dice.Shuffle(r, rest))
	}

	// A disguised Imposter's pending decisions, hidden from the Defender
	// and the spectator.
	if viewer == Defender || viewer == Observer {
		for i := range s.pend[:min(int(s.np), len(s.pend))] {
			f := &s.pend[i]
			if !s.disguised(f.Who) {
				continue
			}
			if err := s.imposterFrame(f, r); err != nil {
				return State{}, err
			}
		}
	}
	return s, nil
}

// imposterFrame fills in what the view hid of the pending decision f of a
// disguised Imposter: the rules' possibilities at this moment, uniformly.
//
//   - Chance or time (Rulebook, "Time or Chance?"): the decision follows
//     his action at once, so the operation is one he may take from his
//     square now: breach a locked door he is in front of, search a
//     face-down marker on or next to him, explore to another unoccupied
//     Secret Passage square when on one, sabotage the Power square (or, a
//     Saboteur, a Camera or Trap) on or next to him, rest when stunned,
//     heal a wounded Intruder (himself or an adjacent one) with a Medical
//     Kit. Sneaking is not among them: a disguised Imposter does not sneak.
//   - Take: a face-up marker on or next to his square (the one his search
//     just turned).
//   - Sacrifice, and the Defender's Imprison after it: 3 minutes (a K.O.).
//     Nothing but a Trap can injure a disguised Imposter (Minions do not
//     attack him; he has no Kill Zone to enter, so no reaction and no
//     surrender), and a Trap stuns, wounds or knocks out, never injures
//     fatally.
//   - Decisions without a subject (reaction, free step, free hide) have
//     nothing hidden.
//
// Fight back, the SMG, Conceal and Disguise never belong to a disguised
// Imposter (he makes no attack and is attacked by nobody): they are
// reported as errors.
func (s *State) imposterFrame(f *frame, r dice.Roller) error {
	k := int(f.Who)
	in := &s.intr[k]
	b := s.bd()
	sq := in.Sq
	switch f.Kind {
	case fReact, fReactFail, fFreeStep, fFreeHide:
		return nil
	case fChance:
		type op struct {
			op uint8
			a  int16
		}
		var ops []op
		if sq >= 0 {
			for d, door := range b.doors {
				if s.doorLocked(int8(d)) && has(door.front, sq) {
					ops = append(ops, op{opBreach, int16(d)})
				}
			}
			for i, m := range s.intels {
				if m.Loc >= 0 && !m.Up && b.near(sq, m.Loc) {
					ops = append(ops, op{opSearch, int16(i)})
				}
			}
			if has(s.passages[:], sq) {
				for _, q := range s.passages {
					if q >= 0 && q != sq && s.figAt(q) == NoFig {
						ops = append(ops, op{opExplore, q})
					}
				}
			}
			if q := b.power; !s.power && b.near(sq, q) {
				ops = append(ops, op{opSabotage, q})
			}
			if in.Talent == Saboteur {
				for _, q := range s.cams {
					if q >= 0 && b.near(sq, q) {
						ops = append(ops, op{opSabotage, q})
					}
				}
				for _, t := range s.traps {
					if t.Sq >= 0 && b.near(sq, t.Sq) {
						ops = append(ops, op{opSabotage, t.Sq})
					}
				}
			}
			if s.hasItem(k, MedicalKit) {
				for t := 0; t < int(s.n); t++ {
					tq := s.figSq(Fig(t))
					if tq < 0 || !s.intr[t].Wound {
						continue
					}
					if ok, _ := b.adjacent(sq, tq); t == k || ok {
						ops = append(ops, op{opHeal, int16(t)})
					}
				}
			}
		}
		if in.Stun {
			ops = append(ops, op{opRest, 0})
		}
		if len(ops) == 0 {
			return fmt.Errorf("spyordie: determinize: no operation the disguised %v may be taking a chance or time on", f.Who)
		}
		o := ops[r.IntN(len(ops))]
		*f = frame{Kind: fChance, Who: f.Who, Op: o.op, A: o.a}
		return nil
	case fTake:
		var ms []int16
		for i, m := range s.intels {
			if m.Loc >= 0 && m.Up && sq >= 0 && b.near(sq, m.Loc) {
				ms = append(ms, int16(i))
			}
		}
		if len(ms) == 0 {
			return fmt.Errorf("spyordie: determinize: no face-up Intelligence the disguised %v may take", f.Who)
		}
		*f = frame{Kind: fTake, Who: f.Who, A: ms[r.IntN(len(ms))]}
		return nil
	case fSacrifice, fImprison:
		*f = frame{Kind: f.Kind, Who: f.Who, A: 3}
		return nil
	}
	return fmt.Errorf("spyordie: determinize: a disguised %v cannot have a pending %s decision", f.Who, decisionNames[min(int(f.Kind), len(decisionNames)-1)])
}
