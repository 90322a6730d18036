package main

import (
	"io"
	"os"
	"testing"
)

// BenchmarkVerb runs a verb that changes the game, `boardroom rigs give`
// (twice: there and back), on a saved game of 100 entries in process: the
// tree, the replay, the checks and the synced save (the command-line figure
// adds process start: see the README; BenchmarkShow is the read-only verb).
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

// BenchmarkShow runs `boardroom rigs show --json`, the verb issue 23
// measures as a whole process, in process: the tree built for it, the save
// opened and replayed, the JSON written.
func BenchmarkShow(b *testing.B) {
	b.Setenv("BOARDROOM_HOME", b.TempDir())
	if run([]string{"rigs", "new", "--players", "Ann,Bob,Cy", "--seed", "1"}, io.Discard, os.Stderr) != 0 {
		b.Fatal("new failed")
	}
	for b.Loop() {
		if run([]string{"rigs", "show", "--json"}, io.Discard, os.Stderr) != 0 {
			b.Fatal("show failed")
		}
	}
}

// BenchmarkCommandTree builds the whole command tree (every game's verbs), as
// `man` and `serve` do.
func BenchmarkCommandTree(b *testing.B) {
	for b.Loop() {
		newRoot(io.Discard, io.Discard)
	}
}

// BenchmarkTopLevelTree builds the tree of `boardroom --help` and
// `--version`, and its flags: each game a name and a summary, no rules
// loaded, and the commands that are not games their names and lines.
func BenchmarkTopLevelTree(b *testing.B) {
	for b.Loop() {
		args := []string{"--version"}
		root := buildTree(io.Discard, io.Discard, invokedGame(args), namedCommand(args), namedVerb(args, invokedGame(args)))
		flagsForCommandLine(root, args, invokedGame(args), namedCommand(args))
		forgetFlags(root)
	}
}

// BenchmarkVersion runs `boardroom --version` in process.
func BenchmarkVersion(b *testing.B) {
	for b.Loop() {
		if run([]string{"--version"}, io.Discard, os.Stderr) != 0 {
			b.Fatal("--version failed")
		}
	}
}
