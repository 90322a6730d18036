package games

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http/httptest"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/display"
	"boardroom/referee"
	politicardref "boardroom/referee/politicard"
	"boardroom/referee/verb"
	politicardrules "boardroom/rules/politicard"

	"boardroom/phrase"
)

// Politicard's rulings are written up like every game's (see
// TestEveryCitedRulingIsWrittenUp): every key of its data under
// "# Politicard", and every key and number its code cites.
func TestPoliticardRulingsAreWrittenUp(t *testing.T) {
	section, ok := rulingsDoc(t)["Politicard"]
	require.True(t, ok, `docs/rulings.md has a "Politicard" section`)
	rulings := politicardrules.Load().Rulings
	require.NotEmpty(t, rulings)
	ids := map[string]string{}
	for key, ru := range rulings {
		assert.True(t, documented(section, ru), "rulings.%s (%s) is not in docs/rulings.md", key, ru)
		ids[ru.ID] = key
	}
	number := regexp.MustCompile(`\bPC[0-9]+\b`)
	cite := regexp.MustCompile(`\b(?:Cite|rule)\("([^"]+)"\)`)
	for path, src := range gameSources(t, "politicard") {
		for _, m := range cite.FindAllStringSubmatch(src, -1) {
			_, ok := rulings[m[1]]
			assert.True(t, ok, "%s cites the ruling key %q, which rules/politicard does not name", path, m[1])
		}
		for _, id := range number.FindAllString(src, -1) {
			assert.NotEmpty(t, ids[id], "%s cites %s, which rules/politicard does not name", path, id)
		}
	}
}

func runDeck(t *testing.T, args ...string) (string, error) {
	var out bytes.Buffer
	cmd := newPoliticardDeckCmd(&out)
	cmd.SetArgs(args)
	cmd.SetOut(&out)
	cmd.SetErr(&out)
	cmd.SilenceUsage, cmd.SilenceErrors = true, true
	err := cmd.Execute()
	return out.String(), err
}

func TestPoliticardDeckCheck(t *testing.T) {
	out, err := runDeck(t, "check", "tempo")
	require.NoError(t, err)
	assert.Equal(t, "tempo: legal, 25 cards, 88 of 108 HP.\n", out)

	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.yaml")
	require.NoError(t, os.WriteFile(bad, []byte("- id: G1\n  copies: 3\n- id: G2\n  copies: 2\n- S22\n- S22\n- Nobody\n"), 0o644))
	out, err = runDeck(t, "check", bad)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "refused: the deck "+bad+" is not legal: 4 violations")
	lines := strings.Split(strings.TrimSpace(out), "\n")
	assert.Equal(t, []string{
		bad + `:7: no card "Nobody" in the pool (an id such as G4 or S21, or a card's name)`,
		bad + ": the deck has 7 cards: a deck has exactly 25",
		bad + ":1: 3 copies of G1 Adela Achterberg: at most 2 copies of a card",
		bad + ":5: 2 copies of S22 Whistleblower: at most 1 of a cost-tier-3 card",
	}, lines, "91 HP is within the budget")

	out, err = runDeck(t, "check", "tempo", "--json")
	require.NoError(t, err)
	assert.Contains(t, out, `"legal": true`)
	// A path that names no file is a missing input file (exit 1, named); a
	// bare word that is no sample is a mistyped sample deck.
	_, err = runDeck(t, "check", filepath.Join(dir, "missing.yaml"))
	assert.ErrorContains(t, err, "cannot read the deck "+filepath.Join(dir, "missing.yaml")+": no such file", "a path is a file that is missing (exit 1), not a mistyped sample")
	_, err = runDeck(t, "check", "tempo2")
	assert.ErrorContains(t, err, `"tempo2" is neither a sample deck (tempo, control) nor a file (did you mean "tempo"?)`)
}

func TestPoliticardDeckList(t *testing.T) {
	out, err := runDeck(t, "list", "--type", "intervention")
	require.NoError(t, err)
	assert.Equal(t, 20, strings.Count(out, "\nS"), "20 interventions")
	assert.Contains(t, out, "S22  Whistleblower")
	_, err = runDeck(t, "list", "--type", "joker")
	assert.ErrorContains(t, err, `--type "joker"`)
	out, err = runDeck(t, "list", "--json")
	require.NoError(t, err)
	assert.Equal(t, 133, strings.Count(out, `"type":`))
}

// `new` registers the decks: a sample deck by name or a deck file; an
// illegal deck is refused with every violation (exit 1), a missing one is a
// usage error (exit 2).
func TestPoliticardNewRegistersDecks(t *testing.T) {
	h := politicardGame().Referee()
	home := t.TempDir()
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.yaml")
	require.NoError(t, os.WriteFile(bad, []byte("- id: G1\n  copies: 3\n"), 0o644))
	create := func(flags map[string]string) (string, error) {
		v, err := verb.Decode(h.NewSpec().Fields, nil, flags)
		require.NoError(t, err)
		var out bytes.Buffer
		err = h.Create(home, "", v, 1, &out, false)
		return out.String(), err
	}
	_, err := create(map[string]string{"players": "Ann,Bob", "deck-a": "tempo", "deck-b": bad})
	require.Error(t, err)
	assert.True(t, referee.IsRefusal(err), "an illegal deck is refused: %v", err)
	assert.Contains(t, err.Error(), bad+":1: 3 copies of G1")
	assert.Contains(t, err.Error(), "the deck has 3 cards")

	_, err = create(map[string]string{"players": "Ann,Bob", "deck-a": "tempo"})
	var ue *phrase.UsageError
	assert.ErrorAs(t, err, &ue)
	assert.ErrorContains(t, err, "--deck-b is required")

	out, err := create(map[string]string{"players": "Ann,Bob", "deck-a": "tempo", "deck-b": "control", "first": "Bob"})
	require.NoError(t, err)
	assert.Contains(t, out, "Bob starts round 1, as agreed")
	assert.Contains(t, out, "Bob puts a coin on space 2 of the AP track")
	assert.Contains(t, err0(create(map[string]string{"players": "Ann,Bob", "deck-a": "tempo2", "deck-b": "control"})), `did you mean "tempo"?`)
}

// Issue 18, point 5: deck list fits 80 columns in a pipe, the effect
// wrapped under the name, whole words only; on a wide terminal one line a
// card.
func TestPoliticardDeckListFitsTheTerminal(t *testing.T) {
	out, err := runDeck(t, "list")
	require.NoError(t, err)
	for _, l := range strings.Split(strings.TrimRight(out, "\n"), "\n") {
		assert.LessOrEqual(t, utf8.RuneCountInString(l), 80, l)
	}
	assert.Contains(t, out, "G4   Dorian Valcourt")
	assert.Contains(t, out, "\n     The Smiling Prime Minister. Keywords: Leadership.")
	// Every word of every effect is there, none cut.
	words := strings.Fields(out)
	for _, c := range politicardrules.Load().Cards {
		for _, w := range strings.Fields(c.Text.EN) {
			assert.Contains(t, words, w, "%s: %q", c.ID, w)
		}
	}
	var b bytes.Buffer
	r := politicardrules.Load()
	require.NoError(t, politicardref.ListCards(&b, r.Cards[:3], 300))
	assert.Equal(t, 4, strings.Count(b.String(), "\n"), "wide: a header and one line a card")
	assert.Contains(t, b.String(), "EFFECT")
}

// Issue 18, point 5: a mistyped sample deck gets a suggestion; a YAML error
// is reported once, with no "0 cards" after it.
func TestPoliticardDeckCheckMistakes(t *testing.T) {
	_, err := runDeck(t, "check", "tempo2")
	var ue *phrase.UsageError
	require.ErrorAs(t, err, &ue)
	assert.EqualError(t, err, `"tempo2" is neither a sample deck (tempo, control) nor a file (did you mean "tempo"?)`)

	bad := filepath.Join(t.TempDir(), "bad.yaml")
	require.NoError(t, os.WriteFile(bad, []byte("- id: G4\n  copies: [2\n"), 0o644))
	out, err := runDeck(t, "check", bad)
	require.Error(t, err)
	// a YAML error is no violation of the deck rules (PC15): the summary says
	// the file could not be read (review of issue 18)
	assert.EqualError(t, err, "cannot read the deck "+bad+": fix the line above")
	assert.Equal(t, 1, strings.Count(out, "\n"), out)
	assert.NotContains(t, out, "0 cards")
}

// Issue 18, point 3: deck show lists a deck's 25 cards with copies, by
// type then name; deck sample writes a deck file that checks legal.
func TestPoliticardDeckShowAndSample(t *testing.T) {
	out, err := runDeck(t, "show", "tempo")
	require.NoError(t, err)
	lines := strings.Split(out, "\n")
	assert.Equal(t, "tempo: 25 cards, 88 of 108 HP, legal.", lines[0])
	assert.Equal(t, "Government (9)", lines[1])
	assert.Contains(t, out, "  2x S2   Spin Doctor")
	total := 0
	for _, l := range lines {
		var n int
		if _, err := fmt.Sscanf(strings.TrimSpace(l), "%dx", &n); err == nil {
			total += n
		}
	}
	assert.Equal(t, 25, total, "every card with its copies")
	types := []string{"Government", "Public", "Instant", "Ongoing", "Intervention"}
	last := -1
	for _, ty := range types {
		i := strings.Index(out, "\n"+ty+" (")
		require.Greater(t, i, last, "%s comes after the type before it", ty)
		last = i
	}
	assert.Less(t, strings.Index(out, "Gesture Politics"), strings.Index(out, "Spin Doctor"), "by name within a type")

	file := filepath.Join(t.TempDir(), "mine.yaml")
	out, err = runDeck(t, "sample", "tempo", "-o", file)
	require.NoError(t, err)
	assert.Contains(t, out, "Wrote the tempo deck to "+file)
	out, err = runDeck(t, "check", file)
	require.NoError(t, err)
	assert.Equal(t, file+": legal, 25 cards, 88 of 108 HP.\n", out)
	_, err = runDeck(t, "sample", "tempo", "-o", file)
	assert.ErrorContains(t, err, "exists: choose another file, or --force")
	_, err = runDeck(t, "sample", "tmepo")
	assert.ErrorContains(t, err, `did you mean "tempo"?`)
	// A directory is not a file --force could replace: say so at once.
	_, err = runDeck(t, "sample", "tempo", "-o", filepath.Dir(file))
	assert.ErrorContains(t, err, "it is a directory, not a regular file")
	assert.NotContains(t, err0("", err), "--force")
	out, err = runDeck(t, "show", file)
	require.NoError(t, err)
	assert.Contains(t, out, file+": 25 cards, 88 of 108 HP, legal.")
}

func err0(_ string, err error) string {
	if err == nil {
		return ""
	}
	return err.Error()
}

// Issue 18, point 7: the table display renders Politicard with its own
// template and stylesheet: the rows as cards, the slots, the face-down
// count, the influence; not the raw view ("Round flags").
func TestPoliticardDisplayPage(t *testing.T) {
	g, ok := ByID("politicard")
	require.True(t, ok)
	require.NotEmpty(t, g.Display)
	require.NotEmpty(t, g.DisplayStyle)
	home := t.TempDir()
	h := g.Referee()
	v, err := verb.Decode(h.NewSpec().Fields, nil, map[string]string{"players": "Ann,Bob", "deck-a": "tempo", "deck-b": "control", "first": "Ann"})
	require.NoError(t, err)
	var out bytes.Buffer
	require.NoError(t, h.Create(home, "duel", v, 1, &out, false))
	srv, err := display.New(display.Options{Home: home, Games: []display.Game{{ID: g.ID, Title: g.Title, Referee: h, Template: g.Display, Style: g.DisplayStyle}}})
	require.NoError(t, err)
	get := func(path string) (int, string) {
		rec := httptest.NewRecorder()
		srv.ServeHTTP(rec, httptest.NewRequest("GET", "http://127.0.0.1"+path, nil))
		return rec.Code, rec.Body.String()
	}
	code, page := get("/g/politicard/duel")
	require.Equal(t, 200, code, page)
	assert.Contains(t, page, `<link rel="stylesheet" href="/style/politicard.css">`)
	for _, want := range []string{`class="pc"`, "Government row", "Public row", "Slots and interventions", "Face down", "rounds won 0", "Influence 0"} {
		assert.Contains(t, page, want)
	}
	assert.NotContains(t, page, "Round flags")
	code, css := get("/style/politicard.css")
	assert.Equal(t, 200, code)
	assert.Contains(t, css, ".pc .row{")
	code, _ = get("/style/rigs.css")
	assert.Equal(t, 404, code, "no style for a game without one")
}

// Against the AI, neither `why` on any log entry nor the served page (and
// its event stream) names a card the referee holds for the AI seat: its
// hand, its pile and its face-down interventions (PC23).
func TestPoliticardSoloWhyAndPageHideTheAIsCards(t *testing.T) {
	g, ok := ByID("politicard")
	require.True(t, ok)
	home := t.TempDir()
	h := g.Referee()
	v, err := verb.Decode(h.NewSpec().Fields, nil, map[string]string{"players": "Ann", "deck-a": "tempo", "ai": "control", "first": "Ann"})
	require.NoError(t, err)
	require.NoError(t, h.Create(home, "solo", v, 4, &bytes.Buffer{}, false))
	sess, err := h.Open(home, "solo", false)
	require.NoError(t, err)
	defer sess.Close()
	state := func() *politicardref.State {
		gm, err := referee.Open[*politicardref.State](home, politicardref.GameID, "solo", politicardref.Rules{}, referee.ReadOnly())
		require.NoError(t, err)
		defer gm.Close()
		return gm.State()
	}
	for range 8 {
		s := state()
		called := "end"
		if w := s.Window; w != nil && w.Player == 1 {
			called = "let"
		}
		fields := verb.NewValues()
		fields.Set("player", "Ann")
		require.NoError(t, sess.Do(called, fields, &bytes.Buffer{}, false))
	}
	var text strings.Builder
	for seq := 1; seq <= sess.Entries(); seq++ {
		e, err := sess.Why(seq)
		require.NoError(t, err)
		raw, err := json.Marshal(e)
		require.NoError(t, err)
		text.Write(raw)
	}
	srv, err := display.New(display.Options{Home: home, Games: []display.Game{{ID: g.ID, Title: g.Title, Referee: h, Template: g.Display, Style: g.DisplayStyle}}})
	require.NoError(t, err)
	rec := httptest.NewRecorder()
	srv.ServeHTTP(rec, httptest.NewRequest("GET", "http://127.0.0.1/g/politicard/solo", nil))
	require.Equal(t, 200, rec.Code)
	text.WriteString(rec.Body.String())

	s := state()
	up := map[string]bool{}
	for _, id := range s.Players[1].Discard {
		up[id] = true
	}
	for _, q := range append(append([]politicardrules.Placed{}, s.Players[1].Side.Gov...), s.Players[1].Side.Pub...) {
		up[q.ID] = true
	}
	hidden := append(append(slices.Clone(s.Held[1].Hand), s.Held[1].Set...), s.Held[1].Pile...)
	require.NotEmpty(t, s.Held[1].Set, "the AI has interventions face down")
	checked := 0
	for _, id := range hidden {
		if up[id] || s.Players[0].Deck[id] > 0 {
			continue // face up, or also in Ann's deck: its name says nothing
		}
		checked++
		c := politicardref.R().MustCard(id)
		assert.NotContains(t, text.String(), id+" ", "the AI's hidden card %s", id)
		assert.NotContains(t, text.String(), c.Name, "the AI's hidden card %s", id)
	}
	assert.Positive(t, checked)
}

// Review of issue 18, point 5: `deck list` fits a 60-column terminal too
// ($COLUMNS, as POSIX has it, in a pipe as well): the name column gives
// way and a long name wraps under its start, every word kept.
func TestPoliticardDeckListFitsSixtyColumns(t *testing.T) {
	t.Setenv("COLUMNS", "60")
	out, err := runDeck(t, "list")
	require.NoError(t, err)
	for _, l := range strings.Split(strings.TrimRight(out, "\n"), "\n") {
		assert.LessOrEqual(t, utf8.RuneCountInString(l), 60, l)
	}
	words := strings.Fields(out)
	for _, c := range politicardrules.Load().Cards {
		for _, w := range strings.Fields(c.Name.EN + " " + c.Text.EN) {
			assert.Contains(t, words, w, "%s: %q", c.ID, w)
		}
	}
	assert.Contains(t, out, "\nS23  Strategic Leak")
}
