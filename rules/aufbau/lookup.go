package aufbau

import (
	"boardroom/rules/datafile"
	"boardroom/rules/lookup"
)

// lookupBook is lookup.yaml decoded and checked, as Go: compiled_lookup.go,
// written by go generate (see gen/).
var lookupBook = &datafile.Builtin[lookup.Book, *lookup.Book]{Name: "rules/aufbau/lookup.yaml", Gen: compiledLookup}

// LookupBook is the game's rule sections and glossary, as the rules lookup
// searches them.
func LookupBook() *lookup.Book { return lookupBook.Get() }
