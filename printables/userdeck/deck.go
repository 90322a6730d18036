package userdeck

import (
	"boardroom/phrase/msg"
	"boardroom/printables/userdeck/hyphen"
	"cmp"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"maps"
	"math"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"go.yaml.in/yaml/v3"

	"boardroom/printables"
)

// Deck is a loaded deck: its layout, its data and every card ready to draw.
type Deck struct {
	Label    string // the folder as the user named it, for messages
	Layout   *Layout
	Table    Table
	Cards    []*Card
	Problems Problems

	folder   string // the folder's own name, from its absolute path ("" for a deck not read from a folder)
	fsys     fs.FS
	fonts    map[string]faces
	images   map[string]*printables.Image
	imgErr   map[string]error
	icons    map[string]*icon
	tmpls    map[*yaml.Node]*tstr
	boxes    map[boxKey]resolved
	seen     map[string]bool // problems reported, to report each once
	glyphs   map[glyphKey]bool
	merges   map[*rawBox]mergeResult // boxes with their extends merged, once each
	chains   map[*rawBox]int         // boxes in each box's extend chain (-1: it goes round or names no box)
	index    map[string]map[string]*rawBox
	inputs   []string // every file read, by its path in the deck
	budget   Budgets
	pixels   int64   // decoded pixels of the pictures read so far
	picBytes int64   // and their bytes, as the PDF embeds them
	steps    int     // template steps left for the whole deck
	cur      *Layout // the layout of the card being drawn (nil: the deck's own)
	svgs     map[string]*svgPic
}

type glyphKey struct {
	face printables.FontFace
	r    rune
}

// Card is one row of data: the card's title, how many to print, and its
// two sides as drawing operations in mm from the card's top-left corner.
type Card struct {
	Row      *Row
	Title    string
	Count    int
	BackName string  // the named back ("" the deck's back)
	Layout   *Layout // the layout it is drawn by: the deck's, or one of its layouts:
	Front    []op
	Back     []op // nil: no back
}

type opKind uint8

const (
	opText opKind = iota
	opRect
	opRRect
	opLine
	opPoly
	opImage
	opBleed // the card's background, out to the print bleed
	opPush  // a layer (turned, clipped) until its opPop
	opPop
	opBleedImage // a picture covering the card out to the print bleed
	opGradient   // pts filled from color at (x, y) to st.Fill at (w, h)
	opSVG        // an SVG picture's shapes, its view mapped onto (x, y, w, h)
)

type op struct {
	kind       opKind
	x, y, w, h float64
	r          float64
	pts        [][2]float64
	text       string
	font       printables.Font
	color      printables.Color
	st         printables.Style
	img        *printables.Image
	outline    *outline // text: drawn round its letters
	more       *opMore  // what few operations need: kept out of the many texts' way
}

// opMore is what a layer, a full-bleed picture or a background gradient
// needs besides an op's common fields.
type opMore struct {
	layer printables.Layer
	focus [2]float64
	grad  *gradient         // opGradient without pts: the card's background, out to the bleed
	svg   *svgPic           // opSVG
	tint  *printables.Color // opSVG: every shape in this colour (a shadow)
}

var builtinFamilies = []string{"sans", "mono"}

// Load reads the deck in fsys (layout.yaml and its data files) within the
// default budgets. label is how the folder is named in messages ("mydeck").
// Every problem found is in d.Problems; the deck prints only when none is an
// error.
func Load(fsys fs.FS, label string) *Deck { return LoadWith(fsys, label, DefaultBudgets()) }

// LoadDir reads the deck in the folder dir through an os.Root: no name, and
// no link, leads outside the folder.
func LoadDir(dir, label string, b Budgets) (*Deck, error) {
	root, err := os.OpenRoot(dir)
	if err != nil {
		return nil, err
	}
	defer root.Close()
	folder := ""
	if abs, err := filepath.Abs(dir); err == nil {
		folder = filepath.Base(abs)
	}
	return loadWith(root.FS(), label, folder, b), nil
}

// LoadWith is Load within the budgets b.
func LoadWith(fsys fs.FS, label string, b Budgets) *Deck { return loadWith(fsys, label, "", b) }

// loadWith is LoadWith for the folder whose own name is folder ("" when not
// known): the deck's name when the label is "." or "..".
func loadWith(fsys fs.FS, label, folder string, b Budgets) *Deck {
	b = b.WithDefaults()
	d := &Deck{Label: label, folder: folder, fsys: fsys, budget: b, steps: maxDeckSteps, merges: map[*rawBox]mergeResult{}, chains: map[*rawBox]int{}, images: map[string]*printables.Image{}, imgErr: map[string]error{},
		icons: map[string]*icon{}, tmpls: map[*yaml.Node]*tstr{}, boxes: map[boxKey]resolved{}, seen: map[string]bool{}, glyphs: map[glyphKey]bool{},
		fonts: map[string]faces{
			"sans": {printables.Regular, printables.Bold, printables.Italic, printables.BoldItalic},
			"mono": {printables.Mono, printables.Mono, printables.Mono, printables.Mono},
		}}
	d.load()
	d.Problems.sort()
	return d
}

func (d *Deck) file(name string) string { return path.Join(d.Label, name) }

func (d *Deck) add(ps ...Problem) {
	for _, p := range ps {
		p = p.In(d.budget.Lang)
		if k := p.String(); !d.seen[k] {
			d.seen[k] = true
			d.Problems = append(d.Problems, p)
		}
	}
}

// Inputs are the files the deck was read from (the layout, data, fonts,
// pictures), by their paths in the deck folder: what no output may replace.
func (d *Deck) Inputs() []string { return slices.Clone(d.inputs) }

// errOutside is a name that leads outside the deck folder.
type errOutside struct {
	name, link, label string
	abs               bool // the link's target is an absolute path
}

func (e *errOutside) Error() string { return e.SayIn(msg.EN) }

// SayIn is the error in l.
func (e *errOutside) SayIn(l msg.Lang) string {
	if e.link != "" && e.abs {
		return Messages.Say(l, "deck.link_absolute", e.link, e.label)
	}
	if e.link != "" {
		return Messages.Say(l, "deck.link_outside", e.link, e.label)
	}
	return Messages.Say(l, "deck.outside", e.name, e.label)
}

// outside explains an error of opening name: a name outside the folder, or
// a link (name itself or a folder on its way) that leads outside it, which
// the folder's root refuses.
func (d *Deck) outside(name string, err error) error {
	if errors.Is(err, fs.ErrNotExist) {
		return err
	}
	parts := strings.Split(name, "/")
	for i := range parts {
		p := strings.Join(parts[:i+1], "/")
		st, e := fs.Lstat(d.fsys, p)
		if e == nil && st.Mode()&fs.ModeSymlink != 0 {
			if _, e := fs.Stat(d.fsys, p); e != nil && !errors.Is(e, fs.ErrNotExist) {
				target, _ := fs.ReadLink(d.fsys, p)
				return &errOutside{name: name, link: d.file(p), label: d.Label, abs: path.IsAbs(target)}
			}
		}
	}
	return err
}

// read reads a file of the deck: a regular file (or a link to one inside
// the folder) of at most limit bytes. It looks before it opens, since opening
// a named pipe waits for a writer (a deck with one hung 'cards check'), and
// caps the read itself, since a file can grow after it was measured.
func (d *Deck) read(name string, limit int64) (b []byte, err error) {
	clean := path.Clean(strings.ReplaceAll(name, `\`, "/"))
	if !fs.ValidPath(clean) || path.IsAbs(name) {
		return nil, &errOutside{name: name, label: d.Label}
	}
	name = clean
	defer func() {
		if err != nil {
			err = d.outside(name, err)
		} else {
			d.inputs = append(d.inputs, name)
		}
	}()
	regular := func(st fs.FileInfo) error {
		if !st.Mode().IsRegular() {
			return sayErr("deck.regular_file")
		}
		if st.Size() > limit {
			return sayErr("deck.larger_than_mb", limit>>20)
		}
		return nil
	}
	st, err := fs.Stat(d.fsys, name)
	if err != nil {
		return nil, err
	}
	if err := regular(st); err != nil {
		return nil, err
	}
	f, err := d.fsys.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	if st, err = f.Stat(); err != nil {
		return nil, err
	}
	if err := regular(st); err != nil {
		return nil, err
	}
	b, err = io.ReadAll(io.LimitReader(f, limit+1))
	if err != nil {
		return nil, err
	}
	if int64(len(b)) > limit {
		return nil, sayErr("deck.larger_than_mb", limit>>20)
	}
	return b, nil
}

func (d *Deck) load() {
	lname := "layout.yaml"
	data, err := d.read(lname, 4<<20)
	if err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			d.add(pos{File: d.file(lname)}.problem("deck.no_layout", d.Label))
		} else {
			d.add(pos{File: d.file(lname)}.problem("problem.error_text", err))
		}
		return
	}
	l, probs := parseLayout(d.file(lname), data)
	d.add(probs...)
	if l == nil {
		return
	}
	d.Layout = l
	// Data.
	var names []string
	if entries, err := fs.ReadDir(d.fsys, "."); err == nil {
		for _, e := range entries {
			if !e.IsDir() {
				names = append(names, e.Name())
			}
		}
	}
	files := l.dataFiles(names)
	d.Table.max = d.budget.MaxCards
	noData := len(files) == 0
	if noData {
		d.add(pos{File: d.file(lname), Line: 1, Col: 1}.problem("deck.no_data"))
	}
	for i, f := range files {
		sheet := "" // a workbook's sheet by name: "cards.xlsx#Monsters"
		if j := strings.LastIndex(f, "#"); j > 0 && strings.EqualFold(path.Ext(f[:j]), ".xlsx") {
			f, sheet = f[:j], f[j+1:]
		}
		limit := int64(MaxDataBytes)
		if ext := strings.ToLower(path.Ext(f)); ext == ".yaml" || ext == ".yml" {
			limit = maxYAMLData // refused before it is read
		}
		b, err := d.read(f, limit)
		var big said
		if err != nil && limit == maxYAMLData && errors.As(err, &big) && big.id == "deck.larger_than_mb" {
			err = sayErr("deck.yaml_budget", err)
		}
		if err != nil {
			at := pos{File: d.file(lname)}
			if i < len(l.DataPos) {
				at.Line, at.Col = l.DataPos[i].Line, l.DataPos[i].Col
			}
			d.add(at.problem("deck.data_file", d.file(f), missing(err)))
			continue
		}
		if sheet != "" {
			d.add(readXLSXSheet(&d.Table, d.file(f)+"#"+sheet, sheet, b)...)
			continue
		}
		d.add(readData(&d.Table, d.file(f), b)...)
	}
	d.Table.fill()
	if len(files) > 0 && len(d.Table.Rows) == 0 && len(d.Problems.Errors()) == 0 {
		d.add(pos{File: d.file(files[0]), Line: 1, Col: 1}.problem("deck.no_cards"))
	}
	// Fonts and icons.
	for name, fam := range l.Fonts {
		var fc faces
		ok := true
		for i, st := range fontStyles {
			file := fam[st]
			if file == "" {
				fc[i] = fc[0]
				continue
			}
			b, err := d.read(file, 32<<20)
			if err != nil {
				if errors.Is(err, fs.ErrNotExist) {
					d.add(l.FontPos[name].problem("deck.font_font_file", name, d.file(file), missing(err), d.nearby(path.Clean(file), err)))
				} else {
					d.add(l.FontPos[name].problem("deck.font", name, err))
				}
				ok = false
				break
			}
			face, err := printables.RegisterFont(b)
			if err != nil {
				d.add(l.FontPos[name].problem("deck.font_2", name, d.file(file), err))
				ok = false
				break
			}
			fc[i] = face
		}
		if ok {
			d.fonts[name] = fc
		} else {
			d.fonts[name] = d.fonts["sans"]
		}
	}
	for name, file := range l.Icons {
		ic := &icon{size: iconSize, raise: iconRaise}
		var err error
		if strings.HasSuffix(strings.ToLower(file), ".svg") {
			ic.svg, err = d.svgPicture(file)
			if err == nil && len(ic.svg.unsupp) > 0 {
				d.add(l.IconPos[name].warning("deck.icon_has_what_boardroom", name, d.file(file), ic.svg.unsupp))
			}
		} else {
			ic.img, err = d.image(file)
		}
		if err != nil {
			d.add(l.IconPos[name].problem("deck.icon", name, err))
			continue
		}
		if sz, ok := l.IconSize[name]; ok {
			ic.size, ic.raise = sz[0], sz[1]
		}
		d.icons[name] = ic
	}
	// Cards: with no data there are none, and no columns to check the
	// layout's names against (each would be one more "no column" below the
	// one mistake, the missing data).
	if noData || len(d.Problems.Errors()) > 0 && d.Layout.Front == nil {
		return
	}
	d.cards()
}

func missing(err error) any {
	if errors.Is(err, fs.ErrNotExist) {
		return said{id: "problem.not_found"}
	}
	return err
}

// nearby is a "did you mean" for a file that is not there: the file of its
// folder whose name is closest ("art/Dragon.JPG" for "art/dragon.jpg", as a
// deck made on a system that ignores case names it).
func (d *Deck) nearby(name string, err error) hint {
	if !errors.Is(err, fs.ErrNotExist) || !fs.ValidPath(name) {
		return hint{}
	}
	dir := path.Dir(name)
	entries, e := fs.ReadDir(d.fsys, dir)
	if e != nil {
		return hint{}
	}
	var files []string
	for _, en := range entries {
		if !en.IsDir() {
			files = append(files, path.Join(dir, en.Name()))
		}
	}
	return didYouMean(name, files)
}

// image loads a picture once, by its path in the deck.
func (d *Deck) image(name string) (*printables.Image, error) {
	return loadOnce(d, name, 64<<20, d.images, d.picture)
}

// loadOnce reads the deck's file name once (at most limit bytes) and makes
// it a T with parse, keeping the T in cache and a failure in d.imgErr, so
// that each file is read, and each of its mistakes said, once.
func loadOnce[T any](d *Deck, name string, limit int64, cache map[string]T, parse func(clean string, b []byte) (T, error)) (T, error) {
	var zero T
	clean := path.Clean(strings.ReplaceAll(name, `\`, "/"))
	if !fs.ValidPath(clean) || path.IsAbs(name) {
		return zero, sayErr("deck.picture", &errOutside{name: name, label: d.Label})
	}
	if v, ok := cache[clean]; ok {
		return v, nil
	}
	if err, ok := d.imgErr[clean]; ok {
		return zero, err
	}
	v := zero
	b, err := d.read(clean, limit)
	switch {
	case err == nil:
		v, err = parse(clean, b)
	case errors.Is(err, fs.ErrNotExist):
		err = sayErr("deck.picture_2", d.file(clean), missing(err), d.nearby(clean, err))
	default:
		err = sayErr("deck.picture_3", d.file(clean), err)
	}
	if err != nil {
		d.imgErr[clean] = err
		return zero, err
	}
	cache[clean] = v
	return v, nil
}

// picture checks a picture against the budgets from its header, then
// decodes it once (a damaged one is refused here).
func (d *Deck) picture(clean string, b []byte) (*printables.Image, error) {
	cost, w, h, _, err := printables.PictureCost(b)
	if err != nil {
		return nil, sayErr("deck.x", d.file(clean), err)
	}
	deck := d.budget.MaxPixels * DeckPictures
	if cost > d.budget.MaxPixels {
		return nil, &BudgetError{File: d.file(clean), What: said{id: "budget.megapixels"}, Got: said{id: "budget.picture_decoded", args: []any{w, h, printables.Megapixels(cost)}},
			Limit: said{id: "budget.picture_limit", args: []any{printables.Megapixels(d.budget.MaxPixels)}}, Flag: "--max-pixels"}
	}
	if d.pixels+cost > deck {
		return nil, &BudgetError{File: d.file(clean), What: said{id: "budget.megapixels"}, Got: said{id: "budget.deck_pixels", args: []any{printables.Megapixels(d.pixels + cost)}},
			Limit: said{id: "budget.deck_pixels_limit", args: []any{printables.Megapixels(deck), DeckPictures}}, Flag: "--max-pixels"}
	}
	if bytes := d.budget.MaxPixels * DeckPictureBytes; d.picBytes+int64(len(b)) > bytes {
		return nil, &BudgetError{File: d.file(clean), What: said{id: "budget.mb_files"}, Got: said{id: "budget.deck_bytes", args: []any{printables.Megabytes(d.picBytes + int64(len(b)))}},
			Limit: said{id: "budget.deck_bytes_limit", args: []any{printables.Megabytes(bytes), DeckPictureBytes}}, Flag: "--max-pixels"}
	}
	im, err := printables.NewImageLimit(d.file(clean), b, d.budget.MaxPixels)
	if err != nil {
		return nil, sayErr("deck.x", d.file(clean), err)
	}
	d.pixels += cost
	d.picBytes += int64(len(im.Data))
	return im, nil
}

func (d *Deck) column(name string) string {
	if d.Layout.CardValues && slices.Contains(cardValues, name) {
		return name
	}
	for _, c := range d.Table.Columns {
		if strings.EqualFold(c, name) {
			return c
		}
	}
	return ""
}

func (d *Deck) cards() {
	l := d.Layout
	countCol := d.column(l.CountCol)
	titleCol := d.column("title")
	if titleCol == "" {
		titleCol = d.column("name")
	}
	var title *tstr
	if l.Title != nil {
		title, _ = d.template(l.Title)
		d.add(title.check(d.Table.Columns)...)
	}
	// A column the layout names for the counts, backs or layouts that the
	// data lacks would leave every card at one copy, the deck's back or
	// its own layout, silently.
	for _, key := range []string{"count_column", "back_column", "layout_column"} {
		p, ok := l.ColSet[key]
		name := map[string]string{"count_column": l.CountCol, "back_column": l.BackCol, "layout_column": l.LayoutCol}[key]
		if ok && d.column(name) == "" {
			d.add(p.problem("deck.column_data_columns", key, name, didYouMean(name, d.Table.Columns), strings.Join(d.Table.Columns, ", ")))
		}
	}
	for _, w := range d.allWhens() {
		if w.Column == "" {
			continue // a test: alone
		}
		if d.column(w.Column) == "" {
			d.add(w.ColPos.problem("deck.when_column_data", w.Column, didYouMean(w.Column, d.Table.Columns)))
			continue
		}
		d.checkWhenValues(w)
	}
	total, index := 0, 0
	for i := range d.Table.Rows {
		row := &d.Table.Rows[i]
		c := &Card{Row: row, Count: 1}
		if countCol != "" {
			if v := strings.TrimSpace(row.Values[countCol]); v != "" {
				n, err := strconv.Atoi(v)
				if err != nil || n < 0 || n > 1000 {
					d.add(row.Cells[countCol].problem("deck.whole_number_copies", countCol, v))
					n = 1
				}
				c.Count = n
			}
		}
		switch {
		case title != nil:
			t, err := title.expand(row.Values)
			if err != nil {
				d.add(row.Pos.problem("deck.title", err))
			}
			c.Title = cardTitle(t)
		case titleCol != "":
			c.Title = cardTitle(row.Values[titleCol])
		}
		if c.Title == "" {
			c.Title = Messages.Say(d.budget.Lang, "deck.card_n", i+1) // a card with no title is named in the table's language
		}
		where := said{id: "deck.card_where", args: []any{c.Title, row.Pos.File, row.Pos.Line}}
		if l.CardValues && c.Count > 0 {
			// The card's place in the deck and its copy are values of its
			// own: each copy is a card of its own when a template names _copy.
			copies := 1
			if l.Copies {
				copies = c.Count
			}
			for n := 1; n <= copies; n++ {
				cc := *c
				if l.Copies {
					cc.Count = 1
				}
				r := *row
				r.Values = maps.Clone(row.Values)
				r.Values[colIndex] = strconv.Itoa(index + 1)
				r.Values[colCopy] = strconv.Itoa(n)
				r.Values[colCount] = strconv.Itoa(c.Count)
				index += cc.Count
				if title != nil {
					if t, err := title.expand(r.Values); err == nil && cardTitle(t) != "" {
						cc.Title = cardTitle(t)
					}
				}
				d.drawCard(&cc, &r, where)
			}
		} else {
			d.drawCard(c, row, where)
		}
		if total += c.Count; total > d.budget.MaxCards && total-c.Count <= d.budget.MaxCards {
			at := row.Pos
			if countCol != "" {
				at = row.Cells[countCol]
			}
			d.add(at.problem("problem.error_text", &BudgetError{What: said{id: "budget.cards"}, Got: said{id: "budget.counts_more_than", args: []any{d.budget.MaxCards}},
				Limit: said{id: "budget.cards_limit", args: []any{d.budget.MaxCards}}, Flag: "--max-cards"}))
		}
	}
	if len(d.Table.Rows) > 0 && len(d.Cards) == 0 {
		d.add(pos{File: d.Table.Rows[0].Pos.File, Line: 1, Col: 1}.problem("deck.every_card_has_count"))
	}
	d.checkTableKeys() // after drawing: the templates the cards used
}

// card is the layout of the card being drawn: its size, safe zone and sides.
func (d *Deck) card() *Layout {
	if d.cur != nil {
		return d.cur
	}
	return d.Layout
}

// drawCard draws a card's sides from its row, by the layout its layout
// column names, and adds it to the deck.
func (d *Deck) drawCard(c *Card, row *Row, where said) {
	l := d.Layout
	if col := d.column(l.LayoutCol); col != "" {
		if v := strings.TrimSpace(row.Values[col]); v != "" {
			i := slices.IndexFunc(l.Layouts, func(s *Layout) bool { return strings.EqualFold(s.ID, v) })
			if i < 0 {
				names := l.LayoutNames()
				list := Messages.Say(d.budget.Lang, "deck.no_layouts")
				if len(names) > 0 {
					list = "layouts: " + strings.Join(names, ", ")
				}
				d.add(row.Cells[col].problem("deck.such_layout_empty_deck", col, v, didYouMean(v, names), list))
			} else {
				l = l.Layouts[i]
			}
		}
	}
	d.cur = l
	defer func() { d.cur = nil }()
	c.Layout = l
	backCol := d.column(d.Layout.BackCol)
	c.Row = row
	c.Front = d.side(l.Front, row, where)
	back := l.Back
	if backCol != "" {
		if v := strings.TrimSpace(row.Values[backCol]); v != "" {
			bs, ok := l.Backs[v]
			if !ok {
				d.add(row.Cells[backCol].problem("deck.back_layout_backs_has", v, didYouMean(v, l.BackNames), strings.Join(l.BackNames, ", ")))
			} else {
				back, c.BackName = bs, v
			}
		}
	}
	if back != nil {
		c.Back = d.side(back, row, where)
		if c.Back == nil {
			c.Back = []op{}
		}
	}
	if c.Count > 0 {
		d.Cards = append(d.Cards, c)
	}
}

// checkWhenValues warns about a value of a condition and a value of the
// data that are near misses of each other (is: Event, a card's Evnt): the
// style would silently never apply to that card. Which of the two is the
// typo is a guess: a value of one card, or a value near one that other cards
// have, is the data's (reported on the card's cell, "did you mean" the
// layout's value); a value several cards share and no other card has is the
// layout's (reported on the condition). A value far from every card's (a
// type this deck has no card of yet) is a layout's right.
func (d *Deck) checkWhenValues(w when) {
	col := d.column(w.Column)
	var values []string
	count := map[string]int{}
	for _, r := range d.Table.Rows {
		if v := strings.TrimSpace(r.Values[col]); v != "" {
			if count[strings.ToLower(v)] == 0 {
				values = append(values, v)
			}
			count[strings.ToLower(v)]++
		}
	}
	// Every value the layout's conditions on this column expect.
	var expected []string
	at := map[string]pos{} // where the layout expects each
	for _, o := range d.allWhens() {
		if strings.EqualFold(o.Column, w.Column) {
			for i, x := range o.Is {
				if x = strings.TrimSpace(x); x != "" && i < len(o.IsPos) {
					expected = append(expected, x)
					if _, ok := at[x]; !ok {
						at[x] = o.IsPos[i]
					}
				}
			}
		}
	}
	known := func(v string, in []string) bool {
		return slices.ContainsFunc(in, func(x string) bool { return strings.EqualFold(x, v) })
	}
	blamed := map[string]bool{} // data values reported on their cells
	for _, v := range values {
		if known(v, expected) || utf8.RuneCountInString(v) < 4 {
			continue // a short code ("6", "QS") is as near its neighbours as a typo
		}
		hint := didYouMean(v, expected)
		if hint.word == "" {
			continue
		}
		x := hint.word
		if count[strings.ToLower(v)] > 1 && !known(x, values) {
			continue // several cards agree: the layout's typo, below
		}
		blamed[strings.ToLower(v)] = true
		for _, r := range d.Table.Rows {
			if strings.EqualFold(strings.TrimSpace(r.Values[col]), v) {
				p := at[x]
				d.add(r.cell(col, r.Pos).warning("deck.value_layout_conditions_expect", col, v, col, hint, p.File, p.Line, p.Col))
			}
		}
	}
	for i, x := range w.Is {
		x = strings.TrimSpace(x)
		if x == "" || i >= len(w.IsPos) || known(x, values) {
			continue
		}
		list := values
		if len(list) > 12 {
			list = append(slices.Clone(list[:12]), "...")
		}
		if hint := didYouMean(x, values); hint.word != "" {
			if v := hint.word; blamed[strings.ToLower(v)] {
				continue
			}
			d.add(w.IsPos[i].warning("deck.when_card_has_column", x, col, hint, strings.Join(list, ", ")))
		}
	}
	d.checkContains(w, col, values)
}

// checkContains warns about a contains: text and a word of the data that
// are near misses of each other (contains: attack, a card's "Action –
// Atack"). A text no card's value holds, near a word some card has, is the
// layout's typo (warned on the condition); a card whose value does not hold
// a text that other cards' values hold, but has a word near it, has the
// typo (warned on its cell).
func (d *Deck) checkContains(w when, col string, values []string) {
	words := func(v string) []string {
		return strings.FieldsFunc(v, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
	}
	var all []string // every word of the column's values, once
	for _, v := range values {
		for _, wd := range words(v) {
			if !slices.ContainsFunc(all, func(x string) bool { return strings.EqualFold(x, wd) }) {
				all = append(all, wd)
			}
		}
	}
	holds := func(v, x string) bool { return strings.Contains(strings.ToLower(v), strings.ToLower(x)) }
	for i, x := range w.Contains {
		x = strings.TrimSpace(x)
		if x == "" || i >= len(w.ConPos) || utf8.RuneCountInString(x) < 4 {
			continue // a short text is near too many words to tell
		}
		if slices.ContainsFunc(values, func(v string) bool { return holds(v, x) }) {
			// Other cards hold it: a card with a near miss has the typo.
			for _, r := range d.Table.Rows {
				v := strings.TrimSpace(r.Values[col])
				if v == "" || holds(v, x) {
					continue
				}
				for _, wd := range words(v) {
					if utf8.RuneCountInString(wd) >= 4 && didYouMean(wd, []string{x}).word != "" {
						p := w.ConPos[i]
						d.add(r.cell(col, r.Pos).warning("deck.has_near_text_layout", col, v, wd, x, x, p.File, p.Line, p.Col))
						break
					}
				}
			}
			continue
		}
		if hint := didYouMean(x, all); hint.word != "" {
			d.add(w.ConPos[i].warning("deck.when_card_contains_so", col, x, hint))
		}
	}
}

func (d *Deck) allWhens() []when {
	var out []when
	var lists [][]*rawBox
	for _, l := range append([]*Layout{d.Layout}, d.Layout.Layouts...) {
		lists = append(lists, l.Front, l.Back)
		for _, n := range l.BackNames {
			lists = append(lists, l.Backs[n])
		}
	}
	for _, s := range d.Layout.Styles {
		lists = append(lists, []*rawBox{s})
	}
	for _, list := range lists {
		for _, b := range list {
			out = append(out, b.When...)
		}
	}
	return out
}

// side draws the boxes for a row into operations.
func (d *Deck) side(boxes []*rawBox, row *Row, where said) []op {
	var ops []op
	for _, rb := range boxes {
		b, probs := d.resolve(rb, row.Values)
		d.add(probs...)
		if b == nil {
			continue
		}
		if b.Repeat != nil {
			ops = d.repeat(ops, b, row, where)
			continue
		}
		d.checkPlace(b)
		ops = d.draw(ops, b, row, where)
	}
	return ops
}

// checkStyles warns when text in bold or italic uses a family of the
// layout's fonts: that has no file for that style: it prints in the regular
// style.
func (d *Deck) checkStyles(family string, paras [][]word) {
	files, ok := d.Layout.Fonts[family]
	if !ok {
		return
	}
	for _, p := range paras {
		for _, w := range p {
			for _, sp := range w {
				st := fontStyles[sp.style&3]
				if sp.text == "" || sp.style&3 == 0 || files[st] != "" {
					continue
				}
				d.add(d.Layout.FontPos[family].warning("deck.font_has_file_text", family, st, st, "{", st, "}"))
			}
		}
	}
}

// checkGlyphs warns about characters the box's font cannot draw (they would
// print as empty boxes).
func (d *Deck) checkGlyphs(ops []op, row *Row, b *Box, where said) {
	for _, o := range ops {
		if o.kind != opText {
			continue
		}
		for _, r := range o.text {
			if r == ' ' {
				continue
			}
			k := glyphKey{o.font.Face, r}
			has, ok := d.glyphs[k]
			if !ok {
				has = printables.HasGlyph(o.font.Face, r)
				d.glyphs[k] = has
			}
			if !has {
				d.add(row.Pos.warning("deck.font_has_u_would", where, b.Name, fmt.Sprintf("%q", r), fmt.Sprintf("%04X", r)))
			}
		}
	}
}

// checkPlace warns once per box that lies outside the card or, for text and
// pictures, outside the safe zone.
func (d *Deck) checkPlace(b *Box) {
	l := d.card()
	card := printables.Rect{W: l.Size.W, H: l.Size.H}
	r := printables.Rect{X: b.X, Y: b.Y, W: b.W, H: b.H}
	if b.Bleed || l.sizeWrong {
		// A size: in error is its own error; the stand-in size would
		// make up warnings about boxes that fit the size meant.
		return
	}
	cx, cy := b.X+b.W/2, b.Y+b.H/2
	if b.Kind == "line" {
		// A line is drawn from x, y to x2, y2 and turned about its middle
		// (draw): its box's w and h, the rest of the card by default, are
		// not where it lands.
		r = printables.Rect{X: min(b.X, b.X2), Y: min(b.Y, b.Y2), W: math.Abs(b.X2 - b.X), H: math.Abs(b.Y2 - b.Y)}
		cx, cy = (b.X+b.X2)/2, (b.Y+b.Y2)/2
	}
	if b.Rotate != 0 {
		r = printables.Rotation(b.Rotate, cx, cy).Bounds(r)
	}
	if !card.Contains(r) {
		d.add(b.Pos.warning("deck.lies_partly_outside_x", b.Name, r, fmtMM(l.Size.W), fmtMM(l.Size.H)))
		return
	}
	if (b.Kind == "text") && l.Safe > 0 && !card.Inset(l.Safe).Contains(r) {
		d.add(b.Pos.warning("deck.reaches_into_mm_safe", b.Name, r, fmtMM(l.Safe)))
	}
}

func (d *Deck) color(t *tstr, row *Row, b *Box, where said, what string) *printables.Color {
	if t == nil {
		return nil
	}
	s, err := t.expand(row.Values)
	if err != nil {
		d.add(t.Pos.problem("deck.box", where, b.Name, err))
		return nil
	}
	c, err := parseColor(s)
	if err != nil {
		if t.tmpl == nil { // the same for every card: said once
			d.add(t.Pos.problem("deck.box_2", b.Name, what, err))
			return nil
		}
		p := t.Pos
		if len(t.fields) > 0 {
			p = row.cell(t.fields[0].Name, p)
		}
		d.add(p.problem("deck.box_3", where, b.Name, what, err))
	}
	return c
}

// draw draws a box: turned about its centre by its rotate:, and drawn
// again turned 180° about the card's centre when it is a mirror:.
func (d *Deck) draw(ops []op, b *Box, row *Row, where said) []op {
	start := len(ops)
	if b.Hidden {
		return ops
	}
	if b.Shadow != nil && !(b.Bleed && (b.Kind == "rect" || b.Kind == "image")) {
		// Under the box (and turned, mirrored, repeated with it); a
		// background out to the bleed casts none.
		ops = d.draw(ops, b.shadowBox(), row, where)
	}
	body := len(ops) // the box's own operations begin
	layered := b.Rotate != 0 || (b.Opacity > 0 && b.Opacity < 1)
	if layered {
		cx, cy := b.X+b.W/2, b.Y+b.H/2
		if b.Kind == "line" {
			cx, cy = (b.X+b.X2)/2, (b.Y+b.Y2)/2
		}
		ops = append(ops, op{kind: opPush, more: &opMore{layer: printables.Layer{Rotate: b.Rotate, CX: cx, CY: cy, Alpha: b.Opacity}}})
	}
	ops = d.drawBox(ops, b, row, where)
	if len(ops) == body+1 && layered { // nothing drawn
		return ops[:body]
	}
	if layered {
		ops = append(ops, op{kind: opPop})
	}
	if b.Mirror && len(ops) > start {
		body := slices.Clone(ops[start:])
		l := d.card()
		ops = append(ops, op{kind: opPush, more: &opMore{layer: printables.Layer{Rotate: 180, CX: l.Size.W / 2, CY: l.Size.H / 2}}})
		ops = append(append(ops, body...), op{kind: opPop})
	}
	return ops
}

// cover is the place of a picture of w x h pixels that fills the box
// (x, y, bw, bh), cut to it, the focal point (fractions of the picture)
// kept in view as far as the picture allows.
func cover(w, h int, x, y, bw, bh float64, focus [2]float64) (float64, float64, float64, float64) {
	s := math.Max(bw/float64(w), bh/float64(h))
	nw, nh := float64(w)*s, float64(h)*s
	return x + (bw-nw)*focus[0], y + (bh-nh)*focus[1], nw, nh
}

func (d *Deck) drawBox(ops []op, b *Box, row *Row, where said) []op {
	switch b.Kind {
	case "text":
		s, err := b.Text.expand(row.Values)
		if err != nil {
			d.add(b.Text.Pos.problem("deck.box", where, b.Name, err))
			return ops
		}
		if strings.TrimSpace(s) == "" {
			return ops
		}
		col := printables.Black
		if b.Color != nil {
			if c := d.color(b.Color, row, b, where, "color"); c != nil {
				col = *c
			}
		}
		base := 0
		switch b.Style {
		case "bold":
			base = 1
		case "italic":
			base = 2
		case "bolditalic":
			base = 3
		}
		fam := d.fonts["sans"]
		if f, ok := d.fonts[b.Font]; ok {
			fam = f
		}
		rich, issues := parseRich(s, base, richEnv{icons: d.icons, fonts: d.fonts, size: b.Size})
		for _, msg := range issues {
			p := b.Text.Pos
			if len(b.Text.fields) > 0 {
				p = row.cell(b.Text.fields[0].Name, p)
			}
			d.add(p.warning("deck.box", where, b.Name, msg))
		}
		d.checkStyles(b.Font, rich)
		if b.Hyphenate != "" {
			hyphenate(rich, hyphen.For(b.Hyphenate))
		}
		fit := fam.fitText(rich, b, col)
		text, size, fits := fit.ops, fit.size, fit.fits
		if b.TextOutline != nil {
			for i := range text {
				if text[i].kind == opText {
					text[i].outline = b.TextOutline
				}
			}
		}
		for _, w := range fit.long {
			at := row.Pos
			if len(b.Text.fields) == 1 {
				at = row.cell(b.Text.fields[0].Name, at)
			}
			d.add(at.warning("deck.word_wider_than_mm", where, b.Name, short(w), fmtMM(b.W), fmtMM(b.MinSize), fmtMM(size)))
		}
		if !fits {
			at := row.Pos // the cell, when the text is one column's
			if len(b.Text.fields) == 1 {
				at = row.cell(b.Text.fields[0].Name, at)
			}
			d.add(at.warning("deck.text_does_fit_x", where, b.Name, fmtMM(b.W), fmtMM(b.H), fmtMM(size), cutNote(fit.cut), short(s)))
		}
		d.checkGlyphs(text, row, b, where)
		if len(d.Layout.Icons) > 0 {
			for _, name := range unknownIcons(s, d.Layout.Icons) {
				p := b.Text.Pos
				if len(b.Text.fields) > 0 {
					p = row.cell(b.Text.fields[0].Name, p)
				}
				names := slices.Sorted(maps.Keys(d.Layout.Icons))
				d.add(p.warning("deck.icon_layout_so_prints", where, b.Name, name, didYouMean(name, names), strings.Join(names, ", ")))
			}
		}
		return append(ops, text...)
	case "image":
		src, err := b.Src.expand(row.Values)
		if err != nil {
			d.add(b.Src.Pos.problem("deck.box", where, b.Name, err))
			return ops
		}
		if strings.TrimSpace(src) == "" {
			return ops
		}
		if strings.HasSuffix(strings.ToLower(strings.TrimSpace(src)), ".svg") {
			return d.drawSVG(ops, b, row, where, strings.TrimSpace(src))
		}
		im, err := d.image(strings.TrimSpace(src))
		if err != nil {
			p := b.Src.Pos
			if len(b.Src.fields) > 0 {
				p = row.cell(b.Src.fields[0].Name, p)
			}
			d.add(p.problem("deck.box", where, b.Name, err))
			return ops
		}
		if b.Bleed {
			// Full-bleed art: the picture covers the card and its bleed,
			// whatever the print's bleed is.
			return append(ops, op{kind: opBleedImage, img: im, more: &opMore{focus: b.Focus}})
		}
		x, y, w, h := b.X, b.Y, b.W, b.H
		switch b.Fit {
		case "contain":
			s := math.Min(w/float64(im.W), h/float64(im.H))
			nw, nh := float64(im.W)*s, float64(im.H)*s
			x, y, w, h = x+(w-nw)/2, y+(h-nh)/2, nw, nh
		case "cover":
			x, y, w, h = cover(im.W, im.H, x, y, w, h, b.Focus)
		}
		if c := b.silhouette; c != nil {
			// The picture's shadow: the outline it is drawn in.
			st := printables.Filled(*c)
			switch {
			case b.Clip == "ellipse":
				return append(ops, op{kind: opPoly, pts: printables.EllipsePath(b.X, b.Y, b.W, b.H), st: st})
			case b.Clip == "rounded" && b.Radius > 0:
				return append(ops, op{kind: opRRect, x: b.X, y: b.Y, w: b.W, h: b.H, r: b.Radius, st: st})
			case b.Clip != "" || b.Fit == "cover":
				return append(ops, op{kind: opRect, x: b.X, y: b.Y, w: b.W, h: b.H, st: st})
			}
			return append(ops, op{kind: opRect, x: x, y: y, w: w, h: h, st: st})
		}
		var clip [][2]float64
		switch {
		case b.Clip == "ellipse":
			clip = printables.EllipsePath(b.X, b.Y, b.W, b.H)
		case b.Clip == "rounded" && b.Radius > 0:
			clip = printables.RoundedRectPath(b.X, b.Y, b.W, b.H, b.Radius)
		case b.Clip != "" || b.Fit == "cover":
			clip = [][2]float64{{b.X, b.Y}, {b.X + b.W, b.Y}, {b.X + b.W, b.Y + b.H}, {b.X, b.Y + b.H}}
		}
		if clip == nil {
			return append(ops, op{kind: opImage, x: x, y: y, w: w, h: h, img: im})
		}
		return append(ops, op{kind: opPush, more: &opMore{layer: printables.Layer{Clip: clip}}}, op{kind: opImage, x: x, y: y, w: w, h: h, img: im}, op{kind: opPop})
	}
	st := printables.Style{LineWidth: b.StrokeWidth, Dash: b.Dash}
	st.Fill = d.color(b.Fill, row, b, where, "fill")
	st.Stroke = d.color(b.Stroke, row, b, where, "stroke")
	if b.Kind == "line" {
		if st.Stroke == nil {
			st.Stroke = d.color(b.Color, row, b, where, "color")
		}
		if st.Stroke == nil {
			st.Stroke = &printables.Black
		}
		return append(ops, op{kind: opLine, x: b.X, y: b.Y, w: b.X2, h: b.Y2, st: st})
	}
	var shape [][2]float64 // the outline of the shapes drawn as polygons
	switch b.Kind {
	case "ellipse":
		shape = printables.EllipsePath(b.X, b.Y, b.W, b.H)
	case "polygon", "path":
		shape = b.Outline
	case "star":
		shape = starPath(b.X, b.Y, b.W, b.H, b.Tips, b.Inner)
	case "triangle":
		shape = [][2]float64{{b.X + b.W/2, b.Y}, {b.X + b.W, b.Y + b.H}, {b.X, b.Y + b.H}}
	}
	if b.Gradient != nil && b.Bleed && b.Kind == "rect" {
		return append(ops, op{kind: opGradient, more: &opMore{grad: b.Gradient}})
	}
	if b.Gradient != nil {
		outline := shape
		if outline == nil {
			outline = printables.RoundedRectPath(b.X, b.Y, b.W, b.H, b.Radius)
			if b.Radius <= 0 {
				outline = [][2]float64{{b.X, b.Y}, {b.X + b.W, b.Y}, {b.X + b.W, b.Y + b.H}, {b.X, b.Y + b.H}}
			}
		}
		if len(outline) >= 3 {
			x1, y1, x2, y2 := b.Gradient.vector(b.X, b.Y, b.W, b.H)
			c2 := b.Gradient.c2
			ops = append(ops, op{kind: opGradient, pts: outline, x: x1, y: y1, w: x2, h: y2, color: b.Gradient.c1, st: printables.Style{Fill: &c2}})
		}
		if st.Stroke == nil {
			return ops
		}
		st.Fill = nil
	}
	if st.Fill == nil && st.Stroke == nil {
		if c := d.color(b.Color, row, b, where, "color"); c != nil {
			st.Fill = c
		} else {
			return ops
		}
	}
	switch {
	case b.Bleed && b.Kind == "rect" && st.Fill != nil:
		ops = append(ops, op{kind: opBleed, color: *st.Fill})
		if st.Stroke != nil {
			ops = append(ops, op{kind: opRect, x: b.X, y: b.Y, w: b.W, h: b.H, st: printables.Style{Stroke: st.Stroke, LineWidth: st.LineWidth}})
		}
		return ops
	case shape != nil:
		return append(ops, op{kind: opPoly, pts: shape, st: st})
	case b.Radius > 0:
		return append(ops, op{kind: opRRect, x: b.X, y: b.Y, w: b.W, h: b.H, r: b.Radius, st: st})
	}
	return append(ops, op{kind: opRect, x: b.X, y: b.Y, w: b.W, h: b.H, st: st})
}

// paint draws operations with the card's top-left corner at cut's.
func paint(d *printables.Drawer, ops []op, cut printables.Rect) {
	ox, oy := cut.X, cut.Y
	var pushed []bool // the layers open, and whether the canvas could draw each
	for _, o := range ops {
		st := o.st
		if d.InkSaver && st.Fill != nil {
			// Ink saving: a fill becomes an outline in its colour.
			if st.Stroke == nil {
				st.Stroke, st.LineWidth = st.Fill, 0.3
			}
			st.Fill = nil
		}
		switch o.kind {
		case opBleed:
			d.Background(o.color)
		case opText:
			c := o.color
			if d.InkSaver && 0.299*float64(c.R)+0.587*float64(c.G)+0.114*float64(c.B) > 150 {
				// The fill behind light text is gone: the text is drawn black.
				c = printables.Black
			}
			if o.outline != nil && !d.InkSaver {
				printables.DrawOutlinedText(d.Canvas, ox+o.x, oy+o.y, o.text, o.font, c, o.outline.color, o.outline.width)
				break
			}
			d.Text(ox+o.x, oy+o.y, o.text, o.font, c)
		case opRect:
			d.Rect(ox+o.x, oy+o.y, o.w, o.h, st)
		case opRRect:
			d.RoundedRect(ox+o.x, oy+o.y, o.w, o.h, o.r, st)
		case opLine:
			d.Line(ox+o.x, oy+o.y, ox+o.w, oy+o.h, st)
		case opPoly:
			pts := make([][2]float64, len(o.pts))
			for i, p := range o.pts {
				pts[i] = [2]float64{ox + p[0], oy + p[1]}
			}
			d.Polygon(pts, st)
		case opImage:
			printables.DrawImage(d.Canvas, o.img, ox+o.x, oy+o.y, o.w, o.h)
		case opSVG:
			paintSVG(d, o.more.svg, ox+o.x, oy+o.y, o.w, o.h, o.more.tint)
		case opBleedImage:
			r := d.Bleed
			x, y, w, h := cover(o.img.W, o.img.H, r.X, r.Y, r.W, r.H, o.more.focus)
			clip := [][2]float64{{r.X, r.Y}, {r.Right(), r.Y}, {r.Right(), r.Bottom()}, {r.X, r.Bottom()}}
			if printables.PushLayer(d.Canvas, printables.Layer{Clip: clip}) {
				printables.DrawImage(d.Canvas, o.img, x, y, w, h)
				printables.PopLayer(d.Canvas)
			}
		case opGradient:
			if o.more != nil && o.more.grad != nil {
				r := d.Bleed
				g := o.more.grad
				x1, y1, x2, y2 := g.vector(r.X, r.Y, r.W, r.H)
				pts := [][2]float64{{r.X, r.Y}, {r.Right(), r.Y}, {r.Right(), r.Bottom()}, {r.X, r.Bottom()}}
				if !d.InkSaver {
					printables.DrawGradient(d.Canvas, pts, x1, y1, x2, y2, g.c1, g.c2)
				}
				break
			}
			pts := make([][2]float64, len(o.pts))
			for i, p := range o.pts {
				pts[i] = [2]float64{ox + p[0], oy + p[1]}
			}
			if d.InkSaver {
				d.Polygon(pts, printables.Stroked(o.color, 0.3))
				break
			}
			printables.DrawGradient(d.Canvas, pts, ox+o.x, oy+o.y, ox+o.w, oy+o.h, o.color, *o.st.Fill)
		case opPush:
			l := o.more.layer
			l.CX, l.CY = l.CX+ox, l.CY+oy
			if l.Clip != nil {
				clip := make([][2]float64, len(l.Clip))
				for i, p := range l.Clip {
					clip[i] = [2]float64{p[0] + ox, p[1] + oy}
				}
				l.Clip = clip
			}
			pushed = append(pushed, printables.PushLayer(d.Canvas, l))
		case opPop:
			if n := len(pushed); n > 0 {
				if pushed[n-1] {
					printables.PopLayer(d.Canvas)
				}
				pushed = pushed[:n-1]
			}
		}
	}
}

func face(ops []op) printables.Face {
	return func(d *printables.Drawer, cut printables.Rect) error {
		paint(d, ops, cut)
		return nil
	}
}

// cardTitle is what --only, messages, image names and Tabletop Simulator
// call a card with the title t: its soft hyphens, places to break it on
// the card, are left out (nobody types one after --only, and "Super­man"
// is not "super-man.png").
func cardTitle(t string) string {
	return strings.TrimSpace(strings.ReplaceAll(t, "\u00ad", ""))
}

// Name is the deck's name: the layout's, or the folder's.
func (d *Deck) Name() string {
	if d.Layout != nil && d.Layout.Name != "" {
		return d.Layout.Name
	}
	// "cards print ." names the deck after the folder it is, not ".".
	if base := path.Base(d.Label); d.folder == "" || (base != "." && base != ".." && base != "/") {
		return base
	}
	return d.folder
}

// HasBacks reports whether the deck has a back.
func (d *Deck) HasBacks() bool {
	for _, c := range d.Cards {
		if c.Back != nil {
			return true
		}
	}
	return false
}

// Component is the deck as the print engine's component: one item per card
// (its count), its front and back faces, the deck's size. A deck whose
// cards are of several sizes is several components: see Components.
func (d *Deck) Component() *printables.Component { return d.component(d.Layout, d.Cards) }

// Components are the deck's cards as the print engine's components, one
// for each size its layouts give its cards (the deck's own layout first,
// then the others in the order written): the engine puts each on sheets of
// its own. A component is named by the layouts of its size ("cards" for
// the deck's own).
func (d *Deck) Components() []*printables.Component {
	type group struct {
		lay   *Layout
		ids   []string
		cards []*Card
	}
	var groups []*group
	for _, c := range d.Cards {
		l := c.Layout
		if l == nil {
			l = d.Layout
		}
		i := slices.IndexFunc(groups, func(g *group) bool { return g.lay.Size.W == l.Size.W && g.lay.Size.H == l.Size.H })
		if i < 0 {
			groups, i = append(groups, &group{lay: l}), len(groups)
		}
		g := groups[i]
		if id := cmp.Or(l.ID, "cards"); !slices.Contains(g.ids, id) {
			g.ids = append(g.ids, id)
		}
		g.cards = append(g.cards, c)
	}
	if len(groups) <= 1 {
		return []*printables.Component{d.Component()}
	}
	var out []*printables.Component
	for _, g := range groups {
		c := d.component(g.lay, g.cards)
		c.ID = strings.Join(g.ids, "+")
		c.Name = d.Name() + ": " + strings.Join(g.ids, ", ")
		out = append(out, c)
	}
	return out
}

// component is cards of one size as a component, of the size of l.
func (d *Deck) component(l *Layout, cards []*Card) *printables.Component {
	noun := cmp.Or(l.ID, Messages.Say(d.budget.Lang, "deck.format_card")) // a layout's own name, else "card"
	c := &printables.Component{ID: "cards", Name: d.Name(), Noun: "card", W: l.Size.W, H: l.Size.H,
		Format: Messages.Say(d.budget.Lang, "deck.format", l.Size.Name, noun, fmtMM(l.Size.W), fmtMM(l.Size.H))}
	if strings.Contains(l.Size.Name, " mm") {
		c.Format = noun + " " + l.Size.Name
	}
	backs := slices.ContainsFunc(cards, func(c *Card) bool { return c.Back != nil })
	for _, card := range cards {
		it := printables.Item{Title: card.Title, Count: card.Count, Front: face(card.Front)}
		if backs {
			// A card without a back of its own (a layout with backs: but no
			// back:) gets an empty back, never another card's.
			it.Back = face(card.Back)
			if c.Back == nil {
				c.Back = it.Back
			}
		}
		c.Items = append(c.Items, it)
	}
	return c
}

// CheckPaper adds an error for each card size of the deck that has no place
// on the paper o prints on (its margins, a fold), at the size: of the first
// layout giving its cards that size, with the refusal print would give.
func (d *Deck) CheckPaper(o printables.Options) {
	if d.Layout == nil {
		return
	}
	var seen []*Layout // a layout for each size, in Components' order
	for _, c := range d.Cards {
		l := cmp.Or(c.Layout, d.Layout)
		if !slices.ContainsFunc(seen, func(s *Layout) bool { return s.Size.W == l.Size.W && s.Size.H == l.Size.H }) {
			seen = append(seen, l)
		}
	}
	for _, c := range d.Components() {
		err := printables.Fits(c, o)
		if err == nil {
			continue
		}
		at := d.Layout.SizePos
		if i := slices.IndexFunc(seen, func(s *Layout) bool { return s.Size.W == c.W && s.Size.H == c.H }); i >= 0 {
			at = seen[i].SizePos
			if at.File == "" {
				at = seen[i].Pos // a layout of layouts: without size: of its own
			}
		}
		d.add(at.problem("problem.error_text", err)) // said in the deck's language
	}
	d.Problems.sort()
}

// Err is the deck's errors as one error (nil when it can print); with
// strict, warnings count as errors.
func (d *Deck) Err(strict bool) error {
	ps := d.Problems.Errors()
	if strict {
		ps = d.Problems
	}
	if len(ps) == 0 {
		return nil
	}
	return ps
}

func cutNote(cut bool) any {
	if cut {
		return said{id: "deck.cut_note"}
	}
	return ""
}
