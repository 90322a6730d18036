package games

import (
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/spf13/cobra"

	rheinhessenprint "boardroom/printables/rheinhessen"
	"boardroom/referee"
	rheinhessenref "boardroom/referee/rheinhessen"
	"boardroom/referee/spec"
	"boardroom/referee/tui"
	"boardroom/rules/cards"
	rheinhessenrules "boardroom/rules/rheinhessen"

	"boardroom/phrase"
	"boardroom/phrase/msg"
)

// rheinhessenInfo is what lists and help show of Rheinhessen Industriewerk without loading its rules
// (TestInfoMatchesRules keeps it equal to the rules data).
var rheinhessenInfo = Info{
	ID: "rheinhessen", Title: "Rheinhessen Industriewerk", MinPlayers: 2, MaxPlayers: 4,
	Solo:    "solo.rheinhessen",
	Summary: "summary.rheinhessen",
}

// rheinhessenGame is Rheinhessen Industriewerk: its rules, its referee, its
// print set and the two tools that settle disputes (check, salvage).
func rheinhessenGame() Game {
	rh := rheinhessenrules.Load()
	return Game{
		ID: "rheinhessen", Title: rh.Game, MinPlayers: rh.Players.Min, MaxPlayers: rh.Players.Max,
		Solo:           rheinhessenInfo.Solo,
		Summary:        rheinhessenInfo.Summary,
		Components:     rheinhessenprint.ComponentsIn,
		Referee:        func() spec.Handle { return spec.New(rheinhessenref.Spec()) },
		DisplayPrivate: rheinhessenHand,
		DisplayLabels:  rheinhessenref.DisplayLabels(),
		Tools: func(stdout io.Writer, l msg.Lang) []*cobra.Command {
			return []*cobra.Command{newCheckCmd(stdout, l), newSalvageCmd(stdout, l), newHandCmd(stdout, l), newSimulateCmd(stdout, os.Stderr, l)}
		},
	}
}

// parseShoeCards reads card notation and checks it against the four-deck shoe.
func parseShoeCards(args []string) ([]cards.Card, error) {
	return rheinhessenref.ToolCards(args, rheinhessenrules.Load().Decks)
}

func newCheckCmd(stdout io.Writer, l msg.Lang) *cobra.Command {
	var (
		track   int
		illegal bool
		legal   bool
		asJSON  bool
	)
	help := rheinhessenref.Tool(l, "check")
	name, aliases := rheinhessenref.ToolNames(l, "check")
	cmd := &cobra.Command{
		Use:     name + " " + rheinhessenref.ToolCardsUse(),
		Aliases: aliases,
		Short:   help.Short,
		Long:    help.Long,
		Example: help.Example,
		RunE: func(cmd *cobra.Command, args []string) error {
			if legal && illegal {
				return phrase.Usagef("%s", rheinhessenref.ToolSay(l, "legal_and_illegal"))
			}
			if cmd.Flags().Changed("track") && (track < 0 || track >= rheinhessenrules.Load().Track.ExternalAuditAt) {
				return phrase.Usagef("%s", rheinhessenref.ToolSay(l, "track_range", rheinhessenrules.Load().Track.ExternalAuditAt-1, track))
			}
			cs, err := parseShoeCards(args)
			if err != nil {
				return err
			}
			var p rheinhessenrules.Production
			switch {
			case illegal:
				p, err = rheinhessenrules.Score(cs, false)
			case legal:
				p, err = rheinhessenrules.Score(cs, true)
			default:
				p, err = rheinhessenrules.Check(cs)
			}
			if err != nil {
				if errors.Is(err, rheinhessenrules.ErrNotLegal) {
					return errors.New(rheinhessenref.ToolSay(l, "refused_prefix") + rheinhessenrules.Load().NotLegal(l, cs))
				}
				return err
			}
			var tc *rheinhessenrules.TrackChange
			if cmd.Flags().Changed("track") {
				c, err := rheinhessenrules.Advance(track, p.Violation)
				if err != nil {
					return phrase.Usagef("%v", err)
				}
				tc = &c
			}
			if asJSON {
				type out struct {
					rheinhessenrules.Production
					Track *rheinhessenrules.TrackChange `json:"track,omitempty"`
				}
				return spec.WriteJSON(stdout, out{p, tc})
			}
			_, err = io.WriteString(stdout, rheinhessenref.CheckText(l, cs, p, tc))
			return err
		},
	}
	cmd.Flags().Var(phrase.NewIntFlag(&track, 0), "track", help.Flags["track"])
	cmd.Flags().BoolVar(&illegal, "illegal", false, help.Flags["illegal"])
	cmd.Flags().BoolVar(&legal, "legal", false, help.Flags["legal"])
	cmd.Flags().BoolVar(&asJSON, "json", false, help.Flags["json"])
	return cmd
}

func newSalvageCmd(stdout io.Writer, l msg.Lang) *cobra.Command {
	var asJSON bool
	help := rheinhessenref.Tool(l, "salvage")
	name, aliases := rheinhessenref.ToolNames(l, "salvage")
	cmd := &cobra.Command{
		Use:     name + " " + rheinhessenref.ToolCardsUse(),
		Aliases: aliases,
		Short:   help.Short,
		Long:    help.Long,
		Example: help.Example,
		RunE: func(cmd *cobra.Command, args []string) error {
			cs, err := parseShoeCards(args)
			if err != nil {
				return err
			}
			res := rheinhessenrules.Salvage(cs)
			if asJSON {
				return spec.WriteJSON(stdout, res)
			}
			_, err = io.WriteString(stdout, rheinhessenref.SalvageText(l, cs, res))
			return err
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, help.Flags["json"])
	return cmd
}

// newHandCmd is `hand`: in a virtual game, the cards one corporation holds,
// shown only to it, with the legal productions they make.
func newHandCmd(stdout io.Writer, l msg.Lang) *cobra.Command {
	var home, game string
	var bySuit, asJSON bool
	help := rheinhessenref.Tool(l, "hand")
	name, aliases := rheinhessenref.ToolNames(l, "hand")
	cmd := &cobra.Command{
		Use:     name + " " + rheinhessenref.ToolSay(l, "hand_use"),
		Aliases: aliases,
		Short:   help.Short,
		Long:    help.Long,
		Example: help.Example,
		Args: func(cmd *cobra.Command, args []string) error {
			if len(args) != 1 {
				return phrase.Usagef("%s", rheinhessenref.ToolSay(l, "hand_args", len(args)))
			}
			return nil
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			h, err := referee.Home(home)
			if err != nil {
				return err
			}
			if game != "" {
				if err := referee.ValidateName(game); err != nil {
					return phrase.UsageOf(err)
				}
			}
			g, err := referee.Open(h, rheinhessenref.GameID, game, rheinhessenref.Rules{}, referee.ReadOnly())
			if err != nil {
				return err
			}
			defer g.Close()
			s := g.State()
			l := s.Language()
			if !s.Virtual() {
				return referee.RefusalIn(l, rheinhessenref.ToolSay(l, "rule_real_cards"), rheinhessenref.ToolSay(l, "real_cards", g.Name()))
			}
			i, err := s.PlayerIndex(args[0])
			if err != nil {
				return fmt.Errorf("%s%w", rheinhessenref.ToolSay(l, "refused_prefix"), err)
			}
			if err := rheinhessenref.PersonPlays(s, i); err != nil {
				return fmt.Errorf("%s%w", rheinhessenref.ToolSay(l, "refused_prefix"), err)
			}
			if asJSON {
				return spec.WriteJSON(stdout, map[string]any{"game": g.Name(), "player": s.Players[i].Name, "hand": s.HandOf(i)})
			}
			_, err = io.WriteString(stdout, s.HandText(i, bySuit))
			return err
		},
	}
	cmd.Flags().StringVar(&home, "home", "", help.Flags["home"])
	cmd.Flags().StringVar(&game, "game", "", help.Flags["game"])
	cmd.Flags().BoolVar(&bySuit, "by-suit", false, help.Flags["by-suit"])
	cmd.Flags().BoolVar(&asJSON, "json", false, help.Flags["json"])
	return cmd
}

// newSimulateCmd is `simulate`: many virtual games, every seat an AI persona.
func newSimulateCmd(stdout, stderr io.Writer, l msg.Lang) *cobra.Command {
	var o rheinhessenref.SimOptions
	var seats []string
	var asJSON bool
	var plot, personas string
	ps := rheinhessenref.Personas()
	help := rheinhessenref.Tool(l, "simulate")
	name, aliases := rheinhessenref.ToolNames(l, "simulate")
	cmd := &cobra.Command{
		Use:     name,
		Aliases: aliases,
		Short:   help.Short,
		Long:    help.Long + " " + strings.Join(ps.IDs(), ", ") + ".",
		Example: help.Example,
		Args: func(cmd *cobra.Command, args []string) error {
			if len(args) > 0 {
				return phrase.Usagef("%s", rheinhessenref.ToolSay(l, "simulate_args", args[0]))
			}
			return nil
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			if err := checkSimFlags(o.Workers, plot); err != nil {
				return err // refused now, not after a long run
			}
			o.Seats = nil
			for _, s := range seats {
				for _, part := range strings.Split(s, ",") {
					o.Seats = append(o.Seats, strings.TrimSpace(part)) // RunSimulation checks each
				}
			}
			if !cmd.Flags().Changed("seed") {
				o.Seed = referee.NewSeed()
			}
			o.Personas = nil
			if personas != "" {
				p, err := rheinhessenref.LoadPersonasFile(personas)
				if err != nil {
					return err
				}
				o.Personas = p
			}
			if f, ok := stderr.(*os.File); ok && tui.IsTerminal(f) && !asJSON {
				width := 40
				o.Progress = func(done int) {
					k := done * width / o.Games
					fmt.Fprintf(stderr, "\r[%s%s] %d/%d games", strings.Repeat("#", k), strings.Repeat(".", width-k), done, o.Games)
					if done == o.Games {
						fmt.Fprint(stderr, "\r\033[K")
					}
				}
			}
			rep, err := rheinhessenref.RunSimulation(o)
			if err != nil {
				return err
			}
			return writeSimReport(stdout, rep, plot, asJSON)
		},
	}
	cmd.Flags().Var(phrase.NewIntFlag(&o.Games, 1000), "games", help.Flags["games"])
	cmd.Flags().StringArrayVar(&seats, "seats", []string{"aggressor,balanced,conservative,opportunist"}, help.Flags["seats"])
	cmd.Flags().Var(phrase.NewIntFlag(&o.Seed, 0), "seed", help.Flags["seed"])
	cmd.Flags().BoolVar(&o.Rotate, "rotate", false, help.Flags["rotate"])
	cmd.Flags().Var(phrase.NewIntFlag(&o.Workers, 0), "workers", help.Flags["workers"])
	cmd.Flags().BoolVar(&asJSON, "json", false, help.Flags["json"])
	cmd.Flags().StringVar(&plot, "plot", "", help.Flags["plot"])
	cmd.Flags().StringVar(&personas, "personas", "", help.Flags["personas"])
	return cmd
}

// rheinhessenHand is what a seat's phone shows only to that seat: in a
// virtual game, its hand and the productions it holds (as 'hand' says it);
// nothing at a table with real cards, or for a seat the referee plays.
func rheinhessenHand(home, name, seat string) (string, error) {
	g, err := referee.Open(home, rheinhessenref.GameID, name, rheinhessenref.Rules{}, referee.ReadOnly())
	if err != nil {
		return "", err
	}
	defer g.Close()
	s := g.State()
	i, err := s.PlayerIndex(seat)
	if err != nil || rheinhessenref.PersonPlays(s, i) != nil {
		return "", nil
	}
	if !s.Virtual() {
		return s.PhoneHandNote(), nil
	}
	return s.HandText(i, false), nil
}
