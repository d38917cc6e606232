package spyordie

import (
	"fmt"

	"github.com/incursion/incursion/dice"
)

// RigSetUp returns a roller for [New] that deals the Intelligence markers
// and stacks the Doomsday pile as named, then rolls the given die faces
// (1-6) in play: a test scripts the set-up by meaning, not by counting
// shuffle calls (doc.go, "Randomness").
//
// intelligence names the marker id (0-8, the index of Config.Intelligence,
// DefaultIntel by default) placed face down on a room's Intelligence
// square; the rooms it leaves out get the other markers in ascending id
// order, room by room (Sanctum, Infirmary, Cafeteria, Generator,
// Guardroom, Control Room, Laboratory, Prison, Vault). doomsday names the
// top of the Doomsday pile, top first (parts 0-5; component = part/2); the
// parts it leaves out follow in ascending order. RigSetUp(nil, nil) deals
// marker k to the k-th room and stacks parts 0..5.
func RigSetUp(intelligence map[Room]int, doomsday []int, faces ...int) (*dice.Scripted, error) {
	var rooms [9]int
	used := map[int]bool{}
	for room, id := range intelligence {
		if room < Sanctum || room > Vault || id < 0 || id > 8 || used[id] {
			return nil, fmt.Errorf("spyordie: rig: marker %d in room %v: want markers 0-8, each once, in the 9 rooms", id, room)
		}
		used[id] = true
	}
	next := 0
	for room := Sanctum; room <= Vault; room++ {
		if id, ok := intelligence[room]; ok {
			rooms[room-1] = id
			continue
		}
		for used[next] {
			next++
		}
		rooms[room-1] = next
		used[next] = true
	}
	if len(doomsday) > 6 {
		return nil, fmt.Errorf("spyordie: rig: %d Doomsday parts", len(doomsday))
	}
	var pile [6]int
	took := map[int]bool{}
	for i, p := range doomsday {
		if p < 0 || p > 5 || took[p] {
			return nil, fmt.Errorf("spyordie: rig: Doomsday parts %v: want parts 0-5, each once", doomsday)
		}
		pile[i] = p
		took[p] = true
	}
	next = 0
	for i := len(doomsday); i < 6; i++ {
		for took[next] {
			next++
		}
		pile[i] = next
		took[next] = true
	}
	answers := append(shuffleAnswers(rooms[:]), shuffleAnswers(pile[:])...)
	for _, f := range faces {
		if f < 1 || f > 6 {
			return nil, fmt.Errorf("spyordie: rig: die face %d", f)
		}
		answers = append(answers, f-1)
	}
	return dice.Replay(answers...), nil
}

// shuffleAnswers returns the r.IntN answers that make [dice.Shuffle] of
// 0..n-1 give perm (a permutation of 0..n-1): Fisher-Yates from the end,
// each step choosing the position of the value wanted there.
func shuffleAnswers(perm []int) []int {
	xs := make([]int, len(perm))
	for i := range xs {
		xs[i] = i
	}
	var out []int
	for i := len(xs) - 1; i > 0; i-- {
		j := 0
		for xs[j] != perm[i] {
			j++
		}
		out = append(out, j)
		xs[i], xs[j] = xs[j], xs[i]
	}
	return out
}
