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
//   - nothing else: a disguised Imposter's pending decisions are whole in
//     every view (what they are about is public: PublicAction).
//
// It calls r.IntN only: deterministic given r.
func determinize(view State, p Seat, r dice.Roller) (State, error) {
	v := view
	if _, ok := v.Viewer(); !ok {
		v = v.View(p)
	}
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

	return s, nil
}
