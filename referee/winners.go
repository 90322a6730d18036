package referee

// AllSeats is every seat of a table of n players: 0 to n-1.
func AllSeats(n int) []int {
	out := make([]int, n)
	for i := range out {
		out[i] = i
	}
	return out
}

// Highest is the seats among seats with the highest value, in the order
// given: the winners when the most wins and ties share (nil for no seats).
// A tie-break is another call on the result: Lowest(Highest(...), ...).
func Highest(seats []int, value func(seat int) int) []int {
	return best(seats, value, func(a, b int) bool { return a > b })
}

// Lowest is the seats among seats with the lowest value, in the order given.
func Lowest(seats []int, value func(seat int) int) []int {
	return best(seats, value, func(a, b int) bool { return a < b })
}

func best(seats []int, value func(int) int, better func(a, b int) bool) []int {
	var w []int
	var top int
	for _, i := range seats {
		v := value(i)
		switch {
		case len(w) == 0 || better(v, top):
			top, w = v, []int{i}
		case v == top:
			w = append(w, i)
		}
	}
	return w
}
