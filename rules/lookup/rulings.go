package lookup

import (
	"fmt"
	"regexp"
	"slices"
	"strings"

	"boardroom/lazy"
	"boardroom/phrase/msg"
)

// Ruling is one ruling as docs/rulings.md (English) or docs/rulings.de.md
// (German) writes it: under a game's "# " heading, either a numbered "##
// CW14 Title" with its Quote, Ruling and Why bullets (German: Zitat,
// Entscheid, Begründung), or (R.I.G.S.) a bullet "- **Title.** Quote: ...
// Ruling: ... Why: ..." under a "## " section, which in the German file
// carries the English file's id as an anchor ("- <a id="vinnie-exactly"></a>
// **Vinnie, genau.** Zitat: ..."), so that a ruling has one id in both. The
// files are the one source: the referee's data cites rulings by number or
// title, and these records are what `rules`, `card` and `why` show.
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

// boldBullet reads "- **Title.** rest" into ["", "Title.", "rest"]; an
// anchor before the title ("- <a id="x"></a>**Title.** rest") is the
// bullet's id, returned fourth.
func boldBullet(line string) []string {
	rest, ok := strings.CutPrefix(line, "- ")
	if !ok {
		return nil
	}
	id := ""
	if a, ok := strings.CutPrefix(rest, `<a id="`); ok {
		name, after, ok := strings.Cut(a, `"></a>`)
		if !ok || name == "" {
			return nil
		}
		id, rest = name, after
	}
	rest, ok = strings.CutPrefix(rest, "**")
	if !ok {
		return nil
	}
	title, body, ok := strings.Cut(rest, "**")
	if !ok || title == "" {
		return nil
	}
	return []string{line, title, strings.TrimSpace(body), id}
}

// fieldOf reads "- **Quote:** text" into ["", "Quote", "text"].
func fieldOf(line string) []string {
	m := boldBullet(line)
	if m == nil {
		return nil
	}
	name, ok := strings.CutSuffix(m[1], ":")
	if !ok {
		return nil
	}
	for _, f := range fieldNames {
		if name == f.en || name == f.de {
			return []string{line, f.en, m[2]}
		}
	}
	return nil
}

// fieldNames are a ruling's fields as the English and the German file
// label them.
var fieldNames = []struct{ en, de string }{{"Quote", "Zitat"}, {"Ruling", "Entscheid"}, {"Why", "Begründung"}}

// ParseRulings reads docs/rulings.md into its rulings, in file order. It
// fails on a numbered ruling without its Ruling bullet, a bullet ruling
// without "Ruling:", or an id used twice in one game.
func ParseRulings(doc []byte) ([]Ruling, error) {
	return parseRulings(EnglishRulings, docLines(doc), 0)
}

// The names of the rulings' files, as errors cite them.
const (
	EnglishRulings = "docs/rulings.md"
	GermanRulings  = "docs/rulings.de.md"
)

func docLines(doc []byte) []string {
	return strings.Split(strings.ReplaceAll(string(doc), "\r\n", "\n"), "\n")
}

// ParseRulingsOf reads only the rulings under the game's "# " heading of
// docs/rulings.md: the same records as RulingsOf(ParseRulings(doc), game),
// for an index of one game without reading the others.
func ParseRulingsOf(doc []byte, game string) ([]Ruling, error) {
	return ParseRulingsIn(EnglishRulings, doc, game)
}

// ParseRulingsIn is ParseRulingsOf of the file name (EnglishRulings or
// GermanRulings, as errors cite it); an empty game reads them all.
func ParseRulingsIn(name string, doc []byte, game string) ([]Ruling, error) {
	lines := docLines(doc)
	if game == "" {
		return parseRulings(name, lines, 0)
	}
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
	return parseRulings(name, lines[start:end], start)
}

// parseRulings reads lines of the file name, the first of them line
// offset+1 of the file.
func parseRulings(name string, lines []string, offset int) ([]Ruling, error) {
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
			return fmt.Errorf("%s:%d: ruling %q has no Ruling", name, cur.Line, cur.Title)
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
			r := Ruling{Game: game, Section: section, Title: title, Line: n, ID: m[3]}
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
		if !r.Numbered && r.ID == "" {
			base := slug(r.Title)
			r.ID = base
			for k := 2; seen[r.Game+"\x00"+r.ID]; k++ {
				r.ID = fmt.Sprintf("%s-%d", base, k)
			}
		}
		if seen[r.Game+"\x00"+r.ID] {
			return nil, fmt.Errorf("%s:%d: %s %s is written twice", name, r.Line, r.Game, r.ID)
		}
		seen[r.Game+"\x00"+r.ID] = true
	}
	return out, nil
}

// splitInline reads "Quote: ... Ruling: ... Why: ..." of a bullet ruling:
// the first "Ruling:" and the first "Why:" after it split the body; a
// "Quote" (or "Quote (...)") before them opens it.
func splitInline(body string, r *Ruling) {
	for _, lang := range []struct{ quote, ruling, why string }{{"Quote", "Ruling:", "Why:"}, {"Zitat", "Entscheid:", "Begründung:"}} {
		ri := indexField(body, lang.ruling, 0)
		if ri < 0 {
			continue
		}
		if q, ok := strings.CutPrefix(body[:ri], lang.quote); ok {
			if strings.HasPrefix(q, " (") {
				if j := strings.Index(q, "):"); j >= 0 {
					q = q[j+1:]
				}
			}
			r.Quote = strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(q), ":"))
		}
		rest := body[ri+len(lang.ruling):]
		if wi := indexField(rest, lang.why, 0); wi >= 0 {
			r.Ruling, r.Why = strings.TrimSpace(rest[:wi]), strings.TrimSpace(rest[wi+len(lang.why):])
		} else {
			r.Ruling = strings.TrimSpace(rest)
		}
		return
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

// slugDrop also spells the umlauts as German does without them ("Andere
// Märkte" -> "andere-maerkte", not "andere-markte", which reads as another
// word); folding would only drop the dots.
var slugDrop = &lazy.Value[*strings.Replacer]{New: func() *strings.Replacer {
	return strings.NewReplacer("'", "", ".", "", "ä", "ae", "ö", "oe", "ü", "ue", "Ä", "Ae", "Ö", "Oe", "Ü", "Ue")
}}

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

// Entry is the ruling as a search entry, in l: its text is the ruling and
// its reason ("Why: ...", "Begründung: ..."). other is the same ruling in
// the other language (nil when there is none): its title is an alias, and
// its words are found too, so that a table finds a ruling in either
// language, and a referee's line that cites it by its title in the other
// language still names it.
func (r Ruling) Entry(l msg.Lang, other *Ruling) Entry {
	text := r.Ruling
	if r.Why != "" {
		text += "\n" + Messages.Say(l, "label.why") + " " + r.Why
	}
	e := Entry{Kind: KindRuling, ID: r.ID, Title: r.Title, Text: text, Quote: r.Quote, Section: r.Section}
	if !r.Numbered && l != msg.EN {
		// a slug of the English title names it in English: the table reads
		// and types the slug of its own title, the English one is found too
		if id := slug(r.Title); id != "" && id != r.ID {
			e.ID, e.Aliases = id, append(e.Aliases, r.ID)
		}
	}
	if other != nil {
		if other.Title != r.Title {
			e.Aliases = append(e.Aliases, other.Title)
		}
		e.Other = other.Ruling + "\n" + other.Why
	}
	return e
}

// Pair is one ruling in both languages.
type Pair struct{ EN, DE Ruling }

// In is the ruling in l.
func (p Pair) In(l msg.Lang) (this, other *Ruling) {
	if l == msg.DE {
		return &p.DE, &p.EN
	}
	return &p.EN, &p.DE
}

// PairRulings joins a game's rulings of the English and the German file
// by id, in the English file's order: a ruling written in one file only is
// an error naming it and the file it is missing from.
func PairRulings(en, de []Ruling) ([]Pair, error) {
	byID := make(map[string]Ruling, len(de))
	for _, r := range de {
		byID[r.ID] = r
	}
	out := make([]Pair, 0, len(en))
	for _, r := range en {
		d, ok := byID[r.ID]
		if !ok {
			return nil, fmt.Errorf("%s:%d: %s %s has no German text in %s", EnglishRulings, r.Line, r.Game, r.ID, GermanRulings)
		}
		delete(byID, r.ID)
		out = append(out, Pair{EN: r, DE: d})
	}
	for _, r := range de {
		if _, ok := byID[r.ID]; ok {
			return nil, fmt.Errorf("%s:%d: %s %s has no English text in %s", GermanRulings, r.Line, r.Game, r.ID, EnglishRulings)
		}
	}
	return out, nil
}
