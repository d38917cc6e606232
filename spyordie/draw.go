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
	if f := s.top(); f != nil && s.phase != phOver {
		fmt.Fprintf(&sb, "deciding: %s\n", s.decisionText(*f))
		if s.np > 1 {
			fmt.Fprintf(&sb, "  then %d more pending decision(s)\n", s.np-1)
		}
	}
	if ts := s.ToMove(); len(ts) > 0 {
		fmt.Fprintf(&sb, "to move: %v\n", ts[0])
	}
	if p, ok := s.Viewer(); ok {
		fmt.Fprintf(&sb, "as seen by: %v\n", p)
	}
	return sb.String()
}

// decisionText says what pending decision f is about and whose it is, for
// Draw (issue 21: a picture shows what is being decided and by whom).
func (s *State) decisionText(f frame) string {
	b := s.bd()
	who := f.Who.String()
	switch f.Kind {
	case fChance:
		what := opNames[min(int(f.Op), len(opNames)-1)]
		switch f.Op {
		case opBreach:
			what += " Door " + itoa(int(f.A))
		case opSearch:
			if f.A >= 0 && f.A < 9 && s.intels[f.A].Loc >= 0 {
				what += " " + ps(b.pt(s.intels[f.A].Loc))
			}
		case opExplore, opSabotage:
			if f.A >= 0 && int(f.A) < len(b.room) {
				what += " " + ps(b.pt(f.A))
			}
		case opHeal:
			what += " " + Fig(f.A).String()
		case opSneak:
			what += " " + geom.Dir(f.A).String()
		}
		return who + ": take a chance or take time to " + what + " (chance, time)"
	case fTake:
		return who + ": take the searched Intelligence marker (take, pass)"
	case fReact:
		return who + ": reaction — shoot, fight, move 1 square or surrender (or pass)"
	case fReactFail:
		return who + ": failed reaction — surrender or pass"
	case fFightBack:
		return who + ": fight back against " + Fig(f.A).String() + " (fight-back, pass)"
	case fSMG:
		return who + ": the SMG after shooting " + Fig(f.A).String() + " — re-roll a failed die or a second shot (reroll, second-shot, pass)"
	case fSacrifice:
		return who + ": the Heroic Sacrifice or capture (sacrifice, pass)"
	case fImprison:
		return "the Defender: Detention and Storage squares for " + who + " (imprison)"
	case fFreeStep:
		return who + ": a free 1-square move (step, pass)"
	case fFreeHide:
		return who + ": the Assassin's free hide (hide, pass)"
	case fConceal:
		return who + ": conceal the body of " + Fig(f.A).String() + " (conceal, pass)"
	case fDisguise:
		return who + ": disguise as " + Fig(f.A).String() + " (disguise, pass)"
	case fPlace:
		why := "the Mob Spawn"
		if f.B == 1 {
			why = "Surprise!"
		}
		return "the Defender: place " + itoa(int(f.A)) + " Minion(s) of " + why + " (spawn)"
	case fTea:
		return "the Defender: " + who + "'s tea break on a Cafeteria Spawn square (spawn)"
	}
	return "a decision"
}
