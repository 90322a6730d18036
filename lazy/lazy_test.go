package lazy

import (
	"sync"
	"testing"
)

var counted = 0

var table = &Value[map[string]int]{New: func() map[string]int {
	counted++
	return map[string]int{"a": 1}
}}

func TestValueIsBuiltOnceOnFirstUse(t *testing.T) {
	if counted != 0 {
		t.Fatalf("built at init: %d", counted)
	}
	var wg sync.WaitGroup
	for range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if table.Get()["a"] != 1 {
				t.Error("wrong value")
			}
		}()
	}
	wg.Wait()
	if counted != 1 {
		t.Fatalf("built %d times", counted)
	}
}

func TestValuePanicsOnEveryGetIfNewPanicked(t *testing.T) {
	calls := 0
	v := &Value[int]{New: func() int { calls++; panic("broken") }}
	for range 2 {
		func() {
			defer func() {
				if p := recover(); p != "broken" {
					t.Fatalf("recovered %v", p)
				}
			}()
			v.Get()
		}()
	}
	if calls != 1 {
		t.Fatalf("New ran %d times", calls)
	}
}
