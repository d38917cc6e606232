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
