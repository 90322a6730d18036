package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/spf13/cobra"

	"boardroom/referee"
	"boardroom/referee/spec"
	"boardroom/referee/tui"
)

// refereeOptions are the flags every referee command takes.
type refereeOptions struct {
	home   string
	game   string
	asJSON bool
}

func (o *refereeOptions) add(cmd *cobra.Command, json bool) {
	cmd.Flags().StringVar(&o.home, "home", "", homeFlagHelp)
	cmd.Flags().StringVar(&o.game, "game", "", "the saved game to use (default: the most recently used)")
	if json {
		cmd.Flags().BoolVar(&o.asJSON, "json", false, "print JSON for scripts")
	}
}

// openGame opens the saved game the options name (--game, else the most
// recently changed one of h's kind, under --home, else $BOARDROOM_HOME...).
// A command that changes the game (readOnly false) says which one it acts
// on, "Game otter-42:" on the first line of its text output, when more than
// one game of this kind is saved; the JSON output names it in "game".
func openGame(cmd *cobra.Command, h spec.Handle, o *refereeOptions, readOnly bool) (spec.Session, error) {
	home, err := referee.Home(o.home)
	if err != nil {
		return nil, err
	}
	if o.game != "" {
		if err := referee.ValidateName(o.game); err != nil {
			return nil, usagef(cmd, "%v", err)
		}
	}
	s, err := h.Open(home, o.game, readOnly)
	if err != nil {
		return nil, err
	}
	if !readOnly && !o.asJSON {
		if names, _ := referee.Saved(home, h.ID()); len(names) > 1 {
			fmt.Fprintf(cmd.OutOrStdout(), "Game %s:\n", s.Name())
		}
	}
	return s, nil
}

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
// reads the ones given, as text. A list flag may be repeated (--lose
// Ann=supplies --lose Bob=metal) or given as a comma list.
func fieldFlags(cmd *cobra.Command, fields []referee.Field) func() map[string]string {
	for _, f := range fields {
		if !f.Flag {
			continue
		}
		switch f.Kind {
		case referee.BoolField:
			cmd.Flags().Bool(f.Name, false, f.Help)
		case referee.ListField:
			cmd.Flags().StringArray(f.Name, nil, f.Help)
		case referee.IntField:
			cmd.Flags().Var(&textFlag{kind: "int"}, f.Name, f.Help)
		default:
			cmd.Flags().Var(&textFlag{kind: "string"}, f.Name, f.Help)
		}
	}
	return func() map[string]string {
		given := map[string]string{}
		for _, f := range fields {
			if !f.Flag || !cmd.Flags().Changed(f.Name) {
				continue
			}
			if f.Kind == referee.ListField {
				vals, _ := cmd.Flags().GetStringArray(f.Name)
				given[f.Name] = strings.Join(vals, ",")
				continue
			}
			given[f.Name] = cmd.Flags().Lookup(f.Name).Value.String()
		}
		return given
	}
}

// positional checks the number of positional arguments a verb takes, in
// cobra's words.
func positional(min, max int) cobra.PositionalArgs {
	return func(cmd *cobra.Command, args []string) error {
		n := len(args)
		switch {
		case min == max && n != min:
			return usagef(cmd, "accepts %d arg(s), received %d", min, n)
		case max < 0 && n < min:
			return usagef(cmd, "requires at least %d arg(s), only received %d", min, n)
		case max >= 0 && (n < min || n > max):
			return usagef(cmd, "accepts between %d and %d arg(s), received %d", min, max, n)
		}
		return nil
	}
}

// asUsage turns a decoder's *referee.UsageError into this command's usage
// error (exit 2 with the usage line).
func asUsage(cmd *cobra.Command, err error) error {
	var ue *referee.UsageError
	if errors.As(err, &ue) {
		return usagef(cmd, "%s", ue.Msg)
	}
	return err
}

// refereeCommands are `new`, the game's verbs, `show`, `undo`, `redo`, `log`
// and `play`, built from the game's referee handle.
func refereeCommands(h spec.Handle, stdout io.Writer) []*cobra.Command {
	var cmds []*cobra.Command
	id := h.ID()

	// new
	ns := h.NewSpec()
	var no refereeOptions
	var name string
	var seed int64
	newCmd := &cobra.Command{
		Use:     "new",
		Short:   "Start a new game and save it",
		Long:    ns.Long,
		Example: examples(id, ns.Examples),
		Args:    noArgs,
	}
	no.add(newCmd, true)
	_ = newCmd.Flags().MarkHidden("game") // refused: a new game is named with --name
	newCmd.Flags().StringVar(&name, "name", "", "a name for the game (letters, digits, - and _; default generated)")
	newCmd.Flags().Int64Var(&seed, "seed", 0, "seed for the referee's draws and dice (default random)")
	setupFlags := fieldFlags(newCmd, ns.Fields)
	newCmd.RunE = func(cmd *cobra.Command, args []string) error {
		if cmd.Flags().Changed("game") {
			return usagef(cmd, "--game picks a saved game; name a new one with --name (e.g. --name %s)", nameHint(no.game))
		}
		if name != "" {
			if err := referee.ValidateName(name); err != nil {
				return usagef(cmd, "%v", err)
			}
		}
		v, err := referee.Decode(ns.Fields, nil, setupFlags())
		if err != nil {
			return asUsage(cmd, err)
		}
		if !cmd.Flags().Changed("seed") {
			seed = referee.NewSeed()
		}
		home, err := referee.Home(no.home)
		if err != nil {
			return err
		}
		return asUsage(cmd, h.Create(home, name, v, seed, stdout, no.asJSON))
	}
	cmds = append(cmds, newCmd)

	// the game's verbs
	for _, vb := range h.Verbs() {
		var o refereeOptions
		cmd := &cobra.Command{Use: vb.Use, Short: vb.Short, Long: vb.Long,
			Example: examples(id, vb.Examples), Args: positional(vb.MinArgs, vb.MaxArgs)}
		o.add(cmd, true)
		flags := fieldFlags(cmd, vb.Fields)
		cmd.RunE = func(cmd *cobra.Command, args []string) error {
			v, err := referee.Decode(vb.Fields, args, flags())
			if err != nil {
				return asUsage(cmd, err)
			}
			s, err := openGame(cmd, h, &o, false)
			if err != nil {
				return err
			}
			defer s.Close()
			return refusal(asUsage(cmd, s.Do(vb.Name, v, stdout, o.asJSON)))
		}
		cmds = append(cmds, cmd)
	}

	// show
	var so refereeOptions
	showCmd := &cobra.Command{
		Use:     "show",
		Short:   "Show the game: every tracked number, whose turn and what comes next",
		Example: examples(id, []string{"show", "show --json", "show --game friday"}),
		Args:    noArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			s, err := openGame(cmd, h, &so, true)
			if err != nil {
				return err
			}
			defer s.Close()
			return s.Show(stdout, so.asJSON)
		},
	}
	so.add(showCmd, true)
	cmds = append(cmds, showCmd)

	// undo, redo
	for _, which := range []string{"undo", "redo"} {
		var o refereeOptions
		short := "Take back the last action, with everything it triggered, and say what to put back"
		if which == "redo" {
			short = "Re-apply the last undone action, with the same draws and dice"
		}
		cmd := &cobra.Command{Use: which, Short: short, Args: noArgs,
			Example: examples(id, []string{which, which + " --json"})}
		o.add(cmd, true)
		cmd.RunE = func(cmd *cobra.Command, args []string) error {
			s, err := openGame(cmd, h, &o, false)
			if err != nil {
				return err
			}
			defer s.Close()
			if which == "undo" {
				return refusal(s.Undo(stdout, o.asJSON))
			}
			return refusal(s.Redo(stdout, o.asJSON))
		}
		cmds = append(cmds, cmd)
	}

	// log
	var lo refereeOptions
	logCmd := &cobra.Command{
		Use:     "log",
		Short:   "Retell the game: its setup, then every action in the referee's words, undone ones marked",
		Example: examples(id, []string{"log", "log --json", "log --game friday"}),
		Args:    noArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			s, err := openGame(cmd, h, &lo, true)
			if err != nil {
				return err
			}
			defer s.Close()
			return s.Log(stdout, lo.asJSON)
		},
	}
	lo.add(logCmd, true)
	cmds = append(cmds, logCmd)

	// play
	var po refereeOptions
	playCmd := &cobra.Command{
		Use:   "play",
		Short: "Referee interactively: menus of the legal actions, the state between them, undo",
		Long: `Referee interactively. The menus offer only actions that are legal now, the state is
shown between actions, and every action is saved at once (quit any time and
resume with 'play' again; Ctrl-C exits with status 130, the game saved). Set
ACCESSIBLE=1 for plain prompts that work with screen readers. Needs a terminal;
in scripts use the verbs instead.`,
		Example: examples(id, []string{"play", "play --game friday"}),
		Args:    noArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			if !h.CanPlay() {
				return fmt.Errorf("the interactive referee for %s is not built yet: use the verbs (see 'boardroom %s --help')", id, id)
			}
			if !tui.IsTerminal(os.Stdin) {
				return usagef(cmd, "play needs a terminal (standard input is not one); in scripts use the verbs, e.g. 'boardroom %s show'", id)
			}
			s, err := openGame(cmd, h, &po, false)
			if err != nil {
				return err
			}
			defer s.Close()
			p := tui.NewHuh(os.Getenv("ACCESSIBLE") == "1", os.Stdin, stdout)
			err = s.Play(p, stdout)
			if err == nil && tui.Interrupted(p) {
				return errInterrupted
			}
			return err
		},
	}
	po.add(playCmd, false)
	cmds = append(cmds, playCmd)
	return cmds
}

// nameHint is the name to suggest in place of a --game given to new.
func nameHint(game string) string {
	if referee.ValidateName(game) != nil {
		return "friday"
	}
	return game
}

// refusal marks an action the rules refuse: exit 1 with the reason and rule.
func refusal(err error) error {
	if referee.IsRefusal(err) {
		return fmt.Errorf("refused: %w", err)
	}
	return err
}
