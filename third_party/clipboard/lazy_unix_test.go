// Boardroom: a test of the one change this copy carries (BOARDROOM.md).
// Upstream's own tests copy and paste through a real clipboard program and
// fail on a machine without one; this one puts a stand-in xclip on PATH.

//go:build linux || freebsd || netbsd || openbsd || dragonfly

package clipboard

import (
	"os"
	"path/filepath"
	"testing"
)

// TestTheProgramIsLookedForOnFirstUseNotAtInit sets PATH after the package
// is initialised: a search at init (upstream's) found nothing there and
// left the package Unsupported; the search on first use finds the stand-in.
func TestTheProgramIsLookedForOnFirstUseNotAtInit(t *testing.T) {
	dir := t.TempDir()
	store := filepath.Join(dir, "clip.txt")
	script := "#!/bin/sh\ncase \"$1\" in\n-in) /bin/cat > '" + store + "' ;;\n-out) /bin/cat '" + store + "' ;;\nesac\n"
	if err := os.WriteFile(filepath.Join(dir, "xclip"), []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	t.Setenv("PATH", dir)
	t.Setenv("WAYLAND_DISPLAY", "")

	if Unsupported {
		t.Fatal("Unsupported was decided before the first copy or paste")
	}
	want := "Grüße, 日本語"
	if err := WriteAll(want); err != nil {
		t.Fatalf("copy through the stand-in xclip: %v", err)
	}
	got, err := ReadAll()
	if err != nil {
		t.Fatalf("paste through the stand-in xclip: %v", err)
	}
	if got != want {
		t.Errorf("pasted %q, copied %q", got, want)
	}
}
