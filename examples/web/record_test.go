package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"html"
	"net/http"
	"net/http/httptest"
	"net/url"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/incursion/incursion"
	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/examples/bots"
	"github.com/incursion/incursion/sabotage"
)

// playoutRecord is the record of a game of Sabotage (intro) played by the
// bots, with its replayed states.
func playoutRecord(t *testing.T, seed uint64) (incursion.Record, []sabotage.State) {
	t.Helper()
	rec, _, err := incursion.RecordPlayout(sabotage.Game, "intro", seed, func(p sabotage.Seat) incursion.Policy[sabotage.State, sabotage.Action] {
		return bots.SabotageBot(p)
	}, dice.New(^seed), 10000)
	if err != nil {
		t.Fatal(err)
	}
	rec.Seats = []incursion.RecordSeat{{Seat: "Spy1", Player: "human:Ann"}, {Seat: "Spy2", Player: "bot"}, {Seat: "Villain1", Player: "bot:random"}, {Seat: "Villain2", Player: "ismcts-50"}}
	rec.Tags = map[string]string{"Event": "a test"}
	states, err := incursion.Replay(sabotage.Game, rec)
	if err != nil {
		t.Fatal(err)
	}
	return rec, states
}

func recordBytes(t *testing.T, rec incursion.Record) []byte {
	t.Helper()
	text, err := rec.MarshalText()
	if err != nil {
		t.Fatal(err)
	}
	return text
}

// startRecord loads a record as a new game and returns its id.
func (c *client) startRecord(text []byte) string {
	c.t.Helper()
	w := c.post("/games", url.Values{"record": {string(text)}})
	if w.Code != http.StatusSeeOther {
		c.t.Fatalf("loading a record: %d %s", w.Code, errorOf(w.Body.String()))
	}
	return strings.TrimPrefix(w.Header().Get("Location"), "/game/")
}

var posRE = regexp.MustCompile(`position <strong id="pos">(\d+)</strong> of (\d+)`)

// reviewPos is the position a review page shows, and the record's length.
func reviewPos(t *testing.T, page string) (pos, n int) {
	t.Helper()
	m := posRE.FindStringSubmatch(page)
	if m == nil {
		t.Fatalf("not a review page:\n%s", page)
	}
	pos, _ = strconv.Atoi(m[1])
	n, _ = strconv.Atoi(m[2])
	return pos, n
}

// TestRecordStepThrough: a record loaded (pasted or as a file) is stepped
// through: first, next, previous, last and a jump; at each position the
// game is the state incursion.Replay gives, and the log holds the actions
// before it.
func TestRecordStepThrough(t *testing.T) {
	rec, states := playoutRecord(t, 4)
	for len(rec.Actions) <= 2*checkpointEvery+5 {
		rec, states = playoutRecord(t, rec.Seed+1)
	}
	n := len(rec.Actions)
	c := newClient(t, Options{})
	pasted := c.startRecord(recordBytes(t, rec))
	w := c.postFile("/games", nil, "record_file", recordBytes(t, rec))
	if w.Code != http.StatusSeeOther {
		t.Fatalf("a record file: %d %s", w.Code, errorOf(w.Body.String()))
	}
	for _, id := range []string{pasted, strings.TrimPrefix(w.Header().Get("Location"), "/game/")} {
		tb := c.table(id)
		at := func(want int) {
			t.Helper()
			page := c.page(id)
			if pos, all := reviewPos(t, page); pos != want || all != n {
				t.Fatalf("the page shows position %d of %d, want %d of %d", pos, all, want, n)
			}
			got, _ := tb.m.Position()
			wantJSON, _ := json.Marshal(states[want])
			if string(got) != string(wantJSON) {
				t.Fatalf("position %d: the game is not the replayed state", want)
			}
			if lines := strings.Count(page, "<li value="); lines != min(want, maxLog) {
				t.Fatalf("position %d: %d log lines", want, lines)
			}
			if want > 0 && !strings.Contains(html.UnescapeString(page), rec.Actions[want-1]) {
				t.Fatalf("position %d: the log does not hold action %q", want, rec.Actions[want-1])
			}
			if len(actionsOf(page)) != 0 {
				t.Fatalf("position %d: actions offered while stepping through a record", want)
			}
		}
		at(0)
		seek := func(pos string) { c.change(id, "seek", url.Values{"pos": {pos}}) }
		for i := 1; i <= 3; i++ {
			seek(strconv.Itoa(i))
			at(i)
		}
		for _, p := range []int{checkpointEvery - 1, checkpointEvery, checkpointEvery + 1, 2*checkpointEvery + 5, n, n - 1, 1, 0} {
			seek(" " + strconv.Itoa(p) + " ")
			at(p)
		}
		if page := c.page(id); !strings.Contains(page, "Event: a test") || !strings.Contains(page, "Spy1: person") || !strings.Contains(page, "Villain1: random") {
			t.Errorf("the page does not show the record's header:\n%s", page)
		}
	}
}

// TestRecordSaveAndReplay: a game played on the page (with an undo) saves
// as a record with the players in the header, which incursion.Replay
// accepts and which loads back to the same game.
func TestRecordSaveAndReplay(t *testing.T) {
	c := newClient(t, Options{})
	id := c.start("sabotage", "intro", 33, map[string]string{"Spy1": Person, "Spy2": "random", "Villain1": "bot", "Villain2": "random"})
	for i := range 12 {
		c.playFirst(id, c.page(id))
		if i == 5 {
			c.change(id, "undo", nil)
		}
	}
	w := c.get("/game/" + id + "/record?reveal=1")
	if w.Code != http.StatusOK || !strings.HasPrefix(w.Header().Get("Content-Type"), "text/plain") ||
		!strings.Contains(w.Header().Get("Content-Disposition"), "attachment") {
		t.Fatalf("GET record: %d %v", w.Code, w.Header())
	}
	rec, err := incursion.ParseRecord(w.Body.Bytes())
	if err != nil {
		t.Fatalf("%v\n%s", err, w.Body)
	}
	wantSeats := []incursion.RecordSeat{{Seat: "Spy1", Player: "human"}, {Seat: "Spy2", Player: "bot:random"}, {Seat: "Villain1", Player: "bot:bot"}, {Seat: "Villain2", Player: "bot:random"}}
	if diff := cmp.Diff(wantSeats, rec.Seats); diff != "" {
		t.Errorf("the record's seats (-want +got):\n%s", diff)
	}
	tb := c.table(id)
	if rec.Game != "sabotage" || rec.Variant != "intro" || rec.Seed != 33 || len(rec.Actions) != tb.m.Len() || rec.Result != "not over" || rec.Date == "" {
		t.Errorf("the record's header: %+v, %d actions for %d", rec, len(rec.Actions), tb.m.Len())
	}
	states, err := incursion.Replay(sabotage.Game, rec)
	if err != nil {
		t.Fatal(err)
	}
	got, _ := json.Marshal(states[len(states)-1])
	if want, _ := tb.m.Position(); string(got) != string(want) {
		t.Error("the record does not replay to the game played")
	}
	// Loaded back, at its last position: the same game, the same players.
	back := c.startRecord(w.Body.Bytes())
	c.change(back, "seek", url.Values{"pos": {strconv.Itoa(len(rec.Actions))}})
	bt := c.table(back)
	if got, _ := bt.m.Position(); string(got) != string(mustPosition(t, tb.m)) {
		t.Error("the record loaded back is not the game played")
	}
	if diff := cmp.Diff(tb.players, bt.players); diff != "" {
		t.Errorf("the players read back (-want +got):\n%s", diff)
	}
}

func mustPosition(t *testing.T, m bots.Match) []byte {
	t.Helper()
	p, err := m.Position()
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// TestRecordPlayOn: "play on from here" drops the actions after the
// position and lets the person play; the record saved then holds the
// record's actions up to the position, then the new ones, and keeps the
// record's tags.
func TestRecordPlayOn(t *testing.T) {
	rec, _ := playoutRecord(t, 6)
	c := newClient(t, Options{})
	id := c.startRecord(recordBytes(t, rec))
	const from = 20
	c.change(id, "seek", url.Values{"pos": {strconv.Itoa(from)}})
	tb := c.table(id)
	// Play on with Spy1 the person; the bots play until Spy1 decides.
	form := url.Values{"player.Spy1": {Person}, "player.Spy2": {"bot"}, "player.Villain1": {"random"}, "player.Villain2": {"bot"}}
	c.change(id, "playon", form)
	if tb.review != nil {
		t.Fatal("still stepping through the record after playing on")
	}
	page := c.page(id)
	if shownOf(page) != "Spy1" || len(actionsOf(page)) == 0 || strings.Contains(page, `id="review"`) {
		t.Fatalf("after playing on, not Spy1's screen with actions:\n%s", page)
	}
	c.playFirst(id, page)
	c.change(id, "undo", nil)
	c.playFirst(id, c.page(id))
	w := c.get("/game/" + id + "/record?reveal=1")
	saved, err := incursion.ParseRecord(w.Body.Bytes())
	if err != nil {
		t.Fatalf("%v\n%s", err, w.Body)
	}
	if diff := cmp.Diff(rec.Actions[:from], saved.Actions[:from]); diff != "" {
		t.Errorf("the saved record's first actions (-want +got):\n%s", diff)
	}
	if len(saved.Actions) <= from || saved.Tags["Event"] != "a test" || saved.Seed != rec.Seed {
		t.Errorf("the saved record: %d actions, tags %v, seed %d", len(saved.Actions), saved.Tags, saved.Seed)
	}
	if _, err := incursion.Replay(sabotage.Game, saved); err != nil {
		t.Errorf("the saved record does not replay: %v", err)
	}
	// At the end of a finished record, there is nothing to play on.
	id = c.startRecord(recordBytes(t, rec))
	c.change(id, "seek", url.Values{"pos": {strconv.Itoa(len(rec.Actions))}})
	if w := c.post("/game/"+id+"/playon", form); w.Code != http.StatusConflict || !strings.Contains(errorOf(w.Body.String()), "over") {
		t.Errorf("playing on after the end: %d %q", w.Code, errorOf(w.Body.String()))
	}
}

// TestRecordViewer: stepping through as a seat shows that seat's view and
// log only; as the referee, every action.
func TestRecordViewer(t *testing.T) {
	rec, _ := playoutRecord(t, 8)
	c := newClient(t, Options{})
	id := c.startRecord(recordBytes(t, rec))
	tb := c.table(id)
	checked := 0
	for pos := 0; pos <= len(rec.Actions); pos += 7 {
		c.change(id, "seek", url.Values{"pos": {strconv.Itoa(pos)}})
		for _, seat := range tb.seats {
			c.change(id, "view", url.Values{"viewer": {seat}})
			page := html.UnescapeString(c.page(id))
			if shownOf(page) != seat {
				t.Fatalf("viewing as %s, the page shows %q", seat, shownOf(page))
			}
			// A public form may start as the secret does ("Spy1 end ?"
			// for "Spy1 end"): take them out first.
			// So may a public sentence ("Spy1 ends the turn behind the
			// screen").
			for _, e := range tb.log {
				for _, pub := range append([]bots.Event{{Public: e.step.Public, PublicSentence: e.step.PublicSentence}}, e.step.Events...) {
					if pub.Public != "" {
						page = strings.ReplaceAll(page, pub.Public+"<", "<")
					}
					if pub.PublicSentence != "" {
						page = strings.ReplaceAll(page, pub.PublicSentence, "")
					}
				}
			}
			for _, other := range tb.seats {
				if other == seat {
					continue
				}
				for _, l := range secretLines(tb, other, seat) {
					checked++
					if strings.Contains(page, l) {
						t.Fatalf("position %d as %s: the page holds %q, which only %s sees", pos, seat, l, other)
					}
				}
			}
		}
	}
	c.change(id, "view", url.Values{"viewer": {""}})
	c.change(id, "seek", url.Values{"pos": {strconv.Itoa(len(rec.Actions))}})
	page := html.UnescapeString(c.page(id))
	for i, a := range rec.Actions {
		if !strings.Contains(page, a) {
			t.Fatalf("the referee's log does not hold action %d %q", i+1, a)
		}
	}
	if checked < 20 {
		t.Errorf("only %d secret lines checked", checked)
	}
}

// TestRecordBad: a record at fault is refused with the line at fault,
// whether it starts a game or is loaded from a game's page (which is left
// as it was); changes that belong to a review are refused elsewhere, and
// the others during one.
func TestRecordBad(t *testing.T) {
	rec, _ := playoutRecord(t, 9)
	good := string(recordBytes(t, rec))
	lines := strings.Split(good, "\n")
	actionLine := func(i int) int { // the line (from 1) of action i (from 1)
		for n, l := range lines {
			if strings.HasPrefix(l, strconv.Itoa(i)+". ") {
				return n + 1
			}
		}
		t.Fatalf("no action %d", i)
		return 0
	}
	replace := func(old, new string) string {
		if !strings.Contains(good, old) {
			t.Fatalf("no %q in the record", old)
		}
		return strings.Replace(good, old, new, 1)
	}
	illegal := actionLine(5)
	swapped := strings.Join(append(append(append([]string{}, lines[:illegal-1]...), "5. "+rec.Actions[0]), lines[illegal:]...), "\n")
	c := newClient(t, Options{MaxRecordActions: 200})
	long, _ := playoutRecord(t, 10)
	for len(long.Actions) <= 200 {
		long, _ = playoutRecord(t, long.Seed+100)
	}
	for _, tc := range []struct {
		name, text string
		line       int
		want       string
	}{
		{"no header", "1. Spy1 character Hacker\n", 1, "Game: NAME"},
		{"an unknown game", replace("Game: sabotage", "Game: chess"), 1, `no game "chess"`},
		{"an unknown variant", replace("Variant: intro", "Variant: giant"), 2, "giant"},
		{"a bad seed", replace("Seed: 9", "Seed: -9"), 3, "seed"},
		{"an unknown seat", replace("Seat: Spy2 bot", "Seat: Spy7 bot"), 5, "Spy7"},
		{"an action that does not parse", replace("\n3. ", "\n3. fly to the moon "), actionLine(3), "action 3"},
		{"an illegal action", swapped, illegal, "action 5"},
		{"a wrong result", replace("Result: "+rec.Result, "Result: nobody won"), 8, "the game replayed gives"},
		{"a misnumbered action", replace("\n4. ", "\n40. "), actionLine(4), "numbered 40"},
		{"not UTF-8", good + "\xff\n", 0, "UTF-8"},
		{"too many actions", string(recordBytes(t, long)), 0, "more than 200 actions"},
	} {
		want := tc.want
		if tc.line > 0 {
			want = fmt.Sprintf("record: line %d ", tc.line)
		}
		// As a new game.
		w := c.post("/games", url.Values{"record": {tc.text}})
		msg := errorOf(w.Body.String())
		if w.Code != http.StatusBadRequest || !strings.Contains(msg, want) || !strings.Contains(msg, tc.want) {
			t.Errorf("%s, new game: %d %q; want 400 and %q, %q", tc.name, w.Code, msg, want, tc.want)
		}
		// From a game's page: the game is unchanged, and the page says why.
		id := c.start("hive", "", 1, map[string]string{"Terran": Person, "Znon": "bot"})
		before := mustPosition(t, c.table(id).m)
		held := c.s.Games()
		w = c.postFile("/game/"+id+"/record", nil, "record_file", []byte(tc.text))
		msg = errorOf(w.Body.String())
		if w.Code != http.StatusBadRequest || !strings.Contains(msg, want) || !strings.Contains(w.Body.String(), "What Terran sees") {
			t.Errorf("%s, from a game: %d %q; want 400 and %q on the game's page", tc.name, w.Code, msg, want)
		}
		if string(mustPosition(t, c.table(id).m)) != string(before) || c.s.Games() != held {
			t.Errorf("%s: the game changed, or a game was added", tc.name)
		}
	}
	// An empty form.
	id := c.start("hive", "", 1, map[string]string{"Terran": Person, "Znon": "bot"})
	if w := c.post("/game/"+id+"/record", url.Values{"record": {" \n "}}); w.Code != http.StatusBadRequest || !strings.Contains(errorOf(w.Body.String()), "no record given") {
		t.Errorf("no record: %d %q", w.Code, errorOf(w.Body.String()))
	}
	// A good record from a game's page starts a game of its own.
	w := c.post("/game/"+id+"/record", url.Values{"record": {good}})
	if w.Code != http.StatusSeeOther || w.Header().Get("Location") == "/game/"+id {
		t.Errorf("a good record from a game's page: %d to %q", w.Code, w.Header().Get("Location"))
	}
	// Review changes outside a review, and game changes in one.
	for _, op := range []string{"seek", "view", "playon"} {
		if w := c.post("/game/"+id+"/"+op, url.Values{"pos": {"1"}}); w.Code != http.StatusConflict || !strings.Contains(errorOf(w.Body.String()), "no record") {
			t.Errorf("%s outside a review: %d %q", op, w.Code, errorOf(w.Body.String()))
		}
	}
	rid := c.startRecord([]byte(good))
	rt := c.table(rid)
	for _, tc := range []struct {
		op   string
		form url.Values
		code int
		want string
	}{
		{"seek", url.Values{"pos": {"-1"}}, 400, "no position -1"},
		{"seek", url.Values{"pos": {strconv.Itoa(len(rec.Actions) + 1)}}, 400, "no position"},
		{"seek", url.Values{"pos": {"3x"}}, 400, "not a position"},
		{"seek", nil, 400, "not a position"},
		{"view", url.Values{"viewer": {"Villain9"}}, 400, "no seat"},
		{"playon", url.Values{"player.Spy1": {"genius"}}, 400, "genius"},
		{"play", url.Values{"seat": {"Spy1"}, "action": {rec.Actions[0]}}, 409, "play on"},
		{"undo", nil, 409, "play on"},
		{"advance", nil, 409, "play on"},
		{"load", url.Values{"position": {"{}"}}, 409, "play on"},
		{"explode", nil, 404, "no change"},
	} {
		w := c.post("/game/"+rid+"/"+tc.op, tc.form)
		if msg := errorOf(w.Body.String()); w.Code != tc.code || !strings.Contains(msg, tc.want) {
			t.Errorf("%s %v in a review: %d %q; want %d and %q", tc.op, tc.form, w.Code, msg, tc.code, tc.want)
		}
		if rt.review == nil || rt.review.pos != 0 || rt.m.Len() != 0 {
			t.Fatalf("%s %v changed the review", tc.op, tc.form)
		}
	}
}

// TestRecordOfLoadedPosition: a game that went through a position loaded
// from a file has no record; undoing the load gives it back.
func TestRecordOfLoadedPosition(t *testing.T) {
	c := newClient(t, Options{})
	id := c.start("sabotage", "", 3, map[string]string{"Spy1": Person, "Spy2": "bot", "Villain1": "bot", "Villain2": "bot"})
	pos := mustPosition(t, c.table(id).m)
	if !strings.Contains(c.page(id), `id="save-record-reveal"`) {
		t.Error("no \"Save record now\" on the page of a game started here")
	}
	c.change(id, "load", url.Values{"position": {string(pos)}})
	if page := c.page(id); strings.Contains(page, `id="save-record`) || !strings.Contains(page, "has no record") {
		t.Error("\"Save record\" offered after a position was loaded")
	}
	w := c.get("/game/" + id + "/record?reveal=1")
	if msg := errorOf(w.Body.String()); w.Code != http.StatusConflict || !strings.Contains(msg, "position loaded") {
		t.Errorf("the record of a loaded position: %d %q", w.Code, msg)
	}
	c.change(id, "undo", nil)
	if w := c.get("/game/" + id + "/record?reveal=1"); w.Code != http.StatusOK {
		t.Errorf("the record after undoing the load: %d %q", w.Code, errorOf(w.Body.String()))
	}
	w = c.post("/games", url.Values{"game": {"sabotage"}, "position": {string(pos)}})
	nid := strings.TrimPrefix(w.Header().Get("Location"), "/game/")
	if w := c.get("/game/" + nid + "/record?reveal=1"); w.Code != http.StatusConflict {
		t.Errorf("the record of a game started from a position: %d", w.Code)
	}
	if w := c.get("/game/nosuchgame/record"); w.Code != http.StatusNotFound {
		t.Errorf("the record of an unknown game: %d", w.Code)
	}
	var re *incursion.RecordError
	_, err := c.s.recordTable([]byte("Game: sabotage\nSeed: 1\n\n1. nonsense\n"))
	if !errors.As(err, &re) || re.Line != 4 {
		t.Errorf("recordTable of a bad action: %v", err)
	}
}

// TestBadInputPages: more bad requests, each answered with a page that
// says what is wrong, the game unchanged; text from a request or a record
// is escaped on the page.
func TestBadInputPages(t *testing.T) {
	c := newClient(t, Options{})
	id := c.start("sabotage", "", 3, map[string]string{"Spy1": Person, "Spy2": "bot", "Villain1": "bot", "Villain2": "bot"})
	tb := c.table(id)
	before := mustPosition(t, tb.m)
	for _, tc := range []struct {
		name, op string
		form     url.Values
		code     int
		want     string
	}{
		{"an action not UTF-8", "play", url.Values{"seat": {"Spy1"}, "text": {"Spy1 \xff\xfe"}}, 400, ""},
		{"a script as an action", "play", url.Values{"seat": {"Spy1"}, "text": {"<script>alert(1)</script>"}}, 400, ""},
		{"a script as a seat", "ready", url.Values{"seat": {"<script>alert(1)</script>"}}, 409, "not waiting"},
		{"a record with a script", "record", url.Values{"record": {"Game: <script>alert(1)</script>\nSeed: 1\n"}}, 400, "line 1"},
	} {
		w := c.post("/game/"+id+"/"+tc.op, tc.form)
		body := w.Body.String()
		if msg := errorOf(body); w.Code != tc.code || msg == "" || !strings.Contains(msg, tc.want) {
			t.Errorf("%s: %d %q; want %d and %q", tc.name, w.Code, msg, tc.code, tc.want)
		}
		if strings.Contains(body, "<script>alert") {
			t.Errorf("%s: the page holds the script unescaped", tc.name)
		}
		if string(mustPosition(t, tb.m)) != string(before) {
			t.Fatalf("%s changed the game", tc.name)
		}
	}
	// A bad multipart body.
	req := httptest.NewRequest(http.MethodPost, "/game/"+id+"/load", strings.NewReader("--x\r\nnonsense"))
	req.Header.Set("Content-Type", "multipart/form-data; boundary=x")
	if w := c.do(req); w.Code != http.StatusBadRequest || errorOf(w.Body.String()) == "" {
		t.Errorf("a bad multipart body: %d %q", w.Code, errorOf(w.Body.String()))
	}
	for _, tc := range []struct{ path, want string }{
		{"/no/such/page", "no page"},
		{"/new?game=sabotage&variant=%3Cscript%3Ealert(1)%3C/script%3E", "variant"},
		{"/new?game=%3Cscript%3Ealert(1)%3C/script%3E", "no game"},
	} {
		w := c.get(tc.path)
		if msg := errorOf(w.Body.String()); w.Code/100 != 4 || !strings.Contains(msg, tc.want) || strings.Contains(w.Body.String(), "<script>alert") {
			t.Errorf("GET %s: %d %q", tc.path, w.Code, msg)
		}
	}
	if w := c.get("/game/" + id + "/seek"); w.Code != http.StatusMethodNotAllowed || w.Header().Get("Allow") != "POST" {
		t.Errorf("GET of a change: %d, Allow %q", w.Code, w.Header().Get("Allow"))
	}
	// A record's header, shown on the page, escaped.
	rec, _ := playoutRecord(t, 4)
	rec.Tags = map[string]string{"Event": "<script>alert(1)</script>"}
	rec.Seats[0].Player = `"><img src=x onerror=alert(1)>`
	rid := c.startRecord(recordBytes(t, rec))
	page := c.page(rid)
	if strings.Contains(page, "<script>alert") || strings.Contains(page, "<img src=x") || !strings.Contains(page, "Event: &lt;script&gt;") {
		t.Errorf("a record's header on the page is not escaped:\n%s", page)
	}
	// A seek far out of range.
	if w := c.post("/game/"+rid+"/seek", url.Values{"pos": {"99999999999999999999999"}}); w.Code != http.StatusBadRequest {
		t.Errorf("a huge position: %d %q", w.Code, errorOf(w.Body.String()))
	}
}

// TestRecordOnlyOnceOver (issue 20.15): mid-game a record's seed decides
// every hidden thing, so the shared hot-seat screen offers it plainly only
// once the game is over; before that only behind an explicit "reveals
// every secret" link that asks for confirmation, and the server refuses a
// plain request.
func TestRecordOnlyOnceOver(t *testing.T) {
	c := newClient(t, Options{})
	id := c.start("sabotage", "intro", 5, map[string]string{"Spy1": Person, "Spy2": "bot", "Villain1": "bot", "Villain2": "bot"})
	page := c.page(id)
	if strings.Contains(page, `id="save-record"`) || !strings.Contains(page, `id="save-record-reveal"`) || !strings.Contains(page, `data-confirm=`) {
		t.Error("mid-game: want only the confirmed \"Save record now (reveals every secret)\" link")
	}
	w := c.get("/game/" + id + "/record")
	if msg := errorOf(w.Body.String()); w.Code != http.StatusForbidden || !strings.Contains(msg, "reveal=1") || strings.Contains(w.Body.String(), "Seed: 5") {
		t.Errorf("a plain mid-game record request: %d %q", w.Code, msg)
	}
	if w := c.get("/game/" + id + "/record?reveal=1"); w.Code != http.StatusOK || !strings.Contains(w.Body.String(), "Seed: 5") {
		t.Errorf("a confirmed mid-game record request: %d", w.Code)
	}
	for i := 0; i < 2000; i++ {
		page := c.page(id)
		if strings.Contains(page, `class="result"`) {
			break
		}
		c.playFirst(id, page)
	}
	if !c.table(id).m.Over() {
		t.Fatal("the game did not end")
	}
	if page := c.page(id); !strings.Contains(page, `id="save-record"`) {
		t.Error("no plain \"Save record\" once the game is over")
	}
	if w := c.get("/game/" + id + "/record"); w.Code != http.StatusOK {
		t.Errorf("the record of a finished game: %d %q", w.Code, errorOf(w.Body.String()))
	}
}
