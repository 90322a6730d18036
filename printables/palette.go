package printables

import (
	"fmt"
	"strconv"
)

// palette collects the named colours of a game's layout file ("plot.Plains",
// "ink") and reports the first bad or missing one with the file's name, so a
// typo is an error at start, not a half-drawn PDF.
type palette struct {
	file string
	c    map[string]Color
	err  error
}

func newPalette(file string) *palette { return &palette{file: file, c: map[string]Color{}} }

// add parses one colour under key.
func (p *palette) add(key, hex string) {
	if p.err != nil {
		return
	}
	c, err := ParseColor(hex)
	if err != nil {
		p.err = fmt.Errorf("%s: colors.%s: %v", p.file, key, err)
		return
	}
	p.c[key] = c
}

// addGroup parses a map of colours under prefix.key.
func addGroup[K comparable](p *palette, prefix string, m map[K]string) {
	for k, v := range m {
		var name string
		switch x := any(k).(type) {
		case int:
			name = strconv.Itoa(x)
		default:
			name = fmt.Sprint(x)
		}
		p.add(prefix+"."+name, v)
	}
}

// need checks that every key has a colour; it returns the first error.
func (p *palette) need(keys ...string) error {
	if p.err != nil {
		return p.err
	}
	for _, k := range keys {
		if _, ok := p.c[k]; !ok {
			return fmt.Errorf("%s: colors: no colour for %s", p.file, k)
		}
	}
	return nil
}

// prefixed builds keys prefix.name for a list of names.
func prefixed[T any](prefix string, items []T, name func(T) string) []string {
	out := make([]string, len(items))
	for i, it := range items {
		out[i] = prefix + "." + name(it)
	}
	return out
}

// formatText describes an item's cut size for --list: "poker card 63.5 x
// 88.9 mm", or "3/4 inch disc, 19.05 mm" for a round item.
func formatText(what string, w, h float64, round bool) string {
	if round {
		return fmt.Sprintf("%s, %s mm", what, mmString(w))
	}
	return fmt.Sprintf("%s %s x %s mm", what, mmString(w), mmString(h))
}
