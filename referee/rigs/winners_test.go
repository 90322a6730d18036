package rigs

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// The highest worth wins; players tied on it share the win; a player
// without a worth (the game has not been valued) is not counted.
func TestWinnersShareTheHighestWorth(t *testing.T) {
	s := &State{Phase: Ended}
	s.Players = []PlayerState{
		{Name: "Ann", Worth: &Worth{Total: 300}}, {Name: "Bob", Worth: &Worth{Total: 412}},
		{Name: "Cy"}, {Name: "Dee", Worth: &Worth{Total: 412}}}
	assert.Equal(t, []int{1, 3}, s.Winners())
	assert.Contains(t, s.WinnerText(), "Bob and Dee share the win")
	s.Players[3].Worth.Total = -5
	assert.Equal(t, []int{1}, s.Winners())
	s.Phase = Market
	assert.Nil(t, s.Winners(), "no winners before the end")
}
