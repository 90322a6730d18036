package userdeck_test

import (
	"archive/zip"
	"boardroom/fuzzcheck"
	"bytes"
	"testing"
	"testing/fstest"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/phrase/msg"
	"boardroom/printables/userdeck"
)

// workbook is a minimal .xlsx as Excel writes it: the workbook, its
// relationships, shared strings and the first sheet.
func workbook(t testing.TB, sheet string) []byte {
	var b bytes.Buffer
	z := zip.NewWriter(&b)
	for name, body := range map[string]string{
		"[Content_Types].xml": `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>`,
		"xl/workbook.xml": `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Cards" sheetId="1" r:id="rId3"/><sheet name="Notes" sheetId="2" r:id="rId1"/></sheets></workbook>`,
		"xl/_rels/workbook.xml.rels": `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId3" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet2.xml"/></Relationships>`,
		"xl/sharedStrings.xml": `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="6" uniqueCount="6"><si><t>name</t></si><si><t>cost</t></si><si><t>rules</t></si><si><t>Spark</t></si><si><r><t>Gain </t></r><r><rPr><b/></rPr><t>two</t></r></si><si><t>count</t></si></sst>`,
		"xl/worksheets/sheet1.xml": `<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>not this sheet</t></is></c></row></sheetData></worksheet>`,
		"xl/worksheets/sheet2.xml": `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>` + sheet + `</sheetData></worksheet>`,
	} {
		w, err := z.Create(name)
		require.NoError(t, err)
		_, err = w.Write([]byte(body))
		require.NoError(t, err)
	}
	require.NoError(t, z.Close())
	return b.Bytes()
}

func TestExcelWorkbook(t *testing.T) {
	sheet := `<row r="2"><c r="A2" t="s"><v>0</v></c><c r="B2" t="s"><v>1</v></c><c r="D2" t="s"><v>2</v></c><c r="E2" t="s"><v>5</v></c></row>
<row r="3"><c r="A3" t="s"><v>3</v></c><c r="B3"><v>2</v></c><c r="D3" t="s"><v>4</v></c><c r="E3"><v>3</v></c></row>
<row r="4"><c r="A4" t="inlineStr"><is><t>Surge</t></is></c><c r="B4" t="b"><v>1</v></c><c r="E4"><v>x</v></c></row>
<row r="6"><c r="A6" t="str"><v>Formula</v></c></row>`
	fsys := fstest.MapFS{
		"cards.xlsx":  {Data: workbook(t, sheet)},
		"layout.yaml": {Data: []byte(goodLayout + "  rules: {text: \"{{.rules}} {{.cost}}\", x: 5, y: 20, w: 50, h: 20}\n")},
	}
	d := userdeck.Load(fsys, "deck")
	require.Len(t, d.Problems, 1, d.Problems.Error())
	assert.Equal(t, `deck/cards.xlsx:4:5: error: count "x": want a whole number of copies from 0 to 1000`, d.Problems[0].String(), "row 4, column E")
	assert.Equal(t, []string{"name", "cost", "rules", "count"}, d.Table.Columns)
	require.Len(t, d.Cards, 3)
	assert.Equal(t, "Spark", d.Cards[0].Title)
	assert.Equal(t, 3, d.Cards[0].Count)
	assert.Equal(t, "Gain two", d.Table.Rows[0].Values["rules"], "rich text runs joined")
	assert.Equal(t, "2", d.Table.Rows[0].Values["cost"])
	assert.Equal(t, "TRUE", d.Table.Rows[1].Values["cost"])
	assert.Equal(t, "Formula", d.Cards[2].Title)

	bad := userdeck.Load(fstest.MapFS{"cards.xlsx": {Data: []byte("PK not really")}, "layout.yaml": {Data: []byte(goodLayout)}}, "deck")
	assert.Contains(t, bad.Problems.Error(), "deck/cards.xlsx:1:1: error: not an Excel workbook (.xlsx)")
}

func FuzzXLSX(f *testing.F) {
	fuzzcheck.Bound(f)
	f.Add([]byte(`<row r="1"><c r="A1" t="s"><v>0</v></c></row><row r="2"><c r="A2" t="s"><v>3</v></c></row>`))
	f.Add([]byte(`<row><c r="ZZZZZZ1"><v>1</v></c><c t="s"><v>99</v></c></row>`))
	f.Fuzz(func(t *testing.T, sheet []byte) {
		fuzzcheck.Check(t, len(sheet), func() {
			loadAndDraw(t, fstest.MapFS{"cards.xlsx": {Data: workbook(t, string(sheet))}, "layout.yaml": {Data: []byte(fuzzLayout)}})
		})
	})
}

func TestExcelSheetByName(t *testing.T) {
	sheet := `<row r="1"><c r="A1" t="s"><v>0</v></c></row><row r="2"><c r="A2" t="s"><v>3</v></c></row>`
	fsys := fstest.MapFS{
		"cards.xlsx":  {Data: workbook(t, sheet)},
		"layout.yaml": {Data: []byte("data: [\"cards.xlsx#notes\", cards.xlsx]\n" + goodLayout)},
	}
	d := userdeck.Load(fsys, "deck")
	require.Empty(t, d.Problems, d.Problems.Error())
	require.Len(t, d.Cards, 1, "the Notes sheet has a header only")
	assert.Equal(t, "Spark", d.Cards[0].Title, "the first sheet's card")
	assert.Equal(t, []string{"not this sheet", "name"}, d.Table.Columns)

	fsys["layout.yaml"] = &fstest.MapFile{Data: []byte("data: [\"cards.xlsx#Crads\"]\n" + goodLayout)}
	d = userdeck.Load(fsys, "deck")
	assert.Contains(t, d.Problems.Error(), `deck/cards.xlsx#Crads:1:1: error: the workbook has no sheet "Crads" (did you mean "Cards"?) (sheets: Cards, Notes)`)
}

// A data file named .xlsx that is not a workbook is said in our words in
// each language, without the zip reader's ("zip: not a valid zip file").
func TestAFileThatIsNoWorkbookIsSaidInOurWords(t *testing.T) {
	d := userdeck.Load(fstest.MapFS{"cards.xlsx": {Data: []byte("name\nA\n")}, "layout.yaml": {Data: []byte("size: poker\nfront:\n  t: {text: x, x: 5, y: 5, w: 50, h: 10}\n")}}, "deck")
	require.Len(t, d.Problems, 1, d.Problems.Error())
	assert.NotContains(t, d.Problems[0].In(msg.EN).String(), "zip")
	assert.Equal(t, "deck/cards.xlsx:1:1: Fehler: keine Excel-Arbeitsmappe (.xlsx): sie lässt sich nicht als eine öffnen (speichere sie noch einmal aus der Tabellenkalkulation oder als CSV)", d.Problems[0].In(msg.DE).String())
}
