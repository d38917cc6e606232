package nemesis

import (
	"strconv"
	"strings"

	"github.com/incursion/incursion"
	"github.com/incursion/incursion/internal/notation"
)

const seatWant = "a seat (P1, P2, P3, P4, P5)"

// ParseSeat reads a seat's name, case-insensitively.
func ParseSeat(text string) (Seat, error) {
	t := strings.ToUpper(strings.TrimSpace(text))
	if len(t) == 2 && t[0] == 'P' && t[1] >= '1' && t[1] <= '5' {
		return Seat(t[1] - '1'), nil
	}
	if t == "OBSERVER" {
		return ObserverSeat, nil
	}
	return 0, &incursion.ParseError{Game: "nemesis", Text: text, Got: text, Want: seatWant}
}

func parseSlot(tok string) (int, bool) {
	tok = strings.ToLower(tok)
	if len(tok) != 2 || tok[0] < 'a' || tok[0] >= 'a'+W || tok[1] < '1' || tok[1] >= '1'+H {
		return 0, false
	}
	return int(tok[1]-'1')*W + int(tok[0]-'a'), true
}

func parseCorridor(tok string) (int8, bool) {
	a, b, ok := strings.Cut(tok, "-")
	if !ok {
		return 0, false
	}
	x, ok1 := parseSlot(a)
	y, ok2 := parseSlot(b)
	if !ok1 || !ok2 || x >= y {
		return 0, false
	}
	e := edgeBetween(x, y)
	return int8(e), e >= 0
}

// prefixed reads "<p><n>" with lo <= n <= hi.
func prefixed(p string, lo, hi int) func(string) (int8, bool) {
	return func(tok string) (int8, bool) {
		if len(tok) <= len(p) || !strings.EqualFold(tok[:len(p)], p) {
			return 0, false
		}
		n, err := strconv.Atoi(tok[len(p):])
		if err != nil || n < lo || n > hi || tok[len(p)] == '+' || tok[len(p)] == '-' {
			return 0, false
		}
		return int8(n), true
	}
}

var (
	cardTok  = prefixed("c", 0, 127)
	itemTok  = prefixed("i", 0, Egg)
	modelTok = prefixed("x", 0, Models-1)
	handTok  = prefixed("h", 0, 1)
)

func smallInt(tok string) (int8, bool) {
	n, err := strconv.Atoi(tok)
	if err != nil || n < -1 || n > 99 || (len(tok) > 0 && tok[0] == '+') {
		return 0, false
	}
	return int8(n), true
}

var verbs = []string{"draft", "support", "take", "move", "cautious", "secure", "shoot", "burst", "melee",
	"room", "play", "use", "gear", "pass", "objective", "keep", "hit", "endure", "prevent", "discard", "swap", "launch", "pay", "robot", "trade", "offer", "consent", "repel", "react", "order", "give", "drop", "armor", "use-on", "end"}

// ParseAction reads an action in the text notation (doc.go, "Notation"):
// every Action's String parses back to it.
func ParseAction(text string) (Action, error) {
	s := notation.New("nemesis", text)
	seat, err := notation.Read(s, seatWant, func(tok string) (Seat, bool) {
		p, err := ParseSeat(tok)
		return p, err == nil && p != ObserverSeat
	})
	if err != nil {
		return nil, err
	}
	verb, err := s.Word("a verb ("+strings.Join(verbs, ", ")+")", verbs...)
	if err != nil {
		return nil, err
	}
	a, err := parseRest(s, seat, verbs[verb])
	if err != nil {
		return nil, err
	}
	if err := s.End(); err != nil {
		return nil, err
	}
	return a, nil
}

func parseRest(s *notation.Scanner, seat Seat, verb string) (Action, error) {
	corr := func() (int8, error) { return notation.Read(s, "a Corridor (a2-b2)", parseCorridor) }
	arg := func() (int8, error) { return notation.Read(s, "a number", smallInt) }
	switch verb {
	case "draft":
		if c, ok := smallInt(s.Peek()); ok && c >= 0 {
			s.Next()
			return DraftCharacter{seat, c}, nil // a Character of custom data (characterWord)
		}
		names := make([]string, len(std.chars))
		for i, c := range std.chars {
			names[i] = c.Name
		}
		c, err := s.Word("a Character ("+strings.Join(names, ", ")+")", names...)
		return DraftCharacter{seat, int8(c)}, err
	case "support":
		i, err := notation.Read(s, "an Item (i36–i45)", itemTok)
		if err != nil || !strings.EqualFold(s.Peek(), "drop") {
			return TakeSupport{seat, i, NoDrop}, err
		}
		s.Next()
		if strings.EqualFold(s.Peek(), "armor") {
			s.Next()
			return TakeSupport{seat, i, DropArmor}, nil
		}
		h, err := notation.Read(s, "a Hand (h0, h1) or armor", handTok)
		return TakeSupport{seat, i, h}, err
	case "take":
		t, err := s.Word("a Tactical Gear token (ammo, grenade, oxygen, medpack)", "none", "ammo", "half-ammo", "grenade", "oxygen", "medpack")
		return TakeGear{seat, Token(t)}, err
	case "move", "cautious":
		c, err := corr()
		if err != nil {
			return nil, err
		}
		drag := NoDrag
		if strings.EqualFold(s.Peek(), "drag") {
			s.Next()
			drag, err = notation.Read(s, seatWant, func(tok string) (Seat, bool) {
				p, err := ParseSeat(tok)
				return p, err == nil && p != ObserverSeat
			})
		}
		return Move{seat, c, verb == "cautious", drag}, err
	case "secure":
		return Secure{seat}, nil
	case "pay":
		c, err := notation.Read(s, "an Action card (c0–c9)", cardTok)
		return Pay{seat, c}, err
	case "shoot", "burst":
		h, err := notation.Read(s, "a Hand (h0, h1)", handTok)
		if err != nil {
			return nil, err
		}
		var t int8
		if verb == "shoot" {
			t, err = notation.Read(s, "an Intruder (x0–x24)", modelTok)
		} else {
			t, err = corr()
		}
		if verb == "shoot" {
			return Shoot{seat, h, t}, err
		}
		return Burst{seat, h, t}, err
	case "melee":
		t, err := notation.Read(s, "an Intruder (x0–x24)", modelTok)
		return Melee{seat, t}, err
	case "room":
		a, err := arg()
		return UseRoom{seat, a}, err
	case "play":
		c, err := notation.Read(s, "an Action card (c0–c9)", cardTok)
		if err != nil {
			return nil, err
		}
		a, err := arg()
		return PlayCard{seat, c, a}, err
	case "use":
		i, err := notation.Read(s, "an Item (i0–i52)", itemTok)
		if err != nil {
			return nil, err
		}
		a, err := arg()
		return UseItem{seat, i, a}, err
	case "order":
		t, err := notation.Read(s, seatWant, func(tok string) (Seat, bool) {
			p, err := ParseSeat(tok)
			return p, err == nil && p != ObserverSeat
		})
		if err != nil {
			return nil, err
		}
		ordered := []string{"move", "shoot", "burst", "secure"}
		v, err := s.Word("an ordered Action (move, shoot, burst, secure)", ordered...)
		if err != nil {
			return nil, err
		}
		act, err := parseRest(s, t, ordered[v])
		if err != nil {
			return nil, err
		}
		return Order{seat, t, toChosen(act)}, nil
	case "react":
		if strings.EqualFold(s.Peek(), "none") {
			s.Next()
			return React{seat, NoCard, NoCard}, nil
		}
		c, err := notation.Read(s, "an Action card (c0–c9) or none", cardTok)
		if err != nil {
			return nil, err
		}
		x := int8(NoCard)
		if s.Peek() != "" {
			x, err = notation.Read(s, "an Action card (c0–c9)", cardTok)
		}
		return React{seat, c, x}, err
	case "repel":
		e, err := notation.Read(s, "a Corridor (a2-b2)", parseCorridor)
		return Repel{seat, e}, err
	case "gear":
		if strings.EqualFold(s.Peek(), "done") {
			s.Next()
			return GearDone{seat}, nil
		}
		if strings.EqualFold(s.Peek(), "move") {
			s.Next()
			var sl [2]int8
			for i := range sl {
				n, err := notation.Read(s, "a gear slot (0–3 the belt, 4–5 the Robot's, 6–9 an Item's gray slots)", prefixedInt(0, gearSlots-1))
				if err != nil {
					return nil, err
				}
				sl[i] = n
			}
			return MoveGear{seat, sl[0], sl[1]}, nil
		}
		sl, err := notation.Read(s, "a gear slot (0–3 the belt, 4–5 the Robot's, 6–9 an Item's gray slots)", prefixedInt(0, gearSlots-1))
		if err != nil {
			return nil, err
		}
		a, err := arg()
		return UseGear{seat, sl, a}, err
	case "pass":
		return Pass{seat}, nil
	case "end":
		return EndTurn{seat}, nil
	case "trade":
		return Trade{seat}, nil
	case "use-on":
		t, err := notation.Read(s, seatWant, func(tok string) (Seat, bool) {
			p, err := ParseSeat(tok)
			return p, err == nil && p != ObserverSeat
		})
		if err != nil {
			return nil, err
		}
		i, err := notation.Read(s, "an Item (i0–i52)", itemTok)
		if err != nil {
			return nil, err
		}
		n, err := notation.Read(s, "a number (0–15)", prefixedInt(0, 15))
		return UseOn{seat, i, t, n}, err
	case "armor":
		w, err := s.Word("wound or health", "wound", "health")
		return ArmorChoice{seat, w == 1}, err
	case "drop":
		w, err := s.Word("pack, hand, belt or armor", "pack", "hand", "belt", "armor")
		if err != nil {
			return nil, err
		}
		var which int8
		switch int8(w) {
		case OfferPack:
			which, err = notation.Read(s, "an Item (i0–i52)", itemTok)
		case OfferHand:
			which, err = notation.Read(s, "a Hand (h0, h1)", handTok)
		case OfferBelt:
			which, err = notation.Read(s, "a gear slot (0–3 the belt, 6–9 an Item's gray slots)", prefixedInt(0, gearSlots-1))
		}
		return Drop{seat, int8(w), which}, err
	case "give":
		if s.Peek() == "?" {
			s.Next()
			return Give{seat, Unknown}, nil
		}
		i, err := notation.Read(s, "an Item (i0–i52)", itemTok)
		return Give{seat, i}, err
	case "consent":
		y, err := s.Word("yes or no", "no", "yes")
		if err != nil || y != 1 || !strings.EqualFold(s.Peek(), "drop") {
			return Consent{seat, y == 1}, err
		}
		// Accepting a Heavy Item or Armor by first discarding one.
		s.Next()
		if strings.EqualFold(s.Peek(), "armor") {
			s.Next()
			return Accept{seat, DropArmor}, nil
		}
		h, err := notation.Read(s, "a Hand (h0, h1) or armor", handTok)
		return Accept{seat, h}, err
	case "offer":
		if strings.EqualFold(s.Peek(), "done") {
			s.Next()
			return Offer{seat, seat, seat, OfferDone, 0}, nil
		}
		var who [2]Seat
		for i := range who {
			p, err := notation.Read(s, seatWant, func(tok string) (Seat, bool) {
				p, err := ParseSeat(tok)
				return p, err == nil && p != ObserverSeat
			})
			if err != nil {
				return nil, err
			}
			who[i] = p
		}
		w, err := s.Word("pack, hand, belt, armor or ask", "pack", "hand", "belt", "armor", "ask")
		if err != nil {
			return nil, err
		}
		var which int8
		switch int8(w) {
		case OfferPack:
			which, err = notation.Read(s, "an Item (i0–i52)", itemTok)
		case OfferHand:
			which, err = notation.Read(s, "a Hand (h0, h1)", handTok)
		case OfferBelt:
			which, err = notation.Read(s, "a gear slot (0–3 the belt, 6–9 an Item's gray slots)", prefixedInt(0, gearSlots-1))
		}
		if err != nil || (w != int(OfferHand) && w != int(OfferBelt) && w != int(OfferArmor)) || !strings.EqualFold(s.Peek(), "for") {
			return Offer{seat, who[0], who[1], int8(w), which}, err
		}
		// An exchange: "hand h0 for h1", "belt 2 for 8", "armor for armor".
		s.Next()
		if w == int(OfferArmor) {
			_, err = s.Word("armor", "armor")
			return Offer{seat, who[0], who[1], OfferSwapArmor, 0}, err
		}
		var back int8
		if w == int(OfferHand) {
			back, err = notation.Read(s, "a Hand (h0, h1)", handTok)
			return Offer{seat, who[0], who[1], OfferSwapHand, 10*which + back}, err
		}
		back, err = notation.Read(s, "a gear slot (0–3 the belt, 6–9 an Item's gray slots)", prefixedInt(0, gearSlots-1))
		return Offer{seat, who[0], who[1], OfferSwapBelt, 10*which + back}, err
	case "robot":
		to, err := notation.Read(s, "a Room slot (a1–f4)", func(tok string) (int8, bool) {
			n, ok := parseSlot(tok)
			return int8(n), ok
		})
		if err != nil {
			return nil, err
		}
		a, err := arg()
		if err != nil || !strings.EqualFold(s.Peek(), "heal") {
			return ActivateRobot{seat, to, a, 0}, err
		}
		s.Next()
		n, err := notation.Read(s, "the Health restored (1)", prefixedInt(1, 1))
		return ActivateRobot{seat, to, a, n}, err
	case "objective":
		if s.Peek() == "?" {
			s.Next()
			return ChooseObjective{seat, Unknown}, nil
		}
		k, err := s.Word("private or mission", "private", "mission")
		return ChooseObjective{seat, int8(k)}, err
	case "keep":
		if strings.EqualFold(s.Peek(), "none") {
			s.Next()
			return Keep{seat, NoCard, NoDrop}, nil
		}
		i, err := notation.Read(s, "an Item (i0–i52)", itemTok)
		if err != nil || !strings.EqualFold(s.Peek(), "drop") {
			return Keep{seat, i, NoDrop}, err
		}
		s.Next()
		if strings.EqualFold(s.Peek(), "armor") {
			s.Next()
			return Keep{seat, i, DropArmor}, nil
		}
		h, err := notation.Read(s, "a Hand (h0, h1) or armor", handTok)
		return Keep{seat, i, h}, err
	case "hit":
		if strings.EqualFold(s.Peek(), "none") {
			s.Next()
			return Hit{seat, NoCard}, nil
		}
		t, err := notation.Read(s, "an Intruder (x0–x24) or none", modelTok)
		return Hit{seat, t}, err
	case "endure":
		return Retaliation{seat, NoCard}, nil
	case "prevent":
		h, err := notation.Read(s, "a Hand (h0, h1)", handTok)
		return Retaliation{seat, h}, err
	case "discard":
		if strings.EqualFold(s.Peek(), "done") {
			s.Next()
			return Discard{seat, NoCard}, nil
		}
		c, err := notation.Read(s, "a card (c0–c9, c64–c83) or done", cardTok)
		return Discard{seat, c}, err
	case "swap", "launch":
		if verb == "swap" && s.Peek() == "?" {
			s.Next()
			return SwapAA{Seat: seat, Secret: true}, nil
		}
		y, err := s.Word("yes or no", "no", "yes")
		if verb == "swap" {
			return SwapAA{Seat: seat, Swap: y == 1}, err
		}
		return Launch{seat, y == 1}, err
	}
	return nil, s.Err(verb, "a verb")
}

func prefixedInt(lo, hi int) func(string) (int8, bool) {
	return func(tok string) (int8, bool) {
		n, err := strconv.Atoi(tok)
		if err != nil || n < lo || n > hi || tok[0] == '+' {
			return 0, false
		}
		return int8(n), true
	}
}
