package tui

import (
	"fmt"
	"strings"
)

// Question is one question a Script was asked, with the answer it gave.
type Question struct {
	Kind    string   // "select", "input" or "confirm"
	Title   string   // the question's title
	Options []Option // the options offered (Select only)
	Answer  string   // the scripted answer; "" when the queue was empty (ErrQuit)
	Invalid string   // Input: why validate refused Answer; the Script then answered again
}

// Script is a Prompter for tests: it answers from a queue of strings and
// records every question in Asked. A Select answer matches an Option's Value
// or, failing that, its Label; a Confirm answer is "y", "yes", "n" or "no";
// an Input answer that validate refuses is recorded (Invalid) and the next
// answer is taken, as huh asks again. An empty queue answers ErrQuit; an
// answer that fits no option is an error naming the options.
type Script struct {
	Answers []string   // what is left to answer, in order
	Asked   []Question // every question asked so far, in order
}

// NewScript returns a Script that will answer answers, in order.
func NewScript(answers ...string) *Script {
	return &Script{Answers: answers}
}

// Titles returns the titles of the questions asked so far, in order.
func (s *Script) Titles() []string {
	t := make([]string, len(s.Asked))
	for i, q := range s.Asked {
		t[i] = q.Title
	}
	return t
}

// Menus returns the option labels of every Select asked with title, in order.
func (s *Script) Menus(title string) [][]string {
	var m [][]string
	for _, q := range s.Asked {
		if q.Kind != "select" || q.Title != title {
			continue
		}
		labels := make([]string, len(q.Options))
		for i, o := range q.Options {
			labels[i] = o.Label
		}
		m = append(m, labels)
	}
	return m
}

func (s *Script) next(q Question) (string, bool) {
	if len(s.Answers) == 0 {
		s.Asked = append(s.Asked, q)
		return "", false
	}
	q.Answer = s.Answers[0]
	s.Answers = s.Answers[1:]
	s.Asked = append(s.Asked, q)
	return q.Answer, true
}

// Select answers with the Value of the option whose Value, or else Label,
// is the next answer.
func (s *Script) Select(title string, options []Option) (string, error) {
	ans, ok := s.next(Question{Kind: "select", Title: title, Options: append([]Option(nil), options...)})
	if !ok {
		return "", ErrQuit
	}
	for _, o := range options {
		if o.Value == ans {
			return o.Value, nil
		}
	}
	for _, o := range options {
		if o.Label == ans {
			return o.Value, nil
		}
	}
	labels := make([]string, len(options))
	for i, o := range options {
		labels[i] = fmt.Sprintf("%q", o.Label)
	}
	return "", fmt.Errorf("tui: script answer %q to %q is not one of %s", ans, title, strings.Join(labels, ", "))
}

// Input answers with the next answer that validate accepts.
func (s *Script) Input(title, placeholder string, validate func(string) error) (string, error) {
	for {
		ans, ok := s.next(Question{Kind: "input", Title: title})
		if !ok {
			return "", ErrQuit
		}
		if validate != nil {
			if err := validate(ans); err != nil {
				s.Asked[len(s.Asked)-1].Invalid = err.Error()
				continue
			}
		}
		return ans, nil
	}
}

// Confirm answers true for "y" or "yes" and false for "n" or "no".
func (s *Script) Confirm(title string) (bool, error) {
	ans, ok := s.next(Question{Kind: "confirm", Title: title})
	if !ok {
		return false, ErrQuit
	}
	switch strings.ToLower(strings.TrimSpace(ans)) {
	case "y", "yes":
		return true, nil
	case "n", "no":
		return false, nil
	}
	return false, fmt.Errorf("tui: script answer %q to %q is not y or n", ans, title)
}
