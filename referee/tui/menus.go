package tui

import "boardroom/referee"

// The generic helpers of a game's menu: offer a choice only when the rules
// allow it now, bound a count by what is legal, pick among what fits.

// whatFits is the rule a menu question with nothing to offer refuses with.
const whatFits = "the menu offers only what the rules allow now"

// IfLegal keeps the choice c only if probe, its action, is legal in s now.
func IfLegal[S any](s S, c Choice[S], probe referee.Action[S]) []Choice[S] {
	if probe.Legal(s) == nil {
		return []Choice[S]{c}
	}
	return nil
}

// Only offers the choices of f while open holds.
func Only[S any](open func(s S) bool, f func(s S) []Choice[S]) func(s S) []Choice[S] {
	return func(s S) []Choice[S] {
		if !open(s) {
			return nil
		}
		return f(s)
	}
}

// Most is the largest n from 1 to hi for which build(n) is legal in s (0
// when none is): the upper bound a count question offers.
func Most[S any](s S, hi int, build func(n int) referee.Action[S]) int {
	best := 0
	for n := 1; n <= hi; n++ {
		if build(n).Legal(s) == nil {
			best = n
		}
	}
	return best
}

// SelectPlayerWhere asks which of the players named names for whom keep(i)
// holds (every one when keep is nil), plus Back, and returns the name
// chosen; with nobody to offer it refuses.
func SelectPlayerWhere(p Prompter, title string, names []string, keep func(i int) bool) (string, error) {
	var kept []string
	for i, n := range names {
		if keep == nil || keep(i) {
			kept = append(kept, n)
		}
	}
	if len(kept) == 0 {
		return "", referee.Refusef(whatFits, "no player can do that now")
	}
	return SelectPlayer(p, title, kept)
}

// SelectValueWhere offers the items keep accepts (every one when keep is
// nil), each shown as label(item), plus Back, and returns the one chosen;
// with nothing to offer it refuses, saying none ("no plot fits").
func SelectValueWhere[T any](p Prompter, title string, items []T, keep func(T) bool, label func(T) string, none string) (T, error) {
	var kept []T
	for _, it := range items {
		if keep == nil || keep(it) {
			kept = append(kept, it)
		}
	}
	if len(kept) == 0 {
		var zero T
		return zero, referee.Refusef(whatFits, "%s", none)
	}
	return SelectValue(p, title, kept, label)
}
