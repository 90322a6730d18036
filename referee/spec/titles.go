package spec

import (
	"slices"
	"strings"

	"boardroom/phrase"
	"boardroom/phrase/msg"
	"boardroom/referee/verb"
)

// titled is the fields of verb name, each with its name in each language
// (verb.Field.TitleIn) as the verb's help shows it to the table, so that a
// usage error names the field as the table types it ("<Spieler> fehlt",
// "--wuerfel muss eine ganze Zahl sein"), in every game from the same
// messages: a flag's from verb.<name>.<field>.flag; a positional field's
// from the usage line (verb.<name>.use, its placeholders in the fields'
// order), else from the name the generic usage line gives it
// (help.arg.<field>). A field with a Title of its own keeps it. The
// catalogue is read when an error names the field: reading it for every
// field of every verb cost each command line a fiftieth of its start.
func titled(cat *msg.Catalog, name string, fields []verb.Field) []verb.Field {
	out := slices.Clone(fields)
	id := func(part string) string { return verb.MessageID(name, part) }
	var positional []int
	for j, f := range out {
		if !f.Flag {
			positional = append(positional, j)
		}
	}
	for j, f := range out {
		if f.Title != (msg.Text{}) {
			continue
		}
		if f.Flag {
			out[j].TitleIn = func(l msg.Lang) string {
				if flag := id(f.Name + ".flag"); cat != nil && cat.Has(flag) {
					return cat.Say(l, flag)
				}
				return ""
			}
			continue
		}
		at := slices.Index(positional, j)
		out[j].TitleIn = func(l msg.Lang) string {
			if cat != nil && cat.Has(id("use")) {
				de, en := useNames(cat.Say(msg.DE, id("use"))), useNames(cat.Say(msg.EN, id("use")))
				if len(de) == len(positional) && len(en) == len(positional) {
					if l == msg.DE {
						return de[at]
					}
					return en[at]
				}
			}
			if arg := "help.arg." + f.Name; phrase.Messages.Has(arg) {
				return phrase.Say(l, arg)
			}
			return ""
		}
	}
	return out
}

// useNames are the arguments a usage line names, in order: "<spieler>
// <ware:anzahl>... [n]" → spieler, ware:anzahl, n.
func useNames(use string) []string {
	var out []string
	for _, w := range strings.Fields(use) {
		w = strings.TrimSuffix(w, "...")
		if len(w) > 2 && (w[0] == '<' || w[0] == '[') && !strings.HasPrefix(w[1:], "-") {
			out = append(out, strings.TrimSuffix(strings.Trim(w[1:len(w)-1], "<>[]"), "..."))
		}
	}
	return out
}
