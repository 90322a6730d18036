package printables

import (
	"bytes"
	"fmt"
	"io"
	"math"
	"os"
	"strconv"
	"time"

	"github.com/jung-kurt/gofpdf/v2"
)

// SourceDateEpoch is the reproducible-builds variable
// (https://reproducible-builds.org/specs/source-date-epoch/): when it is set,
// a PDF says it was made at that second, so that the same input and the same
// variable give the same bytes.
const SourceDateEpoch = "SOURCE_DATE_EPOCH"

// madeAt is the time a document says it was made: SOURCE_DATE_EPOCH when it
// is set (a whole number of seconds since 1970, UTC), else now, in UTC (the
// PDF date carries no zone). A value that is not such a number is an error,
// as the convention asks, rather than a date that silently is not the one
// meant.
func madeAt(now func() time.Time) (time.Time, error) {
	v, ok := os.LookupEnv(SourceDateEpoch)
	if !ok || v == "" {
		return now().UTC(), nil
	}
	n, err := strconv.ParseInt(v, 10, 64)
	if err != nil || n < 0 || n > 253402300799 { // up to the end of year 9999: a PDF date has four digits of year
		return time.Time{}, fmt.Errorf("%s=%q is not a number of seconds since 1970-01-01 UTC", SourceDateEpoch, v)
	}
	return time.Unix(n, 0).UTC(), nil
}

// PDF is a Canvas that writes a PDF with gofpdf.
//
// Shapes are written into the page as path operators by this file rather
// than through gofpdf's shape methods: those format every number with
// fmt.Sprintf at five decimals (most of a deck's drawing time and bytes),
// and gofpdf's rounded rectangle opens a graphics state ("q") it never
// closes. Two decimals of a point (1/7200 inch) are far below what a
// printer resolves. Colours and line widths still go through gofpdf, so
// that its text colour logic stays right; they are set only when they
// change.
type PDF struct {
	pdf    *gofpdf.Fpdf
	fonts  map[FontFace]bool
	dash   bool
	images map[string]string // image key -> its name in the PDF (each embedded once)
	k, h   float64           // points per mm; the page height in mm
	buf    []byte            // the path being written
	// the colours and line width last set in gofpdf (valid: set on this page)
	fill, stroke, text Color
	lw                 float64
	font               Font
	valid              struct{ fill, stroke, lw, font, text bool }
}

var _ Canvas = (*PDF)(nil)

// NewPDF starts an empty document with a title.
func NewPDF(title string) *PDF {
	p := gofpdf.NewCustom(&gofpdf.InitType{UnitStr: "mm", Size: gofpdf.SizeType{Wd: 210, Ht: 297}})
	p.SetAutoPageBreak(false, 0)
	p.SetMargins(0, 0, 0)
	p.SetCompression(true)
	p.SetCatalogSort(true)
	at, err := madeAt(time.Now)
	if err != nil {
		// Output reports it: NewPDF has no error of its own to return.
		p.SetError(err)
	}
	p.SetCreationDate(at)
	p.SetModificationDate(at)
	p.SetCreator("Boardroom", true)
	p.SetProducer("Boardroom", true)
	p.SetTitle(title, true)
	return &PDF{pdf: p, fonts: map[FontFace]bool{}}
}

func (p *PDF) AddPage(w, h float64) {
	// gofpdf takes the portrait size and turns it for "L".
	if w > h {
		p.pdf.AddPageFormat("L", gofpdf.SizeType{Wd: h, Ht: w})
	} else {
		p.pdf.AddPageFormat("P", gofpdf.SizeType{Wd: w, Ht: h})
	}
	p.k, p.h = p.pdf.GetConversionRatio(), h
	// gofpdf repeats its colours and font at the top of a page; set each
	// again when first used all the same (the text colour is not drawn
	// before a text, so it stays valid).
	p.valid.fill, p.valid.stroke, p.valid.lw, p.valid.font = false, false, false, false
}

// style sets the colours and line width of s and returns the painting
// operator: f (fill), S (stroke) or B (both); "" paints nothing.
func (p *PDF) style(s Style) string {
	st := ""
	if s.Fill != nil {
		if !p.valid.fill || p.fill != *s.Fill {
			p.pdf.SetFillColor(int(s.Fill.R), int(s.Fill.G), int(s.Fill.B))
			p.fill, p.valid.fill = *s.Fill, true
		}
		st = "f"
	}
	if s.Stroke != nil {
		if !p.valid.stroke || p.stroke != *s.Stroke {
			p.pdf.SetDrawColor(int(s.Stroke.R), int(s.Stroke.G), int(s.Stroke.B))
			p.stroke, p.valid.stroke = *s.Stroke, true
		}
		lw := s.LineWidth
		if lw <= 0 {
			lw = 0.2
		}
		if !p.valid.lw || p.lw != lw {
			p.pdf.SetLineWidth(lw)
			p.lw, p.valid.lw = lw, true
		}
		if st == "f" {
			st = "B"
		} else {
			st = "S"
		}
	}
	if len(s.Dash) > 0 {
		p.pdf.SetDashPattern(s.Dash, 0)
		p.dash = true
	} else if p.dash {
		p.pdf.SetDashPattern([]float64{}, 0)
		p.dash = false
	}
	return st
}

// num appends a length in points with at most two decimals.
func (p *PDF) num(v float64) {
	p.buf = append(appendCents(p.buf, v), ' ')
}

// appendCents appends v rounded to two decimals, trailing zeros dropped
// ("12.5", "3", "-0.05", never "-0"): the digits of
// strconv.AppendFloat(math.Round(v*100)/100, 'f', -1), whose shortest form
// of a whole number of hundredths is those hundredths, written without
// the general float formatter, which took a tenth of every print's time.
func appendCents(b []byte, v float64) []byte {
	c := math.Round(v * 100)
	if c == 0 {
		return append(b, '0')
	}
	if math.Abs(c) >= 1<<53 || math.IsNaN(c) {
		return strconv.AppendFloat(b, c/100, 'f', -1, 64)
	}
	n := int64(c)
	if n < 0 {
		b = append(b, '-')
		n = -n
	}
	b = strconv.AppendInt(b, n/100, 10)
	if r := n % 100; r != 0 {
		b = append(b, '.', byte('0'+r/10))
		if r%10 != 0 {
			b = append(b, byte('0'+r%10))
		}
	}
	return b
}

// pt appends a point given in mm from the page's top left.
func (p *PDF) pt(x, y float64) {
	p.num(x * p.k)
	p.num((p.h - y) * p.k)
}

func (p *PDF) op(o string) {
	p.buf = append(p.buf, o...)
	p.buf = append(p.buf, '\n')
}

// flush writes the path into the page.
func (p *PDF) flush() {
	p.pdf.RawWriteStr(string(p.buf[:len(p.buf)-1]))
	p.buf = p.buf[:0]
}

func (p *PDF) Rect(x, y, w, h float64, s Style) {
	if st := p.style(s); st != "" {
		p.pt(x, y)
		p.num(w * p.k)
		p.num(-h * p.k)
		p.op("re " + st)
		p.flush()
	}
}

// kappa places the control points of a Bézier quarter circle.
const kappa = 4.0 / 3.0 * (math.Sqrt2 - 1)

// curve appends a Bézier curve to (x3, y3) in mm.
func (p *PDF) curve(x1, y1, x2, y2, x3, y3 float64) {
	p.pt(x1, y1)
	p.pt(x2, y2)
	p.pt(x3, y3)
	p.op("c")
}

func (p *PDF) RoundedRect(x, y, w, h, r float64, s Style) {
	st := p.style(s)
	if st == "" {
		return
	}
	r = max(0, min(r, w/2, h/2))
	if r == 0 {
		p.Rect(x, y, w, h, s)
		return
	}
	c := r * kappa
	p.pt(x+r, y)
	p.op("m")
	p.pt(x+w-r, y)
	p.op("l")
	p.curve(x+w-r+c, y, x+w, y+r-c, x+w, y+r)
	p.pt(x+w, y+h-r)
	p.op("l")
	p.curve(x+w, y+h-r+c, x+w-r+c, y+h, x+w-r, y+h)
	p.pt(x+r, y+h)
	p.op("l")
	p.curve(x+r-c, y+h, x, y+h-r+c, x, y+h-r)
	p.pt(x, y+r)
	p.op("l")
	p.curve(x, y+r-c, x+r-c, y, x+r, y)
	p.op("h " + st)
	p.flush()
}

func (p *PDF) Circle(cx, cy, r float64, s Style) {
	st := p.style(s)
	if st == "" {
		return
	}
	c := r * kappa
	p.pt(cx+r, cy)
	p.op("m")
	p.curve(cx+r, cy+c, cx+c, cy+r, cx, cy+r)
	p.curve(cx-c, cy+r, cx-r, cy+c, cx-r, cy)
	p.curve(cx-r, cy-c, cx-c, cy-r, cx, cy-r)
	p.curve(cx+c, cy-r, cx+r, cy-c, cx+r, cy)
	p.op("h " + st)
	p.flush()
}

func (p *PDF) Line(x1, y1, x2, y2 float64, s Style) {
	if s.Stroke == nil {
		s.Stroke = &Black
	}
	p.style(Style{Stroke: s.Stroke, LineWidth: s.LineWidth, Dash: s.Dash})
	p.pt(x1, y1)
	p.op("m")
	p.pt(x2, y2)
	p.op("l S")
	p.flush()
}

func (p *PDF) Polygon(pts [][2]float64, s Style) {
	st := p.style(s)
	if st == "" || len(pts) < 3 {
		return
	}
	for i, pt := range pts {
		p.pt(pt[0], pt[1])
		if i == 0 {
			p.op("m")
		} else {
			p.op("l")
		}
	}
	p.op("h " + st)
	p.flush()
}

func (p *PDF) Text(x, y float64, text string, f Font, c Color) {
	if !p.fonts[f.Face] {
		data, ok := faceData(f.Face)
		if !ok {
			data = regular.Get()
		}
		p.pdf.AddUTF8FontFromBytes("go-"+string(f.Face), "", data)
		p.fonts[f.Face] = true
	}
	if !p.valid.font || p.font != f {
		p.pdf.SetFont("go-"+string(f.Face), "", f.Size)
		p.font, p.valid.font = f, true
	}
	// Text is painted with the fill colour: with both the same, gofpdf
	// writes the text alone instead of wrapping each one in its own
	// graphics state with its colour, and a run of texts in one colour sets
	// it once.
	if !p.valid.fill || p.fill != c {
		p.pdf.SetFillColor(int(c.R), int(c.G), int(c.B))
		p.fill, p.valid.fill = c, true
	}
	if !p.valid.text || p.text != c {
		p.pdf.SetTextColor(int(c.R), int(c.G), int(c.B))
		p.text, p.valid.text = c, true
	}
	p.pdf.Text(x, y, text)
}

func (p *PDF) Group(string) {}

// Err reports the first error gofpdf met.
func (p *PDF) Err() error { return p.pdf.Error() }

// Bytes finishes the document.
func (p *PDF) Bytes() ([]byte, error) {
	var buf bytes.Buffer
	if err := p.Output(&buf); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// Output finishes the document into w.
func (p *PDF) Output(w io.Writer) error {
	if err := p.pdf.Error(); err != nil {
		return fmt.Errorf("printables: %w", err)
	}
	if err := p.pdf.Output(w); err != nil {
		return fmt.Errorf("printables: %w", err)
	}
	return nil
}
