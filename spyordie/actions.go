package spyordie

// Actions returns every legal action now, in a stable order.
func (s State) Actions() []Action {
	if s.bid == 0 || s.phase == phOver || s.view != 0 {
		return nil
	}
	cand := s.candidates(make([]Action, 0, 48))
	out := cand[:0]
	for _, a := range cand {
		if s.legal(a) == nil {
			out = append(out, a)
		}
	}
	return out
}

// candidates lists actions that may be legal; Actions keeps the legal ones.
func (s *State) candidates(c []Action) []Action {
	b := s.bd()
	pt := b.pt
	if f := s.top(); f != nil {
		who := f.Who
		switch f.Kind {
		case fChance:
			return []Action{Chance{}, TakeTime{}}
		case fTake:
			return []Action{Take{}, Pass{}}
		case fFightBack:
			return []Action{FightBack{}, Pass{}}
		case fSacrifice:
			return []Action{Sacrifice{}, Pass{}}
		case fConceal:
			return []Action{Conceal{}, Pass{}}
		case fDisguise:
			return []Action{Disguise{}, Pass{}}
		case fFreeHide:
			return []Action{Hide{who}, Pass{}}
		case fFreeStep:
			for d := range 8 {
				if s.stepOK(who, d, 1) {
					c = append(c, boxStep[who][d])
				}
			}
			return append(c, boxPass)
		case fReact, fReactFail:
			for g := Fig(0); g < nFigs; g++ {
				if enemies(who, g) && s.figSq(g) >= 0 {
					c = append(c, boxShoot[who][g], boxFight[who][g])
				}
			}
			for d := range 8 {
				c = append(c, boxStep[who][d])
			}
			return append(c, boxSurrender[who], boxPass)
		case fSMG:
			c = append(c, Reroll{})
			for g := Fig(0); g < nFigs; g++ {
				if enemies(who, g) && s.figSq(g) >= 0 {
					c = append(c, SecondShot{g})
				}
			}
			return append(c, boxPass)
		case fImprison:
			for _, q := range b.roomSquares[Prison] {
				for _, st := range b.storage {
					c = append(c, Imprison{pt(q), pt(st)})
				}
			}
			return c
		case fTea:
			for _, q := range b.spawn[Cafeteria] {
				c = append(c, Spawn{Scientist, pt(q)})
			}
			return c
		case fPlace:
			for k := Boss; k <= Scientist; k++ {
				for _, q := range s.spawnSquares(k, uint8(f.B)) {
					c = append(c, Spawn{k, pt(q)})
				}
			}
			return append(c, boxPass)
		}
		return nil
	}
	switch s.phase {
	case phBoss:
		for _, q := range b.bossSpawn {
			c = append(c, PlaceBoss{pt(q)})
		}
	case phStarter:
		for _, q := range b.spawn[Infirmary] {
			c = append(c, PlaceStarter{Scientist, pt(q)})
		}
		for _, q := range b.spawn[Generator] {
			c = append(c, PlaceStarter{Technician, pt(q)})
		}
	case phSentry:
		for _, q := range b.sentry {
			c = append(c, PlaceSentry{pt(q)})
		}
	case phCamera:
		for _, q := range b.junction {
			c = append(c, PlaceCamera{pt(q)})
		}
	case phPassage:
		for r := Infirmary; r <= Vault; r++ {
			for _, q := range b.roomSquares[r] {
				c = append(c, PlacePassage{pt(q)})
			}
		}
	case phAgent:
		for a := Kim; a <= Anna; a++ {
			c = append(c, ChooseAgent{Fig(s.sub), a})
		}
	case phTalent:
		for t := Detective; t <= Judoka; t++ {
			c = append(c, ChooseTalent{Fig(s.sub), t})
		}
	case phItem:
		for it := Silencer; it <= XRaySpecs; it++ {
			c = append(c, ChooseItem{Fig(s.sub), it})
		}
	case phStart:
		for _, q := range b.agentStart {
			c = append(c, PlaceAgent{Fig(s.sub), pt(q)})
		}
	case phOrder:
		for _, p := range perms(int(s.n)) {
			c = append(c, Order{p})
		}
	case phSpawn:
		c = append(c, boxPass)
		for k := Boss; k <= Scientist; k++ {
			for _, q := range s.spawnSquares(k, 2) {
				c = append(c, Spawn{k, pt(q)})
			}
		}
	case phIntruder:
		c = s.intruderCandidates(c)
	case phMinions:
		c = s.minionCandidates(c)
	}
	return c
}

func perms(n int) [][]Fig {
	switch n {
	case 1:
		return [][]Fig{{0}}
	case 2:
		return [][]Fig{{0, 1}, {1, 0}}
	}
	return [][]Fig{{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}}
}

func (s *State) intruderCandidates(c []Action) []Action {
	b := s.bd()
	pt := b.pt
	if s.mv.On {
		for d := range 8 {
			if s.stepOK(s.mv.Who, d, int(s.mv.Left)) {
				c = append(c, boxStep[s.mv.Who][d])
			}
		}
		return append(c, boxStop[s.mv.Who])
	}
	k := s.current()
	f := Fig(k)
	in := &s.intr[k]
	c = append(c, boxPass)
	if in.Talent == Detective && !in.Passage && in.Acts == 0 && in.Status == InBase {
		for r := Sanctum; r <= Vault; r++ {
			for _, q := range b.roomSquares[r] {
				c = append(c, DetectivePassage{f, pt(q)})
			}
		}
	}
	if left := s.maxMove(f); left > 0 {
		for d := range 8 {
			if s.stepOK(f, d, left) {
				c = append(c, boxMove[f][d])
			}
		}
	}
	sq := in.Sq
	for id, d := range b.doors {
		if has(d.front, sq) {
			c = append(c, Breach{f, id})
		}
	}
	for _, m := range s.intels {
		if m.Loc >= 0 && b.near(sq, m.Loc) {
			if m.Up {
				c = append(c, PickUp{f, pt(m.Loc), NoItem})
			} else {
				c = append(c, Search{f, pt(m.Loc)})
			}
		}
	}
	for i, q := range s.items {
		if q >= 0 && b.near(sq, q) {
			c = append(c, PickUp{f, pt(q), itemMarkers[i]})
		}
	}
	if b.near(sq, b.medical) {
		c = append(c, Supplies{f, MedicalKit}, Supplies{f, Painkiller}, Supplies{f, Stimulant})
	}
	if has(s.passages[:], sq) {
		for _, q := range s.passages {
			if q >= 0 {
				c = append(c, Explore{f, pt(q)})
			}
		}
	}
	if b.near(sq, b.power) {
		c = append(c, Sabotage{f, pt(b.power)})
	}
	if in.Talent == Saboteur {
		for _, q := range s.cams {
			if q >= 0 && b.near(sq, q) {
				c = append(c, Sabotage{f, pt(q)})
			}
		}
		for _, t := range s.traps {
			if t.Sq >= 0 && b.near(sq, t.Sq) {
				c = append(c, Sabotage{f, pt(t.Sq)})
			}
		}
	}
	switch {
	case in.Hidden:
		c = append(c, boxReveal[f])
	default:
		c = append(c, boxHide[f])
	}
	if in.Stun {
		c = append(c, boxRest[f])
	}
	if s.hasItem(k, MedicalKit) {
		for g := Fig(0); g < Fig(s.n); g++ {
			c = append(c, Heal{f, g})
		}
	}
	for g := B; g < nFigs; g++ {
		if gq := s.figSq(g); gq >= 0 {
			if b.dist(sq, gq) == 1 {
				c = append(c, boxFight[f][g], boxSneak[f][g])
			} else if !in.Hidden && b.dist(sq, gq) <= 12 {
				c = append(c, boxShoot[f][g])
			}
		}
	}
	if sq == b.security {
		for id := range b.doors {
			c = append(c, Lock{f, id}, Unlock{f, id})
		}
		for _, t := range s.traps {
			if t.Sq >= 0 {
				c = append(c, Arm{f, pt(t.Sq)}, Disarm{f, pt(t.Sq)})
			}
		}
	}
	if s.nItems(k) > 1 {
		c = append(c, Primary{f, Handgun}, Primary{f, SMG})
	}
	if in.StartKZ {
		c = append(c, boxSurrender[f])
	}
	return c
}

func (s *State) minionCandidates(c []Action) []Action {
	b := s.bd()
	pt := b.pt
	if s.mv.On {
		for d := range 8 {
			if s.stepOK(s.mv.Who, d, int(s.mv.Left)) {
				c = append(c, boxStep[s.mv.Who][d])
			}
		}
		return append(c, boxStop[s.mv.Who])
	}
	c = append(c, boxPass)
	lo, hi := kindFigs(s.group)
	for f := lo; f < hi; f++ {
		m := &s.mins[f-B]
		if (m.State != standing && m.State != prone) || m.Acts >= 2 {
			continue
		}
		if m.State == prone {
			c = append(c, boxRecover[f])
			continue
		}
		left := s.maxMove(f)
		for d := range 8 {
			if s.stepOK(f, d, left) {
				c = append(c, boxMove[f][d])
			}
		}
		for t := Fig(0); t < Fig(s.n); t++ {
			if s.figSq(t) < 0 || s.intr[t].Disguise != NoFig {
				continue
			}
			if s.intr[t].Hidden {
				c = append(c, boxSpot[f][t])
				if m.Sq == b.security {
					for _, q := range s.cams {
						if q >= 0 {
							c = append(c, Spot{Who: f, Target: t, Camera: true, Via: pt(q)})
						}
					}
				}
			} else if d := b.dist(m.Sq, s.figSq(t)); d == 1 {
				c = append(c, boxFight[f][t])
			} else if d <= 12 && (f.Kind() == Boss || f.Kind() == Guard) {
				c = append(c, boxShoot[f][t])
			}
		}
		// A suspected Imposter: any Minion figure (see legalSpot).
		if s.anyDisguise() {
			for g := G1; g < nFigs; g++ {
				if g == f || s.suspectSq(g) < 0 {
					continue
				}
				c = append(c, boxSpot[f][g])
				if m.Sq == b.security {
					for _, q := range s.cams {
						if q >= 0 {
							c = append(c, Spot{Who: f, Target: g, Camera: true, Via: pt(q)})
						}
					}
				}
			}
		}
		for _, q := range s.bodies {
			if q >= 0 && b.near(m.Sq, q) {
				c = append(c, Discover{f, pt(q)})
			}
		}
		if m.Sq == b.security {
			for id := range b.doors {
				c = append(c, Lock{f, id}, Unlock{f, id})
			}
			for _, t := range s.traps {
				if t.Sq >= 0 {
					c = append(c, Arm{f, pt(t.Sq)}, Disarm{f, pt(t.Sq)})
				}
			}
		}
		switch f.Kind() {
		case Technician:
			for _, q := range b.junction {
				if b.near(m.Sq, q) {
					c = append(c, Construct{f, pt(q)})
				}
			}
			if s.power {
				c = append(c, boxRepair[f])
			}
		case Scientist:
			if has(b.research, m.Sq) {
				c = append(c, boxResearch[f])
			}
		case Boss:
			for _, q := range s.passages {
				if q >= 0 {
					c = append(c, Passage{f, pt(q)})
				}
			}
		}
	}
	return c
}
