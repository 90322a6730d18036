package aufbau

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"boardroom/lazy"
	"boardroom/phrase"
	"boardroom/referee"
	aufbaurules "boardroom/rules/aufbau"
	"boardroom/rules/datafile"
)

// The referee's sentences live in messages.yaml, German and English by id
// (the table reads the game in its own language, every line of it). A sentence's placeholders are filled by the shared
// expander (datafile.Expand): {1}, {2}, ... are the arguments in order;
// {+1} the first with its sign (one minus sign, "−"); {q1} the first
// quoted; {1|Wurf|Würfe} the singular when the first argument is 1, else the
// plural.

// Message is one sentence in both languages.
type Message struct {
	DE string `yaml:"de"`
	EN string `yaml:"en"`
}

// messagesFile is the catalogue's file, as errors name it.
const messagesFile = "referee/aufbau/messages.yaml"

// Messages is the catalogue: messages_compiled.go, messages.yaml written out
// as Go by go generate (see gen/), the only form the binary carries.
//
//go:generate go run -tags rulesgen ./gen
func Messages() map[string]Message { return messages.Get() }

var messages = &lazy.Value[map[string]Message]{New: compiledMessages}

// ParseMessages decodes messages.yaml (source); errors name the file and line.
func ParseMessages(source []byte) (map[string]Message, error) {
	var m map[string]Message
	_, err := datafile.Decode(messagesFile, source, &m)
	return m, err
}

var placeholderRe = &lazy.Value[*regexp.Regexp]{New: func() *regexp.Regexp { return regexp.MustCompile(`\{([^{}]*)\}`) }}

// Format fills the sentence of key in lang with args.
func Format(lang, key string, args ...any) (string, error) {
	m, ok := Messages()[key]
	if !ok {
		return "", fmt.Errorf("aufbau: no message %q", key)
	}
	text := m.DE
	if lang == "en" {
		text = m.EN
	}
	values := map[string]any{}
	arg := func(s string) (any, error) {
		n, err := strconv.Atoi(s)
		if err != nil || n < 1 || n > len(args) {
			return nil, fmt.Errorf("aufbau: message %q: no argument %s", key, s)
		}
		return args[n-1], nil
	}
	for _, p := range placeholderRe.Get().FindAllStringSubmatch(text, -1) {
		name := p[1]
		var v string
		switch {
		case strings.Contains(name, "|"):
			parts := strings.Split(name, "|")
			if len(parts) != 3 {
				return "", fmt.Errorf("aufbau: message %q: plural {%s} needs {n|one|many}", key, name)
			}
			a, err := arg(parts[0])
			if err != nil {
				return "", err
			}
			v = parts[2]
			if fmt.Sprint(a) == "1" {
				v = parts[1]
			}
		case strings.HasPrefix(name, "+"):
			a, err := arg(name[1:])
			if err != nil {
				return "", err
			}
			v = plusMinus(toInt(a))
		case strings.HasPrefix(name, "q"):
			a, err := arg(name[1:])
			if err != nil {
				return "", err
			}
			v = fmt.Sprintf("%q", fmt.Sprint(a))
		default:
			a, err := arg(name)
			if err != nil {
				return "", err
			}
			v = fmt.Sprint(a)
			if g, ok := a.(Gold); ok && lang == "en" {
				v = g.Amount() + " gold"
			}
		}
		values[name] = v
	}
	out, err := datafile.Expand(text, values)
	// The catalogue's sentences carry "→"; a terminal that cannot show it
	// gets the ASCII arrow, as every other sentence does.
	return phrase.Arrows(out), err
}

// plusMinus is n with its sign: "+2", "−2" (the minus sign, not a hyphen).
func plusMinus(n int) string {
	if n < 0 {
		return fmt.Sprintf("−%d", -n)
	}
	return fmt.Sprintf("+%d", n)
}

func toInt(a any) int {
	switch x := a.(type) {
	case int:
		return x
	case Gold:
		return int(x) / 12
	}
	n, _ := strconv.Atoi(fmt.Sprint(a))
	return n
}

// msg is the sentence of key in the campaign's language. A missing key or
// argument is a bug the catalogue test catches; the key shows in its place.
func (s *State) msg(key string, args ...any) string {
	lang := "de" // no campaign (a typing error before any was started): the game's language
	if s != nil {
		lang = s.Lang
	}
	out, err := Format(lang, key, args...)
	if err != nil {
		return "[" + key + ": " + err.Error() + "]"
	}
	return out
}

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
