package rheinhessen

import (
	"boardroom/phrase/msg"
	"fmt"
	"io"
	"math"
	"slices"
	"strconv"
	"strings"
	"text/tabwriter"

	"boardroom/referee"
	"boardroom/referee/tui"
	rheinhessenrules "boardroom/rules/rheinhessen"

	"boardroom/phrase"
)

// SimOptions are what `simulate` plays.
type SimOptions struct {
	Games int
	Seats []string // persona ids, in seat order
	Seed  int64
	// Rotate moves the personas one seat on every game, so that no persona
	// keeps the first seat; the report is then by persona.
	Rotate bool
	// Workers is the number of goroutines (0: one per core); it never
	// changes the report.
	Workers  int
	Progress func(done int)
	// Personas are the personas the seats name (nil: the built-in
	// rules/rheinhessen/personas.yaml; --personas FILE).
	Personas *rheinhessenrules.Personas
}

// SimReport is what `simulate` reports.
type SimReport struct {
	Games  int          `json:"games"`
	Seed   int64        `json:"seed"`
	Rotate bool         `json:"rotate"`
	Seats  []SeatReport `json:"seats"`
	Turns  Summary      `json:"turns"`
	// Ends counts how games ended: score (a corporation reached the winning
	// score), deck (the pile ran out, the highest score won), tie-break (tied
	// scores, the lower illegal raw value won), shared (still tied).
	Ends map[string]int `json:"ends"`
	// ExternalAudits is the mean number of external audits per game.
	ExternalAudits float64 `json:"external_audits_per_game"`
}

// SeatReport is one seat (or, rotated, one persona) over every game.
type SeatReport struct {
	Persona string `json:"persona"`
	Name    string `json:"name"`
	Seat    string `json:"seat"` // the short name: "Aggressor"
	// Wins counts a shared win as 1/k to each of the k winners.
	Wins    float64 `json:"wins"`
	WinRate float64 `json:"win_rate"`
	WinLow  float64 `json:"win_rate_low"` // 95 % Wilson interval
	WinHigh float64 `json:"win_rate_high"`
	Score   Summary `json:"score"`
	// Per game, on average:
	Legal          float64 `json:"legal_productions"`
	Illegal        float64 `json:"illegal_productions"`
	Violations     float64 `json:"violations"`
	Passes         float64 `json:"passes"`
	AuditsMade     float64 `json:"audits_made"`
	AuditsSuffered float64 `json:"audits_suffered"`
	Externals      float64 `json:"external_audits_triggered"`
	Fines          float64 `json:"fines"`
	// Produced is the points its productions scored per game, before fines
	// and the external audit's extra loss; PointsPerTurn is the same per turn
	// it played.
	Produced      float64 `json:"produced_points"`
	PointsPerTurn float64 `json:"points_per_turn"`
	// IllegalShare is the share of its productions that were illegal;
	// PassShare the share of its turns it passed holding cards (a pass
	// with an empty hand is no choice).
	IllegalShare float64 `json:"illegal_share"`
	PassShare    float64 `json:"pass_share"`
	// IllegalHeld is the illegal raw value on its floor at the end of its
	// turns, on average.
	IllegalHeld float64 `json:"illegal_held"`
	// ByTrack is what it did at each audit track value (0 to 4); ByDirt by
	// how dirty the dirtiest rival floor was at the start of its turns.
	ByTrack []TrackReport `json:"by_track"`
	ByDirt  []DirtReport  `json:"by_rival_floor"`
	scores  []int
	sum     SeatStats
}

// TrackReport is a persona's play at one audit track value: its turns there
// per game, and per turn there its internal audits, illegal productions and
// violations.
type TrackReport struct {
	Track      int     `json:"track"`
	Turns      float64 `json:"turns"`
	Audits     float64 `json:"audits_per_turn"`
	Illegal    float64 `json:"illegal_per_turn"`
	Violations float64 `json:"violations_per_turn"`
}

// DirtReport is a persona's audits by the illegal raw value on the dirtiest
// rival floor at the start of its turns (Rivals: "0", "1-25", "26-50",
// "51+"): its turns so per game, and the internal audits it made and the
// external audits it triggered per such turn.
type DirtReport struct {
	Rivals    string  `json:"rivals_illegal_raw"`
	Turns     float64 `json:"turns"`
	Audits    float64 `json:"audits_per_turn"`
	Externals float64 `json:"externals_per_turn"`
}

// DirtNames are the DirtBucket ranges.
var DirtNames = [DirtBuckets]string{"0", "1-25", "26-50", "51+"}

// Summary is the distribution of a number over the games.
type Summary struct {
	Mean float64 `json:"mean"`
	SD   float64 `json:"sd"`
	Min  int     `json:"min"`
	P10  int     `json:"p10"`
	P50  int     `json:"median"`
	P90  int     `json:"p90"`
	Max  int     `json:"max"`
}

func summarize(xs []int) Summary {
	if len(xs) == 0 {
		return Summary{}
	}
	s := slices.Clone(xs)
	slices.Sort(s)
	var sum, sq float64
	for _, x := range s {
		sum += float64(x)
	}
	mean := sum / float64(len(s))
	for _, x := range s {
		sq += (float64(x) - mean) * (float64(x) - mean)
	}
	q := func(f float64) int { return s[min(len(s)-1, int(f*float64(len(s))))] }
	return Summary{Mean: mean, SD: math.Sqrt(sq / float64(len(s))), Min: s[0], P10: q(0.1), P50: q(0.5), P90: q(0.9), Max: s[len(s)-1]}
}

// RunSimulation plays o.Games virtual games, every seat an AI, over every
// core, and reports. Game i is dealt from referee.GameSeed(o.Seed, i), so
// the same options give the same report whatever the number of cores.
func RunSimulation(o SimOptions) (*SimReport, error) {
	ps := o.Personas
	if ps == nil {
		ps = Personas()
	}
	n := len(o.Seats)
	r := R()
	for _, id := range o.Seats {
		if strings.TrimSpace(id) == "" {
			return nil, phrase.Usagef("--seats: an empty persona name (the personas are %s)", strings.Join(ps.IDs(), ", "))
		}
		if _, err := ps.Lookup(id); err != nil {
			return nil, phrase.Usagef("--seats: %v", err)
		}
	}
	if n < r.Players.Min || n > r.Players.Max {
		return nil, phrase.Usagef("--seats: %s is for %d-%d corporations, got %d", r.Game, r.Players.Min, r.Players.Max, n)
	}
	if o.Games < 1 {
		return nil, phrase.Usagef("--games must be at least 1, got %d", o.Games)
	}
	if o.Workers < 0 {
		return nil, phrase.Usagef("--workers must be 0 (one per core) or more, got %d", o.Workers)
	}
	rep := &SimReport{Games: o.Games, Seed: o.Seed, Rotate: o.Rotate, Ends: map[string]int{}}
	for _, id := range o.Seats {
		p, _ := ps.Persona(id)
		rep.Seats = append(rep.Seats, SeatReport{Persona: p.ID, Name: p.Name.EN, Seat: p.Seat})
	}
	var turns []int
	externals := 0
	var failed error
	type played struct {
		res GameResult
		err error
	}
	referee.SimulateEach(o.Games, o.Workers, func(i int) played {
		pols := make([]Policy, n)
		for k := range n {
			p, _ := ps.Persona(o.Seats[personaAt(k, i, n, o.Rotate)])
			pols[k] = NewPolicy(p)
		}
		res, err := Simulate(referee.GameSeed(o.Seed, i), pols)
		return played{res, err}
	}, func(i int, pl played) {
		if pl.err != nil {
			if failed == nil {
				failed = fmt.Errorf("game %d (seed %d): %w", i, referee.GameSeed(o.Seed, i), pl.err)
			}
			return
		}
		g := pl.res
		turns = append(turns, g.Turns)
		rep.Ends[g.End.String()]++
		for _, w := range g.Winners {
			rep.Seats[personaAt(w, i, n, o.Rotate)].Wins += 1 / float64(len(g.Winners))
		}
		for k := range n {
			sr := &rep.Seats[personaAt(k, i, n, o.Rotate)]
			st := g.Stats[k]
			sr.scores = append(sr.scores, g.Scores[k])
			sr.Legal += float64(st.Legal)
			sr.Illegal += float64(st.Illegal)
			sr.Violations += float64(st.Violations)
			sr.Passes += float64(st.Passes)
			sr.AuditsMade += float64(st.AuditsMade)
			sr.AuditsSuffered += float64(st.AuditsSuffered)
			sr.Externals += float64(st.Externals)
			sr.Fines += float64(st.Fines)
			sr.sum.add(&st)
			externals += st.Externals
		}
	}, o.Progress)
	if failed != nil {
		return nil, failed
	}
	games := float64(o.Games)
	for k := range rep.Seats {
		sr := &rep.Seats[k]
		sr.WinRate = sr.Wins / games
		sr.WinLow, sr.WinHigh = referee.Wilson(sr.Wins, o.Games)
		sr.Score = summarize(sr.scores)
		for _, x := range []*float64{&sr.Legal, &sr.Illegal, &sr.Violations, &sr.Passes, &sr.AuditsMade, &sr.AuditsSuffered, &sr.Externals, &sr.Fines} {
			*x /= games
		}
		sr.fill(games)
	}
	rep.Turns = summarize(turns)
	rep.ExternalAudits = float64(externals) / games
	return rep, nil
}

// add sums b into a.
func (a *SeatStats) add(b *SeatStats) {
	a.Legal += b.Legal
	a.Illegal += b.Illegal
	a.Violations += b.Violations
	a.Passes += b.Passes
	a.Idle += b.Idle
	a.AuditsMade += b.AuditsMade
	a.AuditsSuffered += b.AuditsSuffered
	a.Externals += b.Externals
	a.Fines += b.Fines
	a.Produced += b.Produced
	a.IllegalHeld += b.IllegalHeld
	for t := range TrackValues {
		a.TurnsAt[t] += b.TurnsAt[t]
		a.AuditsAt[t] += b.AuditsAt[t]
		a.IllegalAt[t] += b.IllegalAt[t]
		a.ViolationsAt[t] += b.ViolationsAt[t]
	}
	for d := range DirtBuckets {
		a.DirtTurns[d] += b.DirtTurns[d]
		a.DirtAudits[d] += b.DirtAudits[d]
		a.DirtExternals[d] += b.DirtExternals[d]
	}
}

// ratio is a/b, 0 when b is 0.
func ratio(a, b int) float64 {
	if b == 0 {
		return 0
	}
	return float64(a) / float64(b)
}

// fill computes the rates from the sums over games.
func (sr *SeatReport) fill(games float64) {
	st := &sr.sum
	turns := st.Turns()
	sr.Produced = float64(st.Produced) / games
	sr.PointsPerTurn = ratio(st.Produced, turns)
	sr.IllegalShare = ratio(st.Illegal, st.Legal+st.Illegal)
	sr.PassShare = ratio(st.Passes-st.Idle, turns)
	sr.IllegalHeld = ratio(st.IllegalHeld, turns)
	sr.ByTrack = make([]TrackReport, TrackValues)
	for t := range TrackValues {
		sr.ByTrack[t] = TrackReport{Track: t, Turns: float64(st.TurnsAt[t]) / games, Audits: ratio(st.AuditsAt[t], st.TurnsAt[t]),
			Illegal: ratio(st.IllegalAt[t], st.TurnsAt[t]), Violations: ratio(st.ViolationsAt[t], st.TurnsAt[t])}
	}
	sr.ByDirt = make([]DirtReport, DirtBuckets)
	for d := range DirtBuckets {
		sr.ByDirt[d] = DirtReport{Rivals: DirtNames[d], Turns: float64(st.DirtTurns[d]) / games, Audits: ratio(st.DirtAudits[d], st.DirtTurns[d]),
			Externals: ratio(st.DirtExternals[d], st.DirtTurns[d])}
	}
}

// personaAt is the index in the seat list of the persona in seat k of game i.
func personaAt(k, i, n int, rotate bool) int {
	if !rotate {
		return k
	}
	return (k + i) % n
}

// Write prints the report for people, in three tables that fit 80 columns
// (--json has every number, the rates by track value and by rival floor
// too).
func (rep *SimReport) Write(w io.Writer) error { return rep.WriteIn(w, ToolLang()) }

// WriteIn is Write in l.
func (rep *SimReport) WriteIn(w io.Writer, lang msg.Lang) error {
	rot := ""
	if rep.Rotate {
		rot = sayf(lang, "sim.rotate")
	}
	for _, l := range tui.Wrap(sayf(lang, "sim.head", rep.Games, rep.Seed, rot)) {
		fmt.Fprintln(w, l)
	}
	fmt.Fprintln(w)
	table := func(head string, row func(k int, s *SeatReport) string) error {
		tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
		fmt.Fprintln(tw, head)
		for k := range rep.Seats {
			fmt.Fprintln(tw, row(k, &rep.Seats[k]))
		}
		if err := tw.Flush(); err != nil {
			return err
		}
		_, err := fmt.Fprintln(w)
		return err
	}
	name := func(k int, s string) string { return fitName(fmt.Sprintf("%d %s", k+1, s), 26) }
	persona := func(s *SeatReport) string {
		if p, ok := Personas().Persona(s.Persona); ok && p.Name.EN == s.Name {
			return p.Name.In(lang)
		}
		return s.Name
	}
	if err := table(sayf(lang, "sim.table1"), func(k int, s *SeatReport) string {
		return fmt.Sprintf("%s\t%s %%\t%s-%s\t%.0f\t%.0f\t%d\t", name(k, persona(s)), dec(lang, 100*s.WinRate, 1), dec(lang, 100*s.WinLow, 1), dec(lang, 100*s.WinHigh, 1), s.Score.Mean, s.Score.SD, s.Score.P50)
	}); err != nil {
		return err
	}
	if err := table(sayf(lang, "sim.table2"), func(k int, s *SeatReport) string {
		return fmt.Sprintf("%s\t%s\t%s\t%s\t%s\t%s\t", name(k, s.Seat), dec(lang, s.Legal, 1), dec(lang, s.Illegal, 1), dec(lang, s.Violations, 2), dec(lang, s.Passes, 1), dec(lang, s.PointsPerTurn, 1))
	}); err != nil {
		return err
	}
	if err := table(sayf(lang, "sim.table3"), func(k int, s *SeatReport) string {
		return fmt.Sprintf("%s\t%s\t%s\t%s\t%.0f\t", name(k, s.Seat), dec(lang, s.AuditsMade, 1), dec(lang, s.AuditsSuffered, 1), dec(lang, s.Externals, 2), s.Fines)
	}); err != nil {
		return err
	}
	var ends []string
	for _, e := range []End{EndScore, EndDeck, EndTieBreak, EndShared} {
		n := rep.Ends[e.String()]
		ends = append(ends, fmt.Sprintf("%s %d (%s %%)", endWord(lang, e), n, dec(lang, 100*float64(n)/float64(rep.Games), 1)))
	}
	for _, line := range []string{
		sayf(lang, "sim.legend"),
		sayf(lang, "sim.length", dec(lang, rep.Turns.Mean, 1), dec(lang, rep.Turns.SD, 1), rep.Turns.Min, rep.Turns.Max),
		sayf(lang, "sim.ends", strings.Join(ends, ", ")),
		sayf(lang, "sim.externals", dec(lang, rep.ExternalAudits, 2)),
	} {
		for _, l := range tui.Wrap(line) {
			if _, err := fmt.Fprintln(w, l); err != nil {
				return err
			}
		}
	}
	return nil
}

// endWord says how a game ended (a function, not a table built at package
// init: the rules data is loaded only by a run that simulates).
func endWord(l msg.Lang, e End) string {
	switch e {
	case EndScore:
		return sayf(l, "sim.end.score", R().WinScore)
	case EndDeck:
		return sayf(l, "sim.end.deck")
	case EndTieBreak:
		return sayf(l, "sim.end.tie_break")
	case EndShared:
		return sayf(l, "sim.end.shared")
	}
	return fmt.Sprint(e)
}

// dec is x with places decimals as l writes them ("12.5", "12,5").
func dec(l msg.Lang, x float64, places int) string {
	s := strconv.FormatFloat(x, 'f', places, 64)
	if l == msg.DE {
		return strings.Replace(s, ".", ",", 1)
	}
	return s
}

// fitName cuts s to n runes, with "…" where it cuts.
func fitName(s string, n int) string {
	r := []rune(s)
	if len(r) <= n {
		return s
	}
	return string(r[:n-1]) + "…"
}

// SVG draws the report: the win rates with their 95 % intervals, and each
// seat's final scores as a histogram with its mean, on one page.
func (rep *SimReport) SVG(w io.Writer) error {
	const width, left, right = 760, 220, 40
	n := len(rep.Seats)
	colors := []string{"#c0392b", "#2471a3", "#1e8449", "#b9770e", "#7d3c98"}
	color := func(k int) string { return colors[k%len(colors)] }
	var b strings.Builder
	rowH := 34
	winTop := 70
	histTop := winTop + n*rowH + 70
	histH := 90
	height := histTop + n*(histH+30) + 40
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d" font-family="sans-serif" font-size="13">`+"\n", width, height, width, height)
	fmt.Fprintf(&b, `<rect width="100%%" height="100%%" fill="white"/>`+"\n")
	fmt.Fprintf(&b, `<text x="20" y="30" font-size="18" font-weight="bold">Rheinhessen: %d simulated games (seed %d)</text>`+"\n", rep.Games, rep.Seed)
	fmt.Fprintf(&b, `<text x="20" y="55" font-weight="bold">Win rate, with its 95 %% interval</text>`+"\n")
	plotW := float64(width - left - right)
	x := func(f float64) float64 { return float64(left) + f*plotW }
	for _, t := range []float64{0, 0.25, 0.5, 0.75, 1} {
		fmt.Fprintf(&b, `<line x1="%.1f" y1="%d" x2="%.1f" y2="%d" stroke="#ddd"/>`+"\n", x(t), winTop-5, x(t), winTop+n*rowH)
		fmt.Fprintf(&b, `<text x="%.1f" y="%d" text-anchor="middle" fill="#666">%.0f %%</text>`+"\n", x(t), winTop+n*rowH+16, 100*t)
	}
	for k, s := range rep.Seats {
		y := winTop + k*rowH
		fmt.Fprintf(&b, `<text x="%d" y="%d" text-anchor="end">%d %s</text>`+"\n", left-10, y+18, k+1, xmlEscape(s.Name))
		fmt.Fprintf(&b, `<rect x="%d" y="%d" width="%.1f" height="20" fill="%s" opacity="0.8"/>`+"\n", left, y+4, x(s.WinRate)-float64(left), color(k))
		fmt.Fprintf(&b, `<line x1="%.1f" y1="%d" x2="%.1f" y2="%d" stroke="black" stroke-width="2"/>`+"\n", x(s.WinLow), y+14, x(s.WinHigh), y+14)
		for _, e := range []float64{s.WinLow, s.WinHigh} {
			fmt.Fprintf(&b, `<line x1="%.1f" y1="%d" x2="%.1f" y2="%d" stroke="black" stroke-width="2"/>`+"\n", x(e), y+8, x(e), y+20)
		}
		label := fmt.Sprintf("%.1f %%", 100*s.WinRate)
		lx, anchor, fill := winLabelAt(x(s.WinLow), x(s.WinHigh), left, width, label)
		fmt.Fprintf(&b, `<text x="%.1f" y="%d" text-anchor="%s" fill="%s">%s</text>`+"\n", lx, y+18, anchor, fill, xmlEscape(label))
	}
	// Score histograms on one scale.
	lo, hi := 0, R().WinScore
	for _, s := range rep.Seats {
		lo, hi = min(lo, s.Score.Min), max(hi, s.Score.Max)
	}
	const bin = 20
	lo, hi = floorTo(lo, bin), floorTo(hi, bin)+bin
	bins := (hi - lo) / bin
	sx := func(v float64) float64 { return float64(left) + (v-float64(lo))/float64(hi-lo)*plotW }
	fmt.Fprintf(&b, `<text x="20" y="%d" font-weight="bold">Final scores (bars of %d points; the line is the mean; the dashed line is %d)</text>`+"\n", histTop-25, bin, R().WinScore)
	for k, s := range rep.Seats {
		top := histTop + k*(histH+30)
		counts := make([]int, bins)
		most := 1
		for _, v := range s.scores {
			i := max(0, min(bins-1, (v-lo)/bin))
			counts[i]++
			most = max(most, counts[i])
		}
		fmt.Fprintf(&b, `<text x="%d" y="%d" text-anchor="end">%d %s</text>`+"\n", left-10, top+histH/2, k+1, xmlEscape(s.Name))
		fmt.Fprintf(&b, `<text x="%d" y="%d" text-anchor="end" fill="#666">mean %.0f, sd %.0f</text>`+"\n", left-10, top+histH/2+16, s.Score.Mean, s.Score.SD)
		for i, c := range counts {
			if c == 0 {
				continue
			}
			h := float64(histH) * float64(c) / float64(most)
			x0 := sx(float64(lo + i*bin))
			fmt.Fprintf(&b, `<rect x="%.1f" y="%.1f" width="%.1f" height="%.1f" fill="%s" opacity="0.75"/>`+"\n",
				x0, float64(top+histH)-h, sx(float64(lo+(i+1)*bin))-x0-1, h, color(k))
		}
		fmt.Fprintf(&b, `<line x1="%d" y1="%d" x2="%d" y2="%d" stroke="#999"/>`+"\n", left, top+histH, width-right, top+histH)
		fmt.Fprintf(&b, `<line x1="%.1f" y1="%d" x2="%.1f" y2="%d" stroke="black" stroke-width="2"/>`+"\n", sx(s.Score.Mean), top, sx(s.Score.Mean), top+histH)
		fmt.Fprintf(&b, `<line x1="%.1f" y1="%d" x2="%.1f" y2="%d" stroke="#555" stroke-dasharray="4 3"/>`+"\n", sx(float64(R().WinScore)), top, sx(float64(R().WinScore)), top+histH)
	}
	axis := histTop + n*(histH+30) - 10
	for v := floorTo(lo, 100); v <= hi; v += 100 {
		if v < lo {
			continue
		}
		fmt.Fprintf(&b, `<text x="%.1f" y="%d" text-anchor="middle" fill="#666">%d</text>`+"\n", sx(float64(v)), axis, v)
	}
	b.WriteString("</svg>\n")
	_, err := io.WriteString(w, b.String())
	return err
}

// labelWidth is a generous width of a label at the plot's font size (13 px
// sans-serif: digits, spaces and % are under 8 px each).
func labelWidth(label string) float64 { return 8 * float64(len(label)) }

// winLabelAt places a win rate's label: right of its interval when it fits
// in the picture; else inside the bar, left of the interval, in white; else
// against the picture's right edge.
func winLabelAt(low, high float64, left, width int, label string) (x float64, anchor, fill string) {
	const gap, margin = 6, 4
	lw := labelWidth(label)
	switch {
	case high+gap+lw <= float64(width-margin):
		return high + gap, "start", "black"
	case low-gap-lw >= float64(left+margin):
		return low - gap, "end", "white"
	}
	return float64(width - margin), "end", "black"
}

func floorTo(v, step int) int {
	if v >= 0 {
		return v / step * step
	}
	return -((-v + step - 1) / step * step)
}

func xmlEscape(s string) string {
	return strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;", `"`, "&quot;").Replace(s)
}
