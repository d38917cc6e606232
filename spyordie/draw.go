package spyordie

import (
	"fmt"
	"strings"

	"github.com/incursion/incursion/geom"
)

// drawLegend explains the marks Draw writes over the text map (DATA.md
// explains the map's own letters).
const drawLegend = "I1-I3 Intruders; B Boss, G Guards, T Technicians, S Scientists (lower case: prone)\n" +
	"x Body, c Camera, t/T disarmed/armed Trap, ?/! face-down/face-up Intelligence,\n" +
	"+ Item, p Secret Passage; door ids: locked Doors, ':' unlocked ones\n" +
	"Rooms: L Laboratory, S Sanctum, V Vault, G Generator, C Cafeteria, K Control\n" +
	"Room, I Infirmary, R Guardroom, P Prison; marks: j junction, s Spawn, b Boss\n" +
	"Spawn, r Research, w Power, m medical supplies, k Security, v Storage,\n" +
	"d Detention, a Agent Start\n"

// Draw returns what seat sees of s as text: the Base (the text map with
// figures written over their squares' label and mark: I1..I3 Intruders,
// B, G1..G6, T1..T4, S1..S4 Minions, lower case when prone; "x " a Body,
// "c " a Camera, "t "/"T " a disarmed/armed Trap, "? " face-down and
// "! " face-up Intelligence, "+ " Items, "p " a Secret Passage), then the
// tracks and the Intruders' profiles. Draw(Observer) shows everything.
func (s State) Draw(seat Seat) string {
	if s.bid == 0 {
		return ""
	}
	v := s
	if seat != Observer {
		v = s.View(seat)
	}
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
		if q < 0 {
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
	for _, r := range rows {
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
	return sb.String()
}
