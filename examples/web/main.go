// Command web serves a page to play any registered game in a browser,
// against the bots or with other people at the same screen.
//
//	go run ./examples/web                     # then open http://127.0.0.1:8080
//	go run ./examples/web -addr :9000 -games 16
//
// Choose a game and a variant, and who plays each seat: a person, or a bot
// ("random", "bot" — the game's own — or "ismcts-N", the information-set
// search of package search with N iterations). The page shows what the
// seat on the screen sees (its view: the game's SVG picture when it has
// registered one with bots.AddPicture, else the text of Draw), the seat's
// legal actions grouped by their first word — filtered by typing or by
// clicking a word of the picture (an SVG picture marks what may be clicked
// with data-token attributes) — and the log as that seat sees it, secret
// actions and events of the others in their public forms (bots.Step.For).
// The bots play by themselves until a person must decide; when they take
// longer than -budget in one request, the page asks for more by itself.
// Undo takes back the last person's action and the bots' actions after it,
// with the same rolls should the same action be played again; the page
// counts the undos for everyone to see. "Save position" downloads the full
// position in the game's documented JSON format (bots.Match.Position); it
// can be loaded back into the game (bots.Game.Load validates it) or start a
// new one.
//
// Game records (incursion.Record, the text format of the package
// documentation's "Game records"): "Save record" downloads the game as one,
// with who plays each seat in its header ("human", or "bot:NAME"). Its seed
// decides every hidden thing, so it is offered plainly only once the game is
// over; mid-game only behind a "reveals every secret" confirmation
// (?reveal=1; a plain request is refused with 403). A
// record pasted or uploaded — on the start page, or from a game's page,
// which it leaves as it is — is replayed and checked action by action (a
// fault is refused with the line at fault), then stepped through: first,
// previous, next, last, or a jump to any position, as the referee (every
// action and event) or as one seat saw it; "play on from here" drops the
// actions after the position shown and goes on with the players chosen.
// A game that went through a position loaded from JSON has no record.
//
// Several persons share one screen in turn (hot seat): whenever the screen
// must change hands, a hand-over screen ("pass the screen to Spy2") shows
// nothing of any seat, and a seat's page holds only that seat's view, its
// actions and its log — never another seat's secrets. Neither does any
// page show the seed, which decides every hidden thing. The saved position
// is the exception: a file with every secret, never shown on a page. At the
// end of the game each person may look at their own last screen, one at a
// time.
//
// The rules roll from dice.New(seed) and nothing else, and the bots choose
// with a roller of their own (bots.Match.Choose, then Play), so a game's
// seed and the actions of its log replay it: the convention of the game
// records.
//
// The server holds at most -games games in memory, forgetting the least
// recently used, reads at most -maxbody bytes of a request, and replays
// records of at most 20000 actions. Every request is checked: actions
// through the match's Legal (an action text that does not parse gets the
// parse error; one that is not the seat's gets only that, since Legal's
// reason is worked out on the full state and could tell what the seat's
// view hides; the game is unchanged), positions through the game's own
// validation (json.Unmarshal of its State), records by replaying them;
// only the embedded page files are served, by name; changes are POSTs,
// and a change posted from another site's page is refused
// (http.CrossOriginProtection). It uses the standard library only and
// plain JavaScript, and holds no per-game code: it drives every game
// registered in examples/bots through the generic bots.Match.
//
// The handler tests (go test ./examples/web) drive it through
// net/http/httptest; the browser test, a module of its own in
// examples/web/e2e, plays a whole game in headless Chromium by clicks:
//
//	cd examples/web/e2e && go test ./...   # skips when no Chromium is found; E2E_REQUIRED=1 fails instead
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"time"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stderr, nil))
}

// run parses args and serves until the listener fails. ready, when not
// nil, receives the address listened on.
func run(args []string, stderr io.Writer, ready func(addr string)) int {
	fs := flag.NewFlagSet("web", flag.ContinueOnError)
	fs.SetOutput(stderr)
	addr := fs.String("addr", "127.0.0.1:8080", "the address to serve on (host:port)")
	games := fs.Int("games", DefaultOptions.MaxGames, "the most games held in memory (the least recently used are forgotten)")
	maxBody := fs.Int64("maxbody", DefaultOptions.MaxBody, "the largest request body read, in bytes")
	budget := fs.Duration("budget", DefaultOptions.BotBudget, "how long the bots play in one request before the page asks for more")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return 2
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "web: unexpected arguments %q\n", fs.Args())
		return 2
	}
	if *games < 1 || *maxBody < 1024 || *budget <= 0 {
		fmt.Fprintln(stderr, "web: -games must be at least 1, -maxbody at least 1024 and -budget positive")
		return 2
	}
	opt := DefaultOptions
	opt.MaxGames, opt.MaxBody, opt.BotBudget = *games, *maxBody, *budget
	l, err := net.Listen("tcp", *addr)
	if err != nil {
		fmt.Fprintf(stderr, "web: %v\n", err)
		return 1
	}
	fmt.Fprintf(stderr, "web: serving on http://%s\n", l.Addr())
	if ready != nil {
		ready(l.Addr().String())
	}
	srv := &http.Server{
		Handler:           NewServer(opt),
		ReadHeaderTimeout: 10 * time.Second,
		ReadTimeout:       time.Minute,
		MaxHeaderBytes:    64 << 10,
	}
	if err := srv.Serve(l); err != nil {
		fmt.Fprintf(stderr, "web: %v\n", err)
		return 1
	}
	return 0
}
