package spyordie

import (
	"github.com/incursion/incursion/geom"
)

// Legal returns nil when a may be played now, or an error wrapping
// incursion.ErrIllegal that says why.
func (s State) Legal(a Action) error { return s.legal(a) }

func (s *State) legal(a Action) error {
	if s.bid == 0 {
		return illegal("the game has not been set up (use New)")
	}
	if a == nil {
		return illegal("no action")
	}
	if s.phase == phOver {
		return illegal("the game is over")
	}
	if s.view != 0 {
		return illegal("a view of the game cannot be played")
	}
	if f := s.top(); f != nil {
		return s.legalDecision(f, a)
	}
	switch s.phase {
	case phBoss, phStarter, phSentry, phCamera, phPassage, phAgent, phTalent, phItem, phStart, phOrder:
		return s.legalSetup(a)
	case phSpawn:
		switch a := a.(type) {
		case Pass:
			return nil
		case Spawn:
			return s.legalSpawn(a, 2)
		}
		return illegal("Phase 1: Spawn: spawn a Minion or pass")
	case phMinions:
		return s.legalMinion(a)
	case phIntruder:
		return s.legalIntruder(a)
	}
	return illegal("no action now")
}

// sq converts a point to a square index, -1 when it is not on the board.
func (s *State) sq(p geom.Point) int16 {
	if p.X < 0 || p.Y < 0 || p.X >= s.bd().w || p.Y >= s.bd().h {
		return -1
	}
	return s.bd().idx(p)
}

func (s *State) legalDecision(f *frame, a Action) error {
	who := f.Who
	switch f.Kind {
	case fChance:
		switch a.(type) {
		case Chance:
			return nil
		case TakeTime:
			if !s.canTakeTime(int(who)) {
				return illegal("take time: only a hidden Intruder out of a Minion's sight (when disguised) may take time")
			}
			return nil
		}
		return illegal("take a chance or take time")
	case fTake, fFightBack, fSacrifice, fConceal, fDisguise:
		var want Action
		switch f.Kind {
		case fTake:
			want = Take{}
		case fFightBack:
			want = FightBack{}
		case fSacrifice:
			want = Sacrifice{}
		case fConceal:
			want = Conceal{}
		default:
			want = Disguise{}
		}
		if a == want {
			return nil
		}
		if _, ok := a.(Pass); ok {
			return nil
		}
		return illegal("decide: %v or pass", want)
	case fReact, fReactFail:
		switch a := a.(type) {
		case Pass:
			return nil
		case Surrender:
			if a.Who != who || !who.Intruder() {
				return illegal("surrender: only the reacting Intruder may surrender")
			}
			return nil
		case Shoot:
			if f.Kind == fReact && a.Who == who && s.canShoot(who, a.Target) {
				return nil
			}
			return illegal("reaction: %v cannot shoot %v", who, a.Target)
		case Fight:
			if f.Kind == fReact && a.Who == who && s.canFight(who, a.Target) {
				return nil
			}
			return illegal("reaction: %v cannot fight %v", who, a.Target)
		case Step:
			if f.Kind == fReact && a.Who == who {
				return s.canStep(who, a.Dir, 1)
			}
			return illegal("reaction: %v cannot move", who)
		}
		return illegal("reaction: shoot, fight, move 1 square, surrender or pass")
	case fSMG:
		switch a := a.(type) {
		case Pass:
			return nil
		case Reroll:
			for i := 0; i < int(f.B) && i < 3; i++ {
				if int(f.Dice[i]) < s.need(who, Sniper) {
					return nil
				}
			}
			return illegal("SMG: no failed dice to re-roll")
		case SecondShot:
			orig := Fig(f.A)
			if a.Target == orig || !a.Target.Valid() || !s.canShoot(who, a.Target) || s.figSq(orig) < 0 ||
				s.bd().dist(s.figSq(orig), s.figSq(a.Target)) > 4 {
				return illegal("SMG: %v is not another eligible target within 4 squares of %v", a.Target, orig)
			}
			return nil
		}
		return illegal("SMG: re-roll, second shot or pass")
	case fImprison:
		a, ok := a.(Imprison)
		if !ok {
			return illegal("choose the Detention and Storage squares")
		}
		d, st := s.sq(a.At), s.sq(a.Storage)
		if !s.detentionOK(d) {
			return illegal("imprison: %s is not a free Detention square", ps(a.At))
		}
		if st < 0 || !has(s.bd().storage, st) {
			return illegal("imprison: %s is not a Storage square", ps(a.Storage))
		}
		return nil
	case fFreeStep:
		switch a := a.(type) {
		case Pass:
			return nil
		case Step:
			if a.Who == who {
				return s.canStep(who, a.Dir, 1)
			}
		}
		return illegal("move 1 square or pass")
	case fFreeHide:
		switch a := a.(type) {
		case Pass:
			return nil
		case Hide:
			if a.Who == who {
				return s.canHide(int(who))
			}
		}
		return illegal("hide or pass")
	case fPlace:
		switch a := a.(type) {
		case Pass:
			// Rulebook, "Mob Spawn": "up to" 3 or 6; "Cafeteria": for each
			// Surprise! success "he places a Minion", while he can.
			if f.B == 1 && s.canPlace(1) {
				return illegal("Surprise!: place a Minion on a Cafeteria Spawn square")
			}
			return nil
		case Spawn:
			return s.legalSpawn(a, uint8(f.B))
		}
		return illegal("place a Minion or pass")
	case fTea:
		if a, ok := a.(Spawn); ok && a.Kind == Scientist {
			if q := s.sq(a.At); has(s.bd().spawn[Cafeteria], q) && s.figAt(q) == NoFig {
				return nil
			}
		}
		return illegal("tea break: place the Scientist on a free Cafeteria Spawn square")
	}
	return illegal("no decision")
}

// detentionOK reports whether q may receive a captured Intruder: a free
// Detention square, or any free Prison square when every Detention square
// is taken.
func (s *State) detentionOK(q int16) bool {
	if q < 0 || s.figAt(q) != NoFig {
		return false
	}
	if has(s.bd().detention, q) {
		return true
	}
	if s.bd().room[q] != Prison {
		return false
	}
	for _, d := range s.bd().detention {
		if s.figAt(d) == NoFig {
			return false
		}
	}
	return true
}

// legalSpawn checks a spawn: mode 2 is Phase 1 (paid), 0 Mob Spawn, 1
// Surprise! (Rulebook, "Phase 1: Spawn", "Mob Spawn", "Cafeteria").
func (s *State) legalSpawn(a Spawn, mode uint8) error {
	if a.Kind > Scientist {
		return illegal("spawn: unknown Minion type")
	}
	if s.freeFig(a.Kind) == NoFig {
		return illegal("spawn: no %v figure is left off the board", a.Kind)
	}
	q := s.sq(a.At)
	if q < 0 || s.figAt(q) != NoFig {
		return illegal("spawn: %s is not an empty square", ps(a.At))
	}
	if a.Kind == Boss && s.timer <= 10 {
		return illegal("spawn: I shall return! — the Boss cannot re-spawn with 10 or fewer minutes left")
	}
	if mode == 2 && int(s.alarms) < s.spawnCost() {
		return illegal("spawn: costs %d Alarm markers on %v alert", s.spawnCost(), s.alert)
	}
	caf := has(s.bd().spawn[Cafeteria], q)
	if mode == 1 {
		if a.Kind == Boss || !caf {
			return illegal("Surprise!: place a Guard, Technician or Scientist on a Cafeteria Spawn square")
		}
		return nil
	}
	// Rulebook, "Get back to work!" and "Mob Spawn": any type but the Boss
	// in the Cafeteria.
	if caf && a.Kind != Boss && (mode == 0 || s.bossIn(Cafeteria)) {
		return nil
	}
	if !has(s.ownSpawn(a.Kind), q) {
		return illegal("spawn: %s is not a %v Spawn square", ps(a.At), a.Kind)
	}
	return nil
}

// ownSpawn returns the normal Spawn squares of kind k.
func (s *State) ownSpawn(k Kind) []int16 {
	switch k {
	case Boss:
		return s.bd().bossSpawn
	case Guard:
		return s.bd().spawn[Guardroom]
	case Technician:
		return s.bd().spawn[Generator]
	case Scientist:
		return s.bd().spawn[Infirmary]
	}
	return nil
}

func (s *State) bossIn(r Room) bool {
	m := &s.mins[0]
	return m.State == standing && s.bd().room[m.Sq] == r || m.State == prone && s.bd().room[m.Sq] == r
}

// freeFig returns a figure of kind k that is off the board, or NoFig.
func (s *State) freeFig(k Kind) Fig {
	lo, hi := kindFigs(k)
	for f := lo; f < hi; f++ {
		if s.mins[f-B].State == offBoard {
			return f
		}
	}
	return NoFig
}

// canPlace reports whether any Minion can be placed for mode (0 Mob, 1
// Surprise!).
func (s *State) canPlace(mode uint8) bool {
	for k := Boss; k <= Scientist; k++ {
		if s.freeFig(k) == NoFig {
			continue
		}
		own, caf := s.spawnLists(k, mode)
		for _, q := range own {
			if s.figAt(q) == NoFig && s.legalSpawn(Spawn{k, s.bd().pt(q)}, mode) == nil {
				return true
			}
		}
		for _, q := range caf {
			if s.figAt(q) == NoFig && s.legalSpawn(Spawn{k, s.bd().pt(q)}, mode) == nil {
				return true
			}
		}
	}
	return false
}

// spawnLists lists the candidate squares for a spawn of kind k: own, then
// caf (the Cafeteria's, when any type but the Boss may spawn there).
func (s *State) spawnLists(k Kind, mode uint8) (own, caf []int16) {
	if mode == 1 {
		return s.bd().spawn[Cafeteria], nil
	}
	own = s.ownSpawn(k)
	if k != Boss && (mode == 0 || s.bossIn(Cafeteria)) {
		return own, s.bd().spawn[Cafeteria]
	}
	return own, nil
}

// canTakeTime: only a hidden Intruder may take time; a disguised one not
// in a Minion's Line of Sight (Rulebook, "Imposter").
func (s *State) canTakeTime(k int) bool {
	in := &s.intr[k]
	if !in.Hidden {
		return false
	}
	return in.Disguise == NoFig || !s.inMinionSight(k)
}

// canHide: an exposed Intruder out of every enemy's Line of Sight.
func (s *State) canHide(k int) error {
	if s.intr[k].Hidden {
		return illegal("hide: %v is already hidden", Fig(k))
	}
	if s.inMinionSight(k) {
		return illegal("hide: an Intruder cannot hide in an enemy's Line of Sight")
	}
	return nil
}
