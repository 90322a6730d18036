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
	comps := d.Components()
	total := 0
	for _, c := range comps {
		total += c.Total()
	}
	if total > 2000 {
		return
	}
	o := printables.DefaultOptions()
	o.Margin, o.Flip = d.Layout.Margin, d.Layout.Duplex
	if o.Validate() != nil {
		return // margins that leave no room are refused by the print
	}
	pages, err := printables.Impose(comps, o)
	if err != nil {
		return // a card larger than the page is refused, not drawn
	}
	if err := printables.Render(&printables.Recorder{}, pages, o); err != nil {
		t.Errorf("a deck without errors failed to draw: %v", err)
	}
	if len(d.Cards) <= 30 {
		// The showcase's plan and shadows, small.
		if _, err := d.Showcase(userdeck.ShowcaseOptions{DPI: 30, Fan: len(d.Cards) % 4}); err != nil {
			t.Errorf("a deck without errors failed its showcase: %v", err)
		}
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
	f.Add([]byte("name,cost\n\"<span size=\"\"1000\"\" color=x><span font=q>Donaudampfschifffahrtsgesellschaftskapitänswitwe</span>\",1\n"))
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
	// Turns, mirrors, covers and clips; logic, tables and repeats; rich text options.
	f.Add([]byte("size: poker\nfront:\n  a: {text: x, rotate: 90, mirror: true, x: 5, y: 5, w: 20, h: 5}\n  b: {type: ellipse, fill: red, rotate: -33.3, mirror: true}\n  c: {src: x.png, fit: cover, focus: \"10% 90%\", clip: ellipse, rotate: 45}\n  d: {src: x.png, bleed: true, focus: 1 0}\n"))
	f.Add([]byte("tables:\n  p: {A: \"1 2; 3 4 180\", B: [\"5 5\", \"6 6 90\"]}\nfront:\n  p: {text: \"{{._index}}/{{._copy}}\", w: 4, h: 4, repeat: '{{table \"p\" .name}}'}\n  q: {type: line, repeat: \"1 1; 2 2 45\", when: [{test: '{{gt .cost 1}}', set: {stroke: red}}, {column: name, contains: a, min: 1, max: 2, set: {x: 3}}]}\n"))
	f.Add([]byte("icons:\n  x: {src: x.png, size: 2, raise: -1}\nfront:\n  t: {text: \"<span size=300% color=red font=mono>:x: {{.name}}</span>\", align: justify, overflow: ellipsis, w: 3, h: 3, min_size: 1}\n"))
	// Margins, the duplex edge, shadows, other layouts and sizes.
	f.Add([]byte("margin: 10 5 8 6\nduplex: short\nfront:\n  a: {type: rect, fill: red, shadow: \"1 1.5 #123 0.5\", rotate: 20, mirror: true}\n  b: {text: x, shadow: \"-1 -1\"}\n  c: {src: x.png, clip: ellipse, shadow: \"2 2 blue\"}\n"))
	f.Add([]byte("front:\n  a: {text: \"{{.name}}\"}\nlayouts:\n  tile: {size: square 70, radius: 5, front: {a: {extend: a, mirror: true}}, back: {b: {type: rect, bleed: true, fill: red}}}\n  Tok: {size: 25 x 25, safe: 1, front: {t: {type: ellipse, fill: red}}, backs: {x: {y: {text: y}}}}\n"))
	f.Add([]byte("layout_column: cost\nmargin: 0\nfront:\n  a: {text: x}\nlayouts:\n  \"1\": {size: 10x10, front: {b: {text: y}}}\n  \"2\": [x]\n  \"\": {}\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		fuzzcheck.Check(t, len(data), func() {
			loadAndDraw(t, fstest.MapFS{"cards.csv": {Data: []byte("name,cost,art,layout\nA,1,,tile\nB,2,,\nC,1,,tok\n")}, "layout.yaml": {Data: data}, "x.png": {Data: tinyPNG}})
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
	// Comparisons of numbers, arithmetic, contains, table without tables.
	f.Add(`{{if ge .Name 9}}{{add .Cost .Name 1e308 1e308}}{{end}}{{div .Cost 0}}{{mod 1 .Name}}`, "10")
	f.Add(`{{eq .Name "J" "Q" 3.0}}{{contains .Name ""}}{{table "x" .Name}}{{mul (sub .Cost 2) -1}}`, "NaN")
	f.Add(`{{$x := 1}}{{range 100}}{{$x = mul $x 10}}{{end}}{{$x}}`, "")
	f.Fuzz(func(t *testing.T, tmpl, value string) {
		fuzzcheck.Check(t, len(tmpl)+len(value), func() {
			_, _ = userdeck.Expand(tmpl, map[string]string{"Name": value, "Cost": "1"})
		})
	})
}

// tinyPNG is a 2 x 2 picture for the fuzz targets' layouts to name.
var tinyPNG = []byte("\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x00\x02\x00\x00\x00\x02\b\x06\x00\x00\x00r\xb6\r$\x00\x00\x00\x14IDATx\x9cb\xfa\xcf\xc0\xf0\x9f\x01\x19\x00\x02\x00\x00\xff\xff\x1f\x17\x02\x01\xae\xcfe\xca\x00\x00\x00\x00IEND\xaeB`\x82")
