// Command boardroom prints the components of tabletop games and referees
// games in progress. See README.md.
package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"regexp"
	"runtime/debug"
	"slices"
	"strconv"
	"strings"
	"sync/atomic"
	"time"
	"unicode/utf8"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"boardroom/columns"
	"boardroom/games"
	"boardroom/lazy"
	"boardroom/referee"

	"boardroom/phrase"
	"boardroom/phrase/msg"
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
		l := cmdLang(cmd)
		id := "cmd.unknown_command" // a word where a command of the ones under it goes
		if !cmd.HasSubCommands() {
			id = "cmd.unexpected_argument" // no command goes there: a word too many
		}
		return usagef(cmd, "%s", phrase.Say(l, id, phrase.ClipIn(l, args[0]), phrase.ClipIn(l, cmd.CommandPath())))
	}
	return nil
}

// exactArgs is the check of a command that takes exactly n arguments.
func exactArgs(n int) cobra.PositionalArgs { return positional(n, n) }

// adoptCobraCommands gives the commands cobra adds itself (completion and
// its shells) our argument check, so that their usage errors are typed too,
// and an example like every other command. Flag errors of every command are
// typed by the root's flag error func.
func adoptCobraCommands(root *cobra.Command, l msg.Lang) {
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
					return usagef(cmd, "%s", phrase.Say(l, "cmd.completion.unknown_shell", phrase.ClipIn(l, args[0]),
						phrase.DidYouMeanIn(l, args[0], commandNames(cmd)), strings.Join(commandNames(cmd), ", ")))
				}
				return nil
			}
			c.Short, c.Long = phrase.Say(l, "cmd.completion.short"), phrase.Say(l, "cmd.completion.long")
			for _, sh := range c.Commands() {
				sh.Short = phrase.Say(l, "cmd.completion.shell", sh.Name())
				// cobra's own instructions are English: ours say the same in
				// the table's language
				switch sh.Name() {
				case "bash":
					sh.Long = phrase.Say(l, "cmd.completion.bash.long")
				case "zsh":
					sh.Long = phrase.Say(l, "cmd.completion.zsh.long", `"${fpath[1]}/_boardroom"`)
				case "fish":
					sh.Long = phrase.Say(l, "cmd.completion.fish.long")
				case "powershell":
					sh.Long = phrase.Say(l, "cmd.completion.powershell.long")
				}
				if f := sh.Flags().Lookup("no-descriptions"); f != nil {
					f.Usage = phrase.Say(l, "cmd.completion.no_descriptions")
				}
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

// templateFuncs adds boardroom's functions to cobra's templates, once:
// cobra's template functions are one map for the process (the tests run
// command lines in parallel), so each reads what differs between command
// lines (the width of the output) from the command it is given.
var templateFuncs = &lazy.Value[bool]{New: func() bool {
	cobra.AddTemplateFunc("boardroomVersion", version)
	cobra.AddTemplateFunc("fitLines", func(c *cobra.Command, text string) string {
		return fitLines(columns.Width(c.OutOrStdout()))(text)
	})
	return true
}}

// run executes the command line and returns the exit status: 0 ok, 1 a
// refused action or failed job, 2 a usage error, 130 interrupted.
func run(args []string, stdout, stderr io.Writer) (code int) {
	defer func() {
		if p := recover(); p != nil {
			fmt.Fprintf(stderr, "boardroom: internal error: %v (please report this)\n", p)
			code = 1
		}
	}()
	if len(args) == 1 && (args[0] == "--version" || args[0] == "-v") {
		// The version is all the line asks: said as the tree's --version
		// says it (its template, below), without building the tree, which
		// was a tenth of the start.
		fmt.Fprintf(stdout, "boardroom %s\n", version())
		return 0
	}
	jsonAsked := slices.ContainsFunc(args, func(a string) bool { return a == "--json" || strings.HasPrefix(a, "--json=") })
	if jsonAsked {
		stdout = &outCounter{w: stdout} // JSON goes to a script: no terminal to detect behind it
	}
	game := invokedGame(args)
	// lineTable is the process's: a command line run in another language
	// than the environment's has it to itself (boardroom runs one command
	// line a process; the tests run several at once in one process).
	lineTableMu.RLock()
	unlock := lineTableMu.RUnlock
	defer func() { unlock() }()
	owned := false // lineTable is this line's, until it returns
	defer func() {
		if owned {
			lineTable.game, lineTable.lang = "", ""
		}
	}()
	speak := func(l msg.Lang, saved bool) {
		// run against a saved game of another language than the
		// environment's: its commands speak the game's
		if !owned {
			unlock()
			lineTableMu.Lock()
			unlock, owned = lineTableMu.Unlock, true
		}
		lineTable.game, lineTable.lang = "", ""
		if saved {
			lineTable.game, lineTable.lang = game, l
		}
	}
	top, verb := namedCommand(args), namedVerb(args, game)
	guess := tableGuess(args, game, verb)
	if guess.ok && guess.lang != gameLang(game) {
		speak(guess.lang, true) // the tree is built once, in the language it is run in
	}
	root := buildTree(stdout, stderr, game, top, verb)
	args = foldCommandWords(root, args) // prüfen is pruefen, whatever the table
	l, saved := tableOfLine(root, args, game, guess)
	if !saved {
		l = msg.Env(games.LanguageOf(game)) // help, print, a tool: the environment's
	}
	if l != gameLang(game) {
		// the guess was not the command's table (it reads none, or
		// another): built again in the language it speaks
		forgetFlags(root)
		speak(l, saved)
		root = buildTree(stdout, stderr, game, top, verb)
	}
	defer func() { forgetFlags(root) }()
	target := flagsForCommandLine(root, args, game, top)
	final := negativeNumbersLast(bareFlags(root, args))
	if c, _, err := root.Find(final); target != nil && (err != nil || c != target) {
		defineAllFlags(root) // not the command its flags were made for: make them all
	}
	root.SetArgs(final)
	cmd, err := root.ExecuteC()
	if err != nil && jsonAsked && cmd != nil && !wantsJSON(cmd) && !errors.Is(err, errInterrupted) {
		// The command line asked for JSON but the command that failed did
		// not read it (a mistyped verb, a flag the command does not have):
		// the script still gets its error object.
		if c, ok := stdout.(*outCounter); ok && c.n == 0 {
			writeJSONError(stdout, exitStatus(err), err)
		}
	}
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
	if errors.Is(err, errNoMatch) {
		return 1 // the lookup has said so, in the table's language, and what it has
	}
	code := exitStatus(err)
	if cmd != nil && wantsJSON(cmd) {
		out := cmd.OutOrStdout()
		if c, ok := out.(*outCounter); !ok || c.n == 0 { // a command that wrote its JSON record has said it there
			writeJSONError(out, code, err)
		}
	}
	var ue *usageError
	var re *phrase.UsageError
	if errors.As(err, &re) {
		ue = &usageError{msg: re.Msg}
	}
	if ue != nil || errors.As(err, &ue) {
		if ue.cmd != nil {
			cmd = ue.cmd
		}
		if re != nil && re.Said != nil {
			// an error that can say itself in each language (a game's
			// own tools) is said in the command's
			err = errors.New(re.In(string(cmdLang(cmd))))
		}
		fmt.Fprintf(stderr, "boardroom: %s\n", errorText(err))
		fmt.Fprint(stderr, phrase.Symbols(say(cmd, "help.usage_line", useLine(cmd), cmd.CommandPath())))
		return 2
	}
	fmt.Fprintf(stderr, "boardroom: %s\n", errorText(errors.New(referee.SayError(cmdLang(cmd), err))))
	var w *warnedError
	if errors.As(err, &w) {
		fmt.Fprintf(stderr, "boardroom: %s\n", errorText(errors.New(say(cmd, "cmd.warning", referee.SayError(cmdLang(cmd), w.warning)))))
	}
	return 1
}

// warnedError is a failure (a refusal) with a warning to say after it: a
// by-product of the command that failed too, while the outcome stands.
type warnedError struct {
	error
	warning error
}

func (e *warnedError) Unwrap() error { return e.error }

// withWarning is err with warning said after it; err alone when either is
// nil.
func withWarning(err, warning error) error {
	if err == nil || warning == nil {
		return err
	}
	return &warnedError{err, warning}
}

// maxErrorLine is the longest line of an error message printed whole.
const maxErrorLine = 1000

// errorText is err's message for the terminal: escaped, since it may repeat
// a path or a value someone else wrote (a deck folder's name, a file's
// column) that could retitle or clear the terminal; and each line cut after
// 1000 characters, since it may repeat a path or value of any length (a
// 131,000-character -o or --home) that the message's own site did not cut.
func errorText(err error) string {
	lines := strings.Split(phrase.Printable(err.Error()), "\n")
	for i, l := range lines {
		if utf8.RuneCountInString(l) > maxErrorLine {
			n := 0
			for k := range l {
				if n == maxErrorLine {
					lines[i] = l[:k] + "…"
					break
				}
				n++
			}
		}
	}
	return phrase.Symbols(strings.Join(lines, "\n")) // ASCII where the terminal has no more
}

// outCounter is stdout, counting what a command wrote on it.
type outCounter struct {
	w io.Writer
	n int
}

func (c *outCounter) Write(p []byte) (int, error) {
	n, err := c.w.Write(p)
	c.n += n
	return n, err
}

// exitStatus is the exit status of a command that failed with err: 2 for a
// usage error, else 1.
func exitStatus(err error) int {
	var ue *usageError
	var re *phrase.UsageError
	if errors.As(err, &ue) || errors.As(err, &re) {
		return 2
	}
	return 1
}

// wantsJSON reports whether cmd was asked for --json.
func wantsJSON(cmd *cobra.Command) bool {
	f := cmd.Flags().Lookup("json")
	return f != nil && f.Changed && f.Value.String() == "true"
}

// jsonError is what a command asked for --json writes on stdout when it
// fails, besides the line on stderr, so that a script reads why: the exit
// status (code), the kind of failure (usage, refused, failed), the message
// and the rule a refusal rests on.
type jsonError struct {
	Code    int    `json:"code"`
	Error   string `json:"error"`
	Message string `json:"message"`
	Rule    string `json:"rule,omitempty"`
}

func writeJSONError(w io.Writer, code int, err error) {
	e := jsonError{Code: code, Error: "failed", Message: err.Error()}
	var r *referee.Refusal
	var unknown *phrase.UnknownError
	switch {
	case code == 2:
		e.Error = "usage"
	case errors.As(err, &r):
		e.Error, e.Message, e.Rule = "refused", r.Reason, r.Rule
	case errors.As(err, &unknown):
		e.Error, e.Message = "refused", unknown.Msg
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	_ = enc.Encode(e) // stdout gone: the line on stderr still says it
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

// allGames is the invokedGame of a command line that needs every game's
// whole command tree (the manual pages, the table display).
const allGames = "*"

// invokedGame is the game a command line is for (the game id in "<game>
// show", "help <game> new" or a shell completion inside a game's commands),
// allGames for the commands that describe every game's verbs, or "" when
// it is none of one game's: then the games appear only by name and summary
// (help, games, --version, completion).
func invokedGame(args []string) string {
	if len(args) == 0 {
		return ""
	}
	first := args[0]
	switch first {
	case "man", "serve":
		return allGames
	case "help", cobra.ShellCompRequestCmd, cobra.ShellCompNoDescRequestCmd:
		if len(args) < 2 {
			return ""
		}
		first = args[1]
	}
	for _, id := range games.IDs() {
		if first == id {
			return id
		}
	}
	return ""
}

// newRoot is the whole command tree, every game in it.
func newRoot(stdout, stderr io.Writer) *cobra.Command { return newRootFor(stdout, stderr, allGames) }

// newRootFor is the command tree for a command line: with one game's id,
// that game's commands (only its rules are loaded); with allGames, every
// game's; with "", each game as a name and a summary only, loading no rules
// and building no verbs, so that `boardroom --help`, `--version` and `games`
// cost no more than a bare process start.
func newRootFor(stdout, stderr io.Writer, only string) *cobra.Command {
	root := buildRoot(stdout, stderr, only)
	defineAllFlags(root)
	return root
}

// namedCommand is the top-level command a command line names ("games" in
// "games rm x", "help games" or a completion inside it), "" for a line
// that names none (--version, --help, nothing), or allCommands when a flag
// comes first and words follow it (the tree cannot be told from a glance).
func namedCommand(args []string) string {
	if len(args) == 0 {
		return ""
	}
	first := args[0]
	switch first {
	case "help", cobra.ShellCompRequestCmd, cobra.ShellCompNoDescRequestCmd:
		if len(args) < 2 {
			return ""
		}
		args = args[1:]
		first = args[0]
	}
	if strings.HasPrefix(first, "-") {
		if slices.ContainsFunc(args[1:], func(a string) bool { return !strings.HasPrefix(a, "-") }) {
			return allCommands
		}
		return ""
	}
	return first
}

// allCommands is the namedCommand of a line for which every top-level
// command is built whole (and the namedVerb of one for which every command
// of its game is).
const allCommands = "*"

// namedVerb is the command of game a command line names ("show" in "<game>
// show --json"), "" for a line that names none ("<game>", "<game> --help") and
// allCommands when it cannot be told at a glance (a flag before the word,
// help or completion, a line not of game).
func namedVerb(args []string, game string) string {
	if game == "" || game == allGames || len(args) == 0 || args[0] != game {
		return allCommands
	}
	rest := args[1:]
	switch {
	case len(rest) == 0:
		return ""
	case strings.HasPrefix(rest[0], "-"):
		if slices.ContainsFunc(rest[1:], func(a string) bool { return !strings.HasPrefix(a, "-") }) {
			return allCommands
		}
		return ""
	}
	return rest[0]
}

// buildRoot is newRootFor with the flags of the commands left to define
// (see whenFlags). A game's command line gets only its game: the other
// top-level commands (games, man, serve, cards, completion) are not on it.
func buildRoot(stdout, stderr io.Writer, only string) *cobra.Command {
	return buildTree(stdout, stderr, only, allCommands, allCommands)
}

// buildTree is buildRoot for a command line that names the top-level
// command top (namedCommand) and, in a game, the command verb (namedVerb):
// of the commands that are not games, only top is built whole; the others
// are their name and line in the help. Building all four (their
// subcommands, flags and help in the table's language) was two thirds of
// the allocations of --version. In a game, the verbs the line does not name
// are their names only (see refereeCommands).
func buildTree(stdout, stderr io.Writer, only, top, verb string) *cobra.Command {
	treesBuilt.Add(1)
	l := gameLang(only) // the saved game's the command line is for, else BOARDROOM_LANG, the locale, the game's own
	root := &cobra.Command{
		Use:           "boardroom",
		Short:         phrase.Say(l, "cmd.root.short"),
		Long:          phrase.Say(l, "cmd.root.long", strings.Join(games.IDs(), ", ")),
		Example:       rootExamples(),
		SilenceUsage:  true,
		SilenceErrors: true,
		Args: func(cmd *cobra.Command, args []string) error {
			if len(args) > 0 {
				return usagef(cmd, "%s", phrase.Say(l, "cmd.root.unknown", phrase.ClipIn(l, args[0]),
					phrase.DidYouMeanIn(l, args[0], append(games.IDs(), commandNames(cmd)...)), strings.Join(games.IDs(), ", ")))
			}
			return nil
		},
		// --version exists when Version is set; what it prints is read from
		// the build only then (the template below): reading it costs
		// every other run a tenth of a millisecond.
		Version: "(built)",
		RunE:    func(cmd *cobra.Command, args []string) error { return cmd.Help() },
	}
	root.SetOut(stdout)
	root.SetErr(stderr)
	root.SetFlagErrorFunc(func(cmd *cobra.Command, err error) error {
		// A mistyped verb followed by a flag ("<game> bild Ann --json"): cobra
		// found no verb and parsed the flags for the command above it, which
		// has none of the verb's. The mistake to name is the verb.
		if cmd.HasSubCommands() && cmd.Args != nil {
			if args := cmd.Flags().Args(); len(args) > 0 {
				if aerr := cmd.Args(cmd, args); aerr != nil {
					return aerr
				}
			}
		}
		return &usageError{msg: phrase.ClipMessage(flagErrorIn(cmd, err)), cmd: cmd}
	})
	templateFuncs.Get()
	root.SetVersionTemplate("boardroom {{boardroomVersion}}\n")
	root.SetUsageFunc(usage(stdout))
	root.SetHelpTemplate(helpTemplate)
	switch g, ok := games.ByID(only); {
	case ok:
		root.AddCommand(newGameCmd(g, stdout, stderr, verb))
		root.CompletionOptions.DisableDefaultCmd = true
		helpFlag(root, l)
		return root
	case ownLine(top):
		// a line that begins with one of the commands below runs it: the
		// games, cobra's commands and the root's help are not on it
		for _, c := range ownCommands(stdout, stderr, root) {
			if c.name == top {
				root.AddCommand(c.build())
			}
		}
		root.CompletionOptions.DisableDefaultCmd = true
		helpFlags(root, l)
		return root
	case only == allGames:
		for _, g := range games.All() {
			root.AddCommand(newGameCmd(g, stdout, stderr, allCommands))
		}
	default:
		for _, in := range games.Infos() {
			root.AddCommand(gameStub(in, l))
		}
	}
	for _, c := range ownCommands(stdout, stderr, root) {
		if top == allCommands || top == c.name {
			root.AddCommand(c.build())
		} else {
			// its line in the root's help is said by rootLines (cmd.<name>.short)
			root.AddCommand(&cobra.Command{Use: c.name, Run: func(*cobra.Command, []string) {}})
		}
	}
	adoptCobraCommands(root, l)
	rootLines(root, l)
	helpFlag(root, l)
	return root
}

// treesBuilt counts the command trees built: a test checks that a verb's
// line builds one.
var treesBuilt atomic.Int64

// ownCommand is a top-level command that is not a game's, and how it is
// built; tree: it reads the whole command tree (the manual).
type ownCommand struct {
	name  string
	build func() *cobra.Command
	tree  bool
}

// ownCommands are the top-level commands that are not games, in the order
// the root's help lists them.
func ownCommands(stdout, stderr io.Writer, root *cobra.Command) []ownCommand {
	return []ownCommand{
		{"games", func() *cobra.Command { return newGamesCmd(stdout) }, false},
		{"man", func() *cobra.Command { return newManCmd(root, stdout) }, true},
		{"serve", func() *cobra.Command { return newServeCmd(stdout, stderr) }, false},
		{"cards", func() *cobra.Command { return newCardsCmd(stdout, stderr) }, false},
	}
}

// ownLine says that a command line whose namedCommand is top runs one of
// ownCommands that needs no other command.
func ownLine(top string) bool {
	return slices.ContainsFunc(ownCommands(nil, nil, nil), func(c ownCommand) bool { return c.name == top && !c.tree })
}

// rootLines says the root's own words in l: its commands' lines in its
// help (cmd.<name>.short, where the catalogue has it), cobra's help command
// and its --version flag; the helps of cobra's commands are its own words.
func rootLines(root *cobra.Command, l msg.Lang) {
	root.InitDefaultHelpCmd()
	for _, c := range root.Commands() {
		if id := "cmd." + c.Name() + ".short"; phrase.Messages.Has(id) {
			c.Short = phrase.Say(l, id)
		}
		if c.Name() == "help" {
			c.Use, c.Long = "help "+phrase.Say(l, "help.command"), phrase.Say(l, "cmd.help.long")
			helpFlag(c, l)
		}
		// (by the games' names alone: describing a game loads its rules)
		if !slices.ContainsFunc(games.IDs(), func(id string) bool { return strings.EqualFold(id, c.Name()) }) {
			helpFlags(c, l) // cobra's -h of every command, its own included
		}
	}
	whenFlags(root, func() {
		root.InitDefaultVersionFlag()
		if f := root.Flags().Lookup("version"); f != nil {
			f.Usage = phrase.Say(l, "flag.version")
		}
	})
}

// gameShort is a game's line in the top-level help.
func gameShort(title, players, summary string) string {
	return fmt.Sprintf("%s (%s): %s", title, players, summary)
}

// gameStub names a game in a command line that is not that game's (the
// top-level help, completion of the first word): a command line that is
// the game's gets the whole game command instead (invokedGame).
func gameStub(in games.Info, l msg.Lang) *cobra.Command {
	return &cobra.Command{
		Use:   in.ID,
		Short: gameShort(in.Title, playersIn(l, in.MinPlayers, in.MaxPlayers, in.SoloIn(l)), in.SummaryIn(l)),
		Run:   func(cmd *cobra.Command, args []string) {},
	}
}

func newGameCmd(g games.Game, stdout, stderr io.Writer, verb string) *cobra.Command {
	l := gameLang(g.ID) // the help's language: the saved game's, else the environment's
	cmd := &cobra.Command{
		Use:   g.ID,
		Short: gameShort(g.Title, playersIn(l, g.MinPlayers, g.MaxPlayers, g.SoloIn(l)), g.SummaryIn(l)),
		Long:  gameLong(g, l),
		Args: func(cmd *cobra.Command, args []string) error {
			if len(args) > 0 {
				return usagef(cmd, "%s", phrase.Say(l, "cmd.unknown_command", phrase.ClipIn(l, args[0]), g.ID)+
					phrase.DidYouMeanIn(l, args[0], commandNames(cmd)))
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
		for _, t := range g.Tools(stdout, l) {
			if t.Flags().Lookup("game") != nil {
				onTable(t, tableLatest) // it reads a saved game: said in that game's language
			}
			cmd.AddCommand(t)
		}
	}
	if h := g.Handle(); h != nil {
		cmd.AddCommand(refereeCommands(h, stdout, verb)...)
	}
	have := map[string]bool{} // the names taken (sorting the commands for each lookup cost a fifth of the tree)
	for _, n := range commandNames(cmd) {
		have[n] = true
	}
	// a line that names another of the game's commands gets the lookup's
	// as their names only, as refereeCommands makes the verbs it does not name
	namesOnly := false
	for _, c := range cmd.Commands() {
		if (c.Name() == verb || c.HasAlias(verb)) && !slices.ContainsFunc([]string{"rules", "card", "why"}, func(n string) bool { return c.Name() == n || c.HasAlias(n) }) {
			namesOnly = true
		}
	}
	for _, c := range lookupCommands(g, stdout, namesOnly) {
		if !have[c.Name()] {
			have[c.Name()] = true
			if !namesOnly {
				genericHelp(c, l, g.Title)
			}
			cmd.AddCommand(c)
		} else {
			forgetFlags(c) // not on the tree: its flags are never made
			if c.Name() == "card" && !namesOnly {
				// a game's own verb `card` (playing a card) stays; a card's
				// name alone shows the card
				cardLookup(g.ID, cmd, stdout)
			}
		}
	}
	helpFlags(cmd, l)
	return cmd
}

// genericHelp says the help of a generic command that is not written in
// the catalogue's words where it is made (the lookup's rules, card and
// why) in l: cmd.<name>.short, cmd.<name>.long ({1} the game's title) and
// flag.<name>.<flag>, else flag.<flag>, where the catalogue has them.
func genericHelp(c *cobra.Command, l msg.Lang, title string) {
	say := func(id, code string) string {
		if !phrase.Messages.Has(id) {
			return code
		}
		return phrase.Say(l, id, title)
	}
	c.Short, c.Long = say("cmd."+c.Name()+".short", c.Short), say("cmd."+c.Name()+".long", c.Long)
	whenFlags(c, func() {
		c.Flags().VisitAll(func(f *pflag.Flag) {
			f.Usage = say("flag."+c.Name()+"."+f.Name, say("flag."+f.Name, f.Usage))
		})
	})
}

// helpFlags says the -h flag of a game's command, and of each of its
// commands, in l ("Hilfe zu next").
func helpFlags(cmd *cobra.Command, l msg.Lang) {
	helpFlag(cmd, l)
	for _, c := range cmd.Commands() {
		helpFlags(c, l)
	}
}

// helpFlag says cmd's own -h flag in l.
func helpFlag(cmd *cobra.Command, l msg.Lang) {
	whenFlags(cmd, func() {
		cmd.InitDefaultHelpFlag()
		if f := cmd.Flags().Lookup("help"); f != nil {
			f.Usage = phrase.Say(l, "flag.help", cmd.Name())
		}
	})
}

// gameLong is a game command's description: what it is, and the page of
// the repository that is its guide.
func gameLong(g games.Game, l msg.Lang) string {
	first := phrase.Say(l, "cmd.game.long", g.Title, playersIn(l, g.MinPlayers, g.MaxPlayers, g.SoloIn(l)), strings.TrimSuffix(g.SummaryIn(l), "."))
	return strings.Join(columns.Wrap(first, columns.Default), "\n") + "\n\n" + phrase.Say(l, "cmd.game.guide", g.Title, guidePage(g.ID))
}

// guidePage is the docs page of a game's guide.
func guidePage(id string) string { return "docs/" + id + ".md" }

// commandNames lists the subcommands of cmd (for "did you mean").
func commandNames(cmd *cobra.Command) []string {
	var names []string
	for _, c := range cmd.Commands() {
		names = append(names, c.Name())
		names = append(names, c.Aliases...)
	}
	return names
}

// version is what --version and the manual pages say of the binary (see
// buildVersion).
func version() string {
	bi, ok := debug.ReadBuildInfo()
	if !ok {
		bi = nil
	}
	v, _ := buildVersion(bi)
	return v
}

// pseudoVersion matches the version the go command gives a module built
// from a commit with no tag: v0.0.0-20261126081733-bb2cf33d6030.
var pseudoVersion = &lazy.Value[*regexp.Regexp]{New: func() *regexp.Regexp {
	return regexp.MustCompile(`-(\d{14})-[0-9a-f]{12}(\+dirty)?$`)
}}

// buildVersion is the version of a build: its module version when it was
// built from a release ("v1.2.0"), else the revision and date of the commit
// it was built from, as the go command records them in a build from a
// clone ("bb2cf33d6030 of 2026-11-26, with uncommitted changes"); never
// "devel". It returns the commit's time too (zero when unknown), the date of
// the manual pages.
func buildVersion(bi *debug.BuildInfo) (string, time.Time) {
	if bi == nil {
		return "(no build information)", time.Time{}
	}
	rev, dirty := "", false
	var when time.Time
	for _, s := range bi.Settings {
		switch s.Key {
		case "vcs.revision":
			rev = s.Value
		case "vcs.modified":
			dirty = s.Value == "true"
		case "vcs.time":
			when, _ = time.Parse(time.RFC3339, s.Value)
		}
	}
	v := bi.Main.Version
	if v != "" && v != "(devel)" && !pseudoVersion.Get().MatchString(v) {
		return v, when // a release
	}
	if rev != "" {
		if len(rev) > 12 {
			rev = rev[:12]
		}
		out := "revision " + rev
		if !when.IsZero() {
			out += " of " + when.UTC().Format("2006-01-02 15:04 UTC")
		}
		if dirty {
			out += ", with uncommitted changes"
		}
		return out, when
	}
	if v != "" && v != "(devel)" {
		return v, when // a pseudo-version without the settings
	}
	return "(built without version control information: 'go build' records it in a git clone, not with -buildvcs=false nor in a git worktree)", when
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
