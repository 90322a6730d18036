package main

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime/debug"
	"sort"
	"strconv"
	"strings"

	"github.com/spf13/cobra"

	"boardroom/atomicfile"
	"boardroom/columns"
	"boardroom/games"
	"boardroom/printables"
	"boardroom/referee"
	"boardroom/referee/tui"
	"boardroom/referee/verb"

	"boardroom/phrase"
	"boardroom/phrase/msg"
)

// printOptions are the flags of `boardroom <game> print`.
type printOptions struct {
	GameFlags   map[string]string // the game's own flags given (by name, as text)
	Output      string
	Paper       string
	Backs       string
	BackOffset  string
	Gutter      float64
	Bleed       float64
	NoCropMarks bool
	InkSaver    bool
	Copies      int
	Only        []string
	Calibration bool
	OneSided    bool
	List        bool
	JSON        bool
	PNG         string  // write PNG images of each design into this folder instead of the PDF
	DPI         float64 // their resolution
	Lang        string  // the language of the components and of what print says ("": the table's)
}

func newPrintCmd(g games.Game, stdout, stderr io.Writer) *cobra.Command {
	opts := printOptions{}
	l := gameLang(g.ID) // the help's language: print's --lang, else the environment's
	cmd := &cobra.Command{
		Use:     "print " + phrase.Say(l, "print.use"),
		Short:   phrase.Say(l, "print.short", g.Title),
		Long:    phrase.Say(l, "print.long", g.Title, "{components}"),
		Example: printExamples(g, l),
	}
	onTable(cmd, tableNew) // --lang is the language of the print, and of what print says
	fields := g.PrintFields
	if g.PrintFieldsIn != nil {
		fields = g.PrintFieldsIn(l) // their help in the table's language
	}
	gameFlags := fieldFlags(cmd, fields, nil)
	cmd.RunE = func(cmd *cobra.Command, args []string) error {
		opts.GameFlags = gameFlags()
		return runPrint(cmd, g, args, opts, stdout)
	}
	// Building the components takes a few milliseconds: only help needs their names.
	defaultHelp := cmd.HelpFunc()
	cmd.SetHelpFunc(func(c *cobra.Command, args []string) {
		if comps, err := g.Components(l); err == nil {
			var ids []string
			for _, comp := range comps {
				ids = append(ids, g.ComponentName(comp.ID, l))
			}
			c.Long = strings.Replace(c.Long, "{components}", strings.Join(ids, ", "), 1)
		}
		defaultHelp(c, args)
	})
	whenFlags(cmd, func() {
		addPrintFlags(cmd, &opts, g.ID+".pdf", l)
		f := cmd.Flags()
		f.Lookup("calibration").Usage = phrase.Say(l, "print.flag.calibration_alone")
		f.BoolVar(&opts.OneSided, "one-sided-last", false, phrase.Say(l, "print.flag.one-sided-last"))
		f.StringVar(&opts.PNG, "png", "", phrase.Say(l, "print.flag.png"))
		f.Float64Var(&opts.DPI, "dpi", 300, phrase.Say(l, "print.flag.dpi"))
		f.StringVar(&opts.Lang, "lang", "", phrase.Say(l, "print.flag.lang", msg.Env(g.Lang())))
	})
	return cmd
}

// addPrintFlags defines the print options every print command has, the
// games' and a user deck's alike, their help in l; output is the default
// of -o.
func addPrintFlags(cmd *cobra.Command, opts *printOptions, output string, l msg.Lang) {
	f := cmd.Flags()
	say := func(name string, args ...any) string { return phrase.Say(l, "print.flag."+name, args...) }
	f.StringVarP(&opts.Output, "output", "o", output, say("output"))
	f.StringVar(&opts.Paper, "paper", "a4", say("paper", paperNames(l)))
	f.StringVar(&opts.Backs, "backs", "duplex", say("backs"))
	f.StringVar(&opts.BackOffset, "back-offset", "0,0", say("back-offset"))
	f.Float64Var(&opts.Gutter, "gutter", 0, say("gutter"))
	f.Float64Var(&opts.Bleed, "bleed", 0, say("bleed"))
	f.BoolVar(&opts.NoCropMarks, "no-crop-marks", false, say("no-crop-marks"))
	f.BoolVar(&opts.InkSaver, "ink-saver", false, say("ink-saver"))
	f.Var(phrase.NewIntFlag(&opts.Copies, 1), "copies", say("copies"))
	f.StringArrayVar(&opts.Only, "only", nil, say("only"))
	f.BoolVar(&opts.Calibration, "calibration", false, say("calibration"))
	f.BoolVar(&opts.List, "list", false, say("list"))
	f.BoolVar(&opts.JSON, "json", false, say("json"))
}

func printExamples(g games.Game, l msg.Lang) string {
	lines := []string{fmt.Sprintf("  boardroom %s print                  # %s", g.ID, phrase.Say(l, "print.example.all", phrase.Arrow(), g.ID+".pdf"))}
	examples := g.PrintExamples
	if g.PrintExamplesIn != nil {
		examples = g.PrintExamplesIn(l)
	}
	if len(examples) == 0 {
		lines = append(lines, fmt.Sprintf("  boardroom %s print --list           # %s", g.ID, phrase.Say(l, "print.example.list")),
			fmt.Sprintf("  boardroom %s print --paper letter --backs fold -o %s-letter.pdf", g.ID, g.ID))
	}
	for _, e := range examples {
		if e == "--list" {
			// The comment is the same in every game: said once, in the table's language.
			e = fmt.Sprintf("--list                         # %s", phrase.Say(l, "print.example.list"))
		}
		lines = append(lines, fmt.Sprintf("  boardroom %s print %s", g.ID, e))
	}
	return strings.Join(lines, "\n")
}

// resolveComponents maps the user's component names to components.
func resolveComponents(cmd *cobra.Command, g games.Game, all []*printables.Component, names []string) ([]*printables.Component, error) {
	if len(names) == 0 {
		return all, nil
	}
	byID := map[string]*printables.Component{}
	var ids []string
	for _, c := range all {
		byID[c.ID] = c
		ids = append(ids, g.ComponentName(c.ID, cmdLang(cmd)))
	}
	var out []*printables.Component
	seen := map[string]bool{}
	for _, n := range names {
		key := strings.ToLower(strings.TrimSpace(n))
		if a, ok := g.Aliases[key]; ok {
			key = a
		}
		for id, name := range g.ComponentNames {
			if key == name.EN || key == name.DE {
				key = id
			}
		}
		c, ok := byID[key]
		if !ok {
			return nil, usagef(cmd, "%s", say(cmd, "print.unknown_component", g.ID, phrase.ClipIn(cmdLang(cmd), n), strings.Join(ids, ", ")))
		}
		if !seen[c.ID] {
			out = append(out, c)
			seen[c.ID] = true
		}
	}
	return out, nil
}

func parseOffset(l msg.Lang, s string) ([2]float64, error) {
	parts := strings.Split(s, ",")
	if len(parts) != 2 {
		return [2]float64{}, errors.New(phrase.Say(l, "print.bad_back_offset", phrase.ClipIn(l, s)))
	}
	var v [2]float64
	for i, p := range parts {
		f, err := strconv.ParseFloat(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(p), "mm")), 64)
		if err != nil {
			return [2]float64{}, errors.New(phrase.Say(l, "print.bad_back_offset", phrase.ClipIn(l, s)))
		}
		v[i] = f
	}
	return v, nil
}

// paperNames are the paper sizes to choose from, in l: "a4, letter, a3 or
// tabloid".
func paperNames(l msg.Lang) string {
	var names []string
	for _, p := range printables.Papers {
		names = append(names, p.Name)
	}
	return phrase.JoinOrIn(l, names)
}

// buildOptions turns flags into print options; every problem is a usage error.
func buildOptions(cmd *cobra.Command, po printOptions) (printables.Options, error) {
	o := printables.DefaultOptions()
	paper, err := printables.PaperByName(po.Paper)
	if err != nil {
		l := cmdLang(cmd)
		return o, usagef(cmd, "%s", phrase.Say(l, "print.unknown_paper", phrase.ClipIn(l, po.Paper), paperNames(l)))
	}
	backs, err := printables.ParseBacks(po.Backs)
	if err != nil {
		l := cmdLang(cmd)
		return o, usagef(cmd, "%s", phrase.Say(l, "print.unknown_backs", phrase.ClipIn(l, po.Backs), phrase.JoinOrIn(l, []string{"duplex", "fold", "none"})))
	}
	off, err := parseOffset(cmdLang(cmd), po.BackOffset)
	if err != nil {
		return o, usagef(cmd, "%v", err)
	}
	o.Paper, o.Backs, o.BackOffset = paper, backs, off
	o.Gutter, o.Bleed = po.Gutter, po.Bleed
	o.CropMarks = !po.NoCropMarks
	o.InkSaver = po.InkSaver
	o.Copies = po.Copies
	o.Only = po.Only
	o.Calibration = po.Calibration
	o.BacksAsked = cmd.Flags().Changed("backs")
	o.OneSidedLast = po.OneSided
	if err := o.Validate(); err != nil {
		return o, usagef(cmd, "%s", saidIn(cmdLang(cmd), err))
	}
	return o, nil
}

// saidIn is err in l when it can say itself in the table's language
// (phrase.Worded: an engine's error that the command line, which knows the
// table, says), else its text.
func saidIn(l msg.Lang, err error) string {
	var s msg.Sayer
	if errors.As(err, &s) {
		return s.SayIn(l)
	}
	var w phrase.Worded
	if errors.As(err, &w) {
		return w.In(string(l))
	}
	return err.Error()
}

// checkOnly makes sure every --only title names an item of the selection.
func checkOnly(cmd *cobra.Command, comps []*printables.Component, only []string) error {
	for _, want := range only {
		found := false
		var titles []string
		for _, c := range comps {
			for _, t := range c.Titles() {
				if strings.EqualFold(strings.TrimSpace(want), t) {
					found = true
				}
				titles = append(titles, t)
			}
		}
		if !found {
			l := cmdLang(cmd)
			msg := phrase.Say(l, "print.only_none", phrase.ClipIn(l, want), componentNames(l, comps))
			if s := suggest(want, titles); len(s) > 0 {
				msg += phrase.Say(l, "print.only_meant", phrase.JoinOrIn(l, quoteAll(l, s)))
			} else if len(titles) <= 12 {
				msg += phrase.Say(l, "print.only_titles", strings.Join(quoteAll(l, titles), ", "))
			} else {
				msg += phrase.Say(l, "print.only_see_list")
			}
			return usagef(cmd, "%s", msg)
		}
	}
	return nil
}

func componentNames(l msg.Lang, comps []*printables.Component) string {
	var ids []string
	for _, c := range comps {
		ids = append(ids, c.ID)
	}
	if len(ids) > 3 {
		return phrase.Say(l, "print.only_selected")
	}
	return strings.Join(ids, ", ")
}

func quoteAll(l msg.Lang, s []string) []string {
	out := make([]string, len(s))
	for i, x := range s {
		out[i] = strconv.Quote(x)
		if l == msg.DE {
			out[i] = "„" + x + "“"
		}
	}
	return out
}

// suggest returns titles that contain the wanted text or share a word with it.
func suggest(want string, titles []string) []string {
	w := strings.ToLower(strings.TrimSpace(want))
	var out []string
	for _, t := range titles {
		lt := strings.ToLower(t)
		if w != "" && (strings.Contains(lt, w) || strings.Contains(w, lt)) {
			out = append(out, t)
		}
	}
	if len(out) == 0 {
		for _, t := range titles {
			for _, word := range strings.Fields(w) {
				if len(word) >= 4 && strings.Contains(strings.ToLower(t), word) {
					out = append(out, t)
					break
				}
			}
		}
	}
	sort.Strings(out)
	if len(out) > 3 {
		out = out[:3]
	}
	return out
}

// components are the game's components, built from the game's own print
// flags when one is given.
func components(g games.Game, given map[string]string, l msg.Lang) ([]*printables.Component, error) {
	if len(given) == 0 || g.ComponentsWith == nil {
		return g.Components(l)
	}
	v, err := verb.Decode(g.PrintFields, nil, given)
	if err != nil {
		return nil, err
	}
	return g.ComponentsWith(v, l)
}

// printingGC sets the garbage collector for a print and returns the
// setting to restore. main collects rarely (GOGC 400: a verb's heap is
// small and short-lived), but a print's live heap (fonts, pages) is a few
// megabytes: at GOGC 400 the whole R.I.G.S. set grew to 29 MB resident.
// Measured on the R.I.G.S. set and decks: GOGC 100 gives 22.4 MB
// and GOGC 200 23.0 MB at the peak, but 200 spends 12-14 % less CPU.
func printingGC() int { return debug.SetGCPercent(200) }

func runPrint(cmd *cobra.Command, g games.Game, args []string, po printOptions, stdout io.Writer) error {
	defer debug.SetGCPercent(printingGC())
	lang, err := printLang(po.Lang, g.Lang())
	if err != nil {
		return asUsage(cmd, err)
	}
	all, err := components(g, po.GameFlags, lang)
	if err != nil {
		return asUsage(cmd, err)
	}
	comps, err := resolveComponents(cmd, g, all, args)
	if err != nil {
		return err
	}
	o, err := buildOptions(cmd, po)
	if err != nil {
		return err
	}
	o.Lang = lang
	if po.List {
		return listComponents(stdout, comps, o, po.JSON, o.Lang, func(id string) string { return g.ComponentName(id, o.Lang) })
	}
	if err := checkOnly(cmd, comps, o.Only); err != nil {
		return err
	}
	if len(args) == 0 && o.Calibration && len(o.Only) == 0 {
		comps = nil // --calibration alone prints just the calibration sheet
	}
	if po.PNG != "" {
		return writeImages(cmd, comps, o, po, stdout)
	}
	if po.Output == "" {
		return usagef(cmd, "%s", say(cmd, "print.output_needs_name"))
	}
	toStdout := po.Output == "-"
	if toStdout && po.JSON {
		return usagef(cmd, "%s", say(cmd, "print.output_stdout_json"))
	}
	if toStdout && stdoutIsTerminal(stdout) {
		// A PDF's bytes on a terminal are garbage, and some of them are
		// control sequences (retitle, clear, change the character set).
		return usagef(cmd, "%s", say(cmd, "print.output_stdout_terminal", g.ID))
	}
	if fi, err := os.Stat(po.Output); err == nil && fi.IsDir() {
		return usagef(cmd, "%s", say(cmd, "print.output_is_dir", po.Output, filepath.Join(po.Output, g.ID+".pdf")))
	}
	if !toStdout {
		// A device, a pipe or a socket is never replaced (a link is followed).
		if _, err := atomicfile.Target(po.Output); err != nil {
			return errors.New(say(cmd, "print.output_not_file", referee.SayError(cmdLang(cmd), err)))
		}
		if err := notAPDF(cmdLang(cmd), po.Output); err != nil {
			return err
		}
	}
	pdf, pages, err := makePDF(g, comps, o)
	if err != nil {
		return err
	}
	if toStdout {
		return writeStdout(stdout, pdf, o.Lang)
	}
	if err := atomicfile.Write(po.Output, 0o644, pdf.Output); err != nil {
		return err
	}
	if po.JSON {
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		return enc.Encode(map[string]any{"file": po.Output, "pages": len(pages), "items": countItems(pages),
			"blank_backs": countBlank(pages), "paper": o.Paper.Name, "backs": o.Backs})
	}
	fmt.Fprintln(stdout, phrase.Say(o.Lang, "print.wrote", phrase.PathText(po.Output), describe(o.Lang, pages, o)))
	return nil
}

// printLang is the language print --lang asks for ("": the table's, as for
// every command before a game is open: BOARDROOM_LANG, the locale, the
// game's own); an unknown one is a usage error naming the two.
func printLang(asked string, own msg.Lang) (msg.Lang, error) {
	if asked == "" {
		return msg.Env(own), nil
	}
	l, err := msg.Parse(asked)
	if err != nil {
		return "", phrase.Usage("print.unknown_lang", phrase.Quoted(asked))
	}
	return l, nil
}

// stdoutIsTerminal reports whether w is a terminal (a variable so that
// tests can say it is).
var stdoutIsTerminal = tui.IsTerminal

// writeStdout writes the PDF to standard output (-o -), and nothing else.
func writeStdout(stdout io.Writer, pdf *printables.PDF, l msg.Lang) error {
	bw := bufio.NewWriterSize(stdout, 256<<10)
	err := pdf.Output(bw)
	if err == nil {
		err = bw.Flush()
	}
	if err != nil {
		return errors.New(phrase.Say(l, "print.stdout_failed", err))
	}
	return nil
}

// notAPDF refuses to replace a file that exists and is not a PDF: -o
// names where the PDF goes, and a slip (-o layout.yaml, -o ~/.bashrc, or
// as root -o /etc/passwd) must not swap someone's file for a PDF. An
// empty file, or a PDF from an earlier print, is replaced.
func notAPDF(l msg.Lang, path string) error {
	f, err := os.Open(path)
	if err != nil {
		return nil // nothing there (or nothing readable: the write says why)
	}
	defer f.Close()
	if fi, err := f.Stat(); err != nil || !fi.Mode().IsRegular() || fi.Size() == 0 {
		return nil
	}
	head := make([]byte, 5)
	if n, _ := io.ReadFull(f, head); n == 5 && string(head) == "%PDF-" {
		return nil
	}
	return errors.New(phrase.Say(l, "print.output_not_pdf", phrase.PathText(path)))
}

// makePDF imposes and renders the components into a PDF in memory.
func makePDF(g games.Game, comps []*printables.Component, o printables.Options) (*printables.PDF, []printables.Page, error) {
	pages, err := printables.Impose(comps, o)
	if err != nil {
		return nil, nil, errors.New(saidIn(o.Lang, err))
	}
	if len(pages) == 0 {
		return nil, nil, errors.New(phrase.Say(o.Lang, "print.nothing"))
	}
	pdf := printables.NewPDF(g.Title + " — Boardroom print-and-play")
	if err := printables.RenderIn(o.Lang, pdf, pages, o); err != nil {
		return nil, nil, err
	}
	return pdf, pages, pdf.Err()
}

func countItems(pages []printables.Page) int {
	items := 0
	for _, p := range pages {
		for _, pl := range p.Placements {
			if !pl.Back && (p.Tile == nil || p.Tile.Number() == 1) { // a tiled poster is one item
				items++
			}
		}
	}
	return items
}

func countBlank(pages []printables.Page) int {
	n := 0
	for _, p := range pages {
		if p.Kind == printables.BlankPage {
			n++
		}
	}
	return n
}

// count says "1 page", "2 pages".
func count(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}

// describe is what a print made, in l: "3 pages, 2 items, A4, duplex
// backs: print two-sided, flip on the long edge; print at 100 %".
func describe(l msg.Lang, pages []printables.Page, o printables.Options) string {
	say := func(id string, args ...any) string { return phrase.Say(l, id, args...) }
	backs := say("print.backs." + string(o.Backs))
	if o.Backs == printables.BacksDuplex && o.Flip == printables.ShortEdge {
		backs = say("print.backs.duplex_short")
	}
	pg := say("print.pages", len(pages))
	if n := countBlank(pages); n > 0 {
		pg += " (" + say("print.blank_backs", n) + ")"
	}
	if o.OneSidedLast && o.Backs == printables.BacksDuplex {
		if n := oneSidedTail(pages); n > 0 {
			backs += "; " + say("print.one_sided_tail", n)
		}
	}
	return say("print.describe", pg, say("print.items", countItems(pages)), strings.ToUpper(o.Paper.Name[:1])+o.Paper.Name[1:], backs)
}

// oneSidedTail counts the one-sided pages --one-sided-last put at the end.
func oneSidedTail(pages []printables.Page) int {
	n := len(pages)
	for i := 0; i+1 < len(pages); i += 2 {
		if !pages[i+1].IsBack() {
			return len(pages) - i
		}
	}
	if n%2 == 1 {
		return 1
	}
	return 0
}

// name is a component's name as the table types it (the human table's
// first column; --json keeps the ID).
func listComponents(w io.Writer, comps []*printables.Component, o printables.Options, asJSON bool, l msg.Lang, name func(id string) string) error {
	say := func(id string, args ...any) string { return phrase.Say(l, id, args...) }
	type row struct {
		ID        string `json:"id"`
		Name      string `json:"name"`
		Items     int    `json:"items"`
		Designs   int    `json:"designs"`
		Format    string `json:"format"`
		PerPage   int    `json:"per_page"`
		Pages     int    `json:"pages"`
		HasBacks  bool   `json:"backs"`
		Breakdown string `json:"breakdown"`
	}
	var rows []row
	total := 0
	for _, c := range comps {
		n, err := printables.PageCount(c, o)
		if err != nil {
			return err
		}
		per := 1
		if !c.FullPage {
			pw, ph := o.Paper.W, o.Paper.H
			fold := o.Backs == printables.BacksFold && c.PrintsBack(o)
			if fold {
				pw, ph = ph, pw
			}
			per = printables.GridFor(c, pw, ph, o, fold).PerPage()
		}
		var parts []string
		for _, it := range c.Items {
			parts = append(parts, fmt.Sprintf("%s %d", it.Title, it.Count*o.Copies))
		}
		breakdown := strings.Join(parts, ", ")
		if len(c.Items) > 8 {
			breakdown = say("print.list.designs", len(c.Items))
			if c.Total() == len(c.Items) {
				breakdown += ", " + say("print.list.one_each")
			}
		}
		rows = append(rows, row{c.ID, c.Name, c.Total() * o.Copies, len(c.Items), c.Format, per, n, c.PrintsBack(o), breakdown})
		total += n
	}
	if asJSON {
		enc := json.NewEncoder(w)
		enc.SetIndent("", "  ")
		return enc.Encode(map[string]any{"paper": o.Paper.Name, "backs": o.Backs, "components": rows, "pages": total})
	}
	header := []string{say("print.list.component"), say("print.list.items"), say("print.list.format"), say("print.list.per_page"),
		say("print.list.pages"), say("print.list.contents")}
	totalWord, backsWord := say("print.list.total"), say("print.list.backs")
	format := func(f string) string {
		if f == "full page" { // the engine's word for a component that takes the page
			return say("print.list.full_page")
		}
		return f
	}
	tb := columns.Table{Header: header, Right: []int{1, 3, 4}, Wrap: []int{2, 5}, Below: 30}
	for _, r := range rows {
		tb.Row(name(r.ID), strconv.Itoa(r.Items), format(r.Format), strconv.Itoa(r.PerPage), strconv.Itoa(r.Pages), r.Breakdown)
	}
	tb.Row(totalWord, "", "", "", strconv.Itoa(total), fmt.Sprintf("(%s, %s: %s)", o.Paper.Name, backsWord, o.Backs))
	return tb.Write(w, columns.Width(w))
}
