package aufbau

import (
	"slices"
	"strconv"
	"strings"

	"boardroom/rules/datafile"
)

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
