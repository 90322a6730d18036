package aufbau

import (
	"fmt"
	"maps"
	"slices"
	"strings"

	aufbaurules "boardroom/rules/aufbau"
)

// ---- maintenance → actions ----

func (s *State) maintenance(r *roller) error {
	ru := R()
	for i := range s.Players {
		s.Players[i].Ledger = nil
	}
	if (s.Round-ru.Market.FirstRound)%ru.Market.Section == 0 && s.Round >= ru.Market.FirstRound {
		if err := s.rollMarkets(r); err != nil {
			return err
		}
	}
	if s.Round >= ru.Events.FirstRound && (s.Round-ru.Events.FirstRound)%ru.Events.Section == 0 {
		if err := s.rollEvents(r); err != nil {
			return err
		}
	}
	for _, e := range s.Events() {
		s.say("round.event_active", e.Roll, e.Name(s.Language()), e.Says(s.Language()))
		for _, g := range e.Clauses(s.Language()) {
			s.say("round.for_the_game_master_not", s.cite("inert_clauses"), g)
		}
	}
	upkeep := s.Round >= ru.UpkeepFrom
	for i := range s.Players {
		p := &s.Players[i]
		if err := s.neider(r, p); err != nil {
			return err
		}
		s.settle(p)
		if err := s.oneShots(r, p); err != nil {
			return err
		}
		s.emigration(p)
		s.pending(p)
		if err := s.incidents(r, p); err != nil {
			return err
		}
		s.income(p)
		s.famine(p)
		if err := s.raids(r, p); err != nil {
			return err
		}
		if upkeep {
			s.upkeep(p)
		} else {
			s.note(p, "round.round_no_upkeep_and_no", s.Round, s.cite("round1_income"))
		}
		s.tradeYield(p)
		if upkeep {
			s.projects(p)
		}
		s.workshopUpkeep(p, upkeep)
		if e := s.eventAny(func(e *aufbaurules.Event) bool { return e.GoldPerRound != 0 }); e != nil {
			s.led(p, aufbaurules.G(e.GoldPerRound), "round.event", e.Roll, e.Name(s.Language()))
		}
	}
	s.Phase = Actions
	return nil
}

// rollMarkets rolls the local market and each trade enterprise's own.
func (s *State) rollMarkets(r *roller) error {
	s.Markets = nil
	ids := []struct{ id, owner string }{{"lokal", ""}}
	for _, p := range s.Players {
		for _, tr := range p.Trades {
			if tr.Damaged {
				continue
			}
			for k := range R().Rank(tr.Tier) {
				ids = append(ids, struct{ id, owner string }{fmt.Sprintf("%s-%s-%d", p.Name, tr.ID, k+1), p.Name})
			}
		}
	}
	for _, in := range ids {
		m := Market{ID: in.id, Owner: in.owner, Mods: map[string]int{}}
		var err error
		if m.RawRoll, err = s.marketSide(r, in.id, R().Market.Raw, R().Market.RawGroups, m.Mods); err != nil {
			return err
		}
		if m.SpecRoll, err = s.marketSide(r, in.id, R().Market.Special, R().Market.SpecialGroups, m.Mods); err != nil {
			return err
		}
		s.Markets = append(s.Markets, m)
		s.say("round.market_raw_special",
			s.marketTitle(in.id), m.RawRoll, R().Market.Raw[R().Market.Dice.Row(m.RawRoll)].Name(s.Language()), m.SpecRoll, R().Market.Special[R().Market.Dice.Row(m.SpecRoll)].Name(s.Language()), s.modsText(m.Mods))
	}
	return nil
}

func (s *State) modsText(mods map[string]int) string {
	var parts []string
	for _, g := range slices.Sorted(maps.Keys(mods)) {
		if mods[g] != 0 {
			parts = append(parts, R().Market.GroupNames[g].In(s.Language())+" "+plusMinus(mods[g]))
		}
	}
	if len(parts) == 0 {
		return ""
	}
	return ": " + strings.Join(parts, ", ") + s.msg("round.gold_per_investment")
}

func (s *State) marketSide(r *roller, id string, rows []aufbaurules.MarketRow, groups []string, into map[string]int) (int, error) {
	table := s.msg("need.raw_table", s.marketName(id))
	if len(rows) > 0 && &rows[0] == &R().Market.Special[0] {
		table = s.msg("need.special_table", s.marketName(id))
	}
	r.purpose = table
	dice := R().Market.Dice
	roll, err := r.roll(s.msg("round.market")+id, dice)
	if err != nil {
		return 0, err
	}
	if r.guessing() {
		return roll, nil
	}
	row := rows[dice.Row(roll)]
	mods := row.Mods
	sign := 1
	if row.Direction != nil {
		r.purpose = s.msg("need.direction", table, roll)
		v, err := r.roll(s.msg("round.direction_market")+id, aufbaurules.Dice{N: 1, Sides: row.Direction.Die})
		if err != nil {
			return 0, err
		}
		if v <= row.Direction.MinusUpto {
			sign = -1
		}
	}
	if row.Alt != nil {
		r.purpose = s.msg("need.swing", table, roll)
		v, err := r.roll(s.msg("round.swing_market")+id, aufbaurules.Dice{N: 1, Sides: row.Alt.Die})
		if err != nil {
			return 0, err
		}
		if v <= row.Alt.Upto {
			mods = row.Alt.Mods
		}
	}
	named := map[string]bool{}
	for _, m := range mods {
		for _, g := range m.Groups {
			named[g] = true
		}
	}
	for _, m := range mods {
		r.purpose = s.msg("need.row_die", table, roll)
		v, err := r.roll(fmt.Sprintf("%s %s %d", s.msg("round.market_2"), id, roll), m.Dice)
		if err != nil {
			return 0, err
		}
		if m.Minus {
			v = -v
		}
		v *= sign
		for _, g := range groups {
			switch {
			case m.All, m.Others && !named[g], slices.Contains(m.Groups, g):
				into[g] += v
			}
		}
	}
	return roll, nil
}
