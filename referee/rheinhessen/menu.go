package rheinhessen

import (
	"errors"
	"fmt"
	"strings"

	"boardroom/referee"
	"boardroom/referee/tui"
	"boardroom/rules/cards"
	rules "boardroom/rules/rheinhessen"
)

// Menu lists what the corporation whose turn it is may do now, for `play`:
// a production (while it holds cards), an internal audit of each rival with
// cards on its floor (while it has not audited this turn) and a pass. Each builds the same action the verbs build.
func Menu(s *State) []tui.Choice[*State] {
	if s.Ended {
		return nil
	}
	r := R()
	me := s.Players[s.Current].Name
	var out []tui.Choice[*State]
	if hand := s.Players[s.Current].Hand; hand > 0 {
		out = append(out, tui.Choice[*State]{Label: fmt.Sprintf("Produce (%s holds %s)", me, plural(hand, "card", "cards")), Build: buildProduce})
	}
	if s.CanAudit() {
		for i, p := range s.Players {
			a := &Audit{Auditor: me, Victim: p.Name}
			fl := p.FloorCards()
			// An empty floor has nothing to examine: auditing it would only
			// spend the turn's one internal audit, so the menu does not offer it.
			if i == s.Current || len(fl) == 0 || a.Legal(s) != nil {
				continue
			}
			res := r.Salvage(fl)
			out = append(out, tui.Act[*State](fmt.Sprintf("Audit %s's floor (raw %d: keeps %d, fine %d)", p.Name, p.FloorRaw(), res.KeptRaw, res.Fine), a))
		}
	}
	if pass := (&Pass{Player: me}); pass.Legal(s) == nil {
		out = append(out, tui.Act[*State](fmt.Sprintf("Pass (%s ends the turn without producing)", me), pass))
	}
	return out
}

// buildProduce asks for the cards, checked as they are typed, then how they
// are declared.
func buildProduce(p tui.Prompter, s *State) (referee.Action[*State], error) {
	r := R()
	me := s.Players[s.Current].Name
	var cs []cards.Card
	validate := func(in string) error {
		got, err := cards.ParseList([]string{in})
		if err != nil {
			return err
		}
		if len(got) == 0 {
			return errors.New("type the cards, e.g. 8S 8H 5C 5D")
		}
		// Declared illegal, any cards pass the hand check; what is left is
		// whose turn, the hand size and the shoe.
		if err := (&Produce{Player: me, Cards: got, Illegal: true}).Legal(s); err != nil {
			return err
		}
		cs = got
		return nil
	}
	in, err := p.Input(fmt.Sprintf("Cards %s produces (rank 2-10 J Q K A, suit S H D C; empty to go back)", me), "8S 8H 5C 5D", func(in string) error {
		if strings.TrimSpace(in) == "" {
			return nil
		}
		return validate(in)
	})
	if err != nil {
		return nil, err
	}
	if strings.TrimSpace(in) == "" {
		return nil, tui.ErrBack
	}
	if err := validate(in); err != nil { // sets cs to exactly these cards
		return nil, err
	}
	illegal, _ := r.Score(cs, false)
	hand, isHand := rules.Classify(cs)
	if isHand {
		legal, _ := r.Score(cs, true)
		yes, err := p.Confirm(fmt.Sprintf("%s is a %s (legal: %s). Declare it illegal instead (%s%s)?",
			cards.Format(cs), r.HandName(hand), points(legal.Points), points(illegal.Points), violationNote(s, illegal)))
		if err != nil {
			return nil, err
		}
		return &Produce{Player: me, Cards: cs, Illegal: yes}, nil
	}
	yes, err := p.Confirm(fmt.Sprintf("%s is no legal hand (%s). Declare it illegal: %s%s?",
		cards.Format(cs), rules.WhyNot(cs), points(illegal.Points), violationNote(s, illegal)))
	if err != nil {
		return nil, err
	}
	if !yes {
		return nil, tui.ErrBack
	}
	return &Produce{Player: me, Cards: cs, Illegal: true}, nil
}

// violationNote is ", a violation: track 3 -> 5, external audit" for an
// illegal production that is one.
func violationNote(s *State, p rules.Production) string {
	if !p.Violation {
		return ""
	}
	tc, err := R().Advance(s.Track, true)
	if err != nil {
		return ", a violation"
	}
	if tc.ExternalAudit {
		return fmt.Sprintf(", a violation: track %d -> %d, EXTERNAL AUDIT", tc.Before, tc.Reached)
	}
	return fmt.Sprintf(", a violation: track %d -> %d", tc.Before, tc.Reached)
}

// TUIView is how `play` shows the game: the state before each menu and the
// events after each action.
var TUIView = tui.View[*State]{
	Show:   func(s *State) string { return s.Compact() },
	Events: func(s *State) []string { return s.Events },
	Table:  func(s *State) referee.Table { return s.OnTable() },
}
