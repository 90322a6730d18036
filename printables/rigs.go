package printables

import (
	"fmt"
	"sort"
	"strconv"
	"strings"

	"boardroom/referee"
	rules "boardroom/rules/rigs"
	tpl "boardroom/templates/rigs"
)

// RIGS builds every printable R.I.G.S. component from the rules data and the
// layout, in the order `boardroom rigs print` prints them.
func RIGS() ([]*Component, error) {
	r := rules.Load()
	l, err := tpl.Load()
	if err != nil {
		return nil, err
	}
	s := &rigsSet{r: r, l: l}
	if err := s.colors(); err != nil {
		return nil, err
	}
	return []*Component{
		s.plots(), s.surveys(), s.karma(), s.disasters(), s.market(),
		s.money(), s.resources(), s.script(), s.tokens(), s.aids(), s.reference(),
	}, nil
}

type rigsSet struct {
	r     *rules.Rules
	l     *tpl.Layout
	ink   Color
	paper Color
	c     map[string]Color
}

// colors parses every colour of the layout once, so a typo is an error at
// start, not a half-drawn PDF.
func (s *rigsSet) colors() error {
	lc := s.l.Colors
	p := newPalette(tpl.File)
	for k, v := range map[string]string{"ink": lc.Ink, "paper": lc.Paper, "survey": lc.Survey, "disaster": lc.Disaster,
		"safe": lc.Safe, "vinnie": lc.Vinnie, "rigs": lc.Rigs, "aid": lc.Aid} {
		p.add(k, v)
	}
	addGroup(p, "plot", lc.Plots)
	addGroup(p, "karma", lc.Karma)
	addGroup(p, "market", lc.Market)
	addGroup(p, "res", lc.Resources)
	addGroup(p, "money", lc.Money)
	need := prefixed("plot", s.r.Plots, func(t rules.PlotType) string { return t.Type })
	need = append(need, prefixed("karma", rules.KarmaKinds, func(k string) string { return k })...)
	need = append(need, prefixed("market", s.r.Market, func(m rules.MarketLevel) string { return m.Level })...)
	need = append(need, prefixed("res", rules.Resources, func(r rules.Resource) string { return string(r) })...)
	need = append(need, prefixed("money", s.r.Money, func(b rules.Bill) string { return strconv.Itoa(b.Value) })...)
	if err := p.need(need...); err != nil {
		return err
	}
	s.c = p.c
	s.ink, s.paper = s.c["ink"], s.c["paper"]
	return nil
}

func (s *rigsSet) card() (float64, float64, string) {
	f := s.l.Formats.Card
	return f.W, f.H, format(f)
}

func format(f tpl.Format) string {
	return formatText(f.What, f.W, f.H, f.W == f.H && strings.Contains(f.What, "disc"))
}

// cardFrame draws the common card: a coloured border and header with the
// kind and the title, and a paper panel for the body, which it returns.
func (s *rigsSet) cardFrame(d *Drawer, cut Rect, band Color, kind, title string) (Rect, error) {
	return s.cardFrameBeside(d, cut, band, kind, title, 0)
}

// cardFrameBeside is cardFrame with the right-hand reserve mm of the header
// left free (for the plot number box).
func (s *rigsSet) cardFrameBeside(d *Drawer, cut Rect, band Color, kind, title string, reserve float64) (Rect, error) {
	d.Background(band)
	txt := d.TextOn(band)
	if err := Label(d, strings.ToUpper(kind), Bold, Rect{cut.X + 4, cut.Y + 3.2, cut.W - 8 - reserve, 3.2}, 7, 5, Left, txt); err != nil {
		return Rect{}, err
	}
	if title != "" {
		if err := Label(d, title, Bold, Rect{cut.X + 4, cut.Y + 8, cut.W - 8 - reserve, 6}, s.l.Text.TitleMax, s.l.Text.TitleMin, Left, txt); err != nil {
			return Rect{}, err
		}
	}
	body := Rect{cut.X + 3, cut.Y + 17, cut.W - 6, cut.H - 20}
	d.Panel(body, 1.8, s.paper)
	return body, nil
}

// back draws a deck back: the deck colour, a frame and the deck name.
func (s *rigsSet) back(word string, band Color) Face {
	return func(d *Drawer, cut Rect) error {
		d.Background(band)
		txt := d.TextOn(band)
		// No frame near the edge: the colour runs to the cut (and into the
		// bleed), so a duplex drift of a millimetre does not show.
		inner := cut.Inset(min(cut.W, cut.H) * 0.07)
		mid := cut.Y + cut.H/2
		h := cut.H * 0.16
		if err := Label(d, "R.I.G.S.", Bold, Rect{inner.X + 2, mid - h*1.3, inner.W - 4, h * 0.6}, 14, 3, Center, txt); err != nil {
			return err
		}
		return Label(d, word, Bold, Rect{inner.X + 2, mid - h*0.5, inner.W - 4, h}, 30, 4, Center, txt)
	}
}

func (s *rigsSet) plots() *Component {
	w, h, f := s.card()
	c := &Component{ID: "plots", Name: "Plot cards", Noun: "plot card", W: w, H: h, Format: f}
	c.Back = s.back("PLOT", s.c["plot.Plains"].Mix(Black, 0.35))
	for _, p := range s.r.Plots {
		p := p
		c.Items = append(c.Items, Item{Title: p.Type, Count: p.Count, Front: func(d *Drawer, cut Rect) error {
			band := s.c["plot."+p.Type]
			box := PlotNumberBox(cut)
			body, err := s.cardFrameBeside(d, cut, band, "Plot", p.Type, cut.Right()-box.X-2)
			if err != nil {
				return err
			}
			if err := s.numberBox(d, box, band); err != nil {
				return err
			}
			in := body.Inset(2.5)
			if err := Label(d, "Each RIGS harvests 1; the plot yields at most:", Regular, Rect{in.X, in.Y, in.W, 3.5}, 6.5, 5, Left, s.ink); err != nil {
				return err
			}
			y := in.Y + 6
			for _, res := range rules.Resources {
				rc := s.c["res."+string(res)]
				d.DiscPanel(in.X+2.2, y+2.2, 2.2, rc)
				val := "survey"
				if res != rules.Luxuries {
					val = strconv.Itoa(p.Capacity[res])
				}
				if err := Label(d, res.Title(), Regular, Rect{in.X + 6, y, 30, 4.4}, 9, 6, Left, s.ink); err != nil {
					return err
				}
				if err := Label(d, val, Bold, Rect{in.Right() - 20, y, 20, 4.4}, 10, 6, Right, s.ink); err != nil {
					return err
				}
				y += 6.5
			}
			d.Line(in.X, y, in.Right(), y, Stroked(band, 0.3))
			txt := fmt.Sprintf("Luxuries only after a survey: up to the survey's yield.\nPowering costs %s unless its RIGS harvest Energy.\nEnd game: worth %s, doubled if surveyed with Luxury spots.",
				costText(s.r.Costs.PowerPlot), countWord(p.EndMarketCards, "End Market card", "End Market cards"))
			tb, err := Fit(txt, Regular, Rect{in.X, y + 2, in.W, in.Bottom() - y - 2}, s.l.Text.BodyMax-1, s.l.Text.BodyMin)
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
func PlotNumberBox(cut Rect) Rect { return Rect{cut.Right() - 3.5 - 21, cut.Y + 3, 21, 11.5} }

// numberBox draws the write-in "#__" box: a paper box with "#" and a line
// to write the plot's number on (#1-#27, as the referee names plots).
func (s *rigsSet) numberBox(d *Drawer, box Rect, band Color) error {
	if d.InkSaver {
		d.RoundedRect(box.X, box.Y, box.W, box.H, 1.2, Stroked(band, 0.3))
	} else {
		d.RoundedRect(box.X, box.Y, box.W, box.H, 1.2, FilledStroked(s.paper, band.Mix(Black, 0.2), 0.3))
	}
	hash := Rect{box.X + 1.2, box.Y + 2, 5, box.H - 4}
	if err := Label(d, "#", Bold, hash, 20, 10, Center, s.ink); err != nil {
		return err
	}
	y := box.Bottom() - 2.2
	d.Line(hash.Right()+0.8, y, box.Right()-1.5, y, Stroked(s.ink, 0.25))
	return nil
}

func (s *rigsSet) surveys() *Component {
	w, h, f := s.card()
	band := s.c["survey"]
	c := &Component{ID: "surveys", Name: "Survey cards", Noun: "survey card", W: w, H: h, Format: f, Back: s.back("SURVEY", band)}
	for _, sv := range s.r.Surveys {
		sv := sv
		title := fmt.Sprintf("Yield %d", sv.Yield)
		c.Items = append(c.Items, Item{Title: title, Count: sv.Count, Front: func(d *Drawer, cut Rect) error {
			body, err := s.cardFrame(d, cut, band, "Survey", "Survey report")
			if err != nil {
				return err
			}
			in := body.Inset(2.5)
			if err := Label(d, strconv.Itoa(sv.Yield), Bold, Rect{in.X, in.Y + 2, in.W, 20}, 60, 20, Center, band); err != nil {
				return err
			}
			spots := "Luxury spots"
			if sv.Yield == 1 {
				spots = "Luxury spot"
			}
			if err := Label(d, spots, Bold, Rect{in.X, in.Y + 24, in.W, 5}, 11, 7, Center, s.ink); err != nil {
				return err
			}
			var txt string
			if sv.Yield == 0 {
				txt = "No Luxuries on this plot. It produces Energy, Supplies and Metal as before, and counts at its plain value at the end."
			} else {
				txt = fmt.Sprintf("RIGS on this plot may harvest Luxuries, at most %d per Production Phase. At the end of the game the plot's value is doubled.", sv.Yield)
			}
			txt += fmt.Sprintf("\nA survey costs %s. Keep this card under the plot: it goes with the plot when it changes hands.", costText(s.r.Costs.Survey))
			tb, err := Fit(txt, Regular, Rect{in.X, in.Y + 31, in.W, in.Bottom() - in.Y - 31}, s.l.Text.BodyMax-0.5, s.l.Text.BodyMin)
			if err != nil {
				return err
			}
			tb.Draw(d, s.ink)
			return nil
		}})
	}
	return c
}

var phaseShort = map[rules.Phase]string{
	rules.PlayerPhase: "Player", rules.DisasterPhase: "Disaster", rules.ProductionPhase: "Production", rules.MarketPhase: "Market",
}

var targetText = map[string]string{
	"self": "Target: you", "one": "Target: one player", "many": "Target: several players",
	"all": "Target: every player", "karma": "Target: Karma cards",
}

func (s *rigsSet) karma() *Component {
	w, h, f := s.card()
	c := &Component{ID: "karma", Name: "Karma cards", Noun: "karma card", W: w, H: h, Format: f,
		Back: s.back("KARMA", s.c["karma.sabotage"].Mix(s.c["karma.destruction"], 0.5).Mix(Black, 0.3))}
	for _, k := range s.r.Karma {
		k := k
		c.Items = append(c.Items, Item{Title: k.Title, Count: 1, Front: func(d *Drawer, cut Rect) error {
			band := s.c["karma."+k.Kind]
			body, err := s.cardFrame(d, cut, band, "Karma · "+k.Kind, k.Title)
			if err != nil {
				return err
			}
			in := body.Inset(2.5)
			foot := 9.5
			tb, err := Fit(k.Effect, Regular, Rect{in.X, in.Y, in.W, in.H - foot - 1}, s.l.Text.BodyMax, s.l.Text.BodyMin)
			if err != nil {
				return err
			}
			tb.Draw(d, s.ink)
			fy := in.Bottom() - foot
			d.Line(in.X, fy, in.Right(), fy, Stroked(band, 0.3))
			if err := Label(d, targetText[k.Target], Italic, Rect{in.X, fy + 0.8, in.W, 3.2}, 6.5, 5, Left, s.ink); err != nil {
				return err
			}
			// Phase chips: filled when the card may be played in that phase.
			cw := (in.W - 3*1.0) / 4
			for i, ph := range rules.Phases {
				r := Rect{in.X + float64(i)*(cw+1), fy + 5, cw, 4}
				on := false
				for _, p := range k.Phases {
					on = on || p == ph
				}
				col := Grey.Mix(White, 0.4)
				if on {
					d.Panel(r, 0.8, band)
					col = d.TextOn(band)
				} else {
					d.RoundedRect(r.X, r.Y, r.W, r.H, 0.8, Stroked(col, 0.2))
				}
				if err := Label(d, phaseShort[ph], Regular, r.Inset(0.3), 5.5, 3.5, Center, col); err != nil {
					return err
				}
			}
			return nil
		}})
	}
	return c
}

func (s *rigsSet) disasters() *Component {
	w, h, f := s.card()
	c := &Component{ID: "disasters", Name: "Disaster cards", Noun: "disaster card", W: w, H: h, Format: f,
		Back: s.back("DISASTER", s.c["disaster"].Mix(Black, 0.25))}
	for _, dc := range s.r.Disasters {
		dc := dc
		c.Items = append(c.Items, Item{Title: dc.Title, Count: dc.Count, Front: func(d *Drawer, cut Rect) error {
			band, kind := s.c["disaster"], "Disaster!"
			if dc.Kind == "safe" {
				band, kind = s.c["safe"], "Safe"
			}
			body, err := s.cardFrame(d, cut, band, kind, dc.Title)
			if err != nil {
				return err
			}
			in := body.Inset(2.5)
			txt := dc.Effect
			if dc.Karma != "" {
				txt += "\n\n" + dc.Karma
			}
			// The text has the card to itself: it grows to use the space.
			tb, err := Fit(txt, Regular, in, s.l.Text.RoomyMax, s.l.Text.BodyMin)
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

func (s *rigsSet) market() *Component {
	w, h, f := s.card()
	c := &Component{ID: "market", Name: "Market cards", Noun: "market card", W: w, H: h, Format: f,
		Back: s.back("MARKET", s.c["market.Normal"].Mix(Black, 0.35))}
	for _, m := range s.r.Market {
		m := m
		c.Items = append(c.Items, Item{Title: m.Level, Count: m.Count, Front: func(d *Drawer, cut Rect) error {
			band := s.c["market."+m.Level]
			body, err := s.cardFrame(d, cut, band, "Market", strings.ToUpper(m.Level))
			if err != nil {
				return err
			}
			in := body.Inset(2.5)
			if err := Label(d, "1 Luxury sells for", Regular, Rect{in.X, in.Y + 1, in.W, 5}, 9, 6, Center, s.ink); err != nil {
				return err
			}
			if err := Label(d, strconv.Itoa(m.Price), Bold, Rect{in.X, in.Y + 8, in.W, 20}, 56, 20, Center, band); err != nil {
				return err
			}
			if err := Label(d, "credits", Bold, Rect{in.X, in.Y + 30, in.W, 5}, 11, 7, Center, s.ink); err != nil {
				return err
			}
			txt := fmt.Sprintf("Market Phase: sets this round's Luxury price.\nEnd game: Plains and Valley plots are worth one End Market card; Forest, Desert and Ridge plots two, added.")
			tb, err := Fit(txt, Regular, Rect{in.X, in.Y + 38, in.W, in.H - 38}, s.l.Text.BodyMax-1, s.l.Text.BodyMin)
			if err != nil {
				return err
			}
			tb.Draw(d, s.ink)
			return nil
		}})
	}
	return c
}

var valueWords = map[int]string{1: "ONE", 5: "FIVE", 10: "TEN", 20: "TWENTY", 50: "FIFTY", 100: "HUNDRED"}

func (s *rigsSet) money() *Component {
	fm := s.l.Formats.Bill
	c := &Component{ID: "money", Name: "Credit bills", Noun: "bill", W: fm.W, H: fm.H, Format: format(fm)}
	backFace := func(v int) Face {
		return func(d *Drawer, cut Rect) error {
			col := s.c["money."+strconv.Itoa(v)]
			d.Background(col.Mix(White, 0.25))
			txt := d.TextOn(col)
			inner := cut.Inset(3) // no frame: the colour runs to the cut
			if err := Label(d, "COLONY BANK OF R.I.G.S.", Bold, Rect{inner.X + 3, inner.Y + 4, inner.W - 6, 6}, 12, 6, Center, txt); err != nil {
				return err
			}
			if err := Label(d, strconv.Itoa(v), Bold, Rect{inner.X + 3, inner.Y + 12, inner.W - 6, 18}, 48, 10, Center, txt); err != nil {
				return err
			}
			return Label(d, "CREDITS", Bold, Rect{inner.X + 3, inner.Bottom() - 9, inner.W - 6, 5}, 10, 6, Center, txt)
		}
	}
	c.Back = backFace(1)
	for _, b := range s.r.Money {
		b := b
		title := referee.Plural(b.Value, "credit", "credits")
		c.Items = append(c.Items, Item{Title: title, Count: b.Count, Back: backFace(b.Value), Front: func(d *Drawer, cut Rect) error {
			col := s.c["money."+strconv.Itoa(b.Value)]
			d.Background(col)
			txt := d.TextOn(col)
			inner := cut.Inset(3)
			d.Panel(Rect{inner.X + 14, inner.Y + 3, inner.W - 28, inner.H - 6}, 2, s.paper)
			d.RoundedRect(inner.X, inner.Y, inner.W, inner.H, 2, Stroked(txt, 0.3))
			v := strconv.Itoa(b.Value)
			for _, corner := range []Rect{{inner.X + 1, inner.Y + 1, 12, 8}, {inner.Right() - 13, inner.Bottom() - 9, 12, 8}} {
				if err := Label(d, v, Bold, corner, 18, 6, Center, txt); err != nil {
					return err
				}
			}
			mid := Rect{inner.X + 16, inner.Y + 5, inner.W - 32, inner.H - 10}
			if err := Label(d, "R.I.G.S. CREDITS", Bold, Rect{mid.X, mid.Y + 1, mid.W, 5}, 10, 6, Center, s.ink); err != nil {
				return err
			}
			if err := Label(d, v, Bold, Rect{mid.X, mid.Y + 8, mid.W, 16}, 40, 10, Center, col.Mix(Black, 0.2)); err != nil {
				return err
			}
			return Label(d, valueWords[b.Value], Bold, Rect{mid.X, mid.Bottom() - 7, mid.W, 5}, 10, 6, Center, s.ink)
		}})
	}
	return c
}

// resourceIcon draws a simple shape per resource: bolt, crate, ingot, gem.
func resourceIcon(d *Drawer, res rules.Resource, cx, cy, size float64, col Color) {
	h := size / 2
	st := Filled(col)
	if d.InkSaver {
		st = Stroked(col, 0.3)
	}
	switch res {
	case rules.Energy:
		d.Polygon([][2]float64{{cx + 0.15*size, cy - h}, {cx - 0.35*size, cy + 0.08*size}, {cx - 0.02*size, cy + 0.08*size},
			{cx - 0.15*size, cy + h}, {cx + 0.35*size, cy - 0.1*size}, {cx + 0.02*size, cy - 0.1*size}}, st)
	case rules.Supplies:
		d.Rect(cx-0.4*size, cy-0.4*size, 0.8*size, 0.8*size, st)
	case rules.Metal:
		d.Polygon([][2]float64{{cx - 0.45*size, cy + 0.3*size}, {cx - 0.25*size, cy - 0.3*size}, {cx + 0.25*size, cy - 0.3*size}, {cx + 0.45*size, cy + 0.3*size}}, st)
	default:
		d.Polygon([][2]float64{{cx, cy - h}, {cx + 0.4*size, cy}, {cx, cy + h}, {cx - 0.4*size, cy}}, st)
	}
}

func (s *rigsSet) resources() *Component {
	fm := s.l.Formats.Coupon
	c := &Component{ID: "resources", Name: "Resource coupons", Noun: "resource coupon", W: fm.W, H: fm.H, Format: format(fm), BackOnRequest: true}
	c.Back = func(d *Drawer, cut Rect) error {
		d.Background(s.ink.Mix(White, 0.2))
		return Label(d, "R.I.G.S. RESOURCE", Bold, cut.Inset(3), 8, 4, Center, d.TextOn(s.ink.Mix(White, 0.2)))
	}
	for _, res := range s.r.Coupons.Kinds {
		res := res
		c.Items = append(c.Items, Item{Title: res.Title(), Count: s.r.Coupons.Each, Front: func(d *Drawer, cut Rect) error {
			col := s.c["res."+string(res)]
			d.Background(col)
			txt := d.TextOn(col)
			inner := cut.Inset(1.8)
			d.RoundedRect(inner.X, inner.Y, inner.W, inner.H, 1.2, Stroked(txt, 0.25))
			panel := Rect{inner.X + 1.5, inner.Y + 1.5, inner.H - 3, inner.H - 3}
			d.Panel(panel, 1, s.paper)
			resourceIcon(d, res, panel.X+panel.W/2, panel.Y+panel.H/2, panel.W*0.7, col)
			return Label(d, strings.ToUpper(res.Title()), Bold, Rect{panel.Right() + 1, inner.Y, inner.Right() - panel.Right() - 2, inner.H}, 9, 4.5, Center, txt)
		}})
	}
	return c
}

func (s *rigsSet) script() *Component {
	fm := s.l.Formats.Script
	col := s.c["vinnie"]
	c := &Component{ID: "script", Name: "Vinnie script", Noun: "Vinnie script", W: fm.W, H: fm.H, Format: format(fm)}
	c.Back = func(d *Drawer, cut Rect) error {
		d.Background(col)
		txt := d.TextOn(col)
		inner := cut.Inset(2.5) // no frame: the colour runs to the cut
		if err := Label(d, "VINNIE", Bold, Rect{inner.X + 2, inner.Y + 6, inner.W - 4, 10}, 22, 8, Center, txt); err != nil {
			return err
		}
		return Label(d, "Colony Warehouse \"creative accounting\"", Italic, Rect{inner.X + 2, inner.Y + 19, inner.W - 4, 5}, 8, 5, Center, txt)
	}
	for _, res := range s.r.Script.Kinds {
		res := res
		c.Items = append(c.Items, Item{Title: res.Title() + " script", Count: s.r.Script.Each, Front: func(d *Drawer, cut Rect) error {
			rc := s.c["res."+string(res)]
			d.Background(col)
			txt := d.TextOn(col)
			if err := Label(d, "VINNIE SCRIPT", Bold, Rect{cut.X + 3, cut.Y + 2, cut.W - 6, 5}, 10, 6, Left, txt); err != nil {
				return err
			}
			body := Rect{cut.X + 2.5, cut.Y + 8, cut.W - 5, cut.H - 10.5}
			d.Panel(body, 1.2, s.paper)
			resourceIcon(d, res, body.X+6, body.Y+6, 7, rc)
			if err := Label(d, "I owe Vinnie 1 "+res.Title(), Bold, Rect{body.X + 11, body.Y + 2, body.W - 13, 8}, 10, 5.5, Left, s.ink); err != nil {
				return err
			}
			txt2 := fmt.Sprintf("Repay %d %s in a Player Phase, or %d at the end of the game.",
				s.r.Vinnie.RepayInGame, res.Title(), s.r.Vinnie.RepayAtEnd)
			tb, err := Fit(txt2, Regular, Rect{body.X + 2, body.Y + 12, body.W - 4, body.H - 13}, 8, 5)
			if err != nil {
				return err
			}
			tb.Draw(d, s.ink)
			return nil
		}})
	}
	return c
}

func (s *rigsSet) tokens() *Component {
	fm := s.l.Formats.Token
	col := s.c["rigs"]
	face := func(d *Drawer, cut Rect) error {
		d.Background(col)
		cx, cy := cut.X+cut.W/2, cut.Y+cut.H/2
		txt := d.TextOn(col)
		d.Circle(cx, cy, cut.W/2*0.8, Stroked(txt, 0.3))
		return Label(d, "RIGS", Bold, Rect{cut.X + 3, cy - 2.5, cut.W - 6, 5}, 10, 5, Center, txt)
	}
	return &Component{ID: "tokens", Name: "RIGS tokens", Noun: "RIGS token", W: fm.W, H: fm.H, Disc: true, Format: format(fm),
		Items: []Item{{Title: "RIGS", Count: s.r.Tokens, Front: face}}, Back: face, BackOnRequest: true}
}

func (s *rigsSet) aids() *Component {
	fm := s.l.Formats.Aid
	col := s.c["aid"]
	c := &Component{ID: "aid", Name: "Player aids", Noun: "player aid", W: fm.W, H: fm.H, Format: format(fm)}
	c.Items = []Item{{Title: "Player aid", Count: s.r.Aids, Front: func(d *Drawer, cut Rect) error {
		d.Background(col)
		txt := d.TextOn(col)
		if err := Label(d, "R.I.G.S. — THE ROUND", Bold, Rect{cut.X + 4, cut.Y + 3, cut.W - 8, 6}, 12, 7, Left, txt); err != nil {
			return err
		}
		body := Rect{cut.X + 3, cut.Y + 11, cut.W - 6, cut.H - 14}
		d.Panel(body, 1.8, s.paper)
		var b strings.Builder
		for i, ph := range s.r.Round {
			if i > 0 {
				b.WriteString("\n")
			}
			fmt.Fprintf(&b, "%d. %s Phase\n", i+1, strings.ToUpper(ph.Phase.Title()))
			for _, st := range ph.Steps {
				fmt.Fprintf(&b, "• %s: %s\n", st.Name, st.Text)
			}
		}
		fmt.Fprintf(&b, "\n%s; the game ends when the last Game Market card is drawn.", referee.Plural(s.r.Rounds, "round", "rounds"))
		tb, err := Fit(strings.TrimRight(b.String(), "\n"), Regular, body.Inset(2.5), 8, 5)
		if err != nil {
			return err
		}
		tb.Draw(d, s.ink)
		return nil
	}}}
	c.Back = func(d *Drawer, cut Rect) error {
		d.Background(col)
		txt := d.TextOn(col)
		if err := Label(d, "R.I.G.S. — COSTS AND LIMITS", Bold, Rect{cut.X + 4, cut.Y + 3, cut.W - 8, 6}, 12, 7, Left, txt); err != nil {
			return err
		}
		body := Rect{cut.X + 3, cut.Y + 11, cut.W - 6, cut.H - 14}
		d.Panel(body, 1.8, s.paper)
		tb, err := Fit(strings.Join(s.costLines(), "\n"), Regular, body.Inset(2.5), s.l.Text.RoomyMax, 5)
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
		"• Survey a plot: " + costText(r.Costs.Survey) + ".",
		"• Build a RIGS: " + costText(r.Costs.BuildRigs) + fmt.Sprintf(" (at most %d RIGS in play).", r.Limits.RigsInPlay),
		"• Move a RIGS (warehouse, plot, spot): " + costText(r.Costs.MoveRigs) + ".",
		"• Power a plot: " + costText(r.Costs.PowerPlot) + ", unless its RIGS harvest Energy.",
		fmt.Sprintf("• Karma hand: at most %d at the end of the Player Phase.", r.Limits.KarmaHand),
		fmt.Sprintf("• Vinnie lends Energy, Supplies or Metal in the Player and Production Phases: %s per plot you own per phase, 1 script per unit, %d script of each type in all.", referee.Plural(v.PerPlotPerPhase, "unit", "units"), v.ScriptPerType),
		fmt.Sprintf("• Repay %d of the same resource per script in a Player Phase; %d per script at the end (the shortfall at its end-game value).", v.RepayInGame, v.RepayAtEnd),
		fmt.Sprintf("• Luxury prices: %s.", s.marketPrices()),
		fmt.Sprintf("• End: worth = credits + plots + Energy, Supplies, Metal at one die roll per type each - Vinnie. Luxury plots count x%d.", r.EndGame.SurveyedLuxuryMultiplier),
	}
}

func (s *rigsSet) marketPrices() string {
	var p []string
	for _, m := range s.r.Market {
		p = append(p, fmt.Sprintf("%s %d", m.Level, m.Price))
	}
	return strings.Join(p, ", ")
}

func (s *rigsSet) reference() *Component {
	c := &Component{ID: "reference", Name: "Reference sheet", Noun: "reference sheet", FullPage: true, Format: "one full page"}
	c.Items = []Item{{Title: "Reference sheet", Count: 1, Front: s.referenceFace}}
	return c
}

func (s *rigsSet) referenceFace(d *Drawer, cut Rect) error {
	r := s.r
	ink := s.ink
	head := s.c["aid"]
	y := cut.Y + 5
	if err := Label(d, "R.I.G.S. — reference sheet", Bold, Rect{cut.X + 5, y, cut.W - 10, 10}, 22, 10, Left, ink); err != nil {
		return err
	}
	y += 14
	section := func(title string, lines []string) error {
		if err := Label(d, title, Bold, Rect{cut.X + 5, y, cut.W - 10, 6}, 13, 7, Left, head); err != nil {
			return err
		}
		y += 7.5
		tb, err := Fit(strings.Join(lines, "\n"), Regular, Rect{cut.X + 7, y, cut.W - 14, 200}, 10, 6)
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
		bl = append(bl, fmt.Sprintf("%d x %d", r.Start.Bills[v], v))
	}
	var plotsPer []string
	for n := r.Players.Min; n <= r.Players.Max; n++ {
		plotsPer = append(plotsPer, fmt.Sprintf("%s: %s", referee.Plural(n, "player", "players"), referee.Plural(r.Start.Plots[n], "plot", "plots")))
	}
	var startRes []string
	for _, res := range rules.Resources {
		if n := r.Start.Resources[res]; n > 0 {
			startRes = append(startRes, fmt.Sprintf("%d %s", n, res.Title()))
		}
	}
	err := section("Game start", []string{
		fmt.Sprintf("%d-%d players, %s. Shuffle the Survey, Plot, Disaster and Karma decks. Deal %s face down as the Game Market deck; the rest is the End Game Market deck.", r.Players.Min, r.Players.Max, referee.Plural(r.Rounds, "round", "rounds"), referee.Plural(r.Limits.GameMarketCards, "Market card", "Market cards")),
		fmt.Sprintf("Each player: %s (%s), %d RIGS, %s.", referee.Plural(r.Start.Credits, "credit", "credits"), strings.Join(bl, ", "), r.Start.Rigs, strings.Join(startRes, ", ")),
		"Starting plots: " + strings.Join(plotsPer, "; ") + ".",
	})
	if err != nil {
		return err
	}
	var phases []string
	for i, ph := range r.Round {
		var st []string
		for _, x := range ph.Steps {
			st = append(st, x.Name)
		}
		phases = append(phases, fmt.Sprintf("%d. %s: %s.", i+1, ph.Phase.Title(), strings.Join(st, ", ")))
	}
	if err := section("The round", phases); err != nil {
		return err
	}
	if err := section("Costs and limits", s.costLines()); err != nil {
		return err
	}
	// Plot table.
	if err := Label(d, "Plots", Bold, Rect{cut.X + 5, y, cut.W - 10, 6}, 13, 7, Left, head); err != nil {
		return err
	}
	y += 7.5
	cols := []string{"Plot", "Cards", "Energy", "Supplies", "Metal", "Luxuries", "End Market cards"}
	cw := []float64{28, 18, 20, 22, 20, 24, 34}
	row := func(vals []string, face FontFace) error {
		x := cut.X + 7
		for i, v := range vals {
			if err := Label(d, v, face, Rect{x, y, cw[i] - 2, 4.5}, 10, 6, Left, ink); err != nil {
				return err
			}
			x += cw[i]
		}
		y += 5.5
		return nil
	}
	if err := row(cols, Bold); err != nil {
		return err
	}
	for _, p := range r.Plots {
		vals := []string{p.Type, strconv.Itoa(p.Count), strconv.Itoa(p.Capacity[rules.Energy]), strconv.Itoa(p.Capacity[rules.Supplies]),
			strconv.Itoa(p.Capacity[rules.Metal]), "survey", strconv.Itoa(p.EndMarketCards)}
		if err := row(vals, Regular); err != nil {
			return err
		}
	}
	y += 3
	sv, mk := deckCounts(r.Surveys, r.Market)
	var dz []string
	for _, x := range r.Disasters {
		dz = append(dz, fmt.Sprintf("%s x%d", x.Title, x.Count))
	}
	var kk []string
	for _, k := range r.KarmaKind {
		kk = append(kk, fmt.Sprintf("%s (%d): %s", strings.Title(k.Kind), r.Inventory.Karma[k.Kind], k.Text))
	}
	if err := section("Decks", []string{
		"Surveys (Luxury spots): " + strings.Join(sv, "; ") + ".",
		"Market (price of 1 Luxury): " + strings.Join(mk, "; ") + ".",
		"Disasters: " + strings.Join(dz, ", ") + ".",
	}); err != nil {
		return err
	}
	if err := section("Karma", kk); err != nil {
		return err
	}
	err = section("End of the game", []string{
		fmt.Sprintf("After round %d: sell remaining Luxuries at the last price (they must be sold). RIGS are worth nothing.", r.Rounds),
		fmt.Sprintf("Plot values: draw End Market cards: one for Plains, one for Valley, two added for each of Forest, Desert, Ridge. A plot with Luxury spots counts x%d.", r.EndGame.SurveyedLuxuryMultiplier),
		"Energy, Supplies, Metal: roll one die per type; each unit is worth that many credits.",
		fmt.Sprintf("Vinnie collects %d of the resource per script; what you cannot pay is taken at its end-game value from your worth. Highest worth wins.", r.Vinnie.RepayAtEnd),
	})
	if err != nil {
		return err
	}
	if y > cut.Bottom() {
		return fmt.Errorf("%w: the reference sheet needs %.0f mm, the page has %.0f", ErrTextDoesNotFit, y-cut.Y, cut.H)
	}
	return nil
}

func costText(c map[rules.Resource]int) string {
	var parts []string
	for _, res := range rules.Resources {
		if n, ok := c[res]; ok {
			name := res.Title()
			if n == 1 {
				name = strings.TrimSuffix(strings.TrimSuffix(name, "ies"), "s")
				if res == rules.Supplies {
					name = "Supply"
				} else if res == rules.Luxuries {
					name = "Luxury"
				}
			}
			parts = append(parts, fmt.Sprintf("%d %s", n, name))
		}
	}
	return strings.Join(parts, " + ")
}

func numberWord(n int) string {
	if w, ok := map[int]string{1: "one", 2: "two", 3: "three"}[n]; ok {
		return w
	}
	return strconv.Itoa(n)
}

// deckCounts are the survey and market decks as the reference sheet lists
// them: "yield 3: 3 cards", "Spike: 4 cards, 40 credits".
func deckCounts(surveys []rules.Survey, market []rules.MarketLevel) (sv, mk []string) {
	for _, x := range surveys {
		sv = append(sv, fmt.Sprintf("yield %d: %s", x.Yield, referee.Plural(x.Count, "card", "cards")))
	}
	for _, m := range market {
		mk = append(mk, fmt.Sprintf("%s: %s, %s", m.Level, referee.Plural(m.Count, "card", "cards"), referee.Plural(m.Price, "credit", "credits")))
	}
	return sv, mk
}

// countWord is n in words with the noun that agrees: "one End Market card", "two End Market cards".
func countWord(n int, one, many string) string {
	if n == 1 {
		return numberWord(n) + " " + one
	}
	return numberWord(n) + " " + many
}
