package referee_test

import (
	"encoding/json"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/referee"
)

func TestChanceIsSeededPerEntryAndRecorded(t *testing.T) {
	roll := func(seed int64, seq int) []int {
		ch := referee.NewChance(seed, seq)
		var got []int
		for i := 0; i < 8; i++ {
			d, err := ch.Roll("d6", 6)
			require.NoError(t, err)
			require.True(t, d >= 1 && d <= 6)
			got = append(got, d)
		}
		require.Len(t, ch.Outcomes(), 8)
		return got
	}
	assert.Equal(t, roll(1, 1), roll(1, 1), "same seed and entry, same draws")
	assert.NotEqual(t, roll(1, 1), roll(1, 2), "another entry draws otherwise")
	assert.NotEqual(t, roll(1, 1), roll(2, 1), "another seed draws otherwise")
}

func TestChanceReplaysWhatWasRecorded(t *testing.T) {
	ch := referee.NewChance(7, 3)
	d, err := ch.Roll("d20", 20)
	require.NoError(t, err)
	n, err := ch.Intn("coin", 2)
	require.NoError(t, err)
	deck := []string{"low", "spike", "normal", "spike", "high"}
	k, err := referee.Pick(ch, "market card", deck)
	require.NoError(t, err)
	e, err := referee.Enter(ch, "plot", "desert")
	require.NoError(t, err)
	assert.Equal(t, "desert", e)
	out := ch.Outcomes()
	require.Len(t, out, 4)
	assert.Equal(t, referee.Outcome{What: "plot", Value: json.RawMessage(`"desert"`), Entered: true}, out[3])
	assert.JSONEq(t, `"`+deck[k]+`"`, string(out[2].Value), "the card itself is recorded, not its index")

	re := referee.ReplayChance(out)
	assert.True(t, re.Replaying())
	d2, err := re.Roll("d20", 20)
	require.NoError(t, err)
	n2, err := re.Intn("coin", 2)
	require.NoError(t, err)
	k2, err := referee.Pick(re, "market card", deck)
	require.NoError(t, err)
	e2, err := referee.Enter(re, "plot", "forest") // the log wins over a changed action
	require.NoError(t, err)
	assert.Equal(t, []any{d, n, k, "desert"}, []any{d2, n2, k2, e2})
	_, err = re.Roll("d6", 6)
	assert.EqualError(t, err, "the action needs a d6 but the log records only 4 random outcome(s)")
}

func TestPickGivesTheFirstOfEqualCards(t *testing.T) {
	deck := []string{"spike", "low", "spike", "spike", "high"}
	for seq := 1; seq <= 50; seq++ {
		ch := referee.NewChance(99, seq)
		k, err := referee.Pick(ch, "card", deck)
		require.NoError(t, err)
		assert.Equal(t, k, slices.Index(deck, deck[k]), "play picks the first equal card, as replay does")
	}
	_, err := referee.Pick(referee.NewChance(1, 1), "card", []string{})
	assert.EqualError(t, err, "cannot draw card: none is left")
}

func TestChanceReplayRejectsImpossibleRecords(t *testing.T) {
	rec := func(what, value string) []referee.Outcome {
		return []referee.Outcome{{What: what, Value: json.RawMessage(value)}}
	}
	tests := []struct {
		name string
		out  []referee.Outcome
		call func(*referee.Chance) error
		want string
	}{
		{"die too high", rec("d6", "7"), func(c *referee.Chance) error { _, err := c.Roll("d6", 6); return err }, "the recorded d6 7 is not a side of a d6"},
		{"die not a number", rec("d6", `"six"`), func(c *referee.Chance) error { _, err := c.Roll("d6", 6); return err }, `the recorded d6 "six" is not a number`},
		{"intn out of range", rec("coin", "2"), func(c *referee.Chance) error { _, err := c.Intn("coin", 2); return err }, "the recorded coin 2 is outside 0..1"},
		{"other question", rec("d8", "3"), func(c *referee.Chance) error { _, err := c.Roll("d6", 6); return err }, "the action needs a d6 but outcome 1 in the log is a d8"},
		{"card not left", rec("card", `"spike"`), func(c *referee.Chance) error {
			_, err := referee.Pick(c, "card", []string{"low", "high"})
			return err
		}, `the recorded card "spike" is not among the 2 left`},
		{"entered wrong type", rec("plot", "12"), func(c *referee.Chance) error {
			_, err := referee.Enter(c, "plot", "desert")
			return err
		}, "the recorded plot 12 cannot be read: json: cannot unmarshal number into Go value of type string"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.EqualError(t, tt.call(referee.ReplayChance(tt.out)), tt.want)
		})
	}
	_, err := referee.NewChance(1, 1).Roll("d0", 0)
	assert.EqualError(t, err, "cannot roll d0: a die needs at least one side")
	_, err = referee.NewChance(1, 1).Intn("nothing", 0)
	assert.EqualError(t, err, "cannot draw nothing: nothing to choose from")
}

type plain struct {
	N int `json:"n"`
}

type selfTyped struct {
	Type string `json:"type"`
}

func (selfTyped) ActionType() string { return "x" }

func TestEncodeAndDecodeActions(t *testing.T) {
	tests := []struct {
		name string
		a    any
		want string
		err  string
	}{
		{"typed", add{N: 3}, `{"type":"add","n":3}`, ""},
		{"typed pointer", &add{N: 3}, `{"type":"add","n":3}`, ""},
		{"typed, no fields", shuffle{}, `{"type":"shuffle"}`, ""},
		{"omitted field", draw{}, `{"type":"draw"}`, ""},
		{"untyped", plain{N: 1}, `{"n":1}`, ""},
		{"nil", nil, "", "cannot record action: it is nil"},
		{"nil pointer", (*add)(nil), "", "cannot record action: it is nil"},
		{"own type field", selfTyped{}, "", `cannot record action referee_test.selfTyped: it has its own "type" field; drop it, ActionType provides it`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := referee.EncodeAction(tt.a)
			if tt.err != "" {
				assert.EqualError(t, err, tt.err)
				return
			}
			require.NoError(t, err)
			assert.Equal(t, tt.want, string(got))
		})
	}

	a, err := counterRules{}.Decode(json.RawMessage(`{"type":"roll","dice":2,"entered":[1,2]}`))
	require.NoError(t, err)
	assert.Equal(t, &roll{Dice: 2, Entered: []int{1, 2}}, a)
	for raw, want := range map[string]string{
		`{"n":1}`:                `cannot read action: it has no "type"`,
		`{"type":"fly"}`:         `cannot read action: unknown type "fly"`,
		`[1]`:                    "cannot read action: json: cannot unmarshal array into Go value of type struct { Type string \"json:\\\"type\\\"\" }",
		`{"type":"add","n":"x"}`: "cannot read add action: json: cannot unmarshal string into Go struct field add.n of type int",
	} {
		_, err := counterRules{}.Decode(json.RawMessage(raw))
		assert.EqualError(t, err, want, raw)
	}
}

func TestRefusalError(t *testing.T) {
	assert.Equal(t, "nothing to undo", (&referee.Refusal{Reason: "nothing to undo"}).Error())
	r := referee.Refusef("Vinnie lends at most one resource per plot owned per phase", "Ann owns %d plots and has borrowed %d this phase", 3, 3)
	assert.Equal(t, "Ann owns 3 plots and has borrowed 3 this phase (rule: Vinnie lends at most one resource per plot owned per phase)", r.Error())
	assert.True(t, referee.IsRefusal(r))
	assert.False(t, referee.IsRefusal(assert.AnError))
}
