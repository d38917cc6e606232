// Package picture draws a seat's view of a game of Spy or Die Trying as
// SVG: the Base (rooms, walls, Doors locked or unlocked, the squares'
// marks), the figures and markers on it, the Mission Timer, the Alert
// Monitor, the Master Plan and the Intruders' profiles.
//
// It draws from the seat's view only ([spyordie.State.View]), so it shows
// nothing the seat may not know: face-down Intelligence is a "?" marker,
// the Doomsday pile a count of face-down parts. It lives apart from package
// spyordie so that presentation stays out of the rules' import graph.
//
// Squares carry data-token="x,y" and figures data-token="I1", "G2"...,
// words of the action notation, so a user interface can filter the legal
// actions by what a person clicks; every element has a <title> tooltip.
package picture

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/incursion/incursion/geom"
	"github.com/incursion/incursion/internal/svg"
	"github.com/incursion/incursion/spyordie"
)

// scale is the size of one square in pixels: the 26-square Base is 780 px
// wide.
const scale = 30

// panel is the height, in squares, of the tracks and profiles under the
// Base.
const panel = 8

var roomFill = map[spyordie.Room]string{
	spyordie.Corridor:    "#eeeeee",
	spyordie.Outside:     "#d9ead3",
	spyordie.Sanctum:     "#f4cccc",
	spyordie.Infirmary:   "#d9f2f2",
	spyordie.Cafeteria:   "#fff2cc",
	spyordie.Generator:   "#fce5cd",
	spyordie.Guardroom:   "#e6d5c3",
	spyordie.ControlRoom: "#cfe2f3",
	spyordie.Laboratory:  "#e2f0d9",
	spyordie.Prison:      "#d9d2e9",
	spyordie.Vault:       "#fff9c4",
}

// markGlyph is the small sign drawn in a marked square's corner.
var markGlyph = map[byte]string{
	'a': "A", 'b': "B", 'd': "D", 'i': "i", 'j': "+", 'k': "K", 'm': "M",
	'p': "P", 'r': "R", 's': "S", 'v': "V", 'w': "W",
}

var kindFill = map[spyordie.Kind]string{
	spyordie.Agent:      "#1f5fbf",
	spyordie.Boss:       "#7a0000",
	spyordie.Guard:      "#cc2222",
	spyordie.Technician: "#d07000",
	spyordie.Scientist:  "#7b3fa0",
}

var intelFill = map[spyordie.Colour]string{spyordie.Yellow: "#f1c232", spyordie.Red: "#e06666", spyordie.Blue: "#6fa8dc"}

// SVG returns an SVG document of what seat sees of the game: view is
// drawn as seat's [spyordie.State.View] (a view already is one; a full
// state is made one), so nothing hidden from seat is drawn. seat may be
// [spyordie.Observer] for a spectator. The zero State gives an empty
// picture.
func SVG(view spyordie.State, seat spyordie.Seat) string {
	v := view.View(seat)
	g := v.Geometry()
	if g.W == 0 {
		return svg.New(1, 1, scale).String()
	}
	// A margin of one square on the top and the left holds the
	// coordinates that every action names (x along the top, y down the
	// left); the Base and the panel are drawn one square in.
	d := svg.New(float64(g.W+margin), float64(g.H+panel+margin), scale,
		"font-family", "sans-serif", "class", "spyordie")
	d.Title("Spy or Die Trying: the Base as " + who(v) + " sees it")
	d.Elem("rect", "x", "0", "y", "0", "width", svg.Num(float64(g.W+margin)), "height", svg.Num(float64(g.H+panel+margin)), "fill", "#ffffff")
	drawCoordinates(d, g)
	d.Open("g", "transform", "translate("+num(margin)+","+num(margin)+")")
	drawBase(d, v, g)
	drawMarkers(d, v)
	drawFigures(d, v)
	drawPanel(d, v, g)
	d.Close()
	return d.String()
}

// margin is the width, in squares, of the coordinates' margin.
const margin = 1

// drawCoordinates writes each column's x along the top and each row's y
// down the left, as the notation names a square ("x,y").
func drawCoordinates(d *svg.Doc, g spyordie.Geometry) {
	d.Open("g", "class", "coordinates", "font-size", "0.42", "fill", "#555555", "text-anchor", "middle", "pointer-events", "none")
	for x := range g.W {
		d.Text("text", num(x), "x", f(float64(margin+x)+0.5), "y", f(0.7))
	}
	for y := range g.H {
		d.Text("text", num(y), "x", f(0.5), "y", f(float64(margin+y)+0.65))
	}
	d.Close()
}

// who names the viewer of a view.
func who(v spyordie.State) string {
	if p, ok := v.Viewer(); ok {
		if p == spyordie.Observer {
			return "a spectator"
		}
		return "the " + p.String()
	}
	return "everyone"
}

func ps(p geom.Point) string { return strconv.Itoa(p.X) + "," + strconv.Itoa(p.Y) }

func num(n int) string { return strconv.Itoa(n) }

func f(x float64) string { return svg.Num(x) }

// drawBase draws the squares, the rooms' names, the walls and the Doors.
func drawBase(d *svg.Doc, v spyordie.State, g spyordie.Geometry) {
	d.Open("g", "class", "squares", "stroke", "#cccccc", "stroke-width", "0.03")
	for _, sq := range g.Squares {
		title := ps(sq.At) + " " + sq.Room.String()
		if sq.MarkName != "" {
			title += ": " + sq.MarkName
		}
		d.Open("rect", "x", num(sq.At.X), "y", num(sq.At.Y), "width", "1", "height", "1",
			"fill", roomFill[sq.Room], "data-token", ps(sq.At))
		d.Title(title)
		d.Close()
	}
	d.Close()
	d.Open("g", "class", "marks", "font-size", "0.3", "fill", "#888888", "text-anchor", "end", "pointer-events", "none")
	for _, sq := range g.Squares {
		if gl, ok := markGlyph[sq.Mark]; ok {
			d.Text("text", gl, "x", f(float64(sq.At.X)+0.95), "y", f(float64(sq.At.Y)+0.95))
		}
	}
	d.Close()
	d.Open("g", "class", "rooms", "font-size", "0.6", "fill", "#000000", "fill-opacity", "0.35",
		"text-anchor", "middle", "pointer-events", "none")
	for _, a := range g.Rooms {
		if a.Room == spyordie.Corridor || a.Room == spyordie.Outside {
			continue
		}
		// The name sits in the room's bottom row, where the Base's marks and
		// start squares are fewest, so pieces seldom cover it.
		cx := float64(a.Bounds.Min.X+a.Bounds.Max.X) / 2
		cy := float64(a.Bounds.Max.Y) - 0.3
		d.Text("text", a.Name, "x", f(cx), "y", f(cy))
	}
	d.Close()
	d.Open("g", "class", "walls", "stroke", "#333333", "stroke-width", "0.14", "stroke-linecap", "square")
	for _, w := range g.Walls {
		d.Elem("line", "x1", num(w.X0), "y1", num(w.Y0), "x2", num(w.X1), "y2", num(w.Y1))
	}
	d.Close()
	d.Open("g", "class", "doors", "stroke-width", "0.26")
	for _, door := range g.Doors {
		locked := v.Locked(door.ID)
		colour, state := "#2e9d2e", "unlocked"
		if locked {
			colour, state = "#cc0000", "locked"
		}
		name := "Door " + num(door.ID) + " (" + door.Room.String() + ")"
		if door.ID == 0 {
			name = "Door 0 (the Entrance)"
		}
		d.Open("g", "class", "door", "stroke", colour)
		d.Title(name + ": " + state)
		for _, s := range door.Sides {
			d.Elem("line", "x1", f(float64(s.X0)+0.1*sgn(s.X1-s.X0)), "y1", f(float64(s.Y0)+0.1*sgn(s.Y1-s.Y0)),
				"x2", f(float64(s.X1)-0.1*sgn(s.X1-s.X0)), "y2", f(float64(s.Y1)-0.1*sgn(s.Y1-s.Y0)))
		}
		if len(door.Sides) > 0 && door.ID != 0 {
			s := door.Sides[0]
			d.Text("text", num(door.ID), "x", f(float64(s.X0+s.X1)/2), "y", f(float64(s.Y0+s.Y1)/2+0.12),
				"font-size", "0.32", "stroke", "none", "fill", "#ffffff", "text-anchor", "middle", "font-weight", "bold")
		}
		d.Close()
	}
	d.Close()
}

func sgn(n int) float64 {
	switch {
	case n > 0:
		return 1
	case n < 0:
		return -1
	}
	return 0
}

// marker is one marker drawn on a square.
type marker struct {
	kind  string // "intel", "item", "camera", "trap", "body", "passage"
	fill  string
	text  string
	title string
}

// drawMarkers draws the markers on the squares, up to four per square, one
// in each corner, under the figures.
func drawMarkers(d *svg.Doc, v spyordie.State) {
	at := map[geom.Point][]marker{}
	var order []geom.Point
	add := func(p geom.Point, m marker) {
		if _, ok := at[p]; !ok {
			order = append(order, p)
		}
		at[p] = append(at[p], m)
	}
	for _, p := range v.SecretPassages() {
		add(p, marker{"passage", "#444444", "P", "Secret Passage at " + ps(p)})
	}
	for _, p := range v.FaceDown() {
		add(p, marker{"intel", "#666666", "?", "face-down Intelligence at " + ps(p)})
	}
	for _, p := range v.FaceUp() {
		add(p, marker{"intel", "#ffffff", "!", "face-up Intelligence at " + ps(p)})
	}
	for _, it := range v.Items() {
		add(it.At, marker{"item", "#ffffff", "+", "Item: " + it.Item.String() + " at " + ps(it.At)})
	}
	for _, p := range v.Cameras() {
		add(p, marker{"camera", "#222222", "c", "Camera at " + ps(p)})
	}
	for _, t := range v.Traps() {
		st, fill := "disarmed", "#999999"
		if t.Armed {
			st, fill = "armed", "#cc0000"
		}
		add(t.At, marker{"trap", fill, "T", st + " Trap at " + ps(t.At)})
	}
	for _, p := range v.Bodies() {
		add(p, marker{"body", "#000000", "x", "Body at " + ps(p)})
	}
	corners := [4][2]float64{{0.2, 0.2}, {0.8, 0.2}, {0.2, 0.8}, {0.8, 0.8}}
	d.Open("g", "class", "markers", "font-size", "0.3", "text-anchor", "middle")
	for _, p := range order {
		for i, m := range at[p] {
			c := corners[i%4]
			x, y := float64(p.X)+c[0], float64(p.Y)+c[1]
			d.Open("g", "class", m.kind, "data-token", ps(p))
			d.Title(m.title)
			switch m.kind {
			case "camera", "passage", "body":
				d.Elem("rect", "x", f(x-0.17), "y", f(y-0.17), "width", "0.34", "height", "0.34", "fill", m.fill, "rx", "0.05")
				d.Text("text", m.text, "x", f(x), "y", f(y+0.1), "fill", "#ffffff")
			case "trap":
				d.Elem("polygon", "points", f(x)+","+f(y-0.2)+" "+f(x+0.19)+","+f(y+0.15)+" "+f(x-0.19)+","+f(y+0.15), "fill", m.fill)
				d.Text("text", m.text, "x", f(x), "y", f(y+0.12), "fill", "#ffffff", "font-size", "0.2")
			default: // intel, item
				d.Elem("circle", "cx", f(x), "cy", f(y), "r", "0.18", "fill", m.fill, "stroke", "#333333", "stroke-width", "0.03")
				col := "#ffffff"
				if m.fill == "#ffffff" {
					col = "#000000"
				}
				d.Text("text", m.text, "x", f(x), "y", f(y+0.1), "fill", col)
			}
			d.Close()
		}
	}
	d.Close()
}

// drawFigures draws every figure on the board: a disc with its name,
// hollow when prone, ringed dashed when a hidden Intruder.
func drawFigures(d *svg.Doc, v spyordie.State) {
	d.Open("g", "class", "figures", "font-size", "0.34", "text-anchor", "middle", "font-weight", "bold")
	for _, fig := range v.Figures() {
		p, ok := v.Where(fig)
		if !ok {
			continue
		}
		x, y := float64(p.X)+0.5, float64(p.Y)+0.5
		kind := fig.Kind()
		title := fig.String() + ": " + kind.String()
		fill, text, stroke, dash := kindFill[kind], "#ffffff", "#000000", ""
		if fig.Intruder() {
			in := v.Intruder(int(fig))
			title = fig.String() + ": " + in.Agent.String() + " (" + in.Talent.String() + ")"
			if in.Hidden {
				title += ", hidden"
				dash = "0.12 0.08"
				stroke = "#ffffff"
			} else {
				title += ", exposed"
			}
			if in.Disguise != spyordie.Agent {
				title += ", disguised as a " + in.Disguise.String()
			}
			if in.Stun {
				title += ", stunned"
			}
			if in.Wound {
				title += ", wounded"
			}
		} else if v.Prone(fig) {
			title += ", prone"
			text, stroke = fill, fill
			fill = "#ffffff"
			dash = "0.1 0.07"
		}
		title += " at " + ps(p)
		d.Open("g", "class", "figure", "data-token", fig.String())
		d.Title(title)
		attrs := []string{"cx", f(x), "cy", f(y), "r", "0.38", "fill", fill, "stroke", stroke, "stroke-width", "0.06"}
		if dash != "" {
			attrs = append(attrs, "stroke-dasharray", dash)
		}
		d.Elem("circle", attrs...)
		d.Text("text", fig.String(), "x", f(x), "y", f(y+0.12), "fill", text)
		if fig.Intruder() {
			if in := v.Intruder(int(fig)); in.Disguise != spyordie.Agent {
				d.Elem("circle", "cx", f(x+0.32), "cy", f(y-0.32), "r", "0.14", "fill", kindFill[in.Disguise], "stroke", "#ffffff", "stroke-width", "0.04")
			}
		}
		d.Close()
	}
	d.Close()
}

// drawPanel draws the tracks and the Intruders' profiles under the Base.
func drawPanel(d *svg.Doc, v spyordie.State, g spyordie.Geometry) {
	top := float64(g.H) + 0.3
	d.Open("g", "class", "panel", "font-size", "0.45")
	// Mission Timer: 60 minutes at the start (Rulebook, "The Mission Timer").
	tw := 10.0
	d.Open("g", "class", "timer")
	d.Title("Mission Timer: " + num(v.Timer()) + " minutes left")
	d.Text("text", "Mission Timer "+fmt.Sprintf("%02d", v.Timer()), "x", "0.3", "y", f(top+0.45))
	d.Elem("rect", "x", "0.3", "y", f(top+0.7), "width", f(tw), "height", "0.4", "fill", "#ffffff", "stroke", "#333333", "stroke-width", "0.04")
	d.Elem("rect", "x", "0.3", "y", f(top+0.7), "width", f(tw*float64(min(max(v.Timer(), 0), 60))/60), "height", "0.4", "fill", "#6aa84f")
	d.Close()
	// Alert Monitor: the Alert Level and its 9 Alarm spaces.
	ax := 11.0
	alertFill := map[spyordie.Alert]string{spyordie.Green: "#6aa84f", spyordie.Amber: "#f6b26b", spyordie.RedAlert: "#cc0000"}
	d.Open("g", "class", "alert")
	d.Title("Alert Monitor: " + v.AlertLevel().String() + " alert, " + num(v.Alarms()) + " Alarm markers")
	d.Elem("rect", "x", f(ax), "y", f(top+0.05), "width", "3.2", "height", "0.55", "fill", alertFill[v.AlertLevel()], "rx", "0.1")
	d.Text("text", v.AlertLevel().String(), "x", f(ax+1.6), "y", f(top+0.47), "text-anchor", "middle", "fill", "#ffffff", "font-weight", "bold")
	for i := range 9 {
		fill := "#ffffff"
		if i < v.Alarms() {
			fill = "#cc0000"
		}
		d.Elem("circle", "cx", f(ax+0.18+float64(i)*0.36), "cy", f(top+0.9), "r", "0.14", "fill", fill, "stroke", "#333333", "stroke-width", "0.03")
	}
	d.Close()
	// Master Plan: 3 components of 2 parts each ("Doomsday Weapon").
	mx := 15.0
	revealed := map[int]bool{}
	for _, part := range v.Doomsday() {
		revealed[part] = true
	}
	d.Open("g", "class", "master-plan")
	d.Title("Master Plan: " + num(len(v.Doomsday())) + " of 6 Doomsday Weapon parts researched; " + num(6-len(v.Doomsday())) + " face down in the pile")
	d.Text("text", "Master Plan", "x", f(mx), "y", f(top+0.45))
	for c := range 3 {
		for k := range 2 {
			fill := "#ffffff"
			if revealed[2*c+k] {
				fill = "#7a0000"
			}
			d.Elem("rect", "x", f(mx+float64(c)*1.1+float64(k)*0.5), "y", f(top+0.7), "width", "0.45", "height", "0.4", "fill", fill, "stroke", "#333333", "stroke-width", "0.03")
		}
	}
	d.Close()
	power := "Power on"
	if v.PowerCut() {
		power = "Power CUT"
	}
	status := fmt.Sprintf("Round %d · %s · phase %s", v.Round(), power, v.Phase())
	d.Text("text", status, "x", "18.6", "y", f(top+0.45), "font-size", "0.4")
	line2 := ""
	if v.Over() {
		line2 = "Over: " + v.Outcome().Reason
	} else if tm := v.ToMove(); len(tm) > 0 {
		line2 = "To move: " + tm[0].String()
		if pend := v.Pending(); len(pend) > 0 {
			line2 += " (" + pend[len(pend)-1] + ")"
		}
	}
	d.Text("text", line2, "x", "18.6", "y", f(top+1.05), "font-size", "0.4")
	// The Intruders' profiles.
	y := top + 1.9
	for k := 0; k < v.Intruders(); k++ {
		drawProfile(d, v, k, y)
		y += 1.15
	}
	legend := []string{
		"As seen by " + who(v) + ". Squares are x,y (column, row from the top-left). Doors: red locked, green unlocked.",
		"Marks: A Agent Start, B Boss Spawn, S Spawn, i Intelligence, + junction, D Detention, V Storage, R Research, K Security, W Power, M medical supplies, P Secret Passage.",
		"Markers: ? face-down / ! face-up Intelligence, + Item, c Camera, T Trap (red: armed), x Body, P Secret Passage. Figures: hollow prone, dashed ring hidden.",
	}
	for i, l := range legend {
		d.Text("text", l, "x", "0.3", "y", f(float64(g.H+panel)-1.15+0.4*float64(i)), "font-size", "0.3", "fill", "#555555")
	}
	d.Close()
}

// drawProfile draws Intruder k's profile: agent, Talent, status, stealth,
// injuries, Items and Intelligence.
func drawProfile(d *svg.Doc, v spyordie.State, k int, y float64) {
	in := v.Intruder(k)
	fig := spyordie.Fig(k)
	d.Open("g", "class", "profile", "data-token", fig.String())
	d.Title(fig.String() + "'s profile (" + spyordie.Seat(k+1).String() + ")")
	d.Elem("rect", "x", "0.3", "y", f(y), "width", "25.4", "height", "1", "fill", "#f3f6fb", "stroke", "#1f5fbf", "stroke-width", "0.04", "rx", "0.1")
	d.Elem("circle", "cx", "0.85", "cy", f(y+0.5), "r", "0.35", "fill", kindFill[spyordie.Agent])
	d.Text("text", fig.String(), "x", "0.85", "y", f(y+0.64), "fill", "#ffffff", "font-size", "0.34", "text-anchor", "middle", "font-weight", "bold")
	var parts []string
	if in.Agent != 0 {
		parts = append(parts, in.Agent.String()+" the "+in.Talent.String())
	} else {
		parts = append(parts, "no agent yet")
	}
	st := in.Status.String()
	if in.Status == spyordie.InBase || in.Status == spyordie.Waiting {
		if in.Hidden {
			st += ", hidden"
		} else {
			st += ", exposed"
		}
	}
	if in.Disguise != spyordie.Agent {
		st += ", disguised as a " + in.Disguise.String()
	}
	parts = append(parts, st)
	var inj []string
	if in.Stun {
		inj = append(inj, "stunned")
	}
	if in.Wound {
		inj = append(inj, "wounded")
	}
	if len(inj) > 0 {
		parts = append(parts, strings.Join(inj, " and "))
	}
	d.Text("text", strings.Join(parts, " · "), "x", "1.5", "y", f(y+0.42), "font-size", "0.38")
	var items []string
	for _, it := range in.Items {
		items = append(items, it.String())
	}
	if len(items) == 0 {
		items = append(items, "none")
	}
	d.Text("text", "Items: "+strings.Join(items, ", "), "x", "1.5", "y", f(y+0.87), "font-size", "0.34")
	d.Text("text", "Intelligence:", "x", "13", "y", f(y+0.87), "font-size", "0.34")
	for i, it := range in.Intel {
		fill, label := intelFill[it.Colour], it.Nation.String()
		if fill == "" {
			fill, label = "#666666", "?"
		}
		x := 15.6 + float64(i)*1.6
		d.Open("g", "class", "intel")
		d.Title("Intelligence: " + it.String())
		d.Elem("rect", "x", f(x), "y", f(y+0.55), "width", "1.4", "height", "0.4", "fill", fill, "stroke", "#333333", "stroke-width", "0.03", "rx", "0.05")
		d.Text("text", label, "x", f(x+0.7), "y", f(y+0.86), "font-size", "0.3", "text-anchor", "middle")
		d.Close()
	}
	d.Close()
}
