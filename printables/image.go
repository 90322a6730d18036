package printables

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"image/draw"
	_ "image/jpeg" // JPEG pictures on cards
	"image/png"    // PNG pictures on cards
	"math"
	"strconv"
	"strings"
	"sync"

	"github.com/jung-kurt/gofpdf/v2"

	"boardroom/phrase/msg"
)

// Image is a picture to place on a page: its encoded bytes (PNG or JPEG),
// read once and shared by every item that shows it. A PDF embeds each Image
// once however often it is drawn.
type Image struct {
	Key    string // what makes it distinct (its path): the PDF's name for it
	Format string // "png" or "jpeg"
	Data   []byte
	W, H   int   // pixels
	Cost   int64 // decoded pixels, a 16-bit picture's twice: what it counts against a budget
}

// DefaultMaxPixels is the decoded size a picture may have unless the caller
// says otherwise: 16 megapixels (a 16-bit picture counts twice).
const DefaultMaxPixels = 16_000_000

// NewImage checks that data is a PNG or JPEG picture within the default
// budget, decodes it once, and keeps its encoded bytes.
func NewImage(key string, data []byte) (*Image, error) {
	return NewImageLimit(key, data, DefaultMaxPixels)
}

// PictureCost is what decoding data costs, in pixels (a 16-bit picture's
// pixels count twice), read from its header alone, with its size and
// format. Nothing is decoded: a budget is checked before any pixel is.
func PictureCost(data []byte) (cost int64, w, h int, format string, err error) {
	cfg, format, err := image.DecodeConfig(bytes.NewReader(data))
	if err != nil {
		return 0, 0, 0, "", &OptionError{ID: "image.not_png_jpeg"} // the decoder's words ("image: unknown format") say nothing to a person
	}
	if format != "png" && format != "jpeg" {
		return 0, 0, 0, "", &OptionError{ID: "image.format_not_read", Args: []any{format}}
	}
	if cfg.Width <= 0 || cfg.Height <= 0 {
		return 0, 0, 0, "", &OptionError{ID: "image.empty", Args: []any{cfg.Width, cfg.Height}}
	}
	cost = int64(cfg.Width) * int64(cfg.Height)
	switch cfg.ColorModel {
	case color.RGBA64Model, color.NRGBA64Model, color.Gray16Model:
		cost *= 2
	}
	return cost, cfg.Width, cfg.Height, format, nil
}

// Megapixels says a number of pixels in megapixels ("16", "2.5").
func Megapixels(px int64) string {
	if px < 1e6 {
		return strconv.FormatFloat(float64(px)/1e6, 'f', -1, 64)
	}
	return strconv.FormatFloat(math.Round(float64(px)/1e5)/10, 'f', -1, 64)
}

// Megabytes says a number of bytes in megabytes ("48", "0.0003").
func Megabytes(n int64) string { return Megapixels(n * 1e6 / (1 << 20)) }

// NewImageLimit is NewImage with a budget of maxPixels decoded pixels (a
// 16-bit picture's count twice), refused from the header before anything is
// decoded. Every pixel is decoded once here, so that a picture whose pixel
// data is damaged is refused now, not drawn blank or left for a PDF viewer
// to fail on; the pixels are not kept.
func NewImageLimit(key string, data []byte, maxPixels int64) (*Image, error) {
	cost, w, h, format, err := PictureCost(data)
	if err != nil {
		return nil, err
	}
	if cost > maxPixels {
		if cost > int64(w)*int64(h) {
			return nil, &OptionError{ID: "image.over_budget_16", Args: []any{w, h, Megapixels(maxPixels)}}
		}
		return nil, &OptionError{ID: "image.over_budget", Args: []any{w, h, Megapixels(maxPixels)}}
	}
	damaged := func(err error) error {
		// Our own words for what is wrong follow; a decoder's ("unexpected
		// EOF", "zlib: invalid checksum") say nothing to a person.
		if s, ok := err.(msg.Sayer); ok {
			return &OptionError{ID: "image.damaged_because", Args: []any{strings.ToUpper(format), s}}
		}
		return &OptionError{ID: "image.damaged", Args: []any{strings.ToUpper(format)}}
	}
	if format == "png" && data[24] <= 8 {
		// The common picture is read row by row, keeping none.
		if checked, err := checkPNGPixels(data); err != nil {
			return nil, damaged(err)
		} else if checked {
			return &Image{Key: key, Format: format, Data: data, W: w, H: h, Cost: cost}, nil
		}
	}
	src, _, err := image.Decode(bytes.NewReader(data))
	if err != nil {
		return nil, damaged(err)
	}
	if pal, ok := src.(*image.Paletted); ok && format == "png" {
		// An interlaced picture of a palette: each pixel must name one
		// of its colours (Go's decoder paints any other black).
		if n := paletteSize(data); n < 256 {
			for i, idx := range pal.Pix {
				if int(idx) >= n {
					x, y := i%pal.Stride, i/pal.Stride
					return nil, damaged(&OptionError{ID: "image.palette_pixel", Args: []any{x, y, idx, n}})
				}
			}
		}
	}
	if format == "png" && len(data) > 28 && (data[24] > 8 || data[28] != 0) {
		// The PDF writer embeds 8-bit, non-interlaced PNGs only: a 16-bit
		// or interlaced one (as image editors save them) is re-encoded.
		dst := image.NewNRGBA(src.Bounds())
		draw.Draw(dst, dst.Bounds(), src, src.Bounds().Min, draw.Src)
		src = nil
		var b bytes.Buffer
		if err := png.Encode(&b, dst); err != nil {
			return nil, fmt.Errorf("PNG picture: %v", err)
		}
		data = b.Bytes()
	}
	return &Image{Key: key, Format: format, Data: data, W: w, H: h, Cost: cost}, nil
}

// decoded keeps the pixels of the pictures drawn last, for the raster
// canvas, up to a bound: a deck of many large pictures drawn to PNGs holds
// a few at a time, never all of them.
var decoded struct {
	sync.Mutex
	m     map[*Image]image.Image // made on first use: nothing is built at package init
	bytes int64
}

const decodedBytes = 64 << 20

// Decoded is the picture's pixels (raster output only), decoded again
// unless drawn a moment ago.
func (im *Image) Decoded() (image.Image, error) {
	decoded.Lock()
	src, ok := decoded.m[im]
	decoded.Unlock()
	if ok {
		return src, nil
	}
	src, _, err := image.Decode(bytes.NewReader(im.Data))
	if err != nil {
		return nil, err
	}
	size := int64(im.W) * int64(im.H) * 4
	decoded.Lock()
	defer decoded.Unlock()
	if decoded.m == nil || decoded.bytes+size > decodedBytes {
		decoded.m = map[*Image]image.Image{}
		decoded.bytes = 0
	}
	if size <= decodedBytes {
		decoded.m[im] = src
		decoded.bytes += size
	}
	return src, nil
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
