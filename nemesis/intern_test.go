package nemesis

import "testing"

// TestInterned: an interned action or event is the value built directly,
// inside every table's range and outside it.
func TestInterned(t *testing.T) {
	check := func(got, want any) {
		t.Helper()
		if got != want {
			t.Fatalf("interned %#v, want %#v", got, want)
		}
	}
	for s := Seat(-1); s <= MaxPlayers; s++ {
		for x := int8(-6); x < 70; x++ {
			for _, c := range []bool{false, true} {
				for d := Seat(-2); d <= MaxPlayers; d++ {
					check(moveAction(s, x, c, d), Action(Move{s, x, c, d}))
				}
			}
			for y := int8(-6); y < 70; y++ {
				check(playAction(s, x, y), Action(PlayCard{s, x, y}))

			}
			check(payAction(s, x), Action(Pay{s, x}))
			check(discardAction(s, x), Action(Discard{s, x}))
			check(roomAction(s, x), Action(UseRoom{s, x}))
			check(objectiveAction(s, x), Action(ChooseObjective{s, x}))
			for _, die := range []string{"noise", "shoot", "burst", "other"} {
				check(rolled(s, die, x), Event(Rolled{s, die, x}))
			}
		}
		// Offers, the exchanges' Which up to 99 included.
		for y := -6; y < 128; y++ {
			for what := OfferDone - 1; what <= OfferSwapArmor+1; what++ {
				for _, ft := range [][2]Seat{{0, 1}, {s, s}, {-1, 2}, {4, MaxPlayers}, {s, 2}, {s, -1}} {
					check(offerAction(s, ft[0], ft[1], what, int8(y)), Action(Offer{s, ft[0], ft[1], what, int8(y)}))
				}
			}
		}
		check(consentAction(s, false), Action(Consent{s, false}))
		check(consentAction(s, true), Action(Consent{s, true}))
	}
}
