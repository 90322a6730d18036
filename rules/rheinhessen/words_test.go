package rheinhessen

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.yaml.in/yaml/v3"

	"boardroom/phrase/msg"
)

// A persona's texts read as one string for both languages (a table's own
// file, a game saved before) or as {en, de}; a saved game of one string
// writes it back as one string.
func TestWordsReadBothForms(t *testing.T) {
	var w Words
	require.NoError(t, yaml.Unmarshal([]byte(`The Gambler`), &w))
	assert.Equal(t, Words{EN: "The Gambler", DE: "The Gambler"}, w)
	require.NoError(t, yaml.Unmarshal([]byte(`{en: The Expert, de: Der Experte}`), &w))
	assert.Equal(t, "Der Experte", w.In(msg.DE))
	assert.Equal(t, "The Expert", w.In(msg.EN))
	assert.ErrorContains(t, yaml.Unmarshal([]byte(`{en: a, fr: b}`), &w), "field fr not found")

	require.NoError(t, json.Unmarshal([]byte(`"The Gambler"`), &w))
	b, err := json.Marshal(w)
	require.NoError(t, err)
	assert.JSONEq(t, `"The Gambler"`, string(b))
	require.NoError(t, json.Unmarshal([]byte(`{"en":"The Expert","de":"Der Experte"}`), &w))
	b, err = json.Marshal(w)
	require.NoError(t, err)
	assert.JSONEq(t, `{"en":"The Expert","de":"Der Experte"}`, string(b))
}

// Every built-in persona has its name and its text in both languages, the
// numbers filled in.
func TestPersonasSpeakBothLanguages(t *testing.T) {
	for _, p := range LoadPersonas().Personas {
		for _, l := range msg.Langs {
			assert.NotEmpty(t, p.Name.In(l), p.ID)
			assert.NotContains(t, p.About.In(l), "{", p.ID)
		}
		assert.NotEqual(t, p.About.EN, p.About.DE, p.ID)
	}
}
