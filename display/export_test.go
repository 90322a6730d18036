package display

// Watching is the number of games the server watches now.
func Watching(s *Server) int { return s.hub.watching() }
