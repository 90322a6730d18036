package printables

import (
	"fmt"
	"image"
	"image/png"
	"io"
	"math"
	"path/filepath"
	"strings"
	"sync"
	"unicode"

	"boardroom/atomicfile"
)

// ItemImage paints one side of an item alone through the raster canvas at
// dpi, with o.Bleed mm of background around its cut line (ink saving as o
// says): the same face that draws it in the PDF. A full-page item is the
// page's safe area, a poster its own size. It returns nil when the side has
// no face.
func ItemImage(c *Component, it *Item, back bool, o Options, dpi float64) (*image.RGBA, error) {
	return PaintItem(NewRaster(dpi), c, it, back, o)
}

// PaintItem is ItemImage painted by r (at its resolution), over the last
// picture r painted when it has the same size: the picture returned is
// valid until r paints the next. A run of pictures costs one picture's
// memory, and the fonts are read once.
func PaintItem(r *Raster, c *Component, it *Item, back bool, o Options) (*image.RGBA, error) {
	face := it.Front
	if back {
		face = it.Back
		if face == nil {
			face = c.Back
		}
	}
	if face == nil {
		return nil, nil
	}
	w, h := c.W, c.H
	if c.FullPage && !c.Poster { // a poster is its own size (a play mat), whatever the paper
		p := o.Paper
		if p.W == 0 {
			p = Papers[0]
		}
		w, h = p.W-2*SafeMargin, p.H-2*SafeMargin
	}
	b := o.Bleed
	if c.FullPage {
		b = 0
	}
	r.Reuse()
	r.AddPage(w+2*b, h+2*b)
	d := &Drawer{Canvas: r, InkSaver: o.InkSaver, Bleed: Rect{W: w + 2*b, H: h + 2*b}, Disc: c.Disc}
	if err := face(d, Rect{X: b, Y: b, W: w, H: h}); err != nil {
		return nil, &ItemError{Component: c, Title: it.Title, Err: err}
	}
	if r.Err != nil {
		return nil, &ItemError{Component: c, Title: it.Title, Err: r.Err}
	}
	img := r.Pages[0]
	if c.Disc {
		clearOutsideDisc(img)
	}
	return img, nil
}

// clearOutsideDisc makes the picture transparent outside the largest
// circle it holds (anti-aliased over a pixel): a token's image is round.
func clearOutsideDisc(img *image.RGBA) {
	b := img.Bounds()
	cx, cy := float64(b.Dx())/2, float64(b.Dy())/2
	rad := math.Min(cx, cy)
	for y := 0; y < b.Dy(); y++ {
		for x := 0; x < b.Dx(); x++ {
			cover := math.Max(0, math.Min(1, rad-math.Hypot(float64(x)+0.5-cx, float64(y)+0.5-cy)+0.5))
			if cover >= 1 {
				continue
			}
			i := img.PixOffset(x, y)
			for k := 0; k < 4; k++ {
				img.Pix[i+k] = uint8(float64(img.Pix[i+k]) * cover)
			}
		}
	}
}

// Slug makes a title a file name: lower case letters and digits joined by
// hyphens, at most 40 runes ("card" when nothing is left).
func Slug(s string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(s) {
		switch {
		case unicode.IsLetter(r) || unicode.IsDigit(r):
			b.WriteRune(r)
		case b.Len() > 0 && !strings.HasSuffix(b.String(), "-"):
			b.WriteByte('-')
		}
	}
	out := strings.Trim(b.String(), "-")
	if r := []rune(out); len(r) > 40 {
		out = strings.TrimRight(string(r[:40]), "-")
	}
	if out == "" {
		out = "card"
	}
	return out
}

// WritePNG writes img as a PNG file, atomically.
func WritePNG(path string, img image.Image) error {
	return atomicfile.Write(path, 0o644, func(w io.Writer) error {
		enc := png.Encoder{CompressionLevel: png.BestSpeed, BufferPool: &encoders}
		return enc.Encode(w, img)
	})
}

// encoders keeps the PNG encoder's compressor (about 1.5 MB) from one image
// to the next: a set of images makes one, not one each.
var encoders encoderPool

type encoderPool struct{ p sync.Pool }

func (e *encoderPool) Get() *png.EncoderBuffer {
	b, _ := e.p.Get().(*png.EncoderBuffer)
	return b
}

func (e *encoderPool) Put(b *png.EncoderBuffer) { e.p.Put(b) }

// WriteImages writes one PNG per design of each component into dir (made by
// the caller): "<component>-<nn>-<title>.png" for the front, "-back" for a
// back of its own, and "<component>-back.png" for the back the component's
// items share (when o prints backs). --only selects designs as in print.
func WriteImages(comps []*Component, o Options, dpi float64, dir string) ([]string, error) {
	var files []string
	r := NewRaster(dpi)
	for _, c := range comps {
		shared := false
		for i := range c.Items {
			it := &c.Items[i]
			if len(o.Only) > 0 && !matchesAny(it.Title, o.Only) {
				continue
			}
			name := fmt.Sprintf("%s-%02d-%s", c.ID, i+1, Slug(it.Title))
			sides := []bool{false}
			if c.PrintsBack(o) || (c.Back != nil && o.Backs != BacksNone && it.Back != nil) {
				sides = append(sides, true)
			}
			for _, back := range sides {
				file := name + ".png"
				if back {
					if it.Back == nil {
						if shared {
							continue
						}
						shared = true
						file = c.ID + "-back.png"
					} else {
						file = name + "-back.png"
					}
				}
				img, err := PaintItem(r, c, it, back, o)
				if err != nil {
					return files, err
				}
				if img == nil {
					continue
				}
				p := filepath.Join(dir, file)
				if err := WritePNG(p, img); err != nil {
					return files, err
				}
				files = append(files, p)
			}
		}
	}
	return files, nil
}
