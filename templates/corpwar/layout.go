// Package corpwar embeds how the Corporate Warfare components look
// (layout.yaml), read by the shared templates loader.
package corpwar

import (
	_ "embed"

	"boardroom/lazy"
	"boardroom/rules/datafile"
	"boardroom/templates"
)

//go:embed layout.yaml
var layoutYAML []byte

// File is the name errors use for the embedded layout.
const File = "templates/corpwar/layout.yaml"

// Needs are what the Corporate Warfare faces need of the layout: a token
// spot on the board holds a token.
var Needs = &lazy.Value[templates.Needs]{New: func() templates.Needs {
	return templates.Needs{
		Formats:  []string{"card", "token", "coin"},
		Settings: map[string]templates.Range{"spot": {Min: 1, Max: 60}},
		Seats:    1,
		Check: func(l *templates.Layout, doc *datafile.Doc) error {
			if spot, token := l.Settings["spot"], l.Formats["token"].W; spot < token {
				return doc.Errorf([]any{"settings", "spot"}, "settings.spot: %g mm cannot hold a %g mm token", spot, token)
			}
			return nil
		},
	}
}}

// Load parses the embedded layout.
func Load() (*templates.Layout, error) { return Parse(File, layoutYAML) }

// Parse decodes and checks a Corporate Warfare layout.
func Parse(name string, data []byte) (*templates.Layout, error) {
	return templates.Parse(name, data, Needs.Get())
}
