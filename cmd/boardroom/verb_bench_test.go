package main

import (
	"io"
	"os"
	"testing"
)

// BenchmarkVerb runs `boardroom rigs show --json` on a saved game in process
// (the command-line figure adds process start: see the README).
func BenchmarkVerb(b *testing.B) {
	home := b.TempDir()
	b.Setenv("BOARDROOM_HOME", home)
	if run([]string{"rigs", "new", "--players", "Ann,Bob,Cy", "--seed", "1"}, io.Discard, os.Stderr) != 0 {
		b.Fatal("new failed")
	}
	for i := 0; i < 100; i++ {
		run([]string{"rigs", "give", "Ann", "Bob", "credits", "1"}, io.Discard, io.Discard)
	}
	for b.Loop() {
		if run([]string{"rigs", "give", "Bob", "Ann", "credits", "1"}, io.Discard, os.Stderr) != 0 {
			b.Fatal("verb failed")
		}
		run([]string{"rigs", "give", "Ann", "Bob", "credits", "1"}, io.Discard, io.Discard)
	}
}

// BenchmarkCommandTree builds the whole command tree, as every run does.
func BenchmarkCommandTree(b *testing.B) {
	for b.Loop() {
		newRoot(io.Discard, io.Discard)
	}
}
