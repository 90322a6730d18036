package aufbau

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/referee"
	"boardroom/referee/verb"
)

// Players and goods: a near miss gets a "did you mean".
func TestDidYouMean(t *testing.T) {
	s := newGame(t, Setup{Players: []string{"Anna", "Ben"}})
	_, err := s.PlayerIndex("Anan")
	require.Error(t, err)
	assert.Contains(t, err.Error(), "meintest du Anna?")

	_, err = ParseGoods("Getriede:6")
	require.Error(t, err)
	assert.Contains(t, err.Error(), "meintest du Getreide (raw.grain)?")
	_, err = ParseGoods("Akk:1")
	require.Error(t, err)
	assert.Contains(t, err.Error(), "meintest du AK (ak)?")
}

// Goods, facilities, organisations and specialists are typed by their
// German names, umlauts optional; the ids still work; a wrong one lists
// the names.
func TestNamesNotKeys(t *testing.T) {
	for in, want := range map[string]string{"Getreide:6": "raw.grain", "raw.grain:6": "raw.grain", "ak:1": "ak", "AK:1": "ak",
		"Bauholz:6": "raw.lumber", "Waffen & Schilde:1": "special.weaponsShields", "Edelhoelzer:6": "raw.hardwood", "Edelholzer:6": "raw.hardwood"} {
		g, err := ParseGoods(in)
		require.NoError(t, err, in)
		assert.Equal(t, want, g.What, in)
	}
	for in, want := range map[string]string{"allgemein klein Archiv": "general.small.Archiv", "besonders mittel Kontor": "special.medium.Kontor",
		"general.small.archiv": "general.small.archiv", "Insulae": R().Facilities.Insulae.Key, "Kunsthandwerkergasse": R().Facilities.ArtisanAlley.Key,
		"allgemein groß Halle": "general.large.Halle", "allgemein gross Halle": "general.large.Halle"} {
		k, err := parseFacility(in)
		require.NoError(t, err, in)
		assert.Equal(t, want, k, in)
	}
	_, err := parseFacility("archiv")
	require.Error(t, err)
	assert.Contains(t, err.Error(), "allgemein klein Archiv")

	org := parseNamed("Organisation", orgNames)
	for in, want := range map[string]string{"Kult": "cult", "cult": "cult", "Spionagering": "spy", "Handwerkscollegium": "collegiumCraft"} {
		k, err := org(in)
		require.NoError(t, err, in)
		assert.Equal(t, want, k)
	}
	_, err = org("Zunft")
	require.Error(t, err)
	assert.Contains(t, err.Error(), "Unterwelt")

	sp := parseNamed("Fachkraft", specialistNames)
	k, err := sp("Kunsthandwerker")
	require.NoError(t, err)
	assert.Equal(t, "artisan", k)

	// through the verbs: the stored action holds the ids
	s := newGame(t, Setup{Players: []string{"Anna", "Ben"}})
	vs := map[string]verb.Verb[*State]{}
	for _, v := range Verbs() {
		vs[v.Name] = v
	}
	build := func(called string, args []string, flags map[string]string) referee.Action[*State] {
		vals, err := verb.Decode(vs[called].Fields, args, flags)
		require.NoError(t, err)
		a, err := vs[called].Build(vals, s)
		require.NoError(t, err)
		return a
	}
	a := build("acquire", []string{"Ben", "org", "Kult"}, nil)
	assert.Equal(t, "cult", a.(*Acquire).Kind)
	a = build("build", []string{"Anna", "werkstatt", "D1"}, map[string]string{"rein": "Wolle", "raus": "Tuche"})
	assert.Equal(t, "raw.wool", a.(*Build).Input)
	assert.Equal(t, "special.cloth", a.(*Build).Output)
}

// A player's name is typed with or without its umlauts (Jörg, Joerg, jorg);
// two players who fold to one name are not guessed between.
func TestPlayerNamesWithoutUmlauts(t *testing.T) {
	s := newGame(t, Setup{Players: []string{"Anna", "Jörg"}})
	for _, typed := range []string{"Jörg", "jörg", "Joerg", "jorg", " JORG "} {
		i, err := s.PlayerIndex(typed)
		require.NoError(t, err, typed)
		assert.Equal(t, 1, i, typed)
	}
	_, err := s.PlayerIndex("Jürg")
	assert.Error(t, err)
	s = newGame(t, Setup{Players: []string{"Jörg", "Jorg"}})
	i, _ := s.PlayerIndex("jorg")
	assert.Equal(t, 1, i, "the exact name wins")
	_, err = s.PlayerIndex("joerg")
	assert.Error(t, err, "two players fold to joerg: no guess")
}

// Offices are typed by their names as people type them, not only by id:
// "kleines Amt", "Amt A5", "Amt" (the only one), "small office", a unique
// prefix, umlauts optional; a near miss gets a "did you mean", a name two
// offices fit names both.
func TestOfficesByName(t *testing.T) {
	s := newGame(t, Setup{Players: []string{"Anna"}})
	s = do(t, s, &Next{})
	p := &s.Players[0]
	require.Len(t, p.Offices, 1)
	id := p.Offices[0].ID
	for _, typed := range []string{id, strings.ToLower(id), "kleines Amt", "Kleines amt", "Amt " + id, "amt", "Amt klein", "Amt (klein)", "small office", "office", "klei", "kleine"} {
		o := p.office(typed)
		if assert.NotNil(t, o, typed) {
			assert.Equal(t, id, o.ID, typed)
		}
		n := do(t, s, &SetMode{Player: "Anna", Of: typed, Mode: "gold"})
		assert.Equal(t, "gold", n.Players[0].Offices[0].Mode, typed)
		assert.Contains(t, strings.Join(n.Said, "\n"), "Anna: "+id+" → Gold", typed)
	}
	for _, typed := range []string{"großes Amt", "S2", "D1", "ak", "A"} {
		assert.Nil(t, p.office(typed), typed)
	}
	err := (&SetMode{Player: "Anna", Of: "Atm", Mode: "gold"}).Legal(s)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "meintest du "+id+" (Amt)?")
	// two offices: "Amt" fits both and says so
	two := s.Clone()
	two.Players[0].Offices = append(two.Players[0].Offices, Office{ID: "A9", Tier: "medium", Mode: "influence"})
	tp := &two.Players[0]
	assert.Nil(t, tp.office("Amt"))
	assert.Equal(t, "A9", tp.office("mittleres Amt").ID)
	assert.Equal(t, id, tp.office("kleines Amt").ID)
	err = (&SetMode{Player: "Anna", Of: "Amt", Mode: "gold"}).Legal(two)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "meintest du "+id+" oder A9?")
	en := newGame(t, Setup{Players: []string{"Anna"}, Lang: "en"})
	en = do(t, en, &Next{})
	err = (&SetMode{Player: "Anna", Of: "A6", Mode: "gold"}).Legal(en)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "did you mean "+id+"?")
}
