package datafile

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/fuzzcheck"
)

type sample struct {
	Name  string `yaml:"name"`
	Items []struct {
		Title string `yaml:"title"`
		Count int    `yaml:"count"`
	} `yaml:"items"`
}

func TestDecodeRejectsUnknownFieldsWithLine(t *testing.T) {
	var s sample
	_, err := Decode("x.yaml", []byte("name: a\nitems:\n  - title: b\n    cuont: 2\n"), &s)
	require.Error(t, err)
	assert.Equal(t, "x.yaml: line 4: field cuont not found in type struct { Title string \"yaml:\\\"title\\\"\"; Count int \"yaml:\\\"count\\\"\" }", err.Error())
}

func TestErrorfNamesTheLineOfAPath(t *testing.T) {
	var s sample
	doc, err := Decode("x.yaml", []byte("name: a\nitems:\n  - title: b\n    count: 2\n  - title: c\n    count: 0\n"), &s)
	require.NoError(t, err)
	assert.Equal(t, "x.yaml:5: bad count", doc.Errorf([]any{"items", 1}, "bad count").Error())
	assert.Equal(t, "x.yaml:2: whole list", doc.Errorf([]any{"items"}, "whole list").Error())
	assert.Equal(t, 1, doc.Line([]any{"nothing", 3}), "missing paths fall back to the nearest ancestor")
}

func TestBadInput(t *testing.T) {
	var s sample
	for _, in := range []string{"", "name: [", "name: a\n---\nname: b\n", "items: 3", "\x00\x01"} {
		_, err := Decode("x.yaml", []byte(in), &s)
		require.Error(t, err, "%q", in)
		assert.True(t, strings.HasPrefix(err.Error(), "x.yaml"), err.Error())
	}
}

func FuzzDecode(f *testing.F) {
	fuzzcheck.Bound(f)
	for _, s := range []string{"name: a", "items: [{title: x, count: 1}]", "&a [*a]", "? [a]\n: b", "name: !!binary x"} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		fuzzcheck.Check(t, len(data), func() {
			var s sample
			doc, err := Decode("f.yaml", data, &s)
			if err != nil {
				require.True(t, strings.HasPrefix(err.Error(), "f.yaml"))
				return
			}
			doc.Line([]any{"items", 0, "title"})
		})
	})
}

type compiledSample struct {
	Name  string `yaml:"name"`
	Count int    `yaml:"count"`
}

func (c *compiledSample) Validate(doc *Doc) error {
	if c.Count < 0 {
		return doc.Errorf([]any{"count"}, "count is negative")
	}
	return nil
}
