package spyordie

import (
	"encoding/json"
)

// stateJSON is the JSON form of a State: every field, and the map text
// when the Base is not the default one.
type stateJSON struct {
	Map      string           `json:"map,omitempty"`
	Faces    [9]Intel         `json:"intel_faces"`
	N        uint8            `json:"intruders"`
	Phase    uint8            `json:"phase"`
	Sub      uint8            `json:"sub"`
	Group    Kind             `json:"group"`
	Round    uint16           `json:"round"`
	Timer    int8             `json:"timer"`
	Alert    Alert            `json:"alert"`
	Alarms   uint8            `json:"alarms"`
	Power    bool             `json:"power_cut"`
	Locked   uint16           `json:"locked"`
	Order    [3]int8          `json:"order"`
	Intr     [3]intruder      `json:"intruder"`
	Mins     [nMinions]minion `json:"minions"`
	Bodies   [15]int16        `json:"bodies"`
	Cams     [6]int16         `json:"cameras"`
	Traps    [8]trap          `json:"traps"`
	Passages [3]int16         `json:"passages"`
	Intels   [9]intelMarker   `json:"intelligence"`
	Items    [nItems]int16    `json:"items"`
	Doom     [6]uint8         `json:"doomsday"`
	DoomN    uint8            `json:"doomsday_revealed"`
	Move     move             `json:"move"`
	KZ       uint32           `json:"kill_zones"`
	Actor    Fig              `json:"actor"`
	Mob      uint8            `json:"mob"`
	Chk      bool             `json:"check"`
	Entered  bool             `json:"entered"`
	Pend     [6]frame         `json:"pending"`
	NP       uint8            `json:"npending"`
	Verdict  Verdict          `json:"result"`
	View     uint8            `json:"view"`
}

// MarshalJSON writes the whole state.
func (s State) MarshalJSON() ([]byte, error) {
	j := stateJSON{Faces: s.intel, N: s.n, Phase: s.phase, Sub: s.sub, Group: s.group, Round: s.round,
		Timer: s.timer, Alert: s.alert, Alarms: s.alarms, Power: s.power, Locked: s.locked, Order: s.order,
		Intr: s.intr, Mins: s.mins, Bodies: s.bodies, Cams: s.cams, Traps: s.traps, Passages: s.passages,
		Intels: s.intels, Items: s.items, Doom: s.doom, DoomN: s.doomN, Move: s.mv, KZ: s.kz, Actor: s.actor,
		Mob: s.mob, Chk: s.chk, Entered: s.entered, Pend: s.pend, NP: s.np, Verdict: s.result,
		View: s.view}
	if s.bid != 0 && s.bd().text != DefaultMap {
		j.Map = s.bd().text
	}
	return json.Marshal(j)
}

// UnmarshalJSON reads a state written by MarshalJSON and rejects one that
// fails Validate.
func (s *State) UnmarshalJSON(data []byte) error {
	var j stateJSON
	if err := json.Unmarshal(data, &j); err != nil {
		return err
	}
	b, err := loadBoard(j.Map)
	if err != nil {
		return err
	}
	t := State{bid: b.id, intel: j.Faces, n: j.N, phase: j.Phase, sub: j.Sub, group: j.Group, round: j.Round,
		timer: j.Timer, alert: j.Alert, alarms: j.Alarms, power: j.Power, locked: j.Locked, order: j.Order,
		intr: j.Intr, mins: j.Mins, bodies: j.Bodies, cams: j.Cams, traps: j.Traps, passages: j.Passages,
		intels: j.Intels, items: j.Items, doom: j.Doom, doomN: j.DoomN, mv: j.Move, kz: j.KZ, actor: j.Actor,
		mob: j.Mob, chk: j.Chk, entered: j.Entered, pend: j.Pend, np: j.NP, result: j.Verdict,
		view: j.View}
	if err := t.Validate(); err != nil {
		return err
	}
	*s = t
	return nil
}
