package politicard

import _ "embed"

// The YAML sources, for the tests that decode them: the binary carries the
// data as Go only (see gen/).

//go:embed politicard.yaml
var politicardYAML []byte

//go:embed lookup.yaml
var LookupYAML []byte
