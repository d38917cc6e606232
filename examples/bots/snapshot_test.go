package bots_test

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/examples/bots"
)

// TestSnapshotRestore: Restore puts a match back where the snapshot was
// taken (state and Len), in every registered game; a snapshot of another
// game is refused and changes nothing.
func TestSnapshotRestore(t *testing.T) {
	for _, g := range bots.Games() {
		if g.Name() == "zz-bad" {
			continue
		}
		t.Run(g.Name(), func(t *testing.T) {
			m, err := g.New(3)
			if err != nil {
				t.Fatal(err)
			}
			r := dice.New(3)
			for range 3 {
				if _, err := m.Bot(r); err != nil {
					t.Fatal(err)
				}
			}
			sn := m.Snapshot()
			if sn.Game() != g.Name() || sn.Len() != 3 {
				t.Fatalf("Snapshot: game %q, len %d; want %q, 3", sn.Game(), sn.Len(), g.Name())
			}
			before, _ := m.Position()
			for range 5 {
				if m.Over() {
					break
				}
				if _, err := m.Bot(r); err != nil {
					t.Fatal(err)
				}
			}
			if err := m.Restore(sn); err != nil {
				t.Fatal(err)
			}
			after, _ := m.Position()
			if diff := cmp.Diff(string(before), string(after)); diff != "" || m.Len() != 3 {
				t.Errorf("after Restore: Len %d, position (-want +got):\n%s", m.Len(), diff)
			}
			other := newMatch(t, "zz-secret", 1)
			if g.Name() == "zz-secret" {
				other = newMatch(t, "sabotage", 1)
			}
			if err := m.Restore(other.Snapshot()); err == nil || !strings.Contains(err.Error(), "not a snapshot of this game") {
				t.Errorf("Restore of a snapshot of %s: %v", other.Snapshot().Game(), err)
			}
			if err := m.Restore(bots.Snapshot{}); err == nil {
				t.Error("Restore of the zero Snapshot: no error")
			}
			if again, _ := m.Position(); string(again) != string(before) {
				t.Error("a refused Restore changed the match")
			}
		})
	}
}

// TestPositionLoad: Position and Load round trip in every registered game,
// mid-game; the loaded match offers the same actions and views.
func TestPositionLoad(t *testing.T) {
	for _, g := range bots.Games() {
		if g.Name() == "zz-bad" {
			continue
		}
		t.Run(g.Name(), func(t *testing.T) {
			m, err := g.New(5)
			if err != nil {
				t.Fatal(err)
			}
			r := dice.New(5)
			for range 4 {
				if _, err := m.Bot(r); err != nil {
					t.Fatal(err)
				}
			}
			pos, err := m.Position()
			if err != nil {
				t.Fatal(err)
			}
			l, err := g.Load(pos)
			if err != nil {
				t.Fatalf("Load(Position()): %v\n%s", err, pos)
			}
			if l.Len() != 0 {
				t.Errorf("loaded Len = %d, want 0", l.Len())
			}
			again, _ := l.Position()
			if diff := cmp.Diff(string(pos), string(again)); diff != "" {
				t.Errorf("position after Load (-want +got):\n%s", diff)
			}
			for _, seat := range m.Seats() {
				if diff := cmp.Diff(m.Actions(seat), l.Actions(seat)); diff != "" {
					t.Errorf("Actions(%s) (-want +got):\n%s", seat, diff)
				}
				v1, _ := m.View(seat)
				v2, _ := l.View(seat)
				if string(v1) != string(v2) {
					t.Errorf("View(%s) differs after Load", seat)
				}
			}
		})
	}
}

// TestLoadRefuses: empty input, null, malformed JSON, a position of another
// shape, and a seat's view (which cannot be played on) are refused.
func TestLoadRefuses(t *testing.T) {
	g, _ := bots.Lookup("zz-secret")
	m := newMatch(t, "zz-secret", 1)
	view, err := m.View("North")
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ name, data, want string }{
		{"empty", "  ", "no position given"},
		{"null", "null", "no position given"},
		{"malformed", `{"Pile": 3`, "unexpected end of JSON input"},
		{"trailing", `{"Pile": 3} {}`, "invalid character"},
		{"a view", string(view), "not a full position"},
	} {
		if _, err := g.Load([]byte(tc.data)); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: Load = %v, want an error containing %q", tc.name, err, tc.want)
		}
	}
	sab, _ := bots.Lookup("sabotage")
	for _, data := range []string{`{}`, `[]`, `{"nonsense": 1}`, string(view)} {
		if _, err := sab.Load([]byte(data)); err == nil {
			t.Errorf("sabotage: Load(%s): no error", data)
		}
	}
	// A real game's view is refused too.
	sm := newMatch(t, "sabotage", 1)
	sv, _ := sm.View("Spy1")
	if _, err := sab.Load(sv); err == nil {
		t.Error("sabotage: Load of Spy1's view: no error")
	}
}

// TestPicture: a game with no picture says so; a registered picture is
// handed the seat's view (a spectator's for a name that is no seat).
func TestPicture(t *testing.T) {
	// The test game has none until it registers one (every real game has
	// one: picture_<game>.go).
	s := newMatch(t, "zz-secret", 1)
	if svg, ok := s.Picture("north"); ok || svg != "" {
		t.Errorf("zz-secret Picture = %q, %v; want none yet", svg, ok)
	}
	bots.AddPicture(secretGame, func(v secretNim, p compass) string {
		return "<svg>" + v.Viewer.String() + " " + p.String() + "</svg>"
	})
	for seat, want := range map[string]string{"north": "<svg>North North</svg>", "nobody": "<svg>spectator spectator</svg>"} {
		if svg, ok := s.Picture(seat); !ok || svg != want {
			t.Errorf("Picture(%s) = %q, %v; want %q", seat, svg, ok, want)
		}
	}
	defer func() {
		if p := recover(); p == nil {
			t.Error("AddPicture twice: no panic")
		}
	}()
	bots.AddPicture(secretGame, func(secretNim, compass) string { return "" })
}
