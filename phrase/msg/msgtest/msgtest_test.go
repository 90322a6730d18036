package msgtest_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"boardroom/phrase/msg"
	"boardroom/phrase/msg/msgtest"
)

func TestCheckFindsMissingUnusedAndMismatchedMessages(t *testing.T) {
	cat := &msg.Catalog{Name: "test.yaml", Gen: func() map[string]msg.Text {
		return map[string]msg.Text{
			"greet.hello":  {EN: "hello {1}", DE: "hallo"},
			"greet.unused": {EN: "x", DE: "x"},
			"phase.market": {EN: "market", DE: "Markt"},
			"half":         {EN: "only English"},
		}
	}}
	errs := msgtest.Problems(cat, msgtest.Options{Dirs: []string{"testdata/uses"}, Uses: []msgtest.Use{{Func: "say", Arg: 0}}})
	all := strings.Join(errs, "\n")
	assert.Contains(t, all, `greet.hello: the languages have different placeholders: de [], en [1]`)
	assert.Contains(t, all, `message "greet.unused" is used by no code`)
	assert.Contains(t, all, `half: a language is missing`)
	assert.Contains(t, all, `uses message "greet.gone", which the catalogue test.yaml does not have`)
	assert.NotContains(t, all, "phase.market", `"phase."+name uses every phase. message`)
	assert.Len(t, errs, 5, all) // "half" is unused too

	// An ID read under a convention by code outside the folders (a verb's
	// words, by its name) is used.
	errs = msgtest.Problems(cat, msgtest.Options{Dirs: []string{"testdata/uses"}, Uses: []msgtest.Use{{Func: "say", Arg: 0}},
		Used: []string{"greet.unused"}})
	assert.NotContains(t, strings.Join(errs, "\n"), "greet.unused")
	assert.Len(t, errs, 4)
}

// An exact-value form (=0) is chosen per message and language: one language
// may have it and the other not, their placeholders still agree; a broken
// =0 form, which only a zero would say, fails the check too.
func TestCheckSaysTheExactValueFormsAndKeepsThePlaceholdersAgreeing(t *testing.T) {
	cat := &msg.Catalog{Name: "zero.yaml", Gen: func() map[string]msg.Text {
		return map[string]msg.Text{
			"phase.ok":      {EN: "{1} has {2|{2} card|{2} cards}", DE: "{1} hat {2|=0:keine Karte|{2} Karte|{2} Karten}"},
			"phase.broken":  {EN: "{1|=0:none {x}|one|other}", DE: "{1|eins|andere}"},
			"phase.missing": {EN: "{1|=0:no {2}|one|{1} {2}}", DE: "{1|=0:kein|eins|{1}}"},
		}
	}}
	all := strings.Join(msgtest.Problems(cat, msgtest.Options{Dirs: []string{"testdata/uses"}, Uses: []msgtest.Use{{Func: "say", Arg: 0}}}), "\n")
	assert.NotContains(t, all, "phase.ok")
	assert.Contains(t, all, "phase.broken (en)")
	assert.Contains(t, all, "phase.missing: the languages have different placeholders: de [1], en [1 2]")
}
