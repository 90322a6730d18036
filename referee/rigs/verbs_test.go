package rigs

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/phrase/msg"
	"boardroom/referee"
	"boardroom/referee/refereetest"
	"boardroom/referee/verb"
	rigsrules "boardroom/rules/rigs"

	"boardroom/phrase"
)

// verbNamed finds one of the game's verbs by name.
func verbNamed(t *testing.T, name string) verb.Verb[*State] {
	return refereetest.VerbNamed(t, Verbs(), name)
}

// call decodes a command line of a verb and builds its action.
func call(t *testing.T, name string, args []string, flags map[string]string) (referee.Action[*State], error) {
	return refereetest.Call(t, Verbs(), name, args, flags)
}

// usageMsg is the message of a usage error (exit 2), failing otherwise.
func usageMsg(t *testing.T, err error) string {
	t.Helper()
	var ue *phrase.UsageError
	require.True(t, errors.As(err, &ue), "want a usage error, got %v", err)
	return ue.Msg
}

// Every verb of the old command file is described, with the usage line it
// had (power's optional list is written "[plot...]", as before).
func TestVerbsKeepTheirUsageLines(t *testing.T) {
	want := []string{
		"next",
		"grant <player> <plains|valley|forest|desert|ridge>",
		"rolloff <die>...",
		"survey <player> <plot> [yield]",
		"build <player> [N]",
		"move <player> <from> <to> [N]",
		"configure <player> <plot> <energy|supplies|metal|luxuries>",
		"give <from> <to> <credits|energy|supplies|metal|luxuries|rigs|plot> <N>",
		"loan <player> <energy|supplies|metal> [N]",
		"repay <player> <energy|supplies|metal> [N]",
		"disaster <player> [title]",
		"power <player> [plot...]",
		"market [spike|high|normal|low]",
		"sell <player> [N|all]",
		"karma <title> <player>",
		"swap <player> [card-title]",
		"adjust <player> <credits|energy|supplies|metal|luxuries|karma|rigs|rigs:PLOT> <+N|-N>",
		"end",
	}
	var got []string
	for _, v := range Verbs() {
		got = append(got, v.Use())
		if v.Name != "adjust" { // the engine's, with its own words
			assert.NotEmpty(t, said(msg.EN, v.Name, "examples"), v.Name)
			assert.NotEmpty(t, said(msg.EN, v.Name, "short"), v.Name)
		}
	}
	assert.Equal(t, want, got)
}

// said is a verb's word as the command line says it: its catalogue message
// (verb.MessageID) filled with the rules data's numbers (helpArgs).
func said(l msg.Lang, name, part string) string {
	id := verb.MessageID(name, part)
	return rigsrules.Messages.Say(l, id, helpArgs(id)...)
}

// The help texts take their numbers from the rules data: change a cost in
// the data and the help follows.
func TestVerbHelpTakesNumbersFromTheRules(t *testing.T) {
	short := func(name string) string { return said(msg.EN, name, "short") }
	assert.Equal(t, "Build N RIGS (2 Metal each) into the warehouse", short("build"))
	assert.Equal(t, "Borrow from Vinnie (1 per plot owned per phase; owe 2 each, 4 at the end)", short("loan"))
	assert.Equal(t, "Pay Vinnie back N script (2 of the resource each, Player Phase)", short("repay"))
	assert.Equal(t, "Survey a plot for 1 Supply (the yield only with --physical decks)", short("survey"))
	assert.Equal(t, "Safe! (or a Disaster that did not hit you): discard 1 Karma card and draw 1", short("swap"))

	r := R()
	build, survey, vin := r.Costs.BuildRigs, r.Costs.Survey, r.Vinnie
	players := r.Players
	t.Cleanup(func() { r.Costs.BuildRigs, r.Costs.Survey, r.Vinnie, r.Players = build, survey, vin, players })
	r.Costs.BuildRigs = map[rigsrules.Resource]int{rigsrules.Metal: 3}
	r.Costs.Survey = map[rigsrules.Resource]int{rigsrules.Supplies: 2}
	r.Vinnie.PerPlotPerPhase, r.Vinnie.RepayInGame, r.Vinnie.RepayAtEnd = 2, 3, 5
	r.Players = rigsrules.PlayerRange{Min: 3, Max: 6}
	assert.Equal(t, "Build N RIGS (3 Metal each) into the warehouse", short("build"))
	assert.Equal(t, "Survey a plot for 2 Supplies (the yield only with --physical decks)", short("survey"))
	assert.Equal(t, "Borrow from Vinnie (2 per plot owned per phase; owe 3 each, 5 at the end)", short("loan"))
	assert.Equal(t, "Pay Vinnie back N script (3 of the resource each, Player Phase)", short("repay"))
	newSaid := func(part string) string {
		id := verb.NewMessageID(part)
		return rigsrules.Messages.Say(msg.EN, id, helpArgs(id)...)
	}
	assert.Contains(t, newSaid("long"), "for 3-6 players")
	assert.Contains(t, newSaid("players"), "(3-6)")
}

// Each field is parsed once, into the type the action holds; malformed
// arguments are usage errors in the words the command line always used.
func TestVerbsBuildTypedActions(t *testing.T) {
	a, err := call(t, "build", []string{"Bob"}, nil)
	require.NoError(t, err)
	assert.Equal(t, &Build{Player: "Bob", N: 1}, a, "N defaults to 1")

	a, err = call(t, "move", []string{"Ann", "w", "#3", "2"}, nil)
	require.NoError(t, err)
	assert.Equal(t, &Move{Player: "Ann", From: 0, To: 3, N: 2}, a)

	a, err = call(t, "give", []string{"Ann", "Bob", "plot", "#4"}, nil)
	require.NoError(t, err)
	assert.Equal(t, &Give{From: "Ann", To: "Bob", What: "plot", N: 4}, a)
	a, err = call(t, "give", []string{"Ann", "Bob", "Credit", "-5"}, nil)
	require.NoError(t, err)
	assert.Equal(t, &Give{From: "Ann", To: "Bob", What: "credits", N: -5}, a, "a negative amount is Legal's to refuse")
	a, err = call(t, "give", []string{"Ann", "Bob", "E", "2"}, nil)
	require.NoError(t, err)
	assert.Equal(t, &Give{From: "Ann", To: "Bob", What: "energy", N: 2}, a)

	a, err = call(t, "sell", []string{"Ann", "ALL"}, nil)
	require.NoError(t, err)
	assert.Equal(t, &Sell{Player: "Ann"}, a, "all: N 0")

	a, err = call(t, "rolloff", []string{"5", "3,6,,1"}, nil)
	require.NoError(t, err)
	assert.Equal(t, &RollOff{Rolls: []int{5, 3, 6, 1}}, a)

	a, err = call(t, "survey", []string{"Ann", "3", "2"}, nil)
	require.NoError(t, err)
	two := 2
	assert.Equal(t, &Survey{Player: "Ann", Plot: 3, Yield: &two}, a)

	a, err = call(t, "power", []string{"Ann"}, nil)
	require.NoError(t, err)
	raw, _ := json.Marshal(a)
	assert.JSONEq(t, `{"player":"Ann","plots":null}`, string(raw), "no plots: saved as before")

	a, err = call(t, "end", nil, map[string]string{"plains": "normal", "forest": "high,low", "dice": "4,2,5"})
	require.NoError(t, err)
	assert.Equal(t, &End{Cards: map[string][]string{"Plains": {"normal"}, "Forest": {"high", "low"}},
		Dice: map[rigsrules.Resource]int{rigsrules.Energy: 4, rigsrules.Supplies: 2, rigsrules.Metal: 5}}, a)

	a, err = call(t, "adjust", []string{"Ann", "RIGS:4", "+2"}, map[string]string{"reason": "Drift"})
	require.NoError(t, err)
	assert.Equal(t, &Adjust{Player: "Ann", What: "rigs:4", Delta: 2, Reason: "Drift"}, a)

	for _, c := range []struct {
		verb  string
		args  []string
		flags map[string]string
		msg   string
	}{
		{"build", []string{"Bob", "0"}, nil, "N must be 1 or more, got 0"},
		{"build", []string{"Bob", "x"}, nil, `N must be a whole number, got "x"`},
		{"survey", []string{"Ann", "3", "9999999"}, nil, "the yield must be a table's number (at most a million), got 9999999"},
		{"move", []string{"Ann", "foo", "1"}, nil, `"foo" is not a plot number (plots are numbered 1, 2, 3... as 'show' lists them), or warehouse`},
		{"give", []string{"Ann", "Bob", "plot", "x"}, nil, `"x" is not a plot number (plots are numbered 1, 2, 3... as 'show' lists them)`},
		{"give", []string{"Ann", "Bob", "credits", "x"}, nil, `N must be a whole number, got "x"`},
		{"market", []string{"bogus"}, nil, `unknown market level "bogus" (choose spike, high, normal, low)`},
		{"adjust", []string{"Ann", "supplies", "-2"}, nil, "--reason is required"},
		{"adjust", []string{"Ann", "supplies", "x"}, map[string]string{"reason": "r"}, `the change must be a whole number, got "x"`},
		{"end", nil, nil, "--dice needs 3 rolls: Energy,Supplies,Metal, e.g. 4,2,5"},
		{"end", nil, map[string]string{"dice": "1,2"}, "--dice needs 3 rolls: Energy,Supplies,Metal, e.g. 4,2,5"},
		{"end", nil, map[string]string{"dice": "1,2,x"}, `a die must be a whole number, got "x"`},
		{"karma", []string{"X", "Ann"}, map[string]string{"choice": "maybe"}, `--choice is draw or card, got "maybe"`},
		{"karma", []string{"X", "Ann"}, map[string]string{"rolls": "1,x"}, `a die must be a whole number, got "x"`},
		{"karma", []string{"X", "Ann"}, map[string]string{"lose": "energy"}, `--lose wants player=resource,resource, e.g. Ann=supplies,energy; got "energy"`},
		{"karma", []string{"X", "Ann"}, map[string]string{"lose": "=energy"}, `--lose wants player=resource,resource, e.g. Ann=supplies,energy; got "=energy"`},
	} {
		_, err := call(t, c.verb, c.args, c.flags)
		assert.Equal(t, c.msg, usageMsg(t, err), fmt.Sprint(c.verb, c.args, c.flags))
	}
}

// An unknown resource or plot type is an unknown name (refused, exit 1, as
// in every game), not a usage error, and says the closest name.
func TestUnknownNamesAreNotUsageErrors(t *testing.T) {
	for _, c := range []struct {
		verb string
		args []string
		msg  string
	}{
		{"give", []string{"Ann", "Bob", "widgets", "2"}, `cannot give "widgets" (choose credits, energy, supplies, metal, luxuries, rigs, plot)`},
		{"grant", []string{"Ann", "swamp"}, `unknown plot type "swamp" (choose plains, valley, forest, desert, ridge)`},
		{"grant", []string{"Ann", "valey"}, `unknown plot type "valey" (did you mean "valley"?) (choose plains, valley, forest, desert, ridge)`},
	} {
		_, err := call(t, c.verb, c.args, nil)
		var ue *phrase.UnknownError
		require.True(t, errors.As(err, &ue), "%v: %v", c.args, err)
		assert.Equal(t, c.msg, ue.Msg)
	}
}

// A German table types the plot types and resources in German (the
// English names work at either table), and a name that is neither is
// refused in German.
func TestPlotTypesAndResourcesInEitherLanguage(t *testing.T) {
	for typed, want := range map[string]string{"tal": "Valley", "Wüste": "Desert", "valley": "Valley"} {
		got, err := ParsePlotType(typed)
		require.NoError(t, err, typed)
		assert.Equal(t, want, got)
	}
	for typed, want := range map[string]rigsrules.Resource{"Vorräte": rigsrules.Supplies, "energie": rigsrules.Energy, "metal": rigsrules.Metal} {
		got, err := ParseResource(typed)
		require.NoError(t, err, typed)
		assert.Equal(t, want, got)
	}
	_, err := ParsePlotType("sumpf")
	var ue *phrase.UnknownError
	require.ErrorAs(t, err, &ue)
	assert.Equal(t, "unbekannte Parzellenart „sumpf“ (wähle ebene, tal, wald, wüste, grat)", ue.In("de"))
	_, err = ParseResource("holz")
	require.ErrorAs(t, err, &ue)
	assert.Equal(t, "unbekannter Rohstoff „holz“ (wähle energie, vorräte, metall, luxusgüter)", ue.In("de"))
	lv, err := ParseLevel("Hoch")
	require.NoError(t, err)
	assert.Equal(t, "High", lv)
	_, err = ParseLevel("mittel")
	var usage *phrase.UsageError
	require.ErrorAs(t, err, &usage)
	assert.Equal(t, "unbekannte Marktstufe „mittel“ (wähle spitze, hoch, normal, tief)", usage.In("de"))
}

// Karma's flags become the card's fields; --lose names each player before
// their resources, so one flag carries every player's order.
func TestKarmaVerbReadsTheCardsFlags(t *testing.T) {
	a, err := call(t, "karma", []string{"Rough Storm", "Ann"}, map[string]string{"lose": "Ann=supplies,energy,Bob=metal"})
	require.NoError(t, err)
	assert.Equal(t, map[string][]rigsrules.Resource{"Ann": {rigsrules.Supplies, rigsrules.Energy}, "Bob": {rigsrules.Metal}}, a.(*Karma).Lose)

	a, err = call(t, "karma", []string{"Swap Meet", "Bob"}, map[string]string{"give": "energy=4", "take": "metal=4",
		"victim": "Ann", "plot": "#4", "plot2": "5", "resources": "energy, metal", "roll": "3", "rolls": "1,6",
		"choice": " Card ", "dest": "9, Cy", "cards": "1", "resource": "l", "to": "Cy"})
	require.NoError(t, err)
	assert.Equal(t, &Karma{Title: "Swap Meet", Player: "Bob", Victim: "Ann", Plot: 4, Plot2: 5, To: "Cy",
		Resource: rigsrules.Luxuries, Resources: []rigsrules.Resource{rigsrules.Energy, rigsrules.Metal}, Roll: 3, Rolls: []int{1, 6},
		Give: []Amount{{Resource: rigsrules.Energy, N: 4}}, Take: []Amount{{Resource: rigsrules.Metal, N: 4}},
		Choice: "card", Dest: []string{"9", "Cy"}, Cards: 1}, a)

	a, err = call(t, "karma", []string{"Ridiculous Efficiency", "Cy"}, nil)
	require.NoError(t, err)
	raw, _ := json.Marshal(a)
	assert.JSONEq(t, `{"title":"Ridiculous Efficiency","player":"Cy"}`, string(raw), "no flags: saved as before")
}

// `new` tells the table to number the plot cards, after the state it shows,
// once; the range comes from the plot deck.
func TestNewSaysToNumberThePlotCardsOnce(t *testing.T) {
	sp := Spec()
	v, err := verb.Decode(sp.New.Fields, nil, map[string]string{"players": "Ann,Bob", "physical": "true"})
	require.NoError(t, err)
	raw, err := sp.Setup(v, 1)
	require.NoError(t, err)
	s, err := Rules{}.New(raw, 1)
	require.NoError(t, err)
	note := fmt.Sprintf("Plot cards: write each plot's number (#1-#%d, as the referee names plots) in the # box of its card as it is dealt.", R().DeckSizes()["plots"])
	assert.Equal(t, note, sp.Started(s), "new says it, after the state")
	var b strings.Builder
	require.NoError(t, sp.Show(&b, s))
	assert.NotContains(t, b.String(), "# box", "show does not")

	_, err = sp.Setup(verb.NewValues(), 1)
	assert.Equal(t, "--players is required, e.g. --players Ann,Bob,Cy", usageMsg(t, err))
}
