package aufbau

import (
	"strings"
	"testing"

	"boardroom/fuzzcheck"
	"boardroom/referee"
	"boardroom/referee/verb"
)

// Every verb's arguments, fuzzed: decoding, building and checking never
// panic, and an action that is refused leaves the state as it was.
func FuzzVerbs(f *testing.F) {
	fuzzcheck.Bound(f)
	for _, seed := range []string{
		"next|", "einfluss|Anna temp 3", "einfluss|Anna perm -1", "verleih|Ben 99", "verkauf|Anna Getreide:6 ak:2", "verkauf|Anna x:y",
		"kauf|Ben special.armor:1", "material|Anna domaene 4", "material|Anna werkstatt 2", "erwerb|Anna domaene groß", "erwerb|Ben org cult",
		"erwerb|Anna stadt klein", "paechter|Anna S2 1", "truppen|Ben miliz 3", "bau|Anna startdomaene", "bau|Anna werkstatt D1",
		"politik|Anna manipulieren", "politik|Anna info", "modus|Anna S2 production", "modus|Anna verlust gold", "fachkraft|Anna artisan simple",
		"einfluss|Anna temp 1000000000000", "handel|Anna", "spezialisierung|Anna D1 bergbau", "bau|Anna einrichtung S2", "verkauf|Anna raw.grain:6,raw.grain:6",
	} {
		f.Add(seed, "")
		f.Add(seed, "wuerfel=41")
	}
	base := newGame(f, Setup{Players: []string{"Anna", "Ben"}})
	base, _ = (&Next{}).Apply(base, referee.NewChance(1, 0))
	phys := newGame(f, Setup{Players: []string{"Anna", "Ben"}, Physical: true})
	verbs := withPlay(Verbs())
	f.Fuzz(func(t *testing.T, line, flag string) {
		fuzzcheck.Check(t, len(line)+len(flag), func() {
			name, rest, _ := strings.Cut(line, "|")
			flags := map[string]string{}
			if k, v, ok := strings.Cut(flag, "="); ok {
				flags[k] = v
			}
			for _, v := range verbs {
				if v.Name != name {
					continue
				}
				vals, err := verb.Decode(v.Fields, strings.Fields(rest), flags)
				if err != nil {
					return
				}
				for _, s := range []*State{base, phys} {
					a, err := v.Build(vals, s)
					if err != nil || a == nil {
						continue
					}
					before := s.Clone()
					if a.Legal(s) != nil {
						if len(before.Players) != len(s.Players) || before.Players[0].Gold != s.Players[0].Gold {
							t.Fatal("a refused action changed the state")
						}
						continue
					}
					if _, err := a.Apply(s, referee.NewChance(3, 1)); err != nil && !referee.IsRefusal(err) {
						t.Fatalf("%s: %v", line, err)
					}
				}
			}
		})
	})
}
