package printables

import (
	"image"
	"image/color"
	"math"
	"strconv"

	"golang.org/x/image/draw"
	"golang.org/x/image/font"
	"golang.org/x/image/math/f64"
	"golang.org/x/image/math/fixed"
	"golang.org/x/image/vector"
)

// Matrix is an affine map of the page in mm (y down):
// x' = A*x + C*y + E, y' = B*x + D*y + F.
type Matrix struct{ A, B, C, D, E, F float64 }

// Identity maps every point to itself.
var Identity = Matrix{A: 1, D: 1}

// Rotation turns the page by deg degrees clockwise (as seen on the page)
// about (cx, cy).
func Rotation(deg, cx, cy float64) Matrix {
	s, c := math.Sincos(deg * math.Pi / 180)
	// Whole quarter turns are exact: a card's index turned 180° lands on
	// the very millimetre it mirrors.
	switch math.Mod(math.Mod(deg, 360)+360, 360) {
	case 0:
		s, c = 0, 1
	case 90:
		s, c = 1, 0
	case 180:
		s, c = 0, -1
	case 270:
		s, c = -1, 0
	}
	return Matrix{A: c, B: s, C: -s, D: c, E: cx - c*cx + s*cy, F: cy - s*cx - c*cy}
}

// Apply maps a point.
func (m Matrix) Apply(x, y float64) (float64, float64) {
	return m.A*x + m.C*y + m.E, m.B*x + m.D*y + m.F
}

// Then is m followed by n.
func (m Matrix) Then(n Matrix) Matrix {
	return Matrix{
		A: n.A*m.A + n.C*m.B, B: n.B*m.A + n.D*m.B,
		C: n.A*m.C + n.C*m.D, D: n.B*m.C + n.D*m.D,
		E: n.A*m.E + n.C*m.F + n.E, F: n.B*m.E + n.D*m.F + n.F,
	}
}

// Bounds is the bounding rectangle of r mapped by m.
func (m Matrix) Bounds(r Rect) Rect {
	x0, y0 := m.Apply(r.X, r.Y)
	minX, minY, maxX, maxY := x0, y0, x0, y0
	for _, p := range [][2]float64{{r.Right(), r.Y}, {r.X, r.Bottom()}, {r.Right(), r.Bottom()}} {
		x, y := m.Apply(p[0], p[1])
		minX, maxX = min(minX, x), max(maxX, x)
		minY, maxY = min(minY, y), max(maxY, y)
	}
	return Rect{minX, minY, maxX - minX, maxY - minY}
}

// Layer is a group of drawing operations drawn turned, clipped or
// translucent.
type Layer struct {
	Rotate float64 // degrees clockwise about (CX, CY)
	CX, CY float64
	// Clip is a closed outline in the layer's own coordinates (before it is
	// turned); nil draws everywhere. The raster canvas clips pictures only.
	Clip [][2]float64
	// Alpha is the opacity of what the layer draws (0 and 1: opaque).
	Alpha float64
}

// Matrix is the layer's turn.
func (l Layer) Matrix() Matrix {
	if l.Rotate == 0 {
		return Identity
	}
	return Rotation(l.Rotate, l.CX, l.CY)
}

// Layerer is a Canvas that can draw layers: every operation between Push
// and its Pop is drawn through the layer (layers nest). The PDF, the
// Recorder and the raster canvas are Layerers.
type Layerer interface {
	Push(l Layer)
	Pop()
}

// PushLayer starts a layer on cv when it can draw one; it reports whether it
// could (a Pop is owed only then).
func PushLayer(cv Canvas, l Layer) bool {
	if d, ok := cv.(*Drawer); ok {
		cv = d.Canvas
	}
	lr, ok := cv.(Layerer)
	if ok {
		lr.Push(l)
	}
	return ok
}

// PopLayer ends the layer PushLayer started.
func PopLayer(cv Canvas) {
	if d, ok := cv.(*Drawer); ok {
		cv = d.Canvas
	}
	if lr, ok := cv.(Layerer); ok {
		lr.Pop()
	}
}

// Push records a layer: an op "push" with the layer, and every op until its
// Pop carries the page's matrix in M.
func (r *Recorder) Push(l Layer) {
	m := l.Matrix()
	if n := len(r.stack); n > 0 {
		m = m.Then(r.stack[n-1])
	}
	r.add(Op{Kind: "push", X: l.CX, Y: l.CY, W: l.Rotate, Layer: &l})
	r.stack = append(r.stack, m)
}

// Pop records the end of a layer.
func (r *Recorder) Pop() {
	if len(r.stack) > 0 {
		r.stack = r.stack[:len(r.stack)-1]
	}
	r.add(Op{Kind: "pop"})
}

// Push writes a saved graphics state, the layer's turn and its clip.
func (p *PDF) Push(l Layer) {
	p.buf = append(p.buf, "q\n"...)
	if l.Rotate != 0 {
		// The page's matrix (mm, y down) in PDF space (points, y up).
		m := l.Matrix()
		k, h := p.k, p.h
		for _, v := range []float64{m.A, -m.B, -m.C, m.D} {
			p.buf = strconvAppend(p.buf, v)
		}
		p.num(k * (m.C*h + m.E))
		p.num(k * (h - m.D*h - m.F))
		p.op("cm")
	}
	if len(l.Clip) >= 3 {
		for i, pt := range l.Clip {
			p.pt(pt[0], pt[1])
			if i == 0 {
				p.op("m")
			} else {
				p.op("l")
			}
		}
		p.op("h W n")
	}
	p.flush()
	if l.Alpha > 0 && l.Alpha < 1 {
		p.pdf.SetAlpha(l.Alpha, "Normal")
	}
}

// Pop restores the graphics state saved by Push. The colours, line width,
// dash and font set inside it are gone with it: each is set again when next
// used.
func (p *PDF) Pop() {
	p.pdf.RawWriteStr("Q")
	p.valid.fill, p.valid.stroke, p.valid.lw, p.valid.font, p.valid.text = false, false, false, false, false
	p.pdf.SetDashPattern([]float64{}, 0)
	p.dash = false
}

// strconvAppend appends a matrix coefficient with six decimals (a turn's
// sine and cosine need more than a length's two).
func strconvAppend(b []byte, v float64) []byte {
	v = math.Round(v*1e6) / 1e6
	if v == 0 {
		v = 0 // no "-0"
	}
	b = strconv.AppendFloat(b, v, 'f', -1, 64)
	return append(b, ' ')
}

// rasterLayer is a layer of the raster canvas: the page's matrix and the
// clip as a mask of the page (nil: none).
type rasterLayer struct {
	m     Matrix
	mask  *image.Alpha
	alpha float64 // 0: opaque
}

// top is the innermost layer (the identity without one).
func (r *Raster) top() rasterLayer {
	if n := len(r.layers); n > 0 {
		return r.layers[n-1]
	}
	return rasterLayer{m: Identity}
}

// Push starts a layer: later paths are turned by it, and pictures clipped.
func (r *Raster) Push(l Layer) {
	parent := r.top()
	lay := rasterLayer{m: l.Matrix().Then(parent.m), mask: parent.mask, alpha: parent.alpha}
	if l.Alpha > 0 && l.Alpha < 1 {
		if lay.alpha == 0 {
			lay.alpha = 1
		}
		lay.alpha *= l.Alpha
	}
	if len(l.Clip) >= 3 && r.cur != nil {
		b := r.cur.Bounds()
		z := vector.NewRasterizer(b.Dx(), b.Dy())
		for i, p := range l.Clip {
			x, y := lay.m.Apply(p[0], p[1])
			if i == 0 {
				z.MoveTo(float32(r.px(x)), float32(r.px(y)))
			} else {
				z.LineTo(float32(r.px(x)), float32(r.px(y)))
			}
		}
		z.ClosePath()
		mask := image.NewAlpha(b)
		z.Draw(mask, b, image.Opaque, image.Point{})
		if parent.mask != nil {
			for i, a := range parent.mask.Pix {
				mask.Pix[i] = uint8(uint16(mask.Pix[i]) * uint16(a) / 255)
			}
		}
		lay.mask = mask
	}
	r.layers = append(r.layers, lay)
}

// Pop ends the innermost layer.
func (r *Raster) Pop() {
	if n := len(r.layers); n > 0 {
		r.layers = r.layers[:n-1]
	}
}

// aff is the map from the pixels of a picture to the page's pixels: the
// picture's pixel (0, 0) at (x, y) mm before the layer's turn, each pixel
// sx x sy mm.
func (r *Raster) aff(x, y, sx, sy float64) f64.Aff3 {
	m, k := r.top().m, r.DPI/25.4
	return f64.Aff3{k * m.A * sx, k * m.C * sy, k * (m.A*x + m.C*y + m.E), k * m.B * sx, k * m.D * sy, k * (m.B*x + m.D*y + m.F)}
}

// transformed reports whether the innermost layer turns or clips.
func (r *Raster) transformed() bool {
	t := r.top()
	return t.m != Identity || t.mask != nil || (t.alpha > 0 && t.alpha < 1)
}

// imageLayered paints a picture through the layer: turned and clipped.
func (r *Raster) imageLayered(src image.Image, x, y, w, h float64) {
	b := src.Bounds()
	var o *draw.Options
	if mask := r.top().mask; mask != nil {
		o = &draw.Options{DstMask: mask}
	}
	if a := r.alpha(); a < 255 {
		if o == nil {
			o = &draw.Options{}
		}
		o.SrcMask = image.NewUniform(color.Alpha{A: a})
	}
	draw.BiLinear.Transform(r.cur, r.aff(x, y, w/float64(b.Dx()), h/float64(b.Dy())), src, b, draw.Over, o)
}

// textLayered paints a text turned by the layer: drawn upright into a
// picture of its own, then painted turned.
func (r *Raster) textLayered(fc font.Face, x, y float64, text string, c Color) {
	met := fc.Metrics()
	asc, desc := met.Ascent.Ceil()+1, met.Descent.Ceil()+1
	wpx := font.MeasureString(fc, text).Ceil() + 2
	if wpx <= 2 {
		return
	}
	tmp := image.NewRGBA(image.Rect(0, 0, wpx, asc+desc))
	d := font.Drawer{Dst: tmp, Src: image.NewUniform(r.ink(c)), Face: fc, Dot: fixed.P(1, asc)}
	d.DrawString(text)
	px := 25.4 / r.DPI
	draw.BiLinear.Transform(r.cur, r.aff(x-px, y-float64(asc)*px, px, px), tmp, tmp.Bounds(), draw.Over, nil)
}

// RoundedRectPath is a rounded rectangle as a closed outline fine enough for print.
func RoundedRectPath(x, y, w, h, rad float64) [][2]float64 {
	rad = math.Max(0, math.Min(rad, math.Min(w, h)/2))
	var p path
	p = arc(p, x+w-rad, y+rad, rad, -math.Pi/2)
	p = arc(p, x+w-rad, y+h-rad, rad, 0)
	p = arc(p, x+rad, y+h-rad, rad, math.Pi/2)
	p = arc(p, x+rad, y+rad, rad, math.Pi)
	return p
}
