package nemesis

import (
	"bytes"
	"encoding/json"
	"flag"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/incursion/incursion"
	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/internal/playtest"
	"pgregory.net/rapid"
)

// Tests of the data through Config (dataset.go; RULES.md, "Data through
// Config"; DATA.md).

// TestStandardDataIsTheTables: StandardData is what data.go lists, read
// back through the tables every rule uses, and survives JSON.
func TestStandardDataIsTheTables(t *testing.T) {
	d := StandardData()
	if err := d.Validate(); err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(roomTiles[:], std.rooms); diff != "" {
		t.Errorf("room tiles (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff(corridorTiles[:], std.corridors); diff != "" {
		t.Errorf("corridor tiles (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff(exploreCards[:], std.explore); diff != "" {
		t.Errorf("exploration cards (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff(itemCards[:], std.items[:ItemCards]); diff != "" {
		t.Errorf("item cards (-want +got):\n%s", diff)
	}
	if got, want := std.first, [5]int8{firstGreen, firstYellow, firstSupport, firstChar, ItemCards}; got != want {
		t.Errorf("item decks start at %v, want %v", got, want)
	}
	for c := range int8(ItemCards) {
		if std.colourOf(c) != colourOf(c) || std.kindOf(c) != itemKindOf(c) {
			t.Errorf("item %d: colour %d kind %v, want %d %v", c, std.colourOf(c), std.kindOf(c), colourOf(c), itemKindOf(c))
		}
	}
	for k, s := range itemKindData {
		got := std.kinds[k]
		if got.Kind != ItemKind(k) || got.Heavy != s.Heavy || got.Armor != s.Armor || got.Ranged != s.Ranged ||
			got.Melee != s.Melee || got.OneUse != s.OneUse || got.Slots != s.Slots || got.SlotToken != s.SlotToken {
			t.Errorf("item kind %v: %+v, want %+v", ItemKind(k), got, s)
		}
	}
	if diff := cmp.Diff(characters[:], std.chars); diff != "" {
		t.Errorf("characters (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff(eventCards[:], std.events); diff != "" {
		t.Errorf("event cards (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff(attackCards[:], std.attacks); diff != "" {
		t.Errorf("attack cards (-want +got):\n%s", diff)
	}
	for c := range int8(WoundCards) {
		if std.wounds[c] != woundOf(c) {
			t.Errorf("serious wound %d: %v, want %v", c, std.wounds[c], woundOf(c))
		}
	}
	for c := range int8(ContaminationCards) {
		if std.infected[c] != infected(c) {
			t.Errorf("contamination %d: infected %v", c, std.infected[c])
		}
	}
	if diff := cmp.Diff(queenCards[:], std.queen); diff != "" {
		t.Errorf("queen cards (-want +got):\n%s", diff)
	}
	if len(std.objs) != Objectives || len(std.robots) != RobotCards || len(std.tokKinds) != Tokens {
		t.Errorf("%d objectives, %d robots, %d tokens", len(std.objs), len(std.robots), len(std.tokKinds))
	}
	for i, o := range objectives {
		if std.objs[i] != (Objective{o.Name, o.Kind, o.Min, ObjectiveGroup(o.Group)}) {
			t.Errorf("objective %d: %+v, want %+v", i, std.objs[i], o)
		}
	}
	for i := range Tokens {
		if std.tokKinds[i] != tokenKinds[i] || std.tokBacks[i] != tokenBacks[i] {
			t.Errorf("token %d: %v %d", i, std.tokKinds[i], std.tokBacks[i])
		}
	}
	if std.supply != tokenSupply || cmp.Diff(noiseFaces[:], std.noise) != "" || cmp.Diff(shootFaces[:], std.shoot) != "" || cmp.Diff(burstFaces[:], std.burst) != "" {
		t.Errorf("supply %v, dice %v %v %v", std.supply, std.noise, std.shoot, std.burst)
	}
	// JSON: words, and back.
	b, err := json.Marshal(d)
	if err != nil {
		t.Fatal(err)
	}
	for _, w := range []string{`"kind":"Life Support Control B"`, `"stack":"?"`, `"effect":"Queen's Call"`, `"move":"horizontal+vertical"`,
		`"goal":"nest destroyed"`, `"group":"solo/coop mission task"`, `"noise":["1","1",`, `"Hazard"`, `"Critical"`, `"Miss"`,
		`"corridors":"NESW"`, `"Duck and Cover"`, `"Claws"`, `"Lungs"`, `"Exploration Robot"`, `{"kind":"Blank","back":0}`} {
		if !strings.Contains(string(b), w) {
			t.Errorf("the JSON lacks %s", w)
		}
	}
	var back Data
	if err := json.Unmarshal(b, &back); err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(d, back); diff != "" {
		t.Errorf("JSON round trip (-want +got):\n%s", diff)
	}
	if tb, err := load(&back); err != nil || tb != std {
		t.Errorf("the standard data read back: %p %v, want the shared tables", tb, err)
	}
	// StandardData is a fresh copy: changing it changes nothing else.
	d.Rooms[2].Kind = Nest
	d.Characters[0].Items[0] = Rifle
	if StandardData().Rooms[2].Kind != DrillingRoom || StandardData().Characters[0].Items[0] != Pistol || std.rooms[2].Kind != DrillingRoom {
		t.Error("StandardData shares its slices")
	}
}

var updateData = flag.Bool("update-data", false, "rewrite testdata/standard_data.json")

// TestStandardDataFile: testdata/standard_data.json is StandardData in
// JSON, the file a user copies to write their own data (go test -run
// TestStandardDataFile -update-data rewrites it).
func TestStandardDataFile(t *testing.T) {
	want, err := json.MarshalIndent(StandardData(), "", "\t")
	if err != nil {
		t.Fatal(err)
	}
	want = append(want, '\n')
	const file = "testdata/standard_data.json"
	if *updateData {
		if err := os.WriteFile(file, want, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	got, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("%s is not StandardData (-update-data rewrites it)", file)
	}
	var d Data
	if err := json.Unmarshal(got, &d); err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(StandardData(), d); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
}

// TestDataValidateLimits: Validate accepts each limit and rejects one
// past it.
func TestDataValidateLimits(t *testing.T) {
	for _, c := range []struct {
		name   string
		ok     bool
		change func(d *Data)
	}{
		{"1 Noise face", true, func(d *Data) { d.Dice.Noise = []NoiseFace{Hazard} }},
		{"0 Noise faces", false, func(d *Data) { d.Dice.Noise = nil }},
		{"20 Shoot faces", true, func(d *Data) { d.Dice.Shoot = make([]ShootFace, 20); fillAll(d.Dice.Shoot, 3) }},
		{"21 Shoot faces", false, func(d *Data) { d.Dice.Shoot = make([]ShootFace, 21); fillAll(d.Dice.Shoot, 3) }},
		{"Noise face 1", true, func(d *Data) { d.Dice.Noise[0] = 1 }},
		{"Noise face 0", false, func(d *Data) { d.Dice.Noise[0] = 0 }},
		{"Noise face Hazard", true, func(d *Data) { d.Dice.Noise[0] = Hazard }},
		{"Noise face 6", false, func(d *Data) { d.Dice.Noise[0] = Hazard + 1 }},
		{"Shoot face Blanked", true, func(d *Data) { d.Dice.Shoot[1] = Blanked }},
		{"Shoot face 7", false, func(d *Data) { d.Dice.Shoot[1] = Blanked + 1 }},
		{"Burst face 4", true, func(d *Data) { d.Dice.Burst[0] = 4 }},
		{"Burst face 5", false, func(d *Data) { d.Dice.Burst[0] = 5 }},
		{"Burst face -1", false, func(d *Data) { d.Dice.Burst[0] = -1 }},
		{"24 Room tiles", true, func(d *Data) {}},
		{"23 Room tiles", false, func(d *Data) { d.Rooms = d.Rooms[:23] }},
		{"30 in a stack", true, func(d *Data) { addRooms(d, 30-12) }},
		{"31 in a stack", false, func(d *Data) { addRooms(d, 31-12) }},
		{"6 Item icons", true, func(d *Data) { d.Rooms[2].Icons = [3]int8{2, 2, 2} }},
		{"7 Item icons", false, func(d *Data) { d.Rooms[2].Icons = [3]int8{3, 2, 2} }},
		{"the Nest first", false, func(d *Data) { d.Rooms[0].Kind = Nest }},
		{"a second Landing Zone", false, func(d *Data) { d.Rooms[5].Kind = LandingZone }},
		{"a Room ID twice", false, func(d *Data) { d.Rooms[5].ID = d.Rooms[4].ID }},
		{"3 Corridor tiles", true, func(d *Data) { d.Corridors = d.Corridors[:3] }},
		{"2 Corridor tiles", false, func(d *Data) { d.Corridors = d.Corridors[:2] }},
		{"41 Corridor tiles", false, func(d *Data) { d.Corridors = append(d.Corridors, CorridorTile{Noise: 1, ID: 99}) }},
		{"Corridor Noise 4", true, func(d *Data) { d.Corridors[0].Noise = 4 }},
		{"Corridor Noise 5", false, func(d *Data) { d.Corridors[0].Noise = 5 }},
		{"Corridor Noise 0", false, func(d *Data) { d.Corridors[0].Noise = 0 }},
		{"Deadly value 4", true, func(d *Data) { d.Corridors[0].Deadly = 4 }},
		{"Deadly value 5", false, func(d *Data) { d.Corridors[0].Deadly = 5 }},
		{"a Corridor ID twice", false, func(d *Data) { d.Corridors[1].ID = d.Corridors[0].ID }},
		{"1 Exploration card", true, func(d *Data) { d.Exploration = d.Exploration[:1] }},
		{"0 Exploration cards", false, func(d *Data) { d.Exploration = nil }},
		{"Noise off the Corridors", false, func(d *Data) { d.Exploration[4].Noise = bE }},
		{"2 Item slots", true, func(d *Data) { d.ItemKinds[Pistol].Slots = 2 }},
		{"3 Item slots", false, func(d *Data) { d.ItemKinds[Pistol].Slots = 3 }},
		{"grenade slots", false, func(d *Data) { d.ItemKinds[Pistol].SlotToken = Grenade }},
		{"an Item kind missing", false, func(d *Data) { d.ItemKinds = d.ItemKinds[1:] }},
		{"an Item kind twice", false, func(d *Data) { d.ItemKinds[1].Kind = Pistol }},
		{"a ranged Egg", false, func(d *Data) { d.ItemKinds[EggItem].Ranged = true }},
		{"7 Support Equipment", true, func(d *Data) { d.Items.Support = d.Items.Support[:7] }},
		{"6 Support Equipment", false, func(d *Data) { d.Items.Support = d.Items.Support[:6] }},
		{"1 red Item", true, func(d *Data) { d.Items.Red = d.Items.Red[:1] }},
		{"0 red Items", false, func(d *Data) { d.Items.Red = nil }},
		{"an Egg card", false, func(d *Data) { d.Items.Green[0] = EggItem }},
		{"53 Item cards", true, func(d *Data) {}},
		{"54 Item cards", false, func(d *Data) { d.Items.Yellow = append(d.Items.Yellow, Toolkit) }},
		{"2 Characters", true, func(d *Data) { d.Characters = d.Characters[:2] }},
		{"1 Character", false, func(d *Data) { d.Characters = d.Characters[:1] }},
		{"a Rank twice", false, func(d *Data) { d.Characters[1].Rank = d.Characters[0].Rank }},
		{"Health 1 and 10", true, func(d *Data) { d.Characters[1].Health = [3]int8{1, 10, 1} }},
		{"Health 0", false, func(d *Data) { d.Characters[1].Health = [3]int8{3, 0, 3} }},
		{"Health 11", false, func(d *Data) { d.Characters[1].Health = [3]int8{3, 11, 3} }},
		{"no name", false, func(d *Data) { d.Characters[1].Name = "" }},
		{"3 Character Items", false, func(d *Data) { d.Characters[0].Items = append(d.Characters[0].Items, Pistol) }},
		{"two Armors", false, func(d *Data) { d.Characters[1].Items = []ItemKind{Vest, Vest} }},
		{"an unknown card kind", false, func(d *Data) { d.Characters[1].Deck[3] = cardKinds }},
		{"30 Event cards", true, func(d *Data) { d.Events = grow(d.Events, 30) }},
		{"31 Event cards", false, func(d *Data) { d.Events = grow(d.Events, 31) }},
		{"Event Noise 0", false, func(d *Data) { d.Events[0].Noise = 0 }},
		{"Event movement 8", false, func(d *Data) { d.Events[0].Move = 8 }},
		{"0 Attack cards", false, func(d *Data) { d.Attacks = nil }},
		{"an unknown Attack", false, func(d *Data) { d.Attacks[0] = attackEffects }},
		{"20 Contamination cards", true, func(d *Data) { d.Contamination = grow(d.Contamination, 20) }},
		{"21 Contamination cards", false, func(d *Data) { d.Contamination = grow(d.Contamination, 21) }},
		{"0 Queen cards", false, func(d *Data) { d.Queen = nil }},
		{"an unknown Robot", false, func(d *Data) { d.Robots[0] = robotKinds }},
		{"objective for 5", true, func(d *Data) { d.Objectives[0].Min = 5 }},
		{"objective for 6", false, func(d *Data) { d.Objectives[0].Min = 6 }},
		{"objective for 0", false, func(d *Data) { d.Objectives[0].Min = 0 }},
		{"an unknown group", false, func(d *Data) { d.Objectives[0].Group = objectiveGroups }},
		{"an unknown goal", false, func(d *Data) { d.Objectives[0].Kind = goals }},
		{"5 Ammo", true, func(d *Data) { d.Supply.Ammo = 5 }},
		{"4 Ammo", false, func(d *Data) { d.Supply.Ammo = 4 }},
		{"4 Medpacks", true, func(d *Data) { d.Supply.Medpacks = 4 }},
		{"3 Medpacks", false, func(d *Data) { d.Supply.Medpacks = 3 }},
		{"64 tokens", true, func(d *Data) { d.Tokens = grow(d.Tokens, 64) }},
		{"65 tokens", false, func(d *Data) { d.Tokens = grow(d.Tokens, 65) }},
		{"no Blank first", false, func(d *Data) { d.Tokens[0] = IntruderToken{Larva, 1} }},
		{"a second Blank", false, func(d *Data) { d.Tokens[3] = IntruderToken{Blank, 0} }},
		{"back 3", true, func(d *Data) { d.Tokens[3].Back = 3 }},
		{"back 4", false, func(d *Data) { d.Tokens[3].Back = 4 }},
		{"back 0", false, func(d *Data) { d.Tokens[3].Back = 0 }},
		{"a Character named as another, in capitals", false, func(d *Data) { d.Characters[1].Name = "CONTRACTOR" }},
		{"a Character named Pilot-Scout", true, func(d *Data) { d.Characters[1].Name = "Pilot-Scout" }},
		{"two Characters named Cook", true, func(d *Data) { d.Characters[1].Name, d.Characters[2].Name = "Cook", "Cook" }},
		{"Cook, Cook and Cook#2", false, func(d *Data) {
			d.Characters[1].Name, d.Characters[2].Name, d.Characters[3].Name = "Cook", "Cook", "Cook#2"
		}},
		{"a Character named none", false, func(d *Data) { d.Characters[1].Name = "None" }},
		{"an Objective named ?", false, func(d *Data) { d.Objectives[3].Name = "?" }},
		{"an Objective named as another", false, func(d *Data) { d.Objectives[3].Name = "hard_drive" }},
	} {
		d := StandardData()
		c.change(&d)
		err := d.Validate()
		if (err == nil) != c.ok {
			t.Errorf("%s: Validate: %v, want ok %v", c.name, err, c.ok)
		}
		if err != nil && !strings.HasPrefix(err.Error(), "nemesis: data: ") {
			t.Errorf("%s: %q does not say it is the data", c.name, err)
		}
		if _, nerr := New(Config{Players: 1, Data: &d}, dice.New(1)); (nerr == nil) != c.ok || err != nil && nerr.Error() != err.Error() {
			t.Errorf("%s: New: %v, want %v", c.name, nerr, err)
		}
	}
}

func fillAll[T any](xs []T, v T) {
	for i := range xs {
		xs[i] = v
	}
}

// grow repeats xs's last element up to n elements.
func grow[T any](xs []T, n int) []T {
	for len(xs) < n {
		xs = append(xs, xs[len(xs)-1])
	}
	return xs
}

// addRooms adds n Storage tiles to the "?" stack (12 tiles).
func addRooms(d *Data, n int) {
	for i := range n {
		d.Rooms = append(d.Rooms, RoomTile{Kind: Storage, Back: StackRandom, ID: int8(30 + i), Icons: [3]int8{1, 1, 1}})
	}
}

// TestDataForTheGame: New checks that the data suits the Config (the
// Character draft, the Objective decks for that many Characters), and
// keeps its own copy.
func TestDataForTheGame(t *testing.T) {
	d := StandardData()
	d.Characters = d.Characters[:4]
	if _, err := New(Config{Players: 3, Data: &d}, dice.New(1)); err != nil {
		t.Errorf("4 Characters for 3: %v", err)
	}
	if _, err := New(Config{Players: 4, Data: &d}, dice.New(1)); err == nil {
		t.Error("4 Characters for 4: no error")
	}
	d = StandardData()
	var objs []Objective
	for _, o := range d.Objectives {
		if o.Group != MissionTask || o.Min > 2 {
			objs = append(objs, o)
		}
	}
	d.Objectives = objs
	if _, err := New(Config{Players: 2, Data: &d}, dice.New(1)); err == nil || !strings.Contains(err.Error(), "no mission task card for 2") {
		t.Errorf("no Mission Task for 2: %v", err)
	}
	if _, err := New(Config{Players: 2, Coop: true, Data: &d}, dice.New(1)); err != nil {
		t.Errorf("Coop without Mission Tasks: %v", err)
	}
	// New keeps a copy: changing the Data afterwards changes nothing.
	d = StandardData()
	d.Dice.Noise = []NoiseFace{Hazard}
	s, err := New(Config{Data: &d}, dice.New(1))
	if err != nil {
		t.Fatal(err)
	}
	d.Dice.Noise[0] = 1
	if got := s.Data().Dice.Noise; len(got) != 1 || got[0] != Hazard {
		t.Errorf("the game's Noise die changed with the Config's: %v", got)
	}
	if s.g.T == std {
		t.Error("custom data shares the standard tables")
	}
	if s, _ := New(Config{Data: ptr(StandardData())}, dice.New(1)); s.g.T != std {
		t.Error("the standard data given in Config does not use the shared tables")
	}
}

func ptr[T any](v T) *T { return &v }

// customData changes every family of the data, for the contract.
func customData() Data {
	d := StandardData()
	d.Dice = Dice{Noise: []NoiseFace{1, 2, 3, 4, Hazard}, Shoot: []ShootFace{Critical, 2, 3, 4, 5, Blanked, Blanked}, Burst: []BurstFace{0, 1, 2, 3, 4}}
	for i := range d.Rooms {
		if d.Rooms[i].Kind == Laboratory {
			d.Rooms[i].Kind = Storage
		}
	}
	d.Rooms = append(d.Rooms, RoomTile{Kind: Armory, Back: StackA, ID: 40, Icons: [3]int8{2, 0, 0}},
		RoomTile{Kind: Surgery, Back: StackRandom, ID: 41, Icons: [3]int8{0, 2, 0}, Computer: true})
	d.Corridors = d.Corridors[:30]
	d.Exploration = d.Exploration[:10]
	d.ItemKinds[Pistol].Slots = 2
	d.ItemKinds[Medkit].Amount = 2
	d.Items.Red = append(d.Items.Red[2:], Pistol, Pistol, Rifle)
	d.Items.Support = d.Items.Support[:8]
	d.Characters = append(d.Characters, Character{Name: "Cook", Rank: 7, Health: [3]int8{2, 2, 2},
		Items: []ItemKind{Machete}, Deck: d.Characters[1].Deck})
	d.Events = d.Events[:10]
	d.Attacks = []AttackEffect{Claws, Claws, Bite, Scratch, Infecting}
	d.Wounds = d.Wounds[:8]
	d.Contamination = d.Contamination[:10]
	d.Queen = d.Queen[:5]
	d.Robots = []RobotKind{CombatRobot, MedicalRobot, ExplorationRobot}
	d.Supply = Supply{Ammo: 20, Grenades: 6, Oxygen: 20, Medpacks: 10}
	d.Tokens = append(d.Tokens[:4], d.Tokens[7:]...) // 3 Queen tokens
	d.Tokens = append(d.Tokens, IntruderToken{Larva, 2}, IntruderToken{Adult, 3})
	return d
}

// minimalData has the fewest components Validate allows: one card in each
// deck, the Landing Zone's three Corridor tiles, the Blank token alone, a
// Noise die of Hazard and 1, a Shoot die that always misses.
func minimalData() Data {
	d := StandardData()
	d.Dice = Dice{Noise: []NoiseFace{Hazard, 1}, Shoot: []ShootFace{Blanked}, Burst: []BurstFace{4}}
	d.Corridors = d.Corridors[:3]
	d.Exploration = d.Exploration[:1]
	d.Items.Red, d.Items.Green, d.Items.Yellow = d.Items.Red[:1], d.Items.Green[:1], d.Items.Yellow[:1]
	d.Items.Support = d.Items.Support[:7]
	d.Events, d.Attacks, d.Wounds, d.Queen, d.Robots = d.Events[:1], d.Attacks[:1], d.Wounds[:1], d.Queen[:1], d.Robots[:1]
	d.Contamination = []Contamination{{Infected: true}}
	d.Tokens = d.Tokens[:1]
	for i := range d.ItemKinds {
		d.ItemKinds[i].Amount = 10
	}
	return d
}

// customGame is Game on the data d.
func customGame(d Data) incursion.Game[State, Action, Event, Seat] {
	def := gameDef
	def.New = func(variant string, r dice.Roller) (State, error) {
		cfg, err := variantConfig(variant)
		if err != nil {
			return State{}, err
		}
		cfg.Data = &d
		return New(cfg, r)
	}
	return incursion.Define(def)
}

// TestContractCustomData: the whole contract (positions, views, the
// determinizer, the converse) on custom data in every family, and on the
// smallest data Validate allows.
func TestContractCustomData(t *testing.T) {
	seeds := []uint64{1, 2, 3}
	if playtest.Race {
		seeds = seeds[:1]
	}
	for _, c := range []struct {
		name     string
		d        Data
		variants []string
	}{{"custom", customData(), []string{"", "coop", "5p"}}, {"minimal", minimalData(), []string{"", "solo"}}} {
		if err := c.d.Validate(); err != nil {
			t.Fatal(err)
		}
		for _, v := range c.variants {
			t.Run(c.name+" "+v, func(t *testing.T) {
				k := contract()
				k.Game = customGame(c.d)
				k.Variant = v
				k.Check(t, seeds...)
				k.CheckConverse(t, seeds...)
			})
		}
	}
}

// TestPositionWithData: a position names its data only when it is not
// the standard one, and reads it back; a View and a determinized state
// keep the game's data.
func TestPositionWithData(t *testing.T) {
	s := started(t, Config{}, 1)
	b, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(string(b), `"data":{`) {
		t.Error("a standard position names its data")
	}
	d := customData()
	s = started(t, Config{Data: &d}, 1)
	b, err = json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(b), `"data":{"dice":{"noise":["1","2","3","4","Hazard"]`) {
		t.Errorf("a custom position does not name its data: %.300s", b)
	}
	var back State
	if err := json.Unmarshal(b, &back); err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(s, back, cmp.AllowUnexported(State{}, game{}, pile{})); diff != "" {
		t.Errorf("round trip (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff(d, back.Data()); diff != "" {
		t.Errorf("the data read back (-want +got):\n%s", diff)
	}
	// The same document without its data is checked against the standard
	// data: the custom Characters' Items do not fit it.
	var doc map[string]json.RawMessage
	if err := json.Unmarshal(b, &doc); err != nil {
		t.Fatal(err)
	}
	bad := d
	bad.Dice.Noise = nil
	doc["data"], _ = json.Marshal(bad)
	nb, _ := json.Marshal(doc)
	if err := json.Unmarshal(nb, &back); err == nil || !strings.Contains(err.Error(), "Noise die") {
		t.Errorf("a position with invalid data: %v", err)
	}
	// View and Determinize.
	v := s.View(0)
	if v.g.T != s.g.T {
		t.Error("the view lost the data")
	}
	sample, err := Game.Determinize(v, 0, dice.New(3))
	if err != nil {
		t.Fatal(err)
	}
	if sample.g.T != s.g.T {
		t.Error("the sample lost the data")
	}
	if err := sample.Validate(); err != nil {
		t.Error(err)
	}
}

// TestCustomNoiseDie: a Noise die of Hazard faces only answers every
// Noise roll with a Hazard (Rulebook, "Noise Roll"); the standard die's
// first face is a 1.
func TestCustomNoiseDie(t *testing.T) {
	d := StandardData()
	d.Dice.Noise = []NoiseFace{Hazard}
	for _, c := range []struct {
		cfg  Config
		want int8
	}{{Config{}, 1}, {Config{Data: &d}, Hazard}} {
		s := started(t, c.cfg, 1)
		_, evs := kern(s, nil, func(k *kernel) { k.r = &firstZero{dice.New(1), false}; k.noiseRoll(s.g.Turn) })
		r, ok := evs[0].(Rolled)
		if !ok || r.Die != "noise" || r.Face != c.want {
			t.Errorf("data %v: %v, want the face %d", c.cfg.Data != nil, evs[0], c.want)
		}
	}
}

// firstZero rolls 0 (the first face) first, then as r.
type firstZero struct {
	r    dice.Roller
	done bool
}

func (f *firstZero) IntN(n int) int {
	if !f.done {
		f.done = true
		return 0
	}
	return f.r.IntN(n)
}

// TestCustomItemSlots: an Item kind with 2 Ammo slots takes a second Ammo
// token on the Item (Rulebook, "Ammo"); the standard Pistol's second goes
// on the belt.
func TestCustomItemSlots(t *testing.T) {
	d := StandardData()
	d.ItemKinds[Pistol].Slots = 2
	for _, c := range []struct {
		cfg  Config
		hand int
	}{{Config{}, -1}, {Config{Data: &d}, 0}} {
		s := edit(started(t, c.cfg, 1), func(g *game) {
			g.P[0].Hands = [2]Held{{Item: 0, Tok: [2]Token{AmmoFull}}, {Item: NoItem}}
			g.P[0].Belt = [4]Token{}
		})
		if h, _, ok := s.g.freeSlot(0, AmmoFull); !ok || h != c.hand {
			t.Errorf("data %v: the second Ammo goes to hand %d, want %d", c.cfg.Data != nil, h, c.hand)
		}
	}
}

// TestCustomEventDeck: an Event deck of Hatching cards only: every Event
// Phase resolves a Hatching (Rulebook, "Event Phase").
func TestCustomEventDeck(t *testing.T) {
	d := StandardData()
	d.Events = []EventCard{{Move: moveRooms, Effect: Hatching, Noise: 2}, {Move: moveVertical, Effect: Hatching, Noise: 3}}
	s := started(t, Config{Data: &d}, 1)
	if s.g.D.Events.N+s.g.D.EventsOut.N != 2 {
		t.Fatalf("%d Event cards", s.g.D.Events.N+s.g.D.EventsOut.N)
	}
	for range 3 {
		var evs []Event
		s, evs = kern(s, nil, func(k *kernel) { k.eventCard() })
		if len(evs) == 0 || evs[0].String() != "Event: Hatching" {
			t.Errorf("the Event: %v", evs[0])
		}
	}
}

// TestCustomRoomStacks: with every stack holding only Storage tiles,
// exploring a Room slot sets up a Storage (Rulebook, "Exploration").
func TestCustomRoomStacks(t *testing.T) {
	d := StandardData()
	for i := 2; i < len(d.Rooms); i++ {
		d.Rooms[i].Kind = Storage
	}
	for _, c := range []struct {
		cfg  Config
		want func(RoomKind) bool
	}{{Config{}, func(k RoomKind) bool { return k != Storage }}, {Config{Data: &d}, func(k RoomKind) bool { return k == Storage }}} {
		s := started(t, c.cfg, 1)
		// The first card of a shuffled-away deck: the explored slot's
		// Section stack (a1, Section A: Drilling Room, Life Support
		// Control A or Surgery in the standard data).
		s = edit(s, func(g *game) {
			for i := range g.D.Explore.N {
				g.D.Explore.C[i] = 0 // card 0: the Section's stack
			}
		})
		s, _ = kern(s, nil, func(k *kernel) { k.exploreSlot(0, 0) })
		k, ok := s.RoomKindAt(0)
		if !ok || !c.want(k) {
			t.Errorf("data %v: a1 is the %v", c.cfg.Data != nil, k)
		}
	}
}

// TestCustomCharacterNotation: a Character only custom data has is
// drafted by its number ("P1 draft 6"), which ParseAction reads back.
func TestCustomCharacterNotation(t *testing.T) {
	a := DraftCharacter{0, 6}
	if a.String() != "P1 draft 6" {
		t.Errorf("%q", a.String())
	}
	b, err := ParseAction(a.String())
	if err != nil || b != Action(a) {
		t.Errorf("%v %v", b, err)
	}
	if b, err := ParseAction("P1 draft Soldier"); err != nil || b != Action(DraftCharacter{0, 1}) {
		t.Errorf("%v %v", b, err)
	}
}

// TestNamesInTheData: a state's name accessors read its own data; the
// package-level functions the standard data.
func TestNamesInTheData(t *testing.T) {
	d := customData()
	s, err := New(Config{Data: &d}, dice.New(1))
	if err != nil {
		t.Fatal(err)
	}
	got := []any{s.ItemName(0), ItemName(0), s.HealthTrack(6), HealthTrack(6), s.RobotName(0), RobotName(0),
		s.ObjectiveName(0), s.WoundName(0), s.ActionCardName(6, 1)}
	want := []any{"Shotgun", "Pistol", [3]int{2, 2, 2}, [3]int{}, "Combat Robot", "Exploration Robot",
		"Veni, Vidi, Vici", "Eyes", "Command"}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
	if n, dl, door, ok := s.CorridorFace(29); !ok || n != 3 || dl != 4 || door {
		t.Errorf("corridor tile 29: %d %d %v %v", n, dl, door, ok)
	}
	if _, _, _, ok := s.CorridorFace(30); ok {
		t.Error("corridor tile 30 of 30")
	}
}

// randomData draws data that Validate accepts: every family changed at
// random within its limits.
func randomData(t *rapid.T) Data {
	d := StandardData()
	pick := func(label string, lo, hi int) int { return rapid.IntRange(lo, hi).Draw(t, label) }
	d.Dice.Noise = rapid.SliceOfN(rapid.SampledFrom([]NoiseFace{1, 2, 3, 4, Hazard}), 1, 8).Draw(t, "noise")
	d.Dice.Shoot = rapid.SliceOfN(rapid.SampledFrom([]ShootFace{Critical, 2, 3, 4, 5, Blanked}), 1, 8).Draw(t, "shoot")
	d.Dice.Burst = rapid.SliceOfN(rapid.SampledFrom([]BurstFace{0, 1, 2, 3, 4}), 1, 8).Draw(t, "burst")
	var kinds []RoomKind
	for k := DrillingRoom; k < roomKinds; k++ {
		kinds = append(kinds, k)
	}
	for i := 2; i < len(d.Rooms); i++ {
		d.Rooms[i].Kind = rapid.SampledFrom(kinds).Draw(t, "room")
		d.Rooms[i].Back = Stack(pick("stack", 0, 3))
	}
	for i := range pick("extra rooms", 0, 8) {
		d.Rooms = append(d.Rooms, RoomTile{Kind: rapid.SampledFrom(kinds).Draw(t, "room"), Back: Stack(pick("stack", 0, 3)),
			ID: int8(50 + i), Icons: [3]int8{int8(pick("red", 0, 2)), int8(pick("green", 0, 2)), int8(pick("yellow", 0, 2))}})
	}
	d.Corridors = d.Corridors[:pick("corridors", 3, 40)]
	for i := range d.Corridors {
		d.Corridors[i].Deadly = int8(pick("deadly", 0, 4))
		d.Corridors[i].Door = rapid.Bool().Draw(t, "door")
	}
	d.Exploration = d.Exploration[:pick("exploration", 1, len(d.Exploration))]
	for i := range d.ItemKinds {
		if d.ItemKinds[i].Ranged {
			d.ItemKinds[i].Slots = int8(pick("slots", 0, 2))
		}
		d.ItemKinds[i].Amount = int8(pick("amount", 0, 5))
	}
	var items []ItemKind
	for k := range EggItem {
		items = append(items, k)
	}
	deck := func(lo, hi int) []ItemKind {
		return rapid.SliceOfN(rapid.SampledFrom(items), lo, hi).Draw(t, "items")
	}
	d.Items = ItemDecks{Red: deck(1, 10), Green: deck(1, 10), Yellow: deck(1, 10), Support: deck(7, 10)}
	for i := range d.Characters {
		d.Characters[i].Health = [3]int8{int8(pick("healthy", 1, 4)), int8(pick("injured", 1, 4)), int8(pick("heavily", 1, 4))}
	}
	effects := func(n int) []int { return rapid.SliceOfN(rapid.IntRange(0, n-1), 1, 16).Draw(t, "cards") }
	d.Events = nil
	for _, e := range effects(int(eventEffects)) {
		d.Events = append(d.Events, EventCard{Move: Moves(pick("move", 0, int(allMoves))), Effect: EventEffect(e), Noise: int8(pick("event noise", 1, 4))})
	}
	d.Attacks, d.Wounds, d.Robots = nil, nil, nil
	for _, e := range effects(int(attackEffects)) {
		d.Attacks = append(d.Attacks, AttackEffect(e))
	}
	for _, e := range effects(int(woundKinds)) {
		d.Wounds = append(d.Wounds, WoundKind(e))
	}
	for _, e := range effects(int(robotKinds)) {
		d.Robots = append(d.Robots, RobotKind(e))
	}
	d.Contamination = nil
	for range pick("contamination", 1, PileCards-10) {
		d.Contamination = append(d.Contamination, Contamination{rapid.Bool().Draw(t, "infected")})
	}
	d.Queen = nil
	for range pick("queen", 1, 8) {
		d.Queen = append(d.Queen, QueenCard{int8(pick("discard", 0, 2)), rapid.Bool().Draw(t, "repel")})
	}
	d.Tokens = d.Tokens[:1]
	for range pick("tokens", 0, 63) {
		d.Tokens = append(d.Tokens, IntruderToken{Kind(pick("kind", 0, int(Larva))), int8(pick("back", 1, 3))})
	}
	return d
}

// TestRandomData: games on random valid data play out to their end,
// every state valid, never a panic.
func TestRandomData(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		d := randomData(t)
		if err := d.Validate(); err != nil {
			t.Fatal(err)
		}
		cfg := Config{Players: rapid.IntRange(1, 5).Draw(t, "players"), Coop: rapid.Bool().Draw(t, "coop"),
			Deadly: rapid.Bool().Draw(t, "deadly"), Data: &d}
		r := dice.New(rapid.Uint64().Draw(t, "seed"))
		s, err := New(cfg, r)
		if err != nil {
			t.Fatal(err)
		}
		for n := 0; !s.Over(); n++ {
			if n > 5000 {
				t.Fatal("no end after 5000 actions")
			}
			as := s.Actions()
			if len(as) == 0 {
				t.Fatalf("no action:\n%s", s.Draw())
			}
			a := as[r.IntN(len(as))]
			if s, _, err = Apply(s, a, r); err != nil {
				t.Fatalf("%v: %v", a, err)
			}
			if err := s.Validate(); err != nil {
				t.Fatalf("after %v: %v\n%s", a, err, s.Draw())
			}
		}
	})
}

// TestRulesReadTheGamesData: no rule reads the standard tables of data.go
// directly; every one goes through the game's data (game.T), so that
// Config.Data reaches it. (Code merged from elsewhere that reads a table
// of data.go fails here: read g.T instead.)
func TestRulesReadTheGamesData(t *testing.T) {
	tables := map[string]bool{}
	for _, n := range strings.Fields(`roomTiles corridorTiles exploreCards tokenKinds tokenBacks noiseFaces
		shootFaces burstFaces tokenSupply itemKindData itemCards itemKindOf colourOf characters attackCards
		woundOf infected eventCards queenCards objectives firstGreen firstYellow firstSupport firstChar
		itemAmount RoomTiles CorridorTiles ExploreCards Tokens ItemCards Characters AttackCards WoundCards
		ContaminationCards EventCards QueenCards Objectives RobotCards`) {
		tables[n] = true
	}
	fset := token.NewFileSet()
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") || name == "data.go" || name == "dataset.go" || name == "tables.go" || name == "datatext.go" {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		// An identifier the file does not declare (Obj nil) that names a
		// table is a package-level one; a field (x.Name, Name: in a
		// literal) is not.
		var visit func(n ast.Node) bool
		visit = func(n ast.Node) bool {
			switch x := n.(type) {
			case *ast.SelectorExpr:
				ast.Inspect(x.X, visit)
				return false
			case *ast.KeyValueExpr:
				if _, ok := x.Key.(*ast.Ident); ok {
					ast.Inspect(x.Value, visit)
					return false
				}
			case *ast.Ident:
				if x.Obj == nil && tables[x.Name] {
					t.Errorf("%v: %s reads data.go's table; read the game's (g.T)", fset.Position(x.Pos()), x.Name)
				}
			}
			return true
		}
		ast.Inspect(f, visit)
	}
}
