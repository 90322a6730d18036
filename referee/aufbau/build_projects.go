package aufbau

import (
	"fmt"
	"maps"
	"slices"
	"strings"

	aufbaurules "boardroom/rules/aufbau"
)

// projectLabor is the labour of one round of a long-term project (event 36
// doubles it).
func (s *State) projectLabor() int {
	n := R().Facilities.Insulae.Labor
	if e := s.eventAny(func(e *aufbaurules.Event) bool { return e.ProjectLaborFactor > 0 }); e != nil {
		n *= e.ProjectLaborFactor
	}
	return n
}

// buildInsulae starts an insulae on a medium or large city property: gold,
// bricks and lumber and the first round's labour now, the rest in
// maintenance.
func (s *State) buildInsulae(p *Player, at string) error {
	ins := R().Facilities.Insulae
	rule := s.msg("rule.insulae", ins.Cap["medium"], ins.Cap["large"], ins.Gold, s.goodsList(ins.Materials), ins.Rounds, ins.Labor)
	c := p.city(at)
	if c == nil || ins.Cap[c.Tier] == 0 {
		return refuse(rule, "%s", s.msg("build.is_not_a_medium_or", at))
	}
	if n := p.insulae(c.ID, true); n >= ins.Cap[c.Tier] {
		return refuse(rule, "%s", s.msg("build.already_has_insulae_with_projects", c.ID, n))
	}
	for _, id := range slices.Sorted(maps.Keys(ins.Materials)) {
		if p.Raw[id] < ins.Materials[id] {
			return refuse(rule, "%s", s.msg("acquire.needs_has", p.Name, ins.Materials[id], s.matName(id), p.Raw[id]))
		}
	}
	ak := s.projectLabor()
	if p.Labor < ak {
		return refuse(rule, "%s", s.msg("build.needs_labour_for_the_first", p.Name, ak, p.Labor))
	}
	if err := s.pay(p, ins.Gold, "Insulae"); err != nil {
		return err
	}
	if err := s.useBuild(p); err != nil {
		return err
	}
	for id, n := range ins.Materials {
		p.addRaw(id, -n)
	}
	p.Labor -= ak
	if ins.Rounds == 1 {
		p.Facilities = append(p.Facilities, Facility{Key: ins.Key, At: c.ID, Done: s.Round})
	} else {
		p.Projects = append(p.Projects, Project{Key: ins.Key, At: c.ID, Left: ins.Rounds - 1})
	}
	s.say("build.insulae_begun_on_gold_bricks",
		p.Name, c.ID, ins.Gold, ak, ins.Rounds-1)
	return nil
}

// buildAlley builds an artisan alley on a city property, paid in special tools.
func (s *State) buildAlley(p *Player, at string) error {
	al := R().Facilities.ArtisanAlley
	rule := s.msg("rule.artisan_quarter", s.goodsList(al.Materials))
	c := p.city(at)
	if c == nil {
		return refuse(rule, "%s", s.msg("build.is_not_a_city_property", at))
	}
	for _, id := range slices.Sorted(maps.Keys(al.Materials)) {
		if p.Special[id] < al.Materials[id] {
			return refuse(rule, "%s", s.msg("acquire.needs_has", p.Name, al.Materials[id], s.matName(id), p.Special[id]))
		}
	}
	if err := s.useBuild(p); err != nil {
		return err
	}
	for id, n := range al.Materials {
		p.addSpecial(id, -n)
	}
	p.Facilities = append(p.Facilities, Facility{Key: al.Key, At: c.ID})
	s.say("build.artisan_alley_built_on_special", p.Name, c.ID)
	return nil
}

// refineSteps are the refinement steps of a workshop's output: refine
// facilities where it stands and active Perfektionist specialists.
func (p *Player) refineSteps(w Workshop) int {
	ru := R()
	n := p.traits().Refine
	for _, f := range p.Facilities {
		parts := strings.Split(f.Key, ".")
		if f.At == w.At && !f.Damaged && len(parts) > 2 && parts[0] == "special" && strings.HasPrefix(parts[2], ru.Facilities.RefinePrefix) {
			n++
		}
	}
	return n
}

// goodsList is a price in materials as the rules name it: "30 Ziegel + 15
// Bauholz", in the order of the materials' ids.
func (s *State) goodsList(m map[string]int) string {
	var out []string
	for _, id := range slices.Sorted(maps.Keys(m)) {
		out = append(out, fmt.Sprintf("%d %s", m[id], s.matName(id)))
	}
	return strings.Join(out, " + ")
}
