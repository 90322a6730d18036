package display

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestNextInWordsNotCommandSyntax(t *testing.T) {
	names := []string{"Anna", "Ben"}
	for _, c := range []struct{ next, who, what string }{
		{"'produce Ben <cards...>' (add --illegal for an illegal production) or 'pass Ben'", "Ben", "produce or pass"},
		{"'audit Anna <rival>' (optional), then 'produce Anna <cards...>' (add --illegal for an illegal production) or 'pass Anna'.", "Anna", "audit (optional), then produce or pass"},
		{"'place Anna <card>', 'set Anna', 'end Anna' or 'pass Anna'", "Anna", "place, set, end or pass"},
		{"build, move, configure; 'next' ends the Player Phase.", "", "build, move, configure; next ends the Player Phase"},
		// a command set aside after the words that say what it does
		{"build, move, configure, survey, deal, borrow or repay; then end the Player Phase ('next').", "", "build, move, configure, survey, deal, borrow or repay; then end the Player Phase"},
		{"draw the Market card ('market').", "", "draw the Market card"},
		// an aside listing the commands
		{"Karten spielen ('karte', 'spionieren'), reihum ab Anna; dann die Produktionsphase beginnen ('weiter').", "", "Karten spielen, reihum ab Anna; dann die Produktionsphase beginnen"},
		{"play cards ('card' or 'spy') in turn order", "", "play cards in turn order"},
		{"Disaster cards still to resolve: Anna and Ben; each player resolves their own ('disaster <player>').", "", "Disaster cards still to resolve: Anna and Ben; each player resolves their own"},
		{"Luxusgüter verkaufen; dann das Spiel beenden ('weiter'): unverkaufte Luxusgüter gehen zu diesem Preis weg.", "", "Luxusgüter verkaufen; dann das Spiel beenden: unverkaufte Luxusgüter gehen zu diesem Preis weg"},
		{"the players' actions, then 'next' for conversion", "", "the players' actions, then next for conversion"},
		{"'roll Anna' or 'roll Ben'", "", "roll or roll"},
		// a virtual game's: no flag in brackets, no terminal menus on the TV
		{"'hand Ben' (only Ben looks), 'audit Ben <rival>' (optional), then 'produce Ben <cards...>' [--illegal] or 'pass Ben'; or 'play'.", "Ben", "hand (only Ben looks), audit (optional), then produce or pass"},
		{"'hand Ben' (nur Ben schaut hin), 'pruefen Ben <Konkurrent>' (freiwillig), dann 'produzieren Ben <Karten...>' [--illegal] oder 'passen Ben'; oder 'play'.", "Ben", "hand (nur Ben schaut hin), pruefen (freiwillig), dann produzieren oder passen"},
		{"", "", ""},
	} {
		who, what := inWords(c.next, names)
		assert.Equal(t, c.who, who, c.next)
		assert.Equal(t, c.what, what, c.next)
	}
}

func TestNoteIsHeadingsAndParagraphsNotTerminalLines(t *testing.T) {
	n := &Note{Text: "ruling R32: The internal audit\n  the victim's floor is reorganized and fined; the auditor\n    scores nothing. Any rival may be audited.\n  Why: the only advantage named\n    is the disruption.\n\nAlso:\n  rule     track          The audit track: ...\n"}
	assert.Equal(t, []noteBlock{
		{Heading: true, Text: "ruling R32: The internal audit"},
		{Text: "the victim's floor is reorganized and fined; the auditor scores nothing. Any rival may be audited."},
		{Text: "Why: the only advantage named is the disruption."},
		{Heading: true, Text: "Also:"},
		{Text: "rule track The audit track: ..."},
	}, n.Blocks())
}

func TestBoardHasTheScoreAndKeyCountersAndStandingsTheirScores(t *testing.T) {
	p := page{Game: Game{Labels: map[string]string{"last_turn": "Points last turn", "secret_plan": ""}}}
	err := build(&p, []byte(`{"turn": 2, "last_turn": 19, "standings": ["Ben", "Anna"], "market": {"price": 10, "drawn": ["x"]},
		"players": [{"name": "Anna", "score": 0, "cards_in_hand": 7, "chips": {"red": 1, "blue": 2}, "floor": [{"cards": "8S"}], "secret_plan": 3, "influence": {"total": 9, "lines": [{"points": 9}]}},
		            {"name": "Ben", "score": 19, "cards_in_hand": 5, "chips": {"red": 0, "blue": 4}, "secret_plan": 4}]}`))
	assert.NoError(t, err)
	assert.Equal(t, "Score", p.Board.Score)
	assert.Equal(t, []string{"", "Red", "Blue", ""}, p.Board.Cols)
	assert.Equal(t, boardCell{"Influence", "9"}, p.Board.Rows[0].Cells[3], "an itemised sum shows its total")
	assert.Equal(t, "19", p.Board.Rows[1].Score)
	assert.Equal(t, []boardCell{{"Cards in hand", "5"}, {"Chips: Red", "0"}, {"Blue", "4"}, {"Influence", "—"}}, p.Board.Rows[1].Cells,
		"a group is named once, at its first cell: a phone shows the cells in a row (Chips: Red 0  Blue 4)")
	var labels []string
	for _, k := range p.Keys {
		labels = append(labels, k.Label)
	}
	assert.Equal(t, []string{"Turn", "Points last turn", "Standings", "Market"}, labels)
	assert.Equal(t, []fact{{Label: "Ben", Value: "19"}, {Label: "Anna", Value: "0"}}, p.Keys[2].Parts, "standings with scores")
	assert.Equal(t, []fact{{Label: "Price", Value: "10"}}, p.Keys[3].Parts, "a group's numbers")
}
