package spyordie

import (
	"github.com/incursion/incursion/geom"
)

// standingAt reports whether a standing figure other than ex is on q.
func (s *State) standingAt(q int16, ex Fig) bool {
	for k := 0; k < int(s.n); k++ {
		if Fig(k) != ex && s.inPlay(k) && s.intr[k].Sq == q {
			return true
		}
	}
	for i := range s.mins {
		m := &s.mins[i]
		if m.State == standing && m.Sq == q && B+Fig(i) != ex {
			return true
		}
	}
	return false
}

// los reports whether squares a and b see each other (Rulebook, "Line of
// Sight"): in a corridor up to 12 squares in every direction, blocked by
// walls, locked Doors and standing figures; in a room every unblocked
// square of the room; out of a room through an open Door only along a
// straight orthogonal line. ex is a figure that does not block (the one
// moving). The grid's Clear is symmetric, and so is this.
func (s *State) los(a, b int16, ex Fig) bool {
	if a == b {
		return true
	}
	pa, pb := s.bd().pt(a), s.bd().pt(b)
	if geom.Chebyshev(pa, pb) > 12 {
		return false
	}
	ra, rb := s.bd().room[a], s.bd().room[b]
	if !(ra == rb && (ra == Corridor || ra != Outside)) && pa.X != pb.X && pa.Y != pb.Y {
		return false
	}
	return s.bd().g.Clear(pa, pb, func(p geom.Point) bool {
		return s.standingAt(int16(p.Y*s.bd().w+p.X), ex)
	}, func(d int) bool { return !s.doorLocked(int8(d)) })
}

// enemies reports whether figures f and g are on opposite sides.
func enemies(f, g Fig) bool { return f.Intruder() != g.Intruder() }

// visibleEnemy reports whether g is a standing enemy figure that is not a
// hidden Intruder: the figures that make Kill Zones and end them.
func (s *State) exposedStanding(g Fig) bool {
	if s.figSq(g) < 0 || !s.standing(g) {
		return false
	}
	return !s.hiddenIntruder(g)
}

// adjacentEnemy reports whether f is adjacent to a standing enemy that is
// not hidden, other than ex (NoFig: any).
func (s *State) adjacentEnemy(f Fig) bool { return s.adjacentEnemyBut(f, NoFig) }

func (s *State) adjacentEnemyBut(f, ex Fig) bool {
	m := s.adjacentEnemies(f)
	if ex.Valid() {
		m &^= 1 << uint(ex)
	}
	return m != 0
}

// adjacentEnemies returns the standing, not hidden enemies adjacent to f
// (bit per figure).
func (s *State) adjacentEnemies(f Fig) uint32 {
	q := s.figSq(f)
	if q < 0 {
		return 0
	}
	b := s.bd()
	lo, hi := B, Fig(nFigs)
	if !f.Intruder() {
		lo, hi = 0, Fig(s.n)
	}
	var m uint32
	for g := lo; g < hi; g++ {
		gq := s.figSq(g)
		if gq < 0 || b.dist(q, gq) != 1 || !s.exposedStanding(g) {
			continue
		}
		if ok, _ := b.adjacent(q, gq); ok {
			m |= 1 << uint(g)
		}
	}
	return m
}

// kzSet returns the enemies whose Kill Zone holds f (bit per figure): 4
// squares along their Line of Sight. Prone figures and hidden Intruders
// have no Kill Zone and ignore them; so does a figure already adjacent to
// another enemy — another than the one whose Kill Zone it is, so that a
// figure moving next to an enemy does enter its Kill Zone (Rulebook,
// "Reaction": the stand-off, "the option of fighting or moving because she
// is adjacent").
func (s *State) kzSet(f Fig) uint32 {
	if !s.exposedStanding(f) {
		return 0
	}
	q := s.figSq(f)
	b := s.bd()
	lo, hi := B, Fig(nFigs)
	if !f.Intruder() {
		lo, hi = 0, Fig(s.n)
	}
	adjF := s.adjacentEnemies(f)
	var set uint32
	for g := lo; g < hi; g++ {
		gq := s.figSq(g)
		if gq < 0 || b.dist(q, gq) > 4 || !s.exposedStanding(g) {
			continue
		}
		if adjF&^(1<<uint(g)) != 0 || s.adjacentEnemies(g)&^(1<<uint(f)) != 0 || !s.los(gq, q, NoFig) {
			continue
		}
		set |= 1 << uint(g)
	}
	return set
}

// isSentry reports whether Minion f is a Sentry: a standing Guard directly
// outside a room's doorway (Rulebook, "Sneaking").
func (s *State) isSentry(f Fig) bool {
	if f.Kind() != Guard || s.mins[f-B].State != standing {
		return false
	}
	return s.bd().sentryOf[s.mins[f-B].Sq] >= 0
}

// sentryZone reports whether square q is within the first 4 squares of a
// Sentry's Line of Sight, for a hidden Intruder mover about to enter it.
func (s *State) sentryZone(q int16, mover Fig) bool {
	for f := G1; f < T1; f++ {
		if !s.isSentry(f) {
			continue
		}
		g := s.mins[f-B].Sq
		if s.bd().dist(g, q) <= 4 && s.los(g, q, mover) {
			return true
		}
	}
	return false
}

// inMinionSight reports whether a standing Minion sees Intruder k.
func (s *State) inMinionSight(k int) bool {
	q := s.intr[k].Sq
	for i := range s.mins {
		m := &s.mins[i]
		if m.State == standing && s.los(m.Sq, q, NoFig) {
			return true
		}
	}
	return false
}

// caughtOnCamera reports whether an exposed or disguised Intruder on q is
// within 4 squares of a working Camera that sees him (Rulebook, "Control
// Room", Cameras 2; not on the Camera's own square).
func (s *State) caughtOnCamera(k int, q int16) bool {
	if s.power {
		return false
	}
	in := &s.intr[k]
	if in.Hidden && in.Disguise == NoFig {
		return false
	}
	for _, c := range s.cams {
		if c < 0 || c == q {
			continue
		}
		if s.bd().dist(c, q) <= 4 && s.los(c, q, NoFig) {
			return true
		}
	}
	return false
}

// cameraAction collects the Alarm marker of an Intruder's action caught on
// Camera (free actions included: a reaction, a fight back, a free hide).
func (s *game) cameraAction(f Fig) {
	if f.Intruder() && s.figSq(f) >= 0 && s.caughtOnCamera(int(f), s.intr[f].Sq) {
		s.addAlarms(1, "caught on Camera")
	}
}

// spotDice is the dice a spotter at distance d rolls (Rulebook, "Spot"),
// one fewer against an Evader.
func (s *State) spotDice(d int, k int) int {
	n := 0
	switch {
	case d <= 4:
		n = 3
	case d <= 8:
		n = 2
	case d <= 12:
		n = 1
	}
	if k >= 0 && s.intr[k].Talent == Evader {
		n--
	}
	return n
}

// shootDice is the dice a shot at distance d rolls (Rulebook, "Shoot").
func shootDice(d int) int {
	switch {
	case d < 2:
		return 0
	case d <= 4:
		return 3
	case d <= 8:
		return 2
	case d <= 12:
		return 1
	}
	return 0
}

// canHide: an exposed Intruder out of every enemy's Line of Sight.
func (s *State) canHide(k int) error {
	if s.intr[k].Hidden {
		return illegal("hide: %v is already hidden", Fig(k))
	}
	if s.inMinionSight(k) {
		return illegal("hide: an Intruder cannot hide in an enemy's Line of Sight")
	}
	return nil
}
