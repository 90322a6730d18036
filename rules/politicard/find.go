package politicard

import (
	"boardroom/phrase/msg"
	"errors"
	"slices"
	"strings"

	spell "boardroom/rules/names"
)

// Card names as people type them (a table types what it reads off a card,
// often without the accents): any case, accents and
// umlauts optional ("Berater-Affare" and "Berater-Affaere" both find
// Berater-Affäre), spaces and hyphens optional, a unique prefix or a single
// word of the name ("Dorian", "Valcourt"), and a "did you mean" for a typo.

// named is a card and one name it goes by.
type named struct {
	card *Card
	name string
}

// allNames lists every card under its pool name and the group's own.
func (r *Rules) allNames(names Names) []named {
	out := make([]named, 0, len(r.Cards)+len(names))
	for i := range r.Cards {
		c := &r.Cards[i]
		if n, ok := names[c.ID]; ok {
			out = append(out, named{c, n})
		}
		out = append(out, named{c, c.Name.EN})
		if c.Name.DE != c.Name.EN {
			out = append(out, named{c, c.Name.DE})
		}
	}
	return out
}

// Find looks a card up by id or name (a group's own names too): exactly
// (any case), then with accents, spaces and hyphens optional, then by a
// unique prefix or a whole word of the name. An unknown name is an error
// with the closest name; an ambiguous one lists the cards it could be.
func (r *Rules) Find(s string, names Names) (*Card, error) { return r.FindIn(msg.EN, s, names) }

// FindIn is Find with its errors said in l, the table's language.
func (r *Rules) FindIn(l msg.Lang, s string, names Names) (*Card, error) {
	s = strings.TrimSpace(s)
	if c, ok := r.Card(s); ok {
		return c, nil
	}
	all := r.allNames(names)
	for _, n := range all {
		if strings.EqualFold(n.name, s) {
			return n.card, nil
		}
	}
	k := spell.Keys(s)[0]
	if k == "" {
		return nil, errors.New(Messages.Say(l, "find.no_card", s, ""))
	}
	var exact, prefix, word []*Card
	add := func(list []*Card, c *Card) []*Card {
		if !slices.Contains(list, c) {
			list = append(list, c)
		}
		return list
	}
	for _, n := range all {
		keys := spell.Keys(n.name)
		if keys[0] == k || keys[1] == k {
			exact = add(exact, n.card)
		}
		if strings.HasPrefix(keys[0], k) || strings.HasPrefix(keys[1], k) {
			prefix = add(prefix, n.card)
		}
		for _, w := range strings.FieldsFunc(n.name, func(r rune) bool { return r == ' ' || r == '-' }) {
			if wk := spell.Keys(w); wk[0] == k || wk[1] == k {
				word = add(word, n.card)
			}
		}
	}
	for _, found := range [][]*Card{exact, prefix, word} {
		switch {
		case len(found) == 1:
			return found[0], nil
		case len(found) > 1:
			return nil, errors.New(Messages.Say(l, "find.ambiguous", s, r.listCards(l, found, names)))
		}
	}
	hint := ""
	if n := closest(s, all); n != "" {
		hint = Messages.Say(l, "find.did_you_mean", n)
	}
	return nil, errors.New(Messages.Say(l, "find.no_card", s, hint))
}

// closest is the name a typo was most likely meant to be, compared with
// accents dropped ("" when none is close).
func closest(s string, all []named) string {
	var keys []string
	for _, n := range all {
		keys = append(keys, spell.Keys(n.name)[0])
	}
	if best := spell.Suggest(spell.Keys(s)[0], keys); best != "" {
		for _, n := range all {
			if spell.Keys(n.name)[0] == best {
				return n.name
			}
		}
	}
	return ""
}

// exactly finds the card whose id or pool name this is, case, accents,
// spaces and hyphens aside: no prefixes, no single words.
func (r *Rules) exactly(s string) (*Card, bool) {
	if c, ok := r.Card(s); ok {
		return c, true
	}
	for i := range r.Cards {
		if spell.Same(s, r.Cards[i].Name.EN) || spell.Same(s, r.Cards[i].Name.DE) {
			return &r.Cards[i], true
		}
	}
	return nil, false
}

// listCards is "G4 Dorian Valcourt, G5 Elke Dunmore" (at most 6, then "...").
func (r *Rules) listCards(l msg.Lang, cs []*Card, names Names) string {
	var parts []string
	for i, c := range cs {
		if i == 6 {
			parts = append(parts, Messages.Say(l, "find.and_more", len(cs)-6))
			break
		}
		parts = append(parts, c.ID+" "+r.Name(c.ID, names, l))
	}
	return strings.Join(parts, ", ")
}
