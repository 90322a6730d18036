package printables

import (
	"image"
	"slices"
)

// eoSamples is how many lines across each row of pixels an even-odd fill
// is sampled on: its edges' antialiasing in steps of 1/16 down a pixel,
// and exact across it.
const eoSamples = 16

// evenOddScan rasterises outlines by the even-odd rule, a band at a time:
// on each sampling line the edges are crossed left to right, and a stretch
// after an odd number of crossings is inside, whichever way each outline
// turns and wherever outlines cross each other or themselves (the
// rasteriser of the non-zero fills keeps only how much is covered, so two
// layers of one self-crossing outline read as one). Each pixel gets the
// part of it the inside stretches cover. Its buffers are kept from band to
// band.
type evenOddScan struct {
	edges []eoEdge
	xs    []float64
	acc   []float64 // one row's coverage, as differences from the pixel before
	mask  *image.Alpha
}

// eoEdge is an edge of an outline, its top end first, in the band's pixels.
type eoEdge struct{ x0, y0, x1, y1 float64 }

// fill is the coverage of the outlines (points mapped by at into the band's
// pixels) on a band of w x h pixels; the mask is valid until the next fill.
func (e *evenOddScan) fill(outlines []path, at func(x, y float64) (float64, float64), w, h int) *image.Alpha {
	e.edges = e.edges[:0]
	for _, p := range outlines {
		for i := range p {
			ax, ay := at(p[i][0], p[i][1])
			bx, by := at(p[(i+1)%len(p)][0], p[(i+1)%len(p)][1])
			if ay == by {
				continue // crossed by no line
			}
			if ay > by {
				ax, ay, bx, by = bx, by, ax, ay
			}
			if by <= 0 || ay >= float64(h) {
				continue
			}
			e.edges = append(e.edges, eoEdge{ax, ay, bx, by})
		}
	}
	if e.mask == nil || len(e.mask.Pix) < w*h {
		e.mask = image.NewAlpha(image.Rect(0, 0, w, h))
	}
	m := &image.Alpha{Pix: e.mask.Pix[:w*h], Stride: w, Rect: image.Rect(0, 0, w, h)}
	e.acc = grow64(e.acc, w+2)
	const part = 1.0 / eoSamples
	for y := range h {
		acc := e.acc
		clear(acc)
		for s := range eoSamples {
			sy := float64(y) + (float64(s)+0.5)*part
			xs := e.xs[:0]
			for _, g := range e.edges {
				// Half open, top in and bottom out: a line through a
				// vertex crosses one of its two edges, not both.
				if g.y0 <= sy && sy < g.y1 {
					xs = append(xs, g.x0+(sy-g.y0)*(g.x1-g.x0)/(g.y1-g.y0))
				}
			}
			slices.Sort(xs)
			for i := 0; i+1 < len(xs); i += 2 {
				span(acc, max(xs[i], 0), min(xs[i+1], float64(w)), part)
			}
			e.xs = xs
		}
		row := m.Pix[y*w : y*w+w]
		c := 0.0
		for x := range row {
			c += acc[x]
			row[x] = uint8(min(max(c, 0), 1)*255 + 0.5)
		}
	}
	return m
}

// span adds weight times the part of each pixel that a..b covers to the
// row's differences: a pixel partly covered at each end, those between
// whole.
func span(acc []float64, a, b, weight float64) {
	if a >= b {
		return
	}
	ia, ib := int(a), int(b)
	if ia == ib {
		acc[ia] += (b - a) * weight
		acc[ia+1] -= (b - a) * weight
		return
	}
	first := (float64(ia+1) - a) * weight
	acc[ia] += first
	acc[ia+1] += weight - first // whole from the next pixel on
	last := (b - float64(ib)) * weight
	acc[ib] += last - weight // the last pixel only in part
	acc[ib+1] -= last
}

// grow64 is b with length n, its array kept when it is large enough.
func grow64(b []float64, n int) []float64 {
	if cap(b) < n {
		return make([]float64, n)
	}
	return b[:n]
}
