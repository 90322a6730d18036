package rheinhessen

import (
	"fmt"
	"strconv"
	"strings"

	"boardroom/phrase"
	"boardroom/phrase/msg"
	"boardroom/printables"
	"boardroom/templates"

	"boardroom/rules/cards"
	rheinhessenrules "boardroom/rules/rheinhessen"
	rheinhessentpl "boardroom/templates/rheinhessen"
)

// Components builds the Rheinhessen Industriewerk print set from the rules
// data and the layout, in the order `boardroom rheinhessen print` prints it:
// the board (audit track and score track), a factory floor mat per
// corporation, the quick reference cards and the scoring table. Every number
// printed comes from rules/rheinhessen: from its data or computed by its
// functions (ScoreRaw, AuditFine, LegalRaws, DrawPile).
func Components() ([]*printables.Component, error) { return ComponentsIn(rheinhessenrules.Own) }

// ComponentsIn is Components with every printed word in lang (print --lang).
func ComponentsIn(lang msg.Lang) ([]*printables.Component, error) {
	l, err := rheinhessentpl.Load()
	if err != nil {
		return nil, err
	}
	return rheinhessenSet(rheinhessenrules.Load(), l, lang)
}

// rheinhessenSet builds the components from given rules and layout in
// lang (tests pass changed rules to see the printed numbers follow).
func rheinhessenSet(r *rheinhessenrules.Rules, l *templates.Layout, lang msg.Lang) ([]*printables.Component, error) {
	s := &rhSet{r: r, l: l, lang: lang}
	if err := s.colors(); err != nil {
		return nil, err
	}
	if len(l.Seats) < r.Players.Max {
		return nil, fmt.Errorf("%s: %d corporations, but up to %d play (%s)", rheinhessentpl.File, len(l.Seats), r.Players.Max, rheinhessenrules.DataFile)
	}
	s.corps = l.Seats[:r.Players.Max]
	return []*printables.Component{s.board(), s.mats(), s.reference(), s.table()}, nil
}

type rhSet struct {
	r     *rheinhessenrules.Rules
	l     *templates.Layout
	lang  msg.Lang // the language of every printed word
	corps []templates.Seat
	ink   printables.Color
	paper printables.Color
	c     map[string]printables.Color
}

// colors parses every colour of the layout once and checks that each audit
// track zone and each corporation has one.
func (s *rhSet) colors() error {
	p := printables.NewPalette(rheinhessentpl.File)
	for _, name := range s.l.Colors.Names() {
		p.Add(name, s.l.Colors[name])
	}
	for _, c := range s.l.Seats {
		p.Add("corp."+c.Name, c.Color)
	}
	if err := p.Need(printables.Prefixed("zones", s.r.Track.Zones, func(z rheinhessenrules.Zone) string { return z.Name.EN })...); err != nil {
		return err
	}
	s.c = p.C
	s.ink, s.paper = s.c["ink"], s.c["paper"]
	return nil
}

func (s *rhSet) corpTitle(c templates.Seat) string { return s.t("print.corporation", c.Name) }

// t is message id of the game's catalogue in the print's language.
func (s *rhSet) t(id string, args ...any) string {
	return rheinhessenrules.Messages.Say(s.lang, id, args...)
}

// up is t in capitals, for headings (ß as SS, as German capitals write it).
func (s *rhSet) up(id string, args ...any) string {
	return strings.ReplaceAll(strings.ToUpper(s.t(id, args...)), "ß", "SS")
}

// ---------------------------------------------------------------------------
// Texts built from the rules data.

// num writes an integer with a real minus sign.
func num(n int) string {
	if n < 0 {
		return "−" + strconv.Itoa(-n)
	}
	return strconv.Itoa(n)
}

func (s *rhSet) ticks(n int) string { return s.t("print.ticks", n) }

func (s *rhSet) legalFormula() string {
	f := s.t("print.raw_times", s.r.Legal.Factor)
	if s.r.Legal.Bonus != 0 {
		f += " + " + strconv.Itoa(s.r.Legal.Bonus)
	}
	return f
}

func (s *rhSet) illegalFormula() string { return s.t("print.raw_times", s.r.Illegal.Factor) }

func (s *rhSet) dangerFormula() string {
	f := s.illegalFormula()
	if s.r.Illegal.Kickback != 0 {
		f += " − " + strconv.Itoa(s.r.Illegal.Kickback)
	}
	return f
}

func (s *rhSet) fineFormula() string { return s.t("print.fine_formula", s.r.Audit.FineFactor) }

// safeMax is the greatest raw value of an illegal production that is no violation.
func (s *rhSet) safeMax() int { return s.r.Illegal.DangerFrom - 1 }

// cardValues is "2–10 face value · J, Q, K 10 · A 11" from the data.
func (s *rhSet) cardValues() string {
	var parts []string
	face := 0 // number ranks from Two worth their face value
	for _, rk := range cards.Ranks {
		if rk > cards.Ten || s.r.Value(cards.New(rk, cards.Spades)) != int(rk) {
			break
		}
		face++
	}
	rest := cards.Ranks
	if face >= 2 {
		parts = append(parts, s.t("print.face_value", cards.Ranks[0], cards.Ranks[face-1]))
		rest = cards.Ranks[face:]
	}
	for i := 0; i < len(rest); {
		v := s.r.Value(cards.New(rest[i], cards.Spades))
		var names []string
		j := i
		for ; j < len(rest) && s.r.Value(cards.New(rest[j], cards.Spades)) == v; j++ {
			names = append(names, s.rank(rest[j]))
		}
		parts = append(parts, fmt.Sprintf("%s %d", strings.Join(names, ", "), v))
		i = j
	}
	return strings.Join(parts, "; ")
}

// rank is a face card's letter as the print's language names it: J, Q, K,
// A; B, D, K, A in German.
func (s *rhSet) rank(r cards.Rank) string {
	id := "print.rank." + r.String()
	if rheinhessenrules.Messages.Has(id) {
		return s.t(id)
	}
	return r.String()
}

func (s *rhSet) handNames() string {
	var names []string
	for _, h := range s.r.Hands {
		names = append(names, h.Name.In(s.lang))
	}
	return strings.Join(names, ", ")
}

// zoneTicks is "0–2 ticks", "3 ticks".
func (s *rhSet) zoneTicks(z rheinhessenrules.Zone) string {
	if z.From == z.To {
		return s.ticks(z.From)
	}
	return s.t("print.ticks_range", z.From, z.To)
}

// trackRule explains how violations fill the track, in the data's numbers.
func (s *rhSet) trackRule() string {
	t := s.r.Track
	return s.t("print.track_rule", s.r.Illegal.DangerFrom, s.ticks(t.Tick), s.ticks(t.HighTick), t.HighFrom, t.ExternalAuditAt, t.ResetTo)
}

func (s *rhSet) auditText() string { return s.t("print.audit_text", s.fineFormula()) }

func (s *rhSet) internalText() string { return s.t("print.internal") }

func (s *rhSet) externalText() string { return s.t("print.external", s.r.Audit.ExternalExtraLoss) }

func (s *rhSet) endText() string {
	r := s.r
	lo, err1 := r.DrawPile(r.Players.Max)
	hi, err2 := r.DrawPile(r.Players.Min)
	pile := s.t("print.pile", r.Shoe(), r.StartingHand)
	if err1 == nil && err2 == nil {
		pile += s.t("print.pile_range", lo, hi)
	}
	return s.t("print.end", r.WinScore, pile)
}

func (s *rhSet) setupText() string {
	r := s.r
	return s.t("print.setup", r.Players.Min, r.Players.Max, r.Decks, r.Shoe(), r.StartingHand)
}

// ---------------------------------------------------------------------------
// Drawing helpers.

// bandStyle is how the Rheinhessen header bands look.
var bandStyle = printables.BandStyle{Pad: 4, NoteShare: 0.4, NoteTop: 0.22, NoteFace: printables.Bold, NoteMin: 5}

// ---------------------------------------------------------------------------
// Quick reference cards.

func (s *rhSet) reference() *printables.Component {
	f := s.l.Formats["reference"]
	c := &printables.Component{ID: "reference", Name: s.t("print.reference.name"), Noun: s.t("print.reference.noun"), W: f.W, H: f.H,
		Format: s.t("print.reference.format", printables.MMIn(s.lang, f.W), printables.MMIn(s.lang, f.H))} // f.What in the print's language
	c.Items = []printables.Item{{Title: s.t("print.reference.title"), Count: s.r.Players.Max, Front: s.referenceFront}}
	c.Back = s.referenceBack
	return c
}

// cardFrame paints the card colour, a title and the paper body, which it returns.
func (s *rhSet) cardFrame(d *printables.Drawer, cut printables.Rect, title string) (printables.Rect, error) {
	return printables.CardFrame(d, cut, s.c["accent"], s.paper, title, s.l.Text.TitleMax, s.l.Text.TitleMin)
}

func (s *rhSet) referenceFront(d *printables.Drawer, cut printables.Rect) error {
	r := s.r
	body, err := s.cardFrame(d, cut, s.up("print.reference.front"))
	if err != nil {
		return err
	}
	lc, ic := s.c["legal"], s.c["illegal"]
	example := r.ScoreRaw(s.safeMax(), true)
	return printables.FitColumn(d, body.Inset(2.5), s.l.Text.BodyMax, s.l.Text.BodyMin, func(c *printables.Column) error {
		steps := []func() error{
			func() error { return c.Heading(s.up("print.card_values"), s.c["accent"]) },
			func() error {
				return c.Para(s.t("print.card_values_text", s.cardValues()), printables.Regular, s.ink)
			},
			func() error { c.Gap(1); return c.Heading(s.t("print.legal_head", s.legalFormula()), lc) },
			func() error { return c.Para(s.t("print.one_hand"), printables.Regular, s.ink) },
			func() error {
				var lines []string
				for _, h := range r.Hands {
					lines = append(lines, h.Name.In(s.lang)+": "+h.Rule.In(s.lang))
				}
				return c.Bullets(lines, printables.Regular, s.ink)
			},
			func() error { c.Gap(1); return c.Heading(s.up("print.illegal_head"), ic) },
			func() error {
				return c.Bullets([]string{
					s.t("print.safe_line", s.safeMax(), s.illegalFormula()),
					s.t("print.danger_line", r.Illegal.DangerFrom, s.dangerFormula()),
					s.t("print.declare_line"),
				}, printables.Regular, s.ink)
			},
			func() error {
				return c.Para(s.t("print.rounding", example.Raw, example.Exact, phrase.ArrowGlyph, example.Points), printables.Italic, s.ink)
			},
			func() error { c.Gap(1); return c.Heading(s.up("print.key_numbers"), s.c["accent"]) },
			func() error { return s.keyNumbers(c) },
		}
		for _, st := range steps {
			if err := st(); err != nil {
				return err
			}
		}
		return nil
	})
}

// keyNumbers draws the rulebook's key numbers as chips, four to a row.
func (s *rhSet) keyNumbers(c *printables.Column) error {
	r := s.r
	chips := []struct {
		n, what string
		col     printables.Color
	}{
		{strconv.Itoa(r.Illegal.DangerFrom), s.t("print.chip.danger"), s.c["illegal"]},
		{strconv.Itoa(r.Legal.Bonus), s.t("print.chip.bonus"), s.c["legal"]},
		{strconv.Itoa(r.Illegal.Kickback), s.t("print.chip.kickback"), s.c["illegal"]},
		{"×" + r.Audit.FineFactor.SayIn(s.lang), s.t("print.chip.fine"), s.c["accent"]},
		{strconv.Itoa(r.Audit.ExternalExtraLoss), s.t("print.chip.external"), s.c["accent"]},
		{strconv.Itoa(r.WinScore), s.t("print.chip.win"), s.c["accent"]},
		{strconv.Itoa(r.StartingHand), s.t("print.chip.start"), s.c["accent"]},
		{strconv.Itoa(r.DrawPerTurn), s.t("print.chip.turn"), s.c["accent"]},
	}
	const perRow, gap = 4, 1.2
	w := (c.Box.W - gap*(perRow-1)) / perRow
	h := c.Size * 2.9 * printables.PtToMM
	rows := (len(chips) + perRow - 1) / perRow
	return c.Block(float64(rows)*(h+gap), func(area printables.Rect) error {
		for i, ch := range chips {
			r := printables.Rect{X: area.X + float64(i%perRow)*(w+gap), Y: area.Y + float64(i/perRow)*(h+gap), W: w, H: h}
			d := c.D
			d.Panel(r, 1, ch.col.Mix(printables.White, 0.85))
			if err := printables.Label(d, ch.n, printables.Bold, printables.Rect{X: r.X + 0.5, Y: r.Y + 0.4, W: r.W - 1, H: h * 0.55}, c.Size+5, c.Size, printables.Center, ch.col.Mix(printables.Black, 0.15)); err != nil {
				return err
			}
			if err := printables.Label(d, ch.what, printables.Regular, printables.Rect{X: r.X + 0.5, Y: r.Y + h*0.6, W: r.W - 1, H: h * 0.32}, c.Size-1, 4, printables.Center, s.ink); err != nil {
				return err
			}
		}
		return nil
	})
}

func (s *rhSet) referenceBack(d *printables.Drawer, cut printables.Rect) error {
	r := s.r
	body, err := s.cardFrame(d, cut, s.up("print.reference.back"))
	if err != nil {
		return err
	}
	accent := s.c["accent"]
	return printables.FitColumn(d, body.Inset(2.5), s.l.Text.BodyMax, s.l.Text.BodyMin, func(c *printables.Column) error {
		if err := c.Heading(s.up("print.a_turn"), accent); err != nil {
			return err
		}
		disc := c.Size * 1.5 * printables.PtToMM
		for i, st := range r.Turn {
			top := c.Y
			c.D.DiscPanel(c.Box.X+disc/2, top+disc/2, disc/2, accent)
			if err := printables.Label(c.D, strconv.Itoa(i+1), printables.Bold, printables.Rect{X: c.Box.X, Y: top + disc*0.2, W: disc, H: disc * 0.6}, c.Size, 4, printables.Center, c.D.TextOn(accent)); err != nil {
				return err
			}
			in := disc + 1.5
			if err := printables.Label(c.D, strings.ToUpper(st.Name.In(s.lang)), printables.Bold, printables.Rect{X: c.Box.X + in, Y: top, W: c.Box.W - in, H: disc}, c.Size, c.Size, printables.Left, s.ink); err != nil {
				return err
			}
			c.Y = top + disc + 0.3
			if err := c.ParaIn(in, st.Text.In(s.lang), printables.Regular, s.ink); err != nil {
				return err
			}
		}
		c.Gap(0.5)
		if err := c.Heading(s.up("print.audit_track"), accent); err != nil {
			return err
		}
		t := r.Track
		if err := c.Para(s.t("print.track_short", s.ticks(t.Tick), s.ticks(t.HighTick), t.HighFrom, t.ExternalAuditAt, t.ResetTo), printables.Regular, s.ink); err != nil {
			return err
		}
		if err := s.miniTrack(c); err != nil {
			return err
		}
		c.Gap(1.5)
		if err := c.Heading(s.up("print.audits"), accent); err != nil {
			return err
		}
		if err := c.Para(s.auditText(), printables.Regular, s.ink); err != nil {
			return err
		}
		if err := c.Bullets([]string{s.internalText(), s.externalText()}, printables.Regular, s.ink); err != nil {
			return err
		}
		c.Gap(1)
		if err := c.Heading(s.up("print.setup_end"), accent); err != nil {
			return err
		}
		return c.Para(s.setupText()+"\n"+s.endText(), printables.Regular, s.ink)
	})
}

// miniTrack draws the audit track's boxes in their zone colours, each with
// its number and zone name.
func (s *rhSet) miniTrack(c *printables.Column) error {
	n := s.r.Track.ExternalAuditAt
	const gap = 1.0
	w := (c.Box.W - gap*float64(n-1)) / float64(n)
	h := c.Size * 2.6 * printables.PtToMM
	return c.Block(h+0.8, func(area printables.Rect) error {
		for i := 1; i <= n; i++ {
			z, ok := s.r.Zone(i)
			if !ok {
				return fmt.Errorf("rheinhessen: no audit track zone holds %d ticks", i)
			}
			col := s.c["zones."+z.Name.EN]
			b := printables.Rect{X: area.X + float64(i-1)*(w+gap), Y: area.Y + 0.8, W: w, H: h}
			c.D.Panel(b, 1, col)
			txt := c.D.TextOn(col)
			if err := printables.Label(c.D, strconv.Itoa(i), printables.Bold, printables.Rect{X: b.X + 0.5, Y: b.Y + 0.5, W: b.W - 1, H: h * 0.45}, c.Size+2, c.Size, printables.Center, txt); err != nil {
				return err
			}
			if err := printables.Label(c.D, z.Name.In(s.lang), printables.Regular, printables.Rect{X: b.X + 0.5, Y: b.Y + h*0.58, W: b.W - 1, H: h * 0.3}, c.Size-1, 4, printables.Center, txt); err != nil {
				return err
			}
		}
		return nil
	})
}

// ---------------------------------------------------------------------------
// The scoring table.

// tableRange is the raw values the scoring table lists: from the smallest
// production, one card of the lowest value, to the layout's last row.
func (s *rhSet) tableRange() (first, last int) {
	first = s.r.Value(cards.New(cards.Ranks[0], cards.Spades))
	for _, rk := range cards.Ranks {
		first = min(first, s.r.Value(cards.New(rk, cards.Spades)))
	}
	return first, int(s.l.Settings["last_raw"])
}

func (s *rhSet) table() *printables.Component {
	first, last := s.tableRange()
	return &printables.Component{ID: "table", Name: s.t("print.table.name"), Noun: s.t("print.table.noun"), FullPage: true,
		Format: s.t("print.table.format", first, last),
		Items:  []printables.Item{{Title: s.t("print.table.name"), Count: 1, Front: s.tableFace}}}
}

func (s *rhSet) tableFace(d *printables.Drawer, cut printables.Rect) error {
	r := s.r
	accent, lc, ic := s.c["accent"], s.c["legal"], s.c["illegal"]
	if err := printables.Band(d, printables.Rect{X: cut.X, Y: cut.Y, W: cut.W, H: 14}, accent, bandStyle, s.up("print.table.name"), strings.ToUpper(r.Game), 20, 12); err != nil {
		return err
	}
	y := cut.Y + 14 + 3
	intro := s.t("print.table.intro", s.cardValues(), s.legalFormula(), s.illegalFormula(), r.Illegal.DangerFrom, s.dangerFormula(), s.fineFormula())
	tb, err := printables.Fit(intro, printables.Regular, printables.Rect{X: cut.X, Y: y, W: cut.W, H: 13}, 9.5, s.l.Text.BodyMin)
	if err != nil {
		return err
	}
	tb.Draw(d, s.ink)
	y += tb.Height() + 3

	reach := r.LegalRaws()
	notes := s.t("print.table.notes", r.Illegal.DangerFrom, r.Illegal.Kickback)
	nt, err := printables.Fit(notes, printables.Italic, printables.Rect{X: cut.X, Y: cut.Bottom() - 10, W: cut.W, H: 10}, 8.5, s.l.Text.BodyMin)
	if err != nil {
		return err
	}
	nt.VAlign = 1
	nt.Draw(d, s.ink)
	bottom := cut.Bottom() - nt.Height() - 3

	const colGap = 8.0
	first, last := s.tableRange()
	n := last - first + 1
	if n < 2 {
		return fmt.Errorf("rheinhessen: the scoring table needs raw values from %d up, the layout ends at %d", first, last)
	}
	perCol := (n + 1) / 2
	hw := (cut.W - colGap) / 2
	headH := 9.0
	rowH := min(8, (bottom-y-headH)/float64(perCol))
	if rowH < 4.5 {
		return fmt.Errorf("%w: the scoring table needs rows of 4.5 mm, the page leaves %.1f", printables.ErrTextDoesNotFit, rowH)
	}
	widths := []float64{0.16, 0.21, 0.21, 0.21, 0.21}
	heads := [][2]string{{s.t("print.col.raw"), ""}, {s.t("print.col.legal"), s.t("print.col.points")}, {s.t("print.col.illegal"), s.t("print.col.points")},
		{s.t("print.col.violation"), s.t("print.col.if_illegal")}, {s.t("print.col.fine"), s.t("print.col.if_left")}}
	headCols := []printables.Color{accent, lc, ic, ic, accent}
	pt := min(10.5, rowH/printables.PtToMM*0.62)
	for half := 0; half < 2; half++ {
		x0 := cut.X + float64(half)*(hw+colGap)
		// Column heads.
		x := x0
		for i, h := range heads {
			w := widths[i] * hw
			hr := printables.Rect{X: x, Y: y, W: w - 0.6, H: headH - 1}
			d.Panel(hr, 1, headCols[i])
			txt := d.TextOn(headCols[i])
			top := printables.Rect{X: hr.X + 0.5, Y: hr.Y + 0.8, W: hr.W - 1, H: 4}
			if h[1] == "" {
				top = printables.Rect{X: hr.X + 0.5, Y: hr.Y + 1.5, W: hr.W - 1, H: hr.H - 3}
			}
			if err := printables.Label(d, h[0], printables.Bold, top, 9, 5, printables.Center, txt); err != nil {
				return err
			}
			if h[1] != "" {
				if err := printables.Label(d, h[1], printables.Regular, printables.Rect{X: hr.X + 0.5, Y: hr.Y + 4.9, W: hr.W - 1, H: 2.6}, 6.5, 4, printables.Center, txt); err != nil {
					return err
				}
			}
			x += w
		}
		ry := y + headH
		for i := 0; i < perCol; i++ {
			raw := first + half*perCol + i
			if raw > last {
				break
			}
			rr := printables.Rect{X: x0, Y: ry, W: hw, H: rowH}
			if i%2 == 1 && !d.InkSaver {
				d.Rect(rr.X, rr.Y, rr.W, rr.H, printables.Filled(accent.Mix(printables.White, 0.92)))
			}
			legal, illegal := r.ScoreRaw(raw, true), r.ScoreRaw(raw, false)
			fine, _ := r.AuditFine(raw)
			viol, violCol, violFace := s.t("print.no"), printables.Grey, printables.Regular
			if illegal.Violation {
				viol, violCol, violFace = s.t("print.yes"), ic, printables.Bold
				if !d.InkSaver {
					vx := x0 + (widths[0]+widths[1])*hw
					d.Rect(vx, rr.Y, (widths[2]+widths[3])*hw, rr.H, printables.Filled(ic.Mix(printables.White, 0.85)))
				}
			}
			legalCol := lc.Mix(printables.Black, 0.2)
			if !reach[raw] {
				legalCol = printables.Grey.Mix(printables.White, 0.25)
			}
			cells := []struct {
				text string
				face printables.FontFace
				col  printables.Color
			}{
				{strconv.Itoa(raw), printables.Bold, s.ink},
				{num(legal.Points), printables.Regular, legalCol},
				{num(illegal.Points), printables.Regular, s.ink},
				{viol, violFace, violCol},
				{num(fine), printables.Regular, s.ink},
			}
			x := x0
			for j, cl := range cells {
				w := widths[j] * hw
				if err := printables.Label(d, cl.text, cl.face, printables.Rect{X: x + 0.5, Y: rr.Y + rowH*0.15, W: w - 1, H: rowH * 0.7}, pt, 5, printables.Center, cl.col); err != nil {
					return err
				}
				x += w
			}
			if raw == r.Illegal.DangerFrom {
				// The danger threshold: a red rule above the first violation.
				d.Line(x0, rr.Y, x0+hw, rr.Y, printables.Stroked(ic, 0.6))
			}
			ry += rowH
		}
		d.Line(x0, ry, x0+hw, ry, printables.Stroked(accent, 0.3))
	}
	return nil
}
