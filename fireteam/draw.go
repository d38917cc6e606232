package fireteam

import (
	"fmt"
	"strings"
)

// Draw is a text picture of s (a state or a view): the battlefield with its
// coordinates, then the figures, tracks and the hands the state shows, and a
// legend.
func (s State) Draw() string {
	var sb strings.Builder
	b := s.b()
	mi := s.m()
	fmt.Fprintf(&sb, "Fireteam Zero, mission %s %q (%s); round %d\n", mi.id, mi.name, mi.family, s.round)
	sb.WriteString("    ")
	for x := range cols {
		fmt.Fprintf(&sb, "  %c    ", 'a'+x)
	}
	sb.WriteByte('\n')
	for y := range rows {
		fmt.Fprintf(&sb, " %d  ", y+1)
		for x := range cols {
			l := uint8(y*cols + x)
			cell := string(terrainLetters[b.terrain[l]])
			if t := b.spawnAt[l]; t >= 0 {
				mark := "v"
				if s.spawnUp&(1<<t) != 0 || s.round == 0 {
					mark = "^" // before setup, every token is still to be placed face up
				}
				cell += fmt.Sprintf("%d%s", t+1, mark)
			}
			if l == b.entry {
				cell += "E"
			}
			if l == b.exit {
				cell += "X"
			}
			if l == b.power && s.mons[bossSlot].pool == poolReserve && s.mons[bossSlot].loc == noLoc {
				cell += "P"
			}
			if s.tokenAt(l) >= 0 && s.round > 0 {
				cell += "T"
			}
			n := 0
			for i := range int(s.nHeroes) {
				if s.heroes[i].loc == l {
					n++
				}
			}
			for m := range nMonsters {
				if s.mons[m].loc == l {
					n += 16
				}
			}
			if n&15 > 0 {
				cell += fmt.Sprintf("h%d", n&15)
			}
			if n>>4 > 0 {
				cell += fmt.Sprintf("m%d", n>>4)
			}
			fmt.Fprintf(&sb, "%-7s", cell)
		}
		sb.WriteByte('\n')
	}
	for i := range int(s.nHeroes) {
		h := &s.heroes[i]
		if h.id == noHero {
			fmt.Fprintf(&sb, "%s: no hero yet\n", s.seatOf(i))
			continue
		}
		state := ""
		if h.down {
			state = " (knocked down)"
		}
		fmt.Fprintf(&sb, "%s (%s, %s) at %s%s: hand %d, deck %d, discard %d", h.id, h.id.Role(), s.seatOf(i), LocName(int(h.loc)), state, h.handSize(), h.nDeck, popcount(h.disc))
		for k := range 4 {
			if h.upg&(1<<k) != 0 {
				fmt.Fprintf(&sb, "; upgrade %d %s", k+1, roleUpgrades[h.id.Role()][k].name)
			}
		}
		for k := range int(nFocus) {
			if h.focus&(1<<k) != 0 {
				fmt.Fprintf(&sb, "; focus %d %s", k+1, focusNames[h.id.Role()][k])
			}
		}
		if h.hand != 0 {
			sb.WriteString(" [")
			for j, c := range cardsOf(h.id.Role(), h.hand) {
				if j > 0 {
					sb.WriteString(", ")
				}
				k := cardDef(c.Role, int(c.N))
				fmt.Fprintf(&sb, "%s %s %s %d r%d", c, k.name, k.typ, k.str, k.rng)
			}
			sb.WriteString("]")
		}
		sb.WriteByte('\n')
	}
	fmt.Fprintf(&sb, "Patty at %s, Henry at %s\n", LocName(int(s.spec[Patty])), LocName(int(s.spec[Henry])))
	for m := range nMonsters {
		if l := s.mons[m].loc; l != noLoc {
			fmt.Fprintf(&sb, "%s %s at %s\n", Monster(m), s.ref(m).name, LocName(int(l)))
		}
	}
	if s.mons[bossSlot].loc != noLoc {
		fmt.Fprintf(&sb, "boss power tokens: %d\n", s.power)
	}
	for i, l := range s.tokens {
		if l != noLoc && s.round > 0 && i < len(mi.found) {
			how := "use it: operate"
			if mi.found[i].kind == dcTarget {
				how = fmt.Sprintf("attack it as token%d: %d damage", i+1, targetHealth)
			}
			fmt.Fprintf(&sb, "special intel token %s at %s (%s)\n", specialTokens[mi.found[i].token], LocName(int(l)), how)
		}
	}
	coin := "heads"
	if s.tails {
		coin = "tails"
	}
	fmt.Fprintf(&sb, "threat %d/%d, lucky coin %s, recon deck %d\n", s.threat+1, threatSpaces, coin, s.nRecon)
	for i := range s.nTwists {
		fmt.Fprintf(&sb, "twist: %s\n", twistNames[mi.family][s.twists[i]])
	}
	for o, ob := range mi.objectives {
		st := "open"
		if s.done&(1<<o) != 0 {
			st = "complete"
		}
		if ob.killBoss {
			fmt.Fprintf(&sb, "objective %s: defeat the boss (%s)\n", ob.name, st)
		} else {
			fmt.Fprintf(&sb, "objective %s: %d/%d intel (%s)\n", ob.name, s.intel[o], ob.intel, st)
		}
	}
	fmt.Fprintf(&sb, "waiting for: %s%s\n", stepNames[s.step], s.pending())
	sb.WriteString("legend: . open, d difficult, # impassible, e elevated, c cover; N^ spawn token N face up, Nv searched; E entry, X exit, P boss power token, T special intel token; hN heroes, mN monsters\n")
	return sb.String()
}

// pending says who owes the decision the game waits for, and what it is
// (issue 21.5): "; Frank (Player1) decides: take one for the team for Shad
// (intercede Frank, pass Frank)".
func (s *State) pending() string {
	p, ok := s.toMove()
	if !ok || s.step >= nSteps {
		return ""
	}
	who := p.String()
	if h := s.decider(); h >= 0 && h < int(s.nHeroes) && s.heroes[h].id != noHero {
		who = s.heroes[h].id.String() + " (" + who + ")"
	}
	what := [nSteps]string{
		stStart:     "give the start player token (start PlayerN)",
		stPick:      "select a hero (pick Frank)",
		stEquip:     "select an upgrade set or a focus card (upgrade Frank 2, focus Frank 6)",
		stTactic:    "play a tactical response or not (respond Frank M03, pass Frank)",
		stDown:      "stand up or stay down (stand Frank, staydown Frank)",
		stTurn:      "move, act or end the turn (move, attack, search, operate, end)",
		stAim:       "add a card to the attack or roll (add Frank M01, roll Frank)",
		stReroll:    "reroll one attack die with Henry or keep them (reroll Frank 2, keep Frank)",
		stOrder:     "choose the monster to activate next (activate m3)",
		stIntercede: "take one for the team or not (intercede Shad, pass Shad)",
		stReact:     "play a reaction or not (react Abe L03, pass Abe)",
		stDiscard:   "discard a card for a hit (discard Frank M07)",
		stBring:     "choose the specialists to bring (bring Frank patty henry, bring Frank)",
		stNext:      "choose the operation's next mission (mission I2)",
	}[s.step]
	switch s.step {
	case stIntercede:
		if t := int(s.att.target); t < int(s.nHeroes) {
			what = "take one for the team for " + s.heroes[t].id.String() + " (intercede, pass)"
		}
	case stReact:
		if t := int(s.att.target); t < int(s.nHeroes) {
			what = "play a reaction to the attack on " + s.heroes[t].id.String() + " or pass (react, pass)"
		}
	case stDiscard:
		if h := int(s.att.ask); h < int(s.nHeroes) {
			what = fmt.Sprintf("discard a card for a hit, %d to go (discard)", s.hits[h])
		}
	}
	return "; " + who + " decides: " + what
}

// String is Draw.
func (s State) String() string { return s.Draw() }
