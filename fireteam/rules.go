package fireteam

import (
	"math/bits"

	"github.com/incursion/incursion"
	"github.com/incursion/incursion/dice"
)

// Game is the package's incursion.Game.
var Game = incursion.Define(incursion.Def[State, Action, Event, Seat]{
	Name:          "fireteam",
	Title:         "Fireteam Zero",
	New:           newVariant,
	Variants:      variantNames(),
	Actions:       State.Actions,
	AppendActions: State.AppendActions,
	Legal:         State.Legal,
	Apply:         Apply,
	Over:          State.Over,
	Seats:         State.Seats,
	ToMove:        State.ToMove,
	Result:        func(s State) incursion.Result[Seat] { return s.Outcome().Result },
	View:          State.View,
	Observer:      Observer,
	VisibleTo:     VisibleTo,
	PublicEvent:   PublicEvent,
	Determinize:   determinize,
	InfoKey:       infoKey,
	Draw:          State.Draw,
	ParseSeat:     ParseSeat,
	ParseAction:   ParseAction,
})

// Rules is Game as an incursion.Rules.
var Rules incursion.Rules[State, Action, Event] = Game

// Seats lists the seats of the game.
func (s State) Seats() []Seat {
	out := make([]Seat, s.players)
	for i := range out {
		out[i] = Seat(i)
	}
	return out
}

// Over reports whether the mission is over.
func (s State) Over() bool { return s.step == stOver }

// ToMove names the seat that must decide now.
func (s State) ToMove() []Seat {
	p, ok := s.toMove()
	if !ok {
		return nil
	}
	return []Seat{p}
}

func (s *State) toMove() (Seat, bool) {
	switch s.step {
	case stOver:
		return 0, false
	case stStart, stNext:
		return Player1, true
	case stPick, stEquip:
		return s.seatOf(s.order(int(s.cur))), true
	case stOrder:
		return s.seatOf(int(s.start)), true
	case stIntercede, stReact, stDiscard:
		return s.seatOf(int(s.att.ask)), true
	}
	return s.seatOf(int(s.cur)), true
}

// decider is the hero whose decision it is (-1 for seat-level decisions).
func (s *State) decider() int {
	switch s.step {
	case stEquip:
		return s.order(int(s.cur))
	case stTactic, stDown, stTurn, stAim, stReroll, stBring:
		return int(s.cur)
	case stIntercede, stReact, stDiscard:
		return int(s.att.ask)
	}
	return -1
}

// Actions lists every legal action now, in a stable order. On a view it
// lists the viewer's actions (none when the viewer is not to move).
func (s State) Actions() []Action {
	if s.viewed {
		if p, ok := s.toMove(); !ok || p != s.viewer {
			return nil
		}
	}
	var buf [96]Action
	return intern(s.actions(buf[:0]))
}

// AppendActions appends [State.Actions] to dst and returns the extended
// slice ([incursion.Def.AppendActions]): a playout lists every step into one
// reused buffer, with no other copy.
func (s State) AppendActions(dst []Action) []Action {
	if s.viewed {
		if p, ok := s.toMove(); !ok || p != s.viewer {
			return dst
		}
	}
	return s.actions(dst)
}

func (s *State) actions(out []Action) []Action {
	h := s.decider()
	var hero Hero
	if h >= 0 {
		hero = s.heroes[h].id
	}
	switch s.step {
	case stNext:
		for k := range 3 {
			if s.opWon&(1<<k) == 0 {
				out = append(out, NextMission{missions[opMission(int(s.op), k)].id})
			}
		}
	case stStart:
		for p := range s.players {
			out = append(out, StartPlayer{Seat(p)})
		}
	case stPick:
		for c := Abe; c <= Don; c++ {
			if s.pickReason(c) == "" {
				out = append(out, Pick{c})
			}
		}
	case stEquip:
		for k := range 4 {
			if a := (Upgrade{hero, k + 1}); s.equipReason(a) == "" {
				out = append(out, a)
			}
		}
		for k := range int(nFocus) {
			if a := (Focus{hero, k + 1}); s.equipReason(a) == "" {
				out = append(out, a)
			}
		}
		if s.upTo {
			out = append(out, Ready{hero})
		}
	case stTactic:
		for m := s.heroes[h].hand; m != 0; m &= m - 1 {
			n := bits.TrailingZeros32(m)
			if s.card(h, n).eff.tactical() {
				out = append(out, boxCard[bcRespond][hero][n])
			}
		}
		out = append(out, boxHero[bxPass][hero])
	case stDown:
		out = append(out, boxHero[bxStand][hero], boxHero[bxStayDown][hero])
	case stTurn:
		out = s.turnActions(h, out)
	case stAim:
		for m := s.heroes[h].hand &^ s.atkCards; m != 0; m &= m - 1 {
			n := bits.TrailingZeros32(m)
			if s.addReason(h, n) == "" {
				out = append(out, boxCard[bcAdd][hero][n])
			}
		}
		if s.atkCards != 0 {
			out = append(out, boxHero[bxRoll][hero])
		}
	case stReroll:
		for d := range s.nDice {
			out = append(out, boxReroll[hero][d])
		}
		out = append(out, boxHero[bxKeep][hero])
	case stOrder:
		c := s.orderCandidates()
		for m := range Monster(nMonsters) {
			if c&(1<<m) != 0 {
				out = append(out, boxActive[m])
			}
		}
	case stBring:
		out = s.bringActions(h, out)
	case stIntercede:
		out = append(out, boxHero[bxIntercede][hero], boxHero[bxPass][hero])
	case stReact:
		for m := s.heroes[h].hand; m != 0; m &= m - 1 {
			n := bits.TrailingZeros32(m)
			if s.reactReason(h, n) == "" {
				out = append(out, boxCard[bcReact][hero][n])
			}
		}
		out = append(out, boxHero[bxPass][hero])
	case stDiscard:
		for m := s.heroes[h].hand; m != 0; m &= m - 1 {
			out = append(out, boxCard[bcDiscard][hero][bits.TrailingZeros32(m)])
		}
	}
	return out
}

// Legal returns nil if a is legal now, or an error wrapping
// incursion.ErrIllegal that says why.
func (s State) Legal(a Action) error {
	if r := s.reason(a); r != "" {
		if a == nil {
			return incursion.Illegal("%s", r)
		}
		return incursion.Illegal("%s: %s", a, r)
	}
	return nil
}

// reason is "" for a legal action, else why it is not, in the rulebook's
// words.
func (s *State) reason(a Action) string {
	if s.viewed {
		return "a view is for reading, not for playing"
	}
	if s.step == stOver {
		return "the mission is over"
	}
	if a == nil {
		return "no action"
	}
	h := s.decider()
	heroOK := func(x Hero) string {
		if h < 0 || s.heroes[h].id != x {
			return "it is not " + x.String() + "'s decision"
		}
		return ""
	}
	switch a := a.(type) {
	case NextMission:
		if s.step != stNext {
			return "the next mission is chosen only between the missions of an operation"
		}
		i := missionIndex(a.Mission)
		if k := i - opMission(int(s.op), 0); i < 0 || k < 0 || k > 2 || s.opWon&(1<<k) != 0 {
			return "not a mission of the operation still to accomplish"
		}
		return ""
	case StartPlayer:
		if s.step != stStart {
			return "the start player is chosen only at setup"
		}
		if a.Seat < 0 || int(a.Seat) >= int(s.players) {
			return "no such player"
		}
		return ""
	case Pick:
		if s.step != stPick {
			return "heroes are selected only at setup"
		}
		return s.pickReason(a.Hero)
	case Upgrade, Focus, Ready:
		if s.step != stEquip {
			return "upgrades and focus cards are selected only at setup"
		}
		return s.equipReason(a)
	case Respond:
		if s.step != stTactic {
			return "tactical responses are played only in the Tactics Phase, when offered"
		}
		if r := heroOK(a.Hero); r != "" {
			return r
		}
		if r := s.inHand(h, a.Card); r != "" {
			return r
		}
		if !s.card(h, int(a.Card.N)).eff.tactical() {
			return "the card is a reaction, not a tactical response"
		}
		return ""
	case Pass:
		if s.step != stTactic && s.step != stIntercede && s.step != stReact {
			return "there is nothing to pass"
		}
		return heroOK(a.Hero)
	case Stand, StayDown:
		if s.step != stDown {
			return "only a knocked-down hero at the start of his turn stands up or stays down"
		}
		switch a := a.(type) {
		case Stand:
			return heroOK(a.Hero)
		case StayDown:
			return heroOK(a.Hero)
		}
	case Move:
		if s.step != stTurn {
			return "a hero moves only in his turn"
		}
		if r := heroOK(a.Hero); r != "" {
			return r
		}
		return s.moveReason(h, a)
	case Bring:
		if s.step != stBring {
			return "a hero chooses the specialists to bring only when moved involuntarily from a location another hero guards"
		}
		if r := heroOK(a.Hero); r != "" {
			return r
		}
		return s.bringReason(h, a)
	case Attack:
		if s.step != stTurn {
			return "a hero attacks only in his turn"
		}
		if r := heroOK(a.Hero); r != "" {
			return r
		}
		return s.attackReason(h, a.Target)
	case Add:
		if s.step != stAim {
			return "no attack is being made"
		}
		if r := heroOK(a.Hero); r != "" {
			return r
		}
		if r := s.inHand(h, a.Card); r != "" {
			return r
		}
		if s.atkCards&(1<<a.Card.N) != 0 {
			return "the card is already in the attack"
		}
		return s.addReason(h, int(a.Card.N))
	case Roll:
		if s.step != stAim {
			return "no attack is being made"
		}
		if r := heroOK(a.Hero); r != "" {
			return r
		}
		if s.atkCards == 0 {
			return "play at least one card first"
		}
		return ""
	case Reroll:
		if s.step != stReroll {
			return "Henry's reroll comes only after rolling for an attack"
		}
		if r := heroOK(a.Hero); r != "" {
			return r
		}
		if a.Die < 1 || a.Die > int(s.nDice) {
			return "no such attack die"
		}
		return ""
	case Keep:
		if s.step != stReroll {
			return "Henry's reroll comes only after rolling for an attack"
		}
		return heroOK(a.Hero)
	case Search:
		if s.step != stTurn {
			return "a hero searches only in his turn"
		}
		if r := heroOK(a.Hero); r != "" {
			return r
		}
		return s.searchReason(h)
	case Operate:
		if s.step != stTurn {
			return "a hero acts only in his turn"
		}
		if r := heroOK(a.Hero); r != "" {
			return r
		}
		return s.operateReason(h)
	case End:
		if s.step != stTurn {
			return "it is not a hero's turn"
		}
		return heroOK(a.Hero)
	case Activate:
		if s.step != stOrder {
			return "monsters are activated only in the Threat Phase"
		}
		if a.Monster >= nMonsters || s.orderCandidates()&(1<<a.Monster) == 0 {
			return "activate minions first, then elites, then the boss, each monster once"
		}
		return ""
	case Intercede:
		if s.step != stIntercede {
			return "no attack to intercede in"
		}
		return heroOK(a.Hero)
	case React:
		if s.step != stReact {
			return "no attack to react to"
		}
		if r := heroOK(a.Hero); r != "" {
			return r
		}
		if r := s.inHand(h, a.Card); r != "" {
			return r
		}
		return s.reactReason(h, int(a.Card.N))
	case Discard:
		if s.step != stDiscard {
			return "no hits to discard for"
		}
		if r := heroOK(a.Hero); r != "" {
			return r
		}
		return s.inHand(h, a.Card)
	}
	return "unknown action"
}

func (s *State) inHand(h int, c Card) string {
	if c.Role != s.heroes[h].id.Role() || c.N >= maxCards || s.heroes[h].hand&(1<<c.N) == 0 {
		return "the card is not in " + s.heroes[h].id.String() + "'s hand"
	}
	return ""
}

// kernel is an action being resolved: the state being built, the roller
// and the events.
type kernel struct {
	s   *State
	out *sink
}

// sink holds the roller and the events, one pointer away from the kernel:
// the escape analysis does not tell a struct's fields apart, and the State
// being built, one pointer away too, would otherwise escape with them (one
// allocation per Apply). The first event is held apart: an action with one
// pre-built event returns its pre-built one-event list (firstOne).
type sink struct {
	r        dice.Roller
	n        int
	first    Event
	firstOne []Event
	ev       []Event
}

func (k *kernel) emit(e Event) { k.add(e, nil) }

// emitOne emits a pre-built event given as its one-event list.
func (k *kernel) emitOne(one []Event) { k.add(one[0], one) }

func (k *kernel) add(e Event, one []Event) {
	o := k.out
	o.n++
	switch o.n {
	case 1:
		o.first, o.firstOne = e, one
		return
	case 2:
		o.ev = append(make([]Event, 0, 8), o.first)
	}
	o.ev = append(o.ev, e)
}

// events is the action's events: nil, a one-event list, or the list.
func (o *sink) events() []Event {
	switch o.n {
	case 0:
		return nil
	case 1:
		if o.firstOne != nil {
			return o.firstOne
		}
		return []Event{o.first}
	}
	return o.ev[:o.n:o.n]
}

// henryWho names a reroll's roller.
var henryWho = func() (out [5]string) {
	for h := range out {
		out[h] = Hero(h).String() + " (Henry's reroll)"
	}
	return out
}()

// Apply returns the state after action a, and what happened. An illegal
// action returns s unchanged and an error wrapping incursion.ErrIllegal.
func Apply(s State, a Action, r dice.Roller) (State, []Event, error) {
	if err := s.Legal(a); err != nil {
		return s, nil, err
	}
	out := sink{r: r}
	k := kernel{s: &s, out: &out}
	k.do(a)
	k.run()
	if s.step != stOver {
		k.checkWin()
	}
	return s, out.events(), nil
}

func (k *kernel) do(a Action) {
	s := k.s
	switch a := a.(type) {
	case NextMission:
		ns, _ := New(Config{Players: int(s.players), Mission: a.Mission, UpToEntitlement: s.upTo}, nil)
		ns.op, ns.opWon = s.op, s.opWon
		*s = ns
	case StartPlayer:
		s.start = uint8(a.Seat)
		s.step = stPick
	case Pick:
		i := s.order(int(s.cur))
		s.heroes[i].id = a.Hero
		k.emit(Picked{s.seatOf(i), a.Hero})
		s.cur++
		if int(s.cur) == int(s.nHeroes) {
			s.cur = 0
			k.nextEquip()
		}
	case Upgrade, Focus, Ready:
		k.equip(a)
	case Respond:
		k.respond(int(s.cur), int(a.Card.N))
	case Pass:
		switch s.step {
		case stTactic:
			k.nextTactic(s.pos(int(s.cur)) + 1)
		case stIntercede, stReact:
			s.step = stAttack // the attack machine asks the next hero
		}
	case Stand:
		s.heroes[s.cur].down = false
		s.step = stTurn
	case StayDown:
		k.endTurn()
	case Move:
		k.move(int(s.cur), a)
	case Bring:
		i := int(s.cur)
		s.step = stTurn
		k.relocate(i, s.throwTo(s.heroes[i].loc), a.Patty, a.Henry)
	case Attack:
		s.atkTarget = uint8(a.Target)
		s.atkCards = 0
		s.step = stAim
	case Add:
		s.atkCards |= 1 << a.Card.N
	case Roll:
		k.roll(int(s.cur))
	case Reroll:
		s.dice[a.Die-1] = uint8(k.out.r.IntN(6))
		k.emit(Rolled{Who: henryWho[s.heroes[s.cur].id%5], Dice: append([]uint8(nil), s.dice[:s.nDice]...), Hits: s.symbols(int(s.cur))})
		k.resolveAttack(int(s.cur))
	case Keep:
		k.resolveAttack(int(s.cur))
	case Search:
		k.search(int(s.cur))
	case End:
		k.endTurn()
	case Operate:
		k.operate(int(s.cur))
	case Activate:
		k.activate(int(a.Monster))
	case Intercede:
		s.att.target = s.att.ask
		s.att.stage = agReact
		s.att.ask = noLoc
		s.step = stAttack
	case React:
		h := int(s.att.ask)
		c := s.card(h, int(a.Card.N))
		s.discardCard(h, int(a.Card.N))
		k.emitOne(evPlayed1[plReaction][s.heroes[h].id][a.Card.N])
		s.att.reacted |= 1 << h
		s.att.prevent[s.att.target] += c.effN
		s.step = stAttack
	case Discard:
		h := int(s.att.ask)
		s.discardCard(h, int(a.Card.N))
		k.emitOne(evPlayed1[plDiscard][s.heroes[h].id][a.Card.N])
		s.hits[h]--
		s.step = stAttack
	}
}

// run resolves everything that needs no decision, until one is needed or
// the mission is over.
func (k *kernel) run() {
	s := k.s
	for s.step != stOver {
		if k.checkWin() {
			return
		}
		switch s.step {
		case stAttack:
			k.attackStep()
		case stOrder:
			c := s.orderCandidates()
			switch bits.OnesCount16(c) {
			case 0:
				s.remain = 0
				k.spawnStep()
				if s.step != stOver {
					k.newRound()
				}
			case 1:
				k.activate(bits.TrailingZeros16(c))
			default:
				return
			}
		default:
			return
		}
	}
}

func (s *State) discardCard(h, n int) {
	s.heroes[h].hand &^= 1 << n
	s.heroes[h].disc |= 1 << n
}

// checkWin ends the mission when it is accomplished (Rulebook, "Mission
// Accomplished?").
func (k *kernel) checkWin() bool {
	s := k.s
	if s.step < stTactic || s.step >= stNext {
		return false
	}
	all := uint8(1)<<len(s.m().objectives) - 1
	if s.done&all != all {
		return false
	}
	if ex := s.b().exit; ex != noLoc {
		for i := range s.nHeroes {
			if s.heroes[i].loc != ex {
				return false
			}
		}
	}
	if s.op != 0 {
		// Missions and Operations: the next mission, or the operation won.
		s.opWon |= 1 << (int(s.mission) - opMission(int(s.op), 0))
		if s.opWon == 0b111 {
			k.end(true, whyOperation)
			return true
		}
		k.emit(MissionOver{true, whyText[whyAccomplished]})
		ns, _ := New(Config{Players: int(s.players), Mission: s.m().id, UpToEntitlement: s.upTo}, nil)
		ns.op, ns.opWon, ns.step = s.op, s.opWon, stNext
		*s = ns
		return true
	}
	k.end(true, whyAccomplished)
	return true
}

const (
	whyNone = iota
	whyAccomplished
	whyKnockedDown
	whyOperation
)

var whyText = [4]string{"", "all objectives complete and the whole team at the exit point", "a hero was knocked down while the Lucky Coin was tails up", "every mission of the operation accomplished"}

func (k *kernel) end(won bool, why uint8) {
	s := k.s
	// The transient parts of a turn or an attack are cleared: a finished
	// mission has one form.
	s.att = attackOnHeroes{m: noLoc, ask: noLoc}
	s.hits = [4]uint8{}
	s.remain, s.atkCards, s.nDice, s.atkTarget, s.moves, s.acted, s.forced = 0, 0, 0, 0, 0, false, false
	s.dice = [maxDice]uint8{}
	k.s.step = stOver
	k.s.won = won
	k.s.why = why
	k.emit(MissionOver{won, whyText[why]})
}
