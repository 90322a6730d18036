package main

import (
	"encoding/json"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/spf13/cobra"

	"boardroom/referee"
	rr "boardroom/referee/rigs"
	rules "boardroom/rules/rigs"
)

type rigsAction = referee.Action[*rr.State]

func rigsRefereeCommands(stdout io.Writer) []*cobra.Command {
	spec := &refereeSpec[*rr.State]{
		ID:    rr.GameID,
		Rules: rr.Rules{},
		NewCmd: func(cmd *cobra.Command) func(*cobra.Command, []string) (json.RawMessage, error) {
			var players string
			var physical bool
			cmd.Long = `Start a new game of R.I.G.S. for 2-4 players, in seat order. The referee draws
cards and rolls dice (seeded and recorded) and tells you which physical card to
take; with --physical the players draw and roll and tell the referee, which refuses
draws the decks cannot hold. The game is saved after every action.`
			cmd.Example = `  boardroom rigs new --players Ann,Bob,Cy
  boardroom rigs new --players Ann,Bob --name friday --seed 42
  boardroom rigs new --players Ann,Bob,Cy,Dee --physical`
			cmd.Flags().StringVar(&players, "players", "", "the players' names in seat order, comma-separated (2-4)")
			cmd.Flags().BoolVar(&physical, "physical", false, "the players draw the cards and roll the dice; the referee records them")
			return func(cmd *cobra.Command, args []string) (json.RawMessage, error) {
				if players == "" {
					return nil, usagef(cmd, "--players is required, e.g. --players Ann,Bob,Cy")
				}
				st, err := rr.ParseSetup(strings.Split(players, ","), physical)
				if err != nil {
					return nil, usagef(cmd, "%v", err)
				}
				return json.Marshal(st)
			}
		},
		Show:  func(w io.Writer, s *rr.State) error { return s.Write(w) },
		JSON:  func(s *rr.State) any { return s.ToView() },
		Verbs: rigsVerbs(),
		Menu:  rr.Menu,
		View:  rr.TUIView,
	}
	// Without --physical, `new` deals the starting plots at once.
	spec.Start = func(s *rr.State) rigsAction {
		if s.Physical {
			return nil
		}
		return &rr.Next{}
	}
	cmds := refereeCommands(spec, stdout)
	// After `new`: the printed plot cards carry a write-in # box.
	for _, c := range cmds {
		if c.Name() != "new" {
			continue
		}
		run := c.RunE
		c.RunE = func(cmd *cobra.Command, args []string) error {
			if err := run(cmd, args); err != nil {
				return err
			}
			if asJSON, _ := cmd.Flags().GetBool("json"); !asJSON {
				physical, _ := cmd.Flags().GetBool("physical")
				fmt.Fprintln(stdout, plotNumberNote(physical))
			}
			return nil
		}
	}
	return cmds
}

// plotNumberNote tells the table to number the plot cards as the referee does.
func plotNumberNote(physical bool) string {
	note := "Plot cards: write each plot's number (#1-#27, as the referee names plots) in the # box of its card as it is dealt"
	if physical {
		return note + "."
	}
	return note + ": the starting plots above now, the others as they come."
}

func intArg(cmd *cobra.Command, s, what string) (int, error) {
	n, err := strconv.Atoi(strings.TrimSpace(s))
	if err != nil {
		return 0, usagef(cmd, "%s must be a whole number, got %q", what, s)
	}
	if n > 1_000_000 || n < -1_000_000 {
		return 0, usagef(cmd, "%s must be a table's number (at most a million), got %d", what, n)
	}
	return n, nil
}

func optN(cmd *cobra.Command, args []string, at int) (int, error) {
	if len(args) <= at {
		return 1, nil
	}
	n, err := intArg(cmd, args[at], "N")
	if err != nil {
		return 0, err
	}
	if n < 1 {
		return 0, usagef(cmd, "N must be 1 or more, got %d", n)
	}
	return n, nil
}

func plotArg(cmd *cobra.Command, s string) (int, error) {
	if strings.EqualFold(s, "warehouse") || strings.EqualFold(s, "w") {
		return 0, nil
	}
	n, err := rr.ParsePlotRef(s)
	if err != nil {
		return 0, usagef(cmd, "%v, or warehouse", err)
	}
	return n, nil
}

func resArg(cmd *cobra.Command, s string) (rules.Resource, error) {
	r, err := rr.ParseResource(s)
	if err != nil {
		return "", usagef(cmd, "%v", err)
	}
	return r, nil
}

// vinnieArgs parses "<player> <resource> [N]" for loan and repay.
func vinnieArgs(make func(string, rules.Resource, int) rigsAction) func(*cobra.Command, []string, *rr.State) (rigsAction, error) {
	return func(cmd *cobra.Command, args []string, _ *rr.State) (rigsAction, error) {
		res, err := resArg(cmd, args[1])
		if err != nil {
			return nil, err
		}
		n, err := optN(cmd, args, 2)
		if err != nil {
			return nil, err
		}
		return make(args[0], res, n), nil
	}
}

func rigsVerbs() []verb[*rr.State] {
	return []verb[*rr.State]{
		{
			Use: "next", Short: "End the current phase and run the automatic steps of the next",
			Long: `End the current phase when the table is ready. Automatic steps run at once: the
starting plots and the Expedition Leader (setup), the Karma hand limit (end of the
Player Phase), the Disaster cards (Disaster Phase), the Final Call and production
(end of the Production Phase), the Land Grant draw (Player Phase), and the end of
the game after the last Market Phase.`,
			Example: "  boardroom rigs next",
			Args:    cobra.NoArgs,
			Build: func(cmd *cobra.Command, args []string, s *rr.State) (rigsAction, error) {
				return &rr.Next{}, nil
			},
		},
		{
			Use: "grant <player> <plains|valley|forest|desert|ridge>", Short: "Land Grant: the Expedition Leader's pick (or, --physical, record a plot drawn)",
			Example: "  boardroom rigs grant Ann valley\n  boardroom rigs grant Ann valley --order Cy,Bob",
			Args:    cobra.ExactArgs(2),
			Flags: func(cmd *cobra.Command) {
				cmd.Flags().String("order", "", "who draws next from the rest, comma-separated (default: seat order after the leader)")
			},
			Build: func(cmd *cobra.Command, args []string, s *rr.State) (rigsAction, error) {
				t, err := rr.ParsePlotType(args[1])
				if err != nil {
					return nil, usagef(cmd, "%v", err)
				}
				a := &rr.Grant{Player: args[0], Type: t}
				if o, _ := cmd.Flags().GetString("order"); o != "" {
					a.Order = strings.Split(o, ",")
				}
				return a, nil
			},
		},
		{
			Use: "rolloff <die>...", Short: "Record the dice of a roll-off for Expedition Leader (--physical): one per tied player, in the order listed",
			Long: `With --physical the table rolls the roll-off for Expedition Leader: when players tie
on their plots, the referee lists them and waits. Each tied player rolls one die;
enter the dice in the order the referee listed the players. The highest roll leads;
players tied on the highest roll roll again.`,
			Example: "  boardroom rigs rolloff 5 2\n  boardroom rigs rolloff 3,6,1",
			Args:    cobra.MinimumNArgs(1),
			Build: func(cmd *cobra.Command, args []string, s *rr.State) (rigsAction, error) {
				a := &rr.RollOff{}
				for _, arg := range args {
					for _, x := range strings.Split(arg, ",") {
						if strings.TrimSpace(x) == "" {
							continue
						}
						d, err := intArg(cmd, x, "a die")
						if err != nil {
							return nil, err
						}
						a.Rolls = append(a.Rolls, d)
					}
				}
				return a, nil
			},
		},
		{
			Use: "survey <player> <plot> [yield]", Short: "Survey a plot for 1 Supply (the yield only with --physical decks)",
			Example: "  boardroom rigs survey Ann 3\n  boardroom rigs survey Ann 3 2     # physical: the card drawn shows yield 2",
			Args:    cobra.RangeArgs(2, 3),
			Build: func(cmd *cobra.Command, args []string, s *rr.State) (rigsAction, error) {
				pl, err := rr.ParsePlotRef(args[1])
				if err != nil {
					return nil, usagef(cmd, "%v", err)
				}
				a := &rr.Survey{Player: args[0], Plot: pl}
				if len(args) == 3 {
					y, err := intArg(cmd, args[2], "yield")
					if err != nil {
						return nil, err
					}
					a.Yield = &y
				}
				return a, nil
			},
		},
		{
			Use: "build <player> [N]", Short: "Build N RIGS (2 Metal each) into the warehouse",
			Example: "  boardroom rigs build Bob 2",
			Args:    cobra.RangeArgs(1, 2),
			Build: func(cmd *cobra.Command, args []string, s *rr.State) (rigsAction, error) {
				n, err := optN(cmd, args, 1)
				return &rr.Build{Player: args[0], N: n}, err
			},
		},
		{
			Use: "move <player> <from> <to> [N]", Short: "Move RIGS between the warehouse and plots (1 Supply each)",
			Example: "  boardroom rigs move Ann warehouse 3 2\n  boardroom rigs move Ann 3 5",
			Args:    cobra.RangeArgs(3, 4),
			Build: func(cmd *cobra.Command, args []string, s *rr.State) (rigsAction, error) {
				from, err := plotArg(cmd, args[1])
				if err != nil {
					return nil, err
				}
				to, err := plotArg(cmd, args[2])
				if err != nil {
					return nil, err
				}
				n, err := optN(cmd, args, 3)
				return &rr.Move{Player: args[0], From: from, To: to, N: n}, err
			},
		},
		{
			Use: "configure <player> <plot> <energy|supplies|metal|luxuries>", Short: "Set what a plot's RIGS harvest (RIGS on it move: 1 Supply each)",
			Example: "  boardroom rigs configure Ann 3 energy",
			Args:    cobra.ExactArgs(3),
			Build: func(cmd *cobra.Command, args []string, s *rr.State) (rigsAction, error) {
				pl, err := rr.ParsePlotRef(args[1])
				if err != nil {
					return nil, usagef(cmd, "%v", err)
				}
				res, err := resArg(cmd, args[2])
				return &rr.Configure{Player: args[0], Plot: pl, Resource: res}, err
			},
		},
		{
			Use: "give <from> <to> <credits|energy|supplies|metal|luxuries|rigs|plot> <N>", Short: "A deal: give credits, resources, RIGS or a plot (N = plot number) to another player",
			Example: "  boardroom rigs give Ann Bob credits 20\n  boardroom rigs give Bob Ann energy 2\n  boardroom rigs give Ann Bob plot 4",
			Args:    cobra.ExactArgs(4),
			Build: func(cmd *cobra.Command, args []string, s *rr.State) (rigsAction, error) {
				what := strings.ToLower(args[2])
				switch what {
				case "credit", "credits":
					what = "credits"
				case "rigs", "plot":
				default:
					r, err := resArg(cmd, what)
					if err != nil {
						return nil, err
					}
					what = string(r)
				}
				var n int
				var err error
				if what == "plot" {
					n, err = rr.ParsePlotRef(args[3])
					if err != nil {
						return nil, usagef(cmd, "%v", err)
					}
				} else if n, err = intArg(cmd, args[3], "N"); err != nil {
					return nil, err
				}
				return &rr.Give{From: args[0], To: args[1], What: what, N: n}, nil
			},
		},
		{
			Use: "loan <player> <energy|supplies|metal> [N]", Short: "Borrow from Vinnie (1 per plot owned per phase; owe 2 each, 4 at the end)",
			Example: "  boardroom rigs loan Cy energy 2",
			Args:    cobra.RangeArgs(2, 3),
			Build:   vinnieArgs(func(p string, r rules.Resource, n int) rigsAction { return &rr.Loan{Player: p, Resource: r, N: n} }),
		},
		{
			Use: "repay <player> <energy|supplies|metal> [N]", Short: "Pay Vinnie back N script (2 of the resource each, Player Phase)",
			Example: "  boardroom rigs repay Cy energy 1",
			Args:    cobra.RangeArgs(2, 3),
			Build:   vinnieArgs(func(p string, r rules.Resource, n int) rigsAction { return &rr.Repay{Player: p, Resource: r, N: n} }),
		},
		{
			Use: "disaster <player> [title]", Short: "Resolve a player's Disaster card (the title only with --physical decks)",
			Example: "  boardroom rigs disaster Ann\n  boardroom rigs disaster Ann --rigs-from 3\n  boardroom rigs disaster Ann \"Theft!\"     # physical",
			Args:    cobra.RangeArgs(1, 2),
			Flags: func(cmd *cobra.Command) {
				cmd.Flags().String("rigs-from", "", "where a lost RIGS comes from, the victim's choice: warehouse or a plot number holding one (default: warehouse, then the fullest plot)")
			},
			Build: func(cmd *cobra.Command, args []string, s *rr.State) (rigsAction, error) {
				a := &rr.DisasterAction{Player: args[0]}
				if len(args) == 2 {
					a.Title = args[1]
				}
				if f, _ := cmd.Flags().GetString("rigs-from"); f != "" {
					n, err := plotArg(cmd, f)
					if err != nil {
						return nil, err
					}
					a.RigsFrom = n
				}
				return a, nil
			},
		},
		{
			Use: "power <player> [plot...]", Short: "Choose which plots get Energy this Production Phase, in order (none: the referee chooses)",
			Example: "  boardroom rigs power Ann 3 1",
			Args:    cobra.MinimumNArgs(1),
			Build: func(cmd *cobra.Command, args []string, s *rr.State) (rigsAction, error) {
				a := &rr.Power{Player: args[0]}
				for _, x := range args[1:] {
					n, err := rr.ParsePlotRef(x)
					if err != nil {
						return nil, usagef(cmd, "%v", err)
					}
					a.Plots = append(a.Plots, n)
				}
				return a, nil
			},
		},
		{
			Use: "market [spike|high|normal|low]", Short: "Draw this round's Market card (or record the card drawn, --physical)",
			Example: "  boardroom rigs market\n  boardroom rigs market high     # physical",
			Args:    cobra.MaximumNArgs(1),
			Build: func(cmd *cobra.Command, args []string, s *rr.State) (rigsAction, error) {
				a := &rr.MarketDraw{}
				if len(args) == 1 {
					lv, err := rr.ParseLevel(args[0])
					if err != nil {
						return nil, usagef(cmd, "%v", err)
					}
					a.Level = lv
				}
				return a, nil
			},
		},
		{
			Use: "sell <player> [N|all]", Short: "Sell Luxuries at this round's price",
			Example: "  boardroom rigs sell Ann all\n  boardroom rigs sell Bob 2",
			Args:    cobra.RangeArgs(1, 2),
			Build: func(cmd *cobra.Command, args []string, s *rr.State) (rigsAction, error) {
				a := &rr.Sell{Player: args[0]}
				if len(args) == 2 && !strings.EqualFold(args[1], "all") {
					n, err := optN(cmd, args, 1)
					if err != nil {
						return nil, err
					}
					a.N = n
				}
				return a, nil
			},
		},
		{
			Use: "karma <title> <player>", Short: "Play a Karma card; cards that change tracked numbers are applied exactly",
			Long: `Play a Karma card from a player's hand. The referee applies by name the cards that
change what it tracks (RIGS, resources, credits, Karma hands, production, prices);
for the others the card leaves the hand and the table resolves it, recording any
tracked change with 'adjust'.

Each Karma card exists once: a played card lies on the Karma discard pile until
the deck runs out and the pile is reshuffled, and cannot be played before then.
Cards put out into play (Recycling, Parts Shop, R.I.G.S. Alarm System, I've Got a
Donk, Push, Pull, or Drag) lie in front of their owner, outside the hand; the same
command with the same title uses such a card (cash in Recycling, roll for Parts
Shop or a protection, discard Push, Pull, or Drag for a RIGS after one of yours is
destroyed).`,
			Example: "  boardroom rigs karma \"Left the Light On\" Ann --victim Bob\n  boardroom rigs karma \"Blowout!\" Ann --victim Bob --plot 4\n  boardroom rigs karma \"Ridiculous Efficiency\" Cy\n  boardroom rigs karma \"I WANT THAT!\" Ann --victim Bob,Cy --resource metal\n  boardroom rigs karma Ruins Cy --take supplies=2,metal\n  boardroom rigs karma \"Swap Meet\" Bob --give energy=4 --take metal=4\n  boardroom rigs karma \"Identity Theft\" Bob --victim Ann --choice card\n  boardroom rigs karma \"Rough Storm\" Ann --lose Ann=supplies --lose Bob=metal,energy\n  boardroom rigs karma \"I Ain't Going Alone\" Ann --victim Bob --give energy=2 --cards 1\n  boardroom rigs karma \"Triangulation Drift\" Cy --plot 4 --dest 9,9,Cy",
			Args:    cobra.ExactArgs(2),
			Flags: func(cmd *cobra.Command) {
				cmd.Flags().String("victim", "", "the player the card targets (I WANT THAT!: several, comma-separated)")
				cmd.Flags().String("plot", "", "the plot the card names")
				cmd.Flags().String("plot2", "", "Survey Typo: the other plot")
				cmd.Flags().String("to", "", "\"Record Not Found\": the new owner the Expedition Leader names")
				cmd.Flags().String("resource", "", "the resource type the card names")
				cmd.Flags().String("resources", "", "Poker Night: the resource types rolled for, comma-separated")
				cmd.Flags().Int("roll", 0, "with physical dice: the die rolled")
				cmd.Flags().String("rolls", "", "with physical dice: several dice, comma-separated, in order")
				cmd.Flags().String("take", "", "Ruins, Swap Meet: resources taken, e.g. supplies=2,metal (a bare type takes the rest)")
				cmd.Flags().String("give", "", "Swap Meet: resources returned; I Ain't Going Alone: resources you discard for the victim to match, e.g. energy=3")
				cmd.Flags().Int("cards", 0, "I Ain't Going Alone: Karma cards you discard for the victim to match")
				cmd.Flags().String("choice", "", "Identity Theft: the victim's pick, draw (3 Karma cards now) or card (this card next round)")
				cmd.Flags().StringArray("lose", nil, "Rough Storm: the order in which a player discards, e.g. --lose Ann=supplies,energy (repeat per player; default Energy, Supplies, Metal, Luxuries)")
				cmd.Flags().String("dest", "", "Triangulation Drift: where each RIGS of the plot goes, comma-separated: a plot number, or a player's name for their warehouse")
			},
			Build: func(cmd *cobra.Command, args []string, s *rr.State) (rigsAction, error) {
				a := &rr.Karma{Title: args[0], Player: args[1]}
				a.Victim, _ = cmd.Flags().GetString("victim")
				a.Cards, _ = cmd.Flags().GetInt("cards")
				if c, _ := cmd.Flags().GetString("choice"); c != "" {
					a.Choice = strings.ToLower(strings.TrimSpace(c))
					if a.Choice != "draw" && a.Choice != "card" {
						return nil, usagef(cmd, "--choice is draw or card, got %q", c)
					}
				}
				if d, _ := cmd.Flags().GetString("dest"); d != "" {
					for _, x := range strings.Split(d, ",") {
						a.Dest = append(a.Dest, strings.TrimSpace(x))
					}
				}
				lose, _ := cmd.Flags().GetStringArray("lose")
				for _, l := range lose {
					who, order, ok := strings.Cut(l, "=")
					if !ok || strings.TrimSpace(who) == "" {
						return nil, usagef(cmd, "--lose wants player=resource,resource, e.g. Ann=supplies,energy; got %q", l)
					}
					if a.Lose == nil {
						a.Lose = map[string][]rules.Resource{}
					}
					for _, x := range strings.Split(order, ",") {
						r, err := resArg(cmd, x)
						if err != nil {
							return nil, err
						}
						a.Lose[strings.TrimSpace(who)] = append(a.Lose[strings.TrimSpace(who)], r)
					}
				}
				a.To, _ = cmd.Flags().GetString("to")
				a.Roll, _ = cmd.Flags().GetInt("roll")
				if v, _ := cmd.Flags().GetString("resource"); v != "" {
					r, err := resArg(cmd, v)
					if err != nil {
						return nil, err
					}
					a.Resource = r
				}
				if v, _ := cmd.Flags().GetString("resources"); v != "" {
					for _, x := range strings.Split(v, ",") {
						r, err := resArg(cmd, x)
						if err != nil {
							return nil, err
						}
						a.Resources = append(a.Resources, r)
					}
				}
				if v, _ := cmd.Flags().GetString("rolls"); v != "" {
					for _, x := range strings.Split(v, ",") {
						d, err := intArg(cmd, x, "a die")
						if err != nil {
							return nil, err
						}
						a.Rolls = append(a.Rolls, d)
					}
				}
				for flag, dst := range map[string]*[]rr.Amount{"take": &a.Take, "give": &a.Give} {
					if v, _ := cmd.Flags().GetString(flag); v != "" {
						am, err := rr.ParseAmounts(v)
						if err != nil {
							return nil, usagef(cmd, "--%s: %v", flag, err)
						}
						*dst = am
					}
				}
				if p, _ := cmd.Flags().GetString("plot2"); p != "" {
					n, err := rr.ParsePlotRef(p)
					if err != nil {
						return nil, usagef(cmd, "%v", err)
					}
					a.Plot2 = n
				}
				if p, _ := cmd.Flags().GetString("plot"); p != "" {
					n, err := rr.ParsePlotRef(p)
					if err != nil {
						return nil, usagef(cmd, "%v", err)
					}
					a.Plot = n
				}
				return a, nil
			},
		},
		{
			Use: "swap <player> [card-title]", Short: "Safe! (or a Disaster that did not hit you): discard 1 Karma card and draw 1",
			Long: `In the Disaster Phase a player whose Disaster card brought no Karma card (Safe!,
or nothing lost) may discard 1 Karma card and draw 1, once. Naming the card put on
the discard pile lets the referee refuse it until the pile is reshuffled.`,
			Example: "  boardroom rigs swap Ann \"Left the Light On\"\n  boardroom rigs swap Ann",
			Args:    cobra.RangeArgs(1, 2),
			Build: func(cmd *cobra.Command, args []string, s *rr.State) (rigsAction, error) {
				a := &rr.Swap{Player: args[0]}
				if len(args) == 2 {
					a.Title = args[1]
				}
				return a, nil
			},
		},
		{
			Use: "adjust <player> <credits|energy|supplies|metal|luxuries|karma|rigs|rigs:PLOT> <+N|-N>", Short: "Change a tracked number by agreement of the table (logged with --reason)",
			Example: "  boardroom rigs adjust Ann supplies -2 --reason \"I Ain't Going Alone\"\n  boardroom rigs adjust Bob rigs:4 -1 --reason \"Triangulation Drift\"   # RIGS on plot #4",
			Args:    cobra.ExactArgs(3),
			Flags: func(cmd *cobra.Command) {
				cmd.Flags().String("reason", "", "why (required): the card or the agreement")
			},
			Build: func(cmd *cobra.Command, args []string, s *rr.State) (rigsAction, error) {
				d, err := intArg(cmd, args[2], "the change")
				if err != nil {
					return nil, err
				}
				reason, _ := cmd.Flags().GetString("reason")
				if strings.TrimSpace(reason) == "" {
					return nil, usagef(cmd, "--reason is required")
				}
				return &rr.Adjust{Player: args[0], What: strings.ToLower(args[1]), Delta: d, Reason: reason}, nil
			},
		},
		{
			Use: "end", Short: "End the game with --physical decks: record the End Market cards and resource dice",
			Example: "  boardroom rigs end --plains normal --valley low --forest high,low --desert spike,normal --ridge low,low --dice 4,2,5",
			Args:    cobra.NoArgs,
			Flags: func(cmd *cobra.Command) {
				for _, t := range rules.Load().Plots {
					cmd.Flags().String(strings.ToLower(t.Type), "", fmt.Sprintf("the %d End Market card%s drawn for %s, comma-separated", t.EndMarketCards, map[bool]string{true: "s", false: ""}[t.EndMarketCards > 1], t.Type))
				}
				cmd.Flags().String("dice", "", "the Energy, Supplies and Metal dice, e.g. 4,2,5")
			},
			Build: func(cmd *cobra.Command, args []string, s *rr.State) (rigsAction, error) {
				a := &rr.End{Cards: map[string][]string{}, Dice: map[rules.Resource]int{}}
				for _, t := range rules.Load().Plots {
					v, _ := cmd.Flags().GetString(strings.ToLower(t.Type))
					if v != "" {
						a.Cards[t.Type] = strings.Split(v, ",")
					}
				}
				d, _ := cmd.Flags().GetString("dice")
				parts := strings.Split(d, ",")
				if len(parts) != 3 {
					return nil, usagef(cmd, "--dice needs three rolls: Energy,Supplies,Metal, e.g. 4,2,5")
				}
				for k, res := range rules.Basic {
					n, err := intArg(cmd, parts[k], "a die")
					if err != nil {
						return nil, err
					}
					a.Dice[res] = n
				}
				return a, nil
			},
		},
	}
}
