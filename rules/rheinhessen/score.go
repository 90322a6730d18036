package rheinhessen

import (
	"errors"
	"fmt"
	"strings"

	"boardroom/phrase"
	"boardroom/phrase/msg"
	"boardroom/rules/cards"
)

// Production is a scored production: what the cards are, how they were
// declared, and the arithmetic. It explains itself in words (String) and is
// ready for JSON.
type Production struct {
	Cards []cards.Card `json:"cards"`
	Raw   int          `json:"raw"`
	// Legal is how the production was declared and scored.
	Legal bool `json:"legal"`
	// Hand is the legal hand the cards are, or "" (null) when none. A legal
	// hand declared illegal keeps its Hand but has Legal false.
	Hand      Hand `json:"hand"`
	Points    int  `json:"points"`
	Violation bool `json:"violation"` // illegal with raw at or over the danger threshold
	// The arithmetic: Points = round half up (Raw x Factor + Bonus) - Kickback.
	Factor      Rate    `json:"factor"`
	Bonus       int     `json:"bonus"`
	Exact       Decimal `json:"exact"` // Raw x Factor + Bonus before rounding
	Kickback    int     `json:"kickback"`
	Explanation string  `json:"explanation"`
}

// String explains the production: "two pair, legal: raw 26 x 0.70 + 8 = 26.2 -> 26 points".
func (p Production) String() string { return p.Explanation }

// ErrNotLegal is wrapped by the error for a production declared legal whose
// cards are no legal hand.
var ErrNotLegal = errors.New("not a legal production")

// Score scores cs declared legal (legal true) or illegal. Any cards may be
// declared illegal, a legal hand too; cards that are no legal hand declared
// legal are refused with the rule. Errors are one line.
func (r *Rules) Score(cs []cards.Card, legal bool) (Production, error) {
	if len(cs) == 0 {
		return Production{}, errors.New("rheinhessen: a production needs at least one card")
	}
	if err := cards.CheckShoe(cs, r.Decks); err != nil {
		return Production{}, err
	}
	hand, isHand := Classify(cs)
	if legal && !isHand {
		return Production{}, notLegalError(r.NotLegal(msg.EN, cs))
	}
	p := Production{
		Cards: append([]cards.Card(nil), cs...),
		Raw:   r.Raw(cs),
		Legal: legal,
		Hand:  hand,
	}
	rs := r.ScoreRaw(p.Raw, legal)
	p.Factor, p.Bonus, p.Kickback = rs.Factor, rs.Bonus, rs.Kickback
	p.Exact, p.Points, p.Violation = rs.Exact, rs.Points, rs.Violation
	p.Explanation = r.Explain(msg.EN, p)
	return p, nil
}

// RawScore is the arithmetic of a production of some raw value declared legal
// or illegal: Points = round half up (Raw x Factor + Bonus) - Kickback.
type RawScore struct {
	Raw       int
	Legal     bool
	Factor    Rate
	Bonus     int
	Exact     Decimal // Raw x Factor + Bonus before rounding
	Kickback  int
	Points    int
	Violation bool // illegal with raw at or over the danger threshold
}

// ScoreRaw scores a raw value declared legal or illegal. It is the one place
// the production formulas are applied: Score uses it for cards, and the
// printed scoring table for every raw value. Whether cards of that raw value
// can be a legal hand is not its concern (see LegalRaws).
func (r *Rules) ScoreRaw(raw int, legal bool) RawScore {
	s := RawScore{Raw: raw, Legal: legal}
	if legal {
		s.Factor, s.Bonus = r.Legal.Factor, r.Legal.Bonus
	} else {
		s.Factor = r.Illegal.Factor
		s.Violation = raw >= r.Illegal.DangerFrom
		if s.Violation {
			s.Kickback = r.Illegal.Kickback
		}
	}
	s.Exact = s.Factor.Times(raw) + Whole(s.Bonus)
	s.Points = s.Exact.Round() - s.Kickback
	return s
}

// PointsForRaw is what a production of this raw value scores declared legal
// (legal true) or illegal.
func (r *Rules) PointsForRaw(raw int, legal bool) int { return r.ScoreRaw(raw, legal).Points }

// PointsForRaw scores a raw value under the embedded rules.
func PointsForRaw(raw int, legal bool) int { return Load().PointsForRaw(raw, legal) }

// AuditFine is the fine on leftover raw value at an audit: round half up
// (raw x fine_factor), with the exact amount before rounding.
func (r *Rules) AuditFine(leftoverRaw int) (fine int, exact Decimal) {
	exact = r.Audit.FineFactor.Times(leftoverRaw)
	return exact.Round(), exact
}

// LegalRaws reports for every raw value whether some legal hand adds up to
// it. With the embedded data no hand is worth raw 2, 3, 5 or 7, and none more
// than 54 (four A♠ and a K♠, a flush with four decks). It classifies every
// combination of two to five ranks, once in one suit and once in mixed suits,
// so it follows Classify, the shoe and the card values exactly.
func (r *Rules) LegalRaws() map[int]bool {
	out := map[int]bool{}
	var ranks []cards.Rank
	var walk func(from int)
	walk = func(from int) {
		if n := len(ranks); n >= 2 {
			oneSuit := make([]cards.Card, n)
			mixed := make([]cards.Card, n)
			for i, rk := range ranks {
				oneSuit[i] = cards.New(rk, cards.Spades)
				mixed[i] = cards.New(rk, cards.Suits[i%len(cards.Suits)])
			}
			for _, cs := range [][]cards.Card{oneSuit, mixed} {
				if _, ok := Classify(cs); ok && cards.CheckShoe(cs, r.Decks) == nil {
					out[r.Raw(cs)] = true
				}
			}
		}
		if len(ranks) == 5 {
			return
		}
		for i := from; i < len(cards.Ranks); i++ {
			ranks = append(ranks, cards.Ranks[i])
			walk(i)
			ranks = ranks[:len(ranks)-1]
		}
	}
	walk(0)
	return out
}

// Check scores cs the way a player would declare them: legal when they are
// a legal hand, illegal otherwise.
func (r *Rules) Check(cs []cards.Card) (Production, error) {
	_, isHand := Classify(cs)
	return r.Score(cs, isHand)
}

// Score scores cs under the embedded rules.
func Score(cs []cards.Card, legal bool) (Production, error) { return Load().Score(cs, legal) }

// Check scores cs under the embedded rules, legal when they are a legal hand.
func Check(cs []cards.Card) (Production, error) { return Load().Check(cs) }

// notLegalError is ErrNotLegal with the sentence that says why.
type notLegalError string

func (e notLegalError) Error() string        { return "rheinhessen: " + string(e) }
func (e notLegalError) Is(target error) bool { return target == ErrNotLegal }

// NotLegal says in l why cards declared legal are not: "8♠ 9♥ is not a
// legal production: it is two cards of different ranks, and a legal
// production is exactly one of pair, ... or straight flush".
func (r *Rules) NotLegal(l msg.Lang, cs []cards.Card) string {
	return Messages.Say(l, "score.not_legal", cards.Format(cs), WhyNotIn(l, cs), r.handList(l))
}

// handList is the eight hands in words, "pair, two pair, ... or straight
// flush".
func (r *Rules) handList(l msg.Lang) string {
	names := make([]string, len(r.Hands))
	for i, h := range r.Hands {
		names[i] = h.Name.In(l)
	}
	return strings.Join(names[:len(names)-1], ", ") + Messages.Say(l, "word.or") + names[len(names)-1]
}

// Explain is a production's points in words in l: "two pair, legal: raw 26
// x 0.70 + 8 = 26.2 → 26 points".
func (r *Rules) Explain(l msg.Lang, p Production) string {
	var b strings.Builder
	switch {
	case p.Legal:
		b.WriteString(Messages.Say(l, "score.legal", r.HandNameIn(l, p.Hand)))
	case p.Hand != "":
		b.WriteString(Messages.Say(l, "score.declared_illegal", r.HandNameIn(l, p.Hand)))
	default:
		b.WriteString(Messages.Say(l, "score.no_hand", WhyNotIn(l, p.Cards)))
	}
	b.WriteString(Messages.Say(l, "score.raw", p.Raw, p.Factor))
	if p.Bonus != 0 {
		fmt.Fprintf(&b, " + %d", p.Bonus)
	}
	fmt.Fprintf(&b, " = %s", p.Exact.SayIn(l))
	rounded := p.Exact.Round()
	if Whole(rounded) != p.Exact {
		fmt.Fprintf(&b, " %s %d", phrase.Arrow(), rounded)
	}
	if p.Kickback != 0 {
		b.WriteString(Messages.Say(l, "score.kickback", p.Kickback, p.Points))
	} else {
		b.WriteString(Messages.Say(l, "score.points", p.Points))
	}
	if p.Violation {
		b.WriteString(Messages.Say(l, "score.violation", r.Illegal.DangerFrom))
	}
	return b.String()
}
