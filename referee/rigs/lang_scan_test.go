package rigs

import (
	"encoding/json"
	"fmt"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/phrase/msg"
	"boardroom/phrase/msg/msgtest"
	"boardroom/referee"
	rigsrules "boardroom/rules/rigs"
)

// otherWords are the other language's common words, which a table playing
// in a language must never read (proper names aside: the players here are
// Ann and Bob).
var otherWords = map[msg.Lang][]string{msg.EN: msgtest.OtherWords(msg.EN), msg.DE: msgtest.OtherWords(msg.DE)}

// englishDie is the English die that " die " would take for German.
var englishDie = regexp.MustCompile(`\b(a|one|the|each|per) die\b`)

// scriptedGame plays a two-player game of R.I.G.S. in lang to its end: each
// round the players build, configure, move, survey, borrow, repay, deal
// and sell what they can (an action the rules refuse is said too), the
// Disasters the referee deals are resolved, production and the market run.
// It returns every text the table reads: show, play's short view, the
// status line, each action's lines (the verb's output and the log), its
// arithmetic as why retells it, and each refusal with its rule.
func scriptedGame(t *testing.T, lang msg.Lang) []string {
	t.Helper()
	st, err := ParseSetup([]string{"Ann", "Bob"}, false)
	require.NoError(t, err)
	st.Lang = lang
	raw, err := json.Marshal(st)
	require.NoError(t, err)
	s, err := Rules{}.New(raw, 11)
	require.NoError(t, err)
	var out []string
	var b strings.Builder
	seq := 0
	look := func() {
		b.Reset()
		require.NoError(t, s.Write(&b))
		out = append(out, b.String(), s.Compact(), Rules{}.Status(s))
	}
	try := func(a referee.Action[*State]) {
		if err := a.Legal(s); err != nil {
			out = append(out, err.Error())
			return
		}
		c := s.Clone()
		c.Explain()
		seq++
		next, err := a.Apply(c, referee.NewChance(11, seq))
		require.NoError(t, err, "%T", a)
		out = append(out, next.Events...)
		for _, w := range next.WorkDone() {
			out = append(out, w.Text)
		}
		// What an undo of it tells the table to put back, in the table's
		// language: the journal's moves and the markers to set back.
		out = append(out, next.Moved.SentencesIn(lang, true)...)
		out = append(out, referee.MarkerMovesIn(lang, next.OnTable(), s.OnTable(), true)...)
		s = next
	}
	look()
	try(&Next{}) // the starting plots
	for steps := 0; s.Phase != Ended; steps++ {
		require.Less(t, steps, 100, "the game moves on: %s", out[len(out)-1])
		look()
		switch s.Phase {
		case Player:
			if len(s.GrantPool) > 0 { // the Expedition Leader picks from the Land Grant
				try(&Grant{Player: s.Players[s.Leader].Name, Type: s.GrantPool[0]})
			}
			for _, p := range []string{"Ann", "Bob"} {
				pl := s.Players[map[string]int{"Ann": 0, "Bob": 1}[p]].Plots
				try(&Configure{Player: p, Plot: pl[0].ID, Resource: rigsrules.Energy})
				try(&Configure{Player: p, Plot: pl[1].ID, Resource: rigsrules.Metal})
				try(&Move{Player: p, From: 0, To: pl[0].ID, N: 1})
				try(&Move{Player: p, From: 0, To: pl[1].ID, N: 1})
				try(&Survey{Player: p, Plot: pl[2].ID})
				try(&Build{Player: p, N: 1})
				try(&Loan{Player: p, Resource: rigsrules.Supplies, N: 1})
				try(&Repay{Player: p, Resource: rigsrules.Supplies, N: 1})
				try(&Give{From: p, To: "Ann", What: "credits", N: 1}) // Ann to herself: refused
			}
			try(&Give{From: "Bob", To: "Ann", What: "energy", N: 1})
			try(&Sell{Player: "Ann"})
			// Karma cards the referee applies, with a hand to play them
			// from (the deck deals too few in a short game to reach them all).
			s.Players[0].Karma += len(karmaScript)
			ann, bob := s.Players[0].Plots, s.Players[1].Plots
			for _, k := range karmaScript {
				k.Player = "Ann"
				if k.Victim != "" {
					k.Victim = "Bob"
				}
				switch k.Plot {
				case 1:
					k.Plot = ann[0].ID
				case 2:
					k.Plot = bob[0].ID
				}
				try(k)
			}
		case Disaster:
			for _, p := range []string{"Ann", "Bob"} {
				try(&DisasterAction{Player: p})
			}
		case Market:
			try(&MarketDraw{})
			try(&Sell{Player: "Ann"})
			try(&Sell{Player: "Bob", N: 1})
		}
		try(&Next{})
	}
	look()
	return out
}

// karmaScript are the Karma cards Ann plays each round (Plot 1: her first
// plot, 2: Bob's first): losses, thefts, effects on production, rolls and
// what the rules refuse.
var karmaScript = []*Karma{
	{Title: "Wrong Manual", Victim: "Bob"},
	{Title: "Bad OS Revision", Victim: "Bob"},
	{Title: "Give Me That!", Victim: "Bob"},
	{Title: "Eye for an Eye", Victim: "Bob"},
	{Title: `"Accidental" Dumping`, Victim: "Bob"},
	{Title: "Left the Light On", Victim: "Bob"},
	{Title: "Blowout!", Victim: "Bob", Plot: 2},
	{Title: "Incorrect Drivers", Plot: 2},
	{Title: "Brownout!", Victim: "Bob"},
	{Title: "Carrier Lost", Victim: "Bob"},
	{Title: "Ridiculous Efficiency"},
	{Title: "R.I.G.S. T.D.M.", Plot: 1},
	{Title: "Winning Raffle Ticket"},
	{Title: "Below the Surface", Plot: 1, Resource: rigsrules.Energy},
	{Title: "Below the Surface", Plot: 1},
	{Title: "Push, Pull, or Drag"},
	{Title: "Poker Night", Resources: []rigsrules.Resource{rigsrules.Energy}},
	{Title: "Poker Night"},
	{Title: "Ruins", Take: []Amount{{Resource: rigsrules.Metal}}},
	{Title: "Ruins"},
	{Title: "Swap Meet", Give: []Amount{{Resource: rigsrules.Energy, N: 1}}, Take: []Amount{{Resource: rigsrules.Metal, N: 1}}},
	{Title: "Swap Meet", Give: []Amount{{Resource: rigsrules.Energy, N: 9}}, Take: []Amount{{Resource: rigsrules.Metal, N: 9}}},
	{Title: "Naive Profits"},
	{Title: "Other Markets"},
	{Title: "Identity Theft", Victim: "Bob"},
}

// A game played in German reads German, and one played in English reads
// English: none of the other language's common words appear in show, the
// short view, the status line, the verbs' lines (which the log keeps), why's
// arithmetic or a refusal.
func TestAGameReadsOnlyItsOwnLanguage(t *testing.T) {
	for _, lang := range msg.Langs {
		t.Run(string(lang), func(t *testing.T) {
			texts := scriptedGame(t, lang)
			require.Greater(t, len(texts), 300, "a whole game was played")
			all := strings.Join(texts, "\n")
			for _, w := range otherWords[lang] {
				re := regexp.MustCompile(`(?i)` + regexp.QuoteMeta(w))
				for _, line := range strings.Split(all, "\n") {
					if lang == msg.EN {
						line = englishDie.ReplaceAllString(line, "") // "a die" is English too
					}
					assert.False(t, re.MatchString(line), "%s: %q in %q", lang, w, line)
				}
			}
			// The game was really played in the language: its own words are there.
			own := map[msg.Lang][]string{msg.DE: {"Runde", "Parzelle", "Lager"}, msg.EN: {"round", "plot", "warehouse"}}[lang]
			for _, w := range own {
				assert.Contains(t, strings.ToLower(all), strings.ToLower(w), fmt.Sprintf("%s: the game speaks %s", lang, lang.Name()))
			}
			assert.NotContains(t, all, "[", "a message ID shows where a sentence is missing")
		})
	}
}
