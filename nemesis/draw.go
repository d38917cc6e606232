package nemesis

import (
	"fmt"
	"strings"
)

// Draw is a text picture of the state (or of a view): the Facility with
// coordinates and a legend, the tracks and each Character.
func (s State) Draw() string {
	if s.g == nil {
		return "no game\n"
	}
	g := s.g
	var b strings.Builder
	fmt.Fprintf(&b, "Nemesis: Retaliation — round %d/%d, phase %s", g.Round, LastRound, g.Phase)
	if g.Phase == PhasePlayer {
		fmt.Fprintf(&b, ", turn %v (%d actions done), starting %v", g.Turn, g.Done, g.Starting)
	}
	b.WriteString("\n")
	// The map: each Room slot is a cell "LZ*F" (code, markers), each
	// Corridor a value between them.
	b.WriteString("     ")
	for x := range W {
		fmt.Fprintf(&b, "%-13c", 'a'+x)
	}
	b.WriteString("\n")
	for y := range H {
		fmt.Fprintf(&b, "%d  ", y+1)
		for x := range W {
			slot := y*W + x
			b.WriteString(g.cell(slot))
			if x < W-1 {
				b.WriteString(g.corrCell(edgeBetween(slot, slot+1), true))
			}
		}
		b.WriteString("\n")
		if y < H-1 {
			b.WriteString("   ")
			for x := range W {
				fmt.Fprintf(&b, "%-13s", g.corrCell(edgeBetween(y*W+x, (y+1)*W+x), false))
			}
			b.WriteString("\n")
		}
	}
	b.WriteString("Legend: room code, then F fire, M malfunction, S# secure tokens, @# Characters (seat), x# Intruders;\n")
	b.WriteString("corridors: noise value (/deadly), N noise marker, D open door, C closed, X destroyed, R reinforced, x# Intruders.\n")
	b.WriteString("Rooms: ")
	for k := range roomKinds {
		if k > 0 {
			b.WriteString(", ")
		}
		fmt.Fprintf(&b, "%s %s", roomCodes[k], RoomKind(k))
	}
	b.WriteString("\n")
	fmt.Fprintf(&b, "Life Support A %s, B %s, C %s; Hibernatorium %s; Lander %s; Autodestruction %s; Eggs %d; Queen %s\n",
		activeWord(g.Life[0]), activeWord(g.Life[1]), activeWord(g.Life[2]), activeWord(g.HibActive),
		[]string{"at round 10", "landed", "gone"}[g.Lander], autoWord(g.Autodest), g.Eggs, queenWord(g))
	for i := range g.Players {
		p := &g.P[i]
		name := "undrafted"
		if p.Char >= 0 {
			name = g.T.chars[p.Char].Name
		}
		if p.Char < 0 {
			fmt.Fprintf(&b, "%v #%d undrafted\n", Seat(i), p.Number)
			for _, d := range p.Draft {
				if d >= 0 {
					fmt.Fprintf(&b, "   draft card: %s (Rank %d)\n", g.T.chars[d].Name, g.T.chars[d].Rank)
				}
			}
			continue
		}
		fmt.Fprintf(&b, "%v #%d %s: %s in %s, health %d/%d, oxygen %d", Seat(i), p.Number, name, p.Status, SlotName(int(p.Room)), p.Health, g.healthSlots(Seat(i)), p.Oxygen)
		if p.Larva {
			b.WriteString(", Larva")
		}
		if p.Suffocating {
			b.WriteString(", Suffocating")
		}
		fmt.Fprintf(&b, ", hand %d, deck %d, discard %d, hands [%s, %s], belt %v\n", p.Hand.N, p.Deck.N, p.Disc.N, heldWord(g.T, p.Hands[0]), heldWord(g.T, p.Hands[1]), p.Belt)
		if p.Hand.N > 0 && p.Hand.C[0] != Unknown && p.Char >= 0 {
			b.WriteString("   hand:")
			for _, c := range p.Hand.slice() {
				if isContam(c) {
					fmt.Fprintf(&b, " c%d Contamination", c)
				} else {
					fmt.Fprintf(&b, " c%d %s", c, g.T.chars[p.Char].Deck[c])
				}
			}
			b.WriteString("\n")
		}
		if p.NPack > 0 && p.Pack[0] != Unknown {
			b.WriteString("   backpack:")
			for _, c := range p.Pack[:p.NPack] {
				fmt.Fprintf(&b, " i%d %s", c, g.T.itemName(c))
			}
			b.WriteString("\n")
		}
		for j, o := range p.Objectives {
			if o >= 0 {
				fmt.Fprintf(&b, "   %s Objective: %s\n", []string{"Private", "Mission"}[j], g.T.objs[o].Name)
			}
		}
		for _, d := range p.Draft {
			if d >= 0 {
				fmt.Fprintf(&b, "   draft card: %s (Rank %d)\n", g.T.chars[d].Name, g.T.chars[d].Rank)
			}
		}
	}
	fmt.Fprintf(&b, "Mission Tasks: %s\n", strings.Join(s.MissionTasks(), ", "))
	if g.Pend == PendKeep && g.PendItems[0] != Unknown {
		b.WriteString("Searched:")
		for _, c := range g.PendItems[:g.PendN] {
			fmt.Fprintf(&b, " i%d %s", c, g.T.itemName(c))
		}
		b.WriteString("\n")
	}
	if g.Phase == PhaseSupport {
		b.WriteString("Support Equipment:")
		for _, c := range g.D.Offer.slice() {
			fmt.Fprintf(&b, " i%d %s", c, g.T.itemName(c))
		}
		b.WriteString("\n")
	}
	return b.String()
}

func autoWord(r int8) string {
	if r == 0 {
		return "off"
	}
	return fmt.Sprintf("at round %d", r)
}

func queenWord(g *game) string {
	switch {
	case g.QueenDead:
		return "dead"
	case g.Intr[0].At >= 0:
		return "in " + nodeName(int(g.Intr[0].At))
	}
	return "unseen"
}

func heldWord(t *tables, h Held) string {
	if h.Item == NoItem {
		return "-"
	}
	s := itemNames[t.kindOf(h.Item)]
	if h.Fault {
		s += " (malfunction)"
	}
	return s
}

func (g *game) cell(slot int) string {
	r := g.Rooms[slot]
	if r.Tile < 0 || slot == HibernatoriumSlot && !g.HibFound {
		if slot == HibernatoriumSlot {
			return fmt.Sprintf("%-9s", "(HB)")
		}
		return fmt.Sprintf("%-9s", ".")
	}
	s := roomCodes[g.T.rooms[r.Tile].Kind]
	if r.Fire {
		s += "F"
	}
	if r.Fault {
		s += "M"
	}
	if r.Secure > 0 {
		s += fmt.Sprintf("S%d", r.Secure)
	}
	for i := range g.Players {
		if g.P[i].Status == Active && int(g.P[i].Room) == slot {
			s += fmt.Sprintf("@%d", i+1)
		}
	}
	if n := g.count(slot); n > 0 {
		s += fmt.Sprintf("x%d", n)
	}
	return fmt.Sprintf("%-9s", s)
}

func (g *game) count(node int) int {
	n := 0
	for _, in := range g.Intr {
		if int(in.At) == node {
			n++
		}
	}
	return n
}

func (g *game) corrCell(e int, wide bool) string {
	c := g.Corr[e]
	s := ""
	if c.Tile >= 0 {
		t := g.T.corridors[c.Tile]
		s = fmt.Sprint(t.Noise)
		if t.Deadly > 0 {
			s += fmt.Sprintf("/%d", t.Deadly)
		}
		if c.Reinforced {
			s = "R"
		}
		if t.Door {
			s += string("DCX"[c.Door])
		}
		if c.Noise {
			s += "N"
		}
		if n := g.count(int(corridorNode(e))); n > 0 {
			s += fmt.Sprintf("x%d", n)
		}
	}
	if wide {
		return fmt.Sprintf("%-4s", s)
	}
	return s
}
