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
		if cmd = subCommand(cmd, a); cmd == nil {
			break
		}
		if typed := calledAs(cmd, a); typed != a {
			if &out[0] == &args[0] {
				out = append([]string(nil), args...) // the caller's args stay as typed
			}
			out[i] = typed
		}
	}
	return out
}

// subCommand is the command of cmd the word names: by its name or alias as
// written, else with umlauts, ß and case folded (phrase.SameWord).
func subCommand(cmd *cobra.Command, word string) *cobra.Command {
	for _, c := range cmd.Commands() {
		if c.Name() == word || c.HasAlias(word) {
			return c
		}
	}
	for _, c := range cmd.Commands() {
		for _, n := range append([]string{c.Name()}, c.Aliases...) {
			if phrase.SameWord(word, n) {
				return c
			}
		}
	}
	return nil
}

// calledAs is the name of c that word names: word itself when c has it as
// written, else the name or alias it folds to.
func calledAs(c *cobra.Command, word string) string {
	if c.Name() == word || c.HasAlias(word) {
		return word
	}
	for _, n := range append([]string{c.Name()}, c.Aliases...) {
		if phrase.SameWord(word, n) {
			return n
		}
	}
	return word
}
