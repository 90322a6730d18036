//go:build unix

package referee

// OnLockWait calls f each time an opener finds a game's lock held and waits,
// until the test ends (the returned func puts the old hook back).
func OnLockWait(f func()) (restore func()) {
	old := lockWaiting
	lockWaiting = f
	return func() { lockWaiting = old }
}
