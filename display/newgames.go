package display

import (
	"fmt"
	"io"
	"strings"
	"time"

	"boardroom/columns"
	"boardroom/phrase/msg"
)

// WatchLinks tells the links of each game saved after the server started
// (serve --play prints them as soon as it notices the game): it looks at the
// saved games every poll (the listing is read again only when a file of the
// home changed) until done or the server closes. known are the links
// already told; a game is told once it can be read (its seats are known:
// a game damaged at the start is told when it is mended), and again if it
// is removed and started anew.
//
// What was told is settled before WatchLinks returns, so the caller starts
// the returned watch in a goroutine of its own without a game saved in
// between being taken for one told already.
func (s *Server) WatchLinks(known []Link) (watch func(done <-chan struct{}, tell func([]Link))) {
	if s.play == nil {
		return func(<-chan struct{}, func([]Link)) {}
	}
	told := map[string]bool{}
	for _, l := range known {
		// A game that could not be read had no seats to tell: they are
		// told once it can be.
		if g, ok := s.game(l.Game); ok {
			if p := s.readGame(g, l.Name); p != nil && p.Problem == "" {
				told[gameKey(l.Game, l.Name, p.Created)] = true
			}
		}
	}
	return func(done <-chan struct{}, tell func([]Link)) {
		t := time.NewTicker(s.hub.poll)
		defer t.Stop()
		for {
			select {
			case <-done:
				return
			case <-s.done:
				return
			case <-t.C:
			}
			if links := s.newLinks(told); len(links) > 0 {
				tell(links)
			}
		}
	}
}

// newLinks are the links of the saved games not yet in told (marked
// there), and forgets the games no longer saved.
func (s *Server) newLinks(told map[string]bool) []Link {
	var out []Link
	now := map[string]bool{}
	for _, sg := range s.saved() {
		now[sg.Game+"/"+sg.Name] = true
		g, ok := s.game(sg.Game)
		if !ok {
			continue
		}
		p := s.readGame(g, sg.Name)
		if p == nil || p.Problem != "" {
			continue // told once it can be read: its seats are not known yet
		}
		// A game removed and started again under the same name (even
		// between two looks) is another game, with new links to tell.
		key := gameKey(sg.Game, sg.Name, p.Created)
		if told[key] {
			continue
		}
		told[key] = true
		out = append(out, s.seatFor(Link{Game: sg.Game, Name: sg.Name, Seat: HostSeat, Host: true}, p.Created).link)
		for _, name := range p.people() {
			out = append(out, s.seatFor(Link{Game: sg.Game, Name: sg.Name, Seat: name}, p.Created).link)
		}
	}
	for key := range told {
		if name, _, _ := strings.Cut(key, "@"); !now[name] {
			delete(told, key)
		}
	}
	return out
}

// gameKey names one game: its kind, its name and when it was started.
func gameKey(kind, name string, created time.Time) string {
	return kind + "/" + name + "@" + created.UTC().Format(time.RFC3339Nano)
}

// TellLinks writes links of serve --play for the person who started it, in
// l: a row per seat's link (game, name, seat, address; base is the
// display's address), then each game's host link with its QR code, drawn by qr (the
// host's page shows the code of every seat). start says they are the links
// at the start (else those of a game started while the server runs).
func TellLinks(w io.Writer, l msg.Lang, links []Link, base string, start bool, qr func(w io.Writer, url string)) {
	switch {
	case len(links) == 0 && start:
		fmt.Fprintln(w, say(l, "serve.no_links"))
		return
	case start:
		fmt.Fprintln(w, say(l, "serve.links_head"))
	default:
		fmt.Fprintln(w, say(l, "serve.new_game_links"))
	}
	// The rows are the seats'; the host's link stands under its own head:
	// a player may be named "host", and a row of the host's link beside
	// theirs would look the same (handed out by mistake, it acts for
	// every seat).
	// Columns as wide as their longest entry, in display cells (a game's
	// name is as long as its person chose: fixed widths let the address
	// wander off the column under a long one).
	var wg, wn, ws int
	for _, k := range links {
		if !k.Host {
			wg, wn, ws = max(wg, columns.Len(k.Game)), max(wn, columns.Len(k.Name)), max(ws, columns.Len(k.Seat))
		}
	}
	pad := func(s string, n int) string { return s + strings.Repeat(" ", n-columns.Len(s)) }
	for _, k := range links {
		if !k.Host {
			fmt.Fprintf(w, "  %s %s %s %s\n", pad(k.Game, wg), pad(k.Name, wn), pad(k.Seat, ws), base+k.Path)
		}
	}
	for _, k := range links {
		if k.Host {
			fmt.Fprintln(w, say(l, "serve.host_code", k.Game+"/"+k.Name))
			fmt.Fprintf(w, "  %s\n", base+k.Path)
			qr(w, base+k.Path)
		}
	}
}

// TellServing says at the start of serve what it shows, in l: the saved
// games of home (as the person typed it or its place), read-only or played
// from the phones.
func TellServing(w io.Writer, l msg.Lang, home string, play bool) {
	if play {
		fmt.Fprintln(w, say(l, "serve.showing_play", home))
		return
	}
	fmt.Fprintln(w, say(l, "serve.showing_read_only", home))
}

// TellWhere says where to open the display: on this computer (loopback),
// else each address on the local network with a warning and the QR code
// of the first, drawn by qr.
func TellWhere(w io.Writer, l msg.Lang, loopback bool, urls []string, qr func(w io.Writer, url string)) {
	if loopback {
		fmt.Fprintln(w, say(l, "serve.open_here", urls[0]))
		return
	}
	fmt.Fprintln(w, say(l, "serve.shared"))
	for _, u := range urls {
		fmt.Fprintf(w, "  %s\n", u)
	}
	qr(w, urls[0])
}

// TellStopped says that serve stopped.
func TellStopped(w io.Writer, l msg.Lang) { fmt.Fprintln(w, say(l, "serve.stopped")) }
