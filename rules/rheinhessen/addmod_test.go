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

// addTwo[a][b] adds two two-digit residue vectors (0..24) digit by digit
// mod 5: the reference walk (referencePlan) adds a rank's flush cards to a
// state's residues with it, two lookups per four-digit vector (addMod).
var addTwo = func() (t [25][25]uint8) {
	for a := range 25 {
		for b := range 25 {
			t[a][b] = uint8((a%5+b%5)%5 + 5*((a/5+b/5)%5))
		}
	}
	return t
}()
