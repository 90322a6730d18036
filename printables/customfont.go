package printables

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"sync"

	"github.com/jung-kurt/gofpdf/v2"
	"golang.org/x/image/font/sfnt"
)

// Fonts a user's layout names (TTF, or OTF with TrueType outlines) are
// registered by their bytes: the same file is the same face everywhere.
var (
	customMu    sync.RWMutex
	customFaces map[FontFace]*customFont // made by the first registration
)

type customFont struct {
	data []byte
	m    *metrics
}

// RegisterFont makes a TrueType font usable on every canvas and returns its
// face. The face's name comes from the bytes, so registering a file twice is
// harmless.
func RegisterFont(data []byte) (FontFace, error) {
	sum := sha256.Sum256(data)
	face := FontFace("font-" + hex.EncodeToString(sum[:8]))
	customMu.RLock()
	_, ok := customFaces[face]
	customMu.RUnlock()
	if ok {
		return face, nil
	}
	if bytes.HasPrefix(data, []byte("OTTO")) {
		return "", &OptionError{ID: "font.postscript_outlines"}
	}
	fnt, err := sfnt.Parse(data)
	if err != nil {
		return "", &OptionError{ID: "font.not_truetype"} // the parser's words ("sfnt: invalid bounds") say nothing to a designer
	}
	// The PDF writer embeds TrueType outlines only: try it now, not mid-print.
	try := gofpdf.New("P", "mm", "A4", "")
	try.AddUTF8FontFromBytes("probe", "", data)
	if try.Err() {
		return "", &OptionError{ID: "font.not_embeddable"}
	}
	customMu.Lock()
	if customFaces == nil {
		customFaces = map[FontFace]*customFont{}
	}
	customFaces[face] = &customFont{data: data, m: &metrics{font: fnt, upem: float64(fnt.UnitsPerEm()), cache: map[rune]float64{}}}
	customMu.Unlock()
	return face, nil
}

func customMetrics(f FontFace) (*metrics, bool) {
	customMu.RLock()
	defer customMu.RUnlock()
	c, ok := customFaces[f]
	if !ok {
		return nil, false
	}
	return c.m, true
}

// faceData is the TrueType data of a face, built-in or registered.
func faceData(f FontFace) ([]byte, bool) {
	if d, ok := builtinFont(f); ok {
		return d, true
	}
	customMu.RLock()
	defer customMu.RUnlock()
	if c, ok := customFaces[f]; ok {
		return c.data, true
	}
	return nil, false
}
