package politicard

import (
	"boardroom/referee/verb"
	politicardrules "boardroom/rules/politicard"
)

// The interactive referee's questions, beside the verbs (Verbs uses them):
// the player is never asked (it is whose turn it is, or the owner of the
// open window); cards are offered from the registered deck, only those the
// referee would accept now; targets as the effect can choose them.

// current is the player whose turn it is.
var current = verb.Ask[*State]{Fixed: func(s *State, _ verb.Values) (string, bool) {
	return s.Players[s.Active].Name, true
}}

// owner is the player who may reveal an intervention now.
var owner = verb.Ask[*State]{Fixed: func(s *State, _ verb.Values) (string, bool) {
	if s.Window == nil {
		return "", false
	}
	return s.Players[1-s.Window.Player].Name, true
}}

// cardLabel is "G4 Dorian Valcourt: government, power 8, Tier 2".
func (s *State) cardLabel(c *politicardrules.Card) string {
	switch c.Type {
	case politicardrules.Government:
		return s.tr("menu.government", s.Label(c.ID), c.Power, c.Tier)
	case politicardrules.Ongoing:
		return s.tr("menu.ongoing."+c.Slot, s.Label(c.ID))
	}
	return s.tr("menu.type."+c.Type, s.Label(c.ID))
}

// playable are the cards of the active player's deck that `play` accepts now.
func playable(s *State, _ verb.Values) []verb.Answer {
	var out []verb.Answer
	p := &s.Players[s.Active]
	for _, id := range R().Ids(p.Deck) {
		c := R().MustCard(id)
		if (&Play{Player: p.Name, Card: id}).Legal(s) == nil {
			out = append(out, verb.Answer{Label: s.cardLabel(c), Value: id})
		}
	}
	return out
}

// revealable are the interventions of the owner's deck that fire now.
func revealable(s *State, v verb.Values) []verb.Answer {
	var out []verb.Answer
	if s.Window == nil {
		return nil
	}
	w := *s.Window
	for _, c := range append(s.hits(w, false), s.hits(w, true)...) {
		if (&Trigger{Player: v.String("player"), Card: c.ID}).Legal(s) == nil {
			out = append(out, verb.Answer{Label: s.Label(c.ID) + ": " + c.Text.In(s.Language()), Value: c.ID})
		}
	}
	return out
}

// targets are the cards an effect may choose, the default first.
func targets(s *State, rule targetRule) []verb.Answer {
	out := []verb.Answer{}
	if d := rule.deflt(); d != 0 {
		out = append(out, verb.Answer{Label: s.tr("menu.default", s.Label(s.placed(d).ID)), Value: ""})
	} else {
		out = append(out, verb.Answer{Label: s.tr("menu.default_none"), Value: ""})
	}
	sd := &s.Players[rule.seat].Side
	var rows []politicardrules.Placed
	if rule.gov {
		rows = append(rows, sd.Gov...)
	}
	if rule.pub {
		rows = append(rows, sd.Pub...)
	}
	seen := map[string]bool{}
	for _, q := range rows {
		if seen[q.ID] || (rule.filter != nil && !rule.filter(q)) {
			continue
		}
		seen[q.ID] = true
		out = append(out, verb.Answer{Label: s.cardText(&q), Value: q.ID})
	}
	return out
}

// instantTargets asks the target of the instant in the active player's slot,
// or fixes it when the instant chooses none.
var instantTargets = verb.Ask[*State]{
	Fixed: func(s *State, _ verb.Values) (string, bool) {
		in := s.Players[s.Active].Side.Instant
		return "", in == nil || instantRule(s, s.Active, R().MustCard(in.ID)) == nil
	},
	Title: func(s *State, _ verb.Values) string {
		return s.tr("menu.which", s.Name(s.Players[s.Active].Side.Instant.ID))
	},
	Options: func(s *State, _ verb.Values) []verb.Answer {
		return targets(s, *instantRule(s, s.Active, R().MustCard(s.Players[s.Active].Side.Instant.ID)))
	},
}

// trapTargets asks the target of the intervention being revealed.
var trapTargets = verb.Ask[*State]{
	Fixed: func(s *State, v verb.Values) (string, bool) {
		c, ok := R().Card(v.String("card"))
		return "", s.Window == nil || !ok || trapRule(s, 1-s.Window.Player, c) == nil
	},
	Title: func(s *State, v verb.Values) string {
		return s.tr("menu.which", s.Name(v.String("card")))
	},
	Options: func(s *State, v verb.Values) []verb.Answer {
		return targets(s, *trapRule(s, 1-s.Window.Player, R().MustCard(v.String("card"))))
	},
}

// labels of the verbs in the menu. The turn of a seat the referee plays
// offers none of its verbs: while a window waits on its action, the person
// reveals an intervention or lets it close (PC23).

func playLabel(s *State) string {
	p := &s.Players[s.Active]
	if s.Ended || s.IsAI(s.Active) || !s.canPlay(s.Active) {
		return ""
	}
	return s.tr("menu.place", p.Name, p.AP, p.Hand)
}

func activateLabel(s *State) string {
	p := &s.Players[s.Active]
	if s.Ended || s.IsAI(s.Active) || p.Side.Instant == nil {
		return ""
	}
	return s.tr("menu.activate", s.Label(p.Side.Instant.ID))
}

func setLabel(s *State) string {
	if s.IsAI(s.Active) || (&Set{Player: s.Players[s.Active].Name}).Legal(s) != nil {
		return ""
	}
	return s.tr("menu.set", R().PlayCost)
}

func triggerLabel(s *State) string {
	if s.Ended || s.Window == nil || s.Players[1-s.Window.Player].FaceDown == 0 || s.IsAI(1-s.Window.Player) {
		return ""
	}
	return s.tr("menu.trigger", s.Players[1-s.Window.Player].Name, s.describe(*s.Window))
}

func endLabel(s *State) string {
	if s.Ended || s.IsAI(s.Active) {
		return ""
	}
	return s.tr("menu.end", s.Players[s.Active].Name, R().EndTurnDraw)
}

func passLabel(s *State) string {
	if s.Ended || s.IsAI(s.Active) {
		return ""
	}
	p := s.Players[s.Active]
	if s.Players[1-s.Active].Passed {
		return s.tr("menu.pass_ends", s.Players[1-s.Active].Name, s.Round)
	}
	return s.tr("menu.pass", p.Name)
}

func letLabel(s *State) string {
	if s.Ended || s.Window == nil || s.Players[1-s.Window.Player].FaceDown == 0 || s.IsAI(1-s.Window.Player) {
		return ""
	}
	return s.tr("menu.let", s.Players[1-s.Window.Player].Name, s.describe(*s.Window))
}
