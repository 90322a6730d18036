// Package aufbau holds what the Aufbausystem (Engine v1) is: every table and
// constant, loaded from the embedded aufbau.yaml and validated, and the pure
// rules built on them: exact gold in twelfths, checks and success tiers, DC
// modifiers, dice notation, the market and material lookups.
package aufbau

import (
	_ "embed"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"sync"

	"boardroom/rules/datafile"
)

//go:embed aufbau.yaml
var aufbauYAML []byte

// DataFile is the name errors use for the embedded rules data.
const DataFile = "rules/aufbau/aufbau.yaml"

// Name is a German name with its English translation.
type Name struct {
	DE string `yaml:"de" json:"de"`
	EN string `yaml:"en" json:"en"`
}

// In is the name in lang ("en" or German).
func (n Name) In(lang string) string {
	if lang == "en" && n.EN != "" {
		return n.EN
	}
	return n.DE
}

// Rules is the whole of the Aufbausystem data.
type Rules struct {
	Game       string                 `yaml:"game"`
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

// Market is the two 2d6 tables.
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

// MarketRow is one 2d6 result.
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

// Cities are the city property tables.
type Cities struct {
	Name        Name `yaml:"name"`
	MaxPerTier  int  `yaml:"max_per_tier"`
	PachtDC     int  `yaml:"pacht_dc"`
	PachtUpkeep int  `yaml:"pacht_upkeep"`
	// PachtPrice is the share of the cost a leased-from-someone property costs.
	PachtPrice     Fraction                    `yaml:"pacht_price"`
	Tiers          map[string]CityTier         `yaml:"tiers"`
	ProductionCaps map[string][]map[string]int `yaml:"production_caps"`
}

// OfficeTier is one tier of office.
type OfficeTier struct {
	GoldFirst      Costs `yaml:"gold_first"`
	InfluenceFirst Costs `yaml:"influence_first"`
	DC             int   `yaml:"dc"`
	Needs          int   `yaml:"needs"`
	YieldInfluence int   `yaml:"yield_influence"`
	YieldGold      int   `yaml:"yield_gold"`
	Split          Costs `yaml:"split"`
	Slots          int   `yaml:"slots"`
	BodyguardCap   int   `yaml:"bodyguard_cap"`
	WarTax         int   `yaml:"war_tax"`
}

// Offices are the office tables.
type Offices struct {
	Name          Name                  `yaml:"name"`
	MaxSmallBase  int                   `yaml:"max_small_base"`
	SmallPerMed   int                   `yaml:"small_per_medium"`
	SmallPerLarge int                   `yaml:"small_per_large"`
	MaxPerTier    int                   `yaml:"max_per_tier"`
	Tiers         map[string]OfficeTier `yaml:"tiers"`
	LowerDC       int                   `yaml:"lower_dc_if_owns_previous"`
}

// OrgKind is one kind of organisation.
type OrgKind struct {
	DE                 string `yaml:"de"`
	EN                 string `yaml:"en"`
	Step               Costs  `yaml:"step"`
	InfluenceByRank    []int  `yaml:"influence_by_rank"`
	GoldByRank         []int  `yaml:"gold_by_rank"`
	TimesCityRank      bool   `yaml:"times_city_rank"`
	InfluencePerRank   int    `yaml:"influence_per_rank"`
	InfluenceExtra     []int  `yaml:"influence_extra"`
	LaborPerRank       int    `yaml:"labor_per_rank"`
	UpkeepGoldPerRank  int    `yaml:"upkeep_gold_per_rank"`
	UpkeepLaborPerRank int    `yaml:"upkeep_labor_per_rank"`
	UpkeepGold         int    `yaml:"upkeep_gold"`
	FollowerCap        []int  `yaml:"follower_cap"`
	FollowerCost       *Costs `yaml:"follower_cost"`
	ThugCapPerRank     int    `yaml:"thug_cap_per_rank"`
	InfluenceDCPerRank int    `yaml:"influence_dc_per_rank"`
	MoneyDCPerRank     int    `yaml:"money_dc_per_rank"`
	MaterialsDCPerRank int    `yaml:"materials_dc_per_rank"`
	LargeBonus         string `yaml:"large_bonus"`
}

// Orgs are the organisations.
type Orgs struct {
	DC map[string]int `yaml:"dc"`
	// SlotsPerRank is an organisation's facility places per tier rank.
	SlotsPerRank int                `yaml:"slots_per_rank"`
	Kinds        map[string]OrgKind `yaml:"kinds"`
}

// TradeTier is one tier of trade enterprise.
type TradeTier struct {
	Cost        int `yaml:"cost"`
	DC          int `yaml:"dc"`
	UpkeepGold  int `yaml:"upkeep_gold"`
	UpkeepLabor int `yaml:"upkeep_labor"`
	Produce     int `yaml:"produce"`
	TradeIn     int `yaml:"trade_in"`
	TradeGold   int `yaml:"trade_gold"`
	Markets     int `yaml:"markets"`
	Slots       int `yaml:"slots"`
	LendCap     int `yaml:"lend_cap"`
	SellCap     int `yaml:"sell_cap"`
}

// Trade are the trade enterprise tables.
type Trade struct {
	Name            Name                 `yaml:"name"`
	MaxPerTier      int                  `yaml:"max_per_tier"`
	Tiers           map[string]TradeTier `yaml:"tiers"`
	ProduceMaterial string               `yaml:"produce_material"`
	LendCapWithout  int                  `yaml:"lend_cap_without"`
}

// WorkshopTier is one tier of workshop.
type WorkshopTier struct {
	Cost        int `yaml:"cost"`
	Upgrade     int `yaml:"upgrade"`
	UpkeepLabor int `yaml:"upkeep_labor"`
	UpkeepGold  int `yaml:"upkeep_gold"`
	Input       int `yaml:"input"`
	Output      int `yaml:"output"`
	Slots       int `yaml:"slots"`
}

// Workshops are the workshop tables.
type Workshops struct {
	Name  Name                    `yaml:"name"`
	Tiers map[string]WorkshopTier `yaml:"tiers"`
	Ratio int                     `yaml:"ratio"`
}

// StorageTier is one tier of storage.
type StorageTier struct {
	Cost        int `yaml:"cost"`
	Upgrade     int `yaml:"upgrade"`
	UpkeepLabor int `yaml:"upkeep_labor"`
	Raw         int `yaml:"raw"`
	Special     int `yaml:"special"`
}

// StorageRules are the storage tables.
type StorageRules struct {
	Name  Name                   `yaml:"name"`
	Tiers map[string]StorageTier `yaml:"tiers"`
}

// TenantRules are tenants, followers and clients.
type TenantRules struct {
	Cost         Costs `yaml:"cost"`
	DC           int   `yaml:"dc"`
	StartLoyalty int   `yaml:"start_loyalty"`
}

// TroopKind is one kind of troops.
type TroopKind struct {
	DE              string   `yaml:"de"`
	EN              string   `yaml:"en"`
	Gold            int      `yaml:"gold"`
	Influence       int      `yaml:"influence"`
	Materials       []string `yaml:"materials"`
	BaseCap         int      `yaml:"base_cap"`
	UpkeepGold      int      `yaml:"upkeep_gold"`
	UpkeepInfluence int      `yaml:"upkeep_influence"`
	PerLevels       int      `yaml:"per_levels"`
	// KK2 is the open combat power (KK, Kampfkraft) per level, in halves.
	KK2 int `yaml:"kk2"`
}

// TroopRules are the troops.
type TroopRules struct {
	DC    int                  `yaml:"dc"`
	Kinds map[string]TroopKind `yaml:"kinds"`
}

// Specialists are the specialists (Fachkräfte).
type Specialists struct {
	Tiers map[string]struct {
		Cost   int    `yaml:"cost"`
		DC     int    `yaml:"dc"`
		Upkeep int    `yaml:"upkeep"`
		DE     string `yaml:"de"`
		EN     string `yaml:"en"`
	} `yaml:"tiers"`
	BaseCap int `yaml:"base_cap"`
	// CapFromRank: each holding of this rank or more adds a specialist place.
	CapFromRank  int  `yaml:"cap_from_rank"`
	Loyalty      Dice `yaml:"loyalty"`
	LoyaltyAdd   int  `yaml:"loyalty_add"`
	PromoteAfter int  `yaml:"promote_after"`
	// ApprenticeLoyalty is the loyalty of the apprentice a recruitment
	// brings along.
	ApprenticeLoyalty int `yaml:"apprentice_loyalty"`
	// DoubleFactor is how often a doubled trait side counts (recruitment
	// rolls 10 and 12).
	DoubleFactor int `yaml:"double_factor"`
	// PositiveTraitTries is how often the extra positive trait (recruitment
	// roll 2) is rolled while it repeats the specialist's own trait.
	PositiveTraitTries int `yaml:"positive_trait_tries"`
	// RecruitmentDice roll the recruitment table: one row per total, the
	// lowest first.
	RecruitmentDice Dice              `yaml:"recruitment_dice"`
	Recruitment     []Recruit         `yaml:"recruitment"`
	Traits          []Trait           `yaml:"traits"`
	Kinds           map[string]string `yaml:"kinds"`
	KindsEN         map[string]string `yaml:"kinds_en"`
}

// Recruit is one row of the specialist recruitment table (2d6).
type Recruit struct {
	Roll    int    `yaml:"roll"`
	Gold    int    `yaml:"gold"`
	Tier    string `yaml:"tier"`
	Loyalty string `yaml:"loyalty"`
	Extra   string `yaml:"extra"`
	// Trait is the extra trait of an ambitious hire; Influence the extra
	// influence per round of an influential one.
	Trait     int `yaml:"trait"`
	Influence int `yaml:"influence"`
}

// Trait is one specialist trait (1d20) with its two sides.
type Trait struct {
	Roll      int         `yaml:"roll" json:"roll"`
	DE        string      `yaml:"de" json:"de"`
	EN        string      `yaml:"en" json:"en,omitempty"`
	Pos       TraitEffect `yaml:"pos" json:"pos"`
	Neg       TraitEffect `yaml:"neg" json:"neg"`
	NeedsCult bool        `yaml:"needs_cult" json:"needs_cult,omitempty"`
}

// TraitEffect is one side of a trait.
type TraitEffect struct {
	DC              int `yaml:"dc" json:"dc,omitempty"`
	InfluenceDC     int `yaml:"influence_dc" json:"influence_dc,omitempty"`
	Influence       int `yaml:"influence" json:"influence,omitempty"`
	Gold            int `yaml:"gold" json:"gold,omitempty"`
	Upkeep          int `yaml:"upkeep" json:"upkeep,omitempty"`
	UpkeepInfluence int `yaml:"upkeep_influence" json:"upkeep_influence,omitempty"`
	// LO (Loyalität): the specialist's own loyalty change.
	LO int `yaml:"lo" json:"lo,omitempty"`
	// OthersLO, TenantsLO and FollowersLO change the LO (Loyalität) of
	// the player's other specialists, tenants, and followers and troops.
	OthersLO    int `yaml:"others_lo" json:"others_lo,omitempty"`
	TenantsLO   int `yaml:"tenants_lo" json:"tenants_lo,omitempty"`
	FollowersLO int `yaml:"followers_lo" json:"followers_lo,omitempty"`
	// KK (Kampfkraft): open combat power added.
	KK        int `yaml:"kk" json:"kk,omitempty"`
	Defence   int `yaml:"defence" json:"defence,omitempty"`
	Raw       int `yaml:"raw" json:"raw,omitempty"`
	Special   int `yaml:"special" json:"special,omitempty"`
	Refine    int `yaml:"refine" json:"refine,omitempty"`
	Secondary int `yaml:"secondary" json:"secondary,omitempty"`
}

// Times is the effect multiplied by k.
func (e TraitEffect) Times(k int) TraitEffect {
	return TraitEffect{e.DC * k, e.InfluenceDC * k, e.Influence * k, e.Gold * k, e.Upkeep * k, e.UpkeepInfluence * k, e.LO * k, e.OthersLO * k,
		e.TenantsLO * k, e.FollowersLO * k, e.KK * k, e.Defence * k, e.Raw * k, e.Special * k, e.Refine * k, e.Secondary * k}
}

// Plus adds two effects.
func (e TraitEffect) Plus(o TraitEffect) TraitEffect {
	return TraitEffect{e.DC + o.DC, e.InfluenceDC + o.InfluenceDC, e.Influence + o.Influence, e.Gold + o.Gold, e.Upkeep + o.Upkeep,
		e.UpkeepInfluence + o.UpkeepInfluence, e.LO + o.LO, e.OthersLO + o.OthersLO, e.TenantsLO + o.TenantsLO, e.FollowersLO + o.FollowersLO,
		e.KK + o.KK, e.Defence + o.Defence, e.Raw + o.Raw, e.Special + o.Special, e.Refine + o.Refine, e.Secondary + o.Secondary}
}

// Facilities are the generic facility costs and influence.
type Facilities struct {
	General          map[string]int `yaml:"general"`
	Special          map[string]int `yaml:"special"`
	GeneralInfluence map[string]int `yaml:"general_influence"`
	SpecialInfluence map[string]int `yaml:"special_influence"`
	PersonalMax      int            `yaml:"personal_max"`
	Insulae          Insulae        `yaml:"insulae"`
	ArtisanAlley     ArtisanAlley   `yaml:"artisan_alley"`
	RefinePrefix     string         `yaml:"refine_prefix"`
}

// ArtisanAlley is the artisan alley facility.
type ArtisanAlley struct {
	Key       string         `yaml:"key"`
	Materials map[string]int `yaml:"materials"`
	// BaseUnits are converted each round; one more per PerTenants tenant
	// levels of the city.
	BaseUnits  int      `yaml:"base_units"`
	PerTenants int      `yaml:"per_tenants"`
	Recipes    []Recipe `yaml:"recipes"`
}

// Recipe is one conversion of an artisan alley.
type Recipe struct {
	In    string `yaml:"in"`
	Count int    `yaml:"count"`
	Out   string `yaml:"out"`
}

// Insulae is the one long-term project of v1.
type Insulae struct {
	Key       string         `yaml:"key"`
	Gold      int            `yaml:"gold"`
	Materials map[string]int `yaml:"materials"`
	Rounds    int            `yaml:"rounds"`
	Labor     int            `yaml:"labor"`
	Cap       map[string]int `yaml:"cap"`
	Tenants   int            `yaml:"tenants"`
	TenantCap int            `yaml:"tenant_cap"`
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

// Events is the 2d20 event table.
type Events struct {
	Section    int `yaml:"section"`
	FirstRound int `yaml:"first_round"`
	PerSection int `yaml:"per_section"`
	// Dice roll the table: one row per total, the lowest first.
	Dice        Dice    `yaml:"dice"`
	DeneraEvent int     `yaml:"denera_event"`
	Rows        []Event `yaml:"rows"`
}

// Event is one row of the event table.
type Event struct {
	Roll   int      `yaml:"roll"`
	DE     string   `yaml:"de"`
	EN     string   `yaml:"en"`
	Text   string   `yaml:"text"`
	TextEN string   `yaml:"text_en"`
	GM     []string `yaml:"gm"`
	GMEN   []string `yaml:"gm_en"`

	Denera      int  `yaml:"denera"`
	FoodDivisor int  `yaml:"food_divisor"`
	Famine      bool `yaml:"famine"`
	// FamineLoyalty is the loyalty a group loses when it goes unfed in a famine.
	FamineLoyalty int `yaml:"famine_loyalty"`
	// Plague: at the reset labour drops by this share of the follower levels.
	Plague              *Fraction `yaml:"plague"`
	WorkshopLabor       int       `yaml:"workshop_labor"`
	WorkshopGold        int       `yaml:"workshop_gold"`
	WorkshopGoldPerRank int       `yaml:"workshop_gold_per_rank"`
	GoldPerRound        int       `yaml:"gold_per_round"`
	OfficeTax           bool      `yaml:"office_tax"`
	// OfficeGold: an office yields this share of its gold.
	OfficeGold        *Fraction `yaml:"office_gold"`
	OfficeGoldPerRank int       `yaml:"office_gold_per_rank"`
	// OfficeInfluenceLoss: a player loses this share of the offices' influence.
	OfficeInfluenceLoss *Fraction `yaml:"office_influence_loss"`
	OrgInfluencePerRank int       `yaml:"org_influence_per_rank"`
	CityAdminInfluence  int       `yaml:"city_admin_influence"`
	CultInfluence       int       `yaml:"cult_influence"`
	SpyInfluence        int       `yaml:"spy_influence"`
	MercenaryInfluence  int       `yaml:"mercenary_influence"`
	CollegiumCraftLabor int       `yaml:"collegium_craft_labor"`
	// TradeYield: a trade enterprise yields this share.
	TradeYield          *Fraction `yaml:"trade_yield"`
	TradeUpkeep         int       `yaml:"trade_upkeep"`
	TradeProducePerRank int       `yaml:"trade_produce_per_rank"`
	TradeGoldPerRank    int       `yaml:"trade_gold_per_rank"`
	// LendPayout: a loan pays out this share.
	LendPayout *Fraction `yaml:"lend_payout"`
	// MoneyBoom: lending and selling add this share of the investments in
	// gold, except on a failure.
	MoneyBoom   *Fraction      `yaml:"money_boom"`
	DC          map[string]int `yaml:"dc"`
	PerInv      []EventMod     `yaml:"per_inv"`
	FlatSale    []EventMod     `yaml:"flat_sale"`
	LOAll       int            `yaml:"lo_all"`
	LOCult      int            `yaml:"lo_cult"`
	LOOthers    int            `yaml:"lo_others"`
	LOCheckCity int            `yaml:"lo_check_city"`
	// TenantsPrice: tenants cost this share of their price.
	TenantsPrice    *Fraction `yaml:"tenants_price"`
	TenantLevel     int       `yaml:"tenant_level"`
	AgricultureRaw  int       `yaml:"agriculture_raw"`
	TroopCostFactor int       `yaml:"troop_cost_factor"`
	MercenaryGold   int       `yaml:"mercenary_gold"`
	RuralFlight     bool      `yaml:"rural_flight"`
	// Miracle: on 1d20 ≤ Chance the first cult gives Influence once and
	// GoldPerRank gold per rank.
	Miracle *struct {
		Chance      int `yaml:"chance"`
		Influence   int `yaml:"influence"`
		GoldPerRank int `yaml:"gold_per_rank"`
	} `yaml:"miracle"`
	LOCheckDomain      int      `yaml:"lo_check_domain"`
	ProjectLaborFactor int      `yaml:"project_labor_factor"`
	Drought            []string `yaml:"drought"`
	// DroughtYield: a drought-struck domain yields this share of its raw
	// materials in the section's first round.
	DroughtYield *Fraction `yaml:"drought_yield"`
	// TradeFacilityCost: a facility at a trade enterprise costs this share
	// in the section's first round.
	TradeFacilityCost   *Fraction `yaml:"trade_facility_cost"`
	OfficeGeneralFactor int       `yaml:"office_general_factor"`
	// CityDiscount is the 1d20 chance that a city's base price drops to
	// CityDiscountPrice of it.
	CityDiscount      int       `yaml:"city_discount"`
	CityDiscountPrice *Fraction `yaml:"city_discount_price"`
	CultCheck         *struct {
		Chance int  `yaml:"chance"`
		DC     int  `yaml:"dc"`
		Loss   Dice `yaml:"loss"`
	} `yaml:"cult_check"`
	Raiders *struct {
		Split  int  `yaml:"split"`
		Chance int  `yaml:"chance"`
		DC     int  `yaml:"dc"`
		Loss   Dice `yaml:"loss"`
	} `yaml:"raiders"`
	Beasts *struct {
		DC  int `yaml:"dc"`
		Raw int `yaml:"raw"`
	} `yaml:"beasts"`
	Ruins *struct {
		Chance   int    `yaml:"chance"`
		Material string `yaml:"material"`
		Count    int    `yaml:"count"`
	} `yaml:"ruins"`
	Pirates *struct {
		Lost    int `yaml:"lost"`
		Damaged int `yaml:"damaged"`
		Cap     int `yaml:"cap"`
	} `yaml:"pirates"`
	TradeAttack *struct {
		Chance  int  `yaml:"chance"`
		DC      int  `yaml:"dc"`
		Lost    int  `yaml:"lost"`
		Damaged int  `yaml:"damaged"`
		Loss    Dice `yaml:"loss"`
	} `yaml:"trade_attack"`
	Plunder *struct {
		Cap    int  `yaml:"cap"`
		DC     int  `yaml:"dc"`
		Raw    Dice `yaml:"raw"`
		Levels Dice `yaml:"levels"`
	} `yaml:"plunder"`
	Inspection *struct {
		DC   int  `yaml:"dc"`
		Loss Dice `yaml:"loss"`
	} `yaml:"inspection"`
	Damage *struct {
		Chance int  `yaml:"chance"`
		Cap    int  `yaml:"cap"`
		City   bool `yaml:"city"`
		First  bool `yaml:"first"` // only in the section's first round
	} `yaml:"damage"`
}

// Name is the event's name in lang.
func (e *Event) Name(lang string) string { return Name{e.DE, e.EN}.In(lang) }

// Says is the event's text in lang.
func (e *Event) Says(lang string) string { return Name{e.Text, e.TextEN}.In(lang) }

// Clauses are the clauses the game master applies, in lang.
func (e *Event) Clauses(lang string) []string {
	if lang == "en" && len(e.GMEN) == len(e.GM) {
		return e.GMEN
	}
	return e.GM
}

// Name is the market row's name in lang.
func (m *MarketRow) Name(lang string) string { return Name{m.DE, m.EN}.In(lang) }

// EventMod is a sale/price modifier of an event: which goods, how much.
type EventMod struct {
	Tags  []string `yaml:"tags"`
	IDs   []string `yaml:"ids"`
	Kind  string   `yaml:"kind"`
	Tier  string   `yaml:"tier"`
	Tiers []string `yaml:"tiers"` // any of these tiers
	Dice  Dice     `yaml:"dice"`
	Fixed int      `yaml:"fixed"`
	Minus bool     `yaml:"minus"`
	// Rev is the referee revision from which the modifier applies (a saved
	// game replays with the modifiers of its revision).
	Rev int `yaml:"rev"`
}

// Matches reports whether material m is one of the goods the modifier names.
func (e EventMod) Matches(m *Material) bool {
	if e.Kind != "" && e.Kind != m.Kind() {
		return false
	}
	if e.Tier != "" && e.Tier != m.Tier {
		return false
	}
	if len(e.Tiers) > 0 && !slices.Contains(e.Tiers, m.Tier) {
		return false
	}
	if len(e.IDs) > 0 && !slices.Contains(e.IDs, m.ID) {
		return false
	}
	if len(e.Tags) > 0 && !slices.ContainsFunc(e.Tags, m.Has) {
		return false
	}
	return true
}

// Material is one raw or special material.
type Material struct {
	ID    string   `yaml:"id" json:"id"`
	DE    string   `yaml:"de" json:"de"`
	EN    string   `yaml:"en" json:"en,omitempty"`
	Tier  string   `yaml:"tier" json:"tier"`
	Group string   `yaml:"group" json:"group"`
	Bonus int      `yaml:"bonus" json:"bonus"`
	Tags  []string `yaml:"tags" json:"tags"`
}

// Kind is "raw" or "special".
func (m *Material) Kind() string { k, _, _ := strings.Cut(m.ID, "."); return k }

// Has reports whether the material carries tag.
func (m *Material) Has(tag string) bool { return slices.Contains(m.Tags, tag) }

// Food reports whether it pays food upkeep.
func (m *Material) Food() bool { return m.Has("food") }

// Name is the material's name in lang.
func (m *Material) Name(lang string) string {
	if lang == "en" {
		if m.EN != "" {
			return m.EN
		}
		_, s, _ := strings.Cut(m.ID, ".")
		return s
	}
	return m.DE
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
func (r *Rules) TierName(tier, lang string) string {
	if n, ok := r.TierNames[tier]; ok {
		return n.In(lang)
	}
	return tier
}

// Parse decodes and validates rules data.
func Parse(name string, data []byte) (*Rules, error) {
	return datafile.Parse[Rules](name, data)
}

var load = sync.OnceValue(func() *Rules {
	r, err := Parse(DataFile, aufbauYAML)
	if err != nil {
		panic(err) // the embedded data is checked by the tests
	}
	return r
})

// Load is the embedded rules data.
func Load() *Rules { return load() }

// Validate checks the data once decoded.
func (r *Rules) Validate(doc *datafile.Doc) error {
	if r.Game == "" {
		return doc.Errorf([]any{"game"}, "game: missing")
	}
	if r.Checks.DefenceKKDivisor < 1 {
		return doc.Errorf([]any{"checks", "defence_kk_divisor"}, "checks.defence_kk_divisor: must be at least 1, not %d", r.Checks.DefenceKKDivisor)
	}
	if r.Players.Min < 1 || r.Players.Max < r.Players.Min {
		return doc.Errorf([]any{"players"}, "players: bad range %d-%d", r.Players.Min, r.Players.Max)
	}
	r.mat = map[string]*Material{}
	groups := map[string]bool{}
	for _, g := range append(slices.Clone(r.Market.RawGroups), r.Market.SpecialGroups...) {
		groups[g] = true
		if r.Market.GroupNames[g].DE == "" {
			return doc.Errorf([]any{"market", "group_names"}, "market.group_names: no name for %s", g)
		}
	}
	for i := range r.Materials {
		m := &r.Materials[i]
		if _, dup := r.mat[m.ID]; dup {
			return doc.Errorf([]any{"materials", i}, "material %q twice", m.ID)
		}
		if k := m.Kind(); k != "raw" && k != "special" {
			return doc.Errorf([]any{"materials", i}, "material %q: the id starts with raw. or special.", m.ID)
		}
		if TierRank(m.Tier) == 0 {
			return doc.Errorf([]any{"materials", i}, "material %q: tier %q is not cheap, basic or expensive", m.ID, m.Tier)
		}
		if !groups[m.Group] || !strings.HasPrefix(m.Group, m.Kind()) {
			return doc.Errorf([]any{"materials", i}, "material %q: market group %q is not a %s group", m.ID, m.Group, m.Kind())
		}
		if m.DE == "" {
			return doc.Errorf([]any{"materials", i}, "material %q has no German name", m.ID)
		}
		r.mat[m.ID] = m
	}
	matRef := func(path []any, id string) error {
		if _, ok := r.mat[id]; !ok {
			return doc.Errorf(path, "unknown material %q", id)
		}
		return nil
	}
	for _, c := range []struct {
		path []any
		id   string
	}{{[]any{"start", "starter_domain_pick"}, r.Start.StarterPick}, {[]any{"start", "starter_workshop"}, r.Start.StarterWorkshop.Input},
		{[]any{"start", "starter_workshop"}, r.Start.StarterWorkshop.Output}, {[]any{"trade", "produce_material"}, r.Trade.ProduceMaterial}} {
		if err := matRef(c.path, c.id); err != nil {
			return err
		}
	}
	for t, d := range r.Domains.Tiers {
		for _, p := range d.Picks {
			if err := matRef([]any{"domains", "tiers", t}, p); err != nil {
				return err
			}
		}
	}
	for k, t := range r.Troops.Kinds {
		for _, p := range t.Materials {
			if err := matRef([]any{"troops", "kinds", k}, p); err != nil {
				return err
			}
		}
	}
	for _, tiers := range []struct {
		name string
		have func(string) bool
	}{
		{"domains", func(t string) bool { _, ok := r.Domains.Tiers[t]; return ok }},
		{"cities", func(t string) bool { _, ok := r.Cities.Tiers[t]; return ok }},
		{"offices", func(t string) bool { _, ok := r.Offices.Tiers[t]; return ok }},
		{"trade", func(t string) bool { _, ok := r.Trade.Tiers[t]; return ok }},
		{"workshops", func(t string) bool { _, ok := r.Workshops.Tiers[t]; return ok }},
		{"storage", func(t string) bool { _, ok := r.Storage.Tiers[t]; return ok }},
	} {
		for _, t := range []string{"small", "medium", "large"} {
			if !tiers.have(t) {
				return doc.Errorf([]any{tiers.name}, "%s: tier %s missing", tiers.name, t)
			}
		}
	}
	if len(r.Checks.Success) != 5 || r.Checks.Success[4].ID != "fail" {
		return doc.Errorf([]any{"checks", "success"}, "checks.success: five tiers from veryGood to fail")
	}
	for i := 1; i < len(r.Checks.Success); i++ {
		if r.Checks.Success[i].At >= r.Checks.Success[i-1].At {
			return doc.Errorf([]any{"checks", "success", i}, "checks.success: tiers must be best first")
		}
	}
	for _, tab := range []struct {
		name string
		rows []MarketRow
	}{{"raw", r.Market.Raw}, {"special", r.Market.Special}} {
		d := r.Market.Dice
		if len(tab.rows) != d.Rows() {
			return doc.Errorf([]any{"market", tab.name}, "market.%s: %d rows (%d-%d, %s), got %d", tab.name, d.Rows(), d.Min(), d.Max(), d.English(), len(tab.rows))
		}
		for i, row := range tab.rows {
			if row.Roll != i+d.Min() {
				return doc.Errorf([]any{"market", tab.name, i}, "market.%s: row %d has roll %d", tab.name, i+d.Min(), row.Roll)
			}
			mods := row.Mods
			if row.Alt != nil {
				mods = append(slices.Clone(mods), row.Alt.Mods...)
			}
			for _, m := range mods {
				for _, g := range m.Groups {
					if !groups[g] {
						return doc.Errorf([]any{"market", tab.name, i}, "market.%s roll %d: unknown group %q", tab.name, row.Roll, g)
					}
				}
				if m.Dice.N == 0 {
					return doc.Errorf([]any{"market", tab.name, i}, "market.%s roll %d: a modifier without dice", tab.name, row.Roll)
				}
			}
		}
	}
	r.ev = map[int]*Event{}
	for i := range r.Events.Rows {
		e := &r.Events.Rows[i]
		if e.Roll != i+r.Events.Dice.Min() {
			return doc.Errorf([]any{"events", "rows", i}, "events: row %d has roll %d", i+r.Events.Dice.Min(), e.Roll)
		}
		if e.DE == "" || e.Text == "" {
			return doc.Errorf([]any{"events", "rows", i}, "event %d: name and text are required", e.Roll)
		}
		for _, m := range slices.Concat(e.PerInv, e.FlatSale) {
			for _, id := range m.IDs {
				if _, ok := r.mat[id]; !ok && id != "raw.fish" {
					return doc.Errorf([]any{"events", "rows", i}, "event %d: unknown material %q", e.Roll, id)
				}
			}
			if m.Dice.N == 0 && m.Fixed == 0 {
				return doc.Errorf([]any{"events", "rows", i}, "event %d: a modifier needs dice or fixed", e.Roll)
			}
		}
		if e.CityDiscount > 0 && e.CityDiscountPrice == nil || len(e.Drought) > 0 && e.DroughtYield == nil {
			return doc.Errorf([]any{"events", "rows", i}, "event %d: a city discount needs city_discount_price, a drought drought_yield", e.Roll)
		}
		r.ev[e.Roll] = e
	}
	if r.Cities.PachtPrice.Den == 0 || r.Influence.PermPoor.Den == 0 {
		return doc.Errorf(nil, "cities.pacht_price and influence_action.perm_poor are required (e.g. 1/2 down)")
	}
	if d := r.Events.Dice; len(r.Events.Rows) != d.Rows() {
		return doc.Errorf([]any{"events", "rows"}, "events: %d rows (%d-%d, %s), got %d", d.Rows(), d.Min(), d.Max(), d.English(), len(r.Events.Rows))
	}
	if _, ok := r.ev[r.Events.DeneraEvent]; !ok {
		return doc.Errorf([]any{"events", "denera_event"}, "events.denera_event %d is not a row", r.Events.DeneraEvent)
	}
	for _, s := range []int{r.Market.Section, r.Events.Section, r.Checks.ProgressionEvery, r.Conversion.RawDivisor,
		r.Conversion.LaborDivisor, r.Conversion.InfluenceDivisor, r.Conversion.BonusPer, r.Food.LaborPerUnit, r.Food.KKPerUnit, r.Market.RawUnit, r.Workshops.Ratio} {
		if s <= 0 {
			return doc.Errorf(nil, "a section length, divisor or unit is %d; all must be positive", s)
		}
	}
	if 12%r.Conversion.RawDivisor != 0 || 12%r.Conversion.LaborDivisor != 0 || 12%r.Conversion.InfluenceDivisor != 0 {
		return doc.Errorf([]any{"conversion"}, "conversion divisors must divide 12: gold is kept in twelfths")
	}
	for _, e := range r.Events.Rows {
		if e.FoodDivisor != 0 && 12%e.FoodDivisor != 0 {
			return doc.Errorf([]any{"events"}, "event %d: food divisor must divide 12", e.Roll)
		}
	}
	if d := r.Specialists.RecruitmentDice; len(r.Specialists.Recruitment) != d.Rows() || len(r.Specialists.Traits) < 2 {
		return doc.Errorf([]any{"specialists"}, "specialists: %d recruitment rows (%d-%d, %s) and 2 or more traits (rolled on one die of as many sides)", d.Rows(), d.Min(), d.Max(), d.English())
	}
	if r.Specialists.DoubleFactor < 1 || r.Specialists.PositiveTraitTries < 1 {
		return doc.Errorf([]any{"specialists"}, "specialists: double_factor and positive_trait_tries must be 1 or more")
	}
	for i, rc := range r.Specialists.Recruitment {
		if rc.Roll != i+r.Specialists.RecruitmentDice.Min() {
			return doc.Errorf([]any{"specialists", "recruitment", i}, "recruitment row %d has roll %d", i+r.Specialists.RecruitmentDice.Min(), rc.Roll)
		}
		if _, _, ok := r.Specialists.RecruitLoyalty(rc.Loyalty); !ok {
			if _, err := strconv.Atoi(rc.Loyalty); err != nil {
				return doc.Errorf([]any{"specialists", "recruitment", i}, "recruitment row %d: loyalty %q is not roll, a number or dice like 1d4+2", rc.Roll, rc.Loyalty)
			}
		}
	}
	for i, tr := range r.Specialists.Traits {
		if tr.Roll != i+1 || tr.DE == "" {
			return doc.Errorf([]any{"specialists", "traits", i}, "trait %d: roll %d, name %q", i+1, tr.Roll, tr.DE)
		}
	}
	for id := range r.Facilities.Insulae.Materials {
		if err := matRef([]any{"facilities", "insulae"}, id); err != nil {
			return err
		}
	}
	for i, rc := range r.Facilities.ArtisanAlley.Recipes {
		for _, id := range []string{rc.In, rc.Out} {
			if err := matRef([]any{"facilities", "artisan_alley", "recipes", i}, id); err != nil {
				return err
			}
		}
	}
	for id := range r.Facilities.ArtisanAlley.Materials {
		if err := matRef([]any{"facilities", "artisan_alley"}, id); err != nil {
			return err
		}
	}
	if r.Facilities.Insulae.Rounds < 1 {
		return doc.Errorf([]any{"facilities", "insulae"}, "insulae: at least 1 round")
	}
	if len(r.Rulings) == 0 {
		return doc.Errorf([]any{"rulings"}, "rulings: missing")
	}
	if len(r.Neider) == 0 {
		return doc.Errorf([]any{"neider"}, "neider: missing")
	}
	return nil
}

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
