package games

import (
	"fmt"
	"slices"
	"strings"
	"sync"

	"boardroom/docs"
	"boardroom/lazy"
	"boardroom/phrase"
	"boardroom/phrase/msg"
	"boardroom/referee/verb"
	aufbaurules "boardroom/rules/aufbau"
	corpwarrules "boardroom/rules/corpwar"
	"boardroom/rules/lookup"
	politicardrules "boardroom/rules/politicard"
	rheinhessenrules "boardroom/rules/rheinhessen"
	rigsrules "boardroom/rules/rigs"
)

// A game's rules lookup (`rules`, `card`, `why`): its rule sections with
// their quotes (rules/<game>/lookup.yaml), its cards with their texts from
// its rules data, and its rulings as docs/rulings.md writes them. Nothing is
// typed twice: each text is read from where the referee and the print set
// read it.

// lookupSources are each game's title in docs/rulings.md, its book and its
// cards (nil: a game without cards).
var lookupSources = &lazy.Value[map[string]func(l msg.Lang) (title string, book *lookup.Book, cards []lookup.Entry, err error)]{New: func() map[string]func(l msg.Lang) (title string, book *lookup.Book, cards []lookup.Entry, err error) {
	return map[string]func(l msg.Lang) (title string, book *lookup.Book, cards []lookup.Entry, err error){
		"rigs": func(l msg.Lang) (string, *lookup.Book, []lookup.Entry, error) {
			r, b := rigsrules.Load(), rigsrules.LookupBook()
			return r.Game, b, rigsCards(r, b, l), nil
		},
		"rheinhessen": func(l msg.Lang) (string, *lookup.Book, []lookup.Entry, error) {
			r, b := rheinhessenrules.Load(), rheinhessenrules.LookupBook()
			return r.Game, b, rheinhessenCards(r, b, l), nil
		},
		"corpwar": func(l msg.Lang) (string, *lookup.Book, []lookup.Entry, error) {
			r, b := corpwarrules.Load(), corpwarrules.LookupBook()
			return r.Game, b, corpwarCards(r, b, l), nil
		},
		"politicard": func(l msg.Lang) (string, *lookup.Book, []lookup.Entry, error) {
			r, b := politicardrules.Load(), politicardrules.LookupBook()
			return r.Game, b, politicardCards(r, b, l), nil
		},
		"aufbau": func(l msg.Lang) (string, *lookup.Book, []lookup.Entry, error) {
			r, b := aufbaurules.Load(), aufbaurules.LookupBook()
			return r.Game, b, aufbauEvents(r, b, l), nil
		},
	}
}}

// LookupExamples are the examples of a game's `rules` and `card` (none:
// the game has no cards to look up with `card`), for --help in l: the
// questions a table of that language asks; nothing is loaded.
func LookupExamples(id string, l msg.Lang) (rules, card []string) {
	ex := lookupExamples.Get()[id][l]
	return ex.rules, ex.card
}

type lookupEx struct{ rules, card []string }

var lookupExamples = &lazy.Value[map[string]map[msg.Lang]lookupEx]{New: func() map[string]map[msg.Lang]lookupEx {
	return map[string]map[msg.Lang]lookupEx{
		"rigs": {
			msg.EN: {[]string{"rules push pull", "rules what happens on a tie", "rules vinie loan   # typos forgiven", "rules --list", "rules sell price --json"},
				[]string{`card "Identity Theft"`, "card push pull drag", "card valley", "card --json brownout"}},
			msg.DE: {[]string{"rules schieben ziehen", "rules was passiert bei gleichstand", "rules vinie kredit   # Tippfehler werden verziehen", "rules --list", "rules verkauf preis --json"},
				[]string{`card "Identitätsdiebstahl"`, "card schieben ziehen schleppen", "card tal", "card --json spannungsabfall"}}},
		"rheinhessen": {
			msg.EN: {[]string{"rules external audit", "rules deck runs out", "rules kicker", "rules --list"},
				[]string{"card ace", "card 8S", "card queen --json"}},
			msg.DE: {[]string{"rules externe prüfung", "rules stapel leer", "rules beikarte", "rules --list"},
				[]string{"card ass", "card 8S", "card dame --json"}}},
		"corpwar": { // the game's verb `card` keeps the name: `rules --card`
			msg.EN: {[]string{"rules bluff called", "rules upkeep", "rules --card joker   # one card in full ('card' plays one)", "rules --list"},
				[]string{"card joker"}},
			msg.DE: {[]string{"rules bluff aufgedeckt", "rules unterhalt", "rules --card joker   # eine Karte vollständig ('karte' spielt eine)", "rules --list"},
				[]string{"card joker"}}},
		"politicard": {
			msg.EN: {[]string{"rules gleichstand   # German or English", "rules S31", "rules empty deck", "rules --list"},
				[]string{"card S31", "card Berater-Affare", "card whistleblower --json"}},
			msg.DE: {[]string{"rules gleichstand   # Deutsch oder Englisch", "rules S31", "rules leeres deck", "rules --list"},
				[]string{"card S31", "card Berater-Affare", "card whistleblower --json"}}},
		"aufbau": {
			msg.EN: {[]string{"rules Unterhalt", "rules upkeep        # English finds the German", "rules Ereignis 15", "rules --list"}, nil},
			msg.DE: {[]string{"rules Unterhalt", "rules upkeep        # auch auf Englisch", "rules Ereignis 15", "rules --list"}, nil}},
	}
}}

// Lookup is a game's rules index in one language: its rule sections,
// cards (and tables) and rulings. HasCards says whether the game has cards
// for `card`; Lang is the language its rulings are shown in.
type Lookup struct {
	*lookup.Index
	HasCards bool
	Rulings  []lookup.Ruling
	Lang     msg.Lang
}

// LookupOf builds the rules index of the game id in the game's own
// language.
func LookupOf(id string) (*Lookup, error) { return LookupIn(id, OwnLanguage(id)) }

// LookupIn builds the rules index of the game id with its rulings in l:
// each ruling as docs/rulings.md (English) or docs/rulings.de.md (German)
// writes it under the game's heading (the other games' are not read); the
// other language's title and text are found too, never shown.
func LookupIn(id string, l msg.Lang) (*Lookup, error) {
	src, ok := lookupSources.Get()[id]
	if !ok {
		return nil, fmt.Errorf("%s has no rules to look up", id)
	}
	title, book, cards, err := src(l)
	if err != nil {
		return nil, err
	}
	pairs, err := rulingsOfGame(title)
	if err != nil {
		return nil, err
	}
	entries := book.Entries(l)
	entries = append(entries, cards...)
	entries = append(entries, helpEntries(id, l)...)
	rulings := make([]lookup.Ruling, 0, len(pairs))
	for _, p := range pairs {
		r, other := p.In(l)
		entries = append(entries, r.Entry(l, other))
		rulings = append(rulings, *r)
	}
	hasCards := slices.ContainsFunc(cards, func(e lookup.Entry) bool { return e.Kind == lookup.KindCard })
	return &Lookup{Index: lookup.New(entries, book.Glossary), HasCards: hasCards, Rulings: rulings, Lang: l}, nil
}

// rulingsOfGame are the rulings of the game titled title in both
// languages, paired by id: the files are read once per game and process
// (they are built into the binary and never change).
func rulingsOfGame(title string) ([]lookup.Pair, error) {
	rulingsRead.Lock()
	defer rulingsRead.Unlock()
	if r, ok := rulingsRead.of[title]; ok {
		return r.pairs, r.err
	}
	pairs, err := readRulings(title)
	if rulingsRead.of == nil {
		rulingsRead.of = map[string]readPairs{}
	}
	rulingsRead.of[title] = readPairs{pairs, err}
	return pairs, err
}

type readPairs struct {
	pairs []lookup.Pair
	err   error
}

var rulingsRead struct {
	sync.Mutex
	of map[string]readPairs
}

func readRulings(title string) ([]lookup.Pair, error) {
	en, err := lookup.ParseRulingsIn(lookup.EnglishRulings, docs.Rulings, title)
	if err != nil {
		return nil, err
	}
	de, err := lookup.ParseRulingsIn(lookup.GermanRulings, docs.RulingsDE, title)
	if err != nil {
		return nil, err
	}
	return lookup.PairRulings(en, de)
}

// OwnLanguage is the game id's own language, as its rulebook is written
// (English for a game that names none, or no such game).
func OwnLanguage(id string) msg.Lang {
	if g, ok := ByID(id); ok {
		if l, err := msg.Parse(g.Language); err == nil {
			return l
		}
	}
	return msg.EN
}

// otherTitles are a card's titles in the languages other than l (it is
// found by either), without the one shown.
func otherTitles(t msg.Text, l msg.Lang) []string {
	var out []string
	for _, o := range msg.Langs {
		if n := t.In(o); n != t.In(l) && !slices.Contains(out, n) {
			out = append(out, n)
		}
	}
	return out
}

// rigsCards are R.I.G.S.'s cards in l: titles and texts from rigs.yaml,
// the facts in the words of lookup.yaml's phrases, the data's words
// (phases, resources, plot types, Market levels) from the game's catalogue.
func rigsCards(r *rigsrules.Rules, b *lookup.Book, l msg.Lang) []lookup.Entry {
	var out []lookup.Entry
	say := func(id string, args ...any) string { return rigsrules.Messages.Say(l, id, args...) }
	kinds := map[string]rigsrules.KarmaKindInfo{}
	for _, k := range r.KarmaKind {
		kinds[k.Kind] = k
	}
	for _, c := range r.Karma {
		phases := make([]string, len(c.Phases))
		for i, p := range c.Phases {
			phases[i] = say("phase." + string(p))
		}
		where := b.Phrase(l, "karma.where")
		if c.InPlay {
			where = b.Phrase(l, "karma.where_in_play")
		}
		k := kinds[c.Kind]
		out = append(out, lookup.Entry{Kind: lookup.KindCard, ID: cardSlug(c.Title.EN), Title: c.Title.In(l), Aliases: otherTitles(c.Title, l), Titles: otherTitles(c.Title, l),
			Text: c.Effect.In(l),
			Facts: []string{
				b.Phrase(l, "karma.kind", k.Name.In(l), k.Text.In(l)),
				b.Phrase(l, "karma.phases", strings.Join(phases, ", "), b.Phrase(l, "target."+c.Target)),
				b.Phrase(l, "karma.copies", len(r.Karma)),
				b.Phrase(l, "where", where),
			},
			Words: []string{"karma", c.Kind, k.Name.In(l)}})
	}
	for _, c := range r.Disasters {
		facts := []string{b.Phrase(l, "disaster.kind."+c.Kind), b.Phrase(l, "copies", c.Count)}
		if k := c.Karma.In(l); k != "" {
			facts = append(facts, b.Phrase(l, "disaster.karma", k))
		}
		facts = append(facts, b.Phrase(l, "where", b.Phrase(l, "disaster.where")))
		out = append(out, lookup.Entry{Kind: lookup.KindCard, ID: cardSlug(c.Title.EN), Title: c.Title.In(l), Aliases: otherTitles(c.Title, l), Titles: otherTitles(c.Title, l),
			Text: c.Effect.In(l), Facts: facts, Words: []string{"disaster", c.Kind}})
	}
	for _, p := range r.Plots {
		var caps []string
		for _, res := range slices.Sorted(mapsKeys(p.Capacity)) {
			caps = append(caps, fmt.Sprintf("%s %d", say("resource."+res), p.Capacity[rigsrules.Resource(res)]))
		}
		typ := say("plot_type." + strings.ToLower(p.Type))
		aliases := []string{p.Type}
		if typ != p.Type {
			aliases = append(aliases, typ)
		}
		var titles []string
		if l != msg.EN {
			titles = []string{b.Phrase(msg.EN, "plot.title", p.Type)}
			aliases = append(aliases, titles...)
		}
		out = append(out, lookup.Entry{Kind: lookup.KindCard, ID: cardSlug(p.Type), Title: b.Phrase(l, "plot.title", typ), Aliases: aliases, Titles: titles,
			Text: p.Note.In(l),
			Facts: []string{b.Phrase(l, "plot.capacity", strings.Join(caps, ", ")), b.Phrase(l, "copies", p.Count),
				b.Phrase(l, "plot.end", p.EndMarketCards),
				b.Phrase(l, "where", b.Phrase(l, "plot.where"))},
			Words: []string{"plot", "land"}})
	}
	for _, s := range r.Surveys {
		out = append(out, lookup.Entry{Kind: lookup.KindCard, ID: fmt.Sprintf("survey-%d", s.Yield), Title: b.Phrase(l, "survey.title", s.Yield),
			Text:  b.Phrase(l, "survey.text", s.Yield),
			Facts: []string{b.Phrase(l, "copies", s.Count), b.Phrase(l, "where", b.Phrase(l, "survey.where"))},
			Words: []string{"survey", "yield", "luxury"}})
	}
	for _, m := range r.Market {
		var aliases []string
		if l != msg.EN {
			aliases = []string{b.Phrase(msg.EN, "market.title", m.Level)}
		}
		out = append(out, lookup.Entry{Kind: lookup.KindCard, ID: "market-" + cardSlug(m.Level), Title: b.Phrase(l, "market.title", say("level."+strings.ToLower(m.Level))),
			Aliases: aliases, Titles: aliases,
			Text:  b.Phrase(l, "market.text", m.Price),
			Facts: []string{b.Phrase(l, "copies", m.Count), b.Phrase(l, "where", b.Phrase(l, "market.where"))},
			Words: []string{"market", "price", "luxury", "sell"}})
	}
	return out
}

// mapsKeys are a resource map's keys as strings.
func mapsKeys(m map[rigsrules.Resource]int) func(func(string) bool) {
	return func(yield func(string) bool) {
		for k := range m {
			if !yield(string(k)) {
				return
			}
		}
	}
}

// cardSlug is a card's id from its title: "Push, Pull, or Drag" -> "push-pull-or-drag".
func cardSlug(title string) string {
	var b strings.Builder
	dash := false
	for _, r := range strings.ToLower(strings.ReplaceAll(strings.ReplaceAll(title, "'", ""), ".", "")) {
		if (r >= 'a' && r <= 'z') || (r >= '0' && r <= '9') {
			if dash && b.Len() > 0 {
				b.WriteByte('-')
			}
			b.WriteRune(r)
			dash = false
		} else {
			dash = true
		}
	}
	return b.String()
}

// rheinhessenRanks are the ranks from the highest; each rank's name is
// lookup.yaml's phrase rank.<rank> (one card) and ranks.<rank> (several).
var rheinhessenRanks = []string{"A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2"}

func rheinhessenCards(r *rheinhessenrules.Rules, b *lookup.Book, l msg.Lang) []lookup.Entry {
	var out []lookup.Entry
	for _, rank := range rheinhessenRanks {
		v, ok := r.CardValues[rank]
		if !ok {
			continue
		}
		var aliases []string
		for _, s := range []string{"S", "H", "D", "C", "♠", "♥", "♦", "♣"} {
			aliases = append(aliases, rank+s)
		}
		name := b.Phrase(l, "rank."+rank)
		for _, o := range msg.Langs {
			for _, n := range []string{b.Phrase(o, "rank."+rank), b.Phrase(o, "ranks."+rank)} {
				if n != name && !slices.Contains(aliases, n) {
					aliases = append(aliases, n)
				}
			}
		}
		aliases = append(aliases, rank)
		out = append(out, lookup.Entry{Kind: lookup.KindCard, ID: rank, Title: name, Aliases: aliases,
			Text: b.Phrase(l, "card.text", v),
			Facts: []string{
				b.Phrase(l, "card.copies", r.Decks, b.Phrase(l, "ranks."+rank), rank, 4*r.Decks),
				b.Phrase(l, "where", b.Phrase(l, "card.where")),
			},
			Words: []string{"card", "value", "rank"}})
	}
	return out
}

func corpwarCards(r *corpwarrules.Rules, b *lookup.Book, l msg.Lang) []lookup.Entry {
	var out []lookup.Entry
	for _, c := range r.Cards {
		name := c.RankName.In(l)
		aliases := []string{}
		for _, o := range msg.Langs {
			for _, n := range []string{c.RankName.In(o), c.Title.In(o)} {
				if n != c.Title.In(l) && !slices.Contains(aliases, n) {
					aliases = append(aliases, n)
				}
			}
		}
		aliases = append(aliases, string(c.Card))
		out = append(out, lookup.Entry{Kind: lookup.KindCard, ID: c.Rank, Title: c.Title.In(l), Aliases: aliases, Titles: otherTitles(c.Title, l),
			Text: c.Text.In(l),
			Facts: []string{
				corpwarRank(b, l, name, c.Rank),
				b.Phrase(l, "copies", c.Count),
				b.Phrase(l, "where", c.Where.In(l)),
			},
			Words: []string{"card", "special action"}})
	}
	return out
}

// corpwarRank names the standard card a special card replaces, with its index
// in brackets where the table's name differs from it ("Ace (A)"), once where
// they are the same word ("Joker").
func corpwarRank(b *lookup.Book, l msg.Lang, name, rank string) string {
	if strings.EqualFold(name, rank) {
		return b.Phrase(l, "card.rank_same", name)
	}
	return b.Phrase(l, "card.rank", name, rank)
}

func politicardCards(r *politicardrules.Rules, b *lookup.Book, l msg.Lang) []lookup.Entry {
	var out []lookup.Entry
	for i := range r.Cards {
		c := &r.Cards[i]
		text := c.Text.In(l)
		if tt := c.TriggerText.In(l); tt != "" {
			text = b.Phrase(l, "card.when", tt, text)
		}
		facts := []string{}
		switch c.Type {
		case politicardrules.Government:
			facts = append(facts, b.Phrase(l, "card.government", c.Power, c.Tier, c.HP))
			if text == "" {
				text = b.Phrase(l, "card.power", c.Power)
			}
		default:
			facts = append(facts, b.Phrase(l, "card.kind", b.Phrase(l, "type."+c.Type), c.HP, c.CostTier))
		}
		if len(c.Keywords) > 0 {
			facts = append(facts, b.Phrase(l, "card.keywords", strings.Join(r.KeywordTitles(c.Keywords, l), ", ")))
		}
		facts = append(facts, b.Phrase(l, "card.copies", r.CopyLimit(c)))
		var w string
		switch c.Type {
		case politicardrules.Government, politicardrules.Public:
			w = b.Phrase(l, "where."+c.Type, r.RowSize)
		case politicardrules.Ongoing:
			w = b.Phrase(l, "where."+c.Type, b.Phrase(l, "slot."+c.Slot))
		default:
			w = b.Phrase(l, "where."+c.Type)
		}
		facts = append(facts, b.Phrase(l, "where", w))
		title := c.Name.In(l)
		aliases := otherTitles(c.Name, l)
		if role := c.Role.In(l); role != "" {
			aliases = append(aliases, title+", "+role)
		}
		out = append(out, lookup.Entry{Kind: lookup.KindCard, ID: c.ID, Title: title, Aliases: aliases, Titles: otherTitles(c.Name, l), Text: text, Facts: facts,
			Words: append([]string{c.Type, c.Role.In(l)}, r.KeywordTitles(c.Keywords, l)...)})
	}
	return out
}

// aufbauEvents are the Aufbausystem's event table in l: each row's title,
// text and game master's notes as events.yaml holds them in that language
// (the German where a row has no English).
func aufbauEvents(r *aufbaurules.Rules, b *lookup.Book, l msg.Lang) []lookup.Entry {
	var out []lookup.Entry
	for _, e := range r.Events.Rows {
		title, other, text, gms := e.DE, e.EN, e.Text, e.GM
		if l == msg.EN {
			if e.EN != "" {
				title, other = e.EN, e.DE
			}
			if e.TextEN != "" {
				text = e.TextEN
			}
			if len(e.GMEN) > 0 {
				gms = e.GMEN
			}
		}
		for _, gm := range gms {
			text += "\n" + b.Phrase(l, "event.gm", gm)
		}
		var aliases []string
		if other != "" && other != title {
			aliases = append(aliases, other)
		}
		aliases = append(aliases, fmt.Sprintf("Ereignis %d", e.Roll), fmt.Sprintf("Event %d", e.Roll))
		out = append(out, lookup.Entry{Kind: lookup.KindEvent, ID: fmt.Sprintf("E%d", e.Roll), Title: title,
			Aliases: aliases,
			Text:    text, Facts: []string{b.Phrase(l, "event.table", e.Roll)}, Words: []string{"ereignis", "event"}})
	}
	return out
}

// helpEntries are the help texts of the game's referee commands, as
// '<verb> --help' prints them at a table of language l: they say the
// prices, caps and DCs the referee counts with (the Aufbausystem's
// "Fachkraft anwerben: 10/25/50 Gold, SG 10/14/18"), from the same
// descriptors and the game's catalogue (verb.<name>.short, .long, .name).
func helpEntries(id string, l msg.Lang) []lookup.Entry {
	g, ok := ByID(id)
	if !ok || g.Referee == nil {
		return nil
	}
	h := g.Handle()
	cat := h.Messages()
	say := func(id, code string) string {
		if cat == nil || !cat.Has(id) {
			return code
		}
		return phrase.Arrows(cat.Say(l, id, h.HelpArgs(id)...))
	}
	var out []lookup.Entry
	for _, v := range h.Verbs() {
		short := say(verb.MessageID(v.Name, "short"), v.Short)
		if short == "" {
			continue
		}
		e := lookup.Entry{Kind: lookup.KindHelp, ID: say(verb.MessageID(v.Name, "name"), v.Name), Title: short, Text: say(verb.MessageID(v.Name, "long"), v.Long)}
		if e.ID != v.Name {
			e.Aliases = append(e.Aliases, v.Name) // the verb's name in code is typed at either table
		}
		out = append(out, e)
	}
	return out
}
