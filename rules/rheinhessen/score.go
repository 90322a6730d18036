package rheinhessen

import (
	"errors"
	"fmt"
	"strings"

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
		return Production{}, fmt.Errorf("rheinhessen: %s is %w: it is %s, and a legal production is exactly one of %s",
			cards.Format(cs), ErrNotLegal, whyNot(cs), r.handList())
	}
	p := Production{
		Cards: append([]cards.Card(nil), cs...),
		Raw:   r.Raw(cs),
		Legal: legal,
		Hand:  hand,
	}
	if legal {
		p.Factor, p.Bonus = r.Legal.Factor, r.Legal.Bonus
	} else {
		p.Factor = r.Illegal.Factor
		p.Violation = p.Raw >= r.Illegal.DangerFrom
		if p.Violation {
			p.Kickback = r.Illegal.Kickback
		}
	}
	p.Exact = p.Factor.Times(p.Raw) + Whole(p.Bonus)
	p.Points = p.Exact.Round() - p.Kickback
	p.Explanation = r.explain(p, cs)
	return p, nil
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

func (r *Rules) handList() string {
	names := make([]string, len(r.Hands))
	for i, h := range r.Hands {
		names[i] = h.Name
	}
	return strings.Join(names[:len(names)-1], ", ") + " or " + names[len(names)-1]
}

func (r *Rules) explain(p Production, cs []cards.Card) string {
	var b strings.Builder
	switch {
	case p.Legal:
		fmt.Fprintf(&b, "%s, legal: ", r.HandName(p.Hand))
	case p.Hand != "":
		fmt.Fprintf(&b, "%s declared illegal: ", r.HandName(p.Hand))
	default:
		fmt.Fprintf(&b, "no hand (%s), illegal: ", whyNot(cs))
	}
	fmt.Fprintf(&b, "raw %d x %s", p.Raw, p.Factor)
	if p.Bonus != 0 {
		fmt.Fprintf(&b, " + %d", p.Bonus)
	}
	fmt.Fprintf(&b, " = %s", p.Exact)
	rounded := p.Exact.Round()
	if Whole(rounded) != p.Exact {
		fmt.Fprintf(&b, " -> %d", rounded)
	}
	if p.Kickback != 0 {
		fmt.Fprintf(&b, ", minus %d kickback = %s", p.Kickback, points(p.Points))
	} else {
		fmt.Fprintf(&b, " %s", pointsWord(p.Points))
	}
	if p.Violation {
		fmt.Fprintf(&b, "; a violation (illegal with raw %d or more)", r.Illegal.DangerFrom)
	}
	return b.String()
}

// points is "26 points", "1 point".
func points(n int) string { return fmt.Sprintf("%d %s", n, pointsWord(n)) }

func pointsWord(n int) string {
	if n == 1 || n == -1 {
		return "point"
	}
	return "points"
}
