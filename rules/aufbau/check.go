package aufbau

import "boardroom/phrase/msg"

// Effective is a check value in a round: base + floor((round-1)/6).
func (r *Rules) Effective(base, round int) int {
	return base + (round-1)/r.Checks.ProgressionEvery
}

// TierOf is the success tier of a total against a DC.
func (r *Rules) TierOf(total, dc int) Tier {
	for _, t := range r.Checks.Success {
		if total >= dc+t.At {
			return t
		}
	}
	return r.Checks.Success[len(r.Checks.Success)-1]
}

// TierName is a success tier's name in lang.
func (t Tier) Name(lang msg.Lang) string {
	if lang == "en" {
		return t.EN
	}
	return t.DE
}

// InvestMod is the DC step for a number of investments: one value, the
// highest step reached (no stacking, ruling AU15).
func InvestMod(steps []Step, n int) int {
	add := 0
	for _, s := range steps {
		if n >= s.At {
			add = s.Add
		}
	}
	return add
}

// KWMod is the DC modifier of the consequence value (political steps).
func (r *Rules) KWMod(kw int) int {
	for _, s := range r.Checks.KWMod {
		if kw >= s.At {
			return s.Add
		}
	}
	return 0
}

// ASMod is the DC modifier of reputation (influence and acquisitions).
func (r *Rules) ASMod(as int) int {
	as = max(r.Checks.ASRange[0], min(r.Checks.ASRange[1], as))
	for _, s := range r.Checks.ASMod {
		if s.Below && as <= s.At {
			return s.Add
		}
	}
	for _, s := range r.Checks.ASMod {
		if !s.Below && as >= s.At {
			return s.Add
		}
	}
	return 0
}

// Mod is one named DC modifier.
type Mod struct {
	Name  string `json:"name"`
	Value int    `json:"value"`
}

// DC adds the modifiers to base: increases add without limit, reductions
// add up to at most the cap (ruling AU16). It returns the DC and the
// reduction actually applied.
func (r *Rules) DC(base int, mods []Mod) (dc int, cut int) {
	dc = base
	for _, m := range mods {
		if m.Value > 0 {
			dc += m.Value
		} else {
			cut += m.Value
		}
	}
	cut = max(cut, -r.Checks.ReductionCap)
	return dc + cut, cut
}

// CostAt is a purchase price at a success tier: × 0.75/0.9/1/1.2, rounded up.
func (r *Rules) CostAt(base int, tier string) int {
	p, ok := r.Checks.CostFactor[tier]
	if !ok {
		return base
	}
	return (base*p + 99) / 100
}

// WorstCost is the price at the worst paying tier (poor).
func (r *Rules) WorstCost(base int) int { return r.CostAt(base, "poor") }
