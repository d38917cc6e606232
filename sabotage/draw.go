package sabotage

import (
	"fmt"
	"strings"
)

// Draw draws the state as text: whose picture it is, the map with its
// coordinates (columns A..D, rows 1..4: the rooms of the actions'
// notation) and walls, Doomsday Machines (D and cubes), Generators (G and
// cubes, ? when unknown), the miniatures whose rooms are known (1 2 Spies,
// a b Villains, after a ':' in a room with a machine or Generator:
// "G0:a"), a legend of these symbols, then tracks, dice, plans and each
// team's deductions, and the decisions pending: who owes one and what it
// decides ("to decide: Spy1 uses a gained unlock cube (2 left)"; on a view,
// as far as its viewer can tell). Draw a [State.View] to see what its viewer sees: the
// other team's hidden pieces and plans print as "?".
func (st State) Draw() string {
	var sb strings.Builder
	s := &st.s
	switch v, isView := st.Viewer(); {
	case !isView:
		sb.WriteString("the whole game (both teams' pieces)\n")
	case v == Observer:
		sb.WriteString("an observer's view (declarations only)\n")
	default:
		fmt.Fprintf(&sb, "%v's view (the %v' pieces and what was declared)\n", v, v.Team())
	}
	sb.WriteString("   A     B     C     D\n")
	cell := func(r Room) string {
		var c strings.Builder
		for i, m := range s.Machines {
			if m == r {
				fmt.Fprintf(&c, "D%d", s.Doomsday[i])
			}
		}
		for i, g := range s.Gens {
			if g == r {
				if s.GenCubes[i] < 0 {
					c.WriteString("G?")
				} else {
					fmt.Fprintf(&c, "G%d", s.GenCubes[i])
				}
			}
		}
		sep := c.Len() > 0
		for i, p := range s.Players {
			if p.Room == r {
				if sep {
					c.WriteByte(':') // "D4:1": a machine and Spy1
					sep = false
				}
				c.WriteByte("12ab"[i])
			}
		}
		out := c.String()
		if out == "" {
			out = "."
		}
		return fmt.Sprintf("%-5s", out)
	}
	for row := 0; row < 4; row++ {
		fmt.Fprintf(&sb, "%d  ", row+1)
		for col := 0; col < 4; col++ {
			r := roomAt(row, col)
			sb.WriteString(cell(r))
			if col < 3 {
				if _, ok := neighbour(s.Walls, r, Right); ok {
					sb.WriteString(" ")
				} else {
					sb.WriteString("|")
				}
			}
		}
		sb.WriteString("\n")
		if row < 3 {
			sb.WriteString("   ")
			for col := 0; col < 4; col++ {
				if _, ok := neighbour(s.Walls, roomAt(row, col), Down); ok {
					sb.WriteString("      ")
				} else {
					sb.WriteString("----- ")
				}
			}
			sb.WriteString("\n")
		}
	}
	sb.WriteString(drawLegend)
	fmt.Fprintf(&sb, "round %d, %v; hits %d, hacks %d; roll %v\n", s.Round, s.Phase, st.Hits(), st.Hacks(), s.Roll)
	sb.WriteString(st.pending())
	for i, p := range s.Players {
		seat := Seat(i)
		char := p.Char.String()
		if p.Char == NoCharacter && s.Phase == PhaseCharacters {
			char = "(choosing)"
		}
		if !st.sees(seat.Team()) {
			// The other team's pieces are behind the screen: only what was
			// declared or seen over it shows (its character once revealed,
			// whether it is on the map, how many tiles it planned, the
			// tiers it unlocked).
			room := "?"
			switch {
			case p.Out:
				room = "off (hit)"
			case p.Room == NoRoom:
				room = "off"
			case p.Lying:
				room = "? (lying)"
			}
			sw := ""
			if seat.Team() == Spies {
				sw = " swagger ?,"
			}
			done := 0
			for _, pl := range p.Plan[:p.N] {
				if pl.Done {
					done++
				}
			}
			fmt.Fprintf(&sb, "%v %v in %s: dice ?, limit ?,%s unlocks ?, plan %d tiles (%d done)\n", seat, char, room, sw, p.N, done)
			sb.WriteString("  tiles:")
			for k := Slot(0); k < 6; k++ {
				pr := printed(seat.Team(), p.Char, k)
				fmt.Fprintf(&sb, " %d=%v(%v)", k, pr.Tile, pr.Req)
			}
			if p.Hand&(1<<6) != 0 {
				pr := printed(seat.Team(), p.Char, 6)
				fmt.Fprintf(&sb, " 6=%v(%v)", pr.Tile, pr.Req)
			}
			for tier, lo := range [2]uint{7, 9} {
				if p.Gone>>lo&3 == 3 {
					fmt.Fprintf(&sb, " tier %d=?", tier+2)
				}
			}
			sb.WriteString("\n")
			continue
		}
		room := p.Room.String()
		if p.Lying {
			room += " (lying)"
		}
		if p.Out {
			room += " (hit)"
		}
		sw := ""
		if seat.Team() == Spies {
			sw = fmt.Sprintf(" swagger %d,", p.Swagger)
		}
		fmt.Fprintf(&sb, "%v %v in %s: dice %v, limit %d,%s unlocks %d, plan", seat, char, room, p.Dice, p.Limit, sw, p.Unlocks)
		for _, pl := range p.Plan[:p.N] {
			fmt.Fprintf(&sb, " [%v %s %v]", printed(seat.Team(), p.Char, pl.Slot).Tile, diceText(pl.Dice), pl.Arg)
		}
		sb.WriteString("\n  tiles:")
		for k := Slot(0); k < Slots; k++ {
			if k < 6 || p.Hand&(1<<uint(k)) != 0 {
				pr := printed(seat.Team(), p.Char, k)
				fmt.Fprintf(&sb, " %d=%v(%v)", k, pr.Tile, pr.Req)
			}
		}
		sb.WriteString("\n")
	}
	for _, t := range [2]Team{Spies, Villains} {
		if !st.sees(t) {
			// The other team's markers are behind its screen (the view
			// holds its Intel, which any seat could deduce, but the
			// picture shows the seat's own table).
			fmt.Fprintf(&sb, "%v: modify ?", t)
			if t == Spies {
				sb.WriteString(", slide ?")
			}
			sb.WriteString("\n")
			continue
		}
		it := s.Teams[t].Intel
		fmt.Fprintf(&sb, "%v know:", t)
		for i, sg := range it.Seen {
			enemy := t.Other().Members()[i]
			fmt.Fprintf(&sb, " %v %s;", enemy, sg.describe())
		}
		fmt.Fprintf(&sb, " modify %d", s.Teams[t].Modify)
		if t == Spies {
			fmt.Fprintf(&sb, ", slide %d", s.Teams[t].Slide)
		}
		sb.WriteString("\n")
	}
	return sb.String()
}

// describe writes what a Sighting says: the last declared room and the
// rooms still possible.
func (sg Sighting) describe() string {
	var sb strings.Builder
	if sg.Room == NoRoom {
		sb.WriteString("not declared in a room")
	} else {
		fmt.Fprintf(&sb, "last declared in %v (round %d)", sg.Room, sg.Round)
	}
	switch sg.Possible {
	case 0xffff:
		sb.WriteString(", may be anywhere")
	case 0:
		sb.WriteString(", off the map")
	default:
		fmt.Fprintf(&sb, ", maybe %s", roomList(sg.Possible))
	}
	return sb.String()
}

// drawLegend explains the map's symbols.
const drawLegend = `legend: rooms are named column+row (A1 top left, D4 bottom right); | and ----- are walls;
  D3 a Doomsday Machine with 3 doomsday cubes left; G2 a Generator with 2 generator cubes (G? not known);
  1 2 Spy1 Spy2, a b Villain1 Villain2 (after ':' beside a machine or Generator); . an empty room
`

// pending says who must decide now and what: the line "to decide: ..." of
// Draw (ToMove, each seat with the decision it owes).
func (st State) pending() string {
	s := &st.s
	if s.Phase == PhaseOver {
		return fmt.Sprintf("to decide: nothing, the %v won\n", s.Winner)
	}
	var parts []string
	for _, seat := range st.ToMove() {
		p := &s.Players[seat]
		what := ""
		switch {
		case s.Phase == PhaseMap:
			what = "places a wall, a Doomsday Machine or a Generator (Variable Map Setup)"
		case s.Phase == PhaseCharacters:
			what = "chooses a character"
		case s.Phase == PhasePlace:
			what = "places its miniature in a room without a Generator"
		case p.Choosing > 0:
			what = fmt.Sprintf("chooses its Tier %d tile", p.Choosing)
		case p.Pending > 0:
			what = fmt.Sprintf("uses a gained unlock cube (%d left): action unlocks or Swagger", p.Pending)
		case s.Phase == PhasePlan:
			what = fmt.Sprintf("plans (%d tiles so far), then is ready", p.N)
		case !s.Chosen:
			what = "chooses who of the " + seat.Team().String() + " goes first"
		default:
			done := 0
			for _, t := range p.Plan[:max(0, min(int(p.N), 4))] {
				if t.Done {
					done++
				}
			}
			if done < int(p.N) {
				what = fmt.Sprintf("executes its tile %d of %d (or skips it if it cannot)", done+1, p.N)
			} else {
				what = "ends its turn (its tiles are done)"
			}
		}
		parts = append(parts, seat.String()+" "+what)
	}
	if len(parts) == 0 {
		return ""
	}
	return "to decide: " + strings.Join(parts, "; ") + "\n"
}
