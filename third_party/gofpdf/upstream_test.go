package gofpdf_test

import (
	"bytes"
	"compress/zlib"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/jung-kurt/gofpdf/v2"
)

// Boardroom's patches (BOARDROOM.md) change how the library works, never what
// it draws. Each document of scenarios_test.go, made by the patched copy, is
// the one the unpatched gofpdf v2.17.3 made (testdata/upstream), object by
// object, once each is read: streams inflated, the font and image resource
// names (a hash upstream, the font's key or a shorter hash here) and the
// stream lengths (the font subsets are compressed harder) set aside.
func TestPatchedDrawsWhatUpstreamDrew(t *testing.T) {
	for _, s := range scenarios {
		t.Run(s.name, func(t *testing.T) {
			got := output(t, s)
			want, err := os.ReadFile(filepath.Join("testdata", "upstream", s.name+".pdf"))
			if err != nil {
				t.Fatal(err)
			}
			checkXref(t, got)
			g, err := readObjects(got)
			if err != nil {
				t.Fatal(err)
			}
			w, err := readObjects(want)
			if err != nil {
				t.Fatal(err)
			}
			if len(g) != len(w) {
				t.Fatalf("%d objects, upstream %d", len(g), len(w))
			}
			for i := range w {
				if g[i] != w[i] {
					t.Errorf("object %d differs from upstream's:\n%s\n--- upstream:\n%s", i+1, clip(g[i]), clip(w[i]))
				}
			}
		})
	}
}

// The same document is the same bytes, every time.
func TestOutputIsDeterministic(t *testing.T) {
	for _, s := range scenarios {
		if a, b := output(t, s), output(t, s); !bytes.Equal(a, b) {
			t.Errorf("%s: two runs differ", s.name)
		}
	}
}

// UTF8CutFont (GenerateCutFont without the width table, patch 6) makes the
// subsets upstream made, byte for byte (upstream's ExampleUTF8CutFont).
func TestUTF8CutFontAsUpstream(t *testing.T) {
	full := read("testdata", "calligra.ttf")
	for i, c := range cutFonts {
		want := read(filepath.Join("testdata", "upstream"), fmt.Sprintf("cut-%d.ttf", i+1))
		if got := gofpdf.UTF8CutFont(full, c); !bytes.Equal(got, want) {
			t.Errorf("UTF8CutFont(%q): %d bytes, upstream %d, not the same", c, len(got), len(want))
		}
	}
}

func output(t *testing.T, s scenario) []byte {
	t.Helper()
	pdf, err := s.make("testdata")
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	if err := pdf.Output(&b); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

func clip(s string) string {
	if len(s) > 600 {
		return s[:600] + "…"
	}
	return s
}

var (
	objStart   = regexp.MustCompile(`(?m)^(\d+) 0 obj\n`)
	lengthRe   = regexp.MustCompile(`/Length (\d+)`)
	fontName   = regexp.MustCompile(`/F[0-9A-Za-z_-]+ \d+ 0 R`)
	imageName  = regexp.MustCompile(`/I[0-9a-f]+ \d+ 0 R`)
	nameRefs   = regexp.MustCompile(`/[FI][0-9A-Za-z_-]+`)
	lengthKeys = regexp.MustCompile(`/Length \d+`)
	xobjects   = regexp.MustCompile(`/XObject <<\n(?:[^\n]*\n)*?>>`)
)

// readObjects returns a PDF's objects in order, each as text: its
// dictionary, the stream inflated, with the resource names of fonts and
// images numbered in order of appearance and stream lengths left out.
func readObjects(pdf []byte) ([]string, error) {
	var objs []string
	rest := pdf
	for {
		loc := objStart.FindSubmatchIndex(rest)
		if loc == nil {
			break
		}
		body := rest[loc[1]:]
		end := bytes.Index(body, []byte("endobj\n"))
		text := ""
		if i := bytes.Index(body, []byte("stream\n")); i >= 0 && (end < 0 || i < end) {
			m := lengthRe.FindSubmatch(body[:i])
			if m == nil {
				return nil, fmt.Errorf("a stream without a length")
			}
			n, _ := strconv.Atoi(string(m[1]))
			start := i + len("stream\n")
			if start+n > len(body) {
				return nil, fmt.Errorf("a stream runs past the end")
			}
			data := body[start : start+n]
			dict := string(body[:i])
			if strings.Contains(dict, "/FlateDecode") {
				r, err := zlib.NewReader(bytes.NewReader(data))
				if err != nil {
					return nil, err
				}
				if data, err = io.ReadAll(r); err != nil {
					return nil, err
				}
			}
			text = lengthKeys.ReplaceAllString(dict, "/Length _") + "stream\n" + string(data)
			end = start + n + bytes.Index(body[start+n:], []byte("endobj\n"))
		} else if end >= 0 {
			text = string(body[:end])
		}
		if end < 0 {
			return nil, fmt.Errorf("an object without endobj")
		}
		objs = append(objs, text)
		rest = body[end+len("endobj\n"):]
	}
	// Number the declared resource names in order of first use (a page's
	// content comes before the resources).
	declared := map[string]bool{}
	for _, o := range objs {
		for _, re := range []*regexp.Regexp{fontName, imageName} {
			for _, m := range re.FindAllString(o, -1) {
				declared[m[:strings.IndexByte(m, ' ')]] = true
			}
		}
	}
	names := map[string]string{}
	for i, o := range objs {
		objs[i] = nameRefs.ReplaceAllStringFunc(o, func(n string) string {
			if !declared[n] {
				return n
			}
			if _, ok := names[n]; !ok {
				names[n] = fmt.Sprintf("/%c#%d", n[1], len(names)+1)
			}
			return names[n]
		})
		// A resource dictionary lists its images sorted by their ids,
		// which are hashes: the order is set aside too.
		objs[i] = xobjects.ReplaceAllStringFunc(objs[i], func(d string) string {
			lines := strings.Split(d, "\n")
			inner := lines[1 : len(lines)-1]
			sort.Strings(inner)
			return strings.Join(lines, "\n")
		})
	}
	return objs, nil
}

// checkXref checks the cross-reference table: each entry is the offset of
// its object.
func checkXref(t *testing.T, pdf []byte) {
	t.Helper()
	i := bytes.LastIndex(pdf, []byte("\nxref\n0 "))
	if i < 0 {
		t.Fatal("no xref table")
	}
	lines := strings.Split(string(pdf[i+1:]), "\n")
	n, _ := strconv.Atoi(strings.Fields(lines[1])[1])
	for k := 1; k < n; k++ {
		off, err := strconv.Atoi(strings.Fields(lines[2+k])[0])
		if err != nil || !bytes.HasPrefix(pdf[off:], []byte(strconv.Itoa(k)+" 0 obj\n")) {
			t.Errorf("xref entry %d (%q) is not its object", k, lines[2+k])
		}
	}
}
