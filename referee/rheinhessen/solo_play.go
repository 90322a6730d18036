package rheinhessen

import (
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"
	"time"

	"boardroom/phrase/msg"
	"boardroom/referee"
	"boardroom/referee/tui"
	"boardroom/rules/cards"
	rheinhessenrules "boardroom/rules/rheinhessen"
)

// SoloPause is how long `play` waits after each AI turn it shows, so a person
// can follow; tests set it to 0.
var SoloPause = 900 * time.Millisecond

// playSolo is `play` for a virtual game: the human whose turn it is sees
// their hand (sortable by rank or suit), the legal productions it holds with
// their points, the best safe illegal production, the floors, scores and the
// audit track, and picks; every AI turn is shown as it happens. With several
// humans at one screen, the others are asked to look away before a hand is
// shown. A table of humans with real cards gets the usual menus (false).
func playSolo(g *referee.Game[*State], p tui.Prompter, out io.Writer) (bool, error) {
	if !g.State().Virtual() {
		return false, nil
	}
	handled, err := playSoloTurns(g, p, out)
	if handled && err == nil && !g.State().Ended {
		// quit: where the game is and how to go on, as every play says
		tui.Saved(g, out)
	}
	return handled, err
}

// playSoloTurns is playSolo's loop, until the game ends or the person quits.
func playSoloTurns(g *referee.Game[*State], p tui.Prompter, out io.Writer) (bool, error) {
	humans := 0
	for i := range g.State().Players {
		if !g.State().IsAI(i) {
			humans++
		}
	}
	policies := g.State().Policies()
	bySuit := false
	shown := -1         // the human whose hand is on the screen
	var recent []string // the turns since the human's last screen
	var notice []string // a refusal, or what an undo took back, to tell on the next screen
	for {
		s := g.State()
		if s.Ended {
			fmt.Fprintln(out, s.Compact())
			return true, nil
		}
		if s.IsAI(s.Current) {
			a, _ := NextAI(s, policies)
			after, err := g.Do(a)
			if err != nil {
				return true, fmt.Errorf("%s: %w", s.say("solo.ai_refused", s.CurrentName()), err)
			}
			line := TurnLine(s, after, a)
			fmt.Fprintln(out, strings.Join(tui.Wrap(line), "\n"))
			recent = append(recent, line)
			if SoloPause > 0 {
				time.Sleep(SoloPause)
			}
			continue
		}
		me := s.Current
		if humans > 1 && shown != me {
			// The last player's hand must leave the screen before the next
			// one sits down; the turns since are shown again with the hand.
			tui.ClearScreen(out)
			fmt.Fprintln(out, s.say("solo.look_away", s.Players[me].Name))
			ok, err := p.Confirm(s.say("solo.ready", s.Players[me].Name))
			if errors.Is(err, tui.ErrQuit) {
				return true, nil
			}
			if err != nil {
				return true, err
			}
			if !ok {
				continue
			}
		}
		shown = me
		tui.ClearScreen(out) // a fresh screen: the table, then the menu
		screen, maxLegal := soloFrame(s, me, bySuit, recent, notice, tui.Rows())
		fmt.Fprintln(out, screen)
		for _, l := range notice { // told on the screen it would otherwise be cleared from
			fmt.Fprintln(out, strings.Join(tui.Wrap(l), "\n"))
		}
		notice = nil
		a, err := soloChoiceOf(p, s, &bySuit, maxLegal)
		if errors.Is(err, errFloors) {
			tui.ClearScreen(out)
			fmt.Fprintln(out, FloorsText(s))
			if _, err := p.Select(s.say("solo.floors_title"), []tui.Option{{Label: s.say("solo.back"), Value: "back"}}); errors.Is(err, tui.ErrQuit) {
				return true, nil
			}
			continue
		}
		if errors.Is(err, tui.ErrQuit) {
			return true, nil
		}
		if errors.Is(err, tui.ErrBack) {
			continue
		}
		if errors.Is(err, errUndoTurn) {
			told, err := undoToHuman(g)
			if err != nil {
				notice = []string{s.say("solo.refused", err.Error())}
				continue
			}
			notice = told
			recent = recent[:0]
			shown = -1
			continue
		}
		if err != nil {
			return true, err
		}
		after, err := g.Do(a)
		if err != nil {
			notice = []string{s.say("solo.refused", err.Error())}
			continue
		}
		recent = recent[:0]
		line := TurnLine(s, after, a)
		fmt.Fprintln(out, line)
		recent = append(recent, line)
	}
}

// SoloScreen is what a human sees before choosing, in at most 12 lines of
// 80 columns: the turn, the draw pile and the audit track; each corporation's
// score, cards in hand and floor; the turns since the human's last screen;
// and the hand (by rank or by suit). The menu below lists the productions.
func SoloScreen(s *State, me int, bySuit bool, recent []string) string {
	r := R()
	l := s.Language()
	zone := ""
	if z, ok := r.Zone(s.Track); ok {
		zone = " (" + z.Name.In(l) + ")"
	}
	lines := []string{s.say("solo.head", s.Turn, s.Round(), s.DrawPile, s.Track, r.Track.ExternalAuditAt, zone)}
	width := s.NameWidth()
	for i := range s.Players {
		p := &s.Players[i]
		mark := " "
		if i == me {
			mark = ">"
		}
		who := "   "
		if s.IsAI(i) {
			who = fmt.Sprintf("%-3s", s.say("solo.ai"))
		}
		lines = append(lines, fmt.Sprintf("%s%s%-*s %s", mark, who, width, p.Name,
			s.say("solo.player", fmt.Sprintf("%4d", p.Score), handCount(l, p.Hand), fmt.Sprintf("%3d", p.FloorRaw()), fmt.Sprintf("%3d", p.IllegalRaw()))))
	}
	h := s.HandOf(me)
	if bySuit {
		sortBySuit(h)
	}
	// The person at the screen is "you": "Your hand", whatever their name.
	hand := s.say("solo.hand", len(h), cards.Format(h))
	var told []string // every turn since, whole (wrapped, never cut)
	for _, l := range recent {
		told = append(told, tui.Wrap(l)...)
	}
	text := tui.Compact(lines...)
	if len(told) > 0 {
		text += "\n" + strings.Join(told, "\n")
	}
	return text + "\n" + strings.Join(tui.Wrap(hand), "\n")
}

func sortBySuit(h []cards.Card) {
	slices.SortStableFunc(h, func(a, b cards.Card) int {
		if a.Suit != b.Suit {
			return int(a.Suit) - int(b.Suit)
		}
		return int(a.Rank) - int(b.Rank)
	})
}

var (
	errUndoTurn = errors.New("undo to the last human decision")
	errFloors   = errors.New("show the floors")
)

// FloorsText is every corporation's factory floor, card by card: the legal
// productions and the illegal ones, as they lie face up on the table.
func FloorsText(s *State) string {
	var lines []string
	for i := range s.Players {
		p := &s.Players[i]
		var legal, illegal []string
		for _, h := range p.Floor {
			if h.Legal {
				legal = append(legal, cards.Format(h.Cards))
			} else {
				illegal = append(illegal, cards.Format(h.Cards))
			}
		}
		lines = append(lines, s.say("floors.head", s.possessive(p.Name, true), p.FloorRaw(), p.IllegalRaw()))
		if len(p.Floor) == 0 {
			lines = append(lines, "  "+s.say("floors.empty"))
			continue
		}
		if len(legal) > 0 {
			lines = append(lines, tui.Wrap("  "+s.say("floors.legal", strings.Join(legal, " · ")))...)
		}
		if len(illegal) > 0 {
			lines = append(lines, tui.Wrap("  "+s.say("floors.illegal", strings.Join(illegal, " · ")))...)
		}
	}
	return strings.Join(lines, "\n")
}

// undoToHuman takes back actions until the last one a human made is undone
// (referee.UndoDepth: refused, changing nothing, when only the AI turns of
// the start are in effect), and returns what was taken back, as the undo
// verb tells it ("Undone: Anna passes. And the 4 AI actions after it.").
func undoToHuman(g *referee.Game[*State]) ([]string, error) {
	n, err := referee.UndoDepth(g, func(s *State) bool { return s.IsAI(s.Current) && !s.Ended })
	if err != nil {
		return nil, err
	}
	states := []*State{g.State()}
	for range n {
		s, err := g.Undo()
		if err != nil {
			return nil, err
		}
		states = append(states, s)
	}
	// The human's own action in full, the AI turns after it counted: the
	// next screen has room for a line or two above the table.
	s := g.State()
	told := s.say("solo.undone", firstOr(TUIView.Events0(states[len(states)-2]), s.say("solo.your_last_turn")))
	if n > 1 {
		told += " " + s.say("solo.undone_ai", n-1)
	}
	return []string{told}, nil
}

func firstOr(lines []string, none string) string {
	if len(lines) == 0 {
		return none
	}
	return lines[0]
}

// soloChoice asks the human what to do this turn.
func soloChoice(p tui.Prompter, s *State, bySuit *bool) (referee.Action[*State], error) {
	return soloChoiceOf(p, s, bySuit, maxLegalShown)
}

// maxLegalShown is the most legal productions the menu offers (the best
// first); fewer when the screen is short (soloFrame).
const maxLegalShown = 6

// soloChoiceOf is soloChoice offering at most maxLegal legal productions.
func soloChoiceOf(p tui.Prompter, s *State, bySuit *bool, maxLegal int) (referee.Action[*State], error) {
	title, opts, acts := soloMenu(s, *bySuit, maxLegal)
	v, err := p.Select(title, opts)
	if err != nil {
		return nil, err
	}
	switch v {
	case "sort":
		*bySuit = !*bySuit
		return nil, tui.ErrBack
	case "undo":
		return nil, errUndoTurn
	case "floors":
		return nil, errFloors
	case "quit":
		return nil, tui.ErrQuit
	}
	if a := acts[v]; a != nil {
		return a, nil
	}
	return typedProduction(p, s, s.Players[s.Current].Name)
}

// soloMenu is the person's menu: its title, its entries and the action of
// each entry that is one.
func soloMenu(s *State, bySuit bool, maxLegal int) (string, []tui.Option, map[string]referee.Action[*State]) {
	r := R()
	me := s.Current
	name := s.Players[me].Name
	hand := s.HandOf(me)
	var opts []tui.Option
	acts := map[string]referee.Action[*State]{}
	add := func(label string, a referee.Action[*State]) {
		v := fmt.Sprint(len(opts))
		opts = append(opts, tui.Option{Label: label, Value: v})
		acts[v] = a
	}
	var buf scratch
	legal := legalOptions(hand, &buf)
	slices.SortStableFunc(legal, func(x, y []cards.Card) int { return r.Raw(y) - r.Raw(x) })
	for k, o := range legal {
		if k == maxLegal {
			break
		}
		h, _ := rheinhessenrules.Classify(o)
		raw := r.Raw(o)
		add(s.say("menu.produce", r.HandNameIn(s.Language(), h), cards.Format(o), raw, r.PointsForRaw(raw, true)),
			&Produce{Player: name, Cards: o})
	}
	if cs, raw := bestSubset(hand, r.Illegal.DangerFrom-1, &buf); raw > 0 {
		add(s.say("menu.safe", r.Illegal.DangerFrom-1, cards.Format(cs), raw, r.PointsForRaw(raw, false)),
			&Produce{Player: name, Cards: cs, Illegal: true})
	}
	if len(hand) > 0 {
		add(s.say("menu.other"), nil)
	}
	if s.CanAudit() {
		for j := range s.Players {
			pl := &s.Players[j]
			if j == me || pl.IllegalRaw() == 0 {
				continue // nothing illegal: an audit would find nothing to fine
			}
			res := r.Salvage(pl.FloorCards())
			worth := s.say("menu.fine", res.Fine)
			if res.Fine == 0 {
				worth = s.say("menu.no_fine") // offered, but not as if it paid
			}
			add(s.say("menu.audit", s.possessive(pl.Name, false), pl.IllegalRaw(), worth),
				&Audit{Auditor: name, Victim: pl.Name})
		}
	}
	sortLabel := s.say("menu.by_suit")
	if bySuit {
		sortLabel = s.say("menu.by_rank")
	}
	opts = append(opts, tui.Option{Label: sortLabel, Value: "sort"})
	if anyFloor(s) {
		opts = append(opts, tui.Option{Label: s.say("menu.floors"), Value: "floors"})
	}
	add(s.sayYou(name, "menu.pass", "menu.pass.you", name), &Pass{Player: name})
	opts = append(opts, tui.Option{Label: s.say("menu.undo"), Value: "undo"}, tui.Option{Label: s.say("menu.quit"), Value: "quit"})
	title := s.sayYou(name, "menu.title", "menu.title.you", name, s.Turn)
	return title, opts, acts
}

// soloFrame lays out the person's screen for a terminal of rows lines: the
// status line, the scores and audit track, the hand and the menu stay whole
// and at the top; the turns since the person's last screen are told in the
// room left (each turn on one line, then only the latest, with how many
// came before: the whole story is in 'log'), and the menu offers fewer
// legal productions when even that does not fit. It returns the screen
// above the menu and how many legal productions the menu offers.
func soloFrame(s *State, me int, bySuit bool, recent, notice []string, rows int) (string, int) {
	noticeLines := 0
	for _, l := range notice {
		noticeLines += len(tui.Wrap(l))
	}
	fixed := strings.Count(SoloScreen(s, me, bySuit, nil), "\n") + 1 + noticeLines
	maxLegal := maxLegalShown
	room := 0
	for {
		_, opts, _ := soloMenu(s, bySuit, maxLegal)
		// the menu: its title, its entries, a blank line and the keys' help
		room = rows - fixed - (len(opts) + 3) - 1 // and the line the cursor rests on
		if room >= 2 || maxLegal <= 2 {
			break
		}
		maxLegal--
	}
	return SoloScreen(s, me, bySuit, condenseTurns(s.Language(), recent, max(room, 1))), maxLegal
}

// condenseTurns fits the turns told since the person's last screen into
// room lines (tui.Condense), saying how many turns came before the latest.
func condenseTurns(l msg.Lang, recent []string, room int) []string {
	return tui.Condense(recent, room, func(n int) string { return sayf(l, "solo.earlier", n) })
}

// typedProduction asks for cards from the hand and how they are declared.
func typedProduction(p tui.Prompter, s *State, name string) (referee.Action[*State], error) {
	var cs []cards.Card
	in, err := p.Input(s.say("solo.cards_prompt"), "8S 8H", func(in string) error {
		if strings.TrimSpace(in) == "" {
			return nil
		}
		got, err := cards.ParseList([]string{in})
		if err != nil {
			return err
		}
		if m := s.Shoe.Missing(s.Current, got); len(m) > 0 {
			return fmt.Errorf("%s %s", name, s.notHeld(s.HandOf(s.Current), m))
		}
		cs = got
		return nil
	})
	if err != nil {
		return nil, err
	}
	if strings.TrimSpace(in) == "" {
		return nil, tui.ErrBack
	}
	illegal := true
	if _, ok := rheinhessenrules.Classify(cs); ok {
		legal, err := p.Confirm(s.say("solo.declare_legal", cards.Format(cs)))
		if err != nil {
			return nil, err
		}
		illegal = !legal
	} else {
		// No legal hand: made at all, it is an illegal production, which
		// may tick the audit track. Asked first, never made by surprise.
		ok, err := p.Confirm(illegalQuestion(s, cs))
		if err != nil {
			return nil, err
		}
		if !ok {
			return nil, tui.ErrBack
		}
	}
	return &Produce{Player: name, Cards: cs, Illegal: illegal}, nil
}

// illegalQuestion asks whether to make cs, which forms no legal hand, as an
// illegal production: its raw value and points, and what it does to the
// audit track.
func illegalQuestion(s *State, cs []cards.Card) string {
	r := R()
	prod, err := r.Score(cs, false)
	if err != nil {
		return s.say("solo.illegal_q", cards.Format(cs))
	}
	note := ""
	if prod.Violation {
		if tc, err := r.Advance(s.Track, true); err == nil {
			note = s.say("solo.track_note", change{s.Track, tc.Reached})
			if tc.ExternalAudit {
				note += s.say("solo.external_note")
			}
		}
	}
	return s.say("solo.illegal_q_points", cards.Format(cs), prod.Raw, prod.Points, note)
}

// TurnLine is one action in a line, as `play` shows each turn: "The
// Aggressor produces 7♣ 9♦ K♠ J♥: illegal, raw 36, 17 points, audit track
// 2 → 3; score 40 → 57".
func TurnLine(before, after *State, a referee.Action[*State]) string {
	r := R()
	l := before.Language()
	who := func(s *State, i int) string {
		if s.IsAI(i) {
			if p := s.PersonaOf(i); p != nil {
				return p.Name.In(l)
			}
		}
		return s.Players[i].Name
	}
	i := before.Current
	me := who(before, i)
	switch a := a.(type) {
	case *Pass:
		return before.sayYou(me, "event.pass", "event.pass.you", me)
	case *Audit:
		v, _ := before.PlayerIndex(a.Victim)
		victim := before.possessive(who(before, v), false)
		fine := before.Players[v].Score - after.Players[v].Score
		if fine == 0 {
			return before.sayYou(me, "turn.audit_no_fine", "turn.audit_no_fine.you", me, victim)
		}
		return before.sayYou(me, "turn.audit", "turn.audit.you", me, victim, fine, change{before.Players[v].Score, after.Players[v].Score})
	case *Produce:
		prod, err := r.Score(a.Cards, !a.Illegal)
		if err != nil {
			return before.sayYou(me, "turn.produce_cards", "turn.produce_cards.you", me, cards.Format(a.Cards))
		}
		kind := before.say("floor.illegal")
		if prod.Legal {
			kind = r.HandNameIn(l, prod.Hand)
		}
		note := ""
		if prod.Violation {
			tc, _ := r.Advance(before.Track, true)
			note = before.say("solo.track_note", change{before.Track, tc.Reached})
			if tc.ExternalAudit {
				note += before.say("turn.external_note")
			}
		}
		line := before.sayYou(me, "turn.produce", "turn.produce.you", me, cards.Format(a.Cards), kind, prod.Raw, prod.Points, note, change{before.Players[i].Score, after.Players[i].Score})
		if after.Ended {
			line += " " + after.WinnerText() + "."
		}
		return line
	}
	return before.sayYou(me, "turn.plays", "turn.plays.you", me)
}

func anyFloor(s *State) bool {
	for i := range s.Players {
		if len(s.Players[i].Floor) > 0 {
			return true
		}
	}
	return false
}
