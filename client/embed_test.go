//go:build embedclient

package client

import (
	"io/fs"
	"regexp"
	"testing"
)

// TestTheBinaryEmbedsTheBuiltApp: with -tags embedclient (make build) the
// binary serves the real build: its index.html and every script it loads.
func TestTheBinaryEmbedsTheBuiltApp(t *testing.T) {
	index, err := fs.ReadFile(Dist(), "index.html")
	if err != nil {
		t.Fatal(err)
	}
	scripts := regexp.MustCompile(`src="/(assets/[^"]+\.js)"`).FindAllStringSubmatch(string(index), -1)
	if len(scripts) == 0 {
		t.Fatalf("index.html loads no script from /assets: not the built app:\n%s", index)
	}
	for _, s := range scripts {
		if _, err := fs.Stat(Dist(), s[1]); err != nil {
			t.Errorf("index.html loads /%s, which the binary does not carry: %v", s[1], err)
		}
	}
	if !Built {
		t.Error("Built = false in a build with -tags embedclient")
	}
}
