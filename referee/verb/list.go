package verb

import (
	"slices"
	"strings"

	"boardroom/phrase"
	"boardroom/phrase/msg"
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
	counters := func(l msg.Lang) string { return "<" + strings.Join(ad.Names(l), "|") + ">" }
	v := Verb[S]{
		Name:     "adjust",
		Short:    phrase.Say(msg.EN, "verb.adjust.short"),
		Examples: examples,
		Fields: []Field{
			{Name: "player", Help: phrase.Say(msg.EN, "verb.adjust.player")},
			{Name: "counter", Placeholder: counters(msg.EN),
				// the name in code, whichever language's name was typed: the
				// saved game reads the same at either table
				Parse: func(s string) (any, error) {
					if c, ok := ad.Counter(s); ok {
						return c.Name, nil
					}
					return strings.ToLower(s), nil // refused by Legal, with a suggestion
				}},
			{Name: "change", Kind: IntField, Placeholder: "<+N|-N>"},
			{Name: "reason", Flag: true, Help: phrase.Say(msg.EN, "verb.adjust.reason")},
		},
		Build: func(v Values, _ S) (referee.Action[S], error) {
			reason := v.String("reason")
			if strings.TrimSpace(reason) == "" {
				return nil, phrase.Usage("verb.adjust.reason_required")
			}
			return ad.Action(referee.Adjustment{Player: v.String("player"), What: v.String("counter"), Delta: v.Int("change"), Reason: reason}), nil
		},
	}
	v.In = func(l msg.Lang) (string, string) {
		w := v
		w.Fields = slices.Clone(v.Fields)
		w.Fields[1].Placeholder = counters(l)
		return w.Use(), phrase.Say(l, "verb.adjust.long", strings.Join(ad.Help(l), "\n"))
	}
	_, v.Long = v.In(msg.EN)
	return v
}
