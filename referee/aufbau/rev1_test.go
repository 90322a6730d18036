package aufbau

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	aufbaurules "boardroom/rules/aufbau"
)

// One office, one yield a round (ruling AU26): the command sequence.
// Switching the starter office to gold in maintenance, after the reset
// counted its 4 influence, is refused; switched in the action phase it pays
// 3 gold at the next maintenance and no longer adds influence at the reset.
func TestOfficeModeOneYieldARound(t *testing.T) {
	s := newGame(t, Setup{Players: []string{"Anna"}, Physical: true})
	s = do(t, s, &Next{Dice: []int{7, 7, 4, 2}})
	s = do(t, s, &Next{})
	require.Equal(t, Maintenance, s.Phase)
	require.Equal(t, 5, s.Players[0].Influence, "the reset counted A5's 4 influence")
	r := refused(t, s, &SetMode{Player: "Anna", Of: "A5", Mode: "gold"})
	assert.Contains(t, r.Rule, "AU26")
	s = do(t, s, &Next{Dice: []int{21, 22, 2}})
	assert.NotContains(t, lines(s), "Amt A5", "the office paid no gold this round: its yield was the influence")
	s = do(t, s, &SetMode{Player: "Anna", Of: "A5", Mode: "gold"})
	s = do(t, s, &Next{})
	assert.Equal(t, 1, s.Players[0].Influence, "the reset no longer counts the office's influence")
	s = do(t, s, &Next{})
	assert.Contains(t, lines(s), "Einkommen Amt A5 (klein, Gold)")

	// A campaign saved before revision 1 replays its maintenance switch.
	old, err := Rules{}.New([]byte(`{"players":["Anna"],"physical":true}`), 1)
	require.NoError(t, err)
	require.Zero(t, old.Rev)
	old = do(t, old, &Next{Dice: []int{7, 7, 4, 2}})
	old = do(t, old, &Next{})
	do(t, old, &SetMode{Player: "Anna", Of: "A5", Mode: "gold"})
}

// Event 9 has two sale dice (facts §5.2): +1W4 when cheap or basic building
// goods are sold, +1W6 when expensive ones are; the section rolls both.
func TestEvent9TwoSaleDice(t *testing.T) {
	s := newGame(t, Setup{Players: []string{"Anna"}, Physical: true})
	s = do(t, s, &Next{Dice: []int{7, 7, 4, 2}})
	s = do(t, s, &Next{})
	// round 2: events 9 and 21; 9 rolls 1W4 = 3 and 1W6 = 5, 21 its 1W4 = 2
	s = do(t, s, &Next{Dice: []int{9, 21, 3, 5, 2}})
	require.Equal(t, []int{9, 21}, s.Section.Events)
	assert.Equal(t, 3, s.Section.Flat["9/0"])
	assert.Equal(t, 5, s.Section.Flat["9/1"])
	m := func(id string) *aufbaurules.Material { x, ok := R().Material(id); require.True(t, ok, id); return x }
	assert.Equal(t, 3, s.flatSale([]*aufbaurules.Material{m("raw.clay")}), "cheap building: the 1W4")
	assert.Equal(t, 3, s.flatSale([]*aufbaurules.Material{m("raw.buildStone")}), "basic building: the 1W4")
	assert.Equal(t, 5, s.flatSale([]*aufbaurules.Material{m("raw.hardwood")}), "expensive building: the 1W6, not the 1W4")
	assert.Equal(t, 8, s.flatSale([]*aufbaurules.Material{m("raw.clay"), m("raw.hardwood")}), "both")
	assert.Equal(t, 0, s.flatSale([]*aufbaurules.Material{m("raw.grain")}))
	// one die fewer is refused, naming what is missing
	s2 := newGame(t, Setup{Players: []string{"Anna"}, Physical: true})
	s2 = do(t, s2, &Next{Dice: []int{7, 7, 4, 2}})
	s2 = do(t, s2, &Next{})
	refused(t, s2, &Next{Dice: []int{9, 21, 3, 2}})
}

// A damage roll says what it did: nothing ("1W20 = 20 > 5: kein Schaden")
// or what was damaged.
func TestDamageRollSaysWhatItDid(t *testing.T) {
	s := newGame(t, Setup{Players: []string{"Anna"}, Physical: true})
	s = do(t, s, &Next{Dice: []int{7, 5, 1}})
	s = do(t, s, &Next{})
	s = do(t, s, &Next{Dice: []int{18, 22, 4, 20}}) // the riot's damage roll 20
	assert.Contains(t, lines(s), "Ereignis 27: Schadenswurf 1W20 = 20 > 5: kein Schaden")

	s = newGame(t, Setup{Players: []string{"Anna"}, Physical: true})
	s = do(t, s, &Next{Dice: []int{7, 5, 1}})
	s = do(t, s, &Next{})
	s = do(t, s, &Next{Dice: []int{18, 22, 4, 3, 1}}) // 3 ≤ 5: the first target
	assert.Regexp(t, `Ereignis 27: \S+ beschädigt \(1W20 = 3 ≤ 5`, lines(s))
}

// Physical dice in one go: a step without its rolls is refused once,
// naming every roll it needs, in order and what each is for.
func TestPhysicalDiceInOneGo(t *testing.T) {
	s := newGame(t, Setup{Players: []string{"Anna"}, Physical: true})
	r := refused(t, s, &Next{})
	assert.Contains(t, r.Reason, "keine Würfe eingegeben, dieser Schritt braucht")
	assert.Contains(t, r.Reason, "1. 2W6 Rohmaterial-Tabelle (lokaler Markt); 2. 2W6 Sondermaterial-Tabelle (lokaler Markt)")
	assert.Contains(t, r.Rule, "AU13")
	s = do(t, s, &Next{Dice: []int{7, 7, 4, 2}})
	s = do(t, s, &Next{})
	r = refused(t, s, &Next{Dice: []int{9, 21}})
	assert.Contains(t, r.Reason, "3. 1W4 Verkaufswürfel von Ereignis 9; 4. 1W6 Verkaufswürfel von Ereignis 9; 5. 1W4 Preiswürfel je Investition von Ereignis 21")
	do(t, s, &Next{Dice: []int{9, 21, 3, 5, 2}})
}
