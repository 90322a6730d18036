package userdeck_test

import (
	"io/fs"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/phrase/msg"
	"boardroom/printables/userdeck"
)

func TestStarterLoadsWithoutProblems(t *testing.T) {
	d := userdeck.Load(userdeck.Starter(), "starter")
	require.Empty(t, d.Problems, "%s", d.Problems.Error())
	require.Len(t, d.Cards, 6)
}

// The starter deck exists in each language, the same deck: the same files,
// cards, counts, sizes and pictures, each with no problem; the German one
// has German card names, columns, box names and comments, and no common
// English word outside the layout's own keys.
func TestTheStarterDeckIsInEachLanguage(t *testing.T) {
	files := map[msg.Lang][]string{}
	copies := map[msg.Lang][]int{}
	for _, l := range msg.Langs {
		src := userdeck.StarterIn(l)
		require.NoError(t, fs.WalkDir(src, ".", func(p string, e fs.DirEntry, err error) error {
			if err == nil && !e.IsDir() {
				files[l] = append(files[l], p)
			}
			return err
		}))
		d := userdeck.Load(src, "starter")
		require.Empty(t, d.Problems, "%s: %s", l, d.Problems.Error())
		require.Len(t, d.Cards, 6, l)
		for _, c := range d.Cards {
			copies[l] = append(copies[l], c.Count)
		}
	}
	assert.Equal(t, files[msg.EN], files[msg.DE])
	assert.Equal(t, copies[msg.EN], copies[msg.DE])
	de := userdeck.Load(userdeck.StarterIn(msg.DE), "starter")
	assert.Equal(t, "Funke", de.Cards[0].Title)
	assert.Equal(t, "Startdeck", de.Name())
	for _, f := range []string{"layout.yaml", "cards.csv"} {
		b, err := fs.ReadFile(userdeck.StarterIn(msg.DE), f)
		require.NoError(t, err)
		text := string(b)
		for _, w := range []string{" the ", " and ", " a ", " is ", " of ", "card's", "Starter", "rules", "flavour", "Event", "Item", "Action"} {
			assert.NotContains(t, text, w, f)
		}
		assert.True(t, strings.ContainsAny(text, "äöüß"), f)
	}
}
