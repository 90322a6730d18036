package rheinhessen

import (
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	rheinhessenrules "boardroom/rules/rheinhessen"
)

// The personas as the rulebook draws them, measured: each line of the
// rulebook about a persona is a property of `simulate` statistics, checked
// at the rulebook's table and at each persona's table against three of each
// other persona (docs/ai-statistics.md has the table of properties and the
// measured values; R36).

// propTable is one simulated table: its name and its seats.
type propTable struct {
	name  string
	seats []string
}

var propPersonas = []string{"aggressor", "balanced", "conservative", "opportunist"}

// propTables are the rulebook table and, for each persona, the persona
// against three of each other one.
func propTables() []propTable {
	tables := []propTable{{"rulebook", propPersonas}}
	for _, x := range propPersonas {
		for _, y := range propPersonas {
			if x != y {
				tables = append(tables, propTable{x + " v 3 " + y, []string{x, y, y, y}})
			}
		}
	}
	return tables
}

// propResult is one property at one table: what was measured, and whether
// it holds.
type propResult struct {
	persona, property, table, measured string
	ok                                 bool
}

// seatOf is the report of persona id at a table (the first seat it holds).
func seatOf(rep *SimReport, id string) *SeatReport {
	for k := range rep.Seats {
		if rep.Seats[k].Persona == id {
			return &rep.Seats[k]
		}
	}
	return nil
}

// others are the reports of the seats that are not id.
func others(rep *SimReport, id string) []*SeatReport {
	var out []*SeatReport
	for k := range rep.Seats {
		if rep.Seats[k].Persona != id {
			out = append(out, &rep.Seats[k])
		}
	}
	return out
}

// runPropTables plays every table, games each, rotated.
func runPropTables(t testing.TB, ps *rheinhessenrules.Personas, games int) map[string]*SimReport {
	reps := map[string]*SimReport{}
	for k, tb := range propTables() {
		rep, err := RunSimulation(SimOptions{Games: games, Seats: tb.seats, Seed: int64(100 + k), Rotate: true, Personas: ps})
		require.NoError(t, err)
		reps[tb.name] = rep
	}
	return reps
}

// personaProperties checks the rulebook's lines over the reports.
func personaProperties(reps map[string]*SimReport) []propResult {
	var out []propResult
	add := func(persona, property, table, measured string, ok bool) {
		out = append(out, propResult{persona, property, table, measured, ok})
	}
	for _, tb := range propTables() {
		rep := reps[tb.name]
		// The Aggressor "floods the market with questionable products":
		// the greatest share of illegal productions and the fewest passes;
		// "often holds massive illegal stockpiles": the dirtiest floor.
		if a := seatOf(rep, "aggressor"); a != nil {
			for _, o := range others(rep, "aggressor") {
				if o.Persona == "aggressor" {
					continue
				}
				add("aggressor", "illegal share of productions above every other persona's", tb.name,
					fmt.Sprintf("%.0f %% > %s %.0f %%", 100*a.IllegalShare, o.Seat, 100*o.IllegalShare), a.IllegalShare > o.IllegalShare)
				add("aggressor", "passes least", tb.name,
					fmt.Sprintf("%.1f %% ≤ %s %.1f %%", 100*a.PassShare, o.Seat, 100*o.PassShare), a.PassShare <= o.PassShare)
				add("aggressor", "holds the most illegal raw on its floor", tb.name,
					fmt.Sprintf("%.0f > %s %.0f", a.IllegalHeld, o.Seat, o.IllegalHeld), a.IllegalHeld > o.IllegalHeld)
				break // the others at a 1 v 3 table are the same persona
			}
		}
		// The Conservative "prefers steady, legitimate growth", is "rarely
		// worth auditing, but predictable and slower": the fewest illegal
		// productions, no violation, and fewer points a turn before fines
		// than the Balanced and the Aggressor.
		if c := seatOf(rep, "conservative"); c != nil {
			for _, o := range others(rep, "conservative") {
				add("conservative", "fewest illegal productions", tb.name,
					fmt.Sprintf("%.2f < %s %.2f", c.Illegal, o.Seat, o.Illegal), c.Illegal < o.Illegal)
				if o.Persona == "balanced" || o.Persona == "aggressor" {
					add("conservative", "fewer points a turn before fines than the Balanced and the Aggressor", tb.name,
						fmt.Sprintf("%.1f < %s %.1f", c.PointsPerTurn, o.Seat, o.PointsPerTurn), c.PointsPerTurn < o.PointsPerTurn)
				}
				if tb.name != "rulebook" {
					break
				}
			}
			add("conservative", "never a violation", tb.name, fmt.Sprintf("%.2f a game", c.Violations), c.Violations == 0)
		}
		// The Balanced "adapts to audit track": violations only at track 0
		// and 1, safe illegal productions at 2, none from 3 on.
		if b := seatOf(rep, "balanced"); b != nil {
			early := b.ByTrack[0].Violations + b.ByTrack[1].Violations
			mid := b.ByTrack[2].Violations
			late := b.ByTrack[3].Illegal + b.ByTrack[4].Illegal
			add("balanced", "violations at track 0-1 only, no illegal production from 3", tb.name,
				fmt.Sprintf("%.2f, %.2f, %.2f a turn", early, mid, late), early > 0 && mid == 0 && late == 0)
		}
		// The Opportunist "strikes when others are vulnerable": its strikes
		// (internal audits, and the spike plays that trigger the external
		// one) rise with the dirtiest rival floor; it audits at every track
		// value; its illegal productions from track 2 are spike plays only.
		if o := seatOf(rep, "opportunist"); o != nil {
			var rates []string
			ok := true
			prev := -1.0
			for d := 1; d < DirtBuckets; d++ { // bucket 0: nothing to audit
				x := o.ByDirt[d]
				strikes := x.Audits + x.Externals
				rates = append(rates, fmt.Sprintf("%.2f", strikes))
				if x.Turns >= 0.2 { // too few turns to measure otherwise
					ok = ok && strikes >= prev
					prev = strikes
				}
			}
			add("opportunist", "strikes a turn rise with the dirtiest rival floor (1-25, 26-50, 51+)", tb.name, strings.Join(rates, " ≤ "), ok)
			if dirty := o.ByDirt[2].Turns + o.ByDirt[3].Turns; dirty >= 1 {
				var at []string
				ok = true
				for tr := range 4 {
					x := o.ByTrack[tr]
					at = append(at, fmt.Sprintf("%.2f", x.Audits))
					if x.Turns >= 0.5 {
						ok = ok && x.Audits > 0
					}
				}
				add("opportunist", "audits at every track value 0-3 it plays at (audits a turn)", tb.name, strings.Join(at, ", "), ok)
			}
			safe := 0.0
			for tr := 2; tr < TrackValues; tr++ {
				safe += (o.ByTrack[tr].Illegal - o.ByTrack[tr].Violations) * o.ByTrack[tr].Turns
			}
			add("opportunist", "no safe illegal production from track 2 (spike plays only)", tb.name, fmt.Sprintf("%.2f a game", safe), safe < 1e-9)
		}
	}
	// Across tables: the Opportunist audits more the dirtier its rivals.
	var audits []string
	ok := true
	prev := -1.0
	for _, y := range []string{"conservative", "balanced", "aggressor"} {
		o := seatOf(reps["opportunist v 3 "+y], "opportunist")
		audits = append(audits, fmt.Sprintf("%s %.1f", y, o.AuditsMade))
		ok = ok && o.AuditsMade > prev
		prev = o.AuditsMade
	}
	add("opportunist", "audits a game rise with the rivals: 3 Conservatives < 3 Balanced < 3 Aggressors", "1 v 3", strings.Join(audits, " < "), ok)
	return out
}

// TestPersonasMatchTheRulebook plays the tables (a few seconds) and checks
// every property.
func TestPersonasMatchTheRulebook(t *testing.T) {
	games := 150
	if testing.Short() {
		games = 60
	}
	reps := runPropTables(t, nil, games)
	for _, p := range personaProperties(reps) {
		assert.True(t, p.ok, "%s: %s at %s: %s", p.persona, p.property, p.table, p.measured)
	}
}

// TestPrintPersonaProperties prints the properties as a markdown table for
// docs/ai-statistics.md: BOARDROOM_PROPS=games go test -run PrintPersona -v.
// BOARDROOM_PERSONAS=file tries other personas.
func TestPrintPersonaProperties(t *testing.T) {
	n := 0
	if _, err := fmt.Sscan(os.Getenv("BOARDROOM_PROPS"), &n); err != nil || n <= 0 {
		t.Skip("set BOARDROOM_PROPS to a number of games")
	}
	var ps *rheinhessenrules.Personas
	if f := os.Getenv("BOARDROOM_PERSONAS"); f != "" {
		var err error
		ps, err = LoadPersonasFile(f)
		require.NoError(t, err)
	}
	reps := runPropTables(t, ps, n)
	res := personaProperties(reps)
	fails := 0
	for _, p := range res {
		mark := "yes"
		if !p.ok {
			mark, fails = "**no**", fails+1
		}
		fmt.Printf("| %s | %s | %s | %s | %s |\n", p.persona, p.property, p.table, p.measured, mark)
	}
	fmt.Printf("%d of %d fail\n", fails, len(res))
	for _, name := range []string{"rulebook"} {
		var ws []string
		for _, s := range reps[name].Seats {
			ws = append(ws, fmt.Sprintf("%s %.1f%% %.1f/turn pass %.0f%% illegal %.0f%%", s.Seat, 100*s.WinRate, s.PointsPerTurn, 100*s.PassShare, 100*s.IllegalShare))
		}
		fmt.Println(name, strings.Join(ws, "; "))
	}
}
