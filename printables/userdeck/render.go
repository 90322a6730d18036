package userdeck

import (
	"fmt"
	"image"
	"image/color"
	"math"
	"path/filepath"

	"boardroom/printables"
)

// SideImage paints one side of a card through the raster canvas at dpi:
// the same drawing operations as the PDF. bleed mm of background is added
// on every side. With no bleed, the layout's corner radius makes the corners
// transparent.
func (d *Deck) SideImage(c *Card, back bool, dpi, bleed float64) (*image.RGBA, error) {
	ops := c.Front
	if back {
		ops = c.Back
	}
	l := d.Layout
	comp := &printables.Component{ID: "cards", Noun: "card", W: l.Size.W, H: l.Size.H}
	img, err := printables.ItemImage(comp, &printables.Item{Title: c.Title, Front: face(ops)}, false, printables.Options{Bleed: bleed}, dpi)
	if err != nil {
		return nil, err
	}
	if bleed == 0 && l.Radius > 0 {
		roundCorners(img, l.Radius/25.4*dpi)
	}
	return img, nil
}

// roundCorners makes what lies outside the rounded corners transparent
// (anti-aliased over one pixel).
func roundCorners(img *image.RGBA, rad float64) {
	b := img.Bounds()
	W, H := float64(b.Dx()), float64(b.Dy())
	rad = math.Min(rad, math.Min(W, H)/2)
	n := int(math.Ceil(rad))
	for y := 0; y < n; y++ {
		for x := 0; x < n; x++ {
			px, py := float64(x)+0.5, float64(y)+0.5
			dist := math.Hypot(rad-px, rad-py)
			cover := math.Max(0, math.Min(1, rad-dist+0.5))
			if px >= rad || py >= rad {
				cover = 1
			}
			if cover >= 1 {
				continue
			}
			for _, q := range [][2]int{{x, y}, {b.Dx() - 1 - x, y}, {x, b.Dy() - 1 - y}, {b.Dx() - 1 - x, b.Dy() - 1 - y}} {
				c := img.RGBAAt(q[0], q[1])
				img.SetRGBA(q[0], q[1], color.RGBA{uint8(float64(c.R) * cover), uint8(float64(c.G) * cover), uint8(float64(c.B) * cover), uint8(float64(c.A) * cover)})
			}
		}
	}
}

// WritePNGs writes one PNG per card front ("001-spark.png") and its back
// ("001-spark-back.png", or one "back.png" when every card shares the
// deck's back) into dir; it returns the files written.
func (d *Deck) WritePNGs(dir string, dpi, bleed float64) ([]string, error) {
	var files []string
	shared := true
	for _, c := range d.Cards {
		if c.BackName != "" {
			shared = false
		}
	}
	for i, c := range d.Cards {
		name := fmt.Sprintf("%03d-%s", i+1, printables.Slug(c.Title))
		img, err := d.SideImage(c, false, dpi, bleed)
		if err != nil {
			return files, err
		}
		p := filepath.Join(dir, name+".png")
		if err := printables.WritePNG(p, img); err != nil {
			return files, err
		}
		files = append(files, p)
		if c.Back == nil || (shared && i > 0) {
			continue
		}
		img, err = d.SideImage(c, true, dpi, bleed)
		if err != nil {
			return files, err
		}
		p = filepath.Join(dir, name+"-back.png")
		if shared {
			p = filepath.Join(dir, "back.png")
		}
		if err := printables.WritePNG(p, img); err != nil {
			return files, err
		}
		files = append(files, p)
	}
	return files, nil
}

// TTS limits: a Tabletop Simulator custom deck sheet is at most 10 cards
// across and 7 down, at least 2 each way, and its last place is kept for
// the hidden card: 69 cards a sheet.
const (
	TTSCols    = 10
	TTSRows    = 7
	TTSPerPage = TTSCols*TTSRows - 1
)

// TTSSheet is one Tabletop Simulator sheet written: its file, its grid and
// how many cards it holds.
type TTSSheet struct {
	File       string `json:"file"`
	BackFile   string `json:"back"`
	Cols, Rows int
	Cards      int `json:"cards"`
}

// WriteTTS writes deck sheets for Tabletop Simulator into dir: every copy of
// every card (counts applied), in order, at most 69 a sheet; the back as its
// own image (one for the deck), or, when cards have backs of their own, a
// backs sheet beside each face sheet ("unique backs").
func (d *Deck) WriteTTS(dir string, dpi float64) ([]TTSSheet, error) {
	var seq []*Card
	for _, c := range d.Cards {
		for n := 0; n < c.Count; n++ {
			seq = append(seq, c)
		}
	}
	unique := false
	for _, c := range d.Cards {
		if c.BackName != "" {
			unique = true
		}
	}
	var sharedBack string
	if !unique && len(d.Cards) > 0 && d.Cards[0].Back != nil {
		img, err := d.SideImage(d.Cards[0], true, dpi, 0)
		if err != nil {
			return nil, err
		}
		sharedBack = filepath.Join(dir, "back.png")
		if err := printables.WritePNG(sharedBack, img); err != nil {
			return nil, err
		}
	}
	var sheets []TTSSheet
	cache := map[*Card][2]*image.RGBA{}
	side := func(c *Card, back bool) (*image.RGBA, error) {
		k := 0
		if back {
			k = 1
		}
		if img := cache[c][k]; img != nil {
			return img, nil
		}
		img, err := d.SideImage(c, back, dpi, 0)
		if err != nil {
			return nil, err
		}
		v := cache[c]
		v[k] = img
		cache[c] = v
		return img, nil
	}
	for start, n := 0, 1; start < len(seq); start, n = start+TTSPerPage, n+1 {
		chunk := seq[start:min(start+TTSPerPage, len(seq))]
		cols := max(2, min(TTSCols, len(chunk)))
		rows := max(2, (len(chunk)+cols-1)/cols)
		sh := TTSSheet{File: filepath.Join(dir, fmt.Sprintf("sheet-%d.png", n)), BackFile: sharedBack, Cols: cols, Rows: rows, Cards: len(chunk)}
		for _, back := range []bool{false, true} {
			if back && !unique {
				break
			}
			var sheet *image.RGBA
			for i, c := range chunk {
				if back && c.Back == nil {
					continue
				}
				img, err := side(c, back)
				if err != nil {
					return sheets, err
				}
				cw, ch := img.Bounds().Dx(), img.Bounds().Dy()
				if sheet == nil {
					sheet = image.NewRGBA(image.Rect(0, 0, cw*cols, ch*rows))
				}
				at := image.Pt((i%cols)*cw, (i/cols)*ch)
				copyInto(sheet, img, at)
			}
			file := sh.File
			if back {
				file = filepath.Join(dir, fmt.Sprintf("sheet-%d-backs.png", n))
				sh.BackFile = file
			}
			if sheet != nil {
				if err := printables.WritePNG(file, sheet); err != nil {
					return sheets, err
				}
			}
		}
		sheets = append(sheets, sh)
	}
	return sheets, nil
}

func copyInto(dst, src *image.RGBA, at image.Point) {
	b := src.Bounds()
	for y := 0; y < b.Dy(); y++ {
		i := dst.PixOffset(at.X, at.Y+y)
		j := src.PixOffset(b.Min.X, b.Min.Y+y)
		copy(dst.Pix[i:i+4*b.Dx()], src.Pix[j:j+4*b.Dx()])
	}
}
