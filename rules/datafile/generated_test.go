package datafile

import (
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
