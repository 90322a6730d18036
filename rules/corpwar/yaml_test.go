package corpwar

import _ "embed"

// The YAML sources, for the tests that decode them: the binary carries the
// data as Go only (see gen/).

//go:embed corpwar.yaml
var corpwarYAML []byte

//go:embed lookup.yaml
var LookupYAML []byte
