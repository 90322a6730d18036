package aufbau

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/phrase"
	"boardroom/phrase/msg"
	"boardroom/referee/spec"
	"boardroom/referee/verb"
)

// usageIn is the usage error the words of verb name get, said in lang.
func usageIn(t *testing.T, lang, name string, args []string, flags map[string]string) string {
	t.Helper()
	for _, v := range spec.New(Spec()).Verbs() { // its fields named as the help names them
		if v.Name == name {
			_, err := verb.Decode(v.Fields, args, flags)
			require.Error(t, err)
			var w phrase.Worded
			require.True(t, errors.As(err, &w), "%T says itself in the table's language", err)
			return w.In(lang)
		}
	}
	t.Fatalf("no verb %s", name)
	return ""
}

// A usage error names the field as the table's language types it (its
// usage line's name, a flag's name there), and a choice lists the words
// of that language: an English table reads no German field names.
func TestUsageErrorsNameFieldsInTheTablesLanguage(t *testing.T) {
	en := usageIn(t, "en", "troops", []string{"Anna", "foo", "2"}, nil)
	assert.Equal(t, `<bodyguard|militia|mercenary|thug> "foo": one of bodyguard, mercenary, militia, thug`, en)
	de := usageIn(t, "de", "troops", []string{"Anna", "foo", "2"}, nil)
	assert.Equal(t, `<leibgarde|miliz|söldner|schläger> „foo“: eines von leibgarde, söldner, miliz, schläger`, de)

	assert.Contains(t, usageIn(t, "en", "influence", []string{"Anna", "temp", "abc"}, nil), `<investments> must be a whole number`)
	assert.Contains(t, usageIn(t, "de", "influence", []string{"Anna", "temp", "abc"}, nil), `<Investitionen> muss eine ganze Zahl sein`)
	assert.Contains(t, usageIn(t, "en", "sell", []string{"Anna", "grain"}, nil), `<goods:count> "grain"`)
	assert.Contains(t, usageIn(t, "en", "build", []string{"Anna", "facility"}, map[string]string{"schluessel": "x y"}), `--key "x y"`)
	assert.Contains(t, usageIn(t, "de", "build", []string{"Anna", "facility"}, map[string]string{"schluessel": "x y"}), `--schluessel „x y“`)
	assert.Equal(t, "missing <player>", usageIn(t, "en", "sell", nil, nil))
}

// A refusal says what is wrong, not only what was typed: tenants on the
// starter domain are refused with the domain, whose it is and where tenants
// go instead, in the table's language.
func TestTenantsOnTheStarterDomainSayWhy(t *testing.T) {
	for _, c := range []struct {
		lang msg.Lang
		want string
	}{
		{msg.EN, "D1 is Anna's starter domain: tenants go on a domain acquired later"},
		{msg.DE, "D1 ist die Startdomäne von Anna: Pächter kommen auf eine später erworbene Domäne"},
	} {
		s := inActions(t, func(p *Player) { rich(p); p.Domains = []Domain{{ID: "D1", Tier: "starter", LO: 3}} })
		s.Lang = c.lang
		r := refused(t, s, &Tenants{Player: "Anna", At: "D1", Levels: 1, Dice: []int{10}})
		assert.Contains(t, r.Reason, c.want)
		assert.NotEqual(t, "D1", r.Reason)
	}
}
