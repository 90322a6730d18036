package main

import (
	"os"
	"testing"

	"github.com/stretchr/testify/assert"
)

// Every command has an example in its help.
func TestEveryCommandHasAnExample(t *testing.T) {
	root := newRoot(os.Stdout, os.Stderr)
	var missing []string
	stack := root.Commands()
	for len(stack) > 0 {
		c := stack[0]
		stack = append(stack[1:], c.Commands()...)
		if c.Hidden || c.Name() == "help" {
			continue
		}
		if !c.HasExample() {
			missing = append(missing, c.CommandPath())
		}
	}
	assert.Empty(t, missing, "commands without an example")
}
