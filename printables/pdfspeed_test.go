package printables_test

import (
	"bytes"
	"compress/zlib"
	"io"
	"regexp"
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/printables"
	"boardroom/printables/printtest"
)

// contentStreams inflates every compressed stream of a PDF.
func contentStreams(t *testing.T, pdf []byte) [][]byte {
	t.Helper()
	head := regexp.MustCompile(`<</Filter /FlateDecode /Length (\d+)>>\nstream\n`)
	var out [][]byte
	for _, m := range head.FindAllSubmatchIndex(pdf, -1) {
		n, err := strconv.Atoi(string(pdf[m[2]:m[3]]))
		require.NoError(t, err)
		r, err := zlib.NewReader(bytes.NewReader(pdf[m[1] : m[1]+n]))
		require.NoError(t, err)
		raw, err := io.ReadAll(r)
		require.NoError(t, err)
		out = append(out, raw)
	}
	return out
}

// Every page saves and restores the graphics state in pairs: gofpdf's own
// rounded rectangle opened a state ("q") it never closed, one more on the
// stack for every rounded corner drawn (issue 23 replaced it).
func TestGraphicsStateIsBalanced(t *testing.T) {
	b := printtest.RenderPDF(t, rigsComponents(t), printables.DefaultOptions())
	streams := contentStreams(t, b)
	require.NotEmpty(t, streams)
	op := regexp.MustCompile(`(?m)(^|\s)([qQ])(\s|$)`)
	pages := 0
	for _, s := range streams {
		if !bytes.Contains(s, []byte(" Td ")) && !bytes.Contains(s, []byte(" re ")) {
			continue // a font, a map: not a page
		}
		pages++
		depth, deepest := 0, 0
		for _, m := range op.FindAllSubmatch(s, -1) {
			if string(m[2]) == "q" {
				depth++
			} else {
				depth--
			}
			require.GreaterOrEqual(t, depth, 0, "a Q without its q")
			deepest = max(deepest, depth)
		}
		assert.Zero(t, depth, "every q has its Q")
		assert.LessOrEqual(t, deepest, 2, "the state is never nested deep")
	}
	assert.Greater(t, pages, 50)
}

// Issue 23: the five R.I.G.S. decks are no larger than the ReportLab
// peer script a hobbyist would write for the same decks (125,675 bytes).
func TestDecksNoLargerThanThePeer(t *testing.T) {
	b := printtest.RenderPDF(t, decks(t), printables.DefaultOptions())
	assert.LessOrEqual(t, len(b), 125675)
}
