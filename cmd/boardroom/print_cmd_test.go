package main

import (
	"encoding/json"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestPrintOneSidedLast(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(dir)
	r := runCLI(t, "corpwar", "print", "--one-sided-last")
	require.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, r.stdout, "wrote corpwar.pdf: 13 pages, 228 items")
	assert.Contains(t, r.stdout, "the last 9 pages are one-sided")
	assert.Equal(t, 13, pdfPages(t, filepath.Join(dir, "corpwar.pdf")))

	r = runCLI(t, "corpwar", "print", "-o", "padded.pdf")
	require.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, r.stdout, "wrote padded.pdf: 22 pages (9 blank backs), 228 items")

	r = runCLI(t, "rheinhessen", "print", "--backs", "fold", "--one-sided-last")
	assert.Equal(t, 2, r.code, "a usage error")
	assert.Contains(t, r.stderr, "--one-sided-last only applies to --backs duplex")

	r = runCLI(t, "rigs", "print", "--help")
	require.Equal(t, 0, r.code)
	assert.Contains(t, r.stdout, "--one-sided-last")
	assert.Contains(t, r.stdout, "blank back")
}

// "1 page, 1 item", not "1 pages, 1 items".
func TestPrintCountsReadAsEnglish(t *testing.T) {
	t.Chdir(t.TempDir())
	r := runCLI(t, "rigs", "print", "reference", "--backs", "none", "-o", "ref.pdf")
	require.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, r.stdout, "wrote ref.pdf: 1 page, 1 item, A4, no backs")
	r = runCLI(t, "rigs", "print", "reference", "-o", "ref2.pdf")
	require.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, r.stdout, "wrote ref2.pdf: 2 pages (1 blank back), 1 item, A4")
}

// Tokens and coupons are one-sided unless --backs is given.
func TestPrintTokenBacksOnlyWhenAsked(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(dir)
	r := runCLI(t, "rigs", "print", "tokens", "--json", "-o", "plain.pdf")
	require.Equal(t, 0, r.code, r.stderr)
	var v map[string]any
	require.NoError(t, json.Unmarshal([]byte(r.stdout), &v))
	assert.EqualValues(t, 2, v["pages"])
	assert.EqualValues(t, 1, v["blank_backs"])

	r = runCLI(t, "rigs", "print", "tokens", "--backs", "duplex", "--json", "-o", "backs.pdf")
	require.Equal(t, 0, r.code, r.stderr)
	v = nil
	require.NoError(t, json.Unmarshal([]byte(r.stdout), &v))
	assert.EqualValues(t, 2, v["pages"])
	assert.EqualValues(t, 0, v["blank_backs"], "the second page holds the token backs")

	r = runCLI(t, "corpwar", "print", "--list", "--json")
	require.Equal(t, 0, r.code, r.stderr)
	var l struct {
		Components []struct {
			ID    string `json:"id"`
			Backs bool   `json:"backs"`
		} `json:"components"`
	}
	require.NoError(t, json.Unmarshal([]byte(r.stdout), &l))
	for _, c := range l.Components {
		assert.Equal(t, c.ID == "cards", c.Backs, c.ID)
	}
}

// `rigs new` tells the table to write the plot numbers on the printed cards.
func TestRigsNewSaysToNumberThePlotCards(t *testing.T) {
	t.Setenv("BOARDROOM_HOME", t.TempDir())
	r := runCLI(t, "rigs", "new", "--players", "Ann,Bob", "--seed", "1", "--name", "dealt")
	require.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, flat(r.stdout), "Plot cards: write each plot's number (#1-#27, as the referee names plots) in the # box of its card as it is dealt: the starting plots above now")
	r = runCLI(t, "rigs", "new", "--players", "Ann,Bob", "--physical", "--name", "phys")
	require.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, flat(r.stdout), "in the # box of its card as it is dealt.")
	r = runCLI(t, "rigs", "new", "--players", "Ann,Bob", "--json", "--name", "quiet")
	require.Equal(t, 0, r.code, r.stderr)
	assert.NotContains(t, r.stdout, "# box", "JSON stays JSON")
}

// A game's own print flags (Politicard's --deck and --names) reach its print
// set through the generic print command.
func TestPrintGameFlags(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(dir)
	r := runCLI(t, "politicard", "print", "--deck", "tempo", "--list")
	require.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, r.stdout, "deck ")
	assert.Contains(t, r.stdout, "mats")
	assert.NotContains(t, r.stdout, "control", "only the deck asked for")

	r = runCLI(t, "politicard", "print", "--deck", "tempo", "-o", "tempo.pdf")
	require.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, r.stdout, "wrote tempo.pdf")

	r = runCLI(t, "politicard", "print", "--deck", "nope.yaml")
	assert.Equal(t, 1, r.code, "a missing file is no usage error (issue 19, point 13)")
	assert.Contains(t, r.stderr, "nope.yaml: no such file")

	r = runCLI(t, "rigs", "print", "--deck", "x")
	assert.Equal(t, 2, r.code, "no such flag for a game without one")
}

// A game played in German (its rules data says language: de) is told what
// was written in German; the English games keep their line.
func TestPrintSpeaksTheGamesLanguage(t *testing.T) {
	t.Chdir(t.TempDir())
	r := runCLI(t, "aufbau", "print", "bogen", "-o", "bogen.pdf")
	require.Equal(t, 0, r.code, r.stderr)
	assert.Equal(t, "bogen.pdf geschrieben: 2 Seiten, 1 Teil, A4, Rückseiten für den Duplexdruck: beidseitig drucken, an der langen Kante wenden; in Originalgröße (100 %) drucken\n", r.stdout)
	r = runCLI(t, "aufbau", "print", "karte", "--backs", "none", "--one-sided-last", "-o", "karte.pdf")
	assert.Equal(t, 2, r.code, "a usage error")
	r = runCLI(t, "aufbau", "print", "karte", "--backs", "none", "-o", "karte.pdf")
	require.Equal(t, 0, r.code, r.stderr)
	assert.Equal(t, "karte.pdf geschrieben: 1 Seite, 1 Teil, A4, ohne Rückseiten; in Originalgröße (100 %) drucken\n", r.stdout)
	r = runCLI(t, "aufbau", "print", "--list")
	require.Equal(t, 0, r.code, r.stderr)
	for _, english := range []string{"wrote", "page", "item", "COMPONENT", "total", "backs", "two-sided"} {
		assert.NotContains(t, r.stdout, english)
	}
	assert.Contains(t, r.stdout, "BESTANDTEIL")
	assert.Contains(t, r.stdout, "ganze Seite")
	r = runCLI(t, "rigs", "print", "reference", "--backs", "none", "-o", "ref.pdf")
	require.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, r.stdout, "wrote ref.pdf: 1 page, 1 item, A4, no backs")
}
