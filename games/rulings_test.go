package games

import (
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	aufbaurules "boardroom/rules/aufbau"
	corpwarrules "boardroom/rules/corpwar"
	"boardroom/rules/datafile"
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
