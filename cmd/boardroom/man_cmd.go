package main

import (
	"fmt"
	"io"
	"os"
	"time"

	"github.com/spf13/cobra"
	"github.com/spf13/cobra/doc"
)

// newManCmd writes a man page for every command into a directory.
func newManCmd(root *cobra.Command, stdout io.Writer) *cobra.Command {
	return &cobra.Command{
		Use:   "man <dir>",
		Short: "Write the manual pages (section 1) of every command into a directory",
		Example: `  boardroom man ./man
  boardroom man ~/.local/share/man/man1 && man boardroom-games`,
		Args: exactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			dir := args[0]
			if err := os.MkdirAll(dir, 0o755); err != nil {
				return fmt.Errorf("cannot create %s: %v", dir, err)
			}
			date := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC) // same input, same pages
			header := &doc.GenManHeader{Title: "BOARDROOM", Section: "1", Source: "boardroom " + version(), Manual: "Boardroom manual", Date: &date}
			root.DisableAutoGenTag = true
			if err := doc.GenManTree(root, header, dir); err != nil {
				return fmt.Errorf("cannot write the manual pages: %v", err)
			}
			entries, _ := os.ReadDir(dir)
			fmt.Fprintf(stdout, "wrote %d manual pages to %s\n", len(entries), dir)
			return nil
		},
	}
}
