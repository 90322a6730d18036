// Package fuzzcheck bounds the fuzz targets of the tests: a short
// minimisation, so that a worker does not spend its budget shrinking one
// large input, and a time limit on every input, so that an input that runs
// for minutes (a layout that loops a billion times) is a failure the fuzzer
// finds, not a worker that seems to hang. Tests import it; nothing else.
package fuzzcheck

import (
	"flag"
	"os"
	"testing"
	"time"
)

// Limit is the time one input may take.
const Limit = time.Second

// Minimize is the time the fuzzer spends minimising a new input, unless
// -test.fuzzminimizetime says otherwise (Go's default is 60 s).
const Minimize = "1s"

// Main runs a package's tests (TestMain) with the fuzzer's minimisation
// bounded.
func Main(m *testing.M) {
	flag.Parse()
	given := false
	flag.Visit(func(f *flag.Flag) { given = given || f.Name == "test.fuzzminimizetime" })
	if !given {
		_ = flag.Set("test.fuzzminimizetime", Minimize)
	}
	os.Exit(m.Run())
}

// fuzzing reports whether the test binary fuzzes (-test.fuzz), rather than
// running the seeds as plain tests.
func fuzzing() bool {
	f := flag.Lookup("test.fuzz")
	return f != nil && f.Value.String() != ""
}

// Within runs one input. While fuzzing, an input that takes longer than
// Limit fails the target (one that never ends is the fuzzer's own finding:
// it reports a worker that stops answering); run as a plain test (the
// seeds), no clock is in the verdict.
func Within(t *testing.T, run func()) {
	t.Helper()
	if !fuzzing() {
		run()
		return
	}
	start := time.Now()
	run()
	if took := time.Since(start); took > Limit {
		t.Fatalf("the input took %s, longer than the %s an input may take", took.Round(time.Millisecond), Limit)
	}
}

// Seed is the first lines of data, at most max bytes of them: a seed small
// enough that what the fuzzer derives from it is quick to minimise.
func Seed(data []byte, max int) []byte {
	if len(data) <= max {
		return data
	}
	cut := data[:max]
	for i := len(cut) - 1; i >= 0; i-- {
		if cut[i] == '\n' {
			return cut[:i+1]
		}
	}
	return cut
}

// AliasBomb is a small YAML document whose aliases expand to a billion
// values: a seed for every target that reads YAML.
const AliasBomb = "a: &a [x,x,x,x,x,x,x,x,x,x]\nb: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a,*a]\nc: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b,*b]\n" +
	"d: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c,*c]\ne: &e [*d,*d,*d,*d,*d,*d,*d,*d,*d,*d]\nf: &f [*e,*e,*e,*e,*e,*e,*e,*e,*e,*e]\n" +
	"g: &g [*f,*f,*f,*f,*f,*f,*f,*f,*f,*f]\nh: &h [*g,*g,*g,*g,*g,*g,*g,*g,*g,*g]\ni: &i [*h,*h,*h,*h,*h,*h,*h,*h,*h,*h]\n"
