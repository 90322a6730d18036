package printables_test

import (
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
				assert.InDelta(t, p.W-f.Cut.X+o.BackOffset[0], bk.Cut.Right(), 1e-9, "page %d: %s not behind its front", n+1, f.Item.Title)
				assert.InDelta(t, f.Cut.Y+o.BackOffset[1], bk.Cut.Y, 1e-9)
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
