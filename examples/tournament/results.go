package main

import (
	"encoding/json"
	"fmt"
	"os"
	"reflect"
	"time"
)

// resultsFormat names the JSON of a result file (-out), for -merge to
// check.
const resultsFormat = "incursion-tournament/1"

// resultsFile is what -out writes: the plan's tables, the shard, and the
// result of every game the shard played. Shards of one tournament (the
// same flags but -shard) have the same Tables, so -merge can check that
// its files belong together and that no game is counted twice.
type resultsFile struct {
	Format  string   `json:"format"`
	Shard   string   `json:"shard"` // "k/n", "1/1" unsharded
	Games   int      `json:"games"` // games of the whole plan
	Tables  []spec   `json:"tables"`
	Results []result `json:"results"`
	// Millis is the shard's wall time, milliseconds.
	Millis int64 `json:"ms"`
}

func writeResults(path string, f resultsFile) error {
	data, err := json.MarshalIndent(f, "", " ")
	if err != nil {
		return err
	}
	return os.WriteFile(path, append(data, '\n'), 0o644)
}

func readResults(path string) (resultsFile, error) {
	var f resultsFile
	data, err := os.ReadFile(path)
	if err != nil {
		return f, err
	}
	if err := json.Unmarshal(data, &f); err != nil {
		return f, fmt.Errorf("%s: %w", path, err)
	}
	if f.Format != resultsFormat {
		return f, fmt.Errorf("%s: format %q, want %q", path, f.Format, resultsFormat)
	}
	return f, nil
}

// merge reads result files of shards of one tournament and fills its
// tables: each game once (a game given twice, by two files of the same
// shard, counts once if both agree), the games no file holds counted as
// missing in each table's header. The time of a merged table is the sum
// of its games' times.
func merge(paths []string) ([]*table, error) {
	var specs []spec
	games := 0
	seen := map[[2]uint64]result{} // by table and seed
	var order [][2]uint64
	for _, path := range paths {
		f, err := readResults(path)
		if err != nil {
			return nil, err
		}
		if specs == nil {
			specs, games = f.Tables, f.Games
		} else if !reflect.DeepEqual(specs, f.Tables) || games != f.Games {
			return nil, fmt.Errorf("%s: not a shard of the tournament of %s (other games, players, -n, -seed, -limit or -variant)", path, paths[0])
		}
		for _, r := range f.Results {
			if r.Table < 0 || r.Table >= len(specs) {
				return nil, fmt.Errorf("%s: a result of table %d, of %d", path, r.Table, len(specs))
			}
			sp := specs[r.Table]
			if r.X < 0 || r.X >= len(sp.Rows) || r.Y < 0 || r.Y >= len(sp.Cols) {
				return nil, fmt.Errorf("%s: a result of cell %d,%d of %s", path, r.X, r.Y, sp.Game)
			}
			k := [2]uint64{uint64(r.Table), r.Seed}
			if old, ok := seen[k]; ok {
				if old.job != r.job || old.Return != r.Return || old.Error != r.Error {
					return nil, fmt.Errorf("%s: game %s seed %d given twice with different results", path, sp.Game, r.Seed)
				}
				continue
			}
			seen[k] = r
			order = append(order, k)
		}
	}
	if specs == nil {
		return nil, fmt.Errorf("-merge: no file")
	}
	tables := make([]*table, len(specs))
	for i, sp := range specs {
		tables[i] = newTable(sp)
		tables[i].summed = true
		tables[i].planned = planned(sp)
	}
	for _, k := range order {
		r := seen[k]
		t := tables[r.Table]
		t.add(r)
		t.elapsed += time.Duration(r.Millis) * time.Millisecond
	}
	return tables, nil
}

// planned is the number of games of a table: n a playable cell.
func planned(sp spec) int {
	return (len(sp.Rows)*len(sp.Cols) - len(sp.NA)) * sp.N
}
