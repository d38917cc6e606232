package fireteam

import (
	"fmt"
	"unicode"
	"unicode/utf8"

	"github.com/incursion/incursion"
)

// Descriptions of actions and events in words (issue 23): what
// [incursion.Game]'s Describe and Narrate give a user interface. Places
// are locations ("c3", Kind "location"), heroes ("Frank", Kind "hero"),
// monsters ("m2", Kind "monster"), Patty and Henry ("patty", Kind
// "specialist") and cards ("M01", Kind "card"), the data-tokens of
// package fireteam/picture.
func init() {
	if err := incursion.SetDescribe(Game, incursion.Describe[State, Action, Event]{
		Action: DescribeAction, Event: Narrate,
	}); err != nil {
		panic(err)
	}
}

// DescribeAction is action a of s (the state or a seat's view before a)
// in words, with the locations, heroes, monsters and cards it involves.
// Every action of Fireteam is public: it reads only the action and where
// its pieces stand.
func DescribeAction(s State, a Action) incursion.Description {
	var d incursion.Description
	hero := func(h Hero) {
		if _, ok := s.HeroAt(h); ok {
			d.Places = append(d.Places, incursion.Place{Kind: "hero", ID: h.String()})
		}
	}
	monster := func(m Monster) {
		if _, ok := s.MonsterAt(m); ok {
			d.Places = append(d.Places, incursion.Place{Kind: "monster", ID: m.String()})
		}
	}
	say := func(format string, args ...any) { d.Sentence = fmt.Sprintf(format, args...) }
	switch a := a.(type) {
	case StartPlayer:
		say("%v is the start player", a.Seat)
	case Pick:
		say("Pick %v", a.Hero)
	case Upgrade:
		hero(a.Hero)
		say("%v takes upgrade set %d", a.Hero, a.Set)
	case Focus:
		hero(a.Hero)
		say("%v focuses on card %d", a.Hero, a.Card)
	case NextMission:
		say("Play the mission %s next", a.Mission)
	case Respond:
		hero(a.Hero)
		say("%v responds with %v", a.Hero, a.Card)
	case Pass:
		hero(a.Hero)
		say("%v passes", a.Hero)
	case Stand:
		hero(a.Hero)
		say("%v stands up", a.Hero)
	case StayDown:
		hero(a.Hero)
		say("%v stays down", a.Hero)
	case Move:
		hero(a.Hero)
		d.Places = append(d.Places, incursion.Place{Kind: "location", ID: a.To.String()})
		with := ""
		switch {
		case a.Patty && a.Henry:
			with = " with Patty and Henry"
		case a.Patty:
			with = " with Patty"
		case a.Henry:
			with = " with Henry"
		}
		say("%v moves to %v%s", a.Hero, a.To, with)
	case Attack:
		hero(a.Hero)
		if _, ok := s.MonsterAt(a.Target); ok {
			monster(a.Target)
		} else {
			d.Places = append(d.Places, incursion.Place{Kind: "token", ID: a.Target.String()})
		}
		say("%v attacks %v", a.Hero, a.Target)
	case Add:
		hero(a.Hero)
		say("%v adds %v to the attack", a.Hero, a.Card)
	case Roll:
		hero(a.Hero)
		say("%v rolls the attack dice", a.Hero)
	case Reroll:
		hero(a.Hero)
		say("%v rerolls die %d", a.Hero, a.Die)
	case Keep:
		hero(a.Hero)
		say("%v keeps the dice", a.Hero)
	case Search:
		hero(a.Hero)
		say("%v searches", a.Hero)
	case Operate:
		hero(a.Hero)
		say("%v operates the special intel here", a.Hero)
	case End:
		hero(a.Hero)
		say("%v ends his activation", a.Hero)
	case Activate:
		monster(a.Monster)
		say("Activate %v", a.Monster)
	case Intercede:
		hero(a.Hero)
		say("%v intercedes", a.Hero)
	case React:
		hero(a.Hero)
		say("%v reacts with %v", a.Hero, a.Card)
	case Discard:
		hero(a.Hero)
		say("%v discards %v", a.Hero, a.Card)
	default:
		if a != nil {
			d.Sentence = a.String()
		}
	}
	return d
}

// Narrate is event e in words: its text, which already reads as a
// sentence ("Frank moved to c3"), capitalised. It is a function of the
// event alone, so a public event's sentence tells nothing more than it.
func Narrate(e Event) string {
	if e == nil {
		return ""
	}
	t := e.String()
	r, n := utf8.DecodeRuneInString(t)
	return string(unicode.ToUpper(r)) + t[n:]
}
