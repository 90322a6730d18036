package datafile

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
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
	for _, s := range []string{"name: a", "items: [{title: x, count: 1}]", "&a [*a]", "? [a]\n: b", "name: !!binary x"} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		var s sample
		doc, err := Decode("f.yaml", data, &s)
		if err != nil {
			require.True(t, strings.HasPrefix(err.Error(), "f.yaml"))
			return
		}
		doc.Line([]any{"items", 0, "title"})
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

// The compiled form is read without decoding its wrapper, and a form that
// is stale, indented (the older layout) or damaged is never trusted
// blindly: the first falls back to the source, the others still decode.
func TestParseCompiledReadsTheHeadAndFallsBack(t *testing.T) {
	src := []byte("name: deck\ncount: 3\n")
	v, err := Parse[compiledSample]("sample.yaml", src)
	require.NoError(t, err)
	comp, err := Compile(src, v)
	require.NoError(t, err)
	assert.NotContains(t, string(comp), "\n", "one line")

	// The compiled data is what is used: change it and the result follows.
	doctored := bytes.Replace(comp, []byte(`"Count":3`), []byte(`"Count":4`), 1)
	got, err := ParseCompiled[compiledSample]("sample.yaml", src, doctored)
	require.NoError(t, err)
	assert.Equal(t, 4, got.Count, "the compiled form was read")

	var indented bytes.Buffer
	require.NoError(t, json.Indent(&indented, doctored, "", " "))
	got, err = ParseCompiled[compiledSample]("sample.yaml", src, indented.Bytes())
	require.NoError(t, err)
	assert.Equal(t, 4, got.Count, "an indented compiled form is decoded as JSON")

	got, err = ParseCompiled[compiledSample]("sample.yaml", []byte("name: deck\ncount: 5\n"), doctored)
	require.NoError(t, err)
	assert.Equal(t, 5, got.Count, "a stale compiled form is ignored")

	for _, bad := range [][]byte{nil, []byte("{"), comp[:len(comp)-1], append([]byte(nil), comp[:30]...)} {
		got, err = ParseCompiled[compiledSample]("sample.yaml", src, bad)
		require.NoError(t, err)
		assert.Equal(t, 3, got.Count, "damaged: %q", bad)
	}
}
