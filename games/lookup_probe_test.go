package games

import (
	"fmt"
	"os"
	"strings"
	"testing"
)

func TestProbe(t *testing.T) {
	q := os.Getenv("PROBE")
	if q == "" {
		t.Skip()
	}
	g, qq, _ := strings.Cut(q, ":")
	l, err := LookupOf(g)
	if err != nil {
		t.Fatal(err)
	}
	for _, one := range strings.Split(qq, "|") {
		r := l.Search(one, 3)
		fmt.Printf("%-40q good=%v sugg=%v\n", one, r.Good, r.Suggest)
		for _, h := range r.Hits {
			fmt.Printf("    %6.2f %.2f %s %s\n", h.Score, h.Matched, h.Label(), h.Title)
		}
	}
}
