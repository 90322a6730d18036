package aufbau

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"boardroom/referee"
	"boardroom/referee/tui"
	"boardroom/referee/verb"
)

// The interactive referee (`play`): the menu is built from the verbs
// (tui.Verbs); here each verb gets its label and how each field is asked.

type ask = verb.Ask[*State]

func opts(pairs ...string) func(*State, verb.Values) []verb.Answer {
	return func(s *State, _ verb.Values) []verb.Answer {
		var out []verb.Answer
		for i := 0; i+1 < len(pairs); i += 2 {
			out = append(out, verb.Answer{Label: s.msg(pairs[i+1]), Value: pairs[i]})
		}
		return out
	}
}

// goodsHint is the example a typed answer of goods shows: each of items
// ("raw.grain:6", "ak:2"; an id alone for a material without a count) by
// the name a player types at the table, in its language ("Getreide:6 AK:2",
// "grain:6 labour:2"); a name of several words is typed as its id's.
func goodsHint(items ...string) func(*State) string {
	return func(s *State) string {
		l := s.Language()
		out := make([]string, len(items))
		for i, it := range items {
			id, count, _ := strings.Cut(it, ":")
			name := id
			if id == "ak" {
				name = s.msg("actions.labour")
			} else if m, ok := R().Material(id); ok {
				if name = m.Name(l); strings.ContainsAny(name, " /") {
					_, name, _ = strings.Cut(m.ID, ".")
				}
			}
			if count != "" {
				name += ":" + count
			}
			out[i] = name
		}
		return strings.Join(out, " ")
	}
}

var (
	askPlayer = ask{Options: func(s *State, _ verb.Values) []verb.Answer {
		var out []verb.Answer
		for _, p := range s.Players {
			out = append(out, verb.Answer{Label: fmt.Sprintf("%s (%s, %s %d/%d)", p.Name, s.gold(p.Gold), s.msg("play.actions"), p.Standard, R().Actions.Standard), Value: p.Name})
		}
		return out
	}}
	askDice = ask{
		Fixed: func(s *State, _ verb.Values) (string, bool) { return "", !s.Physical },
		Title: func(s *State, _ verb.Values) string {
			return s.msg("play.rolls_totals_in_order_comma")
		},
	}
	skip = ask{Fixed: func(*State, verb.Values) (string, bool) { return "", true }}
	// tiers asks small, medium or large (a function literal, not a call of
	// opts: a package-level call runs at init in every run of the binary).
	tiers = ask{Options: func(s *State, v verb.Values) []verb.Answer {
		return opts("klein", "play.small", "mittel", "play.medium", "gross", "play.large")(s, v)
	}}
	// askLevels offers up to the largest level cap of the rules' tables.
	askLevels = ask{Range: func(*State, verb.Values) (int, int) { return 1, R().LevelCapMax() }}
	// askPolitical offers up to the largest investment cap of the rules'
	// tables (a political step has no cap of its own).
	askPolitical = ask{Range: func(*State, verb.Values) (int, int) { return 1, R().InvestCapMax() }}
)

// askCap offers 1 to the chosen player's cap (from 1 to 0 goes back: the
// player may not invest at all).
func askCap(cap func(p *Player, v verb.Values) int) ask {
	return ask{Range: func(s *State, v verb.Values) (int, int) {
		i, err := s.PlayerIndex(v.String("spieler"))
		if err != nil {
			return 1, 0
		}
		return 1, cap(&s.Players[i], v)
	}}
}

// inActions labels a verb on the menu only in the actions phase.
func actionsLabel(key string) func(s *State) string {
	return func(s *State) string {
		if s.Ended || s.Phase != Actions {
			return ""
		}
		return s.msg(key)
	}
}

// holdings offers a player's posts (those f accepts).
func holdings(f func(p *Player) []string) func(*State, verb.Values) []verb.Answer {
	return func(s *State, v verb.Values) []verb.Answer {
		i, err := s.PlayerIndex(v.String("spieler"))
		if err != nil {
			return nil
		}
		var out []verb.Answer
		for _, id := range f(&s.Players[i]) {
			out = append(out, verb.Answer{Label: id, Value: id})
		}
		return out
	}
}

func withPlay(vs []verb.Verb[*State]) []verb.Verb[*State] {
	plays := map[string]struct {
		label func(*State) string
		ask   map[string]ask
	}{
		"next": {func(s *State) string {
			switch {
			case s.Ended:
				return ""
			case s.Phase == Maintenance:
				return s.msg("play.round_run_maintenance", s.Round)
			}
			return s.msg("play.round_conversion_and_reset", s.Round)
		}, map[string]ask{"wuerfel": askDice}},
		"influence": {actionsLabel("play.gain_influence"), map[string]ask{"spieler": askPlayer,
			"art": {Options: func(s *State, _ verb.Values) []verb.Answer {
				ir := R().Influence
				return []verb.Answer{{Label: s.msg("play.temporary_gold", ir.TempGold), Value: "temp"}, {Label: s.msg("play.permanent_gold", ir.PermGold), Value: "perm"}}
			}},
			"investitionen": askCap(func(p *Player, v verb.Values) int {
				return p.influenceCap(verb.Value[string](v, "art") == "permanent")
			}), "wuerfel": askDice}},
		"lend": {actionsLabel("play.lend_money"), map[string]ask{"spieler": askPlayer,
			"investitionen": askCap(func(p *Player, _ verb.Values) int { return p.lendCap() }), "wuerfel": askDice}},
		"sell":  {actionsLabel("play.sell"), map[string]ask{"spieler": askPlayer, "ware": {PlaceholderOf: goodsHint("raw.grain:6", "ak:2")}, "markt": skip, "wuerfel": askDice}},
		"trade": {actionsLabel("play.sell_and_buy"), map[string]ask{"spieler": askPlayer, "verkauf": {PlaceholderOf: goodsHint("raw.grain:6")}, "kauf": {PlaceholderOf: goodsHint("special.armor:1")}, "markt": skip, "wuerfel": askDice}},
		"buy":   {actionsLabel("play.buy"), map[string]ask{"spieler": askPlayer, "ware": {PlaceholderOf: goodsHint("special.cloth:1")}, "markt": skip, "wuerfel": askDice}},
		"materials": {actionsLabel("play.gain_materials"), map[string]ask{"spieler": askPlayer,
			"modus": {Options: opts("domaene", "play.domain_administration", "werkstatt", "play.workshop_oversight")},
			"investitionen": askCap(func(p *Player, v verb.Values) int {
				return p.materialsCap(verb.Value[string](v, "modus"))
			}),
			"ziel": {Options: func(s *State, v verb.Values) []verb.Answer {
				return holdings(func(p *Player) []string {
					var ids []string
					if v.String("modus") == "workshop" {
						for _, w := range p.Workshops {
							ids = append(ids, w.ID)
						}
					} else {
						for _, d := range p.Domains {
							ids = append(ids, d.ID)
						}
					}
					return ids
				})(s, v)
			}}, "wuerfel": askDice}},
		"acquire": {actionsLabel("play.acquire_a_post"), map[string]ask{"spieler": askPlayer,
			"was": {Options: opts("domaene", "actions.domain", "stadt", "play.city_property", "amt", "actions.office", "org", "play.organisation_next_tier", "handel", "play.trade_enterprise")},
			"stufe": {Options: func(s *State, v verb.Values) []verb.Answer {
				if verb.Value[string](v, "was") == "org" {
					return opts("underworld", "play.underworld", "spy", "play.spy_ring", "cult", "actions.cult", "collegiumTrade", "actions.trade_collegium", "collegiumCraft", "actions.craft_collegium")(s, v)
				}
				return tiers.Options(s, v)
			}},
			"pacht": {Fixed: func(s *State, v verb.Values) (string, bool) {
				return "", verb.Value[string](v, "was") != "city"
			}, Title: func(s *State, _ verb.Values) string {
				c := R().Cities
				return s.msg("play.leased_from_someone_half_price", c.PachtPrice.Glyph(), c.PachtDC, c.PachtUpkeep)
			}},
			"zahlung": {Fixed: func(s *State, v verb.Values) (string, bool) {
				return "", verb.Value[string](v, "was") != "office"
			}, Options: opts("gold", "play.gold_first", "einfluss", "play.influence_first")},
			"rohstoffe": skip, "wuerfel": askDice}},
		"tenants": {actionsLabel("play.recruit_tenants_followers"), map[string]ask{"spieler": askPlayer,
			"ort": {Options: holdings(func(p *Player) []string {
				var ids []string
				for h := range p.groups() {
					if h.Tier != "starter" && !h.is("spy") {
						ids = append(ids, h.ID)
					}
				}
				return ids
			})}, "stufen": askLevels, "wuerfel": askDice}},
		"troops": {actionsLabel("play.recruit_troops"), map[string]ask{"spieler": askPlayer,
			"art":    {Options: opts("leibgarde", "play.bodyguard", "miliz", "play.militia", "soeldner", "play.mercenaries", "schlaeger", "play.thugs")},
			"stufen": askLevels, "wuerfel": askDice}},
		"build": {actionsLabel("play.build_workshop_storage_facility_upgrade"), map[string]ask{"spieler": askPlayer,
			"was": {Options: opts("startdomaene", "play.upgrade_the_starter_domain", "werkstatt", "actions.workshop", "lager", "play.storage", "ausbau", "play.upgrade_a_workshop_storage", "einrichtung", "play.facility")},
			"ort": {Fixed: func(s *State, v verb.Values) (string, bool) {
				return "", verb.Value[string](v, "was") == "starter"
			},
				Options: holdings(func(p *Player) []string {
					ids := holdingIDs(p, "domain", "city", "office")
					for _, w := range p.Workshops {
						ids = append(ids, w.ID)
					}
					for _, l := range p.Storages {
						ids = append(ids, l.ID)
					}
					return append(append(ids, holdingIDs(p, "trade")...), "personal")
				})},
			"stufe": skip,
			"schluessel": {Fixed: func(s *State, v verb.Values) (string, bool) {
				return "", verb.Value[string](v, "was") != "facility"
			}, Placeholder: "general.small.markt"},
			"rein": {Fixed: func(s *State, v verb.Values) (string, bool) {
				return "", verb.Value[string](v, "was") != "workshop"
			}, PlaceholderOf: goodsHint("raw.wool")},
			"raus": {Fixed: func(s *State, v verb.Values) (string, bool) {
				return "", verb.Value[string](v, "was") != "workshop"
			}, PlaceholderOf: goodsHint("special.cloth")},
		}},
		"specialize": {actionsLabel("play.specialise_a_domain"), map[string]ask{"spieler": askPlayer,
			"domaene": {Options: holdings(func(p *Player) []string {
				var ids []string
				for _, d := range p.Domains {
					if d.Tier != "starter" && d.Spec == "" {
						ids = append(ids, d.ID)
					}
				}
				return ids
			})},
			"art": {Options: opts("landwirtschaft", "play.agriculture", "viehzucht", "play.animal_husbandry", "forstwirtschaft", "play.forestry", "bergbau", "play.mining")}}},
		"politics": {actionsLabel("play.political_step"), map[string]ask{"spieler": askPlayer,
			"art": {Options: opts("manipulieren", "play.manipulate", "verteidigen", "play.defend", "loyalitaet", "play.secure_loyalty", "info", "play.convert_information")},
			"groesse": {Fixed: func(s *State, v verb.Values) (string, bool) {
				return "", !politicalNeedsSize(verb.Value[string](v, "art"))
			}, Options: tiers.Options},
			"investitionen": {Fixed: func(s *State, v verb.Values) (string, bool) {
				return "", verb.Value[string](v, "art") == "loyalty"
			}, Range: askPolitical.Range},
			"zahlung": {Fixed: func(s *State, v verb.Values) (string, bool) {
				return "", slices.Contains([]string{"loyalty", "convert"}, verb.Value[string](v, "art"))
			}, Options: opts("gold", "play.gold_first", "einfluss", "play.influence", "kampf", "play.combat_power_defend_only")},
			"info": skip,
			"ziele": {Fixed: func(s *State, v verb.Values) (string, bool) {
				return "", verb.Value[string](v, "art") != "loyalty"
			}, Placeholder: "D1,S2"},
			"zu": {Fixed: func(s *State, v verb.Values) (string, bool) {
				return "", verb.Value[string](v, "art") != "convert"
			}, Options: opts("gold", "play.gold", "einfluss", "play.influence")},
			"wuerfel": askDice}},
		"mode": {func(s *State) string {
			if s.Ended {
				return ""
			}
			return s.msg("play.set_a_mode_city_office")
		}, map[string]ask{"spieler": askPlayer, "posten": {Options: func(s *State, v verb.Values) []verb.Answer {
			out := holdings(func(p *Player) []string {
				return append([]string{"verlust"}, holdingIDs(p, "city", "office", "trade")...)
			})(s, v)
			for k := range out {
				if out[k].Value == "verlust" { // the word typed, not one a phone's button shows
					out[k].Label = s.msg("play.loss_on_a_counter_reaction")
				}
			}
			return out
		}}, "modus": {Options: func(s *State, v verb.Values) []verb.Answer {
			i, err := s.PlayerIndex(v.String("spieler"))
			if err != nil {
				return nil
			}
			p := &s.Players[i]
			of := v.String("posten")
			var ms []string
			switch {
			case of == "verlust":
				ms = []string{"gold", "influence"}
			case p.city(of) != nil:
				ms = []string{"leased", "production"}
			case p.office(of) != nil:
				ms = []string{"influence", "gold", "split"}
			default:
				ms = []string{"produce", "trade"}
			}
			var out []verb.Answer
			for _, m := range ms {
				out = append(out, verb.Answer{Label: upperFirst(s.mode(m)), Value: m}) // the mode in words, as an option starts
			}
			return out
		}}}},
		"hire": {actionsLabel("play.hire_a_specialist"), map[string]ask{"spieler": askPlayer,
			"art": {Options: opts("artisan", "play.artisan", "workshop", "play.workshop_master", "administrator", "play.administrator", "financier", "play.financier", "politician", "play.politician", "builder", "play.builder", "tactician", "play.tactician", "strategist", "play.strategist", "wizard", "play.wizard", "cleric", "play.cleric", "enforcer", "play.enforcer")},
			"stufe": {Options: func(s *State, _ verb.Values) []verb.Answer {
				var out []verb.Answer
				for _, k := range []string{"simple", "experienced", "master"} {
					t := R().Specialists.Tiers[k]
					out = append(out, verb.Answer{Label: s.msg("play.specialist_tier", s.specTier(k), t.Cost, t.DC), Value: k})
				}
				return out
			}},
			"wuerfel": askDice}},
	}
	for i := range vs {
		if p, ok := plays[vs[i].Name]; ok {
			for k, a := range p.ask {
				if a.Options != nil {
					a.Options = labelsStartCapital(a.Options)
					p.ask[k] = a
				}
			}
			vs[i].Label, vs[i].Ask = p.label, p.ask
			if _, ok := p.ask["wuerfel"]; ok {
				vs[i].Ask["wuerfel"] = diceFor(vs[i])
			}
		}
	}
	// In the action phase the round's end comes last: the first, highlighted
	// entry is an action, and a stray Enter does not end the round.
	var next []verb.Verb[*State]
	out := vs[:0:0]
	for _, v := range vs {
		if v.Name == "next" {
			next = append(next, v)
			continue
		}
		out = append(out, v)
	}
	return append(out, next...)
}

// labelsStartCapital are the answers of options with each label starting
// with a capital, as an option of a menu or a phone's button starts: the
// catalogue writes the words for the middle of a sentence ("large",
// "city property", "permanent (2 gold per investment)").
func labelsStartCapital(options func(*State, verb.Values) []verb.Answer) func(*State, verb.Values) []verb.Answer {
	return func(s *State, v verb.Values) []verb.Answer {
		out := options(s, v)
		for k := range out {
			out[k].Label = upperFirst(out[k].Label)
		}
		return out
	}
}

// diceFor asks for the table's rolls of verb v: the question names every
// roll the step needs, in order (1W20 for a check), and a wrong number of
// rolls or an impossible one is refused as it is typed, so only the rolls
// are asked again.
func diceFor(v verb.Verb[*State]) ask {
	needed := func(s *State, vals verb.Values) ([]string, error) {
		vals.Set("wuerfel", []int(nil))
		a, err := v.Build(vals, s)
		if err != nil {
			return nil, nil
		}
		var m *missingRolls
		if err := a.Legal(s); errors.As(err, &m) {
			return m.Need, nil
		}
		return nil, nil
	}
	return ask{
		// a game that is not physical rolls itself: never asked, on a
		// phone's form either
		Fixed:   func(s *State, _ verb.Values) (string, bool) { return "", !s.Physical },
		Settled: true,
		Title: func(s *State, vals verb.Values) string {
			need, _ := needed(s, cloneValues(vals, v))
			if len(need) == 0 {
				return s.msg("play.rolls_totals_in_order_comma")
			}
			return s.msg("play.rolls_needed", strings.Join(need, ", "))
		},
		Check: func(s *State, vals verb.Values, x any) error {
			c := cloneValues(vals, v)
			c.Set("wuerfel", x)
			a, err := v.Build(c, s)
			if err != nil {
				return nil
			}
			var m *missingRolls
			var rf *referee.Refusal
			err = a.Legal(s)
			if errors.As(err, &m) {
				return m.inPlay(s)
			}
			if errors.As(err, &rf) && strings.Contains(rf.Rule, R().Rulings["physical_dice"].ID) {
				return err
			}
			return nil
		},
	}
}

// cloneValues copies the values of v's fields.
func cloneValues(vals verb.Values, v verb.Verb[*State]) verb.Values {
	c := verb.NewValues()
	for _, f := range v.Fields {
		if vals.Has(f.Name) {
			c.Set(f.Name, vals.Any(f.Name))
		}
	}
	return c
}

// Menu is the play menu built from the verbs.
func Menu() tui.Menu[*State] {
	return tui.Verbs(withPlay(verb.Order(actionList.Get(), Verbs())), nil)
}

// holdingIDs are the ids of the player's holdings of the kinds given, in
// that order.
func holdingIDs(p *Player, kinds ...string) []string {
	var ids []string
	for h := range p.HoldingsOf(kinds...) {
		ids = append(ids, h.ID)
	}
	return ids
}
