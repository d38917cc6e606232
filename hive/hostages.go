package hive

import "github.com/incursion/incursion"

// 19.0 Killing the Hostages.

// executionRolls is made in the Znon Movement and Ranged Combat Segment for
// each Queen killed after both engine rooms were destroyed (19.0).
func (g *game) executionRolls() {
	for ; g.c.ExecRolls > 0; g.c.ExecRolls-- {
		if g.c.ExecOK {
			continue
		}
		if g.roll(Znon, "may the hostages be killed (19.0)", toZnon) <= 3 {
			g.c.ExecOK = true
		}
	}
}

func (s *State) heldHostage(id int) bool {
	if !s.unitOK(id) {
		return false
	}
	u := &s.c.Units[id]
	return u.Kind().Hostage() && u.Stat() == stInPlay && u.Flags&uContinuous != 0 && s.onMap(id)
}

func (s *State) checkAnnounce(a Announce) error {
	if s.c.Step != StepZnonMelee {
		return incursion.Illegal("announce: executions are announced in the Znon Melee Combat Segment (19.3)")
	}
	if !s.c.ExecOK {
		return incursion.Illegal("announce: the roll to execute the hostages has not been made (19.0)")
	}
	if s.c.Notice != NoUnit {
		return incursion.Illegal("announce: an execution is already announced")
	}
	if !s.heldHostage(a.Hostage) {
		return incursion.Illegal("announce: only face-down hostages may be executed (19.2)")
	}
	return nil
}

func (g *game) announce(a Announce) {
	g.c.Notice = uint8(a.Hostage)
	g.c.NoticeTurn = g.c.Turn
	u := &g.c.Units[a.Hostage]
	g.emit(Affected{Unit: a.Hostage, What: "is to be executed next turn (19.3)", Kind: u.Kind(), Box: g.b().Name(int(u.Box)), To: toAll})
	g.c.Pend = pending{Kind: pendAbort, Seat: Terran}
}

func (s *State) checkExecute(a Execute) error {
	if s.c.Notice != uint8(a.Hostage) || a.Hostage == NoUnit {
		return incursion.Illegal("execute: the Terran player must be informed one full Game-Turn before an execution (19.3)")
	}
	if s.c.NoticeTurn >= s.c.Turn {
		return incursion.Illegal("execute: the execution takes place on the turn following the announcement (19.3)")
	}
	if s.c.LastExec == s.c.Turn {
		return incursion.Illegal("execute: only one hostage may be executed on any turn (19.1)")
	}
	if !s.heldHostage(a.Hostage) || s.faceUp(a.Hostage) {
		// 19.2; a held prisoner is face-up while an enemy shares his box (11.3).
		return incursion.Illegal("execute: only face-down hostages may be executed (19.2)")
	}
	return nil
}

func (g *game) execute(a Execute) {
	u := &g.c.Units[a.Hostage]
	g.emit(Affected{Unit: a.Hostage, What: "executed", Kind: u.Kind(), Box: g.b().Name(int(u.Box)), To: toAll})
	g.c.setStat(a.Hostage, stExecuted)
	u.Box = noBox
	g.c.Notice = NoUnit
	g.c.LastExec = g.c.Turn
}
