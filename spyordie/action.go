package spyordie

import (
	"reflect"
	"strconv"
	"strings"

	"github.com/incursion/incursion/geom"
)

// Action is one decision of a player. The set of actions is closed: the
// concrete types are the structs of this file. Actions whose first word is
// a figure (I1, G2, ...) are performed by that figure.
type Action interface {
	isAction()
	String() string
}

// Set-Up actions ("Set-Up").
type (
	// PlaceBoss puts the Boss on a Sanctum corner (Base Defender, step 2).
	PlaceBoss struct{ At geom.Point }
	// PlaceStarter puts a Scientist in the Infirmary or a Technician in
	// the Generator on a Spawn square (Base Defender, step 4).
	PlaceStarter struct {
		Kind Kind
		At   geom.Point
	}
	// PlaceSentry puts a Guard directly outside a room's doorway (Base
	// Defender, step 5; once per Intruder).
	PlaceSentry struct{ At geom.Point }
	// PlaceCamera puts a Camera on a junction (Base Defender, step 6; 4 times).
	PlaceCamera struct{ At geom.Point }
	// PlacePassage puts the Secret Passage marker on an empty square of a
	// room other than the Sanctum (Base Defender, step 7).
	PlacePassage struct{ At geom.Point }
	// ChooseAgent picks an agent profile (Each Intruder, step 1).
	ChooseAgent struct {
		Who   Fig
		Agent AgentID
	}
	// ChooseTalent picks the agent's Talent (step 3).
	ChooseTalent struct {
		Who    Fig
		Talent Talent
	}
	// ChooseItem picks the second Item (step 5).
	ChooseItem struct {
		Who  Fig
		Item Item
	}
	// PlaceAgent puts the Intruder on an Agent Start square (step 6).
	PlaceAgent struct {
		Who Fig
		At  geom.Point
	}
	// Order fixes the order of play of the Intruders (step 7).
	Order struct{ Figs []Fig }
)

// Intruder and Minion actions ("Intruder Actions", "Minion Actions").
type (
	// Move starts a move action with a first step in direction Dir.
	Move struct {
		Who Fig
		Dir geom.Dir
	}
	// Step moves one more square of the current move (or a free 1-square
	// move: Locksmith, Sniper, a reaction).
	Step struct {
		Who Fig
		Dir geom.Dir
	}
	// Stop finishes the current move.
	Stop   struct{ Who Fig }
	Breach struct {
		Who  Fig
		Door int
	}
	Search struct {
		Who Fig
		At  geom.Point
	}
	PickUp struct {
		Who  Fig
		At   geom.Point
		Item Item
	} // Item NoItem: the Intelligence marker
	Supplies struct {
		Who  Fig
		Item Item
	}
	Explore struct {
		Who Fig
		To  geom.Point
	}
	Sabotage struct {
		Who Fig
		At  geom.Point
	}
	Hide   struct{ Who Fig }
	Reveal struct{ Who Fig }
	Rest   struct{ Who Fig }
	Heal   struct{ Who, Target Fig }
	Fight  struct{ Who, Target Fig }
	Shoot  struct{ Who, Target Fig }
	// SneakAttack is a hidden Intruder's attack on an adjacent Minion.
	SneakAttack struct{ Who, Target Fig }
	Lock        struct {
		Who  Fig
		Door int
	}
	Unlock struct {
		Who  Fig
		Door int
	}
	Arm struct {
		Who Fig
		At  geom.Point
	}
	Disarm struct {
		Who Fig
		At  geom.Point
	}
	Primary struct {
		Who  Fig
		Item Item
	}
	Surrender struct{ Who Fig }
	// DetectivePassage places the Detective's Secret Passage marker.
	DetectivePassage struct {
		Who Fig
		At  geom.Point
	}
	// Spot: Who tries to spot the hidden Intruder Target; Via is the
	// Camera's square when spotting from the Security square. While an
	// Intruder is disguised, Target may name the Minion figure the Defender
	// suspects him to wear (see RULES.md, "Spotting the Imposter").
	Spot struct {
		Who, Target Fig
		Camera      bool
		Via         geom.Point
	}
	Discover struct {
		Who Fig
		At  geom.Point
	}
	Construct struct {
		Who Fig
		At  geom.Point
	}
	Repair   struct{ Who Fig }
	Research struct{ Who Fig }
	// Passage: the Boss moves through the Secret Passage.
	Passage struct {
		Who Fig
		To  geom.Point
	}
	Recover struct{ Who Fig }
	// Spawn brings a Minion into play (Phase 1, Mob Spawn, Surprise!).
	Spawn struct {
		Kind Kind
		At   geom.Point
	}
)

// Decisions during resolution.
type (
	// Pass declines: ends the turn, the phase or the Minion type's
	// actions, or declines the option offered.
	Pass       struct{}
	Chance     struct{}
	TakeTime   struct{}
	Take       struct{}
	FightBack  struct{}
	Reroll     struct{}
	SecondShot struct{ Target Fig }
	Sacrifice  struct{}
	Imprison   struct{ At, Storage geom.Point }
	Conceal    struct{}
	Disguise   struct{}
)

func (PlaceBoss) isAction()        {}
func (PlaceStarter) isAction()     {}
func (PlaceSentry) isAction()      {}
func (PlaceCamera) isAction()      {}
func (PlacePassage) isAction()     {}
func (ChooseAgent) isAction()      {}
func (ChooseTalent) isAction()     {}
func (ChooseItem) isAction()       {}
func (PlaceAgent) isAction()       {}
func (Order) isAction()            {}
func (Move) isAction()             {}
func (Step) isAction()             {}
func (Stop) isAction()             {}
func (Breach) isAction()           {}
func (Search) isAction()           {}
func (PickUp) isAction()           {}
func (Supplies) isAction()         {}
func (Explore) isAction()          {}
func (Sabotage) isAction()         {}
func (Hide) isAction()             {}
func (Reveal) isAction()           {}
func (Rest) isAction()             {}
func (Heal) isAction()             {}
func (Fight) isAction()            {}
func (Shoot) isAction()            {}
func (SneakAttack) isAction()      {}
func (Lock) isAction()             {}
func (Unlock) isAction()           {}
func (Arm) isAction()              {}
func (Disarm) isAction()           {}
func (Primary) isAction()          {}
func (Surrender) isAction()        {}
func (DetectivePassage) isAction() {}
func (Spot) isAction()             {}
func (Discover) isAction()         {}
func (Construct) isAction()        {}
func (Repair) isAction()           {}
func (Research) isAction()         {}
func (Passage) isAction()          {}
func (Recover) isAction()          {}
func (Spawn) isAction()            {}
func (Pass) isAction()             {}
func (Chance) isAction()           {}
func (TakeTime) isAction()         {}
func (Take) isAction()             {}
func (FightBack) isAction()        {}
func (Reroll) isAction()           {}
func (SecondShot) isAction()       {}
func (Sacrifice) isAction()        {}
func (Imprison) isAction()         {}
func (Conceal) isAction()          {}
func (Disguise) isAction()         {}

func ps(p geom.Point) string { return strconv.Itoa(p.X) + "," + strconv.Itoa(p.Y) }

func (a PlaceBoss) String() string    { return "boss " + ps(a.At) }
func (a PlaceStarter) String() string { return "starter " + a.Kind.String() + " " + ps(a.At) }
func (a PlaceSentry) String() string  { return "sentry " + ps(a.At) }
func (a PlaceCamera) String() string  { return "camera " + ps(a.At) }
func (a PlacePassage) String() string { return "passage " + ps(a.At) }
func (a ChooseAgent) String() string  { return a.Who.String() + " agent " + a.Agent.String() }
func (a ChooseTalent) String() string { return a.Who.String() + " talent " + a.Talent.String() }
func (a ChooseItem) String() string   { return a.Who.String() + " item " + a.Item.String() }
func (a PlaceAgent) String() string   { return a.Who.String() + " start " + ps(a.At) }
func (a Order) String() string {
	var sb strings.Builder
	sb.WriteString("order")
	for _, f := range a.Figs {
		sb.WriteString(" " + f.String())
	}
	return sb.String()
}
func (a Move) String() string     { return a.Who.String() + " move " + a.Dir.String() }
func (a Step) String() string     { return a.Who.String() + " step " + a.Dir.String() }
func (a Stop) String() string     { return a.Who.String() + " stop" }
func (a Breach) String() string   { return a.Who.String() + " breach " + strconv.Itoa(a.Door) }
func (a Search) String() string   { return a.Who.String() + " search " + ps(a.At) }
func (a Supplies) String() string { return a.Who.String() + " supplies " + a.Item.String() }
func (a PickUp) String() string {
	if a.Item == NoItem {
		return a.Who.String() + " pickup " + ps(a.At)
	}
	return a.Who.String() + " pickup " + a.Item.String() + " " + ps(a.At)
}
func (a Explore) String() string     { return a.Who.String() + " explore " + ps(a.To) }
func (a Sabotage) String() string    { return a.Who.String() + " sabotage " + ps(a.At) }
func (a Hide) String() string        { return a.Who.String() + " hide" }
func (a Reveal) String() string      { return a.Who.String() + " reveal" }
func (a Rest) String() string        { return a.Who.String() + " rest" }
func (a Heal) String() string        { return a.Who.String() + " heal " + a.Target.String() }
func (a Fight) String() string       { return a.Who.String() + " fight " + a.Target.String() }
func (a Shoot) String() string       { return a.Who.String() + " shoot " + a.Target.String() }
func (a SneakAttack) String() string { return a.Who.String() + " sneak-attack " + a.Target.String() }
func (a Lock) String() string        { return a.Who.String() + " lock " + strconv.Itoa(a.Door) }
func (a Unlock) String() string      { return a.Who.String() + " unlock " + strconv.Itoa(a.Door) }
func (a Arm) String() string         { return a.Who.String() + " arm " + ps(a.At) }
func (a Disarm) String() string      { return a.Who.String() + " disarm " + ps(a.At) }
func (a Primary) String() string     { return a.Who.String() + " primary " + a.Item.String() }
func (a Surrender) String() string   { return a.Who.String() + " surrender" }
func (a DetectivePassage) String() string {
	return a.Who.String() + " detective " + ps(a.At)
}
func (a Spot) String() string {
	if a.Camera {
		return a.Who.String() + " spot " + a.Target.String() + " via " + ps(a.Via)
	}
	return a.Who.String() + " spot " + a.Target.String()
}
func (a Discover) String() string   { return a.Who.String() + " discover " + ps(a.At) }
func (a Construct) String() string  { return a.Who.String() + " construct " + ps(a.At) }
func (a Repair) String() string     { return a.Who.String() + " repair" }
func (a Research) String() string   { return a.Who.String() + " research" }
func (a Passage) String() string    { return a.Who.String() + " passage " + ps(a.To) }
func (a Recover) String() string    { return a.Who.String() + " recover" }
func (a Spawn) String() string      { return "spawn " + a.Kind.String() + " " + ps(a.At) }
func (Pass) String() string         { return "pass" }
func (Chance) String() string       { return "chance" }
func (TakeTime) String() string     { return "time" }
func (Take) String() string         { return "take" }
func (FightBack) String() string    { return "fight-back" }
func (Reroll) String() string       { return "reroll" }
func (a SecondShot) String() string { return "second-shot " + a.Target.String() }
func (Sacrifice) String() string    { return "sacrifice" }
func (a Imprison) String() string   { return "imprison " + ps(a.At) + " " + ps(a.Storage) }
func (Conceal) String() string      { return "conceal" }
func (Disguise) String() string     { return "disguise" }

// ActionVisibleTo reports whether seat p sees which action a was when it is
// taken in s (the state before a). Every action is public except those of
// a disguised Imposter that name him: the Defender and a spectator see
// [PublicAction] instead (Rulebook, "Imposter").
func ActionVisibleTo(s State, a Action, p Seat) bool {
	if p >= Intruder1 && p <= Intruder3 {
		return true
	}
	_, secret := s.wornBy(a)
	return !secret
}

// PublicAction returns what the seats that do not see a see instead: the
// same action performed by the Minion figure the Imposter wears. A public
// action is its own public form.
func PublicAction(s State, a Action) Action {
	worn, secret := s.wornBy(a)
	if !secret {
		return a
	}
	v := reflect.New(reflect.TypeOf(a)).Elem()
	v.Set(reflect.ValueOf(a))
	v.FieldByName("Who").Set(reflect.ValueOf(worn))
	return v.Interface().(Action)
}

// wornBy returns the Minion figure worn by the disguised Intruder a names
// as its performer; secret is false when a names none.
func (s *State) wornBy(a Action) (worn Fig, secret bool) {
	if a == nil {
		return NoFig, false
	}
	v := reflect.ValueOf(a)
	if v.Kind() != reflect.Struct {
		return NoFig, false
	}
	f := v.FieldByName("Who")
	if !f.IsValid() {
		return NoFig, false
	}
	who := f.Interface().(Fig)
	if !who.Intruder() || int(who) >= int(s.n) || !s.disguised(who) {
		return NoFig, false
	}
	return s.intr[who].Disguise, true
}

// whoOf returns the figure that performs a, or NoFig.
func whoOf(a Action) Fig {
	switch a := a.(type) {
	case Move:
		return a.Who
	case Step:
		return a.Who
	case Stop:
		return a.Who
	case Breach:
		return a.Who
	case Search:
		return a.Who
	case PickUp:
		return a.Who
	case Supplies:
		return a.Who
	case Explore:
		return a.Who
	case Sabotage:
		return a.Who
	case Hide:
		return a.Who
	case Reveal:
		return a.Who
	case Rest:
		return a.Who
	case Heal:
		return a.Who
	case Fight:
		return a.Who
	case Shoot:
		return a.Who
	case SneakAttack:
		return a.Who
	case Lock:
		return a.Who
	case Unlock:
		return a.Who
	case Arm:
		return a.Who
	case Disarm:
		return a.Who
	case Primary:
		return a.Who
	case Surrender:
		return a.Who
	case DetectivePassage:
		return a.Who
	case Spot:
		return a.Who
	case Discover:
		return a.Who
	case Construct:
		return a.Who
	case Repair:
		return a.Who
	case Research:
		return a.Who
	case Passage:
		return a.Who
	case Recover:
		return a.Who
	}
	return NoFig
}
