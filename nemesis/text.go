package nemesis

import (
	"fmt"
	"strings"
)

// Enums are words in JSON (the position format): seats "P1".."P5" ("none"
// for no seat, "Observer"), phases, statuses, pending decisions and
// Tactical Gear tokens by name.

var pendingNames = [...]string{"none", "keep", "hits", "melee", "discard", "swap", "pay", "trade", "consent", "gear", "repel", "react", "order", "armor", "allow"}

func (p Pending) String() string {
	if p < 0 || int(p) >= len(pendingNames) {
		return "?"
	}
	return pendingNames[p]
}

func textEnum[T ~int8](names []string, what string, data []byte) (T, error) {
	for i, n := range names {
		if strings.EqualFold(n, string(data)) {
			return T(i), nil
		}
	}
	return 0, fmt.Errorf("nemesis: unknown %s %q (want one of %s)", what, data, strings.Join(names, ", "))
}

func (p Phase) MarshalText() ([]byte, error) {
	if p < 0 || int(p) >= len(phaseNames) {
		return nil, fmt.Errorf("nemesis: phase %d", p)
	}
	return []byte(phaseNames[p]), nil
}
func (p *Phase) UnmarshalText(b []byte) (err error) {
	*p, err = textEnum[Phase](phaseNames[:], "phase", b)
	return
}

func (s Status) MarshalText() ([]byte, error) {
	if s < 0 || int(s) >= len(statusNames) {
		return nil, fmt.Errorf("nemesis: status %d", s)
	}
	return []byte(statusNames[s]), nil
}
func (s *Status) UnmarshalText(b []byte) (err error) {
	*s, err = textEnum[Status](statusNames[:], "status", b)
	return
}

func (p Pending) MarshalText() ([]byte, error) {
	if p < 0 || int(p) >= len(pendingNames) {
		return nil, fmt.Errorf("nemesis: pending %d", p)
	}
	return []byte(pendingNames[p]), nil
}
func (p *Pending) UnmarshalText(b []byte) (err error) {
	*p, err = textEnum[Pending](pendingNames[:], "pending decision", b)
	return
}

func (t Token) MarshalText() ([]byte, error) {
	if t < 0 || int(t) >= len(tokenNames) {
		return nil, fmt.Errorf("nemesis: token %d", t)
	}
	return []byte(tokenNames[t]), nil
}
func (t *Token) UnmarshalText(b []byte) (err error) {
	*t, err = textEnum[Token](tokenNames[:], "token", b)
	return
}

// MarshalText writes a seat as P1..P5, "Observer", or "none" (-1).
func (p Seat) MarshalText() ([]byte, error) {
	switch {
	case p == -1:
		return []byte("none"), nil
	case p == ObserverSeat || p >= 0 && p < MaxPlayers:
		return []byte(p.String()), nil
	}
	return nil, fmt.Errorf("nemesis: seat %d", p)
}
func (p *Seat) UnmarshalText(b []byte) error {
	if strings.EqualFold(string(b), "none") {
		*p = -1
		return nil
	}
	s, err := ParseSeat(string(b))
	if err != nil {
		return err
	}
	*p = s
	return nil
}
