package main

import (
	"slices"
	"sync"

	"github.com/spf13/cobra"

	"boardroom/games"
)

// Defining the flags of every command of a game cost a third of building
// its commands, for a command line that runs one of them. So the
// builders hand their flag definitions to whenFlags, and they are made when
// needed: run makes those of the command it runs (flagsForCommandLine);
// everything else that reads flags (help of a game, the manual pages,
// completion, a command line run cannot place) has the whole tree's made
// first, and newRootFor makes them all.

// pendingFlags holds the flag definitions not yet made, by command.
var pendingFlags sync.Map // *cobra.Command -> *[]func()

// whenFlags defers define, which defines flags of cmd (or changes them),
// until cmd's flags are needed. Definitions run in the order given.
func whenFlags(cmd *cobra.Command, define func()) {
	v, _ := pendingFlags.LoadOrStore(cmd, new([]func()))
	p := v.(*[]func())
	*p = append(*p, define)
}

// defineFlags makes the deferred flags of cmd and of the commands above it.
func defineFlags(cmd *cobra.Command) {
	for c := cmd; c != nil; c = c.Parent() {
		defineOwnFlags(c)
	}
}

func defineOwnFlags(cmd *cobra.Command) {
	if v, ok := pendingFlags.LoadAndDelete(cmd); ok {
		for _, define := range *v.(*[]func()) {
			define()
		}
	}
}

// defineAllFlags makes the deferred flags of cmd and of every command below it.
func defineAllFlags(cmd *cobra.Command) {
	defineOwnFlags(cmd)
	for _, c := range cmd.Commands() {
		defineAllFlags(c)
	}
}

// forgetFlags drops what is left deferred in a tree that is done with.
func forgetFlags(cmd *cobra.Command) {
	pendingFlags.Delete(cmd)
	for _, c := range cmd.Commands() {
		forgetFlags(c)
	}
}

// flagsForCommandLine makes the flags that the command line args needs:
// those of the one command it runs when that is one of a game's commands
// (the tree is built for game, see buildRoot) with none below it; on a
// line that names no game, the root's and those of the top-level command
// it names (top, see namedCommand) with all below it; else all of them
// (the manual pages and the display walk the whole tree).
func flagsForCommandLine(root *cobra.Command, args []string, game, top string) *cobra.Command {
	if game == "" && top != allCommands {
		defineOwnFlags(root)
		for _, c := range root.Commands() {
			if c.Name() == top {
				defineAllFlags(c)
			}
		}
		if cmd, _, err := root.Find(args); err == nil && cmd != nil {
			defineFlags(cmd) // "help --help": cobra's help command
		}
		return nil
	}
	cmd, _, err := root.Find(args)
	if !slices.Contains(games.IDs(), game) || err != nil || cmd == nil || cmd == root || cmd.HasSubCommands() || cmd.Parent() == root {
		defineAllFlags(root)
		return nil
	}
	defineFlags(cmd)
	return cmd
}
