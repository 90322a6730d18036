package rigs

import (
	"encoding/json"
	"fmt"

	"boardroom/referee"
	rules "boardroom/rules/rigs"
)

// Why is the referee's reasoning for a sale of Luxuries, line by line with
// the ruling behind each line (`boardroom rigs why`): the Market card, the
// price, the count and the credits. Other actions are told by what the
// referee said (nil).
func Why(before, after *State, raw json.RawMessage) []referee.Reason {
	var a struct {
		Type   string `json:"type"`
		Player string `json:"player"`
		N      int    `json:"n"`
	}
	if json.Unmarshal(raw, &a) != nil || a.Type != "sell" {
		return nil
	}
	i, err := player(before, a.Player)
	if err != nil || i >= len(after.Players) {
		return nil
	}
	var out []referee.Reason
	say := func(rule, format string, args ...any) {
		out = append(out, referee.Reason{Text: fmt.Sprintf(format, args...), Rule: rule})
	}
	level := ""
	for _, m := range R().Market {
		if m.Price == before.Price {
			level = m.Level
		}
	}
	drawn := "no Market card drawn yet"
	if n := len(before.MarketDrawn); n > 0 {
		drawn = "this round's Market card is " + before.MarketDrawn[n-1]
	}
	say("market-prices", "%s; one Luxury sells for %d (%s)", drawn, before.Price, level)
	price := before.Price + before.Boost[i]
	if b := before.Boost[i]; b > 0 {
		say("naive-profits", "Naive Profits adds the lowest drawn card's price for %s: %d + %d = %d", a.Player, before.Price, b, price)
	}
	n := a.N
	if n == 0 {
		n = before.Players[i].Res[rules.Luxuries]
		lux := "Luxuries"
		if n == 1 {
			lux = "Luxury"
		}
		say("", "all of them ('all', or no count): the %d %s in %s's warehouse", n, lux, a.Player)
	}
	say("", "%d x %d = %d credits", n, price, n*price)
	say("", "%s's credits: %d + %d = %d", a.Player, before.Players[i].Credits, n*price, after.Players[i].Credits)
	return out
}
