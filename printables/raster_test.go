package printables_test

import (
	"bytes"
	"image"
	"image/color"
	"image/png"
	"math"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/printables"
)

func TestRasterPaintsWhatTheRecorderRecords(t *testing.T) {
	r := printables.NewRaster(254) // 10 px a mm
	r.AddPage(40, 30)
	red := printables.Color{R: 200, G: 0, B: 0}
	r.Rect(5, 5, 10, 10, printables.Filled(red))
	r.Circle(30, 10, 5, printables.Stroked(printables.Black, 0.5))
	r.Line(0, 25, 40, 25, printables.Style{Stroke: &red, LineWidth: 0.4, Dash: []float64{2, 2}})
	r.Text(5, 22, "Hi", printables.Font{Face: printables.Bold, Size: 12}, printables.Black)
	require.Len(t, r.Pages, 1)
	img := r.Pages[0]
	assert.Equal(t, image.Rect(0, 0, 400, 300), img.Bounds())
	at := func(x, y float64) color.RGBA { return img.RGBAAt(int(x*10), int(y*10)) }
	white := color.RGBA{255, 255, 255, 255}
	assert.Equal(t, color.RGBA{200, 0, 0, 255}, at(10, 10), "inside the rect")
	assert.Equal(t, white, at(4, 10), "left of the rect")
	assert.Equal(t, white, at(30, 10), "inside the stroked circle")
	assert.Equal(t, color.RGBA{0, 0, 0, 255}, at(35, 10), "on the circle's outline")
	assert.Equal(t, color.RGBA{200, 0, 0, 255}, at(1, 25), "a dash")
	assert.Equal(t, white, at(3, 25), "a gap between dashes")
	// The text's ink lies where the recorder says the text is.
	tr := printables.Op{Kind: "text", X: 5, Y: 22, Text: "Hi", Font: printables.Font{Face: printables.Bold, Size: 12}}.Rect()
	ink, outside := 0, 0
	for y := 160; y < 240; y++ {
		for x := 0; x < 200; x++ {
			if img.RGBAAt(x, y).R < 100 && img.RGBAAt(x, y).G < 100 {
				ink++
				if !tr.Inset(-0.6).Contains(printables.Rect{X: float64(x) / 10, Y: float64(y) / 10, W: 0.1, H: 0.1}) {
					outside++
				}
			}
		}
	}
	assert.Greater(t, ink, 100)
	assert.Zero(t, outside, "text ink outside its recorded box (cap height, with 0.6 mm for the dot of the i)")
}

func TestRasterScalesPictures(t *testing.T) {
	src := image.NewRGBA(image.Rect(0, 0, 4, 2))
	for x := 0; x < 4; x++ {
		for y := 0; y < 2; y++ {
			src.SetRGBA(x, y, color.RGBA{0, 0, 255, 255})
		}
	}
	var b bytes.Buffer
	require.NoError(t, png.Encode(&b, src))
	im, err := printables.NewImage("blue.png", b.Bytes())
	require.NoError(t, err)
	assert.Equal(t, 4, im.W)
	r := printables.NewRaster(254)
	r.AddPage(20, 20)
	r.Image(im, 2, 2, 8, 4)
	assert.Equal(t, color.RGBA{0, 0, 255, 255}, r.Pages[0].RGBAAt(60, 40))
	assert.Equal(t, color.RGBA{255, 255, 255, 255}, r.Pages[0].RGBAAt(60, 70))
	_, err = printables.NewImage("x.gif", []byte("GIF89a"))
	assert.Error(t, err)
}

// Every game's designs come out as images: one per design, at the card's size.
func TestItemImagesOfTheGames(t *testing.T) {
	for game, comps := range allSets(t) {
		for _, c := range comps {
			it := &c.Items[0]
			img, err := printables.ItemImage(c, it, false, printables.DefaultOptions(), 50)
			require.NoError(t, err, "%s %s", game, c.ID)
			// A poster (the Politicard play mat) is its whole drawing, not
			// an A4 page's worth of it.
			if !c.FullPage || c.Poster {
				assert.InDelta(t, c.W/25.4*50, float64(img.Bounds().Dx()), 1, "%s %s", game, c.ID)
				assert.InDelta(t, c.H/25.4*50, float64(img.Bounds().Dy()), 1, "%s %s", game, c.ID)
			}
			// Something is drawn: not every pixel is white.
			drawn := false
			for i := 0; i < len(img.Pix) && !drawn; i += 4 {
				drawn = img.Pix[i] < 250 || img.Pix[i+1] < 250 || img.Pix[i+2] < 250
			}
			assert.True(t, drawn, "%s %s: a blank image", game, c.ID)
			if c.Disc {
				assert.Zero(t, img.RGBAAt(0, 0).A, "%s %s: a token's image is round", game, c.ID)
				assert.Equal(t, uint8(255), img.RGBAAt(img.Bounds().Dx()/2, img.Bounds().Dy()/2).A)
			}
		}
	}
}

// A dash keeps its length on the image as in the PDF (butt ends): a thick
// line with gaps narrower than its width still shows its gaps, each dash
// from its start to its end along the line.
func TestRasterDashesKeepTheirGaps(t *testing.T) {
	r := printables.NewRaster(254) // 10 px a mm
	r.AddPage(40, 10)
	red := printables.Color{R: 200, G: 0, B: 0}
	// 2 mm wide, 4 mm on and 1.5 mm off: dashes at 1-5, 6.5-10.5, 12-16...
	r.Line(1, 5, 39, 5, printables.Style{Stroke: &red, LineWidth: 2, Dash: []float64{4, 1.5}})
	img := r.Pages[0]
	at := func(x float64) color.RGBA { return img.RGBAAt(int(x*10), 50) }
	white := color.RGBA{255, 255, 255, 255}
	ink := color.RGBA{200, 0, 0, 255}
	assert.Equal(t, ink, at(3), "inside the first dash")
	assert.Equal(t, white, at(5.75), "the gap after the first dash")
	assert.Equal(t, ink, at(8.5), "inside the second dash")
	assert.Equal(t, white, at(11.25), "the gap after the second dash")
	assert.Equal(t, ink, at(0.5), "the line's start still reaches half its width out (a corner joins)")
}

// The even-odd rule on the images as in the PDF: an inner outline drawn
// the same way round as the outer one is a hole (icon sets draw holes so
// and rely on fill-rule="evenodd"); by the non-zero rule it is filled.
func TestRasterFillsByTheEvenOddRule(t *testing.T) {
	outer := printables.Subpath{Pts: [][2]float64{{2, 2}, {18, 2}, {18, 18}, {2, 18}}, Closed: true}
	inner := printables.Subpath{Pts: [][2]float64{{6, 6}, {14, 6}, {14, 14}, {6, 14}}, Closed: true}
	apart := printables.Subpath{Pts: [][2]float64{{22, 2}, {28, 2}, {28, 8}, {22, 8}}, Closed: true}
	red := printables.Color{R: 200, G: 0, B: 0}
	ink, white := color.RGBA{200, 0, 0, 255}, color.RGBA{255, 255, 255, 255}
	paint := func(evenOdd bool) *image.RGBA {
		r := printables.NewRaster(254) // 10 px a mm
		r.AddPage(30, 20)
		r.Paths([]printables.Subpath{outer, inner, apart}, printables.Filled(red), evenOdd)
		return r.Pages[0]
	}
	eo := paint(true)
	assert.Equal(t, white, eo.RGBAAt(100, 100), "even-odd: the inner square is a hole")
	assert.Equal(t, ink, eo.RGBAAt(40, 100), "even-odd: between the outlines is filled")
	assert.Equal(t, ink, eo.RGBAAt(250, 50), "even-odd: an outline apart from the others is filled")
	assert.Equal(t, white, eo.RGBAAt(250, 150), "even-odd: nothing below the outline apart")
	nz := paint(false)
	assert.Equal(t, ink, nz.RGBAAt(100, 100), "non-zero: the inner square turning the same way is filled")
	assert.Equal(t, ink, nz.RGBAAt(250, 50))
}

// A self-crossing outline under the even-odd rule as in the PDF: a star
// drawn in one stroke (a pentagram, each point joined to the next but one)
// has a hollow centre, where its outline lies twice; by the non-zero rule
// the centre is filled. A bow tie (a quad crossing itself once) is filled
// in both halves either way, and the edges keep their antialiasing.
func TestRasterFillsASelfCrossingOutlineByTheEvenOddRule(t *testing.T) {
	var star [][2]float64
	for i := range 5 {
		a := float64(2*i)*2*math.Pi/5 - math.Pi/2 // every second point of five
		star = append(star, [2]float64{15 + 12*math.Cos(a), 15 + 12*math.Sin(a)})
	}
	bow := printables.Subpath{Pts: [][2]float64{{32, 4}, {48, 26}, {48, 4}, {32, 26}}, Closed: true}
	red := printables.Color{R: 200, G: 0, B: 0}
	ink, white := color.RGBA{200, 0, 0, 255}, color.RGBA{255, 255, 255, 255}
	paint := func(evenOdd bool) *image.RGBA {
		r := printables.NewRaster(254) // 10 px a mm
		r.AddPage(50, 30)
		r.Paths([]printables.Subpath{{Pts: star, Closed: true}, bow}, printables.Filled(red), evenOdd)
		return r.Pages[0]
	}
	eo := paint(true)
	assert.Equal(t, white, eo.RGBAAt(150, 150), "even-odd: the star's centre is hollow")
	assert.Equal(t, ink, eo.RGBAAt(150, 40), "even-odd: the star's top point is filled")
	assert.Equal(t, white, eo.RGBAAt(150, 20), "even-odd: above the star")
	assert.Equal(t, ink, eo.RGBAAt(340, 150), "even-odd: the bow tie's left half")
	assert.Equal(t, ink, eo.RGBAAt(460, 150), "even-odd: the bow tie's right half")
	assert.Equal(t, white, eo.RGBAAt(400, 60), "even-odd: above the bow tie's knot")
	nz := paint(false)
	assert.Equal(t, ink, nz.RGBAAt(150, 150), "non-zero: the star's centre is filled")
	assert.Equal(t, ink, nz.RGBAAt(340, 150))
	// An edge pixel half covered is a blend, not ink or paper: the bow
	// tie's left edge runs down x = 32 mm, pixel 320's left side; the
	// star's point edges are slanted.
	soft := 0
	for x := 100; x < 200; x++ {
		if c := eo.RGBAAt(x, 80); c != ink && c != white {
			soft++
		}
	}
	assert.GreaterOrEqual(t, soft, 2, "the star's slanted edges are antialiased")
}

// The pattern runs on along an outline as in the PDF: a curve of many short
// pieces (here a polyline of 0.5 mm steps) is dashed, not a dash at the
// start of every piece.
func TestRasterDashesRunOnAlongTheOutline(t *testing.T) {
	r := printables.NewRaster(254) // 10 px a mm
	r.AddPage(40, 10)
	red := printables.Color{R: 200, G: 0, B: 0}
	var pts [][2]float64
	for x := 1.0; x <= 39; x += 0.5 {
		pts = append(pts, [2]float64{x, 5})
	}
	r.Paths([]printables.Subpath{{Pts: pts}}, printables.Style{Stroke: &red, LineWidth: 0.4, Dash: []float64{2, 2}}, false)
	img := r.Pages[0]
	at := func(x float64) color.RGBA { return img.RGBAAt(int(x*10), 50) }
	white := color.RGBA{255, 255, 255, 255}
	ink := color.RGBA{200, 0, 0, 255}
	for _, x := range []float64{2, 6, 10, 34} { // dashes at 1-3, 5-7, 9-11...
		assert.Equal(t, ink, at(x), "a dash at %v mm", x)
	}
	for _, x := range []float64{4, 8, 12, 36} { // gaps at 3-5, 7-9...
		assert.Equal(t, white, at(x), "a gap at %v mm", x)
	}
}
