package userdeck_test

import (
	"os"
	"path/filepath"
	"testing"
	"testing/fstest"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/printables/userdeck"
)

// A size: in error is one error: the boxes drawn for the size meant are not
// also warned about as lying outside the poker card that stands in for it.
func TestAWrongSizeMakesUpNoWarningsAboutBoxes(t *testing.T) {
	for _, layout := range []string{
		"size: 300 x 400\nfront:\n  t: {text: x, x: 5, y: 5, w: 200, h: 300}\n",
		"size: poker\nfront:\n  t: {text: x, x: 5, y: 5, w: 50, h: 70}\nlayouts:\n  big:\n    size: 300 x 400\n    front:\n      t: {text: x, x: 5, y: 5, w: 200, h: 300}\n",
	} {
		fsys := fstest.MapFS{"cards.csv": {Data: []byte("name,layout\nA,\nB,big\n")}, "layout.yaml": {Data: []byte(layout)}}
		d := userdeck.Load(fsys, "deck")
		require.Contains(t, d.Problems.Error(), "error: size 300 x 400: each side must be 10 to 300 mm", layout)
		assert.Len(t, d.Problems.Warnings(), 0, "%s: %s", layout, d.Problems.Error())
	}
	// The stand-in is only skipped where the size is wrong: a box outside a
	// right size is still warned about.
	fsys := fstest.MapFS{"cards.csv": {Data: []byte("name,layout\nA,\nB,tok\n")}, "layout.yaml": {Data: []byte("size: 300 x 400\nfront:\n  t: {text: x}\nlayouts:\n  tok:\n    size: 25 x 25\n    front:\n      t: {text: x, x: 5, y: 5, w: 50, h: 10}\n")}}
	d := userdeck.Load(fsys, "deck")
	assert.Contains(t, d.Problems.Error(), `box "t" (5.00,5.00 50.00x10.00) lies partly outside the 25 x 25 mm card`)
}

// A deck read as "." (from inside its folder) is named after the folder.
func TestADeckReadAsDotIsNamedByItsFolder(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "isles")
	require.NoError(t, os.Mkdir(dir, 0o755))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "layout.yaml"), []byte("size: poker\nfront:\n  t: {text: x}\n"), 0o644))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "cards.csv"), []byte("name\nA\n"), 0o644))
	t.Chdir(dir)
	d, err := userdeck.LoadDir(".", ".", userdeck.Budgets{})
	require.NoError(t, err)
	assert.Equal(t, "isles", d.Name())
	assert.Equal(t, ".", d.Label, "messages keep the folder as the user named it")
	d, err = userdeck.LoadDir(dir, "somewhere/isles", userdeck.Budgets{})
	require.NoError(t, err)
	assert.Equal(t, "isles", d.Name())
}

// A soft hyphen in a name is a place to break it on the card, not part of
// what the card is called: --only "Superman" finds it, and its image is
// superman.png, not super-man.png.
func TestASoftHyphenIsNoPartOfACardsTitle(t *testing.T) {
	fsys := fstest.MapFS{
		"cards.csv":   {Data: []byte("name,count\nSuper\u00adman,2\n")},
		"layout.yaml": {Data: []byte("size: poker\nfront:\n  t: {text: \"{{.name}}\", x: 5, y: 5, w: 50, h: 10}\n")},
	}
	d := userdeck.Load(fsys, "deck")
	require.Empty(t, d.Problems, d.Problems.Error())
	require.Len(t, d.Cards, 1)
	assert.Equal(t, "Superman", d.Cards[0].Title)
	assert.Equal(t, "Super\u00adman", d.Cards[0].Row.Values["name"], "the card still breaks the name there")
	dir := t.TempDir()
	files, err := d.WritePNGs(dir, 30, 0)
	require.NoError(t, err)
	require.Len(t, files, 1)
	assert.Equal(t, "001-superman.png", filepath.Base(files[0]))
}
