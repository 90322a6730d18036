package rigs

import (
	"boardroom/printables"
	"boardroom/templates"
	"fmt"
	"sort"
	"strconv"
	"strings"

	"boardroom/phrase/msg"
	rigsrules "boardroom/rules/rigs"
	rigstpl "boardroom/templates/rigs"
)

// Components builds every printable R.I.G.S. component from the rules data and the
// layout, in the order `boardroom rigs print` prints them, in the game's own
// language (English).
func Components() ([]*printables.Component, error) { return ComponentsIn(rigsrules.Own) }

// ComponentsIn is Components in language lang (print --lang): every printed
// word comes from the game's catalogue and the rules data in that language.
func ComponentsIn(lang msg.Lang) ([]*printables.Component, error) {
	l, err := rigstpl.Load()
	if err != nil {
		return nil, err
	}
	return set(rigsrules.Load(), l, lang)
}

// set builds the components from given rules and layout (tests pass
// changed rules to see the printed numbers follow).
func set(r *rigsrules.Rules, l *templates.Layout, lang msg.Lang) ([]*printables.Component, error) {
	s := &rigsSet{r: r, l: l, lang: lang}
	if err := s.colors(); err != nil {
		return nil, err
	}
	return []*printables.Component{
		s.plots(), s.surveys(), s.karma(), s.disasters(), s.market(),
		s.money(), s.resources(), s.script(), s.tokens(), s.aids(), s.reference(),
	}, nil
}

type rigsSet struct {
	r     *rigsrules.Rules
	l     *templates.Layout
	lang  msg.Lang
	ink   printables.Color
	paper printables.Color
	c     map[string]printables.Color
}

// colors parses every colour of the layout once, so a typo is an error at
// start, not a half-drawn PDF.
func (s *rigsSet) colors() error {
	p := printables.NewPalette(rigstpl.File)
	for _, name := range s.l.Colors.Names() {
		p.Add(name, s.l.Colors[name])
	}
	need := printables.Prefixed("plots", s.r.Plots, func(t rigsrules.PlotType) string { return t.Type })
	need = append(need, printables.Prefixed("karma", rigsrules.KarmaKinds, func(k string) string { return k })...)
	need = append(need, printables.Prefixed("market", s.r.Market, func(m rigsrules.MarketLevel) string { return m.Level })...)
	need = append(need, printables.Prefixed("resources", rigsrules.Resources, func(r rigsrules.Resource) string { return string(r) })...)
	need = append(need, printables.Prefixed("money", s.r.Money, func(b rigsrules.Bill) string { return strconv.Itoa(b.Value) })...)
	if err := p.Need(need...); err != nil {
		return err
	}
	s.c = p.C
	s.ink, s.paper = s.c["ink"], s.c["paper"]
	return nil
}

// say is the catalogue's message id in the print language.
func (s *rigsSet) say(id string, args ...any) string {
	return rigsrules.Messages.Say(s.lang, id, args...)
}

// res is a resource's name in the print language.
func (s *rigsSet) res(r rigsrules.Resource) string { return r.SayIn(s.lang) }

// cost is a cost in the print language ("1 Supply").
func (s *rigsSet) cost(c map[rigsrules.Resource]int) string { return rigsrules.CostTextIn(s.lang, c) }

// plotType is a plot type's name in the print language.
func (s *rigsSet) plotType(t string) string { return rigsrules.PlotTypeName(s.lang, t) }

// level is a Market level's name in the print language.
func (s *rigsSet) level(l string) string { return rigsrules.LevelName(s.lang, l) }

func (s *rigsSet) card() (float64, float64, string) {
	f := s.l.Formats["card"]
	return f.W, f.H, s.format("card")
}

// format is the layout's format key as print --list names it, in the
// print language (print.format.<key>), with its size.
func (s *rigsSet) format(key string) string {
	f := s.l.Formats[key]
	return printables.FormatText(s.lang, s.say("print.format."+key), f.W, f.H, f.W == f.H && strings.Contains(f.What, "disc"))
}

// cardFrame draws the common card: a coloured border and header with the
// kind and the title, and a paper panel for the body, which it returns.
func (s *rigsSet) cardFrame(d *printables.Drawer, cut printables.Rect, band printables.Color, kind, title string) (printables.Rect, error) {
	return s.cardFrameBeside(d, cut, band, kind, title, 0)
}

// cardFrameBeside is cardFrame with the right-hand reserve mm of the header
// left free (for the plot number box).
func (s *rigsSet) cardFrameBeside(d *printables.Drawer, cut printables.Rect, band printables.Color, kind, title string, reserve float64) (printables.Rect, error) {
	d.Background(band)
	txt := d.TextOn(band)
	if err := printables.Label(d, strings.ToUpper(kind), printables.Bold, printables.Rect{X: cut.X + 4, Y: cut.Y + 3.2, W: cut.W - 8 - reserve, H: 3.2}, 7, 5, printables.Left, txt); err != nil {
		return printables.Rect{}, err
	}
	if title != "" {
		if err := printables.Label(d, title, printables.Bold, printables.Rect{X: cut.X + 4, Y: cut.Y + 8, W: cut.W - 8 - reserve, H: 6}, s.l.Text.TitleMax, s.l.Text.TitleMin, printables.Left, txt); err != nil {
			return printables.Rect{}, err
		}
	}
	body := printables.Rect{X: cut.X + 3, Y: cut.Y + 17, W: cut.W - 6, H: cut.H - 20}
	d.Panel(body, 1.8, s.paper)
	return body, nil
}

// back is a deck back in the kit's style: the deck colour, the game's name
// and the deck's word.
func (s *rigsSet) back(word string, band printables.Color) printables.Face {
	return printables.DeckBack(s.r.Game, word, band)
}

func (s *rigsSet) plots() *printables.Component {
	w, h, f := s.card()
	c := &printables.Component{ID: "plots", Name: s.say("print.plots.name"), Noun: s.say("print.plots.noun"), W: w, H: h, Format: f}
	c.Back = s.back(s.say("print.plots.back"), s.c["plots.Plains"].Mix(printables.Black, 0.35))
	for _, p := range s.r.Plots {
		p := p
		c.Items = append(c.Items, printables.Item{Title: s.plotType(p.Type), Count: p.Count, Front: func(d *printables.Drawer, cut printables.Rect) error {
			band := s.c["plots."+p.Type]
			box := PlotNumberBox(cut)
			body, err := s.cardFrameBeside(d, cut, band, s.say("print.plots.kind"), s.plotType(p.Type), cut.Right()-box.X-2)
			if err != nil {
				return err
			}
			if err := s.numberBox(d, box, band); err != nil {
				return err
			}
			in := body.Inset(2.5)
			if err := printables.Label(d, s.say("print.plots.yields"), printables.Regular, printables.Rect{X: in.X, Y: in.Y, W: in.W, H: 3.5}, 6.5, 5, printables.Left, s.ink); err != nil {
				return err
			}
			y := in.Y + 6
			for _, res := range rigsrules.Resources {
				rc := s.c["resources."+string(res)]
				d.DiscPanel(in.X+2.2, y+2.2, 2.2, rc)
				val := s.say("print.survey_word")
				if res != rigsrules.Luxuries {
					val = strconv.Itoa(p.Capacity[res])
				}
				if err := printables.Label(d, s.res(res), printables.Regular, printables.Rect{X: in.X + 6, Y: y, W: 30, H: 4.4}, 9, 6, printables.Left, s.ink); err != nil {
					return err
				}
				if err := printables.Label(d, val, printables.Bold, printables.Rect{X: in.Right() - 20, Y: y, W: 20, H: 4.4}, 10, 6, printables.Right, s.ink); err != nil {
					return err
				}
				y += 6.5
			}
			d.Line(in.X, y, in.Right(), y, printables.Stroked(band, 0.3))
			txt := s.say("print.plots.text", s.cost(s.r.Costs.PowerPlot), p.EndMarketCards, s.say("number."+strconv.Itoa(min(p.EndMarketCards, 10))))
			tb, err := printables.Fit(txt, printables.Regular, printables.Rect{X: in.X, Y: y + 2, W: in.W, H: in.Bottom() - y - 2}, s.l.Text.BodyMax-1, s.l.Text.BodyMin)
			if err != nil {
				return err
			}
			tb.Draw(d, s.ink)
			return nil
		}})
	}
	return c
}

// PlotNumberBox is where the write-in plot number goes on a plot front: the
// top right of the header, clear of the kind, the title and the body.
func PlotNumberBox(cut printables.Rect) printables.Rect {
	return printables.Rect{X: cut.Right() - 3.5 - 21, Y: cut.Y + 3, W: 21, H: 11.5}
}

// numberBox draws the write-in "#__" box: a paper box with "#" and a line
// to write the plot's number on (#1-#27, as the referee names plots).
func (s *rigsSet) numberBox(d *printables.Drawer, box printables.Rect, band printables.Color) error {
	if d.InkSaver {
		d.RoundedRect(box.X, box.Y, box.W, box.H, 1.2, printables.Stroked(band, 0.3))
	} else {
		d.RoundedRect(box.X, box.Y, box.W, box.H, 1.2, printables.FilledStroked(s.paper, band.Mix(printables.Black, 0.2), 0.3))
	}
	hash := printables.Rect{X: box.X + 1.2, Y: box.Y + 2, W: 5, H: box.H - 4}
	if err := printables.Label(d, "#", printables.Bold, hash, 20, 10, printables.Center, s.ink); err != nil {
		return err
	}
	y := box.Bottom() - 2.2
	d.Line(hash.Right()+0.8, y, box.Right()-1.5, y, printables.Stroked(s.ink, 0.25))
	return nil
}

func (s *rigsSet) surveys() *printables.Component {
	w, h, f := s.card()
	band := s.c["survey"]
	c := &printables.Component{ID: "surveys", Name: s.say("print.surveys.name"), Noun: s.say("print.surveys.noun"), W: w, H: h, Format: f, Back: s.back(s.say("print.surveys.back"), band)}
	for _, sv := range s.r.Surveys {
		sv := sv
		title := s.say("print.surveys.item", sv.Yield)
		c.Items = append(c.Items, printables.Item{Title: title, Count: sv.Count, Front: func(d *printables.Drawer, cut printables.Rect) error {
			body, err := s.cardFrame(d, cut, band, s.say("print.surveys.kind"), s.say("print.surveys.title"))
			if err != nil {
				return err
			}
			in := body.Inset(2.5)
			if err := printables.Label(d, strconv.Itoa(sv.Yield), printables.Bold, printables.Rect{X: in.X, Y: in.Y + 2, W: in.W, H: 20}, 60, 20, printables.Center, band); err != nil {
				return err
			}
			spots := s.say("print.surveys.spots", sv.Yield)
			if err := printables.Label(d, spots, printables.Bold, printables.Rect{X: in.X, Y: in.Y + 24, W: in.W, H: 5}, 11, 7, printables.Center, s.ink); err != nil {
				return err
			}
			var txt string
			if sv.Yield == 0 {
				txt = s.say("print.surveys.none")
			} else {
				txt = s.say("print.surveys.some", sv.Yield, s.r.EndGame.SurveyedLuxuryMultiplier)
			}
			txt += "\n" + s.say("print.surveys.keep", s.cost(s.r.Costs.Survey))
			tb, err := printables.Fit(txt, printables.Regular, printables.Rect{X: in.X, Y: in.Y + 31, W: in.W, H: in.Bottom() - in.Y - 31}, s.l.Text.BodyMax-0.5, s.l.Text.BodyMin)
			if err != nil {
				return err
			}
			tb.Draw(d, s.ink)
			return nil
		}})
	}
	return c
}

func (s *rigsSet) karma() *printables.Component {
	w, h, f := s.card()
	kinds := map[string]string{}
	for _, k := range s.r.KarmaKind {
		kinds[k.Kind] = k.Name.In(s.lang)
	}
	c := &printables.Component{ID: "karma", Name: s.say("print.karma.name"), Noun: s.say("print.karma.noun"), W: w, H: h, Format: f,
		Back: s.back("KARMA", s.c["karma.sabotage"].Mix(s.c["karma.destruction"], 0.5).Mix(printables.Black, 0.3))}
	for _, k := range s.r.Karma {
		k := k
		c.Items = append(c.Items, printables.Item{Title: k.Title.In(s.lang), Count: 1, Front: func(d *printables.Drawer, cut printables.Rect) error {
			band := s.c["karma."+k.Kind]
			body, err := s.cardFrame(d, cut, band, "Karma · "+kinds[k.Kind], k.Title.In(s.lang))
			if err != nil {
				return err
			}
			in := body.Inset(2.5)
			foot := 9.5
			tb, err := printables.Fit(k.Effect.In(s.lang), printables.Regular, printables.Rect{X: in.X, Y: in.Y, W: in.W, H: in.H - foot - 1}, s.l.Text.BodyMax, s.l.Text.BodyMin)
			if err != nil {
				return err
			}
			tb.Draw(d, s.ink)
			fy := in.Bottom() - foot
			d.Line(in.X, fy, in.Right(), fy, printables.Stroked(band, 0.3))
			if err := printables.Label(d, s.say("print.target."+k.Target), printables.Italic, printables.Rect{X: in.X, Y: fy + 0.8, W: in.W, H: 3.2}, 6.5, 5, printables.Left, s.ink); err != nil {
				return err
			}
			// Phase chips: filled when the card may be played in that phase.
			cw := (in.W - 3*1.0) / 4
			for i, ph := range rigsrules.Phases {
				r := printables.Rect{X: in.X + float64(i)*(cw+1), Y: fy + 5, W: cw, H: 4}
				on := false
				for _, p := range k.Phases {
					on = on || p == ph
				}
				col := printables.Grey.Mix(printables.White, 0.4)
				if on {
					d.Panel(r, 0.8, band)
					col = d.TextOn(band)
				} else {
					d.RoundedRect(r.X, r.Y, r.W, r.H, 0.8, printables.Stroked(col, 0.2))
				}
				if err := printables.Label(d, s.say("print.phase_chip."+string(ph)), printables.Regular, r.Inset(0.3), 5.5, 3.5, printables.Center, col); err != nil {
					return err
				}
			}
			return nil
		}})
	}
	return c
}

func (s *rigsSet) disasters() *printables.Component {
	w, h, f := s.card()
	c := &printables.Component{ID: "disasters", Name: s.say("print.disasters.name"), Noun: s.say("print.disasters.noun"), W: w, H: h, Format: f,
		Back: s.back(s.say("print.disasters.back"), s.c["disaster"].Mix(printables.Black, 0.25))}
	for _, dc := range s.r.Disasters {
		dc := dc
		c.Items = append(c.Items, printables.Item{Title: dc.Title.In(s.lang), Count: dc.Count, Front: func(d *printables.Drawer, cut printables.Rect) error {
			band, kind := s.c["disaster"], s.say("print.disasters.kind")
			if dc.Kind == "safe" {
				band, kind = s.c["safe"], s.say("print.disasters.safe")
			}
			body, err := s.cardFrame(d, cut, band, kind, dc.Title.In(s.lang))
			if err != nil {
				return err
			}
			in := body.Inset(2.5)
			txt := dc.Effect.In(s.lang) + "\n\n" + dc.Karma.In(s.lang)
			// The text has the card to itself: it grows to use the space.
			tb, err := printables.Fit(txt, printables.Regular, in, s.l.Text.RoomyMax, s.l.Text.BodyMin)
			if err != nil {
				return err
			}
			tb.VAlign = 0.5
			tb.Draw(d, s.ink)
			return nil
		}})
	}
	return c
}

func (s *rigsSet) market() *printables.Component {
	w, h, f := s.card()
	c := &printables.Component{ID: "market", Name: s.say("print.market.name"), Noun: s.say("print.market.noun"), W: w, H: h, Format: f,
		Back: s.back(s.say("print.market.back"), s.c["market.Normal"].Mix(printables.Black, 0.35))}
	for _, m := range s.r.Market {
		m := m
		c.Items = append(c.Items, printables.Item{Title: s.level(m.Level), Count: m.Count, Front: func(d *printables.Drawer, cut printables.Rect) error {
			band := s.c["market."+m.Level]
			body, err := s.cardFrame(d, cut, band, s.say("print.market.kind"), strings.ToUpper(s.level(m.Level)))
			if err != nil {
				return err
			}
			in := body.Inset(2.5)
			if err := printables.Label(d, s.say("print.market.sells"), printables.Regular, printables.Rect{X: in.X, Y: in.Y + 1, W: in.W, H: 5}, 9, 6, printables.Center, s.ink); err != nil {
				return err
			}
			if err := printables.Label(d, strconv.Itoa(m.Price), printables.Bold, printables.Rect{X: in.X, Y: in.Y + 8, W: in.W, H: 20}, 56, 20, printables.Center, band); err != nil {
				return err
			}
			if err := printables.Label(d, s.say("print.credits_word"), printables.Bold, printables.Rect{X: in.X, Y: in.Y + 30, W: in.W, H: 5}, 11, 7, printables.Center, s.ink); err != nil {
				return err
			}
			txt := s.say("print.market.text", s.plotWorthText())
			tb, err := printables.Fit(txt, printables.Regular, printables.Rect{X: in.X, Y: in.Y + 38, W: in.W, H: in.H - 38}, s.l.Text.BodyMax-1, s.l.Text.BodyMin)
			if err != nil {
				return err
			}
			tb.Draw(d, s.ink)
			return nil
		}})
	}
	return c
}

func (s *rigsSet) money() *printables.Component {
	fm := s.l.Formats["bill"]
	c := &printables.Component{ID: "money", Name: s.say("print.money.name"), Noun: s.say("print.money.noun"), W: fm.W, H: fm.H, Format: s.format("bill")}
	backFace := func(v int) printables.Face {
		return func(d *printables.Drawer, cut printables.Rect) error {
			col := s.c["money."+strconv.Itoa(v)]
			d.Background(col.Mix(printables.White, 0.25))
			txt := d.TextOn(col)
			inner := cut.Inset(3) // no frame: the colour runs to the cut
			if err := printables.Label(d, s.say("print.money.bank"), printables.Bold, printables.Rect{X: inner.X + 3, Y: inner.Y + 4, W: inner.W - 6, H: 6}, 12, 6, printables.Center, txt); err != nil {
				return err
			}
			if err := printables.Label(d, strconv.Itoa(v), printables.Bold, printables.Rect{X: inner.X + 3, Y: inner.Y + 12, W: inner.W - 6, H: 18}, 48, 10, printables.Center, txt); err != nil {
				return err
			}
			return printables.Label(d, strings.ToUpper(s.say("print.credits_word")), printables.Bold, printables.Rect{X: inner.X + 3, Y: inner.Bottom() - 9, W: inner.W - 6, H: 5}, 10, 6, printables.Center, txt)
		}
	}
	c.Back = backFace(1)
	for _, b := range s.r.Money {
		b := b
		title := s.say("print.money.item", b.Value)
		c.Items = append(c.Items, printables.Item{Title: title, Count: b.Count, Back: backFace(b.Value), Front: func(d *printables.Drawer, cut printables.Rect) error {
			col := s.c["money."+strconv.Itoa(b.Value)]
			d.Background(col)
			txt := d.TextOn(col)
			inner := cut.Inset(3)
			d.Panel(printables.Rect{X: inner.X + 14, Y: inner.Y + 3, W: inner.W - 28, H: inner.H - 6}, 2, s.paper)
			d.RoundedRect(inner.X, inner.Y, inner.W, inner.H, 2, printables.Stroked(txt, 0.3))
			v := strconv.Itoa(b.Value)
			for _, corner := range []printables.Rect{{X: inner.X + 1, Y: inner.Y + 1, W: 12, H: 8}, {X: inner.Right() - 13, Y: inner.Bottom() - 9, W: 12, H: 8}} {
				if err := printables.Label(d, v, printables.Bold, corner, 18, 6, printables.Center, txt); err != nil {
					return err
				}
			}
			mid := printables.Rect{X: inner.X + 16, Y: inner.Y + 5, W: inner.W - 32, H: inner.H - 10}
			if err := printables.Label(d, strings.ToUpper(s.r.Game)+" "+strings.ToUpper(s.say("print.credits_word")), printables.Bold, printables.Rect{X: mid.X, Y: mid.Y + 1, W: mid.W, H: 5}, 10, 6, printables.Center, s.ink); err != nil {
				return err
			}
			if err := printables.Label(d, v, printables.Bold, printables.Rect{X: mid.X, Y: mid.Y + 8, W: mid.W, H: 16}, 40, 10, printables.Center, col.Mix(printables.Black, 0.2)); err != nil {
				return err
			}
			return printables.Label(d, s.say("print.bill_word."+strconv.Itoa(b.Value)), printables.Bold, printables.Rect{X: mid.X, Y: mid.Bottom() - 7, W: mid.W, H: 5}, 10, 6, printables.Center, s.ink)
		}})
	}
	return c
}

// crate is the Supplies icon: a wooden crate seen from the front, a frame of
// four boards and a brace across it (a plain square read as nothing in
// particular next to Energy's bolt).
func crate(d *printables.Drawer, cx, cy, size float64, col printables.Color, st printables.Style) {
	e := 0.45 * size // half the crate's side
	b := 0.12 * size // a board's width
	x0, y0, x1, y1 := cx-e, cy-e, cx+e, cy+e
	if !d.InkSaver {
		// The boards behind the frame, a lighter tone of the same wood.
		d.Rect(x0, y0, 2*e, 2*e, printables.Filled(col.Mix(printables.White, 0.55)))
		seam := printables.Stroked(col, 0.12*b)
		for i := 1; i <= 2; i++ {
			y := y0 + b + float64(i)*(2*e-2*b)/3
			d.Line(x0+b, y, x1-b, y, seam)
		}
	}
	d.Rect(x0, y0, 2*e, b, st)   // top board
	d.Rect(x0, y1-b, 2*e, b, st) // bottom board
	d.Rect(x0, y0+b, b, 2*e-2*b, st)
	d.Rect(x1-b, y0+b, b, 2*e-2*b, st)
	// The brace, from the bottom left corner of the opening to its top right.
	d.Polygon([][2]float64{{x0 + b, y1 - b - 1.1*b}, {x0 + b, y1 - b}, {x0 + b + 1.1*b, y1 - b},
		{x1 - b, y0 + b + 1.1*b}, {x1 - b, y0 + b}, {x1 - b - 1.1*b, y0 + b}}, st)
}

// resourceIcon draws a simple shape per resource: bolt, crate, ingot, gem.
func resourceIcon(d *printables.Drawer, res rigsrules.Resource, cx, cy, size float64, col printables.Color) {
	h := size / 2
	st := printables.Filled(col)
	if d.InkSaver {
		st = printables.Stroked(col, 0.3)
	}
	switch res {
	case rigsrules.Energy:
		d.Polygon([][2]float64{{cx + 0.15*size, cy - h}, {cx - 0.35*size, cy + 0.08*size}, {cx - 0.02*size, cy + 0.08*size},
			{cx - 0.15*size, cy + h}, {cx + 0.35*size, cy - 0.1*size}, {cx + 0.02*size, cy - 0.1*size}}, st)
	case rigsrules.Supplies:
		crate(d, cx, cy, size, col, st)
	case rigsrules.Metal:
		d.Polygon([][2]float64{{cx - 0.45*size, cy + 0.3*size}, {cx - 0.25*size, cy - 0.3*size}, {cx + 0.25*size, cy - 0.3*size}, {cx + 0.45*size, cy + 0.3*size}}, st)
	default:
		// A cut gem: a flat table on top, the girdle, the point below.
		top, girdle := cy-0.3*size, cy-0.08*size
		d.Polygon([][2]float64{{cx - 0.22*size, top}, {cx + 0.22*size, top}, {cx + 0.45*size, girdle},
			{cx, cy + h}, {cx - 0.45*size, girdle}}, st)
		if !d.InkSaver {
			facet := printables.Stroked(col.Mix(printables.White, 0.55), 0.04*size)
			d.Line(cx-0.45*size, girdle, cx+0.45*size, girdle, facet)
			for _, side := range []float64{-1, 1} { // the facets from the table down to the point
				d.Line(cx+side*0.22*size, top+0.02*size, cx+side*0.15*size, girdle, facet)
				d.Line(cx+side*0.15*size, girdle, cx, cy+h-0.06*size, facet)
			}
		} else {
			d.Line(cx-0.45*size, girdle, cx+0.45*size, girdle, st)
		}
	}
}

func (s *rigsSet) resources() *printables.Component {
	fm := s.l.Formats["coupon"]
	c := &printables.Component{ID: "resources", Name: s.say("print.resources.name"), Noun: s.say("print.resources.noun"), W: fm.W, H: fm.H, Format: s.format("coupon"), BackOnRequest: true}
	c.Back = func(d *printables.Drawer, cut printables.Rect) error {
		d.Background(s.ink.Mix(printables.White, 0.2))
		return printables.Label(d, strings.ToUpper(s.r.Game)+" "+s.say("print.resources.back"), printables.Bold, cut.Inset(3), 8, 4, printables.Center, d.TextOn(s.ink.Mix(printables.White, 0.2)))
	}
	for _, res := range s.r.Coupons.Kinds {
		res := res
		c.Items = append(c.Items, printables.Item{Title: s.res(res), Count: s.r.Coupons.Each, Front: func(d *printables.Drawer, cut printables.Rect) error {
			col := s.c["resources."+string(res)]
			d.Background(col)
			txt := d.TextOn(col)
			inner := cut.Inset(1.8)
			d.RoundedRect(inner.X, inner.Y, inner.W, inner.H, 1.2, printables.Stroked(txt, 0.25))
			panel := printables.Rect{X: inner.X + 1.5, Y: inner.Y + 1.5, W: inner.H - 3, H: inner.H - 3}
			d.Panel(panel, 1, s.paper)
			resourceIcon(d, res, panel.X+panel.W/2, panel.Y+panel.H/2, panel.W*0.7, col)
			return printables.Label(d, strings.ToUpper(s.res(res)), printables.Bold, printables.Rect{X: panel.Right() + 1, Y: inner.Y, W: inner.Right() - panel.Right() - 2, H: inner.H}, 9, 4.5, printables.Center, txt)
		}})
	}
	return c
}

func (s *rigsSet) script() *printables.Component {
	fm := s.l.Formats["script"]
	col := s.c["vinnie"]
	c := &printables.Component{ID: "script", Name: s.say("print.script.name"), Noun: s.say("print.script.noun"), W: fm.W, H: fm.H, Format: s.format("script")}
	c.Back = func(d *printables.Drawer, cut printables.Rect) error {
		d.Background(col)
		txt := d.TextOn(col)
		inner := cut.Inset(2.5) // no frame: the colour runs to the cut
		if err := printables.Label(d, "VINNIE", printables.Bold, printables.Rect{X: inner.X + 2, Y: inner.Y + 6, W: inner.W - 4, H: 10}, 22, 8, printables.Center, txt); err != nil {
			return err
		}
		return printables.Label(d, s.say("print.script.motto"), printables.Italic, printables.Rect{X: inner.X + 2, Y: inner.Y + 19, W: inner.W - 4, H: 5}, 8, 5, printables.Center, txt)
	}
	for _, res := range s.r.Script.Kinds {
		res := res
		c.Items = append(c.Items, printables.Item{Title: s.say("print.script.item", res), Count: s.r.Script.Each, Front: func(d *printables.Drawer, cut printables.Rect) error {
			rc := s.c["resources."+string(res)]
			d.Background(col)
			txt := d.TextOn(col)
			if err := printables.Label(d, s.say("print.script.head"), printables.Bold, printables.Rect{X: cut.X + 3, Y: cut.Y + 2, W: cut.W - 6, H: 5}, 10, 6, printables.Left, txt); err != nil {
				return err
			}
			body := printables.Rect{X: cut.X + 2.5, Y: cut.Y + 8, W: cut.W - 5, H: cut.H - 10.5}
			d.Panel(body, 1.2, s.paper)
			resourceIcon(d, res, body.X+6, body.Y+6, 7, rc)
			if err := printables.Label(d, s.say("print.script.owe", s.res(res)), printables.Bold, printables.Rect{X: body.X + 11, Y: body.Y + 2, W: body.W - 13, H: 8}, 10, 5.5, printables.Left, s.ink); err != nil {
				return err
			}
			txt2 := s.say("print.script.repay", s.r.Vinnie.RepayInGame, s.res(res), s.r.Vinnie.RepayAtEnd)
			tb, err := printables.Fit(txt2, printables.Regular, printables.Rect{X: body.X + 2, Y: body.Y + 12, W: body.W - 4, H: body.H - 13}, 8, 5)
			if err != nil {
				return err
			}
			tb.Draw(d, s.ink)
			return nil
		}})
	}
	return c
}

func (s *rigsSet) tokens() *printables.Component {
	fm := s.l.Formats["token"]
	col := s.c["rigs"]
	face := func(d *printables.Drawer, cut printables.Rect) error {
		d.Background(col)
		cx, cy := cut.X+cut.W/2, cut.Y+cut.H/2
		txt := d.TextOn(col)
		d.Circle(cx, cy, cut.W/2*0.8, printables.Stroked(txt, 0.3))
		return printables.Label(d, "RIGS", printables.Bold, printables.Rect{X: cut.X + 3, Y: cy - 2.5, W: cut.W - 6, H: 5}, 10, 5, printables.Center, txt)
	}
	return &printables.Component{ID: "tokens", Name: s.say("print.tokens.name"), Noun: s.say("print.tokens.noun"), W: fm.W, H: fm.H, Disc: true, Format: s.format("token"),
		Items: []printables.Item{{Title: "RIGS", Count: s.r.Tokens, Front: face}}, Back: face, BackOnRequest: true}
}

func (s *rigsSet) aids() *printables.Component {
	fm := s.l.Formats["aid"]
	col := s.c["aid"]
	c := &printables.Component{ID: "aid", Name: s.say("print.aid.name"), Noun: s.say("print.aid.noun"), W: fm.W, H: fm.H, Format: s.format("aid")}
	c.Items = []printables.Item{{Title: s.say("print.aid.item"), Count: s.r.Aids, Front: func(d *printables.Drawer, cut printables.Rect) error {
		body, err := printables.CardFrame(d, cut, col, s.paper, strings.ToUpper(s.r.Game)+" — "+s.say("print.aid.round"), 12, 7)
		if err != nil {
			return err
		}
		var b strings.Builder
		for i, ph := range s.r.Round {
			if i > 0 {
				b.WriteString("\n")
			}
			fmt.Fprintf(&b, "%d. %s\n", i+1, s.say("print.aid.phase_"+string(ph.Phase)))
			for _, st := range ph.Steps {
				fmt.Fprintf(&b, "• %s: %s\n", st.Name.In(s.lang), st.Text.In(s.lang))
			}
		}
		fmt.Fprintf(&b, "\n%s", s.say("print.aid.end", s.r.Rounds))
		tb, err := printables.Fit(strings.TrimRight(b.String(), "\n"), printables.Regular, body.Inset(2.5), 8, 5)
		if err != nil {
			return err
		}
		tb.Draw(d, s.ink)
		return nil
	}}}
	c.Back = func(d *printables.Drawer, cut printables.Rect) error {
		body, err := printables.CardFrame(d, cut, col, s.paper, strings.ToUpper(s.r.Game)+" — "+s.say("print.aid.costs"), 12, 7)
		if err != nil {
			return err
		}
		tb, err := printables.Fit(strings.Join(s.costLines(), "\n"), printables.Regular, body.Inset(2.5), s.l.Text.RoomyMax, 5)
		if err != nil {
			return err
		}
		tb.Draw(d, s.ink)
		return nil
	}
	return c
}

// costLines are the costs and limits of the rules, one per line.
func (s *rigsSet) costLines() []string {
	r := s.r
	v := r.Vinnie
	return []string{
		s.say("print.cost.survey", s.cost(r.Costs.Survey)),
		s.say("print.cost.build", s.cost(r.Costs.BuildRigs), r.Limits.RigsInPlay),
		s.say("print.cost.move", s.cost(r.Costs.MoveRigs)),
		s.say("print.cost.power", s.cost(r.Costs.PowerPlot)),
		s.say("print.cost.hand", r.Limits.KarmaHand),
		s.say("print.cost.vinnie", v.PerPlotPerPhase, v.ScriptPerType),
		s.say("print.cost.repay", v.RepayInGame, v.RepayAtEnd),
		s.say("print.cost.prices", s.marketPrices()),
		s.say("print.cost.end", r.EndGame.SurveyedLuxuryMultiplier),
	}
}

func (s *rigsSet) marketPrices() string {
	var p []string
	for _, m := range s.r.Market {
		p = append(p, fmt.Sprintf("%s %d", s.level(m.Level), m.Price))
	}
	return strings.Join(p, ", ")
}

func (s *rigsSet) reference() *printables.Component {
	c := &printables.Component{ID: "reference", Name: s.say("print.ref.name"), Noun: s.say("print.ref.noun"), FullPage: true, Format: s.say("print.ref.format")}
	c.Items = []printables.Item{{Title: s.say("print.ref.name"), Count: 1, Front: s.referenceFace}}
	return c
}

func (s *rigsSet) referenceFace(d *printables.Drawer, cut printables.Rect) error {
	r := s.r
	ink := s.ink
	head := s.c["aid"]
	y := cut.Y + 5
	if err := printables.Label(d, s.r.Game+" — "+s.say("print.ref.noun"), printables.Bold, printables.Rect{X: cut.X + 5, Y: y, W: cut.W - 10, H: 10}, 22, 10, printables.Left, ink); err != nil {
		return err
	}
	y += 14
	section := func(title string, lines []string) error {
		if err := printables.Label(d, title, printables.Bold, printables.Rect{X: cut.X + 5, Y: y, W: cut.W - 10, H: 6}, 13, 7, printables.Left, head); err != nil {
			return err
		}
		y += 7.5
		tb, err := printables.Fit(strings.Join(lines, "\n"), printables.Regular, printables.Rect{X: cut.X + 7, Y: y, W: cut.W - 14, H: 200}, 10, 6)
		if err != nil {
			return err
		}
		tb.Draw(d, ink)
		y += tb.Height() + 4
		return nil
	}
	var bills []int
	for v := range r.Start.Bills {
		bills = append(bills, v)
	}
	sort.Ints(bills)
	var bl []string
	for _, v := range bills {
		bl = append(bl, s.say("print.ref.bills", r.Start.Bills[v], v))
	}
	var plotsPer []string
	for n := r.Players.Min; n <= r.Players.Max; n++ {
		plotsPer = append(plotsPer, s.say("print.ref.plots_per", n, r.Start.Plots[n]))
	}
	var startRes []string
	for _, res := range rigsrules.Resources {
		if n := r.Start.Resources[res]; n > 0 {
			startRes = append(startRes, fmt.Sprintf("%d %s", n, s.res(res)))
		}
	}
	err := section(s.say("print.ref.start"), []string{
		s.say("print.ref.start1", r.Players.Min, r.Players.Max, r.Rounds, r.Limits.GameMarketCards),
		s.say("print.ref.start2", r.Start.Credits, strings.Join(bl, ", "), r.Start.Rigs, strings.Join(startRes, ", ")),
		s.say("print.ref.start3", strings.Join(plotsPer, "; ")),
	})
	if err != nil {
		return err
	}
	var phases []string
	for i, ph := range r.Round {
		var st []string
		for _, x := range ph.Steps {
			st = append(st, x.Name.In(s.lang))
		}
		phases = append(phases, fmt.Sprintf("%d. %s: %s.", i+1, s.say("print.ref.phase_"+string(ph.Phase)), strings.Join(st, ", ")))
	}
	if err := section(s.say("print.ref.round"), phases); err != nil {
		return err
	}
	if err := section(s.say("print.ref.costs"), s.costLines()); err != nil {
		return err
	}
	// Plot table.
	if err := printables.Label(d, s.say("print.ref.plots"), printables.Bold, printables.Rect{X: cut.X + 5, Y: y, W: cut.W - 10, H: 6}, 13, 7, printables.Left, head); err != nil {
		return err
	}
	y += 7.5
	cols := []string{s.say("print.ref.col_plot"), s.say("print.ref.col_cards"), s.res(rigsrules.Energy), s.res(rigsrules.Supplies), s.res(rigsrules.Metal), s.res(rigsrules.Luxuries), s.say("print.ref.col_end")}
	cw := []float64{28, 18, 20, 22, 20, 24, 34}
	row := func(vals []string, face printables.FontFace) error {
		x := cut.X + 7
		for i, v := range vals {
			if err := printables.Label(d, v, face, printables.Rect{X: x, Y: y, W: cw[i] - 2, H: 4.5}, 10, 6, printables.Left, ink); err != nil {
				return err
			}
			x += cw[i]
		}
		y += 5.5
		return nil
	}
	if err := row(cols, printables.Bold); err != nil {
		return err
	}
	for _, p := range r.Plots {
		vals := []string{s.plotType(p.Type), strconv.Itoa(p.Count), strconv.Itoa(p.Capacity[rigsrules.Energy]), strconv.Itoa(p.Capacity[rigsrules.Supplies]),
			strconv.Itoa(p.Capacity[rigsrules.Metal]), s.say("print.survey_word"), strconv.Itoa(p.EndMarketCards)}
		if err := row(vals, printables.Regular); err != nil {
			return err
		}
	}
	y += 3
	sv, mk := s.deckCounts(r.Surveys, r.Market)
	var dz []string
	for _, x := range r.Disasters {
		dz = append(dz, s.say("print.ref.disaster_count", x.Title.In(s.lang), x.Count))
	}
	var kk []string
	for _, k := range r.KarmaKind {
		kk = append(kk, fmt.Sprintf("%s (%d): %s", k.Name.In(s.lang), r.Inventory.Karma[k.Kind], k.Text.In(s.lang)))
	}
	if err := section(s.say("print.ref.decks"), []string{
		s.say("print.ref.surveys", strings.Join(sv, "; ")),
		s.say("print.ref.market", strings.Join(mk, "; ")),
		s.say("print.ref.disasters", strings.Join(dz, ", ")),
	}); err != nil {
		return err
	}
	if err := section("Karma", kk); err != nil {
		return err
	}
	err = section(s.say("print.ref.end"), []string{
		s.say("print.ref.end1", r.Rounds),
		s.say("print.ref.end2", s.plotDrawText(), r.EndGame.SurveyedLuxuryMultiplier),
		s.say("print.ref.end3"),
		s.say("print.ref.end4", r.Vinnie.RepayAtEnd),
	})
	if err != nil {
		return err
	}
	if y > cut.Bottom() {
		return fmt.Errorf("%w: the reference sheet (%s) needs %.0f mm, the page has %.0f", printables.ErrTextDoesNotFit, s.lang, y-cut.Y, cut.H)
	}
	return nil
}

// deckCounts are the survey and market decks as the reference sheet lists
// them: "yield 3: 3 cards", "Spike: 4 cards, 40 credits".
func (s *rigsSet) deckCounts(surveys []rigsrules.Survey, market []rigsrules.MarketLevel) (sv, mk []string) {
	for _, x := range surveys {
		sv = append(sv, s.say("print.ref.survey_count", x.Yield, x.Count))
	}
	for _, m := range market {
		mk = append(mk, s.say("print.ref.market_count", s.level(m.Level), m.Count, m.Price))
	}
	return sv, mk
}

// plotWorthText is the End Market cards each plot type is worth: "Plains
// and Valley plots are worth one End Market card; Forest, Desert and Ridge
// plots two, added", from the rules data.
func (s *rigsSet) plotWorthText() string {
	counts, types := s.r.PlotsByEndCards()
	var parts []string
	for i, n := range counts {
		names := s.plotTypeList(types[n])
		switch {
		case i == 0 && n == 1:
			parts = append(parts, s.say("print.worth.first_one", names, s.number(n)))
		case i == 0:
			parts = append(parts, s.say("print.worth.first", names, s.number(n)))
		case n == 1:
			parts = append(parts, s.say("print.worth.next_one", names, s.number(n)))
		default:
			parts = append(parts, s.say("print.worth.next", names, s.number(n)))
		}
	}
	return strings.Join(parts, "; ")
}

// plotDrawText is "one for Plains, one for Valley, two added for each of
// Forest, Desert, Ridge", from the rules data.
func (s *rigsSet) plotDrawText() string {
	counts, types := s.r.PlotsByEndCards()
	var parts []string
	for _, n := range counts {
		if n == 1 {
			for _, t := range types[n] {
				parts = append(parts, s.say("print.draw.one", s.plotType(t)))
			}
			continue
		}
		var names []string
		for _, t := range types[n] {
			names = append(names, s.plotType(t))
		}
		parts = append(parts, s.say("print.draw.many", s.number(n), strings.Join(names, ", ")))
	}
	return strings.Join(parts, ", ")
}

// plotTypeList is "Plains and Valley" in the print language.
func (s *rigsSet) plotTypeList(types []string) string {
	names := make([]string, len(types))
	for i, t := range types {
		names[i] = s.plotType(t)
	}
	if len(names) < 2 {
		return strings.Join(names, "")
	}
	return s.say("list.and", strings.Join(names[:len(names)-1], ", "), names[len(names)-1])
}

// number is a small count in words ("two", "zwei"), else in digits.
func (s *rigsSet) number(n int) string {
	if n >= 0 && n <= 10 {
		return s.say("number." + strconv.Itoa(n))
	}
	return strconv.Itoa(n)
}
