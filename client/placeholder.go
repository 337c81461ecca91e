//go:build !embedclient

package client

import "embed"

// Without -tags embedclient (go build ./..., go vet ./..., go test on a
// fresh clone), a committed page stands in for the app, so the Go code
// builds without Node.
//
//go:embed dist-placeholder
var files embed.FS

const (
	root = "dist-placeholder"
	// Built: false, this binary serves the placeholder page.
	Built = false
)
