package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A designer inside the deck's folder names it ".": the showcase lands
// beside the folder, named after it, not as a hidden ".-fan.png" inside the
// deck; the PDF's title, the Tabletop Simulator deck and check's messages
// name the folder, not ".".
func TestCardsRunInsideTheDeckFolderNameItByItsName(t *testing.T) {
	src, err := filepath.Abs("../../docs/examples/components")
	require.NoError(t, err)
	t.Chdir(t.TempDir())
	require.NoError(t, os.CopyFS("isles", os.DirFS(src)))
	// A deck without a name: of its own, so the folder names it.
	layout, err := os.ReadFile("isles/layout.yaml")
	require.NoError(t, err)
	require.Contains(t, string(layout), "name: Harbour\n")
	require.NoError(t, os.WriteFile("isles/layout.yaml", []byte(strings.Replace(string(layout), "name: Harbour\n", "", 1)), 0o644))
	t.Chdir("isles")

	r := runCLI(t, "cards", "showcase", ".", "--fan", "2", "--dpi", "30")
	require.Equal(t, 0, r.code, r.stderr)
	_, err = os.Stat(".-fan.png")
	assert.ErrorIs(t, err, os.ErrNotExist, "a hidden picture was written into the deck")
	_, err = os.Stat("../isles-fan.png")
	assert.NoError(t, err, "the fan is beside the folder, after its name: %s", r.stdout)

	r = runCLI(t, "cards", "check", ".", "--paper", "80 x 90")
	assert.Equal(t, 1, r.code)
	assert.Contains(t, r.stdout, "error: isles: cards (63.5 x 88.9 mm) do not fit on 80 x 90 mm paper")

	r = runCLI(t, "cards", "print", ".", "--sheet", "tts", "-o", "../tts", "--dpi", "30")
	require.Equal(t, 0, r.code, r.stderr)
	var saved struct {
		ObjectStates []struct{ Nickname string }
	}
	b, err := os.ReadFile("../tts/deck.json")
	require.NoError(t, err)
	require.NoError(t, json.Unmarshal(b, &saved))
	require.NotEmpty(t, saved.ObjectStates)
	assert.Equal(t, "isles: cards", saved.ObjectStates[0].Nickname)
}

// In a deck of several sizes, a size whose layout has no back is told as
// that layout's lack, not as the deck's: the deck's cards have a back.
func TestCardsSheetsOfALayoutWithoutABackSayWhich(t *testing.T) {
	t.Chdir(t.TempDir())
	require.NoError(t, os.Mkdir("d", 0o755))
	require.NoError(t, os.WriteFile("d/layout.yaml", []byte(`size: poker
front:
  t: {text: "{{.name}}", x: 5, y: 5, w: 50, h: 10}
back:
  b: {type: rect, fill: "#1c2d5a"}
layouts:
  token:
    size: 25 x 25
    front:
      disc: {type: ellipse, x: 1, y: 1, w: 23, h: 23, fill: "#ffd966"}
`), 0o644))
	require.NoError(t, os.WriteFile("d/cards.csv", []byte("name,layout\nA,\nB,token\n"), 0o644))
	r := runCLI(t, "cards", "print", "d", "--sheet", "tts", "-o", "tts", "--dpi", "30")
	require.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, r.stdout, "(cards, 63.5 x 88.9 mm); back: tts/cards-back.png")
	assert.Contains(t, r.stdout, "(token, 25 x 25 mm); back: (none: token has no back)")
	assert.NotContains(t, r.stdout, "the deck has no back")
	assert.Contains(t, r.stdout, "wrote tts/token-sheet-1.png: 1 card on a 2 x 2 grid", "one card, not \"1 cards\"")
}
