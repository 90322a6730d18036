package aufbau

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

// Recruit is one row of the specialist recruitment table (RecruitmentDice).
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

// Trait is one specialist trait (TraitDice) with its two sides.
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
