package display

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"
	"unicode"
	"unicode/utf8"

	"boardroom/phrase/msg"
)

// node is a JSON value that keeps the order of an object's keys: a game's
// view is a struct, and the order of its fields is the order the game chose
// to tell the table things in.
type node struct {
	kind  kind
	keys  []string // object
	vals  []*node  // object values, parallel to keys
	items []*node  // array
	text  string   // string, number, bool ("true"/"false")
	// key is the object key the value stands under (an item of a list,
	// the list's): a word of the view's own is said by its key (page.word).
	key string
}

type kind int

const (
	kNull kind = iota
	kBool
	kNumber
	kString
	kArray
	kObject
)

// maxDepth bounds the nesting of a view read from JSON.
const maxDepth = 64

// parseTree reads one JSON value, keeping object keys in order.
func parseTree(data []byte) (*node, error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	n, err := readNode(dec, 0, "")
	if err != nil {
		return nil, err
	}
	if _, err := dec.Token(); !errors.Is(err, io.EOF) {
		return nil, errors.New("trailing data after the JSON value")
	}
	return n, nil
}

func readNode(dec *json.Decoder, depth int, key string) (*node, error) {
	if depth > maxDepth {
		return nil, errors.New("the JSON is nested too deeply")
	}
	tok, err := dec.Token()
	if err != nil {
		return nil, err
	}
	switch t := tok.(type) {
	case nil:
		return &node{kind: kNull, key: key}, nil
	case bool:
		return &node{kind: kBool, text: fmt.Sprint(t), key: key}, nil
	case json.Number:
		return &node{kind: kNumber, text: t.String(), key: key}, nil
	case string:
		return &node{kind: kString, text: t, key: key}, nil
	case json.Delim:
		switch t {
		case '[':
			n := &node{kind: kArray, key: key}
			for dec.More() {
				it, err := readNode(dec, depth+1, key)
				if err != nil {
					return nil, err
				}
				n.items = append(n.items, it)
			}
			_, err := dec.Token() // ]
			return n, err
		case '{':
			n := &node{kind: kObject, key: key}
			for dec.More() {
				kt, err := dec.Token()
				if err != nil {
					return nil, err
				}
				k, _ := kt.(string)
				v, err := readNode(dec, depth+1, k)
				if err != nil {
					return nil, err
				}
				n.keys = append(n.keys, k)
				n.vals = append(n.vals, v)
			}
			_, err := dec.Token() // }
			return n, err
		}
	}
	return nil, fmt.Errorf("unexpected JSON token %v", tok)
}

// get is the value of an object's key, nil when absent.
func (n *node) get(key string) *node {
	if n == nil || n.kind != kObject {
		return nil
	}
	for i, k := range n.keys {
		if k == key {
			return n.vals[i]
		}
	}
	return nil
}

// scalar reports whether n is a string, number, bool or null.
func (n *node) scalar() bool { return n.kind <= kString }

// empty reports whether n says nothing: null, "", [] or {}.
func (n *node) empty() bool {
	switch n.kind {
	case kNull:
		return true
	case kString:
		return n.text == ""
	case kArray:
		return len(n.items) == 0
	case kObject:
		return len(n.keys) == 0
	}
	return false
}

// Hidden reports whether a key of a game's JSON view holds something a
// player hides, which the display never shows, at any depth: "hand",
// "hands", and every key that begins with "hidden", "secret" or "private".
// ("cards_in_hand", a count the whole table sees, is shown.) A game whose
// view carries what a player keeps to themselves names it this way.
func Hidden(key string) bool {
	k := strings.ToLower(key)
	if k == "hand" || k == "hands" {
		return true
	}
	for _, p := range []string{"hidden", "secret", "private"} {
		if strings.HasPrefix(k, p) {
			return true
		}
	}
	return false
}

// strip removes the hidden keys from n, at every depth.
func strip(n *node) *node {
	if n == nil {
		return nil
	}
	switch n.kind {
	case kObject:
		out := &node{kind: kObject, key: n.key}
		for i, k := range n.keys {
			if Hidden(k) {
				continue
			}
			out.keys = append(out.keys, k)
			out.vals = append(out.vals, strip(n.vals[i]))
		}
		return out
	case kArray:
		out := &node{kind: kArray, key: n.key, items: make([]*node, len(n.items))}
		for i, it := range n.items {
			out.items[i] = strip(it)
		}
		return out
	}
	return n
}

// plain is n as Go values (map[string]any, []any, string, json.Number,
// bool, nil), for a game's own template.
func (n *node) plain() any {
	switch n.kind {
	case kBool:
		return n.text == "true"
	case kNumber:
		return json.Number(n.text)
	case kString:
		return n.text
	case kArray:
		out := make([]any, len(n.items))
		for i, it := range n.items {
			out[i] = it.plain()
		}
		return out
	case kObject:
		out := make(map[string]any, len(n.keys))
		for i, k := range n.keys {
			out[k] = n.vals[i].plain()
		}
		return out
	}
	return nil
}

// label is a JSON key as the table reads it: "draw_pile" is "Draw pile",
// "hr" is "HR" (keys of one or two letters are abbreviations).
func label(key string) string {
	if len(key) <= 2 {
		return strings.ToUpper(key)
	}
	s := strings.ReplaceAll(key, "_", " ")
	return strings.ToUpper(s[:1]) + s[1:]
}

// text is a value in a few words: a scalar as it is, an array of scalars
// joined, an object as "Key value · Key value"; nothing is "—". p (nil:
// English, keys made readable) says yes, no and the keys in its language.
func (n *node) textValue(p *page) string {
	switch n.kind {
	case kNull:
		return "—"
	case kBool:
		l := msg.EN
		if p != nil {
			l = p.Lang
		}
		if n.text == "true" {
			return say(l, "value.yes")
		}
		return say(l, "value.no")
	case kNumber:
		return n.text
	case kString:
		if n.text == "" {
			return "—"
		}
		return p.word(n.key, n.text)
	case kArray:
		if len(n.items) == 0 {
			return "—"
		}
		parts := make([]string, len(n.items))
		for i, it := range n.items {
			parts[i] = it.textValue(p)
		}
		// Numbers and short tokens (dice "3 5 6", cards "8♠ 8♥") join with
		// spaces, words (names) with commas, anything longer with semicolons.
		sep := " "
		for _, it := range n.items {
			if !it.scalar() || strings.Contains(it.text, ",") {
				sep = "; "
				break
			}
			if it.kind == kString && !token(it.text) {
				sep = ", "
			}
		}
		return strings.Join(parts, sep)
	case kObject:
		if len(n.keys) == 0 {
			return "—"
		}
		parts := make([]string, 0, len(n.keys))
		for i, k := range n.keys {
			v := n.vals[i]
			if v.kind == kBool && v.text == "false" {
				continue
			}
			name := label(k)
			if l := p.catalogLabel(k); l != "" {
				name = l
			}
			parts = append(parts, name+" "+v.textValue(p))
		}
		return strings.Join(parts, " · ")
	}
	return ""
}

// token reports whether s is a short mark rather than a word: at most three
// characters, not all letters ("8♠", "10♥", "2x"; not "Ann").
func token(s string) bool {
	if utf8.RuneCountInString(s) > 3 {
		return false
	}
	for _, r := range s {
		if !unicode.IsLetter(r) {
			return true
		}
	}
	return false
}
