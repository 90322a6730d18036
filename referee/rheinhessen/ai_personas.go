package rheinhessen

import (
	"errors"
	"reflect"
	"regexp"
	"strings"

	"boardroom/lazy"
	"boardroom/phrase/msg"
	"boardroom/referee/verb"
	rheinhessenrules "boardroom/rules/rheinhessen"

	"boardroom/phrase"
)

// LoadPersonasFile reads personas from a file of the same schema as the
// built-in rules/rheinhessen/personas.yaml (--personas FILE), validated:
// errors name the file and the line, and an unknown key the key it was
// likely meant to be. The file is read as every file a user names is
// (verb.ReadInput): a regular file of at most 512 KB, never blocking on a
// named pipe.
func LoadPersonasFile(path string) (*rheinhessenrules.Personas, error) {
	return LoadPersonasFileIn(ToolLang(), path)
}

// LoadPersonasFileIn is LoadPersonasFile with its errors in l.
func LoadPersonasFileIn(l msg.Lang, path string) (*rheinhessenrules.Personas, error) {
	data, err := verb.ReadInput(sayf(l, "personas.the_file"), sayf(l, "personas.file"), "--personas", path)
	if err != nil {
		return nil, err
	}
	return parsePersonasIn(l, path, data)
}

// ParsePersonasData is LoadPersonasFile for data already read.
func ParsePersonasData(name string, data []byte) (*rheinhessenrules.Personas, error) {
	return parsePersonasIn(rheinhessenrules.Own, name, data)
}

func parsePersonasIn(l msg.Lang, name string, data []byte) (*rheinhessenrules.Personas, error) {
	ps, err := rheinhessenrules.ParsePersonas(name, data)
	if err != nil {
		return nil, explainUnknownKey(l, name, err)
	}
	return ps, nil
}

var unknownKey = &lazy.Value[*regexp.Regexp]{New: func() *regexp.Regexp {
	return regexp.MustCompile(`line (\d+): field (\S+) not found in type \S*\.(\w+)`)
}}

// wrongType matches the decoder's "line 8: cannot unmarshal !!str `lots`
// into int".
var wrongType = &lazy.Value[*regexp.Regexp]{New: func() *regexp.Regexp {
	return regexp.MustCompile("line (\\d+): cannot unmarshal !!\\w+ (`[^`]*`|\\S+) into (\\S+)")
}}

// explainUnknownKey turns a wrong type into "FILE:8: `lots` is not a whole
// number", and the decoder's "line 5: field illegl_max not found
// in type rheinhessen.Persona" into "FILE:5: unknown key "illegl_max" (did
// you mean "illegal_max"?; the keys are ...)".
func explainUnknownKey(l msg.Lang, name string, err error) error {
	if m := wrongType.Get().FindStringSubmatch(err.Error()); m != nil {
		what := sayf(l, "personas.type_other", m[3])
		switch {
		case m[3] == "int", m[3] == "bool", m[3] == "string":
			what = sayf(l, "personas.type_"+m[3])
		case strings.HasPrefix(m[3], "[]"):
			what = sayf(l, "personas.type_list")
		}
		return errors.New(sayf(l, "personas.wrong_type", name, m[1], m[2], what))
	}
	m := unknownKey.Get().FindStringSubmatch(err.Error())
	if m == nil {
		return err
	}
	var keys []string
	switch m[3] {
	case "Persona":
		keys = yamlKeys(reflect.TypeOf(rheinhessenrules.Persona{}))
	case "Personas":
		keys = yamlKeys(reflect.TypeOf(rheinhessenrules.Personas{}))
	default:
		return err
	}
	return errors.New(sayf(l, "personas.unknown_key", name, m[1], m[2], phrase.DidYouMean(m[2], keys), strings.Join(keys, ", ")))
}

// yamlKeys are the yaml keys of a struct type.
func yamlKeys(t reflect.Type) []string {
	var keys []string
	for i := range t.NumField() {
		if k, _, _ := strings.Cut(t.Field(i).Tag.Get("yaml"), ","); k != "" && k != "-" {
			keys = append(keys, k)
		}
	}
	return keys
}
