package corpwar

import (
	"bytes"
	"encoding/json"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/referee"
	"boardroom/referee/refereetest"
	"boardroom/referee/spec"
	"boardroom/referee/verb"
	corpwarrules "boardroom/rules/corpwar"

	"boardroom/phrase"
)

// verbNamed finds one of the game's verbs by name.
func verbNamed(t *testing.T, name string) verb.Verb[*State] {
	return refereetest.VerbNamed(t, Verbs(), name)
}

// build decodes a command line of a verb and builds its action.
func build(t *testing.T, name string, args []string, flags map[string]string) (referee.Action[*State], error) {
	return refereetest.Call(t, Verbs(), name, args, flags)
}

// Each verb's fields read what the table types into the typed action the
// referee plays: departments and cards in their canonical names (unknown
// ones as typed, for the referee to refuse with the rule), counts with
// their default, dice parsed and checked against the game's die.
func TestVerbsBuildTypedActions(t *testing.T) {
	for _, c := range []struct {
		verb  string
		args  []string
		flags map[string]string
		want  referee.Action[*State]
	}{
		{"next", nil, nil, &Next{}},
		{"place", []string{"Ann", "prod"}, nil, &Place{Player: "Ann", Dept: "production", N: 1}},
		{"place", []string{"Ann", "s", "2"}, nil, &Place{Player: "Ann", Dept: "sales", N: 2}},
		{"card", []string{"Ann", "boost", "HR"}, nil, &PlayCard{Player: "Ann", Card: "king", Dept: "hr"}},
		{"card", []string{"Bob", "q", "r", "sales"}, nil, &PlayCard{Player: "Bob", Card: "queen", Dept: "research", To: "sales"}},
		{"spy", []string{"Ann", "Bob", "human-resources"}, nil, &Spy{Player: "Ann", Target: "Bob", Dept: "hr"}},
		{"accept", []string{"Bob"}, nil, &Accept{Player: "Bob"}},
		{"call", []string{"Bob", "Joker"}, nil, &Call{Player: "Bob", Card: "joker"}},
		{"call", []string{"Bob", "q"}, map[string]string{"roll": "d6=5", "lose": "NEW"}, &Call{Player: "Bob", Card: "queen", Roll: []int{5}, Lose: NewStaff}},
		{"call", []string{"Bob", "q"}, map[string]string{"roll": ""}, &Call{Player: "Bob", Card: "queen"}},
		{"demand", []string{"4"}, nil, &DemandRoll{Dice: []int{4}}},
		{"roll", []string{"Ann"}, nil, &Roll{Player: "Ann"}},
		{"roll", []string{"Ann"}, map[string]string{"production": "4,6", "hr": "", "hire": "0", "sell": "+2"},
			&Roll{Player: "Ann", Dice: map[Dept][]int{corpwarrules.Production: {4, 6}, corpwarrules.HR: {}}, Hire: ptr(0), Sell: ptr(2)}},
		{"fire", []string{"Bob", "new", "2"}, nil, &Fire{Player: "Bob", From: NewStaff, N: 2}},
		{"fire", []string{"Bob", "r"}, nil, &Fire{Player: "Bob", From: "research", N: 1}},
	} {
		a, err := build(t, c.verb, c.args, c.flags)
		require.NoError(t, err, "%s %v %v", c.verb, c.args, c.flags)
		assert.Equal(t, c.want, a, "%s %v %v", c.verb, c.args, c.flags)
	}
}

// Malformed counts and dice are usage errors (exit 2), in the words the
// command line has always used.
func TestVerbsMalformedFieldsAreUsageErrors(t *testing.T) {
	for _, c := range []struct {
		verb  string
		args  []string
		flags map[string]string
		want  string
	}{
		{"place", []string{"Ann", "sales", "two"}, nil, `N must be a whole number, 1 or more, got "two"`},
		{"fire", []string{"Ann", "sales", "0"}, nil, `N must be a whole number, 1 or more, got "0"`},
		{"call", []string{"Ann", "queen"}, map[string]string{"roll": "x"}, `--roll "x": not dice as a table writes them (write dice like 4, 3,5,6 or d6=4)`},
		{"call", []string{"Ann", "queen"}, map[string]string{"roll": "d8=4"}, `--roll "d8=4": entered as d8, but the game rolls d6`},
		{"demand", []string{"d6=9"}, nil, `the demand "d6=9": a d6 shows 1 to 6, not 9`},
		{"roll", []string{"Ann"}, map[string]string{"sales": "x"}, `--sales "x": not dice as a table writes them`},
		{"roll", []string{"Ann"}, map[string]string{"hire": "x"}, `--hire must be a whole number, got "x"`},
		{"place", []string{"Ann", "sales", "1", "2"}, nil, `unexpected argument "2"`},
	} {
		_, err := build(t, c.verb, c.args, c.flags)
		var ue *phrase.UsageError
		require.ErrorAs(t, err, &ue, "%s %v %v", c.verb, c.args, c.flags)
		assert.Contains(t, ue.Msg, c.want)
		assert.NotContains(t, ue.In("de"), "dice", "the German says the dice in German")
	}
}

// The help is the catalogue's (verb.<name>.short ...), which types no
// number of the rules data; the usage lines the catalogue gives each table
// are the ones the fields make, and every verb has a name for each table.
func TestVerbHelpComesFromTheCatalogue(t *testing.T) {
	cat := corpwarrules.Messages
	assert.Empty(t, Spec().New.Long, "new's help is the catalogue's, not a copy")
	assert.NotEmpty(t, cat.Text("new.long").EN)
	assert.Equal(t, "place <player> <production|research|hr|sales> [N]", verbNamed(t, "place").Use())
	assert.Equal(t, "fire <player> <production|research|hr|sales|new> [N]", verbNamed(t, "fire").Use())
	assert.Equal(t, "card <player> <ace|king|queen|jack> [department] [to-department]", verbNamed(t, "card").Use())
	assert.Equal(t, "call <player> <card turned up>", verbNamed(t, "call").Use())
	for _, v := range Verbs() {
		name := cat.Text("verb." + v.Name + ".name")
		assert.Equal(t, v.Name, name.EN, "the English name is the code's")
		assert.NotEmpty(t, name.DE, v.Name)
		assert.Contains(t, TableWords, "verb."+v.Name+".name")
		if v.Name == "adjust" {
			continue // the engine's
		}
		assert.Empty(t, v.Short+v.Long+strings.Join(v.Examples, ""), "%s: its help is the catalogue's, not a copy", v.Name)
		assert.NotEmpty(t, cat.Text("verb."+v.Name+".short").EN, v.Name)
		assert.NotEmpty(t, cat.Text("verb."+v.Name+".short").DE, v.Name)
		if use, ok := cat.Texts()["verb."+v.Name+".use"]; ok {
			assert.Equal(t, v.Use(), v.Name+" "+use.EN, "the English usage line is the one the fields make")
			assert.Contains(t, TableWords, "verb."+v.Name+".use")
		}
		en := strings.Split(cat.Text("verb."+v.Name+".examples").EN, "\n")
		for _, ex := range en {
			assert.True(t, strings.HasPrefix(ex, v.Name), "%s: example %q", v.Name, ex)
		}
		de := strings.Split(cat.Text("verb."+v.Name+".examples").DE, "\n")
		assert.Len(t, de, len(en), "%s: as many German examples", v.Name)
		for _, ex := range de {
			assert.True(t, strings.HasPrefix(ex, name.DE), "%s: German example %q uses the German name", v.Name, ex)
		}
	}
	for _, id := range []string{"verb.card.long", "verb.call.long", "verb.roll.long", "verb.next.long"} {
		for _, l := range []string{cat.Text(id).EN, cat.Text(id).DE} {
			assert.NotRegexp(t, `\b[2-9]\b`, regexp.MustCompile(`CW[0-9]+`).ReplaceAllString(l, ""), "%s types no number of the rules data", id)
		}
	}
}

// The handle plays the game from decoded values alone: new, a verb, show.
func TestSpecPlaysThroughTheHandle(t *testing.T) {
	h := spec.New(Spec())
	home := t.TempDir()
	setup := verb.NewValues()
	_, err := Spec().Setup(setup, 1)
	var ue *phrase.UsageError
	require.ErrorAs(t, err, &ue)
	assert.Equal(t, "--players is required, e.g. --players Ann,Bob", ue.Msg)

	setup.Set("players", []string{"Ann", "Bob"})
	var out bytes.Buffer
	require.NoError(t, h.Create(home, "t", setup, 1, &out, false))
	assert.Contains(t, out.String(), "Turn 1, Allocation Phase. Ann plays first.")

	s, err := h.Open(home, "t", false)
	require.NoError(t, err)
	defer s.Close()
	v, err := verb.Decode(verbNamed(t, "place").Fields, []string{"Ann", "prod", "2"}, nil)
	require.NoError(t, err)
	out.Reset()
	require.NoError(t, s.Do("place", v, &out, false))
	assert.Contains(t, out.String(), "Ann places 2 employees in Production")

	_, err = verb.Decode(verbNamed(t, "place").Fields, []string{"Ann", "nowhere"}, nil)
	var unknown *phrase.UnknownError
	require.ErrorAs(t, err, &unknown, "an unknown department is an unknown name, named with the others of the line")
	assert.Contains(t, unknown.Error(), `unknown department "nowhere"`)
	assert.Contains(t, unknown.Error(), "(rule: a corporation has four departments", "with the rule it rests on")
	assert.Contains(t, unknown.In("de"), `unbekannte Abteilung „nowhere“ (wähle produktion, forschung, personal, vertrieb)`, "the departments as a German table types them")
	assert.Contains(t, unknown.Error(), `(choose production, research, hr, sales)`)

	out.Reset()
	require.NoError(t, s.Show(&out, true))
	var view map[string]any
	require.NoError(t, json.Unmarshal(out.Bytes(), &view))
	assert.Equal(t, "allocation", view["phase"])
}

// The new employees are a department word at either table: "new", "neu".
func TestTheNewEmployeesAreTypedAtEitherTable(t *testing.T) {
	for _, typed := range []string{"new", "neu", "NEU", "New"} {
		v, err := deptArg(typed)
		assert.NoError(t, err, typed)
		assert.Equal(t, NewStaff, v, typed)
	}
	_, err := deptArg("neux")
	assert.Error(t, err)
}
