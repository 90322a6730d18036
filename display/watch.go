package display

import (
	"os"
	"sync"
	"time"
)

// hub shares one watcher per shown game among the browsers showing it.
// The watcher checks the saved file every poll and, when it changed,
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

// run checks the file every poll until the watch stops. A file is changed
// when it appears, disappears, or is another file (saves replace the file
// atomically), or its size or time changed.
func (h *hub) run(w *watch, path string, last os.FileInfo, render func() string) {
	t := time.NewTicker(h.poll)
	defer t.Stop()
	for {
		select {
		case <-w.stop:
			return
		case <-t.C:
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
