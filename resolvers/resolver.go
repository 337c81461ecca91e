// Package resolvers implements the GraphQL schema. Resolvers stay thin: they
// read the viewer from the context through auth, call the service and return
// domain types; helpers live in *.util.go files.
package resolvers

import (
	"journey365/live"
	"journey365/service"
)

// Resolver is the root resolver; it holds the application service and this
// instance's live feeds (boardEvents).
type Resolver struct {
	Service *service.Service
	Live    *live.Feeds
}
