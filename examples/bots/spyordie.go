package bots

import (
	"github.com/incursion/incursion"
	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/geom"
	"github.com/incursion/incursion/spyordie"
)

func init() {
	Add(spyordie.Game, func(seat spyordie.Seat) incursion.Policy[spyordie.State, spyordie.Action] {
		if seat == spyordie.Defender {
			return SpyDefenderBot
		}
		return SpyIntruderBot
	})
}

// find returns the first legal action for which ok holds.
func find(legal []spyordie.Action, ok func(spyordie.Action) bool) (spyordie.Action, bool) {
	for _, a := range legal {
		if ok(a) {
			return a, true
		}
	}
	return nil, false
}

func isType[T spyordie.Action](a spyordie.Action) bool { _, ok := a.(T); return ok }

// stepToward returns the legal Move or Step (of figure who) that brings it
// closest to the nearest of targets, if it gets closer.
func stepToward(s spyordie.State, legal []spyordie.Action, who spyordie.Fig, targets []geom.Point) (spyordie.Action, bool) {
	at, ok := s.Where(who)
	if !ok || len(targets) == 0 {
		return nil, false
	}
	dist := func(p geom.Point) int {
		best := 1 << 30
		for _, t := range targets {
			if d := s.Distance(p, t); d >= 0 && d < best {
				best = d
			}
		}
		return best
	}
	cur := dist(at)
	var best spyordie.Action
	bd := cur
	for _, a := range legal {
		var d geom.Dir
		switch a := a.(type) {
		case spyordie.Move:
			if a.Who != who {
				continue
			}
			d = a.Dir
		case spyordie.Step:
			if a.Who != who {
				continue
			}
			d = a.Dir
		default:
			continue
		}
		if v := dist(at.Step(d)); v < bd {
			best, bd = a, v
		}
	}
	return best, best != nil
}

// decide answers the pending decisions both sides share.
func decide(s spyordie.State, legal []spyordie.Action) (spyordie.Action, bool) {
	for _, a := range legal {
		switch a.(type) {
		case spyordie.Take, spyordie.FightBack, spyordie.Reroll, spyordie.Imprison, spyordie.Conceal, spyordie.Disguise:
			return a, true
		case spyordie.TakeTime:
			if s.Timer() > 25 {
				return a, true
			}
		}
	}
	if a, ok := find(legal, isType[spyordie.Chance]); ok {
		return a, true
	}
	if _, ok := find(legal, isType[spyordie.Sacrifice]); ok {
		return spyordie.Pass{}, true // be captured: keep the Intelligence
	}
	return nil, false
}

// SpyIntruderBot plays an Intruder: it searches the nearest rooms for
// Intelligence, picks it up, and heads for the Entrance with 3 markers or
// when time runs short; it breaches the Doors in its way, takes time while
// hidden, hides when exposed and out of sight, and shoots when it must.
func SpyIntruderBot(s spyordie.State, legal []spyordie.Action, r dice.Roller) spyordie.Action {
	if a, ok := decide(s, legal); ok {
		return a
	}
	// Set-Up.
	for _, a := range legal {
		switch a := a.(type) {
		case spyordie.ChooseTalent:
			switch a.Talent {
			case spyordie.Detective, spyordie.Evader, spyordie.Sniper:
				return a
			}
		case spyordie.ChooseItem:
			if a.Item == spyordie.XRaySpecs || a.Item == spyordie.Lockpicks || a.Item == spyordie.Silencer {
				return a
			}
		case spyordie.ChooseAgent, spyordie.PlaceAgent, spyordie.Order:
			return a
		}
	}
	if len(legal) == 1 {
		return legal[0]
	}
	var who spyordie.Fig = spyordie.NoFig
	for _, a := range legal {
		if f := figOf(a); f.Intruder() {
			who = f
			break
		}
	}
	if who == spyordie.NoFig {
		// A reaction or free choice without a figure: prefer shooting.
		return legal[len(legal)-1]
	}
	k := int(who)
	info := s.Intruder(k)
	// Reactions and free actions.
	if a, ok := find(legal, isType[spyordie.Shoot]); ok && !info.Hidden {
		return a
	}
	if a, ok := find(legal, func(a spyordie.Action) bool { h, ok := a.(spyordie.Hide); return ok && h.Who == who }); ok {
		return a
	}
	// A Minion in the way: the judo chop, or a plain fight.
	if a, ok := find(legal, isType[spyordie.SneakAttack]); ok {
		return a
	}
	if a, ok := find(legal, isType[spyordie.Fight]); ok && !info.Hidden {
		return a
	}
	if a, ok := find(legal, isType[spyordie.Breach]); ok {
		if b := a.(spyordie.Breach); b.Door == 0 && info.Status != spyordie.Waiting && len(info.Intel) < 3 && s.Timer() > 15 {
			// inside the Base, with work left: only breach other doors
		} else {
			return a
		}
	}
	leaving := len(info.Intel) >= 3 || s.Timer() < 18 || len(s.FaceDown())+len(s.FaceUp()) == 0
	if !leaving {
		if a, ok := find(legal, func(a spyordie.Action) bool { p, ok := a.(spyordie.PickUp); return ok && p.Item == spyordie.NoItem }); ok {
			return a
		}
		if a, ok := find(legal, isType[spyordie.Search]); ok {
			return a
		}
		targets := append(s.FaceUp(), s.FaceDown()...)
		if a, ok := stepToward(s, legal, who, targets); ok {
			return a
		}
	} else {
		exit := s.Entrance()
		at, _ := s.Where(who)
		if a, ok := find(legal, func(a spyordie.Action) bool {
			var d geom.Dir
			switch a := a.(type) {
			case spyordie.Move:
				d = a.Dir
			case spyordie.Step:
				d = a.Dir
			default:
				return false
			}
			return s.RoomAt(at.Step(d)) == spyordie.Outside && info.Status == spyordie.InBase
		}); ok {
			return a
		}
		if a, ok := stepToward(s, legal, who, exit); ok {
			return a
		}
	}
	if a, ok := find(legal, isType[spyordie.Stop]); ok {
		return a
	}
	if a, ok := find(legal, isType[spyordie.Rest]); ok {
		return a
	}
	return fallback(legal, r)
}

// fallback passes when it may, and otherwise picks at random.
func fallback(legal []spyordie.Action, r dice.Roller) spyordie.Action {
	if a, ok := find(legal, isType[spyordie.Pass]); ok {
		return a
	}
	return legal[r.IntN(len(legal))]
}

func figOf(a spyordie.Action) spyordie.Fig {
	switch a := a.(type) {
	case spyordie.Move:
		return a.Who
	case spyordie.Step:
		return a.Who
	case spyordie.Stop:
		return a.Who
	case spyordie.Hide:
		return a.Who
	case spyordie.Surrender:
		return a.Who
	case spyordie.Breach:
		return a.Who
	case spyordie.Shoot:
		return a.Who
	case spyordie.Fight:
		return a.Who
	case spyordie.Search:
		return a.Who
	case spyordie.Reveal:
		return a.Who
	}
	return spyordie.NoFig
}

// SpyDefenderBot plays the Defender: Minions shoot, fight and spot the
// Intruders they can, discover Bodies, research in the Laboratory, repair
// the Power, and otherwise close in on the nearest Intruder; the Guard on
// the Security square watches the Cameras; Alarm markers buy Guards.
func SpyDefenderBot(s spyordie.State, legal []spyordie.Action, r dice.Roller) spyordie.Action {
	if a, ok := decide(s, legal); ok {
		return a
	}
	for _, a := range legal {
		switch a := a.(type) {
		case spyordie.Spawn:
			if a.Kind == spyordie.Guard {
				return a
			}
		case spyordie.PlaceBoss, spyordie.PlaceStarter, spyordie.PlaceSentry, spyordie.PlaceCamera, spyordie.PlacePassage:
			return a
		}
	}
	if a, ok := find(legal, isType[spyordie.Spawn]); ok {
		return a
	}
	order := []func(spyordie.Action) bool{
		isType[spyordie.Recover], isType[spyordie.Shoot], isType[spyordie.Fight], isType[spyordie.Spot],
		isType[spyordie.Discover], isType[spyordie.Research], isType[spyordie.Repair], isType[spyordie.Construct],
		isType[spyordie.Arm],
	}
	for _, ok := range order {
		if a, found := find(legal, ok); found {
			return a
		}
	}
	// Move the first Minion that can get closer to its goal: the Intruders
	// the Defender can see (his View hides a disguised Imposter; s is his
	// view already when the bot is handed one).
	v := s.View(spyordie.Defender)
	var intruders []geom.Point
	for k := 0; k < s.Intruders(); k++ {
		if p, ok := v.Where(spyordie.Fig(k)); ok && s.RoomAt(p) != spyordie.Outside {
			intruders = append(intruders, p)
		}
	}
	security := s.Special('k')
	research := s.Special('r')
	for _, a := range legal {
		var who spyordie.Fig
		switch a := a.(type) {
		case spyordie.Move:
			who = a.Who
		case spyordie.Step:
			who = a.Who
		default:
			continue
		}
		at, _ := s.Where(who)
		if len(security) > 0 && at == security[0] {
			continue // the Security Guard stays at his post
		}
		goal := intruders
		if who.Kind() == spyordie.Scientist {
			goal = research
		}
		if m, ok := stepToward(s, legal, who, goal); ok {
			return m
		}
	}
	if a, ok := find(legal, isType[spyordie.Stop]); ok {
		return a
	}
	return fallback(legal, r)
}
