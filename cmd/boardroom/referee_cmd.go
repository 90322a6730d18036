package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"slices"
	"strconv"
	"strings"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"boardroom/referee"
	"boardroom/referee/spec"
	"boardroom/referee/verb"

	"boardroom/phrase"
)

// examples is a command's Example text from whole command lines.
func examples(gameID string, lines []string) string {
	out := make([]string, len(lines))
	for i, l := range lines {
		out[i] = "  boardroom " + gameID + " " + l
	}
	return strings.Join(out, "\n")
}

// textFlag is a flag kept as the text given, shown in help with its kind
// ("--roll int"); the decoder parses it, with the game's own words.
type textFlag struct{ v, kind string }

func (f *textFlag) String() string     { return f.v }
func (f *textFlag) Set(s string) error { f.v = s; return nil }
func (f *textFlag) Type() string       { return f.kind }

// fieldFlags registers a verb's flag fields and returns a function that
// reads the ones given, as text, by field. A list flag may be repeated
// (--lose Ann=supplies --lose Bob=metal) or given as a comma list. names
// gives a field's flag its name at the table and the other names it takes
// too (--dice, and --wuerfel); nil: the field's name.
func fieldFlags(cmd *cobra.Command, fields []verb.Field, names func(field string) (string, []string)) func() map[string]string {
	flagName := func(f verb.Field) string {
		if names == nil {
			return f.Name
		}
		n, _ := names(f.Name)
		return n
	}
	whenFlags(cmd, func() {
		alias := map[string]string{} // another name -> the flag's
		for _, f := range fields {
			if !f.Flag {
				continue
			}
			name := flagName(f)
			if names != nil {
				_, others := names(f.Name)
				for _, o := range others {
					alias[o] = name
				}
			}
			switch f.Kind {
			case verb.BoolField:
				cmd.Flags().Bool(name, false, f.Help)
			case verb.ListField:
				cmd.Flags().StringArray(name, nil, f.Help)
			case verb.IntField:
				cmd.Flags().Var(&textFlag{kind: "int"}, name, f.Help)
			default:
				cmd.Flags().Var(&textFlag{kind: "string"}, name, f.Help)
			}
			if f.Bare != "" {
				_ = cmd.Flags().SetAnnotation(name, bareAnnotation, []string{f.Bare})
			}
		}
		if len(alias) > 0 {
			cmd.Flags().SetNormalizeFunc(func(_ *pflag.FlagSet, name string) pflag.NormalizedName {
				if n, ok := alias[name]; ok {
					return pflag.NormalizedName(n)
				}
				return pflag.NormalizedName(name)
			})
		}
	})
	return func() map[string]string {
		given := map[string]string{}
		for _, f := range fields {
			name := flagName(f)
			if !f.Flag || !cmd.Flags().Changed(name) {
				continue
			}
			if f.Kind == verb.ListField {
				vals, _ := cmd.Flags().GetStringArray(name)
				given[f.Name] = strings.Join(vals, ",")
				continue
			}
			given[f.Name] = cmd.Flags().Lookup(name).Value.String()
		}
		return given
	}
}

// positional checks the number of positional arguments a verb takes: a
// usage error that says itself in the table's language (see asUsage).
func positional(min, max int) cobra.PositionalArgs {
	return func(cmd *cobra.Command, args []string) error {
		if err := argCount(cmd, args, min, max, nil); err != nil {
			return asUsage(cmd, err)
		}
		return nil
	}
}

// argCount is the usage error of a wrong number of arguments, nil when
// the number is right. last is the field of the last argument taken (nil:
// any words): surplus words are shown quoted with it only when they could
// be one name it takes.
func argCount(cmd *cobra.Command, args []string, min, max int, last *verb.Field) *phrase.UsageError {
	n := len(args)
	switch {
	case max > 0 && n > max && !nameWords(last, args[max-1:]):
		return phrase.Usage("input.count", max, n)
	case max > 0 && n > max:
		return tooMany(cmd, args, max)
	case min == max && n != min:
		return phrase.Usage("input.count", min, n)
	case max < 0 && n < min:
		return phrase.Usage("input.at_least", min, n)
	case max >= 0 && (n < min || n > max):
		return phrase.Usage("input.between", min, max, n)
	}
	return nil
}

// nameWords reports whether surplus arguments could be the words of one
// name typed without quotes for the field last (nil: any words): none of
// them is an amount ("Getreide:6") or an option's value ("x=1"), which no
// name holds; the field takes a word, not a number or a list; and the
// words are what the field reads (a card's title, where the field knows
// its names), else none holds a digit (a card "S31", an amount "99"), as
// a person's name does not.
func nameWords(last *verb.Field, args []string) bool {
	for _, a := range args {
		if strings.ContainsAny(a, ":=") {
			return false
		}
	}
	if last == nil {
		return true
	}
	if last.Kind != verb.WordField {
		return false
	}
	if last.Parse != nil {
		_, err := last.Parse(strings.Join(args, " "))
		return err == nil
	}
	for _, a := range args {
		if strings.ContainsAny(a, "0123456789") {
			return false
		}
	}
	return true
}

// lastTaken is the positional field of vb that takes the max-th argument
// (nil: none).
func lastTaken(vb spec.VerbInfo, max int) *verb.Field {
	i := 0
	for _, f := range vb.Fields {
		if f.Flag {
			continue
		}
		if i++; i == max {
			return &f
		}
	}
	return nil
}

// tooMany explains surplus arguments: most often a name with spaces typed
// without quotes, so it shows the command with the rest quoted.
func tooMany(cmd *cobra.Command, args []string, max int) *phrase.UsageError {
	rest := strings.Join(args[max-1:], " ")
	fixed := append(append([]string{cmd.CommandPath()}, args[:max-1]...), strconv.Quote(rest))
	return phrase.Usage("input.too_many_quote", max, len(args), strings.Join(fixed, " "))
}

// asUsage turns a decoder's *phrase.UsageError into this command's usage
// error (exit 2 with the usage line), said in the language of the
// commands before a game is open (cmdLang); an error said again in an open
// game's language (see inCampaignLanguage) keeps that language.
func asUsage(cmd *cobra.Command, err error) error {
	var ue *phrase.UsageError
	if errors.As(err, &ue) {
		return usagef(cmd, "%s", ue.In(string(cmdLang(cmd))))
	}
	return err
}

// refereeCommands are `new`, the game's verbs, `show`, `undo`, `redo`, `log`
// and `play`, built from the game's referee handle. Each is an options
// struct filled from the flags and a plain run function (referee_run.go).
// only is the command the line names: when it is one of these, the others
// are built as their names only.
func refereeCommands(h spec.Handle, stdout io.Writer, only string) []*cobra.Command {
	var cmds []*cobra.Command
	id := h.ID()
	base := func() gameOptions { return gameOptions{Handle: h, Out: stdout} }
	l := gameLang(id) // the help's language: the saved game's, else the environment's
	say := func(id string, args ...any) string { return phrase.Say(l, id, args...) }
	gh := gameHelp{h.Messages(), l, h.HelpArgs}

	// new
	ns := h.NewSpec()
	no := &newOptions{gameOptions: base()}
	newCmd := &cobra.Command{
		Use:     "new",
		Short:   say("cmd.new.short"),
		Long:    gh.text(verb.NewMessageID("long"), ns.Long),
		Example: examples(id, gh.lines(verb.NewMessageID("examples"), ns.Examples)),
		Args:    noArgs,
	}
	onTable(newCmd, tableNew)
	no.flags(newCmd, true)
	whenFlags(newCmd, func() {
		_ = newCmd.Flags().MarkHidden("game") // refused: a new game is named with --name
		newCmd.Flags().StringVar(&no.Name, "name", "", say("flag.name"))
		newCmd.Flags().Var(phrase.NewIntFlag(&no.Seed, 0), "seed", say("flag.seed"))
	})
	setupFlags := fieldFlags(newCmd, gh.fields(verb.NewMessageID(""), ns.Fields), gh.flagNames(verb.NewMessageID("")))
	newCmd.RunE = func(cmd *cobra.Command, args []string) error {
		no.GameGiven = cmd.Flags().Changed("game")
		no.SeedGiven = cmd.Flags().Changed("seed")
		no.Setup = setupFlags()
		return asUsage(cmd, runNew(no))
	}
	cmds = append(cmds, newCmd)

	// the game's verbs: on a line that names another of the game's commands,
	// a verb is only its names (what cobra matches the line against), its
	// usage, fields and flags unmade (they were a third of `show`'s tree)
	verbs := h.Verbs()
	names := make([][]string, len(verbs))
	named := only != "" && only != allCommands && slices.Contains(lineCommands, only)
	for i, vb := range verbs {
		n, aliases := gh.names(vb.Name)
		names[i] = append([]string{n}, aliases...)
		named = named || slices.Contains(names[i], only)
	}
	for i, vb := range verbs {
		if named && !slices.Contains(names[i], only) {
			cmds = append(cmds, &cobra.Command{Use: names[i][0], Aliases: names[i][1:], Run: func(*cobra.Command, []string) {}})
			continue
		}
		o := &verbOptions{gameOptions: base(), Verb: vb}
		min := vb.MinArgs
		if vb.Actor != "" {
			// the player whose turn it is may be left out: the state says it
			min--
		}
		cmd := onTable(gh.verbCommand(vb), tableLatest)
		whenFlags(cmd, func() { cmd.Example = examples(id, gh.lines(verb.MessageID(vb.Name, "examples"), vb.Examples)) })
		cmd.Args = func(cmd *cobra.Command, args []string) error {
			// a wrong count is a typing error too: said in the campaign's language
			if ue := argCount(cmd, args, min, vb.MaxArgs, lastTaken(vb, vb.MaxArgs)); ue != nil {
				return usagef(cmd, "%s", o.inCampaignLanguage(ue).Error())
			}
			return nil
		}
		o.flags(cmd, true)
		flags := fieldFlags(cmd, gh.fields(verb.MessageID(vb.Name, ""), vb.Fields), gh.flagNames(verb.MessageID(vb.Name, "")))
		cmd.RunE = func(cmd *cobra.Command, args []string) error {
			o.Args, o.Flags = args, flags()
			return asUsage(cmd, runVerb(o))
		}
		cmds = append(cmds, cmd)
	}

	// show
	so := &gameOptions{Handle: h, Out: stdout}
	showCmd := &cobra.Command{
		Use:     "show",
		Short:   say("cmd.show.short"),
		Example: examples(id, []string{"show", "show --json", "show --game friday"}),
		Args:    noArgs,
		RunE:    func(cmd *cobra.Command, args []string) error { return asUsage(cmd, runShow(so)) },
	}
	onTable(showCmd, tableLatest)
	so.flags(showCmd, true)
	cmds = append(cmds, showCmd)

	// undo, redo
	for _, redo := range []bool{false, true} {
		o := &historyOptions{gameOptions: base(), Redo: redo}
		which, short := "undo", say("cmd.undo.short")
		if redo {
			which, short = "redo", say("cmd.redo.short")
		}
		cmd := &cobra.Command{Use: which, Short: short, Args: noArgs,
			Example: examples(id, []string{which, which + " --json"}),
			RunE:    func(cmd *cobra.Command, args []string) error { return asUsage(cmd, runHistory(o)) }}
		onTable(cmd, tableLatest)
		o.flags(cmd, true)
		cmds = append(cmds, cmd)
	}

	// log
	lo := &gameOptions{Handle: h, Out: stdout}
	logCmd := &cobra.Command{
		Use:     "log",
		Short:   say("cmd.log.short"),
		Example: examples(id, []string{"log", "log --json", "log --game friday"}),
		Args:    noArgs,
		RunE:    func(cmd *cobra.Command, args []string) error { return asUsage(cmd, runLog(lo)) },
	}
	onTable(logCmd, tableLatest)
	lo.flags(logCmd, true)
	cmds = append(cmds, logCmd)

	// play
	po := &playOptions{gameOptions: base(), In: os.Stdin}
	playCmd := &cobra.Command{
		Use:     "play",
		Short:   say("cmd.play.short"),
		Long:    say("cmd.play.long"),
		Example: examples(id, []string{"play", "play --game friday"}),
		Args:    noArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			po.Accessible = os.Getenv("ACCESSIBLE") == "1"
			return asUsage(cmd, runPlay(po))
		},
	}
	onTable(playCmd, tableLatest)
	po.flags(playCmd, false)
	cmds = append(cmds, playCmd)
	return cmds
}

// lineCommands are the names of a game's commands besides its verbs that
// run themselves (not help or completion, which read the other commands).
var lineCommands = []string{"new", "show", "undo", "redo", "log", "play", "print", "rules", "card", "why"}

// nameHint is the name to suggest in place of a --game given to new.
func nameHint(game string) string {
	if referee.ValidateName(game) != nil {
		return "friday"
	}
	return game
}

// refusal marks an action the rules refuse: exit 1 with the reason and rule,
// after the game's word for "refused:".
func refusal(s spec.Session, err error) error {
	var unknown *phrase.UnknownError
	if r, ok := referee.AsRefusal(err); ok && r.Word == "" {
		r.Word = referee.RefusalIn(s.Language(), "", "").Word // "(Regel: ...)" at a German table
	}
	if referee.IsRefusal(err) || errors.As(err, &unknown) {
		return fmt.Errorf("%s %w", phrase.Say(s.Language(), "table.refused"), err)
	}
	return err
}

// bareAnnotation marks a flag that may be given without a value, and holds
// the value it then means (`--ai` alone: random).
const bareAnnotation = "boardroom-bare"

// bareFlags gives a value to each flag of the command args call that may
// stand alone and does (last, or before another flag): "--ai" becomes
// "--ai=random". A flag given a value ("--ai expert") keeps it, which
// pflag's NoOptDefVal would not allow.
func bareFlags(root *cobra.Command, args []string) []string {
	cmd, _, err := root.Find(args)
	if err != nil || cmd == nil {
		return args
	}
	out := slices.Clone(args)
	for i, a := range out {
		if a == "--" {
			break
		}
		if !strings.HasPrefix(a, "--") || strings.Contains(a, "=") {
			continue
		}
		f := cmd.Flags().Lookup(strings.TrimPrefix(a, "--"))
		if f == nil || len(f.Annotations[bareAnnotation]) == 0 {
			continue
		}
		if i+1 == len(out) || strings.HasPrefix(out[i+1], "-") {
			out[i] = a + "=" + f.Annotations[bareAnnotation][0]
		}
	}
	return out
}
