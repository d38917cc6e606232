package sabotage

import (
	"bytes"
	"encoding/json"
	"math/rand/v2"
	"reflect"
	"testing"

	"github.com/incursion/incursion/dice"
)

// jsonStates returns states of random games of every kind, and the teams'
// views of them.
func jsonStates(t *testing.T) []State {
	t.Helper()
	var out []State
	for _, cfg := range []Config{{}, {Intro: true}, {VariableMap: true}} {
		for seed := uint64(0); seed < 4; seed++ {
			r := dice.New(seed)
			s, err := New(cfg, r)
			if err != nil {
				t.Fatal(err)
			}
			for i := 0; ; i++ {
				if i%23 == 0 || s.Over() {
					out = append(out, s, s.View(Spy1), s.View(Villain2))
				}
				if s.Over() {
					break
				}
				legal := s.Actions()
				if s, _, err = Apply(s, legal[r.IntN(len(legal))], r); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
	return out
}

// randomState fills every field of a state at random: small values (most
// of them valid) or any value of the field's type.
func randomState(rng *rand.Rand) state {
	var s state
	var fill func(v reflect.Value)
	fill = func(v reflect.Value) {
		switch v.Kind() {
		case reflect.Struct:
			for i := 0; i < v.NumField(); i++ {
				fill(v.Field(i))
			}
		case reflect.Array:
			for i := 0; i < v.Len(); i++ {
				fill(v.Index(i))
			}
		case reflect.Bool:
			v.SetBool(rng.IntN(2) == 0)
		case reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
			if rng.IntN(4) > 0 {
				v.SetInt(int64(rng.IntN(6)) - 1)
			} else {
				v.SetInt(int64(rng.Uint64()))
			}
		case reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
			if rng.IntN(4) > 0 {
				v.SetUint(uint64(rng.IntN(5)))
			} else {
				v.SetUint(rng.Uint64())
			}
		default:
			panic("randomState: " + v.Type().String())
		}
	}
	fill(reflect.ValueOf(&s).Elem())
	return s
}

// decodeByEncodingJSON is UnmarshalJSON through encoding/json alone.
func decodeByEncodingJSON(data []byte) (State, error) {
	var s state
	if err := json.Unmarshal(data, &s); err != nil {
		return State{}, err
	}
	n := State{s}
	if err := n.Validate(); err != nil {
		return State{}, err
	}
	return n, nil
}

// checkDecode checks that State.UnmarshalJSON does exactly what
// decodeByEncodingJSON does on data.
func checkDecode(t *testing.T, data []byte) {
	t.Helper()
	want, wantErr := decodeByEncodingJSON(data)
	var got State
	gotErr := got.UnmarshalJSON(data)
	if (gotErr == nil) != (wantErr == nil) || gotErr != nil && gotErr.Error() != wantErr.Error() {
		t.Fatalf("UnmarshalJSON(%s): error %v, want %v", data, gotErr, wantErr)
	}
	if gotErr == nil && got != want {
		t.Fatalf("UnmarshalJSON(%s) = %+v, want %+v", data, got.s, want.s)
	}
	if s, ok := readState(data); ok {
		var w state
		if err := json.Unmarshal(data, &w); err != nil || s != w {
			t.Fatalf("readState(%s) = %+v, encoding/json: %+v, %v", data, s, w, err)
		}
	}
}

// TestStateJSON: MarshalJSON writes the bytes encoding/json writes for the
// state struct, and UnmarshalJSON does what encoding/json (then Validate)
// does, on game states, random states and damaged JSON.
func TestStateJSON(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	var inputs [][]byte
	check := func(s state) {
		want, wantErr := json.Marshal(s)
		got, gotErr := State{s}.MarshalJSON()
		if (gotErr == nil) != (wantErr == nil) || gotErr != nil && gotErr.Error() != wantErr.Error() {
			t.Fatalf("MarshalJSON(%+v): error %v, want %v", s, gotErr, wantErr)
		}
		if !bytes.Equal(got, want) {
			t.Fatalf("MarshalJSON:\n%s\nwant\n%s", got, want)
		}
		if wantErr == nil {
			if _, ok := readState(want); !ok {
				t.Fatalf("readState refuses its own form:\n%s", want)
			}
			checkDecode(t, want)
			inputs = append(inputs, want)
		}
	}
	for _, s := range jsonStates(t) {
		check(s.s)
	}
	for i := 0; i < 300; i++ {
		check(randomState(rng))
	}
	// Other forms of the same values.
	for _, in := range inputs[:20] {
		var v any
		if err := json.Unmarshal(in, &v); err != nil {
			t.Fatal(err)
		}
		indented, _ := json.MarshalIndent(v, "", " ")
		checkDecode(t, indented)
		sorted, _ := json.Marshal(v) // keys in sorted order
		checkDecode(t, sorted)
		checkDecode(t, append([]byte(" "), in...))
		checkDecode(t, append(in[:len(in):len(in)], ' '))
	}
	// Damaged JSON.
	const alphabet = `{}[],:"-0123456789.eE aeflnrstu\A`
	for i := 0; i < 6000; i++ {
		in := inputs[rng.IntN(len(inputs))]
		b := append([]byte(nil), in...)
		for n := 1 + rng.IntN(3); n > 0; n-- {
			j := rng.IntN(len(b))
			switch rng.IntN(4) {
			case 0:
				b = append(b[:j], b[j+1:]...)
			case 1:
				b = append(b[:j], append([]byte{alphabet[rng.IntN(len(alphabet))]}, b[j:]...)...)
			case 2:
				b[j] = alphabet[rng.IntN(len(alphabet))]
			case 3:
				k := j + rng.IntN(len(b)-j)
				b = append(b[:k], append(append([]byte(nil), b[j:k]...), b[k:]...)...)
			}
		}
		checkDecode(t, b)
	}
	for _, in := range []string{`{}`, `{"phase":9}`, `null`, `{"phase":3,"phase":3}`, `{"Phase":3}`,
		`{"round":-0}`, `{"walls":-0}`, `{"round":01}`, `{"round":1e1}`, `{"heard_n":2147483648}`,
		`{"heard":[18446744073709551615]}`, `{"heard":[18446744073709551616]}`, `{"order":["Spy1","\u0053py2"]}`,
		`{"players":[{"char":"Count V"}]}`, `{"players":[{"char":"none"}]}`, `{"teams":[{},{"intel":{}}]}`} {
		checkDecode(t, []byte(in))
	}
}

func BenchmarkStateJSON(b *testing.B) {
	states, _ := benchStates(b)
	data := make([][]byte, len(states))
	for i, s := range states {
		data[i], _ = json.Marshal(s)
	}
	b.Run("marshal", func(b *testing.B) {
		b.ReportAllocs()
		for i := 0; i < b.N; i++ {
			if _, err := states[i%len(states)].MarshalJSON(); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("unmarshal", func(b *testing.B) {
		b.ReportAllocs()
		for i := 0; i < b.N; i++ {
			var s State
			if err := s.UnmarshalJSON(data[i%len(data)]); err != nil {
				b.Fatal(err)
			}
		}
	})
}
