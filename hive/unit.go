package hive

import "fmt"

// Kind is the type of a unit counter (2.2). The zero Kind is Unknown: what
// the Terran player sees of a face-down counter in [State.View].
type Kind uint8

// The unit types of the counter key (2.2).
const (
	Unknown Kind = iota
	Engineer
	Scout
	Lancers // "2 Lancers": two men on one counter (3.0, Individual)
	Lancer  // "1 Lancer": the back of 2 Lancers (17.1)
	MasterQueen
	Queen
	Soldier
	Worker
	Boobytrap
	FakeBoobytrap
	Ambassador
	Daughter
	numKinds
)

var kindNames = [numKinds]string{"unknown", "engineer", "scout", "2lancers", "1lancer", "masterqueen", "queen", "soldier", "worker", "boobytrap", "fake", "ambassador", "daughter"}

func (k Kind) String() string {
	if k < numKinds {
		return kindNames[k]
	}
	return fmt.Sprintf("kind(%d)", uint8(k))
}

// Ratings are the printed values of a counter (2.2): "figures 4 / 8 3 4"
// reads Ranged 4, Melee 8, Out-of-Command Melee 3, Movement Allowance 4.
// Ranged is -1 for a unit without a Ranged Combat Strength (12.6).
type Ratings struct {
	Ranged       int
	Melee        int
	OutOfCommand int // only Soldiers and Workers have one (2.2)
	Movement     int
}

// counterKey holds the ratings of each Kind, read from the counter key (2.2).
// Boobytraps carry only a symbol; their Melee 8 comes from 15.3. See DATA.md.
var counterKey = [numKinds]Ratings{
	Unknown:       {-1, 0, 0, 0},
	Engineer:      {5, 4, 4, 3},
	Scout:         {3, 2, 2, 6},
	Lancers:       {4, 7, 7, 4},
	Lancer:        {2, 3, 3, 4},
	MasterQueen:   {-1, 6, 6, 1},
	Queen:         {-1, 4, 4, 1},
	Soldier:       {4, 8, 3, 4},
	Worker:        {0, 3, 1, 3},
	Boobytrap:     {-1, 8, 8, 0},
	FakeBoobytrap: {-1, 0, 0, 0},
	Ambassador:    {-1, 0, 0, 2},
	Daughter:      {-1, 0, 0, 2},
}

// Rating returns the printed ratings of k.
func (k Kind) Rating() Ratings {
	if k < numKinds {
		return counterKey[k]
	}
	return Ratings{Ranged: -1}
}

// Marine reports whether k is a Space Marine (3.0).
func (k Kind) Marine() bool { return k >= Engineer && k <= Lancer }

// Terran reports whether k is a Terran: a Space Marine, the ambassador or his
// daughter (3.0).
func (k Kind) Terran() bool { return k.Marine() || k.Hostage() }

// Hostage reports whether k is the ambassador or his daughter.
func (k Kind) Hostage() bool { return k == Ambassador || k == Daughter }

// QueenLike reports whether k is a Queen or the Master-Queen.
func (k Kind) QueenLike() bool { return k == Queen || k == MasterQueen }

// Trap reports whether k is a boobytrap or a fake boobytrap.
func (k Kind) Trap() bool { return k == Boobytrap || k == FakeBoobytrap }

// men is the number of individuals on a counter (3.0, Individual).
func (k Kind) men() int {
	if k == Lancers {
		return 2
	}
	return 1
}

// The counter mix (4.2, DATA.md): how many counters of each unit the sheet
// of 100 counters holds. Unit slots in a State are laid out in this order.
const (
	engScoutCounters = 10 // Engineer on the front, Scout on the back (4.2)
	lancerCounters   = 14 // 2 Lancers on the front, 1 Lancer on the back
	lancerSlots      = 24 // room for every man of 12 teams split apart (17.1)
	soldierCounters  = 12
	workerCounters   = 12
	trapCounters     = 3 // 15.0: up to three boobytraps
	fakeCounters     = 2 // and two fake boobytraps
	queenCounters    = 7 // 4.7

	firstLancer = engScoutCounters
	firstZnon   = firstLancer + lancerSlots
	numZnon     = 1 + queenCounters + 2 + soldierCounters + workerCounters + trapCounters + fakeCounters
	numUnits    = firstZnon + numZnon
)

// znonMix is the order of the Znon counters before they are shuffled at the
// end of the Znon purchases (see [State] and DATA.md).
func znonMix() [numZnon]Kind {
	var m [numZnon]Kind
	i := 0
	add := func(k Kind, n int) {
		for j := 0; j < n; j++ {
			m[i] = k
			i++
		}
	}
	add(MasterQueen, 1)
	add(Queen, queenCounters)
	add(Ambassador, 1)
	add(Daughter, 1)
	add(Soldier, soldierCounters)
	add(Worker, workerCounters)
	add(Boobytrap, trapCounters)
	add(FakeBoobytrap, fakeCounters)
	return m
}

// Item is something bought with Resource Points (4.9).
type Item uint8

// The rows of the Unit Cost Chart (4.9).
const (
	BuyDarter Item = iota
	BuyEngineer
	BuyScout
	BuyLancers
	BuySoldier
	BuyWorker
	BuyBoobytrap
	BuyFake
	BuyHyperdrive // subtract 1 from the Game-Turn of hyperdrive
	numItems

	// unknownItem is what the other player sees of a purchase (4.0):
	// "buy unknown".
	unknownItem Item = 255
)

var itemNames = [numItems]string{"darter", "engineer", "scout", "2lancers", "soldier", "worker", "boobytrap", "fake", "hyperdrive"}

// Cost is the Unit Cost Chart (4.9).
var itemCost = [numItems]int{8, 3, 2, 4, 3, 1, 4, 2, 4}

func (it Item) String() string {
	if it < numItems {
		return itemNames[it]
	}
	if it == unknownItem {
		return "unknown"
	}
	return fmt.Sprintf("item(%d)", uint8(it))
}

// Cost returns the Resource Point cost of it (4.9).
func (it Item) Cost() int {
	if it < numItems {
		return itemCost[it]
	}
	return 0
}

func (it Item) seat() Seat {
	if it <= BuyLancers {
		return Terran
	}
	return Znon
}

// MarshalText writes the item's name.
func (it Item) MarshalText() ([]byte, error) { return []byte(it.String()), nil }

// UnmarshalText reads an item's name.
func (it *Item) UnmarshalText(b []byte) error {
	for i, n := range itemNames {
		if n == string(b) {
			*it = Item(i)
			return nil
		}
	}
	if string(b) == "unknown" {
		*it = unknownItem
		return nil
	}
	return fmt.Errorf("hive: no item %q", b)
}
