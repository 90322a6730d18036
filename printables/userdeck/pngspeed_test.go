//go:build unix

package userdeck_test

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"math/rand/v2"
	"strings"
	"syscall"
	"testing"
	"testing/fstest"
	"time"

	"boardroom/printables/userdeck"
)

// pngBenchDeck is the bench folder's deck (gen_deck.py): poker cards with a
// bold title, a picture and rules text, n cards over 20 pictures of 630 x 413
// pixels (a gradient under eight discs: a picture with smooth tones and
// sharp edges, as art is).
func pngBenchDeck(t testing.TB, n int) fstest.MapFS {
	rnd := rand.New(rand.NewPCG(1000, 0))
	verbs := []string{"Draw", "Discard", "Gain", "Trash", "Reveal", "Return", "Exile", "Reserve"}
	nouns := []string{"card", "coin", "gem", "action", "buy", "token", "favour", "ally"}
	tails := []string{"Each other player gains one curse.", "If you do, take another turn.",
		"Then shuffle your discard pile into your deck.", "Play this only once per turn.",
		"At the end of the round, score one point for each card you trashed this way, up to a maximum of three points.", ""}
	fsys := fstest.MapFS{"layout.yaml": {Data: []byte(`size: poker
front:
  title: {text: "{{.name}}", x: 5, y: 5, w: 53.5, h: 8, size: 14, min_size: 8, style: bold}
  art: {type: image, src: "{{.art}}", x: 5, y: 15, w: 53.5, h: 35}
  rules: {text: "{{.rules}}", x: 5, y: 53, w: 53.5, h: 30, size: 10, min_size: 6}
`)}}
	for i := range 20 {
		const w, h = 630, 413
		img := image.NewRGBA(image.Rect(0, 0, w, h))
		var c1, c2 [3]int
		for k := range 3 {
			c1[k], c2[k] = 30+rnd.IntN(191), 30+rnd.IntN(191)
		}
		for y := range h {
			f := float64(y) / h
			c := color.RGBA{uint8(float64(c1[0])*(1-f) + float64(c2[0])*f), uint8(float64(c1[1])*(1-f) + float64(c2[1])*f), uint8(float64(c1[2])*(1-f) + float64(c2[2])*f), 255}
			for x := range w {
				img.SetRGBA(x, y, c)
			}
		}
		for range 8 {
			cx, cy, r := rnd.IntN(w+1), rnd.IntN(h+1), 20+rnd.IntN(121)
			c := color.RGBA{uint8(rnd.IntN(256)), uint8(rnd.IntN(256)), uint8(rnd.IntN(256)), 255}
			for y := max(0, cy-r); y < min(h, cy+r+1); y++ {
				for x := max(0, cx-r); x < min(w, cx+r+1); x++ {
					if (x-cx)*(x-cx)+(y-cy)*(y-cy) <= r*r {
						img.SetRGBA(x, y, c)
					}
				}
			}
		}
		var b bytes.Buffer
		if err := png.Encode(&b, img); err != nil {
			t.Fatal(err)
		}
		fsys[fmt.Sprintf("art/art%02d.png", i)] = &fstest.MapFile{Data: b.Bytes()}
	}
	var csv strings.Builder
	csv.WriteString("name,rules,art\n")
	for i := range n {
		rules := strings.TrimSpace(fmt.Sprintf("%s %d %ss. %s", verbs[rnd.IntN(len(verbs))], 1+rnd.IntN(4), nouns[rnd.IntN(len(nouns))], tails[rnd.IntN(len(tails))]))
		noun := nouns[rnd.IntN(len(nouns))]
		fmt.Fprintf(&csv, "Card %d %s,%q,art/art%02d.png\n", i+1, strings.ToUpper(noun[:1])+noun[1:], rules, i%20)
	}
	fsys["cards.csv"] = &fstest.MapFile{Data: []byte(csv.String())}
	return fsys
}

// BenchmarkPNG200Cards is `cards print deck --png out --dpi 300` of the
// bench folder's 200-card deck: the painting, the encoding and the files
// (synced once each), on every core. The goal is processor time, reported
// as cpu-ms/card (the process's user and system time, all threads, per
// card; ns/op is the wall clock, which a shared machine stretches): the
// Pillow script (pil_png_cards.py, zlib level 1) takes 3.9 to 4.1 s of CPU
// for the deck on the development machine, about 20 ms a card; --png must
// take at most half, 10 ms a card. It takes about 7 here (the whole
// process, start and loading included, 8: docs/cards.md).
//
//	go test -run XXX -bench 'PNG200Cards$' ./printables/userdeck/
func BenchmarkPNG200Cards(b *testing.B) {
	d := userdeck.LoadWith(pngBenchDeck(b, 200), "deck", userdeck.DefaultBudgets())
	if err := d.Err(true); err != nil {
		b.Fatal(err)
	}
	dir := b.TempDir()
	cpu := func() time.Duration {
		var ru syscall.Rusage
		if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
			b.Fatal(err)
		}
		return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
	}
	start := cpu()
	for b.Loop() {
		if _, err := d.WritePNGs(dir, 300, 0); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(cpu()-start)/float64(time.Millisecond)/float64(b.N*200), "cpu-ms/card")
}
