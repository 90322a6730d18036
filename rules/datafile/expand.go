package datafile

import (
	"errors"
	"fmt"
	"reflect"
	"regexp"
	"strconv"
	"strings"

	"boardroom/lazy"
)

var placeholder = &lazy.Value[*regexp.Regexp]{New: func() *regexp.Regexp { return regexp.MustCompile(`\{[^{}]*\}`) }}

// Expand fills the {placeholders} of a game's text with values: "{tick}"
// takes values["tick"], and a dotted name reaches into nested maps:
// "{cost.survey}" takes values["cost"]["survey"]. Integers print in digits,
// other numbers in their shortest form, strings as they are. A name that has
// no value is an error naming it, and so is a brace that closes nothing.
func Expand(text string, values map[string]any) (string, error) {
	var bad error
	out := placeholder.Get().ReplaceAllStringFunc(text, func(m string) string {
		s, err := lookup(values, m[1:len(m)-1])
		if err != nil && bad == nil {
			bad = fmt.Errorf("%w %s", err, m)
		}
		return s
	})
	if bad != nil {
		return "", bad
	}
	if strings.ContainsAny(out, "{}") {
		return "", fmt.Errorf("unbalanced braces in %q", text)
	}
	return out, nil
}

// errUnknown is the error of a placeholder with no value.
var errUnknown = errors.New("unknown placeholder")

func lookup(values map[string]any, name string) (string, error) {
	var v any = values
	for _, key := range strings.Split(name, ".") {
		m := reflect.ValueOf(v)
		if key == "" || m.Kind() != reflect.Map || m.Type().Key().Kind() != reflect.String {
			return "", errUnknown
		}
		x := m.MapIndex(reflect.ValueOf(key).Convert(m.Type().Key()))
		if !x.IsValid() {
			return "", errUnknown
		}
		v = x.Interface()
	}
	switch x := v.(type) {
	case string:
		return x, nil
	case fmt.Stringer:
		return x.String(), nil
	case float64:
		return strconv.FormatFloat(x, 'f', -1, 64), nil
	case float32:
		return strconv.FormatFloat(float64(x), 'f', -1, 32), nil
	}
	switch r := reflect.ValueOf(v); r.Kind() {
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return strconv.FormatInt(r.Int(), 10), nil
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return strconv.FormatUint(r.Uint(), 10), nil
	case reflect.String:
		return r.String(), nil
	}
	return "", errors.New("not a number or a text:")
}
