package userdeck

import (
	"cmp"
	"image"
	"image/color"
	"math"

	"golang.org/x/image/draw"
	"golang.org/x/image/math/f64"

	"boardroom/printables"
)

// ShowcaseOptions say how a showcase image is laid out.
type ShowcaseOptions struct {
	DPI float64 // resolution (default 100)
	// Fan, when more than 0, fans that many cards out as a hand holds them
	// (the first cards of the deck); 0 lays every card in a grid (a contact
	// sheet).
	Fan  int
	Cols int  // the contact sheet's columns (0: as many as make it about 4:3)
	Back bool // show the cards' backs
	// Background is the colour the cards lie on (default a light grey).
	Background *printables.Color
}

// Showcase geometry, in mm.
const (
	ShowcaseMargin  = 10.0 // round the cards
	ShowcaseGap     = 8.0  // between the cells of a contact sheet
	ShadowDX        = 1.5  // the light comes from the top left
	ShadowDY        = 2.5
	ShadowBlur      = 2.5 // the shadow's soft edge
	ShadowOpacity   = 0.35
	FanStep         = 9.0  // degrees between two cards of a fan, at most
	FanSpread       = 70.0 // degrees the whole fan turns through, at most
	FanPivot        = 1.6  // the fan turns about a point this many card heights below a card's centre
	MaxShowcaseFan  = 20
	DefaultShowDPI  = 100.0
	showcaseBGShade = 0xe9
)

// ShowcasePlace is where a card lies on the showcase: its centre in mm from
// the image's top-left corner and its turn in degrees, clockwise.
type ShowcasePlace struct {
	Card   *Card
	X, Y   float64
	W, H   float64
	Rotate float64
}

// Corners are the card's corners on the showcase, turned.
func (p ShowcasePlace) Corners() [4][2]float64 {
	m := printables.Rotation(p.Rotate, p.X, p.Y)
	var out [4][2]float64
	for i, c := range [4][2]float64{{-1, -1}, {1, -1}, {1, 1}, {-1, 1}} {
		out[i][0], out[i][1] = m.Apply(p.X+c[0]*p.W/2, p.Y+c[1]*p.H/2)
	}
	return out
}

// ShowcasePlan lays the cards out: the image's size in mm and each card's
// place, in the order drawn (later cards over earlier ones).
func (d *Deck) ShowcasePlan(o ShowcaseOptions) (w, h float64, places []ShowcasePlace) {
	cards := d.Cards
	if o.Fan > 0 {
		cards = cards[:min(o.Fan, len(cards))]
	}
	size := func(c *Card) Size { return cmp.Or(c.Layout, d.Layout).Size }
	if len(cards) == 0 {
		return 2 * ShowcaseMargin, 2 * ShowcaseMargin, nil
	}
	if o.Fan == 0 {
		// Rows as wide as cols of the widest card: cards of one size
		// make a grid; smaller ones (tokens) sit closer, a row as tall as
		// its tallest card, each card centred down its row.
		cw, ch := 0.0, 0.0
		for _, c := range cards {
			cw, ch = max(cw, size(c).W), max(ch, size(c).H)
		}
		cols := o.Cols
		if cols <= 0 {
			// About 4:3: cols/rows of cells near (4/3) * (ch/cw).
			cols = max(1, int(math.Round(math.Sqrt(float64(len(cards))*4/3*(ch+ShowcaseGap)/(cw+ShowcaseGap)))))
		}
		cols = min(cols, len(cards))
		rowW := float64(cols)*cw + float64(cols-1)*ShowcaseGap
		x, y, rowH, widest := 0.0, 0.0, 0.0, 0.0
		row := 0 // the first place of the row
		type span struct {
			from, to int
			w        float64
		}
		var rows []span
		endRow := func() {
			for i := row; i < len(places); i++ {
				places[i].Y = ShowcaseMargin + y + rowH/2
			}
			rows = append(rows, span{row, len(places), x - ShowcaseGap})
			y += rowH + ShowcaseGap
		}
		for _, c := range cards {
			s := size(c)
			if x > 0 && x+s.W > rowW+1e-9 {
				endRow()
				x, rowH, row = 0, 0, len(places)
			}
			places = append(places, ShowcasePlace{Card: c, W: s.W, H: s.H, X: ShowcaseMargin + x + s.W/2})
			x += s.W + ShowcaseGap
			widest = max(widest, x-ShowcaseGap)
			rowH = max(rowH, s.H)
		}
		endRow()
		for _, r := range rows { // each row centred across
			for i := r.from; i < r.to; i++ {
				places[i].X += (widest - r.w) / 2
			}
		}
		w = 2*ShowcaseMargin + widest + ShadowDX + ShadowBlur
		h = 2*ShowcaseMargin + y - ShowcaseGap + ShadowDY + ShadowBlur
		return w, h, places
	}
	// A fan: each card turned about a pivot below the hand, the middle card
	// upright, the first on the left.
	n := len(cards)
	step := 0.0
	if n > 1 {
		step = min(FanStep, FanSpread/float64(n-1))
	}
	ch := 0.0
	for _, c := range cards {
		ch = max(ch, size(c).H)
	}
	radius := FanPivot * ch
	for i, c := range cards {
		a := (float64(i) - float64(n-1)/2) * step
		s, co := math.Sincos(a * math.Pi / 180)
		sz := size(c)
		places = append(places, ShowcasePlace{Card: c, W: sz.W, H: sz.H, Rotate: a, X: radius * s, Y: -radius * co})
	}
	// Move the fan into the image: its bounds, a margin round them.
	minX, minY, maxX, maxY := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	for _, p := range places {
		for _, c := range p.Corners() {
			minX, maxX = min(minX, c[0]), max(maxX, c[0])
			minY, maxY = min(minY, c[1]), max(maxY, c[1])
		}
	}
	for i := range places {
		places[i].X += ShowcaseMargin - minX
		places[i].Y += ShowcaseMargin - minY
	}
	return maxX - minX + 2*ShowcaseMargin + ShadowDX + ShadowBlur, maxY - minY + 2*ShowcaseMargin + ShadowDY + ShadowBlur, places
}

// Showcase paints the cards on one image, each with a soft drop shadow: a
// contact sheet of every card, or a hand fan of the first o.Fan. The image
// is refused before it is painted when it is larger than the pixel budget.
func (d *Deck) Showcase(o ShowcaseOptions) (*image.RGBA, error) {
	if o.DPI == 0 {
		o.DPI = DefaultShowDPI
	}
	w, h, places := d.ShowcasePlan(o)
	r := printables.NewRaster(o.DPI)
	pw, ph := r.PixelSize(w, h)
	if max := d.budget.WithDefaults().MaxPixels; int64(pw)*int64(ph) > max {
		return nil, imageBudgetError(said{id: "budget.showcase"}, int64(pw), int64(ph), o.DPI, max)
	}
	bg := color.RGBA{showcaseBGShade, showcaseBGShade - 2, showcaseBGShade - 6, 255}
	if o.Background != nil {
		bg = color.RGBA{o.Background.R, o.Background.G, o.Background.B, 255}
	}
	dst := image.NewRGBA(image.Rect(0, 0, pw, ph))
	draw.Draw(dst, dst.Bounds(), image.NewUniform(bg), image.Point{}, draw.Src)
	k := o.DPI / 25.4
	shadows := map[[2]int]*image.RGBA{}
	for _, p := range places {
		if o.Back && p.Card.Back == nil {
			continue
		}
		img, err := d.paintSide(r, p.Card, o.Back, 0)
		if err != nil {
			return nil, err
		}
		if img == nil {
			continue
		}
		// The shadow: the card's outline (its alpha), blurred, offset.
		key := [2]int{img.Rect.Dx(), img.Rect.Dy()}
		sh := shadows[key]
		if sh == nil {
			sh = softShadow(img, int(math.Ceil(ShadowBlur*k)))
			shadows[key] = sh
		}
		m := placeAff(p, k, float64(sh.Rect.Dx()), float64(sh.Rect.Dy()), ShadowDX*k, ShadowDY*k)
		draw.BiLinear.Transform(dst, m, sh, sh.Rect, draw.Over, nil)
		draw.BiLinear.Transform(dst, placeAff(p, k, float64(img.Rect.Dx()), float64(img.Rect.Dy()), 0, 0), img, img.Rect, draw.Over, nil)
	}
	return dst, nil
}

// placeAff maps the pixels of a picture of sw x sh pixels, centred on the
// card's place, turned with it, then shifted by (dx, dy) pixels of the
// image.
func placeAff(p ShowcasePlace, k, sw, sh, dx, dy float64) f64.Aff3 {
	s, c := math.Sincos(p.Rotate * math.Pi / 180)
	cx, cy := p.X*k+dx, p.Y*k+dy
	return f64.Aff3{c, -s, cx - c*sw/2 + s*sh/2, s, c, cy - s*sw/2 - c*sh/2}
}

// softShadow is the card's outline (the alpha of its picture) blurred by
// about rad pixels each side, in black at ShadowOpacity: a picture rad
// pixels larger than the card on every side.
func softShadow(card *image.RGBA, rad int) *image.RGBA {
	rad = max(rad, 1)
	b := card.Rect
	w, h := b.Dx()+2*rad, b.Dy()+2*rad
	buf := make([]float64, w*h)
	for y := 0; y < b.Dy(); y++ {
		for x := 0; x < b.Dx(); x++ {
			buf[(y+rad)*w+x+rad] = float64(card.Pix[y*card.Stride+x*4+3]) / 255
		}
	}
	// Three box blurs of a third of the radius each: close to a Gaussian.
	r := max(1, rad/3)
	tmp := make([]float64, len(buf))
	for range 3 {
		boxBlur(buf, tmp, w, h, r, 1, w) // along rows
		boxBlur(tmp, buf, h, w, r, w, 1) // along columns
	}
	out := image.NewRGBA(image.Rect(0, 0, w, h))
	for i, v := range buf {
		out.Pix[4*i+3] = uint8(math.Round(math.Min(1, v) * ShadowOpacity * 255)) // black, premultiplied
	}
	return out
}

// boxBlur averages each run of 2r+1 values along lines of src into dst:
// lines of n values, step apart within a line, the lines stride apart.
func boxBlur(src, dst []float64, n, lines, r, step, stride int) {
	for l := 0; l < lines; l++ {
		base := l * stride
		sum := 0.0
		at := func(i int) float64 {
			if i < 0 || i >= n {
				return 0
			}
			return src[base+i*step]
		}
		for i := -r; i <= r; i++ {
			sum += at(i)
		}
		for i := 0; i < n; i++ {
			dst[base+i*step] = sum / float64(2*r+1)
			sum += at(i+r+1) - at(i-r)
		}
	}
}
