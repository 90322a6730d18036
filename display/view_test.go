package display

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/fuzzcheck"
	"boardroom/phrase/msg"
)

func TestGenericViewFollowsTheConventions(t *testing.T) {
	var p page
	require.NoError(t, build(&p, []byte(`{
		"round": 15, "phase": "ended", "physical": false, "audited": null, "discards": [],
		"dice": [3, 5, 6], "standings": ["Ann", "Bob"], "floor": ["8♠", "10♥"],
		"ended": true, "winners": ["Ann"], "result": "Ann wins with 412 points",
		"market": {"price": 12, "drawn": ["Boom", "Bust"], "boosted": false},
		"production": [{"player": "Ann", "units": 3}, {"player": "Bob", "extra": true}],
		"leader": "Bob",
		"players": [
			{"name": "Ann", "credits": 412, "resources": {"energy": 1, "hr": 2}, "roll": null,
			 "plots": [{"id": 1, "type": "Valley", "survey": {"energy": 2}}], "effects": ["Strike"], "bankrupt": true},
			{"name": "Bob", "credits": 90, "hands": [["QH"]], "secret_goal": "x",
			 "nested": {"hidden_card": "AS", "shown": 1, "deeper": {"a": 1, "secret": 2}}}
		]
	}`)))
	assert.True(t, p.Over)
	assert.Equal(t, []string{"Winners: Ann", "Result: Ann wins with 412 points"}, p.Result)
	assert.Equal(t, [][2]string{{"Round", "15"}, {"Phase", "ended"}, {"Dice", "3 5 6"}, {"Standings", "Ann, Bob"}, {"Floor", "8♠ 10♥"}, {"Leader", "Bob"}}, pairs(p.Facts),
		"false switches and empty values say nothing; numbers and cards join with spaces, words with commas")
	require.Len(t, p.Groups, 1)
	assert.Equal(t, "Market", p.Groups[0].Title)
	assert.Equal(t, [][2]string{{"Price", "12"}, {"Drawn", "Boom, Bust"}}, pairs(p.Groups[0].Facts))
	require.Len(t, p.Tables, 1)
	assert.Equal(t, table{"Production", []string{"Player", "Units", "Extra"}, [][]string{{"Ann", "3", "—"}, {"Bob", "—", "yes"}}}, p.Tables[0])

	require.Len(t, p.Players, 2)
	ann, bob := p.Players[0], p.Players[1]
	assert.Equal(t, []string{"Bankrupt"}, ann.Tags, "a true switch of a player is a tag")
	assert.Equal(t, [][2]string{{"Credits", "412"}}, pairs(ann.Facts))
	assert.Equal(t, [][2]string{{"Resources", "Energy 1 · HR 2"}, {"Roll", "—"}, {"Effects", "Strike"}}, pairs(ann.Lines))
	assert.Equal(t, [][2]string{{"Energy", "1"}, {"HR", "2"}}, pairs(ann.Lines[0].Parts), "an object of numbers is a row of parts")
	assert.Equal(t, []table{{"Plots", []string{"ID", "Type", "Survey"}, [][]string{{"1", "Valley", "Energy 2"}}}}, ann.Tables)
	assert.Equal(t, []string{"Leader"}, bob.Tags, "a top-level word naming a player tags them")
	assert.Empty(t, bob.Lines, "hidden keys are gone at every depth")
	require.Len(t, bob.Groups, 1, "an object holding more than numbers is a group of its own")
	assert.Equal(t, "Nested", bob.Groups[0].Title)
	assert.Equal(t, [][2]string{{"Shown", "1"}, {"Deeper", "A 1"}}, pairs(bob.Groups[0].Facts))
	assert.NotContains(t, p.State.(map[string]any)["players"].([]any)[1], "hands")
}

// pairs are the labels and values of facts.
func pairs(fs []fact) [][2]string {
	out := make([][2]string, len(fs))
	for i, f := range fs {
		out[i] = [2]string{f.Label, f.Value}
	}
	return out
}

func TestLongValuesAreNotInBigType(t *testing.T) {
	var p page
	require.NoError(t, build(&p, []byte(`{"round": 3, "discards": ["2♦", "3♠", "Q♠", "K♥", "A♣", "3♥", "5♦", "Q♣", "K♦", "A♠"]}`)))
	assert.False(t, p.Facts[0].Long)
	assert.True(t, p.Facts[1].Long)
}

func TestGenericViewOfOddJSON(t *testing.T) {
	for _, in := range []string{`42`, `"text"`, `[1, 2]`, `null`, `{}`, `{"players": []}`, `{"players": [1, "x", null]}`} {
		var p page
		require.NoError(t, build(&p, []byte(in)), in)
	}
	var p page
	assert.ErrorContains(t, build(&p, []byte(`{"a": `)), "not valid JSON")
	assert.ErrorContains(t, build(&p, []byte(`{} {}`)), "trailing data")
	assert.ErrorContains(t, build(&p, []byte(strings.Repeat("[", 100)+strings.Repeat("]", 100))), "nested too deeply")
}

func TestHidden(t *testing.T) {
	for _, k := range []string{"hand", "Hands", "hidden", "hidden_cards", "secret_goal", "privateNotes"} {
		assert.True(t, Hidden(k), k)
	}
	for _, k := range []string{"cards_in_hand", "handicap", "score", "players", "unseen"} {
		assert.False(t, Hidden(k), k)
	}
}

func TestLabel(t *testing.T) {
	assert.Equal(t, "Draw pile", label("draw_pile"))
	assert.Equal(t, "HR", label("hr"))
	assert.Equal(t, "ID", label("id"))
	assert.Equal(t, "Expedition leader", label("expedition_leader"))
}

func TestBadPath(t *testing.T) {
	for _, p := range []string{"/", "/g/rigs/otter-42", "/g/rigs/otter-42/events", "/assets/display.css", "/g/x/"} {
		assert.Empty(t, badPath(msg.EN, p), p)
	}
	for _, p := range []string{"", "g", "//", "/g/../x", "/g/./x", "/g//x", "/a%2fb", "/a\\b", "/a b", "/ä"} {
		assert.NotEmpty(t, badPath(msg.EN, p), p)
	}
}

// FuzzBuild: any JSON a game's view might print lays out without a panic
// or a template error, and no hidden key is left in what is shown.
func FuzzBuild(f *testing.F) {
	fuzzcheck.Bound(f)
	for _, seed := range []string{
		`{"players": [{"name": "Ann", "hand": ["SEEKRIT"]}], "next": "go"}`,
		`{"ended": true, "winners": ["A"], "x": {"y": [{"z": null}]}}`,
		`[1, {"a": [true, false]}]`, `"s"`, `{"players": [{"name": 3}]}`, `{"a": 1e400}`,
	} {
		f.Add([]byte(seed))
	}
	s, err := New(Options{})
	require.NoError(f, err)
	f.Fuzz(func(t *testing.T, data []byte) {
		fuzzcheck.Check(t, len(data), func() {
			p := &page{Game: Game{ID: "fuzz"}, URL: s.url}
			if build(p, data) != nil {
				return
			}
			_, err := s.render(p)
			require.NoError(t, err)
			root, err := parseTree(data)
			require.NoError(t, err)
			var walk func(n *node)
			walk = func(n *node) {
				for i, k := range n.keys {
					require.False(t, Hidden(k), "hidden key %q kept", k)
					walk(n.vals[i])
				}
				for _, it := range n.items {
					walk(it)
				}
			}
			walk(strip(root))
		})
	})
}

// FuzzBadPath: a path badPath lets through has only plain segments.
func FuzzBadPath(f *testing.F) {
	fuzzcheck.Bound(f)
	for _, seed := range []string{"/", "/g/a/b", "/..", "/a/./b", "/%2e%2e", "/a//b"} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, p string) {
		fuzzcheck.Check(t, len(p), func() {
			if badPath(msg.EN, p) != "" {
				return
			}
			for _, seg := range strings.Split(p, "/") {
				assert.NotEqual(t, "..", seg)
				assert.NotEqual(t, ".", seg)
				assert.NotContains(t, seg, "%")
				assert.NotContains(t, seg, "\\")
			}
		})
	})
}
