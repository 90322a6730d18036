package politicard

import (
	"boardroom/phrase/msg"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The pool is the engine's: 133 cards, 68/25/12/8/20, with its stats (PC1).
func TestPool(t *testing.T) {
	r := Load()
	counts := map[string]int{}
	for _, c := range r.Cards {
		counts[c.Type]++
		for _, l := range msg.Langs {
			assert.NotContains(t, c.Text.In(l)+c.TriggerText.In(l), "{", c.ID)
		}
	}
	assert.Len(t, r.Cards, 133)
	assert.Equal(t, map[string]int{Government: 68, Public: 25, Instant: 12, Ongoing: 8, Intervention: 20}, counts)
	g1 := r.MustCard("g1")
	assert.Equal(t, []any{10, 2, 17, []string{"Leadership"}}, []any{g1.Power, g1.Tier, g1.HP, g1.Keywords})
	g4 := r.MustCard("G4")
	assert.Equal(t, []any{8, 2, 13}, []any{g4.Power, g4.Tier, g4.HP})
	g6 := r.MustCard("G6")
	assert.Equal(t, []string{"Leadership", "Diplomat"}, g6.Keywords)
	musk := r.MustCard("S64")
	assert.Equal(t, []any{8, 2, []string{"Oligarch", "Plattform"}}, []any{musk.HP, musk.CostTier, musk.Keywords})
	assert.Equal(t, 4, r.MustCard("S5").HP, "Oppositionsblockade costs 4 HP")
	assert.Equal(t, 3, r.MustCard("S5").CostTier)
	assert.Equal(t, Government, r.MustCard("S15").Slot, "Wirtschaftlicher Druck goes to the government slot")
	assert.Equal(t, "sets_intervention", r.MustCard("S33").Trigger.Kind)
	assert.Equal(t, msg.Text{EN: "Your opponent plays a Tier 2 government card.", DE: "Dein Gegner spielt eine Regierungskarte der Stufe 2 aus."}, r.MustCard("S22").TriggerText)
	assert.Equal(t, msg.Text{EN: "That card -2.", DE: "Diese Karte −2."}, r.MustCard("S22").Text)
	// A keyword's title and card noun fill {tag} and {tagcard} in each language.
	assert.Equal(t, msg.Text{EN: "Aura: your influence +1 for each active Movement card in your public row, this one included.",
		DE: "Aura: Dein Einfluss +1 für jede aktive Bewegungskarte in deiner Öffentlichkeitsreihe, diese eingeschlossen."}, r.MustCard("S70").Text)
	// A person's name is the same in both languages; a title is not.
	assert.Equal(t, msg.Text{EN: "Yorick Pinewood", DE: "Yorick Pinewood"}, r.MustCard("S64").Name)
	assert.Equal(t, msg.Text{EN: "Delaying Tactics", DE: "Verzögerungsverfahren"}, r.MustCard("S6").Name)
	// 23 Leadership and 10 Diplomat lines, as the engine's data.
	lead, dip := 0, 0
	top := 0
	for _, c := range r.Cards {
		if c.HasKeyword("Leadership") {
			lead++
		}
		if c.HasKeyword("Diplomat") {
			dip++
		}
		if c.Type != Government && c.CostTier == 3 {
			top++
		}
	}
	assert.Equal(t, 23, lead)
	assert.Equal(t, 10, dip)
	assert.Equal(t, 10, top, "ten specials of cost tier 3 (3-4 HP)")
}

// No card carries a real person's name: every government and public card
// has a stand-in name and a role (PC2). Spot-check the ten people of the
// rulebook's examples.
func TestStandIns(t *testing.T) {
	r := Load()
	real := []string{"Putin", "Trudeau", "Zuckerberg", "Weiwei", "Doudna", "Fauci", "Chomsky", "Musk", "Thunberg", "Gates",
		"Merkel", "Biden", "Trump", "Xi ", "Macron", "Soros", "Bezos", "Snowden", "Assange", "Navalny"}
	for _, c := range r.Cards {
		if c.Type == Government || c.Type == Public {
			assert.NotEmpty(t, c.Role, c.ID)
		}
		for _, n := range real {
			assert.NotContains(t, c.Name.EN, n, c.ID)
		}
	}
}

func TestFind(t *testing.T) {
	r := Load()
	c, err := r.Find("s22", nil)
	require.NoError(t, err)
	assert.Equal(t, "Whistleblower", c.Name.EN)
	c, err = r.Find("whistleblower", nil)
	require.NoError(t, err)
	assert.Equal(t, "S22", c.ID)
	c, err = r.Find("the boss", Names{"G1": "The Boss"})
	require.NoError(t, err)
	assert.Equal(t, "G1", c.ID)
	assert.Equal(t, "The Boss", r.Name("g1", Names{"G1": "The Boss"}, msg.DE))
	_, err = r.Find("Nobody", nil)
	assert.ErrorContains(t, err, `no card "Nobody"`)
}

func TestNamesFile(t *testing.T) {
	r := Load()
	n, err := r.ParseNames("n.yaml", []byte("G1: The Boss\nS64: Rocket Man\n"))
	require.NoError(t, err)
	assert.Equal(t, Names{"G1": "The Boss", "S64": "Rocket Man"}, n)
	for _, bad := range []struct{ in, want string }{
		{"G99: X\n", "n.yaml:1: no card \"G99\""},
		{"G1: A\nG2: a\n", "n.yaml:2: the name \"a\" is already G1's"},
		{"G1: Whistleblower\n", "is the pool's name or id of S22"},
		{"- G1\n", "expected a mapping"},
		{"G1: [x]\n", "expected a name"},
	} {
		_, err := r.ParseNames("n.yaml", []byte(bad.in))
		assert.ErrorContains(t, err, bad.want, bad.in)
	}
}
