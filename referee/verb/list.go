package verb

import (
	"fmt"
	"strings"

	"boardroom/phrase"
	"boardroom/referee"
)

// Order is verbs in the order of the action list l, the order of the
// game's menu (a verb that is no action of the list, if any, after them).
func Order[S any, P comparable](l referee.ActionList[S, P], verbs []Verb[S]) []Verb[S] {
	byName := make(map[string]Verb[S], len(verbs))
	for _, v := range verbs {
		byName[v.Name] = v
	}
	out := make([]Verb[S], 0, len(verbs))
	listed := make(map[string]bool, len(l))
	for _, a := range l {
		listed[a.VerbName()] = true
		if v, ok := byName[a.VerbName()]; ok {
			out = append(out, v)
		}
	}
	for _, v := range verbs {
		if !listed[v.Name] {
			out = append(out, v)
		}
	}
	return out
}

// Adjust is the `adjust <player> <counter> <+N|-N> --reason TEXT` verb over
// the counters of ad. The counter is checked by Legal, so a mistyped one is
// refused with a suggestion (as from the menus and saved games).
func Adjust[S any](ad *referee.Adjuster[S], examples ...string) Verb[S] {
	var lines []string
	for _, c := range ad.Counters {
		lines = append(lines, fmt.Sprintf("  %-10s %s", c.Name, c.Help))
	}
	return Verb[S]{
		Name:  "adjust",
		Short: "Change a tracked number by agreement of the table (logged with --reason)",
		Long: `Change a number the referee tracks when the table agrees it is wrong or a card
or house rule changes it outside the actions the referee knows. The change and
its reason are logged; undo takes it back. The counters:

` + strings.Join(lines, "\n"),
		Examples: examples,
		Fields: []Field{
			{Name: "player", Help: "whose number changes"},
			{Name: "counter", Placeholder: "<" + strings.Join(ad.Names(), "|") + ">",
				Parse: func(s string) (any, error) { return strings.ToLower(s), nil }},
			{Name: "change", Kind: IntField, Placeholder: "<+N|-N>"},
			{Name: "reason", Flag: true, Help: "why (required): the card or the agreement"},
		},
		Build: func(v Values, _ S) (referee.Action[S], error) {
			reason := v.String("reason")
			if strings.TrimSpace(reason) == "" {
				return nil, phrase.Usage("verb.adjust.reason_required")
			}
			return ad.Action(referee.Adjustment{Player: v.String("player"), What: v.String("counter"), Delta: v.Int("change"), Reason: reason}), nil
		},
	}
}
