package bots

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/incursion/incursion"
	"github.com/incursion/incursion/dice"
)

// Add registers a game through its [incursion.Game] value alone, with the
// bots of its seats: bot(seat) is the policy of a seat, nil (or a nil bot)
// meaning incursion.Random. A bot is handed the seat's view, never the full
// state, and the seat's legal actions. It panics on a duplicate name.
func Add[S any, A, E fmt.Stringer, P incursion.Seat](g incursion.Game[S, A, E, P], bot func(seat P) incursion.Policy[S, A]) {
	mu.Lock()
	defer mu.Unlock()
	if _, dup := games[g.Name()]; dup {
		panic("bots: game registered twice: " + g.Name())
	}
	games[g.Name()] = generic[S, A, E, P]{g, bot}
}

type generic[S any, A, E fmt.Stringer, P incursion.Seat] struct {
	g   incursion.Game[S, A, E, P]
	bot func(seat P) incursion.Policy[S, A]
}

func (g generic[S, A, E, P]) Name() string       { return g.g.Name() }
func (g generic[S, A, E, P]) Title() string      { return g.g.Title() }
func (g generic[S, A, E, P]) Variants() []string { return g.g.Variants() }

func (g generic[S, A, E, P]) New(seed uint64) (Match, error) { return g.NewVariant("", seed) }

func (g generic[S, A, E, P]) NewVariant(name string, seed uint64) (Match, error) {
	s, err := g.g.New(name, dice.New(seed))
	if err != nil {
		return nil, err
	}
	return &genericMatch[S, A, E, P]{generic: g, s: s}, nil
}

type genericMatch[S any, A, E fmt.Stringer, P incursion.Seat] struct {
	generic[S, A, E, P]
	s S
	n int
}

func (m *genericMatch[S, A, E, P]) Over() bool { return m.g.Over(m.s) }
func (m *genericMatch[S, A, E, P]) Len() int   { return m.n }

func (m *genericMatch[S, A, E, P]) ToMove() []string { return names(m.g.ToMove(m.s)) }

func names[P incursion.Seat](seats []P) []string {
	out := make([]string, len(seats))
	for i, p := range seats {
		out[i] = p.String()
	}
	return out
}

// seat parses a seat name, case-insensitively, and checks it is a seat of
// this game.
func (m *genericMatch[S, A, E, P]) seat(name string) (P, error) {
	seats := m.g.Seats(m.s)
	p, err := m.g.ParseSeat(name)
	if err != nil || !slices.Contains(seats, p) {
		return p, fmt.Errorf("%s: no seat %q (seats: %s)", m.g.Name(), name, strings.Join(names(seats), ", "))
	}
	return p, nil
}

func (m *genericMatch[S, A, E, P]) Seats() []string { return names(m.g.Seats(m.s)) }

func (m *genericMatch[S, A, E, P]) Seat(name string) (string, error) {
	p, err := m.seat(name)
	if err != nil {
		return "", err
	}
	return p.String(), nil
}

func (m *genericMatch[S, A, E, P]) Returns() []float64 { return m.g.Returns(m.s) }

func (m *genericMatch[S, A, E, P]) Actions(seat string) []string {
	p, err := m.seat(seat)
	if err != nil {
		return nil
	}
	as := m.g.ActionsFor(m.s, p)
	out := make([]string, len(as))
	for i, a := range as {
		out[i] = a.String()
	}
	return out
}

func (m *genericMatch[S, A, E, P]) Bot(r dice.Roller) (Step, error) {
	seats := m.g.ToMove(m.s)
	if len(seats) == 0 {
		return Step{}, fmt.Errorf("%s: no seat to move", m.g.Name())
	}
	return m.BotFor(seats[0].String(), r)
}

func (m *genericMatch[S, A, E, P]) toMove(seat string) (P, error) {
	p, err := m.seat(seat)
	if err != nil {
		return p, err
	}
	if !slices.Contains(m.g.ToMove(m.s), p) {
		return p, fmt.Errorf("%w: %s: %s is not to move (to move: %s)", incursion.ErrIllegal, m.g.Name(), p, strings.Join(m.ToMove(), ", "))
	}
	return p, nil
}

func (m *genericMatch[S, A, E, P]) BotFor(seat string, r dice.Roller) (Step, error) {
	p, err := m.toMove(seat)
	if err != nil {
		return Step{}, err
	}
	legal := m.g.ActionsFor(m.s, p)
	if len(legal) == 0 {
		return Step{}, fmt.Errorf("%s: %s has no legal action", m.g.Name(), p)
	}
	var b incursion.Policy[S, A]
	if m.bot != nil {
		b = m.bot(p)
	}
	if b == nil {
		// incursion.Random reads no state: spare it the view.
		var none S
		return m.apply(p, incursion.Random(none, legal, r), r)
	}
	return m.apply(p, b(m.g.View(m.s, p), legal, r), r)
}

// action reads text as an action seat may play now, or says why not.
// One case rule for every game: a text that is, ignoring case, one of the
// seat's listed actions is that action ("villain2 unlock c4" is
// "Villain2 unlock C4"), whatever the game's own parser does with case.
func (m *genericMatch[S, A, E, P]) action(seat, text string) (P, A, error) {
	var a A
	p, err := m.toMove(seat)
	if err != nil {
		return p, a, err
	}
	a, err = m.g.ParseAction(text)
	if err == nil {
		err = m.g.Legal(m.s, a)
	}
	if err != nil {
		listed, ok := m.listed(p, text)
		if !ok {
			return p, a, err
		}
		a = listed
	}
	if owner := m.g.Owner(m.s, a); owner != p {
		return p, a, fmt.Errorf("%w: %s: %s is an action of %s, not of %s", incursion.ErrIllegal, m.g.Name(), a, owner, p)
	}
	return p, a, nil
}

// listed finds the listed action of p whose text is text ignoring case
// and surrounding space.
func (m *genericMatch[S, A, E, P]) listed(p P, text string) (A, bool) {
	text = strings.Join(strings.Fields(text), " ")
	for _, a := range m.g.ActionsFor(m.s, p) {
		if strings.EqualFold(a.String(), text) {
			return a, true
		}
	}
	var none A
	return none, false
}

func (m *genericMatch[S, A, E, P]) Legal(seat, text string) error {
	_, _, err := m.action(seat, text)
	return err
}

// reasonSamples is the number of states drawn consistent with a seat's view
// to decide whether Legal's reason may be told to the seat.
const reasonSamples = 12

func (m *genericMatch[S, A, E, P]) Reason(seat, text string) error {
	p, a, err := m.action(seat, text)
	if err == nil || !errors.Is(err, incursion.ErrIllegal) {
		return err // legal, or a parse error: it reads only the text
	}
	if _, perr := m.g.ParseAction(text); perr != nil {
		return perr
	}
	secret := fmt.Errorf("%w: %q is not one of %s's legal actions now", incursion.ErrIllegal, text, seat)
	if !slices.Contains(m.g.ToMove(m.s), p) {
		return err // who is to move is public
	}
	// Legal's reason is worked out on the full state. It may be told only
	// when it is the same in every state the seat cannot tell from this
	// one: drawn with Determinize from the seat's view (a fixed roller, so
	// the answer is reproducible).
	view := m.g.View(m.s, p)
	r := dice.New(uint64(m.n)*7919 + uint64(len(text)))
	for range reasonSamples {
		sample, derr := m.g.Determinize(view, p, r)
		if derr != nil {
			return secret
		}
		serr := m.g.Legal(sample, a)
		if serr == nil || serr.Error() != err.Error() {
			return secret
		}
	}
	return err
}

func (m *genericMatch[S, A, E, P]) Play(seat, text string, r dice.Roller) (Step, error) {
	p, a, err := m.action(seat, text)
	if err != nil {
		return Step{}, err
	}
	return m.apply(p, a, r)
}

func (m *genericMatch[S, A, E, P]) apply(p P, a A, r dice.Roller) (Step, error) {
	before := m.s
	next, events, err := m.g.Apply(m.s, a, r)
	if err != nil {
		return Step{}, err
	}
	seats := m.g.Seats(before)
	m.s = next
	m.n++
	st := Step{Seat: p.String(), Action: a.String(), Sentence: m.g.Describe(before, a).Sentence}
	if st.JSON, err = json.Marshal(a); err != nil {
		return st, fmt.Errorf("%s: action %s: %w", m.g.Name(), a, err)
	}
	st.VisibleTo = visible(seats, func(q P) bool { return m.g.ActionVisibleTo(before, a, q) })
	if st.VisibleTo != nil {
		pub := m.g.PublicAction(before, a)
		st.Public = pub.String()
		st.PublicSentence = m.g.Describe(before, pub).Sentence
		if st.PublicJSON, err = json.Marshal(pub); err != nil {
			return st, fmt.Errorf("%s: action %s: %w", m.g.Name(), pub, err)
		}
	}
	for _, e := range events {
		ev := Event{Text: e.String(), Sentence: m.g.Narrate(e)}
		if ev.JSON, err = json.Marshal(e); err != nil {
			return st, fmt.Errorf("%s: event %s: %w", m.g.Name(), e, err)
		}
		ev.VisibleTo = visible(seats, func(q P) bool { return m.g.VisibleTo(e, q) })
		if ev.VisibleTo != nil {
			pub := m.g.PublicEvent(e)
			ev.Public = pub.String()
			ev.PublicSentence = m.g.Narrate(pub)
			if ev.PublicJSON, err = json.Marshal(pub); err != nil {
				return st, fmt.Errorf("%s: event %s: %w", m.g.Name(), pub, err)
			}
		}
		st.Events = append(st.Events, ev)
	}
	return st, nil
}

// visible lists the seats for which sees is true; nil when that is every
// seat.
func visible[P incursion.Seat](seats []P, sees func(P) bool) []string {
	out := []string{}
	for _, q := range seats {
		if sees(q) {
			out = append(out, q.String())
		}
	}
	if len(out) == len(seats) {
		return nil
	}
	return out
}

func (m *genericMatch[S, A, E, P]) ResultText() string { return m.g.Result(m.s).String() }

func (m *genericMatch[S, A, E, P]) Result() (string, string) {
	if !m.Over() {
		return "", ""
	}
	r := m.g.Result(m.s)
	switch {
	case r.Draw:
		return Draw, r.Reason
	case len(r.Winners) == 0:
		return Nobody, r.Reason
	}
	return strings.Join(names(r.Winners), " and "), fmt.Sprint(r.Reason)
}

func (m *genericMatch[S, A, E, P]) View(seat string) (json.RawMessage, error) {
	p, err := m.seat(seat)
	if err != nil {
		p = m.g.Observer() // not a seat: a spectator's view
	}
	return json.Marshal(m.g.View(m.s, p))
}

func (m *genericMatch[S, A, E, P]) Draw(seat string) string {
	p, err := m.seat(seat)
	if err != nil {
		return m.g.Draw(m.s, m.g.Observer()) // not a seat: a spectator's picture
	}
	return m.g.Draw(m.s, p)
}
