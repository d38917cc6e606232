package hive_test

import (
	"testing"

	"github.com/incursion/incursion/hive"
	"github.com/incursion/incursion/internal/playtest"
)

// The fuzz targets: go test -fuzz=FuzzParseAction ./hive (and the others).
// Plain go test runs their seed corpus.

func FuzzParseAction(f *testing.F) {
	playtest.FuzzParse(f, hive.ParseAction, "move 12 A4", "fire 3 50 +2", "breach Sirius L9 closed", "buy 2lancers", "end", "spawn yes")
}

func FuzzActionJSON(f *testing.F) {
	playtest.FuzzJSON(f, hive.UnmarshalAction, []byte(`{"type":"move","Unit":3,"To":"A4"}`), []byte(`{"type":"end"}`), []byte(`{"type":"buy","Item":"darter"}`))
}

func FuzzStateJSON(f *testing.F) {
	s, _ := newGame(1)
	data, _ := s.MarshalJSON()
	playtest.FuzzJSON[hive.State](f, nil, data, []byte(`{}`), []byte(`{"step":99}`))
}

func FuzzApply(f *testing.F) {
	playtest.FuzzApply(f, game(), hive.UnmarshalAction, []byte(`{"type":"end"}`), []byte(`{"type":"buy","Item":"darter"}`), []byte(`{"type":"move","Unit":0,"To":"Sirius"}`))
}
