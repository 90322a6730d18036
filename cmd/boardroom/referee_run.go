package main

import (
	"bytes"
	"errors"
	"fmt"
	"io"

	"github.com/spf13/cobra"

	"boardroom/referee"
	"boardroom/referee/spec"
	"boardroom/referee/tui"
	"boardroom/referee/tui/huhprompt"
	"boardroom/referee/verb"

	"boardroom/phrase"
	"boardroom/phrase/msg"
)

// The referee commands, each as an options struct and a plain run function
// that tests call directly (referee_run_test.go); refereeCommands only
// fills the options from the command line. A run function returns a
// *phrase.UsageError for a mistake in the call (exit 2, the wrapper adds
// the usage line) and a wrapped refusal for an action the rules refuse
// (exit 1).

// gameOptions are what every referee command needs: the game, where saved
// games live (--home), which one (--game), and how to print (--json).
type gameOptions struct {
	Handle spec.Handle
	Home   string
	Game   string
	JSON   bool
	Out    io.Writer
}

func (o *gameOptions) flags(cmd *cobra.Command, json bool) {
	whenFlags(cmd, func() {
		l := cmdLang(cmd) // the help's language: no game is open yet
		cmd.Flags().StringVar(&o.Home, "home", "", phrase.Say(l, "flag.home"))
		cmd.Flags().StringVar(&o.Game, "game", "", phrase.Say(l, "flag.game"))
		if json {
			cmd.Flags().BoolVar(&o.JSON, "json", false, phrase.Say(l, "flag.json"))
		}
	})
}

// open opens the saved game the options name (--game, else the most
// recently changed one of this kind, under --home, else $BOARDROOM_HOME...).
// A command that changes the game (readOnly false) says which one it acts
// on, "Game chess-2026-11-28:" on the first line of its text output, when
// more than one game of this kind is saved and --game did not name it; the
// JSON output names it in "game".
func (o *gameOptions) open(readOnly bool) (spec.Session, error) {
	home, err := referee.Home(o.Home)
	if err != nil {
		return nil, err
	}
	if o.Game != "" {
		if err := referee.ValidateName(o.Game); err != nil {
			return nil, phrase.UsageOf(err)
		}
	}
	s, err := o.Handle.Open(home, o.Game, readOnly)
	if err != nil {
		return nil, err
	}
	tui.HomeGiven.Store(o.Home != "") // play's resume command repeats --home
	if !readOnly && !o.JSON && o.Game == "" {
		// only where the command could have meant another game: --game
		// names it, and with one game of the kind there is no other
		if names, _ := referee.Saved(home, o.Handle.ID()); len(names) > 1 {
			fmt.Fprintln(o.Out, phrase.Say(s.Language(), "cmd.game_line", s.Name()))
		}
	}
	return s, nil
}

// newOptions are `new`'s: the game's name and seed, and the setup fields
// given as flags (by name, as text).
type newOptions struct {
	gameOptions
	Name      string
	Seed      int64
	SeedGiven bool // else a random seed
	GameGiven bool // --game was given: refused, a new game is named with --name
	Setup     map[string]string
}

func runNew(o *newOptions) error {
	if o.GameGiven {
		return phrase.Usage("cmd.new.game_given", nameHint(o.Game))
	}
	if o.Name != "" {
		if err := referee.ValidateName(o.Name); err != nil {
			return phrase.UsageOf(err)
		}
	}
	v, err := verb.Decode(o.Handle.NewSpec().Fields, nil, o.Setup)
	if err != nil {
		return err // a usage error: said in the table's language (asUsage)
	}
	seed := o.Seed
	if !o.SeedGiven {
		seed = referee.NewSeed()
	}
	home, err := referee.Home(o.Home)
	if err != nil {
		return err
	}
	return o.Handle.Create(home, o.Name, v, seed, o.Out, o.JSON)
}

// verbOptions are a game verb's: its positional arguments and its flags
// (by name, as text).
type verbOptions struct {
	gameOptions
	Verb  spec.VerbInfo
	Args  []string
	Flags map[string]string
}

func runVerb(o *verbOptions) error {
	if o.Verb.Actor != "" && (len(o.Args) < o.Verb.MinArgs || actorLeftOut(o.Verb, o.Args)) {
		return runActorVerb(o)
	}
	v, err := verb.Decode(o.Verb.Fields, o.Args, o.Flags)
	var unknown *phrase.UnknownError
	if errors.As(err, &unknown) {
		return o.unknownNames(o.Args, unknown)
	}
	if err != nil {
		return o.inCampaignLanguage(err)
	}
	s, err := o.open(false)
	if err != nil {
		return err
	}
	defer s.Close()
	// every player the line names that is not at the table, at once, before
	// the phase or the turn is judged
	err = s.PlayersRefusal(o.Verb.Name, o.Args)
	if err == nil {
		err = s.Do(o.Verb.Name, v, o.Out, o.JSON)
	}
	return withWarning(refusal(s, err), o.noteRefusal(s, o.Verb.Name, append(o.Args, flagWords(o.Flags)...), err))
}

// actorLeftOut reports whether the first word given to a verb whose player
// is whoever is to act is the field after the player: a word the next field
// reads (a card: "produce 8S 8H") is never a player's name, so the player
// was left out, whatever the count of words. A line that would not fit
// with the player added named the player (a field that takes any word reads
// a name too).
func actorLeftOut(vb spec.VerbInfo, args []string) bool {
	if len(args) == 0 || (vb.MaxArgs >= 0 && len(args) >= vb.MaxArgs) {
		return false
	}
	var positional []verb.Field
	for _, f := range vb.Fields {
		if !f.Flag {
			positional = append(positional, f)
		}
	}
	if len(positional) < 2 || positional[1].Parse == nil {
		return false
	}
	_, err := positional[1].Parse(args[0])
	return err == nil
}

// runActorVerb runs a verb whose player was left out: the player is
// whoever is to act (as play never asks), said before what the verb did.
func runActorVerb(o *verbOptions) error {
	s, err := o.open(false)
	if err != nil {
		return err
	}
	defer s.Close()
	name, ok := s.Actor(o.Verb.Name)
	if !ok {
		return o.inCampaignLanguage(phrase.Usage("cmd.no_actor", o.actorTitle(), o.verbName()))
	}
	args := append([]string{name}, o.Args...)
	v, err := verb.Decode(o.Verb.Fields, args, o.Flags)
	var unknown *phrase.UnknownError
	if errors.As(err, &unknown) {
		return o.unknownNames(args, unknown)
	}
	if err != nil {
		return o.inCampaignLanguage(err)
	}
	// what the verb says comes after whose turn it took, and only when it
	// was taken (a mistake in the other fields is said alone)
	var said bytes.Buffer
	err = s.Do(o.Verb.Name, v, &said, o.JSON)
	if err == nil && !o.JSON {
		fmt.Fprintln(o.Out, phrase.Say(s.Language(), "cmd.actor_taken", o.actorTitle().In(s.Language()), name))
	}
	if _, werr := said.WriteTo(o.Out); werr != nil && err == nil {
		err = werr
	}
	o.noteRefusal(s, o.Verb.Name, append(args, flagWords(o.Flags)...), err)
	return refusal(s, err)
}

// unknownNames refuses a command line naming what the game does not know:
// the unknown players too (read against the saved game), every name at
// once, in the campaign's language, exit 1 as every refusal.
func (o *verbOptions) unknownNames(args []string, unknown *phrase.UnknownError) error {
	quiet := o.gameOptions
	quiet.JSON = true // opening read-only says nothing anyway
	s, err := quiet.open(true)
	if err != nil {
		return unknown // no game to read the players from
	}
	defer s.Close()
	all := append(s.UnknownPlayers(o.Verb.Name, args), unknown)
	joined := phrase.JoinUnknown(all).(*phrase.UnknownError)
	said := &phrase.UnknownError{Msg: joined.In(string(s.Language()))}
	o.noteRefusal(s, o.Verb.Name, append(args, flagWords(o.Flags)...), said)
	return refusal(s, said)
}

// inCampaignLanguage says a typing error in the language of the campaign
// it was meant for: the input is read before the campaign is opened, so
// the game's parsers write their first language, and the engine English;
// with the campaign open (read-only, quietly) the error is said again in
// its language. Without a campaign the error stays as it is.
// actorTitle is the verb's actor field as its usage line names it, in
// each language (verb.Field.Title).
func (o *verbOptions) actorTitle() msg.Text {
	for _, f := range o.Verb.Fields {
		if f.Name == o.Verb.Actor {
			return msg.Text{EN: f.NameIn(msg.EN), DE: f.NameIn(msg.DE)}
		}
	}
	return msg.Text{EN: o.Verb.Actor, DE: o.Verb.Actor}
}

// verbName is the verb's name as each table types it (verb.<name>.name).
func (o *verbOptions) verbName() msg.Text {
	if cat, id := o.Handle.Messages(), verb.MessageID(o.Verb.Name, "name"); cat != nil && cat.Has(id) {
		return cat.Text(id)
	}
	return msg.Text{EN: o.Verb.Name, DE: o.Verb.Name}
}

func (o *verbOptions) inCampaignLanguage(err error) error {
	var ue *phrase.UsageError
	if !errors.As(err, &ue) {
		return err
	}
	quiet := o.gameOptions
	quiet.JSON = true // opening read-only says nothing anyway
	s, oerr := quiet.open(true)
	if oerr != nil {
		// no campaign: the language of the commands before one (BOARDROOM_LANG, the locale, the game's own)
		return &phrase.UsageError{Msg: ue.In(string(gameLang(o.Handle.ID())))}
	}
	defer s.Close()
	return &phrase.UsageError{Msg: ue.In(string(s.Language()))}
}

func runShow(o *gameOptions) error {
	s, err := o.open(true)
	if err != nil {
		return err
	}
	defer s.Close()
	return s.Show(o.Out, o.JSON)
}

func runLog(o *gameOptions) error {
	s, err := o.open(true)
	if err != nil {
		return err
	}
	defer s.Close()
	return s.Log(o.Out, o.JSON)
}

// historyOptions are undo's and redo's.
type historyOptions struct {
	gameOptions
	Redo bool
}

func runHistory(o *historyOptions) error {
	s, err := o.open(false)
	if err != nil {
		return err
	}
	defer s.Close()
	verb, do := "undo", s.Undo
	if o.Redo {
		verb, do = "redo", s.Redo
	}
	err = do(o.Out, o.JSON)
	return withWarning(refusal(s, err), o.noteRefusal(s, verb, nil, err))
}

// playOptions are play's: where the answers come from (a terminal, unless
// a Prompter is given, as tests do) and whether to use plain prompts.
type playOptions struct {
	gameOptions
	In         io.Reader // a terminal (*os.File) at the table
	Accessible bool
	Prompter   tui.Prompter // nil: huh on In and Out
}

func runPlay(o *playOptions) error {
	id := o.Handle.ID()
	if !o.Handle.CanPlay() {
		return errors.New(phrase.Say(gameLang(id), "cmd.play.not_built", id))
	}
	p := o.Prompter
	if p == nil && !tui.IsTerminal(o.In) {
		return phrase.Usage("cmd.play.no_terminal", id)
	}
	s, err := o.open(false)
	if err != nil {
		return err
	}
	defer s.Close()
	if p == nil {
		p = huhprompt.New(o.Accessible, o.In, o.Out)
	}
	err = s.Play(p, phrase.SymbolsWriter(o.Out)) // the menus say theirs in huhprompt
	if err == nil && tui.Interrupted(p) {
		return errInterrupted
	}
	return err
}
