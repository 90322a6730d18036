package games

import (
	"fmt"
	"slices"
	"strings"
	"sync"

	"boardroom/docs"
	"boardroom/lazy"
	"boardroom/phrase/msg"
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
var lookupSources = &lazy.Value[map[string]func() (title string, book *lookup.Book, cards []lookup.Entry, err error)]{New: func() map[string]func() (title string, book *lookup.Book, cards []lookup.Entry, err error) {
	return map[string]func() (title string, book *lookup.Book, cards []lookup.Entry, err error){
		"rigs": func() (string, *lookup.Book, []lookup.Entry, error) {
			r := rigsrules.Load()
			return r.Game, rigsrules.LookupBook(), rigsCards(r), nil
		},
		"rheinhessen": func() (string, *lookup.Book, []lookup.Entry, error) {
			r := rheinhessenrules.Load()
			return r.Game, rheinhessenrules.LookupBook(), rheinhessenCards(r), nil
		},
		"corpwar": func() (string, *lookup.Book, []lookup.Entry, error) {
			r := corpwarrules.Load()
			return r.Game, corpwarrules.LookupBook(), corpwarCards(r), nil
		},
		"politicard": func() (string, *lookup.Book, []lookup.Entry, error) {
			r := politicardrules.Load()
			return r.Game, politicardrules.LookupBook(), politicardCards(r), nil
		},
		"aufbau": func() (string, *lookup.Book, []lookup.Entry, error) {
			r := aufbaurules.Load()
			return r.Game, aufbaurules.LookupBook(), aufbauEvents(r), nil
		},
	}
}}

// LookupExamples are the examples of a game's `rules` and `card` (none:
// the game has no cards to look up with `card`), for --help; nothing is
// loaded.
func LookupExamples(id string) (rules, card []string) {
	ex := lookupExamples.Get()[id]
	return ex.rules, ex.card
}

var lookupExamples = &lazy.Value[map[string]struct{ rules, card []string }]{New: func() map[string]struct{ rules, card []string } {
	return map[string]struct{ rules, card []string }{
		"rigs": {
			[]string{"rules push pull", "rules what happens on a tie", "rules vinie loan   # typos forgiven", "rules --list", "rules sell price --json"},
			[]string{`card "Identity Theft"`, "card push pull drag", "card valley", "card --json brownout"}},
		"rheinhessen": {
			[]string{"rules external audit", "rules deck runs out", "rules kicker", "rules --list"},
			[]string{"card ace", "card 8S", "card queen --json"}},
		"corpwar": {
			[]string{"rules bluff called", "rules upkeep", "rules --card joker   # one card in full ('card' plays one)", "rules --list"},
			[]string{"card joker"}}, // the game's verb `card` keeps the name: `rules --card`
		"politicard": {
			[]string{"rules gleichstand   # German or English", "rules S31", "rules empty deck", "rules --list"},
			[]string{"card S31", "card Berater-Affare", "card whistleblower --json"}},
		"aufbau": {
			[]string{"rules Unterhalt", "rules upkeep        # English finds the German", "rules Ereignis 15", "rules --list"},
			nil},
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
	title, book, cards, err := src()
	if err != nil {
		return nil, err
	}
	pairs, err := rulingsOfGame(title)
	if err != nil {
		return nil, err
	}
	entries := book.Entries(l)
	entries = append(entries, cards...)
	entries = append(entries, helpEntries(id)...)
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

func plural(n int, one, many string) string {
	if n == 1 {
		return fmt.Sprintf("%d %s", n, one)
	}
	return fmt.Sprintf("%d %s", n, many)
}

func rigsCards(r *rigsrules.Rules) []lookup.Entry {
	var out []lookup.Entry
	kinds := map[string]string{}
	for _, k := range r.KarmaKind {
		kinds[k.Kind] = k.Text.EN
	}
	for _, c := range r.Karma {
		phases := make([]string, len(c.Phases))
		for i, p := range c.Phases {
			phases[i] = string(p)
		}
		where := "once resolved, the Karma discard pile"
		if c.InPlay {
			where = "put out in front of its owner, outside the hand, until its owner discards it"
		}
		out = append(out, lookup.Entry{Kind: lookup.KindCard, ID: cardSlug(c.Title.EN), Title: c.Title.EN, Text: c.Effect.EN,
			Facts: []string{
				"Karma card, " + c.Kind + ": " + kinds[c.Kind],
				"Phases: " + strings.Join(phases, ", ") + "; target: " + c.Target,
				"Copies: 1 (each of the 45 Karma titles is printed once)",
				"Where it goes: " + where,
			},
			Words: []string{"karma", c.Kind}})
	}
	for _, c := range r.Disasters {
		facts := []string{"Disaster deck, " + c.Kind, "Copies: " + fmt.Sprint(c.Count)}
		if c.Karma.EN != "" {
			facts = append(facts, "Karma: "+c.Karma.EN)
		}
		facts = append(facts, "Where it goes: dealt face up by the Expedition Leader; kept in front of the player while it affects production, then the Disaster discard pile")
		out = append(out, lookup.Entry{Kind: lookup.KindCard, ID: cardSlug(c.Title.EN), Title: c.Title.EN, Text: c.Effect.EN,
			Facts: facts, Words: []string{"disaster", c.Kind}})
	}
	for _, p := range r.Plots {
		var caps []string
		for _, res := range slices.Sorted(mapsKeys(p.Capacity)) {
			caps = append(caps, fmt.Sprintf("%s %d", res, p.Capacity[rigsrules.Resource(res)]))
		}
		out = append(out, lookup.Entry{Kind: lookup.KindCard, ID: cardSlug(p.Type), Title: p.Type + " plot", Aliases: []string{p.Type},
			Text: p.Note.EN,
			Facts: []string{"Plot card; capacity " + strings.Join(caps, ", "), fmt.Sprintf("Copies: %d", p.Count),
				"End game: worth " + plural(p.EndMarketCards, "End Market card", "End Market cards") + " (double with Luxury spots)",
				"Where it goes: its owner's plot area, face up, with its survey under it"},
			Words: []string{"plot", "land"}})
	}
	for _, s := range r.Surveys {
		out = append(out, lookup.Entry{Kind: lookup.KindCard, ID: fmt.Sprintf("survey-%d", s.Yield), Title: fmt.Sprintf("Survey card, yield %d", s.Yield),
			Text:  fmt.Sprintf("Gives the plot it is put under %s.", plural(s.Yield, "Luxury spot", "Luxury spots")),
			Facts: []string{fmt.Sprintf("Copies: %d", s.Count), "Where it goes: under the surveyed plot, for good (it moves with the plot)"},
			Words: []string{"survey", "yield", "luxury"}})
	}
	for _, m := range r.Market {
		out = append(out, lookup.Entry{Kind: lookup.KindCard, ID: "market-" + cardSlug(m.Level), Title: "Market card " + m.Level,
			Text:  fmt.Sprintf("One Luxury sells for %d credits this round.", m.Price),
			Facts: []string{fmt.Sprintf("Copies: %d", m.Count), "Where it goes: drawn in the Market Phase, face up on the Market discard pile; the cards not drawn value the plots at the end"},
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

func rheinhessenCards(r *rheinhessenrules.Rules) []lookup.Entry {
	names := map[string]string{"J": "Jack", "Q": "Queen", "K": "King", "A": "Ace", "2": "Two", "3": "Three", "4": "Four",
		"5": "Five", "6": "Six", "7": "Seven", "8": "Eight", "9": "Nine", "10": "Ten"}
	var out []lookup.Entry
	for _, rank := range []string{"A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2"} {
		v, ok := r.CardValues[rank]
		if !ok {
			continue
		}
		var aliases []string
		for _, s := range []string{"S", "H", "D", "C", "♠", "♥", "♦", "♣"} {
			aliases = append(aliases, rank+s)
		}
		aliases = append(aliases, names[rank]+"s", rank)
		out = append(out, lookup.Entry{Kind: lookup.KindCard, ID: rank, Title: names[rank], Aliases: aliases,
			Text: fmt.Sprintf("Raw value %d in every production and every audit fine.", v),
			Facts: []string{
				fmt.Sprintf("Copies: %d decks hold %d of each %s (%s♠ %s♥ %s♦ %s♣), %d in the shoe", r.Decks, r.Decks, names[rank], rank, rank, rank, rank, 4*r.Decks),
				"Where it goes: dealt to a hand; produced onto its owner's factory floor; an audit keeps it on the floor in a legal hand or takes it off as a leftover (out of the game)",
			},
			Words: []string{"card", "value", "rank"}})
	}
	return out
}

func corpwarCards(r *corpwarrules.Rules) []lookup.Entry {
	rankNames := map[string]string{"A": "Ace", "K": "King", "Q": "Queen", "J": "Jack", "Joker": "Joker"}
	var out []lookup.Entry
	for _, c := range r.Cards {
		name := rankNames[c.Rank]
		if name == "" {
			name = c.Rank
		}
		out = append(out, lookup.Entry{Kind: lookup.KindCard, ID: c.Rank, Title: c.Action, Aliases: []string{name, string(c.Card)},
			Text: c.Effect,
			Facts: []string{
				fmt.Sprintf("Card: %s (%s)", name, c.Rank),
				fmt.Sprintf("Copies: %d", c.Count),
				"Where it goes: " + c.After,
			},
			Words: []string{"card", "special action"}})
	}
	return out
}

func politicardCards(r *politicardrules.Rules) []lookup.Entry {
	where := map[string]string{
		politicardrules.Government:   "the government row (at most %d)",
		politicardrules.Public:       "the public row (at most %d)",
		politicardrules.Instant:      "the instant slot, until its owner activates it; then the discard pile",
		politicardrules.Ongoing:      "its %s slot (a new ongoing card there replaces it)",
		politicardrules.Intervention: "face down in front of its owner until it fires; then the discard pile",
	}
	var out []lookup.Entry
	l := r.Language // the card data is in both languages: the lookup's own language goes here once it has one
	for i := range r.Cards {
		c := &r.Cards[i]
		text := c.Text.In(l)
		if tt := c.TriggerText.In(l); tt != "" {
			text = "When: " + tt + " Then: " + text
		}
		facts := []string{}
		switch c.Type {
		case politicardrules.Government:
			facts = append(facts, fmt.Sprintf("Government card: power %d, tier %d, %d HP", c.Power, c.Tier, c.HP))
			if text == "" {
				text = fmt.Sprintf("Power %d. A government card has no ability of its own; its influence is its power plus buffs minus debuffs.", c.Power)
			}
		default:
			facts = append(facts, fmt.Sprintf("%s card: %d HP, cost tier %d", strings.ToUpper(c.Type[:1])+c.Type[1:], c.HP, c.CostTier))
		}
		if len(c.Keywords) > 0 {
			facts = append(facts, "Keywords: "+strings.Join(c.Keywords, ", "))
		}
		facts = append(facts, fmt.Sprintf("Copies: at most %d in a deck", r.CopyLimit(c)))
		w := where[c.Type]
		switch c.Type {
		case politicardrules.Government, politicardrules.Public:
			w = fmt.Sprintf(w, r.RowSize)
		case politicardrules.Ongoing:
			w = fmt.Sprintf(w, c.Slot)
		}
		facts = append(facts, "Where it goes: "+w)
		title := c.Name.In(l)
		aliases := []string{}
		for _, other := range msg.Langs {
			if n := c.Name.In(other); n != title && !slices.Contains(aliases, n) {
				aliases = append(aliases, n)
			}
		}
		if role := c.Role.In(l); role != "" {
			aliases = append(aliases, title+", "+role)
		}
		out = append(out, lookup.Entry{Kind: lookup.KindCard, ID: c.ID, Title: title, Aliases: aliases, Text: text, Facts: facts,
			Words: append([]string{c.Type, c.Role.In(l)}, r.KeywordTitles(c.Keywords, l)...)})
	}
	return out
}

func aufbauEvents(r *aufbaurules.Rules) []lookup.Entry {
	var out []lookup.Entry
	for _, e := range r.Events.Rows {
		text := e.Text
		for _, gm := range e.GM {
			text += "\nSpielleitung: " + gm
		}
		out = append(out, lookup.Entry{Kind: lookup.KindEvent, ID: fmt.Sprintf("E%d", e.Roll), Title: e.DE,
			Aliases: []string{e.EN, fmt.Sprintf("Ereignis %d", e.Roll), fmt.Sprintf("Event %d", e.Roll)},
			Text:    text, Facts: []string{fmt.Sprintf("Ereignistabelle, Wurf %d (2W20)", e.Roll)}, Words: []string{"ereignis", "event"}})
	}
	return out
}

// helpEntries are the help texts of the game's referee commands, as
// '<verb> --help' prints them: they say the prices, caps and DCs the
// referee counts with (the Aufbausystem's "Fachkraft anwerben: 10/25/50
// Gold, SG 10/14/18"), from the same descriptors.
func helpEntries(id string) []lookup.Entry {
	g, ok := ByID(id)
	if !ok || g.Referee == nil {
		return nil
	}
	var out []lookup.Entry
	for _, v := range g.Referee().Verbs() {
		if v.Short == "" {
			continue
		}
		out = append(out, lookup.Entry{Kind: lookup.KindHelp, ID: v.Name, Title: v.Short, Text: v.Long})
	}
	return out
}
