package sabotage

import (
	"fmt"
	"strings"
)

// Draw draws the state as text: the map with walls, Doomsday Machines
// (D and cubes), Generators (G and cubes, ? when unknown), the miniatures
// whose rooms are known (1 2 Spies, a b Villains), then tracks, dice and
// plans. Draw a View to see one team's map.
func (st State) Draw() string {
	var sb strings.Builder
	s := &st.s
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
		for i, p := range s.Players {
			if p.Room == r {
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
	fmt.Fprintf(&sb, "round %d, %v; hits %d, hacks %d; roll %v\n", s.Round, s.Phase, st.Hits(), st.Hacks(), s.Roll)
	for i, p := range s.Players {
		seat := Seat(i)
		fmt.Fprintf(&sb, "%v %v in %v: dice %v, limit %d, swagger %d, unlocks %d, plan", seat, p.Char, p.Room, p.Dice, p.Limit, p.Swagger, p.Unlocks)
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
		it := s.Teams[t].Intel
		fmt.Fprintf(&sb, "%v know:", t)
		for i, sg := range it.Seen {
			enemy := t.Other().Members()[i]
			fmt.Fprintf(&sb, " %v last declared in %v (round %d), maybe %s;", enemy, sg.Room, sg.Round, roomList(sg.Possible))
		}
		fmt.Fprintf(&sb, " modify %d, slide %d\n", s.Teams[t].Modify, s.Teams[t].Slide)
	}
	return sb.String()
}
