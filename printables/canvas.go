// Package printables makes paper: pages at exact physical sizes, imposition of
// cards and tokens into grids, duplex and fold backs, crop marks, calibration,
// and text fitted into boxes. All lengths are millimetres; font sizes are
// points. Drawing goes through the Canvas interface so that a Recorder can
// check geometry and text in tests and a PDF canvas can write the real file.
package printables

import (
	"fmt"
	"strconv"
	"strings"

	"boardroom/phrase/msg"
)

// PtToMM converts typographic points to millimetres.
const PtToMM = 25.4 / 72

// Color is an RGB colour.
type Color struct{ R, G, B uint8 }

// ParseColor reads "#rrggbb".
func ParseColor(s string) (Color, error) {
	if len(s) != 7 || s[0] != '#' {
		return Color{}, fmt.Errorf("colour %q: want #rrggbb", s)
	}
	v, err := strconv.ParseUint(s[1:], 16, 32)
	if err != nil {
		return Color{}, fmt.Errorf("colour %q: want #rrggbb", s)
	}
	return Color{uint8(v >> 16), uint8(v >> 8), uint8(v)}, nil
}

// String is "#rrggbb".
func (c Color) String() string { return fmt.Sprintf("#%02x%02x%02x", c.R, c.G, c.B) }

// Mix blends c toward o by t (0 = c, 1 = o).
func (c Color) Mix(o Color, t float64) Color {
	m := func(a, b uint8) uint8 { return uint8(float64(a) + (float64(b)-float64(a))*t + 0.5) }
	return Color{m(c.R, o.R), m(c.G, o.G), m(c.B, o.B)}
}

// Common colours.
var (
	Black = Color{0, 0, 0}
	White = Color{255, 255, 255}
	Grey  = Color{128, 128, 128}
)

// Style says how a shape is painted. A nil Fill or Stroke is not painted.
type Style struct {
	Fill      *Color
	Stroke    *Color
	LineWidth float64   // mm; 0 means 0.2 mm
	Dash      []float64 // mm on/off; nil is solid
}

// Filled paints the inside only.
func Filled(c Color) Style { return Style{Fill: &c} }

// Stroked paints the outline only.
func Stroked(c Color, width float64) Style { return Style{Stroke: &c, LineWidth: width} }

// FilledStroked paints both.
func FilledStroked(fill, stroke Color, width float64) Style {
	return Style{Fill: &fill, Stroke: &stroke, LineWidth: width}
}

// FontFace names one of the embedded Go fonts.
type FontFace string

const (
	Regular    FontFace = "regular"
	Bold       FontFace = "bold"
	Italic     FontFace = "italic"
	BoldItalic FontFace = "bolditalic"
	Mono       FontFace = "mono"
)

// Font is a face at a size in points.
type Font struct {
	Face FontFace
	Size float64
}

// Align is horizontal text alignment.
type Align int

const (
	Left Align = iota
	Center
	Right
)

// Canvas is the drawing surface. Coordinates are mm from the top-left corner
// of the page; Text's y is the baseline.
type Canvas interface {
	AddPage(w, h float64)
	Rect(x, y, w, h float64, s Style)
	RoundedRect(x, y, w, h, r float64, s Style)
	Circle(cx, cy, r float64, s Style)
	Line(x1, y1, x2, y2 float64, s Style)
	Polygon(pts [][2]float64, s Style)
	Text(x, y float64, text string, f Font, c Color)
	// Group labels what follows (an item's front, a crop mark...) for tests.
	Group(label string)
}

// Rect is a rectangle in mm.
type Rect struct{ X, Y, W, H float64 }

// Inset shrinks a rectangle by d on every side.
func (r Rect) Inset(d float64) Rect { return Rect{r.X + d, r.Y + d, r.W - 2*d, r.H - 2*d} }

// Right is the x of the right edge.
func (r Rect) Right() float64 { return r.X + r.W }

// Bottom is the y of the bottom edge.
func (r Rect) Bottom() float64 { return r.Y + r.H }

// Contains reports whether o lies inside r (with a tolerance of 1e-6 mm).
func (r Rect) Contains(o Rect) bool {
	const eps = 1e-6
	return o.X >= r.X-eps && o.Y >= r.Y-eps && o.Right() <= r.Right()+eps && o.Bottom() <= r.Bottom()+eps
}

// Intersects reports whether the interiors of r and o overlap.
func (r Rect) Intersects(o Rect) bool {
	const eps = 1e-6
	return r.X < o.Right()-eps && o.X < r.Right()-eps && r.Y < o.Bottom()-eps && o.Y < r.Bottom()-eps
}

// String formats the rectangle for messages.
func (r Rect) String() string {
	return fmt.Sprintf("(%.2f,%.2f %.2fx%.2f)", r.X, r.Y, r.W, r.H)
}

// MMIn is a length in mm as the table of l writes it: at most two
// decimals, with a decimal comma in German ("63,5").
func MMIn(l msg.Lang, v float64) string {
	if l == msg.DE {
		return strings.Replace(MMString(v), ".", ",", 1)
	}
	return MMString(v)
}

// MMString is a length in mm with at most two decimals, as a program
// reads it ("63.5").
func MMString(v float64) string {
	s := strconv.FormatFloat(v, 'f', 2, 64)
	s = strings.TrimRight(strings.TrimRight(s, "0"), ".")
	return s
}
