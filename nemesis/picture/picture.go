// Package picture draws a seat's view of a Nemesis: Retaliation game as an
// SVG document: the Facility (Sections, Rooms, Corridors with their Doors
// and Noise markers, Fire, Malfunction and Secure markers, Characters,
// Intruders and the Robot), the Round track with the Lander and the
// Autodestruction, the tracks of the Section border pieces, and each
// Character's board (Health, Serious Wounds, Items, Tactical Gear, Action
// cards, Objectives) as that seat may see it: another seat's hand,
// Backpack and Objectives are drawn as card backs.
//
// It is kept out of package nemesis so that the rules never import
// presentation code. Everything drawn comes from the view passed in, so a
// picture cannot show what the seat may not see.
package picture

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/incursion/incursion/internal/svg"
	"github.com/incursion/incursion/nemesis"
)

// Layout, in pixels: one Room slot of the Facility geometry is slot px.
const (
	slot   = 100.0
	width  = 860.0
	boardX = 20.0
	boardY = 44.0
	panelX = boardX + nemesis.W*slot + 20 // the tracks, right of the Facility
	line   = 17.0                         // a line of text
)

// Plain colours, one per seat.
var seatColours = [nemesis.MaxPlayers]string{"#d62728", "#1f77b4", "#2ca02c", "#9467bd", "#e67e00"}

var sectionFills = [3]string{"#eef3fb", "#f3eefb", "#eefbf1"}

var geo = nemesis.FacilityGeometry()

// SVG draws view, the state as seat sees it (nemesis.State.View; the
// Observer seat for a spectator), as an SVG document about 860 pixels
// wide. Rooms, Corridors, Characters, Intruders, Items and cards carry a
// data-token attribute with their word of the action notation ("b2",
// "a2-b2", "P2", "x5", "i12", "c3", "h0") and a <title> tooltip.
func SVG(view nemesis.State, seat nemesis.Seat) string {
	if len(view.Seats()) == 0 { // the zero State: no game
		d := svg.New(width, 40, 1, "class", "nemesis")
		d.Text("text", "no game", "x", "10", "y", "24")
		return d.String()
	}
	players := view.Players()
	boardBottom := boardY + nemesis.H*slot + 60
	charsY := boardBottom + 10
	const charH = 5*line + 14
	extraY := charsY + float64(players)*charH
	height := extraY + 3*line + 10
	d := svg.New(width, height, 1, "class", "nemesis", "font-family", "sans-serif", "font-size", "12")
	d.Elem("rect", "width", svg.Num(width), "height", svg.Num(height), "fill", "white")
	header(d, view, seat)
	facility(d, view)
	roundTrack(d, view)
	tracks(d, view)
	for i := range players {
		character(d, view, nemesis.Seat(i), charsY+float64(i)*charH)
	}
	extras(d, view, extraY)
	return d.String()
}

func num(f float64) string { return svg.Num(f) }

// px converts a Facility geometry coordinate to the picture's pixels.
func px(x, y float64) (string, string) { return num(boardX + x*slot), num(boardY + y*slot) }

func header(d *svg.Doc, s nemesis.State, seat nemesis.Seat) {
	// The title line holds the round and phase only, so that "as seen by"
	// at its right never runs into it; the Turn goes on the second line.
	t := fmt.Sprintf("Nemesis: Retaliation — Round %d/%d, %s phase", s.Round(), nemesis.LastRound, s.Phase())
	var line2 []string
	if s.Phase() == nemesis.PhasePlayer {
		line2 = append(line2, fmt.Sprintf("%v's Turn (%d Actions done), Starting Player %v", s.Turn(), s.ActionsDone(), s.StartingPlayer()))
	}
	d.Text("text", t, "x", num(boardX), "y", "20", "font-size", "15", "font-weight", "bold")
	who := "the Observer"
	if seat >= 0 && int(seat) < s.Players() {
		who = seat.String()
		if n := s.CharacterName(seat); n != "" {
			who += " (" + n + ")"
		}
	}
	d.Text("text", "as seen by "+who, "x", num(width-20), "y", "20", "text-anchor", "end", "fill", "#555")
	if s.Over() {
		o := s.Outcome()
		w := make([]string, len(o.Winners))
		for i, p := range o.Winners {
			w[i] = p.String()
		}
		d.Text("text", fmt.Sprintf("Game over: %s. Winners: %s", o.Reason, orNone(strings.Join(w, ", "))),
			"x", num(boardX), "y", "37", "fill", "#b00", "font-weight", "bold")
		return
	}
	fill := "#333"
	if p := s.Pending(); p != nemesis.NoPending {
		line2 = append(line2, fmt.Sprintf("Waiting for %v: %s", s.PendingSeat(), p))
		fill = "#b00"
	}
	if len(line2) > 0 {
		d.Text("text", strings.Join(line2, " · "), "x", num(boardX), "y", "37", "fill", fill)
	}
}

func orNone(s string) string {
	if s == "" {
		return "none"
	}
	return s
}

// facility draws the Sections, the Corridors under the Rooms, then the
// Rooms and what stands in them.
func facility(d *svg.Doc, s nemesis.State) {
	life := s.LifeSupport()
	for i, sec := range geo.Sections {
		x, y := px(sec.X, sec.Y)
		d.Open("rect", "x", x, "y", y, "width", num(sec.W*slot), "height", num(sec.H*slot),
			"fill", sectionFills[i], "stroke", "#9aa", "stroke-dasharray", "4 3")
		d.Title(fmt.Sprintf("Section %s: Life Support %s", sec.Name, onOff(life[i])))
		d.Close()
	}
	// Where each Intruder is, by node.
	var at [nemesis.Nodes][]int
	for i, in := range s.Intruders() {
		if in.At >= 0 && int(in.At) < nemesis.Nodes {
			at[in.At] = append(at[in.At], i)
		}
	}
	for _, c := range geo.Corridors {
		corridor(d, s, c, at[nemesis.Slots+c.Corridor])
	}
	robotRoom, robotCard, _, robotFault := s.Robot()
	for _, r := range geo.Rooms {
		room(d, s, r, at[r.Slot])
		if robotRoom == r.Slot {
			robot(d, s, r, robotCard, robotFault)
		}
	}
}

func onOff(b bool) string {
	if b {
		return "Active"
	}
	return "Inactive"
}

func corridor(d *svg.Doc, s nemesis.State, c nemesis.CorridorSlot, intruders []int) {
	cs := s.CorridorAt(c.Corridor)
	if cs.Tile < 0 {
		return
	}
	noise, deadly, door, _ := s.CorridorFace(cs.Tile)
	title := fmt.Sprintf("Corridor %s: Noise %d", c.Name, noise)
	if deadly > 0 {
		title += fmt.Sprintf(" (Deadly mode %d)", deadly)
	}
	if cs.Reinforced {
		title = fmt.Sprintf("Corridor %s: Reinforced (Noise 0)", c.Name)
	}
	if door {
		title += ", Door " + [...]string{"open", "closed", "destroyed"}[min(max(cs.Door, 0), 2)]
	}
	if cs.Noise {
		title += ", Noise marker"
	}
	d.Open("g", "data-token", c.Name)
	d.Title(title)
	x1, y1 := px(c.X1, c.Y1)
	x2, y2 := px(c.X2, c.Y2)
	d.Elem("line", "x1", x1, "y1", y1, "x2", x2, "y2", y2, "stroke", "#777", "stroke-width", "14")
	mx, my := boardX+c.X*slot, boardY+c.Y*slot
	if door {
		w, h := 6.0, 20.0
		if !c.Horizontal {
			w, h = h, w
		}
		fill, stroke := "none", "#333"
		switch cs.Door {
		case nemesis.DoorClosed:
			fill = "#333"
		case nemesis.DoorDestroyed:
			stroke = "#c00"
		}
		// The Door slot sits toward the first Room's entrance.
		dx, dy := -9.0, 0.0
		if !c.Horizontal {
			dx, dy = 0, -9
		}
		d.Elem("rect", "x", num(mx+dx-w/2), "y", num(my+dy-h/2), "width", num(w), "height", num(h), "fill", fill, "stroke", stroke, "stroke-width", "2")
	}
	label := strconv.Itoa(noise)
	if cs.Reinforced {
		label = "R"
	}
	fill := "white"
	if cs.Noise {
		fill = "#ffd43b"
	}
	d.Elem("circle", "cx", num(mx), "cy", num(my), "r", "8", "fill", fill, "stroke", "#333")
	d.Text("text", label, "x", num(mx), "y", num(my+4), "text-anchor", "middle", "font-size", "11", "font-weight", "bold")
	d.Close()
	for i, m := range intruders {
		off := float64(i+1) * 19
		if c.Horizontal {
			intruder(d, s, m, mx-off+float64(len(intruders)+1)*9.5, my+19)
		} else {
			intruder(d, s, m, mx+19, my-off+float64(len(intruders)+1)*9.5)
		}
	}
}

// roomFill colours a Room by what it is for: escape Rooms green, the Nest
// red, control Rooms blue, the rest grey.
func roomFill(k nemesis.RoomKind) string {
	switch k {
	case nemesis.LandingZone, nemesis.Hibernatorium, nemesis.EscapeShuttle:
		return "#c8ecc8"
	case nemesis.Nest:
		return "#f4c2c2"
	case nemesis.LifeSupportA, nemesis.LifeSupportB, nemesis.LifeSupportC, nemesis.Reactor, nemesis.CoolingSystem:
		return "#c8dcf4"
	}
	return "#e4e4e4"
}

func room(d *svg.Doc, s nemesis.State, r nemesis.RoomSlot, intruders []int) {
	side := geo.RoomSide * slot
	x0, y0 := boardX+r.X*slot-side/2, boardY+r.Y*slot-side/2
	rs := s.RoomAt(r.Slot)
	kind, known := s.RoomKindAt(r.Slot)
	d.Open("g", "data-token", r.Name)
	switch {
	case known:
		title := fmt.Sprintf("%s: %s", r.Name, kind)
		if rs.Fire {
			title += ", Fire"
		}
		if rs.Fault {
			title += ", Malfunction"
		}
		if rs.Secure > 0 {
			title += fmt.Sprintf(", %d Secure", rs.Secure)
		}
		d.Title(title)
		d.Elem("rect", "x", num(x0), "y", num(y0), "width", num(side), "height", num(side), "rx", "4", "fill", roomFill(kind), "stroke", "#333", "stroke-width", "2")
		d.Text("text", nemesis.RoomCode(kind), "x", num(x0+side/2), "y", num(y0+side/2+2), "text-anchor", "middle", "font-size", "16", "font-weight", "bold")
	case r.Slot == nemesis.HibernatoriumSlot && rs.Tile >= 0:
		d.Title(r.Name + ": the Undiscovered Hibernatorium")
		d.Elem("rect", "x", num(x0), "y", num(y0), "width", num(side), "height", num(side), "rx", "4", "fill", "#bbb", "stroke", "#333", "stroke-width", "2")
		d.Text("text", "HB?", "x", num(x0+side/2), "y", num(y0+side/2+2), "text-anchor", "middle", "font-size", "14")
	default:
		d.Title(r.Name + ": no Room yet")
		d.Elem("rect", "x", num(x0), "y", num(y0), "width", num(side), "height", num(side), "rx", "4", "fill", "none", "stroke", "#bbb", "stroke-dasharray", "3 3")
	}
	d.Text("text", r.Name, "x", num(x0+2), "y", num(y0-3), "font-size", "10", "fill", "#667")
	// Markers in the Room's top row: Fire, Malfunction, Secure.
	mx := x0 + 8
	if rs.Fire {
		marker(d, mx, y0+9, "#ff6a00", "F", "Fire")
		mx += 15
	}
	if rs.Fault {
		marker(d, mx, y0+9, "#ffd43b", "M", "Malfunction")
		mx += 15
	}
	if rs.Secure > 0 {
		marker(d, mx, y0+9, "#74c0fc", strconv.Itoa(int(rs.Secure)), "Secure tokens")
	}
	d.Close()
	// Characters along the Room's bottom edge, Intruders along its right.
	n := 0
	for i := range s.Players() {
		p := s.Player(nemesis.Seat(i))
		if int(p.Room) != r.Slot || p.Status != nemesis.Active && p.Status != nemesis.KnockedOut {
			continue
		}
		cx, cy := x0+9+float64(n%4)*15, y0+side-9-float64(n/4)*15
		n++
		seatToken(d, s, nemesis.Seat(i), cx, cy, 7)
	}
	for i, m := range intruders {
		intruder(d, s, m, x0+side+11, y0+10+float64(i%4)*19)
	}
}

func marker(d *svg.Doc, x, y float64, fill, label, title string) {
	d.Open("g")
	d.Title(title)
	d.Elem("circle", "cx", num(x), "cy", num(y), "r", "6", "fill", fill, "stroke", "#333")
	d.Text("text", label, "x", num(x), "y", num(y+3.5), "text-anchor", "middle", "font-size", "9")
	d.Close()
}

// seatToken draws a Character's model: a disc in the seat's colour with its
// number.
func seatToken(d *svg.Doc, s nemesis.State, p nemesis.Seat, x, y, r float64) {
	pl := s.Player(p)
	d.Open("g", "data-token", p.String())
	name := s.CharacterName(p)
	if name == "" {
		name = "no Character yet"
	}
	d.Title(fmt.Sprintf("%v: %s, %s", p, name, pl.Status))
	fill := seatColours[p]
	if pl.Status == nemesis.KnockedOut {
		fill = "#999"
	}
	d.Elem("circle", "cx", num(x), "cy", num(y), "r", num(r), "fill", fill, "stroke", "#111")
	d.Text("text", strconv.Itoa(int(p)+1), "x", num(x), "y", num(y+r/2), "text-anchor", "middle", "font-size", num(r*1.4), "fill", "white", "font-weight", "bold")
	d.Close()
}

var kindLetter = map[nemesis.Kind]string{nemesis.Queen: "Q", nemesis.Drone: "D", nemesis.Adult: "A", nemesis.Larva: "L"}

func intruder(d *svg.Doc, s nemesis.State, m int, x, y float64) {
	k := nemesis.ModelKind(m)
	hits := s.Intruders()[m].Hits
	if m == 0 {
		hits = int8(s.QueenHits())
	}
	tok := "x" + strconv.Itoa(m)
	d.Open("g", "data-token", tok)
	d.Title(fmt.Sprintf("%s %v, %d Hits", tok, k, hits))
	// Big enough to read and to click (issue 23.2): a 9-unit diamond with
	// an 11-point letter.
	d.Elem("polygon", "points", fmt.Sprintf("%s,%s %s,%s %s,%s %s,%s", num(x), num(y-9), num(x+9), num(y), num(x), num(y+9), num(x-9), num(y)),
		"fill", "#3b0a0a", "stroke", "#000")
	d.Text("text", kindLetter[k], "x", num(x), "y", num(y+4), "text-anchor", "middle", "font-size", "11", "fill", "white", "font-weight", "bold")
	if hits > 0 {
		d.Text("text", strconv.Itoa(int(hits)), "x", num(x+9), "y", num(y-6), "font-size", "10", "fill", "#c00", "font-weight", "bold")
	}
	d.Close()
}

func robot(d *svg.Doc, s nemesis.State, r nemesis.RoomSlot, card int8, fault bool) {
	side := geo.RoomSide * slot
	x, y := boardX+r.X*slot+side/2-12, boardY+r.Y*slot+side/2-12
	d.Open("g")
	t := "the Robot: " + s.RobotName(card)
	if card < 0 {
		t = "the Robot (card unrevealed)"
	}
	if fault {
		t += ", Malfunction"
	}
	d.Title(t)
	d.Elem("rect", "x", num(x-7), "y", num(y-7), "width", "14", "height", "14", "fill", "#adb5bd", "stroke", "#333")
	d.Text("text", "R", "x", num(x), "y", num(y+4), "text-anchor", "middle", "font-size", "10", "font-weight", "bold")
	d.Close()
}

// roundTrack draws the Round track under the Facility, with the Round
// marker, the Lander token and the Autodestruction token.
func roundTrack(d *svg.Doc, s nemesis.State) {
	for i, b := range geo.RoundTrack {
		r := i + 1
		x, y := px(b.X, b.Y)
		fill := "white"
		if r == s.Round() {
			fill = "#ffe38a"
		}
		d.Open("g")
		t := fmt.Sprintf("Round %d", r)
		if r == s.Round() {
			t += " (the Round marker)"
		}
		d.Title(t)
		d.Elem("rect", "x", x, "y", y, "width", num(b.W*slot), "height", num(b.H*slot), "fill", fill, "stroke", "#333")
		d.Text("text", strconv.Itoa(r), "x", num(boardX+(b.X+b.W/2)*slot), "y", num(boardY+(b.Y+b.H)*slot-6), "text-anchor", "middle")
		d.Close()
		if r == nemesis.LanderTurn && s.Lander() == 0 {
			marker(d, boardX+(b.X+b.W/2)*slot, boardY+b.Y*slot+8, "#c8ecc8", "L", "the Lander token")
		}
		if r == s.Autodestruction() {
			marker(d, boardX+(b.X+b.W/2)*slot, boardY+b.Y*slot-8, "#ff6a00", "AD", "the Autodestruction token")
		}
	}
}

// tracks draws the Section border pieces' slots and the supplies, right
// of the Facility, and the legend.
func tracks(d *svg.Doc, s nemesis.State) {
	y := boardY + 4
	row := func(label, value string) {
		d.Text("text", label, "x", num(panelX), "y", num(y), "fill", "#444")
		d.Text("text", value, "x", num(panelX+104), "y", num(y), "font-weight", "bold")
		y += line
	}
	life := s.LifeSupport()
	for i, l := range life {
		row("Life Support "+string(rune('A'+i)), onOff(l))
	}
	row("Hibernatorium", onOff(s.HibernatoriumActive()))
	aa, known, removed := s.AntiAircraft()
	switch {
	case removed:
		row("Anti-Aircraft", "removed")
	case known:
		row("Anti-Aircraft", onOff(aa[0])+", "+onOff(aa[1]))
	default:
		row("Anti-Aircraft", "? ? (face down)")
	}
	row("Lander", [...]string{"on Round " + strconv.Itoa(nemesis.LanderTurn), "landed", "gone"}[min(max(s.Lander(), 0), 2)])
	auto := "off"
	if r := s.Autodestruction(); r > 0 {
		auto = "Round " + strconv.Itoa(r)
	}
	row("Autodestruction", auto)
	eggs := strconv.Itoa(s.Eggs()) + " in the Nest"
	if s.NestDestroyed() {
		eggs = "Nest destroyed"
	}
	row("Eggs", eggs)
	queen := fmt.Sprintf("%d/%d Hits", s.QueenHits(), nemesis.QueenTrack)
	if s.QueenDead() {
		queen = "dead"
	}
	row("Queen", queen)
	row("Objective Choice", "space "+strconv.Itoa(s.ObjectiveTrack()+1))
	lz := s.LandingZoneTokens()
	row("Landing Zone", fmt.Sprintf("A%d G%d O%d M%d", lz[nemesis.AmmoFull], lz[nemesis.Grenade], lz[nemesis.Oxygen], lz[nemesis.Medpack]))
	row("Data tokens", strconv.Itoa(s.DataTokens())+" left")
	room, card, tok, _ := s.Robot()
	rb := "card face down"
	if card >= 0 {
		rb = s.RobotName(card)
	}
	row("Robot", rb)
	row("", "in "+nemesis.SlotName(room))
	row("", tok[0].String()+", "+tok[1].String())
	tasks := s.MissionTasks()
	row("Mission Task", orNone(strings.Join(tasks, ", ")))
	y += 6
	d.Text("text", "Legend", "x", num(panelX), "y", num(y), "font-weight", "bold")
	y += line
	legend := []struct{ shape, fill, label, text string }{
		{"circle", "white", "3", "Corridor: Noise value"},
		{"circle", "#ffd43b", "2", "… with a Noise marker"},
		{"circle", "#ff6a00", "F", "Fire"},
		{"circle", "#ffd43b", "M", "Malfunction"},
		{"circle", "#74c0fc", "1", "Secure tokens"},
		{"diamond", "#3b0a0a", "A", "Intruder (Q D A L)"},
		{"disc", seatColours[0], "1", "Character (seat)"},
		{"rect", "#333", "", "closed Door"},
	}
	for _, l := range legend {
		x := panelX + 8
		switch l.shape {
		case "circle":
			d.Elem("circle", "cx", num(x), "cy", num(y-4), "r", "6", "fill", l.fill, "stroke", "#333")
		case "diamond":
			d.Elem("polygon", "points", fmt.Sprintf("%s,%s %s,%s %s,%s %s,%s", num(x), num(y-11), num(x+7), num(y-4), num(x), num(y+3), num(x-7), num(y-4)), "fill", l.fill)
		case "disc":
			d.Elem("circle", "cx", num(x), "cy", num(y-4), "r", "7", "fill", l.fill, "stroke", "#111")
		case "rect":
			d.Elem("rect", "x", num(x-3), "y", num(y-12), "width", "6", "height", "16", "fill", l.fill)
		}
		fg := "black"
		if l.fill == "#3b0a0a" || l.shape == "disc" {
			fg = "white"
		}
		d.Text("text", l.label, "x", num(x), "y", num(y-0.5), "text-anchor", "middle", "font-size", "9", "fill", fg)
		d.Text("text", l.text, "x", num(x+14), "y", num(y))
		y += line
	}
}

// character draws seat p's Character board: status and Health, Hands,
// Belt, Armor and Backpack, Action cards, Objectives.
func character(d *svg.Doc, s nemesis.State, p nemesis.Seat, y0 float64) {
	pl := s.Player(p)
	d.Elem("rect", "x", num(boardX), "y", num(y0), "width", num(width-2*boardX), "height", num(5*line+8), "fill", "none", "stroke", seatColours[p], "rx", "4")
	seatToken(d, s, p, boardX+14, y0+14, 9)
	y := y0 + line
	x := boardX + 30.0
	name := s.CharacterName(p)
	if name == "" {
		name = "no Character yet"
	}
	head := fmt.Sprintf("%v #%d %s", p, pl.Number, name)
	if pl.Char >= 0 {
		head += ": " + pl.Status.String()
		if pl.Room >= 0 && pl.Status == nemesis.Active {
			head += " in " + nemesis.SlotName(int(pl.Room))
		}
		head += fmt.Sprintf(", Oxygen %d", pl.Oxygen)
	}
	for _, f := range []struct {
		on   bool
		text string
	}{{pl.Suffocating, "Suffocating"}, {pl.Larva, "Larva"}, {pl.Data, "Data token"}, {pl.Passed, "passed"}, {s.StartingPlayer() == p, "Starting Player"}} {
		if f.on {
			head += ", " + f.text
		}
	}
	d.Text("text", head, "x", num(x), "y", num(y), "font-weight", "bold")
	// Health track: a box per slot, shaded by section, the marker on it.
	h := s.HealthTrack(pl.Char)
	hx := boardX + 560.0
	slotN := 0
	for sec, n := range h {
		for range n {
			fill := [...]string{"#d3f9d8", "#fff3bf", "#ffc9c9"}[sec]
			d.Open("rect", "x", num(hx+float64(slotN)*15), "y", num(y-12), "width", "14", "height", "14", "fill", fill, "stroke", "#555")
			d.Title(fmt.Sprintf("Health slot %d (%s)", slotN, [...]string{"Healthy", "Injured", "Heavily Injured"}[sec]))
			d.Close()
			if slotN == int(pl.Health) {
				d.Elem("circle", "cx", num(hx+float64(slotN)*15+7), "cy", num(y-5), "r", "4", "fill", "#111")
			}
			slotN++
		}
	}
	if slotN > 0 && int(pl.Health) >= slotN {
		d.Text("text", "☠", "x", num(hx+float64(slotN)*15+2), "y", num(y))
	}
	y += line
	// Serious Wounds, Armor, Hands and Belt.
	var wounds []string
	for _, w := range pl.Wounds {
		if n := s.WoundName(w); n != "" {
			wounds = append(wounds, n)
		}
	}
	parts := []string{"Serious Wounds: " + orNone(strings.Join(wounds, ", "))}
	if pl.Armor >= 0 {
		parts = append(parts, "Armor: "+s.ItemName(pl.Armor))
	}
	belt := make([]string, 0, len(pl.Belt))
	for _, t := range pl.Belt {
		if t != nemesis.NoToken {
			belt = append(belt, t.String())
		}
	}
	parts = append(parts, "Belt: "+orNone(strings.Join(belt, ", ")))
	d.Text("text", strings.Join(parts, "   "), "x", num(x), "y", num(y))
	y += line
	cx := x
	d.Text("text", "Hands:", "x", num(cx), "y", num(y), "fill", "#444")
	cx += 46
	for i, hd := range pl.Hands {
		label := "empty"
		if hd.Item != nemesis.NoItem {
			label = s.ItemName(hd.Item)
			if hd.Item == nemesis.Egg {
				label = "Egg"
			}
			for _, t := range hd.Tok {
				if t != nemesis.NoToken {
					label += " +" + t.String()
				}
			}
			if hd.Fault {
				label += " (Malfunction)"
			}
		}
		cx = chip(d, cx, y, "h"+strconv.Itoa(i), "h"+strconv.Itoa(i)+" "+label, fmt.Sprintf("Hand %d: %s", i, label), "#fff")
	}
	cx += 10
	d.Text("text", "Backpack:", "x", num(cx), "y", num(y), "fill", "#444")
	cx += 64
	if pl.NPack == 0 {
		d.Text("text", "empty", "x", num(cx), "y", num(y))
	}
	for _, it := range pl.Pack[:min(max(int(pl.NPack), 0), len(pl.Pack))] {
		cx = item(d, s, cx, y, it)
	}
	y += line
	cx = x
	d.Text("text", "Action cards:", "x", num(cx), "y", num(y), "fill", "#444")
	cx += 84
	hand := pl.Hand.C[:min(max(int(pl.Hand.N), 0), len(pl.Hand.C))]
	if len(hand) == 0 {
		d.Text("text", "none in hand", "x", num(cx), "y", num(y))
		cx += 84
	}
	for _, c := range hand {
		cx = card(d, s, cx, y, pl.Char, c)
	}
	d.Text("text", fmt.Sprintf("deck %d, discard %d", pl.Deck.N, pl.Disc.N), "x", num(cx+10), "y", num(y), "fill", "#444")
	y += line
	cx = x
	d.Text("text", "Objectives:", "x", num(cx), "y", num(y), "fill", "#444")
	cx += 72
	anyObj := false
	// Before the choice the two slots are a Private and a Mission Objective;
	// once a player has chosen, the card kept sits in the first slot
	// whatever its kind, which the others may not learn (Objective Setup).
	chosen := slices.Contains(pl.Objectives[:], -1)
	for i, o := range pl.Objectives {
		if o == -1 {
			continue
		}
		anyObj = true
		kind := [...]string{"Private", "Mission"}[i]
		if chosen {
			kind = "Kept"
		}
		if o == nemesis.Unknown {
			cx = chip(d, cx, y, "", kind+" ?", kind+" Objective, face down", "#ccc")
			continue
		}
		cx = chip(d, cx, y, "", kind+": "+s.ObjectiveName(o), kind+" Objective", "#fff")
	}
	for _, c := range pl.Draft {
		switch {
		case c == nemesis.Unknown:
			cx = chip(d, cx, y, "", "draft ?", "a Character draft card, face down", "#ccc")
		case c >= 0:
			n := characterName(c)
			cx = chip(d, cx, y, n, "draft: "+n, "a Character draft card: "+n, "#fff")
		}
	}
	if !anyObj && pl.Draft == [2]int8{-1, -1} {
		d.Text("text", "none", "x", num(cx), "y", num(y))
	}
}

// characterName names Character id c through the draft action's notation.
func characterName(c int8) string {
	a := nemesis.DraftCharacter{Char: c}
	_, name, _ := strings.Cut(a.String(), " draft ")
	return name
}

// chip writes a small labelled box at x on baseline y and returns the x
// after it.
func chip(d *svg.Doc, x, y float64, token, label, title, fill string) float64 {
	w := float64(len([]rune(label)))*6.9 + 8
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

func item(d *svg.Doc, s nemesis.State, x, y float64, it int8) float64 {
	if it == nemesis.Unknown {
		return chip(d, x, y, "", "?", "an Item, face down", "#ccc")
	}
	tok := "i" + strconv.Itoa(int(it))
	return chip(d, x, y, tok, tok+" "+s.ItemName(it), "Item "+tok+": "+s.ItemName(it), "#fff")
}

func card(d *svg.Doc, s nemesis.State, x, y float64, char, c int8) float64 {
	switch {
	case c == nemesis.Unknown:
		return chip(d, x, y, "", "?", "an Action card, face down", "#ccc")
	case c == nemesis.ContamCard || c >= 64:
		return chip(d, x, y, "c"+strconv.Itoa(int(c)), "Contamination", "a Contamination card (unscanned)", "#e5dbff")
	}
	tok := "c" + strconv.Itoa(int(c))
	name := s.ActionCardName(char, c)
	return chip(d, x, y, tok, tok+" "+name, "Action card "+tok+": "+name, "#fff")
}

// extras lists what lies on the table outside the boards: the Items of a
// Search, the Support Equipment offer.
func extras(d *svg.Doc, s nemesis.State, y float64) {
	y += line
	x := boardX
	if items := s.SearchedItems(); len(items) > 0 {
		d.Text("text", fmt.Sprintf("%v's Search:", s.PendingSeat()), "x", num(x), "y", num(y), "fill", "#444")
		x += 90
		for _, it := range items {
			x = item(d, s, x, y, it)
		}
		y += line
		x = boardX
	}
	if offer := s.SupportOffer(); len(offer) > 0 {
		d.Text("text", "Support Equipment:", "x", num(x), "y", num(y), "fill", "#444")
		x += 120
		for _, it := range offer {
			x = item(d, s, x, y, it)
		}
	}
}
