package aufbau

import (
	"fmt"
	"slices"
	"strings"

	"boardroom/referee"
	aufbaurules "boardroom/rules/aufbau"

	"boardroom/phrase"
)

var refuse = referee.Refusef

// actor checks the campaign goes on, the phase and the player.
func (s *State) actor(name string, phases ...string) (*Player, error) {
	if s.Ended {
		return nil, refuse(s.cite("open_campaign"), "%s", s.msg("actions.the_campaign_has_ended"))
	}
	i, err := s.PlayerIndex(name)
	if err != nil {
		return nil, err
	}
	if len(phases) > 0 && !slices.Contains(phases, s.Phase) {
		var names []string
		for _, ph := range phases {
			names = append(names, R().PhaseNames[ph].In(s.Language()))
		}
		return nil, refuse(s.msg("actions.round_maintenance_actions_conversion_reset"),
			"%s", s.msg("actions.that_is_only_allowed_in",
				strings.Join(names, "/"), R().PhaseNames[s.Phase].In(s.Language()), s.Round))
	}
	return &s.Players[i], nil
}

// bonusSlots are the player's bonus actions of a kind.
func (p *Player) bonusSlots(kind string) int {
	ru := R()
	n := 0
	for h := range p.HoldingsOf("office", "org") {
		if h.Tier == "large" && (h.Kind == "office" && kind == "influence" ||
			h.Kind == "org" && !*h.Unrest && ru.Orgs.Kinds[h.ID].LargeBonus == kind) {
			n++
		}
	}
	return n
}

// useAction spends a standard or bonus action under a canonical key; no key
// twice in a round (ruling AU14).
func (s *State) useAction(p *Player, key, kind string) error {
	ru := R()
	free := p.Standard < ru.Actions.Standard
	bonusLeft := 0
	if kind != "" {
		used := 0
		for _, b := range p.BonusUsed {
			if strings.HasPrefix(b, kind+":") {
				used++
			}
		}
		bonusLeft = p.bonusSlots(kind) - used
	}
	switch {
	case p.has(key) && kind == "influence" && bonusLeft > 0:
	case p.has(key):
		return refuse(s.cite("one_key"), "%s", s.msg("actions.has_already_used_this_round", p.Name, s.actionKey(key)))
	case free:
		p.Standard++
		p.Used = append(p.Used, key)
		return nil
	case bonusLeft > 0:
	default:
		return refuse(s.msg("actions.rule_actions", R().Actions.Standard, R().Actions.Free), "%s", s.msg("actions.has_no_action_left_in", p.Name, s.Round, p.Standard))
	}
	p.BonusUsed = append(p.BonusUsed, kind+":"+key)
	p.Used = append(p.Used, key)
	s.say("actions.uses_a_bonus_action", p.Name)
	return nil
}

// useBuild spends the free build, or else a standard action.
func (s *State) useBuild(p *Player) error {
	ru := R()
	if p.FreeUsed < ru.Actions.Free {
		p.FreeUsed++
		return nil
	}
	if p.Standard < ru.Actions.Standard {
		p.Standard++
		return nil
	}
	return refuse(s.msg("actions.rule_actions", R().Actions.Standard, R().Actions.Free), "%s", s.msg("actions.has_used_the_free_build", p.Name))
}

func (s *State) pay(p *Player, gold int, what string) error {
	if p.Gold < aufbaurules.G(gold) {
		return refuse(s.cite("negative_gold"), "%s", s.msg("actions.needs_gold_for_has", p.Name, gold, what, p.Gold))
	}
	before := p.Gold
	p.Gold -= aufbaurules.G(gold)
	s.work(R().Rulings["negative_gold"].ID, "why.pay", p.Name, what, gold, before.Amount(), p.Gold.Amount())
	return nil
}

func (s *State) payInfluence(p *Player, n int, what string) error {
	if p.Influence < n {
		return refuse(s.msg("actions.influence_is_the_round_s"), "%s", s.msg("actions.needs_influence_for_has", p.Name, n, what, p.Influence))
	}
	s.work("", "why.pay_influence", p.Name, what, n, p.Influence, p.Influence-n)
	p.Influence -= n
	return nil
}

func (s *State) eventMods(class string) []aufbaurules.Mod {
	var out []aufbaurules.Mod
	for _, e := range s.Events() {
		if v := e.DC[class]; v != 0 {
			out = append(out, aufbaurules.Mod{Name: fmt.Sprintf("%s %d", s.msg("actions.event"), e.Roll), Value: v})
		}
	}
	return out
}

func (s *State) investMod(steps []aufbaurules.Step, n int) aufbaurules.Mod {
	return aufbaurules.Mod{Name: s.msg("actions.investments"), Value: aufbaurules.InvestMod(steps, n)}
}

func (s *State) asMod(p *Player) aufbaurules.Mod {
	return aufbaurules.Mod{Name: s.msg("abbr.as"), Value: R().ASMod(p.AS)}
}

func (s *State) value(p *Player, check string) int { return R().Effective(p.Checks[check], s.Round) }

// sizeRank is the size of an action of n investments as a tier's rank:
// small below the first of its DC steps, one rank more for each step reached.
func sizeRank(steps []aufbaurules.Step, n int) int {
	rank := 1
	for _, s := range steps {
		if n >= s.At {
			rank++
		}
	}
	return rank
}

// influenceCap is the most investments p may make in one GainInfluence,
// temporary (by p's largest office or organisation) or permanent (the base
// plus the ranks of all of them).
func (p *Player) influenceCap(perm bool) int {
	ru := R()
	largest, ranks := 0, 0
	for h := range p.Holdings() {
		if h.Kind == "office" || h.Kind == "org" {
			largest = max(largest, ru.Rank(h.Tier))
			ranks += ru.Rank(h.Tier)
		}
	}
	if perm {
		return ru.Influence.PermCapBase + ranks
	}
	return ru.Influence.TempCap[[]string{"none", "small", "medium", "large"}[largest]]
}

func tierOfRank(r int) string { return []string{"", "small", "medium", "large"}[r] }

func (s *State) positive(n int, what string) error {
	if n < 1 || n > 1000 {
		return phrase.Usagef("%s", s.msg("actions.1_to_1000_not", what, n))
	}
	return nil
}

// ---- GainInfluence ----

// GainInfluence buys temporary or permanent influence.
type GainInfluence struct {
	Player string `json:"player"`
	Kind   string `json:"kind"` // temporary | permanent
	Inv    int    `json:"investments"`
	Dice   []int  `json:"dice,omitempty"`
}

func (*GainInfluence) ActionType() string     { return string(ActInfluence) }
func (a *GainInfluence) Legal(s *State) error { _, err := run(s, nil, a.Dice, a.do); return err }
func (a *GainInfluence) Apply(s *State, ch *referee.Chance) (*State, error) {
	return run(s, ch, a.Dice, a.do)
}

func (a *GainInfluence) do(s *State, r *roller) error {
	ru := R()
	ir := ru.Influence
	p, err := s.actor(a.Player, Actions)
	if err != nil {
		return err
	}
	if err := s.positive(a.Inv, s.msg("actions.investments")); err != nil {
		return err
	}
	perm := a.Kind == "permanent"
	capv := p.influenceCap(perm)
	price := ir.TempGold
	key := "influence.temp"
	if perm {
		price, key = ir.PermGold, "influence.perm"
	}
	if a.Inv > capv {
		return refuse(s.msg("actions.gaininfluence_investment_cap_by_offices"),
			"%s", s.msg("actions.may_invest_at_most_not", p.Name, capv, a.Inv))
	}
	if err := s.useAction(p, key, "influence"); err != nil {
		return err
	}
	if err := s.pay(p, a.Inv*price, s.msg("actions.gaininfluence")); err != nil {
		return err
	}
	size := sizeRank(ru.Checks.LargeInvestSteps, a.Inv)
	mods := []aufbaurules.Mod{s.investMod(ru.Checks.LargeInvestSteps, a.Inv), s.asMod(p)}
	mods = append(mods, s.eventMods("influence")...)
	if rk := p.activeOrgRank("cult"); rk > 0 {
		mods = append(mods, aufbaurules.Mod{Name: s.msg("actions.cult"), Value: -ru.Orgs.Kinds["cult"].InfluenceDCPerRank * rk})
	}
	if v := p.traits().InfluenceDC; v != 0 {
		mods = append(mods, aufbaurules.Mod{Name: s.msg("actions.charming"), Value: v})
	}
	if slices.ContainsFunc(p.Cities, func(c City) bool { return c.Mode == "leased" && ru.Rank(c.Tier) == size }) {
		mods = append(mods, aufbaurules.Mod{Name: s.msg("actions.leased_city"), Value: ru.Checks.SizeHoldingDC})
	}
	if slices.ContainsFunc(p.Offices, func(o Office) bool { return ru.Rank(o.Tier) == size }) {
		mods = append(mods, aufbaurules.Mod{Name: s.msg("actions.office"), Value: ru.Checks.SizeHoldingDC})
	}
	c, err := s.check(r, p.Name, "influence", s.value(p, "influence"), nil, ir.DC, mods)
	if err != nil {
		return err
	}
	var got string
	if perm {
		n := ir.PermYield[c.Tier.ID] * a.Inv
		if c.Tier.ID == "poor" {
			n = max(ir.PoorMin, ir.PermPoor.Apply(a.Inv))
		}
		if c.Tier.ID == "poor" {
			s.work("einfluss", "why.influence_yield_poor", c.Tier.Name(s.Language()), ir.PermPoor.Apply(a.Inv), ir.PoorMin, n)
		} else {
			s.work("einfluss", "why.influence_yield", c.Tier.Name(s.Language()), ir.PermYield[c.Tier.ID], a.Inv, n)
		}
		p.PermInfl += n
		s.addInfluence(p, n, "einfluss")
		got = s.msg("actions.permanent_influence_also_in_this", n)
	} else {
		n := ir.TempYield[c.Tier.ID] * a.Inv
		s.work("einfluss", "why.influence_yield", c.Tier.Name(s.Language()), ir.TempYield[c.Tier.ID], a.Inv, ir.TempYield[c.Tier.ID]*a.Inv)
		if c.Tier.ID == "poor" && n < ir.PoorMin {
			s.work("einfluss", "why.influence_yield_poor", c.Tier.Name(s.Language()), n, ir.PoorMin, ir.PoorMin)
			n = ir.PoorMin
		}
		s.addInfluence(p, n, "einfluss")
		got = s.msg("actions.influence", n)
	}
	s.say("actions.gain_influence_gold",
		p.Name, map[bool]string{true: s.msg("actions.permanent"), false: s.msg("actions.temporary")}[perm], a.Inv, a.Inv*price, c.Text, got)
	return nil
}
