package rheinhessen

import (
	"encoding/json"
	"fmt"

	"go.yaml.in/yaml/v3"

	"boardroom/phrase/msg"
)

// Words is a text of a persona in English and German. A table's own
// personas file (and a game saved with one) may give one text for both, a
// plain string; the built-in personas give both: {en: ..., de: ...}.
type Words struct {
	EN string
	DE string
}

// In is the text in l.
func (w Words) In(l msg.Lang) string { return msg.Text{EN: w.EN, DE: w.DE}.In(l) }

// SayIn says the text in l (an argument of a message).
func (w Words) SayIn(l msg.Lang) string { return w.In(l) }

// Empty reports whether a language lacks the text.
func (w Words) Empty() bool { return w.EN == "" || w.DE == "" }

// UnmarshalYAML reads a plain string (both languages) or {en, de}.
func (w *Words) UnmarshalYAML(n *yaml.Node) error {
	if n.Kind == yaml.ScalarNode {
		*w = Words{EN: n.Value, DE: n.Value}
		return nil
	}
	var t struct {
		EN string `yaml:"en"`
		DE string `yaml:"de"`
	}
	dec := n.Decode
	if err := dec(&t); err != nil {
		return err
	}
	if n.Kind == yaml.MappingNode {
		for i := 0; i < len(n.Content); i += 2 {
			if k := n.Content[i].Value; k != "en" && k != "de" {
				return fmt.Errorf("line %d: field %s not found in type rheinhessen.Words (the languages are en and de)", n.Content[i].Line, k)
			}
		}
	}
	*w = Words{EN: t.EN, DE: t.DE}
	return nil
}

// MarshalJSON writes a plain string when both languages say the same (a
// saved game of a table's own personas reads as before), else {en, de}.
func (w Words) MarshalJSON() ([]byte, error) {
	if w.EN == w.DE {
		return json.Marshal(w.EN)
	}
	return json.Marshal(map[string]string{"en": w.EN, "de": w.DE})
}

// UnmarshalJSON reads a plain string or {en, de}.
func (w *Words) UnmarshalJSON(b []byte) error {
	var s string
	if err := json.Unmarshal(b, &s); err == nil {
		*w = Words{EN: s, DE: s}
		return nil
	}
	var t struct {
		EN string `json:"en"`
		DE string `json:"de"`
	}
	if err := json.Unmarshal(b, &t); err != nil {
		return err
	}
	*w = Words{EN: t.EN, DE: t.DE}
	return nil
}
