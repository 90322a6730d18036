package spec

import (
	"slices"
	"strings"

	"boardroom/referee/verb"
)

// Offer is one verb the table may take now, as `play` offers it: the menu's
// label, the fields the state already answers (the player whose turn it
// is) and, for the others, the answers possible now. A phone builds its
// buttons from it (the table display's --play), and sends the verb's words
// back through the same Do as the command line.
type Offer struct {
	Verb  string
	Label string
	// Seat is the player the verb acts for: the answer the state gives to
	// its first field ("" when the state does not fix it).
	Seat   string
	Fields []OfferField
}

// OfferField is one field of an Offer.
type OfferField struct {
	Name, Prompt, Placeholder string
	Kind                      verb.FieldKind
	Flag, Optional            bool
	// Fixed is the answer the state gives (Given true): not asked.
	Fixed string
	Given bool
	// Options are the answers possible now (nil: typed in).
	Options []verb.Answer
	// OptionsBy, when the answers possible depend on the answer to the
	// field asked before (By: the giver is no one to give to), are the
	// answers possible after each of its answers (Options: before any).
	By        string                   `json:",omitempty"`
	OptionsBy map[string][]verb.Answer `json:",omitempty"`
}

// Offerer is a Session that can say what may be done now (every session
// of a Spec).
type Offerer interface {
	Offers() []Offer
	// Confirm is the question to ask before the verb with these values is
	// taken ("" none): a step that is hard to take back at the table.
	Confirm(verb string, v verb.Values) string
}

// Offers are the verbs `play` offers in the current state, in its order.
func (ss *session[S]) Offers() []Offer { return ss.OffersFor("") }

// OffersFor are the verbs `play` offers seat (a player's name) in the
// current state: those the state gives to the seat (its turn), and those
// whose first question picks a player among whom the seat is (a loan, a
// sale: "who sells?"; a die's face is no player, whatever a player is called), with the seat as that answer and the questions after
// it asked for the seat. "" is every verb, as Offers.
func (ss *session[S]) OffersFor(seat string) []Offer {
	s := ss.g.State()
	var out []Offer
	for _, vb := range ss.sp.Verbs {
		if vb.Label == nil {
			continue
		}
		label := vb.Label(s)
		if label == "" {
			continue
		}
		if seat != "" && vb.SeatLabel != nil {
			if l := vb.SeatLabel(s, seat); l != "" {
				label = l
			}
		}
		o := Offer{Verb: vb.Name, Label: label}
		vals := verb.NewValues()
		offered := true
		// A field the state fixes after one that is asked may depend on the
		// answer (a production is illegal when the cards are no hand): it
		// is asked too.
		asked := false
		// what vals holds, and the last field asked with answers to
		// choose from: a later field's answers may depend on it
		var given []setValue
		var chosen []*choiceField // the fields asked before, with answers to choose from
		for i, f := range vb.Fields {
			ask := vb.Ask[f.Name]
			of := OfferField{Name: f.Name, Prompt: ss.fieldHelp(vb.Name, f), Placeholder: ask.PlaceholderIn(s), Kind: f.Kind, Flag: f.Flag, Optional: f.Optional || f.Flag}
			if ask.Prompt != "" {
				of.Prompt = ask.Prompt
			}
			if ask.Title != nil && (!asked || ask.Alone || ask.Worded) {
				// (after an asked field the title may need its answer)
				of.Prompt = ask.Title(s, vals)
			}
			if of.Prompt == "" {
				of.Prompt = f.Name
			}
			if ask.Fixed != nil && (!asked || ask.Alone || ask.Settled) {
				if text, ok := ask.Fixed(s, vals); ok {
					of.Fixed, of.Given = text, true
					if i == 0 {
						o.Seat = text
					}
					if text != "" {
						words := []string{text}
						if f.Kind == verb.ListField {
							words = strings.Fields(text)
						}
						if x, err := f.Read(words); err == nil {
							vals.Set(f.Name, x)
							given = append(given, setValue{f.Name, x})
						}
					}
					o.Fields = append(o.Fields, of)
					continue
				}
			}
			if i == 0 && seat != "" && ask.Options != nil && !f.Flag && seatField(f.Name) {
				// The seat answers who acts, when it may.
				if !slices.ContainsFunc(ask.Options(s, vals), func(a verb.Answer) bool { return a.Value == seat }) {
					offered = false
					break
				}
				if x, err := f.Read([]string{seat}); err == nil {
					vals.Set(f.Name, x)
					given = append(given, setValue{f.Name, x})
					of.Fixed, of.Given, o.Seat = seat, true, seat
					o.Fields = append(o.Fields, of)
					continue
				}
			}
			asked = true
			if ask.Options != nil {
				of.Options = ask.Options(s, vals)
				if len(of.Options) == 0 && !of.Optional {
					offered = false
				}
				// the answers may follow the field just before (a deal's
				// "To whom?" its giver) or one before that (what is given:
				// what the giver holds), the nearest whose answer changes them
				for j := len(chosen) - 1; j >= 0 && of.By == ""; j-- {
					of.By, of.OptionsBy = depends(chosen[j], s, given, of.Options, ask.Options)
				}
				if !f.Flag {
					chosen = append(chosen, &choiceField{f, of.Options})
				}
			}
			o.Fields = append(o.Fields, of)
		}
		if offered {
			out = append(out, o)
		}
	}
	return out
}

// fieldHelp is the question a field of the verb name asks by default, in
// the game's language (Field.HelpIn, with the game's help arguments).
func (ss *session[S]) fieldHelp(name string, f verb.Field) string {
	return f.HelpIn(ss.sp.Messages, ss.Language(), name, ss.sp.HelpArgs)
}

// Confirm is the verb's confirmation question for v in the current state.
func (ss *session[S]) Confirm(verb string, v verb.Values) string {
	for _, vb := range ss.sp.Verbs {
		if vb.Name == verb && vb.Confirm != nil {
			return vb.Confirm(ss.g.State(), v)
		}
	}
	return ""
}

// setValue is one value an offer's fields were given.
type setValue struct {
	name string
	x    any
}

// choiceField is a field asked with answers to choose from.
type choiceField struct {
	f       verb.Field
	answers []verb.Answer
}

// depends says whether the answers of a later field (options, as asked
// before c is answered) change with c's answer: then c's name and the later
// field's answers after each of c's.
func depends[S any](c *choiceField, s S, given []setValue, options []verb.Answer, ask func(S, verb.Values) []verb.Answer) (string, map[string][]verb.Answer) {
	by := map[string][]verb.Answer{}
	differs := false
	for _, a := range c.answers {
		x, err := c.f.Read([]string{a.Value})
		if err != nil {
			continue
		}
		v := verb.NewValues()
		for _, g := range given {
			v.Set(g.name, g.x)
		}
		v.Set(c.f.Name, x)
		by[a.Value] = ask(s, v)
		if !slices.Equal(by[a.Value], options) {
			differs = true
		}
	}
	if !differs {
		return "", nil
	}
	return c.f.Name, by
}
