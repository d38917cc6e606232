package spyordie

import (
	"strconv"
	"strings"

	"github.com/incursion/incursion"
	"github.com/incursion/incursion/geom"
	"github.com/incursion/incursion/internal/notation"
)

// The text notation of actions (every action's String): an optional figure
// (I1-I3, B, G1-G6, T1-T4, S1-S4) that performs the action, a verb and its
// arguments, separated by spaces. Squares are x,y (column, row, from 0 at
// the top left, as Draw labels them); Doors are numbered as on the map.
// Figures, verbs, Kinds, agents, Talents, Items and directions are read
// case-insensitively. Every error is an [incursion.ParseError] that names
// what was expected.
//
//	boss 10,2         starter technician 4,14   sentry 7,9      camera 12,10
//	passage 3,3       I1 agent kim              I1 talent sniper I1 item smg
//	I1 start 12,24    order I2 I1               I1 move N       I1 step NE
//	I1 stop           I1 breach 0               I1 search 5,6   I1 pickup 5,6
//	I1 pickup smg 5,6 I1 supplies medkit        I1 explore 3,3  I1 sabotage 9,20
//	I1 hide           I1 reveal                 I1 rest         I1 heal I2
//	G1 fight I1       G1 shoot I1               I1 sneak-attack G2
//	I1 lock 3         I1 unlock 3               I1 arm 4,4      I1 disarm 4,4
//	I1 primary smg    I1 surrender              I1 detective 6,6
//	G2 spot I1        G2 spot I1 via 8,7        T1 discover 5,5 T1 construct 5,5
//	T1 repair         S1 research               B passage 12,4  G1 recover
//	spawn guard 10,20 pass  chance  time  take  fight-back  reroll
//	second-shot G3    sacrifice                 imprison 19,20 22,3
//	conceal           disguise

// verbs with the figure they need: true, a figure first; false, none.
var figVerbs = map[string]bool{
	"boss": false, "sentry": false, "camera": false, "starter": false, "spawn": false, "order": false,
	"second-shot": false, "imprison": false, "pass": false, "chance": false, "time": false, "take": false,
	"fight-back": false, "reroll": false, "sacrifice": false, "conceal": false, "disguise": false,
	"agent": true, "talent": true, "item": true, "start": true, "move": true, "step": true, "stop": true,
	"breach": true, "search": true, "pickup": true, "supplies": true, "explore": true, "sabotage": true,
	"hide": true, "reveal": true, "rest": true, "heal": true, "fight": true, "shoot": true,
	"sneak-attack": true, "lock": true, "unlock": true, "arm": true, "disarm": true, "primary": true,
	"surrender": true, "detective": true, "spot": true, "discover": true, "construct": true,
	"repair": true, "research": true, "recover": true,
	// "passage" takes a figure (the Boss's move) or none (placing the marker).
}

const (
	wantFig    = "a figure (I1-I3, B, G1-G6, T1-T4, S1-S4)"
	wantSquare = "a square x,y"
	wantDoor   = "a Door number"
	wantVerb   = "a verb (boss, sentry, camera, passage, starter, spawn, order, agent, talent, item, start, move, step, stop, breach, search, pickup, ..., pass)"
)

// ParseAction reads an action in the notation of its String method: the
// package doc's "Notation" lists every action's text form with an example
// ("I1 move N", "G1 spot I1 via 0,7", "imprison 12,20 14,20", "pass").
// Words are read case-insensitively; an error is an [incursion.ParseError]
// saying what was wanted.
func ParseAction(text string) (Action, error) {
	sc := notation.New("spyordie", text)
	who := NoFig
	tok := sc.Next()
	if f, ok := lookupFig(tok); ok {
		who = f
		tok = sc.Next()
	}
	verb := strings.ToLower(tok)
	need, known := figVerbs[verb]
	switch {
	case verb == "passage":
		need = who != NoFig
	case !known:
		if who == NoFig && tok != "" {
			return nil, sc.Err(tok, wantVerb+" or "+wantFig)
		}
		return nil, sc.Err(tok, wantVerb)
	}
	if need && who == NoFig {
		return nil, sc.Err(tok, "a figure before "+strconv.Quote(verb))
	}
	if !need && who != NoFig {
		return nil, sc.Err(tok, "a verb that takes a figure ("+strconv.Quote(verb)+" takes none)")
	}
	a, err := parseArgs(sc, who, verb)
	if err != nil {
		return nil, err
	}
	if err := sc.End(); err != nil {
		return nil, err
	}
	return a, nil
}

func parseArgs(sc *notation.Scanner, who Fig, verb string) (Action, error) {
	point := func() (geom.Point, error) { return notation.Read(sc, wantSquare, readPoint) }
	fig := func() (Fig, error) { return notation.Read(sc, wantFig, lookupFig) }
	item := func() (Item, error) {
		return notation.Read(sc, "an Item ("+strings.Join(itemNames[1:], ", ")+")", lookupItem)
	}
	door := func() (int, error) { return sc.Int(wantDoor, 0, 61) }
	kind := func() (Kind, error) {
		k, err := sc.Word("a Minion type (boss, guard, technician, scientist)", kindNames[:4]...)
		return Kind(k), err
	}
	dir := func() (geom.Dir, error) {
		return notation.Read(sc, "a direction (N, NE, E, SE, S, SW, W, NW)", func(t string) (geom.Dir, bool) {
			d, err := geom.ParseDir(t)
			return d, err == nil
		})
	}
	var err error
	var p, q geom.Point
	switch verb {
	case "boss", "sentry", "camera", "passage", "search", "explore", "sabotage", "arm", "disarm",
		"detective", "discover", "construct", "start":
		if p, err = point(); err != nil {
			return nil, err
		}
		switch verb {
		case "boss":
			return PlaceBoss{p}, nil
		case "sentry":
			return PlaceSentry{p}, nil
		case "camera":
			return PlaceCamera{p}, nil
		case "passage":
			if who != NoFig {
				return Passage{who, p}, nil
			}
			return PlacePassage{p}, nil
		case "search":
			return Search{who, p}, nil
		case "explore":
			return Explore{who, p}, nil
		case "sabotage":
			return Sabotage{who, p}, nil
		case "arm":
			return Arm{who, p}, nil
		case "disarm":
			return Disarm{who, p}, nil
		case "detective":
			return DetectivePassage{who, p}, nil
		case "discover":
			return Discover{who, p}, nil
		case "construct":
			return Construct{who, p}, nil
		}
		return PlaceAgent{who, p}, nil
	case "pickup":
		it := NoItem
		if _, ok := lookupItem(sc.Peek()); ok {
			it, _ = item()
		}
		if p, err = point(); err != nil {
			return nil, err
		}
		return PickUp{Who: who, At: p, Item: it}, nil
	case "starter", "spawn":
		k, err := kind()
		if err != nil {
			return nil, err
		}
		if p, err = point(); err != nil {
			return nil, err
		}
		if verb == "starter" {
			return PlaceStarter{k, p}, nil
		}
		return Spawn{k, p}, nil
	case "agent":
		i, err := sc.Word("an agent (kim, harry, anna)", agentNames[1:]...)
		return ChooseAgent{who, AgentID(i + 1)}, err
	case "talent":
		i, err := sc.Word("a Talent ("+strings.Join(talentNames[1:], ", ")+")", talentNames[1:]...)
		return ChooseTalent{who, Talent(i + 1)}, err
	case "item", "supplies", "primary":
		it, err := item()
		if err != nil {
			return nil, err
		}
		switch verb {
		case "item":
			return ChooseItem{who, it}, nil
		case "supplies":
			return Supplies{who, it}, nil
		}
		return Primary{who, it}, nil
	case "order":
		o := Order{}
		for len(o.Figs) < 3 && (len(o.Figs) == 0 || !sc.Done()) {
			f, err := notation.Read(sc, "an Intruder (I1, I2, I3)", func(t string) (Fig, bool) {
				f, ok := lookupFig(t)
				return f, ok && f.Intruder()
			})
			if err != nil {
				return nil, err
			}
			o.Figs = append(o.Figs, f)
		}
		return o, nil
	case "move", "step":
		d, err := dir()
		if err != nil {
			return nil, err
		}
		if verb == "move" {
			return Move{who, d}, nil
		}
		return Step{who, d}, nil
	case "breach", "lock", "unlock":
		n, err := door()
		if err != nil {
			return nil, err
		}
		switch verb {
		case "breach":
			return Breach{who, n}, nil
		case "lock":
			return Lock{who, n}, nil
		}
		return Unlock{who, n}, nil
	case "heal", "fight", "shoot", "sneak-attack", "second-shot":
		t, err := fig()
		if err != nil {
			return nil, err
		}
		switch verb {
		case "heal":
			return Heal{who, t}, nil
		case "fight":
			return Fight{who, t}, nil
		case "shoot":
			return Shoot{who, t}, nil
		case "sneak-attack":
			return SneakAttack{who, t}, nil
		}
		return SecondShot{t}, nil
	case "spot":
		t, err := fig()
		if err != nil {
			return nil, err
		}
		if sc.Done() {
			return Spot{Who: who, Target: t}, nil
		}
		if _, err := sc.Word(`"via" and a Camera's square, or the end`, "via"); err != nil {
			return nil, err
		}
		if p, err = point(); err != nil {
			return nil, err
		}
		return Spot{Who: who, Target: t, Camera: true, Via: p}, nil
	case "imprison":
		if p, err = point(); err != nil {
			return nil, err
		}
		if q, err = point(); err != nil {
			return nil, err
		}
		return Imprison{p, q}, nil
	}
	switch verb {
	case "stop":
		return Stop{who}, nil
	case "hide":
		return Hide{who}, nil
	case "reveal":
		return Reveal{who}, nil
	case "rest":
		return Rest{who}, nil
	case "surrender":
		return Surrender{who}, nil
	case "repair":
		return Repair{who}, nil
	case "research":
		return Research{who}, nil
	case "recover":
		return Recover{who}, nil
	case "pass":
		return Pass{}, nil
	case "chance":
		return Chance{}, nil
	case "time":
		return TakeTime{}, nil
	case "take":
		return Take{}, nil
	case "fight-back":
		return FightBack{}, nil
	case "reroll":
		return Reroll{}, nil
	case "sacrifice":
		return Sacrifice{}, nil
	case "conceal":
		return Conceal{}, nil
	}
	return Disguise{}, nil
}

// readPoint reads a square x,y.
func readPoint(t string) (geom.Point, bool) {
	x, y, ok := strings.Cut(t, ",")
	if !ok {
		return geom.Point{}, false
	}
	a, err1 := strconv.Atoi(x)
	b, err2 := strconv.Atoi(y)
	if err1 != nil || err2 != nil || a < 0 || b < 0 || a > 1000 || b > 1000 {
		return geom.Point{}, false
	}
	return geom.Pt(a, b), true
}

func lookupItem(t string) (Item, bool) {
	if i := notation.Lookup(t, itemNames[1:]); i >= 0 {
		return Item(i + 1), true
	}
	return NoItem, false
}

// ParseSeat reads a seat name as String writes it, case-insensitively.
// The error is an [incursion.ParseError].
func ParseSeat(s string) (Seat, error) {
	for k, n := range seatNames {
		if strings.EqualFold(strings.TrimSpace(s), n) {
			return Seat(k), nil
		}
	}
	return 0, &incursion.ParseError{Game: "spyordie", Text: s, Got: s, Want: "a seat (" + strings.Join(seatNames, ", ") + ")"}
}

// ParseFig reads a figure name as String writes it, case-insensitively.
func ParseFig(s string) (Fig, error) {
	if f, ok := lookupFig(s); ok {
		return f, nil
	}
	return NoFig, &incursion.ParseError{Game: "spyordie", Text: s, Got: s, Want: "a figure (I1-I3, B, G1-G6, T1-T4, S1-S4)"}
}

func lookupFig(s string) (Fig, bool) {
	for f := Fig(0); f < nFigs; f++ {
		if strings.EqualFold(f.String(), s) {
			return f, true
		}
	}
	return NoFig, false
}
