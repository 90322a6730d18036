package display

import (
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/fsnotify/fsnotify"
)

// Watching is the number of games the server watches now.
func Watching(s *Server) int { return s.hub.watching() }

// WithoutNotifications makes new watchers poll only, until the returned
// function restores them.
func WithoutNotifications() func() {
	old := watchFolder
	watchFolder = func(string) (<-chan fsnotify.Event, <-chan error, func()) { return nil, nil, func() {} }
	return func() { watchFolder = old }
}

// FreezeLogClock stops the clock of the log's bound on refused requests
// at t.
func FreezeLogClock(s *Server, t time.Time) { s.logNow = func() time.Time { return t } }

// FreezePlayClock stops the clock of the seats' rate limit at t.
func FreezePlayClock(s *Server, t time.Time) { s.play.now = func() time.Time { return t } }

// ShortenActRead makes an action's body due within d, until the returned
// function restores the default.
func ShortenActRead(d time.Duration) func() {
	old := actReadTime
	actReadTime = d
	return func() { actReadTime = old }
}

// ReadsNow is how many saves the server reads at this moment.
func ReadsNow(s *Server) int { return len(s.reads) }

// SeatStreams is how many event streams the link path has open.
func SeatStreams(s *Server, path string) int {
	st := s.bySeatToken(strings.TrimPrefix(path, "/p/"))
	st.mu.Lock()
	defer st.mu.Unlock()
	return st.streams
}

// SeatReadsWaiting is how many of the link path's reads of a save wait for
// its turn.
func SeatReadsWaiting(s *Server, path string) int {
	st := s.bySeatToken(strings.TrimPrefix(path, "/p/"))
	st.mu.Lock()
	defer st.mu.Unlock()
	return st.readWaiting
}

// Unsaid are the words of a saved game's view its page shows as written,
// for want of the game's words ("phase.execution"), sorted.
// said are the words it said ("phase.execution": "Ausführung").
func Unsaid(s *Server, g Game, name string) (problem string, unsaid []string, said map[string]string) {
	for _, sg := range s.games {
		if sg.ID == g.ID {
			g = sg // with the catalogue New found
		}
	}
	p := s.loadGame(g, name)
	for k := range p.unsaid {
		unsaid = append(unsaid, k)
	}
	slices.Sort(unsaid)
	return p.Problem, unsaid, p.said
}

// AdvancingPlayClock makes the clock of the seats' rate limit move on a
// second at each reading, so a test may act as often as it likes.
func AdvancingPlayClock(s *Server) {
	t := time.Now()
	var mu sync.Mutex
	s.play.now = func() time.Time {
		mu.Lock()
		defer mu.Unlock()
		t = t.Add(time.Second)
		return t
	}
}

// ReadOut is a referee's sentence as the TV says it.
func ReadOut(line string) string { return readOut(line) }
