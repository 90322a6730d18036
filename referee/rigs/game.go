package rigs

import (
	"encoding/json"
	"fmt"
	"sort"
	"strings"

	"boardroom/phrase/msg"
	"boardroom/referee"
	rigsrules "boardroom/rules/rigs"
)

// GameID is the registry id.
const GameID = "rigs"

// Setup is what `new` records: the players in seat order and whether the
// players draw cards and roll dice themselves.
type Setup struct {
	Players  []string `json:"players"`
	Physical bool     `json:"physical"`
	// Edition of the rulings (see CurrentEdition); absent in games saved
	// before it existed, which keep the rulings they were played under.
	Edition int `json:"edition,omitempty"`
	// Lang is the language the table plays in; empty is the game's own
	// (English), as in games saved before there was a choice.
	Lang msg.Lang `json:"lang,omitempty"`
}

// Editions of the rulings. A game records the edition it was started under
// and keeps it: its saved log replays exactly as it was accepted.
const (
	// EditionIssue8: Player-Phase actions wait for the Land Grant and the
	// Expedition Leader; the table rolls the roll-off with --physical; Solar
	// Eclipse! and Seasonal Hell give a Karma card only for a real loss; a
	// named place for a lost RIGS must hold one; the referee tracks which
	// Karma card is where (karma_cards.go) and applies the six cards it left
	// to the table before.
	EditionIssue8 = 2
	// CurrentEdition is the edition of new games.
	CurrentEdition = EditionIssue8
)

// strict reports whether the game follows the rulings that track Karma
// cards and wait for the Land Grant (see EditionIssue8).
func (s *State) strict() bool { return s.Edition >= EditionIssue8 }

// ParseSetup checks names and player count.
func ParseSetup(names []string, physical bool) (Setup, error) {
	r := R()
	clean, err := referee.Names(names, r.Players.Min, r.Players.Max, r.Game, "player")
	if err != nil {
		return Setup{}, err
	}
	for _, n := range clean {
		if _, err := ParseResource(n); err == nil || strings.EqualFold(n, "warehouse") || strings.EqualFold(n, "all") {
			return Setup{}, fmt.Errorf("player name %q is a word the commands use; pick another", n)
		}
	}
	return Setup{Players: clean, Physical: physical, Edition: CurrentEdition}, nil
}

// Rules is the R.I.G.S. referee for the engine.
type Rules struct{}

var _ referee.Rules[*State] = Rules{}

// New deals nothing yet: the game starts in the Setup phase; `next` deals
// the starting plots (or, with physical decks, the players record them).
func (Rules) New(raw json.RawMessage, seed int64) (*State, error) {
	var st Setup
	if err := json.Unmarshal(raw, &st); err != nil {
		return nil, fmt.Errorf("rigs: bad setup: %v", err)
	}
	edition := st.Edition
	// Absent, it is the first edition (games saved before editions were
	// written down); written, it is 1 or more.
	var written struct {
		Edition *int `json:"edition"`
	}
	_ = json.Unmarshal(raw, &written) // the same bytes read above
	oldest := 0
	if written.Edition != nil {
		oldest = 1
	}
	if err := referee.Edition("edition", "edition", edition, oldest, CurrentEdition); err != nil {
		return nil, fmt.Errorf("rigs: %w", err)
	}
	lang := st.Lang
	if lang != "" {
		l, err := msg.Parse(string(lang))
		if err != nil {
			return nil, fmt.Errorf("rigs: bad setup: %v", err)
		}
		lang = l
	}
	st, err := ParseSetup(st.Players, st.Physical)
	if err != nil {
		return nil, fmt.Errorf("rigs: %v", err)
	}
	r := R()
	s := &State{Lang: lang, Physical: st.Physical, Edition: edition, Round: 0, Phase: SetupPhase, Leader: -1, NextPlotID: 1,
		KarmaDeck: r.DeckSizes()["karma"], ScriptLeft: map[rigsrules.Resource]int{}}
	s.KarmaCards = edition >= EditionIssue8
	for _, p := range r.Plots {
		for i := 0; i < p.Count; i++ {
			s.PlotDeck = append(s.PlotDeck, p.Type)
		}
	}
	for _, sv := range r.Surveys {
		for i := 0; i < sv.Count; i++ {
			s.SurveyDeck = append(s.SurveyDeck, sv.Yield)
		}
	}
	for _, d := range r.Disasters {
		for i := 0; i < d.Count; i++ {
			s.DisasterDeck = append(s.DisasterDeck, d.Key())
		}
	}
	for _, m := range r.Market {
		for i := 0; i < m.Count; i++ {
			s.MarketLeft = append(s.MarketLeft, m.Level)
		}
	}
	for _, res := range r.Vinnie.Lends {
		s.ScriptLeft[res] = r.Vinnie.ScriptPerType
	}
	for _, name := range st.Players {
		p := PlayerState{Name: name, Credits: r.Start.Credits, Warehouse: r.Start.Rigs,
			Res: map[rigsrules.Resource]int{}, Script: map[rigsrules.Resource]int{}}
		for _, res := range rigsrules.Resources {
			p.Res[res] = r.Start.Resources[res]
		}
		for _, res := range r.Vinnie.Lends {
			p.Script[res] = 0
		}
		s.Players = append(s.Players, p)
	}
	s.Granted = make([]bool, len(s.Players))
	return s, nil
}

// Status is the line `games --saved` shows.
func (Rules) Status(s *State) string {
	switch s.Phase {
	case SetupPhase:
		return s.say("status.setup")
	case Ended:
		return s.say("status.ended", s.WinnerText())
	}
	return s.say("status.round", s.Round, rigsrules.Phase(s.Phase))
}

// Decode reads a stored action.
func (Rules) Decode(raw json.RawMessage) (referee.Action[*State], error) {
	return referee.DecodeTagged[*State](raw, actionKinds.Get())
}

// Winners are the players with the highest worth (ties share the win).
func (s *State) Winners() []int {
	if s.Phase != Ended {
		return nil
	}
	var valued []int
	for i, p := range s.Players {
		if p.Worth != nil {
			valued = append(valued, i)
		}
	}
	return referee.Highest(valued, func(i int) int { return s.Players[i].Worth.Total })
}

// WinnerText is "Ann wins with 412" or "Ann and Bob share the win with 300".
func (s *State) WinnerText() string {
	w := s.Winners()
	if len(w) == 0 {
		return s.say("end.no_winner")
	}
	if len(w) == 1 {
		return s.say("end.winner", s.Players[w[0]].Name, s.Players[w[0]].Worth.Total)
	}
	return s.say("end.winners", s.nameList(w), s.Players[w[0]].Worth.Total)
}

// leaderKey is how bad a collection of plots is, in the order of the
// rulebook's tie-breaks.
type leaderKey struct{ barren, plots, valleys int }

func (s *State) leaderKeys() []leaderKey {
	keys := make([]leaderKey, len(s.Players))
	for i, p := range s.Players {
		for _, pl := range p.Plots {
			if pl.Type == "Plains" && pl.Luxury() == 0 {
				keys[i].barren++
			}
			if pl.Type == "Valley" {
				keys[i].valleys++
			}
		}
		keys[i].plots = len(p.Plots)
	}
	return keys
}

// decideLeader makes the player with the worst collection of plots the
// Expedition Leader: most barren Plains (no Luxury spots found), then fewest
// plots, then most Valleys; a roll-off settles the rest. The referee rolls
// it, except in physical games (edition 2 on), where the tied players roll
// and the roll-off waits for 'rolloff'.
func (s *State) decideLeader(ch *referee.Chance) error {
	keys := s.leaderKeys()
	worse := func(a, b leaderKey) int { // >0 when a is the worse collection
		if a.barren != b.barren {
			return a.barren - b.barren
		}
		if a.plots != b.plots {
			return b.plots - a.plots
		}
		return a.valleys - b.valleys
	}
	var tied []int
	for i := range s.Players {
		switch {
		case len(tied) == 0 || worse(keys[i], keys[tied[0]]) > 0:
			tied = []int{i}
		case worse(keys[i], keys[tied[0]]) == 0:
			tied = append(tied, i)
		}
	}
	s.workLeader(keys, tied)
	if len(tied) > 1 && s.Physical && s.strict() {
		s.RollOff = tied
		s.tell("leader.tie", s.nameList(tied), s.leaderKeyText(keys[tied[0]]), s.dieArgs(len(tied)))
		return nil
	}
	for len(tied) > 1 {
		best, var2 := 0, []int{}
		var rolls []string
		for _, i := range tied {
			d, err := ch.Roll("roll-off "+s.Players[i].Name, R().Limits.Die) // the draw's name is the log's, not the table's
			if err != nil {
				return err
			}
			rolls = append(rolls, fmt.Sprintf("%s %d", s.Players[i].Name, d))
			switch {
			case d > best:
				best, var2 = d, []int{i}
			case d == best:
				var2 = append(var2, i)
			}
		}
		s.tell("leader.rolloff", strings.Join(rolls, ", "))
		s.work("expedition-leader", "work.rolloff", strings.Join(rolls, ", "), best, s.nameList(var2))
		tied = var2
	}
	s.setLeader(tied[0])
	return nil
}

// setLeader makes player i the Expedition Leader and says so.
func (s *State) setLeader(i int) {
	keys := s.leaderKeys()
	old := s.Leader
	s.Leader = i
	s.RollOff = nil
	s.OwnershipChanged = false
	if old != s.Leader {
		s.tell("leader.new", s.Players[s.Leader].Name, s.leaderKeyText(keys[s.Leader]))
	} else {
		s.tell("leader.stays", s.Players[s.Leader].Name)
	}
}

// leaderKeyText is a collection's standing for the Expedition Leader: "2
// barren Plains, 3 plots, 1 Valley".
func (s *State) leaderKeyText(k leaderKey) string {
	return s.say("leader.key", k.barren, k.plots, k.valleys)
}

// nameList is "Ann", "Ann and Bob", "Ann, Bob and Cy" (in the table's
// language).
func (s *State) nameList(seats []int) string {
	var n []string
	for _, i := range seats {
		n = append(n, s.Players[i].Name)
	}
	return s.joinAnd(n)
}

// joinAnd is "a", "a and b", "a, b and c" in the table's language.
func (s *State) joinAnd(n []string) string {
	if len(n) < 2 {
		return strings.Join(n, "")
	}
	return s.say("list.and", strings.Join(n[:len(n)-1], ", "), n[len(n)-1])
}

// RollOff records the dice the tied players rolled for Expedition Leader
// (physical games): one die per tied player, in the order the referee
// listed them. The highest roll leads; players tied on the highest roll again.
type RollOff struct {
	Rolls []int `json:"rolls"`
}

func (*RollOff) ActionType() string { return string(ActRollOff) }

func (a *RollOff) Legal(s *State) error {
	if len(s.RollOff) == 0 {
		if s.Phase == Ended {
			return s.no(s.endedRule(), "refuse.ended")
		}
		return s.no(s.say("rule.rolloff"), "refuse.no_rolloff")
	}
	if len(a.Rolls) != len(s.RollOff) {
		return s.no(s.say("rule.rolloff_one_each"), "refuse.rolloff_count", len(a.Rolls), len(s.RollOff), s.nameList(s.RollOff))
	}
	for _, d := range a.Rolls {
		if d < 1 || d > R().Limits.Die {
			return s.no(s.say("rule.die", R().Limits.Die), "refuse.got", d)
		}
	}
	return nil
}

func (a *RollOff) Apply(s0 *State, ch *referee.Chance) (*State, error) {
	s := s0.Clone()
	best, top := 0, []int{}
	var rolls []string
	for k, i := range s.RollOff {
		d, err := referee.Enter(ch, "roll-off "+s.Players[i].Name, a.Rolls[k]) // the draw's name is the log's
		if err != nil {
			return nil, err
		}
		rolls = append(rolls, fmt.Sprintf("%s %d", s.Players[i].Name, d))
		switch {
		case d > best:
			best, top = d, []int{i}
		case d == best:
			top = append(top, i)
		}
	}
	s.tell("leader.rolloff", strings.Join(rolls, ", "))
	s.work("expedition-leader", "work.rolloff", strings.Join(rolls, ", "), best, s.nameList(top))
	if len(top) > 1 {
		s.RollOff = top
		s.tell("leader.tie_again", s.nameList(top), best, s.dieArgs(len(top)))
		return s, nil
	}
	s.setLeader(top[0])
	return s, nil
}

// drawKarma gives a player n Karma cards, reshuffling the discards when the
// deck runs out; it says how many could be drawn.
func (s *State) drawKarma(i, n int) int {
	got := 0
	for ; got < n; got++ {
		if s.KarmaDeck == 0 {
			if s.KarmaPile == 0 {
				s.tell("karma.deck_empty", s.Players[i].Name)
				break
			}
			s.move(s.thing("karma_card"), s.KarmaPile, s.at("karma_pile"), s.at("karma_deck"))
			s.KarmaDeck, s.KarmaPile = s.KarmaPile, 0
			s.KarmaDiscard = nil // the played cards go back into the deck
			s.tell("karma.reshuffle")
		}
		s.KarmaDeck--
		s.Players[i].Karma++
		s.move(s.thing("karma_card"), 1, s.at("karma_deck"), s.karmaHand(s.Players[i].Name))
	}
	return got
}

func (s *State) discardKarma(i, n int) {
	s.Players[i].Karma -= n
	s.KarmaPile += n
	s.move(s.thing("karma_card"), n, s.karmaHand(s.Players[i].Name), s.at("karma_pile"))
}

// grantPlot gives a new plot card to a player, from the top of the plot deck.
func (s *State) grantPlot(i int, typ string) { s.grantPlotFrom(i, typ, s.at("plot_deck")) }

// grantPlotFrom gives a new plot card to a player, from a place.
func (s *State) grantPlotFrom(i int, typ, from string) {
	s.PlotDeck = removeOne(s.PlotDeck, typ)
	s.Players[i].Plots = append(s.Players[i].Plots, Plot{ID: s.NextPlotID, Type: typ})
	s.Moved.Move(s.onTablePlot(s.Players[i].Plots[len(s.Players[i].Plots)-1]), 1, from, s.Players[i].Name)
	s.NextPlotID++
	s.OwnershipChanged = true
}

// loseRigsAt removes n RIGS from a player, from the place named first (0:
// the warehouse), then the warehouse, then the fullest plots, and says where
// each came from: "the warehouse" or "plot #10 (Forest)", one entry per RIGS.
func (s *State) loseRigsAt(i, n, from int) []string {
	p := &s.Players[i]
	var where []string
	take := func(pl *Plot) {
		for len(where) < n && pl.Rigs > 0 {
			pl.Rigs--
			s.move(s.thing("rigs"), 1, s.onTablePlot(*pl), s.at("bank"))
			where = append(where, s.plotName(*pl))
		}
	}
	if from > 0 {
		if pl, ok := p.Plot(from); ok {
			take(pl)
		}
	}
	for len(where) < n && p.Warehouse > 0 {
		p.Warehouse--
		s.move(s.thing("rigs"), 1, s.warehouse(p.Name), s.at("bank"))
		where = append(where, s.say("place.warehouse"))
	}
	for len(where) < n && p.PlacedRigs() > 0 {
		idx := make([]int, len(p.Plots))
		for k := range idx {
			idx[k] = k
		}
		sort.SliceStable(idx, func(a, b int) bool { return p.Plots[idx[a]].Rigs > p.Plots[idx[b]].Rigs })
		take(&p.Plots[idx[0]])
	}
	return where
}

// RigsPlaces lists where player i has RIGS that can be lost: 0 for the
// warehouse, then plot numbers, each only if it holds one.
func (s *State) RigsPlaces(i int) []int {
	p := &s.Players[i]
	var out []int
	if p.Warehouse > 0 {
		out = append(out, 0)
	}
	for _, pl := range p.Plots {
		if pl.Rigs > 0 {
			out = append(out, pl.ID)
		}
	}
	return out
}

// joinOr is "a", "a or b", "a, b or c" in the table's language.
func (s *State) joinOr(n []string) string {
	if len(n) < 2 {
		return strings.Join(n, "")
	}
	return s.say("list.or", strings.Join(n[:len(n)-1], ", "), n[len(n)-1])
}
