package spyordie

import (
	"testing"

	"github.com/incursion/incursion/geom"
)

// TestSniper: shoot rolls succeed on 3+, and a free 1-square move follows
// any shoot action.
func TestSniper(t *testing.T) {
	s := setUp(t, []AgentID{Anna}, []Talent{Sniper}, []Item{Silencer})
	put(&s, G1+1, 9, 18)
	s = exposedAt(t, s, 9, 14)
	s, _ = play(t, s, []int{3, 1, 1}, Shoot{I1, G1 + 1})
	if !s.Prone(G1 + 1) {
		t.Fatal("a 3 hits for the Sniper")
	}
	if f := s.top(); f == nil || f.Kind != fFreeStep {
		t.Fatalf("want the Sniper's free move, have %+v", s.top())
	}
	s, _ = play(t, s, nil, Step{I1, geom.N})
	if p, _ := s.Where(I1); p != geom.Pt(9, 13) || s.intr[0].Acts != 1 {
		t.Fatalf("at %v, %d actions", p, s.intr[0].Acts)
	}
}

// TestAssassin: a free hide after a successful fight (out of enemy sight),
// and reaction rolls on 3+.
func TestAssassin(t *testing.T) {
	s := setUp(t, []AgentID{Anna}, []Talent{Assassin}, []Item{Silencer})
	put(&s, T1, 1, 5)
	s = exposedAt(t, s, 0, 5)
	s, _ = play(t, s, []int{4, 4, 1, 2}, Fight{I1, T1}) // stun + K.O, resist fails
	if f := s.top(); f == nil || f.Kind != fFreeHide {
		t.Fatalf("want the free hide, have %+v", s.top())
	}
	s, _ = play(t, s, []int{4, 4, 4, 4}, Hide{I1})
	if !s.intr[0].Hidden || s.intr[0].Acts != 1 {
		t.Fatalf("hidden %v after %d actions", s.intr[0].Hidden, s.intr[0].Acts)
	}
	s = setUp(t, []AgentID{Anna}, []Talent{Assassin}, []Item{Silencer})
	s = exposedAt(t, s, 18, 7)
	s, _ = play(t, s, []int{3}, Move{I1, geom.W}) // (17,7): 4 from the Sentry
	if f := s.top(); f == nil || f.Kind != fReact {
		t.Fatalf("a 3 is a successful reaction for the Assassin; have %+v", s.top())
	}
}

// TestSMGSecondShot: after a hit with an SMG the Guard may take a free
// second shot at another target within 4 squares of the first, with its
// own noise.
func TestSMGSecondShot(t *testing.T) {
	s := twoIntruders(t)
	put(&s, I1, 9, 20)
	put(&s, I2, 8, 19)
	s.intr[0].Hidden, s.intr[1].Hidden = false, false
	put(&s, G1+2, 9, 14)
	startMinionsOf(&s, Guard)
	s, _ = play(t, s, []int{6, 1}, Shoot{G1 + 2, I1})
	wantIllegal(t, s, SecondShot{I1})
	// The second shot: 5 squares, 2 dice; misses.
	s, _ = play(t, s, []int{1, 1}, SecondShot{I2})
	if !s.intr[0].Wound || s.alarms != 6 {
		t.Fatalf("wound %v alarms %d (two noisy shots on GREEN)", s.intr[0].Wound, s.alarms)
	}
}

// TestStimulantAndPainkiller: a stunned Intruder with Stimulants keeps 2
// actions; a wounded one with a Painkiller keeps his full move.
func TestStimulantAndPainkiller(t *testing.T) {
	s := setUp(t, []AgentID{Kim}, []Talent{Detective}, []Item{Stimulant})
	put(&s, I1, 0, 3)
	s.intr[0].Stun = true
	startTurn(&s, 0)
	if s.intr[0].Allowed != 2 {
		t.Errorf("Stimulants: %d actions", s.intr[0].Allowed)
	}
	s = setUp(t, []AgentID{Kim}, []Talent{Detective}, []Item{Painkiller})
	put(&s, I1, 0, 3)
	s.intr[0].Wound = true
	if got := s.maxMove(I1); got != 4 {
		t.Errorf("Painkiller: hidden move %d, want 4", got)
	}
	s.items[s.intr[0].Items[1]] = locNone
	s.intr[0].Items[1] = -1
	if got := s.maxMove(I1); got != 2 {
		t.Errorf("wounded hidden move %d, want 2", got)
	}
}

// TestMultipleInjuries: an Intruder already stunned who takes a stun and a
// K.O rolls to resist twice (Rulebook, "Multiple Injuries").
func TestMultipleInjuries(t *testing.T) {
	s := twoIntruders(t)
	put(&s, I1, 1, 4)
	s.intr[0].Hidden = false
	s.intr[0].Stun = true
	put(&s, B, 1, 5)
	startMinionsOf(&s, Boss)
	// The Boss fights (Judoka: 2 dice): 6, 6 = stun and K.O; resists 4 then 5.
	s, ev := play(t, s, []int{6, 6, 4, 5}, Fight{B, I1})
	if s.Intruder(0).Status != InBase || !s.intr[0].Stun {
		t.Fatalf("Anna %+v; %v", s.Intruder(0), ev)
	}
}

// TestKillZoneExceptions: hidden Intruders, prone figures and figures
// adjacent to an enemy have no Kill Zone and ignore them; a figure passing
// through a friendly figure in a Kill Zone is not affected.
func TestKillZoneExceptions(t *testing.T) {
	s := twoIntruders(t)
	put(&s, I1, 16, 7) // 3 from the Sentry at (13,7)
	if s.kzSet(I1) != 0 {
		t.Error("a hidden Intruder is unaffected by Kill Zones")
	}
	s.intr[0].Hidden = false
	if s.kzSet(I1) == 0 {
		t.Error("an exposed Intruder 3 squares from a Guard is in its Kill Zone")
	}
	s.mins[G1+1-B].State = prone
	if s.kzSet(I1) != 0 {
		t.Error("a prone figure has no Kill Zone")
	}
	s.mins[G1+1-B].State = standing
	put(&s, T1, 17, 7)
	if got := s.kzSet(I1); got != 1<<uint(T1) {
		t.Errorf("a figure adjacent to an enemy ignores the other enemies' Kill Zones: %b", got)
	}
}

// TestLineOfSight: corridors up to 12 squares, blocked by walls, locked
// Doors and standing figures; out of a room only in a straight line
// through an open Door (Rulebook, "Line of Sight").
func TestLineOfSight(t *testing.T) {
	s := twoIntruders(t)
	los := func(a, b geom.Point) bool { return s.los(s.sq(a), s.sq(b), NoFig) }
	if !los(geom.Pt(0, 14), geom.Pt(12, 14)) || los(geom.Pt(0, 14), geom.Pt(13, 14)) {
		t.Error("corridor sight is 12 squares")
	}
	if !los(geom.Pt(9, 14), geom.Pt(8, 21)) {
		t.Error("a clear corridor line")
	}
	if los(geom.Pt(13, 7), geom.Pt(13, 4)) {
		t.Error("a locked Door blocks")
	}
	s.locked = 0
	s.mins[G1+1-B].State = offBoard // the Sentry would block
	if !los(geom.Pt(13, 8), geom.Pt(13, 3)) {
		t.Error("straight through an open Door")
	}
	if los(geom.Pt(14, 8), geom.Pt(13, 3)) {
		t.Error("out of a room only in a straight line")
	}
	if !los(geom.Pt(10, 2), geom.Pt(15, 6)) {
		t.Error("every unblocked square of a room")
	}
	put(&s, I1, 12, 4)
	if los(geom.Pt(10, 4), geom.Pt(14, 4)) {
		t.Error("standing figures block")
	}
}

// TestSecuritySquareIntruder: an Intruder on the Security square locks or
// unlocks any Door and arms or disarms any Trap.
func TestSecuritySquareIntruder(t *testing.T) {
	s := twoIntruders(t)
	s.mins[0].State = offBoard
	s.mins[G1-B].State = offBoard
	put(&s, I1, 22, 11)
	s.traps[0] = trap{Sq: sqOf(&s, 8, 7), Armed: true}
	startTurn(&s, 0)
	s, _ = play(t, s, nil, Unlock{I1, 1}, Disarm{I1, geom.Pt(8, 7)})
	if s.Locked(1) || s.traps[0].Armed {
		t.Fatal("the Intruder's security operations failed")
	}
}

// TestSaboteurTrap: the Saboteur removes an adjacent Trap.
func TestSaboteurTrap(t *testing.T) {
	s := setUp(t, []AgentID{Kim}, []Talent{Saboteur}, []Item{XRaySpecs})
	put(&s, I1, 9, 8)
	s.traps[0] = trap{Sq: sqOf(&s, 8, 7)}
	startTurn(&s, 0)
	s, _ = play(t, s, []int{5}, Sabotage{I1, geom.Pt(8, 7)}, Chance{})
	if s.trapAt(sqOf(&s, 8, 7)) >= 0 {
		t.Fatal("the Trap is still there")
	}
	s = setUp(t, []AgentID{Kim}, []Talent{Detective}, []Item{XRaySpecs})
	put(&s, I1, 9, 8)
	s.traps[0] = trap{Sq: sqOf(&s, 8, 7)}
	startTurn(&s, 0)
	wantIllegal(t, s, Sabotage{I1, geom.Pt(8, 7)})
}

// TestDoomsdayWeapon: the whole Weapon takes 10 more minutes.
func TestDoomsdayWeapon(t *testing.T) {
	s := twoIntruders(t)
	put(&s, S1, 2, 2)
	s.doomN = 5
	startMinionsOf(&s, Scientist)
	s, _ = play(t, s, []int{6}, Research{S1})
	if s.doomN != 6 || s.Timer() != 40 {
		t.Fatalf("revealed %d timer %d, want 6 and 40", s.doomN, s.Timer())
	}
}

// TestEnteringAKillZoneBlocker: an Intruder who fells the Guard that
// blocked another Guard's sight enters that Guard's Kill Zone and must
// react; a reaction move into a third Kill Zone calls for another roll
// (Rulebook, "Entering a Kill Zone", "Reaction").
func TestEnteringAKillZoneBlocker(t *testing.T) {
	s := setUp(t, []AgentID{Kim}, []Talent{Detective}, []Item{XRaySpecs})
	put(&s, G1+1, 2, 14)
	put(&s, G1+2, 4, 14)
	put(&s, G1+3, 0, 19)
	s = exposedAt(t, s, 0, 14)
	if s.kzSet(I1) != 1<<uint(G1+1) {
		t.Fatalf("Kim starts in the first Guard's Kill Zone only: %b", s.kzSet(I1))
	}
	// Shoot the first Guard (2 squares, 3 dice): a wound; he falls prone and
	// the second Guard sees Kim: reaction 5 succeeds.
	s, _ = play(t, s, []int{4, 1, 1, 5}, Shoot{I1, G1 + 1})
	if f := s.top(); f == nil || f.Kind != fReact {
		t.Fatalf("want a reaction, have %+v", s.top())
	}
	// She moves 1 square south: into the third Guard's Kill Zone (4 away):
	// another reaction, which fails (2).
	s, _ = play(t, s, []int{2}, Step{I1, geom.S})
	if f := s.top(); f == nil || f.Kind != fReactFail {
		t.Fatalf("want a failed chained reaction, have %+v", s.top())
	}
	if !hasAction(s.Actions(), Surrender{I1}) {
		t.Error("a failed reaction still allows surrender")
	}
}

// TestStandOff: moving next to an enemy enters its Kill Zone; a successful
// reaction offers a fight (adjacent) or a move, not a shot (Rulebook,
// "Reaction", the classic stand-off).
func TestStandOff(t *testing.T) {
	s := setUp(t, []AgentID{Anna}, []Talent{Judoka}, []Item{Silencer})
	s.locked = 0
	put(&s, G1+2, 9, 11)        // outside the Cafeteria's west door
	s = exposedAt(t, s, 10, 12) // inside, out of his sight
	if s.kzSet(I1) != 0 {
		t.Fatal("out of sight")
	}
	// (10,11): next to him through the open door; the move ends in the
	// empty Cafeteria (Surprise!: no 6), then the reaction roll (4).
	s, _ = play(t, s, []int{1, 1, 1, 1, 4}, Move{I1, geom.N})
	acts := s.Actions()
	if !hasAction(acts, Fight{I1, G1 + 2}) || hasAction(acts, Shoot{I1, G1 + 2}) || !hasAction(acts, Step{I1, geom.E}) {
		t.Fatalf("stand-off reaction options: %v", acts)
	}
}

// TestIntruderActionsTwoATurn: an Intruder performs 2 actions a turn, 1
// while stunned without Stimulants (Rulebook, "Intruder Actions", "Stun"):
// after the first move she is still to act unless stunned, after the second
// the turn passes to the next Intruder.
func TestIntruderActionsTwoATurn(t *testing.T) {
	for _, stunned := range []bool{false, true} {
		s := twoIntruders(t)
		put(&s, I1, 0, 3)
		put(&s, I2, 0, 20)
		s.intr[0].Stun = stunned
		startTurn(&s, 0)
		s, _ = play(t, s, nil, Move{I1, geom.S}, Stop{I1})
		got := s.ToMove()[0]
		if stunned {
			if got != Intruder2 {
				t.Errorf("stunned, after one action: %v to move, want Intruder2", got)
			}
			continue
		}
		if got != Intruder1 {
			t.Fatalf("after one action: %v to move, want Intruder1", got)
		}
		s, _ = play(t, s, nil, Move{I1, geom.S}, Stop{I1})
		if got := s.ToMove()[0]; got != Intruder2 {
			t.Errorf("after two actions: %v to move, want Intruder2", got)
		}
	}
}
