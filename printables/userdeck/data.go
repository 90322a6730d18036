package userdeck

import (
	"bytes"
	"encoding/csv"
	"errors"
	"io"
	"strings"

	"go.yaml.in/yaml/v3"

	"boardroom/phrase/msg"
	"boardroom/rules/yamlerror"
)

// Row is one line of data: a card (or several, by its count).
type Row struct {
	Pos    pos               // where the row starts
	Values map[string]string // column -> value
	Cells  map[string]pos    // column -> where its value is
}

// cell is where the row's value of a column is, or at when the data has
// no such column (a template naming one: already a problem of its own).
func (r *Row) cell(column string, at pos) pos {
	if p, ok := r.Cells[column]; ok {
		return p
	}
	return at
}

// Table is the rows of one or more data files joined, and the columns they have.
type Table struct {
	Columns []string
	Rows    []Row
	max     int // the rows it may hold (0: no budget)
}

// full reports, once it holds its budget of rows, the problem of one more.
func (t *Table) full(file string, line int) *Problem {
	if t.max <= 0 || len(t.Rows) < t.max {
		return nil
	}
	p := t.overBudget(file, line)
	return &p
}

func (t *Table) overBudget(file string, line int) Problem {
	return pos{File: file, Line: line, Col: 1}.problem("problem.error_text", &BudgetError{What: said{id: "budget.rows"}, Got: said{id: "budget.more_than", args: []any{t.max}},
		Limit: said{id: "budget.rows_limit", args: []any{t.max}}, Flag: "--max-cards"})
}

func (t *Table) addColumn(c string) {
	for _, have := range t.Columns {
		if have == c {
			return
		}
	}
	t.Columns = append(t.Columns, c)
}

// MaxDataBytes caps one data file.
const MaxDataBytes = 32 << 20

// readData reads a CSV or YAML data file into t.
func readData(t *Table, file string, data []byte) Problems {
	switch {
	case strings.HasSuffix(strings.ToLower(file), ".csv"):
		return readCSV(t, file, data)
	case strings.HasSuffix(strings.ToLower(file), ".yaml"), strings.HasSuffix(strings.ToLower(file), ".yml"):
		return readYAML(t, file, data)
	case strings.HasSuffix(strings.ToLower(file), ".xlsx"):
		return readXLSX(t, file, data)
	}
	return Problems{pos{File: file}.problem("data.data_file_must_csv")}
}

// sniffComma is ';' when the header line has more semicolons than commas
// (spreadsheets in many languages export so), else ','.
func sniffComma(data []byte) rune {
	line := data
	if i := bytes.IndexByte(data, '\n'); i >= 0 {
		line = data[:i]
	}
	if bytes.Count(line, []byte(";")) > bytes.Count(line, []byte(",")) {
		return ';'
	}
	return ','
}

func readCSV(t *Table, file string, data []byte) Problems {
	data = bytes.TrimPrefix(data, []byte("\xef\xbb\xbf"))
	if !isUTF8(data) {
		return Problems{pos{File: file, Line: 1}.problem("data.utf_text_save_sheet")}
	}
	r := csv.NewReader(bytes.NewReader(data))
	r.Comma = sniffComma(data)
	r.FieldsPerRecord = -1
	r.LazyQuotes = false
	var header []string
	var probs Problems
	for {
		rec, err := r.Read()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			var pe *csv.ParseError
			if errors.As(err, &pe) {
				var msg any = csvErr{pe.Err} // the csv package's error, with ours after it
				switch {
				case errors.Is(pe.Err, csv.ErrBareQuote):
					msg = said{id: "data.bare_quote", args: []any{msg}}
				case errors.Is(pe.Err, csv.ErrQuote):
					if l, c, ok := openQuote(data, pe.StartLine, pe.Line, pe.Column, r.Comma); ok && (pe.Line > l || atEOF(data, pe.Line, pe.Column)) {
						// Reported where the quote opens, not where the file
						// ran out looking for its end.
						var runs any = ""
						if pe.Line > l {
							runs = said{id: "data.runs_on", args: []any{pe.Line}}
						}
						return append(probs, pos{file, l, c}.problem("data.quoted_cell_closed_quote", runs))
					}
					msg = said{id: "data.quote_not_closed", args: []any{msg}}
				}
				return append(probs, pos{file, pe.Line, pe.Column}.problem("problem.error_text", msg))
			}
			return append(probs, pos{File: file}.problem("problem.error_text", err))
		}
		line, _ := r.FieldPos(0)
		if header == nil {
			// Spreadsheets export empty columns at the right of the sheet
			// ("name,cost,,"): they name nothing, and a value in one is
			// reported below like any value past the header.
			for len(rec) > 1 && strings.TrimSpace(rec[len(rec)-1]) == "" {
				rec = rec[:len(rec)-1]
			}
			seen := map[string]int{}
			for i, h := range rec {
				h = strings.TrimSpace(h)
				l, c := r.FieldPos(i)
				if h == "" {
					probs = append(probs, pos{file, l, c}.problem("data.column_has_name_header", i+1))
				} else if j, dup := seen[strings.ToLower(h)]; dup {
					probs = append(probs, pos{file, l, c}.problem("data.column_appears_twice_header", h, j+1, i+1))
				}
				seen[strings.ToLower(h)] = i
				header = append(header, h)
			}
			if len(probs) > 0 {
				return probs
			}
			for _, h := range header {
				t.addColumn(h)
			}
			continue
		}
		empty := true
		for _, v := range rec {
			if strings.TrimSpace(v) != "" {
				empty = false
			}
		}
		if empty {
			continue // spreadsheets export trailing empty rows
		}
		if len(rec) > len(header) {
			for i := len(header); i < len(rec); i++ {
				if strings.TrimSpace(rec[i]) != "" {
					l, c := r.FieldPos(i)
					probs = append(probs, pos{file, l, c}.problem("data.value_column_which_header", short(rec[i]), i+1))
					break
				}
			}
		}
		if p := t.full(file, line); p != nil {
			return append(probs, *p)
		}
		row := Row{Pos: pos{File: file, Line: line, Col: 1}, Values: map[string]string{}, Cells: map[string]pos{}}
		for i, h := range header {
			v := ""
			if i < len(rec) {
				v = rec[i]
				l, c := r.FieldPos(i)
				row.Cells[h] = pos{file, l, c}
			} else {
				row.Cells[h] = row.Pos
			}
			row.Values[h] = v
		}
		t.Rows = append(t.Rows, row)
	}
	if header == nil {
		probs = append(probs, pos{File: file, Line: 1}.problem("data.empty_csv_data_file"))
	}
	return probs
}

func isUTF8(b []byte) bool { return strings.ToValidUTF8(string(b), "\uFFFD") == string(b) }

func short(s string) string {
	if r := []rune(s); len(r) > 30 {
		return string(r[:30]) + "..."
	}
	return s
}

// maxYAMLData caps a YAML data file: its parse tree costs some hundred
// bytes a value, where CSV costs a row at a time.
const maxYAMLData = 4 << 20

// readYAML reads a list of cards, each a map of column to value.
func readYAML(t *Table, file string, data []byte) Problems {
	if len(data) > maxYAMLData {
		return Problems{pos{File: file, Line: 1, Col: 1}.problem("data.mb_yaml_data_file", len(data)>>20, maxYAMLData>>20)}
	}
	var doc yaml.Node
	if err := yaml.Unmarshal(data, &doc); err != nil {
		return Problems{yamlProblem(file, data, err)}
	}
	if len(doc.Content) == 0 {
		return Problems{pos{File: file, Line: 1}.problem("data.empty_yaml_data_file")}
	}
	root := doc.Content[0]
	if root.Kind == yaml.MappingNode && len(root.Content) == 2 && root.Content[0].Value == "cards" {
		root = root.Content[1]
	}
	if root.Kind != yaml.SequenceNode {
		return Problems{nodePos(file, root).problem("data.list_cards_each_line")}
	}
	var probs Problems
	for _, item := range root.Content {
		if item.Kind != yaml.MappingNode {
			probs = append(probs, nodePos(file, item).problem("data.card_map_column_value"))
			continue
		}
		if p := t.full(file, item.Line); p != nil {
			return append(probs, *p)
		}
		row := Row{Pos: nodePos(file, item), Values: map[string]string{}, Cells: map[string]pos{}}
		for i := 0; i+1 < len(item.Content); i += 2 {
			k, v := item.Content[i], item.Content[i+1]
			if v.Kind != yaml.ScalarNode {
				probs = append(probs, nodePos(file, v).problem("data.column_single_value_text", k.Value))
				continue
			}
			if _, dup := row.Values[k.Value]; dup {
				probs = append(probs, nodePos(file, k).problem("data.column_appears_twice_card", k.Value))
				continue
			}
			t.addColumn(k.Value)
			val := v.Value
			if v.Tag == "!!null" {
				val = ""
			}
			row.Values[k.Value] = val
			row.Cells[k.Value] = nodePos(file, v)
		}
		t.Rows = append(t.Rows, row)
	}
	return probs
}

func nodePos(file string, n *yaml.Node) pos { return pos{file, n.Line, n.Column} }

// yamlProblem turns a YAML syntax error ("yaml: line 3: ...") into a problem
// at the line and column that have the mistake, in our words (package
// yamlerror: the parser names the line where the enclosing map or list
// starts, in words of tokens and nodes).
func yamlProblem(file string, data []byte, err error) Problem {
	e := yamlerror.Explain(data, err)
	return pos{File: file, Line: max(e.Line, 1), Col: max(e.Col, 1)}.problem("problem.error_text", e)
}

// fill makes every row have every column ("" where a file had none).
func (t *Table) fill() {
	for _, r := range t.Rows {
		for _, c := range t.Columns {
			if _, ok := r.Values[c]; !ok {
				r.Values[c] = ""
				r.Cells[c] = r.Pos
			}
		}
	}
}

// lineOffset is the byte offset of the start of line n (1-based), and false
// past the end of data.
func lineOffset(data []byte, n int) (int, bool) {
	off := 0
	for l := 1; l < n; l++ {
		i := bytes.IndexByte(data[off:], '\n')
		if i < 0 {
			return 0, false
		}
		off += i + 1
	}
	return off, true
}

// atEOF tells whether the csv package's error position (a line and a 1-based
// byte column) is the end of the data: where a cell never closed is found.
func atEOF(data []byte, line, col int) bool {
	off, ok := lineOffset(data, line)
	return !ok || off+col-1 >= len(bytes.TrimRight(data, "\r\n"))
}

// openQuote finds the quote that opens the cell being read at the csv
// package's error position (errLine, errCol: a 1-based byte column), reading
// CSV from the start of line start: its line and column (in characters). A
// cell whose closing quote is missing runs on into the lines after it until
// the next quote ends it there, so the error lands on a later line than the
// mistake: the scan stops at the error, where that cell is still open.
func openQuote(data []byte, start, errLine, errCol int, comma rune) (line, col int, ok bool) {
	off, ok := lineOffset(data, start)
	if !ok {
		return 0, 0, false
	}
	end := len(data)
	if e, ok := lineOffset(data, errLine); ok && e+errCol-1 < end && e+errCol-1 >= off {
		end = e + errCol - 1
	}
	data = data[:end]
	line, col = start, 1
	const (
		fieldStart = iota
		plain
		quoted
		quoteSeen // a quote inside a quoted cell: its end, or the first of two
	)
	state := fieldStart
	var ql, qc int
	for _, r := range string(data[off:]) {
		if state == quoteSeen {
			if r == '"' {
				state = quoted // a doubled quote
				col++
				continue
			}
			state = plain // the cell's end; r is read as after it
		}
		switch {
		case state == quoted:
			if r == '"' {
				state = quoteSeen
			}
		case r == comma || r == '\n':
			state = fieldStart
		case r == '"' && state == fieldStart:
			state, ql, qc = quoted, line, col
		default:
			state = plain
		}
		if r == '\n' {
			line, col = line+1, 1
		} else {
			col++
		}
	}
	return ql, qc, state == quoted
}

// csvErr is an error of package encoding/csv, said in a language: the ones
// a spreadsheet makes in its words, any other in the package's.
type csvErr struct{ err error }

func (e csvErr) SayIn(l msg.Lang) string {
	switch {
	case errors.Is(e.err, csv.ErrBareQuote):
		return Messages.Say(l, "data.csv_bare_quote")
	case errors.Is(e.err, csv.ErrQuote):
		return Messages.Say(l, "data.csv_quote")
	}
	return e.err.Error()
}
