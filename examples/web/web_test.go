package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"html"
	"io"
	"mime/multipart"
	"net"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os/exec"
	"regexp"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/examples/bots"
	"github.com/incursion/incursion/hive"
)

// client drives a Server through its handler, as a browser would, without
// following redirects.
type client struct {
	t *testing.T
	s *Server
}

func newClient(t *testing.T, opt Options) *client {
	t.Helper()
	if opt.BotBudget == 0 {
		opt.BotBudget = 5 * time.Second
	}
	return &client{t: t, s: NewServer(opt)}
}

func (c *client) do(req *http.Request) *httptest.ResponseRecorder {
	c.t.Helper()
	w := httptest.NewRecorder()
	c.s.ServeHTTP(w, req)
	return w
}

func (c *client) get(path string) *httptest.ResponseRecorder {
	c.t.Helper()
	return c.do(httptest.NewRequest(http.MethodGet, path, nil))
}

func (c *client) post(path string, form url.Values) *httptest.ResponseRecorder {
	c.t.Helper()
	req := httptest.NewRequest(http.MethodPost, path, strings.NewReader(form.Encode()))
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	return c.do(req)
}

// postFile posts a multipart form with a file field.
func (c *client) postFile(path string, fields map[string]string, file string, data []byte) *httptest.ResponseRecorder {
	c.t.Helper()
	var b bytes.Buffer
	mw := multipart.NewWriter(&b)
	for k, v := range fields {
		_ = mw.WriteField(k, v)
	}
	if file != "" {
		fw, _ := mw.CreateFormFile(file, "position.json")
		_, _ = fw.Write(data)
	}
	_ = mw.Close()
	req := httptest.NewRequest(http.MethodPost, path, &b)
	req.Header.Set("Content-Type", mw.FormDataContentType())
	return c.do(req)
}

// start starts a game and returns its id.
func (c *client) start(game, variant string, seed uint64, players map[string]string) string {
	c.t.Helper()
	form := url.Values{"game": {game}, "variant": {variant}, "seed": {fmt.Sprint(seed)}}
	for seat, p := range players {
		form.Set("player."+seat, p)
	}
	w := c.post("/games", form)
	if w.Code != http.StatusSeeOther {
		c.t.Fatalf("starting %s: %d %s", game, w.Code, w.Body)
	}
	id, ok := strings.CutPrefix(w.Header().Get("Location"), "/game/")
	if !ok {
		c.t.Fatalf("starting %s: redirected to %q", game, w.Header().Get("Location"))
	}
	return id
}

// page gets the page of a game, which must answer 200.
func (c *client) page(id string) string {
	c.t.Helper()
	w := c.get("/game/" + id)
	if w.Code != http.StatusOK {
		c.t.Fatalf("GET /game/%s: %d %s", id, w.Code, w.Body)
	}
	return w.Body.String()
}

// change posts a change that must succeed (a redirect to the game).
func (c *client) change(id, op string, form url.Values) {
	c.t.Helper()
	w := c.post("/game/"+id+"/"+op, form)
	if w.Code != http.StatusSeeOther {
		c.t.Fatalf("POST %s: %d %s", op, w.Code, errorOf(w.Body.String()))
	}
}

func (c *client) table(id string) *table {
	c.t.Helper()
	t, ok := c.s.lookup(id)
	if !ok {
		c.t.Fatalf("no game %s", id)
	}
	return t
}

var (
	actionRE   = regexp.MustCompile(`<button type="submit" name="action" value="([^"]+)" class="action"[^>]*>`)
	handoverRE = regexp.MustCompile(`<input type="hidden" name="seat" value="([^"]+)">\s*<button type="submit" autofocus>`)
	errorRE    = regexp.MustCompile(`(?s)<p class="error" role="alert">(.*?)</p>`)
	seatRE     = regexp.MustCompile(`<h2>What (\S+) sees</h2>`)
)

func actionsOf(page string) []string {
	var out []string
	for _, m := range actionRE.FindAllStringSubmatch(page, -1) {
		out = append(out, html.UnescapeString(m[1]))
	}
	return out
}

func errorOf(page string) string {
	if m := errorRE.FindStringSubmatch(page); m != nil {
		return html.UnescapeString(m[1])
	}
	return ""
}

func handoverOf(page string) string {
	if m := handoverRE.FindStringSubmatch(page); m != nil {
		return m[1]
	}
	return ""
}

func shownOf(page string) string {
	if m := seatRE.FindStringSubmatch(page); m != nil {
		return m[1]
	}
	return ""
}

// playFirst plays the first action the page offers, through the form.
func (c *client) playFirst(id, page string) {
	c.t.Helper()
	as := actionsOf(page)
	if len(as) == 0 {
		c.t.Fatalf("no action on the page:\n%s", page)
	}
	c.change(id, "play", url.Values{"seat": {shownOf(page)}, "action": {as[0]}})
}

// TestCompleteGame: a person plays Spy1 of Sabotage against three bots to
// the end, through the forms alone; the result is on the page and no
// action is offered any more.
func TestCompleteGame(t *testing.T) {
	c := newClient(t, Options{})
	id := c.start("sabotage", "", 11, map[string]string{"Spy1": "person", "Spy2": "bot", "Villain1": "bot", "Villain2": "random"})
	var page string
	for i := 0; ; i++ {
		page = c.page(id)
		if i > 2000 {
			t.Fatal("the game did not end after 2000 of the person's actions")
		}
		if strings.Contains(page, `class="result"`) {
			break
		}
		if handoverOf(page) != "" {
			t.Fatalf("a hand-over screen with one person:\n%s", page)
		}
		if shownOf(page) != "Spy1" {
			t.Fatalf("the page shows %q, want Spy1", shownOf(page))
		}
		c.playFirst(id, page)
	}
	tb := c.table(id)
	if !tb.m.Over() {
		t.Fatal("a result on the page, but the game is not over")
	}
	winner, _ := tb.m.Result()
	if !strings.Contains(page, html.EscapeString(winner)+" won") {
		t.Errorf("the page does not say %s won", winner)
	}
	if as := actionsOf(page); len(as) != 0 {
		t.Errorf("actions offered after the end: %q", as)
	}
	if n := strings.Count(page, "<li value="); n != tb.m.Len() && n != maxLog {
		t.Errorf("%d log lines for %d actions", n, tb.m.Len())
	}
}

// TestBotsOnly: with no person the bots play on, request after request
// when the budget runs out, and the spectator's screen is shown.
func TestBotsOnly(t *testing.T) {
	c := newClient(t, Options{BotBudget: time.Millisecond})
	id := c.start("hive", "", 2, map[string]string{"Terran": "random", "Znon": "random"})
	page := c.page(id)
	if !strings.Contains(page, "What a spectator sees") || !strings.Contains(page, `id="advance"`) {
		t.Fatalf("first page of a game of bots:\n%s", page)
	}
	for i := 0; !strings.Contains(page, `class="result"`); i++ {
		if i > 10000 {
			t.Fatal("the bots did not finish")
		}
		c.change(id, "advance", nil)
		page = c.page(id)
	}
	if strings.Contains(page, `id="advance"`) {
		t.Error("the bots are still asked to play after the end")
	}
}

// secretLines are the lines of what seat sees that other does not: the
// lines of Draw(seat) that are not in Draw(other), those of seat's SVG
// picture that are not in other's (unescaped), and the secret events
// and actions of the log that seat observes and other does not (their
// public forms aside).
func secretLines(tb *table, seat, other string) []string {
	mine := tb.m.Draw(other)
	var out []string
	for _, l := range strings.Split(tb.m.Draw(seat), "\n") {
		if l = strings.TrimSpace(l); len(l) > 12 && !strings.Contains(mine, l) {
			out = append(out, l)
		}
	}
	// The SVG picture, one element a line: the lines of seat's that other's
	// lacks (unescaped, as the page is read).
	if svg, ok := tb.m.Picture(seat); ok {
		theirs, _ := tb.m.Picture(other)
		for _, l := range strings.Split(svg, "\n") {
			if l = strings.TrimSpace(l); len(l) > 12 && !strings.Contains(theirs, l) {
				out = append(out, html.UnescapeString(l))
			}
		}
	}
	for _, e := range tb.log {
		st := e.step
		if st.VisibleTo != nil && slices.Contains(st.VisibleTo, seat) && !slices.Contains(st.VisibleTo, other) && st.Action != st.Public {
			out = append(out, st.Action)
		}
		for _, ev := range st.Events {
			if ev.VisibleTo != nil && slices.Contains(ev.VisibleTo, seat) && !slices.Contains(ev.VisibleTo, other) && ev.Text != ev.Public {
				out = append(out, ev.Text)
			}
		}
	}
	return out
}

// TestHotSeatSecrets: four people share the screen of a game of Sabotage.
// Every change of hands goes through a hand-over screen that holds nothing
// of any seat; a seat's page holds its own view and log, and none of the
// lines that only another seat's view or log has (the other team's planned
// tiles, characters, dice, secret events).
func TestHotSeatSecrets(t *testing.T) {
	for _, game := range []string{"sabotage", "spyordie", "hive", "nemesis"} {
		t.Run(game, func(t *testing.T) { hotSeatSecrets(t, game) })
	}
}

// hotSeatSecrets plays a game of game with every seat a person (the form
// leaves them all "person"), always the first action offered.
func hotSeatSecrets(t *testing.T, game string) {
	c := newClient(t, Options{})
	id := c.start(game, "", 5, nil)
	tb := c.table(id)
	seats := tb.seats
	handovers, checked, plans := 0, 0, 0
	prev := ""
	for i := 0; i < 150 && !tb.m.Over(); i++ {
		page := c.page(id)
		if h := handoverOf(page); h != "" {
			handovers++
			// Nothing of any seat: no picture, no log, no action.
			for _, bad := range []string{`id="drawing"`, `id="picture"`, `class="log"`, `class="action"`, "<pre"} {
				if strings.Contains(page, bad) {
					t.Fatalf("the hand-over screen to %s holds %s", h, bad)
				}
			}
			for _, seat := range seats {
				for _, l := range strings.Split(tb.m.Draw(seat), "\n") {
					if l = strings.TrimSpace(l); len(l) > 30 && strings.Contains(html.UnescapeString(page), l) {
						t.Fatalf("the hand-over screen to %s holds a line of %s's view: %q", h, seat, l)
					}
				}
			}
			// Only the seat named may take the screen.
			for _, other := range seats {
				if other != h {
					if w := c.post("/game/"+id+"/ready", url.Values{"seat": {other}}); w.Code != http.StatusConflict {
						t.Fatalf("%s took the screen meant for %s: %d", other, h, w.Code)
					}
				}
			}
			c.change(id, "ready", url.Values{"seat": {h}})
			prev = ""
			continue
		}
		seat := shownOf(page)
		if seat == "" {
			t.Fatalf("neither a seat's screen nor a hand-over:\n%s", page)
		}
		if prev != "" && prev != seat {
			t.Fatalf("the screen went from %s to %s with no hand-over", prev, seat)
		}
		prev = seat
		text := html.UnescapeString(page)
		if svg, ok := tb.m.Picture(seat); ok {
			// A game with an SVG picture shows it as it is, not Draw.
			if !strings.Contains(page, svg) {
				t.Fatalf("%s's page does not hold %s's SVG picture", seat, seat)
			}
		} else if !strings.Contains(text, tb.m.Draw(seat)) {
			t.Fatalf("%s's page does not hold %s's picture", seat, seat)
		}
		for _, other := range seats {
			if other == seat {
				continue
			}
			for _, l := range secretLines(tb, other, seat) {
				checked++
				if strings.Contains(l, " plan ") {
					plans++ // a planned tile ("Spy1 plan 5 - A1")
				}
				if strings.Contains(text, l) {
					t.Fatalf("%s's page holds %q, which only %s sees", seat, l, other)
				}
			}
		}
		// Another seat cannot play on this screen.
		for _, other := range seats {
			if other != seat {
				if w := c.post("/game/"+id+"/play", url.Values{"seat": {other}, "action": {"x"}}); w.Code != http.StatusBadRequest {
					t.Fatalf("%s played on %s's screen: %d", other, seat, w.Code)
				}
			}
		}
		c.playFirst(id, page)
	}
	t.Logf("%d hand-overs, %d secret lines checked, %d planned tiles", handovers, checked, plans)
	if handovers < 5 || checked < 20 || game == "sabotage" && plans == 0 {
		t.Errorf("too little was checked: %d hand-overs, %d secret lines, %d planned tiles", handovers, checked, plans)
	}
}

// TestHiddenChangesNothing: a seat's page is the same for two positions
// that differ only in what the seat does not know (Spy or Die!: the order
// of the Doomsday pile, face down).
func TestHiddenChangesNothing(t *testing.T) {
	c := newClient(t, Options{})
	id := c.start("spyordie", "", 4, map[string]string{"Defender": Person, "Intruder1": "bot", "Intruder2": "bot"})
	tb := c.table(id)
	pos, err := tb.m.Position()
	if err != nil {
		t.Fatal(err)
	}
	var doc map[string]any
	if err := json.Unmarshal(pos, &doc); err != nil {
		t.Fatal(err)
	}
	doom, ok := doc["doomsday"].([]any)
	if !ok || len(doom) < 2 || doom[0] == doom[1] {
		t.Fatalf("no Doomsday pile to reorder in %s", pos)
	}
	doom[0], doom[1] = doom[1], doom[0]
	swapped, _ := json.Marshal(doc)
	seat := tb.shown
	load := func(p []byte) string {
		w := c.postFile("/game/"+id+"/load", map[string]string{"position": string(p)}, "", nil)
		if w.Code != http.StatusSeeOther {
			t.Fatalf("load: %d %s", w.Code, errorOf(w.Body.String()))
		}
		return c.page(id)
	}
	a, b := load(pos), load(swapped)
	if shownOf(a) != seat || shownOf(b) != seat {
		t.Fatalf("after loading, the screen shows %q and %q, want %s", shownOf(a), shownOf(b), seat)
	}
	// The log says a position was loaded once more in b.
	notes := regexp.MustCompile(`<li value="\d+"><em>A position was loaded.</em></li>\n`)
	a, b = notes.ReplaceAllString(a, ""), notes.ReplaceAllString(b, "")
	if diff := cmp.Diff(a, b); diff != "" {
		t.Errorf("%s's page changed with the hidden Doomsday order (-before +after):\n%s", seat, diff)
	}
	if got, _ := tb.m.Position(); string(got) == string(pos) {
		t.Error("the swapped position was not loaded")
	}
}

// TestUndo: undo takes back the person's last action and the bots'
// actions after it, and the same action meets the same rolls; with nothing
// to undo it says so and changes nothing.
func TestUndo(t *testing.T) {
	c := newClient(t, Options{})
	id := c.start("hive", "", 7, map[string]string{"Terran": Person, "Znon": "bot"})
	tb := c.table(id)
	page := c.page(id)
	if strings.Contains(page, "/undo") {
		t.Error("Undo offered before any action")
	}
	w := c.post("/game/"+id+"/undo", nil)
	if w.Code != http.StatusBadRequest || !strings.Contains(errorOf(w.Body.String()), "nothing to undo") {
		t.Errorf("undo with nothing to undo: %d %q", w.Code, errorOf(w.Body.String()))
	}
	before, _ := tb.m.Position()
	n0, log0 := tb.m.Len(), len(tb.log)
	c.playFirst(id, page)
	for range 3 {
		c.playFirst(id, c.page(id))
	}
	after, _ := tb.m.Position()
	n1 := tb.m.Len()
	for range 4 {
		c.change(id, "undo", nil)
	}
	if got, _ := tb.m.Position(); string(got) != string(before) || tb.m.Len() != n0 || len(tb.log) != log0 {
		t.Fatalf("after 4 undos: Len %d (want %d), log %d (want %d), position restored: %v", tb.m.Len(), n0, len(tb.log), log0, string(got) == string(before))
	}
	if strings.Contains(c.page(id), "/undo") {
		t.Error("Undo offered with nothing left to undo")
	}
	// The same four actions again: the same game.
	for range 4 {
		c.playFirst(id, c.page(id))
	}
	if got, _ := tb.m.Position(); string(got) != string(after) || tb.m.Len() != n1 {
		t.Error("replaying after undo gave another game")
	}
}

// TestSaveLoad: the saved position loads back, into the game and as a new
// game, by pasting or by file; the page is the same.
func TestSaveLoad(t *testing.T) {
	c := newClient(t, Options{})
	id := c.start("sabotage", "", 9, map[string]string{"Spy1": Person, "Spy2": "bot", "Villain1": "bot", "Villain2": "bot"})
	for range 5 {
		c.playFirst(id, c.page(id))
	}
	w := c.get("/game/" + id + "/position")
	if w.Code != http.StatusOK || !strings.Contains(w.Header().Get("Content-Disposition"), "attachment") {
		t.Fatalf("save: %d %v", w.Code, w.Header())
	}
	saved := w.Body.Bytes()
	tb := c.table(id)
	want, _ := tb.m.Position()
	if !bytes.Equal(saved, want) {
		t.Fatal("the saved file is not Match.Position")
	}
	drawing := tb.m.Draw("Spy1")
	if svg, ok := tb.m.Picture("Spy1"); ok {
		drawing = html.UnescapeString(svg) // the page shows the picture
	}
	// Play on, then load the saved position back.
	for range 3 {
		c.playFirst(id, c.page(id))
	}
	if w := c.postFile("/game/"+id+"/load", nil, "position_file", saved); w.Code != http.StatusSeeOther {
		t.Fatalf("load: %d %s", w.Code, errorOf(w.Body.String()))
	}
	if got, _ := tb.m.Position(); !bytes.Equal(got, saved) {
		t.Error("the position after load is not the saved one")
	}
	page := html.UnescapeString(c.page(id))
	if !strings.Contains(page, drawing) || !strings.Contains(page, "A position was loaded.") {
		t.Error("the page after load does not show the saved position")
	}
	// Undo takes the load back.
	c.change(id, "undo", nil)
	if got, _ := tb.m.Position(); bytes.Equal(got, saved) {
		t.Error("undo did not take the load back")
	}
	// A new game from the position, pasted.
	w = c.postFile("/games", map[string]string{"game": "sabotage", "position": string(saved), "player.Spy1": Person}, "", nil)
	if w.Code != http.StatusSeeOther {
		t.Fatalf("new game from a position: %d %s", w.Code, errorOf(w.Body.String()))
	}
	id2 := strings.TrimPrefix(w.Header().Get("Location"), "/game/")
	tb2 := c.table(id2)
	if got, _ := tb2.m.Position(); !bytes.Equal(got, saved) {
		t.Error("the new game does not start from the position")
	}
	if tb2.players["Spy2"] != Person {
		t.Errorf("a seat with no player given is played by %q, want a person", tb2.players["Spy2"])
	}
}

// TestBadInput: every bad request is refused with a clear error on the
// page and the game unchanged.
func TestBadInput(t *testing.T) {
	c := newClient(t, Options{MaxBody: 4096})
	id := c.start("sabotage", "", 3, map[string]string{"Spy1": Person, "Spy2": "bot", "Villain1": "bot", "Villain2": "bot"})
	tb := c.table(id)
	before, _ := tb.m.Position()
	n := tb.m.Len()
	unchanged := func(what string) {
		t.Helper()
		if got, _ := tb.m.Position(); !bytes.Equal(got, before) || tb.m.Len() != n {
			t.Errorf("%s changed the game", what)
		}
	}
	big := strings.Repeat("x", 5000)
	for _, tc := range []struct {
		name, op string
		form     url.Values
		code     int
		want     string
	}{
		{"a malformed action", "play", url.Values{"seat": {"Spy1"}, "text": {"fly to the moon"}}, 400, "sabotage"},
		{"an illegal action", "play", url.Values{"seat": {"Spy1"}, "action": {"Spy1 character Hacker"}}, 400, "Hacker is already chosen by Spy2"},
		{"another seat's action", "play", url.Values{"seat": {"Spy1"}, "action": {"Spy2 character Hawk"}}, 400, ""},
		{"no action", "play", url.Values{"seat": {"Spy1"}}, 400, "no action"},
		{"a bot's seat", "play", url.Values{"seat": {"Villain1"}, "action": {"Villain1 character Brute"}}, 400, "not on the screen"},
		{"no seat", "play", url.Values{"action": {"Spy1 character Hawk"}}, 400, "no seat is not on the screen"},
		{"a ready for no hand-over", "ready", url.Values{"seat": {"Spy1"}}, 409, "not waiting"},
		{"an unknown change", "explode", nil, 404, "no change"},
		{"a malformed position", "load", url.Values{"position": {`{"phase": `}}, 400, "position"},
		{"an invalid position", "load", url.Values{"position": {`{"phase": "plan"}`}}, 400, "sabotage"},
		{"no position", "load", url.Values{"position": {"  "}}, 400, "no position given"},
		{"a view", "load", url.Values{"position": {func() string { v, _ := tb.m.View("Spy1"); return string(v) }()}}, 400, "position"},
		{"an oversize body", "play", url.Values{"seat": {"Spy1"}, "text": {big}}, 413, "larger than 4096 bytes"},
	} {
		w := c.post("/game/"+id+"/"+tc.op, tc.form)
		msg := errorOf(w.Body.String())
		if w.Code != tc.code || msg == "" || !strings.Contains(msg, tc.want) {
			t.Errorf("%s: %d %q; want %d and an error containing %q", tc.name, w.Code, msg, tc.code, tc.want)
		}
		unchanged(tc.name)
		if tc.code != 404 && tc.code != 413 && !strings.Contains(w.Body.String(), "What Spy1 sees") {
			t.Errorf("%s: the error page is not the game's", tc.name)
		}
	}
	// An illegal action's reason is Legal's when the seat's view settles
	// it (Spy2's character is public), through bots.Match.Reason, which
	// otherwise says only that the action is not among the seat's
	// (TestReasonRevealsNothing in examples/bots).
	w := c.post("/game/"+id+"/play", url.Values{"seat": {"Spy1"}, "action": {"Spy1 character Hacker"}})
	if got, want := errorOf(w.Body.String()), tb.m.Legal("Spy1", "Spy1 character Hacker").Error(); !strings.Contains(got, want) {
		t.Errorf("the reason on the page is %q, want Legal's %q", got, want)
	}

	for _, tc := range []struct {
		name, method, path string
		form               url.Values
		code               int
		want               string
	}{
		{"an unknown game", "GET", "/new?game=chess", nil, 404, `no game "chess"`},
		{"an unknown variant", "GET", "/new?game=sabotage&variant=giant", nil, 400, "giant"},
		{"starting an unknown game", "POST", "/games", url.Values{"game": {"chess"}}, 404, `no game "chess"`},
		{"a bad seed", "POST", "/games", url.Values{"game": {"hive"}, "seed": {"-1"}}, 400, "seed"},
		{"a bad player", "POST", "/games", url.Values{"game": {"hive"}, "player.Terran": {"genius"}}, 400, `no player "genius"`},
		{"too many iterations", "POST", "/games", url.Values{"game": {"hive"}, "player.Terran": {"ismcts-999999"}}, 400, "at most"},
		{"a bad position", "POST", "/games", url.Values{"game": {"hive"}, "position": {"[1,2]"}}, 400, "hive"},
		{"an oversize new game", "POST", "/games", url.Values{"game": {"hive"}, "position": {big}}, 413, "larger than"},
		{"an unknown id", "GET", "/game/nosuchgame", nil, 404, "no game"},
		{"a change to an unknown id", "POST", "/game/nosuchgame/play", nil, 404, "no game"},
		{"the position of an unknown id", "GET", "/game/nosuchgame/position", nil, 404, "no game"},
	} {
		var w *httptest.ResponseRecorder
		if tc.method == "GET" {
			w = c.get(tc.path)
		} else {
			w = c.post(tc.path, tc.form)
		}
		if msg := errorOf(w.Body.String()); w.Code != tc.code || !strings.Contains(msg, tc.want) {
			t.Errorf("%s: %d %q; want %d and an error containing %q", tc.name, w.Code, msg, tc.code, tc.want)
		}
	}
	// A search player in a game that cannot draw a seat's full states yet.
	g, _ := bots.Lookup("hive")
	m, _ := g.New(1)
	_, err := m.Choose(m.ToMove()[0], "ismcts-1", dice.New(1))
	w = c.post("/games", url.Values{"game": {"hive"}, "player.Znon": {"ismcts-5"}})
	if errors.Is(err, errors.ErrUnsupported) {
		if msg := errorOf(w.Body.String()); w.Code != http.StatusBadRequest || !strings.Contains(msg, "Znon") || !strings.Contains(msg, "unsupported") {
			t.Errorf("ismcts-5 in a game without Determinize: %d %q", w.Code, msg)
		}
	} else if w.Code != http.StatusSeeOther {
		t.Errorf("ismcts-5 in hive, which can search: %d %q", w.Code, errorOf(w.Body.String()))
	}
	// An oversize file, as a new game and into the game.
	for _, path := range []string{"/games", "/game/" + id + "/load"} {
		w := c.postFile(path, map[string]string{"game": "sabotage"}, "position_file", []byte(big))
		if msg := errorOf(w.Body.String()); w.Code != http.StatusRequestEntityTooLarge || !strings.Contains(msg, "larger than") {
			t.Errorf("an oversize file to %s: %d %q", path, w.Code, msg)
		}
	}
	// Changes are POSTs; a GET of one is refused.
	if w := c.get("/game/" + id + "/undo"); w.Code != http.StatusMethodNotAllowed {
		t.Errorf("GET of a change: %d", w.Code)
	}
	if w := c.post("/game/"+id, nil); w.Code != http.StatusMethodNotAllowed {
		t.Errorf("POST to a page: %d", w.Code)
	}
	// A change posted from another site's page.
	req := httptest.NewRequest(http.MethodPost, "/game/"+id+"/undo", nil)
	req.Header.Set("Origin", "http://evil.example")
	if w := c.do(req); w.Code != http.StatusForbidden {
		t.Errorf("a cross-site POST: %d", w.Code)
	}
	for _, h := range []map[string]string{
		{"Origin": "null"}, // a page with no origin to tell
		{"Sec-Fetch-Site": "cross-site"},
		{"Sec-Fetch-Site": "same-site", "Origin": "http://other.example.com"},
	} {
		req := httptest.NewRequest(http.MethodPost, "/game/"+id+"/undo", nil)
		for k, v := range h {
			req.Header.Set(k, v)
		}
		if w := c.do(req); w.Code != http.StatusForbidden {
			t.Errorf("a POST with %v: %d", h, w.Code)
		}
	}
	// The page's own forms, as a browser posts them.
	for _, h := range []map[string]string{
		{"Sec-Fetch-Site": "same-origin", "Origin": "http://example.com"},
		{"Origin": "http://example.com"}, // httptest's host
	} {
		req := httptest.NewRequest(http.MethodPost, "/game/"+id+"/advance", nil)
		for k, v := range h {
			req.Header.Set(k, v)
		}
		if w := c.do(req); w.Code != http.StatusSeeOther {
			t.Errorf("a same-origin POST with %v: %d", h, w.Code)
		}
	}
	unchanged("the requests")
}

// TestStatic: the embedded files are served, and nothing else.
func TestStatic(t *testing.T) {
	c := newClient(t, Options{})
	for _, p := range []string{"/static/app.js", "/static/style.css"} {
		if w := c.get(p); w.Code != http.StatusOK || w.Body.Len() == 0 {
			t.Errorf("GET %s: %d", p, w.Code)
		}
	}
	for _, p := range []string{
		"/static/../main.go", "/static/..%2fmain.go", "/static/%2e%2e/main.go", "/static/../../go.mod",
		"/static/..%2f..%2fgo.mod", "/main.go", "/templates/page.html", "/static/../templates/page.html",
		"/static//etc/passwd", "/static/..\\main.go", "/go.mod", "/static/nosuch.js",
	} {
		req := httptest.NewRequest(http.MethodGet, "/", nil)
		req.URL = &url.URL{Path: p, RawPath: p}
		if u, err := url.Parse(p); err == nil {
			req.URL = u
		}
		w := c.do(req)
		body := w.Body.String()
		if w.Code == http.StatusOK || strings.Contains(body, "package main") || strings.Contains(body, "module github.com") ||
			strings.Contains(body, "root:") || strings.Contains(body, "{{define") {
			t.Errorf("GET %s: %d, %.80q", p, w.Code, body)
		}
	}
}

// TestStaticRaw: request lines sent as they are over a connection (no
// client cleans them), ../ plain, encoded, double-encoded, with
// backslashes, NULs and semicolons, following redirects: nothing but the
// embedded files, and no directory listing.
func TestStaticRaw(t *testing.T) {
	srv := httptest.NewServer(NewServer(Options{}))
	defer srv.Close()
	get := func(path string) (int, string, string) {
		t.Helper()
		conn, err := net.Dial("tcp", srv.Listener.Addr().String())
		if err != nil {
			t.Fatal(err)
		}
		defer conn.Close()
		fmt.Fprintf(conn, "GET %s HTTP/1.1\r\nHost: %s\r\nConnection: close\r\n\r\n", path, srv.Listener.Addr())
		resp, err := http.ReadResponse(bufio.NewReader(conn), nil)
		if err != nil {
			return 0, "", err.Error()
		}
		defer resp.Body.Close()
		body, _ := io.ReadAll(resp.Body)
		return resp.StatusCode, resp.Header.Get("Location"), string(body)
	}
	app, err := staticFS.ReadFile("static/app.js")
	if err != nil {
		t.Fatal(err)
	}
	if code, _, body := get("/static/app.js"); code != http.StatusOK || body != string(app) {
		t.Fatalf("GET /static/app.js: %d", code)
	}
	for _, p := range []string{
		"/static/../main.go", "/static/..%2fmain.go", "/static/%2e%2e/main.go", "/static/%2e%2e%2fmain.go",
		"/static/%252e%252e%252fmain.go", "/static/.%2e/main.go", "/static/..%5cmain.go", "/static/..\\main.go",
		"/static/../../go.mod", "/static/..%2f..%2fgo.mod", "/static/%2fetc%2fpasswd", "/static//etc/passwd",
		"/static/./../main.go", "/static/app.js/../../main.go", "/static/..;/main.go", "/static/app.js%00",
		"/static/app.js%00.html", "/static/", "/static/.", "/static", "/static/%2e", "//static/../main.go",
		"/static/static/app.js", "/templates/page.html", "/main.go", "/go.mod", "/static/nosuch.js",
		"/../../../../etc/passwd", "/%2e%2e/%2e%2e/etc/passwd", "/game/..%2f..%2fmain.go", "/static/APP.JS",
	} {
		code, loc, body := get(p)
		for hops := 0; code >= 300 && code < 400 && hops < 5; hops++ {
			p = loc
			code, loc, body = get(loc)
		}
		if code == http.StatusOK || strings.Contains(body, "package main") || strings.Contains(body, "module github.com") ||
			strings.Contains(body, "root:") || strings.Contains(body, "{{define") ||
			strings.Contains(body, `href="app.js"`) {
			t.Errorf("GET %s: %d, %.80q", p, code, body)
		}
	}
}

// TestLRU: the server holds at most MaxGames games, forgetting the least
// recently used; a forgotten game's page says so.
func TestLRU(t *testing.T) {
	c := newClient(t, Options{MaxGames: 3})
	players := map[string]string{"Terran": Person, "Znon": Person}
	a := c.start("hive", "", 1, players)
	b := c.start("hive", "", 2, players)
	c.start("hive", "", 3, players)
	c.page(a) // a is now used more recently than b
	d := c.start("hive", "", 4, players)
	if got := c.s.Games(); got != 3 {
		t.Errorf("%d games held, want 3", got)
	}
	if w := c.get("/game/" + b); w.Code != http.StatusNotFound || !strings.Contains(errorOf(w.Body.String()), "forgotten") {
		t.Errorf("the least recently used game: %d %q", w.Code, errorOf(w.Body.String()))
	}
	c.page(a)
	c.page(d)
	for i := range 10 {
		c.start("hive", "", uint64(10+i), players)
	}
	if got := c.s.Games(); got != 3 {
		t.Errorf("%d games held after 13 starts, want 3", got)
	}
}

// TestPages: the start page lists the games, the new-game form their
// seats.
func TestPages(t *testing.T) {
	c := newClient(t, Options{})
	w := c.get("/")
	if w.Code != http.StatusOK {
		t.Fatal(w.Code)
	}
	for _, g := range bots.Games() {
		if !strings.HasPrefix(g.Name(), "zz-") && !strings.Contains(w.Body.String(), `value="`+g.Name()+`"`) {
			t.Errorf("the start page does not offer %s", g.Name())
		}
	}
	w = c.get("/new?game=sabotage&variant=intro")
	for _, seat := range []string{"Spy1", "Spy2", "Villain1", "Villain2"} {
		if !strings.Contains(w.Body.String(), `name="player.`+seat+`"`) {
			t.Errorf("the form does not ask who plays %s", seat)
		}
	}
}

// TestGroup: actions are grouped by their first word, or the second after
// the seat's name, in the game's order.
func TestGroup(t *testing.T) {
	got := group("Spy1", []string{"Spy1 move B2", "Spy1 plan 3", "Spy1 move C2", "pass", "Spy1"})
	want := []actionGroup{
		{"move", []string{"Spy1 move B2", "Spy1 move C2"}},
		{"plan", []string{"Spy1 plan 3"}},
		{"pass", []string{"pass"}},
		{"Spy1", []string{"Spy1"}},
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("group (-want +got):\n%s", diff)
	}
	got = group("Intruder1", []string{"I1 agent kim", "I1 agent anna", "I1 move 3,4"})
	want = []actionGroup{{"agent", []string{"I1 agent kim", "I1 agent anna"}}, {"move", []string{"I1 move 3,4"}}}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("group, one first word (-want +got):\n%s", diff)
	}
	// A verb shared by every action is not a seat: one group, never one
	// per coordinate (Spy or Die Trying's Secret Passages).
	got = group("Defender", []string{"passage 2,16", "passage 3,16", "passage 21,6"})
	want = []actionGroup{{"passage", []string{"passage 2,16", "passage 3,16", "passage 21,6"}}}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("group, one verb (-want +got):\n%s", diff)
	}
	// A long group splits by verb and piece: one group per hero moved;
	// a short one, or one whose names are choices, stays whole.
	var moves []string
	for _, h := range []string{"Frank", "Shad"} {
		for _, l := range []string{"a1", "a2", "a3", "b1", "b2"} {
			moves = append(moves, "move "+h+" "+l)
		}
	}
	got = group("Player1", append(moves, "search Frank", "end Frank"))
	want = []actionGroup{{"move Frank", moves[:5]}, {"move Shad", moves[5:]}, {"search", []string{"search Frank"}}, {"end", []string{"end Frank"}}}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("group, verb and piece (-want +got):\n%s", diff)
	}
	got = group("Terran", []string{"assign Sirius", "assign Vega"})
	want = []actionGroup{{"assign", []string{"assign Sirius", "assign Vega"}}}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("group, a shared verb (-want +got):\n%s", diff)
	}
	got = group("P1", []string{"P1 draft Scout", "P1 draft Engineer"})
	want = []actionGroup{{"draft", []string{"P1 draft Scout", "P1 draft Engineer"}}}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("group, choices (-want +got):\n%s", diff)
	}
	got = group("Terran", []string{"end"})
	if diff := cmp.Diff([]actionGroup{{"end", []string{"end"}}}, got); diff != "" {
		t.Errorf("group, one action (-want +got):\n%s", diff)
	}
}

// TestPicture: a game with an SVG picture shows it, drawn from the seat's
// view, instead of the text; a game without one shows the text.
func TestPicture(t *testing.T) {
	g, _ := bots.Lookup("hive")
	if m, _ := g.New(1); m != nil {
		if _, ok := m.Picture("Terran"); !ok {
			bots.AddPicture(hive.Game, func(v hive.State, seat hive.Seat) string {
				return `<svg xmlns="http://www.w3.org/2000/svg"><text data-token="` + seat.String() + `">` + seat.String() + `</text></svg>`
			})
		}
	}
	c := newClient(t, Options{})
	id := c.start("hive", "", 1, map[string]string{"Terran": Person, "Znon": "bot"})
	tb := c.table(id)
	page := c.page(id)
	svg, _ := tb.m.Picture("Terran")
	if !strings.Contains(page, `<div id="picture" class="picture">`+svg+`</div>`) || strings.Contains(page, `id="drawing"`) {
		t.Errorf("the page does not show Terran's picture %q:\n%s", svg, page)
	}
	// A game with no picture (if one is left: every game may have one)
	// shows the text.
	for _, name := range bots.All {
		g, _ := bots.Lookup(name)
		m, err := g.New(1)
		if err != nil {
			t.Fatal(err)
		}
		seats := m.Seats()
		if _, ok := m.Picture(seats[0]); ok {
			continue
		}
		players := map[string]string{}
		for _, s := range seats {
			players[s] = "bot"
		}
		players[seats[0]] = Person
		id = c.start(name, "", 1, players)
		if page := c.page(id); !strings.Contains(page, `<pre id="drawing" class="drawing">`) {
			t.Errorf("%s, a game with no picture: no text picture on the page", name)
		}
		break
	}
}

// TestSeedNotShown: the seed decides every hidden thing, so no page
// shows it.
func TestSeedNotShown(t *testing.T) {
	c := newClient(t, Options{})
	const seed = 987654321987
	id := c.start("sabotage", "", seed, map[string]string{"Spy1": Person, "Spy2": "bot", "Villain1": "bot", "Villain2": "bot"})
	if page := c.page(id); strings.Contains(page, fmt.Sprint(seed)) || !strings.Contains(page, "What Spy1 sees") {
		t.Error("the page shows the seed, or not Spy1's screen")
	}
}

// TestConcurrent: requests for several games, and for one game, at once
// (run with -race).
func TestConcurrent(t *testing.T) {
	c := newClient(t, Options{MaxGames: 4})
	shared := c.start("hive", "", 1, map[string]string{"Terran": Person, "Znon": "bot"})
	var wg sync.WaitGroup
	errs := make(chan error, 64)
	for g := range 8 {
		wg.Go(func() {
			serve := func(req *http.Request) *httptest.ResponseRecorder {
				w := httptest.NewRecorder()
				c.s.ServeHTTP(w, req)
				return w
			}
			form := url.Values{"game": {"hive"}, "seed": {fmt.Sprint(g)}, "player.Terran": {Person}, "player.Znon": {"random"}}
			req := httptest.NewRequest(http.MethodPost, "/games", strings.NewReader(form.Encode()))
			req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
			w := serve(req)
			id := strings.TrimPrefix(w.Header().Get("Location"), "/game/")
			for _, game := range []string{id, shared} {
				for range 5 {
					page := serve(httptest.NewRequest(http.MethodGet, "/game/"+game, nil))
					if page.Code == http.StatusNotFound {
						break // forgotten: more games than MaxGames
					}
					as := actionsOf(page.Body.String())
					if len(as) == 0 {
						errs <- fmt.Errorf("game %s: no action:\n%s", game, page.Body)
						return
					}
					form := url.Values{"seat": {"Terran"}, "action": {as[0]}}
					req := httptest.NewRequest(http.MethodPost, "/game/"+game+"/play", strings.NewReader(form.Encode()))
					req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
					// Another goroutine may have played first: a refusal is fine.
					if w := serve(req); w.Code != http.StatusSeeOther && w.Code != http.StatusBadRequest && w.Code != http.StatusNotFound {
						errs <- fmt.Errorf("play: %d", w.Code)
					}
				}
			}
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
	if n := c.s.Games(); n > 4 {
		t.Errorf("%d games held, want at most 4", n)
	}
}

// TestReplayFromSeed: the rules roll from dice.New(seed) alone and the bots
// choose with a roller of their own, so the game's seed and the actions of
// its log replay it (incursion's convention for game records), undos
// included.
func TestReplayFromSeed(t *testing.T) {
	c := newClient(t, Options{})
	const seed = 21
	id := c.start("sabotage", "intro", seed, map[string]string{"Spy1": Person, "Spy2": "random", "Villain1": "bot", "Villain2": "random"})
	for i := range 30 {
		c.playFirst(id, c.page(id))
		if i%7 == 6 {
			c.change(id, "undo", nil)
		}
	}
	tb := c.table(id)
	g, _ := bots.Lookup("sabotage")
	m, err := g.NewVariant("intro", seed)
	if err != nil {
		t.Fatal(err)
	}
	r := dice.New(seed)
	for _, e := range tb.log {
		if _, err := m.Play(e.step.Seat, e.step.Action, r); err != nil {
			t.Fatalf("replaying %s %q: %v", e.step.Seat, e.step.Action, err)
		}
	}
	want, _ := tb.m.Position()
	if got, _ := m.Position(); string(got) != string(want) {
		t.Error("the replayed game is not the game played")
	}
}

// TestHotSeatEnd: two people play the Spies of Sabotage to the end; then
// the spectator's screen shows the result, and each person may look at
// their own last screen, one at a time, but no bot's.
func TestHotSeatEnd(t *testing.T) {
	c := newClient(t, Options{})
	id := c.start("sabotage", "", 13, map[string]string{"Spy1": Person, "Spy2": Person, "Villain1": "bot", "Villain2": "random"})
	tb := c.table(id)
	for i := 0; !tb.m.Over(); i++ {
		if i > 4000 {
			t.Fatal("the game did not end")
		}
		page := c.page(id)
		if h := handoverOf(page); h != "" {
			c.change(id, "ready", url.Values{"seat": {h}})
			continue
		}
		c.playFirst(id, page)
	}
	page := c.page(id)
	if !strings.Contains(page, "What a spectator sees") || !strings.Contains(page, `class="result"`) || !strings.Contains(page, "Show Spy2's screen") {
		t.Fatalf("the end of a hot-seat game:\n%s", page)
	}
	if w := c.post("/game/"+id+"/ready", url.Values{"seat": {"Villain1"}}); w.Code != http.StatusConflict {
		t.Errorf("a bot's last screen: %d", w.Code)
	}
	c.change(id, "ready", url.Values{"seat": {"Spy2"}})
	if page := c.page(id); shownOf(page) != "Spy2" || !strings.Contains(page, "/hide") {
		t.Fatalf("Spy2's last screen: shows %q", shownOf(page))
	}
	if w := c.post("/game/"+id+"/ready", url.Values{"seat": {"Spy1"}}); w.Code != http.StatusConflict {
		t.Errorf("Spy1's screen over Spy2's: %d", w.Code)
	}
	c.change(id, "hide", nil)
	if page := c.page(id); shownOf(page) != "" {
		t.Errorf("after hide the screen shows %s", shownOf(page))
	}
	if w := c.post("/game/"+id+"/hide", nil); w.Code != http.StatusConflict {
		t.Errorf("hiding no screen: %d", w.Code)
	}
}

// TestScript runs testdata/app_check.js, a check of the page's script with
// a stand-in for the DOM, when node is installed (the module needs no
// JavaScript tool otherwise).
func TestScript(t *testing.T) {
	node, err := exec.LookPath("node")
	if err != nil {
		t.Skip("node is not installed")
	}
	out, err := exec.Command(node, "testdata/app_check.js", "static/app.js").CombinedOutput()
	if err != nil || strings.TrimSpace(string(out)) != "ok" {
		t.Errorf("node testdata/app_check.js: %v\n%s", err, out)
	}
}
