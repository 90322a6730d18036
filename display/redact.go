package display

import (
	"io"
	"strings"
)

// The server's log is on the laptop's screen, which the whole table may
// see, so no secret of the server is ever written to it, whatever a
// request carries: the display's token and every seat's, whole, or 16
// letters of it in a row: the log writer rewrites each line before it is
// written (redactor), so that every line, from any part of the server,
// passes through it. A seat may type its own token into a field (a
// player's name, the words of an action) and the refusal repeats it, split
// by spaces or quotes into pieces none of which is 16 characters long: the
// pieces of the token of the link that made the request are left out of
// its line too (ownPieces). Only of that token: a line that hid every
// short word that is a piece of any secret told whoever watches the screen
// which words are (a request for /g/AbC1/x logged as /g/<token>/x said
// that AbC1 is in some seat's token, and the rest of it was found a letter
// at a time).

// redactor is the server's log writer: each line without the secrets the
// server holds at the moment it is written.
type redactor struct {
	w       io.Writer
	secrets func() []string
}

func (r *redactor) Write(b []byte) (int, error) {
	if _, err := io.WriteString(r.w, redactSecrets(string(b), r.secrets())); err != nil {
		return 0, err
	}
	return len(b), nil
}

// secrets are the tokens this server holds: the display's and each
// seat's.
func (s *Server) secrets() []string {
	var out []string
	if s.token != "" {
		out = append(out, s.token)
	}
	if s.play != nil {
		s.play.mu.Lock()
		for _, st := range s.play.seats {
			out = append(out, st.token)
		}
		s.play.mu.Unlock()
	}
	return out
}

// minPiece is the shortest word of a token's letters taken for a piece of
// a token: a random word of four such letters is a piece of a given
// 22-letter token once in about 900,000 words, so a word of the table is
// all but never taken for one.
const minPiece = 4

// redactSecrets is line with "<token>" for every stretch of its token
// letters (A-Z a-z 0-9 - _) that spells 16 or more letters of a secret in
// a row once what is between them is left out (a token typed in pieces:
// "AbCdEfGh IjKlMnOp").
func redactSecrets(line string, secrets []string) string {
	if len(secrets) == 0 {
		return line
	}
	mark := make([]bool, len(line))
	// the line's token letters alone, and where each stands in the line
	var letters []byte
	var at []int
	for i := 0; i < len(line); i++ {
		if tokenLetter(line[i]) {
			letters = append(letters, line[i])
			at = append(at, i)
		}
	}
	sq := string(letters)
	for _, sec := range secrets {
		for k := 0; k+16 <= len(sec); k++ {
			win := sec[k : k+16]
			for from := 0; ; {
				j := strings.Index(sq[from:], win)
				if j < 0 {
					break
				}
				j += from
				n := 16
				for j+n < len(sq) && k+n < len(sec) && sq[j+n] == sec[k+n] {
					n++
				}
				for x := at[j]; x <= at[j+n-1]; x++ {
					mark[x] = true
				}
				from = j + 1
			}
		}
	}
	return marked(line, mark)
}

// ownPieces is line with "<token>" for every word of minPiece or more
// token letters that is a piece of own, the token of the link that made
// the request ("" none).
func ownPieces(line, own string) string {
	if own == "" {
		return line
	}
	mark := make([]bool, len(line))
	for i := 0; i < len(line); {
		if !tokenLetter(line[i]) {
			i++
			continue
		}
		j := i
		for j < len(line) && tokenLetter(line[j]) {
			j++
		}
		if j-i >= minPiece && strings.Contains(own, line[i:j]) {
			for x := i; x < j; x++ {
				mark[x] = true
			}
		}
		i = j
	}
	return marked(line, mark)
}

// marked is line with each run of marked bytes written "<token>".
func marked(line string, mark []bool) string {
	var b strings.Builder
	for i := 0; i < len(line); {
		if !mark[i] {
			b.WriteByte(line[i])
			i++
			continue
		}
		for i < len(line) && mark[i] {
			i++
		}
		b.WriteString("<token>")
	}
	return b.String()
}

// tokenLetter reports whether c is one of the letters of a token
// (base64url).
func tokenLetter(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-' || c == '_'
}
