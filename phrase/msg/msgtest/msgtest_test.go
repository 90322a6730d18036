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
}
