package politicard

import (
	"encoding/json"
	"io"
	"maps"
	"slices"
	"strings"

	"boardroom/atomicfile"
	"boardroom/phrase"
	"boardroom/phrase/msg"
	"boardroom/referee"
	"boardroom/referee/spec"
	"boardroom/referee/tui"
	"boardroom/referee/verb"
	politicardrules "boardroom/rules/politicard"
)

// Spec is the Politicard referee, described once: `new`, the verbs, the views.
func Spec() *spec.Spec[*State] {
	r := R()
	return &spec.Spec[*State]{
		ID:       GameID,
		Messages: politicardrules.Messages,
		// the number of players the help says comes from the rules data
		HelpArgs: func(id string) []any {
			if id == "new.players" {
				return []any{r.Players.Max}
			}
			return nil
		},
		Rules: Rules{},
		New: spec.NewSpec{
			Fields: append(spec.Players("player", r.Players.Min, r.Players.Max, false),
				verb.Field{Name: "deck-a", Flag: true},
				verb.Field{Name: "deck-b", Flag: true},
				verb.Field{Name: "first", Flag: true},
				verb.Field{Name: "tie", Flag: true},
				verb.Field{Name: "variant", Flag: true},
				verb.Field{Name: "names", Flag: true},
				verb.Field{Name: "ai", Flag: true, Bare: StyleStrong},
				verb.Field{Name: "public-deck", Kind: verb.BoolField, Flag: true}),
		},
		Setup: setupFrom,
		Auto:  NextAI,
		Verbs: Verbs(),
		Show:  func(w io.Writer, s *State) error { return s.Write(w) },
		JSON:  func(s *State) any { return s.ToView() },
		Menu:  tui.Verbs(verb.Order(actionList.Get(), Verbs()), nil),
		View:  TUIView,
		// play shows the same sentences, wrapped at the terminal's 80
		// columns, words whole (a word cut by the terminal's edge is read as
		// two); at a table with an AI seat it
		// plays the AI's turns after each of the person's, as the verbs do,
		// and undo steps over them (PlayView.Auto).
		Play: func(g *referee.Game[*State], p tui.Prompter, out io.Writer) (bool, error) {
			return true, tui.Run(g, tui.Verbs(verb.Order(actionList.Get(), Verbs()), nil), PlayView, p, out)
		},
	}
}

// MaxCardName is the longest name a names file may give a card.
const MaxCardName = 60

// LoadNames reads a names file (`--names`), its errors said in the
// language of the tools (ToolLang).
func LoadNames(path string) (politicardrules.Names, error) { return LoadNamesIn(ToolLang(), path) }

// LoadNamesIn is LoadNames with its errors said in l.
func LoadNamesIn(l msg.Lang, path string) (politicardrules.Names, error) {
	if path == "" {
		return nil, nil
	}
	data, err := verb.ReadInputIn(l, politicardrules.Messages.Text("file.names"), "names file", "--names", path)
	if err != nil {
		return nil, err
	}
	n, err := R().ParseNamesIn(l, path, data)
	if err != nil {
		return nil, usage("usage.names_file", err.Error())
	}
	// Someone else may have written the file: a name is printed on cards,
	// in every verb's sentences and on the display.
	for _, id := range slices.Sorted(maps.Keys(n)) {
		if err := phrase.CheckText("--names: "+path+": the name of "+id, n[id], MaxCardName); err != nil {
			return nil, err
		}
	}
	return n, nil
}

// ReadDeck reads a deck as LoadDeck does, legal or not (`deck show`): a
// deck file that cannot be read at all is an error, said in the language
// of the tools.
func ReadDeck(ref string, names politicardrules.Names) (politicardrules.Deck, error) {
	l, r := ToolLang(), R()
	if sd, ok := r.Sample(ref); ok {
		return sd.Deck(), nil
	}
	data, err := atomicfile.ReadFile(ref, "deck file", atomicfile.MaxText)
	if atomicfile.IsRefused(err) {
		return politicardrules.Deck{}, err // a device, a pipe, a file too large
	}
	if err != nil {
		return politicardrules.Deck{}, DeckNotFound(ref, err)
	}
	if p, bad := politicardrules.SyntaxProblemIn(l, ref, data); bad {
		return politicardrules.Deck{}, unreadableDeck(l, ref, p)
	}
	d, problems := r.ParseDeckIn(l, ref, data, names)
	if len(problems) > 0 {
		return d, referee.RefusalIn(l, RuleIn(l, "deck"), politicardrules.Messages.Say(l, "deck.unreadable", ref, strings.Join(problems, "\n  ")))
	}
	return d, nil
}

// LoadDeck reads a deck: a sample deck by name, or a deck file. A deck that
// breaks the rules is refused with every violation (PC15). Its errors are
// said in the language of the tools (ToolLang).
func LoadDeck(ref string, names politicardrules.Names) (politicardrules.Deck, error) {
	return LoadDeckIn(ToolLang(), ref, names)
}

// LoadDeckIn is LoadDeck with its errors said in l.
func LoadDeckIn(l msg.Lang, ref string, names politicardrules.Names) (politicardrules.Deck, error) {
	r := R()
	if sd, ok := r.Sample(ref); ok {
		return sd.Deck(), nil
	}
	if verb.LooksLikePath(ref) {
		data, err := verb.ReadInputIn(l, politicardrules.Messages.Text("file.deck"), "deck file", "", ref)
		if err != nil {
			return politicardrules.Deck{}, err
		}
		return checkedDeck(l, r, ref, data, names)
	}
	data, err := atomicfile.ReadFile(ref, "deck file", atomicfile.MaxText)
	if atomicfile.IsRefused(err) {
		return politicardrules.Deck{}, err // a device, a pipe, a file too large
	}
	if err != nil {
		return politicardrules.Deck{}, DeckNotFound(ref, err)
	}
	return checkedDeck(l, r, ref, data, names)
}

// unreadableDeck refuses a deck file that is not YAML: a mistake in the
// file, not a deck that breaks the rules, so it cites no rule.
func unreadableDeck(l msg.Lang, ref, problem string) error {
	return referee.RefusalIn(l, "", politicardrules.Messages.Say(l, "deck.unreadable", ref, problem))
}

// checkedDeck is the deck of a deck file's data, refused in l with every
// violation when it breaks the rules (PC15).
func checkedDeck(l msg.Lang, r *politicardrules.Rules, ref string, data []byte, names politicardrules.Names) (politicardrules.Deck, error) {
	if p, bad := politicardrules.SyntaxProblemIn(l, ref, data); bad {
		return politicardrules.Deck{}, unreadableDeck(l, ref, p)
	}
	d, problems := r.CheckDeckFileIn(l, ref, data, names)
	if len(problems) > 0 {
		return d, referee.RefusalIn(l, RuleIn(l, "deck"), politicardrules.Messages.Say(l, "deck.file_not_legal", ref, strings.Join(problems, "\n  ")))
	}
	return d, nil
}

func setupFrom(v verb.Values, _ int64) (json.RawMessage, error) {
	var names []string
	for _, n := range v.Strings("players") {
		if strings.TrimSpace(n) != "" {
			names = append(names, n)
		}
	}
	if len(names) == 0 {
		return nil, usage("usage.players_required")
	}
	st := Setup{Players: names, First: v.String("first"), Tie: v.String("tie"), Variant: v.String("variant"), Lang: msg.Lang(v.String("lang")),
		PublicDeck: v.Bool("public-deck")}
	refs := [2]string{v.String("deck-a"), v.String("deck-b")}
	if v.Has("ai") {
		style := strings.ToLower(strings.TrimSpace(v.String("ai")))
		if style == "" {
			style = StyleStrong
		}
		if !slices.Contains(Styles(), style) {
			return nil, usage("usage.ai_style", strings.Join(Styles(), ", "), style, didYouMean{style, Styles()})
		}
		if len(names) != 1 {
			return nil, usage("usage.ai_one_name", style)
		}
		if strings.EqualFold(strings.TrimSpace(names[0]), AIName(style)) {
			return nil, usage("usage.ai_name_taken", AIName(style))
		}
		st.Players = append(names, AIName(style))
		st.AI = []string{"", style}
		if refs[1] == "" {
			refs[1] = StyleDeck(style)
		}
	}
	if st.PublicDeck && !v.Has("ai") {
		return nil, usage("usage.public_deck_needs_ai")
	}
	if len(st.Players) == 1 {
		return nil, usage("usage.two_players", R().Players.Max, st.Players[0])
	}
	if st.Variant == "" {
		st.Variant = VariantRulebook
	}
	var err error
	// The files' errors are said as new's other errors: in the language
	// --lang names, else the one of the commands before a game exists
	// (BOARDROOM_LANG, the locale, the game's own), as new's usage errors.
	l := lang(st.Lang)
	if st.Lang == "" {
		l = ToolLang()
	}
	if st.Names, err = LoadNamesIn(l, v.String("names")); err != nil {
		return nil, err
	}
	for i, flag := range []string{"deck-a", "deck-b"} {
		ref := refs[i]
		if ref == "" {
			return nil, usage("usage.deck_required", flag, strings.Join(R().SampleNames(), ", "))
		}
		if st.Decks[i], err = LoadDeckIn(l, ref, st.Names); err != nil {
			return nil, err
		}
	}
	if err := st.Check(); err != nil {
		return nil, err // a refusal, or a usage error
	}
	return json.Marshal(st)
}

// cardArg resolves a card for the command line; unknown cards are usage
// errors. Names given with --names at `new` are known by the state. A card
// typed before the player ("place G4 Ann") is a usage error that shows the
// order, and a player's name alone ("place Ann") one that asks for the card,
// not "no card "Ann" in the pool".
func cardArg(s *State, v verb.Values, verb string) (string, error) {
	text := v.String("card")
	c, err := R().FindIn(s.Language(), text, s.Names)
	if err != nil {
		who := v.String("player")
		for _, p := range s.Players {
			if !strings.EqualFold(p.Name, strings.TrimSpace(text)) {
				continue
			}
			l := s.Language()
			name := politicardrules.Messages.Say(l, "verb."+verb+".name")
			if sw, e := R().FindIn(s.Language(), who, s.Names); e == nil {
				return "", phrase.Usagef("%s", politicardrules.Messages.Say(l, "verb.player_first", name, p.Name, sw.ID))
			}
			// "place Ann": the player alone, the card left out
			return "", phrase.Usagef("%s", politicardrules.Messages.Say(l, "verb.card_missing", name, p.Name))
		}
		return "", phrase.Unknownf("%v", err)
	}
	return c.ID, nil
}

// help is a text of the help of new and the verbs from the catalogue, in
// English: the command line says it in the table's language by the same
// ID (verb.<name>.*, new.*).
func help(id string) string { return politicardrules.Messages.Say(msg.EN, id) }

// helpLines is help split at its lines (examples).
func helpLines(id string) []string { return strings.Split(help(id), "\n") }

// Verbs are trigger, play, activate, set, end and pass; `play` offers
// trigger first while a window is open.
func Verbs() []verb.Verb[*State] {
	// shared by verbs whose catalogue entries have no question of their own
	// (verb.activate.player, verb.trigger.card): said here, once
	player := verb.Field{Name: "player", Help: help("verb.place.player")}
	cardF := verb.Field{Name: "card", Help: help("verb.place.card")}
	target := verb.Field{Name: "target", Flag: true}
	return people([]verb.Verb[*State]{
		{
			Name: string(ActTrigger),
			Fields: []verb.Field{{Name: "player"}, cardF,
				{Name: "target", Flag: true}},
			Build: func(v verb.Values, s *State) (referee.Action[*State], error) {
				id, err := cardArg(s, v, "trigger")
				if err != nil {
					return nil, err
				}
				return &Trigger{Player: v.String("player"), Card: id, Target: v.String("target")}, nil
			},
			Label: triggerLabel,
			Ask: map[string]verb.Ask[*State]{"player": owner, "target": trapTargets, "card": {
				Title: func(s *State, v verb.Values) string {
					return s.tr("menu.which_trigger", v.String("player"))
				},
				Options: revealable}},
		},
		{
			Name:   "place",
			Fields: []verb.Field{player, cardF},
			Build: func(v verb.Values, s *State) (referee.Action[*State], error) {
				id, err := cardArg(s, v, "place")
				if err != nil {
					return nil, err
				}
				return &Play{Player: v.String("player"), Card: id}, nil
			},
			Label: playLabel,
			Ask: map[string]verb.Ask[*State]{"player": current, "card": {
				Title: func(s *State, _ verb.Values) string {
					return s.tr("menu.which_place", s.Players[s.Active].Name)
				},
				Options: playable}},
		},
		{
			Name:   string(ActActivate),
			Fields: []verb.Field{player, target},
			Build: func(v verb.Values, s *State) (referee.Action[*State], error) {
				return &Activate{Player: v.String("player"), Target: v.String("target")}, nil
			},
			Label: activateLabel,
			Ask:   map[string]verb.Ask[*State]{"player": current, "target": instantTargets},
		},
		{
			Name:   string(ActSet),
			Fields: []verb.Field{player},
			Build: func(v verb.Values, s *State) (referee.Action[*State], error) {
				return &Set{Player: v.String("player")}, nil
			},
			Label: setLabel,
			Ask:   map[string]verb.Ask[*State]{"player": current},
		},
		{
			Name:   string(ActEnd),
			Fields: []verb.Field{player},
			Build: func(v verb.Values, s *State) (referee.Action[*State], error) {
				return &End{Player: v.String("player")}, nil
			},
			Label: endLabel,
			Ask:   map[string]verb.Ask[*State]{"player": current},
		},
		{
			Name:   string(ActPass),
			Fields: []verb.Field{player},
			Build: func(v verb.Values, s *State) (referee.Action[*State], error) {
				return &Pass{Player: v.String("player")}, nil
			},
			Label: passLabel,
			Ask:   map[string]verb.Ask[*State]{"player": current},
		},
		{
			Name:   string(ActLet),
			Fields: []verb.Field{{Name: "player"}},
			Build: func(v verb.Values, s *State) (referee.Action[*State], error) {
				return &Let{Player: v.String("player")}, nil
			},
			Label: letLabel,
			Ask:   map[string]verb.Ask[*State]{"player": owner},
		},
		verb.Adjust(adjuster.Get(), helpLines("verb.adjust.examples")...),
	})
}

// people refuses every verb that names a seat the referee plays (PC23).
func people(vs []verb.Verb[*State]) []verb.Verb[*State] {
	for k := range vs {
		build := vs[k].Build
		vs[k].Build = func(v verb.Values, s *State) (referee.Action[*State], error) {
			if err := PersonPlays(s, v.String("player")); err != nil {
				return nil, err
			}
			return build(v, s)
		}
	}
	return vs
}

// AIName is the seat name of an AI style: "Tempo".
func AIName(style string) string { return strings.ToUpper(style[:1]) + style[1:] }

// usage is a usage error of message id: English as its Msg, and in the
// language the table asks for (phrase.UsageError's Said).
func usage(id string, args ...any) error {
	return &phrase.UsageError{Msg: politicardrules.Messages.Say(msg.EN, id, args...), Said: func(lang string) string {
		l, err := msg.Parse(lang)
		if err != nil {
			return ""
		}
		return politicardrules.Messages.Say(l, id, args...)
	}}
}
