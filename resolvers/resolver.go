// Package resolvers implements the GraphQL schema. Resolvers stay thin: they
// read the viewer from the context through auth, call the service and return
// domain types; helpers live in *.util.go files.
package resolvers

import (
	"journey365/billing"
	"journey365/service"
)

// Resolver is the root resolver; it holds the operations and the giving.
type Resolver struct {
	Service *service.Service
	Billing *billing.Billing
}
