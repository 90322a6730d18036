package rheinhessen

import (
	"fmt"
	"io"
	"os"
	"reflect"
	"regexp"
	"strings"

	"boardroom/referee"
	rules "boardroom/rules/rheinhessen"
)

// maxPersonasFile caps what --personas reads: a personas file is a few
// kilobytes.
const maxPersonasFile = 1 << 20

// LoadPersonasFile reads personas from a file of the same schema as the
// built-in rules/rheinhessen/personas.yaml (--personas FILE), validated:
// errors name the file and the line, and an unknown key the key it was
// likely meant to be.
func LoadPersonasFile(path string) (*rules.Personas, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("cannot read the personas file: %v", err)
	}
	defer f.Close()
	if st, err := f.Stat(); err == nil && !st.Mode().IsRegular() {
		return nil, fmt.Errorf("cannot read the personas file %s: not a regular file", path)
	}
	data, err := io.ReadAll(io.LimitReader(f, maxPersonasFile+1))
	if err != nil {
		return nil, fmt.Errorf("cannot read the personas file: %v", err)
	}
	if len(data) > maxPersonasFile {
		return nil, fmt.Errorf("%s: a personas file is at most %d bytes", path, maxPersonasFile)
	}
	return ParsePersonasData(path, data)
}

// ParsePersonasData is LoadPersonasFile for data already read.
func ParsePersonasData(name string, data []byte) (*rules.Personas, error) {
	ps, err := rules.ParsePersonas(name, data)
	if err != nil {
		return nil, explainUnknownKey(name, err)
	}
	return ps, nil
}

var unknownKey = regexp.MustCompile(`line (\d+): field (\S+) not found in type \S*\.(\w+)`)

// explainUnknownKey turns the decoder's "line 5: field illegl_max not found
// in type rheinhessen.Persona" into "FILE:5: unknown key "illegl_max" (did
// you mean "illegal_max"?; the keys are ...)".
func explainUnknownKey(name string, err error) error {
	m := unknownKey.FindStringSubmatch(err.Error())
	if m == nil {
		return err
	}
	var keys []string
	switch m[3] {
	case "Persona":
		keys = yamlKeys(reflect.TypeOf(rules.Persona{}))
	case "Personas":
		keys = yamlKeys(reflect.TypeOf(rules.Personas{}))
	default:
		return err
	}
	msg := fmt.Sprintf("%s:%s: unknown key %q%s", name, m[1], m[2], referee.DidYouMean(m[2], keys))
	return fmt.Errorf("%s (the keys are %s)", msg, strings.Join(keys, ", "))
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
