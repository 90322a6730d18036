package lookup

import (
	"fmt"
	"maps"
	"slices"
	"strings"

	"go.yaml.in/yaml/v3"

	"boardroom/phrase/msg"
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
	// Phrases are the words the game's card facts are said with ("Copies:
	// {1}", "Exemplare: {1}"), by id, in both languages: `card` shows a
	// card's facts in the table's language. Numbers are arguments.
	Phrases map[string]msg.Text `yaml:"phrases"`
}

// Phrase is the phrase id in l with its arguments filled in (msg's
// placeholders). A phrase the book lacks is said as its id, so a gap shows
// instead of failing; the games' tests say every phrase in both languages.
func (b *Book) Phrase(l msg.Lang, id string, args ...any) string {
	t, ok := b.Phrases[id]
	if !ok {
		return id
	}
	s, err := msg.Expand(l, t.In(l), args)
	if err != nil {
		return id
	}
	return s
}

// Section is one rule of the game. Its title, text and quote are in both
// languages: in lookup.yaml `title: {en: ..., de: ...}`, or one string
// while the section is written in one language only (then it is shown as
// it is to both).
type Section struct {
	ID string `yaml:"id"` // the data's key: what the referee and the rulings cite
	// Name is the id as each table reads and types it (name: {en: round,
	// de: runde}), where it is a word of one language; the id is found too.
	Name  msg.Text `yaml:"name"`
	Title msg.Text `yaml:"title"`
	Alias []string `yaml:"alias"` // other titles (a table's words for it)
	Text  msg.Text `yaml:"text"`  // the rule, in the project's own words
	Quote msg.Text `yaml:"quote"` // the rulebook's words it rests on
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
		case !complete(s.Title) || !complete(s.Text) || !complete(s.Quote):
			return fmt.Errorf("%s: section %q needs a title, text and a quote, in both languages", doc.Name, s.ID)
		}
		seen[s.ID] = true
	}
	for _, id := range slices.Sorted(maps.Keys(b.Phrases)) {
		if !complete(b.Phrases[id]) {
			return fmt.Errorf("%s: phrase %q needs both languages", doc.Name, id)
		}
	}
	for i, g := range b.Glossary {
		if len(g.Words) == 0 || len(g.Means) == 0 {
			return fmt.Errorf("%s: glossary line %d needs words and what they mean", doc.Name, i+1)
		}
	}
	return nil
}

// Entries are the book's sections as search entries in l: the other
// language's title is another name of the section, its text is found too
// (never shown).
func (b *Book) Entries(l msg.Lang) []Entry {
	other := msg.EN
	if l == msg.EN {
		other = msg.DE
	}
	out := make([]Entry, 0, len(b.Sections))
	for _, s := range b.Sections {
		text := strings.TrimSpace(s.Text.In(l))
		if len(s.Rulings) > 0 {
			text += "\nRulings: " + strings.Join(s.Rulings, ", ")
		}
		e := Entry{Kind: KindRule, ID: s.ID, Title: s.Title.In(l), Text: text, Quote: strings.TrimSpace(s.Quote.In(l)),
			Aliases: s.Alias, Words: s.Words, Verbs: s.Verbs}
		if n := s.Name.In(l); n != "" && n != s.ID {
			// the table's name for it; the data's id and the other
			// language's name are typed at either table
			e.ID = n
			e.Aliases = append(slices.Clone(e.Aliases), s.ID)
			if o := s.Name.In(other); o != n && o != s.ID {
				e.Aliases = append(e.Aliases, o)
			}
		}
		if t := s.Title.In(other); t != e.Title && !slices.Contains(e.Aliases, t) {
			e.Aliases = append(slices.Clone(e.Aliases), t)
		}
		if t := strings.TrimSpace(s.Text.In(other)); t != strings.TrimSpace(s.Text.In(l)) {
			e.Other = t
		}
		out = append(out, e)
	}
	return out
}

func complete(t msg.Text) bool { return strings.TrimSpace(t.EN) != "" && strings.TrimSpace(t.DE) != "" }

// sectionFields are the keys a section of lookup.yaml may have.
var sectionFields = []string{"id", "name", "title", "alias", "text", "quote", "words", "verbs", "rulings"}

// UnmarshalYAML reads a section strictly (an unknown key is an error with
// its line), its title, text and quote either as one string or as
// {en: ..., de: ...}.
func (s *Section) UnmarshalYAML(n *yaml.Node) error {
	if n.Kind != yaml.MappingNode {
		return fmt.Errorf("line %d: a section is a mapping (id, title, text, quote ...)", n.Line)
	}
	for i := 0; i+1 < len(n.Content); i += 2 {
		if k := n.Content[i]; !slices.Contains(sectionFields, k.Value) {
			return fmt.Errorf("line %d: field %s not found in a section (%s)", k.Line, k.Value, strings.Join(sectionFields, ", "))
		}
	}
	var raw struct {
		ID      string    `yaml:"id"`
		Name    yaml.Node `yaml:"name"`
		Title   yaml.Node `yaml:"title"`
		Alias   []string  `yaml:"alias"`
		Text    yaml.Node `yaml:"text"`
		Quote   yaml.Node `yaml:"quote"`
		Words   []string  `yaml:"words"`
		Verbs   []string  `yaml:"verbs"`
		Rulings []string  `yaml:"rulings"`
	}
	if err := n.Decode(&raw); err != nil {
		return err
	}
	*s = Section{ID: raw.ID, Alias: raw.Alias, Words: raw.Words, Verbs: raw.Verbs, Rulings: raw.Rulings}
	for _, f := range []struct {
		node *yaml.Node
		to   *msg.Text
	}{{&raw.Name, &s.Name}, {&raw.Title, &s.Title}, {&raw.Text, &s.Text}, {&raw.Quote, &s.Quote}} {
		t, err := bilingual(f.node)
		if err != nil {
			return err
		}
		*f.to = t
	}
	return nil
}

// bilingual reads a text of a section: one string (the same in both
// languages) or a mapping of en and de.
func bilingual(n *yaml.Node) (msg.Text, error) {
	switch n.Kind {
	case 0:
		return msg.Text{}, nil
	case yaml.ScalarNode:
		return msg.Text{EN: n.Value, DE: n.Value}, nil
	case yaml.MappingNode:
		var t msg.Text
		for i := 0; i+1 < len(n.Content); i += 2 {
			k, v := n.Content[i], n.Content[i+1]
			if v.Kind != yaml.ScalarNode {
				return t, fmt.Errorf("line %d: %s is a string", v.Line, k.Value)
			}
			switch k.Value {
			case "en":
				t.EN = v.Value
			case "de":
				t.DE = v.Value
			default:
				return t, fmt.Errorf("line %d: a text is {en: ..., de: ...}, not %s", k.Line, k.Value)
			}
		}
		return t, nil
	}
	return msg.Text{}, fmt.Errorf("line %d: a text is a string or {en: ..., de: ...}", n.Line)
}
