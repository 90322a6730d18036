package lookup

import (
	"fmt"
	"strings"

	"boardroom/rules/datafile"
)

// Book is a game's rules as the table looks them up, from its
// rules/<game>/lookup.yaml: the rule sections in the project's own words
// with a short quote of the rulebook each rests on, and the glossary of
// words the table uses for the same thing.
type Book struct {
	Sections []Section `yaml:"sections"`
	// Glossary maps the words a table uses (German and English, the
	// players' words and the referee's) to the terms of the rules.
	Glossary []Gloss `yaml:"glossary"`
}

// Section is one rule of the game.
type Section struct {
	ID    string   `yaml:"id"`
	Title string   `yaml:"title"`
	Alias []string `yaml:"alias"` // other titles (the other language)
	Text  string   `yaml:"text"`  // the rule, in the project's own words
	Quote string   `yaml:"quote"` // the rulebook's words it rests on
	Words []string `yaml:"words"` // how players ask about it
	// Verbs are the referee's verbs this rule governs: `why` names the
	// section behind every action of that verb.
	Verbs []string `yaml:"verbs"`
	// Rulings are the ids of the rulings that apply it.
	Rulings []string `yaml:"rulings"`
}

// ParseBook reads a lookup.yaml strictly (unknown fields are errors) and
// checks it: every section has an id, a title, text and a quote; ids are
// unique.
func ParseBook(name string, data []byte) (*Book, error) {
	return datafile.Parse[Book](name, data)
}

// Validate checks a decoded book (see ParseBook).
func (b *Book) Validate(doc *datafile.Doc) error {
	seen := map[string]bool{}
	for i, s := range b.Sections {
		switch {
		case s.ID == "":
			return fmt.Errorf("%s: section %d has no id", doc.Name, i+1)
		case seen[s.ID]:
			return fmt.Errorf("%s: section id %q is used twice", doc.Name, s.ID)
		case s.Title == "" || strings.TrimSpace(s.Text) == "" || strings.TrimSpace(s.Quote) == "":
			return fmt.Errorf("%s: section %q needs a title, text and a quote", doc.Name, s.ID)
		}
		seen[s.ID] = true
	}
	for i, g := range b.Glossary {
		if len(g.Words) == 0 || len(g.Means) == 0 {
			return fmt.Errorf("%s: glossary line %d needs words and what they mean", doc.Name, i+1)
		}
	}
	return nil
}

// Entries are the book's sections as search entries.
func (b *Book) Entries() []Entry {
	out := make([]Entry, 0, len(b.Sections))
	for _, s := range b.Sections {
		text := strings.TrimSpace(s.Text)
		if len(s.Rulings) > 0 {
			text += "\nRulings: " + strings.Join(s.Rulings, ", ")
		}
		out = append(out, Entry{Kind: KindRule, ID: s.ID, Title: s.Title, Text: text, Quote: strings.TrimSpace(s.Quote),
			Aliases: s.Alias, Words: s.Words, Verbs: s.Verbs})
	}
	return out
}
