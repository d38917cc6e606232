package nemesis

import (
	"fmt"

	"github.com/incursion/incursion/dice"
)

// Config chooses the game. Its zero value is the standard semi-cooperative
// game for 4 Characters.
type Config struct {
	// Players is the number of Characters, 1–5 (0 means 4). One Character
	// plays the Solo/Coop rules (Coop is then implied).
	Players int
	// Coop plays the Solo and Coop rules: one Solo/Coop Mission Task per
	// Character, no standard Objectives (Rulebook, "Solo and Coop Rules").
	Coop bool
	// Deadly uses both Noise values of the Corridors (Rulebook, "Deadly Mode").
	Deadly bool
	// Tasks is the number of Solo/Coop Mission Tasks (Rulebook,
	// "Difficulty"): 0 means one per Character; at most 5.
	Tasks int
	// Data is the physical data: dice, tiles, cards and tokens (nil:
	// StandardData). New validates it and keeps its own copy, shared by
	// every state of the game; a later change to *Data changes nothing.
	Data *Data
}

// Variants of the Game value: "coop", "deadly", "solo", and "2p" to "5p".
var variantNames = []string{"coop", "deadly", "solo", "1p", "2p", "3p", "5p"}

func variantConfig(v string) (Config, error) {
	switch v {
	case "":
		return Config{}, nil
	case "coop":
		return Config{Coop: true}, nil
	case "deadly":
		return Config{Deadly: true}, nil
	case "solo", "1p":
		return Config{Players: 1, Coop: true}, nil
	case "2p", "3p", "5p":
		return Config{Players: int(v[0] - '0')}, nil
	}
	return Config{}, fmt.Errorf("nemesis: no variant %q", v)
}

// New returns the state after Game Setup and the dealing of Player Setup
// (Rulebook, "Setup"): the Character draft, the Support Equipment draft and
// the Tactical Gear choice are then taken as actions. The roller is called
// in the order of the code below.
func New(cfg Config, r dice.Roller) (State, error) {
	n := cfg.Players
	if n == 0 {
		n = 4
	}
	if n < 1 || n > MaxPlayers {
		return State{}, fmt.Errorf("nemesis: %d players: want 1 to %d", n, MaxPlayers)
	}
	if n == 1 {
		cfg.Coop = true
	}
	if cfg.Tasks < 0 || cfg.Tasks > MaxPlayers || cfg.Tasks > 0 && !cfg.Coop {
		return State{}, fmt.Errorf("nemesis: %d Mission Tasks: want 0 to %d, in the Solo/Coop mode only", cfg.Tasks, MaxPlayers)
	}
	t, err := load(cfg.Data)
	if err == nil {
		err = t.check(n, cfg.Coop)
	}
	if err != nil {
		return State{}, err
	}
	g := &game{Players: int8(n), Coop: cfg.Coop, Deadly: cfg.Deadly, Viewer: -1, Round: 1, D: &decks{}, T: t}
	k := &kernel{g: g, r: r, ownD: true}
	for i := range g.Rooms {
		g.Rooms[i].Tile = -1
	}
	for i := range g.Corr {
		g.Corr[i].Tile = -1
	}
	for i := range g.Intr {
		g.Intr[i].At = -1
	}
	for i := range g.Task {
		g.Task[i] = -1
	}
	for i := range g.P {
		p := &g.P[i]
		*p = Player{Char: -1, Room: -1, Armor: NoItem, Wounds: [3]int8{-1, -1, -1}, Draft: [2]int8{-1, -1}, Objectives: [2]int8{-1, -1}}
		p.Hands[0].Item, p.Hands[1].Item = NoItem, NoItem
		if i >= n {
			p.Status = Dead
		}
	}
	g.Supply = t.supply
	// a. Sections Setup. The Landing Zone is printed on Section A and the
	// Hibernatorium on Section B (it stays Undiscovered).
	g.Rooms[LandingSlot].Tile = tileLanding
	g.Rooms[HibernatoriumSlot].Tile = tileHibernatorium
	g.Robot = int8(r.IntN(len(t.robots)))
	g.RobotRoom = HibernatoriumSlot
	g.RobotTok = [2]Token{AmmoFull, Oxygen}
	g.Supply[AmmoFull]--
	g.Supply[Oxygen]--
	g.AA[0] = r.IntN(2) == 0
	g.AA[1] = !g.AA[0]
	g.Eggs = 5
	g.DataLeft = 5
	for _, t := range []Token{AmmoFull, Grenade, Oxygen, Medpack} {
		g.LZTok[t] = 4
		g.Supply[t] -= 4
	}
	for i := range t.corridors {
		g.D.CorrDeck.push(int8(i))
	}
	g.D.CorrDeck.shuffle(r)
	for _, d := range []int{North, East, South} {
		k.placeCorridor(edgeBetween(LandingSlot, neighbour(LandingSlot, d)))
	}
	for i := 2; i < len(t.rooms); i++ {
		g.D.Stacks[t.rooms[i].Back].push(int8(i))
	}
	for i := range g.D.Stacks {
		g.D.Stacks[i].shuffle(r)
	}
	// b. Intruder Setup.
	for i := range t.explore {
		g.D.Explore.push(int8(i))
	}
	g.D.Explore.shuffle(r)
	g.Bag = 1 // the Blank token
	k.addTokens(Larva, 2)
	k.addTokens(Adult, 3+n)
	for i := range t.attacks {
		g.D.Attacks.push(int8(i))
	}
	g.D.Attacks.shuffle(r)
	for i := range t.events {
		g.D.Events.push(int8(i))
	}
	g.D.Events.shuffle(r)
	for i := range t.queen {
		g.D.QueenDeck.push(int8(i))
	}
	g.D.QueenDeck.shuffle(r)
	// c. Remaining Components.
	for c := range 3 {
		lo := []int8{0, t.first[0], t.first[1], t.first[2]}
		for i := lo[c]; i < lo[c+1]; i++ {
			g.D.Items[c].push(int8(i))
		}
		g.D.Items[c].shuffle(r)
	}
	for i := range t.infected {
		g.D.Contam.push(int8(i))
	}
	g.D.Contam.shuffle(r)
	for i := range t.wounds {
		g.D.Wounds.push(int8(i))
	}
	g.D.Wounds.shuffle(r)
	for i := t.first[2]; i < t.first[3]; i++ {
		g.D.Support.push(int8(i))
	}
	g.D.Support.shuffle(r)
	// Player Setup: Help cards, Objectives (filtered by the number of
	// Characters), the Mission Task, the draft deck.
	nums := make([]int8, n)
	for i := range nums {
		nums[i] = int8(i + 1)
	}
	nums = dice.Shuffle(r, nums)
	for i := range n {
		g.P[i].Number = nums[i]
	}
	deal := func(group ObjectiveGroup) []int8 {
		var d []int8
		for i, o := range t.objs {
			if o.Group == group && int(o.Min) <= n {
				d = append(d, int8(i))
			}
		}
		return dice.Shuffle(r, d)
	}
	if g.Coop {
		tasks := deal(CoopMissionTask)
		nt := n
		if cfg.Tasks > 0 {
			nt = cfg.Tasks
		}
		for i := 0; i < nt && i < len(tasks); i++ {
			g.Task[i] = tasks[i]
		}
	} else {
		priv, miss := deal(PrivateObjective), deal(MissionObjective)
		for i := range n {
			g.P[i].Objectives = [2]int8{priv[i%len(priv)], miss[i%len(miss)]}
		}
		g.Task[0] = deal(MissionTask)[0]
	}
	for i := range t.chars {
		g.D.Draft.push(int8(i))
	}
	g.D.Draft.shuffle(r)
	g.Phase = PhaseDraft
	k.dealDraft()
	return State{g}, nil
}

// drafter is the seat whose Help card number is num.
func (g *game) seatNumbered(num int8) Seat {
	for i := range g.Players {
		if g.P[i].Number == num {
			return Seat(i)
		}
	}
	return -1
}

// dealDraft deals 2 Character draft cards to the next player in ascending
// player number order, or ends the draft.
func (k *kernel) dealDraft() {
	g := k.g
	drafted := int8(0)
	for i := range g.Players {
		if g.P[i].Char >= 0 {
			drafted++
		}
	}
	if drafted == g.Players {
		k.startSupport()
		return
	}
	s := g.seatNumbered(drafted + 1)
	g.PendSeat = s
	g.P[s].Draft = [2]int8{k.d().Draft.pop(), k.d().Draft.pop()}
}

func (k *kernel) draft(a DraftCharacter) {
	g := k.g
	p := &g.P[a.Seat]
	other := p.Draft[0]
	if other == a.Char {
		other = p.Draft[1]
	}
	p.Draft = [2]int8{-1, -1}
	k.d().Draft.push(other)
	k.d().Draft.shuffle(k.r)
	// Character Setup.
	p.Char = a.Char
	p.Oxygen = 7
	p.Room = LandingSlot
	for i := range 10 {
		p.Deck.push(int8(i))
	}
	p.Deck.shuffle(k.r)
	for _, it := range g.T.chars[a.Char].Items {
		if it != NoItem {
			k.gainItem(a.Seat, it)
		}
	}
	k.log(fmt.Sprintf("%v drafted the %s", a.Seat, g.T.chars[a.Char].Name))
	k.dealDraft()
}

// startSupport reveals 7 Support Equipment cards; the Contractor takes no
// part (Rulebook, "Support Equipment Draft").
func (k *kernel) startSupport() {
	g := k.g
	g.Phase = PhaseSupport
	for range 7 {
		k.d().Offer.push(k.d().Support.pop())
	}
	k.nextSupport()
}

func (k *kernel) nextSupport() {
	g := k.g
	for num := g.Players; num >= 1; num-- {
		s := g.seatNumbered(num)
		p := &g.P[s]
		if !g.T.chars[p.Char].NoSupport && !k.hasSupport(s) {
			g.PendSeat = s
			return
		}
	}
	// The unchosen Support Equipment leaves the game.
	k.d().Offer = pile{}
	g.Phase = PhaseGear
	k.nextGear()
}

func (k *kernel) hasSupport(s Seat) bool {
	p := &k.g.P[s]
	has := k.g.T.isSupport
	if has(p.Armor) || has(p.Hands[0].Item) || has(p.Hands[1].Item) {
		return true
	}
	for _, c := range p.Pack[:p.NPack] {
		if has(c) {
			return true
		}
	}
	return false
}

func (k *kernel) takeSupport(a TakeSupport) {
	o := &k.d().Offer
	for i := range o.N {
		if o.C[i] == a.Item {
			copy(o.C[i:], o.C[i+1:o.N])
			o.N--
			o.C[o.N] = 0
			break
		}
	}
	k.makeRoom(a.Seat, a.Drop)
	k.gainItem(a.Seat, a.Item)
	k.note(msgTook, a.Seat, int8(k.g.T.kindOf(a.Item)), 0, 0)
	k.nextSupport()
}

// nextGear: each player chooses 4 Tactical Gear tokens, in descending
// player number order; then the game begins.
func (k *kernel) nextGear() {
	g := k.g
	for num := g.Players; num >= 1; num-- {
		s := g.seatNumbered(num)
		if g.P[s].Belt[3] == NoToken && k.canTakeAnyGear() {
			g.PendSeat = s
			return
		}
	}
	// Beginning of the Game.
	for i := range g.Players {
		k.draw(Seat(i), 5)
	}
	g.Starting = g.seatNumbered(1)
	g.Phase = PhasePlayer
	g.PendSeat = -1
	k.startRound()
}

func (k *kernel) canTakeAnyGear() bool {
	for _, t := range []Token{AmmoFull, Grenade, Oxygen, Medpack} {
		if k.g.Supply[t] > 0 {
			return true
		}
	}
	return false
}

func (k *kernel) takeGear(a TakeGear) {
	g := k.g
	p := &g.P[a.Seat]
	for i := range p.Belt {
		if p.Belt[i] == NoToken {
			p.Belt[i] = a.Token
			break
		}
	}
	g.Supply[a.Token]--
	k.nextGear()
}

// makeRoom discards what a Character gives up to take an Item: the Item in
// Hand drop (0 or 1), or the worn Armor (DropArmor); nothing otherwise
// (Rulebook, "Heavy Items", "Armor Items": first discard).
func (k *kernel) makeRoom(s Seat, drop int8) {
	p := &k.g.P[s]
	switch drop {
	case 0, 1:
		k.note(msgMadeRoom, s, int8(k.g.T.kindOf(p.Hands[drop].Item)), 0, 0)
		k.loseHeld(s, int(drop))
	case DropArmor:
		k.note(msgMadeRoom, s, int8(k.g.T.kindOf(p.Armor)), 0, 0)
		k.discardItem(p.Armor)
		p.Armor = NoItem
	}
}
