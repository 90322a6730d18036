package rheinhessen

import _ "embed"

// The YAML sources, for the tests that decode them: the binary carries the
// data as Go only (see gen/).

//go:embed rheinhessen.yaml
var rheinhessenYAML []byte

//go:embed lookup.yaml
var LookupYAML []byte

//go:embed personas.yaml
var personasYAML []byte
