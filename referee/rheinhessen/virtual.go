package rheinhessen

import (
	"boardroom/phrase/msg"
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"unicode/utf8"

	"boardroom/referee"
	"boardroom/rules/cards"
	rheinhessenrules "boardroom/rules/rheinhessen"
)

// A virtual game is the solo game of the rulebook: the referee shuffles the
// 208 cards from the game's seed, deals every hand, draws for every turn and
// shows a human only their own hand; seats may be played by the AI personas
// (rules/rheinhessen/personas.yaml). The log holds every action, the AI's
// too, so a saved solo game replays like any other (R35).

// Personas is the personas data.
func Personas() *rheinhessenrules.Personas { return rheinhessenrules.LoadPersonas() }

// ParseVirtual places the AI seats: a name in players that is a persona's id
// or seat name ("aggressor", "Balanced") is that persona in that seat; the
// personas of ai follow the humans, in that order. "random" alone in ai picks
// personas of the rulebook at random (with pick) to fill the table. At least
// one seat is human and the table has 2-4 seats.
//
// ps are the personas to choose from (nil: the built-in ones); a table of
// personas from a file (--personas) keeps those its seats play in the setup,
// so that the saved game plays them the same way.
func ParseVirtual(ps *rheinhessenrules.Personas, players, ai []string, pick *rand.Rand) (Setup, error) {
	return ParseVirtualIn(rheinhessenrules.Own, ps, players, ai, pick)
}

// ParseVirtualIn is ParseVirtual with its errors in l (the caller sets the
// setup's Lang).
func ParseVirtualIn(l msg.Lang, ps *rheinhessenrules.Personas, players, ai []string, pick *rand.Rand) (Setup, error) {
	custom := ps != nil
	if ps == nil {
		ps = Personas()
	}
	r := R()
	var names, seats []string
	for _, n := range players {
		n = strings.TrimSpace(n)
		if n == "" {
			continue
		}
		if !utf8.ValidString(n) {
			return Setup{}, errors.New(sayf(l, "setup.not_utf8", n))
		}
		if p, ok := ps.Persona(n); ok {
			names, seats = append(names, p.Seat), append(seats, p.ID)
			continue
		}
		names, seats = append(names, n), append(seats, "")
	}
	var chosen []string
	for _, a := range ai {
		if a = strings.TrimSpace(a); a != "" {
			chosen = append(chosen, a)
		}
	}
	if len(chosen) == 1 && strings.EqualFold(chosen[0], "random") {
		pool := ps.Rulebook()
		pool = slices.DeleteFunc(pool, func(id string) bool { return slices.Contains(seats, id) })
		n := min(r.Players.Max-len(names), len(pool))
		pick.Shuffle(len(pool), func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
		chosen = pool[:n]
	}
	for _, a := range chosen {
		p, err := ps.Lookup(a)
		if err != nil {
			return Setup{}, err
		}
		names, seats = append(names, p.Seat), append(seats, p.ID)
	}
	if !slices.Contains(seats, "") {
		return Setup{}, errors.New(sayf(l, "setup.no_human"))
	}
	if !slices.ContainsFunc(seats, func(s string) bool { return s != "" }) {
		if len(names) >= r.Players.Max {
			return Setup{}, errors.New(sayf(l, "setup.no_seat", r.Game, r.Players.Max, len(names)))
		}
		return Setup{}, errors.New(sayf(l, "setup.no_persona", strings.Join(ps.IDs(), ", ")))
	}
	clean, err := referee.Names(names, r.Players.Min, r.Players.Max, r.Game, "corporation")
	if err != nil {
		return Setup{}, err
	}
	st := Setup{Players: clean, AI: seats}
	if custom {
		for _, id := range seats {
			if p, ok := ps.Persona(id); ok && id != "" && !slices.ContainsFunc(st.Personas, func(q rheinhessenrules.Persona) bool { return q.ID == id }) {
				st.Personas = append(st.Personas, *p)
			}
		}
	}
	return st, nil
}

// newVirtual starts a virtual game: the shoe shuffled from the seed, the
// starting hands dealt, turn 1 drawn.
func newVirtual(names, ai []string, personas []rheinhessenrules.Persona, lang msg.Lang, seed int64) (*State, error) {
	r := R()
	if len(ai) != len(names) {
		return nil, fmt.Errorf("rheinhessen: bad setup: %d AI entries for %d corporations", len(ai), len(names))
	}
	if len(personas) > 0 {
		// The setup's own personas (--personas), checked as a file would be.
		data, _ := json.Marshal(map[string]any{"personas": personas})
		ps, err := ParsePersonasData("the saved game's personas", data)
		if err != nil {
			return nil, fmt.Errorf("rheinhessen: bad setup: %v", err)
		}
		personas = ps.Personas
	}
	set := personaSet(personas)
	for _, id := range ai {
		if id == "" {
			continue
		}
		if _, err := set.Lookup(id); err != nil {
			return nil, fmt.Errorf("rheinhessen: bad setup: %v", err)
		}
	}
	sh, err := referee.NewShoe(cards.Shoe(r.Decks), seed, len(names), r.StartingHand)
	if err != nil {
		return nil, fmt.Errorf("rheinhessen: %v", err)
	}
	s := &State{DrawPile: len(sh.Pile), Audited: -1, Discards: []cards.Card{}, Winners: []int{},
		AI: slices.Clone(ai), Personas: personas, Shoe: sh, Lang: lang}
	for _, n := range names {
		s.Players = append(s.Players, PlayerState{Name: n, Hand: r.StartingHand, Floor: []FloorHand{}})
	}
	var who []string
	for i, n := range names {
		if ai[i] != "" {
			p, _ := set.Lookup(ai[i])
			who = append(who, s.say("event.ai_seat", n, p.Name))
		} else {
			who = append(who, n)
		}
	}
	s.tell("event.deal_virtual", r.Shoe(), r.Decks, r.StartingHand, joinAndIn(s.Language(), who), len(sh.Pile))
	s.startTurn()
	return s, nil
}

// Virtual reports whether the referee holds the cards.
func (s *State) Virtual() bool { return s.Shoe != nil }

// IsAI reports whether a persona plays seat i.
func (s *State) IsAI(i int) bool { return i < len(s.AI) && s.AI[i] != "" }

// HandOf is seat i's hand in a virtual game, sorted by rank then suit (nil at
// a table with real cards).
func (s *State) HandOf(i int) []cards.Card {
	if s.Shoe == nil {
		return nil
	}
	h := slices.Clone(s.Shoe.Hand(i))
	cards.Sort(h)
	return h
}

// SeenBy is what seat i may see of s.
func (s *State) SeenBy(i int) *Seen {
	v := &Seen{Seat: i, Track: s.Track, DrawPile: s.DrawPile, Turn: s.Turn, LastTurn: s.LastTurn,
		CanAudit: s.CanAudit(), Seats: make([]SeenSeat, len(s.Players))}
	if s.Shoe != nil {
		v.Hand = s.Shoe.Hand(i)
	}
	for j := range s.Players {
		p := &s.Players[j]
		v.Seats[j] = SeenSeat{Score: p.Score, Hand: p.Hand, IllegalRaw: p.IllegalRaw(), Floor: p.FloorCards()}
	}
	for c, n := range s.InPlay() {
		v.Out[c.Index()] += int8(n)
	}
	return v
}

// Policies are the policies of AI seats playing the built-in personas (nil
// for humans): one each, made fresh; a policy may remember what it saw in a
// game.
func Policies(ai []string) []Policy { return policiesOf(Personas(), ai) }

// Policies are the policies of the game's AI seats, from the game's own
// personas (--personas) or the built-in ones.
func (s *State) Policies() []Policy { return policiesOf(personaSet(s.Personas), s.AI) }

// PersonaOf is the persona playing seat i, or nil for a human.
func (s *State) PersonaOf(i int) *rheinhessenrules.Persona {
	if !s.IsAI(i) {
		return nil
	}
	p, _ := personaSet(s.Personas).Persona(s.AI[i])
	return p
}

func policiesOf(ps *rheinhessenrules.Personas, ai []string) []Policy {
	out := make([]Policy, len(ai))
	for i, id := range ai {
		if p, ok := ps.Persona(id); ok && id != "" {
			out[i] = NewPolicy(p)
		}
	}
	return out
}

// personaSet is the game's own personas, or the built-in ones when it has
// none.
func personaSet(own []rheinhessenrules.Persona) *rheinhessenrules.Personas {
	if len(own) > 0 {
		return &rheinhessenrules.Personas{Personas: own}
	}
	return Personas()
}

// NextAI is the action of the AI seat to play now in s, and false when a
// human is to play or the game has ended. policies are the game's (Policies).
func NextAI(s *State, policies []Policy) (referee.Action[*State], bool) {
	if s.Ended || !s.IsAI(s.Current) || policies[s.Current] == nil {
		return nil, false
	}
	m := policies[s.Current].Choose(s.SeenBy(s.Current))
	return m.Action(s, s.Players[s.Current].Name), true
}

// HandText is a hand for its owner: "Anna holds 9 cards: 2♠ 5♥ 5♦ ...", with
// the legal productions it holds and the best safe illegal one.
func (s *State) HandText(i int, bySuit bool) string {
	r := R()
	h := s.HandOf(i)
	if bySuit {
		sortBySuit(h)
	}
	l := s.Language()
	var b strings.Builder
	b.WriteString(s.say("handtext.holds", s.Players[i].Name, len(h), cards.Format(h)) + "\n")
	var buf scratch
	opts := legalOptions(h, &buf)
	slices.SortStableFunc(opts, func(x, y []cards.Card) int { return r.Raw(y) - r.Raw(x) })
	if len(opts) == 0 {
		b.WriteString(s.say("handtext.none") + "\n")
	} else {
		b.WriteString(s.say("handtext.legal") + "\n")
		for k, o := range opts {
			if k == 8 {
				b.WriteString("  " + s.say("handtext.more", len(opts)-k) + "\n")
				break
			}
			hand, _ := rheinhessenrules.Classify(o)
			raw := r.Raw(o)
			fmt.Fprintf(&b, "  %-16s %-18s %s\n", r.HandNameIn(l, hand), cards.Format(o), s.say("handtext.option", fmt.Sprintf("%2d", raw), r.PointsForRaw(raw, true)))
		}
	}
	if cs, raw := bestSubset(h, r.Illegal.DangerFrom-1, &buf); raw > 0 {
		b.WriteString(s.say("handtext.safe", r.Illegal.DangerFrom-1, cards.Format(cs), raw, r.PointsForRaw(raw, false)) + "\n")
	}
	return b.String()
}

// notHeld says which cards a hand lacks, counting copies: "does not hold
// 7♦", or, with two 7♦ in hand and three produced, "holds only two 7♦".
func (s *State) notHeld(hand, missing []cards.Card) string {
	var parts []string
	seen := map[cards.Card]bool{}
	for _, c := range missing {
		if seen[c] {
			continue
		}
		seen[c] = true
		held := 0
		for _, h := range hand {
			if h == c {
				held++
			}
		}
		if held == 0 {
			parts = append(parts, s.say("notheld.none", c.String()))
		} else {
			parts = append(parts, s.say("notheld.only", c.String(), held))
		}
	}
	return joinAndIn(s.Language(), parts)
}

// PersonPlays refuses a verb or a look at the hand of a seat the referee
// plays: an AI corporation's turns are the referee's, and its hand is no
// one's to see (R35).
func PersonPlays(s *State, i int) error {
	if s.IsAI(i) {
		return s.refuse("rule.virtual_hand", "refuse.ai_seat", s.Players[i].Name)
	}
	return nil
}
