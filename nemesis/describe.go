package nemesis

import (
	"fmt"
	"strconv"
	"unicode"
	"unicode/utf8"

	"github.com/incursion/incursion"
)

// Descriptions of actions and events in words (issue 23): what
// [incursion.Game]'s Describe and Narrate give a user interface. Places
// are Characters by seat ("P2", Kind "character"), Corridors ("a2-b2",
// Kind "corridor") and Intruders ("x5", Kind "intruder"), the data-tokens
// of package nemesis/picture.
func init() {
	if err := incursion.SetDescribe(Game, incursion.Describe[State, Action, Event]{
		Action: DescribeAction, Event: Narrate,
	}); err != nil {
		panic(err)
	}
}

// DescribeAction is action a of s (the state or a seat's view before a)
// in words, with the Character, Corridors and Intruders it involves. It
// reads the action alone; the public forms of secret choices ([PublicAction]:
// "keep ?", "swap ?", "give ?") say only that a choice was made.
func DescribeAction(s State, a Action) incursion.Description {
	var d incursion.Description
	say := func(format string, args ...any) { d.Sentence = fmt.Sprintf(format, args...) }
	intruder := func(x int8) string {
		d.Places = append(d.Places, incursion.Place{Kind: "intruder", ID: "x" + strconv.Itoa(int(x))})
		return "Intruder x" + strconv.Itoa(int(x))
	}
	corridor := func(e int8) string {
		n := CorridorName(int(e))
		if n != "?" {
			d.Places = append(d.Places, incursion.Place{Kind: "corridor", ID: n})
		}
		return n
	}
	if a == nil {
		return d
	}
	seat := a.seat()
	if seat >= 0 && int(seat) < len(s.Seats()) {
		d.Places = append(d.Places, incursion.Place{Kind: "character", ID: seat.String()})
	}
	switch a := a.(type) {
	case DraftCharacter:
		say("%v drafts the %s", seat, characterWord(a.Char))
	case TakeSupport:
		say("%v takes support item i%d", seat, a.Item)
	case TakeGear:
		say("%v takes %v", seat, a.Token)
	case Move:
		how := "moves"
		if a.Cautious {
			how = "moves cautiously"
		}
		say("%v %s through the Corridor %s", seat, how, corridor(a.Corridor))
		if a.Drag >= 0 {
			d.Sentence += fmt.Sprintf(", dragging %v", a.Drag)
		}
	case Secure:
		say("%v secures the room", seat)
	case Pay:
		say("%v pays with card c%d", seat, a.Card)
	case Shoot:
		say("%v shoots %s with the weapon in hand %d", seat, intruder(a.Target), a.Hand)
	case Burst:
		say("%v fires a burst into the Corridor %s", seat, corridor(a.Corridor))
	case Melee:
		say("%v attacks %s in melee", seat, intruder(a.Target))
	case UseRoom:
		say("%v uses the room's action (%d)", seat, a.Arg)
	case PlayCard:
		say("%v plays card c%d (%d)", seat, a.Card, a.Arg)
	case UseItem:
		say("%v uses item i%d (%d)", seat, a.Item, a.Arg)
	case UseGear:
		say("%v uses gear %d (%d)", seat, a.Slot, a.Arg)
	case Pass:
		say("%v passes", seat)
	case ChooseObjective:
		if a.Keep == 0 {
			say("%v keeps the private Objective", seat)
		} else {
			say("%v keeps the mission Objective", seat)
		}
	case Keep:
		switch a.Item {
		case Unknown:
			say("%v chooses what to keep", seat)
		case NoCard:
			say("%v keeps none", seat)
		default:
			say("%v keeps item i%d", seat, a.Item)
		}
	case Hit:
		if a.Target == NoCard {
			say("%v hits nothing", seat)
		} else {
			say("%v hits %s", seat, intruder(a.Target))
		}
	case Retaliation:
		if a.Hand == NoCard {
			say("%v endures", seat)
		} else {
			say("%v prevents it with hand %d", seat, a.Hand)
		}
	case Discard:
		if a.Card == NoCard {
			say("%v is done discarding", seat)
		} else {
			say("%v discards card c%d", seat, a.Card)
		}
	case SwapAA:
		switch {
		case a.Secret:
			say("%v decides in secret whether to swap", seat)
		case a.Swap:
			say("%v swaps", seat)
		default:
			say("%v does not swap", seat)
		}
	case Launch:
		if a.Launch {
			say("%v launches", seat)
		} else {
			say("%v does not launch", seat)
		}
	case Give:
		if a.Item == Unknown {
			say("%v gives an item", seat)
		} else {
			say("%v gives item i%d", seat, a.Item)
		}
	default:
		// The actions of the other chapters (armor, drop, gear, trade,
		// order, react, robot, repel, end of turn) read as their notation
		// for now: issue 23.1 is left open for them.
		d.Sentence = a.String()
	}
	return d
}

// Narrate is event e in words: its text, which already reads as a
// sentence, capitalised. It is a function of the event alone, so a public
// event's sentence tells nothing more than it.
func Narrate(e Event) string {
	if e == nil {
		return ""
	}
	t := e.String()
	r, n := utf8.DecodeRuneInString(t)
	return string(unicode.ToUpper(r)) + t[n:]
}
