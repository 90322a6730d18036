package games

import (
	aufbauprint "boardroom/printables/aufbau"
	aufbauref "boardroom/referee/aufbau"
	"boardroom/referee/spec"
	"boardroom/rules/aufbau"
)

// aufbauGame is the Aufbausystem: the game master's bookkeeper for the
// domain economy, in German.
func aufbauGame() Game {
	r := aufbau.Load()
	return Game{
		ID: "aufbau", Title: r.Game, MinPlayers: r.Players.Min, MaxPlayers: r.Players.Max,
		Summary:    "Domänenwirtschaft für Spielleitung und Gruppe: Runden, Kassenbuch, Proben (deutsch)",
		Referee:    func() spec.Handle { return spec.New(aufbauref.Spec()) },
		Components: aufbauprint.Components,
		Aliases: map[string]string{"domaenenbogen": "bogen", "sheet": "bogen", "market": "markt", "events": "ereignisse",
			"materials": "materialien", "reference": "karte", "referenzkarte": "karte"},
		PrintExamples: []string{
			"--list                         # Bestandteile und Seiten",
			"bogen -o domaene.pdf           # der Domänenbogen, zwei Seiten",
			"markt ereignisse materialien karte -o tabellen.pdf",
		},
	}
}
