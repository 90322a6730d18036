package userdeck

import (
	"fmt"
	"math"
	"path"
	"slices"
	"strconv"
	"strings"

	"go.yaml.in/yaml/v3"

	"boardroom/printables"
)

// Size is a named card size in mm.
type Size struct {
	Name string
	W, H float64
}

// Sizes are the card sizes a layout can name.
var Sizes = []Size{
	{"poker", 63.5, 88.9},
	{"bridge", 57.15, 88.9},
	{"tarot", 70, 120},
	{"mini-euro", 44, 68},
	{"euro", 59, 92},
	{"mini-american", 41, 63},
	{"american", 56, 87},
	{"square-50", 50, 50},
	{"square-70", 70, 70},
	{"square-80", 80, 80},
	{"business", 88.9, 50.8},
}

func sizeNames() []string {
	var out []string
	for _, s := range Sizes {
		out = append(out, s.Name)
	}
	return out
}

// parseSize reads "poker", "mini euro", "square 70" or "63 x 88" (mm).
func parseSize(s string) (Size, error) {
	key := strings.ToLower(strings.TrimSpace(s))
	key = strings.NewReplacer(" ", "-", "_", "-").Replace(key)
	for _, sz := range Sizes {
		if key == sz.Name {
			return sz, nil
		}
	}
	norm := strings.ReplaceAll(strings.TrimSuffix(strings.ToLower(strings.ReplaceAll(s, " ", "")), "mm"), "×", "x")
	if a, b, ok := strings.Cut(norm, "x"); ok {
		w, e1 := strconv.ParseFloat(a, 64)
		h, e2 := strconv.ParseFloat(b, 64)
		if e1 == nil && e2 == nil {
			if !(w >= 10 && w <= 300 && h >= 10 && h <= 300) {
				return Size{}, sayErr("layout.size_each_side_must", s)
			}
			return Size{Name: fmt.Sprintf("%s x %s mm", fmtMM(w), fmtMM(h)), W: w, H: h}, nil
		}
	}
	return Size{}, sayErr("layout.unknown_card_size_name", s, didYouMean(key, sizeNames()), strings.Join(sizeNames(), ", "))
}

func fmtMM(v float64) string {
	s := strconv.FormatFloat(v, 'f', 2, 64)
	return strings.TrimRight(strings.TrimRight(s, "0"), ".")
}

// rawBox is a box as the layout writes it: its properties still YAML nodes,
// so that every value is checked, and reported, where it is written.
type rawBox struct {
	Name   string
	Side   string // "front", "back", "back NAME" or "styles"
	Pos    pos
	Props  map[string]*yaml.Node
	Keys   map[string]*yaml.Node // the key nodes, for positions
	Extend *yaml.Node
	When   []when
}

type when struct {
	Pos      pos
	Column   string
	ColPos   pos
	Is       []string
	IsPos    []pos
	Not      bool
	Contains []string
	ConPos   []pos      // where each of Contains is written
	Min, Max *float64   // a number from Min to Max (either may be left out)
	Test     *yaml.Node // a template that is true or false
	Set      map[string]*yaml.Node
}

// Layout is a deck's layout.yaml.
type Layout struct {
	File    string
	Name    string
	Size    Size
	SizePos pos // where size: is written (the default size: the file's top)
	// sizeWrong: the size: written is an error of its own, and Size is a
	// stand-in, so boxes are not measured against it.
	sizeWrong bool
	Bleed     float64
	HasBleed  bool
	Margin    *printables.Margins // the sheet's margins (nil: the engine's)
	Duplex    printables.Edge     // the edge a duplex sheet turns over ("": long)
	Safe      float64
	Radius    float64
	Title     *yaml.Node
	CountCol  string
	BackCol   string
	// ColSet is where the layout names its count, back or layout column
	// (count_column: ...), by the key: a column it names must be in the data.
	ColSet    map[string]pos
	Data      []string
	DataPos   []pos
	Fonts     map[string]map[string]string // family -> style -> file
	FontPos   map[string]pos
	Icons     map[string]string // name -> file
	IconPos   map[string]pos
	IconSize  map[string][2]float64 // name -> its size and raise in em, when the layout says
	Front     []*rawBox
	Back      []*rawBox
	BackNames []string
	Backs     map[string][]*rawBox
	Styles    map[string]*rawBox
	Tables    map[string]map[string]string // name -> key -> value, for the template function table
	// CardValues: a template names _index, _copy or _count; Copies: _copy
	// (each copy of a card is then drawn on its own).
	CardValues, Copies bool
	// Layouts are the deck's other layouts (tiles, tokens...), each with
	// its own size and sides, in the order written; a card picks one by its
	// layout column (LayoutCol; empty: this layout).
	Layouts   []*Layout
	LayoutCol string
	// ID is a layout of Layouts' name ("" the deck's own layout); Pos where
	// it is written.
	ID  string
	Pos pos
}

// subKeys are the keys of a layout under layouts:.
var subKeys = []string{"size", "safe", "radius", "front", "back", "backs"}

// LayoutNames are the names of the deck's other layouts.
func (l *Layout) LayoutNames() []string {
	var out []string
	for _, s := range l.Layouts {
		out = append(out, s.ID)
	}
	return out
}

// parseLayouts reads layouts: (name: {size, safe, radius, front, back, backs}).
func (l *Layout) parseLayouts(v *yaml.Node) Problems {
	at := func(n *yaml.Node) pos { return nodePos(l.File, n) }
	if v.Kind != yaml.MappingNode {
		return Problems{at(v).problem("layout.layouts_map_layout_name", "{size, front, back}")}
	}
	var probs Problems
	for j := 0; j+1 < len(v.Content); j += 2 {
		kn, val := v.Content[j], v.Content[j+1]
		name := kn.Value
		if name == "" || strings.ContainsAny(name, ": ") {
			probs = append(probs, at(kn).problem("layout.layouts_layout_name_one", name))
			continue
		}
		// A card's layout cell names its layout in any case, so two names
		// that differ only in case would leave the choice to the order.
		if i := slices.IndexFunc(l.Layouts, func(s *Layout) bool { return strings.EqualFold(s.ID, name) }); i >= 0 {
			if l.Layouts[i].ID == name {
				probs = append(probs, at(kn).problem("layout.layouts_named_twice", name))
			} else {
				probs = append(probs, at(kn).problem("layout.layouts_named_twice_line", name, l.Layouts[i].ID, l.Layouts[i].Pos.Line))
			}
			continue
		}
		if val.Kind != yaml.MappingNode {
			probs = append(probs, at(val).problem("layout.layout_map_size_front", name))
			continue
		}
		sub := &Layout{File: l.File, ID: name, Pos: at(kn), Safe: 3, Backs: map[string][]*rawBox{}}
		hasSize, badSize := false, false
		for m := 0; m+1 < len(val.Content); m += 2 {
			k, sv := val.Content[m], val.Content[m+1]
			var ps Problems
			switch k.Value {
			case "size":
				if sv.Kind != yaml.ScalarNode {
					ps = Problems{at(sv).problem("layout.layout_size_single_value", name)}
				} else if sz, err := parseSize(sv.Value); err != nil {
					ps, badSize, sub.sizeWrong = Problems{at(sv).problem("problem.error_text", err)}, true, true
				} else {
					sub.Size, sub.SizePos, hasSize = sz, at(sv), true
				}
			case "safe", "radius":
				f, err := strconv.ParseFloat(strings.TrimSuffix(strings.TrimSpace(sv.Value), "mm"), 64)
				if sv.Kind != yaml.ScalarNode || err != nil || math.IsNaN(f) || f < 0 || f > 30 {
					ps = Problems{at(sv).problem("layout.layout_number_got", name, k.Value, sv.Value)}
				} else if k.Value == "safe" {
					sub.Safe = f
				} else {
					sub.Radius = f
				}
			case "front":
				sub.Front, ps = parseBoxes(l.File, name+":front", sv)
			case "back":
				sub.Back, ps = parseBoxes(l.File, name+":back", sv)
			case "backs":
				if sv.Kind != yaml.MappingNode {
					ps = Problems{at(sv).problem("layout.layout_backs_map_back", name)}
					break
				}
				for b := 0; b+1 < len(sv.Content); b += 2 {
					bn := sv.Content[b].Value
					boxes, bps := parseBoxes(l.File, name+":back "+bn, sv.Content[b+1])
					ps = append(ps, bps...)
					sub.Backs[bn] = boxes
					sub.BackNames = append(sub.BackNames, bn)
				}
			default:
				ps = Problems{at(k).problem("layout.layout_unknown_key_keys", name, k.Value, didYouMean(k.Value, subKeys), strings.Join(subKeys, ", "))}
			}
			probs = append(probs, ps...)
		}
		if !hasSize && !badSize { // a size that is wrong is its own error
			probs = append(probs, at(kn).problem("layout.layout_needs_size_cards", name))
		}
		if sub.Front == nil {
			probs = append(probs, at(kn).problem("layout.layout_needs_front_least", name))
		}
		l.Layouts = append(l.Layouts, sub)
	}
	return probs
}

var topKeys = []string{"name", "size", "bleed", "margin", "duplex", "safe", "radius", "title", "count_column", "back_column", "layout_column", "layouts", "data", "fonts", "icons", "styles", "front", "back", "backs", "tables"}

// boxKeys are the properties a box may have.
var boxKeys = []string{"type", "extend", "when", "x", "y", "w", "h", "x2", "y2", "text", "font", "style", "size", "min_size",
	"align", "valign", "leading", "color", "fill", "stroke", "stroke_width", "radius", "src", "fit", "bleed",
	"rotate", "mirror", "focus", "clip", "overflow", "hyphenate", "repeat",
	"points", "tips", "inner", "d", "dash", "opacity", "gradient", "outline", "shadow"}

func parseLayout(file string, data []byte) (*Layout, Problems) {
	l := &Layout{File: file, SizePos: pos{File: file}, CountCol: "count", BackCol: "back", LayoutCol: "layout", Size: Sizes[0], Safe: 3, Backs: map[string][]*rawBox{},
		Styles: map[string]*rawBox{}, Fonts: map[string]map[string]string{}, FontPos: map[string]pos{}, Icons: map[string]string{}, IconPos: map[string]pos{}, IconSize: map[string][2]float64{}, Tables: map[string]map[string]string{}}
	l.CardValues = strings.Contains(string(data), colIndex) || strings.Contains(string(data), colCopy) || strings.Contains(string(data), colCount)
	l.Copies = strings.Contains(string(data), colCopy)
	var doc yaml.Node
	if err := yaml.Unmarshal(data, &doc); err != nil {
		return nil, Problems{yamlProblem(file, data, err)}
	}
	if len(doc.Content) == 0 || doc.Content[0].Kind != yaml.MappingNode {
		return nil, Problems{pos{File: file, Line: 1, Col: 1}.problem("layout.layout_map_size_front_2")}
	}
	var probs Problems
	root := doc.Content[0]
	at := func(n *yaml.Node) pos { return nodePos(file, n) }
	scalar := func(k, v *yaml.Node) (string, bool) {
		if v.Kind != yaml.ScalarNode {
			probs = append(probs, at(v).problem("layout.single_value", k.Value))
			return "", false
		}
		return v.Value, true
	}
	number := func(k, v *yaml.Node, lo, hi float64) float64 {
		s, ok := scalar(k, v)
		if !ok {
			return 0
		}
		f, err := strconv.ParseFloat(strings.TrimSuffix(strings.TrimSpace(s), "mm"), 64)
		if err != nil || math.IsNaN(f) || f < lo || f > hi {
			probs = append(probs, at(v).problem("layout.number_got", k.Value, fmtMM(lo), fmtMM(hi), s))
			return 0
		}
		return f
	}
	for i := 0; i+1 < len(root.Content); i += 2 {
		k, v := root.Content[i], root.Content[i+1]
		switch k.Value {
		case "name":
			l.Name, _ = scalar(k, v)
		case "size":
			if s, ok := scalar(k, v); ok {
				sz, err := parseSize(s)
				if err != nil {
					probs = append(probs, at(v).problem("problem.error_text", err))
					l.sizeWrong = true
				} else {
					l.Size, l.SizePos = sz, at(v)
				}
			}
		case "bleed":
			l.Bleed, l.HasBleed = number(k, v, 0, 5), true
		case "margin":
			if s, ok := scalar(k, v); ok {
				m, err := printables.ParseMargins(s)
				if err != nil {
					probs = append(probs, at(v).problem("problem.error_text", err))
				} else {
					l.Margin = &m
				}
			}
		case "duplex":
			if s, ok := scalar(k, v); ok {
				e, err := printables.ParseEdge(s)
				if err != nil {
					probs = append(probs, at(v).problem("layout.duplex_choose_long_short", s))
				} else {
					l.Duplex = e
				}
			}
		case "safe":
			l.Safe = number(k, v, 0, 30)
		case "radius":
			l.Radius = number(k, v, 0, 30)
		case "title":
			if _, ok := scalar(k, v); ok {
				l.Title = v
			}
		case "count_column", "back_column", "layout_column":
			name, ok := scalar(k, v)
			if !ok {
				break
			}
			switch k.Value {
			case "count_column":
				l.CountCol = name
			case "back_column":
				l.BackCol = name
			default:
				l.LayoutCol = name
			}
			if l.ColSet == nil {
				l.ColSet = map[string]pos{}
			}
			l.ColSet[k.Value] = at(v)
		case "layouts":
			probs = append(probs, l.parseLayouts(v)...)
		case "data":
			list := []*yaml.Node{v}
			if v.Kind == yaml.SequenceNode {
				list = v.Content
			}
			for _, n := range list {
				if s, ok := scalar(k, n); ok {
					l.Data = append(l.Data, s)
					l.DataPos = append(l.DataPos, at(n))
				}
			}
		case "fonts":
			probs = append(probs, l.parseFonts(v)...)
		case "tables":
			probs = append(probs, l.parseTables(v)...)
		case "icons":
			if v.Kind != yaml.MappingNode {
				probs = append(probs, at(v).problem("layout.icons_map_name_picture"))
				continue
			}
			for j := 0; j+1 < len(v.Content); j += 2 {
				name, iv := v.Content[j].Value, v.Content[j+1]
				if iv.Kind == yaml.MappingNode {
					// {src: file, size: em, raise: em}
					sz := [2]float64{iconSize, iconRaise}
					for m := 0; m+1 < len(iv.Content); m += 2 {
						ik, ivv := iv.Content[m], iv.Content[m+1]
						switch ik.Value {
						case "src":
							if s, ok := scalar(ik, ivv); ok {
								l.Icons[name] = s
							}
						case "size":
							sz[0] = number(ik, ivv, 0.1, 5)
						case "raise":
							sz[1] = number(ik, ivv, -2, 2)
						default:
							probs = append(probs, at(ik).problem("layout.icon_unknown_key_src", name, ik.Value, didYouMean(ik.Value, []string{"src", "size", "raise"})))
						}
					}
					if l.Icons[name] == "" {
						probs = append(probs, at(iv).problem("layout.icon_needs_src_picture", name))
						continue
					}
					l.IconSize[name] = sz
					l.IconPos[name] = at(iv)
					continue
				}
				if s, ok := scalar(v.Content[j], iv); ok {
					l.Icons[name] = s
					l.IconPos[name] = at(iv)
				}
			}
		case "styles":
			boxes, ps := parseBoxes(file, "styles", v)
			probs = append(probs, ps...)
			for _, b := range boxes {
				l.Styles[b.Name] = b
			}
		case "front":
			var ps Problems
			l.Front, ps = parseBoxes(file, "front", v)
			probs = append(probs, ps...)
		case "back":
			var ps Problems
			l.Back, ps = parseBoxes(file, "back", v)
			probs = append(probs, ps...)
		case "backs":
			if v.Kind != yaml.MappingNode {
				probs = append(probs, at(v).problem("layout.backs_map_back_name"))
				continue
			}
			for j := 0; j+1 < len(v.Content); j += 2 {
				name := v.Content[j].Value
				boxes, ps := parseBoxes(file, "back "+name, v.Content[j+1])
				probs = append(probs, ps...)
				l.Backs[name] = boxes
				l.BackNames = append(l.BackNames, name)
			}
		default:
			probs = append(probs, at(k).problem("layout.unknown_layout_key_keys", k.Value, didYouMean(k.Value, topKeys), strings.Join(topKeys, ", ")))
		}
	}
	if l.Front == nil && len(probs) == 0 {
		probs = append(probs, pos{File: file, Line: 1, Col: 1}.problem("layout.front_layout_needs_front"))
	}
	return l, probs
}

var fontStyles = []string{"regular", "bold", "italic", "bolditalic"}

func (l *Layout) parseFonts(v *yaml.Node) Problems {
	at := func(n *yaml.Node) pos { return nodePos(l.File, n) }
	if v.Kind != yaml.MappingNode {
		return Problems{at(v).problem("layout.fonts_map_family_font", "{regular: file, bold: file, ...}")}
	}
	var probs Problems
	for j := 0; j+1 < len(v.Content); j += 2 {
		name, val := v.Content[j].Value, v.Content[j+1]
		if slices.Contains(builtinFamilies, name) {
			probs = append(probs, at(v.Content[j]).problem("layout.font_family_built_give", name))
			continue
		}
		fam := map[string]string{}
		switch val.Kind {
		case yaml.ScalarNode:
			fam["regular"] = val.Value
		case yaml.MappingNode:
			for m := 0; m+1 < len(val.Content); m += 2 {
				st := val.Content[m].Value
				if !slices.Contains(fontStyles, st) {
					probs = append(probs, at(val.Content[m]).problem("layout.font_style_choose", st, didYouMean(st, fontStyles), strings.Join(fontStyles, ", ")))
					continue
				}
				fam[st] = val.Content[m+1].Value
			}
			if fam["regular"] == "" {
				probs = append(probs, at(val).problem("layout.font_family_needs_regular", name))
				continue
			}
		default:
			probs = append(probs, at(val).problem("layout.font_family_file_map", name))
			continue
		}
		l.Fonts[name] = fam
		l.FontPos[name] = at(val)
	}
	return probs
}

func parseBoxes(file, side string, v *yaml.Node) ([]*rawBox, Problems) {
	at := func(n *yaml.Node) pos { return nodePos(file, n) }
	if v.Kind != yaml.MappingNode {
		return nil, Problems{at(v).problem("layout.map_name", side)}
	}
	var out []*rawBox
	var probs Problems
	for i := 0; i+1 < len(v.Content); i += 2 {
		k, bv := v.Content[i], v.Content[i+1]
		if bv.Kind != yaml.MappingNode {
			probs = append(probs, at(bv).problem("layout.map_properties_x_y", k.Value))
			continue
		}
		b := &rawBox{Name: k.Value, Side: side, Pos: at(k), Props: map[string]*yaml.Node{}, Keys: map[string]*yaml.Node{}}
		for j := 0; j+1 < len(bv.Content); j += 2 {
			pk, pv := bv.Content[j], bv.Content[j+1]
			switch {
			case pk.Value == "extend":
				if pv.Kind != yaml.ScalarNode {
					probs = append(probs, at(pv).problem("layout.extend_name_another"))
					continue
				}
				b.Extend = pv
			case pk.Value == "when":
				ws, ps := parseWhen(file, pv)
				b.When, probs = ws, append(probs, ps...)
			case !slices.Contains(boxKeys, pk.Value):
				probs = append(probs, at(pk).problem("layout.unknown_property", k.Value, pk.Value, didYouMean(pk.Value, boxKeys)))
			case pv.Kind != yaml.ScalarNode:
				probs = append(probs, at(pv).problem("layout.single_value_2", k.Value, pk.Value))
			default:
				b.Props[pk.Value] = pv
				b.Keys[pk.Value] = pk
			}
		}
		out = append(out, b)
	}
	return out, probs
}

// parseWhen reads the conditional styles of a box:
//
//	when:
//	  - column: Suit
//	    is: [Hearts, Diamonds]   # or one value; "not:" for the opposite
//	    set: {color: "#c00000"}
func parseWhen(file string, v *yaml.Node) ([]when, Problems) {
	at := func(n *yaml.Node) pos { return nodePos(file, n) }
	list := []*yaml.Node{v}
	if v.Kind == yaml.SequenceNode {
		list = v.Content
	}
	var out []when
	var probs Problems
	for _, n := range list {
		if n.Kind != yaml.MappingNode {
			probs = append(probs, at(n).problem("layout.when_column_name_value", "{", "{property: value}", "}"))
			continue
		}
		w := when{Pos: at(n), Set: map[string]*yaml.Node{}}
		hasIs, unknownKey := false, false
		for i := 0; i+1 < len(n.Content); i += 2 {
			k, val := n.Content[i], n.Content[i+1]
			switch k.Value {
			case "column":
				w.Column, w.ColPos = val.Value, at(val)
			case "contains":
				hasIs = true
				if val.Kind == yaml.SequenceNode {
					for _, e := range val.Content {
						w.Contains = append(w.Contains, e.Value)
						w.ConPos = append(w.ConPos, at(e))
					}
				} else {
					w.Contains, w.ConPos = []string{val.Value}, []pos{at(val)}
				}
				for i, c := range w.Contains {
					if c == "" {
						// Every value holds the empty text: a condition
						// that always applies is a text left out.
						probs = append(probs, w.ConPos[i].warning("layout.when_contains_empty_text"))
					}
				}
			case "min", "max":
				hasIs = true
				f, err := strconv.ParseFloat(strings.TrimSpace(val.Value), 64)
				if err != nil || math.IsNaN(f) || val.Kind != yaml.ScalarNode {
					probs = append(probs, at(val).problem("layout.when_number_got", k.Value, val.Value))
					continue
				}
				if k.Value == "min" {
					w.Min = &f
				} else {
					w.Max = &f
				}
			case "test":
				if val.Kind != yaml.ScalarNode {
					probs = append(probs, at(val).problem("layout.when_test_template_true", "{{gt .cost 3}}"))
					continue
				}
				w.Test = val
			case "is", "not":
				hasIs = true
				w.Not = k.Value == "not"
				if val.Kind == yaml.SequenceNode {
					for _, e := range val.Content {
						w.Is = append(w.Is, e.Value)
						w.IsPos = append(w.IsPos, at(e))
					}
				} else {
					w.Is, w.IsPos = []string{val.Value}, []pos{at(val)}
				}
			case "set":
				if val.Kind != yaml.MappingNode {
					probs = append(probs, at(val).problem("layout.when_set_map_property"))
					continue
				}
				for j := 0; j+1 < len(val.Content); j += 2 {
					pk, pv := val.Content[j], val.Content[j+1]
					if !slices.Contains(boxKeys, pk.Value) || pk.Value == "when" || pk.Value == "extend" || pk.Value == "type" {
						probs = append(probs, at(pk).problem("layout.when_set_property_can", pk.Value, didYouMean(pk.Value, boxKeys)))
						continue
					}
					if pv.Kind != yaml.ScalarNode {
						probs = append(probs, at(pv).problem("layout.when_set_single_value", pk.Value))
						continue
					}
					w.Set[pk.Value] = pv
				}
			default:
				unknownKey = true
				probs = append(probs, at(k).problem("layout.when_unknown_key_column", k.Value, didYouMean(k.Value, []string{"column", "is", "not", "contains", "min", "max", "test", "set"})))
			}
		}
		if w.Test == nil && (w.Column == "" || !hasIs) {
			if !unknownKey { // a mistyped key is the one problem ("contain:")
				probs = append(probs, at(n).problem("layout.when_needs_column_contains"))
			}
			continue
		}
		if w.Min != nil && w.Max != nil && *w.Min > *w.Max {
			// Silently never true otherwise: min and max swapped.
			probs = append(probs, at(n).problem("layout.when_min_more_than", strconv.FormatFloat(*w.Min, 'f', -1, 64), strconv.FormatFloat(*w.Max, 'f', -1, 64)))
			continue
		}
		out = append(out, w)
	}
	return out, probs
}

// matches reports whether the row's value of the column is one of Is (or,
// with not:, none of them), contains one of Contains, and lies from Min to
// Max; a test: is the deck's to run (Deck.matches).
func (w when) matches(row map[string]string) bool {
	v, ok := row[w.Column]
	if !ok { // columns are named in any case, as the check finds them
		for c, cv := range row {
			if strings.EqualFold(c, w.Column) {
				v = cv
				break
			}
		}
	}
	v = strings.TrimSpace(v)
	if w.Column == "" {
		return true
	}
	if w.Min != nil || w.Max != nil {
		f, err := strconv.ParseFloat(v, 64)
		if err != nil || (w.Min != nil && f < *w.Min) || (w.Max != nil && f > *w.Max) {
			return false
		}
	}
	if len(w.Contains) > 0 && !slices.ContainsFunc(w.Contains, func(x string) bool {
		return strings.Contains(strings.ToLower(v), strings.ToLower(strings.TrimSpace(x)))
	}) {
		return false
	}
	if w.Is == nil {
		return true
	}
	hit := false
	for _, x := range w.Is {
		if strings.EqualFold(strings.TrimSpace(x), v) {
			hit = true
		}
	}
	return hit != w.Not
}

// dataFiles are the data files: as the layout lists them, or every .csv and
// .yaml/.yml in the folder but the layout, in name order.
func (l *Layout) dataFiles(names []string) []string {
	if len(l.Data) > 0 {
		return l.Data
	}
	var out []string
	for _, n := range names {
		ext := strings.ToLower(path.Ext(n))
		if (ext == ".csv" || ext == ".xlsx" || ext == ".yaml" || ext == ".yml") && n != "layout.yaml" && n != "layout.yml" && !strings.HasPrefix(n, "~$") {
			out = append(out, n)
		}
	}
	slices.Sort(out)
	return out
}
