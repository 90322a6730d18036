package printables

import (
	"fmt"
	"strconv"
)

// The registration target sits at this point of the calibration page (mm
// from the top-left); its back scale is drawn behind it, mirrored.
func calibrationTarget(pw, ph float64) (float64, float64) { return pw / 2, ph * 0.62 }

func calibrationPages(o Options) []Page {
	pw, ph := o.Paper.W, o.Paper.H
	pages := []Page{{W: pw, H: ph, Kind: CalibrationPg}}
	if o.Backs == BacksDuplex {
		pages = append(pages, Page{W: pw, H: ph, Kind: CalibrationBck, Offset: o.BackOffset})
	}
	return pages
}

// CalibrationScaleCentre is where the back scale's zero lies on the back page:
// behind the front's target after a long-edge flip, shifted by the offset.
func CalibrationScaleCentre(pw, ph float64, off [2]float64) (float64, float64) {
	tx, ty := calibrationTarget(pw, ph)
	return pw - tx + off[0], ty + off[1]
}

func drawCalibration(cv Canvas, p Page, o Options) {
	ink := Black
	thin := Stroked(ink, 0.15)
	small := Font{Regular, 7}
	if p.Kind == CalibrationPg {
		cv.Group("calibration:front")
		cv.Text(SafeMargin+10, 22, "Calibration page", Font{Bold, 16}, ink)
		cv.Text(SafeMargin+10, 29, "Print at 100 % (\"Actual size\"), not \"Fit to page\". Each ruler must measure exactly 100 mm.", small, ink)
		// Horizontal ruler.
		x0, y0 := (p.W-100)/2, 45.0
		cv.Group("calibration:ruler-x")
		cv.Line(x0, y0, x0+100, y0, Stroked(ink, 0.2))
		for mm := 0; mm <= 100; mm++ {
			l := 2.0
			if mm%10 == 0 {
				l = 6
				lbl := strconv.Itoa(mm)
				cv.Text(x0+float64(mm)-TextWidth(lbl, small)/2, y0+9, lbl, small, ink)
			} else if mm%5 == 0 {
				l = 4
			}
			cv.Line(x0+float64(mm), y0, x0+float64(mm), y0+l, thin)
		}
		cv.Text(x0, y0-2, "100 mm", small, ink)
		// Vertical ruler.
		vx, vy := SafeMargin+15, 60.0
		cv.Group("calibration:ruler-y")
		cv.Line(vx, vy, vx, vy+100, Stroked(ink, 0.2))
		for mm := 0; mm <= 100; mm++ {
			l := 2.0
			if mm%10 == 0 {
				l = 6
				cv.Text(vx+7, vy+float64(mm)+1, strconv.Itoa(mm), small, ink)
			} else if mm%5 == 0 {
				l = 4
			}
			cv.Line(vx, vy+float64(mm), vx+l, vy+float64(mm), thin)
		}
		// Registration target.
		cv.Group("calibration:target")
		tx, ty := calibrationTarget(p.W, p.H)
		cv.Line(tx-15, ty, tx+15, ty, Stroked(ink, 0.15))
		cv.Line(tx, ty-15, tx, ty+15, Stroked(ink, 0.15))
		cv.Circle(tx, ty, 3, Stroked(ink, 0.15))
		cv.Text(tx+4, ty-16, "registration target: its back carries the offset scales", small, ink)
		cv.Group("calibration:help")
		lines := []string{
			"1. Print this page and the next one as one sheet, two-sided, flipping on the long edge.",
			"2. Measure both rulers. Not 100 mm? Turn off scaling in the print dialog and print again.",
			"3. Hold the sheet against a window or lamp with the back facing you. The cross of this",
			"   target shows through next to the two scales printed on the back.",
			"4. Read where the vertical line of the cross meets the horizontal scale (X) and where the",
			"   horizontal line meets the vertical scale (Y), then print with --back-offset X,Y.",
			"   (If this page was printed with an offset already, add the reading to it.)",
		}
		for i, l := range lines {
			cv.Text(SafeMargin+10, p.H-45+float64(i)*4.2, l, small, ink)
		}
		return
	}
	cv.Group("calibration:back")
	cx, cy := CalibrationScaleCentre(p.W, p.H, p.Offset)
	cv.Text(SafeMargin+10, 22, "Calibration page (back)", Font{Bold, 16}, ink)
	cv.Text(SafeMargin+10, 29, fmt.Sprintf("Printed with --back-offset %s,%s. Read the front's cross on the scales: X right, Y down, in mm.",
		MMString(p.Offset[0]), MMString(p.Offset[1])), small, ink)
	// The front's cross has arms 15 mm long; the X scale lies across its
	// vertical arm 12 mm below the centre, the Y scale across its horizontal
	// arm 12 mm to the right, so the two never overlap. Each reads ±6 mm.
	const span, away = 6.0, 12.0
	f := Font{Regular, 5}
	hx, hy := cx, cy+away // X scale: zero at hx
	vx, vy := cx+away, cy // Y scale: zero at vy
	cv.Line(hx-span, hy, hx+span, hy, Stroked(ink, 0.15))
	cv.Line(vx, vy-span, vx, vy+span, Stroked(ink, 0.15))
	for i := -12; i <= 12; i++ {
		v := float64(i) / 2
		l := 1.0
		switch {
		case i == 0:
			l = 3
		case i%2 == 0:
			l = 2
		}
		cv.Line(hx+v, hy-l, hx+v, hy+l, Stroked(ink, 0.1))
		cv.Line(vx-l, vy+v, vx+l, vy+v, Stroked(ink, 0.1))
		if i%4 != 0 {
			continue
		}
		lbl := fmt.Sprintf("%+d", i/2)
		if i == 0 {
			lbl = "0"
		}
		w := TextWidth(lbl, f)
		// Alternate rows keep neighbouring labels apart.
		if (i/4)%2 == 0 {
			cv.Text(hx+v-w/2, hy-3.6, lbl, f, ink)
			cv.Text(vx-3.6-w, vy+v+0.6, lbl, f, ink)
		} else {
			cv.Text(hx+v-w/2, hy+5.6, lbl, f, ink)
			cv.Text(vx+3.6, vy+v+0.6, lbl, f, ink)
		}
	}
	cv.Group("calibration:back-zero")
	cv.Line(hx, hy-3, hx, hy+3, Stroked(ink, 0.1))
	cv.Line(vx-3, vy, vx+3, vy, Stroked(ink, 0.1))
	cv.Group("calibration:back")
	cv.Text(hx+span+1.5, hy+0.8, "X mm", Font{Bold, 6}, ink)
	cv.Text(vx-2, vy+span+3.5, "Y mm", Font{Bold, 6}, ink)
}
