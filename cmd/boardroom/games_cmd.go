package main

import (
	"encoding/json"
	"fmt"
	"io"
	"text/tabwriter"

	"github.com/spf13/cobra"

	"boardroom/games"
)

func newGamesCmd(stdout io.Writer) *cobra.Command {
	var asJSON bool
	cmd := &cobra.Command{
		Use:     "games",
		Short:   "List the supported games",
		Example: "  boardroom games\n  boardroom games --json",
		Args:    cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			return listGames(stdout, asJSON)
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, "print JSON for scripts")
	return cmd
}

func listGames(w io.Writer, asJSON bool) error {
	all := games.All()
	if asJSON {
		type row struct {
			ID         string `json:"id"`
			Title      string `json:"title"`
			MinPlayers int    `json:"min_players"`
			MaxPlayers int    `json:"max_players"`
			Summary    string `json:"summary"`
		}
		rows := []row{}
		for _, g := range all {
			rows = append(rows, row{g.ID, g.Title, g.MinPlayers, g.MaxPlayers, g.Summary})
		}
		enc := json.NewEncoder(w)
		enc.SetIndent("", "  ")
		return enc.Encode(rows)
	}
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	for _, g := range all {
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\n", g.ID, g.Title, g.Players(), g.Summary)
	}
	return tw.Flush()
}
