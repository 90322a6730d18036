// Package templates is how a game's components look: one schema and one
// loader for every game's layout.yaml (cut sizes, text sizes, seats,
// colours and the game's own named settings). Numbers and texts of a game
// come from its rules, never from here.
package templates

import (
	"fmt"
	"sort"

	"go.yaml.in/yaml/v3"

	"boardroom/rules/datafile"
)

// Format is a component's cut size in mm and what it is called in --list.
type Format struct {
	W    float64 `yaml:"w"`
	H    float64 `yaml:"h"`
	What string  `yaml:"what"`
}

// Text are the sizes of text in points.
type Text struct {
	TitleMax float64 `yaml:"title_max"`
	TitleMin float64 `yaml:"title_min"`
	BodyMax  float64 `yaml:"body_max"`
	BodyMin  float64 `yaml:"body_min"`
	// RoomyMax is the largest size of text that has a card side to itself:
	// it grows up to this to use the space (0: the layout has none).
	RoomyMax float64 `yaml:"roomy_max"`
}

// Seat is one player's seat: its name ("A") and colour.
type Seat struct {
	Name  string `yaml:"name"`
	Color string `yaml:"color"`
}

// Colors are a layout's named colours, #rrggbb. A colour is named by its
// key ("ink"), a colour of a group by the group and its member
// ("decks.Red" for decks: {Red: "#aa2222"}).
type Colors map[string]string

// UnmarshalYAML reads plain colours and groups of colours.
func (c *Colors) UnmarshalYAML(n *yaml.Node) error {
	if n.Kind != yaml.MappingNode {
		return fmt.Errorf("line %d: colors: want a map of names to colours", n.Line)
	}
	*c = Colors{}
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, v := n.Content[i], n.Content[i+1]
		switch v.Kind {
		case yaml.ScalarNode:
			(*c)[k.Value] = v.Value
		case yaml.MappingNode:
			for j := 0; j+1 < len(v.Content); j += 2 {
				if v.Content[j+1].Kind != yaml.ScalarNode {
					return fmt.Errorf("line %d: colors.%s.%s: want a colour", v.Content[j].Line, k.Value, v.Content[j].Value)
				}
				(*c)[k.Value+"."+v.Content[j].Value] = v.Content[j+1].Value
			}
		default:
			return fmt.Errorf("line %d: colors.%s: want a colour or a map of colours", k.Line, k.Value)
		}
	}
	return nil
}

// Names are the colour names in a stable order.
func (c Colors) Names() []string {
	names := make([]string, 0, len(c))
	for k := range c {
		names = append(names, k)
	}
	sort.Strings(names)
	return names
}

// Layout is how one game's components look.
type Layout struct {
	File    string            `yaml:"-"`
	Formats map[string]Format `yaml:"formats"`
	Text    Text              `yaml:"text"`
	// Settings are the game's own numbers of its look (mm unless the name
	// says otherwise), checked by the game's Needs.
	Settings map[string]float64 `yaml:"settings"`
	Seats    []Seat             `yaml:"seats"`
	Colors   Colors             `yaml:"colors"`
}

// Range is the allowed values of a setting.
type Range struct{ Min, Max float64 }

// Needs are what a game's faces need of its layout; Parse checks them.
type Needs struct {
	Formats  []string         // formats that must be present
	Settings map[string]Range // settings that must be present, within their range
	Seats    int              // at least this many seats (0: none needed)
	Roomy    bool             // text.roomy_max must be set
	// Check checks what the rest cannot say (one setting against another);
	// doc gives its errors a file and line.
	Check func(l *Layout, doc *datafile.Doc) error
}

// Parse decodes a game's layout strictly and checks it against needs. Every
// error names the file and, where it can, the line.
func Parse(name string, data []byte, needs Needs) (*Layout, error) {
	var l Layout
	doc, err := datafile.Decode(name, data, &l)
	if err != nil {
		return nil, err
	}
	l.File = name
	if err := l.validate(doc, needs); err != nil {
		return nil, err
	}
	return &l, nil
}

func (l *Layout) validate(doc *datafile.Doc, needs Needs) error {
	for _, what := range needs.Formats {
		if _, ok := l.Formats[what]; !ok {
			return doc.Errorf([]any{"formats"}, "formats: no format %s", what)
		}
	}
	whats := make([]string, 0, len(l.Formats))
	for what := range l.Formats {
		whats = append(whats, what)
	}
	sort.Strings(whats)
	for _, what := range whats {
		f := l.Formats[what]
		if f.W <= 0 || f.H <= 0 || f.W > 200 || f.H > 270 || f.What == "" {
			return doc.Errorf([]any{"formats", what}, "format %s: size %gx%g mm is not printable (or it has no name)", what, f.W, f.H)
		}
	}
	t := l.Text
	if t.BodyMin <= 0 || t.BodyMin > t.BodyMax || t.TitleMin <= 0 || t.TitleMin > t.TitleMax || (t.RoomyMax != 0 && t.RoomyMax < t.BodyMax) || (needs.Roomy && t.RoomyMax == 0) {
		return doc.Errorf([]any{"text"}, "text sizes: want 0 < min <= max (and body_max <= roomy_max)")
	}
	names := make([]string, 0, len(needs.Settings))
	for k := range needs.Settings {
		names = append(names, k)
	}
	sort.Strings(names)
	for _, k := range names {
		r := needs.Settings[k]
		v, ok := l.Settings[k]
		if !ok {
			return doc.Errorf([]any{"settings"}, "settings.%s: missing", k)
		}
		if v < r.Min || v > r.Max {
			return doc.Errorf([]any{"settings", k}, "settings.%s: want %g to %g, got %g", k, r.Min, r.Max, v)
		}
	}
	if len(l.Seats) < needs.Seats {
		return doc.Errorf([]any{"seats"}, "seats: need at least %d", needs.Seats)
	}
	seen := map[string]bool{}
	for i, s := range l.Seats {
		if s.Name == "" || s.Color == "" {
			return doc.Errorf([]any{"seats", i}, "seats[%d]: needs a name and a color", i)
		}
		if seen[s.Name] {
			return doc.Errorf([]any{"seats", i}, "seats[%d]: %q is named twice", i, s.Name)
		}
		seen[s.Name] = true
	}
	if needs.Check != nil {
		return needs.Check(l, doc)
	}
	return nil
}
