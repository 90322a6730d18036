package userdeck

import (
	"cmp"
	"fmt"
	"maps"
	"math"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"text/template/parse"
	"unicode/utf8"

	"go.yaml.in/yaml/v3"
)

// The values every card has besides its columns: its place in the deck,
// which copy of it this is, and how many copies it has.
const (
	colIndex = "_index"
	colCopy  = "_copy"
	colCount = "_count"
)

var cardValues = []string{colIndex, colCopy, colCount}

// number reads a template's argument as a number: a number, or a text that
// is one ("7", " 2.5 ").
func number(v any) (float64, bool) {
	switch x := v.(type) {
	case string:
		f, err := strconv.ParseFloat(strings.TrimSpace(x), 64)
		return f, err == nil && !math.IsNaN(f)
	case nil:
		return 0, false
	}
	r := reflect.ValueOf(v)
	switch r.Kind() {
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return float64(r.Int()), true
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		return float64(r.Uint()), true
	case reflect.Float32, reflect.Float64:
		return r.Float(), true
	}
	return 0, false
}

// compare orders two values: as numbers when both are ("9" < "10"), else as
// texts.
func compare(a, b any) int {
	x, okA := number(a)
	y, okB := number(b)
	if okA && okB {
		switch {
		case x < y:
			return -1
		case x > y:
			return 1
		}
		return 0
	}
	return strings.Compare(fmt.Sprint(a), fmt.Sprint(b))
}

// arith is an arithmetic function of a template: every argument a number.
func arith(name string, f func(a, b float64) (float64, error)) func(a any, rest ...any) (float64, error) {
	return func(a any, rest ...any) (float64, error) {
		x, ok := number(a)
		if !ok {
			return 0, sayErr("logic.numbers_one", name, fmt.Sprint(a))
		}
		for _, r := range rest {
			y, ok := number(r)
			if !ok {
				return 0, sayErr("logic.numbers_one", name, fmt.Sprint(r))
			}
			var err error
			if x, err = f(x, y); err != nil {
				return 0, err
			}
		}
		return x, nil
	}
}

// logicFuncs are the functions of a layout's templates for conditions and
// arithmetic: the comparisons of Go's templates made to compare numbers as
// numbers ({{if ge .rank 7}} with rank "10"), add, sub, mul, div, mod, and
// contains (any case).
func logicFuncs(fm map[string]any) {
	fm["eq"] = func(a any, bs ...any) bool {
		for _, b := range bs {
			if compare(a, b) == 0 {
				return true
			}
		}
		return false
	}
	fm["ne"] = func(a, b any) bool { return compare(a, b) != 0 }
	fm["lt"] = func(a, b any) bool { return compare(a, b) < 0 }
	fm["le"] = func(a, b any) bool { return compare(a, b) <= 0 }
	fm["gt"] = func(a, b any) bool { return compare(a, b) > 0 }
	fm["ge"] = func(a, b any) bool { return compare(a, b) >= 0 }
	fm["add"] = arith("add", func(a, b float64) (float64, error) { return a + b, nil })
	fm["sub"] = arith("sub", func(a, b float64) (float64, error) { return a - b, nil })
	fm["mul"] = arith("mul", func(a, b float64) (float64, error) { return a * b, nil })
	fm["div"] = arith("div", func(a, b float64) (float64, error) {
		if b == 0 {
			return 0, sayErr("logic.div_zero")
		}
		return a / b, nil
	})
	fm["mod"] = arith("mod", func(a, b float64) (float64, error) {
		if b == 0 {
			return 0, sayErr("logic.mod_zero")
		}
		return math.Mod(a, b), nil
	})
	fm["contains"] = func(s, sub any) bool {
		return strings.Contains(strings.ToLower(fmt.Sprint(s)), strings.ToLower(fmt.Sprint(sub)))
	}
	fm["table"] = func(name string, key any) (string, error) {
		return "", sayErr("logic.table_table_layout_has", name)
	}
}

// truthy reads what a condition's test: made: empty, false, 0 and no are
// false; anything else is true.
func truthy(s string) bool {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "", "false", "0", "no":
		return false
	}
	return true
}

// parseTables reads tables: a map of table name to a map of key to value
// (a text, or a list of texts joined with "; ").
func (l *Layout) parseTables(v *yaml.Node) Problems {
	at := func(n *yaml.Node) pos { return nodePos(l.File, n) }
	if v.Kind != yaml.MappingNode {
		return Problems{at(v).problem("logic.tables_map_table_name", "{key: value}")}
	}
	var probs Problems
	for i := 0; i+1 < len(v.Content); i += 2 {
		name, tv := v.Content[i].Value, v.Content[i+1]
		if tv.Kind != yaml.MappingNode {
			probs = append(probs, at(tv).problem("logic.table_map_key_value", name))
			continue
		}
		t := map[string]string{}
		for j := 0; j+1 < len(tv.Content); j += 2 {
			k, val := tv.Content[j], tv.Content[j+1]
			switch val.Kind {
			case yaml.ScalarNode:
				t[k.Value] = val.Value
			case yaml.SequenceNode:
				var parts []string
				for _, e := range val.Content {
					if e.Kind != yaml.ScalarNode {
						probs = append(probs, at(e).problem("logic.table_texts", name, k.Value))
						continue
					}
					parts = append(parts, e.Value)
				}
				t[k.Value] = strings.Join(parts, "; ")
			default:
				probs = append(probs, at(val).problem("logic.table_text_list_texts", name, k.Value))
			}
		}
		l.Tables[name] = t
	}
	return probs
}

// tableFunc is the template function table: the value of a key in one of
// the layout's tables (a key no table has is empty).
func (l *Layout) tableFunc(name string, key any) (string, error) {
	t, ok := l.Tables[name]
	if !ok {
		var names []string
		for n := range l.Tables {
			names = append(names, n)
		}
		return "", sayErr("logic.table_table_layout", name, didYouMean(name, names))
	}
	return t[strings.TrimSpace(fmt.Sprint(key))], nil
}

// place is one position of a repeated box: its centre and its turn.
type place struct{ x, y, rotate float64 }

// parsePlaces reads a repeat: value: positions separated by ";" or line
// breaks, each "x y" or "x y angle" (mm from the card's top-left corner,
// degrees), numbers separated by spaces or commas.
func parsePlaces(s string) ([]place, error) {
	var out []place
	for _, part := range strings.FieldsFunc(s, func(r rune) bool { return r == ';' || r == '\n' }) {
		f := strings.FieldsFunc(part, func(r rune) bool { return r == ' ' || r == ',' || r == '\t' })
		if len(f) == 0 {
			continue
		}
		if len(f) != 2 && len(f) != 3 {
			return nil, sayErr("logic.position_x_y_x", strings.TrimSpace(part))
		}
		var v [3]float64
		for i, x := range f {
			n, err := strconv.ParseFloat(x, 64)
			if err != nil || math.IsNaN(n) || math.Abs(n) > 1000 {
				return nil, sayErr("logic.position_number", strings.TrimSpace(part), x)
			}
			v[i] = n
		}
		out = append(out, place{v[0], v[1], v[2]})
		if len(out) > 1000 {
			return nil, sayErr("logic.more_than_positions")
		}
	}
	return out, nil
}

// matches is w.matches with its test: run on the row.
func (d *Deck) matches(w when, row map[string]string) bool {
	if !w.matches(row) {
		return false
	}
	if w.Test == nil {
		return true
	}
	t, probs := d.template(w.Test)
	d.add(probs...)
	s, err := t.expand(row)
	if err != nil {
		d.add(t.Pos.problem("logic.when_test", err))
		return false
	}
	return truthy(s)
}

// repeat draws a box once at each position its repeat: gives for the row:
// its centre there, turned by the position's angle besides its own rotate:.
func (d *Deck) repeat(ops []op, b *Box, row *Row, where said) []op {
	s, err := b.Repeat.expand(row.Values)
	if err == nil {
		var places []place
		if places, err = parsePlaces(s); err == nil {
			for _, p := range places {
				c := *b
				dx, dy := p.x-(b.X+b.W/2), p.y-(b.Y+b.H/2)
				c.X, c.Y, c.X2, c.Y2 = b.X+dx, b.Y+dy, b.X2+dx, b.Y2+dy
				c.Rotate += p.rotate
				d.checkPlace(&c)
				ops = d.draw(ops, &c, row, where)
			}
			return ops
		}
	}
	at := b.Repeat.Pos
	if len(b.Repeat.fields) > 0 {
		at = row.cell(b.Repeat.fields[0].Name, at)
	}
	if b.Repeat.tmpl == nil {
		// The same positions on every card: one error, not one a card.
		d.add(at.problem("logic.repeat", b.Name, short(s), err))
		return ops
	}
	d.add(at.problem("logic.repeat_2", where, b.Name, short(s), err))
	return ops
}

// checkTableKeys warns on a card whose value, looked up by a template's
// {{table "NAME" .column}}, is no key of that table but near one (a suit
// typed "club" where the table has "clubs"): the lookup is empty, so the card
// silently lacks its pips or symbol. A value far from every key (a court
// card's rank in a table of pips) is the layout's intent, and a short code
// is as near its neighbours as a typo, so only values of four letters or
// more are judged, as for conditions.
func (d *Deck) checkTableKeys() {
	type use struct {
		table, col string
		at         pos
	}
	var uses []use
	for _, t := range d.tmpls {
		if t == nil || t.tmpl == nil {
			continue
		}
		for _, tr := range t.tmpl.Templates() {
			if tr.Tree == nil {
				continue
			}
			tableCalls(tr.Tree.Root, func(table, field string) {
				if col := d.column(field); col != "" {
					uses = append(uses, use{table, col, t.Pos})
				}
			})
		}
	}
	// One warning a cell and table, naming the layout's first lookup.
	slices.SortFunc(uses, func(a, b use) int {
		return cmp.Or(cmp.Compare(a.at.File, b.at.File), cmp.Compare(a.at.Line, b.at.Line), cmp.Compare(a.at.Col, b.at.Col))
	})
	done := map[[2]string]bool{}
	for _, u := range uses {
		if done[[2]string{u.table, u.col}] {
			continue
		}
		done[[2]string{u.table, u.col}] = true
		t, ok := d.Layout.Tables[u.table]
		if !ok {
			continue // reported as no table of the layout
		}
		keys := slices.Sorted(maps.Keys(t))
		for _, r := range d.Table.Rows {
			v := strings.TrimSpace(r.Values[u.col])
			if _, ok := t[v]; ok || utf8.RuneCountInString(v) < 4 {
				continue
			}
			if hint := didYouMean(v, keys); hint.word != "" {
				d.add(r.cell(u.col, r.Pos).warning("logic.key_table_so_empty", u.col, v, u.table, hint,
					fmt.Sprintf("{{table %q .%s}}", u.table, u.col), fmt.Sprintf("%s:%d:%d", u.at.File, u.at.Line, u.at.Col)))
			}
		}
	}
}

// tableCalls calls f for every table "NAME" .field in a template's tree.
func tableCalls(n parse.Node, f func(table, field string)) {
	switch n := n.(type) {
	case *parse.ListNode:
		if n != nil {
			for _, c := range n.Nodes {
				tableCalls(c, f)
			}
		}
	case *parse.ActionNode:
		tableCalls(n.Pipe, f)
	case *parse.IfNode:
		tableCalls(&n.BranchNode, f)
	case *parse.RangeNode:
		tableCalls(&n.BranchNode, f)
	case *parse.WithNode:
		tableCalls(&n.BranchNode, f)
	case *parse.BranchNode:
		tableCalls(n.Pipe, f)
		if n.List != nil {
			tableCalls(n.List, f)
		}
		if n.ElseList != nil {
			tableCalls(n.ElseList, f)
		}
	case *parse.PipeNode:
		if n != nil {
			for _, c := range n.Cmds {
				tableCalls(c, f)
			}
		}
	case *parse.CommandNode:
		if len(n.Args) == 3 {
			id, ok1 := n.Args[0].(*parse.IdentifierNode)
			name, ok2 := n.Args[1].(*parse.StringNode)
			fld, ok3 := n.Args[2].(*parse.FieldNode)
			if ok1 && ok2 && ok3 && id.Ident == "table" && len(fld.Ident) == 1 {
				f(name.Text, fld.Ident[0])
			}
		}
		for _, a := range n.Args {
			tableCalls(a, f)
		}
	}
}
