package aufbau

import (
	"fmt"
	"strings"

	"boardroom/phrase"
	"boardroom/phrase/msg"
	"boardroom/referee"
	aufbaurules "boardroom/rules/aufbau"
)

// The referee's sentences are the catalogue of the rules data
// (aufbaurules.Messages, rules/aufbau/messages.yaml), German and English by
// ID, said by package phrase/msg: {1}, {2}, ... are the arguments in order;
// {+1} the first with its sign (one minus sign, "−"); {q1} the first
// quoted; {1|Wurf|Würfe} the form the language's plural rule picks.

// Format fills the sentence of id in lang with args. The catalogue's
// sentences carry "→"; a terminal that cannot show it gets the ASCII arrow,
// as every other sentence does.
func Format(lang msg.Lang, id string, args ...any) (string, error) {
	out, err := aufbaurules.Messages.Format(lang, id, args...)
	return phrase.Arrows(out), err
}

// msg is the sentence of id in the campaign's language. A missing ID or
// argument is a bug the catalogue test catches; the ID shows in its place.
func (s *State) msg(id string, args ...any) string {
	return phrase.Arrows(aufbaurules.Messages.Say(s.Language(), id, args...))
}

// plusMinus is n with its sign: "+2", "−2" (the minus sign, not a hyphen).
func plusMinus(n int) string { return msg.Signed(n) }

// work records a line of the action's arithmetic (State.Work, for `why`)
// in the campaign's language, under rule (a rule section or ruling id).
func (s *State) work(rule, key string, args ...any) {
	if s.Work.On {
		s.Work.Lines = append(s.Work.Lines, referee.Reason{Text: s.msg(key, args...), Rule: rule})
	}
}

// addInfluence changes p's influence by d and records the sum, under rule.
func (s *State) addInfluence(p *Player, d int, rule string) {
	before := p.Influence
	p.Influence += d
	if d != 0 {
		s.work(rule, "why.influence", p.Name, before, signedInt(d), p.Influence)
	}
}

// signedInt is a change as a term of a sum: "+ 3", "− 3".
func signedInt(d int) string {
	if d < 0 {
		return fmt.Sprintf("− %d", -d)
	}
	return fmt.Sprintf("+ %d", d)
}

// ledgerRule is the rule section behind a ledger line of the round's
// automatic steps, by its sentence's key.
func ledgerRule(key string) string {
	switch {
	case strings.HasPrefix(key, "round.event"):
		return "ereignisse"
	case strings.HasPrefix(key, "round.conversion"):
		return "umwandlung"
	case strings.HasPrefix(key, "round.trade"), strings.HasPrefix(key, "round.lease"), strings.HasPrefix(key, "round.sale"):
		return "markt"
	case strings.HasPrefix(key, "round.round"), strings.HasPrefix(key, "round.new"), strings.HasPrefix(key, "round.counter"):
		return "runde"
	}
	return "unterhalt" // income, yields, upkeep, food, specialists, projects
}

// say adds a sentence to what the action did.
func (s *State) say(key string, args ...any) {
	s.Said = append(s.Said, s.msg(key, args...))
}

// rounding names how a share of the data rounds, for a line of why.
func (s *State) rounding(f aufbaurules.Fraction) string {
	if f.Round == "up" {
		return s.msg("why.round_up")
	}
	return s.msg("why.round_down")
}
