package games

import (
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
		Summary: "Domänenwirtschaft für Spielleitung und Gruppe: Runden, Kassenbuch, Proben (deutsch)",
		Referee: func() spec.Handle { return spec.New(aufbauref.Spec()) },
	}
}
