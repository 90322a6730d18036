package lookup

import (
	"os"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/phrase/msg"
	"boardroom/phrase/msg/msgtest"
	"boardroom/rules/datafile"
)

// The lookup's frames exist in both languages with the same placeholders,
// and each is said by the lookup's code or the commands that show it
// (rules, card, why in cmd/boardroom), and each ID they say is in the
// catalogue.
func TestMessagesAreCompleteAndUsed(t *testing.T) {
	msgtest.Check(t, Messages, msgtest.Options{Dirs: []string{".", "../../cmd/boardroom"}, Uses: []msgtest.Use{{Func: "frame", Arg: 0}}})
}

// The compiled catalogue is the YAML: each entry decodes to the same texts.
func TestMessagesYAMLDecodes(t *testing.T) {
	src, err := os.ReadFile("messages.yaml")
	require.NoError(t, err)
	m := map[string]msg.Text{}
	_, err = datafile.Decode(Messages.Name, src, &m)
	require.NoError(t, err)
	assert.Equal(t, m, Messages.Texts())
	assert.Equal(t, "Regel", KindIn(KindRule, msg.DE))
	assert.Equal(t, "ruling", KindIn(KindRuling, msg.EN))
}
