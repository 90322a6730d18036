package datafile

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

type derived struct {
	Name  string
	upper string // derived by Validate
}

func (d *derived) Validate(doc *Doc) error {
	if d.Name == "" {
		return doc.Errorf([]any{"name"}, "name missing")
	}
	d.upper = strings.ToUpper(d.Name)
	return nil
}

// The generated form is the data, made once.
func TestBuiltinMakesTheGeneratedDataOnce(t *testing.T) {
	made := 0
	b := &Builtin[derived, *derived]{Name: "x.yaml", Gen: func() *derived { made++; return &derived{Name: "deck"} }}
	assert.Equal(t, "deck", b.Get().Name)
	assert.Same(t, b.Get(), b.Get())
	assert.Equal(t, 1, made)
	assert.Empty(t, b.Get().upper, "not validated unless asked")
}

// With Validate, the generated form makes again what Validate derives, and
// a generated form that does not validate is a broken build (no YAML in the
// binary: the error names the file, not a line).
func TestGeneratedValidatedDerives(t *testing.T) {
	got := (&Builtin[derived, *derived]{Name: "x.yaml", Validate: true, Gen: func() *derived { return &derived{Name: "deck"} }}).Get()
	assert.Equal(t, "DECK", got.upper)
	bad := &Builtin[derived, *derived]{Name: "x.yaml", Validate: true, Gen: func() *derived { return &derived{} }}
	assert.PanicsWithError(t, "x.yaml: name missing", func() { bad.Get() })
	assert.PanicsWithError(t, "x.yaml: name missing", func() { bad.Get() }, "every call")
}
