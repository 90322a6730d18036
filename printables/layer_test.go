package printables_test

import (
	"bytes"
	"compress/zlib"
	"io"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/printables"
)

func TestRotationTurnsClockwiseOnThePage(t *testing.T) {
	m := printables.Rotation(90, 10, 10)
	x, y := m.Apply(20, 10) // right of the centre
	assert.Equal(t, [2]float64{10, 20}, [2]float64{x, y}, "goes below it: clockwise with y down, exactly")
	h := printables.Rotation(180, 31.75, 44.45)
	x, y = h.Apply(3, 3)
	assert.Equal(t, [2]float64{60.5, 85.9}, [2]float64{x, y})
	// Nested: 90° then 90° is 180°.
	n := m.Then(m)
	x, y = n.Apply(20, 10)
	assert.InDelta(t, 0, x, 1e-12)
	assert.InDelta(t, 10, y, 1e-12)
	b := printables.Rotation(90, 5, 5).Bounds(printables.Rect{X: 0, Y: 4, W: 10, H: 2})
	assert.InDelta(t, 4, b.X, 1e-12)
	assert.InDelta(t, 2, b.W, 1e-12)
	assert.InDelta(t, 10, b.H, 1e-12)
}

// pageStreams is the page contents of a PDF, inflated.
func pageStreams(t *testing.T, pdf []byte) string {
	var out bytes.Buffer
	for _, m := range regexp.MustCompile(`(?s)stream\r?\n(.*?)endstream`).FindAllSubmatch(pdf, -1) {
		r, err := zlib.NewReader(bytes.NewReader(m[1]))
		if err != nil {
			continue
		}
		b, _ := io.ReadAll(r)
		out.Write(b)
	}
	return out.String()
}

func TestPDFLayersTurnAndClipInASavedState(t *testing.T) {
	p := printables.NewPDF("t")
	p.AddPage(100, 100)
	p.Rect(1, 1, 2, 2, printables.Filled(printables.Black))
	p.Push(printables.Layer{Rotate: 180, CX: 50, CY: 50, Clip: [][2]float64{{0, 0}, {10, 0}, {10, 10}}})
	p.Rect(1, 1, 2, 2, printables.Filled(printables.White))
	p.Pop()
	p.Rect(1, 1, 2, 2, printables.Filled(printables.White))
	b, err := p.Bytes()
	require.NoError(t, err)
	s := pageStreams(t, b)
	// 180° about the page's centre: -1 0 0 -1, moved by the page's size in points.
	assert.Contains(t, s, "re f\nq\n-1 0 0 -1 283.46 283.46 cm\n0 283.46 m\n28.35 283.46 l\n28.35 255.12 l\nh W n")
	assert.Regexp(t, `(?s)W n.*re f\nQ.*1.000 g\n.*re f`, s, "the colour is set again after the layer: the Q took it back to black")
}

func TestRasterLayersTurnShapesAndClipPictures(t *testing.T) {
	r := printables.NewRaster(25.4) // one pixel a mm
	r.AddPage(20, 20)
	r.Push(printables.Layer{Rotate: 90, CX: 10, CY: 10})
	r.Rect(10, 9, 8, 2, printables.Filled(printables.Black)) // right of the centre
	r.Pop()
	img := r.Pages[0]
	assert.Equal(t, uint8(0), img.RGBAAt(10, 15).R, "turned below the centre")
	assert.Equal(t, uint8(255), img.RGBAAt(15, 10).R, "nothing left where it was")
}

func TestPDFEffectsOpacityGradientOutline(t *testing.T) {
	p := printables.NewPDF("t")
	p.AddPage(100, 100)
	p.Push(printables.Layer{Alpha: 0.5})
	p.Rect(1, 1, 2, 2, printables.Filled(printables.Black))
	p.Pop()
	p.Gradient([][2]float64{{0, 0}, {10, 0}, {10, 10}}, 0, 0, 10, 0, printables.White, printables.Black)
	p.OutlinedText(10, 20, "Hi", printables.Font{Face: printables.Bold, Size: 12}, printables.White, printables.Black, 0.3)
	b, err := p.Bytes()
	require.NoError(t, err)
	s := pageStreams(t, b)
	s = s[:strings.Index(s, "0 Tr 0 j")+200] // the page, not the fonts
	assert.Regexp(t, `(?s)q\n/GS1 gs\n.*re f\nQ`, s, "the opacity inside the layer only")
	assert.Contains(t, s, "h W n\nq 0.00 283.46 28.35 -28.35 re W n", "the gradient clipped to its outline")
	assert.Contains(t, s, "/Sh1 sh")
	assert.Regexp(t, `1.70 w\n1 Tr 1 j\nBT .*\n.*\nBT .*Tj ET\n0 Tr 0 j\nBT .*Tj ET`, s, "stroked twice the width, then filled")
	assert.Contains(t, string(b), "/ca 0.500")
}
