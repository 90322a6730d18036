// Package docs holds the project's written pages; docs/rulings.md is also
// data: `rules`, `card` and `why` read each ruling from it (package
// rules/lookup parses it), so what the table is shown is what is written here.
package docs

import _ "embed"

// Rulings is docs/rulings.md as it was when the binary was built.
//
//go:embed rulings.md
var Rulings []byte
