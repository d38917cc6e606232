package hive

import "testing"

// TestMapCorridors: the ends of the three circular corridors connect
// (2.1), boxes of a corridor are joined without a wall.
func TestMapCorridors(t *testing.T) {
	b := StandardMap()
	if b.Boxes() != 148 {
		t.Errorf("boxes = %d, want 148 (48 corridor, 10 laser area, 6 nests of 15)", b.Boxes())
	}
	for _, p := range [][2]string{{"1", "15"}, {"16", "33"}, {"34", "48"}, {"1", "2"}, {"47", "48"}} {
		x, _ := b.Box(p[0])
		y, _ := b.Box(p[1])
		w := b.wallBetween(uint8(x), uint8(y))
		if w < 0 || b.walls[w].kind != Open {
			t.Errorf("%s-%s: want an open corridor link", p[0], p[1])
		}
	}
}

// TestMapLaserArea: the door at the top of L1 leads to L6 (2.1); L7 is one
// compartment around L8, L9 and L10.
func TestMapLaserArea(t *testing.T) {
	b := StandardMap()
	l1, _ := b.Box("L1")
	l6, _ := b.Box("L6")
	if w := b.wallBetween(uint8(l1), uint8(l6)); w < 0 || b.walls[w].kind != Door {
		t.Errorf("L1-L6: want a door")
	}
	for _, n := range []string{"L8", "L9", "L10"} {
		x, _ := b.Box(n)
		boxes, _ := b.Neighbours(x)
		if len(boxes) != 1 || b.Name(boxes[0]) != "L7" {
			t.Errorf("%s touches %v, want only L7", n, boxes)
		}
	}
}

// TestCommandRangeE2E15: "E2 is three boxes from E15 for purposes of
// Command Ranges" (8.1), contiguous through any wall.
func TestCommandRangeE2E15(t *testing.T) {
	b := StandardMap()
	x, _ := b.Box("E2")
	y, _ := b.Box("E15")
	if d := b.Distance(x, y); d != 3 {
		t.Errorf("E2-E15 = %d, want 3", d)
	}
	e8, _ := b.Box("E8")
	e12, _ := b.Box("E12")
	if w := b.wallBetween(uint8(e8), uint8(e12)); w < 0 || b.walls[w].kind != Solid {
		t.Errorf("E8-E12: want a wall without a door, which an Engineer may hole (14.4)")
	}
}

func TestParseMapErrors(t *testing.T) {
	for _, text := range []string{"", "grid\nA1 A2\nend\n", "grid\n1 2\nend\ncorridor 1 2\ndoor 1 2\ndarters X\n", "grid\n1 2\nend\ndarters X\n"} {
		if _, err := ParseMap(text); err == nil {
			t.Errorf("ParseMap(%q) accepted", text)
		}
	}
	b, err := ParseMap("grid\n1 2 A1\nend\ncorridor 1 2\narea A\ndoor 2 A1\ndarters X Y\n")
	if err != nil {
		t.Fatal(err)
	}
	if b.Boxes() != 3 || len(b.Darters()) != 2 {
		t.Errorf("small map: %d boxes %d darters", b.Boxes(), len(b.Darters()))
	}
}
