package printables

import (
	"strconv"
	"strings"

	"boardroom/phrase/msg"
)

// Messages is the page engine's printed words in both languages
// (messages.yaml, written out as Go by go generate: see gen/): the
// calibration page, the blank backs, the poster's sheets.
//
//go:generate go run -tags rulesgen ./gen
var Messages = &msg.Catalog{Name: "printables/messages.yaml", Table: compiledMessages}

// printed is the page engine's message id in l.
func printed(l msg.Lang, id string, args ...any) string { return Messages.Say(l, id, args...) }

// rulerMM is the length of the calibration page's rulers.
const rulerMM = 100

// The registration target sits at this point of the calibration page (mm
// from the top-left); its back scale is drawn behind it, mirrored.
func calibrationTarget(pw, ph float64) (float64, float64) { return pw / 2, ph * 0.62 }

func calibrationPages(o Options) []Page {
	pw, ph := o.Paper.W, o.Paper.H
	flipY := o.Backs == BacksDuplex && !o.FlipsX(pw, ph)
	pages := []Page{{W: pw, H: ph, Kind: CalibrationPg, FlipY: flipY}}
	if o.Backs == BacksDuplex {
		pages = append(pages, Page{W: pw, H: ph, Kind: CalibrationBck, Offset: o.BackOffset, FlipY: flipY})
	}
	return pages
}

// CalibrationScaleCentre is where the back scale's zero lies on the back page:
// behind the front's target after the sheet's turn (over a vertical edge, or
// a horizontal one with flipY), shifted by the offset.
func CalibrationScaleCentre(pw, ph float64, off [2]float64, flipY bool) (float64, float64) {
	tx, ty := calibrationTarget(pw, ph)
	if flipY {
		return tx + off[0], ph - ty + off[1]
	}
	return pw - tx + off[0], ty + off[1]
}

func drawCalibration(cv Canvas, p Page, l msg.Lang) {
	ink := Black
	thin := Stroked(ink, 0.15)
	small := Font{Regular, 7}
	if p.Kind == CalibrationPg {
		cv.Group("calibration:front")
		cv.Text(SafeMargin+10, 22, printed(l, "calibration.title"), Font{Bold, 16}, ink)
		cv.Text(SafeMargin+10, 29, printed(l, "calibration.print_at", rulerMM), small, ink)
		// Horizontal ruler.
		x0, y0 := (p.W-rulerMM)/2, 45.0
		cv.Group("calibration:ruler-x")
		cv.Line(x0, y0, x0+rulerMM, y0, Stroked(ink, 0.2))
		for mm := 0; mm <= rulerMM; mm++ {
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
		cv.Text(x0, y0-2, strconv.Itoa(rulerMM)+" mm", small, ink)
		// Vertical ruler.
		vx, vy := SafeMargin+15, 60.0
		cv.Group("calibration:ruler-y")
		cv.Line(vx, vy, vx, vy+rulerMM, Stroked(ink, 0.2))
		for mm := 0; mm <= rulerMM; mm++ {
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
		cv.Line(tx-targetArm, ty, tx+targetArm, ty, Stroked(ink, 0.15))
		cv.Line(tx, ty-targetArm, tx, ty+targetArm, Stroked(ink, 0.15))
		cv.Circle(tx, ty, 3, Stroked(ink, 0.15))
		cv.Text(tx+4, ty-16, printed(l, "calibration.target"), small, ink)
		cv.Group("calibration:help")
		edge := printed(l, "calibration.edge.long")
		if p.FlipY != (p.W > p.H) {
			edge = printed(l, "calibration.edge.short")
		}
		for i, line := range strings.Split(printed(l, "calibration.help", rulerMM, edge), "\n") {
			cv.Text(SafeMargin+10, p.H-45+float64(i)*4.2, line, small, ink)
		}
		return
	}
	cv.Group("calibration:back")
	cx, cy := CalibrationScaleCentre(p.W, p.H, p.Offset, p.FlipY)
	cv.Text(SafeMargin+10, 22, printed(l, "calibration.back_title"), Font{Bold, 16}, ink)
	cv.Text(SafeMargin+10, 29, printed(l, "calibration.back_note", MMString(p.Offset[0]), MMString(p.Offset[1])), small, ink)
	drawOffsetScales(cv, cx, cy, l)
}

// The offset scales on the back. Each reads ±ScaleReach mm in half
// millimetres, numbered every millimetre: the X scale lies across the front
// cross's vertical arm ScaleAway mm below its centre, the Y scale across its
// horizontal arm ScaleAway mm to the right. ScaleAway is more than ScaleReach
// and the labels, so the two scales never cross; the cross's arms reach past
// both scales whatever the offset read.
const (
	ScaleReach = 30.0
	ScaleAway  = 40.0
	targetArm  = ScaleAway + 10
)

// ScaleFont is the face of the scales' numbers: 5.5 pt, a 1.4 mm high digit,
// as large as a number every millimetre allows.
var ScaleFont = Font{Regular, 5.5}

// drawOffsetScales draws both scales with their zero at (cx, cy) + away.
//
// A number sits at the end of its own millimetre tick, on one of several
// rows so that neighbours never touch: on the X scale the millimetres take
// four rows in turn (two above the line, two below: numbers 4 mm apart in a
// row), the ticks of the outer rows passing between the numbers of the inner
// ones; on the Y scale even millimetres are numbered on the left, odd ones
// on the right (2 mm apart, a digit being 1.4 mm high). The numbers are
// distances; the minus and plus signs stand at the ends of each scale.
func drawOffsetScales(cv Canvas, cx, cy float64, l msg.Lang) {
	ink := Black
	hair := Stroked(ink, 0.1)
	f := ScaleFont
	capH := CapHeight(f)
	const half, whole = 0.8, 1.4 // tick lengths on each side of the line
	// Every fifth millimetre is a heavier line, not a longer one: a longer
	// tick would push its number off its row.
	tick := func(mm int) Style {
		if mm%5 == 0 {
			return Stroked(ink, 0.25)
		}
		return hair
	}
	const gap = 0.6            // between a tick's end and its number
	hx, hy := cx, cy+ScaleAway // X scale: zero at hx
	vx, vy := cx+ScaleAway, cy // Y scale: zero at vy
	n := int(2 * ScaleReach)

	cv.Group("calibration:scale-x")
	cv.Line(hx-ScaleReach, hy, hx+ScaleReach, hy, Stroked(ink, 0.15))
	inner := whole + gap + capH // where the inner row's numbers end
	for i := -n; i <= n; i++ {
		x := hx + float64(i)/2
		if i%2 != 0 {
			cv.Line(x, hy-half, x, hy+half, hair)
			continue
		}
		mm := i / 2
		// rows: 0 above near, 1 below near, 2 above far, 3 below far
		row := ((mm % 4) + 4) % 4
		up, down := whole, whole
		reach := whole
		if row >= 2 {
			reach = inner + gap + 0.2
		}
		if row%2 == 0 {
			up = reach
		} else {
			down = reach
		}
		cv.Line(x, hy-up, x, hy+down, tick(mm))
		lbl := strconv.Itoa(abs(mm))
		w := TextWidth(lbl, f)
		if row%2 == 0 {
			cv.Text(x-w/2, hy-up-gap, lbl, f, ink)
		} else {
			cv.Text(x-w/2, hy+down+gap+capH, lbl, f, ink)
		}
	}
	sign := Font{Bold, 8}
	far := inner + gap + 0.2 + gap + capH
	cv.Text(hx-ScaleReach-1.5-TextWidth("−", sign), hy+CapHeight(sign)/2, "−", sign, ink)
	cv.Text(hx+ScaleReach+1.5, hy+CapHeight(sign)/2, "+", sign, ink)
	cv.Text(hx-ScaleReach, hy-far-1.5, printed(l, "calibration.scale_x"), Font{Bold, 6}, ink)

	cv.Group("calibration:scale-y")
	cv.Line(vx, vy-ScaleReach, vx, vy+ScaleReach, Stroked(ink, 0.15))
	for i := -n; i <= n; i++ {
		y := vy + float64(i)/2
		if i%2 != 0 {
			cv.Line(vx-half, y, vx+half, y, hair)
			continue
		}
		mm := i / 2
		l := whole
		cv.Line(vx-l, y, vx+l, y, tick(mm))
		lbl := strconv.Itoa(abs(mm))
		if mm%2 == 0 {
			cv.Text(vx-l-gap-TextWidth(lbl, f), y+capH/2, lbl, f, ink)
		} else {
			cv.Text(vx+l+gap, y+capH/2, lbl, f, ink)
		}
	}
	cv.Text(vx-TextWidth("−", sign)/2, vy-ScaleReach-1.5, "−", sign, ink)
	cv.Text(vx-TextWidth("+", sign)/2, vy+ScaleReach+1.5+CapHeight(sign), "+", sign, ink)
	cv.Text(vx+4, vy-ScaleReach-1.5, printed(l, "calibration.scale_y"), Font{Bold, 6}, ink)

	cv.Group("calibration:back-zero")
	cv.Line(hx, hy-whole, hx, hy+whole, Stroked(ink, 0.4))
	cv.Line(vx-whole, vy, vx+whole, vy, Stroked(ink, 0.4))
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}
