package spyordie

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/incursion/incursion/internal/notation"
)

// The conversions between a State and its Position, and the position's
// strict JSON (position.go documents the format).

var (
	phaseNames    = []string{"boss", "starter", "sentry", "camera", "passage", "agent", "talent", "item", "start", "order", "intruders", "spawn", "minions", "over"}
	minionStates  = []string{"off board", "standing", "prone", "worn"}
	decisionNames = []string{"", "chance or time", "take", "reaction", "failed reaction", "fight back", "smg", "sacrifice", "imprison", "free step", "free hide", "conceal", "disguise", "place", "tea break"}
	alertNames    = []string{"green", "amber", "red"}
)

func figName(f Fig) string {
	if !f.Valid() {
		return ""
	}
	return f.String()
}

// sqText is a square as x,y; nil for -1 (none).
func (b *board) sqText(q int16) *string {
	if q < 0 || int(q) >= len(b.room) {
		return nil
	}
	t := ps(b.pt(q))
	return &t
}

func (b *board) sqParse(t *string) (int16, error) {
	if t == nil {
		return -1, nil
	}
	p, ok := readPoint(*t)
	if !ok || p.X >= b.w || p.Y >= b.h {
		return 0, fmt.Errorf("spyordie: %q is not a square x,y of the Base", *t)
	}
	return b.idx(p), nil
}

// locText writes a marker's location: x,y, "I1".."I3" when carried,
// "supply" (or "lost" for Intelligence) when in neither.
func (b *board) locText(q int16, none string) string {
	switch {
	case q >= 0:
		return *b.sqText(q)
	case q == locNone:
		return none
	}
	return Fig(locCarried - q).String()
}

func (b *board) locParse(t, none string) (int16, error) {
	if t == none {
		return locNone, nil
	}
	if f, ok := lookupFig(t); ok && f.Intruder() {
		return carriedBy(int(f)), nil
	}
	return b.sqParse(&t)
}

func word(what, t string, names []string) (int, error) {
	if i := notation.Lookup(t, names); i >= 0 {
		return i, nil
	}
	return 0, fmt.Errorf("spyordie: %s %q is not one of %s", what, t, strings.Join(names, ", "))
}

func optFig(what, t string) (Fig, error) {
	if t == "" {
		return NoFig, nil
	}
	if f, ok := lookupFig(t); ok {
		return f, nil
	}
	return NoFig, fmt.Errorf("spyordie: %s %q is not a figure", what, t)
}

// slots writes a fixed array of squares: null for an empty slot, trailing
// empty slots left out.
func slots[T any](n int, get func(i int) *T) []*T {
	out := make([]*T, n)
	last := 0
	for i := range out {
		out[i] = get(i)
		if out[i] != nil {
			last = i + 1
		}
	}
	return out[:last]
}

func ids(a [3]int8) []*int {
	return slots(3, func(i int) *int {
		if a[i] < 0 {
			return nil
		}
		v := int(a[i])
		return &v
	})
}

func unids(what string, l []*int, lim int) ([3]int8, error) {
	out := [3]int8{-1, -1, -1}
	if len(l) > 3 {
		return out, fmt.Errorf("spyordie: more than 3 %s", what)
	}
	for i, v := range l {
		if v == nil {
			continue
		}
		if *v < 0 || *v >= lim {
			return out, fmt.Errorf("spyordie: no %s marker %d", what, *v)
		}
		out[i] = int8(*v)
	}
	return out, nil
}

// MarshalJSON writes the state as its [Position].
func (s State) MarshalJSON() ([]byte, error) {
	if s.bid == 0 {
		return nil, errors.New("spyordie: state has no board (use New)")
	}
	return json.Marshal(s.Position())
}

// Position writes the state as a [Position] (the zero Position for a State
// that was not built by New or decoded).
func (s State) Position() Position {
	if s.bid == 0 {
		return Position{}
	}
	b := s.bd()
	j := Position{Intruders: int(s.n), Step: int(s.sub), Round: int(s.round), Timer: int(s.timer),
		Alarms: int(s.alarms), PowerCut: s.power, DoomsdayRevealed: int(s.doomN), Actor: figName(s.actor),
		CheckKillZone: s.chk, EntranceBreached: s.entered, LockedDoors: []int{}, Order: []string{}, Pending: []PositionDecision{}}
	if b.text != DefaultMap {
		j.Map = b.text
	}
	if s.intel != DefaultIntel {
		for _, f := range s.intel {
			t := f.String()
			if f == (Intel{Unknown, Unknown}) {
				t = "?" // face down, in a view
			}
			j.IntelligenceFaces = append(j.IntelligenceFaces, t)
		}
	}
	j.Phase = phaseNames[min(int(s.phase), len(phaseNames)-1)]
	j.MinionType = s.group.String()
	j.Alert = alertNames[min(int(s.alert), 2)]
	for d := 0; d < 16; d++ {
		if s.locked&(1<<d) != 0 {
			j.LockedDoors = append(j.LockedDoors, d)
		}
	}
	for _, k := range s.order[:s.n] {
		j.Order = append(j.Order, Fig(k).String())
	}
	for k := 0; k < int(s.n); k++ {
		in := s.intr[k]
		j.Agents = append(j.Agents, PositionAgent{Agent: in.Agent.String(), Talent: in.Talent.String(), Status: in.Status.String(),
			Square: b.sqText(in.Sq), Hidden: in.Hidden, Disguise: figName(in.Disguise), Stun: in.Stun, Wound: in.Wound,
			Items: ids(in.Items), Intelligence: ids(in.Intel), ActionsTaken: int(in.Acts), ActionsAllowed: int(in.Allowed),
			TurnOver: in.Done, UsedPassage: in.Passage, StartedInKillZone: in.StartKZ})
	}
	for i, m := range s.mins {
		if m == (minion{Sq: -1}) {
			continue // off the board, as at the start: left out
		}
		mj := PositionMinion{Figure: (B + Fig(i)).String(), State: minionStates[min(int(m.State), 3)], Square: b.sqText(m.Sq), Actions: int(m.Acts), Hit: m.Hit}
		j.Minions = append(j.Minions, mj)
	}
	j.Bodies = slots(len(s.bodies), func(i int) *string { return b.sqText(s.bodies[i]) })
	j.Cameras = slots(len(s.cams), func(i int) *string { return b.sqText(s.cams[i]) })
	j.Traps = slots(len(s.traps), func(i int) *PositionTrap {
		if q := b.sqText(s.traps[i].Sq); q != nil {
			return &PositionTrap{*q, s.traps[i].Armed}
		}
		return nil
	})
	j.SecretPassages = slots(len(s.passages), func(i int) *string { return b.sqText(s.passages[i]) })
	for i, m := range s.intels {
		j.Intelligence = append(j.Intelligence, PositionIntel{At: b.locText(m.Loc, "lost"), FaceUp: m.Up})
		_ = i
	}
	for _, q := range s.items {
		j.Items = append(j.Items, b.locText(q, "supply"))
	}
	for _, p := range s.doom {
		if p == Unknown {
			j.Doomsday = append(j.Doomsday, nil)
			continue
		}
		v := int(p)
		j.Doomsday = append(j.Doomsday, &v)
	}
	if s.mv.On {
		j.Move = &PositionMove{Figure: figName(s.mv.Who), SquaresLeft: int(s.mv.Left), Free: s.mv.Free}
	}
	for f := Fig(0); f < nFigs; f++ {
		if s.kz&(1<<uint(f)) != 0 {
			j.InKillZonesOf = append(j.InKillZonesOf, f.String())
		}
	}
	for _, f := range s.pend[:s.np] {
		d := PositionDecision{Decision: decisionNames[min(int(f.Kind), len(decisionNames)-1)], Figure: figName(f.Who),
			A: int(f.A), B: int(f.B)}
		if f.Op != 0 {
			d.Operation = opNames[min(int(f.Op), len(opNames)-1)]
		}
		if f.Dice != [3]uint8{} {
			d.Dice = Faces{int(f.Dice[0]), int(f.Dice[1]), int(f.Dice[2])}
		}
		j.Pending = append(j.Pending, d)
	}
	j.Verdict = s.result.String()
	if p, ok := s.Viewer(); ok {
		j.Viewer = p.String()
	}
	for i, name := range optionNames {
		if s.opts&(1<<i) != 0 {
			j.Options = append(j.Options, name)
		}
	}
	return j
}

// UnmarshalJSON reads a [Position] written by MarshalJSON or by hand,
// strictly (an unknown key, a wrong type or a missing required member is an
// error naming its path), and rejects one that fails [State.Validate].
func (s *State) UnmarshalJSON(data []byte) error {
	j, err := DecodePosition(data)
	if err != nil {
		return err
	}
	t, err := j.State()
	if err != nil {
		return err
	}
	*s = t
	return nil
}

// State builds the state p describes, with the optional members it leaves
// out defaulted or derived as [Position] documents, and validates it: an
// error names the member at fault or the rule of [ValidationRules] the
// state breaks.
func (p Position) State() (State, error) {
	s, err := p.state()
	if err != nil {
		return State{}, err
	}
	if err := s.Validate(); err != nil {
		return State{}, err
	}
	return s, nil
}

func (j Position) state() (State, error) {
	bid, b, err := loadBoard(j.Map)
	if err != nil {
		return State{}, err
	}
	if j.Intruders == 0 {
		j.Intruders = len(j.Agents) // derived
	}
	if j.Intruders < 1 || j.Intruders > 3 {
		return State{}, fmt.Errorf("spyordie: %d Intruders: the game is for 1 to 3", j.Intruders)
	}
	n := j.Intruders
	s := State{bid: bid, n: uint8(n), intel: DefaultIntel, order: [3]int8{0, 1, 2}}
	fail := func(err error) (State, error) { return State{}, err }
	if j.IntelligenceFaces != nil {
		if len(j.IntelligenceFaces) != 9 {
			return fail(errors.New("spyordie: want 9 intelligence_faces"))
		}
		for i, t := range j.IntelligenceFaces {
			if t == "?" {
				s.intel[i] = Intel{Unknown, Unknown}
				continue
			}
			c, nat, ok := strings.Cut(t, "/")
			ci := notation.Lookup(c, []string{"yellow", "red", "blue"})
			ni := notation.Lookup(nat, []string{"UK", "US", "USSR"})
			if !ok || ci < 0 || ni < 0 {
				return fail(fmt.Errorf("spyordie: Intelligence face %q is not colour/nation", t))
			}
			s.intel[i] = Intel{Colour(ci), Nation(ni)}
		}
	}
	ph, err := word("phase", j.Phase, phaseNames)
	if err != nil {
		return fail(err)
	}
	s.phase = uint8(ph)
	if j.Step < 0 || j.Step > 255 || j.Round < 0 || j.Round > 1000 || j.Timer < 0 || j.Timer > 60 || j.Alarms < 0 || j.Alarms > 15 ||
		j.DoomsdayRevealed < 0 || j.DoomsdayRevealed > 6 {
		return fail(errors.New("spyordie: step, round, timer, alarms or doomsday_revealed out of range"))
	}
	s.sub, s.round, s.timer, s.alarms, s.doomN = uint8(j.Step), uint16(j.Round), int8(j.Timer), uint8(j.Alarms), uint8(j.DoomsdayRevealed)
	if j.MinionType == "" {
		j.MinionType = "boss"
	}
	g, err := word("minion_type", j.MinionType, kindNames[:4])
	if err != nil {
		return fail(err)
	}
	s.group = Kind(g)
	a, err := word("alert", j.Alert, alertNames)
	if err != nil {
		return fail(err)
	}
	s.alert = Alert(a)
	s.power, s.chk, s.entered = j.PowerCut, j.CheckKillZone, j.EntranceBreached
	for _, d := range j.LockedDoors {
		if d < 0 || d >= len(b.doors) {
			return fail(fmt.Errorf("spyordie: no Door %d", d))
		}
		s.locked |= 1 << d
	}
	if len(j.Order) == 0 {
		for k := range n {
			j.Order = append(j.Order, Fig(k).String())
		}
	}
	if len(j.Order) != n {
		return fail(errors.New("spyordie: the order names every Intruder once"))
	}
	for i, t := range j.Order {
		f, ok := lookupFig(t)
		if !ok || !f.Intruder() {
			return fail(fmt.Errorf("spyordie: %q in the order is not an Intruder", t))
		}
		s.order[i] = int8(f)
	}
	if len(j.Agents) != n {
		return fail(fmt.Errorf("spyordie: want %d agents, one per Intruder", n))
	}
	for k := range s.intr {
		s.intr[k] = intruder{Sq: -1, Disguise: NoFig, Items: [3]int8{-1, -1, -1}, Intel: [3]int8{-1, -1, -1}}
	}
	for k, aj := range j.Agents {
		in := &s.intr[k]
		ag, err1 := word("agent", aj.Agent, agentNames[:])
		ta, err2 := word("talent", aj.Talent, talentNames[:])
		st, err3 := word("status", aj.Status, statusNames[:])
		sq, err4 := b.sqParse(aj.Square)
		dg, err5 := optFig("disguise", aj.Disguise)
		items, err6 := unids("Item", aj.Items, nItems)
		intel, err7 := unids("Intelligence", aj.Intelligence, 9)
		if err := errors.Join(err1, err2, err3, err4, err5, err6, err7); err != nil {
			return fail(fmt.Errorf("agent I%d: %w", k+1, err))
		}
		if aj.ActionsTaken < 0 || aj.ActionsTaken > 3 || aj.ActionsAllowed < 0 || aj.ActionsAllowed > 2 {
			return fail(fmt.Errorf("spyordie: agent I%d: actions out of range", k+1))
		}
		*in = intruder{Agent: AgentID(ag), Talent: Talent(ta), Status: Status(st), Sq: sq, Hidden: aj.Hidden, Disguise: dg,
			Stun: aj.Stun, Wound: aj.Wound, Items: items, Intel: intel, Acts: uint8(aj.ActionsTaken),
			Allowed: uint8(aj.ActionsAllowed), Done: aj.TurnOver, Passage: aj.UsedPassage, StartKZ: aj.StartedInKillZone}
	}
	for i := range s.mins {
		s.mins[i] = minion{Sq: -1}
	}
	listed := map[Fig]bool{}
	for _, mj := range j.Minions {
		f, ok := lookupFig(mj.Figure)
		if !ok || f.Intruder() || listed[f] {
			return fail(fmt.Errorf("spyordie: minion %q is not a Minion figure listed once", mj.Figure))
		}
		listed[f] = true
		i := int(f - B)
		st, err1 := word("minion state", mj.State, minionStates)
		sq, err2 := b.sqParse(mj.Square)
		if err := errors.Join(err1, err2); err != nil {
			return fail(err)
		}
		if mj.Actions < 0 || mj.Actions > 2 {
			return fail(fmt.Errorf("spyordie: %s took %d actions", mj.Figure, mj.Actions))
		}
		s.mins[i] = minion{State: uint8(st), Sq: sq, Acts: uint8(mj.Actions), Hit: mj.Hit}
	}
	for k := range n {
		// Derived: a worn figure left without a square is on the
		// Imposter's (its "square" may be left out).
		if d := s.intr[k].Disguise; d.Valid() && !d.Intruder() && s.mins[d-B].State == worn && s.mins[d-B].Sq < 0 {
			s.mins[d-B].Sq = s.intr[k].Sq
		}
	}
	squares := func(what string, l []*string, out []int16) error {
		if len(l) > len(out) {
			return fmt.Errorf("spyordie: more than %d %s", len(out), what)
		}
		for i := range out {
			out[i] = -1
		}
		for i, t := range l {
			q, err := b.sqParse(t)
			if err != nil {
				return err
			}
			out[i] = q
		}
		return nil
	}
	if j.SecretPassages == nil {
		j.SecretPassages = []*string{b.sqText(b.passage)}
	}
	if err := errors.Join(squares("bodies", j.Bodies, s.bodies[:]), squares("cameras", j.Cameras, s.cams[:]),
		squares("secret passages", j.SecretPassages, s.passages[:])); err != nil {
		return fail(err)
	}
	if len(j.Traps) > len(s.traps) {
		return fail(errors.New("spyordie: more than 8 traps"))
	}
	for i := range s.traps {
		s.traps[i] = trap{Sq: -1}
	}
	for i, tj := range j.Traps {
		if tj == nil {
			continue
		}
		q, err := b.sqParse(&tj.At)
		if err != nil {
			return fail(err)
		}
		s.traps[i] = trap{Sq: q, Armed: tj.Armed}
	}
	if len(j.Intelligence) != 9 {
		return fail(errors.New("spyordie: want 9 intelligence markers"))
	}
	for i, ij := range j.Intelligence {
		q, err := b.locParse(ij.At, "lost")
		if err != nil {
			return fail(err)
		}
		s.intels[i] = intelMarker{Loc: q, Up: ij.FaceUp}
	}
	if j.Items == nil {
		// Derived: each Item an agent carries is his, the others in the
		// supply.
		j.Items = make([]string, nItems)
		for i := range j.Items {
			j.Items[i] = "supply"
		}
		for k, in := range s.intr[:n] {
			for _, m := range in.Items {
				if m >= 0 {
					j.Items[m] = Fig(k).String()
				}
			}
		}
	}
	if len(j.Items) != nItems {
		return fail(fmt.Errorf("spyordie: want %d items", nItems))
	}
	for i, t := range j.Items {
		q, err := b.locParse(t, "supply")
		if err != nil {
			return fail(err)
		}
		s.items[i] = q
	}
	if len(j.Doomsday) != 6 {
		return fail(errors.New("spyordie: want the 6 doomsday parts"))
	}
	for i, p := range j.Doomsday {
		switch {
		case p == nil:
			s.doom[i] = Unknown
		case *p < 0 || *p > 5:
			return fail(fmt.Errorf("spyordie: no Doomsday part %d", *p))
		default:
			s.doom[i] = uint8(*p)
		}
	}
	if m := j.Move; m != nil {
		f, err := optFig("move figure", m.Figure)
		if err != nil || f == NoFig || m.SquaresLeft < 0 || m.SquaresLeft > 6 {
			return fail(errors.New("spyordie: bad move in progress"))
		}
		s.mv = move{Who: f, Left: int8(m.SquaresLeft), On: true, Free: m.Free}
	}
	if s.actor, err = optFig("actor", j.Actor); err != nil {
		return fail(err)
	}
	if j.Actor == "" && s.phase == phIntruder && int(s.sub) < n {
		s.actor = Fig(s.order[s.sub]) // derived: the Intruder whose turn it is
		if in := &s.intr[s.actor]; in.Allowed == 0 && s.inPlay(int(s.actor)) {
			in.Allowed = 2 // derived: 1 when stunned without Stimulants
			if in.Stun && !s.hasItem(int(s.actor), Stimulant) {
				in.Allowed = 1
			}
		}
	}

	for _, t := range j.InKillZonesOf {
		f, ok := lookupFig(t)
		if !ok {
			return fail(fmt.Errorf("spyordie: %q is not a figure", t))
		}
		s.kz |= 1 << uint(f)
	}
	if len(j.Pending) > len(s.pend) {
		return fail(errors.New("spyordie: too many pending decisions"))
	}
	for i, d := range j.Pending {
		kind, err1 := word("decision", d.Decision, decisionNames[1:])
		who, err2 := optFig("decision figure", d.Figure)
		op := 0
		var err3 error
		if d.Operation != "" {
			op, err3 = word("operation", d.Operation, opNames[1:])
			op++
		}
		if err := errors.Join(err1, err2, err3); err != nil {
			return fail(err)
		}
		if d.A < -32768 || d.A > 32767 || d.B < -32768 || d.B > 32767 || len(d.Dice) > 3 {
			return fail(errors.New("spyordie: decision arguments out of range"))
		}
		f := frame{Kind: uint8(kind + 1), Who: who, Op: uint8(op), A: int16(d.A), B: int16(d.B)}
		for k, v := range d.Dice {
			if v < 0 || v > 6 {
				return fail(fmt.Errorf("spyordie: position.pending[%d].dice[%d]: face %d", i, k, v))
			}
			f.Dice[k] = uint8(v)
		}
		s.pend[i] = f
	}
	s.np = uint8(len(j.Pending))
	if j.Verdict == "" {
		j.Verdict = resultNames[Undecided]
	}
	v, err := word("verdict", j.Verdict, resultNames[:])
	if err != nil {
		return fail(err)
	}
	s.result = Verdict(v)
	for _, t := range j.Options {
		o, err := word("option", t, optionNames)
		if err != nil {
			return fail(err)
		}
		s.opts |= 1 << o
	}
	switch {
	case j.Viewer == "":
	case strings.EqualFold(j.Viewer, "Observer"):
		s.view = viewObserver
	default:
		p, err := ParseSeat(j.Viewer)
		if err != nil {
			return fail(err)
		}
		s.view = viewOf(p)
	}
	return s, nil
}
