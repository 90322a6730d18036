package userdeck

import (
	"bufio"
	"cmp"
	"encoding/json"
	"errors"
	"fmt"
	"image"
	"image/color"
	"math"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"

	"boardroom/printables"
)

// SideImage paints one side of a card through the raster canvas at dpi:
// the same drawing operations as the PDF. bleed mm of background is added
// on every side. With no bleed, the layout's corner radius makes the corners
// transparent.
func (d *Deck) SideImage(c *Card, back bool, dpi, bleed float64) (*image.RGBA, error) {
	return d.paintSide(printables.NewRaster(dpi), c, back, bleed)
}

// paintSide is SideImage painted by r, over the last picture r painted: a
// deck's images cost one card's memory, not one each. The picture is valid
// until r paints the next.
func (d *Deck) paintSide(r *printables.Raster, c *Card, back bool, bleed float64) (*image.RGBA, error) {
	ops := c.Front
	if back {
		ops = c.Back
	}
	l := cmp.Or(c.Layout, d.Layout)
	comp := &printables.Component{ID: "cards", Noun: "card", W: l.Size.W, H: l.Size.H}
	img, err := printables.PaintItem(r, comp, &printables.Item{Title: c.Title, Front: face(ops)}, false, printables.Options{Bleed: bleed})
	if err != nil {
		return nil, err
	}
	if bleed == 0 && l.Radius > 0 {
		roundCorners(img, l.Radius/25.4*r.DPI)
	}
	return img, nil
}

// roundCorners makes what lies outside the rounded corners transparent
// (anti-aliased over one pixel).
func roundCorners(img *image.RGBA, rad float64) {
	b := img.Bounds()
	W, H := float64(b.Dx()), float64(b.Dy())
	rad = math.Min(rad, math.Min(W, H)/2)
	n := int(math.Ceil(rad))
	for y := 0; y < n; y++ {
		for x := 0; x < n; x++ {
			px, py := float64(x)+0.5, float64(y)+0.5
			dist := math.Hypot(rad-px, rad-py)
			cover := math.Max(0, math.Min(1, rad-dist+0.5))
			if px >= rad || py >= rad {
				cover = 1
			}
			if cover >= 1 {
				continue
			}
			for _, q := range [][2]int{{x, y}, {b.Dx() - 1 - x, y}, {x, b.Dy() - 1 - y}, {b.Dx() - 1 - x, b.Dy() - 1 - y}} {
				c := img.RGBAAt(q[0], q[1])
				img.SetRGBA(q[0], q[1], color.RGBA{uint8(float64(c.R) * cover), uint8(float64(c.G) * cover), uint8(float64(c.B) * cover), uint8(float64(c.A) * cover)})
			}
		}
	}
}

// pngPlan is one image of WritePNGs: a card's side and its file name.
type pngPlan struct {
	card *Card
	back bool
	name string
}

func (d *Deck) pngPlan() []pngPlan {
	shared := true
	for _, c := range d.Cards {
		if c.BackName != "" || (c.Layout != nil && c.Layout != d.Layout) {
			shared = false // backs of their own, or of another layout
		}
	}
	var plan []pngPlan
	for i, c := range d.Cards {
		name := fmt.Sprintf("%03d-%s", i+1, printables.Slug(c.Title))
		plan = append(plan, pngPlan{c, false, name + ".png"})
		if c.Back == nil || (shared && i > 0) {
			continue
		}
		if shared {
			plan = append(plan, pngPlan{c, true, "back.png"})
		} else {
			plan = append(plan, pngPlan{c, true, name + "-back.png"})
		}
	}
	return plan
}

// PNGFiles are the files WritePNGs would write into dir, written nowhere yet.
func (d *Deck) PNGFiles(dir string) []string {
	var out []string
	for _, p := range d.pngPlan() {
		out = append(out, filepath.Join(dir, p.name))
	}
	return out
}

// Sizes are the sizes of the deck's cards ("63.5 x 88.9 mm"), each once.
func (d *Deck) Sizes() []string {
	var out []string
	for _, c := range d.Cards {
		l := cmp.Or(c.Layout, d.Layout)
		if s := fmtMM(l.Size.W) + " x " + fmtMM(l.Size.H) + " mm"; !slices.Contains(out, s) {
			out = append(out, s)
		}
	}
	return out
}

// largest is the width of the deck's widest card and the height of its
// tallest (the deck's own layout's size when it has no card).
func (d *Deck) largest() Size {
	s := d.Layout.Size
	for _, c := range d.Cards {
		if c.Layout != nil {
			s.W, s.H = max(s.W, c.Layout.Size.W), max(s.H, c.Layout.Size.H)
		}
	}
	return s
}

// checkImage refuses an image of w x h mm at dpi (bleed added) larger than
// the budget, before it is painted.
func (d *Deck) checkImage(what string, cols, rows int, dpi, bleed float64) error {
	size := d.largest()
	w, h := printables.NewRaster(dpi).PixelSize(size.W+2*bleed, size.H+2*bleed)
	pw, ph := int64(w)*int64(cols), int64(h)*int64(rows)
	if max := d.budget.WithDefaults().MaxPixels; pw*ph > max {
		return imageBudgetError(what, pw, ph, dpi, max)
	}
	return nil
}

// imageSet writes a set of images into dir: each into a new folder inside
// dir first, then, once every one is written, each renamed into place. A
// print that fails half way leaves the last good set as it was.
func imageSet(dir string, write func(tmp string) ([]string, error)) ([]string, error) {
	tmp, err := os.MkdirTemp(dir, ".boardroom-images-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(tmp)
	names, err := write(tmp)
	if err != nil {
		return nil, err
	}
	var files []string
	for _, n := range names {
		dst := filepath.Join(dir, n)
		if err := os.Rename(filepath.Join(tmp, n), dst); err != nil {
			return files, err
		}
		files = append(files, dst)
	}
	// The renames are the folder's: synced once for the set.
	if f, err := os.Open(dir); err == nil {
		_ = f.Sync()
		f.Close()
	}
	return files, nil
}

// WritePNGs writes one PNG per card front ("001-spark.png") and its back
// ("001-spark-back.png", or one "back.png" when every card shares the
// deck's back) into dir; it returns the files written. The set is written
// whole or not at all.
func (d *Deck) WritePNGs(dir string, dpi, bleed float64) ([]string, error) {
	if len(d.Cards) > 0 {
		if err := d.checkImage(filepath.Join(dir, "001-*.png"), 1, 1, dpi, bleed); err != nil {
			return nil, err
		}
	}
	return imageSet(dir, func(tmp string) ([]string, error) {
		plan := d.pngPlan()
		names := make([]string, len(plan))
		errs := make([]error, len(plan))
		// Every core paints and writes images; each image is one file in
		// the set's new folder, synced once (the folder is renamed into
		// place only when all are written).
		next := make(chan int)
		var wg sync.WaitGroup
		// The workers share the pictures scaled to their boxes: a deck
		// of 200 cards with 20 pictures scales 20, not one per card.
		scaled := printables.NewScaledPictures(pngScaledBytes)
		for range pngWorkers(d.largest().W, d.largest().H, dpi, bleed, len(plan)) {
			wg.Add(1)
			go func() {
				defer wg.Done()
				// One page and one PNG encoder per worker, used again
				// for each of its images: the set costs a card's memory
				// per core, and no new buffers per card.
				r := printables.NewRaster(dpi)
				r.ShareScaled(scaled)
				var pw pngWriter
				for i := range next {
					p := plan[i]
					img, err := d.paintSide(r, p.card, p.back, bleed)
					if err == nil {
						err = pw.write(filepath.Join(tmp, p.name), img)
					}
					names[i], errs[i] = p.name, err
				}
			}()
		}
		for i := range plan {
			next <- i
		}
		close(next)
		wg.Wait()
		if err := errors.Join(errs...); err != nil {
			return nil, err
		}
		return names, nil
	})
}

// TTS limits: a Tabletop Simulator custom deck sheet is at most 10 cards
// across and 7 down, at least 2 each way, and its last place is kept for
// the hidden card: 69 cards a sheet.
const (
	TTSCols    = 10
	TTSRows    = 7
	TTSPerPage = TTSCols*TTSRows - 1
)

// TTSSheet is one Tabletop Simulator sheet written: its file, its grid and
// how many cards it holds; in a deck of several card sizes, the cards' size
// and the layouts of that size (each size is a deck of its own there).
type TTSSheet struct {
	File       string `json:"file"`
	BackFile   string `json:"back"`
	Cols, Rows int
	Cards      int    `json:"cards"`
	Size       string `json:"size,omitempty"`
	Layouts    string `json:"layouts,omitempty"`
}

// ttsGroup is the cards of one size: the sheets of one Tabletop Simulator
// deck, whose cards all have one size. Its files' names start with prefix:
// nothing in a deck of one size, else its layouts' names ("cards" for the
// deck's own) and a dash.
type ttsGroup struct {
	layouts []string
	prefix  string
	size    Size
	seq     []*Card // every copy of every card (counts applied), in order
	unique  bool    // cards with backs of their own: a backs sheet a sheet
	first   *Card
}

// ttsGroups are the deck's cards by size, in the order of Components.
func (d *Deck) ttsGroups() []*ttsGroup {
	var gs []*ttsGroup
	for _, c := range d.Cards {
		l := cmp.Or(c.Layout, d.Layout)
		i := slices.IndexFunc(gs, func(g *ttsGroup) bool { return g.size.W == l.Size.W && g.size.H == l.Size.H })
		if i < 0 {
			gs, i = append(gs, &ttsGroup{size: l.Size, first: c}), len(gs)
		}
		g := gs[i]
		if id := cmp.Or(l.ID, "cards"); !slices.Contains(g.layouts, id) {
			g.layouts = append(g.layouts, id)
		}
		for n := 0; n < c.Count; n++ {
			g.seq = append(g.seq, c)
		}
		if c.BackName != "" {
			g.unique = true
		}
	}
	if len(gs) > 1 {
		var used []string
		for _, g := range gs {
			base := printables.Slug(strings.Join(g.layouts, " "))
			p := base
			for k := 2; slices.Contains(used, p); k++ {
				p = fmt.Sprintf("%s-%d", base, k)
			}
			used, g.prefix = append(used, p), p+"-"
		}
	}
	return gs
}

// sharedBack is the group's one back image's name, "" when it has none
// (no back, or a backs sheet a sheet).
func (g *ttsGroup) sharedBack() string {
	if g.unique || g.first.Back == nil {
		return ""
	}
	return g.prefix + "back.png"
}

// TTSFiles are the files WriteTTS would write into dir, written nowhere yet.
func (d *Deck) TTSFiles(dir string) []string {
	var out []string
	for _, g := range d.ttsGroups() {
		if b := g.sharedBack(); b != "" {
			out = append(out, filepath.Join(dir, b))
		}
		for start, n := 0, 1; start < len(g.seq); start, n = start+TTSPerPage, n+1 {
			out = append(out, filepath.Join(dir, fmt.Sprintf("%ssheet-%d.png", g.prefix, n)))
			if g.unique {
				out = append(out, filepath.Join(dir, fmt.Sprintf("%ssheet-%d-backs.png", g.prefix, n)))
			}
		}
	}
	if slices.ContainsFunc(d.Cards, func(c *Card) bool { return c.Count > 0 }) {
		out = append(out, filepath.Join(dir, TTSObjectFile))
	}
	return out
}

// WriteTTS writes deck sheets for Tabletop Simulator into dir: every copy of
// every card (counts applied), in order, at most 69 a sheet; the back as its
// own image (one for the deck), or, when cards have backs of their own, a
// backs sheet beside each face sheet ("unique backs"). A deck of several
// card sizes gets sheets of its own for each size (a sheet's places have one
// size), named by the size's layouts: cards-sheet-1.png, tile-sheet-1.png.
// A sheet larger than the pixel budget is refused before it is painted; the
// set is written whole or not at all.
func (d *Deck) WriteTTS(dir string, dpi float64) ([]TTSSheet, error) {
	groups := d.ttsGroups()
	for _, g := range groups {
		if len(g.seq) > 0 {
			cols := max(2, min(TTSCols, len(g.seq)))
			rows := max(2, (min(len(g.seq), TTSPerPage)+cols-1)/cols)
			if err := d.checkImage(filepath.Join(dir, g.prefix+"sheet-1.png"), cols, rows, dpi, 0); err != nil {
				return nil, err
			}
		}
	}
	var sheets []TTSSheet
	_, err := imageSet(dir, func(tmp string) ([]string, error) {
		var names []string
		r := printables.NewRaster(dpi)
		var decks [][]TTSSheet
		for _, g := range groups {
			gs, written, err := d.writeTTSGroup(r, g, dir, tmp, len(groups) > 1)
			if err != nil {
				return nil, err
			}
			names = append(names, written...)
			sheets = append(sheets, gs...)
			decks = append(decks, gs)
		}
		if len(sheets) > 0 {
			if err := d.writeTTSObject(filepath.Join(tmp, TTSObjectFile), dir, groups, decks); err != nil {
				return nil, err
			}
			names = append(names, TTSObjectFile)
		}
		return names, nil
	})
	if err != nil {
		return nil, err
	}
	return sheets, nil
}

// writeTTSGroup writes the sheets of one size into tmp (named as in dir),
// and says which files it wrote.
func (d *Deck) writeTTSGroup(r *printables.Raster, g *ttsGroup, dir, tmp string, several bool) ([]TTSSheet, []string, error) {
	var sheets []TTSSheet
	var names []string
	sharedBack := ""
	if b := g.sharedBack(); b != "" {
		img, err := d.paintSide(r, g.first, true, 0)
		if err != nil {
			return nil, nil, err
		}
		if err := printables.WritePNG(filepath.Join(tmp, b), img); err != nil {
			return nil, nil, err
		}
		names, sharedBack = append(names, b), filepath.Join(dir, b)
	}
	cw, ch := r.PixelSize(g.size.W, g.size.H)
	var strip *image.RGBA // one row of cards of a sheet: the sheet is written as its rows are painted
	for start, n := 0, 1; start < len(g.seq); start, n = start+TTSPerPage, n+1 {
		chunk := g.seq[start:min(start+TTSPerPage, len(g.seq))]
		cols := max(2, min(TTSCols, len(chunk)))
		rows := max(2, (len(chunk)+cols-1)/cols)
		sh := TTSSheet{File: filepath.Join(dir, fmt.Sprintf("%ssheet-%d.png", g.prefix, n)), BackFile: sharedBack, Cols: cols, Rows: rows, Cards: len(chunk)}
		if several {
			sh.Size, sh.Layouts = fmtMM(g.size.W)+" x "+fmtMM(g.size.H)+" mm", strings.Join(g.layouts, ", ")
		}
		for _, back := range []bool{false, true} {
			if back && !g.unique {
				break
			}
			if !slices.ContainsFunc(chunk, func(c *Card) bool { return !back || c.Back != nil }) {
				continue
			}
			name := fmt.Sprintf("%ssheet-%d.png", g.prefix, n)
			if back {
				name = fmt.Sprintf("%ssheet-%d-backs.png", g.prefix, n)
				sh.BackFile = filepath.Join(dir, name)
			}
			if strip == nil || strip.Rect.Dx() != cw*cols || strip.Rect.Dy() != ch {
				strip = image.NewRGBA(image.Rect(0, 0, cw*cols, ch))
			}
			// The copies of a card are side by side (counts are
			// consecutive): each card is painted once a run.
			var last *Card
			var img *image.RGBA
			err := printables.WritePNGRows(filepath.Join(tmp, name), cw*cols, ch*rows, func(emit func(*image.RGBA) error) error {
				for row := range rows {
					clear(strip.Pix)
					for col := range cols {
						i := row*cols + col
						if i >= len(chunk) {
							break
						}
						c := chunk[i]
						if back && c.Back == nil {
							continue
						}
						if c != last {
							var err error
							if img, err = d.paintSide(r, c, back, 0); err != nil {
								return err
							}
							last = c
						}
						if img.Rect.Dx() != cw || img.Rect.Dy() != ch {
							return fmt.Errorf("card %q painted %d x %d pixels, not %d x %d", c.Title, img.Rect.Dx(), img.Rect.Dy(), cw, ch)
						}
						copyInto(strip, img, image.Pt(col*cw, 0))
					}
					if err := emit(strip); err != nil {
						return err
					}
				}
				return nil
			})
			if err != nil {
				return nil, nil, err
			}
			names = append(names, name)
		}
		sheets = append(sheets, sh)
	}
	return sheets, names, nil
}

func copyInto(dst, src *image.RGBA, at image.Point) {
	b := src.Bounds()
	for y := 0; y < b.Dy(); y++ {
		i := dst.PixOffset(at.X, at.Y+y)
		j := src.PixOffset(b.Min.X, b.Min.Y+y)
		copy(dst.Pix[i:i+4*b.Dx()], src.Pix[j:j+4*b.Dx()])
	}
}

// pngWorkerBytes is what the workers painting a set of images may hold
// together: the pictures scaled to their boxes, shared by all (up to
// pngScaledBytes), and for each worker its page and a picture scaled onto
// it, so a large card is painted by fewer workers (one at 300 mm) and the
// deck stays within its memory.
const (
	pngWorkerBytes = 96 << 20
	pngScaledBytes = 32 << 20
)

// pngWorkers is how many workers paint n images of w x h mm at dpi: one per
// core, as many as pngWorkerBytes allows, at least one.
func pngWorkers(w, h, dpi, bleed float64, n int) int {
	px := func(mm float64) float64 { return math.Ceil((mm + 2*bleed) / 25.4 * dpi) }
	page := px(w) * px(h) * 4
	each := 2 * page
	return max(1, min(runtime.GOMAXPROCS(0), n, int((pngWorkerBytes-pngScaledBytes)/each)))
}

// pngWriter is a worker's PNG encoder and file buffer (the encoder writes
// a chunk in several small writes), kept from one image to the next.
type pngWriter struct {
	enc printables.PNGEncoder
	buf *bufio.Writer
}

// write writes img as a new file of an image set's folder and syncs it: the
// one sync of the file (the set is renamed into place once all are written;
// an interrupted set is a temporary folder, never a half image in the
// output).
func (pw *pngWriter) write(path string, img *image.RGBA) error {
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
	if err != nil {
		return err
	}
	if pw.buf == nil {
		pw.buf = bufio.NewWriterSize(f, 1<<16)
	} else {
		pw.buf.Reset(f)
	}
	err = pw.enc.Encode(pw.buf, img)
	if err == nil {
		err = pw.buf.Flush()
	}
	if err != nil {
		f.Close()
		return err
	}
	if err := f.Sync(); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// TTSObjectFile is the Tabletop Simulator saved object written beside the
// sheets: the whole deck, every card named, to load from Objects > Saved
// Objects.
const TTSObjectFile = "deck.json"

// ttsTransform is a place on the table, in Tabletop Simulator's own keys.
type ttsTransform struct {
	PosX   float64 `json:"posX"`
	PosY   float64 `json:"posY"`
	PosZ   float64 `json:"posZ"`
	RotX   float64 `json:"rotX"`
	RotY   float64 `json:"rotY"`
	RotZ   float64 `json:"rotZ"`
	ScaleX float64 `json:"scaleX"`
	ScaleY float64 `json:"scaleY"`
	ScaleZ float64 `json:"scaleZ"`
}

type ttsCustomDeck struct {
	FaceURL      string
	BackURL      string
	NumWidth     int
	NumHeight    int
	BackIsHidden bool
	UniqueBack   bool
	Type         int
}

type ttsCard struct {
	Name       string
	Nickname   string
	CardID     int
	Transform  ttsTransform
	CustomDeck map[string]ttsCustomDeck
}

type ttsDeck struct {
	Name             string
	Nickname         string
	Transform        ttsTransform
	DeckIDs          []int
	CustomDeck       map[string]ttsCustomDeck
	ContainedObjects []ttsCard
}

// writeTTSObject writes the saved object of a deck whose sheets are in dir:
// a deck for each card size (the sheets of groups[i] are decks[i]), face
// down, side by side, its cards in the order of its sheets, each sheet a
// custom deck (its number the sheet's in the file, a card's id that number
// times 100 plus its place), the pictures by file:/// addresses. A size
// other than poker's is the card turned to it (Tabletop Simulator's cards
// are poker cards: scaled by the width and height over 63.5 x 88.9 mm).
func (d *Deck) writeTTSObject(path, dir string, groups []*ttsGroup, decks [][]TTSSheet) error {
	abs, err := filepath.Abs(dir)
	if err != nil {
		return err
	}
	url := func(file string) string {
		if file == "" {
			return ""
		}
		return "file:///" + strings.TrimPrefix(filepath.ToSlash(filepath.Join(abs, filepath.Base(file))), "/")
	}
	var objects []ttsDeck
	key := 0
	for gi, g := range groups {
		faceDown := ttsTransform{PosX: 3 * float64(gi), PosY: 1, RotY: 180, RotZ: 180, ScaleX: 1, ScaleY: 1, ScaleZ: 1}
		name := d.Name()
		if len(groups) > 1 {
			faceDown.ScaleX, faceDown.ScaleZ = g.size.W/Sizes[0].W, g.size.H/Sizes[0].H
			name += ": " + strings.Join(g.layouts, ", ")
		}
		deck := ttsDeck{Name: "Deck", Nickname: name, Transform: faceDown, CustomDeck: map[string]ttsCustomDeck{}}
		i := 0
		for _, sh := range decks[gi] {
			key++
			k := strconv.Itoa(key)
			cd := ttsCustomDeck{FaceURL: url(sh.File), BackURL: url(sh.BackFile), NumWidth: sh.Cols, NumHeight: sh.Rows, BackIsHidden: true,
				UniqueBack: strings.HasSuffix(sh.BackFile, "-backs.png")}
			deck.CustomDeck[k] = cd
			for n := 0; n < sh.Cards && i < len(g.seq); n, i = n+1, i+1 {
				id := key*100 + n
				deck.DeckIDs = append(deck.DeckIDs, id)
				deck.ContainedObjects = append(deck.ContainedObjects, ttsCard{Name: "Card", Nickname: g.seq[i].Title, CardID: id,
					Transform: faceDown, CustomDeck: map[string]ttsCustomDeck{k: cd}})
			}
		}
		objects = append(objects, deck)
	}
	b, err := json.MarshalIndent(map[string]any{"SaveName": "", "ObjectStates": objects}, "", "  ")
	if err != nil {
		return err
	}
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
	if err != nil {
		return err
	}
	if _, err := f.Write(append(b, '\n')); err != nil {
		f.Close()
		return err
	}
	if err := f.Sync(); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}
