package rheinhessen

import (
	_ "embed"

	"boardroom/rules/datafile"
	"boardroom/rules/lookup"
)

// LookupYAML is rules/rheinhessen/lookup.yaml: the game's rule sections, each with
// its rulebook quote, and the glossary the rules lookup (package
// rules/lookup) searches.
//
//go:embed lookup.yaml
var LookupYAML []byte

// lookupBook is LookupYAML decoded and checked, from compiled_lookup.go
// while that was made from exactly this YAML (see compiled.go).
var lookupBook = &datafile.Builtin[lookup.Book, *lookup.Book]{Name: "rules/rheinhessen/lookup.yaml", Source: LookupYAML, Sum: compiledLookupSource, Gen: compiledLookup}

// LookupBook is the game's rule sections and glossary, as the rules lookup
// searches them.
func LookupBook() *lookup.Book { return lookupBook.Get() }
