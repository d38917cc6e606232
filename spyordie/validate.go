package spyordie

// Validate checks every invariant of the game (Rulebook, "Components",
// "Markers", "Occupying a square", "Alert Monitor"): one figure per square
// (a figure passing through during its move excepted), no figure inside a
// wall, the Monitor never holding 9 markers at rest nor more than 8 at RED,
// Body and Alarm markers together at most 15, figure and marker counts
// within the component limits, at most 3 Items and 3 Intelligence per
// Intruder, the 9 Intelligence markers all accounted for, the Timer within
// 0..60. The rules are listed, by name, in [ValidationRules]; an error is
// a [*ValidationError] that names the rule it breaks ("spyordie: invalid
// state: one-figure-per-square: G2 and I1 share square 4,15").
func (s State) Validate() error {
	if s.bid == 0 {
		return verr("board", "the state has no board (use New)")
	}
	b := s.bd()
	bad := verr
	if s.n < 1 || s.n > 3 {
		return bad("intruders", "%d Intruders", s.n)
	}
	if s.timer < 0 || s.timer > 60 {
		return bad("timer", "Mission Timer at %d", s.timer)
	}
	if s.alert > RedAlert || s.alarms > 8 {
		return bad("alert-monitor", "Alert %d with %d Alarm markers", s.alert, s.alarms)
	}
	if s.bodiesOnBoard()+int(s.alarms) > 15 {
		return bad("markers-pool", "%d Body and %d Alarm markers: the set has 15", s.bodiesOnBoard(), s.alarms)
	}
	if s.phase > phOver || s.np > uint8(len(s.pend)) || s.sub > 4 && s.sub != 255 {
		return bad("counters", "phase %d, %d pending decisions", s.phase, s.np)
	}
	if err := s.validateFlow(); err != nil {
		return err
	}
	if err := s.validateStage(); err != nil {
		return err
	}
	onBoard := func(q int16) bool { return q >= 0 && int(q) < len(b.room) && b.g.OnBoard(b.pt(q)) }
	seen := map[int16]Fig{}
	occupy := func(f Fig, q int16) error {
		if !onBoard(q) {
			return bad("on-board", "%v is inside a wall or off the board (%d)", f, q)
		}
		if g, ok := seen[q]; ok && !(s.mv.On && (s.mv.Who == f || s.mv.Who == g)) {
			return bad("one-figure-per-square", "%v and %v share square %s", g, f, ps(b.pt(q)))
		}
		seen[q] = f
		return nil
	}
	for i := range s.mins {
		f := B + Fig(i)
		m := s.mins[i]
		switch m.State {
		case offBoard, worn:
		case standing, prone:
			if err := occupy(f, m.Sq); err != nil {
				return err
			}
			if b.room[m.Sq] == Outside {
				return bad("minions-inside", "%v is outside the Base", f)
			}
		default:
			return bad("minion-state", "%v in state %d", f, m.State)
		}
		if m.Acts > 2 {
			return bad("minion-actions", "%v took %d actions", f, m.Acts)
		}
		if m.Hit && m.State != prone {
			return bad("minion-hit", "%v is marked felled by an Intruder but is not prone", f)
		}
	}
	itemOwner := map[int8]int{}
	intelOwner := map[int8]int{}
	for k := 0; k < 3; k++ {
		in := s.intr[k]
		if k >= int(s.n) {
			if in.Status != Unchosen {
				return bad("intruders-in-game", "Intruder %d plays in a %d-Intruder game", k+1, s.n)
			}
			continue
		}
		if s.inPlay(k) && !(s.view != 0 && in.Sq < 0) {
			if err := occupy(Fig(k), in.Sq); err != nil {
				return err
			}
		}
		if in.Disguise != NoFig {
			if in.Disguise.Kind() == Boss || in.Disguise.Kind() == Agent || !in.Disguise.Valid() {
				return bad("disguise", "I%d disguised as %v", k+1, in.Disguise)
			}
			if s.mins[in.Disguise-B].State != worn {
				return bad("disguise", "I%d's disguise %v is not worn", k+1, in.Disguise)
			}
			if s.mins[in.Disguise-B].Sq != in.Sq {
				return bad("disguise", "I%d's disguise %v is not on his square", k+1, in.Disguise)
			}
		}
		for _, m := range in.Items {
			if m < 0 {
				continue
			}
			if int(m) >= nItems || s.items[m] != carriedBy(k) {
				return bad("items", "I%d's Item %d is not on his profile", k+1, m)
			}
			if _, dup := itemOwner[m]; dup {
				return bad("items", "Item %d carried twice", m)
			}
			itemOwner[m] = k
		}
		for _, m := range in.Intel {
			if m < 0 {
				continue
			}
			if int(m) >= 9 || s.intels[m].Loc != carriedBy(k) || !s.intels[m].Up {
				return bad("intelligence", "I%d's Intelligence %d is not on his profile", k+1, m)
			}
			if _, dup := intelOwner[m]; dup {
				return bad("intelligence", "Intelligence %d carried twice", m)
			}
			intelOwner[m] = k
		}
	}
	for i := range s.mins {
		if s.mins[i].State == worn {
			found := false
			for k := 0; k < int(s.n); k++ {
				if s.intr[k].Disguise == B+Fig(i) {
					found = true
				}
			}
			if !found && s.view == 0 {
				return bad("disguise", "%v is worn by nobody", B+Fig(i))
			}
		}
	}
	for i, q := range s.items {
		switch {
		case q >= 0:
			if !onBoard(q) {
				return bad("items", "Item %d inside a wall", i)
			}
		case q == locNone:
		default:
			if _, ok := itemOwner[int8(i)]; !ok {
				return bad("items", "Item %d is carried by nobody", i)
			}
		}
	}
	for i, m := range s.intels {
		switch {
		case m.Loc >= 0:
			if !onBoard(m.Loc) {
				return bad("intelligence", "Intelligence %d inside a wall", i)
			}
		case m.Loc == locNone:
			lost := false
			for k := 0; k < int(s.n); k++ {
				lost = lost || s.intr[k].Status == Sacrificed
			}
			if !lost {
				return bad("intelligence", "Intelligence %d is lost but nobody made the Heroic Sacrifice", i)
			}
		default:
			if _, ok := intelOwner[int8(i)]; !ok {
				return bad("intelligence", "Intelligence %d is carried by nobody", i)
			}
		}
	}
	for _, q := range s.bodies {
		if q >= 0 && !onBoard(q) {
			return bad("bodies", "Body marker inside a wall")
		}
	}
	for _, q := range s.cams {
		if q >= 0 && !has(b.junction, q) {
			return bad("cameras", "Camera off a junction at %d", q)
		}
	}
	// Rulebook, "Secret Passages": the Sanctum's marker, the Defender's and
	// the Detective's, each on a room square (not the Sanctum's twice).
	if s.passages[0] != b.passage {
		return bad("secret-passages", "the Sanctum's Secret Passage is not on its square")
	}
	for i, q := range s.passages[1:] {
		if q == -1 {
			continue
		}
		if !onBoard(q) || b.room[q] == Corridor || b.room[q] == Outside || has(s.passages[:i+1], q) {
			return bad("secret-passages", "Secret Passage %d at %d is not on a room square of its own", i+1, q)
		}
	}
	for _, t := range s.traps {
		if t.Sq >= 0 && !has(b.junction, t.Sq) {
			return bad("traps", "Trap off a junction at %d", t.Sq)
		}
	}
	if s.doomN > 6 {
		return bad("doomsday", "%d Doomsday parts revealed", s.doomN)
	}
	var parts uint8
	for i, p := range s.doom {
		if p == Unknown && s.view != 0 && i >= int(s.doomN) {
			continue
		}
		if p > 5 || parts&(1<<p) != 0 {
			return bad("doomsday", "Doomsday pile is not the 6 parts")
		}
		parts |= 1 << p
	}
	return nil
}

// validateFlow checks the turn structure and the pending decisions, so that
// a state read from JSON cannot send the engine out of its arrays.
func (s *State) validateFlow() error {
	n := int(s.n)
	seen := 0
	for i := 0; i < n; i++ {
		k := int(s.order[i])
		if k < 0 || k >= n || seen&(1<<k) != 0 {
			return verr("order", "the order of play is not a permutation of the Intruders")
		}
		seen |= 1 << k
	}
	switch s.phase {
	case phSentry, phAgent, phTalent, phItem, phStart:
		if int(s.sub) >= n {
			return verr("setup-step", "set-up step out of range")
		}
	case phCamera:
		if s.sub >= 4 {
			return verr("setup-step", "set-up step out of range")
		}
	case phIntruder:
		if int(s.sub) >= n {
			return verr("turn", "no Intruder's turn")
		}
	}
	if s.group > Scientist {
		return verr("minion-type", "bad Minion type")
	}
	if s.actor != NoFig && !s.actor.Valid() || s.actor.Intruder() && int(s.actor) >= n {
		return verr("actor", "bad actor")
	}
	if s.mv.On && (!s.mv.Who.Valid() || s.mv.Who.Intruder() && int(s.mv.Who) >= n || s.figSq(s.mv.Who) < 0 || s.mv.Left < 0) {
		return verr("move", "bad move in progress")
	}
	if s.mob > 9 || s.round > 1000 || s.result > EpicVictory || s.view > viewObserver || s.opts&^(optAll-1) != 0 {
		return verr("counters", "bad counters")
	}
	for k := 0; k < 3; k++ {
		in := &s.intr[k]
		if in.Agent > Anna || in.Talent > Judoka || in.Status > Sacrificed || in.Acts > 3 || in.Allowed > 2 {
			return verr("profile", "bad Intruder profile")
		}
		if in.Disguise != NoFig && (!in.Disguise.Valid() || in.Disguise.Intruder()) {
			return verr("profile", "bad disguise")
		}
	}
	for i := 0; i < int(s.np); i++ {
		f := s.pend[i]
		figOK := func(g Fig) bool { return g.Valid() && (!g.Intruder() || int(g) < n) }
		switch f.Kind {
		case fChance, fTake, fSacrifice, fImprison, fFreeHide, fConceal, fDisguise, fReactFail:
			if !f.Who.Intruder() || int(f.Who) >= n {
				return verr("decisions", "a pending decision of a non-Intruder")
			}
		case fReact, fFreeStep, fFightBack, fSMG:
			if !figOK(f.Who) {
				return verr("decisions", "a pending decision of no figure")
			}
		case fPlace:
			if f.B > 1 || f.A < 1 || f.A > 9 {
				return verr("decisions", "bad placement decision")
			}
		case fTea:
			if f.Who.Kind() != Scientist || !f.Who.Valid() || s.mins[f.Who-B].State != standing {
				return verr("decisions", "bad tea break")
			}
		default:
			return verr("decisions", "unknown pending decision")
		}
		if s.view != 0 && f.Who.Intruder() && f.Op == 0 && f.A == 0 && f.B == 0 {
			continue // a View written before issue 12 hid what a disguised Imposter's decision is about
		}
		switch f.Kind {
		case fFightBack, fSMG:
			if !figOK(Fig(f.A)) || f.B < 0 || f.B > 3 {
				return verr("decisions", "bad decision target")
			}
		case fConceal, fDisguise:
			if f.A < int16(G1) || f.A >= nFigs {
				return verr("decisions", "bad concealed Minion")
			}
		case fTake:
			if f.A < 0 || f.A >= 9 {
				return verr("decisions", "bad Intelligence marker")
			}
		case fChance:
			if f.Op < opBreach || f.Op > opSneak {
				return verr("decisions", "bad operation")
			}
			switch f.Op {
			case opBreach:
				if f.A < 0 || int(f.A) >= len(s.bd().doors) {
					return verr("decisions", "bad door")
				}
			case opSearch:
				if f.A < 0 || f.A >= 9 {
					return verr("decisions", "bad Intelligence marker")
				}
			case opExplore, opSabotage:
				if f.A < 0 || int(f.A) >= len(s.bd().room) {
					return verr("decisions", "bad square")
				}
			case opHeal:
				if f.A < 0 || int(f.A) >= n {
					return verr("decisions", "bad Intruder")
				}
			case opSneak:
				if f.A < 0 || f.A > 7 {
					return verr("decisions", "bad direction")
				}
			}
		case fImprison, fSacrifice:
			if f.A != 0 && f.A != 3 && f.A != 6 {
				return verr("decisions", "bad minutes")
			}
		}
	}
	return nil
}

// validateStage checks that the state is one the game reaches at its
// phase: during Set-Up exactly the steps taken so far are done (Rulebook,
// "Set-Up": the Boss, the starting Minion, the Sentries, the Cameras, the
// Secret Passage, each Intruder's agent, Talent, Items and start square, in
// this order), and in play every Intruder is set up; the game is over
// exactly when it has a result. A state that claims an earlier phase than
// its board shows cannot be continued (issue 8).
func (s *State) validateStage() error {
	n := int(s.n)
	for i := n; i < len(s.order); i++ {
		if s.order[i] != int8(i) {
			return verr("order", "the order of play has entries past the Intruders")
		}
	}
	for _, f := range s.pend[min(int(s.np), len(s.pend)):] {
		if f != (frame{}) {
			return verr("decisions", "a pending decision past the last")
		}
	}
	if s.phase == phIntruder && s.actor != Fig(s.current()) {
		return verr("actor", "the acting figure is not the Intruder whose turn it is")
	}
	// At rest (run has carried the game forward) the Intruder whose turn
	// it is can act, and a Minion of the acting type can act.
	if s.np == 0 && s.mv.On && s.mv.Left <= 0 {
		return verr("move", "a move with no square left is not finished")
	}
	if s.np == 0 && !s.mv.On {
		switch s.phase {
		case phIntruder:
			k := s.current()
			in := &s.intr[k]
			if !s.inPlay(k) || in.Done || in.Acts >= in.Allowed || s.actor != Fig(k) {
				return verr("intruder-can-act", "the Intruder whose turn it is cannot act")
			}
		case phMinions:
			if !s.groupCanAct() {
				return verr("minion-can-act", "no Minion of the acting type can act")
			}
		}
	}
	if s.mob != 0 {
		// Mob Spawn placements owed become a pending decision before
		// Apply returns (run).
		return verr("mob-spawn", "the Mob Spawn placements owed at rest")
	}
	if !s.mv.On && s.mv != (move{}) {
		return verr("move", "a move that is not in progress has a mover")
	}
	if s.mv.On && (s.mv.Who != s.actor || s.phase != phIntruder && s.phase != phMinions || int(s.mv.Left) > s.maxMove(s.mv.Who)) {
		return verr("move", "the move in progress is not the acting figure's")
	}
	if (s.phase == phOver) != (s.result != Undecided) {
		return verr("verdict", "the game has a result exactly when it is over")
	}
	if s.phase == phOver && (s.np != 0 || s.mv.On) {
		return verr("verdict", "a finished game has pending decisions")
	}
	for k := 0; k < n; k++ {
		in := &s.intr[k]
		if in.Talent != NoTalent && in.Talent.Agent() != in.Agent {
			return verr("talent", "agent I%d is %v with the %v Talent", k+1, in.Agent, in.Talent)
		}
		for j := 0; j < k; j++ {
			if in.Agent != NoAgent && s.intr[j].Agent == in.Agent {
				return verr("agents-distinct", "two Intruders are %v", in.Agent)
			}
		}
	}
	if s.phase >= phIntruder {
		for k := 0; k < n; k++ {
			in := &s.intr[k]
			if in.Agent == NoAgent || in.Talent == NoTalent || in.Status == Unchosen {
				return verr("play-set-up", "agent I%d is not set up in play", k+1)
			}
		}
		if s.round < 1 {
			return verr("round", "play before round 1")
		}
		if s.passages[1] < 0 {
			return verr("defender-passage", "play without the Defender's Secret Passage")
		}
		return nil
	}
	// Set-Up.
	if s.round != 0 || s.np != 0 || s.mv.On || s.timer != 60 || s.alarms != 0 || s.alert != Green ||
		s.doomN != 0 || s.mob != 0 || s.chk || s.entered || s.power || s.actor != NoFig {
		return verr("setup-untouched", "set-up with the game under way")
	}
	onBoard := 0
	for i, m := range s.mins {
		if m.State != offBoard && m.State != standing || m.Acts != 0 || m.Hit {
			return verr("setup-untouched", "set-up with a Minion that has acted")
		}
		if m.State == standing {
			onBoard++
		}
		if i == 0 && (m.State == standing) != (s.phase > phBoss) {
			return verr("setup-minions", "the Boss is placed exactly after the Boss's step")
		}
	}
	want := 2 // the Security Guard and the Boss
	switch {
	case s.phase == phBoss:
		want = 1
	case s.phase == phStarter:
	case s.phase == phSentry:
		want = 3 + int(s.sub)
	default:
		want = 3 + n
	}
	if onBoard != want {
		return verr("setup-minions", "set-up with %d Minions, want %d", onBoard, want)
	}
	cams := 0
	for _, q := range s.cams {
		if q >= 0 {
			cams++
		}
	}
	switch {
	case s.phase < phCamera && cams != 0, s.phase == phCamera && cams != int(s.sub), s.phase > phCamera && cams != 4:
		return verr("setup-cameras", "set-up with the wrong number of Cameras")
	}
	if (s.passages[1] >= 0) != (s.phase > phPassage) || s.passages[2] >= 0 {
		return verr("setup-passages", "set-up with the wrong Secret Passages")
	}
	for _, q := range s.bodies {
		if q >= 0 {
			return verr("setup-markers", "set-up with a Body marker")
		}
	}
	for _, t := range s.traps {
		if t.Sq >= 0 {
			return verr("setup-markers", "set-up with a Trap")
		}
	}
	for _, m := range s.intels {
		if m.Loc < 0 || m.Up {
			return verr("setup-markers", "set-up with Intelligence moved")
		}
	}
	for _, q := range s.items {
		if q >= 0 {
			return verr("setup-markers", "set-up with an Item on the board")
		}
	}
	for k := 0; k < 3; k++ {
		in := &s.intr[k]
		// The Intruder of the current step (sub) has done the steps
		// before the phase's; the earlier ones all of them; the later ones
		// none.
		steps := 0 // 1 agent, 2 talent, 3 items, 4 start
		switch {
		case s.phase < phAgent || k >= n:
		case s.phase == phOrder || k < int(s.sub):
			steps = 4
		case k == int(s.sub):
			steps = int(s.phase - phAgent)
		}
		items := 0
		for _, m := range in.Items {
			if m >= 0 {
				items++
			}
		}
		if (in.Agent != NoAgent) != (steps >= 1) || (in.Talent != NoTalent) != (steps >= 2) ||
			(items == 2) != (steps >= 3) || items != 0 && items != 2 || (in.Status == Waiting) != (steps >= 4) ||
			in.Status != Unchosen && in.Status != Waiting || (in.Sq >= 0) != (steps >= 4) ||
			in.Stun || in.Wound || in.Disguise != NoFig || in.Acts != 0 || in.Done || in.Passage || in.Intel != [3]int8{-1, -1, -1} {
			return verr("setup-intruders", "the set-up of I%d does not match the step", k+1)
		}
		if steps >= 4 && (!in.Hidden || !has(s.bd().agentStart, in.Sq)) {
			return verr("setup-intruders", "agent I%d is not hidden on an Agent Start square", k+1)
		}
	}
	return nil
}
