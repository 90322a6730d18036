package games

import (
	"fmt"
	"io"

	"boardroom/atomicfile"
	"boardroom/referee/spec"
)

// simReport is what a game's simulation reports: text, JSON (the value
// itself) and an SVG plot.
type simReport interface {
	Write(w io.Writer) error
	SVG(w io.Writer) error
}

// writeSimReport writes a simulation's report as every game's `simulate`
// does: the plot to its file (when asked), then the report as JSON or text.
func writeSimReport(stdout io.Writer, rep simReport, plot string, asJSON bool) error {
	if plot != "" {
		if err := atomicfile.Write(plot, 0o644, rep.SVG); err != nil {
			return fmt.Errorf("cannot write the plot: %v", err)
		}
	}
	if asJSON {
		return spec.WriteJSON(stdout, rep)
	}
	if err := rep.Write(stdout); err != nil {
		return err
	}
	if plot != "" {
		fmt.Fprintf(stdout, "Plot written to %s.\n", plot)
	}
	return nil
}
