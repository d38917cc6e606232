package sabotage

// Interned actions: Actions returns interface values taken from these
// tables, built once, so that listing the legal actions does not allocate
// one box per action.

func targetIndex(t Target) int {
	switch t.Kind {
	case DirTarget:
		return 1 + int(t.V)
	case RoomTarget:
		return 5 + int(t.V)
	case AreaTarget:
		return 21 + int(t.V)
	}
	return 0
}

const numTargets = 41

// targetStrings[targetIndex(t)] is t.String() for every valid target.
var targetStrings = func() (s [numTargets]string) {
	for i := range s {
		s[i] = targetAt(i).String()
	}
	return s
}()

func targetAt(i int) Target {
	switch {
	case i == 0:
		return noTarget
	case i < 5:
		return To(Dir(i - 1))
	case i < 21:
		return At(Room(i - 5))
	}
	return In(Area(i - 21))
}

var (
	planTable    = make([]Action, 4*Slots*16*21)
	executeTable = make([]Action, 4*numTargets*numTargets)
)

func init() {
	for seat := Seat(0); seat < 4; seat++ {
		for k := Slot(0); k < Slots; k++ {
			for m := 0; m < 16; m++ {
				for ti := 0; ti < 21; ti++ {
					planTable[((int(seat)*Slots+int(k))*16+m)*21+ti] = PlanTile{seat, k, uint8(m), targetAt(ti)}
				}
			}
		}
		for a := 0; a < numTargets; a++ {
			for b := 0; b < numTargets; b++ {
				executeTable[(int(seat)*numTargets+a)*numTargets+b] = Execute{seat, targetAt(a), targetAt(b)}
			}
		}
	}
}

func planAction(seat Seat, k Slot, m uint8, arg Target) Action {
	ti := targetIndex(arg)
	if ti >= 21 || m >= 16 {
		return PlanTile{seat, k, m, arg}
	}
	return planTable[((int(seat)*Slots+int(k))*16+int(m))*21+ti]
}

func executeAction(seat Seat, a, b Target) Action {
	return executeTable[(int(seat)*numTargets+targetIndex(a))*numTargets+targetIndex(b)]
}

// Interned events: the most frequent events of a playout, boxed once, so
// that emitting them does not allocate (an Event is an immutable value, so
// sharing the box is invisible to callers).
var (
	plannedEvents  [4][numTiles]Event     // Private "planned <tile>"
	skippedEvents  [4][numTiles]Event     // Private "could not execute <tile>"
	movedEvents    [4][Rooms + 1][2]Event // Moved{seat, room (NoRoom first), team}
	modifiedEvents [4]Event               // Private "modified a die"
)

func init() {
	for seat := Seat(0); seat < 4; seat++ {
		team := seat.Team()
		for t := Tile(0); t < numTiles; t++ {
			plannedEvents[seat][t] = Private{team, seat, "planned " + t.String()}
			skippedEvents[seat][t] = Private{team, seat, "could not execute " + t.String()}
		}
		for r := NoRoom; r < Rooms; r++ {
			for tm := Spies; tm <= Villains; tm++ {
				movedEvents[seat][r+1][tm] = Moved{seat, r, tm}
			}
		}
		modifiedEvents[seat] = Private{team, seat, "modified a die"}
	}
}

// plannedEvent is Private{seat's team, seat, "planned <t>"}.
func plannedEvent(seat Seat, t Tile) Event {
	if seat.valid() && t >= 0 && t < numTiles {
		return plannedEvents[seat][t]
	}
	return Private{seat.Team(), seat, "planned " + t.String()}
}

// skippedEvent is Private{seat's team, seat, "could not execute <t>"}.
func skippedEvent(seat Seat, t Tile) Event {
	if seat.valid() && t >= 0 && t < numTiles {
		return skippedEvents[seat][t]
	}
	return Private{seat.Team(), seat, "could not execute " + t.String()}
}

// movedEvent is Moved{seat, r, team}.
func movedEvent(seat Seat, r Room, team Team) Event {
	if seat.valid() && r >= NoRoom && r < Rooms && (team == Spies || team == Villains) {
		return movedEvents[seat][r+1][team]
	}
	return Moved{seat, r, team}
}

// modifiedEvent is Private{seat's team, seat, "modified a die"}.
func modifiedEvent(seat Seat) Event {
	if seat.valid() {
		return modifiedEvents[seat]
	}
	return Private{seat.Team(), seat, "modified a die"}
}

// Interned small actions listed by Actions (each would otherwise be boxed
// anew: only one-byte values are boxed without allocating).
var (
	modifyActions   [4][4][2]Action // ModifyDie{seat, die, -1 / +1}
	unlockActions   [4][4]Action    // UnlockDie{seat, die}
	goFirstActions  [4][4]Action    // GoFirst{seat, first}
	slideActions    [4][4]Action    // Slide{seat, dir}
	useCubeActions  [4][2]Action    // UseCube{seat, false / true}
	pickTileActions [4][Slots]Action
)

func init() {
	for seat := Seat(0); seat < 4; seat++ {
		for i := int8(0); i < 4; i++ {
			modifyActions[seat][i] = [2]Action{ModifyDie{seat, i, -1}, ModifyDie{seat, i, 1}}
			unlockActions[seat][i] = UnlockDie{seat, i}
			goFirstActions[seat][i] = GoFirst{seat, Seat(i)}
			slideActions[seat][i] = Slide{seat, Dir(i)}
		}
		useCubeActions[seat] = [2]Action{UseCube{seat, false}, UseCube{seat, true}}
		for k := Slot(0); k < Slots; k++ {
			pickTileActions[seat][k] = PickTile{seat, k}
		}
	}
}

func unlockAction(seat Seat, die int8) Action {
	if seat.valid() && die >= 0 && die < 4 {
		return unlockActions[seat][die]
	}
	return UnlockDie{seat, die}
}

func goFirstAction(seat, first Seat) Action {
	if seat.valid() && first.valid() {
		return goFirstActions[seat][first]
	}
	return GoFirst{seat, first}
}

func slideAction(seat Seat, d Dir) Action {
	if seat.valid() && d >= 0 && d < 4 {
		return slideActions[seat][d]
	}
	return Slide{seat, d}
}

func useCubeAction(seat Seat, swagger bool) Action {
	if seat.valid() {
		if swagger {
			return useCubeActions[seat][1]
		}
		return useCubeActions[seat][0]
	}
	return UseCube{seat, swagger}
}

func pickTileAction(seat Seat, k Slot) Action {
	if seat.valid() && k >= 0 && k < Slots {
		return pickTileActions[seat][k]
	}
	return PickTile{seat, k}
}

// scanDeclared[seat][area] is Declared{seat, "scan", In(area), the area's
// rooms}: a SCAN's declaration, boxed once.
var scanDeclared = func() (t [4][NumAreas]Event) {
	for seat := range t {
		for a := range t[seat] {
			t[seat][a] = Declared{Seat(seat), "scan", In(Area(a)), RoomSet(Area(a).Rooms())}
		}
	}
	return t
}()

// hackDeclared[seat][n] is Declared{seat, "hack", no target, the room of
// bit n-1 (none for n = 0)}: a HACK's declaration of one room (or of none,
// under Tear Gas), boxed once.
var hackDeclared = func() (t [4][Rooms + 1]Event) {
	for seat := range t {
		for n := range t[seat] {
			var rooms uint16
			if n > 0 {
				rooms = 1 << uint(n-1)
			}
			t[seat][n] = Declared{Seat(seat), "hack", noTarget, RoomSet(rooms)}
		}
	}
	return t
}()
