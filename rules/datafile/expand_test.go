package datafile

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

type resource string

func TestExpandFillsPlaceholders(t *testing.T) {
	values := map[string]any{
		"tick":   1,
		"factor": 1.4,
		"big":    uint8(200),
		"name":   "Metal",
		"cost":   map[string]any{"survey": 1, "build": map[resource]int{"metal": 2}},
		"prices": map[string]int{"low": 5},
	}
	for text, want := range map[string]string{
		"add {tick} tick":               "add 1 tick",
		"raw x {factor}":                "raw x 1.4",
		"{big}":                         "200",
		"pay {cost.build.metal} {name}": "pay 2 Metal",
		"a survey costs {cost.survey}; LOW {prices.low}": "a survey costs 1; LOW 5",
		"no placeholders at all":                         "no placeholders at all",
	} {
		got, err := Expand(text, values)
		require.NoError(t, err, text)
		assert.Equal(t, want, got)
	}
}

func TestExpandNamesWhatIsWrong(t *testing.T) {
	values := map[string]any{"tick": 1, "cost": map[string]any{"survey": 1}, "list": []int{1}}
	for text, want := range map[string]string{
		"add {tik} ticks":      "unknown placeholder {tik}",
		"costs {cost.surveys}": "unknown placeholder {cost.surveys}",
		"costs {cost}":         "not a number or a text: {cost}",
		"costs {tick.more}":    "unknown placeholder {tick.more}",
		"costs {cost..survey}": "unknown placeholder {cost..survey}",
		"{list}":               "not a number or a text: {list}",
		"{}":                   "unknown placeholder {}",
		"add {tick ticks":      `unbalanced braces in "add {tick ticks"`,
		"add tick} ticks":      `unbalanced braces in "add tick} ticks"`,
		"{tick} and {nope}":    "unknown placeholder {nope}",
	} {
		_, err := Expand(text, values)
		require.Error(t, err, text)
		assert.Equal(t, want, err.Error(), text)
	}
	_, err := Expand("{x}", nil)
	assert.EqualError(t, err, "unknown placeholder {x}")
}
