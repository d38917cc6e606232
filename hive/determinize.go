package hive

import (
	"fmt"

	"github.com/incursion/incursion/dice"
)

// determinize draws, with r, a full State that seat cannot tell from view
// ([incursion.Game.Determinize]; RULES.md, "Determinization"): what the
// Terran player does not see of the Znon (the kinds of the face-down and
// unexamined counters, where the Znon units stand before the mission is
// chosen, the purchases and the hyperdrive turn, the execution roll) and
// what the Znon player does not see of the Terran (the purchases and the
// Holding Boxes before the damage announcement, the mission). The
// observer's sample draws both. A drawn state is checked (its view is the
// given view and it passes Validate) and drawn again when it fails, which
// the stacking limits make rare.
func determinize(view State, seat Seat, r dice.Roller) (State, error) {
	v := view.View(seat)
	seat, _ = v.Viewer()
	var last error
	for try := 0; try < 64; try++ {
		s, err := v.drawOnce(seat, r)
		if err == nil {
			if s.View(seat) != v {
				err = fmt.Errorf("the sample's view differs")
			} else {
				err = s.Validate()
			}
		}
		if err == nil {
			return s, nil
		}
		last = err
	}
	return State{}, fmt.Errorf("hive: no state consistent with the %v view found: %w", seat, last)
}

// drawOnce draws one candidate sample of the view v of seat.
func (v *State) drawOnce(seat Seat, r dice.Roller) (State, error) {
	s := *v
	s.c.Hidden, s.c.Viewer = false, 0
	s.c.Purchases, s.c.Assigned = [2]uint8{}, 0 // what the view saw: drawn below
	if seat != Terran {
		if err := s.drawTerran(v, r); err != nil {
			return State{}, err
		}
	}
	if seat != Znon {
		if err := s.drawZnon(v, r); err != nil {
			return State{}, err
		}
	}
	s.c.reindex()
	return s, nil
}

// --- What the Znon player does not know (5.5, 5.6) -------------------------

// drawTerran draws the Terran secrets: the mission once chosen (5.6), the
// Resource Points left during the purchases and, before the Holding Boxes
// are shown (5.5), the force bought (4.0) and its assignment (5.2).
func (s *State) drawTerran(v *State, r dice.Roller) error {
	if !v.Over() && v.c.Step > StepMission {
		s.c.Mission = Rescue + Mission(r.IntN(2))
	}
	if v.c.Shown {
		return nil // only the mission was hidden
	}
	c := &s.c
	// The Darters built are public (4.3); each brings its free Engineer.
	c.RP[Terran] = uint8(terranPoints - 8*int(c.Bought[BuyDarter]))
	for d := range s.b().darters {
		if c.Dart[d].Flags&dBuilt != 0 {
			i := s.spareTerran(0, firstLancer)
			if i < 0 {
				return fmt.Errorf("no counter for the free Engineer of Darter %d", d)
			}
			c.Units[i] = unit{ks: pack(Engineer, stBought), Box: noBox, Flags: uFree, Link: uint8(d)}
		}
	}
	// The other purchases, as many as the view saw made ("buy unknown",
	// 4.0), one random legal item after another (4.9); drawn again when
	// they leave a force that may not end its purchases (5.2, 5.8).
	buying := c.Step == StepTerranBuy
	if err := s.drawTerranItems(int(v.c.Purchases[Terran]), buying, r); err != nil {
		return err
	}
	if buying {
		return nil
	}
	c.RP[Terran] = 0 // 4.5: unspent points are lost
	c.StartMen = uint8(s.terranForce().men)
	if c.Step < StepAssign {
		return nil
	}
	// 4.3: the free Engineers are in their Darters' Holding Boxes.
	for i := 0; i < firstLancer; i++ {
		if u := &c.Units[i]; u.Stat() == stBought && u.Flags&uFree != 0 {
			u.Box, u.Link = s.holdingBox(int(u.Link)), NoUnit
			c.setStat(i, stInPlay)
		}
	}
	men := 0
	for i := 0; i < firstZnon; i++ {
		if c.Units[i].Stat() == stBought {
			men++
		}
	}
	assign := men // the outer defenses come once all are assigned
	if c.Step == StepAssign && c.Pend.Kind == pendNone {
		// 5.2: as many as the view saw assigned ("assign ?"), one at
		// least still to assign.
		if assign = int(v.c.Assigned); assign >= men {
			return fmt.Errorf("%d Space Marines assigned of %d", assign, men)
		}
	}
	var darters [6]string
	for ; assign > 0; assign-- {
		n := 0
		for d, name := range s.b().darters {
			if c.Dart[d].Flags&dBuilt != 0 && s.checkAssign(Assign{name}) == nil {
				darters[n] = name
				n++
			}
		}
		if n == 0 {
			return fmt.Errorf("no Holding Box for Space Marine %d", s.nextMarine())
		}
		d, _ := s.darterIndex(darters[r.IntN(n)])
		id := s.nextMarine()
		c.Units[id].Box = s.holdingBox(d)
		c.setStat(id, stInPlay)
	}
	return nil
}

// drawTerranItems buys n Engineers, Scouts and 2 Lancers (4.9), each
// uniformly among the items the rules allow at that point (4.2, 4.4, 5.2,
// 5.8); unless the purchases are going on, the force must be one they may
// end with. A draw that cannot go on is made again (at most 32 times).
func (s *State) drawTerranItems(n int, buying bool, r dice.Roller) error {
	items := [...]Item{BuyEngineer, BuyScout, BuyLancers}
	start := *s
	for try := 0; try < 32; try++ {
		*s = start
		c := &s.c
		ok := true
		for k := 0; k < n && ok; k++ {
			var can [len(items)]Item
			m := 0
			for _, it := range items {
				if it.Cost() <= int(c.RP[Terran]) && s.terranBuyFault(it, it.Cost()) == buyOK {
					can[m] = it
					m++
				}
			}
			if m == 0 {
				ok = false
				break
			}
			it := can[r.IntN(m)]
			c.RP[Terran] -= uint8(it.Cost())
			c.Bought[it]++
			kind, from, to := Engineer, 0, firstLancer
			switch it {
			case BuyScout:
				kind = Scout
			case BuyLancers:
				kind, from, to = Lancers, firstLancer, firstZnon
			}
			c.Units[s.spareTerran(from, to)] = unit{ks: pack(kind, stBought), Box: noBox, Link: NoUnit}
		}
		if f := s.terranForce(); ok && (buying || f.darters >= s.minDarters() && s.packable(f)) {
			return nil
		}
	}
	*s = start
	return fmt.Errorf("no Terran force of %d purchases found", n)
}

// marineNear reports whether a Space Marine (whoever controls him) stands
// in box or in its area: a Queen or the Master-Queen there is Active (8.7).
func (s *State) marineNear(box uint8) bool {
	n := uint8(s.b().Boxes())
	if box >= n {
		return false
	}
	a := s.b().area[box]
	for i := 0; i < firstZnon; i++ {
		u := &s.c.Units[i]
		if u.Stat() == stInPlay && u.Kind().Marine() && u.Box < n && (u.Box == box || a >= 0 && s.b().area[u.Box] == a) {
			return true
		}
	}
	return false
}
