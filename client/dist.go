// Package client embeds the built single-page app (client/dist, made by
// `npm run build`) into the Go binary, so one file serves the whole product.
// Only a build with -tags embedclient (make build) embeds it; any other
// build serves a placeholder page that says how to build the app.
package client

import "io/fs"

// Dist returns the app rooted at its index.html.
func Dist() fs.FS {
	sub, err := fs.Sub(files, root)
	if err != nil {
		panic(err) // root is a literal path present at build time
	}
	return sub
}
