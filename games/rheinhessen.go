package games

import (
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/spf13/cobra"

	rheinhessenprint "boardroom/printables/rheinhessen"
	"boardroom/referee"
	rr "boardroom/referee/rheinhessen"
	"boardroom/referee/spec"
	"boardroom/rules/cards"
	"boardroom/rules/rheinhessen"
)

// rheinhessenGame is Rheinhessen Industriewerk: its rules, its referee, its
// print set and the two tools that settle disputes (check, salvage).
func rheinhessenGame() Game {
	rh := rheinhessen.Load()
	return Game{
		ID: "rheinhessen", Title: rh.Game, MinPlayers: rh.Players.Min, MaxPlayers: rh.Players.Max,
		Summary:    "poker-hand production with audits, four decks: check and salvage settle disputes",
		Components: rheinhessenprint.Components,
		Referee:    func() spec.Handle { return spec.New(rr.Spec()) },
		Tools: func(stdout io.Writer) []*cobra.Command {
			return []*cobra.Command{newCheckCmd(stdout), newSalvageCmd(stdout)}
		},
	}
}

// parseShoeCards reads card notation and checks it against the four-deck shoe.
func parseShoeCards(args []string) ([]cards.Card, error) {
	cs, err := cards.ParseList(args)
	if err != nil {
		return nil, referee.Usagef("%v", err)
	}
	if len(cs) == 0 {
		return nil, referee.Usagef("no cards given")
	}
	if err := cards.CheckShoe(cs, rheinhessen.Load().Decks); err != nil {
		return nil, referee.Usagef("%v", err)
	}
	return cs, nil
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
				return referee.Usagef("--legal and --illegal exclude each other")
			}
			if cmd.Flags().Changed("track") && (track < 0 || track >= rheinhessen.Load().Track.ExternalAuditAt) {
				return referee.Usagef("--track must be 0 to %d (the track resets after an external audit), got %d", rheinhessen.Load().Track.ExternalAuditAt-1, track)
			}
			cs, err := parseShoeCards(args)
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
					return referee.Usagef("%v", err)
				}
				tc = &c
			}
			if asJSON {
				type out struct {
					rheinhessen.Production
					Track *rheinhessen.TrackChange `json:"track,omitempty"`
				}
				return spec.WriteJSON(stdout, out{p, tc})
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
			cs, err := parseShoeCards(args)
			if err != nil {
				return err
			}
			res := rheinhessen.Salvage(cs)
			if asJSON {
				return spec.WriteJSON(stdout, res)
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
