//go:build !unix

package atomicfile

// noFollow is nothing where the open cannot refuse a link: the name is
// checked first (Lstat) instead.
const noFollow = 0

func isLinkErr(error) bool { return false }
