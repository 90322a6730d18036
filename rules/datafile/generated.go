package datafile

import (
	"crypto/sha256"
	"encoding/hex"

	"boardroom/lazy"
)

// A game's rules data is decoded at every start of the command line that
// needs it. Decoding YAML costs milliseconds, and even JSON spends most of a
// short command's time in reflection (issue 23). So a package may carry its
// data as Go source, generated from the YAML by its own test:
//
//	go test ./rules/rigs -run TestCompiledData -update
//
// gogen.GoSource writes that file. It is used at run time only while the YAML's
// hash matches the one it was made from (SourceSum), and the test checks that
// it decodes to exactly what the YAML does, so it can never drift.

// SourceSum is the hash that ties generated rules to the YAML they came from.
func SourceSum(source []byte) string {
	sum := sha256.Sum256(source)
	return hex.EncodeToString(sum[:])
}

// Builtin is a data file embedded in the binary, loaded on the first Get:
// the generated Go form (Gen, made by GoSource from the YAML whose hash is
// Sum) while the YAML is unchanged, else the YAML decoded and validated.
// The embedded files are checked by their packages' tests, so a failure
// here is a broken build, not bad user input: Get panics with the file and
// line.
//
// Declare it as a package-level pointer to a literal, which the linker lays
// out: it costs nothing at package init, in every run of the binary,
// whatever the command (issue 23).
//
//	var data = &datafile.Builtin[Rules, *Rules]{Name: DataFile, Source: rigsYAML, Sum: compiledSource, Gen: compiled}
//
//	func Load() *Rules { return data.Get() }
type Builtin[T any, P interface {
	*T
	Validator
}] struct {
	Name   string
	Source []byte
	Sum    string
	Gen    func() *T
	// Validate is for data whose Validate derives something (an index, a
	// table): the generated data is validated once loaded, which costs
	// little next to decoding the YAML.
	Validate bool

	once lazy.Once[*T]
}

// Get loads the data, once, on the first call. Like sync.OnceValue, if
// that panicked every call panics with the same value.
func (e *Builtin[T, P]) Get() *T { return e.once.Get(e.load) }

func (e *Builtin[T, P]) load() *T {
	if SourceSum(e.Source) != e.Sum {
		v, err := Parse[T, P](e.Name, e.Source)
		if err != nil {
			panic(err)
		}
		return v
	}
	v := e.Gen()
	if e.Validate {
		if err := P(v).Validate(&Doc{Name: e.Name, data: e.Source}); err != nil {
			panic(err)
		}
	}
	return v
}
