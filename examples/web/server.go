package main

import (
	"container/list"
	"crypto/rand"
	"embed"
	"encoding/binary"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"html/template"
	"io"
	"io/fs"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/examples/bots"
)

//go:embed templates/*.html
var templateFS embed.FS

//go:embed static
var staticFS embed.FS

// Options are the server's limits.
type Options struct {
	// MaxGames is the number of games held; starting one more forgets the
	// least recently used.
	MaxGames int
	// MaxBody is the largest request body read, in bytes (a position
	// file, a form).
	MaxBody int64
	// BotBudget is how long one request lets the bots act before the page
	// asks for more (and the script asks at once).
	BotBudget time.Duration
	// MaxIterations bounds the N of an "ismcts-N" player.
	MaxIterations int
	// MaxRecordActions bounds the actions of a record loaded.
	MaxRecordActions int
}

// DefaultOptions are the limits of `go run ./examples/web`.
var DefaultOptions = Options{MaxGames: 64, MaxBody: 1 << 20, BotBudget: 2 * time.Second, MaxIterations: 20000, MaxRecordActions: 20000}

// Server serves the pages; it holds at most Options.MaxGames games, least
// recently used first out.
type Server struct {
	opt  Options
	tmpl *template.Template
	mux  *http.ServeMux

	mu     sync.Mutex
	tables map[string]*list.Element // of *table
	lru    *list.List               // most recently used first
}

// NewServer returns a server with the limits opt (zero fields take the
// defaults).
func NewServer(opt Options) *Server {
	if opt.MaxGames <= 0 {
		opt.MaxGames = DefaultOptions.MaxGames
	}
	if opt.MaxBody <= 0 {
		opt.MaxBody = DefaultOptions.MaxBody
	}
	if opt.BotBudget <= 0 {
		opt.BotBudget = DefaultOptions.BotBudget
	}
	if opt.MaxIterations <= 0 {
		opt.MaxIterations = DefaultOptions.MaxIterations
	}
	if opt.MaxRecordActions <= 0 {
		opt.MaxRecordActions = DefaultOptions.MaxRecordActions
	}
	s := &Server{
		opt:    opt,
		tmpl:   template.Must(template.New("").Funcs(funcs).ParseFS(templateFS, "templates/*.html")),
		mux:    http.NewServeMux(),
		tables: map[string]*list.Element{},
		lru:    list.New(),
	}
	static, err := fs.Sub(staticFS, "static")
	if err != nil {
		panic(err)
	}
	s.mux.Handle("GET /static/{file}", staticFiles(static))
	s.mux.HandleFunc("GET /{$}", s.index)
	s.mux.HandleFunc("GET /", s.notFound)
	s.mux.HandleFunc("GET /new", s.newForm)
	s.mux.HandleFunc("POST /games", s.create)
	s.mux.HandleFunc("GET /game/{id}", s.show)
	s.mux.HandleFunc("GET /game/{id}/position", s.position)
	s.mux.HandleFunc("GET /game/{id}/record", s.recordFile)
	s.mux.HandleFunc("POST /game/{id}/{op}", s.change)
	return s
}

// ServeHTTP bounds every request body, refuses changes posted from another
// site's page, and serves.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	r.Body = http.MaxBytesReader(w, r.Body, s.opt.MaxBody)
	if r.Method == http.MethodPost && crossOrigin.Check(r) != nil {
		s.fail(w, http.StatusForbidden, errors.New("a change posted from another site's page is refused"))
		return
	}
	// No script but the page's own file: an SVG picture drawn from a
	// loaded position cannot run one even if a game forgot to escape.
	w.Header().Set("Content-Security-Policy", "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'")
	w.Header().Set("X-Content-Type-Options", "nosniff")
	w.Header().Set("X-Frame-Options", "DENY")
	// same-origin, not no-referrer: under no-referrer a browser posts the
	// page's own forms with "Origin: null", which is refused (the browser
	// test found it).
	w.Header().Set("Referrer-Policy", "same-origin")
	s.mux.ServeHTTP(w, r)
}

// staticFiles serves the page's own files, by name: one path element
// (the mux has cleaned the path, and a name holding a slash, encoded or
// not, or a dot-dot is refused), no directory listing; embed.FS holds
// nothing else to serve.
func staticFiles(files fs.FS) http.Handler {
	fsrv := http.FileServerFS(files)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		name := r.PathValue("file")
		if !fs.ValidPath(name) || strings.ContainsAny(name, `/\`) || name == "." {
			http.NotFound(w, r)
			return
		}
		if st, err := fs.Stat(files, name); err != nil || !st.Mode().IsRegular() {
			http.NotFound(w, r)
			return
		}
		r2 := r.Clone(r.Context())
		r2.URL.Path, r2.URL.RawPath = "/"+name, ""
		fsrv.ServeHTTP(w, r2)
	})
}

// notFound answers a path that is no page with a page that says so.
// A change asked for with GET is refused as the method it is not.
func (s *Server) notFound(w http.ResponseWriter, r *http.Request) {
	post := r.Clone(r.Context())
	post.Method = http.MethodPost
	if _, pattern := s.mux.Handler(post); strings.HasPrefix(pattern, "POST ") {
		w.Header().Set("Allow", http.MethodPost)
		s.fail(w, http.StatusMethodNotAllowed, fmt.Errorf("%s is a change: the page posts it", r.URL.Path))
		return
	}
	s.fail(w, http.StatusNotFound, fmt.Errorf("no page %q here: start from the list of games", r.URL.Path))
}

// crossOrigin refuses a POST that a browser says comes from another
// site's page (Sec-Fetch-Site, else an Origin that is not this host); a
// request with neither header (a program, a test) is let through.
var crossOrigin = http.NewCrossOriginProtection()

// lookup returns the game id, marking it the most recently used.
func (s *Server) lookup(id string) (*table, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	e, ok := s.tables[id]
	if !ok {
		return nil, false
	}
	s.lru.MoveToFront(e)
	return e.Value.(*table), true
}

// hold adds t, forgetting the least recently used games beyond the cap.
func (s *Server) hold(t *table) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.tables[t.id] = s.lru.PushFront(t)
	for s.lru.Len() > s.opt.MaxGames {
		old := s.lru.Back()
		s.lru.Remove(old)
		delete(s.tables, old.Value.(*table).id)
	}
}

// Games is the number of games held.
func (s *Server) Games() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.lru.Len()
}

func newID() string {
	var b [12]byte
	_, _ = rand.Read(b[:]) // crypto/rand.Read never fails
	return hex.EncodeToString(b[:])
}

// randomSeed is a seed no one can guess: it decides every hidden thing.
func randomSeed() uint64 {
	var b [8]byte
	_, _ = rand.Read(b[:])
	return binary.LittleEndian.Uint64(b[:])
}

// httpError is an error with the status to answer it with.
type httpError struct {
	status int
	err    error
}

func (e httpError) Error() string { return e.err.Error() }
func (e httpError) Unwrap() error { return e.err }

func status(err error, def int) int {
	var he httpError
	if errors.As(err, &he) {
		return he.status
	}
	var mb *http.MaxBytesError
	if errors.As(err, &mb) {
		return http.StatusRequestEntityTooLarge
	}
	return def
}

// fail answers with a page that says what went wrong.
func (s *Server) fail(w http.ResponseWriter, code int, err error) {
	var mb *http.MaxBytesError
	if errors.As(err, &mb) {
		code = http.StatusRequestEntityTooLarge
		err = fmt.Errorf("the request is larger than %d bytes", mb.Limit)
	}
	s.render(w, code, "error", errorPage{Status: code, StatusText: http.StatusText(code), Error: err.Error()})
}

func (s *Server) render(w http.ResponseWriter, code int, name string, data any) {
	var b strings.Builder
	if err := s.tmpl.ExecuteTemplate(&b, name, data); err != nil {
		http.Error(w, "rendering the page: "+err.Error(), http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(code)
	_, _ = io.WriteString(w, b.String())
}

// parseForm reads a urlencoded or multipart form within the body cap.
func parseForm(r *http.Request) error {
	if strings.HasPrefix(r.Header.Get("Content-Type"), "multipart/form-data") {
		return r.ParseMultipartForm(1 << 20)
	}
	return r.ParseForm()
}

// The start page lists the games and their variants.
func (s *Server) index(w http.ResponseWriter, r *http.Request) {
	s.render(w, http.StatusOK, "index", indexPage{Games: gameList()})
}

// newForm asks who plays each seat of a game and variant.
func (s *Server) newForm(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	p, err := s.newPage(q.Get("game"), q.Get("variant"))
	if err != nil {
		s.fail(w, status(err, http.StatusBadRequest), err)
		return
	}
	s.render(w, http.StatusOK, "new", p)
}

func (s *Server) newPage(game, variant string) (newPage, error) {
	g, err := lookupGame(game)
	if err != nil {
		return newPage{}, err
	}
	m, err := g.NewVariant(variant, 1)
	if err != nil {
		return newPage{}, fmt.Errorf("%s: %w", g.Name(), err)
	}
	p := newPage{Game: g.Name(), Title: title(g), Variant: variant, Players: []string{Person, bots.Random, bots.Bot}, MaxIterations: s.opt.MaxIterations}
	if seatable(m, bots.ISMCTS) == nil {
		p.Search = true
		p.Players = append(p.Players, "ismcts-200", "ismcts-1000")
	}
	for i, seat := range m.Seats() {
		def := bots.Bot
		if i == 0 {
			def = Person
		}
		p.Seats = append(p.Seats, seatChoice{Name: seat, Default: def})
	}
	return p, nil
}

func lookupGame(name string) (bots.Game, error) {
	g, ok := bots.Lookup(name)
	if !ok {
		var names []string
		for _, g := range bots.Games() {
			names = append(names, g.Name())
		}
		return nil, httpError{http.StatusNotFound, fmt.Errorf("no game %q (games: %s)", name, strings.Join(names, ", "))}
	}
	return g, nil
}

// player checks the player of a seat as the form gives it.
func (s *Server) player(name string) (string, error) {
	name = strings.ToLower(strings.TrimSpace(name))
	if name == "" || name == Person {
		return Person, nil
	}
	if err := bots.ParsePlayer(name); err != nil {
		return "", fmt.Errorf("%w, or %s", err, Person)
	}
	if n, ok := strings.CutPrefix(name, bots.ISMCTS+"-"); ok {
		if i, _ := strconv.Atoi(n); i > s.opt.MaxIterations {
			return "", fmt.Errorf("player %q: at most %d iterations here", name, s.opt.MaxIterations)
		}
	}
	return name, nil
}

// create starts a game: from the standard setup of a variant, from a
// position pasted or uploaded, or from a record (stepped through first).
func (s *Server) create(w http.ResponseWriter, r *http.Request) {
	t, err := s.newTable(r)
	if err != nil {
		s.fail(w, status(err, http.StatusBadRequest), err)
		return
	}
	s.hold(t)
	http.Redirect(w, r, "/game/"+t.id, http.StatusSeeOther)
}

func (s *Server) newTable(r *http.Request) (*table, error) {
	if err := parseForm(r); err != nil {
		return nil, err
	}
	rec, err := recordText(r)
	if err != nil {
		return nil, err
	}
	if rec != nil {
		return s.recordTable(rec)
	}
	g, err := lookupGame(r.FormValue("game"))
	if err != nil {
		return nil, err
	}
	variant := r.FormValue("variant")
	seed := randomSeed()
	if v := strings.TrimSpace(r.FormValue("seed")); v != "" {
		if seed, err = strconv.ParseUint(v, 10, 64); err != nil {
			return nil, fmt.Errorf("seed %q: not a whole number from 0 to %d", v, uint64(1<<64-1))
		}
	}
	pos, err := positionOf(r)
	if err != nil {
		return nil, err
	}
	var m bots.Match
	if pos != nil {
		m, err = g.Load(pos)
	} else {
		m, err = g.NewVariant(variant, seed)
	}
	if err != nil {
		return nil, err
	}
	t := &table{id: newID(), game: g, variant: variant, seed: seed, m: m, r: dice.New(seed), bots: dice.New(^seed), seats: m.Seats(), players: map[string]string{}}
	if pos != nil {
		t.variant = ""
		t.log = append(t.log, entry{note: "The game starts from a loaded position.", loaded: true})
	}
	for _, seat := range t.seats {
		p, err := s.player(r.FormValue("player." + seat))
		if err != nil {
			return nil, fmt.Errorf("%s: %w", seat, err)
		}
		if err := seatable(m, p); err != nil {
			return nil, fmt.Errorf("%s: %w", seat, err)
		}
		t.players[seat] = p
	}
	t.settle(true)
	t.advance(s.opt.BotBudget, maxSteps)
	return t, nil
}

// seatable checks that player can play in m's game: a search needs the
// game to draw full states from a seat's view, which not every game does
// yet. The probe is one decision of one iteration, applied to nothing.
func seatable(m bots.Match, player string) error {
	if !strings.HasPrefix(player, bots.ISMCTS) || m.Over() || len(m.ToMove()) == 0 {
		return nil
	}
	_, err := m.Choose(m.ToMove()[0], bots.ISMCTS+"-1", dice.New(1))
	if errors.Is(err, errors.ErrUnsupported) {
		return fmt.Errorf("player %q: %w; choose %s or %s", player, err, bots.Random, bots.Bot)
	}
	return nil
}

// maxSteps bounds the bots' actions in one request, besides the time.
const maxSteps = 100000

// positionOf is the position of a form: the file "position_file" or the
// text "position"; nil when neither is given.
func positionOf(r *http.Request) ([]byte, error) {
	return formFile(r, "position_file", "position")
}

// formFile is the content of the form's file field, or else of its text
// field, as given; nil when both are empty (or blank).
func formFile(r *http.Request, file, text string) ([]byte, error) {
	if r.MultipartForm != nil {
		if fhs := r.MultipartForm.File[file]; len(fhs) > 0 && fhs[0].Size > 0 {
			f, err := fhs[0].Open()
			if err != nil {
				return nil, err
			}
			defer f.Close()
			return io.ReadAll(f)
		}
	}
	if p := r.FormValue(text); strings.TrimSpace(p) != "" {
		return []byte(p), nil
	}
	return nil, nil
}

// show draws the screen of a game.
func (s *Server) show(w http.ResponseWriter, r *http.Request) {
	t, ok := s.lookup(r.PathValue("id"))
	if !ok {
		s.fail(w, http.StatusNotFound, errUnknownGame(r.PathValue("id")))
		return
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	s.render(w, http.StatusOK, "game", s.gamePage(t, ""))
}

func errUnknownGame(id string) error {
	return fmt.Errorf("no game %q here: games are forgotten when the server restarts or when too many newer ones are started", id)
}

// position sends the full position as a file: every seat's secrets are in
// it, so it is never shown on a page.
func (s *Server) position(w http.ResponseWriter, r *http.Request) {
	t, ok := s.lookup(r.PathValue("id"))
	if !ok {
		s.fail(w, http.StatusNotFound, errUnknownGame(r.PathValue("id")))
		return
	}
	pos, name, err := func() (json.RawMessage, string, error) {
		t.mu.Lock()
		defer t.mu.Unlock()
		pos, err := t.m.Position()
		return pos, fmt.Sprintf("%s-%d.json", t.game.Name(), t.m.Len()), err
	}()
	if err != nil {
		s.fail(w, http.StatusInternalServerError, err)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Content-Disposition", `attachment; filename="`+name+`"`)
	w.Header().Set("Cache-Control", "no-store")
	_, _ = w.Write(pos)
}

// change applies one of the changes a page posts: play, ready, undo,
// advance, load. On error the game is unchanged and the page says why.
func (s *Server) change(w http.ResponseWriter, r *http.Request) {
	t, ok := s.lookup(r.PathValue("id"))
	if !ok {
		s.fail(w, http.StatusNotFound, errUnknownGame(r.PathValue("id")))
		return
	}
	err := parseForm(r)
	op := r.PathValue("op")
	var pos []byte
	if err == nil && op == "load" {
		if pos, err = positionOf(r); err == nil && pos == nil {
			err = errors.New("load: no position given: choose a file or paste one")
		}
	}
	if err == nil && op == "record" {
		// A record starts a game of its own, at its first position; this
		// one stays as it is, under its address.
		var nt *table
		if nt, err = s.loadRecord(r); err == nil {
			s.hold(nt)
			http.Redirect(w, r, "/game/"+nt.id, http.StatusSeeOther)
			return
		}
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	if err == nil {
		if t.review != nil {
			err = s.reviewOp(t, op, r)
		} else {
			err = s.apply(t, op, r, pos)
		}
	}
	if err != nil {
		s.render(w, status(err, http.StatusBadRequest), "game", s.gamePage(t, errText(err)))
		return
	}
	http.Redirect(w, r, "/game/"+t.id, http.StatusSeeOther)
}

// loadRecord reads the record of a form and replays it.
func (s *Server) loadRecord(r *http.Request) (*table, error) {
	rec, err := recordText(r)
	if err != nil {
		return nil, err
	}
	if rec == nil {
		return nil, errors.New("record: no record given: choose a file or paste one")
	}
	return s.recordTable(rec)
}

// recordFile sends the game as a record (incursion.Record): a file with
// every secret action, never shown on a page.
func (s *Server) recordFile(w http.ResponseWriter, r *http.Request) {
	t, ok := s.lookup(r.PathValue("id"))
	if !ok {
		s.fail(w, http.StatusNotFound, errUnknownGame(r.PathValue("id")))
		return
	}
	text, name, err := func() ([]byte, string, error) {
		t.mu.Lock()
		defer t.mu.Unlock()
		if !t.recordSafe() && r.URL.Query().Get("reveal") != "1" {
			return nil, "", httpError{http.StatusForbidden, errRecordSecret}
		}
		rec, err := t.record()
		if err != nil {
			return nil, "", httpError{http.StatusConflict, err}
		}
		text, err := rec.MarshalText()
		return text, fmt.Sprintf("%s-%d.txt", t.game.Name(), len(rec.Actions)), err
	}()
	if err != nil {
		s.fail(w, status(err, http.StatusInternalServerError), err)
		return
	}
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	w.Header().Set("Content-Disposition", `attachment; filename="`+name+`"`)
	w.Header().Set("Cache-Control", "no-store")
	_, _ = w.Write(text)
}

func errText(err error) string {
	var mb *http.MaxBytesError
	if errors.As(err, &mb) {
		return fmt.Sprintf("the request is larger than %d bytes", mb.Limit)
	}
	return err.Error()
}

func (s *Server) apply(t *table, op string, r *http.Request, pos []byte) error {
	switch op {
	case "play":
		action := r.PostFormValue("action")
		if action == "" {
			action = r.PostFormValue("text")
		}
		if err := t.play(r.PostFormValue("seat"), action); err != nil {
			return err
		}
		t.settle(false)
		t.advance(s.opt.BotBudget, maxSteps)
	case "ready":
		seat := r.PostFormValue("seat")
		// During the game the screen waits for the person to decide; at
		// the end of a hot-seat game, each person may look at their own
		// last screen, one at a time.
		atEnd := t.m.Over() && len(t.persons()) > 1 && slices.Contains(t.persons(), seat)
		if t.shown != "" || seat == "" || seat != t.next() && !atEnd {
			return httpError{http.StatusConflict, fmt.Errorf("the screen is not waiting for %s: reload the page", orNobody(seat))}
		}
		t.shown = seat
	case "hide":
		if !t.m.Over() || len(t.persons()) < 2 || t.shown == "" {
			return httpError{http.StatusConflict, errors.New("hide: only a person's screen at the end of a hot-seat game is hidden by hand")}
		}
		t.shown = ""
	case "undo":
		if err := t.popUndo(); err != nil {
			return err
		}
		t.undone++
		t.settle(false)
		t.advance(s.opt.BotBudget, maxSteps)
	case "advance":
		t.advance(s.opt.BotBudget, maxSteps)
	case "load":
		l, err := t.game.Load(pos)
		if err != nil {
			return err
		}
		if err := t.load(l); err != nil {
			return err
		}
		t.advance(s.opt.BotBudget, maxSteps)
	default:
		if slices.Contains([]string{"seek", "view", "playon"}, op) {
			return httpError{http.StatusConflict, fmt.Errorf("%s: the page steps through no record", op)}
		}
		return httpError{http.StatusNotFound, fmt.Errorf("no change %q (changes: play, ready, hide, undo, advance, load, record)", op)}
	}
	return nil
}
