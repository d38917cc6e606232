package spyordie

import (
	"encoding/json"
	"errors"
	"fmt"
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

var errParse = errors.New("spyordie: bad action")

func parsePoint(s string) (geom.Point, error) {
	x, y, ok := strings.Cut(s, ",")
	if !ok {
		return geom.Point{}, fmt.Errorf("%w: %q is not a square x,y", errParse, s)
	}
	a, err1 := strconv.Atoi(x)
	b, err2 := strconv.Atoi(y)
	if err1 != nil || err2 != nil || a < 0 || b < 0 || a > 1000 || b > 1000 {
		return geom.Point{}, fmt.Errorf("%w: %q is not a square x,y", errParse, s)
	}
	return geom.Pt(a, b), nil
}

func parseItem(s string) (Item, error) {
	for i, n := range itemNames {
		if i > 0 && n == s {
			return Item(i), nil
		}
	}
	return NoItem, fmt.Errorf("%w: unknown Item %q", errParse, s)
}

func parseNum(s string) (int, error) {
	n, err := strconv.Atoi(s)
	if err != nil || n < 0 || n > 61 {
		return 0, fmt.Errorf("%w: %q is not a door number", errParse, s)
	}
	return n, nil
}

// ParseAction reads an action in the notation of its String method.
func ParseAction(text string) (Action, error) {
	f := strings.Fields(text)
	if len(f) == 0 {
		return nil, fmt.Errorf("%w: empty", errParse)
	}
	who := NoFig
	if w, err := ParseFig(f[0]); err == nil {
		who = w
		f = f[1:]
		if len(f) == 0 {
			return nil, fmt.Errorf("%w: %q has no verb", errParse, text)
		}
	}
	verb, args := f[0], f[1:]
	want := func(n int) error {
		if len(args) != n {
			return fmt.Errorf("%w: %q wants %d arguments", errParse, verb, n)
		}
		return nil
	}
	needWho := func(need bool) error {
		if need != (who != NoFig) {
			if need {
				return fmt.Errorf("%w: %q needs a figure first", errParse, verb)
			}
			return fmt.Errorf("%w: %q takes no figure", errParse, verb)
		}
		return nil
	}
	pointArg := func() (geom.Point, error) {
		if err := want(1); err != nil {
			return geom.Point{}, err
		}
		return parsePoint(args[0])
	}
	figArg := func() (Fig, error) {
		if err := want(1); err != nil {
			return NoFig, err
		}
		return ParseFig(args[0])
	}
	var a Action
	var err error
	switch verb {
	case "boss", "sentry", "camera", "passage", "pickup", "search", "explore", "sabotage", "arm", "disarm", "detective", "discover", "construct", "start":
		if verb == "passage" && who != NoFig {
			p, e := pointArg()
			a, err = Passage{who, p}, e
			break
		}
		if verb == "pickup" && len(args) == 2 {
			it, e1 := parseItem(args[0])
			p, e2 := parsePoint(args[1])
			a, err = PickUp{Who: who, At: p, Item: it}, errors.Join(e1, e2)
			break
		}
		p, e := pointArg()
		err = e
		switch verb {
		case "boss":
			a = PlaceBoss{p}
		case "sentry":
			a = PlaceSentry{p}
		case "camera":
			a = PlaceCamera{p}
		case "passage":
			a = PlacePassage{p}
		case "pickup":
			a = PickUp{Who: who, At: p}
		case "search":
			a = Search{who, p}
		case "explore":
			a = Explore{who, p}
		case "sabotage":
			a = Sabotage{who, p}
		case "arm":
			a = Arm{who, p}
		case "disarm":
			a = Disarm{who, p}
		case "detective":
			a = DetectivePassage{who, p}
		case "discover":
			a = Discover{who, p}
		case "construct":
			a = Construct{who, p}
		case "start":
			a = PlaceAgent{who, p}
		}
		if err == nil {
			switch verb {
			case "boss", "sentry", "camera", "passage":
				err = needWho(false)
			default:
				err = needWho(true)
			}
		}
	case "starter", "spawn":
		if err = want(2); err != nil {
			break
		}
		k, e1 := parseKind(args[0])
		p, e2 := parsePoint(args[1])
		err = errors.Join(e1, e2, needWho(false))
		if verb == "starter" {
			a = PlaceStarter{k, p}
		} else {
			a = Spawn{k, p}
		}
	case "agent":
		if err = want(1); err != nil {
			break
		}
		err = fmt.Errorf("%w: unknown agent %q", errParse, args[0])
		for i, n := range agentNames {
			if i > 0 && n == args[0] {
				a, err = ChooseAgent{who, AgentID(i)}, nil
			}
		}
		err = errors.Join(err, needWho(true))
	case "talent":
		if err = want(1); err != nil {
			break
		}
		err = fmt.Errorf("%w: unknown Talent %q", errParse, args[0])
		for i, n := range talentNames {
			if i > 0 && n == args[0] {
				a, err = ChooseTalent{who, Talent(i)}, nil
			}
		}
		err = errors.Join(err, needWho(true))
	case "item", "supplies", "primary":
		if err = want(1); err != nil {
			break
		}
		it, e := parseItem(args[0])
		err = errors.Join(e, needWho(true))
		switch verb {
		case "item":
			a = ChooseItem{who, it}
		case "supplies":
			a = Supplies{who, it}
		default:
			a = Primary{who, it}
		}
	case "order":
		if err = needWho(false); err != nil {
			break
		}
		if len(args) < 1 || len(args) > 3 {
			err = fmt.Errorf("%w: order wants 1 to 3 Intruders", errParse)
			break
		}
		o := Order{}
		for _, s := range args {
			g, e := ParseFig(s)
			if e != nil {
				err = e
				break
			}
			o.Figs = append(o.Figs, g)
		}
		a = o
	case "move", "step":
		if err = want(1); err != nil {
			break
		}
		d, e := geom.ParseDir(args[0])
		err = errors.Join(e, needWho(true))
		if verb == "move" {
			a = Move{who, d}
		} else {
			a = Step{who, d}
		}
	case "breach", "lock", "unlock":
		if err = want(1); err != nil {
			break
		}
		n, e := parseNum(args[0])
		err = errors.Join(e, needWho(true))
		switch verb {
		case "breach":
			a = Breach{who, n}
		case "lock":
			a = Lock{who, n}
		default:
			a = Unlock{who, n}
		}
	case "heal", "fight", "shoot", "sneak-attack":
		t, e := figArg()
		err = errors.Join(e, needWho(true))
		switch verb {
		case "heal":
			a = Heal{who, t}
		case "fight":
			a = Fight{who, t}
		case "shoot":
			a = Shoot{who, t}
		default:
			a = SneakAttack{who, t}
		}
	case "spot":
		if len(args) == 3 && args[1] == "via" {
			t, e1 := ParseFig(args[0])
			p, e2 := parsePoint(args[2])
			a, err = Spot{Who: who, Target: t, Camera: true, Via: p}, errors.Join(e1, e2, needWho(true))
			break
		}
		t, e := figArg()
		a, err = Spot{Who: who, Target: t}, errors.Join(e, needWho(true))
	case "second-shot":
		t, e := figArg()
		a, err = SecondShot{t}, errors.Join(e, needWho(false))
	case "imprison":
		if err = want(2); err != nil {
			break
		}
		p, e1 := parsePoint(args[0])
		q, e2 := parsePoint(args[1])
		a, err = Imprison{p, q}, errors.Join(e1, e2, needWho(false))
	default:
		if err = want(0); err != nil {
			break
		}
		simpleWho := map[string]Action{"stop": Stop{who}, "hide": Hide{who}, "reveal": Reveal{who}, "rest": Rest{who},
			"surrender": Surrender{who}, "repair": Repair{who}, "research": Research{who}, "recover": Recover{who}}
		simple := map[string]Action{"pass": Pass{}, "chance": Chance{}, "time": TakeTime{}, "take": Take{}, "fight-back": FightBack{},
			"reroll": Reroll{}, "sacrifice": Sacrifice{}, "conceal": Conceal{}, "disguise": Disguise{}}
		if x, ok := simpleWho[verb]; ok {
			a, err = x, needWho(true)
		} else if x, ok := simple[verb]; ok {
			a, err = x, needWho(false)
		} else {
			err = fmt.Errorf("%w: unknown verb %q", errParse, verb)
		}
	}
	if err != nil {
		return nil, err
	}
	return a, nil
}

// ---- JSON ----

var actionTypes = map[string]reflect.Type{}

func init() {
	for _, a := range []Action{PlaceBoss{}, PlaceStarter{}, PlaceSentry{}, PlaceCamera{}, PlacePassage{}, ChooseAgent{},
		ChooseTalent{}, ChooseItem{}, PlaceAgent{}, Order{}, Move{}, Step{}, Stop{}, Breach{}, Search{}, PickUp{},
		Supplies{}, Explore{}, Sabotage{}, Hide{}, Reveal{}, Rest{}, Heal{}, Fight{}, Shoot{}, SneakAttack{}, Lock{},
		Unlock{}, Arm{}, Disarm{}, Primary{}, Surrender{}, DetectivePassage{}, Spot{}, Discover{}, Construct{},
		Repair{}, Research{}, Passage{}, Recover{}, Spawn{}, Pass{}, Chance{}, TakeTime{}, Take{}, FightBack{},
		Reroll{}, SecondShot{}, Sacrifice{}, Imprison{}, Conceal{}, Disguise{}} {
		t := reflect.TypeOf(a)
		actionTypes[typeName(t)] = t
	}
}

func typeName(t reflect.Type) string {
	n := t.Name()
	var sb strings.Builder
	for i, r := range n {
		if r >= 'A' && r <= 'Z' {
			if i > 0 {
				sb.WriteByte('_')
			}
			r += 'a' - 'A'
		}
		sb.WriteRune(r)
	}
	return sb.String()
}

// MarshalAction writes a as JSON: {"type": "move", "Who": 0, "Dir": 2}.
func MarshalAction(a Action) ([]byte, error) {
	if a == nil {
		return nil, errors.New("spyordie: nil action")
	}
	return marshalTyped(a)
}

// marshalTyped writes a struct's exported fields after a "type" key. It
// walks the fields itself so that a MarshalJSON method can call it.
func marshalTyped(v any) ([]byte, error) {
	rv := reflect.ValueOf(v)
	t := rv.Type()
	buf := []byte(`{"type":` + strconv.Quote(typeName(t)))
	for i := range t.NumField() {
		f := t.Field(i)
		if !f.IsExported() {
			continue
		}
		b, err := json.Marshal(rv.Field(i).Interface())
		if err != nil {
			return nil, err
		}
		buf = append(buf, ',')
		buf = strconv.AppendQuote(buf, f.Name)
		buf = append(buf, ':')
		buf = append(buf, b...)
	}
	return append(buf, '}'), nil
}

// UnmarshalAction reads an action written by MarshalAction.
func UnmarshalAction(data []byte) (Action, error) {
	var head struct {
		Type string `json:"type"`
	}
	if err := json.Unmarshal(data, &head); err != nil {
		return nil, err
	}
	t, ok := actionTypes[head.Type]
	if !ok {
		return nil, fmt.Errorf("%w: unknown action type %q", errParse, head.Type)
	}
	p := reflect.New(t)
	if err := json.Unmarshal(data, p.Interface()); err != nil {
		return nil, err
	}
	return p.Elem().Interface().(Action), nil
}
