package main

import (
	"errors"
	"fmt"
	"io"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"boardroom/columns"
	"boardroom/lazy"
	"boardroom/phrase"
	"boardroom/phrase/msg"
)

// usage prints a command's usage as cobra does, fitted to the width of the
// terminal it goes to (80 columns when not a terminal): the commands' short
// descriptions and the flags' help wrapped under their own column. The
// examples are printed as they are written (they are commands to copy) where
// they fit, else laid out so that they still paste (fitExamples).
func usage(out io.Writer) func(c *cobra.Command) error {
	return func(c *cobra.Command) error {
		w := c.OutOrStderr()
		width := columns.Width(out)
		plainTexts(c)
		var b strings.Builder
		say := func(id string, args ...any) string { return phrase.Say(cmdLang(c), id, args...) }
		b.WriteString(say("help.usage"))
		if c.Runnable() {
			b.WriteString("\n" + strings.Join(columns.Indent(useLine(c), width, "  ", "      "), "\n"))
		}
		if c.HasAvailableSubCommands() {
			fmt.Fprintf(&b, "\n  %s %s", c.CommandPath(), say("help.command"))
		}
		if len(c.Aliases) > 0 {
			fmt.Fprintf(&b, "\n\n%s\n  %s", say("help.aliases"), c.NameAndAliases())
		}
		if c.HasExample() {
			fmt.Fprintf(&b, "\n\n%s\n%s", say("help.examples"), fitExamples(c.Example, width))
		}
		if c.HasAvailableSubCommands() {
			b.WriteString("\n\n" + say("help.commands") + "\n")
			tb := columns.Table{Wrap: []int{1}}
			for _, sub := range c.Commands() {
				if sub.IsAvailableCommand() || sub.Name() == "help" {
					name := sub.Name()
					if phrase.Plain() {
						name = phrase.ASCII(name) // measured as shown: pächter is paechter there, and typed so
					}
					tb.Row("  "+name, sub.Short) // indented by two, as cobra does
				}
			}
			var t strings.Builder
			_ = tb.Write(&t, width) // a strings.Builder does not fail
			b.WriteString(strings.TrimSuffix(t.String(), "\n"))
		}
		if c.HasAvailableLocalFlags() {
			fmt.Fprintf(&b, "\n\n%s\n%s", say("help.flags"), strings.TrimRight(flagUsages(c, c.LocalFlags().FlagUsagesWrapped(width)), " \n"))
		}
		if c.HasAvailableInheritedFlags() {
			fmt.Fprintf(&b, "\n\n%s\n%s", say("help.global_flags"), strings.TrimRight(flagUsages(c, c.InheritedFlags().FlagUsagesWrapped(width)), " \n"))
		}
		if c.HasAvailableSubCommands() {
			more := say("help.more", c.CommandPath())
			b.WriteString("\n\n" + strings.Join(columns.Wrap(more, width), "\n"))
		}
		b.WriteString("\n")
		_, err := io.WriteString(w, phrase.Symbols(b.String())) // the words pflag and the catalogue add, too
		return err
	}
}

// exampleComment is where an example's comment begins: a "#" after a space.
var exampleComment = &lazy.Value[*regexp.Regexp]{New: func() *regexp.Regexp { return regexp.MustCompile(`\s+# `) }}

// fitExamples lays out examples (one command a line, indented, a comment
// after " # ") for width columns. Where every line fits, as written; else
// each comment goes on a line of its own above its command ("  # the
// domain sheet"), wrapped, and a command still too wide is broken before
// a flag with a shell's line continuation (" \"), so that it still pastes.
func fitExamples(ex string, width int) string {
	lines := strings.Split(ex, "\n")
	if !slices.ContainsFunc(lines, func(l string) bool { return columns.Len(l) > width }) {
		return ex
	}
	var out []string
	for _, l := range lines {
		indent := l[:len(l)-len(strings.TrimLeft(l, " "))]
		cmd, comment := l, ""
		if loc := exampleComment.Get().FindStringIndex(l); loc != nil && strings.TrimSpace(l[:loc[0]]) != "" {
			cmd, comment = l[:loc[0]], l[loc[1]:]
		}
		if comment != "" {
			out = append(out, columns.Indent(comment, width, indent+"# ", indent+"# ")...)
		}
		out = append(out, continued(cmd, width, indent+"    ")...)
	}
	return strings.Join(out, "\n")
}

// continued is the command line cmd broken before its flags (" -") and a
// redirection (" >") into
// lines of width columns at most where it is wider, each but the last
// ending in a shell's line continuation (" \"), the later ones indented by
// rest. A single word wider than the line is left whole.
func continued(cmd string, width int, rest string) []string {
	if columns.Len(cmd) <= width {
		return []string{cmd}
	}
	var pieces []string
	for {
		i := strings.IndexFunc(cmd[1:], func(r rune) bool { return r == ' ' })
		for i >= 0 && !strings.HasPrefix(cmd[i+1:], " -") && !strings.HasPrefix(cmd[i+1:], " >") {
			j := strings.IndexRune(cmd[i+2:], ' ')
			if j < 0 {
				i = -1
				break
			}
			i += j + 1
		}
		if i < 0 {
			pieces = append(pieces, cmd)
			break
		}
		pieces = append(pieces, cmd[:i+1])
		cmd = cmd[i+2:]
	}
	var out []string
	line := pieces[0]
	for _, p := range pieces[1:] {
		if columns.Len(line+" "+p+" \\") <= width {
			line += " " + p
			continue
		}
		out = append(out, line+" \\")
		line = rest + p
	}
	return append(out, line)
}

// plainTexts makes the texts of c's help ASCII where the terminal shows no
// more (phrase.Plain: the one rule of every line the referee writes), before
// they are laid out, so that they are measured as they are shown: its
// descriptions, examples, its commands' and flags' help.
func plainTexts(c *cobra.Command) {
	if !phrase.Plain() {
		return
	}
	c.Short, c.Long, c.Example = phrase.ASCII(c.Short), phrase.ASCII(c.Long), phrase.ASCII(c.Example)
	for _, sub := range c.Commands() {
		sub.Short = phrase.ASCII(sub.Short)
	}
	ascii := func(f *pflag.Flag) { f.Usage = phrase.ASCII(f.Usage) }
	c.LocalFlags().VisitAll(ascii)
	c.InheritedFlags().VisitAll(ascii)
}

// helpTemplate is cobra's help template with the description's long lines
// wrapped to the terminal (see fitLines).
const helpTemplate = `{{with (or .Long .Short)}}{{fitLines $ . | trimTrailingWhitespaces}}

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
		text = phrase.Symbols(text) // measured as the terminal shows it
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

// useLine is c's usage line ("boardroom <game> next [flags]") with cobra's
// "[flags]" in the language of the game c belongs to.
func useLine(c *cobra.Command) string {
	l := c.UseLine()
	if strings.HasSuffix(l, " [flags]") {
		l = strings.TrimSuffix(l, "[flags]") + say(c, "help.flags_arg")
	}
	return l
}

// flagUsage matches a line of pflag's flag list up to its value's type
// ("      --home string   ..."), and flagDefault its "(default …)", which
// the wrapping of a long help may break across lines: pflag writes them in
// English, and the list says them in c's language.
var (
	flagUsage = &lazy.Value[*regexp.Regexp]{New: func() *regexp.Regexp {
		return regexp.MustCompile(`(?m)^(\s*(?:-\w, )?--[\w-]+) (string|stringArray|stringSlice|int|uint|float|duration)( +)`)
	}}
	flagDefault = &lazy.Value[*regexp.Regexp]{New: func() *regexp.Regexp { return regexp.MustCompile(`\(default(\s+)("[^"]*"|[^)]*)\)`) }}
)

// flagUsages is pflag's list of flags in the language of c (cmdLang): the
// types of the values (help.type.<type>: "Text", "Zahl") and "(default …)",
// the columns kept.
func flagUsages(c *cobra.Command, u string) string {
	l := cmdLang(c)
	re := flagUsage.Get()
	u = re.ReplaceAllStringFunc(u, func(m string) string {
		g := re.FindStringSubmatch(m)
		word := phrase.Say(l, "help.type."+g[2])
		pad := len(g[2]) + len(g[3]) - len([]rune(word))
		if pad < 2 {
			pad = 2
		}
		return g[1] + " " + word + strings.Repeat(" ", pad)
	})
	return flagDefault.Get().ReplaceAllStringFunc(u, func(m string) string {
		g := flagDefault.Get().FindStringSubmatch(m)
		// the break the wrapping put before the value stays where it was
		return strings.Replace(phrase.Say(l, "help.default", "\x00"+g[2]), " \x00", g[1], 1)
	})
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

// flagErrorIn is a flag's parse error in c's language (cmdLang): pflag
// writes its errors in English, typed, so they are said from their parts
// (the value in the table's quotation marks, the reason in its words).
func flagErrorIn(c *cobra.Command, err error) string {
	l := cmdLang(c)
	var (
		invalid  *pflag.InvalidValueError
		needs    *pflag.ValueRequiredError
		notExist *pflag.NotExistError
		syntax   *pflag.InvalidSyntaxError
	)
	switch {
	case errors.As(err, &invalid):
		return phrase.Say(l, "help.flag_invalid", phrase.ClipIn(l, invalid.GetValue()), "--"+invalid.GetFlag().Name, flagReason(l, errors.Unwrap(invalid)))
	case errors.As(err, &needs):
		if sh := needs.GetSpecifiedShortnames(); sh != "" {
			return phrase.Say(l, "help.flag_needs_value_short", needs.GetSpecifiedName()[:1], sh)
		}
		return phrase.Say(l, "help.flag_needs_value", "--"+needs.GetSpecifiedName())
	case errors.As(err, &notExist):
		if sh := notExist.GetSpecifiedShortnames(); sh != "" {
			return phrase.Say(l, "help.flag_unknown_short", notExist.GetSpecifiedName()[:1], sh)
		}
		return phrase.Say(l, "help.flag_unknown", "--"+notExist.GetSpecifiedName())
	case errors.As(err, &syntax):
		return phrase.Say(l, "help.flag_syntax", syntax.GetSpecifiedFlag())
	}
	return err.Error()
}

// flagReason is why a flag's value was refused, in l: a number that is not
// one (pflag's own flags give strconv's error), or the reason a flag of
// ours gave.
func flagReason(l msg.Lang, cause error) string {
	if cause == nil {
		return ""
	}
	var num *strconv.NumError
	if errors.As(cause, &num) {
		switch {
		case errors.Is(num.Err, strconv.ErrRange):
			return phrase.Say(l, "input.too_large")
		case num.Func == "ParseFloat":
			return phrase.Say(l, "input.decimal")
		case num.Func == "ParseBool":
			return phrase.Say(l, "input.bool")
		}
		return phrase.Say(l, "input.base10")
	}
	return phrase.ReasonIn(l, cause.Error())
}
