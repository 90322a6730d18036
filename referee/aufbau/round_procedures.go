package aufbau

import (
	"fmt"
	"slices"
	"strings"

	aufbaurules "boardroom/rules/aufbau"
)

// defence is a defence roll: 1W20 + ½ open combat power against dc (+ the
// events' defence modifier).
func (s *State) defence(r *roller, p *Player, what string, dc int) (bool, string, error) {
	dc += s.eventSum(func(e *aufbaurules.Event) int { return e.DC["defence"] })
	v, err := r.roll(s.msg("round.defence_2")+what, d20)
	if err != nil {
		return false, "", err
	}
	tr := p.traits()
	mod := p.defenceKK(tr.KK) + tr.Defence
	return v+mod >= dc, fmt.Sprintf("%s = %d + %d (%s) = %d %s %d", d20.In(s.Language()), v, mod, s.msg("round.defence"), v+mod, s.msg("roll.against_dc"), dc), nil
}

// loseRaw takes up to n raw materials, most valuable first (of ids when
// given), and says what.
func (s *State) loseRaw(p *Player, n int, ids []string) string {
	return s.loseGoods(p.Raw, n, ids, s.msg("round.nothing_no_raw_material"))
}

// loseSpecial takes up to n special materials, most valuable first.
func (s *State) loseSpecial(p *Player, n int) string {
	return s.loseGoods(p.Special, n, nil, s.msg("round.nothing_no_special_material"))
}

// loseGoods takes up to n from store (a player's raw or special
// materials), most valuable first, of ids when given; none is what it says
// when there is nothing to take.
func (s *State) loseGoods(store map[string]int, n int, ids []string, none string) string {
	var mats []*aufbaurules.Material
	for id := range store {
		if len(ids) > 0 && !slices.Contains(ids, id) {
			continue
		}
		m, _ := R().Material(id)
		mats = append(mats, m)
	}
	slices.SortFunc(mats, valueOrder)
	var out []string
	for _, m := range mats {
		if n == 0 {
			break
		}
		k := min(n, store[m.ID])
		if store[m.ID] -= k; store[m.ID] <= 0 {
			delete(store, m.ID)
		}
		n -= k
		out = append(out, fmt.Sprintf("%d %s", k, m.Name(s.Language())))
	}
	if len(out) == 0 {
		return none
	}
	return strings.Join(out, ", ")
}

// procedures are the events' rolls each round before income: cult
// inspection (6) and the provincial inspection (39).
func (s *State) procedures(r *roller, p *Player, e *aufbaurules.Event) error {
	if c := e.CultCheck; c != nil {
		if o := p.org("cult"); o != nil && !o.Unrest && o.Followers > 0 {
			v, err := r.roll(fmt.Sprintf("%s %d %s", s.msg("round.cult_inspection_event"), e.Roll, p.Name), d20)
			if err != nil {
				return err
			}
			if v <= c.Chance {
				h, err := r.roll(s.msg("round.hide")+p.Name, d20)
				if err != nil {
					return err
				}
				val := s.value(p, "influence")
				if h+val >= c.DC {
					s.note(p, "round.event_cult_inspected_hidden_1d20", e.Roll, h, val, c.DC)
				} else {
					loss, err := r.roll(s.msg("round.influence_loss")+p.Name, c.Loss)
					if err != nil {
						return err
					}
					loss = min(loss, p.Influence)
					s.addInfluence(p, -loss, "ereignisse")
					o.Followers--
					s.note(p, "round.event_cult_inspected_found_1d20", e.Roll, h, val, c.DC, loss)
				}
			}
		}
	}
	if in := e.Inspection; in != nil && len(p.Offices) > 0 {
		v, err := r.roll(fmt.Sprintf("%s %s", s.msg("round.inspection"), p.Name), d20)
		if err != nil {
			return err
		}
		val := s.value(p, "influence")
		if v+val >= in.DC {
			s.note(p, "round.event_inspection_passed_1d20", e.Roll, v, val, in.DC)
		} else {
			k, err := r.roll(s.msg("round.inspection_loss")+p.Name, in.Loss)
			if err != nil {
				return err
			}
			ranks := 0
			for _, o := range p.Offices {
				ranks += R().Rank(o.Tier)
			}
			loss := min(p.Influence, k*ranks)
			s.addInfluence(p, -loss, "ereignisse")
			s.note(p, "round.event_inspection_failed_1d20_influence", e.Roll, v, val, in.DC, loss, k, ranks)
		}
	}
	return nil
}

// tradeHit loses or damages trade enterprise i.
func (s *State) tradeHit(p *Player, e *aufbaurules.Event, i int, lost bool, why string) {
	id := p.Trades[i].ID
	if lost {
		p.Trades = slices.Delete(p.Trades, i, i+1)
		s.note(p, "round.event_trade_enterprise_lost", e.Roll, id, why)
		return
	}
	p.Trades[i].Damaged = true
	s.note(p, "round.event_trade_enterprise_damaged", e.Roll, id, why, s.cite("no_repair"))
}

// settle gives each insulae completed last round its tenants.
func (s *State) settle(p *Player) {
	ins := R().Facilities.Insulae
	for _, f := range p.Facilities {
		if f.Key != ins.Key || f.Done != s.Round-1 {
			continue
		}
		if c := p.city(f.At); c != nil {
			n := min(ins.Tenants, max(0, p.cityTenantCap(c)-c.Tenants))
			c.Tenants += n
			s.note(p, "round.insulae_on_settled_tenant_levels", c.ID, n, c.Tenants)
		}
	}
}

// projects pay a round of labour each, if it is there, and complete.
func (s *State) projects(p *Player) {
	var left []Project
	for _, pr := range p.Projects {
		ak := s.projectLabor()
		if p.Labor < ak {
			s.note(p, "round.project_on_paused_needs_labour", pr.Key, pr.At, ak, p.Labor)
			left = append(left, pr)
			continue
		}
		p.Labor -= ak
		pr.Left--
		if pr.Left == 0 {
			p.Facilities = append(p.Facilities, Facility{Key: pr.Key, At: pr.At, Done: s.Round})
			s.note(p, "round.project_on_completed_labour", pr.Key, pr.At, ak)
			continue
		}
		s.note(p, "round.project_on_labour_rounds_to", pr.Key, pr.At, ak, pr.Left)
		left = append(left, pr)
	}
	p.Projects = left
}

// raids are the events' raids and attacks each round, after income and the
// famine: raiders or pirates (16), attacks on trade enterprises (26),
// beasts (29), plundering mercenaries (37).
func (s *State) raids(r *roller, p *Player) error {
	for _, e := range s.Events() {
		if rd := e.Raiders; rd != nil && !s.Section.Pirates {
			for _, d := range p.Domains {
				v, err := r.roll(fmt.Sprintf("%s %s %s", s.msg("round.raiders"), p.Name, d.ID), d20)
				if err != nil {
					return err
				}
				if v > rd.Chance {
					s.note(p, "round.event_raiders_roll_1d20_no", e.Roll, d.ID, v, rd.Chance)
					continue
				}
				ok, text, err := s.defence(r, p, d.ID, rd.DC)
				if err != nil {
					return err
				}
				if ok {
					s.note(p, "round.event_raiders_at_driven_off", e.Roll, d.ID, text)
					continue
				}
				n, err := r.roll(s.msg("round.loot")+d.ID, rd.Loss)
				if err != nil {
					return err
				}
				s.note(p, "round.event_raiders_at_lost", e.Roll, d.ID, text, s.loseRaw(p, n, nil))
			}
		}
		if b := e.Beasts; b != nil {
			for _, d := range p.Domains {
				if d.Unrest {
					continue
				}
				ok, text, err := s.defence(r, p, d.ID, b.DC)
				if err != nil {
					return err
				}
				if ok {
					s.note(p, "round.event_beasts_at_driven_off", e.Roll, d.ID, text)
					continue
				}
				s.note(p, "round.event_beasts_at_lost", e.Roll, d.ID, text, s.loseRaw(p, b.Raw, d.Picks))
			}
		}
		if pr := e.Pirates; pr != nil && s.Section.Pirates {
			key := p.Name + "/piracy"
			if s.Section.Damage[key] < pr.Cap && p.highestTradeRank() > 0 {
				v, err := r.roll(fmt.Sprintf("%s %s", s.msg("round.pirates"), p.Name), d20)
				if err != nil {
					return err
				}
				if v > pr.Damaged {
					s.note(p, "round.event_pirates_roll_1d20_no", e.Roll, v, pr.Damaged)
				}
				if v <= pr.Damaged {
					var idx []int
					for i, tr := range p.Trades {
						if !tr.Damaged {
							idx = append(idx, i)
						}
					}
					k := 0
					if len(idx) > 1 {
						n, err := r.roll(s.msg("round.which_trade_enterprise"), aufbaurules.Dice{N: 1, Sides: len(idx)})
						if err != nil {
							return err
						}
						k = n - 1
					}
					s.Section.Damage[key]++
					s.tradeHit(p, e, idx[k], v <= pr.Lost, fmt.Sprintf("1W20 = %d", v))
				}
			}
		}
		if ta := e.TradeAttack; ta != nil {
			for i := 0; i < len(p.Trades); i++ {
				tr := p.Trades[i]
				if tr.Damaged {
					continue
				}
				v, err := r.roll(fmt.Sprintf("%s %s %s", s.msg("round.attack"), p.Name, tr.ID), d20)
				if err != nil {
					return err
				}
				if v > ta.Chance {
					s.note(p, "round.event_attack_roll_1d20_no", e.Roll, tr.ID, v, ta.Chance)
					continue
				}
				ok, text, err := s.defence(r, p, tr.ID, ta.DC)
				if err != nil {
					return err
				}
				if ok {
					s.note(p, "round.event_attack_on_driven_off", e.Roll, tr.ID, text)
					continue
				}
				w, err := r.roll(s.msg("round.outcome")+tr.ID, d20)
				if err != nil {
					return err
				}
				switch {
				case w <= ta.Lost:
					s.tradeHit(p, e, i, true, text)
					i--
				case w <= ta.Damaged:
					s.tradeHit(p, e, i, false, text)
				default:
					n, err := r.roll(s.msg("round.loss")+tr.ID, ta.Loss)
					if err != nil {
						return err
					}
					s.note(p, "round.event_attack_on_lost", e.Roll, tr.ID, text, s.loseSpecial(p, n*R().Rank(tr.Tier)))
				}
			}
		}
		if pl := e.Plunder; pl != nil {
			key := p.Name + "/plunder"
			for _, d := range slices.Clone(p.Domains) {
				if s.Section.Damage[key] >= pl.Cap || p.slotsUsed(d.ID) > 0 {
					continue
				}
				s.Section.Damage[key]++
				ok, text, err := s.defence(r, p, d.ID, pl.DC)
				if err != nil {
					return err
				}
				if ok {
					s.note(p, "round.event_plunderers_at_driven_off", e.Roll, d.ID, text)
					continue
				}
				n, err := r.roll(s.msg("round.plunder")+d.ID, pl.Raw)
				if err != nil {
					return err
				}
				lost := s.loseRaw(p, n, nil)
				lv := 0
				if dd := p.domain(d.ID); dd.Tenants > 0 {
					k, err := r.roll(s.msg("round.tenant_loss")+d.ID, pl.Levels)
					if err != nil {
						return err
					}
					lv = min(k, dd.Tenants)
					dd.Tenants -= lv
				}
				s.note(p, "round.event_plunderers_at_lost_and", e.Roll, d.ID, text, lost, lv)
			}
		}
	}
	return nil
}
