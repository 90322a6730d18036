package lookup

import (
	"fmt"
	"regexp"
	"slices"
	"strings"

	"boardroom/lazy"
)

// Ruling is one ruling as docs/rulings.md writes it: under a game's "# "
// heading, either a numbered "## CW14 Title" with its Quote, Ruling and Why
// bullets, or (R.I.G.S.) a bullet "- **Title.** Quote: ... Ruling: ... Why:
// ..." under a "## " section. The file is the one source: the referee's
// data cites rulings by number or title, and these records are what
// `rules`, `card` and `why` show.
type Ruling struct {
	Game    string // the "# " heading: "Corporate Warfare"
	Section string // the "## " heading above an unnumbered ruling
	ID      string // "CW14"; for an unnumbered ruling a slug of its title
	// Numbered is whether ID is the document's own number.
	Numbered bool
	Title    string
	Quote    string
	Ruling   string
	Why      string
	Line     int // where it starts in the file
}

// Label is "CW14 Upkeep counts full groups", or the title alone.
func (r Ruling) Label() string {
	if r.Numbered {
		return r.ID + " " + r.Title
	}
	return r.Title
}

var numberedHeading = &lazy.Value[*regexp.Regexp]{New: func() *regexp.Regexp {
	return regexp.MustCompile(`^## ([A-Z]{1,3}[0-9]+) (.+)$`)
}}

// boldBullet reads "- **Title.** rest" into ["", "Title.", "rest"].
func boldBullet(line string) []string {
	rest, ok := strings.CutPrefix(line, "- **")
	if !ok {
		return nil
	}
	title, body, ok := strings.Cut(rest, "**")
	if !ok || title == "" {
		return nil
	}
	return []string{line, title, strings.TrimSpace(body)}
}

// fieldOf reads "- **Quote:** text" into ["", "Quote", "text"].
func fieldOf(line string) []string {
	m := boldBullet(line)
	if m == nil {
		return nil
	}
	name, ok := strings.CutSuffix(m[1], ":")
	if !ok || (name != "Quote" && name != "Ruling" && name != "Why") {
		return nil
	}
	return []string{line, name, m[2]}
}

// ParseRulings reads docs/rulings.md into its rulings, in file order. It
// fails on a numbered ruling without its Ruling bullet, a bullet ruling
// without "Ruling:", or an id used twice in one game.
func ParseRulings(doc []byte) ([]Ruling, error) {
	return parseRulings(docLines(doc), 0)
}

func docLines(doc []byte) []string {
	return strings.Split(strings.ReplaceAll(string(doc), "\r\n", "\n"), "\n")
}

// ParseRulingsOf reads only the rulings under the game's "# " heading of
// docs/rulings.md: the same records as RulingsOf(ParseRulings(doc), game),
// for an index of one game without reading the others.
func ParseRulingsOf(doc []byte, game string) ([]Ruling, error) {
	lines := docLines(doc)
	start := slices.Index(lines, "# "+game)
	if start < 0 {
		return nil, nil
	}
	end := len(lines)
	for j := start + 1; j < len(lines); j++ {
		if strings.HasPrefix(lines[j], "# ") {
			end = j
			break
		}
	}
	return parseRulings(lines[start:end], start)
}

// parseRulings reads lines, the first of them line offset+1 of the file.
func parseRulings(lines []string, offset int) ([]Ruling, error) {
	var out []Ruling
	var game, section string
	var cur *Ruling   // the ruling being read
	var field *string // the numbered ruling's field being read
	numbered := false // under a numbered heading
	flush := func() error {
		if cur == nil {
			return nil
		}
		for _, p := range []*string{&cur.Quote, &cur.Ruling, &cur.Why} {
			*p = strings.TrimSpace(*p)
		}
		if cur.Ruling == "" {
			return fmt.Errorf("docs/rulings.md:%d: ruling %q has no Ruling", cur.Line, cur.Title)
		}
		out = append(out, *cur)
		cur, field = nil, nil
		return nil
	}
	for i, line := range lines {
		n := offset + i + 1
		switch {
		case strings.HasPrefix(line, "# "):
			if err := flush(); err != nil {
				return nil, err
			}
			game, section, numbered = strings.TrimSpace(line[2:]), "", false
			continue
		case strings.HasPrefix(line, "## "):
			if err := flush(); err != nil {
				return nil, err
			}
			if m := numberedHeading.Get().FindStringSubmatch(line); m != nil {
				cur = &Ruling{Game: game, ID: m[1], Numbered: true, Title: strings.TrimSpace(m[2]), Line: n}
				numbered = true
			} else {
				section, numbered = strings.TrimSpace(line[3:]), false
			}
			continue
		}
		if numbered && cur != nil {
			if m := fieldOf(line); m != nil {
				switch m[1] {
				case "Quote":
					field = &cur.Quote
				case "Ruling":
					field = &cur.Ruling
				default:
					field = &cur.Why
				}
				*field = m[2]
				continue
			}
			if field != nil && strings.HasPrefix(line, " ") && strings.TrimSpace(line) != "" {
				*field += " " + strings.TrimSpace(line)
				continue
			}
			if strings.TrimSpace(line) != "" {
				field = nil // prose after the bullets
			}
			continue
		}
		if game == "" || numbered {
			continue
		}
		if m := boldBullet(line); m != nil {
			if err := flush(); err != nil {
				return nil, err
			}
			body := m[2]
			for j := i + 1; j < len(lines) && strings.HasPrefix(lines[j], "  ") && strings.TrimSpace(lines[j]) != ""; j++ {
				body += " " + strings.TrimSpace(lines[j])
			}
			title := strings.TrimSuffix(strings.TrimSpace(m[1]), ".")
			r := Ruling{Game: game, Section: section, Title: title, Line: n}
			splitInline(body, &r)
			if r.Ruling == "" {
				continue // a bullet of prose, not a ruling
			}
			cur = &r
			if err := flush(); err != nil {
				return nil, err
			}
		}
	}
	if err := flush(); err != nil {
		return nil, err
	}
	// unnumbered rulings get a slug of their title; ids are unique per game
	seen := map[string]bool{}
	for i := range out {
		r := &out[i]
		if !r.Numbered {
			base := slug(r.Title)
			r.ID = base
			for k := 2; seen[r.Game+"\x00"+r.ID]; k++ {
				r.ID = fmt.Sprintf("%s-%d", base, k)
			}
		}
		if seen[r.Game+"\x00"+r.ID] {
			return nil, fmt.Errorf("docs/rulings.md:%d: %s %s is written twice", r.Line, r.Game, r.ID)
		}
		seen[r.Game+"\x00"+r.ID] = true
	}
	return out, nil
}

// splitInline reads "Quote: ... Ruling: ... Why: ..." of a bullet ruling:
// the first "Ruling:" and the first "Why:" after it split the body; a
// "Quote" (or "Quote (...)") before them opens it.
func splitInline(body string, r *Ruling) {
	ri := indexField(body, "Ruling:", 0)
	if ri < 0 {
		return
	}
	if q, ok := strings.CutPrefix(body[:ri], "Quote"); ok {
		if strings.HasPrefix(q, " (") {
			if j := strings.Index(q, "):"); j >= 0 {
				q = q[j+1:]
			}
		}
		r.Quote = strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(q), ":"))
	}
	rest := body[ri+len("Ruling:"):]
	if wi := indexField(rest, "Why:", 0); wi >= 0 {
		r.Ruling, r.Why = strings.TrimSpace(rest[:wi]), strings.TrimSpace(rest[wi+len("Why:"):])
	} else {
		r.Ruling = strings.TrimSpace(rest)
	}
}

// indexField is the index of the label in s where it starts a word (at the
// start or after a space) and is followed by a space.
func indexField(s, label string, from int) int {
	for i := from; ; {
		j := strings.Index(s[i:], label)
		if j < 0 {
			return -1
		}
		j += i
		end := j + len(label)
		if (j == 0 || s[j-1] == ' ') && (end == len(s) || s[end] == ' ') {
			return j
		}
		i = j + 1
	}
}

// slug is a short id from a title: "Vinnie, exactly" -> "vinnie-exactly";
// at most five words, the part before any parenthesis.
func slug(title string) string {
	if i := strings.Index(title, "("); i > 0 {
		title = title[:i]
	}
	ws := words(foldAccents(slugDrop.Get().Replace(title)))
	if len(ws) > 5 {
		ws = ws[:5]
	}
	return strings.Join(ws, "-")
}

var slugDrop = &lazy.Value[*strings.Replacer]{New: func() *strings.Replacer { return strings.NewReplacer("'", "", ".", "") }}

// RulingsOf are the rulings written under the game's "# " heading.
func RulingsOf(all []Ruling, game string) []Ruling {
	var out []Ruling
	for _, r := range all {
		if r.Game == game {
			out = append(out, r)
		}
	}
	return out
}

// Entry is the ruling as a search entry.
func (r Ruling) Entry() Entry {
	text := r.Ruling
	if r.Why != "" {
		text += "\nWhy: " + r.Why
	}
	return Entry{Kind: KindRuling, ID: r.ID, Title: r.Title, Text: text, Quote: r.Quote, Section: r.Section}
}
