package rigs

import (
	"boardroom/printables"
	"boardroom/printables/printtest"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/phrase/msg"
	rigsrules "boardroom/rules/rigs"
	rigstpl "boardroom/templates/rigs"
)

func components(t testing.TB) []*printables.Component {
	t.Helper()
	comps, err := Components()
	require.NoError(t, err)
	return comps
}

// Every card prints its whole text, in each language: the title, the kind
// and the effect of the rules data in that language.
func TestEveryCardPrintsItsWholeText(t *testing.T) {
	r := rigsrules.Load()
	for _, l := range msg.Langs {
		comps, err := ComponentsIn(l)
		require.NoError(t, err)
		rec, _ := printtest.Record(t, comps, printables.DefaultOptions())
		kinds := map[string]string{}
		for _, k := range r.KarmaKind {
			kinds[k.Kind] = k.Name.In(l)
		}
		for _, k := range r.Karma {
			got := printtest.TextOf(rec, "front:karma:"+k.Title.In(l))
			assert.Contains(t, got, strings.Join(strings.Fields(k.Effect.In(l)), " "), k.Key())
			assert.Contains(t, got, k.Title.In(l))
			assert.Contains(t, got, strings.ToUpper(kinds[k.Kind]))
		}
		for _, d := range r.Disasters {
			got := printtest.TextOf(rec, "front:disasters:"+d.Title.In(l))
			assert.Contains(t, got, strings.Join(strings.Fields(d.Effect.In(l)), " "), d.Key())
			assert.Contains(t, got, strings.Join(strings.Fields(d.Karma.In(l)), " "), d.Key())
		}
	}
	rec, _ := printtest.Record(t, components(t), printables.DefaultOptions())
	for _, m := range r.Market {
		got := printtest.TextOf(rec, "front:market:"+m.Level)
		assert.Contains(t, got, strings.ToUpper(m.Level))
		assert.Contains(t, got, " "+itoa(m.Price)+" credits")
	}
	for _, p := range r.Plots {
		got := printtest.TextOf(rec, "front:plots:"+p.Type)
		assert.Contains(t, got, "Energy "+itoa(p.Capacity[rigsrules.Energy])+" Supplies "+itoa(p.Capacity[rigsrules.Supplies])+" Metal "+itoa(p.Capacity[rigsrules.Metal]))
	}
	script := printtest.TextOf(rec, "front:script:Metal script")
	assert.Contains(t, script, "I owe Vinnie 1 Metal")
	assert.Contains(t, script, "Repay 2 Metal in a Player Phase, or 4 at the end of the game.")
}

// The reference sheet and player aid are rendered from the rules data: change
// a number there and the printed number follows.
func TestReferenceSheetComesFromTheRulesData(t *testing.T) {
	rec, _ := printtest.Record(t, components(t), printables.DefaultOptions())
	ref := printtest.TextOf(rec, "front:reference:Reference sheet")
	for _, want := range []string{
		"2-4 players, 15 rounds", "Deal 15 Market cards", "100 credits (5 × 1, 5 × 5, 5 × 10, 1 × 20), 5 RIGS, 5 Energy, 5 Supplies",
		"2 players: 6 plots; 3 players: 4 plots; 4 players: 3 plots", "Survey a plot: 1 Supply", "Build a RIGS: 2 Metal (at most 75 RIGS in play)",
		"Move a RIGS (warehouse, plot, spot): 1 Supply", "Power a plot: 1 Energy", "at most 5 at the end of the Player Phase",
		"1 unit per plot you own per phase", "20 script of each type", "Repay 2 of the same resource per script", "4 per script at the end",
		"Spike 40, High 20, Normal 10, Low 5", "Forest 3 1 3 1 survey 2", "Valley 9 2 2 2 survey 1", "Luxury plots count ×2",
	} {
		assert.Contains(t, ref, want)
	}
	r := rigsrules.Load()
	for _, want := range []string{"Destruction", "Sabotage", "Wealth", "Protection"} {
		k := strings.ToLower(want)
		assert.Contains(t, ref, want+" ("+itoa(r.Inventory.Karma[k])+"):", "the Karma kinds are named as printed on the cards")
	}
	// A count is written with the multiplication sign, in each language,
	// as the rest of the sheet writes it: never a letter x.
	assert.Contains(t, ref, "Safe! ×")
	for _, l := range msg.Langs {
		comps, err := ComponentsIn(l)
		require.NoError(t, err)
		rec, _ := printtest.Record(t, comps, printables.DefaultOptions())
		var all strings.Builder
		for _, op := range rec.Ops {
			if op.Kind == "text" {
				all.WriteString(op.Text + "\n")
			}
		}
		assert.Empty(t, regexp.MustCompile(`\d x \d|\Sx\d| x\d`).FindAllString(all.String(), -1), l)
		if l == msg.DE {
			assert.Contains(t, all.String(), "Verschont! ×")
			assert.Contains(t, all.String(), "5 × 1, 5 × 5")
		}
	}
	aid := printtest.TextOf(rec, "front:aid:Player aid")
	for _, ph := range rigsrules.Load().Round {
		assert.Contains(t, aid, strings.ToUpper(ph.Phase.Title())+" Phase")
		for _, st := range ph.Steps {
			assert.Contains(t, aid, st.Name.EN+":")
		}
	}
	require.NotEmpty(t, printtest.TextOf(rec, "back:aid:Player aid"))
}

func itoa(n int) string { return strconv.Itoa(n) }

// Change numbers in the rules data: the printed sheet and cards follow.
func TestPrintedNumbersFollowTheRulesData(t *testing.T) {
	r := *rigsrules.Load()
	r.Market = slices.Clone(r.Market)
	r.Market[0].Price = 77
	r.Plots = slices.Clone(r.Plots)
	for i := range r.Plots {
		if r.Plots[i].Type == "Forest" {
			r.Plots[i].EndMarketCards = 3
		}
	}
	l, err := rigstpl.Load()
	require.NoError(t, err)
	comps, err := set(&r, l, rigsrules.Own)
	require.NoError(t, err)
	rec, _ := printtest.Record(t, comps, printables.DefaultOptions())
	sheet := printtest.TextOf(rec, "front:reference:Reference sheet")
	assert.Contains(t, sheet, r.Market[0].Level+" 77")
	assert.Contains(t, sheet, "three added for each of Forest")
	card := printtest.TextOf(rec, "front:market:"+r.Market[0].Level)
	assert.Contains(t, card, "77")
	assert.Contains(t, card, "Forest plots three, added")
}

// Each resource coupon carries an icon of its own, a shape more telling than
// one plain square (Supplies was a green square beside Energy's bolt): the
// shapes drawn on each coupon's icon panel differ from every other
// resource's, and none is a lone rectangle. (Looked at: a bolt, a crate, an
// ingot, a cut gem, in colour and with --ink-saver.)
func TestEachResourceHasAnIconOfItsOwn(t *testing.T) {
	for _, ink := range []bool{false, true} {
		o := printtest.Options(func(o *printables.Options) { o.InkSaver = ink })
		rec, _ := printtest.Record(t, components(t), o)
		icons := map[string]string{}
		for _, res := range rigsrules.Load().Coupons.Kinds {
			var panel printables.Rect
			var shapes []string
			for _, op := range rec.Ops {
				if op.Group != "front:resources:"+res.Title() {
					continue
				}
				if op.Kind == "rrect" && op.W == op.H {
					panel = op.Rect() // the square icon panel
					shapes = nil
					continue
				}
				if panel.W == 0 || op.Kind == "text" || !panel.Contains(op.Rect()) {
					continue
				}
				r := op.Rect()
				shapes = append(shapes, fmt.Sprintf("%s %.1f %.1f %.1f %.1f", op.Kind, r.X-panel.X, r.Y-panel.Y, r.W, r.H))
			}
			require.NotEmpty(t, shapes, "%s: an icon on the panel", res.Title())
			assert.False(t, len(shapes) == 1 && strings.HasPrefix(shapes[0], "rect "), "%s (ink saver %v): the icon is a plain square", res.Title(), ink)
			sig := strings.Join(shapes, "; ")
			for other, s := range icons {
				assert.NotEqual(t, s, sig, "%s and %s share an icon", res.Title(), other)
			}
			icons[res.Title()] = sig
		}
		assert.Len(t, icons, 4, "four resources")
	}
}

// Every card title fits its box at 9 pt or more, in German as in English:
// the title a card is printed with is found on its front, in bold, no
// smaller than 9 pt (the layout would shrink it to its title_min).
func TestCardTitlesFitAtNinePointInBothLanguages(t *testing.T) {
	r := rigsrules.Load()
	for _, l := range msg.Langs {
		comps, err := ComponentsIn(l)
		require.NoError(t, err)
		rec, _ := printtest.Record(t, comps, printables.DefaultOptions())
		type printed struct{ group, title string } // the card's group in the recording, its title
		var cards []printed
		for _, k := range r.Karma {
			cards = append(cards, printed{"karma:" + k.Title.In(l), k.Title.In(l)})
		}
		for _, d := range r.Disasters {
			cards = append(cards, printed{"disasters:" + d.Title.In(l), d.Title.In(l)})
		}
		for _, p := range r.Plots {
			cards = append(cards, printed{"plots:" + rigsrules.PlotTypeName(l, p.Type), rigsrules.PlotTypeName(l, p.Type)})
		}
		for _, m := range r.Market {
			cards = append(cards, printed{"market:" + rigsrules.LevelName(l, m.Level), strings.ToUpper(rigsrules.LevelName(l, m.Level))})
		}
		smallest := 99.0
		for _, c := range cards {
			group, title := "front:"+c.group, c.title
			found := false
			for _, op := range rec.Ops {
				if op.Group == group && op.Kind == "text" && op.Text == title {
					found = true
					assert.GreaterOrEqual(t, op.Font.Size, 9.0, "%s (%s): the title is set at %.1f pt", title, l, op.Font.Size)
					smallest = min(smallest, op.Font.Size)
				}
			}
			assert.True(t, found, "%s (%s): the title is printed on one line in %s", title, l, group)
		}
		t.Logf("%s: the smallest card title is set at %.1f pt", l, smallest)
	}
}
