// Package aufbau is the Aufbausystem's print set, in German: the domain
// sheet (Domänenbogen, two pages), the market tables, the event table and
// the materials list as reference pages, and a reference card. Every number
// printed comes from rules/aufbau/aufbau.yaml.
package aufbau

import (
	"fmt"
	"slices"
	"strings"

	"boardroom/printables"
	aufbaurules "boardroom/rules/aufbau"
	"boardroom/templates"
	aufbautpl "boardroom/templates/aufbau"
)

var bandStyle = printables.BandStyle{Pad: 4, NoteShare: 0.4, NoteTop: 0.25, NoteFace: printables.Italic, NoteMin: 6}

// Components is the print set from the embedded rules and layout.
func Components() ([]*printables.Component, error) {
	l, err := aufbautpl.Load()
	if err != nil {
		return nil, err
	}
	return For(aufbaurules.Load(), l)
}

// For is the print set of the rules r in the layout l (tests pass changed
// data).
func For(r *aufbaurules.Rules, l *templates.Layout) ([]*printables.Component, error) {
	s := &set{r: r, l: l}
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
		page("bogen", "Domänenbogen", "Domänenbogen",
			printables.Item{Title: "Domänenbogen", Count: 1, Front: s.sheet1, Back: s.sheet2}),
		page("markt", "Markttabellen", "Markttabelle", printables.Item{Title: "Markttabellen", Count: 1, Front: s.market}),
		page("ereignisse", "Ereignistabelle", "Ereignistabelle", printables.Item{Title: "Ereignistabelle", Count: 1, Front: s.events}),
		page("materialien", "Materialliste", "Materialliste", printables.Item{Title: "Materialliste", Count: 1, Front: s.materials}),
		page("karte", "Referenzkarte", "Referenzkarte", printables.Item{Title: "Referenzkarte", Count: 1, Front: s.card}),
	}, nil
}

type set struct {
	r                        *aufbaurules.Rules
	l                        *templates.Layout
	ink, accent, light, rule printables.Color
}

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
	body, err := s.head(d, cut, "DOMÄNENBOGEN", r.Game+" · Seite 1")
	if err != nil {
		return err
	}
	y := body.Y
	// name and round track
	if err := printables.Label(d, "Spieler: ______________________   Domäne: ______________________", printables.Regular, printables.Rect{X: body.X, Y: y, W: body.W, H: 6}, 10, 6, printables.Left, s.ink); err != nil {
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
	if err := s.track(d, printables.Rect{X: body.X, Y: y, W: body.W, H: 6}, "Runde", 1, 24, append(mk, ev...)); err != nil {
		return err
	}
	y += 7
	note := fmt.Sprintf("Markt-Abschnitt ab Runde %s; Ereignis-Abschnitt ab Runde %s (je %d Runden)", join(mk), join(ev), r.Market.Section)
	if err := printables.Label(d, note, printables.Italic, printables.Rect{X: body.X, Y: y, W: body.W, H: 4}, 7, 5, printables.Left, s.ink); err != nil {
		return err
	}
	y += 6
	// checks, gold, pools
	third := body.W / 3
	in, err := s.box(d, printables.Rect{X: body.X, Y: y, W: third - 2, H: 28}, "Proben (+1 ab Runde 7, 13, 19)")
	if err != nil {
		return err
	}
	for i, k := range []string{"influence", "money", "materials"} {
		line := fmt.Sprintf("%s  Start %d  ______", r.Checks.Names[k].DE, r.Start.Checks[k])
		if err := printables.Label(d, line, printables.Regular, printables.Rect{X: in.X, Y: in.Y + float64(i)*7, W: in.W, H: 6}, 9, 5, printables.Left, s.ink); err != nil {
			return err
		}
	}
	in, err = s.box(d, printables.Rect{X: body.X + third, Y: y, W: third - 2, H: 28}, "Gold (mit Bruchteilen: ¼ ½ ¾, 1/3 2/3)")
	if err != nil {
		return err
	}
	if err := printables.Label(d, fmt.Sprintf("Start %d Gold", r.Start.Gold), printables.Regular, printables.Rect{X: in.X, Y: in.Y, W: in.W, H: 5}, 8, 5, printables.Left, s.ink); err != nil {
		return err
	}
	if err := s.table(d, printables.Rect{X: in.X, Y: in.Y + 6, W: in.W, H: in.H - 6}, []string{"Ganz", "Bruch", "Ausstehend"}, []float64{0.4, 0.25, 0.35}, 2); err != nil {
		return err
	}
	in, err = s.box(d, printables.Rect{X: body.X + 2*third, Y: y, W: third, H: 28}, "Pools und Information")
	if err != nil {
		return err
	}
	for i, l := range []string{
		fmt.Sprintf("AK (Runde) ____  permanent %d ____", r.Start.PermanentLabor),
		fmt.Sprintf("Einfluss (Runde) ____  permanent %d ____", r.Start.PermanentInfluence),
		"Information ____   ZK ____",
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
	if err := s.track(d, printables.Rect{X: body.X, Y: y, W: body.W, H: 6}, "KW", 0, 20, []int{4, 8, 12, 16}); err != nil {
		return err
	}
	y += 7
	if err := s.track(d, printables.Rect{X: body.X, Y: y, W: body.W, H: 6}, "AS", r.Checks.ASRange[0], r.Checks.ASRange[1], []int{-4, -2, 2, 4}); err != nil {
		return err
	}
	y += 7
	if err := s.track(d, printables.Rect{X: body.X, Y: y, W: body.W, H: 6}, "Neider (N)", 0, 12, nm); err != nil {
		return err
	}
	y += 7
	var nt []string
	for _, st := range r.Neider {
		nt = append(nt, fmt.Sprintf("N ≥ %d: SG %d, −%d Gold oder Einfluss", st.At, st.DC, st.Loss))
	}
	if err := printables.Label(d, "Gegenreaktion: "+strings.Join(nt, "; "), printables.Italic, printables.Rect{X: body.X, Y: y, W: body.W, H: 4}, 7, 4, printables.Left, s.ink); err != nil {
		return err
	}
	y += 6
	// holdings
	in, err = s.box(d, printables.Rect{X: body.X, Y: y, W: body.W, H: 62}, "Posten: Domänen, Stadtbesitz, Ämter, Organisationen, Handelsunternehmungen")
	if err != nil {
		return err
	}
	if err := s.table(d, in, []string{"Art", "Stufe", "Besitz/Modus", "Plätze", "Unterhalt", "Ertrag", "Pächter", "LO"}, []float64{0.2, 0.09, 0.15, 0.09, 0.12, 0.19, 0.09, 0.07}, 8); err != nil {
		return err
	}
	y += 64
	// workshops and storage
	half := body.W / 2
	in, err = s.box(d, printables.Rect{X: body.X, Y: y, W: half - 2, H: body.Bottom() - y}, "Werkstätten (4 RM → 1 SM)")
	if err != nil {
		return err
	}
	var wl []string
	for _, t := range []string{"small", "medium", "large"} {
		w := r.Workshops.Tiers[t]
		wl = append(wl, fmt.Sprintf("%s %d→%d", r.TierNames[t].DE, w.Input, w.Output))
	}
	if err := printables.Label(d, strings.Join(wl, ", "), printables.Italic, printables.Rect{X: in.X, Y: in.Y, W: in.W, H: 4}, 7, 4, printables.Left, s.ink); err != nil {
		return err
	}
	if err := s.table(d, printables.Rect{X: in.X, Y: in.Y + 5, W: in.W, H: in.H - 5}, []string{"Ort", "Stufe", "Rein → Raus", "Unterhalt"}, []float64{0.2, 0.18, 0.4, 0.22}, 5); err != nil {
		return err
	}
	in, err = s.box(d, printables.Rect{X: body.X + half, Y: y, W: half, H: body.Bottom() - y}, "Lager")
	if err != nil {
		return err
	}
	var sl []string
	for _, t := range []string{"small", "medium", "large"} {
		st := r.Storage.Tiers[t]
		sl = append(sl, fmt.Sprintf("%s %d RM/%d SM", r.TierNames[t].DE, st.Raw, st.Special))
	}
	if err := printables.Label(d, strings.Join(sl, ", "), printables.Italic, printables.Rect{X: in.X, Y: in.Y, W: in.W, H: 4}, 7, 4, printables.Left, s.ink); err != nil {
		return err
	}
	return s.table(d, printables.Rect{X: in.X, Y: in.Y + 5, W: in.W, H: in.H - 5}, []string{"Ort", "Stufe", "Kapazität", "Unterhalt"}, []float64{0.2, 0.2, 0.35, 0.25}, 5)
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
	body, err := s.head(d, cut, "DOMÄNENBOGEN", r.Game+" · Seite 2")
	if err != nil {
		return err
	}
	y := body.Y
	half := body.W / 2
	in, err := s.box(d, printables.Rect{X: body.X, Y: y, W: half - 2, H: 70}, "Inventar")
	if err != nil {
		return err
	}
	if err := s.table(d, in, []string{"Material", "RM/SM", "Anzahl", "Nahrung"}, []float64{0.45, 0.17, 0.2, 0.18}, 9); err != nil {
		return err
	}
	in, err = s.box(d, printables.Rect{X: body.X + half, Y: y, W: half, H: 70}, "Ausstehend (nächster Unterhalt)")
	if err != nil {
		return err
	}
	if err := s.table(d, in, []string{"Was", "Menge", "Quelle"}, []float64{0.4, 0.25, 0.35}, 9); err != nil {
		return err
	}
	y += 72
	in, err = s.box(d, printables.Rect{X: body.X, Y: y, W: half - 2, H: 44}, fmt.Sprintf("Gefolgschaften (LO %d–%d, ab %d aktiv)", r.Loyalty.Min, r.Loyalty.Max, r.Loyalty.ActiveFrom))
	if err != nil {
		return err
	}
	if err := s.table(d, in, []string{"Ort", "Stufen", "LO 0 1 2 3 4 5 6", "Unruhe"}, []float64{0.2, 0.15, 0.45, 0.2}, 5); err != nil {
		return err
	}
	in, err = s.box(d, printables.Rect{X: body.X + half, Y: y, W: half, H: 44}, fmt.Sprintf("Truppen (LO Start %d) und Fachkräfte", r.Start.TroopLoyalty))
	if err != nil {
		return err
	}
	if err := s.table(d, in, []string{"Truppen/Fachkraft", "Stufen/Stufe", "KK/LO", "Unterhalt"}, []float64{0.35, 0.25, 0.18, 0.22}, 5); err != nil {
		return err
	}
	y += 46
	in, err = s.box(d, printables.Rect{X: body.X, Y: y, W: body.W, H: 46}, fmt.Sprintf("Aktionen der Runde: %d Standardaktionen, %d freier Ausbau, Bonusaktionen; kein Schlüssel doppelt", r.Actions.Standard, r.Actions.Free))
	if err != nil {
		return err
	}
	if err := s.table(d, in, []string{"Runde", "Aktion 1", "Aktion 2", "Freier Ausbau", "Bonus", "Würfe / SG / Stufe"}, []float64{0.08, 0.2, 0.2, 0.16, 0.12, 0.24}, 6); err != nil {
		return err
	}
	y += 48
	cv := r.Conversion
	in, err = s.box(d, printables.Rect{X: body.X, Y: y, W: body.W, H: body.Bottom() - y}, fmt.Sprintf("Umwandlung: RM %d:1, SM × %d, AK %d:1, Einfluss %d:1; Verkaufsbonus je %d", cv.RawDivisor, cv.SpecialGold, cv.LaborDivisor, cv.InfluenceDivisor, cv.BonusPer))
	if err != nil {
		return err
	}
	return s.table(d, in, []string{"Schritt", "Menge", "Rechnung", "Gold"}, []float64{0.3, 0.15, 0.35, 0.2}, 6)
}

// market is both market tables.
func (s *set) market(d *printables.Drawer, cut printables.Rect) error {
	body, err := s.head(d, cut, "MARKTTABELLEN", fmt.Sprintf("%s, alle %d Runden ab Runde %d", s.r.Market.Dice, s.r.Market.Section, s.r.Market.FirstRound))
	if err != nil {
		return err
	}
	sections := []struct {
		title string
		rows  []aufbaurules.MarketRow
	}{{fmt.Sprintf("Rohmaterial (eine Investition = %d RM)", s.r.Market.RawUnit), s.r.Market.Raw}, {"Sondermaterial (eine Investition = 1 SM)", s.r.Market.Special}}
	return printables.FitColumn(d, body, s.l.Settings["table_max"], s.l.Settings["table_min"], func(c *printables.Column) error {
		for _, sec := range sections {
			var ls []string
			for _, row := range sec.rows {
				ls = append(ls, fmt.Sprintf("%d %s (%s): %s", row.Roll, row.DE, row.Demand, mods(row, s.r.Market.GroupNames)))
			}
			if err := c.Heading(sec.title, s.accent); err != nil {
				return err
			}
			if err := c.Bullets(ls, printables.Regular, s.ink); err != nil {
				return err
			}
			c.Gap(2)
		}
		return c.Para("Der Wurf gilt je Markt (den lokalen Markt und jede Handelsunternehmung); die Würfel einer Zeile werden einmal gewürfelt und gelten für alle genannten Gruppen. Verkauf: der Wert wird addiert; Kauf: er erhöht den Preis.", printables.Italic, s.ink)
	})
}

func mods(row aufbaurules.MarketRow, groups map[string]aufbaurules.Name) string {
	one := func(ms []aufbaurules.MarketMod) string {
		var out []string
		for _, m := range ms {
			sign := "+"
			if m.Minus {
				sign = "−"
			}
			names := make([]string, len(m.Groups))
			for i, g := range m.Groups {
				names[i] = groups[g].DE
			}
			who := strings.Join(names, ", ")
			if m.Others {
				who = "alle anderen"
			}
			if m.All {
				who = "alle"
			}
			out = append(out, fmt.Sprintf("%s %s%s", who, sign, m.Dice))
		}
		if len(out) == 0 {
			return "keine Änderung"
		}
		return strings.Join(out, "; ")
	}
	t := one(row.Mods)
	if row.Direction != nil {
		t = fmt.Sprintf("1W%d: 1–%d minus, sonst plus: %s", row.Direction.Die, row.Direction.MinusUpto, t)
	}
	if row.Alt != nil {
		t = fmt.Sprintf("1W%d: 1–%d %s, sonst %s", row.Alt.Die, row.Alt.Upto, one(row.Alt.Mods), t)
	}
	return t
}

func (s *set) events(d *printables.Drawer, cut printables.Rect) error {
	body, err := s.head(d, cut, "EREIGNISTABELLE", fmt.Sprintf("%s, %d je Abschnitt, keine Doppelten; Abschnitte ab Runde %d", s.r.Events.Dice, s.r.Events.PerSection, s.r.Events.FirstRound))
	if err != nil {
		return err
	}
	var ls []string
	for _, e := range s.r.Events.Rows {
		t := fmt.Sprintf("%d %s: %s", e.Roll, e.DE, e.Text)
		if e.Denera > 0 {
			t += fmt.Sprintf(" Denera ≤ %d.", e.Denera)
		}
		ls = append(ls, t)
	}
	return printables.FitColumn(d, body, s.l.Settings["table_max"], s.l.Settings["table_min"], func(c *printables.Column) error {
		if err := c.Bullets(ls, printables.Regular, s.ink); err != nil {
			return err
		}
		return c.Para(fmt.Sprintf("Denera: löst ein Ereignis mit Denera-Klausel aus (1W20), kommt Ereignis %d als drittes hinzu. Würfel eines Ereignisses gelten für den ganzen Abschnitt.", s.r.Events.DeneraEvent), printables.Italic, s.ink)
	})
}

func (s *set) materials(d *printables.Drawer, cut printables.Rect) error {
	body, err := s.head(d, cut, "MATERIALLISTE", fmt.Sprintf("%d Materialien; Bonus je %d Stück; N = Nahrung", len(s.r.Materials), s.r.Conversion.BonusPer))
	if err != nil {
		return err
	}
	half := body.W / 2
	n := (len(s.r.Materials) + 1) / 2
	h := body.H / float64(n+1)
	for col := range 2 {
		x := body.X + float64(col)*half
		if err := printables.Label(d, "Material · Stufe · Gruppe · Bonus", printables.Bold, printables.Rect{X: x, Y: body.Y, W: half - 2, H: h}, 7, 4, printables.Left, s.accent); err != nil {
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
				food = " N"
			}
			line := fmt.Sprintf("%s · %s · %s · %+d%s", m.DE, s.r.TierNames[m.Tier].DE, s.r.Market.GroupNames[m.Group].DE, m.Bonus, food)
			if err := printables.Label(d, line, printables.Regular, printables.Rect{X: x, Y: body.Y + float64(i+1)*h, W: half - 2, H: h}, 7, 3.5, printables.Left, s.ink); err != nil {
				return err
			}
		}
	}
	return nil
}

func (s *set) card(d *printables.Drawer, cut printables.Rect) error {
	r := s.r
	body, err := s.head(d, cut, "REFERENZKARTE", r.Game)
	if err != nil {
		return err
	}
	var tiers []string
	for _, t := range r.Checks.Success {
		if t.ID == "fail" {
			tiers = append(tiers, fmt.Sprintf("%s darunter", t.DE))
			continue
		}
		tiers = append(tiers, fmt.Sprintf("%s ≥ SG %+d", t.DE, t.At))
	}
	var up []string
	for _, t := range []string{"small", "medium", "large"} {
		up = append(up, fmt.Sprintf("%s: Domäne %d G, Eigenproduktion %d G, Handel %d G + %d AK, Werkstatt %d AK + %d G, Lager %d AK",
			r.TierNames[t].DE, r.Domains.Tiers[t].Upkeep, r.Cities.Tiers[t].ProductionUpkeep, r.Trade.Tiers[t].UpkeepGold, r.Trade.Tiers[t].UpkeepLabor,
			r.Workshops.Tiers[t].UpkeepLabor, r.Workshops.Tiers[t].UpkeepGold, r.Storage.Tiers[t].UpkeepLabor))
	}
	var slots []string
	for _, t := range []string{"small", "medium", "large"} {
		slots = append(slots, fmt.Sprintf("%s: Domäne %d, Stadt %d, Amt %d, Handel %d, Werkstatt %d", r.TierNames[t].DE, r.Domains.Tiers[t].Slots, r.Cities.Tiers[t].Slots,
			r.Offices.Tiers[t].Slots, r.Trade.Tiers[t].Slots, r.Workshops.Tiers[t].Slots))
	}
	var neider []string
	for _, st := range r.Neider {
		neider = append(neider, fmt.Sprintf("N ≥ %d: Abwehr 1W20 + ½ KK gegen SG %d; misslungen −%d Gold oder Einfluss, KW %+d, AS %+d; N −%d immer", st.At, st.DC, st.Loss, st.KW, st.AS, st.At))
	}
	acq := func(name string, cost, dc func(string) int) string {
		var p []string
		for _, t := range []string{"small", "medium", "large"} {
			p = append(p, fmt.Sprintf("%d G/SG %d", cost(t), dc(t)))
		}
		return name + " " + strings.Join(p, ", ")
	}
	secs := []struct {
		h  string
		ls []string
	}{
		{"Rundenablauf", []string{
			"Unterhalt: Markt (Abschnittsbeginn), Ereignisse (Abschnittsbeginn), Gegenreaktion der Neider, Einmaleffekte, Abwanderung, Ausstehendes, Schäden, Einkommen, Hungersnot, Unterhalt und Nahrung (ab Runde " + fmt.Sprint(r.UpkeepFrom) + "), Handel, Werkstätten, Lager.",
			"Aktionen → Umwandlung (Werkstätten, Lager, Rest zu Gold) → Rücksetzen (passive Erholung KW −1, N −1; neue Pools; Gefolgschaften).",
		}},
		{"Proben und Erfolgsstufen", []string{
			fmt.Sprintf("1W20 + Probe (Start %d/%d/%d, +1 alle %d Runden) gegen SG.", r.Start.Checks["influence"], r.Start.Checks["money"], r.Start.Checks["materials"], r.Checks.ProgressionEvery),
			strings.Join(tiers, "; ") + ".",
			fmt.Sprintf("Investitionen: +%d ab %d, +%d ab %d (nicht addiert); Senkungen zusammen höchstens −%d.", r.Checks.InvestSteps[0].Add, r.Checks.InvestSteps[0].At, r.Checks.InvestSteps[1].Add, r.Checks.InvestSteps[1].At, r.Checks.ReductionCap),
			fmt.Sprintf("Kaufpreis nach Stufe: ×%d%% / ×%d%% / ×%d%% / ×%d%% (aufgerundet); Fehlschlag: nichts bezahlt.", r.Checks.CostFactor["veryGood"], r.Checks.CostFactor["good"], r.Checks.CostFactor["success"], r.Checks.CostFactor["poor"]),
		}},
		{"Aktionen", []string{
			fmt.Sprintf("%d Standardaktionen, %d freier Ausbau je Runde.", r.Actions.Standard, r.Actions.Free),
			fmt.Sprintf("Einflussgewinn (Einfluss): SG %d; %d Gold → %d/%d/%d/%d Einfluss je Investition; permanent %d Gold → %d/%d/%d.", r.Influence.DC, r.Influence.TempGold,
				r.Influence.TempYield["veryGood"], r.Influence.TempYield["good"], r.Influence.TempYield["success"], r.Influence.TempYield["poor"], r.Influence.PermGold,
				r.Influence.PermYield["veryGood"], r.Influence.PermYield["good"], r.Influence.PermYield["success"]),
			fmt.Sprintf("Geldverleih (Geld): SG %d; %d Gold je Investition → %d/%d/%d/%d im nächsten Unterhalt.", r.Lend.DC, r.Lend.Gold, r.Lend.Payout["veryGood"], r.Lend.Payout["good"], r.Lend.Payout["success"], r.Lend.Payout["poor"]),
			fmt.Sprintf("Verkauf/Kauf (Geld): SG %d; Verkauf %d/%d/%d Gold je Investition; Kauf %d Gold je %d RM, %d je SM oder AK.", r.Sell.DC, r.Sell.PerInv["veryGood"], r.Sell.PerInv["good"], r.Sell.PerInv["success"], r.Buy.RawPrice, r.Market.RawUnit, r.Buy.SpecialPrice),
			fmt.Sprintf("Materialgewinn (Material): Domäne SG %d, %d/%d/%d/%d RM je AK; Werkstatt SG %d.", r.MaterialsAction.DomainDC, r.MaterialsAction.RawYield["veryGood"], r.MaterialsAction.RawYield["good"], r.MaterialsAction.RawYield["success"], r.MaterialsAction.RawYield["poor"], r.MaterialsAction.WorkshopDC),
			acq("Domäne", func(t string) int { return r.Domains.Tiers[t].Cost }, func(t string) int { return r.Domains.Tiers[t].DC }) + "; " +
				acq("Stadtbesitz", func(t string) int { return r.Cities.Tiers[t].Cost }, func(t string) int { return r.Cities.Tiers[t].DC }) + "; " +
				acq("Handel", func(t string) int { return r.Trade.Tiers[t].Cost }, func(t string) int { return r.Trade.Tiers[t].DC }) + " (Einfluss, + AS).",
			fmt.Sprintf("Pächter: %d Gold + %d Einfluss je Stufe, SG %d; Truppen SG %d.", r.Tenants.Cost.Gold, r.Tenants.Cost.Influence, r.Tenants.DC, r.Troops.DC),
		}},
		{"Unterhalt (ab Runde " + fmt.Sprint(r.UpkeepFrom) + ")", append(up, fmt.Sprintf("Nahrung: AK/%d + KK/%d (aufgerundet) + Gefolgsstufen; fehlende Einheit %d Gold.", r.Food.LaborPerUnit, r.Food.KKPerUnit, r.Food.MissingGold))},
		{"Plätze und Obergrenzen", append(slots, s.caps()...)},
		{"Umwandlung", []string{fmt.Sprintf("Werkstatt 4:1 bis %d/%d/%d RM; Lager behält das Wertvollste; Rest: RM %d:1, SM × %d, AK %d:1, Einfluss %d:1, + Verkaufsbonus je %d Stück.",
			r.Workshops.Tiers["small"].Input, r.Workshops.Tiers["medium"].Input, r.Workshops.Tiers["large"].Input, r.Conversion.RawDivisor, r.Conversion.SpecialGold, r.Conversion.LaborDivisor, r.Conversion.InfluenceDivisor, r.Conversion.BonusPer)}},
		{"Politische Schritte und Gegenreaktion", append([]string{fmt.Sprintf("SG %d + Investitionen + KW; +%d je eingesetzter Information. Information → %d Gold oder %d Einfluss.", r.Political.DC, r.Checks.InfoBonus, r.Political.Convert.Gold, r.Political.Convert.Influence)}, neider...)},
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
				p = append(p, fmt.Sprintf("%d× %s", m[t], r.TierNames[t].DE))
			}
		}
		return strings.Join(p, " + ")
	}
	var d, c []string
	for _, t := range []string{"small", "medium", "large"} {
		d = append(d, fmt.Sprintf("%s %s", r.TierNames[t].DE, one(r.Domains.ProductionCaps[t])))
		var alts []string
		for _, a := range r.Cities.ProductionCaps[t] {
			alts = append(alts, one(a))
		}
		c = append(c, fmt.Sprintf("%s %s", r.TierNames[t].DE, strings.Join(alts, " oder ")))
	}
	return []string{"Werkstätten/Lager auf Domänen: " + strings.Join(d, "; "), "in Stadtbesitz (Eigenproduktion): " + strings.Join(c, "; ")}
}
