package rigs

import (
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/referee/tui"
	rigsrules "boardroom/rules/rigs"
)

// titles are the cards' keys.
func titles(ks []rigsrules.KarmaCard) []string {
	var out []string
	for _, k := range ks {
		out = append(out, k.Key())
	}
	return out
}

// The Karma cards a player is offered are those that can be played now:
// "Give Me That!" takes a card from a rival who holds one, so with no
// rival holding Karma it is not offered, and against a rival who holds
// none it names no victim; a card that asks for a surveyed plot is not
// offered before any plot is surveyed. Every card left is one play's
// questions can take to the end.
func TestKarmaOfferedOnlyWhenItCanBePlayedNow(t *testing.T) {
	tg := physicalStart(t)
	tg.do(&Adjust{Player: "Ann", What: "karma", Delta: 5, Reason: "test"})
	s := tg.g.State()
	now := titles(karmaNow(s, "Ann"))
	all := titles(playableKarma(s, "Ann"))
	require.NotEmpty(t, now)
	assert.Less(t, len(now), len(all), "fewer than every title of the phase")
	assert.NotContains(t, now, "Give Me That!", "Bob holds no Karma card")
	assert.Contains(t, all, "Give Me That!")
	assert.NotContains(t, now, "Survey Error", "no plot is surveyed")
	for _, k := range karmaNow(s, "Ann") {
		_, err := buildKarmaCard(&probe{}, s, "Ann", k)
		if err != nil {
			assert.True(t, answerable(s, "Ann", k), "%s: some answers reach a move", k.Key())
		}
	}

	tg.do(&Adjust{Player: "Bob", What: "karma", Delta: 2, Reason: "test"})
	s = tg.g.State()
	assert.Contains(t, titles(karmaNow(s, "Ann")), "Give Me That!", "Bob holds Karma now")
}

// The victim of a card that takes a Karma card is a rival who holds one:
// with none, the card names no victim (play says no player can).
func TestGiveMeThatNamesOnlyARivalWithKarma(t *testing.T) {
	tg := physicalStart(t)
	tg.do(&Adjust{Player: "Ann", What: "karma", Delta: 3, Reason: "test"})
	i := slices.IndexFunc(R().Karma, func(k rigsrules.KarmaCard) bool { return k.Key() == "Give Me That!" })
	require.GreaterOrEqual(t, i, 0)
	s := tg.g.State()
	p := &victimSeen{title: s.say("ask.victim")}
	_, err := buildKarmaCard(p, s, "Ann", R().Karma[i])
	assert.Error(t, err, "Bob holds no Karma card: no victim")
	assert.Empty(t, p.seen)

	tg.do(&Adjust{Player: "Bob", What: "karma", Delta: 1, Reason: "test"})
	s = tg.g.State()
	p = &victimSeen{title: s.say("ask.victim")}
	_, err = buildKarmaCard(p, s, "Ann", R().Karma[i])
	require.NoError(t, err)
	assert.Equal(t, []string{"Bob"}, p.seen)
}

// victimSeen records the answers offered to the victim question, and takes
// the first answer of every question.
type victimSeen struct {
	title string
	seen  []string
}

func (v *victimSeen) Select(title string, options []tui.Option) (string, error) {
	if title == v.title {
		for _, o := range options {
			if o.Value != tui.Back.Value {
				v.seen = append(v.seen, o.Value)
			}
		}
	}
	return options[0].Value, nil
}

func (*victimSeen) Input(string, string, func(string) error) (string, error) { return "1", nil }
func (*victimSeen) Confirm(string) (bool, error)                             { return true, nil }

// Warehouse Insurance recovers a loss of resources not yet recovered: with
// none, no answer makes it playable, so it is not offered (a phone listed
// it, and playing it was then refused).
func TestWarehouseInsuranceOfferedOnlyWithALossToRecover(t *testing.T) {
	tg := physicalStart(t)
	tg.do(&Adjust{Player: "Ann", What: "karma", Delta: 5, Reason: "test"})
	s := tg.g.State().Clone()
	assert.NotContains(t, titles(karmaNow(s, "Ann")), "Warehouse Insurance", "Ann lost nothing")
	s.Players[0].ResLoss = &Loss{Cause: "Rough Storm"}
	assert.Contains(t, titles(karmaNow(s, "Ann")), "Warehouse Insurance", "a loss to recover")
	s.Players[0].ResLoss.Recovered = true
	assert.NotContains(t, titles(karmaNow(s, "Ann")), "Warehouse Insurance", "recovered already")
}
