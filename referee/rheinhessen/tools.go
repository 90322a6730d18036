package rheinhessen

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"boardroom/phrase"
	"boardroom/phrase/msg"
	"boardroom/rules/cards"
	rheinhessenrules "boardroom/rules/rheinhessen"
)

// The words of the game's tools (check, salvage, hand), which run without a
// game: in the language BOARDROOM_LANG or the locale names, else the
// game's own; hand speaks its saved game's.

// ToolLang is the language of the tools that run without a game.
func ToolLang() msg.Lang { return msg.Env(rheinhessenrules.Own) }

// ToolHelp is a tool's help: its one-liner, its text, its examples and the
// help of its flags.
type ToolHelp struct {
	Short, Long, Example string
	Flags                map[string]string
}

// Tool is the help of tool check, salvage, hand or simulate, in l.
func Tool(l msg.Lang, name string) ToolHelp {
	switch name {
	case "check":
		return ToolHelp{sayf(l, "tool.check.short"), sayf(l, "tool.check.long"), sayf(l, "tool.check.example"), map[string]string{
			"track": sayf(l, "tool.check.track"), "illegal": sayf(l, "tool.check.illegal"), "legal": sayf(l, "tool.check.legal"), "json": sayf(l, "tool.json")}}
	case "salvage":
		return ToolHelp{sayf(l, "tool.salvage.short"), sayf(l, "tool.salvage.long"), sayf(l, "tool.salvage.example"), map[string]string{"json": sayf(l, "tool.json")}}
	case "hand":
		return ToolHelp{sayf(l, "tool.hand.short"), sayf(l, "tool.hand.long"), sayf(l, "tool.hand.example"), map[string]string{
			"home": sayf(l, "tool.hand.home"), "game": sayf(l, "tool.hand.game"), "by-suit": sayf(l, "tool.hand.by_suit"), "json": sayf(l, "tool.json")}}
	case "simulate":
		return ToolHelp{sayf(l, "tool.simulate.short"), sayf(l, "tool.simulate.long"), sayf(l, "tool.simulate.example"), map[string]string{
			"games": sayf(l, "tool.simulate.games"), "seats": sayf(l, "tool.simulate.seats"), "seed": sayf(l, "tool.simulate.seed"),
			"rotate": sayf(l, "tool.simulate.rotate"), "workers": sayf(l, "tool.simulate.workers"), "json": sayf(l, "tool.json"),
			"plot": sayf(l, "tool.simulate.plot"), "personas": sayf(l, "tool.simulate.personas")}}
	}
	return ToolHelp{}
}

// ToolNames are tool name's name at a table of l (tool.<name>.name:
// check, bewerten) and its other names, each accepted at every table.
func ToolNames(l msg.Lang, name string) (string, []string) {
	id := "tool." + name + ".name"
	primary := sayf(l, id)
	var others []string
	for _, n := range []string{name, sayf(msg.DE, id), sayf(msg.EN, id)} {
		if n != primary && !slices.Contains(others, n) {
			others = append(others, n)
		}
	}
	return primary, others
}

// ToolSay is message tool.<id> of a tool's output or usage error, in l.
func ToolSay(l msg.Lang, id string, args ...any) string { return sayf(l, "tool."+id, args...) }

// CheckText is check's answer: the production in words, and the track's
// change when asked for.
func CheckText(l msg.Lang, cs []cards.Card, p rheinhessenrules.Production, tc *rheinhessenrules.TrackChange) string {
	r := R()
	out := fmt.Sprintf("%s: %s\n", cards.Format(cs), r.Explain(l, p))
	if tc != nil {
		out += sayf(l, "tool.check.track_line", r.ExplainTrack(l, *tc)) + "\n"
	}
	return out
}

// SalvageText is salvage's answer: the floor, the hands an audit keeps and
// what it fines.
func SalvageText(l msg.Lang, cs []cards.Card, res rheinhessenrules.SalvageResult) string {
	r := R()
	var b strings.Builder
	b.WriteString(sayf(l, "tool.salvage.floor", cards.Format(cs), len(cs)) + "\n")
	for _, h := range res.Kept {
		hand, _ := rheinhessenrules.Classify(h)
		fmt.Fprintf(&b, "  %s\n", sayf(l, "tool.salvage.keeps", fmt.Sprintf("%-16s", r.HandNameIn(l, hand)), cards.Format(h)))
	}
	b.WriteString(r.ExplainSalvage(l, res) + "\n")
	return b.String()
}

// ToolCards reads the cards of a tool's command line (check, salvage) as
// one shoe of decks decks: a mistyped card, or a card more often than the
// decks hold, is a usage error said in the tool's language.
func ToolCards(args []string, decks int) ([]cards.Card, error) {
	l := ToolLang()
	cs, err := cards.ParseList(args)
	var pe *cards.ParseError
	if errors.As(err, &pe) {
		return nil, &phrase.UsageError{Msg: sayf(l, "usage.card."+pe.Kind, pe.Token)}
	}
	if err != nil {
		return nil, &phrase.UsageError{Msg: err.Error()}
	}
	if len(cs) == 0 {
		return nil, &phrase.UsageError{Msg: ToolSay(l, "no_cards")}
	}
	count := map[cards.Card]int{}
	for _, c := range cs {
		if count[c]++; count[c] > decks {
			n := 0
			for _, d := range cs {
				if d == c {
					n++
				}
			}
			return nil, &phrase.UsageError{Msg: sayf(l, "usage.card.too_many", c.String(), n, decks)}
		}
	}
	return cs, nil
}

// ToolCardsUse is the arguments of check and salvage in their usage line.
func ToolCardsUse() string { return sayf(ToolLang(), "tool.cards_use") }
