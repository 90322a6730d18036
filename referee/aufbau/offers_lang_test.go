package aufbau

import (
	"fmt"
	"io"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/phrase/msg"
	"boardroom/referee"
	"boardroom/referee/spec"
	"boardroom/referee/verb"
)

// offerFields are the prompts and placeholders a seat's phone shows for
// the fields of verb in a campaign in lang, served by a process whose own
// language is German: field name → [prompt, placeholder].
func offerFields(t *testing.T, lang msg.Lang, verbName string) map[string][2]string {
	t.Helper()
	t.Setenv("BOARDROOM_LANG", "de") // the server's language, not the table's
	home := t.TempDir()
	g, err := referee.Create(home, GameID, "phone", fmt.Appendf(nil, `{"players":["Anna","Ben"],"physical":false,"lang":%q,"rev":%d}`, lang, CurrentRev), 1, Rules{})
	require.NoError(t, err)
	require.NoError(t, g.Close())
	ss, err := spec.New(Spec()).Open(home, "phone", false)
	require.NoError(t, err)
	defer ss.Close()
	require.NoError(t, ss.Do("next", verb.NewValues(), io.Discard, false)) // the actions phase
	out := map[string][2]string{}
	for _, o := range ss.(spec.Offerer).Offers() {
		if o.Verb == verbName {
			for _, f := range o.Fields {
				out[f.Name] = [2]string{f.Prompt, f.Placeholder}
			}
		}
	}
	require.NotEmpty(t, out, "%s is offered", verbName)
	return out
}

// A phone asks in the campaign's language, whatever the server's: the
// fields' questions are the catalogue's in the table's language, and a
// typed answer's example names goods as the table types them.
func TestPhonePromptsSpeakTheCampaignsLanguage(t *testing.T) {
	en := offerFields(t, msg.EN, "sell")
	assert.Equal(t, "Which goods? Each as goods:count", en["ware"][0])
	assert.Equal(t, "grain:6 labour:2", en["ware"][1])
	assert.Equal(t, "armour:1", offerFields(t, msg.EN, "trade")["kauf"][1])
	assert.Equal(t, "cloth:1", offerFields(t, msg.EN, "buy")["ware"][1])

	de := offerFields(t, msg.DE, "sell")
	assert.Equal(t, "die Waren, jede als Ware:Anzahl", de["ware"][0])
	assert.Equal(t, "Getreide:6 AK:2", de["ware"][1])
	assert.Equal(t, "Tuche:1", offerFields(t, msg.DE, "buy")["ware"][1])
}

// The table's rolls are a field only where the table rolls: a phone's form
// in a game that is not physical leaves "with --physical: the totals
// rolled…" out (settled: the referee rolls), also where the verb asks it
// after the player (gaining influence, lending money).
func TestPhoneAsksForRollsOnlyInAPhysicalGame(t *testing.T) {
	t.Setenv("BOARDROOM_LANG", "en")
	home := t.TempDir()
	g, err := referee.Create(home, GameID, "phone", fmt.Appendf(nil, `{"players":["Anna","Ben"],"physical":false,"lang":"en","rev":%d}`, CurrentRev), 1, Rules{})
	require.NoError(t, err)
	require.NoError(t, g.Close())
	ss, err := spec.New(Spec()).Open(home, "phone", false)
	require.NoError(t, err)
	defer ss.Close()
	require.NoError(t, ss.Do("next", verb.NewValues(), io.Discard, false)) // the actions phase
	var asked []string
	seen := 0
	for _, o := range ss.(spec.Offerer).Offers() {
		for _, f := range o.Fields {
			if f.Name == "wuerfel" && o.Verb != "next" {
				seen++
				if !f.Given {
					asked = append(asked, o.Verb)
				}
			}
		}
	}
	assert.Positive(t, seen, "a verb with rolls is offered")
	assert.Empty(t, asked, "verbs whose phone form asks for rolls the referee makes")
}
