// Package picture draws a seat's view of a Fireteam Zero game as an SVG
// document: the battlefield (sector tiles, terrain, spawn tokens, the entry
// and exit points, special intel tokens, the heroes, Patty and Henry, the
// monsters), the threat track, the twists, the objectives and each hero's
// cards as that seat may see them: the others' hands are drawn as card
// backs, every deck as a count.
//
// It is kept out of package fireteam so that the rules never import
// presentation code. Everything drawn comes from the view passed in, so a
// picture cannot show what the seat may not see.
package picture

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/incursion/incursion/fireteam"
	"github.com/incursion/incursion/internal/svg"
)

// Layout, in pixels: one location of the battlefield geometry is cell px.
const (
	cell   = 80.0
	width  = 860.0
	boardX = 20.0
	boardY = 46.0
	panelX = boardX + 8*cell + 16 // the tracks, right of the battlefield
	line   = 17.0
)

var terrainFill = map[fireteam.Terrain]string{
	fireteam.Open:       "#f6f2e3",
	fireteam.Difficult:  "#dcc79a",
	fireteam.Impassible: "#6b6b6b",
	fireteam.Elevated:   "#c9dcea",
	fireteam.Cover:      "#b9d9a8",
}

// heroFill: one plain colour per hero.
var heroFill = [5]string{"#1f77b4", "#9467bd", "#d62728", "#2ca02c", "#e67e00"}

// SVG draws view, the state as seat sees it (fireteam.State.View; the
// Observer for a spectator), as an SVG document about 860 pixels wide.
// Locations, heroes, monsters, Patty and Henry, special intel tokens to
// attack and cards carry a data-token attribute with their word of the
// action notation ("c3", "Frank", "m2", "patty", "token1", "M01") and a
// <title> tooltip.
func SVG(view fireteam.State, seat fireteam.Seat) string {
	bf := view.Geometry()
	heroes := view.Heroes()
	heroesY := boardY + 4*cell + 34
	const heroH = 4*line + 12
	height := heroesY + float64(max(len(heroes), 1))*heroH + 2*line + 10
	d := svg.New(width, height, 1, "class", "fireteam", "font-family", "sans-serif", "font-size", "12")
	d.Elem("rect", "width", svg.Num(width), "height", svg.Num(height), "fill", "white")
	header(d, view, &bf, seat)
	battlefield(d, view, &bf)
	panel(d, view, &bf)
	legend(d, boardY+4*cell+18)
	for i, h := range heroes {
		hero(d, view, h, i, heroesY+float64(i)*heroH)
	}
	attack(d, view, heroesY+float64(len(heroes))*heroH+line)
	return d.String()
}

func num(f float64) string { return svg.Num(f) }

func seatOf(s fireteam.State, i int) fireteam.Seat {
	if s.Players() == 1 {
		return fireteam.Player1
	}
	return fireteam.Seat(i)
}

func header(d *svg.Doc, s fireteam.State, bf *fireteam.Battlefield, seat fireteam.Seat) {
	t := fmt.Sprintf("Fireteam Zero — %s %s (%s)", bf.Mission, bf.Name, bf.Family)
	if op := s.Operation(); op != "" {
		t = "Operation " + op + ", " + t
	}
	d.Text("text", t, "x", num(boardX), "y", "20", "font-size", "15", "font-weight", "bold")
	who := "the Observer"
	if seat >= 0 && int(seat) < s.Players() {
		who = seat.String()
	}
	d.Text("text", "as seen by "+who, "x", num(width-20), "y", "20", "text-anchor", "end", "fill", "#555")
	status := fmt.Sprintf("Round %d, waiting for: %s", s.Round(), s.WaitingFor())
	if h, ok := s.CurrentHero(); ok {
		status += " (" + h.String() + ")"
	}
	if m := s.ToMove(); len(m) == 1 {
		status += ", " + m[0].String() + " to decide"
	}
	if s.Over() {
		o := s.Outcome()
		status = "Mission over: " + o.Reason
	}
	d.Text("text", status, "x", num(boardX), "y", "38", "fill", "#b00")
}

// battlefield draws the locations, the sector tiles over them, then what
// lies and stands in each location.
func battlefield(d *svg.Doc, s fireteam.State, bf *fireteam.Battlefield) {
	for _, l := range bf.Locations {
		x, y := boardX+l.X*cell, boardY+l.Y*cell
		d.Open("g", "data-token", l.Name)
		d.Title(fmt.Sprintf("%s: %s", l.Name, l.Terrain))
		d.Elem("rect", "x", num(x), "y", num(y), "width", num(cell), "height", num(cell), "fill", terrainFill[l.Terrain], "stroke", "#999")
		fg := "#556"
		if l.Terrain == fireteam.Impassible {
			fg = "#eee"
		}
		d.Text("text", l.Name, "x", num(x+3), "y", num(y+11), "font-size", "10", "fill", fg)
		if l.Terrain != fireteam.Open {
			d.Text("text", l.Terrain.String(), "x", num(x+cell-3), "y", num(y+11), "font-size", "9", "fill", fg, "text-anchor", "end")
		}
		d.Close()
	}
	for _, sec := range bf.Sectors {
		d.Open("rect", "x", num(boardX+sec.X*cell), "y", num(boardY+sec.Y*cell), "width", num(sec.W*cell), "height", num(sec.H*cell),
			"fill", "none", "stroke", "#333", "stroke-width", "2.5")
		d.Title(fmt.Sprintf("sector tile %d: %s", sec.Tile, sec.Name))
		d.Close()
	}
	// What lies in each location, in a row along its bottom: spawn token,
	// entry, exit, power token, special intel token.
	var marks [32][]func(x, y float64)
	add := func(l fireteam.Loc, f func(x, y float64)) {
		if int(l) < len(marks) {
			marks[l] = append(marks[l], f)
		}
	}
	for n, l := range bf.Spawns {
		up := s.SpawnTokenUp(n+1) || s.Round() == 0
		add(l, func(x, y float64) { spawnToken(d, x, y, n+1, up) })
	}
	add(bf.Entry, func(x, y float64) { marker(d, x, y, "E", "#2b8a3e", "the entry point") })
	if bf.HasExit {
		add(bf.Exit, func(x, y float64) { marker(d, x, y, "X", "#1864ab", "the exit point") })
	}
	if s.PowerTokenShown() {
		add(bf.Power, func(x, y float64) { marker(d, x, y, "P", "#862e9c", "the boss's power token: the boss spawns here") })
	}
	for _, t := range s.SpecialIntels() {
		add(t.At, func(x, y float64) { intel(d, x, y, t) })
	}
	for l, ms := range marks {
		loc := bf.Locations[l]
		for i, f := range ms {
			f(boardX+loc.X*cell+10+float64(i)*17, boardY+(loc.Y+1)*cell-10)
		}
	}
	// Figures: heroes and specialists in the middle row, monsters above.
	var figs [32]int
	place := func(l fireteam.Loc, row float64) (float64, float64, bool) {
		if int(l) >= len(figs) {
			return 0, 0, false
		}
		loc := bf.Locations[l]
		n := figs[l]
		figs[l]++
		return boardX + loc.X*cell + 12 + float64(n%4)*19, boardY + loc.Y*cell + row + float64(n/4)*4, true
	}
	for i, h := range s.Heroes() {
		if at, ok := s.HeroAt(h); ok {
			if x, y, ok := place(at, 44); ok {
				heroFigure(d, s, h, i, x, y, 8.5)
			}
		}
	}
	for i, name := range []string{"Patty", "Henry"} {
		if x, y, ok := place(s.SpecialistAt(i), 44); ok {
			d.Open("g", "data-token", strings.ToLower(name))
			d.Title(name + ", the specialist")
			d.Elem("rect", "x", num(x-8), "y", num(y-8), "width", "16", "height", "16", "rx", "2", "fill", "#fff", "stroke", "#333", "stroke-width", "1.5")
			d.Text("text", name[:2], "x", num(x), "y", num(y+4), "text-anchor", "middle", "font-size", "9", "font-weight", "bold")
			d.Close()
		}
	}
	var monFigs [32]int
	for _, m := range fireteam.Monsters() {
		at, ok := s.MonsterAt(m)
		if !ok || int(at) >= len(monFigs) {
			continue
		}
		loc := bf.Locations[at]
		n := monFigs[at]
		monFigs[at]++
		monster(d, s, m, boardX+loc.X*cell+12+float64(n%4)*19, boardY+loc.Y*cell+24+float64(n/4)*6)
	}
}

func spawnToken(d *svg.Doc, x, y float64, n int, up bool) {
	d.Open("g")
	fill, fg, t := "#ffd8a8", "#000", fmt.Sprintf("spawn token %d, face up (not yet searched)", n)
	if !up {
		fill, fg, t = "#868e96", "#fff", fmt.Sprintf("spawn token %d, face down (searched)", n)
	}
	d.Title(t)
	d.Elem("circle", "cx", num(x), "cy", num(y), "r", "7.5", "fill", fill, "stroke", "#333")
	d.Text("text", strconv.Itoa(n), "x", num(x), "y", num(y+3.5), "text-anchor", "middle", "font-size", "9", "fill", fg, "font-weight", "bold")
	d.Close()
}

func marker(d *svg.Doc, x, y float64, label, fill, title string) {
	d.Open("g")
	d.Title(title)
	d.Elem("rect", "x", num(x-7), "y", num(y-7), "width", "14", "height", "14", "fill", fill)
	d.Text("text", label, "x", num(x), "y", num(y+4), "text-anchor", "middle", "font-size", "10", "fill", "white", "font-weight", "bold")
	d.Close()
}

func intel(d *svg.Doc, x, y float64, t fireteam.SpecialIntel) {
	attrs := []string{}
	title := "special intel token: " + t.Name + " (operate it: a hero's action here)"
	if t.Target {
		attrs = append(attrs, "data-token", t.Token.String())
		title = fmt.Sprintf("special intel token %s: %s (attack it)", t.Token, t.Name)
	}
	d.Open("g", attrs...)
	d.Title(title)
	d.Elem("polygon", "points", fmt.Sprintf("%s,%s %s,%s %s,%s %s,%s", num(x), num(y-8), num(x+8), num(y), num(x), num(y+8), num(x-8), num(y)), "fill", "#fcc419", "stroke", "#333")
	d.Text("text", "i", "x", num(x), "y", num(y+3.5), "text-anchor", "middle", "font-size", "10", "font-weight", "bold")
	d.Close()
}

func heroFigure(d *svg.Doc, s fireteam.State, h fireteam.Hero, i int, x, y, r float64) {
	d.Open("g", "data-token", h.String())
	t := fmt.Sprintf("%s (%s), %s", h, h.Role(), seatOf(s, i))
	fill, extra, letter := heroFill[int(h)%len(heroFill)], []string{}, "white"
	down := s.KnockedDown(h)
	if down {
		// Knocked down: the hero's own colour, faded, with a dashed rim and a
		// dark letter, so the hero stays recognisable.
		t += ", knocked down"
		extra, letter = []string{"fill-opacity", "0.35", "stroke-dasharray", "2 2"}, "#111"
	}
	d.Title(t)
	d.Elem("circle", append([]string{"cx", num(x), "cy", num(y), "r", num(r), "fill", fill, "stroke", "#111", "stroke-width", "1.5"}, extra...)...)
	d.Text("text", h.String()[:1], "x", num(x), "y", num(y+r/2), "text-anchor", "middle", "font-size", num(r*1.3), "fill", letter, "font-weight", "bold")
	if down {
		d.Text("text", "down", "x", num(x), "y", num(y+r+7), "text-anchor", "middle", "font-size", "7", "fill", "#111")
	}
	d.Close()
}

func monster(d *svg.Doc, s fireteam.State, m fireteam.Monster, x, y float64) {
	class := fireteam.MonsterClass(m)
	d.Open("g", "data-token", m.String())
	d.Title(fmt.Sprintf("%s: %s (%s)", m, s.MonsterName(m), class))
	switch class {
	case fireteam.Minion:
		d.Elem("rect", "x", num(x-8), "y", num(y-8), "width", "16", "height", "16", "fill", "#c92a2a", "stroke", "#000")
	case fireteam.Elite:
		d.Elem("polygon", "points", fmt.Sprintf("%s,%s %s,%s %s,%s", num(x), num(y-10), num(x+9), num(y+7), num(x-9), num(y+7)), "fill", "#7a1010", "stroke", "#000")
	default:
		d.Elem("polygon", "points", star(x, y, 11, 5), "fill", "#3b0000", "stroke", "#000")
	}
	label := m.String()
	if class == fireteam.Boss {
		label = "B"
	}
	d.Text("text", label, "x", num(x), "y", num(y+3.5), "text-anchor", "middle", "font-size", "8.5", "fill", "white", "font-weight", "bold")
	d.Close()
}

// star is an eight-pointed star's points around (x, y): no trigonometry,
// the points of a square and of the same square turned.
func star(x, y, r, in float64) string {
	pts := [][2]float64{{0, -r}, {in * 0.7, -in * 0.7}, {r * 0.7, -r * 0.7}, {in, 0}, {r, 0}, {in * 0.7, in * 0.7}, {r * 0.7, r * 0.7}, {0, in},
		{0, r}, {-in * 0.7, in * 0.7}, {-r * 0.7, r * 0.7}, {-in, 0}, {-r, 0}, {-in * 0.7, -in * 0.7}, {-r * 0.7, -r * 0.7}, {0, -in}}
	var b strings.Builder
	for i, p := range pts {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(num(x + p[0]))
		b.WriteByte(',')
		b.WriteString(num(y + p[1]))
	}
	return b.String()
}

// panel draws the threat track, the coin, the decks, the twists, the
// objectives and the legend, right of the battlefield.
func panel(d *svg.Doc, s fireteam.State, bf *fireteam.Battlefield) {
	x, y := panelX, boardY+4
	d.Text("text", "Threat track", "x", num(x), "y", num(y), "font-weight", "bold")
	y += 6
	for i := range bf.ThreatSpaces {
		bx, by := x+float64(i%6)*25, y+float64(i/6)*25
		fill := "white"
		if (i+1)%3 == 0 {
			fill = "#ffe3e3" // a twist is drawn on reaching it
		}
		d.Open("g")
		t := fmt.Sprintf("threat space %d", i+1)
		if (i+1)%3 == 0 {
			t += ": draw a twist"
		}
		d.Title(t)
		d.Elem("rect", "x", num(bx), "y", num(by), "width", "22", "height", "22", "fill", fill, "stroke", "#333")
		d.Text("text", strconv.Itoa(i+1), "x", num(bx+11), "y", num(by+15), "text-anchor", "middle", "font-size", "11")
		if i+1 == s.Threat() {
			d.Elem("circle", "cx", num(bx+11), "cy", num(by+11), "r", "9", "fill", "none", "stroke", "#c92a2a", "stroke-width", "3")
		}
		d.Close()
	}
	y += 2*25 + 16
	row := func(label, value string) {
		d.Text("text", label, "x", num(x), "y", num(y), "fill", "#444")
		d.Text("text", value, "x", num(x+82), "y", num(y), "font-weight", "bold")
		y += line
	}
	coin := "tails"
	if s.LuckyCoinHeads() {
		coin = "heads"
	}
	row("Lucky Coin", coin)
	row("Recon deck", strconv.Itoa(s.ReconLeft())+" cards")
	row("Twist deck", strconv.Itoa(s.TwistDeckLeft())+" cards")
	if _, on := s.MonsterAt(12); on || s.BossPower() > 0 {
		row("Boss power", strconv.Itoa(s.BossPower())+" tokens")
	}
	// One twist a line: their names are long.
	tw := s.Twists()
	if len(tw) == 0 {
		row("Twists", "none")
	}
	for i, t := range tw {
		label := ""
		if i == 0 {
			label = "Twists"
		}
		d.Text("text", label, "x", num(x), "y", num(y), "fill", "#444")
		d.Text("text", t, "x", num(x+50), "y", num(y), "font-weight", "bold")
		y += line
	}
	y += 4
	d.Text("text", "Objectives", "x", num(x), "y", num(y), "font-weight", "bold")
	y += line
	for i, o := range bf.Objectives {
		st := fmt.Sprintf("%d/%d intel", s.Intel(i), o.Intel)
		if o.KillBoss {
			st = "defeat the boss"
		}
		if s.ObjectiveDone(i) {
			st = "✔ complete"
		}
		d.Text("text", o.Name, "x", num(x), "y", num(y))
		y += line - 3
		d.Text("text", st, "x", num(x+10), "y", num(y), "fill", "#444", "font-size", "11")
		y += line
	}
}

// legend explains the terrain colours and the shapes, in a row under the
// battlefield.
func legend(d *svg.Doc, y float64) {
	x := boardX
	for _, t := range []fireteam.Terrain{fireteam.Open, fireteam.Difficult, fireteam.Impassible, fireteam.Elevated, fireteam.Cover} {
		d.Elem("rect", "x", num(x), "y", num(y-10), "width", "12", "height", "12", "fill", terrainFill[t], "stroke", "#999")
		d.Text("text", t.String(), "x", num(x+16), "y", num(y), "font-size", "11")
		x += 28 + float64(len(t.String()))*6
	}
	text := func(s string) {
		d.Text("text", s, "x", num(x+12), "y", num(y), "font-size", "11")
		x += 24 + float64(len(s))*6
	}
	spawnToken(d, x+3, y-4, 1, true)
	text("spawn token")
	marker(d, x+3, y-4, "E", "#2b8a3e", "the entry point")
	text("entry, exit")
	d.Elem("rect", "x", num(x-4), "y", num(y-11), "width", "14", "height", "14", "fill", "#c92a2a")
	text("minion")
	d.Elem("polygon", "points", fmt.Sprintf("%s,%s %s,%s %s,%s", num(x+3), num(y-13), num(x+11), num(y+2), num(x-5), num(y+2)), "fill", "#7a1010")
	text("elite")
	d.Elem("polygon", "points", star(x+3, y-4, 8, 4), "fill", "#3b0000")
	text("boss")
	d.Elem("polygon", "points", fmt.Sprintf("%s,%s %s,%s %s,%s %s,%s", num(x+3), num(y-11), num(x+10), num(y-4), num(x+3), num(y+3), num(x-4), num(y-4)), "fill", "#fcc419", "stroke", "#333")
	text("special intel")
}

func orNone(s string) string {
	if s == "" {
		return "none"
	}
	return s
}

// hero draws a hero's line: figure, seat, place, hand (or backs), deck,
// discard, equipment.
func hero(d *svg.Doc, s fireteam.State, h fireteam.Hero, i int, y0 float64) {
	if int(h) >= 5 {
		p := seatOf(s, i)
		d.Text("text", p.String()+": no hero yet", "x", num(boardX+4), "y", num(y0+line), "data-token", p.String())
		return
	}
	d.Elem("rect", "x", num(boardX), "y", num(y0), "width", num(width-2*boardX), "height", num(4*line+4), "fill", "none", "stroke", heroFill[h], "rx", "4")
	heroFigure(d, s, h, i, boardX+14, y0+14, 9)
	x, y := boardX+30, y0+line
	head := fmt.Sprintf("%s (%s, %s)", h, h.Role(), seatOf(s, i))
	if at, ok := s.HeroAt(h); ok && int(at) < 32 {
		head += " at " + at.String()
	}
	if s.KnockedDown(h) {
		head += ", knocked down"
	}
	if sh, ok := s.StartHero(); ok && sh == h {
		head += ", start player"
	}
	if n := s.HitsToDiscard(h); n > 0 {
		head += fmt.Sprintf(", %d hits to discard", n)
	}
	d.Text("text", head, "x", num(x), "y", num(y), "font-weight", "bold")
	up, focus := s.Equipment(h)
	d.Text("text", fmt.Sprintf("upgrade sets %s, focus cards %s", ints(up), ints(focus)), "x", num(width-boardX-8), "y", num(y), "text-anchor", "end", "fill", "#444")
	y += line + 2
	cx := x
	d.Text("text", "Hand:", "x", num(cx), "y", num(y), "fill", "#444")
	cx += 40
	hand := s.Hand(h)
	for _, c := range hand {
		cx = chip(d, cx, y, c.String(), c.String()+" "+c.Name(), "action card "+c.String()+": "+c.Name(), "#fff")
	}
	for range s.HandSize(h) - len(hand) {
		cx = chip(d, cx, y, "", "?", "an action card, face down", "#ccc")
	}
	if s.HandSize(h) == 0 {
		d.Text("text", "empty", "x", num(cx), "y", num(y))
	}
	y += line + 2
	cx = x
	d.Text("text", fmt.Sprintf("Deck: %d    Discard:", s.DeckSize(h)), "x", num(cx), "y", num(y), "fill", "#444")
	cx += 110
	disc := s.Discard(h)
	if len(disc) == 0 {
		d.Text("text", "empty", "x", num(cx), "y", num(y))
	}
	for _, c := range disc {
		d.Open("g")
		d.Title(c.String() + ": " + c.Name())
		d.Text("text", c.String(), "x", num(cx), "y", num(y))
		d.Close()
		cx += 30
	}
}

func ints(v []int) string {
	if len(v) == 0 {
		return "none"
	}
	s := make([]string, len(v))
	for i, n := range v {
		s[i] = strconv.Itoa(n)
	}
	return strings.Join(s, ", ")
}

func chip(d *svg.Doc, x, y float64, token, label, title, fill string) float64 {
	w := float64(len([]rune(label)))*6.6 + 8
	attrs := []string{}
	if token != "" {
		attrs = append(attrs, "data-token", token)
	}
	d.Open("g", attrs...)
	d.Title(title)
	d.Elem("rect", "x", num(x), "y", num(y-12), "width", num(w), "height", "15", "rx", "3", "fill", fill, "stroke", "#888")
	d.Text("text", label, "x", num(x+4), "y", num(y))
	d.Close()
	return x + w + 4
}

// attack describes the attack being resolved: a hero's attack with its
// cards and dice, or a monster's attack on a hero.
func attack(d *svg.Doc, s fireteam.State, y float64) {
	if s.WaitingFor() == "pick" {
		// The heroes still to select, to click for "pick Frank".
		x := boardX
		d.Text("text", "Heroes to select:", "x", num(x), "y", num(y), "fill", "#444")
		x += 110
		for h := fireteam.Abe; h <= fireteam.Don; h++ {
			if slices.Contains(s.Heroes(), h) {
				continue
			}
			x = chip(d, x, y, h.String(), h.String()+" ("+h.Role().String()+")", h.String()+", "+h.Role().String(), "#fff")
		}
		return
	}
	if h, target, cards, dice, ok := s.HeroAttack(); ok {
		cs := make([]string, len(cards))
		for i, c := range cards {
			cs[i] = c.String()
		}
		ds := make([]string, len(dice))
		for i, f := range dice {
			ds[i] = fireteam.DieFace(f)
		}
		d.Text("text", fmt.Sprintf("%s attacks %s with %s; dice: %s", h, target, orNone(strings.Join(cs, " ")), orNone(strings.Join(ds, " "))),
			"x", num(boardX), "y", num(y), "font-weight", "bold")
		return
	}
	if m, target, bomb, ok := s.MonsterAttack(); ok {
		who := m.String() + " " + s.MonsterName(m)
		if bomb {
			who = "a bomb"
		}
		d.Text("text", fmt.Sprintf("%s attacks %s", who, target), "x", num(boardX), "y", num(y), "font-weight", "bold")
	}
}
