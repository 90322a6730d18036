package rheinhessen

import (
	"fmt"
	"strconv"
	"strings"

	"boardroom/printables"
	"boardroom/templates"
)

// ---------------------------------------------------------------------------
// The board: audit track and score track.

// zonePad is the clear space, in mm, between an audit zone's label and
// each end of its bar: the bar's corner radius and as much again.
const zonePad = 2.4

func (s *rhSet) board() *printables.Component {
	return &printables.Component{ID: "board", Name: s.t("print.board.name"), Noun: s.t("print.board.noun"), FullPage: true,
		Format: s.t("print.board.format"),
		Items:  []printables.Item{{Title: s.t("print.board.name"), Count: 1, Front: s.boardFace}}}
}

func (s *rhSet) boardFace(d *printables.Drawer, cut printables.Rect) error {
	r := s.r
	accent := s.c["accent"]
	y := cut.Y
	if err := printables.Band(d, printables.Rect{X: cut.X, Y: y, W: cut.W, H: 14}, accent, bandStyle, strings.ToUpper(r.Game),
		s.t("print.board.win", r.WinScore), 20, 12); err != nil {
		return err
	}
	y += 14 + 4

	// The audit track: one box per tick up to the external audit.
	if err := printables.Label(d, s.up("print.audit_track"), printables.Bold, printables.Rect{X: cut.X, Y: y, W: cut.W, H: 5}, 12, 8, printables.Left, accent); err != nil {
		return err
	}
	y += 6.5
	tb, err := printables.Fit(s.trackRule(), printables.Regular, printables.Rect{X: cut.X, Y: y, W: cut.W, H: 12}, 9, s.l.Text.BodyMin)
	if err != nil {
		return err
	}
	tb.Draw(d, s.ink)
	y += tb.Height() + 2.5
	n := r.Track.ExternalAuditAt
	const gap = 3.0
	bw := (cut.W - float64(n-1)*gap) / float64(n)
	bh := min(s.l.Settings["track_box_max"], bw*0.75)
	boxes := make([]printables.Rect, n+1) // boxes[i] is box i; 0 is the empty track
	for i := 1; i <= n; i++ {
		z, ok := r.Zone(i)
		if !ok {
			return fmt.Errorf("rheinhessen: no audit track zone holds %d ticks", i)
		}
		col := s.c["zones."+z.Name.EN]
		b := printables.Rect{X: cut.X + float64(i-1)*(bw+gap), Y: y, W: bw, H: bh}
		boxes[i] = b
		d.Panel(b, 2, col.Mix(printables.White, 0.8))
		d.RoundedRect(b.X, b.Y, b.W, b.H, 2, printables.Stroked(col, 0.6))
		if err := printables.Label(d, strconv.Itoa(i), printables.Bold, printables.Rect{X: b.X + 2.5, Y: b.Y + 2, W: 10, H: 6}, 16, 8, printables.Left, col.Mix(printables.Black, 0.25)); err != nil {
			return err
		}
		rad := min(b.W, b.H) * 0.36
		d.Circle(b.X+b.W/2, b.Y+b.H/2, rad, printables.Style{Stroke: &col, LineWidth: 0.35, Dash: []float64{1.2, 1}})
	}
	y += bh + 2
	// The zones under their boxes, with what they mean. Their labels share
	// one size, the largest at which the longest fits its bar.
	zoneY := y
	labelPt := 8.5
	for _, z := range r.Track.Zones {
		from, to := max(z.From, 1), min(z.To, n)
		if to < from {
			continue
		}
		w := boxes[to].Right() - boxes[from].X - 2*zonePad
		for labelPt > 5 && printables.TextWidth(strings.ToUpper(s.zoneTicks(z)+": "+z.Name.In(s.lang)), printables.Font{Face: printables.Bold, Size: labelPt}) > w {
			labelPt -= 0.25
		}
	}
	for _, z := range r.Track.Zones {
		from, to := max(z.From, 1), min(z.To, n)
		if to < from {
			continue
		}
		col := s.c["zones."+z.Name.EN]
		x0, x1 := boxes[from].X, boxes[to].Right()
		zb := printables.Rect{X: x0, Y: zoneY, W: x1 - x0, H: 5.5}
		d.Panel(zb, 1.2, col)
		// The label keeps clear of the bar's rounded ends: a text that ran
		// to the edges read as cramped ("5 TICKS: EXTERNAL AUDIT").
		in := printables.Rect{X: zb.X + zonePad, Y: zb.Y + 0.8, W: zb.W - 2*zonePad, H: zb.H - 1.6}
		if err := printables.Label(d, strings.ToUpper(s.zoneTicks(z)+": "+z.Name.In(s.lang)), printables.Bold, in, labelPt, 5, printables.Center, d.TextOn(col)); err != nil {
			return err
		}
		tb, err := printables.Fit(z.Meaning.In(s.lang), printables.Regular, printables.Rect{X: x0 + 1, Y: zoneY + 6.8, W: x1 - x0 - 2, H: 13}, 8, s.l.Text.BodyMin)
		if err != nil {
			return err
		}
		tb.Align = printables.Center
		tb.Draw(d, s.ink)
		y = max(y, zoneY+6.8+tb.Height())
	}
	y += 5

	// The score track.
	if err := printables.Label(d, s.up("print.score_track"), printables.Bold, printables.Rect{X: cut.X, Y: y, W: cut.W, H: 5}, 12, 8, printables.Left, accent); err != nil {
		return err
	}
	y += 6.5
	tb, err = printables.Fit(s.t("print.score_rule", r.WinScore),
		printables.Regular, printables.Rect{X: cut.X, Y: y, W: cut.W, H: 12}, 9, s.l.Text.BodyMin)
	if err != nil {
		return err
	}
	tb.Draw(d, s.ink)
	y += tb.Height() + 3
	return s.scoreTracks(d, printables.Rect{X: cut.X, Y: y, W: cut.W, H: cut.Bottom() - y})
}

// scoreTracks draws one score block per corporation: the tens from 0 below
// the winning score in rows of a hundred, the winning score, the ones 0-9
// and a "below 0" cell.
func (s *rhSet) scoreTracks(d *printables.Drawer, area printables.Rect) error {
	win := s.r.WinScore
	tensRows := (win + 99) / 100
	rows := max(tensRows, 3) // the ones take two rows and "below 0" one
	const head, blockGap, onesGap = 5.0, 3.5, 4.0
	const winW = 1.25 // the winning cell's width in cells
	nc := float64(len(s.corps))
	size := min((area.W-onesGap)/(10+winW+5),
		(area.H-nc*head-(nc-1)*blockGap)/(nc*float64(rows)),
		s.l.Settings["score_cell_max"])
	if size < s.l.Settings["score_cell_min"] {
		return fmt.Errorf("%w: the score track needs cells of %.1f mm, the page leaves %.1f", printables.ErrTextDoesNotFit, s.l.Settings["score_cell_min"], size)
	}
	width := (10+winW+5)*size + onesGap
	x0 := area.X + (area.W-width)/2
	onesX := x0 + (10+winW)*size + onesGap
	y := area.Y
	labelPt := min(9, size*0.75)
	for _, corp := range s.corps {
		col := s.c["corp."+corp.Name]
		if err := printables.Label(d, strings.ToUpper(s.corpTitle(corp)), printables.Bold, printables.Rect{X: x0, Y: y, W: 60, H: head - 1}, 10, 6, printables.Left, col); err != nil {
			return err
		}
		if err := printables.Label(d, s.t("print.tens"), printables.Italic, printables.Rect{X: x0 + 60, Y: y, W: 10*size - 60, H: head - 1}, 8, 5, printables.Right, printables.Grey); err != nil {
			return err
		}
		if err := printables.Label(d, s.t("print.ones"), printables.Italic, printables.Rect{X: onesX, Y: y, W: 5 * size, H: head - 1}, 8, 5, printables.Right, printables.Grey); err != nil {
			return err
		}
		y += head
		light, strong := col.Mix(printables.White, 0.9), col.Mix(printables.White, 0.72)
		for v := 0; v < win; v += 10 {
			row, c := v/100, (v%100)/10
			r := printables.Rect{X: x0 + float64(c)*size, Y: y + float64(row)*size, W: size, H: size}
			fill, face := light, printables.Regular
			if c == 0 {
				fill, face = strong, printables.Bold
			}
			printables.Cell(d, r, fill, col, 0.25)
			if err := printables.Label(d, strconv.Itoa(v), face, r.Inset(size*0.12), labelPt, 4, printables.Center, s.ink); err != nil {
				return err
			}
		}
		wr := printables.Rect{X: x0 + 10*size, Y: y, W: winW * size, H: float64(tensRows) * size}
		d.Panel(wr, 0, col)
		d.Rect(wr.X, wr.Y, wr.W, wr.H, printables.Stroked(col, 0.25))
		txt := d.TextOn(col)
		mid := wr.Y + wr.H/2
		if err := printables.Label(d, strconv.Itoa(win), printables.Bold, printables.Rect{X: wr.X + 0.8, Y: mid - size*0.45, W: wr.W - 1.6, H: size * 0.5}, 12, 5, printables.Center, txt); err != nil {
			return err
		}
		if err := printables.Label(d, s.up("print.wins"), printables.Bold, printables.Rect{X: wr.X + 0.8, Y: mid + size*0.1, W: wr.W - 1.6, H: size * 0.3}, 7, 4, printables.Center, txt); err != nil {
			return err
		}
		for v := 0; v <= 9; v++ {
			r := printables.Rect{X: onesX + float64(v%5)*size, Y: y + float64(v/5)*size, W: size, H: size}
			printables.Cell(d, r, light, col, 0.25)
			if err := printables.Label(d, strconv.Itoa(v), printables.Bold, r.Inset(size*0.12), labelPt+1, 4, printables.Center, s.ink); err != nil {
				return err
			}
		}
		below := printables.Rect{X: onesX, Y: y + 2*size, W: 5 * size, H: size}
		printables.Cell(d, below, col.Mix(printables.White, 0.8), col, 0.25)
		if err := printables.Label(d, s.t("print.below"), printables.Italic, below.Inset(size*0.18), labelPt, 4, printables.Center, s.ink); err != nil {
			return err
		}
		y += float64(rows)*size + blockGap
	}
	return nil
}

// ---------------------------------------------------------------------------
// Factory floor mats.

func (s *rhSet) mats() *printables.Component {
	c := &printables.Component{ID: "mats", Name: s.t("print.mats.name"), Noun: s.t("print.mats.noun"), FullPage: true,
		Format: s.t("print.mats.format")}
	for _, corp := range s.corps {
		corp := corp
		c.Items = append(c.Items, printables.Item{Title: s.corpTitle(corp), Count: 1, Front: func(d *printables.Drawer, cut printables.Rect) error {
			return s.matFace(d, cut, corp)
		}})
	}
	return c
}

func (s *rhSet) matFace(d *printables.Drawer, cut printables.Rect, corp templates.Seat) error {
	r := s.r
	col := s.c["corp."+corp.Name]
	if err := printables.Band(d, printables.Rect{X: cut.X, Y: cut.Y, W: cut.W, H: 18}, col, bandStyle, strings.ToUpper(s.corpTitle(corp)), s.up("print.floor"), 24, 14); err != nil {
		return err
	}
	// The audit reminder at the foot of the page.
	foot := s.t("print.mat_foot", s.auditText())
	ft, err := printables.Fit(foot, printables.Regular, printables.Rect{X: cut.X + 2, Y: cut.Bottom() - 11, W: cut.W - 4, H: 11}, 8.5, s.l.Text.BodyMin)
	if err != nil {
		return err
	}
	ft.VAlign = 1
	ft.Draw(d, s.ink)
	top := cut.Y + 18 + 4
	bottom := cut.Bottom() - ft.Height() - 4
	const gap = 4.0
	h := (bottom - top - gap) / 2
	legal := printables.Rect{X: cut.X, Y: top, W: cut.W, H: h}
	illegal := printables.Rect{X: cut.X, Y: top + h + gap, W: cut.W, H: h}

	lc := s.c["legal"]
	in, err := s.area(d, legal, lc, s.up("print.legal_production"), s.legalFormula())
	if err != nil {
		return err
	}
	tb, err := printables.Fit(s.t("print.one_hand_list", s.handNames()), printables.Regular, printables.Rect{X: in.X, Y: in.Y, W: in.W, H: 10}, 9.5, s.l.Text.BodyMin)
	if err != nil {
		return err
	}
	tb.Draw(d, s.ink)
	if err := s.watermark(d, printables.Rect{X: in.X, Y: in.Y + tb.Height() + 2, W: in.W, H: in.Bottom() - in.Y - tb.Height() - 2}, s.up("print.legal"), lc); err != nil {
		return err
	}

	ic := s.c["illegal"]
	in, err = s.area(d, illegal, ic, s.up("print.illegal_production"), s.illegalFormula())
	if err != nil {
		return err
	}
	tb, err = printables.Fit(s.t("print.illegal_text"),
		printables.Regular, printables.Rect{X: in.X, Y: in.Y, W: in.W, H: 10}, 9.5, s.l.Text.BodyMin)
	if err != nil {
		return err
	}
	tb.Draw(d, s.ink)
	// The danger threshold as two halves of one strip.
	sy := in.Y + tb.Height() + 2
	half := (in.W - 2) / 2
	const stripH = 16.0
	safe := printables.Rect{X: in.X, Y: sy, W: half, H: stripH}
	danger := printables.Rect{X: in.X + half + 2, Y: sy, W: half, H: stripH}
	d.Panel(safe, 1.5, ic.Mix(printables.White, 0.7))
	d.Panel(danger, 1.5, ic)
	for _, p := range []struct {
		r          printables.Rect
		bg         printables.Color
		head, body string
	}{
		{safe, ic.Mix(printables.White, 0.7), s.up("print.safe_head", s.safeMax()), s.illegalFormula()},
		{danger, ic, s.up("print.danger_head", r.Illegal.DangerFrom), s.t("print.danger_body", s.dangerFormula())},
	} {
		txt := d.TextOn(p.bg)
		if err := printables.Label(d, p.head, printables.Bold, printables.Rect{X: p.r.X + 2, Y: p.r.Y + 2, W: p.r.W - 4, H: 5}, 11, 5, printables.Center, txt); err != nil {
			return err
		}
		if err := printables.Label(d, p.body, printables.Regular, printables.Rect{X: p.r.X + 2, Y: p.r.Y + 9, W: p.r.W - 4, H: 5}, 10.5, 5, printables.Center, txt); err != nil {
			return err
		}
	}
	return s.watermark(d, printables.Rect{X: in.X, Y: sy + stripH + 2, W: in.W, H: in.Bottom() - sy - stripH - 2}, s.up("print.illegal"), ic)
}

// area draws a floor area: a tinted panel with a header strip naming it and
// its formula. It returns the inner rectangle below the strip.
func (s *rhSet) area(d *printables.Drawer, r printables.Rect, col printables.Color, title, formula string) (printables.Rect, error) {
	d.Panel(r, 3, col.Mix(printables.White, 0.9))
	if !d.InkSaver {
		d.RoundedRect(r.X, r.Y, r.W, r.H, 3, printables.Stroked(col, 0.5))
	}
	if err := printables.Band(d, printables.Rect{X: r.X, Y: r.Y, W: r.W, H: 12}, col, bandStyle, title, formula, 20, 17); err != nil {
		return printables.Rect{}, err
	}
	return printables.Rect{X: r.X + 4, Y: r.Y + 15, W: r.W - 8, H: r.H - 18}, nil
}

// watermark writes a large pale word in the middle of an area: the cards go
// on top of it.
func (s *rhSet) watermark(d *printables.Drawer, r printables.Rect, word string, col printables.Color) error {
	h := min(r.H*0.4, 30)
	return printables.Label(d, word, printables.Bold, printables.Rect{X: r.X, Y: r.Y + (r.H-h)/2, W: r.W, H: h}, 90, 20, printables.Center, col.Mix(printables.White, 0.8))
}
