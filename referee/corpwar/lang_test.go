package corpwar

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/phrase"
	"boardroom/phrase/msg"
	"boardroom/phrase/msg/msgtest"
	"boardroom/referee"
	"boardroom/referee/spec"
	"boardroom/referee/verb"
)

// The other language's common words, which a table's screens must not
// show (the list of the language contract).
var foreignWords = map[msg.Lang][]string{msg.EN: msgtest.OtherWords(msg.EN), msg.DE: msgtest.OtherWords(msg.DE)}

// scanMatch plays a scripted match through the handle (new, every verb,
// refusals, show, log, why) in language l and returns all it printed.
func scanMatch(t *testing.T, l msg.Lang) string {
	t.Helper()
	h := spec.New(Spec())
	home := t.TempDir()
	setup := verb.NewValues()
	setup.Set("players", []string{"Ann", "Bob"})
	setup.Set("lang", string(l))
	var out bytes.Buffer
	require.NoError(t, h.Create(home, "scan", setup, 3, &out, false))
	s, err := h.Open(home, "scan", false)
	require.NoError(t, err)
	defer s.Close()
	do := func(name string, args []string, flags map[string]string) {
		t.Helper()
		v, err := verb.Decode(verbNamed(t, name).Fields, args, flags)
		var unknown *phrase.UnknownError
		if errors.As(err, &unknown) { // a name the game does not know
			out.WriteString(unknown.In(string(l)) + "\n")
			return
		}
		require.NoError(t, err, "%s %v", name, args)
		err = s.Do(name, v, &out, false)
		if err != nil {
			require.True(t, referee.IsRefusal(err), "%s %v: %v", name, args, err)
			out.WriteString(err.Error() + "\n")
		}
	}
	do("next", nil, nil) // refused: employees to place
	do("place", []string{"Ann", "production", "2"}, nil)
	do("place", []string{"Ann", "sales"}, nil)
	do("place", []string{"Bob", "marketing"}, nil) // refused: no such department
	do("place", []string{"Bob", "research"}, nil)
	do("place", []string{"Bob", "hr"}, nil)
	do("place", []string{"Bob", "sales"}, nil)
	do("next", nil, nil)
	do("card", []string{"Ann", "ace", "production"}, nil)
	do("card", []string{"Bob", "jack"}, nil)
	do("spy", []string{"Ann", "Bob", "sales"}, nil)
	do("next", nil, nil) // refused: the espionage waits
	do("call", []string{"Bob", "queen"}, nil)
	do("card", []string{"Ann", "joker"}, nil) // refused: espionage is spy
	do("next", nil, nil)
	do("roll", []string{"Ann"}, nil)
	do("roll", []string{"Ann"}, nil) // refused: rolled
	do("next", nil, nil)
	do("fire", []string{"Bob", "hr"}, nil)
	do("next", nil, nil)
	for i := 0; i < 6; i++ {
		do("next", nil, nil)
	}
	require.NoError(t, s.Show(&out, false))
	require.NoError(t, s.Log(&out, false))
	for seq := 1; seq <= s.Entries(); seq++ {
		e, err := s.Why(seq)
		require.NoError(t, err)
		out.WriteString(strings.Join(e.Said, "\n") + "\n")
		for _, st := range e.Steps {
			out.WriteString(st.Text + " " + st.Rule + "\n")
		}
	}
	var view map[string]any
	var js bytes.Buffer
	require.NoError(t, s.Show(&js, true))
	require.NoError(t, json.Unmarshal(js.Bytes(), &view))
	assert.Contains(t, view, "players", "show --json keeps its English field names")
	return out.String()
}

// A match played in English shows no German word, and one played in German
// no English word: every line the referee writes is said in the table's
// language.
func TestAMatchSpeaksTheTablesLanguage(t *testing.T) {
	for _, l := range msg.Langs {
		t.Run(string(l), func(t *testing.T) {
			text := scanMatch(t, l)
			if dump := os.Getenv("CORPWAR_SCAN_DUMP"); dump != "" {
				require.NoError(t, os.WriteFile(dump+"."+string(l), []byte(text), 0o644))
			}
			for _, line := range strings.Split(text, "\n") {
				if strings.Contains(line, "New game for ") {
					continue // the engine's log line for new, not yet said in the table's language
				}
				for _, w := range foreignWords[l] {
					assert.NotContains(t, " "+line+" ", w, "%s: %q", l, line)
				}
			}
			if l == msg.DE {
				assert.Contains(t, text, "Runde 1, Aktionsphase")
				assert.Contains(t, text, "Verbesserte Methoden")
			} else {
				assert.Contains(t, text, "Turn 1, Action Phase")
			}
		})
	}
}

// Every key of `show --json` (and each card kind its counts are keyed by)
// has a label for the table display in both languages.
func TestEveryViewKeyHasALabel(t *testing.T) {
	tg := newGame(t, false, "Ann", "Bob")
	s := tg.g.State()
	raw, err := json.Marshal(s.ToView())
	require.NoError(t, err)
	keys := map[string]bool{}
	var walk func(v any)
	walk = func(v any) {
		switch x := v.(type) {
		case map[string]any:
			for k, y := range x {
				keys[k] = true
				walk(y)
			}
		case []any:
			for _, y := range x {
				walk(y)
			}
		}
	}
	var v any
	require.NoError(t, json.Unmarshal(raw, &v))
	walk(v)
	assert.Equal(t, true, keys["lang"], "the view says its language")
	delete(keys, "lang") // the page's language, not a fact the display shows
	for k := range keys {
		for _, l := range msg.Langs {
			assert.NotContains(t, Label(l, k), "[", "%s has no label in %s", k, l)
		}
	}
	assert.Equal(t, "Fälliger Unterhalt", Label(msg.DE, "upkeep_due"))
	assert.Equal(t, "Upkeep due", Label(msg.EN, "upkeep_due"))
}
