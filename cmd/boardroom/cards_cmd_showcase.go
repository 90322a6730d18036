package main

import (
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/spf13/cobra"

	"boardroom/phrase"
	"boardroom/printables"
	"boardroom/printables/userdeck"
)

// showcaseOptions are the flags of `cards showcase`.
type showcaseOptions struct {
	Output string
	Fan    int
	Cols   int
	DPI    float64
	Back   bool
	Only   []string
	BG     string
	JSON   bool
	deckBudgets
}

func newCardsShowcaseCmd(stdout io.Writer) *cobra.Command {
	var so showcaseOptions
	l := cardsLang()
	cmd := &cobra.Command{
		Use:     "showcase " + phrase.Say(l, "cards.dir"),
		Short:   phrase.Say(l, "cards.showcase.short"),
		Long:    phrase.Say(l, "cards.showcase.long"),
		Example: cardsExamples(l, "cards.showcase.examples"),
		Args:    exactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			return cardsSaid(runCardsShowcase(cmd, args[0], so, stdout))
		},
	}
	f := cmd.Flags()
	f.StringVarP(&so.Output, "output", "o", "", phrase.Say(l, "cards.showcase.flag.output"))
	f.Var(phrase.NewIntFlag(&so.Fan, 0), "fan", phrase.Say(l, "cards.showcase.flag.fan", userdeck.MaxShowcaseFan))
	f.Var(phrase.NewIntFlag(&so.Cols, 0), "cols", phrase.Say(l, "cards.showcase.flag.cols"))
	f.Float64Var(&so.DPI, "dpi", userdeck.DefaultShowDPI, phrase.Say(l, "cards.showcase.flag.dpi"))
	f.BoolVar(&so.Back, "back", false, phrase.Say(l, "cards.showcase.flag.back"))
	f.StringArrayVar(&so.Only, "only", nil, phrase.Say(l, "cards.showcase.flag.only"))
	f.StringVar(&so.BG, "background", "", phrase.Say(l, "cards.showcase.flag.background"))
	f.BoolVar(&so.JSON, "json", false, phrase.Say(l, "cards.showcase.flag.json"))
	addBudgetFlags(cmd, &so.deckBudgets)
	return cmd
}

func runCardsShowcase(cmd *cobra.Command, dir string, so showcaseOptions, stdout io.Writer) error {
	defer limitMemory()()
	o := userdeck.ShowcaseOptions{DPI: so.DPI, Fan: so.Fan, Cols: so.Cols, Back: so.Back}
	switch {
	case !(so.DPI >= 30 && so.DPI <= 1200):
		return usagef(cmd, "%s", phrase.Say(cardsLang(), "cards.bad_dpi", 1200, printables.MMString(so.DPI)))
	case cmd.Flags().Changed("fan") && (so.Fan < 2 || so.Fan > userdeck.MaxShowcaseFan):
		return usagef(cmd, "%s", phrase.Say(cardsLang(), "cards.showcase.bad_fan", userdeck.MaxShowcaseFan, so.Fan))
	case so.Cols < 0 || so.Cols > 100:
		return usagef(cmd, "%s", phrase.Say(cardsLang(), "cards.showcase.bad_cols", so.Cols))
	case so.Cols > 0 && so.Fan > 0:
		return usagef(cmd, "%s", phrase.Say(cardsLang(), "cards.showcase.cols_and_fan"))
	}
	if so.BG != "" {
		c, err := printables.ParseColor(so.BG)
		if err != nil {
			return usagef(cmd, "%s", phrase.Say(cardsLang(), "cards.showcase.bad_background", phrase.ClipIn(cardsLang(), so.BG)))
		}
		o.Background = &c
	}
	budgets, err := so.budgets(cmd)
	if err != nil {
		return err
	}
	d, err := loadDeck(cmd, dir, budgets)
	if err != nil {
		return err
	}
	if err := d.Err(false); err != nil {
		fmt.Fprintln(cmd.ErrOrStderr(), phrase.Printable(d.Problems.Error()))
		return errors.New(phrase.Say(cardsLang(), "cards.nothing_written", dir, problemCount(d, false)))
	}
	if len(so.Only) > 0 {
		// The cards asked for, in the order asked.
		var picked []*userdeck.Card
		for _, want := range so.Only {
			i := slices.IndexFunc(d.Cards, func(c *userdeck.Card) bool { return strings.EqualFold(strings.TrimSpace(want), c.Title) })
			if i < 0 {
				var titles []string
				for _, c := range d.Cards {
					titles = append(titles, c.Title)
				}
				return usagef(cmd, "%s", phrase.Say(cardsLang(), "cards.showcase.only_no_card", phrase.ClipIn(cardsLang(), want), phrase.PathText(dir), phrase.DidYouMeanIn(cardsLang(), want, titles)))
			}
			picked = append(picked, d.Cards[i])
		}
		d.Cards = picked
	}
	if so.Back && !d.HasBacks() {
		return errors.New(phrase.Say(cardsLang(), "cards.showcase.no_back", dir))
	}
	if len(d.Cards) == 0 {
		return errors.New(phrase.Say(cardsLang(), "cards.showcase.no_card", dir))
	}
	out := so.Output
	if out == "" {
		out = besideDeck(dir, "-showcase.png")
		if so.Fan > 0 {
			out = besideDeck(dir, "-fan.png")
		}
	}
	if err := clobbers(dir, d, []string{out}); err != nil {
		return err
	}
	img, err := d.Showcase(o)
	if err != nil {
		return err
	}
	if err := printables.WritePNG(out, img); err != nil {
		return err
	}
	shown := len(d.Cards)
	if so.Fan > 0 {
		shown = min(so.Fan, shown)
	}
	if so.JSON {
		out := map[string]any{"file": out, "cards": shown, "width": img.Rect.Dx(), "height": img.Rect.Dy(), "dpi": so.DPI}
		if so.Fan > 0 {
			out["fan_asked"] = so.Fan
		}
		return writeJSON(stdout, out)
	}
	l := cardsLang()
	what := phrase.Say(l, "cards.showcase.sheet", shown)
	if so.Fan > 0 {
		what = phrase.Say(l, "cards.showcase.fan", shown)
		if shown < so.Fan {
			// Fewer cards than asked: say so, not a smaller fan in silence.
			id := "cards.showcase.fan_short_deck"
			if len(so.Only) > 0 {
				id = "cards.showcase.fan_short_selection"
			}
			what += phrase.Say(l, id, so.Fan, shown)
		}
	}
	fmt.Fprintln(stdout, phrase.Say(l, "cards.showcase.wrote", phrase.PathText(out), what, img.Rect.Dx(), img.Rect.Dy(), printables.MMString(so.DPI)))
	return nil
}
