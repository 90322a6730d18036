package userdeck

import (
	"boardroom/phrase/msg"
	"maps"
	"math"
	"slices"
	"strconv"
	"strings"

	"text/template"

	"go.yaml.in/yaml/v3"

	"boardroom/lazy"
	"boardroom/printables"
)

// Box is a box resolved for a card: its extends merged, its conditional
// styles applied, its numbers checked. Values that come from columns are
// still templates, filled per card.
type Box struct {
	Name, Side  string
	Kind        string // text, image, rect, line, ellipse
	Pos         pos
	X, Y, W, H  float64
	X2, Y2      float64
	Text, Src   *tstr
	Repeat      *tstr // positions of the box's centre, "x y [angle]; ..."
	Color       *tstr
	Fill        *tstr
	Stroke      *tstr
	Font        string
	Style       string
	Size        float64
	MinSize     float64
	Leading     float64
	Align       printables.Align
	VAlign      float64
	StrokeWidth float64
	Radius      float64
	Fit         string
	Bleed       bool
	Rotate      float64      // degrees clockwise about the box's centre
	Mirror      bool         // drawn again turned 180° about the card's centre
	Focus       [2]float64   // the point of a covering picture kept in view (0-1 of its width, height)
	Clip        string       // a picture's outline: "", "box", "rounded", "ellipse"
	Justify     bool         // align: justify
	Ellipsis    bool         // overflow: ellipsis
	Hyphenate   string       // the language of the patterns that hyphenate its words ("": none)
	Outline     [][2]float64 // a polygon's or path's outline (mm of the card)
	Tips        int          // a star's
	Inner       float64      // a star's inner radius, a share of its outer one
	Dash        []float64
	Opacity     float64 // 0: opaque
	Gradient    *gradient
	TextOutline *outline
	Shadow      *shadow           // drawn under the box
	silhouette  *printables.Color // a picture's shadow: its outline in this colour
	Hidden      bool              // opacity: 0: nothing is drawn
}

var kinds = []string{"text", "image", "rect", "line", "ellipse", "polygon", "star", "triangle", "path"}

type mergeResult struct {
	props map[string]*yaml.Node
	probs Problems
}

// merged is the box's properties with its extends applied, base first:
// worked out once per box (a chain of extends is walked once, not once per
// box that ends in it), at most maxExtend boxes deep.
func (d *Deck) merged(b *rawBox) (map[string]*yaml.Node, Problems) {
	if r, ok := d.merges[b]; ok {
		return maps.Clone(r.props), r.probs
	}
	props, probs := d.mergeChain(b)
	d.merges[b] = mergeResult{props, probs}
	return maps.Clone(props), probs
}

func (d *Deck) mergeChain(b *rawBox) (map[string]*yaml.Node, Problems) {
	chain := []*rawBox{b}
	names := []string{b.Name}
	// Too long a chain is the box's own problem, said at its line: the
	// link where the count ran out is only where the cap was reached.
	tooLong := func(n int) Problems {
		start := b.Name
		if b.Extend != nil {
			start += " -> " + b.Extend.Value
		}
		length := said{id: "box.more_than_boxes", args: []any{maxExtend}}
		if n > 0 {
			length = said{id: "box.boxes", args: []any{n}}
		}
		return Problems{b.Pos.problem("box.extend_chain_long_chain", b.Name, length, start+" -> ...", maxExtend)}
	}
	if n := d.chainLen(b); n > maxExtend {
		return nil, tooLong(n)
	}
	for cur := b; cur.Extend != nil; {
		name := cur.Extend.Value
		if slices.Contains(names, name) {
			return nil, Problems{nodePos(cur.Pos.File, cur.Extend).problem("box.extend_goes_round_circle", b.Name, strings.Join(append(names, name), " -> "))}
		}
		base := d.findBox(cur, name)
		if base == nil {
			return nil, Problems{nodePos(cur.Pos.File, cur.Extend).problem("box.extend_names", cur.Name, name, didYouMean(name, d.boxNames()))}
		}
		if len(chain) >= maxExtend { // the chain goes round or breaks further on
			return nil, tooLong(0)
		}
		if r, ok := d.merges[base]; ok { // the rest of the chain is known
			if r.probs != nil {
				return nil, r.probs
			}
			props := maps.Clone(r.props)
			for i := len(chain) - 1; i >= 0; i-- {
				maps.Copy(props, chain[i].Props)
			}
			return props, nil
		}
		chain, names, cur = append(chain, base), append(names, name), base
	}
	props := map[string]*yaml.Node{}
	for i := len(chain) - 1; i >= 0; i-- {
		maps.Copy(props, chain[i].Props)
	}
	return props, nil
}

// chainLen is how many boxes b's extend chain holds, b included; -1 when
// the chain goes round in a circle or names no box (the merge says which).
// Each box's length is worked out once: a long chain shared by many boxes
// is walked once in all.
func (d *Deck) chainLen(b *rawBox) int {
	if n, ok := d.chains[b]; ok {
		return n
	}
	var path []*rawBox
	seen := map[*rawBox]bool{}
	n := 0
	for cur := b; ; {
		if v, ok := d.chains[cur]; ok {
			n = v
			break
		}
		if seen[cur] {
			n = -1
			break
		}
		seen[cur] = true
		path = append(path, cur)
		if cur.Extend == nil {
			break
		}
		if cur = d.findBox(cur, cur.Extend.Value); cur == nil {
			n = -1
			break
		}
	}
	for i := len(path) - 1; i >= 0; i-- {
		if n >= 0 {
			n++
		}
		d.chains[path[i]] = n
	}
	return d.chains[b]
}

// findBox finds the box a box extends: in its own side, the styles, then the front.
func (d *Deck) findBox(from *rawBox, name string) *rawBox {
	l := d.Layout
	if d.index == nil {
		d.index = map[string]map[string]*rawBox{}
		add := func(side string, boxes []*rawBox) {
			m := map[string]*rawBox{}
			for _, b := range boxes {
				if _, dup := m[b.Name]; !dup {
					m[b.Name] = b
				}
			}
			d.index[side] = m
		}
		add("front", l.Front)
		add("back", l.Back)
		for n, bs := range l.Backs {
			add("back "+n, bs)
		}
		for _, sub := range l.Layouts {
			add(sub.ID+":front", sub.Front)
			add(sub.ID+":back", sub.Back)
			for n, bs := range sub.Backs {
				add(sub.ID+":back "+n, bs)
			}
		}
	}
	if b := d.index[from.Side][name]; b != nil && b != from {
		return b
	}
	if b, ok := l.Styles[name]; ok && b != from {
		return b
	}
	if id, _, ok := strings.Cut(from.Side, ":"); ok {
		// A box of another layout: its layout's front before the deck's.
		if b := d.index[id+":front"][name]; b != nil && b != from {
			return b
		}
	}
	if b := d.index["front"][name]; b != nil && b != from {
		return b
	}
	return nil
}

func (d *Deck) boxNames() []string {
	var out []string
	for _, b := range d.Layout.Front {
		out = append(out, b.Name)
	}
	for n := range d.Layout.Styles {
		out = append(out, n)
	}
	slices.Sort(out)
	return out
}

type boxKey struct {
	b    *rawBox
	mask uint64
}

// resolve is the box for a row (cached per box and set of matching conditions).
func (d *Deck) resolve(b *rawBox, row map[string]string) (*Box, Problems) {
	whens := d.whens(b, 0)
	var mask uint64
	for i, w := range whens {
		if i < 64 && d.matches(w, row) {
			mask |= 1 << i
		}
	}
	k := boxKey{b, mask}
	if r, ok := d.boxes[k]; ok {
		return r.box, nil // its problems were reported the first time
	}
	props, probs := d.merged(b)
	var box *Box
	if probs == nil {
		var hidden Problems
		setByWhen := slices.ContainsFunc(whens, func(w when) bool { return w.Set["opacity"] != nil })
		if n := props["opacity"]; n != nil && !setByWhen {
			// opacity: 0 written for every card: the box is never seen (a
			// when: that sets it, to 0 on some cards or to 1 to show it on
			// some, is right).
			if f, err := strconv.ParseFloat(strings.TrimSpace(n.Value), 64); err == nil && f == 0 {
				hidden = Problems{nodePos(b.Pos.File, n).warning("box.opacity_hides_every_card", b.Name)}
			}
		}
		for i, w := range whens {
			if mask&(1<<i) != 0 {
				for p, v := range w.Set {
					props[p] = v
				}
			}
		}
		box, probs = d.typed(b, props)
		probs = append(probs, hidden...)
	}
	d.boxes[k] = resolved{box}
	return box, probs
}

type resolved struct{ box *Box }

// whens are the conditional styles of a box and of the boxes it extends,
// the base's first (a box's own conditions win).
func (d *Deck) whens(b *rawBox, depth int) []when {
	if b.Extend == nil || depth >= maxExtend {
		return b.When
	}
	base := d.findBox(b, b.Extend.Value)
	if base == nil {
		return b.When
	}
	return append(append([]when{}, d.whens(base, depth+1)...), b.When...)
}

func (d *Deck) typed(b *rawBox, props map[string]*yaml.Node) (*Box, Problems) {
	var probs Problems
	box := &Box{Name: b.Name, Side: b.Side, Pos: b.Pos, Leading: 1.18, Fit: "contain", Size: 9, StrokeWidth: 0.3, Focus: [2]float64{0.5, 0.5}}
	at := func(n *yaml.Node) pos { return nodePos(b.Pos.File, n) }
	num := func(key string, dst *float64, lo, hi float64) bool {
		n, ok := props[key]
		if !ok {
			return false
		}
		f, err := strconv.ParseFloat(strings.TrimSuffix(strings.TrimSpace(n.Value), "mm"), 64)
		if err != nil || math.IsNaN(f) || f < lo || f > hi {
			probs = append(probs, at(n).problem("box.number_got", b.Name, key, fmtMM(lo), fmtMM(hi), n.Value))
			return false
		}
		*dst = f
		return true
	}
	tmpl := func(key string) *tstr {
		n, ok := props[key]
		if !ok {
			return nil
		}
		t, ps := d.template(n)
		for _, p := range ps {
			if !p.Warning && p.said.id != "expand.column_data_columns" {
				p.said = said{id: "deck.box_2", args: []any{b.Name, key, p.said}}
				p.Msg = p.said.SayIn(msg.EN)
			}
			probs = append(probs, p)
		}
		return t
	}
	word := func(key string, choices []string) string {
		n, ok := props[key]
		if !ok {
			return ""
		}
		v := strings.ToLower(strings.TrimSpace(n.Value))
		if !slices.Contains(choices, v) {
			probs = append(probs, at(n).problem("box.choose", b.Name, key, n.Value, didYouMean(v, choices), strings.Join(choices, ", ")))
			return ""
		}
		return v
	}
	box.Kind = word("type", kinds)
	if box.Kind == "" {
		switch {
		case props["text"] != nil:
			box.Kind = "text"
		case props["src"] != nil:
			box.Kind = "image"
		default:
			box.Kind = "rect"
		}
	}
	cw, ch := d.card().Size.W, d.card().Size.H
	num("x", &box.X, -50, 350)
	num("y", &box.Y, -50, 350)
	if !num("w", &box.W, 0, 350) {
		box.W = cw - box.X
	}
	if !num("h", &box.H, 0, 350) {
		box.H = ch - box.Y
	}
	box.X2, box.Y2 = box.X+box.W, box.Y+box.H
	num("x2", &box.X2, -50, 350)
	num("y2", &box.Y2, -50, 350)
	num("size", &box.Size, 1, 200)
	box.MinSize = box.Size
	num("min_size", &box.MinSize, 1, 200)
	box.MinSize = min(box.MinSize, box.Size)
	num("leading", &box.Leading, 0.5, 4)
	num("stroke_width", &box.StrokeWidth, 0, 20)
	num("radius", &box.Radius, 0, 100)
	box.Text, box.Src, box.Repeat = tmpl("text"), tmpl("src"), tmpl("repeat")
	box.Color, box.Fill, box.Stroke = tmpl("color"), tmpl("fill"), tmpl("stroke")
	switch word("align", []string{"left", "center", "centre", "right", "justify"}) {
	case "center", "centre":
		box.Align = printables.Center
	case "right":
		box.Align = printables.Right
	case "justify":
		box.Justify = true
	}
	box.Ellipsis = word("overflow", []string{"run", "ellipsis"}) == "ellipsis"
	switch h := word("hyphenate", []string{"true", "false", "en", "de"}); h {
	case "true":
		box.Hyphenate = "en"
	case "en", "de":
		box.Hyphenate = h
	}
	switch word("valign", []string{"top", "middle", "bottom"}) {
	case "middle":
		box.VAlign = 0.5
	case "bottom":
		box.VAlign = 1
	}
	if f := word("fit", []string{"contain", "cover", "stretch"}); f != "" {
		box.Fit = f
	}
	num("rotate", &box.Rotate, -360, 360)
	box.Clip = word("clip", []string{"box", "rounded", "ellipse"})
	if n, ok := props["focus"]; ok {
		f, err := parseFocus(n.Value)
		if err != nil {
			probs = append(probs, at(n).problem("box.focus", b.Name, n.Value, err))
		} else {
			box.Focus = f
		}
	}
	box.Style = word("style", fontStyles)
	if n, ok := props["font"]; ok {
		box.Font = n.Value
		if _, known := d.fonts[n.Value]; !known {
			var fams []string
			for f := range d.fonts {
				fams = append(fams, f)
			}
			slices.Sort(fams)
			probs = append(probs, at(n).problem("box.font_neither_built_nor", b.Name, n.Value, didYouMean(n.Value, fams), strings.Join(fams, ", ")))
		}
	}
	flag := func(key string, dst *bool) {
		if n, ok := props[key]; ok {
			v, err := strconv.ParseBool(n.Value)
			if err != nil {
				probs = append(probs, at(n).problem("box.true_false_got", b.Name, key, n.Value))
			}
			*dst = v
		}
	}
	box.Tips, box.Inner = 5, 0.45
	var tips float64
	if num("tips", &tips, 3, 50) {
		box.Tips = int(tips)
	}
	num("inner", &box.Inner, 0.05, 0.95)
	if num("opacity", &box.Opacity, 0, 1) && box.Opacity == 0 {
		box.Hidden = true // 0 is invisible (the field's 0 is opaque)
	}
	special := func(key string, parse func(string) error) {
		if n, ok := props[key]; ok {
			if err := parse(n.Value); err != nil {
				probs = append(probs, at(n).problem("box.box", b.Name, key, err))
			}
		}
	}
	special("points", func(s string) (err error) { box.Outline, err = parsePoints(s); return })
	special("d", func(s string) (err error) { box.Outline, err = parsePath(s); return })
	special("dash", func(s string) (err error) { box.Dash, err = parseDash(s, box.StrokeWidth); return })
	special("gradient", func(s string) (err error) { box.Gradient, err = parseGradient(s); return })
	special("outline", func(s string) (err error) { box.TextOutline, err = parseOutline(s); return })
	special("shadow", func(s string) (err error) { box.Shadow, err = parseShadow(s); return })
	if (box.Kind == "polygon" && props["points"] == nil) || (box.Kind == "path" && props["d"] == nil) {
		need := map[string]string{"polygon": "points: \"x y; x y; x y\" (mm)", "path": "d: \"M 10 10 L 50 10 Q 30 40 10 10 Z\""}[box.Kind]
		probs = append(probs, b.Pos.problem("box.needs", b.Name, box.Kind, need))
	}
	flag("bleed", &box.Bleed)
	flag("mirror", &box.Mirror)
	if box.Kind == "text" && box.Text == nil {
		probs = append(probs, b.Pos.problem("box.text_needs_text", b.Name))
	}
	if box.Kind == "image" && box.Src == nil {
		probs = append(probs, b.Pos.problem("box.image_needs_src_picture", b.Name, "{{.Column}}"))
	}
	for key, allowed := range map[string][]string{"text": {"text"}, "src": {"image"}, "fit": {"image"}, "focus": {"image"}, "clip": {"image"}, "font": {"text"}, "size": {"text"}, "min_size": {"text"}, "align": {"text"}, "valign": {"text"}, "leading": {"text"}, "overflow": {"text"}, "hyphenate": {"text"},
		"points": {"polygon"}, "d": {"path"}, "tips": {"star"}, "inner": {"star"}, "outline": {"text"}} {
		if n, ok := props[key]; ok && !slices.Contains(allowed, box.Kind) {
			probs = append(probs, at(n).warning("box.has_effect", b.Name, key, box.Kind))
		}
	}
	return box, probs
}

// template compiles a layout value once and checks the columns it names.
func (d *Deck) template(n *yaml.Node) (*tstr, Problems) {
	if t, ok := d.tmpls[n]; ok {
		return t, nil
	}
	t, probs := compileTemplate(d.Layout.File, n, &d.steps)
	if t.tmpl != nil && len(d.Layout.Tables) > 0 {
		t.tmpl.Funcs(template.FuncMap{"table": d.Layout.tableFunc})
	}
	probs = append(probs, t.check(d.Table.Columns)...)
	d.tmpls[n] = t
	return t, probs
}

var namedColors = &lazy.Value[map[string]printables.Color]{New: func() map[string]printables.Color {
	return map[string]printables.Color{
		"black": printables.Black, "white": printables.White, "grey": printables.Grey, "gray": printables.Grey,
		"red": {R: 200, G: 30, B: 30}, "green": {R: 30, G: 140, B: 60}, "blue": {R: 30, G: 70, B: 180}, "yellow": {R: 240, G: 200, B: 40},
		"orange": {R: 235, G: 130, B: 30}, "purple": {R: 120, G: 50, B: 150}, "brown": {R: 120, G: 80, B: 40},
	}
}}

// parseColor reads "#rrggbb", "#rgb" or a colour name; "" and "none" are no colour.
func parseColor(s string) (*printables.Color, error) {
	s = strings.ToLower(strings.TrimSpace(s))
	if s == "" || s == "none" {
		return nil, nil
	}
	if c, ok := namedColors.Get()[s]; ok {
		return &c, nil
	}
	if len(s) == 4 && s[0] == '#' {
		s = "#" + string([]byte{s[1], s[1], s[2], s[2], s[3], s[3]})
	}
	c, err := printables.ParseColor(s)
	if err != nil {
		return nil, sayErr("box.colour_rrggbb_rgb_none", s)
	}
	return &c, nil
}

// parseFocus reads a focal point: "50% 30%", "0.5 0.3" or "0.5, 0.3" (of
// the picture's width and height, from its top-left corner).
func parseFocus(s string) ([2]float64, error) {
	f := strings.Fields(strings.ReplaceAll(s, ",", " "))
	if len(f) != 2 {
		return [2]float64{}, sayErr("box.two_numbers_across_down")
	}
	var out [2]float64
	for i, v := range f {
		scale := 1.0
		if strings.HasSuffix(v, "%") {
			v, scale = strings.TrimSuffix(v, "%"), 100
		}
		x, err := strconv.ParseFloat(v, 64)
		if err != nil || math.IsNaN(x) || x/scale < 0 || x/scale > 1 {
			return [2]float64{}, sayErr("box.want_to_or", f[i])
		}
		out[i] = x / scale
	}
	return out, nil
}
