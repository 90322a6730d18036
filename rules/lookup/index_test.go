package lookup

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/phrase/msg"
)

func sample() *Index {
	return New([]Entry{
		{Kind: KindRule, ID: "loans", Title: "Vinnie loans", Text: "Borrow one resource per plot owned per phase.", Quote: "Vinnie will only loan one", Words: []string{"debt"}},
		{Kind: KindCard, ID: "S31", Title: "Berater-Affäre", Text: "That card -2.", Aliases: []string{"Adviser affair"}},
		{Kind: KindRuling, ID: "PC7", Title: "A tie goes to the player who passed first", Text: "On equal influence the first to pass wins."},
		{Kind: KindEvent, ID: "E3", Title: "Seuche", Aliases: []string{"Plague"}, Text: "Werkstätten +1 AK Unterhalt."},
	}, []Gloss{{Words: []string{"gleichstand"}, Means: []string{"tie"}}, {Words: []string{"upkeep"}, Means: []string{"unterhalt"}}})
}

func top(r Result) string {
	if len(r.Hits) == 0 {
		return ""
	}
	return r.Hits[0].Label()
}

func TestSearchForgives(t *testing.T) {
	ix := sample()
	for q, want := range map[string]string{
		"loans vinnie":          "rule loans", // any order
		"vinie":                 "rule loans", // a typo
		"VINNIE LAONS":          "rule loans", // case, a swap
		"berater affare":        "card S31",   // umlaut left out
		"berater affaere":       "card S31",   // umlaut typed out
		"Berater-Affäre":        "card S31",   // as printed
		"s31":                   "card S31",   // the id
		"gleichstand":           "ruling PC7", // the glossary's other language
		"upkeep":                "event E3",
		"plague":                "event E3", // an alias
		"debt":                  "rule loans",
		"what happens on a tie": "ruling PC7",
	} {
		r := ix.Search(q, 3)
		assert.True(t, r.Good, q)
		assert.Equal(t, want, top(r), q)
	}
}

func TestSearchSaysWhenNothingFits(t *testing.T) {
	ix := sample()
	r := ix.Search("zzzqqq", 5)
	assert.False(t, r.Good)
	r = ix.Search("vinnio loan quux", 5) // two words close to nothing exact
	assert.True(t, r.Good, "two of three words match with typos")
	r = ix.Search("plage", 5)
	assert.True(t, r.Good)
	r = ix.Search("xylophone berat", 5)
	assert.True(t, r.Good, "half the words found is good enough")
	r = ix.Search("seuch", 1, KindCard)
	assert.False(t, r.Good, "only cards: the event is not one")
	r = ix.Search("sooche", 5)
	assert.False(t, r.Good, "two typos in a short word are too many")
	assert.Contains(t, r.Suggest, "seuche", "but it is suggested")
	assert.Empty(t, ix.Search("   ", 5).Hits)
}

func TestGetAndMentioning(t *testing.T) {
	ix := sample()
	e, ok := ix.Get("berater affaere", KindCard)
	require.True(t, ok)
	assert.Equal(t, "S31", e.ID)
	_, ok = ix.Get("S31", KindRuling)
	assert.False(t, ok)
	e, ok = ix.Get("pc7")
	require.True(t, ok)
	assert.Equal(t, KindRuling, e.Kind)
	assert.Len(t, ix.Mentioning("influence", KindRuling), 1)
	assert.Empty(t, ix.Mentioning("influ", KindRuling), "whole words only")
}

func TestTextHelpers(t *testing.T) {
	assert.Equal(t, fold("Affäre"), fold("affaere"))
	assert.Equal(t, fold("Straße"), fold("strasse"))
	assert.Equal(t, []string{"8s", "10h"}, words(fold("8♠, 10♥")))
	assert.Equal(t, stem("loans"), stem("loan"))
	assert.Equal(t, stem("Runden"), stem("Runde"))
	var sc scanner
	var got []string
	sc.each("Die Affäre, Berater-Affaere! 8♠", func(term string, word []byte) { got = append(got, term) })
	assert.Equal(t, terms("Die Affäre, Berater-Affaere! 8♠"), got, "the index's scanner reads text as queries are read")
}

func TestParseBookChecksItsSections(t *testing.T) {
	_, err := ParseBook("x.yaml", []byte("sections:\n  - {id: a, title: A, text: t, quote: q}\n  - {id: a, title: B, text: t, quote: q}\n"))
	assert.ErrorContains(t, err, `section id "a" is used twice`)
	_, err = ParseBook("x.yaml", []byte("sections:\n  - {id: a, title: A, text: t}\n"))
	assert.ErrorContains(t, err, "needs a title, text and a quote")
	_, err = ParseBook("x.yaml", []byte("sections:\n  - {id: a, titel: A}\n"))
	assert.ErrorContains(t, err, "titel")
	b, err := ParseBook("x.yaml", []byte("sections:\n  - {id: a, title: A, text: t, quote: q, rulings: [R1]}\n"))
	require.NoError(t, err)
	assert.Equal(t, "t\nRulings: R1", b.Entries(msg.EN)[0].Text)
	// a section in both languages: each table reads its own, the other
	// language's title is another name, its text found but not shown
	b, err = ParseBook("x.yaml", []byte("sections:\n  - id: upkeep\n    title: {en: Upkeep, de: Unterhalt}\n"+
		"    text: {en: Pay each round., de: Zahl jede Runde.}\n    quote: {en: q, de: z}\n"))
	require.NoError(t, err)
	de := b.Entries(msg.DE)[0]
	assert.Equal(t, "Unterhalt", de.Title)
	assert.Equal(t, "Zahl jede Runde.", de.Text)
	assert.Equal(t, "z", de.Quote)
	assert.Contains(t, de.Aliases, "Upkeep")
	assert.Equal(t, "Pay each round.", de.Other)
	assert.Equal(t, "Upkeep", b.Entries(msg.EN)[0].Title)
	ix := New(b.Entries(msg.DE), nil)
	r := ix.Search("pay each round", 1)
	require.True(t, r.Good, "the other language finds it")
	assert.Equal(t, "upkeep", r.Hits[0].ID)
	_, err = ParseBook("x.yaml", []byte("sections:\n  - {id: a, title: {en: A}, text: t, quote: q}\n"))
	assert.ErrorContains(t, err, "in both languages")
	_, err = ParseBook("x.yaml", []byte("sections:\n  - {id: a, title: {en: A, fr: B}, text: t, quote: q}\n"))
	assert.ErrorContains(t, err, "not fr")
}

func TestParseRulingsReadsBothForms(t *testing.T) {
	doc := []byte(`# Rulings

# Game A

## Cards

- **Push, Pull.** Quote: "put out" Ruling: it lies in front of you. Why: plain.
- **Safe!** Ruling: one entry. Why: same effect.
- **Not a ruling.** just prose.

# Game B

## GB1 First ruling
- **Quote:** "a quote"
- **Ruling:** the ruling,
  continued.
- **Why:** because.
`)
	rs, err := ParseRulings(doc)
	require.NoError(t, err)
	require.Len(t, rs, 3)
	assert.Equal(t, Ruling{Game: "Game A", Section: "Cards", ID: "push-pull", Title: "Push, Pull", Quote: `"put out"`, Ruling: "it lies in front of you.", Why: "plain.", Line: 7}, rs[0])
	assert.Equal(t, "safe", rs[1].ID)
	assert.Empty(t, rs[1].Quote)
	assert.Equal(t, Ruling{Game: "Game B", ID: "GB1", Numbered: true, Title: "First ruling", Quote: `"a quote"`, Ruling: "the ruling, continued.", Why: "because.", Line: 13}, rs[2])

	_, err = ParseRulings([]byte("# G\n\n## G1 A\n- **Quote:** q\n"))
	assert.ErrorContains(t, err, "has no Ruling")
	_, err = ParseRulings([]byte("# G\n\n## G1 A\n- **Ruling:** r\n\n## G1 B\n- **Ruling:** r\n"))
	assert.ErrorContains(t, err, "G1 is written twice")
}

// A table's English: contractions, "R&D", a word longer than the indexed
// one, and a word in two forms that one cut of the stemmer left apart.
func TestSearchReadsTableEnglish(t *testing.T) {
	ix := New([]Entry{
		{Kind: KindRule, ID: "loans", Title: "Vinnie loans", Text: "Borrow one resource per plot."},
		{Kind: KindRuling, ID: "cap", Title: "Reductions are capped", Text: "All reductions lower it by at most 4."},
		{Kind: KindCard, ID: "S1", Title: "Shadow Lobbying"},
	}, nil)
	for q, want := range map[string]string{
		"what's the loan":        "rule loans", // not an "s" the entries lack
		"whats the loan":         "rule loans",
		"i can't borrow":         "rule loans",
		"vinnie R&D":             "rule loans", // letters no entry has do not count
		"how far is it lowered":  "ruling cap", // "lowered" and "lower" meet
		"lobbyist":               "card S1",    // begins with "lobby"
		"shadow lobbying":        "card S1",
		"reductions are lowered": "ruling cap",
	} {
		r := ix.Search(q, 3)
		assert.True(t, r.Good, q)
		assert.Equal(t, want, top(r), q)
	}
	assert.Equal(t, "I'll take that, what it’ can", dropContractions("I'll take that, what's it’ can’t"))
	assert.Equal(t, "Da' Roof", dropContractions("Da' Roof"))
	assert.Equal(t, stem("lowered"), stem("lower"))
	assert.Equal(t, stemBytes([]byte("powered")), stem("power"))
}

// A card's name said in the table's own words names the card as its own
// spelling does: "was macht die Dame" finds the Queen's card first, not the
// section that lists every rank (without the glossary's word naming the
// card, the section ranked first and the card second).
func TestGlossaryWordNamesACard(t *testing.T) {
	ix := New([]Entry{
		{Kind: KindRule, ID: "cards", Title: "Special Action cards", Text: "Ace: Improved Methods. King: Innovation Boost. Queen: Reconversion (move one employee). Jack: Market Research.", Quote: "Reconversion (Queen) · Innovation Boost (King)", Words: []string{"ace", "king", "queen", "jack"}},
		{Kind: KindRule, ID: "setup", Title: "Setup", Text: "Each corporation starts with 3 employees and 2 cards."},
		{Kind: KindRule, ID: "upkeep", Title: "Upkeep", Text: "Pay 1 money per 3 employees."},
		{Kind: KindCard, ID: "Q", Title: "Reconversion", Aliases: []string{"Queen"}, Text: "Move one of your employees to another department for good."},
		{Kind: KindCard, ID: "K", Title: "Innovation Boost", Aliases: []string{"King"}, Text: "A department's output counts twice this turn."},
	}, []Gloss{{Words: []string{"dame"}, Means: []string{"queen"}}, {Words: []string{"konig"}, Means: []string{"king"}}})
	for q, want := range map[string]string{
		"what does the queen do": "card Q",
		"was macht die Dame":     "card Q",
		"Dame":                   "card Q",
		"was macht der König":    "card K",
		"was ist eine Dame wert": "card Q",
	} {
		assert.Equal(t, want, top(ix.Search(q, 3)), q)
	}
	// a word the glossary does not know names nothing
	assert.Equal(t, "rule cards", top(ix.Search("special action cards", 3)))
}

// A German participle finds the glossary word it begins with: the stemmer
// leaves "verkauftes" as "verkauft", the glossary knows "verkauf".
func TestGlossaryWordAPlayersWordBeginsWith(t *testing.T) {
	ix := New([]Entry{
		{Kind: KindRule, ID: "execution", Title: "Execution", Text: "Sales sells a product for 3 money, up to the demand."},
		{Kind: KindRule, ID: "upkeep", Title: "Upkeep", Text: "Pay 1 money per full 3 employees."},
	}, []Gloss{{Words: []string{"verkauf", "verkaufen"}, Means: []string{"sell"}}})
	for _, q := range []string{"verkauftes", "verkaufte Produkte", "verkauf"} {
		r := ix.Search(q, 3)
		assert.True(t, r.Good, q)
		assert.Equal(t, "rule execution", top(r), q)
	}
	// too short a beginning stands for nothing: "verk" is no glossary word
	assert.False(t, ix.Search("verk", 3).Good)
}
