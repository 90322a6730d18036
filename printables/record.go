package printables

// Op is one recorded drawing operation.
type Op struct {
	Kind  string // page, rect, rrect, circle, line, polygon, text
	Page  int    // 1-based page number
	Group string // the label set by Group when the op was drawn
	X, Y  float64
	W, H  float64 // for rect/rrect; for line: X2,Y2 in W,H; circle: radius in W
	Text  string
	Font  Font
	Color Color
	Style Style
	Layer *Layer  // a push: the layer it starts
	M     *Matrix // drawn inside a turned layer: the page's matrix (nil: none)
}

// Rect returns the op's bounding rectangle (text: from the baseline up by
// the font's cap height), on the page: inside a turned layer, the bounds of
// the turned shape.
func (o Op) Rect() Rect {
	if o.M != nil {
		m := o.M
		o.M = nil
		return m.Bounds(o.Rect())
	}
	switch o.Kind {
	case "circle":
		return Rect{o.X - o.W, o.Y - o.W, 2 * o.W, 2 * o.W}
	case "line":
		x1, y1, x2, y2 := o.X, o.Y, o.W, o.H
		if x2 < x1 {
			x1, x2 = x2, x1
		}
		if y2 < y1 {
			y1, y2 = y2, y1
		}
		return Rect{x1, y1, x2 - x1, y2 - y1}
	case "text":
		return Rect{o.X, o.Y - CapHeight(o.Font), TextWidth(o.Text, o.Font), CapHeight(o.Font)}
	}
	return Rect{o.X, o.Y, o.W, o.H}
}

// Recorder is a Canvas that remembers every operation.
type Recorder struct {
	Ops   []Op
	Pages []Rect // page sizes (X, Y are 0)
	page  int
	group string
	stack []Matrix // the layers' matrices, innermost last
}

var _ Canvas = (*Recorder)(nil)

func (r *Recorder) add(o Op) {
	o.Page = r.page
	o.Group = r.group
	if n := len(r.stack); n > 0 && r.stack[n-1] != Identity {
		m := r.stack[n-1]
		o.M = &m
	}
	r.Ops = append(r.Ops, o)
}

func (r *Recorder) AddPage(w, h float64) {
	r.page++
	r.Pages = append(r.Pages, Rect{0, 0, w, h})
	r.group = ""
	r.add(Op{Kind: "page", W: w, H: h})
}
func (r *Recorder) Rect(x, y, w, h float64, s Style) {
	r.add(Op{Kind: "rect", X: x, Y: y, W: w, H: h, Style: s})
}
func (r *Recorder) RoundedRect(x, y, w, h, rad float64, s Style) {
	r.add(Op{Kind: "rrect", X: x, Y: y, W: w, H: h, Style: s})
}
func (r *Recorder) Circle(cx, cy, rad float64, s Style) {
	r.add(Op{Kind: "circle", X: cx, Y: cy, W: rad, Style: s})
}
func (r *Recorder) Line(x1, y1, x2, y2 float64, s Style) {
	r.add(Op{Kind: "line", X: x1, Y: y1, W: x2, H: y2, Style: s})
}
func (r *Recorder) Polygon(pts [][2]float64, s Style) {
	if len(pts) == 0 {
		return
	}
	minX, minY, maxX, maxY := pts[0][0], pts[0][1], pts[0][0], pts[0][1]
	for _, p := range pts {
		minX, maxX = min(minX, p[0]), max(maxX, p[0])
		minY, maxY = min(minY, p[1]), max(maxY, p[1])
	}
	r.add(Op{Kind: "polygon", X: minX, Y: minY, W: maxX - minX, H: maxY - minY, Style: s})
}
func (r *Recorder) Text(x, y float64, text string, f Font, c Color) {
	r.add(Op{Kind: "text", X: x, Y: y, Text: text, Font: f, Color: c})
}
func (r *Recorder) Group(label string) { r.group = label }

// Find returns the ops of a kind on a page (0: every page) whose group has the prefix.
func (r *Recorder) Find(kind string, page int, groupPrefix string) []Op {
	var out []Op
	for _, o := range r.Ops {
		if o.Kind != kind || (page != 0 && o.Page != page) {
			continue
		}
		if len(o.Group) < len(groupPrefix) || o.Group[:len(groupPrefix)] != groupPrefix {
			continue
		}
		out = append(out, o)
	}
	return out
}
