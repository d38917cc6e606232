package hive

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"
)

// The JSON of a State is: the position format of doc.go's
// "Positions" section, with words for enums and flags, box ID Codes and
// Darter names for places, and unit numbers for units. Every integer is
// small (no bit sets: JavaScript clients read numbers as float64).

var statusNames = [...]string{"unused", "bought", "in play", "dead", "evacuated", "executed", "removed"}

var unitFlagNames = [...]string{"face-up", "incapacitated", "active", "znon-controlled", "prisoner", "moved",
	"fired", "melee", "tried-mind-control", "refused-melee", "range-reduced", "new", "lost-control",
	"eliminated-face-down", "free-engineer", "incapacitated-this-segment"}

var darterFlagNames = [...]string{"built", "destroyed", "placed", "open", "departed", "hit", "airlock",
	"leaving", "damaged"}

var stepWords = [numSteps]string{"terran-purchases", "znon-purchases", "znon-deployment", "mission",
	"darter-assignment", "outer-defense-hits", "darter-damage", "mind-control", "queen-activation",
	"terran-movement", "terran-melee", "znon-movement", "znon-melee", "evacuation", "outer-defense", "over"}

func flagWords(f uint16, names []string) []string {
	var out []string
	for i, n := range names {
		if f&(1<<i) != 0 {
			out = append(out, n)
		}
	}
	return out
}

func readFlags(words []string, names []string, what string) (uint16, error) {
	var f uint16
	for _, w := range words {
		i := lookupWord(w, names)
		if i < 0 {
			return 0, fmt.Errorf("hive: no %s flag %q (flags: %s)", what, w, strings.Join(names, ", "))
		}
		f |= 1 << i
	}
	return f, nil
}

func lookupWord(w string, names []string) int {
	for i, n := range names {
		if strings.EqualFold(w, n) {
			return i
		}
	}
	return -1
}

func unitPtr(u uint8) *int {
	if u == NoUnit {
		return nil
	}
	n := int(u)
	return &n
}

// MarshalJSON writes the state as its [Position]; a map other than the
// standard one is written with it.
func (s State) MarshalJSON() ([]byte, error) {
	for i := range s.c.Units {
		if u := &s.c.Units[i]; int(u.Stat()) >= len(statusNames) {
			return nil, fmt.Errorf("hive: unit %d has status %d", i, u.Stat())
		}
	}
	return json.Marshal(s.Position())
}

// Position returns the state in the position format, every member written
// (none left to a default): [Position.State] reads it back to s.
func (s State) Position() Position {
	c := &s.c
	b := s.b()
	num := func(n int) *int { return &n }
	p := Position{Turn: int(c.Turn), Step: c.Step.word(), Mission: c.Mission, HoldingBoxesShown: c.Shown,
		ResourcePoints: map[Seat]int{Terran: int(c.RP[Terran]), Znon: int(c.RP[Znon])},
		MovingUnit:     unitPtr(c.Mover), MovementAllowance: int(c.Allow), DamagedDartersToName: int(c.Hits),
		ExtraActivationUsed: c.ExtraAct, MasterQueenActivatedPhase: int(c.MQPhase), NextLaserPod: int(c.PodNext),
		GravityCut: c.Gravity, FrozenTurn: int(c.FrozenTurn), LifeSupportOff: c.LifeOff,
		HyperdriveSpeeded: num(int(c.Speed)), ExecutionRollMade: c.ExecOK, ExecutionRollsDue: int(c.ExecRolls),
		ExecutionNotice: unitPtr(c.Notice), ExecutionNoticeTurn: int(c.NoticeTurn), LastExecutionTurn: int(c.LastExec),
		StartingMen: num(int(c.StartMen)), MenLost: num(int(c.MenLost)), QueensKilled: num(int(c.QueensKilled)),
		HostagesShot: int(c.HostageShot), Aborted: c.Aborted, Hyperdrive: c.Hyper, End: c.End, MaxTurns: int(c.MaxTurns)}
	if c.Hidden {
		v := c.Viewer
		p.Viewer = &v
	}
	if c.Speed == 255 {
		p.HyperdriveSpeeded = num(-1)
	}
	for seat, n := range c.Purchases {
		if n > 0 {
			if p.PurchasesSeen == nil {
				p.PurchasesSeen = map[Seat]int{}
			}
			p.PurchasesSeen[Seat(seat)] = int(n)
		}
	}
	p.MenAssignedSeen = int(c.Assigned)
	for it := Item(0); it < numItems; it++ {
		if c.Bought[it] > 0 {
			if p.Bought == nil {
				p.Bought = map[string]int{}
			}
			p.Bought[it.String()] = int(c.Bought[it])
		}
	}
	p.Units = make(PositionUnits, numUnits)
	for i := range c.Units {
		u := &c.Units[i]
		st := fmt.Sprintf("status(%d)", u.Stat())
		if int(u.Stat()) < len(statusNames) {
			st = statusNames[u.Stat()]
		}
		x := PositionUnit{Kind: u.Kind().String(), Status: st, Flags: flagWords(u.Flags, unitFlagNames[:]), MovementPointsSpent: int(u.MP)}
		if u.Box != noBox {
			x.Box = b.Name(int(u.Box))
		}
		if u.Flags&uFree != 0 && int(u.Link) < len(b.darters) {
			x.Darter = b.darters[u.Link]
		} else {
			x.MindControl = unitPtr(u.Link)
		}
		p.Units[i] = x
	}
	p.Darters = make([]PositionDarter, len(b.darters))
	for d, name := range b.darters {
		x := c.Dart[d]
		p.Darters[d] = PositionDarter{Name: name, Flags: flagWords(x.Flags, darterFlagNames[:])}
		if x.Breach != 0 || x.Flags&dPlaced != 0 {
			p.Darters[d].Breach = b.Name(int(x.Breach))
		}
	}
	if c.Pend != (pending{}) {
		p.Pending = &PositionPending{Decision: c.Pend.Kind.String(), Seat: c.Pend.Seat, Eliminated: c.Pend.Elim,
			Count: int(c.Pend.Count), AmongAttackers: c.Pend.Attack}
		if c.Pend.Box != 0 || c.Pend.Kind == pendCasualty {
			p.Pending.Box = b.Name(int(c.Pend.Box))
		}
	}
	if c.Atk != (attack{}) {
		p.MeleeAttack = &PositionAttack{Forming: c.Atk.On, Target: int(c.Atk.Target), Attackers: []int{}, Boobytrap: c.Atk.Trap}
		for i := 0; i < int(c.Atk.N) && i < len(c.Atk.By); i++ {
			p.MeleeAttack.Attackers = append(p.MeleeAttack.Attackers, int(c.Atk.By[i]))
		}
	}
	p.BoobytrapAttacksDue = make([]*PositionDue, len(c.Due))
	for k, d := range c.Due {
		if d == (due{}) {
			continue
		}
		x := &PositionDue{Boobytrap: int(d.Trap), Marines: []int{}}
		for i := 0; i < 64; i++ {
			if d.Marines&(1<<i) != 0 {
				x.Marines = append(x.Marines, i)
			}
		}
		p.BoobytrapAttacksDue[k] = x
	}
	p.LaserPodTargets = make([]string, len(c.PodAim))
	for i, d := range c.PodAim {
		if d >= 0 && int(d) < len(b.darters) {
			p.LaserPodTargets[i] = b.darters[d]
		}
	}
	for i := 0; i < b.Boxes(); i++ {
		if s.blown(uint8(i)) {
			p.DestroyedBoxes = append(p.DestroyedBoxes, b.names[i])
		}
	}
	for w, def := range b.walls {
		if s.holed(w) {
			p.Holes = append(p.Holes, [2]string{b.Name(int(def.a)), b.Name(int(def.b))})
		}
	}
	if s.board != nil && s.board != standardBoard {
		p.Map = s.board.text
	}
	return p
}

// UnmarshalJSON reads a state as a [Position], strictly (unknown keys,
// wrong types and missing required members are errors naming their path),
// and checks it with [State.Validate].
func (s *State) UnmarshalJSON(data []byte) error {
	var p Position
	if err := strictDecode(data, &p, "position"); err != nil {
		return err
	}
	if !bytes.Contains(data, []byte(`"step"`)) || !bytes.Contains(data, []byte(`"units"`)) {
		var keys map[string]json.RawMessage
		if err := json.Unmarshal(data, &keys); err != nil {
			return fmt.Errorf("position: %w", err)
		}
		for _, k := range []string{"step", "units"} {
			if _, ok := keys[k]; !ok {
				return invalid("position.%s: missing (required)", k)
			}
		}
	}
	t, err := p.State()
	if err != nil {
		return err
	}
	*s = t
	return nil
}

// State builds the State p describes, deriving what p leaves out (see the
// fields' docs), and checks it with [State.Validate]: an error reads
// "hive: invalid state: ..." and names the rule or the member.
func (p Position) State() (State, error) {
	t := State{}
	if p.Map != "" {
		b, err := ParseMap(p.Map)
		if err != nil {
			return State{}, err
		}
		t.board = b
	}
	b := t.b()
	c := &t.c
	bad := func(format string, args ...any) error { return invalid(format, args...) }
	small := func(n int, what string) (uint8, error) {
		if n < 0 || n > 254 {
			return 0, bad("%s %d", what, n)
		}
		return uint8(n), nil
	}
	unitNo := func(n *int, what string) (uint8, error) {
		if n == nil {
			return NoUnit, nil
		}
		if *n < 0 || *n >= numUnits {
			return 0, bad("%s: no unit %d", what, *n)
		}
		return uint8(*n), nil
	}
	boxNo := func(name, what string) (uint8, error) {
		i, ok := b.Box(name)
		if !ok {
			return 0, bad("%s: no box %q", what, name)
		}
		return uint8(i), nil
	}
	nums := []struct {
		n    int
		to   *uint8
		what string
	}{{p.Turn, &c.Turn, "turn"}, {p.MovementAllowance, &c.Allow, "movement_allowance"}, {p.DamagedDartersToName, &c.Hits, "damaged_darters_to_name"},
		{p.NextLaserPod, &c.PodNext, "next_laser_pod"}, {p.FrozenTurn, &c.FrozenTurn, "frozen_turn"}, {p.ExecutionRollsDue, &c.ExecRolls, "execution_rolls_due"},
		{p.ExecutionNoticeTurn, &c.NoticeTurn, "execution_notice_turn"}, {p.LastExecutionTurn, &c.LastExec, "last_execution_turn"},
		{p.HostagesShot, &c.HostageShot, "hostages_shot"}, {p.MaxTurns, &c.MaxTurns, "max_turns"}}
	var err error
	for _, x := range nums {
		if *x.to, err = small(x.n, x.what); err != nil {
			return State{}, err
		}
	}
	if p.MaxTurns == 0 {
		c.MaxTurns = 30 // Config.MaxTurns's default
	}
	if i := lookupWord(p.Step, stepWords[:]); i >= 0 {
		c.Step = Step(i)
	} else {
		return State{}, bad("step %q (steps: %s)", p.Step, strings.Join(stepWords[:], ", "))
	}
	if p.Viewer != nil {
		c.Hidden, c.Viewer = true, *p.Viewer
	}
	if p.MasterQueenActivatedPhase < 0 || p.MasterQueenActivatedPhase > 65535 {
		return State{}, bad("master_queen_activated_phase %d", p.MasterQueenActivatedPhase)
	}
	c.MQPhase = uint16(p.MasterQueenActivatedPhase)
	c.Mission, c.Shown, c.ExtraAct, c.Gravity, c.LifeOff = p.Mission, p.HoldingBoxesShown, p.ExtraActivationUsed, p.GravityCut, p.LifeSupportOff
	c.ExecOK, c.Aborted, c.Hyper, c.End = p.ExecutionRollMade, p.Aborted, p.Hyperdrive, p.End
	if (len(p.PurchasesSeen) > 0 || p.MenAssignedSeen != 0) && !c.Hidden {
		return State{}, bad("purchases_seen and men_assigned_seen belong to a view")
	}
	for seat, n := range p.PurchasesSeen {
		if seat > Znon {
			return State{}, bad("purchases_seen of %v", seat)
		}
		if c.Purchases[seat], err = small(n, "purchases_seen"); err != nil {
			return State{}, err
		}
	}
	if c.Assigned, err = small(p.MenAssignedSeen, "men_assigned_seen"); err != nil {
		return State{}, err
	}
	for name, n := range p.Bought {
		i := lookupWord(name, itemNames[:])
		if i < 0 {
			return State{}, bad("bought %q", name)
		}
		if c.Bought[i], err = small(n, "bought"); err != nil {
			return State{}, err
		}
	}
	if p.ResourcePoints == nil {
		// Derived: a seat's budget less its purchases while it buys (4.4).
		spent := [2]int{}
		for it := Item(0); it < numItems; it++ {
			seat := Terran
			if it >= BuySoldier {
				seat = Znon
			}
			spent[seat] += int(c.Bought[it]) * it.Cost()
		}
		switch c.Step {
		case StepTerranBuy:
			c.RP = [2]uint8{uint8(max(0, terranPoints-spent[Terran])), znonPoints}
		case StepZnonBuy:
			c.RP[Znon] = uint8(max(0, znonPoints-spent[Znon]))
		}
	}
	for seat, n := range p.ResourcePoints {
		if seat > Znon {
			return State{}, bad("resource_points of %v", seat)
		}
		if c.RP[seat], err = small(n, "resource_points"); err != nil {
			return State{}, err
		}
	}
	switch sp := p.HyperdriveSpeeded; {
	case sp == nil && c.Hidden && c.Viewer != Znon:
		c.Speed = 255
	case sp == nil:
		c.Speed = c.Bought[BuyHyperdrive] // derived (4.8)
	case *sp == -1 && c.Hidden:
		c.Speed = 255
	case *sp >= 0 && *sp <= maxSpeed:
		c.Speed = uint8(*sp)
	default:
		return State{}, bad("hyperdrive_speeded %d (0 to %d; -1 unknown in a view)", *sp, maxSpeed)
	}
	units, err := p.Units.fill()
	if err != nil {
		return State{}, err
	}
	for i, x := range units {
		u := &c.Units[i]
		k := lookupWord(x.Kind, kindNames[:])
		st := lookupWord(x.Status, statusNames[:])
		if k < 0 || st < 0 {
			return State{}, bad("unit %d: kind %q status %q", i, x.Kind, x.Status)
		}
		u.ks = pack(Kind(k), status(st))
		if u.Flags, err = readFlags(x.Flags, unitFlagNames[:], "unit"); err != nil {
			return State{}, err
		}
		u.Box = noBox
		if x.Box != "" {
			if u.Box, err = boxNo(x.Box, fmt.Sprintf("unit %d", i)); err != nil {
				return State{}, err
			}
		}
		if u.MP, err = small(x.MovementPointsSpent, "movement_points_spent"); err != nil {
			return State{}, err
		}
		if u.Link, err = unitNo(x.MindControl, "mind_control"); err != nil {
			return State{}, err
		}
		if x.Darter != "" {
			d, ok := t.darterIndex(x.Darter)
			if !ok || x.MindControl != nil || u.Flags&uFree == 0 {
				return State{}, bad("unit %d: darter %q", i, x.Darter)
			}
			u.Link = uint8(d)
		}
	}
	if p.Darters == nil {
		// Derived: the first Darters bought are built (4.3).
		for d := range b.darters {
			p.Darters = append(p.Darters, PositionDarter{Name: b.darters[d]})
			if d < int(c.Bought[BuyDarter]) {
				p.Darters[d].Flags = []string{"built"}
			}
		}
	}
	if len(p.Darters) != len(b.darters) {
		return State{}, bad("%d darters, the map has %d", len(p.Darters), len(b.darters))
	}
	for d, x := range p.Darters {
		if x.Name != b.darters[d] {
			return State{}, bad("darter %d is %s, not %q", d, b.darters[d], x.Name)
		}
		if c.Dart[d].Flags, err = readFlags(x.Flags, darterFlagNames[:], "darter"); err != nil {
			return State{}, err
		}
		if x.Breach != "" {
			if c.Dart[d].Breach, err = boxNo(x.Breach, "breach"); err != nil {
				return State{}, err
			}
		}
	}
	c.Mover, err = unitNo(p.MovingUnit, "moving_unit")
	if err != nil {
		return State{}, err
	}
	if c.Notice, err = unitNo(p.ExecutionNotice, "execution_notice"); err != nil {
		return State{}, err
	}
	if x := p.Pending; x != nil {
		k := lookupWord(x.Decision, pendNames[:])
		if k <= 0 || x.Seat > Znon {
			return State{}, bad("pending decision %q of %v", x.Decision, x.Seat)
		}
		c.Pend = pending{Kind: pendKind(k), Seat: x.Seat, Elim: x.Eliminated, Attack: x.AmongAttackers}
		if c.Pend.Count, err = small(x.Count, "count"); err != nil {
			return State{}, err
		}
		if x.Box != "" {
			if c.Pend.Box, err = boxNo(x.Box, "pending"); err != nil {
				return State{}, err
			}
		}
	}
	if a := p.MeleeAttack; a != nil {
		if len(a.Attackers) > len(c.Atk.By) || a.Target < 0 || a.Target >= numUnits {
			return State{}, bad("melee_attack: target %d, %d attackers (at most %d)", a.Target, len(a.Attackers), len(c.Atk.By))
		}
		c.Atk = attack{On: a.Forming, Target: uint8(a.Target), N: uint8(len(a.Attackers)), Trap: a.Boobytrap}
		for i, u := range a.Attackers {
			if c.Atk.By[i], err = unitNo(&u, "attacker"); err != nil {
				return State{}, err
			}
		}
	}
	if len(p.BoobytrapAttacksDue) > len(c.Due) {
		return State{}, bad("%d boobytrap_attacks_due, at most %d", len(p.BoobytrapAttacksDue), len(c.Due))
	}
	for k, x := range p.BoobytrapAttacksDue {
		if x == nil {
			continue
		}
		tr := x.Boobytrap
		if c.Due[k].Trap, err = unitNo(&tr, "boobytrap"); err != nil {
			return State{}, err
		}
		for _, m := range x.Marines {
			if m < 0 || m >= 64 {
				return State{}, bad("boobytrap attack on unit %d", m)
			}
			c.Due[k].Marines |= 1 << m
		}
	}
	if len(p.LaserPodTargets) > len(c.PodAim) {
		return State{}, bad("%d laser_pod_targets, at most %d", len(p.LaserPodTargets), len(c.PodAim))
	}
	for i := range c.PodAim {
		c.PodAim[i] = -1
	}
	for i, name := range p.LaserPodTargets {
		if name != "" {
			d, ok := t.darterIndex(name)
			if !ok {
				return State{}, bad("laser pod aimed at %q", name)
			}
			c.PodAim[i] = int8(d)
		}
	}
	for _, name := range p.DestroyedBoxes {
		i, ok := b.index[name]
		if !ok {
			return State{}, bad("destroyed box %q", name)
		}
		c.setBlown(i)
	}
	for _, h := range p.Holes {
		x, okx := b.index[h[0]]
		y, oky := b.index[h[1]]
		w := -1
		if okx && oky {
			w = b.wallBetween(x, y)
		}
		if w < 0 {
			return State{}, bad("no wall between %q and %q to hole", h[0], h[1])
		}
		c.Holes[w/64] |= 1 << (uint(w) % 64)
	}
	t.c.reindex()
	if err := t.deriveTallies(p); err != nil {
		return State{}, err
	}
	if c.Mover != NoUnit && p.MovementAllowance == 0 && int(c.Mover) < numUnits {
		// Derived: the moving unit's allowance now (9.0).
		y := t
		y.c.Mover = NoUnit
		c.Allow = uint8(y.allowance(int(c.Mover)))
	}
	if err := t.Validate(); err != nil {
		return State{}, err
	}
	return t, nil
}

// deriveTallies sets the tallies of 22.0 that p gives or, left out,
// derives: the Queens killed from the dead Queen counters, the starting
// force from the men alive and lost.
func (t *State) deriveTallies(p Position) error {
	c := &t.c
	alive, queens := 0, 0
	for i := range c.Units {
		u := &c.Units[i]
		switch {
		case i < firstZnon && (u.Stat() == stBought || u.Stat() == stInPlay || u.Stat() == stEvacuated):
			alive += u.Kind().men()
		case i >= firstZnon && u.Stat() == stDead && u.Kind().QueenLike():
			queens++
		}
	}
	get := func(n *int, def int, what string) (uint8, error) {
		v := def
		if n != nil {
			v = *n
		}
		if v < 0 || v > 254 {
			return 0, invalid("%s %d", what, v)
		}
		return uint8(v), nil
	}
	var err error
	if c.QueensKilled, err = get(p.QueensKilled, queens, "queens_killed"); err != nil {
		return err
	}
	lost := 0
	if p.StartingMen != nil {
		lost = max(0, *p.StartingMen-alive)
	}
	if c.MenLost, err = get(p.MenLost, lost, "men_lost"); err != nil {
		return err
	}
	c.StartMen, err = get(p.StartingMen, alive+int(c.MenLost), "starting_men")
	return err
}

// word is the step's name in the position format.
func (s Step) word() string {
	if s < numSteps {
		return stepWords[s]
	}
	return fmt.Sprintf("step(%d)", uint8(s))
}
