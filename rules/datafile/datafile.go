// Package datafile decodes the project's YAML data files strictly: unknown
// fields are errors, and every error names the file and the line.
package datafile

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
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

// Compiled is the JSON form of a decoded data file, tied to the exact source
// it was made from. Decoding YAML costs milliseconds at every start of the
// command line; JSON a tenth of that. A stale compiled form (its source hash
// differs) is never used.
type compiled struct {
	Source string          `json:"source_sha256"`
	Data   json.RawMessage `json:"data"`
}

// Compile returns the compiled form of v, decoded from source.
func Compile(source []byte, v any) ([]byte, error) {
	data, err := json.Marshal(v)
	if err != nil {
		return nil, err
	}
	sum := sha256.Sum256(source)
	// One line, no indentation: compiledHead reads the hash without a
	// decoder, and the data is scanned once, at its smallest.
	return json.Marshal(compiled{Source: hex.EncodeToString(sum[:]), Data: data})
}

// compiledHead splits a compiled form as Compile writes it,
// {"source_sha256":"HEX","data":DATA}, without decoding it: decoding the
// wrapper scanned the whole data a second time (issue 23). Any other
// layout gives ok false, and the caller decodes it as JSON.
func compiledHead(comp []byte) (sum string, data []byte, ok bool) {
	const head, mid = `{"source_sha256":"`, `","data":`
	comp = bytes.TrimRight(comp, "\n")
	if !bytes.HasPrefix(comp, []byte(head)) || !bytes.HasSuffix(comp, []byte("}")) {
		return "", nil, false
	}
	rest := comp[len(head):]
	if len(rest) < 64+len(mid) || !bytes.Equal(rest[64:64+len(mid)], []byte(mid)) {
		return "", nil, false
	}
	return string(rest[:64]), rest[64+len(mid) : len(rest)-1], true
}

// ParseCompiled is Parse that uses the compiled form when it was made from
// exactly this source (it is still validated), and the YAML otherwise.
func ParseCompiled[T any, P interface {
	*T
	Validator
}](name string, source, comp []byte) (*T, error) {
	var c compiled
	if src, data, ok := compiledHead(comp); ok {
		c.Source, c.Data = src, data
	} else if len(comp) == 0 || json.Unmarshal(comp, &c) != nil {
		c = compiled{}
	}
	if c.Source != "" {
		sum := sha256.Sum256(source)
		if c.Source == hex.EncodeToString(sum[:]) {
			var v T
			if json.Unmarshal(c.Data, &v) == nil && P(&v).Validate(&Doc{Name: name, data: source}) == nil {
				return &v, nil
			}
		}
	}
	return Parse[T, P](name, source)
}

// Fresh reports whether comp was compiled from exactly source.
func Fresh(source, comp []byte) bool {
	var c compiled
	if json.Unmarshal(comp, &c) != nil {
		return false
	}
	sum := sha256.Sum256(source)
	return c.Source == hex.EncodeToString(sum[:])
}

// Embedded returns the loader of a data file embedded in the binary: decoded
// (from its compiled form while that matches, see ParseCompiled) and
// validated once, on first use. The embedded files are checked by their
// packages' tests, so a failure here is a broken build, not bad user input:
// the loader panics with the file and line.
func Embedded[T any, P interface {
	*T
	Validator
}](name string, source, compiled []byte) func() *T {
	return sync.OnceValue(func() *T {
		v, err := ParseCompiled[T, P](name, source, compiled)
		if err != nil {
			panic(err)
		}
		return v
	})
}
