package fireteam

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"slices"

	"github.com/incursion/incursion/internal/codec"
)

// JSON of actions and events: {"type": name, ...fields}, heroes, cards,
// monsters, seats and locations as their names.

var actionTable = codec.NewTable[Action]("fireteam action", map[string]Action{
	"mission": NextMission{}, "start": StartPlayer{}, "pick": Pick{}, "upgrade": Upgrade{}, "focus": Focus{}, "ready": Ready{}, "respond": Respond{}, "pass": Pass{}, "stand": Stand{},
	"staydown": StayDown{}, "move": Move{}, "bring": Bring{}, "attack": Attack{}, "add": Add{}, "roll": Roll{},
	"reroll": Reroll{}, "keep": Keep{}, "search": Search{}, "operate": Operate{}, "end": End{}, "activate": Activate{},
	"intercede": Intercede{}, "react": React{}, "discard": Discard{},
})

var eventTable = codec.NewTable[Event]("fireteam event", map[string]Event{
	"picked": Picked{}, "start_passed": StartPassed{}, "drew": Drew{}, "reshuffled": Reshuffled{},
	"played": Played{}, "moved": Moved{}, "rolled": Rolled{}, "damaged": Damaged{}, "searched": Searched{},
	"spawned": Spawned{}, "token_placed": TokenPlaced{}, "monster_moved": MonsterMoved{}, "activation_rolled": ActivationRolled{},
	"targeted": Targeted{}, "hero_hit": HeroHit{}, "knocked_down": KnockedDown{}, "coin_flipped": CoinFlipped{},
	"threat_advanced": ThreatAdvanced{}, "twist_revealed": TwistRevealed{}, "intel_placed": IntelPlaced{},
	"mission_over": MissionOver{},
})

// UnmarshalAction decodes an action's JSON.
func UnmarshalAction(data []byte) (Action, error) { return actionTable.Unmarshal(data) }

// UnmarshalEvent decodes an event's JSON.
func UnmarshalEvent(data []byte) (Event, error) { return eventTable.Unmarshal(data) }

func (a StartPlayer) MarshalJSON() ([]byte, error) { return actionTable.Marshal(a) }
func (a Pick) MarshalJSON() ([]byte, error)        { return actionTable.Marshal(a) }
func (a Upgrade) MarshalJSON() ([]byte, error)     { return actionTable.Marshal(a) }
func (a NextMission) MarshalJSON() ([]byte, error) { return actionTable.Marshal(a) }
func (a Focus) MarshalJSON() ([]byte, error)       { return actionTable.Marshal(a) }
func (a Ready) MarshalJSON() ([]byte, error)       { return actionTable.Marshal(a) }
func (a Respond) MarshalJSON() ([]byte, error)     { return actionTable.Marshal(a) }
func (a Pass) MarshalJSON() ([]byte, error)        { return actionTable.Marshal(a) }
func (a Stand) MarshalJSON() ([]byte, error)       { return actionTable.Marshal(a) }
func (a StayDown) MarshalJSON() ([]byte, error)    { return actionTable.Marshal(a) }
func (a Move) MarshalJSON() ([]byte, error)        { return actionTable.Marshal(a) }
func (a Bring) MarshalJSON() ([]byte, error)       { return actionTable.Marshal(a) }
func (a Attack) MarshalJSON() ([]byte, error)      { return actionTable.Marshal(a) }
func (a Add) MarshalJSON() ([]byte, error)         { return actionTable.Marshal(a) }
func (a Roll) MarshalJSON() ([]byte, error)        { return actionTable.Marshal(a) }
func (a Reroll) MarshalJSON() ([]byte, error)      { return actionTable.Marshal(a) }
func (a Keep) MarshalJSON() ([]byte, error)        { return actionTable.Marshal(a) }
func (a Search) MarshalJSON() ([]byte, error)      { return actionTable.Marshal(a) }
func (a End) MarshalJSON() ([]byte, error)         { return actionTable.Marshal(a) }
func (a Operate) MarshalJSON() ([]byte, error)     { return actionTable.Marshal(a) }
func (a Activate) MarshalJSON() ([]byte, error)    { return actionTable.Marshal(a) }
func (a Intercede) MarshalJSON() ([]byte, error)   { return actionTable.Marshal(a) }
func (a React) MarshalJSON() ([]byte, error)       { return actionTable.Marshal(a) }
func (a Discard) MarshalJSON() ([]byte, error)     { return actionTable.Marshal(a) }

func (e Picked) MarshalJSON() ([]byte, error)           { return eventTable.Marshal(e) }
func (e StartPassed) MarshalJSON() ([]byte, error)      { return eventTable.Marshal(e) }
func (e Drew) MarshalJSON() ([]byte, error)             { return eventTable.Marshal(e) }
func (e Reshuffled) MarshalJSON() ([]byte, error)       { return eventTable.Marshal(e) }
func (e Played) MarshalJSON() ([]byte, error)           { return eventTable.Marshal(e) }
func (e Moved) MarshalJSON() ([]byte, error)            { return eventTable.Marshal(e) }
func (e Rolled) MarshalJSON() ([]byte, error)           { return eventTable.Marshal(e) }
func (e Damaged) MarshalJSON() ([]byte, error)          { return eventTable.Marshal(e) }
func (e Searched) MarshalJSON() ([]byte, error)         { return eventTable.Marshal(e) }
func (e Spawned) MarshalJSON() ([]byte, error)          { return eventTable.Marshal(e) }
func (e TokenPlaced) MarshalJSON() ([]byte, error)      { return eventTable.Marshal(e) }
func (e MonsterMoved) MarshalJSON() ([]byte, error)     { return eventTable.Marshal(e) }
func (e ActivationRolled) MarshalJSON() ([]byte, error) { return eventTable.Marshal(e) }
func (e Targeted) MarshalJSON() ([]byte, error)         { return eventTable.Marshal(e) }
func (e HeroHit) MarshalJSON() ([]byte, error)          { return eventTable.Marshal(e) }
func (e KnockedDown) MarshalJSON() ([]byte, error)      { return eventTable.Marshal(e) }
func (e CoinFlipped) MarshalJSON() ([]byte, error)      { return eventTable.Marshal(e) }
func (e ThreatAdvanced) MarshalJSON() ([]byte, error)   { return eventTable.Marshal(e) }
func (e TwistRevealed) MarshalJSON() ([]byte, error)    { return eventTable.Marshal(e) }
func (e IntelPlaced) MarshalJSON() ([]byte, error)      { return eventTable.Marshal(e) }
func (e MissionOver) MarshalJSON() ([]byte, error)      { return eventTable.Marshal(e) }

// MarshalText writes the hero's name.
func (h Hero) MarshalText() ([]byte, error) { return []byte(h.String()), nil }

// UnmarshalText reads a hero's name.
func (h *Hero) UnmarshalText(b []byte) error {
	for i, n := range heroNames {
		if eqFold(string(b), n) {
			*h = Hero(i)
			return nil
		}
	}
	return errText("hero", string(b))
}

// MarshalText writes the seat's name.
func (p Seat) MarshalText() ([]byte, error) { return []byte(p.String()), nil }

// UnmarshalText reads a seat's name.
func (p *Seat) UnmarshalText(b []byte) error {
	v, err := ParseSeat(string(b))
	if err != nil {
		return err
	}
	*p = v
	return nil
}

// MarshalText writes the monster's name.
func (m Monster) MarshalText() ([]byte, error) { return []byte(m.String()), nil }

// UnmarshalText reads a monster's name.
func (m *Monster) UnmarshalText(b []byte) error {
	v, ok := parseMonster(string(b))
	if !ok {
		return errText("monster", string(b))
	}
	*m = v
	return nil
}

// MarshalText writes the card's code.
func (c Card) MarshalText() ([]byte, error) { return []byte(c.String()), nil }

// UnmarshalText reads a card's code.
func (c *Card) UnmarshalText(b []byte) error {
	v, ok := parseCard(string(b))
	if !ok {
		return errText("card", string(b))
	}
	*c = v
	return nil
}

var poolNames = [3]string{"none", "spawn", "reserve"}
var stageNames = [4]string{"intercede", "react", "roll", "discard"}
var ctxNames = [2]string{"threat", "turn"}
var twistKeys = [nTwists]string{"frenzy", "fury", "hardened", "restless", "dread", "ferocity", "thick_hide", "onslaught"}
var eventKeys = [nEventKinds]string{"ambush", "elite_ambush", "supplies", "lucky_charm", "alarm", "quiet", "field_medic", "cave_in"}

func locText(l uint8) string {
	if l == noLoc {
		return ""
	}
	return LocName(int(l))
}

func locRead(s string) (uint8, error) {
	if s == "" {
		return noLoc, nil
	}
	l := parseLoc(s)
	if l < 0 {
		return 0, errText("location", s)
	}
	return uint8(l), nil
}

func idx(names []string, s string) int { return slices.Index(names, s) }

// MarshalJSON writes the position format ([Position]).
func (s State) MarshalJSON() ([]byte, error) { return json.Marshal(s.Position()) }

// Position is the state in the position format (see [Position]).
func (s State) Position() Position {
	p := Position{
		Mission: s.m().id, Players: int(s.players), Round: int(s.round), WaitingFor: stepNames[min(int(s.step), int(nSteps)-1)],
		Start: int(s.start), Current: int(s.cur), Moves: int(s.moves), Acted: s.acted, UpTo: s.upTo,
		Patty: locText(s.spec[Patty]), Henry: locText(s.spec[Henry]), BossPower: int(s.power),
		Threat: int(s.threat) + 1, Coin: "heads", Won: s.won, Twists: []string{}, TwistDeck: []string{},
		Recon: []string{}, SpawnUp: []int{}, Intel: []int{}, Complete: []int{}, Suppressed: []Monster{}, Remaining: []Monster{},
	}
	if s.why != whyNone && int(s.why) < len(whyText) {
		p.Reason = whyText[s.why]
	}
	if s.tails {
		p.Coin = "tails"
	}
	for i := range int(s.nHeroes) {
		h := &s.heroes[i]
		hp := HeroPosition{At: locText(h.loc), Down: h.down, Deck: []string{}, Hand: []Card{}, Discard: []Card{}, HiddenHand: int(h.hidden), Hits: int(s.hits[i]),
			Upgrades: []int{}, Focus: []int{}}
		for k := range 8 {
			if h.upg&(1<<k) != 0 {
				hp.Upgrades = append(hp.Upgrades, k+1)
			}
			if h.focus&(1<<k) != 0 {
				hp.Focus = append(hp.Focus, k+1)
			}
		}
		if h.id != noHero {
			hp.Hero = h.id.String()
			r := h.id.Role()
			for _, c := range h.deck[:h.nDeck] {
				if c == unknown {
					hp.Deck = append(hp.Deck, "?")
				} else {
					hp.Deck = append(hp.Deck, Card{r, c}.String())
				}
			}
			hp.Hand = cardsOf(r, h.hand)
			hp.Discard = cardsOf(r, h.disc)
		}
		p.Heroes = append(p.Heroes, hp)
	}
	for m := range nMonsters {
		p.Monsters = append(p.Monsters, MonsterPosition{Monster(m), locText(s.mons[m].loc), poolNames[s.mons[m].pool%3]})
		if s.supp&(1<<m) != 0 {
			p.Suppressed = append(p.Suppressed, Monster(m))
		}
		if s.remain&(1<<m) != 0 {
			p.Remaining = append(p.Remaining, Monster(m))
		}
	}
	for i := range s.nTwists {
		p.Twists = append(p.Twists, twistKeys[s.twists[i]%uint8(nTwists)])
	}
	for _, t := range s.tdeck[:s.nTdeck] {
		if t == unknown {
			p.TwistDeck = append(p.TwistDeck, "?")
		} else {
			p.TwistDeck = append(p.TwistDeck, twistKeys[t%uint8(nTwists)])
		}
	}
	for _, c := range s.recon[:s.nRecon] {
		switch {
		case c == unknown:
			p.Recon = append(p.Recon, "?")
		case c < eventCard:
			p.Recon = append(p.Recon, fmt.Sprintf("discovery%d", c+1))
		default:
			p.Recon = append(p.Recon, eventKeys[(c-eventCard)%uint8(nEventKinds)])
		}
	}
	for t := range 12 {
		if s.spawnUp&(1<<t) != 0 {
			p.SpawnUp = append(p.SpawnUp, t+1)
		}
	}
	for o := range s.m().objectives {
		p.Intel = append(p.Intel, int(s.intel[o]))
		if s.done&(1<<o) != 0 {
			p.Complete = append(p.Complete, o+1)
		}
	}
	if s.step == stAim || s.step == stReroll {
		p.Attack = &HeroAttack{Target: Monster(s.atkTarget), Cards: cardsOf(s.heroes[s.cur].id.Role(), s.atkCards), Dice: []int{}}
		for _, d := range s.dice[:s.nDice] {
			p.Attack.Dice = append(p.Attack.Dice, int(d))
		}
	}
	if s.step == stIntercede || s.step == stReact || s.step == stDiscard {
		a := &s.att
		oh := &AttackOnHeroes{Target: int(a.target), Stage: stageNames[a.stage%4], Asked: int(a.ask), Context: ctxNames[a.ctx%2],
			Ambush: a.ambush, Extra: int(a.extra), Prevent: []int{}, Reacted: []int{}}
		if a.m != noLoc {
			oh.Monster = Monster(a.m).String()
		}
		for i := range int(s.nHeroes) {
			oh.Prevent = append(oh.Prevent, int(a.prevent[i]))
			if a.reacted&(1<<i) != 0 {
				oh.Reacted = append(oh.Reacted, i)
			}
		}
		p.OnHeroes = oh
	}
	if s.viewed {
		v := s.viewer
		p.Viewer = &v
	}
	p.MustAttack = s.forced
	p.Tokens = []TokenPosition{}
	for i, l := range s.tokens {
		if l != noLoc && i < len(s.m().found) {
			p.Tokens = append(p.Tokens, TokenPosition{specialTokens[s.m().found[i].token], locText(l), i + 1, int(s.onCard[i])})
		}
	}
	if p.Operation = s.Operation(); p.Operation != "" {
		for k := range 3 {
			if s.opWon&(1<<k) != 0 {
				p.OpWon = append(p.OpWon, missions[opMission(int(s.op), k)].id)
			}
		}
	}
	return p
}

// UnmarshalJSON reads the position format ([Position]), strictly (an
// unknown key, a wrong type, a missing required member are errors naming
// the member's path), and validates the state.
func (s *State) UnmarshalJSON(data []byte) error {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	var raw any
	if err := dec.Decode(&raw); err != nil {
		return fmt.Errorf("fireteam: position: %w", err)
	}
	if dec.More() {
		return fmt.Errorf("fireteam: position: data after the object")
	}
	if err := checkPosition(raw, reflect.TypeFor[Position](), ""); err != nil {
		return err
	}
	var p Position
	if err := json.Unmarshal(data, &p); err != nil {
		return fmt.Errorf("fireteam: position: %w", err)
	}
	v, err := p.State()
	if err != nil {
		return err
	}
	*s = v
	return nil
}

func (p *Position) state() (State, error) {
	bad := func(format string, args ...any) (State, error) {
		return State{}, fmt.Errorf("fireteam: position: "+format, args...)
	}
	mi := missionIndex(p.Mission)
	if mi < 0 {
		return bad("no mission %q", p.Mission)
	}
	s, err := New(Config{Players: max(p.Players, -1), Mission: p.Mission, UpToEntitlement: p.UpTo}, nil)
	if err != nil || p.Players == 0 {
		return bad("players: %d", p.Players)
	}
	if p.Round < 0 || p.Round > 60000 {
		return bad("round %d", p.Round)
	}
	s.round = uint16(p.Round)
	st := idx(stepNames[:], p.WaitingFor)
	if st < 0 || step(st) == stAttack {
		return bad("waiting_for %q", p.WaitingFor)
	}
	s.step = step(st)
	if p.Start < 0 || p.Start >= int(s.nHeroes) || p.Current < 0 || p.Current > int(s.nHeroes) || p.Moves < 0 || p.Moves > heroSpeed+1 {
		return bad("start_player_hero, current_hero or movement_spent out of range")
	}
	s.start, s.cur, s.moves, s.acted = uint8(p.Start), uint8(p.Current), uint8(p.Moves), p.Acted
	if len(p.Heroes) != int(s.nHeroes) {
		return bad("%d heroes for %d", len(p.Heroes), s.nHeroes)
	}
	for i, hp := range p.Heroes {
		h := &s.heroes[i]
		h.id = noHero
		if hp.Hero != "" {
			if err := h.id.UnmarshalText([]byte(hp.Hero)); err != nil {
				return bad("%v", err)
			}
		}
		if h.loc, err = locRead(hp.At); err != nil {
			return bad("%v", err)
		}
		h.down = hp.Down
		for _, k := range hp.Upgrades {
			if k < 1 || k > 4 || h.upg&(1<<(k-1)) != 0 {
				return bad("upgrade set %d", k)
			}
			h.upg |= 1 << (k - 1)
		}
		for _, k := range hp.Focus {
			if k < 1 || k > int(nFocus) || h.focus&(1<<(k-1)) != 0 {
				return bad("focus card %d", k)
			}
			h.focus |= 1 << (k - 1)
		}
		if hp.HiddenHand < 0 || hp.HiddenHand > maxCards || hp.Hits < 0 || hp.Hits > 255 {
			return bad("hidden_hand or hits_to_discard out of range")
		}
		h.hidden = uint8(hp.HiddenHand)
		s.hits[i] = uint8(hp.Hits)
		if h.id == noHero {
			if len(hp.Deck)+len(hp.Hand)+len(hp.Discard)+len(hp.Upgrades)+len(hp.Focus) > 0 {
				return bad("cards for no hero")
			}
			continue
		}
		r := h.id.Role()
		if len(hp.Deck) > maxCards {
			return bad("deck too large")
		}
		for _, c := range hp.Deck {
			if c == "?" {
				h.deck[h.nDeck] = unknown
			} else {
				k, ok := parseCard(c)
				if !ok || k.Role != r {
					return bad("card %q in %s's deck", c, h.id)
				}
				h.deck[h.nDeck] = k.N
			}
			h.nDeck++
		}
		for _, set := range []struct {
			cards []Card
			mask  *uint32
		}{{hp.Hand, &h.hand}, {hp.Discard, &h.disc}} {
			for _, c := range set.cards {
				if c.Role != r || c.N >= maxCards || *set.mask&(1<<c.N) != 0 {
					return bad("card %s of %s", c, h.id)
				}
				*set.mask |= 1 << c.N
			}
		}
	}
	if s.spec[Patty], err = locRead(p.Patty); err != nil {
		return bad("%v", err)
	}
	if s.spec[Henry], err = locRead(p.Henry); err != nil {
		return bad("%v", err)
	}
	if len(p.Monsters) != nMonsters {
		return bad("%d monsters, want 13", len(p.Monsters))
	}
	for m, mp := range p.Monsters {
		if mp.Monster != Monster(m) {
			return bad("monster %d is %s", m, mp.Monster)
		}
		if s.mons[m].loc, err = locRead(mp.At); err != nil {
			return bad("%v", err)
		}
		pl := idx(poolNames[:], mp.Pool)
		if pl < 0 {
			return bad("pool %q", mp.Pool)
		}
		s.mons[m].pool = uint8(pl)
	}
	if p.BossPower < 0 || p.BossPower > 4 {
		return bad("boss_power_tokens %d", p.BossPower)
	}
	s.power = uint8(p.BossPower)
	if p.Threat == 0 {
		p.Threat = 1 // the default
	}
	if p.Threat < 1 || p.Threat > threatSpaces {
		return bad("threat_space %d", p.Threat)
	}
	s.threat = uint8(p.Threat - 1)
	if len(p.Twists) > 4 || len(p.TwistDeck) > int(nTwists) {
		return bad("too many twists")
	}
	for _, t := range p.Twists {
		k := idx(twistKeys[:], t)
		if k < 0 {
			return bad("twist %q", t)
		}
		s.twists[s.nTwists] = uint8(k)
		s.nTwists++
	}
	for _, t := range p.TwistDeck {
		k := idx(twistKeys[:], t)
		if t == "?" {
			k = unknown
		} else if k < 0 {
			return bad("twist %q", t)
		}
		s.tdeck[s.nTdeck] = uint8(k)
		s.nTdeck++
	}
	if len(p.Recon) > 12 {
		return bad("recon deck over 12")
	}
	for _, c := range p.Recon {
		var code int
		var n int
		switch {
		case c == "?":
			code = unknown
		case idx(eventKeys[:], c) >= 0:
			code = eventCard + idx(eventKeys[:], c)
		default:
			if _, err := fmt.Sscanf(c, "discovery%d", &n); err != nil || n < 1 || n > len(missions[mi].found) || fmt.Sprintf("discovery%d", n) != c {
				return bad("recon card %q", c)
			}
			code = n - 1
		}
		s.recon[s.nRecon] = uint8(code)
		s.nRecon++
	}
	for _, t := range p.SpawnUp {
		if t < 1 || t > 12 {
			return bad("spawn token %d", t)
		}
		s.spawnUp |= 1 << (t - 1)
	}
	switch p.Coin {
	case "heads", "": // heads, the default
	case "tails":
		s.tails = true
	default:
		return bad("lucky_coin %q", p.Coin)
	}
	nObj := len(missions[mi].objectives)
	if len(p.Intel) != nObj {
		return bad("%d intel counts for %d objectives", len(p.Intel), nObj)
	}
	for o, n := range p.Intel {
		if n < 0 || n > 8 {
			return bad("intel %d", n)
		}
		s.intel[o] = uint8(n)
	}
	for _, o := range p.Complete {
		if o < 1 || o > nObj {
			return bad("objective %d", o)
		}
		s.done |= 1 << (o - 1)
	}
	for _, m := range p.Suppressed {
		s.supp |= 1 << m
	}
	for _, m := range p.Remaining {
		s.remain |= 1 << m
	}
	if (s.step == stAim || s.step == stReroll) != (p.Attack != nil) {
		return bad("hero_attack is given exactly while waiting for aim or reroll")
	}
	if a := p.Attack; a != nil {
		s.atkTarget = uint8(a.Target)
		h := &s.heroes[s.cur%4]
		for _, c := range a.Cards {
			if h.id == noHero || c.Role != h.id.Role() || c.N >= maxCards {
				return bad("attack card %s", c)
			}
			s.atkCards |= 1 << c.N
		}
		if len(a.Dice) > maxDice {
			return bad("more than 8 attack dice")
		}
		for _, d := range a.Dice {
			if d < 0 || d > 5 {
				return bad("die face %d", d)
			}
			s.dice[s.nDice] = uint8(d)
			s.nDice++
		}
	}
	onSteps := s.step == stIntercede || s.step == stReact || s.step == stDiscard
	if onSteps != (p.OnHeroes != nil) {
		return bad("attack_on_heroes is given exactly while waiting for intercede, react or discard")
	}
	if a := p.OnHeroes; a != nil {
		s.att.m = noLoc
		if a.Monster != "" {
			m, ok := parseMonster(a.Monster)
			if !ok {
				return bad("monster %q", a.Monster)
			}
			s.att.m = uint8(m)
		}
		st, ctx := idx(stageNames[:], a.Stage), idx(ctxNames[:], a.Context)
		if st < 0 || ctx < 0 || a.Target < 0 || a.Target >= int(s.nHeroes) || a.Asked < 0 || a.Asked >= int(s.nHeroes) || a.Extra < 0 || a.Extra > 8 {
			return bad("attack_on_heroes out of range")
		}
		s.att.stage, s.att.ctx, s.att.target, s.att.ask = uint8(st), uint8(ctx), uint8(a.Target), uint8(a.Asked)
		s.att.ambush, s.att.extra = a.Ambush, uint8(a.Extra)
		if len(a.Prevent) != int(s.nHeroes) {
			return bad("prevented: one per hero")
		}
		for i, n := range a.Prevent {
			if n < 0 || n > 32 {
				return bad("prevented %d", n)
			}
			s.att.prevent[i] = uint8(n)
		}
		for _, i := range a.Reacted {
			if i < 0 || i >= int(s.nHeroes) {
				return bad("reacted %d", i)
			}
			s.att.reacted |= 1 << i
		}
	}
	s.won = p.Won
	if p.Reason != "" {
		w := idx(whyText[:], p.Reason)
		if w <= 0 {
			return bad("reason %q", p.Reason)
		}
		s.why = uint8(w)
	}
	if p.Viewer != nil {
		s.viewed, s.viewer = true, *p.Viewer
	}
	s.forced = p.MustAttack
	for _, tp := range p.Tokens {
		i := tp.Discovery - 1
		if i < 0 || i >= len(missions[mi].found) || s.tokens[i] != noLoc || specialTokens[missions[mi].found[i].token] != tp.Token {
			return bad("special token %q of discovery %d", tp.Token, tp.Discovery)
		}
		l, err := locRead(tp.At)
		if err != nil || l == noLoc {
			return bad("special token at %q", tp.At)
		}
		s.tokens[i] = l
		if tp.OnCard < 0 || tp.OnCard > 8 {
			return bad("intel_on_discovery %d", tp.OnCard)
		}
		s.onCard[i] = uint8(tp.OnCard)
	}
	if p.Operation != "" {
		o := idx(operations[:], p.Operation)
		if o < 0 {
			return bad("operation %q", p.Operation)
		}
		s.op = uint8(o + 1)
		for _, id := range p.OpWon {
			k := missionIndex(id) - opMission(o+1, 0)
			if k < 0 || k > 2 || s.opWon&(1<<k) != 0 {
				return bad("operation mission %q", id)
			}
			s.opWon |= 1 << k
		}
	} else if len(p.OpWon) > 0 {
		return bad("missions won without an operation")
	}
	return s, nil
}

var errInvalid = errors.New("fireteam: invalid state")
