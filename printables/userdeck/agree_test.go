package userdeck_test

import (
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/printables"
	"boardroom/printables/userdeck"
)

// The PNG of a card and the card in the PDF (rendered by poppler) agree
// pixel for pixel but for anti-aliasing: the same drawing operations.
func TestPNGAndPDFAgree(t *testing.T) {
	pdftoppm, err := exec.LookPath("pdftoppm")
	if err != nil {
		if os.Getenv("BOARDROOM_REQUIRE_POPPLER") != "" {
			t.Fatal("pdftoppm is required (BOARDROOM_REQUIRE_POPPLER is set)")
		}
		t.Skip("pdftoppm (poppler-utils) is not installed: PDF and PNG not compared")
	}
	d := userdeck.Load(userdeck.Starter(), "starter")
	require.NoError(t, d.Err(true))
	card := d.Cards[4] // Reactor: icons, bold, a disc, a band
	comp := d.Component()
	o := printables.DefaultOptions()
	o.Only, o.Backs, o.CropMarks = []string{card.Title}, printables.BacksNone, false
	pages, err := printables.Impose([]*printables.Component{comp}, o)
	require.NoError(t, err)
	require.Len(t, pages, 1)
	cut := pages[0].Placements[0].Cut
	pdf := printables.NewPDF("agree")
	require.NoError(t, printables.Render(pdf, pages, o))
	dir := t.TempDir()
	f, err := os.Create(filepath.Join(dir, "p.pdf"))
	require.NoError(t, err)
	require.NoError(t, pdf.Output(f))
	require.NoError(t, f.Close())
	const dpi = 100
	out, err := exec.Command(pdftoppm, "-png", "-r", "100", "-singlefile", filepath.Join(dir, "p.pdf"), filepath.Join(dir, "page")).CombinedOutput()
	require.NoError(t, err, "%s", out)
	pf, err := os.Open(filepath.Join(dir, "page.png"))
	require.NoError(t, err)
	page, err := png.Decode(pf)
	pf.Close()
	require.NoError(t, err)

	img, err := d.SideImage(card, false, dpi, 0)
	require.NoError(t, err)
	// The card lies at a fraction of a pixel in the page: compare at the
	// nearest whole-pixel offsets and keep the best.
	b := img.Bounds()
	best, bestFar := 1e9, 0.0
	for dy := -1; dy <= 1; dy++ {
		for dx := -1; dx <= 1; dx++ {
			ox, oy := int(cut.X/25.4*dpi+0.5)+dx, int(cut.Y/25.4*dpi+0.5)+dy
			diff, far, n := 0.0, 0, 0
			for y := 12; y < b.Dy()-12; y++ { // the rounded corners are the PNG's own
				for x := 12; x < b.Dx()-12; x++ {
					a := img.RGBAAt(x, y)
					pr, pg, pb, _ := page.At(ox+x, oy+y).RGBA()
					d := (abs(int(a.R)-int(pr>>8)) + abs(int(a.G)-int(pg>>8)) + abs(int(a.B)-int(pb>>8))) / 3
					diff += float64(d)
					if d > 96 {
						far++
					}
					n++
				}
			}
			if diff/float64(n) < best {
				best, bestFar = diff/float64(n), float64(far)/float64(n)
			}
		}
	}
	t.Logf("mean difference %.2f of 255; %.2f %% of pixels differ by more than 96", best, 100*bestFar)
	assert.Less(t, best, 4.0, "mean difference per pixel")
	assert.Less(t, bestFar, 0.02, "pixels that differ a lot (edges of glyphs)")
}

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}
