package hive

import (
	"strconv"
	"strings"

	"github.com/incursion/incursion"
	"github.com/incursion/incursion/internal/notation"
)

// keywords are the first words of the actions' text, in the order of
// parsers.
var keywords = []string{"buy", "end", "done", "resolve", "deploy", "mission", "assign", "hit", "depart", "laser",
	"casualty", "relinquish", "activate", "demolish", "disarm", "gravity", "lifesupport", "join", "announce", "execute",
	"mindcontrol", "combine", "melee", "move", "hole", "hatch", "fire", "firearmory", "firedarter", "breach",
	"consent", "abort", "spawn"}

const (
	wantUnit  = "a unit number (0-1000)"
	wantBox   = "a box ID Code"
	wantDart  = "a Darter's name"
	wantYesNo = "yes or no"
)

// ParseAction reads an action in the text notation of its String method
// (the package doc's "Notation" lists every verb with an example):
// a keyword, then units by number, boxes by ID Code, Darters by name
// ("move 12 A4", "fire 3 50 +2", "breach Sirius L9 closed"). Keywords and
// the words yes, no, open, closed and the items are read in any case. An
// error is an [incursion.ParseError] that names what was expected.
func ParseAction(text string) (Action, error) {
	sc := notation.New("hive", text)
	k, err := sc.Word("an action ("+strings.Join(keywords, ", ")+")", keywords...)
	if err != nil {
		return nil, err
	}
	unit := func() (int, error) {
		return notation.Read(sc, wantUnit, func(tok string) (int, bool) {
			n, err := strconv.Atoi(tok)
			return n, err == nil && n >= 0 && n <= 1000 && strconv.Itoa(n) == tok // one way to write each
		})
	}
	word := func(want string) (string, error) {
		return notation.Read(sc, want, func(tok string) (string, bool) { return tok, tok != "" })
	}
	yes := func() (bool, error) {
		i, err := sc.Word(wantYesNo, "yes", "no")
		return i == 0, err
	}
	var a Action
	switch kw := keywords[k]; kw {
	case "buy":
		names := append(itemNames[:], "unknown")
		var i int
		if i, err = sc.Word("an item ("+strings.Join(names, ", ")+")", names...); err == nil {
			a = Buy{Item(i)}
			if i == len(itemNames) {
				a = Buy{unknownItem}
			}
		}
	case "end":
		a = End{}
	case "done":
		a = Finish{}
	case "resolve":
		a = Resolve{}
	case "deploy":
		var w string
		w, err = word(wantBox)
		a = Deploy{w}
	case "mission":
		var i int
		if i, err = sc.Word("rescue, punitive or unknown", "unknown", "rescue", "punitive"); err == nil {
			a = Choose{Mission(i)}
		}
	case "assign", "hit", "depart", "laser":
		var w string
		w, err = word(wantDart)
		switch kw {
		case "assign":
			a = Assign{w}
		case "hit":
			a = Hit{w}
		case "depart":
			a = Depart{w}
		default:
			a = Laser{w}
		}
	case "casualty", "relinquish", "activate", "demolish", "disarm", "gravity", "lifesupport", "join", "announce", "execute":
		var u int
		u, err = unit()
		switch kw {
		case "casualty":
			a = Casualty{u}
		case "relinquish":
			a = Relinquish{u}
		case "activate":
			a = Activate{u}
		case "demolish":
			a = Demolish{u}
		case "disarm":
			a = Disarm{u}
		case "gravity":
			a = CutGravity{u}
		case "lifesupport":
			a = ShutLifeSupport{u}
		case "join":
			a = Join{u}
		case "announce":
			a = Announce{u}
		default:
			a = Execute{u}
		}
	case "mindcontrol", "combine", "melee":
		var u, v int
		if u, err = unit(); err == nil {
			v, err = unit()
		}
		switch kw {
		case "mindcontrol":
			a = MindControl{u, v}
		case "combine":
			a = Combine{u, v}
		default:
			a = Melee{u, v}
		}
	case "move", "hole", "hatch":
		var u int
		var w string
		if u, err = unit(); err == nil {
			want := wantBox
			if kw == "hatch" {
				want = wantDart
			}
			w, err = word(want)
		}
		switch kw {
		case "move":
			a = Move{u, w}
		case "hole":
			a = Holing{u, w}
		default:
			a = Hatch{u, w}
		}
	case "fire", "firearmory", "firedarter":
		var u, t, x int
		var w string
		if u, err = unit(); err != nil {
			break
		}
		switch kw {
		case "fire":
			t, err = unit()
		case "firearmory":
			w, err = word(wantBox)
		default:
			w, err = word(wantDart)
		}
		if err == nil && kw != "firearmory" && !sc.Done() {
			x, err = notation.Read(sc, "extra Movement Points (+1 to +100)", func(tok string) (int, bool) {
				n, err := strconv.Atoi(strings.TrimPrefix(tok, "+"))
				return n, err == nil && tok == "+"+strconv.Itoa(n) && n >= 1 && n <= 100
			})
		}
		switch kw {
		case "fire":
			a = Fire{u, t, x}
		case "firearmory":
			a = FireArmory{u, w}
		default:
			a = FireDarter{u, w, x}
		}
	case "breach":
		var d, b string
		var open int
		if d, err = word(wantDart); err == nil {
			if b, err = word(wantBox); err == nil {
				open, err = sc.Word("open or closed", "closed", "open")
			}
		}
		a = PlaceBreach{d, b, open == 1}
	case "consent", "abort", "spawn":
		var y bool
		y, err = yes()
		switch kw {
		case "consent":
			a = Consent{y}
		case "abort":
			a = Abort{y}
		default:
			a = Spawn{y}
		}
	}
	if err == nil {
		err = sc.End()
	}
	if err != nil {
		return nil, err
	}
	return a, nil
}

// ParseSeat reads "Terran" or "Znon", in any case.
func ParseSeat(text string) (Seat, error) {
	switch strings.ToLower(text) {
	case "terran":
		return Terran, nil
	case "znon":
		return Znon, nil
	}
	return 0, &incursion.ParseError{Game: "hive", Text: text, Got: text, Want: "a seat (Terran, Znon)"}
}

// UnmarshalText reads a seat's name, "Observer" included.
func (s *Seat) UnmarshalText(b []byte) error {
	if strings.EqualFold(string(b), "observer") {
		*s = Observer
		return nil
	}
	p, err := ParseSeat(string(b))
	if err != nil {
		return err
	}
	*s = p
	return nil
}
