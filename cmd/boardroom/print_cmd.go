package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime/debug"
	"sort"
	"strconv"
	"strings"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"boardroom/atomicfile"
	"boardroom/columns"
	"boardroom/games"
	"boardroom/printables"
	"boardroom/referee/tui"
	"boardroom/referee/verb"

	"boardroom/phrase"
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
}

func newPrintCmd(g games.Game, stdout, stderr io.Writer) *cobra.Command {
	opts := printOptions{}
	cmd := &cobra.Command{
		Use:   "print [component...]",
		Short: fmt.Sprintf("Print %s components to a PDF", g.Title),
		Long: fmt.Sprintf(`Print %s components as a print-ready PDF at exact physical sizes.

Without components, everything is printed. Components: %s.

Print at 100 %% ("Actual size"). With the default --backs duplex, print two-sided
flipping on the long edge: every back lands behind its front, on the same sheet,
for the whole file. One-sided pages (boards, mats, sheets) get a blank back;
--one-sided-last puts them all at the end instead, to print them without backs.
Tokens and coupons are one-sided unless you ask for backs with --backs.
Use --calibration once to check your printer and find the --back-offset it needs.`, g.Title, "{components}"),
		Example: printExamples(g),
	}
	gameFlags := fieldFlags(cmd, g.PrintFields)
	cmd.RunE = func(cmd *cobra.Command, args []string) error {
		opts.GameFlags = gameFlags()
		return runPrint(cmd, g, args, opts, stdout)
	}
	// Building the components takes a few milliseconds: only help needs their names.
	defaultHelp := cmd.HelpFunc()
	cmd.SetHelpFunc(func(c *cobra.Command, args []string) {
		if comps, err := g.Components(); err == nil {
			var ids []string
			for _, comp := range comps {
				ids = append(ids, comp.ID)
			}
			c.Long = strings.Replace(c.Long, "{components}", strings.Join(ids, ", "), 1)
		}
		defaultHelp(c, args)
	})
	whenFlags(cmd, func() {
		addPrintFlags(cmd, &opts, g.ID+".pdf")
		f := cmd.Flags()
		f.Lookup("calibration").Usage += "; alone, print only it"
		f.BoolVar(&opts.OneSided, "one-sided-last", false, "duplex: put the one-sided pages (boards, mats, sheets) at the end of the file instead of giving each a blank back")
		f.StringVar(&opts.PNG, "png", "", "write one PNG per design (front, and back) into this folder instead of a PDF")
		f.Float64Var(&opts.DPI, "dpi", 300, "resolution of --png images")
	})
	if g.Language == "de" {
		printHelpInGerman(cmd, g)
	}
	return cmd
}

// printHelpInGerman is the help of print for a game played in German (its
// rules data says language: de): the game's help is German throughout.
func printHelpInGerman(cmd *cobra.Command, g games.Game) {
	cmd.Use = "print [bestandteil...]"
	cmd.Short = fmt.Sprintf("Bestandteile von %s als PDF drucken", g.Title)
	cmd.Long = fmt.Sprintf(`Bestandteile von %s als druckfertiges PDF in exakter Größe drucken.

Ohne Bestandteile wird alles gedruckt. Bestandteile: %s.

In Originalgröße (100 %%) drucken. Mit dem Standard --backs duplex beidseitig drucken
und an der langen Kante wenden: jede Rückseite liegt hinter ihrer Vorderseite, auf
demselben Blatt, in der ganzen Datei. Einseitige Seiten (Bögen, Tafeln) bekommen eine
leere Rückseite; --one-sided-last legt sie alle ans Ende, um sie ohne Rückseite zu
drucken. --calibration einmal verwenden, um den Drucker zu prüfen und den nötigen
--back-offset zu finden.`, g.Title, "{components}")
	german := map[string]string{
		"output":         "die PDF-Datei (- für die Standardausgabe)",
		"paper":          "Papierformat: " + printables.PaperNames(),
		"backs":          "Rückseiten: duplex (gespiegelte Rückseiten zum Wenden an der langen Kante), fold (Vorder- und Rückseite auf einer Seite), none",
		"back-offset":    "die Rückseiten um X,Y mm verschieben (rechts, unten, von hinten gesehen), um den Drucker auszugleichen",
		"gutter":         "Abstand zwischen den Teilen in mm (0: ein Schnitt für zwei Karten)",
		"bleed":          "Hintergründe so viele mm über die Schnittlinie hinaus",
		"no-crop-marks":  "ohne Schnittmarken",
		"ink-saver":      "Umrisse und Text ohne große Farbflächen",
		"copies":         "jedes Teil so oft drucken",
		"only":           "nur die Teile mit diesem Titel drucken (wiederholbar)",
		"calibration":    "die Kalibrierseite hinzufügen (Lineale und ein Passkreuz für den Duplexdruck); allein: nur sie",
		"list":           "auflisten, was gedruckt würde, die Anzahlen und die Seiten; nichts drucken",
		"json":           "JSON für Skripte ausgeben (die --list-Tabelle oder was geschrieben wurde)",
		"one-sided-last": "duplex: die einseitigen Seiten (Bögen, Tafeln) ans Ende der Datei statt je eine leere Rückseite",
		"png":            "je Entwurf ein PNG (Vorderseite, und Rückseite) in diesen Ordner statt eines PDF",
		"dpi":            "Auflösung der --png-Bilder",
	}
	whenFlags(cmd, func() {
		cmd.Flags().VisitAll(func(fl *pflag.Flag) {
			if w, ok := german[fl.Name]; ok {
				fl.Usage = w
			}
		})
	})
}

// addPrintFlags defines the print options every print command has, the
// games' and a user deck's alike; output is the default of -o.
func addPrintFlags(cmd *cobra.Command, opts *printOptions, output string) {
	f := cmd.Flags()
	f.StringVarP(&opts.Output, "output", "o", output, "PDF file to write (- for standard output)")
	f.StringVar(&opts.Paper, "paper", "a4", "paper size: "+printables.PaperNames())
	f.StringVar(&opts.Backs, "backs", "duplex", "backs: duplex (mirrored backs pages for long-edge flip), fold (fronts and backs on one page), none")
	f.StringVar(&opts.BackOffset, "back-offset", "0,0", "shift backs pages by X,Y mm (right, down as seen on the back) to fix printer registration")
	f.Float64Var(&opts.Gutter, "gutter", 0, "space between items in mm (0: one cut serves two cards)")
	f.Float64Var(&opts.Bleed, "bleed", 0, "extend backgrounds this many mm past the cut line")
	f.BoolVar(&opts.NoCropMarks, "no-crop-marks", false, "leave out the crop marks")
	f.BoolVar(&opts.InkSaver, "ink-saver", false, "outlines and text without large colour fills")
	f.Var(phrase.NewIntFlag(&opts.Copies, 1), "copies", "print each item this many times")
	f.StringArrayVar(&opts.Only, "only", nil, "print only the items with this title (repeatable)")
	f.BoolVar(&opts.Calibration, "calibration", false, "add the calibration page (rulers and a duplex registration target)")
	f.BoolVar(&opts.List, "list", false, "list what would be printed, the counts and the pages they take; print nothing")
	f.BoolVar(&opts.JSON, "json", false, "print JSON for scripts (the --list table, or what was written)")
}

func printExamples(g games.Game) string {
	lines := []string{fmt.Sprintf("  boardroom %[1]s print                  # everything %[2]s %[1]s.pdf (A4, duplex backs)", g.ID, phrase.Arrow())}
	if g.Language == "de" {
		lines = []string{fmt.Sprintf("  boardroom %[1]s print                  # alles %[2]s %[1]s.pdf (A4, Rückseiten duplex)", g.ID, phrase.Arrow())}
	}
	if len(g.PrintExamples) == 0 {
		lines = append(lines, fmt.Sprintf("  boardroom %s print --list           # components, counts and pages", g.ID),
			fmt.Sprintf("  boardroom %s print --paper letter --backs fold -o %s-letter.pdf", g.ID, g.ID))
	}
	for _, e := range g.PrintExamples {
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
		ids = append(ids, c.ID)
	}
	var out []*printables.Component
	seen := map[string]bool{}
	for _, n := range names {
		key := strings.ToLower(strings.TrimSpace(n))
		if a, ok := g.Aliases[key]; ok {
			key = a
		}
		c, ok := byID[key]
		if !ok {
			return nil, usagef(cmd, "unknown %s component %s (choose from %s)", g.ID, phrase.Clip(n), strings.Join(ids, ", "))
		}
		if !seen[c.ID] {
			out = append(out, c)
			seen[c.ID] = true
		}
	}
	return out, nil
}

func parseOffset(s string) ([2]float64, error) {
	parts := strings.Split(s, ",")
	if len(parts) != 2 {
		return [2]float64{}, fmt.Errorf("--back-offset %s: want X,Y in mm, e.g. 0.8,-0.5", phrase.Clip(s))
	}
	var v [2]float64
	for i, p := range parts {
		f, err := strconv.ParseFloat(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(p), "mm")), 64)
		if err != nil {
			return [2]float64{}, fmt.Errorf("--back-offset %s: want X,Y in mm, e.g. 0.8,-0.5", phrase.Clip(s))
		}
		v[i] = f
	}
	return v, nil
}

// buildOptions turns flags into print options; every problem is a usage error.
func buildOptions(cmd *cobra.Command, po printOptions) (printables.Options, error) {
	o := printables.DefaultOptions()
	paper, err := printables.PaperByName(po.Paper)
	if err != nil {
		return o, usagef(cmd, "unknown paper %s (choose %s)", phrase.Clip(po.Paper), printables.PaperNames())
	}
	backs, err := printables.ParseBacks(po.Backs)
	if err != nil {
		return o, usagef(cmd, "unknown backs mode %s (choose duplex, fold or none)", phrase.Clip(po.Backs))
	}
	off, err := parseOffset(po.BackOffset)
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
		return o, usagef(cmd, "%v", err)
	}
	return o, nil
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
			msg := fmt.Sprintf("--only %s names no item in %s", phrase.Clip(want), componentNames(comps))
			if s := suggest(want, titles); len(s) > 0 {
				msg += fmt.Sprintf(" (did you mean %s?)", strings.Join(quoteAll(s), " or "))
			} else if len(titles) <= 12 {
				msg += fmt.Sprintf(" (titles: %s)", strings.Join(quoteAll(titles), ", "))
			} else {
				msg += " (see --list for the components, and the cards themselves for titles)"
			}
			return usagef(cmd, "%s", msg)
		}
	}
	return nil
}

func componentNames(comps []*printables.Component) string {
	var ids []string
	for _, c := range comps {
		ids = append(ids, c.ID)
	}
	if len(ids) > 3 {
		return "the selected components"
	}
	return strings.Join(ids, ", ")
}

func quoteAll(s []string) []string {
	out := make([]string, len(s))
	for i, x := range s {
		out[i] = strconv.Quote(x)
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
func components(g games.Game, given map[string]string) ([]*printables.Component, error) {
	if len(given) == 0 || g.ComponentsWith == nil {
		return g.Components()
	}
	v, err := verb.Decode(g.PrintFields, nil, given)
	if err != nil {
		return nil, err
	}
	return g.ComponentsWith(v)
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
	all, err := components(g, po.GameFlags)
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
	if po.List {
		return listComponents(stdout, comps, o, po.JSON, g.Language)
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
		return usagef(cmd, "-o needs a file name")
	}
	toStdout := po.Output == "-"
	if toStdout && po.JSON {
		return usagef(cmd, "-o - writes the PDF to standard output, where --json would go too; give a file name")
	}
	if toStdout && stdoutIsTerminal(stdout) {
		// A PDF's bytes on a terminal are garbage, and some of them are
		// control sequences (retitle, clear, change the character set).
		return usagef(cmd, "-o - writes the PDF to standard output, which is a terminal here: redirect it (-o - > %s.pdf) or pipe it (-o - | lp), or give a file name", g.ID)
	}
	if fi, err := os.Stat(po.Output); err == nil && fi.IsDir() {
		return usagef(cmd, "-o %s is a directory; give a file name such as %s", po.Output, filepath.Join(po.Output, g.ID+".pdf"))
	}
	if !toStdout {
		// A device, a pipe or a socket is never replaced (a link is followed).
		if _, err := atomicfile.Target(po.Output); err != nil {
			return fmt.Errorf("%v; -o takes a file name, or - for standard output", err)
		}
	}
	pdf, pages, err := makePDF(g, comps, o)
	if err != nil {
		return err
	}
	if toStdout {
		return writeStdout(stdout, pdf)
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
	if g.Language == "de" {
		fmt.Fprintf(stdout, "%s geschrieben: %s\n", phrase.PathText(po.Output), describeDE(pages, o))
		return nil
	}
	fmt.Fprintf(stdout, "wrote %s: %s\n", phrase.PathText(po.Output), describe(pages, o))
	return nil
}

// stdoutIsTerminal reports whether w is a terminal (a variable so that
// tests can say it is).
var stdoutIsTerminal = tui.IsTerminal

// writeStdout writes the PDF to standard output (-o -), and nothing else.
func writeStdout(stdout io.Writer, pdf *printables.PDF) error {
	bw := bufio.NewWriterSize(stdout, 256<<10)
	err := pdf.Output(bw)
	if err == nil {
		err = bw.Flush()
	}
	if err != nil {
		return fmt.Errorf("cannot write the PDF to standard output: %v", err)
	}
	return nil
}

// makePDF imposes and renders the components into a PDF in memory.
func makePDF(g games.Game, comps []*printables.Component, o printables.Options) (*printables.PDF, []printables.Page, error) {
	pages, err := printables.Impose(comps, o)
	if err != nil {
		return nil, nil, err
	}
	if len(pages) == 0 {
		return nil, nil, fmt.Errorf("nothing to print")
	}
	pdf := printables.NewPDF(g.Title + " — Boardroom print-and-play")
	if err := printables.Render(pdf, pages, o); err != nil {
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

func describe(pages []printables.Page, o printables.Options) string {
	items := countItems(pages)
	backs := map[printables.Backs]string{printables.BacksDuplex: "duplex backs: print two-sided, flip on the long edge",
		printables.BacksFold: "fold backs: fold on the dashed line", printables.BacksNone: "no backs"}[o.Backs]
	pg := count(len(pages), "page")
	if n := countBlank(pages); n > 0 {
		pg += fmt.Sprintf(" (%s)", count(n, "blank back"))
	}
	if o.OneSidedLast && o.Backs == printables.BacksDuplex {
		if n := oneSidedTail(pages); n > 0 {
			backs += fmt.Sprintf("; the last %s one-sided", map[bool]string{true: "page is", false: count(n, "page") + " are"}[n == 1])
		}
	}
	return fmt.Sprintf("%s, %s, %s, %s; print at 100 %%", pg, count(items, "item"), strings.ToUpper(o.Paper.Name[:1])+o.Paper.Name[1:], backs)
}

// describeDE is describe in German, for a game played in German (its
// rules data says language: de): "3 Seiten, 2 Teile, A4, Rückseiten duplex:
// beidseitig drucken, an der langen Kante wenden; in 100 % drucken".
func describeDE(pages []printables.Page, o printables.Options) string {
	n := func(k int, one, many string) string {
		if k == 1 {
			return "1 " + one
		}
		return fmt.Sprintf("%d %s", k, many)
	}
	backs := map[printables.Backs]string{printables.BacksDuplex: "Rückseiten duplex: beidseitig drucken, an der langen Kante wenden",
		printables.BacksFold: "Rückseiten gefaltet: an der gestrichelten Linie falten", printables.BacksNone: "ohne Rückseiten"}[o.Backs]
	pg := n(len(pages), "Seite", "Seiten")
	if k := countBlank(pages); k > 0 {
		pg += fmt.Sprintf(" (%s)", n(k, "leere Rückseite", "leere Rückseiten"))
	}
	if o.OneSidedLast && o.Backs == printables.BacksDuplex {
		if k := oneSidedTail(pages); k > 0 {
			backs += "; " + map[bool]string{true: "die letzte Seite ist einseitig", false: fmt.Sprintf("die letzten %d Seiten sind einseitig", k)}[k == 1]
		}
	}
	return fmt.Sprintf("%s, %s, %s, %s; in Originalgröße (100 %%) drucken", pg, n(countItems(pages), "Teil", "Teile"), strings.ToUpper(o.Paper.Name[:1])+o.Paper.Name[1:], backs)
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

func listComponents(w io.Writer, comps []*printables.Component, o printables.Options, asJSON bool, lang string) error {
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
			breakdown = fmt.Sprintf("%d designs", len(c.Items))
			if c.Total() == len(c.Items) {
				breakdown += ", 1 each"
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
	header, totalWord, backsWord := []string{"COMPONENT", "ITEMS", "FORMAT", "PER PAGE", "PAGES", "CONTENTS"}, "total", "backs"
	format := func(f string) string { return f }
	if lang == "de" {
		header, totalWord, backsWord = []string{"BESTANDTEIL", "TEILE", "FORMAT", "JE SEITE", "SEITEN", "INHALT"}, "gesamt", "Rückseiten"
		format = func(f string) string {
			if f == "full page" {
				return "ganze Seite"
			}
			return f
		}
	}
	tb := columns.Table{Header: header, Right: []int{1, 3, 4}, Wrap: []int{2, 5}, Below: 30}
	for _, r := range rows {
		tb.Row(r.ID, strconv.Itoa(r.Items), format(r.Format), strconv.Itoa(r.PerPage), strconv.Itoa(r.Pages), r.Breakdown)
	}
	tb.Row(totalWord, "", "", "", strconv.Itoa(total), fmt.Sprintf("(%s, %s: %s)", o.Paper.Name, backsWord, o.Backs))
	return tb.Write(w, columns.Width(w))
}
