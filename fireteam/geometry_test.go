package fireteam

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestBattlefield checks the drawing data against the rules' own boards:
// terrain, sector tiles, spawn tokens and the entry and exit points of
// every mission (Rulebook, "Setup" 1; DATA.md, "Missions").
func TestBattlefield(t *testing.T) {
	for i := range missions {
		m, b := &missions[i], boards[i]
		f, ok := MissionBattlefield(m.id)
		if !ok {
			t.Fatalf("no battlefield for %s", m.id)
		}
		if f.Mission != m.id || f.Name != m.name || f.Width != 8 || f.Height != 4 {
			t.Errorf("%s: %s %q %d×%d", m.id, f.Mission, f.Name, f.Width, f.Height)
		}
		for l, loc := range f.Locations {
			if loc.Loc != Loc(l) || loc.Name != LocName(l) || loc.Terrain != b.terrain[l] ||
				loc.X != float64(l%8) || loc.Y != float64(l/8) {
				t.Errorf("%s: location %d: %+v", m.id, l, loc)
			}
			sec := f.Sectors[loc.Sector]
			if loc.X < sec.X || loc.X >= sec.X+sec.W || loc.Y < sec.Y || loc.Y >= sec.Y+sec.H {
				t.Errorf("%s: %s outside its sector %+v", m.id, loc.Name, sec)
			}
		}
		for p, sec := range f.Sectors {
			// The sector's corners hold its tile's terrain, row by row.
			for k, l := range sec.Corners {
				if want := terrainOf(tiles[m.layout[p]][k]); f.Locations[l].Terrain != want {
					t.Errorf("%s: sector %d corner %d %s: %v, want %v", m.id, p, k, LocName(int(l)), f.Locations[l].Terrain, want)
				}
			}
		}
		for n, l := range f.Spawns {
			if f.Locations[l].SpawnToken != n+1 || LocName(int(l)) != m.spawns[n] {
				t.Errorf("%s: spawn token %d at %s, want %s", m.id, n+1, LocName(int(l)), m.spawns[n])
			}
		}
		if LocName(int(f.Entry)) != m.entry || f.HasExit != (m.exit != "") || f.HasExit && LocName(int(f.Exit)) != m.exit ||
			f.HasPower != (m.power != "") || f.HasPower && LocName(int(f.Power)) != m.power {
			t.Errorf("%s: entry %v exit %v/%v power %v/%v", m.id, f.Entry, f.Exit, f.HasExit, f.Power, f.HasPower)
		}
		if len(f.Objectives) != len(m.objectives) {
			t.Errorf("%s: %d objectives", m.id, len(f.Objectives))
		}
	}
	if _, ok := MissionBattlefield("Z9"); ok {
		t.Error("a battlefield for Z9")
	}
	a, _ := MissionBattlefield("i1")
	a.Objectives[0].Name = "changed"
	a.Locations[0].Name = "zz"
	if b, _ := MissionBattlefield("I1"); b.Objectives[0].Name == "changed" || b.Locations[0].Name != "a1" {
		t.Error("MissionBattlefield returned shared data")
	}
}

func terrainOf(c byte) Terrain {
	return map[byte]Terrain{'.': Open, 'd': Difficult, 'x': Impassible, 'e': Elevated, 'c': Cover}[c]
}

func TestGeometryAccessors(t *testing.T) {
	if got := []Class{MonsterClass(0), MonsterClass(8), MonsterClass(9), MonsterClass(12)}; !cmp.Equal(got, []Class{Minion, Minion, Elite, Boss}) {
		t.Errorf("classes %v", got)
	}
	if len(Monsters()) != 13 || Monsters()[12].String() != "boss" {
		t.Errorf("Monsters %v", Monsters())
	}
	if DieFace(0) != "X" || DieFace(6) != "?" || DieFace(-1) != "?" {
		t.Error("DieFace")
	}
}
