package aufbau

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"boardroom/phrase/msg"
)

// show says a count of nothing in words, as the catalogues do elsewhere
// ("no tenants", "keine Pächter"), never a label and a 0; a count of some
// keeps its label and number.
func TestShowSaysNoTenantsInWords(t *testing.T) {
	for _, c := range []struct {
		lang                   msg.Lang
		none, some, noFollower string
		zero                   []string
	}{
		{msg.EN, "no tenants", "tenants 2", "no followers", []string{"tenants 0", "followers 0"}},
		{msg.DE, "keine Pächter", "Pächter 2", "keine Anhänger", []string{"Pächter 0", "Anhänger 0"}},
	} {
		s := newGame(t, Setup{Players: []string{"Anna"}, Physical: true, Lang: c.lang})
		p := &s.Players[0]
		p.Cities[0].Tenants = 2
		p.Orgs = append(p.Orgs, Org{Kind: "cult", Tier: "small", LO: 3})
		for _, out := range []string{s.Text()} {
			assert.Contains(t, out, c.none, c.lang)
			assert.Contains(t, out, c.some, c.lang)
			assert.Contains(t, out, c.noFollower, c.lang)
			for _, z := range c.zero {
				assert.NotContains(t, out, z, c.lang)
			}
		}
	}
}
