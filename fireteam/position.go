package fireteam

import (
	"encoding"
	"encoding/json"
	"fmt"
	"reflect"
	"sort"
	"strings"
)

// Position is the position format: a State as a plain Go value, whose JSON
// (State.MarshalJSON, json.Unmarshal into a State) is the format a person
// writes by hand. [State.Position] writes one; [Position.State] builds the
// State and validates it (every rule of [State.Validate]). Words are those
// of the action notation (locations "a1".."h4", heroes "Frank", monsters
// "m2", cards "M01"); indices of heroes are into Heroes, from 0.
//
// Decoding is strict: an unknown key, a value of the wrong type or a
// missing required member is an error naming the member's path
// ("heroes[1].hand: ..."). Members marked "required" below must be
// present; the others default as their docs say when omitted.
type Position struct {
	// Mission is the mission's code, I1..I3, F1..F3, T1..T3. Required.
	Mission string `json:"mission" position:"required"`
	// Players is the number of players, 1..4 (1: solitaire, two heroes).
	// Required.
	Players int `json:"players" position:"required"`
	// Round is the game round from 1; 0 exactly during setup (waiting for
	// start, pick, equip or next). Default 0.
	Round int `json:"round"`
	// WaitingFor is what the game waits for: start (the start player),
	// pick (a hero), equip (upgrades and focus cards), tactic (a tactical
	// response), down (a knocked-down hero stands or stays down), turn (a
	// hero's turn), aim (cards added to an attack), reroll (Henry's
	// reroll), order (which monster activates next), intercede (taking one
	// for the team), react (a reaction), discard (a card for a hit), bring
	// (the specialists a thrown hero brings), next (an operation's next
	// mission) or over. Required.
	WaitingFor string `json:"waiting_for" position:"required"`
	// Start is the index in Heroes of the hero holding the start player
	// token. Default 0.
	Start int `json:"start_player_hero"`
	// Current is the index in Heroes of the hero whose turn or decision it
	// is (while waiting for pick or equip: how many players have chosen).
	// Default 0.
	Current int `json:"current_hero"`
	// Moves is the movement the current hero spent this turn (0..3; a
	// difficult location costs 2). Default 0.
	Moves int `json:"movement_spent"`
	// Acted reports that the current hero performed his action this turn.
	// Default false.
	Acted bool `json:"action_spent"`
	// Heroes are the heroes in order of selection (one per player, two in
	// solitaire; turn order runs from Start). Required, one entry each.
	Heroes []HeroPosition `json:"heroes" position:"required"`
	// Patty and Henry are the specialists' locations ("" before setup
	// places them at the entry). Default "".
	Patty string `json:"patty"`
	Henry string `json:"henry"`
	// Monsters are all 13 figures in the order m1..m9, e1..e3, boss.
	// Required, 13 entries.
	Monsters []MonsterPosition `json:"monsters" position:"required"`
	// BossPower is the boss's power tokens left (0..4; one per hero when
	// it enters play). Default 0.
	BossPower int `json:"boss_power_tokens"`
	// Threat is the threat token's space, 1..12. Default 1 (0 reads as 1).
	Threat int `json:"threat_space"`
	// Twists are the twist cards revealed, in order: frenzy, fury,
	// hardened, restless, dread, ferocity, thick_hide, onslaught. Default
	// none.
	Twists []string `json:"twists"`
	// TwistDeck is the twist deck, top last, in the same words ("?" in a
	// view). Default empty.
	TwistDeck []string `json:"twist_deck"`
	// Recon is the recon deck, top last: discovery1..discovery3 (the
	// mission's discoveries, DATA.md) and the events ambush, elite_ambush,
	// supplies, lucky_charm, alarm, quiet, field_medic, cave_in ("?" in a
	// view). Default empty. One card per face-up spawn token.
	Recon []string `json:"recon_deck"`
	// SpawnUp lists the face-up spawn tokens, 1..12. Default none.
	SpawnUp []int `json:"spawn_tokens_face_up"`
	// Coin is the Lucky Coin: heads or tails. Default heads ("" reads as
	// heads).
	Coin string `json:"lucky_coin"`
	// Intel is the number of intel tokens on each of the mission's
	// objectives, in the mission's order. Required, one per objective.
	Intel []int `json:"intel" position:"required"`
	// Complete lists the objectives complete, numbered from 1. Default
	// none.
	Complete []int `json:"objectives_complete"`
	// Suppressed lists the monsters that do not activate this round (a
	// Suppress). Default none.
	Suppressed []Monster `json:"suppressed"`
	// Remaining lists the monsters still to activate in this Threat Phase.
	// Default none.
	Remaining []Monster `json:"to_activate"`
	// Attack is the hero's attack being built or rolled, given exactly
	// while waiting for aim or reroll.
	Attack *HeroAttack `json:"hero_attack,omitempty"`
	// OnHeroes is the attack on heroes waiting for a decision, given
	// exactly while waiting for intercede, react or discard.
	OnHeroes *AttackOnHeroes `json:"attack_on_heroes,omitempty"`
	// Won reports, when over, that the mission (or operation) was won.
	Won bool `json:"won,omitempty"`
	// Reason is, when over, why: "all objectives complete and the whole
	// team at the exit point", "a hero was knocked down while the Lucky
	// Coin was tails up" or "every mission of the operation accomplished".
	Reason string `json:"reason,omitempty"`
	// Viewer is set in a view: the seat it is for (Player1..Player4,
	// Observer). Omitted for a full state.
	Viewer *Seat `json:"viewer,omitempty"`
	// Tokens are the special intel tokens on the board. Default none.
	Tokens []TokenPosition `json:"special_tokens"`
	// MustAttack reports that the current hero must attack an ally his
	// cards reach (F2's Mirror Vault). Default false.
	MustAttack bool `json:"must_attack_ally,omitempty"`
	// Operation is the operation being played (I, F or T), "" for a single
	// mission.
	Operation string `json:"operation,omitempty"`
	// OpWon lists the operation's missions accomplished (their codes).
	OpWon []string `json:"operation_missions_won,omitempty"`
	// UpTo is Config.UpToEntitlement: Setup 3 read as "up to". Default
	// false.
	UpTo bool `json:"equipment_up_to,omitempty"`
}

// HeroPosition is one hero of a [Position].
type HeroPosition struct {
	// Hero is Abe, Maxine, Shad, Frank or Don; "" for a player who has not
	// picked yet. Required.
	Hero string `json:"hero" position:"required"`
	// At is the hero's location, "" before setup places him. Required.
	At string `json:"at" position:"required"`
	// Down reports that the hero is knocked down. Default false.
	Down bool `json:"knocked_down"`
	// Deck is his action deck, top last: card codes of his role (L, C, M,
	// D and 01..32; upgrades 17..32), "?" for a card a view hides. Every
	// card of his role (the 16 action cards and his upgrade sets' cards)
	// is in exactly one of Deck, Hand, Discard and the attack being built.
	// Default empty.
	Deck []string `json:"deck"`
	// Hand is his hand (empty in a view that hides it). Default empty.
	Hand []Card `json:"hand"`
	// HiddenHand is, in a view, the size of a hand not shown. Default 0.
	HiddenHand int `json:"hidden_hand,omitempty"`
	// Discard is his discard pile (face up). Default empty.
	Discard []Card `json:"discard"`
	// Hits is the hits he must still discard for, while waiting for
	// discard. Default 0.
	Hits int `json:"hits_to_discard,omitempty"`
	// Upgrades are his upgrade sets, 1..4: after setup, exactly as many as
	// the mission grants (up to that many under UpTo). Default none.
	Upgrades []int `json:"upgrades"`
	// Focus are his focus cards, 1..6, likewise. Default none.
	Focus []int `json:"focus"`
}

// TokenPosition is a special intel token on the board.
type TokenPosition struct {
	// Token is the token's name (DATA.md), the one its discovery places.
	Token string `json:"token" position:"required"`
	// At is its location.
	At string `json:"at" position:"required"`
	// Discovery is the discovery that placed it, 1..3.
	Discovery int `json:"discovery" position:"required"`
	// OnCard is the intel tokens on its discovery card (the work done on
	// it so far). Default 0.
	OnCard int `json:"intel_on_discovery,omitempty"`
}

// MonsterPosition is one monster figure of a [Position].
type MonsterPosition struct {
	// Monster is the figure, m1..m9, e1..e3, boss, in that order.
	Monster Monster `json:"monster" position:"required"`
	// At is its location, "" off the board.
	At string `json:"at" position:"required"`
	// Pool is where it returns when it leaves play: spawn (the Spawn
	// Pool), reserve (the Reserve Pool) or none (not in this mission, or a
	// defeated boss). Only the mission's slots may be in a pool.
	Pool string `json:"pool" position:"required"`
}

// HeroAttack is the current hero's attack being built (aim) or rolled
// (reroll).
type HeroAttack struct {
	// Target is the target: a monster, token1..token3 or ally1..ally4.
	Target Monster `json:"target" position:"required"`
	// Cards are the cards added so far (in his hand while aiming, in his
	// discard pile once rolled).
	Cards []Card `json:"cards"`
	// Dice are the faces rolled, 0..5 (DATA.md, attack die), empty while
	// aiming.
	Dice []int `json:"dice"`
}

// AttackOnHeroes is a monster's attack (or a hero's hits on heroes)
// waiting for a decision.
type AttackOnHeroes struct {
	// Monster is the attacking monster, "" for a hero's bomb or an attack
	// on an ally.
	Monster string `json:"monster"`
	// Target is the index in Heroes of the attack's target.
	Target int `json:"target_hero" position:"required"`
	// Stage is intercede, react, roll or discard.
	Stage string `json:"stage" position:"required"`
	// Asked is the index in Heroes of the hero asked now.
	Asked int `json:"asked_hero" position:"required"`
	// Context is where play returns when it is resolved: threat (the
	// Threat Phase) or turn (the current hero's turn).
	Context string `json:"returns_to" position:"required"`
	// Ambush reports an ambush (no reactions).
	Ambush bool `json:"ambush,omitempty"`
	// Extra is the bonus hits of a special ability.
	Extra int `json:"extra_hits,omitempty"`
	// Prevent is the hits prevented per hero (Shield reactions), one
	// entry per hero.
	Prevent []int `json:"prevented"`
	// Reacted lists the heroes (indices) that reacted to this attack.
	Reacted []int `json:"reacted"`
}

// State builds the position's State and validates it: the error names the
// member or the rule (State.Validate) it breaks.
func (p Position) State() (State, error) {
	s, err := p.state()
	if err != nil {
		return State{}, err
	}
	if err := s.Validate(); err != nil {
		return State{}, err
	}
	return s, nil
}

// checkPosition walks decoded JSON v against type t (a Position or a part
// of it): an unknown key, a value of the wrong JSON type, a missing member
// tagged position:"required", or a word its type cannot read (a card, a
// monster, a seat) is an error naming its path.
func checkPosition(v any, t reflect.Type, path string) error {
	at := func(format string, args ...any) error {
		p := path
		if p == "" {
			p = "position"
		}
		return fmt.Errorf("fireteam: position: %s: %s", p, fmt.Sprintf(format, args...))
	}
	if reflect.PointerTo(t).Implements(textUnmarshaler) {
		str, ok := v.(string)
		if !ok {
			return at("want a string, got %s", jsonKind(v))
		}
		if err := reflect.New(t).Interface().(encoding.TextUnmarshaler).UnmarshalText([]byte(str)); err != nil {
			return at("%v", err)
		}
		return nil
	}
	switch t.Kind() {
	case reflect.Pointer:
		if v == nil {
			return nil
		}
		return checkPosition(v, t.Elem(), path)
	case reflect.Struct:
		obj, ok := v.(map[string]any)
		if !ok {
			return at("want an object, got %s", jsonKind(v))
		}
		known := map[string]bool{}
		for i := range t.NumField() {
			f := t.Field(i)
			name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
			known[name] = true
			sub := name
			if path != "" {
				sub = path + "." + name
			}
			x, present := obj[name]
			if !present {
				if f.Tag.Get("position") == "required" {
					return fmt.Errorf("fireteam: position: %s: missing (required)", sub)
				}
				continue
			}
			if err := checkPosition(x, f.Type, sub); err != nil {
				return err
			}
		}
		keys := make([]string, 0, len(obj))
		for k := range obj {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			if !known[k] {
				return at("unknown key %q", k)
			}
		}
	case reflect.Slice:
		if v == nil {
			return nil
		}
		arr, ok := v.([]any)
		if !ok {
			return at("want an array, got %s", jsonKind(v))
		}
		for i, x := range arr {
			if err := checkPosition(x, t.Elem(), fmt.Sprintf("%s[%d]", path, i)); err != nil {
				return err
			}
		}
	case reflect.String:
		if _, ok := v.(string); !ok {
			return at("want a string, got %s", jsonKind(v))
		}
	case reflect.Bool:
		if _, ok := v.(bool); !ok {
			return at("want true or false, got %s", jsonKind(v))
		}
	case reflect.Int:
		n, ok := v.(json.Number)
		if !ok {
			return at("want an integer, got %s", jsonKind(v))
		}
		if _, err := n.Int64(); err != nil {
			return at("want an integer, got %s", n)
		}
	}
	return nil
}

var textUnmarshaler = reflect.TypeFor[encoding.TextUnmarshaler]()

func jsonKind(v any) string {
	switch v := v.(type) {
	case nil:
		return "null"
	case string:
		return fmt.Sprintf("the string %q", v)
	case json.Number:
		return "the number " + v.String()
	case bool:
		return fmt.Sprint(v)
	case []any:
		return "an array"
	case map[string]any:
		return "an object"
	}
	return fmt.Sprintf("%T", v)
}
