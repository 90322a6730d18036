package rigs

import (
	"slices"
	"strconv"
	"strings"

	"boardroom/lazy"
	"boardroom/phrase/msg"
	"boardroom/referee"
	rigsrules "boardroom/rules/rigs"
)

// Which Karma card is where. Each of the 45 Karma cards is printed once.
// Hands are counted, not seen: the referee learns a card's title when it is
// played by name (or named when discarded with `swap`), and from then on
// knows where it lies until the discard pile is reshuffled into the deck:
//
//   - on the discard pile (played, or named in a swap),
//   - in front of its owner (cards put out into play: in_play in the rules data),
//   - set aside for a player until the next round (Identity Theft).
//
// Games saved before the referee tracked cards (their setup has no
// karma_cards) replay as they were played: none of this applies to them.

// KarmaHold is where a player's Karma cards lie outside the hand, and what
// the cards in front of the player hold.
type KarmaHold struct {
	// InPlay are the cards in front of the player, in the order put out.
	InPlay []string `json:"karma_in_play,omitempty"`
	// NextRound are cards set aside that go into the player's hand when the next round begins.
	NextRound []string `json:"karma_next_round,omitempty"`
	// Recycled and Spares are the RIGS on Recycling and on Parts Shop.
	Recycled int `json:"rigs_on_recycling,omitempty"`
	Spares   int `json:"rigs_on_parts_shop,omitempty"`
	// Destroyed counts the player's RIGS destroyed while Push, Pull, or Drag lay in front of them.
	Destroyed int `json:"rigs_destroyed,omitempty"`
	// ShopRolled is the round of the last Parts Shop roll (once per Player Phase).
	ShopRolled int `json:"parts_shop_rolled,omitempty"`
	// SwapRound is the round in whose Disaster Phase the player may discard 1 Karma card and draw 1.
	SwapRound int `json:"may_swap_karma,omitempty"`
	// NoSabotage is the round in which Ain't Working for You bars the player's Sabotage cards.
	NoSabotage int `json:"no_sabotage_round,omitempty"`
	// LastLoss is the most recent loss to a Disaster or a Destruction or Sabotage card (I Ain't Going Alone).
	LastLoss *Loss `json:"last_loss,omitempty"`
	// ResLoss is the most recent such loss of resources (Warehouse Insurance).
	ResLoss *Loss `json:"last_resource_loss,omitempty"`
}

// Loss is what a Disaster or Karma card took from a player. Losses are
// replaced, never changed: states share them.
type Loss struct {
	Cause     string                     `json:"cause"`
	Res       map[rigsrules.Resource]int `json:"resources,omitempty"`
	Karma     int                        `json:"karma,omitempty"`
	Recovered bool                       `json:"recovered,omitempty"`
}

func (l *Loss) String() string {
	var parts []string
	for _, r := range rigsrules.Resources {
		if n := l.Res[r]; n > 0 {
			parts = append(parts, resName(r, n))
		}
	}
	if l.Karma > 0 {
		parts = append(parts, plural(l.Karma, "Karma card", "Karma cards"))
	}
	if len(parts) == 0 {
		return "nothing"
	}
	return strings.Join(parts, ", ")
}

// SayIn is the loss in l, as a message argument says it: "2 Energy, 1
// Karma card", "2 Energie, 1 Karmakarte".
func (l *Loss) SayIn(lang msg.Lang) string {
	var parts []string
	for _, r := range rigsrules.Resources {
		if n := l.Res[r]; n > 0 {
			parts = append(parts, rigsrules.AmountIn(lang, r, n))
		}
	}
	if l.Karma > 0 {
		parts = append(parts, rigsrules.Messages.Say(lang, "karma.cards", l.Karma))
	}
	if len(parts) == 0 {
		return rigsrules.Messages.Say(lang, "karma.nothing")
	}
	return strings.Join(parts, ", ")
}

// KarmaBook is what the referee knows of the Karma deck beyond its counts.
type KarmaBook struct {
	// KarmaCards: the referee tracks which card is where (new games).
	KarmaCards bool `json:"karma_cards_tracked,omitempty"`
	// KarmaDiscard are the titles known to lie on the Karma discard pile.
	KarmaDiscard []string `json:"karma_discard_titles,omitempty"`
}

const (
	cardIdentityTheft = "Identity Theft"
	cardPPD           = "Push, Pull, or Drag"
	cardRecycling     = "Recycling"
	cardPartsShop     = "Parts Shop"
	cardAlarm         = "R.I.G.S. Alarm System"
	cardDonk          = "I've Got a Donk"
	cardNaiveProfits  = "Naive Profits"
)

// whereKarma says where a card is known to lie: "discard", "front" or
// "aside" (with the player), or "" when it is in the deck or a hand.
func (s *State) whereKarma(title string) (string, int) {
	if slices.Contains(s.KarmaDiscard, title) {
		return "discard", -1
	}
	for j := range s.Players {
		if slices.Contains(s.Players[j].InPlay, title) {
			return "front", j
		}
		if slices.Contains(s.Players[j].NextRound, title) {
			return "aside", j
		}
	}
	return "", -1
}

// refuseKnown refuses a card the referee knows is not in a hand.
func (s *State) refuseKnown(title, where string, j int) error {
	switch where {
	case "discard":
		return s.no(s.say("rule.once"), "refuse.on_discard", s.karmaName(title))
	case "front":
		return s.no(s.say("rule.front"), "refuse.in_front", s.karmaName(title), s.Players[j].Name)
	case "aside":
		return s.no(s.say("rule.aside", s.karmaName(cardIdentityTheft)), "refuse.set_aside", s.karmaName(title), s.Players[j].Name)
	}
	return nil
}

// toDiscard puts a played card on the discard pile, from a place.
func (s *State) toDiscard(title, from string) {
	s.KarmaPile++
	// by its title: an undo says which card goes back ("Move Karma card
	// "Give Me That!" from the Karma discard pile back to Ann's hand")
	s.move(s.thing("karma_card_titled", s.karmaName(title)), 1, from, s.at("karma_pile"))
	s.KarmaDiscard = append(frozen(s.KarmaDiscard), title)
}

// discardFromFront takes a card from in front of player i to the discard pile.
func (s *State) discardFromFront(i int, title string) {
	s.Players[i].InPlay = removeOne(s.Players[i].InPlay, title)
	s.toDiscard(title, s.inFront(s.Players[i].Name))
}

// startRoundKarma hands the cards set aside for the new round to their players.
func (s *State) startRoundKarma() {
	for j := range s.Players {
		p := &s.Players[j]
		for _, t := range p.NextRound {
			p.Karma++
			s.move(s.thing("karma_card"), 1, s.setAside(p.Name), s.karmaHand(p.Name))
			s.tell("karma.take_aside", p.Name, s.karmaName(t))
		}
		p.NextRound = nil
	}
}

// rigsDestroyed follows n of player i's RIGS destroyed: onto Recycling or
// Parts Shop when one lies in front of them (the first put out), and a
// claim on Push, Pull, or Drag.
func (s *State) rigsDestroyed(i, n int) {
	p := &s.Players[i]
	if n <= 0 || !s.KarmaCards {
		return
	}
	for _, c := range p.InPlay {
		if c == cardRecycling || c == cardPartsShop {
			if c == cardRecycling {
				p.Recycled += n
			} else {
				p.Spares += n
			}
			s.move(s.thing("rigs"), n, s.at("bank"), s.cardInFront(c, p.Name))
			s.tell("karma.onto_card", p.Name, n, s.karmaName(c))
			break
		}
	}
	if slices.Contains(p.InPlay, cardPPD) {
		p.Destroyed += n
		s.tell("karma.ppd_may", p.Name, s.karmaName(cardPPD))
	}
}

// noteLoss records what a Disaster or Karma card took from player i.
func (s *State) noteLoss(i int, cause string, res map[rigsrules.Resource]int, karma int) {
	total := 0
	for _, n := range res {
		total += n
	}
	if total == 0 && karma == 0 {
		return
	}
	p := &s.Players[i]
	p.LastLoss = &Loss{Cause: cause, Res: res, Karma: karma}
	if total > 0 {
		p.ResLoss = &Loss{Cause: cause, Res: res}
	}
}

// lossesSince records, for the players in who, what the action took from
// them since before (resources, Karma cards) and follows destroyed RIGS.
// The card's player (played >= 0) is not counted as losing the card played.
func (s *State) lossesSince(before *State, cause string, played int, who func(j int) bool, destroyed bool) {
	for j := range s.Players {
		b, p := &before.Players[j], &s.Players[j]
		if who(j) {
			had := b.Karma
			if j == played {
				had--
			}
			res := map[rigsrules.Resource]int{}
			for _, r := range rigsrules.Resources {
				if d := b.Res[r] - p.Res[r]; d > 0 {
					res[r] = d
				}
			}
			s.noteLoss(j, cause, res, max(0, had-p.Karma))
		}
		if destroyed {
			s.rigsDestroyed(j, (b.Warehouse+b.PlacedRigs())-(p.Warehouse+p.PlacedRigs()))
		}
	}
}

// afterDisaster follows player i's Disaster: the loss, the destroyed RIGS,
// and, when it brought no Karma card, the right to discard 1 and draw 1.
func (s *State) afterDisaster(before *State, i int) {
	s.lossesSince(before, s.Players[i].Disaster, -1, func(j int) bool { return j == i }, true)
	if s.Players[i].Karma <= before.Players[i].Karma {
		s.Players[i].SwapRound = s.Round
	}
}

// ---- the cards put out into play, used from in front of their owner ----

type frontUse struct {
	check func(s *State, a *Karma, i int) error
	apply func(s *State, a *Karma, i int, ch *referee.Chance) error
}

// rollFor rolls one die for a card (or takes the roll entered).
func rollFor(s *State, a *Karma, ch *referee.Chance) (int, error) {
	return rollOrEnter(ch, a, 0, "d6")
}

var frontUses = &lazy.Value[map[string]frontUse]{New: func() map[string]frontUse {
	return map[string]frontUse{
		cardPPD: {check: func(s *State, a *Karma, i int) error {
			if s.Players[i].Destroyed == 0 {
				return s.no(s.say("rule.ppd_pays", s.karmaName(cardPPD)), "refuse.ppd_nothing", s.Players[i].Name)
			}
			if s.RigsInPlay() >= R().Limits.RigsInPlay {
				return s.no(s.say("rule.rigs_tokens", R().Limits.RigsInPlay), "refuse.all_in_play")
			}
			return nil
		}, apply: func(s *State, a *Karma, i int, _ *referee.Chance) error {
			p := &s.Players[i]
			p.Warehouse++
			s.move(s.thing("rigs"), 1, s.at("bank"), s.warehouse(p.Name))
			p.Destroyed = 0
			s.discardFromFront(i, cardPPD)
			s.tell("karma.ppd_cashed", p.Name, s.karmaName(cardPPD))
			return nil
		}},
		cardRecycling: {apply: func(s *State, a *Karma, i int, _ *referee.Chance) error {
			p := &s.Players[i]
			n := p.Recycled
			p.Recycled = 0
			s.move(s.thing("rigs"), n, s.cardInFront(cardRecycling, p.Name), s.at("bank"))
			p.Res[rigsrules.Metal] += n
			s.coupons(p, rigsrules.Metal, n)
			s.discardFromFront(i, cardRecycling)
			s.tell("karma.recycling_cashed", p.Name, s.karmaName(cardRecycling), n, s.amount(rigsrules.Metal, n))
			return nil
		}},
		cardPartsShop: {check: func(s *State, a *Karma, i int) error {
			if s.Players[i].ShopRolled == s.Round {
				return s.no(s.say("rule.parts_shop_once", s.karmaName(cardPartsShop)), "refuse.parts_shop_rolled", s.Players[i].Name)
			}
			return needRolls(s, a, 1)
		}, apply: func(s *State, a *Karma, i int, ch *referee.Chance) error {
			p := &s.Players[i]
			d, err := rollFor(s, a, ch)
			if err != nil {
				return err
			}
			p.ShopRolled = s.Round
			switch {
			case d == 1:
				n := p.Spares
				p.Spares = 0
				s.move(s.thing("rigs"), n, s.cardInFront(cardPartsShop, p.Name), s.at("bank"))
				s.discardFromFront(i, cardPartsShop)
				s.tell("karma.parts_shop_one", p.Name, s.karmaName(cardPartsShop), n)
			case p.Spares >= d:
				p.Spares--
				p.Warehouse++
				s.move(s.thing("rigs"), 1, s.cardInFront(cardPartsShop, p.Name), s.warehouse(p.Name))
				s.tell("karma.parts_shop_back", p.Name, d, s.karmaName(cardPartsShop), p.Spares)
			default:
				s.tell("karma.parts_shop_empty", p.Name, d, s.karmaName(cardPartsShop), p.Spares)
			}
			return nil
		}},
		cardAlarm: {check: func(s *State, a *Karma, i int) error { return needRolls(s, a, 1) },
			apply: protectionRoll(cardAlarm, func(d int) (safe, breaks bool) { return d%2 == 0, d == 1 })},
		cardDonk: {check: func(s *State, a *Karma, i int) error { return needRolls(s, a, 1) },
			apply: protectionRoll(cardDonk, func(d int) (safe, breaks bool) { return d >= 2 && d <= 5, d == 1 || d == 6 })},
	}
}}

// protectionRoll is the roll of R.I.G.S. Alarm System or I've Got a Donk
// when a Sabotage card would affect its owner.
func protectionRoll(title string, read func(d int) (safe, breaks bool)) func(s *State, a *Karma, i int, ch *referee.Chance) error {
	return func(s *State, a *Karma, i int, ch *referee.Chance) error {
		p := &s.Players[i]
		d, err := rollFor(s, a, ch)
		if err != nil {
			return err
		}
		safe, breaks := read(d)
		msg := s.say("karma.protection_roll", p.Name, d, s.karmaName(title))
		if safe {
			msg += s.say("karma.protection_safe", p.Name)
		} else {
			msg += s.say("karma.protection_hit", p.Name)
		}
		if breaks {
			s.discardFromFront(i, title)
			msg += s.say("karma.protection_breaks", s.karmaName(title))
		}
		s.Say("%s.", msg)
		return nil
	}
}

// ---- swap: Safe! and the unaffected ----

// Swap is "may discard 1 Karma card and draw 1", for a player whose
// Disaster card brought no Karma card this Disaster Phase.
type Swap struct {
	Player string `json:"player"`
	Title  string `json:"title,omitempty"` // the card discarded, when the player names it
}

func (*Swap) ActionType() string { return string(ActSwap) }

func (a *Swap) Legal(s *State) error {
	p, err := actor(s, ActSwap, a.Player)
	if err != nil {
		return err
	}
	if p.SwapRound != s.Round {
		if !p.Resolved {
			return s.no(s.say("rule.swap"), "refuse.swap_unresolved", p.Name)
		}
		return s.no(s.say("rule.swap"), "refuse.swap_not_now", p.Name)
	}
	if p.Karma < 1 {
		return s.no(s.say("rule.swap"), "refuse.swap_no_card", p.Name)
	}
	if a.Title != "" {
		k, err := (&Karma{Title: a.Title}).card()
		if err != nil {
			return err
		}
		if where, j := s.whereKarma(k.Key()); where != "" {
			return s.refuseKnown(k.Key(), where, j)
		}
	}
	return nil
}

func (a *Swap) Apply(s0 *State, _ *referee.Chance) (*State, error) {
	s := s0.Clone()
	i, _ := player(s, a.Player)
	p := &s.Players[i]
	p.Karma--
	what := s.say("swap.one_card")
	if a.Title != "" {
		k, _ := (&Karma{Title: a.Title}).card()
		s.toDiscard(k.Key(), s.karmaHand(p.Name))
		what = strconv.Quote(s.karmaName(k.Key()))
	} else {
		s.KarmaPile++
		s.move(s.thing("karma_card"), 1, s.karmaHand(p.Name), s.at("karma_pile"))
	}
	p.SwapRound = 0
	got := s.drawKarma(i, 1)
	s.work("safe-and-the-unaffected-discard", "work.swap_may", p.Name, s.disasterName(p.Disaster), s.Round)
	s.work("safe-and-the-unaffected-discard", "work.swap_hand", p.Name, s0.Players[i].Karma, got, p.Karma)
	s.work("which-karma-card-is-where", "work.swap_decks", s0.KarmaDeck, s0.KarmaDeck-s.KarmaDeck, s.KarmaDeck, s0.KarmaPile, s.KarmaPile)
	s.tell("swap.done", p.Name, what, got, p.Karma)
	return s, nil
}

// knownCards lists, for `show`, the cards in front of a player and set aside for them.
func (s *State) knownCards(p *PlayerState) string {
	var parts []string
	for _, c := range p.InPlay {
		x := s.karmaName(c)
		switch c {
		case cardRecycling:
			x += " " + s.say("show.rigs_on_card", p.Recycled)
		case cardPartsShop:
			x += " " + s.say("show.rigs_on_card", p.Spares)
		}
		parts = append(parts, x)
	}
	out := ""
	if len(parts) > 0 {
		out = s.say("show.in_front", strings.Join(parts, ", "))
	}
	if len(p.NextRound) > 0 {
		out += s.say("show.next_round_cards", s.karmaNames(p.NextRound))
	}
	return out
}
