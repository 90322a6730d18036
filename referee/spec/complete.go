package spec

import (
	"strings"

	"boardroom/referee/verb"
)

// Completed fills in the flags of the verb that v leaves out and the state
// answers (its Ask.Fixed: "no hand can only be declared illegal"), as play
// fills them in without asking, and returns their words ("--illegal"): a
// phone that asks for the verb's confirmation shows the question play asks
// for these values, and sends these words with its own once confirmed.
func (ss *session[S]) Completed(name string, v verb.Values) []string {
	s := ss.g.State()
	for _, vb := range ss.sp.Verbs {
		if vb.Name != name {
			continue
		}
		var words []string
		for _, f := range vb.Fields {
			ask := vb.Ask[f.Name]
			if !f.Flag || v.Has(f.Name) || ask.Fixed == nil {
				continue
			}
			text, ok := ask.Fixed(s, v)
			if !ok || text == "" || (f.Kind == verb.BoolField && text != "true") {
				continue
			}
			in := []string{text}
			if f.Kind == verb.ListField {
				in = strings.Fields(text)
			}
			x, err := f.Read(in)
			if err != nil {
				continue // the command line's decoder says why, if it is sent
			}
			v.Set(f.Name, x)
			switch f.Kind {
			case verb.BoolField:
				words = append(words, "--"+f.Name)
			case verb.ListField:
				words = append(words, "--"+f.Name, strings.Join(in, ","))
			default:
				words = append(words, "--"+f.Name, text)
			}
		}
		return words
	}
	return nil
}
