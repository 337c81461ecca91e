package graph

import (
	"context"
	"errors"
	"fmt"

	"github.com/99designs/gqlgen/graphql"
	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/gqlerror"

	"journey365/locale"
)

// badArgument recognises an error raised while decoding a field's argument
// (gqlgen's built-in Time scalar, for one, fails with a plain error): that is
// the client's input, not our failure. It returns a message naming the
// argument and the value given.
func badArgument(ctx context.Context, e *gqlerror.Error) (string, bool) {
	fc := graphql.GetFieldContext(ctx)
	if fc == nil || fc.Args != nil || fc.Field.Field == nil || len(e.Path) == 0 {
		return "", false
	}
	name, ok := e.Path[len(e.Path)-1].(ast.PathName)
	if !ok || fc.Field.Arguments.ForName(string(name)) == nil {
		return "", false
	}
	var vars map[string]any
	if graphql.HasOperationContext(ctx) {
		vars = graphql.GetOperationContext(ctx).Variables
	}
	value := fmt.Sprint(fc.Field.ArgumentMap(vars)[string(name)])
	if r := []rune(value); len(r) > 40 {
		value = string(r[:40]) + "…"
	}
	if def := fc.Field.Definition; def != nil {
		if arg := def.Arguments.ForName(string(name)); arg != nil && arg.Type.Name() == "Time" {
			return locale.T(ctx, "%s: %q is not a time; send it as RFC 3339, like 2025-01-31T12:00:00Z.", string(name), value), true
		}
	}
	return locale.T(ctx, "%s: %q is not a valid value.", string(name), value), true
}

// clientGone reports whether err comes from the client going away mid-request
// (its context cancelled), which is no failure of ours.
func clientGone(ctx context.Context, err error) bool {
	return errors.Is(err, context.Canceled) || errors.Is(ctx.Err(), context.Canceled)
}

// overBudget reports whether err comes from the request's deadline (its
// time budget) having passed.
func overBudget(ctx context.Context, err error) bool {
	return errors.Is(err, context.DeadlineExceeded) || errors.Is(ctx.Err(), context.DeadlineExceeded)
}
