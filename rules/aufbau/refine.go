package aufbau

import "slices"

// shared counts the tags two materials share, besides "improved".
func shared(a, b *Material) int {
	n := 0
	for _, t := range a.Tags {
		if t != "improved" && b.Has(t) {
			n++
		}
	}
	return n
}

// Refine is a workshop's special output after steps refinement steps: cheap
// → the best basic special material, basic → the best expensive one,
// expensive (not luxury) → the best expensive luxury. The best shares the
// most tags with the current output, then has the highest sale bonus, then
// the lowest id.
func (r *Rules) Refine(out string, steps int) string {
	for range steps {
		m, ok := r.Material(out)
		if !ok || m.Kind() != "special" {
			return out
		}
		var want func(c *Material) bool
		switch m.Tier {
		case "cheap":
			want = func(c *Material) bool { return c.Tier == "basic" }
		case "basic":
			want = func(c *Material) bool { return c.Tier == "expensive" }
		default:
			if m.Has("luxury") {
				return out
			}
			want = func(c *Material) bool { return c.Tier == "expensive" && c.Has("luxury") }
		}
		var cands []*Material
		for i := range r.Materials {
			c := &r.Materials[i]
			if c.Kind() == "special" && c.ID != m.ID && want(c) {
				cands = append(cands, c)
			}
		}
		if len(cands) == 0 {
			return out
		}
		slices.SortFunc(cands, func(a, b *Material) int {
			if d := shared(b, m) - shared(a, m); d != 0 {
				return d
			}
			if d := b.Bonus - a.Bonus; d != 0 {
				return d
			}
			if a.ID < b.ID {
				return -1
			}
			return 1
		})
		out = cands[0].ID
	}
	return out
}
