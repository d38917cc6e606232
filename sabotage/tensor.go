package sabotage

import (
	"github.com/incursion/incursion/internal/tensor"
)

// The observeTensor tensor of a seat ([incursion.Learning], RULES.md, "Learning agents"): a
// flat float32 vector, the same obsLayout in every variant, encoded from the
// seat's [State.View] (a copy of the state's arrays, no allocation), so
// that two states the seat cannot tell apart give the same tensor by
// construction. Rooms are one-hot over 18 values: the 16 rooms A1..D4 in
// Room order, then "off the map" (NoRoom) and "on the map, unknown"
// (UnknownRoom). Counts are written as they are (not scaled). The last
// declarations ([State.Heard]) are left out: the engine's Intel, which is
// in the tensor, is what they tell.

// obsRoomVals is the width of a one-hot room.
const obsRoomVals = Rooms + 2

func obsRoom(r Room) int {
	switch {
	case r >= 0 && r < Rooms:
		return int(r)
	case r == NoRoom:
		return Rooms
	case r == UnknownRoom:
		return Rooms + 1
	}
	return -1
}

// obsTarget is a Target's index in the action ids' target domain.
func obsTarget(t Target) int {
	switch t.Kind {
	case DirTarget:
		return 1 + int(t.V)
	case RoomTarget:
		return 5 + int(t.V)
	case AreaTarget:
		return 5 + Rooms + int(t.V)
	}
	return 0
}

const (
	obsTargetVals = 1 + 4 + Rooms + NumAreas
	obsSlotVals   = Slots + 1 // the 11 slots, then UnknownSlot
	obsCharVals   = 10        // 8 characters, NoCharacter, UnknownCharacter
	obsWallBits   = 24
)

// One player's section, at offsets relative to its start.
var obsPlayer tensor.Layout
var (
	obsPChar    = obsPlayer.Add("character", obsCharVals, "one-hot: Hacker..Nadesh, none, unknown")
	obsPRoom    = obsPlayer.Add("room", obsRoomVals, "one-hot room")
	obsPFlags   = obsPlayer.Add("flags", 10, "lying, ready, lost swagger, one die, out, scanned, thawed, pending cubes, choosing tier, planned tiles")
	obsPDice    = obsPlayer.Add("dice", 4, "the four dice's values")
	obsPLimit   = obsPlayer.Add("dice limit, unlocks, swagger", 3, "counts")
	obsPUsed    = obsPlayer.Add("dice placed", 4, "bit per die")
	obsPHand    = obsPlayer.Add("advanced in hand", Slots, "bit per slot")
	obsPGone    = obsPlayer.Add("advanced removed", Slots, "bit per slot")
	obsPFaces   = obsPlayer.Add("faces unlocked", 6, "bit per die face")
	obsPPlan    = obsPlayer.Add("plan", 4*(obsSlotVals+4+obsTargetVals+2), "per action space: one-hot slot (11 slots, unknown), dice bits (4), one-hot planned target (none, 4 directions, 16 rooms, 20 areas), planned, done")
	obsPlanSize = obsSlotVals + 4 + obsTargetVals + 2
)

// One team's section.
var obsTeam tensor.Layout
var (
	obsTCubes    = obsTeam.Add("modify, slide", 2, "cubes")
	obsTDevices  = obsTeam.Add("devices", 6*obsRoomVals, "one-hot room per device token")
	obsTBuilt    = obsTeam.Add("devices built", 6, "round each device was built")
	obsTOwner    = obsTeam.Add("devices owner", 6*4, "one-hot seat per device")
	obsTSeen     = obsTeam.Add("intel seen", 2*(obsRoomVals+1+Rooms), "per enemy: one-hot room last declared, its round, bit per possible room")
	obsTIDevices = obsTeam.Add("intel devices", 6*obsRoomVals, "one-hot room per enemy device")
	obsTIGens    = obsTeam.Add("intel generators", 2, "last declared cubes per generator (-1 unknown)")
)

var obsLayout tensor.Layout
var (
	obsOViewer   = obsLayout.Add("viewer", 6, "one-hot: the state itself, Spy1..Villain2, observer")
	obsOPhase    = obsLayout.Add("phase", 6, "one-hot: map, characters, place, plan, execute, over")
	obsOScalars  = obsLayout.Add("scalars", 20, "intro, variable map, round, generator supply, hit modify, hit slide, hack track, spent modify, spent slide, unlock pile, discarded, walls left, machines left, generators left, turn, chosen, hacked, 3 unused")
	obsOWalls    = obsLayout.Add("walls", 2*obsWallBits, "bit per wall position, now and at setup (12 vertical, then 12 horizontal)")
	obsOMachines = obsLayout.Add("doomsday machines", 3*(obsRoomVals+2), "per machine: one-hot room, cubes left, cubes untraced")
	obsOGens     = obsLayout.Add("generators", 2*(obsRoomVals+1), "per generator: one-hot room, cubes")
	obsORoll     = obsLayout.Add("roll", 4, "the round's dice")
	obsOPlayers  = obsLayout.Add("players", 4*obsPlayer.Size(), "per seat Spy1..Villain2: the player section")
	obsOTeams    = obsLayout.Add("teams", 2*obsTeam.Size(), "Spies, Villains: the team section")
	obsOMapTurn  = obsLayout.Add("map turn", 2, "one-hot team")
	obsOOrder    = obsLayout.Add("turn order", 4*4, "one-hot seat per place")
	obsOEffects  = obsLayout.Add("effects", 3*Rooms, "bit per room: smoke, frozen, tear gas")
	obsOWinner   = obsLayout.Add("winner", 2, "one-hot team")
)

var obsShape = []int{obsLayout.Size()}

func observeShape(State) []int { return obsShape }

// observeTensor encodes View(seat); dst is zeroed.
func observeTensor(st State, seat Seat, dst []float32) {
	v := st.View(seat)
	s := &v.s
	tensor.OneHot(dst[obsOViewer:obsOViewer+6], int(s.Viewer))
	tensor.OneHot(dst[obsOPhase:obsOPhase+6], int(s.Phase))
	sc := dst[obsOScalars:]
	sc[0], sc[1] = tensor.Bool(s.Intro), tensor.Bool(s.VarMap)
	sc[2], sc[3] = float32(s.Round), float32(s.GenSupply)
	sc[4], sc[5], sc[6] = float32(s.HitModify), float32(s.HitSlide), float32(s.HackTrack)
	sc[7], sc[8] = float32(s.SpentCubes), float32(s.SpentSlide)
	sc[9], sc[10] = float32(s.Pile), float32(s.Discarded)
	sc[11], sc[12], sc[13] = float32(s.MapPieces[0]), float32(s.MapPieces[1]), float32(s.MapPieces[2])
	sc[14], sc[15], sc[16] = float32(s.Turn), tensor.Bool(s.Chosen), float32(s.Hacked)
	tensor.Bits(dst[obsOWalls:], uint64(s.Walls), obsWallBits)
	tensor.Bits(dst[obsOWalls+obsWallBits:], uint64(s.SetupWalls), obsWallBits)
	for i := range 3 {
		m := dst[obsOMachines+i*(obsRoomVals+2):]
		tensor.OneHot(m[:obsRoomVals], obsRoom(s.Machines[i]))
		m[obsRoomVals], m[obsRoomVals+1] = float32(s.Doomsday[i]), float32(s.Untraced[i])
	}
	for i := range 2 {
		g := dst[obsOGens+i*(obsRoomVals+1):]
		tensor.OneHot(g[:obsRoomVals], obsRoom(s.Gens[i]))
		g[obsRoomVals] = float32(s.GenCubes[i])
	}
	for i, d := range s.Roll {
		dst[obsORoll+i] = float32(d)
	}
	for i := range s.Players {
		obsEncodePlayer(dst[obsOPlayers+i*obsPlayer.Size():], &s.Players[i])
	}
	for i := range s.Teams {
		obsEncodeTeam(dst[obsOTeams+i*obsTeam.Size():], &s.Teams[i])
	}
	tensor.OneHot(dst[obsOMapTurn:obsOMapTurn+2], int(s.MapTurn))
	for i, o := range s.Order {
		tensor.OneHot(dst[obsOOrder+4*i:obsOOrder+4*i+4], int(o))
	}
	tensor.Bits(dst[obsOEffects:], uint64(s.Smoke), Rooms)
	tensor.Bits(dst[obsOEffects+Rooms:], uint64(s.Frozen), Rooms)
	tensor.Bits(dst[obsOEffects+2*Rooms:], uint64(s.TearGas), Rooms)
	tensor.OneHot(dst[obsOWinner:obsOWinner+2], int(s.Winner))
}

func obsEncodePlayer(d []float32, p *player) {
	c := int(p.Char)
	switch p.Char {
	case NoCharacter:
		c = 8
	case UnknownCharacter:
		c = 9
	}
	tensor.OneHot(d[obsPChar:obsPChar+obsCharVals], c)
	tensor.OneHot(d[obsPRoom:obsPRoom+obsRoomVals], obsRoom(p.Room))
	f := d[obsPFlags:]
	f[0], f[1], f[2], f[3] = tensor.Bool(p.Lying), tensor.Bool(p.Ready), tensor.Bool(p.Lost), tensor.Bool(p.OneDie)
	f[4], f[5], f[6] = tensor.Bool(p.Out), tensor.Bool(p.Scanned), tensor.Bool(p.Thawed)
	f[7], f[8], f[9] = float32(p.Pending), float32(p.Choosing), float32(p.N)
	for i, x := range p.Dice {
		d[obsPDice+i] = float32(x)
	}
	d[obsPLimit], d[obsPLimit+1], d[obsPLimit+2] = float32(p.Limit), float32(p.Unlocks), float32(p.Swagger)
	tensor.Bits(d[obsPUsed:], uint64(p.Used), 4)
	tensor.Bits(d[obsPHand:], uint64(p.Hand), Slots)
	tensor.Bits(d[obsPGone:], uint64(p.Gone), Slots)
	tensor.Bits(d[obsPFaces:], uint64(p.Faces), 6)
	for i := range min(int(p.N), 4) {
		pl := &p.Plan[i]
		x := d[obsPPlan+i*obsPlanSize:]
		slot := int(pl.Slot)
		if pl.Slot == UnknownSlot {
			slot = Slots
		}
		tensor.OneHot(x[:obsSlotVals], slot)
		tensor.Bits(x[obsSlotVals:], uint64(pl.Dice), 4)
		tensor.OneHot(x[obsSlotVals+4:obsSlotVals+4+obsTargetVals], obsTarget(pl.Arg))
		x[obsPlanSize-2], x[obsPlanSize-1] = 1, tensor.Bool(pl.Done)
	}
}

func obsEncodeTeam(d []float32, t *team) {
	d[obsTCubes], d[obsTCubes+1] = float32(t.Modify), float32(t.Slide)
	for i := range 6 {
		tensor.OneHot(d[obsTDevices+i*obsRoomVals:obsTDevices+(i+1)*obsRoomVals], obsRoom(t.Devices[i]))
		d[obsTBuilt+i] = float32(t.Built[i])
		tensor.OneHot(d[obsTOwner+4*i:obsTOwner+4*i+4], int(t.Owner[i]))
		tensor.OneHot(d[obsTIDevices+i*obsRoomVals:obsTIDevices+(i+1)*obsRoomVals], obsRoom(t.Intel.Devices[i]))
	}
	for i, sg := range t.Intel.Seen {
		x := d[obsTSeen+i*(obsRoomVals+1+Rooms):]
		tensor.OneHot(x[:obsRoomVals], obsRoom(sg.Room))
		x[obsRoomVals] = float32(sg.Round)
		tensor.Bits(x[obsRoomVals+1:], uint64(sg.Possible), Rooms)
	}
	d[obsTIGens], d[obsTIGens+1] = float32(t.Intel.Generators[0]), float32(t.Intel.Generators[1])
}
