package display

import (
	"os"
	"path/filepath"
	"sync"
	"time"

	"github.com/fsnotify/fsnotify"
)

// hub shares one watcher per shown game among the browsers showing it.
// The watcher checks the saved file when the operating system says its
// folder changed (inotify on Linux, through fsnotify) and, as a fallback
// where notifications are not available or are lost (a home on a network
// share), every poll; when the file changed, it
// renders the page once and hands it to every subscriber. A subscriber
// holds at most one page, the latest: a slow browser skips pages, it never
// misses the last one.
type hub struct {
	poll    time.Duration
	mu      sync.Mutex
	watches map[string]*watch
}

type watch struct {
	subs    map[*subscriber]struct{}
	current string // the page as last rendered
	stop    chan struct{}
}

type subscriber struct{ ch chan string }

func newHub(poll time.Duration) *hub {
	return &hub{poll: poll, watches: map[string]*watch{}}
}

// subscribe adds a subscriber to the game key (its file at path), starting
// its watcher if it has none, and returns the page as it is now.
func (h *hub) subscribe(key, path string, render func() string) (*subscriber, string) {
	sub := &subscriber{ch: make(chan string, 1)}
	h.mu.Lock()
	defer h.mu.Unlock()
	w := h.watches[key]
	if w == nil {
		fi, _ := os.Stat(path)
		w = &watch{subs: map[*subscriber]struct{}{}, current: render(), stop: make(chan struct{})}
		h.watches[key] = w
		go h.run(w, path, fi, render)
	}
	w.subs[sub] = struct{}{}
	return sub, w.current
}

// unsubscribe removes a subscriber; the last one stops the watcher.
func (h *hub) unsubscribe(key string, sub *subscriber) {
	h.mu.Lock()
	defer h.mu.Unlock()
	w := h.watches[key]
	if w == nil {
		return
	}
	delete(w.subs, sub)
	if len(w.subs) == 0 {
		close(w.stop)
		delete(h.watches, key)
	}
}

// watching is the number of games watched now (tests).
func (h *hub) watching() int {
	h.mu.Lock()
	defer h.mu.Unlock()
	return len(h.watches)
}

// run checks the file on every notification about it and every poll until
// the watch stops. A file is changed when it appears, disappears, or is
// another file (saves replace the file atomically), or its size or time
// changed. The folder is watched, not the file: a save renames a new file
// over the old one, which a watch on the old file would not report.
func (h *hub) run(w *watch, path string, last os.FileInfo, render func() string) {
	t := time.NewTicker(h.poll)
	defer t.Stop()
	events, errs, closeNotify := watchFolder(path)
	defer closeNotify()
	for {
		select {
		case <-w.stop:
			return
		case <-t.C:
		case ev, ok := <-events:
			if !ok {
				events = nil // notifications ended: the poll goes on
				continue
			}
			if filepath.Base(ev.Name) != filepath.Base(path) {
				continue // another game, a backup or a temporary file
			}
		case _, ok := <-errs:
			if !ok {
				errs = nil
			}
			continue // an overflow loses events: the poll catches up
		}
		fi, _ := os.Stat(path)
		if same(last, fi) {
			continue
		}
		last = fi
		page := render()
		h.mu.Lock()
		if page != w.current {
			w.current = page
			for sub := range w.subs {
				select { // drop the page it has not taken yet: this one is newer
				case <-sub.ch:
				default:
				}
				sub.ch <- page
			}
		}
		h.mu.Unlock()
	}
}

func same(a, b os.FileInfo) bool {
	if a == nil || b == nil {
		return a == nil && b == nil
	}
	return os.SameFile(a, b) && a.Size() == b.Size() && a.ModTime().Equal(b.ModTime())
}

// watchFolder is notifications (a variable so that tests can take the
// notifications away and see the poll follow the file alone).
var watchFolder = notifications

// notifications watches the folder of path, or returns nil channels (which
// never deliver) when the system cannot: then the poll alone follows the file.
func notifications(path string) (<-chan fsnotify.Event, <-chan error, func()) {
	n, err := fsnotify.NewWatcher()
	if err != nil {
		return nil, nil, func() {}
	}
	if err := n.Add(filepath.Dir(path)); err != nil {
		n.Close()
		return nil, nil, func() {}
	}
	return n.Events, n.Errors, func() { n.Close() }
}
