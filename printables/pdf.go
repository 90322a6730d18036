package printables

import (
	"bytes"
	"fmt"
	"io"
	"time"

	"github.com/jung-kurt/gofpdf/v2"
)

// fixedDate makes output reproducible: same input, same bytes.
var fixedDate = time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)

// PDF is a Canvas that writes a PDF with gofpdf.
type PDF struct {
	pdf    *gofpdf.Fpdf
	fonts  map[FontFace]bool
	dash   bool
	images map[string]string // image key -> its name in the PDF (each embedded once)
}

var _ Canvas = (*PDF)(nil)

// NewPDF starts an empty document with a title.
func NewPDF(title string) *PDF {
	p := gofpdf.NewCustom(&gofpdf.InitType{UnitStr: "mm", Size: gofpdf.SizeType{Wd: 210, Ht: 297}})
	p.SetAutoPageBreak(false, 0)
	p.SetMargins(0, 0, 0)
	p.SetCompression(false) // compressed afterwards: see compress.go
	p.SetCatalogSort(true)
	p.SetCreationDate(fixedDate)
	p.SetModificationDate(fixedDate)
	p.SetCreator("Boardroom", true)
	p.SetProducer("Boardroom", true)
	p.SetTitle(title, true)
	return &PDF{pdf: p, fonts: map[FontFace]bool{}}
}

func (p *PDF) AddPage(w, h float64) {
	// gofpdf takes the portrait size and turns it for "L".
	if w > h {
		p.pdf.AddPageFormat("L", gofpdf.SizeType{Wd: h, Ht: w})
		return
	}
	p.pdf.AddPageFormat("P", gofpdf.SizeType{Wd: w, Ht: h})
}

func (p *PDF) style(s Style) string {
	st := ""
	if s.Fill != nil {
		p.pdf.SetFillColor(int(s.Fill.R), int(s.Fill.G), int(s.Fill.B))
		st += "F"
	}
	if s.Stroke != nil {
		p.pdf.SetDrawColor(int(s.Stroke.R), int(s.Stroke.G), int(s.Stroke.B))
		lw := s.LineWidth
		if lw <= 0 {
			lw = 0.2
		}
		p.pdf.SetLineWidth(lw)
		st += "D"
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

func (p *PDF) Rect(x, y, w, h float64, s Style) {
	if st := p.style(s); st != "" {
		p.pdf.Rect(x, y, w, h, st)
	}
}

func (p *PDF) RoundedRect(x, y, w, h, r float64, s Style) {
	if st := p.style(s); st != "" {
		p.pdf.RoundedRect(x, y, w, h, r, "1234", st)
	}
}

func (p *PDF) Circle(cx, cy, r float64, s Style) {
	if st := p.style(s); st != "" {
		p.pdf.Circle(cx, cy, r, st)
	}
}

func (p *PDF) Line(x1, y1, x2, y2 float64, s Style) {
	if s.Stroke == nil {
		s.Stroke = &Black
	}
	p.style(Style{Stroke: s.Stroke, LineWidth: s.LineWidth, Dash: s.Dash})
	p.pdf.Line(x1, y1, x2, y2)
}

func (p *PDF) Polygon(pts [][2]float64, s Style) {
	st := p.style(s)
	if st == "" || len(pts) < 3 {
		return
	}
	ps := make([]gofpdf.PointType, len(pts))
	for i, pt := range pts {
		ps[i] = gofpdf.PointType{X: pt[0], Y: pt[1]}
	}
	p.pdf.Polygon(ps, st)
}

func (p *PDF) Text(x, y float64, text string, f Font, c Color) {
	if !p.fonts[f.Face] {
		data, ok := faceData(f.Face)
		if !ok {
			data = fontData()[Regular]
		}
		p.pdf.AddUTF8FontFromBytes("go-"+string(f.Face), "", data)
		p.fonts[f.Face] = true
	}
	p.pdf.SetFont("go-"+string(f.Face), "", f.Size)
	p.pdf.SetTextColor(int(c.R), int(c.G), int(c.B))
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
	var plain bytes.Buffer
	if err := p.pdf.Output(&plain); err != nil {
		return fmt.Errorf("printables: %w", err)
	}
	b, err := compressStreams(plain.Bytes())
	if err != nil {
		return err
	}
	_, err = w.Write(b)
	return err
}
