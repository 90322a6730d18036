package politicard

import (
	"errors"
	"fmt"
	"sort"
	"strconv"
	"strings"

	"go.yaml.in/yaml/v3"

	"boardroom/phrase/msg"
	"boardroom/rules/yamlerror"
)

// Deck is a player's deck: the cards and how many copies of each, in the
// order the file lists them.
type Deck struct {
	Name    string     `json:"name"`
	Entries []DeckLine `json:"cards"`
}

// DeckLine is one line of a deck file: a card and its copies; Line is where
// the file names it (0 for a bundled deck).
type DeckLine struct {
	ID     string `json:"id"`
	Copies int    `json:"copies"`
	Line   int    `json:"-"`
}

// Counts are the copies of each card, by id.
func (d Deck) Counts() map[string]int {
	m := map[string]int{}
	for _, e := range d.Entries {
		m[strings.ToUpper(e.ID)] += e.Copies
	}
	return m
}

// Size is the number of cards.
func (d Deck) Size() int {
	n := 0
	for _, e := range d.Entries {
		n += e.Copies
	}
	return n
}

// HP is what the deck costs.
func (r *Rules) HP(d Deck) int {
	n := 0
	for _, e := range d.Entries {
		if c, ok := r.Card(e.ID); ok {
			n += c.HP * e.Copies
		}
	}
	return n
}

// SampleDeck returns a bundled deck as a Deck.
func (sd *SampleDeck) Deck() Deck {
	d := Deck{Name: sd.Name}
	for _, e := range sd.Cards {
		d.Entries = append(d.Entries, DeckLine{ID: e.ID, Copies: e.Copies})
	}
	return d
}

// Violations lists every way the deck breaks the deck rules (PC15): its
// size, its budget, and each card over its copy limit, in the game's own
// language. Nil: legal.
func (r *Rules) Violations(d Deck) []string { return r.ViolationsIn(d, r.Language) }

// ViolationsIn is Violations in language l.
func (r *Rules) ViolationsIn(d Deck, l msg.Lang) []string {
	var out []string
	dr := r.Deck
	if n := d.Size(); n != dr.Size {
		out = append(out, Messages.Say(l, "deck.size", n, dr.Size))
	}
	if hp := r.HP(d); hp > dr.Budget {
		out = append(out, Messages.Say(l, "deck.budget", hp, dr.Budget))
	}
	counts := d.Counts()
	seen := map[string]bool{}
	for _, e := range d.Entries {
		id := strings.ToUpper(e.ID)
		c, ok := r.Card(id)
		if !ok || seen[id] {
			continue
		}
		seen[id] = true
		if lim := r.CopyLimit(c); counts[id] > lim {
			at := ""
			if e.Line > 0 {
				at = Messages.Say(l, "deck.line", e.Line)
			}
			why := Messages.Say(l, "deck.copies", lim)
			if c.Type != Government && c.CostTier >= dr.TopTier {
				why = Messages.Say(l, "deck.copies_top", lim, c.CostTier)
			}
			out = append(out, at+Messages.Say(l, "deck.too_many", counts[id], c.ID+" "+c.Name.In(l), why))
		}
	}
	return out
}

// SyntaxProblemIn is the YAML syntax error of a deck file, "file:line: ...",
// said in l, and false when the file is YAML. A file that is not YAML is
// unreadable, not a deck that breaks the rules: its refusal cites no rule.
func SyntaxProblemIn(l msg.Lang, file string, data []byte) (string, bool) {
	var root yaml.Node
	err := yaml.Unmarshal(data, &root)
	if err == nil {
		return "", false
	}
	e := yamlerror.Explain(data, err)
	at := file
	if e.Line > 0 {
		at += ":" + strconv.Itoa(e.Line)
	}
	return at + ": " + Messages.Say(l, "deckfile.yaml", e.SayIn(l)), true
}

// ParseDeck reads a deck file. The file is a YAML list; each item is a card
// (its id or name, one copy) or a mapping {id: G4, copies: 2} (or name:
// instead of id). It may also be a mapping with the list under cards: and
// an optional name:. It returns the deck and every problem found, each
// "file:line: ..."; cards it cannot read are left out of the deck. It never
// panics.
func (r *Rules) ParseDeck(file string, data []byte, names Names) (d Deck, problems []string) {
	return r.ParseDeckIn(r.Language, file, data, names)
}

// ParseDeckIn is ParseDeck with every problem said in l (a YAML syntax
// error's own words are the YAML library's).
func (r *Rules) ParseDeckIn(l msg.Lang, file string, data []byte, names Names) (d Deck, problems []string) {
	defer func() {
		if p := recover(); p != nil {
			d, problems = Deck{}, []string{file + ": " + Messages.Say(l, "deckfile.unreadable", fmt.Sprint(p))}
		}
	}()
	d.Name = file
	bad := func(line int, problem string) {
		at := file
		if line > 0 {
			at += ":" + strconv.Itoa(line)
		}
		problems = append(problems, at+": "+problem)
	}
	var root yaml.Node
	if err := yaml.Unmarshal(data, &root); err != nil {
		p, _ := SyntaxProblemIn(l, file, data)
		return d, []string{p}
	}
	if root.Kind != yaml.DocumentNode || len(root.Content) == 0 {
		bad(0, Messages.Say(l, "deckfile.empty"))
		return d, problems
	}
	list := root.Content[0]
	if list.Kind == yaml.MappingNode {
		var cards *yaml.Node
		for i := 0; i+1 < len(list.Content); i += 2 {
			k, v := list.Content[i], list.Content[i+1]
			switch k.Value {
			case "name":
				d.Name = v.Value
			case "cards":
				cards = v
			default:
				bad(k.Line, Messages.Say(l, "deckfile.unknown_deck_field", k.Value))
			}
		}
		if cards == nil {
			bad(list.Line, Messages.Say(l, "deckfile.no_cards"))
			return d, problems
		}
		list = cards
	}
	if list.Kind != yaml.SequenceNode {
		bad(list.Line, Messages.Say(l, "deckfile.not_a_list"))
		return d, problems
	}
	for _, item := range list.Content {
		ref, copies, line := "", 1, item.Line
		switch item.Kind {
		case yaml.ScalarNode:
			ref = item.Value
		case yaml.MappingNode:
			for i := 0; i+1 < len(item.Content); i += 2 {
				k, v := item.Content[i], item.Content[i+1]
				switch k.Value {
				case "id", "name", "card":
					if v.Kind != yaml.ScalarNode {
						bad(v.Line, Messages.Say(l, "deckfile.expected_card", k.Value))
						continue
					}
					ref = v.Value
				case "copies":
					n, err := strconv.Atoi(v.Value)
					if err != nil || n < 1 || v.Kind != yaml.ScalarNode {
						bad(v.Line, Messages.Say(l, "deckfile.copies", v.Value))
						copies = 0
						continue
					}
					copies = n
				default:
					bad(k.Line, Messages.Say(l, "deckfile.unknown_line_field", k.Value))
				}
			}
		default:
			bad(line, Messages.Say(l, "deckfile.expected_line"))
			continue
		}
		if strings.TrimSpace(ref) == "" {
			bad(line, Messages.Say(l, "deckfile.no_card_named"))
			continue
		}
		c, err := r.FindIn(l, ref, names)
		if err != nil {
			bad(line, err.Error())
			continue
		}
		if copies < 1 {
			continue
		}
		d.Entries = append(d.Entries, DeckLine{ID: c.ID, Copies: copies, Line: line})
	}
	return d, problems
}

// CheckDeckFile reads a deck file and checks it: every problem, reading and
// rules alike, each with the file and line where there is one. Nil: legal.
func (r *Rules) CheckDeckFile(file string, data []byte, names Names) (Deck, []string) {
	return r.CheckDeckFileIn(r.Language, file, data, names)
}

// CheckDeckFileIn is CheckDeckFile with the deck rules' violations and the
// unknown cards said in l.
func (r *Rules) CheckDeckFileIn(l msg.Lang, file string, data []byte, names Names) (Deck, []string) {
	d, problems := r.ParseDeckIn(l, file, data, names)
	if len(problems) > 0 && len(d.Entries) == 0 {
		return d, problems // nothing read: "0 cards" would only repeat the error
	}
	for _, v := range r.ViolationsIn(d, l) {
		if n, ok := lineOf(l, v); ok {
			problems = append(problems, file+":"+n)
		} else {
			problems = append(problems, file+": "+v)
		}
	}
	return d, problems
}

// ParseNames reads a names file: a YAML mapping of card id to the group's
// own name for it. Every id must be a government or public card of the pool
// (PC2) and every name unique.
func (r *Rules) ParseNames(file string, data []byte) (n Names, err error) {
	return r.ParseNamesIn(r.Language, file, data)
}

// ParseNamesIn is ParseNames with its error said in l.
func (r *Rules) ParseNamesIn(l msg.Lang, file string, data []byte) (n Names, err error) {
	bad := func(line int, id string, args ...any) error {
		at := file
		if line > 0 {
			at += ":" + strconv.Itoa(line)
		}
		return errors.New(at + ": " + Messages.Say(l, id, args...))
	}
	defer func() {
		if p := recover(); p != nil {
			n, err = nil, bad(0, "namesfile.unreadable", fmt.Sprint(p))
		}
	}()
	var root yaml.Node
	if err := yaml.Unmarshal(data, &root); err != nil {
		e := yamlerror.Explain(data, err)
		return nil, bad(e.Line, "deckfile.yaml", e)
	}
	if root.Kind != yaml.DocumentNode || len(root.Content) == 0 || root.Content[0].Kind != yaml.MappingNode {
		return nil, bad(0, "namesfile.not_a_mapping")
	}
	m := root.Content[0]
	n = Names{}
	used := map[string]string{}
	for i := 0; i+1 < len(m.Content); i += 2 {
		k, v := m.Content[i], m.Content[i+1]
		c, ok := r.Card(k.Value)
		if !ok {
			return nil, bad(k.Line, "namesfile.no_card", k.Value)
		}
		name := strings.TrimSpace(v.Value)
		if v.Kind != yaml.ScalarNode || name == "" {
			return nil, bad(v.Line, "namesfile.expected_name", c.ID)
		}
		if other, dup := used[strings.ToLower(name)]; dup {
			return nil, bad(v.Line, "namesfile.name_taken", name, other)
		}
		if _, dup := n[c.ID]; dup {
			return nil, bad(k.Line, "namesfile.named_twice", c.ID)
		}
		if other, ok := r.exactly(name); ok && other.ID != c.ID {
			return nil, bad(v.Line, "namesfile.pool_name", name, other.ID)
		}
		used[strings.ToLower(name)] = c.ID
		n[c.ID] = name
	}
	return n, nil
}

// Ids lists a deck's card ids, sorted as the pool lists them.
func (r *Rules) Ids(counts map[string]int) []string {
	ids := make([]string, 0, len(counts))
	for id := range counts {
		ids = append(ids, id)
	}
	sort.Slice(ids, func(a, b int) bool { return r.byID[ids[a]] < r.byID[ids[b]] })
	return ids
}

// lineOf is a violation said with its line ("line 4: 3 copies ..."), the
// "line " (or "Zeile ") cut off: "4: 3 copies ...".
func lineOf(l msg.Lang, v string) (string, bool) {
	head, _, _ := strings.Cut(Messages.Say(l, "deck.line", 0), "0")
	if head == "" || !strings.HasPrefix(v, head) {
		return "", false
	}
	return strings.TrimPrefix(v, head), true
}
