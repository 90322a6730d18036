package display_test

import (
	"encoding/json"
	"fmt"
	"io"
	"testing"

	"github.com/stretchr/testify/require"

	"boardroom/display"
	"boardroom/phrase/msg"
	"boardroom/referee"
	"boardroom/referee/spec"
	"boardroom/referee/tui"
	"boardroom/referee/verb"
)

// The tally game is the display's test game: players take turns adding to
// a shared total; each holds a hand the table must never see on the page.

type tally struct {
	Lang    msg.Lang
	Players []string
	AI      []string // the seats the referee plays (a tally started with some)
	Scores  []int
	Total   int
	Turn    int
	Events  []string
}

type tallyRules struct{}

func (tallyRules) New(setup json.RawMessage, _ int64) (*tally, error) {
	var st struct {
		Players []string `json:"players"`
		Lang    msg.Lang `json:"lang"`
		AI      []string `json:"ai"`
	}
	if err := json.Unmarshal(setup, &st); err != nil {
		return nil, err
	}
	if len(st.Players) < 1 {
		return nil, fmt.Errorf("no players")
	}
	return &tally{Lang: st.Lang, Players: st.Players, AI: st.AI, Scores: make([]int, len(st.Players))}, nil
}

func (tallyRules) Decode(raw json.RawMessage) (referee.Action[*tally], error) {
	return referee.DecodeTagged(raw, map[string]func() referee.Action[*tally]{"add": func() referee.Action[*tally] { return &add{} }})
}

func (tallyRules) Status(s *tally) string {
	if s.Lang == msg.DE {
		return fmt.Sprintf("Zug %d, Summe %d", s.Turn+1, s.Total)
	}
	return fmt.Sprintf("turn %d, total %d", s.Turn+1, s.Total)
}

type add struct {
	N int `json:"n"`
}

func (add) ActionType() string { return "add" }

func (a add) Legal(*tally) error {
	if a.N < 1 || a.N > 10 {
		return referee.Refusef("tally rule 1: add 1 to 10", "cannot add %d", a.N)
	}
	return nil
}

func (a add) Apply(s0 *tally, _ *referee.Chance) (*tally, error) {
	s := *s0
	s.Scores = append([]int(nil), s0.Scores...)
	p := s.Turn % len(s.Players)
	s.Scores[p] += a.N
	s.Total += a.N
	s.Turn++
	s.Events = []string{fmt.Sprintf("%s adds %d: the total is %d.", s.Players[p], a.N, s.Total)}
	if s.Lang == msg.DE {
		s.Events = []string{fmt.Sprintf("%s legt %d dazu: die Summe ist %d.", s.Players[p], a.N, s.Total)}
	}
	return &s, nil
}

type tallyPlayer struct {
	Name        string   `json:"name"`
	Score       int      `json:"score"`
	CardsInHand int      `json:"cards_in_hand"`
	Hand        []string `json:"hand"`        // never on the page
	SecretGoal  string   `json:"secret_goal"` // never on the page
	Chips       struct {
		Red  int `json:"red"`
		Blue int `json:"blue"`
	} `json:"chips"`
	Plots []tallyPlot `json:"plots"`
}

type tallyPlot struct {
	ID   int    `json:"id"`
	Type string `json:"type"`
}

// AISeats are the seats the referee plays.
func (s *tally) AISeats() []string { return s.AI }

// Language is the language the game is played in (English unless set).
func (s *tally) Language() msg.Lang {
	if s.Lang == "" {
		return msg.EN
	}
	return s.Lang
}

type tallyView struct {
	Lang     msg.Lang       `json:"lang,omitempty"`
	Turn     int            `json:"turn"`
	Total    int            `json:"total"`
	Current  string         `json:"current"`
	Physical bool           `json:"physical"`
	Market   map[string]int `json:"market"`
	Players  []tallyPlayer  `json:"players"`
	Next     string         `json:"next"`
}

func (s *tally) view() tallyView {
	v := tallyView{Lang: s.Lang, Turn: s.Turn + 1, Total: s.Total, Current: s.Players[s.Turn%len(s.Players)],
		Market: map[string]int{"price": 10 + s.Total%7}, Next: fmt.Sprintf("%s adds 1 to 10: 'add <n>'.", s.Players[s.Turn%len(s.Players)])}
	if s.Lang == msg.DE {
		v.Next = fmt.Sprintf("%s legt 1 bis 10 dazu: 'add <n>'.", s.Players[s.Turn%len(s.Players)])
	}
	for i, n := range s.Players {
		p := tallyPlayer{Name: n, Score: s.Scores[i], CardsInHand: 2, Hand: []string{"QH-" + n, "KS-" + n}, SecretGoal: "GOAL-" + n,
			Plots: []tallyPlot{{ID: i + 1, Type: "Valley"}}}
		p.Chips.Red = 3
		v.Players = append(v.Players, p)
	}
	return v
}

func tallySpec() *spec.Spec[*tally] { return tallySpecIn("") }

// tallySpecIn is the tally game started in lang ("" the game's own,
// English): the saved game's state says it.
func tallySpecIn(lang msg.Lang) *spec.Spec[*tally] {
	return &spec.Spec[*tally]{
		ID:    "tally",
		Rules: tallyRules{},
		New:   spec.NewSpec{Fields: spec.Players("player", 1, 4, false)},
		Setup: func(v verb.Values, _ int64) (json.RawMessage, error) {
			return json.Marshal(map[string]any{"players": v.Strings("players"), "lang": lang})
		},
		Verbs: []verb.Verb[*tally]{{
			Name:   "add",
			Fields: []verb.Field{{Name: "n", Kind: verb.IntField}},
			Build: func(v verb.Values, _ *tally) (referee.Action[*tally], error) {
				return &add{N: v.Int("n")}, nil
			},
		}},
		Show: func(w io.Writer, s *tally) error { _, err := fmt.Fprintf(w, "total %d\n", s.Total); return err },
		JSON: func(s *tally) any { return s.view() },
		View: tui.View[*tally]{Events: func(s *tally) []string { return s.Events }},
	}
}

// tallyGame is the display's description of the tally game.
func tallyGame() display.Game {
	return display.Game{ID: "tally", Title: "Tally Ho", Referee: spec.New(tallySpec())}
}

// newTally saves a new tally game in home.
func newTally(t testing.TB, home, name string, players ...string) {
	t.Helper()
	v := verb.NewValues()
	v.Set("players", players)
	require.NoError(t, tallyGame().Referee.Create(home, name, v, 1, io.Discard, false))
}

// newTallyWithAI saves a new tally game in home whose seats ai the referee
// plays.
func newTallyWithAI(t testing.TB, home, name string, players, ai []string) {
	t.Helper()
	sp := tallySpec()
	sp.Setup = func(v verb.Values, _ int64) (json.RawMessage, error) {
		return json.Marshal(map[string]any{"players": v.Strings("players"), "ai": ai})
	}
	v := verb.NewValues()
	v.Set("players", players)
	require.NoError(t, spec.New(sp).Create(home, name, v, 1, io.Discard, false))
}

// addN plays "add n" on a saved game as a verb would: open, do, close.
func addN(t testing.TB, home, name string, n int) {
	t.Helper()
	s, err := tallyGame().Referee.Open(home, name, false)
	require.NoError(t, err)
	defer s.Close()
	v := verb.NewValues()
	v.Set("n", n)
	require.NoError(t, s.Do("add", v, io.Discard, false))
}
