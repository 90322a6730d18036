package games

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/docs"
	"boardroom/phrase/msg"
	aufbaurules "boardroom/rules/aufbau"
	corpwarrules "boardroom/rules/corpwar"
	"boardroom/rules/datafile"
	"boardroom/rules/lookup"
	politicardrules "boardroom/rules/politicard"
	rheinhessenrules "boardroom/rules/rheinhessen"
	rigsrules "boardroom/rules/rigs"
)

// question is what a table asks, in its own words, and the entry (kind
// and id) that answers it; the test wants it among the top three.
type question struct {
	ask  string
	want string // "ruling R29", "card S31", "rule vinnie"
}

var tableQuestions = map[string][]question{
	"rigs": {
		{"idenity theft", "card identity-theft"}, // typos
		{"does push pull or drag work if it was played after the rigs was lost", "ruling push-pull-or-drag"},
		{"what happens on a tie", "ruling ties"},
		{"why did my sale only give 5", "rule market"}, // the section names every price, Low 5 among them (the card market-low was the answer before words were weighed)
		{"how much can I borrow from vinnie", "ruling vinnie-exactly"},
		{"who picks which rigs I lose", "ruling lost-rigs"},
		{"identity theft", "card identity-theft"},
		{"how much does a new rig cost", "rule build"},
		{"can we trade plots during production", "rule deals"},
		{"what does a survey cost", "rule survey"},
		{"how many karma cards can I keep in my hand", "ruling karma-hand-limit"},
		{"what if I am safe in the disaster phase", "rule disaster-phase"}, // the section that says what Safe does in the phase (the ruling on discard 1, draw 1 ranks fourth, after the card Safe! and its ruling)
		{"who is the expedition leader", "rule expedition-leader"},
		{"does brownout affect energy plots", "ruling brownout"},
		{"how much is a luxury worth on a spike", "ruling market-prices"},
		{"what is a valley worth at the end", "card valley"},
		{"can I play other markets in round one", "ruling other-markets"},
		{"paying back vinie at the end", "rule vinnie"},
		{"what's the most I can borrow", "rule vinnie"}, // a contraction
		{"whats the max loan", "rule vinnie"},
		{"it's a tie", "ruling ties"},
		{"is there a limit on rigs", "rule build"},
		{"do i need energy for every plot", "rule production"},
	},
	"rheinhessen": {
		{"is a pair with a kiker legal", "ruling R3"},
		{"is a pair with a kicker legal", "ruling R3"},
		{"what happens when the deck runs out", "ruling R29"},
		{"what happens on a tie at the end", "ruling R31"},
		{"how much is an ace worth", "card A"},
		{"why did I lose 5 points", "ruling R8"},
		{"how many ticks does a violation add", "ruling R9"},
		{"does the track ever show 4", "ruling R10"},
		{"what does the auditor get", "ruling R32"},
		{"how big is the audit fine", "ruling R12"},
		{"can I declare a straight illegal", "ruling R7"},
		{"do flushes need different ranks", "ruling R4"},
		{"rounding 18.5", "ruling R6"},
		{"does the external audit hit my own floor", "rule external-audit"},
		{"can a score go below zero", "ruling R14"},
		{"is A-2-3-4-5 a straight", "rule legal"},
		{"is five of a kind legal", "ruling R3"},
		{"whats a full house worth", "rule legal"},
	},
	"corpwar": {
		{"bluf caled", "ruling CW10"},
		{"what happens if the bluff is called", "ruling CW10"},
		{"what if I can't pay upkeep", "rule upkeep"},
		{"how much is upkeep for 4 employees", "ruling CW14"},
		{"what happens on a tie", "ruling CW17"},
		{"can I move my workers every turn", "ruling CW3"},
		{"does improved methods stack", "ruling CW5"},
		{"what does the king do", "card K"},
		{"joker", "card Joker"},
		{"when does market research count", "ruling CW7"},
		{"can new hires work this turn", "ruling CW12"},
		{"can I sell more than the demand", "ruling CW13"},
		{"the draw pile is empty", "ruling CW11"},
		{"how many cards can I keep", "rule upkeep"},
		{"does innovation boost double twice", "ruling CW6"},
		{"when does the game end", "rule goal"},
		{"can the referee see my hand", "ruling CW19"},
		{"can I spy on R&D", "rule espionage"}, // "R&D": letters no entry has
		{"i can't pay upkeep", "rule upkeep"},
	},
	"politicard": {
		{"gleichstnd", "rule round-end"},
		{"gleichstand", "rule round-end"},
		{"what happens on a tie", "ruling PC7"},
		{"S31", "card S31"},
		{"berater affare", "card S31"},
		{"what if my deck is empty", "ruling PC21"},
		{"how many AP do I get", "rule turn"},
		{"is there a hand limit", "ruling PC19"},
		{"does pass draw a card", "ruling PC5"},
		{"what happens to cards that switched sides", "ruling PC22"},
		{"when does an instant resolve", "ruling PC9"},
		{"what does a shield block", "ruling PC16"},
		{"how many copies can a deck have", "ruling PC15"},
		{"who starts the first round", "ruling PC3"},
		{"what does oligarch do", "ruling PC12"},
		{"where does an ongoing card go", "ruling PC8"},
		{"wer gewinnt bei gleichstand", "ruling PC7"},
		{"lobbyist", "card S1"}, // a longer word than the card's
		{"can I play a card on my opponent's side", "rule rows"},
		{"was ist ein schild", "rule states"}, // German for a word the rules say in English
		{"handlimit", "rule hand"},            // its text says the limit of PC19 (TestPoliticardHandSectionSaysTheLimit)
	},
	"aufbau": {
		{"Unterhlt", "rule unterhalt"},
		{"Unterhalt", "rule unterhalt"},
		{"upkeep", "rule unterhalt"},
		{"can gold go negative", "ruling AU8"},
		{"Gold negativ", "ruling AU8"},
		{"how are workshops converted", "ruling AU2"},
		{"do the DC steps stack", "ruling AU15"},
		{"how much can DC be lowered", "ruling AU16"},
		{"Ereignis 15", "event E15"},
		{"Seuche", "event E3"},
		{"plague", "event E3"},
		{"neider gegenreaktion verlust", "ruling AU11"},
		{"is there a repair", "ruling AU7"},
		{"is there a turn order", "ruling AU9"},
		{"can I use the same action twice", "ruling AU14"},
		{"erfolgsstufen", "rule proben"},
		{"round 1 upkeep", "ruling AU18"},
		{"Umwandlung Bruchteile", "ruling AU10"},
		{"wieviel unterhalt zahle ich", "rule unterhalt"},
		{"what happens on a critical failure", "rule proben"},
		{"geldverleih", "rule geld"}, // the verb's own word (verleih), not an event that names it
		{"wie viel kostet geld verleihen", "rule geld"},
		{"werkstatt bauen", "rule einrichtungen"},
	},
}

// Every table question finds its answer among the top three results.
func TestTableQuestionsFindTheirAnswer(t *testing.T) {
	for _, id := range IDs() {
		t.Run(id, func(t *testing.T) {
			l, err := LookupOf(id)
			require.NoError(t, err)
			qs := tableQuestions[id]
			require.GreaterOrEqual(t, len(qs), 15, "at least 15 real questions for %s", id)
			for _, q := range qs {
				kind, want, _ := cut(q.want)
				_, ok := l.Get(want, lookup.Kind(kind))
				require.True(t, ok, "%s: the answer %s exists", id, q.want)
				r := l.Search(q.ask, 3)
				var got []string
				for _, h := range r.Hits {
					got = append(got, h.Label())
				}
				assert.Contains(t, got, q.want, "%s: %q", id, q.ask)
				assert.True(t, r.Good, "%s: %q is answered, not 'no good match'", id, q.ask)
			}
		})
	}
}

func cut(s string) (kind, id string, ok bool) {
	for i := range s {
		if s[i] == ' ' {
			return s[:i], s[i+1:], true
		}
	}
	return s, "", false
}

var _ = fmt.Sprint

// One source: the rulings the referee's data cites are the records parsed
// from docs/rulings.md, with the same number and title; every ruling a
// rule section names exists; and the parser reads every ruling the file
// has (each "## R12 ..." heading, each bullet with a "Ruling:").
func TestRulingsAgreeWithTheDataAndTheDoc(t *testing.T) {
	cited := map[string]func() datafile.Rulings{
		"rigs":        func() datafile.Rulings { return rigsrules.Load().Rulings },
		"rheinhessen": func() datafile.Rulings { return rheinhessenrules.Load().Rulings },
		"corpwar": func() datafile.Rulings {
			rs := datafile.Rulings{}
			for k, r := range corpwarrules.Load().Rulings {
				rs[k] = datafile.Ruling(r)
			}
			return rs
		},
		"politicard": func() datafile.Rulings { return politicardrules.Load().Rulings },
		"aufbau":     func() datafile.Rulings { return aufbaurules.Load().Rulings },
	}
	doc := string(docs.Rulings)
	for _, id := range IDs() {
		t.Run(id, func(t *testing.T) {
			l, err := LookupIn(id, msg.EN) // the data's titles are English
			require.NoError(t, err)
			de, err := LookupIn(id, msg.DE)
			require.NoError(t, err)
			assert.Equal(t, len(l.Rulings), len(de.Rulings), "every ruling is in both files")
			require.NoError(t, err)
			require.NotEmpty(t, l.Rulings)
			title := l.Rulings[0].Game
			for key, ru := range cited[id]() {
				name := ru.ID
				if name == "" {
					name = ru.Title
				}
				e, ok := l.Get(name, lookup.KindRuling)
				if assert.True(t, ok, "rulings.%s (%s) is parsed from docs/rulings.md", key, ru) {
					assert.True(t, strings.EqualFold(e.Title, ru.Title), "rulings.%s: data says %q, docs/rulings.md %q", key, ru.Title, e.Title)
				}
				// a German table finds it by the same number, or by the
				// English title the data (and a referee's line) cites; a
				// ruling of no number goes there by its German title's slug,
				// the English one found too
				d, ok := de.Get(name, lookup.KindRuling)
				if assert.True(t, ok, "rulings.%s (%s) is found in German", key, ru) && e != nil {
					assert.True(t, d.ID == e.ID || slices.Contains(d.Aliases, e.ID), "rulings.%s: %s is %s in German", key, e.ID, d.ID)
				}
			}
			for _, e := range l.Entries() {
				if e.Kind != lookup.KindRule {
					continue
				}
				_, refs, ok := strings.Cut(e.Text, "\nRulings: ")
				if !ok {
					continue
				}
				for _, ref := range strings.Split(refs, ", ") {
					_, ok := l.Get(ref, lookup.KindRuling)
					assert.True(t, ok, "rule %s names ruling %s, which docs/rulings.md does not have", e.ID, ref)
				}
			}
			// count what the file has under the game's heading, by hand
			start := strings.Index(doc, "\n# "+title+"\n")
			require.GreaterOrEqual(t, start, 0)
			section := doc[start+1:]
			if end := strings.Index(section[2:], "\n# "); end >= 0 {
				section = section[:end+2]
			}
			want := 0
			for _, line := range strings.Split(section, "\n") {
				if numberedRuling.MatchString(line) || strings.HasPrefix(line, "- **") && strings.Contains(line, " Ruling: ") {
					want++
				}
			}
			assert.Equal(t, want, len(l.Rulings), "every ruling of %s in docs/rulings.md is read", title)
		})
	}
}

var numberedRuling = regexp.MustCompile(`^## [A-Z]{1,3}[0-9]+ `)

// The rule section on the hand says what ruling PC19 says: a hand holds at
// most 8 cards (it said "there is no hand limit", the engine's variant).
func TestPoliticardHandSectionSaysTheLimit(t *testing.T) {
	l, err := LookupOf("politicard")
	require.NoError(t, err)
	e, ok := l.Get("hand", lookup.KindRule)
	require.True(t, ok)
	assert.Contains(t, e.Text, "at most 8 cards")
	assert.NotContains(t, e.Text, "no hand limit")
}

// Every rule section and every card of every game is said in the table's
// language: each section's title and text differ between English and
// German unless the words are the same, each card fact is one of the
// book's phrases filled in (none left as its id), and every phrase a book
// holds is said by some card in both languages.
func TestLookupSaysSectionsAndCardFactsInTheTablesLanguage(t *testing.T) {
	books := map[string]*lookup.Book{"rigs": rigsrules.LookupBook(), "rheinhessen": rheinhessenrules.LookupBook(),
		"corpwar": corpwarrules.LookupBook(), "politicard": politicardrules.LookupBook(), "aufbau": aufbaurules.LookupBook()}
	for id, b := range books {
		for _, s := range b.Sections {
			assert.NotEqual(t, s.Text.EN, s.Text.DE, "%s: section %s has one text for both languages", id, s.ID)
		}
		said := map[string]bool{}
		for _, l := range msg.Langs {
			lk, err := LookupIn(id, l)
			require.NoError(t, err)
			for _, e := range lk.Entries() {
				if e.Kind != lookup.KindCard && e.Kind != lookup.KindEvent {
					continue
				}
				for _, f := range append([]string{e.Title, e.Text}, e.Facts...) {
					for p := range b.Phrases {
						if f == p || strings.Contains(p, ".") && regexp.MustCompile(`(^|[^a-z.])`+regexp.QuoteMeta(p)+`($|[^a-z_.])`).MatchString(f) {
							t.Errorf("%s %s: card %s says the phrase id %s", id, l, e.ID, p)
						}
						if strings.Contains(f, strings.Split(b.Phrases[p].In(l), "{")[0]) {
							said[p] = true
						}
					}
				}
			}
		}
		for p := range b.Phrases {
			assert.True(t, said[p] || strings.HasPrefix(p, "ranks."), "%s: phrase %s is said by no card", id, p)
		}
	}
	de, err := LookupIn("rigs", msg.DE)
	require.NoError(t, err)
	e, ok := de.Get("identity-theft", lookup.KindCard)
	require.True(t, ok)
	assert.Contains(t, e.Facts, "Exemplare: 1 (jeder der 45 Karmatitel ist einmal gedruckt)")
	assert.Contains(t, strings.Join(e.Facts, "\n"), "Wohin sie kommt: ")
	en, err := LookupIn("rigs", msg.EN)
	require.NoError(t, err)
	e, ok = en.Get("identity-theft", lookup.KindCard)
	require.True(t, ok)
	assert.Equal(t, "Identity Theft", e.Title)
	assert.Contains(t, e.Facts, "Copies: 1 (each of the 45 Karma titles is printed once)")
}
