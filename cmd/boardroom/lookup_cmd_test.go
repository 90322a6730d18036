package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/columns"
	"boardroom/games"
)

// whyCase is one game's accepted action and refused action, and what `why`
// must say about each: the arithmetic or reason, and the rule behind it.
type whyCase struct {
	game     string
	setup    [][]string // commands before the accepted action
	accepted []string
	wantOK   []string // in `why` after the accepted action
	refused  []string
	wantNo   []string // in `why` after the refusal
	nothing  bool     // the accepted action counts nothing (why says so)
}

var whyCases = []whyCase{
	{game: "rheinhessen", setup: [][]string{{"new", "--players", "Ann,Ben", "--seed", "3"}},
		accepted: []string{"produce", "Ann", "9S", "9H", "10D", "10C", "KD", "--illegal"},
		wantOK:   []string{"9 + 9 + 10 + 10 + 10 = 48 [R1]", "48 x 0.60 = 28.8, rounded half up: 29 [R6]", "minus 5 kickback = 24 points [R8]", "track 0 + 1 = 1 [R9]", "ruling R8: Violations"},
		refused:  []string{"produce", "Ben", "8S", "8H", "9D"},
		wantNo:   []string{"Refused: produce Ben 8S 8H 9D", "a pair with a kicker", "ruling R7: Declaring"}},
	{game: "rigs", setup: [][]string{{"new", "--players", "Ann,Bob", "--seed", "12"}},
		accepted: []string{"survey", "Ann", "1"},
		wantOK:   []string{"Log entry", "surveys plot #1", "rule survey: Surveying a plot", "Rulebook: To survey"},
		refused:  []string{"loan", "Ann", "metal", "9"},
		wantNo:   []string{"Refused: loan Ann metal 9", "owns 6 plots", "rule vinnie: Vinnie loans", "Rulebook: Vinnie will only loan one"}},
	{game: "corpwar", setup: [][]string{{"new", "--players", "Ann,Bob", "--seed", "2"}},
		accepted: []string{"place", "Ann", "production", "3"},
		wantOK:   []string{"Ann's employees to place: 3 - 3 = 0 [CW3]", "Ann places 3 employees in Production", "rule allocation: Allocation Phase"},
		refused:  []string{"place", "Bob", "production", "9"},
		wantNo:   []string{"Bob has 3 new employees to place, not 9", "ruling CW3: Employees stay where they are placed"}},
	{game: "rigs", setup: [][]string{{"new", "--players", "Ann,Bob", "--seed", "12"}}, // a verb that counts nothing
		accepted: []string{"next"},
		wantOK: []string{"Nothing was counted: this action moves no number by a calculation", "1. checked: no Land Grant is open in round 1 and no roll-off for Expedition Leader waits [the-land-grant-comes-first]",
			"2. Round 1, Disaster Phase.", "rule round: A round and its four phases", "ruling the-land-grant-comes-first"},
		refused: []string{"survey", "Ann", "1"},
		wantNo:  []string{"Refused: survey Ann 1", "it is the Disaster Phase", "rule survey: Surveying a plot"}, nothing: true},
	{game: "politicard", setup: [][]string{{"new", "--players", "Ann,Bob", "--deck-a", "tempo", "--deck-b", "control", "--first", "Ann"}},
		accepted: []string{"place", "Ann", "G4"},
		wantOK:   []string{"G4 Dorian Valcourt costs 1 AP (one per card) [PC4]", "Ann's AP: 2 - 1 = 1 [PC4]", "Ann plays G4", "ruling PC8: Rows"},
		refused:  []string{"place", "Bob", "G22"},
		wantNo:   []string{"it is Ann's turn, not Bob's", "ruling PC5"}},
	{game: "aufbau", setup: [][]string{{"new", "--players", "Anna,Ben", "--seed", "3"}, {"next"}},
		accepted: []string{"einfluss", "Anna", "temp", "2"},
		wantOK: []string{"Logeintrag 2 (einfluss, angenommen): Schritt für Schritt:", "Anna zahlt für Einflussgewinn: 2 Gold; 6 − 2 = 4 Gold [AU8]",
			"Probe Anna: 1W20 = 16 + 3 (Einfluss) = 19 gegen SG 12 − 1 (verpachteter Stadtbesitz) − 1 (Amt) = 10: gut [proben]",
			"Die Regeln dahinter:", "Regel einfluss: Einflussgewinn"},
		refused: []string{"einfluss", "Anna", "temp", "999"},
		wantNo:  []string{"Abgelehnt: einfluss Anna temp 999 (nach Logeintrag 2; nichts geändert)", "Warum: Anna darf höchstens 6", "Regel einfluss"}},
}

// `why` explains an accepted action and a refused one in every game, and
// the refusal changes nothing in the saved game.
func TestWhyExplainsAcceptedAndRefusedActions(t *testing.T) {
	t.Parallel()
	for _, c := range whyCases {
		t.Run(c.game, func(t *testing.T) {
			home := t.TempDir()
			do := func(args ...string) result {
				return runCLI(t, append(append([]string{c.game}, args...), "--home", home)...)
			}
			r := do("why")
			require.Equal(t, 1, r.code, "nothing to explain before the game exists")
			for _, s := range c.setup {
				r = do(s...)
				require.Equal(t, 0, r.code, r.stderr)
			}
			r = do(c.accepted...)
			require.Equal(t, 0, r.code, r.stderr)
			r = do("why")
			require.Equal(t, 0, r.code, r.stderr)
			for _, w := range c.wantOK {
				assert.Contains(t, flat(r.stdout), w)
			}
			var counted struct{ Counted bool }
			require.NoError(t, json.Unmarshal([]byte(do("why", "--json").stdout), &counted))
			assert.Equal(t, !c.nothing, counted.Counted, "why --json says whether the action counted anything")
			seq := strings.Count(do("log", "--json").stdout, `"seq"`)

			file, err := filepath.Glob(filepath.Join(home, c.game, "*.json"))
			require.NoError(t, err)
			require.Len(t, file, 1)
			before, err := os.ReadFile(file[0])
			require.NoError(t, err)
			r = do(c.refused...)
			require.Equal(t, 1, r.code, r.stdout)
			after, err := os.ReadFile(file[0])
			require.NoError(t, err)
			assert.Equal(t, string(before), string(after), "a refusal changes nothing in the saved game")

			r = do("why")
			require.Equal(t, 0, r.code, r.stderr)
			for _, w := range c.wantNo {
				assert.Contains(t, flat(r.stdout), w)
			}
			r = do("why", "--json")
			require.Equal(t, 0, r.code, r.stderr)
			var rep struct {
				Refused struct{ Verb, Reason string }
				Rules   []struct{ Kind, ID string }
			}
			require.NoError(t, json.Unmarshal([]byte(r.stdout), &rep))
			assert.Equal(t, c.refused[0], rep.Refused.Verb)
			assert.NotEmpty(t, rep.Rules, "the refusal names a rule")

			// the entry explained by number is the accepted action, not the refusal
			r = do("why", itoa(seq))
			require.Equal(t, 0, r.code, r.stderr)
			assert.NotContains(t, r.stdout, "Refused")
			assert.Equal(t, 2, do("why", "0").code, "N starts at 1")
			assert.Equal(t, 2, do("why", itoa(seq+5)).code)
		})
	}
}

func itoa(n int) string { b, _ := json.Marshal(n); return string(b) }

// rules and card answer, say what each result is, and fail helpfully.
func TestRulesAndCardCommands(t *testing.T) {
	t.Parallel()
	r := runCLI(t, "rigs", "rules", "push", "pull")
	require.Equal(t, 0, r.code, r.stderr)
	assert.True(t, strings.HasPrefix(r.stdout, "card push-pull-or-drag: Push, Pull, or Drag\n"), r.stdout)
	assert.LessOrEqual(t, strings.Count(r.stdout, "\n"), 40, "about a screenful")
	assert.Contains(t, flat(r.stdout), `Ruling push-pull-or-drag: Push, Pull, or Drag played, it lies in front of you.`, "the card's own ruling in full")
	assert.Contains(t, flat(r.stdout), `Rulebook: "Put this card out into play.`, "with its quote")
	assert.NotContains(t, r.stdout, "ruling   push-pull-or-drag", "and not again under Also")

	r = runCLI(t, "politicard", "rules", "--json", "gleichstand")
	require.Equal(t, 0, r.code, r.stderr)
	var res struct {
		Good    bool
		Results []struct {
			Kind, ID, Title, Text string
			Score                 float64
		}
	}
	require.NoError(t, json.Unmarshal([]byte(r.stdout), &res))
	require.True(t, res.Good)
	require.NotEmpty(t, res.Results)
	assert.Equal(t, "round-end", res.Results[0].ID)
	assert.Greater(t, res.Results[0].Score, 0.0)

	r = runCLI(t, "corpwar", "rules", "xyzzy", "frobnicate")
	assert.Equal(t, 1, r.code)
	assert.Contains(t, r.stdout, `Nothing in the rules of Corporate Warfare answers "xyzzy frobnicate".`)
	assert.Contains(t, flat(r.stdout), "The sections: Goal and the end of the game; Setup;")
	r = runCLI(t, "rigs", "rules", "vinny", "lone")
	assert.Equal(t, 0, r.code, "two typos in two words still find Vinnie: %s", r.stdout)
	assert.Contains(t, r.stdout, "Vinnie")
	r = runCLI(t, "rigs", "rules", "qqqqzz")
	assert.Equal(t, 1, r.code)
	r = runCLI(t, "rigs", "rules", "plott")
	assert.Equal(t, 0, r.code)

	assert.Equal(t, 2, runCLI(t, "rigs", "rules").code, "no words is a usage error")
	// the "See also:" lines keep their titles in one column, long ids too
	r = runCLI(t, "rigs", "rules", "what", "happens", "on", "a", "tie")
	require.Equal(t, 0, r.code, r.stderr)
	_, also, ok := strings.Cut(r.stdout, "\nSee also:\n")
	require.True(t, ok, r.stdout)
	col := -1
	for _, l := range strings.Split(strings.TrimRight(also, "\n"), "\n") {
		f := strings.Fields(l)
		require.GreaterOrEqual(t, len(f), 3, l)
		at := strings.Index(l, " "+f[2]) + 1 // where the title begins
		if col < 0 {
			col = at
		}
		assert.Equal(t, col, at, "title column of %q", l)
		assert.LessOrEqual(t, columns.Len(l), 80, l)
	}
	// every word weighs, none is required: a question with a word the
	// rules lack ("dice") is answered by the words they have
	r = runCLI(t, "rigs", "rules", "how", "many", "dice", "for", "production")
	assert.Equal(t, 0, r.code)
	assert.True(t, strings.HasPrefix(r.stdout, "rule production: Production and power"), r.stdout)
	assert.Equal(t, 2, runCLI(t, "rigs", "rules", " ").code, "blank words are no words")
	assert.Equal(t, 2, runCLI(t, "rigs", "card", "").code, "a blank name is no name")
	// a home of its own: an Aufbau game another test left in the shared home
	// would choose the language
	r = runCLI(t, "aufbau", "rules", "--list", "--home", t.TempDir())
	require.Equal(t, 0, r.code)
	for _, w := range []string{"Regeln (", "Ereignisse (", "Entscheide, wo", "AU25", "Befehle (", "fachkraft"} { // Aufbausystem is German
		assert.Contains(t, r.stdout, w)
	}

	r = runCLI(t, "rigs", "card", "identity", "theft")
	require.Equal(t, 0, r.code, r.stderr)
	for _, w := range []string{"Identity Theft (card identity-theft)", "Copies: 1", "Where it goes:", "Ruling identity-theft: Identity Theft", "Quote:"} {
		assert.Contains(t, r.stdout, w)
	}
	r = runCLI(t, "politicard", "card", "s31")
	require.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, r.stdout, "Consultants Affair (card S31)")
	r = runCLI(t, "rheinhessen", "card", "8♠")
	require.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, r.stdout, "Raw value 8")
	r = runCLI(t, "rigs", "card", "brownot")
	require.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, r.stdout, "Brownout!")
	// words that fit several cards as well: the one shown, and the others named
	r = runCLI(t, "rigs", "card", "market")
	require.Equal(t, 0, r.code, r.stderr)
	for _, id := range []string{"market-spike", "market-high", "market-normal", "market-low"} {
		assert.Contains(t, r.stdout, "("+id+")", "the Market cards fit 'market' as well as Other Markets")
	}
	assert.NotContains(t, runCLI(t, "rigs", "card", "theft").stdout, "also fits", "Theft! is the card named so")
	r = runCLI(t, "rigs", "card", "market", "--json")
	require.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, r.stdout, `"also": [`)
	r = runCLI(t, "rigs", "card", "dragon")
	assert.Equal(t, 1, r.code)
	assert.Contains(t, r.stderr, "no card matches")
	// Corporate Warfare's verb `card` plays a card; its cards are looked up with `rules`
	r = runCLI(t, "corpwar", "rules", "jokr")
	require.Equal(t, 0, r.code, r.stderr)
	assert.True(t, strings.HasPrefix(r.stdout, "card Joker: Espionage"), r.stdout)
	assert.NotEqual(t, 0, runCLI(t, "aufbau", "card", "x").code, "Aufbausystem has no cards")
}

// --show puts the answer on the saved game's page of the display.
func TestShowPutsTheAnswerOnTheDisplay(t *testing.T) {
	home := t.TempDir()
	r := runCLI(t, "rigs", "rules", "ties", "--show", "--home", home)
	assert.Equal(t, 1, r.code, "no saved game to show it on")
	require.Equal(t, 0, runCLI(t, "rigs", "new", "--players", "Ann,Bob", "--seed", "1", "--home", home).code)
	r = runCLI(t, "rigs", "rules", "ties", "--show", "--home", home)
	require.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, r.stdout, "shown on the table display")
	notes, _ := filepath.Glob(filepath.Join(home, "rigs", "*.shown"))
	require.Len(t, notes, 1)
	b, err := os.ReadFile(notes[0])
	require.NoError(t, err)
	assert.Contains(t, string(b), "ruling ties")

	// a refusal's reason stays on the referee's screen
	assert.Equal(t, 1, runCLI(t, "rigs", "loan", "Ann", "metal", "9", "--home", home).code)
	r = runCLI(t, "rigs", "why", "--show", "--home", home)
	require.Equal(t, 0, r.code, r.stderr)
	b, err = os.ReadFile(notes[0])
	require.NoError(t, err)
	assert.Contains(t, string(b), "Refused: loan")
	assert.NotContains(t, string(b), "owns 6 plots")
	_ = time.Now
	_ = games.IDs
}

// A sale of Luxuries is explained line by line: the Market card, the price,
// the count and the credits, with the ruling on prices.
func TestWhyExplainsARigsSale(t *testing.T) {
	home := t.TempDir()
	do := func(args ...string) result {
		return runCLI(t, append(append([]string{"rigs"}, args...), "--home", home)...)
	}
	for _, c := range [][]string{{"new", "--players", "Ann,Bob", "--seed", "12"}, {"adjust", "Ann", "luxuries", "+3", "--reason", "test"},
		{"next"}, {"disaster", "Ann"}, {"disaster", "Bob"}, {"next"}, {"next"}, {"market"}, {"sell", "Ann", "1"}} {
		r := do(c...)
		require.Equal(t, 0, r.code, "%v: %s", c, r.stderr)
	}
	r := do("why")
	require.Equal(t, 0, r.code, r.stderr)
	for _, w := range []string{"(sell, accepted)", "one Luxury sells for 10 (Normal) [market-prices]", "1 x 10 = 10 credits", "Ann's credits: 100 + 10 = 110", "ruling market-prices: Market prices"} {
		assert.Contains(t, flat(r.stdout), w)
	}
	assert.Contains(t, flat(r.stdout), "ruling market-prices: Market prices. One Luxury sells for", "the ruling's first sentence reads as a sentence")
	// 'sell Ann all' gave a count: the explanation does not say it did not
	require.Equal(t, 0, do("undo").code)
	r = do("why")
	require.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, flat(r.stdout), "(sell, the undo of entry 9): Step by step: 1. taken back (entry 9): Ann sells 1 Luxury", "an undo says it took the sale back")
	require.Equal(t, 0, do("sell", "Ann", "all").code)
	r = do("why")
	require.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, flat(r.stdout), "all of them ('all', or no count): the 1 Luxury in Ann's warehouse")
	assert.NotContains(t, r.stdout, "no count given")
}

// The end of a Corporate Warfare turn is explained by full groups.
func TestWhyExplainsCorpwarUpkeep(t *testing.T) {
	home := t.TempDir()
	do := func(args ...string) result {
		return runCLI(t, append(append([]string{"corpwar"}, args...), "--home", home)...)
	}
	for _, c := range [][]string{{"new", "--players", "Ann,Bob", "--seed", "2"}, {"place", "Ann", "production", "2"}, {"place", "Ann", "sales", "1"},
		{"place", "Bob", "hr", "3"}, {"next"}, {"next"}, {"roll", "Ann"}, {"roll", "Bob"}, {"next"}, {"next"}} {
		r := do(c...)
		require.Equal(t, 0, r.code, "%v: %s", c, r.stderr)
	}
	r := do("why")
	require.Equal(t, 0, r.code, r.stderr)
	for _, w := range []string{"(next, accepted)", "Ann: 3 employees, 1 full group of 3: 1 x 1 = 1 money; 1 product, 0 full groups of 6: 0 x 1 = 0 money [CW14]",
		"Ann's money: 13 - 1 upkeep - 0 storage = 12", "Bob: 4 employees, 1 full group of 3", "ruling CW14: Upkeep counts full groups"} {
		assert.Contains(t, flat(r.stdout), w)
	}
}

// In a virtual game the AI seats play right after the person: `why` explains
// what the person did (not the last AI turn), and names the AI turns after it.
func TestWhyInAVirtualGameExplainsThePersonsAction(t *testing.T) {
	home := t.TempDir()
	do := func(args ...string) result {
		return runCLI(t, append(append([]string{"rheinhessen"}, args...), "--home", home)...)
	}
	r := do("new", "--players", "Anna", "--ai", "aggressor,balanced,opportunist", "--seed", "7")
	require.Equal(t, 0, r.code, r.stderr)
	r = do("produce", "Anna", "7D", "7D")
	require.Equal(t, 0, r.code, r.stderr)
	r = do("why")
	require.Equal(t, 0, r.code, r.stderr)
	out := flat(r.stdout)
	assert.True(t, strings.HasPrefix(out, "Log entry 1 (produce, accepted)"), out)
	assert.Contains(t, out, "Anna's score: 0 + 18 = 18")
	assert.Contains(t, out, "Log entries 2 to 5 are the turns the referee played after it: 'why 5' explains one.")
	r = do("why", "5")
	require.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, flat(r.stdout), "Log entry 5 (produce, accepted)")
	assert.NotContains(t, r.stdout, "turns the referee played after it")
}

// `why` shows the arithmetic the referee recorded as it computed, line by
// line with its rule, for the verbs players argue about in each game.
func TestWhyShowsTheArithmeticOfEachGame(t *testing.T) {
	t.Parallel()
	cases := []struct {
		game  string
		calls [][]string
		want  []string
	}{
		{"rheinhessen", [][]string{{"new", "--players", "Ann,Ben", "--seed", "3"}, {"produce", "Ann", "9S", "9H", "10D", "10C", "KD", "--illegal"}, {"audit", "Ben", "Ann"}},
			[]string{"(audit, accepted): Step by step:", "an internal audit, once a turn, of a rival; the auditor gains nothing [R32]",
				"kept 9♠ 9♥, 10♦ 10♣ (raw 38, the most any regrouping keeps) [R11]", "leftover K♦: raw 10 = 10 [R1]",
				"fine: 10 x 1.40 = 14, rounded half up: 14 [R12]", "Ann's score: 24 - 14 = 10 [R19]"}},
		{"rigs", [][]string{{"new", "--players", "Ann,Bob", "--seed", "12"}, {"loan", "Ann", "metal", "2"}, {"build", "Ann", "1"}},
			[]string{"(build, accepted): Step by step:", "RIGS built: 1 x 2 Metal = 2 Metal [build]", "Ann's Metal: 2 - 2 = 0", "RIGS in play: 11 of at most 75 [build]"}},
		{"rigs", [][]string{{"new", "--players", "Ann,Bob", "--seed", "12"}, {"loan", "Ann", "metal", "2"}},
			[]string{"6 plots x 1 - 0 borrowed this phase = 6; Ann asks 2 [vinnie]", "Metal script left on the table: 20 - 2 = 18 [vinnie-exactly]", "Ann's Metal: 0 + 2 = 2"}},
		{"rigs", [][]string{{"new", "--players", "Ann,Bob", "--seed", "12"}, {"next"}, {"disaster", "Ann"}, {"disaster", "Bob"},
			{"adjust", "Ann", "karma", "+3", "--reason", "t"}, {"adjust", "Bob", "karma", "+1", "--reason", "t"}, {"karma", "Give Me That!", "Ann", "--victim", "Bob"}},
			[]string{`Ann plays "Give Me That!" (a sabotage card) in the Disaster Phase: Karma cards in hand 3 - 1 = 2 [karma]`,
				"Give Me That!: Ann's Karma cards in hand 2 + 1 = 3 [karma]", "Give Me That!: Bob's Karma cards in hand 1 - 1 = 0 [karma]"}},
		{"rigs", [][]string{{"new", "--players", "Ann,Bob", "--seed", "12"}, {"next"}, {"disaster", "Ann"}, {"disaster", "Bob"},
			{"adjust", "Ann", "karma", "+3", "--reason", "t"}, {"swap", "Ann"}},
			[]string{"Ann's Disaster card (Theft!) brought no Karma card in round 1: Ann may discard 1 and draw 1 [safe-and-the-unaffected-discard]",
				"Ann's Karma hand: 3 - 1 discarded + 1 drawn = 3 [safe-and-the-unaffected-discard]", "Karma deck 42 - 1 = 41; discard pile 0 + 1 = 1 [which-karma-card-is-where]"}},
		{"rigs", [][]string{{"new", "--players", "Ann,Bob", "--seed", "12"}, {"next"}, {"disaster", "Ann"}, {"disaster", "Bob"}, {"next"}, {"next"}, {"market"}},
			[]string{"Market card 1 of the game's 15, drawn from the 36 in the deck: NORMAL; 36 - 1 = 35 left in the deck [market-cards]",
				"NORMAL: one Luxury sells for 10 this round [market-prices]"}},
		{"rigs", [][]string{{"new", "--players", "Ann,Bob", "--seed", "12"}, {"next"}, {"disaster", "Ann"}, {"disaster", "Bob"}, {"next"}, {"next"}, {"market"}, {"next"}, {"grant", "Ann", "valley"}},
			[]string{"the leader Ann keeps Valley of the 2 plots drawn (Ridge, Valley); Ann's plots 6 + 1 = 7 [land-grant]",
				"Bob draws Ridge at random from the 1 left (Ridge); Bob's plots 6 + 1 = 7 [land-grant]",
				"Ann: 3 barren Plains, 7 plots, 4 Valleys [expedition-leader]", "Bob: 3 barren Plains, 7 plots, 0 Valleys [expedition-leader]",
				"worst collection (most barren Plains, then fewest plots, then most Valleys): Ann [expedition-leader]"}},
		{"corpwar", [][]string{{"new", "--players", "Ann,Bob", "--seed", "2"}, {"place", "Ann", "production", "2"}, {"place", "Ann", "sales", "1"},
			{"place", "Bob", "hr", "3"}, {"next"}, {"next"}, {"roll", "Ann"}},
			[]string{"Ann, Production: dice 5+6 against 4+: 2 successes [CW4]", "Ann: +2 products (2 now)", "Ann: sells 1 product for 3 (13 money now) [CW13]"}},
		{"rigs", [][]string{{"new", "--players", "Ann,Bob", "--seed", "12"}, {"next"}, {"disaster", "Ann"}, {"disaster", "Bob"}, {"next"}, {"next"}, {"market"}, {"next"},
			{"grant", "Ann", "valley"}, {"next"}, {"disaster", "Bob"}},
			[]string{"Bob has no Metal to lose [disaster-phase]", "Bob has no Metal: loses 1 RIGS from the warehouse; Bob's RIGS 5 - 1 = 4 [lost-rigs]",
				`Bob lost 1 to "Out in the (Acid) Rain!": draws 1 Karma card; hand 0 + 1 = 1 [disaster-karma-draws]`}},
		{"corpwar", [][]string{{"new", "--players", "Ann,Bob", "--seed", "2"}, {"place", "Ann", "production", "2"}},
			[]string{"Ann's employees to place: 3 - 2 = 1 [CW3]", "Ann's Production: 0 + 2 = 2 employees [CW3]"}},
		{"politicard", [][]string{{"new", "--players", "Ann,Bob", "--deck-a", "tempo", "--deck-b", "control", "--first", "Ann"}, {"place", "Ann", "G4"}, {"pass", "Ann"}, {"pass", "Bob"}},
			[]string{"(pass, accepted): Step by step:", "Ann passed last turn and Bob passes now: two passes in a row end the round, which is scored [PC5]",
				"Ann's influence: ", "Bob's influence: no government card, 0 [PC10]", "round 1: Ann wins it", "Ann's rounds won: 0 + 1 = 1 of the 2 that win the match [PC3]"}},
		{"politicard", [][]string{{"new", "--players", "Ann,Bob", "--deck-a", "control", "--deck-b", "tempo", "--first", "Ann"}, {"end", "Ann"}, {"set", "Bob"}, {"end", "Bob"},
			{"place", "Ann", "S74"}, {"trigger", "Bob", "S35"}},
			[]string{"Cancel Culture: S74 Inka Castellan is deactivated until round end: its effects stop [PC10]", "Bob's face-down interventions: 1 - 1 = 0 [PC13]"}},
		{"politicard", [][]string{{"new", "--players", "Ann,Bob", "--deck-a", "control", "--deck-b", "tempo", "--first", "Ann"}, {"end", "Ann"}},
			[]string{"End Turn: Ann draws min(1, 20 left in the deck) = 1: hand 5 + 1 = 6, deck 20 - 1 = 19 [PC21]"}},
		{"aufbau", [][]string{{"new", "--players", "Anna,Ben", "--seed", "3"}, {"next"}, {"einfluss", "Anna", "temp", "2"}, {"next"}},
			[]string{"Logeintrag 3 (weiter, angenommen): Schritt für Schritt:", "Anna: Umwandlung 5 AK (4:1): 4 + 1 ¼ = 5 ¼ Gold [umwandlung]",
				"Anna: Umwandlung 17 Einfluss (4:1): 5 ¼ + 4 ¼ = 9 ½ Gold [umwandlung]"}},
		{"aufbau", [][]string{{"new", "--players", "Anna,Ben", "--seed", "3"}, {"next"}, {"next"}, {"next"}},
			[]string{"Logeintrag 3 (weiter, angenommen)", "Ereignis 1 des Abschnitts: 2W20 = 32, Landflucht [ereignisse]",
				"Ereignis 2 des Abschnitts: 2W20 = 22, Offener Konflikt in Nachbarprovinz [ereignisse]"}},
		{"aufbau", [][]string{{"new", "--players", "Anna,Ben", "--seed", "3"}, {"next"}, {"material", "Anna", "domaene", "2"}},
			[]string{"Anna: AK 5 − 2 Investitionen = 3 [material]", "gegen SG 10: gut [proben]", "Ertrag bei gut: 12 Rohstoffe × 2 Investitionen = 24 [material]"}},
		{"aufbau", [][]string{{"new", "--players", "Anna,Ben", "--seed", "3"}, {"next"}, {"verleih", "Anna", "2"}},
			[]string{"Anna zahlt für Geldverleih: 4 Gold; 6 − 4 = 2 Gold [AU8]", "Probe Anna: 1W20 = 16 + 3 (Geld) = 19 gegen SG 14: gut [proben]",
				"Auszahlung bei gut: 8 Gold × 2 Investitionen = 16 Gold [geld]", "Anna: ausstehend 0 + 16 = 16 Gold"}},
		{"aufbau", [][]string{{"new", "--players", "Anna,Ben", "--seed", "3"}, {"next"}, {"einfluss", "Anna", "temp", "2"}},
			[]string{"Ertrag bei gut: 6 Einfluss × 2 Investitionen = 12 Einfluss [einfluss]", "Anna: Einfluss 5 + 12 = 17 [einfluss]"}},
		{"aufbau", [][]string{{"new", "--players", "Anna,Ben", "--seed", "3"}, {"next"}, {"modus", "Anna", "A5", "gold"}},
			[]string{"Der Modus eines Amts wechselt nur in der Aktionsphase; der Einfluss dieser Runde wurde schon gezählt, das Gold zahlt der Unterhalt [AU26]",
				"Anna: Amt A5 (klein) von Einfluss auf Gold: je Runde 3 Gold und 0 Einfluss statt 0 Gold und 4 Einfluss [unterhalt]"}},
		{"aufbau", [][]string{{"new", "--players", "Anna,Ben", "--seed", "3", "--lang", "en"}, {"next"}, {"einfluss", "Anna", "temp", "2"}},
			[]string{"Log entry 2 (influence, accepted): Step by step:", "Anna pays for", "2 gold; 6 − 2 = 4 gold [AU8]", "check Anna: 1d20 = 16", "The rules behind it:"}},
	}
	for _, c := range cases {
		t.Run(c.game+" "+c.calls[len(c.calls)-1][0], func(t *testing.T) {
			home := t.TempDir()
			for _, call := range c.calls {
				r := runCLI(t, append(append([]string{c.game}, call...), "--home", home)...)
				require.Equal(t, 0, r.code, "%v: %s", call, r.stderr)
			}
			r := runCLI(t, c.game, "why", "--home", home)
			require.Equal(t, 0, r.code, r.stderr)
			for _, w := range c.want {
				assert.Contains(t, flat(r.stdout), w)
			}
			r = runCLI(t, c.game, "why", "--json", "--home", home)
			require.Equal(t, 0, r.code, r.stderr)
			var rep struct {
				Counted bool
				Entry   struct{ Steps []struct{ Text, Rule string } }
			}
			require.NoError(t, json.Unmarshal([]byte(r.stdout), &rep))
			assert.True(t, rep.Counted, "the steps are the recorded arithmetic")
			assert.NotEmpty(t, rep.Entry.Steps)
		})
	}
}

// rules --show --game NAME writes on that saved game's page, not the
// newest; --game alone names the table asking (its language) and writes
// on no page; an unknown game is refused.
func TestShowOnTheNamedGamesPage(t *testing.T) {
	home := t.TempDir()
	for _, n := range []string{"first", "second"} {
		require.Equal(t, 0, runCLI(t, "rigs", "new", "--players", "Ann,Bob", "--seed", "1", "--name", n, "--home", home).code)
	}
	r := runCLI(t, "rigs", "rules", "ties", "--show", "--game", "first", "--home", home)
	require.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, r.stdout, "on the page of first")
	_, err := os.Stat(filepath.Join(home, "rigs", "first.shown"))
	assert.NoError(t, err)
	_, err = os.Stat(filepath.Join(home, "rigs", "second.shown"))
	assert.True(t, os.IsNotExist(err), "the newest game's page is untouched")
	r = runCLI(t, "rigs", "rules", "ties", "--game", "second", "--home", home)
	assert.Equal(t, 0, r.code, r.stderr)
	assert.NotContains(t, r.stdout, "on the page of")
	_, err = os.Stat(filepath.Join(home, "rigs", "second.shown"))
	assert.True(t, os.IsNotExist(err), "without --show no page is written")
	assert.Equal(t, 1, runCLI(t, "rigs", "rules", "ties", "--game", "nope", "--home", home).code, "--game names a saved game")
	r = runCLI(t, "rigs", "card", "brownout", "--show", "--game", "nope", "--home", home)
	assert.Equal(t, 1, r.code)
	assert.Contains(t, r.stderr, `no saved rigs game of that name`)
}

// rules --card NAME shows one card as `card` does: Corporate Warfare's own
// `card` verb plays a card, so this is how its cards are looked up.
func TestRulesCardShowsOneCard(t *testing.T) {
	r := runCLI(t, "corpwar", "rules", "--card", "joker")
	require.Equal(t, 0, r.code, r.stderr)
	assert.True(t, strings.HasPrefix(r.stdout, "Espionage (card Joker)\n"), r.stdout)
	assert.Contains(t, r.stdout, "Copies: 2")
	assert.Contains(t, r.stdout, "Ruling CW8:")
	// The Joker's name and index are one word: said once, at either table.
	assert.Contains(t, r.stdout, "  Card: Joker\n")
	assert.NotContains(t, r.stdout, "Joker (Joker)")
	assert.Contains(t, runCLI(t, "corpwar", "rules", "--card", "ace").stdout, "  Card: Ace (A)\n")
	t.Setenv("BOARDROOM_LANG", "de")
	de := runCLI(t, "corpwar", "rules", "--card", "joker").stdout
	assert.Contains(t, de, "  Karte: Joker\n")
	assert.NotContains(t, de, "Joker (Joker)")
	t.Setenv("BOARDROOM_LANG", "en")
	assert.Equal(t, runCLI(t, "rigs", "card", "brownout").stdout, runCLI(t, "rigs", "rules", "--card", "brownout").stdout, "the same answer as card")
	assert.Equal(t, r.stdout, runCLI(t, "corpwar", "card", "joker").stdout, "the verb card with a card's name alone shows it")
	assert.Equal(t, 2, runCLI(t, "corpwar", "card", "Ann").code, "a player alone is still the verb's usage error")
	assert.Equal(t, 1, runCLI(t, "corpwar", "rules", "--card", "zzqx").code)
	assert.Equal(t, 2, runCLI(t, "corpwar", "rules", "--card", "--list").code)
	assert.Equal(t, 2, runCLI(t, "corpwar", "rules", "--card").code, "a card to name")
}

// why --refused K explains an earlier refusal, not only the last one.
func TestWhyExplainsAnEarlierRefusal(t *testing.T) {
	home := t.TempDir()
	do := func(args ...string) result {
		return runCLI(t, append(append([]string{"rigs"}, args...), "--home", home)...)
	}
	require.Equal(t, 0, do("new", "--players", "Ann,Bob", "--seed", "12").code)
	require.Equal(t, 1, do("loan", "Ann", "metal", "9").code)
	require.Equal(t, 1, do("sell", "Ann", "1").code)
	r := do("why")
	require.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, r.stdout, "Refused: sell Ann 1")
	r = do("why", "--refused", "2")
	require.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, r.stdout, "Refused: loan Ann metal 9")
	assert.Contains(t, flat(r.stdout), "owns 6 plots")
	assert.Equal(t, 2, do("why", "--refused", "3").code, "only two are kept")
	assert.Equal(t, 2, do("why", "--refused", "9").code)
	assert.Equal(t, 2, do("why", "1", "--refused", "1").code)
}

// Aufbausystem is played in German: the headings of rules and its table
// of contents are German like its rule sections (the --json kinds stay
// English); the other games keep theirs.
func TestAufbauLookupHeadingsAreGerman(t *testing.T) {
	r := runCLI(t, "aufbau", "rules", "einfluss", "gewinnen")
	require.Equal(t, 0, r.code, r.stderr)
	for _, w := range []string{"Regel einfluss: Einflussgewinn", "Regelwerk: ", "Entscheide: AU21", "Siehe auch:", "Entscheid AU"} {
		assert.Contains(t, r.stdout, w)
	}
	for _, w := range []string{"Rulebook:", "See also:", "Rulings:", "\n  ruling "} {
		assert.NotContains(t, r.stdout, w)
	}
	r = runCLI(t, "aufbau", "rules", "--list")
	require.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, r.stdout, "Regeln (14):")
	assert.Contains(t, r.stdout, "Entscheide, wo die Regelwerke Lücken lassen (")
	assert.NotContains(t, r.stdout, "docs/rulings.md", "no file names at the table")
	r = runCLI(t, "aufbau", "rules", "xyzzq")
	assert.Equal(t, 1, r.code)
	assert.Contains(t, r.stdout, `Nichts in den Regeln von Aufbausystem beantwortet „xyzzq“.`)
	assert.Empty(t, r.stderr, "said once, in the table's language (it added 'boardroom: no good match')")
	assert.Contains(t, r.stdout, "Die Abschnitte: Rundenablauf; Markt-Abschnitte;", "what there is to ask about")
	r = runCLI(t, "aufbau", "rules", "einfluss", "--json")
	require.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, r.stdout, `"kind": "rule"`, "the data stays as it is")
	r = runCLI(t, "rigs", "rules", "push", "pull")
	require.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, r.stdout, "Rulebook: ")
	assert.Contains(t, r.stdout, "\nSee also:\n")
	home := t.TempDir()
	require.Equal(t, 0, runCLI(t, "aufbau", "new", "--players", "Anna,Ben", "--seed", "3", "--home", home).code)
	r = runCLI(t, "aufbau", "rules", "unterhalt", "--show", "--home", home)
	require.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, r.stdout, "(auf der Tischanzeige gezeigt, auf der Seite von ")
}

// A refusal that names no ruling cites the rule its words rest on, not
// only the sections of its verb: a 'next' refused while the Land Grant is
// open rests on "The Land Grant comes first", not on the round's phases.
func TestWhyOfARefusalCitesTheRuleItRestsOn(t *testing.T) {
	home := t.TempDir()
	for _, call := range [][]string{{"new", "--players", "Ann,Bob", "--seed", "12"}, {"next"}, {"disaster", "Ann"}, {"disaster", "Bob"}, {"next"}, {"next"}, {"market"}, {"next"}} {
		r := runCLI(t, append(append([]string{"rigs"}, call...), "--home", home)...)
		require.Equal(t, 0, r.code, "%v: %s", call, r.stderr)
	}
	require.Equal(t, 1, runCLI(t, "rigs", "next", "--home", home).code)
	r := runCLI(t, "rigs", "why", "--home", home)
	require.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, r.stdout, "ruling the-land-grant-comes-first: The Land Grant comes first.")
}

// An action that counts nothing lists the checks that allowed it, each
// with its rule, and says it counted nothing (--json: counted false, the
// checks marked).
func TestWhyListsTheChecksOfAnActionThatCountsNothing(t *testing.T) {
	home := t.TempDir()
	for _, call := range [][]string{{"new", "--players", "Ann,Bob", "--seed", "2"}, {"place", "Ann", "production", "3"}, {"place", "Bob", "hr", "3"}, {"next"}} {
		r := runCLI(t, append(append([]string{"corpwar"}, call...), "--home", home)...)
		require.Equal(t, 0, r.code, "%v: %s", call, r.stderr)
	}
	r := runCLI(t, "corpwar", "why", "--home", home)
	require.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, flat(r.stdout), "Nothing was counted")
	assert.Contains(t, flat(r.stdout), "1. checked: every new employee is placed: left to place Ann 0, Bob 0 [CW3]")
	assert.Contains(t, flat(r.stdout), "ruling CW3: Employees stay where they are placed")
	r = runCLI(t, "corpwar", "why", "--json", "--home", home)
	require.Equal(t, 0, r.code, r.stderr)
	var rep struct {
		Counted bool
		Entry   struct {
			Steps []struct {
				Text, Rule string
				Check      bool
			}
		}
	}
	require.NoError(t, json.Unmarshal([]byte(r.stdout), &rep))
	assert.False(t, rep.Counted)
	require.NotEmpty(t, rep.Entry.Steps)
	assert.True(t, rep.Entry.Steps[0].Check)
	assert.Equal(t, "CW3", rep.Entry.Steps[0].Rule)
}

// Review of issue 18: the last English of a German campaign's `why` and
// of the game's command line: nothing to explain yet, a ruling with no
// rulebook passage ("none." in docs/rulings.md), a mistyped command.
func TestAufbauWhyAndUnknownCommandAreGerman(t *testing.T) {
	home := t.TempDir()
	require.Equal(t, 0, runCLI(t, "aufbau", "new", "--players", "Anna,Ben", "--seed", "3", "--home", home).code)
	r := runCLI(t, "aufbau", "why", "--home", home)
	assert.Equal(t, 1, r.code)
	assert.Contains(t, r.stderr, "noch nichts zu erklären")
	assert.NotContains(t, r.stderr, "nothing to explain")
	en := t.TempDir()
	require.Equal(t, 0, runCLI(t, "aufbau", "new", "--players", "Anna", "--lang", "en", "--home", en).code)
	assert.Contains(t, runCLI(t, "aufbau", "why", "--home", en).stderr, "nothing to explain yet", "an English campaign")
	require.Equal(t, 1, runCLI(t, "aufbau", "einfluss", "Anna", "temp", "2", "--home", home).code, "not in maintenance")
	r = runCLI(t, "aufbau", "why", "--home", home)
	require.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, r.stdout, "Abgelehnt: einfluss Anna temp 2 (vor jeder Aktion; nichts geändert)")
	require.Equal(t, 0, runCLI(t, "aufbau", "next", "--home", home).code)
	r = runCLI(t, "aufbau", "einfluss", "Anna", "temp", "2", "--wuerfel", "12", "--home", home)
	require.Equal(t, 1, r.code, "the referee rolls (AU13)")
	r = runCLI(t, "aufbau", "why", "--home", home)
	require.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, r.stdout, "Entscheid AU13")
	assert.Contains(t, r.stdout, "Regelwerk: keine Stelle")
	assert.NotContains(t, r.stdout, "Regelwerk: none")
	r = runCLI(t, "aufbau", "rulse", "x")
	assert.Equal(t, 2, r.code)
	assert.Contains(t, r.stderr, `unbekannter Befehl „rulse“ für aufbau (meintest du „rules“?)`)
	r = runCLI(t, "rigs", "rulse", "x")
	assert.Contains(t, r.stderr, `unknown command "rulse" for rigs (did you mean "rules"?)`)
}

// A refusal before any action is said so, not "after log entry 0".
func TestWhyOfARefusalBeforeAnyAction(t *testing.T) {
	home := t.TempDir()
	require.Equal(t, 0, runCLI(t, "rheinhessen", "new", "--players", "Ann,Bob", "--home", home).code)
	require.Equal(t, 1, runCLI(t, "rheinhessen", "produce", "Ann", "2S", "3S", "--home", home).code)
	r := runCLI(t, "rheinhessen", "why", "--home", home)
	require.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, r.stdout, "Refused: produce Ann 2S 3S (before any action; nothing changed)")
	assert.NotContains(t, r.stdout, "log entry 0")
}
