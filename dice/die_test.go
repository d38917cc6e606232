package dice

import (
	"encoding/json"
	"math/big"
	"testing"

	"github.com/google/go-cmp/cmp"
)

type attack int

const (
	blank attack = iota
	hit
	crit
)

var attackDie = NewDie(blank, blank, hit, hit, hit, crit)

// ratCmp compares *big.Rat values by value in cmp.Diff.
var ratCmp = cmp.Comparer(func(a, b *big.Rat) bool { return a.Cmp(b) == 0 })

func TestDieRoll(t *testing.T) {
	s := Script(1, 3, 6, 2)
	got := attackDie.RollN(s, 4)
	if diff := cmp.Diff([]attack{blank, hit, crit, blank}, got); diff != "" {
		t.Errorf("RollN (-want +got):\n%s", diff)
	}
	if s.Remaining() != 0 {
		t.Errorf("Remaining() = %d, want 0", s.Remaining())
	}
	if msg := panicMessage(func() { Die[int]{}.Roll(Script(1)) }); msg == "" {
		t.Error("rolling a die with no sides did not panic")
	}
}

func TestDieFacesIsACopy(t *testing.T) {
	faces := []attack{hit, crit}
	d := NewDie(faces...)
	faces[0] = blank
	got := d.Faces()
	got[1] = blank
	if diff := cmp.Diff([]attack{hit, crit}, d.Faces()); diff != "" {
		t.Errorf("die changed through its input or Faces (-want +got):\n%s", diff)
	}
	if d.Sides() != 2 {
		t.Errorf("Sides() = %d, want 2", d.Sides())
	}
	if f, ok := d.Side(2); !ok || f != crit {
		t.Errorf("Side(2) = %v, %v; want crit, true", f, ok)
	}
	if _, ok := d.Side(3); ok {
		t.Error("Side(3) of a two-sided die is ok")
	}
}

func TestDieProbabilities(t *testing.T) {
	for _, tc := range []struct {
		face attack
		want *big.Rat
	}{{blank, big.NewRat(1, 3)}, {hit, big.NewRat(1, 2)}, {crit, big.NewRat(1, 6)}, {attack(9), new(big.Rat)}} {
		if got := Prob(attackDie, tc.face); got.Cmp(tc.want) != 0 {
			t.Errorf("Prob(%d) = %v, want %v", tc.face, got, tc.want)
		}
	}
	if got := attackDie.Chance(func(a attack) bool { return a != blank }); got.Cmp(big.NewRat(2, 3)) != 0 {
		t.Errorf("Chance(not blank) = %v, want 2/3", got)
	}
	want := []Weighted[attack]{{blank, big.NewRat(1, 3)}, {hit, big.NewRat(1, 2)}, {crit, big.NewRat(1, 6)}}
	if diff := cmp.Diff(want, Dist(attackDie), ratCmp); diff != "" {
		t.Errorf("Dist (-want +got):\n%s", diff)
	}
}

func TestDieJSON(t *testing.T) {
	spawn := NewDie("Lab", "Armory", "Lab")
	data, err := json.Marshal(spawn)
	if err != nil {
		t.Fatal(err)
	}
	if string(data) != `["Lab","Armory","Lab"]` {
		t.Errorf("JSON = %s", data)
	}
	var back Die[string]
	if err := json.Unmarshal(data, &back); err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(spawn, back); diff != "" {
		t.Errorf("round trip (-want +got):\n%s", diff)
	}
	if err := json.Unmarshal([]byte(`{"a":1}`), &back); err == nil {
		t.Error("a JSON object unmarshalled into a Die")
	}
}

func TestDieRollCalls(t *testing.T) {
	rec := Record(New(2))
	attackDie.Roll(rec)
	NewDie("a", "b", "c").RollN(rec, 2)
	if diff := cmp.Diff([]Call{{6, rec.Calls[0].Got}, {3, rec.Calls[1].Got}, {3, rec.Calls[2].Got}}, rec.Calls); diff != "" {
		t.Errorf("calls (-want +got):\n%s", diff)
	}
}
