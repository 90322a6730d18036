package aufbau

import (
	_ "embed"
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"sync"

	"boardroom/rules/datafile"
)

// The referee's sentences live in messages.yaml, German and English by id
// (DESIGN principle 10). A sentence's placeholders are filled by the shared
// expander (datafile.Expand): {1}, {2}, ... are the arguments in order;
// {+1} the first with its sign (one minus sign, "−"); {q1} the first
// quoted; {1|Wurf|Würfe} the singular when the first argument is 1, else the
// plural.

//go:embed messages.yaml
var messagesYAML []byte

// Message is one sentence in both languages.
type Message struct {
	DE string `yaml:"de"`
	EN string `yaml:"en"`
}

var (
	messagesOnce sync.Once
	messages     map[string]Message
	messagesErr  error
)

// Messages is the catalogue, loaded once; a broken file is a panic at the
// first message (a test loads it).
func Messages() map[string]Message {
	messagesOnce.Do(func() {
		_, messagesErr = datafile.Decode("referee/aufbau/messages.yaml", messagesYAML, &messages)
	})
	if messagesErr != nil {
		panic(messagesErr)
	}
	return messages
}

var placeholderRe = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`\{([^{}]*)\}`) })

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
	for _, p := range placeholderRe().FindAllStringSubmatch(text, -1) {
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
	return datafile.Expand(text, values)
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

// say adds a sentence to what the action did.
func (s *State) say(key string, args ...any) {
	s.Said = append(s.Said, s.msg(key, args...))
}
