package main

import (
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"math"
	"os"
	"os/signal"
	"path/filepath"
	"regexp"
	"runtime/debug"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"boardroom/atomicfile"
	"boardroom/lazy"
	"boardroom/printables"
	"boardroom/printables/userdeck"

	"boardroom/phrase"
	"boardroom/phrase/msg"
)

// The `cards` commands print a user's own deck (CSV/YAML data and a YAML
// layout in a folder) through the same engine and options as the games.

// cardsLang is the language of the cards commands: no game is open, so
// BOARDROOM_LANG, the locale, else English.
func cardsLang() msg.Lang { return msg.Env(msg.EN) }

// cardsSaid is err said in the table's language when it is a sentence of
// a catalogue (a deck's budget, a picture's): the error handler of main
// says only the referee's errors in a language, the others as their Error,
// which is English.
func cardsSaid(err error) error {
	if s, ok := err.(msg.Sayer); ok {
		return errors.New(s.SayIn(cardsLang()))
	}
	return err
}

// cardsExamples are the example lines of message id, indented as cobra
// shows them, with the terminal's arrow for {1}.
func cardsExamples(l msg.Lang, id string) string {
	return "  " + strings.ReplaceAll(phrase.Say(l, id, phrase.Arrow()), "\n", "\n  ")
}

func newCardsCmd(stdout, stderr io.Writer) *cobra.Command {
	l := cardsLang()
	cmd := &cobra.Command{
		Use:     "cards",
		Short:   phrase.Say(l, "cmd.cards.short"),
		Long:    phrase.Say(l, "cards.long"),
		Example: cardsExamples(l, "cards.examples"),
		Args: func(cmd *cobra.Command, args []string) error {
			if len(args) > 0 {
				return usagef(cmd, "%s", phrase.Say(l, "cards.unknown_command", args[0]))
			}
			return nil
		},
		RunE: func(cmd *cobra.Command, args []string) error { return cmd.Help() },
	}
	cmd.AddCommand(newCardsInitCmd(stdout), newCardsPrintCmd(stdout, stderr), newCardsCheckCmd(stdout, stderr), newCardsShowcaseCmd(stdout), newCardsServeCmd(stdout, stderr))
	return cmd
}

func newCardsInitCmd(stdout io.Writer) *cobra.Command {
	l := cardsLang()
	return &cobra.Command{
		Use:     "init " + phrase.Say(l, "cards.dir"),
		Short:   phrase.Say(l, "cards.init.short"),
		Long:    phrase.Say(l, "cards.init.long"),
		Example: `  boardroom cards init mydeck && boardroom cards print mydeck`,
		Args:    exactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			files, err := userdeck.InitIn(l, args[0])
			if err != nil {
				return errors.New(userdeck.SayError(l, err))
			}
			fmt.Fprintln(stdout, phrase.Say(l, "cards.init.wrote", len(files), phrase.PathText(args[0]), phrase.PathText(strings.Join(relAll(args[0], files), ", "))))
			fmt.Fprintln(stdout, phrase.Say(l, "cards.init.next", phrase.PathText(args[0])))
			return nil
		},
	}
}

func relAll(dir string, files []string) []string {
	out := make([]string, len(files))
	for i, f := range files {
		if r, err := filepath.Rel(dir, f); err == nil {
			f = filepath.ToSlash(r)
		}
		out[i] = f
	}
	return out
}

// cardsPrintOptions are the flags of `cards print`: the games' print options
// and the deck's own.
type cardsPrintOptions struct {
	printOptions
	Strict bool
	Sheet  string
	Watch  bool
	Margin string // --margin: "10", "10 5" or "10 5 8 6" mm
	Duplex string // --duplex: long or short
	deckBudgets
}

// deckBudgets are the budgets of a deck, flags of print and check for the
// rare giant deck.
type deckBudgets struct {
	MaxCards  int
	MaxPixels int // megapixels
}

func addBudgetFlags(cmd *cobra.Command, b *deckBudgets) {
	def, l := userdeck.DefaultBudgets(), cardsLang()
	cmd.Flags().Var(phrase.NewIntFlag(&b.MaxCards, def.MaxCards), "max-cards", phrase.Say(l, "cards.flag.max_cards"))
	cmd.Flags().Var(phrase.NewIntFlag(&b.MaxPixels, int(def.MaxPixels/1e6)), "max-pixels", phrase.Say(l, "cards.flag.max_pixels", userdeck.DeckPictures))
}

func (b deckBudgets) budgets(cmd *cobra.Command) (userdeck.Budgets, error) {
	if b.MaxCards < 0 || b.MaxCards > 10_000_000 {
		return userdeck.Budgets{}, usagef(cmd, "%s", phrase.Say(cardsLang(), "cards.bad_max_cards", b.MaxCards))
	}
	if b.MaxPixels < 0 || b.MaxPixels > 4000 {
		return userdeck.Budgets{}, usagef(cmd, "%s", phrase.Say(cardsLang(), "cards.bad_max_pixels", b.MaxPixels))
	}
	// 0 (a caller that sets no flags) is the default.
	return userdeck.Budgets{MaxCards: b.MaxCards, MaxPixels: int64(b.MaxPixels) * 1e6, Lang: cardsLang()}.WithDefaults(), nil
}

// deckMemory is the soft memory limit of the cards commands: the budgets
// keep a deck's live memory under it, and the collector works harder near
// it rather than let the process grow to three times what it holds.
const deckMemory = 160 << 20

func limitMemory() func() {
	old := debug.SetMemoryLimit(deckMemory)
	return func() { debug.SetMemoryLimit(old) }
}

func newCardsPrintCmd(stdout, stderr io.Writer) *cobra.Command {
	opts := cardsPrintOptions{}
	l := cardsLang()
	cmd := &cobra.Command{
		Use:     "print " + phrase.Say(l, "cards.dir"),
		Short:   phrase.Say(l, "cards.print.short"),
		Long:    phrase.Say(l, "cards.print.long"),
		Example: cardsExamples(l, "cards.print.examples"),
		Args:    exactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			return cardsSaid(runCardsPrint(cmd, args[0], opts, stdout, stderr))
		},
	}
	addPrintFlags(cmd, &opts.printOptions, "", l)
	cmd.Flags().Lookup("bleed").Usage += phrase.Say(l, "cards.flag.bleed_default")
	// What cards print does besides the games' print (docs/cards.md, Print options).
	cmd.Flags().Lookup("paper").Usage += phrase.Say(l, "cards.flag.paper_mm")
	cmd.Flags().Lookup("gutter").Usage += phrase.Say(l, "cards.flag.gutter_bleed")
	f := cmd.Flags()
	f.Lookup("output").Usage = phrase.Say(l, "cards.flag.output")
	f.BoolVar(&opts.Strict, "strict", false, phrase.Say(l, "cards.flag.strict"))
	f.StringVar(&opts.PNG, "png", "", phrase.Say(l, "cards.flag.png"))
	f.Float64Var(&opts.DPI, "dpi", 300, phrase.Say(l, "cards.flag.dpi"))
	f.StringVar(&opts.Sheet, "sheet", "", phrase.Say(l, "cards.flag.sheet"))
	f.BoolVar(&opts.Watch, "watch", false, phrase.Say(l, "cards.flag.watch"))
	f.StringVar(&opts.Margin, "margin", "", phrase.Say(l, "cards.flag.margin"))
	f.StringVar(&opts.Duplex, "duplex", "long", phrase.Say(l, "cards.flag.duplex"))
	addBudgetFlags(cmd, &opts.deckBudgets)
	return cmd
}

func newCardsCheckCmd(stdout, stderr io.Writer) *cobra.Command {
	var asJSON, strict bool
	var budgets deckBudgets
	paper := cardsPrintOptions{printOptions: printOptions{BackOffset: "0,0", Copies: 1}}
	l := cardsLang()
	cmd := &cobra.Command{
		Use:     "check " + phrase.Say(l, "cards.dir"),
		Short:   phrase.Say(l, "cards.check.short"),
		Long:    phrase.Say(l, "cards.check.long"),
		Example: cardsExamples(l, "cards.check.examples"),
		Args:    exactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			defer limitMemory()()
			b, err := budgets.budgets(cmd)
			if err != nil {
				return err
			}
			o, err := cardsOptions(cmd, paper)
			if err != nil {
				return err
			}
			d, err := loadDeck(cmd, args[0], b)
			if err != nil {
				return err
			}
			if d.Layout != nil {
				if o, err := deckOptions(cmd, d, args[0], o); err == nil {
					d.CheckPaper(o)
				}
			}
			bad := d.Err(strict)
			if asJSON {
				enc := json.NewEncoder(stdout)
				enc.SetIndent("", "  ")
				probs := d.Problems
				if probs == nil {
					probs = userdeck.Problems{}
				}
				if err := enc.Encode(map[string]any{"deck": args[0], "cards": len(d.Cards), "copies": totalCopies(d), "problems": probs, "ok": bad == nil}); err != nil {
					return err
				}
			} else {
				for _, p := range d.Problems { // escaped: a deck's files may be someone else's
					fmt.Fprintln(stdout, phrase.Printable(p.String()))
				}
				fmt.Fprintf(stdout, "%s: %s\n", phrase.PathText(args[0]), deckSummary(d))
			}
			if bad != nil {
				return errors.New(phrase.Say(l, "cards.check.has", args[0], problemCount(d, strict)))
			}
			return nil
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, phrase.Say(l, "cards.check.flag.json"))
	cmd.Flags().BoolVar(&strict, "strict", false, phrase.Say(l, "cards.check.flag.strict"))
	// The flags of print that decide whether a card has a place on the paper.
	// The flags of print that decide whether a card has a place on the
	// paper, with print's help.
	pf, f := newCardsPrintCmd(io.Discard, io.Discard).Flags(), cmd.Flags()
	f.StringVar(&paper.Paper, "paper", "a4", pf.Lookup("paper").Usage)
	f.StringVar(&paper.Margin, "margin", "", pf.Lookup("margin").Usage)
	f.StringVar(&paper.Backs, "backs", "duplex", pf.Lookup("backs").Usage)
	f.Float64Var(&paper.Bleed, "bleed", 0, pf.Lookup("bleed").Usage)
	f.Float64Var(&paper.Gutter, "gutter", 0, pf.Lookup("gutter").Usage)
	addBudgetFlags(cmd, &budgets)
	return cmd
}

func totalCopies(d *userdeck.Deck) int {
	n := 0
	for _, c := range d.Cards {
		n += c.Count
	}
	return n
}

func deckSummary(d *userdeck.Deck) string {
	size := ""
	if d.Layout != nil {
		size = fmt.Sprintf(", %s (%s x %s mm)", d.Layout.Size.Name, printables.MMString(d.Layout.Size.W), printables.MMString(d.Layout.Size.H))
		if strings.HasSuffix(d.Layout.Size.Name, " mm") {
			size = ", " + d.Layout.Size.Name // a size in mm says it once
		}
		// The deck's other layouts its cards use, each with its size.
		var seen []*userdeck.Layout
		for _, c := range d.Cards {
			if l := c.Layout; l != nil && l != d.Layout && !slices.Contains(seen, l) {
				seen = append(seen, l)
				if strings.HasSuffix(l.Size.Name, " mm") {
					size += fmt.Sprintf(", %s: %s", l.ID, l.Size.Name)
				} else {
					size += fmt.Sprintf(", %s: %s (%s x %s mm)", l.ID, l.Size.Name, printables.MMString(l.Size.W), printables.MMString(l.Size.H))
				}
			}
		}
	}
	l := cardsLang()
	e, w := len(d.Problems.Errors()), len(d.Problems.Warnings())
	state := phrase.Say(l, "cards.check.no_problems")
	if e+w > 0 {
		state = phrase.Say(l, "cards.check.problems", phrase.Say(l, "cards.check.errors", e), phrase.Say(l, "cards.check.warnings", w))
	}
	return phrase.Say(l, "cards.check.summary", phrase.Say(l, "cards.check.designs", len(d.Cards)), phrase.Say(l, "cards.check.cards", totalCopies(d)), size, state)
}

func problemCount(d *userdeck.Deck, strict bool) string {
	l := cardsLang()
	e := phrase.Say(l, "cards.check.errors", len(d.Problems.Errors()))
	if strict {
		return phrase.Say(l, "cards.check.strict_count", e, phrase.Say(l, "cards.check.warnings", len(d.Problems.Warnings())))
	}
	return e
}

// loadDeck reads a deck folder. A folder that is not there is a missing
// input (exit 1, naming it, as every missing input file is); a path that is
// no folder is a usage error.
func loadDeck(cmd *cobra.Command, dir string, b userdeck.Budgets) (*userdeck.Deck, error) {
	fi, err := os.Stat(dir)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, errors.New(phrase.Say(cardsLang(), "cards.no_folder", dir))
	}
	if err == nil && !fi.IsDir() {
		// "cards print mydeck/layout.yaml": the deck is the folder.
		return nil, usagef(cmd, "%s", phrase.Say(cardsLang(), "cards.is_file", dir, filepath.Dir(filepath.Clean(dir))))
	}
	if err != nil {
		return nil, usagef(cmd, "%s", phrase.Say(cardsLang(), "cards.not_folder", dir))
	}
	// Through a root: a link in the deck that leads out of the folder is
	// refused (a deck travels through git and tar with its links).
	return userdeck.LoadDir(dir, filepath.ToSlash(filepath.Clean(dir)), b)
}

// clobbers refuses outputs that would replace a file the deck was read
// from (the same path, or the same file by another name): "--png deck"
// writing back.png over the deck's own back.png, "-o deck/layout.yaml".
func clobbers(dir string, d *userdeck.Deck, outputs []string) error {
	for _, in := range d.Inputs() {
		ip := filepath.Join(dir, filepath.FromSlash(in))
		ia, _ := filepath.Abs(ip)
		ist, ierr := os.Stat(ip)
		for _, out := range outputs {
			oa, _ := filepath.Abs(out)
			same := oa == ia
			if !same && ierr == nil {
				if ost, err := os.Stat(out); err == nil && os.SameFile(ist, ost) {
					same = true
				}
			}
			if same {
				return errors.New(phrase.Say(cardsLang(), "cards.clobbers", out, ip))
			}
		}
	}
	return nil
}

// defaultDeckOutput is DIR.pdf beside the folder.
func defaultDeckOutput(dir string) string { return besideDeck(dir, ".pdf") }

// besideDeck names a file beside the folder dir, after it: DIR.pdf,
// DIR-fan.png. A deck named "." (or "..") is named by its own folder's
// name, so the file lands beside it, not hidden inside it (".-fan.png").
func besideDeck(dir, suffix string) string {
	clean := filepath.Clean(dir)
	if base := filepath.Base(clean); base == "." || base == ".." || base == string(filepath.Separator) {
		if abs, err := filepath.Abs(clean); err == nil {
			clean = abs
		}
	}
	return clean + suffix
}

// cardsOptions are the print options the flags of cards print (and the
// paper flags of check) ask for, before the deck's layout adds its own.
func cardsOptions(cmd *cobra.Command, po cardsPrintOptions) (printables.Options, error) {
	var o printables.Options
	custom, isCustom, err := customPaper(po.Paper)
	if err != nil {
		return o, usagef(cmd, "%v", err)
	}
	if isCustom {
		po.Paper = printables.Papers[0].Name
	} else if _, err := printables.PaperByName(po.Paper); err != nil {
		// The games' message, plus the size in mm that only cards take.
		return o, usagef(cmd, "%s", phrase.Say(cardsLang(), "cards.unknown_paper", phrase.ClipIn(cardsLang(), po.Paper), paperNamesIn(cardsLang())))
	}
	o, err = buildOptions(cmd, po.printOptions)
	o.Lang = cardsLang() // the calibration page and blank backs
	if err != nil {
		return o, err
	}
	if isCustom {
		o.Paper = custom
	}
	if cmd.Flags().Changed("margin") {
		m, err := printables.ParseMargins(po.Margin)
		if err != nil {
			return o, usagef(cmd, "--%s", saidIn(cmdLang(cmd), err))
		}
		o.Margin = &m
	}
	if cmd.Flags().Changed("duplex") {
		e, err := printables.ParseEdge(po.Duplex)
		if err != nil {
			return o, usagef(cmd, "%s", saidIn(cardsLang(), err))
		}
		o.Flip = e
	}
	if err := o.Validate(); err != nil {
		return o, usagef(cmd, "%s", saidIn(cmdLang(cmd), err))
	}
	return o, nil
}

func runCardsPrint(cmd *cobra.Command, dir string, po cardsPrintOptions, stdout, stderr io.Writer) error {
	defer debug.SetGCPercent(printingGC())
	defer limitMemory()()
	o, err := cardsOptions(cmd, po)
	if err != nil {
		return err
	}
	budgets, err := po.budgets(cmd)
	if err != nil {
		return err
	}
	po.MaxCards = budgets.MaxCards
	switch po.Sheet {
	case "", "tts":
	default:
		return usagef(cmd, "%s", phrase.Say(cardsLang(), "cards.bad_sheet", po.Sheet))
	}
	if po.PNG != "" && po.Sheet != "" {
		return usagef(cmd, "%s", phrase.Say(cardsLang(), "cards.png_and_sheet"))
	}
	if (po.PNG != "" || po.Sheet != "") && !(po.DPI >= 30 && po.DPI <= 1200) {
		return usagef(cmd, "%s", phrase.Say(cardsLang(), "cards.bad_dpi", 1200, printables.MMString(po.DPI)))
	}
	if po.Sheet != "" && !cmd.Flags().Changed("output") {
		return usagef(cmd, "%s", phrase.Say(cardsLang(), "cards.sheet_needs_output"))
	}
	if po.Sheet != "" && !cmd.Flags().Changed("dpi") {
		po.DPI = 150 // sheets of 10 cards across stay within what Tabletop Simulator loads well
	}
	if po.Output == "" {
		po.Output = defaultDeckOutput(dir)
	}
	if fi, err := os.Stat(po.Output); err == nil && fi.IsDir() && po.PNG == "" && po.Sheet == "" {
		return usagef(cmd, "%s", phrase.Say(cardsLang(), "cards.output_is_folder", po.Output, filepath.Join(po.Output, filepath.Base(defaultDeckOutput(dir)))))
	}
	var inputs []string // of the last load: watched even where outputs go
	job := func() error {
		d, err := loadDeck(cmd, dir, budgets)
		if err != nil {
			return err
		}
		inputs = inputs[:0]
		for _, in := range d.Inputs() {
			if abs, err := filepath.Abs(filepath.Join(dir, filepath.FromSlash(in))); err == nil {
				inputs = append(inputs, abs)
			}
		}
		return printDeck(cmd, d, dir, o, po, stdout, stderr)
	}
	if !po.Watch {
		return job()
	}
	ctx, stop := signal.NotifyContext(cmd.Context(), os.Interrupt)
	defer stop()
	output := outputFiles(po)
	isOutput := func(abs string) bool { return output(abs) && !slices.Contains(inputs, abs) }
	err = watchDeck(ctx, dir, isOutput, 80*time.Millisecond, func() {
		start := time.Now()
		if err := job(); err != nil {
			fmt.Fprintf(stderr, "boardroom: %s\n", phrase.Printable(userdeck.SayError(cardsLang(), err)))
		}
		fmt.Fprintln(stdout, phrase.Say(cardsLang(), "cards.watching", time.Since(start).Round(time.Millisecond), phrase.PathText(dir)))
	})
	if errors.Is(err, context.Canceled) {
		return errInterrupted
	}
	return err
}

// outputFiles tells the files a print writes, by their absolute paths: the
// PDF, or the images in the --png or --sheet folder named as the print
// names them (the folder's other files, a deck's own among them, are not).
func outputFiles(po cardsPrintOptions) func(abs string) bool {
	abs := func(p string) string {
		a, _ := filepath.Abs(p)
		return a
	}
	switch {
	case po.PNG != "":
		dir := abs(po.PNG)
		return func(p string) bool {
			return filepath.Dir(p) == dir && cardImageName.Get().MatchString(filepath.Base(p)) || strings.Contains(p, ".boardroom-images-")
		}
	case po.Sheet != "":
		dir := abs(po.Output)
		return func(p string) bool {
			return filepath.Dir(p) == dir && ttsImageName.Get().MatchString(filepath.Base(p)) || strings.Contains(p, ".boardroom-images-")
		}
	}
	pdf := abs(po.Output)
	return func(p string) bool { return p == pdf }
}

// deckOptions add the layout's bleed, margin and duplex edge to the
// options where no flag gave them, a gutter for the bleed, and no backs for
// a deck without.
func deckOptions(cmd *cobra.Command, d *userdeck.Deck, dir string, o printables.Options) (printables.Options, error) {
	if !cmd.Flags().Changed("bleed") && d.Layout.HasBleed {
		o.Bleed = d.Layout.Bleed
	}
	if !cmd.Flags().Changed("gutter") && o.Bleed > 0 {
		// Bleed needs room between the cards: a card's bleed must not lie
		// under its neighbour's.
		o.Gutter = min(2*o.Bleed, 20)
	}
	if !d.HasBacks() && !cmd.Flags().Changed("backs") && !o.Calibration {
		o.Backs = printables.BacksNone // no back: in the layout, no back pages
		o.Flip = ""                    // and no sheet to turn over
	}
	if !cmd.Flags().Changed("margin") && d.Layout.Margin != nil {
		o.Margin = d.Layout.Margin
	}
	if !cmd.Flags().Changed("duplex") && o.Backs == printables.BacksDuplex && d.Layout.Duplex != "" {
		o.Flip = d.Layout.Duplex // the layout's edge, for duplex prints only
	}
	if err := o.Validate(); err != nil {
		// Only the layout's values are new here: the flags were checked.
		return o, fmt.Errorf("%s: %s", phrase.PathText(filepath.Join(dir, "layout.yaml")), saidIn(cmdLang(cmd), err))
	}
	return o, nil
}

// printDeck writes the deck as the options ask: the PDF, PNGs or TTS sheets.
func printDeck(cmd *cobra.Command, d *userdeck.Deck, dir string, o printables.Options, po cardsPrintOptions, stdout, stderr io.Writer) error {
	if err := d.Err(po.Strict); err != nil {
		if po.JSON {
			_ = writeJSON(stdout, map[string]any{"ok": false, "problems": d.Problems})
		}
		fmt.Fprintln(stderr, phrase.Printable(d.Problems.Error()))
		return errors.New(phrase.Say(cardsLang(), "cards.nothing_written", dir, problemCount(d, po.Strict)))
	}
	for _, w := range d.Problems.Warnings() {
		fmt.Fprintln(stderr, phrase.Printable(w.String()))
	}
	o, err := deckOptions(cmd, d, dir, o)
	if err != nil {
		return err
	}
	comps := d.Components() // one a card size: each on sheets of its own
	if po.List {
		return listComponents(stdout, comps, o, po.JSON, cardsLang(), func(id string) string { return id })
	}
	if err := checkOnly(cmd, comps, o.Only); err != nil {
		return err
	}
	if po.PNG != "" || po.Sheet != "" {
		selectCards(d, o)
	}
	if n := selectedCopies(d, o, po); n > po.MaxCards {
		return userdeck.PrintBudgetError(dir, n, po.MaxCards)
	}
	switch {
	case po.PNG != "":
		if err := clobbers(dir, d, d.PNGFiles(po.PNG)); err != nil {
			return err
		}
		if err := os.MkdirAll(po.PNG, 0o755); err != nil {
			return err
		}
		files, err := d.WritePNGs(po.PNG, po.DPI, o.Bleed)
		if err != nil {
			return err
		}
		if po.JSON {
			return writeJSON(stdout, map[string]any{"folder": po.PNG, "files": files, "dpi": po.DPI, "warnings": len(d.Problems.Warnings())})
		}
		fmt.Fprintln(stdout, phrase.Say(cardsLang(), "cards.wrote_pngs", len(files), phrase.PathText(po.PNG), printables.MMString(po.DPI)))
		if len(o.Only) == 0 {
			if old := staleImages(po.PNG, cardImageName.Get(), files); len(old) > 0 {
				fmt.Fprintln(stderr, phrase.Say(cardsLang(), "cards.stale_images", po.PNG, len(old), strings.Join(old, ", ")))
			}
		}
		return nil
	case po.Sheet == "tts":
		if err := clobbers(dir, d, d.TTSFiles(po.Output)); err != nil {
			return err
		}
		if err := os.MkdirAll(po.Output, 0o755); err != nil {
			return err
		}
		sheets, err := d.WriteTTS(po.Output, po.DPI)
		if err != nil {
			return err
		}
		if po.JSON {
			return writeJSON(stdout, map[string]any{"folder": po.Output, "sheets": sheets})
		}
		l := cardsLang()
		for _, s := range sheets {
			back := s.BackFile
			if back == "" {
				back = phrase.Say(l, "cards.tts.no_back")
				if s.Size != "" {
					// A deck of several sizes: this size's layouts have no
					// back, though others may.
					back = phrase.Say(l, "cards.tts.no_back_layouts", s.Layouts, strings.Count(s.Layouts, ", ")+1)
				}
			}
			size := ""
			if s.Size != "" {
				size = fmt.Sprintf(" (%s, %s)", s.Layouts, s.Size)
			}
			fmt.Fprintln(stdout, phrase.Say(l, "cards.tts.wrote", phrase.PathText(s.File), s.Cards, s.Cols, s.Rows, size, back))
		}
		unique := phrase.Say(l, "cards.tts.unique_off")
		if uniqueBacks(sheets) {
			unique = phrase.Say(l, "cards.tts.unique_on")
		}
		fmt.Fprintln(stdout, phrase.Say(l, "cards.tts.howto", unique, severalSizes(l, sheets), phrase.PathText(filepath.Join(po.Output, userdeck.TTSObjectFile))))
		if len(o.Only) == 0 {
			var wrote []string
			for _, s := range sheets {
				wrote = append(wrote, s.File, s.BackFile)
			}
			if old := staleImages(po.Output, ttsImageName.Get(), wrote); len(old) > 0 {
				fmt.Fprintln(stderr, phrase.Say(cardsLang(), "cards.stale_images", po.Output, len(old), strings.Join(old, ", ")))
			}
		}
		return nil
	}
	// -o - is standard output, as for the games' print (it used to write a
	// file named "-").
	toStdout := po.Output == "-"
	if toStdout && po.JSON {
		return usagef(cmd, "%s", phrase.Say(cardsLang(), "cards.stdout_and_json"))
	}
	if toStdout && stdoutIsTerminal(stdout) {
		return usagef(cmd, "%s", phrase.Say(cardsLang(), "cards.stdout_terminal"))
	}
	if !toStdout {
		if err := clobbers(dir, d, []string{po.Output}); err != nil {
			return err
		}
		if err := notAPDF(cardsLang(), po.Output); err != nil {
			return err
		}
	}
	pages, err := printables.Impose(comps, o)
	if err != nil {
		return errors.New(saidIn(cardsLang(), err))
	}
	if len(pages) == 0 {
		return errors.New(phrase.Say(cardsLang(), "cards.nothing_to_print"))
	}
	if n, edge := marksInMargin(pages); n > 0 {
		fmt.Fprintln(stderr, phrase.Say(cardsLang(), "cards.marks_in_margin", n, printables.MMString(printableMargin), printables.MMString(printables.CropMinLen), printables.MMString(edge)))
	}
	pdf := printables.NewPDF(d.Name() + " — Boardroom")
	if err := printables.Render(pdf, pages, o); err != nil {
		return err
	}
	if err := pdf.Err(); err != nil {
		return err
	}
	if toStdout {
		return writeStdout(stdout, pdf, cardsLang())
	}
	if err := atomicfile.Write(po.Output, 0o644, pdf.Output); err != nil {
		return err
	}
	if po.JSON {
		out := map[string]any{"file": po.Output, "pages": len(pages), "items": countItems(pages),
			"blank_backs": countBlank(pages), "paper": o.Paper.Name, "backs": o.Backs, "warnings": len(d.Problems.Warnings())}
		if o.Backs == printables.BacksDuplex {
			out["duplex"] = cmp.Or(o.Flip, printables.LongEdge)
		}
		if o.Margin != nil {
			out["margin"] = o.Margin.String()
		}
		return writeJSON(stdout, out)
	}
	fmt.Fprintln(stdout, phrase.Say(cardsLang(), "cards.wrote", phrase.PathText(po.Output), describe(cardsLang(), pages, o)))
	return nil
}

// severalSizes tells, for sheets of several card sizes, that each size is a
// deck of its own.
func severalSizes(l msg.Lang, sheets []userdeck.TTSSheet) string {
	if len(sheets) == 0 || sheets[0].Size == "" {
		return ""
	}
	return "\n" + phrase.Say(l, "cards.tts.several_sizes", filepath.Base(sheets[len(sheets)-1].File))
}

// uniqueBacks reports whether a sheet has its own backs sheet.
func uniqueBacks(sheets []userdeck.TTSSheet) bool {
	return slices.ContainsFunc(sheets, func(s userdeck.TTSSheet) bool { return strings.HasSuffix(s.BackFile, "-backs.png") })
}

func writeJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(v)
}

// watchDeck calls job now and again after every change of a deck file (the
// layout, data, pictures, fonts), polling every interval, until ctx ends.
// The files the print writes (isOutput, by absolute path) do not count; an
// output folder inside the deck is watched like the rest, so a deck's own
// files there still count.
func watchDeck(ctx context.Context, dir string, isOutput func(abs string) bool, interval time.Duration, job func()) error {
	t := time.NewTicker(interval)
	defer t.Stop()
	return watchDeckTicks(ctx, dir, isOutput, t.C, interval/4, job)
}

// watchEntriesATick is how many files and folders the watcher walks for
// each tick: a deck of up to that many is looked at on every tick (150 ms),
// /usr (130,000) every 10 s instead of keeping three quarters of a core busy.
const watchEntriesATick = 2000

// watchDeckTicks is watchDeck looking at each tick (a test sends its own);
// a change counts once the files have held still for settle.
func watchDeckTicks(ctx context.Context, dir string, isOutput func(abs string) bool, ticks <-chan time.Time, settle time.Duration, job func()) error {
	stamp := func() (string, int) {
		var b strings.Builder
		n := 0
		// dir with a separator after it: a deck folder that is a link
		// (~/decks/mine to a shared drive) is walked into, not looked at
		// as a link alone, which never changes.
		_ = filepath.WalkDir(dir+string(filepath.Separator), func(p string, e fs.DirEntry, err error) error {
			n++
			if err != nil || e.IsDir() {
				return nil
			}
			if abs, err := filepath.Abs(p); err == nil && isOutput(abs) {
				return nil
			}
			switch strings.ToLower(filepath.Ext(p)) {
			case ".csv", ".xlsx", ".yaml", ".yml", ".png", ".jpg", ".jpeg", ".svg", ".ttf", ".otf":
				if fi, err := e.Info(); err == nil {
					fmt.Fprintf(&b, "%s %d %d\n", p, fi.Size(), fi.ModTime().UnixNano())
				}
			}
			return nil
		})
		return b.String(), n
	}
	// A folder of many files (a deck beside its art library, or a home
	// folder named by mistake) is looked at less often: a tick passed over
	// for every watchEntriesATick entries, so that polling it does not
	// keep a core busy while nothing changes.
	last, n := stamp()
	rest := n / watchEntriesATick
	job()
	for {
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-ticks:
			if rest > 0 {
				rest--
				continue
			}
			s, n := stamp()
			rest = n / watchEntriesATick
			if s == last {
				continue
			}
			// A change counts once the files hold still for a moment: an
			// editor (or a spreadsheet) may write a file in several steps.
			time.Sleep(settle)
			if again, _ := stamp(); again != s {
				continue // still being written: the next poll looks again
			}
			last = s
			job()
		}
	}
}

// writeImages is `<game> print --png DIR`: one PNG per design of the
// selected components, through the raster canvas.
func writeImages(cmd *cobra.Command, comps []*printables.Component, o printables.Options, po printOptions, stdout io.Writer) error {
	if !(po.DPI >= 30 && po.DPI <= 1200) {
		return usagef(cmd, "%s", phrase.Say(cmdLang(cmd), "cards.bad_dpi", 1200, printables.MMString(po.DPI)))
	}
	if len(comps) == 0 {
		return usagef(cmd, "%s", phrase.Say(cmdLang(cmd), "print.png_calibration_alone"))
	}
	if err := os.MkdirAll(po.PNG, 0o755); err != nil {
		return err
	}
	files, err := printables.WriteImages(comps, o, po.DPI, po.PNG)
	if err != nil {
		return err
	}
	if po.JSON {
		return writeJSON(stdout, map[string]any{"folder": po.PNG, "files": files, "dpi": po.DPI})
	}
	fmt.Fprintf(stdout, "wrote %s in %s at %s dpi\n", count(len(files), "PNG image"), phrase.PathText(po.PNG), printables.MMString(po.DPI))
	return nil
}

// cardImageName and ttsImageName are how cards print --png and --sheet tts
// name their images.
var (
	cardImageName = &lazy.Value[*regexp.Regexp]{New: func() *regexp.Regexp { return regexp.MustCompile(`^([0-9]{3,}-.+\.png|back\.png)$`) }}
	ttsImageName  = &lazy.Value[*regexp.Regexp]{New: func() *regexp.Regexp { return regexp.MustCompile(`^(.+-)?(sheet-[0-9]+(-backs)?\.png|back\.png)$`) }}
)

// staleImages are the images in dir named as this kind of print names them
// that this print did not write: cards renamed or removed, or sheets a deck
// no longer fills, since an earlier print, which would be uploaded with the
// deck.
func staleImages(dir string, named *regexp.Regexp, wrote []string) []string {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil
	}
	var old []string
	for _, e := range entries {
		if e.Type().IsRegular() && named.MatchString(e.Name()) && !slices.Contains(wrote, filepath.Join(dir, e.Name())) {
			old = append(old, e.Name())
		}
	}
	return old
}

// selectedCopies is how many cards the print makes: the selected cards'
// counts times --copies (the images' selection has the copies applied).
func selectedCopies(d *userdeck.Deck, o printables.Options, po cardsPrintOptions) int {
	n := 0
	for _, c := range d.Cards {
		if len(o.Only) > 0 && !slices.ContainsFunc(o.Only, func(t string) bool { return strings.EqualFold(strings.TrimSpace(t), c.Title) }) {
			continue
		}
		n += c.Count
	}
	if po.PNG == "" && po.Sheet == "" {
		n *= o.Copies
	}
	return n
}

// selectCards applies --only and --copies to the deck's cards, for the
// images (the PDF gets them from the engine).
func selectCards(d *userdeck.Deck, o printables.Options) {
	var keep []*userdeck.Card
	for _, c := range d.Cards {
		if len(o.Only) > 0 && !slices.ContainsFunc(o.Only, func(t string) bool { return strings.EqualFold(strings.TrimSpace(t), c.Title) }) {
			continue
		}
		c.Count *= o.Copies
		keep = append(keep, c)
	}
	d.Cards = keep
}

// printableMargin is the edge of the paper many printers cannot print on.
const printableMargin = 5.0

// marksInMargin counts the crop marks of which less than a shortest mark's
// length lies outside the printable margin of their page (such a mark may
// not print, or print as a dot), and the least distance from the edge of any.
func marksInMargin(pages []printables.Page) (n int, nearest float64) {
	nearest = math.Inf(1)
	for _, p := range pages {
		for _, m := range p.Marks {
			far := 0.0 // the mark's point farthest from the paper's edge
			for _, pt := range [][2]float64{{m[0], m[1]}, {m[2], m[3]}} {
				d := min(pt[0], pt[1], p.W-pt[0], p.H-pt[1])
				far = max(far, d)
				nearest = min(nearest, d)
			}
			if far < printableMargin+printables.CropMinLen-1e-9 {
				n++
			}
		}
	}
	return n, nearest
}

// customPaper reads a paper given as "W x H" in mm ("210 x 150", "100x150mm");
// false when the name is no such size (a paper's name, as the games take).
func customPaper(s string) (printables.Paper, bool, error) {
	norm := strings.ReplaceAll(strings.ToLower(strings.ReplaceAll(s, " ", "")), "×", "x")
	norm = strings.TrimSuffix(norm, "mm")
	a, b, ok := strings.Cut(norm, "x")
	if !ok {
		return printables.Paper{}, false, nil
	}
	w, e1 := strconv.ParseFloat(a, 64)
	h, e2 := strconv.ParseFloat(b, 64)
	if e1 != nil || e2 != nil {
		return printables.Paper{}, false, nil
	}
	if !(w >= 50 && w <= 1200 && h >= 50 && h <= 1200) {
		return printables.Paper{}, false, errors.New(phrase.Say(cardsLang(), "cards.bad_paper_size", phrase.ClipIn(cardsLang(), s)))
	}
	return printables.Paper{Name: fmt.Sprintf("%s x %s mm", printables.MMString(w), printables.MMString(h)), W: w, H: h}, true, nil
}

// paperNamesIn is the papers' names in l: "a4, letter, a3 or tabloid".
func paperNamesIn(l msg.Lang) string {
	var names []string
	for _, p := range printables.Papers {
		names = append(names, p.Name)
	}
	return phrase.JoinOrIn(l, names)
}
