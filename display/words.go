package display

import (
	"encoding/json"
	"strings"

	"boardroom/phrase/msg"
)

// Messages is the display's own words in both languages (messages.yaml,
// written out as Go by go generate: see gen/): the TV page's and the
// phones' words, the answers a seat's phone gets. The engine's frames (the
// log's undo and redo, what to move on the table) are referee.Messages.
//
//go:generate go run -tags rulesgen ./gen
var Messages = &msg.Catalog{Name: "display/messages.yaml", Table: compiledMessages}

// say is the display's message id in l.
func say(l msg.Lang, id string, args ...any) string { return Messages.Say(l, id, args...) }

// wordsIn are the page's own words in l, by key: the message page.<key>
// (.Words.<key> in the templates), and "lang", the language's code (the
// page's lang attribute).
func wordsIn(l msg.Lang) map[string]string {
	w := map[string]string{"lang": string(l)}
	for id, t := range Messages.Texts() {
		if k, ok := strings.CutPrefix(id, "page."); ok {
			w[k] = t.In(l)
		}
	}
	return w
}

// scriptWords are the words of the phone's own script (the keys js_*), as
// the JSON its page hands it (data-words).
func scriptWords(words map[string]string) string {
	js := map[string]string{}
	for k, v := range words {
		if strings.HasPrefix(k, "js_") {
			js[strings.TrimPrefix(k, "js_")] = v
		}
	}
	b, _ := json.Marshal(js)
	return string(b)
}

// sayIn overrides the page's words with those of the game's view (its
// "words" object of strings), which speak the campaign's language.
func sayIn(words map[string]string, state any) {
	m, ok := state.(map[string]any)
	if !ok {
		return
	}
	ws, ok := m["words"].(map[string]any)
	if !ok {
		return
	}
	for k, v := range ws {
		if t, ok := v.(string); ok && t != "" {
			words[k] = t
		}
	}
}

// langOf is the language a game's page speaks: the state's, as the open
// game says it (its Language, a msg.Lang or a code), else the "lang" of
// its JSON view, else the game's own (Game.Lang), else English.
func langOf(g Game, sess any, view []byte) msg.Lang {
	switch s := sess.(type) {
	case interface{ Language() msg.Lang }:
		if l := s.Language(); l != "" {
			return l
		}
	case interface{ Language() string }:
		if l, err := msg.Parse(s.Language()); err == nil {
			return l
		}
	}
	var v struct {
		Lang string `json:"lang"`
	}
	if json.Unmarshal(view, &v) == nil && v.Lang != "" {
		if l, err := msg.Parse(v.Lang); err == nil {
			return l
		}
	}
	return gameLang(g)
}

// gameLang is the game's own language (Game.Lang), else English.
func gameLang(g Game) msg.Lang {
	if l, err := msg.Parse(string(g.Lang)); err == nil {
		return l
	}
	return msg.EN
}

// ScriptWords are the words of the phone's own script, as the JSON its
// page hands it (data-words).
func (p *page) ScriptWords() string { return scriptWords(p.Words) }
