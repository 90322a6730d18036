package datafile

import (
	"crypto/sha256"
	"encoding/hex"
	"sync"
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

// Generated returns the loader of a data file embedded in the binary: the
// generated Go form (gen, made by GoSource from the YAML whose hash is sum)
// while the YAML is unchanged, else the YAML decoded and validated. Once, on
// first use. The embedded files are checked by their packages' tests, so a
// failure here is a broken build, not bad user input: the loader panics with
// the file and line.
func Generated[T any, P interface {
	*T
	Validator
}](name string, source []byte, sum string, gen func() *T) func() *T {
	return sync.OnceValue(func() *T {
		if SourceSum(source) == sum {
			return gen()
		}
		v, err := Parse[T, P](name, source)
		if err != nil {
			panic(err)
		}
		return v
	})
}

// GeneratedValidated is Generated for data whose Validate derives something
// (an index, a table): the generated data is validated once loaded, which
// costs little next to decoding the YAML.
func GeneratedValidated[T any, P interface {
	*T
	Validator
}](name string, source []byte, sum string, gen func() *T) func() *T {
	return Generated[T, P](name, source, sum, func() *T {
		v := gen()
		if err := P(v).Validate(&Doc{Name: name, data: source}); err != nil {
			panic(err)
		}
		return v
	})
}
