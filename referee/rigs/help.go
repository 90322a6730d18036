package rigs

import (
	"strings"

	"boardroom/phrase/msg"
	rigsrules "boardroom/rules/rigs"
)

// helpArgs are the rules data's numbers and names a help text of the
// catalogue says (verb.<name>.short, new.long: verb.MessageID), or nil for
// a text with none: the generic layer says the text in the table's
// language, filled with them (Spec.HelpArgs).
func helpArgs(id string) []any {
	r := R()
	switch id {
	case "new.long", "new.players":
		return []any{r.Players.Min, r.Players.Max}
	case "verb.survey.short":
		return []any{costSay(r.Costs.Survey)}
	case "verb.build.short":
		return []any{costSay(r.Costs.BuildRigs)}
	case "verb.move.short", "verb.configure.short":
		return []any{costSay(r.Costs.MoveRigs)}
	case "verb.loan.short":
		return []any{r.Vinnie.PerPlotPerPhase, r.Vinnie.RepayInGame, r.Vinnie.RepayAtEnd}
	case "verb.repay.short":
		return []any{r.Vinnie.RepayInGame, phasesSay(r.Vinnie.RepayPhases)}
	case "verb.swap.short":
		return []any{safeCard{}, safeCard{swap: true}}
	case "verb.swap.long":
		return []any{safeCard{}}
	}
	if t, ok := strings.CutPrefix(id, "verb.end."); ok {
		for _, p := range r.Plots {
			if strings.ToLower(p.Type) == t {
				return []any{p.EndMarketCards, plotTypeSay(p.Type)}
			}
		}
	}
	return nil
}

// costSay is a cost said in a language ("1 Supply", "1 Vorrat").
type costSay map[rigsrules.Resource]int

func (c costSay) SayIn(l msg.Lang) string { return rigsrules.CostTextIn(l, c) }

// phasesSay are phases said in a language ("Player Phase").
type phasesSay []rigsrules.Phase

func (ps phasesSay) SayIn(l msg.Lang) string {
	names := make([]string, len(ps))
	for i, p := range ps {
		names[i] = p.SayIn(l)
	}
	if len(names) < 2 {
		return strings.Join(names, "")
	}
	return rigsrules.Messages.Say(l, "list.and", strings.Join(names[:len(names)-1], ", "), names[len(names)-1])
}

// plotTypeSay is a plot type said in a language ("Desert", "Wüste").
type plotTypeSay string

func (t plotTypeSay) SayIn(l msg.Lang) string { return rigsrules.PlotTypeName(l, string(t)) }

// safeCard is the Safe card of the Disaster deck said in a language: its
// title, or (swap) what its Karma line lets the player do ("discard 1
// Karma card and draw 1"), from the rules data.
type safeCard struct{ swap bool }

func (c safeCard) SayIn(l msg.Lang) string {
	for _, d := range R().Disasters {
		if d.Kind != "safe" {
			continue
		}
		if !c.swap {
			return d.Title.In(l)
		}
		line := strings.TrimSuffix(d.Karma.In(l), ".")
		for _, may := range []string{"You may ", "Du darfst "} {
			line = strings.TrimPrefix(line, may)
		}
		return line
	}
	return ""
}

// verbNames are the IDs of the verbs' names as each table types them
// (verb.<name>.name): the generic layer accepts both in both languages and
// lists the table's in --help.
var verbNames = []string{
	"verb.next.name",
	"verb.grant.name",
	"verb.rolloff.name",
	"verb.survey.name",
	"verb.build.name",
	"verb.move.name",
	"verb.configure.name",
	"verb.give.name",
	"verb.loan.name",
	"verb.repay.name",
	"verb.disaster.name",
	"verb.power.name",
	"verb.market.name",
	"verb.sell.name",
	"verb.karma.name",
	"verb.swap.name",
	"verb.adjust.name",
	"verb.end.name",
}
