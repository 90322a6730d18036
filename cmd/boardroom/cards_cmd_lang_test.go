package main

import (
	"io"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/spf13/cobra"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/phrase/msg"
	"boardroom/printables/userdeck"
)

// mistakenDeck is a deck folder with many kinds of mistakes a designer
// makes: a size, keys, properties, values and a colour mistyped, a box
// extending none, a shape with too few points, a condition on a column the
// data lacks and on a value no card has, a template naming no column, a
// text too long for its box, a missing picture, a cell whose quote is not
// closed, every mistake of the <span> markup, an SVG icon with what is not
// drawn (a gradient, a colour no one knows), a font file and a picture that
// are none. Its names are neither English nor German words.
func mistakenDeck(t *testing.T) string {
	t.Helper()
	t.Chdir(t.TempDir())
	dir := "mazo" // relative: the lines name it, not the test's folder
	require.NoError(t, os.MkdirAll(dir, 0o755))
	layout := `size: pokr
layouts:
  grande: {size: tarot, front: {a: {text: x, x: 1, y: 1, w: 10, h: 10}}, colour: red}
front:
  titulo: {text: "{{.nombre}}", x: 5, y: 5, w: 500, h: 10, font: sanz, align: middel}
  arte: {src: "{{.foto}}", x: 5, y: 20, w: 50, h: 40, fit: coverr}
  coste: {text: "{{.coste}}", x: 5, y: 70, w: 10, h: 10, color: "#12", bold: maybe, when: {column: tipo, is: Accion}}
  clase: {text: "{{.clase}}", x: 5, y: 62, w: 20, h: 5, when: {column: clase, is: Guerrrero, set: {color: red}}}
  base: {extend: nadie, x: 1}
  forma: {kind: shape, points: "1 2; 3", x: 1, y: 1, w: 5, h: 5}
  otro: {text: "{{.nmbre}}", x: 5, y: 80, w: 20, h: 5, colr: red}
  largo: {text: "{{.texto}}", x: 5, y: 50, w: 8, h: 3, size: 9, min_size: 8}
wibble: 3
icons: {estrella: estrella.svg}
fonts: {rota: rota.ttf}
`
	csv := "nombre,coste,clase,foto,texto\n" +
		"Goblin,2,Guerrero,gob.png,Lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor\n" +
		"Dragon,x,Guerrero,dragon.png,\"<span color=zz>a</span> <span font=nada>b</span> <span peso=1>c</span> <span size=999>d</span> <span gordo>e</span> <span x='f>g</span> </span> <span>h\"\n" +
		"\"Roto,3\n"
	require.NoError(t, os.WriteFile(filepath.Join(dir, "layout.yaml"), []byte(layout), 0o644))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "mazo.csv"), []byte(csv), 0o644))
	svg := `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><defs/><rect width="5" height="5" fill="url(#g)"/><rect width="5" height="5" fill="azulito"/></svg>`
	require.NoError(t, os.WriteFile(filepath.Join(dir, "estrella.svg"), []byte(svg), 0o644))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "rota.ttf"), []byte("basura"), 0o644))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "dragon.png"), []byte("basura"), 0o644))
	return dir
}

// Words of one language that say nothing in the other: the scan of a
// German table's output fails on the English ones, and the other way round.
var (
	cardsEnglish = []string{" the ", " and ", " not ", " is ", " has ", " no ", "error:", "warning:", "did you mean", "want ", "box ",
		"picture", "column ", "unknown", "choose", "card ", "cards ", "design", "problem", "found", "needs", "neither", "named"}
	cardsGerman = []string{" der ", " die ", " und ", " nicht ", " ist ", " hat ", "Fehler", "Warnung", "meintest", "Feld", "Spalte",
		"Karte", "Bild", "unbekannt", "erwartet", "ä", "ö", "ü", "„"}
)

// `cards check` on a deck full of mistakes speaks the table's language:
// at a German table every problem, its kind and the summary are German,
// with no common English word left; at an English table, no German one.
// Both report the same problems at the same places.
func TestCardsCheckSpeaksTheTablesLanguage(t *testing.T) {
	dir := mistakenDeck(t)
	places := map[msg.Lang][]string{}
	for _, l := range msg.Langs {
		t.Setenv("BOARDROOM_LANG", string(l))
		r := runCLI(t, "cards", "check", dir)
		require.Equal(t, 1, r.code, r.stderr)
		out := r.stdout + r.stderr
		words, other := cardsGerman, cardsEnglish
		if l == msg.EN {
			words, other = cardsEnglish, cardsGerman
		}
		lines := strings.Split(strings.TrimSpace(r.stdout), "\n")
		require.Greater(t, len(lines), 15, "%s: the deck's mistakes are found:\n%s", l, out)
		for _, line := range lines {
			for _, w := range other {
				assert.NotContains(t, line, w, "%s: a word of the other language", l)
			}
			if i := strings.Index(line, ": "); i > 0 && strings.Contains(line[:i], ":") {
				places[l] = append(places[l], line[:i])
			}
		}
		for _, w := range other {
			assert.NotContains(t, r.stderr, w, "%s: the refusal", l)
		}
		found := 0
		for _, w := range words {
			if strings.Contains(out, w) {
				found++
			}
		}
		assert.Greater(t, found, len(words)/2, "%s: the output is in its language:\n%s", l, out)
	}
	assert.Equal(t, places[msg.EN], places[msg.DE], "the same problems at the same places")
	assert.NotEmpty(t, places[msg.EN])
}

// previewIn is the preview of the deck in dir at a table of language l.
func previewIn(dir string, l msg.Lang) *preview {
	b := userdeck.DefaultBudgets()
	b.Lang = l
	p := newPreview(func() (*userdeck.Deck, error) { return loadDeck(&cobra.Command{}, dir, b) }, 40, 1000)
	p.lang = l
	return p
}

// The preview page of a deck with errors is in the table's language: its
// <html lang>, its words and the deck's problems.
func TestCardsServePageSpeaksTheTablesLanguage(t *testing.T) {
	dir := mistakenDeck(t)
	for _, l := range msg.Langs {
		p := previewIn(dir, l)
		p.render()
		srv := httptest.NewServer(p.handler())
		defer srv.Close()
		_, _, body := get(t, srv, "/")
		assert.Contains(t, body, `<html lang="`+string(l)+`">`)
		if l == msg.DE {
			assert.Contains(t, body, "Noch keine Karten zu zeigen.")
			assert.Contains(t, body, "Fehler: unbekannte Kartengröße")
			assert.NotContains(t, body, "No cards")
		} else {
			assert.Contains(t, body, "No cards to show yet.")
			assert.Contains(t, body, "error: unknown card size")
		}
	}
}

// A print or an image over its budget is refused in the table's language:
// the cards of a print (--max-cards), the pixels of the PNGs, of the
// Tabletop Simulator sheets and of the showcase (--max-pixels).
func TestCardsBudgetsSpeakTheTablesLanguage(t *testing.T) {
	t.Chdir(t.TempDir())
	require.Equal(t, 0, runCLI(t, "cards", "init", "deck").code)
	for _, l := range msg.Langs {
		t.Setenv("BOARDROOM_LANG", string(l))
		other, over := cardsGerman, "Obergrenze"
		if l == msg.DE {
			other, over = cardsEnglish, "budget"
		}
		for _, args := range [][]string{
			{"print", "deck", "--copies", "5", "--max-cards", "20", "-o", "x.pdf"},
			{"print", "deck", "--png", "png", "--dpi", "600", "--max-pixels", "1"},
			{"print", "deck", "--sheet", "tts", "-o", "tts", "--dpi", "600", "--max-pixels", "1"},
			{"showcase", "deck", "--dpi", "600", "--max-pixels", "1"},
		} {
			r := runCLI(t, append([]string{"cards"}, args...)...)
			require.Equal(t, 1, r.code, "%s %v: %s", l, args, r.stderr)
			if l == msg.DE {
				assert.Contains(t, r.stderr, "Obergrenze", "%v", args)
			} else {
				assert.Contains(t, r.stderr, "over the budget", "%v", args)
			}
			assert.NotContains(t, r.stderr, over, "%s %v", l, args)
			for _, w := range other {
				assert.NotContains(t, r.stderr, w, "%s %v: a word of the other language", l, args)
			}
		}
	}
}

// `cards init` writes the starter deck of the table's language, and it
// checks with no problem: German card names and columns at a German table.
func TestCardsInitWritesTheStarterDeckInTheTablesLanguage(t *testing.T) {
	t.Chdir(t.TempDir())
	for _, c := range []struct{ lang, head, first string }{
		{"en", "name,type,cost,count,rules,flavour", "Spark,Action"},
		{"de", "titel,typ,kosten,anzahl,regeln,stimmung", "Funke,Aktion"},
	} {
		t.Setenv("BOARDROOM_LANG", c.lang)
		r := runCLI(t, "cards", "init", c.lang)
		require.Equal(t, 0, r.code, r.stderr)
		b, err := os.ReadFile(filepath.Join(c.lang, "cards.csv"))
		require.NoError(t, err)
		lines := strings.Split(string(b), "\n")
		assert.Equal(t, c.head, lines[0], c.lang)
		assert.True(t, strings.HasPrefix(lines[1], c.first), c.lang)
		r = runCLI(t, "cards", "check", c.lang)
		require.Equal(t, 0, r.code, r.stdout+r.stderr)
	}
}

// What the preview refuses it says in the table's language: a page it does
// not have (Go's own "404 page not found" is English), a request other
// than GET.
func TestCardsServeRefusalsSpeakTheTablesLanguage(t *testing.T) {
	dir := mistakenDeck(t)
	for _, l := range msg.Langs {
		p := previewIn(dir, l)
		srv := httptest.NewServer(p.handler())
		defer srv.Close()
		code, _, body := get(t, srv, "/nope")
		assert.Equal(t, 404, code)
		assert.NotContains(t, body, "page not found")
		res, err := srv.Client().Post(srv.URL+"/", "text/plain", strings.NewReader("x"))
		require.NoError(t, err)
		post, _ := io.ReadAll(res.Body)
		res.Body.Close()
		assert.Equal(t, 405, res.StatusCode)
		if l == msg.DE {
			assert.Equal(t, "nicht gefunden: die Vorschau hat ihre Seite und die Karten des Decks\n", body)
			assert.Equal(t, "die Vorschau zeigt das Deck nur: nur GET\n", string(post))
		} else {
			assert.Equal(t, "not found: the preview has its page and the deck's cards\n", body)
			assert.Equal(t, "the preview only shows the deck: GET only\n", string(post))
		}
	}
}

// The cards commands' usage errors and the list of a print are in the
// table's language, with its quotation marks: a title --only does not
// know, a paper too small, a --dpi out of range, the format of the cards.
func TestCardsUsageAndListSpeakTheTablesLanguage(t *testing.T) {
	t.Chdir(t.TempDir())
	t.Setenv("BOARDROOM_LANG", "de")
	require.Equal(t, 0, runCLI(t, "cards", "init", "deck").code)
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"showcase", "deck", "--only", "Funkee"}, "--only „Funkee“: keine Karte in deck hat diesen Titel (meintest du „Funke“?)"},
		{[]string{"print", "deck", "--paper", "10x10"}, "--paper „10x10“: jede Seite muss 50 bis 1200 mm lang sein"},
		{[]string{"serve", "deck", "--addr", "nope"}, "--addr „nope“: erwartet Rechner:Port"},
		{[]string{"print", "deck", "--png", "png", "--dpi", "5"}, "--dpi muss 30 bis 1200 sein, bekam 5"},
	} {
		r := runCLI(t, append([]string{"cards"}, c.args...)...)
		require.Equal(t, 2, r.code, "%v: %s", c.args, r.stderr)
		assert.Contains(t, r.stderr, c.want, "%v", c.args)
		first, _, _ := strings.Cut(r.stderr, "\n") // the usage lines after it name the command
		for _, w := range cardsEnglish {
			assert.NotContains(t, first, w, "%v", c.args)
		}
	}
	r := runCLI(t, "cards", "print", "deck", "--list")
	require.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, r.stdout, "Karte (poker) 63.5 x 88.9 mm")
	assert.NotContains(t, r.stdout, "poker card")
}
