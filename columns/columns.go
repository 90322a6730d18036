// Package columns lays out tables and paragraphs of text that fit the
// terminal they are printed on: columns two spaces apart, and, when a table
// is wider than the terminal, its wrappable columns narrowed and their cells
// wrapped at spaces under their row. A table printed to a file or a pipe fits
// 80 columns (Default); JSON output is never laid out here and stays the
// full record.
package columns

import (
	"io"
	"os"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/mattn/go-runewidth"
)

// Default is the width of output that does not go to a terminal (a file, a
// pipe, a test): the classic 80 columns.
const Default = 80

// MinWidth is the narrowest $COLUMNS taken: a smaller value is a mistake,
// and Default is used.
const MinWidth = 20

// Width is the number of columns of w: $COLUMNS when it is set to a width
// (POSIX: the user's preferred width, over the default; `COLUMNS=60
// boardroom ... | less`), else the terminal's width when w is a terminal
// that reports one, else Default.
func Width(w io.Writer) int {
	if n, err := strconv.Atoi(strings.TrimSpace(os.Getenv("COLUMNS"))); err == nil && n >= MinWidth && n <= 1000 {
		return n
	}
	if f, ok := w.(*os.File); ok {
		if cols, ok := terminalCols(f.Fd()); ok {
			return cols
		}
	}
	return Default
}

// Len is the width of s in terminal cells, by grapheme cluster: one for a
// letter, a card's suit or an arrow the referee prints, two for a CJK
// character or an emoji, none for a combining mark (go-runewidth). The
// characters East Asian fonts draw wide or narrow (the suits, the arrows)
// count one whatever the locale, so that the output does not depend on it.
func Len(s string) int {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return cells.StringWidth(s)
		}
	}
	return len(s)
}

// cells measures display cells the same way in every locale (go-runewidth's
// default reads the locale at start).
var cells = &runewidth.Condition{EastAsianWidth: false, StrictEmojiNeutral: true}

// cut splits s after at most width cells, a whole grapheme cluster at
// least (a character wider than width still moves on, never lost).
func cut(s string, width int) (head, tail string) {
	head = cells.Truncate(s, width, "")
	if head == "" && s != "" {
		_, n := utf8.DecodeRuneInString(s)
		for n < len(s) {
			r, size := utf8.DecodeRuneInString(s[n:])
			if cells.RuneWidth(r) != 0 {
				break
			}
			n += size // a combining mark stays with its letter
		}
		head = s[:n]
	}
	return head, s[len(head):]
}

// Wrap breaks text at spaces into lines of at most width cells. A word
// longer than a line is broken at the width (it is never cut off). Text
// without words is one empty line.
func Wrap(text string, width int) []string { return Indent(text, width, "", "") }

// Indent wraps text to width with the first line starting with first and
// the later ones with rest (spaces, say): a sentence that goes on under its
// own start. The spaces between two words on one line are kept as they are
// (a row's columns stay lined up up to the break); a break takes the spaces
// at it. The text's own leading spaces are dropped (first says the indent).
func Indent(text string, width int, first, rest string) []string {
	var out []string
	prefix := first
	room := func() int { return max(width-Len(prefix), 1) }
	cur := ""
	flush := func() {
		out = append(out, prefix+cur)
		prefix, cur = rest, ""
	}
	for _, tok := range words(text) {
		w := tok.word
		if cur != "" && Len(cur)+Len(tok.space)+Len(w) <= room() {
			cur += tok.space + w
			continue
		}
		if cur != "" {
			flush()
		}
		for Len(w) > room() { // a word longer than a line: broken, not cut
			cur, w = cut(w, room())
			flush()
		}
		cur = w
	}
	if cur != "" || len(out) == 0 {
		flush()
	}
	return out
}

// token is a word of a line and the spaces before it.
type token struct{ space, word string }

// words splits text into its words, each with the white space before it
// (a newline or a tab counts as one space).
func words(text string) []token {
	var toks []token
	rest := strings.NewReplacer("\n", " ", "\t", " ").Replace(text)
	for rest != "" {
		trimmed := strings.TrimLeft(rest, " ")
		space := rest[:len(rest)-len(trimmed)]
		if trimmed == "" {
			break
		}
		end := strings.IndexByte(trimmed, ' ')
		if end < 0 {
			end = len(trimmed)
		}
		toks = append(toks, token{space: space, word: trimmed[:end]})
		rest = trimmed[end:]
	}
	return toks
}

// Table is rows of cells printed as columns two spaces apart.
type Table struct {
	// Header is the first row (optional), printed like any other row.
	Header []string
	// Right lists the columns aligned to the right (numbers).
	Right []int
	// Wrap lists the columns that may be narrowed, their cells wrapped at
	// spaces, when the table is wider than the width it is written to;
	// none listed: the last column.
	Wrap []int
	// Below is the narrowest the last column may get beside the others:
	// when it would be narrower, it goes under its row instead, indented
	// by four spaces and wrapped to the whole width (0: it never does).
	Below int
	rows  [][]string
}

// Row adds a row of cells.
func (t *Table) Row(cells ...string) { t.rows = append(t.rows, cells) }

// shrink narrows the columns that have a floor by over columns in all, one
// column at a time from the widest, none below its floor.
func shrink(widths []int, floor map[int]int, over int) {
	for ; over > 0; over-- {
		widest := -1
		for i, f := range floor {
			if widths[i] > f && (widest < 0 || widths[i] > widths[widest] || (widths[i] == widths[widest] && i > widest)) {
				widest = i
			}
		}
		if widest < 0 {
			return // as narrow as it gets
		}
		widths[widest]--
	}
}

// wrapIndent is how far a wrapped cell's later lines are indented, and
// longestUnbroken the widest a column is kept for one long word (with that
// indent): a longer word is broken when even that is too wide.
const (
	wrapIndent      = 2
	longestUnbroken = 16
)

// layout is the width of each of n columns of rows in width columns: the
// natural widths, the wrappable columns (wrap; none: the last) narrowed.
// It returns the floors too: the columns that may wrap.
func layout(rows [][]string, n int, wrap []int, width int) ([]int, map[int]int) {
	widths := make([]int, n)
	for _, r := range rows {
		for i := 0; i < n && i < len(r); i++ {
			widths[i] = max(widths[i], Len(r[i]))
		}
	}
	if len(wrap) == 0 {
		wrap = []int{n - 1}
	}
	floor := make(map[int]int) // how narrow a wrappable column may get
	for _, i := range wrap {
		if i < 0 || i >= n {
			continue
		}
		floor[i] = 1
		for _, r := range rows {
			if i < len(r) {
				for _, word := range strings.Fields(r[i]) {
					// a word goes on a wrapped line, after its two spaces
					floor[i] = max(floor[i], min(Len(word)+wrapIndent, longestUnbroken))
				}
			}
		}
	}
	total := 2 * (n - 1)
	for _, c := range widths {
		total += c
	}
	shrink(widths, floor, total-width)
	return widths, floor
}

// Write prints the table in at most width columns where it can: the
// wrappable columns are narrowed, the widest first, down to their longest
// word and its indent (a word longer than 14 columns is broken when even
// that is too wide).
func (t *Table) Write(w io.Writer, width int) error {
	rows := t.rows
	if t.Header != nil {
		rows = append([][]string{t.Header}, rows...)
	}
	n := 0
	for _, r := range rows {
		n = max(n, len(r))
	}
	if n == 0 {
		return nil
	}
	widths, floor := layout(rows, n, t.Wrap, width)
	below := t.Below > 0 && n > 1 && widths[n-1] < t.Below && widths[n-1] < natural(rows, n-1)
	if below {
		wrap := slices.DeleteFunc(slices.Clone(t.Wrap), func(i int) bool { return i == n-1 })
		if len(wrap) == 0 {
			wrap = []int{-1} // none: the columns beside keep their width
		}
		widths, floor = layout(rows, n-1, wrap, width)
	}
	right := make(map[int]bool)
	for _, i := range t.Right {
		right[i] = true
	}
	var b strings.Builder
	for _, r := range rows {
		if below {
			cut := min(len(r), n-1)
			writeRow(&b, r[:cut], widths, floor, right)
			if len(r) == n && strings.TrimSpace(r[n-1]) != "" {
				for _, l := range Indent(r[n-1], width, "    ", "    ") {
					b.WriteString(l + "\n")
				}
			}
			continue
		}
		writeRow(&b, r, widths, floor, right)
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// natural is the width of column i with nothing wrapped.
func natural(rows [][]string, i int) int {
	w := 0
	for _, r := range rows {
		if i < len(r) {
			w = max(w, Len(r[i]))
		}
	}
	return w
}

// writeRow prints one row, its wrapped cells on as many lines as the
// longest needs.
func writeRow(b *strings.Builder, r []string, widths []int, floor map[int]int, right map[int]bool) {
	n := len(widths)
	cells := make([][]string, n)
	height := 1
	for i := range n {
		c := ""
		if i < len(r) {
			c = r[i]
		}
		if _, ok := floor[i]; ok && Len(c) > widths[i] {
			lead := c[:len(c)-len(strings.TrimLeft(c, " "))]                            // an indented line keeps its indent
			cells[i] = Indent(c, widths[i], lead, lead+strings.Repeat(" ", wrapIndent)) // a wrapped cell goes on indented
		} else {
			cells[i] = []string{c}
		}
		height = max(height, len(cells[i]))
	}
	for k := range height {
		var line strings.Builder
		for i := range n {
			c := ""
			if k < len(cells[i]) {
				c = cells[i][k]
			}
			pad := strings.Repeat(" ", max(widths[i]-Len(c), 0))
			if i > 0 {
				line.WriteString("  ")
			}
			if right[i] {
				line.WriteString(pad + c)
			} else {
				line.WriteString(c + pad)
			}
		}
		b.WriteString(strings.TrimRight(line.String(), " ") + "\n")
	}
}
