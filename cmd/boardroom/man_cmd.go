package main

import (
	"fmt"
	"io"
	"os"
	"runtime/debug"
	"strings"
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
			bi, ok := debug.ReadBuildInfo()
			if !ok {
				bi = nil
			}
			v, date := buildVersion(bi)
			if date.IsZero() {
				date = time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC) // same input, same pages
			}
			header := &doc.GenManHeader{Title: "BOARDROOM", Section: "1", Source: "boardroom " + v, Manual: "Boardroom manual", Date: &date}
			root.DisableAutoGenTag = true
			escapeForMan(root)
			if err := doc.GenManTree(root, header, dir); err != nil {
				return fmt.Errorf("cannot write the manual pages: %v", err)
			}
			entries, _ := os.ReadDir(dir)
			fmt.Fprintf(stdout, "wrote %d manual pages to %s\n", len(entries), dir)
			return nil
		},
	}
}

// escapeForMan keeps the angle brackets of the synopsis and the
// descriptions ("place <player> <card>") in the manual pages: cobra writes
// a page as markdown, where "<player>" would be read as an HTML tag and
// dropped. The tree is built for this one run, so it is changed in place;
// the examples and indented lines are code and stay as they are.
func escapeForMan(c *cobra.Command) {
	esc := strings.NewReplacer("<", `\<`, ">", `\>`)
	c.Use = esc.Replace(c.Use)
	c.Short = esc.Replace(c.Short)
	lines := strings.Split(c.Long, "\n")
	for i, l := range lines {
		if !strings.HasPrefix(l, "\t") && !strings.HasPrefix(l, "    ") { // an indented line is code, kept as it is
			lines[i] = esc.Replace(l)
		}
	}
	c.Long = strings.Join(lines, "\n")
	for _, sub := range c.Commands() {
		escapeForMan(sub)
	}
}
