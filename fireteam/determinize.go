package fireteam

import (
	"encoding/binary"
	"fmt"
	"math/bits"

	"github.com/incursion/incursion"
	"github.com/incursion/incursion/dice"
)

// Determinization: a full state drawn with a roller that a seat cannot tell
// from its view (RULES.md, "Determinization"; doc.go, "Hidden
// information"). What a view hides (view.go): the order of every deck, the
// recon deck's contents, and the hands of the heroes the seat does not play.

// determinize draws a full state consistent with seat p's view of a state
// (Define passes View(s, p); a full state, or another seat's view, is
// viewed for p first):
//
//   - each hero's hidden hand and action deck: his cards that are neither
//     shown (in hand, or added to an attack being built) nor in his face-up
//     discard pile, dealt uniformly, the hidden hand's size first, the rest
//     shuffled into the deck;
//   - the twist deck: the family's twists not yet revealed, shuffled;
//   - the recon deck: which of the mission's discovery cards are still in it
//     is drawn from those the view leaves possible (the intel on each
//     objective, the special intel tokens on the board, the boss, the
//     monsters gone from the Reserve Pool, an ally to attack), each with the
//     chance that the shuffled recon deck (Setup 6) dealt it; the other
//     cards are events drawn uniformly from the box's 28; then shuffled.
//
// It never panics on a view that passes Validate; a view whose cards do not
// add up returns an error.
func determinize(view State, p Seat, r dice.Roller) (State, error) {
	view = view.View(p) // the same view when it is p's already
	d := view
	d.viewed, d.viewer = false, 0
	if d.round == 0 {
		// Setup and the choice of an operation's next mission: no card is
		// dealt yet, nothing is hidden.
		return d, nil
	}
	for i := range int(d.nHeroes) {
		if err := d.dealHero(i, r); err != nil {
			return view, err
		}
	}
	if err := d.dealTwists(r); err != nil {
		return view, err
	}
	if err := d.dealRecon(r); err != nil {
		return view, err
	}
	return d, nil
}

// dealHero draws hero i's hidden hand and deck from his cards that the
// viewer cannot place.
func (s *State) dealHero(i int, r dice.Roller) error {
	h := &s.heroes[i]
	unseen := h.cards() &^ h.hand &^ h.disc
	if bits.OnesCount32(unseen) != int(h.nDeck)+int(h.hidden) {
		return fmt.Errorf("fireteam: determinize: %s's cards do not add up", h.id)
	}
	var hand uint32
	if need, forbid := s.aimNeeds(i); h.hidden != 0 && (need|forbid) != 0 {
		hand = drawBitsMeeting(r, unseen&^forbid, need&unseen&^forbid, int(h.hidden))
	} else {
		hand = drawBits(r, unseen, int(h.hidden))
	}
	h.hand |= hand
	h.hidden = 0
	n := 0
	for m := unseen &^ hand; m != 0; m &= m - 1 {
		h.deck[n] = uint8(trailing(m))
		n++
	}
	dice.ShuffleInPlace(r, h.deck[:n])
	return nil
}

// aimNeeds says what every seat saw of the hand of hero i while he
// builds an attack (the attack was offered only then, attackReason, and he
// has not moved since): with no card added yet, he holds one of need, the
// cards that reach the target; attacking anything but an ally while he
// must attack one (Special Attacks), he holds none of forbid, the cards
// that reach an ally. Both 0 otherwise.
func (s *State) aimNeeds(i int) (need, forbid uint32) {
	if s.step != stAim || i != int(s.cur) {
		return 0, 0
	}
	h := &s.heroes[i]
	reach := func(l uint8) uint32 {
		d := s.b().rng[h.loc][l]
		var out uint32
		for m := h.cards(); m != 0; m &= m - 1 {
			if n := trailing(m); s.cardRange(i, n) >= d {
				out |= 1 << n
			}
		}
		return out
	}
	if tl := s.targetLoc(Monster(s.atkTarget)); tl != noLoc && s.atkCards == 0 {
		need = reach(tl)
	}
	if s.forced && s.atkTarget < firstAlly {
		for m := Monster(firstAlly); m < nTargets; m++ {
			if l := s.targetLoc(m); l != noLoc {
				forbid |= reach(l)
			}
		}
	}
	return need, forbid
}

// drawBitsMeeting draws k of mask's bits uniformly among the draws that
// hold at least one bit of need (a subset of mask; none required when
// need is 0): the number j of need's
// bits drawn with its hypergeometric chance given j >= 1, then j of need's
// bits and k-j of the others, each uniformly.
func drawBitsMeeting(r dice.Roller, mask, need uint32, k int) uint32 {
	if need == 0 {
		return drawBits(r, mask, k)
	}
	n, e := bits.OnesCount32(mask), bits.OnesCount32(need)
	total := 0
	for j := 1; j <= min(e, k); j++ {
		total += binomial(e, j) * binomial(n-e, k-j)
	}
	if total == 0 {
		return drawBits(r, mask, k)
	}
	x := r.IntN(total)
	for j := 1; j <= min(e, k); j++ {
		w := binomial(e, j) * binomial(n-e, k-j)
		if x < w {
			return drawBits(r, need, j) | drawBits(r, mask&^need, k-j)
		}
		x -= w
	}
	return drawBits(r, mask, k)
}

// drawBits draws k of mask's bits uniformly (a partial Fisher–Yates shuffle).
func drawBits(r dice.Roller, mask uint32, k int) uint32 {
	if k <= 0 {
		return 0
	}
	var a [32]uint8
	n := 0
	for m := mask; m != 0; m &= m - 1 {
		a[n] = uint8(trailing(m))
		n++
	}
	var out uint32
	for j := 0; j < k && j < n; j++ {
		x := j + r.IntN(n-j)
		a[j], a[x] = a[x], a[j]
		out |= 1 << a[j]
	}
	return out
}

// dealTwists shuffles the twists not yet revealed into the twist deck.
func (s *State) dealTwists(r dice.Roller) error {
	var seen uint16
	for _, t := range s.twists[:s.nTwists] {
		seen |= 1 << (t % uint8(nTwists))
	}
	n := 0
	for t := range uint8(nTwists) {
		if seen&(1<<t) == 0 && n < len(s.tdeck) {
			s.tdeck[n] = t
			n++
		}
	}
	if n != int(s.nTdeck) {
		return fmt.Errorf("fireteam: determinize: %d twists unrevealed for a twist deck of %d", n, s.nTdeck)
	}
	dice.ShuffleInPlace(r, s.tdeck[:n])
	return nil
}

// dealRecon draws the recon deck's contents and order.
func (s *State) dealRecon(r dice.Roller) error {
	if s.nRecon > 12 {
		return fmt.Errorf("fireteam: determinize: a recon deck of %d", s.nRecon)
	}
	left := s.reconLeft(r)
	n := 0
	for c := range s.m().found {
		if left&(1<<c) != 0 {
			s.recon[n] = uint8(c)
			n++
		}
	}
	if n > int(s.nRecon) {
		return fmt.Errorf("fireteam: determinize: %d discoveries for a recon deck of %d", n, s.nRecon)
	}
	// The events dealt into the recon deck at Setup 6 and not yet drawn:
	// uniformly from the box, as the view keeps no record of those drawn.
	var box [len(eventCounts) * 8]uint8
	nb := 0
	for k, c := range eventCounts {
		for range c {
			box[nb] = eventCard + uint8(k)
			nb++
		}
	}
	for ; n < int(s.nRecon); n++ {
		x := n + r.IntN(nb-n)
		box[n], box[x] = box[x], box[n]
		s.recon[n] = box[n]
	}
	dice.ShuffleInPlace(r, s.recon[:n])
	return nil
}

// reconLeft draws the set of discoveries (bit c: the mission's discovery c)
// still in the recon deck. A set of drawn discoveries is possible when it
// holds every discovery whose special intel token is on the board and
// leaves at most the deck's size behind; among the possible sets, those
// consistent with the table (reconConsistent) are drawn with their chances
// under Setup 6's shuffle: with k of the d cards drawn discoveries, the
// number of ways the other d-k came from the deck's events. A position no
// play reaches (written by hand) may have no consistent set: then every
// possible one is equally likely.
func (s *State) reconLeft(r dice.Roller) uint8 {
	f := len(s.m().found)
	events := 12 - f
	drawn := 12 - int(s.nRecon)
	all := uint8(1)<<f - 1
	var weight [8]int
	total, possible := 0, 0
	for set := range all + 1 {
		if !s.reconPossible(set) {
			continue
		}
		possible++
		k := bits.OnesCount8(set)
		if e := drawn - k; e >= 0 && e <= events && s.reconConsistent(set) {
			weight[set] = binomial(events, e)
			total += weight[set]
		}
	}
	if total == 0 {
		x := r.IntN(max(possible, 1))
		for set := range all + 1 {
			if s.reconPossible(set) {
				if x == 0 {
					return all &^ set
				}
				x--
			}
		}
		return 0
	}
	x := r.IntN(total)
	for set := range all + 1 {
		if x < weight[set] {
			return all &^ set
		}
		x -= weight[set]
	}
	return 0
}

// reconPossible: the drawn set holds every discovery whose token lies on
// the board (Validate requires it) and leaves no more discoveries than the
// deck holds cards.
func (s *State) reconPossible(drawn uint8) bool {
	f := len(s.m().found)
	for c := range f {
		if s.tokens[c] != noLoc && drawn&(1<<c) == 0 {
			return false
		}
	}
	return f-bits.OnesCount8(drawn) <= int(s.nRecon)
}

// reconConsistent reports whether the table shows what drawing exactly the
// discoveries of the set would have left (search.go search): each
// discovery's intel token on its objective (a special intel token's only
// once it is used or destroyed; none once the objective is complete), its
// token on the board until then, the boss at his power token from the lair,
// one monster from the Reserve Pool per stir while any is left, an ally to
// attack right after the Fetch's double.
func (s *State) reconConsistent(drawn uint8) bool {
	mi := s.m()
	b := s.b()
	var intel [3]int
	stirs := 0
	double := false
	for c, dc := range mi.found {
		in := drawn&(1<<c) != 0
		switch dc.kind {
		case dcToken, dcTarget:
			if s.tokens[c] != noLoc {
				continue // drawn (reconPossible), its intel still to come
			}
		case dcLair:
			if b.power != noLoc {
				boss := s.mons[bossSlot]
				if in != (boss.loc != noLoc || boss.pool == poolNone) {
					return false
				}
			}
		case dcStir:
			if in {
				stirs++
			}
		case dcDouble:
			double = double || in
		}
		if in && int(dc.obj) < len(intel) {
			intel[dc.obj]++
		}
	}
	if s.forced && !double {
		return false
	}
	reserve := int(mi.resMinions + mi.resElites)
	left := 0
	for m := range bossSlot {
		if s.mons[m].pool == poolReserve {
			left++
		}
	}
	if reserve-left != min(stirs, reserve) {
		return false
	}
	for o, ob := range mi.objectives {
		if !ob.killBoss && int(s.intel[o]) != min(int(ob.intel), intel[o]) {
			return false
		}
	}
	return true
}

// binomial is n choose k, for the recon deck's small numbers.
func binomial(n, k int) int {
	if k < 0 || k > n {
		return 0
	}
	out := 1
	for i := range k {
		out = out * (n - i) / (i + 1)
	}
	return out
}

// infoKey is Game.InfoKey: a 128-bit FNV-1a hash of p's view encoded
// field by field (appendView), so that two views get the same bytes exactly
// when they are equal; the default hashes the view's JSON, a hundred times
// slower.
func infoKey(s State, p Seat) incursion.InfoKey {
	v := s.View(p)
	var buf [viewBytes]byte
	return incursion.HashBytes(v.appendBytes(buf[:0]))
}

// viewBytes is the size of a State's encoding: encoding/binary's size of
// it, which TestInfoKeyEncodesEveryField checks appendBytes writes.
const viewBytes = 310

// appendBytes appends every field of s, each at a fixed size, in the order
// of the State's declaration.
func (s *State) appendBytes(b []byte) []byte {
	b = append(b, s.mission, s.players, s.nHeroes)
	for i := range s.heroes {
		h := &s.heroes[i]
		b = append(b, uint8(h.id), h.loc, bool8(h.down))
		b = append(b, h.deck[:]...)
		b = append(b, h.nDeck)
		b = binary.LittleEndian.AppendUint32(b, h.hand)
		b = binary.LittleEndian.AppendUint32(b, h.disc)
		b = append(b, h.upg, h.focus, h.hidden)
	}
	b = append(b, s.start)
	b = binary.LittleEndian.AppendUint16(b, s.round)
	b = append(b, uint8(s.step), s.cur, s.moves, bool8(s.acted), s.threat)
	b = append(b, s.twists[:]...)
	b = append(b, s.nTwists)
	b = append(b, s.tdeck[:]...)
	b = append(b, s.nTdeck)
	b = append(b, s.recon[:]...)
	b = append(b, s.nRecon)
	b = binary.LittleEndian.AppendUint16(b, s.spawnUp)
	for _, m := range s.mons {
		b = append(b, m.loc, m.pool)
	}
	b = append(b, s.power, bool8(s.tails))
	b = append(b, s.intel[:]...)
	b = append(b, s.done)
	b = append(b, s.spec[:]...)
	b = append(b, s.tokens[:]...)
	b = append(b, s.onCard[:]...)
	b = append(b, bool8(s.forced))
	b = binary.LittleEndian.AppendUint16(b, s.supp)
	b = binary.LittleEndian.AppendUint16(b, s.remain)
	b = append(b, s.atkTarget)
	b = binary.LittleEndian.AppendUint32(b, s.atkCards)
	b = append(b, s.dice[:]...)
	b = append(b, s.nDice)
	a := &s.att
	b = append(b, a.m, a.target, a.stage, a.ask, a.ctx, bool8(a.ambush), a.extra)
	b = append(b, a.prevent[:]...)
	b = append(b, a.reacted)
	b = append(b, s.hits[:]...)
	b = append(b, bool8(s.won), s.why, s.op, s.opWon, bool8(s.upTo), bool8(s.viewed), uint8(s.viewer))
	return b
}

func bool8(x bool) uint8 {
	if x {
		return 1
	}
	return 0
}
