package yamlerror_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.yaml.in/yaml/v3"

	"boardroom/phrase/msg"
	"boardroom/rules/yamlerror"
)

// Each kind of YAML mistake is said in our words in both languages, none
// with the library's ("token", "node", "expected"), on the line with the
// mistake and at its first character; a tab is named as a tab, with its
// column.
func TestYAMLMistakesAreSaidInOurWordsWhereTheyAre(t *testing.T) {
	for _, c := range []struct {
		data      string
		line, col int
		en, de    string
	}{
		{"name: x\ncards:\n\t- id: G4\n", 3, 1, "a tab in the indentation (column 1): indent with spaces", "ein Tabulator in der Einrückung (Spalte 1): rück mit Leerzeichen ein"},
		{"size: poker\nfront:\n  a:\n  \ttext: x\n", 4, 3, "a tab in the indentation (column 3): indent with spaces", "ein Tabulator in der Einrückung (Spalte 3): rück mit Leerzeichen ein"},
		{"size: poker\nfront:\n  bg: {fill: red}\n  title: {text: x}\n   cost: {text: y}\n  z: {text: z}\n", 5, 4, "the indentation does not match the lines before", "die Einrückung passt nicht zu den Zeilen davor"},
		{"size: poker\nfront:\n  bg: {fill: red}\n  a: {text: x, x: 3\n  b: {text: y}\n", 4, 3, "a mapping in curly brackets is not closed: a ',' or the closing bracket is missing", "eine Zuordnung in geschweiften Klammern ist nicht geschlossen: ein ‚,‘ oder die schließende Klammer fehlt"},
		{"\tG4: Foo\n", 1, 1, "a tab in the indentation (column 1): indent with spaces", "ein Tabulator in der Einrückung (Spalte 1): rück mit Leerzeichen ein"},
		{"name: x\ncards: [\n", 2, 1, "a value is missing", "ein Wert fehlt"},
		{"- name: A\n  cost: 1\n- name: B\n   cost: 2\n", 4, 4, "a ': ' where no key may stand: put a text with ': ' in quotes", "ein ‚: ‘ an einer Stelle, an der kein Schlüssel stehen darf: setz einen Text mit ‚: ‘ in Anführungszeichen"},
		{"name: x\ncards:\n  - id: G4\n    copies: @\n", 4, 5, "a character that cannot start a value: put the text in quotes", "ein Zeichen, mit dem kein Wert beginnen darf: setz den Text in Anführungszeichen"},
	} {
		var n yaml.Node
		err := yaml.Unmarshal([]byte(c.data), &n)
		require.Error(t, err, c.data)
		p := yamlerror.Explain([]byte(c.data), err)
		assert.Equal(t, [2]int{c.line, c.col}, [2]int{p.Line, p.Col}, c.data)
		assert.Equal(t, c.en, p.SayIn(msg.EN), c.data)
		assert.Equal(t, c.de, p.SayIn(msg.DE), c.data)
	}
}
