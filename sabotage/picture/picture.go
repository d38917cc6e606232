// Package picture draws a seat's view of a game of Sabotage as SVG: the
// map board of the seat's team (rooms, walls, Doomsday Machines,
// Generators, the miniatures and device tokens it knows of, the enemy
// markers of its deductions, lingering effects), the Hit and Hack tracks,
// the dice rolled, the order of turns, the last declarations, and the four
// player boards (character, dice, action spaces, unlocks, Swagger).
//
// It draws from the seat's view only ([sabotage.State.View]): the other
// team's side of the screen is drawn as unknowns ("?", face-down action
// spaces), and where its miniatures may be is drawn from the seat's team's
// [sabotage.Intel] alone. A spectator ([sabotage.Observer]) sees only
// what was declared. It lives apart from package sabotage so that
// presentation stays out of the rules' import graph.
//
// Rooms carry data-token="B3", miniatures and player boards the seat's
// name ("Spy1"), target areas on the map's margins their name ("colC",
// "row2"): words of the action notation, so a user interface can filter
// the legal actions by what a person clicks. Every element has a <title>.
package picture

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/incursion/incursion/internal/svg"
	"github.com/incursion/incursion/sabotage"
)

// The picture's user unit is 10 px; the map's rooms are cell units wide.
const (
	scale  = 10
	width  = 80
	height = 100
	cell   = 11.0
	mapX   = 3.0 // the map's top-left corner
	mapY   = 7.0
	panelX = 52.0
)

var seatFill = [4]string{"#1f5fbf", "#2e9d8f", "#b02a2a", "#7b3fa0"}

// enemyFill are the enemy markers' colours (Rulebook, "Setup" step 6:
// light blue and dark blue), one per enemy seat.
var enemyFill = [2]string{"#8ecae6", "#1d4e89"}

// SVG returns an SVG document of what seat sees of the game: view is
// drawn as seat's [sabotage.State.View] (a view already is one; a full
// state is made one), so nothing hidden from seat is drawn. seat may be
// [sabotage.Observer] for a spectator.
func SVG(view sabotage.State, seat sabotage.Seat) string {
	v := view.View(seat)
	d := svg.New(width, height, scale, "font-family", "sans-serif", "class", "sabotage")
	me, _ := v.Viewer()
	team := me.Team()
	title := "Sabotage as a spectator sees it (declarations only)"
	if team != sabotage.NoTeam {
		title = "Sabotage as " + me.String() + " sees it (the " + team.String() + "' side of the screen)"
	}
	d.Title(title)
	d.Elem("rect", "x", "0", "y", "0", "width", num(width), "height", num(height), "fill", "#ffffff")
	head := fmt.Sprintf("Round %d · %s", v.Round(), phaseName(v.Phase()))
	if v.Intro() {
		head += " · Introductory Game"
	}
	d.Text("text", head, "x", "3", "y", "3.2", "font-size", "2.2", "font-weight", "bold")
	d.Text("text", title, "x", "3", "y", "5.6", "font-size", "1.4", "fill", "#555555")
	drawMap(d, v, team)
	drawPanel(d, v)
	for i, s := range sabotage.Seats {
		drawBoard(d, v, s, 2+float64(i%2)*38.5, 60+float64(i/2)*19.5, team)
	}
	return d.String()
}

func phaseName(p sabotage.Phase) string {
	switch p {
	case sabotage.PhaseMap:
		return "Variable Map Setup"
	case sabotage.PhaseCharacters:
		return "choosing characters"
	case sabotage.PhasePlace:
		return "placing the Villains"
	case sabotage.PhasePlan:
		return "Phase II: Plan Actions"
	case sabotage.PhaseExecute:
		return "Phase III: Execute Actions"
	}
	return "game over"
}

func num(n int) string   { return strconv.Itoa(n) }
func f(x float64) string { return svg.Num(x) }

// roomXY returns the top-left corner of a room in picture units.
func roomXY(g sabotage.Geometry, r sabotage.Room) (float64, float64) {
	b := g.Rooms[r].Box
	return mapX + float64(b.X0)*cell, mapY + float64(b.Y0)*cell
}

// drawMap draws the map board as the viewer's team has it.
func drawMap(d *svg.Doc, v sabotage.State, team sabotage.Team) {
	g := sabotage.BoardGeometry()
	smoke, frozen, gas := v.Lingering()
	linger := map[sabotage.Room][]string{}
	for _, r := range smoke {
		linger[r] = append(linger[r], "SMOKE BOMB")
	}
	for _, r := range frozen {
		linger[r] = append(linger[r], "FREEZE RAY")
	}
	for _, r := range gas {
		linger[r] = append(linger[r], "TEAR GAS")
	}
	// Areas: the rows and columns on the margins, clickable.
	d.Open("g", "class", "areas", "font-size", "1.2", "fill", "#555555", "text-anchor", "middle")
	for _, a := range g.Areas {
		if a.Area >= sabotage.QuadTL {
			continue
		}
		x, y := mapX+float64(a.Box.X0)*cell, mapY+float64(a.Box.Y0)*cell
		var label string
		if a.Area < sabotage.ColA {
			x -= 1.5
			y += cell/2 + 0.4
			label = strconv.Itoa(int(a.Area) + 1)
		} else {
			x += cell / 2
			y += 4*cell + 1.7
			label = string(rune('A' + int(a.Area-sabotage.ColA)))
		}
		d.Open("text", "x", f(x), "y", f(y), "data-token", a.Name)
		d.Title("the area " + a.Name)
		d.Text("tspan", label)
		d.Close()
	}
	d.Close()
	d.Open("g", "class", "rooms")
	for _, rb := range g.Rooms {
		x, y := roomXY(g, rb.Room)
		title := "room " + rb.Name
		fill := "#f7f3e8"
		if l := linger[rb.Room]; len(l) > 0 {
			title += ": " + strings.Join(l, ", ") + " this round"
			fill = "#e4e4e4"
		}
		d.Open("rect", "x", f(x), "y", f(y), "width", f(cell), "height", f(cell), "fill", fill,
			"stroke", "#bbbbbb", "stroke-width", "0.1", "data-token", rb.Name)
		d.Title(title)
		d.Close()
		d.Text("text", rb.Name, "x", f(x+0.5), "y", f(y+1.5), "font-size", "1.3", "fill", "#999999", "pointer-events", "none")
		for i, name := range linger[rb.Room] {
			d.Text("text", name, "x", f(x+cell-0.4), "y", f(y+1.3+float64(i)*1.2), "font-size", "0.9", "fill", "#666666",
				"text-anchor", "end", "pointer-events", "none")
		}
	}
	d.Close()
	// Walls: a thick line on each border holding one; the frame.
	walls := v.Walls()
	d.Open("g", "class", "walls", "stroke", "#3a2a1a", "stroke-width", "0.8", "stroke-linecap", "round")
	d.Elem("rect", "x", f(mapX), "y", f(mapY), "width", f(4*cell), "height", f(4*cell), "fill", "none")
	for _, b := range g.Borders {
		if walls&(1<<uint(b.Edge)) == 0 {
			continue
		}
		d.Open("line", "x1", f(mapX+float64(b.X0)*cell), "y1", f(mapY+float64(b.Y0)*cell),
			"x2", f(mapX+float64(b.X1)*cell), "y2", f(mapY+float64(b.Y1)*cell))
		d.Title("a wall between " + b.A.String() + " and " + b.B.String())
		d.Close()
	}
	d.Close()
	// What stands in each room, in slots: machines and Generators first,
	// then miniatures, then devices, then enemy markers.
	slots := map[sabotage.Room]int{}
	next := func(r sabotage.Room) (float64, float64) {
		x, y := roomXY(g, r)
		k := slots[r]
		slots[r]++
		return x + 2 + float64(k%4)*2.4, y + 3.6 + float64(k/4)*2.6
	}
	machines, cubes := v.Machines()
	for i, r := range machines {
		if r < 0 {
			continue
		}
		x, y := next(r)
		d.Open("g", "class", "machine", "data-token", r.String())
		d.Title(fmt.Sprintf("Doomsday Machine in %v: %d doomsday cubes left", r, cubes[i]))
		d.Elem("rect", "x", f(x-1.1), "y", f(y-1.1), "width", "2.2", "height", "2.2", "fill", "#444444", "rx", "0.3")
		d.Text("text", num(cubes[i]), "x", f(x), "y", f(y+0.5), "font-size", "1.4", "fill", "#ffdd55", "text-anchor", "middle", "font-weight", "bold")
		d.Close()
		slots[r]++ // a machine is wide
	}
	gens, gcubes := v.Generators()
	for i, r := range gens {
		if r < 0 {
			continue
		}
		x, y := next(r)
		n, title := num(gcubes[i]), fmt.Sprintf("Generator in %v: %d generator cubes", r, gcubes[i])
		if gcubes[i] < 0 {
			n, title = "?", "Generator in "+r.String()+": its generator cubes are not known"
		}
		d.Open("g", "class", "generator", "data-token", r.String())
		d.Title(title)
		d.Elem("circle", "cx", f(x), "cy", f(y), "r", "1.15", "fill", "#e69138", "stroke", "#783f04", "stroke-width", "0.15")
		d.Text("text", n, "x", f(x), "y", f(y+0.5), "font-size", "1.4", "fill", "#ffffff", "text-anchor", "middle", "font-weight", "bold")
		d.Close()
		slots[r]++
	}
	for _, s := range sabotage.Seats {
		r := v.Room(s)
		if r < 0 {
			continue
		}
		x, y := next(r)
		d.Open("g", "class", "miniature", "data-token", s.String())
		title := s.String() + " (" + v.Character(s).String() + ") in " + r.String()
		if v.HitThisRound(s) {
			title += ", hit this round"
		}
		d.Title(title)
		d.Elem("circle", "cx", f(x), "cy", f(y), "r", "1.1", "fill", seatFill[s], "stroke", "#000000", "stroke-width", "0.12")
		d.Text("text", short(s), "x", f(x), "y", f(y+0.45), "font-size", "1.2", "fill", "#ffffff", "text-anchor", "middle", "font-weight", "bold")
		d.Close()
	}
	// Device tokens: the team's own, and the enemy's last declared ones.
	for _, t := range []sabotage.Team{sabotage.Spies, sabotage.Villains} {
		own := v.Devices(t)
		var known []sabotage.Room
		if t == team {
			known = own
		} else if team != sabotage.NoTeam {
			it := v.Intel(team)
			known = it.Devices[:sabotage.DeviceCount(t)]
		}
		for i, r := range known {
			if r < 0 {
				continue
			}
			x, y := next(r)
			name := deviceName(t, i)
			d.Open("g", "class", "device", "data-token", r.String())
			d.Title(t.String() + "' device token " + name + " in " + r.String())
			d.Elem("rect", "x", f(x-0.9), "y", f(y-0.9), "width", "1.8", "height", "1.8", "fill", "#ffffff",
				"stroke", map[sabotage.Team]string{sabotage.Spies: "#1f5fbf", sabotage.Villains: "#b02a2a"}[t], "stroke-width", "0.2", "transform", "rotate(45 "+f(x)+" "+f(y)+")")
			d.Text("text", abbrev(name), "x", f(x), "y", f(y+0.35), "font-size", "0.9", "text-anchor", "middle")
			d.Close()
		}
	}
	// Enemy markers: the team's deductions about each enemy.
	if team != sabotage.NoTeam {
		it := v.Intel(team)
		enemies := team.Other().Members()
		for i, sg := range it.Seen {
			if sg.Possible == 0xffff || sg.Possible == 0 {
				continue
			}
			for r := sabotage.Room(0); r < sabotage.Rooms; r++ {
				if sg.Possible&(1<<uint(r)) == 0 {
					continue
				}
				x, y := next(r)
				title := enemies[i].String() + " may be in " + r.String()
				if r == sg.Room {
					title += fmt.Sprintf(" (declared there in round %d)", sg.Round)
				}
				d.Open("g", "class", "enemy-marker", "data-token", r.String())
				d.Title(title)
				d.Elem("polygon", "points", f(x)+","+f(y-1.1)+" "+f(x+1)+","+f(y+0.8)+" "+f(x-1)+","+f(y+0.8),
					"fill", enemyFill[i], "stroke", "#000000", "stroke-width", "0.08")
				d.Text("text", short(enemies[i]), "x", f(x), "y", f(y+0.55), "font-size", "0.8", "text-anchor", "middle",
					"fill", map[int]string{0: "#000000", 1: "#ffffff"}[i])
				d.Close()
			}
		}
	}
}

// short abbreviates a seat: S1, S2, V1, V2.
func short(s sabotage.Seat) string {
	n := s.String()
	return n[:1] + n[len(n)-1:]
}

// deviceName names device token i of team t (the tile that builds it;
// sabotage.Device's constants).
func deviceName(t sabotage.Team, i int) string {
	spies := []sabotage.Tile{sabotage.Hologram, sabotage.Hologram, sabotage.Reflector, sabotage.Reflector, sabotage.Virus, sabotage.Beacon}
	villains := []sabotage.Tile{sabotage.TNT, sabotage.TripLaser, sabotage.TripLaser, sabotage.HoneyPot}
	list := villains
	if t == sabotage.Spies {
		list = spies
	}
	if i < 0 || i >= len(list) {
		return "?"
	}
	return list[i].String()
}

// abbrev returns the first two letters of a name.
func abbrev(name string) string {
	r := []rune(strings.ReplaceAll(name, " ", ""))
	return string(r[:min(2, len(r))])
}

// drawPanel draws the tracks on the screen, the roll, the turn order and
// the last declarations, right of the map.
func drawPanel(d *svg.Doc, v sabotage.State) {
	x, y := panelX, mapY+1
	d.Open("g", "class", "panel", "font-size", "1.3")
	hitSize, hackSize := 4, 7
	if v.Intro() {
		hitSize, hackSize = 3, 4
	}
	hit, hack := v.Tracks()
	track := func(name string, size, left int, fill, title string) {
		d.Open("g", "class", "track")
		d.Title(title)
		d.Text("text", name, "x", f(x), "y", f(y))
		for i := range size {
			c := "#ffffff"
			if i < left {
				c = fill
			}
			d.Elem("rect", "x", f(x+float64(i)*2.6), "y", f(y+0.8), "width", "2.2", "height", "2.2", "fill", c, "stroke", "#333333", "stroke-width", "0.12")
		}
		d.Close()
		y += 5
	}
	track(fmt.Sprintf("Hit track: %d hits", v.Hits()), hitSize, hit, "#b02a2a",
		fmt.Sprintf("Hit track: %d modify cubes (and as many slide cubes) left; the Villains win when a hit finds it empty", hit))
	track(fmt.Sprintf("Hack track: %d hacks", v.Hacks()), hackSize, hack, "#1f5fbf",
		fmt.Sprintf("Hack track: %d modify cubes left; the Spies win when a hack finds it empty", hack))
	// The roll.
	d.Text("text", "Dice rolled", "x", f(x), "y", f(y))
	for i, n := range v.Roll() {
		die(d, x+float64(i)*2.8, y+0.8, n, false, "rolled "+num(n))
	}
	y += 5
	if order, turn, chosen := v.TurnOrder(); v.Phase() == sabotage.PhaseExecute {
		var names []string
		for i, s := range order {
			n := s.String()
			if chosen && i == turn {
				n = "[" + n + "]"
			}
			names = append(names, n)
		}
		d.Text("text", "Turns: "+strings.Join(names, " "), "x", f(x), "y", f(y), "font-size", "1.1")
		y += 2
	}
	status := ""
	if v.Over() {
		status = v.Outcome().Result.String()
	} else if tm := v.ToMove(); len(tm) > 0 {
		var names []string
		for _, s := range tm {
			names = append(names, s.String())
		}
		status = "To move: " + strings.Join(names, ", ")
	}
	d.Text("text", status, "x", f(x), "y", f(y), "font-size", "1.1")
	y += 2
	if pile, lost := v.UnlockPile(); pile+lost > 0 {
		d.Text("text", fmt.Sprintf("Unlock cube pile: %d (%d lost)", pile, lost), "x", f(x), "y", f(y), "font-size", "1.1")
		y += 2
	}
	var cubes []string
	for _, t := range []sabotage.Team{sabotage.Spies, sabotage.Villains} {
		if m := v.Modify(t); m > 0 {
			cubes = append(cubes, fmt.Sprintf("%v %d modify", t, m))
		}
	}
	if s := v.Slide(); s > 0 {
		cubes = append(cubes, fmt.Sprintf("Spies %d slide", s))
	}
	if len(cubes) > 0 {
		d.Text("text", "Cubes: "+strings.Join(cubes, ", "), "x", f(x), "y", f(y), "font-size", "1.1")
		y += 2
	}
	// The last declarations everyone heard.
	y += 1
	d.Text("text", "Last declarations", "x", f(x), "y", f(y), "font-weight", "bold")
	y += 1.8
	events, rounds := v.Heard()
	from := max(0, len(events)-10)
	for i := from; i < len(events); i++ {
		d.Text("text", fmt.Sprintf("r%d %v", rounds[i], events[i]), "x", f(x), "y", f(y), "font-size", "1")
		y += 1.45
	}
	d.Close()
	// Legend, under the map.
	d.Text("text", "Map: walls thick; ■ Doomsday Machine (cubes left); ● Generator (cubes, ? unknown); ◆ device token;",
		"x", "3", "y", f(mapY+4*cell+4), "font-size", "1.1", "fill", "#555555")
	d.Text("text", "● S1 S2 V1 V2 miniatures; ▲ enemy markers: where an enemy may be, from what was declared.",
		"x", "3", "y", f(mapY+4*cell+5.5), "font-size", "1.1", "fill", "#555555")
}

// die draws one die showing n (0: unknown).
func die(d *svg.Doc, x, y float64, n int, used bool, title string) {
	fill := "#ffffff"
	if used {
		fill = "#cccccc"
	}
	d.Open("g", "class", "die")
	d.Title(title)
	d.Elem("rect", "x", f(x), "y", f(y), "width", "2.2", "height", "2.2", "rx", "0.3", "fill", fill, "stroke", "#333333", "stroke-width", "0.12")
	t := num(n)
	if n <= 0 {
		t = "?"
	}
	d.Text("text", t, "x", f(x+1.1), "y", f(y+1.6), "font-size", "1.4", "text-anchor", "middle", "font-weight", "bold")
	d.Close()
}

// drawBoard draws seat s's player board at (x, y): its character, room,
// dice, action spaces, unlocks and (a Spy's) Swagger; face down for the
// other team.
func drawBoard(d *svg.Doc, v sabotage.State, s sabotage.Seat, x, y float64, team sabotage.Team) {
	known := s.Team() == team
	d.Open("g", "class", "player-board", "data-token", s.String())
	d.Title(s.String() + "'s player board")
	d.Elem("rect", "x", f(x), "y", f(y), "width", "37.5", "height", "18.5", "rx", "0.6", "fill", "#fbfbfb", "stroke", seatFill[s], "stroke-width", "0.3")
	char := v.Character(s).String()
	if v.Character(s) == sabotage.NoCharacter {
		char = "?"
		if v.Phase() == sabotage.PhaseCharacters {
			char = "choosing"
		}
	}
	// The other team's room is behind the screen, but whether its
	// miniature is on the map, off it or lying after a planned PARACHUTE
	// is public (the view keeps it).
	room := "room ?"
	switch {
	case known:
	case v.Room(s) == sabotage.NoRoom:
		room = "off the map"
	case v.Lying(s):
		room = "room ? (lying)"
	}
	if known {
		room = "room " + v.Room(s).String()
		if v.Room(s) == sabotage.NoRoom {
			room = "off the map"
		}
	}
	head := s.String() + " · " + char + " · " + room
	if v.HitThisRound(s) {
		head += " · hit"
	}
	if v.Ready(s) && v.Phase() == sabotage.PhasePlan {
		head += " · ready"
	}
	d.Elem("circle", "cx", f(x+1.8), "cy", f(y+1.9), "r", "1.1", "fill", seatFill[s])
	d.Text("text", short(s), "x", f(x+1.8), "y", f(y+2.35), "font-size", "1.1", "fill", "#ffffff", "text-anchor", "middle", "font-weight", "bold")
	d.Text("text", head, "x", f(x+3.5), "y", f(y+2.4), "font-size", "1.3", "font-weight", "bold")
	// Dice: four, greyed once placed.
	dice := v.Dice(s)
	planned := v.Plan(s)
	var used uint8
	for _, p := range planned {
		used |= p.Dice
	}
	limit, placed := v.DiceLimit(s)
	label := "dice"
	if known {
		label = fmt.Sprintf("dice (%d of %d placed)", placed, limit)
	}
	d.Text("text", label, "x", f(x+1), "y", f(y+4.6), "font-size", "1")
	for i, n := range dice {
		die(d, x+1+float64(i)*2.6, y+5.2, n, known && used&(1<<uint(i)) != 0, fmt.Sprintf("die %d shows %d", i+1, n))
	}
	// The 4 action spaces.
	d.Text("text", "action spaces", "x", f(x+12), "y", f(y+4.6), "font-size", "1")
	for k := range 4 {
		ax := x + 12 + float64(k)*6.3
		d.Open("g", "class", "action-space")
		if !known && k < len(planned) {
			// A tile planned behind the screen: that it was planned, and
			// whether it is done, are public; which tile is not.
			title, fill := "action space "+num(k+1)+": a tile planned behind the screen", "#dddddd"
			if planned[k].Done {
				title, fill = title+", done", "#eeeeee"
			}
			d.Title(title)
			d.Elem("rect", "x", f(ax), "y", f(y+5.2), "width", "5.9", "height", "4.6", "rx", "0.3", "fill", fill, "stroke", "#999999", "stroke-width", "0.1")
			d.Text("text", "?", "x", f(ax+2.95), "y", f(y+8.1), "font-size", "1.8", "text-anchor", "middle", "fill", "#777777")
			d.Close()
			continue
		}
		if k >= len(planned) {
			d.Title("action space " + num(k+1) + ": empty")
			d.Elem("rect", "x", f(ax), "y", f(y+5.2), "width", "5.9", "height", "4.6", "rx", "0.3", "fill", "#ffffff", "stroke", "#bbbbbb", "stroke-width", "0.1", "stroke-dasharray", "0.4 0.3")
			d.Close()
			continue
		}
		p := planned[k]
		tile := v.Tile(s, p.Slot)
		var vals []string
		for i := range 4 {
			if p.Dice&(1<<uint(i)) != 0 {
				vals = append(vals, num(dice[i]))
			}
		}
		title := fmt.Sprintf("action space %d: %v (needs %v), dice %s, %v", k+1, tile.Tile, tile.Req, strings.Join(vals, "+"), p.Arg)
		fill := "#fff2cc"
		if p.Done {
			title += ", done"
			fill = "#e8e8e8"
		}
		d.Title(title)
		d.Elem("rect", "x", f(ax), "y", f(y+5.2), "width", "5.9", "height", "4.6", "rx", "0.3", "fill", fill, "stroke", "#999999", "stroke-width", "0.1")
		d.Text("text", tile.Tile.String(), "x", f(ax+2.95), "y", f(y+6.8), "font-size", "0.85", "text-anchor", "middle", "font-weight", "bold")
		d.Text("text", "dice "+strings.Join(vals, "+"), "x", f(ax+2.95), "y", f(y+8), "font-size", "0.85", "text-anchor", "middle")
		d.Text("text", p.Arg.String(), "x", f(ax+2.95), "y", f(y+9.2), "font-size", "0.85", "text-anchor", "middle")
		d.Close()
	}
	// Unlocks and Swagger.
	if known {
		line := fmt.Sprintf("unlocks %d/6", v.Unlocks(s))
		if s.Team() == sabotage.Spies {
			line += fmt.Sprintf(" · Swagger %d/5", v.Swagger(s))
		}
		if n := v.PendingCubes(s); n > 0 {
			line += fmt.Sprintf(" · %d unlock cubes to use", n)
		}
		if t := v.ChoosingTier(s); t > 0 {
			line += fmt.Sprintf(" · choosing a Tier %d tile", t)
		}
		d.Text("text", line, "x", f(x+1), "y", f(y+11.8), "font-size", "1.1")
		var hand []string
		for _, p := range v.Hand(s) {
			hand = append(hand, p.Tile.String()+" ("+p.Req.String()+")")
		}
		wrap(d, "tiles: "+strings.Join(hand, ", "), x+1, y+13.5, 70)
	} else {
		// The tiers unlocked are public ("unlocked a tile"); the Tier 1
		// tile is the character's only one, the tile of a tier of two is
		// secret.
		line := "unlocks ?, hand ?: behind the screen"
		if n := v.Tiers(s); n > 0 {
			line = fmt.Sprintf("unlocks ?: %d advanced tiers unlocked (Tier 1: %v; the others' tiles behind the screen)", n, v.Tile(s, 6).Tile)
		}
		d.Text("text", line, "x", f(x+1), "y", f(y+11.8), "font-size", "1.1", "fill", "#777777")
	}
	d.Close()
}

// wrap writes text in lines of at most n characters, breaking at spaces.
func wrap(d *svg.Doc, text string, x, y float64, n int) {
	words := strings.Fields(text)
	line := ""
	for _, w := range words {
		if line != "" && len(line)+1+len(w) > n {
			d.Text("text", line, "x", f(x), "y", f(y), "font-size", "0.9")
			y += 1.2
			line = ""
		}
		if line != "" {
			line += " "
		}
		line += w
	}
	if line != "" {
		d.Text("text", line, "x", f(x), "y", f(y), "font-size", "0.9")
	}
}
