package nemesis

// PositionID is the id that the word w of a position's field stands for
// (field: a key of "decks", or "bag", "character", "draft", "objectives",
// "mission_tasks", "wounds", "armor", "item" of a Hand, "backpack",
// "pending_items", "tile" of a Room, "corridor_tile", "robot"), -100 if it names nothing: for the tests of package
// nemesis_test that compute with the ids of DATA.md.
func PositionID(field, w string) int {
	fams := map[string]*family{"bag": tokenWords, "character": characterWords, "draft": characterWords,
		"objectives": objectiveWords, "mission_tasks": objectiveWords, "wounds": woundWords, "armor": itemWords,
		"item": itemWords, "backpack": itemWords, "pending_items": itemWords,
		"tile": roomWords, "corridor_tile": corridorWords, "robot": robotWords}
	for _, r := range (&decks{}).refs() {
		fams[r.key] = r.fam
	}
	f := fams[field]
	if f == nil {
		return -100
	}
	id, err := f.word(w, false)
	if err != nil {
		return -100
	}
	return int(id)
}
