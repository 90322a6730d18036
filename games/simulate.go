package games

import (
	"fmt"
	"io"
	"os"
	"path/filepath"

	"boardroom/atomicfile"
	"boardroom/referee/spec"
)

// simReport is what a game's simulation reports: text, JSON (the value
// itself) and an SVG plot.
type simReport interface {
	Write(w io.Writer) error
	SVG(w io.Writer) error
}

// plotWritable says why --plot FILE could not be written: its folder does
// not exist or is not a folder (checked before a long simulation).
func plotWritable(plot string) error {
	dir := filepath.Dir(plot)
	st, err := os.Stat(dir)
	switch {
	case err != nil:
		return fmt.Errorf("cannot write the plot %s: the folder %s does not exist", plot, dir)
	case !st.IsDir():
		return fmt.Errorf("cannot write the plot %s: %s is not a folder", plot, dir)
	}
	if st, err := os.Stat(plot); err == nil && st.IsDir() {
		return fmt.Errorf("cannot write the plot %s: it is a folder", plot)
	}
	return nil
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
