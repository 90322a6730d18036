package rheinhessen

import (
	"boardroom/phrase"
	"boardroom/printables"
	"boardroom/templates"
	"fmt"
	"strconv"
	"strings"

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
func Components() ([]*printables.Component, error) {
	l, err := rheinhessentpl.Load()
	if err != nil {
		return nil, err
	}
	return rheinhessenSet(rheinhessenrules.Load(), l)
}

// rheinhessenSet builds the components from given rules and layout (tests
// pass changed rules to see the printed numbers follow).
func rheinhessenSet(r *rheinhessenrules.Rules, l *templates.Layout) ([]*printables.Component, error) {
	s := &rhSet{r: r, l: l}
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
	if err := p.Need(printables.Prefixed("zones", s.r.Track.Zones, func(z rheinhessenrules.Zone) string { return z.Name })...); err != nil {
		return err
	}
	s.c = p.C
	s.ink, s.paper = s.c["ink"], s.c["paper"]
	return nil
}

func (s *rhSet) corpTitle(c templates.Seat) string { return "Corporation " + c.Name }

// ---------------------------------------------------------------------------
// Texts built from the rules data.

// num writes an integer with a real minus sign.
func num(n int) string {
	if n < 0 {
		return "−" + strconv.Itoa(-n)
	}
	return strconv.Itoa(n)
}

func ticks(n int) string {
	if n == 1 {
		return "1 tick"
	}
	return strconv.Itoa(n) + " ticks"
}

func (s *rhSet) legalFormula() string {
	f := "raw × " + s.r.Legal.Factor.String()
	if s.r.Legal.Bonus != 0 {
		f += " + " + strconv.Itoa(s.r.Legal.Bonus)
	}
	return f
}

func (s *rhSet) illegalFormula() string { return "raw × " + s.r.Illegal.Factor.String() }

func (s *rhSet) dangerFormula() string {
	f := s.illegalFormula()
	if s.r.Illegal.Kickback != 0 {
		f += " − " + strconv.Itoa(s.r.Illegal.Kickback)
	}
	return f
}

func (s *rhSet) fineFormula() string { return "leftover raw × " + s.r.Audit.FineFactor.String() }

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
		parts = append(parts, fmt.Sprintf("%s–%s face value", cards.Ranks[0], cards.Ranks[face-1]))
		rest = cards.Ranks[face:]
	}
	for i := 0; i < len(rest); {
		v := s.r.Value(cards.New(rest[i], cards.Spades))
		var names []string
		j := i
		for ; j < len(rest) && s.r.Value(cards.New(rest[j], cards.Spades)) == v; j++ {
			names = append(names, rest[j].String())
		}
		parts = append(parts, fmt.Sprintf("%s %d", strings.Join(names, ", "), v))
		i = j
	}
	return strings.Join(parts, "; ")
}

func (s *rhSet) handNames() string {
	var names []string
	for _, h := range s.r.Hands {
		names = append(names, h.Name)
	}
	return strings.Join(names, ", ")
}

// zoneTicks is "0–2 ticks", "3 ticks".
func zoneTicks(z rheinhessenrules.Zone) string {
	if z.From == z.To {
		return ticks(z.From)
	}
	return fmt.Sprintf("%d–%d ticks", z.From, z.To)
}

// trackRule explains how violations fill the track, in the data's numbers.
func (s *rhSet) trackRule() string {
	t := s.r.Track
	return fmt.Sprintf("A violation (an illegal production of raw %d or more) adds %s, or %s when the track already shows %d or more: "+
		"put a coin in the next empty box for each tick. Reaching box %d calls an external audit at once; then the track resets to %d.",
		s.r.Illegal.DangerFrom, ticks(t.Tick), ticks(t.HighTick), t.HighFrom, t.ExternalAuditAt, t.ResetTo)
}

func (s *rhSet) auditText() string {
	return fmt.Sprintf("An audit regroups a floor's cards freely into legal hands and keeps the grouping worth the most raw value. "+
		"The leftover cards leave the floor; their owner is fined %s.", s.fineFormula())
}

func (s *rhSet) internalText() string {
	return "Internal: the active player may audit one rival's floor after drawing, before producing."
}

func (s *rhSet) externalText() string {
	return fmt.Sprintf("External: every floor, the trigger's own included; the corporation that triggered it loses %d more.",
		s.r.Audit.ExternalExtraLoss)
}

func (s *rhSet) endText() string {
	r := s.r
	lo, err1 := r.DrawPile(r.Players.Max)
	hi, err2 := r.DrawPile(r.Players.Min)
	pile := fmt.Sprintf("%d cards − %d per corporation", r.Shoe(), r.StartingHand)
	if err1 == nil && err2 == nil {
		pile += fmt.Sprintf(": %d to %d", lo, hi)
	}
	return fmt.Sprintf("Reaching %d points after a production wins at once; scores may fall below zero. "+
		"When the draw pile (%s) runs out, the round is completed and the highest score wins; "+
		"a tie goes to the lowest illegal raw value on the floor.", r.WinScore, pile)
}

func (s *rhSet) setupText() string {
	r := s.r
	return fmt.Sprintf("%d–%d corporations. Shuffle %d standard decks together, no jokers (%d cards). Each corporation draws %d cards.",
		r.Players.Min, r.Players.Max, r.Decks, r.Shoe(), r.StartingHand)
}

// ---------------------------------------------------------------------------
// Drawing helpers.

// bandStyle is how the Rheinhessen header bands look.
var bandStyle = printables.BandStyle{Pad: 4, NoteShare: 0.4, NoteTop: 0.22, NoteFace: printables.Bold, NoteMin: 5}

// ---------------------------------------------------------------------------
// Quick reference cards.

func (s *rhSet) reference() *printables.Component {
	f := s.l.Formats["reference"]
	c := &printables.Component{ID: "reference", Name: "Quick reference cards", Noun: "quick reference card", W: f.W, H: f.H,
		Format: fmt.Sprintf("%s %s x %s mm", f.What, printables.MMString(f.W), printables.MMString(f.H))}
	c.Items = []printables.Item{{Title: "Quick reference", Count: s.r.Players.Max, Front: s.referenceFront}}
	c.Back = s.referenceBack
	return c
}

// cardFrame paints the card colour, a title and the paper body, which it returns.
func (s *rhSet) cardFrame(d *printables.Drawer, cut printables.Rect, title string) (printables.Rect, error) {
	return printables.CardFrame(d, cut, s.c["accent"], s.paper, title, s.l.Text.TitleMax, s.l.Text.TitleMin)
}

func (s *rhSet) referenceFront(d *printables.Drawer, cut printables.Rect) error {
	r := s.r
	body, err := s.cardFrame(d, cut, "RHEINHESSEN — SCORING")
	if err != nil {
		return err
	}
	lc, ic := s.c["legal"], s.c["illegal"]
	example := r.ScoreRaw(s.safeMax(), true)
	return printables.FitColumn(d, body.Inset(2.5), s.l.Text.BodyMax, s.l.Text.BodyMin, func(c *printables.Column) error {
		steps := []func() error{
			func() error { return c.Heading("CARD VALUES (RAW)", s.c["accent"]) },
			func() error {
				return c.Para(s.cardValues()+". A production's raw value is the sum.", printables.Regular, s.ink)
			},
			func() error { c.Gap(1); return c.Heading("LEGAL: "+s.legalFormula(), lc) },
			func() error { return c.Para("Exactly one poker hand, no extra cards:", printables.Regular, s.ink) },
			func() error {
				var lines []string
				for _, h := range r.Hands {
					lines = append(lines, h.Name+": "+h.Rule)
				}
				return c.Bullets(lines, printables.Regular, s.ink)
			},
			func() error { c.Gap(1); return c.Heading("ILLEGAL: ANY OTHER CARDS", ic) },
			func() error {
				return c.Bullets([]string{
					fmt.Sprintf("raw %d or less: %s", s.safeMax(), s.illegalFormula()),
					fmt.Sprintf("raw %d or more: %s (kickback); a violation, it adds audit ticks", r.Illegal.DangerFrom, s.dangerFormula()),
					"a legal hand may be declared illegal",
				}, printables.Regular, s.ink)
			},
			func() error {
				return c.Para(fmt.Sprintf("Points are whole numbers, rounded half up: legal raw %d is %s "+phrase.ArrowGlyph+" %d.",
					example.Raw, example.Exact, example.Points), printables.Italic, s.ink)
			},
			func() error { c.Gap(1); return c.Heading("KEY NUMBERS", s.c["accent"]) },
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
		{strconv.Itoa(r.Illegal.DangerFrom), "danger threshold", s.c["illegal"]},
		{strconv.Itoa(r.Legal.Bonus), "legal bonus", s.c["legal"]},
		{strconv.Itoa(r.Illegal.Kickback), "kickback", s.c["illegal"]},
		{"×" + r.Audit.FineFactor.String(), "audit fine", s.c["accent"]},
		{strconv.Itoa(r.Audit.ExternalExtraLoss), "external audit extra", s.c["accent"]},
		{strconv.Itoa(r.WinScore), "points win", s.c["accent"]},
		{strconv.Itoa(r.StartingHand), "cards to start", s.c["accent"]},
		{strconv.Itoa(r.DrawPerTurn), "cards a turn", s.c["accent"]},
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
	body, err := s.cardFrame(d, cut, "RHEINHESSEN — TURN AND AUDITS")
	if err != nil {
		return err
	}
	accent := s.c["accent"]
	return printables.FitColumn(d, body.Inset(2.5), s.l.Text.BodyMax, s.l.Text.BodyMin, func(c *printables.Column) error {
		if err := c.Heading("A TURN", accent); err != nil {
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
			if err := printables.Label(c.D, strings.ToUpper(st.Name), printables.Bold, printables.Rect{X: c.Box.X + in, Y: top, W: c.Box.W - in, H: disc}, c.Size, c.Size, printables.Left, s.ink); err != nil {
				return err
			}
			c.Y = top + disc + 0.3
			if err := c.ParaIn(in, st.Text, printables.Regular, s.ink); err != nil {
				return err
			}
		}
		c.Gap(0.5)
		if err := c.Heading("AUDIT TRACK", accent); err != nil {
			return err
		}
		t := r.Track
		if err := c.Para(fmt.Sprintf("Each violation adds %s, or %s when the track shows %d or more. Reaching %d: an external audit at once, then the track resets to %d.",
			ticks(t.Tick), ticks(t.HighTick), t.HighFrom, t.ExternalAuditAt, t.ResetTo), printables.Regular, s.ink); err != nil {
			return err
		}
		if err := s.miniTrack(c); err != nil {
			return err
		}
		c.Gap(1.5)
		if err := c.Heading("AUDITS", accent); err != nil {
			return err
		}
		if err := c.Para(s.auditText(), printables.Regular, s.ink); err != nil {
			return err
		}
		if err := c.Bullets([]string{s.internalText(), s.externalText()}, printables.Regular, s.ink); err != nil {
			return err
		}
		c.Gap(1)
		if err := c.Heading("SETUP AND END", accent); err != nil {
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
			col := s.c["zones."+z.Name]
			b := printables.Rect{X: area.X + float64(i-1)*(w+gap), Y: area.Y + 0.8, W: w, H: h}
			c.D.Panel(b, 1, col)
			txt := c.D.TextOn(col)
			if err := printables.Label(c.D, strconv.Itoa(i), printables.Bold, printables.Rect{X: b.X + 0.5, Y: b.Y + 0.5, W: b.W - 1, H: h * 0.45}, c.Size+2, c.Size, printables.Center, txt); err != nil {
				return err
			}
			if err := printables.Label(c.D, z.Name, printables.Regular, printables.Rect{X: b.X + 0.5, Y: b.Y + h*0.58, W: b.W - 1, H: h * 0.3}, c.Size-1, 4, printables.Center, txt); err != nil {
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
	return &printables.Component{ID: "table", Name: "Scoring table", Noun: "scoring table", FullPage: true,
		Format: fmt.Sprintf("one full page: raw %d to %d", first, last),
		Items:  []printables.Item{{Title: "Scoring table", Count: 1, Front: s.tableFace}}}
}

func (s *rhSet) tableFace(d *printables.Drawer, cut printables.Rect) error {
	r := s.r
	accent, lc, ic := s.c["accent"], s.c["legal"], s.c["illegal"]
	if err := printables.Band(d, printables.Rect{X: cut.X, Y: cut.Y, W: cut.W, H: 14}, accent, bandStyle, "SCORING TABLE", strings.ToUpper(r.Game), 20, 12); err != nil {
		return err
	}
	y := cut.Y + 14 + 3
	intro := fmt.Sprintf("Add up the raw value of a production (%s) and read its points. Legal: %s. Illegal: %s, and from raw %d on, a violation: %s. "+
		"Audit fine: %s. All rounded half up.", s.cardValues(), s.legalFormula(), s.illegalFormula(), r.Illegal.DangerFrom, s.dangerFormula(), s.fineFormula())
	tb, err := printables.Fit(intro, printables.Regular, printables.Rect{X: cut.X, Y: y, W: cut.W, H: 13}, 9.5, s.l.Text.BodyMin)
	if err != nil {
		return err
	}
	tb.Draw(d, s.ink)
	y += tb.Height() + 3

	reach := r.LegalRaws()
	notes := fmt.Sprintf("Grey legal points: no legal hand adds up to that raw value. Violation: an illegal production of raw %d or more "+
		"(%d kickback, audit ticks). The audit fine is what an audit charges for leftover cards of that raw value.",
		r.Illegal.DangerFrom, r.Illegal.Kickback)
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
	heads := [][2]string{{"Raw", ""}, {"Legal", "points"}, {"Illegal", "points"}, {"Violation", "if illegal"}, {"Audit fine", "if left over"}}
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
			viol, violCol, violFace := "no", printables.Grey, printables.Regular
			if illegal.Violation {
				viol, violCol, violFace = "yes", ic, printables.Bold
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
