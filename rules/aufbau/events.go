package aufbau

import (
	"boardroom/phrase/msg"
	"slices"
	"strings"
)

// Events is the event table, rolled with Dice.
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
func (e *Event) Name(lang msg.Lang) string { return Name{e.DE, e.EN}.In(lang) }

// Says is the event's text in lang.
func (e *Event) Says(lang msg.Lang) string { return Name{e.Text, e.TextEN}.In(lang) }

// Clauses are the clauses the game master applies, in lang.
func (e *Event) Clauses(lang msg.Lang) []string {
	if lang == "en" && len(e.GMEN) == len(e.GM) {
		return e.GMEN
	}
	return e.GM
}

// Name is the market row's name in lang.
func (m *MarketRow) Name(lang msg.Lang) string { return Name{m.DE, m.EN}.In(lang) }

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
func (m *Material) Name(lang msg.Lang) string {
	if lang == "en" {
		if m.EN != "" {
			return m.EN
		}
		_, s, _ := strings.Cut(m.ID, ".")
		return s
	}
	return m.DE
}
