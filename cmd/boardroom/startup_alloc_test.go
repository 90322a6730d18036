package main

import (
	"io"
	"runtime"
	"testing"

	"github.com/stretchr/testify/assert"
)

// The command line of `--version`, `--help` and `games` names each game
// without describing it: describing one loads its rules data (Politicard's
// alone is hundreds of KB), and checking the root's commands against
// games.ByID did that for all five on every run (a third more CPU for
// `--version`, 350 more pages touched). Run alone, before any other test
// has loaded the rules, the root costs about 160 KB; with the five games
// described it is over 1 MB.
func TestRootNamesTheGamesWithoutLoadingThem(t *testing.T) {
	for _, args := range [][]string{{"--version"}, {"--help"}, {"games"}} {
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		newRootFor(io.Discard, io.Discard, invokedGame(args))
		runtime.ReadMemStats(&after)
		assert.Less(t, after.TotalAlloc-before.TotalAlloc, uint64(400<<10), "%v: bytes allocated to build the command line", args)
	}
}
