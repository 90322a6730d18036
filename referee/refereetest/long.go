package refereetest

import "flag"

// Long is the -long test flag of every package whose tests import this one:
// `go test ./referee/rheinhessen/ -long` plays the long statistical runs (the
// AI-strength tables, thousands of random games, 10,000 undos per game in CheckTableMoves) that the default run plays
// a small version of, so that `go test ./...` stays quick. Packages that
// cannot import this one define their own -long flag, with the same name.
var Long = flag.Bool("long", false, "run the long statistical tests")
