package main

import (
	"encoding/json"
	"io"
	"os"
	"regexp"
	"slices"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/spf13/cobra"

	"boardroom/games"
	"boardroom/lazy"
	"boardroom/phrase"
	"boardroom/phrase/msg"
	"boardroom/referee"
	"boardroom/referee/spec"
	"boardroom/referee/verb"
)

// cmdLang is the language of c's help and of its usage errors while no
// game is open: BOARDROOM_LANG, then the locale, then the own language of
// the game c belongs to (English for the commands of no game).
func cmdLang(c *cobra.Command) msg.Lang {
	return gameLang(gameCommandOf(c))
}

// say is the generic message id in c's language (cmdLang).
func say(c *cobra.Command, id string, args ...any) string {
	return phrase.Say(cmdLang(c), id, args...)
}

// gameHelp reads the help of a game's verbs and of its `new` from the
// game's catalogue, by the convention of its IDs (see spec.Spec.Messages),
// in the table's language; while an ID is missing, the code's text stands.
type gameHelp struct {
	cat  *msg.Catalog // nil: the game has none yet
	lang msg.Lang
	args func(id string) []any // the rules data's numbers a help text says
}

// say is the game's message id, with the numbers the rules data gives it.
func (gh gameHelp) say(id string) string {
	var args []any
	if gh.args != nil {
		args = gh.args(id)
	}
	return phrase.Arrows(gh.cat.Say(gh.lang, id, args...)) // a catalogue's arrows as the terminal shows them
}

// text is the message id of the game's catalogue, else of the generic one
// (the verbs every game shares, such as adjust), else code's text. A text
// that cannot be said as it stands (it needs arguments the help has not
// got) is passed over: a help shows no raw ID.
func (gh gameHelp) text(id, code string) string {
	if gh.cat != nil && gh.cat.Has(id) {
		var args []any
		if gh.args != nil {
			args = gh.args(id)
		}
		if s, err := gh.cat.Format(gh.lang, id, args...); err == nil {
			return phrase.Arrows(s) // a catalogue's arrows as the terminal shows them
		}
	}
	if s, err := phrase.Messages.Format(gh.lang, id); err == nil {
		return s
	}
	return code
}

// lines is the message id split at its lines (examples), or code's.
func (gh gameHelp) lines(id string, code []string) []string {
	if gh.cat == nil || !gh.cat.Has(id) {
		return code
	}
	return strings.Split(strings.TrimRight(gh.say(id), "\n"), "\n")
}

// fields are fields with each one's help from prefix+name ("verb.sell.price").
func (gh gameHelp) fields(prefix string, fields []verb.Field) []verb.Field {
	out := make([]verb.Field, len(fields))
	for i, f := range fields {
		f.Help = gh.text(prefix+f.Name, f.Help)
		out[i] = f
	}
	return out
}

// flagNames gives a flag field its name at the table and its other names,
// from prefix+<field>+".flag" (verb.next.wuerfel.flag: {en: dice, de:
// wuerfel}): the field's name in code and each language's are accepted
// whatever the table's language, --help lists the table's. Without the ID
// the flag is the field's name.
func (gh gameHelp) flagNames(prefix string) func(field string) (string, []string) {
	return func(field string) (string, []string) {
		id := prefix + field + ".flag"
		if gh.cat == nil || !gh.cat.Has(id) {
			return field, nil
		}
		primary := gh.cat.Say(gh.lang, id)
		var others []string
		for _, n := range []string{field, gh.cat.Say(msg.DE, id), gh.cat.Say(msg.EN, id)} {
			if n != primary && !slices.Contains(others, n) {
				others = append(others, n)
			}
		}
		return primary, others
	}
}

// names are the verb's name in the table's language, and its other names:
// the verb's name in code and its name in each language (verb.<name>.name),
// every one accepted whatever the table's language.
func (gh gameHelp) names(name string) (string, []string) {
	id := verb.MessageID(name, "name")
	if gh.cat == nil || !gh.cat.Has(id) {
		return name, nil
	}
	primary := gh.cat.Say(gh.lang, id)
	var aliases []string
	for _, n := range []string{name, gh.cat.Say(msg.DE, id), gh.cat.Say(msg.EN, id)} {
		if n != primary && !slices.Contains(aliases, n) {
			aliases = append(aliases, n)
		}
	}
	return primary, aliases
}

// verbCommand is a verb's command, its help in the table's language: its
// usage line (verb.<name>.use: the arguments), one-liner, text and names.
func (gh gameHelp) verbCommand(vb spec.VerbInfo) *cobra.Command {
	name, aliases := gh.names(vb.Name)
	use, long := vb.Use, gh.text(verb.MessageID(vb.Name, "long"), vb.Long)
	if vb.In != nil {
		var l string
		if use, l = vb.In(gh.lang); l != "" {
			long = l
		}
	}
	args := strings.TrimPrefix(strings.TrimPrefix(use, vb.Name), " ")
	if args = gh.argNames(args); vb.In == nil {
		args = gh.text(verb.MessageID(vb.Name, "use"), args)
	}
	if vb.Actor != "" {
		// the player whose turn it is may be left out: named as the usage
		// line names it (the field's name at the table)
		for _, f := range vb.Fields {
			if f.Name == vb.Actor {
				a := f.NameIn(gh.lang)
				args = strings.Replace(args, "<"+a+">", "["+a+"]", 1)
			}
		}
	}
	use = strings.TrimSpace(name + " " + args)
	cmd := &cobra.Command{Use: use, Aliases: aliases}
	// Its help is read only where flags are (help, completion, the manual,
	// the command run): said then, not for every verb of every command line.
	whenFlags(cmd, func() { cmd.Short, cmd.Long = gh.text(verb.MessageID(vb.Name, "short"), vb.Short), long })
	return cmd
}

// The language of a command line run against a saved game. The command
// tree is built before a game is opened, in the language the environment
// asks for; a verb's help and usage errors, and the lookup's answers, are
// said in the language of the saved game they are meant for. So run looks
// at the command line first (tableOfLine), and builds the tree again in
// that game's language when it differs.

// tableAnnotation marks a command that is run against a saved game, with
// how it picks the game when --game does not name it: tableLatest, the most
// recently changed game of its kind (as the verbs act on it), tableOnly,
// the one game of its kind only (a lookup guesses no game among several),
// tableNew, the language new --lang gives the game it makes.
const (
	tableAnnotation = "boardroom-table"
	tableLatest     = "latest"
	tableOnly       = "only"
	tableNew        = "new"
)

// onTable marks cmd as run against a saved game, picked as how says.
func onTable(cmd *cobra.Command, how string) *cobra.Command {
	if cmd.Annotations == nil {
		cmd.Annotations = map[string]string{}
	}
	cmd.Annotations[tableAnnotation] = how
	return cmd
}

// lineTable is the saved game's language for the commands of one game on
// the command line being run (set by run, empty otherwise). run holds
// lineTableMu for reading while it runs a command line, and for writing
// while it runs one with lineTable set.
var (
	lineTable struct {
		game string
		lang msg.Lang
	}
	lineTableMu sync.RWMutex
)

// gameLang is the language of the commands of game id: the saved game's
// the command line is run against, else BOARDROOM_LANG, the locale, the
// game's own.
func gameLang(id string) msg.Lang {
	if lineTable.game != "" && lineTable.game == id {
		return lineTable.lang
	}
	return msg.Env(games.LanguageOf(id))
}

// tableOfLine is the language of the saved game the command line args is
// run against, as root (built for game) finds its command: false when it
// is none's (help, print, a tool) or no such game is saved. guess is
// tableGuess's answer, the same for a command that acts on the latest.
func tableOfLine(root *cobra.Command, args []string, game string, guess table) (msg.Lang, bool) {
	if _, ok := games.ByID(game); !ok {
		return "", false
	}
	if len(args) > 0 && args[0] == "help" {
		args = args[1:]
	}
	cmd, rest, err := root.Find(args)
	if err != nil || cmd == nil {
		return "", false
	}
	how := cmd.Annotations[tableAnnotation]
	if how == "" && cmd.Name() == game && cmd.Parent() == root && slices.ContainsFunc(rest, func(a string) bool { return !strings.HasPrefix(a, "-") }) {
		// a word the game has no command for ("<game> frob") is a verb
		// mistyped at the table: refused in its language, as the verbs
		// are, with the names that table types
		how = tableLatest
	}
	switch {
	case how == "":
		return "", false
	case how == tableNew:
		l, err := msg.Parse(flagValue(args, "lang"))
		return l, err == nil
	case how == tableLatest && guess.asked:
		return guess.lang, guess.ok
	}
	t := savedTable(args, game, how)
	return t.lang, t.ok
}

// table is the language of the saved game a command line is run against,
// when ok; asked says that it was looked for.
type table struct {
	lang      msg.Lang
	ok, asked bool
}

// tableGuess is tableOfLine before there is a tree to find the command in:
// for a line that names one of game's commands (verb, see namedVerb), the
// saved game a verb acts on (tableLatest). run builds the tree in its
// language, and again only when the command is one that reads another
// game or none (help, print, a tool): building it in the environment's
// language and again in the game's was a tenth of a verb's start.
func tableGuess(args []string, game, verb string) table {
	if _, ok := games.ByID(game); !ok || verb == "" || verb == allCommands || slices.Contains(args, "help") {
		return table{}
	}
	return savedTable(args, game, tableLatest)
}

// savedTable is the language of the saved game of kind game that a command
// picking it by how (tableLatest, tableOnly) is run against: the one
// --game names, else the only one, else (tableLatest) the one changed last.
func savedTable(args []string, game, how string) table {
	home, err := referee.Home(flagValue(args, "home"))
	if err != nil {
		return table{asked: true}
	}
	name := flagValue(args, "game")
	if name == "" {
		names, _ := referee.Saved(home, game)
		switch {
		case len(names) == 1:
			name = names[0]
		case len(names) > 1 && how == tableLatest:
			name = latestSave(home, game, names)
		}
	}
	if name == "" || referee.ValidateName(name) != nil {
		return table{asked: true}
	}
	h, ok := readSaveHead(referee.Path(home, game, name))
	if !ok {
		return table{asked: true}
	}
	if l, err := msg.Parse(h.Setup.Lang); err == nil {
		return table{lang: l, ok: true, asked: true}
	}
	return table{lang: games.LanguageOf(game), ok: true, asked: true} // saved before games said their language
}

// flagValue is the value of --name on a command line ("--name v" or
// "--name=v"), "" when it is not given; the last one counts, as for the
// flag parser.
func flagValue(args []string, name string) string {
	v := ""
	for i, a := range args {
		if a == "--" {
			break
		}
		if rest, ok := strings.CutPrefix(a, "--"+name+"="); ok {
			v = rest
		} else if a == "--"+name && i+1 < len(args) {
			v = args[i+1]
		}
	}
	return v
}

// latestSave is the most recently changed of the saved games names of
// game (by the time each records), the one a verb acts on.
func latestSave(home, game string, names []string) string {
	best, when := "", time.Time{}
	for _, n := range names {
		h, ok := readSaveHead(referee.Path(home, game, n))
		if ok && (best == "" || h.Updated.After(when)) {
			best, when = n, h.Updated
		}
	}
	return best
}

// saveHead is the start of a saved game: when it changed and its setup's
// language.
type saveHead struct {
	Updated time.Time
	Setup   struct {
		Lang string
	}
}

// readSaveHead reads a saved game's head, up to its setup (the log after
// it, the bulk of the file, is not read): false for anything but a regular
// file that starts as a saved game (opening the game says what is wrong).
func readSaveHead(path string) (saveHead, bool) {
	var h saveHead
	f, err := os.OpenFile(path, os.O_RDONLY|syscall.O_NONBLOCK, 0) // a named pipe does not block
	if err != nil {
		return h, false
	}
	defer f.Close()
	if fi, err := f.Stat(); err != nil || !fi.Mode().IsRegular() {
		return h, false
	}
	d := json.NewDecoder(io.LimitReader(f, 64<<20))
	if t, err := d.Token(); err != nil || t != json.Delim('{') {
		return h, false
	}
	for d.More() {
		t, err := d.Token()
		if err != nil {
			return h, false
		}
		switch t {
		case "updated":
			err = d.Decode(&h.Updated)
		case "setup":
			return h, d.Decode(&h.Setup) == nil
		default:
			var skip json.RawMessage
			err = d.Decode(&skip)
		}
		if err != nil {
			return h, false
		}
	}
	return h, false
}

// argPlaceholder is an argument's name in a usage line: <player>, [N],
// <card>...; a list of words to type (<energy|metal>) is not one.
var argPlaceholder = &lazy.Value[*regexp.Regexp]{New: func() *regexp.Regexp {
	return regexp.MustCompile(`[<\[][\w-]+(\.\.\.)?[>\]]`)
}}

// argNames are the arguments of a usage line with each one's name in the
// table's language (help.arg.<name>), where the catalogue has it.
func (gh gameHelp) argNames(args string) string {
	return argPlaceholder.Get().ReplaceAllStringFunc(args, func(m string) string {
		name, more := strings.CutSuffix(m[1:len(m)-1], "...") // "[plot...]": a list
		if more {
			return m[:1] + gh.argName(name) + "..." + m[len(m)-1:]
		}
		return m[:1] + gh.argName(name) + m[len(m)-1:]
	})
}

// argName is an argument's name in the table's language.
func (gh gameHelp) argName(name string) string {
	if id := "help.arg." + name; phrase.Messages.Has(id) {
		return phrase.Say(gh.lang, id)
	}
	return name
}
