package corpwar

import (
	"fmt"
	"strconv"
	"strings"

	"boardroom/phrase/msg"
	"boardroom/printables"
	"boardroom/templates"

	corpwarrules "boardroom/rules/corpwar"
	corpwartpl "boardroom/templates/corpwar"
)

// Components builds the Corporate Warfare print set from the rules data and the
// layout, in the order `boardroom corpwar print` prints it: the special
// action deck, a corporation board per player, the employee, product and
// money tokens, and the reference sheet. Every number printed comes from
// rules/corpwar: from its data or computed by its functions (SuccessRoll,
// EmployeeUpkeep, StorageCost, DeckSize).
func Components() ([]*printables.Component, error) { return ComponentsIn(corpwarrules.Own) }

// ComponentsIn is the print set in language lang: every word printed comes
// from the game's catalogue (rules/corpwar/messages.yaml) and its data.
func ComponentsIn(lang msg.Lang) ([]*printables.Component, error) {
	l, err := corpwartpl.Load()
	if err != nil {
		return nil, err
	}
	return corpwarSet(corpwarrules.Load(), l, lang)
}

// corpwarSet builds the components from given rules and layout (tests pass
// changed rules to see the printed numbers follow).
func corpwarSet(r *corpwarrules.Rules, l *templates.Layout, lang msg.Lang) ([]*printables.Component, error) {
	if lang == "" {
		lang = corpwarrules.Own
	}
	s := &cwSet{r: r, l: l, lang: lang}
	if err := s.colors(); err != nil {
		return nil, err
	}
	if len(l.Seats) < r.Players.Max {
		return nil, fmt.Errorf("%s: %d corporations, but up to %d play (%s)", corpwartpl.File, len(l.Seats), r.Players.Max, corpwarrules.DataFile)
	}
	s.corps = l.Seats[:r.Players.Max]
	return []*printables.Component{s.cards(), s.boards(), s.employees(), s.products(), s.money(), s.reference()}, nil
}

type cwSet struct {
	lang   msg.Lang
	r      *corpwarrules.Rules
	l      *templates.Layout
	corps  []templates.Seat
	ink    printables.Color
	paper  printables.Color
	accent printables.Color
	c      map[string]printables.Color
}

// colors parses every colour of the layout once and checks that each
// department, card kind, coin and corporation has one.
func (s *cwSet) colors() error {
	p := printables.NewPalette(corpwartpl.File)
	for _, name := range s.l.Colors.Names() {
		p.Add(name, s.l.Colors[name])
	}
	for _, c := range s.l.Seats {
		p.Add("corp."+c.Name, c.Color)
	}
	need := printables.Prefixed("departments", s.r.Depts, func(d corpwarrules.Dept) string { return string(d) })
	need = append(need, printables.Prefixed("cards", corpwarrules.CardKinds, func(c corpwarrules.Card) string { return string(c) })...)
	need = append(need, printables.Prefixed("money", s.r.Tokens.Money, func(m corpwarrules.Coin) string { return strconv.Itoa(m.Value) })...)
	if err := p.Need(need...); err != nil {
		return err
	}
	s.c = p.C
	s.ink, s.paper, s.accent = s.c["ink"], s.c["paper"], s.c["accent"]
	return nil
}

// format is the cut size of the layout's format key, said in the print
// set's language (print.format.<key>).
func (s *cwSet) format(key string) string {
	f := s.l.Formats[key]
	return printables.FormatText(s.lang, s.t("print.format."+key), f.W, f.H, f.W == f.H)
}

// t is message id of the catalogue in the print set's language.
func (s *cwSet) t(id string, args ...any) string {
	return corpwarrules.Messages.Say(s.lang, id, args...)
}

// in is a text of the data in the print set's language.
func (s *cwSet) in(t msg.Text) string { return t.In(s.lang) }

// upper is a heading in capitals ("MARKTFORSCHUNG"); ß stays ß.
func upper(t string) string { return strings.ToUpper(t) }

// ---------------------------------------------------------------------------
// The special action deck.

// suits are the message IDs of the suits of the face cards the deck
// replaces, in the order of rules.Suits.
var suits = []string{"print.suit.spades", "print.suit.hearts", "print.suit.diamonds", "print.suit.clubs"}

func (s *cwSet) cards() *printables.Component {
	f := s.l.Formats["card"]
	c := &printables.Component{ID: "cards", Name: s.t("print.cards.name"), Noun: s.t("print.cards.noun"), W: f.W, H: f.H,
		Format: s.format("card"), Back: s.cardBack}
	for _, info := range s.r.Cards {
		info := info
		if info.Card == corpwarrules.Joker {
			c.Items = append(c.Items, printables.Item{Title: "Joker", Count: info.Count, Front: func(d *printables.Drawer, cut printables.Rect) error {
				return s.cardFront(d, cut, info, "")
			}})
			continue
		}
		for i := 0; i < info.Count; i++ {
			suit := i
			c.Items = append(c.Items, printables.Item{Title: s.t("print.card.title", s.in(info.RankName), s.t(suits[suit])), Count: 1, Front: func(d *printables.Drawer, cut printables.Rect) error {
				return s.cardFront(d, cut, info, corpwarrules.Suits[suit])
			}})
		}
	}
	return c
}

// index draws a corner index: the rank above the suit (or JOKER in letters)
// on a small paper panel.
func (s *cwSet) index(d *printables.Drawer, r printables.Rect, rank, suit string) error {
	d.Panel(r, 1, s.paper)
	if suit == "" {
		letters := []rune("JOKER")
		h := (r.H - 1) / float64(len(letters))
		for i, l := range letters {
			if err := printables.Label(d, string(l), printables.Bold, printables.Rect{X: r.X, Y: r.Y + 0.5 + float64(i)*h, W: r.W, H: h}, 8, 4, printables.Center, s.c["cards.joker"]); err != nil {
				return err
			}
		}
		return nil
	}
	col := s.ink
	if suit == "♥" || suit == "♦" {
		col = s.c["red_suit"]
	}
	if err := printables.Label(d, rank, printables.Bold, printables.Rect{X: r.X, Y: r.Y + 0.8, W: r.W, H: r.H*0.5 - 0.8}, 12, 5, printables.Center, col); err != nil {
		return err
	}
	return printables.Label(d, suit, printables.Regular, printables.Rect{X: r.X, Y: r.Y + r.H*0.5, W: r.W, H: r.H*0.5 - 0.8}, 12, 5, printables.Center, col)
}

func (s *cwSet) cardFront(d *printables.Drawer, cut printables.Rect, info corpwarrules.CardInfo, suit string) error {
	band := s.c["cards."+string(info.Card)]
	d.Background(band)
	txt := d.TextOn(band)
	idx := printables.Rect{X: cut.X + 2.5, Y: cut.Y + 2.5, W: 8, H: 12.5}
	if err := s.index(d, idx, s.in(info.Index), suit); err != nil {
		return err
	}
	head := printables.Rect{X: idx.Right() + 2, Y: cut.Y + 3, W: cut.Right() - idx.Right() - 4.5, H: 6}
	if err := printables.Label(d, upper(s.in(info.Title)), printables.Bold, head, s.l.Text.TitleMax, s.l.Text.TitleMin, printables.Left, txt); err != nil {
		return err
	}
	sub := s.t("print.card.sub", s.in(info.RankName))
	if err := printables.Label(d, sub, printables.Italic, printables.Rect{X: head.X, Y: head.Bottom() + 1.2, W: head.W, H: 3.5}, 7, 5, printables.Left, txt); err != nil {
		return err
	}
	body := printables.Rect{X: cut.X + 2.5, Y: cut.Y + 17.5, W: cut.W - 5, H: cut.H - 17.5 - 12}
	d.Panel(body, 1.8, s.paper)
	in := body.Inset(2.5)
	// A large pale rank and suit over the text: the card reads at a glance.
	mark := s.in(info.Index) + suit
	if suit == "" {
		mark = strings.ToUpper(s.in(info.Index))
	}
	if err := printables.Label(d, mark, printables.Bold, printables.Rect{X: in.X, Y: in.Y, W: in.W, H: 15}, 44, 10, printables.Center, band.Mix(printables.White, 0.7)); err != nil {
		return err
	}
	tb, err := printables.Fit(s.in(info.Text), printables.Regular, printables.Rect{X: in.X, Y: in.Y + 17, W: in.W, H: in.H - 17}, s.l.Text.BodyMax+1, s.l.Text.BodyMin)
	if err != nil {
		return err
	}
	tb.VAlign = 0.5
	tb.Draw(d, s.ink)
	replaces := s.t("print.card.replaces_joker")
	if suit != "" {
		replaces = s.t("print.card.replaces", s.in(info.Index)+suit)
	}
	foot := printables.Rect{X: cut.X + 3, Y: body.Bottom() + 1.5, W: cut.W - 6, H: 3.6}
	if err := printables.Label(d, replaces, printables.Regular, foot, 7, 4.5, printables.Left, txt); err != nil {
		return err
	}
	return printables.Label(d, upper(s.in(info.Where)), printables.Bold, printables.Rect{X: foot.X, Y: foot.Bottom() + 1, W: foot.W, H: 3.2}, 6.5, 4.5, printables.Left, txt)
}

// cardBack is the one back of the whole deck: a face-down card must not tell
// an Espionage from a bluff.
func (s *cwSet) cardBack(d *printables.Drawer, cut printables.Rect) error {
	d.Background(s.accent)
	txt := d.TextOn(s.accent)
	// No frame near the edge: the colour runs to the cut (and into the
	// bleed), so a duplex drift of a millimetre does not show.
	in2 := cut.Inset(5.5)
	// The four departments as four squares in their colours.
	cx, cy := cut.X+cut.W/2, cut.Y+cut.H/2+6
	const sq = 9.0
	for i, dep := range s.r.Depts {
		x := cx - sq - 0.6 + float64(i%2)*(sq+1.2)
		y := cy - sq - 0.6 + float64(i/2)*(sq+1.2)
		d.Panel(printables.Rect{X: x, Y: y, W: sq, H: sq}, 0.8, s.c["departments."+string(dep)])
	}
	if err := printables.Label(d, strings.ToUpper(s.r.Game), printables.Bold, printables.Rect{X: in2.X + 2, Y: cut.Y + 22, W: in2.W - 4, H: 5}, 11, 5, printables.Center, txt); err != nil {
		return err
	}
	return printables.Label(d, upper(s.t("print.card.back")), printables.Regular, printables.Rect{X: in2.X + 2, Y: cut.Y + 29, W: in2.W - 4, H: 4}, 8, 5, printables.Center, txt)
}

// ---------------------------------------------------------------------------
// The corporation boards.

func (s *cwSet) boards() *printables.Component {
	c := &printables.Component{ID: "boards", Name: s.t("print.boards.name"), Noun: s.t("print.boards.noun"), FullPage: true,
		Format: s.t("print.boards.format")}
	for _, corp := range s.corps {
		corp := corp
		c.Items = append(c.Items, printables.Item{Title: s.t("print.board.title", corp.Name), Count: 1, Front: func(d *printables.Drawer, cut printables.Rect) error {
			return s.boardFace(d, cut, corp)
		}})
	}
	return c
}

// bandStyle is how the Corporate Warfare header bands look.
var bandStyle = printables.BandStyle{Pad: 3.5, NoteShare: 0.5, NoteTop: 0.25, NoteFace: printables.Regular, NoteMin: 4.5}

// spots draws token spots, as many as fit in r, centred; it returns how many.
func (s *cwSet) spots(d *printables.Drawer, r printables.Rect, col printables.Color, limit int) int {
	sp := s.l.Settings["spot"]
	cols, rows := int(r.W/sp), int(r.H/sp)
	n := min(cols*rows, limit)
	if n <= 0 {
		return 0
	}
	cols = min(cols, n)
	rows = (n + cols - 1) / cols
	x0 := r.X + (r.W-float64(cols)*sp)/2
	y0 := r.Y + (r.H-float64(rows)*sp)/2
	for i := 0; i < n; i++ {
		cx := x0 + (float64(i%cols)+0.5)*sp
		cy := y0 + (float64(i/cols)+0.5)*sp
		d.Circle(cx, cy, s.l.Formats["token"].W/2+0.4, printables.Style{Stroke: &col, LineWidth: 0.25, Dash: []float64{1.2, 0.8}})
	}
	return n
}

func (s *cwSet) boardFace(d *printables.Drawer, cut printables.Rect, corp templates.Seat) error {
	r := s.r
	col := s.c["corp."+corp.Name]
	const gap = 3.0
	if err := printables.Band(d, printables.Rect{X: cut.X, Y: cut.Y, W: cut.W, H: 14}, col, bandStyle, upper(s.t("print.board.title", corp.Name)), strings.ToUpper(r.Game), 18, 10); err != nil {
		return err
	}
	// The upkeep rules along the bottom edge.
	up := r.Turn[len(r.Turn)-1]
	foot, err := printables.Fit(upper(s.in(up.Name))+": "+strings.Join(s.steps(up), " · "), printables.Regular, printables.Rect{X: cut.X + 2, Y: cut.Bottom() - 13, W: cut.W - 4, H: 13}, 8.5, s.l.Text.BodyMin)
	if err != nil {
		return err
	}
	foot.VAlign = 1
	footTop := cut.Bottom() - foot.Height()
	d.Line(cut.X, footTop-1.5, cut.Right(), footTop-1.5, printables.Stroked(col, 0.4))
	foot.Draw(d, s.ink)

	// The stores: products, new employees, money.
	storeH := 14 + 2*s.l.Settings["spot"] + 2
	storeY := footTop - 3 - storeH
	if err := s.stores(d, printables.Rect{X: cut.X, Y: storeY, W: cut.W, H: storeH}, col); err != nil {
		return err
	}

	// The four departments, two by two.
	top := cut.Y + 14 + gap
	h := (storeY - gap - top - gap) / 2
	w := (cut.W - gap) / 2
	for i, dep := range r.Depts {
		area := printables.Rect{X: cut.X + float64(i%2)*(w+gap), Y: top + float64(i/2)*(h+gap), W: w, H: h}
		if err := s.department(d, area, dep); err != nil {
			return err
		}
	}
	return nil
}

func (s *cwSet) department(d *printables.Drawer, area printables.Rect, dep corpwarrules.Dept) error {
	r := s.r
	col := s.c["departments."+string(dep)]
	info, _ := r.Department(dep)
	d.Panel(area, 2.5, col.Mix(printables.White, 0.88))
	if !d.InkSaver {
		d.RoundedRect(area.X, area.Y, area.W, area.H, 2.5, printables.Stroked(col, 0.5))
	}
	if err := printables.Band(d, printables.Rect{X: area.X, Y: area.Y, W: area.W, H: 10}, col, bandStyle, upper(s.in(info.Name)), s.t("print.dept.success", s.in(info.Success)), 14, 8); err != nil {
		return err
	}
	// The success ladder: a box per roll from the start down to the lowest.
	y := area.Y + 13
	if err := printables.Label(d, upper(s.t("print.dept.success_on")), printables.Bold, printables.Rect{X: area.X + 3, Y: y + 1.5, W: 22, H: 4}, 8, 5, printables.Left, s.ink); err != nil {
		return err
	}
	var rolls []int
	for k := 0; ; k++ {
		v := r.SuccessRoll(k)
		if len(rolls) > 0 && v == rolls[len(rolls)-1] {
			break
		}
		rolls = append(rolls, v)
	}
	bw := min(15.0, (area.W-30)/float64(len(rolls))-1.5)
	for k, v := range rolls {
		b := printables.Rect{X: area.X + 27 + float64(k)*(bw+1.5), Y: y, W: bw, H: 7}
		if k == 0 {
			printables.Cell(d, b, printables.White, col, 0.4)
		} else {
			d.RoundedRect(b.X, b.Y, b.W, b.H, 0.8, printables.Stroked(col, 0.4))
		}
		if err := printables.Label(d, fmt.Sprintf("%d+", v), printables.Bold, b.Inset(0.8), 11, 6, printables.Center, s.ink); err != nil {
			return err
		}
		note := s.t("print.dept.start")
		if k > 0 {
			note = s.t("print.dept.improved", k)
		}
		if err := printables.Label(d, note, printables.Regular, printables.Rect{X: b.X, Y: b.Bottom() + 0.5, W: b.W, H: 2.8}, 5.5, 4, printables.Center, s.ink); err != nil {
			return err
		}
	}
	y += 11.5
	ace, _ := r.Card(corpwarrules.Ace)
	king, _ := r.Card(corpwarrules.King)
	tb, err := printables.Fit(s.t("print.dept.note", s.in(ace.Title), s.in(king.RankName), s.in(king.Title), r.BoostFactor),
		printables.Italic, printables.Rect{X: area.X + 3, Y: y, W: area.W - 6, H: 8}, 7, 5)
	if err != nil {
		return err
	}
	tb.Draw(d, s.ink)
	y += tb.Height() + 1.5
	s.spots(d, printables.Rect{X: area.X + 2, Y: y, W: area.W - 4, H: area.Bottom() - y - 2}, col, 1000)
	return nil
}

func (s *cwSet) stores(d *printables.Drawer, area printables.Rect, col printables.Color) error {
	r := s.r
	const gap = 3.0
	sp := s.l.Settings["spot"]
	pw := 3*sp + 8 // a full group of products in two rows
	nw := 2*sp + 8
	mw := area.W - pw - nw - 2*gap
	boxes := []struct {
		w           float64
		title, note string
		tok         printables.Color
		spots       int
	}{
		{pw, upper(s.t("print.store.products")), s.t("print.store.products_note", r.Upkeep.Products.Each, r.StorageCost(r.Upkeep.Products.Each)), s.c["product"], r.Upkeep.Products.Each},
		{nw, upper(s.t("print.store.new")), s.t("print.store.new_note"), s.c["employee"], 1000},
		{mw, upper(s.t("print.store.money")), s.t("print.store.money_note", r.End.MoneyAbove), s.ink, 0},
	}
	x := area.X
	for _, b := range boxes {
		box := printables.Rect{X: x, Y: area.Y, W: b.w, H: area.H}
		d.Panel(box, 2, col.Mix(printables.White, 0.9))
		if !d.InkSaver {
			d.RoundedRect(box.X, box.Y, box.W, box.H, 2, printables.Stroked(col, 0.4))
		}
		if err := printables.Label(d, b.title, printables.Bold, printables.Rect{X: box.X + 3, Y: box.Y + 2, W: box.W - 6, H: 4.5}, 10, 6, printables.Left, s.ink); err != nil {
			return err
		}
		if err := printables.Label(d, b.note, printables.Italic, printables.Rect{X: box.X + 3, Y: box.Y + 7.5, W: box.W - 6, H: 3.5}, 7.5, 5, printables.Left, s.ink); err != nil {
			return err
		}
		if b.spots > 0 {
			s.spots(d, printables.Rect{X: box.X + 2, Y: box.Y + 12, W: box.W - 4, H: box.H - 14}, b.tok, b.spots)
		}
		x += b.w + gap
	}
	return nil
}

// ---------------------------------------------------------------------------
// Tokens.

// tokenFace is a two-sided disc: a background, a ring, an icon and a word.
func (s *cwSet) tokenFace(bg printables.Color, word string, icon func(d *printables.Drawer, cx, cy, size float64, col printables.Color)) printables.Face {
	return func(d *printables.Drawer, cut printables.Rect) error {
		d.Background(bg)
		txt := d.TextOn(bg)
		cx, cy := cut.X+cut.W/2, cut.Y+cut.H/2
		d.Circle(cx, cy, cut.W/2*0.86, printables.Stroked(txt, 0.3))
		icon(d, cx, cy-cut.H*0.1, cut.W*0.38, txt)
		return printables.Label(d, word, printables.Bold, printables.Rect{X: cut.X + cut.W*0.18, Y: cy + cut.H*0.14, W: cut.W * 0.64, H: cut.H * 0.14}, 6, 3.5, printables.Center, txt)
	}
}

func personIcon(d *printables.Drawer, cx, cy, size float64, col printables.Color) {
	st := printables.Filled(col)
	if d.InkSaver {
		st = printables.Stroked(col, 0.3)
	}
	d.Circle(cx, cy-size*0.28, size*0.2, st)
	d.Polygon([][2]float64{{cx - size*0.38, cy + size*0.45}, {cx - size*0.3, cy + size*0.02}, {cx - size*0.12, cy - size*0.04},
		{cx + size*0.12, cy - size*0.04}, {cx + size*0.3, cy + size*0.02}, {cx + size*0.38, cy + size*0.45}}, st)
}

func crateIcon(d *printables.Drawer, cx, cy, size float64, col printables.Color) {
	h := size * 0.42
	st := printables.Stroked(col, 0.35)
	d.Rect(cx-h, cy-h, 2*h, 2*h, st)
	d.Line(cx-h, cy-h, cx+h, cy+h, st)
	d.Line(cx-h, cy+h, cx+h, cy-h, st)
}

func (s *cwSet) employees() *printables.Component {
	f := s.l.Formats["token"]
	face := s.tokenFace(s.c["employee"], upper(s.t("print.employee")), personIcon)
	return &printables.Component{ID: "employees", Name: s.t("print.employees.name"), Noun: s.t("print.employees.noun"), W: f.W, H: f.H, Disc: true,
		Format: s.format("token"), Items: []printables.Item{{Title: s.t("print.employee"), Count: s.r.Tokens.Employees, Front: face}}, Back: face, BackOnRequest: true}
}

func (s *cwSet) products() *printables.Component {
	f := s.l.Formats["token"]
	face := s.tokenFace(s.c["product"], upper(s.t("print.product")), crateIcon)
	return &printables.Component{ID: "products", Name: s.t("print.products.name"), Noun: s.t("print.products.noun"), W: f.W, H: f.H, Disc: true,
		Format: s.format("token"), Items: []printables.Item{{Title: s.t("print.product"), Count: s.r.Tokens.Products, Front: face}}, Back: face, BackOnRequest: true}
}

func (s *cwSet) money() *printables.Component {
	f := s.l.Formats["coin"]
	c := &printables.Component{ID: "money", Name: s.t("print.money.name"), Noun: s.t("print.money.noun"), W: f.W, H: f.H, Disc: true, Format: s.format("coin"), BackOnRequest: true}
	coin := func(v int) printables.Face {
		return func(d *printables.Drawer, cut printables.Rect) error {
			col := s.c["money."+strconv.Itoa(v)]
			d.Background(col)
			txt := d.TextOn(col)
			cx, cy := cut.X+cut.W/2, cut.Y+cut.H/2
			d.Circle(cx, cy, cut.W/2*0.88, printables.Stroked(txt, 0.35))
			d.Circle(cx, cy, cut.W/2*0.8, printables.Stroked(txt, 0.15))
			if err := printables.Label(d, strconv.Itoa(v), printables.Bold, printables.Rect{X: cut.X + cut.W*0.2, Y: cy - cut.H*0.24, W: cut.W * 0.6, H: cut.H * 0.36}, 22, 6, printables.Center, txt); err != nil {
				return err
			}
			return printables.Label(d, upper(s.t("print.store.money")), printables.Bold, printables.Rect{X: cut.X + cut.W*0.25, Y: cy + cut.H*0.16, W: cut.W * 0.5, H: cut.H * 0.12}, 5.5, 3.5, printables.Center, txt)
		}
	}
	c.Back = coin(s.r.Tokens.Money[0].Value)
	for _, m := range s.r.Tokens.Money {
		c.Items = append(c.Items, printables.Item{Title: s.t("print.coin.title", m.Value), Count: m.Count, Front: coin(m.Value), Back: coin(m.Value)})
	}
	return c
}

// ---------------------------------------------------------------------------
// The reference sheet.

func (s *cwSet) reference() *printables.Component {
	return &printables.Component{ID: "reference", Name: s.t("print.reference.name"), Noun: s.t("print.reference.noun"), FullPage: true,
		Format: s.t("print.reference.format"),
		Items:  []printables.Item{{Title: s.t("print.reference.name"), Count: 1, Front: s.referenceFace}}}
}

// steps are a phase's steps in the print set's language.
func (s *cwSet) steps(ph corpwarrules.PhaseInfo) []string {
	out := make([]string, len(ph.Steps))
	for i, st := range ph.Steps {
		out[i] = s.in(st)
	}
	return out
}

// referenceSection is one section of the reference sheet: its heading and
// its lines (a paragraph in italics when para).
type referenceSection struct {
	heading string
	lines   []string
	para    bool
}

// referenceSections are the reference sheet's sections, from the rules data.
func (s *cwSet) referenceSections() []referenceSection {
	r := s.r
	var deck []string
	for _, c := range r.Cards {
		deck = append(deck, fmt.Sprintf("%d %s (%s)", c.Count, s.in(c.Title), s.in(c.Index)))
	}
	setup := s.t("print.ref.setup", r.Players.Min, r.Players.Max, r.DeckSize(), strings.Join(deck, ", "), r.Start.Employees, r.Start.Cards, r.Start.Money,
		s.in(r.PhaseName(corpwarrules.Action)))
	var turn []string
	for i, ph := range r.Turn {
		turn = append(turn, s.t("print.ref.turn_step", upper(s.in(ph.Name)), i+1, len(r.Turn), strings.Join(s.steps(ph), " ")))
	}
	var depts []string
	for _, dep := range r.Departments {
		depts = append(depts, fmt.Sprintf("%s: %s", s.in(dep.Name), s.in(dep.Success)))
	}
	var ladder []string
	for k := 0; k <= r.MaxImproved(); k++ {
		ladder = append(ladder, s.t("print.ref.ladder_step", r.SuccessRoll(k), k))
	}
	ace, _ := r.Card(corpwarrules.Ace)
	king, _ := r.Card(corpwarrules.King)
	jack, _ := r.Card(corpwarrules.Jack)
	numbers := []string{
		s.t("print.ref.success", r.Die, strings.Join(ladder, ", "), s.in(ace.Title)),
		s.t("print.ref.demand", r.Demand.Dice, r.Demand.PerMarketResearch, s.in(jack.Title), r.SalePrice),
		s.t("print.ref.boost", s.in(king.Title), r.BoostFactor),
		s.t("print.ref.upkeep", r.Upkeep.Employees.Cost, r.Upkeep.Employees.Each, r.Upkeep.Employees.Each-1, r.EmployeeUpkeep(r.Upkeep.Employees.Each-1),
			r.EmployeeUpkeep(r.Upkeep.Employees.Each), r.Upkeep.Products.Cost, r.Upkeep.Products.Each),
		s.t("print.ref.hand", r.HandLimit),
		s.t("print.ref.end", r.End.MoneyAbove, r.End.LastTurn),
	}
	var cards []string
	for _, c := range r.Cards {
		cards = append(cards, fmt.Sprintf("%s (%s, %d): %s", s.in(c.Title), s.in(c.Index), c.Count, s.in(c.Text)))
	}
	var rulings []string
	for _, key := range corpwarrules.RulingKeys {
		ru := r.Cited[key]
		rulings = append(rulings, fmt.Sprintf("%s %s", ru.ID, s.in(ru.Title)))
	}
	return []referenceSection{
		{heading: s.t("print.ref.h.setup"), lines: []string{setup}},
		{heading: s.t("print.ref.h.turn"), lines: turn},
		{heading: s.t("print.ref.h.departments"), lines: depts},
		{heading: s.t("print.ref.h.numbers"), lines: numbers},
		{heading: s.t("print.ref.h.cards"), lines: cards},
		{heading: s.t("print.ref.h.rulings"), lines: []string{s.t("print.ref.rulings", strings.Join(rulings, " · "))}, para: true},
	}
}

func (s *cwSet) referenceFace(d *printables.Drawer, cut printables.Rect) error {
	if err := printables.Band(d, printables.Rect{X: cut.X, Y: cut.Y, W: cut.W, H: 14}, s.accent, bandStyle, strings.ToUpper(s.r.Game), s.t("print.reference.noun"), 18, 11); err != nil {
		return err
	}
	secs := s.referenceSections()
	return printables.FitColumn(d, printables.Rect{X: cut.X + 2, Y: cut.Y + 18, W: cut.W - 4, H: cut.H - 18}, 12, 6, func(c *printables.Column) error {
		for i, sec := range secs {
			if i > 0 {
				c.Gap(1.5)
			}
			if err := c.Heading(upper(sec.heading), s.accent); err != nil {
				return err
			}
			if sec.para {
				if err := c.Para(strings.Join(sec.lines, " "), printables.Italic, s.ink); err != nil {
					return err
				}
				continue
			}
			if err := c.Bullets(sec.lines, printables.Regular, s.ink); err != nil {
				return err
			}
		}
		return nil
	})
}
