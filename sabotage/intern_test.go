package sabotage

import "testing"

// TestDiceSets: the dice sets planActions uses give exactly what
// diceChoices and Req.fitsSummary give mask by mask, on every roll (and on
// die values no roll shows, which take the reference path).
func TestDiceSets(t *testing.T) {
	var reqs []Req
	for _, k := range []ReqKind{NoDice, Exact, Range, Sum, Pair} {
		for x := int8(-1); x <= 26; x++ {
			for y := int8(0); y <= 7; y++ {
				reqs = append(reqs, Req{k, x, y})
			}
		}
	}
	for i := 0; i < 8*8*8*8; i++ {
		d := [4]int8{int8(i>>9) - 1, int8(i>>6&7) - 1, int8(i>>3&7) - 1, int8(i&7) - 1}
		for free := uint8(0); free < 16; free++ {
			for n := -1; n <= 5; n++ {
				var buf [15]uint8
				var want uint16
				for _, m := range diceChoices(d, free, n, &buf) {
					want |= 1 << m
				}
				if got := diceChoiceSet(d, free, n); got != want {
					t.Fatalf("diceChoiceSet(%v, %04b, %d) = %016b, want %016b", d, free, n, got, want)
				}
			}
		}
		f := diceFits{d: d}
		for _, q := range reqs {
			var want uint16
			for m := uint8(1); m < 16; m++ {
				if q.fitsSummary(summarize(d, m)) {
					want |= 1 << m
				}
			}
			if got := f.set(q); got != want {
				t.Fatalf("fits %v on %v = %016b, want %016b", q, d, got, want)
			}
		}
	}
}
