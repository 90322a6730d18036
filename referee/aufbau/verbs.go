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
	// the language of the campaign is the generic --lang of every game's
	// new, read below as v.String("lang")
	fields := append(spec.Players("", r.Players.Min, r.Players.Max, true), verb.Field{Name: "rounds", Flag: true, Kind: verb.IntField})
	return &spec.Spec[*State]{
		ID:       GameID,
		Messages: aufbaurules.Messages,
		HelpArgs: HelpArgs,
		Rules:    Rules{},
		// new's words are the catalogue's (new.long, new.examples, new.<field>)
		New: spec.NewSpec{Fields: fields},
		Setup: func(v verb.Values, _ int64) (json.RawMessage, error) {
			var names []string
			for _, n := range v.Strings("players") {
				if strings.TrimSpace(n) != "" {
					names = append(names, n)
				}
			}
			if len(names) == 0 {
				return nil, phrase.Usagef("%s", Format1(langOf(v.String("lang")), "setup.players_needed"))
			}
			st, err := ParseSetup(Setup{Players: names, Physical: v.Bool("physical"), Rounds: v.Int("rounds"), Lang: msg.Lang(v.String("lang")), Rev: CurrentRev})
			if err != nil {
				return nil, phrase.UsageOf(err) // in the table's language where it can say itself
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
		return nil, typed("input.one_of", func(l msg.Lang) []any { return []any{strings.Join(choiceWords(m, l), ", ")} })
	}
}

// choiceAs is choice whose error offers words, the words its usage line
// shows ("<temp|perm>"), rather than every spelling it accepts.
func choiceAs(name string, m map[string]string, words ...string) func(string) (any, error) {
	return func(s string) (any, error) {
		if v, ok := word(s, m); ok {
			return v, nil
		}
		return nil, typed("input.one_of", func(msg.Lang) []any { return []any{strings.Join(words, ", ")} })
	}
}

// isASCII reports whether s has no letter beyond ASCII (no umlaut).
func isASCII(s string) bool {
	return !strings.ContainsFunc(s, func(r rune) bool { return r > 127 })
}

// choiceWords are the words of a choice (typed word → its value, the value
// named in English) the table of language l types: in English the values,
// in German the words that are not a value (a word with an umlaut rather
// than its spelling with ae, oe, ue), each value's own where it has none.
func choiceWords(m map[string]string, l msg.Lang) []string {
	values := slices.Sorted(maps.Values(m))
	values = slices.Compact(values)
	if l == msg.EN {
		return values
	}
	var out []string
	for _, v := range values {
		byFold := map[string]string{}
		for _, k := range slices.Sorted(maps.Keys(m)) {
			if m[k] != v || fold(k) == fold(v) {
				continue
			}
			if prev, ok := byFold[fold(k)]; !ok || !isASCII(k) && isASCII(prev) { // "domäne" rather than "domaene"
				byFold[fold(k)] = k
			}
		}
		if len(byFold) == 0 {
			out = append(out, v)
			continue
		}
		out = append(out, slices.Sorted(maps.Values(byFold))...)
	}
	return out
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
		return nil, typed("input.roll", func(l msg.Lang) []any { return []any{phrase.ClipIn(l, s)} })
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
	player = verb.Field{Name: "spieler"}
	dice   = verb.Field{Name: "wuerfel", Flag: true, Kind: verb.ListField, Parse: diceArg}
)

func diceOf(v verb.Values) []int { return verb.ListOf[int](v, "wuerfel") }

// HelpArgs are the numbers of the rules data a help text of the catalogue
// says (Spec.HelpArgs): a verb's one-line help ends with its prices and
// DCs, so that the help and the rules lookup answer "what does it cost"
// from the data.
func HelpArgs(id string) []any {
	name, ok := strings.CutPrefix(id, "verb.")
	if name, ok = strings.CutSuffix(name, ".short"); !ok {
		return nil
	}
	n, _ := helpNumbers(name)
	return n
}

func helpNumbers(name string) ([]any, bool) {
	ru := R()
	switch name {
	case "influence":
		return []any{ru.Influence.TempGold, ru.Influence.TempYield["success"], ru.Influence.PermGold, ru.Influence.PermYield["success"], ru.Influence.DC}, true
	case "lend":
		return []any{ru.Lend.Gold, ru.Lend.DC}, true
	case "sell":
		return []any{ru.Market.RawUnit, ru.Sell.DC}, true
	case "buy":
		return []any{ru.Buy.RawPrice, ru.Market.RawUnit, ru.Buy.SpecialPrice, ru.Buy.LaborPrice, ru.Sell.DC}, true
	case "trade":
		return []any{ru.Sell.DC}, true
	case "materials":
		return []any{ru.MaterialsAction.DomainDC, ru.MaterialsAction.WorkshopDC}, true
	case "tenants":
		cult := ru.Orgs.Kinds["cult"]
		if cult.FollowerCost == nil {
			cult.FollowerCost = &ru.Tenants.Cost
		}
		return []any{ru.Tenants.Cost.Gold, ru.Tenants.Cost.Influence, cult.FollowerCost.Gold, cult.FollowerCost.Influence, ru.Tenants.DC}, true
	case "troops":
		return []any{ru.Troops.DC}, true
	case "acquire":
		return []any{ru.Cities.PachtPrice.Glyph(), plusMinus(ru.Cities.PachtDC), ru.Cities.PachtUpkeep}, true
	case "politics":
		return []any{ru.Political.DC, fmt.Sprintf("%d/%d/%d", ru.Rank("small"), ru.Rank("medium"), ru.Rank("large")), ru.Checks.InfoBonus, ru.Political.LoyaltyTargets}, true
	case "hire":
		return []any{specTiers(ru, "cost"), specTiers(ru, "dc")}, true
	}
	return nil, false
}

// Verbs are the game master's commands, named in English in code; the
// catalogue gives each its German name (verb.<name>.name) and its help in
// both languages (verb.<name>.short, .long, .examples, .use and the
// fields' help, verb.<name>.<field>), said in the table's language where
// they are read (verb.MessageID).
func Verbs() []verb.Verb[*State] {
	ru := R()
	cult := ru.Orgs.Kinds["cult"]
	if cult.FollowerCost == nil {
		cult.FollowerCost = &ru.Tenants.Cost
	}
	return []verb.Verb[*State]{
		{
			Name:   "next",
			Fields: []verb.Field{dice},
			Build: func(v verb.Values, _ *State) (referee.Action[*State], error) {
				return &Next{Dice: diceOf(v)}, nil
			},
		},
		{
			Name: "influence",
			Fields: []verb.Field{player, {Name: "art", Placeholder: "<temp|perm>", Parse: choiceAs("art", map[string]string{"temp": "temporary", "temporär": "temporary", "temporary": "temporary", "perm": "permanent", "permanent": "permanent"}, "temp", "perm")},
				{Name: "investitionen", Kind: verb.IntField}, dice},
			Build: func(v verb.Values, _ *State) (referee.Action[*State], error) {
				return &GainInfluence{Player: v.String("spieler"), Kind: verb.Value[string](v, "art"), Inv: v.Int("investitionen"), Dice: diceOf(v)}, nil
			},
		},
		{
			Name:   "lend",
			Fields: []verb.Field{player, {Name: "investitionen", Kind: verb.IntField}, dice},
			Build: func(v verb.Values, _ *State) (referee.Action[*State], error) {
				return &MoneyLend{Player: v.String("spieler"), Inv: v.Int("investitionen"), Dice: diceOf(v)}, nil
			},
		},
		{
			Name: "sell",
			Fields: []verb.Field{player, {Name: "ware", Kind: verb.ListField, Parse: goodsArg, Placeholder: "<ware:anzahl>"},
				{Name: "markt", Flag: true}, dice},
			Build: func(v verb.Values, _ *State) (referee.Action[*State], error) {
				return &MoneySell{Player: v.String("spieler"), Goods: verb.ListOf[Goods](v, "ware"), Market: v.String("markt"), Dice: diceOf(v)}, nil
			},
		},
		{
			Name: "buy",
			Fields: []verb.Field{player, {Name: "ware", Kind: verb.ListField, Parse: goodsArg, Placeholder: "<ware:anzahl>"},
				{Name: "markt", Flag: true}, dice},
			Build: func(v verb.Values, _ *State) (referee.Action[*State], error) {
				return &MoneyBuy{Player: v.String("spieler"), Goods: verb.ListOf[Goods](v, "ware"), Market: v.String("markt"), Dice: diceOf(v)}, nil
			},
		},
		{
			Name: "trade",
			Fields: []verb.Field{player,
				{Name: "verkauf", Flag: true, Kind: verb.ListField, Parse: goodsArg},
				{Name: "kauf", Flag: true, Kind: verb.ListField, Parse: goodsArg},
				{Name: "markt", Flag: true}, dice},
			Build: func(v verb.Values, _ *State) (referee.Action[*State], error) {
				return &MoneySellBuy{Player: v.String("spieler"), Sell: verb.ListOf[Goods](v, "verkauf"), Buy: verb.ListOf[Goods](v, "kauf"), Market: v.String("markt"), Dice: diceOf(v)}, nil
			},
		},
		{
			Name: "materials",
			Fields: []verb.Field{player, {Name: "modus", Placeholder: "<domaene|werkstatt>", Parse: choice("modus", map[string]string{"domaene": "domain", "domäne": "domain", "domain": "domain", "werkstatt": "workshop", "workshop": "workshop"})},
				{Name: "investitionen", Kind: verb.IntField}, {Name: "ziel", Flag: true}, dice},
			Build: func(v verb.Values, _ *State) (referee.Action[*State], error) {
				return &GainMaterials{Player: v.String("spieler"), Mode: verb.Value[string](v, "modus"), Inv: v.Int("investitionen"), Target: v.String("ziel"), Dice: diceOf(v)}, nil
			},
		},
		{
			Name: "acquire",
			Fields: []verb.Field{player,
				{Name: "was", Placeholder: "<domaene|stadt|amt|org|handel>", Parse: choice("was", map[string]string{"domaene": "domain", "domäne": "domain", "domain": "domain", "stadt": "city", "city": "city", "amt": "office", "office": "office", "org": "org", "organisation": "org", "handel": "trade", "trade": "trade"})},
				{Name: "stufe", Placeholder: "<klein|mittel|groß|org-art>"},
				{Name: "pacht", Flag: true, Kind: verb.BoolField},
				{Name: "zahlung", Flag: true, Parse: choice("zahlung", map[string]string{"gold": "gold", "einfluss": "influence", "influence": "influence"})},
				{Name: "rohstoffe", Flag: true, Kind: verb.ListField, Parse: rawArg}, dice},
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
					return nil, usage(typed("acquire.tier_small_medium_or_large", func(msg.Lang) []any { return []any{v.String("stufe")} }))
				}
				return a, nil
			},
		},
		{
			Name:   "tenants",
			Fields: []verb.Field{player, {Name: "ort"}, {Name: "stufen", Kind: verb.IntField}, dice},
			Build: func(v verb.Values, _ *State) (referee.Action[*State], error) {
				return &Tenants{Player: v.String("spieler"), At: orgOrID(v.String("ort")), Levels: v.Int("stufen"), Dice: diceOf(v)}, nil
			},
		},
		{
			Name: "troops",
			Fields: []verb.Field{player, {Name: "art", Placeholder: "<leibgarde|miliz|soeldner|schlaeger>", Parse: choice("art", map[string]string{"leibgarde": "bodyguard", "bodyguard": "bodyguard", "miliz": "militia", "militia": "militia", "soeldner": "mercenary", "söldner": "mercenary", "mercenary": "mercenary", "schlaeger": "thug", "schläger": "thug", "thug": "thug"})},
				{Name: "stufen", Kind: verb.IntField}, dice},
			Build: func(v verb.Values, _ *State) (referee.Action[*State], error) {
				return &Troops{Player: v.String("spieler"), Kind: verb.Value[string](v, "art"), Levels: v.Int("stufen"), Dice: diceOf(v)}, nil
			},
		},
		{
			Name: "build",
			Fields: []verb.Field{player,
				{Name: "was", Placeholder: "<werkstatt|lager|einrichtung|ausbau|startdomaene>", Parse: choice("was", map[string]string{"werkstatt": "workshop", "workshop": "workshop", "lager": "storage", "storage": "storage", "einrichtung": "facility", "facility": "facility", "ausbau": "upgrade", "upgrade": "upgrade", "startdomaene": "starter", "startdomäne": "starter", "starter": "starter"})},
				{Name: "ort", Optional: true},
				{Name: "stufe", Flag: true, Parse: choice("stufe", tierWords.Get())},
				{Name: "schluessel", Flag: true, Parse: parseFacility},
				{Name: "rein", Flag: true},
				{Name: "raus", Flag: true}},
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
							return nil, usage(typed("input.no_material", func(l msg.Lang) []any { return []any{f.name, x, suggest(x, goodsNames()[1:], l)} }))
						}
						*f.to = m.ID
					}
				}
				return a, nil
			},
		},
		{
			Name: "specialize",
			Fields: []verb.Field{player, {Name: "domaene"},
				{Name: "art", Placeholder: "<agriculture|animalHusbandry|forestry|mining>", Parse: choice("art", map[string]string{"landwirtschaft": "agriculture", "agriculture": "agriculture", "viehzucht": "animalHusbandry", "animalhusbandry": "animalHusbandry", "forstwirtschaft": "forestry", "forestry": "forestry", "bergbau": "mining", "mining": "mining"})}},
			Build: func(v verb.Values, _ *State) (referee.Action[*State], error) {
				return &Specialize{Player: v.String("spieler"), Domain: v.String("domaene"), Kind: verb.Value[string](v, "art")}, nil
			},
		},
		{
			Name: "politics",
			Fields: []verb.Field{player,
				{Name: "art", Placeholder: "<verteidigen|manipulieren|loyalitaet|info>", Parse: choice("art", map[string]string{"verteidigen": "defend", "defend": "defend", "manipulieren": "manipulate", "manipulate": "manipulate", "loyalitaet": "loyalty", "loyalität": "loyalty", "loyalty": "loyalty", "info": "convert", "convert": "convert"})},
				{Name: "groesse", Flag: true},
				{Name: "investitionen", Flag: true, Kind: verb.IntField},
				{Name: "zahlung", Flag: true, Parse: choice("zahlung", map[string]string{"gold": "gold", "einfluss": "influence", "influence": "influence", "kampf": "combat", "combat": "combat"})},
				{Name: "info", Flag: true, Kind: verb.IntField},
				{Name: "ziele", Flag: true, Kind: verb.ListField},
				{Name: "zu", Flag: true, Parse: choice("zu", map[string]string{"gold": "gold", "einfluss": "influence", "influence": "influence"})}, dice},
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
			Name:   "mode",
			Fields: []verb.Field{player, {Name: "posten"}, {Name: "modus"}},
			Build: func(v verb.Values, _ *State) (referee.Action[*State], error) {
				m := strings.ToLower(v.String("modus"))
				if x, ok := map[string]string{"einfluss": "influence", "verpachtet": "leased", "eigenproduktion": "production", "produktion": "produce", "handel": "trade", "geteilt": "split"}[m]; ok {
					m = x
				}
				return &SetMode{Player: v.String("spieler"), Of: v.String("posten"), Mode: m}, nil
			},
		},
		{
			Name: "hire",
			Fields: []verb.Field{player, {Name: "art", Parse: parseNamed("Fachkraft", specialistNames)},
				{Name: "stufe", Placeholder: "<einfach|erfahren|meister>", Parse: parseNamed("Stufe", specialistTierNames)}, dice},
			Build: func(v verb.Values, _ *State) (referee.Action[*State], error) {
				return &Hire{Player: v.String("spieler"), Kind: verb.Value[string](v, "art"), Tier: verb.Value[string](v, "stufe"), Dice: diceOf(v)}, nil
			},
		},
	}
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

// politicalNeedsSize reports whether a political step has a size (--groesse):
// every step but turning information into gold or influence.
func politicalNeedsSize(kind string) bool { return kind != "convert" }
