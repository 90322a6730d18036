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
