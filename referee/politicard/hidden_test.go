package politicard

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/referee"
	pc "boardroom/rules/politicard"
)

// The trigger window says that Bob may reveal an intervention, never which
// ones could fire: that would tell Ann the interventions of Bob's deck
// every time she plays (DESIGN principle 9). Not in the verb's output, not
// in `show`, not in `show --json` (the served page).
func TestWindowRevealsNoDeckList(t *testing.T) {
	s := start(t, deckWith(t, "G18"), deckWith(t, "S30", "S31", "S37", "S32", "S40"))
	s = do(t, s, end("Ann"))
	s = do(t, s, set("Bob"))
	s = do(t, s, end("Bob"))
	s = do(t, s, play("Ann", "G18"))
	require.NotNil(t, s.Window)
	raw, err := json.Marshal(s.ToView())
	require.NoError(t, err)
	shared := strings.Join(s.Events, "\n") + "\n" + s.Text() + "\n" + s.Compact() + "\n" + string(raw)
	assert.Contains(t, shared, "Window: Bob may reveal a face-down intervention now ('trigger Bob <card>').")
	assert.Contains(t, s.Text(), "Window open on Ann's play of G18 "+s.Name("G18")+": Bob may reveal a face-down intervention now.")
	for _, c := range R().Cards {
		if c.Type == pc.Intervention {
			assert.NotContains(t, shared, c.ID+" ", "the table learns nothing of Bob's interventions")
			assert.NotContains(t, shared, c.Name)
		}
	}
	// Bob's own view, asked for by name, lists his candidates.
	v := referee.NewValues()
	v.Set("player", "Bob")
	got := revealable(s, v)
	var ids []string
	for _, a := range got {
		ids = append(ids, a.Value)
	}
	assert.Subset(t, []string{"S30", "S31", "S37", "S32", "S40"}, ids)
	assert.NotEmpty(t, ids)
}
