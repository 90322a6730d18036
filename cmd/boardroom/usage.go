package main

import (
	"fmt"
	"io"
	"regexp"
	"strings"

	"github.com/spf13/cobra"

	"boardroom/columns"
	"boardroom/games"
	"boardroom/lazy"
)

// usage prints a command's usage as cobra does, fitted to the width of the
// terminal it goes to (80 columns when not a terminal): the commands' short
// descriptions and the flags' help wrapped under their own column. The
// examples are printed as they are written (they are commands to copy).
func usage(out io.Writer) func(c *cobra.Command) error {
	return func(c *cobra.Command) error {
		w := c.OutOrStderr()
		width := columns.Width(out)
		var b strings.Builder
		say := helpWordsFor(c)
		b.WriteString(say("Usage:"))
		if c.Runnable() {
			b.WriteString("\n" + strings.Join(columns.Indent(useLine(c), width, "  ", "      "), "\n"))
		}
		if c.HasAvailableSubCommands() {
			fmt.Fprintf(&b, "\n  %s %s", c.CommandPath(), say("[command]"))
		}
		if len(c.Aliases) > 0 {
			fmt.Fprintf(&b, "\n\n%s\n  %s", say("Aliases:"), c.NameAndAliases())
		}
		if c.HasExample() {
			fmt.Fprintf(&b, "\n\n%s\n%s", say("Examples:"), c.Example)
		}
		if c.HasAvailableSubCommands() {
			b.WriteString("\n\n" + say("Available Commands:") + "\n")
			tb := columns.Table{Wrap: []int{1}}
			for _, sub := range c.Commands() {
				if sub.IsAvailableCommand() || sub.Name() == "help" {
					tb.Row("  "+sub.Name(), sub.Short) // indented by two, as cobra does
				}
			}
			var t strings.Builder
			_ = tb.Write(&t, width) // a strings.Builder does not fail
			b.WriteString(strings.TrimSuffix(t.String(), "\n"))
		}
		if c.HasAvailableLocalFlags() {
			fmt.Fprintf(&b, "\n\n%s\n%s", say("Flags:"), strings.TrimRight(flagUsages(c, c.LocalFlags().FlagUsagesWrapped(width)), " \n"))
		}
		if c.HasAvailableInheritedFlags() {
			fmt.Fprintf(&b, "\n\n%s\n%s", say("Global Flags:"), strings.TrimRight(flagUsages(c, c.InheritedFlags().FlagUsagesWrapped(width)), " \n"))
		}
		if c.HasAvailableSubCommands() {
			more := fmt.Sprintf(say("Use \"%s [command] --help\" for more information about a command."), c.CommandPath())
			b.WriteString("\n\n" + strings.Join(columns.Wrap(more, width), "\n"))
		}
		b.WriteString("\n")
		_, err := io.WriteString(w, b.String())
		return err
	}
}

// helpTemplate is cobra's help template with the description's long lines
// wrapped to the terminal (see fitLines).
const helpTemplate = `{{with (or .Long .Short)}}{{. | fitLines | trimTrailingWhitespaces}}

{{end}}{{if or .Runnable .HasSubCommands}}{{.UsageString}}{{end}}`

// fitLines fits text to width. The help texts are written with hard line
// breaks at about 100 columns, and wrapping each line alone left a stub of
// a few words after every one of them; so a paragraph (lines that are not
// indented, up to a blank line or a list item) with a line wider than width
// is reflowed as one text. A paragraph whose lines all fit stays as it was
// written; an indented line or a table row (two spaces between words) is
// wrapped alone, the later lines indented as the first.
func fitLines(width int) func(text string) string {
	return func(text string) string {
		var out, para []string
		flush := func() {
			fits := true
			for _, l := range para {
				fits = fits && columns.Len(l) <= width
			}
			if fits {
				out = append(out, para...)
			} else {
				out = append(out, columns.Wrap(strings.Join(para, " "), width)...)
			}
			para = nil
		}
		for _, l := range strings.Split(text, "\n") {
			body := strings.TrimLeft(l, " ")
			if body == "" || listItem(body) {
				flush()
			}
			if body == "" || body != l || strings.Contains(body, "  ") {
				flush()
				if columns.Len(l) <= width {
					out = append(out, l)
				} else {
					lead := l[:len(l)-len(body)]
					out = append(out, columns.Indent(l, width, lead, lead)...)
				}
				continue
			}
			para = append(para, l)
		}
		flush()
		return strings.Join(out, "\n")
	}
}

// listItem reports whether a line of help starts a list item ("- ", "* ",
// "1. "): it begins a paragraph of its own.
func listItem(body string) bool {
	if strings.HasPrefix(body, "- ") || strings.HasPrefix(body, "* ") || strings.HasPrefix(body, "• ") {
		return true
	}
	i := 0
	for i < len(body) && body[i] >= '0' && body[i] <= '9' {
		i++
	}
	return i > 0 && strings.HasPrefix(body[i:], ". ")
}

// germanHelp are the words of usage and help in a game played in German
// (its rules data says language: de): its help is German too.
var germanHelp = &lazy.Value[map[string]string]{New: func() map[string]string {
	return map[string]string{
		"Usage:":              "Aufruf:",
		"Aliases:":            "Andere Namen:",
		"Examples:":           "Beispiele:",
		"Available Commands:": "Befehle:",
		"Flags:":              "Optionen:",
		"Global Flags:":       "Globale Optionen:",
		"Use \"%s [command] --help\" for more information about a command.": "\"%s [Befehl] --help\" erklärt einen Befehl.",
		"Usage: %s\nRun '%s --help' for more.\n":                            "Aufruf: %s\n'%s --help' erklärt mehr.\n",
		"[command]":                                                         "[Befehl]",
		"[flags]":                                                           "[Optionen]",
	}
}}

// useLine is c's usage line ("boardroom <game> next [flags]") with cobra's
// "[flags]" in the language of the game c belongs to.
func useLine(c *cobra.Command) string {
	l := c.UseLine()
	if w := helpWordsFor(c)("[flags]"); w != "[flags]" && strings.HasSuffix(l, " [flags]") {
		l = strings.TrimSuffix(l, "[flags]") + w
	}
	return l
}

// germanFlagUsage matches a line of pflag's flag list up to its value's
// type ("      --home string   ..."), and germanTypes are those types in
// German.
var (
	germanFlagUsage = &lazy.Value[*regexp.Regexp]{New: func() *regexp.Regexp {
		return regexp.MustCompile(`(?m)^(\s*(?:-\w, )?--[\w-]+) (string|stringArray|stringSlice|int|uint|float|duration)( +)`)
	}}
	germanTypes = &lazy.Value[map[string]string]{New: func() map[string]string {
		return map[string]string{"string": "Text", "stringArray": "Text", "stringSlice": "Text", "int": "Zahl", "uint": "Zahl", "float": "Zahl", "duration": "Dauer"}
	}}
	germanDefault = &lazy.Value[*regexp.Regexp]{New: func() *regexp.Regexp { return regexp.MustCompile(`\(default ("[^"]*"|[^)]*)\)`) }}
)

// flagUsages is pflag's list of flags in the language of the game c belongs
// to: in German the types of the values ("Text", "Zahl") and "(Standard …)",
// the columns kept.
func flagUsages(c *cobra.Command, u string) string {
	if games.LanguageOf(gameCommandOf(c)) != "de" {
		return u
	}
	re := germanFlagUsage.Get()
	u = re.ReplaceAllStringFunc(u, func(m string) string {
		g := re.FindStringSubmatch(m)
		de := germanTypes.Get()[g[2]]
		pad := len(g[2]) + len(g[3]) - len(de)
		if pad < 2 {
			pad = 2
		}
		return g[1] + " " + de + strings.Repeat(" ", pad)
	})
	return germanDefault.Get().ReplaceAllString(u, "(Standard: $1)")
}

// helpWordsFor says the words of c's usage in the language of the game c
// belongs to (English for the generic commands and English games).
func helpWordsFor(c *cobra.Command) func(string) string {
	if c == nil || games.LanguageOf(gameCommandOf(c)) != "de" {
		return func(s string) string { return s }
	}
	return func(s string) string {
		if w, ok := germanHelp.Get()[s]; ok {
			return w
		}
		return s
	}
}

// gameCommandOf is the name of the game command c is or belongs to (the
// game's id for "boardroom <game> next"), or "".
func gameCommandOf(c *cobra.Command) string {
	for ; c != nil && c.HasParent(); c = c.Parent() {
		if !c.Parent().HasParent() {
			return c.Name()
		}
	}
	return ""
}

// germanFlagErrors are pflag's errors in German, for a game played in
// German: the pattern and its German form.
var germanFlagErrors = []struct{ en, de string }{
	{`^unknown flag: (.+)$`, "unbekannte Option $1"},
	{`^unknown shorthand flag: (.+)$`, "unbekannte Kurzoption $1"},
	{`^flag needs an argument: (.+)$`, "die Option braucht einen Wert: $1"},
	{`^invalid argument (".*") for "(.+)" flag: (.+)$`, "ungültiger Wert $1 für $2: $3"},
}

// flagErrorIn is a flag's parse error in the language of the game the
// command belongs to (pflag says it in English).
func flagErrorIn(c *cobra.Command, msg string) string {
	if games.LanguageOf(gameCommandOf(c)) != "de" {
		return msg
	}
	for _, p := range germanFlagErrors {
		if re := regexp.MustCompile(p.en); re.MatchString(msg) {
			return re.ReplaceAllString(msg, p.de)
		}
	}
	return msg
}
