// Package notation is the lexer under every game's ParseAction: the text
// notation of actions is words and numbers separated by spaces, read left
// to right, and every error is an [incursion.ParseError] that says what was
// found where and what was expected.
package notation

import (
	"strconv"
	"strings"

	"github.com/incursion/incursion"
)

// Scanner reads the space-separated tokens of one action's text.
type Scanner struct {
	game, text string
	pos        int // byte offset of the next unread character
	last       int // byte offset of the last token read
}

// New returns a Scanner over text for the game named game.
func New(game, text string) *Scanner { return &Scanner{game: game, text: text} }

// Text returns the whole input.
func (s *Scanner) Text() string { return s.text }

func (s *Scanner) skip() {
	for s.pos < len(s.text) && isSpace(s.text[s.pos]) {
		s.pos++
	}
}

func isSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' }

// Peek returns the next token without reading it; "" at the end.
func (s *Scanner) Peek() string {
	s.skip()
	end := s.pos
	for end < len(s.text) && !isSpace(s.text[end]) {
		end++
	}
	return s.text[s.pos:end]
}

// Next reads the next token; "" at the end of the input.
func (s *Scanner) Next() string {
	tok := s.Peek()
	s.last = s.pos
	s.pos += len(tok)
	return tok
}

// Rest reads everything left, trimmed of spaces.
func (s *Scanner) Rest() string {
	s.skip()
	s.last = s.pos
	rest := strings.TrimRight(s.text[s.pos:], " \t\r\n")
	s.pos = len(s.text)
	return rest
}

// Done reports whether nothing but spaces is left.
func (s *Scanner) Done() bool { return s.Peek() == "" }

// Err returns the ParseError for the token last read (tok), which is not
// what was wanted.
func (s *Scanner) Err(tok, want string) error {
	at := s.last
	if tok == "" {
		at = len(s.text)
	}
	return &incursion.ParseError{Game: s.game, Text: s.text, At: at, Got: tok, Want: want}
}

// End returns nil when the whole input was read, or the error for the
// first token left over.
func (s *Scanner) End() error {
	if tok := s.Next(); tok != "" {
		return s.Err(tok, "the end of the action")
	}
	return nil
}

// Word reads the next token and returns the index of the word in words it
// equals, case-insensitively; want names what was expected.
func (s *Scanner) Word(want string, words ...string) (int, error) {
	tok := s.Next()
	for i, w := range words {
		if strings.EqualFold(tok, w) {
			return i, nil
		}
	}
	return 0, s.Err(tok, want)
}

// Int reads a decimal integer in [lo, hi].
func (s *Scanner) Int(want string, lo, hi int) (int, error) {
	tok := s.Next()
	n, err := strconv.Atoi(tok)
	if err != nil || n < lo || n > hi {
		return 0, s.Err(tok, want)
	}
	return n, nil
}

// Read reads the next token with parse, which reports whether the token is
// a T; want names what was expected.
func Read[T any](s *Scanner, want string, parse func(tok string) (T, bool)) (T, error) {
	tok := s.Next()
	v, ok := parse(tok)
	if !ok {
		var zero T
		return zero, s.Err(tok, want)
	}
	return v, nil
}

// Lookup returns the index of the name that equals text
// case-insensitively, or -1: the parse of every enum's name.
func Lookup(text string, names []string) int {
	for i, n := range names {
		if strings.EqualFold(text, n) {
			return i
		}
	}
	return -1
}
