// Package aufbau holds what the Aufbausystem (Engine v1) is: every table and
// constant, loaded from the embedded aufbau.yaml and validated, and the pure
// rules built on them: exact gold in twelfths, checks and success tiers, DC
// modifiers, dice notation, the market and material lookups.
package aufbau

import (
	"boardroom/phrase/msg"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"boardroom/rules/datafile"
)

// DataFile is the name errors use for the embedded rules data.
const DataFile = "rules/aufbau/aufbau.yaml"

// Name is a German name with its English translation.
type Name struct {
	DE string `yaml:"de" json:"de"`
	EN string `yaml:"en" json:"en"`
}

// In is the name in lang ("en" or German).
func (n Name) In(lang msg.Lang) string {
	if lang == "en" && n.EN != "" {
		return n.EN
	}
	return n.DE
}

// Rules is the whole of the Aufbausystem data.
type Rules struct {
	Game       string                 `yaml:"game"`
	Language   string                 `yaml:"language"` // "de"
	Players    struct{ Min, Max int } `yaml:"players"`
	Start      Start                  `yaml:"start"`
	Phases     []string               `yaml:"phases"`
	PhaseNames map[string]Name        `yaml:"phase_names"`
	Checks     Checks                 `yaml:"checks"`
	Ranks      map[string]int         `yaml:"ranks"`
	TierNames  map[string]Name        `yaml:"tier_names"`
	Actions    struct {
		Standard int `yaml:"standard_per_round"`
		Free     int `yaml:"free_builds_per_round"`
	} `yaml:"actions"`
	Neider          []NeiderStep  `yaml:"neider"`
	UpkeepFrom      int           `yaml:"upkeep_from_round"`
	Food            Food          `yaml:"food"`
	Conversion      Conversion    `yaml:"conversion"`
	Market          Market        `yaml:"market"`
	Domains         Domains       `yaml:"domains"`
	Cities          Cities        `yaml:"cities"`
	Offices         Offices       `yaml:"offices"`
	Orgs            Orgs          `yaml:"organizations"`
	Trade           Trade         `yaml:"trade"`
	Workshops       Workshops     `yaml:"workshops"`
	Storage         StorageRules  `yaml:"storage"`
	Tenants         TenantRules   `yaml:"tenants"`
	Troops          TroopRules    `yaml:"troops"`
	Specialists     Specialists   `yaml:"specialists"`
	Facilities      Facilities    `yaml:"facilities"`
	Influence       InfluenceRule `yaml:"influence_action"`
	Lend            LendRule      `yaml:"lend"`
	Sell            SellRule      `yaml:"sell"`
	Buy             BuyRule       `yaml:"buy"`
	MaterialsAction MatRule       `yaml:"materials_action"`
	Political       Political     `yaml:"political"`
	Loyalty         struct {
		Min, Max   int
		ActiveFrom int `yaml:"active_from"`
	} `yaml:"loyalty"`
	Worth     map[string]int   `yaml:"worth"`
	Events    Events           `yaml:"events"`
	Materials []Material       `yaml:"materials"`
	Rulings   datafile.Rulings `yaml:"rulings"`

	mat map[string]*Material
	ev  map[int]*Event
}

// Start is the rulebook's starting position.
type Start struct {
	Gold               int                            `yaml:"gold"`
	Information        int                            `yaml:"information"`
	Checks             map[string]int                 `yaml:"checks"`
	PermanentLabor     int                            `yaml:"permanent_labor"`
	PermanentInfluence int                            `yaml:"permanent_influence"`
	TroopLoyalty       int                            `yaml:"troop_loyalty"`
	FollowerLoyalty    int                            `yaml:"follower_loyalty"`
	StarterPick        string                         `yaml:"starter_domain_pick"`
	StarterWorkshop    struct{ Input, Output string } `yaml:"starter_workshop"`
}

// Checks are the check values, success tiers and DC modifier tables.
type Checks struct {
	Names            map[string]Name `yaml:"names"`
	ProgressionEvery int             `yaml:"progression_every"`
	// DefenceKKDivisor: a defence roll adds the open combat power (KK)
	// divided by this.
	DefenceKKDivisor int `yaml:"defence_kk_divisor"`
	// SizeHoldingDC changes an action's DC when the player has a holding of
	// the action's size (leased city, office, trade enterprise, domain).
	SizeHoldingDC     int            `yaml:"size_holding_dc"`
	Success           []Tier         `yaml:"success"`
	InvestSteps       []Step         `yaml:"invest_steps"`
	LargeInvestSteps  []Step         `yaml:"large_invest_steps"`
	ReductionCap      int            `yaml:"reduction_cap"`
	KWMod             []Step         `yaml:"kw_mod"`
	ASMod             []Step         `yaml:"as_mod"`
	ASRange           []int          `yaml:"as_range"`
	AcquireTierDC     map[string]int `yaml:"acquire_tier_dc"`
	AcquireTierDCPost map[string]int `yaml:"acquire_tier_dc_post"`
	CostFactor        map[string]int `yaml:"cost_factor"`
	InfoBonus         int            `yaml:"info_bonus"`
}

// Tier is a success tier: reached at DC + At.
type Tier struct {
	ID string `yaml:"id"`
	At int    `yaml:"at"`
	DE string `yaml:"de"`
	EN string `yaml:"en"`
}

// Step is one row of a threshold table: from At (or up to At when Below), Add.
type Step struct {
	At    int  `yaml:"at"`
	Add   int  `yaml:"add"`
	Below bool `yaml:"below"`
}

// NeiderStep is one threshold of the counter-reaction.
type NeiderStep struct {
	At   int `yaml:"at"`
	DC   int `yaml:"dc"`
	Loss int `yaml:"loss"`
	// KW (Konsequenzenwert) and AS (Ansehen) change by these when the
	// defence fails.
	KW int `yaml:"kw"`
	AS int `yaml:"as"`
}

// Food is the general food upkeep.
type Food struct {
	LaborPerUnit int `yaml:"labor_per_unit"`
	// KKPerUnit is how much open combat power (KK, Kampfkraft) eats one
	// unit of food.
	KKPerUnit   int `yaml:"kk_per_unit"`
	MissingGold int `yaml:"missing_unit_gold"`
}

// Conversion is the automatic conversion to gold.
type Conversion struct {
	RawDivisor       int `yaml:"raw_divisor"`
	SpecialGold      int `yaml:"special_gold"`
	LaborDivisor     int `yaml:"labor_divisor"`
	InfluenceDivisor int `yaml:"influence_divisor"`
	BonusPer         int `yaml:"bonus_per"`
}

// Market is the two market tables, rolled with Dice.
type Market struct {
	Section    int `yaml:"section"`
	FirstRound int `yaml:"first_round"`
	// Dice roll both tables: one row per total, the lowest first.
	Dice          Dice        `yaml:"dice"`
	RawUnit       int         `yaml:"raw_unit"`
	Raw           []MarketRow `yaml:"raw"`
	Special       []MarketRow `yaml:"special"`
	RawGroups     []string    `yaml:"raw_groups"`
	SpecialGroups []string    `yaml:"special_groups"`
	// GroupNames name each group in messages.
	GroupNames map[string]Name `yaml:"group_names"`
}

// MarketRow is one result of the market dice.
type MarketRow struct {
	Roll      int         `yaml:"roll"`
	DE        string      `yaml:"de"`
	EN        string      `yaml:"en"`
	Demand    string      `yaml:"demand"`
	DemandEN  string      `yaml:"demand_en"`
	Mods      []MarketMod `yaml:"mods"`
	Direction *struct {
		Die       int `yaml:"die"`
		MinusUpto int `yaml:"minus_upto"`
	} `yaml:"direction"`
	Alt *struct {
		Die  int         `yaml:"die"`
		Upto int         `yaml:"upto"`
		Mods []MarketMod `yaml:"mods"`
	} `yaml:"alt"`
}

// MarketMod is a modifier per investment for some groups: one die
// expression rolled once and applied to each.
type MarketMod struct {
	Groups []string `yaml:"groups"`
	Others bool     `yaml:"others"`
	All    bool     `yaml:"all"`
	Dice   Dice     `yaml:"dice"`
	Minus  bool     `yaml:"minus"`
}

// Costs is gold and influence.
type Costs struct {
	Gold      int `yaml:"gold" json:"gold"`
	Influence int `yaml:"influence" json:"influence"`
	Labor     int `yaml:"labor" json:"labor,omitempty"`
}

// DomainTier is one tier of domain.
type DomainTier struct {
	Cost       int      `yaml:"cost"`
	DC         int      `yaml:"dc"`
	Labor      int      `yaml:"labor"`
	Raw        int      `yaml:"raw"`
	Upkeep     int      `yaml:"upkeep"`
	Slots      int      `yaml:"slots"`
	TenantCap  int      `yaml:"tenant_cap"`
	MilitiaCap int      `yaml:"militia_cap"`
	AdminCap   int      `yaml:"admin_cap"`
	TradeCap   int      `yaml:"trade_cap"`
	Picks      []string `yaml:"picks"`
}

// Domains are the domain tables.
type Domains struct {
	Name            Name                      `yaml:"name"`
	MaxPerTier      int                       `yaml:"max_per_tier"`
	Tiers           map[string]DomainTier     `yaml:"tiers"`
	ProductionCaps  map[string]map[string]int `yaml:"production_caps"`
	UpgradeStarter  struct{ Gold, Labor int } `yaml:"upgrade_starter"`
	TenantRaw       int                       `yaml:"tenant_raw_per_level"`
	Specializations map[string]struct {
		Gold int    `yaml:"gold"`
		Raw  int    `yaml:"raw"`
		DE   string `yaml:"de"`
		EN   string `yaml:"en"`
	} `yaml:"specializations"`
}

// CityTier is one tier of city property.
type CityTier struct {
	Cost             int   `yaml:"cost"`
	DC               int   `yaml:"dc"`
	Leased           Yield `yaml:"leased"`
	Production       Yield `yaml:"production"`
	ProductionUpkeep int   `yaml:"production_upkeep"`
	Slots            int   `yaml:"slots"`
	TenantCap        int   `yaml:"tenant_cap"`
	ThugCap          int   `yaml:"thug_cap"`
	HQ               int   `yaml:"hq"`
}

// Yield is labour, influence and gold per round.
type Yield struct {
	Labor     int `yaml:"labor"`
	Influence int `yaml:"influence"`
	Gold      int `yaml:"gold"`
}

// InfluenceRule is GainInfluence.
type InfluenceRule struct {
	DC          int            `yaml:"dc"`
	TempGold    int            `yaml:"temp_gold"`
	PermGold    int            `yaml:"perm_gold"`
	TempCap     map[string]int `yaml:"temp_cap"`
	PermCapBase int            `yaml:"perm_cap_base"`
	TempYield   map[string]int `yaml:"temp_yield"`
	PermYield   map[string]int `yaml:"perm_yield"`
	// PermPoor is the share of the investments a poor permanent step gives.
	PermPoor Fraction `yaml:"perm_poor"`
	// PoorMin is the least influence a poor step gives.
	PoorMin int `yaml:"poor_min"`
}

// LendRule is MoneyLend.
type LendRule struct {
	DC     int            `yaml:"dc"`
	Gold   int            `yaml:"gold"`
	Payout map[string]int `yaml:"payout"`
}

// SellRule is MoneySell.
type SellRule struct {
	DC      int            `yaml:"dc"`
	CapBase int            `yaml:"cap_base"`
	PerInv  map[string]int `yaml:"per_inv"`
	// FailLoss: a failed sale yields the goods' value less this much gold.
	FailLoss int `yaml:"fail_loss"`
}

// BuyRule is MoneyBuy.
type BuyRule struct {
	RawPrice     int            `yaml:"raw_price"`
	SpecialPrice int            `yaml:"special_price"`
	LaborPrice   int            `yaml:"labor_price"`
	TierDelta    map[string]int `yaml:"tier_delta"`
	MinPerInv    int            `yaml:"min_per_inv"`
}

// MatRule is GainMaterials.
type MatRule struct {
	DomainDC        int            `yaml:"domain_dc"`
	WorkshopDC      int            `yaml:"workshop_dc"`
	RawYield        map[string]int `yaml:"raw_yield"`
	SpecialQuarters map[string]int `yaml:"special_yield_quarters"`
	WorkshopCap     int            `yaml:"workshop_cap_per_rank"`
}

// Political are the political steps.
type Political struct {
	DC         int `yaml:"dc"`
	Manipulate struct {
		GoldFirst      Costs `yaml:"gold_first"`
		InfluenceFirst Costs `yaml:"influence_first"`
	} `yaml:"manipulate"`
	DefendInfluence int                           `yaml:"defend_influence"`
	Convert         struct{ Gold, Influence int } `yaml:"convert"`
	Results         map[string]struct {
		Info int `yaml:"info"`
		// KW (Konsequenzenwert), AS (Ansehen) and N (Neider) change by these.
		KW       int `yaml:"kw"`
		AS       int `yaml:"as"`
		N        int `yaml:"n"`
		GoldBack int `yaml:"gold_back"`
	} `yaml:"results"`
	FailDefenceDC int            `yaml:"fail_defence_dc"`
	Loyalty       map[string]int `yaml:"loyalty"`
	// FailDefenceAS is the AS (Ansehen) change when a failed step's defence
	// roll is lost; each influence investment then costs
	// FailInfluencePerInv influence more.
	FailDefenceAS       int `yaml:"fail_defence_as"`
	FailInfluencePerInv int `yaml:"fail_influence_per_inv"`
	// LoyaltyTargets is the most targets securing loyalty names, its DC
	// steps go by their number, and its gold changes by success tier.
	LoyaltyTargets int                    `yaml:"loyalty_targets"`
	LoyaltySteps   []Step                 `yaml:"loyalty_steps"`
	LoyaltyGold    map[string]LoyaltyGold `yaml:"loyalty_gold"`
}

// LoyaltyGold is how a success tier changes securing loyalty's gold: Less
// gold, LessPerTarget gold per target (never below 0), or Factor times the
// gold and influence.
type LoyaltyGold struct {
	Less          int `yaml:"less"`
	LessPerTarget int `yaml:"less_per_target"`
	Factor        int `yaml:"factor"`
}

// LoyaltyWorst is the largest factor a loyalty step's costs can take (1 if
// none doubles them): what must be affordable before the roll.
func (p *Political) LoyaltyWorst() int {
	w := 1
	for _, g := range p.LoyaltyGold {
		w = max(w, g.Factor)
	}
	return w
}

// TierRank orders cheap < basic < expensive.
func TierRank(t string) int {
	switch t {
	case "cheap":
		return 1
	case "basic":
		return 2
	case "expensive":
		return 3
	}
	return 0
}

// Material finds a material by id.
func (r *Rules) Material(id string) (*Material, bool) { m, ok := r.mat[id]; return m, ok }

// Event finds an event by its 2d20 total.
func (r *Rules) Event(roll int) (*Event, bool) { e, ok := r.ev[roll]; return e, ok }

// Cite names a ruling for the referee's messages.
func (r *Rules) Cite(key string) string { return r.Rulings.Cite(key) }

// Rank is the tier rank (starter and small 1, medium 2, large 3).
func (r *Rules) Rank(tier string) int { return r.Ranks[tier] }

// TierName is a tier in lang.
func (r *Rules) TierName(tier string, lang msg.Lang) string {
	if n, ok := r.TierNames[tier]; ok {
		return n.In(lang)
	}
	return tier
}

// Parse decodes and validates rules data.
func Parse(name string, data []byte) (*Rules, error) {
	return datafile.Parse[Rules](name, data)
}

// compiled.go is the YAML written out as Go, the only form of the
// data in the binary; after editing the YAML run go generate (see gen/).
//
//go:generate go run -tags rulesgen ./gen
var data = &datafile.Builtin[Rules, *Rules]{Name: DataFile, Gen: compiled, Validate: true}

func load() *Rules { return data.Get() }

// Load is the embedded rules data.
func Load() *Rules { return load() }

// String shows a check name and so on (debugging).
func (r *Rules) String() string {
	return fmt.Sprintf("%s (%d materials, %d events)", r.Game, len(r.Materials), len(r.Events.Rows))
}

// LevelCapMax is the largest level cap of the rules' tables (tenants,
// followers, troops): the most levels one recruitment can ask for.
func (r *Rules) LevelCapMax() int {
	n := 0
	for _, t := range r.Domains.Tiers {
		n = max(n, t.TenantCap, t.MilitiaCap)
	}
	for _, t := range r.Cities.Tiers {
		n = max(n, t.TenantCap, t.ThugCap)
	}
	for _, t := range r.Offices.Tiers {
		n = max(n, t.BodyguardCap)
	}
	for _, k := range r.Orgs.Kinds {
		n = max(n, slices.Max(append([]int{0}, k.FollowerCap...)))
	}
	for _, k := range r.Troops.Kinds {
		n = max(n, k.BaseCap)
	}
	return n
}

// InvestCapMax is the largest investment cap of the rules' tables
// (temporary influence, lending, domain administration, workshop oversight).
func (r *Rules) InvestCapMax() int {
	n := 0
	for _, c := range r.Influence.TempCap {
		n = max(n, c)
	}
	n = max(n, r.Trade.LendCapWithout)
	for _, t := range r.Trade.Tiers {
		n = max(n, t.LendCap)
	}
	for _, t := range r.Domains.Tiers {
		n = max(n, t.AdminCap)
	}
	for _, rk := range r.Ranks {
		n = max(n, r.MaterialsAction.WorkshopCap*rk)
	}
	return n
}

// TraitDice roll the traits table: one die with a side per trait.
func (s *Specialists) TraitDice() Dice { return Dice{N: 1, Sides: len(s.Traits)} }

// RecruitLoyalty reads a recruitment row's loyalty: "roll" is the
// specialists' loyalty dice plus loyalty_add, "1d4+2" is those dice plus
// that; ok is false for a fixed number ("6").
func (s *Specialists) RecruitLoyalty(spec string) (d Dice, add int, ok bool) {
	if spec == "roll" {
		return s.Loyalty, s.LoyaltyAdd, true
	}
	dice, plus, _ := strings.Cut(spec, "+")
	d, err := ParseDice(dice)
	if err != nil {
		return Dice{}, 0, false
	}
	if plus != "" {
		if add, err = strconv.Atoi(plus); err != nil {
			return Dice{}, 0, false
		}
	}
	return d, add, true
}
