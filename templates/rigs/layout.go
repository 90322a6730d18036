// Package rigs holds how the R.I.G.S. components look: sizes and colours,
// from the embedded layout.yaml.
package rigs

import (
	_ "embed"
	"fmt"

	"boardroom/rules/datafile"
)

//go:embed layout.yaml
var layoutYAML []byte

// File is the name errors use for the embedded layout.
const File = "templates/rigs/layout.yaml"

// Format is a component's cut size.
type Format struct {
	W    float64 `yaml:"w"`
	H    float64 `yaml:"h"`
	What string  `yaml:"what"`
}

// Layout is the R.I.G.S. look.
type Layout struct {
	Formats struct {
		Card   Format `yaml:"card"`
		Bill   Format `yaml:"bill"`
		Coupon Format `yaml:"coupon"`
		Script Format `yaml:"script"`
		Token  Format `yaml:"token"`
		Aid    Format `yaml:"aid"`
	} `yaml:"formats"`
	Text struct {
		TitleMax float64 `yaml:"title_max"`
		TitleMin float64 `yaml:"title_min"`
		BodyMax  float64 `yaml:"body_max"`
		BodyMin  float64 `yaml:"body_min"`
		// RoomyMax is the largest size of text that has a card side to
		// itself (Disaster and Safe! cards, the player aid's back): it
		// grows up to this to use the space.
		RoomyMax float64 `yaml:"roomy_max"`
	} `yaml:"text"`
	Colors struct {
		Ink       string            `yaml:"ink"`
		Paper     string            `yaml:"paper"`
		Plots     map[string]string `yaml:"plots"`
		Survey    string            `yaml:"survey"`
		Karma     map[string]string `yaml:"karma"`
		Disaster  string            `yaml:"disaster"`
		Safe      string            `yaml:"safe"`
		Market    map[string]string `yaml:"market"`
		Resources map[string]string `yaml:"resources"`
		Money     map[int]string    `yaml:"money"`
		Vinnie    string            `yaml:"vinnie"`
		Rigs      string            `yaml:"rigs"`
		Aid       string            `yaml:"aid"`
	} `yaml:"colors"`
}

// Load parses the embedded layout.
func Load() (*Layout, error) { return Parse(File, layoutYAML) }

// Parse decodes and checks a layout.
func Parse(name string, data []byte) (*Layout, error) {
	return datafile.Parse[Layout](name, data)
}

// Validate checks sizes and text settings.
func (l *Layout) Validate(doc *datafile.Doc) error {
	for what, f := range map[string]Format{"card": l.Formats.Card, "bill": l.Formats.Bill, "coupon": l.Formats.Coupon,
		"script": l.Formats.Script, "token": l.Formats.Token, "aid": l.Formats.Aid} {
		if f.W <= 0 || f.H <= 0 || f.W > 200 || f.H > 270 {
			return doc.Errorf([]any{"formats", what}, "format %s: size %gx%g mm is not printable", what, f.W, f.H)
		}
	}
	if l.Text.BodyMin <= 0 || l.Text.BodyMin > l.Text.BodyMax || l.Text.RoomyMax < l.Text.BodyMax || l.Text.TitleMin <= 0 || l.Text.TitleMin > l.Text.TitleMax {
		return doc.Errorf([]any{"text"}, "text sizes: want 0 < min <= max (and body_max <= roomy_max)")
	}
	return nil
}

// Must panics on a broken embedded layout (tests keep it whole).
func Must() *Layout {
	l, err := Load()
	if err != nil {
		panic(fmt.Sprint(err))
	}
	return l
}
