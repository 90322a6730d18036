package aufbau

import (
	"errors"
	"fmt"
	"regexp"
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

// The common words of each language that the other's output must not hold
// (the list of the language contract; proper names are no common words).
var commonWords = map[msg.Lang][]string{msg.DE: msgtest.OtherWords(msg.EN), msg.EN: msgtest.OtherWords(msg.DE)}

// scanScript is a campaign as the table types it: the verbs by their
// English names (accepted in both languages), goods by either language's
// names, a few refusals and typing errors among them.
var scanScript = []string{
	"next --wuerfel 7,5,1",
	"influence Anna temp 2 --wuerfel 12",
	"materials Anna domain 4 --wuerfel 9",
	"lend Ben 1 --wuerfel 14",
	"sell Ben grain:6 --wuerfel 11",
	"lend Anna 99 --wuerfel 10", // refused: above the cap
	"sell Anna Getriede:6",      // a typing error: no such goods
	"next",
	"next --wuerfel 12,24",
	"influence Anna perm 1 --wuerfel 15",
	"buy Anna ak:2 --wuerfel 13",
	"materials Ben domain 3 --wuerfel 10",
	"next",
	"next",
	"acquire Anna city small --pacht --wuerfel 10",
	"sell Anna grain:12 --wuerfel 16",
	"acquire Ben office large --wuerfel 12", // refused: a large office needs medium ones
	"build Anna storage S2",
	"next",
	"next",
	"tenants Anna S2 1 --wuerfel 13",
	"acquire Ben trade small --wuerfel 9",
	"hire Anna artisan simple --wuerfel 18,7,4",
	"next",
}

// playScan plays scanScript in a campaign in lang through the referee's
// command functions (the session the command line drives) and returns
// every line the table reads: what each verb said or refused, show, log,
// and the reasoning of why for every entry.
func playScan(t *testing.T, lang msg.Lang) (lines []string, accepted int) {
	home := t.TempDir()
	// the setup's language as `new --lang` records it
	g, err := referee.Create(home, GameID, "scan", fmt.Appendf(nil, `{"players":["Anna","Ben"],"physical":true,"lang":%q,"rev":%d}`, lang, CurrentRev), 1, Rules{})
	require.NoError(t, err)
	require.NoError(t, g.Close())
	h := spec.New(Spec())
	ss, err := h.Open(home, "scan", false)
	require.NoError(t, err)
	defer ss.Close()
	verbs := map[string]verb.Verb[*State]{}
	for _, v := range Verbs() {
		verbs[v.Name] = v
	}
	bools := map[string]bool{"pacht": true}
	say := func(err error) string {
		var w phrase.Worded
		if errors.As(err, &w) {
			return w.In(string(lang))
		}
		var u *phrase.UnknownError
		if errors.As(err, &u) && u.Said != nil {
			return u.Said(string(lang))
		}
		return err.Error()
	}
	for _, line := range scanScript {
		words := strings.Fields(line)
		v, ok := verbs[words[0]]
		require.True(t, ok, words[0])
		var args []string
		flags := map[string]string{}
		for i := 1; i < len(words); i++ {
			if name, ok := strings.CutPrefix(words[i], "--"); ok {
				if bools[name] {
					flags[name] = "true"
					continue
				}
				flags[name] = words[i+1]
				i++
				continue
			}
			args = append(args, words[i])
		}
		vals, err := verb.Decode(v.Fields, args, flags)
		if err != nil {
			lines = append(lines, say(err))
			continue
		}
		var out strings.Builder
		if err := ss.Do(v.Name, vals, &out, false); err != nil {
			lines = append(lines, say(err))
			continue
		}
		accepted++
		lines = append(lines, strings.Split(out.String(), "\n")...)
	}
	var show strings.Builder
	require.NoError(t, ss.Show(&show, false))
	lines = append(lines, strings.Split(show.String(), "\n")...)
	var log strings.Builder
	require.NoError(t, ss.Log(&log, false))
	lines = append(lines, strings.Split(log.String(), "\n")...)
	for seq := 1; seq <= ss.Entries(); seq++ {
		ex, err := ss.Why(seq)
		require.NoError(t, err)
		lines = append(lines, ex.Said...)
		for _, st := range ex.Steps {
			lines = append(lines, st.Text)
		}
	}
	return lines, accepted
}

// engineLine is a line the engine writes around the game's own (the log's
// first entry, "New game for Anna and Ben, with physical decks and dice
// (the table draws and rolls) (seed 1)."): its words are the engine's
// catalogue's, said in the table's language once that is merged.
var engineLine = regexp.MustCompile(`New game for |table draws and rolls\) \(seed -?\d+\)`)

// A campaign in English reads English, one in German reads German: the
// scripted campaign's every line (verbs, refusals, typing errors, show,
// log, why) holds none of the other language's common words.
func TestCampaignSpeaksOneLanguage(t *testing.T) {
	for _, c := range []struct{ lang, other msg.Lang }{{msg.EN, msg.DE}, {msg.DE, msg.EN}} {
		lines, accepted := playScan(t, c.lang)
		require.GreaterOrEqual(t, accepted, len(scanScript)-6, "%s: the script plays", c.lang)
		n := 0
		for _, l := range lines {
			if strings.TrimSpace(l) == "" || engineLine.MatchString(l) {
				continue
			}
			n++
			for _, w := range commonWords[c.other] {
				assert.NotContains(t, " "+l+" ", w, "%s campaign, a word of %s: %q", c.lang, c.other, l)
			}
		}
		assert.Greater(t, n, 150, "%s: the scan read the campaign's output", c.lang)
	}
}
