package printables

import (
	"image"
	"image/color"
	"math"

	"golang.org/x/image/vector"
)

// Effecter is a Canvas that can fill an outline with a linear gradient and
// outline text. The PDF, the Recorder and the raster canvas are Effecters.
type Effecter interface {
	// Gradient fills the closed outline with c1 at (x1, y1) blending into
	// c2 at (x2, y2), each colour kept beyond its end.
	Gradient(outline [][2]float64, x1, y1, x2, y2 float64, c1, c2 Color)
	// OutlinedText is Text with an outline of width mm in stroke around
	// each letter.
	OutlinedText(x, y float64, text string, f Font, c, stroke Color, width float64)
}

func effecter(cv Canvas) (Effecter, bool) {
	if d, ok := cv.(*Drawer); ok {
		cv = d.Canvas
	}
	e, ok := cv.(Effecter)
	return e, ok
}

// DrawGradient fills outline with a gradient where cv can; elsewhere with
// the colour half way.
func DrawGradient(cv Canvas, outline [][2]float64, x1, y1, x2, y2 float64, c1, c2 Color) {
	if e, ok := effecter(cv); ok {
		e.Gradient(outline, x1, y1, x2, y2, c1, c2)
		return
	}
	cv.Polygon(outline, Filled(c1.Mix(c2, 0.5)))
}

// DrawOutlinedText draws outlined text where cv can; elsewhere plain text.
func DrawOutlinedText(cv Canvas, x, y float64, text string, f Font, c, stroke Color, width float64) {
	if e, ok := effecter(cv); ok {
		e.OutlinedText(x, y, text, f, c, stroke, width)
		return
	}
	cv.Text(x, y, text, f, c)
}

func bounds(pts [][2]float64) Rect {
	minX, minY, maxX, maxY := pts[0][0], pts[0][1], pts[0][0], pts[0][1]
	for _, p := range pts {
		minX, maxX = min(minX, p[0]), max(maxX, p[0])
		minY, maxY = min(minY, p[1]), max(maxY, p[1])
	}
	return Rect{minX, minY, maxX - minX, maxY - minY}
}

// Gradient records a gradient: its outline's bounds, Color the start
// colour, Style.Fill the end one, the vector in Layer's CX, CY (start) and
// the op's Text empty.
func (r *Recorder) Gradient(outline [][2]float64, x1, y1, x2, y2 float64, c1, c2 Color) {
	if len(outline) < 3 {
		return
	}
	b := bounds(outline)
	r.add(Op{Kind: "gradient", X: b.X, Y: b.Y, W: b.W, H: b.H, Color: c1, Style: Style{Fill: &c2}, Layer: &Layer{CX: x1, CY: y1}})
}

// OutlinedText records text with Style.Stroke and LineWidth its outline.
func (r *Recorder) OutlinedText(x, y float64, text string, f Font, c, stroke Color, width float64) {
	r.add(Op{Kind: "text", X: x, Y: y, Text: text, Font: f, Color: c, Style: Style{Stroke: &stroke, LineWidth: width}})
}

// Gradient clips to the outline and paints the PDF's axial shading over its
// bounds.
func (p *PDF) Gradient(outline [][2]float64, x1, y1, x2, y2 float64, c1, c2 Color) {
	if len(outline) < 3 {
		return
	}
	b := bounds(outline)
	if b.W <= 0 || b.H <= 0 {
		return
	}
	p.Push(Layer{Clip: outline})
	// The shading's vector in the bounds' unit square, y up.
	nx := func(x float64) float64 { return (x - b.X) / b.W }
	ny := func(y float64) float64 { return 1 - (y-b.Y)/b.H }
	p.pdf.LinearGradient(b.X, b.Y, b.W, b.H, int(c1.R), int(c1.G), int(c1.B), int(c2.R), int(c2.G), int(c2.B), nx(x1), ny(y1), nx(x2), ny(y2))
	p.Pop()
}

// OutlinedText strokes the letters (text rendering mode 1) twice the
// outline's width, then fills them over it: the outline lies outside the
// letters only, as the raster canvas draws it.
func (p *PDF) OutlinedText(x, y float64, text string, f Font, c, stroke Color, width float64) {
	p.style(Style{Stroke: &stroke, LineWidth: width * 2})
	p.pdf.RawWriteStr("1 Tr 1 j")
	p.Text(x, y, text, f, c)
	p.pdf.RawWriteStr("0 Tr 0 j")
	p.Text(x, y, text, f, c)
}

// gradientImage is the colour of a linear gradient at each pixel.
type gradientImage struct {
	x1, y1, dx, dy, l2 float64 // in pixels
	c1, c2             Color
	alpha              uint8
}

func (g *gradientImage) ColorModel() color.Model { return color.NRGBAModel }
func (g *gradientImage) Bounds() image.Rectangle {
	return image.Rect(-1e9, -1e9, 1e9, 1e9)
}
func (g *gradientImage) At(x, y int) color.Color {
	t := 0.0
	if g.l2 > 0 {
		t = ((float64(x)+0.5-g.x1)*g.dx + (float64(y)+0.5-g.y1)*g.dy) / g.l2
	}
	c := g.c1.Mix(g.c2, math.Max(0, math.Min(1, t)))
	return color.NRGBA{c.R, c.G, c.B, g.alpha}
}

// Gradient fills the outline with the gradient, turned with the layer.
func (r *Raster) Gradient(outline [][2]float64, x1, y1, x2, y2 float64, c1, c2 Color) {
	if r.cur == nil || len(outline) < 3 {
		return
	}
	m := r.top().m
	ax, ay := m.Apply(x1, y1)
	bx, by := m.Apply(x2, y2)
	g := &gradientImage{x1: r.px(ax), y1: r.px(ay), dx: r.px(bx - ax), dy: r.px(by - ay), c1: c1, c2: c2, alpha: r.alpha()}
	g.l2 = g.dx*g.dx + g.dy*g.dy
	b := r.cur.Bounds()
	z := vector.NewRasterizer(b.Dx(), b.Dy())
	for i, p := range outline {
		x, y := m.Apply(p[0], p[1])
		if i == 0 {
			z.MoveTo(float32(r.px(x)), float32(r.px(y)))
		} else {
			z.LineTo(float32(r.px(x)), float32(r.px(y)))
		}
	}
	z.ClosePath()
	z.Draw(r.cur, b, g, image.Point{})
}

// OutlinedText paints the text in the outline's colour shifted round a
// circle of the outline's width, then the text over it.
func (r *Raster) OutlinedText(x, y float64, text string, f Font, c, stroke Color, width float64) {
	const steps = 16
	for i := 0; i < steps; i++ {
		a := float64(i) / steps * 2 * math.Pi
		r.Text(x+width*math.Cos(a), y+width*math.Sin(a), text, f, stroke)
	}
	r.Text(x, y, text, f, c)
}

// alpha is the innermost layer's opacity as a byte.
func (r *Raster) alpha() uint8 {
	a := r.top().alpha
	if a <= 0 || a >= 1 {
		return 255
	}
	return uint8(a*255 + 0.5)
}
