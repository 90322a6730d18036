//go:build unix

package atomicfile

import (
	"errors"
	"syscall"
)

// noFollow makes an open refuse a symbolic link as the last element.
const noFollow = syscall.O_NOFOLLOW

// isLinkErr reports whether an open failed because of noFollow (ELOOP; some
// BSDs say EMLINK).
func isLinkErr(err error) bool {
	return errors.Is(err, syscall.ELOOP) || errors.Is(err, syscall.EMLINK)
}
