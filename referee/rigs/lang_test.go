package rigs

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/phrase/msg"
)

// A game set up in German plays in German; a setup that names no language
// (every game saved before there was a choice) plays in the game's own,
// English; a language that is neither is refused at setup.
func TestTheSetupsLanguageIsTheTables(t *testing.T) {
	for _, c := range []struct {
		setup string
		want  msg.Lang
	}{
		{`{"players":["Ann","Bob"],"edition":2,"lang":"de"}`, msg.DE},
		{`{"players":["Ann","Bob"],"edition":2,"lang":"en"}`, msg.EN},
		{`{"players":["Ann","Bob"],"edition":2}`, msg.EN},
	} {
		s, err := Rules{}.New(json.RawMessage(c.setup), 1)
		require.NoError(t, err, c.setup)
		assert.Equal(t, c.want, s.Language(), c.setup)
		assert.Equal(t, c.want, s.Clone().Language(), "a clone keeps the language")
	}
	_, err := Rules{}.New(json.RawMessage(`{"players":["Ann","Bob"],"lang":"fr"}`), 1)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "de (Deutsch) or en (English)")
}
