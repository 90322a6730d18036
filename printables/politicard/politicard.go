// Package politicard is the Politicard print set: the card pool (or a deck)
// as poker cards with one back design, a play mat per player and the
// reference sheet. Every number and text printed comes from rules/politicard.
package politicard

import (
	"fmt"
	"strings"

	"boardroom/phrase/msg"
	"boardroom/printables"
	"boardroom/templates"

	politicardrules "boardroom/rules/politicard"
	politicardtpl "boardroom/templates/politicard"
)

// Components builds the print set in print order, in the game's own
// language: the pool, the two sample decks, the play mats and the
// reference sheet.
func Components() ([]*printables.Component, error) {
	return Set(nil, "")
}

// Set builds the print set in language l ("" the game's own) with a
// group's own card names (nil: the pool's).
func Set(names politicardrules.Names, l msg.Lang) ([]*printables.Component, error) {
	return setFor(politicardrules.Load(), names, l)
}

// setFor builds the print set from rules data r.
func setFor(r *politicardrules.Rules, names politicardrules.Names, l msg.Lang) ([]*printables.Component, error) {
	s, err := newSet(r, names, l)
	if err != nil {
		return nil, err
	}
	pool := politicardrules.Deck{Name: "pool"}
	for _, c := range r.Cards {
		pool.Entries = append(pool.Entries, politicardrules.DeckLine{ID: c.ID, Copies: 1})
	}
	comps := []*printables.Component{s.Cards("cards", s.tr("print.pool"), pool)}
	for _, sd := range r.SampleDecks {
		comps = append(comps, s.Cards(sd.Name, s.tr("print.sample", sd.Title), sd.Deck()))
	}
	return append(comps, s.mats(), s.tracker(), s.reference()), nil
}

// DeckComponents is the cards of one deck (`print --deck`), with a group's
// own names, in language l ("" the game's own).
func DeckComponents(d politicardrules.Deck, names politicardrules.Names, l msg.Lang) ([]*printables.Component, error) {
	s, err := newSet(politicardrules.Load(), names, l)
	if err != nil {
		return nil, err
	}
	return []*printables.Component{s.Cards("deck", s.tr("print.deck", d.Name), d)}, nil
}

type pcSet struct {
	r     *politicardrules.Rules
	l     *templates.Layout
	names politicardrules.Names
	lang  msg.Lang
	c     map[string]printables.Color
	ink   printables.Color
	paper printables.Color
}

func newSet(r *politicardrules.Rules, names politicardrules.Names, lang msg.Lang) (*pcSet, error) {
	l, err := politicardtpl.Load()
	if err != nil {
		return nil, err
	}
	if lang == "" {
		lang = r.Language
	}
	s := &pcSet{r: r, l: l, names: names, lang: lang}
	p := printables.NewPalette(politicardtpl.File)
	for _, name := range l.Colors.Names() {
		p.Add(name, l.Colors[name])
	}
	for _, seat := range l.Seats {
		p.Add("seat."+seat.Name, seat.Color)
	}
	need := printables.Prefixed("types", politicardrules.Types, func(t string) string { return t })
	need = append(need, "ink", "paper", "accent", "tag")
	if err := p.Need(need...); err != nil {
		return nil, err
	}
	s.c = p.C
	s.ink, s.paper = s.c["ink"], s.c["paper"]
	return s, nil
}

// tr is message id of the game's catalogue in the print's language.
func (s *pcSet) tr(id string, args ...any) string {
	return politicardrules.Messages.Say(s.lang, id, args...)
}

// Cards is a deck of cards as a component: each card as many times as the
// deck holds it.
func (s *pcSet) Cards(id, name string, d politicardrules.Deck) *printables.Component {
	f := s.l.Formats["card"]
	c := &printables.Component{ID: id, Name: name, Noun: "card", W: f.W, H: f.H,
		Format: printables.FormatText(s.lang, s.tr("print.format.card"), f.W, f.H, false), Back: s.back}
	for _, e := range d.Entries {
		card := s.r.MustCard(e.ID)
		c.Items = append(c.Items, printables.Item{Title: card.ID + " " + s.r.Name(card.ID, s.names, s.lang), Count: e.Copies,
			Front: func(dr *printables.Drawer, cut printables.Rect) error { return s.front(dr, cut, card) }})
	}
	return c
}

// typeLine is "GOVERNMENT · TIER 2" and the like.
func (s *pcSet) typeLine(c *politicardrules.Card) string {
	switch c.Type {
	case politicardrules.Government:
		return s.tr("print.type.government", c.Tier)
	case politicardrules.Ongoing:
		return s.tr("print.ongoing." + c.Slot)
	}
	return s.tr("print.type." + c.Type)
}

func (s *pcSet) front(d *printables.Drawer, cut printables.Rect, c *politicardrules.Card) error {
	band := s.c["types."+c.Type]
	d.Background(band)
	txt := d.TextOn(band)
	name := s.r.Name(c.ID, s.names, s.lang)
	role := c.Role.In(s.lang)
	// The cost badge, top right.
	badge := printables.Rect{X: cut.Right() - 14, Y: cut.Y + 3, W: 11, H: 9}
	d.Panel(badge, 1.2, s.paper)
	if err := printables.Label(d, fmt.Sprintf("%d", c.HP), printables.Bold, printables.Rect{X: badge.X, Y: badge.Y + 0.6, W: badge.W, H: 5.4}, 11, 6, printables.Center, s.ink); err != nil {
		return err
	}
	if err := printables.Label(d, s.tr("print.hp"), printables.Regular, printables.Rect{X: badge.X, Y: badge.Y + 5.8, W: badge.W, H: 2.6}, 5.5, 4, printables.Center, s.ink); err != nil {
		return err
	}
	// The title on one line at a readable size; a long one on two lines
	// instead of shrinking (a shrunk title is hard to read across a table), where the type line under it
	// gives way: the foot repeats it. A role is never given up.
	head := printables.Rect{X: cut.X + 3.5, Y: cut.Y + 3, W: badge.X - cut.X - 5, H: 5.5}
	sub := s.typeLine(c)
	if role != "" {
		sub = role
	}
	if printables.TextWidth(name, printables.Font{Face: printables.Bold, Size: s.l.Text.TitleMin}) <= head.W || role != "" {
		if err := printables.Label(d, name, printables.Bold, head, s.l.Text.TitleMax, s.l.Text.TitleMin, printables.Left, txt); err != nil {
			return err
		}
		if err := printables.Label(d, sub, printables.Italic, printables.Rect{X: head.X, Y: head.Bottom() + 0.8, W: head.W, H: 3.4}, 7, 4.5, printables.Left, txt); err != nil {
			return err
		}
	} else {
		tb, err := printables.Fit(name, printables.Bold, printables.Rect{X: head.X, Y: head.Y - 0.5, W: head.W, H: 10.5}, s.l.Text.TitleMax, s.l.Text.TitleMin)
		if err != nil {
			return err
		}
		tb.Draw(d, txt)
	}
	body := printables.Rect{X: cut.X + 3, Y: cut.Y + 15, W: cut.W - 6, H: cut.H - 15 - 9}
	d.Panel(body, 1.8, s.paper)
	in := body.Inset(2.5)
	y := in.Y
	if c.Type == politicardrules.Government {
		// The power, large, in the middle of the card.
		if err := printables.Label(d, fmt.Sprintf("%d", c.Power), printables.Bold, printables.Rect{X: in.X, Y: y + 4, W: in.W, H: 24}, 60, 20, printables.Center, band); err != nil {
			return err
		}
		if err := printables.Label(d, s.tr("print.power"), printables.Bold, printables.Rect{X: in.X, Y: y + 29, W: in.W, H: 4}, 8, 5, printables.Center, s.ink); err != nil {
			return err
		}
		y += 36
	}
	// Keywords as tags.
	if len(c.Keywords) > 0 {
		x := in.X
		for _, k := range s.r.KeywordTitles(c.Keywords, s.lang) {
			w := min(in.W, 3+float64(len([]rune(k)))*1.75)
			if x+w > in.Right() {
				x = in.X
				y += 5.5
			}
			tag := printables.Rect{X: x, Y: y, W: w, H: 4.5}
			d.Panel(tag, 1, s.c["tag"])
			if err := printables.Label(d, k, printables.Bold, tag.Inset(0.6), 7, 4.5, printables.Center, s.ink); err != nil {
				return err
			}
			x += w + 1.5
		}
		y += 6.5
	}
	// A government card has no ability (PC11): power, tier and tags say it
	// all, so its body says nothing more: a sentence repeating them would
	// only crowd the card.
	var text string
	switch c.Type {
	case politicardrules.Government:
	case politicardrules.Intervention:
		text = s.tr("print.trigger", c.TriggerText, c.Text)
	default:
		text = c.Text.In(s.lang)
	}
	if c.Type == politicardrules.Public {
		// The keywords that act remind what they do (PC12), in the data's
		// words; a card with no ability of its own says nothing more.
		var lines []string
		for _, k := range c.Keywords {
			if kw, ok := s.r.ActingKeyword(k, s.lang); ok {
				lines = append(lines, s.r.KeywordTitle(k, s.lang)+": "+kw)
			}
		}
		if c.Effect.Kind != "none" {
			lines = append(lines, text)
		}
		text = strings.Join(lines, "\n")
	}
	maxPt := s.l.Text.BodyMax
	if c.Type != politicardrules.Government {
		maxPt = s.l.Text.RoomyMax // the text has the card to itself
	}
	if text != "" {
		tb, err := printables.Fit(text, printables.Regular, printables.Rect{X: in.X, Y: y, W: in.W, H: in.Bottom() - y}, maxPt, s.l.Text.BodyMin)
		if err != nil {
			return err
		}
		tb.Draw(d, s.ink)
	}
	foot := printables.Rect{X: cut.X + 3.5, Y: body.Bottom() + 2, W: cut.W - 7, H: 4}
	if err := printables.Label(d, c.ID, printables.Bold, foot, 7.5, 5, printables.Left, txt); err != nil {
		return err
	}
	right := s.typeLine(c)
	if c.Type != politicardrules.Government {
		right = s.tr("print.cost_tier", right, c.CostTier)
	}
	return printables.Label(d, right, printables.Regular, printables.Rect{X: foot.X + 10, Y: foot.Y, W: foot.W - 10, H: foot.H}, 6.5, 4, printables.Right, txt)
}

// back is the one back of every card: a face-down intervention must not
// tell which one it is, nor a hand its card types.
func (s *pcSet) back(d *printables.Drawer, cut printables.Rect) error {
	acc := s.c["accent"]
	d.Background(acc)
	txt := d.TextOn(acc)
	cx, cy := cut.X+cut.W/2, cut.Y+cut.H/2
	for i, t := range politicardrules.Types {
		d.Panel(printables.Rect{X: cx - 17 + float64(i)*7, Y: cy + 4, W: 6, H: 6}, 0.8, s.c["types."+t])
	}
	return printables.Label(d, strings.ToUpper(s.r.Game), printables.Bold, printables.Rect{X: cut.X + 6, Y: cy - 8, W: cut.W - 12, H: 9}, 16, 6, printables.Center, txt)
}

// ---------------------------------------------------------------------------
// The play mats.

var bandStyle = printables.BandStyle{Pad: 3.5, NoteShare: 0.5, NoteTop: 0.25, NoteFace: printables.Regular, NoteMin: 4.5}

// matGeometry is the play mat's size and where its spaces lie, from the
// layout: 5 spaces a row (RowSize), 3 rows, a side column.
type matGeometry struct {
	sw, sh, gap, side float64
	cols, rows        int
}

func (s *pcSet) geometry() matGeometry {
	st := s.l.Settings
	return matGeometry{sw: st["space_w"], sh: st["space_h"], gap: st["space_gap"], side: st["side_w"], cols: s.r.RowSize, rows: 3}
}

// size is the whole mat in mm.
func (g matGeometry) size() (w, h float64) {
	return float64(g.cols)*g.sw + float64(g.cols)*g.gap + g.side, float64(g.rows)*g.sh + float64(g.rows-1)*g.gap
}

// space is the rectangle of the space in column col, row row, of a mat
// whose top-left corner is at (x, y).
func (g matGeometry) space(x, y float64, col, row int) printables.Rect {
	return printables.Rect{X: x + float64(col)*(g.sw+g.gap), Y: y + float64(row)*(g.sh+g.gap), W: g.sw, H: g.sh}
}

// mats are the play mats, one per player: every space holds a sleeved
// poker card, so a mat is bigger than an A4 or Letter sheet. It is a
// poster: whole on A3 (and wherever it fits), tiled over sheets elsewhere.
func (s *pcSet) mats() *printables.Component {
	g := s.geometry()
	w, h := g.size()
	c := &printables.Component{ID: "mats", Name: s.tr("print.mats"), Noun: "play mat", FullPage: true, Poster: true, W: w, H: h,
		Format: s.tr("print.mats.format", printables.MMIn(s.lang, w), printables.MMIn(s.lang, h), printables.MMIn(s.lang, g.sw), printables.MMIn(s.lang, g.sh))}
	for i, seat := range s.l.Seats[:s.r.Players.Max] {
		seat := seat
		c.Items = append(c.Items, printables.Item{Title: s.tr("print.mat.title", seat.Name, i+1), Count: 1,
			Front: func(d *printables.Drawer, cut printables.Rect) error { return s.mat(d, cut, seat) }})
	}
	return c
}

// space draws a labelled card space: the label at the top, a faint number
// or word in the middle, a note at the bottom, all visible while it is
// empty.
func (s *pcSet) space(d *printables.Drawer, r printables.Rect, col printables.Color, label, mark, note string) error {
	d.RoundedRect(r.X, r.Y, r.W, r.H, 3, printables.Style{Stroke: &col, LineWidth: 0.5, Dash: []float64{2, 1.2}})
	in := r.Inset(3)
	if err := printables.Label(d, label, printables.Bold, printables.Rect{X: in.X, Y: in.Y, W: in.W, H: 5}, 10, 6, printables.Center, col); err != nil {
		return err
	}
	if mark != "" {
		if err := printables.Label(d, mark, printables.Bold, printables.Rect{X: in.X, Y: r.Y + r.H/2 - 12, W: in.W, H: 24}, 60, 12, printables.Center, col.Mix(printables.White, 0.75)); err != nil {
			return err
		}
	}
	if note == "" {
		return nil
	}
	tb, err := printables.Fit(note, printables.Italic, printables.Rect{X: in.X, Y: in.Bottom() - 14, W: in.W, H: 14}, 8.5, 6.5)
	if err != nil {
		return err
	}
	tb.VAlign = 1
	tb.Draw(d, s.ink)
	return nil
}

// mat is one player's play mat: the government row, the public row, the
// slots and the interventions, each space a sleeved card's size, and a side
// column with the AP track, the round wins and the turn in brief.
func (s *pcSet) mat(d *printables.Drawer, cut printables.Rect, seat templates.Seat) error {
	r := s.r
	g := s.geometry()
	col := s.c["seat."+seat.Name]
	gov, pub := s.c["types."+politicardrules.Government], s.c["types."+politicardrules.Public]
	for k := range g.cols {
		note := ""
		if k == 0 {
			note = s.tr("print.mat.gov_note", r.RowSize)
		}
		if err := s.space(d, g.space(cut.X, cut.Y, k, 0), gov, s.tr("print.mat.gov_row"), fmt.Sprint(k+1), note); err != nil {
			return err
		}
		note = ""
		if k == 0 {
			note = s.tr("print.mat.pub_note", r.RowSize)
		}
		if err := s.space(d, g.space(cut.X, cut.Y, k, 1), pub, s.tr("print.mat.pub_row"), fmt.Sprint(k+1), note); err != nil {
			return err
		}
	}
	slots := []struct{ label, mark, note, typ string }{
		{s.tr("print.mat.instant"), "", s.tr("print.mat.instant_note"), politicardrules.Instant},
		{s.tr("print.mat.gov_slot"), "", s.tr("print.mat.slot_note"), politicardrules.Ongoing},
		{s.tr("print.mat.pub_slot"), "", s.tr("print.mat.slot_note"), politicardrules.Ongoing},
		{s.tr("print.mat.interventions"), "", s.tr("print.mat.interventions_note"), politicardrules.Intervention},
		{s.tr("print.mat.interventions"), "", s.tr("print.mat.revealed_note"), politicardrules.Intervention},
	}
	for k, sl := range slots[:g.cols] {
		if err := s.space(d, g.space(cut.X, cut.Y, k, 2), s.c["types."+sl.typ], sl.label, sl.mark, sl.note); err != nil {
			return err
		}
	}
	// The side column.
	side := printables.Rect{X: cut.Right() - g.side, Y: cut.Y, W: g.side, H: cut.H}
	head := printables.Rect{X: side.X, Y: side.Y, W: side.W, H: 22}
	d.Panel(head, 2, col)
	txt := d.TextOn(col)
	if err := printables.Label(d, strings.ToUpper(r.Game), printables.Bold, printables.Rect{X: head.X + 2, Y: head.Y + 2.5, W: head.W - 4, H: 7}, 16, 8, printables.Center, txt); err != nil {
		return err
	}
	if err := printables.Label(d, s.tr("print.mat.head", seat.Name), printables.Regular, printables.Rect{X: head.X + 2, Y: head.Y + 12, W: head.W - 4, H: 6}, 11, 6, printables.Center, txt); err != nil {
		return err
	}
	y := head.Bottom() + 5
	if err := s.apTrack(d, printables.Rect{X: side.X, Y: y, W: side.W, H: 0}, col); err != nil {
		return err
	}
	y += 6 + 7*11.5 + 4
	if err := s.roundWins(d, printables.Rect{X: side.X, Y: y, W: side.W, H: 0}, col); err != nil {
		return err
	}
	y += 6 + 14 + 5
	tb, err := printables.Fit(s.turnText(), printables.Regular, printables.Rect{X: side.X + 1, Y: y, W: side.W - 2, H: side.Bottom() - y}, 11, 6)
	if err != nil {
		return err
	}
	tb.Draw(d, s.ink)
	return nil
}

// turnText is the turn in brief, for the mat and the tracker.
func (s *pcSet) turnText() string {
	r := s.r
	return s.tr("print.turn", r.APPerTurn, r.PlayCost, r.KeywordTitle("Bewegung", s.lang), r.KeywordTitle("NGO/Think-Tank", s.lang),
		r.EndTurnDraw, r.HandLimit, r.RoundsToWin)
}

// apTrack draws "AP" and the boxes 0 to 6 in a column at the top of box,
// the turn's start marked.
func (s *pcSet) apTrack(d *printables.Drawer, box printables.Rect, col printables.Color) error {
	if err := printables.Label(d, s.tr("print.ap"), printables.Bold, printables.Rect{X: box.X, Y: box.Y, W: box.W, H: 5}, 11, 6, printables.Center, s.ink); err != nil {
		return err
	}
	const cell, step = 10.0, 11.5
	for k := 0; k <= 6; k++ {
		b := printables.Rect{X: box.X + box.W/2 - cell/2, Y: box.Y + 6 + float64(k)*step, W: cell, H: cell}
		if k == s.r.APPerTurn {
			printables.Cell(d, b, s.c["tag"], col, 0.5)
			if err := printables.Label(d, s.tr("print.ap.start"), printables.Italic, printables.Rect{X: b.Right() + 1.5, Y: b.Y + 2.5, W: box.Right() - b.Right() - 2, H: 5}, 8, 5, printables.Left, s.ink); err != nil {
				return err
			}
		} else {
			d.RoundedRect(b.X, b.Y, b.W, b.H, 1, printables.Stroked(col, 0.4))
		}
		if err := printables.Label(d, fmt.Sprint(k), printables.Bold, b.Inset(1.5), 12, 6, printables.Center, s.ink); err != nil {
			return err
		}
	}
	return nil
}

// roundWins draws "ROUNDS WON" and a circle per round needed.
func (s *pcSet) roundWins(d *printables.Drawer, box printables.Rect, col printables.Color) error {
	if err := printables.Label(d, s.tr("print.rounds_won"), printables.Bold, printables.Rect{X: box.X, Y: box.Y, W: box.W, H: 5}, 10, 6, printables.Center, s.ink); err != nil {
		return err
	}
	const dia = 12.0
	n := float64(s.r.RoundsToWin)
	x0 := box.X + box.W/2 - (n*dia+(n-1)*4)/2
	for k := 0; k < s.r.RoundsToWin; k++ {
		d.Circle(x0+float64(k)*(dia+4)+dia/2, box.Y+7+dia/2, dia/2, printables.Stroked(col, 0.5))
	}
	return nil
}

// tracker is one page for tables without a mat: each player's AP track
// and round wins, and the turn in brief.
func (s *pcSet) tracker() *printables.Component {
	return &printables.Component{ID: "tracker", Name: s.tr("print.tracker"), Noun: "tracker", FullPage: true,
		Format: s.tr("print.tracker.format"),
		Items:  []printables.Item{{Title: s.tr("print.tracker.item"), Count: 1, Front: s.trackerFace}}}
}

func (s *pcSet) trackerFace(d *printables.Drawer, cut printables.Rect) error {
	acc := s.c["accent"]
	if err := printables.Band(d, printables.Rect{X: cut.X, Y: cut.Y, W: cut.W, H: 14}, acc, bandStyle, strings.ToUpper(s.r.Game), s.tr("print.tracker"), 18, 11); err != nil {
		return err
	}
	seats := s.l.Seats[:s.r.Players.Max]
	colW := cut.W / float64(len(seats))
	for i, seat := range seats {
		col := s.c["seat."+seat.Name]
		x := cut.X + float64(i)*colW
		head := printables.Rect{X: x + 4, Y: cut.Y + 20, W: colW - 8, H: 10}
		d.Panel(head, 2, col)
		if err := printables.Label(d, s.tr("print.tracker.player", seat.Name), printables.Bold, head.Inset(2), 12, 6, printables.Left, d.TextOn(col)); err != nil {
			return err
		}
		if err := s.apTrack(d, printables.Rect{X: x, Y: head.Bottom() + 6, W: colW, H: 0}, col); err != nil {
			return err
		}
		if err := s.roundWins(d, printables.Rect{X: x, Y: head.Bottom() + 6 + 6 + 7*11.5 + 6, W: colW, H: 0}, col); err != nil {
			return err
		}
	}
	y := cut.Y + 20 + 10 + 6 + 6 + 7*11.5 + 6 + 6 + 14 + 10
	tb, err := printables.Fit(s.turnText()+"\n"+s.tr("print.tracker.table"),
		printables.Regular, printables.Rect{X: cut.X + 4, Y: y, W: cut.W - 8, H: cut.Bottom() - y}, 11, 7)
	if err != nil {
		return err
	}
	tb.Draw(d, s.ink)
	return nil
}

// ---------------------------------------------------------------------------
// The reference sheet.

func (s *pcSet) reference() *printables.Component {
	return &printables.Component{ID: "reference", Name: s.tr("print.reference"), Noun: "reference sheet", FullPage: true,
		Format: s.tr("print.reference.format"),
		Items:  []printables.Item{{Title: s.tr("print.reference"), Count: 1, Front: s.referenceFace}}}
}

func (s *pcSet) referenceFace(d *printables.Drawer, cut printables.Rect) error {
	acc := s.c["accent"]
	if err := printables.Band(d, printables.Rect{X: cut.X, Y: cut.Y, W: cut.W, H: 14}, acc, bandStyle, strings.ToUpper(s.r.Game), s.tr("print.reference.band"), 18, 11); err != nil {
		return err
	}
	return printables.FitColumn(d, printables.Rect{X: cut.X + 2, Y: cut.Y + 18, W: cut.W - 4, H: cut.H - 18}, 12, 6, func(c *printables.Column) error {
		for i, sec := range s.r.Reference {
			if i > 0 {
				c.Gap(1.5)
			}
			if err := c.Heading(strings.ToUpper(sec.Heading.In(s.lang)), acc); err != nil {
				return err
			}
			lines := make([]string, len(sec.Lines))
			for j, l := range sec.Lines {
				lines[j] = l.In(s.lang)
			}
			if err := c.Bullets(lines, printables.Regular, s.ink); err != nil {
				return err
			}
		}
		return nil
	})
}
