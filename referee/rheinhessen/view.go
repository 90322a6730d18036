package rheinhessen

import (
	"fmt"
	"io"
	"sort"
	"strings"

	"boardroom/referee/tui"
	"boardroom/rules/cards"
)

// View is what `show --json` prints.
type View struct {
	Turn     int     `json:"turn"`
	Round    int     `json:"round"`
	Current  *string `json:"current"` // whose turn it is; null once the game has ended
	DrawPile int     `json:"draw_pile"`
	Track    int     `json:"track"`
	Zone     string  `json:"zone"`    // the track's zone: safe, high alert, critical
	Audited  *string `json:"audited"` // the rival the current corporation audited this turn, or null
	// LastTurn is the turn that ends the game once the draw pile has run
	// out (0 before).
	LastTurn int          `json:"last_turn"`
	Discards []cards.Card `json:"discards"` // cards audits removed from floors
	Ended    bool         `json:"ended"`
	// Winner is the winner's name; null while the game goes on, and when
	// the win is shared (Winners then lists them).
	Winner  *string  `json:"winner"`
	Winners []string `json:"winners"`
	Result  string   `json:"result,omitempty"`
	// Standings are the names from first to last: score, then the lower
	// illegal raw value on the floor (the end-of-deck tie-break), then seat.
	Standings []string     `json:"standings"`
	Players   []PlayerView `json:"players"`
	// Next is what the table does now ("" once the game has ended).
	Next string `json:"next,omitempty"`
}

// PlayerView is one corporation in `show --json`.
type PlayerView struct {
	Name            string      `json:"name"`
	Score           int         `json:"score"`
	Hand            int         `json:"cards_in_hand"`
	Floor           []FloorHand `json:"floor"`
	FloorRaw        int         `json:"floor_raw"`
	FloorIllegalRaw int         `json:"floor_illegal_raw"`
	// AI is the persona playing this seat in a virtual game (R35, R36);
	// absent for a human.
	AI string `json:"ai,omitempty"`
}

// ToView builds the JSON view.
func (s *State) ToView() View {
	v := View{Turn: s.Turn, Round: s.Round(), DrawPile: s.DrawPile, Track: s.Track, LastTurn: s.LastTurn,
		Discards: append([]cards.Card{}, s.Discards...), Ended: s.Ended, Winners: []string{}, Result: s.Result}
	if z, ok := R().Zone(s.Track); ok {
		v.Zone = z.Name
	}
	if !s.Ended {
		n := s.Players[s.Current].Name
		v.Current = &n
		if s.Audited >= 0 {
			a := s.Players[s.Audited].Name
			v.Audited = &a
		}
	}
	for _, w := range s.Winners {
		v.Winners = append(v.Winners, s.Players[w].Name)
	}
	if len(v.Winners) == 1 {
		v.Winner = &v.Winners[0]
	}
	for _, i := range s.Standings() {
		v.Standings = append(v.Standings, s.Players[i].Name)
	}
	if !s.Ended {
		v.Next = s.hint()
	}
	for i := range s.Players {
		p := &s.Players[i]
		fl := append([]FloorHand{}, p.Floor...)
		pv := PlayerView{Name: p.Name, Score: p.Score, Hand: p.Hand, Floor: fl,
			FloorRaw: p.FloorRaw(), FloorIllegalRaw: p.IllegalRaw()}
		if s.IsAI(i) {
			pv.AI = s.AI[i]
		}
		v.Players = append(v.Players, pv)
	}
	return v
}

// Write prints the state for people.
func (s *State) Write(w io.Writer) error {
	_, err := io.WriteString(w, s.Text(true))
	return err
}

// Text is the state in a few lines; hint adds what the table does next.
func (s *State) Text(hint bool) string {
	r := R()
	var b strings.Builder
	if s.Ended {
		fmt.Fprintf(&b, "The game has ended after turn %d (round %d): %s.\n", s.Turn, s.Round(), s.Result)
	} else {
		fmt.Fprintf(&b, "Turn %d (round %d): %s to play", s.Turn, s.Round(), s.CurrentName())
		if s.Audited >= 0 {
			fmt.Fprintf(&b, " (has audited %s)", s.Players[s.Audited].Name)
		}
		b.WriteString(".\n")
	}
	zone := ""
	if z, ok := r.Zone(s.Track); ok {
		zone = " (" + z.Name + ")"
	}
	fmt.Fprintf(&b, "Draw pile: %s. Audit track: %d of %d%s.", plural(s.DrawPile, "card", "cards"), s.Track, r.Track.ExternalAuditAt, zone)
	if len(s.Discards) > 0 {
		fmt.Fprintf(&b, " Removed by audits: %s.", plural(len(s.Discards), "card", "cards"))
	}
	b.WriteString("\n")
	if s.LastTurn > 0 && !s.Ended {
		fmt.Fprintf(&b, "The draw pile has run out: the game ends after turn %d (%s's).\n", s.LastTurn, s.Players[(s.LastTurn-1)%len(s.Players)].Name)
	}
	var st []string
	for _, i := range s.Standings() {
		st = append(st, fmt.Sprintf("%s %d", s.Players[i].Name, s.Players[i].Score))
	}
	fmt.Fprintf(&b, "Standings: %s.\n", strings.Join(st, ", "))
	width := s.NameWidth()
	for i := range s.Players {
		p := &s.Players[i]
		mark := "  "
		if !s.Ended && i == s.Current {
			mark = "> "
		}
		fmt.Fprintf(&b, "%s%-*s %s, holds %s", mark, width, p.Name, points(p.Score), plural(p.Hand, "card", "cards"))
		if s.IsAI(i) {
			fmt.Fprintf(&b, " (AI)")
		}
		if len(p.Floor) == 0 {
			b.WriteString("; floor empty\n")
			continue
		}
		fmt.Fprintf(&b, "; floor raw %d, illegal raw %d\n", p.FloorRaw(), p.IllegalRaw())
		for _, h := range p.Floor {
			fmt.Fprintf(&b, "    %-28s %s (raw %d)\n", handLabel(h), cards.Format(h.Cards), h.Raw)
		}
	}
	if s.Ended {
		fmt.Fprintf(&b, "%s.\n", s.WinnerText())
	} else if hint {
		fmt.Fprintf(&b, "Next: %s\n", s.hint())
	}
	return b.String()
}

// Standings are the seats from first to last: the higher score, then the
// lower illegal raw value on the floor, then seat order.
func (s *State) Standings() []int {
	idx := make([]int, len(s.Players))
	for i := range idx {
		idx[i] = i
	}
	sort.SliceStable(idx, func(a, b int) bool {
		pa, pb := &s.Players[idx[a]], &s.Players[idx[b]]
		if pa.Score != pb.Score {
			return pa.Score > pb.Score
		}
		return pa.IllegalRaw() < pb.IllegalRaw()
	})
	return idx
}

// hint says what the table does next.
func (s *State) hint() string {
	n := s.CurrentName()
	if s.Virtual() && s.CanAudit() {
		return fmt.Sprintf("'hand %s' (only %s looks), 'audit %s <rival>' (optional), then 'produce %s <cards...>' [--illegal] or 'pass %s'; or 'play'.", n, n, n, n, n)
	}
	if s.CanAudit() {
		return fmt.Sprintf("'audit %s <rival>' (optional), then 'produce %s <cards...>' (add --illegal for an illegal production) or 'pass %s'.", n, n, n)
	}
	return fmt.Sprintf("'produce %s <cards...>' (add --illegal for an illegal production) or 'pass %s'.", n, n)
}

// Compact is the state in a few lines for `play` (80x24): the turn, the draw
// pile and the audit track, one line per corporation and what comes next;
// `show` lists every floor's hands.
func (s *State) Compact() string {
	r := R()
	head := fmt.Sprintf("Turn %d (round %d): %s to play.", s.Turn, s.Round(), s.CurrentName())
	if isYou(s.CurrentName()) {
		head = fmt.Sprintf("Turn %d (round %d): your turn.", s.Turn, s.Round())
	}
	if s.Ended {
		head = fmt.Sprintf("The game has ended after turn %d (round %d).", s.Turn, s.Round())
	}
	head += fmt.Sprintf(" Draw pile %d. Audit track %d of %d.", s.DrawPile, s.Track, r.Track.ExternalAuditAt)
	lines := []string{head}
	width := s.NameWidth()
	for i := range s.Players {
		p := &s.Players[i]
		mark := " "
		if !s.Ended && i == s.Current {
			mark = ">"
		}
		l := fmt.Sprintf("%s%-*s %10s  %s  ", mark, width, p.Name, points(p.Score), handCount(p.Hand))
		if len(p.Floor) == 0 {
			l += "floor empty"
		} else {
			l += fmt.Sprintf("floor: %s, raw %d, illegal raw %d", plural(len(p.Floor), "production", "productions"), p.FloorRaw(), p.IllegalRaw())
		}
		if i == s.Audited {
			l += " (audited)"
		}
		lines = append(lines, l)
	}
	if s.Ended {
		lines = append(lines, s.WinnerText()+".")
	} else {
		lines = append(lines, "Next: "+s.hint())
	}
	return tui.Compact(lines...)
}

// handCount is "1 card", "12 cards", in the same width (the players' lines
// of play line up).
func handCount(n int) string { return fmt.Sprintf("%-8s", plural(n, "card", "cards")) }

// isYou reports whether a player is named "You" (a solo player often is):
// the sentences about them then read "You pass", "your floor".
func isYou(name string) bool { return strings.EqualFold(strings.TrimSpace(name), "you") }

// subject is name with the verb that agrees with it: "Anna passes", "You
// pass".
func subject(name, verb, verbYou string) string {
	if isYou(name) {
		return "You " + verbYou
	}
	return name + " " + verb
}

// possessive is "Anna's" or, for a player named You, "your" ("Your" at the
// start of a sentence: start).
func possessive(name string, start bool) string {
	switch {
	case isYou(name) && start:
		return "Your"
	case isYou(name):
		return "your"
	}
	return name + "'s"
}
