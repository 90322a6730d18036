package display_test

import (
	"encoding/json"
	"io"
	"math/rand/v2"
	"net/http"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/display"
	"boardroom/games"
	"boardroom/phrase/msg"
	"boardroom/referee/spec"
	"boardroom/referee/verb"
	corpwarrules "boardroom/rules/corpwar"
	rigsrules "boardroom/rules/rigs"
)

// registered is the display's Game of each registered game with a referee,
// as serve builds it.
func registered() []display.Game {
	var out []display.Game
	for _, g := range games.All() {
		if g.Referee != nil {
			out = append(out, display.Game{ID: g.ID, Title: g.Title, Referee: g.Handle(), Template: g.Display, Style: g.DisplayStyle,
				Lang: g.Language, Labels: g.DisplayLabels, Private: g.DisplayPrivate})
		}
	}
	return out
}

// newRegistered saves a new game of g named name at a table of l.
func newRegistered(t *testing.T, home string, g display.Game, name string, l msg.Lang) {
	t.Helper()
	v := verb.NewValues()
	v.Set("players", []string{"Anna", "Ben"})
	v.Set(spec.LangField, string(l))
	for _, f := range g.Referee.NewSpec().Fields {
		if strings.HasPrefix(f.Name, "deck-") {
			v.Set(f.Name, "tempo") // a sample deck (Politicard)
		}
	}
	require.NoError(t, g.Referee.Create(home, name, v, 7, io.Discard, false), g.ID)
}

// playedTable is a server of every registered game played a while in
// both languages from the host's phone, at random among what it offers,
// seeded; each step's words of the view's own the page could not say
// are handed to seen, with the game, the language and the status line.
func playRegistered(t *testing.T, steps int, seen func(g display.Game, l msg.Lang, status string, srv *display.Server, name string)) {
	t.Helper()
	for _, g := range registered() {
		for _, l := range msg.Langs {
			home := t.TempDir()
			name := "words-" + string(l)
			newRegistered(t, home, g, name, l)
			srv, hosts := playServer(t, home, g)
			host := hosts[name]
			rng := rand.New(rand.NewPCG(1, uint64(len(g.ID))))
			for range steps {
				seen(g, l, "", srv, name)
				var offers struct {
					Offers []spec.Offer `json:"offers"`
				}
				require.NoError(t, json.Unmarshal([]byte(serve(t, srv, host+"/offers")), &offers))
				if len(offers.Offers) == 0 {
					break
				}
				// a few tries at an offer the game takes
				for range 8 {
					o := offers.Offers[rng.IntN(len(offers.Offers))]
					args, ok := randomArgs(o, rng)
					if !ok {
						continue
					}
					b, _ := json.Marshal(map[string]any{"args": args})
					if r := postTo(srv, host+"/act", string(b)); r.Code == http.StatusOK {
						break
					}
				}
			}
			seen(g, l, "", srv, name)
		}
	}
}

// randomArgs are the command line's words of an offer with answers picked
// at random among those possible (false: a field typed in that the
// offer cannot answer).
func randomArgs(o spec.Offer, rng *rand.Rand) ([]string, bool) {
	args := []string{o.Verb}
	answers := map[string]string{}
	for _, f := range o.Fields {
		v := f.Fixed
		if !f.Given {
			opts := f.Options
			if by, ok := f.OptionsBy[answers[f.By]]; ok && f.By != "" {
				opts = by
			}
			switch {
			case len(opts) > 0:
				v = opts[rng.IntN(len(opts))].Value
			case f.Optional || f.Kind == verb.BoolField:
				continue
			case f.Kind == verb.IntField:
				v = "1"
			default:
				return nil, false
			}
		}
		answers[f.Name] = v
		if v == "" {
			continue
		}
		switch {
		case f.Flag:
			args = append(args, "--"+f.Name)
			if f.Kind != verb.BoolField {
				args = append(args, v)
			}
		case f.Kind == verb.ListField:
			args = append(args, strings.FieldsFunc(v, func(r rune) bool { return r == ' ' || r == ',' })...)
		default:
			args = append(args, v)
		}
	}
	return args, true
}

// playServer serves the games saved in home with the phones' play on
// (its clock advancing with each action), and the host's link of each
// saved game by name.
func playServer(t *testing.T, home string, g display.Game) (*display.Server, map[string]string) {
	t.Helper()
	srv, err := display.New(display.Options{Home: home, Games: []display.Game{g}, Play: true})
	require.NoError(t, err)
	t.Cleanup(srv.Close)
	display.AdvancingPlayClock(srv)
	hosts := map[string]string{}
	for _, k := range srv.Links() {
		if k.Seat == display.HostSeat {
			hosts[k.Name] = k.Path
		}
	}
	return srv, hosts
}

// inTheirWords are the keys whose values a game's view writes in the
// table's language already, from its rules data (Rheinhessen's audit zone
// "safe", "sicher"; the Aufbausystem's holdings and phases): words, not
// keys for scripts.
var inTheirWords = map[string][]string{
	"rheinhessen": {"zone"},
	"aufbau":      {"kind", "loss_choice", "phase_name", "tier"},
}

// Every word a game's view writes for scripts (a phase, a plot's type, a
// resource, a tie-break) is the table's word on the TV in both languages,
// from the game's catalogue: through every phase of a seeded random game
// of every game, the page shows none as it is written.
func TestEveryGamesViewWordsAreTheTables(t *testing.T) {
	missing := map[string][]string{}
	phases := map[string]map[string]string{} // game and language: phase key -> word shown
	all := map[string]map[string]string{}    // game and language: key.value -> word shown
	playRegistered(t, 60, func(g display.Game, l msg.Lang, _ string, srv *display.Server, name string) {
		problem, unsaid, said := display.Unsaid(srv, g, name)
		require.Empty(t, problem, g.ID)
		for k, w := range said {
			if all[g.ID+"/"+string(l)] == nil {
				all[g.ID+"/"+string(l)] = map[string]string{}
			}
			all[g.ID+"/"+string(l)][k] = w
			if p, ok := strings.CutPrefix(k, "phase."); ok {
				if phases[g.ID+"/"+string(l)] == nil {
					phases[g.ID+"/"+string(l)] = map[string]string{}
				}
				phases[g.ID+"/"+string(l)][p] = w
			}
		}
		for _, w := range unsaid {
			if slices.Contains(inTheirWords[g.ID], strings.Split(w, ".")[0]) {
				continue
			}
			if !slices.Contains(missing[g.ID], w) {
				missing[g.ID] = append(missing[g.ID], w)
			}
		}
	})
	for id, ws := range missing {
		slices.Sort(ws)
		t.Errorf("%s: the catalogue has no words for %v (view.<key>.<word> or <key>.<word>)", id, ws)
	}
	// Every phase was on the TV, named as the rules name it.
	for _, l := range msg.Langs {
		cw := phases["corpwar/"+string(l)]
		for _, p := range []corpwarrules.Phase{corpwarrules.Allocation, corpwarrules.Action, corpwarrules.Execution, corpwarrules.Upkeep} {
			require.Contains(t, cw, string(p), "the random game reached every phase of Corporate Warfare")
			assert.Equal(t, corpwarrules.Load().PhaseName(p).In(l), cw[string(p)], "Corporate Warfare's %s phase on the TV (%s)", p, l)
		}
		rg := phases["rigs/"+string(l)]
		for _, p := range []string{"player", "production", "disaster", "market"} {
			require.Contains(t, rg, p, "the random game reached every phase of R.I.G.S.")
			assert.Equal(t, rigsrules.Messages.Say(l, "phase."+p), rg[p], "R.I.G.S.' %s phase on the TV (%s)", p, l)
		}
	}
	// R.I.G.S.' plots: their types and resources as the table says them.
	de := all["rigs/de"]
	for _, typ := range []string{"Plains", "Valley"} {
		assert.Equal(t, rigsrules.Messages.Say(msg.DE, "plot_type."+strings.ToLower(typ)), de["type."+typ], "a %s plot on a German TV", typ)
	}
}

// A German R.I.G.S. TV says its plots' types and what they harvest in
// German (they were "Valley", "energy").
func TestRIGSPlotsInTheTablesWords(t *testing.T) {
	home := t.TempDir()
	g := gameOf(t, "rigs")
	newRegistered(t, home, g, "parzellen", msg.DE)
	srv, err := display.New(display.Options{Home: home, Games: []display.Game{g}, Play: true})
	require.NoError(t, err)
	t.Cleanup(srv.Close)
	var host string
	for _, k := range srv.Links() {
		if k.Seat == display.HostSeat {
			host = k.Path
		}
	}
	r := postTo(srv, host+"/act", `{"args": ["configure", "Anna", "1", "energy"]}`)
	require.Equal(t, http.StatusOK, r.Code, r.Body.String())
	html := serve(t, srv, "/g/rigs/parzellen")
	plot := regexp.MustCompile(`<tr><td>1</td><td>([^<]*)</td><td>[^<]*</td><td>([^<]*)</td>`).FindStringSubmatch(html)
	require.NotNil(t, plot, "plot #1 in Anna's table of plots")
	assert.Equal(t, []string{"Tal", "Energie"}, plot[1:])
}

// commandSyntax is what a person types, written into a sentence: a
// quoted command ('next', „weiter“, "pass Ben") or a flag (--physical).
var commandSyntax = regexp.MustCompile(`(^|[^\p{L}])('|&#39;|„|&#34;|")\p{Ll}[\p{L}\d _<>\[\].,-]*('|&#39;|“|&#34;|")|(^|\s)--\p{Ll}`)

// The TV is read across the room, never typed on: after a random game of
// every game, in both languages, its page says no command and no flag in
// what it shows (what happened, what comes next, the numbers).
func TestTheTVSaysNoCommands(t *testing.T) {
	found := map[string]bool{}
	playRegistered(t, 60, func(g display.Game, l msg.Lang, _ string, srv *display.Server, name string) {
		html := serve(t, srv, "/g/"+g.ID+"/"+name)
		body := html[strings.Index(html, "<body"):]
		body = regexp.MustCompile(`(?s)<script.*?</script>|<[^>]*>`).ReplaceAllString(body, "\n")
		for _, line := range strings.Split(body, "\n") {
			if commandSyntax.MatchString(line) && !found[line] {
				found[line] = true
				t.Errorf("%s (%s): the TV says a command: %s", g.ID, l, strings.TrimSpace(line))
			}
		}
	})
}

// The referee's sentences as the TV says them: what the table does with its
// hands stays, what the command line types goes.
func TestReadOutDropsWhatIsTyped(t *testing.T) {
	for in, want := range map[string]string{
		"Turn 1, Upkeep Phase. Due: Anna 1, Ben 1. Fire anyone first; 'next' pays.":                                                            "Turn 1, Upkeep Phase. Due: Anna 1, Ben 1. Fire anyone first.",
		"Runde 1, Unterhaltsphase. Fällig: Anna 1, Ben 1. Erst entlassen; 'weiter' bezahlt.":                                                   "Runde 1, Unterhaltsphase. Fällig: Anna 1, Ben 1. Erst entlassen.",
		"Turn 2, Allocation Phase: place the new employees, then 'next'.":                                                                      "Turn 2, Allocation Phase: place the new employees.",
		"Round 1, Production Phase: 'show' has each player's production; Zero Hour deals and Vinnie loans are open; 'next' is the Final Call.": "Round 1, Production Phase: Zero Hour deals and Vinnie loans are open.",
		`Anna is dealt "Theft!": take that card. Resolve it with 'disaster Anna'.`:                                                             `Anna is dealt "Theft!": take that card.`,
		"Round 1, Market Phase: draw the Market card ('market').":                                                                              "Round 1, Market Phase: draw the Market card.",
		"Ann places 2 employees in Production: Production has 2.":                                                                              "Ann places 2 employees in Production: Production has 2.",
		"Ann produces 8♠ 8♥ (add --illegal for an illegal production).":                                                                        "Ann produces 8♠ 8♥.",
		"'next'":   "",
		"'weiter'": "",
	} {
		assert.Equal(t, want, display.ReadOut(in), in)
	}
}

// The status line at the top of the TV and on the index is a sentence: its
// first letter capital at every table ("Turn 1, Allocation", not the
// terminal's "turn 1, Allocation").
func TestTheStatusLineIsASentence(t *testing.T) {
	home := t.TempDir()
	g := gameOf(t, "corpwar")
	newRegistered(t, home, g, "office", msg.EN)
	srv, err := display.New(display.Options{Home: home, Games: []display.Game{g}})
	require.NoError(t, err)
	t.Cleanup(srv.Close)
	assert.Contains(t, serve(t, srv, "/g/corpwar/office"), `<p class="status" id="status">Turn 1, Allocation</p>`)
	assert.Contains(t, serve(t, srv, "/"), `<span class="status">Turn 1, Allocation</span>`)
}

// R.I.G.S.' TV has two Market numbers, the Game Market cards left (the
// rounds the game has left) and the cards in the Market deck: each is
// named for what it counts, never both "Market"/"Cards left".
func TestRIGSTwoMarketNumbersAreNamed(t *testing.T) {
	home := t.TempDir()
	g := gameOf(t, "rigs")
	for _, l := range msg.Langs {
		newRegistered(t, home, g, "markt-"+string(l), l)
	}
	srv, err := display.New(display.Options{Home: home, Games: []display.Game{g}})
	require.NoError(t, err)
	t.Cleanup(srv.Close)
	for l, want := range map[msg.Lang][]string{
		msg.EN: {"Game Market cards left <b>15</b>", "Market deck <b>"},
		msg.DE: {"Spielmarktkarten übrig <b>15</b>", "Marktstapel <b>"},
	} {
		html := serve(t, srv, "/g/rigs/markt-"+string(l))
		for _, w := range want {
			assert.Contains(t, html, w, l)
		}
		assert.NotRegexp(t, `(Market|Markt) <b>\d`, html, "a bare Market number (%s)", l)
	}
}

// gameOf is the registered display Game of id.
func gameOf(t *testing.T, id string) display.Game {
	t.Helper()
	for _, r := range registered() {
		if r.ID == id {
			return r
		}
	}
	t.Fatalf("no game %s", id)
	return display.Game{}
}

// The Aufbausystem's TV says its phase as a label's word and what comes
// next in words, in both languages: "Maintenance", never the rules data's
// "maintenance" for the middle of a sentence, nor the command line's
// "'next' runs maintenance (... 'mode <player> loss gold|influence' ...)";
// an open campaign's rounds are "open", not 0.
func TestAufbauTVSaysPhaseAndNextInWords(t *testing.T) {
	home := t.TempDir()
	g := gameOf(t, "aufbau")
	for _, l := range msg.Langs {
		newRegistered(t, home, g, "kampagne-"+string(l), l)
	}
	srv, err := display.New(display.Options{Home: home, Games: []display.Game{g}})
	require.NoError(t, err)
	t.Cleanup(srv.Close)
	for l, want := range map[msg.Lang][]string{
		msg.EN: {"<dd>Maintenance</dd>", "Maintenance; before it, where needed, each player chooses whether the counter-reaction costs them gold or influence", "<dd>open</dd>"},
		msg.DE: {"<dd>Unterhalt</dd>", "Unterhalt; vorher wählt, wo nötig, jeder Spieler, ob ihn die Gegenreaktion Gold oder Einfluss kostet", "<dd>offen</dd>"},
	} {
		html := serve(t, srv, "/g/aufbau/kampagne-"+string(l))
		for _, w := range want {
			assert.Contains(t, html, w, l)
		}
		assert.NotContains(t, html, "<dd>maintenance</dd>", l)
		assert.NotRegexp(t, `\b(next|weiter|mode|modus) (runs|führt|for|für|<)`, html, "a command on the TV (%s)", l)
	}
}

// The R.I.G.S. host's deal form offers what is given as a menu's options
// start: "Credits", "Plot" beside "Energy", never the middle of a
// sentence's "credits" or "eine Parzelle", in both languages.
func TestRIGSDealOptionsAreLabels(t *testing.T) {
	home := t.TempDir()
	g := gameOf(t, "rigs")
	for _, l := range msg.Langs {
		name := "deal-" + string(l)
		newRegistered(t, home, g, name, l)
	}
	srv, hosts := playServer(t, home, g)
	for l, want := range map[msg.Lang][]string{msg.EN: {"Credits", "Energy", "Plot"}, msg.DE: {"Credits", "Energie", "Parzelle"}} {
		host := hosts["deal-"+string(l)]
		var labels []string
		for range 6 {
			var offers struct {
				Offers []spec.Offer `json:"offers"`
			}
			require.NoError(t, json.Unmarshal([]byte(serve(t, srv, host+"/offers")), &offers))
			for _, o := range offers.Offers {
				for _, f := range o.Fields {
					if o.Verb == "give" && f.Name == "what" {
						for _, a := range f.Options {
							labels = append(labels, a.Label)
						}
					}
				}
			}
			if labels != nil {
				break
			}
			postTo(srv, host+"/act", `{"args": ["next"]}`)
		}
		require.NotEmpty(t, labels, "the give form (%s)", l)
		for _, w := range want {
			assert.Contains(t, labels, w, l)
		}
		for _, lb := range labels {
			assert.Regexp(t, `^\p{Lu}`, lb, "an option starts with a capital (%s)", l)
		}
	}
}

// Politicard's tie-break is said as a player says it ("First to pass wins"),
// never the --tie flag's value "first-passer", and starts its box with a
// capital at both tables.
func TestPoliticardTieBreakInWords(t *testing.T) {
	home := t.TempDir()
	g := gameOf(t, "politicard")
	for _, l := range msg.Langs {
		newRegistered(t, home, g, "gleichstand-"+string(l), l)
	}
	srv, err := display.New(display.Options{Home: home, Games: []display.Game{g}})
	require.NoError(t, err)
	t.Cleanup(srv.Close)
	for l, want := range map[msg.Lang]string{msg.EN: "<dd>First to pass wins</dd>", msg.DE: "<dd>Wer zuerst gepasst hat, gewinnt</dd>"} {
		html := serve(t, srv, "/g/politicard/gleichstand-"+string(l))
		assert.Contains(t, html, want, l)
		assert.NotContains(t, html, "first-passer", l)
	}
}

// The Aufbausystem's mode form on a phone offers words, not what is typed:
// the counter-reaction's loss is "Loss on a counter-reaction" (it was the
// German word typed, "verlust", at an English table too) and each mode
// starts its button with a capital ("Gold", "Influence", "Leased"), as
// every option of every form does ("Large", "Permanent (2 gold per
// investment)").
func TestAufbauModeOptionsInWords(t *testing.T) {
	home := t.TempDir()
	g := gameOf(t, "aufbau")
	for _, l := range msg.Langs {
		newRegistered(t, home, g, "modus-"+string(l), l)
	}
	srv, hosts := playServer(t, home, g)
	for l, want := range map[msg.Lang][]string{msg.EN: {"Loss on a counter-reaction", "Gold", "Influence"}, msg.DE: {"Verlust bei einer Gegenreaktion", "Gold", "Einfluss"}} {
		// the action phase, where every form is offered
		r := postTo(srv, hosts["modus-"+string(l)]+"/act", `{"args": ["next"]}`)
		require.Equal(t, http.StatusOK, r.Code, r.Body.String())
		var offers struct {
			Offers []spec.Offer `json:"offers"`
		}
		require.NoError(t, json.Unmarshal([]byte(serve(t, srv, hosts["modus-"+string(l)]+"/offers")), &offers))
		var labels, all []string
		for _, o := range offers.Offers {
			for _, f := range o.Fields {
				var ls []string
				for _, a := range f.Options {
					ls = append(ls, a.Label)
				}
				for _, as := range f.OptionsBy {
					for _, a := range as {
						ls = append(ls, a.Label)
					}
				}
				if o.Verb == "mode" {
					labels = append(labels, ls...)
				}
				all = append(all, ls...)
			}
		}
		require.NotEmpty(t, labels, "the mode form (%s)", l)
		for _, w := range want {
			assert.Contains(t, labels, w, l)
		}
		for _, lb := range all {
			assert.Regexp(t, `^\p{Lu}|^\d`, lb, "an option starts with a capital (%s)", l)
		}
	}
}

// A seat's phone takes a verb by any of its names, as the command line
// does: the German name its page suggests ("bauen Anna 1" in a German
// game), umlauts typed or not, and the English one, in either language.
func TestAPhoneTakesAVerbByItsNameAtEitherTable(t *testing.T) {
	g := gameOf(t, "rigs")
	for _, l := range msg.Langs {
		home := t.TempDir()
		newRegistered(t, home, g, "names", l)
		srv, hosts := playServer(t, home, g)
		for _, typed := range []string{"bauen", "BAUEN", "build"} {
			b, _ := json.Marshal(map[string]any{"args": []string{typed, "Anna", "99"}})
			r := postTo(srv, hosts["names"]+"/act", string(b))
			assert.NotEqual(t, http.StatusBadRequest, r.Code, "%s at a table of %s: %s", typed, l, r.Body.String())
			assert.Contains(t, r.Body.String(), `"error": "refused"`, "%s (%s): refused by the rules (99 RIGS), not for its name", typed, l)
		}
	}
}

// A typing error on a seat's phone is said in the game's language, as the
// command line says it: a plot that is no number, a missing plot.
func TestAPhonesTypingErrorSpeaksTheGamesLanguage(t *testing.T) {
	g := gameOf(t, "rigs")
	home := t.TempDir()
	newRegistered(t, home, g, "de", msg.DE)
	srv, hosts := playServer(t, home, g)
	r := postTo(srv, hosts["de"]+"/act", `{"args": ["erkunden", "Anna", "x"]}`)
	assert.Equal(t, http.StatusBadRequest, r.Code, r.Body.String())
	assert.Contains(t, r.Body.String(), "keine Parzellennummer", r.Body.String())
	assert.NotContains(t, r.Body.String(), "is not a plot number")
}
