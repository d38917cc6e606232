package nemesis_test

import (
	"encoding/json"
	"fmt"

	"github.com/incursion/incursion/dice"
	"github.com/incursion/incursion/nemesis"
)

// Example_customData plays with other components: a Noise die that only
// shows Hazard and Pistols with 2 Ammo slots. The data is written in
// words, so it can come from a file; Validate says what does not fit.
func Example_customData() {
	d := nemesis.StandardData()
	d.Dice.Noise = []nemesis.NoiseFace{nemesis.Hazard}
	for i := range d.ItemKinds {
		if d.ItemKinds[i].Kind == nemesis.Pistol {
			d.ItemKinds[i].Slots = 2
		}
	}
	s, err := nemesis.New(nemesis.Config{Players: 2, Data: &d}, dice.New(1))
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("Noise die:", s.Data().Dice.Noise)

	b, _ := json.Marshal(d.Events[:2])
	fmt.Println(string(b))
	var events []nemesis.EventCard
	if err := json.Unmarshal([]byte(`[{"move": "rooms", "effect": "Hatching", "noise": 2}]`), &events); err != nil {
		fmt.Println(err)
	}
	d.Events = events
	fmt.Println(d.Validate())

	d.Corridors = d.Corridors[:2]
	fmt.Println(d.Validate())
	// Output:
	// Noise die: [Hazard]
	// [{"move":"horizontal","effect":"Fire Spreads","noise":1},{"move":"vertical","effect":"Short Circuit","noise":2}]
	// <nil>
	// nemesis: data: 2 Corridor tiles: want 3 to 40
}
