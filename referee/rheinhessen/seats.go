package rheinhessen

// AISeats are the names of the seats a persona plays (none at a table of
// people): no phone acts for them under serve --play.
func (s *State) AISeats() []string {
	var out []string
	for i, p := range s.Players {
		if s.IsAI(i) {
			out = append(out, p.Name)
		}
	}
	return out
}
