package main

import (
	"encoding/json"
	"io"
	"strconv"
	"strings"

	"github.com/spf13/cobra"

	"boardroom/referee"
	cw "boardroom/referee/corpwar"
	"boardroom/rules/dice"
)

type corpwarAction = referee.Action[*cw.State]

func corpwarCommands(stdout io.Writer) []*cobra.Command {
	spec := &refereeSpec[*cw.State]{
		ID:    cw.GameID,
		Rules: cw.Rules{},
		NewCmd: func(cmd *cobra.Command) func(*cobra.Command, []string) (json.RawMessage, error) {
			var players string
			var physical bool
			r := cw.R()
			cmd.Long = `Start a new game of Corporate Warfare for ` + strconv.Itoa(r.Players.Min) + `-` + strconv.Itoa(r.Players.Max) + ` corporations, in seat order: the
first named plays first (toss a coin for it before you type). The players hold the
special action cards; the referee counts them, never sees a hand, rolls the dice
(seeded and recorded) and keeps the books. With --physical the players roll the
dice and enter them. The game is saved after every action.`
			cmd.Example = `  boardroom corpwar new --players Ann,Bob
  boardroom corpwar new --players Ann,Bob,Cy --name friday --seed 42
  boardroom corpwar new --players Ann,Bob --physical`
			cmd.Flags().StringVar(&players, "players", "", "the players' names in seat order, comma-separated")
			cmd.Flags().BoolVar(&physical, "physical", false, "the players roll the dice; the referee records them")
			return func(cmd *cobra.Command, args []string) (json.RawMessage, error) {
				if players == "" {
					return nil, usagef(cmd, "--players is required, e.g. --players Ann,Bob")
				}
				st, err := cw.ParseSetup(strings.Split(players, ","), physical)
				if err != nil {
					return nil, usagef(cmd, "%v", err)
				}
				return json.Marshal(st)
			}
		},
		Show:  func(w io.Writer, s *cw.State) error { return s.Write(w) },
		JSON:  func(s *cw.State) any { return s.ToView() },
		Verbs: corpwarVerbs(),
		Menu:  cw.Menu,
		View:  cw.TUIView,
	}
	return refereeCommands(spec, stdout)
}

// cwDept passes a department on in its canonical name, or as typed when it
// is none: the referee then refuses it with the rule (exit 1).
func cwDept(s string) string {
	if strings.EqualFold(strings.TrimSpace(s), cw.NewStaff) {
		return cw.NewStaff
	}
	if d, err := cw.ParseDept(s); err == nil {
		return string(d)
	}
	return s
}

func cwCount(cmd *cobra.Command, args []string, at int) (int, error) {
	if len(args) <= at {
		return 1, nil
	}
	n, err := strconv.Atoi(strings.TrimSpace(args[at]))
	if err != nil || n < 1 {
		return 0, usagef(cmd, "N must be a whole number, 1 or more, got %q", args[at])
	}
	return n, nil
}

// cwDice reads dice typed at the table: "4", "3,5,6", "d6=4".
func cwDice(cmd *cobra.Command, flag, s string) ([]int, error) {
	r, err := dice.Parse(s)
	if err != nil {
		return nil, usagef(cmd, "%s %q: %v (write dice like 4, 3,5,6 or d6=4)", flag, s, err)
	}
	if err := r.Check(cw.R().Die); err != nil && r.Sides != 0 {
		return nil, usagef(cmd, "%s %q: %v", flag, s, err)
	}
	if r.Values == nil {
		return []int{}, nil
	}
	return r.Values, nil
}

func cwOptInt(cmd *cobra.Command, name string) (*int, error) {
	if !cmd.Flags().Changed(name) {
		return nil, nil
	}
	n, _ := cmd.Flags().GetInt(name)
	return &n, nil
}

func corpwarVerbs() []verb[*cw.State] {
	depts := "production|research|hr|sales"
	return []verb[*cw.State]{
		{
			Use: "next", Short: "End the current phase and run the automatic steps of the next",
			Long: `End the current phase when the table is ready. Automatic steps run at once: the
market demand roll (start of the Execution Phase), the dice of every corporation
that has not rolled (end of the Execution Phase), and upkeep, layoffs, storage,
the hand limit and the end of the game (end of the Upkeep Phase).`,
			Example: "  boardroom corpwar next",
			Args:    cobra.NoArgs,
			Build: func(cmd *cobra.Command, args []string, s *cw.State) (corpwarAction, error) {
				return &cw.Next{}, nil
			},
		},
		{
			Use: "place <player> <" + depts + "> [N]", Short: "Allocation: put N new employees (default 1) to work in a department, for good",
			Example: "  boardroom corpwar place Ann production 2\n  boardroom corpwar place Bob sales",
			Args:    cobra.RangeArgs(2, 3),
			Build: func(cmd *cobra.Command, args []string, s *cw.State) (corpwarAction, error) {
				n, err := cwCount(cmd, args, 2)
				return &cw.Place{Player: args[0], Dept: cwDept(args[1]), N: n}, err
			},
		},
		{
			Use:   "card <player> <ace|king|queen|jack> [department] [to-department]",
			Short: "Action: play a special action card face up (espionage is 'spy')",
			Long: `Play a special action card from a player's hand:
  ace    Improved Methods on one of your departments (its dice succeed one lower, for good)
  king   Innovation Boost on one of your departments (each success counts double this turn)
  queen  Reconversion: move one employee from a department to another, for good
  jack   Market Research: the demand is 2 higher from this turn on
The action's name works too (improved-methods, boost, reconversion, market-research).`,
			Example: "  boardroom corpwar card Ann ace production\n  boardroom corpwar card Ann king sales\n  boardroom corpwar card Bob queen research sales\n  boardroom corpwar card Bob jack",
			Args:    cobra.RangeArgs(2, 4),
			Build: func(cmd *cobra.Command, args []string, s *cw.State) (corpwarAction, error) {
				a := &cw.PlayCard{Player: args[0], Card: args[1]}
				if c, err := cw.ParseCard(args[1]); err == nil {
					a.Card = string(c)
				}
				if len(args) > 2 {
					a.Dept = cwDept(args[2])
				}
				if len(args) > 3 {
					a.To = cwDept(args[3])
				}
				return a, nil
			},
		},
		{
			Use: "spy <player> <target> <" + depts + ">", Short: "Action: lay a card face down against an opponent's department (Espionage, or a bluff)",
			Example: "  boardroom corpwar spy Ann Bob sales",
			Args:    cobra.ExactArgs(3),
			Build: func(cmd *cobra.Command, args []string, s *cw.State) (corpwarAction, error) {
				return &cw.Spy{Player: args[0], Target: args[1], Dept: cwDept(args[2])}, nil
			},
		},
		{
			Use: "accept <player>", Short: "The target accepts the espionage: the department is disrupted this turn",
			Example: "  boardroom corpwar accept Bob",
			Args:    cobra.ExactArgs(1),
			Build: func(cmd *cobra.Command, args []string, s *cw.State) (corpwarAction, error) {
				return &cw.Accept{Player: args[0]}, nil
			},
		},
		{
			Use:   "call <player> <card turned up>",
			Short: "The target calls the espionage: enter the card turned up (joker, or the bluff's ace|king|queen|jack)",
			Long: `The target calls; turn the face-down card up and enter it. A Joker: the target loses
an employee in that department and it is disrupted this turn. Anything else was a
bluff: the attacker rolls a die and pays that much money, or loses an employee if
they cannot pay (--lose says which: a department or "new").`,
			Example: "  boardroom corpwar call Bob joker\n  boardroom corpwar call Bob queen\n  boardroom corpwar call Bob queen --roll 5 --lose sales   # --physical",
			Args:    cobra.ExactArgs(2),
			Flags: func(cmd *cobra.Command) {
				cmd.Flags().String("roll", "", "with --physical dice: the attacker's penalty die")
				cmd.Flags().String("lose", "", "the attacker's employee to lose if they cannot pay: a department or new (default: new, then the largest department)")
			},
			Build: func(cmd *cobra.Command, args []string, s *cw.State) (corpwarAction, error) {
				a := &cw.Call{Player: args[0], Card: args[1]}
				if c, err := cw.ParseCard(args[1]); err == nil {
					a.Card = string(c)
				}
				if l, _ := cmd.Flags().GetString("lose"); l != "" {
					a.Lose = cwDept(l)
				}
				if rl, _ := cmd.Flags().GetString("roll"); rl != "" {
					v, err := cwDice(cmd, "--roll", rl)
					if err != nil {
						return nil, err
					}
					a.Roll = v
				}
				return a, nil
			},
		},
		{
			Use: "demand <die>", Short: "Execution, --physical: enter the market demand die rolled at the table",
			Example: "  boardroom corpwar demand 4\n  boardroom corpwar demand d6=4",
			Args:    cobra.ExactArgs(1),
			Build: func(cmd *cobra.Command, args []string, s *cw.State) (corpwarAction, error) {
				v, err := cwDice(cmd, "the demand", args[0])
				return &cw.DemandRoll{Dice: v}, err
			},
		},
		{
			Use:   "roll <player>",
			Short: "Execution: roll a corporation's dice (or, --physical, enter them per department)",
			Long: `Roll one die per employee at work in each department that is not disrupted and apply
what they did, in the order Production, Research, HR, Sales. The referee rolls,
unless the game is --physical: then enter the dice rolled per department.
HR's new employees ("if desired") and sales can be capped with --hire and --sell.`,
			Example: "  boardroom corpwar roll Ann\n  boardroom corpwar roll Ann --hire 0\n  boardroom corpwar roll Ann --production 4,6 --sales 5 --research 2   # --physical",
			Args:    cobra.ExactArgs(1),
			Flags: func(cmd *cobra.Command) {
				for _, d := range cw.R().Depts {
					cmd.Flags().String(string(d), "", "with --physical dice: the dice rolled for "+cw.R().DeptName(d)+", e.g. 3,5,6")
				}
				cmd.Flags().Int("hire", 0, "take at most N new employees from HR's successes")
				cmd.Flags().Int("sell", 0, "sell at most N products")
			},
			Build: func(cmd *cobra.Command, args []string, s *cw.State) (corpwarAction, error) {
				a := &cw.Roll{Player: args[0]}
				for _, d := range cw.R().Depts {
					v, _ := cmd.Flags().GetString(string(d))
					if !cmd.Flags().Changed(string(d)) {
						continue
					}
					vals, err := cwDice(cmd, "--"+string(d), v)
					if err != nil {
						return nil, err
					}
					if a.Dice == nil {
						a.Dice = map[cw.Dept][]int{}
					}
					a.Dice[d] = vals
				}
				var err error
				if a.Hire, err = cwOptInt(cmd, "hire"); err != nil {
					return nil, err
				}
				a.Sell, err = cwOptInt(cmd, "sell")
				return a, err
			},
		},
		{
			Use: "fire <player> <" + depts + "|new> [N]", Short: "Upkeep: let N employees (default 1) go before upkeep is paid",
			Example: "  boardroom corpwar fire Ann research\n  boardroom corpwar fire Bob new 2",
			Args:    cobra.RangeArgs(2, 3),
			Build: func(cmd *cobra.Command, args []string, s *cw.State) (corpwarAction, error) {
				n, err := cwCount(cmd, args, 2)
				return &cw.Fire{Player: args[0], From: cwDept(args[1]), N: n}, err
			},
		},
	}
}
