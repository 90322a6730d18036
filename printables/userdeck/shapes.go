package userdeck

import (
	"cmp"
	"math"
	"strconv"
	"strings"
	"unicode"

	"boardroom/printables"
)

// starPath is a star of n tips in the box, its inner corners at inner
// times the outer radius, the first tip straight up.
func starPath(x, y, w, h float64, n int, inner float64) [][2]float64 {
	cx, cy := x+w/2, y+h/2
	pts := make([][2]float64, 0, 2*n)
	for i := 0; i < 2*n; i++ {
		a := -math.Pi/2 + float64(i)*math.Pi/float64(n)
		r := 1.0
		if i%2 == 1 {
			r = inner
		}
		pts = append(pts, [2]float64{cx + w/2*r*math.Cos(a), cy + h/2*r*math.Sin(a)})
	}
	return pts
}

// parsePoints reads "x y; x y; ..." (mm), numbers separated by spaces or commas.
func parsePoints(s string) ([][2]float64, error) {
	var out [][2]float64
	for _, part := range strings.FieldsFunc(s, func(r rune) bool { return r == ';' || r == '\n' }) {
		f := strings.FieldsFunc(part, func(r rune) bool { return r == ' ' || r == ',' || r == '\t' })
		if len(f) == 0 {
			continue
		}
		if len(f) != 2 {
			return nil, sayErr("shapes.point_x_y_mm", strings.TrimSpace(part))
		}
		var p [2]float64
		for i, v := range f {
			n, err := strconv.ParseFloat(v, 64)
			if err != nil || math.IsNaN(n) || math.Abs(n) > 1000 {
				return nil, sayErr("shapes.point_number", strings.TrimSpace(part), v)
			}
			p[i] = n
		}
		out = append(out, p)
		if len(out) > 1000 {
			return nil, sayErr("shapes.more_than_points")
		}
	}
	if len(out) < 3 {
		return nil, sayErr("shapes.least_points_x_y")
	}
	return out, nil
}

// parsePath reads an outline in the words of SVG's path data: M, L, H, V,
// C, Q and Z, in capitals (mm from the card's corner) or small letters
// (from the point before); curves are drawn as short lines. One outline,
// closed.
func parsePath(s string) ([][2]float64, error) {
	var toks []string
	cur := strings.Builder{}
	flush := func() {
		if cur.Len() > 0 {
			toks = append(toks, cur.String())
			cur.Reset()
		}
	}
	for _, r := range s {
		switch {
		case strings.ContainsRune("MmLlHhVvCcQqZz", r):
			flush()
			toks = append(toks, string(r))
		case r == '-' && cur.Len() > 0 && !strings.HasSuffix(cur.String(), "e"):
			flush()
			cur.WriteRune(r)
		case unicode.IsDigit(r) || r == '.' || r == '-' || r == 'e' || r == '+':
			cur.WriteRune(r)
		case r == ',' || unicode.IsSpace(r):
			flush()
		default:
			return nil, sayErr("shapes.path_command_m_l", string(r))
		}
	}
	flush()
	var pts [][2]float64
	var x, y float64
	cmd := ""
	i := 0
	num := func() (float64, error) {
		if i >= len(toks) {
			return 0, sayErr("shapes.more_numbers", cmd)
		}
		v, err := strconv.ParseFloat(toks[i], 64)
		if err != nil || math.IsNaN(v) || math.Abs(v) > 1000 {
			return 0, sayErr("shapes.number", toks[i])
		}
		i++
		return v, nil
	}
	isNum := func() bool {
		return i < len(toks) && !strings.ContainsAny(toks[i], "MmLlHhVvCcQqZz")
	}
	for i < len(toks) {
		if !isNum() {
			cmd = toks[i]
			i++
		} else if cmd == "" {
			return nil, sayErr("shapes.path_starts_m")
		}
		rel := cmd == strings.ToLower(cmd)
		var args []float64
		need := map[string]int{"m": 2, "l": 2, "h": 1, "v": 1, "c": 6, "q": 4, "z": 0}[strings.ToLower(cmd)]
		for range need {
			v, err := num()
			if err != nil {
				return nil, err
			}
			args = append(args, v)
		}
		ox, oy := 0.0, 0.0
		if rel {
			ox, oy = x, y
		}
		switch strings.ToLower(cmd) {
		case "m", "l":
			x, y = ox+args[0], oy+args[1]
			pts = append(pts, [2]float64{x, y})
		case "h":
			x = ox + args[0]
			pts = append(pts, [2]float64{x, y})
		case "v":
			y = oy + args[0]
			pts = append(pts, [2]float64{x, y})
		case "c", "q":
			ctrl := [][2]float64{{x, y}}
			for k := 0; k+1 < len(args); k += 2 {
				ctrl = append(ctrl, [2]float64{ox + args[k], oy + args[k+1]})
			}
			for s := 1; s <= 16; s++ {
				pts = append(pts, bezier(ctrl, float64(s)/16))
			}
			x, y = ctrl[len(ctrl)-1][0], ctrl[len(ctrl)-1][1]
		case "z":
			if i < len(toks) {
				return nil, sayErr("shapes.path_one_outline_nothing")
			}
		}
		if len(pts) > 4000 {
			return nil, sayErr("shapes.more_than_points_2")
		}
	}
	if len(pts) < 3 {
		return nil, sayErr("shapes.outline_needs_least_points")
	}
	return pts, nil
}

// bezier is the point at t of the Bézier curve with these control points.
func bezier(p [][2]float64, t float64) [2]float64 {
	for len(p) > 1 {
		q := make([][2]float64, len(p)-1)
		for i := range q {
			q[i] = [2]float64{p[i][0] + (p[i+1][0]-p[i][0])*t, p[i][1] + (p[i+1][1]-p[i][1])*t}
		}
		p = q
	}
	return p[0]
}

// parseDash reads a dash pattern: dashed, dotted, or lengths on and off in mm.
func parseDash(s string, lw float64) ([]float64, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "", "solid", "none":
		return nil, nil
	case "dashed":
		return []float64{3 * max(lw, 0.3), 2 * max(lw, 0.3)}, nil
	case "dotted":
		return []float64{max(lw, 0.2), 2 * max(lw, 0.2)}, nil
	}
	var out []float64
	for _, f := range strings.FieldsFunc(s, func(r rune) bool { return r == ' ' || r == ',' }) {
		v, err := strconv.ParseFloat(f, 64)
		if err != nil || !(v > 0 && v <= 100) {
			return nil, sayErr("shapes.dashed_dotted_lengths_off", s)
		}
		out = append(out, v)
	}
	if len(out) < 2 || len(out) > 8 {
		return nil, sayErr("shapes.dashed_dotted_lengths_off_2", s)
	}
	return out, nil
}

// gradient is a linear gradient across a box: from one colour to another
// at an angle (0: left to right, 90: top to bottom).
type gradient struct {
	c1, c2 printables.Color
	angle  float64
}

func parseGradient(s string) (*gradient, error) {
	f := strings.Fields(s)
	if len(f) != 2 && len(f) != 3 {
		return nil, sayErr("shapes.two_colours_angle_ffffff")
	}
	var g gradient
	for i, c := range f[:2] {
		col, err := parseColor(c)
		if err != nil || col == nil {
			return nil, sayErr("shapes.colour_rrggbb_rgb_name", c)
		}
		if i == 0 {
			g.c1 = *col
		} else {
			g.c2 = *col
		}
	}
	if len(f) == 3 {
		a, err := strconv.ParseFloat(f[2], 64)
		if err != nil || math.IsNaN(a) || math.Abs(a) > 360 {
			return nil, sayErr("shapes.angle_degrees", f[2])
		}
		g.angle = a
	}
	return &g, nil
}

// vector is the gradient's start and end across the box (x, y, w, h):
// through its centre, long enough that the colours meet its corners.
func (g *gradient) vector(x, y, w, h float64) (x1, y1, x2, y2 float64) {
	s, c := math.Sincos(g.angle * math.Pi / 180)
	half := math.Abs(w/2*c) + math.Abs(h/2*s)
	cx, cy := x+w/2, y+h/2
	return cx - c*half, cy - s*half, cx + c*half, cy + s*half
}

// outline is an outline drawn round text: its colour and width in mm.
type outline struct {
	color printables.Color
	width float64
}

func parseOutline(s string) (*outline, error) {
	f := strings.Fields(s)
	if len(f) == 0 || len(f) > 2 {
		return nil, sayErr("shapes.colour_width_mm")
	}
	col, err := parseColor(f[0])
	if err != nil || col == nil {
		return nil, sayErr("shapes.colour_rrggbb_rgb_name", f[0])
	}
	o := &outline{color: *col, width: 0.25}
	if len(f) == 2 {
		w, err := strconv.ParseFloat(strings.TrimSuffix(f[1], "mm"), 64)
		if err != nil || !(w > 0 && w <= 5) {
			return nil, sayErr("shapes.width_mm", f[1])
		}
		o.width = w
	}
	return o, nil
}

// shadow is a box's drop shadow: a copy of the box in one colour, offset,
// translucent, drawn under it.
type shadow struct {
	dx, dy float64
	color  string // #rrggbb
	alpha  float64
}

// parseShadow reads "dx dy [colour] [opacity]": "1 1.5", "1 1.5 #1c2d5a 0.4"
// (default black at 0.35).
func parseShadow(s string) (*shadow, error) {
	f := strings.Fields(s)
	if len(f) < 2 || len(f) > 4 {
		return nil, sayErr("shapes.offset_across_down_mm")
	}
	sh := &shadow{color: "#000000", alpha: 0.35}
	for i, p := range f[:2] {
		v, err := strconv.ParseFloat(strings.TrimSuffix(p, "mm"), 64)
		if err != nil || math.IsNaN(v) || math.Abs(v) > 20 {
			return nil, sayErr("shapes.offset_mm", p)
		}
		if i == 0 {
			sh.dx = v
		} else {
			sh.dy = v
		}
	}
	for _, p := range f[2:] {
		if v, err := strconv.ParseFloat(p, 64); err == nil {
			if !(v > 0 && v <= 1) {
				return nil, sayErr("shapes.opacity_more_than_up", p)
			}
			sh.alpha = v
			continue
		}
		col, err := parseColor(p)
		if err != nil || col == nil {
			return nil, sayErr("shapes.colour_rrggbb_rgb_name", p)
		}
		sh.color = col.String()
	}
	return sh, nil
}

// shadowBox is the box its shadow draws: the same shape, offset, in the
// shadow's colour at its opacity (times the box's own), without gradient,
// outline or picture (a picture's shadow is its box's shape).
func (b *Box) shadowBox() *Box {
	sb := *b
	sh := b.Shadow
	sb.Shadow, sb.Mirror, sb.Repeat = nil, false, nil
	sb.X, sb.Y, sb.X2, sb.Y2 = b.X+sh.dx, b.Y+sh.dy, b.X2+sh.dx, b.Y2+sh.dy
	if b.Outline != nil {
		sb.Outline = make([][2]float64, len(b.Outline))
		for i, p := range b.Outline {
			sb.Outline[i] = [2]float64{p[0] + sh.dx, p[1] + sh.dy}
		}
	}
	ink := &tstr{lit: sh.color}
	sb.Color, sb.TextOutline = ink, nil
	if b.Fill != nil || b.Gradient != nil {
		sb.Fill = ink
	}
	if b.Stroke != nil {
		sb.Stroke = ink
	}
	sb.Gradient = nil
	if b.Kind == "image" {
		// A picture's shadow is its drawn outline: the picture's place
		// (contain), its clip, or an SVG picture's own shapes.
		c, _ := parseColor(sh.color)
		sb.silhouette = c
	}
	sb.Opacity = sh.alpha * cmp.Or(b.Opacity, 1)
	return &sb
}
