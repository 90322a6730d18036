package referee

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestHighestSharesTiesAndLowestBreaksThem(t *testing.T) {
	score := []int{12, 30, -4, 30}
	raw := []int{0, 9, 0, 7}
	at := func(xs []int) func(int) int { return func(i int) int { return xs[i] } }
	assert.Equal(t, []int{0, 1, 2, 3}, AllSeats(4))
	assert.Equal(t, []int{1, 3}, Highest(AllSeats(4), at(score)), "ties share, in seat order")
	assert.Equal(t, []int{3}, Lowest(Highest(AllSeats(4), at(score)), at(raw)), "a tie-break is a second call")
	assert.Equal(t, []int{2}, Highest([]int{2}, at(score)), "negative values win when they are the best")
	assert.Equal(t, []int{0, 2}, Lowest(AllSeats(4), at(raw)))
	assert.Nil(t, Highest(nil, at(score)))
	assert.Equal(t, []int{2, 0}, Highest([]int{2, 0}, at([]int{5, 0, 5})), "the order given is kept")
}
