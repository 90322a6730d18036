package rigs

import (
	"errors"
	"strconv"

	"boardroom/referee/tui"
	rigsrules "boardroom/rules/rigs"
)

// Which Karma cards a player is offered: the referee does not know a hand
// of Karma cards (they are always real cards), so the menu lists the cards
// of this phase the player may hold; of these, only those that can be
// played now, whose questions each have an answer at this point of the
// game (a card that names a victim with nobody to name is no move). The
// same list in play's menu, on the seat's phone and on the host's page.

// takesKarma are the cards that take a Karma card from the victim's hand.
var takesKarma = []string{"Give Me That!", "I'll Take THAT!"}

// victimOf reports whether seat v may be the victim of the card title: a
// card that takes a Karma card names a rival who holds one.
func victimOf(s *State, title string, v int) bool {
	for _, t := range takesKarma {
		if t == title {
			return s.Players[v].Karma > 0
		}
	}
	return true
}

// karmaNow are the cards of playableKarma that name can play now: each of
// their questions has an answer (asked of a prompter that tries the
// answers offered in turn, and the first number a typed question accepts).
func karmaNow(s *State, name string) []rigsrules.KarmaCard {
	var out []rigsrules.KarmaCard
	for _, k := range playableKarma(s, name) {
		if answerable(s, name, k) {
			out = append(out, k)
		}
	}
	return out
}

// maxProbes bounds the ways of answering a card's questions tried before
// it is taken for one that cannot be played now.
const maxProbes = 64

// answerable reports whether some answers to card k's questions reach a
// move: the first answer to each question, then, while a later question
// has none, the next answer to the last question before it that has one.
func answerable(s *State, name string, k rigsrules.KarmaCard) bool {
	if eff, known := effectFor(s, k); known && eff.now != nil {
		if i, err := player(s, name); err == nil && eff.now(s, i) != nil {
			return false // no answer makes it playable (Warehouse Insurance with no loss to recover)
		}
	}
	p := &probe{}
	for range maxProbes {
		p.at = 0
		if _, err := buildKarmaCard(p, s, name, k); err == nil {
			return true
		}
		// the next way: the last question with an answer not yet tried
		for len(p.picks) > 0 && p.picks[len(p.picks)-1]+1 >= p.counts[len(p.picks)-1] {
			p.picks, p.counts = p.picks[:len(p.picks)-1], p.counts[:len(p.counts)-1]
		}
		if len(p.picks) == 0 {
			return false
		}
		p.picks[len(p.picks)-1]++
	}
	return false
}

// probe answers a card's questions: the picks-th answer of each question
// asked so far (the first of a new one); a question with no answer, or a
// typed one that takes none of the answers tried, fails the card.
type probe struct {
	picks, counts []int
	at            int // the question asked now
}

var errNoAnswer = errors.New("rigs: no answer to a question of the card")

func (p *probe) Select(_ string, options []tui.Option) (string, error) {
	// the menu's "Back" is the last answer: never taken
	n := len(options)
	if n > 0 && options[n-1].Value == tui.Back.Value {
		n--
	}
	if n == 0 {
		return "", errNoAnswer
	}
	if p.at == len(p.picks) {
		p.picks, p.counts = append(p.picks, 0), append(p.counts, n)
	}
	i := p.picks[p.at]
	p.counts[p.at] = n
	p.at++
	if i >= n {
		return "", errNoAnswer
	}
	return options[i].Value, nil
}

// Input answers a typed question with its example (the placeholder), else
// the first small number it accepts, else nothing (where nothing is an
// answer: "empty for none").
func (*probe) Input(_, placeholder string, validate func(string) error) (string, error) {
	tries := []string{placeholder}
	for n := 1; n <= 12; n++ {
		tries = append(tries, strconv.Itoa(n))
	}
	for _, v := range append(tries, "") {
		if (v != "" || placeholder == "") && (validate == nil || validate(v) == nil) {
			return v, nil
		}
	}
	if validate != nil && validate("") == nil {
		return "", nil
	}
	return "", errNoAnswer
}

func (*probe) Confirm(string) (bool, error) { return true, nil }
