package rheinhessen

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/phrase/msg"
	"boardroom/phrase/msg/msgtest"
	"boardroom/referee"
	"boardroom/referee/tui"
	"boardroom/referee/verb"
)

// otherWords are each language's common words: none may appear in a table
// of the other language (proper names aside: the players here are Anna, Ben
// and Clara).
var otherWords = map[msg.Lang][]string{msg.EN: msgtest.OtherWords(msg.EN), msg.DE: msgtest.OtherWords(msg.DE)}

// langTable collects everything the referee tells a table: the events of
// every action, the arithmetic why shows, show, status, play's compact view,
// its menu labels and questions, and the refusals.
type langTable struct {
	t    *testing.T
	s    *State
	said []string
}

func newLangTable(t *testing.T, l msg.Lang, setup Setup) *langTable {
	t.Helper()
	setup.Lang = l
	raw, err := json.Marshal(setup)
	require.NoError(t, err)
	s, err := Rules{}.New(raw, 5)
	require.NoError(t, err)
	lt := &langTable{t: t, s: s}
	lt.said = append(lt.said, s.Events...)
	lt.look()
	return lt
}

// look records what the table sees between actions.
func (lt *langTable) look() {
	s := lt.s
	lt.said = append(lt.said, s.Text(true), s.Compact(), Rules{}.Status(s), s.WinnerText())
	for _, vb := range Verbs() {
		if vb.Label != nil {
			lt.said = append(lt.said, vb.Label(s))
		}
		if s.Ended {
			continue
		}
		for _, ask := range vb.Ask {
			v := verb.NewValues()
			v.Set("auditor", s.CurrentName())
			v.Set("player", s.CurrentName())
			if ask.Title != nil && ask.Fixed == nil {
				lt.said = append(lt.said, ask.Title(s, v))
			}
			if ask.Options != nil {
				for _, o := range ask.Options(s, v) {
					lt.said = append(lt.said, o.Label)
				}
			}
		}
	}
	if s.Virtual() && !s.Ended {
		title, opts, _ := soloMenu(s, false, maxLegalShown)
		lt.said = append(lt.said, title, SoloScreen(s, s.Current, false, nil), FloorsText(s), s.HandText(s.Current, false))
		for _, o := range opts {
			lt.said = append(lt.said, o.Label)
		}
	}
}

// do applies a, which must be allowed, and records what it said and its
// arithmetic.
func (lt *langTable) do(a referee.Action[*State]) {
	lt.t.Helper()
	require.NoError(lt.t, a.Legal(lt.s), "%#v", a)
	lt.s.Explain()
	after, err := a.Apply(lt.s, nil)
	require.NoError(lt.t, err)
	lt.said = append(lt.said, after.Events...)
	for _, w := range after.WorkDone() {
		lt.said = append(lt.said, w.Rule+" "+w.Text)
	}
	lt.said = append(lt.said, TurnLine(lt.s, after, a))
	lt.s = after
	lt.look()
}

// refused records the refusal of a, which must be refused.
func (lt *langTable) refused(a referee.Action[*State]) {
	lt.t.Helper()
	err := a.Legal(lt.s)
	var r *referee.Refusal
	require.True(lt.t, errors.As(err, &r), "%#v: %v", a, err)
	lt.said = append(lt.said, err.Error())
}

// scan fails for every common word of the other language in what was said.
func scan(t *testing.T, l msg.Lang, said []string) {
	t.Helper()
	for _, line := range said {
		assert.NotRegexp(t, `\[[a-z_]+\.[a-z_.]+\]`, line, "a message ID shows in its sentence's place")
		for _, w := range otherWords[l] {
			assert.NotContains(t, line, w, "%s in a %s table: %q", strings.TrimSpace(w), l, line)
		}
	}
}

// playScripted plays a match of humans with real cards: legal and illegal
// productions, violations up to an external audit, an internal audit,
// passes and refusals, until the draw pile runs out.
func playScripted(t *testing.T, l msg.Lang) *langTable {
	lt := newLangTable(t, l, Setup{Players: []string{"Anna", "Ben", "Clara"}})
	lt.refused(&Pass{Player: "Ben"})                                                     // not Ben's turn
	lt.refused(&Produce{Player: "Anna", Cards: cs(t, "8S 9H")})                          // no legal hand
	lt.refused(&Produce{Player: "Anna", Cards: cs(t, "8S 8S 8S 8S 8S"), Illegal: true})  // the shoe
	lt.refused(&Produce{Player: "Anna", Cards: cs(t, "2S 3S 4S 5S 7H 8H 9H 10H JH QH")}) // more than held
	lt.do(&Produce{Player: "Anna", Cards: cs(t, "8S 8H")})                               // a pair
	lt.do(&Produce{Player: "Ben", Cards: cs(t, "KS QH JD 9C"), Illegal: true})           // a violation
	lt.do(&Audit{Auditor: "Clara", Victim: "Ben"})                                       // an internal audit
	lt.refused(&Audit{Auditor: "Clara", Victim: "Anna"})                                 // one a turn
	lt.do(&Produce{Player: "Clara", Cards: cs(t, "AS AH AD"), Illegal: true})            // a three of a kind declared illegal
	lt.refused(&Audit{Auditor: "Anna", Victim: "Anna"})                                  // not its own floor
	for _, p := range []struct {
		who, cards string
	}{{"Anna", "KH QS JS 10D"}, {"Ben", "KD QD JH 10S"}, {"Clara", "KC QC JC 10C 9D"}} { // violations up to the external audit
		lt.do(&Produce{Player: p.who, Cards: cs(t, p.cards), Illegal: true})
	}
	for !lt.s.Ended {
		lt.do(&Pass{Player: lt.s.CurrentName()})
	}
	lt.refused(&Pass{Player: "Anna"}) // the game has ended
	return lt
}

// Every line a scripted match tells the table is in the table's language:
// no common word of the other one, no message ID in its place.
func TestScriptedMatchSpeaksTheTablesLanguage(t *testing.T) {
	for _, l := range msg.Langs {
		t.Run(string(l), func(t *testing.T) {
			lt := playScripted(t, l)
			scan(t, l, lt.said)
			text := strings.Join(lt.said, "\n")
			if l == msg.DE {
				for _, want := range []string{"Paar", "Fabrikhalle", "externe Prüfung", "Prüfungsleiste", "Spielende", "Rohwert"} {
					assert.Contains(t, text, want)
				}
			} else {
				for _, want := range []string{"pair", "floor", "external audit", "audit track", "Game over", "raw"} {
					assert.Contains(t, text, want)
				}
			}
		})
	}
}

// A virtual game against AI corporations, played by them to the end: the
// screens of play, the hand, the AI turns and the refusals speak the
// table's language too.
func TestVirtualGameSpeaksTheTablesLanguage(t *testing.T) {
	for _, l := range msg.Langs {
		t.Run(string(l), func(t *testing.T) {
			lt := newLangTable(t, l, Setup{Players: []string{"Anna", "Ben", "Clara"}, AI: []string{"", "balanced", "aggressor"}})
			lt.refused(&Produce{Player: "Anna", Cards: cs(t, "2S 2H 2D 2C")}) // cards Anna does not hold
			lt.said = append(lt.said, PersonPlays(lt.s, 1).Error())
			policies := lt.s.Policies()
			for turns := 0; !lt.s.Ended && turns < 400; turns++ {
				if !lt.s.IsAI(lt.s.Current) {
					lt.do(&Pass{Player: lt.s.CurrentName()})
					continue
				}
				a, _ := NextAI(lt.s, policies)
				lt.do(a)
			}
			require.True(t, lt.s.Ended)
			lt.said = append(lt.said, undoNotice(t, l)...)
			scan(t, l, lt.said)
		})
	}
}

// undoNotice is what play's undo tells, in l.
func undoNotice(t *testing.T, l msg.Lang) []string {
	return []string{sayf(l, "solo.undone", sayf(l, "solo.your_last_turn")) + " " + sayf(l, "solo.undone_ai", 3),
		strings.Join(condenseTurns(l, []string{"a", "b", "c", "d"}, 2), "\n"), fmt.Sprint(tui.Width)}
}

// The simulation's report speaks the language asked for.
func TestSimulationReportSpeaksItsLanguage(t *testing.T) {
	rep, err := RunSimulation(SimOptions{Games: 3, Seats: []string{"aggressor", "balanced"}, Seed: 1, Rotate: true})
	require.NoError(t, err)
	for _, l := range msg.Langs {
		var b strings.Builder
		require.NoError(t, rep.WriteIn(&b, l))
		scan(t, l, []string{b.String()})
	}
	var b strings.Builder
	require.NoError(t, rep.WriteIn(&b, msg.DE))
	assert.Contains(t, b.String(), "Der Aggressor")
	assert.Contains(t, b.String(), "Partielänge")
}
