package rigs

import (
	"fmt"
	"strings"

	"boardroom/phrase/msg"
	"boardroom/referee"
	rigsrules "boardroom/rules/rigs"

	"boardroom/phrase"
)

// Karma plays a Karma card from a player's hand. Cards that change what the
// referee tracks are applied exactly (see karmaEffects); for the others the
// card leaves the hand and the table resolves it, using `adjust` for any
// tracked change.
type Karma struct {
	Title     string               `json:"title"`
	Player    string               `json:"player"`
	Victim    string               `json:"victim,omitempty"` // I WANT THAT!: several, comma-separated
	Plot      int                  `json:"plot,omitempty"`
	Plot2     int                  `json:"plot2,omitempty"` // Survey Typo: the other plot
	To        string               `json:"to,omitempty"`    // "Record Not Found": the new owner
	Resource  rigsrules.Resource   `json:"resource,omitempty"`
	Resources []rigsrules.Resource `json:"resources,omitempty"` // Poker Night: the types rolled for
	Roll      int                  `json:"roll,omitempty"`      // physical dice: the roll
	Rolls     []int                `json:"rolls,omitempty"`     // physical dice: several rolls, in order
	Take      []Amount             `json:"take,omitempty"`      // Ruins, Swap Meet: what comes from the bank
	Give      []Amount             `json:"give,omitempty"`      // Swap Meet: what goes back; I Ain't Going Alone: what you discard
	// Games that track cards (karma_cards.go):
	Choice string                          `json:"choice,omitempty"` // Identity Theft: the victim's pick, draw or card
	Cards  int                             `json:"cards,omitempty"`  // I Ain't Going Alone: Karma cards you discard
	Lose   map[string][]rigsrules.Resource `json:"lose,omitempty"`   // Rough Storm: the order in which each player discards
	Dest   []string                        `json:"dest,omitempty"`   // Triangulation Drift: where each RIGS goes (plot number or player)
}

// Amount is a number of one resource; N = 0 in a Ruins list means "the rest".
type Amount struct {
	Resource rigsrules.Resource `json:"resource"`
	N        int                `json:"n"`
}

// ParseAmounts reads "energy=2,metal=1" (a bare type means N = 0: the rest).
func ParseAmounts(spec string) ([]Amount, error) {
	var out []Amount
	for _, part := range strings.Split(spec, ",") {
		part = strings.TrimSpace(part)
		if part == "" {
			continue
		}
		name, num, has := strings.Cut(part, "=")
		r, err := ParseResource(name)
		if err != nil {
			return nil, err
		}
		n := 0
		if has {
			n, err = phrase.ParseInt(strings.TrimSpace(num)) // spaces around '=' are the list's
			if err != nil || n < 1 {
				return nil, fmt.Errorf("%q: want resource=N with N 1 or more", part) // a usage error of the command line, before any game
			}
		}
		out = append(out, Amount{r, n})
	}
	return out, nil
}

func sumAmounts(a []Amount) int {
	n := 0
	for _, x := range a {
		n += x.N
	}
	return n
}

func (*Karma) ActionType() string { return string(ActKarma) }

func (a *Karma) card() (rigsrules.KarmaCard, error) { return a.cardIn(rigsrules.Own) }

// cardIn is the card the action names; a title no card has is refused in
// language l.
func (a *Karma) cardIn(l msg.Lang) (rigsrules.KarmaCard, error) {
	k, ok := R().KarmaByTitle(strings.TrimSpace(a.Title))
	if !ok {
		// Be kind to shells: accept the title without its quotes and punctuation.
		for _, c := range R().Karma {
			if plainTitle(c.Title.EN) == plainTitle(a.Title) || plainTitle(c.Title.DE) == plainTitle(a.Title) {
				return c, nil
			}
		}
		var titles []string
		for _, c := range R().Karma {
			titles = append(titles, c.Title.In(l))
		}
		say := func(id string, args ...any) string { return rigsrules.Messages.Say(l, id, args...) }
		return rigsrules.KarmaCard{}, referee.Refusef(say("rule.karma_deck"), "%s", say("refuse.no_karma_titled", a.Title, didYouMeanTitle(a.Title, titles)))
	}
	return k, nil
}

// plainTitle is a card title as a shell leaves it: lower case, without
// quotes and punctuation.
func plainTitle(t string) string {
	return strings.Map(func(r rune) rune {
		if r == '"' || r == '\'' || r == '!' || r == '?' || r == '.' || r == ',' {
			return -1
		}
		return r
	}, strings.ToLower(strings.TrimSpace(t)))
}

// didYouMeanTitle is phrase.DidYouMean for card titles: ` (did you mean
// "Wrong Address"?)` for a mistyped title close to one of titles, compared
// without quotes and punctuation (a shell eats them), else "".
func didYouMeanTitle(typed string, titles []string) string {
	plain := make([]string, len(titles))
	for i, t := range titles {
		plain[i] = plainTitle(t)
	}
	s := phrase.Suggest(plainTitle(typed), plain)
	if s == "" {
		return ""
	}
	for i, p := range plain {
		if p == s {
			return ` (did you mean "` + titles[i] + `"?)`
		}
	}
	return ""
}

func (a *Karma) Legal(s *State) error {
	if s.Phase == SetupPhase || s.Phase == Ended {
		return s.no(s.say("rule.karma_rounds"), "refuse.karma_phase", rigsrules.Phase(s.Phase))
	}
	if err := s.grantFirst(); err != nil {
		return err
	}
	k, err := a.cardIn(s.Language())
	if err != nil {
		return err
	}
	i, err := player(s, a.Player)
	if err != nil {
		return err
	}
	for _, x := range a.Give {
		if x.N < 1 {
			return s.no(s.say("rule.card_whole"), "refuse.give_one_of", x.Resource)
		}
	}
	for _, x := range a.Take {
		if x.N < 0 {
			return s.no(s.say("rule.card_whole"), "refuse.take_one_of", x.Resource)
		}
	}
	front := false
	if s.KarmaCards {
		where, j := s.whereKarma(k.Key())
		if where == "front" && j == i {
			front = true
		} else if where != "" {
			return s.refuseKnown(k.Key(), where, j)
		}
	}
	if !front && s.Players[i].Karma < 1 {
		return s.no(s.say("rule.karma_from_hand"), "refuse.no_karma_card", s.Players[i].Name)
	}
	ok := false
	var names []string
	for _, ph := range k.Phases {
		ok = ok || Phase(ph) == s.Phase
		names = append(names, ph.SayIn(s.Language()))
	}
	if !ok {
		return s.no(s.say("rule.karma_phases", s.karmaName(k.Key()), s.joinOr(names)), "refuse.karma_phase", rigsrules.Phase(s.Phase))
	}
	if s.KarmaCards && !front && k.Kind == "sabotage" && s.Players[i].NoSabotage == s.Round {
		return s.no(s.say("rule.blocked", s.karmaName("Ain't Working for You")), "refuse.blocked", s.Players[i].Name, s.karmaName(k.Key()), s.Round)
	}
	if front {
		if u := frontUses.Get()[k.Key()]; u.check != nil {
			return u.check(s, a, i)
		}
		return nil
	}
	eff, known := effectFor(s, k)
	if !known {
		return nil
	}
	name := s.karmaName(k.Key())
	if (k.Key() == "Naive Profits" || k.Key() == "Other Markets") && len(s.MarketDrawn) < s.Round {
		return s.no(s.say("rule.after_market_card", name), "refuse.draw_market")
	}
	switch eff.target {
	case targetVictim, targetVictimPlot:
		if a.Victim == "" {
			return s.no(s.say("rule.targets_other", name), "refuse.name_victim")
		}
		v, err := player(s, a.Victim)
		if err != nil {
			return err
		}
		if v == i {
			return s.no(s.say("rule.victim_other"), "refuse.not_themselves", s.Players[i].Name)
		}
		if eff.target == targetVictimPlot {
			if _, ok := s.Players[v].Plot(a.Plot); !ok {
				return s.no(s.say("rule.victims_plot", name), "refuse.owns_no_plot_use", s.Players[v].Name, a.Plot)
			}
		} else if a.Plot != 0 {
			rule := s.say("rule.lost_rigs")
			if eff.rigsChooser == "player" {
				rule = s.say("rule.your_choice")
			}
			pl, ok := s.Players[v].Plot(a.Plot)
			if !ok {
				return s.no(rule, "refuse.no_such_plot", s.Players[v].Name, a.Plot, s.plotList(s.Players[v].Plots))
			}
			if pl.Rigs == 0 && eff.rigsLost != nil && s.strict() {
				return s.no(rule, "refuse.no_rigs_on", s.plotName(*pl), s.Players[v].Name)
			}
		}
	case targetPlot:
		if _, _, ok := s.PlotOwner(a.Plot); !ok {
			return s.no(s.say("rule.names_plot", name), "refuse.no_plot_use", a.Plot)
		}
	case targetOwnPlot:
		if _, ok := s.Players[i].Plot(a.Plot); !ok {
			return s.no(s.say("rule.names_own_plot", name), "refuse.owns_no_plot_use", s.Players[i].Name, a.Plot)
		}
	case targetOtherPlot:
		o, _, ok := s.PlotOwner(a.Plot)
		if !ok || o == i {
			return s.no(s.say("rule.names_other_plot", name), "refuse.no_such_plot_use", a.Plot)
		}
	case targetSurveyed, targetTwoSurveyed:
		plots := []int{a.Plot}
		if eff.target == targetTwoSurveyed {
			plots = append(plots, a.Plot2)
			if a.Plot == a.Plot2 {
				return s.no(s.say("rule.swaps_two", name), "refuse.two_plots")
			}
		}
		for _, id := range plots {
			if _, pl, ok := s.PlotOwner(id); !ok || !pl.Surveyed() {
				return s.no(s.say("rule.names_surveyed", name), "refuse.not_surveyed", id)
			}
		}
	}
	if eff.check != nil {
		if err := eff.check(s, a, i); err != nil {
			return err
		}
	}
	if eff.dice && s.Physical != (len(a.rolls()) > 0) {
		if s.Physical {
			return s.no(s.say("rule.dice_physical"), "refuse.give_roll")
		}
		return s.no(s.say("rule.dice_referee"), "refuse.no_roll")
	}
	for _, d := range a.rolls() {
		if d < 1 || d > R().Limits.Die {
			return s.no(s.say("rule.die", R().Limits.Die), "refuse.got", d)
		}
	}
	return nil
}

func (a *Karma) Apply(s0 *State, ch *referee.Chance) (*State, error) {
	s := s0.Clone()
	k, _ := a.card()
	i, _ := player(s, a.Player)
	v := -1
	if a.Victim != "" {
		v, _ = player(s, a.Victim)
	}
	if s.KarmaCards {
		played := i
		if where, _ := s.whereKarma(k.Key()); where == "front" {
			played = -1
			s.work("karma", "work.front_use", s.karmaName(k.Key()), s.Players[i].Name)
		} else {
			s.workPlayed(k, i)
		}
		s, err := a.applyTracked(s0, s, k, i, v, ch)
		if err == nil {
			s.workChanges(s0, "karma", k.Key(), played)
		}
		return s, err
	}
	s.workPlayed(k, i)
	s.discardKarma(i, 1)
	s.tell("karma.plays", s.Players[i].Name, s.karmaName(k.Key()))
	eff, known := karmaEffects.Get()[k.Key()]
	if !known {
		s.tell("karma.untracked", s.karmaName(k.Key()))
		s.workChanges(s0, "karma", k.Key(), i)
		return s, nil
	}
	if err := a.applyEffect(s, eff, i, v, ch); err != nil {
		return s, err
	}
	s.workChanges(s0, "karma", k.Key(), i)
	return s, nil
}

// applyEffect applies a card the referee knows by name.
func (a *Karma) applyEffect(s *State, eff karmaEffect, i, v int, ch *referee.Chance) error {
	roll := 0
	if eff.dice {
		var err error
		if r := a.rolls(); len(r) > 0 {
			roll, err = referee.Enter(ch, "d6", r[0])
		} else {
			roll, err = ch.Roll("d6", R().Limits.Die)
		}
		if err != nil {
			return err
		}
	}
	if eff.applyCh != nil {
		return eff.applyCh(s, a, i, ch)
	}
	return eff.apply(s, a, i, v, roll)
}

// applyTracked plays a card in a game that tracks cards: from the hand
// (onto the discard pile, or out in front of the player), or, for a card
// lying in front of its owner, its use.
func (a *Karma) applyTracked(s0, s *State, k rigsrules.KarmaCard, i, v int, ch *referee.Chance) (*State, error) {
	p := &s.Players[i]
	if where, _ := s.whereKarma(k.Key()); where == "front" {
		if err := frontUses.Get()[k.Key()].apply(s, a, i, ch); err != nil {
			return nil, err
		}
		return s, nil
	}
	p.Karma--
	if k.InPlay {
		p.InPlay = append(frozen(p.InPlay), k.Key())
		s.move(s.thing("karma_card"), 1, s.karmaHand(p.Name), s.inFront(p.Name))
		s.tell("karma.put_out", p.Name, s.karmaName(k.Key()))
		return s, nil
	}
	s.tell("karma.plays", p.Name, s.karmaName(k.Key()))
	eff, known := effectFor(s, k)
	if !known {
		s.toDiscard(k.Key(), s.karmaHand(p.Name))
		s.tell("karma.untracked_discard", s.karmaName(k.Key()))
		return s, nil
	}
	if err := a.applyEffect(s, eff, i, v, ch); err != nil {
		return nil, err
	}
	if k.Key() != cardIdentityTheft || a.Choice != "card" {
		s.toDiscard(k.Key(), s.karmaHand(p.Name))
		s.tell("karma.discard_it", s.karmaName(k.Key()))
	}
	if k.Kind == "destruction" || k.Kind == "sabotage" {
		moved := k.Key() == `"Record Not Found"` || k.Key() == "Triangulation Drift"
		s.lossesSince(s0, k.Key(), i, func(j int) bool { return j != i || k.Key() == "Rough Storm" }, !moved)
	}
	return s, nil
}

func (s *State) plotRigs(owner, id int) int {
	if pl, ok := s.Players[owner].Plot(id); ok {
		return pl.Rigs
	}
	return 0
}

// victims are the players a many-victim card names (comma-separated).
func victims(s *State, a *Karma, i int) ([]int, error) {
	var out []int
	for _, n := range strings.Split(a.Victim, ",") {
		if strings.TrimSpace(n) == "" {
			continue
		}
		v, err := player(s, n)
		if err != nil {
			return nil, err
		}
		if v == i {
			return nil, s.no(s.say("rule.victims_others"), "refuse.not_themselves", s.Players[i].Name)
		}
		for _, w := range out {
			if w == v {
				return nil, s.no(s.say("rule.victim_once"), "refuse.named_twice_player", s.Players[v].Name)
			}
		}
		out = append(out, v)
	}
	if len(out) == 0 {
		return nil, s.no(s.say("rule.targets_others"), "refuse.name_victims")
	}
	return out, nil
}

// needRolls checks the dice of a card rolling n dice: entered with physical
// dice (--rolls, one per die, or --roll for one), rolled by the referee otherwise.
func needRolls(s *State, a *Karma, n int) error {
	rolls := a.rolls()
	if !s.Physical {
		if len(rolls) > 0 {
			return s.no(s.say("rule.dice_referee"), "refuse.no_rolls")
		}
		return nil
	}
	if len(rolls) != n {
		return s.no(s.say("rule.dice_physical"), "refuse.give_rolls", n)
	}
	for _, d := range rolls {
		if d < 1 || d > R().Limits.Die {
			return s.no(s.say("rule.die", R().Limits.Die), "refuse.got", d)
		}
	}
	return nil
}

// rolls are the dice entered for the card: --rolls, or --roll for one die.
func (a *Karma) rolls() []int {
	if len(a.Rolls) == 0 && a.Roll != 0 {
		return []int{a.Roll}
	}
	return a.Rolls
}
