// Package picture draws a seat's view of a game of Rescue from the Hive as
// SVG: the Hive's grid of boxes (the Laser Area, the six Nests and the
// circular corridors, with walls, doors, holes, destroyed boxes and the
// unusual features of 18.0), the units in each box, the Breach markers, the
// Darters and their Holding Boxes, the Game-Turn, the hyperdrive turn and
// mission when known, and the tallies of victory.
//
// It draws from the seat's view only ([hive.State.View]): a face-down
// counter the seat may not examine (11.1) is a grey "?" counter, the
// hyperdrive turn and the mission show as unknown when hidden. It lives
// apart from package hive so that presentation stays out of the rules'
// import graph.
//
// Boxes carry data-token with their ID Code ("A4", "12"), units their
// number, Darters their name: words of the action notation ("move 12 A4",
// "assign Vega"), so a user interface can filter the legal actions by what
// a person clicks. Every element has a <title>.
package picture

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/incursion/incursion/hive"
	"github.com/incursion/incursion/internal/svg"
)

// The picture's user unit is one cell of the map: 40 px.
const (
	scale  = 40
	top    = 1.3 // the map's top edge
	left   = 0.3
	width  = 20.0
	panelX = 16.8
)

var areaFill = map[byte]string{
	'L': "#f4cccc", 'A': "#d9ead3", 'B': "#cfe2f3", 'C': "#fff2cc",
	'D': "#d9d2e9", 'E': "#fce5cd", 'F': "#d0e0e3", 0: "#e6e6e6",
}

// kindShort is the label of a counter (2.2).
var kindShort = map[hive.Kind]string{
	hive.Unknown: "?", hive.Engineer: "En", hive.Scout: "Sc", hive.Lancers: "2L", hive.Lancer: "1L",
	hive.MasterQueen: "MQ", hive.Queen: "Q", hive.Soldier: "So", hive.Worker: "Wo",
	hive.Boobytrap: "BT", hive.FakeBoobytrap: "FB", hive.Ambassador: "Am", hive.Daughter: "Da",
}

// SVG returns an SVG document of what seat sees of the game: view is
// drawn as seat's [hive.State.View] (a view already is one; a full state
// is made one), so nothing hidden from seat is drawn. seat may be
// [hive.Observer] for a spectator.
func SVG(view hive.State, seat hive.Seat) string {
	v := view.View(seat)
	g := v.Geometry()
	if g.W == 0 {
		return svg.New(1, 1, scale).String()
	}
	height := top + float64(g.H) + 2.4
	d := svg.New(width, height, scale, "font-family", "sans-serif", "class", "hive")
	who := "a spectator"
	if p, ok := v.Viewer(); ok && p != hive.Observer {
		who = "the " + p.String() + " player"
	}
	d.Title("Rescue from the Hive as " + who + " sees it")
	d.Elem("rect", "x", "0", "y", "0", "width", f(width), "height", f(height), "fill", "#ffffff")
	head := fmt.Sprintf("Game-Turn %d · %v", v.Turn(), v.Step())
	if v.Over() {
		head += " · " + v.Outcome().Result.String()
	} else if tm := v.ToMove(); len(tm) > 0 {
		head += " · " + tm[0].String() + " to move"
	}
	d.Text("text", head, "x", f(left), "y", "0.55", "font-size", "0.45", "font-weight", "bold")
	d.Text("text", "As "+who+" sees it", "x", f(left), "y", "1.05", "font-size", "0.3", "fill", "#555555")
	drawMap(d, v, g)
	drawUnits(d, v, g)
	drawPanel(d, v, g)
	d.Text("text", "Walls: thick black; a brown bar across one: a door; a red bar: a hole or open breach; dotted: no wall (along a corridor).",
		"x", f(left), "y", f(top+float64(g.H)+0.55), "font-size", "0.27", "fill", "#555555")
	d.Text("text", "Counters: blue Terran-controlled, red Znon-controlled, grey ? face-down; number = the unit's number in actions. ★ Breach marker.",
		"x", f(left), "y", f(top+float64(g.H)+0.95), "font-size", "0.27", "fill", "#555555")
	d.Text("text", "Kinds: En Engineer, Sc Scout, 2L/1L Lancers, MQ Master-Queen, Q Queen, So Soldier, Wo Worker, BT/FB boobytrap/fake, Am/Da hostages.",
		"x", f(left), "y", f(top+float64(g.H)+1.35), "font-size", "0.27", "fill", "#555555")
	d.Text("text", "The top and bottom rows adjoin (the Hive is a cylinder, 2.1). Features (18.0): pod laser pod, eng engine room, air airlock, cmd Command,",
		"x", f(left), "y", f(top+float64(g.H)+1.75), "font-size", "0.27", "fill", "#555555")
	d.Text("text", "arm Armory, grav Gravity Control, life Life Support, hatch Hatchery, cold Cold Storage.",
		"x", f(left), "y", f(top+float64(g.H)+2.1), "font-size", "0.27", "fill", "#555555")
	return d.String()
}

func f(x float64) string { return svg.Num(x) }
func num(n int) string   { return strconv.Itoa(n) }

func cx(x int) float64 { return left + float64(x) }
func cy(y int) float64 { return top + float64(y) }

// drawMap draws the boxes, their names, the walls and the Breach markers.
func drawMap(d *svg.Doc, v hive.State, g hive.Geometry) {
	d.Open("g", "class", "boxes")
	for _, bs := range g.Boxes {
		title := boxTitle(bs)
		destroyed := v.Destroyed(bs.Box)
		if destroyed {
			title += " (destroyed)"
		}
		fill := areaFill[bs.Area]
		if destroyed {
			fill = "#999999"
		}
		d.Open("g", "class", "box", "data-token", bs.Name)
		d.Title(title)
		for _, c := range bs.Cells {
			d.Elem("rect", "x", f(cx(c.X)), "y", f(cy(c.Y)), "width", "1", "height", "1", "fill", fill)
		}
		d.Close()
	}
	d.Close()
	d.Open("g", "class", "labels", "font-size", "0.27", "fill", "#444444", "pointer-events", "none")
	for _, bs := range g.Boxes {
		d.Text("text", bs.Name, "x", f(cx(bs.Label.X)+0.06), "y", f(cy(bs.Label.Y)+0.27))
		var marks []string
		for _, ft := range bs.Features {
			marks = append(marks, featureMark(ft))
		}
		if len(marks) > 0 {
			d.Text("text", strings.Join(marks, " "), "x", f(cx(bs.Label.X)+0.97), "y", f(cy(bs.Label.Y)+0.27),
				"font-size", "0.2", "fill", "#7a0000", "text-anchor", "end", "font-style", "italic")
		}
	}
	d.Close()
	// Walls.
	d.Open("g", "class", "walls", "stroke-linecap", "square")
	for _, w := range g.Walls {
		now := v.Passage(w.A, w.B)
		name := g.Boxes[w.A].Name + " and " + g.Boxes[w.B].Name
		switch w.Kind {
		case hive.Open:
			for _, s := range w.Sides {
				line(d, s, "stroke", "#bbbbbb", "stroke-width", "0.03", "stroke-dasharray", "0.06 0.08")
			}
			continue
		case hive.Solid:
			d.Open("g", "class", "wall", "stroke", "#222222", "stroke-width", "0.09")
			d.Title("a wall between " + name)
			for _, s := range w.Sides {
				line(d, s)
			}
			d.Close()
		case hive.Door:
			d.Open("g", "class", "wall", "stroke", "#222222", "stroke-width", "0.09")
			d.Title("a wall with a door between " + name)
			for _, s := range w.Sides {
				line(d, s)
			}
			d.Close()
		}
		// A door or a hole: a bar across the middle side (both copies of a
		// side across the wrap).
		if w.Kind == hive.Door || now == hive.Door {
			colour, what := "#a0522d", "a door between "+name
			if w.Kind == hive.Solid {
				colour, what = "#dd0000", "a hole (or open breach) between "+name
			}
			d.Open("g", "class", "door", "stroke", colour, "stroke-width", "0.16")
			d.Title(what)
			for _, s := range middle(w.Sides, g.H) {
				mx, my := float64(s.X0+s.X1)/2, float64(s.Y0+s.Y1)/2
				dx, dy := float64(s.X1-s.X0)*0.3, float64(s.Y1-s.Y0)*0.3
				d.Elem("line", "x1", f(left+mx-dx), "y1", f(top+my-dy), "x2", f(left+mx+dx), "y2", f(top+my+dy))
			}
			d.Close()
		}
	}
	d.Open("g", "class", "outer", "stroke", "#000000", "stroke-width", "0.14")
	for _, s := range g.Outer {
		line(d, s)
	}
	d.Close()
	d.Close()
	// Breach markers (10.0).
	for i := range g.Darters {
		dt := v.Darter(i)
		if !dt.Placed || dt.Breach == "" {
			continue
		}
		k := boxIndex(g, dt.Breach)
		if k < 0 {
			continue
		}
		bs := g.Boxes[k]
		c := bs.Cells[len(bs.Cells)-1]
		x, y := cx(c.X)+0.82, cy(c.Y)+0.2
		state := "closed"
		if dt.Open {
			state = "open"
		}
		d.Open("g", "class", "breach", "data-token", dt.Name)
		d.Title("Breach marker of the Darter " + dt.Name + " in " + dt.Breach + ": " + state)
		d.Text("text", "★", "x", f(x), "y", f(y+0.1), "font-size", "0.34", "text-anchor", "middle",
			"fill", map[bool]string{true: "#dd0000", false: "#555555"}[dt.Open])
		d.Close()
	}
}

// middle returns the middle side of a wall (and its copy across the wrap).
func middle(sides []hive.Segment, h int) []hive.Segment {
	var plain, wrapTop, wrapBottom []hive.Segment
	for _, s := range sides {
		switch {
		case s.Y0 == 0 && s.Y1 == 0:
			wrapTop = append(wrapTop, s)
		case s.Y0 == h && s.Y1 == h:
			wrapBottom = append(wrapBottom, s)
		default:
			plain = append(plain, s)
		}
	}
	var out []hive.Segment
	for _, l := range [][]hive.Segment{plain, wrapTop, wrapBottom} {
		if len(l) > 0 {
			out = append(out, l[len(l)/2])
		}
	}
	return out
}

func line(d *svg.Doc, s hive.Segment, attrs ...string) {
	d.Elem("line", append([]string{"x1", f(left + float64(s.X0)), "y1", f(top + float64(s.Y0)),
		"x2", f(left + float64(s.X1)), "y2", f(top + float64(s.Y1))}, attrs...)...)
}

func boxIndex(g hive.Geometry, name string) int {
	for i, bs := range g.Boxes {
		if bs.Name == name {
			return i
		}
	}
	return -1
}

func boxTitle(bs hive.BoxShape) string {
	t := "box " + bs.Name
	switch {
	case bs.Area == 'L':
		t += " (the Laser Area)"
	case bs.Area != 0:
		t += " (Nest " + string(rune(bs.Area)) + ")"
	default:
		t += " (a corridor)"
	}
	if len(bs.Features) > 0 {
		t += ": " + strings.Join(bs.Features, ", ")
	}
	return t
}

// featureMark abbreviates an unusual feature for the box's label.
func featureMark(ft string) string {
	switch ft {
	case "laser pod":
		return "pod"
	case "engine room":
		return "eng"
	case "airlock":
		return "air"
	case "Command Compartment":
		return "cmd"
	case "Armory":
		return "arm"
	case "Gravity Control Compartment":
		return "grav"
	case "Life Support Compartment":
		return "life"
	case "Hatchery Compartment":
		return "hatch"
	case "Cold Storage Box":
		return "cold"
	}
	return ""
}

// counter draws one unit counter of side size at (x, y), its top-left.
func counter(d *svg.Doc, v hive.State, u hive.UnitInfo, x, y, size float64) {
	fill := "#1f5fbf"
	side := "Terran-controlled"
	if u.Controller == hive.Znon {
		fill, side = "#b02a2a", "Znon-controlled"
	}
	label := kindShort[u.Kind]
	if u.Kind == hive.Unknown {
		fill, side = "#8a8a8a", "face-down"
	}
	title := fmt.Sprintf("unit %d: %v, %s", u.ID, u.Kind, side)
	if u.Kind == hive.Unknown {
		title = fmt.Sprintf("unit %d: a face-down counter", u.ID)
	}
	if u.Incapacitated {
		title += ", incapacitated"
	}
	if u.Active {
		title += ", Active"
	}
	if u.MindControl >= 0 {
		title += fmt.Sprintf(", Mind Control with unit %d", u.MindControl)
	}
	if mp := v.MovementPointsSpent(u.ID); mp > 0 {
		title += fmt.Sprintf(", %d Movement Points spent", mp)
	}
	if v.MovingUnit() == u.ID {
		title += ", moving now"
	}
	d.Open("g", "class", "unit", "data-token", num(u.ID))
	d.Title(title + " in " + u.Box)
	attrs := []string{"x", f(x), "y", f(y), "width", f(size), "height", f(size), "rx", f(size * 0.12), "fill", fill,
		"stroke", "#000000", "stroke-width", "0.02"}
	if u.Incapacitated {
		attrs = append(attrs, "fill-opacity", "0.45")
	}
	if v.MovingUnit() == u.ID {
		attrs[len(attrs)-3], attrs[len(attrs)-1] = "#ffd700", "0.06"
	}
	d.Elem("rect", attrs...)
	d.Text("text", label, "x", f(x+size/2), "y", f(y+size*0.45), "font-size", f(size*0.36), "fill", "#ffffff", "text-anchor", "middle")
	d.Text("text", num(u.ID), "x", f(x+size/2), "y", f(y+size*0.88), "font-size", f(size*0.36), "fill", "#ffffff", "text-anchor", "middle", "font-weight", "bold")
	d.Close()
}

// drawUnits draws the counters in each box of the Hive, spread over its
// cells.
func drawUnits(d *svg.Doc, v hive.State, g hive.Geometry) {
	byBox := map[string][]hive.UnitInfo{}
	for _, u := range v.Units() {
		byBox[u.Box] = append(byBox[u.Box], u)
	}
	d.Open("g", "class", "units")
	for _, bs := range g.Boxes {
		us := byBox[bs.Name]
		if len(us) == 0 {
			continue
		}
		// k×k counters per cell, as few as fit; the first row of the label
		// cell is left to the ID Code.
		n := len(us)
		k := 1
		for k*k*len(bs.Cells)-k < n {
			k++
		}
		size := math.Min(0.46, 0.9/float64(k))
		gap := (1 - float64(k)*size) / float64(k+1)
		var spots [][2]float64
		for _, c := range bs.Cells {
			for r := 0; r < k; r++ {
				for col := 0; col < k; col++ {
					if c == bs.Label && r == 0 {
						continue
					}
					spots = append(spots, [2]float64{cx(c.X) + gap + float64(col)*(size+gap), cy(c.Y) + gap + float64(r)*(size+gap)})
				}
			}
		}
		if k == 1 {
			// One counter per cell: in the lower part, under the label.
			size = 0.6
			spots = spots[:0]
			for _, c := range bs.Cells {
				spots = append(spots, [2]float64{cx(c.X) + 0.2, cy(c.Y) + 0.36})
			}
		}
		for i, u := range us {
			p := spots[min(i, len(spots)-1)]
			counter(d, v, u, p[0], p[1], size)
		}
	}
	d.Close()
}

// drawPanel draws, right of the map, the Darters and their Holding Boxes,
// the turn, hyperdrive, mission and tallies.
func drawPanel(d *svg.Doc, v hive.State, g hive.Geometry) {
	x, y := panelX, top+0.3
	d.Open("g", "class", "panel", "font-size", "0.3")
	lines := []string{fmt.Sprintf("Game-Turn %d", v.Turn())}
	switch h := v.HyperdriveTurn(); {
	case h > 0:
		lines = append(lines, fmt.Sprintf("Hyperdrive: turn %d", h))
	case h == 0:
		lines = append(lines, "Hyperdrive: never")
	default:
		lines = append(lines, "Hyperdrive: unknown")
	}
	lines = append(lines, "Mission: "+v.Mission().String())
	start, lost, queens := v.Tally()
	lines = append(lines, fmt.Sprintf("Men: %d, lost %d", start, lost), fmt.Sprintf("Queens killed: %d", queens))
	if v.Step() <= hive.StepZnonBuy {
		for _, s := range hive.Seats {
			lines = append(lines, fmt.Sprintf("%v points: %d", s, v.ResourcePoints(s)))
		}
	}
	for _, l := range lines {
		d.Text("text", l, "x", f(x), "y", f(y))
		y += 0.42
	}
	y += 0.3
	d.Text("text", "Darters", "x", f(x), "y", f(y), "font-weight", "bold")
	y += 0.2
	byBox := map[string][]hive.UnitInfo{}
	for _, u := range v.Units() {
		byBox[u.Box] = append(byBox[u.Box], u)
	}
	for i, name := range g.Darters {
		dt := v.Darter(i)
		st := "not built"
		switch {
		case dt.Destroyed:
			st = "destroyed"
		case dt.Departed:
			st = "departed"
		case dt.Placed && dt.Open:
			st = "breach open: " + dt.Breach
		case dt.Placed:
			st = "breach closed: " + dt.Breach
		case dt.Built:
			st = "in space"
		}
		us := byBox[name]
		rows := max(1, (len(us)+4)/5)
		h := 0.5 + float64(rows)*0.55
		d.Open("g", "class", "holding-box", "data-token", name)
		d.Title("the Darter " + name + " (" + st + ") and its Holding Box")
		fill := "#f3f6fb"
		if !dt.Built {
			fill = "#f6f6f6"
		}
		d.Elem("rect", "x", f(x), "y", f(y), "width", "2.95", "height", f(h), "rx", "0.08", "fill", fill, "stroke", "#1f5fbf", "stroke-width", "0.03")
		d.Text("text", name+" · "+st, "x", f(x+0.08), "y", f(y+0.33), "font-size", "0.24")
		d.Close()
		for j, u := range us {
			counter(d, v, u, x+0.08+float64(j%5)*0.57, y+0.45+float64(j/5)*0.55, 0.5)
		}
		y += h + 0.15
	}
	d.Close()
}
