package rheinhessen

import "testing"

// Residue vectors are added two digits at a time; that must equal adding the
// four base-5 digits one by one.
func TestAddModDigitByDigit(t *testing.T) {
	for a := range residues {
		for b := range residues {
			x, y, sum, unit := a, b, 0, 1
			for range 4 {
				sum += ((x%5 + y%5) % 5) * unit
				x, y, unit = x/5, y/5, unit*5
			}
			if got := addMod(a, b); got != sum {
				t.Fatalf("addMod(%d, %d) = %d, want %d", a, b, got, sum)
			}
		}
	}
}

// addMod adds two residue vectors (four base-5 digits) digit by digit mod 5.
func addMod(a, b int) int {
	return int(addTwo[a%25][b%25]) + 25*int(addTwo[a/25][b/25])
}
