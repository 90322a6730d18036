package aufbau

import (
	"boardroom/phrase/msg"
	"encoding/json"
	"fmt"
	"io"
	"maps"
	"slices"
	"strconv"
	"strings"

	"boardroom/lazy"
	"boardroom/referee"
	"boardroom/referee/spec"
	"boardroom/referee/tui"
	"boardroom/referee/verb"
	aufbaurules "boardroom/rules/aufbau"

	"boardroom/phrase"
)

// Spec is the Aufbausystem referee, described once.
func Spec() *spec.Spec[*State] {
	r := R()
	fields := spec.Players("Spieler", r.Players.Min, r.Players.Max, "die Spielleitung würfelt am Tisch und gibt die Würfe ein (--wuerfel)")
	fields[0].Help = fmt.Sprintf("die Namen der Spieler, mit Komma (%d-%d)", r.Players.Min, r.Players.Max)
	fields = append(fields,
		verb.Field{Name: "rounds", Flag: true, Kind: verb.IntField, Help: "die Kampagne endet nach N Runden mit einem Stand nach Goldäquivalent (0: offen)"},
		verb.Field{Name: "lang", Flag: true, Help: "Sprache der Meldungen: de (Standard) oder en"})
	return &spec.Spec[*State]{
		ID:    GameID,
		Rules: Rules{},
		New: spec.NewSpec{
			Long: fmt.Sprintf(`Eine neue Aufbausystem-Kampagne für %d-%d Spieler. Jeder beginnt mit %d Gold,
Proben %d/%d/%d, der Startdomäne, einem kleinen Stadtbesitz, der Startwerkstatt und dem
Startlager, einem kleinen Amt und %d permanenter AK. Die Runde: Unterhalt %[8]s Aktionen %[8]s
Umwandlung %[8]s Rücksetzen; 'next' führt die automatischen Schritte aus und druckt das
Kassenbuch jedes Spielers. Ohne --rounds ist die Kampagne offen.`, r.Players.Min, r.Players.Max, r.Start.Gold,
				r.Start.Checks["influence"], r.Start.Checks["money"], r.Start.Checks["materials"], r.Start.PermanentLabor, phrase.Arrow()),
			Examples: []string{"new --players Anna,Ben", "new --players Anna,Ben,Clara --physical --rounds 12", "new --players Anna --lang en"},
			Fields:   fields,
		},
		Setup: func(v verb.Values, _ int64) (json.RawMessage, error) {
			var names []string
			for _, n := range v.Strings("players") {
				if strings.TrimSpace(n) != "" {
					names = append(names, n)
				}
			}
			if len(names) == 0 {
				return nil, phrase.Usagef("--players ist nötig, z.B. --players Anna,Ben")
			}
			st, err := ParseSetup(Setup{Players: names, Physical: v.Bool("physical"), Rounds: v.Int("rounds"), Lang: msg.Lang(v.String("lang")), Rev: CurrentRev})
			if err != nil {
				return nil, phrase.Usagef("%v", err)
			}
			return jsonMarshal(st)
		},
		Verbs: withPlay(Verbs()),
		Show:  func(w io.Writer, s *State) error { _, err := io.WriteString(w, s.Text()); return err },
		JSON:  func(s *State) any { return s.View() },
		Menu:  Menu(),
		View:  TUIView,
		// play shows the same sentences wrapped at the terminal's 80
		// columns, words whole (the ledger's lines were cut mid-word)
		Play: func(g *referee.Game[*State], p tui.Prompter, out io.Writer) (bool, error) {
			return true, tui.Run(g, Menu(), PlayView, p, out)
		},
	}
}

// word maps the German and English words of a choice to its value.
func word(s string, m map[string]string) (string, bool) {
	v, ok := m[strings.ToLower(strings.TrimSpace(s))]
	return v, ok
}

var tierWords = &lazy.Value[map[string]string]{New: func() map[string]string {
	return map[string]string{"klein": "small", "small": "small", "mittel": "medium", "medium": "medium", "groß": "large", "gross": "large", "large": "large"}
}}

func choice(name string, m map[string]string) func(string) (any, error) {
	return func(s string) (any, error) {
		if v, ok := word(s, m); ok {
			return v, nil
		}
		return nil, typed("input.choice", func(msg.Lang) []any { return []any{name, strings.Join(slices.Sorted(maps.Keys(m)), ", ")} })
	}
}

// usage is a typing error found while building an action: a usage error
// that still says itself in the campaign's language.
func usage(err error) error {
	ue := &phrase.UsageError{Msg: err.Error()}
	if w, ok := err.(phrase.Worded); ok {
		ue.Said = w.In
	}
	return ue
}

func diceArg(s string) (any, error) {
	n, err := phrase.ParseInt(s)
	if err != nil {
		return nil, typed("input.roll", func(msg.Lang) []any { return []any{phrase.Clip(s)} })
	}
	return n, nil
}

func goodsArg(s string) (any, error) { return ParseGoods(s) }

// rawArg is a raw material typed by name or id.
func rawArg(s string) (any, error) {
	m, ok := findMaterial(s)
	if !ok || m.Kind() != "raw" {
		var raws []named
		for _, n := range goodsNames() {
			if strings.HasPrefix(n.id, "raw.") {
				raws = append(raws, n)
			}
		}
		return nil, typedUnknown("input.no_raw", func(lang msg.Lang) []any { return []any{s, suggest(s, raws, lang)} })
	}
	return m.ID, nil
}

// orgOrID is an organisation typed by name as its id; anything else (D2,
// S3, personal) as typed.
func orgOrID(s string) string {
	if id, ok := find(s, orgNames()); ok {
		return id
	}
	return s
}

var (
	player = verb.Field{Name: "spieler", Help: "der Spieler, der handelt"}
	dice   = verb.Field{Name: "wuerfel", Flag: true, Kind: verb.ListField, Parse: diceArg,
		Help: "mit --physical: die am Tisch gewürfelten Augensummen in der Reihenfolge der Fragen, z.B. 14 oder 23,7"}
)

func diceOf(v verb.Values) []int { return verb.ListOf[int](v, "wuerfel") }

// Verbs are the game master's commands, German by default. The prices and
// DCs in the help are those of the rules data.
func Verbs() []verb.Verb[*State] {
	ru := R()
	cult := ru.Orgs.Kinds["cult"]
	if cult.FollowerCost == nil {
		cult.FollowerCost = &ru.Tenants.Cost
	}
	return []verb.Verb[*State]{
		{
			Name:  "next",
			Short: "Nächster Schritt: Unterhalt " + phrase.Arrow() + " Aktionen, oder Umwandlung und Rücksetzen " + phrase.Arrow() + " nächste Runde",
			Long: fmt.Sprintf(`In der Phase Unterhalt: Markt- und Ereigniswürfe zu Abschnittsbeginn, Gegenreaktion der Neider,
Einmaleffekte, Abwanderung, Ausstehendes, Schäden, Einkommen, Hungersnot, Unterhalt und Nahrung
(ab Runde %d), Handelsunternehmungen, Werkstatt- und Lagerunterhalt; dann beginnen die Aktionen.
In der Phase Aktionen: Umwandlung (Werkstätten, Lager, der Rest zu Gold) und Rücksetzen
(passive Erholung, neue Pools, Gefolgschaften); dann beginnt die nächste Runde mit dem Unterhalt.
Jeder Schritt steht im Kassenbuch jedes Spielers.`, ru.UpkeepFrom),
			Examples: []string{"next", "next --wuerfel 7,9,4,1"},
			Fields:   []verb.Field{dice},
			Build: func(v verb.Values, _ *State) (referee.Action[*State], error) {
				return &Next{Dice: diceOf(v)}, nil
			},
		},
		{
			Name:     "einfluss",
			Short:    fmt.Sprintf("Einflussgewinn: %[1]d Gold je Investition %[6]s %[2]d Einfluss (temp), %[3]d Gold %[6]s %[4]d permanenter (perm); Probe Einfluss, SG %[5]d", ru.Influence.TempGold, ru.Influence.TempYield["success"], ru.Influence.PermGold, ru.Influence.PermYield["success"], ru.Influence.DC, phrase.Arrow()),
			Examples: []string{"einfluss Anna temp 3", "einfluss Ben perm 2 --wuerfel 15"},
			Fields: []verb.Field{player, {Name: "art", Placeholder: "<temp|perm>", Parse: choice("art", map[string]string{"temp": "temporary", "temporär": "temporary", "temporary": "temporary", "perm": "permanent", "permanent": "permanent"})},
				{Name: "investitionen", Kind: verb.IntField}, dice},
			Build: func(v verb.Values, _ *State) (referee.Action[*State], error) {
				return &GainInfluence{Player: v.String("spieler"), Kind: verb.Value[string](v, "art"), Inv: v.Int("investitionen"), Dice: diceOf(v)}, nil
			},
		},
		{
			Name:     "verleih",
			Short:    fmt.Sprintf("Geldverleih: %d Gold je Investition, Auszahlung im nächsten Unterhalt; Probe Geld, SG %d", ru.Lend.Gold, ru.Lend.DC),
			Examples: []string{"verleih Anna 2"},
			Fields:   []verb.Field{player, {Name: "investitionen", Kind: verb.IntField}, dice},
			Build: func(v verb.Values, _ *State) (referee.Action[*State], error) {
				return &MoneyLend{Player: v.String("spieler"), Inv: v.Int("investitionen"), Dice: diceOf(v)}, nil
			},
		},
		{
			Name:  "verkauf",
			Short: fmt.Sprintf("Verkauf: AK, RM (je %d eine Investition) oder SM; Probe Geld, SG %d", ru.Market.RawUnit, ru.Sell.DC),
			Long: fmt.Sprintf(`Waren als Name:Anzahl: AK:2, Getreide:12, Pulpellen:2 (Umlaute dürfen als ae, oe, ue
geschrieben werden; die Kennungen wie raw.grain gehen auch). Rohmaterial nur in Vielfachen von %d. --markt wählt einen eigenen Markt einer Handelsunternehmung (Standard: lokal).`, ru.Market.RawUnit),
			Examples: []string{"verkauf Anna Getreide:12", "verkauf Ben AK:2 Pulpellen:2 --markt lokal"},
			Fields: []verb.Field{player, {Name: "ware", Kind: verb.ListField, Parse: goodsArg, Placeholder: "<ware:anzahl>"},
				{Name: "markt", Flag: true, Help: "der Markt (lokal, der lokale Markt, oder der eigene einer Handelsunternehmung)"}, dice},
			Build: func(v verb.Values, _ *State) (referee.Action[*State], error) {
				return &MoneySell{Player: v.String("spieler"), Goods: verb.ListOf[Goods](v, "ware"), Market: v.String("markt"), Dice: diceOf(v)}, nil
			},
		},
		{
			Name:     "kauf",
			Short:    fmt.Sprintf("Kauf: %d Gold je %d RM, %s; Lieferung im nächsten Unterhalt; Probe Geld, SG %d", ru.Buy.RawPrice, ru.Market.RawUnit, buyPrices(ru), ru.Sell.DC),
			Examples: []string{`kauf Anna "Waffen & Schilde:1"`, "kauf Ben Pulpellen:2"},
			Fields: []verb.Field{player, {Name: "ware", Kind: verb.ListField, Parse: goodsArg, Placeholder: "<ware:anzahl>"},
				{Name: "markt", Flag: true, Help: "der Markt"}, dice},
			Build: func(v verb.Values, _ *State) (referee.Action[*State], error) {
				return &MoneyBuy{Player: v.String("spieler"), Goods: verb.ListOf[Goods](v, "ware"), Market: v.String("markt"), Dice: diceOf(v)}, nil
			},
		},
		{
			Name:     "handel",
			Short:    "Verkauf und Kauf in einer Aktion: zwei Würfe gegen einen SG, Obergrenze und SG zählen beides; Probe Geld",
			Examples: []string{`handel Anna --verkauf Getreide:12 --kauf "Waffen & Schilde:1"`},
			Fields: []verb.Field{player,
				{Name: "verkauf", Flag: true, Kind: verb.ListField, Parse: goodsArg, Help: "was verkauft wird (ware:anzahl, mit Komma)"},
				{Name: "kauf", Flag: true, Kind: verb.ListField, Parse: goodsArg, Help: "was gekauft wird (ware:anzahl, mit Komma)"},
				{Name: "markt", Flag: true, Help: "der Markt"}, dice},
			Build: func(v verb.Values, _ *State) (referee.Action[*State], error) {
				return &MoneySellBuy{Player: v.String("spieler"), Sell: verb.ListOf[Goods](v, "verkauf"), Buy: verb.ListOf[Goods](v, "kauf"), Market: v.String("markt"), Dice: diceOf(v)}, nil
			},
		},
		{
			Name:     "material",
			Short:    fmt.Sprintf("Materialgewinn: 1 AK je Investition; Domänenverwaltung (SG %d) oder Werkstattaufsicht (SG %d); Probe Material", ru.MaterialsAction.DomainDC, ru.MaterialsAction.WorkshopDC),
			Examples: []string{"material Anna domaene 4", "material Ben werkstatt 2 --ziel W3"},
			Fields: []verb.Field{player, {Name: "modus", Placeholder: "<domaene|werkstatt>", Parse: choice("modus", map[string]string{"domaene": "domain", "domäne": "domain", "domain": "domain", "werkstatt": "workshop", "workshop": "workshop"})},
				{Name: "investitionen", Kind: verb.IntField}, {Name: "ziel", Flag: true, Help: "die Domäne (D…) oder Werkstatt (W…)"}, dice},
			Build: func(v verb.Values, _ *State) (referee.Action[*State], error) {
				return &GainMaterials{Player: v.String("spieler"), Mode: verb.Value[string](v, "modus"), Inv: v.Int("investitionen"), Target: v.String("ziel"), Dice: diceOf(v)}, nil
			},
		},
		{
			Name:  "erwerb",
			Short: "Posten erwerben: Domäne, Stadtbesitz, Amt, Organisation (Stufe für Stufe) oder Handelsunternehmung; Probe Einfluss",
			Long: fmt.Sprintf(`Der Preis folgt der Erfolgsstufe (%s, aufgerundet); bei Fehlschlag wird
nichts bezahlt. Vor dem Wurf muss der Preis bei "knapp daneben" bezahlbar sein.
Organisationen: Unterwelt, Spionagering, Kult, Handelscollegium, Handwerkscollegium.
Domäne: --rohstoffe nennt die Rohstoffe mit Namen (Getreide,Wolle).`, costFactors(ru)),
			Examples: []string{"erwerb Anna domaene klein --rohstoffe Getreide,Wolle", "erwerb Ben stadt mittel --pacht", "erwerb Anna amt klein --zahlung einfluss", "erwerb Ben org Kult"},
			Fields: []verb.Field{player,
				{Name: "was", Placeholder: "<domaene|stadt|amt|org|handel>", Parse: choice("was", map[string]string{"domaene": "domain", "domäne": "domain", "domain": "domain", "stadt": "city", "city": "city", "amt": "office", "office": "office", "org": "org", "organisation": "org", "handel": "trade", "trade": "trade"})},
				{Name: "stufe", Placeholder: "<klein|mittel|groß|org-art>"},
				{Name: "pacht", Flag: true, Kind: verb.BoolField, Help: fmt.Sprintf("Stadtbesitz gepachtet: %s Preis, SG %s, +%d Gold Unterhalt", ru.Cities.PachtPrice.Glyph(), plusMinus(ru.Cities.PachtDC), ru.Cities.PachtUpkeep)},
				{Name: "zahlung", Flag: true, Help: "Amt: gold (Gold zuerst, Standard) oder einfluss", Parse: choice("zahlung", map[string]string{"gold": "gold", "einfluss": "influence", "influence": "influence"})},
				{Name: "rohstoffe", Flag: true, Kind: verb.ListField, Parse: rawArg, Help: "Domäne: die Rohstoffe (Namen wie Getreide, Wolle)"}, dice},
			Build: func(v verb.Values, _ *State) (referee.Action[*State], error) {
				a := &Acquire{Player: v.String("spieler"), What: verb.Value[string](v, "was"), Pacht: v.Bool("pacht"), Payment: verb.Value[string](v, "zahlung"), Picks: verb.ListOf[string](v, "rohstoffe"), Dice: diceOf(v)}
				if a.What == "org" {
					k, err := parseNamed("Organisation", orgNames)(v.String("stufe"))
					if err != nil {
						return nil, err // an unknown name: refused as every game refuses one
					}
					a.Kind = k.(string)
				} else if t, ok := word(v.String("stufe"), tierWords.Get()); ok {
					a.Tier = t
				} else {
					return nil, phrase.Usagef("<stufe>: klein, mittel oder groß, nicht %q", v.String("stufe"))
				}
				return a, nil
			},
		},
		{
			Name:     "paechter",
			Short:    fmt.Sprintf("Pächter, Anhänger oder Klienten anwerben: %d Gold + %d Einfluss je Stufe (Kult %d + %d); Probe Einfluss, SG %d", ru.Tenants.Cost.Gold, ru.Tenants.Cost.Influence, cult.FollowerCost.Gold, cult.FollowerCost.Influence, ru.Tenants.DC),
			Examples: []string{"paechter Anna S2 1", "paechter Ben Kult 2"},
			Fields:   []verb.Field{player, {Name: "ort", Help: "Domäne D…, Stadtbesitz S… oder Organisation"}, {Name: "stufen", Kind: verb.IntField}, dice},
			Build: func(v verb.Values, _ *State) (referee.Action[*State], error) {
				return &Tenants{Player: v.String("spieler"), At: orgOrID(v.String("ort")), Levels: v.Int("stufen"), Dice: diceOf(v)}, nil
			},
		},
		{
			Name:     "truppen",
			Short:    fmt.Sprintf("Truppen anwerben: Leibgarde, Miliz, Söldner, Schläger; Probe Einfluss, SG %d", ru.Troops.DC),
			Examples: []string{"truppen Anna mercenary 1"},
			Fields: []verb.Field{player, {Name: "art", Placeholder: "<leibgarde|miliz|soeldner|schlaeger>", Parse: choice("art", map[string]string{"leibgarde": "bodyguard", "bodyguard": "bodyguard", "miliz": "militia", "militia": "militia", "soeldner": "mercenary", "söldner": "mercenary", "mercenary": "mercenary", "schlaeger": "thug", "schläger": "thug", "thug": "thug"})},
				{Name: "stufen", Kind: verb.IntField}, dice},
			Build: func(v verb.Values, _ *State) (referee.Action[*State], error) {
				return &Troops{Player: v.String("spieler"), Kind: verb.Value[string](v, "art"), Levels: v.Int("stufen"), Dice: diceOf(v)}, nil
			},
		},
		{
			Name:  "bau",
			Short: "Bauen ohne Wurf: Werkstatt, Lager, Einrichtung, Ausbau, Startdomäne (der freie Ausbau, danach eine Standardaktion)",
			Examples: []string{"bau Anna startdomaene", "bau Anna werkstatt D1 --rein Wolle --raus Tuche",
				"bau Ben lager S2", "bau Ben ausbau W3", `bau Anna einrichtung A5 --schluessel "allgemein klein Archiv"`, "bau Ben einrichtung S2 --schluessel Insulae"},
			Fields: []verb.Field{player,
				{Name: "was", Placeholder: "<werkstatt|lager|einrichtung|ausbau|startdomaene>", Parse: choice("was", map[string]string{"werkstatt": "workshop", "workshop": "workshop", "lager": "storage", "storage": "storage", "einrichtung": "facility", "facility": "facility", "ausbau": "upgrade", "upgrade": "upgrade", "startdomaene": "starter", "startdomäne": "starter", "starter": "starter"})},
				{Name: "ort", Optional: true, Help: "wo gebaut wird (D…, S…, A…, H…, W…, eine Organisation, personal) bzw. was ausgebaut wird"},
				{Name: "stufe", Flag: true, Help: "Werkstatt/Lager: klein (Standard), mittel, groß", Parse: choice("stufe", tierWords.Get())},
				{Name: "schluessel", Flag: true, Parse: parseFacility, Help: `Einrichtung: "allgemein klein Archiv", "besonders mittel Kontor", Insulae, Kunsthandwerkergasse (oder die Kennung general.small.archiv)`},
				{Name: "rein", Flag: true, Help: "Werkstatt: das Rohmaterial, das hineingeht (Name, z.B. Wolle)"},
				{Name: "raus", Flag: true, Help: "Werkstatt: was herauskommt (Name, z.B. Tuche)"}},
			Build: func(v verb.Values, _ *State) (referee.Action[*State], error) {
				a := &Build{Player: v.String("spieler"), What: verb.Value[string](v, "was"), At: orgOrID(v.String("ort")), Tier: verb.Value[string](v, "stufe"),
					Key: verb.Value[string](v, "schluessel")}
				for _, f := range []struct {
					name string
					to   *string
				}{{"rein", &a.Input}, {"raus", &a.Output}} {
					if x := v.String(f.name); x != "" {
						m, ok := findMaterial(x)
						if !ok {
							return nil, phrase.Usagef("--%s: kein Material %q%s", f.name, x, suggest(x, goodsNames()[1:], "de"))
						}
						*f.to = m.ID
					}
				}
				return a, nil
			},
		},
		{
			Name:     "spezialisierung",
			Short:    "Domäne spezialisieren (einmal, ab klein): Landwirtschaft, Viehzucht, Forstwirtschaft, Bergbau (freier Ausbau oder Standardaktion)",
			Examples: []string{"spezialisierung Anna D6 agriculture"},
			Fields: []verb.Field{player, {Name: "domaene", Help: "die Domäne (D…)"},
				{Name: "art", Placeholder: "<agriculture|animalHusbandry|forestry|mining>", Parse: choice("art", map[string]string{"landwirtschaft": "agriculture", "agriculture": "agriculture", "viehzucht": "animalHusbandry", "animalhusbandry": "animalHusbandry", "forstwirtschaft": "forestry", "forestry": "forestry", "bergbau": "mining", "mining": "mining"})}},
			Build: func(v verb.Values, _ *State) (referee.Action[*State], error) {
				return &Specialize{Player: v.String("spieler"), Domain: v.String("domaene"), Kind: verb.Value[string](v, "art")}, nil
			},
		},
		{
			Name:  "politik",
			Short: fmt.Sprintf("Politische Schritte: verteidigen, manipulieren, loyalitaet sichern, info umwandeln; Probe Einfluss, SG %d + KW", ru.Political.DC),
			Examples: []string{"politik Anna manipulieren --groesse klein --investitionen 1", "politik Ben loyalitaet --groesse klein --ziele D1,S2",
				"politik Anna info --investitionen 1 --zu gold"},
			Fields: []verb.Field{player,
				{Name: "art", Placeholder: "<verteidigen|manipulieren|loyalitaet|info>", Parse: choice("art", map[string]string{"verteidigen": "defend", "defend": "defend", "manipulieren": "manipulate", "manipulate": "manipulate", "loyalitaet": "loyalty", "loyalität": "loyalty", "loyalty": "loyalty", "info": "convert", "convert": "convert"})},
				{Name: "groesse", Flag: true, Help: fmt.Sprintf("klein, mittel, groß: Grundkosten %d/%d/%d Gold + Einfluss", ru.Rank("small"), ru.Rank("medium"), ru.Rank("large")), Parse: choice("groesse", tierWords.Get())},
				{Name: "investitionen", Flag: true, Kind: verb.IntField, Help: "Investitionen (info: Information umwandeln)"},
				{Name: "zahlung", Flag: true, Help: "gold (Gold zuerst), einfluss, kampf (verteidigen mit KK)", Parse: choice("zahlung", map[string]string{"gold": "gold", "einfluss": "influence", "influence": "influence", "kampf": "combat", "combat": "combat"})},
				{Name: "info", Flag: true, Kind: verb.IntField, Help: fmt.Sprintf("eingesetzte Information: +%d je Punkt auf den Wurf", ru.Checks.InfoBonus)},
				{Name: "ziele", Flag: true, Kind: verb.ListField, Help: fmt.Sprintf("Loyalität sichern: 1-%d Ziele", ru.Political.LoyaltyTargets)},
				{Name: "zu", Flag: true, Help: "info: gold oder einfluss", Parse: choice("zu", map[string]string{"gold": "gold", "einfluss": "influence", "influence": "influence"})}, dice},
			Build: func(v verb.Values, s *State) (referee.Action[*State], error) {
				// Without a size a step that needs one is an incomplete call,
				// a usage error, whatever the campaign's state.
				if politicalNeedsSize(verb.Value[string](v, "art")) && verb.Value[string](v, "groesse") == "" {
					return nil, phrase.Usagef("%s", s.msg("build.groesse_small_medium_large"))
				}
				return &Political{Player: v.String("spieler"), Kind: verb.Value[string](v, "art"), Size: verb.Value[string](v, "groesse"), Inv: v.Int("investitionen"),
					Payment: verb.Value[string](v, "zahlung"), Info: v.Int("info"), Targets: v.Strings("ziele"), To: verb.Value[string](v, "zu"), Dice: diceOf(v)}, nil
			},
		},
		{
			Name:     "modus",
			Short:    "Modus setzen (keine Aktion): Stadtbesitz verpachtet|eigenproduktion, Amt einfluss|gold|geteilt (nur in der Aktionsphase), Handel produktion|handel, verlust gold|einfluss",
			Examples: []string{"modus Anna S2 eigenproduktion", "modus Ben A5 gold", `modus Ben "kleines Amt" gold`, "modus Anna verlust einfluss"},
			Fields:   []verb.Field{player, {Name: "posten", Help: "S…, A… (ein Amt auch mit Namen: „kleines Amt“, „Amt A5“, „Amt“), H… oder verlust"}, {Name: "modus"}},
			Build: func(v verb.Values, _ *State) (referee.Action[*State], error) {
				m := strings.ToLower(v.String("modus"))
				if x, ok := map[string]string{"einfluss": "influence", "verpachtet": "leased", "eigenproduktion": "production", "produktion": "produce", "handel": "trade", "geteilt": "split"}[m]; ok {
					m = x
				}
				return &SetMode{Player: v.String("spieler"), Of: v.String("posten"), Mode: m}, nil
			},
		},
		{
			Name:     "fachkraft",
			Short:    fmt.Sprintf("Fachkraft anwerben: %s Gold, SG %s; Probe Einfluss (freier Ausbau oder Standardaktion)", specTiers(ru, "cost"), specTiers(ru, "dc")),
			Examples: []string{"fachkraft Anna Kunsthandwerker einfach", "fachkraft Ben Baumeister erfahren"},
			Fields: []verb.Field{player, {Name: "art", Help: "Taktiker, Magier, Verwalter, Stratege, Geweihter, Finanzier, Politiker, Baumeister, Werkmeister, Vollstrecker, Kunsthandwerker", Parse: parseNamed("Fachkraft", specialistNames)},
				{Name: "stufe", Placeholder: "<einfach|erfahren|meister>", Parse: parseNamed("Stufe", specialistTierNames)}, dice},
			Build: func(v verb.Values, _ *State) (referee.Action[*State], error) {
				return &Hire{Player: v.String("spieler"), Kind: verb.Value[string](v, "art"), Tier: verb.Value[string](v, "stufe"), Dice: diceOf(v)}, nil
			},
		},
	}
}

// buyPrices is the price of a special material and of labour in the
// help of kauf: "3 je SM oder AK" when they are one price.
func buyPrices(ru *aufbaurules.Rules) string {
	if ru.Buy.SpecialPrice == ru.Buy.LaborPrice {
		return fmt.Sprintf("%d je SM oder AK", ru.Buy.SpecialPrice)
	}
	return fmt.Sprintf("%d je SM, %d je AK", ru.Buy.SpecialPrice, ru.Buy.LaborPrice)
}

// specTiers is the specialists' cost or DC by tier, "10/25/50".
func specTiers(ru *aufbaurules.Rules, what string) string {
	var out []string
	for _, k := range []string{"simple", "experienced", "master"} {
		t := ru.Specialists.Tiers[k]
		if what == "cost" {
			out = append(out, strconv.Itoa(t.Cost))
		} else {
			out = append(out, strconv.Itoa(t.DC))
		}
	}
	return strings.Join(out, "/")
}

// costFactors is the price factor of each success tier as the help writes
// it, "×0,75 / ×0,9 / ×1 / ×1,2", from the rules' percents.
func costFactors(ru *aufbaurules.Rules) string {
	var out []string
	for _, t := range ru.Checks.Success {
		if p, ok := ru.Checks.CostFactor[t.ID]; ok {
			s := strconv.FormatFloat(float64(p)/100, 'f', -1, 64)
			out = append(out, "×"+strings.ReplaceAll(s, ".", ","))
		}
	}
	return strings.Join(out, " / ")
}

// politicalNeedsSize reports whether a political step has a size (--groesse):
// every step but turning information into gold or influence.
func politicalNeedsSize(kind string) bool { return kind != "convert" }
