package aufbau

import _ "embed"

// LookupYAML is rules/aufbau/lookup.yaml: the game's rule sections, each with
// its rulebook quote, and the glossary the rules lookup (package
// rules/lookup) searches.
//
//go:embed lookup.yaml
var LookupYAML []byte
