package rheinhessen

import (
	"testing"

	"boardroom/referee"
)

// BenchmarkSimulateRulebookPersonas plays complete 4-seat games of the four
// rulebook personas on one core; games/s is the figure the issue asks about
// (1,000 per core is the goal). Nearly all of the time goes to the exact
// optimal salvage of audited floors (rules/rheinhessen.Salvage).
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

// BenchmarkSimulateExpert is the Expert against three rulebook personas.
func BenchmarkSimulateExpert(b *testing.B) {
	ids := []string{"expert", "aggressor", "balanced", "opportunist"}
	i := 0
	for b.Loop() {
		if _, err := Simulate(referee.GameSeed(2, i), Policies(ids)); err != nil {
			b.Fatal(err)
		}
		i++
	}
	b.ReportMetric(float64(i)/b.Elapsed().Seconds(), "games/s")
}
