// Package stripemock starts Stripe's own mock server, stripe-mock, pinned as
// a tool in go.mod (go tool stripe-mock), for tests that talk to "Stripe":
// it validates every request against Stripe's OpenAPI spec and answers
// fixtures, so the tests exercise the real stripe-go calls. Nothing needs to
// be installed by hand: the go command builds the tool on first use.
package stripemock

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"
)

var (
	binOnce sync.Once
	binPath string
	binErr  error
)

// binary is the built stripe-mock: `go tool -n stripe-mock` builds it into
// the build cache once and prints its path, so starting it costs no go command
// per test and stopping it ends the server itself.
func binary() (string, error) {
	binOnce.Do(func() {
		dir, err := moduleRoot()
		if err != nil {
			binErr = err
			return
		}
		cmd := exec.Command("go", "tool", "-n", "stripe-mock")
		cmd.Dir = dir
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		out, err := cmd.Output()
		if err != nil {
			binErr = fmt.Errorf("stripemock: go tool -n stripe-mock: %v: %s", err, stderr.String())
			return
		}
		binPath = strings.TrimSpace(string(out))
	})
	return binPath, binErr
}

// moduleRoot is the directory holding go.mod, from the test's directory up.
func moduleRoot() (string, error) {
	dir, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir, nil
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", fmt.Errorf("stripemock: no go.mod above the test's directory")
		}
		dir = parent
	}
}

var listening = regexp.MustCompile(`Listening for HTTP at address: (\S+)`)

// Start runs a stripe-mock on free loopback ports for the test and answers its
// base URL (http://127.0.0.1:port), the value for STRIPE_API_BASE. The server
// stops when the test ends.
func Start(t testing.TB) string {
	t.Helper()
	bin, err := binary()
	if err != nil {
		t.Fatal(err)
	}
	// Empty ports: the system chooses, so parallel test binaries never clash.
	cmd := exec.Command(bin, "-http-addr", "127.0.0.1:", "-https-addr", "127.0.0.1:")
	dieWithParent(cmd)
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Start(); err != nil {
		t.Fatalf("stripemock: start %s: %v", bin, err)
	}
	t.Cleanup(func() {
		_ = cmd.Process.Kill()
		_ = cmd.Wait()
	})
	found := make(chan string, 1)
	go func() {
		sc := bufio.NewScanner(stdout)
		for sc.Scan() {
			if m := listening.FindStringSubmatch(sc.Text()); m != nil {
				found <- m[1]
				_, _ = io.Copy(io.Discard, stdout)
				return
			}
		}
		found <- "" // it ended without listening
	}()
	select {
	case addr := <-found:
		if addr == "" {
			t.Fatalf("stripemock: stripe-mock exited before listening: %s", stderr.String())
		}
		return "http://" + addr
	case <-time.After(30 * time.Second):
		t.Fatalf("stripemock: stripe-mock did not start listening: %s", stderr.String())
		return ""
	}
}
