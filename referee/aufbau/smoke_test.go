package aufbau

import (
	"fmt"
	"strings"
	"testing"
)

func TestSmoke(t *testing.T) {
	s := newGame(t, Setup{Players: []string{"Anna"}, Physical: true})
	s = do(t, s, &Next{Dice: []int{7, 7, 4, 1}})
	fmt.Println(strings.Join(s.Said, "\n"))
	s = do(t, s, &GainInfluence{Player: "Anna", Kind: "temporary", Inv: 2, Dice: []int{14}})
	fmt.Println(strings.Join(s.Said, "\n"))
	s = do(t, s, &Next{})
	fmt.Println(strings.Join(s.Said, "\n"))
}
