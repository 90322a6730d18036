package politicard

import (
	"boardroom/phrase/msg"
	"testing"

	"github.com/stretchr/testify/assert"
)

func gov(id string, seq int) Placed { return Placed{ID: id, Seq: seq} }

// The rulebook's two worked examples (PC10).
func TestInfluenceRulebookExamples(t *testing.T) {
	r := Load()
	// Power 10, Spin Doctor +2, Koalitionszwang +1 for a Tier 2 card: 13.
	p := gov("G1", 1)
	p.Buff = 2
	sc := r.Influence(Side{Gov: []Placed{p}, GovSlot: &Placed{ID: "S13"}}, nil, msg.EN)
	assert.Equal(t, 13, sc.Total)
	assert.Equal(t, []Line{
		{What: "G1 " + r.MustCard("G1").Name.EN + ": power 10 +2", Points: 12},
		{What: "Coalition Discipline: +1 each for 1 Tier 2 card", Points: 1},
	}, sc.Lines)
	// The same lines in German.
	de := r.Influence(Side{Gov: []Placed{p}, GovSlot: &Placed{ID: "S13"}}, nil, msg.DE)
	assert.Equal(t, []Line{
		{What: "G1 " + r.MustCard("G1").Name.DE + ": Macht 10 +2", Points: 12},
		{What: "Koalitionszwang: +1 für jede der 1 Karten der Stufe 2", Points: 1},
	}, de.Lines)
	// Power 8, Massenproteste -1: 7.
	q := gov("G4", 1)
	q.Debuff = 1
	assert.Equal(t, 7, r.Influence(Side{Gov: []Placed{q}}, nil, msg.EN).Total)
}

func TestInfluence(t *testing.T) {
	r := Load()
	floor := gov("G36", 1) // power 3
	floor.Debuff = 5
	off := gov("G18", 2) // power 6
	off.Deactivated = true
	zero := gov("G32", 3) // power 4
	zero.Zeroed = true
	side := Side{Gov: []Placed{floor, off, zero}}
	assert.Equal(t, 6, r.Influence(side, nil, msg.EN).Total, "a card never counts below 0; deactivated cards count; zeroed cards count 0")

	// Napoleon Komplex: +1 per Tier 1 card that counts (not the zeroed one).
	side.GovSlot = &Placed{ID: "S19"}
	assert.Equal(t, 8, r.Influence(side, nil, msg.EN).Total)

	// Milchglas: +1 per government card while no NGO/Bewegung card is out.
	side.GovSlot = &Placed{ID: "S17"}
	assert.Equal(t, 8, r.Influence(side, nil, msg.EN).Total)
	side.Pub = []Placed{{ID: "S73"}} // Bewegung
	assert.Equal(t, 6, r.Influence(side, nil, msg.EN).Total)

	// Zivilgesellschaft: +1 per government card while a Bewegung card is out.
	side.GovSlot = nil
	side.PubSlot = &Placed{ID: "S16"}
	assert.Equal(t, 8, r.Influence(side, nil, msg.EN).Total)

	// The climate striker: +1 per active Bewegung card, itself included.
	side.PubSlot = nil
	side.Pub = []Placed{{ID: "S73"}, {ID: "S70"}, {ID: "S84", Deactivated: true}}
	assert.Equal(t, 8, r.Influence(side, nil, msg.EN).Total)
	side.Pub[1].Deactivated = true
	assert.Equal(t, 6, r.Influence(side, nil, msg.EN).Total, "a deactivated public card's aura is off")

	// Algorithmischer Diskurs: +1 per active Plattform card.
	side.Pub = []Placed{{ID: "S66"}, {ID: "S64"}}
	side.PubSlot = &Placed{ID: "S14"}
	assert.Equal(t, 8, r.Influence(side, nil, msg.EN).Total)
}

func TestStrongestWeakest(t *testing.T) {
	r := Load()
	row := []Placed{gov("G18", 1), gov("G19", 2), gov("G36", 3)} // 6, 6, 3
	assert.Equal(t, 1, r.Strongest(row), "ties go to the most recently played")
	row[1].Deactivated = true
	assert.Equal(t, 0, r.Strongest(row), "a deactivated card is not a target")
	assert.Equal(t, 2, r.Weakest(row))
	assert.Equal(t, -1, r.Strongest(nil))
	row[0].Deactivated = true
	row[2].Deactivated = true
	assert.Equal(t, -1, r.Strongest(row))
}
