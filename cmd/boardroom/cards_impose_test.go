package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// backlessDeck writes a deck of nine cards and no back: into a folder.
func backlessDeck(t *testing.T, dir, extra string) {
	require.NoError(t, os.MkdirAll(dir, 0o755))
	csv := "name\n"
	for _, n := range []string{"A", "B", "C", "D", "E", "F", "G", "H", "I"} {
		csv += n + "\n"
	}
	require.NoError(t, os.WriteFile(filepath.Join(dir, "cards.csv"), []byte(csv), 0o644))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "layout.yaml"), []byte("size: poker\n"+extra+"front:\n  t: {text: \"{{.name}}\", x: 5, y: 5, w: 50, h: 10}\n"), 0o644))
}

func TestCardsImposition(t *testing.T) {
	t.Chdir(t.TempDir())
	backlessDeck(t, "plain", "")
	// No back: in the layout: no back pages.
	r := runCLI(t, "cards", "print", "plain", "--json")
	require.Equal(t, 0, r.code, r.stderr)
	var out map[string]any
	require.NoError(t, json.Unmarshal([]byte(r.stdout), &out))
	assert.EqualValues(t, 1, out["pages"], "nine cards on one page, no blank back")
	assert.Equal(t, "none", out["backs"])
	// Asked for, they are printed.
	r = runCLI(t, "cards", "print", "plain", "--backs", "duplex", "--json")
	require.Equal(t, 0, r.code, r.stderr)
	require.NoError(t, json.Unmarshal([]byte(r.stdout), &out))
	assert.EqualValues(t, 2, out["pages"])

	// A paper of any size, in mm.
	r = runCLI(t, "cards", "print", "plain", "--paper", "140 x 200", "--json")
	require.Equal(t, 0, r.code, r.stderr)
	require.NoError(t, json.Unmarshal([]byte(r.stdout), &out))
	assert.Equal(t, "140 x 200 mm", out["paper"])
	assert.EqualValues(t, 3, out["pages"], "four poker cards on 140 x 200 mm")
	r = runCLI(t, "cards", "print", "--help")
	assert.Contains(t, r.stdout, `size in mm ("200 x 300")`, "the help says cards print takes a size in mm")
	assert.Contains(t, r.stdout, "twice the bleed")
	r = runCLI(t, "cards", "print", "plain", "--paper", "20x2000")
	assert.Equal(t, 2, r.code)
	assert.Contains(t, r.stderr, `--paper "20x2000": each side must be 50 to 1200 mm`)

	// The layout's bleed sets a gutter of twice the bleed: bleed between
	// the cards, not only at the sheet's edges.
	backlessDeck(t, "bled", "bleed: 3\n")
	r = runCLI(t, "cards", "print", "bled", "--json")
	require.Equal(t, 0, r.code, r.stderr)
	require.NoError(t, json.Unmarshal([]byte(r.stdout), &out))
	assert.EqualValues(t, 2, out["pages"], "2 x 3 poker cards with 6 mm between them on A4")
	// Crop marks that would fall where a printer cannot print are named.
	assert.Contains(t, r.stderr, "crop marks lie within 5 mm of the paper's edge")
	r = runCLI(t, "cards", "print", "plain")
	assert.NotContains(t, r.stderr, "crop marks", "the usual 3 x 3 leaves room for them")
}

func TestCardsMarginAndShortEdgeDuplex(t *testing.T) {
	t.Chdir(t.TempDir())
	backlessDeck(t, "plain", "back:\n  bg: {type: rect, bleed: true, fill: \"#1c2d5a\"}\n")
	var out map[string]any
	r := runCLI(t, "cards", "print", "plain", "--duplex", "short")
	require.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, r.stdout, "duplex backs: print two-sided, flip on the short edge")
	r = runCLI(t, "cards", "print", "plain", "--duplex", "short", "--margin", "30 5", "--json")
	require.Equal(t, 0, r.code, r.stderr)
	require.NoError(t, json.Unmarshal([]byte(r.stdout), &out))
	assert.Equal(t, "short", out["duplex"])
	assert.Equal(t, "30 5", out["margin"])
	assert.EqualValues(t, 4, out["pages"], "30 mm at the top and bottom leave two rows of poker cards: nine cards on two sheets")
	// The layout says it; a flag beats it.
	backlessDeck(t, "laid", "margin: 30 5\nduplex: short\nback:\n  bg: {type: rect, bleed: true, fill: \"#1c2d5a\"}\n")
	r = runCLI(t, "cards", "print", "laid", "--json")
	require.Equal(t, 0, r.code, r.stderr)
	require.NoError(t, json.Unmarshal([]byte(r.stdout), &out))
	assert.Equal(t, "short", out["duplex"])
	assert.EqualValues(t, 4, out["pages"])
	r = runCLI(t, "cards", "print", "laid", "--json", "--margin", "5", "--duplex", "long")
	require.Equal(t, 0, r.code, r.stderr)
	require.NoError(t, json.Unmarshal([]byte(r.stdout), &out))
	assert.Equal(t, "long", out["duplex"])
	assert.EqualValues(t, 2, out["pages"])
	// A deck without backs has no sheet to turn: --duplex short is no error.
	backlessDeck(t, "bare", "duplex: short\n")
	r = runCLI(t, "cards", "print", "bare", "--duplex", "short", "--json")
	require.Equal(t, 0, r.code, r.stderr)
	// Usage errors name the flag.
	for args, want := range map[string]string{
		"--margin 1,2,3":              `--margin "1,2,3": want one, two or four lengths in mm`,
		"--margin 200":                `--margin "200": want one, two or four lengths in mm from 0 to 100`,
		"--duplex sideways":           `--duplex "sideways": choose long or short`,
		"--duplex short --backs fold": "--duplex short only applies to --backs duplex",
		"--margin 50 --paper 100x100": "--margin 50 leaves no room on 100 x 100 mm paper",
	} {
		argv := append([]string{"cards", "print", "plain"}, splitArgs(args)...)
		r := runCLI(t, argv...)
		assert.Equal(t, 2, r.code, args)
		assert.Contains(t, r.stderr, want, args)
	}
	r = runCLI(t, "cards", "print", "--help")
	assert.Contains(t, r.stdout, "--margin")
	assert.Contains(t, r.stdout, "--duplex")
}
