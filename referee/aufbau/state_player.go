package aufbau

import (
	"boardroom/lazy"
	"boardroom/rules/names"
	"fmt"
	"iter"
	"slices"
	"strings"
)

// ---- player helpers ----

func (p *Player) has(key string) bool { return slices.Contains(p.Used, key) }

func (p *Player) org(kind string) *Org {
	for i := range p.Orgs {
		if p.Orgs[i].Kind == kind {
			return &p.Orgs[i]
		}
	}
	return nil
}

// orgRank is the rank of an organisation (0: none).
func (p *Player) orgRank(kind string) int {
	if o := p.org(kind); o != nil {
		return R().Rank(o.Tier)
	}
	return 0
}

// activeOrgRank is the rank of an organisation not in unrest.
func (p *Player) activeOrgRank(kind string) int {
	if o := p.org(kind); o != nil && !o.Unrest {
		return R().Rank(o.Tier)
	}
	return 0
}

// maxCityRank is the rank of the largest city property.
func (p *Player) maxCityRank() int {
	m := 0
	for _, c := range p.Cities {
		m = max(m, R().Rank(c.Tier))
	}
	return m
}

// followerLevels counts every tenant, follower and client level.
func (p *Player) followerLevels() int {
	n := 0
	for g := range p.groups() {
		n += *g.Levels
	}
	return n
}

// activeFollowers counts the levels of groups not in unrest.
func (p *Player) activeFollowers() int {
	n := 0
	for g := range p.groups() {
		if !*g.Unrest {
			n += *g.Levels
		}
	}
	return n
}

// openKK2 is the open combat power in halves.
func (p *Player) openKK2() int {
	n := 0
	for k, lv := range p.Troops {
		n += R().Troops.Kinds[k].KK2 * lv
	}
	return n
}

// OpenKK is the open combat power: bodyguard 2, militia 1, mercenaries 2
// per level, thugs half a point each (rounded down over all of them).
func (p *Player) OpenKK() int {
	r := R()
	n := 0
	for k, lv := range p.Troops {
		n += r.Troops.Kinds[k].KK2 * lv / 2 // KK2 counts halves
	}
	return n
}

// defenceKK is what the open combat power (plus extra) adds to a defence
// roll: divided by the rules' defence_kk_divisor (½ KK).
func (p *Player) defenceKK(extra int) int {
	return (p.OpenKK() + extra) / R().Checks.DefenceKKDivisor
}

func (p *Player) newID(prefix string) string {
	p.NextID++
	return fmt.Sprintf("%s%d", prefix, p.NextID)
}

func (p *Player) addRaw(id string, n int) {
	if n == 0 {
		return
	}
	p.Raw[id] += n
	if p.Raw[id] <= 0 {
		delete(p.Raw, id)
	}
}

func (p *Player) addSpecial(id string, n int) {
	if n == 0 {
		return
	}
	p.Special[id] += n
	if p.Special[id] <= 0 {
		delete(p.Special, id)
	}
}

func sumMap(m map[string]int) int {
	n := 0
	for _, v := range m {
		n += v
	}
	return n
}

// domain, city ... find holdings by id.
func (p *Player) domain(id string) *Domain {
	return byID(p.Domains, id, func(x *Domain) string { return x.ID })
}

// Holding is one of a player's posts as the rules rank them: a domain, a
// city property, an office, an organisation or a trade enterprise. For a
// follower group (domain, city property, organisation) Levels, LO and
// Unrest point into the player's list, so a walk can change them; they are
// nil for offices and trade enterprises.
type Holding struct {
	Kind   string // domain, city, office, org, trade
	ID     string // an organisation's kind
	Tier   string
	Mode   string // a city property's, office's or trade enterprise's mode
	Levels *int   // tenant or follower levels
	LO     *int
	Unrest *bool
}

// The kinds of holding in the order the player's sheet lists them, and
// the kinds that hold follower groups.
var (
	holdingKinds = []string{"domain", "city", "office", "org", "trade"}
	groupKinds   = []string{"domain", "city", "org"}
)

// Holdings walks the player's five holding lists (domains, city
// properties, offices, organisations, trade enterprises), in that order.
func (p *Player) Holdings() iter.Seq[Holding] { return p.HoldingsOf(holdingKinds...) }

// groups walks the follower groups: domains, city properties and
// organisations.
func (p *Player) groups() iter.Seq[Holding] { return p.HoldingsOf(groupKinds...) }

// HoldingsOf walks the holdings of the kinds given (of holdingKinds), kind
// by kind in the order given: the one walk over the player's holding lists.
func (p *Player) HoldingsOf(kinds ...string) iter.Seq[Holding] {
	return func(yield func(Holding) bool) {
		for _, k := range kinds {
			switch k {
			case "domain":
				for i := range p.Domains {
					d := &p.Domains[i]
					if !yield(Holding{k, d.ID, d.Tier, "", &d.Tenants, &d.LO, &d.Unrest}) {
						return
					}
				}
			case "city":
				for i := range p.Cities {
					c := &p.Cities[i]
					if !yield(Holding{k, c.ID, c.Tier, c.Mode, &c.Tenants, &c.LO, &c.Unrest}) {
						return
					}
				}
			case "office":
				for _, o := range p.Offices {
					if !yield(Holding{Kind: k, ID: o.ID, Tier: o.Tier, Mode: o.Mode}) {
						return
					}
				}
			case "org":
				for i := range p.Orgs {
					o := &p.Orgs[i]
					if !yield(Holding{k, o.Kind, o.Tier, "", &o.Followers, &o.LO, &o.Unrest}) {
						return
					}
				}
			case "trade":
				for _, x := range p.Trades {
					if !yield(Holding{Kind: k, ID: x.ID, Tier: x.Tier, Mode: x.Mode}) {
						return
					}
				}
			}
		}
	}
}

// is reports whether the holding is an organisation of that kind.
func (h Holding) is(orgKind string) bool { return h.Kind == "org" && h.ID == orgKind }

// troopCap is what the holding adds to the level cap of a kind of troops.
func (h Holding) troopCap(troop string) int {
	ru := R()
	switch {
	case troop == "bodyguard" && h.Kind == "office":
		return ru.Offices.Tiers[h.Tier].BodyguardCap
	case troop == "militia" && h.Kind == "domain":
		return ru.Domains.Tiers[h.Tier].MilitiaCap
	case troop == "thug" && h.Kind == "city":
		return ru.Cities.Tiers[h.Tier].ThugCap
	case troop == "thug" && h.Kind == "org":
		return ru.Orgs.Kinds[h.ID].ThugCapPerRank * ru.Rank(h.Tier)
	}
	return 0
}

// sellCap is what the holding adds to the player's trade cap.
func (h Holding) sellCap() int {
	switch h.Kind {
	case "trade":
		return R().Trade.Tiers[h.Tier].SellCap
	case "domain":
		return R().Domains.Tiers[h.Tier].TradeCap
	}
	return 0
}

// price is what the holding counts for in a player's worth: its price in
// gold (an office's gold-first price; organisations count nothing).
func (h Holding) price() int {
	ru := R()
	switch h.Kind {
	case "domain":
		return ru.Domains.Tiers[h.Tier].Cost
	case "city":
		return ru.Cities.Tiers[h.Tier].Cost
	case "office":
		return ru.Offices.Tiers[h.Tier].GoldFirst.Gold
	case "trade":
		return ru.Trade.Tiers[h.Tier].Cost
	}
	return 0
}

// byID is the element of xs whose id (any case) is id, or nil.
func byID[T any](xs []T, id string, key func(*T) string) *T {
	for i := range xs {
		if strings.EqualFold(key(&xs[i]), id) {
			return &xs[i]
		}
	}
	return nil
}

func (p *Player) city(id string) *City {
	return byID(p.Cities, id, func(x *City) string { return x.ID })
}

// office is the player's office id names, or the one office the text names
// as people type it (officeNamed): "A5", "Amt A5", "kleines Amt", "Amt".
func (p *Player) office(id string) *Office {
	for i := range p.Offices {
		if strings.EqualFold(p.Offices[i].ID, id) {
			return &p.Offices[i]
		}
	}
	if ids := p.officeNamed(id); len(ids) == 1 {
		return p.office(ids[0])
	}
	return nil
}

// officeAdjective is a tier as the adjective before "Amt": "kleines Amt".
var officeAdjective = &lazy.Value[map[string]string]{New: func() map[string]string {
	return map[string]string{"small": "kleines", "medium": "mittleres", "large": "großes"}
}}

// officeNames are the names an office answers to, German and English:
// its id, "Amt A5", "kleines Amt", "Amt klein", "small office", "office
// A5", and "Amt" ("office") alone.
func (p *Player) officeNames(o *Office) []string {
	ru := R()
	de, en := ru.Offices.Name.DE, ru.Offices.Name.EN
	t := ru.TierNames[o.Tier]
	return []string{o.ID, de + " " + o.ID, officeAdjective.Get()[o.Tier] + " " + de, de + " " + t.DE, de + " (" + t.DE + ")",
		t.EN + " " + en, en + " " + o.ID, de, en}
}

// officeNamed are the ids of the offices the text names, as people type
// it (rules/names: any case, umlauts and accents optional, spaces and
// hyphens optional): those a name matches whole, else those a name
// starts with (three letters at least). One id is the office; more are
// ambiguous.
func (p *Player) officeNamed(typed string) []string {
	k := names.Keys(typed)[0]
	if k == "" {
		return nil
	}
	match := func(prefix bool) []string {
		var ids []string
		for i := range p.Offices {
			o := &p.Offices[i]
			for _, n := range p.officeNames(o) {
				nk := names.Keys(n)
				if k == nk[0] || k == nk[1] || prefix && len(k) >= 3 && (strings.HasPrefix(nk[0], k) || strings.HasPrefix(nk[1], k)) {
					ids = append(ids, o.ID)
					break
				}
			}
		}
		return ids
	}
	if ids := match(false); len(ids) > 0 {
		return ids
	}
	return match(true)
}

// holdingHint is what a mistyped holding of the player was most likely
// meant to be: ` (meintest du A5?)`, the offices a name fits ("A5 oder
// A7"), or "".
func (s *State) holdingHint(p *Player, typed string) string {
	var ids []string
	if ids = p.officeNamed(typed); len(ids) < 2 {
		var cands []string
		for h := range p.Holdings() {
			cands = append(cands, h.ID)
		}
		for i := range p.Offices {
			cands = append(cands, p.officeNames(&p.Offices[i])...)
		}
		best := names.Suggest(typed, cands)
		if best == "" {
			return ""
		}
		ids = []string{best}
		for i := range p.Offices {
			if slices.Contains(p.officeNames(&p.Offices[i]), best) && best != p.Offices[i].ID {
				ids = []string{p.Offices[i].ID + " (" + best + ")"}
			}
		}
	}
	return s.msg("names.did_you_mean", strings.Join(ids, s.msg("names.or")))
}

func (p *Player) trade(id string) *Trade {
	return byID(p.Trades, id, func(x *Trade) string { return x.ID })
}

func (p *Player) workshop(id string) *Workshop {
	return byID(p.Workshops, id, func(x *Workshop) string { return x.ID })
}

// highestTradeRank is the rank of the largest undamaged trade enterprise.
func (p *Player) highestTradeRank() int {
	m := 0
	for _, t := range p.Trades {
		if !t.Damaged {
			m = max(m, R().Rank(t.Tier))
		}
	}
	return m
}

// hasSpecialist reports an artisan or workshop specialist (any tier, or
// experienced+ when strong).
func (p *Player) hasCraftSpecialist(strong bool) bool {
	for _, sp := range p.Specialists {
		if sp.Kind != "artisan" && sp.Kind != "workshop" {
			continue
		}
		if !strong || sp.Tier != "simple" {
			return true
		}
	}
	return false
}
