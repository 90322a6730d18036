package corpwar

import (
	"boardroom/phrase/msg"
	"boardroom/referee"
	corpwarrules "boardroom/rules/corpwar"
)

// Every sentence the referee says comes from the game's catalogue
// (rules/corpwar/messages.yaml), in the table's language: these are the
// calls that take a message ID.

// PlayerIndex finds a player by name, any case; the refusal names the
// players in the table's language.
func (s *State) PlayerIndex(name string) (int, error) { return s.PlayerIndexIn(s.Language(), name) }

// Language is the table's language: the game's own (English) for a game
// saved before it had one.
func (s *State) Language() msg.Lang {
	if s.Lang == "" {
		return corpwarrules.Own
	}
	return s.Lang
}

// T is message id in the table's language.
func (s *State) T(id string, args ...any) string {
	return corpwarrules.Messages.Say(s.Language(), id, args...)
}

// say adds message id to what the last action did.
func (s *State) say(id string, args ...any) { s.Events = append(s.Events, s.T(id, args...)) }

// cite names a ruling: "ruling CW14: upkeep counts full groups".
func (s *State) cite(key string) string { return R().Cite(s.Language(), key) }

// rule is a rule's sentence (message id), with the ruling it rests on
// appended when ruling is not "".
func (s *State) rule(id, ruling string, args ...any) string {
	t := s.T(id, args...)
	if ruling != "" {
		t += "; " + s.cite(ruling)
	}
	return t
}

// refuse is a refusal: message id as the reason, under rule (from s.rule,
// or "" for none).
func (s *State) refuse(rule, id string, args ...any) *referee.Refusal {
	return &referee.Refusal{Reason: s.T(id, args...), Rule: rule, Word: s.T("word.rule")}
}

// work records a line of the arithmetic (`why`) under a ruling's number.
func (s *State) work(ruling, id string, args ...any) {
	if s.Work.On {
		s.Work.Line(ruling, "%s", s.T(id, args...))
	}
}

// check records a check the action passed (`why`).
func (s *State) check(ruling, id string, args ...any) {
	if s.Work.On {
		s.Work.Check(ruling, "%s", s.T(id, args...))
	}
}

// dept is a department's name in the table's language.
func (s *State) dept(d Dept) string { return R().DeptName(d).In(s.Language()) }

// phaseName is a phase's name in the table's language ("Allocation").
func (s *State) phaseName(p Phase) string { return phaseTitle(p).In(s.Language()) }

// phaseTitle is a phase's name in both languages.
func phaseTitle(p Phase) msg.Text {
	if p == Ended {
		return corpwarrules.Messages.Text("phase.ended")
	}
	return R().PhaseName(corpwarrules.Phase(p))
}

// cardName is "Improved Methods (Ace)" in the table's language.
func (s *State) cardName(c Card) string { return CardName(s.Language(), c) }

// CardName is a card's action and rank in l: "Improved Methods (Ace)",
// "Verbesserte Methoden (Ass)".
func CardName(l msg.Lang, c Card) string {
	info, ok := R().Card(c)
	if !ok {
		return string(c)
	}
	return corpwarrules.Messages.Say(l, "card.name", info.Title, info.RankName)
}

// cardTitle is a card's action in the table's language ("Improved Methods").
func (s *State) cardTitle(c Card) string {
	info, _ := R().Card(c)
	return info.Title.In(s.Language())
}

// dice is "die 4" or "dice 3+5" in the table's language.
func (s *State) dice(v []int) string {
	if len(v) == 1 {
		return s.T("dice.one", v[0])
	}
	return s.T("dice.many", joinInts(v, "+"))
}

// list joins names: "Ann, Bob and Cy".
func (s *State) list(names []string) string {
	switch len(names) {
	case 0:
		return ""
	case 1:
		return names[0]
	}
	out := names[0]
	for _, n := range names[1 : len(names)-1] {
		out += ", " + n
	}
	return s.T("list.and", out, names[len(names)-1])
}
