// Package rheinhessen holds how the Rheinhessen Industriewerk components
// look: sizes, colours and the corporations' seats, from the embedded
// layout.yaml.
package rheinhessen

import (
	_ "embed"
	"fmt"

	"boardroom/rules/datafile"
)

//go:embed layout.yaml
var layoutYAML []byte

// File is the name errors use for the embedded layout.
const File = "templates/rheinhessen/layout.yaml"

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

// Layout is the Rheinhessen look.
type Layout struct {
	Formats struct {
		Reference Format `yaml:"reference"`
	} `yaml:"formats"`
	Text struct {
		TitleMax float64 `yaml:"title_max"`
		TitleMin float64 `yaml:"title_min"`
		BodyMax  float64 `yaml:"body_max"`
		BodyMin  float64 `yaml:"body_min"`
	} `yaml:"text"`
	Board struct {
		TrackBoxMax  float64 `yaml:"track_box_max"`
		ScoreCellMax float64 `yaml:"score_cell_max"`
		ScoreCellMin float64 `yaml:"score_cell_min"`
	} `yaml:"board"`
	Table struct {
		LastRaw int `yaml:"last_raw"` // the scoring table runs from the smallest production to this raw value
	} `yaml:"table"`
	Corporations []Corporation `yaml:"corporations"`
	Colors       struct {
		Ink     string            `yaml:"ink"`
		Paper   string            `yaml:"paper"`
		Accent  string            `yaml:"accent"`
		Legal   string            `yaml:"legal"`
		Illegal string            `yaml:"illegal"`
		Zones   map[string]string `yaml:"zones"`
	} `yaml:"colors"`
}

// Load parses the embedded layout.
func Load() (*Layout, error) { return Parse(File, layoutYAML) }

// Parse decodes and checks a layout.
func Parse(name string, data []byte) (*Layout, error) {
	return datafile.Parse[Layout](name, data)
}

// Validate checks sizes, text settings and the corporations. Colours are
// parsed by the printables that use them.
func (l *Layout) Validate(doc *datafile.Doc) error {
	if f := l.Formats.Reference; f.W <= 0 || f.H <= 0 || f.W > 200 || f.H > 260 || f.What == "" {
		return doc.Errorf([]any{"formats", "reference"}, "format reference: size %gx%g mm is not printable (or it has no name)", f.W, f.H)
	}
	if l.Text.BodyMin <= 0 || l.Text.BodyMin > l.Text.BodyMax || l.Text.TitleMin <= 0 || l.Text.TitleMin > l.Text.TitleMax {
		return doc.Errorf([]any{"text"}, "text sizes: want 0 < min <= max")
	}
	b := l.Board
	if b.TrackBoxMax < 15 || b.TrackBoxMax > 60 {
		return doc.Errorf([]any{"board", "track_box_max"}, "board.track_box_max: want 15 to 60 mm, got %g", b.TrackBoxMax)
	}
	if b.ScoreCellMin < 6 || b.ScoreCellMin > b.ScoreCellMax || b.ScoreCellMax > 30 {
		return doc.Errorf([]any{"board"}, "board: want 6 <= score_cell_min <= score_cell_max <= 30 mm, got %g and %g", b.ScoreCellMin, b.ScoreCellMax)
	}
	if l.Table.LastRaw < 10 || l.Table.LastRaw > 80 {
		return doc.Errorf([]any{"table", "last_raw"}, "table.last_raw: want 10 to 80 (two columns on one page), got %d", l.Table.LastRaw)
	}
	if len(l.Corporations) == 0 {
		return doc.Errorf([]any{"corporations"}, "corporations: need at least one")
	}
	seen := map[string]bool{}
	for i, c := range l.Corporations {
		if c.Name == "" || c.Color == "" {
			return doc.Errorf([]any{"corporations", i}, "corporations[%d]: needs a name and a color", i)
		}
		if seen[c.Name] {
			return doc.Errorf([]any{"corporations", i}, "corporations[%d]: %q is named twice", i, c.Name)
		}
		seen[c.Name] = true
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
