package spyordie_test

import (
	"fmt"

	"github.com/incursion/incursion"
	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/geom"
	"github.com/incursion/incursion/spyordie"
)

// A whole game between random players, from the first Set-Up choice to
// the end.
func Example() {
	r := dice.New(7)
	s, err := spyordie.New(spyordie.Config{Intruders: 2}, r)
	if err != nil {
		panic(err)
	}
	s, err = incursion.Playout(spyordie.Rules, s, r, incursion.Random[spyordie.State, spyordie.Action], 100000)
	if err != nil {
		panic(err)
	}
	o := s.Outcome()
	res, score := o.Verdict, o.Score
	fmt.Println(s.Over(), res != spyordie.Undecided, score >= 0)
	// Output: true true true
}

// The first Intruder's first action must breach the Entrance; taking time
// needs the Intruder hidden, which he is at the start.
func ExampleApply() {
	s, _ := spyordie.New(spyordie.Config{Intruders: 1}, dice.New(1))
	for _, a := range []spyordie.Action{
		spyordie.PlaceBoss{At: geom.Pt(10, 2)},
		spyordie.PlaceStarter{Kind: spyordie.Technician, At: geom.Pt(2, 9)},
		spyordie.PlaceSentry{At: geom.Pt(13, 7)},
		spyordie.PlaceCamera{At: geom.Pt(0, 0)}, spyordie.PlaceCamera{At: geom.Pt(8, 0)},
		spyordie.PlaceCamera{At: geom.Pt(16, 0)}, spyordie.PlaceCamera{At: geom.Pt(24, 0)},
		spyordie.PlacePassage{At: geom.Pt(3, 5)},
		spyordie.ChooseAgent{Who: spyordie.I1, Agent: spyordie.Anna},
		spyordie.ChooseTalent{Who: spyordie.I1, Talent: spyordie.Judoka},
		spyordie.ChooseItem{Who: spyordie.I1, Item: spyordie.Lockpicks},
		spyordie.PlaceAgent{Who: spyordie.I1, At: geom.Pt(12, 23)},
	} {
		s, _, _ = spyordie.Apply(s, a, dice.Script())
	}
	s, _, _ = spyordie.Apply(s, spyordie.Breach{Who: spyordie.I1, Door: 0}, dice.Script())
	fmt.Println(s.ToMove(), s.Actions())
	// Anna takes time: 3 dice with the Lockpicks, one success: 1 minute.
	s, events, _ := spyordie.Apply(s, spyordie.TakeTime{}, dice.Script(5, 2, 1))
	for _, e := range events {
		fmt.Println(e)
	}
	fmt.Println(s.Timer(), s.Locked(0))
	// Output:
	// [Intruder1] [chance time]
	// I1 rolls for breach (taking time): [5 2 1] need 4+: 1 success(es)
	// 1 minute(s) taken (breach): 59 left
	// I1: breaches door 0
	// 59 false
}

// Score finds the best split of pooled Intelligence into combinations.
func ExampleScore() {
	pool := []spyordie.Intel{
		{Colour: spyordie.Red, Nation: spyordie.UK}, {Colour: spyordie.Red, Nation: spyordie.US}, {Colour: spyordie.Red, Nation: spyordie.USSR},
		{Colour: spyordie.Blue, Nation: spyordie.UK},
	}
	fmt.Println(spyordie.Score(pool))
	// Output: 6
}

// ExampleRigSetUp scripts New by meaning: the red/USSR marker (id 5 of
// DefaultIntel) face down in the Vault (on its square, 20,2), Doomsday
// part 1 on top of the pile; then one die face for play.
func ExampleRigSetUp() {
	r, err := spyordie.RigSetUp(map[spyordie.Room]int{spyordie.Vault: 5}, []int{1}, 6)
	if err != nil {
		fmt.Println(err)
		return
	}
	s, _ := spyordie.New(spyordie.Config{}, r)
	fmt.Println(spyordie.DefaultIntel[5], s.Position().Intelligence[5].At, s.Position().Doomsday[0] != nil && *s.Position().Doomsday[0] == 1)
	fmt.Println(r.Remaining())
	// Output:
	// red/USSR 20,2 true
	// 1
}
