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
		Display:    aufbauDisplay,
		Components: aufbauprint.Components,
		Aliases: map[string]string{"domaenenbogen": "bogen", "sheet": "bogen", "market": "markt", "events": "ereignisse",
			"materials": "materialien", "reference": "karte", "referenzkarte": "karte"},
		PrintExamples: []string{
			"--list                         # Bestandteile und Seiten",
			"bogen -o domaene.pdf           # der Domänenbogen: ein Blatt, beidseitig",
			"markt ereignisse materialien karte -o tabellen.pdf",
		},
	}
}

// aufbauDisplay is the table display: each player's gold, pools and tracks,
// and the ledger of the last automatic step.
const aufbauDisplay = `{{define "state"}}<dl class="facts"><div><dt>Runde</dt><dd>{{.State.round}}</dd></div><div><dt>Phase</dt><dd>{{.State.phase}}</dd></div>{{with .State.section.events}}<div class="long"><dt>Ereignisse</dt><dd>{{range .}}{{.}} {{end}}</dd></div>{{end}}</dl>
<section class="players">{{range .State.players}}<article class="player"><h2>{{.name}}</h2>
<dl class="lines"><div><dt>Gold</dt><dd><b>{{.gold.text}}</b>{{if ne (printf "%v" .pending.gold.twelfths) "0"}} (+{{.pending.gold.text}} ausstehend){{end}}</dd></div>
<div><dt>AK / Einfluss</dt><dd>{{.labor}} / {{.influence}}</dd></div>
<div><dt>KW / AS / N</dt><dd>{{.kw}} / {{.as}} / {{.n}}</dd></div>
<div><dt>Information</dt><dd>{{.information}}</dd></div></dl>
{{with .ledger}}<ol class="ledger">{{range .}}<li>{{if ne (printf "%v" .gold.twelfths) "0"}}<b>{{.gold.text}}</b> {{end}}{{.text}}</li>{{end}}</ol>{{end}}
</article>{{end}}</section>{{end}}`
