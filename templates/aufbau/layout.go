// Package aufbau embeds how the Aufbausystem sheets look (layout.yaml),
// read by the shared templates loader.
package aufbau

import (
	_ "embed"

	"boardroom/lazy"
	"boardroom/rules/datafile"
	"boardroom/templates"
)

//go:embed layout.yaml
var layoutYAML []byte

// File is the name errors use for the embedded layout.
const File = "templates/aufbau/layout.yaml"

// Needs are what the sheets need: the colours and the band and row heights.
var Needs = &lazy.Value[templates.Needs]{New: func() templates.Needs {
	return templates.Needs{
		Settings: map[string]templates.Range{"band": {Min: 8, Max: 30}, "row": {Min: 3, Max: 12}, "table_max": {Min: 9, Max: 20}, "table_min": {Min: 9, Max: 14}},
		Check: func(l *templates.Layout, doc *datafile.Doc) error {
			for _, c := range []string{"ink", "accent", "light", "rule"} {
				if _, ok := l.Colors[c]; !ok {
					return doc.Errorf([]any{"colors"}, "colors.%s: missing", c)
				}
			}
			return nil
		},
	}
}}

// Load parses the embedded layout.
func Load() (*templates.Layout, error) { return Parse(File, layoutYAML) }

// Parse decodes and checks an Aufbausystem layout.
func Parse(name string, data []byte) (*templates.Layout, error) {
	return templates.Parse(name, data, Needs.Get())
}
