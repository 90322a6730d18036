package spec

// AISeats are the seats the referee plays (Spec.Auto's policies) in the
// open game, by name: the state says them when it has a method
// AISeats() []string (nil: every seat is a person). The table display
// gives such a seat no link: no phone acts for it.
func (ss *session[S]) AISeats() []string {
	if a, ok := any(ss.g.State()).(interface{ AISeats() []string }); ok {
		return a.AISeats()
	}
	return nil
}
