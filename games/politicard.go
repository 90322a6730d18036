package games

import (
	"fmt"
	"io"
	"slices"
	"strings"
	"text/tabwriter"

	"github.com/spf13/cobra"

	"boardroom/atomicfile"
	"boardroom/printables"
	pcprint "boardroom/printables/politicard"
	"boardroom/referee"
	pcref "boardroom/referee/politicard"
	"boardroom/referee/spec"
	"boardroom/rules/politicard"
)

// politicardGame is Politicard: its card pool, the deck checker, its print
// set and its referee.
func politicardGame() Game {
	r := politicard.Load()
	return Game{
		ID: "politicard", Title: r.Game, MinPlayers: r.Players.Min, MaxPlayers: r.Players.Max,
		Summary:    "best-of-three political card duel: influence rows, AP, instants and face-down interventions",
		Components: pcprint.Components,
		PrintFields: []referee.Field{
			{Name: "deck", Flag: true, Help: "print this deck's cards (a deck file, a sample deck's name, or pool), with the mats and the reference sheet"},
			{Name: "names", Flag: true, Help: "a YAML file of card id -> your group's own name for it"},
		},
		ComponentsWith: politicardPrintSet,
		Aliases:        map[string]string{"card": "cards", "deck": "cards", "mat": "mats", "sheet": "reference"},
		PrintExamples: []string{
			"--list                         # components, counts and pages",
			"cards -o pool.pdf              # all 133 cards, one of each",
			"tempo control -o samples.pdf   # the two sample decks, 25 cards each",
			"mats reference -o table.pdf    # the play mats and the reference sheet",
			"--deck ann.yaml -o ann.pdf     # one deck (a file, or a sample: --deck tempo), mats and sheet",
			"--names ours.yaml -o pool.pdf  # everything, with your group's own names",
		},
		Referee: func() spec.Handle { return spec.New(pcref.Spec()) },
		Tools: func(stdout io.Writer) []*cobra.Command {
			return []*cobra.Command{newPoliticardDeckCmd(stdout)}
		},
	}
}

func newPoliticardDeckCmd(stdout io.Writer) *cobra.Command {
	cmd := &cobra.Command{
		Use:     "deck",
		Short:   "Check a deck file, list the card pool (print a deck with 'print --deck FILE')",
		Example: "  boardroom politicard deck check ann.yaml\n  boardroom politicard deck list --type intervention\n  boardroom politicard print --deck ann.yaml -o ann.pdf",
	}
	cmd.AddCommand(newPoliticardDeckCheckCmd(stdout), newPoliticardDeckListCmd(stdout))
	return cmd
}

func newPoliticardDeckCheckCmd(stdout io.Writer) *cobra.Command {
	var names string
	var asJSON bool
	r := politicard.Load()
	cmd := &cobra.Command{
		Use:   "check <file>",
		Short: "Check a deck file against the deck rules: every violation, with its line",
		Long: fmt.Sprintf(`Check a deck file: exactly %d cards, at most %d HP, at most %d copies of a card and %d of a
cost-tier-%d card, every card in the pool. Every violation is listed with the file and
line; the exit status is 1 when there is one. A sample deck's name (%s) checks that deck.

A deck file is a YAML list, each line a card by id or name:

  - id: G4
    copies: 2
  - Spin Doctor
  - {name: Whistleblower, copies: 1}`, r.Deck.Size, r.Deck.Budget, r.Deck.Copies, r.Deck.CopiesTopTier, r.Deck.TopTier, strings.Join(r.SampleNames(), ", ")),
		Example: "  boardroom politicard deck check ann.yaml\n  boardroom politicard deck check tempo --json",
		Args: func(cmd *cobra.Command, args []string) error {
			if len(args) != 1 {
				return referee.Usagef("deck check takes one deck: a file or a sample deck's name (got %d arguments)", len(args))
			}
			return nil
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			n, err := pcref.LoadNames(names)
			if err != nil {
				return err
			}
			var d politicard.Deck
			var problems []string
			if sd, ok := r.Sample(args[0]); ok {
				d = sd.Deck()
				problems = r.Violations(d)
			} else {
				data, err := atomicfile.ReadFile(args[0], "deck file", atomicfile.MaxText)
				if atomicfile.IsRefused(err) {
					return err
				}
				if err != nil {
					return referee.Usagef("cannot read the deck: %v", err)
				}
				d, problems = r.CheckDeckFile(args[0], data, n)
			}
			if asJSON {
				if problems == nil {
					problems = []string{}
				}
				if err := spec.WriteJSON(stdout, map[string]any{"deck": args[0], "cards": d.Size(), "hp": r.HP(d),
					"legal": len(problems) == 0, "violations": problems}); err != nil {
					return err
				}
			} else {
				for _, p := range problems {
					fmt.Fprintln(stdout, p)
				}
			}
			if len(problems) > 0 {
				return fmt.Errorf("refused: the deck %s is not legal: %s (%s)", args[0], referee.Plural(len(problems), "violation", "violations"), r.Cite("deck"))
			}
			if !asJSON {
				fmt.Fprintf(stdout, "%s: legal, %d cards, %d of %d HP.\n", args[0], d.Size(), r.HP(d), r.Deck.Budget)
			}
			return nil
		},
	}
	cmd.Flags().StringVar(&names, "names", "", "a YAML file of card id -> your own name for it")
	cmd.Flags().BoolVar(&asJSON, "json", false, "print JSON for scripts")
	return cmd
}

func newPoliticardDeckListCmd(stdout io.Writer) *cobra.Command {
	var types []string
	var names string
	var asJSON bool
	r := politicard.Load()
	cmd := &cobra.Command{
		Use:     "list",
		Short:   "List the card pool with its stats",
		Example: "  boardroom politicard deck list --type government\n  boardroom politicard deck list --type instant,intervention --json",
		Args: func(cmd *cobra.Command, args []string) error {
			if len(args) > 0 {
				return referee.Usagef("deck list takes no arguments (got %q); filter with --type", args[0])
			}
			return nil
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			for _, t := range types {
				if !slices.Contains(politicard.Types, t) {
					return referee.Usagef("--type %q: one of %s", t, strings.Join(politicard.Types, ", "))
				}
			}
			n, err := pcref.LoadNames(names)
			if err != nil {
				return err
			}
			var out []politicard.Card
			for _, c := range r.Cards {
				if len(types) == 0 || slices.Contains(types, c.Type) {
					c.Name = r.Name(c.ID, n)
					out = append(out, c)
				}
			}
			if asJSON {
				return spec.WriteJSON(stdout, out)
			}
			tw := tabwriter.NewWriter(stdout, 0, 0, 2, ' ', 0)
			fmt.Fprintln(tw, "ID\tNAME\tTYPE\tHP\tPOWER\tTIER\tKEYWORDS\tEFFECT")
			for _, c := range out {
				power, tier := "", fmt.Sprint(c.CostTier)
				if c.Type == politicard.Government {
					power, tier = fmt.Sprint(c.Power), fmt.Sprintf("T%d", c.Tier)
				}
				text := c.Text
				if c.Type == politicard.Intervention {
					text = c.TriggerText + " -> " + c.Text
				}
				if c.Type == politicard.Ongoing {
					text = "(" + c.Slot + " slot) " + text
				}
				name := c.Name
				if c.Role != "" {
					name += ", " + c.Role
				}
				fmt.Fprintf(tw, "%s\t%s\t%s\t%d\t%s\t%s\t%s\t%s\n", c.ID, name, c.Type, c.HP, power, tier, strings.Join(c.Keywords, " "), text)
			}
			return tw.Flush()
		},
	}
	cmd.Flags().StringSliceVar(&types, "type", nil, "only these types: "+strings.Join(politicard.Types, ", "))
	cmd.Flags().StringVar(&names, "names", "", "a YAML file of card id -> your own name for it")
	cmd.Flags().BoolVar(&asJSON, "json", false, "print JSON for scripts")
	return cmd
}

// politicardPrintSet is the print set for `print --deck FILE --names FILE`:
// the deck's cards (each as many times as the deck holds it; "pool" is one
// of each), the mats and the reference sheet, with the group's own names.
func politicardPrintSet(v referee.Values) ([]*printables.Component, error) {
	n, err := pcref.LoadNames(v.String("names"))
	if err != nil {
		return nil, err
	}
	all, err := pcprint.Set(n)
	if err != nil {
		return nil, err
	}
	ref := v.String("deck")
	if ref == "" {
		return all, nil
	}
	var d politicard.Deck
	if ref == "pool" {
		d.Name = "pool"
		for _, c := range politicard.Load().Cards {
			d.Entries = append(d.Entries, politicard.DeckLine{ID: c.ID, Copies: 1})
		}
	} else if d, err = pcref.LoadDeck(ref, n); err != nil {
		return nil, err
	}
	deck, err := pcprint.DeckComponents(d, n)
	if err != nil {
		return nil, err
	}
	return append(deck, all[len(all)-2:]...), nil // the mats and the reference sheet
}
