//go:build !linux

package huhprompt

// discardTypeahead keeps typed-ahead keys where the terminal's input queue
// cannot be flushed portably.
func discardTypeahead(any) {}
