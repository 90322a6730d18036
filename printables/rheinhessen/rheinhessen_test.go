package rheinhessen

import (
	"boardroom/phrase/msg"
	"boardroom/printables"
	"boardroom/printables/printtest"
	"boardroom/templates"
	"bytes"
	"fmt"
	"math"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/pdfcpu/pdfcpu/pkg/api"
	"github.com/pdfcpu/pdfcpu/pkg/pdfcpu/model"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	rheinhessenrules "boardroom/rules/rheinhessen"
	rheinhessentpl "boardroom/templates/rheinhessen"
)

func rhComponents(t testing.TB) []*printables.Component {
	t.Helper()
	comps, err := Components()
	require.NoError(t, err)
	return comps
}

func TestRheinhessenComponents(t *testing.T) {
	r := rheinhessenrules.Load()
	comps := rhComponents(t)
	var ids []string
	for _, c := range comps {
		ids = append(ids, c.ID)
		assert.NotEmpty(t, c.Format, c.ID)
		assert.NotEmpty(t, c.Name, c.ID)
	}
	assert.Equal(t, []string{"board", "mats", "reference", "table"}, ids)
	for _, id := range []string{"board", "mats", "table"} {
		c := printtest.ByID(t, comps, id)
		assert.True(t, c.FullPage, id)
		assert.Nil(t, c.Back, "%s: sheets have no back", id)
	}
	mats := printtest.ByID(t, comps, "mats")
	require.Len(t, mats.Items, r.Players.Max)
	for i, it := range mats.Items {
		assert.Equal(t, "Corporation "+string(rune('A'+i)), it.Title)
		assert.Equal(t, 1, it.Count)
	}
	ref := printtest.ByID(t, comps, "reference")
	assert.InDelta(t, 95, ref.W, printtest.Tol)
	assert.InDelta(t, 130, ref.H, printtest.Tol)
	assert.NotNil(t, ref.Back)
	assert.Equal(t, r.Players.Max, ref.Total(), "one reference card per corporation")
	assert.Equal(t, "reference card 95 x 130 mm", ref.Format)
}

func TestRheinhessenTextIsReadable(t *testing.T) {
	for _, paper := range printables.Papers {
		rec, _ := printtest.Record(t, rhComponents(t), printtest.Options(func(o *printables.Options) { o.Paper = paper }))
		n := 0
		for _, op := range rec.Ops {
			if op.Kind == "text" {
				assert.GreaterOrEqual(t, op.Font.Size, 4.0, "%q in %s", op.Text, op.Group)
				n++
			}
		}
		assert.Greater(t, n, 500)
	}
}

// tableRows reads the scoring table back from the recorded text: one row per
// baseline and half of the page, cells left to right.
func tableRows(t *testing.T, rec *printables.Recorder, pageW float64) map[int][]printables.Op {
	t.Helper()
	type key struct {
		half int
		y    int64
	}
	lines := map[key][]printables.Op{}
	for _, op := range rec.Find("text", 0, "front:table:") {
		k := key{0, int64(math.Round(op.Y * 100))}
		if op.X > pageW/2 {
			k.half = 1
		}
		lines[k] = append(lines[k], op)
	}
	rows := map[int][]printables.Op{}
	for _, ops := range lines {
		sort.Slice(ops, func(i, j int) bool { return ops[i].X < ops[j].X })
		raw, err := strconv.Atoi(ops[0].Text)
		if err != nil || len(ops) != 5 {
			continue
		}
		_, dup := rows[raw]
		require.False(t, dup, "raw %d appears twice", raw)
		rows[raw] = ops
	}
	return rows
}

// The scoring table prints, for every raw value from 2 to 60, exactly what
// the rules package computes.
func TestScoringTableMatchesTheRules(t *testing.T) {
	r := rheinhessenrules.Load()
	reach := r.LegalRaws()
	comps := rhComponents(t)
	for _, paper := range printables.Papers {
		t.Run(paper.Name, func(t *testing.T) {
			rec, _ := printtest.Record(t, []*printables.Component{printtest.ByID(t, comps, "table")}, printtest.Options(func(o *printables.Options) { o.Paper = paper }))
			rows := tableRows(t, rec, paper.W)
			require.Len(t, rows, 59)
			for raw := 2; raw <= 60; raw++ {
				row, ok := rows[raw]
				require.True(t, ok, "raw %d missing", raw)
				fine, _ := r.AuditFine(raw)
				viol := "no"
				if r.ScoreRaw(raw, false).Violation {
					viol = "yes"
				}
				got := []string{row[1].Text, row[2].Text, row[3].Text, row[4].Text}
				want := []string{num(rheinhessenrules.PointsForRaw(raw, true)), num(rheinhessenrules.PointsForRaw(raw, false)), viol, num(fine)}
				assert.Equal(t, want, got, "raw %d", raw)
				// Legal points no hand can reach are grey.
				isGrey := row[1].Color.R == row[1].Color.G && row[1].Color.G == row[1].Color.B
				assert.Equal(t, !reach[raw], isGrey, "raw %d legal colour", raw)
			}
			// The boundary of the danger zone, spelled out.
			assert.Equal(t, []string{"26", "26", "16", "no", "36"}, texts(rows[26]))
			assert.Equal(t, []string{"27", "27", "11", "yes", "38"}, texts(rows[27]))
			head := printtest.TextOf(rec, "front:table:Scoring table")
			assert.Contains(t, head, "Legal: raw × 0.70 + 8")
			assert.Contains(t, head, "from raw 27 on, a violation: raw × 0.60 − 5")
			assert.Contains(t, head, "Audit fine: leftover raw × 1.40")
		})
	}
}

func texts(ops []printables.Op) []string {
	var out []string
	for _, op := range ops {
		out = append(out, op.Text)
	}
	return out
}

func countTexts(ops []printables.Op) map[string]int {
	n := map[string]int{}
	for _, op := range ops {
		n[op.Text]++
	}
	return n
}

// The board: five audit track boxes with their zones and meanings from the
// data, and a score track from 0 to 300 for each corporation.
func TestBoardShowsTheTracks(t *testing.T) {
	r := rheinhessenrules.Load()
	comps := rhComponents(t)
	for _, paper := range printables.Papers {
		rec, _ := printtest.Record(t, []*printables.Component{printtest.ByID(t, comps, "board")}, printtest.Options(func(o *printables.Options) { o.Paper = paper }))
		ops := rec.Find("text", 0, "front:board:")
		n := countTexts(ops)
		for v := 0; v < r.WinScore; v += 10 {
			assert.GreaterOrEqual(t, n[strconv.Itoa(v)], r.Players.Max, "tens cell %d", v)
		}
		assert.GreaterOrEqual(t, n["300"], r.Players.Max, "the winning cell")
		for v := 0; v <= 9; v++ {
			assert.GreaterOrEqual(t, n[strconv.Itoa(v)], r.Players.Max, "ones cell %d", v)
		}
		assert.Zero(t, n["310"])
		// Five track boxes: one dashed coin spot each, numbered 1-5.
		spots := 0
		for _, op := range rec.Find("circle", 0, "front:board:") {
			if len(op.Style.Dash) > 0 {
				spots++
			}
		}
		assert.Equal(t, r.Track.ExternalAuditAt, spots)
		assert.Equal(t, 5, spots)
		all := printtest.TextOf(rec, "front:board:Board")
		for _, z := range r.Track.Zones {
			assert.Contains(t, all, strings.Join(strings.Fields(z.Meaning.EN), " "), z.Name.EN)
		}
		for _, want := range []string{"0–2 TICKS: SAFE", "3 TICKS: HIGH ALERT", "4 TICKS: CRITICAL", "5 TICKS: EXTERNAL AUDIT",
			"raw 27 or more) adds 1 tick, or 2 ticks when the track already shows 3 or more", "Reaching box 5 calls an external audit",
			"first to 300 points wins", "CORPORATION A", "CORPORATION D", "300 WINS"} {
			assert.Contains(t, all, want)
		}
	}
}

func TestMatsShowLegalAndIllegalAreas(t *testing.T) {
	comps := rhComponents(t)
	rec, pages := printtest.Record(t, []*printables.Component{printtest.ByID(t, comps, "mats")}, printables.DefaultOptions())
	require.Len(t, pages, 8, "4 mats, each with its blank back")
	for _, name := range []string{"A", "B", "C", "D"} {
		txt := printtest.TextOf(rec, "front:mats:Corporation "+name)
		for _, want := range []string{"CORPORATION " + name, "FACTORY FLOOR", "raw × 0.70 + 8 LEGAL PRODUCTION",
			"pair, two pair, three of a kind, straight, flush, full house, four of a kind, straight flush",
			"raw × 0.60 ILLEGAL PRODUCTION", "RAW 26 OR LESS: SAFE raw × 0.60",
			"RAW 27 OR MORE: VIOLATION raw × 0.60 − 5 kickback, and audit ticks", "fined leftover raw × 1.40"} {
			assert.Contains(t, txt, want, name)
		}
	}
}

func TestReferenceCardComesFromTheRules(t *testing.T) {
	r := rheinhessenrules.Load()
	rec, _ := printtest.Record(t, []*printables.Component{printtest.ByID(t, rhComponents(t), "reference")}, printables.DefaultOptions())
	front := printtest.TextOf(rec, "front:reference:Quick reference")
	for _, want := range []string{"2–10 face value; J, Q, K 10; A 11", "LEGAL: raw × 0.70 + 8",
		"raw 26 or less: raw × 0.60", "raw 27 or more: raw × 0.60 − 5 (kickback)", "legal raw 26 is 26.2 → 26",
		"27 danger threshold", "8 legal bonus", "5 kickback", "×1.40 audit fine", "20 external audit extra",
		"300 points win", "7 cards to start", "2 cards a turn"} {
		assert.Contains(t, front, want)
	}
	for _, h := range r.Hands {
		assert.Contains(t, front, strings.Join(strings.Fields(h.Name.EN+": "+h.Rule.EN), " "))
	}
	back := printtest.TextOf(rec, "back:reference:Quick reference")
	for i, st := range r.Turn {
		assert.Contains(t, back, fmt.Sprintf("%d %s %s", i+1, strings.ToUpper(st.Name.EN), st.Text.EN))
	}
	for _, want := range []string{"adds 1 tick, or 2 ticks when the track shows 3 or more", "Reaching 5: an external audit",
		"fined leftover raw × 1.40", "loses 20 more", "208 cards", "draws 7 cards", "180 to 194", "Reaching 300 points",
		"1 safe 2 safe 3 high alert 4 critical 5 external audit"} {
		assert.Contains(t, back, want)
	}
}

// Change a number in the rules data and the printed numbers follow: nothing
// on the paper is typed twice.
func TestPrintedNumbersFollowTheRulesData(t *testing.T) {
	r := *rheinhessenrules.Load()
	r.Illegal.DangerFrom = 30
	r.Illegal.Kickback = 4
	r.Legal.Bonus = 9
	r.Audit.FineFactor = 150
	r.Audit.ExternalExtraLoss = 25
	r.WinScore = 250
	comps, err := rheinhessenSet(&r, mustLayout(t), msg.EN)
	require.NoError(t, err)
	rec, pages := printtest.Record(t, comps, printables.DefaultOptions())
	printtest.AssertDrawnInsideItems(t, pages, rec)

	rows := tableRows(t, rec, printables.Papers[0].W)
	require.Len(t, rows, 59)
	assert.Equal(t, []string{"29", num(r.PointsForRaw(29, true)), num(r.PointsForRaw(29, false)), "no", "44"}, texts(rows[29]))
	assert.Equal(t, []string{"30", "30", "14", "yes", "45"}, texts(rows[30])) // 30 x 0.7 + 9; 18 - 4; 30 x 1.5

	board := printtest.TextOf(rec, "front:board:Board")
	assert.Contains(t, board, "first to 250 points wins")
	assert.Contains(t, board, "raw 30 or more")
	assert.Contains(t, board, "250 WINS")
	n := countTexts(rec.Find("text", 0, "front:board:"))
	assert.Equal(t, 4, n["240"])
	assert.Zero(t, n["290"])

	front := printtest.TextOf(rec, "front:reference:Quick reference")
	for _, want := range []string{"raw × 0.70 + 9", "raw 29 or less", "raw 30 or more: raw × 0.60 − 4", "30 danger threshold",
		"9 legal bonus", "4 kickback", "×1.50 audit fine", "25 external audit extra", "250 points win"} {
		assert.Contains(t, front, want)
	}
	mat := printtest.TextOf(rec, "front:mats:Corporation A")
	assert.Contains(t, mat, "RAW 29 OR LESS: SAFE")
	assert.Contains(t, mat, "leftover raw × 1.50")
}

func TestRheinhessenLayoutProblemsAreErrors(t *testing.T) {
	l := mustLayout(t)
	delete(l.Colors, "zones.critical")
	_, err := rheinhessenSet(rheinhessenrules.Load(), l, msg.EN)
	assert.ErrorContains(t, err, "colors: no colour for zones.critical")

	l = mustLayout(t)
	l.Seats = l.Seats[:3]
	_, err = rheinhessenSet(rheinhessenrules.Load(), l, msg.EN)
	assert.ErrorContains(t, err, "3 corporations, but up to 4 play")

	l = mustLayout(t)
	l.Colors["legal"] = "green"
	_, err = rheinhessenSet(rheinhessenrules.Load(), l, msg.EN)
	assert.ErrorContains(t, err, "want #rrggbb")

	// Score cells that cannot be as large as the layout demands: an error, never a squeeze.
	l = mustLayout(t)
	l.Settings["score_cell_min"], l.Settings["score_cell_max"] = 25, 30
	comps, err := rheinhessenSet(rheinhessenrules.Load(), l, msg.EN)
	require.NoError(t, err)
	pages, err := printables.Impose(comps[:1], printables.DefaultOptions())
	require.NoError(t, err)
	err = printables.Render(&printables.Recorder{}, pages, printables.DefaultOptions())
	assert.ErrorIs(t, err, printables.ErrTextDoesNotFit)
	assert.ErrorContains(t, err, `board "Board"`)
}

func TestRheinhessenInkSaverDrawsNoLargeFills(t *testing.T) {
	for _, paper := range printables.Papers {
		rec, _ := printtest.Record(t, rhComponents(t), printtest.Options(func(o *printables.Options) { o.Paper = paper; o.InkSaver = true }))
		for _, op := range rec.Ops {
			if op.Style.Fill == nil {
				continue
			}
			r := op.Rect()
			assert.Less(t, r.W*r.H, 150.0, "%s fill of %.0f mm² in %s", op.Kind, r.W*r.H, op.Group)
		}
	}
}

func TestRheinhessenPageCounts(t *testing.T) {
	comps := rhComponents(t)
	for _, tt := range []struct {
		backs printables.Backs
		want  map[string]int
	}{
		{printables.BacksDuplex, map[string]int{"board": 2, "mats": 8, "reference": 2, "table": 2}}, // one-sided pages with blank backs
		{printables.BacksFold, map[string]int{"board": 1, "mats": 4, "reference": 4, "table": 1}},
		{printables.BacksNone, map[string]int{"board": 1, "mats": 4, "reference": 1, "table": 1}},
	} {
		for _, paper := range printables.Papers {
			for id, want := range tt.want {
				got, err := printables.PageCount(printtest.ByID(t, comps, id), printtest.Options(func(o *printables.Options) { o.Paper = paper; o.Backs = tt.backs }))
				require.NoError(t, err)
				if paper.Name == "a3" || paper.Name == "tabloid" { // the large sheets hold as much or more
					assert.LessOrEqual(t, got, want, "%s %s %s", paper.Name, tt.backs, id)
					continue
				}
				assert.Equal(t, want, got, "%s %s %s", paper.Name, tt.backs, id)
			}
		}
	}
}

func TestRheinhessenPDFIsValid(t *testing.T) {
	t.Setenv(printables.SourceDateEpoch, "1767225600") // same input means the same date too
	for _, o := range []printables.Options{
		printables.DefaultOptions(),
		printtest.Options(func(o *printables.Options) {
			o.Paper = printables.Papers[1]
			o.Backs = printables.BacksFold
			o.Bleed = 1
			o.InkSaver = true
		}),
		printtest.Options(func(o *printables.Options) {
			o.Paper = printables.Papers[1]
			o.Backs = printables.BacksNone
			o.Copies = 2
		}),
	} {
		comps := rhComponents(t)
		b := printtest.RenderPDF(t, comps, o)
		conf := model.NewDefaultConfiguration()
		conf.ValidationMode = model.ValidationStrict
		require.NoError(t, api.Validate(bytes.NewReader(b), conf))
		n, err := api.PageCount(bytes.NewReader(b), conf)
		require.NoError(t, err)
		pages, err := printables.Impose(comps, o)
		require.NoError(t, err)
		assert.Equal(t, len(pages), n)
		assert.Equal(t, b, printtest.RenderPDF(t, rhComponents(t), o), "same input, same bytes")
	}
}

func mustLayout(t testing.TB) *templates.Layout {
	t.Helper()
	l, err := rheinhessentpl.Load()
	require.NoError(t, err)
	return l
}

// Each audit zone's label ("5 TICKS: EXTERNAL AUDIT") stays inside its bar
// with clear space: at least 2 mm from each end (the bar's corners are
// rounded at 1.2 mm) and 1 mm above and below, on every paper; the labels
// share one size.
func TestAuditZoneLabelsKeepClearOfTheirBars(t *testing.T) {
	for _, paper := range printables.Papers {
		o := printtest.Options(func(o *printables.Options) { o.Paper = paper })
		rec, _ := printtest.Record(t, []*printables.Component{printtest.ByID(t, rhComponents(t), "board")}, o)
		var bars []printables.Rect
		for _, op := range rec.Find("rrect", 0, "front:board:") {
			if math.Abs(op.H-5.5) < 1e-9 && op.Style.Fill != nil {
				bars = append(bars, op.Rect())
			}
		}
		labels := 0
		sizes := map[float64]bool{}
		for _, op := range rec.Find("text", 0, "front:board:") {
			if !strings.Contains(op.Text, "TICKS:") {
				continue
			}
			labels++
			sizes[op.Font.Size] = true
			r := op.Rect()
			var bar *printables.Rect
			for i := range bars {
				if bars[i].Contains(printables.Rect{X: r.X + r.W/2, Y: r.Y + r.H/2}) {
					bar = &bars[i]
				}
			}
			if !assert.NotNil(t, bar, "%s on %s: the label lies on its bar", op.Text, paper.Name) {
				continue
			}
			assert.GreaterOrEqual(t, r.X-bar.X, 2.0, "%s on %s: clear of the bar's left end", op.Text, paper.Name)
			assert.GreaterOrEqual(t, bar.Right()-r.Right(), 2.0, "%s on %s: clear of the bar's right end", op.Text, paper.Name)
			assert.GreaterOrEqual(t, r.Y-bar.Y, 1.0, "%s on %s: clear of the bar's top", op.Text, paper.Name)
			assert.GreaterOrEqual(t, bar.Bottom()-r.Bottom(), 1.0, "%s on %s: clear of the bar's bottom", op.Text, paper.Name)
		}
		assert.Equal(t, 4, labels, "four zones on %s", paper.Name)
		assert.Len(t, sizes, 1, "the zone labels share one size on %s", paper.Name)
	}
}
