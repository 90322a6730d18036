package printables

import (
	"bytes"
	"fmt"
	"image"
	"image/draw"
	_ "image/jpeg" // JPEG pictures on cards
	"image/png"    // PNG pictures on cards
	"sync"

	"github.com/jung-kurt/gofpdf/v2"
)

// Image is a picture to place on a page: its encoded bytes (PNG or JPEG),
// read once and shared by every item that shows it. A PDF embeds each Image
// once however often it is drawn.
type Image struct {
	Key    string // what makes it distinct (its path): the PDF's name for it
	Format string // "png" or "jpeg"
	Data   []byte
	W, H   int // pixels

	once    sync.Once
	decoded image.Image
	err     error
}

// NewImage checks that data is a PNG or JPEG picture and reads its size.
func NewImage(key string, data []byte) (*Image, error) {
	cfg, format, err := image.DecodeConfig(bytes.NewReader(data))
	if err != nil {
		return nil, fmt.Errorf("not a PNG or JPEG picture: %v", err)
	}
	if format != "png" && format != "jpeg" {
		return nil, fmt.Errorf("a %s picture: only PNG and JPEG are read", format)
	}
	if cfg.Width <= 0 || cfg.Height <= 0 || cfg.Width > 20000 || cfg.Height > 20000 {
		return nil, fmt.Errorf("picture of %d x %d pixels: want 1 to 20000 on each side", cfg.Width, cfg.Height)
	}
	if format == "png" && len(data) > 28 && (data[24] > 8 || data[28] != 0) {
		// The PDF writer embeds 8-bit, non-interlaced PNGs only: a 16-bit
		// or interlaced one (as image editors save them) is re-encoded.
		src, _, err := image.Decode(bytes.NewReader(data))
		if err != nil {
			return nil, fmt.Errorf("not a PNG or JPEG picture: %v", err)
		}
		dst := image.NewNRGBA(src.Bounds())
		draw.Draw(dst, dst.Bounds(), src, src.Bounds().Min, draw.Src)
		var b bytes.Buffer
		if err := png.Encode(&b, dst); err != nil {
			return nil, fmt.Errorf("PNG picture: %v", err)
		}
		data = b.Bytes()
	}
	return &Image{Key: key, Format: format, Data: data, W: cfg.Width, H: cfg.Height}, nil
}

// Decoded is the picture's pixels, decoded on first use (raster output only).
func (im *Image) Decoded() (image.Image, error) {
	im.once.Do(func() {
		im.decoded, _, im.err = image.Decode(bytes.NewReader(im.Data))
	})
	return im.decoded, im.err
}

// Imager is a Canvas that can also place pictures. The PDF, the Recorder and
// the raster canvas are Imagers.
type Imager interface {
	Image(im *Image, x, y, w, h float64)
}

// DrawImage places im in the box (x, y, w, h) mm when cv can draw pictures;
// it reports whether it could.
func DrawImage(cv Canvas, im *Image, x, y, w, h float64) bool {
	if d, ok := cv.(*Drawer); ok {
		cv = d.Canvas
	}
	ig, ok := cv.(Imager)
	if ok {
		ig.Image(im, x, y, w, h)
	}
	return ok
}

// Image records a picture: Text holds its key, W and H its size.
func (r *Recorder) Image(im *Image, x, y, w, h float64) {
	r.add(Op{Kind: "image", X: x, Y: y, W: w, H: h, Text: im.Key})
}

// Image embeds im once (by its key) and places it.
func (p *PDF) Image(im *Image, x, y, w, h float64) {
	if p.images == nil {
		p.images = map[string]string{}
	}
	name, ok := p.images[im.Key]
	if !ok {
		name = fmt.Sprintf("img%d", len(p.images)+1)
		tp := "PNG"
		if im.Format == "jpeg" {
			tp = "JPG"
		}
		p.pdf.RegisterImageOptionsReader(name, gofpdf.ImageOptions{ImageType: tp}, bytes.NewReader(im.Data))
		p.images[im.Key] = name
	}
	p.pdf.ImageOptions(name, x, y, w, h, false, gofpdf.ImageOptions{AllowNegativePosition: true}, 0, "")
}

// Image is not drawn on a NopCanvas.
func (NopCanvas) Image(im *Image, x, y, w, h float64) {}
