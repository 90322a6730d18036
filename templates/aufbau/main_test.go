package aufbau

import (
	"testing"

	"boardroom/fuzzcheck"
)

// TestMain bounds the fuzzer's minimisation (fuzzcheck.Main).
func TestMain(m *testing.M) { fuzzcheck.Main(m) }
