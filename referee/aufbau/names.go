package aufbau

import (
	"boardroom/phrase/msg"
	"fmt"
	"maps"
	"slices"
	"strings"

	"boardroom/lazy"
	aufbaurules "boardroom/rules/aufbau"

	"boardroom/phrase"
)

// fold is a name as compared: lower case, umlauts and ß written out, so
// "Söldner", "Soeldner" and "soldner" are one name.
func fold(s string) string {
	s = strings.ToLower(strings.TrimSpace(s))
	s = strings.NewReplacer("ä", "a", "ö", "o", "ü", "u", "ß", "ss", "ae", "a", "oe", "o", "ue", "u", "é", "e", "-", "", " ", "", "_", "").Replace(s)
	return s
}

// named is one thing the table types by name: its id and the names it
// answers to (the German name first).
type named struct {
	id    string
	names []string
	en    string // the English name, when it has one
}

// label is the name a list or a suggestion shows in lang.
func (n named) label(lang msg.Lang) string {
	if lang == "en" && n.en != "" {
		return n.en
	}
	return n.names[0]
}

// typing is a typing error said in the language of the campaign it was
// meant for (phrase.Worded): the input is read before the campaign is
// opened, so the error holds both and says German first.
type typing struct{ in func(lang string) string }

func (e typing) Error() string         { return e.in("de") }
func (e typing) In(lang string) string { return e.in(lang) }

// typed is the typing error of message key, its arguments computed per
// language (a suggestion, a list of names).
func typed(key string, args func(lang msg.Lang) []any) error {
	return typing{func(lang string) string {
		l := langOf(lang)
		text, err := Format(l, key, args(l)...)
		if err != nil {
			return err.Error()
		}
		return text
	}}
}

// typedUnknown is typed for a name the game does not know
// (phrase.UnknownError: refused like every unknown name, exit 1).
func typedUnknown(key string, args func(lang msg.Lang) []any) error {
	t := typed(key, args).(typing)
	return &phrase.UnknownError{Msg: t.in("de"), Said: t.in}
}

// find is the id whose id or name folds to s.
func find(s string, all []named) (string, bool) {
	f := fold(s)
	for _, n := range all {
		if fold(n.id) == f {
			return n.id, true
		}
		for _, x := range n.names {
			if fold(x) == f {
				return n.id, true
			}
		}
	}
	return "", false
}

// suggest is the German name (and id) closest to a mistyped s, as
// ` (meintest du Getreide (raw.grain)?)`, or "".
func suggest(s string, all []named, lang msg.Lang) string {
	var cands []string
	byName := map[string]named{}
	for _, n := range all {
		for _, x := range append([]string{n.id}, n.names...) {
			cands = append(cands, fold(x))
			byName[fold(x)] = n
		}
	}
	best := phrase.Suggest(fold(s), cands)
	if best == "" {
		best = swapped(fold(s), cands)
	}
	if best == "" {
		return ""
	}
	n := byName[best]
	label := n.label(lang)
	if n.id != label {
		label += " (" + n.id + ")"
	}
	if lang == "en" {
		return fmt.Sprintf(" (did you mean %s?)", label)
	}
	return fmt.Sprintf(" (meintest du %s?)", label) // du, as the catalogue addresses the table
}

// namesOf lists the names in lang.
func namesOf(all []named, lang msg.Lang) string {
	var out []string
	for _, n := range all {
		out = append(out, n.label(lang))
	}
	return strings.Join(out, ", ")
}

// goodsNames are AK and the materials by their German names (also without
// the parenthesis: "Bauholz") and ids ("raw.lumber", "lumber").
func goodsNames() []named {
	out := []named{{id: "ak", names: []string{"AK", "Arbeitskraft", "labour", "labor"}, en: "labour"}}
	for i := range R().Materials {
		m := &R().Materials[i]
		names := []string{m.DE, strings.Split(m.DE, " (")[0], strings.TrimPrefix(strings.TrimPrefix(m.ID, "raw."), "special.")}
		if m.EN != "" {
			names = append(names, m.EN)
		}
		out = append(out, named{id: m.ID, names: names, en: m.EN})
	}
	return out
}

// orgNames are the organisations by German and English name and id.
func orgNames() []named {
	ru := R()
	var out []named
	for _, id := range slices.Sorted(maps.Keys(ru.Orgs.Kinds)) {
		k := ru.Orgs.Kinds[id]
		out = append(out, named{id: id, names: []string{k.DE, k.EN}, en: k.EN})
	}
	return out
}

// specialistNames are the specialists' kinds by German name and id.
func specialistNames() []named {
	ru := R()
	var out []named
	for _, id := range slices.Sorted(maps.Keys(ru.Specialists.Kinds)) {
		out = append(out, named{id: id, names: []string{ru.Specialists.Kinds[id], ru.Specialists.KindsEN[id]}, en: ru.Specialists.KindsEN[id]})
	}
	return out
}

// specialistTierNames are the specialists' tiers.
func specialistTierNames() []named {
	ru := R()
	var out []named
	for _, id := range []string{"simple", "experienced", "master"} {
		t := ru.Specialists.Tiers[id]
		out = append(out, named{id: id, names: []string{t.DE, t.EN}, en: t.EN})
	}
	return out
}

// parseNamed is a field parser: a name or id of all, else a usage error
// listing the names.
func parseNamed(what string, all func() []named) func(string) (any, error) {
	return func(s string) (any, error) {
		if id, ok := find(s, all()); ok {
			return id, nil
		}
		return nil, typedUnknown("input.not_found", func(lang msg.Lang) []any {
			return []any{Format1(lang, whatKeys.Get()[what]), s, suggest(s, all(), lang), namesOf(all(), lang)}
		})
	}
}

// whatKeys are the messages naming what parseNamed reads.
var whatKeys = &lazy.Value[map[string]string]{New: func() map[string]string {
	return map[string]string{"Organisation": "input.what.org", "Fachkraft": "input.what.specialist", "Stufe": "input.what.tier", "Amt": "input.what.office"}
}}

// facilityWords are the words of a facility's name: kind and tier.
var facilityKinds = &lazy.Value[map[string]string]{New: func() map[string]string {
	return map[string]string{"allgemein": "general", "allgemeine": "general", "general": "general", "besonders": "special", "besondere": "special", "speziell": "special", "spezielle": "special", "special": "special"}
}}

// parseFacility reads a facility as typed: its key ("general.small.archiv"),
// its name in words ("allgemein klein Archiv", "besondere mittel Kontor"),
// or one of the named facilities ("Insulae", "Kunsthandwerkergasse").
func parseFacility(s string) (any, error) {
	ru := R()
	s = strings.TrimSpace(s)
	special := map[string]string{"insulae": ru.Facilities.Insulae.Key, "kunsthandwerkergasse": ru.Facilities.ArtisanAlley.Key,
		"handwerkergasse": ru.Facilities.ArtisanAlley.Key, "artisanalley": ru.Facilities.ArtisanAlley.Key}
	for name, k := range special {
		if fold(name) == fold(s) {
			return k, nil
		}
	}
	parts := strings.Fields(strings.ReplaceAll(s, ".", " "))
	if len(parts) >= 3 {
		kind, ok1 := facilityKinds.Get()[fold(parts[0])]
		tier, ok2 := word(parts[1], tierWords.Get())
		if !ok2 {
			tier, ok2 = word(strings.NewReplacer("ß", "ss").Replace(parts[1]), tierWords.Get())
		}
		if ok1 && ok2 {
			rest := parts[2:]
			if kind == "general" || kind == "special" {
				return kind + "." + tier + "." + strings.Join(rest, "."), nil
			}
		}
	}
	return nil, typed("input.facility", func(msg.Lang) []any { return []any{s} })
}

// materialName is the German name of a material id, for help texts.
func materialName(id string) string {
	if m, ok := R().Material(id); ok {
		return m.DE
	}
	return id
}

var _ = aufbaurules.G

// swapped is the candidate s becomes by swapping two neighbouring letters
// ("anan" → "anna"), or "".
func swapped(s string, cands []string) string {
	r := []rune(s)
	for i := 0; i+1 < len(r); i++ {
		x := slices.Clone(r)
		x[i], x[i+1] = x[i+1], x[i]
		if slices.Contains(cands, string(x)) {
			return string(x)
		}
	}
	return ""
}

// Format1 is Format without its error (a key that is missing says so).
func Format1(lang msg.Lang, key string, args ...any) string {
	text, err := Format(lang, key, args...)
	if err != nil {
		return err.Error()
	}
	return text
}

// langOf is the language a phrase.Worded error is asked for: English, or
// the game's own, German, for anything else ("" included).
func langOf(s string) msg.Lang {
	if l, err := msg.Parse(s); err == nil && l == msg.EN {
		return msg.EN
	}
	return msg.DE
}
