package main

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"boardroom/columns"
	"boardroom/games"
	"boardroom/referee"
	"boardroom/referee/spec"

	"boardroom/phrase"
	"boardroom/phrase/msg"
)

func newGamesCmd(stdout io.Writer) *cobra.Command {
	var asJSON, saved bool
	var home string
	l := msg.Env(msg.EN) // no game: BOARDROOM_LANG, the locale, else English
	cmd := &cobra.Command{
		Use:     "games",
		Short:   phrase.Say(l, "cmd.games.short"),
		Example: "  boardroom games\n  boardroom games --json\n  boardroom games --saved\n  boardroom games rm friday\n  boardroom games archive --finished",
		Args:    noArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			if saved {
				return listSaved(stdout, home, asJSON, l)
			}
			return listGames(stdout, asJSON, l)
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, phrase.Say(l, "flag.json"))
	cmd.Flags().BoolVar(&saved, "saved", false, phrase.Say(l, "flag.games.saved"))
	cmd.Flags().StringVar(&home, "home", "", phrase.Say(l, "flag.home"))
	cmd.AddCommand(newTidyCmds(stdout)...)
	return cmd
}

func listGames(w io.Writer, asJSON bool, l msg.Lang) error {
	all := games.Infos()
	if asJSON {
		type row struct {
			ID         string `json:"id"`
			Title      string `json:"title"`
			MinPlayers int    `json:"min_players"`
			MaxPlayers int    `json:"max_players"`
			Solo       string `json:"solo,omitempty"`
			Summary    string `json:"summary"`
		}
		rows := []row{}
		for _, g := range all {
			rows = append(rows, row{g.ID, g.Title, g.MinPlayers, g.MaxPlayers, g.SoloIn(l), g.SummaryIn(l)})
		}
		enc := json.NewEncoder(w)
		enc.SetIndent("", "  ")
		return enc.Encode(rows)
	}
	tb := columns.Table{Wrap: []int{1, 2, 3}, Below: 30}
	for _, g := range all {
		tb.Row(g.ID, g.Title, playersIn(l, g.MinPlayers, g.MaxPlayers, g.SoloIn(l)), g.SummaryIn(l))
	}
	return tb.Write(w, columns.Width(w))
}

func listSaved(w io.Writer, homeFlag string, asJSON bool, l msg.Lang) error {
	home, err := referee.Home(homeFlag)
	if err != nil {
		return err
	}
	list, err := referee.List(home)
	if err != nil {
		return err
	}
	if asJSON {
		if list == nil {
			list = []referee.SavedGame{}
		}
		return spec.WriteJSON(w, list)
	}
	if len(list) == 0 {
		fmt.Fprintln(w, phrase.Say(l, "games.none_saved", phrase.PathText(home)))
		return nil
	}
	tb := columns.Table{Header: []string{phrase.Say(l, "games.game"), phrase.Say(l, "games.name"), phrase.Say(l, "games.last_change"),
		phrase.Say(l, "games.status")}, Wrap: []int{1, 3}}
	for _, g := range list {
		status := g.Status
		if g.Problem != "" {
			status = phrase.Say(l, "games.damaged", g.Problem)
		}
		// A status is read from the file, which anyone may have written:
		// escaped, on one line.
		status = phrase.Printable(strings.NewReplacer("\n", " ", "\t", " ").Replace(status))
		tb.Row(g.Game, g.Name, g.Updated.Local().Format("2006-01-02 15:04"), status)
	}
	return tb.Write(w, columns.Width(w))
}

// tidyStdin is where `games rm` reads its question's answer (tests set it).
var tidyStdin io.Reader = os.Stdin

// newTidyCmds are `games rm`, `games rename` and `games archive`: tidying
// the saved games without touching the files by hand.
func newTidyCmds(stdout io.Writer) []*cobra.Command {
	var home string
	var yes, asJSON, finished bool
	var olderThan string
	l := msg.Env(msg.EN) // no game: BOARDROOM_LANG, the locale, else English
	rm := &cobra.Command{
		Use:     phrase.Say(l, "tidy.rm.use"),
		Short:   phrase.Say(l, "tidy.rm.short"),
		Long:    phrase.Say(l, "tidy.rm.long"),
		Example: "  boardroom games rm friday\n  boardroom games rm friday tuesday --yes",
		Args:    positional(1, -1),
		RunE: func(cmd *cobra.Command, args []string) error {
			return runTidy(stdout, l, home, args, asJSON, func(w io.Writer, g referee.SavedGame) (any, error) {
				files := referee.GameFiles(filepath.Dir(filepath.Dir(g.Path)), g.Game, g.Name)
				if !yes {
					ok, err := confirm(w, l, phrase.Say(l, "tidy.rm.question", g.Game, g.Name, statusLine(g.Status), len(files)))
					if err != nil {
						return nil, err
					}
					if !ok {
						fmt.Fprintln(w, phrase.Say(l, "tidy.rm.kept", g.Game, g.Name))
						return nil, nil
					}
				}
				gone, err := referee.Remove(filepath.Dir(filepath.Dir(g.Path)), g.Game, g.Name)
				if err != nil {
					return nil, err
				}
				if !asJSON {
					fmt.Fprintln(w, phrase.Say(l, "tidy.rm.removed", g.Game, g.Name, baseNames(gone)))
				}
				return map[string]any{"game": g.Game, "name": g.Name, "removed": gone}, nil
			})
		},
	}
	rm.Flags().BoolVarP(&yes, "yes", "y", false, phrase.Say(l, "tidy.rm.yes"))

	rename := &cobra.Command{
		Use:     phrase.Say(l, "tidy.rename.use"),
		Short:   phrase.Say(l, "tidy.rename.short"),
		Example: "  boardroom games rename tuesday friday",
		Args:    exactArgs(2),
		RunE: func(cmd *cobra.Command, args []string) error {
			if err := referee.ValidateName(args[1]); err != nil {
				return usagef(cmd, "%s", saidIn(cmdLang(cmd), err))
			}
			return runTidy(stdout, l, home, args[:1], asJSON, func(w io.Writer, g referee.SavedGame) (any, error) {
				if err := referee.Rename(filepath.Dir(filepath.Dir(g.Path)), g.Game, g.Name, args[1]); err != nil {
					return nil, err
				}
				if !asJSON {
					fmt.Fprintln(w, phrase.Say(l, "tidy.rename.done", g.Game, g.Name, args[1]))
				}
				return map[string]any{"game": g.Game, "name": args[1], "was": g.Name}, nil
			})
		},
	}

	archive := &cobra.Command{
		Use:     phrase.Say(l, "tidy.archive.use"),
		Short:   phrase.Say(l, "tidy.archive.short"),
		Long:    phrase.Say(l, "tidy.archive.long"),
		Example: "  boardroom games archive friday\n  boardroom games archive --finished\n  boardroom games archive --older-than 30d",
		RunE: func(cmd *cobra.Command, args []string) error {
			var age time.Duration
			if olderThan != "" {
				d, err := parseAge(l, olderThan)
				if err != nil {
					return usagef(cmd, "--older-than: %v", err)
				}
				age = d
			}
			if len(args) == 0 && !finished && olderThan == "" {
				return usagef(cmd, "%s", phrase.Say(l, "tidy.archive.name_or_pick"))
			}
			if len(args) > 0 && (finished || olderThan != "") {
				return usagef(cmd, "%s", phrase.Say(l, "tidy.archive.not_both"))
			}
			if len(args) == 0 {
				h, err := referee.Home(home)
				if err != nil {
					return err
				}
				all, err := referee.List(h)
				if err != nil {
					return err
				}
				for _, g := range all {
					if g.Problem == "" && (!finished || g.Finished()) && (age == 0 || time.Since(g.Updated) > age) {
						args = append(args, g.Game+"/"+g.Name)
					}
				}
				if len(args) == 0 {
					fmt.Fprintln(stdout, phrase.Say(l, "tidy.archive.none"))
					return nil
				}
			}
			return runTidy(stdout, l, home, args, asJSON, func(w io.Writer, g referee.SavedGame) (any, error) {
				dir, err := referee.Archive(filepath.Dir(filepath.Dir(g.Path)), g.Game, g.Name)
				if err != nil {
					return nil, err
				}
				if !asJSON {
					fmt.Fprintln(w, phrase.Say(l, "tidy.archive.done", g.Game, g.Name, phrase.PathText(dir)))
				}
				return map[string]any{"game": g.Game, "name": g.Name, "archive": dir}, nil
			})
		},
	}
	archive.Flags().BoolVar(&finished, "finished", false, phrase.Say(l, "tidy.archive.finished"))
	archive.Flags().StringVar(&olderThan, "older-than", "", phrase.Say(l, "tidy.archive.older_than"))
	for _, c := range []*cobra.Command{rm, rename, archive} {
		c.Flags().StringVar(&home, "home", "", phrase.Say(l, "flag.home"))
		c.Flags().BoolVar(&asJSON, "json", false, phrase.Say(l, "flag.json"))
	}
	return []*cobra.Command{rm, rename, archive}
}

// runTidy finds each named saved game (a name, or game/name) and does one
// thing to it; an unknown or ambiguous name is refused before anything is
// done.
func runTidy(w io.Writer, l msg.Lang, homeFlag string, names []string, asJSON bool, do func(io.Writer, referee.SavedGame) (any, error)) error {
	home, err := referee.Home(homeFlag)
	if err != nil {
		return err
	}
	all, err := referee.List(home)
	if err != nil {
		return err
	}
	var picked []referee.SavedGame
	for _, n := range names {
		g, err := findSaved(l, all, n, home)
		if err != nil {
			return err
		}
		picked = append(picked, g)
	}
	var done []any
	for _, g := range picked {
		r, err := do(w, g)
		if err != nil {
			return err
		}
		if r != nil {
			done = append(done, r)
		}
	}
	if asJSON {
		if done == nil {
			done = []any{}
		}
		return spec.WriteJSON(w, done)
	}
	return nil
}

// findSaved is the saved game a person named: "friday" or "<game>/friday".
func findSaved(l msg.Lang, all []referee.SavedGame, n, home string) (referee.SavedGame, error) {
	kind, name, both := strings.Cut(n, "/")
	if !both {
		kind, name = "", n
	}
	var hits []referee.SavedGame
	var names []string
	for _, g := range all {
		names = append(names, g.Name, g.Game+"/"+g.Name)
		if g.Name == name && (kind == "" || g.Game == kind) {
			hits = append(hits, g)
		}
	}
	switch len(hits) {
	case 1:
		return hits[0], nil
	case 0:
		return referee.SavedGame{}, &phrase.UnknownError{Msg: phrase.Say(l, "tidy.no_such_game",
			phrase.ClipIn(l, n), phrase.PathText(home), phrase.DidYouMeanIn(l, n, names))}
	}
	var which []string
	for _, g := range hits {
		which = append(which, g.Game+"/"+g.Name)
	}
	return referee.SavedGame{}, errors.New(phrase.Say(l, "tidy.ambiguous", phrase.ClipIn(l, n), len(hits), phrase.JoinOrIn(l, which)))
}

// confirm asks a yes/no question on w and reads the answer from tidyStdin;
// no answer at all (a script without --yes) is an error saying --yes.
func confirm(w io.Writer, l msg.Lang, question string) (bool, error) {
	fmt.Fprintf(w, "%s %s ", question, phrase.Say(l, "tidy.rm.yes_no"))
	line, err := bufio.NewReader(tidyStdin).ReadString('\n')
	if strings.TrimSpace(line) == "" && err != nil {
		fmt.Fprintln(w)
		return false, errors.New(phrase.Say(l, "tidy.rm.no_answer"))
	}
	a := strings.ToLower(strings.TrimSpace(line))
	return a == "y" || a == "yes" || a == "j" || a == "ja", nil
}

// parseAge reads 30d, 12h, 2w (days, hours, weeks) or a Go duration.
func parseAge(l msg.Lang, s string) (time.Duration, error) {
	for suffix, unit := range map[string]time.Duration{"d": 24 * time.Hour, "w": 7 * 24 * time.Hour} {
		if n, ok := strings.CutSuffix(s, suffix); ok {
			k, err := phrase.ParseInt(n)
			if err != nil || k <= 0 {
				return 0, errors.New(phrase.Say(l, "tidy.bad_age", phrase.ClipIn(l, s)))
			}
			return time.Duration(k) * unit, nil
		}
	}
	d, err := time.ParseDuration(s)
	if err != nil || d <= 0 {
		return 0, errors.New(phrase.Say(l, "tidy.bad_age", phrase.ClipIn(l, s)))
	}
	return d, nil
}

// baseNames are the files' names, comma-separated.
func baseNames(paths []string) string {
	out := make([]string, len(paths))
	for i, p := range paths {
		out[i] = filepath.Base(p)
	}
	return strings.Join(out, ", ")
}

// statusLine is a status on one line, escaped.
func statusLine(s string) string {
	return phrase.Printable(strings.NewReplacer("\n", " ", "\t", " ").Replace(s))
}

// playersIn is "2-4 players" in l, and how to play alone where the
// referee takes seats (the game's own words: games.Game.SoloIn).
func playersIn(l msg.Lang, lo, hi int, solo string) string {
	s := phrase.Say(l, "cmd.game.players", lo, hi)
	if lo == hi {
		s = phrase.Say(l, "cmd.game.players_exactly", lo)
	}
	if solo != "" {
		s += ", " + solo
	}
	return s
}
