package aufbau

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"boardroom/referee"
	aufbaurules "boardroom/rules/aufbau"

	"boardroom/phrase"
)

// roller resolves every die of one action: drawn by the referee (seeded,
// recorded through Chance) or, with physical dice, taken in order from the
// totals the table entered (ruling AU13), each checked against its dice.
// In a dry run (Legal) the referee's dice show their lowest totals.
type roller struct {
	s       *State
	ch      *referee.Chance // nil: dry run
	entered []int
	next    int
	// need lists every roll asked for once the entered ones ran out (with
	// physical dice): the step goes on with stand-in totals, so that one
	// refusal names every roll the step needs, in order.
	need []string
	// purpose, when set, says what the next roll is for (cleared by it).
	purpose string
}

// guessing reports that the physical rolls ran out: every total returned
// since is a stand-in, so a roll that only some result calls for (a row's
// die, an event's dice) is not listed as needed (the refusal says that a
// result may call for more).
func (r *roller) guessing() bool { return r.s.Physical && r.next > len(r.entered) }

// missingRolls is the refusal of a step whose table rolls are missing: it
// names them all, in order (Need).
type missingRolls struct {
	*referee.Refusal
	Need    []string
	Entered int // how many rolls were entered
	list    string
}

// inPlay is the refusal worded for the interactive play, where the rolls
// are typed at the prompt (no --wuerfel flag).
func (m *missingRolls) inPlay(s *State) error {
	return s.ruleWord(referee.Refusef(m.Rule, "%s", s.msg("play.rolls_missing", m.Entered, m.Entered+len(m.Need), m.list)))
}

func (m *missingRolls) Unwrap() error { return m.Refusal }

// roll rolls dice for what ("1W20 Geldverleih Anna").
func (r *roller) roll(what string, d aufbaurules.Dice) (int, error) {
	purpose := r.purpose
	r.purpose = ""
	if purpose == "" {
		purpose = what
	}
	if r.s.Physical {
		if r.next >= len(r.entered) {
			r.need = append(r.need, r.s.msg("roll.need", d.In(r.s.Language()), purpose))
			if len(r.need) > 60 {
				return 0, r.missing()
			}
			// a stand-in from the middle of the range, different each time
			// (so that events rolled twice do not repeat forever)
			r.next++
			span := d.Max() - d.Min() + 1
			return d.Min() + (span/2+r.next-1)%span, nil
		}
		v := r.entered[r.next]
		if !d.Possible(v) {
			return 0, referee.Refusef(r.s.cite("physical_dice"), "%s", r.s.msg("roll.a_of_is_impossible_to", d.In(r.s.Language()), v, d.Min(), d.Max(), r.next+1, purpose))
		}
		r.next++
		if r.ch == nil {
			return v, nil
		}
		return referee.Enter(r.ch, d.English()+" "+what, v)
	}
	if r.ch == nil {
		// a dry run: different totals in turn, so a reroll of duplicates ends
		r.next++
		return d.Min() + (r.next-1)%(d.Max()-d.Min()+1), nil
	}
	total := 0
	for range d.N {
		v, err := r.ch.Roll(fmt.Sprintf("d%d %s", d.Sides, what), d.Sides)
		if err != nil {
			return 0, err
		}
		total += v
	}
	return total, nil
}

// missing is the refusal naming every roll still needed.
func (r *roller) missing() error {
	var list []string
	for i, n := range r.need {
		list = append(list, fmt.Sprintf("%d. %s", len(r.entered)+i+1, n))
	}
	return &missingRolls{Refusal: referee.Refusef(r.s.cite("physical_dice"), "%s",
		r.s.msg("roll.rolls_missing", len(r.entered), len(r.entered)+len(r.need), strings.Join(list, "; "))), Need: r.need,
		Entered: len(r.entered), list: strings.Join(list, "; ")}
}

// done refuses entered rolls that were not needed.
func (r *roller) done() error {
	if len(r.need) > 0 {
		return r.missing()
	}
	if r.s.Physical && r.next < len(r.entered) {
		return referee.Refusef(r.s.cite("physical_dice"), "%s", r.s.msg("roll.too_many_entered_were_needed", len(r.entered)-r.next, r.next))
	}
	if !r.s.Physical && len(r.entered) > 0 {
		return referee.Refusef(r.s.cite("physical_dice"), "%s", r.s.msg("roll.the_referee_rolls_in_this"))
	}
	return nil
}

var d20 = aufbaurules.Dice{N: 1, Sides: 20}
var d6 = aufbaurules.Dice{N: 1, Sides: 6}

// run applies f to a copy of s with the dice of the action: Legal runs it
// without Chance (a dry run), Apply with it.
func run(s *State, ch *referee.Chance, dice []int, f func(st *State, r *roller) error) (*State, error) {
	st := s.Clone()
	r := &roller{s: st, ch: ch, entered: dice}
	if err := f(st, r); err != nil {
		if len(r.need) > 0 {
			return nil, s.ruleWord(r.missing())
		}
		// A well-formed call that the campaign's state does not allow (a
		// post the player does not have, a mode that post has not) is a
		// refusal: it changes nothing and names what is wrong.
		var u *phrase.UsageError
		if errors.As(err, &u) {
			return nil, &referee.Refusal{Reason: u.Msg}
		}
		return nil, s.ruleWord(err)
	}
	if err := r.done(); err != nil {
		return nil, s.ruleWord(err)
	}
	st.bookActions(s)
	return st, nil
}

// bookActions writes an action (not an automatic step) in the Kassenbuch of
// each player whose gold it changed, or who it names first: its sentence,
// the gold and the balance.
func (s *State) bookActions(before *State) {
	if s.Rev < Rev1 || s.Round != before.Round || s.Phase != before.Phase || s.Phase != Actions || len(s.Players) != len(before.Players) {
		return
	}
	for i := range s.Players {
		p := &s.Players[i]
		delta := p.Gold - before.Players[i].Gold
		var text string
		for _, l := range s.Said {
			if rest, ok := strings.CutPrefix(l, p.Name+": "); ok {
				text = rest
				break
			}
		}
		if text == "" && delta == 0 {
			continue
		}
		p.Book = append(p.Book, BookLine{Step: s.msg("step.action"), Text: text, Gold: delta, Balance: p.Gold})
	}
}

// ruleWord gives a refusal the campaign's word for "rule".
func (s *State) ruleWord(err error) error {
	var rf *referee.Refusal
	if errors.As(err, &rf) && rf.Word == "" {
		rf.Word = s.msg("roll.rule_word")
	}
	return err
}

// check is one d20 check: the roll, the check value, the bonuses, the DC and
// its modifiers, the tier, and the arithmetic in words:
// "1W20 = 14 + 3 (Geld) = 17 gegen SG 14 + 4 (Investitionen) = 18: knapp daneben (poor)".
type checkResult struct {
	Roll, Total, DC int
	Tier            aufbaurules.Tier
	Text            string
}

func (s *State) check(r *roller, who, checkName string, value int, bonus []aufbaurules.Mod, base int, mods []aufbaurules.Mod) (checkResult, error) {
	ru := R()
	roll, err := r.roll(fmt.Sprintf("%s %s", s.msg("roll.check"), who), d20)
	if err != nil {
		return checkResult{}, err
	}
	var b strings.Builder
	total := roll
	fmt.Fprintf(&b, "%s = %d", d20.In(s.Language()), roll)
	if checkName != "" {
		total += value
		fmt.Fprintf(&b, " %s (%s)", signed(value), ru.Checks.Names[checkName].In(s.Language()))
	}
	for _, m := range bonus {
		total += m.Value
		fmt.Fprintf(&b, " %s (%s)", signed(m.Value), m.Name)
	}
	if i, err := s.PlayerIndex(who); err == nil {
		if v := s.Players[i].traits().DC; v != 0 {
			mods = append(slices.Clone(mods), aufbaurules.Mod{Name: s.msg("roll.specialists"), Value: v})
		}
	}
	dc, cut := ru.DC(base, mods)
	fmt.Fprintf(&b, " = %d %s %d", total, s.msg("roll.against_dc"), base)
	reductions, shown := 0, false
	for _, m := range mods {
		if m.Value == 0 {
			continue
		}
		shown = true
		if m.Value < 0 {
			reductions += m.Value
		}
		fmt.Fprintf(&b, " %s (%s)", signed(m.Value), m.Name)
	}
	if reductions < cut {
		fmt.Fprintf(&b, " %s (%s)", signed(cut-reductions), s.msg("roll.reductions_cap", R().Checks.ReductionCap))
	}
	if dc != base || shown {
		fmt.Fprintf(&b, " = %d", dc)
	}
	tier := ru.TierOf(total, dc)
	fmt.Fprintf(&b, ": %s", tier.Name(s.Language()))
	s.work("proben", "why.check", who, b.String())
	return checkResult{Roll: roll, Total: total, DC: dc, Tier: tier, Text: b.String()}, nil
}

func signed(n int) string {
	if n < 0 {
		return fmt.Sprintf("− %d", -n)
	}
	return fmt.Sprintf("+ %d", n)
}
