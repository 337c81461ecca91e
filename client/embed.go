//go:build embedclient

package client

import "embed"

// The built app, made by `npm run build` (make build passes -tags embedclient).
//
//go:embed all:dist
var files embed.FS

const (
	root = "dist"
	// Built: this binary carries the real app.
	Built = true
)
