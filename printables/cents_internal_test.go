package printables

import (
	"math"
	"math/rand/v2"
	"strconv"
	"testing"
)

// appendCents writes exactly what the general formatter wrote before it.
func TestAppendCentsIsTheFormattersDigits(t *testing.T) {
	old := func(v float64) string {
		v = math.Round(v*100) / 100
		if v == 0 {
			v = 0
		}
		return strconv.FormatFloat(v, 'f', -1, 64)
	}
	vals := []float64{0, -0.0, 0.004, -0.004, 0.005, -0.005, 0.05, 1.005, 12.5, 3, -3, 841.89, 595.28, 1e15, -1e17, 123456.785}
	r := rand.New(rand.NewPCG(1, 2))
	for range 200000 {
		vals = append(vals, (r.Float64()-0.5)*3000)
	}
	for _, v := range vals {
		if got, want := string(appendCents(nil, v)), old(v); got != want {
			t.Fatalf("appendCents(%v) = %q, want %q", v, got, want)
		}
	}
}
