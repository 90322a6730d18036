package main

import (
	"errors"
	"fmt"
	"io"
	"maps"
	"os"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/spf13/cobra"

	"boardroom/display"
	"boardroom/games"
	"boardroom/lazy"
	"boardroom/referee"
	"boardroom/referee/spec"
	"boardroom/referee/tui"
	"boardroom/referee/verb"
	"boardroom/rules/lookup"

	"boardroom/phrase"
	"boardroom/phrase/msg"
)

// The rules lookup of a game: `rules` (search the rule sections, cards and
// rulings), `card` (one card in full) and `why` (the referee's reasoning
// for an action or a refusal). The index is built when one of them runs,
// never at start-up of another command.

// errNoMatch is a lookup that found nothing good enough (exit 1; the
// message has been printed with the closest terms).
var errNoMatch = errors.New("no good match")

// checkQuery refuses words to look up longer than any free text (200
// characters): a 131,000-character query took seconds to match, and
// nothing in the rules is that long.
func checkQuery(cmd *cobra.Command, game string, args []string) error {
	q := strings.Join(args, " ")
	if n := utf8.RuneCountInString(q); n > phrase.MaxText {
		return usagef(cmd, "%s", helpSay(game, "usage.too_long", phrase.Typed(q), n, phrase.MaxText))
	}
	return nil
}

// lookupCommands are the game's `rules`, `card` (when it has cards) and
// `why` (when it has a referee); namesOnly, `rules` and `why` as their names
// only (what cobra matches a line that names another command against).
func lookupCommands(g games.Game, stdout io.Writer, namesOnly bool) []*cobra.Command {
	if namesOnly {
		named := func(name string) *cobra.Command {
			return &cobra.Command{Use: name, Run: func(*cobra.Command, []string) {}}
		}
		cmds := []*cobra.Command{onTable(named("rules"), tableOnly)}
		if g.Referee != nil {
			cmds = append(cmds, onTable(named("why"), tableLatest))
		}
		return cmds
	}
	cmds := []*cobra.Command{onTable(newRulesCmd(g, stdout), tableOnly)}
	if c := newCardCmd(g, stdout); c != nil {
		cmds = append(cmds, onTable(c, tableOnly))
	}
	if g.Referee != nil {
		cmds = append(cmds, onTable(newWhyCmd(g, stdout), tableLatest))
	}
	return cmds
}

// lookupOptions are what `rules` and `card` take.
type lookupOptions struct {
	Game  string // the game's id
	Query []string
	List  bool
	Card  bool // rules --card: the words name one card, shown as `card` shows it
	JSON  bool
	Limit int
	Home  string
	Show  bool
	Page  string // --game: the saved game whose page --show writes on
	Out   io.Writer
	// lang is the table's language: the rulings' and the frames'
	// (set when the command runs).
	lang msg.Lang
	// boldHead: the text's first line is the answer's heading
	boldHead bool
}

// md is a text of the rules data as o's output shows it: the data's
// Markdown as text, bold as the terminal's bold on a colour terminal
// (NO_COLOR unset), else plain.
func (o *lookupOptions) md(s string) string { return lookup.Terminal(s, boldOn(o.Out)) }

// frame is the lookup's frame id in the table's language.
func (o *lookupOptions) frame(id string, args ...any) string {
	return lookup.Messages.Say(o.lang, id, args...)
}

// quoteWords is a ruling's rulebook quote as the table's language says it:
// the rulings' files write "none." ("keines.") where the rulebook is
// silent.
func quoteWords(l msg.Lang, q string) string {
	switch strings.TrimSpace(q) {
	case "none.", "none", "keines.", "keines":
		return lookup.Messages.Say(l, "quote.none")
	}
	return q
}

func newRulesCmd(g games.Game, stdout io.Writer) *cobra.Command {
	o := &lookupOptions{Game: g.ID, Out: stdout}
	rulesEx, _ := games.LookupExamples(g.ID, tableLang(g.ID))
	cmd := &cobra.Command{
		Use:     lookup.Messages.Say(tableLang(g.ID), "help.rules.use"),
		Short:   lookup.Messages.Say(tableLang(g.ID), "help.rules.short"),
		Long:    lookup.Messages.Say(tableLang(g.ID), "help.rules.long", g.Title),
		Example: examples(g.ID, rulesEx),
		RunE: func(cmd *cobra.Command, args []string) error {
			o.Query = args
			if err := checkQuery(cmd, g.ID, args); err != nil {
				return err
			}
			if err := checkShow(cmd, o); err != nil {
				return err
			}
			if !o.List && strings.TrimSpace(strings.Join(args, "")) == "" {
				return usagef(cmd, "%s", helpSay(g.ID, "usage.no_words"))
			}
			if o.List && len(args) > 0 {
				return usagef(cmd, "%s", helpSay(g.ID, "usage.list_words"))
			}
			if o.Card {
				if o.List {
					return usagef(cmd, "%s", helpSay(g.ID, "usage.card_list"))
				}
				return runCard(o)
			}
			if o.Limit < 1 || o.Limit > 20 {
				return usagef(cmd, "%s", helpSay(g.ID, "usage.limit", o.Limit))
			}
			return runRules(o)
		},
	}
	whenFlags(cmd, func() {
		l := tableLang(g.ID)
		cmd.Flags().BoolVar(&o.List, "list", false, lookup.Messages.Say(l, "flag.list"))
		cmd.Flags().BoolVar(&o.Card, "card", false, lookup.Messages.Say(l, "flag.card"))
		cmd.Flags().BoolVar(&o.JSON, "json", false, lookup.Messages.Say(l, "flag.json_rules"))
		cmd.Flags().Var(phrase.NewIntFlag(&o.Limit, 6), "limit", lookup.Messages.Say(l, "flag.limit"))
		showFlags(cmd, g.ID, &o.Show, &o.Home, &o.Page)
	})
	return cmd
}

func showFlags(cmd *cobra.Command, game string, show *bool, home, page *string) {
	l := tableLang(game)
	cmd.Flags().BoolVar(show, "show", false, lookup.Messages.Say(l, "flag.show"))
	cmd.Flags().StringVar(page, "game", "", lookup.Messages.Say(l, "flag.game"))
	cmd.Flags().StringVar(home, "home", "", phrase.Say(l, "flag.home"))
}

// checkShow refuses a --game that names no saved game: --game names the
// table asking, whose language the answer speaks (tableLang) and, with
// --show, whose page shows it.
func checkShow(cmd *cobra.Command, o *lookupOptions) error {
	if o.Page == "" {
		return nil
	}
	if err := referee.ValidateName(o.Page); err != nil {
		return usagef(cmd, "%s", saidIn(cmdLang(cmd), err))
	}
	home, err := referee.Home(o.Home)
	if err != nil {
		return err
	}
	names, _ := referee.Saved(home, o.Game)
	if !slices.Contains(names, o.Page) {
		return errors.New(helpSay(o.Game, "usage.no_game_named", phrase.Typed(o.Page), o.Game, home))
	}
	return nil
}

// helpSay is a frame of the lookup's help or usage in the language of the
// table of the game (no game is open yet).
func helpSay(game, id string, args ...any) string {
	return lookup.Messages.Say(tableLang(game), id, args...)
}

// tableLang is the language of a lookup: the saved game's it is asked for
// (--game, or the one game of its kind), else the one the environment asks
// for (BOARDROOM_LANG, the locale), else the game's own.
func tableLang(id string) msg.Lang { return gameLang(id) }

func runRules(o *lookupOptions) error {
	o.lang = tableLang(o.Game)
	l, err := games.LookupIn(o.Game, o.lang)
	if err != nil {
		return err
	}
	var b strings.Builder
	if o.List {
		if o.JSON {
			return spec.WriteJSON(o.Out, contents(l))
		}
		writeContents(&b, l, o.lang)
		return o.finish(b.String(), "rules --list")
	}
	q := strings.Join(o.Query, " ")
	r := l.Search(q, o.Limit)
	if o.JSON {
		type hit struct {
			Kind  lookup.Kind `json:"kind"`
			ID    string      `json:"id"`
			Title string      `json:"title"`
			Text  string      `json:"text"`
			Quote string      `json:"quote,omitempty"`
			Score float64     `json:"score"`
		}
		hits := []hit{}
		if r.Good {
			for _, h := range r.Hits {
				hits = append(hits, hit{h.Kind, h.ID, h.Title, h.Text, h.Quote, h.Score})
			}
		}
		out := map[string]any{"query": q, "good": r.Good, "results": hits}
		if !r.Good {
			out["suggest"] = nonNil(r.Suggest)
			out["sections"] = sectionTitles(l)
		}
		if err := spec.WriteJSON(o.Out, out); err != nil {
			return err
		}
		if !r.Good {
			return errNoMatch
		}
		return nil
	}
	if !r.Good {
		// nothing scored: say so, then what there is to ask about
		title := o.Game
		if g, ok := games.ByID(o.Game); ok {
			title = g.Title // "the rules of R.I.G.S.", not of its command word
		}
		b.WriteString(o.frame("rules.nothing", title, phrase.Typed(q)) + "\n")
		wrap(&b, o.frame("rules.sections", strings.Join(sectionTitles(l), "; ")), "", 78)
		if len(r.Suggest) > 0 {
			b.WriteString(o.frame("rules.closest", strings.Join(r.Suggest, ", ")) + "\n")
		}
		b.WriteString(o.frame("rules.try", o.Game) + "\n")
		fmt.Fprint(o.Out, b.String())
		return errNoMatch
	}
	shown := writeFull(&b, l, r.Hits[0].Entry, o.lang, o.md)
	o.boldHead = true
	rest := slices.DeleteFunc(slices.Clone(r.Hits[1:]), func(h lookup.Hit) bool { return slices.Contains(shown, h.Label()) })
	if len(rest) > 0 {
		b.WriteString("\n" + o.frame("label.also") + "\n")
		idw, kw := 12, 8 // the ids' column: as wide as the longest, up to 32; the kinds' likewise
		for _, h := range rest {
			idw = max(idw, min(32, len([]rune(h.ID))))
			kw = max(kw, len([]rune(lookup.KindIn(h.Kind, o.lang))))
		}
		for _, h := range rest {
			line := fmt.Sprintf("  %-*s %-*s %s", kw, lookup.KindIn(h.Kind, o.lang), idw, h.ID, lookup.Plain(h.Title))
			if s := firstSentence(lookup.Plain(h.Text)); s != "" {
				line += ": " + s
			}
			b.WriteString(clip(line, 79) + "\n")
		}
	}
	return o.finish(b.String(), "rules "+q)
}

// finish prints the answer and, with --show, puts it on the table display.
func (o *lookupOptions) finish(text, what string) error {
	if o.boldHead && boldOn(o.Out) {
		// the answer's heading in bold, on a colour terminal only (the
		// display gets the text as it is)
		head, rest, _ := strings.Cut(text, "\n")
		fmt.Fprint(o.Out, phrase.Symbols("\x1b[1m"+head+"\x1b[0m\n"+rest))
	} else {
		fmt.Fprint(o.Out, phrase.Symbols(text)) // ASCII where the terminal has no more
	}
	if !o.Show {
		return nil
	}
	return showOnDisplay(o.Home, o.Game, o.Page, what, lookup.StripANSI(text), o.lang, o.Out)
}

func nonNil(xs []string) []string {
	if xs == nil {
		return []string{}
	}
	return xs
}

// writeFull writes an entry in full: kind, id and title, its text, its
// facts, the rulebook's words, and for a card every ruling on it.
func writeFull(b *strings.Builder, l *games.Lookup, e *lookup.Entry, lang msg.Lang, md func(string) string) (shown []string) {
	frame := func(id string, args ...any) string { return lookup.Messages.Say(lang, id, args...) }
	fmt.Fprintf(b, "%s %s: %s\n", lookup.KindIn(e.Kind, lang), e.ID, md(e.Title))
	for _, para := range strings.Split(md(e.Text), "\n") {
		if rest, ok := strings.CutPrefix(para, "Rulings: "); ok { // a section's rulings
			para = frame("label.rulings") + " " + tableIDs(l, rest)
		}
		wrap(b, para, "  ", 78)
	}
	for _, f := range e.Facts {
		wrap(b, md(f), "  ", 78)
	}
	if e.Quote != "" {
		wrap(b, frame("label.rulebook")+" "+quoteWords(lang, md(e.Quote)), "  ", 78)
	}
	if e.Kind == lookup.KindCard || e.Kind == lookup.KindEvent {
		// the card's own ruling in full, with its quote; the others that
		// name it, one line each
		var others []string
		for _, r := range l.Mentioning(e.Title, lookup.KindRuling) {
			if !lookup.Names(r.Title, e.Title) {
				others = append(others, r.ID)
				continue
			}
			shown = append(shown, r.Label())
			fmt.Fprintf(b, "  %s %s: %s\n", frame("label.ruling"), r.ID, md(r.Title))
			for _, para := range strings.Split(md(r.Text), "\n") {
				wrap(b, para, "    ", 78)
			}
			if r.Quote != "" {
				wrap(b, frame("label.rulebook")+" "+quoteWords(lang, md(r.Quote)), "    ", 78)
			}
		}
		if len(others) > 0 {
			wrap(b, frame("card.also_named", strings.Join(others, ", ")), "  ", 78)
		}
	}
	return shown
}

// contents is the table of contents as data.
func contents(l *games.Lookup) []map[string]string {
	out := []map[string]string{}
	for _, e := range l.Entries() {
		out = append(out, map[string]string{"kind": string(e.Kind), "id": e.ID, "title": e.Title})
	}
	return out
}

// writeContents lists the rule sections, the cards (or tables) and the
// rulings, each under its heading.
func writeContents(b *strings.Builder, l *games.Lookup, lang msg.Lang) {
	for _, kind := range []lookup.Kind{lookup.KindRule, lookup.KindCard, lookup.KindEvent, lookup.KindRuling, lookup.KindHelp} {
		var es []lookup.Entry
		for _, e := range l.Entries() {
			if e.Kind == kind {
				es = append(es, e)
			}
		}
		if len(es) == 0 {
			continue
		}
		b.WriteString(lookup.Messages.Say(lang, "contents."+string(kind), len(es)) + ":\n")
		w := 0
		for _, e := range es {
			w = max(w, len(e.ID))
		}
		w = min(w, 24)
		for _, e := range es {
			b.WriteString(clip(fmt.Sprintf("  %-*s  %s", w, e.ID, lookup.Plain(e.Title)), 79) + "\n")
		}
	}
}

func newCardCmd(g games.Game, stdout io.Writer) *cobra.Command {
	_, cardEx := games.LookupExamples(g.ID, tableLang(g.ID))
	if len(cardEx) == 0 {
		return nil // a game without cards: its tables are found by `rules`
	}
	o := &lookupOptions{Game: g.ID, Out: stdout}
	cmd := &cobra.Command{
		Use:     lookup.Messages.Say(tableLang(g.ID), "help.card.use"),
		Short:   lookup.Messages.Say(tableLang(g.ID), "help.card.short"),
		Long:    lookup.Messages.Say(tableLang(g.ID), "help.card.long", g.Title),
		Example: examples(g.ID, cardEx),
		RunE: func(cmd *cobra.Command, args []string) error {
			if strings.TrimSpace(strings.Join(args, "")) == "" {
				return usagef(cmd, "%s", helpSay(g.ID, "usage.name_card", strings.TrimPrefix(cardEx[0], "card ")))
			}
			o.Query = args
			if err := checkQuery(cmd, g.ID, args); err != nil {
				return err
			}
			if err := checkShow(cmd, o); err != nil {
				return err
			}
			return runCard(o)
		},
	}
	whenFlags(cmd, func() {
		cmd.Flags().BoolVar(&o.JSON, "json", false, lookup.Messages.Say(tableLang(g.ID), "flag.json_card"))
		showFlags(cmd, g.ID, &o.Show, &o.Home, &o.Page)
	})
	return cmd
}

func runCard(o *lookupOptions) error {
	o.lang = tableLang(o.Game)
	l, err := games.LookupIn(o.Game, o.lang)
	if err != nil {
		return err
	}
	if !l.HasCards {
		return errors.New(o.frame("card.no_cards", o.Game))
	}
	q := strings.Join(o.Query, " ")
	e, ok := l.Get(q, lookup.KindCard)
	score := 0.0             // the card named exactly: no search, no score
	var also []*lookup.Entry // other cards the words fit as well, or nearly
	if !ok {
		r := l.Search(q, 8, lookup.KindCard)
		if r.Good {
			e, ok, score = r.Hits[0].Entry, true, r.Hits[0].Score
			for _, h := range r.Hits[1:] {
				if h.Score >= r.Hits[0].Score/2 {
					also = append(also, h.Entry)
				}
			}
		} else {
			switch {
			case len(r.Hits) > 0:
				return errors.New(o.frame("card.no_match_closest", phrase.Quoted(q), o.Game, lookup.Plain(r.Hits[0].Title)))
			case len(r.Suggest) > 0:
				return errors.New(o.frame("card.no_match_words", phrase.Quoted(q), o.Game, strings.Join(r.Suggest, ", ")))
			}
			return errors.New(o.frame("card.no_match", phrase.Quoted(q), o.Game))
		}
	}
	rulings := l.Mentioning(e.Title, lookup.KindRuling)
	if o.JSON {
		type ruling struct {
			ID     string `json:"id"`
			Title  string `json:"title"`
			Quote  string `json:"quote,omitempty"`
			Ruling string `json:"text"`
		}
		rs := []ruling{}
		for _, r := range rulings {
			rs = append(rs, ruling{r.ID, r.Title, r.Quote, r.Text})
		}
		type other struct {
			ID    string `json:"id"`
			Title string `json:"title"`
		}
		others := []other{}
		for _, a := range also {
			others = append(others, other{a.ID, a.Title})
		}
		return spec.WriteJSON(o.Out, map[string]any{"kind": e.Kind, "id": e.ID, "title": e.Title, "text": e.Text,
			"facts": nonNil(e.Facts), "rulings": rs, "also": others, "score": score})
	}
	var b strings.Builder
	b.WriteString(o.frame("card.heading", o.md(e.Title), e.ID) + "\n")
	for _, para := range strings.Split(o.md(e.Text), "\n") {
		wrap(&b, para, "  ", 78)
	}
	for _, f := range e.Facts {
		wrap(&b, o.md(f), "  ", 78)
	}
	if len(rulings) == 0 {
		b.WriteString("  " + o.frame("card.no_ruling") + "\n")
	}
	for _, r := range rulings {
		fmt.Fprintf(&b, "\n%s %s: %s\n", o.frame("label.ruling"), r.ID, o.md(r.Title))
		if r.Quote != "" {
			wrap(&b, o.frame("label.quote")+" "+quoteWords(o.lang, o.md(r.Quote)), "  ", 78)
		}
		for _, para := range strings.Split(o.md(r.Text), "\n") {
			wrap(&b, para, "  ", 78)
		}
	}
	if len(also) > 0 {
		var names []string
		for _, a := range also {
			names = append(names, fmt.Sprintf("%s (%s)", lookup.Plain(a.Title), a.ID))
		}
		b.WriteString("\n")
		wrap(&b, o.frame("card.also_fits", q, strings.Join(names, ", "), also[0].ID), "", 78)
	}
	return o.finish(b.String(), "card "+q)
}

// whyOptions are `why`'s.
type whyOptions struct {
	gameOptions
	Seq     int
	Refused int // --refused K: the K-th newest refusal kept (0: not asked)
	Show    bool
}

func newWhyCmd(g games.Game, stdout io.Writer) *cobra.Command {
	o := &whyOptions{gameOptions: gameOptions{Handle: nil, Out: stdout}}
	cmd := &cobra.Command{
		Use:     "why [N]",
		Short:   lookup.Messages.Say(tableLang(g.ID), "help.why.short"),
		Long:    lookup.Messages.Say(tableLang(g.ID), "help.why.long", referee.KeptRefusals),
		Example: examples(g.ID, []string{"why", "why 12", "why --refused 2", "why --json", "why --show"}),
		Args:    positional(0, 1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if o.Refused < 0 || o.Refused > referee.KeptRefusals {
				return usagef(cmd, "%s", helpSay(g.ID, "usage.refused_range", referee.KeptRefusals, o.Refused))
			}
			if o.Refused > 0 && len(args) == 1 {
				return usagef(cmd, "%s", helpSay(g.ID, "usage.entry_or_refused"))
			}
			if len(args) == 1 {
				n, err := strconv.Atoi(args[0])
				if err != nil || n < 1 {
					return usagef(cmd, "%s", helpSay(g.ID, "usage.entry_number", phrase.Typed(args[0])))
				}
				o.Seq = n
			}
			o.Handle = g.Handle()
			return asUsage(cmd, runWhy(o))
		},
	}
	o.flags(cmd, true)
	whenFlags(cmd, func() {
		l := tableLang(g.ID)
		cmd.Flags().BoolVar(&o.Show, "show", false, lookup.Messages.Say(l, "flag.show_why"))
		cmd.Flags().Var(phrase.NewIntFlag(&o.Refused, 0), "refused", lookup.Messages.Say(l, "flag.refused", referee.KeptRefusals))
	})
	return cmd
}

// whyReport is `why --json`.
type whyReport struct {
	Refused *referee.Refused  `json:"refused,omitempty"`
	Entry   *spec.Explanation `json:"entry,omitempty"`
	Rules   []citedRule       `json:"rules"`
	// Counted says the steps are the arithmetic the referee recorded; false:
	// the action computed nothing, and the steps are the lines it said.
	Counted bool `json:"counted"`
	told    bool // the steps are the lines the referee said
}

type citedRule struct {
	Kind  lookup.Kind `json:"kind"`
	ID    string      `json:"id"`
	Title string      `json:"title"`
	Quote string      `json:"quote,omitempty"`
	Text  string      `json:"text"`
	// Score is the search's score when the rule was found by the words of
	// a refusal; 0 when the referee named it (by its id or its verb).
	Score float64 `json:"score"`
}

func runWhy(o *whyOptions) error {
	home, err := referee.Home(o.Home)
	if err != nil {
		return err
	}
	s, err := o.open(true)
	if err != nil {
		return err
	}
	defer s.Close()
	lang := msg.Lang(s.Language()) // the game's state's
	if lang == "" {
		lang = games.OwnLanguage(o.Handle.ID()) // a game saved before it said one
	}
	l, err := games.LookupIn(o.Handle.ID(), lang)
	if err != nil {
		return err
	}
	rep := whyReport{}
	// A link in the place of the refusals is named, never followed: 'why'
	// cannot say whether the last thing that happened was a refusal.
	kept, err := referee.Refusals(home, o.Handle.ID(), s.Name())
	if err != nil {
		return err
	}
	if o.Seq == 0 && len(kept) > 0 && kept[0].After >= s.Entries() {
		rep.Refused = &kept[0] // nothing was accepted since the refusal
	}
	if o.Refused > 0 {
		if o.Refused > len(kept) {
			return phrase.Usagef("%s", lookup.Messages.Say(lang, "usage.refusals_kept", s.Name(), len(kept), referee.KeptRefusals, o.Refused))
		}
		rep.Refused = &kept[o.Refused-1]
	}
	if rep.Refused == nil {
		ex, err := s.Why(o.Seq)
		if err != nil {
			if o.Seq == 0 {
				return errors.New(lookup.Messages.Say(lang, "why.nothing_yet", s.Name()))
			}
			return phrase.Usagef("%s", saidIn(lang, err)) // the game's language
		}
		rep.Entry = ex
	}
	var checks []referee.Reason // the checks an action that counted nothing passed
	if ex := rep.Entry; ex != nil && len(ex.Steps) > 0 && referee.OnlyChecks(ex.Steps) {
		checks, ex.Steps = ex.Steps, nil
	}
	if ex := rep.Entry; ex != nil && len(ex.Steps) == 0 {
		// the game has no arithmetic of its own for this action: each line
		// the referee said is a step, with the rulings it names, else the
		// rule section of the verb
		verbRule := ""
		for _, e := range l.Entries() {
			if e.Kind == lookup.KindRule && slices.Contains(e.Verbs, ex.Type) {
				verbRule = e.ID
				break
			}
		}
		prefix := ""
		switch ex.Kind {
		case referee.KindUndo:
			prefix = lookup.Messages.Say(lang, "why.taken_back", ex.Target) + " "
		case referee.KindRedo:
			prefix = lookup.Messages.Say(lang, "why.done_again", ex.Target) + " "
		}
		ex.Steps = append(ex.Steps, checks...)
		for i, line := range ex.Said {
			var ids []string
			for _, e := range citedIn(l, line) {
				ids = append(ids, e.ID)
			}
			rule := strings.Join(ids, ", ")
			if rule == "" && i == 0 && len(checks) == 0 {
				rule = verbRule
			}
			ex.Steps = append(ex.Steps, referee.Reason{Text: prefix + line, Rule: rule})
		}
		rep.told = true
	}
	rep.Counted = rep.Entry != nil && !rep.told
	rep.Rules = citations(l, &rep, verbNames(o.Handle))
	if o.JSON {
		return spec.WriteJSON(o.Out, rep) // the data's ids, for scripts
	}
	if ex := rep.Entry; ex != nil {
		for i, st := range ex.Steps {
			ex.Steps[i].Rule = tableIDs(l, st.Rule)
		}
		// the action by the verb's name at the table ("korrigieren")
		if cat := o.Handle.Messages(); cat != nil && cat.Has(verb.MessageID(ex.Type, "name")) {
			ex.Type = cat.Say(lang, verb.MessageID(ex.Type, "name"))
		}
	}
	var b strings.Builder
	writeWhy(&b, &rep, false, lang, func(t string) string { return lookup.Terminal(t, boldOn(o.Out)) })
	if ex := rep.Entry; ex != nil && o.Seq == 0 && ex.Seq < ex.Entries {
		// a virtual game: the referee's own seats played after it
		wrap(&b, lookup.Messages.Say(lang, "why.ai_turns", ex.Entries-ex.Seq, ex.Entries, ex.Seq+1), "", 78)
	}
	fmt.Fprint(o.Out, phrase.Symbols(b.String()))
	if o.Show {
		// the reason of a refusal may name cards in a hand (a virtual
		// game): the display gets the call, the rule and the rulings only
		var pub strings.Builder
		writeWhy(&pub, &rep, true, lang, lookup.Plain)
		return showOnDisplay(o.Home, o.Handle.ID(), s.Name(), "why", pub.String(), lang, o.Out)
	}
	return nil
}

// citations are the rules and rulings behind an explanation: the rulings
// its lines and refusal cite, and the rule sections of its verb.
//
// names are each verb's names by its name in code (verbNames): a refusal
// keeps the verb as the table typed it ("korrigieren"), the rule sections
// name it in code ("adjust").
func citations(l *games.Lookup, rep *whyReport, names map[string][]string) []citedRule {
	var out []citedRule
	add := func(e *lookup.Entry) {
		if e == nil || slices.ContainsFunc(out, func(c citedRule) bool { return c.Kind == e.Kind && c.ID == e.ID }) {
			return
		}
		out = append(out, citedRule{Kind: e.Kind, ID: e.ID, Title: e.Title, Quote: e.Quote, Text: e.Text})
	}
	var texts []string
	verb := ""
	if r := rep.Refused; r != nil {
		texts = append(texts, r.Reason, r.Rule)
		verb = r.Verb
		if r.Cite != "" {
			// the game named the rule its refusal rests on: that one, not
			// the best match of the rule's words
			if e, ok := l.Get(r.Cite, lookup.KindRuling, lookup.KindRule); ok {
				add(e)
			}
		}
	}
	if ex := rep.Entry; ex != nil {
		texts = append(texts, ex.Said...)
		for _, st := range ex.Steps {
			texts = append(texts, st.Text)
			if st.Rule != "" {
				for _, id := range strings.Split(st.Rule, ",") {
					if e, ok := l.Get(strings.TrimSpace(id), lookup.KindRuling, lookup.KindRule); ok {
						add(e)
					}
				}
			}
		}
		verb = ex.Type
	}
	for _, t := range texts {
		for _, e := range citedIn(l, t) {
			add(e)
		}
	}
	verb = canonicalVerb(names, verb)
	if r := rep.Refused; r != nil && len(out) == 0 && namesVerb(r.Rule, names[verb]) {
		// the rule of the refusal is the verb's own ("adjust changes
		// credits, a resource, ..."): its sections, not the best match of
		// its words
		for _, e := range l.Entries() {
			if e.Kind == lookup.KindRule && slices.Contains(e.Verbs, verb) {
				add(&e)
			}
		}
	}
	if rep.Refused != nil && len(out) == 0 && rep.Refused.Rule != "" && !referee.IsEngineRule(rep.Refused.Rule) {
		// no ruling named: the closest rule to the words of the refusal
		// (before the verb's own sections, which it often is not: a 'next'
		// refused for the Land Grant rests on the grant's rule)
		// the ruling that quotes the rulebook's words the refusal quotes,
		// else the best match of its words
		if _, quoted, ok := strings.Cut(rep.Refused.Rule, `"`); ok {
			quoted, _, _ = strings.Cut(quoted, `"`)
			for _, e := range l.Entries() {
				if e.Kind == lookup.KindRuling && len(quoted) > 12 && strings.Contains(e.Quote, quoted) {
					add(&e)
					break
				}
			}
		}
		if len(out) == 0 {
			if r := l.Search(rep.Refused.Rule, 1, lookup.KindRule, lookup.KindRuling); r.Good {
				add(r.Hits[0].Entry)
				out[len(out)-1].Score = r.Hits[0].Score
			}
		}
	}
	if rep.Entry != nil || len(out) == 0 { // the rule sections of the verb
		for _, e := range l.Entries() {
			if e.Kind == lookup.KindRule && slices.Contains(e.Verbs, verb) {
				add(&e)
			}
		}
	}
	return out
}

// verbNames are each verb's names (its name in code, and its name in each
// language), by its name in code.
func verbNames(h spec.Handle) map[string][]string {
	out := map[string][]string{}
	cat := h.Messages()
	for _, v := range h.Verbs() {
		names := []string{v.Name}
		if id := verb.MessageID(v.Name, "name"); cat != nil && cat.Has(id) {
			for _, l := range msg.Langs {
				if n := cat.Say(l, id); !slices.Contains(names, n) {
					names = append(names, n)
				}
			}
		}
		out[v.Name] = names
	}
	return out
}

// canonicalVerb is the name in code of the verb typed as typed.
func canonicalVerb(names map[string][]string, typed string) string {
	for name, all := range names {
		if slices.ContainsFunc(all, func(n string) bool { return strings.EqualFold(n, typed) }) {
			return name
		}
	}
	return typed
}

// namesVerb reports whether a rule's text names the verb, by one of its
// names, as a word of its own ("adjust changes ...").
func namesVerb(rule string, names []string) bool {
	for _, w := range strings.FieldsFunc(strings.ToLower(rule), func(r rune) bool { return !unicode.IsLetter(r) && r != '-' }) {
		if slices.ContainsFunc(names, func(n string) bool { return strings.EqualFold(n, w) }) {
			return true
		}
	}
	return false
}

var (
	numberedCite = &lazy.Value[*regexp.Regexp]{New: func() *regexp.Regexp { return regexp.MustCompile(`\b[A-Z]{1,3}[0-9]{1,3}\b`) }}
	titledCite   = &lazy.Value[*regexp.Regexp]{New: func() *regexp.Regexp {
		return regexp.MustCompile(`(?:ruling|Entscheid) ["„“]([^"“”]+)["“”]`)
	}}
)

// citedIn are the rulings a line of the referee names: by number ("R7",
// "ruling CW14: ...") or by title in either language (`ruling "Vinnie,
// exactly"`, `Entscheid „Vinnie, genau"`).
func citedIn(l *games.Lookup, text string) []*lookup.Entry {
	var out []*lookup.Entry
	for _, id := range numberedCite.Get().FindAllString(text, -1) {
		if e, ok := l.Get(id, lookup.KindRuling); ok && e.ID == id && !slices.Contains(out, e) {
			out = append(out, e)
		}
	}
	for _, m := range titledCite.Get().FindAllStringSubmatch(text, -1) {
		if e, ok := l.Get(m[1], lookup.KindRuling); ok && !slices.Contains(out, e) {
			out = append(out, e)
		}
	}
	return out
}

// writeWhy writes an explanation; public is the table display's shorter
// version: without what only the referee's screen may say (a refusal's
// reason and the call's words), the events (the page shows them) and the
// rulings' texts (their titles and quotes stay).
func writeWhy(b *strings.Builder, rep *whyReport, public bool, lang msg.Lang, md func(string) string) {
	frame := func(id string, args ...any) string { return lookup.Messages.Say(lang, id, args...) }
	if r := rep.Refused; r != nil {
		call := strings.TrimSpace(r.Verb + " " + strings.Join(r.Args, " "))
		if public {
			call = r.Verb
		}
		if r.After == 0 {
			b.WriteString(frame("why.refused_first", call) + "\n")
		} else {
			b.WriteString(frame("why.refused_after", call, r.After) + "\n")
		}
		if !public {
			wrap(b, frame("why.reason")+" "+r.Reason, "  ", 78)
		}
		if r.Rule != "" {
			wrap(b, frame("label.rule")+" "+r.Rule, "  ", 78)
		}
	}
	if ex := rep.Entry; ex != nil {
		state := frame("why.accepted")
		switch {
		case ex.Kind == referee.KindUndo:
			state = frame("why.undo_of", ex.Target)
		case ex.Kind == referee.KindRedo:
			state = frame("why.redo_of", ex.Target)
		case ex.Undone:
			state = frame("why.undone_later")
		}
		b.WriteString(frame("why.entry", ex.Seq, ex.Type, state) + "\n")
		if rep.told && ex.Kind == referee.KindAction {
			wrap(b, frame("why.nothing_counted"), "", 78)
		} else if len(ex.Steps) > 0 {
			b.WriteString(frame("why.steps") + "\n")
		}
		if len(ex.Steps) > 0 {
			for i, st := range ex.Steps {
				line := fmt.Sprintf("%d. %s", i+1, st.Text)
				if st.Check {
					line = fmt.Sprintf("%d. %s %s", i+1, frame("why.checked"), st.Text)
				}
				if st.Rule != "" {
					line += " [" + st.Rule + "]"
				}
				wrap(b, line, "  ", 78)
			}
		}
		if !rep.told && !public { // the display shows the events already
			if len(ex.Steps) > 0 {
				b.WriteString(frame("why.said") + "\n")
			}
			for _, s := range ex.Said {
				wrap(b, s, "  ", 78)
			}
		}
	}
	if len(rep.Rules) > 0 {
		b.WriteString(frame("why.rules") + "\n")
		for _, c := range rep.Rules {
			head := fmt.Sprintf("%s %s: %s", lookup.KindIn(c.Kind, lang), c.ID, md(c.Title))
			if c.Kind == lookup.KindRuling && !public {
				head += ". " + capitalized(firstSentence(md(c.Text)))
			}
			wrap(b, head, "  ", 78)
			if c.Quote != "" {
				wrap(b, frame("label.rulebook")+" "+quoteWords(lang, md(c.Quote)), "    ", 78)
			}
		}
	}
}

// capitalized is s with its first letter upper case: a ruling's text
// begins lower case ("the attacker pays ...") after its title's colon, and
// reads as a sentence of its own after "Title." in why.
func capitalized(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if n == 0 || !unicode.IsLower(r) {
		return s
	}
	return string(unicode.ToUpper(r)) + s[n:]
}

// firstSentence is the text's first line up to its first full stop.
func firstSentence(s string) string {
	s, _, _ = strings.Cut(s, "\n")
	if i := strings.Index(s, ". "); i > 0 {
		return s[:i+1]
	}
	return s
}

// clip cuts a line to n runes with "...", after a whole word where the
// line has a space in its last third (a word cut in two may read as
// another word: "ist" as "is").
func clip(s string, n int) string {
	r := []rune(s)
	if len(r) <= n {
		return s
	}
	cut := n - 3
	if i := strings.LastIndex(string(r[:cut+1]), " "); i >= 0 && utf8.RuneCountInString(string(r[:cut+1])[:i]) > n*2/3 {
		cut = utf8.RuneCountInString(string(r[:cut+1])[:i])
	}
	return strings.TrimRight(string(r[:cut]), " ,;:") + "..."
}

// wrap writes text wrapped at width, each line indented.
func wrap(b *strings.Builder, text, indent string, width int) {
	ws := strings.Fields(text)
	if len(ws) == 0 {
		return
	}
	line := indent
	n := len([]rune(indent))
	for i, w := range ws {
		wl := lookup.VisibleLen(w) // a bold word's marks take no room
		if i > 0 && n+1+wl > width {
			b.WriteString(line + "\n")
			line, n = indent+"  ", len([]rune(indent))+2
		} else if i > 0 {
			line += " "
			n++
		}
		line += w
		n += wl
	}
	b.WriteString(line + "\n")
}

// showOnDisplay puts text on the table display's page of the most recently
// changed saved game of gameID (the game `why` explains, for why).
func showOnDisplay(homeFlag, gameID, name, what, text string, lang msg.Lang, out io.Writer) error {
	home, err := referee.Home(homeFlag)
	if err != nil {
		return err
	}
	if name == "" {
		saved, _ := referee.List(home)
		var newest referee.SavedGame
		for _, sg := range saved {
			if sg.Game == gameID && (newest.Name == "" || sg.Updated.After(newest.Updated)) {
				newest = sg
			}
		}
		name = newest.Name
	}
	if name == "" {
		return fmt.Errorf("--show puts the answer on a saved game's page, and there is no saved %s game in %s", gameID, home)
	}
	if err := display.ShowNote(home, gameID, name, display.Note{Time: time.Now().UTC(), What: what, Text: text}); err != nil {
		return fmt.Errorf("cannot show it on the display: %v", err)
	}
	fmt.Fprintln(out, lookup.Messages.Say(lang, "rules.shown", name))
	return nil
}

// noteRefusal keeps a refused action beside its saved game for `why` (the
// game itself is unchanged). A note that cannot be kept does not change
// the outcome, the refusal: why it was not (a link in its place, which is
// never followed; a named pipe...) is the warning it returns, said after
// the refusal.
func (o *gameOptions) noteRefusal(s spec.Session, verbName string, args []string, err error) error {
	r, ok := referee.AsRefusal(err)
	var unknown *phrase.UnknownError
	if !ok && errors.As(err, &unknown) {
		r, ok = &referee.Refusal{Reason: unknown.Msg}, true // a name the game does not know: kept for why too
	}
	if !ok {
		return nil
	}
	home, herr := referee.Home(o.Home)
	if herr != nil {
		return nil
	}
	if cat, id := o.Handle.Messages(), verb.MessageID(verbName, "name"); cat != nil && cat.Has(id) {
		verbName = cat.Say(s.Language(), id) // as the table types it
	}
	return referee.NotKept(referee.RecordRefusal(home, o.Handle.ID(), s.Name(), referee.Refused{Time: time.Now().UTC(), After: s.Entries(),
		Verb: verbName, Args: args, Reason: r.Reason, Rule: r.Rule, Cite: r.Cite}))
}

// flagWords are the flags of a call as they were given, sorted.
func flagWords(flags map[string]string) []string {
	var out []string
	for _, k := range slices.Sorted(maps.Keys(flags)) {
		if v := flags[k]; v == "true" {
			out = append(out, "--"+k)
		} else {
			out = append(out, "--"+k+" "+v)
		}
	}
	return out
}

// cardLookup makes a game's own verb `card` (one that plays a card, with
// the player first) show a card when it is given only a card's name or id,
// the way a table asks to look one up: no play has a single word, so the
// call is not ambiguous. Words that name no card are the verb's usage
// error as before.
func cardLookup(gameID string, game *cobra.Command, stdout io.Writer) {
	for _, verb := range game.Commands() {
		// the verb's name at this table may be another (karte): the lookup
		// word card, which it keeps as an alias, still shows a card
		if (verb.Name() != "card" && !verb.HasAlias("card")) || verb.Args == nil || verb.RunE == nil {
			continue
		}
		check, run := verb.Args, verb.RunE
		var show []string // the card's words, when the call names one
		verb.Args = func(cmd *cobra.Command, args []string) error {
			err := check(cmd, args)
			if err == nil || len(args) != 1 {
				return err
			}
			if l, lerr := games.LookupOf(gameID); lerr == nil {
				if _, ok := l.Get(args[0], lookup.KindCard); ok {
					show = args
					return nil
				}
			}
			return err
		}
		verb.RunE = func(cmd *cobra.Command, args []string) error {
			if show == nil {
				return run(cmd, args)
			}
			o := &lookupOptions{Game: gameID, Query: show, Out: stdout}
			if f := cmd.Flags().Lookup("json"); f != nil {
				o.JSON = f.Value.String() == "true"
			}
			return runCard(o)
		}
		// after the verb's own examples, which are said when its help is
		// read (whenFlags)
		whenFlags(verb, func() {
			verb.Example += fmt.Sprintf("\n  boardroom %s %s joker        # %s", gameID, verb.Name(), phrase.Say(gameLang(gameID), "cmd.card.verb_example"))
		})
	}
}

// sectionTitles are the titles of the game's rule sections, in order: what
// there is to ask about when nothing answered.
func sectionTitles(l *games.Lookup) []string {
	out := []string{}
	for _, e := range l.Entries() {
		if e.Kind == lookup.KindRule {
			out = append(out, e.Title)
		}
	}
	return out
}

// boldOn reports whether out takes bold: a terminal, with colours on
// (NO_COLOR unset, TERM not "dumb").
func boldOn(out io.Writer) bool {
	if os.Getenv("NO_COLOR") != "" || os.Getenv("TERM") == "dumb" {
		return false
	}
	return tui.IsTerminal(out)
}

// tableIDs are the ids of rules and rulings as the data cites them
// ("runde, AU18", comma-separated) under the names the table's index gives
// them ("round, AU18"); an id it does not know stays as it is.
func tableIDs(l *games.Lookup, ids string) string {
	if ids == "" {
		return ids
	}
	parts := strings.Split(ids, ",")
	for i, p := range parts {
		id := strings.TrimSpace(p)
		if e, ok := l.Get(id, lookup.KindRule, lookup.KindRuling); ok {
			id = e.ID
		}
		parts[i] = id
	}
	return strings.Join(parts, ", ")
}
