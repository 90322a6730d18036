package userdeck

import (
	"archive/zip"
	"bytes"
	"encoding/xml"
	"io"
	"path"
	"strconv"
	"strings"
)

// Excel workbooks (.xlsx) are read directly: the first worksheet, its first
// non-empty row naming the columns. A cell's place is its row and column
// number (B3 is 3:2). Cells hold what Excel stored: text, numbers as
// written, TRUE/FALSE; a date is Excel's day number (format it as text in
// the sheet to keep it as shown).

// A part of a workbook is at most maxXLSXPart bytes unpacked, and one of
// more than a megabyte unpacks to at most maxXLSXRatio times its packed
// size (a spreadsheet's XML packs some ten to twenty times; a zip bomb a
// thousand).
const (
	maxXLSXPart  = 32 << 20
	maxXLSXRatio = 100
)

func readZipPart(zr *zip.Reader, name string) ([]byte, error) {
	for _, f := range zr.File {
		if f.Name == name {
			if f.UncompressedSize64 > maxXLSXPart {
				return nil, sayErr("xlsx.unpacks_mb_over_budget", name, f.UncompressedSize64>>20, maxXLSXPart>>20)
			}
			if f.UncompressedSize64 > 1<<20 && f.UncompressedSize64 > maxXLSXRatio*max(f.CompressedSize64, 1) {
				return nil, sayErr("xlsx.unpacks_times_packed_size", name, f.UncompressedSize64/max(f.CompressedSize64, 1), f.CompressedSize64>>10, f.UncompressedSize64>>20, maxXLSXRatio)
			}
			rc, err := f.Open()
			if err != nil {
				return nil, err
			}
			defer rc.Close()
			b, err := io.ReadAll(io.LimitReader(rc, maxXLSXPart+1))
			if err != nil {
				return nil, err
			}
			if len(b) > maxXLSXPart {
				return nil, sayErr("xlsx.larger_than_mb_unpacked", name, maxXLSXPart>>20)
			}
			return b, nil
		}
	}
	return nil, nil
}

// firstSheet is the path of the workbook's first worksheet.
func firstSheet(zr *zip.Reader) string {
	p, _, _ := sheetPath(zr, "")
	return p
}

// sheetPath is the path of the worksheet named name (any case; "" the
// first), whether the workbook has it, and the names of its sheets.
func sheetPath(zr *zip.Reader, name string) (string, bool, []string) {
	wb, _ := readZipPart(zr, "xl/workbook.xml")
	rels, _ := readZipPart(zr, "xl/_rels/workbook.xml.rels")
	var w struct {
		Sheets []struct {
			Name string `xml:"name,attr"`
			ID   string `xml:"http://schemas.openxmlformats.org/officeDocument/2006/relationships id,attr"`
		} `xml:"sheets>sheet"`
	}
	var r struct {
		Rels []struct {
			ID     string `xml:"Id,attr"`
			Target string `xml:"Target,attr"`
		} `xml:"Relationship"`
	}
	var names []string
	if xml.Unmarshal(wb, &w) == nil && xml.Unmarshal(rels, &r) == nil && len(w.Sheets) > 0 {
		want := 0
		for i, s := range w.Sheets {
			names = append(names, s.Name)
			if name != "" && strings.EqualFold(strings.TrimSpace(s.Name), strings.TrimSpace(name)) {
				want = i + 1
			}
		}
		if name != "" && want == 0 {
			return "", false, names
		}
		want = max(want-1, 0)
		for _, rel := range r.Rels {
			if rel.ID == w.Sheets[want].ID {
				t := strings.TrimPrefix(rel.Target, "/")
				if !strings.HasPrefix(t, "xl/") {
					t = path.Join("xl", t)
				}
				return t, true, names
			}
		}
	}
	if name != "" {
		return "", false, names
	}
	return "xl/worksheets/sheet1.xml", true, names
}

type xlsxText struct {
	T    string `xml:"t"`
	Runs []struct {
		T string `xml:"t"`
	} `xml:"r"`
}

func (x xlsxText) String() string {
	if len(x.Runs) == 0 {
		return x.T
	}
	var b strings.Builder
	for _, r := range x.Runs {
		b.WriteString(r.T)
	}
	return b.String()
}

// cellRef splits "B12" into row 12, column 2.
func cellRef(ref string) (row, col int, ok bool) {
	i := 0
	for i < len(ref) && ref[i] >= 'A' && ref[i] <= 'Z' {
		col = col*26 + int(ref[i]-'A'+1)
		i++
		if col > 16384 {
			return 0, 0, false
		}
	}
	row, err := strconv.Atoi(ref[i:])
	return row, col, i > 0 && err == nil && row > 0
}

func readXLSX(t *Table, file string, data []byte) Problems { return readXLSXSheet(t, file, "", data) }

// readXLSXSheet reads the worksheet named sheet ("" the first).
func readXLSXSheet(t *Table, file, sheetName string, data []byte) Problems {
	bad := func(id string, args ...any) Problems {
		return Problems{pos{File: file, Line: 1, Col: 1}.problem(id, args...)}
	}
	zr, err := zip.NewReader(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		return bad("xlsx.not_a_workbook") // the zip reader's words say nothing to a designer
	}
	var shared []string
	if b, err := readZipPart(zr, "xl/sharedStrings.xml"); err != nil {
		return bad("problem.error_text", err)
	} else if b != nil {
		var sst struct {
			SI []xlsxText `xml:"si"`
		}
		if err := xml.Unmarshal(b, &sst); err != nil {
			return bad("xlsx.shared_strings_do_read", err)
		}
		for _, si := range sst.SI {
			shared = append(shared, si.String())
		}
	}
	sheet, found, names := sheetPath(zr, sheetName)
	if !found {
		return bad("xlsx.workbook_has_sheet_sheets", sheetName, didYouMean(sheetName, names), strings.Join(names, ", "))
	}
	b, err := readZipPart(zr, sheet)
	if err != nil {
		return bad("problem.error_text", err)
	}
	if b == nil {
		return bad("xlsx.excel_workbook_has_worksheet", sheet)
	}
	type xlsxRow struct {
		R     int `xml:"r,attr"`
		Cells []struct {
			R  string   `xml:"r,attr"`
			T  string   `xml:"t,attr"`
			V  string   `xml:"v"`
			IS xlsxText `xml:"is"`
		} `xml:"c"`
	}
	// The rows are read one at a time, so that the rows budget stops a
	// sheet of a million rows before they are held.
	dec := xml.NewDecoder(bytes.NewReader(b))
	var ws struct{ Rows []xlsxRow }
	for {
		tok, err := dec.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			return bad("xlsx.first_worksheet_does_read", err)
		}
		se, ok := tok.(xml.StartElement)
		if !ok || se.Name.Local != "row" {
			continue
		}
		var r xlsxRow
		if err := dec.DecodeElement(&r, &se); err != nil {
			return bad("xlsx.first_worksheet_does_read", err)
		}
		if t.max > 0 && len(ws.Rows) > t.max+1000 { // a header, and empty rows, are no cards
			return Problems{t.overBudget(file, r.R)}
		}
		ws.Rows = append(ws.Rows, r)
	}
	// Rows as CSV sees them: cells by column, with their places.
	var probs Problems
	var header []string
	headerCols := map[int]string{}
	for ri, r := range ws.Rows {
		rowNum := r.R
		if rowNum == 0 {
			rowNum = ri + 1
		}
		vals := map[int]string{}
		places := map[int]pos{}
		next := 1
		for _, c := range r.Cells {
			rn, cn, ok := cellRef(c.R)
			if !ok {
				rn, cn = rowNum, next
			}
			next = cn + 1
			v := c.V
			switch c.T {
			case "s":
				i, err := strconv.Atoi(strings.TrimSpace(c.V))
				if err != nil || i < 0 || i >= len(shared) {
					probs = append(probs, pos{file, rn, cn}.problem("xlsx.shared_text_workbook_does", c.V))
					continue
				}
				v = shared[i]
			case "inlineStr":
				v = c.IS.String()
			case "b":
				v = map[string]string{"1": "TRUE", "0": "FALSE"}[strings.TrimSpace(c.V)]
			}
			vals[cn] = v
			places[cn] = pos{file, rn, cn}
		}
		if header == nil {
			if len(vals) == 0 {
				continue
			}
			seen := map[string]bool{}
			for cn := 1; cn <= maxKey(vals); cn++ {
				h := strings.TrimSpace(vals[cn])
				if h == "" {
					continue
				}
				if seen[strings.ToLower(h)] {
					probs = append(probs, places[cn].problem("xlsx.column_appears_twice_header", h))
					continue
				}
				seen[strings.ToLower(h)] = true
				headerCols[cn] = h
				header = append(header, h)
				t.addColumn(h)
			}
			if len(header) == 0 {
				header = nil
			}
			continue
		}
		empty := true
		for _, v := range vals {
			if strings.TrimSpace(v) != "" {
				empty = false
			}
		}
		if empty {
			continue
		}
		row := Row{Pos: pos{File: file, Line: rowNum, Col: 1}, Values: map[string]string{}, Cells: map[string]pos{}}
		for cn, h := range headerCols {
			row.Values[h] = vals[cn]
			if p, ok := places[cn]; ok {
				row.Cells[h] = p
			} else {
				row.Cells[h] = pos{file, rowNum, cn}
			}
		}
		for cn, v := range vals {
			if _, ok := headerCols[cn]; !ok && strings.TrimSpace(v) != "" {
				probs = append(probs, places[cn].problem("xlsx.value_column_which_header", short(v), cn))
				break
			}
		}
		if p := t.full(file, rowNum); p != nil {
			return append(probs, *p)
		}
		t.Rows = append(t.Rows, row)
	}
	if header == nil && len(probs) == 0 {
		probs = append(probs, pos{File: file, Line: 1, Col: 1}.problem("xlsx.empty_first_worksheet_has"))
	}
	return probs
}

func maxKey(m map[int]string) int {
	k := 0
	for c := range m {
		k = max(k, c)
	}
	return min(k, 16384)
}
