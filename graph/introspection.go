package graph

import (
	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/gqlerror"

	"journey365/journey"
)

// refuseIntrospection answers an operation that asks for the schema when it
// may not (production, not an admin): a plain forbidden error before it runs,
// rather than gqlgen's "introspection disabled" from inside the execution,
// which would be reported and logged as an internal failure.
func refuseIntrospection(op *ast.OperationDefinition, fragments ast.FragmentDefinitionList) *gqlerror.Error {
	if op == nil || !introspects(op.SelectionSet, fragments, map[string]bool{}) {
		return nil
	}
	err := gqlerror.Errorf("Introspection is available to admins only.")
	setCode(err, journey.EFORBIDDEN)
	return err
}

// introspects reports whether a root selection set asks for __schema or
// __type, directly or through fragments (__typename is always allowed).
func introspects(set ast.SelectionSet, fragments ast.FragmentDefinitionList, seen map[string]bool) bool {
	for _, sel := range set {
		switch s := sel.(type) {
		case *ast.Field:
			if s.Name == "__schema" || s.Name == "__type" {
				return true
			}
		case *ast.InlineFragment:
			if introspects(s.SelectionSet, fragments, seen) {
				return true
			}
		case *ast.FragmentSpread:
			if seen[s.Name] {
				continue
			}
			seen[s.Name] = true
			if f := fragments.ForName(s.Name); f != nil && introspects(f.SelectionSet, fragments, seen) {
				return true
			}
		}
	}
	return false
}
