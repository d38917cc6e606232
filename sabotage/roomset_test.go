package sabotage

import (
	"encoding/json"
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
