package aufbau

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/referee"
	"boardroom/referee/tui"
)

// play: the menu is built from the verbs; a round is played through it, in
// German (the game's words; the engine's own, "Was nun?", come from its
// catalogue): the rolls asked by name, a mistyped roll asked again
// on its own, the round's end last on the menu of the action phase.
func TestPlayScripted(t *testing.T) {
	home := t.TempDir()
	g, err := referee.Create(home, GameID, "test", []byte(`{"players":["Anna","Ben"],"physical":true,"rev":1}`), 1, Rules{})
	require.NoError(t, err)
	defer g.Close()
	menu := Menu()
	labels := func() []string {
		var out []string
		for _, c := range menu(g.State()) {
			out = append(out, c.Label)
		}
		return out
	}
	assert.Equal(t, []string{"Modus setzen (Stadtbesitz, Amt, Handel, Verlustwahl)", "Runde 1: Unterhalt ausführen"}, labels(), "only maintenance and the modes before the actions")
	p := tui.NewScript(
		"Runde 1: Unterhalt ausführen", "7,5", // a roll is missing: asked again, only the rolls
		"7,5,1",
		"Einflussgewinn", "Anna (6 Gold, Aktionen 0/2)", "Temporär (1 Gold je Investition)", "2", "12",
		saveAndQuit)
	var out strings.Builder
	require.NoError(t, tui.Run(g, menu, PlayView, p, &out))
	text := out.String()
	titles := p.Titles()
	assert.Equal(t, "Was nun?", titles[0], "the engine's own question, in the table's language")
	assert.Contains(t, titles[1], "2W6 Rohmaterial-Tabelle (lokaler Markt), 2W6 Sondermaterial-Tabelle (lokaler Markt)", "the dice prompt names the dice and what each is for")
	assert.Contains(t, p.Asked[1].Invalid, "1W2", "a missing roll is refused as it is typed")
	assert.NotContains(t, p.Asked[1].Invalid, "--wuerfel", "no flag inside play: the rolls are typed at the prompt")
	assert.Contains(t, p.Asked[1].Invalid, "hier in dieser Reihenfolge eingeben, durch Kommas getrennt")
	assert.Contains(t, p.Asked[1].Invalid, "(Regel: Entscheid AU13")
	assert.NotContains(t, p.Asked[1].Invalid, "(rule:")
	assert.Equal(t, titles[1], titles[2], "the rolls are asked again, not the whole step")
	assert.Contains(t, strings.Join(titles, "\n"), "(1-6,", "investments up to Anna's cap: her small office's temporary cap (influence_action.temp_cap)")
	assert.Contains(t, strings.Join(titles, "\n"), "Würfe, in dieser Reihenfolge, mit Komma: 1W20 Probe Anna (") // the engine adds how to go back
	assert.Contains(t, text, "Anna: Einflussgewinn (temporär, 2 Investitionen, −2 Gold): 1W20 = 12 + 3")
	for _, l := range strings.Split(text, "\n") {
		// review of issue 18: the ledger's lines were cut by the terminal's
		// edge ("(Entscheid AU18: R" / "unde 1 zahlt ..."): words whole
		assert.LessOrEqual(t, utf8.RuneCountInString(l), tui.Width, "wrapped at %d columns: %q", tui.Width, l)
	}
	assert.Contains(t, text, "\n               Runde 1: noch kein Unterhalt und keine Nahrung (Entscheid AU18:\n")
	assert.Contains(t, text, "boardroom aufbau play --game test", "the engine says how to resume")
	s := g.State()
	assert.Equal(t, Actions, s.Phase)
	assert.Equal(t, 17, s.Players[0].Influence)
	l := labels()
	assert.Equal(t, "Runde 1: Umwandlung und Rücksetzen", l[len(l)-1], "the round's end is last")
	assert.NotEqual(t, "Runde 1: Umwandlung und Rücksetzen", l[0], "a stray Enter does not end the round")
	assert.Contains(t, l, "Verkauf und Kauf")
}

// The undo retelling is German in a German campaign: what to write back on
// the sheets (the engine frames it in its own catalogue's words).
func TestRetoldInGerman(t *testing.T) {
	s := newGame(t, Setup{Players: []string{"Anna"}})
	n := do(t, s, &Next{})
	l := TUIView.Retold([]*State{n, s}, true)
	require.NotEmpty(t, l)
	assert.Contains(t, strings.Join(l, "\n"), "Die Runde zurück auf 1 (Unterhalt) (war 1 (Aktionen)).")
	assert.Contains(t, strings.Join(l, "\n"), "Anna: Gold zurück auf 4 (war 6).")
}

// Review of issue 18, point 15: a roll that is no number is refused at the
// prompt in its words, without the --wuerfel flag (there is no flag in play).
func TestPlayBadRollNamesNoFlag(t *testing.T) {
	g, err := referee.Create(t.TempDir(), GameID, "test", []byte(`{"players":["Anna"],"physical":true,"rev":1}`), 1, Rules{})
	require.NoError(t, err)
	defer g.Close()
	p := tui.NewScript("Runde 1: Unterhalt ausführen", "7,x", "7,5,1", saveAndQuit)
	var out strings.Builder
	require.NoError(t, tui.Run(g, Menu(), PlayView, p, &out))
	assert.Equal(t, `ein Wurf ist eine Zahl (die Augensumme), nicht „x“`, p.Asked[1].Invalid)
}

// ... and in an English campaign the refusal is English.
func TestPlayBadRollInTheCampaignsLanguage(t *testing.T) {
	g, err := referee.Create(t.TempDir(), GameID, "test", []byte(`{"players":["Anna"],"physical":true,"lang":"en","rev":1}`), 1, Rules{})
	require.NoError(t, err)
	defer g.Close()
	p := tui.NewScript("Round 1: run maintenance", "7,x", "7,5,1", "Save and quit")
	var out strings.Builder
	require.NoError(t, tui.Run(g, Menu(), PlayView, p, &out))
	assert.Equal(t, `a roll is a number (the total of the dice), not "x"`, p.Asked[1].Invalid)
}

// saveAndQuit is the engine's menu entry that ends play at a German table:
// its words are the generic catalogue's, not the game's.
const saveAndQuit = "Speichern und beenden"

// play asks each field by its question in the campaign's language, from
// the catalogue (verb.influence.spieler …), never by the field's German
// name in code ("Spieler", "Art") at an English table.
func TestPlayAsksTheFieldsQuestionsInTheCampaignsLanguage(t *testing.T) {
	for lang, want := range map[string][]string{
		"en": {"Who acts?"},
		"de": {"der Spieler, der handelt"},
	} {
		g, err := referee.Create(t.TempDir(), GameID, "test", []byte(`{"players":["Anna","Ben"],"lang":"`+lang+`","rev":1}`), 1, Rules{})
		require.NoError(t, err)
		round, gain, back, quit := "Round 1: run maintenance", "Gain influence", "Back", "Save and quit"
		if lang == "de" {
			round, gain, back, quit = "Runde 1: Unterhalt ausführen", "Einflussgewinn", "Zurück", saveAndQuit
		}
		p := tui.NewScript(round, gain, back, quit)
		var out strings.Builder
		err = tui.Run(g, Menu(), PlayView, p, &out)
		g.Close()
		require.NoError(t, err, out.String())
		titles := strings.Join(p.Titles(), "\n")
		for _, w := range want {
			assert.Contains(t, titles, w, lang)
		}
		assert.NotContains(t, p.Titles(), "Spieler", lang)
	}
}
