package userdeck

import (
	"bytes"
	"encoding/xml"
	"io"
	"math"
	"slices"
	"strconv"
	"strings"

	"boardroom/lazy"
	"boardroom/printables"
)

// An SVG picture is read into outlines and drawn as vectors through the
// drawing interface (the PDF's own paths, the raster's fills). No Go
// library that is kept up turns SVG into vector paths for a PDF (oksvg
// paints to pixels, tdewolff/canvas brings a whole graphics stack), so the
// common part of SVG is read here: path (M L H V C S Q T A Z, absolute and
// relative), rect (with rx, ry), circle, ellipse, line, polygon, polyline,
// g, the svg's viewBox, width and height, transform (matrix, translate,
// scale, rotate, skewX, skewY), fill, stroke, stroke-width, fill-rule,
// stroke-dasharray, opacity and fill-opacity (as the shape's opacity), in
// attributes or a style attribute. What it does not draw is named in a
// warning: text, gradients and patterns (url(#...) fills), images, use,
// clip paths, masks and filters, CSS in <style>.

// svgPic is an SVG picture read: its shapes in its own units, and the
// rectangle of those units the picture shows.
type svgPic struct {
	view   [4]float64 // x, y, w, h
	shapes []svgShape
	unsupp saidList // what it has that is not drawn, each once
}

type svgShape struct {
	sub     []printables.Subpath
	fill    *printables.Color
	stroke  *printables.Color
	width   float64   // in the picture's units
	dash    []float64 // on, off... in the picture's units (nil: solid)
	evenOdd bool
	alpha   float64 // 0: opaque
}

// svgState is what an element inherits from its group.
type svgState struct {
	m       printables.Matrix
	fill    *printables.Color
	stroke  *printables.Color
	width   float64
	dash    []float64
	evenOdd bool
	alpha   float64
}

// maxSVGShapes and maxSVGPoints bound what one picture may make.
const (
	maxSVGShapes = 20000
	maxSVGPoints = 500000
	svgCurveSegs = 16
)

// parseSVG reads an SVG picture.
func parseSVG(data []byte) (*svgPic, error) {
	dec := xml.NewDecoder(bytes.NewReader(data))
	dec.Strict = false
	dec.CharsetReader = func(_ string, r io.Reader) (io.Reader, error) { return r, nil }
	black := printables.Black
	stack := []svgState{{m: printables.Identity, fill: &black, width: 1}}
	pic := &svgPic{}
	seenRoot, skip := false, 0
	points := 0
	note := func(id string, args ...any) {
		what := said{id: id, args: args}
		if !slices.ContainsFunc(pic.unsupp, func(s said) bool { return s.String() == what.String() }) {
			pic.unsupp = append(pic.unsupp, what)
		}
	}
	for {
		tok, err := dec.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, sayErr("svg.readable_svg_file", err)
		}
		switch t := tok.(type) {
		case xml.StartElement:
			if skip > 0 {
				skip++
				continue
			}
			attrs := svgAttrs(t.Attr)
			st := stack[len(stack)-1]
			name := t.Name.Local
			if !seenRoot {
				if name != "svg" {
					return nil, sayErr("svg.svg_file_begins_svg", name)
				}
				seenRoot = true
				if err := pic.setView(attrs); err != nil {
					return nil, err
				}
			}
			if err := st.apply(attrs, note); err != nil {
				return nil, sayErr("svg.x", name, err)
			}
			stack = append(stack, st)
			var sub []printables.Subpath
			switch name {
			case "svg", "g":
				continue
			case "path":
				sub, err = svgPath(attrs["d"])
			case "rect":
				sub, err = svgRect(attrs)
			case "circle", "ellipse":
				sub, err = svgEllipse(name, attrs)
			case "line":
				sub, err = svgLine(attrs)
			case "polygon", "polyline":
				var pts [][2]float64
				pts, err = svgNumbersToPoints(attrs["points"])
				sub = []printables.Subpath{{Pts: pts, Closed: name == "polygon"}}
			case "title", "desc", "metadata":
				skip = 1
				stack = stack[:len(stack)-1]
				continue
			case "defs", "symbol", "clipPath", "mask", "pattern", "linearGradient", "radialGradient", "filter", "style", "marker":
				note("svg.tag", name)
				skip = 1
				stack = stack[:len(stack)-1]
				continue
			default:
				note("svg.tag", name)
				skip = 1
				stack = stack[:len(stack)-1]
				continue
			}
			if err != nil {
				return nil, sayErr("svg.x", name, err)
			}
			if st.fill == nil && st.stroke == nil {
				continue
			}
			for i := range sub {
				for j, p := range sub[i].Pts {
					sub[i].Pts[j][0], sub[i].Pts[j][1] = st.m.Apply(p[0], p[1])
				}
				points += len(sub[i].Pts)
			}
			if len(pic.shapes) >= maxSVGShapes || points > maxSVGPoints {
				return nil, sayErr("svg.more_than_shapes_points", maxSVGShapes, maxSVGPoints)
			}
			scale := math.Sqrt(math.Abs(st.m.A*st.m.D - st.m.B*st.m.C))
			var dash []float64
			for _, v := range st.dash {
				dash = append(dash, v*scale)
			}
			pic.shapes = append(pic.shapes, svgShape{sub: sub, fill: st.fill, stroke: st.stroke, width: st.width * scale, dash: dash, evenOdd: st.evenOdd, alpha: st.alpha})
		case xml.EndElement:
			if skip > 0 {
				skip--
				continue
			}
			if len(stack) > 1 {
				stack = stack[:len(stack)-1]
			}
		}
	}
	if !seenRoot {
		return nil, sayErr("svg.svg_file_svg_element")
	}
	if pic.view[2] <= 0 || pic.view[3] <= 0 {
		// No viewBox nor size: the shapes' own bounds.
		minX, minY, maxX, maxY := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
		for _, s := range pic.shapes {
			for _, sp := range s.sub {
				for _, p := range sp.Pts {
					minX, maxX = min(minX, p[0]), max(maxX, p[0])
					minY, maxY = min(minY, p[1]), max(maxY, p[1])
				}
			}
		}
		if !(maxX > minX && maxY > minY) {
			return nil, sayErr("svg.svg_has_viewbox_width")
		}
		pic.view = [4]float64{minX, minY, maxX - minX, maxY - minY}
	}
	return pic, nil
}

func svgAttrs(as []xml.Attr) map[string]string {
	m := map[string]string{}
	for _, a := range as {
		m[a.Name.Local] = a.Value
	}
	// A style attribute's declarations, over the attributes.
	for _, decl := range strings.Split(m["style"], ";") {
		k, v, ok := strings.Cut(decl, ":")
		if ok {
			m[strings.TrimSpace(k)] = strings.TrimSpace(v)
		}
	}
	return m
}

// setView reads the root's viewBox (or its width and height).
func (p *svgPic) setView(a map[string]string) error {
	if vb := a["viewBox"]; vb != "" {
		n, err := svgNumbers(vb)
		if err != nil || len(n) != 4 || !(n[2] > 0 && n[3] > 0) {
			return sayErr("svg.viewbox_four_numbers_x", vb)
		}
		p.view = [4]float64{n[0], n[1], n[2], n[3]}
		return nil
	}
	w, _ := svgLength(a["width"])
	h, _ := svgLength(a["height"])
	if w > 0 && h > 0 {
		p.view = [4]float64{0, 0, w, h}
	}
	return nil
}

// svgLength reads a length in user units ("24", "24px"; a unit other than
// px counts as user units too: only the ratio matters in a box).
func svgLength(s string) (float64, error) {
	s = strings.TrimSpace(s)
	s = strings.TrimRight(s, "abcdefghijklmnopqrstuvwxyz%")
	return strconv.ParseFloat(s, 64)
}

// apply changes the state by an element's attributes.
func (st *svgState) apply(a map[string]string, note func(id string, args ...any)) error {
	if t := a["transform"]; t != "" {
		m, err := svgTransform(t)
		if err != nil {
			return err
		}
		st.m = m.Then(st.m)
	}
	paint := func(key string, dst **printables.Color) error {
		v, ok := a[key]
		if !ok {
			return nil
		}
		v = strings.TrimSpace(v)
		switch {
		case v == "" || v == "inherit":
			return nil
		case strings.HasPrefix(v, "url("):
			note("svg.url_paint", key)
			*dst = nil
			return nil
		case v == "currentColor":
			b := printables.Black
			*dst = &b
			return nil
		case strings.HasPrefix(v, "rgb("):
			n, err := svgNumbers(strings.TrimSuffix(strings.TrimPrefix(v, "rgb("), ")"))
			if err != nil || len(n) != 3 {
				return sayErr("svg.rgb_r_g_b", key, v)
			}
			c := printables.Color{R: uint8(math.Max(0, math.Min(255, n[0]))), G: uint8(math.Max(0, math.Min(255, n[1]))), B: uint8(math.Max(0, math.Min(255, n[2])))}
			*dst = &c
			return nil
		}
		if c, ok := cssColors.Get()[strings.ToLower(v)]; ok {
			*dst = &c
			return nil
		}
		c, err := parseColor(v)
		if err != nil {
			note("svg.unknown_colour", key, v)
			b := printables.Black
			c = &b
		}
		*dst = c
		return nil
	}
	if err := paint("fill", &st.fill); err != nil {
		return err
	}
	if err := paint("stroke", &st.stroke); err != nil {
		return err
	}
	if v, ok := a["stroke-width"]; ok {
		w, err := svgLength(v)
		if err != nil || w < 0 || math.IsNaN(w) {
			return sayErr("svg.stroke_width_length", v)
		}
		st.width = w
	}
	if v, ok := a["stroke-dasharray"]; ok {
		v = strings.TrimSpace(v)
		if v == "none" || v == "" {
			st.dash = nil
		} else {
			n, err := svgNumbers(v)
			if err != nil || len(n) == 0 || slices.ContainsFunc(n, func(f float64) bool { return f < 0 }) {
				return sayErr("svg.stroke_dasharray_lengths_off", v)
			}
			if len(n)%2 == 1 {
				n = append(n, n...) // SVG repeats an odd list
			}
			if slices.ContainsFunc(n, func(f float64) bool { return f > 0 }) {
				st.dash = n
			}
		}
	}
	if v, ok := a["fill-rule"]; ok {
		st.evenOdd = strings.TrimSpace(v) == "evenodd"
	}
	for _, key := range []string{"opacity", "fill-opacity"} {
		if v, ok := a[key]; ok {
			o, err := strconv.ParseFloat(strings.TrimSpace(v), 64)
			if err != nil || math.IsNaN(o) {
				return sayErr("svg.number", key, v)
			}
			o = math.Max(0, math.Min(1, o))
			if o == 0 {
				o = 1e-6 // invisible, not opaque
			}
			if st.alpha == 0 {
				st.alpha = 1
			}
			st.alpha *= o
			if st.alpha >= 1 {
				st.alpha = 0
			}
		}
	}
	return nil
}

// svgNumbers reads numbers separated by spaces or commas ("1,2 3-4" too).
func svgNumbers(s string) ([]float64, error) {
	var out []float64
	r := svgScanner{s: s}
	for {
		r.skipSep()
		if r.i >= len(r.s) {
			return out, nil
		}
		v, ok := r.number()
		if !ok {
			return nil, sayErr("svg.list_numbers", s)
		}
		out = append(out, v)
	}
}

func svgNumbersToPoints(s string) ([][2]float64, error) {
	n, err := svgNumbers(s)
	if err != nil {
		return nil, err
	}
	if len(n) < 4 || len(n)%2 != 0 {
		return nil, sayErr("svg.points_pairs_numbers", s)
	}
	var pts [][2]float64
	for i := 0; i+1 < len(n); i += 2 {
		pts = append(pts, [2]float64{n[i], n[i+1]})
	}
	return pts, nil
}

func svgAttrNum(a map[string]string, key string) (float64, error) {
	v, ok := a[key]
	if !ok || strings.TrimSpace(v) == "" {
		return 0, nil
	}
	f, err := svgLength(v)
	if err != nil || math.IsNaN(f) || math.IsInf(f, 0) {
		return 0, sayErr("svg.number_2", key, v)
	}
	return f, nil
}

func svgRect(a map[string]string) ([]printables.Subpath, error) {
	var v [6]float64
	for i, k := range []string{"x", "y", "width", "height", "rx", "ry"} {
		f, err := svgAttrNum(a, k)
		if err != nil {
			return nil, err
		}
		v[i] = f
	}
	x, y, w, h, rx, ry := v[0], v[1], v[2], v[3], v[4], v[5]
	if w <= 0 || h <= 0 {
		return nil, nil
	}
	if _, ok := a["ry"]; !ok {
		ry = rx
	}
	if _, ok := a["rx"]; !ok {
		rx = ry
	}
	rx, ry = math.Min(rx, w/2), math.Min(ry, h/2)
	if rx <= 0 || ry <= 0 {
		return []printables.Subpath{{Pts: [][2]float64{{x, y}, {x + w, y}, {x + w, y + h}, {x, y + h}}, Closed: true}}, nil
	}
	var pts [][2]float64
	corner := func(cx, cy, a0 float64) {
		for i := 0; i <= 8; i++ {
			a := a0 + float64(i)*math.Pi/16
			pts = append(pts, [2]float64{cx + rx*math.Cos(a), cy + ry*math.Sin(a)})
		}
	}
	corner(x+w-rx, y+ry, -math.Pi/2)
	corner(x+w-rx, y+h-ry, 0)
	corner(x+rx, y+h-ry, math.Pi/2)
	corner(x+rx, y+ry, math.Pi)
	return []printables.Subpath{{Pts: pts, Closed: true}}, nil
}

func svgEllipse(name string, a map[string]string) ([]printables.Subpath, error) {
	var v [4]float64
	keys := []string{"cx", "cy", "rx", "ry"}
	if name == "circle" {
		keys = []string{"cx", "cy", "r", "r"}
	}
	for i, k := range keys {
		f, err := svgAttrNum(a, k)
		if err != nil {
			return nil, err
		}
		v[i] = f
	}
	if v[2] <= 0 || v[3] <= 0 {
		return nil, nil
	}
	var pts [][2]float64
	for i := 0; i < 64; i++ {
		t := float64(i) * 2 * math.Pi / 64
		pts = append(pts, [2]float64{v[0] + v[2]*math.Cos(t), v[1] + v[3]*math.Sin(t)})
	}
	return []printables.Subpath{{Pts: pts, Closed: true}}, nil
}

func svgLine(a map[string]string) ([]printables.Subpath, error) {
	var v [4]float64
	for i, k := range []string{"x1", "y1", "x2", "y2"} {
		f, err := svgAttrNum(a, k)
		if err != nil {
			return nil, err
		}
		v[i] = f
	}
	return []printables.Subpath{{Pts: [][2]float64{{v[0], v[1]}, {v[2], v[3]}}}}, nil
}

// svgTransform reads a transform list: matrix, translate, scale, rotate,
// skewX, skewY, applied right to left as SVG says.
func svgTransform(s string) (printables.Matrix, error) {
	m := printables.Identity
	rest := strings.TrimSpace(s)
	for rest != "" {
		open := strings.IndexByte(rest, '(')
		close := strings.IndexByte(rest, ')')
		if open < 0 || close < open {
			return m, sayErr("svg.transform_name_numbers", s)
		}
		name := strings.TrimSpace(strings.Trim(rest[:open], ", \t\n"))
		n, err := svgNumbers(rest[open+1 : close])
		if err != nil {
			return m, sayErr("svg.transform", s, err)
		}
		rest = strings.TrimSpace(strings.TrimLeft(rest[close+1:], ", \t\n"))
		var t printables.Matrix
		bad := false
		switch {
		case name == "matrix" && len(n) == 6:
			t = printables.Matrix{A: n[0], B: n[1], C: n[2], D: n[3], E: n[4], F: n[5]}
		case name == "translate" && (len(n) == 1 || len(n) == 2):
			t = printables.Matrix{A: 1, D: 1, E: n[0]}
			if len(n) == 2 {
				t.F = n[1]
			}
		case name == "scale" && (len(n) == 1 || len(n) == 2):
			t = printables.Matrix{A: n[0], D: n[0]}
			if len(n) == 2 {
				t.D = n[1]
			}
		case name == "rotate" && (len(n) == 1 || len(n) == 3):
			cx, cy := 0.0, 0.0
			if len(n) == 3 {
				cx, cy = n[1], n[2]
			}
			t = printables.Rotation(n[0], cx, cy)
		case name == "skewX" && len(n) == 1:
			t = printables.Matrix{A: 1, D: 1, C: math.Tan(n[0] * math.Pi / 180)}
		case name == "skewY" && len(n) == 1:
			t = printables.Matrix{A: 1, D: 1, B: math.Tan(n[0] * math.Pi / 180)}
		default:
			bad = true
		}
		if bad {
			return m, sayErr("svg.transform_numbers_transform", s, name, len(n))
		}
		// The list applies its last transform first: m = t applied after
		// the ones to its right, so build from the left as m * t.
		m = t.Then(m)
	}
	return m, nil
}

// svgScanner reads the numbers and commands of path data.
type svgScanner struct {
	s string
	i int
}

func (r *svgScanner) skipSep() {
	for r.i < len(r.s) && strings.IndexByte(" \t\r\n,", r.s[r.i]) >= 0 {
		r.i++
	}
}

// number reads a number ("-1.5e3", ".5", "1.2.3" as 1.2 then .3).
func (r *svgScanner) number() (float64, bool) {
	r.skipSep()
	start := r.i
	if r.i < len(r.s) && (r.s[r.i] == '+' || r.s[r.i] == '-') {
		r.i++
	}
	digits, dot := 0, false
	for r.i < len(r.s) {
		c := r.s[r.i]
		switch {
		case c >= '0' && c <= '9':
			digits++
		case c == '.' && !dot:
			dot = true
		default:
			goto exp
		}
		r.i++
	}
exp:
	if digits > 0 && r.i < len(r.s) && (r.s[r.i] == 'e' || r.s[r.i] == 'E') {
		j := r.i + 1
		if j < len(r.s) && (r.s[j] == '+' || r.s[j] == '-') {
			j++
		}
		if j < len(r.s) && r.s[j] >= '0' && r.s[j] <= '9' {
			r.i = j
			for r.i < len(r.s) && r.s[r.i] >= '0' && r.s[r.i] <= '9' {
				r.i++
			}
		}
	}
	if digits == 0 {
		r.i = start
		return 0, false
	}
	v, err := strconv.ParseFloat(r.s[start:r.i], 64)
	if err != nil || math.IsInf(v, 0) {
		return 0, false
	}
	return v, true
}

// flag reads an arc's flag: 0 or 1, which may stand without a separator.
func (r *svgScanner) flag() (bool, bool) {
	r.skipSep()
	if r.i < len(r.s) && (r.s[r.i] == '0' || r.s[r.i] == '1') {
		r.i++
		return r.s[r.i-1] == '1', true
	}
	return false, false
}

// svgPath reads path data into outlines, curves and arcs made points.
func svgPath(d string) ([]printables.Subpath, error) {
	r := svgScanner{s: d}
	var out []printables.Subpath
	var cur *printables.Subpath
	var x, y, sx, sy float64      // the current point, the subpath's start
	var cx, cy float64            // the last control point (S, T)
	var last byte                 // the last command
	add := func(px, py float64) { // a point of the current subpath
		if cur == nil {
			out = append(out, printables.Subpath{Pts: [][2]float64{{x, y}}})
			cur = &out[len(out)-1]
		}
		cur.Pts = append(cur.Pts, [2]float64{px, py})
	}
	nums := func(n int) ([]float64, error) {
		v := make([]float64, n)
		for i := range v {
			f, ok := r.number()
			if !ok {
				return nil, sayErr("svg.path_command_numbers", clip(d), string(rune(last)), n)
			}
			v[i] = f
		}
		return v, nil
	}
	cubic := func(x1, y1, x2, y2, x3, y3 float64) {
		x0, y0 := x, y
		for i := 1; i <= svgCurveSegs; i++ {
			t := float64(i) / svgCurveSegs
			u := 1 - t
			add(u*u*u*x0+3*u*u*t*x1+3*u*t*t*x2+t*t*t*x3, u*u*u*y0+3*u*u*t*y1+3*u*t*t*y2+t*t*t*y3)
		}
		x, y, cx, cy = x3, y3, x2, y2
	}
	quad := func(x1, y1, x2, y2 float64) {
		x0, y0 := x, y
		for i := 1; i <= svgCurveSegs; i++ {
			t := float64(i) / svgCurveSegs
			u := 1 - t
			add(u*u*x0+2*u*t*x1+t*t*x2, u*u*y0+2*u*t*y1+t*t*y2)
		}
		x, y, cx, cy = x2, y2, x1, y1
	}
	for {
		r.skipSep()
		if r.i >= len(r.s) {
			break
		}
		c := r.s[r.i]
		if strings.IndexByte("MmLlHhVvCcSsQqTtAaZz", c) >= 0 {
			r.i++
		} else if last == 0 {
			return nil, sayErr("svg.path_begins_command_m", clip(d), c)
		} else {
			// A repeated command: its numbers again (after M, an L).
			c = last
			if c == 'M' {
				c = 'L'
			} else if c == 'm' {
				c = 'l'
			} else if c == 'Z' || c == 'z' {
				return nil, sayErr("svg.path_numbers_after_z", clip(d))
			}
		}
		if last == 0 && c != 'M' && c != 'm' {
			return nil, sayErr("svg.path_begins_m", clip(d), string(rune(c)))
		}
		rel := c >= 'a'
		ox, oy := 0.0, 0.0
		if rel {
			ox, oy = x, y
		}
		prev := last
		last = c
		switch c | 0x20 {
		case 'm':
			v, err := nums(2)
			if err != nil {
				return nil, err
			}
			x, y = ox+v[0], oy+v[1]
			sx, sy = x, y
			out = append(out, printables.Subpath{Pts: [][2]float64{{x, y}}})
			cur = &out[len(out)-1]
			cx, cy = x, y
		case 'l':
			v, err := nums(2)
			if err != nil {
				return nil, err
			}
			x, y = ox+v[0], oy+v[1]
			add(x, y)
			cx, cy = x, y
		case 'h':
			v, err := nums(1)
			if err != nil {
				return nil, err
			}
			x = ox + v[0]
			add(x, y)
			cx, cy = x, y
		case 'v':
			v, err := nums(1)
			if err != nil {
				return nil, err
			}
			y = oy + v[0]
			add(x, y)
			cx, cy = x, y
		case 'c':
			v, err := nums(6)
			if err != nil {
				return nil, err
			}
			cubic(ox+v[0], oy+v[1], ox+v[2], oy+v[3], ox+v[4], oy+v[5])
		case 's':
			v, err := nums(4)
			if err != nil {
				return nil, err
			}
			x1, y1 := x, y
			if p := prev | 0x20; p == 'c' || p == 's' {
				x1, y1 = 2*x-cx, 2*y-cy
			}
			cubic(x1, y1, ox+v[0], oy+v[1], ox+v[2], oy+v[3])
		case 'q':
			v, err := nums(4)
			if err != nil {
				return nil, err
			}
			quad(ox+v[0], oy+v[1], ox+v[2], oy+v[3])
		case 't':
			v, err := nums(2)
			if err != nil {
				return nil, err
			}
			x1, y1 := x, y
			if p := prev | 0x20; p == 'q' || p == 't' {
				x1, y1 = 2*x-cx, 2*y-cy
			}
			quad(x1, y1, ox+v[0], oy+v[1])
		case 'a':
			v, err := nums(3)
			if err != nil {
				return nil, err
			}
			large, ok1 := r.flag()
			sweep, ok2 := r.flag()
			e, err := nums(2)
			if err != nil || !ok1 || !ok2 {
				return nil, sayErr("svg.path_arc_rx_ry", clip(d))
			}
			for _, p := range arcPoints(x, y, v[0], v[1], v[2], large, sweep, ox+e[0], oy+e[1]) {
				add(p[0], p[1])
			}
			x, y = ox+e[0], oy+e[1]
			cx, cy = x, y
		case 'z':
			if cur != nil {
				cur.Closed = true
			}
			x, y, cx, cy = sx, sy, sx, sy
			cur = nil
		}
	}
	// A subpath of one point draws nothing.
	return slices.DeleteFunc(out, func(s printables.Subpath) bool { return len(s.Pts) < 2 }), nil
}

// arcPoints are the points of an SVG elliptical arc from (x1, y1) to
// (x2, y2), the first left out (SVG 1.1, F.6.5 and F.6.6).
func arcPoints(x1, y1, rx, ry, phi float64, large, sweep bool, x2, y2 float64) [][2]float64 {
	rx, ry = math.Abs(rx), math.Abs(ry)
	if rx == 0 || ry == 0 || (x1 == x2 && y1 == y2) {
		return [][2]float64{{x2, y2}}
	}
	s, c := math.Sincos(phi * math.Pi / 180)
	dx, dy := (x1-x2)/2, (y1-y2)/2
	x1p, y1p := c*dx+s*dy, -s*dx+c*dy
	if l := x1p*x1p/(rx*rx) + y1p*y1p/(ry*ry); l > 1 {
		rx, ry = rx*math.Sqrt(l), ry*math.Sqrt(l)
	}
	num := rx*rx*ry*ry - rx*rx*y1p*y1p - ry*ry*x1p*x1p
	den := rx*rx*y1p*y1p + ry*ry*x1p*x1p
	k := math.Sqrt(math.Max(0, num/den))
	if large == sweep {
		k = -k
	}
	cxp, cyp := k*rx*y1p/ry, -k*ry*x1p/rx
	cx, cy := c*cxp-s*cyp+(x1+x2)/2, s*cxp+c*cyp+(y1+y2)/2
	angle := func(ux, uy, vx, vy float64) float64 {
		return math.Atan2(ux*vy-uy*vx, ux*vx+uy*vy)
	}
	t1 := angle(1, 0, (x1p-cxp)/rx, (y1p-cyp)/ry)
	dt := angle((x1p-cxp)/rx, (y1p-cyp)/ry, (-x1p-cxp)/rx, (-y1p-cyp)/ry)
	if !sweep && dt > 0 {
		dt -= 2 * math.Pi
	} else if sweep && dt < 0 {
		dt += 2 * math.Pi
	}
	n := max(2, int(math.Ceil(math.Abs(dt)/(math.Pi/16))))
	var pts [][2]float64
	for i := 1; i <= n; i++ {
		t := t1 + dt*float64(i)/float64(n)
		st, ct := math.Sincos(t)
		pts = append(pts, [2]float64{c*rx*ct - s*ry*st + cx, s*rx*ct + c*ry*st + cy})
	}
	pts[len(pts)-1] = [2]float64{x2, y2}
	return pts
}

// clip is a value cut for a message.
func clip(s string) string {
	if len(s) > 40 {
		return s[:37] + "..."
	}
	return s
}

// svgPicture reads an SVG picture of the deck once.
func (d *Deck) svgPicture(name string) (*svgPic, error) {
	if d.svgs == nil {
		d.svgs = map[string]*svgPic{}
	}
	return loadOnce(d, name, 4<<20, d.svgs, func(clean string, b []byte) (*svgPic, error) {
		pic, err := parseSVG(b)
		if err != nil {
			return nil, sayErr("svg.x_2", d.file(clean), err)
		}
		return pic, nil
	})
}

// drawSVG places an SVG picture in its box: contain (the default) or
// stretch; what the picture or the box asks that is not drawn is a warning.
func (d *Deck) drawSVG(ops []op, b *Box, row *Row, where said, src string) []op {
	pic, err := d.svgPicture(src)
	if err != nil {
		p := b.Src.Pos
		if len(b.Src.fields) > 0 {
			p = row.cell(b.Src.fields[0].Name, p)
		}
		d.add(p.problem("svg.box", where, b.Name, err))
		return ops
	}
	if len(pic.unsupp) > 0 && b.silhouette == nil {
		d.add(b.Src.Pos.warning("svg.has_what_boardroom_does", b.Name, d.file(src), pic.unsupp))
	}
	if b.silhouette == nil && (b.Bleed || b.Fit == "cover" || (b.Clip != "" && b.Clip != "box")) {
		d.add(b.Src.Pos.warning("svg.svg_picture_drawn_whole", b.Name))
	}
	x, y, w, h := b.X, b.Y, b.W, b.H
	if b.Fit != "stretch" {
		s := math.Min(w/pic.view[2], h/pic.view[3])
		nw, nh := pic.view[2]*s, pic.view[3]*s
		x, y, w, h = x+(w-nw)/2, y+(h-nh)/2, nw, nh
	}
	return append(ops, op{kind: opSVG, x: x, y: y, w: w, h: h, more: &opMore{svg: pic, tint: b.silhouette}})
}

// paintSVG draws the picture's view onto (x, y, w, h) mm of the page; with
// a tint, every shape in that colour (the picture's shadow).
func paintSVG(d *printables.Drawer, pic *svgPic, x, y, w, h float64, tint *printables.Color) {
	sx, sy := w/pic.view[2], h/pic.view[3]
	scale := math.Sqrt(sx * sy)
	for _, s := range pic.shapes {
		sub := make([]printables.Subpath, len(s.sub))
		for i, sp := range s.sub {
			pts := make([][2]float64, len(sp.Pts))
			for j, p := range sp.Pts {
				pts[j] = [2]float64{x + (p[0]-pic.view[0])*sx, y + (p[1]-pic.view[1])*sy}
			}
			sub[i] = printables.Subpath{Pts: pts, Closed: sp.Closed}
		}
		st := printables.Style{Fill: s.fill, Stroke: s.stroke, LineWidth: math.Max(s.width*scale, 0.05)}
		for _, v := range s.dash {
			st.Dash = append(st.Dash, math.Max(v*scale, 0.05))
		}
		if tint != nil {
			if st.Fill != nil {
				st.Fill = tint
			}
			if st.Stroke != nil {
				st.Stroke = tint
			}
		}
		if d.InkSaver && st.Fill != nil {
			if st.Stroke == nil {
				st.Stroke, st.LineWidth = st.Fill, 0.3
			}
			st.Fill = nil
		}
		layered := s.alpha > 0 && s.alpha < 1 && printables.PushLayer(d.Canvas, printables.Layer{Alpha: s.alpha})
		printables.DrawPaths(d, sub, st, s.evenOdd)
		if layered {
			printables.PopLayer(d.Canvas)
		}
	}
}

// cssColors are the colour names SVG files use most, as CSS defines them
// (SVG's blue is #0000ff, not the layouts' softer blue).
var cssColors = &lazy.Value[map[string]printables.Color]{New: func() map[string]printables.Color {
	return map[string]printables.Color{
		"black": {}, "white": {R: 255, G: 255, B: 255}, "red": {R: 255}, "green": {G: 128}, "blue": {B: 255},
		"yellow": {R: 255, G: 255}, "orange": {R: 255, G: 165}, "purple": {R: 128, B: 128}, "brown": {R: 165, G: 42, B: 42},
		"grey": {R: 128, G: 128, B: 128}, "gray": {R: 128, G: 128, B: 128}, "silver": {R: 192, G: 192, B: 192},
		"navy": {B: 128}, "maroon": {R: 128}, "olive": {R: 128, G: 128}, "teal": {G: 128, B: 128}, "lime": {G: 255},
		"aqua": {G: 255, B: 255}, "cyan": {G: 255, B: 255}, "fuchsia": {R: 255, B: 255}, "magenta": {R: 255, B: 255},
		"pink": {R: 255, G: 192, B: 203}, "gold": {R: 255, G: 215}, "darkgreen": {G: 100}, "darkred": {R: 139},
		"darkblue": {B: 139}, "lightgrey": {R: 211, G: 211, B: 211}, "lightgray": {R: 211, G: 211, B: 211},
		"darkgrey": {R: 169, G: 169, B: 169}, "darkgray": {R: 169, G: 169, B: 169},
	}
}}
