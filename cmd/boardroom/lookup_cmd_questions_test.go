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
	{"rheinhessen", "what is an internal audit", []string{"rule internal-audit", "ruling R32"}},
	{"rheinhessen", "when does an external audit happen", []string{"rule external-audit", "ruling R13"}},
	{"rheinhessen", "how many points is a flush worth", []string{"rule legal", "rule values"}},
	{"rheinhessen", "wie viele Decks braucht man", []string{"rule setup", "ruling R2"}},
	{"rheinhessen", "what counts as illegal production", []string{"rule illegal", "ruling R16"}},
	{"rheinhessen", "who wins when the shoe is empty", []string{"ruling R29", "ruling R14", "ruling R31"}},
	{"rheinhessen", "was passiert bei einer Betriebsprüfung", []string{"rule internal-audit", "rule external-audit", "ruling R13"}},
	{"corpwar", "how do I hire employees", []string{"rule execution"}},
	{"corpwar", "what does the joker do", []string{"card Joker"}},
	{"corpwar", "how does spying work", []string{"rule espionage"}},
	{"corpwar", "wie gewinnt man", []string{"rule goal"}},
	{"corpwar", "how many dice do I roll for production", []string{"rule execution"}},
	{"corpwar", "what are the four departments", []string{"rule allocation"}},
	{"corpwar", "was kostet ein Mitarbeiter", []string{"rule upkeep", "ruling CW14"}},
	{"rigs", "how do I get a loan from vinnie", []string{"rule vinnie"}},
	{"rigs", "what happens in the disaster phase", []string{"rule disaster-phase"}},
	{"rigs", "how much does a survey cost", []string{"rule survey"}},
	{"rigs", "wie viele Karma Karten darf ich haben", []string{"ruling karma-hand-limit", "rule karma"}},
	{"rigs", "what does energy do", []string{"rule production"}},
	{"rigs", "when does the game end", []string{"rule end-game", "ruling the-last-round"}},
	{"rigs", "can I sell luxury", []string{"rule market"}},
	{"politicard", "how many cards in a deck", []string{"rule setup", "ruling PC15"}},
	{"politicard", "what does a shield do", []string{"rule states", "ruling PC16"}},
	{"politicard", "wie viele Aktionspunkte habe ich", []string{"rule turn", "ruling PC4"}},
	{"politicard", "can I replace an ongoing card", []string{"ruling PC8", "rule rows"}},
	{"politicard", "wer fängt an", []string{"ruling PC3", "rule setup"}},
	{"politicard", "what is the budget for deckbuilding", []string{"rule setup", "ruling PC15"}},
	{"aufbau", "wann muss ich Unterhalt zahlen", []string{"rule unterhalt", "ruling AU18"}},
	{"aufbau", "wie viele Aktionen pro Runde", []string{"rule aktionen"}},
	{"aufbau", "what is a DC", []string{"rule proben"}},
	{"aufbau", "how much gold do I start with", []string{"rule start"}},
	{"aufbau", "was bringt eine Werkstatt", []string{"rule einrichtungen", "rule umwandlung", "ruling AU2"}},
	{"aufbau", "wie funktioniert der Markt", []string{"rule markt"}},
	{"aufbau", "what happens when envy gets too high", []string{"rule politik", "ruling AU11", "ruling AU17"}},
	{"aufbau", "was kostet eine Domäne", []string{"rule erwerb", "help erwerb"}},
}
