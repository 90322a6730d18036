package main

import (
	"encoding/json"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/printables"
)

// backlessDeck writes a deck of nine cards and no back: into a folder.
func backlessDeck(t *testing.T, dir, extra string) {
	require.NoError(t, os.MkdirAll(dir, 0o755))
	csv := "name\n"
	for _, n := range []string{"A", "B", "C", "D", "E", "F", "G", "H", "I"} {
		csv += n + "\n"
	}
	require.NoError(t, os.WriteFile(filepath.Join(dir, "cards.csv"), []byte(csv), 0o644))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "layout.yaml"), []byte("size: poker\n"+extra+"front:\n  t: {text: \"{{.name}}\", x: 5, y: 5, w: 50, h: 10}\n"), 0o644))
}

func TestCardsImposition(t *testing.T) {
	t.Chdir(t.TempDir())
	backlessDeck(t, "plain", "")
	// No back: in the layout: no back pages.
	r := runCLI(t, "cards", "print", "plain", "--json")
	require.Equal(t, 0, r.code, r.stderr)
	var out map[string]any
	require.NoError(t, json.Unmarshal([]byte(r.stdout), &out))
	assert.EqualValues(t, 1, out["pages"], "nine cards on one page, no blank back")
	assert.Equal(t, "none", out["backs"])
	// Asked for, they are printed.
	r = runCLI(t, "cards", "print", "plain", "--backs", "duplex", "--json")
	require.Equal(t, 0, r.code, r.stderr)
	require.NoError(t, json.Unmarshal([]byte(r.stdout), &out))
	assert.EqualValues(t, 2, out["pages"])

	// A paper of any size, in mm.
	r = runCLI(t, "cards", "print", "plain", "--paper", "140 x 200", "--json")
	require.Equal(t, 0, r.code, r.stderr)
	require.NoError(t, json.Unmarshal([]byte(r.stdout), &out))
	assert.Equal(t, "140 x 200 mm", out["paper"])
	assert.EqualValues(t, 3, out["pages"], "four poker cards on 140 x 200 mm")
	r = runCLI(t, "cards", "print", "--help")
	assert.Contains(t, r.stdout, `size in mm ("200 x 300")`, "the help says cards print takes a size in mm")
	assert.Contains(t, r.stdout, "twice the bleed")
	r = runCLI(t, "cards", "print", "plain", "--paper", "20x2000")
	assert.Equal(t, 2, r.code)
	assert.Contains(t, r.stderr, `--paper "20x2000": each side must be 50 to 1200 mm`)

	// The layout's bleed sets a gutter of twice the bleed: bleed between
	// the cards, not only at the sheet's edges.
	backlessDeck(t, "bled", "bleed: 3\n")
	r = runCLI(t, "cards", "print", "bled", "--json")
	require.Equal(t, 0, r.code, r.stderr)
	require.NoError(t, json.Unmarshal([]byte(r.stdout), &out))
	assert.EqualValues(t, 2, out["pages"], "2 x 3 poker cards with 6 mm between them on A4")
	// Crop marks that would fall where a printer cannot print are named.
	assert.Contains(t, r.stderr, "crop marks lie within 5 mm of the paper's edge")
	r = runCLI(t, "cards", "print", "plain")
	assert.NotContains(t, r.stderr, "crop marks", "the usual 3 x 3 leaves room for them")
}

func TestCardsMarginAndShortEdgeDuplex(t *testing.T) {
	t.Chdir(t.TempDir())
	backlessDeck(t, "plain", "back:\n  bg: {type: rect, bleed: true, fill: \"#1c2d5a\"}\n")
	var out map[string]any
	r := runCLI(t, "cards", "print", "plain", "--duplex", "short")
	require.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, r.stdout, "duplex backs: print two-sided, flip on the short edge")
	r = runCLI(t, "cards", "print", "plain", "--duplex", "short", "--margin", "30 5", "--json")
	require.Equal(t, 0, r.code, r.stderr)
	require.NoError(t, json.Unmarshal([]byte(r.stdout), &out))
	assert.Equal(t, "short", out["duplex"])
	assert.Equal(t, "30 5", out["margin"])
	assert.EqualValues(t, 4, out["pages"], "30 mm at the top and bottom leave two rows of poker cards: nine cards on two sheets")
	// The layout says it; a flag beats it.
	backlessDeck(t, "laid", "margin: 30 5\nduplex: short\nback:\n  bg: {type: rect, bleed: true, fill: \"#1c2d5a\"}\n")
	r = runCLI(t, "cards", "print", "laid", "--json")
	require.Equal(t, 0, r.code, r.stderr)
	require.NoError(t, json.Unmarshal([]byte(r.stdout), &out))
	assert.Equal(t, "short", out["duplex"])
	assert.EqualValues(t, 4, out["pages"])
	r = runCLI(t, "cards", "print", "laid", "--json", "--margin", "5", "--duplex", "long")
	require.Equal(t, 0, r.code, r.stderr)
	require.NoError(t, json.Unmarshal([]byte(r.stdout), &out))
	assert.Equal(t, "long", out["duplex"])
	assert.EqualValues(t, 2, out["pages"])
	// A deck without backs has no sheet to turn: --duplex short is no error.
	backlessDeck(t, "bare", "duplex: short\n")
	r = runCLI(t, "cards", "print", "bare", "--duplex", "short", "--json")
	require.Equal(t, 0, r.code, r.stderr)
	// Usage errors name the flag.
	for args, want := range map[string]string{
		"--margin 1,2,3":              `--margin "1,2,3": want one, two or four lengths in mm`,
		"--margin 200":                `--margin "200": want one, two or four lengths in mm from 0 to 100`,
		"--duplex sideways":           `--duplex "sideways": choose long or short`,
		"--duplex short --backs fold": "--duplex short only applies to --backs duplex",
		"--margin 50 --paper 100x100": "--margin 50 leaves no room on 100 x 100 mm paper",
	} {
		argv := append([]string{"cards", "print", "plain"}, splitArgs(args)...)
		r := runCLI(t, argv...)
		assert.Equal(t, 2, r.code, args)
		assert.Contains(t, r.stderr, want, args)
	}
	r = runCLI(t, "cards", "print", "--help")
	assert.Contains(t, r.stdout, "--margin")
	assert.Contains(t, r.stdout, "--duplex")
}

func TestCardsOfSeveralSizes(t *testing.T) {
	src, err := filepath.Abs("../../docs/examples/components")
	require.NoError(t, err)
	t.Chdir(t.TempDir())
	require.NoError(t, os.CopyFS("components", os.DirFS(src)))
	r := runCLI(t, "cards", "print", "components", "--json")
	require.Equal(t, 0, r.code, r.stderr)
	var out map[string]any
	require.NoError(t, json.Unmarshal([]byte(r.stdout), &out))
	assert.EqualValues(t, 6, out["pages"], "cards, tiles and tokens: a sheet and its backs each")
	r = runCLI(t, "cards", "print", "components", "--list")
	require.Equal(t, 0, r.code, r.stderr)
	for _, line := range []string{"poker card 63.5 x 88.9 mm", "square-70 tile 70 x 70 mm", "token 25 x 25 mm"} {
		assert.Contains(t, r.stdout, line)
	}
	r = runCLI(t, "cards", "print", "components", "--png", "png", "--dpi", "50", "--json")
	require.Equal(t, 0, r.code, r.stderr)
	// Each card at its size, with its layout's back beside it.
	for name, px := range map[string]int{"001-harbour.png": 125, "004-quay.png": 138, "006-coin.png": 49, "006-coin-back.png": 49} {
		f, err := os.Open(filepath.Join("png", name))
		require.NoError(t, err, name)
		cfg, err := png.DecodeConfig(f)
		f.Close()
		require.NoError(t, err, name)
		assert.Equal(t, px, cfg.Width, name)
	}
	// Tabletop Simulator: a deck of sheets for each size, named by its
	// layouts, each card at its size on its sheet, and the saved object
	// with a deck a size, scaled to it.
	r = runCLI(t, "cards", "print", "components", "--sheet", "tts", "-o", "tts", "--dpi", "40")
	require.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, r.stdout, "wrote tts/cards-sheet-1.png: 4 cards on a 4 x 2 grid (cards, 63.5 x 88.9 mm); back: tts/cards-back.png\n")
	assert.Contains(t, r.stdout, "wrote tts/tile-sheet-1.png: 5 cards on a 5 x 2 grid (tile, 70 x 70 mm); back: tts/tile-back.png\n")
	assert.Contains(t, r.stdout, "wrote tts/token-sheet-1.png: 18 cards on a 10 x 2 grid (token, 25 x 25 mm); back: tts/token-back.png\n")
	assert.Contains(t, r.stdout, "Each card size is a deck of its own, its files named after its layouts (token-sheet-1.png)")
	raster := printables.NewRaster(40)
	for name, size := range map[string][2]float64{"cards-sheet-1.png": {4 * 63.5, 2 * 88.9}, "tile-sheet-1.png": {5 * 70, 2 * 70}, "token-sheet-1.png": {10 * 25, 2 * 25}, "tile-back.png": {70, 70}} {
		f, err := os.Open(filepath.Join("tts", name))
		require.NoError(t, err, name)
		cfg, err := png.DecodeConfig(f)
		f.Close()
		require.NoError(t, err, name)
		w, h := raster.PixelSize(size[0], size[1])
		// A sheet is its places side by side, each a card's whole pixels.
		assert.InDelta(t, w, cfg.Width, 10, name)
		assert.InDelta(t, h, cfg.Height, 2, name)
	}
	var saved struct {
		ObjectStates []struct {
			Nickname   string
			Transform  struct{ ScaleX, ScaleZ float64 }
			DeckIDs    []int
			CustomDeck map[string]struct{ FaceURL, BackURL string }
		}
	}
	b, err := os.ReadFile(filepath.Join("tts", "deck.json"))
	require.NoError(t, err)
	require.NoError(t, json.Unmarshal(b, &saved))
	require.Len(t, saved.ObjectStates, 3)
	tile := saved.ObjectStates[1]
	assert.Equal(t, "Harbour: tile", tile.Nickname)
	assert.InDelta(t, 70/63.5, tile.Transform.ScaleX, 1e-9)
	assert.InDelta(t, 70/88.9, tile.Transform.ScaleZ, 1e-9)
	assert.Equal(t, []int{200, 201, 202, 203, 204}, tile.DeckIDs)
	assert.True(t, strings.HasSuffix(tile.CustomDeck["2"].FaceURL, "/tts/tile-sheet-1.png"), tile.CustomDeck["2"].FaceURL)
	assert.True(t, strings.HasSuffix(tile.CustomDeck["2"].BackURL, "/tts/tile-back.png"))
	assert.Len(t, saved.ObjectStates[2].DeckIDs, 18)
}

func TestCardsShowcase(t *testing.T) {
	src, err := filepath.Abs("../../docs/examples/components")
	require.NoError(t, err)
	t.Chdir(t.TempDir())
	require.NoError(t, os.CopyFS("components", os.DirFS(src)))
	r := runCLI(t, "cards", "showcase", "components", "--dpi", "40", "--json")
	require.Equal(t, 0, r.code, r.stderr)
	var out map[string]any
	require.NoError(t, json.Unmarshal([]byte(r.stdout), &out))
	assert.Equal(t, "components-showcase.png", out["file"])
	assert.EqualValues(t, 7, out["cards"])
	f, err := os.Open("components-showcase.png")
	require.NoError(t, err)
	cfg, err := png.DecodeConfig(f)
	f.Close()
	require.NoError(t, err)
	assert.EqualValues(t, out["width"], cfg.Width)
	r = runCLI(t, "cards", "showcase", "components", "--fan", "3", "--only", "storm", "--only", "Harbour", "--only", "coin", "--dpi", "40")
	require.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, r.stdout, "wrote components-fan.png: a fan of 3 cards, ")
	// More cards asked than there are: the fan has them all, and says so.
	r = runCLI(t, "cards", "showcase", "components", "--fan", "5", "--only", "storm", "--only", "Harbour", "--dpi", "40", "-o", "two.png")
	require.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, r.stdout, "wrote two.png: a fan of 2 cards (--fan 5, but the selection has only 2 designs), ")
	r = runCLI(t, "cards", "showcase", "components", "--fan", "5", "--only", "storm", "--only", "Harbour", "--dpi", "40", "-o", "two.png", "--json")
	require.Equal(t, 0, r.code, r.stderr)
	require.NoError(t, json.Unmarshal([]byte(r.stdout), &out))
	assert.EqualValues(t, 2, out["cards"])
	assert.EqualValues(t, 5, out["fan_asked"])
	r = runCLI(t, "cards", "showcase", "components", "--back", "-o", "backs.png", "--dpi", "40")
	require.Equal(t, 0, r.code, r.stderr)
	for args, want := range map[string]string{
		"--fan 1":                   "--fan must be 2 to 20 cards, got 1",
		"--fan 3 --cols 2":          "--cols lays out a grid and --fan a hand: choose one",
		"--dpi 5":                   "--dpi must be 30 to 1200",
		"--only Harbor":             `--only "Harbor": no card of components has that title (did you mean "Harbour"?)`,
		"--background blue-ish":     `--background "blue-ish": want a colour as #rrggbb`,
		"-o components/layout.yaml": "refused: writing components/layout.yaml would replace",
	} {
		r := runCLI(t, append([]string{"cards", "showcase", "components"}, splitArgs(args)...)...)
		assert.NotEqual(t, 0, r.code, args)
		assert.Contains(t, r.stderr, want, args)
	}
}

// check finds a card size with no place on the paper, with the refusal
// print gives, at the size: of the layout that sets it; the paper flags of
// print say which paper.
func TestCardsCheckFindsCardsTooBigForThePaper(t *testing.T) {
	src, err := filepath.Abs("../../docs/examples/components")
	require.NoError(t, err)
	t.Chdir(t.TempDir())
	require.NoError(t, os.CopyFS("components", os.DirFS(src)))
	r := runCLI(t, "cards", "print", "components", "--paper", "80 x 90")
	require.Equal(t, 1, r.code)
	refusal := "Harbour: cards (63.5 x 88.9 mm) do not fit on 80 x 90 mm paper: the room inside margins of 8 mm is 64 x 74 mm"
	assert.Contains(t, r.stderr, refusal)

	r = runCLI(t, "cards", "check", "components", "--paper", "80 x 90")
	assert.Equal(t, 1, r.code)
	assert.Contains(t, r.stdout, "components/layout.yaml:3:7: error: "+refusal+"\n")
	assert.Contains(t, r.stdout, "components/layout.yaml:18:11: error: Harbour: tile (70 x 70 mm) do not fit on 80 x 90 mm paper")
	assert.NotContains(t, r.stdout, "token (", "the 25 mm tokens fit")
	assert.Contains(t, r.stdout, ": 2 errors, 0 warnings")

	r = runCLI(t, "cards", "check", "components", "--paper", "80 x 90", "--margin", "0")
	assert.Equal(t, 0, r.code, r.stdout)
	r = runCLI(t, "cards", "check", "components", "--paper", "105 x 148", "--backs", "fold", "--json")
	assert.Equal(t, 1, r.code)
	assert.Contains(t, r.stdout, "on half the folded sheet")
	r = runCLI(t, "cards", "check", "components", "--paper", "a9")
	assert.Equal(t, 2, r.code)
	assert.Contains(t, r.stderr, `unknown paper "a9"`)
	r = runCLI(t, "cards", "check", "components")
	assert.Equal(t, 0, r.code, r.stdout)
}
