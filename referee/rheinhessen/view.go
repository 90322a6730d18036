package rheinhessen

import (
	"fmt"
	"io"
	"sort"
	"strings"

	"boardroom/phrase/msg"
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
		v.Zone = z.Name.In(s.Language())
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
	l := s.Language()
	var b strings.Builder
	if s.Ended {
		b.WriteString(s.say("show.ended", s.Turn, s.Round(), s.Result) + "\n")
	} else {
		if s.Audited >= 0 {
			b.WriteString(s.say("show.turn_audited", s.Turn, s.Round(), s.CurrentName(), s.Players[s.Audited].Name) + "\n")
		} else {
			b.WriteString(s.say("show.turn", s.Turn, s.Round(), s.CurrentName()) + "\n")
		}
	}
	zone := ""
	if z, ok := r.Zone(s.Track); ok {
		zone = " (" + z.Name.In(l) + ")"
	}
	b.WriteString(s.say("show.pile", s.DrawPile, s.Track, r.Track.ExternalAuditAt, zone))
	if len(s.Discards) > 0 {
		b.WriteString(s.say("show.removed", len(s.Discards)))
	}
	b.WriteString("\n")
	if s.LastTurn > 0 && !s.Ended {
		b.WriteString(s.say("show.last_turn", s.LastTurn, s.Players[(s.LastTurn-1)%len(s.Players)].Name) + "\n")
	}
	var st []string
	for _, i := range s.Standings() {
		st = append(st, fmt.Sprintf("%s %d", s.Players[i].Name, s.Players[i].Score))
	}
	b.WriteString(s.say("show.standings", strings.Join(st, ", ")) + "\n")
	width := s.NameWidth()
	for i := range s.Players {
		p := &s.Players[i]
		mark := "  "
		if !s.Ended && i == s.Current {
			mark = "> "
		}
		fmt.Fprintf(&b, "%s%-*s %s", mark, width, p.Name, s.say("show.player", p.Score, p.Hand))
		if s.IsAI(i) {
			b.WriteString(" " + s.say("show.ai"))
		}
		if len(p.Floor) == 0 {
			b.WriteString(s.say("show.floor_empty") + "\n")
			continue
		}
		b.WriteString(s.say("show.floor", p.FloorRaw(), p.IllegalRaw()) + "\n")
		for _, h := range p.Floor {
			fmt.Fprintf(&b, "    %-28s %s %s\n", handLabel(l, h), cards.Format(h.Cards), s.say("show.raw", h.Raw))
		}
	}
	if s.Ended {
		fmt.Fprintf(&b, "%s.\n", s.WinnerText())
	} else if hint {
		b.WriteString(s.say("show.next", s.hint()) + "\n")
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
		return s.say("hint.virtual", n)
	}
	if s.CanAudit() {
		return s.say("hint.audit", n)
	}
	return s.say("hint.produce", n)
}

// Compact is the state in a few lines for `play` (80x24): the turn, the draw
// pile and the audit track, one line per corporation and what comes next;
// `show` lists every floor's hands.
func (s *State) Compact() string {
	r := R()
	l := s.Language()
	head := s.say("show.turn", s.Turn, s.Round(), s.CurrentName())
	if isYou(s.CurrentName()) {
		head = s.say("compact.turn.you", s.Turn, s.Round())
	}
	if s.Ended {
		head = s.say("compact.ended", s.Turn, s.Round())
	}
	head += " " + s.say("compact.pile", s.DrawPile, s.Track, r.Track.ExternalAuditAt)
	lines := []string{head}
	width := s.NameWidth()
	for i := range s.Players {
		p := &s.Players[i]
		mark := " "
		if !s.Ended && i == s.Current {
			mark = ">"
		}
		line := fmt.Sprintf("%s%-*s %10s  %s  ", mark, width, p.Name, pointsN(l, p.Score), handCount(l, p.Hand))
		if len(p.Floor) == 0 {
			line += s.say("compact.floor_empty")
		} else {
			line += s.say("compact.floor", len(p.Floor), p.FloorRaw(), p.IllegalRaw())
		}
		if i == s.Audited {
			line += " " + s.say("compact.audited")
		}
		lines = append(lines, line)
	}
	if s.Ended {
		lines = append(lines, s.WinnerText()+".")
	} else {
		lines = append(lines, s.say("show.next", s.hint()))
	}
	return tui.Compact(lines...)
}

// handCount is "1 card", "12 cards", in the same width (the players' lines
// of play line up).
func handCount(l msg.Lang, n int) string { return fmt.Sprintf("%-8s", cardsN(l, n)) }

// DisplayLabels are the display's words for the keys of show --json, in
// English (the display reads view.<key> of the game's catalogue in the
// table's language where it can).
func DisplayLabels() map[string]string {
	m := map[string]string{}
	for _, k := range []string{"last_turn", "track", "zone", "audited", "floor_raw", "floor_illegal_raw", "turn"} {
		m[k] = help("view." + k)
	}
	return m
}
