// Package politicard is the Politicard print set: the card pool (or a deck)
// as poker cards with one back design, a play mat per player and the
// reference sheet. Every number and text printed comes from rules/politicard.
package politicard

import (
	"fmt"
	"strings"

	"boardroom/printables"
	"boardroom/templates"

	rules "boardroom/rules/politicard"
	tpl "boardroom/templates/politicard"
)

// Components builds the print set in print order: the pool, the two sample
// decks, the play mats and the reference sheet.
func Components() ([]*printables.Component, error) {
	return Set(nil)
}

// Set builds the print set with a group's own card names (nil: the pool's).
func Set(names rules.Names) ([]*printables.Component, error) { return setFor(rules.Load(), names) }

// setFor builds the print set from rules data r.
func setFor(r *rules.Rules, names rules.Names) ([]*printables.Component, error) {
	s, err := newSet(r, names)
	if err != nil {
		return nil, err
	}
	pool := rules.Deck{Name: "pool"}
	for _, c := range r.Cards {
		pool.Entries = append(pool.Entries, rules.DeckLine{ID: c.ID, Copies: 1})
	}
	comps := []*printables.Component{s.Cards("cards", "Politicard cards (the pool)", pool)}
	for _, sd := range r.SampleDecks {
		comps = append(comps, s.Cards(sd.Name, "Sample deck "+sd.Title, sd.Deck()))
	}
	return append(comps, s.mats(), s.reference()), nil
}

// DeckComponents is the cards of one deck (`print --deck`), with a group's
// own names.
func DeckComponents(d rules.Deck, names rules.Names) ([]*printables.Component, error) {
	s, err := newSet(rules.Load(), names)
	if err != nil {
		return nil, err
	}
	return []*printables.Component{s.Cards("deck", "Deck "+d.Name, d)}, nil
}

type pcSet struct {
	r     *rules.Rules
	l     *templates.Layout
	names rules.Names
	c     map[string]printables.Color
	ink   printables.Color
	paper printables.Color
}

func newSet(r *rules.Rules, names rules.Names) (*pcSet, error) {
	l, err := tpl.Load()
	if err != nil {
		return nil, err
	}
	s := &pcSet{r: r, l: l, names: names}
	p := printables.NewPalette(tpl.File)
	for _, name := range l.Colors.Names() {
		p.Add(name, l.Colors[name])
	}
	for _, seat := range l.Seats {
		p.Add("seat."+seat.Name, seat.Color)
	}
	need := printables.Prefixed("types", rules.Types, func(t string) string { return t })
	need = append(need, "ink", "paper", "accent", "tag")
	if err := p.Need(need...); err != nil {
		return nil, err
	}
	s.c = p.C
	s.ink, s.paper = s.c["ink"], s.c["paper"]
	return s, nil
}

// Cards is a deck of cards as a component: each card as many times as the
// deck holds it.
func (s *pcSet) Cards(id, name string, d rules.Deck) *printables.Component {
	f := s.l.Formats["card"]
	c := &printables.Component{ID: id, Name: name, Noun: "card", W: f.W, H: f.H,
		Format: printables.FormatText(f.What, f.W, f.H, false), Back: s.back}
	for _, e := range d.Entries {
		card := s.r.MustCard(e.ID)
		c.Items = append(c.Items, printables.Item{Title: card.ID + " " + s.r.Name(card.ID, s.names), Count: e.Copies,
			Front: func(dr *printables.Drawer, cut printables.Rect) error { return s.front(dr, cut, card) }})
	}
	return c
}

// typeLine is "GOVERNMENT · TIER 2" and the like.
func typeLine(c *rules.Card) string {
	switch c.Type {
	case rules.Government:
		return fmt.Sprintf("GOVERNMENT · TIER %d", c.Tier)
	case rules.Ongoing:
		return "ONGOING INITIATIVE · " + strings.ToUpper(c.Slot) + " SLOT"
	case rules.Instant:
		return "INSTANT INITIATIVE"
	}
	return strings.ToUpper(c.Type)
}

func (s *pcSet) front(d *printables.Drawer, cut printables.Rect, c *rules.Card) error {
	band := s.c["types."+c.Type]
	d.Background(band)
	txt := d.TextOn(band)
	name := s.r.Name(c.ID, s.names)
	// The cost badge, top right.
	badge := printables.Rect{X: cut.Right() - 14, Y: cut.Y + 3, W: 11, H: 9}
	d.Panel(badge, 1.2, s.paper)
	if err := printables.Label(d, fmt.Sprintf("%d", c.HP), printables.Bold, printables.Rect{X: badge.X, Y: badge.Y + 0.6, W: badge.W, H: 5.4}, 11, 6, printables.Center, s.ink); err != nil {
		return err
	}
	if err := printables.Label(d, "HP", printables.Regular, printables.Rect{X: badge.X, Y: badge.Y + 5.8, W: badge.W, H: 2.6}, 5.5, 4, printables.Center, s.ink); err != nil {
		return err
	}
	// The title on one line at a readable size; a long one on two lines
	// instead of shrinking (issue 18, point 8), where the type line under it
	// gives way: the foot repeats it. A role is never given up.
	head := printables.Rect{X: cut.X + 3.5, Y: cut.Y + 3, W: badge.X - cut.X - 5, H: 5.5}
	sub := typeLine(c)
	if c.Role != "" {
		sub = c.Role
	}
	if printables.TextWidth(name, printables.Font{Face: printables.Bold, Size: s.l.Text.TitleMin}) <= head.W || c.Role != "" {
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
	if c.Type == rules.Government {
		// The power, large, in the middle of the card.
		if err := printables.Label(d, fmt.Sprintf("%d", c.Power), printables.Bold, printables.Rect{X: in.X, Y: y + 4, W: in.W, H: 24}, 60, 20, printables.Center, band); err != nil {
			return err
		}
		if err := printables.Label(d, "POWER", printables.Bold, printables.Rect{X: in.X, Y: y + 29, W: in.W, H: 4}, 8, 5, printables.Center, s.ink); err != nil {
			return err
		}
		y += 36
	}
	// Keywords as tags.
	if len(c.Keywords) > 0 {
		x := in.X
		for _, k := range c.Keywords {
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
	// all, so its body says nothing more (issue 18, point 8).
	var text string
	switch c.Type {
	case rules.Government:
	case rules.Intervention:
		text = "TRIGGER: " + c.TriggerText + "\nEFFECT: " + c.Text
	default:
		text = c.Text
	}
	if c.Type == rules.Public {
		// The keywords that act remind what they do (PC12), in the data's
		// words; a card with no ability of its own says nothing more.
		var lines []string
		for _, k := range c.Keywords {
			if kw, ok := s.r.ActingKeyword(k); ok {
				lines = append(lines, k+": "+kw)
			}
		}
		if c.Effect.Kind != "none" {
			lines = append(lines, text)
		}
		text = strings.Join(lines, "\n")
	}
	maxPt := s.l.Text.BodyMax
	if c.Type != rules.Government {
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
	right := typeLine(c)
	if c.Type != rules.Government {
		right += fmt.Sprintf(" · COST TIER %d", c.CostTier)
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
	for i, t := range rules.Types {
		d.Panel(printables.Rect{X: cx - 17 + float64(i)*7, Y: cy + 4, W: 6, H: 6}, 0.8, s.c["types."+t])
	}
	return printables.Label(d, strings.ToUpper(s.r.Game), printables.Bold, printables.Rect{X: cut.X + 6, Y: cy - 8, W: cut.W - 12, H: 9}, 16, 6, printables.Center, txt)
}

// ---------------------------------------------------------------------------
// The play mats.

var bandStyle = printables.BandStyle{Pad: 3.5, NoteShare: 0.5, NoteTop: 0.25, NoteFace: printables.Regular, NoteMin: 4.5}

func (s *pcSet) mats() *printables.Component {
	c := &printables.Component{ID: "mats", Name: "Play mats", Noun: "play mat", FullPage: true,
		Format: "one full page each: both rows, the slots, the interventions, AP and round wins"}
	for i, seat := range s.l.Seats[:s.r.Players.Max] {
		seat := seat
		c.Items = append(c.Items, printables.Item{Title: fmt.Sprintf("Play mat %s (player %d)", seat.Name, i+1), Count: 1,
			Front: func(d *printables.Drawer, cut printables.Rect) error { return s.mat(d, cut, seat) }})
	}
	return c
}

// space draws a labelled card space.
func (s *pcSet) space(d *printables.Drawer, r printables.Rect, col printables.Color, label string) error {
	d.RoundedRect(r.X, r.Y, r.W, r.H, 2, printables.Style{Stroke: &col, LineWidth: 0.4, Dash: []float64{1.5, 1}})
	return printables.Label(d, label, printables.Regular, printables.Rect{X: r.X + 1, Y: r.Bottom() - 5, W: r.W - 2, H: 4}, 7, 4.5, printables.Center, col)
}

func (s *pcSet) mat(d *printables.Drawer, cut printables.Rect, seat templates.Seat) error {
	r := s.r
	col := s.c["seat."+seat.Name]
	if err := printables.Band(d, printables.Rect{X: cut.X, Y: cut.Y, W: cut.W, H: 13}, col, bandStyle, "PLAY MAT "+seat.Name, strings.ToUpper(r.Game), 16, 10); err != nil {
		return err
	}
	spaceH := s.l.Settings["space_h"]
	gap := 2.5
	w := (cut.W - float64(r.RowSize-1)*gap) / float64(r.RowSize)
	y := cut.Y + 17
	rows := []struct {
		title, note, typ string
	}{
		{"GOVERNMENT ROW", fmt.Sprintf("%d government cards at most: their influence decides the round", r.RowSize), rules.Government},
		{"PUBLIC ROW", fmt.Sprintf("%d public cards at most", r.RowSize), rules.Public},
	}
	for _, row := range rows {
		tc := s.c["types."+row.typ]
		if err := printables.Label(d, row.title, printables.Bold, printables.Rect{X: cut.X, Y: y, W: 60, H: 5}, 10, 6, printables.Left, tc); err != nil {
			return err
		}
		if err := printables.Label(d, row.note, printables.Italic, printables.Rect{X: cut.X + 60, Y: y + 0.5, W: cut.W - 60, H: 4}, 8, 5, printables.Right, s.ink); err != nil {
			return err
		}
		y += 6
		for k := 0; k < r.RowSize; k++ {
			if err := s.space(d, printables.Rect{X: cut.X + float64(k)*(w+gap), Y: y, W: w, H: spaceH}, tc, fmt.Sprintf("%d", k+1)); err != nil {
				return err
			}
		}
		y += spaceH + 4
	}
	// The slots and the intervention area.
	slots := []struct {
		label, typ string
	}{{"INSTANT SLOT", rules.Instant}, {"GOVERNMENT ONGOING", rules.Ongoing}, {"PUBLIC ONGOING", rules.Ongoing}, {"INTERVENTION", rules.Intervention}, {"INTERVENTION", rules.Intervention}}
	for k, sl := range slots {
		if err := s.space(d, printables.Rect{X: cut.X + float64(k)*(w+gap), Y: y, W: w, H: spaceH}, s.c["types."+sl.typ], sl.label); err != nil {
			return err
		}
	}
	y += spaceH + 2
	if err := printables.Label(d, "Interventions lie face down here: any number, two spaces shown.", printables.Italic, printables.Rect{X: cut.X, Y: y, W: cut.W, H: 4}, 7.5, 5, printables.Right, s.ink); err != nil {
		return err
	}
	y += 6
	// The AP tracker and the round wins.
	if err := printables.Label(d, "AP", printables.Bold, printables.Rect{X: cut.X, Y: y + 1, W: 10, H: 6}, 11, 6, printables.Left, s.ink); err != nil {
		return err
	}
	const box = 9.0
	for k := 0; k <= 6; k++ {
		b := printables.Rect{X: cut.X + 10 + float64(k)*(box+1.5), Y: y, W: box, H: box}
		if k == r.APPerTurn {
			printables.Cell(d, b, s.c["tag"], col, 0.5)
		} else {
			d.RoundedRect(b.X, b.Y, b.W, b.H, 1, printables.Stroked(col, 0.4))
		}
		if err := printables.Label(d, fmt.Sprintf("%d", k), printables.Bold, b.Inset(1), 11, 6, printables.Center, s.ink); err != nil {
			return err
		}
	}
	wx := cut.Right() - float64(r.RoundsToWin)*(box+2) - 2
	if err := printables.Label(d, "ROUNDS WON", printables.Bold, printables.Rect{X: wx - 32, Y: y + 2, W: 30, H: 5}, 9, 5, printables.Right, s.ink); err != nil {
		return err
	}
	for k := 0; k < r.RoundsToWin; k++ {
		d.Circle(wx+float64(k)*(box+2)+box/2, y+box/2, box/2, printables.Stroked(col, 0.5))
	}
	y += box + 4
	tb, err := printables.Fit(fmt.Sprintf("Each turn starts at %d AP (mark it with a coin). A card costs %d AP; activating your instant costs 0. End Turn draws %d; Pass draws none.",
		r.APPerTurn, r.PlayCost, r.EndTurnDraw), printables.Regular, printables.Rect{X: cut.X, Y: y, W: cut.W, H: max(4, cut.Bottom()-y)}, 9, 5.5)
	if err != nil {
		return err
	}
	tb.Draw(d, s.ink)
	return nil
}

// ---------------------------------------------------------------------------
// The reference sheet.

func (s *pcSet) reference() *printables.Component {
	return &printables.Component{ID: "reference", Name: "Reference sheet", Noun: "reference sheet", FullPage: true,
		Format: "one full page: the turn, the round, influence, keywords, resolution, deck rules and rulings",
		Items:  []printables.Item{{Title: "Reference sheet", Count: 1, Front: s.referenceFace}}}
}

func (s *pcSet) referenceFace(d *printables.Drawer, cut printables.Rect) error {
	acc := s.c["accent"]
	if err := printables.Band(d, printables.Rect{X: cut.X, Y: cut.Y, W: cut.W, H: 14}, acc, bandStyle, strings.ToUpper(s.r.Game), "reference sheet", 18, 11); err != nil {
		return err
	}
	return printables.FitColumn(d, printables.Rect{X: cut.X + 2, Y: cut.Y + 18, W: cut.W - 4, H: cut.H - 18}, 12, 6, func(c *printables.Column) error {
		for i, sec := range s.r.Reference {
			if i > 0 {
				c.Gap(1.5)
			}
			if err := c.Heading(strings.ToUpper(sec.Heading), acc); err != nil {
				return err
			}
			if err := c.Bullets(sec.Lines, printables.Regular, s.ink); err != nil {
				return err
			}
		}
		return nil
	})
}
