package games

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// BenchmarkLookupIndex builds a game's whole rules index: the rule
// sections, the cards from its rules data and its rulings parsed from its
// section of docs/rulings.md (issue 21: well under 10 ms).
func BenchmarkLookupIndex(b *testing.B) {
	for _, id := range IDs() {
		b.Run(id, func(b *testing.B) {
			cpu := cpuTime()
			defer func() { b.ReportMetric(float64((cpuTime()-cpu).Microseconds())/1000/float64(b.N), "cpu-ms/op") }()
			for b.Loop() {
				if _, err := LookupOf(id); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkLookupSearch answers one table question with typos.
func BenchmarkLookupSearch(b *testing.B) {
	l, err := LookupOf("rigs")
	require.NoError(b, err)
	for b.Loop() {
		l.Search("does push pul or drag work after the rigs was lost", 6)
	}
}

// The index of every game is built with little work: a few thousand
// allocations (1,300 to 4,500 when this was written), not the tens of
// thousands of parsing the rules data or docs/rulings.md again. How quick it
// is, BenchmarkLookupIndex says (issue 21 asks well under 10 ms).
func TestLookupIndexIsLittleWork(t *testing.T) {
	for _, id := range IDs() {
		_, err := LookupOf(id) // warm: rules data loaded once per process
		require.NoError(t, err)
		allocs := testing.AllocsPerRun(3, func() {
			_, err := LookupOf(id)
			require.NoError(t, err)
		})
		assert.Less(t, allocs, 10000.0, id)
	}
}
