package main

import (
	"context"
	"crypto/rand"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/signal"
	"runtime/debug"
	"strings"
	"syscall"
	"time"

	"github.com/spf13/cobra"
	"rsc.io/qr"

	"boardroom/display"
	"boardroom/games"
	"boardroom/phrase/msg"
	"boardroom/referee"
	"boardroom/referee/tui"

	"boardroom/phrase"
)

// serveOptions are the flags of `serve`.
type serveOptions struct {
	addr string
	game string
	home string
	play bool // --play: a link per seat that acts for it, and a host link
	json bool // with --play: the links as JSON lines
}

func newServeCmd(stdout, stderr io.Writer) *cobra.Command {
	var o serveOptions
	l := msg.Env(msg.EN) // no game: BOARDROOM_LANG, the locale, else English
	cmd := &cobra.Command{
		Use:     "serve",
		Short:   phrase.Say(l, "cmd.serve.short"),
		Long:    phrase.Say(l, "serve.long"),
		Example: "  boardroom serve\n  boardroom serve --addr 0.0.0.0:8080\n  boardroom serve --game friday --addr 127.0.0.1:9000\n  boardroom serve --play --addr 0.0.0.0:8080 --game friday\n  boardroom serve --play --json",
		Args:    noArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			if o.game != "" {
				kind, name, ok := strings.Cut(o.game, "/")
				if !ok {
					kind, name = "", o.game
				} else if _, known := games.ByID(kind); !known {
					return usagef(cmd, "%s", phrase.Say(l, "serve.no_such_kind", o.game, kind, phrase.DidYouMeanIn(l, kind, games.IDs()), strings.Join(games.IDs(), ", ")))
				}
				if err := referee.ValidateName(name); err != nil {
					return usagef(cmd, "%s", saidIn(cmdLang(cmd), err))
				}
			}
			if o.json && !o.play {
				return usagef(cmd, "%s", phrase.Say(l, "serve.json_needs_play"))
			}
			if _, port, err := net.SplitHostPort(o.addr); err != nil || port == "" {
				return usagef(cmd, "%s", phrase.Say(l, "serve.bad_addr", o.addr))
			}
			ctx, stop := signal.NotifyContext(cmd.Context(), os.Interrupt, syscall.SIGTERM)
			defer stop()
			return serve(ctx, o, stdout, stderr, nil)
		},
	}
	cmd.Flags().StringVar(&o.addr, "addr", "127.0.0.1:8080", phrase.Say(l, "serve.flag.addr"))
	cmd.Flags().StringVar(&o.game, "game", "", phrase.Say(l, "serve.flag.game"))
	cmd.Flags().StringVar(&o.home, "home", "", phrase.Say(l, "flag.home"))
	cmd.Flags().BoolVar(&o.play, "play", false, phrase.Say(l, "serve.flag.play"))
	cmd.Flags().BoolVar(&o.json, "json", false, phrase.Say(l, "serve.flag.json", `{"game", "name", "seat", "role", "url"}`))
	return cmd
}

// serve runs the display until ctx ends; ready (tests) is told the address
// it listens on.
// serveMemoryLimit is the display's soft memory limit (GOMEMLIMIT beats it).
const serveMemoryLimit = 200 << 20

func serve(ctx context.Context, o serveOptions, stdout, stderr io.Writer, ready func(url string)) error {
	home, err := referee.Home(o.home)
	if err != nil {
		return err
	}
	// The display holds pages, not logs: it collects as a server does (main
	// collects rarely, for short commands), so that reading a large save
	// leaves no heap four times its size behind (a display runs for hours).
	defer debug.SetGCPercent(debug.SetGCPercent(100))
	if os.Getenv("GOMEMLIMIT") == "" {
		// A soft limit: the collector works harder near it rather than let
		// the heap double while a large save is read (a 48 MB save holds
		// about 120 MB while it replays).
		defer debug.SetMemoryLimit(debug.SetMemoryLimit(serveMemoryLimit))
	}
	lang := msg.Env(msg.EN) // what serve says in its terminal: the computer's language
	host, _, _ := net.SplitHostPort(o.addr)
	loopback := isLoopback(host)
	token := ""
	if !loopback {
		token = newToken()
	}
	var kinds []display.Game
	for _, g := range games.All() {
		if g.Referee != nil {
			kinds = append(kinds, display.Game{ID: g.ID, Title: g.Title, Referee: g.Handle(), Template: g.Display, Style: g.DisplayStyle, Lang: g.Language, Labels: g.DisplayLabels, Private: g.DisplayPrivate})
		}
	}
	if o.game != "" {
		told := stdout
		if o.json {
			told = stderr // stdout is the links' JSON lines alone
		}
		tellOnly(told, stderr, home, o.game)
	}
	ds, err := display.New(display.Options{Home: home, Games: kinds, Only: o.game, Token: token, Loopback: loopback, Log: stderr, Play: o.play})
	if err != nil {
		return err
	}
	defer ds.Close()
	ln, err := net.Listen("tcp", o.addr)
	if err != nil {
		if errors.Is(err, syscall.EADDRINUSE) {
			return errors.New(phrase.Say(lang, "serve.port_in_use", o.addr))
		}
		return errors.New(phrase.Say(lang, "serve.cannot_listen", o.addr, unwrapOpErr(err).Error()))
	}
	srv := &http.Server{Handler: ds, ReadHeaderTimeout: 10 * time.Second, IdleTimeout: 2 * time.Minute}
	port := ln.Addr().(*net.TCPAddr).Port
	urls := shareURLs(host, port, token)
	var links []display.Link
	if o.play {
		links = ds.Links()
	}
	switch {
	case o.play && o.json:
		if err := writeLinks(stdout, links, urls[0]); err != nil {
			return err
		}
	case o.play:
		display.TellServing(stdout, lang, phrase.PathText(home), true)
		tellLinks(stdout, links, urls[0], true)
	default:
		display.TellServing(stdout, lang, phrase.PathText(home), false)
	}
	if !o.json { // with --json the links alone: a script reads them
		display.TellWhere(stdout, lang, loopback, urls, drawQR)
	}
	if ready != nil {
		ready(urls[0])
	}
	watched := make(chan struct{})
	if o.play {
		// A game started while the server runs: its links are printed as
		// soon as the server notices it.
		watch := ds.WatchLinks(links)
		go func() {
			defer close(watched)
			watch(ctx.Done(), func(links []display.Link) {
				if o.json {
					writeLinks(stdout, links, urls[0])
					return
				}
				tellLinks(stdout, links, urls[0], false)
			})
		}()
	} else {
		close(watched)
	}
	errc := make(chan error, 1)
	go func() { errc <- srv.Serve(ln) }()
	select {
	case err := <-errc:
		return errors.New(phrase.Say(lang, "serve.stopped_by", err.Error()))
	case <-ctx.Done():
	}
	ds.Close() // ends the event streams, so that Shutdown does not wait for them
	<-watched  // nothing is printed after "Stopped."
	sctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if err := srv.Shutdown(sctx); err != nil {
		srv.Close()
	}
	if tui.IsTerminal(stdout) {
		fmt.Fprintln(stdout) // after the ^C the terminal echoed
	}
	display.TellStopped(stdout, lang)
	return nil
}

// isLoopback reports whether a listening host is this computer only.
func isLoopback(host string) bool {
	if strings.EqualFold(host, "localhost") {
		return true
	}
	ip := net.ParseIP(strings.Trim(host, "[]"))
	return ip != nil && ip.IsLoopback()
}

// newToken is an unguessable token: 128 random bits.
func newToken() string {
	b := make([]byte, 16)
	rand.Read(b)
	return base64.RawURLEncoding.EncodeToString(b)
}

// shareURLs are the addresses to open: on loopback the one given; on all
// interfaces one per address of this computer on the local network.
func shareURLs(host string, port int, token string) []string {
	suffix := "/"
	if token != "" {
		suffix = "/?t=" + token
	}
	mk := func(h string) string {
		return "http://" + net.JoinHostPort(h, fmt.Sprint(port)) + suffix
	}
	ip := net.ParseIP(host)
	if host != "" && (ip == nil || !ip.IsUnspecified()) {
		return []string{mk(host)}
	}
	var urls []string
	addrs, _ := net.InterfaceAddrs()
	for _, a := range addrs {
		n, ok := a.(*net.IPNet)
		if !ok || n.IP.IsLoopback() || n.IP.IsLinkLocalUnicast() || n.IP.To4() == nil {
			continue
		}
		urls = append(urls, mk(n.IP.String()))
	}
	if len(urls) == 0 {
		urls = append(urls, mk("127.0.0.1"))
	}
	return urls
}

// writeQR draws a QR code with a quiet zone, two modules per text row. On a
// terminal it sets the colours itself (black on white, whatever the
// terminal's theme); elsewhere it draws dark modules as full blocks.
func writeQR(w io.Writer, code *qr.Code, terminal bool) {
	const quiet = 2
	dark := func(x, y int) bool {
		return x >= 0 && y >= 0 && x < code.Size && y < code.Size && code.Black(x, y)
	}
	var b strings.Builder
	for y := -quiet; y < code.Size+quiet; y += 2 {
		for x := -quiet; x < code.Size+quiet; x++ {
			top, bottom := dark(x, y), dark(x, y+1)
			if terminal {
				fg, bg := 97, 107
				if top {
					fg = 30
				}
				if bottom {
					bg = 40
				}
				fmt.Fprintf(&b, "\x1b[%d;%dm▀", fg, bg)
				continue
			}
			switch {
			case top && bottom:
				b.WriteString("█")
			case top:
				b.WriteString("▀")
			case bottom:
				b.WriteString("▄")
			default:
				b.WriteString(" ")
			}
		}
		if terminal {
			b.WriteString("\x1b[0m")
		}
		b.WriteString("\n")
	}
	io.WriteString(w, b.String())
}

// unwrapOpErr drops the *net.OpError wrapper, which repeats the address.
func unwrapOpErr(err error) error {
	var oe *net.OpError
	if errors.As(err, &oe) && oe.Err != nil {
		return oe.Err
	}
	return err
}

// tellOnly says at the start of 'serve --game NAME' which saved game the
// display shows: none of that name yet (with a "did you mean"), or several
// of that name, all listed on the index, and how to show one (--game
// kind/name).
func tellOnly(stdout, stderr io.Writer, home, only string) {
	l := msg.Env(msg.EN) // what serve says in its terminal: the computer's language
	kind, name, ok := strings.Cut(only, "/")
	if !ok {
		kind, name = "", only
	}
	all, _ := referee.List(home) // none listed: told as none of that name
	var kinds, names []string
	for _, sg := range all {
		names = append(names, sg.Name, sg.Game+"/"+sg.Name)
		if sg.Name == name && (kind == "" || sg.Game == kind) {
			kinds = append(kinds, sg.Game)
		}
	}
	switch {
	case len(kinds) == 0:
		fmt.Fprintln(stderr, "boardroom: "+phrase.Say(l, "serve.only.none", only, phrase.PathText(home), phrase.DidYouMeanIn(l, only, names)))
	case len(kinds) > 1:
		fmt.Fprintln(stdout, phrase.Say(l, "serve.only.several", len(kinds), name, strings.Join(kinds, ", "), kinds[0]))
	default:
		fmt.Fprintln(stdout, phrase.Say(l, "serve.only.one", kinds[0], name))
	}
}

// linkBase is the address of the display a link is added to
// ("http://192.168.1.20:8080").
func linkBase(url string) string {
	if i := strings.Index(url[len("http://"):], "/"); i >= 0 {
		return url[:len("http://")+i]
	}
	return url
}

// writeLinks prints each link of serve --play as a line of JSON.
func writeLinks(w io.Writer, links []display.Link, url string) error {
	enc := json.NewEncoder(w)
	for _, l := range links {
		// "role" tells the host's link from a seat's, whatever a player is
		// named (every value a string: a script reads a line as one map).
		role := "seat"
		if l.Host {
			role = "host"
		}
		if err := enc.Encode(map[string]string{"game": l.Game, "name": l.Name, "seat": l.Seat, "role": role, "url": linkBase(url) + l.Path}); err != nil {
			return err
		}
	}
	return nil
}

// tellLinks prints the links of serve --play, each game's host link with
// its QR code (the host's page shows each seat's code); start: the links
// at the start, else those of a game started while it runs.
func tellLinks(w io.Writer, links []display.Link, url string, start bool) {
	display.TellLinks(w, msg.Env(msg.EN), links, linkBase(url), start, drawQR)
}

// drawQR draws the QR code of url, for a terminal when w is one.
func drawQR(w io.Writer, url string) {
	if code, err := qr.Encode(url, qr.M); err == nil {
		writeQR(w, code, tui.IsTerminal(w))
	}
}
