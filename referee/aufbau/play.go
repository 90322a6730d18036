package aufbau

import (
	"fmt"
	"slices"

	"boardroom/referee"
	"boardroom/referee/tui"
)

// The interactive referee (`play`): the menu is built from the verbs
// (tui.Verbs); here each verb gets its label and how each field is asked.

type ask = referee.Ask[*State]

func opts(pairs ...string) func(*State, referee.Values) []referee.Answer {
	return func(s *State, _ referee.Values) []referee.Answer {
		var out []referee.Answer
		for i := 0; i+2 < len(pairs)+1; i += 3 {
			out = append(out, referee.Answer{Label: s.tr(pairs[i+1], pairs[i+2]), Value: pairs[i]})
		}
		return out
	}
}

var (
	askPlayer = ask{Options: func(s *State, _ referee.Values) []referee.Answer {
		var out []referee.Answer
		for _, p := range s.Players {
			out = append(out, referee.Answer{Label: fmt.Sprintf("%s (%s, %s %d/%d)", p.Name, p.Gold, s.tr("Aktionen", "actions"), p.Standard, R().Actions.Standard), Value: p.Name})
		}
		return out
	}}
	askDice = ask{
		Fixed: func(s *State, _ referee.Values) (string, bool) { return "", !s.Physical },
		Title: func(s *State, _ referee.Values) string {
			return s.tr("Würfe (Augensummen in der Reihenfolge, mit Komma; fehlt einer, sagt der Referee welcher)", "rolls (totals in order, comma-separated; if one is missing the referee says which)")
		},
	}
	skip      = ask{Fixed: func(*State, referee.Values) (string, bool) { return "", true }}
	tiers     = ask{Options: opts("klein", "klein", "small", "mittel", "mittel", "medium", "gross", "groß", "large")}
	askInv    = ask{Range: func(*State, referee.Values) (int, int) { return 1, 24 }}
	askLevels = ask{Range: func(*State, referee.Values) (int, int) { return 1, 8 }}
)

// inActions labels a verb on the menu only in the actions phase.
func actionsLabel(de, en string) func(s *State) string {
	return func(s *State) string {
		if s.Ended || s.Phase != Actions {
			return ""
		}
		return s.tr(de, en)
	}
}

// holdings offers a player's posts (those f accepts).
func holdings(f func(p *Player) []string) func(*State, referee.Values) []referee.Answer {
	return func(s *State, v referee.Values) []referee.Answer {
		i, err := s.PlayerIndex(v.String("spieler"))
		if err != nil {
			return nil
		}
		var out []referee.Answer
		for _, id := range f(&s.Players[i]) {
			out = append(out, referee.Answer{Label: id, Value: id})
		}
		return out
	}
}

func withPlay(vs []referee.Verb[*State]) []referee.Verb[*State] {
	plays := map[string]struct {
		label func(*State) string
		ask   map[string]ask
	}{
		"next": {func(s *State) string {
			switch {
			case s.Ended:
				return ""
			case s.Phase == Maintenance:
				return s.tr(fmt.Sprintf("Runde %d: Unterhalt ausführen", s.Round), fmt.Sprintf("Round %d: run maintenance", s.Round))
			}
			return s.tr(fmt.Sprintf("Runde %d: Umwandlung und Rücksetzen", s.Round), fmt.Sprintf("Round %d: conversion and reset", s.Round))
		}, map[string]ask{"wuerfel": askDice}},
		"einfluss": {actionsLabel("Einflussgewinn", "Gain influence"), map[string]ask{"spieler": askPlayer,
			"art":           {Options: opts("temp", "temporär (1 Gold je Investition)", "temporary (1 gold per investment)", "perm", "permanent (2 Gold je Investition)", "permanent (2 gold per investment)")},
			"investitionen": askInv, "wuerfel": askDice}},
		"verleih": {actionsLabel("Geldverleih", "Lend money"), map[string]ask{"spieler": askPlayer, "investitionen": askInv, "wuerfel": askDice}},
		"verkauf": {actionsLabel("Verkauf", "Sell"), map[string]ask{"spieler": askPlayer, "ware": {Placeholder: "Getreide:6 ak:2"}, "markt": skip, "wuerfel": askDice}},
		"handel":  {actionsLabel("Verkauf und Kauf", "Sell and buy"), map[string]ask{"spieler": askPlayer, "verkauf": {Placeholder: "Getreide:6"}, "kauf": {Placeholder: "special.armor:1"}, "markt": skip, "wuerfel": askDice}},
		"kauf":    {actionsLabel("Kauf", "Buy"), map[string]ask{"spieler": askPlayer, "ware": {Placeholder: "special.simpleTools:1"}, "markt": skip, "wuerfel": askDice}},
		"material": {actionsLabel("Materialgewinn", "Gain materials"), map[string]ask{"spieler": askPlayer,
			"modus":         {Options: opts("domaene", "Domänenverwaltung", "domain administration", "werkstatt", "Werkstattaufsicht", "workshop oversight")},
			"investitionen": askInv,
			"ziel": {Options: func(s *State, v referee.Values) []referee.Answer {
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
		"erwerb": {actionsLabel("Posten erwerben", "Acquire a post"), map[string]ask{"spieler": askPlayer,
			"was": {Options: opts("domaene", "Domäne", "domain", "stadt", "Stadtbesitz", "city property", "amt", "Amt", "office", "org", "Organisation (nächste Stufe)", "organisation (next tier)", "handel", "Handelsunternehmung", "trade enterprise")},
			"stufe": {Options: func(s *State, v referee.Values) []referee.Answer {
				if referee.Value[string](v, "was") == "org" {
					return opts("underworld", "Unterwelt", "underworld", "spy", "Spionagering", "spy ring", "cult", "Kult", "cult", "collegiumTrade", "Handelscollegium", "trade collegium", "collegiumCraft", "Handwerkscollegium", "craft collegium")(s, v)
				}
				return tiers.Options(s, v)
			}},
			"pacht": {Fixed: func(s *State, v referee.Values) (string, bool) {
				return "", referee.Value[string](v, "was") != "city"
			}, Title: func(s *State, _ referee.Values) string {
				return s.tr("Gepachtet (halber Preis, SG −2, +1 Gold Unterhalt)?", "Leased from someone (half price, DC −2, +1 gold upkeep)?")
			}},
			"zahlung": {Fixed: func(s *State, v referee.Values) (string, bool) {
				return "", referee.Value[string](v, "was") != "office"
			}, Options: opts("gold", "Gold zuerst", "gold first", "einfluss", "Einfluss zuerst", "influence first")},
			"rohstoffe": skip, "wuerfel": askDice}},
		"paechter": {actionsLabel("Pächter/Anhänger anwerben", "Recruit tenants/followers"), map[string]ask{"spieler": askPlayer,
			"ort": {Options: holdings(func(p *Player) []string {
				var ids []string
				for _, d := range p.Domains {
					if d.Tier != "starter" {
						ids = append(ids, d.ID)
					}
				}
				for _, c := range p.Cities {
					ids = append(ids, c.ID)
				}
				for _, o := range p.Orgs {
					if o.Kind != "spy" {
						ids = append(ids, o.Kind)
					}
				}
				return ids
			})}, "stufen": askLevels, "wuerfel": askDice}},
		"truppen": {actionsLabel("Truppen anwerben", "Recruit troops"), map[string]ask{"spieler": askPlayer,
			"art":    {Options: opts("leibgarde", "Leibgarde", "bodyguard", "miliz", "Miliz", "militia", "soeldner", "Söldner", "mercenaries", "schlaeger", "Schläger", "thugs")},
			"stufen": askLevels, "wuerfel": askDice}},
		"bau": {actionsLabel("Bauen (Werkstatt, Lager, Einrichtung, Ausbau)", "Build (workshop, storage, facility, upgrade)"), map[string]ask{"spieler": askPlayer,
			"was": {Options: opts("startdomaene", "Startdomäne ausbauen", "upgrade the starter domain", "werkstatt", "Werkstatt", "workshop", "lager", "Lager", "storage", "ausbau", "Werkstatt/Lager ausbauen", "upgrade a workshop/storage", "einrichtung", "Einrichtung", "facility")},
			"ort": {Fixed: func(s *State, v referee.Values) (string, bool) {
				return "", referee.Value[string](v, "was") == "starter"
			},
				Options: holdings(func(p *Player) []string {
					var ids []string
					for _, d := range p.Domains {
						ids = append(ids, d.ID)
					}
					for _, c := range p.Cities {
						ids = append(ids, c.ID)
					}
					for _, o := range p.Offices {
						ids = append(ids, o.ID)
					}
					for _, w := range p.Workshops {
						ids = append(ids, w.ID)
					}
					for _, l := range p.Storages {
						ids = append(ids, l.ID)
					}
					for _, t := range p.Trades {
						ids = append(ids, t.ID)
					}
					return append(ids, "personal")
				})},
			"stufe": skip,
			"schluessel": {Fixed: func(s *State, v referee.Values) (string, bool) {
				return "", referee.Value[string](v, "was") != "facility"
			}, Placeholder: "general.small.markt"},
			"rein": {Fixed: func(s *State, v referee.Values) (string, bool) {
				return "", referee.Value[string](v, "was") != "workshop"
			}, Placeholder: "raw.wool"},
			"raus": {Fixed: func(s *State, v referee.Values) (string, bool) {
				return "", referee.Value[string](v, "was") != "workshop"
			}, Placeholder: "special.cloth"},
		}},
		"spezialisierung": {actionsLabel("Domäne spezialisieren", "Specialise a domain"), map[string]ask{"spieler": askPlayer,
			"domaene": {Options: holdings(func(p *Player) []string {
				var ids []string
				for _, d := range p.Domains {
					if d.Tier != "starter" && d.Spec == "" {
						ids = append(ids, d.ID)
					}
				}
				return ids
			})},
			"art": {Options: opts("landwirtschaft", "Landwirtschaft", "agriculture", "viehzucht", "Viehzucht", "animal husbandry", "forstwirtschaft", "Forstwirtschaft", "forestry", "bergbau", "Bergbau", "mining")}}},
		"politik": {actionsLabel("Politischer Schritt", "Political step"), map[string]ask{"spieler": askPlayer,
			"art": {Options: opts("manipulieren", "manipulieren", "manipulate", "verteidigen", "verteidigen", "defend", "loyalitaet", "Loyalität sichern", "secure loyalty", "info", "Information umwandeln", "convert information")},
			"groesse": {Fixed: func(s *State, v referee.Values) (string, bool) {
				return "", referee.Value[string](v, "art") == "convert"
			}, Options: tiers.Options},
			"investitionen": {Fixed: func(s *State, v referee.Values) (string, bool) {
				return "", referee.Value[string](v, "art") == "loyalty"
			}, Range: func(*State, referee.Values) (int, int) { return 1, 12 }},
			"zahlung": {Fixed: func(s *State, v referee.Values) (string, bool) {
				return "", slices.Contains([]string{"loyalty", "convert"}, referee.Value[string](v, "art"))
			}, Options: opts("gold", "Gold zuerst", "gold first", "einfluss", "Einfluss", "influence", "kampf", "Kampfkraft (nur verteidigen)", "combat power (defend only)")},
			"info": skip,
			"ziele": {Fixed: func(s *State, v referee.Values) (string, bool) {
				return "", referee.Value[string](v, "art") != "loyalty"
			}, Placeholder: "D1,S2"},
			"zu": {Fixed: func(s *State, v referee.Values) (string, bool) {
				return "", referee.Value[string](v, "art") != "convert"
			}, Options: opts("gold", "Gold", "gold", "einfluss", "Einfluss", "influence")},
			"wuerfel": askDice}},
		"modus": {func(s *State) string {
			if s.Ended {
				return ""
			}
			return s.tr("Modus setzen (Stadtbesitz, Amt, Handel, Verlustwahl)", "Set a mode (city, office, trade, loss choice)")
		}, map[string]ask{"spieler": askPlayer, "posten": {Options: holdings(func(p *Player) []string {
			ids := []string{"verlust"}
			for _, c := range p.Cities {
				ids = append(ids, c.ID)
			}
			for _, o := range p.Offices {
				ids = append(ids, o.ID)
			}
			for _, t := range p.Trades {
				ids = append(ids, t.ID)
			}
			return ids
		})}, "modus": {Options: func(s *State, v referee.Values) []referee.Answer {
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
			var out []referee.Answer
			for _, m := range ms {
				out = append(out, referee.Answer{Label: m, Value: m})
			}
			return out
		}}}},
		"fachkraft": {actionsLabel("Fachkraft anwerben", "Hire a specialist"), map[string]ask{"spieler": askPlayer,
			"art":     {Options: opts("artisan", "Kunsthandwerker", "artisan", "workshop", "Werkmeister", "workshop master", "administrator", "Verwalter", "administrator", "financier", "Finanzier", "financier", "politician", "Politiker", "politician", "builder", "Baumeister", "builder", "tactician", "Taktiker", "tactician", "strategist", "Stratege", "strategist", "wizard", "Magier", "wizard", "cleric", "Geweihter", "cleric", "enforcer", "Vollstrecker", "enforcer")},
			"stufe":   {Options: opts("simple", "einfach (10 Gold, SG 10)", "simple (10 gold, DC 10)", "experienced", "erfahren (25 Gold, SG 14)", "experienced (25 gold, DC 14)", "master", "Meister (50 Gold, SG 18)", "master (50 gold, DC 18)")},
			"wuerfel": askDice}},
	}
	for i := range vs {
		if p, ok := plays[vs[i].Name]; ok {
			vs[i].Label, vs[i].Ask = p.label, p.ask
		}
	}
	return vs
}

// Menu is the play menu built from the verbs.
func Menu() tui.Menu[*State] { return tui.Verbs(withPlay(Verbs()), nil) }
