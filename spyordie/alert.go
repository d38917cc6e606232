package spyordie

// bodiesOnBoard counts Body markers on squares.
func (s *State) bodiesOnBoard() int {
	c := 0
	for _, q := range s.bodies {
		if q >= 0 {
			c++
		}
	}
	return c
}

// poolFree is the number of Body/Alarm markers in neither use: there are 15
// double-sided markers (Rulebook, "Components"; "Markers").
func (s *State) poolFree() int { return 15 - s.bodiesOnBoard() - int(s.alarms) }

// addAlarms collects n Alarm markers on the Alert Monitor (Rulebook, "Alarm
// Markers"): the ninth marker raises the Alert Level, empties the Monitor
// and loses any spare markers; at RED the Monitor holds at most 8. Markers
// the pool lacks are not collected ("Markers": component limits override).
func (s *game) addAlarms(n int, why string) {
	added := 0
	for i := 0; i < n; i++ {
		if s.poolFree() <= 0 {
			break
		}
		if s.alert == RedAlert && s.alarms >= 8 {
			break
		}
		s.alarms++
		added++
		if s.alarms >= 9 && s.alert < RedAlert {
			s.alarms = 0
			s.alert++
			s.emit(Alarmed{added, 9, why})
			s.emit(AlertChanged{s.alert})
			// Rulebook, "Mob Spawn": 3 at AMBER, 6 at RED.
			if s.alert == Amber {
				s.mob += 3
			} else {
				s.mob += 6
			}
			return
		}
	}
	s.emit(Alarmed{added, int(s.alarms), why})
}

// noiseAlarm collects Alarm markers for events counted only on GREEN and
// AMBER alert (exposure, noise, fleeing Minions).
func (s *game) noiseAlarm(n int, why string) {
	if s.alert == RedAlert {
		return
	}
	s.addAlarms(n, why)
}

// spawnCost is the Alarm markers a spawn costs (Rulebook, "Phase 1: Spawn").
func (s *State) spawnCost() int { return 3 - int(s.alert) }

// placeBody puts a Body marker on square q if the pool has one.
func (s *State) placeBody(q int16) {
	if s.poolFree() <= 0 {
		return
	}
	for i := range s.bodies {
		if s.bodies[i] < 0 {
			s.bodies[i] = q
			return
		}
	}
}

func (s *State) bodyAt(q int16) int {
	for i, b := range s.bodies {
		if b == q {
			return i
		}
	}
	return -1
}

// Alert is the Base's Alert Level.
type Alert uint8

// Alert levels.
const (
	Green Alert = iota
	Amber
	RedAlert
)

func (a Alert) String() string {
	switch a {
	case Green:
		return "GREEN"
	case Amber:
		return "AMBER"
	case RedAlert:
		return "RED"
	}
	return "?"
}
