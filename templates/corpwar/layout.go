// Package corpwar holds how the Corporate Warfare components look: sizes,
// colours and the corporations' seats, from the embedded layout.yaml.
package corpwar

import (
	_ "embed"

	"boardroom/rules/datafile"
)

//go:embed layout.yaml
var layoutYAML []byte

// File is the name errors use for the embedded layout.
const File = "templates/corpwar/layout.yaml"

// Format is a component's cut size.
type Format struct {
	W    float64 `yaml:"w"`
	H    float64 `yaml:"h"`
	What string  `yaml:"what"`
}

// Corporation is one seat: its name ("A") and colour.
type Corporation struct {
	Name  string `yaml:"name"`
	Color string `yaml:"color"`
}

// Layout is the Corporate Warfare look.
type Layout struct {
	Formats struct {
		Card  Format `yaml:"card"`
		Token Format `yaml:"token"`
		Coin  Format `yaml:"coin"`
	} `yaml:"formats"`
	Text struct {
		TitleMax float64 `yaml:"title_max"`
		TitleMin float64 `yaml:"title_min"`
		BodyMax  float64 `yaml:"body_max"`
		BodyMin  float64 `yaml:"body_min"`
	} `yaml:"text"`
	Board struct {
		Spot float64 `yaml:"spot"`
	} `yaml:"board"`
	Corporations []Corporation `yaml:"corporations"`
	Colors       struct {
		Ink         string            `yaml:"ink"`
		Paper       string            `yaml:"paper"`
		Accent      string            `yaml:"accent"`
		Employee    string            `yaml:"employee"`
		Product     string            `yaml:"product"`
		Departments map[string]string `yaml:"departments"`
		Cards       map[string]string `yaml:"cards"`
		Money       map[int]string    `yaml:"money"`
		RedSuit     string            `yaml:"red_suit"`
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
	for what, f := range map[string]Format{"card": l.Formats.Card, "token": l.Formats.Token, "coin": l.Formats.Coin} {
		if f.W <= 0 || f.H <= 0 || f.W > 200 || f.H > 270 {
			return doc.Errorf([]any{"formats", what}, "format %s: size %gx%g mm is not printable", what, f.W, f.H)
		}
	}
	if l.Text.BodyMin <= 0 || l.Text.BodyMin > l.Text.BodyMax || l.Text.TitleMin <= 0 || l.Text.TitleMin > l.Text.TitleMax {
		return doc.Errorf([]any{"text"}, "text sizes: want 0 < min <= max")
	}
	if l.Board.Spot < l.Formats.Token.W {
		return doc.Errorf([]any{"board", "spot"}, "board.spot: %g mm cannot hold a %g mm token", l.Board.Spot, l.Formats.Token.W)
	}
	if len(l.Corporations) == 0 {
		return doc.Errorf([]any{"corporations"}, "corporations: need at least one")
	}
	return nil
}
