package printables_test

import (
	"boardroom/fuzzcheck"
	"boardroom/printables"
	"boardroom/printables/printtest"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// mixes are the component mixes of a set: each component alone, each with
// the one after it (a one-sided page between two decks), and all together.
func mixes(comps []*printables.Component) map[string][]*printables.Component {
	out := map[string][]*printables.Component{"all": comps}
	for i, c := range comps {
		out[c.ID] = []*printables.Component{c}
		if i+1 < len(comps) {
			out[c.ID+"+"+comps[i+1].ID] = []*printables.Component{c, comps[i+1]}
		}
	}
	return out
}

// sideTitles are the distinct "front:..."/"back:..." groups the recorder saw
// on a page, without the side.
func sideTitles(rec *printables.Recorder, page int, side string) []string {
	var out []string
	for _, op := range rec.Ops {
		if op.Page == page && strings.HasPrefix(op.Group, side+":") {
			out = append(out, strings.TrimPrefix(op.Group, side+":"))
		}
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// turnOver is where a rectangle of a back page lies on its front page once
// the printer's offset is taken back and the sheet turned over: over a
// vertical edge (the long edge of a portrait sheet, the short edge of a
// landscape one) x becomes W - x, over a horizontal edge y becomes H - y.
// It is written from the physical turn, not from the engine's code.
func turnOver(r printables.Rect, back printables.Page, o printables.Options) printables.Rect {
	r.X -= o.BackOffset[0]
	r.Y -= o.BackOffset[1]
	portrait := back.W <= back.H
	overVertical := portrait == (o.Flip != printables.ShortEdge)
	if overVertical {
		return printables.Rect{X: back.W - r.X - r.W, Y: r.Y, W: r.W, H: r.H}
	}
	return printables.Rect{X: r.X, Y: back.H - r.Y - r.H, W: r.W, H: r.H}
}

// assertSheetTrue checks a duplex file sheet by sheet: page 2k is the back
// of page 2k-1. A backs page holds, mirrored for a long-edge flip, the backs
// of exactly the items of its fronts page; a one-sided page is followed by a
// blank page (or, with OneSidedLast, comes after every pair); one-sided pages
// never shift the parity of the pages after them.
func assertSheetTrue(t *testing.T, pages []printables.Page, rec *printables.Recorder, o printables.Options) {
	t.Helper()
	require.Len(t, rec.Pages, len(pages))
	tail := false // with OneSidedLast: the one-sided pages have begun
	for i := 0; i < len(pages); i++ {
		p, n := pages[i], i+1
		if tail {
			require.False(t, p.IsBack(), "page %d: a back page among the one-sided pages at the end", n)
			require.True(t, p.Kind == printables.SheetPage || p.Kind == printables.TilePage || p.Kind == printables.FrontsPage && !p.Comp.PrintsBack(o), "page %d (%s): a two-sided page after the one-sided ones", n, p.Kind)
			assert.Empty(t, sideTitles(rec, n, "back"), "page %d", n)
			continue
		}
		require.Equal(t, 1, n%2, "page %d (%s) should begin sheet %d", n, p.Kind, (n+1)/2)
		require.False(t, p.IsBack(), "page %d is a back on the front of a sheet", n)
		// A full page with a back of its own (a two-sided sheet) is followed
		// by its backs page like a deck's fronts.
		sheetWithBack := p.Kind == printables.SheetPage && i+1 < len(pages) && pages[i+1].Kind == printables.BacksPage
		twoSided := p.Kind == printables.CalibrationPg || p.Kind == printables.FrontsPage && p.Comp.PrintsBack(o) || sheetWithBack
		if !twoSided && o.OneSidedLast {
			tail = true
			assert.Empty(t, sideTitles(rec, n, "back"), "page %d", n)
			continue
		}
		require.Less(t, i+1, len(pages), "page %d (%s) is the last page but has no back", n, p.Kind)
		b := pages[i+1]
		i++
		switch {
		case p.Kind == printables.CalibrationPg:
			require.Equal(t, printables.CalibrationBck, b.Kind, "page %d", n+1)
		case twoSided:
			require.Equal(t, printables.BacksPage, b.Kind, "page %d must hold the backs of page %d", n+1, n)
			require.Same(t, p.Comp, b.Comp)
			require.Len(t, b.Placements, len(p.Placements))
			for j, f := range p.Placements {
				bk := b.Placements[j]
				require.Same(t, f.Item, bk.Item, "page %d, place %d", n+1, j)
				assert.True(t, bk.Back)
				// Turned over with the sheet (and shifted back by the
				// printer's offset), the back covers its front exactly.
				turned := turnOver(bk.Cut, b, o)
				assert.InDelta(t, f.Cut.X, turned.X, 1e-9, "page %d: %s not behind its front", n+1, f.Item.Title)
				assert.InDelta(t, f.Cut.Y, turned.Y, 1e-9, "page %d: %s not behind its front", n+1, f.Item.Title)
				assert.InDelta(t, f.Cut.W, turned.W, 1e-9)
				assert.InDelta(t, f.Cut.H, turned.H, 1e-9)
			}
			// What was drawn: the same items on both sides of the sheet.
			assert.Equal(t, sideTitles(rec, n, "front"), sideTitles(rec, n+1, "back"), "sheet %d", (n+1)/2)
			assert.Empty(t, sideTitles(rec, n+1, "front"), "page %d", n+1)
		default:
			require.Equal(t, printables.BlankPage, b.Kind, "page %d (%s, one-sided) must be followed by a blank back", n, p.Kind)
			assert.Equal(t, n, b.BackOf)
			for _, op := range rec.Ops {
				if op.Page == n+1 && op.Kind != "page" {
					assert.Equal(t, "blank", op.Group, "page %d: only the blank-back note is drawn", n+1)
				}
			}
		}
	}
}

func TestDuplexEverySheetHoldsAFrontAndItsBack(t *testing.T) {
	for game, comps := range allSets(t) {
		for name, mix := range mixes(comps) {
			for _, paper := range printables.Papers {
				for _, asked := range []bool{false, true} {
					for _, last := range []bool{false, true} {
						t.Run(fmt.Sprintf("%s/%s/%s/asked=%v/last=%v", game, name, paper.Name, asked, last), func(t *testing.T) {
							o := printtest.Options(func(o *printables.Options) {
								o.Paper, o.BacksAsked, o.OneSidedLast = paper, asked, last
								o.Calibration = name == "all" && paper.Name == "letter"
								if asked && !last {
									o.BackOffset = [2]float64{0.5, -0.3}
								}
							})
							rec, pages := printtest.Record(t, mix, o)
							assertSheetTrue(t, pages, rec, o)
						})
					}
				}
			}
		}
	}
}

// --only picks items across components; each pick keeps sheets true.
func TestDuplexWithOnlyAndCopies(t *testing.T) {
	for game, comps := range allSets(t) {
		for _, c := range comps {
			for _, it := range []printables.Item{c.Items[0], c.Items[len(c.Items)-1]} {
				t.Run(game+"/"+c.ID+"/"+it.Title, func(t *testing.T) {
					o := printtest.Options(func(o *printables.Options) { o.Only, o.Copies = []string{it.Title, "Reference sheet"}, 2 })
					rec, pages := printtest.Record(t, comps, o)
					assertSheetTrue(t, pages, rec, o)
				})
			}
		}
	}
}

// The whole R.I.G.S. and Corporate Warfare files of the issue: after the
// boards and the sheets, the Corporate Warfare discs stay registered.
func TestDuplexCorpWarDiscsLandBehindTheirFronts(t *testing.T) {
	o := printables.DefaultOptions()
	o.BacksAsked = true
	rec, pages := printtest.Record(t, cwComponents(t), o)
	assertSheetTrue(t, pages, rec, o)
	discs := 0
	for i, p := range pages {
		if p.Kind == printables.BacksPage && p.Comp.Disc {
			assert.Equal(t, 0, (i+1)%2, "disc backs on page %d", i+1)
			discs += len(p.Placements)
		}
	}
	assert.Equal(t, 60+60+84, discs, "every disc has its back on the sheet of its front")
}

func TestBlankBacksAndOneSidedLast(t *testing.T) {
	comps := rhComponents(t) // board, 4 mats, reference cards (two-sided), table
	pages, err := printables.Impose(comps, printables.DefaultOptions())
	require.NoError(t, err)
	var kinds []printables.PageKind
	for _, p := range pages {
		kinds = append(kinds, p.Kind)
	}
	assert.Equal(t, []printables.PageKind{printables.SheetPage, printables.BlankPage, printables.SheetPage, printables.BlankPage, printables.SheetPage, printables.BlankPage, printables.SheetPage, printables.BlankPage,
		printables.SheetPage, printables.BlankPage, printables.FrontsPage, printables.BacksPage, printables.SheetPage, printables.BlankPage}, kinds)

	o := printables.DefaultOptions()
	o.OneSidedLast = true
	pages, err = printables.Impose(comps, o)
	require.NoError(t, err)
	kinds = nil
	for _, p := range pages {
		kinds = append(kinds, p.Kind)
	}
	assert.Equal(t, []printables.PageKind{printables.FrontsPage, printables.BacksPage, printables.SheetPage, printables.SheetPage, printables.SheetPage, printables.SheetPage, printables.SheetPage, printables.SheetPage}, kinds)

	// Fold and none modes have no blank pages and no backs pages.
	for _, b := range []printables.Backs{printables.BacksFold, printables.BacksNone} {
		o := printables.DefaultOptions()
		o.Backs = b
		for game, comps := range allSets(t) {
			pages, err := printables.Impose(comps, o)
			require.NoError(t, err)
			for i, p := range pages {
				assert.NotEqual(t, printables.BlankPage, p.Kind, "%s %s page %d", game, b, i+1)
				assert.NotEqual(t, printables.BacksPage, p.Kind, "%s %s page %d", game, b, i+1)
			}
		}
		o.OneSidedLast = true
		assert.ErrorContains(t, o.Validate(), "--one-sided-last only applies to --backs duplex")
	}
}

func TestBlankBackSaysWhatItIs(t *testing.T) {
	rec, pages := printtest.Record(t, []*printables.Component{component(t, "reference")}, printables.DefaultOptions())
	require.Len(t, pages, 2)
	txt := rec.Find("text", 2, "blank")
	require.Len(t, txt, 1)
	assert.Contains(t, txt[0].Text, "Back of page 1")
	assert.True(t, printables.Rect{X: printables.SafeMargin, Y: printables.SafeMargin, W: pages[1].W - 2*printables.SafeMargin, H: pages[1].H - 2*printables.SafeMargin}.Contains(txt[0].Rect()))
}

// Tokens and coupons are one-sided unless backs are asked for.
func TestTokensAndCouponsAreOneSidedByDefault(t *testing.T) {
	onRequest := map[string][]string{"rigs": {"tokens", "resources"}, "corpwar": {"employees", "products", "money"}}
	for game, comps := range allSets(t) {
		for _, c := range comps {
			want := slices.Contains(onRequest[game], c.ID)
			assert.Equal(t, want, c.BackOnRequest, "%s %s", game, c.ID)
			if c.Back == nil || c.FullPage {
				continue
			}
			for _, b := range []printables.Backs{printables.BacksDuplex, printables.BacksFold} {
				o := printtest.Options(func(o *printables.Options) { o.Backs = b })
				rec, pages := printtest.Record(t, []*printables.Component{c}, o)
				backs := len(rec.Find("rect", 0, "back:")) + len(rec.Find("circle", 0, "back:")) + len(rec.Find("text", 0, "back:"))
				if want {
					assert.Zero(t, backs, "%s %s %s: no backs unless asked", game, c.ID, b)
					for _, p := range pages {
						assert.NotEqual(t, printables.BacksPage, p.Kind)
					}
				} else {
					assert.NotZero(t, backs, "%s %s %s", game, c.ID, b)
				}
				o.BacksAsked = true
				rec, _ = printtest.Record(t, []*printables.Component{c}, o)
				assert.NotZero(t, len(rec.Find("text", 0, "back:"))+len(rec.Find("circle", 0, "back:")), "%s %s %s: --backs asked, backs printed", game, c.ID, b)
			}
		}
	}
}

// Short-edge duplex: every sheet of every set, on every paper and on a
// landscape sheet, holds its fronts and, turned over the short edge, their
// backs; a long-edge turn of a landscape sheet mirrors top to bottom.
func TestDuplexShortEdgeEverySheetHoldsAFrontAndItsBack(t *testing.T) {
	landscape := printables.Paper{Name: "297 x 210 mm", W: 297, H: 210}
	for game, comps := range allSets(t) {
		for _, paper := range append(slices.Clone(printables.Papers), landscape) {
			for _, edge := range []printables.Edge{printables.ShortEdge, printables.LongEdge} {
				if edge == printables.LongEdge && paper != landscape {
					continue // the portrait long edge: the test above
				}
				comps := comps
				if paper == landscape {
					// The games' sheets and boards are portrait pages.
					comps = slices.DeleteFunc(slices.Clone(comps), func(c *printables.Component) bool { return c.FullPage || c.Poster })
				}
				t.Run(fmt.Sprintf("%s/%s/%s", game, paper.Name, edge), func(t *testing.T) {
					o := printtest.Options(func(o *printables.Options) {
						o.Paper, o.Flip, o.BacksAsked = paper, edge, true
						o.Calibration = paper.Name == "letter"
						o.BackOffset = [2]float64{0.5, -0.3}
					})
					rec, pages := printtest.Record(t, comps, o)
					assertSheetTrue(t, pages, rec, o)
					// What each back page draws lies on the backs of its
					// sheet's fronts: no back ink beyond the turned bleed.
					for i, p := range pages {
						if p.Kind != printables.BacksPage {
							continue
						}
						flipY := !o.FlipsX(p.W, p.H)
						assert.Equal(t, flipY, p.FlipY, "page %d", i+1)
						front := pages[i-1]
						for _, op := range rec.Ops {
							if op.Page != i+1 || !strings.HasPrefix(op.Group, "back:") || op.Kind == "text" {
								continue
							}
							r := turnOver(op.Rect(), p, o)
							inside := slices.ContainsFunc(front.Placements, func(f printables.Placement) bool {
								b := f.Bleed
								return r.X >= b.X-0.01 && r.Y >= b.Y-0.01 && r.Right() <= b.Right()+0.01 && r.Bottom() <= b.Bottom()+0.01
							})
							assert.True(t, inside, "page %d: %s %s at %v lies behind no front", i+1, op.Group, op.Kind, op.Rect())
						}
					}
				})
			}
		}
	}
}

// The calibration page names the edge to turn it over, and its back scales
// sit behind the front's cross after that turn.
func TestCalibrationShortEdge(t *testing.T) {
	for _, paper := range printables.Papers {
		o := printtest.Options(func(o *printables.Options) {
			o.Paper, o.Calibration, o.Flip = paper, true, printables.ShortEdge
			o.BackOffset = [2]float64{0.8, -0.5}
		})
		rec, pages := printtest.Record(t, nil, o)
		require.Len(t, pages, 2)
		assert.Contains(t, printtest.TextOf(rec, "calibration:help"), "flipping on the short edge")
		cx, cy := printables.CalibrationScaleCentre(paper.W, paper.H, o.BackOffset, true)
		tx, ty := printables.CalibrationTarget(paper.W, paper.H)
		assert.InDelta(t, tx+0.8, cx, 1e-9)
		assert.InDelta(t, paper.H-ty-0.5, cy, 1e-9)
		zero := rec.Find("line", 2, "calibration:back-zero")
		require.Len(t, zero, 2)
		// The zero of the X scale, turned over the short edge, is on the
		// front cross's vertical arm; the Y scale's on its horizontal arm.
		back := pages[1]
		x := turnOver(printables.Rect{X: zero[0].X, Y: zero[0].Y}, back, o)
		front := rec.Find("line", 1, "calibration:target")
		require.Len(t, front, 2)
		assert.InDelta(t, front[1].X, x.X, 1e-9, "the X scale's zero is on the cross's vertical line")
		y := turnOver(printables.Rect{X: zero[1].X, Y: zero[1].Y}, back, o)
		assert.InDelta(t, front[0].Y, y.Y, 1e-9, "the Y scale's zero is on the cross's horizontal line")
	}
	rec, _ := printtest.Record(t, nil, printtest.Options(func(o *printables.Options) { o.Calibration = true }))
	assert.Contains(t, printtest.TextOf(rec, "calibration:help"), "flipping on the long edge")
}

// Margins of one's own: the grid keeps within them and is centred between
// them; the default is SafeMargin all round.
func TestMarginsPlaceTheGrid(t *testing.T) {
	c := component(t, "market")
	m, err := printables.ParseMargins("20 5 10 30")
	require.NoError(t, err)
	assert.Equal(t, printables.Margins{Top: 20, Right: 5, Bottom: 10, Left: 30}, m)
	o := printtest.Options(func(o *printables.Options) { o.Margin = &m })
	pages, err := printables.Impose([]*printables.Component{c}, o)
	require.NoError(t, err)
	g := printables.GridFor(c, o.Paper.W, o.Paper.H, o, false)
	for _, p := range pages {
		if p.Kind != printables.FrontsPage {
			continue
		}
		grid := p.Placements[0].Cut
		for _, pl := range p.Placements {
			assert.GreaterOrEqual(t, pl.Cut.X, 30.0-1e-9)
			assert.GreaterOrEqual(t, pl.Cut.Y, 20.0-1e-9)
			assert.LessOrEqual(t, pl.Cut.Right(), o.Paper.W-5+1e-9)
			assert.LessOrEqual(t, pl.Cut.Bottom(), o.Paper.H-10+1e-9)
			grid = printables.Rect{X: min(grid.X, pl.Cut.X), Y: min(grid.Y, pl.Cut.Y), W: max(grid.Right(), pl.Cut.Right()) - min(grid.X, pl.Cut.X), H: max(grid.Bottom(), pl.Cut.Bottom()) - min(grid.Y, pl.Cut.Y)}
		}
		if len(p.Placements) == g.PerPage() {
			assert.InDelta(t, grid.X-30, o.Paper.W-5-grid.Right(), 1e-9, "centred across between the margins")
			assert.InDelta(t, grid.Y-20, o.Paper.H-10-grid.Bottom(), 1e-9, "centred down between the margins")
		}
	}
	// Wider margins hold fewer cards; none at all, more.
	wide, _ := printables.ParseMargins("40")
	zero, _ := printables.ParseMargins("0")
	def := printables.GridFor(c, 210, 297, printables.DefaultOptions(), false)
	assert.Less(t, printables.GridFor(c, 210, 297, printtest.Options(func(o *printables.Options) { o.Margin = &wide }), false).PerPage(), def.PerPage())
	assert.GreaterOrEqual(t, printables.GridFor(c, 210, 297, printtest.Options(func(o *printables.Options) { o.Margin = &zero }), false).PerPage(), def.PerPage())
	// The default margins are the engine's: the same grid as five all round.
	five, _ := printables.ParseMargins("5")
	assert.Equal(t, def, printables.GridFor(c, 210, 297, printtest.Options(func(o *printables.Options) { o.Margin = &five }), false))

	for _, bad := range []string{"", "x", "-1", "1 2 3", "101", "NaN"} {
		_, err := printables.ParseMargins(bad)
		assert.Error(t, err, "%q", bad)
	}
	huge, _ := printables.ParseMargins("50")
	assert.ErrorContains(t, printtest.Options(func(o *printables.Options) {
		o.Margin, o.Paper = &huge, printables.Paper{Name: "100 x 150 mm", W: 100, H: 150}
	}).Validate(), "leaves no room")
	assert.ErrorContains(t, printtest.Options(func(o *printables.Options) { o.Flip = printables.ShortEdge; o.Backs = printables.BacksFold }).Validate(), "--duplex short only applies to --backs duplex")
	_, err = printables.ParseEdge("sideways")
	assert.ErrorContains(t, err, "choose long or short")
}

// ParseMargins reads what a person types: never a panic, and what it
// accepts is one to four lengths of 0 to MaxMargin that print back as
// margins it reads again the same.
func FuzzParseMargins(f *testing.F) {
	fuzzcheck.Bound(f)
	for _, s := range []string{"10", "10 5", "10 5 8 6", "1,2,3,4", "5mm 3mm", "NaN", "1e400", "-0", " ", "10 5 8"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		fuzzcheck.Check(t, len(s), func() {
			m, err := printables.ParseMargins(s)
			if err != nil {
				return
			}
			for _, v := range []float64{m.Top, m.Right, m.Bottom, m.Left} {
				if !(v >= 0 && v <= printables.MaxMargin) {
					t.Fatalf("%q: margin %v out of range", s, v)
				}
			}
			again, err := printables.ParseMargins(m.String())
			if err != nil || again != m {
				t.Fatalf("%q: %v prints as %q, read again as %v (%v)", s, m, m.String(), again, err)
			}
		})
	})
}
