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
	assert.Equal(t, "generated", Generated("x.yaml", src, SourceSum(src), gen)().Name)
	assert.Equal(t, "from yaml", Generated("x.yaml", src, SourceSum([]byte("name: old\n")), gen)().Name)
	bad := Generated("x.yaml", []byte("name: \"\"\n"), "", gen)
	assert.PanicsWithError(t, "x.yaml:1: name missing", func() { bad() })
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

// GeneratedValidated makes again what Validate derives, and a generated
// form that does not validate is a broken build.
func TestGeneratedValidatedDerives(t *testing.T) {
	src := []byte("name: x\n")
	got := GeneratedValidated("x.yaml", src, SourceSum(src), func() *derived { return &derived{Name: "deck"} })()
	assert.Equal(t, "DECK", got.upper)
	bad := GeneratedValidated("x.yaml", src, SourceSum(src), func() *derived { return &derived{} })
	assert.PanicsWithError(t, "x.yaml:1: name missing", func() { bad() })
}
