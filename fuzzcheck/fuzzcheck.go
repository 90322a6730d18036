// Package fuzzcheck holds what every fuzz target of the project shares,
// so that each target is bounded the same way: inputs are bounded in
// size, seeds are small (a worker spends its budget minimising a large
// seed, and then runs a few inputs in a minute), and an input that takes over a second fails, so that a hang (a
// template looping a billion times, a quadratic chain) is caught, not
// merely slow.
package fuzzcheck

import (
	"bytes"
	"flag"
	"testing"
	"time"
)

// MaxInput is the largest input a target is given: larger ones are
// skipped (what a target checks lives in small inputs; the size caps of
// the loaders have tests of their own).
const MaxInput = 8 << 10

// MaxSeed is the largest seed Seeds keeps.
const MaxSeed = 2 << 10

// Limit is the CPU time one input may take.
var Limit = time.Second

// MinimizeTime is how long a worker minimises a new input (Go's default
// is a minute, spent while no input is fuzzed: a five-second run then ran a
// dozen inputs).
const MinimizeTime = "250ms"

// Bound bounds the minimisation of the target f (unless -fuzzminimizetime
// is given). Call it before f.Fuzz, which reads the flag.
func Bound(f *testing.F) {
	f.Helper()
	given := false
	flag.Visit(func(fl *flag.Flag) { given = given || fl.Name == "test.fuzzminimizetime" })
	if fl := flag.Lookup("test.fuzzminimizetime"); fl != nil && !given {
		if err := fl.Value.Set(MinimizeTime); err != nil {
			f.Fatal(err)
		}
	}
}

// Check runs check on an input of n bytes: skipped when n is over
// MaxInput; while fuzzing (-test.fuzz), failed when it takes over Limit of
// CPU time. Run as a plain test (the seeds, alongside parallel tests that
// share the process's CPU time), no clock is in the verdict.
func Check(t testing.TB, n int, check func()) {
	t.Helper()
	if n > MaxInput {
		t.Skip("larger than fuzzcheck.MaxInput")
	}
	if fl := flag.Lookup("test.fuzz"); fl == nil || fl.Value.String() == "" {
		check()
		return
	}
	start := spent()
	check()
	if d := spent() - start; d > Limit {
		t.Fatalf("an input of %d bytes took %v of CPU time (at most %v)", n, d.Round(time.Millisecond), Limit)
	}
}

// Seeds cuts a data file (YAML: a top-level key per unindented line) into
// small seeds: each top-level part, cut at its items when it is longer
// than MaxSeed. The fuzzer gets the file's shapes without a large seed.
func Seeds(data []byte) [][]byte {
	var out [][]byte
	var part [][]byte
	flush := func() {
		if len(part) == 0 {
			return
		}
		out = append(out, split(part)...)
		part = nil
	}
	for _, line := range bytes.SplitAfter(data, []byte("\n")) {
		if len(line) > 0 && line[0] != ' ' && line[0] != '\t' && line[0] != '#' && line[0] != '\n' && line[0] != '-' {
			flush()
		}
		part = append(part, line)
	}
	flush()
	return out
}

// split is a top-level part as seeds of at most MaxSeed bytes: whole when
// small, else its head line with each of its first items.
func split(lines [][]byte) [][]byte {
	whole := bytes.Join(lines, nil)
	if len(whole) <= MaxSeed {
		return [][]byte{whole}
	}
	head := lines[0]
	var out [][]byte
	var item []byte
	for _, l := range lines[1:] {
		t := bytes.TrimLeft(l, " ")
		if bytes.HasPrefix(t, []byte("- ")) && len(item) > 0 {
			if s := append(bytes.Clone(head), item...); len(s) <= MaxSeed {
				out = append(out, s)
			}
			item = nil
			if len(out) >= 3 {
				return out
			}
		}
		item = append(item, l...)
	}
	if s := append(bytes.Clone(head), item...); len(item) > 0 && len(s) <= MaxSeed {
		out = append(out, s)
	}
	return out
}

// AliasBomb is a small YAML document whose aliases expand to a billion
// values: a seed for every target that reads YAML.
const AliasBomb = "a: &a [x,x,x,x,x,x,x,x,x,x]\nb: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a,*a]\nc: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b,*b]\n" +
	"d: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c,*c]\ne: &e [*d,*d,*d,*d,*d,*d,*d,*d,*d,*d]\nf: &f [*e,*e,*e,*e,*e,*e,*e,*e,*e,*e]\n" +
	"g: &g [*f,*f,*f,*f,*f,*f,*f,*f,*f,*f]\nh: &h [*g,*g,*g,*g,*g,*g,*g,*g,*g,*g]\ni: &i [*h,*h,*h,*h,*h,*h,*h,*h,*h,*h]\n"
