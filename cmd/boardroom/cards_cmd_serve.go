package main

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"html/template"
	"io"
	"net"
	"net/http"
	"os"
	"os/signal"
	"regexp"
	"strconv"
	"sync"
	"time"

	"github.com/spf13/cobra"

	"boardroom/lazy"
	"boardroom/phrase"
	"boardroom/phrase/msg"
	"boardroom/printables"
	"boardroom/printables/userdeck"
)

// cardsServeOptions are the flags of cards serve.
type cardsServeOptions struct {
	Addr string
	DPI  float64
	deckBudgets
}

func newCardsServeCmd(stdout, stderr io.Writer) *cobra.Command {
	var so cardsServeOptions
	l := cardsLang()
	cmd := &cobra.Command{
		Use:     "serve " + phrase.Say(l, "cards.dir"),
		Short:   phrase.Say(l, "cards.serve.short"),
		Long:    phrase.Say(l, "cards.serve.long"),
		Example: cardsExamples(l, "cards.serve.examples"),
		Args:    exactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			return cardsSaid(runCardsServe(cmd, args[0], so, stdout, stderr))
		},
	}
	f := cmd.Flags()
	f.StringVar(&so.Addr, "addr", "127.0.0.1:8090", phrase.Say(l, "cards.serve.flag.addr"))
	f.Float64Var(&so.DPI, "dpi", 100, phrase.Say(l, "cards.serve.flag.dpi"))
	addBudgetFlags(cmd, &so.deckBudgets)
	return cmd
}

func runCardsServe(cmd *cobra.Command, dir string, so cardsServeOptions, stdout, stderr io.Writer) error {
	if !(so.DPI >= 30 && so.DPI <= 300) {
		return usagef(cmd, "%s", phrase.Say(cardsLang(), "cards.bad_dpi", 300, printables.MMString(so.DPI)))
	}
	if _, _, err := net.SplitHostPort(so.Addr); err != nil {
		return usagef(cmd, "%s", phrase.Say(cardsLang(), "cards.serve.bad_addr", phrase.ClipIn(cardsLang(), so.Addr)))
	}
	budgets, err := so.budgets(cmd)
	if err != nil {
		return err
	}
	if _, err := loadDeck(cmd, dir, budgets); err != nil {
		return err // no folder: said before anything listens
	}
	defer limitMemory()()
	ln, err := net.Listen("tcp", so.Addr)
	if err != nil {
		return errors.New(phrase.Say(cardsLang(), "cards.serve.cannot_listen", so.Addr, err))
	}
	p := newPreview(func() (*userdeck.Deck, error) { return loadDeck(cmd, dir, budgets) }, so.DPI, min(budgets.MaxCards, previewDesigns))
	// Whether it listens on this computer only is what it listens on, not
	// the name given: --addr with this computer's own name (it resolves to
	// 127.0.0.1 or 127.0.1.1) listens there only, and must still refuse
	// other names (DNS rebinding) and not warn that anyone sees the deck.
	p.loopback = listensHereOnly(ln.Addr())
	p.lang = budgets.Lang
	if !p.loopback {
		fmt.Fprintln(stderr, phrase.Say(p.lang, "cards.serve.open_warning", so.Addr))
	}
	ctx, stop := signal.NotifyContext(cmd.Context(), os.Interrupt)
	defer stop()
	srv := &http.Server{Handler: p.handler(), ReadHeaderTimeout: 10 * time.Second, IdleTimeout: 2 * time.Minute, MaxHeaderBytes: 32 << 10,
		BaseContext: func(net.Listener) context.Context { return ctx }}
	go func() {
		<-ctx.Done()
		sctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
		defer cancel()
		_ = srv.Shutdown(sctx)
	}()
	go func() {
		_ = watchDeck(ctx, dir, func(string) bool { return false }, 150*time.Millisecond, p.render)
	}()
	fmt.Fprintln(stdout, phrase.Say(p.lang, "cards.serve.showing", phrase.PathText(dir), ln.Addr()))
	if err := srv.Serve(ln); err != nil && !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return errInterrupted
}

// listensHereOnly reports whether a listener's address is a loopback one.
func listensHereOnly(a net.Addr) bool {
	t, ok := a.(*net.TCPAddr)
	return ok && t.IP.IsLoopback()
}

// previewDesigns is the most designs the page shows: each is held in
// memory as a PNG (about 50 KB at 100 dpi), drawn again on every save.
const previewDesigns = 300

// preview is the deck as the page shows it: drawn again on each change, a
// generation at a time.
type preview struct {
	load     func() (*userdeck.Deck, error)
	dpi      float64
	maxCards int
	loopback bool          // only Host names of this computer are answered (no DNS rebinding)
	lang     msg.Lang      // the page's words and the deck's problems (English when empty)
	streams  chan struct{} // one token a live page: at most cap of them at once

	mu      sync.Mutex
	gen     int
	name    string
	lines   []problemLine
	cards   []previewCard
	changed chan struct{} // closed when the next generation is drawn
}

type problemLine struct {
	Text    string
	Warning bool
}

type previewCard struct {
	Title       string
	BackAlt     string // the back's picture, in words
	Front, Back []byte // PNG; Back nil when the card has none
}

func newPreview(load func() (*userdeck.Deck, error), dpi float64, maxCards int) *preview {
	return &preview{load: load, dpi: dpi, maxCards: maxCards, loopback: true, streams: make(chan struct{}, 16), changed: make(chan struct{})}
}

// render draws the deck again: its problems, and its cards when it has no
// error (the cards of the last good drawing are kept until then, so a typo
// does not blank the page).
func (p *preview) render() {
	d, err := p.load()
	var lines []problemLine
	var cards []previewCard
	name, drawn := "", false
	if err != nil {
		lines = append(lines, problemLine{Text: phrase.Printable(userdeck.SayError(p.lang, err))})
	} else {
		name = d.Name()
		for _, pr := range d.Problems {
			lines = append(lines, problemLine{Text: phrase.Printable(pr.String()), Warning: pr.Warning})
		}
		if d.Err(false) == nil {
			drawn = true
			var enc printables.PNGEncoder
			png := func(c *userdeck.Card, back bool) []byte {
				img, err := d.SideImage(c, back, p.dpi, 0)
				var b bytes.Buffer
				if err == nil {
					err = enc.Encode(&b, img)
				}
				if err != nil {
					lines = append(lines, problemLine{Text: phrase.Printable(phrase.Say(p.lang, "cards.serve.card_failed", c.Title, userdeck.SayError(p.lang, err)))})
					return nil
				}
				return b.Bytes()
			}
			for i, c := range d.Cards {
				if i >= p.maxCards {
					lines = append(lines, problemLine{Text: phrase.Say(p.lang, "cards.serve.first_designs", p.maxCards, len(d.Cards)), Warning: true})
					break
				}
				pc := previewCard{Title: phrase.Printable(c.Title), Front: png(c, false)}
				pc.BackAlt = phrase.Say(p.lang, "cards.serve.back", pc.Title)
				if c.Back != nil {
					pc.Back = png(c, true)
				}
				cards = append(cards, pc)
			}
		}
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	p.gen++
	p.lines = lines
	if name != "" {
		p.name = name
	}
	if drawn {
		p.cards = cards
	}
	close(p.changed)
	p.changed = make(chan struct{})
}

// cardPath is a card's picture: /card/3.png, /card/3-back.png.
var cardPath = &lazy.Value[*regexp.Regexp]{New: func() *regexp.Regexp { return regexp.MustCompile(`^/card/([0-9]{1,6})(-back)?\.png$`) }}

func (p *preview) handler() http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("/", p.page)
	mux.HandleFunc("/card/", p.card)
	mux.HandleFunc("/events", p.events)
	mux.HandleFunc("/preview.js", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/javascript; charset=utf-8")
		io.WriteString(w, previewJS)
	})
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		h.Set("Content-Security-Policy", "default-src 'none'; img-src 'self'; script-src 'self'; style-src 'unsafe-inline'; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'")
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("Referrer-Policy", "no-referrer")
		h.Set("Cache-Control", "no-store")
		// No other site's page may embed the cards (an image of another
		// origin still tells its page its width and height).
		h.Set("Cross-Origin-Resource-Policy", "same-origin")
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			h.Set("Allow", "GET, HEAD")
			p.fail(w, http.StatusMethodNotAllowed, "cards.serve.get_only")
			return
		}
		if p.loopback {
			host, _, err := net.SplitHostPort(r.Host)
			if err != nil {
				host = r.Host
			}
			if !isLoopback(host) {
				// A page of another site whose name was pointed at
				// this computer (DNS rebinding) may not read the deck.
				p.fail(w, http.StatusForbidden, "cards.serve.loopback_only")
				return
			}
		}
		if crossSite(r) {
			p.fail(w, http.StatusForbidden, "cards.serve.own_page_only")
			return
		}
		mux.ServeHTTP(w, r)
	})
}

// crossSite reports whether a browser made the request for a page of
// another origin: a site the user visits (or another server on this
// computer, at another port) that loads the cards as images, to learn the
// deck's size and count, or holds the preview's event streams so that the
// user's own page no longer reloads. The Host check cannot tell: such a
// request names this computer. Browsers say where a request comes from
// (Sec-Fetch-Site; older ones an Origin on some); typing the address, a
// bookmark, and a link followed to the preview (a navigation, whose page
// the other site cannot read) are let through.
func crossSite(r *http.Request) bool {
	if o := r.Header.Get("Origin"); o != "" && o != "http://"+r.Host {
		return true
	}
	switch r.Header.Get("Sec-Fetch-Site") {
	case "", "same-origin", "none":
		return false
	}
	return r.Header.Get("Sec-Fetch-Mode") != "navigate"
}

// previewPage is parsed on first use: a template parsed at package init
// costs every run of the binary, whatever the command.
var previewPage = &lazy.Value[*template.Template]{New: func() *template.Template {
	return template.Must(template.New("page").Parse(previewHTML))
}}

const previewHTML = `<!doctype html>
<html lang="{{.Lang}}"><head><meta charset="utf-8"><title>{{.Title}}</title>
<style>body{font-family:sans-serif;margin:1em;background:#eee}ul.p{background:#fff;padding:.5em 2em;border-left:4px solid #c00}
li.warning{color:#850}li.error{color:#c00}figure{display:inline-block;margin:.5em;text-align:center}
img{box-shadow:2px 2px 6px #0004;margin:2px}figcaption{font-size:small}</style>
<script src="/preview.js" defer></script></head>
<body data-gen="{{.Gen}}"><h1>{{.Name}}</h1>
{{if .Lines}}<ul class="p">{{range .Lines}}<li class="{{if .Warning}}warning{{else}}error{{end}}">{{.Text}}</li>{{end}}</ul>{{end}}
{{if not .Cards}}<p>{{.NoCards}}</p>{{end}}
{{range $i, $c := .Cards}}<figure><img src="/card/{{$i}}.png?g={{$.Gen}}" alt="{{$c.Title}}">{{if $c.Back}}<img src="/card/{{$i}}-back.png?g={{$.Gen}}" alt="{{$c.BackAlt}}">{{end}}<figcaption>{{$c.Title}}</figcaption></figure>
{{end}}</body></html>
`

// previewJS reloads the page when the deck is drawn again.
const previewJS = `new EventSource("/events").onmessage = function (e) {
  if (e.data !== document.body.dataset.gen) location.reload();
};
`

// fail answers a request the preview refuses with status and the sentence
// id, in the preview's language (Go's own answers, "404 page not found",
// are English).
func (p *preview) fail(w http.ResponseWriter, status int, id string) {
	l := p.lang
	if l == "" {
		l = msg.EN
	}
	http.Error(w, phrase.Say(l, id), status)
}

func (p *preview) page(w http.ResponseWriter, r *http.Request) {
	if r.URL.Path != "/" {
		p.fail(w, http.StatusNotFound, "cards.serve.not_found")
		return
	}
	p.mu.Lock()
	l := p.lang
	if l == "" {
		l = msg.EN
	}
	data := struct {
		Lang, Name, Title, NoCards string
		Gen                        int
		Lines                      []problemLine
		Cards                      []previewCard
	}{string(l), p.name, phrase.Say(l, "cards.serve.title", p.name), phrase.Say(l, "cards.serve.no_cards"), p.gen, p.lines, p.cards}
	p.mu.Unlock()
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	_ = previewPage.Get().Execute(w, data)
}

func (p *preview) card(w http.ResponseWriter, r *http.Request) {
	m := cardPath.Get().FindStringSubmatch(r.URL.Path)
	if m == nil {
		p.fail(w, http.StatusNotFound, "cards.serve.not_found")
		return
	}
	i, _ := strconv.Atoi(m[1])
	p.mu.Lock()
	var img []byte
	if i < len(p.cards) {
		img = p.cards[i].Front
		if m[2] != "" {
			img = p.cards[i].Back
		}
	}
	p.mu.Unlock()
	if img == nil {
		p.fail(w, http.StatusNotFound, "cards.serve.not_found")
		return
	}
	w.Header().Set("Content-Type", "image/png")
	_, _ = w.Write(img)
}

// events tells a page the generation drawn, now and after each change
// (server-sent events), until the page goes away.
func (p *preview) events(w http.ResponseWriter, r *http.Request) {
	select {
	case p.streams <- struct{}{}:
		defer func() { <-p.streams }()
	default:
		p.fail(w, http.StatusServiceUnavailable, "cards.serve.too_many_pages")
		return
	}
	fl, ok := w.(http.Flusher)
	if !ok {
		p.fail(w, http.StatusInternalServerError, "cards.serve.no_streaming")
		return
	}
	w.Header().Set("Content-Type", "text/event-stream")
	for {
		p.mu.Lock()
		gen, changed := p.gen, p.changed
		p.mu.Unlock()
		if _, err := fmt.Fprintf(w, "data: %d\n\n", gen); err != nil {
			return
		}
		fl.Flush()
		select {
		case <-r.Context().Done():
			return
		case <-changed:
		}
	}
}
