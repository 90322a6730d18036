package politicard

import (
	"fmt"
	"io"
	"strings"

	"boardroom/phrase/msg"
	"boardroom/referee"
	"boardroom/referee/tui"
	politicardrules "boardroom/rules/politicard"
)

// View is what `show --json` prints.
type View struct {
	Round   int          `json:"round"`
	Turn    int          `json:"turn"`
	Active  *string      `json:"active"` // null once the match has ended
	Tie     string       `json:"tie"`
	Window  *WindowView  `json:"window"`
	Results []ResultView `json:"results"`
	Ended   bool         `json:"ended"`
	Winner  *string      `json:"winner"`
	// Next is what the table can do now, in commands ("" once ended).
	Next    string       `json:"next,omitempty"`
	Players []PlayerView `json:"players"`
	// Words are the table display's words in the match's language, by key
	// (the message display.<key>).
	Words map[string]string `json:"words"`
}

// displayWords are the keys of the display's words (View.Words).
var displayWords = []string{"round", "turn", "to_play", "rounds_won", "influence", "in_hand", "deck", "discard", "face_down_count",
	"passed", "government_row", "public_row", "power", "tier", "deactivated", "shield", "counts_zero", "from", "empty", "slots",
	"instant", "government_ongoing", "public_ongoing", "face_down", "interventions", "influence_head", "no_government_card"}

// ResultView is a round's result, the winner also by name.
type ResultView struct {
	RoundResult
	WinnerName string `json:"winner_name"`
	Said       string `json:"said"` // the result in a sentence, in the match's language
}

// WindowView is the open trigger window: whose action and who may reveal.
// Which interventions could fire is the owner's to know, never the table's
// (what a player hides stays out of what the table shares): it is asked for in `play` as the owner.
type WindowView struct {
	Action   string `json:"action"`
	Owner    string `json:"owner"`
	Deferred bool   `json:"card_waits"`
	Said     string `json:"said"` // the window in a sentence, in the match's language
}

// CardView is a card on the table.
type CardView struct {
	ID          string `json:"id"`
	Name        string `json:"name"`
	Owner       string `json:"owner"`
	Power       int    `json:"power,omitempty"`     // government cards: the printed power
	Tier        int    `json:"tier,omitempty"`      // government cards: the rank tier
	Value       *int   `json:"influence,omitempty"` // government cards: power + buffs - debuffs (PC10)
	Buff        int    `json:"buff"`
	Debuff      int    `json:"debuff"`
	Deactivated bool   `json:"deactivated"`
	Shield      bool   `json:"shield"`
	Zeroed      bool   `json:"counts_zero"`
}

// PlayerView is one player in `show --json`.
type PlayerView struct {
	Name          string                `json:"name"`
	Wins          int                   `json:"round_wins"`
	AP            int                   `json:"ap"`
	Passed        bool                  `json:"passed"`
	Deck          int                   `json:"deck"`
	Hand          int                   `json:"cards_in_hand"` // counted, never seen
	Discard       []string              `json:"discard"`
	DiscardHidden int                   `json:"discard_face_down"`
	FaceDown      int                   `json:"interventions_face_down"`
	Government    []CardView            `json:"government"`
	Public        []CardView            `json:"public"`
	Instant       *CardView             `json:"instant"`
	GovSlot       *CardView             `json:"government_slot"`
	PubSlot       *CardView             `json:"public_slot"`
	Influence     politicardrules.Score `json:"influence"`
	Round         RoundFlags            `json:"round_flags"`
}

func (s *State) cardView(q *politicardrules.Placed) *CardView {
	if q == nil {
		return nil
	}
	v := &CardView{ID: q.ID, Name: s.Name(q.ID), Owner: s.Players[q.Owner].Name, Buff: q.Buff, Debuff: q.Debuff,
		Deactivated: q.Deactivated, Shield: q.Shield, Zeroed: q.Zeroed}
	if c := R().MustCard(q.ID); c.Type == politicardrules.Government {
		n := R().Value(*q)
		v.Value, v.Power, v.Tier = &n, c.Power, c.Tier
	}
	return v
}

// ToView builds the JSON view.
func (s *State) ToView() View {
	v := View{Round: s.Round, Turn: s.Turn, Tie: s.Tie, Results: []ResultView{}, Ended: s.Ended, Words: map[string]string{}}
	for _, k := range displayWords {
		v.Words[k] = s.tr("display." + k)
	}
	for _, r := range s.Results {
		v.Results = append(v.Results, ResultView{RoundResult: r, WinnerName: s.Players[r.Winner].Name,
			Said: s.tr("display.result", r.Round, s.Players[r.Winner].Name, r.Why)})
	}
	if s.Ended {
		n := s.Players[s.Winner].Name
		v.Winner = &n
	} else {
		n := s.Players[s.Active].Name
		v.Active = &n
		v.Next = s.hint()
	}
	if w := s.Window; w != nil {
		v.Window = &WindowView{Action: s.describe(*w), Owner: s.Players[1-w.Player].Name, Deferred: w.Deferred}
		v.Window.Said = s.tr("display.window", v.Window.Action, v.Window.Owner)
	}
	for i := range s.Players {
		p := &s.Players[i]
		pv := PlayerView{Name: p.Name, Wins: p.Wins, AP: p.AP, Passed: p.Passed, Deck: p.DeckLeft, Hand: p.Hand,
			Discard: append([]string{}, p.Discard...), DiscardHidden: p.DiscardHidden, FaceDown: p.FaceDown,
			Government: []CardView{}, Public: []CardView{}, Influence: s.Influence(i), Round: p.Round}
		for j := range p.Side.Gov {
			pv.Government = append(pv.Government, *s.cardView(&p.Side.Gov[j]))
		}
		for j := range p.Side.Pub {
			pv.Public = append(pv.Public, *s.cardView(&p.Side.Pub[j]))
		}
		pv.Instant, pv.GovSlot, pv.PubSlot = s.cardView(p.Side.Instant), s.cardView(p.Side.GovSlot), s.cardView(p.Side.PubSlot)
		v.Players = append(v.Players, pv)
	}
	return v
}

// Write prints the state for people.
func (s *State) Write(w io.Writer) error {
	_, err := io.WriteString(w, s.Text())
	return err
}

// cardText is "G4 Dorian Valcourt 8+2 (shield)".
func (s *State) cardText(q *politicardrules.Placed) string {
	c := R().MustCard(q.ID)
	t := s.Label(q.ID)
	if c.Type == politicardrules.Government {
		t += fmt.Sprintf(" %d", c.Power)
		if q.Buff > 0 {
			t += fmt.Sprintf("+%d", q.Buff)
		}
		if q.Debuff > 0 {
			t += fmt.Sprintf("-%d", q.Debuff)
		}
	}
	var tags []string
	if q.Deactivated {
		tags = append(tags, s.tr("show.deactivated"))
	}
	if q.Shield {
		tags = append(tags, s.tr("show.shield"))
	}
	if q.Zeroed {
		tags = append(tags, s.tr("show.zeroed"))
	}
	if !s.owns(q) {
		tags = append(tags, s.tr("show.borrowed", s.Players[q.Owner].Name))
	}
	if len(tags) > 0 {
		t += " (" + strings.Join(tags, ", ") + ")"
	}
	return t
}

// owns reports whether q lies on its owner's side.
func (s *State) owns(q *politicardrules.Placed) bool {
	side, _, _, _ := s.find(q.Seq)
	return side == q.Owner
}

// Text is the whole state: the round, each player's counts, rows, slots
// and influence itemised (PC10), and what comes next.
func (s *State) Text() string {
	var b strings.Builder
	if s.Ended {
		b.WriteString(s.tr("show.ended", s.Players[s.Winner].Name, s.Players[s.Winner].Wins, s.Players[1-s.Winner].Wins) + "\n")
	} else {
		b.WriteString(s.tr("show.turn", s.Round, s.Turn, s.Players[s.Active].Name, s.Players[s.Active].AP) + "\n")
	}
	for _, r := range s.Results {
		b.WriteString(s.tr("show.result", r.Round, s.Players[r.Winner].Name, r.Why) + "\n")
	}
	for i := range s.Players {
		p := &s.Players[i]
		mark := "  "
		if !s.Ended && i == s.Active {
			mark = "> "
		}
		pass := ""
		if p.Passed {
			pass = s.tr("show.passed")
		}
		b.WriteString(mark + s.tr("show.player", p.Name, p.Wins, p.AP, pass, p.DeckLeft, p.Hand, len(p.Discard), p.DiscardHidden, p.FaceDown) + "\n")
		row := func(label string, qs []politicardrules.Placed) {
			var parts []string
			for j := range qs {
				parts = append(parts, s.cardText(&qs[j]))
			}
			if len(parts) == 0 {
				parts = []string{s.tr("show.empty")}
			}
			fmt.Fprintf(&b, "    %s: %s\n", label, strings.Join(parts, "; "))
		}
		row(s.tr("place.gov_row"), p.Side.Gov)
		row(s.tr("place.pub_row"), p.Side.Pub)
		var slots []string
		for _, sl := range []struct {
			name string
			q    *politicardrules.Placed
		}{{s.tr("show.instant"), p.Side.Instant}, {s.tr("show.gov_slot"), p.Side.GovSlot}, {s.tr("show.pub_slot"), p.Side.PubSlot}} {
			if sl.q != nil {
				slots = append(slots, sl.name+" "+s.cardText(sl.q))
			}
		}
		if len(slots) > 0 {
			fmt.Fprintf(&b, "    %s\n", strings.Join(slots, "; "))
		}
		sc := s.Influence(i)
		b.WriteString("    " + s.tr("show.influence", sc.Total) + "\n")
		for _, l := range sc.Lines {
			fmt.Fprintf(&b, "      %+3d  %s\n", l.Points, l.What)
		}
	}
	if w := s.Window; w != nil {
		b.WriteString(s.tr("show.window", s.describe(*w), s.Players[1-w.Player].Name) + "\n")
	}
	if !s.Ended {
		b.WriteString(s.tr("show.next", s.hint()) + "\n")
	}
	return b.String()
}

// Compact is the state for `play` (80x24).
func (s *State) Compact() string {
	lines := []string{}
	if s.Ended {
		lines = append(lines, s.tr("show.ended", s.Players[s.Winner].Name, s.Players[s.Winner].Wins, s.Players[1-s.Winner].Wins))
	} else {
		lines = append(lines, s.tr("show.turn", s.Round, s.Turn, s.Players[s.Active].Name, s.Players[s.Active].AP))
	}
	for i := range s.Players {
		p := &s.Players[i]
		lines = append(lines, s.tr("show.compact", p.Name, p.Wins, s.Influence(i).Total, p.Hand, p.DeckLeft, p.FaceDown, len(p.Side.Gov), R().RowSize, len(p.Side.Pub)))
	}
	if w := s.Window; w != nil {
		lines = append(lines, s.tr("show.window_short", s.Players[1-w.Player].Name))
	}
	var out []string
	for _, l := range lines {
		out = append(out, tui.Wrap(l)...) // wrapped, never cut mid-word
	}
	return strings.Join(out, "\n")
}

// heldAt is seat i's place for cards the table holds unseen ("Anna's
// hand"); "" for an AI seat, whose deck, hand and face-down cards the
// referee holds (PC23).
// what is the place's message under "place.": deck, hand, facedown,
// discard_hidden.
func (s *State) heldAt(i int, what string) string {
	if s.IsAI(i) {
		return ""
	}
	return s.tr("place."+what, s.Players[i].Name)
}

// discardPlace is a player's discard pile (face up).
func (s *State) discardPlace(name string) string { return s.tr("place.discard", name) }

// cardName is a card as the table is told it: its label in quotes.
func (s *State) cardName(id string) string { return fmt.Sprintf("%q", s.Label(id)) }

// placeOf is where the placed card seq lies: "Anna's government row".
func (s *State) placeOf(seq int) string {
	side, row, _, ok := s.find(seq)
	if !ok {
		return ""
	}
	id := map[string]string{"government": "place.gov_row_of", "public": "place.pub_row_of", "instant": "place.instant_of",
		"government slot": "place.gov_slot_of"}[row]
	if id == "" {
		id = "place.pub_slot_of"
	}
	return s.tr(id, s.Players[side].Name)
}

// moveCard records the card id moved from one place to another.
func (s *State) moveCard(id, from, to string) {
	s.Moved.MoveCards("card", []string{s.cardName(id)}, from, to)
}

// OnTable is what lies on the table: each player's deck, hand, face-down
// interventions and discard piles (an AI seat's hidden cards are the
// referee's), the rows and slots, each card by its label; after an undo
// the players are told what each undone action moved, backwards (Journal).
func (s *State) OnTable() referee.Table {
	var t referee.Table
	for i := range s.Players {
		p := &s.Players[i]
		if !s.IsAI(i) { // the referee holds an AI seat's deck, hand and face-down cards (PC23)
			t.Add(s.heldAt(i, "deck"), "card", p.DeckLeft)
			t.Add(s.heldAt(i, "hand"), "card", p.Hand)
			t.Add(s.heldAt(i, "facedown"), "card", p.FaceDown)
			t.Add(s.heldAt(i, "discard_hidden"), "card", p.DiscardHidden)
			t.Place(s.heldAt(i, "deck"), s.heldAt(i, "hand"), s.heldAt(i, "facedown"), s.heldAt(i, "discard_hidden"))
		}
		var names []string
		for _, id := range p.Discard {
			names = append(names, s.cardName(id))
		}
		t.AddCards(s.discardPlace(p.Name), "card", names)
		t.Place(s.discardPlace(p.Name))
		sd := &p.Side
		for _, row := range []struct {
			place string
			cards []politicardrules.Placed
		}{{s.tr("place.gov_row_of", p.Name), sd.Gov}, {s.tr("place.pub_row_of", p.Name), sd.Pub}} {
			t.Place(row.place)
			for j := range row.cards {
				q := &row.cards[j]
				t.AddCards(row.place, "card", []string{s.cardName(q.ID)})
				if v := strings.TrimSpace(strings.TrimPrefix(s.cardText(q), s.Label(q.ID))); v != "" {
					t.Mark(s.tr("place.mark", s.Label(q.ID), row.place, j+1), v)
				}
			}
		}
		for _, sl := range []struct {
			place string
			q     *politicardrules.Placed
		}{{s.tr("place.instant_of", p.Name), sd.Instant}, {s.tr("place.gov_slot_of", p.Name), sd.GovSlot}, {s.tr("place.pub_slot_of", p.Name), sd.PubSlot}} {
			t.Place(sl.place)
			if sl.q != nil {
				t.AddCards(sl.place, "card", []string{s.cardName(sl.q.ID)})
			}
		}
		t.Mark(s.tr("place.ap_of", p.Name), fmt.Sprint(p.AP))
		t.Mark(s.tr("place.wins_of", p.Name), fmt.Sprint(p.Wins))
	}
	return t
}

// TUIView is how `play` and the verbs show the match.
var TUIView = tui.View[*State]{
	Show:    func(s *State) string { return s.Compact() },
	Events:  func(s *State) []string { return s.Events },
	Table:   func(s *State) referee.Table { return s.OnTable() },
	Journal: func(s *State) referee.Journal { return s.Moved },
}

// PlayView is TUIView for `play`: each sentence wrapped at tui.Width,
// words whole, never cut by the terminal's edge.
var PlayView = tui.View[*State]{
	Messages: politicardrules.Messages, // the fields' questions, in the game's language
	Show:     TUIView.Show,
	Events:   TUIView.Events,
	Table:    TUIView.Table,
	Journal:  TUIView.Journal,
	Wrap:     true,
	Auto:     NextAI,
}

// verb is a verb's name as the table types it in its language (the
// command line takes either language's name).
func (s *State) verb(name string) string { return s.tr("verb." + name + ".name") }

// hint is what the table can do now, as commands.
func (s *State) hint() string {
	p := &s.Players[s.Active]
	n := p.Name
	var opts []string
	if w := s.Window; w != nil && s.Players[1-w.Player].FaceDown > 0 && !s.IsAI(1-w.Player) {
		opts = append(opts, s.tr("hint.trigger", s.verb("trigger"), s.Players[1-w.Player].Name))
		if s.IsAI(s.Active) {
			// the referee waits for the person before the AI plays on (PC23)
			return s.tr("hint.or", opts[0], s.tr("hint.command", s.verb("let"), s.Players[1-w.Player].Name))
		}
	}
	if s.IsAI(s.Active) {
		return s.tr("hint.ai", n)
	}
	if s.canPlay(s.Active) {
		opts = append(opts, s.tr("hint.place", s.verb("place"), n))
	}
	if p.AP >= R().PlayCost && p.Hand > 0 {
		opts = append(opts, s.tr("hint.command", s.verb("set"), n))
	}
	if p.Side.Instant != nil {
		opts = append(opts, s.tr("hint.command", s.verb("activate"), n))
	}
	opts = append(opts, s.tr("hint.command", s.verb("end"), n), s.tr("hint.command", s.verb("pass"), n))
	return s.tr("hint.or", strings.Join(opts[:len(opts)-1], ", "), opts[len(opts)-1])
}

// viewKeys are the keys of `show --json` the generic display labels
// (the message view.<key>, said in the page's language).
var viewKeys = []string{"round", "turn", "active", "tie", "round_wins", "ap", "deck", "cards_in_hand", "discard",
	"discard_face_down", "interventions_face_down", "influence", "winner", "results", "passed"}

// DisplayLabels are the display's labels of the view's keys in English
// (the display says them in the page's language from the catalogue).
func DisplayLabels() map[string]string {
	m := map[string]string{}
	for _, k := range viewKeys {
		m[k] = politicardrules.Messages.Say(msg.EN, "view."+k)
	}
	return m
}
