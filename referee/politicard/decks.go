package politicard

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"unicode/utf8"

	"boardroom/columns"
	"boardroom/phrase"
	"boardroom/phrase/msg"

	spell "boardroom/rules/names"
	politicardrules "boardroom/rules/politicard"
)

// Decks as a table sees them: the pool listed to fit the terminal, a deck
// shown as a person sorts a pile, a sample deck written out to edit (issue
// 18, points 3 and 5).

// TermWidth is the width to lay text out for: $COLUMNS, the terminal's when w is one,
// 80 columns otherwise.
func TermWidth(w io.Writer) int {
	return max(columns.Width(w), 40) // columns.Width: $COLUMNS, the terminal, else 80
}

// wrapText breaks text at spaces into lines of at most width runes, each
// starting with indent; a word longer than a line stands alone, never cut.
func wrapText(text, indent string, width int) []string {
	var out []string
	cur := ""
	for _, w := range strings.Fields(text) {
		switch {
		case cur == "":
			cur = indent + w
		case utf8.RuneCountInString(cur)+1+utf8.RuneCountInString(w) <= width:
			cur += " " + w
		default:
			out = append(out, cur)
			cur = indent + w
		}
	}
	if cur != "" {
		out = append(out, cur)
	}
	return out
}

// toolLang is the language of the deck tools, which run before any match
// has one: BOARDROOM_LANG, the locale, else the game's own.
func toolLang() msg.Lang { return msg.Env(R().Language) }

// deckSay is message id of the deck tools in l.
func deckSay(l msg.Lang, id string, args ...any) string {
	return politicardrules.Messages.Say(l, id, args...)
}

// effectText is a card's whole text as `deck list` prints it, in l.
func effectText(c *politicardrules.Card, l msg.Lang) string {
	text := c.Text.In(l)
	if c.Type == politicardrules.Intervention {
		text = c.TriggerText.In(l) + " " + phrase.Arrow() + " " + text
	}
	if c.Type == politicardrules.Ongoing {
		text = "(" + deckSay(l, "deck.slot", deckSay(l, "deck.slot_"+c.Slot)) + ") " + text
	}
	return text
}

// pad is s padded with spaces to n runes.
func pad(s string, n int) string {
	if k := utf8.RuneCountInString(s); k < n {
		return s + strings.Repeat(" ", n-k)
	}
	return s
}

// ListCards writes the cards as a table that fits width columns: one line a
// card when the widest line fits, otherwise the name, type and numbers on
// one line and the role, keywords and effect wrapped under the name.
func ListCards(w io.Writer, cards []politicardrules.Card, width int) error {
	type row struct {
		cols   [7]string
		effect string
		role   string
	}
	rows := make([]row, 0, len(cards))
	l := toolLang()
	for i := range cards {
		c := &cards[i]
		power, tier := "", fmt.Sprint(c.CostTier)
		if c.Type == politicardrules.Government {
			power, tier = fmt.Sprint(c.Power), fmt.Sprintf("T%d", c.Tier)
		}
		name := c.Name.In(l)
		if role := c.Role.In(l); role != "" {
			name += ", " + role
		}
		rows = append(rows, row{cols: [7]string{c.ID, name, deckSay(l, "deck.type_"+c.Type), fmt.Sprint(c.HP), power, tier, strings.Join(R().KeywordTitles(c.Keywords, l), ", ")},
			effect: effectText(c, l), role: c.Role.In(l)})
	}
	header := [7]string{deckSay(l, "deck.head.id"), deckSay(l, "deck.head.name"), deckSay(l, "deck.head.type"), "HP",
		deckSay(l, "deck.head.power"), deckSay(l, "deck.head.tier"), deckSay(l, "deck.head.keywords")}
	widths := func(n int, name func(row) string) []int {
		ws := make([]int, n)
		for j := range n {
			ws[j] = utf8.RuneCountInString(header[j])
		}
		for _, r := range rows {
			for j := range n {
				v := r.cols[j]
				if j == 1 {
					v = name(r)
				}
				ws[j] = max(ws[j], utf8.RuneCountInString(v))
			}
		}
		return ws
	}
	line := func(cols []string, ws []int) string {
		var b strings.Builder
		for j, v := range cols {
			if j == len(cols)-1 {
				b.WriteString(v)
				break
			}
			b.WriteString(pad(v, ws[j]+2))
		}
		return strings.TrimRight(b.String(), " ")
	}
	// Wide: every card on one line.
	ws := widths(7, func(r row) string { return r.cols[1] })
	wide := true
	for _, r := range rows {
		if utf8.RuneCountInString(line(append(r.cols[:], r.effect), append(ws, 0)))-0 > width {
			wide = false
			break
		}
	}
	var b strings.Builder
	if wide {
		b.WriteString(line(append(header[:], deckSay(l, "deck.head.effect")), append(ws, 0)) + "\n")
		for _, r := range rows {
			b.WriteString(line(append(r.cols[:], r.effect), append(ws, 0)) + "\n")
		}
		_, err := io.WriteString(w, b.String())
		return err
	}
	// Narrow: the name without its role; role, keywords and effect below.
	short := func(r row) string { return strings.TrimSuffix(r.cols[1], ", "+r.role) }
	ws = widths(6, short)
	// Narrower still (60 columns): the name column gives way, long names
	// wrap under their start.
	if over := utf8.RuneCountInString(line(header[:6], ws)) + ws[5] - len(header[5]) - width; over > 0 {
		ws[1] = max(ws[1]-over, 12)
	}
	indent := strings.Repeat(" ", ws[0]+2)
	b.WriteString(line(header[:6], ws) + "\n")
	for _, r := range rows {
		cols := r.cols
		names := []string{short(r)}
		if utf8.RuneCountInString(names[0]) > ws[1] {
			names = columns.Wrap(names[0], ws[1])
		}
		cols[1] = names[0]
		b.WriteString(line(cols[:6], ws) + "\n")
		for _, n := range names[1:] {
			b.WriteString(indent + n + "\n")
		}
		var more []string
		if r.role != "" {
			more = append(more, r.role+".")
		}
		if r.cols[6] != "" {
			more = append(more, deckSay(l, "deck.keywords", r.cols[6]))
		}
		more = append(more, r.effect)
		for _, l := range wrapText(strings.Join(more, " "), indent, width) {
			b.WriteString(l + "\n")
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// PileLine is a card of a deck as `deck show` lists it.
type PileLine struct {
	Copies int    `json:"copies"`
	ID     string `json:"id"`
	Name   string `json:"name"`
	Type   string `json:"type"`
	HP     int    `json:"hp"`
	What   string `json:"what"` // "power 8, Tier 2", "government slot", a trigger...
}

// Pile is a deck sorted as a person sorts a pile of cards: by type in the
// order of the rows (government, public, instant, ongoing, intervention),
// then by name.
func Pile(d politicardrules.Deck, names politicardrules.Names) []PileLine {
	r := R()
	l := toolLang()
	var out []PileLine
	counts := d.Counts()
	for _, id := range r.Ids(counts) {
		c := r.MustCard(id)
		what := ""
		switch c.Type {
		case politicardrules.Government:
			what = deckSay(l, "deck.power_tier", c.Power, c.Tier)
		case politicardrules.Ongoing:
			what = deckSay(l, "deck.slot", deckSay(l, "deck.slot_"+c.Slot))
		}
		if len(c.Keywords) > 0 {
			what = strings.TrimPrefix(what+"; "+strings.Join(r.KeywordTitles(c.Keywords, l), ", "), "; ")
		}
		out = append(out, PileLine{Copies: counts[id], ID: id, Name: r.Name(id, names, l), Type: c.Type, HP: c.HP, What: what})
	}
	slices.SortStableFunc(out, func(a, b PileLine) int {
		if ta, tb := slices.Index(politicardrules.Types, a.Type), slices.Index(politicardrules.Types, b.Type); ta != tb {
			return ta - tb
		}
		return strings.Compare(spell.Keys(a.Name)[0], spell.Keys(b.Name)[0])
	})
	return out
}

// WritePile writes a deck as `deck show` prints it: a heading, then each
// type with its count and its cards, copies first.
func WritePile(w io.Writer, title string, d politicardrules.Deck, names politicardrules.Names, width int) error {
	r := R()
	pile := Pile(d, names)
	var b strings.Builder
	l := toolLang()
	legal := deckSay(l, "deck.legal")
	if v := r.ViolationsIn(d, l); len(v) > 0 {
		legal = deckSay(l, "deck.not_legal", strings.Join(v, "; "))
	}
	b.WriteString(deckSay(l, "deck.summary", title, d.Size(), r.HP(d), r.Deck.Budget, legal) + "\n")
	nameW := 0
	for _, l := range pile {
		nameW = max(nameW, utf8.RuneCountInString(l.Name))
	}
	for _, t := range politicardrules.Types {
		n := 0
		for _, l := range pile {
			if l.Type == t {
				n += l.Copies
			}
		}
		if n == 0 {
			continue
		}
		fmt.Fprintf(&b, "%s (%d)\n", deckSay(l, "deck.types_"+t), n)
		for _, l := range pile {
			if l.Type != t {
				continue
			}
			head := fmt.Sprintf("  %dx %s %s %2d HP", l.Copies, pad(l.ID, 4), pad(l.Name, nameW), l.HP)
			if l.What == "" {
				b.WriteString(head + "\n")
				continue
			}
			if utf8.RuneCountInString(head)+2+utf8.RuneCountInString(l.What) <= width {
				b.WriteString(head + "  " + l.What + "\n")
				continue
			}
			b.WriteString(head + "\n")
			for _, x := range wrapText(l.What, "        ", width) {
				b.WriteString(x + "\n")
			}
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// DeckFile is a deck as a deck file to edit: a comment heading, then one
// line per card with its name, type and HP in a comment.
func DeckFile(title string, d politicardrules.Deck, names politicardrules.Names) []byte {
	r := R()
	var b strings.Builder
	fmt.Fprintf(&b, "# %s: %d cards, %d of %d HP.\n", title, d.Size(), r.HP(d), r.Deck.Budget)
	fmt.Fprintf(&b, "# A deck is exactly %d cards, at most %d HP, at most %d copies of a card and %d of a\n# cost-tier-%d card. Change a line, add one (an id or a name), then:\n#   boardroom politicard deck check FILE\n",
		r.Deck.Size, r.Deck.Budget, r.Deck.Copies, r.Deck.CopiesTopTier, r.Deck.TopTier)
	fmt.Fprintf(&b, "name: %s\ncards:\n", title)
	for _, l := range Pile(d, names) {
		fmt.Fprintf(&b, "  - {id: %s, copies: %d}  # %s, %s, %d HP\n", l.ID, l.Copies, l.Name, l.Type, l.HP)
	}
	return []byte(b.String())
}

// DeckNotFound is the usage error for a deck that is neither a sample nor
// a readable file, with the sample it was most likely meant to be.
func DeckNotFound(ref string, err error) error {
	samples := R().SampleNames()
	var hint didYouMean
	if filepath.Base(ref) == ref {
		hint = didYouMean{strings.TrimSuffix(ref, filepath.Ext(ref)), samples}
	}
	if os.IsNotExist(err) {
		return usage("deck.not_found", ref, strings.Join(samples, ", "), hint)
	}
	return usage("deck.not_readable", ref, strings.Join(samples, ", "), hint, err.Error())
}

// didYouMean is the suggestion for a mistyped name among names, said in
// the language of the message it is an argument of: " (did you mean
// "tempo"?)", or nothing.
type didYouMean struct {
	typed string
	names []string
}

func (d didYouMean) SayIn(l msg.Lang) string {
	if d.typed == "" {
		return ""
	}
	return phrase.DidYouMeanIn(l, d.typed, d.names)
}
