package printables

// Subpath is one outline of a compound path, in mm: closed (the last point
// joined to the first) or open.
type Subpath struct {
	Pts    [][2]float64
	Closed bool
}

// Pather is a Canvas that draws compound paths: several outlines filled
// as one shape (a letter O's hole left empty) and stroked each. The PDF,
// the Recorder and the raster canvas are Pathers.
type Pather interface {
	Paths(sp []Subpath, s Style, evenOdd bool)
}

// DrawPaths draws a compound path on cv: filled by the non-zero rule (an
// outline turning the other way cuts a hole), or the even-odd rule. A
// canvas that is no Pather gets each outline as a polygon of its own.
func DrawPaths(cv Canvas, sp []Subpath, s Style, evenOdd bool) {
	inner := cv
	if d, ok := cv.(*Drawer); ok {
		inner = d.Canvas
	}
	if p, ok := inner.(Pather); ok {
		p.Paths(sp, s, evenOdd)
		return
	}
	for _, p := range sp {
		if p.Closed || s.Fill != nil {
			cv.Polygon(p.Pts, s)
			continue
		}
		for i := 1; i < len(p.Pts); i++ {
			cv.Line(p.Pts[i-1][0], p.Pts[i-1][1], p.Pts[i][0], p.Pts[i][1], s)
		}
	}
}

// Paths writes the outlines as one PDF path and paints it once.
func (p *PDF) Paths(sp []Subpath, s Style, evenOdd bool) {
	st := p.style(s)
	if st == "" {
		return
	}
	n := 0
	for _, q := range sp {
		if len(q.Pts) < 2 {
			continue
		}
		for i, pt := range q.Pts {
			p.pt(pt[0], pt[1])
			if i == 0 {
				p.op("m")
			} else {
				p.op("l")
			}
		}
		if q.Closed {
			p.op("h")
		}
		n++
	}
	if n == 0 {
		p.op("n")
		p.flush()
		return
	}
	if evenOdd && (st == "f" || st == "B") {
		st += "*"
	}
	p.op(st)
	p.flush()
}

// Paths records a compound path as one op of kind "path": its bounds.
func (r *Recorder) Paths(sp []Subpath, s Style, evenOdd bool) {
	first := true
	var minX, minY, maxX, maxY float64
	for _, q := range sp {
		for _, pt := range q.Pts {
			if first {
				minX, minY, maxX, maxY, first = pt[0], pt[1], pt[0], pt[1], false
			}
			minX, maxX = min(minX, pt[0]), max(maxX, pt[0])
			minY, maxY = min(minY, pt[1]), max(maxY, pt[1])
		}
	}
	if first {
		return
	}
	r.add(Op{Kind: "path", X: minX, Y: minY, W: maxX - minX, H: maxY - minY, Style: s, Text: map[bool]string{true: "evenodd", false: "nonzero"}[evenOdd]})
}

// Paths fills the outlines together, by the non-zero rule (an outline
// turning the other way cuts a hole) or the even-odd one, and strokes each.
func (r *Raster) Paths(sp []Subpath, s Style, evenOdd bool) {
	if s.Fill != nil {
		var ps []path
		for _, q := range sp {
			ps = append(ps, path(q.Pts))
		}
		r.fillRule(ps, *s.Fill, evenOdd)
	}
	for _, q := range sp {
		if len(q.Pts) >= 2 {
			r.stroke(path(q.Pts), q.Closed, s)
		}
	}
}

// Paths draws nothing.
func (NopCanvas) Paths([]Subpath, Style, bool) {}
