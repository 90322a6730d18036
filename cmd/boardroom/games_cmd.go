package main

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"

	"github.com/spf13/cobra"

	"boardroom/columns"
	"boardroom/games"
	"boardroom/referee"
	"boardroom/referee/spec"

	"boardroom/phrase"
)

// homeFlagHelp is the help of every --home flag. The flag beats the
// environment, which beats the defaults (see referee.Home).
const homeFlagHelp = "directory of saved games, over $BOARDROOM_HOME (default $BOARDROOM_HOME, else $XDG_STATE_HOME/boardroom or ~/.local/state/boardroom)"

func newGamesCmd(stdout io.Writer) *cobra.Command {
	var asJSON, saved bool
	var home string
	cmd := &cobra.Command{
		Use:     "games",
		Short:   "List the supported games, or with --saved the saved games",
		Example: "  boardroom games\n  boardroom games --json\n  boardroom games --saved",
		Args:    noArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			if saved {
				return listSaved(stdout, home, asJSON)
			}
			return listGames(stdout, asJSON)
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, "print JSON for scripts")
	cmd.Flags().BoolVar(&saved, "saved", false, "list saved games: game, name, round/phase and last change")
	cmd.Flags().StringVar(&home, "home", "", homeFlagHelp)
	return cmd
}

func listGames(w io.Writer, asJSON bool) error {
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
			rows = append(rows, row{g.ID, g.Title, g.MinPlayers, g.MaxPlayers, g.Solo, g.Summary})
		}
		enc := json.NewEncoder(w)
		enc.SetIndent("", "  ")
		return enc.Encode(rows)
	}
	tb := columns.Table{Wrap: []int{1, 3}, Below: 30}
	for _, g := range all {
		tb.Row(g.ID, g.Title, g.Players(), g.Summary)
	}
	return tb.Write(w, columns.Width(w))
}

func listSaved(w io.Writer, homeFlag string, asJSON bool) error {
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
		fmt.Fprintf(w, "no saved games in %s\n", phrase.PathText(home))
		return nil
	}
	tb := columns.Table{Header: []string{"GAME", "NAME", "LAST CHANGE", "STATUS"}, Wrap: []int{1, 3}}
	for _, g := range list {
		status := g.Status
		if g.Problem != "" {
			status = "DAMAGED: " + g.Problem
		}
		// A status is read from the file, which anyone may have written:
		// escaped, on one line.
		status = phrase.Printable(strings.NewReplacer("\n", " ", "\t", " ").Replace(status))
		tb.Row(g.Game, g.Name, g.Updated.Local().Format("2006-01-02 15:04"), status)
	}
	return tb.Write(w, columns.Width(w))
}
