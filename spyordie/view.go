package spyordie

import "slices"

// View returns what seat p may know of s (Rulebook, "Set-Up" 8-9,
// "Imposter"): which face-down Intelligence marker has which face is
// hidden from every seat, and the Doomsday pile's unrevealed order is
// Unknown. A disguised Imposter's pending decisions stay whole in every
// view: what they are about is the target of the action he just took,
// which every seat sees ([PublicAction]: the same action by the worn
// figure), or the marker it turned face up ([Revealed]). The faces still face down are public as a whole
// (the game's markers, Config.Intelligence, less those turned face up):
// the view gives them to the face-down markers in sorted order (colour,
// then nation), so it holds the multiset of unseen faces and not which
// marker bears which; with [DefaultIntel] every marker keeps its face.
//
// The view of a value that is not a seat of this game ([Observer], or
// Intruder3 in a game of two Intruders) is a spectator's: it hides what the
// Defender's view hides and what every Intruder's view hides (the same
// things). A view is for
// reading: it carries its viewer ([State.Viewer]); Legal and Apply reject
// every action on it, while its Actions lists the viewer's legal actions
// (ActionsFor of the full state), so a user interface holding only the view
// can offer them.
func (s State) View(p Seat) State {
	if !s.isSeat(p) {
		p = Observer
	}
	v := s
	v.view = viewOf(p)
	v.sortFaceDown()
	v.renumberFaceDown()
	for i := int(v.doomN); i < len(v.doom); i++ {
		v.doom[i] = Unknown
	}
	return v
}

// viewObserver is State.view for a spectator's view; 1+seat for a seat's.
const viewObserver = 5

func viewOf(p Seat) uint8 {
	if p == Observer {
		return viewObserver
	}
	return uint8(p) + 1
}

// Viewer returns whose view s is: a seat, or [Observer] for a spectator's
// view. ok is false for the full state.
func (s State) Viewer() (p Seat, ok bool) {
	switch {
	case s.view == 0:
		return 0, false
	case s.view == viewObserver:
		return Observer, true
	}
	return Seat(s.view - 1), true
}

// sortFaceDown gives the face-down markers' faces back to them in sorted
// order (by colour, then nation), marker by marker in id order: what is
// left is the multiset of unseen faces.
func (v *State) sortFaceDown() {
	var faces [9]Intel
	n := 0
	for i, m := range v.intels {
		if !m.Up {
			faces[n] = v.intel[i]
			n++
		}
	}
	slices.SortFunc(faces[:n], func(a, b Intel) int {
		if a.Colour != b.Colour {
			return int(a.Colour) - int(b.Colour)
		}
		return int(a.Nation) - int(b.Nation)
	})
	j := 0
	for i, m := range v.intels {
		if !m.Up {
			v.intel[i] = faces[j]
			j++
		}
	}
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
