package userdeck_test

import (
	"fmt"
	"strings"
	"testing"
	"testing/fstest"

	"boardroom/fuzzcheck"
	"boardroom/printables"
	"boardroom/printables/userdeck"
)

// loadAndDraw loads a deck; one without errors must impose and draw. Each
// target runs it under fuzzcheck.Check (an input over a second fails).
func loadAndDraw(t *testing.T, fsys fstest.MapFS) {
	d := userdeck.Load(fsys, "deck")
	for _, p := range d.Problems {
		if p.File == "" || p.Msg == "" {
			t.Errorf("a problem without a file or a message: %+v", p)
			return
		}
	}
	if d.Err(false) != nil {
		return
	}
	comp := d.Component()
	if comp.Total() > 2000 {
		return
	}
	pages, err := printables.Impose([]*printables.Component{comp}, printables.DefaultOptions())
	if err != nil {
		return // a card larger than the page is refused, not drawn
	}
	if err := printables.Render(&printables.Recorder{}, pages, printables.DefaultOptions()); err != nil {
		t.Errorf("a deck without errors failed to draw: %v", err)
	}
}

const fuzzLayout = `size: poker
front:
  title: {text: "{{.name}} **{{.cost}}** :x:", x: 5, y: 5, w: 50, h: 10, min_size: 4}
  art: {type: image, src: "{{.art}}", x: 5, y: 20, w: 50, h: 30}
`

func FuzzCSV(f *testing.F) {
	fuzzcheck.Bound(f)
	f.Add([]byte("name,cost,art,count\nA,1,,2\n"))
	f.Add([]byte("\xef\xbb\xbfname;cost\n\"x;y\";\"multi\nline\"\n"))
	f.Add([]byte("name,name\n"))
	f.Add([]byte("name\n\"unterminated\n"))
	f.Add([]byte("count\n-1\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		fuzzcheck.Check(t, len(data), func() {
			loadAndDraw(t, fstest.MapFS{"cards.csv": {Data: data}, "layout.yaml": {Data: []byte(fuzzLayout)}})
		})
	})
}

func FuzzYAMLData(f *testing.F) {
	fuzzcheck.Bound(f)
	f.Add([]byte("- name: A\n  cost: 1\n"))
	f.Add([]byte(fuzzcheck.AliasBomb))
	f.Add([]byte("cards:\n  - {name: B, count: 3}\n"))
	f.Add([]byte("- [1, 2]\n"))
	f.Add([]byte("{a: b"))
	f.Fuzz(func(t *testing.T, data []byte) {
		fuzzcheck.Check(t, len(data), func() {
			loadAndDraw(t, fstest.MapFS{"cards.yaml": {Data: data}, "layout.yaml": {Data: []byte(fuzzLayout)}})
		})
	})
}

func FuzzLayout(f *testing.F) {
	fuzzcheck.Bound(f)
	f.Add([]byte(fuzzLayout))
	f.Add([]byte("size: 10x10\nfront:\n  a: {type: ellipse, fill: red, x: -5, w: 400}\n"))
	f.Add([]byte("front:\n  a: {extend: b}\n  b: {extend: a}\n"))
	f.Add([]byte("front:\n  a: {text: x, when: [{column: name, is: [A], set: {color: '#f00'}}]}\nback:\n  b: {type: line, x2: 1}\n"))
	// The hangs of issue 31: a loop of a billion, a long chain of extends.
	f.Add([]byte("front:\n  t: {text: \"{{range 1000000000}}{{end}}{{.name}}\"}\n"))
	f.Add([]byte("front:\n  t: {text: \"{{range len .name}}{{range len $.name}}{{range len $.name}}{{end}}{{end}}{{end}}\"}\n"))
	chain := "styles:\n  s0: {text: x}\n"
	for i := 1; i < 20; i++ {
		chain += fmt.Sprintf("  s%d: {extend: s%d}\n", i, i-1)
	}
	f.Add([]byte(chain + "front:\n  a: {extend: s19}\n  b: {extend: s19}\n"))
	f.Add([]byte(fuzzcheck.AliasBomb))
	f.Fuzz(func(t *testing.T, data []byte) {
		fuzzcheck.Check(t, len(data), func() {
			loadAndDraw(t, fstest.MapFS{"cards.csv": {Data: []byte("name,cost,art\nA,1,\nB,2,\n")}, "layout.yaml": {Data: data}})
		})
	})
}

func FuzzExpand(f *testing.F) {
	fuzzcheck.Bound(f)
	f.Add("{{.Name}} and {{.Cost}}", "Spark")
	f.Add("{{if .Name}}**{{upper .Name}}**{{end}}", ":x:")
	f.Add("{{range .Name}}{{end}}", "")
	f.Add("{{template \"x\"}}", "")
	f.Add("{{range 1000000000}}{{end}}", "")
	f.Add("{{range len .Name}}{{range len $.Name}}{{end}}{{end}}", strings.Repeat("x", 300))
	f.Add("{{printf \"%1000000000d\" 1}}", "")
	f.Add("{{$s := .Name}}{{range 60}}{{$s = print $s $s}}{{end}}", "xx")
	f.Add("{{$s := .Name}}{{range 60}}{{$s = upper (html $s $s)}}{{end}}", "<ɐ")
	f.Fuzz(func(t *testing.T, tmpl, value string) {
		fuzzcheck.Check(t, len(tmpl)+len(value), func() {
			_, _ = userdeck.Expand(tmpl, map[string]string{"Name": value, "Cost": "1"})
		})
	})
}
