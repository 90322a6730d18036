package politicard

import (
	"fmt"

	"boardroom/phrase/msg"
)

// Placed is a card on the table: in a row, a slot or the instant slot.
type Placed struct {
	ID string `json:"id"`
	// Seq numbers the cards in the order they were played (ties of
	// "strongest" go to the most recent, PC17).
	Seq         int  `json:"seq"`
	Owner       int  `json:"owner"` // the seat whose deck it came from (PC22)
	Buff        int  `json:"buff,omitempty"`
	Debuff      int  `json:"debuff,omitempty"`
	Deactivated bool `json:"deactivated,omitempty"`
	Shield      bool `json:"shield,omitempty"`
	Zeroed      bool `json:"zeroed,omitempty"` // counts 0 this round (Tunnelvision)
}

// Side is one player's part of the table.
type Side struct {
	Gov     []Placed `json:"government"`
	Pub     []Placed `json:"public"`
	Instant *Placed  `json:"instant"`
	GovSlot *Placed  `json:"government_slot"`
	PubSlot *Placed  `json:"public_slot"`
}

// Clone deep-copies the side.
func (s Side) Clone() Side {
	c := Side{Gov: append([]Placed{}, s.Gov...), Pub: append([]Placed{}, s.Pub...)}
	cp := func(p *Placed) *Placed {
		if p == nil {
			return nil
		}
		q := *p
		return &q
	}
	c.Instant, c.GovSlot, c.PubSlot = cp(s.Instant), cp(s.GovSlot), cp(s.PubSlot)
	return c
}

// Value is a government card's own influence: power + buffs - debuffs,
// never below 0; 0 when it counts 0 this round (PC10).
func (r *Rules) Value(p Placed) int {
	if p.Zeroed {
		return 0
	}
	c, ok := r.Card(p.ID)
	if !ok {
		return 0
	}
	return max(0, c.Power+p.Buff-p.Debuff)
}

// Line is one item of an influence total.
type Line struct {
	What   string `json:"what"`
	Points int    `json:"points"`
}

// Score is a government row's influence, itemised.
type Score struct {
	Total int    `json:"total"`
	Lines []Line `json:"lines"`
}

// Influence is a side's influence (PC10): each government card's value
// (deactivated cards count too), then the ongoing auras, then the public
// cards' auras. names are the group's own card names (nil: the pool's).
func (r *Rules) Influence(s Side, names Names, l msg.Lang) Score {
	var sc Score
	add := func(what string, n int) {
		sc.Lines = append(sc.Lines, Line{What: what, Points: n})
		sc.Total += n
	}
	for _, p := range s.Gov {
		c := r.MustCard(p.ID)
		what := Messages.Say(l, "influence.power", c.ID+" "+r.Name(c.ID, names, l), c.Power)
		if p.Buff > 0 {
			what += fmt.Sprintf(" +%d", p.Buff)
		}
		if p.Debuff > 0 {
			what += fmt.Sprintf(" -%d", p.Debuff)
		}
		if p.Zeroed {
			what += Messages.Say(l, "influence.zeroed")
		}
		if p.Deactivated {
			what += Messages.Say(l, "influence.deactivated")
		}
		add(what, r.Value(p))
	}
	counting := 0 // government cards that take an aura: all but those that count 0
	for _, p := range s.Gov {
		if !p.Zeroed {
			counting++
		}
	}
	pubHas := func(tags []string) bool {
		for _, p := range s.Pub {
			if r.MustCard(p.ID).HasAnyKeyword(tags) {
				return true
			}
		}
		return false
	}
	activeWith := func(tag string) int {
		n := 0
		for _, p := range s.Pub {
			if !p.Deactivated && r.MustCard(p.ID).HasKeyword(tag) {
				n++
			}
		}
		return n
	}
	for _, slot := range []*Placed{s.GovSlot, s.PubSlot} {
		if slot == nil {
			continue
		}
		c := r.MustCard(slot.ID)
		e := c.Effect
		switch e.Kind {
		case "aura_tier":
			n := 0
			for _, p := range s.Gov {
				if !p.Zeroed && r.MustCard(p.ID).Tier == e.Tier {
					n++
				}
			}
			if n > 0 {
				add(Messages.Say(l, "influence.aura_tier", c.Name.In(l), e.N, n, e.Tier), n*e.N)
			}
		case "aura_if_tag":
			if counting > 0 && pubHas([]string{e.Tag}) {
				add(Messages.Say(l, "influence.aura_if_tag", c.Name.In(l), r.keywordCard(e.Tag, l), e.N, counting), counting*e.N)
			}
		case "aura_unless_tags":
			if counting > 0 && !pubHas(e.Tags) {
				add(Messages.Say(l, "influence.aura_unless_tags", c.Name.In(l), r.keywordCards(e.Tags, l), e.N, counting), counting*e.N)
			}
		case "aura_per_tag", "aura_per_tag_draw":
			if n := activeWith(e.Tag); n > 0 {
				add(Messages.Say(l, "influence.aura_per_tag", c.Name.In(l), e.N, n, r.KeywordTitle(e.Tag, l)), n*e.N)
			}
		}
	}
	for _, p := range s.Pub {
		c := r.MustCard(p.ID)
		if p.Deactivated || c.Effect.Kind != "aura_per_tag" {
			continue
		}
		if n := activeWith(c.Effect.Tag); n > 0 {
			add(Messages.Say(l, "influence.aura_per_tag", c.ID+" "+r.Name(c.ID, names, l), c.Effect.N, n, r.KeywordTitle(c.Effect.Tag, l)), n*c.Effect.N)
		}
	}
	return sc
}

// Strongest is the index in the government row of the active card with the
// highest value, ties to the most recently played (PC17); -1 when there is
// no active card.
func (r *Rules) Strongest(gov []Placed) int {
	best := -1
	for i, p := range gov {
		if p.Deactivated {
			continue
		}
		if best < 0 || r.Value(p) > r.Value(gov[best]) || (r.Value(p) == r.Value(gov[best]) && p.Seq > gov[best].Seq) {
			best = i
		}
	}
	return best
}

// Weakest is the index of the card with the lowest value, active or not,
// ties to the most recently played (PC17); -1 for an empty row.
func (r *Rules) Weakest(gov []Placed) int {
	best := -1
	for i, p := range gov {
		if best < 0 || r.Value(p) < r.Value(gov[best]) || (r.Value(p) == r.Value(gov[best]) && p.Seq > gov[best].Seq) {
			best = i
		}
	}
	return best
}
