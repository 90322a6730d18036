package politicard

import (
	"strings"

	"boardroom/phrase"
	"boardroom/phrase/msg"
	"boardroom/referee/verb"
	politicardrules "boardroom/rules/politicard"
)

// The words of the game's tools (deck and its subcommands, simulate), which
// run without a game: in the language BOARDROOM_LANG or the locale names,
// else the game's own.

// ToolLang is the language of the tools.
func ToolLang() msg.Lang { return toolLang() }

// ToolSay is message tool.<id> of a tool's output, in l.
func ToolSay(l msg.Lang, id string, args ...any) string { return deckSay(l, "tool."+id, args...) }

// ToolHelp is a tool's help: its one-liner, its text and the help of its
// flags.
type ToolHelp struct {
	Short, Long string
	Flags       map[string]string
}

// Tool is the help of tool name ("deck", "deck check", "deck list", "deck
// show", "deck sample", "simulate") in l, its numbers from the rules data.
func Tool(l msg.Lang, name string) ToolHelp {
	r := politicardrules.Load()
	say := func(id string, args ...any) string { return politicardrules.Messages.Say(l, id, args...) }
	samples := strings.Join(r.SampleNames(), ", ")
	names := say("tool.flag.names", phrase.Arrow())
	json := say("tool.flag.json")
	switch name {
	case "deck":
		return ToolHelp{Short: say("tool.deck.short")}
	case "deck check":
		return ToolHelp{say("tool.check.short"), say("tool.check.long", r.Deck.Size, r.Deck.Budget, r.Deck.Copies, r.Deck.CopiesTopTier, r.Deck.TopTier, samples, deckFileExample),
			map[string]string{"names": names, "json": json}}
	case "deck list":
		return ToolHelp{say("tool.list.short"), "", map[string]string{"type": say("tool.list.type", strings.Join(politicardrules.Types, ", ")), "names": names, "json": json}}
	case "deck show":
		return ToolHelp{say("tool.show.short"), say("tool.show.long", samples), map[string]string{"names": names, "json": json}}
	case "deck sample":
		return ToolHelp{say("tool.sample.short"), say("tool.sample.long", samples),
			map[string]string{"output": say("tool.sample.output"), "force": say("tool.sample.force")}}
	case "simulate":
		styles := strings.Join(Styles(), ", ")
		return ToolHelp{say("tool.simulate.short"), say("tool.simulate.long", styles), map[string]string{
			"deck-a": say("tool.simulate.deck_a"), "deck-b": say("tool.simulate.deck_b"),
			"ai-a": say("tool.simulate.ai_a", styles), "ai-b": say("tool.simulate.ai_b", styles),
			"games": say("tool.simulate.games"), "seed": say("tool.simulate.seed"), "workers": say("tool.simulate.workers"),
			"json": json, "plot": say("tool.simulate.plot")}}
	}
	return ToolHelp{}
}

// PrintFields are the game's own flags of print, their help in l.
func PrintFields(l msg.Lang) []verb.Field {
	say := func(id string, args ...any) string { return politicardrules.Messages.Say(l, id, args...) }
	return []verb.Field{
		{Name: "deck", Flag: true, Help: say("tool.print.deck")},
		{Name: "names", Flag: true, Help: say("tool.flag.names", phrase.Arrow())},
	}
}

// PrintExamples are print's examples in l (the arguments after print, each
// with its comment): the card pool's and a deck's sizes from the rules.
func PrintExamples(l msg.Lang) []string {
	r := politicardrules.Load()
	samples := r.SampleNames()
	first, second := samples[0], samples[0]
	if len(samples) > 1 {
		second = samples[1]
	}
	pair := first + " " + second
	return strings.Split(politicardrules.Messages.Say(l, "tool.print.examples", len(r.Cards), r.Deck.Size,
		pair+strings.Repeat(" ", max(1, 14-len(pair))), first), "\n")
}

// deckFileExample is a deck file as the help of deck check shows it: YAML,
// the same at either table.
const deckFileExample = "  - id: G4\n    copies: 2\n  - Spin Doctor\n  - {name: Whistleblower, copies: 1}"
