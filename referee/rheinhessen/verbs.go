package rheinhessen

import (
	"encoding/json"
	"fmt"
	"io"
	"math/rand/v2"
	"strings"

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
		ID:    GameID,
		Rules: Rules{},
		New: spec.NewSpec{
			Long: fmt.Sprintf(`Start a new game of Rheinhessen Industriewerk for %d-%d corporations, in seat order.
The players shuffle four standard decks and deal %d cards each; the referee never
sees a hand. It counts the draw pile and the cards each corporation holds (the
draw of %d at the start of every turn is counted for you), keeps the floors, the
scores and the audit track, and runs the audits. The game is saved after every
action.`, r.Players.Min, r.Players.Max, r.StartingHand, r.DrawPerTurn),
			Examples: []string{"new --players Anna,Ben,Clara,David", "new --players Anna,Ben --name friday",
				"new --players Anna --ai aggressor,balanced,opportunist", "new --players Anna --ai", "new --players Anna,Ben --ai random",
				"new --players aggressor,Anna,conservative --ai expert", "new --players Anna --ai gambler,aggressor --personas mine.yaml"},
			Fields: append(spec.Players("corporation", r.Players.Min, r.Players.Max, ""), verb.Field{
				Name: "ai", Flag: true, Kind: verb.ListField, Bare: "random",
				Help: fmt.Sprintf("play alone or with friends against AI corporations (%s, or random; --ai alone: random): a virtual game, the referee deals every card; "+
					"a persona named in --players takes that seat", strings.Join(Personas().IDs(), ", "))},
				verb.Field{Name: "personas", Flag: true, Help: "with --ai: the personas from FILE (the schema of rules/rheinhessen/personas.yaml) instead of the built-in ones; the game keeps them"}),
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
	if !v.Has("ai") {
		if v.Has("personas") {
			return nil, phrase.Usagef("--personas is for a virtual game: name the AI seats with --ai")
		}
		return spec.PlayersSetup("Anna,Ben,Clara,David", func(names []string, _ bool) (Setup, error) { return ParseSetup(names) })(v, seed)
	}
	names := v.Strings("players")
	if len(names) == 0 {
		return nil, phrase.Usagef("--players is required, e.g. --players Anna --ai aggressor,balanced,opportunist")
	}
	// "random" personas come from the game's seed: the same --seed, the
	// same table.
	pick := rand.New(rand.NewPCG(uint64(seed), 0x9e3779b97f4a7c15))
	var ps *rheinhessenrules.Personas
	if v.Has("personas") {
		var err error
		if ps, err = LoadPersonasFile(v.String("personas")); err != nil {
			return nil, err
		}
	}
	st, err := ParseVirtual(ps, names, v.Strings("ai"), pick)
	if err != nil {
		return nil, phrase.Usagef("%v", err)
	}
	return json.Marshal(st)
}

// cardsArg parses one argument's cards ("8S", "8S,8H", "Q♦") for the
// command line.
func cardsArg(s string) (any, error) {
	cs, err := cards.ParseList([]string{s})
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
	player := verb.Field{Name: "player", Help: "the corporation whose turn it is"}
	return []verb.Verb[*State]{
		{
			Name:  string(ActAudit),
			Short: "Internal audit: the corporation whose turn it is audits one rival's floor before producing",
			Long: `Internal audit, once per turn, before producing: the victim's floor is regrouped
into the legal hands that keep the greatest raw value; the leftover cards leave the
floor and the victim is fined leftover raw x ` + R().Audit.FineFactor.String() + `, rounded half up.`,
			Examples: []string{"audit Anna Ben"},
			Fields:   []verb.Field{{Name: "auditor"}, {Name: "victim"}},
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
				return fmt.Sprintf("Audit a rival's floor (%s's internal audit this turn)", s.CurrentName())
			},
			Ask: map[string]verb.Ask[*State]{
				"auditor": current,
				"victim": {
					Title: func(s *State, v verb.Values) string {
						return fmt.Sprintf("Whose floor does %s audit?", v.String("auditor"))
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
							out = append(out, verb.Answer{Label: fmt.Sprintf("%s's floor (raw %d: keeps %d, fine %d)", p.Name, p.FloorRaw(), res.KeptRaw, res.Fine), Value: p.Name})
						}
						return out
					},
				},
			},
		},
		{
			Name:  string(ActProduce),
			Short: "Lay a production onto the floor: a legal hand, or any cards with --illegal",
			Long: fmt.Sprintf(`Produce: the corporation whose turn it is lays cards from its hand onto its floor,
which ends its turn. Without --illegal the cards must be exactly one legal hand
(pair, two pair, three of a kind, straight, flush, full house, four of a kind,
straight flush); with --illegal any cards, a legal hand too. The referee refuses
cards the %d decks cannot hold (counting every floor and the audit discards) and
more cards than the corporation holds, scores the production, moves the audit
track, runs the external audit at %d ticks and ends the game at %d points.

Cards: rank 2-10, T, J, Q, K, A and suit S, H, D, C or ♠ ♥ ♦ ♣, any case.`, R().Decks, R().Track.ExternalAuditAt, R().WinScore),
			Examples: []string{"produce Anna 8S 8H 5C 5D", "produce Ben QS KH AC 2D 3S --illegal"},
			Fields: []verb.Field{player,
				{Name: "card", Kind: verb.ListField, Optional: true, Parse: cardsArg},
				{Name: "illegal", Flag: true, Kind: verb.BoolField, Help: "declare the production illegal (any cards; a legal hand too)"}},
			Build: func(v verb.Values, s *State) (referee.Action[*State], error) {
				if err := byPerson(s, v.String("player")); err != nil {
					return nil, err
				}
				var cs []cards.Card
				for _, part := range verb.ListOf[[]cards.Card](v, "card") {
					cs = append(cs, part...)
				}
				if len(cs) == 0 {
					return nil, phrase.Usagef("no cards given: name the cards produced, or use 'pass %s'", v.String("player"))
				}
				return &Produce{Player: v.String("player"), Cards: cs, Illegal: v.Bool("illegal")}, nil
			},
			Label: func(s *State) string {
				if s.Ended || s.Players[s.Current].Hand == 0 {
					return ""
				}
				return fmt.Sprintf("Produce (%s holds %s)", s.CurrentName(), plural(s.Players[s.Current].Hand, "card", "cards"))
			},
			Ask: map[string]verb.Ask[*State]{
				"player": current,
				"card": {
					Title: func(s *State, v verb.Values) string {
						return fmt.Sprintf("Cards %s produces: rank 2-10 J Q K A, suit S H D C", v.String("player"))
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
						return fmt.Sprintf("%s is a %s (legal: %s). Declare it illegal instead (%s%s)?",
							cards.Format(cs), R().HandName(hand), points(legal.Points), points(illegal.Points), violationNote(s, illegal))
					},
				},
			},
			Confirm: func(s *State, v verb.Values) string {
				cs := flatten(v)
				if _, isHand := rheinhessenrules.Classify(cs); isHand {
					return ""
				}
				illegal, _ := R().Score(cs, false)
				return fmt.Sprintf("%s is no legal hand (%s). Declare it illegal: %s%s?",
					cards.Format(cs), rheinhessenrules.WhyNot(cs), points(illegal.Points), violationNote(s, illegal))
			},
		},
		{
			Name:     string(ActPass),
			Short:    "End the turn without producing",
			Examples: []string{"pass Clara"},
			Fields:   []verb.Field{player},
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
				return fmt.Sprintf("Pass (%s ends the turn without producing)", s.CurrentName())
			},
			Ask: map[string]verb.Ask[*State]{"player": current},
		},
		verb.Adjust(adjuster.Get(),
			`adjust Anna score -10 --reason "misscored full house"`,
			`adjust Ben hand +1 --reason "drew one short"`),
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
