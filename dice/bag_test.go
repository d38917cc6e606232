package dice

import (
	"encoding/json"
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
	"pgregory.net/rapid"
)

func TestShuffleCallOrder(t *testing.T) {
	rec := Record(New(4))
	in := []string{"a", "b", "c", "d"}
	out := Shuffle(rec, in)
	if diff := cmp.Diff([]Call{{4, rec.Calls[0].Got}, {3, rec.Calls[1].Got}, {2, rec.Calls[2].Got}}, rec.Calls); diff != "" {
		t.Errorf("calls (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff([]string{"a", "b", "c", "d"}, in); diff != "" {
		t.Errorf("Shuffle changed its input (-want +got):\n%s", diff)
	}
	// Face 1 each time swaps the back item with the front one, then the
	// next back item with the new front, and so on.
	if diff := cmp.Diff([]string{"b", "c", "d", "a"}, Shuffle(Script(1, 1, 1), in)); diff != "" {
		t.Errorf("Shuffle under Script(1, 1, 1) (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff(in, Shuffle(Script(4, 3, 2), in)); diff != "" {
		t.Errorf("Shuffle under Script(4, 3, 2) (-want +got):\n%s", diff)
	}
	if len(Shuffle(Script(), []int(nil))) != 0 || len(Shuffle(Script(), []int{7})) != 1 {
		t.Error("shuffling 0 or 1 items rolled or lost items")
	}
	_ = out
}

func TestShuffleIsPermutation(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		xs := rapid.SliceOf(rapid.IntRange(0, 9)).Draw(t, "xs")
		r := Record(New(rapid.Uint64().Draw(t, "seed")))
		before := slices.Clone(xs)
		got := Shuffle(r, xs)
		if diff := cmp.Diff(before, xs, cmpopts.EquateEmpty()); diff != "" {
			t.Fatalf("input changed (-want +got):\n%s", diff)
		}
		if len(r.Calls) != max(len(xs)-1, 0) {
			t.Fatalf("%d calls for %d items", len(r.Calls), len(xs))
		}
		slices.Sort(before)
		slices.Sort(got)
		if diff := cmp.Diff(before, got, cmpopts.EquateEmpty()); diff != "" {
			t.Fatalf("not a permutation (-want +got):\n%s", diff)
		}
	})
}

func TestBagDrawLeavesOldBagUnchanged(t *testing.T) {
	bag := NewBag("Larva", "Creeper", "Adult", "Adult", "Breeder")
	before := NewBag("Larva", "Creeper", "Adult", "Adult", "Breeder")
	item, rest, ok := bag.Draw(Script(3))
	if !ok || item != "Adult" {
		t.Fatalf("Draw under Script(3) = %q, %v; want Adult, true", item, ok)
	}
	if diff := cmp.Diff(before.Items(), bag.Items()); diff != "" {
		t.Errorf("the bag drawn from changed (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff(before, bag); diff != "" {
		t.Errorf("the bag drawn from changed (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff([]string{"Larva", "Creeper", "Adult", "Breeder"}, rest.Items()); diff != "" {
		t.Errorf("rest (-want +got):\n%s", diff)
	}
	// Changing what the new bags hold leaves the old ones alone too.
	more := rest.Add("Queen")
	_, _, _ = more.Remove(func(s string) bool { return s == "Larva" })
	_, _ = more.DrawN(New(1), 3)
	if diff := cmp.Diff([]string{"Larva", "Creeper", "Adult", "Breeder"}, rest.Items()); diff != "" {
		t.Errorf("rest changed after Add/Remove/DrawN on a later bag (-want +got):\n%s", diff)
	}
	items := rest.Items()
	items[0] = "changed"
	if got := rest.Items()[0]; got != "Larva" {
		t.Errorf("Items returned the bag's own slice: first item now %q", got)
	}
}

func TestBagEmptyAndRemove(t *testing.T) {
	var empty Bag[int]
	if _, rest, ok := empty.Draw(Script()); ok || rest.Len() != 0 {
		t.Error("drawing from an empty bag succeeded")
	}
	b := NewBag(1, 2, 2, 3)
	if n := b.Count(func(x int) bool { return x == 2 }); n != 2 {
		t.Errorf("Count(2) = %d, want 2", n)
	}
	got, rest, ok := b.Remove(func(x int) bool { return x == 2 })
	if !ok || got != 2 {
		t.Fatalf("Remove(2) = %d, %v", got, ok)
	}
	if diff := cmp.Diff([]int{1, 2, 3}, rest.Items()); diff != "" {
		t.Errorf("after Remove (-want +got):\n%s", diff)
	}
	if _, same, ok := b.Remove(func(x int) bool { return x == 9 }); ok || !same.Equal(b) {
		t.Error("Remove of a missing item changed the bag or said ok")
	}
	drawn, rest := b.DrawN(Script(4, 1, 2, 1), 9)
	if diff := cmp.Diff([]int{3, 1, 2, 2}, drawn); diff != "" {
		t.Errorf("DrawN (-want +got):\n%s", diff)
	}
	if rest.Len() != 0 {
		t.Errorf("after drawing all, Len() = %d", rest.Len())
	}
}

func TestBagDrawsExhaustContents(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		items := rapid.SliceOf(rapid.IntRange(0, 5)).Draw(t, "items")
		r := New(rapid.Uint64().Draw(t, "seed"))
		bag := NewBag(items...)
		var drawn []int
		for bag.Len() > 0 {
			before := bag.Len()
			var x int
			var ok bool
			x, bag, ok = bag.Draw(r)
			if !ok || bag.Len() != before-1 {
				t.Fatalf("draw from %d items: ok %v, %d left", before, ok, bag.Len())
			}
			drawn = append(drawn, x)
		}
		if _, _, ok := bag.Draw(r); ok {
			t.Fatal("drew from an exhausted bag")
		}
		want := slices.Clone(items)
		slices.Sort(want)
		slices.Sort(drawn)
		if diff := cmp.Diff(want, drawn, cmpopts.EquateEmpty()); diff != "" {
			t.Fatalf("drawn items are not the contents (-want +got):\n%s", diff)
		}
	})
}

// DrawN makes the same calls and takes the same items as repeated Draws.
func TestBagDrawNMatchesDraw(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		items := rapid.SliceOf(rapid.IntRange(0, 50)).Draw(t, "items")
		n := rapid.IntRange(-1, len(items)+2).Draw(t, "n")
		seed := rapid.Uint64().Draw(t, "seed")
		a, b := New(seed), New(seed)
		bag := NewBag(items...)
		got, rest := bag.DrawN(a, n)
		var want []int
		one := bag
		for range n {
			x, next, ok := one.Draw(b)
			if !ok {
				break
			}
			want, one = append(want, x), next
		}
		if diff := cmp.Diff(want, got, cmpopts.EquateEmpty()); diff != "" {
			t.Fatalf("DrawN vs Draw (-want +got):\n%s", diff)
		}
		if diff := cmp.Diff(one.Items(), rest.Items(), cmpopts.EquateEmpty()); diff != "" {
			t.Fatalf("rest (-want +got):\n%s", diff)
		}
		if !a.Equal(b) {
			t.Fatal("DrawN and Draw made different calls")
		}
	})
}

func TestBagJSON(t *testing.T) {
	type state struct {
		Bag Bag[string] `json:"bag"`
	}
	s := state{Bag: NewBag("a", "b")}
	data, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	if string(data) != `{"bag":["a","b"]}` {
		t.Errorf("JSON = %s", data)
	}
	var back state
	if err := json.Unmarshal(data, &back); err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(s.Bag.Items(), back.Bag.Items()); diff != "" {
		t.Errorf("round trip (-want +got):\n%s", diff)
	}
	if data, _ := json.Marshal(Bag[int]{}); string(data) != "[]" {
		t.Errorf("JSON of an empty bag = %s, want []", data)
	}
	for _, tc := range []struct {
		in   string
		want []int
	}{{`null`, []int{1, 2}}, {`[]`, nil}, {`[3]`, []int{3}}} {
		b := NewBag(1, 2)
		if err := json.Unmarshal([]byte(tc.in), &b); err != nil {
			t.Errorf("Unmarshal(%s): %v", tc.in, err)
		}
		if diff := cmp.Diff(tc.want, b.Items(), cmpopts.EquateEmpty()); diff != "" {
			t.Errorf("Unmarshal(%s) into a bag of 1, 2 (-want +got):\n%s", tc.in, diff)
		}
	}
	var b Bag[int]
	if err := json.Unmarshal([]byte(`["x"]`), &b); err == nil {
		t.Error("a string unmarshalled into a Bag[int]")
	}
}

func TestPile(t *testing.T) {
	deck := NewPile("Event 1", "Event 2", "Event 3")
	top, ok := deck.Top()
	if !ok || top != "Event 1" {
		t.Errorf("Top() = %q, %v", top, ok)
	}
	card, rest, ok := deck.Draw()
	if !ok || card != "Event 1" || rest.Len() != 2 {
		t.Fatalf("Draw() = %q, %d left, %v", card, rest.Len(), ok)
	}
	bottom := rest.PutBottom(card)
	onTop := rest.PutTop("Event 0")
	if diff := cmp.Diff([]string{"Event 2", "Event 3", "Event 1"}, bottom.Items()); diff != "" {
		t.Errorf("PutBottom (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff([]string{"Event 0", "Event 2", "Event 3"}, onTop.Items()); diff != "" {
		t.Errorf("PutTop (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff([]string{"Event 1", "Event 2", "Event 3"}, deck.Items()); diff != "" {
		t.Errorf("the original deck changed (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff([]string{"Event 2", "Event 3"}, rest.Items()); diff != "" {
		t.Errorf("the drawn-from deck changed (-want +got):\n%s", diff)
	}
	cards, left := deck.DrawN(2)
	if diff := cmp.Diff([]string{"Event 1", "Event 2"}, cards); diff != "" || left.Len() != 1 {
		t.Errorf("DrawN(2) (-want +got):\n%s, %d left", diff, left.Len())
	}
	seed := uint64(9)
	if diff := cmp.Diff(Shuffle(New(seed), deck.Items()), deck.Shuffle(New(seed)).Items()); diff != "" {
		t.Errorf("Pile.Shuffle differs from Shuffle (-want +got):\n%s", diff)
	}
	var empty Pile[int]
	if _, _, ok := empty.Draw(); ok {
		t.Error("drew from an empty pile")
	}
	data, _ := json.Marshal(deck)
	var back Pile[string]
	if err := json.Unmarshal(data, &back); err != nil || !back.Equal(deck) {
		t.Errorf("JSON round trip of %s: %v, %v", data, back.Items(), err)
	}
}

func BenchmarkBagDraw(b *testing.B) {
	r := New(1)
	bag := NewBag(make([]int, 20)...)
	b.ReportAllocs()
	for b.Loop() {
		bag.Draw(r)
	}
}

func BenchmarkShuffle(b *testing.B) {
	r := New(1)
	deck := make([]int, 20)
	b.ReportAllocs()
	for b.Loop() {
		Shuffle(r, deck)
	}
}
