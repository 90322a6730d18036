package games

import (
	"maps"

	"boardroom/phrase/msg"
	aufbauprint "boardroom/printables/aufbau"
	aufbauref "boardroom/referee/aufbau"
	"boardroom/referee/spec"
	aufbaurules "boardroom/rules/aufbau"
)

// aufbauInfo is what lists and help show of Aufbausystem without loading its rules
// (TestInfoMatchesRules keeps it equal to the rules data).
var aufbauInfo = Info{
	ID: "aufbau", Title: "Aufbausystem", MinPlayers: 1, MaxPlayers: 8, Language: "de",
	Summary: "summary.aufbau",
}

// aufbauGame is the Aufbausystem: the game master's bookkeeper for the
// domain economy, in German.
func aufbauGame() Game {
	r := aufbaurules.Load()
	return Game{
		ID: "aufbau", Title: r.Game, MinPlayers: r.Players.Min, MaxPlayers: r.Players.Max,
		Summary:  aufbauInfo.Summary,
		Language: r.Language,
		Referee:  func() spec.Handle { return spec.New(aufbauref.Spec()) },
		Display:  aufbauDisplay,
		// bookkeeping of the campaign, not news for the table
		DisplayLabels: aufbauLabels(map[string]string{"lang": "", "rev": "", "phase": "", "said": "", "section": "", "markets": "",
			"next_id": "", "used_keys": "", "standard_used": "", "free_used": "", "bonus_used": "", "pending": "", "raw": "", "special": "",
			"permanent_labor": "", "permanent_influence": ""}),
		Components: aufbauprint.ComponentsIn,
		Aliases:    map[string]string{"domaenenbogen": "bogen", "referenzkarte": "karte"},
		ComponentNames: map[string]msg.Text{"bogen": {DE: "bogen", EN: "sheet"}, "markt": {DE: "markt", EN: "market"},
			"ereignisse": {DE: "ereignisse", EN: "events"}, "materialien": {DE: "materialien", EN: "materials"}, "karte": {DE: "karte", EN: "reference"}},
		PrintExamplesIn: aufbauref.PrintExamples,
	}
}

// aufbauLabels are the display's labels of the view's keys (in the game's
// own language where the page cannot say them in the campaign's from the
// catalogue), with the bookkeeping keys hidden ("").
func aufbauLabels(hidden map[string]string) map[string]string {
	m := aufbauref.DisplayLabels(msg.DE)
	maps.Copy(m, hidden)
	return m
}

// aufbauDisplay is the table display, in the campaign's language (the
// words come with the view): the round, the phase and the events, then per
// player gold, pools and tracks and the round's Kassenbuch with its
// columns (step, item, gold, balance). What comes next is the view's
// "next", shown by the generic banner.
const aufbauDisplay = `{{define "state"}}{{$w := .State.words}}<dl class="facts"><div><dt>{{$w.round}}</dt><dd>{{.State.round}}</dd></div><div><dt>{{$w.phase}}</dt><dd>{{.State.phase_name}}</dd></div>{{with .State.section.events}}<div class="long"><dt>{{$w.events}}</dt><dd>{{range .}}{{.}} {{end}}</dd></div>{{end}}</dl>
<section class="players">{{range .State.players}}<article class="player"><h2>{{.name}}</h2>
<dl class="lines"><div><dt>{{$w.gold}}</dt><dd><b>{{.gold.text}}</b>{{if ne (printf "%v" .pending.gold.twelfths) "0"}} (+{{.pending.gold.text}} {{$w.pending}}){{end}}</dd></div>
<div><dt>{{$w.labour_influence}}</dt><dd>{{.labor}} / {{.influence}}</dd></div>
<div><dt>{{$w.tracks}}</dt><dd>{{.kw}} / {{.as}} / {{.n}}</dd></div>
<div><dt>{{$w.information}}</dt><dd>{{.information}}</dd></div></dl>
<table class="book"><caption>{{$w.book}}</caption><thead><tr><th class="step">{{$w.step}}</th><th>{{$w.item}}</th><th class="num">{{$w.gold}}</th><th class="num">{{$w.balance}}</th></tr></thead><tbody>
{{range .book}}<tr><td>{{.step}}</td><td>{{.text}}</td><td class="num">{{if ne (printf "%v" .gold.twelfths) "0"}}{{.gold.text}}{{end}}</td><td class="num">{{.balance.text}}</td></tr>
{{else}}{{range .ledger}}<tr><td></td><td>{{.text}}</td><td class="num">{{if ne (printf "%v" .gold.twelfths) "0"}}{{.gold.text}}{{end}}</td><td></td></tr>
{{else}}<tr><td colspan="4">{{$w.empty_book}}</td></tr>{{end}}{{end}}</tbody></table>
</article>{{end}}</section>{{end}}`
