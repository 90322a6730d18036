package main

import (
	"encoding/json"
	"io"
	"strings"

	"github.com/spf13/cobra"

	"boardroom/referee"
	rr "boardroom/referee/rheinhessen"
	"boardroom/rules/cards"
)

type rheinhessenAction = referee.Action[*rr.State]

// rheinhessenRefereeCommands are new, audit, produce, pass, show, undo, redo,
// log and play for Rheinhessen Industriewerk.
func rheinhessenRefereeCommands(stdout io.Writer) []*cobra.Command {
	spec := &refereeSpec[*rr.State]{
		ID:    rr.GameID,
		Rules: rr.Rules{},
		NewCmd: func(cmd *cobra.Command) func(*cobra.Command, []string) (json.RawMessage, error) {
			var players string
			cmd.Long = `Start a new game of Rheinhessen Industriewerk for 2-4 corporations, in seat order.
The players shuffle four standard decks and deal 7 cards each; the referee never
sees a hand. It counts the draw pile and the cards each corporation holds (the
draw of 2 at the start of every turn is counted for you), keeps the floors, the
scores and the audit track, and runs the audits. The game is saved after every
action.`
			cmd.Example = `  boardroom rheinhessen new --players Anna,Ben,Clara,David
  boardroom rheinhessen new --players Anna,Ben --name friday`
			cmd.Flags().StringVar(&players, "players", "", "the corporations' names in seat order, comma-separated (2-4)")
			return func(cmd *cobra.Command, args []string) (json.RawMessage, error) {
				if players == "" {
					return nil, usagef(cmd, "--players is required, e.g. --players Anna,Ben,Clara,David")
				}
				st, err := rr.ParseSetup(strings.Split(players, ","))
				if err != nil {
					return nil, usagef(cmd, "%v", err)
				}
				return json.Marshal(st)
			}
		},
		Show:  func(w io.Writer, s *rr.State) error { return s.Write(w) },
		JSON:  func(s *rr.State) any { return s.ToView() },
		Verbs: rheinhessenVerbs(),
		Menu:  rr.Menu,
		View:  rr.TUIView,
	}
	return refereeCommands(spec, stdout)
}

func rheinhessenVerbs() []verb[*rr.State] {
	return []verb[*rr.State]{
		{
			Use:   "audit <auditor> <victim>",
			Short: "Internal audit: the corporation whose turn it is audits one rival's floor before producing",
			Long: `Internal audit, once per turn, before producing: the victim's floor is regrouped
into the legal hands that keep the greatest raw value; the leftover cards leave the
floor and the victim is fined leftover raw x 1.40, rounded half up.`,
			Example: "  boardroom rheinhessen audit Anna Ben",
			Args:    cobra.ExactArgs(2),
			Build: func(cmd *cobra.Command, args []string, s *rr.State) (rheinhessenAction, error) {
				return &rr.Audit{Auditor: args[0], Victim: args[1]}, nil
			},
		},
		{
			Use:   "produce <player> <card>...",
			Short: "Lay a production onto the floor: a legal hand, or any cards with --illegal",
			Long: `Produce: the corporation whose turn it is lays cards from its hand onto its floor,
which ends its turn. Without --illegal the cards must be exactly one legal hand
(pair, two pair, three of a kind, straight, flush, full house, four of a kind,
straight flush); with --illegal any cards, a legal hand too. The referee refuses
cards the four decks cannot hold (counting every floor and the audit discards) and
more cards than the corporation holds, scores the production, moves the audit
track, runs the external audit at 5 ticks and ends the game at 300 points.

Cards: rank 2-10, T, J, Q, K, A and suit S, H, D, C or ♠ ♥ ♦ ♣, any case.`,
			Example: "  boardroom rheinhessen produce Anna 8S 8H 5C 5D\n  boardroom rheinhessen produce Ben QS KH AC 2D 3S --illegal",
			Args:    cobra.MinimumNArgs(1),
			Flags: func(cmd *cobra.Command) {
				cmd.Flags().Bool("illegal", false, "declare the production illegal (any cards; a legal hand too)")
			},
			Build: func(cmd *cobra.Command, args []string, s *rr.State) (rheinhessenAction, error) {
				cs, err := cards.ParseList(args[1:])
				if err != nil {
					return nil, usagef(cmd, "%v", err)
				}
				if len(cs) == 0 {
					return nil, usagef(cmd, "no cards given: name the cards produced, or use 'pass %s'", args[0])
				}
				illegal, _ := cmd.Flags().GetBool("illegal")
				return &rr.Produce{Player: args[0], Cards: cs, Illegal: illegal}, nil
			},
		},
		{
			Use:     "pass <player>",
			Short:   "End the turn without producing",
			Example: "  boardroom rheinhessen pass Clara",
			Args:    cobra.ExactArgs(1),
			Build: func(cmd *cobra.Command, args []string, s *rr.State) (rheinhessenAction, error) {
				return &rr.Pass{Player: args[0]}, nil
			},
		},
	}
}
