package incursion

import (
	"encoding/json"
	"errors"
	"fmt"
)

// MarshalTyped writes v, a struct, as a JSON object whose first member is
// "type": name, followed by v's own members: the form every action and event
// of the games takes, {"type": "move", "to": "(3,4)", ...}. Call it from a
// MarshalJSON method with v converted to a type without that method (type
// plain T; MarshalTyped("move", plain(a))), or it recurses.
func MarshalTyped(name string, v any) ([]byte, error) {
	body, err := json.Marshal(v)
	if err != nil {
		return nil, err
	}
	if len(body) < 2 || body[0] != '{' {
		return nil, fmt.Errorf("incursion: MarshalTyped(%q): %T is not a JSON object", name, v)
	}
	t, _ := json.Marshal(name)
	out := make([]byte, 0, len(body)+len(t)+9)
	out = append(out, `{"type":`...)
	out = append(out, t...)
	if len(body) > 2 {
		out = append(out, ',')
	}
	return append(out, body[1:]...), nil
}

// TypeOf reads the "type" member of a JSON object written by MarshalTyped,
// for an UnmarshalAction or UnmarshalEvent to choose the type to decode.
// Malformed JSON, a value that is not an object, or a missing or empty type
// is an error.
func TypeOf(data []byte) (string, error) {
	var head struct {
		Type *string `json:"type"`
	}
	if err := json.Unmarshal(data, &head); err != nil {
		return "", err
	}
	if head.Type == nil || *head.Type == "" {
		return "", errors.New(`incursion: JSON object without a "type"`)
	}
	return *head.Type, nil
}
