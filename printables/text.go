package printables

import (
	"errors"
	"fmt"
	"strings"
)

// TextBlock is text fitted into a box: its size and its lines.
type TextBlock struct {
	Font    Font
	Lines   []string
	Leading float64 // mm from baseline to baseline
	Box     Rect
	Align   Align
	VAlign  float64 // 0 top, 0.5 middle, 1 bottom
}

// Height is the height the lines take in mm.
func (b TextBlock) Height() float64 {
	if len(b.Lines) == 0 {
		return 0
	}
	return CapHeight(b.Font) + float64(len(b.Lines)-1)*b.Leading + 0.25*b.Font.Size*PtToMM
}

// ErrTextDoesNotFit is wrapped by Fit when text cannot fit at the minimum size.
var ErrTextDoesNotFit = errors.New("text does not fit")

// Fit wraps text into box at the largest size from maxPt down to minPt (in
// 0.25 pt steps) at which it fits. Paragraphs are separated by "\n". It never
// clips: text that does not fit at minPt is an error.
func Fit(text string, face FontFace, box Rect, maxPt, minPt float64) (TextBlock, error) {
	if minPt > maxPt {
		minPt = maxPt
	}
	for size := maxPt; size >= minPt-1e-9; size -= 0.25 {
		f := Font{Face: face, Size: size}
		lines, ok := wrap(text, f, box.W)
		if !ok {
			continue
		}
		b := TextBlock{Font: f, Lines: lines, Leading: 1.18 * size * PtToMM, Box: box}
		if b.Height() <= box.H+1e-9 {
			return b, nil
		}
	}
	return TextBlock{}, fmt.Errorf("%w in %.1f x %.1f mm even at %.4g pt: %q", ErrTextDoesNotFit, box.W, box.H, minPt, shorten(text))
}

func shorten(s string) string {
	s = strings.ReplaceAll(s, "\n", " ")
	if r := []rune(s); len(r) > 40 {
		return string(r[:40]) + "..."
	}
	return s
}

// wrap breaks text into lines no wider than w; false if a word is wider.
func wrap(text string, f Font, w float64) ([]string, bool) {
	var lines []string
	space := TextWidth(" ", f)
	for _, para := range strings.Split(text, "\n") {
		words := strings.Fields(para)
		if len(words) == 0 {
			lines = append(lines, "")
			continue
		}
		line, lineW := "", 0.0
		for _, word := range words {
			ww := TextWidth(word, f)
			if ww > w+1e-9 {
				return nil, false
			}
			if line == "" {
				line, lineW = word, ww
			} else if lineW+space+ww <= w+1e-9 {
				line += " " + word
				lineW += space + ww
			} else {
				lines = append(lines, line)
				line, lineW = word, ww
			}
		}
		lines = append(lines, line)
	}
	return lines, true
}

// Draw paints the block, aligned in its box.
func (b TextBlock) Draw(c Canvas, col Color) {
	top := b.Box.Y + (b.Box.H-b.Height())*b.VAlign
	y := top + CapHeight(b.Font)
	for _, line := range b.Lines {
		x := b.Box.X
		switch b.Align {
		case Center:
			x += (b.Box.W - TextWidth(line, b.Font)) / 2
		case Right:
			x += b.Box.W - TextWidth(line, b.Font)
		}
		if line != "" {
			c.Text(x, y, line, Font{numeralFace(b.Font.Face, line, b.Font.Size), b.Font.Size}, col)
		}
		y += b.Leading
	}
}

// Label draws one line of text centred (or aligned) in box at the largest size
// up to maxPt that fits the width; error if it does not fit at minPt.
func Label(c Canvas, text string, face FontFace, box Rect, maxPt, minPt float64, align Align, col Color) error {
	size := maxPt
	if h := box.H / PtToMM / 0.95; h < size {
		size = h
	}
	for ; size >= minPt-1e-9; size -= 0.25 {
		f := Font{Face: face, Size: size}
		w := TextWidth(text, f)
		if w <= box.W+1e-9 {
			x := box.X
			switch align {
			case Center:
				x += (box.W - w) / 2
			case Right:
				x += box.W - w
			}
			y := box.Y + (box.H+CapHeight(f))/2
			f.Face = numeralFace(face, text, size) // same widths, a plain zero
			c.Text(x, y, text, f, col)
			return nil
		}
	}
	return fmt.Errorf("%w in %.1f mm at %.4g pt: %q", ErrTextDoesNotFit, box.W, minPt, shorten(text))
}
