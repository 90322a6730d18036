package main

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime/debug"
	"slices"
	"strings"
	"time"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"boardroom/atomicfile"

	"boardroom/phrase"
	"boardroom/phrase/msg"
)

// newManCmd writes a man page for every command into a directory.
func newManCmd(root *cobra.Command, stdout io.Writer) *cobra.Command {
	l := msg.Env(msg.EN) // no game: BOARDROOM_LANG, the locale, else English
	return &cobra.Command{
		Use:   "man " + phrase.Say(l, "man.dir"),
		Short: phrase.Say(l, "cmd.man.short"),
		Example: `  boardroom man ./man
  boardroom man ~/.local/share/man/man1 && man boardroom-games`,
		Args: exactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			dir := args[0]
			if err := os.MkdirAll(dir, 0o755); err != nil {
				return errors.New(phrase.Say(l, "man.cannot_create", phrase.PathText(dir), err))
			}
			n, err := writeManTree(root, dir)
			if err != nil {
				return errors.New(phrase.Say(l, "man.cannot_write", err))
			}
			fmt.Fprintln(stdout, phrase.Say(l, "man.wrote", n, phrase.PathText(dir)))
			return nil
		},
	}
}

// manVersion is the version and the date every page names: the build's
// (its release, or its revision and the revision's date), else a fixed
// date, so that the same input gives the same pages.
func manVersion() (string, string) {
	bi, ok := debug.ReadBuildInfo()
	if !ok {
		bi = nil
	}
	v, date := buildVersion(bi)
	if date.IsZero() {
		date = time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	}
	return v, date.Format("January 2006")
}

// writeManTree writes the page of cmd and of every command below it, one
// file each (boardroom-games.1), and returns how many it wrote.
//
// The pages are written as roff directly rather than through cobra's doc
// package: its Markdown step (blackfriday) dropped "<player>" from the
// SYNOPSIS as if it were HTML, and its package initialisation cost every run
// of the binary most of a millisecond.
func writeManTree(cmd *cobra.Command, dir string) (int, error) {
	if !cmd.IsAvailableCommand() && cmd.HasParent() || cmd.IsAdditionalHelpTopicCommand() {
		return 0, nil
	}
	n := 0
	for _, c := range cmd.Commands() {
		k, err := writeManTree(c, dir)
		if err != nil {
			return n, err
		}
		n += k
	}
	name := strings.ReplaceAll(cmd.CommandPath(), " ", "-") + ".1"
	if err := atomicfile.WriteBytes(filepath.Join(dir, name), 0o644, manPage(cmd)); err != nil {
		return n, err
	}
	return n + 1, nil
}

// manPage is one command's page in roff (man(7)).
func manPage(cmd *cobra.Command) []byte {
	cmd.InitDefaultHelpFlag()
	var b bytes.Buffer
	dashed := strings.ReplaceAll(cmd.CommandPath(), " ", "-")
	v, date := manVersion()
	fmt.Fprintf(&b, ".TH %q \"1\" %q %q \"Boardroom manual\"\n", strings.ToUpper(dashed), date, "boardroom "+v)
	b.WriteString(".SH NAME\n")
	fmt.Fprintf(&b, "%s \\- %s\n", roff(dashed), roff(cmd.Short))
	b.WriteString(".SH SYNOPSIS\n")
	fmt.Fprintf(&b, ".B %s\n", roff(cmd.UseLine()))
	b.WriteString(".SH DESCRIPTION\n")
	desc := cmd.Long
	if desc == "" {
		desc = cmd.Short
	}
	manParagraphs(&b, desc)
	manFlags(&b, "OPTIONS", cmd.NonInheritedFlags())
	manFlags(&b, "OPTIONS INHERITED FROM PARENT COMMANDS", cmd.InheritedFlags())
	if cmd.Example != "" {
		b.WriteString(".SH EXAMPLE\n.PP\n.nf\n.RS\n")
		for _, l := range strings.Split(cmd.Example, "\n") {
			b.WriteString(roff(l) + "\n")
		}
		b.WriteString(".RE\n.fi\n")
	}
	var see []string
	if cmd.HasParent() {
		see = append(see, strings.ReplaceAll(cmd.Parent().CommandPath(), " ", "-"))
	}
	children := slices.Clone(cmd.Commands())
	slices.SortFunc(children, func(a, c *cobra.Command) int { return strings.Compare(a.Name(), c.Name()) })
	for _, c := range children {
		if c.IsAvailableCommand() && !c.IsAdditionalHelpTopicCommand() {
			see = append(see, dashed+"-"+c.Name())
		}
	}
	if len(see) > 0 {
		b.WriteString(".SH SEE ALSO\n")
		for i, s := range see {
			sep := ","
			if i == len(see)-1 {
				sep = ""
			}
			fmt.Fprintf(&b, ".BR %s (1)%s\n", roff(s), sep)
		}
	}
	return b.Bytes()
}

// manParagraphs writes text as paragraphs; lines that begin with spaces
// (examples, tables) are kept as they are.
func manParagraphs(b *bytes.Buffer, text string) {
	for _, para := range strings.Split(strings.TrimSpace(text), "\n\n") {
		b.WriteString(".PP\n")
		lines := strings.Split(para, "\n")
		pre := false
		for _, l := range lines {
			if strings.HasPrefix(l, " ") || strings.HasPrefix(l, "\t") {
				pre = true
			}
		}
		if pre {
			b.WriteString(".nf\n")
		}
		for _, l := range lines {
			b.WriteString(roff(l) + "\n")
		}
		if pre {
			b.WriteString(".fi\n")
		}
	}
}

func manFlags(b *bytes.Buffer, title string, flags *pflag.FlagSet) {
	if !flags.HasAvailableFlags() {
		return
	}
	fmt.Fprintf(b, ".SH %s\n", title)
	flags.VisitAll(func(f *pflag.Flag) {
		if f.Hidden || f.Deprecated != "" {
			return
		}
		name := "\\-\\-" + roff(f.Name)
		if f.Shorthand != "" && f.ShorthandDeprecated == "" {
			name = "\\-" + roff(f.Shorthand) + ", " + name
		}
		if t := f.Value.Type(); t != "bool" {
			def := f.DefValue
			if t == "string" {
				def = fmt.Sprintf("%q", def)
			}
			name += "=" + roff(def)
		}
		fmt.Fprintf(b, ".TP\n\\fB%s\\fP\n%s\n", name, roff(f.Usage))
	})
}

// roff escapes a line of text for roff: backslashes, and a leading dot or
// apostrophe that would make the line a request.
func roff(s string) string {
	s = strings.ReplaceAll(s, `\`, `\e`)
	s = strings.ReplaceAll(s, "-", `\-`)
	if strings.HasPrefix(s, ".") || strings.HasPrefix(s, "'") {
		s = `\&` + s
	}
	return s
}
