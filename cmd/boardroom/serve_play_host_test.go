package main

import (
	"encoding/json"
	"html"
	"net/http"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/referee/spec"
	"boardroom/referee/verb"
)

// The host's link acts for every seat: each move a seat's phone offers
// that seat, the host's page offers too, for that seat (its first field
// given as the seat, or a choice that lists it), built from the same
// descriptors. R.I.G.S. in the Player Phase: a survey, a build, a move and
// a configuration had to be typed on the host's page (their later
// questions depend on whose plot it is), only a deal and a loan were
// buttons.
func TestServePlayTheHostOffersEverySeatsMoves(t *testing.T) {
	home := t.TempDir()
	newTable(t, home)
	s := startServe(t, serveOptions{addr: "127.0.0.1:0", home: home, play: true, json: true})
	type link struct{ Game, Name, Seat, Role, URL string }
	byGame := map[string][]link{}
	for _, line := range strings.Split(strings.TrimSpace(s.stdout.String()), "\n") {
		var l link
		require.NoError(t, json.Unmarshal([]byte(line), &l), line)
		byGame[l.Game+"/"+l.Name] = append(byGame[l.Game+"/"+l.Name], l)
	}
	offers := func(url string) []spec.Offer {
		t.Helper()
		code, body := httpGet(t, url+"/offers")
		require.Equal(t, 200, code, body)
		var a struct{ Offers []spec.Offer }
		require.NoError(t, json.Unmarshal([]byte(body), &a))
		return a.Offers
	}
	seen := 0
	for game, links := range byGame {
		var host []spec.Offer
		for _, l := range links {
			if l.Role == "host" {
				host = offers(l.URL)
			}
		}
		for _, l := range links {
			if l.Role == "host" {
				continue
			}
			for _, o := range offers(l.URL) {
				seen++
				assert.True(t, hostOffersFor(host, o.Verb, l.Seat), "%s: %s's phone offers %s (%q); the host's page does not offer it for %s", game, l.Seat, o.Verb, o.Label, l.Seat)
			}
		}
	}
	require.NotZero(t, seen, "the seats are offered moves")
	var rigsHost []spec.Offer
	for _, l := range byGame["rigs/rigs-night"] {
		if l.Role == "host" {
			rigsHost = offers(l.URL)
		}
	}
	for _, o := range rigsHost {
		if o.Verb == "survey" {
			assert.True(t, strings.HasPrefix(o.Label, o.Seat+": "), "a seat's move on the host's page names the seat: %q", o.Label)
		}
	}
	for _, seat := range []string{"Ann", "Bob"} {
		assert.True(t, hostOffersFor(rigsHost, "survey", seat), "the host's page offers a survey for %s", seat)
	}
}

// hostOffersFor reports whether the host's offers hold the verb for the
// seat: given as the seat, or with the seat among the first question's
// answers.
func hostOffersFor(host []spec.Offer, v, seat string) bool {
	return slices.ContainsFunc(host, func(h spec.Offer) bool {
		if h.Verb != v {
			return false
		}
		if h.Seat == seat {
			return true
		}
		return h.Seat == "" && len(h.Fields) > 0 && slices.ContainsFunc(h.Fields[0].Options, func(a verb.Answer) bool { return a.Value == seat })
	})
}

// The host undoes a Karma card from the host's page: what the TV tells the
// table to put back names the card, as it was played ("Move the Karma card
// "Give Me That!" from the Karma discard pile back to Ann's hand"), not "1
// Karma card" (which one?).
func TestServePlayAKarmaUndoNamesTheCard(t *testing.T) {
	home := t.TempDir()
	for _, args := range [][]string{
		{"rigs", "new", "--players", "Ann,Bob", "--name", "k", "--seed", "4"},
		{"rigs", "adjust", "Ann", "karma", "+3", "--reason", "dealt"},
		{"rigs", "adjust", "Bob", "karma", "+3", "--reason", "dealt"},
		{"rigs", "karma", "Give Me That!", "Ann", "--victim", "Bob"},
	} {
		r := runCLI(t, append(args, "--home", home)...)
		require.Equal(t, 0, r.code, "%v: %s", args, r.stderr)
	}
	s := startServe(t, serveOptions{addr: "127.0.0.1:0", home: home, play: true, json: true})
	resp, err := http.Post(playLinks(t, s)["host"]+"/act", "application/json", strings.NewReader(`{"args": ["undo"]}`))
	require.NoError(t, err)
	resp.Body.Close()
	require.Equal(t, 200, resp.StatusCode)
	code, page := httpGet(t, s.base()+"/g/rigs/k")
	require.Equal(t, 200, code)
	assert.Contains(t, html.UnescapeString(page), `Move the Karma card "Give Me That!" from the Karma discard pile back to Ann's hand.`)
}
