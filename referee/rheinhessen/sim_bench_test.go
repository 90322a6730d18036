package rheinhessen

import (
	"slices"
	"testing"
	"time"

	"boardroom/referee"
)

// BenchmarkSimulateRulebookPersonas plays complete 4-seat games of the four
// rulebook personas on one core; games/s is the figure the issues ask about
// (1,500 per core is the goal of issue 25). Most of the time goes to the exact
// optimal salvage of audited floors (rules/rheinhessen.SalvageFloor): about
// three quarters of the instructions (80 % of the CPU profile before the
// search's first walks within the unavoidable leftover, which took this
// benchmark from a median of about 1,320 to 2,160 games/s on one core of
// a loaded two-core machine, issue 23).
func BenchmarkSimulateRulebookPersonas(b *testing.B) {
	ids := rulebook()
	i := 0
	for b.Loop() {
		if _, err := Simulate(referee.GameSeed(1, i), Policies(ids)); err != nil {
			b.Fatal(err)
		}
		i++
	}
	b.ReportMetric(float64(i)/b.Elapsed().Seconds(), "games/s")
}

// BenchmarkSimulateQuickExpert is the Quick Expert (the Expert without its
// search) against three rulebook personas. The searching Expert plays
// hundreds of short games per decision: BenchmarkExpertDecision times it.
func BenchmarkSimulateQuickExpert(b *testing.B) {
	ids := []string{"quick", "aggressor", "balanced", "opportunist"}
	i := 0
	for b.Loop() {
		if _, err := Simulate(referee.GameSeed(2, i), Policies(ids)); err != nil {
			b.Fatal(err)
		}
		i++
	}
	b.ReportMetric(float64(i)/b.Elapsed().Seconds(), "games/s")
}

// BenchmarkExpertDecision times the Expert's decisions (its search) at the
// positions it meets in 4-seat games against the rulebook personas: ns/op
// is the mean; p50-ms and max-ms the median and the worst decision on the
// clock, p50-cpu-ms and max-cpu-ms in CPU time (the issue asks at most 50 ms
// and 250 ms on one core). Run it with -cpu 1.
func BenchmarkExpertDecision(b *testing.B) {
	var positions []*Seen
	p, _ := Personas().Persona("expert")
	rec := &recorder{Policy: NewPolicy(p), seen: &positions}
	for i := range 10 {
		pols := Policies([]string{"aggressor", "balanced", "opportunist"})
		if _, err := Simulate(referee.GameSeed(3, i), append([]Policy{rec}, pols...)); err != nil {
			b.Fatal(err)
		}
	}
	defer lockThread()()
	var times, cpu []time.Duration
	k := 0
	for b.Loop() {
		e := NewPolicy(p)
		start := time.Now()
		c0, ok := threadCPU()
		e.Choose(positions[k%len(positions)])
		times = append(times, time.Since(start))
		if c1, _ := threadCPU(); ok {
			cpu = append(cpu, c1-c0)
		}
		k++
	}
	ms := func(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }
	slices.Sort(times)
	b.ReportMetric(ms(times[len(times)/2]), "p50-ms")
	b.ReportMetric(ms(times[len(times)-1]), "max-ms")
	// The same in CPU time of the thread (Linux): what the decision cost,
	// whatever else the machine was doing.
	if len(cpu) > 0 {
		slices.Sort(cpu)
		b.ReportMetric(ms(cpu[len(cpu)/2]), "p50-cpu-ms")
		b.ReportMetric(ms(cpu[len(cpu)-1]), "max-cpu-ms")
	}
	b.ReportMetric(float64(len(positions)), "positions")
}

// recorder keeps a copy of every position its policy is asked about.
type recorder struct {
	Policy
	seen *[]*Seen
}

func (r *recorder) Choose(v *Seen) Move {
	c := *v
	c.Hand = slices.Clone(v.Hand)
	c.Seats = slices.Clone(v.Seats)
	for j := range c.Seats {
		c.Seats[j].Floor = slices.Clone(v.Seats[j].Floor)
	}
	*r.seen = append(*r.seen, &c)
	return r.Policy.Choose(v)
}
