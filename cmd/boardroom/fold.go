package main

import (
	"github.com/spf13/cobra"

	"boardroom/phrase"
)

// foldCommandWords is args with each command word written as the tree
// names it, where it was typed with its umlauts or another case: a verb's
// name has its umlauts in the catalogue (prüfen, pächter), a keyboard
// without them types pruefen and paechter, and both are the same verb in
// every game. Only the
// leading words that name commands are read (a flag or a word that names no
// command ends them); a word the tree names as typed is left as it is.
func foldCommandWords(root *cobra.Command, args []string) []string {
	out := args
	cmd := root
	for i, a := range args {
		if a == "" || a[0] == '-' || !cmd.HasSubCommands() {
			break
		}
		var typed string
		if cmd, typed = subCommand(cmd, a); cmd == nil {
			break
		}
		if typed != a {
			if &out[0] == &args[0] {
				out = append([]string(nil), args...) // the caller's args stay as typed
			}
			out[i] = typed
		}
	}
	return out
}

// subCommand is the command of cmd the word names, and the name or alias
// it names it by: as written, else with umlauts, ß and case folded
// (phrase.SameWord).
func subCommand(cmd *cobra.Command, word string) (*cobra.Command, string) {
	for _, c := range cmd.Commands() {
		if c.Name() == word || c.HasAlias(word) {
			return c, word
		}
	}
	for _, c := range cmd.Commands() {
		for _, n := range append([]string{c.Name()}, c.Aliases...) {
			if phrase.SameWord(word, n) {
				return c, n
			}
		}
	}
	return nil, word
}
