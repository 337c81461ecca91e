// Package client embeds the built single-page app (client/dist, made by
// `npm run build`) into the Go binary, so one file serves the whole product.
package client

import (
	"embed"
	"io/fs"
)

//go:embed all:dist
var dist embed.FS

// Dist returns the built app rooted at dist/ (index.html at its top).
func Dist() fs.FS {
	sub, err := fs.Sub(dist, "dist")
	if err != nil {
		panic(err) // "dist" is a literal path present at build time
	}
	return sub
}
