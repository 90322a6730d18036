// Package lookup finds a game's rules, cards and rulings from the words a
// table uses: words in any order, accents and umlauts optional, a typo or
// two tolerated, card ids and names, other languages through a glossary.
// It knows no game: each game hands it its entries (rule sections, cards,
// rulings parsed from docs/rulings.md) and its glossary.
package lookup

import (
	"math"
	"slices"
	"sort"
	"strings"
	"sync"

	"boardroom/lazy"
	"boardroom/rules/names"
)

// Kind is what an entry is.
type Kind string

// The kinds of entries.
const (
	KindRule   Kind = "rule"   // a section of the game's rules, with its rulebook quote
	KindRuling Kind = "ruling" // a ruling of docs/rulings.md
	KindCard   Kind = "card"   // a card, with its text
	KindEvent  Kind = "event"  // an entry of a game's table (an event roll)
	KindHelp   Kind = "help"   // a referee command's help: what it does, its prices and DCs
)

// Entry is one thing a search can find.
type Entry struct {
	Kind  Kind   `json:"kind"`
	ID    string `json:"id"`
	Title string `json:"title"`
	// Text is what the entry says, in full: a card's text, a rule in the
	// project's words, a ruling with its quote and why.
	Text string `json:"text"`
	// Quote is the rulebook's own words it rests on ("" when none).
	Quote string `json:"quote,omitempty"`
	// Facts are further lines shown with a card: copies, where it goes.
	Facts []string `json:"facts,omitempty"`
	// Aliases are other names it is known by (a card id, a German title):
	// found like the title, not shown.
	Aliases []string `json:"-"`
	// Titles are a card's titles in the other languages: a ruling that
	// names the card by one of them is a ruling on it (not shown).
	Titles []string `json:"-"`
	// Words are the players' own words for it: searched, not shown.
	Words []string `json:"-"`
	// Verbs are the referee's verbs a rule section governs (for `why`).
	Verbs []string `json:"-"`
	// Section is where a ruling is written (its heading in docs/rulings.md).
	Section string `json:"section,omitempty"`
	// Other is what the entry says in the other language (a ruling's text
	// in the other file): found, weighed little, never shown, so that a
	// question in either language finds it.
	Other string `json:"-"`
}

// Label is "ruling R29", "card S31", "rule vinnie".
func (e *Entry) Label() string { return string(e.Kind) + " " + e.ID }

// the fields of an entry, with how much a match in each counts.
const (
	fID = iota
	fTitle
	fAlias
	fWords
	fText
	fQuote
	fOther
	nFields
)

var fieldWeight = [nFields]float64{fID: 8, fTitle: 6, fAlias: 5, fWords: 4, fText: 1, fQuote: 0.6, fOther: 0.5}

// fieldB is BM25's length normalisation per field: a long text says less
// about each of its words, but a list of the players' words for a section
// is a list of names, each as good as a short one.
var fieldB = [nFields]float64{fID: 0.75, fTitle: 0.75, fAlias: 0.75, fWords: 0, fText: 0.75, fQuote: 0.75, fOther: 0.75}

type posting struct {
	entry int32
	field uint8
	tf    uint16
}

// Index is a game's searchable entries.
type Index struct {
	entries  []Entry
	termID   map[string]int32 // term -> its postings
	postings [][]posting
	vocab    []string          // every term, sorted
	surface  []string          // by term: a word as written, for suggestions
	fieldLen [][nFields]uint16 // terms per field of each entry
	avgLen   [nFields]float64
	glossary map[string][]string // term -> the terms it may stand for
	// means are the terms the glossary points to: each must be a term of
	// some entry (MissingGlossaryTargets)
	means []string
	// lang is each entry's language as its stop words tell ("en", "de",
	// "" when they do not)
	lang []string
	// onCard: a ruling on one card (its title names the card), weighed as
	// the card is
	onCard     []bool
	onCardOnce sync.Once
	// idOf is folded id, title or alias -> entry, made on the first Get
	// (a search does not need it).
	idOf     map[string]int
	idOfOnce sync.Once
}

// Gloss is one line of a game's glossary: the words players use (either
// language) and the terms of the rules they stand for.
type Gloss struct {
	// Words are the table's words: "trap", "flip", "Falle", "Vinnie".
	Words []string `yaml:"words"`
	// Means are the rules' own terms the words stand for, each a word some
	// rule section, card, ruling or help text has ("intervention",
	// "reveal"). They stand for each other too.
	Means []string `yaml:"means"`
}

// New indexes entries with a game's glossary: a query word of a gloss's
// Words or Means also finds its Means.
func New(entries []Entry, glossary []Gloss) *Index {
	ix := &Index{
		entries:  entries,
		termID:   make(map[string]int32, 4096),
		fieldLen: make([][nFields]uint16, len(entries)),
		glossary: map[string][]string{},
		lang:     make([]string, len(entries)),
	}
	var total [nFields]float64
	var counts []uint16 // by term: count in the field being read
	var titled []bool   // by term: its surface word comes from a title
	var touched []int32 // the terms of the field being read
	// the postings go first into one list in entry order, then into one
	// array by term (two allocations, not one growing slice per term)
	type termPosting struct {
		term int32
		p    posting
	}
	all := make([]termPosting, 0, 16*len(entries))
	sc := scanner{stops: map[string]int{}}
	for i := range entries {
		e := &entries[i]
		clear(sc.stops)
		stops := sc.stops
		for f, text := range [nFields]string{fID: e.ID, fTitle: e.Title, fAlias: strings.Join(e.Aliases, " \x00 "),
			fWords: strings.Join(e.Words, " "), fText: e.Text, fQuote: e.Quote, fOther: e.Other} {
			if text == "" {
				continue
			}
			if f == fOther {
				sc.stops = nil // the other language does not say what the entry is written in
			}
			n := 0
			sc.each(text, func(t string, w []byte) {
				id, ok := ix.termID[t]
				if !ok {
					id = int32(len(ix.surface))
					ix.termID[t] = id
					surface := ""
					if f != fOther { // a hidden word is never suggested
						surface = string(w)
					}
					ix.surface = append(ix.surface, surface)
					counts = append(counts, 0)
					titled = append(titled, f == fTitle)
				} else if f == fTitle && !titled[id] || f != fOther && ix.surface[id] == "" {
					ix.surface[id], titled[id] = string(w), f == fTitle
				}
				if counts[id] == 0 {
					touched = append(touched, id)
				}
				if counts[id] < math.MaxUint16 {
					counts[id]++
				}
				n++
			})
			for _, id := range touched {
				all = append(all, termPosting{id, posting{entry: int32(i), field: uint8(f), tf: counts[id]}})
				counts[id] = 0
			}
			touched = touched[:0]
			ix.fieldLen[i][f] = uint16(min(n, math.MaxUint16))
			total[f] += float64(n)
		}
		sc.stops = stops
		ix.lang[i] = sc.language()
	}
	// by term, each term's postings in entry order
	start := make([]int32, len(ix.surface)+1)
	for _, tp := range all {
		start[tp.term+1]++
	}
	for t := 1; t < len(start); t++ {
		start[t] += start[t-1]
	}
	slab := make([]posting, len(all))
	next := slices.Clone(start[:len(start)-1])
	for _, tp := range all {
		slab[next[tp.term]] = tp.p
		next[tp.term]++
	}
	ix.postings = make([][]posting, len(ix.surface))
	for t := range ix.postings {
		ix.postings[t] = slab[start[t]:start[t+1]:start[t+1]]
	}
	for f := range total {
		ix.avgLen[f] = max(1, total[f]/float64(max(1, len(entries))))
	}
	ix.vocab = make([]string, 0, len(ix.termID))
	for t := range ix.termID {
		ix.vocab = append(ix.vocab, t)
	}
	sort.Strings(ix.vocab)
	var means, from []string
	for _, g := range glossary {
		means, from = means[:0], from[:0]
		for _, w := range g.Means {
			sc.each(w, func(t string, _ []byte) { means = append(means, t) })
		}
		for _, w := range g.Words {
			sc.each(w, func(t string, _ []byte) { from = append(from, t) })
		}
		for _, t := range append(from, means...) {
			for _, u := range means {
				if u != t && !slices.Contains(ix.glossary[t], u) {
					ix.glossary[t] = append(ix.glossary[t], u)
				}
			}
		}
		for _, u := range means {
			if !slices.Contains(ix.means, u) {
				ix.means = append(ix.means, u)
			}
		}
	}
	return ix
}

// markOnCard finds the rulings on one card, on the first search (building
// the index does not need them).
func (ix *Index) markOnCard() {
	entries := ix.entries
	ix.onCard = make([]bool, len(entries))
	cardTitles := map[string]bool{}
	for i := range entries {
		if entries[i].Kind == KindCard {
			cardTitles[key(entries[i].Title)] = true
			for _, t := range entries[i].Titles {
				cardTitles[key(t)] = true
			}
		}
	}
	for i := range entries {
		if entries[i].Kind == KindRuling && len(cardTitles) > 0 {
			for _, part := range strings.Split(entries[i].Title, "/") {
				if cardTitles[key(part)] {
					ix.onCard[i] = true
				}
			}
		}
	}
}

// MissingGlossaryTargets are the glossary's Means that no entry has: a
// players' word that points nowhere.
func (ix *Index) MissingGlossaryTargets() []string {
	var out []string
	for _, t := range ix.means {
		if _, ok := ix.termID[t]; !ok {
			out = append(out, t)
		}
	}
	return out
}

// postingsOf are where the term t occurs.
func (ix *Index) postingsOf(t string) []posting {
	if id, ok := ix.termID[t]; ok {
		return ix.postings[id]
	}
	return nil
}

// key is a name as an exact lookup compares it: folded, words joined.
func key(s string) string { return strings.Join(words(fold(s)), " ") }

// Entries are the indexed entries, in the order given.
func (ix *Index) Entries() []Entry { return ix.entries }

// Hit is one search result.
type Hit struct {
	*Entry
	Score float64 `json:"score"`
	// Matched is the share of the query's words this entry matched (0-1).
	Matched float64 `json:"-"`
	pos     int
}

// Result is what a search found: the hits, best first, and whether the best
// is a good match; when it is not, Suggest names the indexed words closest
// to the query's.
type Result struct {
	Hits    []Hit
	Good    bool
	Suggest []string
}

// candidate is an indexed term a query word may stand for, and how sure.
type candidate struct {
	term   string
	weight float64
	// spelled: the query word as typed, stemmed or mistyped (not a
	// glossary word or a longer word it begins): it may name an entry
	spelled bool
}

// candidates are the indexed terms a query term stands for: itself, its
// glossary equivalents, the terms it begins (3 letters or more) and the
// terms a typo or two away.
func (ix *Index) candidates(q string) []candidate {
	out := []candidate{}
	seen := map[string]bool{}
	add := func(t string, w float64) {
		if seen[t] {
			return
		}
		spelled := w == 1 || w == 0.75 || w == 0.55
		if _, ok := ix.termID[t]; ok {
			seen[t] = true
			out = append(out, candidate{t, w, spelled})
		}
	}
	add(q, 1)
	for _, g := range ix.glossary[q] {
		add(g, 0.9)
	}
	// a glossary word the query word begins with: the stemmer leaves
	// German participles whole ("verkauftes" stays "verkauft", the
	// glossary has "verkauf"), so the longest glossary word of 5 letters
	// or more that begins it stands in, a little less sure
	if len(ix.glossary[q]) == 0 {
		for n := len(q) - 1; n >= 5; n-- {
			if gs := ix.glossary[q[:n]]; len(gs) > 0 {
				for _, g := range gs {
					add(g, 0.8)
				}
				break
			}
		}
	}
	if len(q) >= 3 {
		i := sort.SearchStrings(ix.vocab, q)
		for n := 0; i < len(ix.vocab) && strings.HasPrefix(ix.vocab[i], q) && n < 40; i, n = i+1, n+1 {
			add(ix.vocab[i], 0.6)
		}
	}
	// an indexed word the query word begins with: "lobbyist" finds
	// "Lobbying" (lobby), "Werkstätten" finds "Werkstatt"
	for n := len(q) - 1; n >= 5 && len(out) == 0; n-- {
		add(q[:n], 0.5)
	}
	// or whose stem begins as the query word does: "lobbyist" and
	// "Lobbying" (lobbi)
	for n := len(q) - 1; n >= 4 && len(q) >= 7 && len(out) == 0; n-- {
		i := sort.SearchStrings(ix.vocab, q[:n])
		for k := 0; i < len(ix.vocab) && strings.HasPrefix(ix.vocab[i], q[:n]) && k < 5; i, k = i+1, k+1 {
			if len(ix.vocab[i]) <= n+1 {
				add(ix.vocab[i], 0.5)
			}
		}
	}
	// a word the glossary knows is no typo ("Karten" is "card", not "Parts")
	if max := typos(q); max > 0 && !seen[q] && len(ix.glossary[q]) == 0 {
		for _, t := range ix.vocab {
			if d := names.DistanceUpTo(q, t, max); d <= max {
				add(t, 0.75-0.2*float64(d-1))
				for _, g := range ix.glossary[t] {
					add(g, 0.6)
				}
			}
		}
	}
	for _, c := range slices.Clone(out) {
		if c.weight < 1 {
			continue
		}
		for _, g := range ix.glossary[c.term] {
			add(g, 0.9)
		}
	}
	return out
}

// question is what a query asks, beyond its terms.
type question struct {
	terms []string
	// lang is the query's language by its stop words and letters ("" when
	// they do not tell)
	lang string
	// number: it asks for a number ("how much", "was kostet", "how many")
	number bool
	// whole is the query as a name is compared ("berater affare")
	whole string
	// words are its folded words, stop words included
	words []string
}

// numberWords make a question ask for a number: "how much", "how many",
// "was kostet", "wie viel", "what does it cost", "price", "the max".
var numberWords = &lazy.Value[map[string]bool]{New: func() map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(`much many cost costs price prices expensive maximum max minimum min limit
		kostet kosten kostest preis preise teuer wieviel wieviele viel viele hoch maximal hochstens obergrenze`) {
		m[w] = true
	}
	return m
}}

func analyse(query string) question {
	q := question{whole: key(query)}
	q.words = words(fold(dropContractions(query)))
	q.terms = terms(dropContractions(query))
	if len(q.terms) == 0 {
		// only stop words: search them anyway
		for _, w := range q.words {
			q.terms = append(q.terms, stem(w))
		}
	}
	q.terms = uniq(q.terms)
	de, en := 0, 0
	for _, w := range q.words {
		switch l, ok := stopLang.Get()[w]; {
		case ok && l == "de":
			de++
		case ok && l == "en":
			en++
		}
		if numberWords.Get()[w] || strings.ContainsAny(w, "0123456789") {
			q.number = true
		}
	}
	if strings.ContainsAny(strings.ToLower(query), "äöüß") {
		de++
	}
	switch {
	case de > en:
		q.lang = "de"
	case en > de:
		q.lang = "en"
	}
	return q
}

// The weights of the ranking beyond BM25 (a hit's score is BM25 summed over
// the query's terms, each counted once per entry at its best field and
// form, then multiplied by these).
const (
	// an entry that has few of the query's terms: times floor + (1 -
	// floor) x the share it has. Every term weighs; none is required.
	coverFloor = 0.1
	// a card or event the query does not name, only its text or tags
	// have the words: it "merely mentions" them
	mentionOnly = 0.45
	// a command's help: the rule sections and rulings say more, except
	// when the question asks for a number the help has
	helpText = 0.5
	// a rule section: the answer to what a rule does, in the game's words
	ruleSection = 1.05
	// an entry whose name the query holds whole ("what does the joker do")
	nameInQuery = 1.6
	// a number question, and the entry has numbers
	hasNumber = 1.35
	// the entry is in the other language than the question
	otherLanguage = 0.8
)

// Search finds the entries that best match query, best first, at most
// limit of them (limit <= 0: all that match). only, when given, keeps
// those kinds. Every word of the query weighs (BM25: a rare word more than
// a common one); none is required, stop words weigh nothing.
func (ix *Index) Search(query string, limit int, only ...Kind) Result {
	q := analyse(query)
	ix.onCardOnce.Do(ix.markOnCard)
	qs := q.terms
	if known := knownLetters(ix, qs); len(known) > 0 {
		qs = known
	}
	if len(qs) == 0 {
		return Result{}
	}
	translated := ix.translations(q.words)
	n := float64(len(ix.entries))
	score := map[int32]float64{}
	hit := map[int32]int{}
	named := map[int32]int{}  // query words found in the id, title or an alias
	titled := map[int32]int{} // query words found in the id or title
	// the query's words weigh in the coverage as they weigh in the score: a
	// common word the entry lacks ("cards") costs it less than a rare one
	matched := map[int32]float64{}
	weightOf := make([]float64, len(qs))
	total := 0.0
	for i, t := range qs {
		best := map[int32]float64{}
		inName := map[int32]bool{}
		inTitle := map[int32]bool{}
		for _, c := range ix.candidates(t) {
			ps := ix.postingsOf(c.term)
			df := 0
			for i, p := range ps {
				if i == 0 || ps[i-1].entry != p.entry {
					df++
				}
			}
			idf := math.Log(1 + (n-float64(df)+0.5)/(float64(df)+0.5))
			weightOf[i] = max(weightOf[i], c.weight*idf)
			for _, p := range ps {
				const k1 = 1.2
				b := fieldB[p.field]
				tf := float64(p.tf)
				norm := tf * (k1 + 1) / (tf + k1*(1-b+b*float64(ix.fieldLen[p.entry][p.field])/ix.avgLen[p.field]))
				s := c.weight * idf * fieldWeight[p.field] * norm
				if p.field <= fAlias && c.spelled {
					inName[p.entry] = true
					if p.field <= fTitle {
						inTitle[p.entry] = true
					}
				}
				// one query word counts once per entry: its best field and form
				best[p.entry] = max(best[p.entry], s)
			}
		}
		if weightOf[i] == 0 { // a word no entry has: as rare as can be
			weightOf[i] = math.Log(1 + (n+0.5)/0.5)
		}
		total += weightOf[i]
		for e, s := range best {
			score[e] += s
			hit[e]++
			matched[e] += weightOf[i]
			if inName[e] {
				named[e]++
			}
			if inTitle[e] {
				titled[e]++
			}
		}
	}
	var hits []Hit
	for e, s := range score {
		en := &ix.entries[e]
		if len(only) > 0 && !slices.Contains(only, en.Kind) {
			continue
		}
		cov := float64(hit[e]) / float64(len(qs))
		s *= coverFloor + (1-coverFloor)*matched[e]/total
		if en.Kind != KindHelp { // a command's one-line help is all title
			s *= 1 + 0.5*float64(named[e])/float64(len(qs))
		}
		whole := false // the query names the entry
		if q.whole != "" {
			for i, nm := range append([]string{en.ID, en.Title}, en.Aliases...) {
				k := key(nm)
				if k == "" {
					continue
				}
				if k == q.whole {
					s *= 3
					whole = true
					break
				}
				// a part of the id or title ("berater" of "Berater-Affäre");
				// part of an alias is not enough: "Oligarch" is the role in
				// the alias "Jovan Verity, Oligarch", not the card's name
				if (i < 2 || en.Kind != KindCard) && len(q.whole) >= 4 && strings.Contains(k, q.whole) {
					s *= 1.5
					whole = true
					break
				}
				if len(k) >= 4 && len(q.words) > 1 && containsWords(q.whole, k) {
					s *= nameInQuery
					whole = true
					break
				}
				// the name in the table's own words: the glossary turns
				// "Dame" into "queen", and "was macht die Dame" names the
				// card whose name is Queen as "what does the queen do" does
				if len(k) >= 4 && slices.ContainsFunc(translated, func(t string) bool { return t == k || containsWords(t, k) }) {
					s *= nameInQuery
					whole = true
					break
				}
			}
		}
		// a card the query names: most of its title's words, or its id
		// ("energy" does not name "Energy Junction Failure")
		cardNamed := titled[e] > 0 && (2*titled[e] >= int(ix.fieldLen[e][fTitle]) || q.whole == key(en.ID))
		if (en.Kind == KindCard || en.Kind == KindEvent || ix.onCard[e]) && !cardNamed && !whole {
			s *= mentionOnly
		}
		if en.Kind == KindRule {
			s *= ruleSection
		}
		if en.Kind == KindHelp && !q.number {
			s *= helpText
		}
		if q.number && strings.ContainsAny(en.Title+en.Text, "0123456789") {
			s *= hasNumber
		}
		if q.lang != "" && ix.lang[e] != "" && ix.lang[e] != q.lang {
			s *= otherLanguage
		}
		hits = append(hits, Hit{Entry: en, Score: math.Round(s*100) / 100, Matched: cov, pos: int(e)})
	}
	sort.SliceStable(hits, func(i, j int) bool {
		if hits[i].Score != hits[j].Score {
			return hits[i].Score > hits[j].Score
		}
		return hits[i].pos < hits[j].pos
	})
	r := Result{Hits: hits}
	if limit > 0 && len(r.Hits) > limit {
		r.Hits = r.Hits[:limit]
	}
	r.Good = len(r.Hits) > 0
	if !r.Good || r.Hits[0].Matched < 1 {
		r.Suggest = ix.suggest(qs)
	}
	return r
}

// translations are the query's words with one of them put in the rules'
// words by the glossary ("was macht die dame" -> "was macht die queen"),
// one variant per word and meaning: a name typed in the table's words
// names the entry as its own spelling would.
func (ix *Index) translations(ws []string) []string {
	var out []string
	for i, w := range ws {
		if stopWords.Get()[w] {
			continue
		}
		for _, g := range ix.glossary[stem(w)] {
			v := slices.Clone(ws)
			v[i] = g
			out = append(out, strings.Join(v, " "))
		}
	}
	return out
}

// knownLetters drops the single letters of a query that no entry has: the
// halves of "R&D" or "Q&A" would otherwise count as words the entry lacks.
// A letter an entry has ("A", "K", a card's id) stays.
func knownLetters(ix *Index, qs []string) []string {
	var out []string
	for _, q := range qs {
		if len(q) == 1 {
			if _, ok := ix.termID[q]; !ok {
				continue
			}
		}
		out = append(out, q)
	}
	return out
}

func uniq(xs []string) []string {
	out := xs[:0]
	for _, x := range xs {
		if !slices.Contains(out, x) {
			out = append(out, x)
		}
	}
	return out
}

// suggest names the indexed words closest to the query terms that found
// nothing exact: up to three typos away, or beginning with the first
// letters typed.
func (ix *Index) suggest(qs []string) []string {
	type near struct {
		word string
		d    int
		df   int
	}
	var all []near
	for _, q := range qs {
		if _, ok := ix.termID[q]; ok {
			continue
		}
		for _, t := range ix.vocab {
			d := names.DistanceUpTo(q, t, 3)
			if d > 3 && len(q) >= 3 && strings.HasPrefix(t, q[:3]) {
				d = 3
			}
			if w := ix.surface[ix.termID[t]]; d <= 3 && w != "" {
				all = append(all, near{w, d, len(ix.postingsOf(t))})
			}
		}
	}
	sort.SliceStable(all, func(i, j int) bool {
		if all[i].d != all[j].d {
			return all[i].d < all[j].d
		}
		return all[i].df > all[j].df
	})
	var out []string
	for _, n := range all {
		if !slices.Contains(out, n.word) && len(n.word) > 2 {
			out = append(out, n.word)
		}
		if len(out) == 6 {
			break
		}
	}
	return out
}

// Get finds the entry whose id, title or alias is name exactly (folded:
// case, accents and punctuation do not count), restricted to kinds when
// given.
func (ix *Index) Get(name string, only ...Kind) (*Entry, bool) {
	ix.idOfOnce.Do(func() {
		ix.idOf = make(map[string]int, 2*len(ix.entries))
		for i := range ix.entries {
			e := &ix.entries[i]
			for _, name := range append([]string{e.ID, e.Title}, e.Aliases...) {
				if k := key(name); k != "" {
					if _, ok := ix.idOf[k]; !ok {
						ix.idOf[k] = i
					}
				}
			}
		}
	})
	i, ok := ix.idOf[key(name)]
	if !ok {
		// a later entry may share the name with one of another kind
		for j := range ix.entries {
			e := &ix.entries[j]
			if len(only) > 0 && !slices.Contains(only, e.Kind) {
				continue
			}
			for _, nm := range append([]string{e.ID, e.Title}, e.Aliases...) {
				if key(nm) == key(name) {
					return e, true
				}
			}
		}
		return nil, false
	}
	e := &ix.entries[i]
	if len(only) > 0 && !slices.Contains(only, e.Kind) {
		for j := range ix.entries {
			f := &ix.entries[j]
			if !slices.Contains(only, f.Kind) {
				continue
			}
			for _, nm := range append([]string{f.ID, f.Title}, f.Aliases...) {
				if key(nm) == key(name) {
					return f, true
				}
			}
		}
		return nil, false
	}
	return e, true
}

// Mentioning lists the entries of kind that name phrase (a card's title,
// or its title in another language when phrase is a card's title) in
// their title or text, as whole words, in index order.
func (ix *Index) Mentioning(phrase string, kind Kind) []*Entry {
	k := key(phrase)
	if k == "" {
		return nil
	}
	ks := []string{k}
	for i := range ix.entries {
		if c := &ix.entries[i]; c.Kind == KindCard && key(c.Title) == k {
			for _, t := range c.Titles {
				if kt := key(t); kt != "" && !slices.Contains(ks, kt) {
					ks = append(ks, kt)
				}
			}
		}
	}
	var out []*Entry
	for i := range ix.entries {
		e := &ix.entries[i]
		if e.Kind != kind {
			continue
		}
		for _, k := range ks {
			if containsWords(key(e.Title), k) || containsWords(key(e.Text), k) || containsWords(key(e.Quote), k) {
				out = append(out, e)
				break
			}
		}
	}
	return out
}

// Names reports whether title names name: its words, in a row, folded
// ("Push, Pull, or Drag" names "push pull or drag").
func Names(title, name string) bool {
	k := key(name)
	return k != "" && containsWords(key(title), k)
}

// containsWords reports whether the words of k appear in s in a row.
func containsWords(s, k string) bool {
	for i := 0; ; {
		j := strings.Index(s[i:], k)
		if j < 0 {
			return false
		}
		j += i
		end := j + len(k)
		if (j == 0 || s[j-1] == ' ') && (end == len(s) || s[end] == ' ') {
			return true
		}
		i = j + 1
	}
}

// QueryLanguage is the language a question is asked in, as its stop words
// and letters tell ("de", "en"; "" when they do not: a card's name, an id).
func QueryLanguage(query string) string { return analyse(query).lang }
