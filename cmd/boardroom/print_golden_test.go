package main

import (
	"bufio"
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/games"
	"boardroom/printables"
)

var updateGolden = flag.Bool("update-golden", false, "rewrite testdata/print.sha256 from the PDFs printed now")

// goldenPrints is the SHA-256 of every PDF the golden test prints, and of
// each of its pages.
const goldenPrints = "testdata/print.sha256"

// goldenEpoch is the SOURCE_DATE_EPOCH the golden PDFs are printed with:
// 2026-01-01 00:00:00 UTC, the date every PDF carried before the date
// followed the variable.
const goldenEpoch = "1767225600"

// The PDFs of every game's whole print set and of the starter decks of
// `cards init` (English and German) are, byte for byte, the ones recorded in testdata: a change of
// the print engine or of the PDF library (third_party/gofpdf, patched) that
// changes a byte fails here, naming the file and the page. A change meant to
// alter the PDFs rewrites the record with -update-golden; read its diff.
func TestPrintsAreByteIdentical(t *testing.T) {
	t.Setenv(printables.SourceDateEpoch, goldenEpoch)
	dir := t.TempDir()
	type printed struct{ name, path string }
	var files []printed
	for _, g := range games.All() {
		p := filepath.Join(dir, g.ID+".pdf")
		r := runCLI(t, g.ID, "print", "-o", p)
		require.Equal(t, 0, r.code, r.stderr)
		files = append(files, printed{g.ID + ".pdf", p})
	}
	// the starter deck of each language, as a table of that language gets it
	for _, c := range []struct{ lang, name string }{{"en", "cards-starter.pdf"}, {"de", "cards-starter-de.pdf"}} {
		t.Setenv("BOARDROOM_LANG", c.lang)
		deck := filepath.Join(dir, "deck-"+c.lang)
		r := runCLI(t, "cards", "init", deck)
		require.Equal(t, 0, r.code, r.stderr)
		p := filepath.Join(dir, "deck-"+c.lang+".pdf")
		r = runCLI(t, "cards", "print", deck, "-o", p)
		require.Equal(t, 0, r.code, r.stderr)
		files = append(files, printed{c.name, p})
	}

	var got []string
	for _, f := range files {
		data, err := os.ReadFile(f.path)
		require.NoError(t, err)
		pages, err := pageHashes(data)
		require.NoError(t, err, f.name)
		got = append(got, fmt.Sprintf("%s %s %d pages", f.name, sum(data), len(pages)))
		for i, h := range pages {
			got = append(got, fmt.Sprintf("%s#%d %s", f.name, i+1, h))
		}
	}
	if *updateGolden {
		text := "# SHA-256 of each printed PDF (SOURCE_DATE_EPOCH=1767225600) and of each of its pages (the page\n" +
			"# object and its content stream). Written by: go test ./cmd/boardroom -run TestPrintsAreByteIdentical -update-golden\n" +
			strings.Join(got, "\n") + "\n"
		require.NoError(t, os.WriteFile(goldenPrints, []byte(text), 0o644))
		return
	}
	want, err := readGolden(goldenPrints)
	require.NoError(t, err)
	assert.Empty(t, goldenDiff(want, got), "the PDFs differ from %s; if the change is meant, run go test ./cmd/boardroom -run TestPrintsAreByteIdentical -update-golden and read the diff", goldenPrints)
}

func sum(b []byte) string {
	s := sha256.Sum256(b)
	return hex.EncodeToString(s[:])
}

func readGolden(path string) ([]string, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var lines []string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if l := sc.Text(); l != "" && !strings.HasPrefix(l, "#") {
			lines = append(lines, l)
		}
	}
	return lines, sc.Err()
}

// goldenDiff names what differs: each page whose hash changed, and each
// file, with its pages the same, whose other objects (fonts, images, the
// document's own) did.
func goldenDiff(want, got []string) []string {
	split := func(lines []string) (map[string]string, []string) {
		m := map[string]string{}
		var keys []string
		for _, l := range lines {
			k, v, _ := strings.Cut(l, " ")
			m[k] = v
			keys = append(keys, k)
		}
		return m, keys
	}
	w, wk := split(want)
	g, gk := split(got)
	var diffs []string
	pageDiff := map[string]bool{}
	for _, k := range gk {
		file, page, isPage := strings.Cut(k, "#")
		switch {
		case w[k] == g[k]:
		case !isPage:
			if _, ok := w[k]; !ok {
				diffs = append(diffs, k+": not in the record")
			}
		case w[k] == "":
			diffs = append(diffs, fmt.Sprintf("%s: page %s is new", file, page))
			pageDiff[file] = true
		default:
			diffs = append(diffs, fmt.Sprintf("%s: page %s differs", file, page))
			pageDiff[file] = true
		}
	}
	for _, k := range wk {
		file, page, isPage := strings.Cut(k, "#")
		if _, ok := g[k]; !ok {
			if isPage {
				diffs = append(diffs, fmt.Sprintf("%s: page %s is gone", file, page))
			} else {
				diffs = append(diffs, k+": not printed")
			}
			continue
		}
		if !isPage && w[k] != g[k] && !pageDiff[file] {
			diffs = append(diffs, fmt.Sprintf("%s: every page is the same; its fonts, images or document objects differ (%s, recorded %s)", file, g[k], w[k]))
		}
	}
	slices.Sort(diffs)
	return diffs
}

// pageHashes is the SHA-256 of each page of a PDF written by gofpdf, in
// order: of its page object and the stream of its contents.
func pageHashes(pdf []byte) ([]string, error) {
	objStart := regexp.MustCompile(`(?m)^(\d+) 0 obj\n`)
	objs := map[int][]byte{}
	var pages []int
	for rest, at := pdf, 0; ; {
		loc := objStart.FindSubmatchIndex(rest)
		if loc == nil {
			break
		}
		n, _ := strconv.Atoi(string(rest[loc[2]:loc[3]]))
		body := rest[loc[1]:]
		end := bytes.Index(body, []byte("endobj\n"))
		if i := bytes.Index(body, []byte(">>\nstream\n")); i >= 0 && (end < 0 || i < end) {
			m := regexp.MustCompile(`/Length (\d+)`).FindSubmatch(body[:i])
			if m == nil {
				return nil, fmt.Errorf("object %d at %d: a stream without a length", n, at+loc[0])
			}
			l, _ := strconv.Atoi(string(m[1]))
			streamEnd := i + len(">>\nstream\n") + l
			if streamEnd > len(body) {
				return nil, fmt.Errorf("object %d: its stream runs past the end", n)
			}
			end = streamEnd + bytes.Index(body[streamEnd:], []byte("endobj\n"))
		}
		if end < 0 {
			return nil, fmt.Errorf("object %d: no endobj", n)
		}
		objs[n] = body[:end]
		if bytes.Contains(body[:end], []byte("/Type /Page\n")) {
			pages = append(pages, n)
		}
		consumed := loc[1] + end + len("endobj\n")
		rest, at = rest[consumed:], at+consumed
	}
	if len(pages) == 0 {
		return nil, fmt.Errorf("no pages")
	}
	contents := regexp.MustCompile(`/Contents (\d+) 0 R`)
	var out []string
	for _, n := range pages {
		h := sha256.New()
		h.Write(objs[n])
		if m := contents.FindSubmatch(objs[n]); m != nil {
			c, _ := strconv.Atoi(string(m[1]))
			h.Write(objs[c])
		}
		out = append(out, hex.EncodeToString(h.Sum(nil)))
	}
	return out, nil
}

// The record names the page that differs, and says when only the rest of
// the file does.
func TestGoldenDiffNamesThePage(t *testing.T) {
	want := []string{"a.pdf f1 2 pages", "a.pdf#1 p1", "a.pdf#2 p2", "b.pdf f2 1 pages", "b.pdf#1 q1"}
	assert.Empty(t, goldenDiff(want, want))
	got := slices.Clone(want)
	got[0], got[2] = "a.pdf fX 2 pages", "a.pdf#2 pX"
	got[3] = "b.pdf fY 1 pages"
	assert.Equal(t, []string{
		"a.pdf: page 2 differs",
		"b.pdf: every page is the same; its fonts, images or document objects differ (fY 1 pages, recorded f2 1 pages)",
	}, goldenDiff(want, got))
	assert.Equal(t, []string{"a.pdf: page 2 is gone"}, goldenDiff(want, []string{"a.pdf f1 2 pages", "a.pdf#1 p1", "b.pdf f2 1 pages", "b.pdf#1 q1"}))
}
