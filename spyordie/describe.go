package spyordie

import (
	"fmt"

	"github.com/incursion/incursion"
	"github.com/incursion/incursion/geom"
)

// Descriptions of actions and events in words (issue 23): what
// [incursion.Game]'s Describe and Narrate give a user interface. Places
// are squares ("6,3", Kind "square") and figures on the board ("I1",
// "G2", Kind "figure"), the data-tokens of package spyordie/picture.
func init() {
	if err := incursion.SetDescribe(Game, incursion.Describe[State, Action, Event]{
		Action: DescribeAction, Event: Narrate,
	}); err != nil {
		panic(err)
	}
}

// DescribeAction is action a of s (the state or a seat's view before a)
// in words, with the squares and figures it involves. It reads only the
// action and where its figures stand, which every seat sees: the public
// form of a disguised Imposter's action ([PublicAction]) names the Minion
// figure he wears, and so does its sentence.
func DescribeAction(s State, a Action) incursion.Description {
	var d incursion.Description
	fig := func(f Fig) {
		if _, ok := s.Where(f); ok {
			d.Places = append(d.Places, incursion.Place{Kind: "figure", ID: f.String()})
		}
	}
	square := func(p geom.Point) {
		if s.bid != 0 && s.bd().g.OnBoard(p) {
			d.Places = append(d.Places, incursion.Place{Kind: "square", ID: ps(p)})
		}
	}
	door := func(id int) {
		for _, dr := range s.Geometry().Doors {
			if dr.ID == id {
				for _, p := range dr.Front {
					square(p)
				}
			}
		}
	}
	say := func(format string, args ...any) { d.Sentence = fmt.Sprintf(format, args...) }
	switch a := a.(type) {
	case PlaceBoss:
		square(a.At)
		say("The Defender places the Boss on %s", ps(a.At))
	case PlaceStarter:
		square(a.At)
		say("The Defender places a starting %v on %s", a.Kind, ps(a.At))
	case PlaceSentry:
		square(a.At)
		say("The Defender places a Sentry on %s", ps(a.At))
	case PlaceCamera:
		square(a.At)
		say("The Defender places a Camera on %s", ps(a.At))
	case PlacePassage:
		square(a.At)
		say("The Defender places a Secret Passage on %s", ps(a.At))
	case ChooseAgent:
		say("%v chooses the agent %v", a.Who, a.Agent)
	case ChooseTalent:
		say("%v chooses the talent %v", a.Who, a.Talent)
	case ChooseItem:
		say("%v chooses the item %v", a.Who, a.Item)
	case PlaceAgent:
		square(a.At)
		say("%v starts on %s", a.Who, ps(a.At))
	case Order:
		say("The Intruders act in the order %v", a.Figs)
	case Move:
		fig(a.Who)
		d.Sentence = fmt.Sprintf("%v moves %v", a.Who, a.Dir)
		if at, ok := s.Where(a.Who); ok {
			to := at.Add(a.Dir.Delta())
			square(to)
			d.Sentence = fmt.Sprintf("%v moves %v to %s", a.Who, a.Dir, ps(to))
		}
	case Step:
		fig(a.Who)
		d.Sentence = fmt.Sprintf("%v steps %v", a.Who, a.Dir)
		if at, ok := s.Where(a.Who); ok {
			to := at.Add(a.Dir.Delta())
			square(to)
			d.Sentence = fmt.Sprintf("%v steps %v to %s", a.Who, a.Dir, ps(to))
		}
	case Stop:
		fig(a.Who)
		say("%v stops", a.Who)
	case Breach:
		fig(a.Who)
		door(a.Door)
		say("%v breaches door %d", a.Who, a.Door)
	case Search:
		fig(a.Who)
		square(a.At)
		say("%v searches %s", a.Who, ps(a.At))
	case PickUp:
		fig(a.Who)
		square(a.At)
		if a.Item == NoItem {
			say("%v picks up the Intelligence marker on %s", a.Who, ps(a.At))
		} else {
			say("%v picks up the %v on %s", a.Who, a.Item, ps(a.At))
		}
	case Supplies:
		fig(a.Who)
		say("%v takes %v from the supplies", a.Who, a.Item)
	case Explore:
		fig(a.Who)
		square(a.To)
		say("%v explores toward %s", a.Who, ps(a.To))
	case Sabotage:
		fig(a.Who)
		square(a.At)
		say("%v sabotages %s", a.Who, ps(a.At))
	case Hide:
		fig(a.Who)
		say("%v hides", a.Who)
	case Reveal:
		fig(a.Who)
		say("%v reveals himself", a.Who)
	case Rest:
		fig(a.Who)
		say("%v rests", a.Who)
	case Heal:
		fig(a.Who)
		fig(a.Target)
		say("%v heals %v", a.Who, a.Target)
	case Fight:
		fig(a.Who)
		fig(a.Target)
		say("%v fights %v", a.Who, a.Target)
	case Shoot:
		fig(a.Who)
		fig(a.Target)
		say("%v shoots %v", a.Who, a.Target)
	case SneakAttack:
		fig(a.Who)
		fig(a.Target)
		say("%v sneak-attacks %v", a.Who, a.Target)
	case Lock:
		fig(a.Who)
		door(a.Door)
		say("%v locks door %d", a.Who, a.Door)
	case Unlock:
		fig(a.Who)
		door(a.Door)
		say("%v unlocks door %d", a.Who, a.Door)
	case Arm:
		fig(a.Who)
		square(a.At)
		say("%v arms the explosive on %s", a.Who, ps(a.At))
	case Disarm:
		fig(a.Who)
		square(a.At)
		say("%v disarms %s", a.Who, ps(a.At))
	case Primary:
		fig(a.Who)
		say("%v uses the primary ability of %v", a.Who, a.Item)
	case Surrender:
		fig(a.Who)
		say("%v surrenders", a.Who)
	case DetectivePassage:
		fig(a.Who)
		square(a.At)
		say("%v (Detective) finds a Secret Passage on %s", a.Who, ps(a.At))
	case Spot:
		fig(a.Who)
		fig(a.Target)
		if a.Camera {
			square(a.Via)
			say("%v spots %v through the Camera on %s", a.Who, a.Target, ps(a.Via))
		} else {
			say("%v spots %v", a.Who, a.Target)
		}
	case Discover:
		fig(a.Who)
		square(a.At)
		say("%v discovers %s", a.Who, ps(a.At))
	case Construct:
		fig(a.Who)
		square(a.At)
		say("%v constructs on %s", a.Who, ps(a.At))
	case Repair:
		fig(a.Who)
		say("%v repairs", a.Who)
	case Research:
		fig(a.Who)
		say("%v researches", a.Who)
	case Passage:
		fig(a.Who)
		square(a.To)
		say("%v takes the Secret Passage to %s", a.Who, ps(a.To))
	case Recover:
		fig(a.Who)
		say("%v recovers", a.Who)
	case Spawn:
		square(a.At)
		say("The Defender spawns a %v on %s", a.Kind, ps(a.At))
	case Pass:
		say("Pass")
	case Chance:
		say("Take the chance")
	case TakeTime:
		say("Take the time")
	case Take:
		say("Take it")
	case FightBack:
		say("Fight back")
	case Reroll:
		say("Reroll the dice")
	case SecondShot:
		fig(a.Target)
		say("Shoot %v a second time", a.Target)
	case Sacrifice:
		say("Sacrifice")
	case Imprison:
		square(a.At)
		square(a.Storage)
		say("Imprison the Intruder on %s, his items to the Storage on %s", ps(a.At), ps(a.Storage))
	case Conceal:
		say("Conceal")
	case Disguise:
		say("Disguise")
	default:
		if a != nil {
			d.Sentence = a.String()
		}
	}
	return d
}

// Narrate is event e in words; a public (redacted) event says only what
// its public form holds.
func Narrate(e Event) string {
	switch e := e.(type) {
	case Rolled:
		if !e.Who.Valid() && e.Secret {
			return "Dice are rolled in secret"
		}
		return fmt.Sprintf("%v rolls %v for %s, needing %d+: %d success(es)", e.Who, e.Dice, e.What, e.Need, e.Successes)
	case Moved:
		if !e.Who.Valid() {
			return fmt.Sprintf("A disguised figure moves from %s to %s", ps(e.From), ps(e.To))
		}
		return fmt.Sprintf("%v moves from %s to %s", e.Who, ps(e.From), ps(e.To))
	case Alarmed:
		return fmt.Sprintf("%d Alarm marker(s) (%s): %d on the Monitor", e.Added, e.Why, e.Monitor)
	case AlertChanged:
		return "The Alert Level is now " + e.Level.String()
	case TimeTaken:
		return fmt.Sprintf("%d minute(s) pass (%s): %d left", e.Minutes, e.Why, e.Left)
	case Happened:
		if e.Who.Valid() {
			return e.Who.String() + ": " + e.Text
		}
		if e.Text == "" {
			return "Something happens"
		}
		return e.Text
	case Revealed:
		return fmt.Sprintf("The Intelligence at %s is %v", ps(e.At), e.Intel)
	case GameOver:
		return fmt.Sprintf("The game is over: %v (score %d)", e.Verdict, e.Score)
	}
	if e == nil {
		return ""
	}
	return e.String()
}
