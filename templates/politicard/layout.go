// Package politicard embeds how the Politicard components look
// (layout.yaml), read by the shared templates loader.
package politicard

import (
	_ "embed"

	"boardroom/lazy"
	"boardroom/templates"
)

//go:embed layout.yaml
var layoutYAML []byte

// File is the name errors use for the embedded layout.
const File = "templates/politicard/layout.yaml"

// Needs are what the Politicard faces need of the layout.
var Needs = &lazy.Value[templates.Needs]{New: func() templates.Needs {
	return templates.Needs{
		Formats: []string{"card"},
		// A space holds a sleeved poker card: 66 x 92 mm at least.
		Settings: map[string]templates.Range{"space_w": {Min: 66, Max: 80}, "space_h": {Min: 92, Max: 110},
			"space_gap": {Min: 1, Max: 10}, "side_w": {Min: 40, Max: 80}},
		Seats: 2,
		Roomy: true,
	}
}}

// Load parses the embedded layout.
func Load() (*templates.Layout, error) { return Parse(File, layoutYAML) }

// Parse decodes and checks a Politicard layout.
func Parse(name string, data []byte) (*templates.Layout, error) {
	return templates.Parse(name, data, Needs.Get())
}
