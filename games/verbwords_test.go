package games

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"boardroom/phrase/msg"
	"boardroom/referee/spec"
	"boardroom/referee/verb"
)

// A verb's words (its line in the help, its text, its examples, its fields'
// help) are said once, in its game's catalogue (verb.MessageID), and read
// there in the table's language: no verb of any game carries a copy, which
// every command line built and threw away (a tenth of `rigs show`'s start).
// Only the verb every game shares (adjust) and a field shared by verbs whose
// catalogue entries have no question of their own say their own.
func TestAVerbsWordsAreSaidOnceInItsCatalogue(t *testing.T) {
	for _, g := range All() {
		h := g.Handle()
		if h == nil {
			continue
		}
		cat := h.Messages()
		ns := h.NewSpec()
		assert.Empty(t, ns.Long+strings.Join(ns.Examples, ""), "%s new: its help is the catalogue's", g.ID)
		for _, part := range []string{"long", "examples"} {
			for _, l := range msg.Langs {
				assert.NotEmpty(t, cat.Text(verb.NewMessageID(part)).In(l), "%s: %s in %s", g.ID, verb.NewMessageID(part), l)
			}
		}
		for _, v := range h.Verbs() {
			if v.Name == "adjust" {
				continue // the engine's, said in the engine's catalogue
			}
			assert.Empty(t, v.Short+v.Long+strings.Join(v.Examples, ""), "%s %s: its help is the catalogue's", g.ID, v.Name)
			for _, part := range []string{"short", "examples"} {
				for _, l := range msg.Langs {
					assert.NotEmpty(t, cat.Text(verb.MessageID(v.Name, part)).In(l), "%s: %s in %s", g.ID, verb.MessageID(v.Name, part), l)
				}
			}
			for _, f := range v.Fields {
				if f.Help != "" && cat.Has(verb.MessageID(v.Name, f.Name)) {
					assert.True(t, sharedWithout(h.Verbs(), cat, f), "%s %s: field %s says its help twice", g.ID, v.Name, f.Name)
				}
			}
		}
	}
}

// sharedWithout says that the field f, with its help, is also a field of a
// verb whose catalogue has no question for it: said once, in code, for
// that verb.
func sharedWithout(verbs []spec.VerbInfo, cat *msg.Catalog, f verb.Field) bool {
	for _, v := range verbs {
		for _, g := range v.Fields {
			if g.Name == f.Name && g.Help == f.Help && !cat.Has(verb.MessageID(v.Name, g.Name)) {
				return true
			}
		}
	}
	return false
}
