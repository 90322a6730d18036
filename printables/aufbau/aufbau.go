// Package aufbau is the Aufbausystem's print set, in German or English: the
// domain sheet (Domänenbogen, two pages), the market tables, the event
// table and the materials list as reference pages, and a reference card.
// Every word comes from the catalogue (rules/aufbau/messages.yaml), every
// number printed from rules/aufbau/aufbau.yaml.
package aufbau

import (
	"fmt"
	"slices"
	"strings"

	"boardroom/phrase/msg"
	"boardroom/printables"
	aufbaurules "boardroom/rules/aufbau"
	"boardroom/templates"
	aufbautpl "boardroom/templates/aufbau"
)

var bandStyle = printables.BandStyle{Pad: 4, NoteShare: 0.4, NoteTop: 0.25, NoteFace: printables.Italic, NoteMin: 6}

// Components is the print set from the embedded rules and layout, in the
// game's own language, German (print --lang chooses: ComponentsIn).
func Components() ([]*printables.Component, error) { return ComponentsIn(msg.DE) }

// ComponentsIn is the print set in lang.
func ComponentsIn(lang msg.Lang) ([]*printables.Component, error) {
	l, err := aufbautpl.Load()
	if err != nil {
		return nil, err
	}
	return ForIn(aufbaurules.Load(), l, lang)
}

// For is the print set of the rules r in the layout l, in German, the
// game's own language (tests pass changed data).
func For(r *aufbaurules.Rules, l *templates.Layout) ([]*printables.Component, error) {
	return ForIn(r, l, msg.DE)
}

// ForIn is the print set of the rules r in the layout l, in lang.
func ForIn(r *aufbaurules.Rules, l *templates.Layout, lang msg.Lang) ([]*printables.Component, error) {
	s := &set{r: r, l: l, lang: lang}
	for name, c := range map[string]*printables.Color{"ink": &s.ink, "accent": &s.accent, "light": &s.light, "rule": &s.rule} {
		v, err := printables.ParseColor(l.Colors[name])
		if err != nil {
			return nil, fmt.Errorf("%s: colors.%s: %v", l.File, name, err)
		}
		*c = v
	}
	page := func(id, name, noun string, items ...printables.Item) *printables.Component {
		return &printables.Component{ID: id, Name: name, Noun: noun, FullPage: true, Format: "full page", Items: items}
	}
	return []*printables.Component{
		page("bogen", s.say("print.sheet"), s.say("print.sheet"),
			printables.Item{Title: s.say("print.sheet"), Count: 1, Front: s.sheet1, Back: s.sheet2}),
		page("markt", s.say("print.market"), s.say("print.market_noun"), printables.Item{Title: s.say("print.market"), Count: 1, Front: s.market}),
		page("ereignisse", s.say("print.events"), s.say("print.events"), printables.Item{Title: s.say("print.events"), Count: 1, Front: s.events}),
		page("materialien", s.say("print.materials"), s.say("print.materials"), printables.Item{Title: s.say("print.materials"), Count: 1, Front: s.materials}),
		page("karte", s.say("print.card"), s.say("print.card"), printables.Item{Title: s.say("print.card"), Count: 1, Front: s.card}),
	}, nil
}

type set struct {
	r                        *aufbaurules.Rules
	l                        *templates.Layout
	lang                     msg.Lang
	ink, accent, light, rule printables.Color
}

// say is message id of the catalogue in the print set's language.
func (s *set) say(id string, args ...any) string {
	return aufbaurules.Messages.Say(s.lang, id, args...)
}

// tier is a tier's name in the print set's language.
func (s *set) tier(t string) string { return s.r.TierNames[t].In(s.lang) }

func (s *set) head(d *printables.Drawer, cut printables.Rect, title, note string) (printables.Rect, error) {
	if err := printables.Band(d, printables.Rect{X: cut.X, Y: cut.Y, W: cut.W, H: s.l.Settings["band"]}, s.accent, bandStyle, title, note, s.l.Text.TitleMax, s.l.Text.TitleMin); err != nil {
		return printables.Rect{}, err
	}
	return printables.Rect{X: cut.X, Y: cut.Y + s.l.Settings["band"] + 3, W: cut.W, H: cut.H - s.l.Settings["band"] - 3}, nil
}

// box draws a titled frame and returns its inside.
func (s *set) box(d *printables.Drawer, r printables.Rect, title string) (printables.Rect, error) {
	d.Rect(r.X, r.Y, r.W, r.H, printables.Stroked(s.rule, 0.3))
	printables.Cell(d, printables.Rect{X: r.X, Y: r.Y, W: r.W, H: 5}, s.light, s.rule, 0.3)
	if err := printables.Label(d, title, printables.Bold, printables.Rect{X: r.X + 1.5, Y: r.Y + 0.5, W: r.W - 3, H: 4}, 8, 5, printables.Left, s.ink); err != nil {
		return printables.Rect{}, err
	}
	return printables.Rect{X: r.X + 1.5, Y: r.Y + 6, W: r.W - 3, H: r.H - 7}, nil
}

// table draws a header row and n empty rows with column widths in shares.
func (s *set) table(d *printables.Drawer, r printables.Rect, heads []string, shares []float64, rows int) error {
	h := min(s.l.Settings["row"], r.H/float64(rows+1))
	x := r.X
	for i, head := range heads {
		w := r.W * shares[i]
		if err := printables.Label(d, head, printables.Bold, printables.Rect{X: x + 0.5, Y: r.Y, W: w - 1, H: h}, 7, 4, printables.Left, s.ink); err != nil {
			return err
		}
		for k := 0; k <= rows; k++ {
			d.Rect(x, r.Y+float64(k)*h, w, h, printables.Stroked(s.rule, 0.2))
		}
		x += w
	}
	return nil
}

// track draws a numbered track from lo to hi with marks at some values.
func (s *set) track(d *printables.Drawer, r printables.Rect, label string, lo, hi int, marks []int) error {
	if err := printables.Label(d, label, printables.Bold, printables.Rect{X: r.X, Y: r.Y, W: 22, H: r.H}, 8, 5, printables.Left, s.ink); err != nil {
		return err
	}
	n := hi - lo + 1
	w := (r.W - 24) / float64(n)
	for i := range n {
		v := lo + i
		c := printables.Rect{X: r.X + 24 + float64(i)*w, Y: r.Y, W: w, H: r.H}
		fill := printables.White
		if slices.Contains(marks, v) {
			fill = s.light
		}
		printables.Cell(d, c, fill, s.rule, 0.2)
		if err := printables.Label(d, fmt.Sprint(v), printables.Regular, c.Inset(0.4), 7, 4, printables.Center, s.ink); err != nil {
			return err
		}
	}
	return nil
}

func (s *set) sheet1(d *printables.Drawer, cut printables.Rect) error {
	r := s.r
	body, err := s.head(d, cut, s.say("print.sheet_head"), s.say("print.page", r.Game, 1))
	if err != nil {
		return err
	}
	y := body.Y
	// name and round track
	if err := printables.Label(d, s.say("print.player_domain"), printables.Regular, printables.Rect{X: body.X, Y: y, W: body.W, H: 6}, 10, 6, printables.Left, s.ink); err != nil {
		return err
	}
	y += 8
	var mk, ev []int
	for round := 1; round <= 24; round++ {
		if round >= r.Market.FirstRound && (round-r.Market.FirstRound)%r.Market.Section == 0 {
			mk = append(mk, round)
		}
		if round >= r.Events.FirstRound && (round-r.Events.FirstRound)%r.Events.Section == 0 {
			ev = append(ev, round)
		}
	}
	if err := s.track(d, printables.Rect{X: body.X, Y: y, W: body.W, H: 6}, s.say("print.round"), 1, 24, append(mk, ev...)); err != nil {
		return err
	}
	y += 7
	note := s.say("print.sections", join(mk), join(ev), r.Market.Section)
	if err := printables.Label(d, note, printables.Italic, printables.Rect{X: body.X, Y: y, W: body.W, H: 4}, 7, 5, printables.Left, s.ink); err != nil {
		return err
	}
	y += 6
	// checks, gold, pools
	third := body.W / 3
	in, err := s.box(d, printables.Rect{X: body.X, Y: y, W: third - 2, H: 28}, s.say("print.checks", progression(r)))
	if err != nil {
		return err
	}
	for i, k := range []string{"influence", "money", "materials"} {
		line := s.say("print.check_start", r.Checks.Names[k].In(s.lang), r.Start.Checks[k])
		if err := printables.Label(d, line, printables.Regular, printables.Rect{X: in.X, Y: in.Y + float64(i)*7, W: in.W, H: 6}, 9, 5, printables.Left, s.ink); err != nil {
			return err
		}
	}
	in, err = s.box(d, printables.Rect{X: body.X + third, Y: y, W: third - 2, H: 28}, s.say("print.gold_box"))
	if err != nil {
		return err
	}
	if err := printables.Label(d, s.say("print.gold_start", r.Start.Gold), printables.Regular, printables.Rect{X: in.X, Y: in.Y, W: in.W, H: 5}, 8, 5, printables.Left, s.ink); err != nil {
		return err
	}
	if err := s.table(d, printables.Rect{X: in.X, Y: in.Y + 6, W: in.W, H: in.H - 6}, []string{s.say("print.col_whole"), s.say("print.col_fraction"), s.say("print.col_pending")}, []float64{0.4, 0.25, 0.35}, 2); err != nil {
		return err
	}
	in, err = s.box(d, printables.Rect{X: body.X + 2*third, Y: y, W: third, H: 28}, s.say("print.pools"))
	if err != nil {
		return err
	}
	for i, l := range []string{
		s.say("print.pool_labour", r.Start.PermanentLabor),
		s.say("print.pool_influence", r.Start.PermanentInfluence),
		s.say("print.pool_information"),
	} {
		if err := printables.Label(d, l, printables.Regular, printables.Rect{X: in.X, Y: in.Y + float64(i)*7, W: in.W, H: 6}, 9, 5, printables.Left, s.ink); err != nil {
			return err
		}
	}
	y += 30
	// KW, AS, N
	var nm []int
	for _, st := range r.Neider {
		nm = append(nm, st.At)
	}
	if err := s.track(d, printables.Rect{X: body.X, Y: y, W: body.W, H: 6}, s.say("print.kw"), 0, 20, []int{4, 8, 12, 16}); err != nil {
		return err
	}
	y += 7
	if err := s.track(d, printables.Rect{X: body.X, Y: y, W: body.W, H: 6}, s.say("print.as"), r.Checks.ASRange[0], r.Checks.ASRange[1], []int{-4, -2, 2, 4}); err != nil {
		return err
	}
	y += 7
	if err := s.track(d, printables.Rect{X: body.X, Y: y, W: body.W, H: 6}, s.say("print.n"), 0, 12, nm); err != nil {
		return err
	}
	y += 7
	var nt []string
	for _, st := range r.Neider {
		nt = append(nt, s.say("print.neider_step", st.At, st.DC, st.Loss))
	}
	if err := printables.Label(d, s.say("print.counter", strings.Join(nt, "; ")), printables.Italic, printables.Rect{X: body.X, Y: y, W: body.W, H: 4}, 7, 4, printables.Left, s.ink); err != nil {
		return err
	}
	y += 6
	// holdings
	in, err = s.box(d, printables.Rect{X: body.X, Y: y, W: body.W, H: 62}, s.say("print.posts"))
	if err != nil {
		return err
	}
	if err := s.table(d, in, s.cols("kind", "tier", "mode", "slots", "upkeep", "yield", "tenants", "lo"), []float64{0.2, 0.09, 0.15, 0.09, 0.12, 0.19, 0.09, 0.07}, 8); err != nil {
		return err
	}
	y += 64
	// workshops and storage
	half := body.W / 2
	in, err = s.box(d, printables.Rect{X: body.X, Y: y, W: half - 2, H: body.Bottom() - y}, s.say("print.workshops", r.Conversion.RawDivisor))
	if err != nil {
		return err
	}
	var wl []string
	for _, t := range []string{"small", "medium", "large"} {
		w := r.Workshops.Tiers[t]
		wl = append(wl, fmt.Sprintf("%s %d→%d", s.tier(t), w.Input, w.Output))
	}
	if err := printables.Label(d, strings.Join(wl, ", "), printables.Italic, printables.Rect{X: in.X, Y: in.Y, W: in.W, H: 4}, 7, 4, printables.Left, s.ink); err != nil {
		return err
	}
	if err := s.table(d, printables.Rect{X: in.X, Y: in.Y + 5, W: in.W, H: in.H - 5}, s.cols("where", "tier", "in_out", "upkeep"), []float64{0.2, 0.18, 0.4, 0.22}, 5); err != nil {
		return err
	}
	in, err = s.box(d, printables.Rect{X: body.X + half, Y: y, W: half, H: body.Bottom() - y}, s.say("print.storage"))
	if err != nil {
		return err
	}
	var sl []string
	for _, t := range []string{"small", "medium", "large"} {
		st := r.Storage.Tiers[t]
		sl = append(sl, s.say("print.storage_tier", s.tier(t), st.Raw, st.Special))
	}
	if err := printables.Label(d, strings.Join(sl, ", "), printables.Italic, printables.Rect{X: in.X, Y: in.Y, W: in.W, H: 4}, 7, 4, printables.Left, s.ink); err != nil {
		return err
	}
	return s.table(d, printables.Rect{X: in.X, Y: in.Y + 5, W: in.W, H: in.H - 5}, s.cols("where", "tier", "capacity", "upkeep"), []float64{0.2, 0.2, 0.35, 0.25}, 5)
}

// byTier is the numbers of m for the keys, "12/6/4/2".
func byTier(m map[string]int, keys ...string) string {
	out := make([]string, len(keys))
	for i, k := range keys {
		out[i] = fmt.Sprint(m[k])
	}
	return strings.Join(out, "/")
}

// cols are the table's column heads, by their catalogue names
// (print.col_<name>).
func (s *set) cols(names ...string) []string {
	out := make([]string, len(names))
	for i, n := range names {
		out[i] = s.say("print.col_" + n)
	}
	return out
}

// progression is the rounds a check rises in, "7, 13, 19" (up to the 24
// rounds the sheet's track holds).
func progression(r *aufbaurules.Rules) string {
	var rs []int
	for round := 1 + r.Checks.ProgressionEvery; round <= 24; round += r.Checks.ProgressionEvery {
		rs = append(rs, round)
	}
	return join(rs)
}

// loTrack is the loyalty values a following's box shows: "0 1 2 3 4 5 6".
func loTrack(r *aufbaurules.Rules) string {
	var out []string
	for v := r.Loyalty.Min; v <= r.Loyalty.Max; v++ {
		out = append(out, fmt.Sprint(v))
	}
	return strings.Join(out, " ")
}

func join(xs []int) string {
	var out []string
	for _, x := range xs {
		out = append(out, fmt.Sprint(x))
	}
	return strings.Join(out, ", ")
}

func (s *set) sheet2(d *printables.Drawer, cut printables.Rect) error {
	r := s.r
	body, err := s.head(d, cut, s.say("print.sheet_head"), s.say("print.page", r.Game, 2))
	if err != nil {
		return err
	}
	y := body.Y
	half := body.W / 2
	in, err := s.box(d, printables.Rect{X: body.X, Y: y, W: half - 2, H: 70}, s.say("print.inventory"))
	if err != nil {
		return err
	}
	if err := s.table(d, in, s.cols("material", "raw_special", "count", "food"), []float64{0.45, 0.17, 0.2, 0.18}, 9); err != nil {
		return err
	}
	in, err = s.box(d, printables.Rect{X: body.X + half, Y: y, W: half, H: 70}, s.say("print.pending"))
	if err != nil {
		return err
	}
	if err := s.table(d, in, s.cols("what", "amount", "source"), []float64{0.4, 0.25, 0.35}, 9); err != nil {
		return err
	}
	y += 72
	in, err = s.box(d, printables.Rect{X: body.X, Y: y, W: half - 2, H: 44}, s.say("print.followings", r.Loyalty.Min, r.Loyalty.Max, r.Loyalty.ActiveFrom))
	if err != nil {
		return err
	}
	if err := s.table(d, in, []string{s.say("print.col_where"), s.say("print.col_levels"), s.say("print.col_lo_track", loTrack(r)), s.say("print.col_unrest")}, []float64{0.2, 0.15, 0.45, 0.2}, 5); err != nil {
		return err
	}
	in, err = s.box(d, printables.Rect{X: body.X + half, Y: y, W: half, H: 44}, s.say("print.troops", r.Start.TroopLoyalty))
	if err != nil {
		return err
	}
	if err := s.table(d, in, s.cols("troop", "troop_levels", "kk_lo", "upkeep"), []float64{0.35, 0.25, 0.18, 0.22}, 5); err != nil {
		return err
	}
	y += 46
	in, err = s.box(d, printables.Rect{X: body.X, Y: y, W: body.W, H: 46}, s.say("print.actions", r.Actions.Standard, r.Actions.Free))
	if err != nil {
		return err
	}
	if err := s.table(d, in, []string{s.say("print.round"), s.say("print.col_action", 1), s.say("print.col_action", 2), s.say("print.col_free"), s.say("print.col_bonus"), s.say("print.col_rolls")}, []float64{0.08, 0.2, 0.2, 0.16, 0.12, 0.24}, 6); err != nil {
		return err
	}
	y += 48
	cv := r.Conversion
	in, err = s.box(d, printables.Rect{X: body.X, Y: y, W: body.W, H: body.Bottom() - y}, s.say("print.conversion", cv.RawDivisor, cv.SpecialGold, cv.LaborDivisor, cv.InfluenceDivisor, cv.BonusPer))
	if err != nil {
		return err
	}
	return s.table(d, in, s.cols("step", "amount", "sum", "gold"), []float64{0.3, 0.15, 0.35, 0.2}, 6)
}

// market is both market tables.
func (s *set) market(d *printables.Drawer, cut printables.Rect) error {
	body, err := s.head(d, cut, s.say("print.market_head"), s.say("print.market_note", s.r.Market.Dice, s.r.Market.Section, s.r.Market.FirstRound))
	if err != nil {
		return err
	}
	sections := []struct {
		title string
		rows  []aufbaurules.MarketRow
	}{{s.say("print.market_raw", s.r.Market.RawUnit), s.r.Market.Raw}, {s.say("print.market_special"), s.r.Market.Special}}
	return printables.FitColumn(d, body, s.l.Settings["table_max"], s.l.Settings["table_min"], func(c *printables.Column) error {
		for _, sec := range sections {
			var ls []string
			for _, row := range sec.rows {
				ls = append(ls, fmt.Sprintf("%d %s (%s): %s", row.Roll, row.Name(s.lang), aufbaurules.Name{DE: row.Demand, EN: row.DemandEN}.In(s.lang), s.mods(row)))
			}
			if err := c.Heading(sec.title, s.accent); err != nil {
				return err
			}
			if err := c.Bullets(ls, printables.Regular, s.ink); err != nil {
				return err
			}
			c.Gap(2)
		}
		return c.Para(s.say("print.market_foot"), printables.Italic, s.ink)
	})
}

func (s *set) mods(row aufbaurules.MarketRow) string {
	groups := s.r.Market.GroupNames
	one := func(ms []aufbaurules.MarketMod) string {
		var out []string
		for _, m := range ms {
			sign := "+"
			if m.Minus {
				sign = "−"
			}
			names := make([]string, len(m.Groups))
			for i, g := range m.Groups {
				names[i] = groups[g].In(s.lang)
			}
			who := strings.Join(names, ", ")
			if m.Others {
				who = s.say("print.mod_others")
			}
			if m.All {
				who = s.say("print.mod_all")
			}
			out = append(out, fmt.Sprintf("%s %s%s", who, sign, m.Dice.In(s.lang)))
		}
		if len(out) == 0 {
			return s.say("print.mod_none")
		}
		return strings.Join(out, "; ")
	}
	t := one(row.Mods)
	if row.Direction != nil {
		t = s.say("print.mod_direction", aufbaurules.Dice{N: 1, Sides: row.Direction.Die}, row.Direction.MinusUpto, t)
	}
	if row.Alt != nil {
		t = s.say("print.mod_alt", aufbaurules.Dice{N: 1, Sides: row.Alt.Die}, row.Alt.Upto, one(row.Alt.Mods), t)
	}
	return t
}

func (s *set) events(d *printables.Drawer, cut printables.Rect) error {
	body, err := s.head(d, cut, s.say("print.events_head"), s.say("print.events_note", s.r.Events.Dice, s.r.Events.PerSection, s.r.Events.FirstRound))
	if err != nil {
		return err
	}
	var ls []string
	for _, e := range s.r.Events.Rows {
		t := fmt.Sprintf("%d %s: %s", e.Roll, e.Name(s.lang), e.Says(s.lang))
		if e.Denera > 0 {
			t += s.say("print.denera", e.Denera)
		}
		ls = append(ls, t)
	}
	return printables.FitColumn(d, body, s.l.Settings["table_max"], s.l.Settings["table_min"], func(c *printables.Column) error {
		if err := c.Bullets(ls, printables.Regular, s.ink); err != nil {
			return err
		}
		return c.Para(s.say("print.denera_foot", s.r.Events.DeneraEvent), printables.Italic, s.ink)
	})
}

func (s *set) materials(d *printables.Drawer, cut printables.Rect) error {
	body, err := s.head(d, cut, s.say("print.materials_head"), s.say("print.materials_note", len(s.r.Materials), s.r.Conversion.BonusPer))
	if err != nil {
		return err
	}
	half := body.W / 2
	n := (len(s.r.Materials) + 1) / 2
	h := body.H / float64(n+1)
	for col := range 2 {
		x := body.X + float64(col)*half
		if err := printables.Label(d, s.say("print.materials_cols"), printables.Bold, printables.Rect{X: x, Y: body.Y, W: half - 2, H: h}, 7, 4, printables.Left, s.accent); err != nil {
			return err
		}
		for i := range n {
			k := col*n + i
			if k >= len(s.r.Materials) {
				break
			}
			m := s.r.Materials[k]
			food := ""
			if m.Food() {
				food = s.say("print.food_mark")
			}
			line := fmt.Sprintf("%s · %s · %s · %+d%s", m.Name(s.lang), s.tier(m.Tier), s.r.Market.GroupNames[m.Group].In(s.lang), m.Bonus, food)
			if err := printables.Label(d, line, printables.Regular, printables.Rect{X: x, Y: body.Y + float64(i+1)*h, W: half - 2, H: h}, 7, 3.5, printables.Left, s.ink); err != nil {
				return err
			}
		}
	}
	return nil
}

func (s *set) card(d *printables.Drawer, cut printables.Rect) error {
	r := s.r
	body, err := s.head(d, cut, s.say("print.card_head"), r.Game)
	if err != nil {
		return err
	}
	var tiers []string
	for _, t := range r.Checks.Success {
		if t.ID == "fail" {
			tiers = append(tiers, s.say("print.tier_below", t.Name(s.lang)))
			continue
		}
		tiers = append(tiers, s.say("print.tier_at", t.Name(s.lang), t.At))
	}
	var up []string
	for _, t := range []string{"small", "medium", "large"} {
		up = append(up, s.say("print.upkeep_tier",
			s.tier(t), r.Domains.Tiers[t].Upkeep, r.Cities.Tiers[t].ProductionUpkeep, r.Trade.Tiers[t].UpkeepGold, r.Trade.Tiers[t].UpkeepLabor,
			r.Workshops.Tiers[t].UpkeepLabor, r.Workshops.Tiers[t].UpkeepGold, r.Storage.Tiers[t].UpkeepLabor))
	}
	var slots []string
	for _, t := range []string{"small", "medium", "large"} {
		slots = append(slots, s.say("print.slots_tier", s.tier(t), r.Domains.Tiers[t].Slots, r.Cities.Tiers[t].Slots,
			r.Offices.Tiers[t].Slots, r.Trade.Tiers[t].Slots, r.Workshops.Tiers[t].Slots))
	}
	var neider []string
	for _, st := range r.Neider {
		neider = append(neider, s.say("print.neider_card", st.At, st.DC, st.Loss, st.KW, st.AS, aufbaurules.Frac(1, r.Checks.DefenceKKDivisor).Amount()))
	}
	acq := func(name string, cost, dc func(string) int) string {
		var p []string
		for _, t := range []string{"small", "medium", "large"} {
			p = append(p, s.say("print.cost_dc", cost(t), dc(t)))
		}
		return name + " " + strings.Join(p, ", ")
	}
	secs := []struct {
		h  string
		ls []string
	}{
		{s.say("print.card_round"), []string{
			s.say("print.card_maintenance", r.UpkeepFrom),
			s.say("print.card_phases"),
		}},
		{s.say("print.card_checks"), []string{
			s.say("print.card_check_roll", r.Start.Checks["influence"], r.Start.Checks["money"], r.Start.Checks["materials"], r.Checks.ProgressionEvery),
			strings.Join(tiers, "; ") + ".",
			s.say("print.card_invest", r.Checks.InvestSteps[0].Add, r.Checks.InvestSteps[0].At, r.Checks.InvestSteps[1].Add, r.Checks.InvestSteps[1].At, r.Checks.ReductionCap),
			s.say("print.card_price", r.Checks.CostFactor["veryGood"], r.Checks.CostFactor["good"], r.Checks.CostFactor["success"], r.Checks.CostFactor["poor"]),
		}},
		{s.say("print.card_actions"), []string{
			s.say("print.card_actions_round", r.Actions.Standard, r.Actions.Free),
			s.say("print.card_influence", r.Influence.DC, r.Influence.TempGold,
				byTier(r.Influence.TempYield, "veryGood", "good", "success", "poor"), r.Influence.PermGold,
				byTier(r.Influence.PermYield, "veryGood", "good", "success")),
			s.say("print.card_lend", r.Lend.DC, r.Lend.Gold, r.Lend.Payout["veryGood"], r.Lend.Payout["good"], r.Lend.Payout["success"], r.Lend.Payout["poor"]),
			s.say("print.card_sell", r.Sell.DC, r.Sell.PerInv["veryGood"], r.Sell.PerInv["good"], r.Sell.PerInv["success"], r.Buy.RawPrice, r.Market.RawUnit, r.Buy.SpecialPrice),
			s.say("print.card_materials", r.MaterialsAction.DomainDC, r.MaterialsAction.RawYield["veryGood"], r.MaterialsAction.RawYield["good"], r.MaterialsAction.RawYield["success"], r.MaterialsAction.RawYield["poor"], r.MaterialsAction.WorkshopDC),
			acq(s.say("print.domain"), func(t string) int { return r.Domains.Tiers[t].Cost }, func(t string) int { return r.Domains.Tiers[t].DC }) + "; " +
				acq(s.say("print.city"), func(t string) int { return r.Cities.Tiers[t].Cost }, func(t string) int { return r.Cities.Tiers[t].DC }) + "; " +
				acq(s.say("print.trade"), func(t string) int { return r.Trade.Tiers[t].Cost }, func(t string) int { return r.Trade.Tiers[t].DC }) + s.say("print.acquire_check"),
			s.say("print.card_tenants", r.Tenants.Cost.Gold, r.Tenants.Cost.Influence, r.Tenants.DC, r.Troops.DC),
		}},
		{s.say("print.card_upkeep", r.UpkeepFrom), append(up, s.say("print.card_food", r.Food.LaborPerUnit, r.Food.KKPerUnit, r.Food.MissingGold))},
		{s.say("print.card_slots"), append(slots, s.caps()...)},
		{s.say("print.card_conversion"), []string{s.say("print.card_conversion_text", r.Conversion.RawDivisor,
			r.Workshops.Tiers["small"].Input, r.Workshops.Tiers["medium"].Input, r.Workshops.Tiers["large"].Input, r.Conversion.RawDivisor, r.Conversion.SpecialGold, r.Conversion.LaborDivisor, r.Conversion.InfluenceDivisor, r.Conversion.BonusPer)}},
		{s.say("print.card_political"), append([]string{s.say("print.card_political_text", r.Political.DC, r.Checks.InfoBonus, r.Political.Convert.Gold, r.Political.Convert.Influence)}, neider...)},
	}
	return printables.FitColumn(d, body, s.l.Settings["table_max"], s.l.Settings["table_min"], func(c *printables.Column) error {
		for i, sec := range secs {
			if i > 0 {
				c.Gap(1.2)
			}
			if err := c.Heading(sec.h, s.accent); err != nil {
				return err
			}
			if err := c.Bullets(sec.ls, printables.Regular, s.ink); err != nil {
				return err
			}
		}
		return nil
	})
}

// caps are the workshop and storage caps of domains and city properties.
func (s *set) caps() []string {
	r := s.r
	one := func(m map[string]int) string {
		var p []string
		for _, t := range []string{"small", "medium", "large"} {
			if m[t] > 0 {
				p = append(p, fmt.Sprintf("%d× %s", m[t], s.tier(t)))
			}
		}
		return strings.Join(p, " + ")
	}
	var d, c []string
	for _, t := range []string{"small", "medium", "large"} {
		d = append(d, fmt.Sprintf("%s %s", s.tier(t), one(r.Domains.ProductionCaps[t])))
		var alts []string
		for _, a := range r.Cities.ProductionCaps[t] {
			alts = append(alts, one(a))
		}
		c = append(c, fmt.Sprintf("%s %s", s.tier(t), strings.Join(alts, s.say("print.or"))))
	}
	return []string{s.say("print.caps_domains", strings.Join(d, "; ")), s.say("print.caps_cities", strings.Join(c, "; "))}
}
