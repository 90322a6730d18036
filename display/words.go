package display

import (
	"maps"

	"boardroom/lazy"
)

// pageWords are the page's own words (the badge, the banners, the problems)
// in each language a game may be played in (Game.Lang; "" is English). A
// game's view may say them in its campaign's language: an object "words" in
// its JSON view overrides them key by key.
var pageWords = &lazy.Value[map[string]map[string]string]{New: func() map[string]map[string]string {
	return map[string]map[string]string{
		"en": {
			"lang": "en", "all_games": "All games", "game_over": "Game over", "next": "Next", "last_change": "Last change",
			"what_happened": "What just happened", "undone": "undone",
			"live": "live", "offline": "offline", "reconnecting": "reconnecting", "live_title": "the page follows the game",
			"asked": "Asked at the table:", "follows": "This page follows the file and shows the game again as soon as it can be read.",
			"removed": "The saved game has been removed.", "damaged": "The saved game is damaged: ",
			"kept": ". The previous good version is kept beside it (", "unreadable": "The saved game cannot be read: ",
			"cannot_show": "the game cannot be shown: ", "log_unreadable": "the game's log cannot be read: ",
			"internal": "The game cannot be shown (internal error: ",
		},
		"de": {
			"lang": "de", "all_games": "Alle Spiele", "game_over": "Spiel beendet", "next": "Als Nächstes", "last_change": "Zuletzt geändert",
			"what_happened": "Was eben geschah", "undone": "zurückgenommen",
			"live": "live", "offline": "getrennt", "reconnecting": "verbinde neu", "live_title": "die Seite folgt dem Spiel",
			"asked": "Am Tisch gefragt:", "follows": "Diese Seite folgt der Datei und zeigt das Spiel wieder, sobald es lesbar ist.",
			"removed": "Das gespeicherte Spiel wurde entfernt.", "damaged": "Das gespeicherte Spiel ist beschädigt: ",
			"kept": ". Die letzte gute Fassung liegt daneben (", "unreadable": "Das gespeicherte Spiel kann nicht gelesen werden: ",
			"cannot_show": "das Spiel kann nicht gezeigt werden: ", "log_unreadable": "das Protokoll des Spiels kann nicht gelesen werden: ",
			"internal": "Das Spiel kann nicht gezeigt werden (interner Fehler: ",
		},
	}
}}

// wordsIn are the page's words in lang (English when the page has none in
// it).
func wordsIn(lang string) map[string]string {
	w, ok := pageWords.Get()[lang]
	if !ok {
		w = pageWords.Get()["en"]
	}
	return maps.Clone(w)
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
