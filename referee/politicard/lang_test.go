package politicard

import (
	"bytes"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/phrase/msg"
	"boardroom/phrase/msg/msgtest"
	"boardroom/referee/spec"
	"boardroom/referee/verb"
)

// otherWords are common words of the other language that a table in l
// must not read.
var otherWords = map[msg.Lang][]string{msg.EN: lower(msgtest.OtherWords(msg.EN)), msg.DE: lower(msgtest.OtherWords(msg.DE))}

func lower(words []string) []string {
	out := make([]string, len(words))
	for i, w := range words {
		out[i] = strings.ToLower(w)
	}
	return out
}

// langMatch plays a scripted match in language l through the session, as
// the commands do, and returns everything the table read: each verb's
// output, show, log and the arithmetic of why for every entry.
func langMatch(t *testing.T, l msg.Lang) string {
	t.Helper()
	home := t.TempDir()
	h := spec.New(Spec())
	v, err := verb.Decode(h.NewSpec().Fields, nil, map[string]string{"players": "Ann,Bob", "deck-a": "tempo", "deck-b": "control", "first": "Ann"})
	require.NoError(t, err)
	v.Set("lang", string(l)) // the generic layer's --lang
	var out bytes.Buffer
	require.NoError(t, h.Create(home, "m", v, 1, &out, false))
	sess, err := h.Open(home, "m", false)
	require.NoError(t, err)
	defer sess.Close()
	steps := []struct {
		verb   string
		fields map[string]string
	}{
		{"place", map[string]string{"player": "Ann", "card": "G4"}},
		{"end", map[string]string{"player": "Ann"}},
		{"set", map[string]string{"player": "Bob"}},
		{"place", map[string]string{"player": "Bob", "card": "G22"}},
		{"end", map[string]string{"player": "Bob"}},
		{"place", map[string]string{"player": "Ann", "card": "G18"}},
		{"trigger", map[string]string{"player": "Bob", "card": "S31"}},
		{"place", map[string]string{"player": "Ann", "card": "S2"}},
		{"activate", map[string]string{"player": "Ann"}},
		{"pass", map[string]string{"player": "Ann"}},
		{"pass", map[string]string{"player": "Bob"}},
	}
	for _, st := range steps {
		v := verb.NewValues()
		for k, x := range st.fields {
			v.Set(k, x)
		}
		require.NoError(t, sess.Do(st.verb, v, &out, false), "%s %v", st.verb, st.fields)
	}
	require.NoError(t, sess.Show(&out, false))
	require.NoError(t, sess.Log(&out, false))
	for seq := 1; seq <= sess.Entries(); seq++ {
		e, err := sess.Why(seq)
		require.NoError(t, err)
		out.WriteString(strings.Join(e.Said, "\n") + "\n")
		for _, st := range e.Steps {
			out.WriteString(st.Text + "\n")
		}
	}
	return out.String()
}

// A match in English reads no German and one in German no English, but
// for proper names.
func TestTheTableReadsOneLanguage(t *testing.T) {
	for _, l := range msg.Langs {
		t.Run(string(l), func(t *testing.T) {
			said := langMatch(t, l)
			require.Contains(t, said, "Dorian Valcourt")
			require.Contains(t, said, map[msg.Lang]string{msg.EN: "Consultants Affair", msg.DE: "Berater-Affäre"}[l], "the intervention fired, under its name in the table's language")
			for _, line := range strings.Split(said, "\n") {
				if strings.Contains(line, "New game for Ann and Bob") {
					continue // the log's entry for new is the generic layer's (referee/spec describeSetup), not this game's words
				}
				low := " " + strings.ToLower(line) + " "
				for _, w := range otherWords[l] {
					assert.NotContains(t, low, w, "%s table reads %q", l, line)
				}
			}
		})
	}
}
