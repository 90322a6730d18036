// Package msg is the one message mechanism of the binary: every sentence a
// person reads is a message ID in a package's catalogue, said in the table's
// language (German or English) with its placeholders filled in.
//
// A catalogue is a package's messages.yaml, one entry per ID with its text in
// each language, written out as Go by go generate (the same pipeline as the
// rules data: the binary carries the Go form only):
//
//	refuse.more_than_owned:
//	  en: "{1} owns {2|one crate|{2} crates}, not {3}"
//	  de: "{1} besitzt {2|eine Kiste|{2} Kisten}, nicht {3}"
//
// Placeholders: {1}, {2}, ... are the arguments in order; {q1} the first
// quoted ("x" in English, „x“ in German); {+1} with its sign ("+2", "−2"); {1|one|other} the form the
// language's plural rule (CLDR, package golang.org/x/text/feature/plural)
// picks for the first argument, where the forms may hold placeholders
// themselves. Exact values go before the plural forms, as ICU's =0:
// {1|=0:no Metal|{1} Metal|{1} Metal} says 0 its own way, chosen per
// message and per language (German may say "kein", English "0 cards"). An argument that knows how to say itself in a language
// (Sayer) is said in the message's language. Numbers the rules data holds
// are arguments, never typed into a sentence.
//
// Package msgtest checks a catalogue against its package's code: every ID the
// code uses exists in both languages, every ID is used, and both languages
// have the same placeholders.
package msg

import (
	"fmt"
	"os"
	"slices"
	"strconv"
	"strings"

	"golang.org/x/text/feature/plural"
	"golang.org/x/text/language"

	"boardroom/lazy"
)

// Lang is a language the games are played in.
type Lang string

const (
	EN Lang = "en"
	DE Lang = "de"
)

// Langs are the languages, in the order help lists them.
var Langs = []Lang{DE, EN}

// Name is the language's own name ("Deutsch", "English").
func (l Lang) Name() string {
	if l == DE {
		return "Deutsch"
	}
	return "English"
}

// Parse reads a --lang value: de or en, any case ("DE", "de_DE.UTF-8" and
// "English" too).
func Parse(s string) (Lang, error) {
	t := strings.ToLower(strings.TrimSpace(s))
	switch t {
	case "de", "deutsch", "german":
		return DE, nil
	case "en", "english", "englisch":
		return EN, nil
	}
	if l, ok := FromLocale(s); ok {
		return l, nil
	}
	return "", fmt.Errorf("unknown language %q: de (Deutsch) or en (English)", clip(s))
}

func clip(s string) string {
	if r := []rune(s); len(r) > 20 {
		return string(r[:20]) + "…"
	}
	return s
}

// FromLocale is the language of a locale's name ("de_DE.UTF-8", "en_GB",
// "de"): false for a locale that names neither ("C", "POSIX", "fr_FR").
func FromLocale(s string) (Lang, bool) {
	s = strings.ToLower(s)
	if i := strings.IndexAny(s, "_.@-"); i >= 0 {
		s = s[:i]
	}
	switch s {
	case "de":
		return DE, true
	case "en":
		return EN, true
	}
	return "", false
}

// Env is the language the environment asks for, for a command with no game
// that says one: BOARDROOM_LANG, then the locale (LC_ALL, LC_MESSAGES,
// LANG, the first that is set, as POSIX orders them), else fallback (the
// game's own language). An unusable BOARDROOM_LANG is passed over.
func Env(fallback Lang) Lang {
	if l, err := Parse(os.Getenv("BOARDROOM_LANG")); err == nil {
		return l
	}
	for _, v := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		if s := os.Getenv(v); s != "" {
			if l, ok := FromLocale(s); ok {
				return l
			}
			return fallback // the locale is set, and names neither language
		}
	}
	return fallback
}

// Text is one message in each language.
type Text struct {
	DE string `yaml:"de"`
	EN string `yaml:"en"`
}

// In is the text in l.
func (t Text) In(l Lang) string {
	if l == DE {
		return t.DE
	}
	return t.EN
}

// Sayer is an argument that says itself in a language (a sum of gold, a
// phase's name).
type Sayer interface {
	SayIn(l Lang) string
}

// Entry is one message of a catalogue: its ID and its text in each
// language.
type Entry struct {
	ID   string
	Text Text
}

// Catalog is a package's messages by ID. Declare it as a package-level
// pointer to a literal (it costs nothing until first used):
//
//	var Messages = &msg.Catalog{Name: "rules/<game>/messages.yaml", Table: compiledMessages}
//
// Table is the catalogue as go generate writes it (messages_compiled.go):
// every message, sorted by ID. A message is found in it by binary search,
// so the first sentence a run says builds nothing: a map of a game's
// thousand messages cost every command half a millisecond. Gen is a
// catalogue a test builds in code.
type Catalog struct {
	Name  string
	Table func() []Entry
	Gen   func() map[string]Text
	table lazy.Once[[]Entry]
	once  lazy.Once[map[string]Text]
}

// Texts is the catalogue's messages, as a map: built on the first call
// (the catalogue's tests, a page that lists every message).
func (c *Catalog) Texts() map[string]Text {
	return c.once.Get(func() map[string]Text {
		if c.Gen != nil {
			return c.Gen()
		}
		entries := c.entries()
		m := make(map[string]Text, len(entries))
		for _, e := range entries {
			m[e.ID] = e.Text
		}
		return m
	})
}

// entries is the generated table (nil for a catalogue built in code).
func (c *Catalog) entries() []Entry {
	if c.Table == nil {
		return nil
	}
	return c.table.Get(c.Table)
}

// lookup is the message id.
func (c *Catalog) lookup(id string) (Text, bool) {
	if c.Gen != nil {
		t, ok := c.Texts()[id]
		return t, ok
	}
	entries := c.entries()
	i, ok := slices.BinarySearchFunc(entries, id, func(e Entry, id string) int { return strings.Compare(e.ID, id) })
	if !ok {
		return Text{}, false
	}
	return entries[i].Text, true
}

// Has reports whether the catalogue holds id.
func (c *Catalog) Has(id string) bool {
	_, ok := c.lookup(id)
	return ok
}

// Format is the message id in l with args; an unknown ID or a placeholder
// with no argument is an error.
func (c *Catalog) Format(l Lang, id string, args ...any) (string, error) {
	t, ok := c.lookup(id)
	if !ok {
		return "", fmt.Errorf("%s: no message %q", c.Name, id)
	}
	out, err := Expand(l, t.In(l), args)
	if err != nil {
		return "", fmt.Errorf("%s: message %q: %w", c.Name, id, err)
	}
	return out, nil
}

// Say is the message id in l with args. A missing ID or argument is a bug
// the catalogue's test catches: the ID shows in the sentence's place.
func (c *Catalog) Say(l Lang, id string, args ...any) string {
	out, err := c.Format(l, id, args...)
	if err != nil {
		return "[" + id + "]"
	}
	return out
}

// Text is message id in both languages, unfilled (a label a table gives
// both, such as a menu entry).
func (c *Catalog) Text(id string) Text {
	t, _ := c.lookup(id)
	return t
}

// Sorted is the entries of m sorted by ID: a catalogue's Table, as the
// generator writes it.
func Sorted(m map[string]Text) []Entry {
	entries := make([]Entry, 0, len(m))
	for id, t := range m {
		entries = append(entries, Entry{ID: id, Text: t})
	}
	slices.SortFunc(entries, func(a, b Entry) int { return strings.Compare(a.ID, b.ID) })
	return entries
}

// Expand fills text's placeholders with args, in l.
func Expand(l Lang, text string, args []any) (string, error) {
	if strings.IndexAny(text, "{}") < 0 {
		return text, nil // most messages: no placeholder, nothing to build
	}
	var b strings.Builder
	b.Grow(len(text) + 16)
	for i := 0; i < len(text); {
		j := strings.IndexAny(text[i:], "{}")
		if j < 0 {
			b.WriteString(text[i:])
			break
		}
		b.WriteString(text[i : i+j])
		i += j
		if text[i] == '}' {
			return "", fmt.Errorf("unbalanced } in %q", text)
		}
		end := closing(text, i)
		if end < 0 {
			return "", fmt.Errorf("unbalanced { in %q", text)
		}
		s, err := fill(l, text[i+1:end], args)
		if err != nil {
			return "", err
		}
		b.WriteString(s)
		i = end + 1
	}
	return b.String(), nil
}

// closing is the index of the } that closes the { at open (nested braces
// counted), or -1.
func closing(text string, open int) int {
	depth := 0
	for j := open; j < len(text); j++ {
		switch text[j] {
		case '{':
			depth++
		case '}':
			depth--
			if depth == 0 {
				return j
			}
		}
	}
	return -1
}

// fill is one placeholder's text (between its braces).
func fill(l Lang, p string, args []any) (string, error) {
	if i := strings.IndexByte(p, '|'); i >= 0 {
		forms := splitTop(p[i+1:])
		a, err := arg(p[:i], args)
		if err != nil {
			return "", err
		}
		// Exact values come first ({1|=0:no metal|one|other}), ICU's =0:
		// a message says nothing its own way where a number reads wrong.
		var exact []string
		for len(forms) > 0 && strings.HasPrefix(forms[0], "=") {
			exact, forms = append(exact, forms[0]), forms[1:]
		}
		if len(forms) != 2 {
			return "", fmt.Errorf("plural {%s} needs {n|one|other}, exact values first ({n|=0:none|one|other})", p)
		}
		n, isInt := exactInt(l, a)
		for _, e := range exact {
			v, text, ok := strings.Cut(e[1:], ":")
			want, err := strconv.Atoi(v)
			if !ok || err != nil {
				return "", fmt.Errorf("plural {%s}: an exact value is =<whole number>:<text>, not %q", p, e)
			}
			if isInt && n == want {
				return Expand(l, text, args)
			}
		}
		form := forms[1]
		if PluralOne(l, a) {
			form = forms[0]
		}
		return Expand(l, form, args)
	}
	switch {
	case strings.HasPrefix(p, "+"):
		a, err := arg(p[1:], args)
		if err != nil {
			return "", err
		}
		return Signed(toInt(a)), nil
	case strings.HasPrefix(p, "q"):
		a, err := arg(p[1:], args)
		if err != nil {
			return "", err
		}
		if l == DE {
			return "„" + say(l, a) + "“", nil // German quotation marks
		}
		return strconv.Quote(say(l, a)), nil
	}
	a, err := arg(p, args)
	if err != nil {
		return "", err
	}
	return say(l, a), nil
}

// splitTop splits s at the | that are not inside braces.
func splitTop(s string) []string {
	var out []string
	depth, start := 0, 0
	for j := 0; j < len(s); j++ {
		switch s[j] {
		case '{':
			depth++
		case '}':
			depth--
		case '|':
			if depth == 0 {
				out = append(out, s[start:j])
				start = j + 1
			}
		}
	}
	return append(out, s[start:])
}

func arg(s string, args []any) (any, error) {
	n, err := strconv.Atoi(s)
	if err != nil || n < 1 || n > len(args) {
		return nil, fmt.Errorf("no argument {%s}", s)
	}
	return args[n-1], nil
}

func say(l Lang, a any) string {
	switch x := a.(type) {
	case Sayer:
		return x.SayIn(l)
	case Text:
		return x.In(l)
	case string:
		return x
	}
	return fmt.Sprint(a)
}

// exactInt is a as a whole number, for an exact-value form: an int, or a
// Sayer or string that reads as one ("0", not "0.5" or "none").
func exactInt(l Lang, a any) (int, bool) {
	switch x := a.(type) {
	case int:
		return x, true
	case int64:
		return int(x), true
	}
	n, err := strconv.Atoi(strings.Replace(say(l, a), "−", "-", 1))
	return n, err == nil
}

func toInt(a any) int {
	switch x := a.(type) {
	case int:
		return x
	case int64:
		return int(x)
	}
	n, _ := strconv.Atoi(fmt.Sprint(a))
	return n
}

// Signed is n with its sign: "+2", "−2" (the minus sign, not a hyphen),
// "+0".
func Signed(n int) string {
	if n < 0 {
		return "−" + strconv.Itoa(-n)
	}
	return "+" + strconv.Itoa(n)
}

var tags = &lazy.Value[map[Lang]language.Tag]{New: func() map[Lang]language.Tag {
	return map[Lang]language.Tag{DE: language.German, EN: language.English}
}}

// PluralOne reports whether the language's plural rule (CLDR) takes the
// form "one" for a: an integer or a decimal written as a string ("1.5").
// Anything not a number takes "other".
func PluralOne(l Lang, a any) bool {
	s := strings.TrimPrefix(strings.TrimPrefix(say(l, a), "-"), "−")
	intPart, frac, _ := strings.Cut(s, ".")
	i, err := strconv.Atoi(intPart)
	if err != nil {
		return false
	}
	v := len(frac)
	f := 0
	if v > 0 {
		if f, err = strconv.Atoi(frac); err != nil {
			return false
		}
	}
	t := f
	for t > 0 && t%10 == 0 {
		t /= 10
	}
	w := len(strings.TrimRight(frac, "0"))
	return plural.Cardinal.MatchPlural(tags.Get()[l], i, v, w, f, t) == plural.One
}
