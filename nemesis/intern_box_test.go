package nemesis

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/incursion/incursion/dice"
)

// everyAction holds a value of each Action type (the zero value).
var everyAction = []Action{
	DraftCharacter{}, TakeSupport{}, TakeGear{}, Move{}, Secure{}, Shoot{}, Burst{}, Melee{},
	UseRoom{}, PlayCard{}, UseItem{}, UseGear{}, Pass{}, Pay{}, ChooseObjective{}, Keep{}, Hit{},
	Retaliation{}, Discard{}, SwapAA{}, Launch{}, ArmorChoice{}, Repel{}, Drop{}, GearDone{},
	MoveGear{}, UseOn{}, Order{}, React{}, ActivateRobot{}, Give{}, Trade{}, Offer{}, Consent{},
	Accept{}, EndTurn{},
}

// box calls boxAction with a's concrete type, as the rules do.
func box(a Action) (Action, int) {
	switch x := a.(type) {
	case DraftCharacter:
		return boxAction(x), kindOf(x)
	case TakeSupport:
		return boxAction(x), kindOf(x)
	case TakeGear:
		return boxAction(x), kindOf(x)
	case Move:
		return boxAction(x), kindOf(x)
	case Secure:
		return boxAction(x), kindOf(x)
	case Shoot:
		return boxAction(x), kindOf(x)
	case Burst:
		return boxAction(x), kindOf(x)
	case Melee:
		return boxAction(x), kindOf(x)
	case UseRoom:
		return boxAction(x), kindOf(x)
	case PlayCard:
		return boxAction(x), kindOf(x)
	case UseItem:
		return boxAction(x), kindOf(x)
	case UseGear:
		return boxAction(x), kindOf(x)
	case Pass:
		return boxAction(x), kindOf(x)
	case Pay:
		return boxAction(x), kindOf(x)
	case ChooseObjective:
		return boxAction(x), kindOf(x)
	case Keep:
		return boxAction(x), kindOf(x)
	case Hit:
		return boxAction(x), kindOf(x)
	case Retaliation:
		return boxAction(x), kindOf(x)
	case Discard:
		return boxAction(x), kindOf(x)
	case SwapAA:
		return boxAction(x), kindOf(x)
	case Launch:
		return boxAction(x), kindOf(x)
	case ArmorChoice:
		return boxAction(x), kindOf(x)
	case Repel:
		return boxAction(x), kindOf(x)
	case Drop:
		return boxAction(x), kindOf(x)
	case GearDone:
		return boxAction(x), kindOf(x)
	case MoveGear:
		return boxAction(x), kindOf(x)
	case UseOn:
		return boxAction(x), kindOf(x)
	case Order:
		return boxAction(x), kindOf(x)
	case React:
		return boxAction(x), kindOf(x)
	case ActivateRobot:
		return boxAction(x), kindOf(x)
	case Give:
		return boxAction(x), kindOf(x)
	case Trade:
		return boxAction(x), kindOf(x)
	case Offer:
		return boxAction(x), kindOf(x)
	case Consent:
		return boxAction(x), kindOf(x)
	case Accept:
		return boxAction(x), kindOf(x)
	case EndTurn:
		return boxAction(x), kindOf(x)
	}
	return a, unnamed
}

func kindOf[T comparable](v T) int {
	_, k := packAction(v)
	return k
}

// TestPackActionNamesEveryAction: every type of the package with an
// isAction method is in everyAction and packAction names it (a new Action
// type is added to both), the one-byte Actions are those of one byte.
func TestPackActionNamesEveryAction(t *testing.T) {
	fset := token.NewFileSet()
	entries, err := os.ReadDir(".")
	if err != nil {
		t.Fatal(err)
	}
	var declared []string
	for _, e := range entries {
		if !strings.HasSuffix(e.Name(), ".go") || strings.HasSuffix(e.Name(), "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, e.Name(), nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range f.Decls {
			fn, ok := d.(*ast.FuncDecl)
			if !ok || fn.Recv == nil || fn.Name.Name != "isAction" {
				continue
			}
			if id, ok := fn.Recv.List[0].Type.(*ast.Ident); ok {
				declared = append(declared, id.Name)
			}
		}
	}
	var listed []string
	for _, a := range everyAction {
		name := reflect.TypeOf(a).Name()
		listed = append(listed, name)
		_, kind := box(a)
		size := reflect.TypeOf(a).Size()
		switch {
		case kind == unnamed:
			t.Errorf("packAction does not name %s", name)
		case (kind == oneByte) != (size == 1):
			t.Errorf("%s: %d bytes, packAction kind %d", name, size, kind)
		case size > 6:
			t.Errorf("%s: %d bytes: five fields and a seat are packed at most", name, size)
		}
	}
	slices.Sort(declared)
	slices.Sort(listed)
	if !slices.Equal(declared, listed) {
		t.Errorf("Action types %v, everyAction has %v", declared, listed)
	}
}

// TestActionKeys: random values of every Action type, their fields drawn
// from small ranges so that equal values occur: two values have equal
// keys exactly when they are equal, and boxAction returns an equal value.
func TestActionKeys(t *testing.T) {
	r := dice.New(1)
	byKey := map[uint64]Action{}
	for i := 0; i < 40000; i++ {
		proto := everyAction[r.IntN(len(everyAction))]
		rv := reflect.New(reflect.TypeOf(proto)).Elem()
		fillFields(rv, r)
		v := rv.Interface().(Action)
		got, kind := box(v)
		if got != v {
			t.Fatalf("boxAction(%#v) = %#v", v, got)
		}
		if kind != packed {
			continue
		}
		key := keyOf(v)
		if w, ok := byKey[key]; ok && w != v {
			t.Fatalf("%#v and %#v share key %#x", v, w, key)
		}
		byKey[key] = v
	}
	if len(byKey) < 1000 {
		t.Fatalf("only %d distinct keys", len(byKey))
	}
}

// fillFields sets every int8-sized field of v (recursively) to a value in
// [-2, 3] (bools at random).
func fillFields(v reflect.Value, r dice.Roller) {
	switch v.Kind() {
	case reflect.Struct:
		for i := range v.NumField() {
			fillFields(v.Field(i), r)
		}
	case reflect.Bool:
		v.SetBool(r.IntN(2) == 1)
	case reflect.Int8:
		v.SetInt(int64(r.IntN(6) - 2))
	default:
		panic("fill: " + v.Kind().String())
	}
}

// keyOf is actionKey of a's concrete type.
func keyOf(a Action) uint64 {
	key, ok := keyThrough(a)
	if !ok {
		panic("keyOf: " + reflect.TypeOf(a).Name())
	}
	return key
}

func keyThrough(a Action) (uint64, bool) {
	switch x := a.(type) {
	case DraftCharacter:
		return actionKey(x)
	case TakeSupport:
		return actionKey(x)
	case TakeGear:
		return actionKey(x)
	case Move:
		return actionKey(x)
	case Shoot:
		return actionKey(x)
	case Burst:
		return actionKey(x)
	case Melee:
		return actionKey(x)
	case UseRoom:
		return actionKey(x)
	case PlayCard:
		return actionKey(x)
	case UseItem:
		return actionKey(x)
	case UseGear:
		return actionKey(x)
	case Pay:
		return actionKey(x)
	case ChooseObjective:
		return actionKey(x)
	case Keep:
		return actionKey(x)
	case Hit:
		return actionKey(x)
	case Retaliation:
		return actionKey(x)
	case Discard:
		return actionKey(x)
	case SwapAA:
		return actionKey(x)
	case Launch:
		return actionKey(x)
	case ArmorChoice:
		return actionKey(x)
	case Repel:
		return actionKey(x)
	case Drop:
		return actionKey(x)
	case MoveGear:
		return actionKey(x)
	case UseOn:
		return actionKey(x)
	case Order:
		return actionKey(x)
	case React:
		return actionKey(x)
	case ActivateRobot:
		return actionKey(x)
	case Give:
		return actionKey(x)
	case Offer:
		return actionKey(x)
	case Consent:
		return actionKey(x)
	case Accept:
		return actionKey(x)
	}
	return 0, false
}

// TestBoxActionAllocates: a value met once is boxed again without
// allocating, of every type, and an unnamed type's hash path too.
func TestBoxActionAllocates(t *testing.T) {
	for _, a := range everyAction {
		box(a)
		if n := testing.AllocsPerRun(100, func() { box(a) }); n != 0 {
			t.Errorf("%T: %v allocations", a, n)
		}
	}
	type newAction struct {
		Move
		X int8
	}
	v := newAction{Move{1, 2, true, 3}, 4}
	k1, ok1 := actionKey(v)
	k2, ok2 := actionKey(v)
	if !ok1 || !ok2 || k1 != k2 {
		t.Errorf("an unnamed type's key: %#x %v, %#x %v", k1, ok1, k2, ok2)
	}
	if n := testing.AllocsPerRun(100, func() { actionKey(v) }); n != 0 {
		t.Errorf("an unnamed type's key: %v allocations", n)
	}
}

// BenchmarkBoxAction: boxAction of values already met (the table's hits,
// what a playout asks for almost always), of every type in turn.
func BenchmarkBoxAction(b *testing.B) {
	sample := []Action{
		Move{1, 40, true, 2}, Secure{0}, Shoot{2, 0, 7}, Burst{3, 1, 12}, Melee{0, 5},
		UseItem{1, 30, 4}, UseGear{2, 3, 1}, ActivateRobot{0, 3, 2, 1}, Trade{4},
		UseOn{1, 22, 3, 0}, MoveGear{0, 4, 7}, Order{1, 2, Chosen{verbMove, 40, -1}},
		React{2, 3, NoCard}, Keep{0, 12, NoDrop}, Accept{1, 2}, Pass{3}, EndTurn{2},
		TakeSupport{0, 7, NoDrop}, Offer{0, 0, 1, 2, 3}, Repel{1, 33},
	}
	b.ReportAllocs()
	for b.Loop() {
		for _, a := range sample {
			box(a)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(sample)), "ns/action")
}
