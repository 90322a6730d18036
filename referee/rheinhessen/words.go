package rheinhessen

import (
	"fmt"
	"strings"

	"boardroom/phrase"
	"boardroom/phrase/msg"
	"boardroom/referee"
	rheinhessenrules "boardroom/rules/rheinhessen"
)

// The referee says every sentence through the game's catalogue
// (rules/rheinhessen/messages.yaml), in the table's language.

// sayf is message id in l.
func sayf(l msg.Lang, id string, args ...any) string {
	return rheinhessenrules.Messages.Say(l, id, args...)
}

// say is message id in the table's language.
func (s *State) say(id string, args ...any) string { return sayf(s.Language(), id, args...) }

// tell adds message id to the events of the action being applied.
func (s *State) tell(id string, args ...any) { s.Say("%s", s.say(id, args...)) }

// sayYou is message id, or idYou when name is a player called You (Du):
// "Anna passes", "You pass".
func (s *State) sayYou(name, id, idYou string, args ...any) string {
	if isYou(name) {
		return s.say(idYou, args...)
	}
	return s.say(id, args...)
}

// refuse is a refusal with its reason (message id) and the rule it rests
// on (message rule, "" for none), in the table's language.
func (s *State) refuse(rule, id string, args ...any) error {
	return s.refuseWith(s.rule(rule), id, args...)
}

// refuseWith is a refusal resting on a rule already in words (a citation).
func (s *State) refuseWith(rule, id string, args ...any) error {
	r := referee.Refusef(rule, "%s", s.say(id, args...))
	if rule != "" {
		r.Word = s.say("word.rule")
	}
	return r
}

// rule is the rule a refusal rests on, by message ID ("" for none).
func (s *State) rule(id string) string {
	if id == "" {
		return ""
	}
	return s.say(id)
}

// cite names a ruling of docs/rulings.md by its key: "ruling R14: Scores,
// winning and the end of the deck".
func citeIn(l msg.Lang, key string) string {
	ru, ok := R().Rulings[key]
	if !ok {
		return key
	}
	return sayf(l, "ruling.cite", ru.ID, sayf(l, "ruling."+key))
}

func (s *State) cite(key string) string { return citeIn(s.Language(), key) }

// cardsN is "7 cards", "1 card" in l.
func cardsN(l msg.Lang, n int) string { return sayf(l, "n.cards", n) }

// pointsN is "26 points", "1 point" in l.
func pointsN(l msg.Lang, n int) string { return sayf(l, "n.points", n) }

// joinAndIn lists names as a sentence does in l: "Ann, Ben and Cy".
func joinAndIn(l msg.Lang, names []string) string {
	if len(names) < 2 {
		return strings.Join(names, "")
	}
	return strings.Join(names[:len(names)-1], ", ") + sayf(l, "word.and") + names[len(names)-1]
}

// isYou reports whether a player is named "You" (or "Du"; a solo player
// often is): the sentences about them then read "You pass", "your floor".
func isYou(name string) bool {
	n := strings.TrimSpace(name)
	return strings.EqualFold(n, "you") || strings.EqualFold(n, "du")
}

// possessiveIn is "Anna's" (Annas) or, for a player named You, "your"
// (deine; "Your" at the start of a sentence: start). The German catalogue
// names only feminine or plural things after it (Fabrikhalle, Hand,
// Punkte), so one form fits.
func possessiveIn(l msg.Lang, name string, start bool) string {
	switch {
	case isYou(name) && start:
		return sayf(l, "word.your_start")
	case isYou(name):
		return sayf(l, "word.your")
	}
	if l == msg.DE {
		// German names take a plain s; those that end in a hiss an
		// apostrophe (Hans’).
		for _, end := range []string{"s", "ß", "x", "z", "S", "X", "Z"} {
			if strings.HasSuffix(name, end) {
				return name + "’"
			}
		}
		return name + "s"
	}
	return name + "'s"
}

func (s *State) possessive(name string, start bool) string {
	return possessiveIn(s.Language(), name, start)
}

// help is the English text of message id, for the help of `new` and of the
// verbs: the command line says it in the table's language from the same
// IDs (verb.<name>.short, ...); these are its words while it does not.
func help(id string, args ...any) string { return rheinhessenrules.Messages.Say(msg.EN, id, args...) }

// helpLines is help split at its lines (the examples).
func helpLines(id string) []string { return strings.Split(strings.TrimRight(help(id), "\n"), "\n") }

// conventionIDs are the prefixes of the messages the command line reads
// by their IDs' convention (verb.<name>.name, .use, .<field>, new.<field>):
// the help of the verbs in the table's language.
var conventionIDs = []string{"verb.", "new."}

// change is a number that changed, said "17 → 26" with the terminal's arrow
// (phrase.Arrow): the catalogue spells no arrow of its own.
type change struct{ from, to int }

func (c change) SayIn(msg.Lang) string { return fmt.Sprintf("%d %s %d", c.from, phrase.Arrow(), c.to) }
