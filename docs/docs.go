// Package docs holds the project's written pages; docs/rulings.md and its
// German parallel docs/rulings.de.md are also data: `rules`, `card` and
// `why` read each ruling from them in the table's language (package
// rules/lookup parses them), so what the table is shown is what is written
// here.
package docs

import _ "embed"

// Rulings is docs/rulings.md as it was when the binary was built.
//
//go:embed rulings.md
var Rulings []byte

// RulingsDE is docs/rulings.de.md, the same rulings in German, as it was
// when the binary was built.
//
//go:embed rulings.de.md
var RulingsDE []byte
