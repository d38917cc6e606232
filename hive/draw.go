package hive

import (
	"fmt"
	"slices"
	"strings"
)

// Draw returns a text picture of s as its viewer sees it (a full state
// shows everything; a [State.View] only what its viewer may know): the
// Game-Turn and step, the seat to move, the purchases during 4.0, the
// Hive's grid labelled with the boxes' ID Codes (the names actions use:
// "move 12 A4"), what stands in each box and Holding Box, the Darters, the
// hyperdrive turn if known, and a legend of every symbol.
func (s State) Draw() string {
	var sb strings.Builder
	b := s.b()
	who := "everything"
	if v, ok := s.Viewer(); ok {
		who = v.String() + "'s view"
	}
	fmt.Fprintf(&sb, "Rescue from the Hive, %s. Game-Turn %d, %s", who, s.c.Turn, s.c.Step)
	if !s.Over() {
		fmt.Fprintf(&sb, "; to move: %s", s.seatNow())
		if k := s.c.Pend.Kind; k != pendNone {
			fmt.Fprintf(&sb, " (pending: %s)", k)
		}
	} else {
		fmt.Fprintf(&sb, "; %s", s.Outcome().Result)
	}
	sb.WriteByte('\n')
	s.drawDecision(&sb)
	if s.c.Step <= StepZnonBuy {
		s.drawPurchases(&sb)
	}
	s.drawGrid(&sb)
	byBox := map[int][]string{}
	for i := range s.c.Units {
		u := &s.c.Units[i]
		if u.Stat() != stInPlay || u.Box == noBox {
			continue // off the map, or not examined yet (5.7)
		}
		tag := fmt.Sprintf("%d:%s", i, u.Kind())
		if u.Flags&uInc != 0 {
			tag += "(inc)"
		}
		if u.Kind().Terran() && s.ctl(i) == Znon {
			tag += "(znon)"
		}
		if u.Kind().QueenLike() && u.Flags&uActive != 0 {
			tag += "(active)"
		}
		if u.MP > 0 {
			tag += fmt.Sprintf("(mp%d)", u.MP)
		}
		if int(s.c.Mover) == i {
			tag += "(moving)"
		}
		byBox[int(u.Box)] = append(byBox[int(u.Box)], tag)
	}
	boxes := make([]int, 0, len(byBox))
	for k := range byBox {
		boxes = append(boxes, k)
	}
	slices.Sort(boxes)
	for _, k := range boxes {
		fmt.Fprintf(&sb, "%s: %s\n", b.Name(k), strings.Join(byBox[k], " "))
	}
	for d, name := range b.darters {
		if d >= len(s.c.Dart) {
			break
		}
		x := s.c.Dart[d].Flags
		if x&dBuilt == 0 {
			continue
		}
		st := "in space"
		switch {
		case x&dDestroyed != 0:
			st = "destroyed"
		case x&dDeparted != 0:
			st = "departed"
		case x&dPlaced != 0 && x&dOpen != 0:
			st = "breach open in " + b.Name(int(s.c.Dart[d].Breach))
		case x&dPlaced != 0:
			st = "breach closed in " + b.Name(int(s.c.Dart[d].Breach))
		}
		fmt.Fprintf(&sb, "Darter %s: %s\n", name, st)
	}
	switch h := s.HyperdriveTurn(); {
	case h > 0:
		fmt.Fprintf(&sb, "Hyperdrive in Game-Turn %d\n", h)
	case h < 0:
		sb.WriteString("Hyperdrive: unknown (4.8)\n")
	}
	if m := s.Mission(); m != NoMission {
		fmt.Fprintf(&sb, "Mission: %s\n", m)
	}
	sb.WriteString(legend)
	return sb.String()
}

const legend = `Legend: the grid shows each box's ID Code in its first cell; "*" after it: units stand there.
  "|" and "----" are walls, ":" and "-  -" doors (holes and open breaches too), blanks no wall.
  "BOX: N:kind" lists unit N (the number actions use) in BOX; "unknown" is a face-down counter.
  (inc) Incapacitated, (znon) a Space Marine under Znon control, (active) an Activated Queen,
  (mpN) N Movement Points spent this Segment, (moving) the unit moving now.
  Holding Boxes are named after their Darters.
`

// drawPurchases writes the Resource Points left and what was bought (4.0),
// as far as the viewer knows.
func (s *State) drawPurchases(sb *strings.Builder) {
	viewer, hidden := s.Viewer()
	for _, seat := range Seats {
		known := !hidden || viewer == seat
		if !known {
			fmt.Fprintf(sb, "%s: Resource Points left ?, bought ?\n", seat)
			continue
		}
		var got []string
		for it := Item(0); it < numItems; it++ {
			if it.seat() == seat && s.c.Bought[it] > 0 {
				got = append(got, fmt.Sprintf("%d %s", s.c.Bought[it], it))
			}
		}
		if len(got) == 0 {
			got = append(got, "nothing")
		}
		fmt.Fprintf(sb, "%s: Resource Points left %d of %d, bought %s\n", seat, s.c.RP[seat], [2]int{terranPoints, znonPoints}[seat], strings.Join(got, ", "))
	}
	sb.WriteString("Unit Cost Chart (4.9):")
	for it := Item(0); it < numItems; it++ {
		fmt.Fprintf(sb, " %s %d", it, it.Cost())
	}
	sb.WriteByte('\n')
}

// drawGrid draws the map: each cell shows its box (the ID Code in the box's
// first cell, "*" after it when units stand there).
func (s *State) drawGrid(sb *strings.Builder) {
	b := s.b()
	occupied := map[uint8]bool{}
	for i := range s.c.Units {
		if u := &s.c.Units[i]; u.Stat() == stInPlay {
			occupied[u.Box] = true
		}
	}
	seen := map[uint8]bool{}
	sep := func(x, y uint8, wall, door, open string) string {
		if x == y {
			return open
		}
		switch s.passage(x, y) {
		case Door:
			return door
		case Open:
			return open
		}
		return wall
	}
	for r, row := range b.grid {
		sb.WriteByte('|')
		for c, i := range row {
			label := ""
			if !seen[i] {
				seen[i] = true
				label = b.names[i]
				if occupied[i] {
					label += "*"
				}
			}
			fmt.Fprintf(sb, "%-4s", label)
			if c+1 < len(row) {
				sb.WriteString(sep(i, row[c+1], "|", ":", " "))
			}
		}
		sb.WriteString("|\n")
		if r+1 < len(b.grid) {
			sb.WriteByte(' ')
			for c, i := range row {
				sb.WriteString(sep(i, b.grid[r+1][c], "----", "-  -", "    "))
				if c+1 < len(row) {
					sb.WriteByte(' ')
				}
			}
			sb.WriteByte('\n')
		}
	}
}

// drawDecision writes the decision pending in the middle of a rule (what
// is decided, by whom, and the verbs that answer it) and the melee attack
// being formed, if any.
func (s *State) drawDecision(sb *strings.Builder) {
	c := &s.c
	if s.Over() {
		return
	}
	b := s.b()
	p := c.Pend
	switch p.Kind {
	case pendCasualty:
		what := "Incapacitated"
		if p.Elim {
			what = "eliminated"
		}
		among := "the units in " + b.Name(int(p.Box))
		if p.Attack {
			among = "the attacking units"
		}
		fmt.Fprintf(sb, "Pending decision: %s chooses %d individual(s) %s among %s (%s): casualty UNIT\n", p.Seat, p.Count, what, among, "5.3, 16.6")
	case pendConsent:
		fmt.Fprintf(sb, "Pending decision: %s consents or not to the melee attack on Queen %d (16.5): consent yes|no\n", p.Seat, c.Atk.Target)
	case pendAbort:
		n := "a hostage"
		if c.Notice != NoUnit {
			n = fmt.Sprintf("unit %d", c.Notice)
		}
		fmt.Fprintf(sb, "Pending decision: %s aborts the mission or not, the execution of %s announced (19.3): abort yes|no\n", p.Seat, n)
	case pendSpawn:
		fmt.Fprintf(sb, "Pending decision: %s places a Worker in Cold Storage or not (18.9): spawn yes|no\n", p.Seat)
	case pendCombine:
		fmt.Fprintf(sb, "Pending decision: %s combines two 1 Lancers or not (17.2): combine UNIT UNIT, or end\n", p.Seat)
	}
	if c.Atk.On {
		var by []string
		for i := 0; i < int(c.Atk.N) && i < len(c.Atk.By); i++ {
			by = append(by, fmt.Sprint(c.Atk.By[i]))
		}
		fmt.Fprintf(sb, "Melee attack being formed on unit %d by %s (16.0): join UNIT, or resolve\n", c.Atk.Target, strings.Join(by, ", "))
	}
}
