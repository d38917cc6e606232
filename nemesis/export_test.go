package nemesis

// PositionID is the id that the word w of a position's field stands for
// (field: a key of "decks", or "bag", "character", "draft", "objectives",
// "mission_tasks", "wounds", "armor", "item" of a Hand, "backpack",
// "pending_items", "tile" of a Room, "corridor_tile", "robot"), -100 if it names nothing: for the tests of package
// nemesis_test that compute with the ids of DATA.md.
func PositionID(field, w string) int {
	ws := std.words()
	fams := map[string]*family{"bag": ws.token, "character": ws.character, "draft": ws.character,
		"objectives": ws.objective, "mission_tasks": ws.objective, "wounds": ws.wound, "armor": itemWords,
		"item": itemWords, "backpack": itemWords, "pending_items": itemWords,
		"tile": ws.room, "corridor_tile": ws.corridor, "robot": ws.robot}
	for _, r := range (&decks{}).refs(ws) {
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
