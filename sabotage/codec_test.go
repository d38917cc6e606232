package sabotage

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestDeclaredRoomsJSON: a declaration's rooms are written as room names
// (issue 8, "Positions a person can write") and read back; a room listed
// twice or off the map is an error.
func TestDeclaredRoomsJSON(t *testing.T) {
	e := Declared{Spy1, "scan", In(ColA + 2), RoomSet(roomsOf("C1", "C2", "C3", "C4"))}
	b, err := json.Marshal(e)
	if err != nil {
		t.Fatal(err)
	}
	want := `{"type":"declared","seat":"Spy1","say":"scan","target":"colC","rooms":["C1","C2","C3","C4"]}`
	if diff := cmp.Diff(want, string(b)); diff != "" {
		t.Errorf("JSON (-want +got):\n%s", diff)
	}
	back, err := UnmarshalEvent(b)
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(Event(e), back); diff != "" {
		t.Errorf("round trip (-want +got):\n%s", diff)
	}
	for _, bad := range []string{
		`{"type":"declared","seat":"Spy1","say":"scan","target":"colC","rooms":["C1","C1"]}`,
		`{"type":"declared","seat":"Spy1","say":"scan","target":"colC","rooms":["E9"]}`,
		`{"type":"declared","seat":"Spy1","say":"scan","target":"colC","rooms":17476}`,
	} {
		if _, err := UnmarshalEvent([]byte(bad)); err == nil {
			t.Errorf("%s decodes", bad)
		}
	}
}

// TestJSONIntegersFit: every number in a state's JSON fits in 2^53 (a
// JavaScript client reads them as float64); the declarations heard were
// packed into integers above it (18014416763289623 at seed 1, step 517).
func TestJSONIntegersFit(t *testing.T) {
	states, _ := randomStates(t, Config{}, 1, 3000)
	for i := 0; i < len(states); i += 13 {
		b, err := json.Marshal(states[i])
		if err != nil {
			t.Fatal(err)
		}
		dec := json.NewDecoder(strings.NewReader(string(b)))
		dec.UseNumber()
		for {
			tok, err := dec.Token()
			if err != nil {
				break
			}
			if n, ok := tok.(json.Number); ok {
				if v, err := n.Int64(); err != nil || v > 1<<53 || v < -(1<<53) {
					t.Fatalf("state %d: %s", i, n)
				}
			}
		}
	}
}
