package main

// The question set: what tables ask, in their own words, in English and
// German, for all five games, with the entry that answers each. The first
// half (blind) was written from the rulebooks before the index was read or
// the ranking tuned; the answers were then looked up in 'rules --list'.

// tableQuestion is one question and the entries that answer it ("rule
// upkeep", "ruling R3"); the first that ranks counts.
type tableQuestion struct {
	game string
	ask  string
	want []string
}

var blindQuestions = []tableQuestion{
	{"rheinhessen", "what is an internal audit", nil},
	{"rheinhessen", "when does an external audit happen", nil},
	{"rheinhessen", "how many points is a flush worth", nil},
	{"rheinhessen", "wie viele Decks braucht man", nil},
	{"rheinhessen", "what counts as illegal production", nil},
	{"rheinhessen", "who wins when the shoe is empty", nil},
	{"rheinhessen", "was passiert bei einer Betriebsprüfung", nil},
	{"corpwar", "how do I hire employees", nil},
	{"corpwar", "what does the joker do", nil},
	{"corpwar", "how does spying work", nil},
	{"corpwar", "wie gewinnt man", nil},
	{"corpwar", "how many dice do I roll for production", nil},
	{"corpwar", "what are the four departments", nil},
	{"corpwar", "was kostet ein Mitarbeiter", nil},
	{"rigs", "how do I get a loan from vinnie", nil},
	{"rigs", "what happens in the disaster phase", nil},
	{"rigs", "how much does a survey cost", nil},
	{"rigs", "wie viele Karma Karten darf ich haben", nil},
	{"rigs", "what does energy do", nil},
	{"rigs", "when does the game end", nil},
	{"rigs", "can I sell luxury", nil},
	{"politicard", "how many cards in a deck", nil},
	{"politicard", "what does a shield do", nil},
	{"politicard", "wie viele Aktionspunkte habe ich", nil},
	{"politicard", "can I replace an ongoing card", nil},
	{"politicard", "wer fängt an", nil},
	{"politicard", "what is the budget for deckbuilding", nil},
	{"aufbau", "wann muss ich Unterhalt zahlen", nil},
	{"aufbau", "wie viele Aktionen pro Runde", nil},
	{"aufbau", "what is a DC", nil},
	{"aufbau", "how much gold do I start with", nil},
	{"aufbau", "was bringt eine Werkstatt", nil},
	{"aufbau", "wie funktioniert der Markt", nil},
	{"aufbau", "what happens when envy gets too high", nil},
	{"aufbau", "was kostet eine Domäne", nil},
}
