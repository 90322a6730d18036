package userdeck

import (
	"boardroom/phrase/msg"
	"boardroom/printables"
)

// Budgets bound what a deck may cost: each is checked before the memory or
// time it guards is spent, and a deck over one is refused with the file and
// the budget named. They are flags of the cards commands for the rare giant
// deck (--max-cards, --max-pixels). They are the loader's options, and
// carry the language it speaks in too.
type Budgets struct {
	// Lang is the language the deck's problems are said in (English when
	// empty): the cards commands pass the table's, so that the loader
	// never reads the environment.
	Lang msg.Lang
	// MaxCards bounds the rows of the data and the cards one print makes
	// (counts times --copies); the pages follow from the cards.
	MaxCards int
	// MaxPixels bounds the decoded pixels of one picture (a 16-bit
	// picture's count twice) and of one image written (a PNG, a Tabletop
	// Simulator sheet); the deck's pictures together may have DeckPictures
	// times as many.
	MaxPixels int64
}

// DeckPictures is how many pictures of the largest size a deck may hold
// together; DeckPictureBytes, the bytes of their files a pixel of the
// budget (32 MB at 16 megapixels): every picture is held, and embedded in
// the PDF, as its file.
const (
	DeckPictures     = 4
	DeckPictureBytes = 2
)

// DefaultBudgets are the budgets without flags: 10,000 cards, 16 megapixels.
func DefaultBudgets() Budgets {
	return Budgets{MaxCards: 10_000, MaxPixels: printables.DefaultMaxPixels}
}

// WithDefaults is b with the default in place of each budget not set.
func (b Budgets) WithDefaults() Budgets {
	def := DefaultBudgets()
	if b.MaxCards <= 0 {
		b.MaxCards = def.MaxCards
	}
	if b.MaxPixels <= 0 {
		b.MaxPixels = def.MaxPixels
	}
	return b
}

// Template budgets: a layout's value loops at most maxSteps times for one
// card (range over a literal number larger than that is refused when the
// layout is read), and the whole deck's values maxDeckSteps times.
const (
	maxSteps     = 10_000
	maxDeckSteps = 10_000_000
	maxExtend    = 16 // boxes in one extend chain
)

// BudgetError is a budget exceeded: what, where, and the flag that raises it.
type BudgetError struct {
	File  any    // the file that exceeds it, or words that name it ("" in a Problem, which names it)
	What  any    // "rows", "cards", "megapixels"... (a string, or words said in the table's language)
	Got   any    // what the deck would need ("more than 10000")
	Limit any    // the budget
	Flag  string // the flag that raises it
}

func (e *BudgetError) Error() string { return e.SayIn(msg.EN) }

// SayIn is the error in l.
func (e *BudgetError) SayIn(l msg.Lang) string {
	m := Messages.Say(l, "budget.over", e.Got, e.What, e.Limit, e.Flag)
	switch f := e.File.(type) {
	case msg.Sayer:
		m = f.SayIn(l) + ": " + m
	case string:
		if f != "" {
			m = f + ": " + m
		}
	}
	return m
}

// imageBudgetError is an image of pw x ph pixels at dpi, over the budget
// of max pixels an image; file is its file, or words that name it.
func imageBudgetError(file any, pw, ph int64, dpi float64, max int64) *BudgetError {
	return &BudgetError{File: file, What: said{id: "budget.megapixels"},
		Got:   said{id: "budget.image_pixels", args: []any{pw, ph, fmtMM(dpi), printables.Megapixels(pw * ph)}},
		Limit: said{id: "budget.image_limit", args: []any{printables.Megapixels(max)}}, Flag: "--max-pixels"}
}

// PrintBudgetError is a print of n cards from the deck in dir, over the
// budget of max cards a print.
func PrintBudgetError(dir string, n, max int) *BudgetError {
	return &BudgetError{File: dir, What: said{id: "budget.cards"}, Got: said{id: "budget.print_makes", args: []any{n}},
		Limit: said{id: "budget.cards_limit", args: []any{max}}, Flag: "--max-cards"}
}
