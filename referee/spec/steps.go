package spec

import (
	"errors"
	"io"
	"strings"

	"boardroom/referee/tui"
)

// A move asked step by step: a menu entry of `play` whose questions depend
// on the answers before them (a Karma card's own questions), asked by a
// front end that cannot hold the menu open (a seat's phone, serve --play)
// one question at a time. Each request runs the entry's own Build again
// from the start with the answers given so far: the same questions, the
// same choices, in the same order as play asks them; the first question
// without an answer is handed back, and once every question is answered
// the action goes through the same engine as a verb (the rules check, the
// save, the log).
//
// A game offers such moves through its state's method
// SeatChoices(seat string) []tui.Choice[S]: the moves that seat may take
// for itself, already answered for it where play asks who acts ("" the
// host's: every one, as play offers them).

// StepMove is a move asked step by step: its label, as play's menu shows it.
type StepMove struct {
	Label string `json:"label"`
}

// StepQuestion is the next question of a move asked step by step.
type StepQuestion struct {
	Kind        string       `json:"kind"` // "select", "input" or "confirm"
	Title       string       `json:"title"`
	Placeholder string       `json:"placeholder,omitempty"`
	Options     []tui.Option `json:"options,omitempty"` // a select's; a confirm's are "yes" and "no"
	// At is how many answers came before it: the answer to it is the
	// At-th (an input refused drops the answer given and every one after).
	At int `json:"at"`
	// Invalid is why the answer given to this input was refused.
	Invalid string `json:"invalid,omitempty"`
}

// Stepper is a session whose game offers moves step by step.
type Stepper interface {
	// StepMoves are the moves seat may take now ("": the host's).
	StepMoves(seat string) []StepMove
	// Step asks the move's questions with answers: the next question, or,
	// once every one is answered, nil and the action taken and reported
	// on out as Do reports a verb's.
	Step(seat, move string, answers []string, out io.Writer, asJSON bool) (*StepQuestion, error)
}

// ErrStepClosed says the move is not open to the seat now (the game moved
// on), ErrStepChanged that an answer given is no longer one of the
// question's choices (the state changed under the answers), ErrStepBack that
// the player went back: nothing was taken.
var (
	ErrStepClosed  = errors.New("spec: the move is not open now")
	ErrStepChanged = errors.New("spec: the question changed")
	ErrStepBack    = errors.New("spec: back to the moves")
)

func (ss *session[S]) seatChoices(seat string) []tui.Choice[S] {
	sc, ok := any(ss.g.State()).(interface {
		SeatChoices(seat string) []tui.Choice[S]
	})
	if !ok {
		return nil
	}
	return sc.SeatChoices(seat)
}

func (ss *session[S]) StepMoves(seat string) []StepMove {
	var out []StepMove
	for _, c := range ss.seatChoices(seat) {
		out = append(out, StepMove{Label: c.Label})
	}
	return out
}

func (ss *session[S]) Step(seat, move string, answers []string, out io.Writer, asJSON bool) (*StepQuestion, error) {
	for _, c := range ss.seatChoices(seat) {
		if c.Label != move {
			continue
		}
		p := &stepPrompter{answers: answers}
		a, err := c.Build(tui.Speaking(p, ss.Language(), ss.sp.View.Messages), ss.g.State())
		switch {
		case p.asked != nil:
			// (a loop that stops at any error, such as "add a victim, Back
			// when done", may go on without the answer: the question
			// stands all the same)
			return p.asked, nil
		case p.stale:
			return nil, ErrStepChanged
		case errors.Is(err, tui.ErrBack):
			return nil, ErrStepBack
		case err != nil:
			return nil, err
		case p.used < len(answers):
			return nil, ErrStepChanged // more answers than questions
		}
		return nil, ss.take(a, out, asJSON)
	}
	return nil, ErrStepClosed
}

// stepPrompter answers a menu's questions from the answers given, and
// keeps the first question it has no answer for.
type stepPrompter struct {
	answers []string
	used    int
	asked   *StepQuestion
	stale   bool
}

// errAsked stops a Build at the question it is to be asked.
var errAsked = errors.New("spec: a question to ask")

func (p *stepPrompter) next(q StepQuestion) (string, bool) {
	if p.asked != nil || p.stale {
		return "", false
	}
	if p.used == len(p.answers) {
		q.At = p.used
		p.asked = &q
		return "", false
	}
	p.used++
	return p.answers[p.used-1], true
}

func (p *stepPrompter) Select(title string, options []tui.Option) (string, error) {
	ans, ok := p.next(StepQuestion{Kind: "select", Title: title, Options: append([]tui.Option(nil), options...)})
	if !ok {
		return "", errAsked
	}
	for _, o := range options {
		if o.Value == ans {
			return o.Value, nil
		}
	}
	p.stale = true
	return "", ErrStepChanged
}

func (p *stepPrompter) Input(title, placeholder string, validate func(string) error) (string, error) {
	ans, ok := p.next(StepQuestion{Kind: "input", Title: title, Placeholder: placeholder})
	if !ok {
		return "", errAsked
	}
	if validate != nil {
		if err := validate(ans); err != nil {
			// asked again, as play asks again, with the reason
			p.used--
			p.asked = &StepQuestion{Kind: "input", Title: title, Placeholder: placeholder, At: p.used, Invalid: err.Error()}
			return "", errAsked
		}
	}
	return ans, nil
}

func (p *stepPrompter) Confirm(title string) (bool, error) {
	ans, ok := p.next(StepQuestion{Kind: "confirm", Title: title})
	if !ok {
		return false, errAsked
	}
	switch strings.ToLower(ans) {
	case "yes":
		return true, nil
	case "no":
		return false, nil
	}
	p.stale = true
	return false, ErrStepChanged
}
