package nemesis

// Rulebook, "Armor Items", example — Heavy Armor: "whenever you would gain
// a Serious Wound, you may lose 2 Health instead". The choice is a pending
// decision of the wearer (PendArmor) where the procedure can be resumed
// (react.go: the Intruder Phase's Attacks, a Noise roll that ends an
// Action, a Melee retaliation); elsewhere a fixed policy decides for the
// player: lose the 2 Health unless that would kill the Character.

// The Attack effects that give a Serious Wound (Window.Wound).
const (
	woundNone      int8 = iota
	woundBite           // then 1 Contamination
	woundTail           // nothing more
	woundTailQueen      // then 1 Health
)

// ArmorChoice: Health, lose 2 Health instead of the Serious Wound.
type ArmorChoice struct {
	Seat   Seat
	Health bool
}

func (a ArmorChoice) seat() Seat { return a.Seat }
func (ArmorChoice) isAction()    {}
func (a ArmorChoice) String() string {
	if a.Health {
		return a.Seat.String() + " armor health"
	}
	return a.Seat.String() + " armor wound"
}
func (a ArmorChoice) MarshalJSON() ([]byte, error) { return actionTable.Marshal(a) }

func pickW(c bool, a, b int8) int8 {
	if c {
		return a
	}
	return b
}

func (g *game) heavyArmor(s Seat) bool {
	a := g.P[s].Armor
	return a != NoItem && g.T.kindOf(a) == HeavyArmor
}

// wound resolves the Serious Wound of an Attack by Intruder m on s and the
// rest of the Attack's effect.
func (k *kernel) wound(m int, s Seat, kind int8) {
	g := k.g
	if !g.heavyArmor(s) {
		k.woundRest(s, kind, false)
		return
	}
	if k.proc != procNone && g.Pend == NoPending && g.Phase == PhasePlayer {
		g.Win = k.window(int8(m))
		g.Win.Wound = kind
		g.Pend, g.PendSeat = PendArmor, s
		k.note(msgArmorChoice, s, 0, 0, 0)
		return
	}
	// The policy: 2 Health unless that kills.
	k.woundRest(s, kind, g.survives2(s))
}

// survives2 reports whether s would survive losing 2 Health: 2 slots not
// covered by a Serious Wound right of the marker, and not Suffocating.
func (g *game) survives2(s Seat) bool {
	p := &g.P[s]
	if p.Suffocating {
		return false
	}
	n := 0
	for h := p.Health + 1; h < g.sectionStart(s, 3); h++ {
		if p.Wounds[g.sectionOf(s, h)] < 0 {
			n++
		}
	}
	return n >= 2
}

func (k *kernel) woundRest(s Seat, kind int8, health bool) {
	if health {
		k.note(msgArmorHealth, s, 0, 0, 0)
		k.loseHealth(s, 2)
	} else {
		k.gainWound(s)
	}
	switch kind {
	case woundBite:
		k.gainContamination(s)
	case woundTailQueen:
		k.loseHealth(s, 1)
	}
}

func (k *kernel) armorChoice(a ArmorChoice) {
	g := k.g
	w := g.Win
	g.Pend, g.Win = NoPending, Window{}
	k.woundRest(a.Seat, w.Wound, a.Health)
	k.resume(w)
}

// validArmor checks a pending Heavy Armor choice.
func (g *game) validArmor() error {
	w := g.Win
	if w.Proc <= procNone || int(w.Proc) >= len(procNames) || w.Wound < woundBite || w.Wound > woundTailQueen || w.Model < 0 || w.Model >= Models ||
		w.Actor < 0 || int8(w.Actor) >= g.Players || w.Step < 0 || w.Step > 4 {
		return bad("heavy armor choice %+v", w)
	}
	if err := g.validMove(w); err != nil {
		return err
	}
	if !g.heavyArmor(g.PendSeat) || g.P[g.PendSeat].Status != Active {
		return bad("a Heavy Armor choice without Heavy Armor")
	}
	return nil
}
