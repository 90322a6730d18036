package phrase

import (
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"boardroom/phrase/msg"
)

// ParseInt reads a whole number as every game reads one typed by a person:
// an optional sign (one '+' or '-') and the digits 0-9, nothing else, not
// even a space: "7", "+2", "-10". "++1", " 1", "1e3", "0x10" and "１" are
// not numbers. (A list's separators may have spaces around them; the
// numbers between them follow this rule.) The error says what is wrong
// without repeating the text; callers name the field.
func ParseInt(s string) (int, error) {
	if err := wholeNumber(s); err != nil {
		return 0, err
	}
	n, err := strconv.Atoi(s)
	if err != nil {
		return 0, errors.New("too large a number")
	}
	return n, nil
}

// wholeNumber checks the form ParseInt reads: a sign, then digits 0-9.
func wholeNumber(s string) error {
	digits := s
	if len(digits) > 0 && (digits[0] == '+' || digits[0] == '-') {
		digits = digits[1:]
	}
	if digits == "" {
		return errors.New("not a whole number")
	}
	for i := 0; i < len(digits); i++ {
		if digits[i] < '0' || digits[i] > '9' {
			return errors.New("not a whole number")
		}
	}
	return nil
}

// MaxText is the longest text a person may give in one field (a reason, a
// file name, a card's name): longer is refused, not cut.
const MaxText = 200

// CheckText checks free text a person gives (a --reason, a player's name, a
// name in a names file) before it is stored and printed: valid UTF-8, no
// control character (a newline, a tab, an escape that would retitle or
// clear a terminal), at most max characters. The error says which
// character is wrong and where, and echoes the text cut short (Clip).
func CheckText(what, s string, max int) error {
	if !utf8.ValidString(s) {
		return fmt.Errorf("%s %s: it is not valid UTF-8 text", what, Clip(s))
	}
	if n := utf8.RuneCountInString(s); n > max {
		return fmt.Errorf("%s %s: it has %d characters, at most %d are allowed", what, Clip(s), n, max)
	}
	pos := 0
	for _, r := range s {
		pos++
		if unicode.IsControl(r) || r == '\u2028' || r == '\u2029' {
			return fmt.Errorf("%s %s: character %d is %s; use printable characters only", what, Clip(s), pos, ControlName(r))
		}
	}
	return nil
}

// CheckTextIn is CheckText for a field a table typed: a usage error that
// says itself in each language, what (a msg.Sayer: the field as the table
// names it) and the value clipped in the language's quotation marks.
func CheckTextIn(what any, s string, max int) error {
	if CheckText("", s, max) == nil {
		return nil
	}
	clip := Typed(s)
	if !utf8.ValidString(s) {
		return Usage("input.not_utf8", what, clip)
	}
	if n := utf8.RuneCountInString(s); n > max {
		return Usage("input.too_long", what, clip, n, max)
	}
	pos := 0
	for _, r := range s {
		pos++
		if unicode.IsControl(r) || r == '\u2028' || r == '\u2029' {
			return Usage("input.control", what, clip, pos, controlWord(r))
		}
	}
	return nil
}

// Typed is a value a person gave, as a message argument: clipped and
// quoted in the language it is said in (ClipIn: "x", „x“).
type Typed string

func (c Typed) SayIn(l msg.Lang) string { return ClipIn(l, string(c)) }

// controlWord names a control character in either language.
type controlWord rune

func (r controlWord) SayIn(l msg.Lang) string {
	id := "other"
	switch rune(r) {
	case '\n':
		id = "newline"
	case '\r':
		id = "return"
	case '\t':
		id = "tab"
	case 0x1b:
		id = "escape"
	case 0x07:
		id = "bell"
	case 0x08:
		id = "backspace"
	case 0:
		id = "nul"
	case 0x7f:
		id = "delete"
	}
	return Say(l, "input.control."+id, fmt.Sprintf("%U", rune(r)))
}

// ControlName names a control character: "a newline", "an escape (U+001B)".
func ControlName(r rune) string { return controlWord(r).SayIn(msg.EN) }

// clipRunes is how much of a value Clip keeps.
const clipRunes = 60

// Clip quotes a value a person gave for an error message, as %q does
// (control characters escaped), cut after 60 characters with an ellipsis:
// a 131,000-character name is not echoed in full.
func Clip(s string) string {
	if utf8.RuneCountInString(s) <= clipRunes {
		return strconv.Quote(s)
	}
	cut := 0
	for i := range s {
		if cut == clipRunes {
			return strconv.Quote(s[:i]) + "…"
		}
		cut++
	}
	return strconv.Quote(s)
}

// maxMessage is the longest message ClipMessage leaves whole.
const maxMessage = 300

// ClipMessage cuts a message that repeats what a person typed (a library's
// "unknown flag: --...") after 300 characters, with an ellipsis.
func ClipMessage(msg string) string {
	n := 0
	for i := range msg {
		if n == maxMessage {
			return msg[:i] + "…"
		}
		n++
	}
	return msg
}

// Printable escapes the control characters of text bound for a terminal
// (but newlines and tabs, which lay it out), and its bidi controls: "\x1b]0;x\a" prints as
// `\x1b]0;x\a`. A saved game written by hand or by an older version cannot
// retitle or clear the terminal of whoever shows it.
func Printable(text string) string {
	clean := true
	for _, r := range text {
		if isUnsafe(r) {
			clean = false
			break
		}
	}
	if clean {
		return text
	}
	var b strings.Builder
	for i, r := range text {
		switch {
		case r == utf8.RuneError && !validAt(text, i):
			fmt.Fprintf(&b, `\x%02x`, text[i])
		case isUnsafe(r):
			q := strconv.QuoteRune(r)
			b.WriteString(q[1 : len(q)-1])
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

func isUnsafe(r rune) bool {
	return r != '\n' && r != '\t' && (unicode.IsControl(r) || r == '\u2028' || r == '\u2029' || r == utf8.RuneError || bidiControl(r))
}

// bidiControl reports whether r is an invisible mark that reorders the
// text after it on a terminal that honours them (a right-to-left
// override shows "gpj.exe" as "exe.jpg"): a server's log line, a name or
// a deck's text would read as something it is not.
func bidiControl(r rune) bool {
	return r == '\u061c' || r == '\u200e' || r == '\u200f' || r >= '\u202a' && r <= '\u202e' || r >= '\u2066' && r <= '\u2069'
}

// validAt reports whether text holds a real U+FFFD at byte i (not a bad byte).
func validAt(text string, i int) bool {
	_, size := utf8.DecodeRuneInString(text[i:])
	return size == 3
}

// PrintableWriter is w with Printable applied to what is written, and
// Symbols (ASCII where the terminal's character set is not UTF-8): the text
// output of the verbs, `show` and `log`. A character split between two
// writes is kept until its end arrives.
func PrintableWriter(w io.Writer) io.Writer {
	if t, ok := w.(*textWriter); ok && t.printable {
		return w
	}
	plain := Plain()
	return &textWriter{w: w, printable: true, conv: func(s string) string {
		if s = Printable(s); plain {
			s = ASCII(s)
		}
		return s
	}}
}

// SymbolsWriter is w with Symbols applied to what is written, control
// characters left as they are: a screen that clears itself (play). Where the
// character set is UTF-8 it is w itself; otherwise its Unwrap is w, for
// those who ask whether w is a terminal.
func SymbolsWriter(w io.Writer) io.Writer {
	if !Plain() {
		return w
	}
	return &textWriter{w: w, conv: ASCII}
}

// textWriter writes what conv makes of each whole character.
type textWriter struct {
	w         io.Writer
	tail      []byte // the start of a character whose end has not come yet
	conv      func(string) string
	printable bool // PrintableWriter's
}

// Unwrap is the writer written to.
func (p *textWriter) Unwrap() io.Writer { return p.w }

func (p *textWriter) Write(b []byte) (int, error) {
	buf := append(p.tail, b...)
	p.tail = nil
	// Keep back an incomplete last character (at most 3 bytes).
	for k := 1; k <= 3 && k <= len(buf); k++ {
		if utf8.RuneStart(buf[len(buf)-k]) {
			if !utf8.FullRune(buf[len(buf)-k:]) {
				p.tail = append([]byte(nil), buf[len(buf)-k:]...)
				buf = buf[:len(buf)-k]
			}
			break
		}
	}
	if _, err := io.WriteString(p.w, p.conv(string(buf))); err != nil {
		return 0, err
	}
	return len(b), nil
}

// IntFlag is an integer command-line flag read by ParseInt: base 10 only,
// like every number a person types ("010" is 10; "0x10" and "1e3" are
// refused). It is a pflag.Value (String, Set, Type); every integer flag of
// the binary is one, so that flags agree with each other and with the
// arguments (pflag's own Int flags read "010" as 8 and "0x10" as 16).
type IntFlag[T int | int64] struct{ p *T }

// NewIntFlag is the flag storing into p, set to value (its default).
func NewIntFlag[T int | int64](p *T, value T) *IntFlag[T] {
	*p = value
	return &IntFlag[T]{p: p}
}

func (f *IntFlag[T]) String() string { return strconv.FormatInt(int64(*f.p), 10) }

// Set reads s; pflag names the flag and the text in front of the error.
func (f *IntFlag[T]) Set(s string) error {
	if err := wholeNumber(s); err != nil {
		return errors.New(Say(msg.EN, "input.base10")) // said in the table's language by ReasonIn
	}
	bits := 64
	if _, ok := any(*f.p).(int); ok {
		bits = strconv.IntSize
	}
	n, err := strconv.ParseInt(s, 10, bits)
	if err != nil {
		return errors.New(Say(msg.EN, "input.too_large")) // said in the table's language by ReasonIn
	}
	*f.p = T(n)
	return nil
}

// Type is "int", as help shows it ("--copies int").
func (f *IntFlag[T]) Type() string { return "int" }

// PathText is a path a person gave, to be echoed: its control characters
// (newlines and tabs too), invalid bytes and line separators escaped as Go
// writes them ("\x1b[31mx" prints as `\x1b[31mx`), everything else as it
// is. Every message that names a user's path goes through it, or through
// Printable with the rest of the message.
func PathText(p string) string {
	var b strings.Builder
	for i, r := range p {
		switch {
		case r == utf8.RuneError && !validAt(p, i):
			fmt.Fprintf(&b, `\x%02x`, p[i])
		case r == '\n' || r == '\t' || isUnsafe(r):
			q := strconv.QuoteRune(r)
			b.WriteString(q[1 : len(q)-1])
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

// ClipIn is Clip with the quotation marks of l: „Zoe“ in German (control
// characters still escaped, as Clip does), "Zoe" in English.
func ClipIn(l msg.Lang, s string) string {
	c := Clip(s)
	if l != msg.DE {
		return c
	}
	quoted := strings.TrimSuffix(c, "…")
	return "„" + quoted[1:len(quoted)-1] + "“" + c[len(quoted):]
}

// Quoted is a value a person typed, as a message's argument: echoed as
// Clip does, in the quotation marks of the language the message is said
// in (ClipIn).
type Quoted string

// SayIn is the value quoted for l.
func (q Quoted) SayIn(l msg.Lang) string { return ClipIn(l, string(q)) }

// ReasonIn is the reason a flag's value was refused, in l: pflag writes a
// flag's error in English around the reason the flag gave ("invalid
// argument ... flag: <reason>"), so the reasons a flag of ours gives are
// found by their English text. Any other text is returned as it is.
func ReasonIn(l msg.Lang, reason string) string {
	for _, id := range []string{"input.base10", "input.too_large"} {
		if reason == Say(msg.EN, id) {
			return Say(l, id)
		}
	}
	return reason
}
