package fuzzcheck

import (
	"flag"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestSeedsAreSmallPartsOfTheFile(t *testing.T) {
	data := []byte("game: x\nplayers:\n  min: 2\n  max: 4\nitems:\n")
	for i := 0; i < 200; i++ {
		data = append(data, []byte("  - id: item\n    text: some words of the item\n")...)
	}
	seeds := Seeds(data)
	assert.Equal(t, "game: x\n", string(seeds[0]))
	assert.Equal(t, "players:\n  min: 2\n  max: 4\n", string(seeds[1]))
	assert.Len(t, seeds, 5, "the long part: its first three items")
	assert.Equal(t, "items:\n  - id: item\n    text: some words of the item\n", string(seeds[2]))
	for _, s := range seeds {
		assert.LessOrEqual(t, len(s), MaxSeed)
	}
}

func TestCheckSkipsLargeInputs(t *testing.T) {
	ran := false
	t.Run("large", func(t *testing.T) {
		Check(t, MaxInput+1, func() { ran = true })
	})
	assert.False(t, ran)
	Check(t, 10, func() { ran = true })
	assert.True(t, ran)
}

// Every fuzz target of the engines and the games (the templates' and the
// user decks' are another's) runs its inputs under Check, and none adds a
// whole data file as a seed (issue 31: seven targets ran 3-12 inputs in
// 45 s, minimising such a seed, and none checked time).
func TestEveryFuzzTargetIsChecked(t *testing.T) {
	target := regexp.MustCompile(`(?m)^func (Fuzz\w+)\(f \*testing\.F\) \{\n`)
	wholeFile := regexp.MustCompile(`f\.Add\(\w+YAML\)`)
	n := 0
	for _, dir := range []string{"../rules", "../referee", "../display", "../atomicfile", "../cmd", "../templates", "../printables"} {
		err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() || !strings.HasSuffix(path, "_test.go") {
				return err
			}
			src, err := os.ReadFile(path)
			if err != nil {
				return err
			}
			s := string(src)
			for _, m := range target.FindAllStringSubmatchIndex(s, -1) {
				n++
				name := s[m[2]:m[3]]
				end := strings.Index(s[m[0]:], "\n}\n")
				body := s[m[0] : m[0]+end]
				assert.Contains(t, body, "fuzzcheck.Check(", "%s: %s has no time check", path, name)
				assert.Contains(t, body, "fuzzcheck.Bound(f)", "%s: %s minimises for a minute", path, name)
				assert.False(t, wholeFile.MatchString(body), "%s: %s adds a whole data file as a seed", path, name)
			}
			return nil
		})
		require.NoError(t, err)
	}
	assert.GreaterOrEqual(t, n, 22, "the fuzz targets were found")
}

// failRecorder is a test that records its failure instead of failing.
type failRecorder struct {
	testing.TB
	failed string
}

func (r *failRecorder) Helper()                        {}
func (r *failRecorder) Fatalf(format string, a ...any) { r.failed = fmt.Sprintf(format, a...) }

func TestCheckFailsAnInputThatTakesTooLong(t *testing.T) {
	defer func(l time.Duration) { Limit = l }(Limit)
	Limit = 5 * time.Millisecond
	// As a plain test the clock is not in the verdict...
	r := &failRecorder{TB: t}
	Check(r, 3, func() {
		for start := spent(); spent()-start <= 20*time.Millisecond; {
		}
	})
	assert.Empty(t, r.failed, "no time check outside fuzzing")
	// ...while fuzzing it is (the flag is read by the testing package only
	// when the binary starts, so setting it here fuzzes nothing).
	fuzz := flag.Lookup("test.fuzz")
	require.NotNil(t, fuzz)
	require.NoError(t, fuzz.Value.Set("FuzzX"))
	defer func() { _ = fuzz.Value.Set("") }()
	r = &failRecorder{TB: t}
	Check(r, 3, func() {
		for start := spent(); spent()-start <= 20*time.Millisecond; {
		}
	})
	assert.Contains(t, r.failed, "an input of 3 bytes took")
	r = &failRecorder{TB: t}
	Check(r, 3, func() {})
	assert.Empty(t, r.failed)
}
