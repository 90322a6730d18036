package aufbau

import (
	"bytes"
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/phrase/msg"
	"boardroom/printables"
	"boardroom/printables/printtest"
	aufbaurules "boardroom/rules/aufbau"
	aufbautpl "boardroom/templates/aufbau"
)

func TestComponents(t *testing.T) {
	comps, err := ComponentsIn(msg.DE)
	require.NoError(t, err)
	var ids []string
	for _, c := range comps {
		ids = append(ids, c.ID)
		assert.True(t, c.FullPage)
	}
	assert.Equal(t, []string{"bogen", "markt", "ereignisse", "materialien", "karte"}, ids)
	assert.Equal(t, 1, printtest.ByID(t, comps, "bogen").Total(), "the domain sheet is one sheet, two sides")

	rec, pages := printtest.Record(t, comps, printtest.Options(func(o *printables.Options) { o.Copies = 2 }))
	printtest.AssertDrawnInsideItems(t, pages, rec)
	sheet := printtest.TextOf(rec, "front:bogen:Domänenbogen")
	for _, want := range []string{"DOMÄNENBOGEN", "Proben", "Start 4 Gold", "Neider (N)", "N ≥ 3: SG 10, −4 Gold oder Einfluss", "klein 8→2, mittel 12→3, groß 24→6", "klein 15 RM/5 SM"} {
		assert.Contains(t, sheet, want)
	}
	assert.Contains(t, printtest.TextOf(rec, "back:bogen:Domänenbogen"), "Umwandlung: RM 4:1")
	events := printtest.TextOf(rec, "front:ereignisse:Ereignistabelle")
	assert.Contains(t, events, "2 Große Hungersnot")
	assert.Contains(t, events, "40 Sehr gutes Jahr")
	mats := printtest.TextOf(rec, "front:materialien:Materialliste")
	assert.Contains(t, mats, "Pulpellen · billig · Billige Nahrungsveredelung · -1 N")
	assert.Contains(t, printtest.TextOf(rec, "front:markt:Markttabellen"), "12 Teures Luxusgut (Marktumschwung): 1W6: 1–2 Teure Luxusgüter −2W6, sonst Teure Luxusgüter +3W6")
	card := printtest.TextOf(rec, "front:karte:Referenzkarte")
	assert.Contains(t, card, "Geldverleih (Geld): SG 14")
}

// Everything printed comes from the rules data: change a number there and
// the sheet follows.
func TestSheetFollowsTheData(t *testing.T) {
	data, err := os.ReadFile("../../rules/aufbau/aufbau.yaml")
	require.NoError(t, err)
	for _, c := range []struct{ from, to, group, want string }{
		{"  gold: 4\n", "  gold: 7\n", "front:bogen:Domänenbogen", "Start 7 Gold"},
		{"  - {at: 3, dc: 10, loss: 4", "  - {at: 3, dc: 11, loss: 5", "front:bogen:Domänenbogen", "N ≥ 3: SG 11, −5 Gold"},
		{"  dc: 14\n  gold: 2\n", "  dc: 15\n  gold: 2\n", "front:karte:Referenzkarte", "Geldverleih (Geld): SG 15"},
		{`de: "Große Hungersnot"`, `de: "Sehr große Hungersnot"`, "front:ereignisse:Ereignistabelle", "2 Sehr große Hungersnot"},
	} {
		changed := bytes.Replace(data, []byte(c.from), []byte(c.to), 1)
		require.NotEqual(t, data, changed, c.from)
		r, err := aufbaurules.Parse("changed.yaml", changed)
		require.NoError(t, err)
		l, err := aufbautpl.Load()
		require.NoError(t, err)
		comps, err := For(r, l)
		require.NoError(t, err)
		rec, _ := printtest.Record(t, comps, printtest.Options(nil))
		assert.Contains(t, printtest.TextOf(rec, c.group), c.want)
	}
}

// The PDF renders on both paper sizes.
func TestPDF(t *testing.T) {
	comps, err := ComponentsIn(msg.DE)
	require.NoError(t, err)
	for _, paper := range printables.Papers {
		b := printtest.RenderPDF(t, comps, printtest.Options(func(o *printables.Options) { o.Paper = paper }))
		assert.True(t, bytes.HasPrefix(b, []byte("%PDF")))
	}
}

// The Domänenbogen is one duplex sheet: page 1 on the front, page 2 on its
// back, no blank backs; printed one-sided, its two pages follow each other.
func TestSheetIsOneDuplexSheet(t *testing.T) {
	comps, err := ComponentsIn(msg.DE)
	require.NoError(t, err)
	bogen := []*printables.Component{printtest.ByID(t, comps, "bogen")}
	pages, err := printables.Impose(bogen, printtest.Options(nil))
	require.NoError(t, err)
	require.Len(t, pages, 2)
	assert.Equal(t, printables.SheetPage, pages[0].Kind)
	assert.Equal(t, printables.BacksPage, pages[1].Kind, "page 2 is the back of page 1")
	rec, _ := printtest.Record(t, bogen, printtest.Options(nil))
	assert.Contains(t, printtest.TextOf(rec, "front:bogen:Domänenbogen"), "Seite 1")
	assert.Contains(t, printtest.TextOf(rec, "back:bogen:Domänenbogen"), "Seite 2")
	one, err := printables.Impose(bogen, printtest.Options(func(o *printables.Options) { o.Backs = printables.BacksNone }))
	require.NoError(t, err)
	require.Len(t, one, 2, "one-sided: both pages still print")
}

// The market and event tables and the reference card fill their page at a
// size a table reads, in both languages: no text under 9 pt, the last line
// in the page's bottom fifth.
func TestTablesFillTheirPage(t *testing.T) {
	for _, lang := range msg.Langs {
		comps, err := ComponentsIn(lang)
		require.NoError(t, err)
		o := printtest.Options(nil)
		rec, pages := printtest.Record(t, comps, o)
		l, err := aufbautpl.Load()
		require.NoError(t, err)
		band := l.Settings["band"]
		for _, c := range comps[1:] { // the sheet's boxes are a form, its text small by design
			g := "front:" + c.ID + ":" + c.Items[0].Title
			low, n := 0.0, 0
			for _, op := range rec.Ops {
				if op.Kind != "text" || op.Group != g || op.Y < printables.SafeMargin+band {
					continue // the header band's note is smaller by design
				}
				n++
				if c.ID != "materialien" { // the list is two columns of one line each
					assert.GreaterOrEqual(t, op.Font.Size, 9.0, "%s %s: %q", lang, g, op.Text)
				}
				low = max(low, op.Y)
			}
			require.NotZero(t, n, g)
			if c.ID != "materialien" {
				assert.Greater(t, low, pages[0].H*0.8, "%s: %s fills its page", lang, g)
			}
		}
	}
	comps, err := ComponentsIn(msg.DE)
	require.NoError(t, err)
	rec, _ := printtest.Record(t, comps, printtest.Options(nil))
	card := printtest.TextOf(rec, "front:karte:Referenzkarte")
	assert.Contains(t, card, "Plätze und Obergrenzen")
	assert.NotContains(t, card, "CAPS")
	assert.NotContains(t, card, "Caps")
}

// The print set in English: every component's title and text, and no
// German word on any page but the proper names of the data (the game's
// title, Pulpellen, the facilities the rulebook names in German).
func TestComponentsInEnglish(t *testing.T) {
	comps, err := ComponentsIn(msg.EN)
	require.NoError(t, err)
	var names []string
	for _, c := range comps {
		names = append(names, c.Name)
	}
	assert.Equal(t, []string{"Domain sheet", "Market tables", "Event table", "Materials list", "Reference card"}, names)
	rec, pages := printtest.Record(t, comps, printtest.Options(nil))
	printtest.AssertDrawnInsideItems(t, pages, rec)
	sheet := printtest.TextOf(rec, "front:bogen:Domain sheet")
	for _, want := range []string{"DOMAIN SHEET", "Checks (+1 from round 7, 13, 19)", "start 4 gold", "Rivals (R)", "R ≥ 3: DC 10, −4 gold or influence", "small 8→2, medium 12→3, large 24→6", "small 15 raw/5 special"} {
		assert.Contains(t, sheet, want)
	}
	assert.Contains(t, printtest.TextOf(rec, "back:bogen:Domain sheet"), "Conversion: raw 4:1")
	assert.Contains(t, printtest.TextOf(rec, "front:ereignisse:Event table"), "2d20, 2 per section")
	assert.Contains(t, printtest.TextOf(rec, "front:karte:Reference card"), "Lend money (money): DC 14")
	german := regexp.MustCompile(`\b(der|die|das|und|nicht|ist|hat|Runde|Spieler|Gold je|oder|je|Stufe|Probe|Einfluss|Unterhalt|Domäne|Werkstatt|Lager|sonst|alle)\b`)
	for _, c := range comps {
		for _, side := range []string{"front", "back"} {
			text := printtest.TextOf(rec, side+":"+c.ID+":"+c.Items[0].Title)
			for _, line := range strings.Split(text, "\n") {
				assert.False(t, german.MatchString(line), "%s %s: German in the English print: %q", c.ID, side, line)
			}
		}
	}
}
