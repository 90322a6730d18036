// Package datafile decodes the project's YAML data files strictly: unknown
// fields are errors, and every error names the file and the line.
package datafile

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"strings"
	"sync"

	"go.yaml.in/yaml/v3"
)

// Doc is a decoded data file kept for error reporting. Its node tree is
// parsed only when an error needs a line number: decoding stays one pass.
type Doc struct {
	Name string
	data []byte
	root *yaml.Node
}

// Decode decodes data into v with unknown fields rejected. It never panics on
// malformed input.
func Decode(name string, data []byte, v any) (doc *Doc, err error) {
	defer func() {
		if p := recover(); p != nil {
			doc, err = nil, fmt.Errorf("%s: cannot decode: %v", name, p)
		}
	}()
	dec := yaml.NewDecoder(bytes.NewReader(data))
	dec.KnownFields(true)
	if err := dec.Decode(v); err != nil {
		if err == io.EOF {
			return nil, fmt.Errorf("%s: the file is empty", name)
		}
		var te *yaml.TypeError
		if errors.As(err, &te) {
			return nil, fmt.Errorf("%s: %s", name, trimYAML(strings.Join(te.Errors, "; ")))
		}
		return nil, fmt.Errorf("%s: %s", name, trimYAML(err.Error()))
	}
	// A second document in the same file is a mistake, not something to ignore.
	var extra yaml.Node
	if err := dec.Decode(&extra); err != io.EOF {
		return nil, fmt.Errorf("%s: only one YAML document is allowed", name)
	}
	return &Doc{Name: name, data: data}, nil
}

func trimYAML(s string) string { return strings.TrimPrefix(s, "yaml: ") }

// Line returns the line of the node at path (map keys as strings, list
// indexes as ints), or of the nearest ancestor that exists.
func (d *Doc) Line(path []any) int {
	if d == nil {
		return 0
	}
	if d.root == nil {
		var root yaml.Node
		if yaml.Unmarshal(d.data, &root) != nil {
			return 0
		}
		d.root = &root
	}
	n := d.root
	if n.Kind == yaml.DocumentNode && len(n.Content) > 0 {
		n = n.Content[0]
	}
	line := n.Line
	for _, p := range path {
		var next *yaml.Node
		switch key := p.(type) {
		case string:
			if n.Kind == yaml.MappingNode {
				for i := 0; i+1 < len(n.Content); i += 2 {
					if n.Content[i].Value == key {
						next = n.Content[i+1]
						line = n.Content[i].Line
						break
					}
				}
			}
		case int:
			if n.Kind == yaml.SequenceNode && key >= 0 && key < len(n.Content) {
				next = n.Content[key]
				line = next.Line
			}
		}
		if next == nil {
			break
		}
		n = next
	}
	return line
}

// Errorf builds an error that names the file and the line of path.
func (d *Doc) Errorf(path []any, format string, args ...any) error {
	msg := fmt.Sprintf(format, args...)
	if line := d.Line(path); line > 0 {
		return fmt.Errorf("%s:%d: %s", d.Name, line, msg)
	}
	return fmt.Errorf("%s: %s", d.Name, msg)
}

// Validator is data that checks itself once decoded; doc gives its errors a
// file and line.
type Validator interface {
	Validate(doc *Doc) error
}

// Parse decodes data strictly into a new T and validates it.
func Parse[T any, P interface {
	*T
	Validator
}](name string, data []byte) (*T, error) {
	var v T
	doc, err := Decode(name, data, &v)
	if err != nil {
		return nil, err
	}
	if err := P(&v).Validate(doc); err != nil {
		return nil, err
	}
	return &v, nil
}

// Embedded returns the loader of a data file embedded in the binary: decoded
// and validated once, on first use (see Builtin for data carried as Go).
// The embedded files are checked by their packages' tests, so a failure here
// is a broken build, not bad user input: the loader panics with the file and
// line.
func Embedded[T any, P interface {
	*T
	Validator
}](name string, source []byte) func() *T {
	return sync.OnceValue(func() *T {
		v, err := Parse[T, P](name, source)
		if err != nil {
			panic(err)
		}
		return v
	})
}
