package rheinhessen

import (
	"encoding/json"
	"fmt"
	"io"
	"math/rand/v2"
	"strings"

	"boardroom/referee"
	"boardroom/referee/spec"
	"boardroom/rules/cards"
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
				"new --players Anna --ai aggressor,balanced,opportunist", "new --players Anna,Ben --ai random",
				"new --players aggressor,Anna,conservative --ai expert"},
			Fields: append(spec.Players("corporation", r.Players.Min, r.Players.Max, ""), referee.Field{
				Name: "ai", Flag: true, Kind: referee.ListField,
				Help: fmt.Sprintf("play alone or with friends against AI corporations (%s, or random): a virtual game, the referee deals every card; "+
					"a persona named in --players takes that seat", strings.Join(Personas().IDs(), ", "))}),
		},
		Setup: setupFromFlags,
		Auto:  func(s *State) (referee.Action[*State], bool) { return NextAI(s, Policies(s.AI)) },
		Play:  playSolo,
		Verbs: Verbs(),
		Show:  func(w io.Writer, s *State) error { return s.Write(w) },
		JSON:  func(s *State) any { return s.ToView() },
		Menu:  Menu,
		View:  TUIView,
	}
}

// setupFromFlags is the setup of `new`: a table of humans with real cards,
// or with --ai a virtual game with AI seats (ParseVirtual).
func setupFromFlags(v referee.Values) (json.RawMessage, error) {
	if !v.Has("ai") {
		return spec.PlayersSetup("Anna,Ben,Clara,David", func(names []string, _ bool) (Setup, error) { return ParseSetup(names) })(v)
	}
	names := v.Strings("players")
	if len(names) == 0 {
		return nil, referee.Usagef("--players is required, e.g. --players Anna --ai aggressor,balanced,opportunist")
	}
	seed := uint64(referee.NewSeed())
	st, err := ParseVirtual(names, v.Strings("ai"), rand.New(rand.NewPCG(seed, seed>>1|1)))
	if err != nil {
		return nil, referee.Usagef("%v", err)
	}
	return json.Marshal(st)
}

// cardsArg parses one argument's cards ("8S", "8S,8H", "Q♦") for the
// command line.
func cardsArg(s string) (any, error) {
	cs, err := cards.ParseList([]string{s})
	if err != nil {
		return nil, referee.Usagef("%v", err)
	}
	return cs, nil
}

// Verbs are audit, produce, pass and adjust.
func Verbs() []referee.Verb[*State] {
	player := referee.Field{Name: "player", Help: "the corporation whose turn it is"}
	return []referee.Verb[*State]{
		{
			Name:  "audit",
			Short: "Internal audit: the corporation whose turn it is audits one rival's floor before producing",
			Long: `Internal audit, once per turn, before producing: the victim's floor is regrouped
into the legal hands that keep the greatest raw value; the leftover cards leave the
floor and the victim is fined leftover raw x ` + R().Audit.FineFactor.String() + `, rounded half up.`,
			Examples: []string{"audit Anna Ben"},
			Fields:   []referee.Field{{Name: "auditor"}, {Name: "victim"}},
			Build: func(v referee.Values, _ *State) (referee.Action[*State], error) {
				return &Audit{Auditor: v.String("auditor"), Victim: v.String("victim")}, nil
			},
		},
		{
			Name:  "produce",
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
			Fields: []referee.Field{player,
				{Name: "card", Kind: referee.ListField, Optional: true, Parse: cardsArg},
				{Name: "illegal", Flag: true, Kind: referee.BoolField, Help: "declare the production illegal (any cards; a legal hand too)"}},
			Build: func(v referee.Values, _ *State) (referee.Action[*State], error) {
				var cs []cards.Card
				for _, part := range referee.ListOf[[]cards.Card](v, "card") {
					cs = append(cs, part...)
				}
				if len(cs) == 0 {
					return nil, referee.Usagef("no cards given: name the cards produced, or use 'pass %s'", v.String("player"))
				}
				return &Produce{Player: v.String("player"), Cards: cs, Illegal: v.Bool("illegal")}, nil
			},
		},
		{
			Name:     "pass",
			Short:    "End the turn without producing",
			Examples: []string{"pass Clara"},
			Fields:   []referee.Field{player},
			Build: func(v referee.Values, _ *State) (referee.Action[*State], error) {
				return &Pass{Player: v.String("player")}, nil
			},
		},
		adjuster().Verb(func(a referee.Adjustment) referee.Action[*State] { return &Adjust{a} },
			`adjust Anna score -10 --reason "misscored full house"`,
			`adjust Ben hand +1 --reason "drew one short"`),
	}
}
