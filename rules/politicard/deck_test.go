package politicard

import (
	"boardroom/phrase/msg"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/fuzzcheck"
)

// The two sample decks are legal and differ (PC15).
func TestSampleDecks(t *testing.T) {
	r := Load()
	require.Len(t, r.SampleDecks, 2)
	hp := map[string]int{}
	for _, sd := range r.SampleDecks {
		d := sd.Deck()
		assert.Empty(t, r.Violations(d), sd.Name)
		assert.Equal(t, 25, d.Size(), sd.Name)
		hp[sd.Name] = r.HP(d)
	}
	assert.Equal(t, map[string]int{"tempo": 88, "control": 87}, hp)
	tempo, _ := r.Sample("TEMPO")
	control, _ := r.Sample("control")
	kinds := func(d Deck) map[string]int {
		m := map[string]int{}
		for _, e := range d.Entries {
			m[r.MustCard(e.ID).Type] += e.Copies
		}
		return m
	}
	assert.Equal(t, 2, kinds(tempo.Deck())[Intervention], "tempo sets only a couple of traps")
	assert.Equal(t, 7, kinds(tempo.Deck())[Instant], "tempo is built on instants")
	assert.Equal(t, 9, kinds(control.Deck())[Intervention], "control is built on interventions")
}

func deckText(lines ...string) []byte { return []byte(strings.Join(lines, "\n") + "\n") }

func TestCheckDeck(t *testing.T) {
	r := Load()
	// 25 cheap government cards, 85 HP: legal.
	legal := []string{}
	for _, id := range []string{"G23", "G24", "G25", "G26", "G27", "G28", "G32", "G33", "G34", "G36", "G49", "G54"} {
		legal = append(legal, "- id: "+id, "  copies: 2")
	}
	legal = append(legal, "- G59")
	d, problems := r.CheckDeckFile("d.yaml", deckText(legal...), nil)
	assert.Empty(t, problems)
	assert.Equal(t, 25, d.Size())
	assert.Equal(t, 85, r.HP(d))

	t.Run("over budget", func(t *testing.T) {
		in := append([]string{"- id: G1", "  copies: 2", "- id: G2", "  copies: 2", "- id: G3", "  copies: 2", "- id: G41", "  copies: 2"}, legal[8:]...)
		_, problems := r.CheckDeckFile("d.yaml", deckText(in...), nil)
		require.Len(t, problems, 1)
		assert.Regexp(t, `^d.yaml: the deck costs \d+ HP: the budget is 108 HP at most$`, problems[0])
	})
	t.Run("too many copies", func(t *testing.T) {
		in := append([]string{}, legal[:len(legal)-1]...)
		in = append(in, "- name: whistleblower") // cost tier 3: one copy at most
		in = append(in, "- S22")
		in = append(in, "- id: G23") // a third G23
		_, problems := r.CheckDeckFile("d.yaml", deckText(in...), nil)
		assert.Equal(t, []string{
			"d.yaml: the deck has 27 cards: a deck has exactly 25",
			"d.yaml:1: 3 copies of G23 " + r.MustCard("G23").Name.EN + ": at most 2 copies of a card",
			"d.yaml:25: 2 copies of S22 Whistleblower: at most 1 of a cost-tier-3 card",
		}, problems)
	})
	t.Run("wrong size", func(t *testing.T) {
		_, problems := r.CheckDeckFile("d.yaml", deckText(legal[:2]...), nil)
		assert.Equal(t, []string{"d.yaml: the deck has 2 cards: a deck has exactly 25"}, problems)
	})
	t.Run("unknown card", func(t *testing.T) {
		in := append([]string{}, legal...)
		in = append(in, "- id: G99", "  copies: 2", "- Vladimir Putin")
		_, problems := r.CheckDeckFile("d.yaml", deckText(in...), nil)
		assert.Equal(t, []string{
			`d.yaml:26: no card "G99" in the pool (an id such as G4 or S21, or a card's name)`,
			`d.yaml:28: no card "Vladimir Putin" in the pool (an id such as G4 or S21, or a card's name)`,
		}, problems)
	})
	t.Run("malformed", func(t *testing.T) {
		for in, want := range map[string]string{
			"":                        "d.yaml: the file is empty",
			"a: [":                    "d.yaml:1: not valid YAML: a value is missing",
			"- id: G1\n  copies: x\n": `d.yaml:2: copies: expected a whole number of at least 1, got "x"`,
			"- id: G1\n  count: 2\n":  `d.yaml:2: unknown field "count"`,
			"- [G1]\n":                "d.yaml:1: expected a card",
			"- copies: 2\n":           "d.yaml:1: the line names no card",
			"name: x\n":               "d.yaml:1: no cards",
			"42\n":                    "d.yaml:1: a deck is a list of cards",
		} {
			_, problems := r.ParseDeck("d.yaml", []byte(in), nil)
			require.NotEmpty(t, problems, "%q", in)
			assert.Contains(t, problems[0], want, "%q", in)
		}
	})
	t.Run("syntax errors name the right line", func(t *testing.T) {
		// The YAML parser counts its lines from 0, its scanner from 1: an
		// unclosed {...} on line 3 was reported on line 2.
		for in, want := range map[string]string{
			"- G4\n- G18\n- {name: Whistleblower, copies: 1\n- S2\n": "d.yaml:3: not valid YAML: a mapping in curly brackets is not closed: a ',' or the closing bracket is missing",
			"- G4\n- [G18, S2\n":    "d.yaml:2: not valid YAML: a list in [ ] is not closed: a ',' or ']' is missing",
			"- G4\n- G18\n\t- S2\n": "d.yaml:3: not valid YAML: a tab in the indentation (column 1): indent with spaces",
		} {
			_, problems := r.ParseDeck("d.yaml", []byte(in), nil)
			require.Len(t, problems, 1, "%q", in)
			assert.Equal(t, want, problems[0], "%q", in)
		}
	})
	t.Run("syntax errors are said in our words, in the table's language", func(t *testing.T) {
		for in, want := range map[string][2]string{
			"- G4\n- [G18, S2\n":    {"d.yaml:2: kein gültiges YAML: eine Liste in [ ] ist nicht geschlossen", "d.yaml:2: not valid YAML: a list in [ ] is not closed"},
			"- G4\n- G18\n\t- S2\n": {"d.yaml:3: kein gültiges YAML: ein Tabulator in der Einrückung (Spalte 1)", "d.yaml:3: not valid YAML: a tab in the indentation (column 1)"},
			"- G4: a: b\n":          {"kein gültiges YAML: ein ‚: ‘ an einer Stelle, an der kein Schlüssel stehen darf", "not valid YAML: a ': ' where no key may stand"},
			"- G4\n- 'S2\n":         {"kein gültiges YAML: die Datei endet mitten in einem Text in Anführungszeichen", "not valid YAML: the file ends inside a quoted text"},
		} {
			_, problems := r.ParseDeckIn(msg.DE, "d.yaml", []byte(in), nil)
			require.Len(t, problems, 1, "%q", in)
			assert.Contains(t, problems[0], want[0], "%q", in)
			assert.NotContains(t, problems[0], "did not", "%q", in)
			assert.NotContains(t, problems[0], "found", "%q", in)
			_, problems = r.ParseDeckIn(msg.EN, "d.yaml", []byte(in), nil)
			require.Len(t, problems, 1, "%q", in)
			assert.Contains(t, problems[0], want[1], "%q", in)
		}
		_, err := r.ParseNamesIn(msg.DE, "n.yaml", []byte("G4: [x\n"))
		require.Error(t, err)
		assert.Equal(t, "n.yaml:1: kein gültiges YAML: eine Liste in [ ] ist nicht geschlossen: ein ‚,‘ oder ‚]‘ fehlt", err.Error())
	})
	t.Run("named deck and own names", func(t *testing.T) {
		d, problems := r.ParseDeck("d.yaml", []byte("name: mine\ncards:\n  - The Boss\n  - {name: spin doctor, copies: 2}\n"), Names{"G1": "The Boss"})
		assert.Empty(t, problems)
		assert.Equal(t, "mine", d.Name)
		assert.Equal(t, map[string]int{"G1": 1, "S2": 2}, d.Counts())
	})
}

// The deck-file loader never panics and every problem names the file.
func FuzzParseDeck(f *testing.F) {
	fuzzcheck.Bound(f)
	f.Add([]byte("- id: G4\n  copies: 2\n- S22\n"))
	f.Add([]byte("name: x\ncards:\n  - {name: Spin Doctor, copies: 2}\n"))
	f.Add([]byte("- [\n"))
	f.Add([]byte("&a [*a]\n"))
	f.Add([]byte("- id: G1\n  copies: 99999999999999999999\n"))
	r := Load()
	f.Fuzz(func(t *testing.T, data []byte) {
		fuzzcheck.Check(t, len(data), func() {
			d, problems := r.CheckDeckFile("f.yaml", data, nil)
			for _, p := range problems {
				if !strings.HasPrefix(p, "f.yaml") {
					t.Fatalf("problem without the file: %q", p)
				}
			}
			for _, e := range d.Entries {
				if _, ok := r.Card(e.ID); !ok || e.Copies < 1 {
					t.Fatalf("bad entry %+v", e)
				}
			}
		})
	})
}

func FuzzParseNames(f *testing.F) {
	fuzzcheck.Bound(f)
	f.Add([]byte("G1: The Boss\n"))
	f.Add([]byte("{G1: [a]}"))
	r := Load()
	f.Fuzz(func(t *testing.T, data []byte) {
		fuzzcheck.Check(t, len(data), func() {
			n, err := r.ParseNames("n.yaml", data)
			if err == nil {
				for id := range n {
					if _, ok := r.Card(id); !ok {
						t.Fatalf("unknown id %q accepted", id)
					}
				}
			}
		})
	})
}

// A deck check speaks the table's language, the card's name included.
func TestViolationsInGerman(t *testing.T) {
	r := Load()
	d := Deck{Entries: []DeckLine{{ID: "S22", Copies: 2, Line: 3}}}
	assert.Equal(t, []string{
		"das Deck hat 2 Karten: ein Deck hat genau 25",
		"Zeile 3: 2 Exemplare von S22 Whistleblower: höchstens 1 von einer Karte der Kostenstufe 3",
	}, r.ViolationsIn(d, msg.DE))
	assert.Equal(t, r.ViolationsIn(d, msg.EN), r.Violations(d), "the game's own language is English")
}
