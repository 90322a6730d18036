package rheinhessen

import (
	"bytes"
	"encoding/xml"
	"io"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

type svgElem struct {
	Name  string
	Attrs map[string]string
	Text  string
}

// parseSVG reads the SVG's elements in order (it must be well-formed XML).
func parseSVG(t *testing.T, b []byte) []svgElem {
	t.Helper()
	d := xml.NewDecoder(bytes.NewReader(b))
	var out []svgElem
	for {
		tok, err := d.Token()
		if err == io.EOF {
			break
		}
		require.NoError(t, err)
		switch x := tok.(type) {
		case xml.StartElement:
			e := svgElem{Name: x.Name.Local, Attrs: map[string]string{}}
			for _, a := range x.Attr {
				e.Attrs[a.Name.Local] = a.Value
			}
			out = append(out, e)
		case xml.CharData:
			if len(out) > 0 {
				out[len(out)-1].Text += string(x)
			}
		}
	}
	return out
}

func num(t *testing.T, e svgElem, attr string) float64 {
	t.Helper()
	v, err := strconv.ParseFloat(e.Attrs[attr], 64)
	require.NoError(t, err, "%s=%q", attr, e.Attrs[attr])
	return v
}

// The --plot picture: a win-rate bar per seat as long as its rate on the
// 0-100 % scale, its interval around the bar's end, one score histogram
// per seat, and everything inside the picture.
func TestSimulationPlotGeometry(t *testing.T) {
	rep, err := RunSimulation(SimOptions{Games: 40, Seats: []string{"aggressor", "balanced", "conservative", "opportunist"}, Seed: 3})
	require.NoError(t, err)
	var b bytes.Buffer
	require.NoError(t, rep.SVG(&b))
	els := parseSVG(t, b.Bytes())
	require.Equal(t, "svg", els[0].Name)
	w, h := num(t, els[0], "width"), num(t, els[0], "height")

	const left, plotW = 220.0, 760.0 - 220 - 40
	var bars []svgElem
	for _, e := range els {
		if e.Name == "rect" && e.Attrs["height"] == "20" {
			bars = append(bars, e)
		}
		if e.Name == "rect" && e.Attrs["width"] != "100%" {
			x, y, ew, eh := num(t, e, "x"), num(t, e, "y"), num(t, e, "width"), num(t, e, "height")
			assert.True(t, x >= 0 && y >= 0 && ew >= 0 && eh >= 0 && x+ew <= w && y+eh <= h, "inside the picture: %v", e.Attrs)
		}
		if e.Name == "text" {
			assert.LessOrEqual(t, num(t, e, "x"), w)
			assert.LessOrEqual(t, num(t, e, "y"), h)
		}
	}
	require.Len(t, bars, len(rep.Seats), "one win-rate bar per seat")
	for k, s := range rep.Seats {
		assert.InDelta(t, s.WinRate*plotW, num(t, bars[k], "width"), 0.1, "%s: the bar is its win rate", s.Name)
		assert.Equal(t, left, num(t, bars[k], "x"))
		assert.LessOrEqual(t, s.WinLow, s.WinRate)
		assert.GreaterOrEqual(t, s.WinHigh, s.WinRate)
	}
	// Each seat's name labels its bar and its histogram.
	for _, s := range rep.Seats {
		n := 0
		for _, e := range els {
			if e.Name == "text" && strings.HasSuffix(strings.TrimSpace(e.Text), s.Name) {
				n++
			}
		}
		assert.Equal(t, 2, n, "%s labels its bar and its histogram", s.Name)
	}
}

// A win rate near or at 100 % keeps its label inside the picture: inside
// the bar, in white, left of its interval (the reviewer saw "98.5 %" run off
// the edge); a short bar keeps its label to the right of its interval.
func TestSimulationPlotLabelsStayInside(t *testing.T) {
	rep := &SimReport{Games: 2000, Seed: 1, Seats: []SeatReport{
		{Name: "The Expert", WinRate: 1, WinLow: 0.998, WinHigh: 1, scores: []int{300, 310}},
		{Name: "The Aggressor", WinRate: 0.985, WinLow: 0.978, WinHigh: 0.989, scores: []int{-20, 100}},
		{Name: "The Balanced Executive", WinRate: 0.004, WinLow: 0.002, WinHigh: 0.007, scores: []int{50, 200}},
		{Name: "The Opportunist", WinRate: 0, WinLow: 0, WinHigh: 0.6, scores: []int{0}}, // few games: a wide interval
	}}
	for k := range rep.Seats {
		rep.Seats[k].Score = summarize(rep.Seats[k].scores)
	}
	var b bytes.Buffer
	require.NoError(t, rep.SVG(&b))
	els := parseSVG(t, b.Bytes())
	w := num(t, els[0], "width")
	const left = 220.0
	labels := map[string]svgElem{}
	for _, e := range els {
		if text := strings.TrimSpace(e.Text); e.Name == "text" && strings.HasSuffix(text, " %") && e.Attrs["fill"] != "#666" {
			labels[text] = e
		}
	}
	require.Len(t, labels, 4, "one label per seat")
	for text, e := range labels {
		x, lw := num(t, e, "x"), labelWidth(text)
		start, end := x, x+lw
		if e.Attrs["text-anchor"] == "end" {
			start, end = x-lw, x
		}
		assert.LessOrEqual(t, end, w, "%q inside the picture", text)
		assert.GreaterOrEqual(t, start, left, "%q right of the names", text)
	}
	assert.Equal(t, "end", labels["100.0 %"].Attrs["text-anchor"])
	assert.Equal(t, "white", labels["100.0 %"].Attrs["fill"], "inside the bar")
	assert.Less(t, num(t, labels["100.0 %"], "x"), left+0.998*(760-220-40), "left of its interval")
	assert.Equal(t, "white", labels["98.5 %"].Attrs["fill"])
	assert.Equal(t, "start", labels["0.4 %"].Attrs["text-anchor"], "a short bar: to the right of its interval")
	assert.Equal(t, "black", labels["0.4 %"].Attrs["fill"])
	assert.Equal(t, "start", labels["0.0 %"].Attrs["text-anchor"])

	for _, c := range []struct{ low, high float64 }{{0, 0}, {0, 1}, {0.5, 1}, {0.99, 1}, {0.9, 0.95}, {0.01, 0.03}} {
		for _, label := range []string{"0.0 %", "55.5 %", "100.0 %"} {
			x, anchor, _ := winLabelAt(left+c.low*500, left+c.high*500, int(left), 760, label)
			start, end := x, x+labelWidth(label)
			if anchor == "end" {
				start, end = x-labelWidth(label), x
			}
			assert.True(t, start >= left && end <= 760, "%v %q: %.0f-%.0f", c, label, start, end)
		}
	}
}
