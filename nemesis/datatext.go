package nemesis

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// Text forms of the data's enums (JSON words).

func (k RoomKind) MarshalText() ([]byte, error) { return enumText(roomNames[:], "Room kind", k) }
func (k *RoomKind) UnmarshalText(b []byte) (err error) {
	*k, err = textEnum[RoomKind](roomNames[:], "Room kind", b)
	return
}
func (k ItemKind) String() string {
	if k < 0 || k >= itemKinds {
		return "?"
	}
	return itemNames[k]
}
func (k ItemKind) MarshalText() ([]byte, error) { return enumText(itemNames[:], "Item kind", k) }
func (k *ItemKind) UnmarshalText(b []byte) (err error) {
	*k, err = textEnum[ItemKind](itemNames[:], "Item kind", b)
	return
}
func (k Kind) MarshalText() ([]byte, error) { return enumText(kindNames[:], "Intruder kind", k) }
func (k *Kind) UnmarshalText(b []byte) (err error) {
	*k, err = textEnum[Kind](kindNames[:], "Intruder kind", b)
	return
}
func (k CardKind) MarshalText() ([]byte, error) { return enumText(cardNames[:], "Action card kind", k) }
func (k *CardKind) UnmarshalText(b []byte) (err error) {
	*k, err = textEnum[CardKind](cardNames[:], "Action card kind", b)
	return
}
func (k Stack) MarshalText() ([]byte, error) { return enumText(stackNames, "stack", k) }
func (k *Stack) UnmarshalText(b []byte) (err error) {
	*k, err = textEnum[Stack](stackNames, "stack", b)
	return
}
func (k AttackEffect) String() string { return nameOf(attackNames[:], k) }
func (k AttackEffect) MarshalText() ([]byte, error) {
	return enumText(attackNames[:], "Intruder Attack effect", k)
}
func (k *AttackEffect) UnmarshalText(b []byte) (err error) {
	*k, err = textEnum[AttackEffect](attackNames[:], "Intruder Attack effect", b)
	return
}
func (k WoundKind) String() string               { return nameOf(woundNames[:], k) }
func (k WoundKind) MarshalText() ([]byte, error) { return enumText(woundNames[:], "Serious Wound", k) }
func (k *WoundKind) UnmarshalText(b []byte) (err error) {
	*k, err = textEnum[WoundKind](woundNames[:], "Serious Wound", b)
	return
}
func (k EventEffect) String() string { return nameOf(eventNames[:], k) }
func (k EventEffect) MarshalText() ([]byte, error) {
	return enumText(eventNames[:], "Event effect", k)
}
func (k *EventEffect) UnmarshalText(b []byte) (err error) {
	*k, err = textEnum[EventEffect](eventNames[:], "Event effect", b)
	return
}
func (k Goal) String() string               { return nameOf(goalNames, k) }
func (k Goal) MarshalText() ([]byte, error) { return enumText(goalNames, "Objective goal", k) }
func (k *Goal) UnmarshalText(b []byte) (err error) {
	*k, err = textEnum[Goal](goalNames, "Objective goal", b)
	return
}
func (k ObjectiveGroup) String() string { return nameOf(groupNames, k) }
func (k ObjectiveGroup) MarshalText() ([]byte, error) {
	return enumText(groupNames, "Objective group", k)
}
func (k *ObjectiveGroup) UnmarshalText(b []byte) (err error) {
	*k, err = textEnum[ObjectiveGroup](groupNames, "Objective group", b)
	return
}
func (k RobotKind) String() string               { return nameOf(robotNames[:], k) }
func (k RobotKind) MarshalText() ([]byte, error) { return enumText(robotNames[:], "Robot card", k) }
func (k *RobotKind) UnmarshalText(b []byte) (err error) {
	*k, err = textEnum[RobotKind](robotNames[:], "Robot card", b)
	return
}

func nameOf[T ~int8](names []string, k T) string {
	if k < 0 || int(k) >= len(names) {
		return "?"
	}
	return names[k]
}

func enumText[T ~int8](names []string, what string, k T) ([]byte, error) {
	if k < 0 || int(k) >= len(names) {
		return nil, fmt.Errorf("nemesis: no %s %d", what, k)
	}
	return []byte(names[k]), nil
}

func (f NoiseFace) MarshalText() ([]byte, error) {
	if f == Hazard {
		return []byte("Hazard"), nil
	}
	return []byte(strconv.Itoa(int(f))), nil
}
func (f *NoiseFace) UnmarshalText(b []byte) error {
	if strings.EqualFold(string(b), "Hazard") {
		*f = Hazard
		return nil
	}
	n, err := faceNumber("Noise die", b, 1, 4)
	*f = NoiseFace(n)
	return err
}
func (f ShootFace) MarshalText() ([]byte, error) {
	switch f {
	case Critical:
		return []byte("Critical"), nil
	case Blanked:
		return []byte("Blanked"), nil
	}
	return []byte(strconv.Itoa(int(f))), nil
}
func (f *ShootFace) UnmarshalText(b []byte) error {
	switch {
	case strings.EqualFold(string(b), "Critical"):
		*f = Critical
		return nil
	case strings.EqualFold(string(b), "Blanked"):
		*f = Blanked
		return nil
	}
	n, err := faceNumber("Shoot die", b, 2, 5)
	*f = ShootFace(n)
	return err
}
func (f BurstFace) MarshalText() ([]byte, error) {
	if f == 0 {
		return []byte("Miss"), nil
	}
	return []byte(strconv.Itoa(int(f))), nil
}
func (f *BurstFace) UnmarshalText(b []byte) error {
	if strings.EqualFold(string(b), "Miss") {
		*f = 0
		return nil
	}
	n, err := faceNumber("Burst die", b, 1, 4)
	*f = BurstFace(n)
	return err
}

func faceNumber(die string, b []byte, lo, hi int) (int8, error) {
	n, err := strconv.Atoi(string(b))
	if err != nil || n < lo || n > hi {
		return 0, fmt.Errorf("nemesis: %q is not a face of the %s", b, die)
	}
	return int8(n), nil
}

const dirLetters = "NESW"

func (d Dirs) String() string {
	var b []byte
	for i := range 4 {
		if d&(1<<i) != 0 {
			b = append(b, dirLetters[i])
		}
	}
	return string(b)
}
func (d Dirs) MarshalText() ([]byte, error) { return []byte(d.String()), nil }
func (d *Dirs) UnmarshalText(b []byte) error {
	*d = 0
	for _, c := range strings.ToUpper(string(b)) {
		i := strings.IndexRune(dirLetters, c)
		if i < 0 {
			return fmt.Errorf("nemesis: directions %q: want letters of NESW", b)
		}
		*d |= 1 << i
	}
	return nil
}

func (m Moves) String() string {
	var w []string
	for i, n := range moveNames {
		if m&(1<<i) != 0 {
			w = append(w, n)
		}
	}
	return strings.Join(w, "+")
}
func (m Moves) MarshalText() ([]byte, error) { return []byte(m.String()), nil }
func (m *Moves) UnmarshalText(b []byte) error {
	*m = 0
	if len(b) == 0 {
		return nil
	}
	for _, w := range strings.Split(string(b), "+") {
		i := slices.IndexFunc(moveNames, func(n string) bool { return strings.EqualFold(n, strings.TrimSpace(w)) })
		if i < 0 {
			return fmt.Errorf("nemesis: Event movement %q: want horizontal, vertical, rooms joined by +", b)
		}
		*m |= 1 << i
	}
	return nil
}

// itemName names Item card c ("?" for none or an unknown one).
func (f NoiseFace) String() string { b, _ := f.MarshalText(); return string(b) }
func (f ShootFace) String() string { b, _ := f.MarshalText(); return string(b) }
func (f BurstFace) String() string { b, _ := f.MarshalText(); return string(b) }
