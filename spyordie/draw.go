package spyordie

import (
	"fmt"
	"strings"

	"github.com/incursion/incursion/geom"
)

// drawLegend explains every symbol Draw writes. A square is two
// characters: a figure is a capital and a digit (the Boss "B "), so it
// never reads as a room square, which is a room's capital and the square's
// mark (DATA.md explains the map).
const drawLegend = "Squares are x,y: x is the column (numbers on top), y the row (numbers on the left).\n" +
	"Figures (a capital and a digit; lower case: prone): I1-I3 Intruders, B Boss,\n" +
	"  G1-G6 Guards, T1-T4 Technicians, S1-S4 Scientists.\n" +
	"Markers: x Body, c Camera, t/T disarmed/armed Trap, ?/! face-down/face-up\n" +
	"  Intelligence, + Item, p Secret Passage.\n" +
	"Doors: a locked Door shows its number (0-9; a-z are 10-35; A-Z 36-61), an\n" +
	"  unlocked one ':'; Door 0 is the Entrance.\n" +
	"Room squares (a room's capital, then the square's mark): . corridor,\n" +
	"  o outside the Base, # solid; L Laboratory, S Sanctum, V Vault,\n" +
	"  G Generator room, C Cafeteria, K Control Room, I Infirmary, R Guardroom,\n" +
	"  P Prison. Marks: j junction, s Spawn, b Boss Spawn, r Research, w Power,\n" +
	"  m medical supplies, k Security, v Storage, d Detention, a Agent Start,\n" +
	"  i Intelligence (where a marker starts).\n"

// Draw returns the state as text, as its viewer sees it (a [State.View]
// carries its viewer; a full state shows everything): the Base with
// coordinates (the squares' x,y of the action notation), figures and
// markers written over their squares' label and mark, then a legend of
// every symbol, the tracks and the Intruders' profiles.
func (s State) Draw() string {
	if s.bid == 0 {
		return ""
	}
	v := s
	b := v.bd()
	lines := strings.Split(strings.TrimRight(b.g.String(), "\n"), "\n")
	rows := make([][]byte, len(lines))
	for i, l := range lines {
		rows[i] = []byte(l)
	}
	// Doors: a locked Door shows its id, an unlocked (open) one ':'.
	for i, row := range rows {
		for j, c := range row {
			odd := i%2 == 1
			if odd && j%3 != 0 {
				continue // a square's label and mark
			}
			if id := geom.DoorID(c); id >= 0 && id < len(b.doors) && !v.doorLocked(int8(id)) {
				row[j] = ':'
			}
		}
	}
	put := func(q int16, text string) {
		if q < 0 || int(q) >= len(b.room) {
			return
		}
		p := b.pt(q)
		row := rows[2*p.Y+1]
		copy(row[3*p.X+1:3*p.X+3], text)
	}
	for _, q := range v.passages {
		put(q, "p ")
	}
	for _, q := range v.items {
		if q >= 0 {
			put(q, "+ ")
		}
	}
	for _, m := range v.intels {
		if m.Loc >= 0 {
			if m.Up {
				put(m.Loc, "! ")
			} else {
				put(m.Loc, "? ")
			}
		}
	}
	for _, q := range v.cams {
		put(q, "c ")
	}
	for _, t := range v.traps {
		if t.Armed {
			put(t.Sq, "T ")
		} else {
			put(t.Sq, "t ")
		}
	}
	for _, q := range v.bodies {
		put(q, "x ")
	}
	for f := Fig(0); f < nFigs; f++ {
		q := v.figSq(f)
		if q < 0 {
			continue
		}
		name := fmt.Sprintf("%-2s", f.String())
		if !f.Intruder() && v.mins[f-B].State == prone {
			name = strings.ToLower(name)
		}
		put(q, name)
	}
	var sb strings.Builder
	for _, digit := range []int{10, 1} {
		sb.WriteString("    ")
		for x := 0; x < b.w; x++ {
			if digit == 10 && x < 10 {
				sb.WriteString("   ")
				continue
			}
			fmt.Fprintf(&sb, " %d ", x/digit%10)
		}
		sb.WriteByte('\n')
	}
	for i, r := range rows {
		if i%2 == 1 {
			fmt.Fprintf(&sb, "%3d ", i/2)
		} else {
			sb.WriteString("    ")
		}
		sb.Write(r)
		sb.WriteByte('\n')
	}
	sb.WriteString(drawLegend)
	fmt.Fprintf(&sb, "Timer %02d  Alert %v  Alarms %d  Power %s  Round %d  Doomsday %d/6\n",
		v.timer, v.alert, v.alarms, map[bool]string{false: "on", true: "CUT"}[v.power], v.round, v.doomN)
	for k := 0; k < int(v.n); k++ {
		in := v.Intruder(k)
		if in.Status == Unchosen {
			continue
		}
		st := "exposed"
		if in.Hidden {
			st = "hidden"
		}
		if in.Disguise != Agent {
			st += " as a " + in.Disguise.String()
		}
		fmt.Fprintf(&sb, "I%d %v/%v %v %s stun=%v wound=%v items=%v intel=%v\n", k+1, in.Agent, in.Talent, in.Status, st, in.Stun, in.Wound, in.Items, in.Intel)
	}
	if ts := s.ToMove(); len(ts) > 0 {
		fmt.Fprintf(&sb, "to move: %v\n", ts[0])
	}
	if p, ok := s.Viewer(); ok {
		fmt.Fprintf(&sb, "as seen by: %v\n", p)
	}
	return sb.String()
}
