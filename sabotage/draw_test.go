package sabotage

import (
	"strings"
	"testing"
)

// TestDrawShowsWhatTheSeatKnows: Rulebook, "Setup" step 10 (the screen):
// a seat's drawing shows its own team's pieces and prints the other team's
// as unknown, but for what the table sees (how many tiles planned), and
// its deductions behind its screen too (the view holds them: any seat
// could deduce them, but the picture is of the seat's own table); before
// any declaration, a team's Intel says nothing was declared (it
// used to print the other team's blanked Intel as "last declared in A1",
// and Villains "in off" with "limit 0").
func TestDrawShowsWhatTheSeatKnows(t *testing.T) {
	s := placed(started(t, 1, 2, 3, 4), map[Seat]string{Spy1: "A1", Spy2: "D4"})
	spy := s.View(Spy1).Draw()
	for _, want := range []string{
		"Villain1 Chantico in ?: dice ?, limit ?, unlocks ?, plan 0 tiles (0 done)",
		"Spies know: Villain1 not declared in a room, maybe B1,C1,D1,A2,B2,C2,D2,A3,B3,C3,D3,A4,B4,C4;",
		"Villains: modify ?\n",
		"Spy1 Hacker in A1: dice [1 2 3 4], limit 2, swagger 0,",
	} {
		if !strings.Contains(spy, want) {
			t.Errorf("Spy1's drawing lacks %q:\n%s", want, spy)
		}
	}
	if strings.Contains(spy, "Villains know") || strings.ContainsAny(mapOf(spy), "ab") {
		t.Errorf("Spy1's drawing shows the Villains:\n%s", spy)
	}
	villain := s.View(Villain2).Draw()
	for _, want := range []string{
		"Spy1 Hacker in ?: dice ?, limit ?, swagger ?, unlocks ?, plan 0 tiles (0 done)",
		"Villains know: Spy1 not declared in a room, off the map;",
		"Spies: modify ?, slide ?\n",
		"Villain2 Count V in C3: dice [1 2 3 4], limit 2, unlocks 0",
	} {
		if !strings.Contains(villain, want) {
			t.Errorf("Villain2's drawing lacks %q:\n%s", want, villain)
		}
	}
	wantMap := "G0    .     .     D4   \n" +
		"      -----             \n" +
		".     a     D4   |.    \n" +
		"                        \n" +
		".    |.     b     .    \n" +
		"            -----       \n" +
		"D4    .    |.     G0   \n"
	if strings.Contains(villain, "Spies know") || mapOf(villain) != wantMap {
		t.Errorf("Villain2's drawing shows the Spies or misses its own team:\n%s", villain)
	}
	// A hit Spy is declared off the map.
	v := with(s, func(s *state) { s.Players[Spy2].Room, s.Players[Spy2].Out = NoRoom, true }).View(Villain1).Draw()
	if !strings.Contains(v, "Spy2 Acrobat in off (hit)") {
		t.Errorf("the hit Spy:\n%s", v)
	}
}

// mapOf returns the map part of a drawing.
// mapOf returns the map of a drawing without its coordinates (the column
// letters above it, the row numbers before it) and legend.
func mapOf(drawing string) string {
	if i := strings.Index(drawing, "legend:"); i >= 0 {
		drawing = drawing[:i]
	}
	if i := strings.Index(drawing, "   A     B     C     D\n"); i >= 0 {
		drawing = drawing[i+len("   A     B     C     D\n"):]
	}
	var sb strings.Builder
	for _, line := range strings.SplitAfter(drawing, "\n") {
		if len(line) > 3 {
			sb.WriteString(line[3:])
		}
	}
	return sb.String()
}

// TestDrawShowsThePendingDecision (issue 21, item 5): Draw names who owes
// a decision and what it decides, in every phase.
func TestDrawShowsThePendingDecision(t *testing.T) {
	s := started(t, 1, 2, 3, 4)
	if d := s.Draw(); !strings.Contains(d, "to decide: Spy1 plans (0 tiles so far), then is ready; Spy2 plans") {
		t.Errorf("planning:\n%s", d)
	}
	s = placed(s, map[Seat]string{Spy1: "B2", Spy2: "D4"})
	e := turnOf(s, Spy1, Planned{Slot: 3})
	if d := e.Draw(); !strings.Contains(d, "to decide: Spy1 executes its tile 1 of 1 (or skips it if it cannot)") {
		t.Errorf("executing:\n%s", d)
	}
	cube := with(e, func(s *state) { s.Players[Spy1].Pending, s.Pile = 2, s.Pile-2 })
	if d := cube.Draw(); !strings.Contains(d, "to decide: Spy1 uses a gained unlock cube (2 left)") {
		t.Errorf("a gained cube:\n%s", d)
	}
	if d := cube.View(Villain1).Draw(); !strings.Contains(d, "to decide: Spy1 executes its tile 1 of 1") {
		t.Errorf("the Villains cannot tell a cube decision from the turn:\n%s", d)
	}
}
