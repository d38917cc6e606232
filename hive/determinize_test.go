package hive_test

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/hive"
	"github.com/incursion/incursion/internal/playtest"
)

// TestDeterminization: on random games, every seat's and the observer's
// samples are full states with the same view and InfoKey, pass Validate and
// play on to the end (RULES.md, "Determinization").
func TestDeterminization(t *testing.T) {
	c := suite()
	c.ViewEvery = 3
	c.CheckDeterminize(t, 1, 2, 3, 4, 5, 6, 7, 8)
}

// fewSecrets is Game-Turn 2 with almost every Znon counter examined: the
// Master-Queen, the Queens and the hostages are dead, and so are all
// Soldiers and Workers but three face-down ones (44 in C3, 56 in C5, 57 in
// E3); boobytrap 68 lies face-down in A1 among the 2 Lancers, fake 71
// face-down in E5, the other boobytraps were removed. The Znon purchases
// cost 64 Resource Points, which leaves 6: the hyperdrive was speeded by 0
// or 1 turn (4.8).
const fewSecrets = `{
  "turn": 2, "step": "terran-movement",
  "resource_points": {"Terran": 0, "Znon": 0},
  "bought": {"darter": 4, "2lancers": 1, "soldier": 12, "worker": 12, "boobytrap": 3, "fake": 2},
  "mission": "rescue", "holding_boxes_shown": true,
  "units": {
    "0":  {"kind": "engineer", "status": "in play", "box": "Sirius", "flags": ["free-engineer"]},
    "1":  {"kind": "engineer", "status": "in play", "box": "Vega", "flags": ["free-engineer"]},
    "2":  {"kind": "engineer", "status": "in play", "box": "Rigel", "flags": ["free-engineer"]},
    "3":  {"kind": "engineer", "status": "in play", "box": "Antares", "flags": ["free-engineer"]},
    "10": {"kind": "2lancers", "status": "in play", "box": "A1"},
    UNITS
  },
  "darters": [
    {"name": "Sirius", "flags": ["built", "placed", "open"], "breach": "A1"},
    {"name": "Vega", "flags": ["built"]}, {"name": "Rigel", "flags": ["built"]},
    {"name": "Antares", "flags": ["built"]}, {"name": "Deneb"}, {"name": "Altair"}
  ],
  "melee_attack": {"forming": false, "target": 0, "attackers": []},
  "boobytrap_attacks_due": [null, null, null],
  "laser_pod_targets": ["", "", "", "", "", "", "", ""],
  "hyperdrive_speeded": 0, "starting_men": 6, "men_lost": 0, "queens_killed": 8, "max_turns": 30
}`

// fewSecretsState decodes fewSecrets with the given kinds on the five
// unexamined counters 44, 56, 57, 68, 71 and the mission.
func fewSecretsState(t *testing.T, kinds [5]string, mission string) hive.State {
	t.Helper()
	var units []string
	in := map[int]string{44: "C3", 56: "C5", 57: "E3", 68: "A1", 71: "E5"}
	order := []int{44, 56, 57, 68, 71}
	for i, k := range order {
		units = append(units, fmt.Sprintf(`"%d": {"kind": %q, "status": "in play", "box": %q}`, k, kinds[i], in[k]))
	}
	dead := func(from, to int, kind string) {
		for i := from; i <= to; i++ {
			if _, ok := in[i]; !ok {
				units = append(units, fmt.Sprintf(`"%d": {"kind": %q, "status": "dead"}`, i, kind))
			}
		}
	}
	dead(34, 34, "masterqueen")
	dead(35, 41, "queen")
	dead(42, 42, "ambassador")
	dead(43, 43, "daughter")
	dead(45, 55, "soldier")
	dead(58, 67, "worker")
	for _, i := range []int{69, 70, 72} {
		kind := "boobytrap"
		if i == 72 {
			kind = "fake"
		}
		units = append(units, fmt.Sprintf(`"%d": {"kind": %q, "status": "removed"}`, i, kind))
	}
	doc := strings.Replace(fewSecrets, "UNITS", strings.Join(units, ",\n    "), 1)
	doc = strings.Replace(doc, `"mission": "rescue"`, fmt.Sprintf("%q: %q", "mission", mission), 1)
	var s hive.State
	if err := json.Unmarshal([]byte(doc), &s); err != nil {
		t.Fatal(err)
	}
	return s
}

var fewSecretsKinds = [5]string{"soldier", "worker", "worker", "boobytrap", "fake"}

// TestDeterminizeFaceDownCounters (11.1, 4.2, 4.8): the Terran player's
// samples give the five unexamined counters every assignment of the five
// kinds left in the countermix (soldier, worker, worker, boobytrap, fake)
// in which the counter among his 2 Lancers stays face-down, a boobytrap
// real or fake (11.3): 2 x 12 assignments; and the hyperdrive speeded by 0
// or 1 turn, all 48 with the same chance.
func TestDeterminizeFaceDownCounters(t *testing.T) {
	s := fewSecretsState(t, fewSecretsKinds, "rescue")
	v := hive.Game.View(s, hive.Terran)
	r := dice.New(12)
	counts := map[string]int{}
	for n := 0; n < 9600; n++ {
		d, err := hive.Game.Determinize(v, hive.Terran, r)
		if err != nil {
			t.Fatal(err)
		}
		var key []string
		for _, id := range []int{44, 56, 57, 68, 71} {
			u, _ := d.Unit(id)
			key = append(key, u.Kind.String())
		}
		counts[fmt.Sprintf("%v speeded %d", key, 12-d.HyperdriveTurn())]++
	}
	want := map[string]float64{}
	kinds := []string{"soldier", "worker", "worker", "boobytrap", "fake"}
	var perm func(used int, acc []string)
	perm = func(used int, acc []string) {
		if len(acc) == 5 {
			if acc[3] == "boobytrap" || acc[3] == "fake" {
				for sp := 0; sp <= 1; sp++ {
					want[fmt.Sprintf("%v speeded %d", acc, sp)] = 1.0 / 48
				}
			}
			return
		}
		for i, k := range kinds {
			if used&(1<<i) == 0 {
				perm(used|1<<i, append(acc[:len(acc):len(acc)], k))
			}
		}
	}
	perm(0, nil)
	if len(want) != 48 {
		t.Fatalf("%d configurations, want 48", len(want))
	}
	playtest.CheckFrequencies(t, counts, want)
}

// TestDeterminizeMission (5.6): the Znon player's samples choose either
// mission with the same chance, and change nothing else.
func TestDeterminizeMission(t *testing.T) {
	s := fewSecretsState(t, fewSecretsKinds, "punitive")
	r := dice.New(5)
	counts := map[string]int{}
	for n := 0; n < 2000; n++ {
		d, err := hive.Game.Determinize(s, hive.Znon, r)
		if err != nil {
			t.Fatal(err)
		}
		counts[d.Mission().String()]++
		for _, id := range []int{44, 56, 57, 68, 71} {
			u, _ := d.Unit(id)
			w, _ := s.Unit(id)
			if u != w {
				t.Fatalf("unit %d drawn as %+v, the Znon player knows %+v", id, u, w)
			}
		}
	}
	playtest.CheckFrequencies(t, counts, map[string]float64{"rescue": 0.5, "punitive": 0.5})
}

// TestInfoKeyTwins: a seat's InfoKey is the same for two states it cannot
// tell apart and differs for two it can: the Terran player cannot tell
// which face-down counter is the Soldier (11.1), the Znon player can; the
// Znon player cannot tell the mission (5.6), the Terran player can.
func TestInfoKeyTwins(t *testing.T) {
	g := hive.Game
	a := fewSecretsState(t, fewSecretsKinds, "rescue")
	swapped := fewSecretsState(t, [5]string{"worker", "soldier", "worker", "boobytrap", "fake"}, "rescue")
	punitive := fewSecretsState(t, fewSecretsKinds, "punitive")
	for _, c := range []struct {
		name string
		b    hive.State
		seat hive.Seat
		same bool
	}{
		{"kinds swapped, Terran", swapped, hive.Terran, true},
		{"kinds swapped, observer", swapped, hive.Observer, true},
		{"kinds swapped, Znon", swapped, hive.Znon, false},
		{"mission changed, Znon", punitive, hive.Znon, true},
		{"mission changed, Terran", punitive, hive.Terran, false},
		{"mission changed, observer", punitive, hive.Observer, true},
	} {
		if got := g.InfoKey(a, c.seat) == g.InfoKey(c.b, c.seat); got != c.same {
			t.Errorf("%s: keys equal %v, want %v", c.name, got, c.same)
		}
	}
	if g.InfoKey(a, hive.Terran) == g.InfoKey(a, hive.Znon) {
		t.Error("the two seats' keys of one state are equal")
	}
}

// TestDeterminizeDeployment (5.1, 5.4, 5.7): before his mission is chosen
// the Terran player sees neither what the Znon counters are nor where they
// stand; his samples deploy them by the rules: the Master-Queen, the seven
// Queens and both hostages in play, a Queen in every Nest and in the Laser
// Area, the hostages within 3 boxes of the Master-Queen, on the counters
// the view shows in play.
func TestDeterminizeDeployment(t *testing.T) {
	r := dice.New(4)
	s, err := hive.New(hive.Config{}, r)
	if err != nil {
		t.Fatal(err)
	}
	for s.Step() != hive.StepMission {
		as := s.Actions()
		if s, _, err = hive.Apply(s, as[r.IntN(len(as))], r); err != nil {
			t.Fatal(err)
		}
	}
	b := s.Board()
	areas := map[byte]bool{}
	for i := 0; i < b.Boxes(); i++ {
		if a := b.Area(i); a != 0 {
			areas[a] = true
		}
	}
	v := hive.Game.View(s, hive.Terran)
	for n := 0; n < 200; n++ {
		d, err := hive.Game.Determinize(v, hive.Terran, r)
		if err != nil {
			t.Fatal(err)
		}
		kinds := map[hive.Kind]int{}
		queenIn := map[byte]bool{}
		var mq int
		var hostages []int
		for _, u := range d.Units() {
			if u.ID < 34 {
				continue
			}
			if w, _ := v.Unit(u.ID); !w.InPlay {
				t.Fatalf("unit %d is in play in the sample, not in the view", u.ID)
			}
			box, _ := b.Box(u.Box)
			kinds[u.Kind]++
			switch u.Kind {
			case hive.Queen:
				queenIn[b.Area(box)] = true
			case hive.MasterQueen:
				mq = box
			case hive.Ambassador, hive.Daughter:
				hostages = append(hostages, box)
			}
		}
		if kinds[hive.MasterQueen] != 1 || kinds[hive.Queen] != 7 || kinds[hive.Ambassador] != 1 || kinds[hive.Daughter] != 1 {
			t.Fatalf("sample %d deploys %v", n, kinds)
		}
		for a := range areas {
			if !queenIn[a] {
				t.Fatalf("sample %d: no Queen in area %c", n, a)
			}
		}
		for _, h := range hostages {
			if dist := b.Distance(mq, h); dist < 0 || dist > 3 {
				t.Fatalf("sample %d: a hostage %d boxes from the Master-Queen", n, dist)
			}
		}
	}
}

// TestDeterminizeHiveOrganization_NoInactiveQueenByAMarine (8.7, 11.5): a
// Queen or the Master-Queen is Activated, and turned face-up, the moment a
// Space Marine enters her box or area, so a face-down counter in a Space
// Marine's box is never drawn as one: found by TestNoLeakTwins (issue
// 20.17), where a fake boobytrap in corridor box 20 with three Marines was
// drawn as an Inactive Master-Queen (5.1 lets her stand anywhere), and the
// Marines' listed melee told the two apart.
func TestDeterminizeHiveOrganization_NoInactiveQueenByAMarine(t *testing.T) {
	found := 0
	for seed := uint64(1); seed <= 40 && found < 10; seed++ {
		r := dice.New(seed)
		s, err := hive.New(hive.Config{}, r)
		if err != nil {
			t.Fatal(err)
		}
		for !s.Over() && found < 10 {
			if s.Turn() >= 1 {
				if id := hive.FaceDownByMarine(s); id >= 0 {
					found++
					for k := 0; k < 40; k++ {
						x, err := hive.Game.Determinize(s, hive.Terran, r)
						if err != nil {
							t.Fatal(err)
						}
						if u, _ := x.Unit(id); u.Kind == hive.Queen || u.Kind == hive.MasterQueen {
							k := u.Kind
							t.Fatalf("seed %d: counter %d, face-down by a Space Marine, drawn as a %v", seed, id, k)
						}
					}
				}
			}
			as := s.Actions()
			s, _, _ = hive.Apply(s, as[r.IntN(len(as))], r)
		}
	}
	if found == 0 {
		t.Fatal("no face-down counter by a Space Marine")
	}
}
