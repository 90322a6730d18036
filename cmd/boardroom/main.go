// Command boardroom prints the components of tabletop games and referees
// games in progress. See README.md.
package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"runtime/debug"
	"strconv"
	"strings"

	"github.com/spf13/cobra"

	"boardroom/games"
	"boardroom/referee"
)

func main() {
	// A run is short and small: collecting garbage less often makes it faster.
	debug.SetGCPercent(400)
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// usageError is a mistake in how the command was called: exit 2, with a hint.
type usageError struct {
	msg string
	cmd *cobra.Command
}

func (e *usageError) Error() string { return e.msg }

func usagef(cmd *cobra.Command, format string, args ...any) error {
	return &usageError{msg: fmt.Sprintf(format, args...), cmd: cmd}
}

// noArgs is the positional-argument check of a command that takes none, in
// cobra's words but typed: a usage error.
func noArgs(cmd *cobra.Command, args []string) error {
	if len(args) > 0 {
		return usagef(cmd, "unknown command %s for %q", referee.Clip(args[0]), cmd.CommandPath())
	}
	return nil
}

// exactArgs is the check of a command that takes exactly n arguments.
func exactArgs(n int) cobra.PositionalArgs { return positional(n, n) }

// adoptCobraCommands gives the commands cobra adds itself (completion and
// its shells) our argument check, so that their usage errors are typed too,
// and an example like every other command. Flag errors of every command are
// typed by the root's flag error func.
func adoptCobraCommands(root *cobra.Command) {
	root.InitDefaultCompletionCmd()
	var walk func(c *cobra.Command)
	walk = func(c *cobra.Command) {
		if c.Args != nil {
			c.Args = noArgs
		}
		if c.Example == "" {
			c.Example = "  " + c.CommandPath()
		}
		for _, sub := range c.Commands() {
			walk(sub)
		}
	}
	for _, c := range root.Commands() {
		if c.Name() == "completion" {
			walk(c)
			// Without a run function cobra would print the help and exit 0
			// for an unknown shell; with one, the shell is checked.
			c.Args = func(cmd *cobra.Command, args []string) error {
				if len(args) > 0 {
					return usagef(cmd, "unknown shell %q for completion%s (choose %s)", args[0],
						referee.DidYouMean(args[0], commandNames(cmd)), strings.Join(commandNames(cmd), ", "))
				}
				return nil
			}
			c.RunE = func(cmd *cobra.Command, args []string) error { return cmd.Help() }
			c.Example = "  boardroom completion bash > ~/.local/share/bash-completion/completions/boardroom\n" +
				"  boardroom completion fish > ~/.config/fish/completions/boardroom.fish"
		}
	}
}

// errInterrupted ends a command the user interrupted (Ctrl-C in play) after
// it has said what became of the game: exit 130, nothing more to print.
var errInterrupted = errors.New("interrupted")

// run executes the command line and returns the exit status: 0 ok, 1 a
// refused action or failed job, 2 a usage error, 130 interrupted.
func run(args []string, stdout, stderr io.Writer) (code int) {
	defer func() {
		if p := recover(); p != nil {
			fmt.Fprintf(stderr, "boardroom: internal error: %v (please report this)\n", p)
			code = 1
		}
	}()
	root := newRootFor(stdout, stderr, invokedGame(args))
	root.SetArgs(negativeNumbersLast(bareFlags(root, args)))
	cmd, err := root.ExecuteC()
	return exitCode(cmd, err, stderr)
}

// exitCode is the one place that maps an error to an exit status, saying
// why on stderr: a usage error (typed where it was made, never recognised by
// its words) exits 2 with the usage line of its command, an interrupt 130,
// anything else 1.
func exitCode(cmd *cobra.Command, err error, stderr io.Writer) int {
	if err == nil {
		return 0
	}
	if errors.Is(err, errInterrupted) {
		return 130
	}
	var ue *usageError
	var re *referee.UsageError
	if errors.As(err, &re) {
		ue = &usageError{msg: re.Msg}
	}
	if ue != nil || errors.As(err, &ue) {
		if ue.cmd != nil {
			cmd = ue.cmd
		}
		fmt.Fprintf(stderr, "boardroom: %s\n", err)
		fmt.Fprintf(stderr, "Usage: %s\nRun '%s --help' for more.\n", cmd.UseLine(), cmd.CommandPath())
		return 2
	}
	fmt.Fprintf(stderr, "boardroom: %s\n", err)
	return 1
}

// negativeNumbersLast lets a verb take a negative number as an argument
// ("adjust Ann supplies -2"): the flag parser would read "-2" as a flag, so
// such arguments move behind "--", keeping their order. A negative number
// right after a flag name is that flag's value and stays where it is.
func negativeNumbersLast(args []string) []string {
	isNeg := func(a string) bool {
		_, err := strconv.Atoi(a)
		return len(a) > 1 && a[0] == '-' && err == nil
	}
	var keep, tail []string
	for i, a := range args {
		if a == "--" {
			return args
		}
		prevIsFlag := i > 0 && strings.HasPrefix(args[i-1], "-") && !strings.Contains(args[i-1], "=") && !isNeg(args[i-1])
		if isNeg(a) && !prevIsFlag {
			tail = append(tail, a)
			continue
		}
		keep = append(keep, a)
	}
	if len(tail) == 0 {
		return args
	}
	return append(append(keep, "--"), tail...)
}

// invokedGame is the game a command line is for (the game id in "<game> show"), or ""
// when it is not one game's (help, games, completion...).
func invokedGame(args []string) string {
	if len(args) == 0 {
		return ""
	}
	for _, id := range games.IDs() {
		if args[0] == id {
			return id
		}
	}
	return ""
}

// newRoot is the whole command tree, every game in it.
func newRoot(stdout, stderr io.Writer) *cobra.Command { return newRootFor(stdout, stderr, "") }

// newRootFor is the command tree for a command line of one game (only that
// game is described and its rules loaded: start-up stays quick), or, with
// only "", of every game.
func newRootFor(stdout, stderr io.Writer, only string) *cobra.Command {
	root := &cobra.Command{
		Use:   "boardroom",
		Short: "Print and referee tabletop games played with physical components",
		Long: `Boardroom prints the components of tabletop games as PDFs at exact physical
sizes (cards, money, tokens, reference sheets), and referees games in progress.

Supported games: ` + strings.Join(games.IDs(), ", ") + ` (see 'boardroom games').`,
		Example:       rootExamples(),
		SilenceUsage:  true,
		SilenceErrors: true,
		Args: func(cmd *cobra.Command, args []string) error {
			if len(args) > 0 {
				return usagef(cmd, "unknown game or command %q%s (games: %s)", args[0],
					referee.DidYouMean(args[0], append(games.IDs(), commandNames(cmd)...)), strings.Join(games.IDs(), ", "))
			}
			return nil
		},
		Version: version(),
		RunE:    func(cmd *cobra.Command, args []string) error { return cmd.Help() },
	}
	root.SetOut(stdout)
	root.SetErr(stderr)
	root.SetFlagErrorFunc(func(cmd *cobra.Command, err error) error {
		return &usageError{msg: referee.ClipMessage(err.Error()), cmd: cmd}
	})
	root.SetVersionTemplate("boardroom {{.Version}}\n")
	root.AddCommand(newGamesCmd(stdout), newManCmd(root, stdout), newServeCmd(stdout, stderr))
	if g, ok := games.ByID(only); ok {
		root.AddCommand(newGameCmd(g, stdout, stderr))
	} else {
		for _, g := range games.All() {
			root.AddCommand(newGameCmd(g, stdout, stderr))
		}
	}
	adoptCobraCommands(root)
	return root
}

func newGameCmd(g games.Game, stdout, stderr io.Writer) *cobra.Command {
	cmd := &cobra.Command{
		Use:   g.ID,
		Short: fmt.Sprintf("%s (%s): %s", g.Title, g.Players(), g.Summary),
		Args: func(cmd *cobra.Command, args []string) error {
			if len(args) > 0 {
				return usagef(cmd, "unknown command %s for %s%s", referee.Clip(args[0]), g.ID, referee.DidYouMean(args[0], commandNames(cmd)))
			}
			return nil
		},
		Example: fmt.Sprintf("  boardroom %s --help\n  boardroom %s new --help", g.ID, g.ID),
		RunE:    func(cmd *cobra.Command, args []string) error { return cmd.Help() },
	}
	if g.Components != nil {
		cmd.AddCommand(newPrintCmd(g, stdout, stderr))
	}
	if g.Tools != nil {
		cmd.AddCommand(g.Tools(stdout)...)
	}
	if g.Referee != nil {
		cmd.AddCommand(refereeCommands(g.Referee(), stdout)...)
	}
	return cmd
}

// commandNames lists the subcommands of cmd (for "did you mean").
func commandNames(cmd *cobra.Command) []string {
	var names []string
	for _, c := range cmd.Commands() {
		names = append(names, c.Name())
		names = append(names, c.Aliases...)
	}
	return names
}

// version is the module version of the binary, or the VCS revision it was
// built from ("devel" when neither is known).
func version() string {
	bi, ok := debug.ReadBuildInfo()
	if !ok {
		return "devel"
	}
	if v := bi.Main.Version; v != "" && v != "(devel)" {
		return v
	}
	rev, dirty := "", false
	for _, s := range bi.Settings {
		switch s.Key {
		case "vcs.revision":
			rev = s.Value
		case "vcs.modified":
			dirty = s.Value == "true"
		}
	}
	if rev == "" {
		return "devel"
	}
	if len(rev) > 12 {
		rev = rev[:12]
	}
	if dirty {
		rev += "-dirty"
	}
	return "devel+" + rev
}

// rootExamples are the root command's examples, with the first game's print set.
func rootExamples() string {
	lines := []string{"  boardroom games", "  boardroom games --saved"}
	if ids := games.IDs(); len(ids) > 0 {
		id := ids[0]
		lines = append(lines, "  boardroom "+id+" print", "  boardroom "+id+" print --list", "  boardroom "+id+" new --help")
	}
	return strings.Join(lines, "\n")
}
