package politicard

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Card names as people type them (issue 18, point 4).
func TestFindAsPeopleType(t *testing.T) {
	r := Load()
	for typed, want := range map[string]string{
		"S31": "S31", "s31": "S31", "Berater-Affäre": "S31", "berater-affäre": "S31",
		"Berater-Affare": "S31", "Berater-Affaere": "S31", "Berater Affare": "S31", "berateraffaere": "S31",
		"Strategische Enthullung": "S", // filled below
		"Dorian":                  "G4", "Valcourt": "G4", "dorian valcourt": "G4", "Spin Doc": "S2",
		"Interne Fraktionskaempfe": "S24", "Whistle": "S22",
	} {
		if want == "S" {
			c, err := r.Find("Strategische Enthüllung", nil)
			require.NoError(t, err)
			want = c.ID
		}
		c, err := r.Find(typed, nil)
		if assert.NoError(t, err, typed) {
			assert.Equal(t, want, c.ID, typed)
		}
	}
	_, err := r.Find("Berater-Afäre", nil)
	assert.EqualError(t, err, `no card "Berater-Afäre" in the pool (did you mean "Berater-Affäre"?) (an id such as G4 or S21, or a card's name)`)
	_, err = r.Find("Whistlblower", nil)
	assert.ErrorContains(t, err, `did you mean "Whistleblower"?`)
	_, err = r.Find("The", nil)
	assert.ErrorContains(t, err, `"The" could be`)
	assert.ErrorContains(t, err, "type more of the name, or the id")
	_, err = r.Find("Zzyzx", nil)
	assert.EqualError(t, err, `no card "Zzyzx" in the pool (an id such as G4 or S21, or a card's name)`)

	// A group's own names are found the same way.
	c, err := r.Find("the boss", Names{"G1": "The Boss"})
	require.NoError(t, err)
	assert.Equal(t, "G1", c.ID)
}
