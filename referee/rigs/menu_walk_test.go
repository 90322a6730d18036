package rigs

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/referee/tui"
	rigsrules "boardroom/rules/rigs"
)

// walker is a Prompter that answers every question on its own: the first
// option of a Select (Back only when nothing else is offered, or the answer
// pick names for that title), the first of a few usual answers an Input
// accepts, yes to a Confirm. It writes down every question and answer.
type walker struct {
	pick  map[string]string // Select title -> the option label to answer
	log   strings.Builder
	asked int
}

func (w *walker) tooMany() error {
	w.asked++
	if w.asked > 60 {
		return fmt.Errorf("more than 60 questions")
	}
	return nil
}

func (w *walker) Select(title string, options []tui.Option) (string, error) {
	if err := w.tooMany(); err != nil {
		return "", err
	}
	labels := make([]string, len(options))
	for i, o := range options {
		labels[i] = o.Label
	}
	ans := options[len(options)-1]
	if want, ok := w.pick[title]; ok {
		for _, o := range options {
			if o.Label == want {
				ans = o
			}
		}
	} else if len(options) > 1 {
		ans = options[0]
	}
	fmt.Fprintf(&w.log, "  select %q [%s] -> %s\n", title, strings.Join(labels, " | "), ans.Label)
	return ans.Value, nil
}

func (w *walker) Input(title, placeholder string, validate func(string) error) (string, error) {
	if err := w.tooMany(); err != nil {
		return "", err
	}
	for _, ans := range []string{placeholder, "1", "2", "4", "energy", ""} {
		if validate == nil || validate(ans) == nil {
			fmt.Fprintf(&w.log, "  input %q (%q) -> %q\n", title, placeholder, ans)
			return ans, nil
		}
	}
	return "", fmt.Errorf("no usual answer fits %q", title)
}

func (w *walker) Confirm(title string) (bool, error) {
	if err := w.tooMany(); err != nil {
		return false, err
	}
	fmt.Fprintf(&w.log, "  confirm %q -> yes\n", title)
	return true, nil
}

// walk builds the choice c in s with a walker and tells what it asked and
// what it built.
func walk(s *State, c choice, pick map[string]string) string {
	w := &walker{pick: pick}
	a, err := c.Build(w, s)
	out := w.log.String()
	if err != nil {
		return out + "  => error: " + err.Error() + "\n"
	}
	raw, _ := json.Marshal(a)
	return out + fmt.Sprintf("  => %T %s\n", a, raw)
}

// cardQuestions are the questions whose every answer is walked: each Karma
// card and each Disaster card has questions of its own.
var cardQuestions = []string{"Which card?", "Which card was dealt?"}

// The questions `play` asks for every entry of its menu, and the action it
// builds, in the phases of a round, with physical decks and without, with
// Karma cards tracked and counted only, are those of
// testdata/menu_walk.golden: the menu's questions change only on purpose
// (go test -run TestMenuWalk -update, then read the diff).
func TestMenuWalk(t *testing.T) {
	var out strings.Builder
	walkAll := func(name string, s *State) {
		for _, c := range Menu(s) {
			first := walk(s, c, nil)
			fmt.Fprintf(&out, "== %s / %s\n%s", name, c.Label, first)
			w := &walker{}
			_, _ = c.Build(w, s)
			for _, q := range cardQuestions {
				for _, line := range strings.Split(w.log.String(), "\n") {
					prefix := fmt.Sprintf("  select %q [", q)
					if !strings.HasPrefix(line, prefix) {
						continue
					}
					opts := strings.Split(strings.TrimPrefix(line[:strings.LastIndex(line, "] -> ")], prefix), " | ")
					for _, o := range opts[1 : len(opts)-1] { // the first was walked above; not Back
						fmt.Fprintf(&out, "== %s / %s / %s\n%s", name, c.Label, o, walk(s, c, map[string]string{q: o}))
					}
				}
			}
		}
	}

	tg := karmaStart(t) // physical, Karma cards tracked, Player Phase
	tg.do(&Survey{Player: "Ann", Plot: 1, Yield: new(tg.g.State().SurveyDeck[0])})
	tg.do(&Survey{Player: "Bob", Plot: 10, Yield: new(tg.g.State().SurveyDeck[0])})
	walkAll("physical player", tg.g.State())
	counts := tg.g.State().Clone()
	counts.KarmaCards = false
	walkAll("counted player", counts)
	tg.do(&Loan{Player: "Bob", Resource: rigsrules.Metal, N: 2})
	walkAll("physical player after a loan", tg.g.State())
	walkAll("physical disaster", tg.next())
	walkAll("physical disaster, Ann safe", tg.do(&DisasterAction{Player: "Ann", Title: "Safe!"}))
	tg.do(&DisasterAction{Player: "Bob", Title: "Safe!"})
	walkAll("physical production", tg.next())
	walkAll("physical market", tg.next())
	s := tg.do(&MarketDraw{Level: tg.g.State().MarketLeft[0]})
	walkAll("physical market drawn", s)
	rich := s.Clone()
	rich.Players[1].Res[rigsrules.Luxuries] = 3
	walkAll("physical market drawn, Bob has Luxuries", rich)
	last := s.Clone()
	last.Round = R().Limits.GameMarketCards
	for len(last.MarketDrawn) < last.Round {
		last.MarketDrawn = append(last.MarketDrawn, last.MarketDrawn[0])
	}
	walkAll("physical market drawn, last round", last)
	walkAll("physical land grant", tg.next())

	phys := newGame(t, true, "Ann", "Bob")
	walkAll("physical setup", phys.g.State())
	for _, typ := range []string{"valley", "plains", "forest", "desert", "ridge", "plains"} {
		phys.do(&Grant{Player: "Ann", Type: typ})
		phys.do(&Grant{Player: "Bob", Type: typ})
	}
	walkAll("physical roll-off", phys.next())

	ref := newGame(t, false, "Ann", "Bob", "Cy")
	walkAll("referee setup", ref.g.State())
	s = ref.next()
	walkAll("referee player", s)
	for _, p := range s.Players {
		ref.do(&Adjust{Player: p.Name, What: "karma", Delta: 4, Reason: "test"})
	}
	walkAll("referee player with karma", ref.g.State())
	walkAll("referee disaster", ref.next())
	for _, p := range ref.g.State().Players {
		ref.do(&DisasterAction{Player: p.Name})
	}
	ref.next()
	ref.next()
	ref.do(&MarketDraw{})
	walkAll("referee land grant", ref.next())

	golden := filepath.Join("testdata", "menu_walk.golden")
	if *update {
		require.NoError(t, os.WriteFile(golden, []byte(out.String()), 0o644))
	}
	want, err := os.ReadFile(golden)
	require.NoError(t, err)
	if got := out.String(); got != string(want) {
		w, g := strings.Split(string(want), "\n"), strings.Split(got, "\n")
		i := 0
		for i < len(w) && i < len(g) && w[i] == g[i] {
			i++
		}
		t.Errorf("the menu of play asks other questions from line %d of %s:\nwant %q\ngot  %q\nif that is meant, run go test -run TestMenuWalk -update ./referee/rigs/ and read the diff",
			i+1, golden, w[max(0, i-1):min(len(w), i+2)], g[max(0, i-1):min(len(g), i+2)])
	}
}

// Every kind of Karma target has its ask in the menu, and every card with
// questions of its own is a card of the deck.
func TestEveryKarmaTargetHasItsAsk(t *testing.T) {
	for k := targetNone + 1; k <= targetTwoSurveyed; k++ {
		assert.NotNil(t, targetAsks.Get()[k], "target kind %d has no ask", k)
	}
	assert.Len(t, targetAsks.Get(), int(targetTwoSurveyed), "an ask for a kind that does not exist")
	for _, effects := range []map[string]karmaEffect{karmaEffects.Get(), trackedEffects.Get()} {
		for title, eff := range effects {
			assert.True(t, eff.target >= targetNone && eff.target <= targetTwoSurveyed, "%s", title)
		}
	}
	for title := range cardAsks.Get() {
		assert.True(t, slices.ContainsFunc(R().Karma, func(k rigsrules.KarmaCard) bool { return k.Key() == title }), "%q is no Karma card", title)
	}
}
