package printables_test

import (
	"boardroom/printables"
	"boardroom/printables/printtest"
	"fmt"
	"math"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func component(t testing.TB, id string) *printables.Component {
	for _, c := range rigsComponents(t) {
		if c.ID == id {
			return c
		}
	}
	t.Fatalf("no component %s", id)
	return nil
}

func TestCardsArePokerSizeInThreeByThreeGridInsideSafeMargin(t *testing.T) {
	for _, paper := range printables.Papers {
		for _, id := range []string{"plots", "surveys", "karma", "disasters", "market"} {
			t.Run(paper.Name+"/"+id, func(t *testing.T) {
				o := printtest.Options(func(o *printables.Options) { o.Paper = paper })
				pages, err := printables.Impose([]*printables.Component{component(t, id)}, o)
				require.NoError(t, err)
				safe := printables.Rect{X: printables.SafeMargin, Y: printables.SafeMargin, W: paper.W - 2*printables.SafeMargin, H: paper.H - 2*printables.SafeMargin}
				for _, p := range pages {
					assert.InDelta(t, paper.W, p.W, 1e-9)
					assert.InDelta(t, paper.H, p.H, 1e-9)
					for _, pl := range p.Placements {
						assert.InDelta(t, 63.5, pl.Cut.W, printtest.Tol)
						assert.InDelta(t, 88.9, pl.Cut.H, printtest.Tol)
						assert.True(t, safe.Contains(pl.Cut), "card %s outside the safe area on %s", pl.Cut, paper.Name)
					}
				}
				g := printables.GridFor(component(t, id), paper.W, paper.H, o, false)
				side := map[string]int{"a4": 3, "letter": 3, "a3": 4, "tabloid": 4}[paper.Name] // A3 and Tabloid: 4 x 4
				assert.Equal(t, side, g.Cols)
				assert.Equal(t, side, g.Rows)
				if len(pages[0].Placements) < side*side {
					return
				}
				// Centred: equal margins left/right and top/bottom.
				first := pages[0].Placements[0].Cut
				last := pages[0].Placements[side*side-1].Cut
				assert.InDelta(t, first.X, paper.W-last.Right(), 1e-6)
				assert.InDelta(t, first.Y, paper.H-last.Bottom(), 1e-6)
				// Gutter 0: neighbours share the cut line.
				assert.InDelta(t, pages[0].Placements[0].Cut.Right(), pages[0].Placements[1].Cut.X, 1e-9)
			})
		}
	}
}

func TestPhysicalSizesOfEveryComponent(t *testing.T) {
	want := map[string][2]float64{
		"plots": {63.5, 88.9}, "surveys": {63.5, 88.9}, "karma": {63.5, 88.9}, "disasters": {63.5, 88.9}, "market": {63.5, 88.9},
		"money": {95, 50}, "resources": {38, 25}, "script": {60, 35}, "tokens": {19.05, 19.05}, "aid": {95, 130},
	}
	for _, c := range rigsComponents(t) {
		if c.FullPage {
			continue
		}
		w, ok := want[c.ID]
		require.True(t, ok, c.ID)
		assert.InDelta(t, w[0], c.W, printtest.Tol, c.ID)
		assert.InDelta(t, w[1], c.H, printtest.Tol, c.ID)
		assert.NotEmpty(t, c.Format, c.ID)
	}
	assert.True(t, component(t, "tokens").Disc)
}

func TestGutterSpacesItemsAndStillFits(t *testing.T) {
	o := printtest.Options(func(o *printables.Options) { o.Gutter = 3 })
	pages, err := printables.Impose([]*printables.Component{component(t, "karma")}, o)
	require.NoError(t, err)
	p := pages[0].Placements
	assert.InDelta(t, 3, p[1].Cut.X-p[0].Cut.Right(), 1e-9)
	assert.InDelta(t, 3, p[3].Cut.Y-p[0].Cut.Bottom(), 1e-9)
	// 3 x 63.5 + 2 x 3 = 196.5 <= 200 on A4; 3 x 88.9 + 6 = 272.7 <= 287.
	assert.Len(t, p, 9)
}

func TestDuplexBacksAreMirroredExactlyBehindFronts(t *testing.T) {
	for _, paper := range printables.Papers {
		o := printtest.Options(func(o *printables.Options) { o.Paper = paper })
		pages, err := printables.Impose(rigsComponents(t), o)
		require.NoError(t, err)
		for i, p := range pages {
			if p.Kind != printables.FrontsPage || !p.Comp.PrintsBack(o) {
				continue
			}
			require.Less(t, i+1, len(pages))
			b := pages[i+1]
			require.Equal(t, printables.BacksPage, b.Kind, "page %d must be followed by its backs", i+1)
			require.Len(t, b.Placements, len(p.Placements))
			for j, f := range p.Placements {
				bk := b.Placements[j]
				assert.Same(t, f.Item, bk.Item)
				// A long-edge flip maps x to W - x: the back's right edge is at W - front's left edge.
				assert.InDelta(t, paper.W-f.Cut.X, bk.Cut.Right(), 1e-9)
				assert.InDelta(t, f.Cut.Y, bk.Cut.Y, 1e-9)
				assert.InDelta(t, f.Cut.W, bk.Cut.W, 1e-9)
				assert.InDelta(t, f.Cut.H, bk.Cut.H, 1e-9)
			}
		}
	}
}

func TestBackOffsetMovesBacksOnly(t *testing.T) {
	comps := []*printables.Component{component(t, "market")}
	plain, err := printables.Impose(comps, printables.DefaultOptions())
	require.NoError(t, err)
	shifted, err := printables.Impose(comps, printtest.Options(func(o *printables.Options) { o.BackOffset = [2]float64{0.8, -0.5} }))
	require.NoError(t, err)
	require.Equal(t, len(plain), len(shifted))
	for i := range plain {
		for j := range plain[i].Placements {
			a, b := plain[i].Placements[j], shifted[i].Placements[j]
			if plain[i].Kind == printables.BacksPage {
				assert.InDelta(t, a.Cut.X+0.8, b.Cut.X, 1e-9)
				assert.InDelta(t, a.Cut.Y-0.5, b.Cut.Y, 1e-9)
			} else {
				assert.Equal(t, a.Cut, b.Cut, "fronts must not move")
			}
		}
		assert.Equal(t, plain[i].Marks, shifted[i].Marks, "crop marks are on fronts and do not move")
	}
	// And the drawing follows: the first back's background starts at the shifted place.
	rec, _ := printtest.Record(t, comps, printtest.Options(func(o *printables.Options) { o.BackOffset = [2]float64{0.8, -0.5} }))
	backs := rec.Find("rect", 2, "back:market:")
	require.NotEmpty(t, backs)
	assert.InDelta(t, shifted[1].Placements[0].Bleed.X, backs[0].X, 1e-9)
}

func TestFoldPutsBacksMirroredAcrossTheFoldLine(t *testing.T) {
	for _, paper := range printables.Papers {
		o := printtest.Options(func(o *printables.Options) { o.Paper = paper; o.Backs = printables.BacksFold })
		pages, err := printables.Impose([]*printables.Component{component(t, "karma"), component(t, "disasters")}, o)
		require.NoError(t, err)
		for _, p := range pages {
			require.Equal(t, printables.FoldPage, p.Kind)
			assert.InDelta(t, paper.H, p.W, 1e-9, "fold pages are landscape")
			assert.InDelta(t, p.W/2, p.Fold, 1e-9)
			var fronts, backs []printables.Placement
			for _, pl := range p.Placements {
				if pl.Back {
					backs = append(backs, pl)
					assert.GreaterOrEqual(t, pl.Cut.X, p.Fold+printables.FoldGap-1e-9)
				} else {
					fronts = append(fronts, pl)
					assert.LessOrEqual(t, pl.Cut.Right(), p.Fold-printables.FoldGap+1e-9)
				}
				assert.True(t, printables.Rect{X: printables.SafeMargin, Y: printables.SafeMargin, W: p.W - 2*printables.SafeMargin, H: p.H - 2*printables.SafeMargin}.Contains(pl.Cut))
			}
			require.Len(t, backs, len(fronts))
			for i := range fronts {
				assert.Same(t, fronts[i].Item, backs[i].Item)
				assert.InDelta(t, p.Fold-fronts[i].Cut.X, backs[i].Cut.Right()-p.Fold, 1e-9)
				assert.InDelta(t, fronts[i].Cut.Y, backs[i].Cut.Y, 1e-9)
			}
		}
		per := map[string]int{"a4": 8, "letter": 8, "a3": 18, "tabloid": 18}[paper.Name] // 2 x 2, or 3 x 3 on the large sheets
		assert.Len(t, pages[0].Placements, per, "cards and their backs per %s fold page", paper.Name)
	}
}

func TestBacksNoneHasNoBackPages(t *testing.T) {
	pages, err := printables.Impose(rigsComponents(t), printtest.Options(func(o *printables.Options) { o.Backs = printables.BacksNone }))
	require.NoError(t, err)
	for _, p := range pages {
		assert.NotEqual(t, printables.BacksPage, p.Kind)
		for _, pl := range p.Placements {
			assert.False(t, pl.Back)
		}
	}
}

func TestCropMarksNeverTouchAnItemNorReachThePageEdge(t *testing.T) {
	for game, comps := range allSets(t) {
		for _, paper := range printables.Papers {
			for _, backs := range []printables.Backs{printables.BacksDuplex, printables.BacksFold} {
				for _, bleed := range []float64{0, 2} {
					t.Run(fmt.Sprintf("%s/%s/%s/bleed=%v", game, paper.Name, backs, bleed), func(t *testing.T) {
						assertCropMarks(t, comps, printtest.Options(func(o *printables.Options) { o.Paper = paper; o.Backs = backs; o.Bleed = bleed }))
					})
				}
			}
		}
	}
}

// assertCropMarks imposes comps with o: every page of cut items has crop
// marks, and no mark touches an item, comes near the page edge or lies off
// the extension of a cut line.
func assertCropMarks(t *testing.T, comps []*printables.Component, o printables.Options) {
	pages, err := printables.Impose(comps, o)
	require.NoError(t, err)
	for _, p := range pages {
		if p.Kind == printables.FrontsPage || p.Kind == printables.FoldPage {
			assert.NotEmpty(t, p.Marks, "%s %s", o.Backs, p.Comp.ID)
		}
		for _, m := range p.Marks {
			r := printables.Op{Kind: "line", X: m[0], Y: m[1], W: m[2], H: m[3]}.Rect()
			// Lines have no area: grow them a hair so touching counts.
			r = printables.Rect{X: r.X - 0.05, Y: r.Y - 0.05, W: r.W + 0.1, H: r.H + 0.1}
			for _, pl := range p.Placements {
				assert.False(t, r.Intersects(pl.Bleed), "mark %v touches %s", m, pl.Comp.ID)
			}
			assert.GreaterOrEqual(t, r.X, printables.CropEdgeKeep-0.1)
			assert.GreaterOrEqual(t, r.Y, printables.CropEdgeKeep-0.1)
			assert.LessOrEqual(t, r.Right(), p.W-printables.CropEdgeKeep+0.1)
			assert.LessOrEqual(t, r.Bottom(), p.H-printables.CropEdgeKeep+0.1)
			// Every mark lies on the extension of a cut line.
			onLine := false
			for _, pl := range p.Placements {
				if m[0] == m[2] && (near(m[0], pl.Cut.X) || near(m[0], pl.Cut.Right())) {
					onLine = true
				}
				if m[1] == m[3] && (near(m[1], pl.Cut.Y) || near(m[1], pl.Cut.Bottom())) {
					onLine = true
				}
			}
			assert.True(t, onLine, "mark %v is on no cut line", m)
		}
	}
}

func near(a, b float64) bool { return math.Abs(a-b) < 1e-6 }

func TestEveryCardEdgeHasCropMarks(t *testing.T) {
	pages, err := printables.Impose([]*printables.Component{component(t, "karma")}, printables.DefaultOptions())
	require.NoError(t, err)
	p := pages[0]
	for _, pl := range p.Placements {
		for _, x := range []float64{pl.Cut.X, pl.Cut.Right()} {
			n := 0
			for _, m := range p.Marks {
				if m[0] == m[2] && near(m[0], x) {
					n++
				}
			}
			assert.Equal(t, 2, n, "x=%.2f needs a mark above and below", x)
		}
	}
	none, err := printables.Impose([]*printables.Component{component(t, "karma")}, printtest.Options(func(o *printables.Options) { o.CropMarks = false }))
	require.NoError(t, err)
	assert.Empty(t, none[0].Marks)
}

func TestBleedExtendsBackgroundsWithoutCoveringNeighbours(t *testing.T) {
	o := printtest.Options(func(o *printables.Options) { o.Bleed = 2 })
	rec, pages := printtest.Record(t, []*printables.Component{component(t, "plots")}, o)
	p := pages[0].Placements
	// Outer edges get the full bleed; inner edges (gutter 0) none.
	assert.InDelta(t, p[0].Cut.X-2, p[0].Bleed.X, 1e-9)
	assert.InDelta(t, p[0].Cut.Y-2, p[0].Bleed.Y, 1e-9)
	assert.InDelta(t, p[0].Cut.Right(), p[0].Bleed.Right(), 1e-9)
	for i := range p {
		for j := range p {
			if i != j {
				assert.False(t, p[i].Bleed.Intersects(p[j].Bleed))
			}
		}
	}
	// The background rectangle drawn for the first card is its bleed box.
	bg := rec.Find("rect", 1, "front:plots:")[0]
	assert.InDelta(t, p[0].Bleed.X, bg.X, 1e-9)
	assert.InDelta(t, p[0].Bleed.W, bg.W, 1e-9)
	// With a gutter, inner edges bleed up to half of it.
	o.Gutter = 3
	pages, err := printables.Impose([]*printables.Component{component(t, "plots")}, o)
	require.NoError(t, err)
	assert.InDelta(t, 1.5, pages[0].Placements[0].Bleed.Right()-pages[0].Placements[0].Cut.Right(), 1e-9)
}

// Every title is placed exactly its count times, fronts and backs alike.
func TestCountsMatchTheInventory(t *testing.T) {
	comps := rigsComponents(t)
	o := printables.DefaultOptions()
	o.BacksAsked = true // tokens and coupons get their backs too
	rec, _ := printtest.Record(t, comps, o)
	fronts := map[string]int{}
	backs := map[string]int{}
	pages, err := printables.Impose(comps, o)
	require.NoError(t, err)
	for _, p := range pages {
		for _, pl := range p.Placements {
			key := pl.Comp.ID + ":" + pl.Item.Title
			if pl.Back {
				backs[key]++
			} else {
				fronts[key]++
			}
		}
	}
	want := map[string]int{
		"plots:Plains": 9, "plots:Valley": 9, "plots:Forest": 3, "plots:Desert": 3, "plots:Ridge": 3,
		"surveys:Yield 0": 9, "surveys:Yield 1": 9, "surveys:Yield 2": 6, "surveys:Yield 3": 3,
		"market:Spike": 4, "market:High": 9, "market:Normal": 14, "market:Low": 9,
		"money:1 credit": 40, "money:5 credits": 40, "money:10 credits": 40, "money:20 credits": 40, "money:50 credits": 20, "money:100 credits": 20,
		"resources:Energy": 50, "resources:Supplies": 50, "resources:Metal": 50, "resources:Luxuries": 50,
		"script:Energy script": 20, "script:Supplies script": 20, "script:Metal script": 20,
		"tokens:RIGS": 75, "aid:Player aid": 4, "reference:Reference sheet": 1,
	}
	for k, n := range want {
		assert.Equal(t, n, fronts[k], k)
	}
	kinds := map[string]int{}
	disasters := map[string]int{}
	for k, n := range fronts {
		if strings.HasPrefix(k, "karma:") {
			assert.Equal(t, 1, n, k)
			kinds["karma"] += n
		}
		if strings.HasPrefix(k, "disasters:") {
			disasters[k] = n
			kinds["disasters"] += n
		}
	}
	assert.Equal(t, 45, kinds["karma"])
	assert.Equal(t, 36, kinds["disasters"])
	assert.Equal(t, 6, disasters["disasters:Safe!"])
	// Backs: every front of a component with backs has exactly one back.
	for k, n := range fronts {
		if strings.HasPrefix(k, "reference:") {
			assert.Zero(t, backs[k])
			continue
		}
		assert.Equal(t, n, backs[k], "backs of %s", k)
	}
	// The recorder saw each front drawn under its label.
	seen := map[string]bool{}
	for _, o := range rec.Ops {
		if strings.HasPrefix(o.Group, "front:") {
			seen[strings.TrimPrefix(o.Group, "front:")] = true
		}
	}
	for k := range fronts {
		assert.True(t, seen[k], "no drawing for %s", k)
	}
}

func TestCopiesAndOnly(t *testing.T) {
	o := printtest.Options(func(o *printables.Options) { o.Copies = 2 })
	pages, err := printables.Impose([]*printables.Component{component(t, "money")}, o)
	require.NoError(t, err)
	n := 0
	for _, p := range pages {
		if p.Kind == printables.FrontsPage {
			n += len(p.Placements)
		}
	}
	assert.Equal(t, 400, n)

	o = printtest.Options(func(o *printables.Options) { o.Only = []string{"wrong address"} })
	pages, err = printables.Impose([]*printables.Component{component(t, "karma")}, o)
	require.NoError(t, err)
	require.Len(t, pages, 2)
	require.Len(t, pages[0].Placements, 1)
	assert.Equal(t, "Wrong Address", pages[0].Placements[0].Item.Title)
}

// Every game's set, on every paper, in every backs mode, with and without
// ink saving (then with bleed and gutter): pages are the paper's size, every
// item lies inside the safe area, and everything drawn for an item stays
// inside it, so nothing is clipped by the cut.
func TestEverySetInEveryModeStaysInside(t *testing.T) {
	for game, comps := range allSets(t) {
		for _, paper := range printables.Papers {
			for _, backs := range []printables.Backs{printables.BacksDuplex, printables.BacksFold, printables.BacksNone} {
				for _, ink := range []bool{false, true} {
					t.Run(fmt.Sprintf("%s/%s/%s/ink=%v", game, paper.Name, backs, ink), func(t *testing.T) {
						o := printtest.Options(func(o *printables.Options) {
							o.Paper, o.Backs, o.InkSaver = paper, backs, ink
							if ink {
								o.Bleed, o.Gutter = 2, 3
							}
						})
						rec, pages := printtest.Record(t, comps, o)
						printtest.AssertDrawnInsideItems(t, pages, rec)
						for i, p := range pages {
							w, h := printables.PageSize(paper, p.Kind == printables.FoldPage)
							if p.Comp != nil && p.Comp.Poster && p.W > p.H {
								w, h = h, w // a poster (a mat) may lie across the sheet
							}
							assert.InDelta(t, w, p.W, 1e-9)
							assert.InDelta(t, h, p.H, 1e-9)
							safe := printables.Rect{X: printables.SafeMargin, Y: printables.SafeMargin, W: p.W - 2*printables.SafeMargin, H: p.H - 2*printables.SafeMargin}
							if p.Kind == printables.TilePage {
								// A tile of a poster shows the part of it in its window:
								// the window stays inside (the poster is larger than the sheet).
								assert.True(t, safe.Contains(p.Tile.Window), "page %d: tile window %s outside the safe area", i+1, p.Tile.Window)
								continue
							}
							for _, pl := range p.Placements {
								assert.True(t, safe.Contains(pl.Cut), "page %d: %s %s outside the safe area", i+1, pl.Comp.ID, pl.Cut)
							}
						}
					})
				}
			}
		}
	}
}

func TestInkSaverDrawsNoLargeFills(t *testing.T) {
	o := printtest.Options(func(o *printables.Options) { o.InkSaver = true })
	rec, _ := printtest.Record(t, rigsComponents(t), o)
	for _, op := range rec.Ops {
		if op.Style.Fill == nil {
			continue
		}
		r := op.Rect()
		assert.Less(t, r.W*r.H, 150.0, "%s fill of %.0f mm² in %s", op.Kind, r.W*r.H, op.Group)
	}
}

func TestTextIsReadableSize(t *testing.T) {
	rec, _ := printtest.Record(t, rigsComponents(t), printables.DefaultOptions())
	for _, op := range rec.Find("text", 0, "front:") {
		assert.GreaterOrEqual(t, op.Font.Size, 3.5, "%q in %s", op.Text, op.Group)
	}
	// The karma card names its title and its full effect text.
	var words []string
	for _, op := range rec.Find("text", 0, "front:karma:Wrong Address") {
		words = append(words, op.Text)
	}
	all := strings.Join(words, " ")
	assert.Contains(t, all, "Wrong Address")
	assert.Contains(t, all, "Target:")
	for _, w := range strings.Fields(component(t, "karma").Items[6].Title) {
		assert.Contains(t, all, w)
	}
}

func TestCalibrationPageRulersAndMirroredTarget(t *testing.T) {
	for _, paper := range printables.Papers {
		o := printtest.Options(func(o *printables.Options) {
			o.Paper = paper
			o.Calibration = true
			o.BackOffset = [2]float64{0.8, -0.5}
		})
		rec, pages := printtest.Record(t, nil, o)
		require.Len(t, pages, 2)
		assert.Equal(t, printables.CalibrationPg, pages[0].Kind)
		assert.Equal(t, printables.CalibrationBck, pages[1].Kind)
		// Rulers are exactly 100 mm.
		for _, g := range []string{"calibration:ruler-x", "calibration:ruler-y"} {
			lines := rec.Find("line", 1, g)
			require.NotEmpty(t, lines)
			r := lines[0].Rect()
			assert.InDelta(t, 100, math.Max(r.W, r.H), printtest.Tol, g)
			assert.Len(t, lines, 102, "axis + 101 ticks")
		}
		// The back scale's zero is behind the target (mirrored), plus the offset.
		tx, ty := printables.CalibrationTarget(paper.W, paper.H)
		cx, cy := printables.CalibrationScaleCentre(paper.W, paper.H, o.BackOffset, false)
		assert.InDelta(t, paper.W-tx+0.8, cx, 1e-9)
		assert.InDelta(t, ty-0.5, cy, 1e-9)
		// The zero of the X scale is on the target's vertical arm, the zero
		// of the Y scale on its horizontal arm.
		zero := rec.Find("line", 2, "calibration:back-zero")
		require.Len(t, zero, 2)
		assert.InDelta(t, cx, zero[0].X, 1e-9)
		assert.InDelta(t, cx, zero[0].W, 1e-9)
		assert.InDelta(t, cy, zero[1].Y, 1e-9)
		assert.InDelta(t, cy, zero[1].H, 1e-9)
		front := rec.Find("line", 1, "calibration:target")
		require.Len(t, front, 2)
		assert.InDelta(t, paper.W-front[1].X+0.8, cx, 1e-9, "the back scale is behind the mirrored cross")
	}
	// Without duplex there is no back to read.
	pages, err := printables.Impose(nil, printtest.Options(func(o *printables.Options) { o.Calibration = true; o.Backs = printables.BacksNone }))
	require.NoError(t, err)
	assert.Len(t, pages, 1)
}

func TestOptionsValidate(t *testing.T) {
	bad := []func(*printables.Options){
		func(o *printables.Options) { o.Copies = 0 },
		func(o *printables.Options) { o.Gutter = -1 },
		func(o *printables.Options) { o.Bleed = 9 },
		func(o *printables.Options) { o.BackOffset = [2]float64{11, 0} },
		func(o *printables.Options) { o.BackOffset = [2]float64{1, 0}; o.Backs = printables.BacksFold },
		func(o *printables.Options) { o.Gutter = math.NaN() },
	}
	for i, mod := range bad {
		assert.Error(t, printtest.Options(mod).Validate(), "case %d", i)
	}
	assert.NoError(t, printables.DefaultOptions().Validate())
	_, err := printables.PaperByName("A5")
	assert.ErrorContains(t, err, "a4, letter, a3 or tabloid")
	_, err = printables.ParseBacks("both")
	assert.ErrorContains(t, err, "duplex, fold or none")
}

func TestTooBigToFitIsAnError(t *testing.T) {
	c := &printables.Component{ID: "big", Name: "Big things", Noun: "big thing", W: 250, H: 100,
		Items: []printables.Item{{Title: "x", Count: 1, Front: func(*printables.Drawer, printables.Rect) error { return nil }}}}
	_, err := printables.Impose([]*printables.Component{c}, printables.DefaultOptions())
	assert.EqualError(t, err, "Big things (250 x 100 mm) do not fit on a4 paper: the room inside margins of 5 mm is 200 x 287 mm")
	var oe *printables.OptionError
	require.ErrorAs(t, err, &oe, "the command line says it in the table's language")
	assert.Equal(t, "Big things (250 × 100 mm) passen nicht auf das Papier a4: innerhalb der Ränder von 5 mm bleiben 200 × 287 mm", oe.In("de"))
	// Margins larger than the paper leave no room: the message says so
	// rather than a negative size.
	wide, err := printables.ParseMargins("100 10")
	require.NoError(t, err)
	_, err = printables.Impose([]*printables.Component{c}, printtest.Options(func(o *printables.Options) { o.Margin = &wide }))
	assert.EqualError(t, err, "Big things (250 x 100 mm) do not fit on a4 paper: the room inside margins of 100 10 mm is 190 x 97 mm")
	c.W = 200
	c.Back = func(*printables.Drawer, printables.Rect) error { return nil }
	_, err = printables.Impose([]*printables.Component{c}, printtest.Options(func(o *printables.Options) { o.Backs = printables.BacksFold }))
	assert.ErrorContains(t, err, "on half the folded sheet")
}

func TestTextThatDoesNotFitNamesTheCard(t *testing.T) {
	c := &printables.Component{ID: "karma", Name: "Karma cards", Noun: "karma card", W: 63.5, H: 88.9,
		Items: []printables.Item{{Title: "Wordy", Count: 1, Front: func(d *printables.Drawer, cut printables.Rect) error {
			tb, err := printables.Fit(strings.Repeat("far too many words ", 200), printables.Regular, cut.Inset(3), 8, 6)
			if err != nil {
				return err
			}
			tb.Draw(d, printables.Black)
			return nil
		}}}}
	pages, err := printables.Impose([]*printables.Component{c}, printtest.Options(func(o *printables.Options) { o.Backs = printables.BacksNone }))
	require.NoError(t, err)
	err = printables.Render(&printables.Recorder{}, pages, printables.DefaultOptions())
	require.Error(t, err)
	assert.ErrorIs(t, err, printables.ErrTextDoesNotFit)
	assert.Contains(t, err.Error(), `karma card "Wordy"`)
}

func TestPageCounts(t *testing.T) {
	// tokens: one page of fronts and its blank back; reference: the sheet and its blank back.
	want := map[string]int{"plots": 6, "surveys": 6, "karma": 10, "disasters": 8, "market": 8, "tokens": 2, "reference": 2}
	for _, c := range rigsComponents(t) {
		if n, ok := want[c.ID]; ok {
			got, err := printables.PageCount(c, printables.DefaultOptions())
			require.NoError(t, err)
			assert.Equal(t, n, got, c.ID)
		}
	}
}

// The offset scales on the back of the calibration page are long enough to
// read a printer's whole misregistration and easy to read: each at least
// 6 cm, with a tick every half millimetre and a number at every millimetre,
// in type no smaller than 5 pt, no number touching another number or a tick;
// the two scales keep apart, and the front cross reaches across both.
func TestCalibrationOffsetScalesAreLongAndNumberedEachMillimetre(t *testing.T) {
	for _, paper := range printables.Papers {
		o := printtest.Options(func(o *printables.Options) {
			o.Paper = paper
			o.Calibration = true
			o.BackOffset = [2]float64{0.8, -0.5}
		})
		rec, _ := printtest.Record(t, nil, o)
		cx, cy := printables.CalibrationScaleCentre(paper.W, paper.H, o.BackOffset, false)
		var extents []printables.Rect // each scale's, numbers and titles included
		for _, sc := range []struct {
			group    string
			vertical bool // the scale runs down the page
			zero     float64
		}{{"calibration:scale-x", false, cx}, {"calibration:scale-y", true, cy}} {
			lines := rec.Find("line", 2, sc.group)
			require.NotEmpty(t, lines, sc.group)
			axis := lines[0].Rect()
			length, at := axis.W, axis.X
			if sc.vertical {
				length, at = axis.H, axis.Y
			}
			assert.GreaterOrEqual(t, length, 60.0, "%s on %s: at least 6 cm long", sc.group, paper.Name)
			// A tick every half millimetre along the whole scale.
			ticks := map[int]bool{}
			for _, l := range lines[1:] {
				pos := l.X
				if sc.vertical {
					pos = l.Y
				}
				ticks[int(math.Round((pos-sc.zero)*2))] = true
			}
			from, to := int(math.Round((at-sc.zero)*2)), int(math.Round((at+length-sc.zero)*2))
			assert.GreaterOrEqual(t, to-from, 120, "%s: 6 cm of half millimetres", sc.group)
			for h := from; h <= to; h++ {
				assert.True(t, ticks[h], "%s on %s: a tick at %.1f mm", sc.group, paper.Name, float64(h)/2)
			}
			// A number at every millimetre, at its own tick.
			texts := rec.Find("text", 2, sc.group)
			numbered := map[int]bool{}
			var labels []printables.Op
			for _, tx := range texts {
				n, err := fmt.Sscan(tx.Text, new(int))
				if err != nil || n != 1 {
					continue // the signs and the title
				}
				labels = append(labels, tx)
				r := tx.Rect()
				centre := r.X + r.W/2
				if sc.vertical {
					centre = r.Y + r.H/2
				}
				mm := int(math.Round(centre - sc.zero))
				assert.Equal(t, fmt.Sprint(max(mm, -mm)), tx.Text, "%s: the number at %.2f mm", sc.group, centre-sc.zero)
				assert.InDelta(t, float64(mm), centre-sc.zero, 0.01, "%s: %s is centred on its tick", sc.group, tx.Text)
				assert.GreaterOrEqual(t, tx.Font.Size, 5.0, "%s: %s is readable", sc.group, tx.Text)
				numbered[mm] = true
			}
			for mm := from / 2; mm <= to/2; mm++ {
				assert.True(t, numbered[mm], "%s on %s: the millimetre %d is numbered", sc.group, paper.Name, mm)
			}
			// Nothing touches a number: 0.2 mm of clear paper around each.
			for i, a := range labels {
				ra := a.Rect().Inset(-0.2)
				for _, b := range labels[i+1:] {
					assert.False(t, ra.Intersects(b.Rect()), "%s: %q and %q touch", sc.group, a.Text, b.Text)
				}
				for _, l := range lines {
					assert.False(t, ra.Intersects(l.Rect()), "%s: a tick crosses %q at %v", sc.group, a.Text, a.Rect())
				}
			}
			var all printables.Rect
			for i, op := range append(texts, lines...) {
				if i == 0 {
					all = op.Rect()
					continue
				}
				r := op.Rect()
				x0, y0 := min(all.X, r.X), min(all.Y, r.Y)
				all = printables.Rect{X: x0, Y: y0, W: max(all.Right(), r.Right()) - x0, H: max(all.Bottom(), r.Bottom()) - y0}
			}
			extents = append(extents, all)
		}
		assert.False(t, extents[0].Intersects(extents[1]), "the X and Y scales overlap on %s: %v and %v", paper.Name, extents[0], extents[1])
		// The front cross reaches across both scales, mirrored, with room.
		front := rec.Find("line", 1, "calibration:target")
		require.Len(t, front, 2)
		tx, ty := printables.CalibrationTarget(paper.W, paper.H)
		x, y := front[0].Rect(), front[1].Rect()
		assert.GreaterOrEqual(t, tx-x.X, printables.ScaleAway+5, "the horizontal arm reaches the Y scale (to the left on the front)")
		assert.GreaterOrEqual(t, y.Bottom()-ty, printables.ScaleAway+5, "the vertical arm reaches the X scale")
	}
}
