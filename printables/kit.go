package printables

import "fmt"

// nopCanvas draws nothing: a dry run measures a layout before it is drawn.
type NopCanvas struct{}

func (NopCanvas) AddPage(w, h float64)                         {}
func (NopCanvas) Rect(x, y, w, h float64, st Style)            {}
func (NopCanvas) RoundedRect(x, y, w, h, r float64, st Style)  {}
func (NopCanvas) Circle(cx, cy, r float64, st Style)           {}
func (NopCanvas) Line(x1, y1, x2, y2 float64, st Style)        {}
func (NopCanvas) Polygon(pts [][2]float64, st Style)           {}
func (NopCanvas) Text(x, y float64, t string, f Font, c Color) {}
func (NopCanvas) Group(label string)                           {}

// column lays out headings, paragraphs and blocks top to bottom in a box at
// one body size.
type Column struct {
	D    *Drawer
	Box  Rect
	Y    float64
	Size float64
}

func (c *Column) Heading(text string, col Color) error {
	h := c.Size * 1.25 * PtToMM
	if err := Label(c.D, text, Bold, Rect{c.Box.X, c.Y, c.Box.W, h}, c.Size+1, c.Size, Left, col); err != nil {
		return err
	}
	c.Y += h + 0.9
	return nil
}

func (c *Column) Para(text string, face FontFace, col Color) error {
	return c.ParaIn(0, text, face, col)
}

// paraIn is a paragraph indented by in mm.
func (c *Column) ParaIn(in float64, text string, face FontFace, col Color) error {
	tb, err := Fit(text, face, Rect{c.Box.X + in, c.Y, c.Box.W - in, c.Box.Bottom() - c.Y}, c.Size, c.Size)
	if err != nil {
		return err
	}
	tb.Draw(c.D, col)
	c.Y += tb.Height() + 0.35*c.Size*PtToMM
	return nil
}

func (c *Column) Gap(mm float64) { c.Y += mm }

// bullets writes one paragraph per item with a hanging bullet.
func (c *Column) Bullets(items []string, face FontFace, col Color) error {
	f := Font{face, c.Size}
	in := TextWidth("• ", f)
	for _, it := range items {
		c.D.Text(c.Box.X, c.Y+CapHeight(f), "•", f, col) // one glyph, narrower than the indent
		if err := c.ParaIn(in, it, face, col); err != nil {
			return err
		}
		c.Y -= 0.25 * c.Size * PtToMM // bullets sit closer than paragraphs
	}
	c.Y += 0.25 * c.Size * PtToMM
	return nil
}

// block reserves h mm for a drawing of its own.
func (c *Column) Block(h float64, draw func(r Rect) error) error {
	if c.Y+h > c.Box.Bottom()+1e-9 {
		return fmt.Errorf("%w: %.1f mm more needed in a %.1f mm box", ErrTextDoesNotFit, c.Y+h-c.Box.Bottom(), c.Box.H)
	}
	if err := draw(Rect{c.Box.X, c.Y, c.Box.W, h}); err != nil {
		return err
	}
	c.Y += h
	return nil
}

// fitColumn fills box at the largest body size from maxPt down to minPt at
// which everything fits, measured by a dry run; it never clips.
func FitColumn(d *Drawer, box Rect, maxPt, minPt float64, fill func(c *Column) error) error {
	var last error
	for size := maxPt; size >= minPt-1e-9; size -= 0.25 {
		dry := &Drawer{Canvas: NopCanvas{}, InkSaver: d.InkSaver, Bleed: d.Bleed}
		if last = fill(&Column{D: dry, Box: box, Y: box.Y, Size: size}); last == nil {
			return fill(&Column{D: d, Box: box, Y: box.Y, Size: size})
		}
	}
	return last
}

// cell paints a small box: filled and outlined, or only outlined when saving ink.
func Cell(d *Drawer, r Rect, fill, stroke Color, lw float64) {
	if d.InkSaver {
		d.Rect(r.X, r.Y, r.W, r.H, Stroked(stroke, lw))
		return
	}
	d.Rect(r.X, r.Y, r.W, r.H, FilledStroked(fill, stroke, lw))
}
