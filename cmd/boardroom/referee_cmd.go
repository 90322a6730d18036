package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"sort"
	"strconv"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/spf13/cobra"

	"boardroom/referee"
	specpkg "boardroom/referee/spec"
	"boardroom/referee/tui"
)

// refereeSpec wires one game's referee into the command tree: `new`, the
// game's verbs, and the shared `show`, `undo`, `redo`, `log` and `play`.
type refereeSpec[S any] struct {
	ID    string
	Rules referee.Rules[S]
	// NewCmd configures `new`: its flags, examples, and how they make the setup.
	NewCmd func(cmd *cobra.Command) func(cmd *cobra.Command, args []string) (json.RawMessage, error)
	// Verbs are the game's actions as commands; Build parses the arguments.
	Verbs []verb[S]
	// Show writes the state for people; JSON writes the value `show --json` prints.
	Show func(w io.Writer, s S) error
	JSON func(s S) any
	// Start is an action to run right after `new` (nil: none).
	Start func(s S) referee.Action[S]
	// Menu and View are the interactive referee (`play`); View.Events is
	// also what each verb prints: what the action did, in words.
	Menu tui.Menu[S]
	View tui.View[S]
}

// events is what the last action did, never nil (for JSON).
func (spec *refereeSpec[S]) events(s S) []string {
	var e []string
	if spec.View.Events != nil {
		e = spec.View.Events(s)
	}
	if e == nil {
		e = []string{}
	}
	return e
}

// verb is one action command.
type verb[S any] struct {
	Use, Short, Long, Example string
	Args                      cobra.PositionalArgs
	Flags                     func(cmd *cobra.Command)
	Build                     func(cmd *cobra.Command, args []string, s S) (referee.Action[S], error)
}

// commonFlags are the flags every referee command takes.
type commonFlags struct {
	home   string
	game   string
	asJSON bool
}

func (c *commonFlags) add(cmd *cobra.Command, json bool) {
	cmd.Flags().StringVar(&c.home, "home", "", homeFlagHelp)
	cmd.Flags().StringVar(&c.game, "game", "", "the saved game to use (default: the most recently used)")
	if json {
		cmd.Flags().BoolVar(&c.asJSON, "json", false, "print JSON for scripts")
	}
}

// open opens the saved game the flags name (--game, else the most recently
// changed one of spec's kind, under --home, else $BOARDROOM_HOME...). A
// command that changes the game (readOnly false) says which one it acts on,
// "Game otter-42:" on the first line of its text output, when more than one
// game of this kind is saved; the JSON output names it in "game".
func (spec *refereeSpec[S]) open(cmd *cobra.Command, c *commonFlags, readOnly bool) (*referee.Game[S], error) {
	home, err := referee.Home(c.home)
	if err != nil {
		return nil, err
	}
	if c.game != "" {
		if err := referee.ValidateName(c.game); err != nil {
			return nil, usagef(cmd, "%v", err)
		}
	}
	var opts []referee.Option
	if readOnly {
		opts = append(opts, referee.ReadOnly())
	}
	g, err := referee.Open(home, spec.ID, c.game, spec.Rules, opts...)
	if errors.Is(err, referee.ErrNotFound) {
		if c.game != "" {
			return nil, fmt.Errorf("no saved %s game named %q in %s (see 'boardroom games --saved')", spec.ID, c.game, home)
		}
		return nil, fmt.Errorf("no saved %s game in %s: start one with 'boardroom %s new'", spec.ID, home, spec.ID)
	}
	if err != nil {
		return nil, err
	}
	if !readOnly && !c.asJSON {
		if names, _ := referee.Saved(home, spec.ID); len(names) > 1 {
			fmt.Fprintf(cmd.OutOrStdout(), "Game %s:\n", g.Name())
		}
	}
	return g, nil
}

// nameHint is the name to suggest in place of a --game given to new.
func nameHint(game string) string {
	if referee.ValidateName(game) != nil {
		return "friday"
	}
	return game
}

// report prints what an accepted action did, then the state (JSON or text).
func (spec *refereeSpec[S]) report(w io.Writer, g *referee.Game[S], s S, asJSON bool) error {
	if asJSON {
		return writeJSON(w, map[string]any{"game": g.Name(), "events": spec.events(s), "state": spec.JSON(s)})
	}
	for _, e := range spec.events(s) {
		fmt.Fprintln(w, e)
	}
	return nil
}

func refereeCommands[S any](spec *refereeSpec[S], stdout io.Writer) []*cobra.Command {
	var cmds []*cobra.Command

	// new
	var nc commonFlags
	var name string
	var seed int64
	newCmd := &cobra.Command{
		Use:   "new",
		Short: "Start a new game and save it",
		Args:  cobra.NoArgs,
	}
	nc.add(newCmd, true)
	_ = newCmd.Flags().MarkHidden("game") // refused: a new game is named with --name
	newCmd.Flags().StringVar(&name, "name", "", "a name for the game (letters, digits, - and _; default generated)")
	newCmd.Flags().Int64Var(&seed, "seed", 0, "seed for the referee's draws and dice (default random)")
	setupFn := spec.NewCmd(newCmd)
	newCmd.RunE = func(cmd *cobra.Command, args []string) error {
		if cmd.Flags().Changed("game") {
			return usagef(cmd, "--game picks a saved game; name a new one with --name (e.g. --name %s)", nameHint(nc.game))
		}
		if name != "" {
			if err := referee.ValidateName(name); err != nil {
				return usagef(cmd, "%v", err)
			}
		}
		setup, err := setupFn(cmd, args)
		if err != nil {
			return err
		}
		if !cmd.Flags().Changed("seed") {
			seed = referee.NewSeed()
		}
		home, err := referee.Home(nc.home)
		if err != nil {
			return err
		}
		if err := os.MkdirAll(home, 0o755); err != nil {
			return fmt.Errorf("cannot create the saved-games directory: %w", err)
		}
		g, err := referee.Create(home, spec.ID, name, setup, seed, spec.Rules)
		if err != nil {
			return err
		}
		defer g.Close()
		s := g.State()
		if spec.Start != nil {
			if a := spec.Start(s); a != nil {
				if s, err = g.Do(a); err != nil {
					return err
				}
			}
		}
		if !nc.asJSON {
			fmt.Fprintf(stdout, "new %s game %q saved in %s\n", spec.ID, g.Name(), g.Path())
		}
		if err := spec.report(stdout, g, s, nc.asJSON); err != nil {
			return err
		}
		if !nc.asJSON {
			return spec.Show(stdout, s)
		}
		return nil
	}
	cmds = append(cmds, newCmd)

	// show
	var sc commonFlags
	showCmd := &cobra.Command{
		Use:   "show",
		Short: "Show the game: every tracked number, whose turn and what comes next",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			g, err := spec.open(cmd, &sc, true)
			if err != nil {
				return err
			}
			defer g.Close()
			if sc.asJSON {
				return writeJSON(stdout, spec.JSON(g.State()))
			}
			fmt.Fprintf(stdout, "%s game %q\n", spec.ID, g.Name())
			return spec.Show(stdout, g.State())
		},
	}
	sc.add(showCmd, true)
	cmds = append(cmds, showCmd)

	// the game's verbs
	for _, v := range spec.Verbs {
		v := v
		var vc commonFlags
		cmd := &cobra.Command{Use: v.Use, Short: v.Short, Long: v.Long, Example: v.Example, Args: v.Args}
		vc.add(cmd, true)
		if v.Flags != nil {
			v.Flags(cmd)
		}
		cmd.RunE = func(cmd *cobra.Command, args []string) error {
			g, err := spec.open(cmd, &vc, false)
			if err != nil {
				return err
			}
			defer g.Close()
			a, err := v.Build(cmd, args, g.State())
			if err != nil {
				return err
			}
			s, err := g.Do(a)
			if err != nil {
				return refusal(err)
			}
			return spec.report(stdout, g, s, vc.asJSON)
		}
		cmds = append(cmds, cmd)
	}

	// undo, redo
	for _, which := range []string{"undo", "redo"} {
		which := which
		var uc commonFlags
		short := "Take back the last action, with everything it triggered (recorded in the log)"
		if which == "redo" {
			short = "Re-apply the last undone action, with the same draws and dice"
		}
		cmd := &cobra.Command{Use: which, Short: short, Args: cobra.NoArgs}
		uc.add(cmd, true)
		cmd.RunE = func(cmd *cobra.Command, args []string) error {
			g, err := spec.open(cmd, &uc, false)
			if err != nil {
				return err
			}
			defer g.Close()
			before := g.State()
			var s S
			if which == "undo" {
				s, err = g.Undo()
			} else {
				s, err = g.Redo()
			}
			if err != nil {
				return refusal(err)
			}
			said := before
			if which == "redo" {
				said = s
			}
			if uc.asJSON {
				return writeJSON(stdout, map[string]any{"game": g.Name(), which: spec.View.Events0(said),
					"moves": spec.View.Moves(before, s, which == "undo"), "state": spec.JSON(s)})
			}
			lines := spec.View.Undone(before, s)
			if which == "redo" {
				lines = spec.View.Redone(before, s)
			}
			for _, l := range lines {
				fmt.Fprintln(stdout, l)
			}
			fmt.Fprintln(stdout)
			return spec.Show(stdout, s)
		}
		cmds = append(cmds, cmd)
	}

	// log
	var lc commonFlags
	logCmd := &cobra.Command{
		Use:   "log",
		Short: "Show the history of the game, undone actions included",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			g, err := spec.open(cmd, &lc, true)
			if err != nil {
				return err
			}
			defer g.Close()
			return spec.writeLog(stdout, g, lc.asJSON)
		},
	}
	lc.add(logCmd, true)
	cmds = append(cmds, logCmd)

	// play
	var pc commonFlags
	playCmd := &cobra.Command{
		Use:   "play",
		Short: "Referee interactively: menus of the legal actions, the state between them, undo",
		Long: `Referee interactively. The menus offer only actions that are legal now, the state is
shown between actions, and every action is saved at once (quit any time and
resume with 'play' again). Set ACCESSIBLE=1 for plain prompts that work with screen
readers. Needs a terminal; in scripts use the verbs instead.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			if spec.Menu == nil {
				return fmt.Errorf("the interactive referee for %s is not built yet: use the verbs (see 'boardroom %s --help')", spec.ID, spec.ID)
			}
			if !tui.IsTerminal(os.Stdin) {
				return usagef(cmd, "play needs a terminal (standard input is not one); in scripts use the verbs, e.g. 'boardroom %s show'", spec.ID)
			}
			g, err := spec.open(cmd, &pc, false)
			if err != nil {
				return err
			}
			defer g.Close()
			p := tui.NewHuh(os.Getenv("ACCESSIBLE") == "1", os.Stdin, stdout)
			if err := tui.Run(g, spec.Menu, spec.View, p, stdout); err != nil {
				return err
			}
			if tui.Interrupted(p) {
				return errInterrupted // Run has said the game is saved
			}
			return nil
		},
	}
	pc.add(playCmd, false)
	cmds = append(cmds, playCmd)
	return cmds
}

// refusal marks an action the rules refuse: exit 1 with the reason and rule.
func refusal(err error) error {
	if referee.IsRefusal(err) {
		return fmt.Errorf("refused: %w", err)
	}
	return err
}

// logEntry is one entry of `log --json`: the stored entry, whether it is
// undone now, and the referee's sentences for it.
type logEntry struct {
	referee.HistoryEntry
	Events []string `json:"events"`
}

// writeLog retells the game: how it was set up, then every entry of the log
// in the sentences the verbs printed when it happened, undone actions marked,
// undos and redos naming what they took back or did again.
func (spec *refereeSpec[S]) writeLog(w io.Writer, g *referee.Game[S], asJSON bool) error {
	said := map[int][]string{} // action seq -> its sentences
	var entries []logEntry
	err := g.Story(func(h referee.HistoryEntry, before, after S) {
		var ev []string
		switch h.Kind {
		case referee.KindAction:
			ev = spec.events(after)
			said[h.Seq] = ev
		default:
			ev = said[h.Target]
		}
		entries = append(entries, logEntry{HistoryEntry: h, Events: ev})
	})
	if err != nil {
		return fmt.Errorf("cannot retell game %q: %v", g.Name(), err)
	}
	if asJSON {
		if entries == nil {
			entries = []logEntry{}
		}
		return writeJSON(w, entries)
	}
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintf(tw, "#\tWHEN\tWHAT\n")
	row := func(seq, when string, lines []string) {
		for i, l := range lines {
			if i > 0 {
				seq, when = "", ""
			}
			fmt.Fprintf(tw, "%s\t%s\t%s\n", seq, when, l)
		}
	}
	stamp := func(t time.Time) string { return t.Local().Format("Jan 2 15:04") }
	setup := []string{describeSetup(g.Setup(), g.Seed())}
	if s0, err := g.Initial(); err == nil {
		setup = append(setup, spec.events(s0)...)
	}
	row("0", stamp(g.Created()), setup)
	for _, e := range entries {
		lines := e.Events
		if len(lines) == 0 {
			lines = []string{describeAction(e.Action)}
		}
		seq := strconv.Itoa(e.Seq)
		switch e.Kind {
		case referee.KindAction:
			if e.Undone {
				lines = append([]string{"(undone later) " + lines[0]}, lines[1:]...)
			}
		case referee.KindUndo:
			lines = []string{fmt.Sprintf("Undo of #%d: %s", e.Target, firstOr(e.Events, "the action"))}
		case referee.KindRedo:
			lines = []string{fmt.Sprintf("Redo of #%d: %s", e.Target, firstOr(e.Events, "the action"))}
		}
		row(seq, stamp(e.Time), lines)
	}
	return tw.Flush()
}

func firstOr(lines []string, none string) string {
	if len(lines) == 0 {
		return none
	}
	if len(lines) > 1 {
		return lines[0] + " ..."
	}
	return lines[0]
}

// describeSetup is the `new` a game was started with, in words: "New game
// for Ann, Ben and Cy (seed 4)."
func describeSetup(raw json.RawMessage, seed int64) string {
	var m map[string]any
	_ = json.Unmarshal(raw, &m)
	var parts []string
	if ps, ok := m["players"].([]any); ok {
		names := make([]string, 0, len(ps))
		for _, p := range ps {
			if s, ok := p.(string); ok {
				names = append(names, s)
			}
		}
		parts = append(parts, "for "+referee.JoinAnd(names))
	}
	delete(m, "players")
	if phys, _ := m["physical"].(bool); phys {
		parts = append(parts, "with physical decks and dice (the table draws and rolls)")
	}
	delete(m, "physical")
	delete(m, "edition") // which rulings a game keeps is the game's own business
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		if v := plainValue(m[k]); v != "" && v != "null" && v != "false" {
			parts = append(parts, strings.ReplaceAll(k, "_", " ")+" "+v)
		}
	}
	s := "New game"
	if len(parts) > 0 {
		s += " " + strings.Join(parts, ", ")
	}
	return fmt.Sprintf("%s (seed %d).", s, seed)
}

// describeAction renders a stored action as "type key=value ...", for an
// action whose game says nothing about it.
func describeAction(raw json.RawMessage) string {
	var m map[string]any
	if err := json.Unmarshal(raw, &m); err != nil {
		return string(raw)
	}
	t, _ := m["type"].(string)
	delete(m, "type")
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	parts := []string{t}
	for _, k := range keys {
		parts = append(parts, fmt.Sprintf("%s=%s", k, plainValue(m[k])))
	}
	return strings.Join(parts, " ")
}

// plainValue renders a JSON value for people: strings bare, lists joined.
func plainValue(v any) string {
	switch x := v.(type) {
	case string:
		return x
	case []any:
		parts := make([]string, len(x))
		for i, e := range x {
			parts[i] = plainValue(e)
		}
		return strings.Join(parts, ",")
	}
	b, _ := json.Marshal(v)
	return string(b)
}

var writeJSON = specpkg.WriteJSON
