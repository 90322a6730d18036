package msg_test

import (
	"fmt"
	"runtime"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/fuzzcheck"
	"boardroom/phrase/msg"
)

var cat = &msg.Catalog{Name: "test.yaml", Gen: func() map[string]msg.Text {
	return map[string]msg.Text{
		"sell":   {EN: "{1} sells {2|one Luxury|{2} Luxuries} for {+3}", DE: "{1} verkauft {2|einen Luxus|{2} Luxusgüter} für {+3}"},
		"quoted": {EN: "not {q1}", DE: "nicht {q1}"},
	}
}}

func TestSayFillsPlaceholdersAndPicksThePluralFormOfTheLanguage(t *testing.T) {
	assert.Equal(t, "Ann sells one Luxury for +4", cat.Say(msg.EN, "sell", "Ann", 1, 4))
	assert.Equal(t, "Ann sells 3 Luxuries for −2", cat.Say(msg.EN, "sell", "Ann", 3, -2))
	assert.Equal(t, "Ann verkauft einen Luxus für +4", cat.Say(msg.DE, "sell", "Ann", 1, 4))
	assert.Equal(t, "Ann verkauft 0 Luxusgüter für +0", cat.Say(msg.DE, "sell", "Ann", 0, 0))
	assert.Equal(t, "nicht „x“", cat.Say(msg.DE, "quoted", "x"), "German quotation marks")
	assert.Equal(t, `not "x"`, cat.Say(msg.EN, "quoted", "x"))
}

func TestPluralFollowsCLDRForDecimals(t *testing.T) {
	assert.True(t, msg.PluralOne(msg.EN, 1))
	assert.False(t, msg.PluralOne(msg.EN, "1.0"), "1.0 is 'other' in English (CLDR: v != 0)")
	assert.False(t, msg.PluralOne(msg.DE, "1.5"))
	assert.False(t, msg.PluralOne(msg.DE, 2))
	assert.False(t, msg.PluralOne(msg.DE, "many"))
}

type gold int

func (g gold) SayIn(l msg.Lang) string {
	if l == msg.DE {
		return "Gold"
	}
	return "gold"
}

func TestAnArgumentThatSaysItselfIsSaidInTheMessagesLanguage(t *testing.T) {
	out, err := msg.Expand(msg.DE, "{1}", []any{gold(3)})
	require.NoError(t, err)
	assert.Equal(t, "Gold", out)
}

func TestAMissingIDOrArgumentIsAnErrorAndShowsTheID(t *testing.T) {
	_, err := cat.Format(msg.EN, "nope")
	assert.ErrorContains(t, err, `no message "nope"`)
	_, err = cat.Format(msg.EN, "sell", "Ann")
	assert.ErrorContains(t, err, "no argument {2}")
	assert.Equal(t, "[sell]", cat.Say(msg.EN, "sell"))
	for _, bad := range []string{"{1", "1}", "{1|a}", "{x}"} {
		_, err := msg.Expand(msg.EN, bad, []any{1})
		assert.Error(t, err, bad)
	}
}

func TestParseReadsTheTwoLanguagesAndNamesThemWhenWrong(t *testing.T) {
	for in, want := range map[string]msg.Lang{"de": msg.DE, "EN": msg.EN, "Deutsch": msg.DE, "de_DE.UTF-8": msg.DE, "en_GB": msg.EN} {
		l, err := msg.Parse(in)
		require.NoError(t, err, in)
		assert.Equal(t, want, l, in)
	}
	_, err := msg.Parse("fr")
	assert.EqualError(t, err, `unknown language "fr": de (Deutsch) or en (English)`)
}

func TestEnvTakesBoardroomLangThenTheLocaleThenTheGamesOwn(t *testing.T) {
	for _, v := range []string{"BOARDROOM_LANG", "LC_ALL", "LC_MESSAGES", "LANG"} {
		t.Setenv(v, "")
	}
	assert.Equal(t, msg.DE, msg.Env(msg.DE))
	t.Setenv("LANG", "en_US.UTF-8")
	assert.Equal(t, msg.EN, msg.Env(msg.DE))
	t.Setenv("LC_MESSAGES", "de_AT.UTF-8")
	assert.Equal(t, msg.DE, msg.Env(msg.EN))
	t.Setenv("LC_ALL", "C")
	assert.Equal(t, msg.EN, msg.Env(msg.EN), "a locale that names neither language leaves the game's own")
	t.Setenv("BOARDROOM_LANG", "de")
	assert.Equal(t, msg.DE, msg.Env(msg.EN))
	t.Setenv("BOARDROOM_LANG", "klingon")
	assert.Equal(t, msg.EN, msg.Env(msg.EN), "an unusable BOARDROOM_LANG is passed over")
}

// A generated catalogue (a Table sorted by ID) finds every message in place:
// the first sentence builds no map of the catalogue, which for a game's
// thousand messages cost every command half a millisecond.
func TestTableIsReadInPlace(t *testing.T) {
	texts := map[string]msg.Text{}
	for i := range 500 {
		id := fmt.Sprintf("m.%03d", i)
		texts[id] = msg.Text{EN: "say " + id, DE: "sag " + id}
	}
	table := msg.Sorted(texts)
	require.True(t, slices.IsSortedFunc(table, func(a, b msg.Entry) int { return strings.Compare(a.ID, b.ID) }))
	c := &msg.Catalog{Name: "table.yaml", Table: func() []msg.Entry { return table }}
	for id, tx := range texts {
		assert.Equal(t, tx.EN, c.Say(msg.EN, id))
		assert.Equal(t, tx.DE, c.Say(msg.DE, id))
		assert.True(t, c.Has(id))
		assert.Equal(t, tx, c.Text(id))
	}
	assert.False(t, c.Has("m.500"))
	assert.False(t, c.Has(""))
	assert.Equal(t, "[m.x]", c.Say(msg.EN, "m.x"))
	assert.Equal(t, texts, c.Texts())

	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	fresh := &msg.Catalog{Name: "table.yaml", Table: func() []msg.Entry { return table }}
	assert.Equal(t, "say m.250", fresh.Say(msg.EN, "m.250"))
	runtime.ReadMemStats(&after)
	assert.Less(t, after.TotalAlloc-before.TotalAlloc, uint64(2048),
		"a first Say allocates its sentence, not a map of the catalogue's %d messages", len(table))
}

// Expand copies the text between placeholders in runs, and a text with no
// placeholder is the message itself: it was built a byte at a time, a fifth
// of what `rigs show --json` allocated.
func TestExpandCopiesPlainTextAndNamesUnbalancedBraces(t *testing.T) {
	for _, tc := range []struct{ text, want string }{
		{"", ""},
		{"plain words", "plain words"},
		{"{1}", "Ann"},
		{"a {1} b {2|one|{2} many} c", "a Ann b 3 many c"},
		{"ä{1}ö", "äAnnö"},
	} {
		got, err := msg.Expand(msg.EN, tc.text, []any{"Ann", 3})
		require.NoError(t, err, tc.text)
		assert.Equal(t, tc.want, got)
	}
	for _, bad := range []string{"a } b", "a { b", "{1} }", "{1"} {
		_, err := msg.Expand(msg.EN, bad, []any{"Ann"})
		assert.Error(t, err, bad)
	}
	allocs := testing.AllocsPerRun(100, func() { _, _ = msg.Expand(msg.EN, "no placeholder here", nil) })
	assert.Zero(t, allocs, "a text with no placeholder is returned as it is")
}

// An exact value (ICU's =0) goes before the plural forms and is chosen per
// message and per language: German says "kein Metall" where "0 Metall"
// reads wrong, and a message that reads well at zero keeps its number.
func TestAnExactValueFormSaysZeroItsOwnWay(t *testing.T) {
	c := &msg.Catalog{Name: "zero.yaml", Gen: func() map[string]msg.Text {
		return map[string]msg.Text{
			"has":   {EN: "{1} has {2|=0:no Metal|{2} Metal|{2} Metal}", DE: "{1} hat {2|=0:kein Metall|{2} Metall|{2} Metall}"},
			"cards": {EN: "{1|=0:no cards|one card|{1} cards}", DE: "{1|eine Karte|{1} Karten}"},
			"nest":  {EN: "{1|=0:nothing for {2}|=1:just one for {2}|one|{1} for {2}}", DE: "{1|=0:nichts für {2}|eins|{1} für {2}}"},
		}
	}}
	assert.Equal(t, "Anna hat kein Metall", c.Say(msg.DE, "has", "Anna", 0))
	assert.Equal(t, "Anna has no Metal", c.Say(msg.EN, "has", "Anna", 0))
	assert.Equal(t, "Anna hat 3 Metall", c.Say(msg.DE, "has", "Anna", 3))
	assert.Equal(t, "Anna hat 1 Metall", c.Say(msg.DE, "has", "Anna", 1))
	assert.Equal(t, "Anna has 0.0 Metal", c.Say(msg.EN, "has", "Anna", "0.0"), "0.0 is no whole number: the plural forms say it")
	assert.Equal(t, "no cards", c.Say(msg.EN, "cards", 0))
	assert.Equal(t, "0 Karten", c.Say(msg.DE, "cards", 0), "the German message has no =0: the plural rule says 0")
	assert.Equal(t, "one card", c.Say(msg.EN, "cards", 1))
	assert.Equal(t, "nothing for Bo", c.Say(msg.EN, "nest", 0, "Bo"))
	assert.Equal(t, "just one for Bo", c.Say(msg.EN, "nest", 1, "Bo"), "an exact =1 beats the plural form one")
	assert.Equal(t, "5 for Bo", c.Say(msg.EN, "nest", 5, "Bo"))
	assert.Equal(t, "nichts für Bo", c.Say(msg.DE, "nest", "0", "Bo"), "a number as a string is matched too")
	for _, bad := range []string{"{1|=0:none|one}", "{1|=x:none|one|other}", "{1|=0 none|one|other}", "{1|=0:{2}|one|other}"} {
		_, err := msg.Expand(msg.EN, bad, []any{0})
		assert.Error(t, err, bad)
	}
	_, err := msg.Expand(msg.EN, "{1|=0:none|one|other}", []any{0})
	assert.NoError(t, err)
}

// FuzzExpand feeds any text and argument to the expander: it never panics,
// and a text without braces comes back as it is.
func FuzzExpand(f *testing.F) {
	fuzzcheck.Bound(f)
	for _, s := range []string{"{1|=0:kein {2}|ein {2}|{1} {2}}", "{1|=0:|=1:x|one|other}", "{q1} {+2}", "{1|=|a|b}", "{1|=0:{1|=0:a|b|c}|d|e}", "x}"} {
		f.Add(s, 0)
		f.Add(s, 1)
	}
	f.Fuzz(func(t *testing.T, text string, n int) {
		fuzzcheck.Check(t, len(text), func() {
			for _, l := range msg.Langs {
				out, err := msg.Expand(l, text, []any{n, "Anna"})
				if err == nil && !strings.ContainsAny(text, "{}") {
					require.Equal(t, text, out)
				}
			}
		})
	})
}
