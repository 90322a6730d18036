package printables

import (
	"fmt"
	"strings"
)

// Face draws one side of an item inside its cut rectangle. d knows the bleed
// rectangle and the ink-saver setting.
type Face func(d *Drawer, cut Rect) error

// Item is one printed design with the number of times the set needs it.
type Item struct {
	Title string // what --only matches and what errors name
	Count int
	Front Face
	Back  Face // nil: the component's back
}

// Component is one kind of printed thing: a deck, bills, tokens, a sheet.
type Component struct {
	ID     string  // command-line name: "karma"
	Name   string  // "Karma cards"
	Noun   string  // singular for messages: "karma card"
	W, H   float64 // cut size in mm (ignored for FullPage)
	Disc   bool    // round tokens: W is the diameter
	Items  []Item
	Back   Face   // nil: no back is printed
	Format string // how it is made, for --list: "poker card 63.5 x 88.9 mm"
	// FullPage components fill the page's safe area, one item per page, no
	// back unless the item has one (a two-sided sheet: front and back share
	// a duplex sheet).
	FullPage bool
	// Poster components (FullPage too) are drawn at their size W x H: on
	// one sheet where they fit, tiled over several where not (poster.go).
	Poster bool
	// BackOnRequest: the back is printed only when the user asks for backs
	// with --backs (tokens and coupons are one-sided by default: no ink on
	// a side nobody needs).
	BackOnRequest bool
}

// PrintsBack reports whether the component's back is printed with o.
func (c *Component) PrintsBack(o Options) bool {
	if c.Back == nil || c.FullPage || o.Backs == BacksNone {
		return false
	}
	return !c.BackOnRequest || o.BacksAsked
}

// Total is the number of printed items (each Count summed).
func (c *Component) Total() int {
	n := 0
	for _, it := range c.Items {
		n += it.Count
	}
	return n
}

// Titles lists the distinct item titles.
func (c *Component) Titles() []string {
	var out []string
	for _, it := range c.Items {
		out = append(out, it.Title)
	}
	return out
}

// Drawer is what a Face draws with: the canvas plus the item's context.
type Drawer struct {
	Canvas
	InkSaver bool
	Bleed    Rect // the item's background rectangle (the cut rectangle grown by the bleed)
	Disc     bool
}

// Background paints the item's background colour over the bleed area. With
// ink saving it paints nothing: the crop marks and outlines show the shape.
func (d *Drawer) Background(c Color) {
	if d.InkSaver {
		return
	}
	if d.Disc {
		cx, cy := d.Bleed.X+d.Bleed.W/2, d.Bleed.Y+d.Bleed.H/2
		d.Circle(cx, cy, d.Bleed.W/2, Filled(c))
		return
	}
	d.Rect(d.Bleed.X, d.Bleed.Y, d.Bleed.W, d.Bleed.H, Filled(c))
}

// Panel paints a large area: filled normally, outlined in the same colour
// when saving ink.
func (d *Drawer) Panel(r Rect, radius float64, c Color) {
	if d.InkSaver {
		d.RoundedRect(r.X, r.Y, r.W, r.H, radius, Stroked(c, 0.3))
		return
	}
	if radius > 0 {
		d.RoundedRect(r.X, r.Y, r.W, r.H, radius, Filled(c))
	} else {
		d.Rect(r.X, r.Y, r.W, r.H, Filled(c))
	}
}

// DiscPanel paints a circle: filled normally, outlined when saving ink.
func (d *Drawer) DiscPanel(cx, cy, r float64, c Color) {
	if d.InkSaver {
		d.Circle(cx, cy, r, Stroked(c, 0.3))
		return
	}
	d.Circle(cx, cy, r, Filled(c))
}

// TextOn is the colour for text on a panel of colour bg: white on dark
// panels, black on light ones; with ink saving (no panel) the panel colour
// darkened, or black.
func (d *Drawer) TextOn(bg Color) Color {
	light := 0.299*float64(bg.R)+0.587*float64(bg.G)+0.114*float64(bg.B) > 150
	if d.InkSaver {
		if light {
			return Black
		}
		return bg.Mix(Black, 0.2)
	}
	if light {
		return Black
	}
	return White
}

// selectItems applies --only to a component's items; it returns the items to
// print (each with its count multiplied by copies).
func selectItems(c *Component, only []string, copies int) []Item {
	var out []Item
	for _, it := range c.Items {
		if len(only) > 0 && !matchesAny(it.Title, only) {
			continue
		}
		it.Count *= copies
		out = append(out, it)
	}
	return out
}

func matchesAny(title string, only []string) bool {
	for _, o := range only {
		if strings.EqualFold(strings.TrimSpace(o), title) {
			return true
		}
	}
	return false
}

// ItemError is a face that failed to draw, named for the user.
type ItemError struct {
	Component *Component
	Title     string
	Err       error
}

func (e *ItemError) Error() string {
	return fmt.Sprintf("%s %q: %v", e.Component.Noun, e.Title, e.Err)
}

func (e *ItemError) Unwrap() error { return e.Err }
