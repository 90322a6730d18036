package referee_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"boardroom/phrase/msg"
	"boardroom/phrase/msg/msgtest"
	"boardroom/referee"
)

// Every word of the engine is in both languages with the same placeholders,
// and every ID the code says is in the catalogue, and used.
func TestMessagesAreCompleteAndUsed(t *testing.T) {
	msgtest.Check(t, referee.Messages, msgtest.Options{Dirs: []string{"."}, Uses: []msgtest.Use{{Func: "engineSays", Arg: 1}}})
}

type germanState struct{}

func (germanState) Language() msg.Lang { return msg.DE }

type oldGermanState struct{}

func (oldGermanState) Language() string { return "de" }

// The language is the state's (a msg.Lang, or a code as a string), else
// English.
func TestLangOfReadsTheState(t *testing.T) {
	assert.Equal(t, msg.DE, referee.LangOf(germanState{}))
	assert.Equal(t, msg.DE, referee.LangOf(oldGermanState{}))
	assert.Equal(t, msg.EN, referee.LangOf(struct{}{}))
	assert.Equal(t, msg.EN, referee.LangOf(nil))
}

// A German table is told its moves in German, the game's own words for its
// things and places as they are.
func TestJournalAndMarkersSpeakGerman(t *testing.T) {
	var j referee.Journal
	j.MoveCards("Karte", []string{"10♠", "10♥"}, "Annas Hand", "Annas Auslage")
	j.Add(referee.Move{Thing: "Karte", Things: "Karten", Count: 2, From: "Nachziehstapel (oben)", To: "Bens Hand"})
	j.Add(referee.Move{Thing: `Katastrophenkarte „Diebstahl!"`, Count: 1, From: "", To: "Ablagestapel"})
	j.MoveThings("Kredit", "Kredite", 3, "Cy", "")
	assert.Equal(t, []string{
		"10♠ 10♥ umlegen: Annas Hand → Annas Auslage.",
		"2 Karten umlegen: Nachziehstapel (oben) → Bens Hand.",
		`Katastrophenkarte „Diebstahl!" dazulegen: Ablagestapel.`,
		"3 Kredite wegnehmen: Cy.",
	}, j.SentencesIn(msg.DE, false))
	assert.Equal(t, []string{
		"3 Kredite dazulegen: Cy.",
		`Katastrophenkarte „Diebstahl!" wegnehmen: Ablagestapel.`,
		"2 Karten zurücklegen: Bens Hand → Nachziehstapel (oben).",
		"10♠ 10♥ zurücklegen: Annas Auslage → Annas Hand.",
	}, j.SentencesIn(msg.DE, true))
	before, after := referee.Table{}, referee.Table{}
	before.Mark("Annas Punkte", "14")
	after.Mark("Annas Punkte", "26")
	after.Mark("Auditleiste", "2")
	assert.Equal(t, []string{"Annas Punkte auf 26 (war 14).", "Auditleiste auf 2."}, referee.MarkerMovesIn(msg.DE, before, after, false))
	assert.Equal(t, []string{"Annas Punkte zurück auf 14 (war 26)."}, referee.MarkerMovesIn(msg.DE, after, before, true))
}

// The frames other layers put around the engine's sentences speak the
// table's language.
func TestFramesSpeakBothLanguages(t *testing.T) {
	assert.Equal(t, "Put back on the table:", referee.MovesHead(msg.EN, true))
	assert.Equal(t, "Auf dem Tisch wieder auslegen:", referee.MovesHead(msg.DE, false))
	assert.Equal(t, "Auf dem Tisch ändert sich nichts.", referee.NothingToMove(msg.DE))
	assert.Equal(t, "Undo of #3: the action", referee.LogUndoRedo(msg.EN, referee.KindUndo, 3, ""))
	assert.Equal(t, "Wiederherstellung von #3: Ann verkauft", referee.LogUndoRedo(msg.DE, referee.KindRedo, 3, "Ann verkauft"))
}

// The seats' checks and refusals speak the game's language, with the
// game's word for a player.
func TestSeatsSpeakGerman(t *testing.T) {
	_, err := referee.NamesIn(msg.DE, []string{"Anna"}, 2, 4, "Aufbausystem", "Spieler", "Spieler")
	assert.EqualError(t, err, "Aufbausystem ist für 2–4 Spieler, genannt: 1")
	_, err = referee.NamesIn(msg.DE, []string{"Anna", "anna"}, 2, 4, "Aufbausystem", "Spieler", "Spieler")
	assert.EqualError(t, err, `Spieler „anna“ ist doppelt genannt`)
	_, err = referee.NamesIn(msg.DE, []string{"An,na", "Ben"}, 2, 4, "Aufbausystem", "Spieler", "Spieler")
	assert.ErrorContains(t, err, "Zeichen 3 ist ein Komma")
	_, err = referee.Names([]string{"Anna"}, 2, 2, "Chess", "player")
	assert.EqualError(t, err, "Chess is for exactly 2 players, got 1")
	_, err = referee.SeatIn(msg.DE, []string{"Anna", "Ben"}, "Cleo", "Spieler", "Spieler")
	assert.EqualError(t, err, `Spieler „Cleo“ spielt nicht mit (Spieler: Anna, Ben) (Regel: es spielen die Personen, die beim Anlegen des Spiels genannt wurden)`)
	_, err = referee.Seat([]string{"Anna", "Ben"}, "Cleo", "player")
	assert.EqualError(t, err, `no player named "Cleo" (players: Anna, Ben) (rule: the players are the ones named when the game was set up)`)
}

// An action out of its phase is refused in the game's language, with the
// game's names for its phases and the action.
func TestPhaseRefusalSpeaksGerman(t *testing.T) {
	pt := referee.PhaseTable[int]{Order: []int{0, 1},
		Title: func(p int) string { return []string{"Player", "Market"}[p] },
		TitleIn: func(p int, l msg.Lang) string {
			return []msg.Text{{EN: "Player", DE: "Spieler"}, {EN: "Market", DE: "Markt"}}[p].In(l)
		},
		Actions: map[string]referee.PhaseAction[int]{"sell": {What: "Selling", WhatIn: msg.Text{EN: "Selling", DE: "Verkaufen"}, In: []int{1}}}}
	assert.EqualError(t, pt.CheckIn(msg.DE, 0, "sell", " von Runde 3"), "jetzt ist die Phase Spieler von Runde 3 (Regel: Verkaufen gehört in die Phase Markt)")
	assert.EqualError(t, pt.Check(0, "sell", ""), "it is the Player Phase (rule: Selling happens in the Market Phase)")
	assert.NoError(t, pt.CheckIn(msg.DE, 1, "sell", ""))
}

// A terminal that cannot show "→" is told the German moves with "->", as
// every other arrow.
func TestGermanMovesTakeTheTerminalsArrow(t *testing.T) {
	t.Setenv("LC_ALL", "C")
	m := referee.Move{Thing: "Karte", Things: "Karten", Count: 2, From: "Bens Hand", To: "Ablagestapel"}
	assert.Equal(t, "2 Karten umlegen: Bens Hand -> Ablagestapel.", m.SentenceIn(msg.DE, false))
}
