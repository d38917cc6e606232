// Package e2e drives examples/web in a real browser: headless Chromium,
// through the Chrome DevTools Protocol (github.com/chromedp/chromedp). It is
// a module of its own, so that the main module's go test ./... and its
// dependencies stay as they are.
//
//	cd examples/web/e2e && go test ./...
//
// The test builds the web program of this checkout, starts it on a free
// localhost port, and plays a complete game of Sabotage (the introductory
// game) by clicks, two people at one screen against two bots, then steps
// through the game's record. It skips
// when no Chromium is found (set CHROMIUM to its path), unless
// E2E_REQUIRED=1.
package e2e

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"html"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/incursion/incursion"
	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/examples/bots"
	"github.com/incursion/incursion/sabotage"
)

// chromium finds the browser: $CHROMIUM, or one on the PATH.
func chromium() string {
	if p := os.Getenv("CHROMIUM"); p != "" {
		return p
	}
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome", "google-chrome-stable"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	return ""
}

// startServer builds examples/web from this checkout and starts it on a
// free port of 127.0.0.1; it returns the address ("http://127.0.0.1:N").
func startServer(t *testing.T) string {
	t.Helper()
	bin := filepath.Join(t.TempDir(), "web")
	build := exec.Command("go", "build", "-o", bin, "github.com/incursion/incursion/examples/web")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("building examples/web: %v\n%s", err, out)
	}
	cmd := exec.Command(bin, "-addr", "127.0.0.1:0")
	stderr, err := cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		_ = cmd.Process.Kill()
		_ = cmd.Wait()
	})
	lines := bufio.NewScanner(stderr)
	addr := make(chan string, 1)
	go func() {
		for lines.Scan() {
			if a, ok := strings.CutPrefix(lines.Text(), "web: serving on "); ok {
				addr <- a
			}
			t.Logf("server: %s", lines.Text())
		}
	}()
	select {
	case a := <-addr:
		return a
	case <-time.After(20 * time.Second):
		t.Fatal("the server did not say where it serves")
		return ""
	}
}

// browser starts headless Chromium with a fresh profile.
func browser(t *testing.T, path string) context.Context {
	t.Helper()
	opts := []chromedp.ExecAllocatorOption{
		chromedp.ExecPath(path),
		chromedp.Headless,
		chromedp.NoSandbox,
		chromedp.DisableGPU,
		chromedp.NoFirstRun,
		chromedp.NoDefaultBrowserCheck,
		chromedp.Flag("disable-quic", true),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.Flag("disable-dev-shm-usage", true),
		chromedp.Flag("disable-extensions", true),
		chromedp.UserDataDir(t.TempDir()),
		chromedp.WindowSize(1280, 1000),
	}
	// About 20 s on an idle machine of two cores; far more on a busy one.
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	t.Cleanup(cancel)
	ctx, cancelAlloc := chromedp.NewExecAllocator(ctx, opts...)
	t.Cleanup(cancelAlloc)
	ctx, cancelTab := chromedp.NewContext(ctx)
	t.Cleanup(cancelTab)
	return ctx
}

// screen is what the browser shows: the address, the HTML of the page
// (with what the script made of it), its text, and which screen it is.
type screen struct {
	URL      string `json:"url"`
	HTML     string `json:"html"`
	Text     string `json:"text"`
	Handover bool   `json:"handover"` // a hand-over screen
	Advance  bool   `json:"advance"`  // the bots are playing
	Play     bool   `json:"play"`     // a seat decides
	Over     bool   `json:"over"`
}

// look reads the screen in one round trip.
func look(t *testing.T, ctx context.Context) screen {
	t.Helper()
	s := eval[screen](t, ctx, `(function () {
		var q = function (sel) { return document.querySelector(sel) !== null; };
		return { url: location.href, html: document.documentElement.outerHTML, text: document.body.innerText,
			handover: q("section.handover"), advance: q("#advance"), play: q("#play"), over: q(".result") };
	})()`)
	s.HTML = html.UnescapeString(s.HTML)
	return s
}

// click clicks the element sel and waits for the page it leads to.
func click(t *testing.T, ctx context.Context, sel string) {
	t.Helper()
	resp, err := chromedp.RunResponse(ctx, chromedp.Click(chromedp.CSS(sel), chromedp.NodeVisible))
	if err != nil {
		t.Fatalf("clicking %s: %v", sel, err)
	}
	if resp.Status != http.StatusOK {
		t.Fatalf("clicking %s: %d %s", sel, resp.Status, resp.URL)
	}
}

// eval runs script in the page.
func eval[T any](t *testing.T, ctx context.Context, script string) T {
	t.Helper()
	v, err := chromedp.Run(ctx, chromedp.Evaluate[T](script))
	if err != nil {
		t.Fatalf("%s: %v", script, err)
	}
	return v
}

// has says whether the page has an element sel.
func has(t *testing.T, ctx context.Context, sel string) bool {
	t.Helper()
	return eval[bool](t, ctx, fmt.Sprintf(`document.querySelector(%q) !== null`, sel))
}

// fetch GETs a file of the server, as the referee: the test's own view of
// the full game, never the browser's.
func fetch(t *testing.T, url string) []byte {
	t.Helper()
	resp, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	if err != nil || resp.StatusCode != http.StatusOK {
		t.Fatalf("GET %s: %d %v\n%s", url, resp.StatusCode, err, body)
	}
	return body
}

// replay rebuilds the game of a record, as the referee: the match and the
// steps, in full.
func replay(t *testing.T, rec incursion.Record) (bots.Match, []bots.Step) {
	t.Helper()
	g, ok := bots.Lookup(rec.Game)
	if !ok {
		t.Fatalf("no game %s", rec.Game)
	}
	m, err := g.NewVariant(rec.Variant, rec.Seed)
	if err != nil {
		t.Fatal(err)
	}
	r := dice.New(rec.Seed)
	var steps []bots.Step
	for _, text := range rec.Actions {
		played := false
		for _, mover := range m.ToMove() {
			if m.Legal(mover, text) == nil {
				st, err := m.Play(mover, text, r)
				if err != nil {
					t.Fatal(err)
				}
				steps, played = append(steps, st), true
				break
			}
		}
		if !played {
			t.Fatalf("the record's action %q is no seat's", text)
		}
	}
	return m, steps
}

// secretsOf are what only other knows of the game, seen from seat: the
// lines of other's view that are not in seat's, and the secret actions
// and events of the log that other observes and seat does not.
func secretsOf(m bots.Match, steps []bots.Step, seat, other string) []string {
	var out []string
	for _, st := range steps {
		if st.VisibleTo != nil && slices.Contains(st.VisibleTo, other) && !slices.Contains(st.VisibleTo, seat) && st.Action != st.Public {
			out = append(out, st.Action)
		}
		for _, ev := range st.Events {
			if ev.VisibleTo != nil && slices.Contains(ev.VisibleTo, other) && !slices.Contains(ev.VisibleTo, seat) && ev.Text != ev.Public {
				out = append(out, ev.Text)
			}
		}
	}
	mine := m.Draw(seat)
	for _, l := range strings.Split(m.Draw(other), "\n") {
		if l = strings.TrimSpace(l); len(l) > 12 && !strings.Contains(mine, l) {
			out = append(out, l)
		}
	}
	return out
}

// checkNoSecrets fails when the screen of seat holds something only
// another seat knows; it returns the match as the referee sees it, and the
// number of secrets checked. The game is rebuilt from its record, which
// the server gives the referee.
func checkNoSecrets(t *testing.T, base, id string, sc screen, seat string) (bots.Match, int) {
	t.Helper()
	rec, err := incursion.ParseRecord(fetch(t, base+"/game/"+id+"/record?reveal=1"))
	if err != nil {
		t.Fatal(err)
	}
	return noSecrets(t, rec, sc, seat)
}

// noSecrets checks the screen of seat against the game of rec.
func noSecrets(t *testing.T, rec incursion.Record, sc screen, seat string) (bots.Match, int) {
	t.Helper()
	m, steps := replay(t, rec)
	// A public form may start as its secret does ("Spy1 end ?" for
	// "Spy1 end"): take the public forms out first.
	page, text := sc.HTML, sc.Text
	for _, st := range steps {
		for _, p := range append([]bots.Event{{Public: st.Public}}, st.Events...) {
			if p.Public != "" {
				page, text = strings.ReplaceAll(page, p.Public+"<", "<"), strings.ReplaceAll(text, p.Public+"\n", "\n")
			}
		}
	}
	checked := 0
	for _, other := range m.Seats() {
		if other == seat {
			continue
		}
		for _, l := range secretsOf(m, steps, seat, other) {
			checked++
			if strings.Contains(page, l) || strings.Contains(text, l) {
				t.Fatalf("%s's screen holds %q, which only %s knows:\n%s", seat, l, other, sc.Text)
			}
		}
	}
	return m, checked
}

var seatRE = regexp.MustCompile(`<h2>What (\S+) sees</h2>`)

// TestPlayInBrowser: two people play Spy2 and Villain2 of Sabotage (the
// introductory game, seed 5) at one screen against two bots, by clicks, to
// the end: hand-over screens between them that show nothing of any seat, a
// filter click on the picture, an undo, and on every screen of a seat
// nothing of what only the other seats know. The people click the action
// the game's bot would choose from their view (so the game is as short as
// the bots play it, and the same at every run). Then the game's record
// replays to the game played, and is stepped through in the browser.
func TestPlayInBrowser(t *testing.T) {
	path := chromium()
	if path == "" {
		if os.Getenv("E2E_REQUIRED") == "1" {
			t.Fatal("E2E_REQUIRED=1 but no Chromium found: install it (apt-get install chromium) or set CHROMIUM to its path")
		}
		t.Skip("no Chromium found (apt-get install chromium, or set CHROMIUM to its path): the browser test is skipped")
	}
	start := time.Now()
	base := startServer(t)
	ctx := browser(t, path)

	// The start page: Sabotage, the introductory game.
	if err := chromedp.Do(ctx, chromedp.Navigate(base+"/")); err != nil {
		t.Fatalf("opening %s with %s: %v", base, path, err)
	}
	const sab = `form:has(input[name="game"][value="sabotage"])`
	if err := chromedp.Do(ctx, chromedp.SetValue(chromedp.CSS(sab+" select"), "intro")); err != nil {
		t.Fatal(err)
	}
	click(t, ctx, sab+` button[type="submit"]`)
	// Who plays: Spy2 and Villain2 are people, Spy1 and Villain1 bots.
	for seat, who := range map[string]string{"Spy1": "bot", "Spy2": "person", "Villain1": "random", "Villain2": "person"} {
		sel := chromedp.CSS(fmt.Sprintf(`input[name="player.%s"]`, seat))
		if err := chromedp.Do(ctx, chromedp.Clear(sel), chromedp.SendKeys(sel, who)); err != nil {
			t.Fatal(err)
		}
	}
	if err := chromedp.Do(ctx, chromedp.SendKeys(chromedp.CSS(`input[name="seed"]`), "5")); err != nil {
		t.Fatal(err)
	}
	click(t, ctx, `form.new button[type="submit"]`)

	seats := []string{"Spy1", "Spy2", "Villain1", "Villain2"}
	persons := []string{"Spy2", "Villain2"}
	id := ""
	handovers, decisions, checked, filtered, undone := 0, 0, 0, 0, false
	prev := ""
	r := dice.New(7) // for the people's choices
	var tLook, tSecrets, tClick time.Duration
	defer func() { t.Logf("look %v, secrets %v, clicks %v", tLook, tSecrets, tClick) }()
	for i := 0; ; i++ {
		if i > 600 {
			t.Fatal("the game did not end after 600 screens")
		}
		t0 := time.Now()
		sc := look(t, ctx)
		tLook += time.Since(t0)
		if os.Getenv("E2E_VERBOSE") != "" {
			t.Logf("%v screen %d: %.100q", time.Since(start), i, sc.Text)
		}
		if id == "" {
			u := sc.URL[strings.Index(sc.URL, "/game/")+len("/game/"):]
			id = u
		}
		if sc.Over && !sc.Handover {
			if sc.Play {
				t.Fatal("actions offered after the end")
			}
			t.Logf("the end: %s", regexp.MustCompile(`class="result">([^<]*)<`).FindStringSubmatch(sc.HTML)[1])
			break
		}
		if sc.Advance {
			time.Sleep(200 * time.Millisecond) // the bots play on; the page asks for more
			continue
		}
		if sc.Handover {
			handovers++
			for _, bad := range []string{`id="drawing"`, `id="picture"`, `class="log"`, `class="action"`} {
				if strings.Contains(sc.HTML, bad) {
					t.Fatalf("a hand-over screen holds %s:\n%s", bad, sc.Text)
				}
			}
			// Nothing of any seat's view: the referee's position says what
			// each sees.
			g, _ := bots.Lookup("sabotage")
			m, err := g.Load(fetch(t, base+"/game/"+id+"/position"))
			if err != nil {
				t.Fatal(err)
			}
			for _, seat := range seats {
				for _, l := range strings.Split(m.Draw(seat), "\n") {
					if l = strings.TrimSpace(l); len(l) > 30 && (strings.Contains(sc.HTML, l) || strings.Contains(sc.Text, l)) {
						t.Fatalf("a hand-over screen holds a line of %s's view: %q", seat, l)
					}
				}
			}
			click(t, ctx, "section.handover button")
			prev = ""
			continue
		}
		m := seatRE.FindStringSubmatch(sc.HTML)
		if m == nil {
			t.Fatalf("neither a seat's screen, a hand-over nor the end:\n%s", sc.Text)
		}
		seat := m[1]
		if !slices.Contains(persons, seat) {
			t.Fatalf("the screen shows %s, a bot's seat", seat)
		}
		if prev != "" && prev != seat {
			t.Fatalf("the screen went from %s to %s with no hand-over", prev, seat)
		}
		prev = seat
		t0 = time.Now()
		ref, n := checkNoSecrets(t, base, id, sc, seat)
		checked += n
		tSecrets += time.Since(t0)

		// Now and then a click on the picture filters the actions.
		if decisions%5 == 2 && filtered < 6 {
			if filterClick(t, ctx) {
				filtered++
			}
		}
		// One undo, once a few actions are played: the screen comes back
		// to the same person, one action fewer (with the bots' after it).
		if !undone && decisions == 6 {
			n := actionsSoFar(t, sc)
			click(t, ctx, `form[action$="/undo"] button`)
			after := look(t, ctx)
			if got := actionsSoFar(t, after); got >= n || !strings.Contains(after.Text, "1 undone") {
				t.Fatalf("after an undo: %d actions (before: %d), and the page says %q", got, n, after.Text)
			}
			undone = true
			continue
		}
		// Click one of the actions shown.
		if !sc.Play {
			t.Fatalf("%s's screen, and no action to click:\n%s", seat, sc.Text)
		}
		// The person plays as the game's bot would, from the seat's view:
		// a game as short as the bots play it.
		choice, err := ref.Choose(seat, bots.Bot, r)
		if err != nil {
			t.Fatal(err)
		}
		if !eval[bool](t, ctx, fmt.Sprintf(`(function () {
			var b = [...document.querySelectorAll("button.action")].find(function (b) { return b.value === %q; });
			if (b) { b.setAttribute("data-pick", "1"); } return !!b; })()`, choice)) {
			t.Fatalf("%s: no button for the action %q", seat, choice)
		}
		t0 = time.Now()
		click(t, ctx, `button.action[data-pick="1"]`)
		tClick += time.Since(t0)
		decisions++
	}
	// The game is over: the referee's record replays to it.
	text := fetch(t, base+"/game/"+id+"/record")
	rec, err := incursion.ParseRecord(text)
	if err != nil {
		t.Fatal(err)
	}
	states, err := incursion.Replay(sabotage.Game, rec)
	if err != nil {
		t.Fatalf("the record of the game played does not replay: %v\n%s", err, text)
	}
	last, _ := json.Marshal(states[len(states)-1])
	if pos := fetch(t, base+"/game/"+id+"/position"); string(pos) != string(last) {
		t.Error("the record replays to another position than the game's")
	}
	if !sabotage.Game.Over(states[len(states)-1]) {
		t.Error("the record's game is not over")
	}
	t.Logf("%d decisions clicked, %d hand-overs, %d filter clicks, %d secret lines checked, %v", decisions, handovers, filtered, checked, time.Since(start))
	stepThrough(t, ctx, base, rec, text)
	t.Logf("the record stepped through and played on from; %v in all", time.Since(start))
	if handovers < 4 || decisions < 10 || filtered == 0 || checked < 20 || !undone {
		t.Errorf("too little was done: %d hand-overs, %d decisions, %d filter clicks, %d secret lines, undo %v", handovers, decisions, filtered, checked, undone)
	}
}

var lenRE = regexp.MustCompile(`· (\d+) actions`)

// actionsSoFar reads the number of actions the page says were taken.
func actionsSoFar(t *testing.T, sc screen) int {
	t.Helper()
	m := lenRE.FindStringSubmatch(sc.Text)
	if m == nil {
		t.Fatalf("no count of actions on the page:\n%s", sc.Text)
	}
	n, _ := strconv.Atoi(m[1])
	return n
}

// filterClick clicks a word of the picture that some action holds — an
// SVG element with data-token when the game draws one, else a word of the
// text picture — and checks that the filter shows only the actions that
// hold it; a second click takes it out. It reports whether it clicked.
func filterClick(t *testing.T, ctx context.Context) bool {
	t.Helper()
	sel := "#picture [data-token]"
	if !has(t, ctx, sel) {
		sel = "#drawing [data-token]"
	}
	// The first token that some action holds, as a word.
	token := eval[string](t, ctx, fmt.Sprintf(`(function () {
		var acts = [...document.querySelectorAll("button.action")].map(function (b) { return b.value.toLowerCase().split(/\s+/); });
		var els = [...document.querySelectorAll(%q)];
		els.forEach(function (e) { e.removeAttribute("data-pick"); });
		for (var e of els) {
			var w = e.getAttribute("data-token").toLowerCase();
			if (w.length > 1 && acts.filter(function (a) { return a.indexOf(w) >= 0; }).length >= 2) { e.setAttribute("data-pick", "1"); return w; }
		}
		return ""; })()`, sel))
	if token == "" {
		return false
	}
	// A place with several actions opens a menu of them; its last-but-one
	// item filters the list by the place.
	pick := chromedp.CSS(sel + `[data-pick="1"]`)
	menuFilter := func() {
		t.Helper()
		if err := chromedp.Do(ctx, chromedp.Click(pick, chromedp.NodeVisible)); err != nil {
			t.Fatalf("clicking the token %q: %v", token, err)
		}
		if !has(t, ctx, "#menu .menu-filter") {
			t.Fatalf("a click on %q, which several actions hold, opened no menu", token)
		}
		if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS("#menu .menu-filter"), chromedp.NodeVisible)); err != nil {
			t.Fatal(err)
		}
	}
	menuFilter()
	got, err := chromedp.Run(ctx, chromedp.Value(chromedp.ID("filter")))
	if err != nil || got != token {
		t.Fatalf("after a click on %q the filter holds %q (%v)", token, got, err)
	}
	shown := eval[[]string](t, ctx, `[...document.querySelectorAll("button.action")].filter(function (b) { return b.offsetParent !== null; }).map(function (b) { return b.value; })`)
	all := eval[int](t, ctx, `document.querySelectorAll("button.action").length`)
	if len(shown) == 0 {
		t.Fatalf("the filter %q shows no action", token)
	}
	for _, a := range shown {
		if !slices.Contains(strings.Fields(strings.ToLower(a)), token) {
			t.Fatalf("the filter %q shows %q", token, a)
		}
	}
	menuFilter()
	if got, _ := chromedp.Run(ctx, chromedp.Value(chromedp.ID("filter"))); got != "" {
		t.Fatalf("a second click on %q leaves the filter %q", token, got)
	}
	if n := eval[int](t, ctx, `[...document.querySelectorAll("button.action")].filter(function (b) { return b.offsetParent !== null; }).length`); n != all {
		t.Fatalf("the filter taken out, %d of %d actions shown", n, all)
	}
	return true
}

var posRE = regexp.MustCompile(`position (\d+) of (\d+)`)

// stepThrough loads the record of the game on the start page, steps
// through it by clicks (next, last, previous, a jump), looks at a position
// as Spy2 saw it, and plays on from there.
func stepThrough(t *testing.T, ctx context.Context, base string, rec incursion.Record, text []byte) {
	t.Helper()
	at := func(want int) screen {
		t.Helper()
		sc := look(t, ctx)
		m := posRE.FindStringSubmatch(sc.Text)
		if m == nil || m[1] != strconv.Itoa(want) || m[2] != strconv.Itoa(len(rec.Actions)) {
			t.Fatalf("want position %d of %d:\n%s", want, len(rec.Actions), sc.Text)
		}
		return sc
	}
	if err := chromedp.Do(ctx, chromedp.Navigate(base+"/"),
		chromedp.SetValue(chromedp.CSS(`form.record textarea[name="record"]`), string(text))); err != nil {
		t.Fatal(err)
	}
	click(t, ctx, `form.record button[type="submit"]`)
	at(0)
	click(t, ctx, "#next")
	at(1)
	click(t, ctx, "#last")
	at(len(rec.Actions))
	click(t, ctx, "#prev")
	at(len(rec.Actions) - 1)
	const jump = 12
	if err := chromedp.Do(ctx, chromedp.SetValue(chromedp.ID("jump"), strconv.Itoa(jump))); err != nil {
		t.Fatal(err)
	}
	click(t, ctx, "#go")
	at(jump)
	// As Spy2 saw it: nothing of what only the others knew then.
	if err := chromedp.Do(ctx, chromedp.SetValue(chromedp.ID("viewer"), "Spy2")); err != nil {
		t.Fatal(err)
	}
	click(t, ctx, `form[action$="/view"] button`)
	sc := at(jump)
	if m := seatRE.FindStringSubmatch(sc.HTML); m == nil || m[1] != "Spy2" {
		t.Fatalf("viewing as Spy2, the page shows:\n%s", sc.Text)
	}
	then := rec
	then.Actions, then.Result = rec.Actions[:jump], ""
	if _, n := noSecrets(t, then, sc, "Spy2"); n == 0 {
		t.Error("no secret to check at the position jumped to")
	}
	// Play on, Spy2 a person and the others bots.
	for seat, who := range map[string]string{"Spy1": "bot", "Spy2": "person", "Villain1": "bot", "Villain2": "bot"} {
		if err := chromedp.Do(ctx, chromedp.SetValue(chromedp.CSS(fmt.Sprintf(`#playon input[name="player.%s"]`, seat)), who)); err != nil {
			t.Fatal(err)
		}
	}
	click(t, ctx, `#playon button[type="submit"]`)
	sc = look(t, ctx)
	for sc.Advance {
		time.Sleep(200 * time.Millisecond)
		sc = look(t, ctx)
	}
	if m := seatRE.FindStringSubmatch(sc.HTML); (m == nil || m[1] != "Spy2" || !sc.Play) && !sc.Over {
		t.Fatalf("after playing on, not Spy2's screen:\n%s", sc.Text)
	}
	if n := actionsSoFar(t, sc); n < jump || strings.Contains(sc.HTML, `id="review"`) {
		t.Fatalf("after playing on from %d: %d actions, or still a review", jump, n)
	}
}

// shotsDir is where TestClickBoardEveryGame saves a screenshot of each
// game for a reviewer: $E2E_SHOTS, or screenshots/ beside this file.
func shotsDir() string {
	if d := os.Getenv("E2E_SHOTS"); d != "" {
		return d
	}
	return "screenshots"
}

// TestClickBoardEveryGame plays each of the five games by clicking the
// board: a person against the bots clicks a place or a piece of the
// picture; a place with one action plays it at once, one with several
// opens a menu whose item plays; the count of actions on the page grows. A screenshot of each game (with a
// menu open where one opened) is saved in shotsDir.
func TestClickBoardEveryGame(t *testing.T) {
	path := chromium()
	if path == "" {
		if os.Getenv("E2E_REQUIRED") == "1" {
			t.Fatal("E2E_REQUIRED=1 but no Chromium found: install it (apt-get install chromium) or set CHROMIUM to its path")
		}
		t.Skip("no Chromium found: the browser test is skipped")
	}
	base := startServer(t)
	ctx := browser(t, path)
	if err := os.MkdirAll(shotsDir(), 0o755); err != nil {
		t.Fatal(err)
	}
	for _, game := range []string{"spyordie", "hive", "nemesis", "sabotage", "fireteam"} {
		t.Run(game, func(t *testing.T) {
			if err := chromedp.Do(ctx, chromedp.Navigate(base+"/new?game="+game)); err != nil {
				t.Fatal(err)
			}
			if err := chromedp.Do(ctx, chromedp.SendKeys(chromedp.CSS(`input[name="seed"]`), "3")); err != nil {
				t.Fatal(err)
			}
			click(t, ctx, `form.new button[type="submit"]`)
			played, menus, listed := 0, 0, 0
			for i := 0; i < 80 && played < 3; i++ {
				sc := look(t, ctx)
				switch {
				case sc.Over && !sc.Handover:
					t.Logf("the game ended after %d clicked actions", played)
					return
				case sc.Advance:
					time.Sleep(200 * time.Millisecond)
					continue
				case sc.Handover:
					click(t, ctx, "section.handover button")
					continue
				case !sc.Play:
					t.Fatalf("neither a decision, a hand-over nor the end:\n%s", sc.Text)
				}
				before := actionsSoFar(t, sc)
				// A place or piece on the top of the picture at its centre
				// that some action holds as a whole word.
				type target struct {
					Token string  `json:"token"`
					N     int     `json:"n"`
					X     float64 `json:"x"`
					Y     float64 `json:"y"`
				}
				tg := eval[target](t, ctx, `(function () {
					// The page's rule: a game with places matches them, the others whole words of the notation.
					var described = !!document.querySelector("#groups[data-described]");
					var acts = [...document.querySelectorAll("button.action")].map(function (b) { return (described ? (b.dataset.places || "") : b.value).toLowerCase().split(/\s+/); });
					var els = [...document.querySelectorAll("#picture [data-token], #drawing [data-token]")];
					var best = null;
					for (var e of els) {
						var w = e.getAttribute("data-token").toLowerCase();
						var n = acts.filter(function (a) { return a.indexOf(w) >= 0; }).length;
						if (n === 0) { continue; }
						var r = e.getBoundingClientRect();
						if (r.width < 2 || r.height < 2) { continue; }
						var x = r.left + r.width / 2, y = r.top + r.height / 2;
						var top = document.elementFromPoint(x, y);
						top = top && top.closest("[data-token]");
						if (!top || top.getAttribute("data-token").toLowerCase() !== w) { continue; }
						var c = { token: w, n: n, x: x, y: y };
						if (best === null || (best.n > 1 && n === 1)) { best = c; }
						if (n === 1) { break; }
					}
					return best || { token: "", n: 0, x: 0, y: 0 }; })()`)
				if tg.Token == "" {
					// A choice with no place on the board (a purchase before
					// the setup): the list plays it.
					click(t, ctx, "button.action")
					listed++
					continue
				}
				// Scroll it into view first: elementFromPoint and the mouse work
				// in the viewport.
				if tg.Y < 0 || tg.Y > 950 {
					eval[bool](t, ctx, fmt.Sprintf(`window.scrollBy(0, %f) || true`, tg.Y-400))
					tg.Y = 400
				}
				if tg.N == 1 {
					if _, err := chromedp.RunResponse(ctx, chromedp.MouseClickXY(tg.X, tg.Y)); err != nil {
						t.Fatalf("clicking %q: %v", tg.Token, err)
					}
				} else {
					if err := chromedp.Do(ctx, chromedp.MouseClickXY(tg.X, tg.Y)); err != nil {
						t.Fatalf("clicking %q: %v", tg.Token, err)
					}
					if !has(t, ctx, "#menu .menu-action") {
						t.Fatalf("a click on %q, which %d actions hold, opened no menu", tg.Token, tg.N)
					}
					if menus == 0 {
						shot(t, ctx, game+"-menu")
					}
					menus++
					click(t, ctx, "#menu .menu-action")
				}
				after := look(t, ctx)
				if n := actionsSoFar(t, after); n <= before {
					t.Fatalf("a click on %q: %d actions, as before", tg.Token, n)
				}
				played++
			}
			shot(t, ctx, game)
			if played == 0 {
				t.Fatal("no action was played by clicking the board")
			}
			t.Logf("%d actions played by clicking the board, %d through a menu; %d from the list (no place on the board)", played, menus, listed)
		})
	}
}

// shot saves a screenshot of the whole page as shotsDir/name.png.
func shot(t *testing.T, ctx context.Context, name string) {
	t.Helper()
	png, err := chromedp.Run(ctx, chromedp.FullScreenshot(100))
	if err != nil {
		t.Fatalf("screenshot: %v", err)
	}
	if err := os.WriteFile(filepath.Join(shotsDir(), name+".png"), png, 0o644); err != nil {
		t.Fatal(err)
	}
}
