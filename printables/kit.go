package printables

import "fmt"

// NopCanvas draws nothing: a dry run measures a layout before it is drawn.
type NopCanvas struct{}

func (NopCanvas) AddPage(w, h float64)                         {}
func (NopCanvas) Rect(x, y, w, h float64, st Style)            {}
func (NopCanvas) RoundedRect(x, y, w, h, r float64, st Style)  {}
func (NopCanvas) Circle(cx, cy, r float64, st Style)           {}
func (NopCanvas) Line(x1, y1, x2, y2 float64, st Style)        {}
func (NopCanvas) Polygon(pts [][2]float64, st Style)           {}
func (NopCanvas) Text(x, y float64, t string, f Font, c Color) {}
func (NopCanvas) Group(label string)                           {}

// Column lays out headings, paragraphs and blocks top to bottom in a box at
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

// ParaIn is a paragraph indented by in mm.
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

// Bullets writes one paragraph per item with a hanging bullet.
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

// Block reserves h mm for a drawing of its own.
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

// FitColumn fills box at the largest body size from maxPt down to minPt at
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

// Cell paints a small box: filled and outlined, or only outlined when saving ink.
func Cell(d *Drawer, r Rect, fill, stroke Color, lw float64) {
	if d.InkSaver {
		d.Rect(r.X, r.Y, r.W, r.H, Stroked(stroke, lw))
		return
	}
	d.Rect(r.X, r.Y, r.W, r.H, FilledStroked(fill, stroke, lw))
}

// BandStyle is how a game sets its header bands: the largest padding, the
// share of the width and the face of the note on the right, and the note's
// top as a share of the band's height.
type BandStyle struct {
	Pad       float64
	NoteShare float64
	NoteTop   float64
	NoteFace  FontFace
	NoteMin   float64
}

// Band draws a coloured header band with a title on the left and a note on
// the right (none when note is empty).
func Band(d *Drawer, r Rect, bg Color, st BandStyle, title, note string, titleMax, noteMax float64) error {
	d.Panel(r, 1.5, bg)
	txt := d.TextOn(bg)
	pad := min(st.Pad, r.H*0.3)
	noteW := 0.0
	if note != "" {
		noteW = r.W * st.NoteShare
		box := Rect{X: r.Right() - pad - noteW, Y: r.Y + r.H*st.NoteTop, W: noteW, H: r.H * (1 - 2*st.NoteTop)}
		if err := Label(d, note, st.NoteFace, box, noteMax, st.NoteMin, Right, txt); err != nil {
			return err
		}
	}
	return Label(d, title, Bold, Rect{X: r.X + pad, Y: r.Y + r.H*0.2, W: r.W - 2*pad - noteW - 2, H: r.H * 0.6}, titleMax, 6, Left, txt)
}

// CardFrame paints a card side in the colour bg with a title on top and a
// paper panel for the body, which it returns.
func CardFrame(d *Drawer, cut Rect, bg, paper Color, title string, titleMax, titleMin float64) (Rect, error) {
	d.Background(bg)
	if err := Label(d, title, Bold, Rect{X: cut.X + 4, Y: cut.Y + 3, W: cut.W - 8, H: 6}, titleMax, titleMin, Left, d.TextOn(bg)); err != nil {
		return Rect{}, err
	}
	body := Rect{X: cut.X + 3, Y: cut.Y + 11, W: cut.W - 6, H: cut.H - 14}
	d.Panel(body, 1.8, paper)
	return body, nil
}

// DeckBack is the back of a deck: the deck's colour to the cut (and into
// the bleed: no frame near the edge, so a duplex drift of a millimetre does
// not show), the game's name small and the deck's word large, centred. Every
// card of a deck shares it, so a face-down card tells nothing.
func DeckBack(game, word string, bg Color) Face {
	return func(d *Drawer, cut Rect) error {
		d.Background(bg)
		txt := d.TextOn(bg)
		inner := cut.Inset(min(cut.W, cut.H) * 0.07)
		mid := cut.Y + cut.H/2
		h := cut.H * 0.16
		if err := Label(d, game, Bold, Rect{X: inner.X + 2, Y: mid - h*1.3, W: inner.W - 4, H: h * 0.6}, 14, 3, Center, txt); err != nil {
			return err
		}
		return Label(d, word, Bold, Rect{X: inner.X + 2, Y: mid - h*0.5, W: inner.W - 4, H: h}, 30, 4, Center, txt)
	}
}
