package aufbau

import (
	"regexp"
	"strings"
	"testing"
)

// No sentence types a number the rules data holds: the numbers are
// placeholders filled from the data. A digit outside a placeholder is
// allowed in dice notation ("1W20"), in ratios ("{2}:1"), in the examples of
// ids and names a player types, and in the sentences listed here, whose
// numbers are no value of the rules data (a bound of the input, a step of
// the code, the rulings' titles as docs/rulings.md words them).
func TestMessagesTypeNoRuleNumbers(t *testing.T) {
	notData := map[string]string{
		"actions.1_to_1000_not":                    "the bound of a typed count",
		"actions.gainmaterials_costs_1_labour_per": "one labour per investment is the action's definition",
		"game.new_campaign_for_players_round":      "every campaign starts in round 1",
		"round.emigration_loses_1_level_loyalty":   "emigration takes one level at a time",
		"round.event_cult_inspected_found_1d20":    "the inspection takes one follower level",
		"input.goods_count":                        "the bound of a typed count",
		"why.special_yield":                        "the data counts the yield in quarters",
		"why.political_paid":                       "a pool is never below 0",
		"print.checks":                             "a check rises by one, a step of the rules' arithmetic",
		"print.card_check_roll":                    "a check rises by one, a step of the rules' arithmetic",
		"print.workshops":                          "one special material, the unit of the conversion",
		"print.market_special":                     "one special material per investment, the action's definition",
		"print.mod_direction":                      "a die's range starts at 1",
		"print.mod_alt":                            "a die's range starts at 1",
		"print.card_phases":                        "passive recovery is one step a round",
		"print.gold_box":                           "the fractions gold is written in",
		"new.rounds":                               "0 is the open campaign",
		"setup.rounds":                             "0 is the open campaign",
		"build.secure_loyalty_targets":             "at least one target",
	}
	placeholder := regexp.MustCompile(`\{[^{}]*(\{[^{}]*\}[^{}]*)*\}`)
	allowed := regexp.MustCompile(`\d+[Wd]\d+|:1\b|\b[DSAHWL]\d\b|[A-Za-zäöü]+:\d+|Ereignis \d+|[Ee]vent \d+|Runde 1 |Round 1 |AU\d+`)
	for id, tx := range Messages.Texts() {
		typed := strings.HasSuffix(id, ".examples") || strings.HasSuffix(id, ".wuerfel") // command lines and rolls as a player types them
		if _, ok := notData[id]; ok || typed || strings.HasPrefix(id, "ruling.") {
			continue
		}
		for _, text := range []string{tx.DE, tx.EN} {
			rest := allowed.ReplaceAllString(placeholder.ReplaceAllString(text, ""), "")
			if strings.ContainsAny(rest, "0123456789") {
				t.Errorf("%s types a number: %q (a number of the rules data is a placeholder)", id, text)
			}
		}
	}
}
