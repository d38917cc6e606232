package nemesis

import (
	"encoding/binary"
	"reflect"

	"github.com/incursion/incursion"
)

// infoKey is Game.InfoKey: a 128-bit FNV-1a hash of p's view, encoded
// field by field (appendValue), so that equal views give equal bytes and
// different views different ones. The default hashes the view's JSON
// (position.go), about thirty times slower; it is still the answer for a
// state holding a kind of value appendValue does not encode (a map).
func infoKey(s State, p Seat) incursion.InfoKey {
	v := s.View(p)
	if v.g == nil {
		return incursion.HashBytes(nil)
	}
	b := make([]byte, 0, 4096)
	b = append(b, byte(p))
	b, ok := appendValue(b, reflect.ValueOf(v.g).Elem())
	if !ok {
		return incursion.HashKey(p.String(), v)
	}
	return incursion.HashBytes(b)
}

// appendValue appends v's encoding: every field of a struct in order,
// every element of an array, a slice's length and elements, integers and
// booleans at their size, a string with its length, a pointer's target
// (one byte of presence first); false for any other kind. Walking the
// types by reflection means a field added to the state is encoded without
// a change here.
func appendValue(b []byte, v reflect.Value) ([]byte, bool) {
	ok := true
	switch v.Kind() {
	case reflect.Struct:
		for i := 0; i < v.NumField() && ok; i++ {
			if v.Field(i).Type() == tablesType {
				continue // the game's data (game.T): the same for every state of a game
			}
			b, ok = appendValue(b, v.Field(i))
		}
	case reflect.Array, reflect.Slice:
		if v.Kind() == reflect.Slice {
			b = binary.LittleEndian.AppendUint64(b, uint64(v.Len()))
		}
		if v.Type().Elem() == int8s.Elem() && (v.Kind() == reflect.Slice || v.CanAddr()) {
			for _, x := range v.Slice(0, v.Len()).Interface().([]int8) {
				b = append(b, byte(x))
			}
			return b, true
		}
		for i := 0; i < v.Len() && ok; i++ {
			b, ok = appendValue(b, v.Index(i))
		}
	case reflect.Pointer:
		if v.IsNil() {
			return append(b, 0), true
		}
		b = append(b, 1)
		return appendValue(b, v.Elem())
	case reflect.Bool:
		if v.Bool() {
			return append(b, 1), true
		}
		return append(b, 0), true
	case reflect.Int8:
		return append(b, byte(v.Int())), true
	case reflect.Int16, reflect.Int32, reflect.Int64, reflect.Int:
		return binary.LittleEndian.AppendUint64(b, uint64(v.Int())), true
	case reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uint:
		return binary.LittleEndian.AppendUint64(b, v.Uint()), true
	case reflect.String:
		b = binary.LittleEndian.AppendUint64(b, uint64(v.Len()))
		return append(b, v.String()...), true
	default:
		return b, false
	}
	return b, ok
}

var (
	int8s      = reflect.TypeOf([]int8(nil))
	tablesType = reflect.TypeOf((*tables)(nil))
)
