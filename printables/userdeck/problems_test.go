package userdeck_test

import (
	"image/color"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/phrase/msg"
	"boardroom/printables"
	"boardroom/printables/printtest"
	"boardroom/printables/userdeck"
)

// problemAt finds the problem at file:line:col.
func problemAt(t *testing.T, d *userdeck.Deck, where string) userdeck.Problem {
	t.Helper()
	for _, p := range d.Problems {
		if strings.HasPrefix(p.String(), where+": ") {
			return p
		}
	}
	require.Failf(t, "no problem at "+where, "problems:\n%s", d.Problems.Error())
	return userdeck.Problem{}
}

const goodLayout = `size: poker
front:
  title:
    text: "{{.name}}"
    x: 5
    y: 5
    w: 50
    h: 10
`

func TestEveryProblemIsListedWithFileLineAndColumn(t *testing.T) {
	fsys := fstest.MapFS{
		"cards.csv": {Data: []byte("name,cost,art,count,back\nSpark,1,art/spark.png,2,\nSurge,2,art/surge.png,many,fancy\n")},
		"layout.yaml": {Data: []byte(`size: pokr
fonts:
  Fancy: fonts/missing.ttf
backs:
  plain:
    bg: {fill: "#123456"}
front:
  title:
    text: "Cost {{.cots}} for {{.name}}"
    x: 5
    y: 5
    w: 50
    h: 10
    sise: 12
  art:
    type: image
    src: "{{.art}}"
    x: 5
    y: 20
    w: 50
    h: 30
  band:
    extend: titel
  tag:
    type: text
    text: x
    align: middel
    font: Fancy
    when:
      - column: typ
        is: Action
        set: {color: "#ff0000"}
`)},
		"art/spark.png": {Data: []byte("not a picture")},
	}
	d := userdeck.Load(fsys, "deck")
	assert.Contains(t, problemAt(t, d, "deck/layout.yaml:1:7").Msg, `unknown card size "pokr" (did you mean "poker"?)`)
	assert.Contains(t, problemAt(t, d, "deck/layout.yaml:3:10").Msg, "no font file at deck/fonts/missing.ttf")
	// The unknown column is named where it is written in the template.
	p := problemAt(t, d, "deck/layout.yaml:9:19")
	assert.Contains(t, p.Msg, `no column "cots" in the data (did you mean "cost"?)`)
	assert.Contains(t, problemAt(t, d, "deck/layout.yaml:14:5").Msg, `unknown property "sise" (did you mean "size"?)`)
	assert.Contains(t, problemAt(t, d, "deck/layout.yaml:23:13").Msg, `extend "titel" names no box (did you mean "title"?)`)
	assert.Contains(t, problemAt(t, d, "deck/layout.yaml:27:12").Msg, `align "middel"`)
	assert.Contains(t, problemAt(t, d, "deck/layout.yaml:30:17").Msg, `no column "typ" in the data`)
	// Data problems are at their cells; a missing picture names the path looked for.
	assert.Contains(t, problemAt(t, d, "deck/cards.csv:2:9").Msg, "deck/art/spark.png: not a PNG or JPEG picture")
	assert.Contains(t, problemAt(t, d, "deck/cards.csv:3:9").Msg, "no picture at deck/art/surge.png")
	assert.Contains(t, problemAt(t, d, "deck/cards.csv:3:23").Msg, `count "many": want a whole number`)
	assert.Contains(t, problemAt(t, d, "deck/cards.csv:3:28").Msg, `back "fancy": the layout's backs: has no such back`)
	assert.NotEmpty(t, d.Problems.Errors())
	assert.Error(t, d.Err(false))
}

func TestOverflowIsAWarningPerCardAndBox(t *testing.T) {
	fsys := fstest.MapFS{
		"cards.csv": {Data: []byte("name,rules\nShort,Fine.\nLong," + strings.Repeat("many words again ", 60) + "\n")},
		"layout.yaml": {Data: []byte(goodLayout + `  rules:
    text: "{{.rules}}"
    x: 5
    y: 20
    w: 50
    h: 20
    size: 10
    min_size: 7
`)},
	}
	d := userdeck.Load(fsys, "deck")
	require.NoError(t, d.Err(false), "a warning does not stop printing")
	require.Len(t, d.Problems, 1)
	p := d.Problems[0]
	assert.True(t, p.Warning)
	assert.Equal(t, "deck/cards.csv", p.File)
	assert.Equal(t, 3, p.Line)
	assert.Equal(t, 6, p.Col, "the cell of the rules, the one column the text shows")
	assert.Contains(t, p.Msg, `card "Long"`)
	assert.Contains(t, p.Msg, `text of box "rules" does not fit in 50 x 20 mm even at 7 pt`)
	assert.Error(t, d.Err(true), "--strict makes it an error")
	// Short text keeps its full size; the long one is drawn at the minimum, never cut.
	comp := d.Component()
	rec, _ := printtest.Record(t, []*printables.Component{comp}, printables.DefaultOptions())
	short := find(rec, "text", "front:cards:Short")
	require.Len(t, short, 2)
	assert.InDelta(t, 10, short[1].Font.Size, 1e-9)
	long := find(rec, "text", "front:cards:Long")
	words := 0
	for _, op := range long[1:] {
		assert.InDelta(t, 7, op.Font.Size, 1e-9)
		words += len(strings.Fields(op.Text))
	}
	assert.Equal(t, 180, words, "every word is drawn")
}

func TestDataFromCSVAndYAMLJoined(t *testing.T) {
	fsys := fstest.MapFS{
		"a.csv":  {Data: []byte("\xef\xbb\xbfname;count\r\nOne;2\r\n;\r\nTwo;\r\n")},
		"b.yaml": {Data: []byte("- name: Three\n  count: 3\n  extra: yes\n- {name: Four, count: 0}\n")},
		"layout.yaml": {Data: []byte(goodLayout + `  extra:
    text: "{{.extra}}"
    x: 5
    y: 30
    w: 50
    h: 10
`)},
	}
	d := userdeck.Load(fsys, "deck")
	require.NoError(t, d.Err(true), "%s", d.Problems.Error())
	var got []string
	for _, c := range d.Cards {
		got = append(got, c.Title+"x"+string(rune('0'+c.Count)))
	}
	assert.Equal(t, []string{"Onex2", "Twox1", "Threex3"}, got, "BOM and semicolons read, empty rows and count 0 skipped, files joined in name order")
	assert.Equal(t, []string{"name", "count", "extra"}, d.Table.Columns)
	assert.Equal(t, 6, d.Component().Total())
}

func TestDataListedInTheLayoutAndPerCardBacks(t *testing.T) {
	fsys := fstest.MapFS{
		"x.csv":       {Data: []byte("name,back\nA,\nB,gold\n")},
		"ignored.csv": {Data: []byte("this,is,not,read\n")},
		"layout.yaml": {Data: []byte("data: [x.csv]\n" + goodLayout + `back:
  bg: {type: rect, bleed: true, fill: "#000000"}
backs:
  gold:
    bg: {type: rect, bleed: true, fill: "#ffcc00"}
`)},
	}
	d := userdeck.Load(fsys, "deck")
	require.NoError(t, d.Err(true), "%s", d.Problems.Error())
	require.Len(t, d.Cards, 2)
	assert.Equal(t, "", d.Cards[0].BackName)
	assert.Equal(t, "gold", d.Cards[1].BackName)
	img, err := d.SideImage(d.Cards[1], true, 50, 0)
	require.NoError(t, err)
	c := img.RGBAAt(60, 80)
	assert.Equal(t, [3]uint8{255, 204, 0}, [3]uint8{c.R, c.G, c.B}, "card B has the gold back")
	img, err = d.SideImage(d.Cards[0], true, 50, 0)
	require.NoError(t, err)
	c = img.RGBAAt(60, 80)
	assert.Equal(t, [3]uint8{0, 0, 0}, [3]uint8{c.R, c.G, c.B}, "card A has the deck's back")
}

func TestCardSizesByNameAndInMM(t *testing.T) {
	for in, want := range map[string][2]float64{"poker": {63.5, 88.9}, "Mini Euro": {44, 68}, "square 70": {70, 70},
		"tarot": {70, 120}, "bridge": {57.15, 88.9}, "63 x 88": {63, 88}, "50x50mm": {50, 50}} {
		fsys := fstest.MapFS{"c.csv": {Data: []byte("name\nA\n")}, "layout.yaml": {Data: []byte(strings.Replace(goodLayout, "poker", in, 1))}}
		d := userdeck.Load(fsys, "deck")
		require.NoError(t, d.Err(false), in)
		assert.Equal(t, want, [2]float64{d.Layout.Size.W, d.Layout.Size.H}, in)
	}
}

func TestExpand(t *testing.T) {
	row := map[string]string{"Name": "Spark", "Cost": "2", "Empty": ""}
	for in, want := range map[string]string{
		"{{.Name}} costs {{.Cost}}":         "Spark costs 2",
		"{{upper .Name}}":                   "SPARK",
		"{{if .Empty}}yes{{else}}no{{end}}": "no",
		"{{.Missing}}":                      "",
		"plain text":                        "plain text",
	} {
		got, err := userdeck.Expand(in, row)
		require.NoError(t, err, in)
		assert.Equal(t, want, got, in)
	}
	_, err := userdeck.Expand("{{.Name", row)
	assert.Error(t, err)
}

func TestCSVQuotingMistakesSayHowToFixThem(t *testing.T) {
	d := userdeck.Load(fstest.MapFS{"cards.csv": {Data: []byte("name,rules\nA,He said \"hi\"\n")}, "layout.yaml": {Data: []byte(goodLayout)}}, "deck")
	assert.Contains(t, d.Problems.Error(), `deck/cards.csv:2:11: error: bare " in non-quoted-field: a cell with a quote in it is written in quotes`)
	d = userdeck.Load(fstest.MapFS{"cards.csv": {Data: []byte("name,rules\nA,\"never closed\n")}, "layout.yaml": {Data: []byte(goodLayout)}}, "deck")
	assert.Contains(t, d.Problems.Error(), "deck/cards.csv:2:3: error: a quoted cell is not closed: its quote opens here (a missing")
	// On the line where the quote opens, not where the file ran out.
	d = userdeck.Load(fstest.MapFS{"cards.csv": {Data: []byte("name,rules\nA,\"fine \"\"quoted\"\"\nand on\"\nB,x\nC,\"open,here\nD,y\nE,z\n")}, "layout.yaml": {Data: []byte(goodLayout)}}, "deck")
	assert.Equal(t, "deck/cards.csv:5:3: error: a quoted cell is not closed: its quote opens here, so it runs on to line 7 (a missing \" before the end of the cell?)", d.Problems.Error())
	// A closing quote forgotten before a later quoted cell: the csv package
	// stops on the later line, where the wrong cell's quote closes; the
	// mistake is the quote that opened it.
	d = userdeck.Load(fstest.MapFS{"cards.csv": {Data: []byte("name,rules\nA,\"open here,1\nB,\"fine\"\nC,z\n")}, "layout.yaml": {Data: []byte(goodLayout)}}, "deck")
	assert.Equal(t, "deck/cards.csv:2:3: error: a quoted cell is not closed: its quote opens here, so it runs on to line 3 (a missing \" before the end of the cell?)", d.Problems.Error())
	// A stray character after a closing quote on the same line stays where it is.
	d = userdeck.Load(fstest.MapFS{"cards.csv": {Data: []byte("name,rules\nA,\"x\"y\n")}, "layout.yaml": {Data: []byte(goodLayout)}}, "deck")
	assert.Equal(t, "deck/cards.csv:2:5: error: extraneous or missing \" in quoted-field: a quoted cell is not closed (a missing \" before the end of the cell?)", d.Problems.Error())
}

func TestYAMLProblemsArePlaced(t *testing.T) {
	d := userdeck.Load(fstest.MapFS{
		"cards.yaml":  {Data: []byte("- name: A\n  tags: [x, y]\n- just text\n- name: B\n  name: C\n")},
		"layout.yaml": {Data: []byte(goodLayout)},
	}, "deck")
	msg := d.Problems.Error()
	assert.Contains(t, msg, `deck/cards.yaml:2:9: error: column "tags": want a single value`)
	assert.Contains(t, msg, `deck/cards.yaml:3:3: error: a card is a map of column: value`)
	assert.Contains(t, msg, `deck/cards.yaml:5:3: error: column "name" appears twice in this card`)

	d = userdeck.Load(fstest.MapFS{"cards.csv": {Data: []byte("name\nA\n")}, "layout.yaml": {Data: []byte("size: poker\nfront:\n  a: {text: x\n")}}, "deck")
	require.Len(t, d.Problems, 1)
	assert.Equal(t, "deck/layout.yaml", d.Problems[0].File)
	assert.Positive(t, d.Problems[0].Line)
}

// A column with a space in its name is written {{index . "Card type"}}: a
// misspelled one gets the same "did you mean" as {{.name}}, and the field
// form the user tries first is answered with the way to write it.
func TestColumnsWithASpaceInTheirName(t *testing.T) {
	layout := "size: poker\nfront:\n  a: {text: \"{{index . \\\"Card typ\\\"}}\", x: 5, y: 5, w: 50, h: 10}\n  b: {text: \"{{.Card type}}\", x: 5, y: 20, w: 50, h: 10}\n  c: {text: \"{{index . \\\"Card type\\\"}}\", x: 5, y: 35, w: 50, h: 10}\n"
	d := userdeck.Load(fstest.MapFS{
		"cards.csv":   {Data: []byte("name,Card type\nA,Action\n")},
		"layout.yaml": {Data: []byte(layout)},
	}, "deck")
	require.Len(t, d.Problems, 2, d.Problems.Error())
	assert.Contains(t, problemAt(t, d, "deck/layout.yaml:3:24").Msg, `no column "Card typ" in the data (did you mean "Card type"?)`)
	assert.Contains(t, problemAt(t, d, "deck/layout.yaml:4:13").Msg, `(a column whose name has a space is {{index . "Card type"}})`)

	got, err := userdeck.Expand(`{{index . "Card type"}}`, map[string]string{"Card type": "Action"})
	require.NoError(t, err)
	assert.Equal(t, "Action", got)
}

// The YAML parser names the line where the enclosing map starts; the problem
// is placed on the line with the mistake, at its first character, in our
// words (not the parser's "token" and "expected key").
func TestYAMLSyntaxErrorsAreOnTheLineWithTheMistake(t *testing.T) {
	for layout, where := range map[string]string{
		"size: poker\nfront:\n  bg: {fill: red}\n  title: {text: x}\n   cost: {text: y}\n  z: {text: z}\n": "deck/layout.yaml:5:4: error: the indentation does not match the lines before",
		"size: poker\nfront:\n  bg: {fill: red}\n  a: {text: x, x: 3\n  b: {text: y}\n":                    "deck/layout.yaml:4:3: error: a mapping in curly brackets is not closed: a ',' or the closing bracket is missing",
		"size: poker\nfront:\n  bg: {fill: red}\n  a: {text: x}}\n":                                        "deck/layout.yaml:4:3: error: the indentation does not match the lines before",
		"size: poker\nfront:\n  a:\n\ttext: x\n":                                                           "deck/layout.yaml:4:1: error: a tab in the indentation (column 1): indent with spaces",
	} {
		d := userdeck.Load(fstest.MapFS{"cards.csv": {Data: []byte("name\nA\n")}, "layout.yaml": {Data: []byte(layout)}}, "deck")
		require.Len(t, d.Problems, 1, layout)
		assert.Equal(t, where, d.Problems[0].String(), layout)
	}
	d := userdeck.Load(fstest.MapFS{
		"cards.yaml":  {Data: []byte("- name: A\n  cost: 1\n- name: B\n   cost: 2\n")},
		"layout.yaml": {Data: []byte(goodLayout)},
	}, "deck")
	require.Len(t, d.Problems, 1)
	assert.Equal(t, "deck/cards.yaml:4:4: error: a ': ' where no key may stand: put a text with ': ' in quotes", d.Problems[0].String())
}

// A wrong colour written in the layout is one problem, not one per card; a
// colour from a column is named at the card's cell.
func TestAWrongColourInTheLayoutIsOneProblem(t *testing.T) {
	d := userdeck.Load(fstest.MapFS{
		"cards.csv":   {Data: []byte("name,ink\nA,red\nB,#12\nC,blue\n")},
		"layout.yaml": {Data: []byte("size: poker\nfront:\n  bg: {type: rect, fill: \"#22\"}\n  t: {text: x, color: \"{{.ink}}\", x: 5, y: 5, w: 50, h: 10}\n")},
	}, "deck")
	require.Len(t, d.Problems, 2, d.Problems.Error())
	assert.Equal(t, `box "bg", fill: colour "#22": want #rrggbb, #rgb, none or a name (black, white, grey, red, green, blue, yellow, orange, purple, brown)`, problemAt(t, d, "deck/layout.yaml:3:26").Msg)
	assert.Contains(t, problemAt(t, d, "deck/cards.csv:3:3").Msg, `card "B" (deck/cards.csv:3), box "t", color: colour "#12"`)
}

// ":coins:" when the layout's icon is "coin" would print the word between
// colons: a warning at the card's cell, with "did you mean". Times, ratios,
// an escaped colon and a colon before a space are plain text.
func TestAnUnknownIconIsAWarning(t *testing.T) {
	layout := "size: poker\nicons:\n  coin: coin.png\nfront:\n  rules: {text: \"{{.rules}}\", x: 5, y: 5, w: 50, h: 30}\n"
	d := userdeck.Load(fstest.MapFS{
		"cards.csv":   {Data: []byte("name,rules\nA,Pay :coins: at 10:30. Ratio 2:1. See: this. \\:not: :coin:\nB,Pay :coin::coin:.\n")},
		"layout.yaml": {Data: []byte(layout)},
		"coin.png":    {Data: solid(t, color.RGBA{200, 150, 0, 255}, 8, 8, "png")},
	}, "deck")
	require.Len(t, d.Problems, 1, d.Problems.Error())
	p := problemAt(t, d, "deck/cards.csv:2:3")
	assert.True(t, p.Warning)
	assert.Contains(t, p.Msg, `card "A" (deck/cards.csv:2), box "rules": :coins: is no icon of the layout (did you mean "coin"?), so it prints as text (icons: coin; write \: for a colon)`)
}

// A sheet exported with empty columns at its right ("name,cost,,") reads as
// its named columns; a value in an unnamed column is still an error, and so
// is an empty name between two named columns.
func TestTrailingEmptyColumnsOfASpreadsheetAreIgnored(t *testing.T) {
	load := func(csv string) *userdeck.Deck {
		return userdeck.Load(fstest.MapFS{"cards.csv": {Data: []byte(csv)}, "layout.yaml": {Data: []byte(goodLayout)}}, "deck")
	}
	d := load("\ufeffname;cost;;\r\nA;1;;\r\nB;2;;\r\n;;;\r\n")
	require.Empty(t, d.Problems, d.Problems.Error())
	assert.Len(t, d.Cards, 2)

	d = load("name,cost,,\nA,1,,oops\n")
	assert.Equal(t, `value "oops" in column 4, which the header does not name`, problemAt(t, d, "deck/cards.csv:2:6").Msg)
	d = load("name,,cost\nA,1,2\n")
	assert.Equal(t, "column 2 has no name in the header line", problemAt(t, d, "deck/cards.csv:1:6").Msg)
}

// A picture or font named in another case than its file (a deck made where
// case does not matter) or a letter off gets a "did you mean" with the path.
func TestAMissingFileSuggestsTheNearestFileOfItsFolder(t *testing.T) {
	d := userdeck.Load(fstest.MapFS{
		"cards.csv":        {Data: []byte("name,art\nA,art/dragon.jpg\nB,art/knigt.png\nC,art/nothing-like-it.png\n")},
		"layout.yaml":      {Data: []byte(goodLayout + "  art: {type: image, src: \"{{.art}}\", x: 5, y: 20, w: 40, h: 30}\nfonts:\n  Fancy: fonts/fancy.ttf\n")},
		"art/Dragon.JPG":   {Data: solid(t, color.RGBA{200, 0, 0, 255}, 4, 4, "jpeg")},
		"art/knight.png":   {Data: solid(t, color.RGBA{0, 200, 0, 255}, 4, 4, "png")},
		"fonts/Fancy.ttf":  {Data: []byte("not read")},
		"fonts/README.txt": {Data: []byte("x")},
	}, "deck")
	assert.Contains(t, problemAt(t, d, "deck/cards.csv:2:3").Msg, `no picture at deck/art/dragon.jpg (not found) (did you mean "art/Dragon.JPG"?)`)
	assert.Contains(t, problemAt(t, d, "deck/cards.csv:3:3").Msg, `no picture at deck/art/knigt.png (not found) (did you mean "art/knight.png"?)`)
	assert.True(t, strings.HasSuffix(problemAt(t, d, "deck/cards.csv:4:3").Msg, "no picture at deck/art/nothing-like-it.png (not found)"))
	assert.Contains(t, d.Problems.Error(), `font "Fancy": no font file at deck/fonts/fancy.ttf (not found) (did you mean "fonts/Fancy.ttf"?)`)
}

// A tab in a layout's indentation is said as a tab, in the table's
// language, without the YAML library's words.
func TestATabInTheLayoutIsSaidInTheTablesLanguage(t *testing.T) {
	d := userdeck.Load(fstest.MapFS{"cards.csv": {Data: []byte("name\nA\n")}, "layout.yaml": {Data: []byte("size: poker\nfront:\n\tt: {text: x}\n")}}, "deck")
	require.Len(t, d.Problems, 1)
	assert.Equal(t, "deck/layout.yaml:3:1: Fehler: ein Tabulator in der Einrückung (Spalte 1): rück mit Leerzeichen ein", d.Problems[0].In(msg.DE).String())
	assert.Equal(t, "deck/layout.yaml:3:1: error: a tab in the indentation (column 1): indent with spaces", d.Problems[0].In(msg.EN).String())
}
