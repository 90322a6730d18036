package games

import (
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/docs"
	"boardroom/phrase/msg"
	aufbaurules "boardroom/rules/aufbau"
	corpwarrules "boardroom/rules/corpwar"
	"boardroom/rules/datafile"
	"boardroom/rules/lookup"
	rheinhessenrules "boardroom/rules/rheinhessen"
	rigsrules "boardroom/rules/rigs"
)

// rulingsOf is how each game cites its rulings: by key in its rules data
// (rulings:), and in its code by number (R29, CW8) or by key (Cite("sales")).
var rulingsOf = []struct {
	game    string         // the game's folder name under rules/, referee/, printables/, templates/
	section string         // its "# ..." section in docs/rulings.md
	number  *regexp.Regexp // how its code cites a ruling by number; nil: unnumbered
	rulings func() datafile.Rulings
}{
	{"rigs", "R.I.G.S.", nil, func() datafile.Rulings { return rigsrules.Load().Rulings }},
	{"rheinhessen", "Rheinhessen Industriewerk", regexp.MustCompile(`\bR[0-9]+\b`), func() datafile.Rulings { return rheinhessenrules.Load().Rulings }},
	{"corpwar", "Corporate Warfare", regexp.MustCompile(`\bCW[0-9]+\b`), func() datafile.Rulings { return datafile.Rulings(corpwarrules.Load().Rulings) }},
	{"aufbau", "Aufbausystem", regexp.MustCompile(`\bAU[0-9]+\b`), func() datafile.Rulings { return aufbaurules.Load().Rulings }},
}

// rulingsDoc splits docs/rulings.md into its games' sections.
func rulingsDoc(t *testing.T) map[string]string {
	doc, err := os.ReadFile(filepath.Join("..", "docs", "rulings.md"))
	require.NoError(t, err)
	sections := map[string]string{}
	parts := regexp.MustCompile(`(?m)^# `).Split(string(doc), -1)
	for _, p := range parts[1:] {
		title, body, _ := strings.Cut(p, "\n")
		sections[strings.TrimSpace(title)] = body
	}
	return sections
}

// documented reports whether a game's section has the ruling: a "## CW8 ..."
// heading with that number and title, or for unnumbered rulings a
// "- **Title.**" bullet.
func documented(section string, ru datafile.Ruling) bool {
	if ru.ID != "" {
		m := regexp.MustCompile(`(?m)^## ` + regexp.QuoteMeta(ru.ID) + ` (.+)$`).FindStringSubmatch(section)
		return m != nil && strings.EqualFold(strings.TrimSpace(m[1]), ru.Title)
	}
	return regexp.MustCompile(`(?m)^- \*\*` + regexp.QuoteMeta(ru.Title) + `\.?\*\*`).MatchString(section)
}

// gameSources are the non-test Go and YAML files of a game.
func gameSources(t *testing.T, game string) map[string]string {
	files := map[string]string{}
	for _, dir := range []string{"rules", "referee", "printables", "templates"} {
		root := filepath.Join("..", dir, game)
		if _, err := os.Stat(root); err != nil {
			continue
		}
		err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() || strings.HasSuffix(path, "_test.go") || strings.Contains(path, "testdata") {
				return err
			}
			if ext := filepath.Ext(path); ext == ".go" || ext == ".yaml" {
				b, err := os.ReadFile(path)
				if err != nil {
					return err
				}
				files[path] = string(b)
			}
			return nil
		})
		require.NoError(t, err)
	}
	if b, err := os.ReadFile(game + ".go"); err == nil {
		files[game+".go"] = string(b)
	}
	require.NotEmpty(t, files, game)
	return files
}

var citeCall = regexp.MustCompile(`\bCite\("([^"]+)"\)`)

// Every ruling a game's data or code cites exists in docs/rulings.md, under
// that game, with the number and title the data gives it.
func TestEveryCitedRulingIsWrittenUp(t *testing.T) {
	doc := rulingsDoc(t)
	for _, g := range rulingsOf {
		t.Run(g.game, func(t *testing.T) {
			section, ok := doc[g.section]
			require.True(t, ok, "docs/rulings.md has a %q section", g.section)
			rulings := g.rulings()
			require.NotEmpty(t, rulings, "rules/%s names the rulings it applies under rulings:", g.game)
			ids := map[string]string{}
			for key, ru := range rulings {
				assert.True(t, documented(section, ru), "rulings.%s (%s) is not in docs/rulings.md under %q", key, ru, g.section)
				if ru.ID != "" {
					assert.Empty(t, ids[ru.ID], "%s is named by two keys", ru.ID)
					ids[ru.ID] = key
				}
			}
			for path, src := range gameSources(t, g.game) {
				for _, m := range citeCall.FindAllStringSubmatch(src, -1) {
					_, ok := rulings[m[1]]
					assert.True(t, ok, "%s cites the ruling key %q, which rules/%s does not name", path, m[1], g.game)
				}
				if g.number == nil {
					continue
				}
				for _, id := range g.number.FindAllString(src, -1) {
					assert.NotEmpty(t, ids[id], "%s cites %s, which rules/%s does not name under rulings:", path, id, g.game)
					assert.True(t, regexp.MustCompile(`(?m)^## `+id+` `).MatchString(section), "%s cites %s, which docs/rulings.md does not have under %q", path, id, g.section)
				}
			}
		})
	}
}

// The check itself: a cited number, key or title that is not written up fails.
func TestUndocumentedRulingsAreCaught(t *testing.T) {
	doc := rulingsDoc(t)
	assert.True(t, documented(doc["Corporate Warfare"], datafile.Ruling{ID: "CW14", Title: "upkeep counts full groups"}))
	assert.False(t, documented(doc["Corporate Warfare"], datafile.Ruling{ID: "CW99", Title: "upkeep counts full groups"}))
	assert.False(t, documented(doc["Corporate Warfare"], datafile.Ruling{ID: "CW14", Title: "upkeep is free"}))
	assert.False(t, documented(doc["Rheinhessen Industriewerk"], datafile.Ruling{ID: "CW14", Title: "upkeep counts full groups"}), "a ruling counts only under its own game")
	assert.True(t, documented(doc["R.I.G.S."], datafile.Ruling{Title: "Vinnie, exactly"}))
	assert.False(t, documented(doc["R.I.G.S."], datafile.Ruling{Title: "Vinnie, roughly"}))
	assert.True(t, documented(doc["Rheinhessen Industriewerk"], datafile.Ruling{ID: "R29", Title: "when the deck runs out"}))
}

// Every ruling is written in both languages: docs/rulings.de.md has the
// same games and sections of rulings, in the same order, and under each
// the same rulings by id (numbered ones by their number, the others by
// the anchor that carries the English file's id); none is empty.
func TestEveryRulingIsInBothLanguages(t *testing.T) {
	en, err := lookup.ParseRulingsIn(lookup.EnglishRulings, docs.Rulings, "")
	require.NoError(t, err)
	de, err := lookup.ParseRulingsIn(lookup.GermanRulings, docs.RulingsDE, "")
	require.NoError(t, err)
	require.NotEmpty(t, en)
	games := func(rs []lookup.Ruling) (order []string, ids map[string][]string) {
		ids = map[string][]string{}
		for _, r := range rs {
			if !slices.Contains(order, r.Game) {
				order = append(order, r.Game)
			}
			ids[r.Game] = append(ids[r.Game], r.ID)
		}
		return order, ids
	}
	enGames, enIDs := games(en)
	deGames, deIDs := games(de)
	require.Len(t, deGames, len(enGames), "the German file has a heading for each game of the English one: %v, %v", enGames, deGames)
	for i, g := range enGames {
		assert.Equal(t, enIDs[g], deIDs[deGames[i]], "%s (German %s): the same rulings, in the same order", g, deGames[i])
	}
	for _, r := range de {
		assert.NotEmpty(t, strings.TrimSpace(r.Title), "%s:%d", lookup.GermanRulings, r.Line)
		assert.NotEmpty(t, strings.TrimSpace(r.Ruling), "%s:%d: %s", lookup.GermanRulings, r.Line, r.ID)
	}
	// each game's rulings pair up, as the lookup reads them
	for _, id := range IDs() {
		_, err := LookupIn(id, msg.DE)
		assert.NoError(t, err, id)
	}
}

// The pairing catches a ruling written in one language only.
func TestARulingInOneLanguageOnlyIsAnError(t *testing.T) {
	en := []lookup.Ruling{{Game: "G", ID: "G1", Ruling: "a"}, {Game: "G", ID: "G2", Ruling: "b"}}
	_, err := lookup.PairRulings(en, en[:1])
	assert.ErrorContains(t, err, "G2 has no German text")
	_, err = lookup.PairRulings(en[:1], en)
	assert.ErrorContains(t, err, "G2 has no English text")
	pairs, err := lookup.PairRulings(en, en)
	require.NoError(t, err)
	assert.Len(t, pairs, 2)
}

// internalCitation finds what a ruling must not cite: the project's or an
// engine's files (a .go, .md, .ts, .yaml or .json file, a path such as
// rules/rigs/), its code (Rules.Score, a Test or Benchmark), and the
// engines' notes no player has ("implementation-status", "the facts file",
// "facts §12").
var internalCitation = regexp.MustCompile("[A-Za-z0-9_*-]+\\.(go|md|ts|yaml|yml|json)\\b" +
	"|\\b(rules|referee|printables|templates|games|cmd|docs|display|src)/[a-z]" +
	"|\\b[A-Za-z]+\\.[A-Z][A-Za-z]+\\b" +
	"|\\b(Test|Benchmark)[A-Z][A-Za-z]+" +
	"|implementation-status|[Ff]acts (file|§)|\\([Ff]acts\\b|\\bfacts'|Faktensammlung")

// No ruling a table is shown cites an internal file or the code: the
// lookup shows every ruling's title, quote, text and reason, in both
// languages.
func TestRulingsCiteNoInternalFile(t *testing.T) {
	for _, f := range []struct {
		name string
		doc  []byte
	}{{lookup.EnglishRulings, docs.Rulings}, {lookup.GermanRulings, docs.RulingsDE}} {
		all, err := lookup.ParseRulingsIn(f.name, f.doc, "")
		require.NoError(t, err)
		for _, r := range all {
			for field, text := range map[string]string{"title": r.Title, "quote": r.Quote, "ruling": r.Ruling, "why": r.Why} {
				if m := internalCitation.FindString(text); m != "" {
					t.Errorf("%s:%d: %s %s: its %s cites %q, which no player has", f.name, r.Line, r.Game, r.ID, field, m)
				}
			}
		}
	}
}

// The scan itself: it finds each kind of citation and passes plain rules.
func TestInternalCitationScan(t *testing.T) {
	for _, s := range []string{"see implementation-status.md", "(`Rules.Raw`, `card_values`)", "in `rules/rigs/rigs.yaml`",
		"Tested by `TestDroughtOnlyInTheSectionsFirstRound`", "as facts §12 says", "src/core/rules/v1.ts", "printables/rheinhessen.go"} {
		assert.NotEmpty(t, internalCitation.FindString(s), s)
	}
	for _, s := range []string{"a plot #12 (Desert)", "R.I.G.S. T.D.M. triples it", "`boardroom rigs karma <title>`", "12 ¾ Gold", "8♠ 8♠ 9♠",
		"Push, Pull, or Drag", "`--dest 7,Bob`", "Entscheid AU18: …", "e.g. Left the Light On"} {
		assert.Empty(t, internalCitation.FindString(s), s)
	}
}
