package rheinhessen

// PhoneHandNote is what a seat's phone shows where a virtual game shows
// the seat's hand, in a game played with physical cards: the cards are in
// the player's hand, and why the phone holds none (the referee deals only
// in a virtual game, which needs an AI seat: a table of four people, the
// most the game seats, cannot start one).
func (s *State) PhoneHandNote() string { return s.say("phone.physical_hand") }
