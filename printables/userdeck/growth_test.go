package userdeck_test

import (
	"fmt"
	"testing"
	"testing/fstest"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/printables/userdeck"
)

// Issue 31, point 4, found again by its re-run: a template that doubles a
// variable in a loop ({{$s = printf "%s%s" $s $s}}) stayed within the
// budget of steps and the 64 KB cap on the output, and took 1.8 GB and
// more than 60 s before it was stopped. Every function that makes text
// (printf, print, println, html, js, urlquery, upper, lower) is refused
// past 64 KB, and what it makes counts against the budget of steps.
func TestTemplatesThatGrowTextAreBounded(t *testing.T) {
	seed := `{{$s := "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"}}`
	for _, grow := range []string{
		`{{$s = printf "%s%s" $s $s}}`,
		`{{$s = print $s $s}}`,
		`{{$s = println $s $s}}`,
		`{{$s = html $s $s}}`,
		`{{$s = js $s $s}}`,
		`{{$s = urlquery $s $s}}`,
		`{{$s = upper (print "ɐ" $s "ɐ" $s)}}`,
		`{{$s = lower (print "Ɐ" $s "Ɐ" $s)}}`,
	} {
		text := seed + `{{range 60}}` + grow + `{{end}}{{.name}}`
		layout := fmt.Sprintf("size: poker\nfront:\n  title: {text: %q, x: 5, y: 5, w: 50, h: 10}\n", text)
		d := loadSoon(t, fstest.MapFS{"cards.csv": {Data: []byte("name\nA\n")}, "layout.yaml": {Data: []byte(layout)}}, userdeck.DefaultBudgets())
		require.NotNil(t, d.Problems, grow)
		assert.Contains(t, d.Problems.Error(), `card "A" (deck/cards.csv:2), box "title"`, grow)
		assert.Contains(t, d.Problems.Error(), "more than 64 KB", grow)
	}
	// A loop that makes a large text again and again, each within 64 KB,
	// runs out of the card's budget of steps.
	text := `{{$s := printf "%999d" 0}}{{range 60}}{{$s = print $s $s}}{{end}}{{range 9000}}{{$t := print $s}}{{end}}`
	layout := fmt.Sprintf("size: poker\nfront:\n  title: {text: %q, x: 5, y: 5, w: 50, h: 10}\n", text)
	d := loadSoon(t, fstest.MapFS{"cards.csv": {Data: []byte("name\nA\n")}, "layout.yaml": {Data: []byte(layout)}}, userdeck.DefaultBudgets())
	require.NotNil(t, d.Problems)
	assert.Contains(t, d.Problems.Error(), "more than 64 KB")
	text = `{{$s := printf "%999d" 0}}{{$s = print $s $s $s $s $s $s $s $s $s $s $s $s $s $s $s $s $s $s $s $s $s $s $s $s $s $s $s $s $s $s $s $s}}{{range 9000}}{{$t := print $s}}{{end}}`
	layout = fmt.Sprintf("size: poker\nfront:\n  title: {text: %q, x: 5, y: 5, w: 50, h: 10}\n", text)
	d = loadSoon(t, fstest.MapFS{"cards.csv": {Data: []byte("name\nA\n")}, "layout.yaml": {Data: []byte(layout)}}, userdeck.DefaultBudgets())
	require.NotNil(t, d.Problems)
	assert.Contains(t, d.Problems.Error(), "over the budget of a layout's template")
	// Text within the budgets is made as before.
	got, err := userdeck.Expand(`{{upper "ab"}}{{lower "CD"}}{{print 1 "x"}}{{html "<"}}{{js "'"}}{{urlquery "a b"}}{{println "z"}}`, nil)
	require.NoError(t, err)
	assert.Equal(t, "ABcd1x&lt;\\'a+bz\n", got)
}
