package referee_test

import (
	"os"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/referee"

	"boardroom/phrase"
)

// Issue 31, point 9: a UTF-8 byte-order mark an editor put at the start of
// a save is skipped (it was "damaged: invalid character 'ï'").
func TestByteOrderMarkIsSkipped(t *testing.T) {
	home := t.TempDir()
	g := create(t, home, "bom")
	_, err := g.Do(add{N: 2})
	require.NoError(t, err)
	require.NoError(t, g.Close())
	data, err := os.ReadFile(g.Path())
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(g.Path(), append([]byte("\xef\xbb\xbf"), data...), 0o644))
	list, err := referee.List(home)
	require.NoError(t, err)
	require.Len(t, list, 1)
	assert.Empty(t, list[0].Problem)
	o, err := referee.Open(home, gameID, "bom", counterRules{})
	require.NoError(t, err)
	defer o.Close()
	assert.Equal(t, 1, o.InEffect())
}

func TestNewerEditionNamesBoth(t *testing.T) {
	assert.NoError(t, referee.Edition("edition", "edition", 2, 1, 2))
	assert.NoError(t, referee.Edition("edition", "edition", 1, 1, 2))
	assert.EqualError(t, referee.Edition("edition", "edition", 99, 1, 2), "it was started under edition 99 of the rulings; this boardroom knows edition 2 at most (a newer boardroom wrote it)")
}

// An edition below the first was written by no boardroom: damage, with the
// field named (it replayed silently under the oldest rulings).
func TestEditionBelowTheFirstIsDamage(t *testing.T) {
	err := referee.Edition("edition", "edition", -1, 1, 2)
	assert.EqualError(t, err, `the setup's "edition" is -1, which is no edition of the rulings (they run from 1 to 2)`)
	assert.Error(t, referee.Edition("rev", "revision", -1, 0, 1))
	assert.NoError(t, referee.Edition("rev", "revision", 0, 0, 1))
}

func TestPathTextEscapesControlCharacters(t *testing.T) {
	assert.Equal(t, `\x1b[31mx`, phrase.PathText("\x1b[31mx"))
	assert.Equal(t, `a\nb\tc\x00\xff`, phrase.PathText("a\nb\tc\x00\xff"))
	assert.Equal(t, "/home/Jürgen/spiele", phrase.PathText("/home/Jürgen/spiele"))
}

// Issue 31, point 6: StoryTail tells the last entries exactly as Story
// does, undos and redos included (their actions told too).
func TestStoryTailIsTheTailOfTheStory(t *testing.T) {
	home := t.TempDir()
	g := create(t, home, "tail")
	defer g.Close()
	for i := 1; i <= 12; i++ {
		_, err := g.Do(add{N: 1 + i%9})
		require.NoError(t, err)
		if i%3 == 0 {
			_, err = g.Undo()
			require.NoError(t, err)
		}
		if i%4 == 0 {
			_, err = g.Undo()
			require.NoError(t, err)
			_, err = g.Redo()
			require.NoError(t, err)
		}
	}
	type told struct {
		seq           int
		before, after counter
	}
	all := map[int]told{}
	require.NoError(t, g.Story(func(h referee.HistoryEntry, before, after counter) {
		all[h.Seq] = told{h.Seq, before, after}
	}))
	for _, n := range []int{0, 1, 5, 10, 100} {
		var tail []told
		require.NoError(t, g.StoryTail(n, func(h referee.HistoryEntry, before, after counter) {
			tail = append(tail, told{h.Seq, before, after})
		}))
		last := 0
		for _, e := range tail {
			assert.Equal(t, all[e.seq], e, "entry %d", e.seq)
			assert.Greater(t, e.seq, last)
			last = e.seq
		}
		if n > 0 {
			require.NotEmpty(t, tail)
			assert.Equal(t, g.Entries(), tail[len(tail)-1].seq)
		}
		assert.LessOrEqual(t, len(tail), 2*n)
	}
}
