package rigs

import (
	"fmt"
	"strconv"
	"strings"
)

// The rule functions: what the rules data means, computed once here for the
// referee and the printed set alike. They are pure: the data in, a number or
// a sentence out.

// Capacity is how many RIGS a plot of the given type takes for a resource,
// which is also the most it yields per Production Phase: the plot type's
// capacity for Energy, Supplies and Metal, and for Luxuries the survey's
// Luxury spots (ruling "Plot capacity"). An unknown plot type takes none.
func (r *Rules) Capacity(plotType string, luxurySpots int, res Resource) int {
	if res == Luxuries {
		return luxurySpots
	}
	t, ok := r.Plot(plotType)
	if !ok {
		return 0
	}
	return t.Capacity[res]
}

// Amount is a quantity of a resource as the table says it: "1 Supply",
// "2 Supplies", "3 Energy", "1 Luxury".
func Amount(res Resource, n int) string {
	name := res.Title()
	if n == 1 || n == -1 {
		switch res {
		case Supplies:
			name = "Supply"
		case Luxuries:
			name = "Luxury"
		}
	}
	return strconv.Itoa(n) + " " + name
}

// CostText is a cost as the table says it, in rulebook resource order:
// "1 Energy + 1 Supply".
func CostText(c map[Resource]int) string {
	var parts []string
	for _, res := range Resources {
		if n, ok := c[res]; ok {
			parts = append(parts, Amount(res, n))
		}
	}
	return strings.Join(parts, " + ")
}

// NumberWord is a small count in words ("three"), else in digits.
func NumberWord(n int) string {
	words := []string{"no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"}
	if n >= 0 && n < len(words) {
		return words[n]
	}
	return strconv.Itoa(n)
}

// CountWord is n in words with the noun that agrees: "one End Market card",
// "two End Market cards".
func CountWord(n int, one, many string) string {
	if n == 1 {
		return NumberWord(n) + " " + one
	}
	return NumberWord(n) + " " + many
}

// PlotWorth is a plot's end-game value: the End Market cards drawn for its
// type (marketValue credits), multiplied when its survey found Luxury spots
// (ruling "End-game plot value"). surveyed reports whether it was multiplied.
func (r *Rules) PlotWorth(marketValue, luxurySpots int) (worth int, multiplied bool) {
	if luxurySpots > 0 {
		return marketValue * r.EndGame.SurveyedLuxuryMultiplier, true
	}
	return marketValue, false
}

// VinnieOwes is what Vinnie collects at the end for that much script of one
// resource: units of that resource.
func (r *Rules) VinnieOwes(script int) int { return script * r.Vinnie.RepayAtEnd }

// PowerPerPlot is the Energy a working plot that does not harvest Energy
// needs per Production Phase; doubled under Brownout!.
func (r *Rules) PowerPerPlot(brownout bool) int {
	n := r.Costs.PowerPlot[Energy]
	if brownout {
		n *= 2
	}
	return n
}

// PlotsByEndCards groups the plot types by how many End Market cards they
// are worth, in the order of the rules data.
func (r *Rules) PlotsByEndCards() (counts []int, types map[int][]string) {
	types = map[int][]string{}
	for _, p := range r.Plots {
		if _, ok := types[p.EndMarketCards]; !ok {
			counts = append(counts, p.EndMarketCards)
		}
		types[p.EndMarketCards] = append(types[p.EndMarketCards], p.Type)
	}
	return counts, types
}

// PlotWorthText is "Plains and Valley plots are worth one End Market card;
// Forest, Desert and Ridge plots two, added", from the rules data.
func (r *Rules) PlotWorthText() string {
	counts, types := r.PlotsByEndCards()
	var parts []string
	for i, n := range counts {
		what := NumberWord(n)
		if n > 1 {
			what += ", added"
		}
		if i == 0 {
			parts = append(parts, fmt.Sprintf("%s plots are worth %s", joinAnd(types[n]), CountWord(n, "End Market card", "End Market cards")))
			if n > 1 {
				parts[0] += ", added"
			}
			continue
		}
		parts = append(parts, fmt.Sprintf("%s plots %s", joinAnd(types[n]), what))
	}
	return strings.Join(parts, "; ")
}

// PlotDrawText is "one for Plains, one for Valley, two added for each of
// Forest, Desert, Ridge", from the rules data.
func (r *Rules) PlotDrawText() string {
	counts, types := r.PlotsByEndCards()
	var parts []string
	for _, n := range counts {
		if n == 1 {
			for _, t := range types[n] {
				parts = append(parts, "one for "+t)
			}
			continue
		}
		parts = append(parts, fmt.Sprintf("%s added for each of %s", NumberWord(n), strings.Join(types[n], ", ")))
	}
	return strings.Join(parts, ", ")
}

// joinAnd is "A", "A and B", "A, B and C".
func joinAnd(xs []string) string {
	if len(xs) < 2 {
		return strings.Join(xs, "")
	}
	return strings.Join(xs[:len(xs)-1], ", ") + " and " + xs[len(xs)-1]
}
