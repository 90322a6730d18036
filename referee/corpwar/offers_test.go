package corpwar

import (
	"bytes"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/phrase/msg"
	"boardroom/referee/spec"
	"boardroom/referee/verb"
)

// phonePrompts are the prompts of the fields of verb on the host's phone (every
// verb, no seat) and on seat's, at a new table in lang: field → prompt.
func phonePrompts(t *testing.T, l msg.Lang, verbName, seat string) map[string]string {
	t.Helper()
	h := spec.New(Spec())
	home := t.TempDir()
	setup := verb.NewValues()
	setup.Set("players", []string{"Ann", "Bob"})
	setup.Set("lang", string(l))
	require.NoError(t, h.Create(home, "phone", setup, 3, &bytes.Buffer{}, false))
	s, err := h.Open(home, "phone", false)
	require.NoError(t, err)
	defer s.Close()
	out := map[string]string{}
	for _, o := range s.(spec.Offerer).(interface{ OffersFor(string) []spec.Offer }).OffersFor(seat) {
		if o.Verb == verbName {
			for _, f := range o.Fields {
				out[f.Name] = f.Prompt
			}
		}
	}
	require.NotEmpty(t, out, "%s is offered", verbName)
	return out
}

// A phone asks `play`'s questions: the department and the count of a
// placement are "Which department?" and "How many?" in the table's
// language on the host's page (the player asked first) and a seat's, not
// the fields' names "department" and "n".
func TestPhonesAskPlaysQuestions(t *testing.T) {
	for _, seat := range []string{"", "Ann"} {
		de := phonePrompts(t, msg.DE, "place", seat)
		assert.Equal(t, "Welche Abteilung?", de["department"], "seat %q", seat)
		assert.Equal(t, "Wie viele?", de["n"], "seat %q", seat)
		en := phonePrompts(t, msg.EN, "place", seat)
		assert.Equal(t, "Which department?", en["department"], "seat %q", seat)
		assert.Equal(t, "How many?", en["n"], "seat %q", seat)
	}
}
