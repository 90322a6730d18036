package printables

import (
	"fmt"
	"image"
	"image/color"
	"math"
	"sync"

	"golang.org/x/image/draw"
	"golang.org/x/image/font"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/f64"
	"golang.org/x/image/math/fixed"
	"golang.org/x/image/vector"
)

// Raster is a Canvas that paints pages into pictures at a resolution: the
// same drawing calls as the PDF, so a PNG and the PDF agree. Pages start
// white.
type Raster struct {
	DPI   float64
	Pages []*image.RGBA

	cur    *image.RGBA
	spare  *image.RGBA        // a page painted before, to paint again (Reuse)
	z      *vector.Rasterizer // one band of one fill at a time, its buffers kept
	eo     evenOddScan        // an even-odd fill's band, its buffers kept
	fonts  map[FontFace]*opentype.Font
	faces  map[Font]font.Face
	scaled *ScaledPictures
	layers []rasterLayer
	Err    error // the first font or picture that could not be drawn
}

// Memory a raster keeps besides its pages: a fill is rasterised fillBand
// pixel rows at a time (the rasteriser keeps two 4-byte numbers a pixel of
// what it covers: for a whole page of 300 mm at 300 dpi, 100 MB, made anew
// for every rectangle), and pictures scaled to a size are kept for the next
// card up to scaledKept bytes (a larger one is scaled onto the page as it
// is drawn).
const (
	fillBand   = 64
	scaledKept = 16 << 20
)

type scaledKey struct {
	key  string
	w, h int
}

var _ Canvas = (*Raster)(nil)
var _ Imager = (*Raster)(nil)

// NewRaster is an empty raster canvas at dpi dots per inch.
func NewRaster(dpi float64) *Raster {
	return &Raster{DPI: dpi, fonts: map[FontFace]*opentype.Font{}, faces: map[Font]font.Face{}, scaled: NewScaledPictures(scaledKept)}
}

// ScaledPictures keeps pictures scaled to the size of their box for every
// raster that shares them (ShareScaled), up to a number of bytes: a deck
// printed by several workers scales each picture once per box size, not
// once per worker, nor once per card when the kept pictures of one worker
// would not hold the deck's. A picture that does not fit in what is left is
// scaled onto each page as it is drawn. Safe for use by several rasters
// at once.
type ScaledPictures struct {
	mu           sync.Mutex
	m            map[scaledKey]*scaledPicture
	bytes, limit int64
}

type scaledPicture struct {
	once   sync.Once
	img    *image.RGBA
	opaque bool
	err    error // the picture could not be decoded
}

// NewScaledPictures keeps scaled pictures up to limit bytes (4 a pixel).
func NewScaledPictures(limit int64) *ScaledPictures {
	return &ScaledPictures{m: map[scaledKey]*scaledPicture{}, limit: limit}
}

// ShareScaled makes r keep its scaled pictures in s, with every other
// raster given s.
func (r *Raster) ShareScaled(s *ScaledPictures) { r.scaled = s }

// get is the picture of k, scaled by scale the first time it is asked for
// (with scale's error, for every raster that asks); nil when it is not kept.
func (s *ScaledPictures) get(k scaledKey, scale func(*image.RGBA) error) *scaledPicture {
	size := 4 * int64(k.w) * int64(k.h)
	s.mu.Lock()
	p, ok := s.m[k]
	if !ok {
		if s.bytes+size > s.limit {
			s.mu.Unlock()
			return nil
		}
		p = &scaledPicture{}
		s.m[k] = p
		s.bytes += size
	}
	s.mu.Unlock()
	// A second raster asking for the picture while the first scales it
	// waits for that picture, not for another.
	p.once.Do(func() {
		p.img = image.NewRGBA(image.Rect(0, 0, k.w, k.h))
		p.err = scale(p.img)
		p.opaque = p.img.Opaque()
	})
	return p
}

// px converts mm to pixels.
func (r *Raster) px(mm float64) float64 { return mm / 25.4 * r.DPI }

// PixelSize is the size in pixels of a page of w x h mm.
func (r *Raster) PixelSize(w, h float64) (int, int) {
	return max(1, int(math.Round(r.px(w)))), max(1, int(math.Round(r.px(h))))
}

func (r *Raster) AddPage(w, h float64) {
	pw, ph := r.PixelSize(w, h)
	img := r.spare
	r.spare = nil
	if img == nil || img.Rect.Dx() != pw || img.Rect.Dy() != ph {
		img = image.NewRGBA(image.Rect(0, 0, pw, ph))
	}
	draw.Draw(img, img.Bounds(), image.White, image.Point{}, draw.Src)
	r.cur = img
	r.Pages = append(r.Pages, img)
}

// Reuse forgets the pages painted so far and makes the next page, when it
// has the last one's size, be painted over the last one: a run of images
// (a card's after another's) costs one page of memory, not one each. A page
// painted before is not valid after the next AddPage.
func (r *Raster) Reuse() {
	if n := len(r.Pages); n > 0 {
		r.spare = r.Pages[n-1]
	}
	r.Pages, r.cur = nil, nil
}

func rgba(c Color) color.RGBA { return color.RGBA{c.R, c.G, c.B, 255} }

// ink is c at the innermost layer's opacity (premultiplied).
func (r *Raster) ink(c Color) color.RGBA {
	a := r.alpha()
	if a == 255 {
		return rgba(c)
	}
	return color.RGBA{uint8(uint16(c.R) * uint16(a) / 255), uint8(uint16(c.G) * uint16(a) / 255), uint8(uint16(c.B) * uint16(a) / 255), a}
}

// path is a closed outline in mm.
type path [][2]float64

func (r *Raster) fill(paths []path, c Color) { r.fillRule(paths, c, false) }

// fillRule fills the paths together: by the non-zero rule (an outline
// turning the other way cuts a hole), or with evenOdd by the even-odd one
// (where outlines overlap an even number of times is a hole, whichever way
// they turn, and where one outline crosses itself: a star drawn in one
// stroke has a hollow centre), as the PDF's f* fills them.
func (r *Raster) fillRule(paths []path, c Color, evenOdd bool) {
	if r.cur == nil {
		return
	}
	// The paths on the page (turned by the innermost layer's matrix), and
	// their bounds in whole pixels.
	m := r.top().m
	minX, minY, maxX, maxY := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	onPage := make([]path, 0, len(paths))
	for _, p := range paths {
		if len(p) < 3 {
			continue
		}
		if m != Identity {
			q := make(path, len(p))
			for i, pt := range p {
				q[i][0], q[i][1] = m.Apply(pt[0], pt[1])
			}
			p = q
		}
		onPage = append(onPage, p)
		for _, q := range p {
			x, y := r.px(q[0]), r.px(q[1])
			minX, maxX = math.Min(minX, x), math.Max(maxX, x)
			minY, maxY = math.Min(minY, y), math.Max(maxY, y)
		}
	}
	b := r.cur.Bounds()
	x0, x1 := max(0, int(math.Floor(minX))), min(b.Dx(), int(math.Ceil(maxX)))
	y0, y1 := max(0, int(math.Floor(minY))), min(b.Dy(), int(math.Ceil(maxY)))
	if math.IsNaN(minX+minY+maxX+maxY) || x0 >= x1 || y0 >= y1 {
		return
	}
	src := image.NewUniform(r.ink(c))
	for by := y0; by < y1; by += fillBand {
		bh := min(fillBand, y1-by)
		if r.z == nil {
			r.z = vector.NewRasterizer(x1-x0, bh)
		} else {
			r.z.Reset(x1-x0, bh)
		}
		// The band's own coordinates: what lies above or below it adds
		// nothing to its rows, what lies left of it counts at its edge.
		dx, dy := float64(x0), float64(by)
		trace := func(p path) {
			r.z.MoveTo(float32(r.px(p[0][0])-dx), float32(r.px(p[0][1])-dy))
			for _, q := range p[1:] {
				r.z.LineTo(float32(r.px(q[0])-dx), float32(r.px(q[1])-dy))
			}
			r.z.ClosePath()
		}
		band := image.Rect(x0, by, x1, by+bh)
		if !evenOdd {
			for _, p := range onPage {
				trace(p)
			}
			r.z.Draw(r.cur, band, src, image.Point{})
			continue
		}
		mask := r.eo.fill(onPage, func(x, y float64) (float64, float64) { return r.px(x) - dx, r.px(y) - dy }, band.Dx(), band.Dy())
		draw.DrawMask(r.cur, band, src, image.Point{}, mask, image.Point{}, draw.Over)
	}
}

// strokePaths paints the outline of each path (closed or not) with width lw mm.
func (r *Raster) stroke(p path, closed bool, s Style) {
	if s.Stroke == nil {
		return
	}
	lw := s.LineWidth
	if lw <= 0 {
		lw = 0.2
	}
	// A line thinner than a pixel is drawn one pixel wide, as printers do.
	lw = math.Max(lw, 25.4/r.DPI)
	var quads []path
	n := len(p)
	segs := n - 1
	if closed {
		segs = n
	}
	// The dash pattern runs on along the whole outline, as in the PDF: a
	// curve's many short pieces do not each start with a dash.
	phase := 0.0
	for i := 0; i < segs; i++ {
		a, b := p[i], p[(i+1)%n]
		var q []path
		q, phase = dashed(a, b, lw, s.Dash, phase)
		quads = append(quads, q...)
	}
	r.fill(quads, *s.Stroke)
}

// dashed is the segment a-b as quads of width lw, cut into dashes, the
// pattern starting phase mm in; it returns the phase at b.
func dashed(a, b [2]float64, lw float64, dash []float64, phase float64) ([]path, float64) {
	dx, dy := b[0]-a[0], b[1]-a[1]
	l := math.Hypot(dx, dy)
	if l == 0 {
		return nil, phase
	}
	ux, uy := dx/l, dy/l
	nx, ny := -uy*lw/2, ux*lw/2
	quad := func(t0, t1 float64) path {
		// The segment's own ends are extended by half the width, so that
		// corners join without gaps; a dash's ends inside the segment are
		// not (as the PDF's butt caps), else a gap narrower than the line
		// would close and the line print solid.
		if t0 <= 0 {
			t0 -= lw / 2
		}
		if t1 >= l {
			t1 += lw / 2
		}
		p0 := [2]float64{a[0] + ux*t0, a[1] + uy*t0}
		p1 := [2]float64{a[0] + ux*t1, a[1] + uy*t1}
		return path{{p0[0] + nx, p0[1] + ny}, {p1[0] + nx, p1[1] + ny}, {p1[0] - nx, p1[1] - ny}, {p0[0] - nx, p0[1] - ny}}
	}
	period := 0.0
	for _, d := range dash {
		period += d
	}
	if len(dash) < 2 || period <= 0 {
		return []path{quad(0, l)}, 0
	}
	if len(dash)%2 == 1 {
		dash = append(append([]float64{}, dash...), dash...) // on, off, on...: as the PDF repeats it
		period *= 2
	}
	// Find the piece of the pattern the phase is in, and how far into it.
	phase = math.Mod(math.Max(phase, 0), period)
	start := phase
	i := 0
	for i < 2*len(dash) && phase >= dash[i%len(dash)] {
		phase -= dash[i%len(dash)]
		i++
	}
	var out []path
	for t := -phase; t < l; i++ {
		d := dash[i%len(dash)]
		if i%2 == 0 && t+d > 0 {
			out = append(out, quad(math.Max(t, 0), math.Min(t+d, l)))
		}
		t += d
	}
	return out, math.Mod(start+l, period)
}

func (r *Raster) paint(p path, s Style) {
	if s.Fill != nil {
		r.fill([]path{p}, *s.Fill)
	}
	r.stroke(p, true, s)
}

func (r *Raster) Rect(x, y, w, h float64, s Style) {
	r.paint(path{{x, y}, {x + w, y}, {x + w, y + h}, {x, y + h}}, s)
}

// arc appends points of a quarter circle around (cx, cy) from angle a0.
func arc(p path, cx, cy, rad, a0 float64) path {
	const steps = 12
	for i := 0; i <= steps; i++ {
		a := a0 + float64(i)/steps*math.Pi/2
		p = append(p, [2]float64{cx + rad*math.Cos(a), cy + rad*math.Sin(a)})
	}
	return p
}

func (r *Raster) RoundedRect(x, y, w, h, rad float64, s Style) {
	rad = math.Max(0, math.Min(rad, math.Min(w, h)/2))
	var p path
	p = arc(p, x+w-rad, y+rad, rad, -math.Pi/2)
	p = arc(p, x+w-rad, y+h-rad, rad, 0)
	p = arc(p, x+rad, y+h-rad, rad, math.Pi/2)
	p = arc(p, x+rad, y+rad, rad, math.Pi)
	r.paint(p, s)
}

// EllipsePath is an ellipse in the box as a polygon fine enough for print.
func EllipsePath(x, y, w, h float64) [][2]float64 {
	const n = 72
	pts := make([][2]float64, n)
	for i := range pts {
		a := float64(i) / n * 2 * math.Pi
		pts[i] = [2]float64{x + w/2 + w/2*math.Cos(a), y + h/2 + h/2*math.Sin(a)}
	}
	return pts
}

func (r *Raster) Circle(cx, cy, rad float64, s Style) {
	r.paint(path(EllipsePath(cx-rad, cy-rad, 2*rad, 2*rad)), s)
}

func (r *Raster) Line(x1, y1, x2, y2 float64, s Style) {
	if s.Stroke == nil {
		s.Stroke = &Black
	}
	r.stroke(path{{x1, y1}, {x2, y2}}, false, s)
}

func (r *Raster) Polygon(pts [][2]float64, s Style) {
	if len(pts) < 3 {
		return
	}
	r.paint(path(pts), s)
}

func (r *Raster) face(f Font) (font.Face, error) {
	if fc, ok := r.faces[f]; ok {
		return fc, nil
	}
	fnt, ok := r.fonts[f.Face]
	if !ok {
		data, found := faceData(f.Face)
		if !found {
			data = regular.Get()
		}
		var err error
		if fnt, err = opentype.Parse(data); err != nil {
			return nil, fmt.Errorf("font %s: %v", f.Face, err)
		}
		r.fonts[f.Face] = fnt
	}
	fc, err := opentype.NewFace(fnt, &opentype.FaceOptions{Size: f.Size, DPI: r.DPI, Hinting: font.HintingNone})
	if err != nil {
		return nil, fmt.Errorf("font %s at %g pt: %v", f.Face, f.Size, err)
	}
	r.faces[f] = fc
	return fc, nil
}

func (r *Raster) Text(x, y float64, text string, f Font, c Color) {
	if r.cur == nil || f.Size <= 0 {
		return
	}
	fc, err := r.face(f)
	if err != nil {
		if r.Err == nil {
			r.Err = err
		}
		return
	}
	if r.top().m != Identity {
		r.textLayered(fc, x, y, text, c)
		return
	}
	d := font.Drawer{Dst: r.cur, Src: image.NewUniform(r.ink(c)), Face: fc,
		Dot: fixed.Point26_6{X: fixed.Int26_6(r.px(x) * 64), Y: fixed.Int26_6(r.px(y) * 64)}}
	d.DrawString(text)
}

func (r *Raster) Group(string) {}

// Image scales the picture into the box (bilinear) and paints it over the page.
func (r *Raster) Image(im *Image, x, y, w, h float64) {
	if r.cur == nil {
		return
	}
	fail := func(err error) {
		if r.Err == nil {
			r.Err = fmt.Errorf("picture %s: %v", im.Key, err)
		}
	}
	decode := func() image.Image {
		src, err := im.Decoded()
		if err != nil {
			fail(err)
			return nil
		}
		return src
	}
	if r.transformed() {
		if src := decode(); src != nil {
			r.imageLayered(src, x, y, w, h)
		}
		return
	}
	x0, y0 := int(math.Round(r.px(x))), int(math.Round(r.px(y)))
	x1, y1 := int(math.Round(r.px(x+w))), int(math.Round(r.px(y+h)))
	if x1 <= x0 || y1 <= y0 {
		return
	}
	dr := image.Rect(x0, y0, x1, y1)
	// A picture kept scaled is not decoded again: only its first drawing
	// needs its pixels.
	sc := r.scaled.get(scaledKey{im.Key, x1 - x0, y1 - y0}, func(dst *image.RGBA) error {
		src, err := im.Decoded()
		if err == nil {
			scaleInto(dst, dst.Bounds(), src, draw.Src)
		}
		return err
	})
	switch {
	case sc != nil && sc.err != nil:
		fail(sc.err)
	case sc == nil:
		// Too large to keep: scaled onto the page, no copy made.
		if src := decode(); src != nil {
			scaleInto(r.cur, dr, src, draw.Over)
		}
	case sc.opaque:
		// Over an opaque picture is the picture: copied, not blended.
		draw.Draw(r.cur, dr, sc.img, image.Point{}, draw.Src)
	default:
		draw.Draw(r.cur, dr, sc.img, image.Point{}, draw.Over)
	}
}

// scaleInto paints src scaled (bilinear, averaging over the pixels it
// shrinks) into dr of dst. It maps each pixel of dst back into src:
// draw.BiLinear.Scale keeps a buffer of 32 bytes for every pixel of dst's
// width times src's height, 453 MB for a picture of 4000 pixels square on
// a 300 mm card at 300 dpi.
func scaleInto(dst *image.RGBA, dr image.Rectangle, src image.Image, op draw.Op) {
	sb := src.Bounds()
	sx, sy := float64(dr.Dx())/float64(sb.Dx()), float64(dr.Dy())/float64(sb.Dy())
	s2d := f64.Aff3{sx, 0, float64(dr.Min.X) - float64(sb.Min.X)*sx, 0, sy, float64(dr.Min.Y) - float64(sb.Min.Y)*sy}
	draw.BiLinear.Transform(dst.SubImage(dr).(*image.RGBA), s2d, src, sb, op, nil)
}
