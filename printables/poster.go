package printables

import (
	"math"

	"boardroom/phrase/msg"
)

// A poster is one drawing of a fixed size (Component.Poster, W x H mm), such
// as a play mat that real cards must fit on: printed whole on one sheet
// where it fits the safe area (turned to landscape if that is what fits),
// otherwise tiled over sheets that overlap by TileOverlap, each with
// alignment marks on the shared strips, a cut line on the edges that go
// over a neighbour and a note saying which sheet it is and how to join it.

// TileOverlap is the least strip, in mm, that neighbouring tiles both
// print; TileNote is the strip at the foot of a tile's safe area that says
// which sheet it is and how to join it.
const (
	TileOverlap = 12.0
	TileNote    = 5.0
)

// Tile is where a page of a tiled poster lies in the drawing.
type Tile struct {
	Col, Row   int
	Cols, Rows int
	// Window is the page's printed area (the safe area) and Origin the
	// point of the drawing at its top-left corner.
	Window Rect
	Origin [2]float64
	// Step is how far each column and each row moves into the drawing:
	// the boundary between tiles k-1 and k lies at k*Step.
	Step [2]float64
}

// Number is the tile's 1-based number in reading order.
func (t Tile) Number() int { return t.Row*t.Cols + t.Col + 1 }

// tiles counts the sheets of length avail (overlapping by TileOverlap) that
// cover length n.
func tiles(n, avail float64) int {
	if n <= avail+1e-9 {
		return 1
	}
	return int(math.Ceil((n - TileOverlap - 1e-9) / (avail - TileOverlap)))
}

// posterPages lays out one poster item: one page where it fits, otherwise
// its tiles, in the orientation that takes fewer sheets (portrait on a tie).
func posterPages(c *Component, it *Item, paper Paper) []Page {
	type way struct {
		pw, ph     float64
		cols, rows int
	}
	var ways []way
	for _, o := range [][2]float64{{paper.W, paper.H}, {paper.H, paper.W}} {
		aw, ah := o[0]-2*SafeMargin, o[1]-2*SafeMargin
		if c.W <= aw+1e-9 && c.H <= ah+1e-9 {
			ways = append(ways, way{o[0], o[1], 1, 1})
			continue
		}
		ways = append(ways, way{o[0], o[1], tiles(c.W, aw), tiles(c.H, ah-TileNote)})
	}
	best := ways[0]
	if n := ways[1].cols * ways[1].rows; n < best.cols*best.rows {
		best = ways[1]
	}
	aw, ah := best.pw-2*SafeMargin, best.ph-2*SafeMargin-TileNote
	if best.cols == 1 && best.rows == 1 {
		cut := Rect{(best.pw - c.W) / 2, (best.ph - c.H) / 2, c.W, c.H}
		return []Page{{W: best.pw, H: best.ph, Kind: SheetPage, Comp: c, Placements: []Placement{{Comp: c, Item: it, Cut: cut, Bleed: cut}}}}
	}
	// Tiles share the drawing evenly: each steps by the same amount.
	step := func(n float64, k int, avail float64) float64 {
		if k == 1 {
			return 0
		}
		return (n - avail) / float64(k-1)
	}
	sx, sy := step(c.W, best.cols, aw), step(c.H, best.rows, ah)
	var pages []Page
	for r := range best.rows {
		for col := range best.cols {
			win := Rect{SafeMargin, SafeMargin, min(aw, c.W), min(ah, c.H)}
			ox, oy := float64(col)*sx, float64(r)*sy
			cut := Rect{win.X - ox, win.Y - oy, c.W, c.H}
			t := &Tile{Col: col, Row: r, Cols: best.cols, Rows: best.rows, Window: win, Origin: [2]float64{ox, oy}, Step: [2]float64{sx, sy}}
			pages = append(pages, Page{W: best.pw, H: best.ph, Kind: TilePage, Comp: c, Tile: t,
				Placements: []Placement{{Comp: c, Item: it, Cut: cut, Bleed: cut}}})
		}
	}
	return pages
}

// drawTile masks what the drawing put outside the tile's window, then draws
// the alignment marks, the cut lines and the note.
func drawTile(cv Canvas, p Page, l msg.Lang) {
	t := p.Tile
	w := t.Window
	cv.Group("tile")
	for _, r := range []Rect{{0, 0, p.W, w.Y}, {0, w.Bottom(), p.W, p.H - w.Bottom()}, {0, 0, w.X, p.H}, {w.Right(), 0, p.W - w.Right(), p.H}} {
		if r.W > 0 && r.H > 0 {
			cv.Rect(r.X, r.Y, r.W, r.H, Filled(White))
		}
	}
	// Each boundary between two tiles is where the later sheet's edge goes
	// on the earlier one (the later sheet goes on top, trimmed at its
	// window's edge): the earlier sheet shows a grey guide line there, and
	// both sheets show crosses centred on it at the same points of the
	// drawing, so the half crosses left at the trimmed edge meet their
	// other halves.
	cross := func(x, y float64) {
		const arm = 5.0
		st := Stroked(Black, 0.25)
		cv.Line(x-arm, y, x+arm, y, st)
		cv.Line(x, y-arm, x, y+arm, st)
	}
	marks := func(length float64) []float64 { // points along an edge, in drawing mm
		n := max(2, int(math.Round(length/70))+1)
		var out []float64
		for k := range n {
			out = append(out, 15+(length-30)*float64(k)/float64(n-1))
		}
		return out
	}
	pw, ph := p.Placements[0].Cut.W, p.Placements[0].Cut.H // the drawing's size
	toX := func(x float64) float64 { return w.X + x - t.Origin[0] }
	toY := func(y float64) float64 { return w.Y + y - t.Origin[1] }
	in := func(v, lo, hi float64) bool { return v >= lo-1e-6 && v <= hi+1e-6 }
	guide := Style{Stroke: &Grey, LineWidth: 0.2}
	cut := Style{Stroke: &Black, LineWidth: 0.3, Dash: []float64{2.5, 1.5}}
	for c := 1; c < t.Cols; c++ {
		x := toX(float64(c) * t.Step[0])
		if !in(x, w.X, w.Right()) {
			continue
		}
		if c == t.Col {
			cv.Line(x, 0, x, p.H, cut)
		} else {
			cv.Line(x, w.Y, x, w.Bottom(), guide)
		}
		for _, y := range marks(ph) {
			if y := toY(y); in(y, w.Y, w.Bottom()) {
				cross(x, y)
			}
		}
	}
	for r := 1; r < t.Rows; r++ {
		y := toY(float64(r) * t.Step[1])
		if !in(y, w.Y, w.Bottom()) {
			continue
		}
		if r == t.Row {
			cv.Line(0, y, p.W, y, cut)
		} else {
			cv.Line(w.X, y, w.Right(), y, guide)
		}
		for _, x := range marks(pw) {
			if x := toX(x); in(x, w.X, w.Right()) {
				cross(x, y)
			}
		}
	}
	f := Font{Regular, 7.5}
	note := printed(l, "poster.sheet", p.Placements[0].Item.Title, t.Number(), t.Cols*t.Rows, t.Row+1, t.Rows, t.Col+1, t.Cols)
	if t.Col > 0 || t.Row > 0 {
		note += printed(l, "poster.cut")
	}
	for TextWidth(note, f) > p.W-2*SafeMargin && f.Size > 5 {
		f.Size -= 0.25
	}
	cv.Text(SafeMargin, w.Bottom()+TileNote/2+CapHeight(f)/2, note, f, Black)
}
