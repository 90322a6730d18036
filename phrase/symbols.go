package phrase

import (
	"os"
	"strings"
	"unicode/utf8"

	"boardroom/phrase/msg"
)

// Plain reports whether text for this process's terminal must be ASCII:
// the locale says the terminal's character set is not UTF-8 (the rule is
// ArrowFor's, the first character that needed it).
func Plain() bool { return plainFor(os.Getenv) }

// plainFor is Plain for the locale that getenv describes: the first of
// LC_ALL, LC_CTYPE and LANG that is set, as the C library reads it for the
// character set. None set is UTF-8 (see ArrowFor).
func plainFor(getenv func(string) string) bool {
	locale := ""
	for _, v := range []string{"LC_ALL", "LC_CTYPE", "LANG"} {
		if locale = getenv(v); locale != "" {
			break
		}
	}
	return locale != "" && !isUTF8(locale)
}

// Symbols is text as this process's terminal shows it: as it is where the
// character set is UTF-8, else ASCII(text). Every line the referee writes
// for a terminal goes through it (PrintableWriter, the error line, the
// menus of play); JSON and printed pages keep their characters.
func Symbols(text string) string {
	if Plain() {
		return ASCII(text)
	}
	return text
}

// ASCII is text in ASCII alone, for a terminal that cannot show more: the
// card suits as the letters a player types (8♠ is 8S, 10♥ 10H; so a list of
// the suit symbols offered beside their letters, "S, H, D, C or ♠ ♥ ♦ ♣",
// is left out with its "or": it would repeat the letters), the arrow
// "->", a die's hit and miss "+" and "-", the minus sign, dashes and the
// middle dot "-", quotation marks straight, fractions with a slash (½ is
// 1/2), umlauts spelled out (ä is ae, ß ss), other accented letters without
// their accent, and any other character "?".
func ASCII(text string) string {
	ascii := true
	for i := 0; i < len(text); i++ {
		if text[i] >= utf8.RuneSelf {
			ascii = false
			break
		}
	}
	if ascii {
		return text
	}
	for _, l := range []msg.Lang{msg.EN, msg.DE} {
		text = strings.ReplaceAll(text, Say(l, "word.or")+suitSymbols, "")
	}
	var b strings.Builder
	for _, r := range text {
		switch {
		case r < utf8.RuneSelf:
			b.WriteRune(r)
		case asciiOf(r) != "":
			b.WriteString(asciiOf(r))
		default:
			if base, ok := accented(r); ok {
				b.WriteByte(base)
			} else {
				b.WriteByte('?')
			}
		}
	}
	return b.String()
}

// suitSymbols is the list of the four suits' symbols, as the help and the
// card errors offer it after the letters.
const suitSymbols = "♠ ♥ ♦ ♣"

// asciiOf is the ASCII of each character the program prints that has one
// of its own, "" for the others (accented letters lose their accent:
// accented). A switch, not a table: nothing is built at start.
func asciiOf(r rune) string {
	switch r {
	case '♠', '♤':
		return "S"
	case '♥', '♡':
		return "H"
	case '♦', '♢':
		return "D"
	case '♣', '♧':
		return "C"
	case '→':
		return ArrowASCII
	case '←':
		return "<-"
	case '↑':
		return "^"
	case '↓':
		return "v"
	case '✓', '✔':
		return "+"
	case '✗', '✘', '−', '–', '‑', '‐', '·':
		return "-"
	case '—':
		return "--"
	case '•':
		return "*"
	case '…':
		return "..."
	case '×':
		return "x"
	case '÷':
		return "/"
	case '±':
		return "+/-"
	case '≤':
		return "<="
	case '≥':
		return ">="
	case '≠':
		return "!="
	case '≈':
		return "~"
	case '„', '“', '”', '«', '»':
		return `"`
	case '‚', '‘', '’', '‹', '›':
		return "'"
	case '¼':
		return "1/4"
	case '½':
		return "1/2"
	case '¾':
		return "3/4"
	case '⅓':
		return "1/3"
	case '⅔':
		return "2/3"
	case '⅙':
		return "1/6"
	case '⅚':
		return "5/6"
	case 'ä':
		return "ae"
	case 'ö':
		return "oe"
	case 'ü':
		return "ue"
	case 'Ä':
		return "Ae"
	case 'Ö':
		return "Oe"
	case 'Ü':
		return "Ue"
	case 'ß':
		return "ss"
	case '\u00a0', '\u2009', '\u202f':
		return " "
	case '€':
		return "EUR"
	case '°':
		return "o"
	case 'µ':
		return "u"
	}
	return ""
}

// accented is the letter under an accented Latin letter (é is e, Ç is C).
func accented(r rune) (byte, bool) {
	const (
		upper = "AAAAAAACEEEEIIIIDNOOOOOxOUUUUYTs" // U+00C0..U+00DF
		lower = "aaaaaaaceeeeiiiidnooooo/ouuuuyty" // U+00E0..U+00FF
	)
	switch {
	case r >= 0xC0 && r <= 0xDF && upper[r-0xC0] != 'x':
		return upper[r-0xC0], true
	case r >= 0xE0 && r <= 0xFF && lower[r-0xE0] != '/':
		return lower[r-0xE0], true
	}
	return 0, false
}
