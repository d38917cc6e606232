package spyordie

// View returns what seat may know of s (Rulebook, "Set-Up" 8-9,
// "Imposter"): face-down Intelligence markers have Unknown faces for every
// seat, the Doomsday pile's unrevealed order is Unknown, and the Defender
// sees a disguised Imposter as a Minion of the disguise's type, not knowing
// where the Intruder is. Everything else is open. A View is for looking:
// it offers no actions and Apply rejects every action on it.
func (s State) View(seat Seat) State {
	v := s
	v.view = uint8(seat) + 1
	for i, m := range v.intels {
		if !m.Up {
			v.intel[i] = Intel{Unknown, Unknown}
		}
	}
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
		}
	}
	return v
}
