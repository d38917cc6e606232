package sabotage

// The declarations every seat has heard: the last HeardSize public events
// that carry information (declarations, names and rooms declared, counts,
// hits, destroyed walls), kept in the State so that a View holds them —
// a seat's view is its own pieces and every declaration made to it.

// HeardSize is how many declarations the State keeps.
const HeardSize = 32

// heard is one public declaration, unpacked; the State stores it packed
// in a uint64 (packedHeard) to stay small and cheap to copy and encode.
type heard struct {
	Round  int16
	Kind   int8
	Seat   Seat
	Word   int8
	Target Target
	Rooms  uint16
	N      int8
}

// packedHeard: bits 0-15 round, 16-19 kind, 20-21 seat, 22-28 word, 29-30
// target kind, 31-35 target value, 36-51 rooms, 52-59 n.
type packedHeard uint64

func (h heard) pack() packedHeard {
	return packedHeard(uint64(uint16(h.Round)) | uint64(h.Kind&0xf)<<16 | uint64(h.Seat&3)<<20 |
		uint64(uint8(h.Word)&0x7f)<<22 | uint64(h.Target.Kind&3)<<29 | uint64(uint8(h.Target.V)&0x1f)<<31 |
		uint64(h.Rooms)<<36 | uint64(uint8(h.N))<<52)
}

func (p packedHeard) unpack() heard {
	return heard{
		Round:  int16(uint16(p)),
		Kind:   int8(p >> 16 & 0xf),
		Seat:   Seat(p >> 20 & 3),
		Word:   int8(p >> 22 & 0x7f),
		Target: Target{TargetKind(p >> 29 & 3), int8(p >> 31 & 0x1f)},
		Rooms:  uint16(p >> 36),
		N:      int8(uint8(p >> 52)),
	}
}

const (
	heardDeclared int8 = iota + 1
	heardSpotted
	heardDeviceSpotted
	heardDeviceRemoved
	heardGenerator
	heardDoomsday
	heardCounted
	heardHit
	heardWall
)

// Words of declarations that are not tile names.
const (
	wordScan int8 = 100 + iota
	wordHack
	wordAffected
	wordTripYes
	wordTripNo
)

var specialWords = map[string]int8{
	"scan": wordScan, "hack": wordHack, "affected": wordAffected,
	"Trip Laser: yes": wordTripYes, "Trip Laser: no": wordTripNo,
}

var wordOf = func() map[string]int8 {
	m := map[string]int8{}
	for t := Tile(0); t < numTiles; t++ {
		m[t.String()] = int8(t)
	}
	for k, v := range specialWords {
		m[k] = v
	}
	return m
}()

func wordText(w int8) string {
	if w >= 0 && w < int8(numTiles) {
		return Tile(w).String()
	}
	for k, v := range specialWords {
		if v == w {
			return k
		}
	}
	return "?"
}

// hear records a public event in the log.
func (g *game) hear(e Event) {
	if h, ok := heardOf(e, g.s.Round); ok {
		g.s.Heard[g.s.HeardN%HeardSize] = h.pack()
		g.s.HeardN++
	}
}

// heardOf is the log entry of a public event declared in round; false for
// an event the log does not keep.
func heardOf(e Event, round int16) (h heard, ok bool) {
	h.Round = round
	switch e := e.(type) {
	case Declared:
		w, ok := wordOf[e.Say]
		if !ok {
			return h, false
		}
		h.Kind, h.Seat, h.Word, h.Target, h.Rooms = heardDeclared, e.Seat, w, e.Target, uint16(e.Rooms)
	case Spotted:
		h.Kind, h.Seat = heardSpotted, e.Seat
		if e.Room != NoRoom {
			h.Target = At(e.Room)
		}
	case DeviceSpotted:
		h.Kind, h.Word, h.N, h.Target = heardDeviceSpotted, int8(e.Team), int8(e.Device), At(e.Room)
	case DeviceRemoved:
		h.Kind, h.Word, h.N, h.Target = heardDeviceRemoved, int8(e.Team), int8(e.Device), At(e.Room)
	case GeneratorDeclared:
		h.Kind, h.N, h.Word = heardGenerator, e.Generator, e.Cubes
	case DoomsdayPassed:
		h.Kind = heardDoomsday
		if e.Room != NoRoom {
			h.Target = At(e.Room)
		}
	case Counted:
		h.Kind, h.Target, h.N = heardCounted, In(e.Area), e.N
	case Hit:
		h.Kind, h.Seat, h.Target = heardHit, e.Seat, At(e.Room)
	case WallDestroyed:
		h.Kind, h.N = heardWall, int8(e.Edge)
	default:
		return h, false
	}
	return h, true
}

// event rebuilds the public event a log entry records.
func (h heard) event() Event {
	room := NoRoom
	if h.Target.Kind == RoomTarget {
		room = h.Target.Room()
	}
	switch h.Kind {
	case heardDeclared:
		return Declared{h.Seat, wordText(h.Word), h.Target, RoomSet(h.Rooms)}
	case heardSpotted:
		return Spotted{h.Seat, room}
	case heardDeviceSpotted:
		return DeviceSpotted{Team(h.Word), Device(h.N), room}
	case heardDeviceRemoved:
		return DeviceRemoved{Team(h.Word), Device(h.N), room}
	case heardGenerator:
		return GeneratorDeclared{h.N, h.Word}
	case heardDoomsday:
		return DoomsdayPassed{room}
	case heardCounted:
		return Counted{h.Target.Area(), h.N}
	case heardHit:
		return Hit{h.Seat, room}
	case heardWall:
		return WallDestroyed{Edge(h.N)}
	}
	return nil
}

// Heard returns the last declarations every seat heard (at most
// HeardSize), oldest first, with the round each was made in. They are the
// same in every view.
func (st State) Heard() (events []Event, rounds []int) {
	n := int(st.s.HeardN)
	start := 0
	if n > HeardSize {
		start = n - HeardSize
	}
	for i := start; i < n; i++ {
		h := st.s.Heard[i%HeardSize].unpack()
		if e := h.event(); e != nil {
			events = append(events, e)
			rounds = append(rounds, int(h.Round))
		}
	}
	return events, rounds
}

func (h heard) valid() bool {
	if h.Kind < heardDeclared || h.Kind > heardWall || !h.Seat.valid() || !h.Target.valid() {
		return false
	}
	switch h.Kind {
	case heardDeclared:
		return wordText(h.Word) != "?"
	case heardDeviceSpotted, heardDeviceRemoved:
		return (h.Word == 0 || h.Word == 1) && h.N >= 0 && int(h.N) < numDevices[h.Word] && h.Target.Kind == RoomTarget
	case heardGenerator:
		return (h.N == 0 || h.N == 1) && h.Word >= 0 && h.Word <= 2
	case heardWall:
		return h.N >= 0 && h.N < Edges
	case heardCounted:
		return h.Target.Kind == AreaTarget
	case heardHit:
		return h.Target.Kind == RoomTarget
	}
	return true
}
