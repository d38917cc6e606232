package spyordie

import "slices"

// View returns what seat may know of s (Rulebook, "Set-Up" 8-9,
// "Imposter"): face-down Intelligence markers have Unknown faces for every
// seat, the Doomsday pile's unrevealed order is Unknown, and the Defender
// sees a disguised Imposter as a Minion of the disguise's type, not knowing
// where the Intruder is. Everything else is open. A View is for looking:
// it offers no actions and Apply rejects every action on it.
//
// View(Observer) is the whole state (the Observer is no player).
func (s State) View(seat Seat) State {
	if seat == Observer {
		return s
	}
	v := s
	v.view = uint8(seat) + 1
	for i, m := range v.intels {
		if !m.Up {
			v.intel[i] = Intel{Unknown, Unknown}
		}
	}
	v.renumberFaceDown()
	for i := int(v.doomN); i < len(v.doom); i++ {
		v.doom[i] = Unknown
	}
	if seat == Defender {
		for k := 0; k < int(v.n); k++ {
			in := &v.intr[k]
			if in.Disguise == NoFig {
				continue
			}
			v.mins[in.Disguise-B] = minion{State: standing, Sq: in.Sq}
			in.Disguise = NoFig
			in.Sq = -1
			// His pending decisions show whose they are, not what they
			// are about (an Explore's destination, a searched marker).
			for i := range v.pend[:v.np] {
				if v.pend[i].Who == Fig(k) {
					v.pend[i] = frame{Kind: v.pend[i].Kind, Who: Fig(k)}
				}
			}
		}
	}
	return v
}

// renumberFaceDown hides which face-down Intelligence marker lies where:
// marker ids stand for faces (DefaultIntel, Config.Intelligence), so the
// View deals the face-down markers' ids out again in the order of their
// squares, and renames the marker a pending search is about to match.
func (v *State) renumberFaceDown() {
	var ids [9]int
	var locs [9]int16
	n := 0
	for i, m := range v.intels {
		if m.Loc >= 0 && !m.Up {
			ids[n], locs[n] = i, m.Loc
			n++
		}
	}
	slices.Sort(locs[:n])
	var newID [9]int8
	for i := range newID {
		newID[i] = int8(i)
	}
	for j := 0; j < n; j++ {
		for _, i := range ids[:n] {
			if v.intels[i].Loc == locs[j] {
				newID[i] = int8(ids[j])
				break
			}
		}
	}
	for j := 0; j < n; j++ {
		v.intels[ids[j]] = intelMarker{Loc: locs[j]}
	}
	for i := range v.pend[:v.np] {
		if f := &v.pend[i]; f.Kind == fChance && f.Op == opSearch && f.A >= 0 && f.A < 9 {
			f.A = int16(newID[f.A])
		}
	}
}
