package actionspace

import (
	"strings"
	"testing"
)

type seat int8

type place struct{ X, Y int }

type pick struct {
	Seat  seat
	Card  int8
	Where place
	Yes   bool
}

type done struct{ Seat seat }

type order struct{ Figs []int }

func space(t *testing.T) *Space {
	t.Helper()
	sp, err := New([]any{done{}, pick{}}, map[string]Domain{
		"actionspace.seat":  Actor,
		"int8":              Ints("card", -1, 2),
		"actionspace.place": Values("place", []place{{0, 0}, {1, 0}, {0, 1}}),
		"bool":              Bool,
	})
	if err != nil {
		t.Fatal(err)
	}
	return sp
}

// TestMixedRadix: ids are offset + mixed radix of the fields, first field
// most significant, the actor left out, and every id decodes back.
func TestMixedRadix(t *testing.T) {
	sp := space(t)
	if sp.Size() != 1+4*3*2 {
		t.Fatalf("Size = %d, want 25", sp.Size())
	}
	id, err := sp.ID(pick{Seat: 3, Card: 1, Where: place{0, 1}, Yes: true})
	// offset 1 + ((card 2)·3 + place 2)·2 + 1
	if want := 1 + (2*3+2)*2 + 1; id != want || err != nil {
		t.Fatalf("ID = %d, %v; want %d", id, err, want)
	}
	for id := range sp.Size() {
		a, err := sp.Action(id, seat(2))
		if err != nil {
			t.Fatal(err)
		}
		back, err := sp.ID(a)
		if back != id || err != nil {
			t.Fatalf("ID(Action(%d) = %v) = %d, %v", id, a, back, err)
		}
		switch a := a.(type) {
		case pick:
			if a.Seat != 2 {
				t.Fatalf("Action(%d) = %v: the actor is not put back", id, a)
			}
		case done:
			if a.Seat != 2 {
				t.Fatalf("Action(%d) = %v: the actor is not put back", id, a)
			}
		}
	}
}

func TestErrors(t *testing.T) {
	sp := space(t)
	if _, err := sp.ID(pick{Card: 9}); err == nil || !strings.Contains(err.Error(), "Card") {
		t.Errorf("ID(card 9) = %v, want an error naming Card", err)
	}
	if _, err := sp.ID(order{}); err == nil {
		t.Error("ID of a type that is no verb: no error")
	}
	for _, id := range []int{-1, sp.Size()} {
		if _, err := sp.Action(id, nil); err == nil {
			t.Errorf("Action(%d): no error", id)
		}
	}
	if _, err := New([]any{order{}}, nil); err == nil {
		t.Error("New with a field without a domain: no error")
	}
	if _, err := New([]any{done{}, done{}}, map[string]Domain{"actionspace.seat": Actor}); err == nil {
		t.Error("New with a verb twice: no error")
	}
}

func TestDescribe(t *testing.T) {
	got := space(t).Describe()
	for _, want := range []string{"actions 25\n", "      1      24 pick Seat:actor Card:card[4] Where:place[3] Yes:bool[2]\n", "domain card: -1 0 1 2\n"} {
		if !strings.Contains(got, want) {
			t.Errorf("Describe lacks %q:\n%s", want, got)
		}
	}
}
