package datafile

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

type genData struct {
	Name string
}

func (d *genData) Validate(doc *Doc) error {
	if d.Name == "" {
		return doc.Errorf([]any{"name"}, "name missing")
	}
	return nil
}

// The generated data is used only for the exact YAML it was made from.
func TestGeneratedFallsBackToTheYAML(t *testing.T) {
	src := []byte("name: from yaml\n")
	gen := func() *genData { return &genData{Name: "generated"} }
	assert.Equal(t, "generated", (&Builtin[genData, *genData]{Name: "x.yaml", Source: src, Sum: SourceSum(src), Gen: gen}).Get().Name)
	assert.Equal(t, "from yaml", (&Builtin[genData, *genData]{Name: "x.yaml", Source: src, Sum: SourceSum([]byte("name: old\n")), Gen: gen}).Get().Name)
	bad := &Builtin[genData, *genData]{Name: "x.yaml", Source: []byte("name: \"\"\n"), Gen: gen}
	assert.PanicsWithError(t, "x.yaml:1: name missing", func() { bad.Get() })
	assert.PanicsWithError(t, "x.yaml:1: name missing", func() { bad.Get() }, "every call")
}

type derived struct {
	Name  string
	upper string // derived by Validate
}

func (d *derived) Validate(doc *Doc) error {
	if d.Name == "" {
		return doc.Errorf(nil, "name missing")
	}
	d.upper = strings.ToUpper(d.Name)
	return nil
}

// With Validate, the generated form makes again what Validate derives, and
// a generated form that does not validate is a broken build.
func TestGeneratedValidatedDerives(t *testing.T) {
	src := []byte("name: x\n")
	got := (&Builtin[derived, *derived]{Name: "x.yaml", Source: src, Sum: SourceSum(src), Validate: true, Gen: func() *derived { return &derived{Name: "deck"} }}).Get()
	assert.Equal(t, "DECK", got.upper)
	bad := &Builtin[derived, *derived]{Name: "x.yaml", Source: src, Sum: SourceSum(src), Validate: true, Gen: func() *derived { return &derived{} }}
	assert.PanicsWithError(t, "x.yaml:1: name missing", func() { bad.Get() })
}
