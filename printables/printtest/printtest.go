// Package printtest holds the helpers the print tests share: imposing and
// recording a set, finding a component, reading back the words drawn for an
// item, and checking that every drawing stays on its item.
package printtest

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/printables"
)

// Tol is how exact physical sizes must be, in mm.
const Tol = 0.01

// Options are the default options changed by mod (nil: unchanged).
func Options(mod func(*printables.Options)) printables.Options {
	o := printables.DefaultOptions()
	if mod != nil {
		mod(&o)
	}
	return o
}

// Record imposes comps and renders them on a Recorder.
func Record(t testing.TB, comps []*printables.Component, o printables.Options) (*printables.Recorder, []printables.Page) {
	t.Helper()
	pages, err := printables.Impose(comps, o)
	require.NoError(t, err)
	rec := &printables.Recorder{}
	require.NoError(t, printables.Render(rec, pages, o))
	// Every character drawn is one its face has: a missing glyph prints as
	// a box (a non-breaking hyphen in a material's name once did).
	missing := map[rune]string{}
	for _, op := range rec.Ops {
		if op.Kind != "text" {
			continue
		}
		for _, r := range op.Text {
			if _, seen := missing[r]; !seen && !printables.HasGlyph(op.Font.Face, r) {
				missing[r] = op.Text
			}
		}
	}
	for r, text := range missing {
		t.Errorf("the font has no glyph for %q (U+%04X) in %q", r, r, text)
	}
	return rec, pages
}

// RenderPDF imposes comps and renders them as PDF bytes.
func RenderPDF(t testing.TB, comps []*printables.Component, o printables.Options) []byte {
	t.Helper()
	pages, err := printables.Impose(comps, o)
	require.NoError(t, err)
	pdf := printables.NewPDF("test")
	require.NoError(t, printables.Render(pdf, pages, o))
	b, err := pdf.Bytes()
	require.NoError(t, err)
	return b
}

// ByID finds the component with this ID, or fails the test.
func ByID(t testing.TB, comps []*printables.Component, id string) *printables.Component {
	t.Helper()
	for _, c := range comps {
		if c.ID == id {
			return c
		}
	}
	t.Fatalf("no component %s", id)
	return nil
}

// TextOf joins the words drawn under a group label on the first page that has them.
func TextOf(rec *printables.Recorder, group string) string {
	page := 0
	var words []string
	for _, op := range rec.Ops {
		if op.Kind != "text" || op.Group != group {
			continue
		}
		if page == 0 {
			page = op.Page
		}
		if op.Page == page {
			words = append(words, op.Text)
		}
	}
	return strings.Join(strings.Fields(strings.Join(words, " ")), " ")
}

// AssertDrawnInsideItems checks that every op drawn under an item's label
// lies inside that item's bleed box (with 0.3 mm for line widths), and that
// every placed item drew something under its label.
func AssertDrawnInsideItems(t *testing.T, pages []printables.Page, rec *printables.Recorder) {
	t.Helper()
	type label struct {
		page  int
		group string
	}
	boxes := map[label][]printables.Rect{} // an item label on a page -> its placements
	for i, p := range pages {
		for _, pl := range p.Placements {
			side := "front"
			if pl.Back {
				side = "back"
			}
			l := label{i + 1, side + ":" + pl.Comp.ID + ":" + pl.Item.Title}
			boxes[l] = append(boxes[l], pl.Bleed)
		}
	}
	drawn := map[label]int{}
	for _, op := range rec.Ops {
		l := label{op.Page, op.Group}
		rs, ok := boxes[l]
		if !ok || op.Kind == "page" || op.Kind == "push" || op.Kind == "pop" {
			continue // a layer draws nothing itself
		}
		r := op.Rect()
		inside := false
		for _, b := range rs {
			if b.Inset(-0.3).Contains(r) {
				inside = true
			}
		}
		assert.True(t, inside, "%s %q of %s on page %d at %s leaves its item", op.Kind, op.Text, op.Group, op.Page, r)
		drawn[l]++
	}
	assert.NotEmpty(t, boxes, "no item was placed")
	for l := range boxes {
		assert.Positive(t, drawn[l], "%s on page %d draws nothing under its own label", l.group, l.page)
	}
}
