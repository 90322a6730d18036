package refereetest

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"boardroom/phrase"
	"boardroom/phrase/msg"
	"boardroom/referee"
	"boardroom/referee/tui"
)

// TableModel is a small model of the physical table: how many of each thing
// lie in each place, the ones known by name ("10♠"), and the value of each
// marker. It is built from a game's Table and then changed ONLY by the
// sentences the referee prints after an undo or a redo ("Move 10♠ 10♥ from
// Anna's floor (legal area) back to Anna's hand.", "Add ...", "Remove ...",
// "Set Anna's score back to 14 (from 26)."), as a table that follows them to
// the letter would be. A sentence it cannot read is an error.
type TableModel struct {
	piles   map[pileKey]*modelPile
	markers map[string]string
	things  map[string]string // a thing's name, singular or plural -> its plural (the key of a pile)
	places  map[string]bool
	supply  map[string]bool   // where things come from and go to, not counted
	kind    map[string]string // a one-of-a-kind thing's key -> the key of the plain thing it is elsewhere
	// named are the piles the table knows card by card (a Pile with
	// Cards): there every card must be told by name. Elsewhere a card is
	// named only while the referee has seen it face up, and a card told
	// by count may be any of them.
	named map[pileKey]bool
}

type pileKey struct{ place, thing string }

type modelPile struct {
	count int
	names []string // the ones known by name (a multiset)
}

// NewTableModel is the model of t; the names of the things and places of
// the other tables are learnt too (a thing that is not on t yet).
func NewTableModel(t referee.Table, others ...referee.Table) *TableModel {
	m := &TableModel{piles: map[pileKey]*modelPile{}, markers: map[string]string{},
		things: map[string]string{}, places: map[string]bool{}, supply: map[string]bool{}, kind: map[string]string{},
		named: map[pileKey]bool{}}
	for _, p := range t.Piles {
		q := m.pile(p.Place, plural(p))
		q.count += p.Count
		q.names = append(q.names, p.Cards...)
	}
	for _, mk := range t.Markers {
		m.markers[mk.Name] = mk.Value
	}
	m.Learn(t)
	for _, o := range others {
		m.Learn(o)
	}
	return m
}

// Learn learns the names of the things, places and markers of t.
func (m *TableModel) Learn(t referee.Table) {
	for _, p := range t.Piles {
		if p.Cards != nil {
			m.named[pileKey{p.Place, plural(p)}] = true
		}
		m.learnThing(p.Thing, p.Things)
		if p.Kind != "" {
			m.learnThing(p.Kind, "")
			m.kind[plural(p)] = referee.PluralOf(p.Kind)
		}
		m.places[p.Place] = true
		if p.Supply != "" {
			m.supply[p.Supply] = true
		}
	}
	for _, p := range t.Places {
		m.places[p] = true
	}
	for _, mk := range t.Markers {
		if _, ok := m.markers[mk.Name]; !ok {
			m.markers[mk.Name] = ""
		}
	}
}

func (m *TableModel) learnThing(thing, things string) {
	if things == "" {
		things = referee.PluralOf(thing)
	}
	m.things[thing] = things
	m.things[things] = things
}

func (m *TableModel) pile(place, thing string) *modelPile {
	k := pileKey{place, thing}
	p := m.piles[k]
	if p == nil {
		p = &modelPile{}
		m.piles[k] = p
	}
	return p
}

func (m *TableModel) isPlace(p string) bool { return m.places[p] || m.supply[p] }

// Apply does what one printed sentence says.
func (m *TableModel) Apply(line string) error {
	// The sentences are the engine's (referee/messages.yaml), in either
	// language: each is read against its template, its places and markers
	// the ones the table has.
	for _, l := range msg.Langs {
		for _, id := range []string{"move.move", "move.move_back"} {
			for _, a := range fill(referee.Messages.Text(id).In(l), line) {
				if m.isPlace(a[2]) && m.isPlace(a[3]) {
					return m.move(m.untitled(l, a[1]), a[2], a[3])
				}
			}
		}
		for _, a := range fill(referee.Messages.Text("move.add").In(l), line) {
			if m.isPlace(a[2]) {
				return m.move(m.untitled(l, a[1]), "", a[2])
			}
		}
		for _, a := range fill(referee.Messages.Text("move.remove").In(l), line) {
			if m.isPlace(a[2]) {
				return m.move(m.untitled(l, a[1]), a[2], "")
			}
		}
		for _, id := range []string{"marker.set_from", "marker.set_back_from"} {
			for _, a := range fill(referee.Messages.Text(id).In(l), line) {
				name, v, was := a[1], a[2], a[3]
				if _, ok := m.markers[name]; !ok {
					continue
				}
				if m.markers[name] != was {
					return fmt.Errorf("%q: %s shows %q, not %q", line, name, m.markers[name], was)
				}
				m.markers[name] = v
				return nil
			}
		}
		for _, id := range []string{"marker.set", "marker.set_back"} { // a marker that was not there
			for _, a := range fill(referee.Messages.Text(id).In(l), line) {
				if _, ok := m.markers[a[1]]; ok {
					m.markers[a[1]] = a[2]
					return nil
				}
			}
		}
	}
	if !strings.HasSuffix(line, ".") {
		return fmt.Errorf("cannot read %q: no full stop", line)
	}
	return fmt.Errorf("cannot read %q: no sentence of the referee with known places or markers", line)
}

// untitled is what without the article l gives one card known by its title
// (`the Disaster card "Theft!"`).
func (m *TableModel) untitled(l msg.Lang, what string) string {
	for _, a := range fill(referee.Messages.Text("move.titled").In(l), what) {
		if m.oneOfAKind(a[1]) {
			return a[1]
		}
	}
	return what
}

// fill is every way line reads as template: the values of its placeholders
// {1}, {2}, ... (a[1], a[2], ...; a[0] unused), shortest first.
func fill(template, line string) [][]string {
	template = phrase.Arrows(template) // as the referee says it in this terminal
	var parts []string                 // literal, placeholder, literal, placeholder, ... literal
	var nums []int
	rest := template
	for {
		i := strings.Index(rest, "{")
		j := strings.Index(rest, "}")
		if i < 0 || j < i {
			parts = append(parts, rest)
			break
		}
		n, err := strconv.Atoi(rest[i+1 : j])
		if err != nil {
			return nil
		}
		parts = append(parts, rest[:i])
		nums = append(nums, n)
		rest = rest[j+1:]
	}
	var out [][]string
	vals := make([]string, len(nums))
	var match func(k int, s string)
	match = func(k int, s string) {
		lit := parts[k]
		if !strings.HasPrefix(s, lit) {
			return
		}
		s = s[len(lit):]
		if k == len(nums) {
			if s == "" {
				a := make([]string, slices.Max(append(nums, 0))+1)
				for i, n := range nums {
					a[n] = vals[i]
				}
				out = append(out, a)
			}
			return
		}
		for end := 1; end <= len(s); end++ {
			vals[k] = s[:end]
			match(k+1, s[end:])
		}
	}
	match(0, line)
	return out
}

// move moves what (a count and a thing, a thing one of a kind, or card
// names) from one place to another ("" for Add and Remove).
func (m *TableModel) move(what, from, to string) error {
	thing, n, names, err := m.what(what, from)
	if err != nil {
		return err
	}
	if from != "" && !m.supply[from] {
		p := m.pile(from, thing)
		if k, ok := m.kind[thing]; ok && p.count < n && m.pile(from, k).count >= n {
			p = m.pile(from, k) // plot #13 (Valley) is a plot card (Valley) in the Land Grant
		}
		if p.count < n {
			return fmt.Errorf("move %s from %s: only %d there", what, from, p.count)
		}
		k := pileKey{from, thing}
		switch {
		case names == nil && !m.named[k] && p.count-n < len(p.names):
			// cards seen face up where the table keeps no names: a count
			// takes any of them, and the model no longer knows which stay.
			p.names = p.names[:p.count-n]
		case names != nil:
			for _, c := range names {
				i := slices.Index(p.names, c)
				if i < 0 {
					if len(p.names) == p.count { // every card there is known
						return fmt.Errorf("move %s from %s: %s is not there (%s)", what, from, c, strings.Join(p.names, " "))
					}
					continue // an unseen card, now named
				}
				p.names = slices.Delete(p.names, i, i+1)
			}
		case len(p.names) > 0 && len(p.names) == p.count && !m.oneOfAKind(thing):
			return fmt.Errorf("move %s from %s: the referee knows the cards there (%s) but does not say which", what, from, strings.Join(p.names, " "))
		case p.count-n < len(p.names):
			return fmt.Errorf("move %s from %s: which of the known cards (%s)?", what, from, strings.Join(p.names, " "))
		}
		p.count -= n
	}
	if to != "" && !m.supply[to] {
		p := m.pile(to, thing)
		p.count += n
		p.names = append(p.names, names...)
	}
	return nil
}

// key is the key of a thing named as the table is told it ("1 credit",
// "20 credits"): its plural.
func (m *TableModel) key(named string, n int) string {
	if k, ok := m.things[named]; ok {
		return k
	}
	if n == 1 {
		return referee.PluralOf(named)
	}
	return named
}

// plural is the key of a pile's thing.
func plural(p referee.Pile) string {
	if p.Things != "" {
		return p.Things
	}
	return referee.PluralOf(p.Thing)
}

func (m *TableModel) oneOfAKind(thing string) bool {
	return strings.Contains(thing, "#") || strings.HasSuffix(thing, `"`)
}

// what reads "2 cards", "1 credit", "plot #10 (Forest)", `the Disaster card
// "Theft!"` or card names ("10♠ 10♥", of the thing that lies at from).
func (m *TableModel) what(what, from string) (thing string, n int, names []string, err error) {
	if m.oneOfAKind(what) && !strings.HasPrefix(what, `"`) { // `"G1 Tax Cut"` are card names
		return m.key(strings.TrimPrefix(what, "the "), 1), 1, nil, nil
	}
	if num, rest, ok := strings.Cut(what, " "); ok {
		if k, err := strconv.Atoi(num); err == nil {
			if k <= 0 {
				return "", 0, nil, fmt.Errorf("cannot read %q: nothing to move", what)
			}
			return m.key(rest, k), k, nil, nil
		}
	}
	names = cardNames(what)
	var at []string
	for k, p := range m.piles {
		if k.place == from && p.count >= len(names) && p.count > 0 {
			at = append(at, k.thing)
		}
	}
	switch {
	case from == "": // added: cards
		return m.key("card", 1), len(names), names, nil
	case len(at) != 1:
		return "", 0, nil, fmt.Errorf("cannot read %q: not one kind of thing at %q (%v)", what, from, at)
	}
	return at[0], len(names), names, nil
}

// cardNames splits "10♠ 10♥" or `"G1 Tax Cut" "G2 Veto"` into names (a
// name in quotes keeps its quotes and spaces).
func cardNames(what string) []string {
	var out []string
	for rest := strings.TrimSpace(what); rest != ""; rest = strings.TrimSpace(rest) {
		if rest[0] == '"' {
			if q, err := strconv.QuotedPrefix(rest); err == nil {
				out = append(out, q)
				rest = rest[len(q):]
				continue
			}
		}
		n, r, _ := strings.Cut(rest, " ")
		out = append(out, n)
		rest = r
	}
	return out
}

// Diff says how the model differs from t ("" when it is t): a count, a
// card known by name in t, or a marker.
func (m *TableModel) Diff(t referee.Table) string {
	want := map[pileKey]*modelPile{}
	named := map[pileKey]bool{}
	for _, p := range t.Piles {
		k := pileKey{p.Place, plural(p)}
		if want[k] == nil {
			want[k] = &modelPile{}
		}
		want[k].count += p.Count
		want[k].names = append(want[k].names, p.Cards...)
		if p.Cards != nil {
			named[k] = true
		}
	}
	var out []string
	keys := map[pileKey]bool{}
	for k := range want {
		keys[k] = true
	}
	for k := range m.piles {
		keys[k] = true
	}
	for k, g := range m.piles { // a one-of-a-kind thing where the table knows only its kind
		if kk, ok := m.kind[k.thing]; ok && g.count > 0 && want[k] == nil && want[pileKey{k.place, kk}] != nil {
			m.pile(k.place, kk).count += g.count
			g.count = 0
			keys[pileKey{k.place, kk}] = true
		}
	}
	for k := range keys {
		if m.supply[k.place] {
			continue
		}
		w, g := want[k], m.piles[k]
		if w == nil {
			w = &modelPile{}
		}
		if g == nil {
			g = &modelPile{}
		}
		if w.count != g.count {
			out = append(out, fmt.Sprintf("%s: %d %s on the model, %d on the table", k.place, g.count, k.thing, w.count))
			continue
		}
		if named[k] {
			a, b := slices.Sorted(slices.Values(g.names)), slices.Sorted(slices.Values(w.names))
			if !slices.Equal(a, b) {
				out = append(out, fmt.Sprintf("%s: %s on the model, %s on the table", k.place, strings.Join(a, " "), strings.Join(b, " ")))
			}
		}
	}
	for _, mk := range t.Markers {
		if m.markers[mk.Name] != mk.Value {
			out = append(out, fmt.Sprintf("%s: %q on the model, %q on the table", mk.Name, m.markers[mk.Name], mk.Value))
		}
	}
	slices.Sort(out)
	return strings.Join(out, "\n")
}

// TableMovesCase is a game for CheckTableMoves: how to start it, how the
// referee tells it (its View: Table, Retold, Auto) and how a table plays it
// (Next, which may propose refused actions).
type TableMovesCase[S any] struct {
	Rules  referee.Rules[S]
	GameID string
	Setup  any
	Seed   int64
	View   tui.View[S]
	Next   Next[S]
	Steps  int // at most this many proposals
}

// MovedLines are the sentences of a retelling (tui.View.Retold) that say
// what to move on the table: those under "Put back on the table:" or "On
// the table, again:" in either language (or heads, a game's own words for
// them); nil when there
// is no such heading (a virtual game, or "Nothing to move on the table.").
func MovedLines(told []string, heads ...string) []string {
	for _, l := range msg.Langs { // the engine's heads, in either language
		heads = append(heads, referee.MovesHead(l, true), referee.MovesHead(l, false))
	}
	heads = append(heads, "On the table, again:") // the play loop's own
	for i, l := range told {
		if slices.Contains(heads, l) {
			var out []string
			for _, m := range told[i+1:] {
				out = append(out, strings.TrimPrefix(m, "  "))
			}
			return out
		}
	}
	return nil
}

// CheckTableMoves plays c with actions from c.Next (and the seats the
// referee plays, c.View.Auto, after each, as `play` does) and after each
// accepted action tells its undo (with the referee's turns after it) and
// its redo as the referee prints them (c.View.Retold). The model of the
// table after the action (NewTableModel), changed only by the printed undo
// sentences, must be the table before the action, and then, changed by the
// printed redo sentences, the table after it. A virtual table
// (Table.Virtual) must be told nothing to move. It returns how many undos
// it checked.
//
// The game is played in memory (Legal, then Apply with a Chance per step),
// not saved: that undo restores exactly the state before an action and redo
// the state after it is CheckUndo's promise, and the states an undo walks
// through are the ones the actions left.
func CheckTableMoves[S any](t testing.TB, c TableMovesCase[S], r *rand.Rand) int {
	t.Helper()
	raw, err := json.Marshal(c.Setup)
	require.NoError(t, err)
	s, err := c.Rules.New(raw, c.Seed)
	require.NoError(t, err)
	v := c.View
	seq := 0
	do := func(a referee.Action[S]) (S, error) {
		if err := a.Legal(s); err != nil {
			return s, err
		}
		seq++
		next, err := a.Apply(s, referee.NewChance(c.Seed, seq))
		require.NoError(t, err, "%#v", a)
		s = next
		return s, nil
	}
	autoplay := func() []S {
		var done []S
		if v.Auto == nil {
			return nil
		}
		for range 100000 {
			a, ok := v.Auto(s)
			if !ok {
				return done
			}
			_, err := do(a)
			require.NoError(t, err, "the referee's own seat chose %#v", a)
			done = append(done, s)
		}
		t.Fatal("the referee's seats play on and on")
		return nil
	}
	undos := 0
	autoplay()
	for step := 0; step < c.Steps; step++ {
		before := s
		a := c.Next(before, r)
		if a == nil {
			break
		}
		if _, err := do(a); err != nil {
			require.True(t, referee.IsRefusal(err), "step %d: %#v: %v", step, a, err)
			continue
		}
		forward := []S{before, s}
		forward = append(forward, autoplay()...) // as a redo tells them
		after := s
		back := slices.Clone(forward)
		slices.Reverse(back) // as an undo tells them
		tBefore, tAfter := v.Table(before), v.Table(after)
		m := NewTableModel(tAfter, tBefore)
		check := func(what string, told []string, want referee.Table) {
			t.Helper()
			l := tui.LangOf(after)
			lines := MovedLines(told, phrase.Say(l, "table.put_back"), phrase.Say(l, "table.on_the_table_again"))
			if want.Virtual {
				require.Nil(t, lines, "step %d, %s of %#v: a virtual table is told to move things:\n%s", step, what, a, strings.Join(told, "\n"))
				return
			}
			for _, l := range lines {
				require.NoError(t, m.Apply(l), "step %d, %s of %#v (seed %d), told:\n%s", step, what, a, c.Seed, strings.Join(told, "\n"))
			}
			require.Empty(t, m.Diff(want), "step %d, %s of %#v (seed %d): the table that followed\n%s\nis not the table it should be", step, what, a, c.Seed, strings.Join(told, "\n"))
		}
		check("undo", v.Retold(back, true), tBefore)
		check("redo", v.Retold(forward, false), tAfter)
		undos++
	}
	return undos
}

// TableMovesRuns is how many undos a game's CheckTableMoves runs play in
// all: at least 300, or 10,000 with -long.
func TableMovesRuns() int {
	if *Long {
		return 10000
	}
	return 300
}
