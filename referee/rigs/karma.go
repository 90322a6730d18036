package rigs

import (
	"fmt"
	"strings"

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
				return nil, fmt.Errorf("%q: want resource=N with N 1 or more", part)
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

func (a *Karma) card() (rigsrules.KarmaCard, error) {
	k, ok := R().KarmaByTitle(strings.TrimSpace(a.Title))
	if !ok {
		// Be kind to shells: accept the title without its quotes and punctuation.
		for _, c := range R().Karma {
			if plainTitle(c.Title) == plainTitle(a.Title) {
				return c, nil
			}
		}
		var titles []string
		for _, c := range R().Karma {
			titles = append(titles, c.Title)
		}
		return rigsrules.KarmaCard{}, refuse("the Karma deck holds only the cards the inventory lists", "no Karma card is titled %q%s (see the cards, or 'boardroom rigs print karma --list')", a.Title, didYouMeanTitle(a.Title, titles))
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
		return refuse("Karma cards are played during the rounds", "it is the %s phase", s.Phase)
	}
	if err := s.grantFirst(); err != nil {
		return err
	}
	k, err := a.card()
	if err != nil {
		return err
	}
	i, err := player(s, a.Player)
	if err != nil {
		return err
	}
	for _, x := range a.Give {
		if x.N < 1 {
			return refuse("a card moves whole resources, 1 or more of a type", "%s: give 1 or more", x.Resource.Title())
		}
	}
	for _, x := range a.Take {
		if x.N < 0 {
			return refuse("a card moves whole resources, 1 or more of a type", "%s: take 1 or more", x.Resource.Title())
		}
	}
	front := false
	if s.KarmaCards {
		where, j := s.whereKarma(k.Title)
		if where == "front" && j == i {
			front = true
		} else if where != "" {
			return s.refuseKnown(k.Title, where, j)
		}
	}
	if !front && s.Players[i].Karma < 1 {
		return refuse("a Karma card is played from its owner's hand", "%s holds no Karma card", s.Players[i].Name)
	}
	ok := false
	var names []string
	for _, ph := range k.Phases {
		ok = ok || Phase(ph) == s.Phase
		names = append(names, ph.Title())
	}
	if !ok {
		return refuse(fmt.Sprintf("%q is played in the %s Phase", k.Title, strings.Join(names, " or ")), "it is the %s Phase", s.Phase.Title())
	}
	if s.KarmaCards && !front && k.Kind == "sabotage" && s.Players[i].NoSabotage == s.Round {
		return refuse(ruleBlocked, "%s cannot play %q (a Sabotage card) for the rest of round %d", s.Players[i].Name, k.Title, s.Round)
	}
	if front {
		if u := frontUses.Get()[k.Title]; u.check != nil {
			return u.check(s, a, i)
		}
		return nil
	}
	eff, known := effectFor(s, k)
	if !known {
		return nil
	}
	if k.Title == "You sent it WHERE?!" || k.Title == "Naive Profits" || k.Title == "Other Markets" {
		if k.Title != "You sent it WHERE?!" && len(s.MarketDrawn) < s.Round {
			return refuse(fmt.Sprintf("%q is played after the Market card is drawn", k.Title), "draw it with 'market'")
		}
	}
	switch eff.target {
	case targetVictim, targetVictimPlot:
		if a.Victim == "" {
			return refuse(fmt.Sprintf("%q targets another player", k.Title), "name the victim with --victim")
		}
		v, err := player(s, a.Victim)
		if err != nil {
			return err
		}
		if v == i {
			return refuse("the victim of a Karma card is another player", "%s cannot target themselves", s.Players[i].Name)
		}
		if eff.target == targetVictimPlot {
			if _, ok := s.Players[v].Plot(a.Plot); !ok {
				return refuse(fmt.Sprintf("%q names one of the victim's plots", k.Title), "%s owns no plot #%d (use --plot)", s.Players[v].Name, a.Plot)
			}
		} else if a.Plot != 0 {
			rule := s.say("rule.lost_rigs")
			if eff.rigsChooser == "player" {
				rule = ruleYourChoice
			}
			pl, ok := s.Players[v].Plot(a.Plot)
			if !ok {
				return refuse(rule, "%s owns no plot #%d (plots: %s)", s.Players[v].Name, a.Plot, s.plotList(s.Players[v].Plots))
			}
			if pl.Rigs == 0 && eff.rigsLost != nil && s.strict() {
				return refuse(rule, "%s holds no RIGS of %s's", plotName(*pl), s.Players[v].Name)
			}
		}
	case targetPlot:
		if _, _, ok := s.PlotOwner(a.Plot); !ok {
			return refuse(fmt.Sprintf("%q names a plot", k.Title), "there is no plot #%d (use --plot)", a.Plot)
		}
	case targetOwnPlot:
		if _, ok := s.Players[i].Plot(a.Plot); !ok {
			return refuse(fmt.Sprintf("%q names one of your own plots", k.Title), "%s owns no plot #%d (use --plot)", s.Players[i].Name, a.Plot)
		}
	case targetOtherPlot:
		o, _, ok := s.PlotOwner(a.Plot)
		if !ok || o == i {
			return refuse(fmt.Sprintf("%q names another player's plot", k.Title), "no such plot #%d (use --plot)", a.Plot)
		}
	case targetSurveyed, targetTwoSurveyed:
		plots := []int{a.Plot}
		if eff.target == targetTwoSurveyed {
			plots = append(plots, a.Plot2)
			if a.Plot == a.Plot2 {
				return refuse(fmt.Sprintf("%q swaps the surveys of two plots", k.Title), "give two different plots: --plot and --plot2")
			}
		}
		for _, id := range plots {
			if _, pl, ok := s.PlotOwner(id); !ok || !pl.Surveyed() {
				return refuse(fmt.Sprintf("%q names surveyed plots", k.Title), "plot #%d is not a surveyed plot (use --plot, --plot2)", id)
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
			return refuse("with physical dice the players roll", "give the roll with --roll")
		}
		return refuse("the referee rolls (the game was not started with --physical)", "leave out --roll")
	}
	for _, d := range a.rolls() {
		if d < 1 || d > R().Limits.Die {
			return refuse(fmt.Sprintf("a die shows 1-%d", R().Limits.Die), "got %d", d)
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
		if where, _ := s.whereKarma(k.Title); where == "front" {
			played = -1
			s.Work.Line("karma", "%q lies in front of %s: %s uses it", k.Title, s.Players[i].Name, s.Players[i].Name)
		} else {
			s.workPlayed(k, i)
		}
		s, err := a.applyTracked(s0, s, k, i, v, ch)
		if err == nil {
			s.workChanges(s0, "karma", k.Title, played)
		}
		return s, err
	}
	s.workPlayed(k, i)
	s.discardKarma(i, 1)
	s.Say("%s plays %q.", s.Players[i].Name, k.Title)
	eff, known := karmaEffects.Get()[k.Title]
	if !known {
		s.Say("The referee does not track this card's effect: resolve it at the table (record tracked changes with 'adjust ... --reason %q').", k.Title)
		s.workChanges(s0, "karma", k.Title, i)
		return s, nil
	}
	if err := a.applyEffect(s, eff, i, v, ch); err != nil {
		return s, err
	}
	s.workChanges(s0, "karma", k.Title, i)
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
	if where, _ := s.whereKarma(k.Title); where == "front" {
		if err := frontUses.Get()[k.Title].apply(s, a, i, ch); err != nil {
			return nil, err
		}
		return s, nil
	}
	p.Karma--
	if k.InPlay {
		p.InPlay = append(frozen(p.InPlay), k.Title)
		s.Moved.Move("Karma card", 1, karmaHand(p.Name), inFront(p.Name))
		s.Say("%s plays %q: put it out in front of %s (it does not count against the hand limit).", p.Name, k.Title, p.Name)
		return s, nil
	}
	s.Say("%s plays %q.", p.Name, k.Title)
	eff, known := effectFor(s, k)
	if !known {
		s.toDiscard(k.Title, karmaHand(p.Name))
		s.Say("The referee does not track this card's effect: resolve it at the table (record tracked changes with 'adjust ... --reason %q'), then put it on the Karma discard pile.", k.Title)
		return s, nil
	}
	if err := a.applyEffect(s, eff, i, v, ch); err != nil {
		return nil, err
	}
	if k.Title != cardIdentityTheft || a.Choice != "card" {
		s.toDiscard(k.Title, karmaHand(p.Name))
		s.Say("Put %q on the Karma discard pile.", k.Title)
	}
	if k.Kind == "destruction" || k.Kind == "sabotage" {
		moved := k.Title == `"Record Not Found"` || k.Title == "Triangulation Drift"
		s.lossesSince(s0, k.Title, i, func(j int) bool { return j != i || k.Title == "Rough Storm" }, !moved)
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
			return nil, refuse("the victims of a Karma card are other players", "%s cannot target themselves", s.Players[i].Name)
		}
		for _, w := range out {
			if w == v {
				return nil, refuse("each victim is hit once", "%s is named twice", s.Players[v].Name)
			}
		}
		out = append(out, v)
	}
	if len(out) == 0 {
		return nil, refuse("the card targets other players", "name them with --victim A,B")
	}
	return out, nil
}

// needRolls checks the dice of a card rolling n dice: entered with physical
// dice (--rolls, one per die, or --roll for one), rolled by the referee otherwise.
func needRolls(s *State, a *Karma, n int) error {
	rolls := a.rolls()
	if !s.Physical {
		if len(rolls) > 0 {
			return refuse("the referee rolls (the game was not started with --physical)", "leave out --rolls")
		}
		return nil
	}
	if len(rolls) != n {
		return refuse("with physical dice the players roll", "give %s with --rolls", plural(n, "roll", "rolls"))
	}
	for _, d := range rolls {
		if d < 1 || d > R().Limits.Die {
			return refuse(fmt.Sprintf("a die shows 1-%d", R().Limits.Die), "got %d", d)
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
