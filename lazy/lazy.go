// Package lazy holds values built on first use. Every run of the binary
// initialises every linked package, whatever the command (a start-up cost
// every command pays): a
// package-level map literal is built at init, and so is the closure of a
// package-level sync.OnceValue (two allocations each). A Value written as
// a pointer to a composite literal with a function literal is laid out by
// the linker and costs nothing at init:
//
//	var words = &lazy.Value[map[string]string]{New: func() map[string]string {
//		return map[string]string{"a": "b"}
//	}}
//
// and words.Get() builds the map once, on first use, safely from any
// goroutine.
package lazy

import "sync"

// Value is a value built by New on the first Get. Declare it as a
// package-level pointer (&Value{New: ...}); do not copy it.
type Value[T any] struct {
	// New builds the value; it runs once.
	New  func() T
	once Once[T]
}

// Get returns the value, building it on the first call. Like
// sync.OnceValue, if New panicked every call panics with the same value.
func (l *Value[T]) Get() T { return l.once.Get(l.New) }

// Once keeps the value of the first build it is given, for a type whose
// build needs more than a function literal (datafile.Builtin). Its zero
// value is ready; do not copy it.
type Once[T any] struct {
	once  sync.Once
	valid bool
	p     any
	v     T
}

// Get returns the value build made on the first call (later builds are not
// run). Like sync.OnceValue, if build panicked every call panics with the
// same value.
func (o *Once[T]) Get(build func() T) T {
	o.once.Do(func() {
		defer func() {
			o.p = recover()
			if !o.valid {
				panic(o.p)
			}
		}()
		o.v = build()
		o.valid = true
	})
	if !o.valid {
		panic(o.p)
	}
	return o.v
}
