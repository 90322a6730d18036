package columns

import (
	"bytes"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestWrapBreaksAtSpacesAndNeverCutsAWord(t *testing.T) {
	assert.Equal(t, []string{"Mass", "enproteste", "fire"}, Wrap("Mass enproteste fire", 10))
	assert.Equal(t, []string{"Massenprot", "este"}, Wrap("Massenproteste", 10), "a word longer than a line is broken, every letter kept")
	assert.Equal(t, []string{""}, Wrap("   ", 10))
	assert.Equal(t, []string{"• a b c", "  d e"}, Indent("a b c d e", 8, "• ", "  "))
}

func TestTableFitsTheWidthByWrappingItsWrappableColumns(t *testing.T) {
	tb := Table{Header: []string{"COMPONENT", "ITEMS", "CONTENTS"}, Right: []int{1}}
	tb.Row("money", "200", "1 credit 40, 5 credits 40, 10 credits 40, 20 credits 40, 50 credits 20, 100 credits 20")
	tb.Row("tokens", "75", "RIGS 75")
	var b bytes.Buffer
	require.NoError(t, tb.Write(&b, 40))
	lines := strings.Split(strings.TrimSuffix(b.String(), "\n"), "\n")
	for _, l := range lines {
		assert.LessOrEqual(t, Len(l), 40, l)
	}
	assert.Equal(t, "COMPONENT  ITEMS  CONTENTS", lines[0])
	assert.Equal(t, "money        200  1 credit 40, 5 credits", lines[1])
	assert.Equal(t, "                    40, 10 credits 40,", lines[2], "a wrapped cell goes on indented")
	assert.Contains(t, b.String(), "tokens        75  RIGS 75\n")
	// Every word is printed whole.
	assert.Equal(t, strings.Fields("COMPONENT ITEMS CONTENTS money 200 1 credit 40, 5 credits 40, 10 credits 40, 20 credits 40, 50 credits 20, 100 credits 20 tokens 75 RIGS 75"),
		strings.Fields(b.String()))

	b.Reset()
	require.NoError(t, tb.Write(&b, 200))
	assert.Contains(t, b.String(), "money        200  1 credit 40, 5 credits 40, 10 credits 40, 20 credits 40, 50 credits 20, 100 credits 20\n",
		"a table that fits is printed on one line a row")
}

func TestTableNarrowsTheWidestWrappableColumnFirst(t *testing.T) {
	tb := Table{Wrap: []int{0, 1}}
	tb.Row("aaaa bbbb cccc", "dd ee")
	var b bytes.Buffer
	require.NoError(t, tb.Write(&b, 16))
	assert.Equal(t, "aaaa bbbb  dd ee\n  cccc\n", b.String())
}

func TestWidthIsDefaultWhenNotATerminal(t *testing.T) {
	assert.Equal(t, 80, Width(&bytes.Buffer{}))
}

func TestTableSetsItsLastColumnBelowWhenItWouldBeTooNarrow(t *testing.T) {
	tb := Table{Header: []string{"ID", "FORMAT", "CONTENTS"}, Below: 20}
	tb.Row("money", "money bill 95 x 50 mm", "1 credit 40, 5 credits 40, 10 credits 40")
	tb.Row("tokens", "disc", "RIGS 75")
	var b bytes.Buffer
	require.NoError(t, tb.Write(&b, 40))
	assert.Equal(t, "ID      FORMAT\n"+
		"    CONTENTS\n"+
		"money   money bill 95 x 50 mm\n"+
		"    1 credit 40, 5 credits 40, 10\n"+
		"    credits 40\n"+
		"tokens  disc\n"+
		"    RIGS 75\n", b.String())
	b.Reset()
	require.NoError(t, tb.Write(&b, 80))
	assert.Contains(t, b.String(), "money   money bill 95 x 50 mm  1 credit 40, 5 credits 40, 10 credits 40\n", "beside its row when it fits")
}

// A wrapped row keeps its own spacing up to the break: its columns stay
// lined up with the rows that fit.
func TestIndentKeepsTheSpacesBetweenWords(t *testing.T) {
	assert.Equal(t, []string{"Bob      10 money   2 cards", "  new 3"}, Indent("Bob      10 money   2 cards  new 3", 28, "", "  "))
	assert.Equal(t, []string{"a b"}, Indent("  a b  ", 10, "", ""), "the text's own leading and trailing spaces go")
}

// $COLUMNS is the user's preferred width (POSIX), in a pipe too: `COLUMNS=60
// boardroom politicard deck list | less` is laid out for 60 columns. A value
// that is no width is ignored.
func TestWidthFollowsCOLUMNS(t *testing.T) {
	var b strings.Builder
	t.Setenv("COLUMNS", "60")
	assert.Equal(t, 60, Width(&b))
	for _, v := range []string{"", "x", "0", "5", "-3", "100000"} {
		t.Setenv("COLUMNS", v)
		assert.Equal(t, Default, Width(&b), "COLUMNS=%q", v)
	}
}

// Widths are display cells, not runes: a CJK character or an emoji takes
// two, a combining mark none, and a table stays lined up with them.
func TestLenCountsDisplayCells(t *testing.T) {
	for _, tc := range []struct {
		s    string
		want int
	}{
		{"Anna", 4},
		{"8♠ 10♥ → •", 10},
		{"Affäre", 6},
		{"Affa\u0308re", 6},
		{"日本語", 6},
		{"株式会社 Acme", 13},
		{"🎲", 2},
		{"👩‍🔬", 2},
		{"e\u0301\u0301", 1},
		{"", 0},
	} {
		assert.Equal(t, tc.want, Len(tc.s), "%q", tc.s)
	}
}

func TestTableLinesUpWideAndCombiningCharacters(t *testing.T) {
	tb := Table{Header: []string{"NAME", "POINTS"}, Right: []int{1}}
	tb.Row("田中", "12")
	tb.Row("Zoe\u0308", "3")
	tb.Row("🎲 dice", "7")
	var b bytes.Buffer
	require.NoError(t, tb.Write(&b, 80))
	assert.Equal(t, "NAME     POINTS\n田中         12\nZoe\u0308           3\n🎲 dice       7\n", b.String())
	for _, l := range strings.Split(strings.TrimSuffix(b.String(), "\n"), "\n") {
		assert.Equal(t, 15, Len(l), "%q", l)
	}
}

func TestWrapBreaksWideWordsByCells(t *testing.T) {
	assert.Equal(t, []string{"日本", "語の", "文"}, Wrap("日本語の文", 4))
	assert.Equal(t, []string{"日", "本"}, Wrap("日本", 1), "a character wider than the line still moves on")
	assert.Equal(t, []string{"Zoe\u0308", "Zoe\u0308"}, Wrap("Zoe\u0308Zoe\u0308", 3), "a combining mark stays with its letter")
	assert.Equal(t, []string{"株式 会社"}, Wrap("株式 会社", 9))
	assert.Equal(t, []string{"株式", "会社"}, Wrap("株式 会社", 8))
}

// A wrapped cell's later lines are indented, and the column is kept wide
// enough for its longest word after that indent: "Industriewerk" is never
// broken into "Industriewer" and "k" because of the indent (when the
// columns beside leave too little room, the table is wider than asked, as
// for any column at its floor).
func TestAWrappedWordFitsAfterTheIndent(t *testing.T) {
	tb := Table{Wrap: []int{1}}
	tb.Row("rheinhessen", "Rheinhessen Industriewerk", strings.Repeat("x", 40))
	tb.Row("rigs", "R.I.G.S.", "2-4")
	var b strings.Builder
	require.NoError(t, tb.Write(&b, 69))
	assert.Equal(t, "rheinhessen  Rheinhessen      "+strings.Repeat("x", 40)+"\n"+
		"               Industriewerk\n"+
		"rigs         R.I.G.S.         2-4\n", b.String())
}
