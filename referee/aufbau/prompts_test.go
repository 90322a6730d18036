package aufbau

import (
	"testing"

	aufbaurules "boardroom/rules/aufbau"
)

// Every field a verb asks for in 'play' has its prompt in the catalogue in
// both languages: without one the menu shows the field's name from the code
// ("Art", "Investitionen"), a German word at an English table.
func TestEveryVerbFieldHasItsPromptInBothLanguages(t *testing.T) {
	for _, vb := range Spec().Verbs {
		for _, f := range vb.Fields {
			if a := vb.Ask[f.Name]; a.Prompt != "" || a.Title != nil || a.Fixed != nil {
				continue
			}
			id := "verb." + vb.Name + "." + f.Name
			if !aufbaurules.Messages.Has(id) {
				t.Errorf("%s: no prompt for the field %q in rules/aufbau/messages.yaml", id, f.Name)
				continue
			}
			if tx := aufbaurules.Messages.Text(id); tx.EN == "" || tx.DE == "" {
				t.Errorf("%s: the prompt is missing in a language: %+v", id, tx)
			}
		}
	}
}
