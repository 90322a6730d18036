package fuzzcheck

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"go.yaml.in/yaml/v3"
)

func TestSeedIsTheFirstLines(t *testing.T) {
	assert.Equal(t, "a: 1\nb: 2\n", string(Seed([]byte("a: 1\nb: 2\nc: 3\n"), 11)))
	assert.Equal(t, "short", string(Seed([]byte("short"), 11)))
}

func TestAliasBombIsRefusedByTheYAMLReader(t *testing.T) {
	var v any
	assert.ErrorContains(t, yaml.Unmarshal([]byte(AliasBomb), &v), "excessive aliasing")
}
