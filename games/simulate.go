package games

import (
	"fmt"
	"io"
	"os"
	"path/filepath"

	"boardroom/atomicfile"
	"boardroom/referee/spec"

	"boardroom/phrase"
)

// simReport is what a game's simulation reports: text, JSON (the value
// itself) and an SVG plot.
type simReport interface {
	Write(w io.Writer) error
	SVG(w io.Writer) error
}

// checkSimFlags refuses, before a single game is played, what every
// game's `simulate` cannot do: a negative --workers, and a --plot FILE that
// could not be written (its folder missing, not a folder, or not writable,
// or FILE itself a folder). Each is a one-line usage error (exit 2), so a
// long run is never lost at its end.
func checkSimFlags(workers int, plot string) error {
	if workers < 0 {
		return phrase.Usagef("--workers must be 0 (one per core) or more, got %d", workers)
	}
	if plot == "" {
		return nil
	}
	dir := filepath.Dir(plot)
	st, err := os.Stat(dir)
	switch {
	case err != nil:
		return phrase.Usagef("--plot: cannot write %s: the folder %s does not exist", plot, dir)
	case !st.IsDir():
		return phrase.Usagef("--plot: cannot write %s: %s is not a folder", plot, dir)
	}
	if st, err := os.Stat(plot); err == nil && st.IsDir() {
		return phrase.Usagef("--plot: cannot write %s: it is a folder", plot)
	}
	// the folder must take a new file (read-only mounts, permissions):
	// the plot is written there through a temporary file at the end
	f, err := os.CreateTemp(dir, ".plot-check-*")
	if err != nil {
		return phrase.Usagef("--plot: cannot write %s: the folder %s is not writable", plot, dir)
	}
	name := f.Name()
	f.Close()
	os.Remove(name)
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
