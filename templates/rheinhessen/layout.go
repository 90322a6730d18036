// Package rheinhessen embeds how the Rheinhessen Industriewerk components
// look (layout.yaml), read by the shared templates loader.
package rheinhessen

import (
	_ "embed"

	"boardroom/lazy"
	"boardroom/rules/datafile"
	"boardroom/templates"
)

//go:embed layout.yaml
var layoutYAML []byte

// File is the name errors use for the embedded layout.
const File = "templates/rheinhessen/layout.yaml"

// Needs are what the Rheinhessen faces need of the layout: a coin must lie
// in a track box and point at one score cell; the scoring table fits two
// columns on one page.
var Needs = &lazy.Value[templates.Needs]{New: func() templates.Needs {
	return templates.Needs{
		Formats: []string{"reference"},
		Settings: map[string]templates.Range{
			"track_box_max": {Min: 15, Max: 60}, "score_cell_max": {Min: 6, Max: 30}, "score_cell_min": {Min: 6, Max: 30},
			"last_raw": {Min: 10, Max: 80},
		},
		Seats: 1,
		Check: func(l *templates.Layout, doc *datafile.Doc) error {
			if l.Settings["score_cell_min"] > l.Settings["score_cell_max"] {
				return doc.Errorf([]any{"settings"}, "settings: want 6 <= score_cell_min <= score_cell_max <= 30 mm, got %g and %g",
					l.Settings["score_cell_min"], l.Settings["score_cell_max"])
			}
			return nil
		},
	}
}}

// Load parses the embedded layout.
func Load() (*templates.Layout, error) { return Parse(File, layoutYAML) }

// Parse decodes and checks a Rheinhessen layout.
func Parse(name string, data []byte) (*templates.Layout, error) {
	return templates.Parse(name, data, Needs.Get())
}
