package printables_test

import (
	"boardroom/printables"
	"boardroom/printables/printtest"
	rigsprint "boardroom/printables/rigs"
	"math"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"
)

// placementAt finds the placement of a page whose bleed holds the point.
func placementAt(p printables.Page, x, y float64) *printables.Placement {
	for i := range p.Placements {
		b := p.Placements[i].Bleed
		if x >= b.X-1e-6 && x <= b.Right()+1e-6 && y >= b.Y-1e-6 && y <= b.Bottom()+1e-6 {
			return &p.Placements[i]
		}
	}
	return nil
}

// Backs bleed to the cut: each back's background covers its whole bleed
// area, and no outline (a frame) runs near the edge of a back, where a
// duplex drift would show.
func TestBacksBleedToTheCutWithoutAFrame(t *testing.T) {
	const keep = 6.0 // mm: no outline closer than this to a back's edge
	for game, comps := range allSets(t) {
		for _, bleed := range []float64{0, 2} {
			o := printtest.Options(func(o *printables.Options) { o.BacksAsked, o.Bleed = true, bleed })
			rec, pages := printtest.Record(t, comps, o)
			for i, p := range pages {
				if p.Kind != printables.BacksPage || p.Comp.FullPage {
					continue // a two-sided sheet's back is a page of its own, not a card back
				}
				covered := map[*printables.Placement]bool{}
				for _, op := range rec.Ops {
					if op.Page != i+1 || !strings.HasPrefix(op.Group, "back:") {
						continue
					}
					r := op.Rect()
					pl := placementAt(p, r.X+r.W/2, r.Y+r.H/2)
					require.NotNil(t, pl, "%s page %d: %s drawn outside every back", game, i+1, op.Kind)
					if op.Style.Fill != nil && (op.Kind == "rect" || op.Kind == "circle") && r.Contains(pl.Bleed) {
						covered[pl] = true
					}
					if op.Style.Stroke != nil && op.Kind != "line" && !pl.Comp.Disc {
						d := math.Min(math.Min(r.X-pl.Cut.X, pl.Cut.Right()-r.Right()), math.Min(r.Y-pl.Cut.Y, pl.Cut.Bottom()-r.Bottom()))
						assert.GreaterOrEqual(t, d, keep, "%s page %d: an outline %.1f mm from the edge of the back of %s", game, i+1, d, pl.Item.Title)
					}
				}
				for j := range p.Placements {
					pl := &p.Placements[j]
					if pl.Comp.Disc {
						continue // a disc's background is the circle of its bleed: checked by the disc tests
					}
					assert.True(t, covered[pl], "%s page %d: the back of %s does not cover its bleed %s", game, i+1, pl.Item.Title, pl.Bleed)
				}
			}
		}
	}
}

// The Corporate Warfare sheet names the rulings in table words, not a path.
func TestReferenceSheetHasNoRepositoryPath(t *testing.T) {
	for game, comps := range allSets(t) {
		rec, _ := printtest.Record(t, comps, printables.DefaultOptions())
		for _, op := range rec.Find("text", 0, "") {
			low := strings.ToLower(op.Text)
			for _, bad := range []string{"docs/", ".md", "rulings.md"} {
				assert.NotContains(t, low, bad, "%s page %d: %q", game, op.Page, op.Text)
			}
		}
	}
	ref := printtest.ByID(t, cwComponents(t), "reference")
	rec, _ := printtest.Record(t, []*printables.Component{ref}, printables.DefaultOptions())
	txt := printtest.TextOf(rec, "front:reference:Reference sheet")
	assert.Contains(t, txt, "RULINGS")
	assert.Contains(t, txt, "Boardroom documentation")
}

// Every plot front has a write-in "#__" box: a box in the header holding a
// "#" and a line to write on, clear of every other text and of the body.
func TestPlotFrontsHaveANumberBox(t *testing.T) {
	for _, ink := range []bool{false, true} {
		o := printtest.Options(func(o *printables.Options) { o.InkSaver = ink })
		rec, pages := printtest.Record(t, []*printables.Component{component(t, "plots")}, o)
		fronts := 0
		for i, p := range pages {
			if p.Kind != printables.FrontsPage {
				continue
			}
			for _, pl := range p.Placements {
				fronts++
				box := rigsprint.PlotNumberBox(pl.Cut)
				require.True(t, pl.Cut.Inset(2).Contains(box), "the box lies on the card, 2 mm from its edge")
				var frame, hash, line int
				for _, op := range rec.Ops {
					if op.Page != i+1 || op.Group != "front:plots:"+pl.Item.Title {
						continue
					}
					r := op.Rect()
					if !pl.Cut.Contains(r) {
						continue // another card of the same type
					}
					switch {
					case op.Kind == "rrect" && near(r.X, box.X) && near(r.Y, box.Y) && near(r.W, box.W) && near(r.H, box.H):
						frame++
						require.NotNil(t, op.Style.Stroke, "the box is outlined")
					case op.Kind == "text" && op.Text == "#":
						hash++
						assert.True(t, box.Contains(r), "# inside the box")
						assert.GreaterOrEqual(t, op.Font.Size, 10.0)
					case op.Kind == "line" && box.Contains(r):
						line++
						assert.GreaterOrEqual(t, r.W, 10.0, "room to write #27 by hand")
						assert.Zero(t, r.H, "a level line")
					case op.Kind == "text":
						assert.False(t, r.Intersects(box), "%q runs into the number box", op.Text)
					case op.Kind == "rrect" || op.Kind == "rect":
						if r.W < pl.Cut.W-1 { // not the background
							assert.False(t, r.Intersects(box), "a panel %s under the number box", r)
						}
					}
				}
				assert.Equal(t, 1, frame, "one box on %s", pl.Item.Title)
				assert.Equal(t, 1, hash)
				assert.Equal(t, 1, line)
			}
		}
		assert.Equal(t, 27, fronts)
	}
}

// Big numbers are set in a face whose zero has no slash (it read as "Ø").
func TestBigNumeralsHaveAPlainZero(t *testing.T) {
	big := 0
	for game, comps := range allSets(t) {
		rec, _ := printtest.Record(t, comps, printtest.Options(func(o *printables.Options) { o.BacksAsked = true }))
		for _, op := range rec.Find("text", 0, "") {
			if op.Font.Size >= printables.BigNumeralPt && strings.Contains(op.Text, "0") {
				big++
				assert.Contains(t, []printables.FontFace{printables.Numerals, printables.NumeralsRegular}, op.Font.Face, "%s page %d: %q at %.1f pt", game, op.Page, op.Text, op.Font.Size)
			}
		}
	}
	assert.Greater(t, big, 100, "survey yields, market prices, bills, coins")
	rec, _ := printtest.Record(t, []*printables.Component{component(t, "surveys")}, printables.DefaultOptions())
	zeros := 0
	for _, op := range rec.Find("text", 0, "front:surveys:Yield 0") {
		if op.Text == "0" {
			zeros++
			assert.Equal(t, printables.Numerals, op.Font.Face)
		}
	}
	assert.Equal(t, 9, zeros)
}

// The numeral faces are Go Regular and Bold whose "0" is the fonts' own
// unslashed zero, at the same width.
func TestNumeralFacesDrawTheUnslashedZero(t *testing.T) {
	for face, base := range map[printables.FontFace]printables.FontFace{printables.Numerals: printables.Bold, printables.NumeralsRegular: printables.Regular} {
		nd, _ := printables.BuiltinFont(face)
		nf, err := sfnt.Parse(nd)
		require.NoError(t, err)
		bd, _ := printables.BuiltinFont(base)
		bf, err := sfnt.Parse(bd)
		require.NoError(t, err)
		var buf sfnt.Buffer
		outline := func(f *sfnt.Font, gi sfnt.GlyphIndex) sfnt.Segments {
			segs, err := f.LoadGlyph(&buf, gi, fixed.I(1000), nil)
			require.NoError(t, err)
			return append(sfnt.Segments(nil), segs...)
		}
		zero, err := nf.GlyphIndex(&buf, '0')
		require.NoError(t, err)
		empty := -1
		for i := 0; i < bf.NumGlyphs(); i++ {
			if name, _ := bf.GlyphName(&buf, sfnt.GlyphIndex(i)); name == "zero.empty" {
				empty = i
			}
		}
		require.Positive(t, empty)
		bzero, _ := bf.GlyphIndex(&buf, '0')
		assert.Equal(t, outline(bf, sfnt.GlyphIndex(empty)), outline(nf, zero), "%s: 0 is zero.empty", face)
		assert.NotEqual(t, outline(bf, bzero), outline(nf, zero), "%s: 0 is not the slashed zero", face)
		one, _ := nf.GlyphIndex(&buf, '1')
		bone, _ := bf.GlyphIndex(&buf, '1')
		assert.Equal(t, outline(bf, bone), outline(nf, one), "%s: other glyphs unchanged", face)
		assert.InDelta(t, printables.TextWidth("1000", printables.Font{base, 40}), printables.TextWidth("1000", printables.Font{face, 40}), 1e-9)
	}
	assert.Equal(t, printables.Bold, printables.NumeralFace(printables.Bold, "10", printables.BigNumeralPt-1), "small text keeps its face")
	assert.Equal(t, printables.Bold, printables.NumeralFace(printables.Bold, "15", 40), "no zero, no change")
}

// Disaster, Safe! and the player aid's back use their space: the fitted
// text is larger than the old 8-8.5 pt maximum and still inside the body.
func TestRoomyFacesFitLargerText(t *testing.T) {
	for _, tc := range []struct{ comp, group string }{
		{"disasters", "front:disasters:Safe!"}, {"disasters", "front:disasters:Theft!"},
		{"disasters", "front:disasters:Infestation!"}, {"aid", "back:aid:Player aid"},
	} {
		rec, pages := printtest.Record(t, []*printables.Component{component(t, tc.comp)}, printables.DefaultOptions())
		body := 0
		for _, op := range rec.Ops {
			if op.Kind != "text" || op.Group != tc.group || op.Font.Face != printables.Regular {
				continue
			}
			body++
			assert.Greater(t, op.Font.Size, 9.0, "%s: %q", tc.group, op.Text)
			pl := placementAt(pages[op.Page-1], op.X, op.Y)
			require.NotNil(t, pl)
			inside := printables.Rect{X: pl.Cut.X + 3, Y: pl.Cut.Y + 11, W: pl.Cut.W - 6, H: pl.Cut.H - 14}
			assert.True(t, inside.Contains(op.Rect()), "%s: %q outside the body", tc.group, op.Text)
		}
		assert.NotZero(t, body, tc.group)
	}
}
