package userdeck_test

import (
	"strings"
	"testing"
	"testing/fstest"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/printables"
	"boardroom/printables/printtest"
	"boardroom/printables/userdeck"
)

// textDeck is one card whose rules cell is text, drawn by box (the lines of
// a box named rules) under the layout's icons.
func textDeck(t *testing.T, text, box, icons string) (*userdeck.Deck, *printables.Recorder, []printables.Page) {
	t.Helper()
	fsys := fstest.MapFS{
		"cards.csv":   {Data: []byte("name,rules\nTarot,\"" + strings.ReplaceAll(text, `"`, `""`) + "\"\n")},
		"layout.yaml": {Data: []byte("size: tarot\n" + icons + "front:\n  rules: {text: \"{{.rules}}\", " + box + "}\n")},
		"sword.png":   {Data: solid(t, red, 10, 40, "png")},
	}
	d := userdeck.Load(fsys, "deck")
	require.Empty(t, d.Problems.Errors(), "%s", d.Problems.Error())
	rec, pages := printtest.Record(t, []*printables.Component{d.Component()}, printables.DefaultOptions())
	return d, rec, pages
}

func TestAWordWiderThanTheBoxIsBrokenAndNamed(t *testing.T) {
	long := strings.Repeat("Donaudampfschiff", 4) + "fahrt"
	d, rec, pages := textDeck(t, "Take the "+long+" home.", "x: 5, y: 10, w: 40, h: 60, size: 10, min_size: 7", "")
	cut := pages[0].Placements[0].Cut
	texts := find(rec, "text", "front:cards:Tarot")
	require.NotEmpty(t, texts)
	joined := ""
	for _, o := range texts {
		r := o.Rect()
		assert.LessOrEqual(t, r.Right(), cut.X+45+1e-6, "%q runs out of its box", o.Text)
		assert.Equal(t, 10.0, o.Font.Size, "broken at the box's size: a long word does not shrink the whole text")
		joined += o.Text
	}
	assert.Equal(t, "Takethe"+long+"home.", strings.ReplaceAll(joined, " ", ""), "every letter drawn, in order")
	require.Len(t, d.Problems, 1)
	p := d.Problems[0]
	assert.Equal(t, "deck/cards.csv:2:7: warning: card \"Tarot\" (deck/cards.csv:2): box \"rules\": the word \""+long[:30]+"...\" is wider than the box (40 mm) even at 7 pt: broken across lines (at 10 pt)", p.String())
}

func TestEllipsisEndsTextThatDoesNotFit(t *testing.T) {
	d, rec, pages := textDeck(t, strings.Repeat("many words here ", 40), "x: 5, y: 10, w: 40, h: 12, size: 9, overflow: ellipsis", "")
	cut := pages[0].Placements[0].Cut
	texts := find(rec, "text", "front:cards:Tarot")
	require.NotEmpty(t, texts)
	last := texts[len(texts)-1]
	assert.True(t, strings.HasSuffix(last.Text, "…"), "%q", last.Text)
	for _, o := range texts {
		assert.LessOrEqual(t, o.Y, cut.Y+10+12, "no line below the box")
		assert.LessOrEqual(t, o.Rect().Right(), cut.X+45+1e-6, "%q is cut to the box's width", o.Text)
	}
	assert.Len(t, texts, 3, "the lines that fit 12 mm at 9 pt")
	require.Len(t, d.Problems, 1)
	assert.Contains(t, d.Problems[0].Msg, "(cut with an ellipsis)")
}

func TestJustifiedLinesFillTheBoxButTheLast(t *testing.T) {
	_, rec, pages := textDeck(t, strings.Repeat("Gain a coin and draw two cards. ", 3), "x: 5, y: 10, w: 50, h: 60, size: 10, align: justify", "")
	cut := pages[0].Placements[0].Cut
	texts := find(rec, "text", "front:cards:Tarot")
	lines := map[float64][]printables.Op{}
	var ys []float64
	for _, o := range texts {
		if _, ok := lines[o.Y]; !ok {
			ys = append(ys, o.Y)
		}
		lines[o.Y] = append(lines[o.Y], o)
	}
	require.Greater(t, len(ys), 1)
	for i, y := range ys {
		l := lines[y]
		assert.InDelta(t, cut.X+5, l[0].X, 1e-9)
		right := l[len(l)-1].Rect().Right()
		if i < len(ys)-1 {
			assert.InDelta(t, cut.X+55, right, 1e-6, "line %d reaches the right edge", i)
		} else {
			assert.Less(t, right, cut.X+54, "the last line is not stretched")
		}
	}
}

func TestSpansChangeColourSizeAndFontInsideALine(t *testing.T) {
	d, rec, _ := textDeck(t, `<span color="#c00000" size="14">+2 Actions</span> then <span font=mono>draw</span>.`, "x: 5, y: 10, w: 60, h: 30, size: 10", "")
	assert.Empty(t, d.Problems)
	texts := find(rec, "text", "front:cards:Tarot")
	require.Len(t, texts, 4)
	assert.Equal(t, "+2 Actions ", texts[0].Text, "a run keeps the space after it")
	assert.Equal(t, printables.Color{R: 0xc0}, texts[0].Color)
	assert.Equal(t, 14.0, texts[0].Font.Size)
	assert.Equal(t, "then ", texts[1].Text)
	assert.Equal(t, printables.Black, texts[1].Color)
	assert.Equal(t, 10.0, texts[1].Font.Size)
	assert.Equal(t, printables.Mono, texts[2].Font.Face)
	assert.Equal(t, texts[0].Y, texts[3].Y, "one line, one baseline")
	// Its start follows the end of the span before it and a space of its own size.
	big := printables.TextWidth("+2 Actions", texts[0].Font)
	space := printables.TextWidth(" ", printables.Font{Face: printables.Regular, Size: 10})
	assert.InDelta(t, texts[0].X+big+space, texts[1].X, 1e-9)

	// A span that shrinks with its box: at min_size, half the box's size
	// gives half the span's.
	_, rec2, _ := textDeck(t, strings.Repeat("word ", 60)+`<span size="150%">big</span>`, "x: 5, y: 10, w: 60, h: 12, size: 10, min_size: 6", "")
	found := false
	for _, o := range find(rec2, "text", "front:cards:Tarot") {
		if o.Text == "big" {
			assert.Equal(t, 9.0, o.Font.Size)
			found = true
		}
	}
	assert.True(t, found)
}

func TestMistakesInSpansAreWarnedOnTheCell(t *testing.T) {
	d, _, _ := textDeck(t, `<span colour=blu>x</span> <span weight=bold>y</span> <span size=huge>z`, "x: 5, y: 10, w: 60, h: 30", "")
	var msgs []string
	for _, p := range d.Problems {
		assert.True(t, strings.HasPrefix(p.String(), "deck/cards.csv:2:7: warning: "), p.String())
		msgs = append(msgs, p.Msg)
	}
	all := strings.Join(msgs, "\n")
	assert.Contains(t, all, `<span color="blu">: colour "blu": want #rrggbb`)
	assert.Contains(t, all, "<span weight=...>: a span sets color, size or font")
	assert.Contains(t, all, `<span size="huge">`)
	assert.Contains(t, all, "<span> without its </span>")
}

func TestIconsHaveTheirOwnSizeAndBaseline(t *testing.T) {
	icons := "icons:\n  sword: {src: sword.png, size: 1.5, raise: 0.1}\n  dot: sword.png\n"
	_, rec, _ := textDeck(t, "Hit :sword: :dot:", "x: 5, y: 10, w: 60, h: 30, size: 10", icons)
	imgs := find(rec, "image", "front:cards:Tarot")
	texts := find(rec, "text", "front:cards:Tarot")
	require.Len(t, imgs, 2)
	em := 10 * printables.PtToMM
	base := texts[0].Y
	assert.InDelta(t, 1.5*em, imgs[0].H, 1e-9)
	assert.InDelta(t, base-0.1*em, imgs[0].Y+imgs[0].H, 1e-9, "its bottom 0.1 em above the baseline")
	assert.InDelta(t, 0.9*em, imgs[1].H, 1e-9, "the default: 0.9 em")
	assert.InDelta(t, base+0.2*em, imgs[1].Y+imgs[1].H, 1e-9)
	assert.InDelta(t, imgs[0].H/4, imgs[0].W, 1e-9, "the picture's proportions")
}

func TestBadIconsAreProblems(t *testing.T) {
	fsys := fstest.MapFS{
		"cards.csv":   {Data: []byte("name\nA\n")},
		"layout.yaml": {Data: []byte("icons:\n  a: {src: s.png, size: 9}\n  b: {sice: 1}\nfront:\n  t: {text: x}\n")},
		"s.png":       {Data: solid(t, red, 4, 4, "png")},
	}
	d := userdeck.Load(fsys, "deck")
	assert.Contains(t, problemAt(t, d, "deck/layout.yaml:2:25").Msg, "size: want a number from 0.1 to 5")
	assert.Contains(t, problemAt(t, d, "deck/layout.yaml:3:7").Msg, `unknown key "sice" (did you mean "size"?)`)
	assert.Contains(t, problemAt(t, d, "deck/layout.yaml:3:6").Msg, `icon "b": needs src:`)
}
