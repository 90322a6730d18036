package printables

import (
	"fmt"

	"boardroom/phrase/msg"
)

// Palette collects the named colours of a game's layout file ("deck.Red",
// "ink") and reports the first bad or missing one with the file's name, so a
// typo is an error at start, not a half-drawn PDF.
type Palette struct {
	file string
	C    map[string]Color
	err  error
}

// NewPalette starts a palette for the layout file named file.
func NewPalette(file string) *Palette { return &Palette{file: file, C: map[string]Color{}} }

// Add parses one colour under key.
func (p *Palette) Add(key, hex string) {
	if p.err != nil {
		return
	}
	c, err := ParseColor(hex)
	if err != nil {
		p.err = fmt.Errorf("%s: colors.%s: %v", p.file, key, err)
		return
	}
	p.C[key] = c
}

// Need checks that every key has a colour; it returns the first error.
func (p *Palette) Need(keys ...string) error {
	if p.err != nil {
		return p.err
	}
	for _, k := range keys {
		if _, ok := p.C[k]; !ok {
			return fmt.Errorf("%s: colors: no colour for %s", p.file, k)
		}
	}
	return nil
}

// Prefixed builds keys prefix.name for a list of names.
func Prefixed[T any](prefix string, items []T, name func(T) string) []string {
	out := make([]string, len(items))
	for i, it := range items {
		out[i] = prefix + "." + name(it)
	}
	return out
}

// FormatText describes an item's cut size for --list in l: "poker card
// 63.5 x 88.9 mm", or "3/4 inch disc, 19.05 mm" for a round item; in German
// "Pokerkarte 63,5 × 88,9 mm" (what is said in l by the caller).
func FormatText(l msg.Lang, what string, w, h float64, round bool) string {
	if round {
		return printed(l, "format.round", what, MMIn(l, w))
	}
	return printed(l, "format.size", what, MMIn(l, w), MMIn(l, h))
}
