package rheinhessen

import (
	"encoding/json"
	"errors"
	"io"
	"math/rand/v2"
	"strings"

	"boardroom/phrase/msg"
	"boardroom/referee"
	"boardroom/referee/spec"
	"boardroom/referee/tui"
	"boardroom/referee/verb"
	"boardroom/rules/cards"
	rheinhessenrules "boardroom/rules/rheinhessen"

	"boardroom/phrase"
)

// Spec is the Rheinhessen referee, described once: `new`, the verbs, the
// views and the menu.
func Spec() *spec.Spec[*State] {
	r := R()
	return &spec.Spec[*State]{
		ID:       GameID,
		Messages: rheinhessenrules.Messages,
		// the numbers of players the help says come from the rules data
		HelpArgs: func(id string) []any {
			if id == "new.players" {
				return []any{r.Players.Min, r.Players.Max}
			}
			return nil
		},
		Rules: Rules{},
		New: spec.NewSpec{
			Fields: append(spec.Players("corporation", r.Players.Min, r.Players.Max, false), verb.Field{
				Name: "ai", Flag: true, Kind: verb.ListField, Bare: "random"},
				verb.Field{Name: "personas", Flag: true}),
		},
		Setup: setupFromFlags,
		Auto:  func(s *State) (referee.Action[*State], bool) { return NextAI(s, s.Policies()) },
		Play:  playSolo,
		Verbs: Verbs(),
		Show:  func(w io.Writer, s *State) error { return s.Write(w) },
		JSON:  func(s *State) any { return s.ToView() },
		Menu:  tui.Verbs(verb.Order(actionList.Get(), Verbs()), nil),
		View:  TUIView,
	}
}

// setupFromFlags is the setup of `new`: a table of humans with real cards,
// or with --ai a virtual game with AI seats (ParseVirtual).
func setupFromFlags(v verb.Values, seed int64) (json.RawMessage, error) {
	lang := msg.Lang(v.String("lang")) // checked by new's --lang; "" is the game's own
	l := lang
	if l == "" {
		l = rheinhessenrules.Own
	}
	if !v.Has("ai") {
		if v.Has("personas") {
			return nil, phrase.Usagef("%s", sayf(l, "setup.personas_without_ai"))
		}
		return spec.PlayersSetup("Anna,Ben,Clara,David", func(names []string, _ bool) (Setup, error) {
			if err := noCardNames(l, names); err != nil {
				return Setup{}, err
			}
			st, err := ParseSetupIn(l, names)
			st.Lang = lang
			return st, err
		})(v, seed)
	}
	names := v.Strings("players")
	if len(names) == 0 {
		return nil, phrase.Usagef("%s", sayf(l, "setup.players_required"))
	}
	if err := noCardNames(l, names); err != nil {
		return nil, err
	}
	// "random" personas come from the game's seed: the same --seed, the
	// same table.
	pick := rand.New(rand.NewPCG(uint64(seed), 0x9e3779b97f4a7c15))
	var ps *rheinhessenrules.Personas
	if v.Has("personas") {
		var err error
		if ps, err = LoadPersonasFileIn(l, v.String("personas")); err != nil {
			return nil, err
		}
	}
	st, err := ParseVirtualIn(l, ps, names, v.Strings("ai"), pick)
	if err != nil {
		return nil, phrase.Usagef("%v", err)
	}
	st.Lang = lang
	return json.Marshal(st)
}

// noCardNames refuses, at new, a corporation named as a card is ("8S"):
// a verb whose corporation may be left out reads such a word as a card
// (produce 8S 8H), so the name could never be typed. Games saved before
// keep their names.
func noCardNames(l msg.Lang, names []string) error {
	for _, list := range names {
		for _, n := range strings.Split(list, ",") {
			if _, err := cards.Parse(strings.TrimSpace(n)); err == nil {
				return phrase.Usagef("%s", sayf(l, "setup.name_is_a_card", strings.TrimSpace(n)))
			}
		}
	}
	return nil
}

// cardsArg parses one argument's cards ("8S", "8S,8H", "Q♦") for the
// command line.
func cardsArg(s string) (any, error) {
	cs, err := cards.ParseList([]string{s})
	var pe *cards.ParseError
	if errors.As(err, &pe) {
		// said again in the table's language once the game is open: a German
		// table's mistyped card is explained in German
		return nil, &phrase.UsageError{Msg: err.Error(), Said: func(l string) string {
			if msg.Lang(l) != msg.DE {
				return "" // the English above, as the cards package says it
			}
			return sayf(msg.DE, "usage.card."+pe.Kind, pe.Token)
		}}
	}
	if err != nil {
		return nil, phrase.Usagef("%v", err)
	}
	return cs, nil
}

// current is the answer `play` never asks: the corporation whose turn it is.
var current = verb.Ask[*State]{Fixed: func(s *State, _ verb.Values) (string, bool) { return s.CurrentName(), true }}

// produced is the cards of a card field's value (one []cards.Card per word).
func produced(x any) []cards.Card {
	var cs []cards.Card
	xs, _ := x.([]any)
	for _, part := range xs {
		c, _ := part.([]cards.Card)
		cs = append(cs, c...)
	}
	return cs
}

// flatten is the cards of the "card" field.
func flatten(v verb.Values) []cards.Card { return produced(v.Any("card")) }

// Verbs are audit, produce, pass and adjust; `play` offers the first three,
// for the corporation whose turn it is.
func Verbs() []verb.Verb[*State] {
	player := verb.Field{Name: "player"}
	return []verb.Verb[*State]{
		{
			Name:   string(ActAudit),
			Fields: []verb.Field{{Name: "auditor"}, {Name: "victim"}},
			Build: func(v verb.Values, s *State) (referee.Action[*State], error) {
				if err := byPerson(s, v.String("auditor")); err != nil {
					return nil, err
				}
				return &Audit{Auditor: v.String("auditor"), Victim: v.String("victim")}, nil
			},
			Label: func(s *State) string {
				if !s.CanAudit() {
					return ""
				}
				return s.say("label.audit", s.CurrentName())
			},
			Ask: map[string]verb.Ask[*State]{
				"auditor": current,
				"victim": {
					Title: func(s *State, v verb.Values) string {
						return s.say("ask.victim", v.String("auditor"))
					},
					// An empty floor has nothing to examine: auditing it would
					// only spend the turn's one internal audit, so it is not
					// offered.
					Options: func(s *State, v verb.Values) []verb.Answer {
						var out []verb.Answer
						for _, p := range s.Players {
							fl := p.FloorCards()
							if len(fl) == 0 || (&Audit{Auditor: v.String("auditor"), Victim: p.Name}).Legal(s) != nil {
								continue
							}
							res := R().Salvage(fl)
							out = append(out, verb.Answer{Label: s.say("ask.victim_option", s.possessive(p.Name, false), p.FloorRaw(), res.KeptRaw, res.Fine), Value: p.Name})
						}
						return out
					},
				},
			},
		},
		{
			Name: string(ActProduce),
			Fields: []verb.Field{player,
				{Name: "card", Kind: verb.ListField, Optional: true, Parse: cardsArg},
				{Name: "illegal", Flag: true, Kind: verb.BoolField}},
			Build: func(v verb.Values, s *State) (referee.Action[*State], error) {
				if err := byPerson(s, v.String("player")); err != nil {
					return nil, err
				}
				var cs []cards.Card
				for _, part := range verb.ListOf[[]cards.Card](v, "card") {
					cs = append(cs, part...)
				}
				if len(cs) == 0 {
					l := rheinhessenrules.Own
					if s != nil {
						l = s.Language()
					}
					return nil, phrase.Usagef("%s", sayf(l, "usage.no_cards", v.String("player")))
				}
				return &Produce{Player: v.String("player"), Cards: cs, Illegal: v.Bool("illegal")}, nil
			},
			Label: func(s *State) string {
				if s.Ended || s.Players[s.Current].Hand == 0 {
					return ""
				}
				return s.say("label.produce", s.CurrentName(), s.Players[s.Current].Hand)
			},
			Ask: map[string]verb.Ask[*State]{
				"player": current,
				"card": {
					Title: func(s *State, v verb.Values) string {
						return s.say("ask.cards", v.String("player"))
					},
					Placeholder: "8S 8H 5C 5D",
					// Declared illegal, any cards pass the hand check; what is
					// left is whose turn, the hand size and the shoe.
					Check: func(s *State, v verb.Values, x any) error {
						return (&Produce{Player: v.String("player"), Cards: produced(x), Illegal: true}).Legal(s)
					},
				},
				"illegal": {
					// No hand can only be declared illegal: the verb's Confirm asks.
					Fixed: func(s *State, v verb.Values) (string, bool) {
						_, isHand := rheinhessenrules.Classify(flatten(v))
						return "true", !isHand
					},
					Title: func(s *State, v verb.Values) string {
						cs := flatten(v)
						hand, _ := rheinhessenrules.Classify(cs)
						legal, _ := R().Score(cs, true)
						illegal, _ := R().Score(cs, false)
						return s.say("ask.declare_illegal", cards.Format(cs), R().HandNameIn(s.Language(), hand), legal.Points, illegal.Points, violationNote(s, illegal))
					},
				},
			},
			Confirm: func(s *State, v verb.Values) string {
				cs := flatten(v)
				if _, isHand := rheinhessenrules.Classify(cs); isHand {
					return ""
				}
				illegal, _ := R().Score(cs, false)
				return s.say("ask.no_hand", cards.Format(cs), rheinhessenrules.WhyNotIn(s.Language(), cs), illegal.Points, violationNote(s, illegal))
			},
		},
		{
			Name:   string(ActPass),
			Fields: []verb.Field{player},
			Build: func(v verb.Values, s *State) (referee.Action[*State], error) {
				if err := byPerson(s, v.String("player")); err != nil {
					return nil, err
				}
				return &Pass{Player: v.String("player")}, nil
			},
			Label: func(s *State) string {
				if (&Pass{Player: s.CurrentName()}).Legal(s) != nil {
					return ""
				}
				return s.say("label.pass", s.CurrentName())
			},
			Ask: map[string]verb.Ask[*State]{"player": current},
		},
		verb.Adjust(adjuster.Get(), helpLines("verb.adjust.examples")...),
	}
}

// byPerson refuses a verb for a seat the referee plays (PersonPlays); an
// unknown name is left to the action's own check.
func byPerson(s *State, name string) error {
	if s == nil {
		return nil
	}
	if i, err := s.PlayerIndex(name); err == nil {
		return PersonPlays(s, i)
	}
	return nil
}
