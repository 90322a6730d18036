package games

import (
	"errors"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"

	"github.com/spf13/cobra"

	"boardroom/atomicfile"
	"boardroom/printables"
	politicardprint "boardroom/printables/politicard"
	"boardroom/referee"
	politicardref "boardroom/referee/politicard"
	"boardroom/referee/spec"
	"boardroom/referee/verb"
	politicardrules "boardroom/rules/politicard"

	"boardroom/phrase"
	"boardroom/phrase/msg"
)

// politicardInfo is what lists and help show of Politicard without loading its rules
// (TestInfoMatchesRules keeps it equal to the rules data).
var politicardInfo = Info{
	ID: "politicard", Title: "Politicard", MinPlayers: 2, MaxPlayers: 2, Language: "en",
	Solo:    "solo.politicard",
	Summary: "summary.politicard",
}

// politicardGame is Politicard: its card pool, the deck checker, its print
// set and its referee.
func politicardGame() Game {
	r := politicardrules.Load()
	return Game{
		ID: "politicard", Title: r.Game, MinPlayers: r.Players.Min, MaxPlayers: r.Players.Max,
		Solo:            politicardInfo.Solo,
		Language:        string(r.Language),
		Summary:         politicardInfo.Summary,
		Components:      func(l msg.Lang) ([]*printables.Component, error) { return politicardprint.Set(nil, l) },
		PrintFields:     politicardref.PrintFields(msg.EN),
		PrintFieldsIn:   politicardref.PrintFields,
		ComponentsWith:  politicardPrintSet,
		Aliases:         map[string]string{"card": "cards", "deck": "cards", "mat": "mats", "sheet": "reference"},
		PrintExamplesIn: politicardref.PrintExamples,
		Referee:         func() spec.Handle { return spec.New(politicardref.Spec()) },
		Display:         politicardDisplay, DisplayStyle: politicardDisplayStyle, DisplayLabels: politicardref.DisplayLabels(),
		Tools: func(stdout io.Writer, _ msg.Lang) []*cobra.Command { // none acts on a saved game
			return []*cobra.Command{newPoliticardDeckCmd(stdout), newPoliticardSimulateCmd(stdout, os.Stderr)}
		},
	}
}

func newPoliticardDeckCmd(stdout io.Writer) *cobra.Command {
	cmd := &cobra.Command{
		Use:     "deck",
		Short:   politicardref.Tool(politicardref.ToolLang(), "deck").Short,
		Example: "  boardroom politicard deck show tempo\n  boardroom politicard deck sample tempo -o ann.yaml\n  boardroom politicard deck check ann.yaml\n  boardroom politicard deck list --type intervention\n  boardroom politicard print --deck ann.yaml -o ann.pdf",
		// A mistyped subcommand ("deck chek") is a usage error with a
		// suggestion, not the help and exit 0.
		Args: func(cmd *cobra.Command, args []string) error {
			if len(args) > 0 {
				var subs []string
				for _, c := range cmd.Commands() {
					subs = append(subs, c.Name())
				}
				return usageWithHint("tool.unknown_command", args[0], "politicard deck", args[0], subs, strings.Join(subs, ", "))
			}
			return nil
		},
		RunE: func(cmd *cobra.Command, args []string) error { return cmd.Help() },
	}
	cmd.AddCommand(newPoliticardDeckCheckCmd(stdout), newPoliticardDeckListCmd(stdout), newPoliticardDeckShowCmd(stdout), newPoliticardDeckSampleCmd(stdout))
	return cmd
}

func newPoliticardDeckCheckCmd(stdout io.Writer) *cobra.Command {
	var names string
	var asJSON bool
	r := politicardrules.Load()
	help := politicardref.Tool(politicardref.ToolLang(), "deck check")
	cmd := &cobra.Command{
		Use:     "check <file>",
		Short:   help.Short,
		Long:    help.Long,
		Example: "  boardroom politicard deck check ann.yaml\n  boardroom politicard deck check tempo --json",
		Args: func(cmd *cobra.Command, args []string) error {
			if len(args) != 1 {
				return phrase.Usagef("deck check takes one deck: a file or a sample deck's name (got %d arguments)", len(args))
			}
			return nil
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			n, err := politicardref.LoadNames(names)
			if err != nil {
				return err
			}
			var d politicardrules.Deck
			var problems []string
			l := politicardref.ToolLang()
			if sd, ok := r.Sample(args[0]); ok {
				d = sd.Deck()
				problems = r.ViolationsIn(d, l)
			} else {
				data, err := verb.ReadInputIn(l, politicardrules.Messages.Text("file.deck"), "deck file", "", args[0])
				if err != nil {
					if _, serr := os.Stat(args[0]); serr != nil && !verb.LooksLikePath(args[0]) {
						return politicardref.DeckNotFound(args[0], serr) // a mistyped sample deck: a usage error with a suggestion
					}
					return err // a file that cannot be read: exit 1 with its path
				}
				d, problems = r.CheckDeckFileIn(l, args[0], data, n)
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
			if len(problems) > 0 && len(d.Entries) == 0 {
				// nothing could be read (a YAML error): not a violation of the deck rules
				return errors.New(politicardref.ToolSay(l, "check.unreadable", args[0], len(problems)))
			}
			if len(problems) > 0 {
				return errors.New(politicardref.ToolSay(l, "check.refused", args[0], len(problems), politicardref.RuleIn(l, "deck")))
			}
			if !asJSON {
				fmt.Fprintln(stdout, politicardref.ToolSay(l, "check.legal", args[0], d.Size(), r.HP(d), r.Deck.Budget))
			}
			return nil
		},
	}
	cmd.Flags().StringVar(&names, "names", "", help.Flags["names"])
	cmd.Flags().BoolVar(&asJSON, "json", false, help.Flags["json"])
	return cmd
}

func newPoliticardDeckListCmd(stdout io.Writer) *cobra.Command {
	var types []string
	var names string
	var asJSON bool
	r := politicardrules.Load()
	help := politicardref.Tool(politicardref.ToolLang(), "deck list")
	cmd := &cobra.Command{
		Use:     "list",
		Short:   help.Short,
		Example: "  boardroom politicard deck list --type government\n  boardroom politicard deck list --type instant,intervention --json",
		Args: func(cmd *cobra.Command, args []string) error {
			if len(args) > 0 {
				return phrase.Usage("tool.deck_list_no_arguments", args[0])
			}
			return nil
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			for _, t := range types {
				if !slices.Contains(politicardrules.Types, t) {
					return phrase.Usagef("--type %q: one of %s", t, strings.Join(politicardrules.Types, ", "))
				}
			}
			n, err := politicardref.LoadNames(names)
			if err != nil {
				return err
			}
			var out []politicardrules.Card
			for _, c := range r.Cards {
				if len(types) == 0 || slices.Contains(types, c.Type) {
					if own, ok := n[c.ID]; ok {
						c.Name = msg.Text{EN: own, DE: own}
					}
					out = append(out, c)
				}
			}
			if asJSON {
				return spec.WriteJSON(stdout, out)
			}
			return politicardref.ListCards(stdout, out, politicardref.TermWidth(stdout))
		},
	}
	cmd.Flags().StringSliceVar(&types, "type", nil, help.Flags["type"])
	cmd.Flags().StringVar(&names, "names", "", help.Flags["names"])
	cmd.Flags().BoolVar(&asJSON, "json", false, help.Flags["json"])
	return cmd
}

func newPoliticardDeckShowCmd(stdout io.Writer) *cobra.Command {
	var names string
	var asJSON bool
	r := politicardrules.Load()
	help := politicardref.Tool(politicardref.ToolLang(), "deck show")
	cmd := &cobra.Command{
		Use:     "show <deck>",
		Short:   help.Short,
		Long:    help.Long,
		Example: "  boardroom politicard deck show tempo\n  boardroom politicard deck show ann.yaml --names ours.yaml\n  boardroom politicard deck show control --json",
		Args: func(cmd *cobra.Command, args []string) error {
			if len(args) != 1 {
				return phrase.Usagef("deck show takes one deck: a file or a sample deck's name (got %d arguments)", len(args))
			}
			return nil
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			n, err := politicardref.LoadNames(names)
			if err != nil {
				return err
			}
			d, err := politicardref.ReadDeck(args[0], n)
			if err != nil {
				return err
			}
			if asJSON {
				return spec.WriteJSON(stdout, map[string]any{"deck": args[0], "cards": d.Size(), "hp": r.HP(d), "pile": politicardref.Pile(d, n)})
			}
			return politicardref.WritePile(stdout, args[0], d, n, politicardref.TermWidth(stdout))
		},
	}
	cmd.Flags().StringVar(&names, "names", "", help.Flags["names"])
	cmd.Flags().BoolVar(&asJSON, "json", false, help.Flags["json"])
	return cmd
}

func newPoliticardDeckSampleCmd(stdout io.Writer) *cobra.Command {
	var out string
	var force bool
	r := politicardrules.Load()
	help := politicardref.Tool(politicardref.ToolLang(), "deck sample")
	cmd := &cobra.Command{
		Use:     "sample <name> [-o FILE]",
		Short:   help.Short,
		Long:    help.Long,
		Example: "  boardroom politicard deck sample tempo -o ann.yaml\n  boardroom politicard deck sample control",
		Args: func(cmd *cobra.Command, args []string) error {
			if len(args) != 1 {
				return phrase.Usagef("deck sample takes one sample deck's name: %s (got %d arguments)", strings.Join(r.SampleNames(), ", "), len(args))
			}
			if _, ok := r.Sample(args[0]); !ok {
				return phrase.Usagef("no sample deck %q%s (the samples: %s)", args[0], phrase.DidYouMean(args[0], r.SampleNames()), strings.Join(r.SampleNames(), ", "))
			}
			return nil
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			sd, _ := r.Sample(args[0])
			data := politicardref.DeckFile(sd.Name, sd.Deck(), nil)
			if out == "" || out == "-" {
				_, err := stdout.Write(data)
				return err
			}
			if _, err := atomicfile.Target(out); err != nil {
				return err // a directory, a pipe, a device: never replaced, --force or not
			}
			if _, err := os.Stat(out); err == nil && !force {
				return phrase.Usagef("%s", politicardref.ToolSay(politicardref.ToolLang(), "sample.exists", out))
			}
			if err := atomicfile.WriteBytes(out, 0o644, data); err != nil {
				return err
			}
			fmt.Fprintln(stdout, politicardref.ToolSay(politicardref.ToolLang(), "sample.wrote", sd.Name, out, sd.Deck().Size()))
			return nil
		},
	}
	cmd.Flags().StringVarP(&out, "output", "o", "", help.Flags["output"])
	cmd.Flags().BoolVar(&force, "force", false, help.Flags["force"])
	return cmd
}

// politicardPrintSet is the print set for `print --deck FILE --names FILE`:
// the deck's cards (each as many times as the deck holds it; "pool" is one
// of each), the mats and the reference sheet, with the group's own names.
func politicardPrintSet(v verb.Values, l msg.Lang) ([]*printables.Component, error) {
	n, err := politicardref.LoadNamesIn(l, v.String("names"))
	if err != nil {
		return nil, err
	}
	all, err := politicardprint.Set(n, l)
	if err != nil {
		return nil, err
	}
	ref := v.String("deck")
	if ref == "" {
		return all, nil
	}
	var d politicardrules.Deck
	if ref == "pool" {
		d.Name = "pool"
		for _, c := range politicardrules.Load().Cards {
			d.Entries = append(d.Entries, politicardrules.DeckLine{ID: c.ID, Copies: 1})
		}
	} else if d, err = politicardref.LoadDeckIn(l, ref, n); err != nil {
		return nil, err
	}
	deck, err := politicardprint.DeckComponents(d, n, l)
	if err != nil {
		return nil, err
	}
	return append(deck, all[len(all)-3:]...), nil // the mats, the tracker and the reference sheet
}

// politicardDisplayStyle is the stylesheet of politicardDisplay: rows of
// cards that wrap, never a sideways scroll (a phone: three cards a row).
const politicardDisplayStyle = `.pc{--gov:#5b84c4;--pub:#4f9d70;--ins:#c98a3e;--ong:#8d6bb0;--int:#b24b57}
.pc *{box-sizing:border-box;overflow-wrap:break-word;min-width:0}
.pc .top{display:flex;flex-wrap:wrap;gap:.4em;margin:.5em 0}
.pc .top>div{background:var(--panel);border:1px solid var(--line);border-radius:.25em;padding:.2em .6em}
.pc .top dt{font-size:.7em;color:var(--dim);text-transform:uppercase}
.pc .top dd{margin:0;font-size:1.5em;font-weight:bold}
.pc .window{border:2px solid var(--int);border-radius:.3em;padding:.3em .6em;margin:.5em 0}
.pc .results{margin:.3em 0;padding-left:1.2em}
.pc .sides{display:grid;grid-template-columns:repeat(auto-fit,minmax(min(100%,26em),1fr));gap:.8em}
.pc .side{border:2px solid var(--line);border-radius:.3em;padding:.5em;min-width:0}
.pc .side.active{border-color:var(--accent)}
.pc h2{font-size:1.4em;margin:0 0 .2em}
.pc h2 .wins{font-size:.7em;font-weight:normal;color:var(--dim)}
.pc .counts{display:flex;flex-wrap:wrap;gap:.3em .9em;margin:.2em 0 .5em;font-size:.95em}
.pc .counts b{font-size:1.2em}
.pc h3{font-size:.8em;text-transform:uppercase;color:var(--dim);margin:.6em 0 .2em}
.pc .row{display:grid;grid-template-columns:repeat(5,minmax(0,1fr));gap:.3em;list-style:none;margin:0;padding:0}
.pc .card{border:2px solid var(--line);border-radius:.35em;padding:.25em .3em;min-height:5.2em;background:#111;font-size:.85em;line-height:1.2}
.pc .card.empty{border-style:dashed;color:var(--dim);background:none}
.pc .gov .card{border-color:var(--gov)}.pc .pub .card{border-color:var(--pub)}
.pc .card.off{opacity:.55}
.pc .card .id{color:var(--dim);font-size:.85em}
.pc .card .v{display:block;font-size:1.6em;font-weight:bold}
.pc .card .m{font-size:.85em}
.pc .card .t{display:inline-block;font-size:.75em;border:1px solid var(--line);border-radius:.2em;padding:0 .2em;margin:.1em .1em 0 0}
.pc .slots{display:grid;grid-template-columns:repeat(auto-fit,minmax(min(100%,8.5em),1fr));gap:.3em;list-style:none;margin:0;padding:0}
.pc .slots .ins{border-color:var(--ins)}.pc .slots .ong{border-color:var(--ong)}.pc .slots .int{border-color:var(--int)}
.pc .slots .what{display:block;font-size:.75em;color:var(--dim);text-transform:uppercase}
.pc .infl{list-style:none;margin:0;padding:0;font-size:.9em}
.pc .infl li{display:grid;grid-template-columns:2.5em 1fr;gap:.4em;border-top:1px solid #2a2a2a}
.pc .infl b{text-align:right}
@media (max-width:40em){.pc .row{grid-template-columns:repeat(3,minmax(0,1fr))}.pc .slots{grid-template-columns:repeat(2,minmax(0,1fr))}.pc .card{min-height:4em}}
`

// politicardDisplay is the table display (`boardroom serve`): the match as
// a table reads it. Each player's rows as cards with their power, buffs and
// debuffs, the slots, the face-down interventions as a count, the AP, the
// round wins and the influence itemised; never a hand or a deck list.
const politicardDisplay = `{{define "state"}}{{$w := .State.words}}<div class="pc">
<dl class="top"><div><dt>{{$w.round}}</dt><dd>{{.State.round}}</dd></div><div><dt>{{$w.turn}}</dt><dd>{{.State.turn}}</dd></div>{{with .State.active}}<div><dt>{{$w.to_play}}</dt><dd>{{.}}</dd></div>{{end}}</dl>
{{with .State.window}}<p class="window">{{.said}}</p>{{end}}
{{with .State.results}}<ol class="results">{{range .}}<li>{{.said}}</li>{{end}}</ol>{{end}}
<section class="sides">{{range .State.players}}<article class="side{{if eq .name (printf "%v" $.State.active)}} active{{end}}">
<h2>{{.name}} <span class="wins">{{$w.rounds_won}} {{.round_wins}}</span></h2>
<div class="counts"><span>AP <b>{{.ap}}</b></span><span>{{$w.influence}} <b>{{.influence.total}}</b></span><span>{{$w.in_hand}} <b>{{.cards_in_hand}}</b></span><span>{{$w.deck}} <b>{{.deck}}</b></span><span>{{$w.discard}} <b>{{len .discard}}</b>{{if ne (printf "%v" .discard_face_down) "0"}} (+{{.discard_face_down}} {{$w.face_down_count}}){{end}}</span>{{if .passed}}<span><b>{{$w.passed}}</b></span>{{end}}</div>
<h3>{{$w.government_row}}</h3><ol class="row gov">{{$me := .name}}{{range .government}}<li class="card{{if .deactivated}} off{{end}}"><span class="id">{{.id}}</span> {{.name}}<span class="v">{{.influence}}</span><span class="m">{{$w.power}} {{.power}}{{if ne (printf "%v" .buff) "0"}} +{{.buff}}{{end}}{{if ne (printf "%v" .debuff) "0"}} −{{.debuff}}{{end}} · {{$w.tier}} {{.tier}}</span><br>{{if .deactivated}}<span class="t">{{$w.deactivated}}</span>{{end}}{{if .shield}}<span class="t">{{$w.shield}}</span>{{end}}{{if .counts_zero}}<span class="t">{{$w.counts_zero}}</span>{{end}}{{if ne .owner $me}}<span class="t">{{$w.from}} {{.owner}}</span>{{end}}</li>{{else}}<li class="card empty">{{$w.empty}}</li>{{end}}</ol>
<h3>{{$w.public_row}}</h3><ol class="row pub">{{range .public}}<li class="card{{if .deactivated}} off{{end}}"><span class="id">{{.id}}</span> {{.name}}<br>{{if .deactivated}}<span class="t">{{$w.deactivated}}</span>{{end}}{{if .shield}}<span class="t">{{$w.shield}}</span>{{end}}</li>{{else}}<li class="card empty">{{$w.empty}}</li>{{end}}</ol>
<h3>{{$w.slots}}</h3><ul class="slots"><li class="card ins{{if not .instant}} empty{{end}}"><span class="what">{{$w.instant}}</span>{{with .instant}}<span class="id">{{.id}}</span> {{.name}}{{else}}{{$w.empty}}{{end}}</li><li class="card ong{{if not .government_slot}} empty{{end}}"><span class="what">{{$w.government_ongoing}}</span>{{with .government_slot}}<span class="id">{{.id}}</span> {{.name}}{{else}}{{$w.empty}}{{end}}</li><li class="card ong{{if not .public_slot}} empty{{end}}"><span class="what">{{$w.public_ongoing}}</span>{{with .public_slot}}<span class="id">{{.id}}</span> {{.name}}{{else}}{{$w.empty}}{{end}}</li><li class="card int"><span class="what">{{$w.face_down}}</span><span class="v">{{.interventions_face_down}}</span>{{$w.interventions}}</li></ul>
<h3>{{$w.influence_head}} {{.influence.total}}</h3><ol class="infl">{{range .influence.lines}}<li><b>{{.points}}</b><span>{{.what}}</span></li>{{else}}<li><b>0</b><span>{{$w.no_government_card}}</span></li>{{end}}</ol>
</article>{{end}}</section></div>{{end}}`

// newPoliticardSimulateCmd is `simulate`: AI against AI, deck against deck.
func newPoliticardSimulateCmd(stdout, stderr io.Writer) *cobra.Command {
	var o politicardref.SimOptions
	var asJSON bool
	var plot string
	help := politicardref.Tool(politicardref.ToolLang(), "simulate")
	cmd := &cobra.Command{
		Use:   "simulate",
		Short: help.Short,
		Long:  help.Long,
		Example: `  boardroom politicard simulate --deck-a tempo --deck-b control --games 1000
  boardroom politicard simulate --deck-a tempo --deck-b tempo --ai-a strong --ai-b tempo --games 1000 --seed 1
  boardroom politicard simulate --deck-a ann.yaml --deck-b control --games 500 --json
  boardroom politicard simulate --deck-a tempo --deck-b control --games 2000 --plot balance.svg`,
		Args: func(cmd *cobra.Command, args []string) error {
			if len(args) > 0 {
				return phrase.Usage("tool.simulate_no_arguments", args[0])
			}
			return nil
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			for i, ref := range o.DeckRefs {
				if ref == "" {
					return phrase.Usage("tool.simulate_deck_required", string(rune('a'+i)), strings.Join(politicardrules.Load().SampleNames(), ", "))
				}
				d, err := politicardref.LoadDeck(ref, nil)
				if err != nil {
					return err
				}
				o.Decks[i] = d
			}
			for i := range o.Styles {
				o.Styles[i] = strings.ToLower(strings.TrimSpace(o.Styles[i]))
			}
			if err := checkSimFlags(o.Workers, plot); err != nil {
				return err // refused now, not after a long run
			}
			if !cmd.Flags().Changed("seed") {
				o.Seed = referee.NewSeed()
			}
			rep, err := politicardref.RunSimulation(o)
			if err != nil {
				return err
			}
			return writeSimReport(stdout, rep, plot, asJSON)
		},
	}
	cmd.Flags().StringVar(&o.DeckRefs[0], "deck-a", "", help.Flags["deck-a"])
	cmd.Flags().StringVar(&o.DeckRefs[1], "deck-b", "", help.Flags["deck-b"])
	cmd.Flags().StringVar(&o.Styles[0], "ai-a", politicardref.StyleTempo, help.Flags["ai-a"])
	cmd.Flags().StringVar(&o.Styles[1], "ai-b", politicardref.StyleTempo, help.Flags["ai-b"])
	cmd.Flags().Var(phrase.NewIntFlag(&o.Games, 1000), "games", help.Flags["games"])
	cmd.Flags().Var(phrase.NewIntFlag(&o.Seed, 0), "seed", help.Flags["seed"])
	cmd.Flags().Var(phrase.NewIntFlag(&o.Workers, 0), "workers", help.Flags["workers"])
	cmd.Flags().BoolVar(&asJSON, "json", false, help.Flags["json"])
	cmd.Flags().StringVar(&plot, "plot", "", help.Flags["plot"])
	return cmd
}

// usageWithHint is the usage error of the generic message id with a name
// the user typed (typed, after id's first argument) and the names it may
// have meant: the "did you mean" is said in the language the error is.
func usageWithHint(id, clipped, where, typed string, names []string, choices string) error {
	return &phrase.UsageError{Msg: phrase.Say(msg.EN, id, phrase.ClipIn(msg.EN, clipped), where, phrase.DidYouMeanIn(msg.EN, typed, names), choices),
		Said: func(l string) string {
			return phrase.Say(msg.Lang(l), id, phrase.ClipIn(msg.Lang(l), clipped), where, phrase.DidYouMeanIn(msg.Lang(l), typed, names), choices)
		}}
}
