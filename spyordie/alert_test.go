package spyordie

import (
	"testing"

	"github.com/incursion/incursion/geom"
)

func twoIntruders(t *testing.T) State {
	return setUp(t, []AgentID{Anna, Harry}, []Talent{Judoka, Prowler}, []Item{Lockpicks, Silencer})
}

// TestAlarmMarkers: the ninth marker raises the Alert Level and empties the
// Monitor, spare markers are lost, RED holds at most 8 (Rulebook, "Alarm
// Markers"), and the rise brings a Mob Spawn of 3 at AMBER and 6 at RED.
func TestAlarmMarkers(t *testing.T) {
	s := twoIntruders(t)
	s.alarms = 7
	kernel(&s, func(g *game) { g.addAlarms(3, "test") })
	if s.alert != Amber || s.alarms != 0 || s.mob != 3 {
		t.Fatalf("alert %v alarms %d mob %d, want AMBER 0 3", s.alert, s.alarms, s.mob)
	}
	s.mob = 0
	s.alarms = 8
	kernel(&s, func(g *game) { g.addAlarms(1, "test") })
	if s.alert != RedAlert || s.alarms != 0 || s.mob != 6 {
		t.Fatalf("alert %v alarms %d mob %d, want RED 0 6", s.alert, s.alarms, s.mob)
	}
	kernel(&s, func(g *game) { g.addAlarms(12, "test") })
	if s.alert != RedAlert || s.alarms != 8 {
		t.Fatalf("at RED: alarms %d, want 8", s.alarms)
	}
}

// TestMarkersLimit: Body and Alarm markers are one pool of 15; a rule that
// needs a marker the pool lacks is overridden (Rulebook, "Markers").
func TestMarkersLimit(t *testing.T) {
	s := twoIntruders(t)
	for i := range 10 {
		s.bodies[i] = sqOf(&s, i, 0)
	}
	s.alarms = 4
	kernel(&s, func(g *game) { g.addAlarms(3, "test") })
	if s.alarms != 5 || s.alert != Green {
		t.Fatalf("alarms %d alert %v, want 5 GREEN (pool of 15 exhausted)", s.alarms, s.alert)
	}
	s.placeBody(sqOf(&s, 5, 5))
	if s.bodiesOnBoard() != 10 {
		t.Errorf("a Body was placed from an empty pool")
	}
}

// TestShootingNoise: a shot collects 3 Alarm markers on GREEN, 1 on AMBER,
// none on RED, none with a Silencer on a Handgun (Rulebook, "Shooting").
func TestShootingNoise(t *testing.T) {
	for _, tc := range []struct {
		alert    Alert
		silencer bool
		want     uint8
	}{{Green, false, 3}, {Amber, false, 1}, {RedAlert, false, 0}, {Green, true, 0}} {
		s := twoIntruders(t)
		if tc.silencer {
			s = setUp(t, []AgentID{Anna, Harry}, []Talent{Judoka, Prowler}, []Item{Silencer, Lockpicks})
		}
		put(&s, I1, 9, 14)
		put(&s, I2, 9, 20)
		s.intr[0].Hidden, s.intr[1].Hidden = false, false
		put(&s, G1+1, 9, 18) // 4 squares from I1, a clear corridor line
		s.alert = tc.alert
		startTurn(&s, 0)
		// 3 dice, all misses; Anna is no Sniper (Judoka).
		s, _ = play(t, s, []int{1, 2, 3}, Shoot{I1, G1 + 1})
		if s.alarms != tc.want {
			t.Errorf("%v silencer=%v: %d Alarm markers, want %d", tc.alert, tc.silencer, s.alarms, tc.want)
		}
	}
}

// TestMobSpawnDecision: a rise to AMBER lets the Defender place 3 Minions
// of any type (not necessarily Guards) on Spawn squares, the Cafeteria's
// included, before play goes on.
func TestMobSpawnDecision(t *testing.T) {
	s := twoIntruders(t)
	put(&s, I1, 9, 14)
	s.intr[0].Hidden = false
	put(&s, G1+1, 9, 18)
	startTurn(&s, 0)
	s.alarms = 6
	s, _ = play(t, s, []int{1, 2, 3}, Shoot{I1, G1 + 1})
	if s.alert != Amber || s.alarms != 0 {
		t.Fatalf("alert %v alarms %d", s.alert, s.alarms)
	}
	if got := s.ToMove(); got[0] != Defender {
		t.Fatalf("ToMove %v, want the Defender to place the Mob", got)
	}
	acts := s.Actions()
	if !hasAction(acts, Spawn{Scientist, geom.Pt(11, 9)}) || !hasAction(acts, Spawn{Guard, geom.Pt(10, 20)}) || hasAction(acts, Spawn{Boss, geom.Pt(15, 2)}) {
		t.Fatalf("Mob Spawn choices wrong: %v", acts)
	}
	s, _ = play(t, s, nil, Spawn{Guard, geom.Pt(10, 20)}, Spawn{Scientist, geom.Pt(11, 9)}, Spawn{Technician, geom.Pt(2, 13)})
	if s.np != 0 || s.ToMove()[0] != Intruder1 {
		t.Fatalf("after the Mob Spawn: %d pending, to move %v", s.np, s.ToMove())
	}
	if len(s.Figures()) != 2+1+3+1+3 {
		t.Errorf("figures %v", s.Figures())
	}
}
