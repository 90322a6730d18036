package phrase

import (
	"os"
	"strings"
)

// ArrowGlyph is the one arrow of every sentence: "score 0 → 26", "26.2 → 26
// points", "8 Getreide → 2 Pulpellen". Printed pages always carry it (their
// fonts have it); text for a terminal goes through Arrow or Arrows.
const ArrowGlyph = "→"

// ArrowASCII stands for the arrow where the terminal cannot show it.
const ArrowASCII = "->"

// Arrow is the arrow for text read in this process's terminal: ArrowGlyph,
// or ArrowASCII when the locale says the terminal's character set is not
// UTF-8 (see ArrowFor).
func Arrow() string { return ArrowFor(os.Getenv) }

// ArrowFor is the arrow for the locale that getenv describes. The locale is
// the first of LC_ALL, LC_CTYPE and LANG that is set, as the C library reads
// it for the character set. A locale whose character set is UTF-8
// ("C.UTF-8", "de_DE.utf8") gets "→"; any other ("C", "POSIX",
// "en_US.ISO-8859-1", "de_DE@euro") the ASCII "->". With none set the
// arrow stays "→": such a terminal is UTF-8 in practice, and a person who
// sets "C" has asked for ASCII. Every other character the referee prints
// follows the same rule (Plain, Symbols). NO_COLOR is about colour,
// not characters, and TERM names the terminal's controls, not its font:
// neither is read.
func ArrowFor(getenv func(string) string) string {
	if plainFor(getenv) {
		return ArrowASCII
	}
	return ArrowGlyph
}

// isUTF8 says whether a locale name's character set ("lang_TERRITORY.codeset@modifier")
// is UTF-8, spelled any of the ways systems spell it.
func isUTF8(locale string) bool {
	_, codeset, ok := strings.Cut(locale, ".")
	if !ok {
		return false
	}
	codeset, _, _ = strings.Cut(codeset, "@")
	// Two ReplaceAll, not a strings.Replacer: building one per call was a
	// tenth of the CPU time of cmd/boardroom's tests (every message asks).
	codeset = strings.ReplaceAll(strings.ReplaceAll(strings.ToLower(codeset), "-", ""), "_", "")
	return codeset == "utf8"
}

// Arrows is s with each "→" as Arrow gives it: for a sentence whose arrows
// come from data (a message catalogue) rather than from Arrow. The other
// symbols are said in ASCII where the text reaches the terminal (Symbols,
// PrintableWriter), so that what the referee compares, it compares as said.
func Arrows(s string) string {
	if a := Arrow(); a != ArrowGlyph {
		return strings.ReplaceAll(s, ArrowGlyph, a)
	}
	return s
}
