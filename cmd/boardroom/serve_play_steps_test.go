package main

import (
	"encoding/json"
	"io"
	"net/http"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/referee/spec"
	"boardroom/referee/verb"
)

// stepped is the answer to one step of a move asked a question at a time.
type stepped struct {
	code     int
	body     string
	question *spec.StepQuestion
}

// step POSTs a move's answers so far to a link, as the phone's page does.
func step(t *testing.T, link, move string, answers ...string) stepped {
	t.Helper()
	if answers == nil {
		answers = []string{}
	}
	b, _ := json.Marshal(map[string]any{"move": move, "answers": answers})
	resp, err := http.Post(link+"/act", "application/json", strings.NewReader(string(b)))
	require.NoError(t, err)
	defer resp.Body.Close()
	out, _ := io.ReadAll(resp.Body)
	st := stepped{code: resp.StatusCode, body: string(out)}
	if st.code == http.StatusAccepted {
		var a struct{ Question *spec.StepQuestion }
		require.NoError(t, json.Unmarshal(out, &a), string(out))
		st.question = a.Question
	}
	return st
}

// optionValue is the value of the question's option labelled label.
func optionValue(t *testing.T, q *spec.StepQuestion, label string) string {
	t.Helper()
	require.NotNil(t, q)
	var labels []string
	for _, o := range q.Options {
		if o.Label == label {
			return o.Value
		}
		labels = append(labels, o.Label)
	}
	t.Fatalf("%q offers no %q: %q", q.Title, label, labels)
	return ""
}

// moves are the labels of the moves a link's phone asks step by step.
func moves(t *testing.T, link string) []string {
	t.Helper()
	code, body := httpGet(t, link+"/offers")
	require.Equal(t, 200, code, body)
	var a struct {
		Moves []spec.StepMove `json:"moves"`
	}
	require.NoError(t, json.Unmarshal([]byte(body), &a))
	var out []string
	for _, m := range a.Moves {
		out = append(out, m.Label)
	}
	return out
}

// A Karma card from the seat's own phone: play's questions, one at a time,
// for the seat itself (play's "who plays?" is the seat), taken through the
// engine; another seat cannot play it for the holder.
func TestServePlayRIGSSeatPlaysAKarmaCardStepByStep(t *testing.T) {
	home := t.TempDir()
	r := runCLI(t, "rigs", "new", "--players", "Ann,Bob", "--name", "mars", "--seed", "4", "--home", home)
	require.Equal(t, 0, r.code, r.stderr)
	r = runCLI(t, "rigs", "adjust", "Ann", "karma", "+1", "--reason", "a card to play", "--game", "mars", "--home", home)
	require.Equal(t, 0, r.code, r.stderr)
	s := startServe(t, serveOptions{addr: "127.0.0.1:0", home: home, play: true, json: true})
	links := playLinks(t, s)

	const play = "Play a Karma card"
	assert.Contains(t, moves(t, links["Ann"]), play, "Ann holds a Karma card")
	assert.NotContains(t, moves(t, links["Bob"]), play, "Bob holds none")
	assert.Contains(t, moves(t, links["host"]), play, "the host may play it for anyone")

	st := step(t, links["host"], play)
	require.Equal(t, http.StatusAccepted, st.code, st.body)
	assert.Equal(t, "Who plays it?", st.question.Title, "the host is asked who plays, as play asks")
	st = step(t, links["Ann"], play)
	require.Equal(t, http.StatusAccepted, st.code, st.body)
	assert.Equal(t, "Which card?", st.question.Title, "not asked who plays: the seat does")
	assert.Equal(t, 0, st.question.At)
	card := optionValue(t, st.question, "Left the Light On")
	st = step(t, links["Ann"], play, card)
	require.Equal(t, http.StatusAccepted, st.code, st.body)
	assert.Equal(t, "Who is the victim?", st.question.Title)
	assert.Equal(t, 1, st.question.At)
	optionValue(t, st.question, "Bob")
	for _, o := range st.question.Options {
		assert.NotEqual(t, "Ann", o.Label, "not the card's own player")
	}
	st = step(t, links["Ann"], play, card, "Ann")
	assert.Equal(t, http.StatusConflict, st.code, "an answer that is none of the choices: %s", st.body)
	assert.Contains(t, st.body, "start the move again")
	st = step(t, links["Ann"], play, card, "Bob")
	require.Equal(t, http.StatusOK, st.code, st.body)
	assert.Contains(t, st.body, "Left the Light On")

	r = runCLI(t, "rigs", "log", "--game", "mars", "--home", home)
	assert.Contains(t, r.stdout, "Left the Light On", "logged through the same engine as the command line")
	assert.NotContains(t, moves(t, links["Ann"]), play, "her card is played")

	// The host's phone asks who plays first, as play does.
	st = step(t, links["host"], play)
	require.Equal(t, http.StatusConflict, st.code, "no one holds a card now: %s", st.body)
	st = step(t, links["Bob"], play)
	assert.Equal(t, http.StatusConflict, st.code, "Bob holds no card: %s", st.body)
	assert.Contains(t, st.body, "not open to this seat")
}

// The Market card and the Land Grant are the Expedition Leader's: offered
// on the leader's phone, asked as play asks them.
func TestServePlayRIGSLeaderDrawsTheMarketCardAndPicksTheGrant(t *testing.T) {
	home := t.TempDir()
	r := runCLI(t, "rigs", "new", "--players", "Ann,Bob", "--name", "mars", "--seed", "4", "--home", home)
	require.Equal(t, 0, r.code, r.stderr)
	for _, args := range [][]string{{"next"}, {"disaster", "Ann"}, {"disaster", "Bob"}, {"next"}, {"next"}} {
		r = runCLI(t, append(append([]string{"rigs"}, args...), "--game", "mars", "--home", home)...)
		require.Equal(t, 0, r.code, r.stderr)
	}
	s := startServe(t, serveOptions{addr: "127.0.0.1:0", home: home, play: true, json: true})
	links := playLinks(t, s)

	const draw = "Draw the Market card"
	assert.Equal(t, []string{draw}, moves(t, links["Ann"]), "Ann is the Expedition Leader")
	assert.Empty(t, moves(t, links["Bob"]))
	st := step(t, links["Bob"], draw)
	assert.Equal(t, http.StatusConflict, st.code, st.body)
	st = step(t, links["Ann"], draw)
	require.Equal(t, http.StatusOK, st.code, st.body)
	assert.Contains(t, st.body, "Market card 1 of 15")

	r = runCLI(t, "rigs", "next", "--game", "mars", "--home", home)
	require.Equal(t, 0, r.code, r.stderr)
	ann := moves(t, links["Ann"])
	require.Len(t, ann, 1, "the Land Grant waits for its pick")
	assert.Contains(t, ann[0], "Land Grant: Ann picks")
	assert.Empty(t, moves(t, links["Bob"]))
	st = step(t, links["Ann"], ann[0])
	require.Equal(t, http.StatusAccepted, st.code, st.body)
	assert.Equal(t, "Which plot does Ann keep?", st.question.Title)
	st = step(t, links["Ann"], ann[0], optionValue(t, st.question, "Valley"))
	require.Equal(t, http.StatusOK, st.code, st.body)
	r = runCLI(t, "rigs", "log", "--game", "mars", "--home", home)
	assert.Contains(t, r.stdout, "Ann picks plot #13 (Valley)", "logged through the engine")
}

// A deal's "To whom?" never offers the giver: on a seat's phone the giver
// is the seat; on the host's page the answers follow the giver chosen.
func TestServePlayDealNeverOffersTheGiverAsReceiver(t *testing.T) {
	home := t.TempDir()
	r := runCLI(t, "rigs", "new", "--players", "Ann,Bob,Cy", "--name", "mars", "--seed", "4", "--home", home)
	require.Equal(t, 0, r.code, r.stderr)
	s := startServe(t, serveOptions{addr: "127.0.0.1:0", home: home, play: true, json: true})
	links := playLinks(t, s)
	values := func(as []verb.Answer) []string {
		var out []string
		for _, a := range as {
			out = append(out, a.Value)
		}
		return out
	}
	assert.Equal(t, []string{"Bob", "Cy"}, values(field(t, seatOffers(t, links["Ann"])["give"], "to").Options))
	to := field(t, seatOffers(t, links["host"])["give"], "to")
	assert.Equal(t, "from", to.By, "the receivers follow the giver")
	assert.Equal(t, []string{"Bob", "Cy"}, values(to.OptionsBy["Ann"]))
	assert.Equal(t, []string{"Ann", "Cy"}, values(to.OptionsBy["Bob"]))
	assert.Equal(t, []string{"Ann", "Bob"}, values(to.OptionsBy["Cy"]))
	// what is given follows the giver too (asked two questions before): no
	// one holds Luxuries at the start, so none are offered for any giver
	what := field(t, seatOffers(t, links["host"])["give"], "what")
	assert.Equal(t, "from", what.By, "what is given follows the giver")
	for _, giver := range []string{"Ann", "Bob", "Cy"} {
		require.NotEmpty(t, what.OptionsBy[giver], giver)
		for _, a := range what.OptionsBy[giver] {
			assert.NotEqual(t, "Luxuries", a.Label, "%s holds no Luxuries", giver)
		}
	}
}

// The host's link acts for a seat whose virtual hand it may not see: a
// production refused for cards the seat does not hold says so without
// naming them (the rule stays), so probing cannot reveal the hand. The
// seat's own link and the command line are told which.
func TestServePlayHostIsNotToldTheCardsASeatLacks(t *testing.T) {
	home, hand := soloRheinhessen(t)
	missing := ""
	for _, c := range []string{"AS", "KS", "QS", "JS", "10S", "9S", "8S", "7S", "6S", "5S", "4S", "3S", "2S"} {
		held := false
		for _, h := range hand {
			held = held || strings.EqualFold(h, c) || strings.HasPrefix(h, strings.TrimSuffix(c, "S")+"♠")
		}
		if !held {
			missing = c
			break
		}
	}
	require.NotEmpty(t, missing)
	s := startServe(t, serveOptions{addr: "127.0.0.1:0", home: home, play: true, json: true})
	links := playLinks(t, s)
	act := func(link string, args ...string) (int, actErr) {
		t.Helper()
		b, _ := json.Marshal(map[string]any{"args": args})
		resp, err := http.Post(link+"/act", "application/json", strings.NewReader(string(b)))
		require.NoError(t, err)
		defer resp.Body.Close()
		var e actErr
		require.NoError(t, json.NewDecoder(resp.Body).Decode(&e))
		return resp.StatusCode, e
	}
	// (declared illegal: a single card is no legal hand, refused as such
	// before the hand is looked at)
	code, e := act(links["host"], "produce", "Anna", missing, "--illegal")
	require.Equal(t, http.StatusConflict, code)
	assert.Equal(t, "Anna does not hold all of these cards", e.Message, "no card of the hand named")
	assert.Contains(t, e.Rule, "R35")

	code, e = act(links["Anna"], "produce", "Anna", missing, "--illegal")
	require.Equal(t, http.StatusConflict, code)
	assert.Contains(t, e.Message, "Anna does not hold", "the seat is told which")
	assert.NotEqual(t, "Anna does not hold all of these cards", e.Message)
	r := runCLI(t, "rheinhessen", "produce", "Anna", missing, "--illegal", "--game", "solo", "--home", home)
	assert.Equal(t, 1, r.code)
	assert.Contains(t, r.stderr, "(see 'hand Anna')", "the command line is unchanged")
}

type actErr struct {
	Code                 int
	Error, Message, Rule string
}

// A move asked step by step speaks the game's language: its questions and
// its way back.
func TestServePlayStepsSpeakTheGamesLanguage(t *testing.T) {
	home := t.TempDir()
	r := runCLI(t, "rigs", "new", "--players", "Ann,Bob", "--name", "mars", "--seed", "4", "--lang", "de", "--home", home)
	require.Equal(t, 0, r.code, r.stderr)
	r = runCLI(t, "rigs", "adjust", "Ann", "karma", "+1", "--reason", "eine Karte", "--game", "mars", "--home", home)
	require.Equal(t, 0, r.code, r.stderr)
	s := startServe(t, serveOptions{addr: "127.0.0.1:0", home: home, play: true, json: true})
	links := playLinks(t, s)
	ms := moves(t, links["Ann"])
	require.Equal(t, []string{"Karmakarte spielen"}, ms)
	st := step(t, links["Ann"], ms[0])
	require.Equal(t, http.StatusAccepted, st.code, st.body)
	assert.Equal(t, "Welche Karte?", st.question.Title)
	last := st.question.Options[len(st.question.Options)-1]
	assert.Equal(t, "Zurück", last.Label, "the way back in the game's language")
	st = step(t, links["Ann"], ms[0], last.Value)
	assert.Equal(t, http.StatusOK, st.code, st.body)
	assert.Contains(t, st.body, "Es wurde nichts ausgeführt", "going back takes nothing")
	r = runCLI(t, "rigs", "log", "--game", "mars", "--home", home)
	assert.NotContains(t, r.stdout, "spielt", "nothing played")
	assert.Contains(t, r.stdout, "2  ", "the log ends with the adjustment")
	assert.NotContains(t, r.stdout, "\n3  ", "no entry after it")
}

// A typed answer the question refuses is asked again with the reason, as
// play asks again: the answer given is dropped (At), the ones before kept.
func TestServePlayStepAsksATypedAnswerAgain(t *testing.T) {
	home := t.TempDir()
	r := runCLI(t, "rigs", "new", "--players", "Ann,Bob", "--name", "mars", "--seed", "4", "--home", home)
	require.Equal(t, 0, r.code, r.stderr)
	r = runCLI(t, "rigs", "adjust", "Ann", "karma", "+1", "--reason", "a card to play", "--game", "mars", "--home", home)
	require.Equal(t, 0, r.code, r.stderr)
	s := startServe(t, serveOptions{addr: "127.0.0.1:0", home: home, play: true, json: true})
	links := playLinks(t, s)
	const play = "Play a Karma card"
	st := step(t, links["Ann"], play)
	require.Equal(t, http.StatusAccepted, st.code, st.body)
	card := optionValue(t, st.question, "Swap Meet")
	st = step(t, links["Ann"], play, card, "bogus")
	require.Equal(t, http.StatusAccepted, st.code, st.body)
	assert.Equal(t, "input", st.question.Kind)
	assert.Equal(t, "Which resources go back (e.g. energy=4)?", st.question.Title)
	assert.Equal(t, 1, st.question.At, "asked again in the place of the answer refused")
	assert.Contains(t, st.question.Invalid, `unknown resource "bogus"`)
	st = step(t, links["Ann"], play, card, "energy=1")
	require.Equal(t, http.StatusAccepted, st.code, st.body)
	assert.Equal(t, 2, st.question.At)
	assert.Empty(t, st.question.Invalid)
	assert.Contains(t, st.question.Title, "Which resources do you take")
}
