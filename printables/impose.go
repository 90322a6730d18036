package printables

import (
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"

	"boardroom/phrase/msg"
)

// Paper is a sheet size in portrait orientation.
type Paper struct {
	Name string
	W, H float64
}

// Papers are the supported sheet sizes.
var Papers = []Paper{
	{"a4", 210, 297},
	{"letter", 215.9, 279.4},
	{"a3", 297, 420},
	{"tabloid", 279.4, 431.8},
}

// PaperByName finds a paper (case-insensitive).
func PaperByName(name string) (Paper, error) {
	for _, p := range Papers {
		if strings.EqualFold(p.Name, name) {
			return p, nil
		}
	}
	return Paper{}, fmt.Errorf("unknown paper %q (choose %s)", name, PaperNames())
}

// PaperNames is "a4, letter, a3 or tabloid".
func PaperNames() string {
	var names []string
	for _, p := range Papers {
		names = append(names, p.Name)
	}
	return strings.Join(names[:len(names)-1], ", ") + " or " + names[len(names)-1]
}

// Backs is how item backs are printed.
type Backs string

const (
	BacksDuplex Backs = "duplex" // a mirrored backs page after each fronts page
	BacksFold   Backs = "fold"   // fronts and backs on one landscape page with a fold line
	BacksNone   Backs = "none"
)

// ParseBacks validates a backs mode.
func ParseBacks(s string) (Backs, error) {
	switch b := Backs(strings.ToLower(s)); b {
	case BacksDuplex, BacksFold, BacksNone:
		return b, nil
	}
	return "", fmt.Errorf("unknown backs mode %q (choose duplex, fold or none)", s)
}

// Edge is the edge of the paper a duplex printer turns the sheet over.
type Edge string

const (
	LongEdge  Edge = "long"  // the default: a portrait page turns like a book's
	ShortEdge Edge = "short" // a portrait page turns like a notepad's (top to bottom)
)

// ParseEdge validates a duplex edge.
func ParseEdge(s string) (Edge, error) {
	switch e := Edge(strings.ToLower(strings.TrimSpace(s))); e {
	case LongEdge, ShortEdge:
		return e, nil
	}
	return "", optionError("option.duplex_unknown", s)
}

// Margins are the paper's edges kept free of items, in mm: no cut line lies
// closer to the paper's edge than these (bleed and crop marks lie in them).
type Margins struct{ Top, Right, Bottom, Left float64 }

// MaxMargin is the widest margin a print takes, in mm.
const MaxMargin = 100.0

// ParseMargins reads margins as CSS writes them, in mm: "10" all round,
// "10 5" top and bottom then left and right, "10 5 8 6" top, right, bottom,
// left (separated by spaces or commas; "mm" after a number is allowed).
func ParseMargins(s string) (Margins, error) {
	fields := strings.FieldsFunc(strings.ToLower(s), func(r rune) bool { return r == ' ' || r == ',' || r == '\t' })
	var v []float64
	for _, f := range fields {
		n, err := strconv.ParseFloat(strings.TrimSuffix(f, "mm"), 64)
		if err != nil || math.IsNaN(n) || n < 0 || n > MaxMargin {
			return Margins{}, optionError("option.margin_form_bounds", s, mm(MaxMargin))
		}
		v = append(v, n)
	}
	switch len(v) {
	case 1:
		return Margins{v[0], v[0], v[0], v[0]}, nil
	case 2:
		return Margins{v[0], v[1], v[0], v[1]}, nil
	case 4:
		return Margins{v[0], v[1], v[2], v[3]}, nil
	}
	return Margins{}, optionError("option.margin_form", s)
}

// String is the margins as ParseMargins reads them, shortest form first,
// every digit kept.
func (m Margins) String() string {
	mm := func(v float64) string { return strconv.FormatFloat(v, 'f', -1, 64) }
	switch {
	case m.Top == m.Right && m.Right == m.Bottom && m.Bottom == m.Left:
		return mm(m.Top)
	case m.Top == m.Bottom && m.Left == m.Right:
		return mm(m.Top) + " " + mm(m.Right)
	}
	return strings.Join([]string{mm(m.Top), mm(m.Right), mm(m.Bottom), mm(m.Left)}, " ")
}

// Layout constants, in mm.
const (
	SafeMargin   = 5.0 // nothing to cut lies closer than this to the page edge
	CropGap      = 1.0 // space between a crop mark and the card (or its bleed)
	CropLen      = 6.0 // longest crop mark
	CropMinLen   = 1.5 // shorter marks are not drawn
	CropEdgeKeep = 1.5 // crop marks stop this far from the page edge
	FoldGap      = 3.0 // space between the fold line and the nearest card
)

// Options are the print settings shared by every game.
type Options struct {
	Paper       Paper
	Backs       Backs
	BackOffset  [2]float64 // mm added to every backs page (duplex), x right and y down as seen on the back
	Gutter      float64    // mm between items
	Bleed       float64    // mm the background extends past the cut line
	CropMarks   bool
	InkSaver    bool
	Copies      int
	Only        []string // print only items with these titles
	Calibration bool     // add the calibration page (and its back)
	// BacksAsked is true when the user chose --backs explicitly: components
	// whose back is printed only on request (tokens, coupons) get it then.
	BacksAsked bool
	// OneSidedLast groups the one-sided pages (boards, mats, sheets) at the
	// end of a duplex file instead of giving each a blank back.
	OneSidedLast bool
	// Lang is the language of the printed components (print --lang; the
	// game's own by default): a game's faces say every word in it.
	Lang msg.Lang
	// Flip is the edge a duplex sheet turns over ("" the long edge): the
	// backs pages are mirrored for it.
	Flip Edge
	// Margin, when set, replaces SafeMargin round the grid of items (the
	// grid is centred between the margins).
	Margin *Margins
}

// FlipsX reports whether the back of a pw x ph page mirrors x (the sheet
// turns over a vertical edge): the long edge of a portrait page, the short
// edge of a landscape one. Otherwise the back mirrors y.
func (o Options) FlipsX(pw, ph float64) bool {
	portrait := pw <= ph
	return portrait == (o.Flip != ShortEdge)
}

// margins are the margins round the grid: Margin, or SafeMargin all round.
func (o Options) margins() Margins {
	if o.Margin != nil {
		return *o.Margin
	}
	return Margins{SafeMargin, SafeMargin, SafeMargin, SafeMargin}
}

// DefaultOptions are the defaults of `boardroom <game> print`.
func DefaultOptions() Options {
	return Options{Paper: Papers[0], Backs: BacksDuplex, CropMarks: true, Copies: 1}
}

// The bounds of the numbers a user can pass.
const (
	MaxCopies     = 100
	MaxGutter     = 20.0 // mm
	MaxBleed      = 5.0  // mm
	MaxBackOffset = 10.0 // mm, on each axis
)

// OptionError is a print option a user gave that the engine cannot take:
// a message of the engine's catalogue, said in English by Error and in the
// table's language by In (the command line says it, as it knows the
// table's language).
type OptionError struct {
	ID   string
	Args []any
}

func (e *OptionError) Error() string { return printed(msg.EN, e.ID, e.Args...) }

// In is the error in lang ("de", "en").
func (e *OptionError) In(lang string) string { return printed(msg.Lang(lang), e.ID, e.Args...) }

// SayIn is the error in l, as a message's argument says itself (a deck's
// problem names it in the deck's language).
func (e *OptionError) SayIn(l msg.Lang) string { return e.In(string(l)) }

// mm is a length said as the table writes it (MMIn); a value the user
// typed is echoed as typed, in the program's form (MMString).
type mm float64

func (v mm) SayIn(l msg.Lang) string { return MMIn(l, float64(v)) }

func optionError(id string, args ...any) error { return &OptionError{ID: id, Args: args} }

// Validate checks the numbers a user can pass; its errors are
// *OptionError.
func (o Options) Validate() error {
	switch {
	case o.Copies < 1 || o.Copies > MaxCopies:
		return optionError("option.copies", MaxCopies, o.Copies)
	case o.Gutter < 0 || o.Gutter > MaxGutter || math.IsNaN(o.Gutter):
		return optionError("option.gutter", mm(MaxGutter), MMString(o.Gutter))
	case o.Bleed < 0 || o.Bleed > MaxBleed || math.IsNaN(o.Bleed):
		return optionError("option.bleed", mm(MaxBleed), MMString(o.Bleed))
	}
	for _, v := range o.BackOffset {
		if math.Abs(v) > MaxBackOffset || math.IsNaN(v) {
			return optionError("option.back_offset", mm(MaxBackOffset), MMString(o.BackOffset[0]), MMString(o.BackOffset[1]))
		}
	}
	if o.BackOffset != [2]float64{} && o.Backs != BacksDuplex {
		return optionError("option.back_offset_duplex")
	}
	if o.OneSidedLast && o.Backs != BacksDuplex {
		return optionError("option.one_sided_last_duplex")
	}
	if o.Flip != "" && o.Flip != LongEdge && o.Flip != ShortEdge {
		return optionError("option.duplex_unknown", string(o.Flip))
	}
	if o.Flip == ShortEdge && o.Backs != BacksDuplex {
		return optionError("option.duplex_short_duplex")
	}
	if m := o.Margin; m != nil {
		for _, v := range []float64{m.Top, m.Right, m.Bottom, m.Left} {
			if !(v >= 0 && v <= MaxMargin) {
				return optionError("option.margin", mm(MaxMargin), m.String())
			}
		}
		if m.Left+m.Right >= o.Paper.W || m.Top+m.Bottom >= o.Paper.H {
			return optionError("option.margin_no_room", m.String(), o.Paper.Name, mm(o.Paper.W), mm(o.Paper.H))
		}
	}
	return nil
}

// PageKind says what a page holds.
type PageKind string

const (
	FrontsPage     PageKind = "fronts"
	BacksPage      PageKind = "backs"
	FoldPage       PageKind = "fold"
	SheetPage      PageKind = "sheet"
	TilePage       PageKind = "tile" // a part of a poster too big for the sheet
	CalibrationPg  PageKind = "calibration"
	CalibrationBck PageKind = "calibration-back"
	// BlankPage is the empty back of a one-sided page in a duplex file: it
	// keeps every later front and its back on the same sheet.
	BlankPage PageKind = "blank"
)

// Placement is one item side at its place on a page.
type Placement struct {
	Comp  *Component
	Item  *Item
	Back  bool
	Cut   Rect // the cut line
	Bleed Rect // the background area
}

// Page is one imposed page.
type Page struct {
	W, H       float64
	Kind       PageKind
	Comp       *Component
	Placements []Placement
	Fold       float64 // x of the fold line (fold pages)
	Offset     [2]float64
	Marks      [][4]float64 // crop marks: x1, y1, x2, y2
	BackOf     int          // blank pages: the 1-based number of the page it is the back of
	Tile       *Tile        // tile pages: where the page lies in the poster
	// FlipY: the page's duplex sheet turns over a horizontal edge, so its
	// backs page mirrors top to bottom, not left to right.
	FlipY bool
}

// IsBack reports whether the page is printed on the back of the page before
// it in a duplex file.
func (p Page) IsBack() bool {
	return p.Kind == BacksPage || p.Kind == CalibrationBck || p.Kind == BlankPage
}

// Grid is how many items of a size fit on a page.
type Grid struct {
	Cols, Rows int
	X0, Y0     float64 // top-left of the first item
	W, H       float64 // item size
	Gutter     float64
}

// PerPage is the number of items on a page.
func (g Grid) PerPage() int { return g.Cols * g.Rows }

// fit counts how many items of size w fit in length avail with a gutter.
func fit(avail, w, gutter float64) int {
	if w <= 0 {
		return 0
	}
	return int(math.Floor((avail + gutter + 1e-9) / (w + gutter)))
}

// GridFor lays out items of a component on a page: as many as fit inside
// the margins (SafeMargin unless o.Margin says), the grid centred between
// them. For fold pages the grid is the fronts half, ending FoldGap before
// the fold line.
func GridFor(c *Component, pageW, pageH float64, o Options, fold bool) Grid {
	w, h := c.W, c.H
	m := o.margins()
	availW, availH := pageW-m.Left-m.Right, pageH-m.Top-m.Bottom
	if fold {
		availW = pageW/2 - m.Left - foldGap(o)
	}
	g := Grid{Cols: fit(availW, w, o.Gutter), Rows: fit(availH, h, o.Gutter), W: w, H: h, Gutter: o.Gutter}
	gw := float64(g.Cols)*w + float64(max(g.Cols-1, 0))*o.Gutter
	gh := float64(g.Rows)*h + float64(max(g.Rows-1, 0))*o.Gutter
	if o.Margin == nil {
		// The default margins are even: the page's centre, computed as it
		// always was (the same bytes in every PDF printed before margins).
		g.Y0 = (pageH - gh) / 2
	} else {
		g.Y0 = m.Top + (availH-gh)/2
	}
	switch {
	case fold:
		g.X0 = pageW/2 - foldGap(o) - gw
	case o.Margin == nil:
		g.X0 = (pageW - gw) / 2
	default:
		g.X0 = m.Left + (availW-gw)/2
	}
	return g
}

// tooBig says why a component has no place on the page: the room the
// margins (and a fold) leave, which is what a person can change.
func tooBig(c *Component, pw, ph float64, o Options, fold bool) error {
	m := o.margins()
	availW, availH := pw-m.Left-m.Right, ph-m.Top-m.Bottom
	id := "option.no_room"
	if fold {
		availW = pw/2 - m.Left - foldGap(o)
		id = "option.no_room_fold"
	}
	return optionError(id, c.Name, mm(c.W), mm(c.H), o.Paper.Name, m.String(), mm(max(availW, 0)), mm(max(availH, 0)))
}

// Fits says why a component of sheets (not a full page or poster) has no
// place on the paper o prints on, with the message Impose refuses with; nil
// when one fits. A check that prints nothing asks it too.
func Fits(c *Component, o Options) error {
	if c.FullPage || c.Poster {
		return nil
	}
	fold := o.Backs == BacksFold && c.PrintsBack(o)
	pw, ph := pageSize(o.Paper, fold)
	if GridFor(c, pw, ph, o, fold).PerPage() == 0 {
		return tooBig(c, pw, ph, o, fold)
	}
	return nil
}

func foldGap(o Options) float64 { return math.Max(FoldGap, o.Bleed+CropGap) }

// pageSize is the page for a component: portrait, or landscape for fold pages.
func pageSize(p Paper, fold bool) (float64, float64) {
	if fold {
		return p.H, p.W
	}
	return p.W, p.H
}

// Impose lays out the components. It prints what --only selects, each
// component starting on a new page, each fronts page followed by its backs.
func Impose(comps []*Component, o Options) ([]Page, error) {
	if err := o.Validate(); err != nil {
		return nil, err
	}
	var pages []Page
	if o.Calibration {
		pages = append(pages, calibrationPages(o)...)
	}
	for _, c := range comps {
		items := selectItems(c, o.Only, o.Copies)
		if len(items) == 0 {
			continue
		}
		var seq []*Item
		for i := range items {
			for n := 0; n < items[i].Count; n++ {
				seq = append(seq, &items[i])
			}
		}
		if c.Poster {
			for _, it := range seq {
				pages = append(pages, posterPages(c, it, o.Paper)...)
			}
			continue
		}
		if c.FullPage {
			pw, ph := o.Paper.W, o.Paper.H
			for _, it := range seq {
				cut := Rect{SafeMargin, SafeMargin, pw - 2*SafeMargin, ph - 2*SafeMargin}
				front := Placement{Comp: c, Item: it, Cut: cut, Bleed: cut}
				pages = append(pages, Page{W: pw, H: ph, Kind: SheetPage, Comp: c, Placements: []Placement{front}})
				// A full page with a back of its own (a two-sided sheet) is
				// one duplex sheet; printed one-sided, its back follows.
				if it.Back != nil {
					back := front
					back.Back = true
					p := Page{W: pw, H: ph, Kind: SheetPage, Comp: c}
					if o.Backs == BacksDuplex {
						back, p.Kind, p.Offset, p.FlipY = flip(front, pw, ph, o), BacksPage, o.BackOffset, !o.FlipsX(pw, ph)
					}
					p.Placements = []Placement{back}
					pages = append(pages, p)
				}
			}
			continue
		}
		if err := Fits(c, o); err != nil {
			return nil, err
		}
		fold := o.Backs == BacksFold && c.PrintsBack(o)
		pw, ph := pageSize(o.Paper, fold)
		g := GridFor(c, pw, ph, o, fold)
		for start := 0; start < len(seq); start += g.PerPage() {
			chunk := seq[start:min(start+g.PerPage(), len(seq))]
			fronts := make([]Placement, len(chunk))
			for i, it := range chunk {
				col, row := i%g.Cols, i/g.Cols
				cut := Rect{g.X0 + float64(col)*(g.W+g.Gutter), g.Y0 + float64(row)*(g.H+g.Gutter), g.W, g.H}
				l, t, r, b := bleedInsets(o, col, row, g.Cols, g.Rows)
				fronts[i] = Placement{Comp: c, Item: it, Cut: cut,
					Bleed: Rect{cut.X - l, cut.Y - t, cut.W + l + r, cut.H + t + b}}
			}
			marks := cropMarks(fronts, pw, ph, o)
			switch {
			case fold:
				all := append([]Placement{}, fronts...)
				for _, f := range fronts {
					all = append(all, mirror(f, pw, [2]float64{}))
				}
				pages = append(pages, Page{W: pw, H: ph, Kind: FoldPage, Comp: c, Placements: all, Fold: pw / 2, Marks: append(marks, mirrorMarks(marks, pw)...)})
			case o.Backs == BacksDuplex && c.PrintsBack(o):
				pages = append(pages, Page{W: pw, H: ph, Kind: FrontsPage, Comp: c, Placements: fronts, Marks: marks})
				backs := make([]Placement, len(fronts))
				for i, f := range fronts {
					backs[i] = flip(f, pw, ph, o)
				}
				pages = append(pages, Page{W: pw, H: ph, Kind: BacksPage, Comp: c, Placements: backs, Offset: o.BackOffset, FlipY: !o.FlipsX(pw, ph)})
			default:
				pages = append(pages, Page{W: pw, H: ph, Kind: FrontsPage, Comp: c, Placements: fronts, Marks: marks})
			}
		}
	}
	if o.Backs == BacksDuplex {
		pages = duplexSheets(pages, o.OneSidedLast)
	}
	return pages, nil
}

// duplexSheets makes a duplex file sheet-true: every page that has no back
// page after it (a board, a mat, a sheet, a deck without backs) gets a blank
// back, or, with oneSidedLast, moves after every front/back pair, so that
// pages 2k-1 and 2k always are the two sides of sheet k.
func duplexSheets(pages []Page, oneSidedLast bool) []Page {
	var out, single []Page
	for i := 0; i < len(pages); i++ {
		p := pages[i]
		if i+1 < len(pages) && pages[i+1].IsBack() {
			out = append(out, p, pages[i+1])
			i++
			continue
		}
		if oneSidedLast {
			single = append(single, p)
			continue
		}
		out = append(out, p, Page{W: p.W, H: p.H, Kind: BlankPage, Comp: p.Comp, BackOf: len(out) + 1})
	}
	return append(out, single...)
}

// flip puts the back of a front placement where the duplex sheet's turn
// brings it: over a vertical edge x' = W - x - w (mirror), over a
// horizontal one y' = H - y - h; then shifted by the printer offset.
func flip(f Placement, pageW, pageH float64, o Options) Placement {
	if o.FlipsX(pageW, pageH) {
		return mirror(f, pageW, o.BackOffset)
	}
	off := o.BackOffset
	b := f
	b.Back = true
	b.Cut = Rect{f.Cut.X + off[0], pageH - f.Cut.Y - f.Cut.H + off[1], f.Cut.W, f.Cut.H}
	b.Bleed = Rect{f.Bleed.X + off[0], pageH - f.Bleed.Y - f.Bleed.H + off[1], f.Bleed.W, f.Bleed.H}
	return b
}

// mirror puts the back of a front placement where a turn over a vertical
// edge (or a fold about the page's vertical centre line) brings it:
// x' = W - x - w, then shifted by the printer offset.
func mirror(f Placement, pageW float64, off [2]float64) Placement {
	b := f
	b.Back = true
	b.Cut = Rect{pageW - f.Cut.X - f.Cut.W + off[0], f.Cut.Y + off[1], f.Cut.W, f.Cut.H}
	b.Bleed = Rect{pageW - f.Bleed.X - f.Bleed.W + off[0], f.Bleed.Y + off[1], f.Bleed.W, f.Bleed.H}
	return b
}

func mirrorMarks(marks [][4]float64, pageW float64) [][4]float64 {
	out := make([][4]float64, len(marks))
	for i, m := range marks {
		out[i] = [4]float64{pageW - m[0], m[1], pageW - m[2], m[3]}
	}
	return out
}

// bleedInsets is how far an item's background reaches past each cut edge:
// the full bleed on the grid's outside, at most half the gutter between items
// so that no background covers a neighbour.
func bleedInsets(o Options, col, row, cols, rows int) (l, t, r, b float64) {
	inner := math.Min(o.Bleed, o.Gutter/2)
	l, t, r, b = inner, inner, inner, inner
	if col == 0 {
		l = o.Bleed
	}
	if col == cols-1 {
		r = o.Bleed
	}
	if row == 0 {
		t = o.Bleed
	}
	if row == rows-1 {
		b = o.Bleed
	}
	return
}

// cropMarks draws a short line in the margin on the extension of every cut
// line: never touching an item or its bleed, never reaching the page edge.
func cropMarks(ps []Placement, pw, ph float64, o Options) [][4]float64 {
	if !o.CropMarks || len(ps) == 0 {
		return nil
	}
	var xs, ys []float64
	grid := ps[0].Cut
	bleed := ps[0].Bleed
	for _, p := range ps {
		xs = append(xs, p.Cut.X, p.Cut.Right())
		ys = append(ys, p.Cut.Y, p.Cut.Bottom())
		grid = union(grid, p.Cut)
		bleed = union(bleed, p.Bleed)
	}
	slices.Sort(xs)
	slices.Sort(ys)
	xs, ys = slices.CompactFunc(xs, sameLine), slices.CompactFunc(ys, sameLine)
	var marks [][4]float64
	seg := func(from, to float64) (float64, float64, bool) { // from the item outwards
		if to < from {
			end := math.Max(to, from-CropLen)
			return from, end, from-end >= CropMinLen
		}
		end := math.Min(to, from+CropLen)
		return from, end, end-from >= CropMinLen
	}
	// Vertical marks above and below the grid for each x.
	if a, b, ok := seg(bleed.Y-CropGap, CropEdgeKeep); ok {
		for _, x := range xs {
			marks = append(marks, [4]float64{x, a, x, b})
		}
	}
	if a, b, ok := seg(bleed.Bottom()+CropGap, ph-CropEdgeKeep); ok {
		for _, x := range xs {
			marks = append(marks, [4]float64{x, a, x, b})
		}
	}
	// Horizontal marks left and right of the grid for each y.
	if a, b, ok := seg(bleed.X-CropGap, CropEdgeKeep); ok {
		for _, y := range ys {
			marks = append(marks, [4]float64{a, y, b, y})
		}
	}
	// On fold pages the right of the fronts grid is the fold gap: no marks there.
	if grid.Right() < pw/2 {
		return marks
	}
	if a, b, ok := seg(bleed.Right()+CropGap, pw-CropEdgeKeep); ok {
		for _, y := range ys {
			marks = append(marks, [4]float64{a, y, b, y})
		}
	}
	return marks
}

func union(a, b Rect) Rect {
	x, y := math.Min(a.X, b.X), math.Min(a.Y, b.Y)
	return Rect{x, y, math.Max(a.Right(), b.Right()) - x, math.Max(a.Bottom(), b.Bottom()) - y}
}

// sameLine reports whether two cut-line positions are one line.
func sameLine(a, b float64) bool { return math.Abs(a-b) <= 1e-6 }

// PageCount is the number of pages a component takes with these options.
func PageCount(c *Component, o Options) (int, error) {
	o.Calibration = false
	pages, err := Impose([]*Component{c}, o)
	return len(pages), err
}

// Render draws the imposed pages, the engine's own words (the calibration
// page, a blank back's note, a poster sheet's) in English. A face that
// fails (text that does not fit) stops the run with an error naming the
// item.
func Render(cv Canvas, pages []Page, o Options) error { return RenderIn(msg.EN, cv, pages, o) }

// RenderIn is Render with the engine's own printed words in l
// (printables/messages.yaml).
func RenderIn(l msg.Lang, cv Canvas, pages []Page, o Options) error {
	for _, p := range pages {
		cv.AddPage(p.W, p.H)
		switch p.Kind {
		case CalibrationPg, CalibrationBck:
			drawCalibration(cv, p, l)
			continue
		case BlankPage:
			// A word in the corner keeps printers that skip empty pages
			// from dropping it, and tells the table why it is there.
			cv.Group("blank")
			note := printed(l, "blank.note", p.BackOf)
			f := Font{Regular, 6}
			cv.Text(p.W-SafeMargin-TextWidth(note, f), p.H-SafeMargin-1, note, f, Grey.Mix(White, 0.4))
			continue
		}
		for _, pl := range p.Placements {
			face := pl.Item.Front
			side := "front"
			if pl.Back {
				side = "back"
				face = pl.Item.Back
				if face == nil {
					face = pl.Comp.Back
				}
			}
			cv.Group(side + ":" + pl.Comp.ID + ":" + pl.Item.Title)
			d := &Drawer{Canvas: cv, InkSaver: o.InkSaver, Bleed: pl.Bleed, Disc: pl.Comp.Disc}
			if pl.Comp.Disc {
				// A disc's bleed is the smallest of its four insets.
				in := math.Min(math.Min(pl.Cut.X-pl.Bleed.X, pl.Bleed.Right()-pl.Cut.Right()),
					math.Min(pl.Cut.Y-pl.Bleed.Y, pl.Bleed.Bottom()-pl.Cut.Bottom()))
				d.Bleed = Rect{pl.Cut.X - in, pl.Cut.Y - in, pl.Cut.W + 2*in, pl.Cut.H + 2*in}
			}
			err := face(d, pl.Cut)
			if err != nil {
				return &ItemError{Component: pl.Comp, Title: pl.Item.Title, Err: err}
			}
			if o.InkSaver {
				// Without backgrounds, a thin outline shows each item's shape.
				cv.Group("outline:" + pl.Comp.ID)
				if pl.Comp.Disc {
					cv.Circle(pl.Cut.X+pl.Cut.W/2, pl.Cut.Y+pl.Cut.H/2, pl.Cut.W/2, Stroked(Grey, 0.1))
				} else if !pl.Back {
					cv.Rect(pl.Cut.X, pl.Cut.Y, pl.Cut.W, pl.Cut.H, Stroked(Grey, 0.1))
				}
			}
		}
		if p.Tile != nil {
			drawTile(cv, p, l)
		}
		if len(p.Marks) > 0 {
			cv.Group("crop")
			for _, m := range p.Marks {
				cv.Line(m[0], m[1], m[2], m[3], Stroked(Black, 0.2))
			}
		}
		if p.Kind == FoldPage {
			cv.Group("fold")
			cv.Line(p.Fold, SafeMargin, p.Fold, p.H-SafeMargin, Style{Stroke: &Grey, LineWidth: 0.2, Dash: []float64{2, 1.5}})
			cv.Text(p.Fold+1, SafeMargin+2.5, "fold", Font{Regular, 6}, Grey)
		}
	}
	return nil
}
