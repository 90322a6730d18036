package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/spf13/cobra"

	"boardroom/referee"
	"boardroom/rules/cards"
	"boardroom/rules/rheinhessen"
)

func rheinhessenCommands(stdout io.Writer) []*cobra.Command {
	return append([]*cobra.Command{newCheckCmd(stdout), newSalvageCmd(stdout)}, rheinhessenRefereeCommands(stdout)...)
}

// parseShoeCards reads card notation and checks it against the four-deck shoe.
func parseShoeCards(cmd *cobra.Command, args []string) ([]cards.Card, error) {
	cs, err := cards.ParseList(args)
	if err != nil {
		return nil, usagef(cmd, "%v", err)
	}
	if len(cs) == 0 {
		return nil, usagef(cmd, "no cards given")
	}
	if err := cards.CheckShoe(cs, rheinhessen.Load().Decks); err != nil {
		return nil, usagef(cmd, "%v", err)
	}
	return cs, nil
}

func writeJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	return enc.Encode(v)
}

func newCheckCmd(stdout io.Writer) *cobra.Command {
	var (
		track   int
		illegal bool
		legal   bool
		asJSON  bool
	)
	cmd := &cobra.Command{
		Use:   "check <card>...",
		Short: "Say what a production is, whether it is legal, and what it scores",
		Long: `Settle a dispute about one production: the hand it is (or that it is none), its
raw value, its points with the arithmetic, and whether it is a violation.

Cards: rank 2-10, T, J, Q, K, A and suit S, H, D, C or ♠ ♥ ♦ ♣, any case. The same
card may appear up to four times (four decks).`,
		Example: `  boardroom rheinhessen check 8S 8H 5C 5D
  boardroom rheinhessen check 10h jh qh kh ah --json
  boardroom rheinhessen check QS KH AC 2D 3S --track 3
  boardroom rheinhessen check 8S 8H --illegal`,
		RunE: func(cmd *cobra.Command, args []string) error {
			if legal && illegal {
				return usagef(cmd, "--legal and --illegal exclude each other")
			}
			if cmd.Flags().Changed("track") && (track < 0 || track > 4) {
				return usagef(cmd, "--track must be 0 to 4 (the track resets after an external audit), got %d", track)
			}
			cs, err := parseShoeCards(cmd, args)
			if err != nil {
				return err
			}
			var p rheinhessen.Production
			switch {
			case illegal:
				p, err = rheinhessen.Score(cs, false)
			case legal:
				p, err = rheinhessen.Score(cs, true)
			default:
				p, err = rheinhessen.Check(cs)
			}
			if err != nil {
				if errors.Is(err, rheinhessen.ErrNotLegal) {
					return fmt.Errorf("refused: %v", err)
				}
				return err
			}
			var tc *rheinhessen.TrackChange
			if cmd.Flags().Changed("track") {
				c, err := rheinhessen.Advance(track, p.Violation)
				if err != nil {
					return usagef(cmd, "%v", err)
				}
				tc = &c
			}
			if asJSON {
				type out struct {
					rheinhessen.Production
					Track *rheinhessen.TrackChange `json:"track,omitempty"`
				}
				return writeJSON(stdout, out{p, tc})
			}
			fmt.Fprintf(stdout, "%s: %s\n", cards.Format(cs), p)
			if tc != nil {
				fmt.Fprintf(stdout, "audit track: %s\n", tc)
			}
			return nil
		},
	}
	cmd.Flags().IntVar(&track, "track", 0, "the audit track before this production (0-4): also show the ticks it adds")
	cmd.Flags().BoolVar(&illegal, "illegal", false, "the player declares the production illegal (allowed even for a legal hand)")
	cmd.Flags().BoolVar(&legal, "legal", false, "the player declares the production legal (refused when it is not one of the eight hands)")
	cmd.Flags().BoolVar(&asJSON, "json", false, "print JSON for scripts")
	return cmd
}

func newSalvageCmd(stdout io.Writer) *cobra.Command {
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "salvage <card>...",
		Short: "Show what an audit keeps of a factory floor and what it fines",
		Long: `An audit regroups a factory floor freely into legal hands, keeping the greatest
raw value possible (an optimal grouping, not a greedy one). The cards left over
leave the floor and their owner is fined their raw value x 1.40, rounded half up.`,
		Example: `  boardroom rheinhessen salvage 8S 8H 5C 5D KS 2H 3D 4C 5H 6S AS
  boardroom rheinhessen salvage 8S 8H 5C 5D KS 2H 3D 4C 5H 6S AS --json`,
		RunE: func(cmd *cobra.Command, args []string) error {
			cs, err := parseShoeCards(cmd, args)
			if err != nil {
				return err
			}
			res := rheinhessen.Salvage(cs)
			if asJSON {
				return writeJSON(stdout, res)
			}
			fmt.Fprintf(stdout, "floor: %s (%s)\n", cards.Format(cs), referee.Plural(len(cs), "card", "cards"))
			for _, h := range res.Kept {
				hand, _ := rheinhessen.Classify(h)
				fmt.Fprintf(stdout, "  keeps %-16s %s\n", strings.ReplaceAll(string(hand), "-", " "), cards.Format(h))
			}
			fmt.Fprintf(stdout, "%s\n", res)
			return nil
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, "print JSON for scripts")
	return cmd
}
