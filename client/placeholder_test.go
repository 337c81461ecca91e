//go:build !embedclient

package client

import (
	"io/fs"
	"strings"
	"testing"
)

func TestABuildWithoutTheClientServesAPageThatSaysHowToBuildIt(t *testing.T) {
	index, err := fs.ReadFile(Dist(), "index.html")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(index), "make build") {
		t.Errorf("placeholder index.html does not say how to build the app:\n%s", index)
	}
	if Built {
		t.Error("Built = true in a build without -tags embedclient")
	}
}
