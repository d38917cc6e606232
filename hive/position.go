package hive

import (
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
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

type posUnit struct {
	Kind        string   `json:"kind"`
	Status      string   `json:"status"`
	Box         string   `json:"box,omitempty"`
	Flags       []string `json:"flags,omitempty"`
	MindControl *int     `json:"mind_control,omitempty"` // the partner of a Mind Control (7.4)
	Darter      string   `json:"darter,omitempty"`       // the Darter of a free Engineer (4.3)
	MP          int      `json:"movement_points_spent,omitempty"`
}

type posDarter struct {
	Name   string   `json:"name"`
	Flags  []string `json:"flags,omitempty"`
	Breach string   `json:"breach,omitempty"`
}

type posPending struct {
	Decision   string `json:"decision"`
	Seat       Seat   `json:"seat"`
	Eliminated bool   `json:"eliminated,omitempty"`
	Count      int    `json:"count,omitempty"`
	Box        string `json:"box,omitempty"`
	Attackers  bool   `json:"among_attackers,omitempty"`
}

type posAttack struct {
	Forming   bool  `json:"forming"`
	Target    int   `json:"target"`
	Attackers []int `json:"attackers"`
	Boobytrap bool  `json:"boobytrap,omitempty"`
}

type posDue struct {
	Boobytrap int   `json:"boobytrap"`
	Marines   []int `json:"marines"`
}

type position struct {
	Turn           int             `json:"turn"`
	Step           string          `json:"step"`
	Viewer         *Seat           `json:"viewer,omitempty"`
	ResourcePoints map[Seat]int    `json:"resource_points"`
	Bought         map[string]int  `json:"bought,omitempty"`
	Mission        Mission         `json:"mission"`
	Shown          bool            `json:"holding_boxes_shown,omitempty"`
	PurchasesSeen  map[Seat]int    `json:"purchases_seen,omitempty"`    // a view: "buy unknown" seen (4.0)
	AssignedSeen   int             `json:"men_assigned_seen,omitempty"` // a view: "assign ?" seen (5.2)
	Units          posUnits        `json:"units"`
	Darters        []posDarter     `json:"darters"`
	Moving         *int            `json:"moving_unit,omitempty"`
	Allowance      int             `json:"movement_allowance,omitempty"`
	Pending        *posPending     `json:"pending,omitempty"`
	Attack         posAttack       `json:"melee_attack"`
	TrapsDue       []*posDue       `json:"boobytrap_attacks_due"`
	HitsToName     int             `json:"damaged_darters_to_name,omitempty"`
	ExtraActivated bool            `json:"extra_activation_used,omitempty"`
	MQPhase        int             `json:"master_queen_activated_phase,omitempty"`
	PodNext        int             `json:"next_laser_pod,omitempty"`
	PodAim         []string        `json:"laser_pod_targets"`
	Destroyed      []string        `json:"destroyed_boxes,omitempty"`
	Holes          [][2]string     `json:"holes,omitempty"`
	GravityCut     bool            `json:"gravity_cut,omitempty"`
	FrozenTurn     int             `json:"frozen_turn,omitempty"`
	LifeSupportOff bool            `json:"life_support_off,omitempty"`
	Speeded        int             `json:"hyperdrive_speeded"` // -1: unknown (a Terran view)
	ExecOK         bool            `json:"execution_roll_made,omitempty"`
	ExecRolls      int             `json:"execution_rolls_due,omitempty"`
	Notice         *int            `json:"execution_notice,omitempty"`
	NoticeTurn     int             `json:"execution_notice_turn,omitempty"`
	LastExec       int             `json:"last_execution_turn,omitempty"`
	StartMen       int             `json:"starting_men"`
	MenLost        int             `json:"men_lost"`
	QueensKilled   int             `json:"queens_killed"`
	HostageShot    int             `json:"hostages_shot,omitempty"`
	Aborted        bool            `json:"aborted,omitempty"`
	Hyperdrive     bool            `json:"hyperdrive,omitempty"`
	End            string          `json:"end,omitempty"`
	MaxTurns       int             `json:"max_turns"`
	Map            string          `json:"map,omitempty"`
	Extra          json.RawMessage `json:"-"`
}

// posUnits is the list of every counter by number; it is read also as an
// object keyed by unit number ({"10": {...}, "40": {...}}) that lists only
// some counters: the others are unused, the Znon ones of the kinds the
// countermix still lacks (4.2), in the order of the counter key.
type posUnits []posUnit

func (u *posUnits) UnmarshalJSON(data []byte) error {
	if string(data) == "null" {
		return invalid("units: null")
	}
	var list []*posUnit
	if err := json.Unmarshal(data, &list); err == nil {
		if len(list) > numUnits {
			return invalid("%d units, at most %d (one per counter)", len(list), numUnits)
		}
		*u = make(posUnits, numUnits)
		for i, x := range list {
			if x != nil {
				if x.Kind == "" {
					return invalid("unit %d has no kind", i)
				}
				(*u)[i] = *x
			}
		}
		return nil
	}
	var byNumber map[string]*posUnit
	if err := json.Unmarshal(data, &byNumber); err != nil {
		return fmt.Errorf("hive: units: a list of every counter or an object keyed by unit number: %w", err)
	}
	*u = make(posUnits, numUnits)
	for k, x := range byNumber {
		i, err := strconv.Atoi(k)
		if err != nil || i < 0 || i >= numUnits || strconv.Itoa(i) != k {
			return invalid("units: no unit %q (0 to %d)", k, numUnits-1)
		}
		if x != nil {
			if x.Kind == "" {
				return invalid("unit %d has no kind", i)
			}
			(*u)[i] = *x
		}
	}
	return nil
}

// fill completes the counters not given (Kind "").
func (u posUnits) fill() (posUnits, error) {
	if len(u) != numUnits {
		return nil, invalid("%d units, want %d (one per counter)", len(u), numUnits)
	}
	out := slices.Clone(u)
	var left [numKinds]int
	for _, k := range znonMix() {
		left[k]++
	}
	for i := firstZnon; i < numUnits; i++ {
		if k := lookupWord(out[i].Kind, kindNames[:]); k >= 0 && left[k] > 0 {
			left[k]--
		}
	}
	k := Kind(0)
	for i := range out {
		if out[i].Kind != "" {
			continue
		}
		out[i] = posUnit{Kind: Unknown.String(), Status: statusNames[stUnused]}
		if i >= firstZnon {
			for k < numKinds && left[k] == 0 {
				k++
			}
			if k < numKinds {
				out[i].Kind = k.String()
				left[k]--
			}
		}
	}
	return out, nil
}

func unitPtr(u uint8) *int {
	if u == NoUnit {
		return nil
	}
	n := int(u)
	return &n
}

// MarshalJSON writes the state in the position format (doc.go,
// "Positions"); a map other than the standard one is written with it.
func (s State) MarshalJSON() ([]byte, error) {
	c := &s.c
	b := s.b()
	p := position{Turn: int(c.Turn), Step: c.Step.word(), Mission: c.Mission, Shown: c.Shown,
		ResourcePoints: map[Seat]int{Terran: int(c.RP[Terran]), Znon: int(c.RP[Znon])},
		Moving:         unitPtr(c.Mover), Allowance: int(c.Allow), HitsToName: int(c.Hits), ExtraActivated: c.ExtraAct,
		MQPhase: int(c.MQPhase), PodNext: int(c.PodNext), GravityCut: c.Gravity, FrozenTurn: int(c.FrozenTurn),
		LifeSupportOff: c.LifeOff, Speeded: int(c.Speed), ExecOK: c.ExecOK, ExecRolls: int(c.ExecRolls),
		Notice: unitPtr(c.Notice), NoticeTurn: int(c.NoticeTurn), LastExec: int(c.LastExec), StartMen: int(c.StartMen),
		MenLost: int(c.MenLost), QueensKilled: int(c.QueensKilled), HostageShot: int(c.HostageShot), Aborted: c.Aborted,
		Hyperdrive: c.Hyper, End: c.End, MaxTurns: int(c.MaxTurns)}
	if c.Hidden {
		v := c.Viewer
		p.Viewer = &v
	}
	if c.Speed == 255 {
		p.Speeded = -1
	}
	for seat, n := range c.Purchases {
		if n > 0 {
			if p.PurchasesSeen == nil {
				p.PurchasesSeen = map[Seat]int{}
			}
			p.PurchasesSeen[Seat(seat)] = int(n)
		}
	}
	p.AssignedSeen = int(c.Assigned)
	for it := Item(0); it < numItems; it++ {
		if c.Bought[it] > 0 {
			if p.Bought == nil {
				p.Bought = map[string]int{}
			}
			p.Bought[it.String()] = int(c.Bought[it])
		}
	}
	p.Units = make(posUnits, numUnits)
	for i := range c.Units {
		u := &c.Units[i]
		if int(u.Stat()) >= len(statusNames) {
			return nil, fmt.Errorf("hive: unit %d has status %d", i, u.Stat())
		}
		x := posUnit{Kind: u.Kind().String(), Status: statusNames[u.Stat()], Flags: flagWords(u.Flags, unitFlagNames[:]), MP: int(u.MP)}
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
	p.Darters = make([]posDarter, len(b.darters))
	for d, name := range b.darters {
		x := c.Dart[d]
		p.Darters[d] = posDarter{Name: name, Flags: flagWords(x.Flags, darterFlagNames[:])}
		if x.Breach != 0 || x.Flags&dPlaced != 0 {
			p.Darters[d].Breach = b.Name(int(x.Breach))
		}
	}
	if c.Pend != (pending{}) {
		p.Pending = &posPending{Decision: c.Pend.Kind.String(), Seat: c.Pend.Seat, Eliminated: c.Pend.Elim,
			Count: int(c.Pend.Count), Attackers: c.Pend.Attack}
		if c.Pend.Box != 0 || c.Pend.Kind == pendCasualty {
			p.Pending.Box = b.Name(int(c.Pend.Box))
		}
	}
	p.Attack = posAttack{Forming: c.Atk.On, Target: int(c.Atk.Target), Attackers: []int{}, Boobytrap: c.Atk.Trap}
	for i := 0; i < int(c.Atk.N) && i < len(c.Atk.By); i++ {
		p.Attack.Attackers = append(p.Attack.Attackers, int(c.Atk.By[i]))
	}
	p.TrapsDue = make([]*posDue, len(c.Due))
	for k, d := range c.Due {
		if d == (due{}) {
			continue
		}
		x := &posDue{Boobytrap: int(d.Trap), Marines: []int{}}
		for i := 0; i < 64; i++ {
			if d.Marines&(1<<i) != 0 {
				x.Marines = append(x.Marines, i)
			}
		}
		p.TrapsDue[k] = x
	}
	p.PodAim = make([]string, len(c.PodAim))
	for i, d := range c.PodAim {
		if d >= 0 && int(d) < len(b.darters) {
			p.PodAim[i] = b.darters[d]
		}
	}
	for i := 0; i < b.Boxes(); i++ {
		if s.blown(uint8(i)) {
			p.Destroyed = append(p.Destroyed, b.names[i])
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
	return json.Marshal(p)
}

// UnmarshalJSON reads a state in the position format and checks it with
// [State.Validate].
func (s *State) UnmarshalJSON(data []byte) error {
	var p position
	p.Speeded = -2 // absent: an error below
	if err := json.Unmarshal(data, &p); err != nil {
		return err
	}
	t := State{}
	if p.Map != "" {
		b, err := ParseMap(p.Map)
		if err != nil {
			return err
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
	var err error
	nums := []struct {
		n    int
		to   *uint8
		what string
	}{{p.Turn, &c.Turn, "turn"}, {p.Allowance, &c.Allow, "movement_allowance"}, {p.HitsToName, &c.Hits, "damaged_darters_to_name"},
		{p.PodNext, &c.PodNext, "next_laser_pod"}, {p.FrozenTurn, &c.FrozenTurn, "frozen_turn"}, {p.ExecRolls, &c.ExecRolls, "execution_rolls_due"},
		{p.NoticeTurn, &c.NoticeTurn, "execution_notice_turn"}, {p.LastExec, &c.LastExec, "last_execution_turn"},
		{p.StartMen, &c.StartMen, "starting_men"}, {p.MenLost, &c.MenLost, "men_lost"}, {p.QueensKilled, &c.QueensKilled, "queens_killed"},
		{p.HostageShot, &c.HostageShot, "hostages_shot"}, {p.MaxTurns, &c.MaxTurns, "max_turns"}}
	for _, x := range nums {
		if *x.to, err = small(x.n, x.what); err != nil {
			return err
		}
	}
	if i := lookupWord(p.Step, stepWords[:]); i >= 0 {
		c.Step = Step(i)
	} else {
		return bad("step %q (steps: %s)", p.Step, strings.Join(stepWords[:], ", "))
	}
	if p.Viewer != nil {
		c.Hidden, c.Viewer = true, *p.Viewer
	}
	if p.MQPhase < 0 || p.MQPhase > 65535 {
		return bad("master_queen_activated_phase %d", p.MQPhase)
	}
	c.MQPhase = uint16(p.MQPhase)
	switch {
	case p.Speeded == -1 && c.Hidden:
		c.Speed = 255
	case p.Speeded >= 0 && p.Speeded <= maxSpeed:
		c.Speed = uint8(p.Speeded)
	default:
		return bad("hyperdrive_speeded %d (0 to %d; -1 unknown in a view)", p.Speeded, maxSpeed)
	}
	c.Mission, c.Shown, c.ExtraAct, c.Gravity, c.LifeOff = p.Mission, p.Shown, p.ExtraActivated, p.GravityCut, p.LifeSupportOff
	c.ExecOK, c.Aborted, c.Hyper, c.End = p.ExecOK, p.Aborted, p.Hyperdrive, p.End
	if (len(p.PurchasesSeen) > 0 || p.AssignedSeen != 0) && !c.Hidden {
		return bad("purchases_seen and men_assigned_seen belong to a view")
	}
	for seat, n := range p.PurchasesSeen {
		if seat > Znon {
			return bad("purchases_seen of %v", seat)
		}
		if c.Purchases[seat], err = small(n, "purchases_seen"); err != nil {
			return err
		}
	}
	if c.Assigned, err = small(p.AssignedSeen, "men_assigned_seen"); err != nil {
		return err
	}
	for seat, n := range p.ResourcePoints {
		if seat > Znon {
			return bad("resource_points of %v", seat)
		}
		if c.RP[seat], err = small(n, "resource_points"); err != nil {
			return err
		}
	}
	for name, n := range p.Bought {
		i := lookupWord(name, itemNames[:])
		if i < 0 {
			return bad("bought %q", name)
		}
		if c.Bought[i], err = small(n, "bought"); err != nil {
			return err
		}
	}
	units, err := p.Units.fill()
	if err != nil {
		return err
	}
	for i, x := range units {
		u := &c.Units[i]
		k := lookupWord(x.Kind, kindNames[:])
		st := lookupWord(x.Status, statusNames[:])
		if k < 0 || st < 0 {
			return bad("unit %d: kind %q status %q", i, x.Kind, x.Status)
		}
		u.ks = pack(Kind(k), status(st))
		if u.Flags, err = readFlags(x.Flags, unitFlagNames[:], "unit"); err != nil {
			return err
		}
		u.Box = noBox
		if x.Box != "" {
			if u.Box, err = boxNo(x.Box, fmt.Sprintf("unit %d", i)); err != nil {
				return err
			}
		}
		if u.MP, err = small(x.MP, "movement_points_spent"); err != nil {
			return err
		}
		if u.Link, err = unitNo(x.MindControl, "mind_control"); err != nil {
			return err
		}
		if x.Darter != "" {
			d, ok := t.darterIndex(x.Darter)
			if !ok || x.MindControl != nil || u.Flags&uFree == 0 {
				return bad("unit %d: darter %q", i, x.Darter)
			}
			u.Link = uint8(d)
		}
	}
	if len(p.Darters) != len(b.darters) {
		return bad("%d darters, the map has %d", len(p.Darters), len(b.darters))
	}
	for d, x := range p.Darters {
		if x.Name != b.darters[d] {
			return bad("darter %d is %s, not %q", d, b.darters[d], x.Name)
		}
		if c.Dart[d].Flags, err = readFlags(x.Flags, darterFlagNames[:], "darter"); err != nil {
			return err
		}
		if x.Breach != "" {
			if c.Dart[d].Breach, err = boxNo(x.Breach, "breach"); err != nil {
				return err
			}
		}
	}
	c.Mover, err = unitNo(p.Moving, "moving_unit")
	if err != nil {
		return err
	}
	if c.Notice, err = unitNo(p.Notice, "execution_notice"); err != nil {
		return err
	}
	if x := p.Pending; x != nil {
		k := lookupWord(x.Decision, pendNames[:])
		if k <= 0 || x.Seat > Znon {
			return bad("pending decision %q of %v", x.Decision, x.Seat)
		}
		c.Pend = pending{Kind: pendKind(k), Seat: x.Seat, Elim: x.Eliminated, Attack: x.Attackers}
		if c.Pend.Count, err = small(x.Count, "count"); err != nil {
			return err
		}
		if x.Box != "" {
			if c.Pend.Box, err = boxNo(x.Box, "pending"); err != nil {
				return err
			}
		}
	}
	a := p.Attack
	if len(a.Attackers) > len(c.Atk.By) || a.Target < 0 || a.Target >= numUnits {
		return bad("melee_attack")
	}
	c.Atk = attack{On: a.Forming, Target: uint8(a.Target), N: uint8(len(a.Attackers)), Trap: a.Boobytrap}
	for i, u := range a.Attackers {
		if c.Atk.By[i], err = unitNo(&u, "attacker"); err != nil {
			return err
		}
	}
	if len(p.TrapsDue) != len(c.Due) {
		return bad("%d boobytrap_attacks_due, want %d", len(p.TrapsDue), len(c.Due))
	}
	for k, x := range p.TrapsDue {
		if x == nil {
			continue
		}
		tr := x.Boobytrap
		if c.Due[k].Trap, err = unitNo(&tr, "boobytrap"); err != nil {
			return err
		}
		for _, m := range x.Marines {
			if m < 0 || m >= 64 {
				return bad("boobytrap attack on unit %d", m)
			}
			c.Due[k].Marines |= 1 << m
		}
	}
	if len(p.PodAim) != len(c.PodAim) {
		return bad("%d laser_pod_targets, want %d", len(p.PodAim), len(c.PodAim))
	}
	for i, name := range p.PodAim {
		c.PodAim[i] = -1
		if name != "" {
			d, ok := t.darterIndex(name)
			if !ok {
				return bad("laser pod aimed at %q", name)
			}
			c.PodAim[i] = int8(d)
		}
	}
	for _, name := range p.Destroyed {
		i, ok := b.index[name]
		if !ok {
			return bad("destroyed box %q", name)
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
			return bad("no wall between %q and %q to hole", h[0], h[1])
		}
		c.Holes[w/64] |= 1 << (uint(w) % 64)
	}
	t.c.reindex()
	if err := t.Validate(); err != nil {
		return err
	}
	*s = t
	return nil
}

// word is the step's name in the position format.
func (s Step) word() string {
	if s < numSteps {
		return stepWords[s]
	}
	return fmt.Sprintf("step(%d)", uint8(s))
}
