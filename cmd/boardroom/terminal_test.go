//go:build linux

package main

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime/debug"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
	"unsafe"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"boardroom/atomicfile"
)

// mainEnv makes the test binary run the command line instead of the tests,
// so the tests can run boardroom as a child process on a pseudo-terminal.
const mainEnv = "BOARDROOM_TEST_RUN_MAIN"

func TestMain(m *testing.M) {
	if os.Getenv(mainEnv) == "1" {
		os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
	}
	// The tests read sentences with the arrow a UTF-8 terminal shows
	// ("score 0 → 26"), whatever the locale of the machine running them
	// (phrase.Arrow gives "->" under a non-UTF-8 one).
	os.Setenv("LC_ALL", "C.UTF-8")
	os.Unsetenv("BOARDROOM_LANG") // the games speak their own language unless a test asks
	// The games and files the tests write in-process are throwaway: they
	// need not reach the disk, which is most of a save's time on a busy
	// machine. The child processes above (the crash and terminal tests) sync.
	atomicfile.SkipSync()
	// Many short-lived values: collecting less often (as GOGC=400) cut the
	// tests' CPU time; no test depends on the collector, and the child
	// processes above run as boardroom does.
	debug.SetGCPercent(400)
	// The saved games of a test that names no home go to a home of this
	// run, never the user's: a game left there would choose the language
	// of the next run's lookups and verbs (a command run against a saved
	// game speaks its language).
	home, err := os.MkdirTemp("", "boardroom-test-home-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	os.Setenv("BOARDROOM_HOME", home)
	code := m.Run()
	os.RemoveAll(home)
	os.Exit(code)
}

// The terminal queries Lip Gloss/termenv send: the background colour (OSC 11)
// and the cursor position it uses to tell whether the terminal answers.
var queries = []string{"\x1b]11;?", "\x1b[6n"}

// openPTY opens a pseudo-terminal pair with the standard library only.
func openPTY(t *testing.T) (master, slave *os.File) {
	t.Helper()
	m, err := os.OpenFile("/dev/ptmx", os.O_RDWR|syscall.O_NOCTTY, 0)
	if err != nil {
		t.Skipf("no pseudo-terminals here: %v", err)
	}
	var unlock int32
	if _, _, e := syscall.Syscall(syscall.SYS_IOCTL, m.Fd(), syscall.TIOCSPTLCK, uintptr(unsafe.Pointer(&unlock))); e != 0 {
		m.Close()
		t.Skipf("cannot unlock the pseudo-terminal: %v", e)
	}
	var n uint32
	if _, _, e := syscall.Syscall(syscall.SYS_IOCTL, m.Fd(), syscall.TIOCGPTN, uintptr(unsafe.Pointer(&n))); e != 0 {
		m.Close()
		t.Skipf("cannot name the pseudo-terminal: %v", e)
	}
	s, err := os.OpenFile(fmt.Sprintf("/dev/pts/%d", n), os.O_RDWR|syscall.O_NOCTTY, 0)
	if err != nil {
		m.Close()
		t.Skipf("cannot open the pseudo-terminal: %v", err)
	}
	// A real terminal has a size: 80x24. (Left at 0x0, huh sometimes
	// draws its form before learning any size, with no room for the menu.)
	ws := struct{ rows, cols, x, y uint16 }{24, 80, 0, 0}
	if _, _, e := syscall.Syscall(syscall.SYS_IOCTL, s.Fd(), syscall.TIOCSWINSZ, uintptr(unsafe.Pointer(&ws))); e != 0 {
		m.Close()
		s.Close()
		t.Skipf("cannot size the pseudo-terminal: %v", e)
	}
	t.Cleanup(func() { m.Close(); s.Close() })
	return m, s
}

// session is boardroom running on a terminal that never answers a query.
type session struct {
	cmd    *exec.Cmd
	master *os.File
	mu     sync.Mutex
	out    bytes.Buffer
	more   chan struct{} // closed (and replaced) when output arrives
	done   chan struct{}
}

func startOnPTY(t *testing.T, env []string, args ...string) *session {
	t.Helper()
	return startOnSizedPTY(t, 24, 80, env, args...)
}

// startOnSizedPTY is startOnPTY on a terminal of rows x cols (0x0: one that
// reports no size).
func startOnSizedPTY(t *testing.T, rows, cols uint16, env []string, args ...string) *session {
	t.Helper()
	master, slave := openPTY(t)
	ws := struct{ rows, cols, x, y uint16 }{rows, cols, 0, 0}
	if _, _, e := syscall.Syscall(syscall.SYS_IOCTL, slave.Fd(), syscall.TIOCSWINSZ, uintptr(unsafe.Pointer(&ws))); e != 0 {
		t.Skipf("cannot size the pseudo-terminal: %v", e)
	}
	cmd := exec.Command(os.Args[0], args...)
	cmd.Env = append(append(os.Environ(), mainEnv+"=1", "TERM=xterm-256color"), env...)
	cmd.Stdin, cmd.Stdout, cmd.Stderr = slave, slave, slave
	cmd.SysProcAttr = &syscall.SysProcAttr{Setsid: true, Setctty: true, Ctty: 0}
	s := &session{cmd: cmd, master: master, more: make(chan struct{}), done: make(chan struct{})}
	require.NoError(t, cmd.Start())
	slave.Close()
	go func() {
		defer close(s.done)
		buf := make([]byte, 4096)
		for {
			n, err := master.Read(buf)
			s.mu.Lock()
			s.out.Write(buf[:n])
			close(s.more)
			s.more = make(chan struct{})
			s.mu.Unlock()
			if err != nil {
				return
			}
		}
	}()
	t.Cleanup(func() { _ = cmd.Process.Kill() })
	return s
}

func (s *session) output() string {
	out, _ := s.outputAndMore()
	return out
}

// outputAndMore is the output so far and a channel closed when more comes.
func (s *session) outputAndMore() (string, chan struct{}) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.out.String(), s.more
}

// waitFor waits until the output contains want, looking again each time
// output arrives. The deadline only tells a hang from a slow machine.
func (s *session) waitFor(t *testing.T, want string) {
	t.Helper()
	deadline := time.After(60 * time.Second)
	for {
		out, more := s.outputAndMore()
		if strings.Contains(out, want) {
			return
		}
		select {
		case <-more:
		case <-s.done: // the terminal closed: no more output
			if !strings.Contains(s.output(), want) {
				t.Fatalf("no %q on the terminal before it closed; it shows:\n%q", want, s.output())
			}
			return
		case <-deadline:
			t.Fatalf("no %q on the terminal after 60 s; it shows:\n%q", want, s.output())
		}
	}
}

// waitForRawMode waits until the program has put the terminal in raw mode
// (no line editing, no echo): a full-screen prompt reads keys from then on.
func (s *session) waitForRawMode(t *testing.T) {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for {
		var tio syscall.Termios // the master reports its terminal's modes
		if _, _, e := syscall.Syscall(syscall.SYS_IOCTL, s.master.Fd(), syscall.TCGETS, uintptr(unsafe.Pointer(&tio))); e != 0 {
			t.Fatalf("cannot read the terminal's modes: %v", e)
		}
		if tio.Lflag&(syscall.ICANON|syscall.ECHO) == 0 {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("the terminal is not in raw mode after 10 s; it shows:\n%q", s.output())
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// wait waits for the command to end and returns its exit code.
func (s *session) wait(t *testing.T) int {
	t.Helper()
	exited := make(chan error, 1)
	go func() { exited <- s.cmd.Wait() }()
	var err error
	select {
	case err = <-exited:
	case <-time.After(60 * time.Second): // a hang fails here, with the screen, not at go test's timeout
		_ = s.cmd.Process.Kill()
		<-exited
		t.Fatalf("boardroom did not end within 60 s; the terminal shows:\n%q", s.output())
	}
	select { // the output read to its end: the terminal closed with the process
	case <-s.done:
	case <-time.After(10 * time.Second):
	}
	if err == nil {
		return 0
	}
	ee, ok := err.(*exec.ExitError)
	require.True(t, ok, "%v", err)
	return ee.ExitCode()
}

// Issue 8, point 15: no command asks the terminal anything (the background
// colour query stalls 5 s on terminals that do not answer), `play` included
// when NO_COLOR is set or in accessible mode.
func TestNoTerminalQueryOutsidePlay(t *testing.T) {
	t.Parallel()
	home := t.TempDir()
	r := runCLI(t, "rigs", "new", "--players", "Ann,Bob", "--name", "t", "--seed", "1", "--home", home)
	require.Equal(t, 0, r.code, r.stderr)
	for _, args := range [][]string{
		{"games"},
		{"games", "--saved", "--home", home},
		{"rigs", "show", "--home", home},
		{"rigs", "next", "--home", home},
		{"rigs", "undo", "--home", home},
		{"rigs", "log", "--home", home},
		{"rheinhessen", "check", "8S", "8H"},
		{"rigs", "print", "--list"},
		{"rigs", "--help"},
	} {
		s := startOnPTY(t, nil, args...)
		code := s.wait(t)
		out := s.output()
		assert.Equal(t, 0, code, "%v: %s", args, out)
		for _, q := range queries {
			assert.NotContains(t, out, q, "%v asks the terminal", args)
		}
	}
}

// Issue 8, points 15 and 16: `play` with NO_COLOR asks the terminal nothing,
// and Ctrl-C ends it with exit 130 and one line saying the game is saved; in
// accessible mode too; Esc quits with 0. --home is honoured by play (point 14).
func TestPlayCtrlCExits130(t *testing.T) {
	for _, tc := range []struct {
		name string
		env  []string
		key  byte
		code int
	}{
		{"NO_COLOR", []string{"NO_COLOR=1"}, 3, 130},
		{"accessible", []string{"ACCESSIBLE=1"}, 3, 130},
		{"Esc quits, no interrupt", []string{"NO_COLOR=1"}, 0x1b, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			home := t.TempDir()
			t.Setenv("BOARDROOM_HOME", t.TempDir()) // --home beats it
			r := runCLI(t, "rigs", "new", "--players", "Ann,Bob", "--name", "t", "--seed", "1", "--home", home)
			require.Equal(t, 0, r.code, r.stderr)
			before, err := os.ReadFile(filepath.Join(home, "rigs", "t.json"))
			require.NoError(t, err)

			s := startOnPTY(t, tc.env, "rigs", "play", "--home", home)
			s.waitFor(t, "What now?")
			if tc.name != "accessible" {
				// The full-screen prompt has taken the terminal: what was
				// typed before it started is discarded. (Accessible mode
				// reads lines, and catches Ctrl-C from before its first
				// question.)
				s.waitForRawMode(t)
			}
			_, err = s.master.Write([]byte{tc.key})
			require.NoError(t, err)
			code := s.wait(t)
			out := s.output()
			assert.Equal(t, tc.code, code, out)
			assert.Equal(t, 1, strings.Count(out, `Game "t" is saved in`), out)
			// the game is under --home, not $BOARDROOM_HOME: the command says so
			assert.Equal(t, 1, strings.Count(out, "boardroom rigs play --game t --home "+home), out)
			for _, q := range queries {
				assert.NotContains(t, out, q, "play asks the terminal")
			}
			after, err := os.ReadFile(filepath.Join(home, "rigs", "t.json"))
			require.NoError(t, err)
			assert.Equal(t, string(before), string(after), "quitting changes nothing")
		})
	}
}

// A terminal that reports no size (0x0) gets the plain numbered prompts:
// huh's full-screen form would draw no menu there.
func TestPlayOnASizelessTerminalUsesPlainPrompts(t *testing.T) {
	home := t.TempDir()
	r := runCLI(t, "rigs", "new", "--players", "Ann,Bob", "--name", "t", "--seed", "1", "--home", home)
	require.Equal(t, 0, r.code, r.stderr)
	s := startOnSizedPTY(t, 0, 0, []string{"NO_COLOR=1"}, "rigs", "play", "--home", home)
	s.waitFor(t, "Enter a number between 1 and")
	assert.Contains(t, s.output(), "Save and quit")
	_, err := s.master.Write([]byte{3})
	require.NoError(t, err)
	code := s.wait(t)
	assert.Equal(t, 130, code, s.output())
}
