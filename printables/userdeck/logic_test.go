package userdeck_test

import (
	"strings"
	"testing"
	"testing/fstest"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/printables"
	"boardroom/printables/userdeck"
)

func TestTemplatesCompareNumbersAsNumbersAndDoArithmetic(t *testing.T) {
	row := map[string]string{"rank": "10", "cost": "3", "bonus": "2", "type": "Action – Attack"}
	for tmpl, want := range map[string]string{
		`{{if ge .rank 9}}high{{end}}`:                  "high", // "10" >= 9 as numbers, not as texts
		`{{if lt .rank "9"}}low{{else}}not{{end}}`:      "not",
		`{{add .cost .bonus}}`:                          "5",
		`{{sub .cost 1}} {{mul .cost 2.5}} {{div 7 2}}`: "2 7.5 3.5",
		`{{mod .rank 3}}`:                               "1",
		`{{if gt (add .cost .bonus) 4}}big{{end}}`:      "big",
		`{{if contains .type "attack"}}red{{end}}`:      "red",
		`{{if eq .rank "J" "Q" "10"}}court-ish{{end}}`:  "court-ish",
		`{{if eq .cost 3.0}}three{{end}}`:               "three",
	} {
		got, err := userdeck.Expand(tmpl, row)
		require.NoError(t, err, tmpl)
		assert.Equal(t, want, got, tmpl)
	}
	_, err := userdeck.Expand(`{{add .type 1}}`, row)
	assert.ErrorContains(t, err, `add wants numbers, and "Action – Attack" is not one`)
	_, err = userdeck.Expand(`{{div 1 0}}`, row)
	assert.ErrorContains(t, err, "div by zero")
}

func TestConditionsWithContainsRangesAndTests(t *testing.T) {
	fsys := fstest.MapFS{
		"cards.csv": {Data: []byte("name,type,cost\nA,Action – Attack,1\nB,Action,4\nC,Event,7\n")},
		"layout.yaml": {Data: []byte(`size: poker
front:
  t:
    text: "{{.name}}"
    x: 5
    y: 5
    w: 50
    h: 10
    when:
      - {column: type, contains: attack, set: {color: red}}
      - {column: cost, min: 3, max: 5, set: {color: blue}}
      - {test: '{{gt (mul .cost 2) 10}}', set: {color: green}}
`)},
	}
	rec, _ := recordDeck(t, fsys, nil)
	colours := map[string]printables.Color{}
	for _, o := range rec.Find("text", 0, "front:") {
		colours[o.Text] = o.Color
	}
	assert.Equal(t, printables.Color{R: 200, G: 30, B: 30}, colours["A"], "contains, in any case")
	assert.Equal(t, printables.Color{R: 30, G: 70, B: 180}, colours["B"], "4 is from 3 to 5")
	assert.Equal(t, printables.Color{R: 30, G: 140, B: 60}, colours["C"], "7 x 2 > 10")
}

func TestCardIndexAndCopyNumber(t *testing.T) {
	fsys := fstest.MapFS{
		"cards.csv": {Data: []byte("name,count\nCoin,3\nGem,1\n")},
		"layout.yaml": {Data: []byte(`size: poker
front:
  n: {text: "{{.name}} {{._copy}}/{{._count}} #{{._index}}", x: 5, y: 5, w: 50, h: 10}
  odd: {type: rect, x: 5, y: 20, w: 5, h: 5, when: [{column: _index, is: ["1", "3"], set: {fill: black}}]}
`)},
	}
	d := load(t, fsys, "deck")
	require.Len(t, d.Cards, 4, "each copy of a card that shows its copy number is a card of its own")
	rec, _ := recordDeck(t, fsys, nil)
	var texts []string
	for _, o := range rec.Find("text", 0, "front:") {
		texts = append(texts, o.Text)
	}
	assert.Equal(t, []string{"Coin 1/3 #1", "Coin 2/3 #2", "Coin 3/3 #3", "Gem 1/1 #4"}, texts)
	assert.Len(t, rec.Find("rect", 0, "front:"), 2, "cards 1 and 3")
}

func TestRepeatAndTablesMistakesArePlaced(t *testing.T) {
	fsys := fstest.MapFS{
		"cards.csv": {Data: []byte("name,at\nA,10 10; 20\nB,1 2 3\n")},
		"layout.yaml": {Data: []byte(`size: poker
tables:
  t: {a: "x"}
  bad: [1, 2]
front:
  p: {text: "*", w: 4, h: 4, repeat: "{{.at}}"}
  q: {text: '{{table "tt" .name}}', x: 5, y: 30, w: 20, h: 5}
  r: {text: "x", when: [{colum: name, is: A}]}
  s: {text: "x", when: [{column: name, min: ten}]}
  u: {text: "x", when: [{column: name, min: 5, max: 3}]}
  v: {text: "x", when: [{column: name, contain: A}]}
  w: {text: "x", w: 4, h: 4, repeat: "10 10; 20"}
`)},
	}
	d := userdeck.Load(fsys, "deck")
	assert.Contains(t, problemAt(t, d, "deck/layout.yaml:4:8").Msg, `table "bad": want a map of key: value`)
	assert.Contains(t, problemAt(t, d, "deck/cards.csv:2:3").Msg, `card "A" (deck/cards.csv:2), box "p": repeat "10 10; 20": position "20": want x y or x y angle (mm, degrees)`)
	assert.Contains(t, problemAt(t, d, "deck/layout.yaml:7:13").Msg, `table "tt" is no table of the layout (did you mean "t"?)`)
	assert.Contains(t, problemAt(t, d, "deck/layout.yaml:8:26").Msg, `when: unknown key "colum" (did you mean "column"?)`)
	assert.Contains(t, problemAt(t, d, "deck/layout.yaml:9:45").Msg, `when min: want a number, got "ten"`)
	assert.Contains(t, problemAt(t, d, "deck/layout.yaml:10:25").Msg, `when: min 5 is more than max 3, so no value is from one to the other`)
	assert.Contains(t, problemAt(t, d, "deck/layout.yaml:11:40").Msg, `when: unknown key "contain" (did you mean "contains"?)`)
	for _, p := range d.Problems {
		assert.NotContains(t, p.Msg, "needs column", "the mistyped key is the one problem of its condition")
	}
	// Positions written out (no template) are the same on every card: one error.
	var fixed []string
	for _, p := range d.Problems {
		if strings.Contains(p.Msg, `box "w"`) {
			fixed = append(fixed, p.String())
		}
	}
	assert.Equal(t, []string{`deck/layout.yaml:12:38: error: box "w": repeat "10 10; 20": position "20": want x y or x y angle (mm, degrees)`}, fixed)
	var msgs []string
	for _, p := range d.Problems {
		msgs = append(msgs, p.String())
	}
	assert.NotContains(t, strings.Join(msgs, "\n"), `card "B" (deck/cards.csv:3), box "p"`, "1 2 3 is a position turned 3°")
}

func TestATableKeyMistypedInTheDataIsWarnedOnItsCell(t *testing.T) {
	fsys := fstest.MapFS{
		"cards.csv": {Data: []byte("rank,suit\nA,spades\nJ,club\n2,hearts\n")},
		"layout.yaml": {Data: []byte(`size: poker
tables:
  suit: {spades: S, hearts: H, clubs: C}
  pips: {A: "30 40", "2": "30 20; 30 60 180"}
front:
  idx: {text: '{{table "suit" .suit}}', x: 5, y: 5, w: 10, h: 10}
  big: {text: '{{if eq .rank "J"}}{{.rank}}{{table "suit" .suit}}{{end}}', x: 20, y: 20, w: 20, h: 20}
  pip: {text: "x", w: 5, h: 5, repeat: '{{table "pips" .rank}}'}
`)},
	}
	d := userdeck.Load(fsys, "deck")
	var warned []string
	for _, p := range d.Problems {
		if strings.Contains(p.Msg, "no key of table") {
			warned = append(warned, p.String())
		}
	}
	// One warning for the cell, though two boxes look the suit up; the
	// jack's rank is far from every key of pips, a court card on purpose.
	assert.Equal(t, []string{`deck/cards.csv:3:3: warning: suit "club" is no key of table "suit" (did you mean "clubs"?), so {{table "suit" .suit}} of deck/layout.yaml:6:15 is empty on this card`}, warned)
}
