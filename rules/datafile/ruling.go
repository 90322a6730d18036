package datafile

import "fmt"

// Ruling is one of the rulings in docs/rulings.md that a game's data
// applies: its number there ("CW14", "R29") and its short title. A game
// whose rulings are unnumbered (R.I.G.S.) names them by their title alone.
type Ruling struct {
	ID    string `yaml:"id,omitempty" json:"id,omitempty"`
	Title string `yaml:"title" json:"title"`
}

// String is the ruling as the referee cites it: "ruling CW14: upkeep counts
// full groups", or `ruling "Market prices"` for an unnumbered one.
func (r Ruling) String() string {
	if r.ID == "" {
		return fmt.Sprintf("ruling %q", r.Title)
	}
	return fmt.Sprintf("ruling %s: %s", r.ID, r.Title)
}

// Rulings are a game's rulings by key, the one way its data and code cite
// them; docs/rulings.md holds each one's quote, ruling and why (a test in
// games checks that every key cited exists there).
type Rulings map[string]Ruling

// Cite names a ruling for the referee's messages. An unknown key (a bug) is
// named as it is.
func (rs Rulings) Cite(key string) string {
	ru, ok := rs[key]
	if !ok {
		return "ruling " + key
	}
	return ru.String()
}
