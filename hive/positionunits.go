package hive

import (
	"bytes"
	"encoding/json"
	"fmt"
	"reflect"
	"strconv"
)

// PositionUnits is the list of every counter by number (73 entries; a
// shorter list leaves the rest unused); it is read also as an object keyed
// by unit number ({"10": {...}, "40": {...}}) that lists only some
// counters: the others are unused, the Znon ones of the kinds the
// countermix still lacks (4.2), in the order of the counter key. An entry
// without a kind (or null) is such an unlisted counter.
type PositionUnits []PositionUnit

// UnmarshalJSON reads the list or the object, strictly: every entry's
// errors name its path (units[40].kind, units["40"].kind).
func (u *PositionUnits) UnmarshalJSON(data []byte) error {
	data = bytes.TrimSpace(data)
	if string(data) == "null" {
		return invalid("units: null")
	}
	*u = make(PositionUnits, numUnits)
	if len(data) > 0 && data[0] == '[' {
		var list []json.RawMessage
		if err := json.Unmarshal(data, &list); err != nil {
			return fmt.Errorf("units: %w", err)
		}
		if len(list) > numUnits {
			return invalid("units: %d units, at most %d (one per counter)", len(list), numUnits)
		}
		for i, raw := range list {
			if err := readUnit(raw, &(*u)[i], fmt.Sprintf("position.units[%d]", i)); err != nil {
				return err
			}
		}
		return nil
	}
	var byNumber map[string]json.RawMessage
	if err := json.Unmarshal(data, &byNumber); err != nil {
		return fmt.Errorf("units: a list of every counter or an object keyed by unit number: %w", err)
	}
	for k, raw := range byNumber {
		i, err := strconv.Atoi(k)
		if err != nil || i < 0 || i >= numUnits || strconv.Itoa(i) != k {
			return invalid("units: no unit %q (0 to %d)", k, numUnits-1)
		}
		if err := readUnit(raw, &(*u)[i], fmt.Sprintf("position.units[%q]", k)); err != nil {
			return err
		}
	}
	return nil
}

// readUnit reads one entry of the units strictly; null is an unlisted
// counter.
func readUnit(raw json.RawMessage, x *PositionUnit, path string) error {
	if string(bytes.TrimSpace(raw)) == "null" {
		return nil
	}
	if err := strictDecode(raw, x, path); err != nil {
		return err
	}
	if x.Kind == "" {
		// An entry with nothing in it is an unlisted counter, as null is: it
		// is what json.Marshal writes for the zero entries of a Position
		// literal (make(PositionUnits, 41) with a few set). An entry with
		// members but no kind is a mistake.
		if reflect.ValueOf(*x).IsZero() {
			return nil
		}
		return invalid("%s: no kind", path)
	}
	return nil
}

// fill completes the counters not given (Kind "").
func (u PositionUnits) fill() (PositionUnits, error) {
	if len(u) > numUnits {
		return nil, invalid("position.units: %d units, at most %d (one per counter)", len(u), numUnits)
	}
	out := make(PositionUnits, numUnits) // a shorter list: the rest unlisted
	copy(out, u)
	var left [numKinds]int
	for _, k := range znonMix() {
		left[k]++
	}
	for i := firstZnon; i < numUnits; i++ {
		if k := lookupWord(out[i].Kind, kindNames[:]); k >= 0 && left[k] > 0 {
			left[k]--
		}
	}
	k := Kind(0)
	for i := range out {
		if out[i].Kind != "" {
			continue
		}
		out[i] = PositionUnit{Kind: Unknown.String(), Status: statusNames[stUnused]}
		if i >= firstZnon {
			for k < numKinds && left[k] == 0 {
				k++
			}
			if k < numKinds {
				out[i].Kind = k.String()
				left[k]--
			}
		}
	}
	return out, nil
}
