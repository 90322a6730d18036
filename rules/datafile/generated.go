package datafile

import (
	"boardroom/lazy"
)

// A game's rules data is written in YAML, and carried in the binary as Go
// only: decoding YAML costs milliseconds at every start of a command that
// needs the data, and even JSON spends most of a short command's time in
// reflection. go generate writes the Go from the YAML (package gogen: each
// package's generator, gen/ in its folder, decodes and validates the YAML,
// so a typo there is an error with the file and line at go generate), and
// a test of each generator fails while a generated file is stale.

// Builtin is a data file carried in the binary as Go (Gen, written by go
// generate from the YAML), made on the first Get. The data was validated
// when it was generated, so a failure here is a broken build, not bad user
// input: Get panics.
//
// Declare it as a package-level pointer to a literal, which the linker lays
// out: it costs nothing at package init, in every run of the binary,
// whatever the command.
//
//	var data = &datafile.Builtin[Rules, *Rules]{Name: DataFile, Gen: compiled}
//
//	func Load() *Rules { return data.Get() }
type Builtin[T any, P interface {
	*T
	Validator
}] struct {
	Name string
	Gen  func() *T
	// Validate is for data whose Validate derives something (an index, a
	// table): the generated data is validated once made, which costs
	// little next to decoding the YAML. Its errors name the file, not the
	// line: the YAML is not in the binary.
	Validate bool

	once lazy.Once[*T]
}

// Get makes the data, once, on the first call. Like sync.OnceValue, if
// that panicked every call panics with the same value.
func (e *Builtin[T, P]) Get() *T { return e.once.Get(e.load) }

func (e *Builtin[T, P]) load() *T {
	v := e.Gen()
	if e.Validate {
		if err := P(v).Validate(&Doc{Name: e.Name}); err != nil {
			panic(err)
		}
	}
	return v
}
