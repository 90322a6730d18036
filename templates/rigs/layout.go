// Package rigs embeds how the R.I.G.S. components look (layout.yaml), read
// by the shared templates loader.
package rigs

import (
	_ "embed"

	"boardroom/templates"
)

//go:embed layout.yaml
var layoutYAML []byte

// File is the name errors use for the embedded layout.
const File = "templates/rigs/layout.yaml"

// Needs are what the R.I.G.S. faces need of the layout.
var Needs = templates.Needs{Formats: []string{"card", "bill", "coupon", "script", "token", "aid"}, Roomy: true}

// Load parses the embedded layout.
func Load() (*templates.Layout, error) { return Parse(File, layoutYAML) }

// Parse decodes and checks a R.I.G.S. layout.
func Parse(name string, data []byte) (*templates.Layout, error) {
	return templates.Parse(name, data, Needs)
}
