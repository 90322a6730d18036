package userdeck_test

import (
	"testing"
	"testing/fstest"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/printables"
	"boardroom/printables/printtest"
	"boardroom/printables/userdeck"
)

// A contains: text and the data's words are checked against each other,
// as is: values are: the layout's typo on the condition, a card's on its
// cell, each with a "did you mean".
func TestContainsIsCheckedAgainstTheData(t *testing.T) {
	deck := func(csv, contains string) *userdeck.Deck {
		return userdeck.Load(fstest.MapFS{
			"cards.csv": {Data: []byte(csv)},
			"layout.yaml": {Data: []byte(`size: poker
front:
  title:
    text: "{{.name}}"
    x: 5
    y: 5
    w: 50
    h: 10
    when:
      - {column: type, contains: ` + contains + `, set: {color: red}}
`)},
		}, "deck")
	}
	// No card holds "atack"; cards have "Attack": the layout's typo.
	d := deck("name,type\nA,Action – Attack\nB,Attack\nC,Event\n", "atack")
	assert.Contains(t, d.Problems.Error(), `deck/layout.yaml:10:34: warning: when: no card's "type" contains "atack" (did you mean "Attack"?), so this never applies`)
	// Cards hold "attack"; one has "Atack": that card's typo, on its cell.
	d = deck("name,type\nA,Action – Attack\nB,Attack\nC,Action – Atack\n", "attack")
	assert.Contains(t, d.Problems.Error(), `deck/cards.csv:4:3: warning: type "Action – Atack" has "Atack", near the text "attack" the layout's condition looks for (did you mean "attack"?), so the style of deck/layout.yaml:10:34 does not apply to this card`)
	assert.NotContains(t, d.Problems.Error(), `no card's`)
	// Texts far from every word, short texts and a list: quiet, or each checked.
	d = deck("name,type\nA,Event\n", "attack")
	assert.Empty(t, d.Problems)
	d = deck("name,type\nA,Event\n", "[evnt, Even]")
	assert.Contains(t, d.Problems.Error(), `when: no card's "type" contains "evnt" (did you mean "Event"?)`)
	assert.NotContains(t, d.Problems.Error(), `"Even"`)
	// An empty text (contains: with nothing after it) applies everywhere.
	d = deck("name,type\nA,Event\n", `""`)
	assert.Contains(t, d.Problems.Error(), `deck/layout.yaml:10:34: warning: when contains: an empty text is in every value, so this applies to every card`)
}

// opacity: 0 on a box hides it on every card: a warning, and nothing drawn;
// set under when: it hides the box on those cards alone, without a warning.
func TestOpacityZero(t *testing.T) {
	fsys := shapeDeck(`  gone: {type: rect, x: 5, y: 5, w: 10, h: 10, fill: red, opacity: 0}
  some: {type: rect, x: 20, y: 5, w: 10, h: 10, fill: blue, when: [{column: name, is: A, set: {opacity: 0}}]}
  kept: {type: rect, x: 35, y: 5, w: 10, h: 10, fill: green, opacity: 1}
  shown: {type: rect, x: 50, y: 5, w: 10, h: 10, fill: yellow, opacity: 0, when: [{column: name, is: B, set: {opacity: 1}}]}
`)
	fsys["cards.csv"] = &fstest.MapFile{Data: []byte("name\nA\nB\n")}
	d := userdeck.Load(fsys, "deck")
	assert.Equal(t, []string{`deck/layout.yaml:3:68: warning: box "gone": opacity: 0 hides it on every card (1 is opaque; to hide it on some cards, set opacity: 0 under when:)`}, problemLines(d))
	rec, _ := recordDeckLoose(t, fsys)
	assert.Len(t, find(rec, "rect", "front:cards:A"), 1, "A: only the green box")
	assert.Len(t, find(rec, "rect", "front:cards:B"), 3, "B: the blue box, the green one and the yellow one its when: shows")
}

func problemLines(d *userdeck.Deck) []string {
	var out []string
	for _, p := range d.Problems {
		out = append(out, p.String())
	}
	return out
}

// recordDeckLoose records a deck that has warnings (no errors).
func recordDeckLoose(t *testing.T, fsys fstest.MapFS) (*printables.Recorder, []printables.Page) {
	t.Helper()
	d := userdeck.Load(fsys, "deck")
	require.NoError(t, d.Err(false), "%s", d.Problems.Error())
	return printtest.Record(t, []*printables.Component{d.Component()}, printables.DefaultOptions())
}

// A count, back or layout column the layout names but the data lacks is an
// error at the layout's line: else every card would print once, with the
// deck's back, by the deck's own layout, and nothing would say why.
func TestNamedColumnsMustBeInTheData(t *testing.T) {
	for key, want := range map[string]string{
		"count_column":  `deck/layout.yaml:1:15: error: count_column: no column "copie" in the data (did you mean "copies"?) (columns: name, copies)`,
		"back_column":   `deck/layout.yaml:1:14: error: back_column: no column "copie" in the data (did you mean "copies"?) (columns: name, copies)`,
		"layout_column": `deck/layout.yaml:1:16: error: layout_column: no column "copie" in the data (did you mean "copies"?) (columns: name, copies)`,
	} {
		fsys := fstest.MapFS{
			"cards.csv":   {Data: []byte("name,copies\nA,3\n")},
			"layout.yaml": {Data: []byte(key + ": copie\nsize: poker\nfront:\n  t: {text: x, x: 10, y: 10, w: 20, h: 10}\n")},
		}
		d := userdeck.Load(fsys, "deck")
		assert.Equal(t, []string{want}, problemLines(d), key)
	}
	// Named and there, in any case: no problem.
	fsys := fstest.MapFS{
		"cards.csv":   {Data: []byte("name,Copies\nA,3\n")},
		"layout.yaml": {Data: []byte("count_column: copies\nsize: poker\nfront:\n  t: {text: x, x: 10, y: 10, w: 20, h: 10}\n")},
	}
	d := userdeck.Load(fsys, "deck")
	assert.Empty(t, problemLines(d))
	assert.Equal(t, 3, d.Cards[0].Count)
}
