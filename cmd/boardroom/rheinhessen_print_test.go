package main

import (
	"encoding/json"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestRheinhessenPrintList(t *testing.T) {
	r := runCLI(t, "rheinhessen", "print", "--list")
	require.Equal(t, 0, r.code, r.stderr)
	for _, want := range []string{"board", "mats", "reference", "table", "reference card 95 x 130 mm",
		"Corporation A 1, Corporation B 1, Corporation C 1, Corporation D 1", "Quick reference 4", "raw 2 to 60"} {
		assert.Contains(t, r.stdout, want)
	}
	r = runCLI(t, "rheinhessen", "print", "--list", "--json", "--paper", "letter", "--backs", "fold")
	require.Equal(t, 0, r.code, r.stderr)
	var v struct {
		Pages      int
		Components []struct {
			ID      string
			Items   int
			PerPage int `json:"per_page"`
			Pages   int
			Backs   bool
		}
	}
	require.NoError(t, json.Unmarshal([]byte(r.stdout), &v))
	require.Len(t, v.Components, 4)
	assert.Equal(t, 1+4+4+1, v.Pages)
	assert.Equal(t, "reference", v.Components[2].ID)
	assert.Equal(t, 1, v.Components[2].PerPage, "fold: one card and its back per landscape page")
	assert.True(t, v.Components[2].Backs)
}

func TestRheinhessenPrintWritesPDFs(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(dir)
	cases := []struct {
		args  []string
		file  string
		pages int
	}{
		// Duplex: every one-sided page has its blank back.
		{[]string{"rheinhessen", "print"}, "rheinhessen.pdf", 1*2 + 4*2 + 2 + 1*2},
		{[]string{"rheinhessen", "print", "--one-sided-last", "-o", "last.pdf"}, "last.pdf", 1 + 4 + 2 + 1},
		{[]string{"rheinhessen", "print", "--paper", "letter", "--backs", "fold", "-o", "fold.pdf"}, "fold.pdf", 1 + 4 + 4 + 1},
		{[]string{"rheinhessen", "print", "--backs", "none", "--ink-saver", "-o", "none.pdf"}, "none.pdf", 1 + 4 + 1 + 1},
		{[]string{"rheinhessen", "print", "board", "table", "-o", "sheets.pdf"}, "sheets.pdf", 2 * 2},
		{[]string{"rheinhessen", "print", "mats", "--only", "Corporation B", "-o", "b.pdf"}, "b.pdf", 2},
	}
	for _, c := range cases {
		r := runCLI(t, c.args...)
		require.Equal(t, 0, r.code, "%v: %s", c.args, r.stderr)
		assert.Contains(t, r.stdout, "wrote "+c.file)
		assert.Equal(t, c.pages, pdfPages(t, filepath.Join(dir, c.file)), "%v", c.args)
	}
}
