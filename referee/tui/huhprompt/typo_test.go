package huhprompt

import (
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"boardroom/phrase/msg"
)

// On a terminal the plain prompts' refusal of a typo goes over the line
// the terminal echoed the typo on, and the question is asked again on the
// same line: a typo adds no line, so the state at the top of a screen that
// fits 80x24 stays there (it scrolled off with each typo). Off a terminal
// (a pipe, a script) the lines are as huh writes them.
func TestATypoInThePlainPromptsAddsNoLine(t *testing.T) {
	for _, tc := range []struct {
		lang     msg.Lang
		onScreen bool
		want     string
	}{
		{msg.EN, true, "\x1b[1A\r\x1b[2KInvalid: must be a number between 1 and 10. "},
		{msg.DE, true, "\x1b[1A\r\x1b[2KUngültig: eine Zahl von 1 bis 10 eingeben. "},
		{msg.EN, false, "Invalid: must be a number between 1 and 10\n"},
	} {
		var out strings.Builder
		h := &huhPrompter{lang: tc.lang, onScreen: tc.onScreen, plainLines: huhLines(),
			invalid: regexp.MustCompile(`^(Invalid: .*|invalid input\. please try again)\n$`)}
		line := "Invalid: must be a number between 1 and 10\n"
		n, err := saidWriter{&out, h}.Write([]byte(line))
		assert.NoError(t, err)
		assert.Equal(t, len(line), n, "huh is told its whole line was written")
		assert.Equal(t, tc.want, out.String(), "%s, on screen %v", tc.lang, tc.onScreen)
	}
}
